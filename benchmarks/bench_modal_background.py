#!/usr/bin/env python3
"""CPU time to draw the dimmed board beneath a dialog: ours against Textual's own way.

Opens the game app (seed 1, Ann and Bo, a stand-in lexicon) at each size, plays GAZED
so the board has tiles, and with Bo's curtain up draws the curtain's background
``--draws`` times each way: :class:`lexitile.tui.widgets.modal.DimmedScreen` and
Textual's ``BackgroundScreen`` through a Rich visual (what the app drew before). The
time is the process's CPU time per draw (``time.process_time``).

    PYTHONPATH=src python benchmarks/bench_modal_background.py [--draws 40]

Prints min / median / p95 per size and way, and the machine and versions.
"""

from __future__ import annotations

import argparse
import asyncio
import platform
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_tui import summary
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup


class AnyWord:
    language = "en"

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.isalpha()


async def measure(size: tuple[int, int], draws: int, folder: Path) -> dict[str, list[float]]:
    from textual.renderables.background_screen import BackgroundScreen
    from textual.visual import RichVisual, Visual

    from lexitile.tui.app import LexitileApp
    from lexitile.tui.widgets.modal import DimmedScreen

    setup = GameSetup(("Ann", "Bo"), rules="mattel", lexicon="test-words", seed=1)
    session = Session.start(setup, AnyWord(), path=folder / f"game-{size[0]}x{size[1]}.json")
    app = LexitileApp(session)
    times: dict[str, list[float]] = {"ours": [], "textual": []}
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("enter", *"gazed", "enter")
        await pilot.pause()
        modal, beneath = app.screen, app.screen_stack[-2]
        color = modal.styles.background
        ways = {
            "ours": lambda: DimmedScreen(beneath, color, modal.link_style),
            "textual": lambda: RichVisual(modal, BackgroundScreen(beneath, color)),
        }
        for _ in range(draws):
            for name, visual in ways.items():
                start = time.process_time()
                Visual.to_strips(modal, visual(), *modal.size, modal.visual_style)
                times[name].append(time.process_time() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--draws", type=int, default=40)
    args = parser.parse_args()
    print(
        f"{platform.machine()} {platform.system()}, Python {platform.python_version()}, "
        f"textual {metadata.version('textual')}, rich {metadata.version('rich')}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        for size in ((80, 24), (120, 40)):
            times = asyncio.run(measure(size, args.draws, Path(tmp)))
            for name, values in times.items():
                print(summary(f"{size[0]}x{size[1]} {name}", values))


if __name__ == "__main__":
    main()
