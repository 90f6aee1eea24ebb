"""Property tests (hypothesis) for normalisation and the trie store."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.lexicon import Lexicon, alphabet, normalise, why_not_word

LANGUAGES = ("en", "de", "pt_BR")
languages = st.sampled_from(LANGUAGES)


@given(st.text(), languages)
def test_normalise_is_idempotent(text: str, language: str) -> None:
    once = normalise(text, language)
    assert normalise(once, language) == once


@given(st.text(), languages)
def test_why_not_word_is_stable_under_normalisation(text: str, language: str) -> None:
    if why_not_word(text, language) is None:
        word = normalise(text.strip(), language)
        assert len(word) >= 2
        assert set(word) <= alphabet(language)
        assert why_not_word(word, language) is None


def tile_words(language: str) -> st.SearchStrategy[str]:
    return st.text(alphabet=sorted(alphabet(language)), min_size=2, max_size=15)


@st.composite
def lexicon_case(draw: st.DrawFn) -> tuple[str, list[str]]:
    language = draw(languages)
    words = draw(st.lists(tile_words(language), min_size=1, max_size=30))
    return language, words


def mixed_case(word: str, flips: list[bool]) -> str:
    return "".join(c.lower() if flip else c for c, flip in zip(word, flips + [False] * len(word)))


@settings(max_examples=200)
@given(lexicon_case(), st.lists(st.booleans(), max_size=15), st.text(max_size=6))
def test_every_word_is_found_in_any_case(case: tuple[str, list[str]], flips: list[bool], other: str) -> None:
    language, words = case
    lexicon = Lexicon.from_words(words, language=language)
    assert len(lexicon) == len(set(words))
    assert lexicon.skipped_lines == 0
    for word in words:
        assert word in lexicon
        assert word.lower() in lexicon
        assert mixed_case(word, flips) in lexicon
    # membership is exactly the normalised word set
    assert (other in lexicon) == (normalise(other, language) in set(words))
