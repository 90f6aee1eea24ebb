"""The table services a screen calls, tested without an app: robot turns and their
seeds, the robots' answer to a play open to challenge, hint notes, quick mode's draft,
and the time per move."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.games.crossword.engine.quickmode import Hint
from lexitile.games.crossword.rules.events import EventKind
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.play.hints import hint_note, note_hint
from lexitile.play.quick_mode import draft_of_move, quick_placements
from lexitile.play.robot_turns import TIMEOUT, RobotChoice, RobotTurn, robot_answers, robot_seed
from lexitile.play.table_options import GameOptions
from lexitile.savegame import load_saved

#: Short words enough for robots to play (upper case, as the engine asks).
WORDS = frozenset(
    """AA AB AD AE AG AH AI AL AM AN AR AS AT AW AX AY BA BE BI BO BY DA DE DO ED EF EH EL EM EN ER ES
    EX FA FE GO HA HE HI HM HO ID IF IN IS IT JO KA KI LA LI LO MA ME MI MO MU MY NA NE NO NU OD OE
    OF OH OI OM ON OP OR OS OW OX OY PA PE PI QI RE SH SI SO TA TI TO UH UM UN UP US UT WE WO XI XU
    YA YE YO ZA ZAG ZED ZOO ZONE ZONED GAZED DOG GOD NOD RAG RAT TAR ART ORE ROE TOE DOE ODE RED""".split()
)


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path))
    return tmp_path


def new_session(folder: Path, robots=None, seed=1, rules="mattel", **options) -> Session:
    setup = GameSetup(
        ("Ann", "Bo"), rules=rules, lexicon="test-words", seed=seed, options=GameOptions(**options), robots=robots or {}
    )
    return Session.start(setup, WORDS, path=folder / "games" / "game.json")


# --------------------------------------------------------------------------- robot turns
def test_robot_seeds_follow_the_game_seed_and_the_move():
    assert robot_seed(1, 0) == 7919 and robot_seed(1, 3) == 7922
    assert robot_seed(2**31, 5) == (2**31 * 7919 + 5) % 2**32  # 32 bits


def test_a_robot_turn_is_chosen_and_made_through_the_session(folder):
    session = new_session(folder, robots={"Ann": "easy"})
    turn = RobotTurn.start(session)
    assert (turn.seat, turn.at, turn.level, turn.seed) == (0, 0, "easy", robot_seed(session.saved.seed, 0))
    choice = turn.choose(session.game)
    assert choice.move is not None and choice.problem == ""
    again = RobotTurn.start(session).choose(session.game)
    assert again == choice  # same seed, same game: the same move
    event = turn.make(session, choice)
    assert event.kind is not None and len(load_saved(session.path).moves) == 1
    assert turn.stale(session)  # the game moved on


def test_a_robot_without_a_move_passes_with_a_note(folder):
    session = new_session(folder, robots={"Ann": "easy"})
    turn = RobotTurn.start(session)
    event = turn.make(session, RobotChoice(None, "the word list is still loading"))
    assert event.kind is EventKind.PASS
    assert session.saved.notes[0] == "the computer could not play: the word list is still loading"


def test_a_seat_given_back_while_the_robot_thinks(folder):
    session = new_session(folder, robots={"Ann": "easy"})
    turn = RobotTurn.start(session)
    session.set_robot(0, None)
    assert turn.seat_taken_back(session) and not turn.stale(session)
    timed = RobotTurn.for_time_out(session)
    assert timed.level == TIMEOUT and timed.timed_out and not timed.seat_taken_back(session)
    assert timed.note == "time ran out: the computer played for Ann"


def test_robots_settle_a_play_only_when_no_person_must_answer(folder):
    session = new_session(folder, robots={"Bo": "easy"}, check="challenge")
    session.play(session.game.parse_play("8H", "ZA"))  # words are judged by challenge
    assert session.challenge_open
    said = robot_answers(session)
    assert said.opponents == (1,) and said.answers == {1: "accept"} and said.challenger is None
    assert said.settle(session) and not session.challenge_open  # the only opponent, a robot, accepted
    assert load_saved(session.path).moves[-1].kind == "accept"


# --------------------------------------------------------------------------- hints
def test_hint_notes_say_what_was_seen_and_replace_the_earlier_step(folder):
    session = new_session(folder)
    found = Hint(None, 36, "8H", ((7, 7),), "8H ZA", 36.0)
    assert hint_note(found, 1, "Ann") == "hint 1: Ann saw that there is no play"
    with_move = Hint(object(), 36, "8H", ((7, 7),), "8H ZA", 36.0)  # type: ignore[arg-type]
    assert hint_note(with_move, 1, "Ann") == "hint 1: Ann saw the best play's score (36)"
    assert hint_note(with_move, 2, "Ann") == "hint 2: Ann saw the best play's score and position (36 at 8H)"
    assert hint_note(with_move, 9, "Ann") == "hint 3: Ann saw the best play (8H ZA 36)"
    assert note_hint(session, with_move, 1) == 1
    assert note_hint(session, with_move, 4) == 3
    assert load_saved(session.path).notes[0] == "hint 3: Ann saw the best play (8H ZA 36)"


# --------------------------------------------------------------------------- quick mode
def test_quick_mode_drafts_a_placement_from_the_rack_slots(folder):
    session = new_session(folder, seed=1)  # Ann: ERZAGDO
    result = quick_placements(session, "gazed")
    assert result.moves, result.detail
    move = result.moves[0]
    rack = session.rack_order(0)
    draft = draft_of_move(15, 15, rack, move)
    assert draft is not None and draft.placement().tiles == move.tiles
    assert sorted(rack[t.slot] for t in draft.tiles) == sorted("GAZED")
    assert draft_of_move(15, 15, ["Q"] * 7, move) is None  # the rack does not hold the tiles


def test_quick_mode_under_challenge_rules_shows_shapes_not_words(folder):
    session = new_session(folder, seed=1, check="challenge")  # Ann: ERZAGDO
    assert not session.word_box_checks
    shaped = quick_placements(session, "dzg")  # no word, but the rack holds the letters
    assert shaped.moves and {"".join(sorted(t for _r, _c, t in m.tiles)) for m in shaped.moves} == {"DGZ"}


# --------------------------------------------------------------------------- clocks
def test_the_time_per_move_is_up_by_the_session_clock(folder):
    session = new_session(folder, move_seconds=30)
    now = [100.0]
    session.now = lambda: now[0]
    session.start_turn()
    assert not session.move_time_up()
    now[0] += 29.5
    assert not session.move_time_up()
    now[0] += 0.5
    assert session.move_time_up()
    assert not session.time_out_needs_robot  # Mattel: a timed-out move is a pass
    kreuzwort = new_session(folder / "k", rules="kreuzwort", move_seconds=30)
    assert kreuzwort.time_out_needs_robot  # Kreuzwort: the game plays for the player


# --------------------------------------------------------------------------- challenge window
def test_the_challenge_window_counts_answers_and_time(folder):
    from lexitile.play.challenge_window import ChallengeAnswers

    setup = GameSetup(("Ann", "Bo", "Cy"), rules="palavras", lexicon="test-words", seed=1)
    session = Session.start(setup, WORDS, path=folder / "games" / "three.json")
    assert session.game.rules.challenge_seconds == 10  # Palavras Cruzadas: ten seconds to answer
    game = session.game
    mover = game.turn
    session.play(game.parse_play("8H", game.rack[0] + game.rack[1]))  # judged only when challenged
    first, second = (mover + 1) % 3, (mover + 2) % 3
    window = ChallengeAnswers(session, {second: "accept"}, now=50.0)
    assert window.opponents == [first, second] and window.undecided() == [first]
    assert window.first_undecided() == first
    assert window.seconds_left(55.0) == 5.0 and not window.time_up(59.9) and window.time_up(60.0)
    assert window.accept(first) and window.undecided() == []
    mattel = new_session(folder / "m", check="challenge")
    mattel.play(mattel.game.parse_play("8H", "ZA"))
    untimed = ChallengeAnswers(mattel, now=0.0)
    assert untimed.deadline is None and untimed.seconds_left(1e9) is None and not untimed.time_up(1e9)


def test_a_computer_player_never_asks_for_a_take_back(folder):
    """Palavras Cruzadas lets the player who just played ask to take it back; a robot's
    play is not offered (the people at the keyboard could otherwise ask in its name)."""
    setup = GameSetup(("Ann", "Cy"), rules="palavras", lexicon="test-words", seed=2, robots={"Cy": "easy"})
    session = Session.start(setup, WORDS, path=folder / "games" / "undo.json")
    game = session.game
    seat = game.turn
    session.play(game.parse_play("8H", game.rack[0] + game.rack[1]))
    assert session.can_undo() is (not session.is_robot(seat))
    session.set_robot(seat, None if session.is_robot(seat) else "easy")  # the other way round
    assert session.can_undo() is (not session.is_robot(seat))
