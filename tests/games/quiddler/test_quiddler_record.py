"""The text record: write, read, replay, round trip, errors with line numbers; files."""

from __future__ import annotations

import dataclasses

import pytest
from quiddler_helpers import DECK, WORDS, StackedGame, meld, setup, stack

from lexitile.games.quiddler.actions import (
    Discard,
    Draw,
    GoOut,
    LastTurn,
    Source,
    parse_action,
)
from lexitile.games.quiddler.errors import NotationError, RecordError
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.options import Floor, TableOptions, TwoPlayerBonus
from lexitile.games.quiddler.record import format_record, parse_record
from lexitile.games.quiddler.storage import (
    games_dir,
    load_deck,
    load_record,
    new_record_path,
    save_record,
)


def played_game(seed: int = 4, options: TableOptions | None = None) -> Game:
    game = Game(setup(("Ann", "Bob", "Cy"), seed=seed, options=options or TableOptions(turn_limit=5)), None)
    k = 0
    while not game.is_over:
        game.draw("stock" if k % 2 else "discard")
        game.discard(sorted(game.hand())[k % len(game.hand())])
        k += 1
    return game


def test_action_text_forms_round_trip() -> None:
    actions = [
        Draw(Source.STOCK),
        Draw(Source.DISCARD),
        Discard("QU"),
        GoOut((meld("(QU)IT"), meld("CAT")), "E"),
        LastTurn((), "X"),
        LastTurn((meld("(TH)E"),), "X"),
    ]
    texts = [str(a) for a in actions]
    assert texts == [
        "draw stock",
        "draw discard",
        "discard QU",
        "out (QU)IT CAT discard E",
        "last discard X",
        "last (TH)E discard X",
    ]
    assert [parse_action(t) for t in texts] == actions
    assert parse_action("OUT (qu)it Discard e") == GoOut((meld("(QU)IT"),), "E")
    for bad in ("", "jump", "draw sky", "discard", "out discard E", "last CAT E"):
        with pytest.raises(NotationError):
            parse_action(bad)


def test_record_round_trip_and_replay() -> None:
    game = played_game(options=TableOptions(turn_limit=5, score_floor=Floor.NONE))
    text = format_record(game, lexicon="en", robots=[2], meta={"started": "2026-11-29T17:00"})
    record = parse_record(text, load_deck)
    assert dataclasses.replace(record.setup, seed=game.setup.seed) == game.setup  # no seed in the record
    assert record.actions == game.actions
    assert record.lexicon == "en" and record.robots == (2,) and record.meta == {"started": "2026-11-29T17:00"}
    again = record.replay()
    assert again.totals == game.totals and again.is_over
    assert format_record(again, lexicon="en", robots=[2], meta=record.meta) == text
    # replay turn by turn: the first k actions
    assert record.replay(upto=0).actions == []
    assert len(record.replay(upto=7).actions) == 7


def test_record_text_shape() -> None:
    game = StackedGame(
        setup(),
        WORDS,
        {0: stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "T"])},
    )
    game.draw("stock")
    game.go_out([meld("CAT")], "S")
    game.draw("stock")
    game.lay_down([meld("(QU)IT")], "X")
    text = format_record(game, lexicon="en")
    lines = text.splitlines()
    assert lines[:5] == ["%quiddler-record 3", "%deck english", "%player Ann", "%player Bob", "%dealer Ann"]
    assert lines[7:] == [
        "= hand Ann: QU I X",
        "= hand Bob: C A T",
        "= turned up Z",
        "Bob: draw stock S",
        "Bob: out CAT discard S",
        "Ann: draw stock T",
        "Ann: last (QU)IT discard X",
        "; round 1 scored: Ann +24 = 24, Bob +13 = 13 (went out: Bob)",
        *lines[-4:],
    ]
    assert lines[-4].startswith("; round 2: 4 cards, dealer Bob, turned up ")
    assert lines[-3].startswith("= hand Ann: ") and lines[-1] == "= turned up " + lines[-4].split()[-1]
    assert "seed" not in text


@pytest.mark.parametrize(
    ("text", "message", "line"),
    [
        ("hello\n", "not a Quiddler record", 1),
        ("%quiddler-record 9\n", "version '9' is not supported", 1),
        ("%quiddler-record 1\n%deck english\n%player A\n%player B\n", "no %seed header", None),
        ("%quiddler-record 1\n%deck english\n%seed x\n%player A\n%player B\n", "'x' is not a whole number", 3),
        ("%quiddler-record 1\n%deck english\n%seed 1\n%seed 2\n", "%seed given twice", 4),
        ("%quiddler-record 1\n%deck nope\n%seed 1\n%player A\n%player B\n", "unknown deck 'nope'", 2),
        (
            "%quiddler-record 1\n%deck english\n%seed 1\n%player A\n%player B\n%option colour=red\n",
            "unknown table option",
            6,
        ),
        (
            "%quiddler-record 1\n%deck english\n%seed 1\n%player A\n%player B\nB: draw stock\nB: hop\n",
            "an action starts with",
            7,
        ),
        (
            "%quiddler-record 1\n%deck english\n%seed 1\n%player A\n%player B\nA: draw stock\n",
            "it is B's turn here, not A's",
            6,
        ),
        (
            "%quiddler-record 1\n%deck english\n%seed 1\n%player A\n%player B\nB: draw stock\nB: discard ZZ\n",
            "does not replay",
            7,
        ),
        (
            "%quiddler-record 1\n%deck english\n%seed 1\n%player A\n%player B\nB draw stock\n",
            "expected 'NAME: action'",
            6,
        ),
        (
            "%quiddler-record 1\n%deck english\n%seed 1\n%player A\n%player B\nB: draw stock\n%robot A\n",
            "header line after",
            7,
        ),
        (
            "%quiddler-record 1\n%deck english\n%seed 1\n%player A\n%player B\n%dealer C\n",
            "%dealer 'C' is not a player",
            6,
        ),
    ],
)
def test_record_errors_name_the_line(text: str, message: str, line: int | None) -> None:
    with pytest.raises(RecordError) as err:
        parse_record(text, load_deck, "game.qdl")
    assert message in str(err.value)
    assert err.value.line == line
    assert str(err.value).startswith("game.qdl")


def test_names_the_format_cannot_hold() -> None:
    with pytest.raises(NotationError):
        format_record(Game(setup(("Ann: the first", "Bob"))))


def test_replay_with_a_lexicon_refuses_non_words() -> None:
    bob = Game(setup()).hand(1)  # seed 1: Bob plays first
    nonword = "".join(sorted(bob))
    assert nonword not in WORDS
    text = (
        "%quiddler-record 1\n%deck english\n%seed 1\n%player Ann\n%player Bob\n"
        f"Bob: draw stock\nBob: out {meld_notation(bob)} discard {Game(setup()).stock[-1]}\n"
    )
    record = parse_record(text, load_deck, "x.qdl")  # without a lexicon it replays
    assert len(record.replay().actions) == 2
    with pytest.raises(RecordError) as err:
        record.replay(WORDS, path="x.qdl")
    assert err.value.line == 7 and "is not in the lexicon" in str(err.value)


def meld_notation(cards) -> str:
    return "".join(f"({c})" if len(c) == 2 else c for c in sorted(cards))


def test_save_and_load_files(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    assert games_dir() == tmp_path / "games"  # one folder for every mode's saves
    path = new_record_path(players=["Ann", "Bob"])
    assert path.parent == tmp_path / "games" and path.suffix == ".qdl" and path.stem.endswith("-Ann-Bob")
    game = played_game(seed=9)
    save_record(path, format_record(game))
    loaded = load_record(path)
    assert loaded.actions == game.actions
    assert loaded.replay().totals == game.totals
    with pytest.raises(RecordError, match="record not found"):
        load_record(tmp_path / "missing.qdl")


def test_a_version_1_record_keeps_the_defaults_it_was_played_with() -> None:
    # Written before the rule text's defaults: a round's card score floored at 0, one
    # bonus (the longest word) with two players. Read as such, it replays as played.
    old = "%quiddler-record 1\n%deck english\n%seed 1\n%player Ann\n%player Bob\n"
    options = parse_record(old, load_deck).setup.options
    assert (options.score_floor, options.two_player_bonus) == (Floor.ROUND, TwoPlayerBonus.LONGEST)
    changed = parse_record(old + "%option score_floor=none\n", load_deck).setup.options
    assert changed.score_floor is Floor.NONE
    new = parse_record(old.replace("record 1", "record 2"), load_deck).setup.options
    assert (new.score_floor, new.two_player_bonus) == (Floor.TOTAL, TwoPlayerBonus.BOTH)


def test_robot_levels_are_kept() -> None:
    game = Game(setup(("Ann", "Bob", "Cy")))
    text = format_record(game, robots={1: "easy", 2: "hard"})
    assert "%robot Bob:easy" in text.splitlines() and "%robot Cy:hard" in text.splitlines()
    record = parse_record(text, load_deck)
    assert record.robots == (1, 2) and record.robot_levels == {1: "easy", 2: "hard"}
    # a robot without a level is the only robot version 1 had: hard
    plain = parse_record("%quiddler-record 1\n%deck english\n%seed 1\n%player A\n%player B\n%robot B\n", load_deck)
    assert plain.robot_levels == {1: "hard"}
    with pytest.raises(RecordError, match="the level must be one of easy, medium, hard"):
        parse_record(text.replace("Bob:easy", "Bob:genius"), load_deck)


def test_a_seat_handed_to_the_computer_is_kept_apart_from_robot_seats() -> None:
    game = played_game(seed=9)
    text = format_record(game, robots={0: "medium", 1: "hard"}, handed={1})
    assert "%handed Bob\n" in text and "%handed Ann" not in text
    record = parse_record(text, lambda name: DECK)
    assert record.robot_levels == {0: "medium", 1: "hard"} and record.handed == (1,)
    # a record without the line (and every earlier record) has no handed seats
    plain = parse_record(format_record(game, robots={1: "hard"}), lambda name: DECK)
    assert plain.handed == ()


def test_handed_must_name_a_robot_seat() -> None:
    text = format_record(played_game(seed=9)).replace("%dealer", "%handed Bob\n%dealer", 1)
    with pytest.raises(RecordError, match="%handed 'Bob' is not a robot seat") as caught:
        parse_record(text, lambda name: DECK)
    assert caught.value.line is not None
