"""The Crosswise rules as the table shows them (rule text 001, BrettspielWelt): a six
alike is the win, not a total, outside ``sumof``; in ``sumof`` it counts 9 in the sum;
the played action tiles are named where they are counted, with what each does; the
teams are named by colour with their lines; three players choose the lone player.

Each test asserts the table's Messages (codes and exact fields); a few check the
wording once per language.
"""

from __future__ import annotations

import asyncio

import pytest
from crosswise_helpers import BSW_EXAMPLE, position

from league_offer import answer_profile_offer
from lexitile.core.message import Message
from lexitile.games.crosswise.board import Side, parse_square
from lexitile.games.crosswise.files import load_components, rules_card
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.moves import PlaceTile
from lexitile.games.crosswise.outcome import EndReason, SideResult
from lexitile.games.crosswise.table import MatchKind, MatchRule, TableRules
from lexitile.play import crosswise_messages as msg
from lexitile.play.crosswise import Session
from lexitile.play.crosswise_table import CrosswiseTable
from lexitile.play.recap import Recap
from lexitile.text.render import render

COMPS = load_components()

#: Column C holds five suns (C1-C5); a sun on C6 makes six alike for Orange (columns).
#: Rows: every other row scores nothing but row 6 after the sun (nothing either).
FIVE_SUNS = """
..O...
..O...
..O...
..O...
..O...
......
"""


class Keys:
    """A hotseat stand-in: one person, never a curtain (the rule itself is the
    shell's and is tested there)."""

    def __init__(self) -> None:
        self.recap = Recap()

    def needs_curtain(self, person, humans) -> bool:
        return False

    def seen_by(self, person) -> None:
        pass

    def keyboard_passed(self) -> None:
        pass


def table_at(game, rule: str = "single", players=("Ann", "Bo")) -> CrosswiseTable:
    match = Match(COMPS, list(players), rule=MatchRule.from_text(rule), seed=1)
    match.games[-1] = game
    return CrosswiseTable(Session(match, {}, path=None), Keys())


def play_sun_on_c6(table: CrosswiseTable) -> None:
    table.due()
    table.slot(0)
    assert table.choose(parse_square("C6"))
    assert table.game.is_over


def test_a_six_outside_sumof_is_the_win_with_its_line_and_no_totals():
    table = table_at(position(FIVE_SUNS, hands=["sun", "cross"]), rule="match 2")
    play_sun_on_c6(table)
    result = table.game_over()
    assert result[0] == Message(
        "crosswise.table.won-six",
        {
            "colour": Message("crosswise.table.colour-columns"),
            "line": msg.line(table.game.side_result.six_line),
            "players": ("Ann",),
        },
    )
    assert result[0]["line"] == Message("crosswise.table.column", {"label": "C"})
    assert not any(m.code in ("crosswise.table.six-in-sum", "crosswise.table.score") for m in result)
    assert render(result[0], "en") == "Orange wins: six alike in column C (Ann)."
    assert render(result[0], "de") == "Orange gewinnt: sechs gleiche in Spalte C (Ann)."
    # the standing of the match counts the victory
    assert result[1] == Message("crosswise.table.standing-match", {"columns": 1, "rows": 0, "n": 2})
    assert render(result[1], "en") == "Orange (columns) 1 – Green (rows) 0 (match 2)"


def test_in_a_sumof_match_the_six_counts_9_in_the_sum():
    table = table_at(position(FIVE_SUNS, hands=["sun", "cross"]), rule="sumof 2")
    play_sun_on_c6(table)
    result = table.game_over()
    assert result[0].code == "crosswise.table.won-six"
    # column C six alike = 9; every row holds one tile = 0; Green has 0
    assert result[1] == Message("crosswise.table.six-in-sum", {"points": 9, "score": msg.score(9, 0)})
    assert render(result[1], "en") == (
        "In this sumof match the six counts 9 in the sum: Orange (columns) 9 – Green (rows) 0."
    )
    assert result[2] == Message("crosswise.table.standing-sumof", {"columns": 9, "rows": 0, "done": 1, "n": 2})
    assert render(result[2], "en") == "Orange (columns) 9 – Green (rows) 0 after 1 of 2 (sumof 2)"


def test_a_game_won_on_points_names_the_teams_by_colour_and_direction():
    # the BrettspielWelt worked example: rows 22, columns 24 (rule text 001)
    game = position(BSW_EXAMPLE, hands=["mover", "remover"])
    assert game.totals()[Side.ROWS] == 22 and game.totals()[Side.COLUMNS] == 24
    outcome = SideResult(EndReason.FULL, Side.COLUMNS, 24, 22)
    lines = msg.outcome(game, outcome, MatchKind.SINGLE, COMPS.six_alike)
    assert lines == [
        Message("crosswise.table.end-full"),
        Message(
            "crosswise.table.won-points",
            {"colour": Message("crosswise.table.colour-columns"), "players": ("Ann",), "score": msg.score(24, 22)},
        ),
    ]
    assert render(lines[1], "en") == "Orange wins on points (Ann): Orange (columns) 24 – Green (rows) 22."
    assert render(lines[1], "de") == "Orange gewinnt nach Punkten (Ann): Orange (Spalten) 24 – Grün (Reihen) 22."


def test_played_action_tiles_are_named_where_counted_and_each_is_explained():
    game = position(FIVE_SUNS, hands=["sun", "cross"], played={"mover": 1, "swapper": 2})
    counts = msg.action_counts(game)
    assert [(m["glyph"], m["tile"], m["n"], m["copies"]) for m in counts] == [
        ("✖", "remover", 0, 3),
        ("↦", "mover", 1, 3),
        ("⇄", "swapper", 2, 3),
        ("⇅", "replacer", 0, 3),
    ]
    assert [render(m, "en") for m in counts] == ["✖ remover 0/3", "↦ mover 1/3", "⇄ swapper 2/3", "⇅ replacer 0/3"]
    assert render(counts[1], "de") == "↦ Schieber 1/3"
    key = [render(m, "en") for m in msg.action_key(COMPS)]
    assert key == [
        "✖ remover: take one tile off the board into your hand",
        "↦ mover: move one board tile to any empty square",
        "⇄ swapper: exchange the places of two board tiles",
        "⇅ replacer: exchange a board tile with a symbol from your hand",
    ]
    assert all(render(m, "de") != render(m, "en") for m in msg.action_key(COMPS))
    # the key under the board: each sign in a few words, in the order of the counts
    signs = msg.sign_key(COMPS)
    assert [m["glyph"] for m in signs] == ["✖", "↦", "⇄", "⇅"]
    assert render(signs[2], "en") == "⇄ swaps two board tiles"
    assert render(signs[2], "de") == "⇄ tauscht zwei Steine auf dem Brett"


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
def test_the_rules_card_explains_each_glyph_the_six_in_sumof_and_profi(language):
    card = rules_card(language)
    for glyph in "✖↦⇄⇅":
        assert glyph in card
    assert "9" in card and "sumof" in card
    assert "profi" in card
    # the card names the new-game form's field for the lone player
    assert {"en": '"Alone"', "de": '"Allein"', "pt_BR": '"Sozinho"'}[language] in card


def test_the_log_and_notes_are_messages():
    table = table_at(position(hands=["sun star", "cross"]))
    table.due()
    table.slot(0)
    table.choose(parse_square("B2"))
    move = Message("crosswise.table.move-place", {"tile": "sun", "square": "B2"})
    assert table.note == Message("crosswise.table.played", {"player": "Ann", "move": move})
    assert table.log() == [Message("crosswise.table.log-turn", {"number": 1, "player": "Ann", "move": move})]
    assert render(table.log()[0], "de") == "1. Ann Sonne B2"
    assert table.take_back() is False and table.note == Message("crosswise.table.none-handed")


def test_the_flow_hands_a_seat_to_a_robot_and_says_when_it_is_due():
    game = position(hands=["sun star", "cross star"])
    table = table_at(game)
    assert table.due().robot is False and table.human_turn
    assert table.hand_to_robot()
    assert table.note == Message("crosswise.table.handed", {"player": "Ann"})
    due = table.due()
    assert due.robot and table.robot_pending and not table.human_turn
    assert table.due().robot is False  # scheduled once
    assert table.robot_step()
    assert isinstance(game.history[0].move, PlaceTile) and game.seat == 1
    assert table.note is not None and table.note.code == "crosswise.table.robot-played"


def test_three_players_the_lone_player_is_the_tables_choice():
    game = position(hands=["sun", "cross", "star"], players=["Ann", "Bo", "Cy"], table=TableRules(lone=3))
    assert game.lone == 2
    assert game.next_seats(4) == [0, 2, 1, 2]
    assert game.hand_size_of(2) == 6 and game.hand_size_of(1) == 4


def test_the_new_game_form_chooses_the_lone_player(monkeypatch, tmp_path):
    from textual.widgets import Input, Select

    from lexitile.tui.app import LexitileApp
    from lexitile.tui.crosswise.screens import CrosswiseScreen

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    app = LexitileApp(lexicon_loader=lambda spec: frozenset(), crosswise_robot_delay=0)

    async def go() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("f3", "3")
            await pilot.pause()
            for i, name in enumerate(["Ann", "Bo", "Cy"], 1):
                app.screen.query_one(f"#seat-{i}", Input).value = name
            lone = app.screen.query_one("#x-lone", Select)
            lone.focus()
            await pilot.pause()
            await pilot.press("enter", "down", "enter")  # open the list, the next choice: Cy (the third)
            await pilot.pause()
            assert lone.value == 3
            await pilot.press("ctrl+s")
            await answer_profile_offer(pilot)
            for _ in range(50):
                await pilot.pause()
                if any(isinstance(s, CrosswiseScreen) for s in app.screen_stack):
                    break
            session = app.session
            assert session.match.table.lone == 3 and session.game.lone == 2
            assert session.game.hand_size_of(2) == 6

    asyncio.run(go())


def test_no_lone_caret_in_the_footer_at_80_columns(monkeypatch, tmp_path):
    """The app's ctrl+q is not named in the table's footer (q is its quit key), so the
    footer does not end in a cut-off ``^``."""
    from lexitile.tui.app import LexitileApp
    from lexitile.tui.crosswise.screens import CrosswiseScreen
    from privacy_frames import screen_text

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    app = LexitileApp(lexicon_loader=lambda spec: frozenset(), crosswise_robot_delay=0)

    async def go() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("f3", "3")
            await pilot.pause()
            await pilot.press("ctrl+s")
            await answer_profile_offer(pilot)
            for _ in range(50):
                await pilot.pause()
                if isinstance(app.screen, CrosswiseScreen) or app.screen_stack[-2:][0].__class__ is CrosswiseScreen:
                    break
            await pilot.press("enter")  # the curtain: two people
            await pilot.pause()
            assert isinstance(app.screen, CrosswiseScreen)
            footer = screen_text(app).splitlines()[-1].rstrip()
            assert footer.endswith("q Quit"), footer
            assert not footer.endswith("^")

    asyncio.run(go())
