"""Fair play in challenge games, with real keys: the player on turn cannot test a phony
before playing it. The word box gives no verdict (it says why where the verdict would
stand), hints are off unless the table turned them on (the record says so), and quick
mode still shows where a typed word fits, valid or not, without a validity mark. In
auto-check games the box, hints and quick mode stay as they are.

Seed 1, Ann and Bo (mattel): Ann first with ERZAGDO.
"""

from __future__ import annotations

from textual.widgets import Input, Label
from tui_helpers import WORDS, make_game, run_async

from lexitile.games.crossword.engine.quickmode import placements_by_shape
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.preview import PreviewView
from lexitile.tui.widgets.wordbox import WordBox

SIZE = (80, 24)
#: GAZED is a word, ZERDA (on Ann's rack) is not, in this word list
LEXICON = WORDS | {"DOZER"}


def game_screen(app) -> GameScreen:
    return [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def to_word_box(pilot) -> None:
    await pilot.pause()
    assert isinstance(pilot.app.screen, CurtainScreen)
    await pilot.press("enter", "tab", "tab")
    await pilot.pause()


def verdict(app) -> str:
    return str(game_screen(app).query_one("#word-verdict", Label).content)


def preview(app) -> str:
    return game_screen(app).query_one(PreviewView).plain


@run_async
async def test_challenge_game_word_box_gives_no_verdict_and_says_why(data_dir):
    session = make_game(data_dir, lexicon=LEXICON, check="challenge")
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await to_word_box(pilot)
        box = game_screen(app).query_one("#word-input", Input)
        assert box.has_focus
        off = verdict(app)
        assert "challenge" in off  # the reason stands where the verdict would
        await pilot.press(*"gazed")
        await pilot.pause()
        assert box.value == "gazed" and verdict(app) == off and "valid" not in verdict(app)
        await pilot.press("backspace", "backspace", "backspace", "backspace", "backspace", *"zerda")
        await pilot.pause()
        assert verdict(app) == off  # a phony reads the same as a word
        assert not game_screen(app).query_one(WordBox).checks


@run_async
async def test_challenge_game_quick_mode_places_a_phony_with_no_validity_mark(data_dir):
    session = make_game(data_dir, lexicon=LEXICON, check="challenge")
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await to_word_box(pilot)
        await pilot.press(*"zerda", "enter")  # not a word: quick mode still finds its places
        await settle(pilot)
        screen = game_screen(app)
        assert screen.table.quick is not None and screen.table.draft.tiles
        shown = preview(app)
        assert "ZERDA" in shown and "not a word" not in shown and "valid" not in shown
        phony = len(screen.table.quick[0].moves)
        await pilot.press(*"gazed", "enter")  # Enter selected ZERDA: typing replaces it
        await settle(pilot)
        assert screen.table.quick is not None and len(screen.table.quick[0].moves) == phony  # same shape, same places


@run_async
async def test_challenge_game_hints_off_unless_the_table_turns_them_on(data_dir):
    session = make_game(data_dir, lexicon=LEXICON, check="challenge")
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await to_word_box(pilot)
        await pilot.press("escape", "ctrl+g")
        await settle(pilot)
        assert "Hint:" not in preview(app) and "challenge" in preview(app)
        assert session.saved.notes == {}

    other = make_game(data_dir, lexicon=LEXICON, check="challenge", hints=True, name="hinted")
    assert "hints allowed" in other.saved.options.labels()
    app = LexitileApp(other, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await to_word_box(pilot)
        await pilot.press("escape", "ctrl+g")
        await settle(pilot)
        assert "Hint:" in preview(app)
        await pilot.press(*"gazed", "enter")
        await pilot.pause()
    record = other.saved.gcg_path.read_text(encoding="utf-8")
    assert "hints allowed" in record.splitlines()[0] or "hints allowed" in record
    assert load_saved(other.path).options.hints


@run_async
async def test_palavras_word_box_gives_no_verdict(data_dir):
    session = make_game(data_dir, seed=4, rules="palavras", lexicon=LEXICON)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await to_word_box(pilot)
        await pilot.press(*"gazed")
        await pilot.pause()
        assert "valid" not in verdict(app) and "challenge" in verdict(app)


@run_async
async def test_auto_check_game_keeps_verdict_hints_and_quick_mode(data_dir):
    session = make_game(data_dir, lexicon=LEXICON)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await to_word_box(pilot)
        await pilot.press(*"zerda")
        await pilot.pause()
        assert verdict(app) == "✗ not valid"
        await pilot.press("enter")
        await settle(pilot)
        assert "is not a word" in preview(app) and game_screen(app).table.quick is None
        await pilot.press("escape", "ctrl+g")
        await settle(pilot)
        assert "Hint:" in preview(app)


def test_placements_by_shape_match_the_move_generator_for_words(tmp_path):
    """For a real word the shapes are exactly the generator's placements (same squares,
    same scores); a phony of the same letters gets places of the same shape."""
    import pytest

    automaton = pytest.importorskip("lexitile.games.crossword.engine.automaton")
    from lexitile.games.crossword.engine.quickmode import placements_of_word

    session = make_game(tmp_path, lexicon=LEXICON, check="challenge")
    game = session.game
    auto = automaton.Automaton.build(sorted(LEXICON))
    rules = game.rules
    by_lexicon = placements_of_word(
        game.board, list(game.rack), "gazed", rules.tileset, auto, LEXICON, rules.bingo_bonus, rules.rack_size
    )
    by_shape = placements_by_shape(game, "gazed")
    # on the empty board the generator lists the first play across only (down is its mirror)
    across = {(m.tiles, m.score) for m in by_shape.moves if not m.down}
    assert across == {(m.tiles, m.score) for m in by_lexicon.moves} and len(across) == 5
    mirrored = {(tuple((c, r, t) for r, c, t in m.tiles), m.score) for m in by_shape.moves if m.down}
    assert mirrored == across
    phony = placements_by_shape(game, "zerda")
    assert phony.moves and all(m.word.upper() == "ZERDA" for m in phony.moves)  # nothing played through
    assert placements_by_shape(game, "quiz").reason is not None  # not on the rack


def test_placements_by_shape_play_through_tiles_on_the_board(tmp_path):
    """After 8H GAZED, Bo (NOTLECO) places ZONE through the Z on J8: the same places
    and scores as the generator's for the real word; a phony through the same Z (ZOLE)
    gets places too, of the same shape."""
    import pytest

    automaton = pytest.importorskip("lexitile.games.crossword.engine.automaton")
    from lexitile.games.crossword.engine.quickmode import placements_of_word
    from lexitile.games.crossword.rules.placement import placement_from_notation

    words = LEXICON | {"ZONE", "ZONED", "COLT", "LOTS", "TOIL", "ON", "NO", "TO", "OE", "EN", "NE"}
    session = make_game(tmp_path, lexicon=words, check="challenge")
    game = session.game
    session.play(placement_from_notation(game.board, "8H", "GAZED"))
    session.accept()  # Bo accepts the play: Bo is on turn
    assert sorted(game.rack) == sorted("NOTLECO")
    auto = automaton.Automaton.build(sorted(words))
    rules = game.rules
    by_lexicon = placements_of_word(
        game.board, list(game.rack), "zone", rules.tileset, auto, words, rules.bingo_bonus, rules.rack_size
    )
    by_shape = placements_by_shape(game, "zone")
    assert by_lexicon.moves
    assert {(m.tiles, m.score) for m in by_shape.moves} == {(m.tiles, m.score) for m in by_lexicon.moves}
    assert all(m.word.startswith(".") for m in by_shape.moves)  # through the board's Z
    phony = placements_by_shape(game, "zole")
    assert phony.moves and all(m.word.startswith(".") and m.word[1:] == "OLE" for m in phony.moves)


def test_placements_by_shape_list_first_those_that_make_no_other_word(tmp_path):
    """Under challenge rules quick mode judges no word, and every cross word a placement
    makes is one more word the player has not vouched for: a new player played the top
    suggestion and lost the turn to a challenged cross word. After 8H GAZED, COLE goes
    first through GAZED's E (K5 COL., no other word, 12 points), then the placements
    that hook GAZED (up to 32 points), each group best score first."""
    from lexitile.games.crossword.rules.placement import placement_from_notation
    from lexitile.games.crossword.rules.validate import check_placement

    words = LEXICON | {"COLE"}
    session = make_game(tmp_path, lexicon=words, check="challenge")
    game = session.game
    session.play(placement_from_notation(game.board, "8H", "GAZED"))
    session.accept()
    found = placements_by_shape(game, "cole")
    rules = game.rules

    def others(move) -> int:
        checked = check_placement(
            game.board, move.placement, rules.tileset, list(game.rack), None, rules.first_play_min_tiles
        )
        return len(checked.words) - 1

    ranked = [(others(m), -m.score) for m in found.moves]
    assert ranked == sorted(ranked)
    assert found.moves[0].notation == "K5 COL." and ranked[0] == (0, -12)
    assert max(m.score for m in found.moves) > 12  # better scores that hook GAZED come later
    assert found.message.code == "quick.placements-fewest-words"
