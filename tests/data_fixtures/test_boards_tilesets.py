"""Board and tile-set fixtures of our own (``tests/data/boards``, ``tests/data/tilesets``),
loaded through the public loaders (:mod:`lexitile.games.crossword.catalog`) and checked square by square
against the independent reading of ``tests/independent_rules.py``."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from independent_rules import TEST_DATA, read_layout, read_tile_values
from lexitile.errors import InputFileError
from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.records.gcg import parse_gcg
from lexitile.games.crossword.records.gcg_writer import game_to_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.selfplay import check_invariants
from lexitile.lexicon import Lexicon

BOARDS = TEST_DATA / "boards"
TILESETS = TEST_DATA / "tilesets"


def _labels(layout: BoardLayout) -> Counter[str]:
    return Counter(layout.premium_label(r, c) for r in range(layout.rows) for c in range(layout.cols))


def test_small7_has_every_premium_kind_where_the_file_says() -> None:
    layout = catalog.load_layout(str(BOARDS / "small7.txt"))
    assert (layout.name, layout.rows, layout.cols, layout.start) == ("small7", 7, 7, (3, 3))
    labels = _labels(layout)
    del labels[""]
    assert labels == {"QW": 2, "TW": 2, "DW": 4, "TL": 2, "DL": 4, "QL": 1, "EX": 1}
    assert [layout.premium_label(0, c) for c in (0, 3, 6)] == ["QW", "DL", "TW"]
    assert layout.premium_label(2, 2) == "QL" and layout.premium_label(6, 3) == "EX"
    assert layout.exchange_squares == frozenset({6 * 7 + 3})


@pytest.mark.parametrize(
    "name", ["small7", "wide9x5", "../../../data/boards/standard15", "../../../data/boards/palavras17x15"]
)
def test_boards_read_alike_both_ways(name: str) -> None:
    path = BOARDS / f"{name}.txt"
    mine = catalog.load_layout(str(path))
    theirs = read_layout(path)
    assert (mine.rows, mine.cols, mine.start) == (theirs.rows, theirs.cols, theirs.start)
    for r in range(mine.rows):
        for c in range(mine.cols):
            i = r * mine.cols + c
            assert (mine.letter_mult[i], mine.word_mult[i]) == (theirs.letter[r][c], theirs.word[r][c]), (r, c)
            assert mine.premium_label(r, c) == theirs.label[r][c]
    assert BoardLayout.parse(mine.to_text()) == mine


def test_wide9x5_start_square_comes_from_its_header() -> None:
    layout = catalog.load_layout(str(BOARDS / "wide9x5.txt"))
    assert (layout.rows, layout.cols, layout.start, layout.name) == (5, 9, (2, 2), "wide9x5")
    assert layout.premium_label(0, 0) == "TW" and layout.premium_label(3, 7) == "TW"


def test_tiny_tile_set_values_and_counts() -> None:
    tiles = catalog.load_tileset(str(TILESETS / "tiny.txt"))
    assert tiles.name == "tiny"
    assert tiles.letters == tuple("AEINRSTX")
    assert tiles.total == 40 and tiles.counts["?"] == 3
    assert (tiles.value("I"), tiles.value("X"), tiles.value("x"), tiles.value("?")) == (0, 12, 0, 0)
    points, counts = read_tile_values(TILESETS / "tiny.txt")
    assert points == dict(tiles.points) and counts == dict(tiles.counts)


@pytest.mark.parametrize(
    ("loader", "name", "line", "words"),
    [
        (catalog.load_layout, "boards/invalid-symbol.txt", 3, "unknown square symbol 'x' in column 4"),
        (catalog.load_layout, "boards/invalid-too-wide.txt", 2, "27 squares wide"),
        (catalog.load_tileset, "tilesets/invalid-repeated.txt", 4, "'E' is listed twice"),
        (catalog.load_tileset, "tilesets/invalid-blank-points.txt", 3, "must be worth 0 points"),
    ],
)
def test_invalid_board_and_tile_files_name_the_line(loader, name: str, line: int, words: str) -> None:
    path = TEST_DATA / name
    with pytest.raises(InputFileError) as info:
        loader(str(path))
    assert info.value.line == line
    assert words in str(info.value) and path.name in str(info.value)


def test_a_robot_game_on_the_small_board_ends_and_replays(small_lexicon: Lexicon, small_automaton: Automaton) -> None:
    """The whole engine on a board of our own: tiles conserved, the game ends, its GCG
    (with ``#board-layout small7``) replays with no error and no mismatch."""
    layout = catalog.load_layout(str(BOARDS / "small7.txt"))
    rules = catalog.load_rules("mattel").with_changes(layout=layout)
    game = Game(rules, ["hard1", "medium2"], seed=7, lexicon=small_lexicon)
    robots = [
        Robot(level, small_automaton, small_lexicon, random.Random(i)) for i, level in enumerate(("hard", "medium"))
    ]
    full = Counter(rules.tileset.full_bag())
    for _ in range(200):
        if game.is_over:
            break
        make_move(game, robots[game.turn].choose(game))
        assert check_invariants(game, full) == []
    assert game.is_over
    text = game_to_gcg(game)
    assert "#board-layout small7" in text
    replay = replay_record(parse_gcg(text), layout, rules.tileset, small_lexicon)
    assert replay.error is None and not replay.mismatches
    assert list(replay.final_scores) == [game.scores[game.first_player], game.scores[1 - game.first_player]]
