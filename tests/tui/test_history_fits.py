"""The game's history at 80x24 beside the 17-column Palavras board: a narrow panel
gives up the running total (the scores show the totals) before it cuts a move, so
the moves stay whole (``4K RU…`` was shown while the total column took the room)."""

from __future__ import annotations

from textual.geometry import Region
from tui_helpers import AnyWord, make_game, run_async

from lexitile.tui.app import LexitileApp
from lexitile.tui.describe import history_move
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.history import MOVE_FLOOR, HistoryView
from pilot_keys import settle
from privacy_frames import screen_text


def drawn_rows(history: HistoryView) -> list[str]:
    """The history's lines as drawn at its size."""
    return [strip.text for strip in history.render_lines(Region(0, 0, history.size.width, history.size.height))]


@run_async
async def test_a_long_move_stays_whole_beside_the_palavras_board(data_dir):
    session = make_game(data_dir, rules="palavras", lexicon=AnyWord())
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        rack = "".join(session.game.racks[session.game.turn]).replace("?", "")
        await pilot.press(*rack.lower(), "enter")  # the whole rack across the start square
        for _ in range(10):
            await pilot.pause()
            if session.game.history:
                break
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        history = screen.query_one(HistoryView)
        await pilot.pause()
        move = history_move(session.game.history[-1])
        assert len(move) >= 9, move
        rows = drawn_rows(history)
        assert any(move in row for row in rows), (move, rows)
        assert not any("…" in row for row in rows), rows


@run_async
async def test_names_that_differ_at_the_end_are_shown_whole_at_80x24(data_dir):
    """``Player 1`` and ``Player 2`` were both shown as ``Player``: the table held six
    characters of a name although the panel had room for the whole of it."""
    from lexitile.games.crossword.rules.coords import Direction
    from lexitile.games.crossword.rules.placement import Placement

    session = make_game(data_dir, ("Player 1", "Player 2"), lexicon=AnyWord())
    first = session.game.racks[session.game.turn]
    session.play(Placement.of([(7, 7, first[0]), (7, 8, first[1])], Direction.ACROSS))
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        history = screen.query_one(HistoryView)
        await pilot.pause()
        rows = drawn_rows(history)
        assert any("Player 1" in row for row in rows), rows


@run_async
async def test_a_wide_terminal_shows_whole_names_and_totals_in_the_history(data_dir):
    """At 120x40 the history sits beside the breakdown and is as wide as its content:
    it was held to the width of its first, empty rows (``Ma…``, no totals) however much
    room the panel had."""
    from lexitile.games.crossword.rules.coords import Direction
    from lexitile.games.crossword.rules.placement import Placement

    session = make_game(data_dir, ("Ann", "Maximiliane"), lexicon=AnyWord())
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        first = session.game.racks[session.game.turn]
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        screen.session.play(Placement.of([(7, 7, first[0]), (7, 8, first[1])], Direction.ACROSS))
        screen.session.pass_turn()
        screen.redraw()
        history = screen.query_one(HistoryView)
        await settle(pilot, lambda: len(history.events) == 2)
        await pilot.pause()
        rows = drawn_rows(history)
        assert "Tot" in rows[0], rows
        assert any("Maximiliane" in row for row in rows), rows
        assert not any("…" in row for row in rows), rows


def test_challenge_and_clock_lines_are_worded_in_the_interface_language():
    """The history showed GCG's ``(challenge)`` and ``(time)`` in every language, and cut
    ``(challenge)`` to ``(challeng…`` in a narrow panel: the words, without brackets."""
    from dataclasses import replace

    from lexitile.games.crossword.catalog import load_rules
    from lexitile.games.crossword.rules.events import EventKind
    from lexitile.games.crossword.rules.game import Game
    from lexitile.i18n import set_ui_language

    turn = Game(load_rules("mattel"), ["Ann", "Bo"], seed=1).pass_turn()
    kinds = (EventKind.CHALLENGE_PENALTY, EventKind.TIME_PENALTY, EventKind.WITHDRAWN)
    lines = [replace(turn, kind=kind) for kind in kinds]
    assert [history_move(e) for e in lines] == ["challenge", "time", "withdrawn"]  # not GCG's "--"
    assert all(len(history_move(e)) <= MOVE_FLOOR for e in lines)
    set_ui_language("de")
    try:
        assert [history_move(e) for e in lines] == ["Anfechtung", "Zeit", "zurück"]
        set_ui_language("pt_BR")
        assert history_move(lines[2]) == "retirada"
    finally:
        set_ui_language("en")


@run_async
async def test_behind_the_curtain_long_names_leave_the_points_in_view(data_dir):
    session = make_game(data_dir, ("Maximiliane Wolkenst", "Bartholomäus Fitzger"), lexicon=AnyWord())
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        await pilot.press("ctrl+p", "y")  # Maximiliane passes: the curtain for Bartholomäus
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.pause()
        lines = screen_text(app).splitlines()
    header = next(line for line in lines if "Who" in line and "Move" in line)
    assert header.rstrip().endswith("Tot"), header  # not cut after the names
    assert any("Maximiliane…" in line and "+0" in line for line in lines), lines
