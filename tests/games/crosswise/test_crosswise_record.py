"""The record format (docs/crosswise.md): exact text, save/load, resume, errors with
line numbers."""

from __future__ import annotations

import pytest

from lexitile.errors import LexitileError
from lexitile.games.crosswise.board import Side
from lexitile.games.crosswise.errors import RecordError
from lexitile.games.crosswise.files import latest_record, load_record, new_record_path, save_record
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.moves import PlaceTile
from lexitile.games.crosswise.record import dumps, loads
from lexitile.games.crosswise.robots import make_robot, play_game
from lexitile.games.crosswise.table import MatchRule, TableRules


def short_match(comps, turns=3):
    m = Match(comps, ["Ann", "Bo"], seed=42)
    for _ in range(turns):
        g = m.game
        g.play(next(mv for mv in g.legal_moves() if isinstance(mv, PlaceTile)))
    return m


def test_exact_text(comps):
    m = short_match(comps)
    text = dumps(m, {"Bo": "hard"}, "2026-11-30T10:00:00+00:00")
    lines = text.splitlines()
    assert lines[0] == "lexitile-crosswise 2"
    assert lines[2:8] == [
        "players: Ann, Bo",
        "robots: Bo=hard",
        "components: crosswise",
        "table: stuck=pass deal=any",
        "match: single",
        "started: 2026-11-30T10:00:00+00:00",
    ]
    assert lines[8] == "game 1"
    g = m.game
    names = [", ".join(comps.name(t) for t in hand) for hand in g.deal[0]]
    assert lines[9:11] == [f"hand Ann: {names[0]}", f"hand Bo: {names[1]}"]
    first = g.history[0]
    assert lines[11] == f"1. Ann {comps.name(first.move.symbol)} A1; drew {comps.name(first.drawn[0])}"
    assert lines[12].startswith("2. Bo ") and lines[13].startswith("3. Ann ")
    assert len(lines) == 14
    assert "seed" not in text and "bag" not in text  # nothing that tells the draws to come


def test_finished_game_has_an_end_line_checked_on_load(comps):
    m = Match(comps, ["Ann", "Bo"], seed=5)
    play_game(m.game, [make_robot("hard"), make_robot("easy", 1)])
    text = dumps(m)
    end = text.splitlines()[-1]
    assert end.startswith("end: ")
    assert loads(text, comps).match.game.side_result == m.game.side_result
    tampered = text.replace(end, "end: draw, full, columns 1 - rows 1")
    with pytest.raises(RecordError, match="the replay ends") as info:
        loads(tampered, comps)
    assert info.value.line == len(text.splitlines())


def test_save_and_load_a_file(comps, tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    m = short_match(comps, 5)
    path = new_record_path(m.players)
    assert path.parent == tmp_path / "games" and path.suffix == ".cwr"  # one folder for every mode
    save_record(path, dumps(m))
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left
    loaded = load_record(path, comps)
    assert loaded.match.game.board == m.game.board
    assert latest_record() == path
    # resume: the same hands and the same tiles in the bag, in an order of its own
    g = loaded.match.game
    assert g.hands == m.game.hands and sorted(g.bag) == sorted(m.game.bag)


def test_a_record_where_earlier_versions_saved_is_still_offered(comps, tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    m = short_match(comps, 5)
    old = tmp_path / "crosswise" / "20261130-101500-ann-bo.cwr"
    save_record(old, dumps(m))
    assert latest_record() == old


def test_finished_records_are_not_offered_for_resume(comps, tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    m = Match(comps, ["Ann", "Bo"], seed=5)
    play_game(m.game, [make_robot("hard"), make_robot("hard")])
    save_record(new_record_path(m.players), dumps(m))
    assert latest_record() is None
    assert latest_record(unfinished_only=False) is not None


def test_match_records_hold_every_game(comps):
    m = Match(
        comps, ["Ann", "Bo", "Cy"], rule=MatchRule.from_text("sumof 2"), table=TableRules.from_text("stuck=end"), seed=9
    )
    robots = [make_robot("hard"), make_robot("easy", 2), make_robot("medium")]
    play_game(m.game, robots)
    m.next_game()
    play_game(m.game, robots)
    text = dumps(m)
    assert "game 1" in text and "game 2" in text and "match: sumof 2" in text
    loaded = loads(text, comps).match
    assert loaded.is_over and loaded.winner == m.winner
    assert [g.side_result for g in loaded.games] == [g.side_result for g in m.games]


def _good(comps):
    return dumps(short_match(comps), {"Bo": "hard"}, "2026-11-30T10:00:00+00:00").splitlines()


@pytest.mark.parametrize(
    ("edit", "line", "message"),
    [
        (lambda ls: ["lexitile-crosswise 9"] + ls[1:], 1, "not a Crosswise record"),
        (lambda ls: ls[:11] + ["1. Bo star A1"] + ls[12:], 12, "is Ann's"),
        (lambda ls: ls[:11] + ["1. Ann star Z9"] + ls[12:], 12, "off the 6x6 board"),
        (lambda ls: ls[:11] + ["1. Ann hexagon A1"] + ls[12:], 12, "is no tile"),
        (lambda ls: ls[:11] + ["7. Ann star A1"] + ls[12:], 12, "expected turn 1"),
        (lambda ls: ls[:10] + ["hand Cy: sun"] + ls[11:], 11, "expected 'hand Bo: TILES'"),
        (
            lambda ls: ls[:9] + ["hand Ann: sun, sun, sun, sun", "hand Bo: sun, sun, sun, sun"] + ls[11:],
            10,
            "more than",
        ),
        (lambda ls: ls[:10] + ls[11:], 9, "one 'hand PLAYER: TILES' line each"),
        (lambda ls: ls[:11] + [ls[11].split(";")[0] + "; drew hexagon"] + ls[12:], 12, "'hexagon' is no tile"),
        (lambda ls: ls[:11] + [ls[11].split(";")[0]] + ls[12:], 12, "draws 1 tiles, the record gives 0"),
        (lambda ls: ls[:6] + ["match: best of 3"] + ls[7:], 7, "not a match option"),
        (lambda ls: ls[:3] + ["robots: Zed=hard"] + ls[4:], 4, "not PLAYER=LEVEL"),
        (lambda ls: ls[:3] + ["robots: Bo=genius"] + ls[4:], 4, "unknown level 'genius'"),
    ],
)
def test_bad_records_name_the_line(comps, edit, line, message):
    text = "\n".join(edit(_good(comps))) + "\n"
    with pytest.raises(RecordError, match=message) as info:
        loads(text, comps, "game.cwr")
    assert info.value.line == line
    assert isinstance(info.value, LexitileError)
    assert str(info.value).startswith(f"game.cwr:{line}: ")


def test_an_illegal_turn_in_a_record(comps):
    lines = _good(comps)
    # turn 2 places on the square turn 1 took
    first_sq = lines[11].split(";")[0].split()[3]
    move, drew = lines[12].split(";")
    lines[12] = move.rsplit(" ", 1)[0] + f" {first_sq};{drew}"
    with pytest.raises(RecordError, match="turn 2: A1 is occupied") as info:
        loads("\n".join(lines) + "\n", comps)
    assert info.value.line == 13


def test_unreadable_file(tmp_path, comps):
    with pytest.raises(RecordError, match="record not found"):
        load_record(tmp_path / "missing.cwr", comps)
    bad = tmp_path / "bad.cwr"
    bad.write_bytes(b"\xff\xfe")
    with pytest.raises(RecordError, match="not UTF-8"):
        load_record(bad, comps)


def test_the_lone_player_is_kept_in_the_record(comps):
    match = Match(comps, ["Ann", "Bo", "Cy"], TableRules(lone=3), seed=4)
    text = dumps(match)
    assert "table: stuck=pass deal=any lone=3" in text.splitlines()
    loaded = loads(text, comps)
    assert loaded.match.table.lone == 3 and loaded.match.game.members(Side.ROWS) == ("Cy",)
