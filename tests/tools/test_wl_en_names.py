"""The English name filter of the word-list build (tools/wl_en.py) on crafted cases: a
SCOWL-only word that a name source lists stays only on evidence (ENABLE or an OSPD
two-letter word, a lower-case WordNet lemma, a regular inflection of such a word, the
reviewed keep-list); a bare lower-case SCOWL entry proves nothing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import wl_en
from wl_evidence import split_names, why_word

#: A crafted WordNet: ``wellington`` only capitalised (the city and the boot, as WordNet
#: writes them), ``meg`` and ``dog`` lower case, an adjective lemma with its marker.
DATA_NOUN = """  1 This software and database is being provided to you
03516844 06 n 02 Wellington 0 Wellington_boot 0 000 | a boot
13751533 23 n 02 million 0 meg 0 000 | a number
02084071 05 n 01 dog 0 000 | a domestic animal
"""
DATA_ADJ = """01000001 00 s 01 greenish(a) 0 000 | somewhat green
"""


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "usr/share/wordnet"
    folder.mkdir(parents=True)
    (folder / "data.noun").write_text(DATA_NOUN, encoding="latin-1")
    (folder / "data.adj").write_text(DATA_ADJ, encoding="latin-1")
    (folder / "data.verb").write_text("", encoding="latin-1")
    (folder / "data.adv").write_text("", encoding="latin-1")
    return tmp_path


def test_wordnet_counts_only_lower_case_single_word_lemmas(root: Path) -> None:
    assert wl_en.wordnet_words(root) == {"MILLION", "MEG", "DOG", "GREENISH"}


def test_missing_wordnet_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="wordnet-base"):
        wl_en.wordnet_words(tmp_path)


def test_regular_inflections_find_their_headword() -> None:
    heads = {"HIM", "DOG", "BAKE", "PONY"}
    found = wl_en.inflections(["HIMS", "DOGGING", "BAKED", "PONIES", "ZACK", "HIM"], heads)
    assert found == {"HIMS": {"HIM"}, "DOGGING": {"DOG"}, "BAKED": {"BAKE"}, "PONIES": {"PONY"}}


def test_a_name_with_no_evidence_is_refused_and_words_stay(root: Path) -> None:
    words = {"KYLE", "MEG", "FE", "DOGS", "WELLINGTON", "KYLES", "SCOWLONLY"}
    evidence = wl_en.name_evidence(root, enable={"DOG"}, keep2=frozenset({"FE"}), forms=words)
    candidates = {"first names": {"KYLE", "MEG", "FE", "KYLES"}, "cities": {"DOGS", "WELLINGTON"}}
    refused, kept = split_names(candidates, words, evidence)
    # KYLE is only a lower-case SCOWL entry; KYLES an inflection of that name: both out.
    assert refused == {"first names": {"KYLE", "KYLES"}, "cities": set()}
    assert kept["MEG"] == "WordNet lemma"
    assert kept["FE"] == "ENABLE or an OSPD two-letter word"
    assert kept["DOGS"] == "inflection of DOG"
    assert kept["WELLINGTON"].startswith("keep-list: ")
    assert "SCOWLONLY" not in kept  # not a candidate: the name filter leaves it alone


def test_a_name_that_is_a_form_of_another_listed_word_stays(root: Path) -> None:
    # ARAPONGAS is a Brazilian city and the plural of ARAPONGA, a bird that no name
    # source lists; VALIS likewise of VALI. KYLES of the unevidenced name KYLE proves nothing.
    words = {"ARAPONGA", "ARAPONGAS", "VALI", "VALIS", "KYLE", "KYLES"}
    evidence = wl_en.name_evidence(root, enable=set(), keep2=frozenset(), forms=words)
    candidates = {"cities": {"ARAPONGAS"}, "first names": {"VALIS", "KYLE", "KYLES"}}
    refused, kept = split_names(candidates, words, evidence)
    assert kept["ARAPONGAS"] == "inflection of ARAPONGA"
    assert kept["VALIS"] == "inflection of VALI"
    assert refused == {"cities": set(), "first names": {"KYLE", "KYLES"}}


def test_reviewed_names_are_name_candidates_with_a_reason() -> None:
    assert {"CANDIE", "YER", "SOUM"} <= set(wl_en.EN_NAMES)
    assert all(len(reason) > 8 for reason in wl_en.EN_NAMES.values())
    assert not set(wl_en.EN_NAMES) & set(wl_en.EN_KEEP)


def test_without_the_keep_list_wellington_would_go(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wl_en, "EN_KEEP", {})
    evidence = wl_en.name_evidence(root, enable=set(), keep2=frozenset(), forms={"WELLINGTON"})
    assert why_word("WELLINGTON", evidence, {"WELLINGTON"}) is None


def test_every_keep_list_entry_has_a_reason_and_is_a_plain_word() -> None:
    for word, reason in wl_en.EN_KEEP.items():
        assert word.isascii() and word.isalpha() and word.isupper(), word
        assert len(reason) > 8, word


def test_fold_drops_accents_and_refuses_names_of_several_words() -> None:
    assert wl_en.fold("Zoë") == "ZOE"
    assert wl_en.fold("New York") is None
    assert wl_en.fold("O'Neil") is None
