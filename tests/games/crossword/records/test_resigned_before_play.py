"""A game resigned before its first move: its record says so without a note before the
first event (MAGPIE refuses one, ``NOTE_PRECEDENT_EVENT``), and every reader of the
record (the codec, the replay, the export, the saved-games list) reads it as resigned.

Records written before this convention carried the note before the first event; they
are still read as resigned.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tui"))
from tui_helpers import make_session

from lexitile.commands.export import export_file
from lexitile.commands.verify import verify_path
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.contract import CONTRACT
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.gcg_writer import game_to_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.records.replay_hidden import record_in_play
from lexitile.games.crossword.records.replay_model import load_replay
from lexitile.games.crossword.rules.game import Game


def test_the_table_record_of_a_game_resigned_before_any_move(data_dir: Path) -> None:
    session = make_session(data_dir, players=("Ann Lee", "Bo"))
    seat = session.game.turn
    session.resign()
    gcg = session.saved.gcg_path
    assert gcg is not None
    text = gcg.read_text(encoding="utf-8")
    assert "#note" not in text
    nick = ("Ann_Lee", "Bo")[seat]
    description = next(line for line in text.splitlines() if line.startswith("#description "))
    assert description.endswith(f", {nick} resigned before the first move")

    record = read_gcg(gcg)
    assert record.warnings == []
    assert record.resignation == f"{nick} resigned before the first move"
    replay = replay_record(record)
    assert not record_in_play(record, replay)
    model = load_replay(gcg)
    assert f"{nick} resigned" in model.ending()
    assert model.to_move(model.last) is None  # nobody is marked to move in the replay
    back = CONTRACT.codec.load(gcg)
    assert back.is_over and back.outcome is not None and back.outcome.went_out == seat
    exported, warnings = export_file(gcg)
    assert warnings == []
    assert "(unfinished)" not in exported and f"{nick} resigned before the first move" in exported
    assert exported.rstrip().endswith("No moves.") and "Player" not in exported  # no empty move table
    verdict = verify_path(gcg)
    assert verdict.text() == f"OK {gcg} (0 events; {nick} resigned before the first move)"
    assert verdict.to_json()["ending"] == f"{nick} resigned before the first move"


def test_the_engine_record_of_a_game_resigned_before_any_move(tmp_path: Path) -> None:
    game = Game(load_rules("mattel"), ["Ann", "Bo", "Cy"], seed=4, first_player=1)
    game.resign()
    text = game_to_gcg(game)
    assert "#note" not in text and "#description Bo resigned before the first move" in text
    path = tmp_path / "early.gcg"
    path.write_text(text, encoding="utf-8")
    back = CONTRACT.codec.load(path)
    assert back.is_over and back.outcome is not None and back.outcome.went_out == 1
    assert game.outcome is not None and back.outcome.winners == game.outcome.winners


def test_an_older_record_with_the_note_before_the_first_event_is_resigned(tmp_path: Path) -> None:
    game = Game(load_rules("mattel"), ["Ann", "Bo"], seed=4, first_player=0)
    lines = game_to_gcg(game).splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("#rack"))
    lines = [line for line in lines[:at] if not line.startswith("#rack")]
    lines.append("#note Ann resigned; the game ended here.")
    path = tmp_path / "older.gcg"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    record = read_gcg(path)
    assert record.resignation == "Ann resigned; the game ended here."
    assert not record_in_play(record, replay_record(record))
    back = CONTRACT.codec.load(path)
    assert back.is_over and back.outcome is not None and back.outcome.went_out == 0
