"""``lexitile export FILE --format text``: the final board and the move list as plain text
(issue #4); ``--format gcg``; saved games; errors."""

from __future__ import annotations

import pytest
from gcg_samples import GAME, SIX_ZERO

from lexitile.cli import main
from lexitile.commands.export import export_file
from lexitile.commands.verify import verify_path
from lexitile.games.crossword import catalog
from lexitile.games.crossword.records.gcg import parse_gcg
from lexitile.games.crossword.records.gcg_writer import game_to_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.records.text_export import board_lines, export_text
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.game import Game
from lexitile.savegame import SavedGame, SavedTurn
from shared_data import shared_path

ANNO = ("gcg", "HerbCaudill-scorable", "e2e", "games", "anno57595.gcg")


def run(capsys, *argv) -> tuple[int, str, str]:
    rc = main(["export", *map(str, argv)])
    out, err = capsys.readouterr()
    return rc, out, err


@pytest.mark.shared
def test_text_export_of_a_real_game(capsys):
    rc, out, err = run(capsys, shared_path(*ANNO))
    assert rc == 0 and err == ""
    lines = out.splitlines()
    assert lines[:3] == ["Alice vs Bob", "Alice 434, Bob 413: Alice wins", ""]
    assert lines[3] == "     A B C D E F G H I J K L M N O"
    assert lines[4] == "   1 = . . ' . . . = . . . ' . . ="
    assert lines[11] == "   8 A T . G . C R I M E . U . . Y"
    assert lines[18] == "  15 E n W A L L E d . . B O . . ="  # blanks in lower case
    assert lines[20] == "Blanks in lower case. Empty squares: = TW  - DW  \" TL  ' DL  * start"
    table = lines[22:]
    assert table[0] == "    #  Player  Rack     Move          Score  Total"
    assert table[1] == "    1  Alice   III      -III             +0      0"
    assert table[2] == "    2  Bob     RIMGANI  8G RIM          +10     10"
    # a challenge bonus and the end-of-game points are rows without a turn number
    assert "       Bob     DOFAJEE  (challenge)      +5    126" in table
    assert table[-1] == "       Bob              (INN)            +6    413"
    assert len(table) == 1 + 29
    assert all(len(line) <= 60 for line in lines[3:19])  # fits a chat window


@pytest.mark.shared
def test_plain_board_and_notes(capsys):
    rc, out, _ = run(capsys, shared_path(*ANNO), "--plain", "--notes")
    assert rc == 0
    lines = out.splitlines()
    assert lines[4] == "   1 . . . . . . . . . . . . . . ."
    assert "Blanks in lower case." in out and "Empty squares" not in out
    at = lines.index("    6  Bob     HEFIJAM  5H .HEF         +24    101")
    assert lines[at + 1] == "       # Not surprised that I missed FEHMIC, but I should see HAJI here."


def test_withdrawn_phony_six_zero_and_unfinished_results():
    rp = replay_record(parse_gcg(GAME.encode()))
    text = export_text(rp)
    assert "Alice Doe vs Bob Roe" in text.splitlines()[0]
    assert text.splitlines()[1] == "alice 17, bob 20 (unfinished)"
    assert "       bob     DOORSUY  --             -10      5" in text
    six = export_text(replay_record(parse_gcg(SIX_ZERO.encode())))
    assert six.splitlines()[1] == "alice -1, bob -15: alice wins"
    assert "       bob     GOORSUX  (GOORSUX)    -15    -15" in six


def test_palavras_board_has_seventeen_columns_and_its_own_marks():
    layout = catalog.load_layout("palavras17x15")
    lines = board_lines(Board(layout))
    assert lines[0] == "     " + " ".join("ABCDEFGHIJKLMNOPQ")
    assert len(lines) == 16 and all(len(line) == 5 + 2 * 17 - 1 for line in lines[1:])
    marks = set("".join(lines[1:]))
    assert "x" in marks  # EX squares
    assert "*" in marks  # the start


def test_resigned_and_four_player_games(tmp_path):
    game = Game(catalog.load_rules("tournament"), ["Ann", "Bo", "Cy", "Di"], seed=3, first_player=0)
    game.pass_turn()
    game.pass_turn()
    game.resign()
    path = tmp_path / "r.gcg"
    path.write_text(game_to_gcg(game), encoding="utf-8")
    text, warnings = export_file(path)
    assert warnings == []
    assert text.splitlines()[:2] == [
        "Ann vs Bo vs Cy vs Di",
        "Ann 0, Bo 0, Cy 0, Di 0: Cy resigned; the game ended here.",
    ]


def test_saved_game_is_exported_from_its_state_file(tmp_path):
    rules = catalog.load_rules("mattel")
    game = Game(rules, ["Ann", "Bo"], seed=1)
    saved = SavedGame(players=["Ann", "Bo"], rules="mattel", lexicon="en", seed=1, first_player=game.first_player)
    saved.moves.append(SavedTurn.from_event(game.pass_turn()))
    event = game.exchange(game.rack[:2])
    saved.moves.append(SavedTurn.from_event(event))
    path = saved.write(tmp_path / "game.json")
    text, _ = export_file(path)
    first = game.players[game.first_player]
    assert f"    1  {first:<6}  " in text and " -    " in text
    assert text.splitlines()[1].endswith("(unfinished)")


@pytest.mark.shared
def test_gcg_format_is_canonical_and_verifies(capsys, tmp_path):
    rc, out, _ = run(
        capsys, shared_path("gcg", "quackle-quackle", "test", "positions", "fivepoint.gcg"), "--format", "gcg"
    )
    assert rc == 0 and out.startswith("#character-encoding UTF-8\n#player1 ")
    path = tmp_path / "five.gcg"
    path.write_text(out, encoding="utf-8")
    assert verify_path(path).status == "ok"
    assert ">Ganesh: T (T) -1 452" in out  # the WESPA ending, as recorded


@pytest.mark.shared
def test_mismatches_are_warnings_and_errors_exit_2(capsys, tmp_path):
    folder = shared_path("gcg", "jalapic-scrabblr", "modified_board")
    rc, out, err = run(capsys, folder / "Game_Number_1.txt")
    assert rc == 0 and out and err.startswith("WARNING ") and "recorded" in err
    rc, out, err = run(capsys, folder / "Game_Number_1.txt", "--board", folder / "LAYOUT_modified_board.txt")
    assert rc == 0 and err == ""
    broken = tmp_path / "broken.gcg"
    broken.write_text("#player1 a A\n#player2 b B\n>a: ABC 8G ABC +7 7\n>b: DEF blah +3 3\n", encoding="utf-8")
    rc, out, err = run(capsys, broken)
    assert rc == 2 and out == ""
    assert err.startswith(f"lexitile: error: {broken}:4: expected a move") and err.rstrip().endswith(
        "[NO_MATCHING_TOKEN]"
    )
    illegal = tmp_path / "illegal.gcg"
    illegal.write_text("#player1 a A\n#player2 b B\n>a: ABC 8G ABC +7 7\n>a: DEF 9G DEF +3 10\n", encoding="utf-8")
    rc, out, err = run(capsys, illegal)
    assert rc == 2 and ":4: " in err and "[GAME_EVENT_OFF_TURN]" in err
    rc, out, err = run(capsys, tmp_path / "missing.gcg")
    assert rc == 2 and "missing.gcg" in err
    with pytest.raises(SystemExit):
        main(["export", str(broken), "--format", "pdf"])
