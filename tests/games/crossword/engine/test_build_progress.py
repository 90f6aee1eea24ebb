"""A cold move-generator build shows real progress: the fraction done, rising to 1.0,
drawn as a bar on a terminal and as start/end lines in a log."""

from __future__ import annotations

import io
import itertools
import string

from lexitile.games.crossword.engine.automaton import FORWARD_SHARE, Automaton
from lexitile.text.progress import ProgressLine
from lexitile.text.safe import VisibleStream

WORDS = sorted({"".join(p) for p in itertools.product("AEIRSTN", repeat=5)} | {"QI", "ZA", "XU"})


def test_build_reports_rising_fractions_up_to_one() -> None:
    seen: list[float] = []
    automaton = Automaton.build(WORDS, progress=seen.append)
    assert automaton.word_count == len(WORDS)
    assert seen[0] == 0.0 and seen[-1] == 1.0
    assert seen == sorted(seen), "progress never goes back"
    assert any(0 < f < FORWARD_SHARE for f in seen) and any(FORWARD_SHARE <= f < 1 for f in seen)


def test_load_or_build_reports_only_when_it_builds(tmp_path) -> None:
    seen: list[float] = []
    Automaton.load_or_build(WORDS, tmp_path, progress=seen.append)
    assert seen and seen[-1] == 1.0
    again: list[float] = []
    Automaton.load_or_build(WORDS, tmp_path, progress=again.append)
    assert again == []  # from the cache: nothing to show


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_line_on_a_terminal_redraws_a_bar() -> None:
    out = Tty()
    line = ProgressLine("building the move generator for en", VisibleStream(out), interval=0)
    for f in (0.0, 0.25, 0.5, 1.0):
        line(f)
    text = out.getvalue()
    assert "\rbuilding the move generator for en: [######" in text and "50%" in text
    assert "done in" in text and text.endswith("\n")
    assert not set(text) & set(string.printable[-2:])  # no vertical tab / form feed


def test_progress_line_in_a_log_writes_start_and_end() -> None:
    out = io.StringIO()
    line = ProgressLine("building X", out)
    for f in (0.0, 0.5, 1.0, 1.0):
        line(f)
    lines = out.getvalue().splitlines()
    assert lines[0] == "lexitile: building X…" and lines[1].startswith("lexitile: building X: done in")
    assert len(lines) == 2
