"""The hint's last step (ctrl+g three times): the top plays with equity and leave, the
exchange advice, the note in the saved game, and hints off in challenge games unless
the table turns them on. Equities are recomputed here from the leave table and the
scores shown, not taken from the coach."""

from __future__ import annotations

import itertools
import re

from textual.widgets import Static
from tui_helpers import WORDS, make_session, run_async

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.coach import coach
from lexitile.games.crossword.engine.leaves import load_leaves
from lexitile.games.crossword.engine.quickmode import Hint
from lexitile.games.crossword.rules.game import Game
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.play.hints import LAST_STEP, hint_note
from lexitile.play.table_options import GameOptions
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.hint_advice import HintAdviceScreen, advice_text
from lexitile.tui.widgets.preview import PreviewView

ROW = re.compile(r"^(\d)\. (\S+ \S+)\s+(\d+)\s+(\S+)\s+(-?\d+\.\d)$")


async def lift(pilot) -> None:
    await pilot.pause()
    await pilot.press("enter")  # the curtain
    await pilot.pause()


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


@run_async
async def test_last_step_lists_the_top_plays_by_equity_and_typing_goes_on_to_the_game(data_dir) -> None:
    session = make_session(data_dir)
    leaves = load_leaves(session.game.rules.tileset)
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift(pilot)
        for _ in range(3):
            await pilot.press("ctrl+g")
            await settle(pilot)
        screen = app.screen
        assert isinstance(screen, HintAdviceScreen)
        text = str(screen.query_one("#hint-advice", Static).render())
        rows = [ROW.match(line.strip()) for line in text.splitlines()]
        rows = [m for m in rows if m]
        assert rows, text
        equities = []
        for m in rows:
            score, leave, equity = int(m[3]), m[4].replace("—", ""), float(m[5])
            assert equity == round(score + leaves.value("".join(sorted(leave))), 1)
            equities.append(equity)
        assert equities == sorted(equities, reverse=True)
        note = session.saved.notes[0]  # the note of the move about to be made
        assert note.startswith("hint 3: Ann saw the best play (") and "top plays by equity: " + rows[0][2] in note
        # typing goes on to the game: the advice closes and the letters land on the board
        await pilot.press(*"gazed")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert len(app.screen.table.draft.tiles) == 5


def test_exchange_advice_names_the_tiles_to_keep() -> None:
    rules = load_rules("tournament")
    game = Game(rules, ["Ann", "Bo"], seed=3, lexicon=WORDS)
    rack = list("QVVWWXZ")  # no vowel: no play on the empty board
    current = game.racks[game.turn]
    game.bag.tiles.extend(current)
    current[:] = rack
    for t in rack:
        if t in game.bag.tiles:
            game.bag.tiles.remove(t)
        else:  # the opponent holds it: they get a tile from the bag instead
            other = next(r for r in game.racks if r is not current and t in r)
            swap = next(x for x in game.bag.tiles if x not in rack)
            game.bag.tiles.remove(swap)
            other[other.index(t)] = swap
    advice = coach(game, Automaton.build(sorted(WORDS)))
    leaves = load_leaves(rules.tileset)
    keeps = {"".join(k) for n in range(len(rack)) for k in itertools.combinations(sorted(rack), n)}
    keep = max(keeps, key=lambda k: (leaves.value(k), k))
    best = leaves.value(keep)
    text = advice_text(advice).plain
    assert "No play is possible" in text
    m = re.search(r"give back (\S+), keep (\S+) \(equity (-?\d+\.\d)\)", text)
    assert m, text
    assert float(m[3]) == round(best, 1)
    assert leaves.value(m[2]) == best and sorted(m[1] + m[2]) == sorted(rack)
    assert "better than any play" in text
    # the note in the saved game says what was seen: that exchange and the tiles kept
    found = Hint(None, 0, "", (), "", 0.0, advice)
    note = hint_note(found, LAST_STEP, "Ann")
    assert f"exchange {m[1]} keeping {m[2]} ({float(m[3]):.1f}) beats every play" in note


def challenge_session(data_dir, hints: bool) -> Session:
    setup = GameSetup(("Ann", "Bo"), lexicon="test-words", seed=1, options=GameOptions(check="challenge", hints=hints))
    return Session.start(setup, WORDS, path=data_dir / "games" / "game.json")


@run_async
async def test_hints_are_off_in_a_challenge_game_unless_the_table_turns_them_on(data_dir) -> None:
    for hints in (False, True):
        session = challenge_session(data_dir / str(hints), hints)
        app = LexitileApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await lift(pilot)
            for _ in range(3):
                await pilot.press("ctrl+g")
                await settle(pilot)
            advice_shown = isinstance(app.screen, HintAdviceScreen)
            notes = [n for n in session.saved.notes.values() if n.startswith("hint")]
            if hints:
                assert advice_shown and notes and notes[0].startswith("hint 3:")
            else:
                assert not advice_shown and not notes
                preview = app.screen.query_one(PreviewView).plain
                assert "Hints are off" in preview
