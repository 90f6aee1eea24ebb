"""A pilot round of Crosswise at 80x24 with real keys: three people, Bo alone on the
rows side, a match to 2 victories. Every piece the rule text asks the table to show
must be on screen at some point: the teams by colour with their lines, the standing,
the played action tiles by name with the count, what each does (hover), the lone
player's hand, the six alike as the win, and the rules card's word on ``sumof`` and
``profi``."""

from __future__ import annotations

import asyncio

import pytest
from crosswise_helpers import position

from lexitile.games.crosswise.board import parse_square
from lexitile.games.crosswise.files import load_components, rules_card
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.table import MatchRule, TableRules
from lexitile.play.crosswise import Session
from lexitile.tui.crosswise.app import CrosswiseApp
from lexitile.tui.crosswise.dialogs import GameOverScreen
from lexitile.tui.crosswise.screens import CrosswiseScreen
from lexitile.tui.shell.rules_card import RulesCard
from privacy_frames import screen_text

pytestmark = pytest.mark.slow

COMPS = load_components()
BOARD = """
..O...
..O...
..O...
..O...
..O...
......
"""


def table_of(app) -> CrosswiseScreen:
    return next(s for s in app.screen_stack if isinstance(s, CrosswiseScreen))


async def play(pilot, slot: int, square: str) -> None:
    """A symbol from hand slot ``slot`` (1-based) onto ``square``, with keys."""
    screen = table_of(pilot.app)
    await pilot.press(str(slot))
    target = parse_square(square)
    r, c = divmod(target, 6)
    cr, cc = divmod(screen.chooser.cursor, 6)
    await pilot.press(*(["down"] * ((r - cr) % 6) + ["right"] * ((c - cc) % 6)), "enter")


def test_a_round_at_80x24_shows_every_rule_piece():
    table = TableRules(lone=2)
    game = position(
        BOARD,
        hands=["star cross triangle square", "cross cross triangle triangle square pentagon", "sun star star star"],
        players=["Ann", "Bo", "Cy"],
        table=table,
        played={"remover": 1},
    )
    match = Match(COMPS, ["Ann", "Bo", "Cy"], table, MatchRule.from_text("match 2"), seed=1)
    match.games[-1] = game
    session = Session(match, {}, path=None)
    app = CrosswiseApp(session, robot_delay=0, card=rules_card("en"))
    # every frame is looked at after its key has done all it does; the card's scrolling
    # glide in between is not the point and would add a third of a second per page
    app.animation_level = "none"
    seen: list[str] = []

    async def go() -> None:
        async with app.run_test(size=(80, 24), tooltips=True) as pilot:

            async def look() -> None:
                await pilot.pause()
                seen.append(screen_text(app))

            await look()
            await pilot.press("enter")  # Ann lifts the curtain
            await look()
            await pilot.hover("#played")
            for _ in range(100):  # the tooltip comes after its delay
                await pilot.pause(0.02)
                if "remover: take one tile" in screen_text(app):
                    break
            await look()
            await pilot.press("question_mark")
            await look()
            assert isinstance(app.screen, RulesCard)
            for _ in range(8):
                await pilot.press("pagedown")
                await look()
            await pilot.press("escape")
            await play(pilot, 1, "F6")  # Ann: a star
            await pilot.press("enter")  # Bo lifts the curtain
            await look()
            await play(pilot, 1, "F5")  # Bo: a cross
            await pilot.press("enter")  # Cy lifts the curtain
            await look()
            await play(pilot, 1, "C6")  # Cy: the sixth sun in column C
            for _ in range(20):
                await pilot.pause()
                if isinstance(app.screen, GameOverScreen):
                    break
            await look()
            assert game.side_result is not None and game.side_result.won_by_six
            # under the summary, the board's edge says the six, not 9 points
            from lexitile.tui.crosswise.widgets import BoardView

            edge = str(table_of(app).query_one(BoardView).render()).splitlines()[-2]
            assert edge.split() == ["0", "0", "six!", "0", "0", "0"]

    asyncio.run(go())
    text = "\n".join(seen)
    pieces = [
        "▼ Orange (columns): Ann & Cy",  # the teams by colour with their lines
        "▶ Green (rows): Bo",
        "Orange (columns) 0 – Green (rows) 0 (match 2)",  # the standing before
        "Action tiles played:",
        "✖ remover 1/3",  # named where counted
        "↦ mover 0/3",
        "⇄ swapper 0/3",
        "⇅ replacer 0/3",
        "✖ takes a board tile into your hand",  # the key under the board
        "↦ moves a board tile to an empty square",
        "⇄ swaps two board tiles",
        "⇅ swaps a board tile for a hand symbol",
        "✖ remover: take one tile off the",  # the hover key (wrapped in its box)
        "↦ mover: move one board tile to any",
        "⇄ swapper: exchange the places of",
        "⇅ replacer: exchange a board tile",
        "Bo's hand - Green, alone",  # the lone player, chosen by the table
        "Orange wins: six alike in column C (Ann & Cy).",  # the six as the win
        "Orange (columns) 1 – Green (rows) 0 (match 2)",  # the standing after
        'Not supported: the option "profi"',  # the rules card
        "its line counts 9 in the sum",
    ]
    missing = [p for p in pieces if p not in text]
    assert not missing, missing
    # a six outside sumof is not a total: no points line on the result
    result = next(t for t in seen if "six alike in column C" in t)
    assert "9 –" not in result and "wins on points" not in result
    # nothing is cut off at the right edge or wrapped into the footer
    for frame in seen:
        assert all(len(line) <= 80 for line in frame.splitlines())
