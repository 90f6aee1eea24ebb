"""The board game's turn flow without Textual (:class:`lexitile.play.board_table.BoardTable`):
what comes after a turn, the curtain, the take-back vote, the challenge window's robot
answers, the time-out of a move, the computer's moves, and what the board marks."""

from __future__ import annotations

import sys
from collections.abc import Hashable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
from tui_helpers import AnyWord, make_game

from lexitile.errors import IllegalMoveError
from lexitile.games.crossword.engine.quickmode import Hint
from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.placement import Placement
from lexitile.play.board_session import Session
from lexitile.play.board_table import BoardTable, Enter, Step
from lexitile.play.draft import DraftError
from lexitile.play.recap import Recap
from lexitile.play.robot_turns import RobotChoice, RobotTurn

GAZED = Placement.of([(7, 7, "G"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E"), (7, 11, "D")], Direction.ACROSS)
LAWN = Placement.of([(7, 7, "L"), (7, 8, "A"), (7, 9, "W"), (7, 10, "N")], Direction.ACROSS)
HEMS = Placement.of([(7, 8, "H"), (7, 9, "E"), (7, 10, "M"), (7, 11, "S")], Direction.ACROSS)


pytestmark = pytest.mark.usefixtures("data_dir")  # every test saves into its own folder


@dataclass
class Keyboard:
    """The hotseat rule as the shell keeps it (who last saw the table), recorded."""

    recap: Recap = field(default_factory=Recap)
    viewer: Hashable | None = None
    passed: int = 0

    def needs_curtain(self, person: Hashable, humans: int) -> bool:
        return humans > 1 if self.viewer is None else person != self.viewer

    def seen_by(self, person: Hashable) -> None:
        self.viewer = person

    def keyboard_passed(self) -> None:
        self.viewer = None
        self.passed += 1


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def table_of(session: Session) -> tuple[BoardTable, Keyboard]:
    keyboard = Keyboard(recap=session.recap)
    return BoardTable(session, keyboard), keyboard


def place(table: BoardTable, placement: Placement) -> None:
    """Type ``placement`` on the board as a person does: the cursor on its first
    square, the direction set, its letters typed."""
    first = placement.tiles[0]
    table.draft.set_cursor(first[0], first[1])
    if table.draft.direction is not placement.direction:
        table.draft.toggle_direction()
    for _r, _c, tile in placement.tiles:
        table.type_key(tile)


# ----------------------------------------------------------------- what comes next
def test_two_people_get_the_curtain_and_the_one_who_lifted_it_plays_on(data_dir):
    session = make_game(data_dir)
    table, keyboard = table_of(session)
    assert table.next_step() is Step.CURTAIN and table.curtain_up and not table.can_act
    call = table.curtain_call()
    assert call.person == "Ann" and call.team is None and call.undo_by is None
    table.lift_curtain()
    assert keyboard.viewer == "Ann" and not table.curtain_up and table.can_act
    assert table.next_step() is Step.PLAY  # still Ann at the keyboard: no curtain


def test_the_next_person_gets_the_curtain_after_a_move(data_dir):
    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    table.next_step()
    table.lift_curtain()
    place(table, GAZED)
    event = table.play()
    assert event.kind is EventKind.PLAY and session.game.scores == [36, 0]
    table.turn_done()
    assert table.draft.tiles == [] and table.draft.cursor == (7, 12)  # just past the play
    assert table.next_step() is Step.CURTAIN and table.curtain_call().person == "Bo"


def play_turn(table: BoardTable, placement: Placement) -> None:
    """The person on turn lifts the curtain, places ``placement`` and plays it."""
    table.next_step()
    table.lift_curtain()
    place(table, placement)
    table.play()
    table.turn_done()


def test_the_next_cursor_never_shows_where_the_last_person_looked(data_dir):
    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    play_turn(table, GAZED)
    table.next_step()
    table.lift_curtain()
    for _ in range(4):  # Bo looks around the top left corner, then passes
        table.draft.move_cursor(-1, -1)
    assert table.draft.cursor == (3, 8)
    table.pass_turn()
    table.turn_done()
    assert table.draft.cursor == (7, 12)  # past the last play, as everybody saw it, not 4I


def test_the_cursor_goes_before_a_word_that_ends_at_the_edge_and_follows_a_play_down(data_dir):
    session = make_game(data_dir, lexicon=AnyWord())
    table, _keyboard = table_of(session)
    play_turn(table, GAZED)  # Ann: 8H GAZED
    play_turn(table, Placement.of([(7, 12, "N"), (7, 13, "O"), (7, 14, "T")], Direction.ACROSS))  # Bo: 8H GAZEDNOT
    assert table.draft.cursor == (7, 6)  # the word ends at the edge: the square before it, 8G
    play_turn(table, Placement.of([(8, 8, "R"), (9, 8, "O")], Direction.DOWN))  # Ann: I8 ARO, through the A
    assert table.draft.cursor == (10, 8)  # past the play down, I11


def test_one_person_against_the_computer_needs_no_curtain_and_the_computer_moves(data_dir):
    session = make_game(data_dir)
    session.set_robot(1, "easy")
    table, _keyboard = table_of(session)
    assert table.next_step() is Step.PLAY
    table.lift_curtain()
    place(table, GAZED)
    table.play()
    table.turn_done()
    assert table.next_step() is Step.ROBOT and table.curtain_up
    turn = table.robot_turn()
    assert turn.seat == 1


def test_a_game_not_saved_goes_no_further_and_a_finished_game_shows_its_result(data_dir, monkeypatch):
    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    monkeypatch.setattr(type(session), "unsaved", property(lambda s: True))
    assert table.next_step() is Step.SAVE
    monkeypatch.undo()
    session.resign()
    assert table.next_step() is Step.OVER
    assert table.allowed("show_result") and not table.allowed("commit") and not table.allowed("pass_turn")


def test_a_play_open_to_challenge_comes_before_any_other_move(data_dir):
    session = make_game(data_dir, check="challenge")
    session.set_robot(1, "easy")
    table, _keyboard = table_of(session)
    table.lift_curtain()
    session.play(GAZED)
    table.turn_done()
    assert session.challenge_open and table.allowed("challenge")
    # the seat on turn is a robot, but the play must be answered first
    assert table.next_step() is Step.CHALLENGE


# ----------------------------------------------------------------- challenges
def test_robot_opponents_settle_the_challenge_window_alone(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), check="challenge", lexicon=AnyWord())
    mover = session.game.turn
    for seat in session.opponents(mover):
        session.set_robot(seat, "easy")
    table, _keyboard = table_of(session)
    session.play(LAWN)
    assert table.challenge_window() is None  # accepted by both computers (every word is good)
    assert not session.challenge_open and session.game.scores[mover] > 0


def test_a_person_among_the_opponents_is_asked(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), check="challenge", lexicon=AnyWord())
    person, robot = session.opponents(session.game.turn)
    session.set_robot(robot, "easy")
    table, keyboard = table_of(session)
    keyboard.viewer = session.person_on_turn()
    session.play(LAWN)
    ask = table.challenge_window()
    assert ask is not None and ask.answers == {robot: "accept"} and ask.challenger is None
    assert not session.is_robot(person)
    assert session.challenge_open  # nothing decided yet
    assert not table.challenge_closed("accepted") and keyboard.viewer is None  # the keyboard went round
    assert table.challenge_closed("undo")


def test_the_window_answers_go_to_the_table_and_are_saved(data_dir):
    """What the people at the window answer reaches the game through the table's
    intents, recorded in the save: a challenge of GAZED (a word) stands, then the next
    play is accepted."""
    session = make_game(data_dir, check="challenge")
    table, _keyboard = table_of(session)
    mover = session.game.turn
    session.play(GAZED)
    challenger = session.opponents(mover)[0]
    result = table.settle_challenge(challenger)
    assert result is not None and not result.upheld and not session.challenge_open
    assert session.saved.moves[-1].kind == "challenge"
    with pytest.raises(IllegalMoveError):
        table.settle_challenge(challenger)  # nothing is open to challenge any more
    assert table.settle_challenge(None) is None  # nothing open: nothing happens, nothing recorded
    assert session.saved.moves[-1].kind == "challenge"


def test_a_rack_arranged_by_hand_and_the_league_go_through_the_table(data_dir):
    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    seat = session.game.turn
    order = list(reversed(session.rack_order(seat)))
    table.arrange_rack(order)
    assert list(session.rack_order(seat)) == order
    assert table.league_end() is None  # the game goes on: nothing to record


# ----------------------------------------------------------------- take-backs
def test_no_take_back_under_rules_without_one(data_dir):
    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    session.play(GAZED)
    assert table.take_back_vote() is None
    call = table.curtain_call()
    assert call.undo_by is None and call.no_undo is not None and call.no_undo.code == "table.no-take-back"


def test_the_take_back_vote_asks_every_opponent_and_undoes_the_play(data_dir):
    session = make_game(data_dir, rules="palavras", seed=4, players=("Ann", "Bo", "Cy"), lexicon=AnyWord())
    session.set_robot(2, "easy")
    table, keyboard = table_of(session)
    session.play(HEMS)
    table.turn_done()
    assert table.curtain_call().undo_by == "Ann" and table.curtain_call().no_undo is None
    vote = table.take_back_vote()
    assert vote is not None
    assert (vote.mover, vote.move, vote.points) == ("Ann", "8I HEMS", 14)
    assert vote.voters == ["Bo", "Cy"] and vote.computers == ["Cy"] and vote.refused_by is None
    assert vote.people_vote
    table.take_back(vote)
    game = session.game
    assert game.board.is_empty and game.scores == [0, 0, 0] and game.turn == 0
    assert keyboard.passed == 1  # Bo answered: Ann's rack comes back behind the curtain
    assert table.take_back_vote() is None  # nothing left to take back
    with pytest.raises(ValueError):
        table.take_back(vote)


def test_a_play_taken_back_gives_the_tiles_back_in_the_players_order(data_dir):
    """A new player's rack EPOCIPM came back as EPCIPOM after a take-back: the played
    tiles went to the right end, as new tiles do."""
    session = make_game(data_dir, rules="palavras", seed=4, players=("Ann", "Bo"), lexicon=AnyWord())
    table, _keyboard = table_of(session)
    order = list(reversed(session.rack_order(0)))  # an order of Ann's own, not the engine's
    session.set_rack_order(0, order)
    session.play(HEMS)
    table.turn_done()
    vote = table.take_back_vote()
    assert vote is not None
    table.take_back(vote)
    assert session.rack_order(0) == order


def test_a_take_back_among_computers_is_told_without_a_curtain(data_dir):
    session = make_game(data_dir, rules="palavras", seed=4, players=("Ann", "Bo"), lexicon=AnyWord())
    session.set_robot(1, "easy")
    table, keyboard = table_of(session)
    session.play(HEMS)
    vote = table.take_back_vote()
    assert vote is not None and not vote.people_vote and vote.voters == ["Bo"] and vote.computers == ["Bo"]
    table.take_back(vote)
    assert keyboard.passed == 0 and session.game.board.is_empty


def test_a_robots_play_is_not_offered_for_a_take_back(data_dir):
    session = make_game(data_dir, rules="palavras", seed=4, players=("Ann", "Bo"), lexicon=AnyWord())
    session.set_robot(0, "easy")
    table, _keyboard = table_of(session)
    session.play(HEMS)
    assert table.take_back_vote() is None and table.curtain_call().undo_by is None


# ----------------------------------------------------------------- time
def test_the_time_out_is_a_pass_once_the_move_time_is_up(data_dir):
    session = make_game(data_dir, move_seconds=30)
    clock = Clock()
    session.now = clock
    table, keyboard = table_of(session)
    table.lift_curtain()
    place(table, GAZED)
    clock.t += 29
    assert table.clock_face().move_left == "0:01" and not table.time_up()
    clock.t += 2
    assert table.time_up()
    table.curtain_up = True
    assert not table.time_up()  # behind the curtain nobody's time is up
    table.curtain_up = False
    out = table.time_out()
    assert out.robot is None and out.event is not None and out.event.kind is EventKind.PASS
    assert table.draft.tiles == [] and session.game.turn == 1
    assert [m.code for m in keyboard.recap.unseen("Bo")][-1:] == ["recap.time-out"]


def test_the_time_out_is_played_by_the_computer_where_the_rules_say_so(data_dir):
    session = make_game(data_dir, move_seconds=30, on_timeout="play")
    table, _keyboard = table_of(session)
    table.lift_curtain()
    out = table.time_out()
    assert out.event is None and out.robot is not None and out.robot.timed_out
    assert session.game.history == []  # the computer's move is made later, by robot_moved


def test_the_clock_face_without_time_controls_is_empty_and_a_thinking_computer_stops_the_clock(data_dir):
    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    assert table.clock_face().clocks == () and not table.clock_running
    timed = make_game(data_dir, game_minutes=25, name="timed")
    timed_table, _ = table_of(timed)
    assert timed_table.clock_face().clocks == ("25:00", "25:00") and timed_table.clock_running
    timed_table.thinking = "Bo is thinking"
    assert not timed_table.clock_running


# ----------------------------------------------------------------- the computer's moves
def test_a_robot_move_is_made_and_a_stale_one_is_dropped(data_dir):
    session = make_game(data_dir)
    session.set_robot(0, "easy")
    table, _keyboard = table_of(session)
    turn = RobotTurn.start(session)
    choice = turn.choose(session.game)
    made = table.robot_moved(turn, choice)
    assert made is not None and made.event is not None and made.name == "Ann"
    assert len(session.game.history) == 1
    table.thinking = "still thinking"
    assert table.robot_moved(turn, choice) is None and table.thinking is None  # stale: nothing made
    assert len(session.game.history) == 1


def test_a_seat_taken_back_before_the_robot_moves_makes_nothing(data_dir):
    session = make_game(data_dir)
    session.set_robot(0, "easy")
    table, keyboard = table_of(session)
    turn = RobotTurn.start(session)
    assert table.set_seats({}) is False  # Ann's seat back to Ann: no computer on turn
    assert [m.code for m in keyboard.recap.unseen("Bo")][-1:] == ["recap.to-person"]
    made = table.robot_moved(turn, RobotChoice(None, "none"))
    assert made is not None and made.event is None and session.game.history == []


def test_handing_the_seat_on_turn_to_the_computer_starts_its_move(data_dir):
    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    table.lift_curtain()
    place(table, GAZED)
    assert table.set_seats({0: "easy"}) and table.draft.tiles == []


# ----------------------------------------------------------------- keys and marks
def test_keys_edit_the_draft_and_the_engine_refuses_a_bad_play(data_dir):
    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    table.lift_curtain()
    with pytest.raises(DraftError):
        table.type_key("Q")  # not on Ann's rack
    table.type_key("G")
    table.type_key("A")
    assert table.edit("take_back") is False and [t.tile for t in table.draft.tiles] == ["G"]
    with pytest.raises(IllegalMoveError):
        table.play()  # one tile off the start square
    assert session.game.history == []


def test_resign_and_annul_end_the_game(data_dir):
    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    table.end(annul=False)
    assert session.finished and not session.aborted and table.hidden
    other = make_game(data_dir, name="other")
    other_table, _ = table_of(other)
    other_table.end(annul=True)
    assert other.finished and other.aborted


def test_hint_marks_show_where_and_then_what_and_go_when_tiles_are_placed(data_dir):
    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    table.lift_curtain()
    hint = Hint(move=None, score=0, coordinate="", squares=(), text="", equity=0.0)
    assert table.hint_pressed()  # the first press starts a search
    assert not table.hint_pressed() and table.hint_asked == (0, 2)  # a second one is counted
    assert table.hint_found(0, hint) and table.hint_shown() == (hint, 2)
    assert table.board_marks() == {}  # no play: nothing to mark
    assert not table.hint_found(5, hint)  # a search of another turn shows nothing


def test_the_others_are_told_who_looked_at_a_hint_and_how_far_not_what_it_showed(data_dir):
    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    table.next_step()
    table.lift_curtain()
    hint = Hint(move=None, score=36, coordinate="8H", squares=(), text="GAZED", equity=36.0)
    table.hint_pressed()
    table.hint_pressed()  # a second press: the hint opens at its second step
    assert table.hint_found(0, hint)
    place(table, GAZED)
    table.play()
    table.turn_done()
    told = [(m.code, dict(m.fields)) for m in session.recap.unseen("Bo")]
    assert told[:2] == [
        ("recap.hint-square", {"player": "Ann"}),
        ("recap.play", {"player": "Ann", "word": "GAZED", "square": "8H", "score": 36}),
    ]
    assert "recap.hint-square" not in [m.code for m in session.recap.unseen("Ann")]  # she saw it herself
    table.next_step()
    table.lift_curtain()
    table.pass_turn()  # Bo asks for no hint: nothing is told about him
    table.turn_done()
    assert [m.code for m in session.recap.unseen("Ann")] == ["recap.pass"]


def test_a_hint_looked_at_is_still_told_after_the_game_is_resumed(data_dir):
    """The hint's line was added to the recap after the move was saved, so a game quit
    and resumed told Bo of Ann's play but no longer that she looked at a hint."""
    from lexitile.savegame import load_saved

    session = make_game(data_dir)
    table, _keyboard = table_of(session)
    table.next_step()
    table.lift_curtain()
    table.hint_pressed()
    assert table.hint_found(0, Hint(move=None, score=36, coordinate="8H", squares=(), text="GAZED", equity=36.0))
    place(table, GAZED)
    table.play()
    table.turn_done()
    resumed = Session.resume(load_saved(session.path), session.game.lexicon)
    assert [m.code for m in resumed.recap.unseen("Bo")][:2] == ["recap.hint-score", "recap.play"]


def test_the_allowed_keys_follow_the_table_options(data_dir):
    classic = make_game(data_dir, classic=True, name="classic")
    table, _keyboard = table_of(classic)
    assert not table.allowed("hint") and table.allowed("seats")
    pairs = make_game(data_dir, ("Ann", "Bo", "Cy", "Di"), pairs=True, name="pairs")
    pairs_table, _ = table_of(pairs)
    assert pairs_table.allowed("hint") and not pairs_table.allowed("seats")
    assert not pairs_table.allowed("challenge") and pairs_table.allowed("commit")


def test_enter_shows_the_curtain_answers_the_challenge_then_plays(data_dir):
    session = make_game(data_dir, check="challenge")
    table, _keyboard = table_of(session)
    assert table.enter() is Enter.CURTAIN
    table.lift_curtain()
    assert table.enter() is Enter.NO_TILES
    table.thinking = "Bo is thinking"
    assert table.enter() is Enter.IGNORED
    table.thinking = None
    place(table, GAZED)
    assert table.enter() is Enter.PLAY
    table.play()
    table.turn_done()
    table.next_step()
    table.lift_curtain()
    assert table.enter() is Enter.CHALLENGE  # Bo answers Ann's play before playing
    session.accept()
    session.resign()
    assert table.enter() is Enter.RESULT


def test_enter_waits_for_the_word_list(data_dir):
    session = make_game(data_dir, lexicon=None)
    table, _keyboard = table_of(session)
    table.lift_curtain()
    table.type_key("G")
    assert table.enter() is Enter.LOADING


def test_every_other_person_votes_on_annulling_and_computers_do_not(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy"))
    robot_seat = (session.game.turn + 1) % 3
    session.set_robot(robot_seat, "easy")
    table, _keyboard = table_of(session)
    proposer, voters = table.annul_voters()
    assert proposer == session.person_on_turn()
    robot = session.game.players[robot_seat]
    assert sorted([proposer, *voters]) == sorted(set(session.game.players) - {robot})
    assert proposer not in voters
