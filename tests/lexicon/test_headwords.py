"""``check --why`` names the headword of an inflected German form
(``data/wordlists/de_headwords.txt.xz``, :mod:`lexitile.lexicon.headwords`)."""

from __future__ import annotations

import lzma

import pytest

from lexitile.cli import main
from lexitile.lexicon import Lexicon, load_lexicon
from lexitile.lexicon import headwords as headwords_module
from lexitile.lexicon.headwords import headwords_list, headwords_of
from lexitile.lexicon.why import explain


@pytest.fixture(scope="module")
def german():
    return load_lexicon("de", compounds="off")


@pytest.mark.parametrize(
    ("word", "heads"),
    [
        ("HÄUSER", ("HAUS",)),  # a Wiktionary noun form
        ("SCHÖNSTEN", ("SCHÖN",)),  # a frami suffix form
        ("ÄPFELN", ("APFEL",)),  # not ÄPFEL, frami's own stem, itself a form of APFEL
        ("HAUS", ()),  # a headword itself, although frami also makes it from HAU
        ("APFEL", ()),
    ],
)
def test_the_map_gives_the_headword_of_an_inflection(german, word, heads) -> None:
    assert word in german
    assert headwords_of(word, german.source) == heads


def test_every_form_and_headword_of_the_map_is_in_the_built_list(german) -> None:
    with lzma.open(headwords_list(), "rt", encoding="utf-8") as f:
        lines = f.read().splitlines()
    assert len(lines) > 100_000
    for line in lines[::997]:
        head, forms = line.split("\t")
        assert head in german and forms
        assert all(form in german and form != head for form in forms.split())


@pytest.mark.parametrize(
    ("ui", "wanted"),
    [
        (
            "en",
            "valid: in the word list lexitile German, based on igerman98 and frami, an inflection of the headword HAUS",
        ),
        (
            "de",
            "gültig: in der Wortliste lexitile Deutsch, auf Grundlage von igerman98 und frami, eine Beugungsform des Stichworts HAUS",
        ),
        ("pt_BR", "válida: na lista lexitile alemão, baseado em igerman98 e frami, uma flexão do verbete HAUS"),
    ],
)
def test_check_why_names_the_headword_in_the_interface_language(capsys, ui, wanted) -> None:
    assert main(["check", "--why", "--lang", "de", "--ui-lang", ui, "Häuser"]) == 0
    assert wanted in capsys.readouterr().out


def test_a_users_list_and_other_languages_name_no_headword(german) -> None:
    users = Lexicon.from_words(["Haus", "Häuser"], "mine", "de")
    assert explain("HÄUSER", users)[1].code == "why.listed"
    assert headwords_of("HÄUSER", None) == ()
    assert explain("HÄUSER", german)[1].code == "why.inflection"
    # the 15-letter limit is the built list's: a user's list is not said to have it
    assert explain("SELBSTVERSTÄNDLICH", users)[1].code == "why.dictionary-only"
    assert explain("SELBSTVERSTÄNDLICH", german)[1].code == "why.too-long"


def test_a_damaged_map_leaves_the_verdict_and_names_no_headword(german, tmp_path, monkeypatch) -> None:
    bad = tmp_path / "de_headwords.txt.xz"
    bad.write_bytes(b"not xz at all")
    monkeypatch.setattr(headwords_module, "headwords_list", lambda: bad)
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(tmp_path / "cache"))
    headwords_module._trie.cache_clear()
    try:
        source = bad.with_name("de.txt.xz")  # where the map says the built-in list is
        assert headwords_of("HÄUSER", source) == ()
        listed = Lexicon(german.trie, "de", "de", source=source, title="t")
        valid, reason = explain("HÄUSER", listed)
        assert valid is True and reason.code == "why.listed"
    finally:
        headwords_module._trie.cache_clear()
