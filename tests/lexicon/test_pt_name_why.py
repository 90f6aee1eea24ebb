"""``lexitile check --why`` says that a Portuguese word is refused as a name.

The Palavras rules exclude proper names ("Nomes próprios ... são excluídos"); the build
removes them from the built-in Brazilian Portuguese list and records what it removed
(``data/wordlists/pt_BR_names_removed.txt``), so ``--why`` can tell a name (SOUSA, a
surname; LISBOA, a city) from a word the list merely lacks.
"""

from __future__ import annotations

import pytest

from lexitile.cli import main
from lexitile.lexicon import Lexicon, load_lexicon
from lexitile.lexicon.denylist import PT_REMOVED_NAMES, read_removed_names
from lexitile.lexicon.why import explain
from lexitile.resources import data_path


@pytest.fixture(scope="module")
def portuguese() -> Lexicon:
    return load_lexicon("pt")


def test_the_record_is_shipped_and_names_what_the_list_refuses(portuguese) -> None:
    names = read_removed_names()
    assert data_path("wordlists", PT_REMOVED_NAMES).is_file()
    # a surname, a city, a first name, a country: each a name the rules exclude
    assert {"SOUSA", "LISBOA", "ADAO", "NORUEGA"} <= names
    # no word of the list is recorded as removed (the record and the list agree)
    assert not [n for n in sorted(names)[::50] if n in portuguese]


@pytest.mark.parametrize("word", ["SOUSA", "LISBOA", "ADAO"])
def test_a_refused_name_is_explained_as_a_name(portuguese, word) -> None:
    valid, reason = explain(word, portuguese)
    assert valid is False and reason.code == "why.name"


def test_a_word_the_list_lacks_is_not_called_a_name(portuguese) -> None:
    valid, reason = explain("XAQUETRO", portuguese)
    assert valid is False and reason.code == "why.not-listed"


def test_a_users_portuguese_list_is_not_judged_by_our_name_filter() -> None:
    mine = Lexicon.from_words(["casa", "mesa"], "mine", "pt")
    valid, reason = explain("SOUSA", mine)
    assert valid is False and reason.code == "why.not-listed"


def test_check_why_says_name_as_a_user_sees_it(capsys) -> None:
    assert main(["check", "--why", "--lang", "pt", "SOUSA", "OLIVEIRA"]) == 1
    sousa, oliveira = capsys.readouterr().out.splitlines()
    assert sousa.startswith("SOUSA") and "a name (proper nouns are not allowed" in sousa
    assert oliveira.startswith("OLIVEIRA") and "valid: in the word list" in oliveira
