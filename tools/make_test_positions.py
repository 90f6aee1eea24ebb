#!/usr/bin/env python3
"""Write the move-generator test positions ``tests/data/positions/NAME.txt`` (maintainer script).

Each position below is chosen by hand for what it exercises; its board is either empty,
given row by row, or the board of a robot game played by lexitile's own engine on the
small test word list (``tests/data/wordlist-small.txt``): rule set ``mattel`` on the
position's board, seats ``hard`` and ``medium``, game seed ``seed``, stopped after
``turns`` turns. The rack is chosen by hand, not drawn.

The golden move lists beside the positions (``NAME.moves``) are NOT written here: they
come from the brute-force oracle in the tests, on purpose only::

    python3 tools/make_test_positions.py             # (re)writes the position files
    python -m pytest tests/data_fixtures --update-golden

A position file is plain text: ``# key: value`` header lines (``note``, ``board``,
``tiles``, ``rack``, ``exercises``), then one line per board row (``.`` empty, upper case
tile, lower case blank). ``exercises`` lists what the golden list must show, checked by
``tests/data_fixtures/test_positions.py``.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from lexitile.games.crossword import catalog  # noqa: E402 -- after the sys.path insert
from lexitile.games.crossword.engine.automaton import Automaton  # noqa: E402
from lexitile.games.crossword.engine.robots import Robot  # noqa: E402
from lexitile.games.crossword.rules.game import Game  # noqa: E402
from lexitile.games.crossword.rules.make_move import make_move  # noqa: E402
from lexitile.lexicon import load_lexicon  # noqa: E402

DATA = REPO / "tests" / "data"
OUT = DATA / "positions"


@dataclass(frozen=True)
class Spec:
    name: str
    rack: str
    exercises: str
    note: str
    board: str = "standard15"
    tiles: str = "english"
    seed: int | None = None
    turns: int = 0
    rows: tuple[str, ...] = ()


SPECS = [
    Spec("opening-plain", "AAGINST", "opening DW DL bingo", "first play of the game: plays across the start square"),
    Spec("opening-one-blank", "?AGINST", "opening blank1 DW DL bingo", "first play with one blank"),
    Spec("opening-two-blanks", "??AERT", "opening blank2 DW DL", "first play with two blanks"),
    Spec("opening-heavy", "JQXZKAE", "opening DW", "first play with the heavy letters J Q X Z K"),
    Spec("opening-two-tiles", "QI", "opening DW", "a two-tile rack on the empty board"),
    Spec("opening-no-move", "CVVWWK", "opening no-moves", "a rack that spells no word: the list is empty"),
    Spec("midgame-early", "ADEILNR", "midgame play-through one-tile DL DW TL TW", "after two plays", seed=1, turns=2),
    Spec("midgame-one-blank", "?AEGLNT", "midgame blank1 play-through hook DL TL DW", "one blank", seed=2, turns=6),
    Spec("midgame-two-blanks", "??DEORS", "midgame blank2 play-through hook bingo", "two blanks", seed=4, turns=8),
    Spec("midgame-hooks", "SSAEDRT", "midgame hook play-through one-tile", "S and D hooks", seed=5, turns=10),
    Spec(
        "midgame-edge",
        "AEIOUYH",
        "midgame edge play-through hook blank-on-board TL DL",
        "tiles on the edges",
        seed=3,
        turns=14,
    ),
    Spec(
        "midgame-heavy", "QUIZJOX", "midgame TL DL TW play-through", "heavy tiles on letter premiums", seed=9, turns=9
    ),
    Spec("midgame-bingo", "ACINOST", "midgame bingo play-through hook", "a seven-tile play", seed=11, turns=5),
    Spec("late-game", "EIRT", "midgame play-through hook edge", "a crowded board, four tiles left", seed=6, turns=24),
    Spec(
        "late-game-two-tiles", "QU", "midgame play-through", "two tiles left, Q and U: a single play", seed=7, turns=26
    ),
    Spec(
        "blank-on-board",
        "ADEHNOS",
        "midgame blank-on-board play-through",
        "a blank already on the board",
        seed=3,
        turns=12,
    ),
    Spec("one-tile-rack", "S", "midgame one-tile hook", "a rack of one tile", seed=8, turns=12),
    Spec("repeated-letters", "EEEEOOA", "midgame one-tile play-through", "a rack of repeated vowels", seed=12, turns=7),
    Spec(
        "small7-opening",
        "AEINRST",
        "opening DL edge",
        "7x7 board: the opening row has only DL squares",
        board="boards/small7.txt",
    ),
    Spec(
        "small7-midgame",
        "?AEINST",
        "midgame blank1 QW QL TW play-through edge",
        "7x7 board: plays down the right edge reach the TW and QW corners, one onto C3 the QL",
        board="boards/small7.txt",
        rows=(".......", ".......", ".......", "..STARE", ".......", ".......", "......."),
    ),
    Spec(
        "wide-opening",
        "?ANTERS",
        "opening blank1 DL edge",
        "9x5 board, start square off-centre",
        board="boards/wide9x5.txt",
    ),
    Spec(
        "palavras-board",
        "AEILNRS",
        "midgame DW DL TL play-through edge blank-on-board",
        "the 17x15 board (4W corners, EX squares) with English tiles",
        board="palavras17x15",
        seed=31,
        turns=16,
    ),
    Spec(
        "tiny-tiles",
        "AEIX?",
        "midgame blank1 one-tile play-through",
        "a custom tile set: I worth 0, X worth 12",
        tiles="tilesets/tiny.txt",
        rows=(
            "...............",
            "...............",
            "...............",
            "...............",
            "...............",
            "...............",
            "...............",
            ".....STARE.....",
            ".......N.......",
            ".......T.......",
            "...............",
            "...............",
            "...............",
            "...............",
            "...............",
        ),
    ),
]


def _spec_path(spec: str) -> str:
    return str(DATA / spec) if (DATA / spec).is_file() else spec


def robot_board(spec: Spec, words: list[str], lexicon) -> list[str]:
    rules = catalog.load_rules("mattel").with_changes(
        layout=catalog.load_layout(_spec_path(spec.board)), tileset=catalog.load_tileset(_spec_path(spec.tiles))
    )
    automaton = Automaton.build(words)
    assert spec.seed is not None
    game = Game(rules, ["hard", "medium"], seed=spec.seed, lexicon=lexicon)
    robots = [
        Robot("hard", automaton, lexicon, random.Random(spec.seed)),
        Robot("medium", automaton, lexicon, random.Random(spec.seed + 1)),
    ]
    for _ in range(spec.turns):
        if game.is_over:
            break
        make_move(game, robots[game.turn].choose(game))
    return game.board.to_rows()


def main() -> int:
    lexicon = load_lexicon(str(DATA / "wordlist-small.txt"))
    words = sorted(lexicon.words())
    OUT.mkdir(parents=True, exist_ok=True)
    for spec in SPECS:
        if spec.rows:
            rows = list(spec.rows)
        elif spec.seed is not None:
            rows = robot_board(spec, words, lexicon)
        else:
            layout = catalog.load_layout(_spec_path(spec.board))
            rows = ["." * layout.cols] * layout.rows
        source = (
            f"board of a robot game: mattel rules, hard vs medium, seed {spec.seed}, after {spec.turns} turns"
            if spec.seed is not None
            else "board given by hand"
        )
        header = [
            f"# note: {spec.note}",
            f"# source: {source}; rack chosen by hand (tools/make_test_positions.py)",
            f"# board: {spec.board}",
            f"# tiles: {spec.tiles}",
            f"# rack: {spec.rack}",
            f"# exercises: {spec.exercises}",
        ]
        (OUT / f"{spec.name}.txt").write_text("\n".join(header + rows) + "\n", encoding="utf-8")
        print(f"wrote {OUT.relative_to(REPO)}/{spec.name}.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
