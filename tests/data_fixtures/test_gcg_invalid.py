"""One invalid GCG file of our own per code the GCG reader and replay report
(``tests/data/gcg-invalid``): ``lexitile verify`` names that code and that line for it.

The codes are found in the reader's source (every code passed where an error is raised
or a mismatch recorded), so a new code without a fixture fails
:func:`test_every_code_of_the_reader_has_a_fixture`.
"""

from __future__ import annotations

import ast
import re

import pytest

from independent_rules import REPO, TEST_DATA
from lexitile.commands.verify import verify_path
from lexitile.games.crossword.records.gcg import GcgError, read_gcg
from lexitile.lexicon import load_lexicon

FOLDER = TEST_DATA / "gcg-invalid"
#: The reader's and the replay's modules (every file that raises a GcgError with a code).
READER = [
    REPO / "src" / "lexitile" / "games" / "crossword" / "records" / name
    for name in (
        "gcg.py",
        "gcg_decode.py",
        "gcg_types.py",
        "replay.py",
        "recorded_rules.py",
        "replay_result.py",
        "replay_state.py",
        "replayer.py",
    )
]

#: Codes that no file can show on purpose, and why.
NO_FIXTURE = {
    "INTERNAL_ERROR": "an unexpected exception in the reader, i.e. a bug",
    "TOO_LARGE": "a file past 4 MiB, too big to keep here: tests/games/crossword/records/test_gcg_size_cap.py writes one",
}

#: Codes of a wrong score or total (the replay goes on; ``verify`` says MISMATCH).
MISMATCH_CODES = {
    "MOVE_SCORING_ERROR",
    "CUMULATIVE_SCORING_ERROR",
    "RACK_END_POINTS_INCORRECT",
    "END_RACK_PENALTY_INCORRECT",
    "PHONY_SCORE_INCORRECT",
    "SCORE_INCORRECT",
}

#: Functions of the reader that take a code (errors raised, mismatches recorded; not warnings).
_CODE_TAKERS = {"GcgError", "_fail", "error", "fail", "mismatch", "previous_play", "Mismatch"}
_CODE = re.compile(r"^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$")


def reader_codes() -> set[str]:
    codes: set[str] = set()
    for path in READER:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in _CODE_TAKERS:
                for arg in node.args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and _CODE.match(arg.value):
                        codes.add(arg.value)
    return codes


def expected() -> list[tuple[str, str, int, str]]:
    rows = []
    for line in (FOLDER / "EXPECTED.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, code, number, what = line.split("\t")
            rows.append((name, code, int(number), what))
    return rows


ROWS = expected()


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon(str(TEST_DATA / "wordlist-small.txt"))


def test_the_scan_finds_the_codes_it_should() -> None:
    """The scan is not empty-handed: codes of each kind are found, warnings are not."""
    codes = reader_codes()
    assert {"NO_MATCHING_TOKEN", "GAME_EVENT_OFF_TURN", "MOVE_SCORING_ERROR", "CUMULATIVE_SCORING_ERROR"} <= codes
    assert {"PHONY_TILES_RETURNED_WITHOUT_PLAY", "INVALID_PHONY_TILES_PLAYER_INDEX"} <= codes
    assert not codes & {"NOTE_PRECEDENT_EVENT", "FIRST_PLAYER", "RACK_MISSING", "VALID_PHONY"}, "warnings are no errors"


def test_every_code_of_the_reader_has_a_fixture() -> None:
    have = {code for _, code, _, _ in ROWS}
    codes = reader_codes()
    missing = codes - have - set(NO_FIXTURE)
    stale = have - codes
    assert not missing, f"codes without an invalid file in {FOLDER}: {sorted(missing)}"
    assert not stale, f"fixtures for codes the reader no longer has: {sorted(stale)}"
    assert sorted(p.name for p in FOLDER.glob("*.gcg")) == sorted(name for name, _, _, _ in ROWS)


@pytest.mark.parametrize(("name", "code", "line", "what"), ROWS, ids=[r[0] for r in ROWS])
def test_verify_names_the_code_and_the_line(name: str, code: str, line: int, what: str, lexicon) -> None:
    path = FOLDER / name
    verdict = verify_path(path, lexicon=lexicon)
    assert (verdict.code, verdict.line) == (code, line), f"{what}: {verdict.message}"
    assert verdict.status == ("mismatch" if code in MISMATCH_CODES else "error")
    assert verdict.message


def test_reader_faults_are_raised_by_read_gcg_with_code_and_line() -> None:
    """Faults of the text itself stop :func:`read_gcg` already (no replay needed)."""
    checked = 0
    for name, code, line, _ in ROWS:
        try:
            read_gcg(FOLDER / name)
        except GcgError as exc:
            assert (exc.code, exc.line) == (code, line), name
            checked += 1
    assert checked >= 14
