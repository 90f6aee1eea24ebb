"""The word box says why (F2, named in the footer while the box has the focus), as
``lexitile check --why`` does, at 80x24: German games by the house rules and by the rule text."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Label
from tui_helpers import AnyWord, bottom_line, make_game, run_async

from lexitile.i18n import set_ui_language
from lexitile.lexicon import load_lexicon
from lexitile.lexicon.compounds import CompoundLexicon
from lexitile.lexicon.why import explain
from lexitile.text.render import render
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from privacy_frames import screen_text

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def english_afterwards():
    """A test here may play in German; the tests after it in this process see English."""
    yield
    set_ui_language("en")


class BuildsEisbad:
    """Stands in for hunspell (whose load takes seconds): builds EISBAD and AFFENEI only."""

    def accepts(self, tiles: str) -> bool:
        return tiles in {"EISBAD", "AFFENEI"}


def german_game(data_dir, rule: str = "attested"):
    static = load_lexicon("de", compounds="off")
    lexicon = CompoundLexicon(static, BuildsEisbad, mode="lazy", denylist=())
    session = make_game(data_dir, lexicon=lexicon, compounds=rule)
    assert session.game.lexicon.wait(10)
    return session


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def shown(app) -> str:
    screen = [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]
    return str(screen.query_one("#word-verdict", Label).content)


def left_column(app) -> str:
    """The board's column of the screen as a person reads it: its lines' words in order."""
    return " ".join(" ".join(line.split("▏")[0].split()) for line in screen_text(app).splitlines())


async def to_the_word_box(pilot) -> None:
    """Lift the curtain and Tab to the word box, as a player does."""
    await pilot.pause()
    await pilot.press("enter")  # lift the curtain
    await pilot.pause()
    await pilot.press("tab", "tab")
    await pilot.pause()
    app = pilot.app
    assert app.focused is not None and app.focused.id == "word-input"


@run_async
async def test_f2_in_the_word_box_says_why(data_dir):
    session = german_game(data_dir)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await to_the_word_box(pilot)
        assert "f2 Why" in bottom_line(app)  # the footer names the key at 80 columns
        await pilot.press(*"eisbad")
        await settle(pilot)
        assert shown(app) == "✓ valid (attested compound)"
        await pilot.press("f2")
        await settle(pilot)
        why = shown(app)
        assert why == "✓ " + render(explain("EISBAD", session.game.lexicon)[1])
        assert "(EIS + BAD)" in why and "house rule 'attested'" in why
        await pilot.press(*"x")  # another word: the short verdict again
        await settle(pilot)
        assert shown(app) == "✗ not valid"
        for _ in range(7):
            await pilot.press("backspace")
        await pilot.press(*"affenei", "f2")
        await settle(pilot)
        assert "no running text attests it" in shown(app)  # hunspell builds it, no corpus uses it
        assert app.screen.query_one("#word-input", Input).value == "affenei"
        for _ in range(7):
            await pilot.press("backspace")
        await pilot.press(*"häuser", "f2")
        await settle(pilot)
        assert "an inflection of the headword HAUS" in shown(app)  # the list's headword map


@run_async
async def test_f2_is_not_offered_where_words_are_judged_only_when_challenged(data_dir):
    """A new player pressed F2 in a challenge game's word box: the footer offered "Why"
    and nothing happened, since the box gives no verdict there."""
    session = make_game(data_dir, lexicon=AnyWord(), check="challenge")
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await to_the_word_box(pilot)
        assert "f2 Why" not in bottom_line(app)
        assert "Esc" in bottom_line(app) or "^q Quit" in bottom_line(app)  # the footer is there


@run_async
async def test_a_long_reason_is_shown_whole_at_80x24(data_dir):
    """A new player's F2 at 80x24 in German: the reason ran to four lines and its last
    two were cut off at the bottom of the board's column. It is shown whole, over the
    hint above the box."""
    set_ui_language("de")
    session = german_game(data_dir, "dictionary")
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await to_the_word_box(pilot)
        await pilot.press(*"hausbooot", "f2")
        await settle(pilot)
        why = shown(app)
        assert why.startswith("✗ ungültig: nicht in der Wortliste lexitile Deutsch")
        verdict = app.screen.query_one("#word-verdict", Label)
        left = app.screen.query_one("#left")
        assert verdict.region.height >= 4  # the reason needs four lines at this width
        rack = app.screen.query_one("#rack")
        assert verdict.region.y - 1 >= rack.region.bottom  # the rack stays in sight
        assert verdict.region.bottom <= left.region.bottom  # and every one is on the screen
        text = left_column(app)
        assert "nur ihre Stichwörter und Beugungen (laut Regeltext)" in text
        # a word of 16 letters: the other long reason of the rule, whole too
        for _ in range(9):
            await pilot.press("backspace")
        await pilot.press(*"donaudampfschiff", "f2")
        await settle(pilot)
        assert shown(app).startswith("✗ ungültig: über 15 Buchstaben")
        text = left_column(app)
        assert "(Kompositaregel „Wörterbuch“)" in text
        # back to the board: the short verdict again, the play's preview above it in sight
        await pilot.press("escape")
        await settle(pilot)
        assert app.focused is not None and app.focused.id == "board"
        assert shown(app) == "✗ ungültig"
        assert app.screen.query_one("#word-verdict", Label).region.height <= 1


@run_async
async def test_on_a_board_taller_than_the_screen_the_rack_keeps_its_line(data_dir, tmp_path):
    """The 21x21 board at 80x24 leaves the rack the screen's last line; the word box,
    below it, gives way (a word box laid over the column's bottom hid the rack)."""
    rules = tmp_path / "super.toml"
    rules.write_text('name = "super"\ntitle = "Super"\nboard = "super21"\ntiles = "english"\n')
    session = make_game(data_dir, lexicon=AnyWord(), rules=str(rules))
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # lift the curtain
        await settle(pilot)
        rack = "".join(session.game.racks[0])
        shown_rack = left_column(app).split("Ann", 1)[-1]
        assert all(letter in shown_rack for letter in rack), (rack, shown_rack)


@run_async
async def test_a_word_typed_with_sharp_s_is_named_as_it_is_laid_in_german(data_dir):
    """Mattel's German text lays ß as SS: the German box says which word it judged."""
    set_ui_language("de")
    app = LexitileApp(german_game(data_dir, "dictionary"), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await to_the_word_box(pilot)
        await pilot.press(*"straße")
        await settle(pilot)
        assert shown(app) == "✓ gültig als STRASSE"
        await pilot.press("x")
        await settle(pilot)
        assert shown(app) == "✗ ungültig als STRASSEX"
