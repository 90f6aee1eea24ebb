"""``lexitile analyze`` refuses what ``lexitile verify`` calls an ERROR (an event after
the end of the game, a rack that cannot be drawn, every invalid fixture), with one line
and exit status 2, instead of analysing up to it and exiting 0; and an error that
quotes input quotes a readable length of it, in every command."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.cli import MAX_ERROR_CHARS, main, readable
from lexitile.commands.verify import verify_path
from lexitile.text.safe import QUOTE_CHARS, quoted, visible

DATA = Path(__file__).resolve().parents[3] / "data"
INVALID = sorted((DATA / "gcg-invalid").glob("*.gcg"))
GAME = DATA / "replay" / "selfplay-7.gcg"


def refused_by_verify() -> list[Path]:
    """The invalid fixtures verify calls ERROR with no word list given."""
    return [p for p in INVALID if verify_path(p).status == "error"]


@pytest.mark.parametrize("path", refused_by_verify(), ids=lambda p: p.stem)
def test_analyze_refuses_what_verify_refuses(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    verdict = verify_path(path)
    assert main(["analyze", str(path), "--json"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    where = f"{path}:{verdict.line}:" if verdict.line is not None else str(path)
    assert where in err and f"[{verdict.code}]" in err


def test_the_fixtures_cover_the_two_cases_found(capsys: pytest.CaptureFixture[str]) -> None:
    """Events after the end of the game, and a rack of a million letters."""
    assert DATA / "gcg-invalid" / "MOVE_EVENT_AFTER_GAME_END.gcg" in refused_by_verify()


@pytest.fixture
def big_rack(tmp_path: Path) -> Path:
    lines = GAME.read_text().split("\n")
    first = next(i for i, line in enumerate(lines) if line.startswith(">"))
    rack = lines[first].split()[1]
    lines[first] = lines[first].replace(rack, rack + "E" * 10**6, 1)
    path = tmp_path / "big-rack.gcg"
    path.write_text("\n".join(lines))
    return path


@pytest.mark.parametrize(
    ("argv", "status"),
    [(["verify"], 1), (["analyze"], 2), (["export"], 2), (["moves", "--turn", "1"], 2)],
    ids=["verify", "analyze", "export", "moves"],
)
def test_a_million_letter_rack_is_refused_and_quoted_short(
    big_rack: Path, argv: list[str], status: int, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([argv[0], str(big_rack), *argv[1:]]) == status
    out, err = capsys.readouterr()
    said = [line for line in (out + err).splitlines() if "rack '" in line]
    assert len(said) == 1, (out + err)[:500]
    assert "…" in said[0] and "E" * QUOTE_CHARS not in said[0]
    if argv[0] != "moves":  # moves reads the position before turn 1, and then its rack
        assert f"{big_rack}:6:" in said[0]


def test_a_long_line_in_a_quiddler_record_is_cut_in_the_error(tmp_path: Path, capsys) -> None:
    record = tmp_path / "long.qdl"
    record.write_text("%quiddler-record 2\n" + "x" * 10**6 + "\n")
    assert main(["quiddler", "--replay", str(record)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(record) in err
    assert len(err.rstrip("\n")) <= MAX_ERROR_CHARS + len("lexitile: error: ")


@given(st.text(max_size=400), st.integers(min_value=2, max_value=120))
def test_a_quote_is_short_visible_and_the_start_of_the_input(text: str, limit: int) -> None:
    q = quoted(text, limit)
    assert len(q) <= limit
    shown = visible(text)
    if len(shown) <= limit:
        assert q == shown
    else:
        assert q.endswith("…") and shown.startswith(q[:-1])
    assert visible(q) == q  # nothing left to escape


@given(st.text(min_size=0, max_size=3000))
def test_an_error_line_is_bounded_and_keeps_both_ends(line: str) -> None:
    r = readable(line)
    assert len(r) <= MAX_ERROR_CHARS
    if len(line) <= MAX_ERROR_CHARS:
        assert r == line
    else:
        head, _, tail = r.partition("…")
        assert line.startswith(head) and line.endswith(tail) and len(tail) >= MAX_ERROR_CHARS // 5
