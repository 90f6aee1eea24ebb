"""``lexitile check --why`` says that an English word is refused as a name.

Proper nouns are not playable in English word lists; the build removes the names its
name sources list from the words SCOWL adds to ENABLE and records them
(``data/wordlists/en_names_removed.txt``), so ``--why`` can tell a name (PEARCE, a first
name; MONTELIMAR, a town) from a word the list merely lacks.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lexitile.cli import main
from lexitile.lexicon import Lexicon, load_lexicon
from lexitile.lexicon.denylist import EN_REMOVED_NAMES, read_removed_names
from lexitile.lexicon.why import explain
from lexitile.resources import data_path

README = Path(__file__).parents[2] / "data" / "wordlists" / "README.md"


@pytest.fixture(scope="module")
def english() -> Lexicon:
    return load_lexicon("en")


def appendix_words() -> set[str]:
    """The words of the word-list README's English appendix (the build writes both)."""
    text = README.read_text(encoding="utf-8")
    section = text.split("## Appendix: words removed from the English list", 1)[1].split("\n## ", 1)[0]
    return {w for line in re.findall(r"^\* \*\*.+?\*\* \(\d+\): (.+)$", section, re.MULTILINE) for w in line.split()}


def test_the_record_is_shipped_and_no_word_of_the_list_is_in_it(english) -> None:
    names = read_removed_names(language="en")
    assert data_path("wordlists", EN_REMOVED_NAMES).is_file()
    assert {"PEARCE", "MONTELIMAR", "SLATTERY"} <= names
    assert [n for n in sorted(names) if n in english] == []


def test_the_record_and_the_readme_appendix_name_the_same_words() -> None:
    assert read_removed_names(language="en") == appendix_words()


@pytest.mark.parametrize("word", ["PEARCE", "MONTELIMAR", "pearce"])
def test_a_refused_name_is_explained_as_a_name(english, word) -> None:
    valid, reason = explain(word, english)
    assert valid is False and reason.code == "why.name"


def test_a_word_the_list_lacks_is_not_called_a_name(english) -> None:
    valid, reason = explain("QWERTYZ", english)
    assert valid is False and reason.code == "why.not-listed"


def test_a_users_english_list_is_not_judged_by_our_name_filter() -> None:
    mine = Lexicon.from_words(["cat", "dog"], "mine", "en")
    valid, reason = explain("PEARCE", mine)
    assert valid is False and reason.code == "why.not-listed"


def test_a_language_without_a_record_has_no_removed_names() -> None:
    assert read_removed_names(language="de") == frozenset()


def test_check_why_says_name_as_a_user_sees_it(capsys) -> None:
    assert main(["check", "--why", "--lang", "en", "PEARCE", "ZEBRA"]) == 1
    pearce, zebra = capsys.readouterr().out.splitlines()
    assert pearce.startswith("PEARCE") and "a name (proper nouns are not allowed" in pearce
    assert zebra.startswith("ZEBRA") and "valid: in the word list" in zebra
