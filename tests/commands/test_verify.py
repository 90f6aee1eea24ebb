"""``lexitile verify``: output lines, JSON, options and exit status, through ``cli.main``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "crossword" / "records"))
from gcg_samples import GAME, insert_line

from lexitile.cli import main
from lexitile.games.crossword.records import replayer as replay_module
from shared_data import shared_path

SUMMARY_OK = "1 files, 9 events, 0 mismatches, 0 errors"


@pytest.fixture
def game(tmp_path):
    path = tmp_path / "game.gcg"
    path.write_text(GAME, encoding="utf-8")
    return path


def write(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def run(capsys, *argv: str) -> tuple[int, list[str], list[str]]:
    rc = main(["verify", *map(str, argv)])
    out, err = capsys.readouterr()
    return rc, out.splitlines(), err.splitlines()


def test_ok_file(capsys, game):
    rc, out, err = run(capsys, game)
    assert rc == 0
    assert out == [f"OK {game} (9 events)", SUMMARY_OK]
    # no #lexicon: the English assumption is a warning on standard error
    assert err == [
        f"WARNING {game}: no #lexicon or #tile-distribution pragma: English tiles assumed (MAGPIE refuses it: LEXICON_NOT_SPECIFIED)"
    ]
    rc, out, err = run(capsys, game, "--tiles", "english")
    assert rc == 0 and err == []


def test_mismatch_line(capsys, tmp_path):
    path = write(tmp_path, "bad.gcg", GAME.replace("J6 ON. +5 17", "J6 ON. +7 19"))
    rc, out, _ = run(capsys, path)
    assert rc == 1
    assert out == [
        f'MISMATCH {path}:7: ">alice: AKLNOTW J6 ON. +7 19": recorded +7, computed +5 (ONE: 1x3+1+1 = 5; total 5)',
        "1 files, 9 events, 1 mismatches, 0 errors",
    ]


def test_error_line_names_line_and_reason(capsys, tmp_path):
    path = write(tmp_path, "err.gcg", GAME.replace("J6 ON.", "J7 ON."))
    rc, out, _ = run(capsys, path)
    assert rc == 1
    assert (
        out[0] == f'ERROR {path}:7: ">alice: AKLNOTW J7 ON. +5 17": malformed play J7 ON.: J7 ON.: '
        "'N' at square J8 but 'E' is already there [MOVE_VALIDATION_ERROR]"
    )
    assert out[1] == "1 files, 9 events, 0 mismatches, 1 errors"


def test_several_files_summary_and_first_difference_per_file(capsys, tmp_path, game):
    bad = write(
        tmp_path,
        "bad.gcg",
        GAME.replace("+5 17", "+5 18").replace("+10 15\n>bob: DOORSUY --", "+11 16\n>bob: DOORSUY --"),
    )
    unreadable = write(tmp_path, "junk.gcg", "hello\n")
    rc, out, _ = run(capsys, game, bad, unreadable)
    assert rc == 1
    assert out[1].startswith(f'MISMATCH {bad}:7: ">alice: AKLNOTW J6 ON. +5 18": recorded +5 18, computed +5 17')
    assert (
        out[2] == f'ERROR {unreadable}:1: "hello": line is neither a pragma (#...), an event (>...) nor the '
        "continuation of a #note: 'hello' [NO_MATCHING_TOKEN]"
    )
    assert out[3] == "3 files, 18 events, 1 mismatches, 1 errors"


def test_missing_file_is_an_error_line_and_exit_2(capsys, tmp_path, game):
    rc, out, _ = run(capsys, game, tmp_path / "nope.gcg", tmp_path)
    assert rc == 2
    assert out == [
        f"OK {game} (9 events)",
        f"ERROR {tmp_path / 'nope.gcg'}: file not found",
        f"ERROR {tmp_path}: is a directory, not a GCG file",
        "3 files, 9 events, 0 mismatches, 2 errors",
    ]


def test_json_lines_without_summary(capsys, tmp_path, game):
    noted = write(tmp_path, "noted.gcg", insert_line(GAME, 4, "#note before the first move"))
    rc, out, err = run(capsys, "--json", game, noted, tmp_path / "nope.gcg")
    assert rc == 2 and err == []
    objs = [json.loads(line) for line in out]
    assert len(objs) == 3
    assert objs[0] == {
        "file": str(game),
        "status": "ok",
        "events": 9,
        "line": None,
        "message": None,
        "code": None,
        "warnings": [
            {
                "line": None,
                "code": "LEXICON_NOT_SPECIFIED",
                "message": "no #lexicon or #tile-distribution pragma: English tiles assumed (MAGPIE refuses it: LEXICON_NOT_SPECIFIED)",
            }
        ],
        "scores": {"alice": 17, "bob": 20},
        "text": "",
        "ending": None,
    }
    assert objs[1]["status"] == "ok" and objs[1]["warnings"][0]["code"] == "NOTE_PRECEDENT_EVENT"
    assert objs[1]["warnings"][0]["line"] == 4
    assert objs[2]["status"] == "error" and objs[2]["line"] is None and objs[2]["message"] == "file not found"


def test_json_mismatch_object(capsys, tmp_path):
    path = write(tmp_path, "bad.gcg", GAME.replace("H7 R.GS +5 5", "H7 R.GS +5 6"))
    rc, out, _ = run(capsys, "--json", path)
    obj = json.loads(out[0])
    assert rc == 1
    assert (obj["status"], obj["line"], obj["code"]) == ("mismatch", 6, "CUMULATIVE_SCORING_ERROR")
    assert obj["message"] == "recorded +5 6, computed +5 5 (previous total 0 + 5 = 5)"
    assert obj["text"] == ">bob: DGOORSU H7 R.GS +5 6"


@pytest.mark.shared
def test_board_option_and_pragmas_win(capsys):
    game = shared_path("gcg", "jalapic-scrabblr/modified_board/Game_Number_1.txt")
    layout = shared_path("gcg", "jalapic-scrabblr/modified_board/LAYOUT_modified_board.txt")
    rc, out, _ = run(capsys, game)
    assert rc == 1 and out[0].startswith(
        f'MISMATCH {game}:4: ">Quackle: AEFLOSV I3 FLAVO.ES +73 73": recorded +73, computed +69 (FLAVONES:'
    )
    rc, out, _ = run(capsys, "--board", layout, game)
    assert rc == 0 and out[0] == f"OK {game} (21 events)"
    # a file naming its board keeps it whatever --board says
    standard = shared_path("gcg", "jvc56-MAGPIE-DATA/testdata/gcgs/success_standard.gcg")
    rc, out, _ = run(capsys, "--board", layout, standard)
    assert rc == 0


def test_tiles_option(capsys, game):
    rc, out, _ = run(capsys, "--tiles", "german", game)
    # German O is worth 2: ON(E) over the TL at J6 becomes 2x3+1+1
    assert rc == 1
    assert (
        out[0]
        == f'MISMATCH {game}:7: ">alice: AKLNOTW J6 ON. +5 17": recorded +5, computed +8 (ONE: 2x3+1+1 = 8; total 8)'
    )


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("--board", "moon", "unknown board 'moon'"),
        ("--tiles", "klingon", "unknown tile set 'klingon'"),
        ("--lexicon", "/nonexistent/words.txt", "no such word-list file"),
    ],
)
def test_bad_options_are_usage_errors(capsys, game, option, value, message):
    rc, out, err = run(capsys, option, value, game)
    assert rc == 2 and out == []
    assert len(err) == 1 and err[0].startswith("lexitile: error: ") and message in err[0]


def test_no_file_is_an_argparse_usage_error(capsys):
    with pytest.raises(SystemExit) as info:
        main(["verify"])
    assert info.value.code == 2
    assert "FILE.gcg" in capsys.readouterr().err


def test_lexicon_judges_words(capsys, tmp_path, game):
    good = write(tmp_path, "good.txt", "BITE\nRIGS\nONE\nYOURS\n")
    rc, out, err = run(capsys, "--lexicon", good, game)
    assert rc == 0, out
    assert any("was withdrawn although every word it forms is in the lexicon" in line for line in err)
    bad = write(tmp_path, "bad.txt", "BITE\nRIGS\nONE\n")
    rc, out, _ = run(capsys, "--lexicon", bad, game)
    assert rc == 1
    assert (
        out[0]
        == f'ERROR {game}:14: ">bob: DOORSUY 10D YOUR. +10 15": play 10D YOUR.: not in the lexicon: YOURS [NOT_A_WORD]'
    )


def test_lexicon_package_missing_is_a_clean_usage_error(capsys, monkeypatch, game):
    monkeypatch.setitem(sys.modules, "lexitile.lexicon.loading", None)  # where verify loads word lists from
    rc, out, err = run(capsys, "--lexicon", "en", game)
    assert rc == 2 and out == []
    assert err[0].startswith("lexitile: error: word lists are not available")


def test_no_traceback_on_internal_failure(capsys, monkeypatch, game):
    def boom(*args, **kwargs):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(replay_module, "score_words", boom)
    rc, out, _ = run(capsys, game)
    assert rc == 1
    assert (
        out[0]
        == f'ERROR {game}:4: ">alice: ABEIKTT 8G BITE +12 12": internal error: ZeroDivisionError: boom [INTERNAL_ERROR]'
    )


@pytest.mark.shared
def test_magpie_fixtures_through_the_command(capsys):
    root = shared_path("gcg", "jvc56-MAGPIE-DATA/testdata/gcgs")
    names = [
        "success.gcg",
        "lexicon_missing.gcg",
        "played_tile_not_in_rack.gcg",
        "standard_cumulative_scoring_error.gcg",
    ]
    rc, out, err = run(capsys, *(root / n for n in names))
    assert rc == 1
    assert out[0] == f"OK {root / 'success.gcg'} (26 events)"
    assert out[1] == f"OK {root / 'lexicon_missing.gcg'} (26 events)"
    assert out[2].startswith(
        f'ERROR {root / "played_tile_not_in_rack.gcg"}:9: ">Tim: EIINSTU I2 UNITERS +68 92": illegal play I2 UNITERS'
    )
    assert out[2].endswith("[MOVE_VALIDATION_ERROR]")
    assert (
        out[3] == f"MISMATCH {root / 'standard_cumulative_scoring_error.gcg'}:15: "
        '">RightBehindYou: AENNRST 7F TANNERS +77 103": recorded +77 103, computed +77 99 (previous total 22 + 77 = 99)'
    )
    assert out[4] == "4 files, 107 events, 1 mismatches, 1 errors"
    assert f"WARNING {root / 'lexicon_missing.gcg'}: no #lexicon" in "\n".join(err)


def test_the_offending_line_is_quoted_as_the_file_has_it(capsys, tmp_path):
    # a Latin-1 file: the quote shows the line as the reader decoded it (É, not a mangled byte)
    text = "#player1 \xc9va \xc9va\n#player2 bo Bo\n>\xc9va:   8G  ZZZ  +60 60\r\n"
    path = tmp_path / "zzz.gcg"
    path.write_bytes(text.encode("latin-1"))
    rc, out, _ = run(capsys, path)
    assert rc == 1
    assert out[0] == (
        f'ERROR {path}:3: ">\xc9va:   8G  ZZZ  +60 60": after 8G ZZZ the board holds 3 x Z, '
        "but the english tile set has 1 [TILES_EXCEED_SET]"
    )
    rc, out, _ = run(capsys, "--json", path)
    assert json.loads(out[0])["text"] == ">\xc9va:   8G  ZZZ  +60 60"
