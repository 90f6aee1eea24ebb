"""The German proper-noun denylist refuses names and their genitives (Mattel rule text:
no proper nouns), but not the name + S spellings that are words of their own."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from lexitile.lexicon.denylist import GENITIVE_WORDS, name_forms, parse_names, read_denylist


def test_parse_names_reads_words_and_skips_comments() -> None:
    text = "# header\nBERLIN\n  aachen  # a city\n\n# POLO kept\nGOETHE\n"
    assert parse_names(text) == {"BERLIN", "AACHEN", "GOETHE"}


def test_a_name_and_its_genitive_are_refused() -> None:
    assert name_forms(frozenset({"BERLIN", "GOETHE"})) == {"BERLIN", "BERLINS", "GOETHE", "GOETHES"}


def test_names_ending_in_s_x_z_take_an_apostrophe_not_an_s() -> None:
    assert name_forms(frozenset({"THOMAS", "FELIX", "LEIPZIG", "GRAZ"})) == {
        "THOMAS", "FELIX", "LEIPZIG", "LEIPZIGS", "GRAZ",
    }  # fmt: skip


def test_words_that_look_like_a_genitive_stay() -> None:
    assert not name_forms(frozenset({"JEAN", "NEW", "BASIC", "JUDA"})) & GENITIVE_WORDS


@given(st.frozensets(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ", min_size=2, max_size=10)))
def test_every_name_stays_refused(names: frozenset[str]) -> None:
    forms = name_forms(names)
    assert names <= forms
    assert all(f in names or (f[:-1] in names and f.endswith("S")) for f in forms)


def test_the_shipped_denylist_has_the_genitives() -> None:
    deny = read_denylist()
    assert {"BERLIN", "BERLINS", "AACHENS", "GOETHES"} <= deny
    assert not {"POLO", "CHILI", "APRIL", "JEANS", "NEWS"} & deny


def test_an_unreadable_denylist_refuses_nothing(tmp_path: Path) -> None:
    assert read_denylist(tmp_path / "missing.txt") == frozenset()
