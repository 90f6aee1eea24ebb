"""A whole German game and a whole Brazilian Portuguese game typed from the keyboard
(issue "German and Brazilian Portuguese").

Each game is set up the way ``--lang de|pt`` sets it up (the language's tile set and
lexicon name, :func:`lexitile.languages.resolve`), with the interface in that language.
Every move of the seeded two-player game is found by the move generator (over the
language's shipped words of 2-4 letters, to keep it quick) and typed key by key through
the curtain until a player goes out (or scoreless turns end the game). Ä, Ö and Ü are
typed with their own keys; Ç is picked by the digit of its rack slot, as on a keyboard
without Ç; a blank is ``?`` followed by its letter. The game-over screen speaks the UI
language, and the saved state and GCG record replay to the same scores.
"""

from __future__ import annotations

import lzma
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from lexitile.games.crossword.rules.scoreless import ScorelessEnd
from lexitile.i18n import _, ngettext, set_ui_language
from lexitile.languages import language_for, language_of_lexicon, resolve
from lexitile.play.board_setup import GameSetup
from lexitile.resources import data_path
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.launch import new_session, resume_session
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.board import BoardView

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
import tui_helpers

from lexitile.games.crossword.engine import automaton, movegen
from pilot_keys import send_keys


@dataclass(frozen=True)
class Case:
    """One language's game.

    Attributes:
        code: the ``--lang`` code.
        seed: a seed whose game plays the special letters from real tiles and goes out.
        direct: special letters typed with their own key (a German keyboard has them).
        by_slot: special letters picked by the digit of their rack slot (no such key).
        words: known translated words: curtain, preview score, game over, final
            scores, winner.
    """

    code: str
    seed: int
    direct: frozenset[str]
    by_slot: frozenset[str]
    words: tuple[str, str, str, str, str]


CASES = [
    Case(
        "de",
        2,
        frozenset("ÄÖÜ"),
        frozenset(),
        ("Weitergeben an", "bringt", "Spielende", "Endstand", "gewinnt"),
    ),
    Case(
        "pt",
        2,
        frozenset(),
        frozenset("Ç"),
        ("Passe para", "vale", "Fim de jogo", "Placar final", "vence"),
    ),
]


def short_lexicon(lexicon_name: str):
    """An automaton over the shipped words of 2-4 letters of one language."""
    with lzma.open(data_path("wordlists", f"{lexicon_name}.txt.xz"), "rt", encoding="utf-8") as f:
        return automaton.Automaton.build([w for w in f.read().split() if len(w) <= 4])


def plain(screen) -> str:
    return " ".join(str(label.render()) for label in screen.query("Label"))


def keys_for(move, rack: list[str], case: Case) -> tuple[list[str], list[str], list[str]]:
    """The keys that type ``move`` from ``rack`` (as shown), the special letters typed
    with their own key and those picked by slot digit. Mirrors the draft: a letter or
    ``?`` takes the first free matching slot; a digit takes its own slot."""
    free = list(range(len(rack)))
    keys: list[str] = []
    direct: list[str] = []
    digits: list[str] = []
    for _row, _col, tile in sorted(move.tiles):
        if tile.islower():  # a blank: ? then its letter
            slot = next(i for i in free if rack[i] == "?")
            keys += ["?", tile]
        elif tile in case.by_slot:
            slot = next(i for i in free if rack[i] == tile)
            assert slot < 9, rack
            keys.append(str(slot + 1))
            digits.append(tile)
        else:
            slot = next(i for i in free if rack[i] == tile)
            keys.append(tile.lower())
            if tile in case.direct:
                direct.append(tile)
        free.remove(slot)
    return keys, direct, digits


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=[c.code for c in CASES])
@tui_helpers.run_async
async def test_a_game_typed_to_the_end(data_dir, case: Case):
    language = language_for(case.code)
    set_ui_language(language.ui_locale)
    curtain_word, score_word, over_word, final_word, wins_word = case.words
    # the catalog's own texts, checked against known words so an English fallback fails
    score_text = _("{move}  scores {points}").split("{move}", 1)[1]
    assert score_word in score_text
    assert curtain_word in _("Pass to {name}")

    lexicon_spec, tiles = resolve(case.code)
    assert (lexicon_spec, tiles) == (language.lexicon, language.tileset)
    lexicon = short_lexicon(lexicon_spec)
    setup = GameSetup(("Ann", "Bo"), rules="mattel", lexicon=lexicon_spec, tiles=tiles, seed=case.seed)
    session = new_session(setup, loader=lambda spec: lexicon, path=data_dir / "games" / "game.json")
    game = session.game
    tileset = game.rules.tileset
    assert tileset.name == language.tileset
    if case.code == "pt":
        assert tileset.is_letter("Ç") and tileset.counts["?"] == 3

    typed_direct: list[str] = []
    typed_by_slot: list[str] = []
    blanks = 0
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        turns = 0
        while not session.finished:
            turns += 1
            assert turns < 90, "the game does not end"
            assert isinstance(app.screen, CurtainScreen)
            assert _("Pass to {name}").format(name=game.players[game.turn]) in plain(app.screen)
            await send_keys(pilot, "enter")
            screen = app.screen
            assert isinstance(screen, GameScreen)
            move = movegen.best_move(game.board, game.rack, tileset, lexicon)
            if move is None:
                await send_keys(pilot, "ctrl+p", "y")
                continue
            await pilot.click(screen.query_one(BoardView), offset=(2 + 3 * move.col + 1, 1 + move.row))
            if screen.table.draft.direction is not move.direction:
                await send_keys(pilot, "space")
            keys, direct, digits = keys_for(move, session.rack_order(game.turn), case)
            await send_keys(pilot, *keys)
            assert sorted((t.row, t.col, t.tile) for t in screen.table.draft.tiles) == sorted(move.tiles), (move, keys)
            preview = screen.query_one("#preview").plain
            assert score_text.format(points=move.score) in preview, (move, preview)
            assert "scores" not in preview
            typed_direct += direct
            typed_by_slot += digits
            blanks += sum(t.islower() for _r, _c, t in move.tiles)
            await send_keys(pilot, "enter")
            assert [e for e in game.history if e.kind.is_turn][-1].score == move.score
        assert isinstance(app.screen, GameOverScreen)
        text = app.screen.result_text().plain

    # the special letters were typed as the issue asks, at least once each
    assert set(typed_direct) == set(case.direct), typed_direct
    assert set(typed_by_slot) == set(case.by_slot), typed_by_slot
    assert blanks > 0, "no blank was typed"

    # the game-over screen, in the UI language
    for message in ("Game over", "Final scores"):
        assert _(message) != message and _(message) in text
    assert over_word in text and final_word in text
    outcome = game.outcome
    assert outcome is not None
    if outcome.went_out is not None:
        assert _("{name} played out with the bag empty.").format(name=game.players[outcome.went_out]) in text
    else:  # scoreless turns ended it
        assert session.summary().reason == "scoreless"
        limit = ScorelessEnd.of(game.rules, len(game.players)).turns
        singular = "{n} scoreless turn in a row (passes or exchanges) ended the game."
        plural = "{n} scoreless turns in a row (passes or exchanges) ended the game."
        assert ngettext(singular, plural, limit).format(n=limit) in text
    if game.scores[0] != game.scores[1]:
        winner = game.players[max(range(2), key=lambda i: game.scores[i])]
        assert _("{name} wins.").format(name=winner) in text and wins_word in text
    assert "Game over" not in text and "played out" not in text

    # the state file reloads and replays to the same scores
    saved = load_saved(session.path)
    assert saved.finished and len(saved.moves) == game.turns_played()
    assert language_of_lexicon(saved.lexicon) is language and saved.tiles == language.tileset
    assert saved.replay(lexicon).scores == game.scores
    resumed = resume_session(saved, loader=lambda spec: lexicon)
    assert resumed.finished and resumed.game.scores == game.scores

    # the GCG record names the language and replays to the same scores
    from lexitile.games.crossword.records.gcg import read_gcg
    from lexitile.games.crossword.records.replay import replay_record

    lines = saved.gcg_path.read_text(encoding="utf-8").splitlines()
    lexicon_lines = [line.split(" ", 1)[1] for line in lines if line.startswith("#lexicon ")]
    assert len(lexicon_lines) == 1 and language_of_lexicon(lexicon_lines[0]) is language, lexicon_lines
    assert f"#tile-distribution {language.tileset}" in lines
    record = read_gcg(saved.gcg_path)
    replay = replay_record(record, lexicon=lexicon)
    assert replay.error is None and replay.mismatches == []
    assert replay.tileset.name == language.tileset
    assert dict(zip((p.name for p in record.players), replay.final_scores)) == dict(zip(game.players, game.scores))
    letters = "".join(case.direct | case.by_slot)
    assert any(ch in line for line in lines if line.startswith(">") for ch in letters)
