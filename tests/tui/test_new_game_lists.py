"""The new-game screen names the word lists: the built-in lists by their titles and
the lists installed with ``lexitile lexicon add`` by their names; a list chosen by
name brings its language's tiles; the table may turn hints on in a game judged by
challenge and turn the German compound check off; and the game screen names the
word list in use."""

from __future__ import annotations

import re

from textual.widgets import Select
from tui_helpers import run_async

from league_offer import answer_profile_offer
from lexitile.lexicon.userlists import add_list
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.new_game import NewGameScreen, StateCheckbox
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.scores import ScoresView

SIZE = (80, 24)


def recording_loader(specs: list[str]):
    def load(spec: str):
        specs.append(spec)
        return frozenset({"ZA", "QI"})

    return load


async def pick(pilot, select_id: str, label: str) -> None:
    """Choose an entry of a drop-down list with the keys a player uses: Enter opens it,
    ↓ moves to the entry, Enter takes it."""
    select = pilot.app.screen.query_one(select_id, Select)
    labels = [str(option[0]) for option in select._options]
    assert label in labels, labels
    select.focus()
    await pilot.press("enter")
    await pilot.pause()
    current = [option[1] for option in select._options].index(select.value)
    steps = labels.index(label) - current
    await pilot.press(*(["down"] * steps if steps > 0 else ["up"] * -steps), "enter")
    await pilot.pause()


async def tick(pilot, box_id: str) -> None:
    box = pilot.app.screen.query_one(box_id, StateCheckbox)
    box.focus()
    await pilot.press("space")
    await pilot.pause()


async def start(pilot) -> None:
    await pilot.press("ctrl+s")
    await answer_profile_offer(pilot)
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.pause()


@run_async
async def test_the_built_in_lists_by_title_and_the_tiles_follow(data_dir):
    specs: list[str] = []
    app = LexitileApp(lexicon_loader=recording_loader(specs))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        labels = [str(o[0]) for o in app.screen.query_one("#word-list", Select)._options]
        assert "lexitile English, based on ENABLE and SCOWL" in labels
        await pick(pilot, "#word-list", "lexitile German, based on igerman98 and frami")
        assert app.screen.query_one("#word-list", Select).value == "de"
        await start(pilot)
        assert isinstance(app.screen, CurtainScreen), app.screen
        session = app.session
        assert specs == ["de"] and session.saved.lexicon == "de"
        assert session.game.rules.tileset.name == "german"


@run_async
async def test_an_installed_list_is_offered_by_name(data_dir, tmp_path):
    words = tmp_path / "mine.txt"
    words.write_text("za\nqi\nzoea\n", encoding="utf-8")
    add_list(words, "housewords", "en")
    specs: list[str] = []
    app = LexitileApp(lexicon_loader=recording_loader(specs))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        labels = [str(o[0]) for o in app.screen.query_one("#word-list", Select)._options]
        entry = next(label for label in labels if label.startswith("housewords"))
        assert "3 words" in entry
        await pick(pilot, "#word-list", entry)
        await start(pilot)
        assert specs == ["housewords"] and app.session.saved.lexicon == "housewords"


@run_async
async def test_a_list_in_another_language_than_the_one_chosen_brings_its_language(data_dir):
    specs: list[str] = []
    app = LexitileApp(lexicon_loader=recording_loader(specs))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pick(pilot, "#language", "Deutsch")
        await pick(pilot, "#word-list", "lexitile English, based on ENABLE and SCOWL")
        await start(pilot)
        assert specs == ["en"] and app.session.game.rules.tileset.name == "english"


@run_async
async def test_hints_on_and_the_compound_rule_are_table_options(data_dir):
    app = LexitileApp(lexicon_loader=recording_loader([]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pick(pilot, "#check", "Judged by challenge")
        assert not app.screen.query_one("#hints", StateCheckbox).value
        assert app.screen.query_one("#compounds", Select).value == "own"  # the rule set's: dictionary
        await tick(pilot, "#hints")
        await pick(pilot, "#compounds", "Compounds: attested")
        await start(pilot)
        session = app.session
        assert session.options.hints and session.allows_hints
        assert session.options.compounds == "attested" and session.game.rules.compound_words == "attested"
        assert "compounds: attested in running text (house rule)" in session.options.labels()


@run_async
async def test_the_game_screen_names_the_word_list(data_dir):
    app = LexitileApp(lexicon_loader=recording_loader([]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pick(pilot, "#language", "Deutsch")
        await start(pilot)
        await pilot.press("enter")  # lift the curtain
        await pilot.pause()
        scores = app.screen.query_one(ScoresView)
        region = scores.region
        lines = ["".join(s.text for s in strip) for strip in app.screen._compositor.render_strips()]
        shown = " ".join(line[region.x : region.right].strip() for line in lines[region.y : region.bottom])
        assert "lexitile German, based on igerman98 and frami" in re.sub(r"\s+", " ", shown)


def test_the_compound_option_is_kept_in_the_state_file_and_applied_to_the_rules():
    from lexitile.games.crossword import catalog
    from lexitile.play.table_options import GameOptions

    attested = GameOptions(compounds="attested")
    assert attested.to_json() == {"compounds": "attested"}
    assert GameOptions.from_json(attested.to_json()) == attested
    rules = catalog.load_rules("mattel")
    assert rules.compound_words == "dictionary" and attested.apply(rules).compound_words == "attested"
    # state files from before the rule had names: true is free, false dictionary (and a
    # German game without the key resumes as free: test_compound_rule_records.py)
    assert GameOptions.from_json({}).compounds is None
    assert GameOptions.from_json({"compounds": True}).compounds == "free"
    assert GameOptions.from_json({"compounds": False}).compounds == "dictionary"
