"""``lexitile verify``, ``export`` and ``replay`` read a duplicate record (``.dpl``)
through the mode registry: a record written from the project's own self-play verifies,
prints as ``duplicate --rounds`` / ``--master`` do, and opens the replay screen; a
damaged one is one line naming its file and line; another game's record without
record tools keeps its hint."""

from __future__ import annotations

import asyncio
import functools
import json
import random
from pathlib import Path

import pytest
from duplicate_helpers import language

from lexitile.cli import main
from lexitile.core.modes import get_mode
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.duplicate.files import letter_classes, save_record
from lexitile.games.duplicate.game import DuplicateGame
from lexitile.games.duplicate.robots import DuplicateRobot
from lexitile.games.duplicate.selfplay import play_game
from lexitile.games.duplicate.setup import GameSetup
from lexitile.i18n import set_ui_language, ui_language
from lexitile.tui.duplicate.app import DuplicateReplayApp
from lexitile.tui.duplicate.replay import DuplicateReplayScreen

LEVELS = ("hard", "easy")


@functools.cache
def selfplay_game(seed: int = 5) -> DuplicateGame:
    """A whole game of two robots played by the self-play command's own loop."""
    rules = load_rules("mattel")
    lexicon, automaton = language("en")
    result = play_game(rules, letter_classes(rules.tileset), LEVELS, seed, automaton, lexicon)
    assert not result.violations and result.game.is_over
    game = result.game
    game.setup = GameSetup(game.names, dict(enumerate(LEVELS)), think_seconds=0, entry_seconds=0)
    return game


@pytest.fixture
def record(tmp_path: Path) -> Path:
    path = tmp_path / "selfplay.dpl"
    save_record(path, selfplay_game())
    return path


def damaged(record: Path) -> tuple[Path, int, str]:
    """The record with round 2's top scored one point more: (file, its line, the line)."""
    lines = record.read_text(encoding="utf-8").splitlines()
    tops = [k for k, line in enumerate(lines) if line.startswith("top: ")]
    k = tops[1]
    head, _, score = lines[k].rpartition(" ")
    lines[k] = f"{head} {int(score) + 1}"
    bad = record.with_name("damaged.dpl")
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return bad, k + 1, lines[k]


def one_line_error(capsys: pytest.CaptureFixture[str]) -> str:
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    return lines[0]


# ------------------------------------------------------------------------------ verify


def test_verify_reads_a_selfplay_record_back(record, capsys):
    game = selfplay_game()
    assert main(["verify", str(record)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"OK {record} ({len(game.rounds)} events)",
        f"1 files, {len(game.rounds)} events, 0 mismatches, 0 errors",
    ]
    assert main(["verify", "--json", str(record)]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["status"] == "ok" and verdict["events"] == len(game.rounds)
    assert verdict["scores"] == dict(zip(game.names, game.totals(), strict=True))
    assert sum(verdict["scores"].values()) > 0


def test_verify_takes_a_gcg_and_a_duplicate_record_together(record, capsys):
    gcg = Path(__file__).parents[2] / "data" / "replay" / "selfplay-7.gcg"  # the board game's self-play
    rounds = len(selfplay_game().rounds)
    assert main(["verify", str(gcg), str(record)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"OK {gcg} (") and out[1] == f"OK {record} ({rounds} events)"
    assert out[2].startswith("2 files, ") and out[2].endswith(" 0 mismatches, 0 errors")


def test_verify_names_the_line_of_a_damaged_record(record, capsys):
    bad, line, text = damaged(record)
    assert main(["verify", str(bad), str(record)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f'ERROR {bad}:{line}: "{text}": the top is ') and out[0].endswith("[RECORD_ERROR]")
    assert out[1].startswith(f"OK {record} ")
    assert main(["verify", "--json", str(bad)]) == 1
    verdict = json.loads(capsys.readouterr().out)
    assert (verdict["status"], verdict["line"], verdict["text"], verdict["code"]) == (
        "error",
        line,
        text,
        "RECORD_ERROR",
    )


# ------------------------------------------------------------------------------ export


def test_export_text_prints_the_rounds_as_duplicate_rounds_does(record, capsys):
    game = selfplay_game()
    assert main(["export", str(record)]) == 0
    text = capsys.readouterr().out
    first = game.rounds[0]
    assert f"round 1: rack {''.join(first.rack)}" in text and f"top {first.top.notation} {first.top.score}" in text
    assert text.count("\nround ") == len(game.rounds)
    assert f"game over ({game.end_reason})" in text
    assert main(["duplicate", "--rounds", str(record)]) == 0
    assert capsys.readouterr().out == text


def test_export_gcg_prints_the_master_game(record, capsys):
    game = selfplay_game()
    assert main(["export", str(record), "--format", "gcg"]) == 0
    gcg = capsys.readouterr().out
    events = [line for line in gcg.splitlines() if line.startswith(">Top: ")]
    assert len(events) == len(game.rounds)
    assert events[-1].endswith(f" {game.top_total()}")
    assert main(["duplicate", "--master", str(record)]) == 0
    assert capsys.readouterr().out == gcg


def test_export_cgp_of_a_duplicate_record_is_refused_on_one_line(record, capsys):
    assert main(["export", str(record), "--format", "cgp"]) == 2
    err = one_line_error(capsys)
    assert str(record) in err and "--format cgp" in err and "text or gcg" in err


def test_export_of_a_damaged_record_is_one_line_naming_file_and_line(record, capsys):
    bad, line, _ = damaged(record)
    before = bad.read_bytes()
    assert main(["export", str(bad)]) == 2
    assert f"{bad}:{line}: the top is " in one_line_error(capsys)
    assert bad.read_bytes() == before


# ------------------------------------------------------------------------------ replay


def test_replay_opens_the_duplicate_replay_screen_at_round_one(record, monkeypatch):
    game = selfplay_game()
    seen: list[str] = []

    def run_with_a_pilot(app: DuplicateReplayApp) -> int:
        async def drive() -> None:
            async with app.run_test(size=(110, 34)) as pilot:
                await pilot.pause()
                screen = app.screen
                assert isinstance(screen, DuplicateReplayScreen)
                seen.append(str(screen.query_one("#dup-replay-text").render()))
                await pilot.press("right")
                seen.append(str(screen.query_one("#dup-replay-text").render()))
                await pilot.press("q")

        asyncio.run(drive())
        return 0

    monkeypatch.setattr(DuplicateReplayApp, "run", run_with_a_pilot)
    assert main(["replay", str(record)]) == 0
    first, second = seen
    assert "Round 1 of " in first and f"Top: {game.rounds[0].top.notation}" in first
    assert "Round 2 of " in second and f"Top: {game.rounds[1].top.notation}" in second


def test_replay_passes_the_screen_language_on(record, monkeypatch):
    seen: list[str] = []
    monkeypatch.setattr(DuplicateReplayApp, "run", lambda self: seen.append(ui_language()) or 0)
    try:
        assert main(["replay", str(record), "--ui-lang", "de"]) == 0
    finally:
        set_ui_language("en")
    assert seen == ["de"]


def test_replay_of_a_damaged_record_is_one_line_and_opens_nothing(record, monkeypatch, capsys):
    bad, line, _ = damaged(record)
    opened: list[object] = []
    monkeypatch.setattr(DuplicateReplayApp, "run", lambda self: opened.append(self) or 0)
    assert main(["replay", str(bad)]) == 2
    assert f"{bad}:{line}: the top is " in one_line_error(capsys)
    assert opened == []


# ------------------------------------------------------------------------------ the registry


def test_the_commands_find_the_record_tools_through_the_registry():
    assert get_mode("duplicate").record_tools_of() is not None
    assert get_mode("quiddler").record_tools_of() is None and get_mode("crosswise").record_tools_of() is None


@pytest.mark.parametrize("command", [["verify"], ["export"], ["replay"]])
def test_a_quiddler_record_keeps_its_hint(command, tmp_path, capsys):
    path = tmp_path / "g.qdl"
    path.write_text("%quiddler-record 1\n", encoding="utf-8")
    assert main([*command, str(path)]) == 2
    captured = capsys.readouterr()
    assert f"lexitile quiddler --replay {path}" in captured.out + captured.err
    assert "Traceback" not in captured.err


def test_a_duplicate_record_is_told_by_its_first_line_whatever_its_name(record, tmp_path, capsys):
    renamed = tmp_path / "renamed.gcg"
    renamed.write_bytes(record.read_bytes())
    assert main(["verify", str(renamed)]) == 0
    assert capsys.readouterr().out.startswith(f"OK {renamed} ({len(selfplay_game().rounds)} events)")


def test_an_entry_of_a_round_in_play_is_not_printed(tmp_path, capsys):
    setup = GameSetup(("Ada", "Robo"), {1: "hard"}, think_seconds=0, entry_seconds=0)
    rules = load_rules("mattel")
    lexicon, automaton = language("en")
    game = DuplicateGame(rules, letter_classes(rules.tileset), setup.players, automaton, lexicon, random.Random(4))
    game.setup = setup
    robot = DuplicateRobot("hard")
    for _ in range(2):
        game.enter(0, None)
        game.enter_move(1, robot.choose(game))
        game.close_round()
    before, after = tmp_path / "before.dpl", tmp_path / "after.dpl"
    save_record(before, game)
    game.enter_move(1, robot.choose(game))  # Robo has entered round 3; Ada is still to enter
    save_record(after, game)
    assert before.read_text(encoding="utf-8") != after.read_text(encoding="utf-8")
    for fmt in ("text", "gcg"):
        assert main(["export", str(before), "--format", fmt]) == 0
        shown_before = capsys.readouterr().out
        assert main(["export", str(after), "--format", fmt]) == 0
        assert capsys.readouterr().out == shown_before
