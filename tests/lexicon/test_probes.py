"""The probe files of tests/data/lexicon: words each built-in list must accept or refuse, with reasons."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.lexicon import load_lexicon

PROBES = Path(__file__).resolve().parent.parent / "data" / "lexicon"


def read_probes(code: str) -> list[tuple[str, bool, str]]:
    """``(word, must be in, reason)`` for every probe line of ``<code>.txt``."""
    probes = []
    for number, line in enumerate((PROBES / f"{code}.txt").read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        word, verdict, reason = line.split(None, 2)
        assert verdict in ("in", "out"), f"{code}.txt:{number}: expected in or out"
        probes.append((word, verdict == "in", reason))
    return probes


CASES = [(code, *probe) for code in ("en", "de", "pt_BR") for probe in read_probes(code)]


@pytest.fixture(scope="module")
def lexicons(lexicon_cache: Path) -> dict[str, object]:
    return {code: load_lexicon(code, cache_dir=lexicon_cache, compounds="off") for code in ("en", "de", "pt_BR")}


def test_every_file_has_both_kinds() -> None:
    for code in ("en", "de", "pt_BR"):
        kinds = {must for _w, must, _r in read_probes(code)}
        assert kinds == {True, False}, code


@pytest.mark.parametrize(("code", "word", "must", "reason"), CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_probe(lexicons: dict[str, object], code: str, word: str, must: bool, reason: str) -> None:
    assert (word in lexicons[code]) is must, f"{word} should be {'in' if must else 'out'}: {reason}"  # type: ignore[operator]


def test_builtin_lists_have_names_players_see(lexicons: dict[str, object]) -> None:
    titles = {code: lexicon.title for code, lexicon in lexicons.items()}  # type: ignore[attr-defined]
    assert titles["en"] == "lexitile English, based on ENABLE and SCOWL"
    assert titles["de"].startswith("lexitile German") and titles["pt_BR"].startswith("lexitile Brazilian Portuguese")
    assert load_lexicon("de", compounds="lazy").title == titles["de"]


def test_the_compound_check_refuses_the_sourced_names_too() -> None:
    from lexitile.lexicon.denylist import read_denylist

    denied = read_denylist()  # what the German compound check never accepts
    assert {"DEUTSCHLAND", "MÜNCHEN", "MÜNCHENS", "GOOGLE", "DE", "ET", "NATO"} <= denied
    assert {"BERLIN", "BERLINS"} <= denied  # the reviewed denylist still counts
    assert not {"ESSEN", "BUCH", "HAAR", "PFEFFER"} & denied
