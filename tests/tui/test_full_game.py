"""A whole game typed from the keyboard: every move of a seeded two-player game is
found by the move generator and entered key by key, through the curtain each time,
until a player goes out. The GCG record written beside the save then replays with the
same scores."""

from __future__ import annotations

import lzma

import pytest
from tui_helpers import make_session, run_async

from lexitile.games.crossword.engine import automaton, movegen
from lexitile.resources import data_path
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.board import BoardView
from pilot_keys import send_keys


def short_words() -> list[str]:
    """The shipped English words of 2-4 letters (a quick but playable lexicon)."""
    with lzma.open(data_path("wordlists", "en.txt.xz"), "rt", encoding="utf-8") as f:
        return [w for w in f.read().split() if len(w) <= 4]


@pytest.mark.slow
@run_async
async def test_a_game_typed_to_the_end(data_dir):
    lexicon = automaton.Automaton.build(short_words())
    session = make_session(data_dir, lexicon=lexicon)
    game = session.game
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        turns = 0
        while not session.finished:
            turns += 1
            assert turns < 80, "the game does not end"
            assert isinstance(app.screen, CurtainScreen)
            await send_keys(pilot, "enter")
            screen = app.screen
            assert isinstance(screen, GameScreen)
            move = movegen.best_move(game.board, game.rack, game.rules.tileset, lexicon)
            if move is None:
                await send_keys(pilot, "ctrl+p", "y")
                continue
            await pilot.click(screen.query_one(BoardView), offset=(2 + 3 * move.col + 1, 1 + move.row))
            if screen.table.draft.direction is not move.direction:
                await send_keys(pilot, "space")
            keys = []
            for _, _, tile in sorted(move.tiles):
                keys += ["?", tile] if tile.islower() else [tile.lower()]
            await send_keys(pilot, *keys)
            assert f"scores {move.score}" in screen.query_one("#preview").plain, (
                move,
                screen.query_one("#preview").plain,
            )
            await send_keys(pilot, "enter")
            assert [e for e in game.history if e.kind.is_turn][-1].score == move.score
        assert isinstance(app.screen, GameOverScreen)
        text = app.screen.result_text().plain
        assert "played out with the bag empty" in text
    assert game.outcome is not None and game.outcome.went_out is not None
    saved = load_saved(session.path)
    assert saved.finished and len(saved.moves) == game.turns_played()
    assert saved.replay(lexicon).scores == game.scores

    from lexitile.games.crossword.records.gcg import read_gcg
    from lexitile.games.crossword.records.replay import replay_record

    replay = replay_record(read_gcg(saved.gcg_path))
    assert replay.error is None
    assert replay.mismatches == []
    assert {m.typed and m.typed.value for m in saved.moves if m.kind == "play"} == {"across", "down"}
