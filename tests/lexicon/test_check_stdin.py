"""``lexitile check -`` reads the words from standard input, for lists too long for a
command line; a line that cannot be a word list's is one clear error."""

from __future__ import annotations

import io

from lexitile.cli import main


def check(monkeypatch, capsys, stdin: str, *words: str) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(["check", "--lexicon", "en", *words])
    out, err = capsys.readouterr()
    return code, out, err


def test_words_from_standard_input_with_the_command_lines(monkeypatch, capsys) -> None:
    code, out, err = check(monkeypatch, capsys, "cat\n\n  xyzzq  \nQI\n", "ZA", "-")
    assert code == 1, err
    assert out.split("\n")[:4] == ["ZA     valid", "CAT    valid", "XYZZQ  not valid", "QI     valid"]


def test_a_list_longer_than_a_command_line(monkeypatch, capsys) -> None:
    words = ["CAT", "DOG", "QUIZ"] * 100_000  # 1.3 MB: more than ARG_MAX on Linux
    code, out, err = check(monkeypatch, capsys, "\n".join(words) + "\n", "-")
    assert code == 0, err
    lines = out.splitlines()
    assert len(lines) == len(words) and set(lines) == {"CAT   valid", "DOG   valid", "QUIZ  valid"}


def test_empty_input_and_a_huge_line_are_clear_errors(monkeypatch, capsys) -> None:
    code, _out, err = check(monkeypatch, capsys, "", "-")
    assert code == 2 and "no words" in err
    code, _out, err = check(monkeypatch, capsys, "A" * 100_000 + "\n", "-")
    assert code == 2 and "<stdin>:1: a line longer than 4096" in err
    assert err.count("\n") == 1
