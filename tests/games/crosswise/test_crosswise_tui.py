"""Pilot tests of the Crosswise screen: real key presses and mouse clicks.

The tests are coroutines run by :func:`run_async` (the project has no pytest asyncio
plugin): each runs in its own event loop with ``asyncio.run``.
"""

from __future__ import annotations

import asyncio
import functools
import inspect

import pytest
from crosswise_helpers import position
from textual.widgets import Static

from lexitile.core.message import Message
from lexitile.games.crosswise.board import Side, parse_square
from lexitile.games.crosswise.files import load_components
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.moves import PlaceTile
from lexitile.play.crosswise import Session
from lexitile.play.crosswise_chooser import Step
from lexitile.tui.crosswise.app import CrosswiseApp
from lexitile.tui.crosswise.dialogs import GameOverScreen
from lexitile.tui.crosswise.replay import ReplayScreen
from lexitile.tui.crosswise.screens import CrosswiseScreen
from lexitile.tui.crosswise.widgets import CELL, LABEL, TOP, BoardView, HandView

SIZE = (100, 30)


def run_async(test):
    """Turn an ``async def`` test into a plain one (same fixtures)."""

    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        return asyncio.run(test(*args, **kwargs))

    wrapper.__signature__ = inspect.signature(test)  # type: ignore[attr-defined]
    return wrapper


def session_at(game, robots=None, players=("Ann", "Bo")):
    """A session (no record file) whose current game is ``game``."""
    match = Match(load_components(), list(players), seed=1)
    match.games[-1] = game
    return Session(match, robots or {}, path=None)


def square_offset(sq: int) -> tuple[int, int]:
    r, c = divmod(sq, 6)
    return LABEL + c * CELL + 2, TOP + r


async def settle(pilot, until, tries: int = 100) -> None:
    """Let the app process its messages until ``until()`` holds."""
    for _ in range(tries):
        if until():
            return
        await pilot.pause()
    raise AssertionError("the app did not get there")


def screen_of(app) -> CrosswiseScreen:
    """The table, under the curtain if one is up."""
    screen = next((s for s in reversed(app.screen_stack) if isinstance(s, CrosswiseScreen)), None)
    assert screen is not None, app.screen_stack
    return screen


def status_text(app) -> str:
    return str(screen_of(app).query_one("#status").render())


def status_codes(app) -> dict[str, Message]:
    """The status lines' messages by code."""
    return {m.code: m for m in screen_of(app).table.status()}


def played_counts(game):
    from lexitile.play.crosswise_messages import action_counts

    return action_counts(game)


async def move_cursor_to(pilot, screen, sq: int) -> None:
    r, c = divmod(sq, 6)
    cr, cc = divmod(screen.chooser.cursor, 6)
    for _ in range((r - cr) % 6):
        await pilot.press("down")
    for _ in range((c - cc) % 6):
        await pilot.press("right")
    assert screen.chooser.cursor == sq


@run_async
async def test_place_a_symbol_with_keys_then_the_curtain(comps):
    game = position(hands=["sun star cross triangle", "square square square square"])
    app = CrosswiseApp(session_at(game), robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # two people: Ann lifts the first curtain
        screen = screen_of(app)
        board = screen.query_one(BoardView)
        await pilot.press("1")  # the sun
        assert screen.chooser.step is Step.PLACE
        assert board.targets == frozenset(range(36))  # every empty square is legal
        await move_cursor_to(pilot, screen, parse_square("B2"))
        preview = status_codes(app)["crosswise.table.preview"]
        assert preview["move"] == Message("crosswise.table.move-place", {"tile": "sun", "square": "B2"})
        assert [(c["line"], c["side"], c["before"], c["after"]) for c in preview["changes"]] == [
            (Message("crosswise.table.row", {"label": "2"}), Message("crosswise.table.colour-rows"), 0, 0),
            (Message("crosswise.table.column", {"label": "B"}), Message("crosswise.table.colour-columns"), 0, 0),
        ]
        assert "sun B2: row 2 (Green) 0→0; column B (Orange) 0→0" in status_text(app)
        await pilot.press("enter")
        assert game.board[parse_square("B2")] == comps.tile("sun")
        assert [t.seat for t in game.history] == [0]
        # hotseat curtain: Bo's hand stays hidden until Enter
        hand = screen.query_one(HandView)
        assert screen.curtain == "Bo" and "Pass the keyboard to Bo" in hand.hidden_text
        await pilot.press("1")
        assert screen.chooser.slot is None  # keys do nothing behind the curtain
        await pilot.press("enter")
        assert screen.curtain is None and hand.hand == game.hands[1]


@run_async
async def test_preview_shows_both_lines_on_the_edges(comps):
    game = position(
        """
        O.....
        ......
        O.....
        ......
        ......
        ......
        """,
        hands=["sun star", "cross"],
    )
    app = CrosswiseApp(session_at(game), robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # two people: Ann lifts the first curtain
        screen = screen_of(app)
        board = screen.query_one(BoardView)
        await pilot.press("1")
        await move_cursor_to(pilot, screen, parse_square("A2"))
        previews = {str(line): v for line, v in board.preview.items()}
        assert previews == {"row 2": (0, 0), "column A": (1, 3)}
        rendered = str(board.render())
        assert "1→3" in rendered and "▼ Orange (columns)" in rendered and "◀Green" in rendered


@run_async
async def test_mouse_hover_click_hand_and_square(comps):
    game = position(hands=["sun star cross triangle", "square"])
    app = CrosswiseApp(session_at(game), robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # two people: Ann lifts the first curtain
        screen = screen_of(app)
        await pilot.click(HandView, offset=(3, 2))  # second tile: the star
        assert screen.chooser.slot == 1
        target = parse_square("E5")
        await pilot.hover(BoardView, offset=square_offset(target))
        await settle(pilot, lambda: screen.chooser.cursor == target)
        assert screen.chooser.candidate() == PlaceTile(comps.tile("star"), target)
        await pilot.click(BoardView, offset=square_offset(target))
        assert game.board[target] == comps.tile("star")


BOARD = """
O.....
.X....
......
......
......
......
"""


@run_async
async def test_mover_two_targets_highlighted(comps):
    game = position(BOARD, hands=["mover sun sun sun", "cross"], bag="triangle")
    app = CrosswiseApp(session_at(game), robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # two people: Ann lifts the first curtain
        screen = screen_of(app)
        board = screen.query_one(BoardView)
        await pilot.press("1")
        assert board.targets == {parse_square("A1"), parse_square("B2")}  # tiles to move
        await move_cursor_to(pilot, screen, parse_square("A1"))
        await pilot.press("enter")
        assert board.chosen == parse_square("A1")
        assert len(board.targets) == 34  # the empty squares
        await move_cursor_to(pilot, screen, parse_square("F6"))
        await pilot.press("space")
        assert game.board[parse_square("F6")] == comps.tile("sun")
        assert game.played[comps.tile("mover")] == 1
        counted = {m["tile"]: m["n"] for m in played_counts(game)}
        assert counted == {"remover": 0, "mover": 1, "swapper": 0, "replacer": 0}
        shown = str(screen.query_one("#played").render())
        assert "✖ remover 0/3" in shown and "↦ mover 1/3" in shown  # named where counted


@run_async
async def test_swapper_remover_replacer_and_escape(comps):
    game = position(BOARD, hands=["swapper remover replacer star", "cross", "sun", "sun"])
    app = CrosswiseApp(session_at(game, players=("Ann", "Bo", "Cy", "Di")), robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # two people: Ann lifts the first curtain
        screen = screen_of(app)
        board = screen.query_one(BoardView)
        # swapper: first tile, Escape steps back, then both tiles
        await pilot.press("1")
        await move_cursor_to(pilot, screen, parse_square("A1"))
        await pilot.press("enter")
        assert screen.chooser.step is Step.SWAP_SECOND and board.targets == {parse_square("B2")}
        await pilot.press("escape")
        assert screen.chooser.step is Step.SWAP_FIRST
        await pilot.press("escape")
        assert screen.chooser.step is Step.TILE
        # replacer: a symbol from the hand, then the board tile
        await pilot.press("3")
        assert screen.chooser.step is Step.REPLACE_SYMBOL
        assert screen.query_one(HandView).targets == {3}
        await pilot.press("4")
        assert board.targets == {parse_square("A1"), parse_square("B2")}
        await move_cursor_to(pilot, screen, parse_square("B2"))
        await pilot.press("enter")
        assert game.board[parse_square("B2")] == comps.tile("star")
        assert comps.tile("cross") in game.hands[0]


@run_async
async def test_refusals_are_shown_not_raised(comps):
    game = position(BOARD, hands=["sun sun", "cross"])
    app = CrosswiseApp(session_at(game), robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # two people: Ann lifts the first curtain
        screen = screen_of(app)
        await pilot.press("enter")
        assert screen.table.note == Message("crosswise.choose.tile-first", {"n": 2})
        await pilot.press("p")
        assert screen.table.note is not None and screen.table.note.code == "crosswise.must-play"
        await pilot.press("1")
        await move_cursor_to(pilot, screen, parse_square("A1"))
        await pilot.press("enter")
        assert screen.table.note == Message("crosswise.choose.not-empty", {"square": "A1"})
        assert screen.query_one("#status").has_class("error")
        assert game.history == []


@run_async
async def test_pass_when_nothing_can_be_played(comps):
    game = position(hands=["mover remover", "sun"])
    app = CrosswiseApp(session_at(game), robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # two people: Ann lifts the first curtain
        assert "crosswise.table.cannot-play" in status_codes(app)
        await pilot.press("p")
        assert len(game.history) == 1 and game.seat == 1


@run_async
async def test_robot_answers_and_a_seat_can_be_handed_over(comps):
    game = position(hands=["sun star cross triangle", "square square square square"])
    session = session_at(game, robots={"Bo": "hard"})
    app = CrosswiseApp(session, robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = screen_of(app)
        await pilot.press("1", "enter")
        await settle(pilot, lambda: len(game.history) == 2)
        assert game.history[1].seat == 1 and game.seat == 0
        assert screen.curtain is None  # one person: no curtain
        # a slow robot, so the hand-over can be taken back before it moves
        screen.robot_delay = 60
        await pilot.press("b")
        assert session.handed == set()  # asked first: nothing handed yet
        await pilot.press("y")
        assert session.robots == {"Bo": "hard", "Ann": "hard"} and session.handed == {"Ann"}
        await pilot.press("t")
        assert session.handed == set() and not session.is_robot(game.seat)
        await pilot.press("1")
        assert screen.chooser.slot == 0  # Ann plays again herself
        # handed over for good: her robot moves
        screen.robot_delay = 0
        await pilot.press("escape", "b", "y")
        await settle(pilot, lambda: len(game.history) >= 3)
        assert game.history[2].seat == 0
        session.take_back()
        assert session.robots == {"Bo": "hard"}


@run_async
async def test_robots_play_a_whole_game_to_the_game_over_screen(comps):
    match = Match(comps, ["R1", "R2", "R3"], seed=12)
    session = Session(match, {"R1": "hard", "R2": "easy", "R3": "medium"}, path=None)
    app = CrosswiseApp(session, robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen), tries=500)
        summary = str(app.screen.query_one("#summary").render())
        assert match.game.is_over
        result = screen_of(app).table.game_over()
        outcome = match.game.side_result
        if outcome.won_by_six:
            assert result[0].code == "crosswise.table.won-six"
        else:
            score = result[1]["score"]
            assert (score["columns"], score["rows"]) == (outcome.columns, outcome.rows)
            assert f"Orange (columns) {outcome.columns} – Green (rows) {outcome.rows}" in summary
        await pilot.press("q")
    assert app.return_code in (0, None)


@run_async
async def test_match_goes_on_to_the_next_game(comps):
    from lexitile.games.crosswise.table import MatchRule

    match = Match(comps, ["R1", "R2"], rule=MatchRule.from_text("sumof 2"), seed=3)
    session = Session(match, {"R1": "hard", "R2": "easy"}, path=None)
    app = CrosswiseApp(session, robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen), tries=500)
        await pilot.press("enter")
        await settle(pilot, lambda: len(match.games) == 2 and isinstance(app.screen, GameOverScreen), tries=500)
        assert match.is_over
        standing = next(m for m in screen_of(app).table.game_over() if m.code == "crosswise.table.standing-sumof")
        assert (standing["done"], standing["n"]) == (2, 2)
        assert "after 2 of 2 (sumof 2)" in str(app.screen.query_one("#summary").render())


@run_async
async def test_saved_after_every_turn_and_resumed(comps, tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    session = Session.new(["Ann", "Bo"], seed=21)
    app = CrosswiseApp(session, robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "1", "enter", "enter", "2", "right", "enter")
        assert len(session.game.history) == 2
        assert session.path is not None and session.path.read_text().count("\n1. Ann ") == 1
        await pilot.press("q", "y")
    resumed = Session.resume(session.path)
    assert resumed.game.board == session.game.board and resumed.game.seat == 0
    app = CrosswiseApp(resumed, robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        board = screen_of(app).query_one(BoardView)
        assert board.board == session.game.board
        assert "2. Bo" in str(screen_of(app).query_one("#log").render())


@run_async
async def test_replay_steps_through_the_record(comps):
    from lexitile.games.crosswise.robots import make_robot, play_game

    match = Match(comps, ["Ann", "Bo"], seed=4)
    play_game(match.game, [make_robot("hard"), make_robot("easy", 4)])
    n = len(match.game.history)
    app = CrosswiseApp(replay=match)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert screen.index == n  # the end
        await pilot.press("home")
        assert screen.index == 0 and all(t < 0 for t in screen.query_one(BoardView).board)
        await pilot.press("right", "right")
        _, game, caption = screen.frames[screen.index]
        assert caption.startswith("game 1, turn 2: Bo ") and len(game.history) == 2
        await pilot.press("pagedown")
        assert screen.index == min(12, n)
        await pilot.press("end", "left")
        assert screen.index == n - 1
        assert screen.query_one(BoardView).board == screen.frames[n - 1][1].board


@run_async
async def test_help_shows_the_rules_card(comps):
    from lexitile.games.crosswise.files import rules_card
    from lexitile.tui.shell.rules_card import RulesCard

    app = CrosswiseApp(session_at(position(hands=["sun", "star"])), robot_delay=0, card=rules_card())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "question_mark")  # Ann lifts the curtain, asks for the card
        assert isinstance(app.screen, RulesCard)
        assert "SIX ALIKE" in str(app.screen.query_one("#rules-card").render())
        await pilot.press("escape")
        assert isinstance(app.screen, CrosswiseScreen)


def test_app_needs_a_session_or_a_replay():
    with pytest.raises(ValueError):
        CrosswiseApp()


def test_side_labels():
    from lexitile.tui.crosswise.widgets import side_label

    assert side_label(Side.COLUMNS) == "Orange" and side_label(Side.ROWS) == "Green"


@run_async
async def test_quit_without_saving_says_so(comps):
    game = position(hands=["sun star cross triangle", "square square square square"])
    app = CrosswiseApp(session_at(game), robot_delay=0)  # no record file, as with --no-save
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # Ann lifts the curtain
        await pilot.press("q")
        question = str(app.screen.query_one(Static).render())
        assert "not being saved" in question and "saved after every turn" not in question


@run_async
async def test_the_game_summary_of_an_unsaved_match_does_not_promise_a_resume(comps):
    from lexitile.games.crosswise.table import MatchRule

    match = Match(comps, ["R1", "R2"], rule=MatchRule.from_text("sumof 2"), seed=3)
    session = Session(match, {"R1": "hard", "R2": "easy"}, path=None)  # as with --no-save
    app = CrosswiseApp(session, robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen), tries=500)
        hint = str(app.screen.query("Static").last().render())
        assert "can be resumed" not in hint and "not saved" in hint
