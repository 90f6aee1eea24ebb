"""Crafted input the red team found accepted, now refused with a clear line: control
characters in Quiddler and Crosswise player names (the board game's rule, shared),
state files of version 0 or below, tile sets with absurd numbers; and ``verify
--tiles`` on a record that names its own tile set says that the option is not used."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.cli import main
from lexitile.errors import InputFileError
from lexitile.games.crosswise.seats import check_names
from lexitile.games.crossword.catalog import load_tileset
from lexitile.games.quiddler.setup import check_new_names
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup as BoardSetup
from lexitile.play.board_setup import check_player_names
from lexitile.savegame import SaveFileError, load_saved
from lexitile.text.safe import has_unsafe

DATA = Path(__file__).resolve().parents[1] / "data"
WORDS = str(DATA / "wordlist-small.txt")
GAME = DATA / "replay" / "selfplay-7.gcg"  # names #tile-distribution english

#: Characters the board game refuses in a name: C0, DEL, C1, bidirectional controls,
#: line and paragraph separators.
UNSAFE = st.sampled_from([chr(c) for c in range(0x20)] + ["\x7f"] + [chr(c) for c in range(0x80, 0xA0)])
UNSAFE |= st.sampled_from(list("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029"))


def refused(check) -> bool:  # type: ignore[no-untyped-def]
    try:
        check()
    except ValueError:
        return True
    return False


@given(ch=UNSAFE, at=st.integers(min_value=0, max_value=3))
def test_every_game_refuses_the_same_control_characters_in_a_name(ch: str, at: int) -> None:
    name = ("Anna"[:at] + ch + "Anna"[at:]).strip() or "A" + ch + "B"
    if not has_unsafe(name):  # a tab or newline at the ends is stripped: not in the name
        return
    assert refused(lambda: check_player_names([name, "Bo"]))
    assert refused(lambda: check_names([name, "Bo"]))
    assert refused(lambda: check_new_names([name, "Bo"]))
    assert check_names([name, "Bo"], new=False)[0] == name  # a record written before keeps loading


@given(name=st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=12))
def test_names_without_control_characters_pass_the_rule(name: str) -> None:
    if has_unsafe(name):  # bidirectional marks are format characters (Cf)
        return
    check_new_names([name, "Bo"])  # the rule refuses control characters, nothing else


@pytest.mark.parametrize(
    "argv",
    [
        ["crosswise", "--players", "Ann\x1b[2J,Bo", "--no-save"],
        ["quiddler", "--players", "Ann\x07,Bo", "--no-save", "--lexicon", WORDS],
    ],
    ids=["crosswise", "quiddler"],
)
def test_the_commands_refuse_a_name_with_an_escape(
    argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "control character" in err
    assert "\x1b" not in err and "\x07" not in err and ("\\x1b" in err or "\\x07" in err)


@pytest.mark.parametrize("version", [0, -1, True, "1", None])
def test_a_state_file_of_version_0_or_below_is_refused(
    version: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    session = Session.start(BoardSetup(("Ann", "Bo"), lexicon="en", seed=4), None, path=tmp_path / "games" / "g.json")
    session.close()
    data = json.loads(session.path.read_text())
    data["version"] = version
    session.path.write_text(json.dumps(data))
    before = session.path.read_bytes()
    with pytest.raises(SaveFileError, match="not a version of the format"):
        load_saved(session.path)
    assert main(["resume", str(session.path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(session.path) in err and "not a version" in err
    assert session.path.read_bytes() == before


@pytest.mark.parametrize(
    ("line", "what"),
    [("Z 10 " + "9" * 40, "points"), ("Z " + "9" * 40 + " 10", "count"), ("Z 1 1001", "points")],
    ids=["40-digit-points", "40-digit-count", "over-1000-points"],
)
def test_a_tile_set_with_absurd_numbers_is_refused_at_its_line(
    line: str, what: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "absurd.txt"
    path.write_text("# name: absurd\nA 9 1\nE 12 1\n" + line + "\n? 2 0\n")
    with pytest.raises(InputFileError) as caught:
        load_tileset(str(path))
    assert caught.value.line == 4 and what in caught.value.message
    assert main(["verify", "--tiles", str(path), str(GAME)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{path}:4:" in err and "9" * 13 not in err


def test_verify_says_when_the_record_decides_the_tile_set_instead_of_tiles(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["verify", "--tiles", "french", str(GAME)]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("OK ")  # the record's own set replays it
    line = GAME.read_text().splitlines().index("#tile-distribution english") + 1
    assert f"WARNING {GAME}:{line}: --tiles french is not used" in err and "#tile-distribution english" in err
    # a record that does not decide it is replayed with the option, and nothing is said
    undecided = tmp_path / "undecided.gcg"
    undecided.write_text(GAME.read_text().replace("#tile-distribution english\n", ""))
    assert main(["verify", "--tiles", "english", str(undecided)]) == 0
    assert "--tiles" not in capsys.readouterr().err
