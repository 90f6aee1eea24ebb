#!/usr/bin/env python3
"""Benchmark the study cardbox: the cards of a whole game, and a quiz key to its frame.

Run from a checkout::

    PYTHONPATH=src python benchmarks/bench_study.py [FILE.gcg ...] [--keys 60]

* **Cards from a whole game**: read + replay + the analysis of every turn + the cards
  of both players into a fresh league (:func:`lexitile.play.study_games.add_record_cards`,
  what ``lexitile study --from`` and the end of a game do), with the built-in English
  list, its automaton opened once before timing. Games: the files given, default the
  project's own two-player tournament-rule games (``tests/data/games/mattel-2p-*.gcg``,
  about 35 turns, every rack recorded). Target: under 2 s per game.
* **Quiz key to frame**: the study app headless (``App.run_test``, 100x30) on a cardbox
  of English words; each key is posted as the terminal driver delivers it and timed
  until the app has handled it and drawn the frame (``tests/pilot_keys.drawn``): a
  letter typed into an anagram answer, Enter answering (the verdict), Enter to the next
  card (its anagrams found), ``v``/``p`` in the word judge. Target: median under 50 ms.
  Each key twice: wall time, and the CPU time of the app's thread (the event loop: what
  the key cost the screen, without the waits of a shared machine).

Prints min, median, p95 and max, and the machine (the machine is shared, so wall time
includes waiting for a core).
"""

from __future__ import annotations

import argparse
import asyncio
import platform
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "benchmarks"))
sys.path.insert(0, str(REPO / "tests"))

from bench_tui import summary
from lexitile.core.study_cards import CardKind, CardSource, NewCard
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.lexicon import load_lexicon
from lexitile.play.study_games import add_record_cards
from lexitile.storage.cardbox import add_cards
from lexitile.storage.league_db import League

#: Words of the quiz cardbox (7 and 8 letters: the anagram search at its slowest).
QUIZ_WORDS = "RETAINS STAINER ORATES TOWNIES ANESTRI SALTIER REALIST CRATES TRAINEES OUTRAGE".split()


def bench_cards(files: list[Path], folder: Path) -> tuple[list[float], list[float]]:
    lexicon = load_lexicon("en", compounds="off")
    automaton_for_lexicon(lexicon)  # opened once before timing, as the command does at start-up
    times, cpu = [], []
    for k, path in enumerate(files):
        with League(folder / f"cards-{k}.sqlite3") as league:
            ids = {0: league.add_profile("A").id, 1: league.add_profile("B").id}
            start, used = time.perf_counter(), time.process_time()
            record = read_gcg(path)
            replay = replay_record(record)
            added = add_record_cards(record, replay, ids, lexicon, league)
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - used)
        turns = sum(1 for e in record.events if e.kind.is_turn)
        print(f"  {path.name}: {times[-1]:.2f} s ({cpu[-1]:.2f} s CPU), {turns} turns, {sum(added.values())} cards")
    return times, cpu


async def bench_keys(folder: Path, rounds: int) -> dict[str, list[float]]:
    from lexitile.tui.app import LexitileApp
    from lexitile.tui.screens.study import StudyScreen
    from pilot_keys import drawn, key_event

    path = folder / "quiz.sqlite3"
    with League(path) as league:
        pid = league.add_profile("Ann").id
        cards = [NewCard(w, CardKind.EQUITY_LOSS, "en", CardSource("g", k, "", "")) for k, w in enumerate(QUIZ_WORDS)]
        add_cards(league, pid, cards, now=datetime.now(UTC) - timedelta(minutes=1))
    lexicon = load_lexicon("en", compounds="off")
    labels = ("letter", "enter (answer)", "enter (next card)", "judge v/p")
    times: dict[str, list[float]] = {f"{label} {way}": [] for label in labels for way in ("wall", "cpu")}

    async def timed(pilot, key: str, label: str) -> None:
        app = pilot.app
        event = key_event(key)
        event.set_sender(app)
        start, cpu = time.perf_counter(), time.thread_time()
        app.post_message(event)
        await drawn(pilot)
        times[f"{label} wall"].append(time.perf_counter() - start)
        times[f"{label} cpu"].append(time.thread_time() - cpu)

    app = LexitileApp(
        first_screen=lambda: StudyScreen(path, loader=lambda name: (lexicon, "en"), seed=1), mode="league"
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("+", "+", "+")  # 100 cards a session: every card of the box
        await pilot.press("enter")
        await pilot.pause()
        done = 0
        while done < rounds:
            for letter in "ab":
                await timed(pilot, letter, "letter")
            await timed(pilot, "enter", "enter (answer)")
            await timed(pilot, "enter", "enter (next card)")
            done += 1
            if app.screen.current is None:  # the session is over: another one
                await pilot.press("escape")
                await pilot.pause()
                await pilot.press("enter")
                await pilot.pause()
        await pilot.press("escape", "4", "enter")
        await pilot.pause()
        for k in range(rounds):
            await timed(pilot, "v" if k % 2 else "p", "judge v/p")
            await pilot.press("enter")
            if app.screen.current is None:
                await pilot.press("escape")
                await pilot.pause()
                await pilot.press("enter")
            await pilot.pause()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", type=Path, help="GCG records (default: tests/data/games/mattel-2p-*.gcg)")
    parser.add_argument("--keys", type=int, default=30, help="rounds of quiz keys")
    parser.add_argument("--no-tui", action="store_true", help="only the cards")
    args = parser.parse_args()
    files = args.files or sorted((REPO / "tests" / "data" / "games").glob("mattel-2p-*.gcg"))
    print(f"{platform.machine()} {platform.system()}, Python {platform.python_version()}")
    with tempfile.TemporaryDirectory() as tmp:
        print("cards from a whole game (target < 2 s):")
        wall, cpu = bench_cards(files, Path(tmp))
        print(summary("  whole game wall", wall, unit="s", scale=1.0))
        print(summary("  whole game cpu", cpu, unit="s", scale=1.0))
        if not args.no_tui:
            print("quiz key to frame (target: median < 50 ms):")
            for label, values in asyncio.run(bench_keys(Path(tmp), args.keys)).items():
                print(summary(f"  {label}", values))


if __name__ == "__main__":
    main()
