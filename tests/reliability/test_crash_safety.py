"""Crash safety (issue #8): ``kill -9`` of the real app at random moments loses no move
whose completion was on screen, and never leaves a truncated or corrupt state file or
GCG; the game resumes.

``test_kill_9_*`` runs three trials of ``crash_harness`` (each a real ``lexitile play``
or ``lexitile resume`` in a pty, killed while a move is being saved, while the exchange
dialog is open, and while the GCG is being written) in about 10-20 s;
``benchmarks/bench_crash.py --trials 100`` runs the long version. The other tests pin
the pieces the harness relies on without a process: atomic writes keep the old file
when the write fails half-way.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("pty")

from crash_harness import CrashHarness, check_files, gcg_for, warm_cache

from lexitile import cli
from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.placement import Placement
from lexitile.savegame import gcg_text, load_saved

#: real processes and whole games: run with the slow tests
pytestmark = pytest.mark.slow

GAZED = Placement.of([(7, 7, "G"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E"), (7, 11, "D")], Direction.ACROSS)


class AnyWord:
    language = "en"

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.isalpha()


@pytest.fixture(scope="module")
def warm_cache_dir() -> Path:
    """The lexicon cache the app uses (``$LEXITILE_CACHE_DIR`` or the user cache),
    filled first so that start-up is quick (building the English automaton once takes
    several seconds)."""
    from lexitile.lexicon.cache import cache_dir

    folder = cache_dir()
    warm_cache(folder)
    return folder


def test_kill_9_at_random_moments_loses_no_move(tmp_path, warm_cache_dir, capsys):
    """Trial 1 starts a new game, plays 0-3 turns and is killed while a play is being
    saved; trials 2 and 3 resume it (``lexitile resume FILE`` in a new pty, which must
    show the curtain of the player on turn) and are killed with the exchange dialog
    open and while the GCG is being written. After every kill: the state file loads
    and replays, holds every move shown as completed, and the GCG is the game's record
    (or the record one move earlier) and verifies."""
    harness = CrashHarness(tmp_path, warm_cache_dir, seed=7)
    scenarios = ["save-play", "dialog-exchange", "save-play-gcg"]
    results = [harness.trial(n, scenario) for n, scenario in enumerate(scenarios, 1)]
    for r in results:
        assert not r.problems, f"trial {r.number} ({r.scenario}, {r.outcome}): {r.problems}"
        assert r.check is not None and r.check.moves_in_state >= r.check.visible
    assert [r.started for r in results] == ["new", "resume", "resume"]
    assert harness.resumes == 2
    state = harness.track.state
    saved = load_saved(state)
    assert len(saved.replay().history) == len(saved.moves) >= len(harness.track.expected)
    gcg = state.with_suffix(".gcg")
    capsys.readouterr()
    assert cli.main(["verify", str(gcg)]) == 0, capsys.readouterr().out


def test_session_save_after_a_failed_write_keeps_the_old_files(tmp_path, monkeypatch):
    """A save that fails after the temporary file was written (``os.replace`` raises:
    the moment a crash would hit) leaves the previous state file and GCG as they were,
    and no temporary file behind."""
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup

    path = tmp_path / "games" / "g.json"
    session = Session.start(GameSetup(("Ann", "Bo"), lexicon="en", seed=1), AnyWord(), path=path)
    state_before, gcg_before = path.read_bytes(), path.with_suffix(".gcg").read_bytes()

    def failing_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    session.play(GAZED)
    assert session.save_error and "No space left on device" in session.save_error
    assert session.save_problem is not None and session.save_problem.code == "table.save-failed"
    assert "No space left on device" in session.save_problem["error"]
    assert path.read_bytes() == state_before and path.with_suffix(".gcg").read_bytes() == gcg_before
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]
    monkeypatch.undo()
    session.pass_turn()  # the next save writes everything, the play included
    assert [m.notation for m in load_saved(path).moves] == ["8H GAZED", "-"]
    assert check_files(path, []).gcg == "same"


def test_resume_brings_a_lagging_gcg_up_to_date(tmp_path):
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup

    path = tmp_path / "games" / "g.json"
    session = Session.start(GameSetup(("Ann", "Bo"), lexicon="en", seed=1), AnyWord(), path=path)
    gcg = path.with_suffix(".gcg")
    before = gcg.read_bytes()
    session.play(GAZED)
    gcg.write_bytes(before)  # what kill -9 between the two writes of the save leaves
    saved = load_saved(path)
    assert gcg.read_text(encoding="utf-8") == gcg_for(saved, saved.moves[:-1])
    resumed = Session.resume(saved, AnyWord())
    assert gcg.read_text(encoding="utf-8") == gcg_text(resumed.game, resumed.saved)
