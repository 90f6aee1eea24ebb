"""Shared pieces of the move-generator tests: the golden word list and positions, and a
brute-force generator built only on the rules engine.

The golden data (``shared/movegen``) was made with Debian's ``wamerican-large`` list,
words matching ``^[a-z]{2,15}$``, upper-cased (113,922 words). ``.ci/run`` installs it;
locally a test that needs it is skipped with the reason, in CI (``CI=true``) it fails.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest

from lexitile.errors import IllegalMoveError
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.movegen import GeneratedMove
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.placement import Placement
from lexitile.games.crossword.rules.scoring import score_placement
from lexitile.games.crossword.rules.tiles import TileSet
from lexitile.games.crossword.rules.validate import check_placement
from shared_data import GOLDEN_WORD_LIST, in_ci, shared_path

GOLDEN_WORD_COUNT = 113_922
_WORD = re.compile(r"^[a-z]{2,15}$")

#: name -> (moves, best score), from shared/movegen/README.md
GOLDEN_TABLE = {
    "empty": (981, 66),
    "empty-blank": (7_523, 64),
    "VsEd": (243, 30),
    "VsMatt": (719, 38),
    "VsJeremy-1blank": (3_850, 48),
    "VsJeremy-2blanks": (11_462, 78),
    "VsOxy": (577, 72),
}


def require_file(path: Path, why: str) -> Path:
    """``path`` if it exists; else skip the test (locally) or fail it (CI) with ``why``."""
    if not path.is_file():
        message = f"{path} is missing: {why}"
        if in_ci():
            pytest.fail(message)
        pytest.skip(message)
    return path


@functools.lru_cache(maxsize=1)
def _read_golden_words() -> tuple[str, ...]:
    text = GOLDEN_WORD_LIST.read_text(encoding="utf-8")
    return tuple(sorted({w.upper() for w in text.split("\n") if _WORD.match(w)}))


def golden_words() -> tuple[str, ...]:
    """The golden word list, sorted (skips/fails when wamerican-large is not installed)."""
    require_file(GOLDEN_WORD_LIST, "install it with `apt-get install wamerican-large` (see .ci/run)")
    return _read_golden_words()


def read_positions() -> dict[str, tuple[str, list[str]]]:
    """``name -> (rack, 15 board rows)`` from ``shared/movegen/positions.txt``."""
    lines = shared_path("movegen", "positions.txt").read_text(encoding="utf-8").split("\n")
    out: dict[str, tuple[str, list[str]]] = {}
    i = 0
    while i < len(lines):
        if lines[i].strip():
            name, rack = lines[i].split()
            out[name] = (rack, lines[i + 1 : i + 16])
            i += 16
        else:
            i += 1
    return out


def read_golden_moves(name: str) -> list[tuple[str, str, int]]:
    """``(coord, word, score)`` per line of ``shared/movegen/moves-NAME.txt``."""
    out = []
    for line in shared_path("movegen", f"moves-{name}.txt").read_text(encoding="utf-8").splitlines():
        if line.strip():
            coord, word, score = line.split()[:3]
            out.append((coord, word, int(score)))
    return out


def golden_in_game_notation(board: Board, name: str) -> list[tuple[str, str, int]]:
    """The golden list of a position in the game's notation: the lists write
    played-through tiles in parentheses (``(AbANDON)ED``) and a one-tile play across;
    the rules engine reads that form and writes ``.......ED`` and the canonical
    direction (the longer word)."""
    from lexitile.games.crossword.rules.placement import notation, placement_from_notation

    return [(*notation(board, placement_from_notation(board, c, w)), score) for c, w, score in read_golden_moves(name)]


def move_key(move: GeneratedMove) -> tuple[str, str, int]:
    """A generated move as ``(coordinate, word, score)`` in the game's notation."""
    return (move.coordinate, move.word, move.score)


def tiles_key(tiles: Iterable[tuple[int, int, str]]) -> frozenset[tuple[int, int, str]]:
    """A placement as the set of its new tiles (direction-free, so a one-tile play that
    forms words both ways is one key)."""
    return frozenset(tiles)


def brute_force_moves(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    words: Iterable[str],
    bingo_bonus: int = 50,
    rack_size: int = 7,
    both_directions_on_empty_board: bool = True,
) -> dict[frozenset[tuple[int, int, str]], int]:
    """Every legal placement by exhaustion, judged only by the rules engine.

    For every line segment (both directions), every lexicon word of the segment's
    length that agrees with the tiles already there, and every way of taking its new
    letters from the rack (a real tile or a blank for each), keep the placement when
    :func:`check_placement` (rack and lexicon included) accepts it, scored by
    :func:`score_placement`.

    Returns:
        new tiles (see :func:`tiles_key`) -> score.
    """
    lexicon = frozenset(words)
    by_length: dict[int, list[str]] = {}
    for w in lexicon:
        by_length.setdefault(len(w), []).append(w)
    rack = list(rack)
    have = Counter(rack)
    blanks = have["?"]
    out: dict[frozenset[tuple[int, int, str]], int] = {}
    rows, cols = board.rows, board.cols
    directions = [(0, 1), (1, 0)]
    if board.is_empty and not both_directions_on_empty_board:
        directions = [(0, 1)]
    for _dr, dc in directions:
        line_count, length = (rows, cols) if dc else (cols, rows)
        for line in range(line_count):

            def square(k: int, line: int = line, dc: int = dc) -> tuple[int, int]:
                return (line, k) if dc else (k, line)

            for start in range(length):
                for end in range(start + 1, length):
                    n = end - start + 1
                    if n not in by_length:
                        continue
                    existing = [board.at(*square(k)) for k in range(start, end + 1)]
                    if all(t is not None for t in existing):
                        continue
                    for word in by_length[n]:
                        if any(t is not None and t.upper() != ch for t, ch in zip(existing, word)):
                            continue
                        new = [(square(start + k), ch) for k, (t, ch) in enumerate(zip(existing, word)) if t is None]
                        if len(new) > len(rack):
                            continue
                        for choice in range(1 << len(new)):
                            # cheap pre-filter on the rack; check_placement has the last word
                            if (choice).bit_count() > blanks:
                                continue
                            real = Counter(ch for k, (_, ch) in enumerate(new) if not (choice >> k) & 1)
                            if any(real[ch] > have[ch] for ch in real):
                                continue
                            tiles = [
                                (r, c, ch.lower() if (choice >> k) & 1 else ch) for k, ((r, c), ch) in enumerate(new)
                            ]
                            placement = Placement.of(tiles, None)
                            try:
                                check_placement(board, placement, tileset, rack=rack, lexicon=lexicon)
                            except IllegalMoveError:
                                continue
                            score = score_placement(board, placement, tileset, rack_size, bingo_bonus).total
                            out[tiles_key(tiles)] = score
    return out


def small_layout() -> BoardLayout:
    """A 7x7 board with every kind of premium, start square in the centre."""
    return BoardLayout.parse(
        "\n".join(
            [
                "=..'..=",
                '.-...".',
                "..'.-..",
                "'..*..'",
                "..-.'..",
                '."...-.',
                "=..'..=",
            ]
        ),
        name="test7",
    )


@functools.lru_cache(maxsize=256)
def small_automaton(words: frozenset[str]) -> Automaton:
    """An in-memory automaton of a small word set (memoised across examples)."""
    return Automaton.build(sorted(words))


_COORD = re.compile(r"^(\d{1,2}[A-Za-z]|[A-Za-z]\d{1,2})$")


def game_positions(folder: Path, layout: BoardLayout, limit: int) -> list[tuple[Board, str]]:
    """``(board, rack)`` before each play of the GCG games in ``folder`` (simple reader:
    play lines only; a game stops at the first play that does not fit the board)."""
    from lexitile.errors import LexitileError
    from lexitile.games.crossword.rules.placement import placement_from_notation

    out: list[tuple[Board, str]] = []
    for path in sorted(folder.iterdir()):
        board = Board(layout)
        for line in path.read_text(encoding="latin-1").splitlines():
            parts = line.split()
            if not line.startswith(">") or len(parts) < 5 or not _COORD.match(parts[2]):
                continue
            try:
                placement = placement_from_notation(board, parts[2], parts[3])
            except LexitileError:
                break
            out.append((board.copy(), parts[1]))
            if len(out) >= limit:
                return out
            board.put(placement.tiles)
    return out
