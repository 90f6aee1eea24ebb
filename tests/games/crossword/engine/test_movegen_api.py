"""GeneratedMove helpers, best_move with an equity hook, and odd inputs."""

from __future__ import annotations

from movegen_support import brute_force_moves

from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.movegen import GeneratedMove, best_move, generate_moves, move_notation
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.placement import Placement, placement_from_notation

LAYOUT = catalog.load_layout("standard15")
TILES = catalog.load_tileset("english")
WORDS = ["AB", "BA", "CAB", "CABS", "SCAB", "ABS", "TAB", "TABS", "BAT", "BATS", "AT", "TA", "AS"]
A = Automaton.build(WORDS)


def board_with(*plays: str) -> Board:
    board = Board(LAYOUT)
    for play in plays:
        coord, word = play.split()
        board.put(placement_from_notation(board, coord, word).tiles)
    return board


def test_move_fields_and_placement() -> None:
    board = board_with("8H CAB")
    moves = {m.notation: m for m in generate_moves(board, list("ST?"), TILES, A)}
    m = moves["8H ...S"]
    assert (m.row, m.col, m.down, m.word, m.score) == (7, 7, False, "...S", 8)
    assert m.tiles == ((7, 10, "S"),) and m.letters == "S" and m.tiles_played == 1
    assert m.placement == Placement(((7, 10, "S"),), Direction.ACROSS)
    assert m.leave(list("ST?")) == "?T"
    assert m.spelled(board) == "CABS"
    assert move_notation(board, m.placement) == ("8H", "...S")
    blank = moves["8G s..."]
    assert blank.score == 7 and blank.letters == "s" and blank.leave(list("ST?")) == "ST"
    assert blank.spelled(board) == "SCAB"


def test_moves_speak_the_game_notation() -> None:
    """A generated move's notation is the one the game records and the reader reads."""
    from lexitile.games.crossword.rules.placement import notation

    board = board_with("8H CAB", "J7 A.")  # A at J7 over the B: AB down
    for m in generate_moves(board, list("STA?"), TILES, A):
        assert "(" not in m.word and ")" not in m.word
        assert notation(board, m.placement) == (m.coordinate, m.word), m.notation
        again = placement_from_notation(board, m.coordinate, m.word)
        assert again.tiles == m.placement.tiles


def test_one_tile_with_the_longer_word_down_is_written_down() -> None:
    # TAB down H7-H9 and an A on G10: an S on H10 forms AS across (2) and TABS down (4)
    board = board_with("H7 TAB", "10G A")
    moves = generate_moves(board, ["S"], TILES, A)
    at_h10 = [m for m in moves if m.tiles == ((9, 7, "S"),)]
    assert [(m.coordinate, m.word, m.down) for m in at_h10] == [("H7", "...S", True)]
    best = best_move(board, ["S"], TILES, A)
    assert best is not None and best.tiles == ((9, 7, "S"),) and best.coordinate == "H7"


def test_one_tile_both_ways_is_listed_once_as_across() -> None:
    board = board_with("8H AB", "I9 A")  # A at H8, B at I8, A at I9 (making BA down)
    moves = generate_moves(board, ["T"], TILES, A)
    keys = [frozenset(m.tiles) for m in moves]
    assert len(keys) == len(set(keys))
    at_h9 = [m for m in moves if m.tiles == ((8, 7, "T"),)]  # H9: AT down, TA across
    assert len(at_h9) == 1 and not at_h9[0].down


def test_best_move_with_equity_hook() -> None:
    board = board_with("8H CAB")
    rack = list("STA")
    by_score = best_move(board, rack, TILES, A)
    all_moves = generate_moves(board, rack, TILES, A)
    assert by_score is not None and by_score.score == max(m.score for m in all_moves)
    seen: list[tuple[GeneratedMove, str]] = []

    def keep_s(move: GeneratedMove, leave: str) -> float:
        seen.append((move, leave))
        return move.score + (100 if "S" in leave else 0)

    best = best_move(board, rack, TILES, A, equity=keep_s)
    assert len(seen) == len(all_moves)
    assert best is not None and "S" not in best.letters
    assert best.score == max(m.score for m in all_moves if "S" not in m.letters)


def test_nothing_to_play() -> None:
    board = board_with("8H CAB")
    assert generate_moves(board, [], TILES, A) == []
    assert generate_moves(board, list("ZZQ"), TILES, A) == []  # letters no word uses
    assert best_move(board, list("QQ"), TILES, A) is None


def test_board_letter_outside_the_lexicon() -> None:
    board = board_with("8H ZAB")  # Z is a tile, but no word has it
    rack = list("ST?")
    moves = generate_moves(board, rack, TILES, A)
    assert not any("Z" in m.word for m in moves)
    assert {frozenset(m.tiles): m.score for m in moves} == brute_force_moves(board, rack, TILES, WORDS)
    assert "9I Ta" in {m.notation for m in moves}  # TA under AB, forming AT and BA down
