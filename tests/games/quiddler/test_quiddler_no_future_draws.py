"""A Quiddler game in play leaves no future draw in its record (format 3: the deals and
the stock draws as they happen, no seed); records of formats 1-2, which held the seed
every deal was rebuilt from, still replay exactly and resume with fresh randomness."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from quiddler_helpers import DECK, WORDS

from lexitile.games.quiddler.events import Reshuffled, RoundStarted
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.record import format_record, parse_record
from lexitile.games.quiddler.robots import RobotFactory
from lexitile.games.quiddler.setup import GameSetup
from lexitile.games.quiddler.storage import load_deck, load_record
from lexitile.play.quiddler import QuiddlerSession

OLD = Path(__file__).resolve().parents[2] / "data" / "old-records"
V2 = sorted(OLD.glob("quiddler-v2-*.qdl"))


def _scored(text: str) -> list[str]:
    """The ``; round N scored: ...`` comments a record was written with."""
    return re.findall(r"^; round \d+ scored: .*$", text, re.MULTILINE)


def test_the_fixtures_are_of_format_2():
    assert len(V2) == 2
    for path in V2:
        text = path.read_text(encoding="utf-8")
        assert text.startswith("%quiddler-record 2\n") and "\n%seed " in text and "\n= " not in text


@pytest.mark.parametrize("path", V2, ids=lambda p: p.name)
def test_a_format_2_record_replays_exactly(path):
    text = path.read_text(encoding="utf-8")
    record = load_record(path)
    game = record.replay()
    # the same deals, reshuffles and round scores as when it was played (the comments)
    again = format_record(game, lexicon=record.lexicon, robots=record.robot_levels, meta=record.meta)
    assert _scored(again) == _scored(text) and _scored(text)
    ups = re.findall(r"^; round \d+: .*turned up (\S+)$", text, re.MULTILINE)
    assert [e.turn_up for e in game.history if isinstance(e, RoundStarted)] == ups
    assert sum(isinstance(e, Reshuffled) for e in game.history) == text.count("; the stock ran out")
    assert game.actions == record.actions


@pytest.mark.parametrize("path", V2, ids=lambda p: p.name)
def test_a_format_2_record_saved_again_is_format_3_and_replays_the_same(path):
    record = load_record(path)
    game = record.replay()
    text = format_record(game, lexicon=record.lexicon, robots=record.robot_levels, meta=record.meta)
    assert text.startswith("%quiddler-record 3\n") and "%seed" not in text
    again = parse_record(text, load_deck)
    replayed = again.replay()
    assert replayed.history == game.history and replayed.totals == game.totals and replayed.hands == game.hands
    assert Counter(replayed.stock) == Counter(game.stock)
    assert format_record(replayed, lexicon=again.lexicon, robots=again.robot_levels, meta=again.meta) == text


def test_a_format_2_game_in_play_resumes_with_fresh_randomness():
    path = OLD / "quiddler-v2-in-play.qdl"
    record = load_record(path)
    seeded = Game.replay(record.setup, record.actions)  # what the seed in the file says comes next
    games = [record.replay() for _ in range(3)]
    for g in games:
        assert g.hands == seeded.hands and Counter(g.stock) == Counter(seeded.stock)
        assert g.setup.seed != record.setup.seed  # the rounds to come are dealt anew too
    orders = {tuple(g.stock) for g in games}
    assert len(orders) == 3 and tuple(seeded.stock) not in orders


def test_the_record_of_a_game_in_play_holds_no_future_draw(tmp_path):
    setup = GameSetup(("Ann", "Bob"), 5, DECK, TableOptions(turn_limit=6), 0)  # rounds end soon
    factory = RobotFactory(WORDS, DECK, setup.options, {}, 5)
    robots = {s: factory.robot("easy", s) for s in range(2)}
    path = tmp_path / "game.qdl"
    session = QuiddlerSession(Game(setup, WORDS), robots, lexicon_spec="en", save_path=path)
    while session.game.round_number < 2 or session.game.current != 0:
        session.play_robot()
    session.close()
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert files == [path]
    text = path.read_text(encoding="utf-8")
    assert "seed" not in text and " 5\n" not in text.split("\n= ", 1)[0]
    # a game from the same seed and actions is the same so far (--seed is reproducible) ...
    seeded = Game.replay(setup, session.game.actions, WORDS)
    assert seeded.hands == session.game.hands and seeded.stock == session.game.stock
    # ... but resuming the file twice gives two other stocks: the next draw is not in the file
    stocks = {tuple(load_record(path).replay(WORDS).stock) for _ in range(2)}
    assert len(stocks) == 2 and tuple(seeded.stock) not in stocks


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda t: t.replace("= turned up", "= turned over", 1), "expected '= hand PLAYER: CARDS' or '= turned up"),
        (lambda t: re.sub(r"^= hand Bob: .*$\n", "", t, count=1, flags=re.MULTILINE), "one '= hand' line per player"),
        (lambda t: re.sub(r"^(Bob: draw stock) \S+$", r"\1", t, count=1, flags=re.MULTILINE), "draw stock CARD"),
        (lambda t: re.sub(r"^(= hand Ann: )\S+", r"\1Q Q Q Q Q Q Q", t, count=1, flags=re.MULTILINE), "deals"),
    ],
)
def test_bad_deals_and_draws_are_refused_with_the_line(edit, message):
    record = load_record(OLD / "quiddler-v2-finished.qdl")
    game = record.replay()
    text = format_record(game, lexicon=record.lexicon)
    from lexitile.games.quiddler.errors import RecordError

    with pytest.raises(RecordError, match=re.escape(message)):
        parse_record(edit(text), load_deck, "g.qdl")
