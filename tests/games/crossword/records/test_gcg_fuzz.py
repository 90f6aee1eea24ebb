"""Fuzzing the reader and the replay: random bytes, GCG-shaped random lines, and mutated
real files must only ever raise :class:`~lexitile.errors.LexitileError` subclasses, and
never the ``INTERNAL_ERROR`` that stands for an unexpected exception."""

from __future__ import annotations

from functools import cache

import pytest
from gcg_samples import FOUR_PLAYERS, GAME, SIX_ZERO
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lexitile.commands.verify import verify_path
from lexitile.errors import LexitileError
from lexitile.games.crossword.records.gcg import GcgError, parse_gcg
from lexitile.games.crossword.records.replay import replay_record
from shared_data import shared_path

SETTINGS = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check(data: bytes) -> None:
    """Read and replay; only library errors are allowed, and never an internal one."""
    try:
        record = parse_gcg(data, "fuzz.gcg")
    except GcgError as exc:
        assert exc.code != "INTERNAL_ERROR", exc
        assert exc.line is None or exc.line >= 1
        return
    try:
        result = replay_record(record)
    except LexitileError as exc:
        assert getattr(exc, "code", None) != "INTERNAL_ERROR", exc
        return
    if result.error is not None:
        assert result.error.code != "INTERNAL_ERROR", result.error
        assert result.error.line is not None
    for step in result.steps:
        assert len(step.totals) == len(record.players)
    if result.steps:
        result.board_after(len(result.steps) - 1)
        result.events()


@SETTINGS
@given(st.binary(max_size=600))
def test_random_bytes(data):
    check(data)


@SETTINGS
@given(st.binary(max_size=300))
def test_random_bytes_after_a_valid_header(data):
    check(b"#player1 a A\n#player2 b B\n" + data)


_TOKENS = st.sampled_from(
    [
        ">a:",
        ">b:",
        ">c:",
        "ABEIKTT",
        "DGOORSU",
        "?",
        "UNKNOWN",
        "8G",
        "H7",
        "h8",
        "A1",
        "O15",
        "P16",
        "8P",
        "BITE",
        "R.GS",
        ".",
        "..",
        "(B)",
        "MID(LI)ST",
        "bItE",
        "-",
        "--",
        "-KW",
        "-4",
        "-0",
        "-?",
        "(challenge)",
        "(time)",
        "(EE)",
        "(?)",
        "+0",
        "+5",
        "-5",
        "+-4",
        "+12",
        "12",
        "-16",
        "0",
        "99999999",
        "#note",
        "#player1",
        "#player2",
        "#player3",
        "#rack1",
        "#rack2",
        "#lexicon",
        "CSW21",
        "FRA24",
        "#tile-distribution",
        "polish",
        "#board-layout",
        "SuperCrosswordGame",
        "#game-type",
        "wordsmog",
        "#character-encoding",
        "UTF-8",
        "#incomplete",
        "Ą",
        "é",
        "",
    ]
)


@SETTINGS
@given(st.lists(st.lists(_TOKENS, max_size=7).map(" ".join), max_size=25))
def test_gcg_shaped_lines(lines):
    check(("#player1 a A\n#player2 b B\n" + "\n".join(lines)).encode("utf-8"))


@cache
def _seeds() -> tuple[bytes, ...]:
    root = shared_path("gcg")
    names = [
        "jvc56-MAGPIE-DATA/testdata/gcgs/success_standard.gcg",
        "jvc56-MAGPIE-DATA/testdata/gcgs/success_six_pass.gcg",
        "jvc56-MAGPIE-DATA/testdata/gcgs/outplay_challenge_bonus.gcg",
        "quackle-quackle/test/positions/fivepoint.gcg",
        "quackle-quackle/quackleio/iotest/capp.gcg",
        "domino14-macondo/gcgio/testdata/polish_endgame.gcg",
        "olaugh-cgpbot/testgen/gcg/CTDVDRDQkM.gcg",
    ]
    return tuple((root / n).read_bytes() for n in names) + tuple(t.encode() for t in (GAME, SIX_ZERO, FOUR_PLAYERS))


def _mutate(data: bytes, ops: list[tuple[int, int, int, bytes]]) -> bytes:
    lines = data.split(b"\n")
    for op, i, j, junk in ops:
        if not lines:
            break
        i %= len(lines)
        j %= len(lines)
        if op == 0:  # delete a line
            del lines[i]
        elif op == 1:  # duplicate a line
            lines.insert(j, lines[i])
        elif op == 2:  # swap two lines
            lines[i], lines[j] = lines[j], lines[i]
        elif op == 3:  # overwrite bytes inside a line
            line = lines[i]
            k = j % (len(line) + 1)
            lines[i] = line[:k] + junk + line[k + len(junk) :]
        elif op == 4:  # insert bytes inside a line
            line = lines[i]
            k = j % (len(line) + 1)
            lines[i] = line[:k] + junk + line[k:]
        else:  # truncate the line
            lines[i] = lines[i][: j % (len(lines[i]) + 1)]
    return b"\n".join(lines)


@pytest.mark.shared
@SETTINGS
@given(
    st.integers(min_value=0, max_value=9),
    st.lists(
        st.tuples(st.integers(0, 5), st.integers(0, 10_000), st.integers(0, 10_000), st.binary(min_size=1, max_size=4)),
        min_size=1,
        max_size=4,
    ),
)
def test_mutated_real_files(which, ops):
    seeds = _seeds()
    check(_mutate(seeds[which % len(seeds)], ops))


def test_verify_path_never_raises(tmp_path):
    path = tmp_path / "junk.gcg"
    for data in (
        b"\x00\xff" * 50,
        b">:\n#\n",
        b"#player1 a\n#player2 b\n>a: ?? 8H ?? +0 0\n",
        b"#character-encoding UTF-16\n",
    ):
        path.write_bytes(data)
        verdict = verify_path(path)
        assert verdict.status in ("ok", "error", "mismatch")
        assert verdict.code != "INTERNAL_ERROR"
