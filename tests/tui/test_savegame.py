"""Saving after every move, and resuming exactly (same racks, same bag order)."""

from __future__ import annotations

import json
import os

import pytest
from tui_helpers import WORDS, AnyWord, make_session

from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.placement import Placement
from lexitile.play.board_session import Session
from lexitile.savegame import (
    SavedGame,
    SaveFileError,
    atomic_write_text,
    games_dir,
    latest_unfinished,
    list_saved,
    load_saved,
    new_save_path,
    resolve_save_file,
)
from lexitile.savegame import (
    data_dir as savegame_data_dir,
)

GAZED = Placement.of([(7, 7, "G"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E"), (7, 11, "D")], Direction.ACROSS)
ZONE = Placement.of([(8, 9, "O"), (9, 9, "N"), (10, 9, "E")], Direction.DOWN)


def test_data_dir_env_override(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "x"))
    assert savegame_data_dir() == tmp_path / "x"
    assert games_dir() == tmp_path / "x" / "games"
    monkeypatch.delenv("LEXITILE_DATA_DIR")
    assert savegame_data_dir().name == "lexitile"


def test_atomic_write_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "sub" / "a.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert os.listdir(target.parent) == ["a.json"]


def test_new_save_path_is_fresh(tmp_path):
    from datetime import datetime

    when = datetime(2025, 5, 1, 14, 30, 5)
    first = new_save_path(["Ann", "Bo/x y"], when, tmp_path)
    assert first.name == "2025-05-01-143005-Ann-Boxy.json"
    first.write_text("{}")
    assert new_save_path(["Ann", "Bo/x y"], when, tmp_path).name == "2025-05-01-143005-Ann-Boxy-2.json"


def test_every_move_is_saved_and_replays_exactly(data_dir):
    session = make_session(data_dir)
    path = session.path
    assert path is not None and path.is_file()
    assert json.loads(path.read_text())["moves"] == []
    session.play(GAZED)
    session.play(ZONE)
    session.exchange(session.game.rack[0])
    session.pass_turn()
    saved = load_saved(path)
    assert [m.kind for m in saved.moves] == ["play", "play", "exchange", "pass"]
    assert saved.moves[0].notation == "8H GAZED" and saved.moves[0].score == 36
    assert saved.scores == session.game.scores and saved.turn == session.game.turn

    again = Session.resume(saved, WORDS)
    g, h = session.game, again.game
    assert h.racks == g.racks
    assert sorted(h.bag.tiles) == sorted(g.bag.tiles)
    assert h.scores == g.scores and h.turn == g.turn
    assert h.board.to_rows() == g.board.to_rows()
    # the file keeps what was drawn, not the seed: the draws to come are new ones
    data = json.loads(path.read_text())
    assert "seed" not in data and data["draws"] == [list(d) for d in g.bag.log]
    assert h.bag.log == g.bag.log and h.rng.getstate() != g.rng.getstate()


def test_rack_order_is_kept(data_dir):
    session = make_session(data_dir)
    session.set_rack_order(0, list("ODGAZRE"))
    session.save()
    again = Session.resume(load_saved(session.path), WORDS)
    assert again.rack_order(0) == list("ODGAZRE")


def test_a_tampered_file_does_not_replay(data_dir):
    session = make_session(data_dir)
    session.play(GAZED)
    data = json.loads(session.path.read_text())
    data["moves"][0]["score"] = 99
    session.path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="scores 36 now but 99"):
        load_saved(session.path).replay(WORDS)
    data["moves"][0]["seat"] = 1
    session.path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="seat 2 but seat 1 is on turn"):
        load_saved(session.path).replay(WORDS)
    data["moves"][0] = {"kind": "exchange", "seat": 0, "exchanged": "QQ"}
    session.path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="does not replay"):
        load_saved(session.path).replay(WORDS)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("nonsense", "bad JSON"),
        ("[]", "not a lexitile save file"),
        ('{"format": "lexitile-save", "version": 99}', "newer"),
        ('{"format": "lexitile-save", "version": 1}', "malformed"),
    ],
)
def test_bad_files_are_reported(tmp_path, text, message):
    p = tmp_path / "x.json"
    p.write_text(text)
    with pytest.raises(SaveFileError, match=message):
        load_saved(p)


def test_resolve_gcg_to_state_file(tmp_path):
    (tmp_path / "g.json").write_text("{}")
    assert resolve_save_file(tmp_path / "g.gcg") == tmp_path / "g.json"
    with pytest.raises(SaveFileError, match="no state file"):
        resolve_save_file(tmp_path / "other.gcg")
    with pytest.raises(SaveFileError, match="no such saved game"):
        resolve_save_file(tmp_path / "missing.json")


def test_lists_and_latest_unfinished(data_dir):
    a = make_session(data_dir, name="a")
    b = make_session(data_dir, name="b", lexicon=AnyWord())
    b.resign()
    (data_dir / "games" / "junk.json").write_text("not json")
    saved = list_saved()
    assert {s.path.name for s in saved} == {"a.json", "b.json"}
    latest = latest_unfinished()
    assert latest is not None and latest.path == a.path
    a.resign()
    assert latest_unfinished() is None


def test_json_round_trip(data_dir):
    session = make_session(data_dir)
    session.play(GAZED)
    text = session.path.read_text()
    again = SavedGame.from_json(text, session.path)
    assert again.to_json() == text


def test_gcg_record_is_written_beside_and_reads_back(data_dir):
    from lexitile.games.crossword.records.gcg import read_gcg
    from lexitile.games.crossword.records.replay import replay_record

    session = make_session(data_dir, players=("Ann", "Bo Bo"))
    session.play(GAZED)
    session.exchange("NOT")
    gcg = session.saved.gcg_path
    assert gcg is not None and gcg == session.path.with_suffix(".gcg") and gcg.is_file()
    text = gcg.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == "#character-encoding UTF-8"
    assert "#player1 Ann Ann" in lines and "#player2 Bo_Bo Bo Bo" in lines
    assert "#lexicon test-words" in lines and "#tile-distribution english" in lines
    assert ">Ann: ERZAGDO 8H GAZED +36 36" in lines
    assert ">Bo_Bo: NOTLECO -NOT +0 0" in lines
    assert any(line.startswith("#rack1 ") for line in lines)  # unfinished: the racks
    replay = replay_record(read_gcg(gcg))
    assert replay.error is None and replay.mismatches == []
    session.resign()
    text = gcg.read_text(encoding="utf-8")
    assert "#note Ann resigned; the game ended here." in text
    assert "#rack1" not in text
