"""The cardbox in the league database: the schema step from every earlier version, the
card key, the Leitner schedule as stored, and cards going with a deleted profile and
merging with a merged one."""

from __future__ import annotations

import itertools
import sqlite3
from datetime import UTC, datetime, timedelta

import pytest

from lexitile.core.leitner import INTERVAL_DAYS, TOP_BOX, iso
from lexitile.core.study_cards import CardKind, CardSource, NewCard
from lexitile.storage.cardbox import add_cards, answer_card, answers, cards
from lexitile.storage.league_db import League
from lexitile.storage.league_schema import SCHEMA_VERSION, migrate, schema_version

T0 = datetime(2026, 12, 2, 10, 0, tzinfo=UTC)


def card(word: str, turn: int = 1, kind: CardKind = CardKind.MISSED_BINGO, game: str = "g1") -> NewCard:
    return NewCard(word, kind, "en", CardSource(game, turn, "AEINRST", "8H AT"))


@pytest.mark.parametrize("old", range(1, SCHEMA_VERSION))
def test_a_league_from_every_earlier_version_gains_an_empty_cardbox_that_works(tmp_path, old):
    path = tmp_path / "league.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=old)
    conn.execute("INSERT INTO profiles (name, created) VALUES ('Ann', '2026-01-01T00:00:00+00:00')")
    conn.close()
    with League(path) as league:
        assert schema_version(league.conn) == SCHEMA_VERSION
        ann = league.profile("Ann")
        assert cards(league) == []
        assert add_cards(league, ann.id, [card("RETAINS")], now=T0) == 1
        (stored,) = cards(league, ann.id)
        assert (stored.profile, stored.word, stored.box, stored.due) == ("Ann", "RETAINS", 0, iso(T0))


def test_the_key_is_profile_game_turn_kind_word(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        ann = league.add_profile("Ann")
        bo = league.add_profile("Bo")
        first = [card("RETAINS"), card("RETAINS", turn=2), card("RETAINS", kind=CardKind.EQUITY_LOSS)]
        assert add_cards(league, ann.id, first, now=T0) == 3
        assert add_cards(league, ann.id, [*first, card("RETAINS", game="g2")], now=T0) == 1
        assert add_cards(league, bo.id, first, now=T0) == 3
        assert len(cards(league, ann.id)) == 4
        assert len(cards(league)) == 7


def test_right_answers_climb_the_boxes_with_growing_intervals_and_a_wrong_one_drops_to_box_0(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        ann = league.add_profile("Ann")
        add_cards(league, ann.id, [card("RETAINS")], now=T0)
        (c,) = cards(league, ann.id)
        when = T0
        waits = []
        for box in range(1, TOP_BOX + 2):
            c = answer_card(league, c.id, True, "anagram", now=when)
            assert c.box == min(box, TOP_BOX)
            wait = datetime.fromisoformat(c.due) - when
            waits.append(wait)
            when = datetime.fromisoformat(c.due)
        assert waits == [timedelta(days=d) for d in [*INTERVAL_DAYS[1:], INTERVAL_DAYS[-1]]]
        assert all(a < b for a, b in itertools.pairwise(waits[:-1]))
        c = answer_card(league, c.id, False, "judge", now=when)
        assert (c.box, c.due) == (0, iso(when))
        got = answers(league, ann.id)
        assert [a.correct for a in got] == [True] * (TOP_BOX + 1) + [False]
        assert got[-1].quiz == "judge" and got[-1].box_after == 0


def test_a_right_answer_before_the_card_is_due_is_practice(tmp_path):
    """A new player answered a card right in three sessions within five minutes and
    found it among the cards learned (box 3); answered early, it stays where it was."""
    with League(tmp_path / "l.sqlite3") as league:
        ann = league.add_profile("Ann")
        add_cards(league, ann.id, [card("RETAINS")], now=T0)
        (c,) = cards(league, ann.id)
        c = answer_card(league, c.id, True, "anagram", now=T0)
        assert c.box == 1 and c.due == iso(T0 + timedelta(days=INTERVAL_DAYS[1]))
        for minutes in (1, 2, 5):
            c = answer_card(league, c.id, True, "hooks", now=T0 + timedelta(minutes=minutes))
            assert (c.box, c.due) == (1, iso(T0 + timedelta(days=INTERVAL_DAYS[1])))
        c = answer_card(league, c.id, False, "judge", now=T0 + timedelta(minutes=6))
        assert (c.box, c.due) == (0, iso(T0 + timedelta(minutes=6)))  # wrong: box 0, early or not
        assert [a.box_after for a in answers(league, ann.id)] == [1, 1, 1, 1, 0]


def test_due_cards_come_first(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        ann = league.add_profile("Ann")
        add_cards(league, ann.id, [card("AAA"), card("BBB"), card("CCC")], now=T0)
        a, b, _ = sorted(cards(league, ann.id), key=lambda c: c.word)
        answer_card(league, a.id, True, "anagram", now=T0)  # due tomorrow
        answer_card(league, b.id, True, "anagram", now=T0 - timedelta(days=2))  # overdue since yesterday
        assert [c.word for c in cards(league, ann.id)] == ["BBB", "CCC", "AAA"]


def test_a_deleted_profile_takes_its_cards_and_answers_with_it(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        ann = league.add_profile("Ann")
        bo = league.add_profile("Bo")
        add_cards(league, ann.id, [card("RETAINS")], now=T0)
        add_cards(league, bo.id, [card("STAINER")], now=T0)
        answer_card(league, cards(league, ann.id)[0].id, True, "anagram", now=T0)
        league.delete("Ann")
        assert league.conn.execute("SELECT COUNT(*) FROM cards WHERE profile_id = ?", (ann.id,)).fetchone()[0] == 0
        assert league.conn.execute("SELECT COUNT(*) FROM card_answers").fetchone()[0] == 0
        assert [c.word for c in cards(league)] == ["STAINER"]


def test_merging_profiles_merges_their_cardboxes(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        ann = league.add_profile("Ann")
        annie = league.add_profile("Annie")
        add_cards(league, ann.id, [card("RETAINS"), card("OXO", turn=3)], now=T0)
        add_cards(league, annie.id, [card("RETAINS"), card("ZAX", turn=5)], now=T0)
        mine = {c.word: c for c in cards(league, ann.id)}
        theirs = {c.word: c for c in cards(league, annie.id)}
        answer_card(league, mine["RETAINS"].id, True, "anagram", now=T0)
        answer_card(league, mine["RETAINS"].id, True, "anagram", now=T0)
        answer_card(league, theirs["RETAINS"].id, True, "bingo", now=T0)
        league.merge("Annie", "Ann")
        merged = {c.word: c for c in cards(league, ann.id)}
        assert sorted(merged) == ["OXO", "RETAINS", "ZAX"]
        assert merged["RETAINS"].box == 1  # the weaker of the two records
        assert merged["RETAINS"].profile == "Ann"
        assert len(answers(league, ann.id)) == 3
        assert {a.card_id for a in answers(league, ann.id)} == {merged["RETAINS"].id}
        assert answers(league, annie.id) == []
        # a card added for the merged name goes to the profile it lives on in
        assert add_cards(league, annie.id, [card("QI", turn=9)], now=T0) == 1
        assert "QI" in {c.word for c in cards(league, ann.id)}
