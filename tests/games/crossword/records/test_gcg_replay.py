"""Replaying records: recomputed scores and totals, the board after each event, the
dialects (each rewrite of a game must replay to the same scores), end-of-game rules,
tile sets and boards as data, and judging words with a lexicon."""

from __future__ import annotations

import re

import pytest
from gcg_samples import (
    FOUR_PLAYERS,
    GAME,
    GAME_STEPS,
    SIX_ZERO,
    insert_line,
    replace_line,
)

from lexitile.games.crossword.catalog import load_layout, load_tileset
from lexitile.games.crossword.records import replayer as replayer_module
from lexitile.games.crossword.records.gcg import GcgError, parse_gcg, read_gcg
from lexitile.games.crossword.records.replay import (
    GameReplay,
    replay_record,
    resolve_rules,
    tileset_for_lexicon,
)
from lexitile.games.crossword.rules.coords import parse_coordinate
from lexitile.games.crossword.rules.events import EventKind
from shared_data import shared_path


def replay_text(text: str, **kwargs) -> GameReplay:
    return replay_record(parse_gcg(text.encode("utf-8"), "t.gcg"), **kwargs)


def summary(rp: GameReplay) -> list[tuple]:
    """What must not change between dialects: kind, player, score, totals, board."""
    return [(s.event.kind, s.player, s.score, s.totals, tuple(board.squares)) for s, board in rp.boards()]


# ---------------------------------------------------------------------- basics
def test_each_step_is_recomputed():
    rp = replay_text(GAME)
    assert rp.ok and rp.error is None and rp.mismatches == []
    got = [(s.event.line, s.event.kind.value, s.score, *s.totals) for s in rp.steps]
    assert got == GAME_STEPS
    assert rp.final_scores == (17, 20)
    assert rp.steps[0].breakdown.explain() == "BITE: (3+1+1+1)x2 = 12; total 12"
    assert rp.layout.name == "standard15" and rp.tileset.name == "english"
    assert not rp.game_over


def test_board_after_any_event_and_withdrawal_takes_tiles_off():
    rp = replay_text(GAME)
    assert rp.board_after(-1).tile_count == 0
    assert rp.board_after(0).to_rows()[7] == "......BITE....."
    after_phony = rp.board_after(3)
    assert after_phony.at(9, 3) == "Y"  # 10D YOUR. placed
    after_withdrawal = rp.board_after(4)
    assert after_withdrawal.at(9, 3) is None and after_withdrawal.tile_count == 9
    assert rp.board_after(8).tile_count == 13
    with pytest.raises(IndexError):
        rp.board_after(9)
    # the bag: 100 - 14 on racks - tiles kept on the board
    assert [s.bag for s in rp.steps] == [82, 79, 77, 73, 77, 77, 73, 73, 73]


def test_events_give_canonical_notation_and_recomputed_totals():
    events = replay_text(GAME).events()
    assert [(e.kind, e.coordinate, e.word, e.score, e.cumulative) for e in events[:5]] == [
        (EventKind.PLAY, "8G", "BITE", 12, 12),
        (EventKind.PLAY, "H7", "R.GS", 5, 5),
        (EventKind.PLAY, "J6", "ON.", 5, 17),
        (EventKind.PLAY, "10D", "YOUR.", 10, 15),
        (EventKind.WITHDRAWN, "", "", -10, 5),
    ]
    assert events[5].tiles == "KWW" and events[5].note == "first line\nsecond line\nthird line"


# ---------------------------------------------------------------------- dialects
def spell_out(text: str, rp: GameReplay, style: str) -> str:
    """Rewrite every play's '.' as the letter already on the board ('letters') or as
    parenthesised runs ('parens'), using the replay's own boards."""
    lines = text.split("\n")
    for s in rp.steps:
        e = s.event
        if e.kind is not EventKind.PLAY or "." not in e.word:
            continue
        board = rp.board_after(s.index - 1)
        coord = parse_coordinate(e.coordinate)
        dr, dc = coord.direction.step
        letters = []
        for k, ch in enumerate(e.word):
            there = board.at(coord.row + dr * k, coord.col + dc * k)
            letters.append(f"({there})" if ch == "." and style == "parens" else (there if ch == "." else ch))
        word = "".join(letters).replace(")(", "")
        lines[e.line - 1] = lines[e.line - 1].replace(f" {e.word} ", f" {word} ", 1)
    return "\n".join(lines)


DIALECTS = {
    "letters": lambda t, rp: spell_out(t, rp, "letters"),
    "parens": lambda t, rp: spell_out(t, rp, "parens"),
    "lowercase-coordinates": lambda t, rp: re.sub(
        r"^(>\S+: \S* ?)(\d+)([A-O]) ",
        lambda m: m.group(1) + m.group(2) + m.group(3).lower() + " ",
        t,
        flags=re.MULTILINE,
    ),
    "trailing-text": lambda t, rp: re.sub(r"^(>.*[+-]\d+ -?\d+)$", r"\1  AB, CD", t, flags=re.MULTILINE),
    "crlf": lambda t, rp: t.replace("\n", "\r\n"),
    "wide-columns": lambda t, rp: re.sub(r"^(>\S+:) ", r"\1   ", t, flags=re.MULTILINE).replace(" +", "     +"),
    "old-withdrawal": lambda t, rp: re.sub(r"-- +-\d+ ", "-- +0 ", t),
    "incomplete-pragma": lambda t, rp: insert_line(t, 2, "#incomplete"),
    "unknown-challenge-rack": lambda t, rp: re.sub(
        r"^(>\S+:) \S* ?\(challenge\)", r"\1 UNKNOWN (challenge)", t, flags=re.MULTILINE
    ),
}


SHARED_GAMES = [
    "jvc56-MAGPIE-DATA/testdata/gcgs/success_standard.gcg",
    "jvc56-MAGPIE-DATA/testdata/gcgs/success.gcg",
    "jvc56-MAGPIE-DATA/testdata/gcgs/outplay_challenge_bonus.gcg",
    "quackle-quackle/test/positions/fivepoint.gcg",
    "domino14-macondo/gcgio/testdata/polish_endgame.gcg",
]


def _load(name: str) -> str:
    if name == "GAME":
        return GAME
    return shared_path("gcg", name).read_bytes().decode("utf-8").replace("\r\n", "\n")


@pytest.mark.parametrize("dialect", sorted(DIALECTS))
@pytest.mark.parametrize("name", ["GAME", *(pytest.param(n, marks=pytest.mark.shared) for n in SHARED_GAMES)])
def test_every_dialect_replays_to_the_same_game(name, dialect):
    text = _load(name)
    base = replay_text(text)
    assert base.ok, (base.error, base.mismatches[:1])
    rewritten = DIALECTS[dialect](text, base)
    if dialect != "incomplete-pragma" and "." in text:
        assert rewritten != text or dialect in ("old-withdrawal", "unknown-challenge-rack", "parens", "letters")
    again = replay_text(rewritten)
    assert again.ok, (dialect, again.error, again.mismatches[:1])
    assert summary(again) == summary(base)


def test_old_withdrawal_form_must_still_reset_the_total():
    text = GAME.replace(">bob: DOORSUY -- -10 5", ">bob: DOORSUY -- +0 15")
    rp = replay_text(text)
    m = rp.mismatches[0]
    assert (m.line, m.code, m.message) == (
        9,
        "PHONY_SCORE_INCORRECT",
        "recorded +0, computed -10 (withdrawing 10D YOUR. takes back its 10)",
    )


def test_latin1_file_and_its_utf8_twin_replay_alike():
    latin = GAME.replace("#character-encoding UTF-8\n", "").replace("alice", "c\xe9sar")
    a = replay_record(parse_gcg(latin.encode("latin-1")))
    b = replay_record(parse_gcg(("#character-encoding UTF-8\n" + latin).encode("utf-8")))
    assert a.record.nicks == b.record.nicks == ("césar", "bob")
    assert summary(a) == summary(b) and a.ok


# ---------------------------------------------------------------------- mismatches
def test_wrong_play_score_is_a_mismatch_with_breakdown_and_replay_goes_on():
    rp = replay_text(GAME.replace("J6 ON. +5 17", "J6 ON. +7 19"))
    assert rp.error is None
    m = rp.mismatches[0]
    assert (m.line, m.what, m.recorded_score, m.computed_score, m.code) == (7, "score", 7, 5, "MOVE_SCORING_ERROR")
    assert m.message == "recorded +7, computed +5 (ONE: 1x3+1+1 = 5; total 5)"
    # resynchronised to the recorded total: later lines are judged from 19
    assert rp.steps[2].totals == (19, 5)


def test_wrong_running_total_is_a_mismatch():
    rp = replay_text(GAME.replace("H7 R.GS +5 5", "H7 R.GS +5 6"))
    m = rp.mismatches[0]
    assert (m.line, m.what, m.code) == (6, "cumulative", "CUMULATIVE_SCORING_ERROR")
    assert m.message == "recorded +5 6, computed +5 5 (previous total 0 + 5 = 5)"


# ---------------------------------------------------------------------- event order
@pytest.mark.parametrize(
    ("edit", "line", "code"),
    [
        (lambda t: replace_line(t, 6, ">alice: DGOORSU H7 R.GS +5 17"), 6, "GAME_EVENT_OFF_TURN"),
        (lambda t: replace_line(t, 9, ">alice: DOORSUY -- -10 5"), 9, "INVALID_PHONY_TILES_PLAYER_INDEX"),
        (lambda t: replace_line(t, 9, ">bob: DOORSUX -- -10 5"), 9, "PHONY_TILES_RETURNED_MISMATCH"),
        (lambda t: insert_line(t, 5, ">bob: DGOORSU -- -0 0"), 5, "INVALID_PHONY_TILES_PLAYER_INDEX"),
        (lambda t: t + ">bob: DOORSUY -- -0 20\n", 17, "PHONY_TILES_RETURNED_WITHOUT_PLAY"),
        (lambda t: insert_line(t, 6, ">bob:  (challenge) +5 5"), 6, "INVALID_CHALLENGE_BONUS_PLAYER_INDEX"),
        (lambda t: replace_line(t, 15, ">alice:  (challenge) +5 22"), 15, "INVALID_CHALLENGE_BONUS_PLAYER_INDEX"),
        (lambda t: insert_line(t, 11, ">alice:  (challenge) +5 22"), 11, "CHALLENGE_BONUS_WITHOUT_PLAY"),
        (lambda t: replace_line(t, 7, ">alice: AKLNOTW J6 OX. +12 24"), 7, "MOVE_VALIDATION_ERROR"),
        (lambda t: replace_line(t, 7, ">alice: AKLNOTW J7 ON. +5 17"), 7, "MOVE_VALIDATION_ERROR"),
        (lambda t: replace_line(t, 7, ">alice: AKLNOTW A1 ON +4 16"), 7, "MOVE_VALIDATION_ERROR"),
        (lambda t: replace_line(t, 4, ">alice: ABEIKTT 8A BITE +12 12"), 4, "MOVE_VALIDATION_ERROR"),
        (lambda t: replace_line(t, 4, ">alice: ABEIKTT 8G BITZ +30 30"), 4, "MOVE_VALIDATION_ERROR"),
        (lambda t: insert_line(t, 2, "#tile-distribution english").replace("AKLNOTW", "AKLNÖTW"), 8, "UNKNOWN_LETTER"),
        (lambda t: replace_line(t, 10, ">alice: AEKLTWW -KWX +0 17"), 10, "MOVE_VALIDATION_ERROR"),
        (lambda t: replace_line(t, 10, ">alice: AEKLTWW -8 +0 17"), 10, "MOVE_VALIDATION_ERROR"),
        (lambda t: replace_line(t, 16, ">alice: AEELRTT (AEELRTT) -7 10"), 16, "END_GAME_EVENT_BEFORE_GAME_END"),
        (lambda t: replace_line(t, 16, ">alice:  (AEELRTT) +14 31"), 16, "END_GAME_EVENT_BEFORE_GAME_END"),
        (lambda t: t + ">alice: AEELRTT (time) -10 7\n>bob: DOORSUY - +0 20\n", 17, "END_GAME_EVENT_BEFORE_GAME_END"),
        (lambda t: t + ">alice: AEELRTT (time) +10 27\n", 17, "TIME_PENALTY_POSITIVE"),
        (lambda t: replace_line(t, 4, ">alice: ABEIQTT 8G BITE +12 12"), None, None),
    ],
)
def test_order_and_legality_errors(edit, line, code):
    rp = replay_text(edit(GAME))
    if code is None:
        assert rp.ok
        return
    assert rp.error is not None, rp.mismatches
    assert (rp.error.line, rp.error.code) == (line, code), str(rp.error)
    assert len(rp.steps) == [e.line for e in rp.record.events].index(line)


def test_time_penalty_that_ends_an_unfinished_game_is_a_warning():
    rp = replay_text(GAME + ">alice: AEELRTT (time) -10 7\n")
    assert rp.ok and rp.final_scores == (7, 20) and rp.game_over
    assert [(w.code, w.line) for w in rp.warnings if w.code != "LEXICON_NOT_SPECIFIED"] == [
        ("TIME_PENALTY_ENDS_GAME", 17)
    ]
    rp = replay_text(GAME + ">alice: AEELRTT (time) -10 7\n>alice: AEELRTT (time) -10 -3\n")
    assert (rp.error.line, rp.error.code) == (18, "GAME_REDUNDANT_TIME_PENALTY")


def test_six_scoreless_turns_end_the_game_with_own_rack_penalties():
    rp = replay_text(SIX_ZERO)
    assert rp.ok and rp.game_over and rp.final_scores == (-1, -15)
    assert [s.score for s in rp.steps[-2:]] == [-15, -13]
    # the plus-minus form of Quackle reads the same
    assert summary(replay_text(SIX_ZERO.replace(" -15 -15", " +-15 -15"))) == summary(rp)
    # a seventh turn is after the end
    late = replay_text(insert_line(SIX_ZERO, 10, ">bob: GOORSUX - +0 0"))
    assert (late.error.line, late.error.code) == (10, "MOVE_EVENT_AFTER_GAME_END")
    # penalties after only five scoreless turns are before the end
    early = replay_text(replace_line(SIX_ZERO, 9, ">alice: ALNOTWY 9F WAY +15 27"))
    assert early.error is not None and early.error.code in ("MOVE_VALIDATION_ERROR", "END_GAME_EVENT_BEFORE_GAME_END")
    five = replay_text("\n".join(SIX_ZERO.split("\n")[:8] + SIX_ZERO.split("\n")[9:]))
    assert (five.error.line, five.error.code) == (9, "END_GAME_EVENT_BEFORE_GAME_END")
    wrong = replay_text(SIX_ZERO.replace("(GOORSUX) -15 -15", "(GOORSUX) -16 -16"))
    assert [(m.line, m.code) for m in wrong.mismatches] == [(10, "END_RACK_PENALTY_INCORRECT")]
    twice = replay_text(SIX_ZERO + ">bob: GOORSUX (GOORSUX) -15 -30\n")
    assert (twice.error.line, twice.error.code) == (12, "REDUNDANT_END_RACK_PENALTY")


@pytest.mark.shared
def test_wespa_ending_is_one_times_plus_the_opponents_penalty():
    text = shared_path("gcg", "quackle-quackle/test/positions/fivepoint.gcg").read_text(encoding="latin-1")
    rp = replay_text(text)
    assert rp.ok and rp.game_over and rp.final_scores == (452, 360)
    assert [(s.event.kind, s.score) for s in rp.steps[-2:]] == [
        (EventKind.END_RACK_POINTS, 1),
        (EventKind.END_RACK_PENALTY, -1),
    ]
    # without the opponent's -1x line the 1x points are wrong (2x expected)
    lines = text.rstrip("\n").split("\n")
    rp = replay_text("\n".join(lines[:-1]) + "\n")
    assert [(m.line, m.code, m.computed_score) for m in rp.mismatches] == [
        (len(lines) - 1, "RACK_END_POINTS_INCORRECT", 2)
    ]


def test_four_players_take_turns_in_seat_order():
    rp = replay_text(FOUR_PLAYERS)
    assert rp.ok and rp.final_scores == (12, 5, 5, 0)
    assert rp.steps[-1].bag == 100 - 28 - 9
    bad = replay_text(replace_line(FOUR_PLAYERS, 9, ">c: AEINRST - +0 5"))
    assert (bad.error.line, bad.error.code) == (9, "GAME_EVENT_OFF_TURN")


def test_first_mover_other_than_player_one_is_a_warning():
    text = "#player1 a A\n#player2 b B\n>b: ABEIKTT 8G BITE +12 12\n>a: DGOORSU H7 R.GS +5 5\n"
    rp = replay_text(text)
    assert rp.ok and rp.final_scores == (5, 12)
    assert ("FIRST_PLAYER", 3) in [(w.code, w.line) for w in rp.warnings]


# ---------------------------------------------------------------------- rules as data
def test_tile_set_choice_order():
    assert tileset_for_lexicon("FRA24") == "french"
    assert tileset_for_lexicon("OSPS49") == "polish"
    assert tileset_for_lexicon("CSW21") == "english" and tileset_for_lexicon("NWL2023") == "english"
    assert tileset_for_lexicon("XYZ") is None
    rec = parse_gcg(GAME.encode())
    # no pragma, A-Z letters: --tiles is used, else English
    assert resolve_rules(rec, tiles="german")[1].name == "german"
    assert resolve_rules(rec)[2] == {"layout": "default", "tileset": "default"}
    # #lexicon beats --tiles; #tile-distribution beats #lexicon
    rec = parse_gcg(("#lexicon FRA24\n" + GAME.replace("#character-encoding UTF-8\n", "")).encode())
    assert resolve_rules(rec, tiles="german")[1].name == "french"
    rec = parse_gcg(
        ("#lexicon FRA24\n#tile-distribution german\n" + GAME.replace("#character-encoding UTF-8\n", "")).encode()
    )
    assert resolve_rules(rec)[1].name == "german"
    # a Polish letter means Polish, whatever --tiles says
    polish = GAME.replace("ABEIKTT 8G BITE", "ABEIKTĄ 8G BITĄ").replace("+12 12", "+22 22")
    _layout, tiles, source = resolve_rules(parse_gcg(polish.encode()), tiles="english")
    assert tiles.name == "polish" and source["tileset"] == "letters Ą"


def test_tile_set_changes_scores():
    french = replay_text(GAME, tiles="french")
    # French K is worth 10: BITE has no K, but the scores stay English-equal only where values agree
    assert french.tileset.name == "french"
    assert french.steps[0].score == (3 + 1 + 1 + 1) * 2
    german = replay_text(GAME, tiles="german")
    assert german.steps[3].score != 10 and german.mismatches  # German Y is worth 10


def test_unknown_tile_distribution_or_board_pragma_is_an_error_at_its_line():
    body = GAME.replace("#character-encoding UTF-8\n", "")
    with pytest.raises(GcgError) as info:
        replay_text("#tile-distribution klingon\n" + body)
    assert (info.value.line, info.value.code) == (1, "UNKNOWN_TILE_DISTRIBUTION")
    with pytest.raises(GcgError) as info:
        replay_text("#board-layout Moon\n" + body)
    assert (info.value.line, info.value.code) == (1, "UNKNOWN_BOARD_LAYOUT")


def test_super_board_from_pragma_or_game_type():
    body = GAME.replace("#character-encoding UTF-8\n", "")
    for head in (
        "#board-layout SuperCrosswordGame\n",
        "#game-type classic_super\n",
        "#note BoardLayout: SuperCrosswordGame\n",
    ):
        rp = replay_text(head + body)
        assert (rp.layout.rows, rp.layout.cols) == (21, 21)
        assert rp.tileset.name == "english_super"
        assert rp.error is not None or rp.mismatches  # 8G no longer covers the centre 11K


@pytest.mark.shared
def test_board_option_is_used_only_without_a_pragma(tmp_path):
    layout = load_layout(str(shared_path("gcg", "jalapic-scrabblr/modified_board/LAYOUT_modified_board.txt")))
    rp = replay_text(GAME, board=layout)
    assert rp.layout is layout and rp.rules_source["layout"] == "option"
    rp = replay_text("#board-layout CrosswordGame\n" + GAME.replace("#character-encoding UTF-8\n", ""), board=layout)
    assert rp.layout.name == "standard15"


def test_custom_tile_set_file(tmp_path):
    path = tmp_path / "cheap.txt"
    text = load_tileset("english").counts
    path.write_text("".join(f"{t} {n} 1\n" for t, n in text.items() if t != "?") + "? 2 0\n", encoding="utf-8")
    rp = replay_text(GAME, tiles=str(path))
    assert rp.tileset.name == "cheap"
    assert rp.steps[0].score == 8 and rp.mismatches[0].line == 4


# ---------------------------------------------------------------------- lexicon
def test_words_are_judged_only_with_a_lexicon():
    words = {"BITE", "RIGS", "ONE", "YOURS"}
    rp = replay_text(GAME, lexicon=words)
    assert rp.ok  # the phony YOURS is in this list, so the withdrawal draws a warning
    assert ("VALID_PHONY", 8) in [(w.code, w.line) for w in rp.warnings]
    rp = replay_text(GAME, lexicon={"BITE", "RIGS", "ONE"})
    # the first YOURS is withdrawn (a phony may be invalid); the second stays: error
    assert (rp.error.line, rp.error.code) == (14, "NOT_A_WORD")
    assert "YOURS" in rp.error.message
    rp = replay_text(GAME, lexicon={"BITE"})
    assert (rp.error.line, rp.error.code) == (6, "NOT_A_WORD")
    assert replay_text("#game-type wordsmog\n" + GAME.replace("#character-encoding UTF-8\n", ""), lexicon={"X"}).ok


# ---------------------------------------------------------------------- robustness
def test_an_unexpected_exception_names_the_line(monkeypatch):
    def boom(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(replayer_module, "score_words", boom)
    rp = replay_text(GAME)
    assert (rp.error.line, rp.error.code) == (4, "INTERNAL_ERROR")
    assert "RuntimeError: boom" in rp.error.message


@pytest.mark.shared
def test_steps_match_events_one_to_one():
    rp = replay_record(read_gcg(shared_path("gcg", "jvc56-MAGPIE-DATA/testdata/gcgs/success_standard.gcg")))
    assert [s.index for s in rp.steps] == list(range(len(rp.record.events)))
    assert rp.steps[-1].totals == rp.final_scores == (516, 358)
    kinds = {s.event.kind for s in rp.steps}
    assert {
        EventKind.EXCHANGE,
        EventKind.WITHDRAWN,
        EventKind.PASS,
        EventKind.END_RACK_POINTS,
        EventKind.TIME_PENALTY,
    } <= kinds
