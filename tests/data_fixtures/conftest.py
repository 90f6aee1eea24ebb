"""Session fixtures of the fixture tests: the small word list, read once two ways."""

from __future__ import annotations

import pytest

from independent_rules import TEST_DATA, read_word_list
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.lexicon import Lexicon, load_lexicon

WORD_LIST = TEST_DATA / "wordlist-small.txt"


@pytest.fixture(scope="session")
def small_words() -> frozenset[str]:
    """The small word list as the oracles read it (no lexitile code)."""
    return read_word_list(WORD_LIST)


@pytest.fixture(scope="session")
def small_lexicon() -> Lexicon:
    """The small word list through the project's loader."""
    return load_lexicon(str(WORD_LIST))


@pytest.fixture(scope="session")
def small_automaton(small_lexicon: Lexicon) -> Automaton:
    """The move generator's automaton of the small list (built in memory: ~0.05 s)."""
    return Automaton.build(sorted(small_lexicon.words()))
