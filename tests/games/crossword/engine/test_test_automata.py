"""The test run keeps the automata of its own word lists out of ``$LEXITILE_CACHE_DIR``
(``tests/conftest.py``): the user's or CI's cache holds only the built-in lists'."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.lexicon.cache import cache_dir


def test_a_test_word_list_is_cached_in_the_runs_folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    automaton = Automaton.load_or_build(["QI", "ZA", "ZAX", "QUIZ"], name="test-only")
    assert automaton.path is not None
    assert automaton.path.parent != cache_dir()
    run = tmp_path_factory.getbasetemp().parent
    assert run in automaton.path.parents


def test_a_test_of_the_cache_still_gets_the_environments_folder(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(tmp_path / "c"))
    automaton = Automaton.load_or_build(["QI", "ZA"])
    assert automaton.path is not None and automaton.path.parent == tmp_path / "c"
