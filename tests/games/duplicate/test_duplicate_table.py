"""The duplicate table without a screen: thinking time, entries behind the curtain with
their limit, refusals at entry, the reveal, saving after every entry and resuming
mid-round with nothing of an entry shown."""

from __future__ import annotations

import pytest

from lexitile.games.duplicate.files import load_record
from lexitile.games.duplicate.setup import GameSetup
from lexitile.play.duplicate import Session
from lexitile.play.duplicate_table import DuplicateTable, Phase
from lexitile.text.render import render
from lexitile.tui.shell.curtain import Hotseat


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    return tmp_path


def table_of(setup: GameSetup, seed: int = 4) -> DuplicateTable:
    session = Session.new(setup, seed=seed)
    return DuplicateTable(session, Hotseat(), now=0.0)


def texts(messages) -> str:
    return "\n".join(render(m) for m in messages)


def top_text(table: DuplicateTable) -> str:
    top = table.session.game.top
    assert top is not None
    return top.notation


def test_a_round_of_two_people_and_a_robot(data_dir):
    table = table_of(GameSetup(("Ada", "Bo", "Robo"), {2: "hard"}, think_seconds=180, entry_seconds=30))
    assert table.phase is Phase.THINK and table.seconds_left(0.0) == 180
    assert "180 seconds left" in render(table.prompt(0.0))
    assert not table.tick(179.5)
    assert table.tick(180.0)  # the thinking time is up: the entries begin
    assert table.phase is Phase.ENTRY and table.seat == 0 and table.curtain == 0
    assert table.session.game.waiting() == (0, 1)  # the robot entered at once
    assert table.lift_curtain(181.0) and table.seconds_left(181.0) == 30
    # a placement error is refused and may be typed again; the robot's entry is not said
    assert not table.submit("1A QQ", 182.0)
    assert table.error and "Not placed" in render(table.note)
    assert table.submit(top_text(table), 183.0)
    assert table.seat == 1 and table.curtain == 1
    # the note the next person sees names who entered, never what
    assert render(table.note) == "Ada has entered a play."
    table.lift_curtain(184.0)
    assert table.tick(214.0)  # Bo's entry time ran out: no play
    assert table.phase is Phase.SUMMARY
    summary = texts(table.summary())
    result = table.last_round
    assert result is not None and result.plays[0].score == result.top.score
    # the reveal says why Bo has no play: a new player read only "no play" after a time-out
    assert "Bo: no play 0 (the entry time ran out)" in summary
    assert f"Top: {result.top.notation} {result.top.score}" in summary
    assert "Robo: " in summary and "(100% of the top)" in summary
    assert table.next_round(215.0) and table.phase is Phase.THINK
    assert not table.timed_out  # a new round: nobody's time has run out yet


def test_one_person_alone_needs_no_curtain_and_enter_ends_thinking(data_dir):
    table = table_of(GameSetup(("Ada",), think_seconds=0, entry_seconds=0))
    assert table.seconds_left(0.0) is None and "press Enter" in render(table.prompt(0.0))
    assert table.start_entries(5.0)
    assert table.curtain is None and table.seat == 0 and table.seconds_left(5.0) is None
    assert not table.tick(10_000.0)  # untimed
    assert not table.submit("-QO", 6.0) and "no exchanges" in render(table.note)
    assert not table.submit("8D", 6.0) and "Not a play" in render(table.note)
    assert table.submit("-", 7.0)
    assert table.phase is Phase.SUMMARY


def test_a_play_typed_in_lower_case_is_the_racks_tiles(data_dir):
    """Most people type in lower case; GCG reads a lower-case letter as a blank, which
    made every tile a blank ("not on the rack: ?????")."""
    table = table_of(GameSetup(("Ada",), think_seconds=0, entry_seconds=0))
    table.start_entries(1.0)
    top = table.session.game.top
    assert top is not None and top.notation == top.notation.upper()  # no blank in it
    assert table.submit(top.notation.lower(), 2.0), render(table.note)
    assert table.last_round is not None and table.last_round.plays[0].score == top.score


def test_every_entry_is_saved_and_a_resumed_round_shows_nothing_of_it(data_dir):
    table = table_of(GameSetup(("Ada", "Bo"), entry_seconds=0))
    table.start_entries(1.0)
    table.lift_curtain(2.0)
    play = top_text(table)
    assert table.submit(play, 3.0)
    path = table.session.path
    assert path is not None
    _, saved = load_record(path)
    assert saved.entries.keys() == {0} and saved.waiting() == (1,)
    table.session.close()
    # resumed: the entries go on behind the curtain, for the seat still to enter
    session = Session.resume(path)
    again = DuplicateTable(session, Hotseat(), now=50.0)
    assert again.phase is Phase.ENTRY and again.seat == 1 and again.curtain == 1
    shown = texts([again.prompt(50.0) or again.standing()[0], *again.standing()])
    assert play not in shown and again.note is None
    again.lift_curtain(51.0)
    assert again.submit("-", 52.0) and again.phase is Phase.SUMMARY
    assert again.last_round is not None and again.last_round.plays[0].score == again.last_round.top.score
    session.close()


def test_a_whole_game_ends_with_the_winner_and_the_shares(data_dir):
    table = table_of(GameSetup(("Ada", "Robo"), {1: "easy"}, think_seconds=0, entry_seconds=0), seed=9)
    while table.phase is not Phase.OVER:
        assert table.start_entries(0.0)
        table.submit(top_text(table), 0.0)
        assert table.phase is Phase.SUMMARY
        table.next_round(0.0)
    over = texts(table.game_over())
    game = table.session.game
    assert f"Ada wins with {game.totals()[0]} points." in over
    assert len(table.shares_by_round()) == len(game.rounds)
    assert all(shares[0] == 100 for shares in table.shares_by_round())


def test_hints_are_off_by_default_and_private_to_the_person_entering(data_dir):
    off = table_of(GameSetup(("Ada", "Bo"), think_seconds=0, entry_seconds=0))
    off.start_entries(0.0)
    off.lift_curtain(1.0)
    assert not off.hint() and render(off.note) == "Hints are off at this table."
    off.session.close()
    table = table_of(GameSetup(("Ada", "Bo"), think_seconds=0, entry_seconds=0, hints=True))
    assert not table.hint()  # nobody is entering while everybody thinks
    table.start_entries(0.0)
    assert not table.hint()  # behind the curtain
    table.lift_curtain(1.0)
    top = table.session.game.top
    assert (
        table.hint() and render(table.note) == f"Hint: the top scores {top.score}; its word starts at {top.coordinate}."
    )
    assert table.submit("-", 2.0)
    # the next person's status line says only who entered: the hint is gone
    assert render(table.note) == "Ada has entered a play."
    _, saved = load_record(table.session.path)
    assert saved.setup.hints and saved.setup.think_seconds == 0
    table.session.close()


def test_the_next_person_hears_only_who_entered_whatever_they_entered(data_dir):
    """A play, a deliberate ``-`` and an entry whose time ran out read the same between
    entries: the result of an entry is said at the round's summary, never before."""
    setup = GameSetup(("Ann", "Bo", "Cy", "Di"), {}, think_seconds=0, entry_seconds=30)
    table = table_of(setup)
    assert table.start_entries(0.0)
    notes = []
    table.lift_curtain(1.0)
    assert table.submit(top_text(table), 2.0)
    notes.append(render(table.note))
    table.lift_curtain(3.0)
    assert table.submit("-", 4.0)
    notes.append(render(table.note))
    table.lift_curtain(5.0)
    assert table.tick(35.0)  # Cy's time ran out
    notes.append(render(table.note))
    assert table.phase is Phase.ENTRY and table.curtain == 3
    assert notes == ["Ann has entered a play.", "Bo has entered a play.", "Cy has entered a play."]
    assert table.prompt(36.0) is None  # behind the curtain nothing else is said


def refusal(table: DuplicateTable, text: str, now: float) -> str:
    """The German refusal of ``text`` (the entry is refused and stays open)."""
    assert not table.submit(text, now)
    assert table.error and table.note is not None
    return render(table.note, "de")


def test_refusals_are_worded_in_the_interface_language_without_exchanges(data_dir):
    table = table_of(GameSetup(("Ann",), {}, think_seconds=0, entry_seconds=0))
    assert table.start_entries(0.0) and table.curtain is None
    top = table.session.game.top
    assert top is not None
    # the first play off the start square: the rules' own wording, in German
    off_start = "1A " + top.word if top.coordinate != "1A" else "15A " + top.word
    not_placed = refusal(table, off_start, 1.0)
    assert "Startfeld" in not_placed and "first play" not in not_placed
    # an unreadable entry: no English parser text, and no exchange suggested
    unreadable = refusal(table, "xx", 2.0)
    assert "xx" in unreadable and "is not a move" not in unreadable and "-QO" not in unreadable
    assert "8D WORT" in unreadable
    # Enter on an empty entry asks for a play
    empty = refusal(table, "  ", 3.0)
    assert "''" not in empty and "8D WORT" in empty
    assert table.submit(top.notation, 4.0) and table.next_round(5.0) and table.start_entries(6.0)
    # a letter where another already lies: said in German too
    played = table.session.game.rounds[-1].top
    clash = played.coordinate + " " + "".join("Q" if ch.upper() != "Q" else "Z" for ch in played.word)
    mismatch = refusal(table, clash, 7.0)
    assert "is already there" not in mismatch and played.coordinate in mismatch
    # it names the first square of the clash and the letter lying there
    first = next(ch for ch in played.word if ch != ".").upper()
    if first != "Q":
        assert f"wo schon {first} liegt" in mismatch
