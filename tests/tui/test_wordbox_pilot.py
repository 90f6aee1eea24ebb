"""The footer word box driven with real keys: it keeps the focus while the player types
(no letter meant for it lands on the board, Enter in it never plays), it gives the same
verdict and reason as ``lexitile check``, and keys arriving in one burst (a paste, a
slow SSH link) are applied in the order they came.

Seed 1, Ann and Bo (mattel): Ann first with ERZAGDO (DOZER fits, QUIZ does not).
"""

from __future__ import annotations

import pytest
from textual._xterm_parser import XTermParser
from textual.widgets import Input, Label
from tui_helpers import WORDS, make_game, run_async

from lexitile.commands.check import verdict as check_verdict
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.preview import PreviewView

SIZE = (80, 24)
LEXICON = WORDS | {"QUIZ", "DOZER", "DOZE", "ZED", "RAZED", "GRAZED", "ABD"}


def game_screen(app) -> GameScreen:
    return [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def box(app) -> Input:
    return game_screen(app).query_one("#word-input", Input)


def verdict(app) -> str:
    return str(game_screen(app).query_one("#word-verdict", Label).content)


async def quick_mode_on(pilot, word: str) -> None:
    """Past the curtain into the word box, ``word`` typed and Enter: quick mode."""
    await pilot.pause()
    await pilot.press("enter", "tab", "tab")
    await pilot.press(*word, "enter")
    await settle(pilot)


async def typed_in_the_box(pilot, typed: str) -> None:
    """Past the curtain, Tab twice to the word box, ``typed`` typed there key by key."""
    await pilot.pause()
    await pilot.press("enter", "tab", "tab")
    await pilot.press(*typed)
    await pilot.pause()


def burst(app, text: str) -> None:
    """Keys as the terminal sends them in one read: parsed by Textual's own parser and
    posted at once, before the app handles any of them."""
    for event in XTermParser().feed(text):
        app._driver.process_message(event)


@run_async
async def test_the_dozer_case_enter_in_the_word_box_never_plays(data_dir):
    """Enter, Tab Tab, ``quiz`` Enter (not on the rack), then ``dozer``: the letters go
    into the box, not onto the board, and Enter in the box plays nothing."""
    session = make_game(data_dir, lexicon=LEXICON)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("tab", "tab")
        await pilot.pause()
        assert box(app).has_focus
        await pilot.press(*"quiz", "enter")
        await settle(pilot)
        screen = game_screen(app)
        assert box(app).has_focus, "focus moved away from the word box"
        assert "not on your rack" in screen.query_one(PreviewView).plain
        await pilot.press(*"dozer")
        await settle(pilot)
        assert box(app).has_focus
        assert box(app).value == "dozer"  # Enter selected the word: the next one replaces it
        assert verdict(app) == "✓ valid"
        assert "not on your rack" not in screen.query_one(PreviewView).plain  # that was about QUIZ
        assert screen.table.draft.tiles == [], "letters typed in the word box landed on the board"
        await pilot.press("enter")
        await settle(pilot)
        assert session.game.history == [], "Enter in the word box played a move"
        assert box(app).has_focus


@run_async
async def test_enter_in_the_word_box_shows_the_places_and_only_the_board_plays(data_dir):
    session = make_game(data_dir, lexicon=LEXICON)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await quick_mode_on(pilot, "dozer")
        screen = game_screen(app)
        assert box(app).has_focus and screen.table.quick is not None and screen.table.draft.tiles
        shown = screen.query_one(PreviewView).plain
        assert "DOZER" in shown and "Esc" in shown  # how to get to the board to play it
        assert "Enter to play" not in shown  # not from here
        await pilot.press("enter")  # again in the box: still nothing is played
        await settle(pilot)
        assert session.game.history == []
        await pilot.press("backspace")  # the word changes: its places go
        await settle(pilot)
        assert box(app).value == "" and screen.table.quick is None and screen.table.draft.tiles == []
        await pilot.press(*"dozer", "enter")
        await settle(pilot)
        chosen = screen.table.quick[0].moves[screen.table.quick[1]]
        await pilot.press("escape")  # to the board, visibly: the placement stays
        await pilot.pause()
        assert screen.query_one(BoardView).has_focus and screen.table.quick is not None
        assert "Enter to play" in screen.query_one(PreviewView).plain
        await pilot.press("enter")
        await settle(pilot)
        first = session.game.history[0]
        assert first.score == chosen.score and "DOZER" in first.move_text


@run_async
async def test_a_coordinate_typed_with_the_word_shows_that_placement_only(data_dir):
    session = make_game(data_dir, lexicon=LEXICON)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await quick_mode_on(pilot, "h6 dozer")  # down from H6, through the start square
        screen = game_screen(app)
        assert verdict(app) == "✓ valid"  # the verdict is the word's, not the coordinate's
        assert sorted((t.row, t.col) for t in screen.table.draft.tiles) == [(r, 7) for r in range(5, 10)]
        assert len(screen.table.quick[0].moves) == 1 and screen.table.board_marks() == {}  # that one only
        for typed, told in (
            ("dozer 1a", "must cover the start square H8"),  # the coordinate may come last
            ("8m dozer", "DOZER at 8M runs off the board"),
            ("8z dozer", "8Z is no square of this board"),
        ):
            await pilot.press(*typed, "enter")  # Enter selected the last word: typing replaces it
            await settle(pilot)
            assert told in screen.query_one(PreviewView).plain
            assert screen.table.quick is None and screen.table.draft.tiles == []
        await pilot.press(*"8H DOZER", "enter", "escape", "enter")
        await settle(pilot)
        first = session.game.history[0]
        assert first.move_text.startswith("8H DOZER"), first.move_text
        # Bo, through the O as the history writes such a play: a dot for the tile there
        await pilot.press("enter", "tab", "tab", *"i7 t.")
        await settle(pilot)
        assert verdict(app) == "✓ valid"  # TO
        await pilot.press("enter", "escape", "enter")
        await settle(pilot)
        assert session.game.history[1].move_text.startswith("I7 T."), session.game.history[1].move_text


@run_async
async def test_ctrl_r_on_the_board_ends_quick_mode_and_recalls_its_tiles(data_dir):
    session = make_game(data_dir, lexicon=LEXICON)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await quick_mode_on(pilot, "dozer")
        await pilot.press("escape", "ctrl+r")  # to the board, then recall every tile
        await settle(pilot)
        screen = game_screen(app)
        assert screen.table.quick is None and screen.table.draft.tiles == []
        assert "Quick mode cancelled" in screen.query_one(PreviewView).plain
        await pilot.press("right")  # an arrow moves the cursor again, not to another place
        await settle(pilot)
        assert screen.table.quick is None and screen.table.draft.tiles == []


@pytest.mark.parametrize("typed", ["abc123", "x-ray", "don't", "a", "zone", "zon"])
@run_async
async def test_word_box_verdict_is_the_check_commands(typed, data_dir):
    """The box and ``lexitile check`` give the same verdict and the same reason."""

    class Lexicon(frozenset):
        language = "en"

    lexicon = Lexicon(LEXICON)
    _shown, valid, text = check_verdict(typed, lexicon)

    app = LexitileApp(make_game(data_dir, lexicon=lexicon), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await typed_in_the_box(pilot, typed)
        assert box(app).value == typed  # nothing typed is dropped
        assert verdict(app) == ("✓ " if valid else "✗ ") + text
        label = game_screen(app).query_one("#word-verdict", Label)
        assert (label.has_class("-valid"), label.has_class("-invalid")) == (valid, not valid)


@pytest.mark.parametrize(
    ("typed", "language", "told"),
    [
        ("straße", "de", "✓ valid as STRASSE"),  # ß is laid as SS (Mattel's German rules)
        ("Café", "en", "✓ valid as CAFE"),
        ("cafés", "en", "✗ not valid as CAFES"),
        ("coração", "pt_BR", "✓ valid as CORAÇAO"),  # Ç a tile of its own, the tilde dropped
        ("zone", "en", "✓ valid"),  # the letters typed are the tiles: nothing to add
    ],
)
@run_async
async def test_the_box_says_how_a_word_is_laid_when_its_tiles_differ(typed, language, told, data_dir):
    """A word typed with ß or accents is judged as it is laid; the box names that form,
    the one ``lexitile check`` prints."""

    lexicon = type("Lexicon", (frozenset,), {"language": language})(LEXICON | {"STRASSE", "CAFE", "CORAÇAO"})
    shown, _valid, _text = check_verdict(typed, lexicon)
    app = LexitileApp(make_game(data_dir, lexicon=lexicon), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await typed_in_the_box(pilot, typed)
        assert box(app).value == typed
        assert verdict(app) == told
        assert told.endswith(shown) or shown == typed.upper()


@run_async
async def test_a_long_word_with_its_coordinate_is_kept_whole(data_dir):
    """The box stopped at 20 characters and dropped the rest without a word: a 21-letter
    word of the largest board with its coordinate, or a long compound, lost its end."""
    typed = "21u donaudampfschifffahrt"  # 4 + 21 characters
    app = LexitileApp(make_game(data_dir, lexicon=LEXICON), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await typed_in_the_box(pilot, typed)
        assert box(app).value == typed


@run_async
async def test_a_burst_of_keys_in_the_word_box_keeps_its_order(data_dir):
    """``abc`` Backspace ``d`` in one read gives ``abd`` (Textual runs the Backspace
    binding after the next letter was inserted; the box applies editing keys at once)."""
    app = LexitileApp(make_game(data_dir, lexicon=LEXICON), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "tab", "tab")
        await pilot.pause()
        burst(app, "abc\x7fd")
        await settle(pilot)
        assert box(app).value == "abd"
        burst(app, "\x7f\x7f\x7fdozer\r")  # a pasted word and its Enter: quick mode, in order
        await settle(pilot)
        screen = game_screen(app)
        assert box(app).value == "dozer" and screen.table.quick is not None
        assert box(app).has_focus and app.screen is screen


@run_async
async def test_in_classic_mode_the_word_box_line_offers_no_quick_mode(data_dir):
    session = make_game(data_dir, lexicon=LEXICON, classic=True)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await quick_mode_on(pilot, "dozer")
        shown = game_screen(app).query_one(PreviewView).plain
        assert "Typing in the word box" in shown and "where the word fits" not in shown
        assert "Quick mode is off in classic mode" in shown
