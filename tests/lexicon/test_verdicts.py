"""Compound verdicts remembered across runs (lexitile.lexicon.verdicts)."""

from __future__ import annotations

from pathlib import Path

import marisa_trie
from hypothesis import given
from hypothesis import strategies as st

from lexitile.lexicon import compounds
from lexitile.lexicon.compounds import CompoundLexicon
from lexitile.lexicon.store import Lexicon
from lexitile.lexicon.verdicts import VerdictCache, cache_key


def test_verdicts_survive_a_new_process(tmp_path: Path) -> None:
    first = VerdictCache(tmp_path / "v.txt")
    first.put("APFELSAFT", True)
    first.put("KOSTENROSE", False)
    again = VerdictCache(tmp_path / "v.txt")
    assert again.get("APFELSAFT") is True and again.get("KOSTENROSE") is False
    assert again.get("HAUS") is None and len(again) == 2


def test_a_damaged_line_is_ignored_and_the_others_kept(tmp_path: Path) -> None:
    cache = VerdictCache(tmp_path / "v.txt")
    for word in ("APFELSAFT", "BAHNSTEIG", "NERZPELZ"):
        cache.put(word, True)
    data = bytearray((tmp_path / "v.txt").read_bytes())
    data[data.index(b"BAHN")] ^= 0x01  # one flipped bit in the second line
    (tmp_path / "v.txt").write_bytes(bytes(data) + b"\x00" * 64 + b"\nHAUS\t1\tdeadbeef\n")
    reread = VerdictCache(tmp_path / "v.txt")
    assert reread.get("APFELSAFT") is True and reread.get("NERZPELZ") is True
    assert reread.get("BAHNSTEIG") is None and reread.get("CAHNSTEIG") is None
    assert reread.get("HAUS") is None  # a wrong checksum
    assert reread.damaged == 3


def test_an_unwritable_cache_only_forgets(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("in the way")
    cache = VerdictCache(tmp_path / "file" / "v.txt")
    cache.put("APFELSAFT", True)  # no error
    assert cache.get("APFELSAFT") is True


def test_the_key_follows_the_dictionary_and_the_denylist(tmp_path: Path) -> None:
    dic = tmp_path / "x.dic"
    dic.write_text("1\nHaus\n")
    key = cache_key([dic], {"BERLIN"})
    assert cache_key([dic], {"BERLIN", "KÖLN"}) != key
    dic.write_text("1\nMaus\n")
    assert cache_key([dic], {"BERLIN"}) != key


@given(st.dictionaries(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ", min_size=1, max_size=40), st.booleans()))
def test_every_verdict_reads_back(tmp_path_factory: object, verdicts: dict[str, bool]) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        cache = VerdictCache(Path(folder) / "v.txt")
        for word, verdict in verdicts.items():
            cache.put(word, verdict)
        reread = VerdictCache(Path(folder) / "v.txt")
        assert {w: reread.get(w) for w in verdicts} == verdicts and reread.damaged == 0


class _Counting:
    def __init__(self) -> None:
        self.asked: list[str] = []

    def accepts(self, tiles: str) -> bool:
        self.asked.append(tiles)
        return tiles == "APFELSAFT"


def test_the_lexicon_asks_the_dictionary_once_across_runs(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(tmp_path))
    checker = _Counting()
    monkeypatch.setattr(compounds, "shared_checker", lambda mode: checker)
    base = Lexicon(marisa_trie.Trie(["HAUS"]), "static", "de")
    first = CompoundLexicon(base, mode="lazy", denylist=())
    assert "APFELSAFT" in first and "SAFTAPFEL" not in first
    second = CompoundLexicon(base, mode="lazy", denylist=())  # a new run: an empty memo
    assert "APFELSAFT" in second and "SAFTAPFEL" not in second
    assert checker.asked == ["APFELSAFT", "SAFTAPFEL"]
    assert list(tmp_path.glob("compounds-*.txt"))
