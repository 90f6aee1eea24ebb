"""The rules card at 80 columns, every game, English, German and Portuguese: a line
that goes on past the edge continues under its own text (a key's description, a
premium square's, a bullet's), not at the card's first column; the plain-text cards
(Quiddler, Crosswise) are not wrapped a second time."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest
from textual.geometry import Region
from tui_helpers import make_session, run_async

from lexitile.i18n import set_ui_language
from lexitile.tui.app import LexitileApp
from lexitile.tui.shell.rules_card import RulesCard

LANGUAGES = ("en", "de", "pt_BR")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_ui_language("en")


def drawn_rows(app) -> list[str]:
    """Every row the card draws (the whole card, not only what is scrolled into view)."""
    card = app.screen.query_one("#rules-card")
    return [strip.text.rstrip() for strip in card.render_lines(Region(0, 0, card.size.width, card.size.height))]


def source_lines(app) -> list[str]:
    return [" ".join(line.split()) for line in str(app.screen.query_one("#rules-card").content).split("\n")]


def continuations(rows: list[str], sources: list[str]) -> list[tuple[str, str]]:
    """Pairs of (row, the next row) where the next row goes on with the same source line."""
    pairs = []
    for row, following in pairwise(rows):
        if not row.strip() or not following.strip():
            continue
        joined = " ".join(f"{row} {following}".split())
        if any(joined in source for source in sources) and " ".join(following.split()) not in sources:
            pairs.append((row, following))
    return pairs


def text_column(row: str) -> int | None:
    """Where a row's text starts after a bullet or after a first column set off by two
    or more spaces (a key, a premium square), or ``None`` for a plain line."""
    bullet = re.match(r"^ *[•*·-] +(?=\S)", row)
    if bullet:
        return bullet.end()
    column = re.match(r"^ *\S(?:.{0,30}?\S)?  +(?=\S)", row)
    return column.end() if column else None


async def open_card(pilot, app) -> None:
    await pilot.press("f1")
    await pilot.pause()
    assert isinstance(app.screen, RulesCard)
    await pilot.pause()


@pytest.mark.parametrize("language", LANGUAGES)
@run_async
async def test_board_game_card_continues_lines_under_their_text(data_dir, language):
    set_ui_language(language)
    app = LexitileApp(make_session(data_dir))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the curtain
        await open_card(pilot, app)
        rows, sources = drawn_rows(app), source_lines(app)
        hanging = [(row, nxt) for row, nxt in continuations(rows, sources) if text_column(row)]
        assert hanging, "the keys section has descriptions longer than a line"
        for row, nxt in hanging:
            indent = len(nxt) - len(nxt.lstrip(" "))
            assert indent == text_column(row), f"{row!r}\n{nxt!r}"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", ["quiddler", "crosswise"])
@run_async
async def test_plain_text_cards_are_wrapped_once(data_dir, language, game):
    from lexitile.games.crosswise.files import rules_card as crosswise_card
    from lexitile.games.quiddler.storage import rules_card as quiddler_card

    set_ui_language(language)
    text = quiddler_card(language) if game == "quiddler" else crosswise_card(language)
    app = LexitileApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(RulesCard([text]))
        await pilot.pause()
        await pilot.pause()
        rows = drawn_rows(app)
        width = app.screen.query_one("#rules-card").size.width
        assert width <= 72
        for line in text.rstrip("\n").split("\n"):
            assert line.rstrip() in rows, f"wrapped at {width}: {line!r}"
