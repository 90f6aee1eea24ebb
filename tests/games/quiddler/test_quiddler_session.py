"""The table session without Textual: word check, setting words aside, finishing a
turn (discard, go out, last turn), saving."""

from __future__ import annotations

import pytest
from quiddler_helpers import DECK, WORDS, StackedGame, meld, setup, stack

from lexitile.core.message import Message
from lexitile.games.quiddler.actions import Discard, GoOut, LastTurn
from lexitile.games.quiddler.errors import IllegalActionError, QReason, WordEntryError
from lexitile.play.quiddler import QuiddlerSession, WordCheck
from lexitile.play.quiddler_table import status_message
from lexitile.text.render import english

ROUND1 = stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "T", "E"])


def session(**kwargs) -> QuiddlerSession:
    return QuiddlerSession(StackedGame(setup(), WORDS, {0: ROUND1}), **kwargs)


def verdict(check: WordCheck) -> tuple[bool | None, str | None, dict]:
    return check.ok, check.message and check.message.code, dict(check.message.fields) if check.message else {}


def test_word_check_messages() -> None:
    s = session()
    s.draw("stock")  # C A T S
    assert s.check_word("") == WordCheck(True, None)
    assert verdict(s.check_word("cats")) == (True, "quiddler.check.ways", {"word": "CATS", "ways": ("CATS 16",)})
    assert verdict(s.check_word("tac")) == (False, "quiddler.not-a-word", {"word": "TAC"})
    assert verdict(s.check_word("-s")) == (True, "quiddler.check.discard", {"card": "S"})
    assert verdict(s.check_word("-q")) == (False, "quiddler.check.no-card", {"card": "Q"})
    s.stage("cat")
    # the card is in a word set aside: ctrl+z helps
    assert verdict(s.check_word("-a")) == (False, "quiddler.check.card-in-word", {"card": "A"})
    assert english(s.check_word("-a").message) == "A is in a word set aside: take it back with ctrl+z"


def test_without_the_dictionary_the_check_tells_cards_and_points_only() -> None:
    s = session()
    s.draw("stock")
    # TAC is no word, but during one's own turn the check does not say so
    assert verdict(s.check_word("tac", dictionary=False)) == (
        None,
        "quiddler.check.ways",
        {"word": "TAC", "ways": ("TAC 13",)},
    )
    assert verdict(s.check_word("quiz", dictionary=False))[:2] == (False, "quiddler.missing-letters")
    # no hand at all: the pass screen's look-up
    assert verdict(s.look_up("(QU)IT")) == (True, "quiddler.check.is-word", {"word": "QUIT"})
    assert verdict(s.look_up("tac")) == (False, "quiddler.not-a-word", {"word": "TAC"})


def test_ctrl_z_is_offered_only_when_the_card_is_in_a_word_set_aside() -> None:
    s = session()
    s.draw("stock")
    s.stage("cat")
    with pytest.raises(IllegalActionError) as err:
        s.finish("q")  # no Q in the hand at all
    assert (err.value.message.code, dict(err.value.message.fields)) == (
        "quiddler.card-not-in-hand", {"name": "Bob", "card": "Q"},
    )  # fmt: skip
    assert "ctrl+z" not in english(err.value.message)
    with pytest.raises(IllegalActionError) as err:
        s.finish("a")
    assert err.value.message.code == "quiddler.no-free-card" and "ctrl+z" in english(err.value.message)


def test_must_draw_before_setting_words_aside() -> None:
    s = session()
    with pytest.raises(IllegalActionError) as err:
        s.stage("cat")
    assert err.value.reason is QReason.MUST_DRAW_FIRST


def test_words_aside_that_do_not_go_out_stay_in_the_hand() -> None:
    s = session()
    s.draw("stock")  # C A T S
    s.stage("at")
    assert s.free_cards() == ["C", "S"]
    outcome = s.finish("c")
    assert outcome.ended_turn and outcome.message == Message(
        "quiddler.log.discarded-kept", {"name": "Bob", "card": "C"}
    )
    assert english(outcome.message) == "Bob discarded C (the words set aside stay in the hand)"
    assert s.game.actions[-1] == Discard("C") and s.staged == []
    assert s.game.went_out is None


def test_going_out_and_the_last_turn() -> None:
    s = session()
    s.draw("stock")
    assert s.stage("cat").options == (meld("CAT"),)
    with pytest.raises(IllegalActionError) as err:
        s.finish("a")  # A is in a word
    assert err.value.reason is QReason.CARD_NOT_IN_HAND
    with pytest.raises(WordEntryError):
        s.stage("at")  # its cards are taken
    outcome = s.finish("s")
    assert outcome.message == Message("quiddler.log.went-out", {"name": "Bob", "words": "CAT", "card": "S"})
    assert s.game.actions[-1] == GoOut((meld("CAT"),), "S")
    s.draw("stock")  # Ann: T
    s.stage("quit")
    outcome = s.finish("X")
    assert s.game.actions[-1] == LastTurn((meld("(QU)IT"),), "X")
    assert outcome.message == Message("quiddler.log.laid-down", {"name": "Ann", "words": "(QU)IT", "card": "X"})
    assert english(outcome.message) == "Ann laid down (QU)IT and discarded X"
    assert [r.number for r in outcome.rounds] == [1]
    status = status_message(s.game)
    assert (status.code, status["round"], status["cards"], status["dealer"], status["name"]) == (
        "quiddler.table.status", 2, 4, "Bob", "Ann",
    )  # fmt: skip
    assert status["todo"] == Message("quiddler.table.todo-draw")


def test_unstage_returns_the_last_word() -> None:
    s = session()
    s.draw("stock")
    s.stage("at")
    assert s.unstage() == meld("AT")
    assert s.unstage() is None
    assert s.free_cards() == ["A", "C", "S", "T"]


def test_saved_after_every_turn_and_failures_are_logged(tmp_path) -> None:
    path = tmp_path / "g.qdl"
    s = session(save_path=path, lexicon_spec="test")
    s.draw("stock")
    s.finish("s")
    assert path.read_text().splitlines()[-1] == "Bob: discard S"
    blocker = tmp_path / "file"
    blocker.write_text("x")
    s2 = session(save_path=blocker / "g.qdl")
    s2.draw("stock")
    s2.finish("s")
    assert any(m.code == "quiddler.log.save-failed" for m in s2.log)


def test_a_seat_handed_to_a_robot_comes_back_and_is_saved(tmp_path) -> None:
    from lexitile.games.quiddler.game import Game
    from lexitile.games.quiddler.record import parse_record
    from lexitile.games.quiddler.storage import load_deck

    path = tmp_path / "g.qdl"
    s = QuiddlerSession(Game(setup(("Ann", "Bob"))), save_path=path, robot_factory=object)
    s.take_seat()
    (seat,) = s.robots
    assert parse_record(path.read_text(), load_deck).robots == (seat,)
    assert s.give_seats_back() == [s.game.players[seat]]
    assert s.robots == {} and s.handed == set()
    assert parse_record(path.read_text(), load_deck).robots == ()
    assert s.give_seats_back() == []


def test_a_stock_draw_is_saved_at_once_and_not_named_in_the_log(tmp_path) -> None:
    from lexitile.games.quiddler.game import Game, Phase
    from lexitile.games.quiddler.record import parse_record
    from lexitile.games.quiddler.storage import load_deck

    path = tmp_path / "g.qdl"
    s = QuiddlerSession(Game(setup(("Ann", "Bob"))), save_path=path)
    before = list(s.game.hand())
    s.draw("stock")
    card = next(c for c in s.game.hand() if s.game.hand().count(c) > before.count(c))
    assert parse_record(path.read_text(), load_deck).replay().phase is Phase.FINISH
    assert s.log[-1] == Message("quiddler.log.drew-stock", {"name": s.current_name})
    assert s.log_lines(1, "en") == [f"{s.current_name} drew from the stock"]
    assert card not in s.log_lines(1, "en")[0].split()
