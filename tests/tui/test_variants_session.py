"""Issue #7 at the session level (no app): table options in the state file, clocks,
taking a play back, annulling, pairs, and the GCG record of challenges and time."""

from __future__ import annotations

import pytest
from tui_helpers import WORDS, AnyWord, make_game

from lexitile.core.message import Message
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.clock import TimeControl
from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.placement import Placement
from lexitile.i18n import set_ui_language
from lexitile.play.board_session import Session
from lexitile.play.board_setup import pair_up
from lexitile.play.table_options import GameOptions
from lexitile.play.turn_clock import TurnClock, format_clock
from lexitile.savegame import list_saved, load_saved
from lexitile.tui.describe import breakdown_lines, last_move_line
from lexitile.tui.screens.saved_games import saved_row

GAZED = Placement.of([(7, 7, "G"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E"), (7, 11, "D")], Direction.ACROSS)
DAZE = Placement.of([(7, 7, "D"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E")], Direction.ACROSS)


def notes_after(text: str, event_line: str) -> list[str]:
    """The ``#note`` lines that follow an event line in a GCG text (``event_line`` is a
    regular expression for the whole line: the GCG writer is being extended meanwhile,
    and the rack column of a challenge line may be empty or not)."""
    import re

    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if re.fullmatch(event_line, line))
    notes = []
    for line in lines[at + 1 :]:
        if not line.startswith("#note "):
            break
        notes.append(line.removeprefix("#note "))
    return notes


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def test_format_clock():
    assert [format_clock(s) for s in (1500, 59.2, 0.4, 0, -0.5, -65)] == [
        "25:00",
        "1:00",
        "0:01",
        "0:00",
        "-0:01",
        "-1:05",
    ]


def test_turn_clock_charges_the_running_turn():
    clock = TurnClock(TimeControl(move_seconds=30), 3)
    clock.start(1, 100.0)
    assert clock.move_left(112.0) == 18.0 and clock.used_by(1, 112.0) == 12.0
    clock.stop(120.0)
    assert clock.used == [0.0, 20.0, 0.0] and clock.move_left(130.0) is None
    game = TurnClock(TimeControl(game_seconds=60), 2, [50.0, 0.0])
    game.start(0, 0.0)
    assert game.game_left(0, 25.0) == -15.0 and game.penalty(0, 25.0) == 10
    assert not TurnClock(None, 2).enabled


def test_options_and_pairs_are_kept_in_the_state_file(data_dir):
    session = make_game(
        data_dir, ("Ann", "Bo", "Cy", "Di"), check="challenge", penalty="10", game_minutes=25, classic=True, pairs=True
    )
    assert session.players == ("Ann & Cy", "Bo & Di")
    assert session.game.members == (("Ann", "Cy"), ("Bo", "Di"))
    assert session.game.rules.challenge_points == 10
    saved = load_saved(session.path)
    assert saved.options == GameOptions(check="challenge", penalty="10", game_minutes=25, classic=True, pairs=True)
    assert saved.members == [["Ann", "Cy"], ["Bo", "Di"]] and saved.clock_used == [0.0, 0.0]
    again = Session.resume(saved, WORDS)
    assert again.game.rules == session.game.rules and again.game.members == session.game.members
    assert again.clock.control == TimeControl(game_seconds=1500)
    with pytest.raises(ValueError, match="pairs play needs 4 players"):
        pair_up(["Ann", "Bo", "Cy"])


def test_time_out_is_a_pass_with_a_note_in_the_gcg(data_dir):
    session = make_game(data_dir, move_seconds=30)
    clock = Clock()
    session.now = clock
    session.start_turn()
    clock.t = 30.0
    event = session.time_out()
    assert event.kind is EventKind.PASS and session.game.turn == 1
    assert session.clock.used == [30.0, 0.0]
    saved = load_saved(session.path)
    assert saved.notes == {0: "time ran out: the move counts as a pass"} and saved.clock_used == [30.0, 0.0]
    text = saved.gcg_path.read_text(encoding="utf-8")
    assert "time ran out: the move counts as a pass" in notes_after(text, r">Ann: ERZAGDO - \+0 0")
    assert session.last_event().note == "time ran out: the move counts as a pass"
    last = session.last_event()
    assert last.message == Message("note.time-ran-out")
    assert last_move_line(last, session.players) == "Ann's time ran out: a pass."
    assert breakdown_lines(last, session.players) == ["Ann passed  +0", "  (time ran out: the move counts as a pass)"]
    set_ui_language("de")
    try:
        german = breakdown_lines(last, session.players)[1]
        assert german != "  (time ran out: the move counts as a pass)" and german.startswith("  (")
    finally:
        set_ui_language("en")


def test_timeout_hook_for_computer_players(data_dir, monkeypatch):
    session = make_game(data_dir, move_seconds=30)
    monkeypatch.setattr(session, "timeout_mover", lambda s: s.play(GAZED))
    event = session.time_out()
    assert event.kind is EventKind.PLAY and session.game.scores == [36, 0]


def test_undo_by_agreement_forgets_the_play(data_dir):
    session = make_game(data_dir, rules="palavras", seed=4, players=("Ann", "Bo", "Cy"), lexicon=AnyWord())
    game = session.game
    assert "".join(game.racks[0]) == "EHBSJMD" and game.turn == 0
    rack, bag = list(game.racks[0]), list(game.bag.tiles)
    hems = Placement.of([(7, 8, "H"), (7, 9, "E"), (7, 10, "M"), (7, 11, "S")], Direction.ACROSS)
    session.play(hems)
    assert game.scores == [14, 0, 0] and session.challenge_open and session.can_undo()
    undone = session.undo_last_play()
    assert [e.kind for e in undone] == [EventKind.PLAY]
    assert game.racks[0] == rack and game.bag.tiles == bag and game.board.is_empty
    assert game.scores == [0, 0, 0] and game.turn == 0 and game.pending is None
    saved = load_saved(session.path)
    assert saved.moves == []
    assert not session.can_undo()
    with pytest.raises(ValueError):
        session.undo_last_play()


def test_undo_is_not_offered_by_the_default_rules_nor_after_acceptance(data_dir):
    session = make_game(data_dir)
    session.play(GAZED)
    assert not session.can_undo()
    palavras = make_game(data_dir, rules="palavras", seed=4, players=("Ann", "Bo", "Cy"), lexicon=AnyWord(), name="p")
    palavras.play(Placement.of([(7, 8, "H"), (7, 9, "E")], Direction.ACROSS))
    palavras.accept()
    assert not palavras.can_undo()


def test_annulled_game_has_no_result_and_no_statistics(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), seed=8)
    session.pass_turn()
    session.abort()
    assert session.finished and session.aborted and session.game.outcome is None
    summary = session.summary()
    assert summary.reason == "aborted" and summary.winners == ()
    saved = load_saved(session.path)
    assert saved.aborted and saved.finished and not saved.counts_in_statistics
    assert saved_row(saved)[3] == "annulled"
    assert [s.path for s in list_saved()] == [session.path]
    text = saved.gcg_path.read_text(encoding="utf-8")
    assert "#note lexitile:aborted The game was annulled by agreement" in text and "#rack1" not in text
    again = Session.resume(saved, WORDS)
    assert again.finished and again.aborted


def test_annul_before_any_move_is_said_in_the_description(data_dir):
    """No event carries a note, and a note before the first event is refused by MAGPIE
    (NOTE_PRECEDENT_EVENT): the description says it."""
    session = make_game(data_dir)
    session.abort()
    text = session.saved.gcg_path.read_text(encoding="utf-8")
    assert "#note" not in text
    description = next(line for line in text.splitlines() if line.startswith("#description "))
    assert description.endswith(", annulled before the first move by agreement of every player: no result")
    record = read_gcg(session.saved.gcg_path)
    assert record.warnings == [] and replay_record(record).error is None


def test_game_clock_overtime_is_charged_at_the_end_and_replays(data_dir):
    session = make_game(data_dir, game_minutes=1, lexicon=AnyWord())
    clock = Clock()
    session.now = clock
    session.start_turn()
    clock.t = 70.0  # Ann: 10 s over one minute
    session.play(GAZED)
    for _ in range(4):
        session.start_turn()
        session.pass_turn()
    game = session.game
    assert game.is_over
    # Ann: 36 - rack; one started minute over: -10; Bo: -NOTLECO (9), no overtime
    assert session.clock.used == [70.0, 0.0]
    penalties = [e for e in game.history if e.kind is EventKind.TIME_PENALTY]
    assert [(e.player, e.score) for e in penalties] == [(0, -10)]
    ann_rack = game.outcome.adjustments[0] if game.outcome.adjustments[0].seat == 0 else game.outcome.adjustments[1]
    assert game.outcome.finals == (36 + ann_rack.points - 10, -9)
    summary = session.summary()
    assert summary.time_penalties == (10, 0)
    saved = load_saved(session.path)
    assert saved.moves[-1].kind == "time" and saved.moves[-1].penalties == (10, 0)
    assert Session.resume(saved, WORDS).game.scores == game.scores
    text = saved.gcg_path.read_text(encoding="utf-8")
    assert "(time) -10" in text
    replay = replay_record(read_gcg(saved.gcg_path))
    assert replay.error is None and replay.mismatches == []


def test_challenges_are_written_in_gcg_forms_and_replay(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy", "Di"), check="challenge")
    game = session.game
    assert game.turn == 0 and "".join(game.racks[0]) == "ERZAGDO"
    session.play(DAZE)  # a phony in the stand-in list
    session.challenge(2)  # Cy: upheld, withdrawn
    session.pass_turn()  # Bo
    session.pass_turn()  # Cy
    session.pass_turn()  # Di
    session.play(GAZED)  # Ann
    session.challenge(3)  # Di: wrong, -5
    assert game.scores == [36, 0, 0, -5] and game.turn == 1
    text = session.saved.gcg_path.read_text(encoding="utf-8")
    assert ">Ann: ERZAGDO 8H DAZE +28 28" in text
    assert ">Ann: ERZAGDO -- -28 0" in text
    assert "lexitile:challenge-penalty 5: wrong challenge of a valid play" in notes_after(
        text, r">Di: \w* ?\(challenge\) -5 -5"
    )
    replay = replay_record(read_gcg(session.saved.gcg_path))
    assert replay.error is None and replay.mismatches == []
    again = Session.resume(load_saved(session.path), WORDS)
    assert again.game.scores == game.scores and again.game.racks == game.racks


def test_lost_turn_is_a_pass_with_a_note_in_the_gcg(data_dir):
    session = make_game(
        data_dir, ("Ann", "Bo", "Cy"), seed=8, check="challenge", penalty="lose-turn", lexicon=AnyWord()
    )
    leaf = Placement.of([(7, 7, "L"), (7, 8, "E"), (7, 9, "A"), (7, 10, "F")], Direction.ACROSS)
    session.play(leaf)
    session.challenge(2)
    session.pass_turn()  # Bo; then Cy's turn is lost
    assert session.game.turn == 0
    text = session.saved.gcg_path.read_text(encoding="utf-8")
    assert "turn lost: wrong challenge" in notes_after(text, r">Cy: ANOTLOR - \+0 0")
    assert replay_record(read_gcg(session.saved.gcg_path)).error is None
