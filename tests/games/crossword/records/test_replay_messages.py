"""Why a record cannot be replayed, and why a score differs, as messages: the replay
keeps each fault's code and fields (:attr:`GcgError.why`, :attr:`Mismatch.why`), its
English wording is the sentence ``lexitile verify`` prints, and the screens word the
same message in German and Brazilian Portuguese with every field kept."""

from __future__ import annotations

from lexitile.core.message import Message
from lexitile.games.crossword.records.gcg import parse_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.text.render import english, render

HEAD = "#player1 ann Ann\n#player2 bo Bo\n"


def replay_text(text: str):
    return replay_record(parse_gcg((HEAD + text).encode("utf-8"), "t.gcg"))


def test_an_illegal_play_keeps_the_rules_refusal_inside():
    rp = replay_text(">ann: ABCDEIT A1 CAB +14 14\n")
    error = rp.error
    assert error is not None and error.code == "MOVE_VALIDATION_ERROR"
    why = error.why
    assert why is not None and why.code == "replay.illegal-play"
    assert (why["coordinate"], why["word"], why["code"]) == ("A1", "CAB", "start-not-covered")
    assert why["reason"] == Message("rules.start-not-covered", {"square": "H8"})
    assert (
        english(why)
        == error.message
        == "illegal play A1 CAB: the first play must cover the start square H8 (start-not-covered)"
    )
    for lang in ("de", "pt_BR"):
        text = render(why, lang)
        assert text != error.message
        assert all(part in text for part in ("A1", "CAB", "H8", "(start-not-covered)"))


def test_a_turn_out_of_order_names_both_players():
    rp = replay_text(">ann: ABCDEIT 8G CAB +14 14\n>ann: DEIT?XY - +0 14\n")
    why = rp.error.why
    assert why == Message("replay.off-turn", {"kind": "pass", "nick": "ann", "name": "bo"})
    assert english(why) == rp.error.message == "pass by ann, but it is bo's turn"
    assert render(why, "de") == "pass von ann, aber bo ist am Zug"


def test_a_pass_that_scores_says_why_it_differs():
    rp = replay_text(">ann: ABCDEIT 8G CAB +14 14\n>bo: EFGHIJK - +5 5\n")
    (mismatch,) = rp.mismatches
    assert mismatch.why == Message("replay.pass-scores-0")
    assert mismatch.explanation == "a pass scores 0"
    assert render(mismatch.why, "pt_BR") not in ("", "a pass scores 0")


def test_a_play_score_difference_is_arithmetic_not_a_message():
    rp = replay_text(">ann: ABCDEIT 8G CAB +15 15\n")
    (mismatch,) = rp.mismatches
    assert mismatch.why is None and mismatch.code == "MOVE_SCORING_ERROR"
