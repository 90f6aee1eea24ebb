"""Tile conservation in replays: after every event the board plus the recorded rack fit
in the tile set (blanks counted as blanks), whether or not the record gives racks."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lexitile.games.crossword.records.gcg import parse_gcg
from lexitile.games.crossword.records.replay import GameReplay, replay_record
from lexitile.games.crossword.rules.tiles import BLANK, TileSet

HEAD = "#player1 ann Ann\n#player2 bo Bo\n"


def replay_text(text: str) -> GameReplay:
    return replay_record(parse_gcg(text.encode("utf-8"), "t.gcg"))


def test_three_z_without_rack_field_is_refused_with_line_letter_and_counts():
    rp = replay_text(HEAD + ">ann: 8G ZZZ +60 60\n")
    assert rp.error is not None
    assert rp.error.line == 3 and rp.error.code == "TILES_EXCEED_SET"
    assert rp.error.message == "after 8G ZZZ the board holds 3 x Z, but the english tile set has 1"
    assert rp.steps == []


def test_letters_spread_over_plays_are_counted_on_the_board():
    # English has one K: the second K (a tile, not a blank) is one too many.
    text = HEAD + ">ann: 8G KA +12 12\n>bo: H8 .I +2 2\n>ann: 9G K. +6 18\n"
    rp = replay_text(text)
    assert rp.error is not None and rp.error.line == 5
    assert "2 x K" in rp.error.message and "has 1" in rp.error.message
    assert len(rp.steps) == 2


def test_blanks_are_counted_as_blanks():
    # Three designated blanks: English has two.
    rp = replay_text(HEAD + ">ann: 8G zzz +0 0\n")
    assert rp.error is not None and rp.error.code == "TILES_EXCEED_SET"
    assert "3 x ? (blanks)" in rp.error.message and "has 2" in rp.error.message
    # Two blanks and the one Z are fine.
    rp = replay_text(HEAD + ">ann: 8G Zzz +20 20\n")
    assert rp.error is None and rp.final_scores == (20, 0)


def test_rack_left_after_a_play_counts_with_the_board():
    # ann plays the only J and keeps another J on the recorded rack: 2 J in play.
    rp = replay_text(HEAD + ">ann: JJAMBOS 8G JAM +24 24\n")
    assert rp.error is not None and rp.error.code == "RACK_NOT_IN_BAG"
    assert "2 x J" in rp.error.message


def test_letter_held_only_for_blanks_is_not_a_tile():
    # A tile set whose Y exists only as what a blank may stand for (count 0).
    tiles = TileSet.parse("A 9 1\nB 2 3\nY 0 4\n? 2 0\n", name="noy")
    text = HEAD + ">ann: 8G BAY +16 16\n"
    rp = replay_record(parse_gcg(text.encode(), "t.gcg"), tiles=tiles)
    assert rp.error is not None and rp.error.code == "TILES_EXCEED_SET"
    assert "1 x Y" in rp.error.message and "has 0" in rp.error.message
    rp = replay_record(parse_gcg((HEAD + ">ann: 8G BAy +8 8\n").encode(), "t.gcg"), tiles=tiles)
    assert rp.error is None and rp.final_scores == (8, 0)


# ---------------------------------------------------------------- invariant
_LETTERS = "AEIOUZQJXK"
_word = st.text(alphabet=_LETTERS + _LETTERS.lower(), min_size=2, max_size=7)


@st.composite
def records(draw) -> str:
    """Records of plays across rows 8, 9, 10... each touching the row above (no racks,
    or racks that hold the word), with arbitrary scores: nothing stops a record from
    naming more tiles than the set has except the conservation rule."""
    lines = [HEAD.rstrip("\n")]
    totals = [0, 0]
    for k in range(draw(st.integers(1, 6))):
        seat = k % 2
        word = draw(_word)
        rack = ""
        if draw(st.booleans()):
            extra = draw(st.text(alphabet=_LETTERS + "?", max_size=7 - len(word)))
            rack = "".join(BLANK if ch.islower() else ch for ch in word) + extra
        score = draw(st.integers(0, 99))
        totals[seat] += score
        nick = ("ann", "bo")[seat]
        lines.append(f">{nick}: {rack} {8 + k}H {word} +{score} {totals[seat]}")
    return "\n".join(lines) + "\n"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records())
def test_no_replayed_record_holds_more_tiles_of_a_letter_than_its_set(text):
    rp = replay_text(text)
    counts = rp.tileset.counts
    for step, board in rp.boards():
        on_board = Counter(BLANK if t.islower() else t for t in board.squares if t is not None)
        e = step.event
        if e.rack_known and step.placement is not None:
            played = Counter(BLANK if t.islower() else t for _, _, t in step.placement.tiles)
            on_board.update(Counter(e.rack) - played)
        for tile, k in on_board.items():
            assert k <= counts.get(tile, 0), (text, step.index, tile, k)
