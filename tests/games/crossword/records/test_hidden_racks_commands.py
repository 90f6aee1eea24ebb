"""``export``, ``analyze`` and ``moves`` hide the racks of a game still in play, as the
replay does, unless asked with ``--reveal``; a finished game shows them."""

from __future__ import annotations

import functools
import json
import random
import re
from pathlib import Path

import pytest

from lexitile.cli import build_parser, main
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.records.gcg_writer import game_to_gcg
from lexitile.games.crossword.records.replay_hidden import hide_racks
from lexitile.games.crossword.records.replay_model import load_replay
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.lexicon import load_lexicon
from lexitile.play.hints import LAST_STEP, find_hint, hint_note
from lexitile.savegame import SavedGame, SavedTurn


@functools.lru_cache(maxsize=1)
def english():
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


def _play(turns: int) -> tuple[Game, SavedGame, list[str]]:
    """A seeded game after ``turns`` robot turns, its state file and every rack seen
    (the racks before each turn and the racks now)."""
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), ["Ann", "Bo"], seed=7, first_player=0)
    saved = SavedGame(players=["Ann", "Bo"], rules="mattel", lexicon="en", seed=7, first_player=0)
    robot = Robot("hard", automaton, lexicon, random.Random(3))
    racks = []
    for _ in range(turns):
        racks.append("".join(game.rack))
        saved.moves.append(SavedTurn.from_event(make_move(game, robot.choose(game))))
    racks += ["".join(r) for r in game.racks]
    return game, saved, racks


@pytest.fixture(scope="module")
def in_play(tmp_path_factory) -> tuple[Path, Path, list[str]]:
    game, saved, racks = _play(4)
    folder = tmp_path_factory.mktemp("inplay")
    gcg = folder / "g.gcg"
    gcg.write_text(game_to_gcg(game, lexicon="en"), encoding="utf-8")
    state = saved.write(folder / "g.json")
    assert not game.is_over
    return gcg, state, racks


def run(capsys, *argv: object) -> tuple[int, str, str]:
    rc = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return rc, out, err


def _racks_shown(text: str, racks: list[str]) -> list[str]:
    """The racks whose exact letters appear as a word of ``text`` (sorted or as drawn)."""
    words = set(re.findall(r"[A-Z?]{2,}", text))
    return [r for r in racks if r in words or "".join(sorted(r)) in words]


@pytest.mark.parametrize("fmt", ["text", "gcg"])
@pytest.mark.parametrize("which", [0, 1])
def test_export_of_a_game_in_play_shows_no_rack_unless_revealed(in_play, capsys, fmt, which):
    path, racks = in_play[which], in_play[2]
    rc, out, err = run(capsys, "export", path, "--format", fmt)
    assert rc == 0
    assert _racks_shown(out, racks) == []
    assert "#rack" not in out
    assert "racks hidden: game in play" in err
    rc, out, err = run(capsys, "export", path, "--format", fmt, "--reveal")
    assert rc == 0 and "racks hidden" not in err
    assert len(_racks_shown(out, racks)) >= 4


@pytest.mark.parametrize("which", [0, 1])
def test_cgp_export_of_a_game_in_play_has_no_rack(in_play, capsys, which):
    path, racks = in_play[which], in_play[2]
    rc, out, _ = run(capsys, "export", path, "--cgp")
    assert rc == 0
    fields = out.split()
    assert fields[1] == "/", out  # both racks unknown
    rc, out, _ = run(capsys, "export", path, "--cgp", "--reveal")
    assert rc == 0 and sorted(out.split()[1].strip("/")) == sorted(racks[-2])  # Ann's, to move


def test_analyze_of_a_game_in_play_analyses_no_hidden_rack(in_play, capsys):
    path, _, racks = in_play
    rc, out, err = run(capsys, "analyze", path, "--json")
    assert rc == 0, err
    obj = json.loads(out)
    assert "racks hidden: game in play (--reveal shows them)" in obj["warnings"]
    assert _racks_shown(out, racks) == []
    rc, out, _ = run(capsys, "analyze", path, "--json", "--reveal")
    assert rc == 0
    assert _racks_shown(out, racks)


def test_moves_of_a_game_in_play_needs_a_rack_or_reveal(in_play, capsys):
    path, _, racks = in_play
    rc, out, err = run(capsys, "moves", path, "--turn", "2", "--top", "1")
    assert rc == 2 and out == ""
    assert "racks hidden: game in play" in err and "--rack" in err
    rc, out, _ = run(capsys, "moves", path, "--turn", "2", "--top", "1", "--reveal")
    assert rc == 0 and f"rack {racks[1]}" in out
    rc, out, _ = run(capsys, "moves", path, "--turn", "2", "--top", "1", "--rack", "AEINRST")
    assert rc == 0 and "rack AEINRST" in out


def test_a_finished_game_shows_its_racks_without_reveal(tmp_path, capsys):
    game, _, racks = _play(4)
    game.resign()
    path = tmp_path / "done.gcg"
    path.write_text(game_to_gcg(game, lexicon="en"), encoding="utf-8")
    rc, out, err = run(capsys, "export", path)
    assert rc == 0 and "racks hidden" not in err
    assert len(_racks_shown(out, racks[:4])) >= 4


@pytest.mark.parametrize("command", ["export", "analyze", "moves"])
def test_reveal_help_says_what_it_shows(command):
    parser = build_parser()
    sub = next(a for a in parser._subparsers._group_actions if a.dest == "command")  # type: ignore[union-attr]
    text = sub.choices[command].format_help()
    flat = " ".join(text.split())
    assert "--reveal" in flat and "rack" in flat and "exchanged tiles" in flat and "in play" in flat


def test_a_hint_note_tells_no_rack_while_the_game_is_in_play(tmp_path, capsys):
    """A new player replayed a game in play and read ``hint 3: Bo saw the best play (9C
    WAX 31); top plays by equity: 9C WAX 31, F6 GA.AX 33, 9C TAX 25...``: the plays
    listed are made of Bo's rack. In play the note says only that a hint was taken."""
    game, _saved, _racks = _play(2)
    lexicon, _automaton = english()
    game.lexicon = lexicon
    note = hint_note(find_hint(game), LAST_STEP, "Ann")
    assert "top plays by equity" in note
    gcg = game_to_gcg(game, lexicon="en")
    last_event = max(i for i, line in enumerate(gcg.splitlines()) if line.startswith(">"))
    lines = gcg.splitlines()
    lines.insert(last_event + 1, f"#note {note}")
    path = tmp_path / "hinted.gcg"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    rc, out, _err = run(capsys, "export", path, "--format", "gcg")
    assert rc == 0
    assert "hint 3: Ann took a hint" in out and "top plays" not in out and "saw the best" not in out
    hidden = hide_racks(load_replay(path))
    notes = [n for row in range(hidden.last + 1) for n in hidden.step(row).event.notes]
    assert notes and all("top plays" not in n for n in notes) and any("took a hint" in n for n in notes)
    rc, out, _err = run(capsys, "export", path, "--format", "gcg", "--reveal")
    assert "top plays by equity" in out  # revealed, the note is whole
