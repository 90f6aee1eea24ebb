"""The German compound fallback (lexitile.lexicon.compounds).

Unit tests use a stand-in checker (fast, and the loading is under the test's control);
the last tests load the committed de_DE_frami dictionary with spylls, once in process
and once in the child process the game uses.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from lexitile.lexicon import Lexicon, compounds, load_lexicon
from lexitile.lexicon.compounds import (
    CompoundLexicon,
    HunspellChecker,
    HunspellProcess,
    compound_mode,
    hunspell_spellings,
    plausible,
    read_denylist,
)

STATIC = Lexicon.from_words(["Straße", "Haus", "Tür", "Apfel", "Saft"], "static", "de")


class FakeChecker:
    """Accepts a fixed set of tile words; counts the questions."""

    def __init__(self, words: set[str]):
        self.words = words
        self.asked: list[str] = []

    def accepts(self, tiles: str) -> bool:
        self.asked.append(tiles)
        return tiles in self.words


class GatedLoader:
    """A loader that finishes only when the test says so."""

    def __init__(self, checker: object | Exception):
        self.checker = checker
        self.release = threading.Event()
        self.calls = 0

    def __call__(self):
        self.calls += 1
        self.release.wait(10)
        if isinstance(self.checker, Exception):
            raise self.checker
        return self.checker


# ---------------------------------------------------------------------- spellings


@pytest.mark.parametrize(
    ("tiles", "expected"),
    [
        ("STRASSE", ["Straße", "Strasse", "straße", "strasse"]),
        ("HAUS", ["Haus", "haus"]),
        ("ÄRGER", ["Ärger", "ärger"]),  # umlauts stay umlauts
        ("SSO", ["Sso", "ßo", "sso"]),  # no capital ß
        ("QI", ["Qi", "qi"]),
    ],
)
def test_hunspell_spellings(tiles: str, expected: list[str]) -> None:
    assert hunspell_spellings(tiles) == expected


def test_every_ss_may_be_sharp_s() -> None:
    forms = {s.lower() for s in hunspell_spellings("SCHLOSSSTRASSE")}
    assert forms == {
        "schloßstraße",
        "schloßstrasse",
        "schlosßtraße",
        "schlosßtrasse",
        "schlossstraße",
        "schlossstrasse",
    }
    for s in hunspell_spellings("SCHLOSSSTRASSE"):
        assert s.upper() == "SCHLOSSSTRASSE"  # every spelling folds back to the tiles
    assert all(not s.isupper() for s in hunspell_spellings("USA"))  # never all capitals


def test_spellings_are_bounded() -> None:
    assert len(hunspell_spellings("S" * 39 + "A")) <= compounds.MAX_SPELLINGS  # not 10**8 of them


def test_plausible() -> None:
    assert plausible("APFELSAFT")
    assert plausible("ÖL")
    assert not plausible("BZW")  # no vowel: an abbreviation
    assert not plausible("KM")
    assert not plausible("A")
    assert not plausible("X-RAY")
    assert not plausible("CORAÇAO")  # not a German tile
    assert not plausible("BERLIN", frozenset({"BERLIN"}))
    assert not plausible("A" * (compounds.MAX_LETTERS + 1))


def test_denylist_is_read() -> None:
    deny = read_denylist()
    assert {"BERLIN", "AACHEN", "THOMAS", "GOETHE"} <= deny
    assert {"BERLINS", "AACHENS", "GOETHES"} <= deny  # hunspell's genitive flag S
    assert not {"POLO", "CHILI", "APRIL"} & deny  # kept by the review
    assert all(w == w.upper() and " " not in w for w in deny)


def test_compound_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(compounds.MODE_ENV, raising=False)
    assert compound_mode() == "background"
    monkeypatch.setenv(compounds.MODE_ENV, "off")
    assert compound_mode() == "off"
    assert compound_mode("lazy") == "lazy"
    monkeypatch.setenv(compounds.MODE_ENV, "nonsense")
    assert compound_mode() == "background"
    with pytest.raises(ValueError, match="background, lazy, off"):
        compound_mode("sometimes")


# ---------------------------------------------------------------------- the wrapper


def test_static_words_never_ask_the_fallback() -> None:
    fake = FakeChecker({"APFELSAFT"})
    lex = CompoundLexicon(STATIC, lambda: fake, mode="lazy", denylist=())
    assert "straße" in lex and "HAUS" in lex
    assert fake.asked == []
    assert lex.in_static_list("HAUS") and not lex.in_static_list("APFELSAFT")


def test_the_static_side_is_the_static_list() -> None:
    lex = CompoundLexicon(STATIC, lambda: FakeChecker({"APFELSAFT"}), mode="lazy", denylist=())
    assert lex.trie is STATIC.trie
    assert sorted(lex.words()) == sorted(STATIC.words())
    assert len(lex) == len(STATIC) and lex.language == "de" and lex.name == "static"
    assert lex.has_prefix("APF") and not lex.has_prefix("APFELS")  # compounds are no prefixes
    assert isinstance(lex, Lexicon)


def test_lazy_mode_waits_for_the_load_on_a_miss() -> None:
    fake = FakeChecker({"APFELSAFT", "HAUSTÜR"})
    loader = GatedLoader(fake)
    lex = CompoundLexicon(STATIC, loader, mode="lazy", denylist=())
    assert not lex.ready and loader.calls == 0  # nothing loads until a word is missing
    threading.Timer(0.2, loader.release.set).start()
    began = time.perf_counter()
    assert "apfelsaft" in lex
    assert time.perf_counter() - began >= 0.1
    assert lex.ready and lex.compounds_available
    assert "Haustür" in lex
    assert "HAUSSAFT" not in lex
    assert loader.calls == 1


def test_background_mode_never_waits() -> None:
    fake = FakeChecker({"APFELSAFT"})
    loader = GatedLoader(fake)
    lex = CompoundLexicon(STATIC, loader, mode="background", denylist=())
    began = time.perf_counter()
    assert "APFELSAFT" not in lex  # still loading: the static list decides
    assert lex.verdict("APFELSAFT") is None  # "not known yet"
    assert lex.verdict("HAUS") is True
    assert lex.verdict("BZW") is False  # never a word, loaded or not
    assert time.perf_counter() - began < 0.5
    loader.release.set()
    assert lex.wait(5)
    assert "APFELSAFT" in lex and lex.verdict("APFELSAFT") is True
    assert lex.verdict("HAUSSAFT") is False


def test_answers_are_remembered() -> None:
    fake = FakeChecker({"APFELSAFT"})
    lex = CompoundLexicon(STATIC, lambda: fake, mode="lazy", denylist=())
    for _ in range(3):
        assert "APFELSAFT" in lex and "SAFTAPFEL" not in lex
    assert fake.asked == ["APFELSAFT", "SAFTAPFEL"]


def test_denylist_and_abbreviations_are_never_asked() -> None:
    fake = FakeChecker({"BERLIN", "BZW", "AACHEN"})
    lex = CompoundLexicon(STATIC, lambda: fake, mode="lazy", denylist={"BERLIN", "AACHEN"})
    assert "BERLIN" not in lex and "Aachen" not in lex and "BZW" not in lex
    assert fake.asked == []


def test_a_failed_load_leaves_the_static_list() -> None:
    lex = CompoundLexicon(STATIC, GatedLoader(ImportError("No module named 'spylls'")), mode="lazy", denylist=())
    lex._loader.release.set()
    assert "APFELSAFT" not in lex
    assert "HAUS" in lex
    assert lex.ready and not lex.compounds_available
    assert isinstance(lex.error, ImportError)
    assert "failed" in repr(lex)


def test_a_checker_that_dies_leaves_the_static_list() -> None:
    class Dying:
        def accepts(self, tiles: str) -> bool:
            raise OSError("compound checker process ended")

    lex = CompoundLexicon(STATIC, Dying, mode="lazy", denylist=())
    assert "APFELSAFT" not in lex
    assert isinstance(lex.error, OSError) and not lex.compounds_available
    assert "HAUS" in lex


def test_plain_lexicons_have_the_same_interface() -> None:
    assert STATIC.ready and STATIC.wait(0) and STATIC.verdict("haus") is True and STATIC.verdict("X") is False


def test_load_lexicon_modes(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(compounds.MODE_ENV, raising=False)
    off = load_lexicon("de", cache_dir=tmp_path, compounds="off")
    assert type(off) is Lexicon
    lazy = load_lexicon("de", cache_dir=tmp_path, compounds="lazy")
    assert isinstance(lazy, CompoundLexicon) and lazy.mode == "lazy" and not lazy.ready
    assert lazy.cache_path == off.cache_path  # same static trie, same automaton cache key
    monkeypatch.setenv(compounds.MODE_ENV, "off")
    assert type(load_lexicon("de", cache_dir=tmp_path)) is Lexicon
    assert type(load_lexicon("en", cache_dir=tmp_path, compounds="lazy")) is Lexicon  # German only
    with pytest.raises(ValueError):
        load_lexicon("de", cache_dir=tmp_path, compounds="always")


# ---------------------------------------------------------------------- the real dictionary

#: Compounds missing from the static list that the fallback must accept. The list now
#: has the German Wiktionary's nouns (APFELSAFT, KAFFEEPAUSE), so these are compounds of
#: them that no headword source lists.
COMPOUNDS = (
    "Apfelsaftflasche Terminkalenderseite Augenbrauenstift Geburtstagskuchen Pflaumenkuchenrezept "
    "Hühnersuppentopf Wanderschuhsohle Zimmerschlüsselbund Kaffeepausenraum Flussuferweg Schloßstraße "
    "himmelblau"
).split()
#: Never words, with the fallback too: the lexicon notes' German reject sample (names,
#: abbreviations, spelled-out umlauts, bound forms; as in test_lexicon_de_pt.py), and
#: a few more.
NEVER = (
    "AACHEN BERLIN THOMAS PETER GOETHE HAMBURG ABS USA GMBH HAEUSER MUELLER BAECKEREI "
    "ARBEITS VER UN HEIT KM KG BZW GGF INKL USW "
    "STRASZE HAUSSAFTIGKEITLICH APFELSAFTX OELBOHRUNG AACHENS BERLINS GOETHES"
).split()


@pytest.fixture(scope="module")
def checker() -> HunspellChecker:
    # The process-wide dictionary the product's German lexicons share (``lexitile
    # check --lang de`` tests load it in this process too): one 3 s load per process.
    # Not when this process holds the child-process checker instead: the child's
    # answers are compared with an in-process dictionary below.
    shared = compounds.shared_checker("lazy")
    return shared if isinstance(shared, HunspellChecker) else HunspellChecker.load()


@pytest.fixture(scope="module")
def static_german(lexicon_cache: Path) -> Lexicon:
    return load_lexicon("de", cache_dir=lexicon_cache, compounds="off")


def test_real_compounds_are_accepted(checker: HunspellChecker, static_german: Lexicon) -> None:
    lex = CompoundLexicon(static_german, lambda: checker, mode="lazy")
    missing = [w for w in COMPOUNDS if not lex.in_static_list(w)]
    assert len(missing) >= 8, "the sample should be compounds the static list lacks"
    assert [w for w in COMPOUNDS if w not in lex] == []


def test_real_non_words_stay_out(checker: HunspellChecker, static_german: Lexicon) -> None:
    lex = CompoundLexicon(static_german, lambda: checker, mode="lazy")
    assert [w for w in NEVER if w in lex] == []


@pytest.mark.slow
def test_the_child_process_gives_the_same_answers(checker: HunspellChecker, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(compounds, "START_DELAY", 0.0)
    # (at normal priority, as in every test: tests/conftest.py; the priority's own test is below)
    process = HunspellProcess.start()
    try:
        for word in COMPOUNDS[:5] + NEVER[:5]:
            tiles = word.upper()
            assert process.accepts(tiles) == checker.accepts(tiles), word
    finally:
        process.close()
    with pytest.raises(OSError):
        process.accepts("APFELSAFT")


@pytest.mark.idle_priority
@pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"), reason="Linux scheduling classes")
def test_the_child_process_runs_at_idle_priority() -> None:
    """The dictionary's child process only takes CPU time nothing else wants, so the
    interface comes first on a busy machine."""
    child = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        compounds._lower_priority(child.pid)
        assert os.sched_getscheduler(child.pid) == os.SCHED_IDLE
    finally:
        child.communicate(b"")
