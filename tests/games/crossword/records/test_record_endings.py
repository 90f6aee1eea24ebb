"""Records that stop at a game end the rules define without writing the end-rack lines:
the replay settles by the rule and says so; ``verify`` checks what is written and warns;
ties follow the recorded rule set (``tie=`` in the ``lexitile:rules`` note)."""

from __future__ import annotations

import pytest

from lexitile.cli import main
from lexitile.commands.verify import verify_path
from lexitile.core.message import Message
from lexitile.games.crossword.records.gcg import parse_gcg
from lexitile.games.crossword.records.replay import GameReplay, parse_rules_note, replay_record
from lexitile.games.crossword.records.replay_model import load_replay
from lexitile.games.crossword.records.text_export import export_text, result_line
from lexitile.games.crossword.rules.outcome import EndReason, TieRule, owns_rack
from lexitile.games.crossword.rules.tiles import TileSet
from lexitile.text.render import english

#: Tournament rules (no note): six scoreless turns in a row end the game; the file stops.
SIX_PASSES = """#player1 ann Ann
#player2 bo Bo
>ann: ABEIKTT 8G BITE +12 12
>bo: DGOORSU H7 R.GS +5 5
>ann: AKQTXYZ - +0 12
>bo: ADEEOOU - +0 5
>ann: AKQTXYZ - +0 12
>bo: ADEEOOU - +0 5
>ann: AKQTXYZ - +0 12
>bo: ADEEOOU - +0 5
"""


def replay_text(text: str, **kwargs) -> GameReplay:
    return replay_record(parse_gcg(text.encode("utf-8"), "t.gcg"), **kwargs)


def test_six_scoreless_turns_without_end_rack_lines_are_settled_by_the_rule():
    rp = replay_text(SIX_PASSES)
    assert rp.error is None and rp.mismatches == [] and rp.game_over
    assert rp.final_scores == (12, 5)  # what the file writes
    out = rp.outcome
    assert out is not None and EndReason.of(out) is EndReason.SCORELESS and rp.settled_by_rule
    # the player on turn (ann) first: ann -(A1 K5 Q10 T1 X8 Y4 Z10), bo -(A D2 E E O O U)
    assert [(a.seat, a.points, a.detail, owns_rack(a)) for a in out.adjustments] == [
        (0, -39, "AKQTXYZ", True),
        (1, -8, "ADEEOOU", True),
    ]
    assert out.before_adjustments() == (12, 5) and out.finals == (-27, -3)
    assert out.winners == (1,)
    assert rp.settled_scores == (-27, -3)
    assert rp.to_move is None and rp.scoreless == 6
    missing = [w for w in rp.warnings if w.code == "END_RACK_MISSING"]
    assert [(w.line, w.message) for w in missing] == [
        (
            10,
            "the game ends here (six scoreless turns in a row) but the record has no end-rack lines; "
            "settled by the rule, not as recorded: ann -39 (AKQTXYZ), bo -8 (ADEEOOU)",
        )
    ]


def test_export_and_summary_show_the_settlement_by_rule(tmp_path):
    rp = replay_text(SIX_PASSES)
    assert result_line(rp) == "ann -27, bo -3: bo wins"
    lines = export_text(rp).splitlines()
    assert lines[1] == "ann -27, bo -3: bo wins"
    assert lines[2] == (
        "Settled by the rule (the record has no end-rack lines): ann -39 (AKQTXYZ), bo -8 (ADEEOOU); "
        "before settlement ann 12, bo 5"
    )
    path = tmp_path / "six.gcg"
    path.write_text(SIX_PASSES, encoding="utf-8")
    model = load_replay(path)
    assert model.to_move(model.last) is None
    assert model.totals(model.last) == (-27, -3)
    assert model.totals(model.last - 1) == (12, 5)
    assert model.details(model.last)[-2:] == [
        "End of game, settled by the rule (the record has no end-rack lines):",
        "  ann -39 (AKQTXYZ), bo -8 (ADEEOOU)",
    ]


def test_verify_checks_only_what_is_written_and_warns(tmp_path, capsys):
    path = tmp_path / "six.gcg"
    path.write_text(SIX_PASSES, encoding="utf-8")
    verdict = verify_path(path)
    assert verdict.status == "ok" and verdict.final_scores == {"ann": 12, "bo": 5}
    assert main(["verify", str(path)]) == 0
    err = capsys.readouterr().err.splitlines()
    assert f"WARNING {path}:10: the game ends here (six scoreless turns in a row) but the record" in err[-1]


def test_recorded_end_rack_lines_are_not_settled_again():
    text = SIX_PASSES + ">ann: AKQTXYZ (AKQTXYZ) -39 -27\n>bo: ADEEOOU (ADEEOOU) -8 -3\n"
    rp = replay_text(text)
    assert rp.error is None and rp.mismatches == [] and not rp.settled_by_rule
    assert rp.outcome is not None and rp.outcome.finals == (-27, -3) and rp.outcome.winners == (1,)
    assert rp.settled_scores == rp.final_scores == (-27, -3)
    assert not [w for w in rp.warnings if w.code == "END_RACK_MISSING"]


def test_unknown_racks_cannot_be_settled_and_say_so():
    # ann exchanges on her last turn: the rack she holds afterwards is not recorded.
    lines = SIX_PASSES.splitlines()
    lines[8] = ">ann: AKQTXYZ -QXZ +0 12"
    text = "\n".join(lines) + "\n"
    rp = replay_text(text)
    assert rp.game_over and rp.outcome is None and not rp.settled_by_rule
    assert rp.settled_scores == (12, 5)
    (w,) = [w for w in rp.warnings if w.code == "END_RACK_MISSING"]
    assert w.message.endswith("ann's rack is not recorded, so the totals are before settlement")


#: A 15-tile set: 14 on the racks, 1 in the bag. ann's bingo draws the last tile (C);
#: bo plays; ann plays her C out and the file stops. bo holds what is off the board.
ABC = TileSet.parse("A 8 1\nB 4 3\nC 3 3\n", name="abc")
WENT_OUT = """#player1 ann Ann
#player2 bo Bo
>ann: AAAABBC 8B AAAABBC +78 78
>bo: AAAABBC H8 .A +4 4
>ann: C 9H .C +7 85
"""


def test_a_player_out_without_the_end_rack_line_gains_the_rack_left():
    # 8B: A A A(DL) A B B C(DW) = (1+1+2+1+3+3+3) x 2 + 50 = 78; CA 3+1; AC 1 + 3x2 (I9 DL)
    rp = replay_text(WENT_OUT, tiles=ABC)
    assert rp.error is None and rp.mismatches == [] and rp.game_over and rp.settled_by_rule
    out = rp.outcome
    assert out is not None and EndReason.of(out) is EndReason.WENT_OUT and out.went_out == 0
    # off the board: A A A B B C = 3 + 6 + 3 = 12; GCG convention 2x
    assert [(a.seat, a.points, a.detail) for a in out.adjustments] == [(0, 24, "AAABBC")]
    assert out.finals == (109, 4) and out.winners == (0,) and rp.to_move is None


def test_box_rules_note_settles_once_for_the_player_out_and_once_against_the_other():
    rp = replay_text(_with_note(WENT_OUT, "lexitile:rules mattel scoreless=4 kinds=exchange,pass,withdrawn"), tiles=ABC)
    out = rp.outcome
    assert out is not None and [(a.seat, a.points, owns_rack(a)) for a in out.adjustments] == [
        (0, 12, False),
        (1, -12, True),
    ]
    assert out.finals == (97, -8)


# ---------------------------------------------------------------- ties
#: After settlement ann 12 - 15 (AKTFDEI) = -3 and bo 5 - 8 (ADEEOOU) = -3: a tie on
#: the final scores, ann ahead before settlement.
TIED = SIX_PASSES.replace("AKQTXYZ", "ADEFIKT")
KREUZWORT_LIKE = "lexitile:rules custom scoreless=6 kinds=exchange,pass,withdrawn tie=before-settlement"


def _with_note(text: str, note: str) -> str:
    lines = text.splitlines()
    lines.insert(3, f"#note {note}")
    return "\n".join(lines) + "\n"


def test_a_record_without_the_note_counts_a_tie_as_a_draw():
    rp = replay_text(TIED)
    out = rp.outcome
    assert out is not None and rp.recorded_rules is None  # the GCG convention: a tie is a draw
    assert out.before_adjustments() == (12, 5) and out.finals == (-3, -3)
    assert out.winners == (0, 1) and out.is_draw
    assert result_line(rp) == "ann -3, bo -3: a draw between ann and bo"


def test_the_note_can_break_a_tie_on_the_scores_before_settlement():
    rp = replay_text(_with_note(TIED, KREUZWORT_LIKE))
    out = rp.outcome
    assert rp.recorded_rules is not None and rp.recorded_rules.tie is TieRule.BEFORE_SETTLEMENT
    assert out is not None and out.winners == (0,) and out.tie_broken
    assert result_line(rp) == "ann -3, bo -3: ann wins (tied; the scores before settlement break the tie)"


def test_recorded_settlement_follows_the_tie_rule_too():
    ends = ">ann: ADEFIKT (ADEFIKT) -15 -3\n>bo: ADEEOOU (ADEEOOU) -8 -3\n"
    assert result_line(replay_text(TIED + ends)) == "ann -3, bo -3: a draw between ann and bo"
    rp = replay_text(_with_note(TIED + ends, KREUZWORT_LIKE))
    assert rp.outcome is not None and rp.outcome.winners == (0,) and not rp.settled_by_rule
    assert result_line(rp).endswith("ann wins (tied; the scores before settlement break the tie)")


def test_tie_rule_in_the_note():
    rules = parse_rules_note("lexitile:rules kreuzwort scoreless=4 kinds=exchange,pass empty-bag tie=before-settlement")
    assert rules is not None and rules.tie is TieRule.BEFORE_SETTLEMENT
    described = rules.describe()
    assert (described.code, described["n"], described["kinds"]) == ("replay.rule", 4, ("exchange", "pass"))
    assert described["more"] == (Message("replay.rule-empty-bag"), Message("replay.rule-tie"))
    assert english(described) == (
        "4 scoreless turns in a row (exchange, pass) once the bag is empty; a tie is broken by the scores before settlement"
    )
    rules = parse_rules_note("lexitile:rules mattel scoreless=4 kinds=exchange,pass,withdrawn")
    assert rules is not None and rules.tie is TieRule.DRAW
    with pytest.raises(Exception, match="tie"):
        parse_rules_note("lexitile:rules x scoreless=4 tie=coin")


def test_the_writer_carries_the_tie_rule_in_the_note():
    from lexitile.games.crossword.catalog import load_rules
    from lexitile.games.crossword.records.gcg_writer import rules_note

    assert rules_note(load_rules("kreuzwort"), 2) == (
        "lexitile:rules kreuzwort scoreless=4 kinds=exchange,pass,withdrawn empty-bag tie=before-settlement"
        " paid-exchange=5"
    )
    assert rules_note(load_rules("mattel"), 2) == "lexitile:rules mattel scoreless=4 kinds=exchange,pass,withdrawn"
    assert rules_note(load_rules("tournament"), 2) is None
    # GCG's scoreless convention but a tie-break: the note is needed for the tie alone
    custom = load_rules("tournament").with_changes(name="t2", tie=TieRule.BEFORE_SETTLEMENT)
    assert rules_note(custom, 2) == "lexitile:rules t2 scoreless=6 kinds=exchange,pass,withdrawn tie=before-settlement"


def test_a_game_from_the_position_continues_the_scoreless_count(tmp_path):
    from lexitile.play.position_session import position_game

    path = tmp_path / "five.gcg"
    path.write_text("\n".join(SIX_PASSES.splitlines()[:-1]) + "\n", encoding="utf-8")  # five passes
    model = load_replay(path)
    assert [s.scoreless for s in model.replay.steps] == [0, 0, 1, 2, 3, 4, 5]
    assert model.replay.to_move == 1 and model.replay.scoreless == 5 and not model.replay.game_over
    game = position_game(model, model.last, seed=3)
    assert game.scoreless == 5 and game.turn == 1 and game.scores == [12, 5]
    assert sorted(game.racks[1]) == sorted("ADEEOOU")
    game.pass_turn()  # the sixth scoreless turn: tournament rules end the game
    assert game.outcome is not None and game.outcome.finals == (12 - 39, 5 - 8)


def test_the_replay_screen_says_the_settlement_was_applied_by_the_rule(tmp_path):
    from lexitile.tui.screens.replay import replay_details

    path = tmp_path / "six.gcg"
    path.write_text(SIX_PASSES, encoding="utf-8")
    model = load_replay(path)
    assert replay_details(model, model.last)[-2:] == [
        "End of game, settled by the rule (the record has no end-rack lines):",
        "  ann -39 (AKQTXYZ), bo -8 (ADEEOOU)",
    ]
    assert "settled by the rule" not in " ".join(replay_details(model, model.last - 1))


def test_overtime_after_the_end_rack_lines_is_a_line_of_the_outcome_not_a_rack():
    text = SIX_PASSES + ">ann: AKQTXYZ (AKQTXYZ) -39 -27\n>bo: ADEEOOU (ADEEOOU) -8 -3\n>bo:  (time) -10 -13\n"
    rp = replay_text(text)
    out = rp.outcome
    assert rp.error is None and rp.mismatches == [] and out is not None
    assert out.finals == rp.final_scores == (-27, -13) and out.winners == (1,)
    assert [(a.seat, a.points, a.reason) for a in out.adjustments] == [
        (0, -39, "crossword.own-rack"),
        (1, -8, "crossword.own-rack"),
        (1, -10, "crossword.overtime"),
    ]
    assert out.before_adjustments() == (12, 5)
