"""The wrapped widgets and screens show German or Portuguese text when asked, and
English (unchanged) otherwise."""

from __future__ import annotations

import asyncio
from collections import Counter

from textual.app import App, ComposeResult

from lexitile.core.message import Message
from lexitile.games.crossword.catalog import load_rules
from lexitile.i18n import set_ui_language
from lexitile.tui import describe
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.exchange import ExchangeScreen
from lexitile.tui.screens.saved_games import SavedGamesScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.preview import PreviewView
from lexitile.tui.widgets.rack import RackView
from lexitile.tui.widgets.scores import ScoresView
from lexitile.tui.widgets.unseen import UnseenView


class WidgetsApp(App[None]):
    def __init__(self):
        super().__init__()
        self.rules = load_rules()

    def compose(self) -> ComposeResult:
        yield ScoresView(id="scores")
        yield UnseenView(id="unseen")
        yield RackView(self.rules.tileset, id="rack")
        yield PreviewView(id="preview")


def _render(lang: str) -> dict[str, str]:
    set_ui_language(lang)
    out: dict[str, str] = {}

    async def go():
        app = WidgetsApp()
        async with app.run_test(size=(100, 30)) as pilot:
            app.query_one(ScoresView).show(["Ann", "Bo"], [10, 20], 0, 86)
            app.query_one(UnseenView).show("Ann", Counter("AAB?"), app.rules.tileset.letters)
            app.query_one(RackView).show("Ann", list("ERZAGDO"), hidden=True)
            app.query_one(PreviewView).illegal(Message("rules.not-a-word", {"words": ("QX",)}))
            await pilot.pause()
            out["scores"] = app.query_one(ScoresView).render().plain
            out["unseen"] = app.query_one(UnseenView).render().plain
            out["rack"] = app.query_one(RackView).render().plain
            out["preview"] = app.query_one(PreviewView).plain
            rack = app.query_one(RackView)
            # (not in the footer, which has no room for them: the hint line says them)
            out["rack-keys"] = " ".join(b.description for bs in rack._bindings.key_to_bindings.values() for b in bs)
            await app.push_screen(CurtainScreen("Bo", [Message("recap.first", {"player": "Bo"})]))
            await pilot.pause()
            screen = app.screen
            out["curtain"] = " | ".join(str(label.render()) for label in screen.query("Label"))
            out["curtain-keys"] = " ".join(b.binding.description for b in screen.active_bindings.values())

    asyncio.run(go())
    return out


def test_english_unchanged():
    out = _render("en")
    assert "Bag: 86 tiles" in out["scores"]
    assert out["unseen"].startswith("Unseen by Ann: 4")
    assert "(rack hidden)" in out["rack"]
    assert out["preview"] == "✗ not in the lexicon: QX"
    assert "Pass to Bo" in out["curtain"]
    assert "I am ready" in out["curtain-keys"]
    assert "Move left" in out["rack-keys"]


def test_german():
    out = _render("de")
    assert "Beutel: 86 Steine" in out["scores"]
    assert out["unseen"].startswith("Ungesehen für Ann: 4")
    assert "(Bänkchen verdeckt)" in out["rack"]
    assert out["preview"] == "✗ nicht in der Wortliste: QX"
    assert "Weitergeben an Bo" in out["curtain"]
    assert "Bo wurde ausgelost und beginnt." in out["curtain"]
    assert "Ich bin bereit" in out["curtain-keys"]
    assert "Beenden" in out["curtain-keys"]
    assert "Nach links" in out["rack-keys"]


def test_portuguese():
    out = _render("pt_BR")
    assert "Saco: 86 pedras" in out["scores"]
    assert "(suporte oculto)" in out["rack"]
    assert out["preview"] == "✗ não está na lista de palavras: QX"
    assert "Passe para Bo" in out["curtain"]
    assert "Estou pronto" in out["curtain-keys"]


def test_class_bindings_stay_english():
    """Translating an instance's bindings leaves the class (and English) alone."""
    set_ui_language("de")
    screen = ExchangeScreen(list("ABC"), load_rules().tileset, 50)
    descriptions = {b.description for bs in screen._bindings.key_to_bindings.values() for b in bs}
    assert {"Tauschen", "Abbrechen", "Alle", "Beenden"} <= descriptions
    assert [b.description for b in ExchangeScreen.BINDINGS] == [
        "Exchange",
        "Cancel",
        "All",
        "Pay, keep the turn",
        "Quit",
    ]
    set_ui_language("en")
    screen = ExchangeScreen(list("ABC"), load_rules().tileset, 50)
    descriptions = {b.description for bs in screen._bindings.key_to_bindings.values() for b in bs}
    assert {"Exchange", "Cancel", "All", "Quit"} <= descriptions


def test_dialog_defaults():
    set_ui_language("pt_BR")
    dialog = ConfirmScreen("?")
    assert (dialog.yes, dialog.no) == ("Sim", "Não")
    assert ConfirmScreen("?", "Resign", "Keep").yes == "Resign"
    set_ui_language("en")
    assert (ConfirmScreen("?").yes, ConfirmScreen("?").no) == ("Yes", "No")


def test_saved_games_bindings():
    set_ui_language("de")
    screen = SavedGamesScreen([])
    descriptions = {b.description for bs in screen._bindings.key_to_bindings.values() for b in bs}
    assert {"Zurück", "Öffnen"} <= descriptions


def test_rules_card_translated():
    rules = load_rules()
    english = dict(describe.rule_switches(rules))
    set_ui_language("de")
    german = dict(describe.rule_switches(rules))
    assert german.keys() == english.keys()
    assert all(german[k] != english[k] for k in english), [k for k in english if german[k] == english[k]]
    assert "Beutel" in german["exchange"] or "Steine" in german["exchange"]
    set_ui_language("pt_BR")
    portuguese = dict(describe.rule_switches(rules))
    assert all(portuguese[k] != english[k] for k in english)


def test_last_move_line_translated():
    set_ui_language("de")
    assert describe.last_move_line(None, ["Ann"]) == "Noch keine Züge."
    set_ui_language("pt_BR")
    assert describe.last_move_line(None, ["Ann"]) == "Nenhuma jogada ainda."
