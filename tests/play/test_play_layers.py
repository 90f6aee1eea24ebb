"""The table services stay below the screens: importing every module of
``lexitile.play`` loads no Textual module (a screen sends intents, play/ decides)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import lexitile.play as play


def test_play_imports_no_textual():
    names = [info.name for info in pkgutil.iter_modules(play.__path__)]
    assert {"board_session", "quiddler", "crosswise", "turn_clock", "robot_seats"} <= set(names)
    code = (
        "import importlib, sys\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(f'lexitile.play.{name}')\n"
        "import lexitile.games.crossword.engine.automaton_cache\n"
        "print(' '.join(sorted(m for m in sys.modules if m.split('.')[0] == 'textual' or m.startswith('lexitile.tui'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(out.stdout.split())
    assert not {m for m in loaded if m.split(".")[0] == "textual"}, sorted(loaded)
    assert not loaded, f"play/ loads screen modules: {sorted(loaded)}"


def test_the_table_options_are_a_table_service():
    """The board game's table options sit with the other table services in play/, once:
    no module of that name is left at the top of the package."""
    from pathlib import Path

    import lexitile
    from lexitile.play.table_options import GameOptions
    from lexitile.savegame import SavedGame

    names = [info.name for info in pkgutil.iter_modules(play.__path__)]
    assert "table_options" in names
    assert not (Path(lexitile.__file__).parent / "table_options.py").exists()
    assert SavedGame.__dataclass_fields__["options"].default_factory is GameOptions
