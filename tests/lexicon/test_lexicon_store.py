"""Lexicon (trie store) and load_lexicon: built-in English list and user word-list files."""

from __future__ import annotations

import lzma
from pathlib import Path

import pytest

from lexitile.errors import InputFileError, LexitileError, UnknownNameError
from lexitile.lexicon import Lexicon, builtin_lexicons, load_lexicon

# Sample words from shared/lexicon/NOTES.md §1.
EN_WANT = (
    "AA CATS RUNNING JUMPED OXEN QUIZZES HAPPIER UNHAPPIEST ZYZZYVA AARDVARKS WENT "
    "XYLOPHONES FORMULAE REALISE REALIZE QI ZA"
).split()
EN_REJECT = "LONDON NASA USA DONT TV AMERICA ENGLAND CANADA MICROSOFT".split()


@pytest.fixture(scope="module")
def english(tmp_path_factory: pytest.TempPathFactory) -> Lexicon:
    return load_lexicon("en", cache_dir=tmp_path_factory.mktemp("cache"))


# --- the built-in English list ---------------------------------------------------


def test_english_is_installed_and_large(english: Lexicon) -> None:
    assert "en" in builtin_lexicons()
    assert english.name == "en"
    assert english.language == "en"
    assert english.skipped_lines == 0
    assert len(english) >= 150_000


@pytest.mark.parametrize("word", EN_WANT + ["XU", "CAFE", "JO", "KA"])
def test_english_wanted_words(english: Lexicon, word: str) -> None:
    assert word in english


@pytest.mark.parametrize("word", EN_REJECT)
def test_english_rejected_words(english: Lexicon, word: str) -> None:
    assert word not in english


def test_english_lookups_ignore_case_and_accents(english: Lexicon) -> None:
    for spelling in ("qi", "Qi", "qI", "QI"):
        assert spelling in english
    assert "café" in english
    assert "XSCIS" not in english
    assert "X-RAY" not in english


def test_english_words_are_normalised(english: Lexicon) -> None:
    words = list(english.words())
    assert len(words) == len(english)
    assert all(2 <= len(w) <= 15 and w.isascii() and w.isupper() and w.isalpha() for w in words)


def test_builtin_aliases_and_case(tmp_path: Path) -> None:
    lexicon = load_lexicon("English", cache_dir=tmp_path)
    assert lexicon.name == "en"
    assert "ZA" in lexicon


def test_default_is_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(tmp_path))
    assert load_lexicon().name == "en"


# --- Lexicon.from_words ----------------------------------------------------------


def test_from_words() -> None:
    lexicon = Lexicon.from_words(["qi", "ZA", "xu", "x-ray", "a", "Straße"], name="tiny")
    assert len(lexicon) == 4
    assert lexicon.skipped_lines == 2
    assert sorted(lexicon.words()) == ["QI", "STRASSE", "XU", "ZA"]
    assert "Qi" in lexicon
    assert "QIS" not in lexicon
    assert 42 not in lexicon
    assert None not in lexicon
    assert lexicon.has_prefix("q")
    assert lexicon.has_prefix("")
    assert not lexicon.has_prefix("QZ")
    assert "tiny" in repr(lexicon)


def test_from_words_german() -> None:
    lexicon = Lexicon.from_words(["Häuser", "Straße"], language="german")
    assert lexicon.language == "de"
    assert "HÄUSER" in lexicon
    assert "häuser" in lexicon
    assert "strasse" in lexicon
    assert "STRAßE" in lexicon
    assert "HAEUSER" not in lexicon
    assert "HAUSER" not in lexicon


def test_from_words_portuguese() -> None:
    lexicon = Lexicon.from_words(["coração", "pão"], language="pt_BR")
    assert "CORAÇAO" in lexicon
    assert "coração" in lexicon
    assert "CORACAO" not in lexicon
    assert "PAO" in lexicon


# --- user word-list files ----------------------------------------------------------


def write(tmp_path: Path, text: str, name: str = "words.txt", encoding: str = "utf-8") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def test_file_junk_lines_are_skipped_and_counted(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "# my list\n\nqi\nZA  # inline comment\nx-ray\ndon't\nB52\nice cream\nA\nxu\n",
    )
    lexicon = load_lexicon(str(path))
    assert sorted(lexicon.words()) == ["QI", "XU", "ZA"]
    assert lexicon.skipped_lines == 5
    assert lexicon.skipped_examples[0] == (5, "x-ray", "hyphen")
    assert lexicon.name == "words"
    assert lexicon.language == "en"
    assert lexicon.source == path
    assert lexicon.cache_path is None


def test_file_with_bom_crlf_and_duplicates(tmp_path: Path) -> None:
    path = write(tmp_path, "\ufeffqi\r\nQI\r\nza\r\n")
    lexicon = load_lexicon(str(path))
    assert sorted(lexicon.words()) == ["QI", "ZA"]
    assert lexicon.skipped_lines == 0


def test_xz_file(tmp_path: Path) -> None:
    path = tmp_path / "list.txt.xz"
    with lzma.open(path, "wt", encoding="utf-8") as f:
        f.write("qi\nza\n")
    lexicon = load_lexicon(str(path))
    assert lexicon.name == "list"
    assert "ZA" in lexicon


def test_language_header_and_argument(tmp_path: Path) -> None:
    path = write(tmp_path, "# German words\n# language: de\nStraße\nHäuser\nX-Beine\n")
    lexicon = load_lexicon(str(path))
    assert lexicon.language == "de"
    assert "STRASSE" in lexicon and "HÄUSER" in lexicon
    assert lexicon.skipped_lines == 1
    plain = write(tmp_path, "Straße\n", name="plain.txt")
    assert "STRASSE" in load_lexicon(str(plain), language="de")
    assert load_lexicon(str(plain)).language == "en"


def test_unknown_language_header(tmp_path: Path) -> None:
    path = write(tmp_path, "# language: klingon\nqi\n")
    with pytest.raises(InputFileError) as info:
        load_lexicon(str(path))
    assert info.value.line == 1


def test_file_without_any_word(tmp_path: Path) -> None:
    path = write(tmp_path, "# nothing\nx-ray\n1234\n")
    with pytest.raises(InputFileError, match="no valid word") as info:
        load_lexicon(str(path))
    assert info.value.path == str(path)


def test_empty_file(tmp_path: Path) -> None:
    with pytest.raises(InputFileError, match="no valid word"):
        load_lexicon(str(write(tmp_path, "")))


def test_not_utf8_reports_the_line(tmp_path: Path) -> None:
    path = write(tmp_path, "qi\nza\nStraße\n", encoding="latin-1")
    with pytest.raises(InputFileError, match="UTF-8") as info:
        load_lexicon(str(path))
    assert info.value.line == 3
    assert info.value.path == str(path)


def test_utf16_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, "qi\nza\n", encoding="utf-16")
    with pytest.raises(InputFileError):
        load_lexicon(str(path))


def test_bad_xz(tmp_path: Path) -> None:
    path = write(tmp_path, "qi\n", name="fake.xz")
    with pytest.raises(InputFileError, match="xz"):
        load_lexicon(str(path))


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(InputFileError, match="no such"):
        load_lexicon(str(tmp_path / "missing.txt"))
    with pytest.raises(InputFileError, match="folder"):
        load_lexicon(str(tmp_path))


def test_unknown_name_lists_builtins() -> None:
    with pytest.raises(UnknownNameError, match=r"built-in lexicons are en") as info:
        load_lexicon("klingon")
    assert isinstance(info.value, LexitileError)


def test_uninstalled_builtin_is_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    from lexitile.lexicon import loading

    monkeypatch.setattr(loading, "builtin_lexicons", lambda: ("en",))
    with pytest.raises(UnknownNameError, match="'de'"):
        load_lexicon("de")
