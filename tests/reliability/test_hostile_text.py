"""Text from files and players never reaches the terminal raw: the safe-text helpers,
the command line (``export``, ``verify``, ``resume --list``, errors) and the GCG we
write, with names, notes and descriptions carrying terminal escapes."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.cli import main
from lexitile.text.safe import VisibleStream, has_unsafe, plain, visible

ESC = "\x1b"
TITLE = f"Alice{ESC}]2;PWN{ESC}\\"
CLIP = f"Bob{ESC}]52;c;aGk={ESC}\\"
BIDI = "Cy\u202eevil"


def hostile_gcg(tmp_path: Path) -> Path:
    text = (
        "#character-encoding UTF-8\n"
        f"#player1 alice {TITLE}\n"
        f"#player2 bob {CLIP}\n"
        f"#description game {TITLE}\n"
        ">alice: ABEIKTT 8G BITE +12 12\n"
        f"#note well played {CLIP}\n"
        ">bob: DGOORSU H7 R.GS +5 5\n"
    )
    path = tmp_path / "hostile.gcg"
    path.write_text(text, encoding="utf-8")
    return path


def unsafe_chars(text: str) -> list[str]:
    return [ch for ch in text if ch not in "\n\t" and unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp")]


# ----------------------------------------------------------------- the helpers
def test_visible_escapes_what_terminals_obey() -> None:
    assert visible(TITLE) == "Alice\\x1b]2;PWN\\x1b\\"
    assert visible("a\x9bb\x7fc\x00") == "a\\x9bb\\x7fc\\x00"
    assert visible(BIDI) == "Cy\\u202eevil"
    assert visible("two\nlines\ttab") == "two\\nlines\\ttab"
    assert visible("two\nlines\ttab", newlines=True, tabs=True) == "two\nlines\ttab"
    assert visible("Zoë [b]ß[/] 日本") == "Zoë [b]ß[/] 日本"


@given(st.text())
def test_visible_leaves_no_control_character(text: str) -> None:
    out = visible(text)
    assert not [ch for ch in out if unicodedata.category(ch) == "Cc"]
    assert not has_unsafe(out)
    assert visible(out) == out
    assert plain(text).plain == visible(text, newlines=True)


def test_visible_stream_filters_every_write() -> None:
    import io

    raw = io.StringIO()
    stream = VisibleStream(raw)
    stream.write(f"{TITLE}\n")
    stream.writelines([CLIP, "\tok\n"])
    assert raw.getvalue() == "Alice\\x1b]2;PWN\\x1b\\\nBob\\x1b]52;c;aGk=\\x1b\\\tok\n"


# ----------------------------------------------------------------- command line
@pytest.mark.parametrize("fmt", ["text", "gcg"])
def test_export_prints_names_notes_and_description_visibly(tmp_path, capsys, fmt) -> None:
    path = hostile_gcg(tmp_path)
    args = ["export", str(path), "--format", fmt] + (["--notes"] if fmt == "text" else [])
    assert main(args) == 0
    out, err = capsys.readouterr()
    assert not unsafe_chars(out + err)
    assert "Alice\\x1b]2;PWN" in out
    if fmt == "gcg":
        assert "\\x1b]52;c;aGk=" in out  # the note
        assert "#description game Alice\\x1b]2;PWN" in out


def test_verify_error_quoting_a_line_is_visible(tmp_path, capsys) -> None:
    path = tmp_path / "bad.gcg"
    path.write_text(f"#player1 a A\n#player2 b B\n>a: ABC 8H {TITLE} +5 5\n", encoding="utf-8")
    main(["verify", str(path)])
    out, err = capsys.readouterr()
    assert not unsafe_chars(out + err)


def test_resume_list_shows_hostile_names_visibly(tmp_path, monkeypatch, capsys) -> None:
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    session = Session.start(GameSetup(("Ann", "Bo"), lexicon="en", seed=3), None, path=tmp_path / "games" / "a.json")
    data = json.loads(session.path.read_text())
    data["players"] = [TITLE, "[/]"]
    session.path.write_text(json.dumps(data))
    assert main(["resume", "--list"]) == 0
    out, err = capsys.readouterr()
    assert not unsafe_chars(out + err)
    assert "Alice\\x1b]2;PWN" in out and "[/]" in out


def test_play_refuses_a_name_with_an_escape(capsys) -> None:
    assert main(["play", "--players", f"{TITLE},Ann", "--lexicon", "en"]) == 2
    out, err = capsys.readouterr()
    assert not unsafe_chars(out + err)
    assert "control character" in err


def test_the_gcg_we_write_never_carries_a_control_character(tmp_path) -> None:
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup
    from lexitile.savegame import gcg_text

    setup = GameSetup(("[/]Bo", "Ann"), lexicon="en", seed=2)
    session = Session.start(setup, None, path=tmp_path / "g.json")
    session.saved.players[0] = TITLE  # as read from an edited state file
    session.game.players = (TITLE, "Ann") if isinstance(session.game.players, tuple) else [TITLE, "Ann"]
    session.add_note(f"hint {CLIP}\nsecond {BIDI}")
    session.pass_turn()
    text = gcg_text(session.game, session.saved)
    assert not unsafe_chars(text)
    assert "\\x1b]52;c;aGk=" in text
    assert "\\u202e" in text
