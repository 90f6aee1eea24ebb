"""The compiled automaton builder (``engine/_accel_build.h``) gives exactly the pure-Python arrays.

* Random word lists (hypothesis): small alphabets with non-ASCII letters (Ä Ö Ü Ç, and
  letters beyond U+00FF), words of 0 to 8 letters, duplicates, unsorted input: the same
  mask, first, arcs, final and sep arrays, roots, node counts and word count as the
  pure-Python build (``accel.use_backend("pure")``), or the same error.
* The built-in English list, both ways: identical.
* Progress: the same fractions as the Python build, rising, ending at 1.0; an exception
  raised by the callback stops the build and comes out.
* Errors: the input checks of ``Automaton.build`` hold on both paths; the C function
  refuses unsorted words and letters outside the alphabet by itself; an install whose
  compiled core predates the builder builds in Python.

When the compiled core was not built (no C compiler at install time), or was built
before the builder existed (an editable install not redone), the comparisons are
skipped with the reason locally and fail in CI (``CI=true``), where it must be built.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import FORWARD_SHARE, Automaton
from lexitile.lexicon import load_lexicon
from shared_data import in_ci

#: Alphabets of the random lists: ASCII, German and Portuguese letters, letters past U+00FF.
ALPHABETS = ["AB", "ABCDE", "ÄÖÜSTER", "ÇÃÕÁEIOS", "ŁŒĀZ", "AÄÇŒ"]


@pytest.fixture(autouse=True)
def _needs_core() -> None:
    message = ""
    if not accel.available():
        message = "the compiled move generator is not built (no C compiler at install time)"
    else:
        with accel.use_backend("c"):
            predates = accel.build_arrays(["AB"], "AB", FORWARD_SHARE, None) is None
        if predates:
            message = "the compiled core predates the automaton builder: reinstall (pip install -e .)"
    if message:
        if in_ci():
            pytest.fail(message)
        pytest.skip(message)


def arrays(a: Automaton) -> tuple[object, ...]:
    return (
        a.alphabet,
        a.word_count,
        a.dawg_root,
        a.gaddag_root,
        a.dawg_nodes,
        a.mask.typecode,
        a.mask.tobytes(),
        a.first.typecode,
        a.first.tobytes(),
        a.arcs.typecode,
        a.arcs.tobytes(),
        bytes(a.final),
        a.sep.typecode,
        a.sep.tobytes(),
    )


def build(backend: accel.Backend, words: list[str], digest: str = "") -> tuple[Automaton, list[float]]:
    seen: list[float] = []
    with accel.use_backend(backend):
        automaton = Automaton.build(words, digest, progress=seen.append)
    return automaton, seen


def assert_same(words: list[str]) -> Automaton:
    compiled, c_seen = build("c", words, "d1")
    pure, p_seen = build("pure", words, "d1")
    assert arrays(compiled) == arrays(pure)
    assert compiled.digest == pure.digest == "d1"
    assert c_seen == p_seen, "the same progress fractions"
    return compiled


@settings(max_examples=200, deadline=None)
@given(
    data=st.data(),
    alphabet=st.sampled_from(ALPHABETS),
)
def test_random_lists_give_identical_arrays(data: st.DataObject, alphabet: str) -> None:
    words = data.draw(st.lists(st.text(alphabet=alphabet, min_size=0, max_size=8), max_size=200), label="words")
    if data.draw(st.booleans(), label="sorted, no duplicates"):  # the path that takes the list as it is
        words = sorted(set(words))
    if not any(len(w) >= 2 for w in words):
        for backend in ("c", "pure"):
            with accel.use_backend(backend), pytest.raises(ValueError, match="no word of 2 or more letters"):
                Automaton.build(words)
        return
    automaton = assert_same(words)
    kept = sorted({w for w in words if len(w) >= 2})
    assert automaton.words() == kept
    assert all(w in automaton for w in kept)


def test_long_words_that_share_their_last_letters() -> None:
    # keys equal in their first 11 letters are ordered by reading on (the radix sort sees
    # 11): here up to 43 of them at a time (every stem before the same tail)
    stems = ["", *"ABCDEF", *("".join(p) for p in itertools.product("ABCDEF", repeat=2))]
    tail = "XYZXYZXYZXYZXYZ"
    words = [s + tail[:n] for s in stems for n in range(2, len(tail) + 1)] + ["Q" * 40, "Q" * 39 + "X"]
    assert_same(words)


def test_progress_rises_to_one_as_in_python() -> None:
    words = sorted({"".join(p) for p in itertools.product("AEIRSTN", repeat=5)} | {"QI", "ZA", "XU"})
    compiled, seen = build("c", words)
    pure, pure_seen = build("pure", words)
    assert arrays(compiled) == arrays(pure)
    assert seen == pure_seen
    assert seen[0] == 0.0 and seen[-1] == 1.0 and seen == sorted(seen)
    assert any(0 < f < FORWARD_SHARE for f in seen) and any(FORWARD_SHARE < f < 1 for f in seen)


def test_builds_in_threads_at_once_give_the_same_arrays() -> None:
    # the build runs without the interpreter lock: builds in several threads overlap
    words = sorted({"".join(p) for p in itertools.product("AEIRSTNÇ", repeat=5)})
    expected = arrays(build("pure", words)[0])
    results: list[tuple[object, ...]] = []

    def work() -> None:
        with accel.use_backend("c"):
            results.append(arrays(Automaton.build(words)))

    threads = [threading.Thread(target=work) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [expected] * 3


class Stop(Exception):
    pass


@pytest.mark.parametrize("at", [0.0, 0.05, FORWARD_SHARE + 0.01, 1.0])
def test_an_exception_in_progress_stops_the_build(at: float) -> None:
    words = sorted({"".join(p) for p in itertools.product("ABCDEF", repeat=6)})
    seen: list[float] = []

    def progress(f: float) -> None:
        seen.append(f)
        if f >= at:
            raise Stop(f)

    with accel.use_backend("c"), pytest.raises(Stop):
        Automaton.build(words, progress=progress)
    assert seen[-1] >= at and all(f < at for f in seen[:-1])


@pytest.mark.slow  # the pure-Python build of the English list: ~5 CPU s
def test_the_english_list_gives_identical_arrays(lexicon_cache: Path) -> None:
    words = sorted(load_lexicon("en", cache_dir=lexicon_cache, compounds="off").words())
    automaton = assert_same(words)
    assert automaton.word_count == len(set(words))
    assert automaton.dawg_nodes < automaton.node_count


@pytest.mark.parametrize("backend", ["c", "pure"])
@pytest.mark.parametrize(
    ("words", "message"),
    [
        ([], "no word of 2 or more letters"),
        (["A", "B", ""], "no word of 2 or more letters"),
        (["".join(chr(0x100 + i) for i in range(63)) * 2], "63 different letters; at most 62"),
        (["AB", "A\tB"], "control characters"),
    ],
)
def test_input_errors_are_the_same_on_both_paths(backend: accel.Backend, words: list[str], message: str) -> None:
    with accel.use_backend(backend), pytest.raises(ValueError, match=message):
        Automaton.build(words)


def test_sixty_two_letters_build_on_both_paths() -> None:
    letters = "".join(chr(0x100 + i) for i in range(62))
    assert_same([letters, letters[::-1], letters[:2], letters[-2:]])


@pytest.fixture
def compiled() -> Iterator[None]:
    with accel.use_backend("c"):  # even under LEXITILE_PURE=1
        yield


@pytest.mark.usefixtures("compiled")
def test_the_c_function_checks_its_own_input() -> None:
    build_arrays = accel.build_arrays
    with pytest.raises(ValueError, match="strictly increasing"):
        build_arrays(["AB", "AA"], "AB", FORWARD_SHARE, None)
    with pytest.raises(ValueError, match="strictly increasing"):
        build_arrays(["AB", "AB"], "AB", FORWARD_SHARE, None)
    with pytest.raises(ValueError, match="not in the alphabet"):
        build_arrays(["AB", "AC"], "AB", FORWARD_SHARE, None)
    with pytest.raises(ValueError, match="alphabet must be sorted"):
        build_arrays(["AB"], "BA", FORWARD_SHARE, None)
    with pytest.raises(ValueError, match="empty word"):
        build_arrays(["", "AB"], "AB", FORWARD_SHARE, None)
    with pytest.raises(ValueError, match="no words"):
        build_arrays([], "AB", FORWARD_SHARE, None)
    with pytest.raises(TypeError, match="every word must be a str"):
        build_arrays(["AB", b"BA"], "AB", FORWARD_SHARE, None)  # type: ignore[list-item]
    with pytest.raises(TypeError, match="progress must be None or callable"):
        build_arrays(["AB"], "AB", FORWARD_SHARE, 3)  # type: ignore[arg-type]


@pytest.mark.usefixtures("compiled")
def test_the_pure_backend_and_an_older_core_build_in_python(monkeypatch: pytest.MonkeyPatch) -> None:
    with accel.use_backend("pure"):
        assert accel.build_arrays(["AB"], "AB", FORWARD_SHARE, None) is None
    assert accel.build_arrays(["AB"], "AB", FORWARD_SHARE, None) is not None

    class OlderCore:  # compiled before the builder: the generator only
        generate = None

    monkeypatch.setattr(accel, "_module", OlderCore())
    assert accel.build_arrays(["AB"], "AB", FORWARD_SHARE, None) is None
    automaton = Automaton.build(["AB", "BA", "ABA"])
    assert automaton.words() == ["AB", "ABA", "BA"]
