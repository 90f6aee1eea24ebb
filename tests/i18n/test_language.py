"""Choosing the interface language: codes, the environment, fallback to English."""

from __future__ import annotations

import pytest

from lexitile import i18n
from lexitile.i18n import (
    LazyString,
    _,
    language_from_environment,
    lazy_gettext,
    ngettext,
    normalize_language,
    set_ui_language,
    ui_language,
)


def test_english_by_default():
    assert ui_language() == "en"
    assert _("Quit") == "Quit"
    assert ngettext("Bag: {n} tile", "Bag: {n} tiles", 2) == "Bag: {n} tiles"


@pytest.mark.parametrize(
    ("code", "lang"),
    [
        ("de", "de"),
        ("de_DE.UTF-8", "de"),
        ("de-AT", "de"),
        ("de_CH@euro", "de"),
        ("pt", "pt_BR"),
        ("pt_BR", "pt_BR"),
        ("pt-BR", "pt_BR"),
        ("pt_BR.utf8", "pt_BR"),
        ("pt_PT", "pt_BR"),
        ("en", "en"),
        ("en_GB.UTF-8", "en"),
        ("C", "en"),
        ("C.UTF-8", "en"),
        ("POSIX", "en"),
        ("fr_FR.UTF-8", "en"),
        ("xx", "en"),
        ("", "en"),
        (None, "en"),
        ("fr:de", "de"),
    ],
)
def test_normalize(code, lang):
    assert normalize_language(code) == lang


@pytest.mark.parametrize("code", ["fr", "ja_JP.UTF-8", "klingon", "C"])
def test_unknown_language_falls_back_to_english(code):
    assert set_ui_language(code) == "en"
    assert ui_language() == "en"
    assert _("Exchange tiles") == "Exchange tiles"


def test_set_and_back():
    assert set_ui_language("de") == "de"
    assert _("Exchange tiles") == "Steine tauschen"
    assert set_ui_language("pt") == "pt_BR"
    assert _("Exchange tiles") == "Trocar pedras"
    assert set_ui_language("en") == "en"
    assert _("Exchange tiles") == "Exchange tiles"


def test_unknown_message_unchanged():
    set_ui_language("de")
    assert _("no such message in the catalog") == "no such message in the catalog"
    assert _("") == ""


ENV = ("LEXITILE_UI_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")


@pytest.fixture
def clean_env(monkeypatch):
    for var in ENV:
        monkeypatch.delenv(var, raising=False)
    return monkeypatch


def test_environment_empty(clean_env):
    assert language_from_environment() == "en"
    assert set_ui_language(None) == "en"


def test_environment_lang(clean_env):
    clean_env.setenv("LANG", "de_DE.UTF-8")
    assert set_ui_language(None) == "de"
    assert _("Quit") == "Beenden"


def test_environment_precedence(clean_env):
    clean_env.setenv("LANG", "de_DE.UTF-8")
    clean_env.setenv("LC_MESSAGES", "pt_BR.UTF-8")
    assert set_ui_language(None) == "pt_BR"
    clean_env.setenv("LC_ALL", "C.UTF-8")
    assert set_ui_language(None) == "en"
    clean_env.setenv("LEXITILE_UI_LANG", "de")
    assert set_ui_language(None) == "de"


def test_environment_unknown_is_english(clean_env):
    clean_env.setenv("LANG", "fr_FR.UTF-8")
    assert set_ui_language(None) == "en"


def test_environment_mapping_argument():
    assert language_from_environment({"LANG": "pt_BR.UTF-8"}) == "pt_BR"
    assert language_from_environment({"LC_ALL": "", "LANG": "de_AT"}) == "de"
    assert language_from_environment({}) == "en"


def test_missing_catalog_is_english(monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    assert set_ui_language("de") == "en"
    assert _("Quit") == "Quit"


def test_lazy_string_follows_language():
    lazy = lazy_gettext("Quit")
    assert isinstance(lazy, LazyString)
    assert str(lazy) == "Quit"
    set_ui_language("de")
    assert str(lazy) == "Beenden"
    assert f"[{lazy}]" == "[Beenden]"
    assert lazy + "!" == "Beenden!"
    set_ui_language("pt_BR")
    assert f"{lazy:>6}" == "  Sair"


@pytest.mark.parametrize(("lang", "shown"), [("en", "3.5"), ("de", "3,5"), ("pt_BR", "3,5")])
def test_decimals_are_written_as_the_interface_language_writes_them(lang, shown):
    set_ui_language(lang)
    assert i18n.decimal(3.46) == shown
    assert i18n.decimal(-12.0, 2) == ("-12,00" if lang != "en" else "-12.00")


def test_the_hint_advice_writes_german_decimals():
    from types import SimpleNamespace

    from lexitile.tui.screens.hint_advice import advice_text

    set_ui_language("de")
    play = SimpleNamespace(text="8D ZERDA", score=48, leave="GO", equity=52.25)
    exchange = SimpleNamespace(tiles="ZERDAGO", leave="", equity=30.5)
    shown = advice_text(SimpleNamespace(plays=(play,), exchange=exchange, exchange_better=False)).plain
    assert "52,2" in shown and "30,5" in shown  # the play's equity and the exchange's
    assert "52.2" not in shown and "30.5" not in shown
