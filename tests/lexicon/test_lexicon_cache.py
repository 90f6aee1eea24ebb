"""The on-disk trie cache: hits, rebuilds on change, fallbacks when it cannot be written."""

from __future__ import annotations

import lzma
import os
from pathlib import Path

import pytest

from lexitile.lexicon import cache, load_lexicon
from lexitile.lexicon.cache import cache_dir, cached_trie


def make_source(tmp_path: Path, words: list[str]) -> Path:
    path = tmp_path / "src.txt.xz"
    with lzma.open(path, "wt", encoding="utf-8") as f:
        f.write("\n".join(words) + "\n")
    return path


class Reader:
    def __init__(self, path: Path):
        self.path = path
        self.calls = 0

    def __call__(self) -> list[str]:
        self.calls += 1
        with lzma.open(self.path, "rt", encoding="utf-8") as f:
            return f.read().split()


def test_second_use_opens_the_cached_file(tmp_path: Path) -> None:
    source = make_source(tmp_path, ["QI", "ZA"])
    reader = Reader(source)
    trie1, path1 = cached_trie(source, "t", reader, tmp_path / "cache")
    trie2, path2 = cached_trie(source, "t", reader, tmp_path / "cache")
    assert reader.calls == 1
    assert path1 == path2 and path1 is not None and path1.is_file()
    assert path1.name.startswith("t-") and path1.suffix == ".marisa"
    assert set(trie1.keys()) == set(trie2.keys()) == {"QI", "ZA"}
    # no temp files left: the trie and the check file that vouches for it
    assert sorted(p.name for p in path1.parent.iterdir()) == [path1.name, path1.name + ".check"]


def test_changed_source_is_rebuilt(tmp_path: Path) -> None:
    source = make_source(tmp_path, ["QI", "ZA"])
    reader = Reader(source)
    _, old = cached_trie(source, "t", reader, tmp_path / "cache")
    make_source(tmp_path, ["QI", "ZA", "XU"])
    trie, new = cached_trie(source, "t", reader, tmp_path / "cache")
    assert reader.calls == 2
    assert new != old
    assert "XU" in trie


def test_unwritable_cache_falls_back_to_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    source = make_source(tmp_path, ["QI"])
    trie, path = cached_trie(source, "t", Reader(source), blocker / "cache")
    assert path is None
    assert "QI" in trie


def test_failed_save_leaves_no_temp_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(src: str, dst: str) -> None:
        raise PermissionError(13, "Permission denied", dst)

    monkeypatch.setattr(cache.os, "replace", refuse)
    source = make_source(tmp_path, ["QI"])
    trie, path = cached_trie(source, "t", Reader(source), tmp_path / "cache")
    assert path is None and "QI" in trie
    assert list((tmp_path / "cache").iterdir()) == []


def test_damaged_cache_file_is_rebuilt(tmp_path: Path) -> None:
    source = make_source(tmp_path, ["QI", "ZA"])
    reader = Reader(source)
    _, path = cached_trie(source, "t", reader, tmp_path / "cache")
    assert path is not None
    path.write_bytes(b"not a trie" * 10)
    trie, again = cached_trie(source, "t", reader, tmp_path / "cache")
    assert reader.calls == 2
    assert again == path
    assert set(trie.keys()) == {"QI", "ZA"}


def test_cache_dir_env_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(tmp_path / "x"))
    assert cache_dir() == tmp_path / "x"
    monkeypatch.delenv("LEXITILE_CACHE_DIR")
    assert cache_dir().name == "lexitile"


def test_builtin_english_cold_then_warm(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(tmp_path))
    cold = load_lexicon("en")
    assert cold.cache_path is not None and cold.cache_path.parent == tmp_path
    mtime = os.stat(cold.cache_path).st_mtime_ns
    warm = load_lexicon("en")
    assert warm.cache_path == cold.cache_path
    assert os.stat(warm.cache_path).st_mtime_ns == mtime  # not rewritten
    assert len(warm) == len(cold) and "QI" in warm


def test_builtin_english_with_unwritable_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(blocker / "sub"))
    lexicon = load_lexicon("en")
    assert lexicon.cache_path is None
    assert "ZA" in lexicon


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root can write anywhere")
def test_read_only_cache_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        source = make_source(tmp_path, ["QI"])
        trie, path = cached_trie(source, "t", Reader(source), folder)
        assert path is None and "QI" in trie
    finally:
        folder.chmod(0o700)
