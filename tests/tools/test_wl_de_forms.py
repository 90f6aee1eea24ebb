"""The German inflection rules of the word-list build (tools/wl_de_forms.py), on small
files made here: each rule, its reviewed exceptions, and that only forms of headwords
already in the list are added."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import wl_de_forms
from lexitile.lexicon.normalise import normalise, why_not_word


def tiles(cell: str) -> str | None:
    if not cell.isalpha() or why_not_word(cell, "de") is not None:
        return None
    return normalise(cell, "de")


HEADER = "lemma,pos,genus,genus 1,genus 2,genus 3,genus 4,nominativ singular,nominativ plural,genitiv singular,dativ plural\n"


def write_csv(tmp_path: Path, rows: list[str]) -> Path:
    path = tmp_path / "nouns.csv"
    path.write_text(HEADER + "".join(r + "\n" for r in rows), encoding="utf-8")
    return path


def test_noun_forms_only_for_lemmas_in_the_list(tmp_path: Path) -> None:
    path = write_csv(
        tmp_path,
        [
            "Torheit,Substantiv,f,,,,,Torheit,Torheiten,Torheit,Torheiten",
            'Nerz,"Nachname,Substantiv",m,,,,,Nerz,Nerze,Nerzes,Nerzen',  # a wrong name tag: still a noun
            "Zwerg,Substantiv,m,,,,,Zwerg,Zwerge,Zwerges,Zwergen",  # lemma not in the list: nothing
            "Straße,Substantiv,f,,,,,Straße,Straßen,Straße,Straßen",
            "Weg,Substantiv,m,,,,,Weg,Wege,Weg-es,ein Weg",  # cells that are no tile words
        ],
    )
    forms = wl_de_forms.noun_forms({"TORHEIT", "NERZ", "STRASSE", "WEG"}, tiles, path)
    assert forms == {
        "TORHEIT": {"TORHEIT", "TORHEITEN"},
        "NERZ": {"NERZ", "NERZE", "NERZES", "NERZEN"},
        "STRASSE": {"STRASSE", "STRASSEN"},
        "WEG": {"WEG", "WEGE"},
    }


DIC = """\
9
hart/Ake
härter/A
nah/Ake
näher/A
gelost/A
gelöster/A
groß/Ake
größer/A
kalt/Ake
"""


def superlatives(words: set[str], tmp_path: Path) -> set[str]:
    dic = tmp_path / "x.dic"
    dic.write_text(DIC, encoding="iso-8859-1")
    return wl_de_forms.superlatives(dic, "iso-8859-1", words, lambda w: normalise(w, "de"))


def test_umlaut_comparatives_get_their_superlatives(tmp_path: Path) -> None:
    out = superlatives({"HART", "HÄRTER", "NAH", "NÄHER", "GROSS", "GRÖSSER", "GELOST", "GELÖSTER"}, tmp_path)
    assert {"HÄRTESTE", "HÄRTESTEN", "HÄRTESTEM", "HÄRTESTER", "HÄRTESTES"} <= out
    assert {"NÄCHSTE", "GRÖSSTE"} <= out  # the reviewed irregular ones
    assert not {w for w in out if w.startswith(("NÄHST", "GRÖSSEST", "GELÖST"))}


def test_no_superlative_without_the_comparative_in_the_list(tmp_path: Path) -> None:
    assert superlatives({"HART", "KALT"}, tmp_path) == set()  # no HÄRTER, no KÄLTER stem


def test_forms_already_in_the_list_are_not_added_again(tmp_path: Path) -> None:
    out = superlatives({"HART", "HÄRTER", "HÄRTESTE"}, tmp_path)
    assert "HÄRTESTE" not in out and "HÄRTESTEN" in out


@given(st.sets(st.sampled_from(["HART", "HÄRTER", "NAH", "NÄHER", "GROSS", "GRÖSSER", "KALT"])))
def test_superlatives_are_new_and_of_comparatives_in_the_list(words: set[str]) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        out = superlatives(set(words), Path(folder))
    assert not out & words
    stems = {"HÄRTER": "HÄRTEST", "NÄHER": "NÄCHST", "GRÖSSER": "GRÖSST"}
    assert out <= {s + e for c, s in stems.items() if c in words for e in wl_de_forms.ADJECTIVE_ENDINGS}
