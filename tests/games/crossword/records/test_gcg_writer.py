"""Writing GCG: exact line formats, notes, and reader round trips (corpus and engine games)."""

from __future__ import annotations

import pytest
from gcg_samples import GAME, SIX_ZERO
from test_gcg_corpus import MODIFIED, must_verify

from lexitile.errors import LexitileError
from lexitile.games.crossword.catalog import load_layout, load_rules
from lexitile.games.crossword.records.gcg import parse_gcg, read_gcg
from lexitile.games.crossword.records.gcg_writer import (
    format_event_line,
    format_notes,
    record_to_gcg,
    save_gcg,
    write_gcg,
)
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.game import Game
from shared_data import shared_path


def replay_text(text: str, **kwargs):
    return replay_record(parse_gcg(text.encode("utf-8")), **kwargs)


def event_key(e):
    return (
        e.kind,
        e.player,
        e.rack if e.rack_known else "",
        e.score,
        e.cumulative,
        e.coordinate.upper(),
        e.word,
        e.tiles,
        e.exchange_count,
        e.note,
    )


def test_write_replayed_game_exactly():
    rp = replay_text(GAME)
    text = write_gcg(rp.record.players, rp.events(), lexicon="CSW21", title="Test game")
    assert text == (
        "#character-encoding UTF-8\n"
        "#player1 alice Alice Doe\n"
        "#player2 bob Bob Roe\n"
        "#title Test game\n"
        "#lexicon CSW21\n"
        ">alice: ABEIKTT 8G BITE +12 12\n"
        "#note opening\n"
        ">bob: DGOORSU H7 R.GS +5 5\n"
        ">alice: AKLNOTW J6 ON. +5 17\n"
        ">bob: DOORSUY 10D YOUR. +10 15\n"
        ">bob: DOORSUY -- -10 5\n"
        ">alice: AEKLTWW -KWW +0 17\n"
        "#note first line\n"
        "second line\n"
        "third line\n"
        ">bob: DOORSUY 10D YOUR. +10 15\n"
        ">bob:  (challenge) +5 20\n"
        ">alice: AEELRTT - +0 17\n"
    )


@pytest.mark.parametrize(
    ("event", "line"),
    [
        (Event(EventKind.END_RACK_POINTS, 0, "", 4, 539, tiles="G"), ">alice:  (G) +4 539"),
        (Event(EventKind.END_RACK_PENALTY, 1, "FWLI", -10, 426, tiles="FWLI"), ">bob: FWLI (FWLI) -10 426"),
        (Event(EventKind.TIME_PENALTY, 1, "ISBALI", -10, 409), ">bob: ISBALI (time) -10 409"),
        (Event(EventKind.TIME_PENALTY, 0, "", -20, -6), ">alice:  (time) -20 -6"),
        (Event(EventKind.CHALLENGE_PENALTY, 0, "AB", -5, 10), ">alice: AB (challenge) -5 10"),
        (Event(EventKind.EXCHANGE, 0, "SEQSPO?", 0, 268, tiles="QO?"), ">alice: SEQSPO? -QO? +0 268"),
        (Event(EventKind.PASS, 1, "U", 0, 380), ">bob: U - +0 380"),
    ],
)
def test_event_line_formats(event, line):
    text = write_gcg([("alice", "Alice"), ("bob", "Bob")], [event])
    assert text.split("\n")[3] == line
    # and the reader reads the same back
    back = parse_gcg(text.encode()).events[0]
    assert (back.kind, back.score, back.cumulative) == (event.kind, event.score, event.cumulative)


def test_aligned_columns():
    line = format_event_line("Ganesh", "AOXJGWS", "8G JAW", 26, 26, aligned=True)
    assert line == ">Ganesh: AOXJGWS  8G   JAW               +26    26"
    assert (
        format_event_line("Paul", "", "(T)", 1, 360, aligned=True) == ">Paul:          (T)                     +1   360"
    )


def test_notes_cannot_turn_into_pragmas_or_events():
    assert format_notes("a\n#b\n>c\n\n  d  ") == ["#note a", "#note #b", "#note >c", "d"]
    ev = Event(EventKind.PASS, 0, "AB", 0, 0, note="a\n#player3 x\n>bob: Z 8D ZZ +1 1")
    rec = parse_gcg(write_gcg([("alice", "A"), ("bob", "B")], [ev]).encode())
    assert len(rec.events) == 1 and len(rec.players) == 2
    assert rec.events[0].note == "a\n#player3 x\n>bob: Z 8D ZZ +1 1"


def test_writer_refuses_what_gcg_cannot_hold():
    with pytest.raises(LexitileError, match="2 to 4 players"):
        write_gcg([("solo", "Solo")], [])
    with pytest.raises(LexitileError, match="distinct nicks"):
        write_gcg([("a b", "A"), ("a_b", "B")], [])
    with pytest.raises(LexitileError, match="seat 2"):
        write_gcg([("a", "A"), ("b", "B")], [Event(EventKind.PASS, 2, "", 0, 0)])
    with pytest.raises(LexitileError, match="exchange"):
        write_gcg([("a", "A"), ("b", "B")], [Event(EventKind.EXCHANGE, 0, "AB", 0, 0)])
    text = write_gcg(
        [("Ann Lee", "Ann Lee"), ("bob", "")], [], tile_distribution="french", board_layout="SuperCrosswordGame"
    )
    assert text.split("\n")[1:5] == [
        "#player1 Ann_Lee Ann Lee",
        "#player2 bob bob",
        "#board-layout SuperCrosswordGame",
        "#tile-distribution french",
    ]
    assert "#tile-distribution" not in write_gcg([("a", "A"), ("b", "B")], [], tile_distribution="english")


def test_count_only_exchange_is_written_back_as_a_count():
    text = "#player1 a A\n#player2 b B\n>a: ABEIKTT 8G BITE +12 12\n>b: IIIUVVW -4 +0 0\n"
    rp = replay_text(text)
    out = write_gcg(rp.record.players, rp.events())
    assert out.endswith(">b: IIIUVVW -4 +0 0\n")
    assert parse_gcg(out.encode()).events[1].exchange_count == 4


def test_last_racks_and_save(tmp_path):
    rp = replay_text(GAME)
    text = write_gcg(rp.record.players, rp.events(), last_racks={1: "DOORSUY"})
    assert text.endswith(">alice: AEELRTT - +0 17\n#rack2 DOORSUY\n")
    path = tmp_path / "out.gcg"
    save_gcg(path, text.replace("alice", "c\u00e9sar"))
    assert path.read_bytes().startswith(b"#character-encoding UTF-8\n")
    back = replay_record(read_gcg(path))
    assert back.ok and back.record.nicks == ("césar", "bob") and back.record.last_racks == {1: ("DOORSUY", 17)}
    with pytest.raises(LexitileError, match="cannot write"):
        save_gcg(tmp_path / "missing" / "x.gcg", text)


@pytest.mark.parametrize("aligned", [False, True])
@pytest.mark.parametrize("text", [GAME, SIX_ZERO])
def test_round_trip_of_samples(text, aligned):
    rec = parse_gcg(text.encode())
    again = parse_gcg(record_to_gcg(rec, aligned).encode())
    assert [event_key(e) for e in again.events] == [event_key(e) for e in rec.events]
    rp = replay_record(rec)
    out = replay_text(write_gcg(rec.players, rp.events(), aligned=aligned))
    assert out.ok and out.final_scores == rp.final_scores


@pytest.mark.shared
def test_round_trip_over_the_corpus():
    root = shared_path("gcg")
    modified = load_layout(str(root / "jalapic-scrabblr/modified_board/LAYOUT_modified_board.txt"))
    names = [n for n in must_verify() if not n.startswith("jalapic")] + [
        n for n in must_verify() if n.startswith("jalapic")
    ][::25]
    assert len(names) > 150
    for name in names:
        board = modified if name.startswith(MODIFIED) else None
        rec = read_gcg(root / name)
        # 1. the record as read, written back: the same events
        again = parse_gcg(record_to_gcg(rec).encode("utf-8"))
        assert [event_key(e) for e in again.events] == [event_key(e) for e in rec.events], name
        assert again.nicks == rec.nicks and again.last_racks.keys() == rec.last_racks.keys()
        # 2. the replayed game, written canonically: replays to the same boards and totals
        rp = replay_record(rec, board=board)
        text = write_gcg(rec.players, rp.events(), lexicon=rec.lexicon, tile_distribution=rp.tileset.name)
        out = replay_record(parse_gcg(text.encode("utf-8")), board=board)
        assert out.ok, (name, out.error, out.mismatches[:1])
        assert [s.totals for s in out.steps] == [s.totals for s in rp.steps], name
        assert [tuple(b.squares) for _, b in out.boards()][-1:] == [tuple(b.squares) for _, b in rp.boards()][-1:], name


def test_engine_game_history_is_written_and_verifies():
    game = Game(load_rules("mattel"), ["Ann", "Bob"], seed=11, first_player=0)
    rack = game.rack
    first = "".join("e" if t == "?" else t for t in rack[:3])
    game.play_notation("8G", first)
    game.pass_turn()
    game.exchange(game.rack[:2])
    nxt = "".join("e" if t == "?" else t for t in game.rack[:2])
    game.play_notation("H7", nxt[0] + "." + nxt[1])
    text = write_gcg([("Ann", "Ann"), ("Bob", "Bob")], game.history, tile_distribution=game.rules.tileset.name)
    rp = replay_text(text)
    assert rp.ok, (rp.error, rp.mismatches, text)
    assert list(rp.final_scores) == game.scores
    assert [e.kind for e in rp.record.events] == [EventKind.PLAY, EventKind.PASS, EventKind.EXCHANGE, EventKind.PLAY]
