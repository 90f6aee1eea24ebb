"""A Quiddler round at 80x24 by key presses: everything a player needs is on the screen.

Ann and Bob play at one keyboard with a robot (Cy) on a stacked deal: Bob goes out
with CAT on his first turn, Cy and Ann have their last turns, Ann lays TEN down (a
tie with Bob for both bonuses), and the one-round game ends. At each step the whole
80x24 screen is read as text (what a person sees) and must hold the piece the step
is about: the status line's LAST TURN, the words face up on the table, the newest log
entry, the curtain's whole text and its word check, every round of the score table,
the round summary's tie and the note where the word check stands.
"""

from __future__ import annotations

import asyncio

from quiddler_helpers import DECK, WORDS, StackedGame, setup, stack, table, type_line

from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.robots import Robot
from lexitile.games.quiddler.solver import Solver, WordIndex
from lexitile.i18n import pgettext, set_ui_language
from lexitile.play.quiddler import QuiddlerSession
from lexitile.tui.quiddler.quiddler_app import QuiddlerApp
from lexitile.tui.quiddler.screens import CurtainScreen, RoundScreen
from lexitile.tui.screens.game_over import ResultScreen
from privacy_frames import screen_text

SIZE = (80, 24)
# dealer Ann: Bob plays first, then Cy, then Ann; Bob draws S, Cy draws J, Ann draws K
ROUND1 = stack(
    DECK, [["T", "E", "N"], ["C", "A", "T"], ["Q", "X", "Z"]], dealer=0, turn_up="V", stock_top=["S", "J", "K"]
)
# the standard eight rounds, but a stacked first one: the table must show R1-R8
EIGHT_ROUNDS = TableOptions()


def new_app(options: TableOptions | None = None) -> tuple[QuiddlerApp, QuiddlerSession]:
    index = WordIndex.from_words(WORDS)
    game = StackedGame(setup(("Ann", "Bob", "Cy"), options=options), WORDS, {0: ROUND1})
    factory = lambda: Robot(Solver(index, DECK))  # noqa: E731
    session = QuiddlerSession(game, {2: factory()}, lexicon_spec="test", robot_factory=factory)
    return QuiddlerApp(session, "RULES"), session


async def settle(app, pilot) -> None:
    for _ in range(50):
        await app.workers.wait_for_complete()
        await pilot.pause()
        if not table(app).busy:
            return


def test_a_round_at_80x24_shows_everything_a_player_needs() -> None:
    app, session = new_app(EIGHT_ROUNDS)
    seen: dict[str, str] = {}

    async def scenario() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Bob"
            # the pass screen has the word check: it shows no hand
            await pilot.press(*"cat")
            await pilot.pause()
            seen["curtain check"] = screen_text(app)
            await pilot.press(*["backspace"] * 3)
            await pilot.press("enter")  # Enter in the empty box lifts the curtain
            await pilot.pause()
            seen["own turn"] = screen_text(app)
            await pilot.press("s")
            await type_line(pilot, "cat")
            seen["word set aside"] = screen_text(app)
            await type_line(pilot, "-s")  # Bob goes out; Cy (robot) plays its last turn
            await settle(app, pilot)
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"
            seen["Ann's curtain"] = screen_text(app)
            await pilot.press("enter")
            await pilot.pause()
            seen["last turn"] = screen_text(app)
            await pilot.press("d")  # Ann takes Cy's discard
            await type_line(pilot, "ten")
            await type_line(pilot, f"-{session.free_cards()[0]}")
            assert isinstance(app.screen, RoundScreen)
            seen["round summary"] = screen_text(app)
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"
            await pilot.press("enter")
            await pilot.pause()
            seen["next round"] = screen_text(app)
            seen["next round, face up"] = str(table(app).query_one("#faceup").render())

    asyncio.run(scenario())
    # the curtain: its whole text, and the word check with the dictionary
    assert "Pass to Bob" in seen["curtain check"]
    assert "Bob: press Enter when only you can see the screen." in seen["curtain check"]
    assert "✓ CAT is in the lexicon" in seen["curtain check"]
    # one's own turn: the box looks nothing up, and it says so where the box stands
    assert "Own turn: this box looks no word up (the pass" in seen["own turn"]
    assert "ctrl+z" not in seen["own turn"] and "^z" not in seen["own turn"]  # nothing to take back
    assert "^z Take word back" in seen["word set aside"]
    # every round in the score table, at 80 columns
    for text in (seen["own turn"], seen["last turn"]):
        for label in ("Total", *(f"R{n}" for n in range(1, 9))):
            assert f" {label} " in text, label
    # Ann's curtain: what happened since she last saw the table, to its last line
    curtain = seen["Ann's curtain"]
    assert "Pass to Ann" in curtain and "Bob went out with CAT and discarded S." in curtain
    assert "Ann: press Enter when only you can see the screen." in curtain
    # the last turn: said at the start of the status line, Bob's words face up
    last = seen["last turn"]
    assert last.splitlines()[0].startswith(" LAST TURN · Bob went out · Round 1/8")
    assert "Face up: Bob went out with CAT; Cy laid no" in last  # (no word: the line wraps)
    # the log's newest entry is in sight, though its lines wrap
    assert "Cy (robot): " in last and "discarded" in last.split("Cy (robot): ")[-1]
    # the round summary: both bonuses tied, between whom
    summary = seen["round summary"]
    assert "No longest-word bonus: Ann and Bob tie at 3 letters" in summary
    assert "No most-words bonus: Ann and Bob tie at 1 word" in summary
    # after the round: its words stay face up for a pass round the table
    assert "Face up after round 1: Bob went out" in seen["next round"]
    assert seen["next round, face up"] == "Face up after round 1: Bob went out with CAT; Ann laid TEN"


def test_game_over_leaves_no_take_back_key_in_the_footer() -> None:
    app, session = new_app(TableOptions(hand_sizes=(3,)))

    async def scenario() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.press("s")
            await type_line(pilot, "cat")
            await type_line(pilot, "-s")
            await settle(app, pilot)
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press("d")
            await type_line(pilot, "ten")
            await type_line(pilot, f"-{session.free_cards()[0]}")
            await pilot.press("enter")  # the round's scores: the game is over
            await pilot.pause()
            assert isinstance(app.screen, ResultScreen)
            await pilot.press("escape")  # look at the table
            await pilot.pause()
            text = screen_text(app)
            assert session.game.is_over
            assert "^z" not in text and "Take word back" not in text
            assert "Robot takes seat" not in text and "Stock" not in text.splitlines()[-1]

    asyncio.run(scenario())


def test_a_long_round_summary_wraps_at_80_columns_instead_of_being_cut() -> None:
    from quiddler_helpers import meld
    from textual.screen import Screen

    from lexitile.games.quiddler.scoring import score_round
    from lexitile.tui.app import LexitileApp

    words = [[meld("CUB"), meld("D(IN)N(ER)")], [], []]
    unused = [[], ["R", "L", "F", "QU", "Y", "N", "V"], ["F", "ER", "Z", "T", "L", "M", "I"]]
    result = score_round(DECK, TableOptions(), words, unused, [185, 0, 0], number=5, hand_size=7, went_out=0)
    players = ["Cy", "Ann", "Bob"]

    app = LexitileApp(first_screen=Screen, mode="quiddler")  # the app's styles, as at the table

    async def scenario() -> str:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            app.push_screen(RoundScreen(result, players, 8))
            await pilot.pause()
            return screen_text(app)

    text = asyncio.run(scenario())
    flat = " ".join(text.replace("█", " ").replace("▀", " ").replace("▄", " ").split())
    # Cy's line ends with both bonuses: nothing is cut at the dialog's edge
    assert "longest +10, most words +10)" in flat


def test_the_computer_mark_of_the_score_table_is_whole_at_80_columns_in_every_language() -> None:
    """In German the score table's column of a computer seat read '(Computer' at 80x24:
    the word of the log was too wide there. The column has its own, short word."""

    async def scenario(app: QuiddlerApp) -> str:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # Bob's pass screen: lift it
            await pilot.pause()
            await pilot.pause()
            return screen_text(app)

    for language in ("en", "de", "pt_BR"):
        set_ui_language(language)
        try:
            mark = pgettext("score column", "(robot)")
            text = asyncio.run(scenario(new_app()[0]))
        finally:
            set_ui_language("en")
        assert mark in text, (language, text)
