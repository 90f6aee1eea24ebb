"""The game screen's footer (its key bindings) in German, and in English unchanged; every
key whole at 80 columns in every interface language."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from lexitile.i18n import _, set_ui_language

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
import tui_helpers
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.widgets.wordbox import WordBox


def _footer_and_box(
    data_dir: Path, size: tuple[int, int] = (100, 30), *, in_the_box: bool = False
) -> tuple[set[str], str, str]:
    """The footer's key descriptions, the word box's label and the screen's bottom line
    as a person sees it (``in_the_box``: with the word box focused, as a player who
    pressed Tab twice)."""
    session = tui_helpers.make_session(data_dir)

    async def go() -> tuple[set[str], str, str]:
        app = LexitileApp(session)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # lower the curtain
            await pilot.pause()
            if in_the_box:
                await pilot.press("tab", "tab")
                await pilot.pause()
                assert app.focused is not None and app.focused.id == "word-input"
            game = app.screen
            assert isinstance(game, GameScreen)
            footer = game.query_one(Footer)
            keys = {key.description for key in footer.query(FooterKey)}
            label = str(game.query_one(WordBox).query_one("#word-label").render())
            return keys, label, tui_helpers.bottom_line(app)

    return asyncio.run(go())


def test_german_game_footer(data_dir):
    set_ui_language("de")
    keys, label, _bottom = _footer_and_box(data_dir)
    assert "Passen" in keys
    assert "Legen" in keys
    assert "Tausch" in keys  # the short footer form of "Tauschen"
    assert "Pass" not in keys
    assert label == "Wort prüfen:"


def test_german_word_box_footer(data_dir):
    """F2 in the word box was the one footer key left in English ("Why")."""
    set_ui_language("de")
    keys, _label, _bottom = _footer_and_box(data_dir, in_the_box=True)
    assert "Warum" in keys and "Why" not in keys


def test_english_game_footer_unchanged(data_dir):
    keys, label, _bottom = _footer_and_box(data_dir)
    assert {"Pass", "Play", "Exchange"} <= keys
    assert label == "Check a word:"
    # the class bindings stay English after a German screen was built
    assert "Pass" in {b.description for b in GameScreen.BINDINGS}


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
@pytest.mark.parametrize("in_the_box", [False, True])
def test_the_footer_ends_with_the_quit_key_whole(data_dir, language, in_the_box):
    """At 80x24 every key is whole in every interface language, also while the word box
    has the focus (it adds F2): a new player read Portuguese "^q Sa"."""
    set_ui_language(language)
    _keys, _label, bottom = _footer_and_box(data_dir, (80, 24), in_the_box=in_the_box)
    assert bottom.rstrip().endswith("^q " + _("Quit")), bottom


def footer_and_recall(data_dir: Path) -> tuple[str, object]:
    """The bottom line of an 80x24 game screen as a person sees it, and the game
    screen's ctrl+r binding."""
    session = tui_helpers.make_session(data_dir)

    async def go() -> tuple[str, object]:
        app = LexitileApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            (recall,) = app.screen._bindings.key_to_bindings["ctrl+r"]
            return tui_helpers.bottom_line(app), recall

    return asyncio.run(go())


@pytest.mark.parametrize(("language", "last"), [("de", "Beenden"), ("pt_BR", "Sair"), ("en", "Quit")])
def test_every_footer_key_fits_80_columns(data_dir, language, last):
    """Long words have a short footer form ("Zurücknehmen" -> "Zurück") so that the last
    key, Quit, is still whole at 80 columns."""
    set_ui_language(language)
    line, _recall = footer_and_recall(data_dir)
    assert line.rstrip().endswith(f"^q {last}")


def test_the_full_word_stays_in_the_tooltip(data_dir):
    set_ui_language("de")
    _line, recall = footer_and_recall(data_dir)
    assert (recall.description, recall.tooltip) == ("Zurück", "Zurücknehmen")
