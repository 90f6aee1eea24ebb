"""The compiled move generator (``engine/_accel.c``) gives exactly the pure-Python moves.

* Every position of ``tests/data/positions`` (each with its own board, tile set and
  rack): the same list in the same order, both directions on the empty board too, the
  same best move by score and by an equity function; the same on the seven shared
  golden positions (marked ``shared``, ``system_wordlist``).
* Random boards (hypothesis): positions reached by random plays from the empty board on
  the standard, Palavras and small boards, racks with up to two blanks, and boards of
  letters strewn anywhere (words that are not in the lexicon, letters it never uses,
  blanks on the board); German umlauts through the German tile set.
* The switch: ``LEXITILE_PURE=1`` selects the pure path in a new process; the name of the
  generator in use is told.

When the compiled core was not built (no C compiler at install time) the comparisons
are skipped with the reason locally and fail in CI (``CI=true``), where it must be built.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from movegen_support import GOLDEN_TABLE, golden_words, read_positions, small_automaton

from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.movegen import GeneratedMove, best_move, generate_moves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.tiles import TileSet
from lexitile.lexicon import load_lexicon
from shared_data import in_ci

DATA = Path(__file__).resolve().parents[3] / "data"
POSITIONS = DATA / "positions"
ENGLISH = catalog.load_tileset("english")
GERMAN = catalog.load_tileset("german")


@pytest.fixture(autouse=True)
def _needs_core() -> None:
    if not accel.available():
        message = "the compiled move generator is not built (no C compiler at install time)"
        if in_ci():
            pytest.fail(message)
        pytest.skip(message)


@pytest.fixture(scope="module")
def automaton() -> Automaton:
    return Automaton.build(sorted(load_lexicon(str(DATA / "wordlist-small.txt")).words()))


def _read(name: str) -> tuple[Board, TileSet, str]:
    headers: dict[str, str] = {}
    rows = []
    for line in (POSITIONS / f"{name}.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            key, _, value = line[1:].partition(":")
            headers[key.strip()] = value.strip()
        elif line.strip():
            rows.append(line.strip())

    def spec(s: str) -> str:
        return str(DATA / s) if (DATA / s).is_file() else s

    board = Board.from_rows(catalog.load_layout(spec(headers["board"])), rows)
    return board, catalog.load_tileset(spec(headers["tiles"])), headers["rack"]


def both(fn):
    """``fn()`` run with the pure-Python generator, then with the compiled one."""
    with accel.use_backend("pure"):
        pure = fn()
    with accel.use_backend("c"):
        fast = fn()
    return pure, fast


def assert_same(board: Board, rack: list[str], tiles: TileSet, automaton: Automaton, **kw) -> list[GeneratedMove]:
    pure, fast = both(lambda: generate_moves(board, rack, tiles, automaton, **kw))
    assert [type(m) for m in fast] == [GeneratedMove] * len(fast)
    assert fast == pure  # same moves, same scores, same order
    bingo = kw.get("bingo_bonus", 50)
    size = kw.get("rack_size", 7)
    top = max(pure, key=lambda m: m.score, default=None)  # the first play with the top score
    assert both(lambda: best_move(board, rack, tiles, automaton, bingo, size)) == (top, top)

    def equity(m: GeneratedMove, leave: str) -> float:
        return m.score - 3 * leave.count("?") + len(leave)

    p, f = both(lambda: best_move(board, rack, tiles, automaton, bingo, size, equity=equity))
    assert p == f
    return pure


POSITION_NAMES = sorted(p.stem for p in POSITIONS.glob("*.txt"))


def test_there_are_positions() -> None:
    assert len(POSITION_NAMES) >= 20


@pytest.mark.parametrize("name", POSITION_NAMES)
def test_same_moves_on_every_test_position(name: str, automaton: Automaton) -> None:
    board, tiles, rack = _read(name)
    assert_same(board, list(rack), tiles, automaton)
    assert_same(board, list(rack), tiles, automaton, dedupe_empty_board_transposes=False)
    assert_same(board, list(rack), tiles, automaton, bingo_bonus=35, rack_size=len(rack) or 1)


@pytest.fixture(scope="module")
def golden_automaton() -> Automaton:
    return Automaton.load_or_build(list(golden_words()))


@pytest.mark.shared
@pytest.mark.system_wordlist
@pytest.mark.parametrize("name", list(GOLDEN_TABLE))
def test_same_moves_on_the_shared_golden_positions(name: str, golden_automaton: Automaton) -> None:
    rack, rows = read_positions()[name]
    board = Board.from_rows(catalog.load_layout("standard15"), rows)
    moves = assert_same(board, list(rack), ENGLISH, golden_automaton)
    assert (len(moves), max(m.score for m in moves)) == GOLDEN_TABLE[name]


def test_best_move_is_the_first_top_score(automaton: Automaton) -> None:
    board, tiles, rack = _read("opening-two-blanks")
    pure, fast = both(lambda: best_move(board, list(rack), tiles, automaton))
    moves = generate_moves(board, list(rack), tiles, automaton)
    top = max(m.score for m in moves)
    assert pure == fast == next(m for m in moves if m.score == top)


LAYOUTS = {
    "standard15": catalog.load_layout("standard15"),
    "palavras": catalog.load_layout("palavras17x15"),
    "small7": catalog.load_layout(str(DATA / "boards" / "small7.txt")),
}


def _bag(tiles: TileSet) -> list[str]:
    return [t for t, n in sorted(tiles.counts.items()) for _ in range(n)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), layout=st.sampled_from(sorted(LAYOUTS)), plies=st.integers(0, 14))
def test_same_moves_on_boards_of_random_games(seed: int, layout: str, plies: int, automaton: Automaton) -> None:
    rng = random.Random(seed)
    board = Board(LAYOUTS[layout])
    bag = _bag(ENGLISH)
    rng.shuffle(bag)
    for _ in range(plies + 1):
        rack = [bag.pop() for _ in range(min(7, len(bag)))]
        if not rack:
            break
        moves = assert_same(board, rack, ENGLISH, automaton)
        if not moves:
            continue
        board.put(rng.choice(moves).tiles)


letters_st = st.sampled_from(list("AEINORSTLDCQZXaeqω"))  # ω: a blank the lexicon never uses


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    squares=st.lists(st.tuples(st.integers(0, 14), st.integers(0, 14), letters_st), max_size=40),
    rack=st.lists(st.sampled_from(list("AEINRSTDQZ??")), min_size=0, max_size=7),
    bingo=st.sampled_from([(50, 7), (35, 6), (0, 2)]),
)
def test_same_moves_on_strewn_boards(squares, rack, bingo, automaton: Automaton) -> None:
    board = Board(LAYOUTS["standard15"])
    board.put(squares)
    assert_same(board, rack, ENGLISH, automaton, bingo_bonus=bingo[0], rack_size=bingo[1])


UMLAUT_WORDS = ["ÄR", "ÖL", "ÜBER", "BÄR", "BÖE", "RÜBE", "ÖR", "ER", "RE", "BE", "EBER", "ÄBE", "ÜBE"]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    squares=st.lists(
        st.tuples(st.integers(0, 14), st.integers(0, 14), st.sampled_from(list("ÄÖÜBERLäe"))), max_size=25
    ),
    rack=st.lists(st.sampled_from(list("ÄÖÜBERL?")), min_size=1, max_size=7),
)
def test_same_moves_with_umlauts(squares, rack) -> None:
    automaton = small_automaton(frozenset(UMLAUT_WORDS))
    board = Board(LAYOUTS["standard15"])
    board.put(squares)
    assert_same(board, rack, GERMAN, automaton)


def test_board_over_the_core_limit_falls_back_to_pure(automaton: Automaton, monkeypatch: pytest.MonkeyPatch) -> None:
    board, tiles, rack = _read("midgame-hooks")
    with accel.use_backend("pure"):
        pure = generate_moves(board, list(rack), tiles, automaton)
    monkeypatch.setattr(accel, "MAX_SIDE", board.cols - 1)
    with accel.use_backend("c"):
        assert accel.generate(board, list(rack), tiles, automaton, 50, 7, True, GeneratedMove) is None
        assert generate_moves(board, list(rack), tiles, automaton) == pure
    assert pure


def test_a_board_tile_outside_the_tile_set_is_a_key_error_on_both(automaton: Automaton) -> None:
    board = Board(LAYOUTS["standard15"])
    board.put([(7, 7, "A"), (7, 8, "Ω")])
    for name in ("pure", "c"):
        with accel.use_backend(name), pytest.raises(KeyError, match="Ω"):
            generate_moves(board, list("AT"), ENGLISH, automaton)


def _backend_in_child(env: dict[str, str]) -> str:
    code = "from lexitile.games.crossword.engine import accel; print(accel.backend()); print(accel.describe())"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env={**os.environ, **env}, check=True
    )
    return done.stdout


def test_environment_switch_forces_the_pure_path() -> None:
    assert _backend_in_child({"LEXITILE_PURE": "1"}).splitlines() == [
        "pure",
        "move generator: pure (Python; LEXITILE_PURE=1 or switched off)",
    ]
    assert _backend_in_child({"LEXITILE_PURE": "0"}).splitlines() == ["c", "move generator: c (compiled)"]


def test_switching_to_a_missing_core_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(accel, "_module", None)
    with pytest.raises(RuntimeError, match="not installed"):
        accel.set_backend("c")
    with pytest.raises(ValueError, match="unknown move generator"):
        accel.set_backend("fast")  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["c", "pure"])
def test_moves_command_names_the_generator(name: accel.Backend, capsys: pytest.CaptureFixture[str]) -> None:
    from lexitile.cli import main

    game = DATA / "games" / "mattel-2p-101.gcg"
    with accel.use_backend(name):
        assert main(["moves", str(game), "--turn", "3", "--lexicon", str(DATA / "wordlist-small.txt")]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith(f"(move generator: {name})")
