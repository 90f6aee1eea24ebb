"""The game keeps working whatever the terminal does (issue #8): resized during a game
(also behind the curtain and with a dialog open), made smaller than the 80x24 the
screen is drawn for and grown again, ``NO_COLOR=1``, and ``TERM`` unset or unknown.

Two kinds of test: Textual's pilot (``App.run_test(size=...)`` and
``pilot.resize_terminal``), as in ``tests/tui``; and the real command in a pty
(``crash_harness.Terminal``), where the window size is changed with ``TIOCSWINSZ`` and
``SIGWINCH`` and the environment is exactly what a user's shell would pass.

Seed 1, Ann and Bo: Ann moves first with ERZAGDO; GAZED at 8H scores 36.
"""

from __future__ import annotations

import asyncio
import fcntl
import functools
import html
import os
import re
import signal
import struct
import sys
import termios
import time
from pathlib import Path

import pytest

from lexitile.savegame import load_saved

#: real processes and whole games: run with the slow tests
pytestmark = pytest.mark.slow

pytest.importorskip("pty")

WORDS = frozenset({"GAZED", "ZONE", "ZONED", "ZA", "AG", "OD", "ON", "NO", "TO", "DOG", "GOAD", "RAG"})
SIZE = (80, 24)


def run_async(test):
    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        asyncio.run(test(*args, **kwargs))

    return wrapper


def make_session(data_dir: Path):
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup

    setup = GameSetup(("Ann", "Bo"), rules="mattel", lexicon="test-words", seed=1)
    return Session.start(setup, WORDS, path=data_dir / "games" / "game.json")


def game_screen(app):
    from lexitile.tui.screens.game import GameScreen

    return [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]


def preview(app) -> str:
    from lexitile.tui.widgets.preview import PreviewView

    return game_screen(app).query_one(PreviewView).plain


def screen_text(app) -> str:
    """What the terminal shows, as plain text (from the SVG screenshot)."""
    svg = re.sub(r"<style>.*?</style>", " ", app.export_screenshot(), flags=re.DOTALL)
    text = html.unescape(re.sub(r"<[^>]+>", " ", svg)).replace("\xa0", " ")
    return re.sub(r"\s+", " ", text)


async def lift_curtain(pilot) -> None:
    from lexitile.tui.screens.game import GameScreen
    from lexitile.tui.shell.curtain import CurtainScreen

    await pilot.pause()
    assert isinstance(pilot.app.screen, CurtainScreen)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, GameScreen)


async def resize(pilot, width: int, height: int) -> None:
    await pilot.resize_terminal(width, height)
    await pilot.pause()
    await pilot.pause()


# --------------------------------------------------------------------------- pilot
@run_async
async def test_resizing_during_a_game_keeps_the_draft_and_the_game(data_dir):
    from lexitile.tui.app import LexitileApp
    from lexitile.tui.shell.curtain import CurtainScreen
    from lexitile.tui.widgets.board import BoardView

    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await lift_curtain(pilot)
        await pilot.press(*"gaz")
        await pilot.pause()
        board = game_screen(app).query_one(BoardView)
        # the large board (4x2 squares) from 98x39 up (docs/tui.md)
        sizes = [
            (120, 40, True),
            (98, 39, True),
            (97, 39, False),
            (98, 38, False),
            (81, 25, False),
            (200, 60, True),
            (80, 24, False),
            (132, 43, True),
        ]
        for width, height, large in sizes:
            await resize(pilot, width, height)
            assert app.size == (width, height)
            assert [t.tile for t in game_screen(app).table.draft.tiles] == ["G", "A", "Z"]
            assert board.large is large, (width, height)
            assert "not in the lexicon: GAZ" in preview(app)
        await pilot.press("e", "d")
        await pilot.pause()
        assert "✓ 8H GAZED  scores 36" in preview(app)
        await resize(pilot, 80, 24)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        await resize(pilot, 100, 30)  # behind the curtain
        await resize(pilot, 80, 24)
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.scores == [36, 0]
        assert [m.notation for m in load_saved(session.path).moves] == ["8H GAZED"]


@run_async
async def test_resizing_with_a_dialog_open(data_dir):
    from lexitile.tui.app import LexitileApp
    from lexitile.tui.screens.exchange import ExchangeScreen
    from lexitile.tui.shell.rules_card import RulesCard

    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await lift_curtain(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesCard)
        for size in [(60, 18), (120, 40), (80, 24)]:
            await resize(pilot, *size)
            assert any(isinstance(s, RulesCard) for s in app.screen_stack)
        assert isinstance(app.screen, RulesCard)
        await pilot.press("escape")
        await pilot.press("ctrl+x")
        await pilot.pause()
        assert isinstance(app.screen, ExchangeScreen)
        await pilot.press("z")
        for size in [(50, 12), (140, 50), (80, 24)]:
            await resize(pilot, *size)
            dialogs = [s for s in app.screen_stack if isinstance(s, ExchangeScreen)]
            assert len(dialogs) == 1 and dialogs[0].tiles == "Z"
        assert isinstance(app.screen, ExchangeScreen)
        await pilot.press("enter")
        await pilot.pause()
        saved = load_saved(session.path)
        assert [(m.kind, m.move and m.move.tiles) for m in saved.moves] == [("exchange", "Z")]


TINY = [(79, 23), (60, 20), (40, 12), (20, 6), (10, 3), (1, 1)]


@run_async
async def test_a_terminal_smaller_than_80x24_does_not_stop_the_game(data_dir):
    """At any size down to 1x1 the app keeps running and the tiles already placed stay;
    when the terminal grows back, the same game goes on and a move is played and saved.
    (No key is typed while the terminal is too small: a "too small" notice may
    rightly take the keys then.)"""
    from lexitile.tui.app import LexitileApp
    from lexitile.tui.shell.curtain import CurtainScreen

    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await lift_curtain(pilot)
        await pilot.press("g", "a")
        await pilot.pause()
        for width, height in TINY:
            await resize(pilot, width, height)
            assert app.is_running
        await resize(pilot, 80, 24)
        assert [t.tile for t in game_screen(app).table.draft.tiles] == ["G", "A"]
        await pilot.press("z", "e", "d")
        await pilot.pause()
        assert "✓ 8H GAZED  scores 36" in preview(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        assert [m.notation for m in load_saved(session.path).moves] == ["8H GAZED"]


@run_async
async def test_a_terminal_smaller_than_the_minimum_shows_a_clear_message(data_dir):
    from lexitile.tui.app import LexitileApp

    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await lift_curtain(pilot)
        assert not re.search(r"too small", screen_text(app), re.IGNORECASE)
        await resize(pilot, 60, 20)
        text = screen_text(app)
        assert re.search(r"too small", text, re.IGNORECASE) and re.search(r"80\s*x\s*24", text), text
        await resize(pilot, 80, 24)
        assert not re.search(r"too small", screen_text(app), re.IGNORECASE)


@run_async
async def test_no_color_environment_variable(data_dir, monkeypatch):
    """Textual reads ``NO_COLOR`` when the app is made; the game plays as usual."""
    from lexitile.tui.app import LexitileApp

    monkeypatch.setenv("NO_COLOR", "1")
    session = make_session(data_dir)
    app = LexitileApp(session)
    assert app.no_color
    async with app.run_test(size=SIZE) as pilot:
        await lift_curtain(pilot)
        await pilot.press(*"gazed")
        await pilot.pause()
        assert "✓ 8H GAZED  scores 36" in preview(app)
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.scores == [36, 0]


# --------------------------------------------------------------------------- pty
GREYS_256 = {0, 7, 8, 15, 16, 59, 102, 145, 188, 231, *range(232, 256)}


def colours(output: bytes) -> set[tuple[str, ...]]:
    """Every colour the output sets: ("256", N), ("rgb", r, g, b) or ("16", code)."""
    found: set[tuple[str, ...]] = set()
    for params in re.findall(rb"\x1b\[([0-9;]*)m", output):
        parts = [int(p) for p in params.split(b";") if p]
        i = 0
        while i < len(parts):
            p = parts[i]
            if p in (38, 48) and i + 2 < len(parts) and parts[i + 1] == 5:
                found.add(("256", str(parts[i + 2])))
                i += 3
            elif p in (38, 48) and i + 1 < len(parts) and parts[i + 1] == 2:
                found.add(("rgb", *map(str, parts[i + 2 : i + 5])))
                i += 5
            else:
                if 30 <= p <= 37 or 40 <= p <= 47 or 90 <= p <= 97 or 100 <= p <= 107:
                    found.add(("16", str(p)))
                i += 1
    return found


def is_grey(colour: tuple[str, ...]) -> bool:
    kind, *values = colour
    if kind == "256":
        return int(values[0]) in GREYS_256
    if kind == "rgb":
        return len(set(values)) == 1
    return int(values[0]) in (30, 37, 40, 47, 90, 97, 100, 107)


def pty_env(tmp_path: Path, **changes: str | None) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        LEXITILE_DATA_DIR=str(tmp_path / "data"),
        HOME=str(tmp_path),
        PYTHONPATH=str(Path(__file__).resolve().parents[2] / "src") + os.pathsep + os.environ.get("PYTHONPATH", ""),
        TERM="xterm-256color",
    )
    for key in ("NO_COLOR", "COLORTERM"):
        env.pop(key, None)
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def set_size(term, cols: int, rows: int) -> None:
    """Resize the pty and tell the app, as a terminal emulator does (the app runs in its
    own session without a controlling terminal, so the harness sends the SIGWINCH)."""
    fcntl.ioctl(term.master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    os.killpg(term.proc.pid, signal.SIGWINCH)
    term.quiet(0.15)


def play_gazed_and_quit(term, resizes: list[list[tuple[int, int]]] = ()) -> None:
    """Lift the curtain, type GAZED (after the i-th letter, the terminal goes through
    the sizes ``resizes[i]`` and back to 80x24), play it, then quit with ctrl+q and y;
    the process must end with status 0."""
    term.wait_for(b"Pass to Ann", 0, timeout=30)
    term.quiet(0.1)
    start = len(term.out)
    term.write(b"\r")
    term.wait_for(b"Type letters", start, timeout=10)
    for i, letter in enumerate(b"gazed"):
        term.write(bytes([letter]))
        if i < len(resizes):
            for size in resizes[i]:
                set_size(term, *size)
            set_size(term, 80, 24)
    term.quiet(0.2)
    start = len(term.out)
    term.write(b"\r")
    term.wait_for(b"Pass to Bo", start, timeout=10)
    term.quiet(0.1)
    start = len(term.out)
    term.write(b"\x11")  # ctrl+q
    term.wait_for(b"Quit?", start, timeout=10)
    term.write(b"y")
    # Keep reading while the app exits: its last writes (restoring the terminal) block
    # once the pty's buffer is full, so waiting without reading can deadlock.
    deadline = time.monotonic() + 60
    while term.proc.poll() is None and time.monotonic() < deadline:
        term.pump(0.1)
    rc = term.proc.poll()
    assert rc is not None, "the app did not exit within 60 s of quitting"
    while term.pump(0.1):
        pass
    assert rc == 0, term.out[-500:]


def only_game(tmp_path: Path):
    states = sorted((tmp_path / "data" / "games").glob("*.json"))
    assert len(states) == 1
    return load_saved(states[0])


@pytest.mark.parametrize(
    "changes",
    [
        {"TERM": None},
        {"TERM": "xterm-unknown"},
        {"TERM": "dumb"},
        {"NO_COLOR": "1"},
    ],
    ids=["TERM-unset", "TERM-unknown", "TERM-dumb", "NO_COLOR"],
)
def test_the_real_command_plays_with_this_terminal(changes, tmp_path):
    from crash_harness import Terminal

    env = pty_env(tmp_path, **changes)
    term = Terminal([sys.executable, "-m", "lexitile", "play", "--players", "Ann,Bo", "--seed", "1"], env)
    try:
        play_gazed_and_quit(term)
    finally:
        term.close()
    saved = only_game(tmp_path)
    assert [m.notation for m in saved.moves] == ["8H GAZED"] and saved.scores == [36, 0]
    assert b"Traceback" not in term.out
    if "NO_COLOR" in changes:
        coloured = sorted(c for c in colours(term.out) if not is_grey(c))
        assert not coloured, f"colours under NO_COLOR=1: {coloured[:10]}"
    else:
        # with TERM unset, unknown or dumb the app still draws the board (its labels are text)
        assert b"TW" in term.out and b"GAZED" in term.out


def test_the_real_command_survives_resizes_down_to_1x1(tmp_path):
    """SIGWINCH with sizes from 200x60 down to 1x1 between the letters of a word (each
    letter typed at 80x24); the move is played and saved."""
    from crash_harness import Terminal

    env = pty_env(tmp_path)
    term = Terminal([sys.executable, "-m", "lexitile", "play", "--players", "Ann,Bo", "--seed", "1"], env)
    try:
        play_gazed_and_quit(term, resizes=[[(200, 60)], [(40, 12), (1, 1)], [(79, 23), (10, 3)], [(132, 43)]])
    finally:
        term.close()
    assert [m.notation for m in only_game(tmp_path).moves] == ["8H GAZED"]
    assert b"Traceback" not in term.out
