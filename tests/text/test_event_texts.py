"""The history breakdown and the curtain's last-turn line as messages: made from the
engine's own events, asserted by code and fields; English as the screens always showed
it, German and Portuguese translated with the names, moves and numbers kept."""

from __future__ import annotations

from lexitile.core.message import Message
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.event_messages import event_lines, last_move
from lexitile.games.crossword.rules.game import Game
from lexitile.play.table_options import GameOptions
from lexitile.text.render import english, render

NAMES = ["Ann", "Bo"]


def wrong_challenge_game() -> Game:
    rules = GameOptions(check="challenge").apply(load_rules("tournament"))
    g = Game(rules, ["a", "b"], seed=1, lexicon={"GAZED"}, first_player=0)
    g.play_notation("8H", "GAZED")
    g.challenge(1)  # valid: Bo loses the turn
    return g


def test_a_lost_turn_is_worded_from_the_engines_note():
    g = wrong_challenge_game()
    lost = g.history[-1]
    assert last_move(lost, NAMES) == Message("event.last-lost-turn", {"name": "Bo"})
    lines = event_lines(lost, NAMES)
    assert [m for _, m, _ in lines] == [Message("event.passed", {"name": "Bo"}), Message("note.turn-lost")]
    assert [f"{a}{english(m)}{b}" for a, m, b in lines] == ["Bo passed  +0", "  (turn lost: wrong challenge)"]
    for lang in ("de", "pt_BR"):
        text = render(last_move(lost, NAMES), lang)
        assert "Bo" in text and text != "Bo lost the turn (wrong challenge)."


def test_a_play_keeps_its_arithmetic_as_written():
    g = wrong_challenge_game()
    play = g.history[0]
    message = last_move(play, NAMES)
    assert message == Message("event.last-played", {"name": "Ann", "move": "8H GAZED", "score": 36})
    head, *items = event_lines(play, NAMES)
    assert head == ("", Message("event.as-written", {"text": "Ann: 8H GAZED"}), "  +36")
    assert [english(m) for _, m, _ in items] == ["GAZED: (2+1+10+1+2x2)x2 = 36"]
    assert render(message, "de") != english(message) and "8H GAZED" in render(message, "de")
