"""The GADDAG/DAWG automaton: same language as its word list, cross-sets, disk cache."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine import automaton as automaton_module
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon, words_digest
from lexitile.games.crossword.engine.crosschecks import board_codes, cross_mask, cross_sets
from lexitile.games.crossword.rules.board import Board

word_sets = st.frozensets(st.text(alphabet="ABCÄÇ", min_size=1, max_size=6), min_size=1, max_size=40)


def reversed_half_language(a: Automaton) -> set[str]:
    """Every string the reversed half accepts, SEP written as '>' (a DAWG node is final
    for the prefix read before SEP too, but SEP must be followed by a letter)."""
    out: set[str] = set()

    def rec(node: int, path: str, after_sep: bool) -> None:
        if a.final[node] and path and not path.endswith(">"):
            out.add(path)
        m, k, code = a.mask[node], a.first[node], 0
        while m:
            if m & 1:
                rec(a.arcs[k], path + a.alphabet[code], after_sep)
                k += 1
            m >>= 1
            code += 1
        if not after_sep and a.sep[node] >= 0:
            rec(a.sep[node], path + ">", True)

    rec(a.gaddag_root, "", False)
    return out


@settings(max_examples=150, deadline=None)
@given(words=word_sets, probes=st.lists(st.text(alphabet="ABCÄÇ", max_size=7), max_size=30))
def test_dawg_holds_exactly_the_words(words, probes) -> None:
    kept = {w for w in words if len(w) >= 2}
    if not kept:
        with pytest.raises(ValueError):
            Automaton.build(words)
        return
    a = Automaton.build(words)
    assert a.words() == sorted(kept, key=lambda w: [a.codes[c] for c in w])
    assert len(a) == len(kept)
    for p in probes:
        assert (p in a) == (p in kept)


@settings(max_examples=150, deadline=None)
@given(words=word_sets)
def test_reversed_half_is_a_gaddag(words) -> None:
    """Gordon's GADDAG language: rev(w) for each word, rev(w[:i]) + SEP + w[i:] for 0 < i < len(w)."""
    kept = {w for w in words if len(w) >= 2}
    if not kept:
        return
    a = Automaton.build(kept)
    expected = {w[::-1] for w in kept} | {w[:i][::-1] + ">" + w[i:] for w in kept for i in range(1, len(w))}
    assert reversed_half_language(a) == expected


@settings(max_examples=100, deadline=None)
@given(words=word_sets, before=st.text(alphabet="ABC", max_size=3), after=st.text(alphabet="ABC", max_size=3))
def test_cross_mask_by_brute_force(words, before, after) -> None:
    kept = {w for w in words if len(w) >= 2}
    if not kept or not (before or after):
        return
    a = Automaton.build(kept)
    expected = sum(1 << a.codes[ch] for ch in a.alphabet if before + ch + after in kept)
    assert cross_mask(a, before, after) == expected
    assert cross_mask(a, before, after) == expected  # memoised answer


def test_cross_sets_of_a_small_board() -> None:
    layout = catalog.load_layout("standard15")
    tiles = catalog.load_tileset("english")
    a = Automaton.build(["AT", "TA", "CAT", "CATS", "ACT", "SAT"])
    board = Board.from_rows(
        layout, ["..............."] * 6 + [".....CAT.......", ".....a........."] + ["..............."] * 7
    )
    cs = cross_sets(board_codes(board, tiles, a), a)
    i = 7 * 15 + 6  # G8, under the A of CAT: plays across there form A?+ vertical words
    assert cs.across_mask[i] == 1 << a.codes["T"]  # "AT"
    assert cs.across_score[i] == 1
    j = 6 * 15 + 8  # I7, right of CAT: plays down there form CAT? -> CATS
    assert cs.down_mask[j] == 1 << a.codes["S"] and cs.down_score[j] == 5
    k = 7 * 15 + 4  # E8, left of the blank a: ?A -> TA (a blank scores 0)
    assert cs.down_mask[k] == 1 << a.codes["T"] and cs.down_score[k] == 0
    assert cs.across_mask[0] == (1 << len(a.alphabet)) - 1 and cs.across_score[0] == -1


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    a = Automaton.build(["QI", "ZA", "ZAS", "ÄRA"], "key")
    a.save(tmp_path / "x.lxg")
    b = Automaton.load(tmp_path / "x.lxg")
    assert b.words() == a.words() and b.alphabet == a.alphabet and b.digest == "key"
    assert (b.dawg_root, b.gaddag_root, b.dawg_nodes) == (a.dawg_root, a.gaddag_root, a.dawg_nodes)
    assert list(os.listdir(tmp_path)) == ["x.lxg"]  # no temporary file left


def test_cache_hit_skips_the_build(tmp_path: Path, monkeypatch) -> None:
    words = ["QI", "ZA", "ZAS"]
    first = Automaton.load_or_build(words, tmp_path)
    assert first.path == tmp_path / f"gaddag-{words_digest(words)}.lxg" and first.path.is_file()

    def no_build(*args, **kwargs):
        raise AssertionError("rebuilt although cached")

    monkeypatch.setattr(Automaton, "build", classmethod(no_build))
    second = Automaton.load_or_build(words, tmp_path)
    assert second.words() == ["QI", "ZA", "ZAS"] and second.path == first.path


def test_cache_folder_from_the_environment(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(tmp_path / "c"))
    a = Automaton.load_or_build(["QI", "ZA"])
    assert a.path is not None and a.path.parent == tmp_path / "c"


def test_changed_word_list_gets_a_new_file(tmp_path: Path) -> None:
    a = Automaton.load_or_build(["QI", "ZA"], tmp_path)
    b = Automaton.load_or_build(["QI", "ZA", "XU"], tmp_path)
    assert a.path != b.path and "XU" in b and "XU" not in a


def test_unwritable_cache_falls_back_to_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    a = Automaton.load_or_build(["QI", "ZA"], blocker / "cache")
    assert a.path is None and "QI" in a


@pytest.mark.parametrize("damage", ["truncate", "garbage", "other-format"])
def test_damaged_cache_is_rebuilt(tmp_path: Path, damage: str) -> None:
    a = Automaton.load_or_build(["QI", "ZA"], tmp_path)
    data = a.path.read_bytes()
    if damage == "truncate":
        a.path.write_bytes(data[: len(data) // 2])
    elif damage == "garbage":
        a.path.write_bytes(b"not an automaton")
    else:
        a.path.write_bytes(data.replace(automaton_module.FORMAT.encode(), b"lexitile-gaddag-0"))
    with pytest.raises(ValueError):
        Automaton.load(a.path)
    b = Automaton.load_or_build(["QI", "ZA"], tmp_path)
    assert b.words() == ["QI", "ZA"]
    Automaton.load(b.path)  # repaired on disk


def test_too_large_alphabet_is_refused() -> None:
    letters = [chr(0x100 + i) for i in range(63)]
    with pytest.raises(ValueError, match="63 different letters"):
        Automaton.build([c + c for c in letters])


class FakeLexicon:
    def __init__(self, words: list[str], cache_path: Path | None):
        self._words = words
        self.name = "xx"
        self.cache_path = cache_path
        self.reads = 0

    def words(self):
        self.reads += 1
        return iter(self._words)


@pytest.mark.parametrize("from_trie", [True, False])
def test_automaton_for_lexicon_is_cached(tmp_path: Path, from_trie: bool) -> None:
    lexicon = FakeLexicon(["ZA", "QI", "ZAS"], tmp_path / "xx-0123.marisa" if from_trie else None)
    a = automaton_for_lexicon(lexicon, tmp_path)
    assert a.words() == ["QI", "ZA", "ZAS"] and a.path is not None and a.path.name.startswith("gaddag-xx-")
    b = automaton_for_lexicon(lexicon, tmp_path)
    assert b.path == a.path
    assert lexicon.reads == (1 if from_trie else 2)  # keyed by the trie file: no second read
