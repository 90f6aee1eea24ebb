"""The project's own move-generator golden lists (``tests/data/positions``).

For every position the fast generator (:mod:`lexitile.games.crossword.engine.movegen`) must produce the
golden list exactly, move for move and score for score, and the brute-force oracle of
``tests/bruteforce_oracle.py`` (no lexitile code) must still produce it, so a golden file
can neither drift from the oracle nor be regenerated from the code under test. Each
position's ``exercises`` header is checked against its list, and together the positions
must cover every kind in ``positions_support.KINDS`` that the issue asks for.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from positions_support import (
    KINDS,
    POSITIONS,
    golden_moves,
    golden_text,
    kinds_shown,
    oracle_moves,
    position,
    position_names,
)

from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.movegen import best_move, generate_moves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.placement import notation, placement_from_notation
from lexitile.games.crossword.rules.scoring import score_placement
from lexitile.games.crossword.rules.validate import check_placement
from lexitile.lexicon import Lexicon
from shared_data import in_ci

NAMES = position_names()


def _load(spec: str, kind: str):
    path = POSITIONS.parent / spec
    target = str(path) if path.is_file() else spec
    return catalog.load_layout(target) if kind == "board" else catalog.load_tileset(target)


def _board(name: str) -> Board:
    pos = position(name)
    return Board.from_rows(_load(pos.board, "board"), pos.rows)


def in_game_notation(board: Board, moves) -> list[tuple[str, str, int]]:
    """Golden moves as the game (and the generator) writes them: the lists spell
    played-through tiles in parentheses and a one-tile play across; the rules engine
    reads that and writes ``.`` and the canonical direction (the longer word)."""
    return [(*notation(board, placement_from_notation(board, c, w)), s) for c, w, s in moves]


def test_there_are_enough_positions() -> None:
    assert len(NAMES) >= 20
    strays = sorted({p.stem for p in POSITIONS.glob("*.moves")} - set(NAMES))
    assert not strays, f"golden lists without a position: {strays}"


def test_positions_cover_every_kind(request: pytest.FixtureRequest) -> None:
    covered: Counter[str] = Counter()
    for name in NAMES:
        covered.update(kinds_shown(position(name), golden_moves(request.config, name)))
    required = {"opening", "midgame", "blank1", "blank2", "DL", "TL", "DW", "TW", "play-through", "hook", "edge"}
    assert required <= set(covered), f"no position shows {sorted(required - set(covered))}"
    assert set(KINDS) <= set(covered), f"no position shows {sorted(set(KINDS) - set(covered))}"


def test_word_list_reads_the_same_both_ways(small_words: frozenset[str], small_lexicon: Lexicon) -> None:
    assert set(small_lexicon.words()) == small_words
    assert 2_000 <= len(small_words) <= 5_000


@pytest.fixture(params=["c", "pure"])
def generator(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each test runs on the compiled move generator and on the pure-Python one."""
    if request.param == "c" and not accel.available():
        message = "the compiled move generator is not built (no C compiler at install time)"
        if in_ci():
            pytest.fail(message)
        pytest.skip(message)
    with accel.use_backend(request.param):
        yield request.param


@pytest.mark.parametrize("name", NAMES)
def test_fast_generator_equals_golden(
    name: str, small_automaton: Automaton, request: pytest.FixtureRequest, generator: str
) -> None:
    pos = position(name)
    golden = in_game_notation(_board(name), golden_moves(request.config, name))
    moves = generate_moves(_board(name), list(pos.rack), _load(pos.tiles, "tiles"), small_automaton)
    mine = [(m.coordinate, m.word, m.score) for m in moves]
    assert len(mine) == len(set(mine)), "a move was generated twice"
    missing = sorted(set(golden) - set(mine))
    extra = sorted(set(mine) - set(golden))
    assert not missing and not extra, f"missing {missing[:5]}, extra {extra[:5]}"
    assert len(mine) == len(golden)
    best = best_move(_board(name), list(pos.rack), _load(pos.tiles, "tiles"), small_automaton)
    if golden:
        assert best is not None and best.score == golden[0][2]
    else:
        assert best is None


@pytest.mark.parametrize("name", NAMES)
def test_oracle_still_makes_the_golden_list(name: str, request: pytest.FixtureRequest) -> None:
    path = position(name).golden_path
    golden_moves(request.config, name)  # writes the file under --update-golden
    assert path.read_text(encoding="utf-8") == golden_text(name, oracle_moves(name)), (
        f"{path} is not what the oracle makes (rewrite it on purpose with --update-golden)"
    )


@pytest.mark.parametrize("name", NAMES)
def test_golden_moves_pass_the_rules_engine(name: str, small_lexicon: Lexicon, request: pytest.FixtureRequest) -> None:
    """A third opinion: each golden move is legal and scores the same by lexitile.games.crossword.rules."""
    pos = position(name)
    board = _board(name)
    tileset = _load(pos.tiles, "tiles")
    for coord, word, points in golden_moves(request.config, name):
        placement = placement_from_notation(board, coord, word)
        check_placement(board, placement, tileset, rack=list(pos.rack), lexicon=small_lexicon)
        assert score_placement(board, placement, tileset).total == points, f"{coord} {word}"


@pytest.mark.parametrize("name", NAMES)
def test_position_shows_what_it_claims(name: str, request: pytest.FixtureRequest) -> None:
    pos = position(name)
    assert set(pos.exercises) <= set(KINDS), f"unknown kinds {set(pos.exercises) - set(KINDS)}"
    shown = kinds_shown(pos, golden_moves(request.config, name))
    assert set(pos.exercises) <= shown, f"{name} claims {sorted(set(pos.exercises) - shown)} but does not show it"
