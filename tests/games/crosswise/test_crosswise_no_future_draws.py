"""A Crosswise match in play leaves no future draw in its files (format 2: the deals
as they happen, no bag order, no seed); records of format 1, which kept the bag in draw
order, still load and replay exactly, and resume with a bag drawn anew."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from lexitile.games.crosswise.errors import RecordError
from lexitile.games.crosswise.files import load_components, load_record
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.record import dumps, loads
from lexitile.games.crosswise.table import Deal, TableRules
from lexitile.play.crosswise import Session

OLD = Path(__file__).resolve().parents[2] / "data" / "old-records"
V1 = sorted(OLD.glob("crosswise-v1-*.cwr"))


def _recorded_draws(text: str) -> list[list[list[str]]]:
    """Per game, per turn: the tile names of the ``# drew`` comment of format 1."""
    games: list[list[list[str]]] = []
    for line in text.splitlines():
        if line.startswith("game "):
            games.append([])
        elif re.match(r"\d+\. ", line):
            _, _, drew = line.partition("# drew ")
            games[-1].append(drew.split(", ") if drew else [])
    return games


def test_the_fixtures_are_of_format_1():
    assert len(V1) == 2
    for path in V1:
        text = path.read_text(encoding="utf-8")
        assert text.startswith("lexitile-crosswise 1\n") and "\nbag: " in text and "\nseed: " in text


@pytest.mark.parametrize("path", V1, ids=lambda p: p.name)
def test_a_format_1_record_replays_exactly(path):
    comps = load_components()
    text = path.read_text(encoding="utf-8")
    match = load_record(path, comps).match  # the end: lines are checked on loading
    draws = _recorded_draws(text)
    assert len(match.games) == len(draws)
    for game, recorded in zip(match.games, draws, strict=True):
        assert [[comps.name(t) for t in turn.drawn] for turn in game.history] == recorded
        assert Counter(game.tile_counts()) == Counter(comps.full_bag())
    bags = re.findall(r"^bag: (\S+)$", text, re.MULTILINE)
    for game, bag in zip(match.games, bags, strict=True):
        if not game.deal[1]:  # no hand went under the bag: the first seat got the first tiles
            dealt = "".join(comps.letter(t) for t in game.deal[0][game.turn_order[0]])
            assert dealt == bag[: len(dealt)]


@pytest.mark.parametrize("path", V1, ids=lambda p: p.name)
def test_a_format_1_record_saved_again_is_format_2_and_replays_the_same(path):
    comps = load_components()
    loaded = load_record(path, comps)
    text = dumps(loaded.match, loaded.robots, loaded.started, loaded.handed, loaded.league)
    assert text.startswith("lexitile-crosswise 2\n") and "bag:" not in text and "seed:" not in text
    again = loads(text, comps)
    assert again.robots == loaded.robots and again.handed == loaded.handed and again.league == loaded.league
    for a, b in zip(again.match.games, loaded.match.games, strict=True):
        assert a.history == b.history and a.board == b.board and a.hands == b.hands and a.side_result == b.side_result
        assert sorted(a.bag) == sorted(b.bag)
    assert dumps(again.match, again.robots, again.started, again.handed, again.league) == text


def test_a_format_1_match_in_play_resumes_with_a_new_bag_order():
    comps = load_components()
    path = OLD / "crosswise-v1-in-play.cwr"
    text = path.read_text(encoding="utf-8")
    written = text.split("game 2")[1].split("bag: ")[1].split()[0]
    game = load_record(path, comps).match.game
    drawn = sum(len(t.drawn) for t in game.history) + sum(len(h) for h in game.deal[0])
    still = [comps.tile(ch) for ch in written[drawn:]]
    assert sorted(game.bag) == sorted(still)  # the same tiles left ...
    orders = {tuple(load_record(path, comps).match.game.bag) for _ in range(3)}
    assert tuple(still) not in orders and len(orders) == 3  # ... in a new order each time


def test_the_files_of_a_match_in_play_hold_no_future_draw(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    comps = load_components()
    session = Session.new(["Ann", "Bo"], {"Bo": "easy"}, seed=42)
    session.play(session.game.legal_moves()[0])
    session.robot_turn()
    session.close()
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert files, "the match was saved"
    for p in files:
        text = p.read_text(encoding="utf-8", errors="replace")
        assert "seed" not in text and "bag:" not in text, p
    # what a seeded match in memory would draw next ...
    seeded = Match(comps, ["Ann", "Bo"], seed=42)
    for turn in session.game.history:
        seeded.game.play(turn.move)
    assert seeded.game.history == session.game.history  # a --seed match is reproducible up to here
    # ... is not what the files say: two resumes draw two different bag orders, neither the seed's
    record = session.file.path
    assert record is not None
    orders = set()
    for _ in range(2):
        again = Session.resume(record)
        orders.add(tuple(again.game.bag))
        assert again.game.hands == session.game.hands and sorted(again.game.bag) == sorted(session.game.bag)
        again.close()
    assert len(orders) == 2 and tuple(seeded.game.bag) not in orders


def test_hands_put_under_the_bag_are_recorded_and_drawn_last():
    comps = load_components()
    table = TableRules(deal=Deal.NO_ACTION_ONLY)
    match = Match(comps, ["Ann", "Bo", "Cy", "Di"], table, seed=57)  # a hand of action tiles only went under
    under = match.game.deal[1]
    assert len(under) == 4 and not any(comps.is_symbol(t) for t in under)
    text = dumps(match)
    assert "under: " + ", ".join(comps.name(t) for t in under) in text.splitlines()
    game = loads(text, comps).match.game
    assert game.deal == match.game.deal
    assert sorted(game.bag[-4:]) == sorted(under)  # still the last tiles to come
    with pytest.raises(RecordError, match="deal=no-action-only"):
        loads(text.replace("deal=no-action-only", "deal=any"), comps)


def test_the_league_counts_a_format_1_match_resumed_and_rebuilds_the_same(tmp_path, monkeypatch):
    import shutil

    from lexitile.storage.league_db import League

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    (tmp_path / "games").mkdir()
    path = tmp_path / "games" / "match.cwr"
    shutil.copy(OLD / "crosswise-v1-in-play.cwr", path)  # league: competitive 1=Ann
    with League(tmp_path / "league.sqlite3") as league:
        assert league.add_profile("Ann").id == 1
    session = Session.resume(path)
    while not session.game.is_over:
        if session.is_robot(session.game.seat):
            session.robot_turn()
        else:
            session.play(session.game.legal_moves()[0])
    session.save()
    outcome = session.league_end(tmp_path / "league.sqlite3")
    session.close()
    assert outcome is not None and not outcome.again
    assert path.read_text(encoding="utf-8").startswith("lexitile-crosswise 2\n")  # saved on in format 2
    again = Session.resume(path)  # the finished match read back from format 2 is not counted twice
    assert again.league_end(tmp_path / "league.sqlite3").again
    again.close()
    with League(tmp_path / "league.sqlite3") as league:
        assert league.profile("Ann").games == 1
        assert league.rebuild() == {}  # the league equals its rebuild
