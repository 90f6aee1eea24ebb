"""Duplicate records: the per-seat record round-trips at every step and holds no
future draw; the master GCG follows the GCG rules; a bad record is refused by line."""

from __future__ import annotations

import random
import re

import pytest
from duplicate_helpers import language, new_game

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.placement import placement_from_notation
from lexitile.games.crossword.rules.scoring import score_placement
from lexitile.games.duplicate.files import letter_classes, load_record, new_record_path, save_record
from lexitile.games.duplicate.master import master_gcg
from lexitile.games.duplicate.record import RecordError, dumps, loads
from lexitile.games.duplicate.robots import DuplicateRobot
from lexitile.games.duplicate.setup import GameSetup

HEADER = GameSetup(("Ada", "Bo", "Cy"), {2: "hard"}, "mattel", "english", "en")


def reload(text: str, seed: int = 99):
    rules = load_rules("mattel")
    lexicon, automaton = language("en")
    return loads(text, rules, letter_classes(rules.tileset), automaton, lexicon, "game.dpl", random.Random(seed))


def played_game(rounds: int = 6, seed: int = 2):
    """A game of three robots (an easy one, so some plays differ from the top), with the
    record after every entry and every round."""
    game = new_game(HEADER.players, seed=seed)
    robots = [
        DuplicateRobot("easy", random.Random(1)),
        DuplicateRobot("medium", random.Random(2)),
        DuplicateRobot("hard"),
    ]
    texts = [dumps(game, HEADER)]
    while not game.is_over and len(game.rounds) < rounds:
        for seat, robot in enumerate(robots):
            game.enter_move(seat, robot.choose(game))
            texts.append(dumps(game, HEADER))
        game.close_round()
        texts.append(dumps(game, HEADER))
    return game, texts


def test_every_saved_step_reads_back_to_the_same_text_and_position():
    game, texts = played_game()
    for text in texts:
        header, back = reload(text)
        assert header == HEADER
        assert dumps(back, header) == text
    _, back = reload(texts[-1])
    assert back.board.squares == game.board.squares and back.totals() == game.totals()
    assert back.rack == game.rack and back.top == game.top


def test_a_round_in_play_resumes_with_its_entries_and_goes_on():
    _, texts = played_game(rounds=3)
    # the record saved after the second seat's entry in round 3
    mid = next(t for t in texts if "round 3" in t and t.rstrip().splitlines()[-1].startswith("play 2:"))
    _, back = reload(mid)
    assert back.round_number == 3 and back.waiting() == (2,)
    back.enter_move(2, DuplicateRobot("hard").choose(back))
    result = back.close_round()
    assert result.plays[2].score == result.top.score


def test_a_record_holds_no_future_draw():
    game, texts = played_game(rounds=4)
    text = texts[-1]
    drawn = [line[6:] for line in text.splitlines() if line.startswith("draw: ")]
    assert drawn == ["".join(d) or "-" for d in game.bag.log]
    assert not re.search(r"seed|bag:", text)
    # a game read back twice with other randomness draws its next racks differently:
    # nothing in the file fixes them
    racks = set()
    for seed in range(6):
        _, back = reload(text, seed)
        back.enter(0, None), back.enter(1, None), back.enter(2, None)
        back.close_round()
        racks.add(back.rack)
    assert len(racks) > 1


def test_a_finished_game_round_trips_through_a_file(tmp_path):
    game = new_game(HEADER.players, seed=5)
    robot = DuplicateRobot("hard")
    while not game.is_over:
        for seat in range(3):
            game.enter_move(seat, robot.choose(game))
        game.close_round()
    path = new_record_path(HEADER.players, directory=tmp_path)
    assert path.name.endswith("-Ada-Bo-Cy.dpl")
    save_record(path, game, HEADER)
    header, back = load_record(path)
    assert back.is_over and back.outcome() == game.outcome() and header == HEADER
    assert path.read_text(encoding="utf-8").rstrip().endswith(f"end: {game.end_reason}")


@pytest.mark.parametrize(
    ("change", "line_hint", "message"),
    [
        (lambda t: t.replace("lexitile-duplicate 1", "lexitile-duplicate 9"), 1, "expected 'lexitile-duplicate 1'"),
        (lambda t: t.replace("top: ", "top: 1A ZZ 0 #", 1), None, "expected 'draw:'"),
        (
            lambda t: re.sub(
                r"^(top: \S+ \S+) (\d+)$",
                lambda m: f"{m.group(1)} {int(m.group(2)) + 1}",
                t,
                count=1,
                flags=re.MULTILINE,
            ),
            None,
            "the record says",
        ),
        (lambda t: t.replace("rack: ", "rack: Q", 1), None, "but the draws give"),
        (lambda t: t.replace("play 1:", "play 7:", 1), None, "no seat 7"),
        (lambda t: t.replace("rules: mattel\n", ""), None, "no 'rules:' line"),
    ],
)
def test_a_bad_record_is_refused_with_its_line(change, line_hint, message):
    _, texts = played_game(rounds=2)
    bad = change(texts[-1])
    with pytest.raises(RecordError, match=message) as err:
        reload(bad)
    assert err.value.path == "game.dpl" and err.value.line is not None
    if line_hint is not None:
        assert err.value.line == line_hint


def test_a_bad_file_on_disk_is_named_and_left_as_it_was(tmp_path):
    path = tmp_path / "broken.dpl"
    path.write_text(
        "lexitile-duplicate 1\nplayers: A\nrules: nosuchrules\ntiles: english\nlexicon: en\n", encoding="utf-8"
    )
    with pytest.raises(RecordError, match=r"broken\.dpl"):
        load_record(path)
    assert path.read_text(encoding="utf-8").startswith("lexitile-duplicate 1")


def test_the_master_gcg_holds_the_tops_with_racks_and_rejected_draws_as_notes():
    game, _ = played_game(rounds=30, seed=7)
    text = master_gcg(game)
    lines = text.splitlines()
    assert lines[0] == "#character-encoding UTF-8" and lines[1] == "#player1 Top Top"
    assert not any(line.startswith(("#rack", "#player2")) for line in lines)
    events = [line for line in lines if line.startswith(">")]
    assert len(events) == len(game.rounds)
    first_event = lines.index(events[0])
    assert not any(line.startswith("#") for line in lines[first_event:] if not line.startswith("#note"))
    # replay the tops on a board: each rack holds the top's tiles, each score and
    # running total adds up (the GCG rules of the event line)
    rules = game.rules
    board = Board(rules.layout)
    total = 0
    for event, result in zip(events, game.rounds, strict=True):
        m = re.fullmatch(r">Top: (\S+) (\S+) (\S+) \+(\d+) (\d+)", event)
        assert m is not None
        rack, coordinate, word, score, cumulative = m.groups()
        assert rack == "".join(result.rack)
        placement = placement_from_notation(board, coordinate, word)
        assert int(score) == score_placement(board, placement, rules.tileset, rules.rack_size, rules.bingo_bonus).total
        total += int(score)
        assert int(cumulative) == total
        board.put(placement.tiles)
        if result.rejected:
            note = lines[lines.index(event) + 1]
            assert note == "#note rejected draws: " + ", ".join("".join(r) for r in result.rejected)
    assert board.squares == game.board.squares
    assert any(r.rejected for r in game.rounds), "the seed should give a rejected draw to test"


def test_a_record_with_a_name_it_cannot_keep_is_refused_by_line():
    _, texts = played_game(rounds=1)
    bad = texts[-1].replace("players: Ada, Bo, Cy", "players: Ada, Bo, Ada")
    with pytest.raises(RecordError, match="a name of their own") as err:
        reload(bad)
    assert err.value.line == 2
    with pytest.raises(ValueError, match="printable"):
        GameSetup(("Ann\x1b[2J",))
