"""A real game (the app, a session, the curtain, the game screen) with the interface
in German: the wrapped parts show German; a refused move shows its reason in German."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from textual.geometry import Region

from lexitile.core.message import Message
from lexitile.i18n import set_ui_language

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
import tui_helpers

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.exchange import ExchangeScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.history import HistoryView
from lexitile.tui.widgets.preview import PreviewView
from lexitile.tui.widgets.rack import RackView
from lexitile.tui.widgets.scores import ScoresView
from pilot_keys import settle


def test_german_game_screen(data_dir):
    set_ui_language("de")
    session = tui_helpers.make_session(data_dir)

    async def go():
        app = LexitileApp(session)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CurtainScreen)
            curtain = " ".join(str(label.render()) for label in app.screen.query("Label"))
            assert "Weitergeben an Ann" in curtain
            await pilot.press("enter")
            await pilot.pause()
            game = app.screen
            assert "Beutel: 86 Steine" in game.query_one(ScoresView).render().plain
            history = game.query_one(HistoryView)
            assert [str(c.label) for c in history.columns.values()] == ["Wer", "Zug", "Pkt", "Ges"]
            rack = game.query_one(RackView)
            assert "Nach links" in {b.description for bs in rack._bindings.key_to_bindings.values() for b in bs}
            # a refused move, in German
            game.query_one(PreviewView).illegal(Message("rules.not-a-word", {"words": ("ZAGDOE",)}))
            assert "nicht in der Wortliste: ZAGDOE" in game.query_one(PreviewView).plain
            # the exchange dialog
            await app.push_screen(ExchangeScreen(list("ERZAGDO"), session.game.rules.tileset, 86))
            await pilot.pause()
            labels = " ".join(str(label.render()) for label in app.screen.query("Label"))
            assert "Steine tauschen" in labels
            await pilot.press("e", "r")
            await pilot.pause()
            assert "Gewählt: ER (2 Steine)" in " ".join(str(label.render()) for label in app.screen.query("Label"))

    asyncio.run(go())


@pytest.mark.parametrize(
    ("language", "quick"),
    [("en", "Quick 1/"), ("de", "Stelle 1/"), ("pt_BR", "Rápido 1/")],
)
def test_quick_mode_keys_stay_in_view_at_80x24_in_a_challenge_game(data_dir, language, quick):
    """The line that says how to step through quick mode's places and play one was left
    out of the preview at 80x24 in German, whose wording took a line more than the panel
    had (the English and Portuguese fitted)."""
    from lexitile.games.crossword.rules.placement import placement_from_notation

    set_ui_language(language)
    session = tui_helpers.make_game(data_dir, lexicon=tui_helpers.AnyWord(), check="challenge")
    session.play(placement_from_notation(session.game.board, "8H", "".join(session.game.rack[:4])))
    session.accept()
    word = "".join(session.game.rack[:3]).lower().replace("?", "")

    async def go():
        app = LexitileApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # the curtain
            await pilot.pause()
            app.screen.query_one("#word-input").focus()
            await pilot.pause()
            await pilot.press(*word, "enter")
            await settle(pilot, lambda: app.screen.table.quick is not None)
            await pilot.pause()
            shown = app.screen.query_one(PreviewView)
            lines = [s.text for s in shown.render_lines(Region(0, 0, shown.size.width, shown.size.height))]
            assert any(quick in line for line in lines), lines

    asyncio.run(go())
