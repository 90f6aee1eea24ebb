"""The Quiddler table's turn flow without Textual (:mod:`lexitile.play.quiddler_table`):
what each key may do when, what the entry box's text does, whose turn is next, the
turn timer, and the word check's dictionary rule; every line a Message."""

from __future__ import annotations

from quiddler_helpers import DECK, WORDS, StackedGame, setup, stack

from lexitile.core.message import Message
from lexitile.games.quiddler.robots import Robot
from lexitile.games.quiddler.solver import Solver, WordIndex
from lexitile.play.quiddler import QuiddlerSession
from lexitile.play.quiddler_table import Entry, QuiddlerTable, Step, face_up

ROUND1 = stack(DECK, [["T", "E", "N"], ["C", "A", "T"], ["Q", "X", "Z"]], dealer=0, turn_up="V", stock_top=["S", "J"])


def new_table(timeout: float | None = None) -> QuiddlerTable:
    index = WordIndex.from_words(WORDS)
    game = StackedGame(setup(("Ann", "Bob", "Cy")), WORDS, {0: ROUND1})
    factory = lambda: Robot(Solver(index, DECK))  # noqa: E731
    return QuiddlerTable(QuiddlerSession(game, {2: factory()}, robot_factory=factory), timeout)


def codes(message: Message | None) -> tuple[str, dict] | None:
    return None if message is None else (message.code, dict(message.fields))


def test_keys_are_offered_only_when_they_do_something() -> None:
    t = new_table()
    assert t.next_step() is Step.PERSON and t.game.current == 1  # Bob, behind the curtain
    assert not t.allowed("draw") and t.hand() == Message("quiddler.table.hand-hidden")
    t.hidden = False  # Bob lifted the curtain
    assert t.allowed("draw") and not t.allowed("unstage") and t.allowed("robot_seat")
    assert not t.allowed("seats_back")  # nobody has handed a seat over
    t.session.draw("stock")
    assert not t.allowed("draw")
    assert t.enter("cat").kind is Entry.STAGED
    assert t.allowed("unstage")
    assert codes(t.staged()) == ("quiddler.table.staged", {"words": "CAT 13"})
    assert codes(t.hand()) == ("quiddler.table.hand", {"name": "Bob", "cards": "S 3"})


def test_the_entry_box_sets_words_aside_refuses_and_ends_the_turn() -> None:
    t = new_table()
    t.next_step()
    t.hidden = False
    assert t.enter("cat").kind is Entry.NOTHING  # not drawn yet: the box takes nothing
    t.session.draw("stock")
    refused = t.enter("tac")
    assert refused.kind is Entry.REFUSED and refused.refusal is not None
    assert codes(refused.refusal.message) == ("quiddler.not-a-word", {"word": "TAC"})
    assert t.enter("cat").kind is Entry.STAGED
    ended = t.enter("-s")
    assert ended.kind is Entry.ENDED and ended.report is not None and ended.report.ended_turn
    assert t.hidden  # the next hand waits for its curtain
    assert t.next_step() is Step.ROBOT and t.busy  # Cy's last turn


def test_the_word_check_has_no_dictionary_during_ones_own_turn() -> None:
    t = new_table()
    t.next_step()
    t.hidden = False
    t.session.draw("stock")
    own = t.check("tac")  # no word, but the check does not say so
    assert own.ok is None and codes(own.message) == ("quiddler.check.ways", {"word": "TAC", "ways": ("TAC 13",)})
    assert codes(t.check_note()) == ("quiddler.check.off", {})
    t.enter("cat")
    t.enter("-s")
    assert t.next_step() is Step.ROBOT
    # a robot plays: the check looks words up, with no hand
    assert codes(t.check_note()) == ("quiddler.check.robot-playing", {"name": "Cy"})
    assert codes(t.check("tac").message) == ("quiddler.not-a-word", {"word": "TAC"})
    assert codes(t.check("ten").message) == ("quiddler.check.is-word", {"word": "TEN"})


def test_the_status_says_the_last_turn_first_and_the_words_face_up() -> None:
    t = new_table()
    t.next_step()
    t.hidden = False
    t.session.draw("stock")
    t.enter("cat")
    t.enter("-s")
    status = t.status()
    assert status.code == "quiddler.table.last-turn" and status["name"] == "Bob"
    assert status["line"].code == "quiddler.table.status"  # type: ignore[union-attr]
    up = face_up(t.game)
    assert up == Message(
        "quiddler.table.face-up", {"seats": (Message("quiddler.table.went-out-with", {"name": "Bob", "words": "CAT"}),)}
    )


def test_a_turn_timer_counts_only_for_the_turn_it_was_set_for() -> None:
    t = new_table(timeout=30)
    t.next_step()
    t.hidden = False
    token = t.session.turn_token()
    t.session.draw("stock")
    assert not t.turn_timed_out((token[0], token[1], 2))  # another seat's turn
    assert t.turn_timed_out(token) and t.busy and t.hidden  # a robot plays Bob's turn now
    assert not t.turn_timed_out(token)  # once


def test_without_robots_there_is_no_turn_timer() -> None:
    game = StackedGame(setup(("Ann", "Bob")), WORDS)
    assert QuiddlerTable(QuiddlerSession(game), turn_timeout=5).turn_timeout is None
