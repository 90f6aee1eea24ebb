"""Slow first-use lexicon work reports progress (the trie build, the compound load)."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from pathlib import Path

import marisa_trie
import pytest

from lexitile.lexicon import cache
from lexitile.lexicon.compounds import CompoundLexicon
from lexitile.lexicon.store import Lexicon
from lexitile.text.progress import ProgressLine


@pytest.fixture
def reports() -> Iterator[list[tuple[str, float]]]:
    seen: list[tuple[str, float]] = []

    def reporter(what: str) -> Callable[[float], None]:
        return lambda fraction: seen.append((what, fraction))

    cache.show_progress(reporter)
    yield seen
    cache.show_progress(None)


def test_a_trie_build_reports_and_a_cache_hit_does_not(tmp_path: Path, reports: list[tuple[str, float]]) -> None:
    source = tmp_path / "w.txt"
    source.write_text("CAT\nDOG\n")
    trie, _ = cache.cached_trie(source, "mine", lambda: ["CAT", "DOG"], tmp_path / "c")
    assert "CAT" in trie
    assert [f for _, f in reports] == [0.0, 1.0] and "word index of mine" in reports[0][0]
    reports.clear()
    cache.cached_trie(source, "mine", lambda: ["CAT", "DOG"], tmp_path / "c")
    assert reports == []


class _Loaded:
    def accepts(self, tiles: str) -> bool:
        return tiles == "APFELSAFT"


def test_the_lazy_compound_load_reports(reports: list[tuple[str, float]]) -> None:
    base = Lexicon(marisa_trie.Trie(["HAUS"]), "static", "de")
    lex = CompoundLexicon(base, loader=_Loaded, mode="lazy", denylist=())
    assert "HAUS" in lex and reports == []  # the static list answers: nothing loads
    assert "APFELSAFT" in lex
    assert [f for _, f in reports] == [0.0, 1.0] and "compound dictionary" in reports[0][0]


def test_progress_only_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stderr", io.StringIO())
    cache.progress_on_terminal()
    assert cache.progress_reporter is None

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr("sys.stderr", Tty())
    cache.progress_on_terminal()
    try:
        assert cache.progress_reporter is ProgressLine
    finally:
        cache.show_progress(None)


def test_the_dictionary_load_reports_how_far_it_has_read(tmp_path: Path) -> None:
    """The share of the ``.dic`` entries read (its first line counts them), rising
    step by step to the end: a bar can show real progress."""
    from lexitile.lexicon.compounds import HunspellChecker

    aff = tmp_path / "t.aff"
    aff.write_text("SET UTF-8\n", encoding="utf-8")
    words = [f"wort{chr(97 + i % 26)}{chr(97 + i // 26 % 26)}" for i in range(400)]
    dic = tmp_path / "t.dic"
    dic.write_text(f"{len(words)}\n" + "\n".join(words) + "\n", encoding="utf-8")
    seen: list[float] = []
    checker = HunspellChecker.load(aff, dic, frozenset(), progress=seen.append)
    assert checker.accepts("WORTAB")
    assert seen[0] == 0.0 and seen == sorted(seen) and seen[-1] >= 0.99
    assert len({round(f, 2) for f in seen if 0.05 < f < 0.99}) >= 20  # steps between, not only 0 and 1
