"""Every German compound rule judges its probe words (tests/data/compounds/probes.txt)
and says why; ``lexitile check --why`` prints that reason in the interface language."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.cli import main
from lexitile.lexicon import Lexicon, load_lexicon
from lexitile.lexicon.compounds import for_rules
from lexitile.lexicon.why import compound_parts, explain
from lexitile.text.render import render

PROBES = Path(__file__).parent.parent / "data" / "compounds" / "probes.txt"


def probes() -> list[tuple[str, str, bool, str]]:
    rows = []
    for line in PROBES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rule, word, verdict, code = line.split()
            rows.append((rule, word, verdict == "in", code))
    return rows


@pytest.fixture(scope="module")
def german():
    return load_lexicon("de", compounds="lazy")


@pytest.mark.parametrize(("rule", "word", "valid", "code"), probes())
def test_each_rule_judges_its_probes_and_says_why(german, rule, word, valid, code) -> None:
    lexicon = for_rules(german, rule)
    assert (word in lexicon) is valid
    judged, reason = explain(word, lexicon)
    assert judged is valid and reason.code == code


def test_a_compound_is_split_into_listed_parts_with_their_linking_element() -> None:
    listed = Lexicon.from_words(["Affe", "Honig", "Schraube", "Katze", "Eis", "Bad", "Welt", "Raum"], "t", "de")
    assert compound_parts("AFFENHONIG", listed) == ("AFFEN", "HONIG")
    assert compound_parts("SCHRAUBENKATZE", listed) == ("SCHRAUBEN", "KATZE")
    assert compound_parts("WELTRAUMBAD", listed) == ("WELT", "RAUM", "BAD")
    assert compound_parts("HONIGXYZ", listed) is None


def test_other_languages_say_the_list(capsys) -> None:
    assert main(["check", "--why", "QI", "XYZZY"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("QI") and "valid: in the word list lexitile English" in out[0]
    assert out[1].startswith("XYZZY") and "not valid: not in the word list lexitile English" in out[1]


@pytest.mark.parametrize(
    ("ui", "expected"),
    [
        (
            "en",
            [
                "valid: in the word list",
                "compound rule 'dictionary' (the rule text): its headwords",
                "a name",
                "never a word (hyphen)",
            ],
        ),
        (
            "de",
            [
                "gültig: in der Wortliste",
                "Kompositaregel „Wörterbuch“: nur ihre Stichwörter",
                "ein Name",
                "nie ein Wort (Bindestrich)",
            ],
        ),
        (
            "pt_BR",
            [
                "válida: na lista",
                "regra de compostos “dicionário” (o texto das regras): só seus verbetes",
                "um nome",
                "nunca é palavra (hífen)",
            ],
        ),
    ],
)
def test_check_why_speaks_the_interface_language(capsys, ui, expected) -> None:
    assert main(["check", "--why", "--lang", "de", "--ui-lang", ui, "Häuser", "AFFENEI", "NEUMANN", "X-RAY"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 4
    for line, wanted in zip(out, expected, strict=True):
        assert wanted in line, line


@pytest.mark.parametrize(
    ("rule", "word", "wanted"),
    [
        ("attested", "EISBAD", "valid: a compound of listed words (EIS + BAD) that running text attests"),
        ("attested", "AFFENEI", "no running text attests it (house rule 'attested')"),
        ("free", "AFFENHONIG", "valid: a compound that hunspell's rules build from listed words (AFFEN + HONIG)"),
        ("free", "HUNDBAD", "hunspell's compounding rules do not build it (house rule 'free')"),
    ],
)
def test_check_why_names_the_house_rule_and_the_parts(capsys, rule, word, wanted) -> None:
    main(["check", "--why", "--lang", "de", "--ui-lang", "en", "--compounds", rule, word])
    assert wanted in capsys.readouterr().out


@pytest.mark.parametrize("word", ["XQ", "BZW", "KM"])
def test_letters_without_a_vowel_are_refused_without_calling_them_an_abbreviation(german, word) -> None:
    """A new player typed XQ and read "an abbreviation": XQ abbreviates nothing."""
    judged, reason = explain(word, german)
    assert not judged and reason.code == "why.abbreviation"
    text = render(reason)
    assert "no vowel" in text and not text.startswith("not valid: no vowel, an abbreviation")


def test_a_compound_with_no_split_into_listed_words_names_no_parts(german) -> None:
    """DONAU is no listed word (a river's name), so no split names parts; the reason
    said "from listed words (DONAUDAMPFSCHIFFFAHRT)", the word itself."""
    judged, reason = explain("Donaudampfschifffahrt", for_rules(german, "free"))
    assert judged is True and reason.code == "why.compound-unsplit"
    assert "DONAU" not in render(reason) and "(house rule 'free')" in render(reason)
