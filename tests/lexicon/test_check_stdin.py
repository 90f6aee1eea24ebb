"""``lexitile check -`` reads the words from standard input, for lists too long for a
command line; a line that cannot be a word list's is one clear error."""

from __future__ import annotations

import subprocess
import sys


def check(stdin: str, *words: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "lexitile", "check", "--lexicon", "en", *words],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def test_words_from_standard_input_with_the_command_lines() -> None:
    done = check("cat\n\n  xyzzq  \nQI\n", "ZA", "-")
    assert done.returncode == 1, done.stderr
    assert done.stdout.split("\n")[:4] == ["ZA     valid", "CAT    valid", "XYZZQ  not valid", "QI     valid"]


def test_a_list_longer_than_a_command_line() -> None:
    words = ["CAT", "DOG", "QUIZ"] * 100_000  # 1.3 MB: more than ARG_MAX on Linux
    done = check("\n".join(words) + "\n", "-")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == len(words) and set(lines) == {"CAT   valid", "DOG   valid", "QUIZ  valid"}


def test_empty_input_and_a_huge_line_are_clear_errors() -> None:
    empty = check("", "-")
    assert empty.returncode == 2 and "no words" in empty.stderr
    huge = check("A" * 100_000 + "\n", "-")
    assert huge.returncode == 2 and "<stdin>:1: a line longer than 4096" in huge.stderr
    assert huge.stderr.count("\n") == 1
