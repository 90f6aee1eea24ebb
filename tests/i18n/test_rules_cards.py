"""The rules cards of Quiddler and Crosswise in German and Brazilian Portuguese: the
loaders pick ``rules-card.<language>.txt`` (English when there is none), the
translations keep the layout and every number of the English card, and F1 shows the
card in the interface language."""

from __future__ import annotations

import ast
import asyncio
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from lexitile.games.crosswise import files as crosswise_files
from lexitile.games.quiddler import storage as quiddler_storage
from lexitile.i18n import set_ui_language, ui_language

TESTS = Path(__file__).resolve().parents[1]

LOADERS = {"quiddler": quiddler_storage.rules_card, "crosswise": crosswise_files.rules_card}
FOLDERS = {"quiddler": quiddler_storage.quiddler_data, "crosswise": crosswise_files.crosswise_data_dir}
LANGUAGES = ("de", "pt_BR")

#: Words each translation must use (the game's own terms, as on its screens).
KEY_TERMS = {
    ("quiddler", "de"): ("REGELKARTE", "Karten", "Stapel", "Ablagestapel", "Runde", "ausmachen", "abwerfen"),
    ("quiddler", "pt_BR"): ("CARTÃO DE REGRAS", "cartas", "monte", "pilha de descarte", "rodada", "bater"),
    ("crosswise", "de"): (
        "Regelkarte",
        "Orange (Spalten)",
        "Grün (Reihen)",
        "Stein",
        "Feld",
        "Beutel",
        "Schieber",
        "Entferner",
    ),
    ("crosswise", "pt_BR"): (
        "cartão de regras",
        "Laranja (colunas)",
        "Verde (linhas)",
        "pedra",
        "casa",
        "saco",
        "removedor",
    ),
}

#: What a table or a user types stays English in every card.
KEPT = {
    "quiddler": ("min_word_cards=1", "score_floor=total", "stock_out=end-round", "out_on_first_turn=no", "(TH)E"),
    "crosswise": ('"stuck"', '"deal"', "no-action-only", "match X", "sumof X", "FH Wedel"),
}

CASES = [(game, language) for game in LOADERS for language in LANGUAGES]


def numbers(text: str) -> Counter[str]:
    return Counter(re.findall(r"\d+", text))


@pytest.mark.parametrize("game", LOADERS)
def test_english_is_the_default_and_the_fallback(game):
    english = LOADERS[game]()
    assert (FOLDERS[game]() / "rules-card.txt").read_text(encoding="utf-8") == english
    assert LOADERS[game]("en") == english
    assert LOADERS[game](None) == english
    assert LOADERS[game]("fr") == english  # no French card: English
    assert LOADERS[game]("../../x") == english  # not a language code: never a path


@pytest.mark.parametrize(("game", "language"), CASES)
def test_the_translation_loads_and_differs(game, language):
    card = LOADERS[game](language)
    assert card == (FOLDERS[game]() / f"rules-card.{language}.txt").read_text(encoding="utf-8")
    assert card != LOADERS[game]()
    for term in KEY_TERMS[game, language]:
        assert term in card, f"{game} {language}: {term!r} missing"
    for kept in KEPT[game]:
        assert kept in card, f"{game} {language}: {kept!r} must stay as in English"


@pytest.mark.parametrize(("game", "language"), CASES)
def test_every_line_fits_80_columns(game, language):
    lines = LOADERS[game](language).splitlines()
    too_long = [(k, len(line)) for k, line in enumerate(lines, 1) if len(line) > 80]
    assert not too_long, f"{game} {language}: lines longer than 80 columns {too_long}"
    assert all(line == line.rstrip() for line in lines)
    assert LOADERS[game](language).endswith("\n")


@pytest.mark.parametrize(("game", "language"), CASES)
def test_the_same_numbers_as_the_english_card(game, language):
    english, translated = numbers(LOADERS[game]()), numbers(LOADERS[game](language))
    assert translated == english, f"missing {english - translated}, added {translated - english}"


@pytest.mark.parametrize(("game", "language"), CASES)
def test_the_same_sections(game, language):
    """As many blank-line separated blocks as the English card, in the same order of
    bullet lists."""
    english = LOADERS[game]().split("\n\n")
    translated = LOADERS[game](language).split("\n\n")
    assert len(translated) == len(english)
    bullets = [block.count("\n  * ") for block in english]
    assert [block.count("\n  * ") for block in translated] == bullets


@pytest.mark.parametrize("game", LOADERS)
def test_a_missing_translation_falls_back_to_english(game, tmp_path, monkeypatch):
    folder = tmp_path / game
    folder.mkdir()
    (folder / "rules-card.txt").write_text("ENGLISH CARD\n", encoding="utf-8")
    (folder / "rules-card.de.txt").write_text("DEUTSCHE KARTE\n", encoding="utf-8")
    name = "quiddler_data" if game == "quiddler" else "crosswise_data_dir"
    module = quiddler_storage if game == "quiddler" else crosswise_files
    monkeypatch.setattr(module, name, lambda: folder)
    assert LOADERS[game]("de") == "DEUTSCHE KARTE\n"
    assert LOADERS[game]("pt_BR") == "ENGLISH CARD\n"
    assert LOADERS[game]("en") == "ENGLISH CARD\n"


def test_the_engine_does_not_import_the_interface_language():
    for module in (quiddler_storage, crosswise_files):
        tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("lexitile.i18n") for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("lexitile.i18n")
                assert not (node.module == "lexitile" and any(a.name == "i18n" for a in node.names))


# --- F1 on screen -------------------------------------------------------------------


def quiddler_app():
    sys.path.insert(0, str(TESTS / "games" / "quiddler"))
    import quiddler_helpers as helpers

    from lexitile.play.quiddler import QuiddlerSession
    from lexitile.tui.quiddler.quiddler_app import QuiddlerApp

    round1 = helpers.stack(
        helpers.DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "T"]
    )
    game = helpers.StackedGame(helpers.setup(("Ann", "Bob")), helpers.WORDS, {0: round1})
    # as the command does: the card of the interface language
    return QuiddlerApp(QuiddlerSession(game), quiddler_storage.rules_card(ui_language()))


def quiddler_f1_text(app, card: str | None = None) -> str:
    from lexitile.tui.shell.rules_card import RulesCard

    if card is not None:
        app.rules_text = card
    shown: dict[str, str] = {}

    async def go() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # the curtain
            await pilot.pause()
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, RulesCard)
            shown["text"] = str(app.screen.query_one("#rules-card").render())
            await pilot.press("escape")
            await pilot.pause()
            assert not isinstance(app.screen, RulesCard)

    asyncio.run(go())
    return shown["text"]


def crosswise_f1_text(card: str) -> str:
    sys.path.insert(0, str(TESTS / "games" / "crosswise"))
    from crosswise_helpers import position

    from lexitile.games.crosswise.match import Match
    from lexitile.play.crosswise import Session
    from lexitile.tui.crosswise.app import CrosswiseApp
    from lexitile.tui.crosswise.screens import CrosswiseScreen
    from lexitile.tui.shell.curtain import CurtainScreen
    from lexitile.tui.shell.rules_card import RulesCard

    match = Match(crosswise_files.load_components(), ["Ann", "Bo"], seed=1)
    match.games[-1] = position(hands=["sun", "star"])
    app = CrosswiseApp(Session(match, {}, path=None), robot_delay=0, card=card)
    shown: dict[str, str] = {}

    async def go() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, RulesCard)
            shown["text"] = str(app.screen.query_one("#rules-card").render())
            await pilot.press("escape")
            await pilot.pause()
            # F1 was pressed on the first curtain (two people): back to it, the table under it
            assert isinstance(app.screen, CurtainScreen) and isinstance(app.screen_stack[1], CrosswiseScreen)

    asyncio.run(go())
    return shown["text"]


def test_quiddler_f1_in_german():
    set_ui_language("de")
    text = quiddler_f1_text(quiddler_app())
    assert "QUIDDLER — REGELKARTE" in text
    assert "Ablagestapel" in text and "RULES CARD" not in text


def test_quiddler_f1_in_portuguese_and_english():
    set_ui_language("pt_BR")
    assert "QUIDDLER — CARTÃO DE REGRAS" in quiddler_f1_text(quiddler_app())
    set_ui_language("en")
    assert "QUIDDLER — RULES CARD" in quiddler_f1_text(quiddler_app())


def test_quiddler_f1_keeps_a_card_it_was_given():
    set_ui_language("de")
    text = quiddler_f1_text(quiddler_app(), "MY HOUSE RULES")
    card, keys = text.split("\n\n", 1)
    assert card == "MY HOUSE RULES"  # the card as given, then the table's keys
    assert keys.startswith("Tasten")


def test_crosswise_f1_in_german():
    set_ui_language("de")
    text = crosswise_f1_text(crosswise_files.rules_card(ui_language()))
    assert "CROSSWISE - Regelkarte" in text
    assert "SECHS GLEICHE" in text and "SIX ALIKE" not in text


def test_crosswise_f1_in_portuguese_and_english():
    set_ui_language("pt_BR")
    assert "SEIS IGUAIS" in crosswise_f1_text(crosswise_files.rules_card(ui_language()))
    set_ui_language("en")
    assert "SIX ALIKE" in crosswise_f1_text(crosswise_files.rules_card(ui_language()))


def test_crosswise_f1_keeps_a_card_it_was_given():
    set_ui_language("pt_BR")
    assert crosswise_f1_text("MY HOUSE RULES") == "MY HOUSE RULES"


# --- the commands load the card of the interface language -----------------------------


def test_the_crosswise_command_gives_the_app_the_card_of_ui_lang(monkeypatch, tmp_path):
    from lexitile import cli
    from lexitile.tui.crosswise.app import CrosswiseApp

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    cards: list[str] = []
    monkeypatch.setattr(CrosswiseApp, "run", lambda self: cards.append(self.card))
    assert cli.main(["crosswise", "--players", "Ann,Bo", "--no-save", "--ui-lang", "pt"]) == 0
    assert cards == [crosswise_files.rules_card("pt_BR")]


def test_the_quiddler_command_gives_the_app_the_card_of_ui_lang(monkeypatch, tmp_path):
    from lexitile import cli
    from lexitile.tui.quiddler.quiddler_app import QuiddlerApp

    sys.path.insert(0, str(TESTS / "games" / "quiddler"))
    import quiddler_helpers as helpers

    words = tmp_path / "words.txt"
    words.write_text("\n".join(sorted(helpers.WORDS)) + "\n", encoding="utf-8")
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(tmp_path / "cache"))
    cards: list[str] = []
    monkeypatch.setattr(QuiddlerApp, "run", lambda self: cards.append(self.rules_text))
    argv = ["quiddler", "--players", "Ann,Bo", "--lexicon", str(words), "--no-save", "--ui-lang", "de"]
    assert cli.main(argv) == 0
    assert cards == [quiddler_storage.rules_card("de")]
