#!/usr/bin/env python3
"""CPU the app spends to start and to answer a key, as the pilot tests drive it.

Run from a checkout (with the test extras installed)::

    python benchmarks/bench_app_cpu.py [--starts 9] [--rounds 3] [--game board quiddler crosswise]

For each game, in this process, with Textual's test driver (``App.run_test`` at
100x36, no terminal; the way every pilot test runs the app):

* start: CPU seconds (user + system of this process) from building the app to its first
  screen drawn and idle, plus one Enter that lifts the hotseat curtain and the screen
  drawn again (every game starts behind the curtain). Each start is a fresh app.
* key: CPU of one key press until the app is idle and has drawn it: on the board game
  ``G A Z E D`` placed on the board and taken back with Backspace (every key changes the
  board, rack and preview); in Quiddler the letters of a word typed into the word box
  and deleted; in Crosswise the cursor moved across the board with the arrow keys.

The process runs with lexitile's garbage-collector thresholds, as the command line sets
them (``lexitile.gc_tuning``); ``--default-gc`` keeps CPython's, to compare.

Prints min / median / p95 in milliseconds per game, the load average (CPU time is the
figure to compare on a shared machine; wall time is not printed) and the versions.
The board game uses a stand-in word list, so no lexicon is loaded.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import platform
import resource
import sys
import tempfile
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from bench_tui import summary  # this folder is the script's, on sys.path

SIZE = (100, 36)
WORDS = frozenset({"GAZED", "ZONE", "DOG", "GOAD", "RAG", "ZA", "AG", "OD", "AT", "TA", "CAT", "EAT", "TEA"})


def cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def board_app(folder: Path) -> Any:
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup
    from lexitile.tui.app import LexitileApp

    # seed 1: Ann moves first with E R Z A G D O
    setup = GameSetup(("Ann", "Bo"), rules="mattel", lexicon="bench-words", seed=1)
    session = Session.start(setup, WORDS, path=folder / "games" / "bench.json")
    return LexitileApp(session, robot_pause=0)


def quiddler_app(folder: Path) -> Any:
    from lexitile.games.quiddler.game import Game
    from lexitile.games.quiddler.setup import GameSetup
    from lexitile.games.quiddler.storage import load_deck
    from lexitile.play.quiddler import QuiddlerSession
    from lexitile.tui.quiddler.quiddler_app import QuiddlerApp

    game = Game(GameSetup(("Ann", "Bob"), 1, load_deck("english")), WORDS)
    return QuiddlerApp(QuiddlerSession(game))


def crosswise_app(folder: Path) -> Any:
    from lexitile.games.crosswise.files import load_components
    from lexitile.games.crosswise.match import Match
    from lexitile.play.crosswise import Session
    from lexitile.tui.crosswise.app import CrosswiseApp

    match = Match(load_components(), ["Ann", "Bo"], seed=1)
    return CrosswiseApp(Session(match, {}, path=None), robot_delay=0)


GAMES: dict[str, tuple[Callable[[Path], Any], list[str]]] = {
    "board": (board_app, [*"gazed", *["backspace"] * 5]),
    "quiddler": (quiddler_app, [*"tea", *["backspace"] * 3]),
    "crosswise": (crosswise_app, ["right", "right", "down", "down", "left", "left", "up", "up"]),
}


async def one_start(make: Callable[[Path], Any], keys: list[str], rounds: int) -> tuple[float, list[float]]:
    with tempfile.TemporaryDirectory(prefix="bench-app-") as folder:
        started = cpu()
        app = make(Path(folder))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # lift the curtain
            await pilot.pause()
            start = cpu() - started
            per_key: list[float] = []
            for _ in range(rounds):
                for key in keys:
                    before = cpu()
                    await pilot.press(key)
                    per_key.append(cpu() - before)
        return start, per_key


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--starts", type=int, default=9, help="app starts per game (default 9)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of the key sequence per start (default 3)")
    parser.add_argument("--game", nargs="+", choices=sorted(GAMES), default=list(GAMES))
    parser.add_argument(
        "--default-gc", action="store_true", help="CPython's garbage-collector thresholds, not lexitile's"
    )
    args = parser.parse_args(argv)
    from lexitile import gc_tuning

    if not args.default_gc:
        gc_tuning.tune()  # as the command line does
    os.environ.setdefault("LEXITILE_DATA_DIR", tempfile.mkdtemp(prefix="bench-app-data-"))
    print(
        f"python {platform.python_version()}, textual {metadata.version('textual')}, "
        f"{os.cpu_count()} cores, gc thresholds {gc.get_threshold()}, load average {os.getloadavg()[0]:.1f} before"
    )
    # one start not counted: imports and first-use caches
    asyncio.run(one_start(GAMES[args.game[0]][0], [], 0))
    for name in args.game:
        make, keys = GAMES[name]
        starts: list[float] = []
        per_key: list[float] = []
        for _ in range(args.starts):
            start, keys_cpu = asyncio.run(one_start(make, keys, args.rounds))
            starts.append(start)
            per_key.extend(keys_cpu)
        print(summary(f"{name}: start", starts, unit="ms CPU"))
        print(summary(f"{name}: key", per_key, unit="ms CPU"))
    print(f"load average {os.getloadavg()[0]:.1f} after")
    return 0


if __name__ == "__main__":
    sys.exit(main())
