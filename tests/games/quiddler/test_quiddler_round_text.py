"""The round's score sheet says why a bonus went to nobody (a tie, between whom)."""

from __future__ import annotations

from quiddler_helpers import DECK, meld

from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.scoring import score_round
from lexitile.i18n import set_ui_language
from lexitile.tui.quiddler.screens import round_lines

PLAYERS = ("Ann", "Bob", "Cy")


def test_a_tie_names_who_tied_and_at_what() -> None:
    # Ann CAT and Cy TEA tie at 3 letters; all three tie at one word
    result = score_round(DECK, TableOptions(), [[meld("CAT")], [meld("AT")], [meld("TEA")]], [[], [], []], [0, 0, 0])
    lines = round_lines(result, PLAYERS, 8)
    assert lines[-2:] == [
        "No longest-word bonus: Ann and Cy tie at 3 letters",
        "No most-words bonus: Ann, Bob and Cy tie at 1 word",
    ]


def test_no_words_no_bonuses_and_a_won_bonus_adds_no_line() -> None:
    result = score_round(DECK, TableOptions(), [[], []], [["A"], ["E"]], [0, 0])
    assert round_lines(result, PLAYERS[:2], 8)[-1] == "No bonuses: nobody laid a word"
    won = score_round(DECK, TableOptions(), [[meld("CAT"), meld("AT")], [meld("THING")]], [[], []], [0, 0])
    assert not any(line.startswith("No ") for line in round_lines(won, PLAYERS[:2], 8))


def test_the_tie_line_in_german() -> None:
    result = score_round(DECK, TableOptions(), [[meld("CAT")], [meld("TEA")]], [[], []], [0, 0])
    set_ui_language("de")
    try:
        lines = round_lines(result, PLAYERS[:2], 8)
    finally:
        set_ui_language("en")
    assert "Kein Bonus für das längste Wort: Ann und Bob liegen mit 3 Buchstaben gleichauf" in lines


def test_three_names_are_listed_with_commas() -> None:
    """'Ann and Bo and Robo tie' read oddly (a tester): a list of three is A, B and C."""
    from lexitile.i18n import set_ui_language
    from lexitile.play.quiddler import join_and

    assert join_and(["Ann"]) == "Ann"
    assert join_and(["Ann", "Bo"]) == "Ann and Bo"
    assert join_and(["Ann", "Bo", "Robo"]) == "Ann, Bo and Robo"
    set_ui_language("de")
    try:
        assert join_and(["Ann", "Bo", "Robo"]) == "Ann, Bo und Robo"
    finally:
        set_ui_language("en")


def test_the_sheets_head_and_bonus_lines_are_messages() -> None:
    from lexitile.core.message import Message
    from lexitile.play.quiddler_table import bonus_messages, round_head

    result = score_round(
        DECK, TableOptions(), [[meld("CAT")], [meld("AT")], [meld("TEA")]], [[], [], []], [0, 0, 0], number=3,
        hand_size=5, went_out=1,
    )  # fmt: skip
    assert round_head(result, PLAYERS, 8) == [
        Message("quiddler.round.title", {"number": 3, "rounds": 8, "cards": 5}),
        Message("quiddler.round.went-out", {"name": "Bob"}),
    ]
    longest, most = bonus_messages(result, PLAYERS)
    assert (longest.code, longest["count"]) == ("quiddler.round.longest-tie", 3)
    assert longest["names"] == Message("quiddler.table.and", {"first": "Ann", "second": "Cy"})
    assert (most.code, most["count"]) == ("quiddler.round.most-tie", 1)
    assert most["names"] == Message("quiddler.table.and", {"first": "Ann, Bob", "second": "Cy"})
