"""``lexitile check`` in the interface language: ``--ui-lang`` (else the environment's
language) words each verdict and reason through the text layer; the words, the
columns and the exit status stay as in English, and errors on standard error stay
English."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.cli import main
from lexitile.commands.check import verdict, verdict_message
from lexitile.core.message import Message
from lexitile.lexicon import load_lexicon
from lexitile.text.render import render

WORDS = str(Path(__file__).resolve().parents[1] / "data" / "wordlist-small.txt")


@pytest.fixture(autouse=True)
def private_cache(lexicon_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(lexicon_cache))
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)


def test_verdicts_are_messages() -> None:
    lexicon = load_lexicon(WORDS)
    assert verdict_message("eve", lexicon) == ("EVE", True, Message("check.valid"))
    assert verdict_message("xscis", lexicon) == ("XSCIS", False, Message("check.not-valid"))
    shown, valid, why = verdict_message("x-ray", lexicon)
    assert (shown, valid) == ("X-RAY", False)
    assert why == Message("check.not-valid-because", {"reason": Message("check.why-hyphen")})
    # the English wording is the one scripts have read so far
    assert verdict("x-ray", lexicon) == ("X-RAY", False, "not valid (hyphen)")


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("de", ["EVE    gültig", "XSCIS  ungültig", "X-RAY  ungültig (Bindestrich)", "A      ungültig (zu kurz)"]),
        ("pt_BR", ["EVE    válida", "XSCIS  inválida", "X-RAY  inválida (hífen)", "A      inválida (curta demais)"]),
        ("en", ["EVE    valid", "XSCIS  not valid", "X-RAY  not valid (hyphen)", "A      not valid (too short)"]),
    ],
)
def test_ui_lang_words_the_verdicts(lang: str, lines: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--ui-lang", lang, "--lexicon", WORDS, "eve", "xscis", "x-ray", "a"]) == 1
    out, err = capsys.readouterr()
    assert out.splitlines() == lines and err == ""


def test_the_environment_language_is_the_default(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert main(["check", "--lexicon", WORDS, "eve"]) == 0
    assert capsys.readouterr().out == "EVE  gültig\n"


def test_errors_stay_english(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--ui-lang", "de", "--lexicon", str(tmp_path / "missing.txt"), "QI"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("lexitile: error: ") and "missing.txt" in err
    assert "Datei" not in err


def test_every_reason_has_a_wording_in_three_languages() -> None:
    from lexitile.commands.check import REASON_CODES

    for code in REASON_CODES.values():
        english = render(Message(code), "en")
        for lang in ("de", "pt_BR"):
            assert render(Message(code), lang) != english, (code, lang)
