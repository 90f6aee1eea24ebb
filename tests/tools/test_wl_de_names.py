"""German name filters of the word-list build (tools/wl_de.py) on crafted cases: frami's
plain twin of a spelling with a capital inside (Cebit beside CeBIT) is a name candidate,
and the reviewed product, company and trade-fair names go with their genitives."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import wl_de
from wl_evidence import Evidence, split_names

#: A crafted frami-like .dic (ISO-8859-1, a count line first): brands and abbreviations
#: written with a capital inside, some with a plain twin, and ordinary entries.
DIC = [
    "9",
    "CeBIT",
    "Cebit",
    "PayPal",
    "Paypal",
    "UFO/S",
    "Ufo/S",
    "GmbH",
    "Haus/Sm",
    "Öl/Sm",
]


def write_dic(folder: Path) -> Path:
    path = folder / "de_DE_frami.dic"
    path.write_text("\n".join(DIC) + "\n", encoding="iso-8859-1")
    return path


def test_only_plain_twins_of_spellings_with_a_capital_inside_are_candidates(tmp_path: Path) -> None:
    found = wl_de.capitals_inside(write_dic(tmp_path), "iso-8859-1")
    assert found == {"CEBIT", "PAYPAL", "UFO"}  # not GMBH (no plain twin), not HAUS or ÖL


def test_a_twin_with_evidence_stays_and_one_without_goes(tmp_path: Path) -> None:
    twins = wl_de.capitals_inside(write_dic(tmp_path), "iso-8859-1")
    proof = Evidence(tagged={wl_de.WIKTIONARY_NOUNS: {"UFO", "UFOS"}})
    refused, kept = split_names({wl_de.CAPITALS_INSIDE: twins}, {"CEBIT", "PAYPAL", "UFO", "HAUS"}, proof)
    assert refused[wl_de.CAPITALS_INSIDE] == {"CEBIT", "PAYPAL"}
    assert kept == {"UFO": wl_de.WIKTIONARY_NOUNS}


def test_reviewed_brands_go_with_their_genitives_but_not_the_words_beside_them() -> None:
    forms = wl_de.brand_forms()
    assert {"HANNOVERMESSE", "HANNOVERMESSEN", "FANTA", "ZEISS", "WHATSAPP", "WHATSAPPS", "NUTELLAS"} <= forms
    assert not {"METRO", "PASSAT", "PENATEN", "PAULANER", "BAYER", "KROMBACHER", "SPAR"} & forms
    assert "ZEISSS" not in forms  # a name ending in S takes an apostrophe, not a form


def test_every_reviewed_brand_says_what_it_names_and_none_is_on_the_keep_list() -> None:
    assert frozenset(wl_de.BRAND_NAMES) == wl_de.BRANDS
    assert all(name.isupper() and why.strip() for name, why in wl_de.BRAND_NAMES.items())
    assert not wl_de.BRANDS & set(wl_de.KEEP)


def test_a_name_spelled_the_german_way_is_a_candidate() -> None:
    spelled = wl_de.germanised_spellings(
        {"KUWAIT", "MONACO", "CHICAGO", "YOKOHAMA", "HIROSHIMA", "NAZARETH", "SUEZKANAL"}
    )
    assert {"KUWEIT", "MONAKO", "CHIKAGO", "JOKOHAMA", "HIROSCHIMA", "NAZARET", "SUESKANAL"} <= spelled
    assert not {"KUWAIT", "MONACO"} & spelled  # the names themselves are candidates already
    assert "TOSCANA" in wl_de.germanised_spellings({"TOSKANA"})  # and the other way round


def test_a_spelling_with_evidence_stays_and_one_without_goes() -> None:
    spelled = wl_de.germanised_spellings({"KUWAIT", "CURT"})  # KUWEIT; KURT, a form of kuren
    proof = Evidence(lower={"KURT"})
    refused, kept = split_names({wl_de.GERMANISED: spelled}, {"KUWEIT", "KURT", "HAUS"}, proof)
    assert refused[wl_de.GERMANISED] == {"KUWEIT"}
    assert kept == {"KURT": "lower-case German entry"}
