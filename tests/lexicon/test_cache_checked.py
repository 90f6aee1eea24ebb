"""Caches are checked: a damaged trie or automaton cache file, or another list's trie
under this list's name, is noticed on load and rebuilt, never trusted (marisa would
crash the process or answer wrongly; the automaton would misplay).

Damage is done to real cache files written by the code: flipped bits, a block of
zeros, a cut-off file, and a valid trie of another list copied in.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.lexicon.cache import cached_trie, check_path, verified

WORDS = sorted(
    {"CAT", "CATS", "DOG", "DOGS", "ZEBRA", "QUIZ", "AXE", "OX", "XI", "JO"} | {f"W{i:04d}" for i in range(3000)}
)
OTHER = sorted({"HUND", "KATZE", "MAUS", "BAUM"} | {f"V{i:04d}" for i in range(3000)})


def flip_bits(path: Path, count: int, seed: int = 1) -> None:
    data = bytearray(path.read_bytes())
    rng = random.Random(seed)
    for _ in range(count):
        i = rng.randrange(len(data))
        data[i] ^= 1 << rng.randrange(8)
    path.write_bytes(bytes(data))


def zeros(path: Path, size: int = 4096) -> None:
    data = bytearray(path.read_bytes())
    at = len(data) // 3
    data[at : at + size] = bytes(min(size, len(data) - at))
    path.write_bytes(bytes(data))


def cut(path: Path) -> None:
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


DAMAGE = {
    "200-flipped-bits": lambda p: flip_bits(p, 200),
    "1-flipped-bit": lambda p: flip_bits(p, 1, 7),
    "4KiB-zeros": zeros,
    "cut-in-half": cut,
}


def build(tmp_path: Path, words: list[str], name: str, cache: Path):
    source = tmp_path / f"{name}-{len(words)}-{words[0]}.txt"
    source.write_text("\n".join(words) + "\n")
    calls = []

    def read():
        calls.append(1)
        return words

    trie, path = cached_trie(source, name, read, cache)
    return source, trie, path, calls


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_damaged_trie_cache_is_rebuilt(tmp_path, damage) -> None:
    cache = tmp_path / "cache"
    source, _trie, path, calls = build(tmp_path, WORDS, "en", cache)
    assert path is not None and verified(path, "en") and calls == [1]
    DAMAGE[damage](path)
    assert not verified(path, "en")
    trie, again = cached_trie(source, "en", lambda: (calls.append(1), WORDS)[1], cache)
    assert len(calls) == 2, "the damaged file was trusted"
    assert again == path and verified(path, "en")
    assert all(w in trie for w in WORDS) and "HUND" not in trie and len(trie) == len(WORDS)


@pytest.mark.parametrize("with_check_file", [False, True])
def test_another_lists_trie_under_this_name_is_rebuilt(tmp_path, with_check_file) -> None:
    cache = tmp_path / "cache"
    source, _t, path, calls = build(tmp_path, WORDS, "en", cache)
    _s, _o, other, _c = build(tmp_path, OTHER, "de", cache)
    shutil.copyfile(other, path)  # a valid trie, of the wrong list
    if with_check_file:
        shutil.copyfile(check_path(other), check_path(path))
    trie, _p = cached_trie(source, "en", lambda: (calls.append(1), WORDS)[1], cache)
    assert len(calls) == 2
    assert "CAT" in trie and "HUND" not in trie


def test_a_cache_without_its_check_file_is_rebuilt(tmp_path) -> None:
    cache = tmp_path / "cache"
    source, _t, path, calls = build(tmp_path, WORDS, "en", cache)
    check_path(path).unlink()
    cached_trie(source, "en", lambda: (calls.append(1), WORDS)[1], cache)
    assert len(calls) == 2 and check_path(path).is_file()


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_damaged_automaton_cache_is_rebuilt(tmp_path, damage) -> None:
    fresh = Automaton.load_or_build(WORDS, tmp_path)
    assert fresh.path is not None
    DAMAGE[damage](fresh.path)
    with pytest.raises(ValueError):
        Automaton.load(fresh.path)
    again = Automaton.load_or_build(WORDS, tmp_path)
    assert again.path == fresh.path
    reloaded = Automaton.load(again.path)  # the rebuilt file passes its check
    assert reloaded.word_count == len(WORDS)


@pytest.mark.slow  # builds the English trie in a child process, twice
def test_check_command_survives_a_damaged_english_cache(tmp_path) -> None:
    """The real English list: 200 flipped bits in its cache file used to make every
    ``lexitile check`` segfault until the file was deleted by hand."""
    env = {"LEXITILE_CACHE_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    words = ["CAT", "QUIZ", "ZEBRA", "XYZZYQ", "JIVED", "OXO"]

    def check() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "lexitile", "check", "--lexicon", "en", *words],
            check=False,
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )

    first = check()
    assert first.returncode in (0, 1), first.stderr
    (trie,) = tmp_path.glob("en-*.marisa")
    flip_bits(trie, 200)
    second = check()
    assert second.returncode == first.returncode, second.stderr
    assert second.stdout == first.stdout
    assert verified(trie, "en")
