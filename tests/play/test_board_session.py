"""Sessions: starting, resigning, how a game ended, and the texts about it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
from tui_helpers import WORDS, AnyWord, make_session

from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.outcome import owns_rack
from lexitile.games.crossword.rules.placement import Placement
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup, check_player_names
from lexitile.savegame import load_saved
from lexitile.tui.describe import breakdown_lines, ending_lines, history_row, last_move_line
from lexitile.tui.launch import new_session, tiles_for_language

GAZED = Placement.of([(7, 7, "G"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E"), (7, 11, "D")], Direction.ACROSS)


pytestmark = pytest.mark.usefixtures("data_dir")  # every test saves into its own folder


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Ann"], "2 to 4 players"),
        (["A", "B", "C", "D", "E"], "2 to 4 players"),
        (["Ann", " "], "player 2 has no name"),
        (["Ann", "ann"], "same name"),
        (["Ann", "x" * 21], "longer than 20"),
    ],
)
def test_bad_player_names(names, message):
    with pytest.raises(ValueError, match=message):
        check_player_names(names)


def test_names_are_stripped():
    assert check_player_names([" Ann ", "Bo"]) == ["Ann", "Bo"]


def test_resign_ends_the_game_and_is_saved(data_dir):
    session = make_session(data_dir, players=("Ann", "Bo", "Cy"))
    resigner = session.game.turn
    session.resign()
    assert session.finished
    summary = session.summary()
    assert summary is not None and summary.reason == "resigned" and summary.resigned == resigner
    assert resigner not in summary.winners
    saved = load_saved(session.path)
    assert saved.finished and saved.resigned == resigner
    again = Session.resume(saved, WORDS)
    assert again.finished and again.summary() == summary


def test_scoreless_end_summary(data_dir):
    session = make_session(data_dir, lexicon=AnyWord())
    for _ in range(4):
        session.pass_turn()
    summary = session.summary()
    assert summary is not None and summary.reason == "scoreless"
    assert all(owns_rack(a) for a in summary.adjustments)
    assert load_saved(session.path).finished
    text = ending_lines(summary, session.players, 4)
    assert text["why"] == ["4 scoreless turns in a row (passes or exchanges) ended the game."]
    assert any("own tiles left" in line for line in text["settlement"])
    assert text["result"][0].endswith("wins.") or text["result"][0].startswith("A draw")


def test_tie_break_and_draw_wording():
    from lexitile.games.crossword.rules.outcome import rack_adjustment
    from lexitile.play.game_summary import GameSummary

    tie = GameSummary(
        "went-out",
        0,
        None,
        (rack_adjustment(0, 5, "AB", own_rack=False), rack_adjustment(1, -5, "AB", own_rack=True)),
        (100, 110),
        (105, 105),
        (1,),
        True,
    )
    text = ending_lines(tie, ["Ann", "Bo"])
    assert text["why"] == ["Ann played out with the bag empty."]
    assert text["result"][0] == "Bo wins."
    assert "breaks the tie" in text["result"][1]
    draw = GameSummary("scoreless", None, None, (), (50, 50), (50, 50), (0, 1), False)
    assert ending_lines(draw, ["Ann", "Bo"])["result"][0] == "A draw between Ann and Bo."


def test_history_texts(data_dir):
    session = make_session(data_dir)
    play = session.play(GAZED)
    exchange = session.exchange("NOT")
    names = session.players
    assert history_row(play, names) == ("Ann", "8H GAZED", "+36", "36")
    assert history_row(exchange, names)[1] == "exch. 3"  # the tiles stay secret at the table
    assert breakdown_lines(play, names) == ["Ann: 8H GAZED  +36", "  GAZED: (2+1+10+1+2x2)x2 = 36"]
    assert breakdown_lines(exchange, names) == ["Bo exchanged 3 tiles  +0"]
    assert last_move_line(play, names) == "Ann played 8H GAZED for 36."
    assert last_move_line(None, names) == "No moves yet."
    assert exchange.kind is EventKind.EXCHANGE


def test_language_picks_the_tile_set(data_dir):
    class German(set):
        language = "de"

    assert tiles_for_language(German()) == "german"
    assert tiles_for_language(WORDS) is None
    session = new_session(
        GameSetup(("Ann", "Bo"), lexicon="x", seed=1), lambda spec: German({"ÄH"}), path=data_dir / "games" / "de.json"
    )
    assert session.game.rules.tileset.name == "german"
    assert load_saved(session.path).tiles == "german"
