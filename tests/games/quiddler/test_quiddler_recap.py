"""The curtain's recap at the Quiddler table, by key presses: the round's scores after
the round summary, a seat handed to the computer and back, a robot's turn -- and a
stock draw never names its card."""

from __future__ import annotations

import asyncio

from quiddler_helpers import DECK, WORDS, StackedGame, setup, stack, type_line

from lexitile.games.quiddler.robots import Robot
from lexitile.games.quiddler.solver import Solver, WordIndex
from lexitile.play.quiddler import QuiddlerSession
from lexitile.tui.quiddler.quiddler_app import QuiddlerApp
from lexitile.tui.quiddler.screens import RoundScreen
from lexitile.tui.shell.curtain import CurtainScreen
from privacy_frames import screen_text

ROUND1 = stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "T"])


def codes(screen: CurtainScreen) -> list[str]:
    return [m.code for m in screen.recap]


def test_after_the_round_summary_the_curtain_tells_the_rounds_scores_at_80x24() -> None:
    game = StackedGame(setup(("Ann", "Bob")), WORDS, {0: ROUND1})
    app = QuiddlerApp(QuiddlerSession(game, lexicon_spec="test"))
    shots: dict[str, str] = {}

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Bob"
            assert codes(app.screen) == ["recap.round-dealt"]
            await pilot.press("enter", "s")  # Bob draws S from the stock
            await type_line(pilot, "cat")
            await type_line(pilot, "-s")  # and goes out
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"
            # Ann has not seen the table yet: the deal too
            assert codes(app.screen) == ["recap.round-dealt", "recap.drew-stock", "recap.went-out"]
            assert "card" not in app.screen.recap[1].fields  # the stock's S stays unnamed
            await pilot.press("enter", "s")  # Ann draws T
            await type_line(pilot, "quit")
            await type_line(pilot, "-x")
            assert isinstance(app.screen, RoundScreen)
            await pilot.press("enter")
            await pilot.pause()
            # anybody may have closed the summary: Ann's curtain again, with the round
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"
            assert codes(app.screen) == ["recap.round-over", "recap.round-dealt"]
            over = app.screen.recap[0]
            assert over["round"] == 1
            scores = [(m["player"], m["score"], m["total"]) for m in over["scores"]]
            assert scores == [("Ann", "+24", 24), ("Bob", "+13", 13)] and game.totals == [24, 13]
            assert app.screen.lines == [
                "Round 1 is over: Ann +24 (24), Bob +13 (13).",
                "Round 2: Bob dealt 4 cards each.",
            ]
            shots["round"] = screen_text(app)

    asyncio.run(scenario())
    shot = shots["round"]
    assert "Pass to Ann" in shot
    assert "· Round 1 is over: Ann +24 (24)" in shot  # the line may wrap in the dialog
    assert "· Round 2: Bob dealt 4 cards each." in shot
    assert "Ann: press Enter when only you can see the" in shot


def test_a_seat_handed_to_the_computer_and_back_is_in_the_next_persons_recap() -> None:
    index = WordIndex.from_words(WORDS)
    hands = [["QU", "I", "X"], ["C", "A", "Q"], ["T", "E", "A"]]
    game = StackedGame(
        setup(("Ann", "Bob", "Cy")),
        index,
        {0: stack(DECK, hands, dealer=0, turn_up="T", stock_top=["J", "E", "S"])},
    )
    session = QuiddlerSession(game, robot_factory=lambda: Robot(Solver(index, DECK)))
    app = QuiddlerApp(session)

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Bob"
            await pilot.press("enter", "ctrl+r")  # Bob leaves: the computer plays his seat
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert 1 in session.robots
            # the curtain comes down for Cy, and tells her what the computer did for Bob
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Cy"
            assert codes(app.screen)[:2] == ["recap.round-dealt", "recap.to-robot"]
            assert app.screen.recap[1]["player"] == "Bob"
            robot_turn = app.screen.recap[2:]
            assert robot_turn and all(m["player"] == "Bob" for m in robot_turn)
            assert app.screen.lines[1] == "The computer plays Bob's seat now."
            await pilot.press("enter", "ctrl+t")  # Cy gives Bob his seat back
            await pilot.pause()
            assert 1 not in session.robots
            await pilot.press("s")  # J from the stock
            await type_line(pilot, "-j")
            await pilot.pause()
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"
            seen = codes(app.screen)
            assert seen[:2] == ["recap.round-dealt", "recap.to-robot"] and "recap.to-person" in seen
            assert seen[-2:] == ["recap.drew-stock", "recap.discarded"]
            drew = app.screen.recap[-2]
            assert drew["player"] == "Cy" and "card" not in drew.fields  # the J stays unnamed
            assert "Bob plays their own seat again." in app.screen.lines

    asyncio.run(scenario())


def test_the_curtain_tells_a_person_who_went_out_before_the_robots_last_turn() -> None:
    index = WordIndex.from_words(WORDS)
    hands = [["QU", "I", "X"], ["C", "A", "T"], ["T", "E", "A"]]
    game = StackedGame(
        setup(("Ann", "Bob", "Cy")),
        index,
        {0: stack(DECK, hands, dealer=0, turn_up="Z", stock_top=["S", "J", "E"])},
    )
    session = QuiddlerSession(game, robots={2: Robot(Solver(index, DECK))})
    app = QuiddlerApp(session)

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Bob"
            await pilot.press("enter", "s")  # Bob draws S from the stock
            await type_line(pilot, "cat")
            await type_line(pilot, "-s")  # and goes out; then Cy (the computer) has a last turn
            for _ in range(50):
                await app.workers.wait_for_complete()
                await pilot.pause()
                if isinstance(app.screen, CurtainScreen):
                    break
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"
            recap = [(m.code, m["player"]) for m in app.screen.recap if m.code != "recap.round-dealt"]
            # Ann was away for both: Bob's going out, then the computer's last turn
            assert recap[:2] == [("recap.drew-stock", "Bob"), ("recap.went-out", "Bob")]
            cy = recap[2:]
            assert cy and all(player == "Cy" for _, player in cy)
            assert cy[-1][0] in {"recap.last-turn", "recap.discarded"}
            out = next(m for m in app.screen.recap if m.code == "recap.went-out")
            assert [w.replace("/", "").upper() for w in out["words"]] == ["CAT"] and out["card"] == "S"
            assert any(line.startswith("Bob ") for line in app.screen.lines)

    asyncio.run(scenario())
