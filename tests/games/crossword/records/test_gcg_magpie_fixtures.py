"""Every MAGPIE parser fixture (../shared/gcg/MAGPIE-FIXTURES.md) and our verdict on it.

For each file of jvc56/MAGPIE-DATA ``testdata/gcgs/`` the table below records what
``lexitile verify`` decides: ``error`` with the line and the MAGPIE code, ``mismatch``
(a wrong score or running total: the command's rule, issue #2) with the line, or ``ok``
with the warning a strict reader's error became because the fault changes nothing in the
game (docs/gcg.md explains each choice).
"""

from __future__ import annotations

import re

import pytest

from lexitile.commands.verify import verify_path
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record
from shared_data import shared_path

# file stem -> (status, line, code); for "ok", code is the warning expected (or None).
EXPECTED: dict[str, tuple[str, int | None, str | None]] = {
    # ---- fixture-INVALID: refused --------------------------------------------------
    "challenge_bonus_rack_malformed": ("error", 24, "RACK_MALFORMED"),
    "challenge_bonus_without_play": ("error", 24, "CHALLENGE_BONUS_WITHOUT_PLAY"),
    "duplicate_nicknames": ("error", 3, "DUPLICATE_NICKNAMES"),
    "empty": ("error", 1, "GCG_EMPTY"),
    "end_game_event_before_game_end": ("error", 18, "END_GAME_EVENT_BEFORE_GAME_END"),
    "end_penalty_rack_malformed": ("error", 15, "RACK_MALFORMED"),
    "end_points_rack_malformed": ("error", 45, "RACK_MALFORMED"),
    "event_after_last_rack": ("error", 37, "EVENT_AFTER_LAST_RACK"),
    "exchange_malformed": ("error", 6, "MOVE_VALIDATION_ERROR"),
    "exchange_not_in_rack": ("error", 6, "MOVE_VALIDATION_ERROR"),
    "first_rack_not_in_bag": ("error", 13, "RACK_NOT_IN_BAG"),
    "game_event_off_turn": ("error", 15, "GAME_EVENT_OFF_TURN"),
    "invalid_challenge_bonus_player_index": ("error", 24, "INVALID_CHALLENGE_BONUS_PLAYER_INDEX"),
    "invalid_phony_tiles_player_index": ("error", 22, "INVALID_PHONY_TILES_PLAYER_INDEX"),
    "invalid_tile_placement": ("error", 27, "MOVE_VALIDATION_ERROR"),
    "last_rack1_not_in_bag": ("error", 14, "RACK_NOT_IN_BAG"),
    "last_rack2_not_in_bag": ("error", 13, "RACK_NOT_IN_BAG"),
    "malformed_play": ("error", 11, "MOVE_VALIDATION_ERROR"),
    "malformed_rack": ("error", 30, "RACK_MALFORMED"),
    "midgame_rack_not_in_bag": ("error", 35, "RACK_NOT_IN_BAG"),
    "move_before_player": ("error", 3, "GAME_EVENT_BEFORE_PLAYER"),
    "move_event_after_game_end": ("error", 45, "MOVE_EVENT_AFTER_GAME_END"),
    "no_matching_token": ("error", 10, "NO_MATCHING_TOKEN"),
    "pass_rack_malformed": ("error", 28, "RACK_MALFORMED"),
    "phony_tiles_returned_mismatch": ("error", 22, "PHONY_TILES_RETURNED_MISMATCH"),
    "phony_tiles_returned_with_no_play": ("error", 35, "PHONY_TILES_RETURNED_WITHOUT_PLAY"),
    "play_out_of_bounds": ("error", 18, "MOVE_VALIDATION_ERROR"),
    "played_tile_not_in_rack": ("error", 9, "MOVE_VALIDATION_ERROR"),
    "player_does_not_exist": ("error", 30, "PLAYER_DOES_NOT_EXIST"),
    "player_number_redundant": ("error", 3, "PLAYER_NUMBER_REDUNDANT"),
    "six_pass_last_rack_malformed": ("error", 16, "PLAYED_LETTERS_NOT_IN_RACK"),
    "time_penalty_before_rack_penalties": ("error", 15, "PREMATURE_TIME_PENALTY"),
    "time_penalty_before_rack_points": ("error", 45, "PREMATURE_TIME_PENALTY"),
    "time_penalty_between_rack_penalties": ("error", 16, "PREMATURE_TIME_PENALTY"),
    "time_penalty_duplicate": ("error", 47, "GAME_REDUNDANT_TIME_PENALTY"),
    "time_penalty_first_event": ("error", 12, "END_GAME_EVENT_BEFORE_GAME_END"),
    "time_penalty_midgame": ("error", 15, "END_GAME_EVENT_BEFORE_GAME_END"),
    "unrecognized_game_variant": ("error", 2, "UNRECOGNIZED_GAME_VARIANT"),
    "unsupported_character_encoding": ("error", 1, "UNSUPPORTED_CHARACTER_ENCODING"),
    # ---- fixture-INVALID: a wrong score or total is a MISMATCH ----------------------
    "end_rack_points_incorrect": ("mismatch", 36, "RACK_END_POINTS_INCORRECT"),
    "last_rack_penalty_incorrect": ("mismatch", 17, "END_RACK_PENALTY_INCORRECT"),
    "six_pass_cumulative_scoring_error": ("mismatch", 17, "CUMULATIVE_SCORING_ERROR"),
    "standard_cumulative_scoring_error": ("mismatch", 15, "CUMULATIVE_SCORING_ERROR"),
    # ---- fixture-INVALID: strictness that changes nothing -> accepted with a warning
    "description_after_events": ("ok", 31, "PRAGMA_SUCCEEDED_EVENT"),
    "duplicate_names": ("ok", 3, "DUPLICATE_NAMES"),
    "encoding_wrong_place": ("ok", 20, "MISPLACED_ENCODING"),
    "lexicon_missing": ("ok", None, "LEXICON_NOT_SPECIFIED"),
    "note_before_events": ("ok", 4, "NOTE_PRECEDENT_EVENT"),
    "redundant_pragma": ("ok", 5, "REDUNDANT_PRAGMA"),
    # ---- valid fixtures ----------------------------------------------------------------
    "exchange_with_seven_in_bag": ("ok", None, None),
    "incomplete_after_exchange": ("ok", None, None),
    "incomplete_after_five_point_challenge": ("ok", None, None),
    "incomplete_after_pass": ("ok", None, None),
    "incomplete_after_phony_returned": ("ok", None, None),
    "incomplete_after_tile_placement": ("ok", None, None),
    "incomplete_with_last_rack_after_tile_placement": ("ok", None, None),
    "line_overflow": ("ok", None, None),
    "malformed_challenge_rack": ("ok", 13, "RACK_MALFORMED"),
    "muzaks_empyrean": ("ok", None, None),
    "name_iso8859-1": ("ok", None, None),
    "name_utf8_noheader": ("ok", None, "UTF8_WITHOUT_DECLARATION"),
    "name_utf8_with_header": ("ok", None, None),
    "no_challenge_rack": ("ok", None, None),
    "no_challenge_rack_mid": ("ok", None, None),
    "no_challenge_rack_start": ("ok", None, None),
    "oops_all_pragmas": ("ok", None, None),
    "out_in_many": ("ok", None, None),
    "outplay_challenge_bonus": ("ok", None, None),
    "partially_known_rack_from_phonies": ("ok", None, None),
    "phony_with_empty_bag": ("ok", None, None),
    "resynchronized": ("ok", None, None),
    "success": ("ok", None, None),
    "success_five_point_challenge": ("ok", None, None),
    "success_just_last_rack": ("ok", None, None),
    "success_long_game": ("ok", None, None),
    "success_six_pass": ("ok", None, None),
    "success_standard": ("ok", None, None),
    "utf8_dos": ("ok", None, None),
    "vs_jeremy": ("ok", None, None),
    # Listed as accepted by MAGPIE (whose test only counts events), but it repeats
    # 9C GURU / H8 .PILATES onto squares already covered: the rack GRUU needs a 4th G.
    "game_events_overflow": ("error", 19, "RACK_NOT_IN_BAG"),
}

FIXTURES = "jvc56-MAGPIE-DATA/testdata/gcgs"


def _fixture(stem: str):
    return shared_path("gcg", FIXTURES, f"{stem}.gcg")


@pytest.mark.shared
def test_table_covers_every_fixture_and_every_invalid_one_is_not_silently_ok():
    doc = shared_path("gcg", "MAGPIE-FIXTURES.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| testdata/gcgs/(\S+)\.gcg \| (fixture(?:-INVALID)?) \|", doc, re.MULTILINE)
    assert len(rows) == 80
    assert {stem for stem, _ in rows} == set(EXPECTED)
    for stem, kind in rows:
        status, _, code = EXPECTED[stem]
        if kind == "fixture-INVALID":
            # refused, or accepted only with the warning that names MAGPIE's code
            assert status != "ok" or code is not None, stem


@pytest.mark.shared
@pytest.mark.parametrize("stem", sorted(EXPECTED))
def test_fixture_verdict(stem):
    status, line, code = EXPECTED[stem]
    verdict = verify_path(_fixture(stem))
    assert verdict.status == status, verdict.text()
    if status == "ok":
        assert verdict.line is None and verdict.message is None
        if code is None:
            assert [w.code for w in verdict.warnings if w.code != "LEXICON_NOT_SPECIFIED"] == []
        else:
            matching = [w for w in verdict.warnings if w.code == code]
            assert matching, verdict.warnings
            assert matching[0].line == line
    else:
        assert verdict.line == line, verdict.text()
        assert verdict.code == code, verdict.text()
        assert verdict.message


@pytest.mark.shared
@pytest.mark.parametrize(
    ("stem", "scores"),
    [
        # MAGPIE test/gcg_test.c final-score assertions (SPEC section 7)
        ("no_challenge_rack", (100, 14)),
        ("no_challenge_rack_start", (23, 0)),
        ("no_challenge_rack_mid", (339, 532)),
        ("outplay_challenge_bonus", (516, 363)),
        # and a few more, checked by hand against the files' own last lines
        ("success_six_pass", (-6, -16)),
        ("success_standard", (516, 358)),
        ("phony_with_empty_bag", (526, 401)),
    ],
)
def test_final_scores(stem, scores):
    replay = replay_record(read_gcg(_fixture(stem)))
    assert replay.ok
    assert replay.final_scores == scores
    assert replay.game_over == (stem not in ("no_challenge_rack", "no_challenge_rack_start"))


@pytest.mark.shared
def test_messages_name_the_fault():
    v = verify_path(_fixture("played_tile_not_in_rack"))
    assert "UNITERS" in v.message and "EIINSTU" in v.message and "tile-not-on-rack" in v.message
    v = verify_path(_fixture("standard_cumulative_scoring_error"))
    assert v.message == "recorded +77 103, computed +77 99 (previous total 22 + 77 = 99)"
    v = verify_path(_fixture("end_rack_points_incorrect"))
    assert v.message == "recorded +14, computed +24 (2 x (RELATCH) = 2 x 12)"
    v = verify_path(_fixture("last_rack_penalty_incorrect"))
    assert v.message == "recorded -18, computed -16 (-1 x (EIOQRRT) = -16)"
    v = verify_path(_fixture("first_rack_not_in_bag"))
    assert "3 x Z" in v.message and "has 1" in v.message
    v = verify_path(_fixture("time_penalty_before_rack_points"))
    assert "line 46" in v.message
