"""Quick mode and hints (``lexitile.games.crossword.engine.quickmode``): every placement the generator
finds for a word, nothing else, best first; the reasons a word fits nowhere."""

from __future__ import annotations

import functools
import random

import pytest

from lexitile.core.message import Message
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.engine.quickmode import NoFit, hint, placements_of_word
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.rules.placement import Placement
from lexitile.games.crossword.rules.scoring import score_placement, words_formed
from lexitile.games.crossword.rules.validate import check_placement
from lexitile.lexicon import Lexicon, load_lexicon
from lexitile.tui.describe import hint_text


@functools.lru_cache(maxsize=1)
def english() -> tuple[Lexicon, Automaton]:
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


def positions(seed: int, count: int) -> list[Game]:
    """Copies of a medium-vs-medium game before each of its first ``count`` turns."""
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=seed, lexicon=lexicon)
    robot = Robot("medium", automaton, lexicon)
    out = []
    while not game.is_over and len(out) < count:
        out.append(game.copy())
        make_move(game, robot.choose(game))
    return out


def word_of(board, move) -> str:
    """The main word of a move, read by the rules engine (``.`` squares from the board)."""
    placement = Placement(move.tiles, move.direction)
    extra = {r * board.cols + c: t for r, c, t in move.tiles}
    idx = words_formed(board, placement)[0][0]
    return "".join((extra.get(i) or board.squares[i]).upper() for i in idx)


def formed(board, move) -> set[str]:
    """Words a move counts as, from the rules engine: the main word, and for one tile
    every word through it (independent of ``main_words``)."""
    placement = Placement(move.tiles, None)
    extra = {r * board.cols + c: t for r, c, t in move.tiles}
    texts = [
        "".join((extra.get(i) or board.squares[i]).upper() for i in idx) for idx, _ in words_formed(board, placement)
    ]
    return set(texts) if len(move.tiles) == 1 else {word_of(board, move)}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_finds_exactly_the_generators_placements_of_each_word(seed):
    lexicon, automaton = english()
    rng = random.Random(seed)
    checked = 0
    for game in positions(seed, 14):
        rules = game.rules
        rack = list(game.rack)
        if rng.random() < 0.3:  # some racks with a blank
            rack[0] = "?"
        moves = generate_moves(game.board, rack, rules.tileset, automaton)
        if not moves:
            continue
        words = {word_of(game.board, m) for m in rng.sample(moves, min(4, len(moves)))}
        counted = [(m, formed(game.board, m)) for m in moves]  # once per position, not per word
        for w in words:
            expected = {m for m, texts in counted if w in texts}
            got = placements_of_word(game.board, rack, w.lower(), rules.tileset, automaton, lexicon)
            assert got.reason is None and got
            assert set(got.moves) == expected
            assert len(got.moves) == len(expected)
            scores = [m.score for m in got.moves]
            assert scores == sorted(scores, reverse=True)  # best first
            for m in got.moves:
                check_placement(game.board, m.placement, rules.tileset, rack, lexicon)
                assert score_placement(game.board, m.placement, rules.tileset).total == m.score
            checked += 1
    assert checked >= 20


def test_one_tile_play_counts_for_the_word_the_other_way():
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=4, lexicon=lexicon)
    game.board.put([(7, 7, "C"), (7, 8, "A"), (7, 9, "T")])  # 8H CAT
    rack = ["S", "V"]
    # S below the A forms AS down (a one-tile play the generator lists across); S after CAT: CATS
    got = placements_of_word(game.board, rack, "as", game.rules.tileset, automaton, lexicon)
    assert got.moves, got.detail
    assert got.message.code == "quick.placements" and got.message["n"] == len(got.moves)
    assert got.detail.startswith(f"{len(got.moves)} place")
    tiles = {m.tiles for m in got.moves}
    assert ((8, 8, "S"),) in tiles
    cats = placements_of_word(game.board, rack, "CATS", game.rules.tileset, automaton, lexicon)
    assert [m.tiles for m in cats.moves] == [((7, 10, "S"),)]


def test_blanks_fill_missing_letters():
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=4, lexicon=lexicon)
    got = placements_of_word(game.board, list("QUI?XXV"), "QUIZ", game.rules.tileset, automaton, lexicon)
    assert got.moves
    assert all("z" in m.word for m in got.moves)  # the blank is the Z
    assert all(m.word.upper() == "QUIZ" for m in got.moves)
    # on the empty board: plays across only (the generator's counting rule), through the centre
    assert {m.down for m in got.moves} == {False}
    assert len(got.moves) == 4


def test_reasons_when_a_word_fits_nowhere():
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=4, lexicon=lexicon)
    ts = game.rules.tileset
    r = placements_of_word(game.board, list("AEIRSTN"), "xqzvk", ts, automaton, lexicon)
    assert r.reason is NoFit.NOT_A_WORD and not r and r.reason.message == "not a word"
    assert r.message == Message("quick.not-a-word", {"word": "XQZVK"})
    r = placements_of_word(game.board, list("AEIRSTN"), "a", ts, automaton, lexicon)
    assert r.reason is NoFit.NOT_A_WORD
    r = placements_of_word(game.board, list("AEIRSTN"), "quiz", ts, automaton, lexicon)
    assert r.reason is NoFit.NOT_ON_RACK and r.message == Message("quick.not-on-rack", {"letters": ("Q", "U", "Z")})
    assert r.detail == "letters not on your rack: Q, U, Z"
    assert r.reason.message == "letters not on your rack"
    # the rack spells it but there is no room: a board whose only anchor is boxed in
    words = ["AB", "BA", "ABA"]
    tiny = Lexicon.from_words(words, name="tiny")
    tiny_automaton = Automaton.build(sorted(words))
    board = game.board.copy()
    board.put([(7, 7, "B")])
    r = placements_of_word(board, list("AAB"), "BAB", ts, tiny_automaton, tiny)
    assert r.reason is NoFit.NOT_A_WORD
    full = game.board.copy()
    full.put([(r_, c, "B") for r_ in range(15) for c in range(15) if (r_, c) != (0, 0)])
    r = placements_of_word(full, list("AB"), "AB", ts, tiny_automaton, tiny)
    assert r.reason is NoFit.NO_PLACE and r.reason.message == "no place on the board"
    assert r.message == Message("quick.no-place", {"word": "AB"})


def test_hint_is_the_robots_best_play_in_three_steps():
    lexicon, automaton = english()
    for game in positions(7, 6):
        h = hint(game, automaton, lexicon=lexicon)
        moves = generate_moves(game.board, game.rack, game.rules.tileset, automaton)
        if not moves:
            assert h.move is None and "exchange" in hint_text(h, 1)
            continue
        ranked = Robot("hard", automaton, lexicon).ranked(game, moves)
        assert h.equity == pytest.approx(ranked[0][0])
        assert h.score == h.move.score
        assert str(h.score) in hint_text(h, 1) and h.coordinate not in hint_text(h, 1)
        assert h.coordinate in hint_text(h, 2)
        assert h.text in hint_text(h, 3)
        assert h.squares == tuple((r, c) for r, c, _ in h.move.tiles)
        game.check_play(Placement(h.move.tiles, h.move.direction))
        medium = hint(game, automaton, level="medium", lexicon=lexicon)
        assert medium.score == max(m.score for m in moves)
