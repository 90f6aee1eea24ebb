"""The catalogs: the .pot matches the code, every message has a German and a Brazilian
Portuguese translation with the same fields, and the shipped .mo files are compiled
from the committed .po files."""

from __future__ import annotations

import gettext

import pytest

LANGS = ("de", "pt_BR")


def test_pot_is_up_to_date(catalogs):
    _, committed = catalogs.read_po(catalogs.POT)
    extracted = catalogs.extract()
    assert {m.key for m in committed} == {m.key for m in extracted}, "run: python tools/i18n_catalogs.py all"
    plural = {m.key: m.msgid_plural for m in extracted}
    assert {m.key: m.msgid_plural for m in committed} == plural


def test_catalog_is_not_trivial(catalogs):
    _, template = catalogs.read_po(catalogs.POT)
    assert len(template) > 150
    ids = {m.msgid for m in template}
    for msgid in ("Pass to {name}", "Exchange tiles", "Game over", "I am ready", "not in the lexicon: {words}"):
        assert msgid in ids


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_translated(catalogs, lang):
    _, template = catalogs.read_po(catalogs.POT)
    _, messages = catalogs.read_po(catalogs.po_path(lang))
    by_key = {m.key: m for m in messages}
    missing = [t.msgid for t in template if t.key not in by_key or not all(by_key[t.key].msgstr)]
    assert missing == []
    plurals = [t for t in template if t.msgid_plural]
    assert plurals
    for t in plurals:
        assert len(by_key[t.key].msgstr) == 2, t.msgid


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_preserved(catalogs, lang):
    _, messages = catalogs.read_po(catalogs.po_path(lang))
    for m in messages:
        want = set(catalogs.placeholders(m.msgid_plural or m.msgid))
        for s in m.msgstr:
            have = set(catalogs.placeholders(s))
            # a singular form may spell the number out ("einen Stein")
            assert have == want or (m.msgid_plural and have == want - {"n"}), (m.msgid, s)
            # and the translation formats with the same fields
            s.format(**{name.split(":")[0]: 1 for name in want})


@pytest.mark.parametrize("lang", LANGS)
def test_check_command_clean(catalogs, lang):
    assert catalogs.problems(lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_mo_compiled_from_po(catalogs, lang):
    header, messages = catalogs.read_po(catalogs.po_path(lang))
    assert catalogs.mo_path(lang).read_bytes() == catalogs.compile_mo(header, messages), (
        "run: python tools/i18n_catalogs.py compile"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_mo_loads_with_stdlib(catalogs, lang):
    t = gettext.translation("lexitile", localedir=str(catalogs.LOCALE), languages=[lang])
    assert t.gettext("Quit") != "Quit"
    one = t.ngettext("Bag: {n} tile", "Bag: {n} tiles", 1)
    many = t.ngettext("Bag: {n} tile", "Bag: {n} tiles", 5)
    assert one != many


def test_plural_rules():
    from lexitile.i18n import ngettext, set_ui_language

    set_ui_language("pt_BR")
    # Brazilian Portuguese: 0 and 1 are singular
    assert ngettext("Bag: {n} tile", "Bag: {n} tiles", 0).format(n=0) == "Saco: 0 pedra"
    assert ngettext("Bag: {n} tile", "Bag: {n} tiles", 2).format(n=2) == "Saco: 2 pedras"
    set_ui_language("de")
    assert ngettext("Bag: {n} tile", "Bag: {n} tiles", 0).format(n=0) == "Beutel: 0 Steine"
    assert ngettext("Bag: {n} tile", "Bag: {n} tiles", 1).format(n=1) == "Beutel: 1 Stein"


def test_po_round_trip(catalogs, tmp_path):
    """Reading and writing a .po file keeps it as it is."""
    for lang in LANGS:
        path = catalogs.po_path(lang)
        header, messages = catalogs.read_po(path)
        copy = tmp_path / f"{lang}.po"
        catalogs.write_po(copy, header, messages)
        assert copy.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")
