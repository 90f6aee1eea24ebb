"""The board game's screen at 80x24, 100x30 and 120x40, read as a person sees it (the
text of the screen's cells, not a widget's own state): nothing the player needs is
cut, and from 100x30 up the room is used.

- the live breakdown names every word a play forms, with its points, and the total;
- a message stands whole (wrapped, not cut mid-sentence), and so does the word box's
  verdict;
- the history keeps its points and total columns and its newest move, also with the
  unseen tiles open above it and beside the Palavras board (17 columns);
- the replay's move list keeps its points and totals;
- from 100x30 the board shows the values of the tiles on it, and from 120x40 the
  history and the breakdown stand side by side.

Seed 1, Ann and Bo (mattel): Ann ERZAGDO plays 8H GAZED for 36; Bo (NOTLECO) then
places NOTE at 9H under it, which forms NOTE, GN, AO, ZT and EE.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tui_helpers import WORDS, AnyWord, FakeClock, make_game, run_async

from lexitile.games.crossword.records.replay_model import load_replay
from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.placement import Placement
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.replay import MoveList
from lexitile.tui.screens.replay_app import ReplayApp
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.history import BreakdownView, HistoryView
from lexitile.tui.widgets.preview import PreviewView
from lexitile.tui.widgets.wordbox import WordBox

SIZES = [(80, 24), (100, 30), (120, 40)]
RECORD = Path(__file__).resolve().parents[1] / "data" / "replay" / "selfplay-7.gcg"


def screen_lines(app) -> list[str]:
    strips = app.screen._compositor.render_strips()
    return ["".join(segment.text for segment in strip) for strip in strips]


def region_text(app, widget) -> str:
    """What the screen shows where ``widget`` stands, its lines joined by spaces (a
    sentence wrapped over two lines reads whole; one cut at the edge does not)."""
    region = widget.region
    lines = screen_lines(app)[region.y : region.y + region.height]
    return " ".join(line[region.x : region.x + region.width].strip() for line in lines)


def game_screen(app) -> GameScreen:
    return [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]


async def lift(pilot) -> None:
    await pilot.pause()
    assert isinstance(pilot.app.screen, CurtainScreen)
    await pilot.press("enter")
    await pilot.pause()


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()


def play_down_column_h(session, moves: int) -> None:
    """``moves`` plays through the session, as players would make them: GAZED's G at
    H8, then one tile at a time down column H and then up it (every string is a word
    for :class:`AnyWord`)."""
    squares = [(r, 7) for r in range(8, 15)] + [(r, 7) for r in range(6, -1, -1)]
    for row, col in squares[:moves]:
        rack = session.game.racks[session.game.turn]
        tile = next((t for t in rack if t != "?"), None)
        tile = tile if tile is not None else "e"
        session.play(Placement.of([(row, col, tile)], Direction.DOWN))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@run_async
async def test_tile_values_from_100x30_and_the_live_breakdown_shows_every_word_and_the_total(data_dir, size):
    """After Ann's GAZED: the board shows the values of its tiles from 100x30 (and from
    120x40 the history and the breakdown side by side); then Bo's NOTE under it is
    broken down word by word while it is typed."""
    session = make_game(data_dir, lexicon=AnyWord())
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=size) as pilot:
        await lift(pilot)
        await pilot.press(*"gazed", "enter")
        await lift(pilot)
        board = region_text(app, game_screen(app).query_one(BoardView))
        values_shown = "Z₁₀" in board or re.search(r"\b2 +1 +10 +1 +2\b", board) is not None
        assert values_shown == (size != (80, 24)), board
        side_by_side = "-side-by-side" in game_screen(app).classes
        assert side_by_side == (size == (120, 40))
        if side_by_side:
            history = game_screen(app).query_one(HistoryView).region
            breakdown = game_screen(app).query_one(BreakdownView).region
            assert breakdown.x >= history.right and breakdown.y == history.y
        # Bo's cursor is at M8 after GAZED: down one, left five, to H9
        await pilot.press("down", *["left"] * 5, *"note")
        await settle(pilot)
        score = session.game.check_play(game_screen(app).table.draft.placement())
        assert len(score.words) == 5
        shown = region_text(app, game_screen(app).query_one(PreviewView))
        assert f"9H NOTE scores {score.total}" in re.sub(r"\s+", " ", shown)
        for word in score.words:
            # "ZT: 10+1 = 11" where there is room, "ZT 11" where there is not
            assert re.search(rf"\b{word.word}(: [^=]*=)? {word.score}\b", shown), (word.word, shown)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@run_async
async def test_a_message_is_shown_whole(data_dir, size):
    session = make_game(data_dir, lexicon=AnyWord())
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=size) as pilot:
        await lift(pilot)
        session.game.bag.tiles = session.game.bag.tiles[:6]  # the bag ran low
        await pilot.press("ctrl+x")
        await settle(pilot)
        shown = region_text(app, game_screen(app).query_one(PreviewView))
        message = "No exchange: exchanging needs at least 7 tiles in the bag; it holds 6."
        assert message.rstrip(".") in re.sub(r"\s+", " ", shown), shown


@run_async
async def test_the_word_box_verdict_is_whole_at_80_columns(data_dir):
    session = make_game(data_dir, lexicon=WORDS)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift(pilot)
        await pilot.press("tab", "tab", *"x-ray")
        await settle(pilot)
        box = game_screen(app).query_one(WordBox)
        assert "✗ not valid (hyphen)" in region_text(app, box)
        await pilot.press(*["backspace"] * 5, *"zone")
        await settle(pilot)
        assert "✓ valid" in region_text(app, box)
        assert box.region.height == 1  # a short verdict stays beside the box


def history_rows(app) -> str:
    return region_text(app, game_screen(app).query_one(HistoryView))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@run_async
async def test_the_history_keeps_its_totals_and_newest_move_with_the_unseen_tiles_open(data_dir, size):
    session = make_game(data_dir, ("Annabelle", "Bartholomew", "Cy", "Di"), lexicon=AnyWord())
    first = session.game.racks[session.game.turn]
    session.play(Placement.of([(7, 7, first[0]), (7, 8, first[1])], Direction.ACROSS))
    play_down_column_h(session, 14)
    newest = session.game.history[-1]
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=size) as pilot:
        await lift(pilot)
        for unseen_open in (False, True):
            if unseen_open:
                await pilot.press("ctrl+u")
                await settle(pilot)
            rows = history_rows(app)
            assert "Pts" in rows and "Tot" in rows, rows
            assert f"+{newest.score} {newest.cumulative}" in re.sub(r"\s+", " ", rows), (unseen_open, rows)
            assert newest.move_text.split()[0] in rows  # the newest move's coordinate


@run_async
async def test_the_history_keeps_its_points_and_whole_moves_beside_the_palavras_board(data_dir):
    """At 80x24 beside the 17-column board there is no room for a long name, a long
    move, the points and the running total: the running total gives way (the scores
    show the totals) rather than cut the move (``8G CO…``); the points stay."""
    session = make_game(data_dir, ("Annabelle", "Bartholomew"), rules="palavras", lexicon=AnyWord(), check="auto")
    rack = [t for t in session.game.racks[session.game.turn] if t != "?"]
    # a five-tile first play: a long move and a two-digit score
    session.play(Placement.of([(7, 6 + i, t) for i, t in enumerate(rack[:5])], Direction.ACROSS))
    app = LexitileApp(session, robot_pause=0, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await lift(pilot)
        event = session.game.history[-1]
        rows = re.sub(r"\s+", " ", history_rows(app))
        assert "Pts" in rows and f"{event.move_text} +{event.score}" in rows, rows
        assert "Tot" not in rows or f"+{event.score} {event.cumulative}" in rows, rows


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@run_async
async def test_the_replay_keeps_its_points_and_totals(size):
    model = load_replay(RECORD)
    app = ReplayApp(model, lexicon_loader=lambda spec: WORDS)
    async with app.run_test(size=size) as pilot:
        await pilot.press("end")
        await settle(pilot)
        shown = re.sub(r"\s+", " ", region_text(app, app.screen.query_one(MoveList)))
        assert "Pts" in shown and "Tot" in shown, shown
        last = model.rows[-1]
        assert f"{last.score:+d} {last.total}" in shown, shown


@run_async
async def test_the_history_breakdown_shows_every_word_of_a_bingo_at_80x24(data_dir):
    session = make_game(data_dir, lexicon=AnyWord())
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift(pilot)
        await pilot.press(*"gazed", "enter")
        await lift(pilot)
        # Bo's seven tiles from F9 under GAZED: the main word, five cross words, a bingo
        await pilot.press("down", *["left"] * 7, *"notleco", "enter")
        await lift(pilot)
        event = session.game.history[-1]
        assert event.breakdown is not None and len(event.breakdown.words) == 6 and event.breakdown.bingo
        shown = region_text(app, game_screen(app).query_one(BreakdownView))
        for word in event.breakdown.words:
            assert re.search(rf"\b{word.word}(: [^=]*=)? {word.score}\b", shown), (word.word, shown)
        assert "50" in shown and f"+{event.score}" in shown
