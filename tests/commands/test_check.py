"""``lexitile check``: output format and exit status, through lexitile.cli.main."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.cli import main


@pytest.fixture(autouse=True)
def private_cache(lexicon_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(lexicon_cache))


def test_mixed_verdicts_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["check", "QI", "XSCIS", "X-RAY"])
    out, err = capsys.readouterr()
    assert status == 1
    assert out.splitlines() == [
        "QI     valid",
        "XSCIS  not valid",
        "X-RAY  not valid (hyphen)",
    ]
    assert err == ""


def test_all_valid_exit_0_and_words_are_normalised(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["check", "qi", "Za", "xu", "café"])
    out, _ = capsys.readouterr()
    assert status == 0
    assert out.splitlines() == ["QI    valid", "ZA    valid", "XU    valid", "CAFE  valid"]


@pytest.mark.parametrize(
    ("word", "line"),
    [("don't", "DON'T  not valid (apostrophe)"), ("b52", "B52  not valid (digit)"),
     ("a", "A  not valid (too short)"), ("ΑΒΓ", "ΑΒΓ  not valid (letters outside the alphabet)")],
)  # fmt: skip
def test_reasons(capsys: pytest.CaptureFixture[str], word: str, line: str) -> None:
    assert main(["check", word]) == 1
    assert capsys.readouterr().out.splitlines() == [line]


def test_unknown_lexicon_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["check", "QI", "--lexicon", "klingon"])
    out, err = capsys.readouterr()
    assert status == 2
    assert out == ""
    assert len(err.splitlines()) == 1
    assert "klingon" in err and "en" in err
    assert "Traceback" not in err


def test_unreadable_lexicon_file_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_bytes("qi\nStraße\n".encode("latin-1"))
    assert main(["check", "QI", "--lexicon", str(bad)]) == 2
    _, err = capsys.readouterr()
    assert err.strip().endswith("not UTF-8 text (byte 0xdf); save the word list as UTF-8")
    assert f"{bad}:2:" in err
    assert main(["check", "QI", "--lexicon", str(tmp_path / "missing.txt")]) == 2


def test_no_words_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["check"])
    assert info.value.code == 2


def test_user_word_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "house.txt"
    path.write_text("# language: de\nStraße\nhäuser\nX-Beine\n", encoding="utf-8")
    status = main(["check", "strasse", "Häuser", "HAEUSER", "-l", str(path)])
    out, err = capsys.readouterr()
    assert status == 1
    assert out.splitlines() == ["STRASSE  valid", "HÄUSER   valid", "HAEUSER  not valid"]
    assert "1 line(s) skipped" in err and "X-Beine" in err


# --- --lang -------------------------------------------------------------------------


def test_lang_de_folds_sharp_s(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--lang", "de", "straße"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines() == ["STRASSE  valid"]
    assert err == ""


def test_lang_de_umlauts_and_rejects(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["check", "--lang", "de", "Häuser", "HAEUSER", "X-Beine", "Berlin"])
    out, _ = capsys.readouterr()
    assert status == 1
    assert out.splitlines() == [
        "HÄUSER   valid",
        "HAEUSER  not valid",
        "X-BEINE  not valid (hyphen)",
        "BERLIN   not valid",
    ]


def test_lang_de_compound_from_the_fallback(capsys: pytest.CaptureFixture[str]) -> None:
    # APFELSAFT is a German Wiktionary headword, so the list has it; this compound it lacks:
    # refused by the default rule (dictionary), accepted by the free house rule
    assert main(["check", "--lang", "de", "Apfelsaftflasche", "ÄRGER"]) == 1
    assert main(["check", "--lang", "de", "--compounds", "free", "Apfelsaftflasche", "ÄRGER"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines() == [
        "APFELSAFTFLASCHE  not valid",
        "ÄRGER             valid",
        "APFELSAFTFLASCHE  valid (compound)",
        "ÄRGER             valid",
    ]
    assert err == ""


def test_lang_pt(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["check", "--lang", "pt", "coração", "CORACAO", "açúcar"])
    out, _ = capsys.readouterr()
    assert status == 1
    assert out.splitlines() == ["CORAÇAO  valid", "CORACAO  not valid", "AÇUCAR   valid"]


def test_lang_en_and_aliases(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--lang", "en", "qi"]) == 0
    assert main(["check", "--lang", "pt_BR", "pão"]) == 0
    assert main(["check", "--lang", "German", "öl"]) == 0
    assert capsys.readouterr().out.splitlines() == ["QI  valid", "PAO  valid", "ÖL  valid"]


def test_lexicon_wins_over_lang(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--lang", "de", "--lexicon", "en", "QI"]) == 0
    assert capsys.readouterr().out.splitlines() == ["QI  valid"]


def test_unknown_lang_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--lang", "klingon", "QI"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.splitlines()) == 1 and "klingon" in err and "en, de or pt" in err
