"""``lexitile`` opens the new-game screen without loading what only a game needs: the
rules engine's move generator and robots, the board game's session and records, the
other games' packages. Deferring those imports is most of what keeps the first frame
under half a second (``benchmarks/bench_startup.py`` measures it); this test keeps them
deferred. It runs in a fresh interpreter: the test process has imported everything."""

from __future__ import annotations

import subprocess
import sys
import textwrap

#: what the command line and the app do up to the new-game screen's first frame
SCRIPT = textwrap.dedent(
    """
    import asyncio, sys
    import lexitile.cli as cli
    from lexitile.commands.play import options_from_args, robots_from_args

    parsed = []
    cli.run_command = lambda args: parsed.append(args) or 0  # `lexitile` with no arguments
    cli._main([])
    (args,) = parsed
    options_from_args(args)
    robots_from_args(args)
    from lexitile.tui.app import LexitileApp

    async def main():
        app = LexitileApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            print(type(app.screen).__name__)

    asyncio.run(main())
    print("\\n".join(sorted(m for m in sys.modules if m.startswith("lexitile"))))
    """
)

#: modules a game needs, never the new-game screen
DEFERRED = (
    "lexitile.games.crossword.engine",
    "lexitile.play.board_session",
    "lexitile.play.robot_seats",
    "lexitile.savegame",
    "lexitile.games.crossword.records",
    "lexitile.games.quiddler",
    "lexitile.games.crosswise",
    "lexitile.commands.replay",
    "lexitile.commands.league",
)


def test_the_new_game_screen_loads_no_game_machinery(tmp_path):
    env_run = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={"LEXITILE_DATA_DIR": str(tmp_path / "data"), "PATH": "/usr/bin:/bin", "LEXITILE_UI_LANG": "en"},
    )
    assert env_run.returncode == 0, env_run.stderr
    screen, *modules = env_run.stdout.split()
    assert screen == "NewGameScreen"
    loaded = [m for m in modules if any(m == d or m.startswith(d + ".") for d in DEFERRED)]
    assert loaded == [], loaded
