"""A take-back by agreement (Palavras Cruzadas) with a computer opponent: the computer
answers by itself, only people are asked at the keyboard, and the curtain afterwards
says what happened. Ann and Bo, the computer Cy (easy); seed 3 draws Bo first."""

from __future__ import annotations

from tui_helpers import AnyWord, FakeClock, make_game, run_async

from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.play.table_options import GameOptions
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.agreement import AgreementScreen
from lexitile.tui.screens.challenge import ChallengeWindowScreen
from lexitile.tui.shell.curtain import CurtainScreen

SIZE = (80, 24)


def palavras_with_robot(data_dir, rules: str = "palavras") -> Session:
    setup = GameSetup(
        ("Ann", "Bo", "Cy"),
        rules=rules,
        lexicon="test-words",
        seed=3,
        options=GameOptions(check="challenge") if rules != "palavras" else GameOptions(),
        robots={"Cy": "easy"},
    )
    return Session.start(setup, AnyWord(), path=data_dir / "games" / "game.json")


async def bo_plays(pilot, session: Session) -> str:
    """Lift Bo's curtain and play his first three tiles from the start square."""
    await pilot.pause()
    assert isinstance(pilot.app.screen, CurtainScreen)
    await pilot.press("enter")
    await pilot.pause()
    word = "".join(session.game.racks[1][:3]).lower()
    assert "?" not in word
    await pilot.press(*word, "enter")
    await pilot.pause()
    return word.upper()


@run_async
async def test_the_computer_answers_a_take_back_by_itself(data_dir):
    session = palavras_with_robot(data_dir)
    assert session.game.turn == 1 and session.is_robot(2)
    app = LexitileApp(session, clock=FakeClock())
    async with app.run_test(size=SIZE) as pilot:
        word = await bo_plays(pilot, session)
        assert isinstance(app.screen, ChallengeWindowScreen)
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, AgreementScreen)
        text = app.screen.vote_text().plain
        assert "▶ Ann: agree? y / n" in text
        assert "Cy" in text and "Cy: agree?" not in text  # the computer is not asked
        await pilot.press("y")  # Ann agrees: nobody else is waited for
        await pilot.pause()
        game = session.game
        assert game.board.is_empty and game.turn == 1 and game.scores == [0, 0, 0]
        # Ann held the keyboard: Bo's rack comes back behind his curtain, which says
        # what happened, and no notice box lies over it
        assert isinstance(app.screen, CurtainScreen)
        assert [(m.code, m.fields["player"]) for m in app.screen.recap] == [("recap.take-back", "Bo")]
        assert app.screen.recap[0].fields["word"] == word
        shown = " ".join(str(label.content) for label in app.screen.query("Label"))
        assert "Pass to Bo" in shown and f"Bo took back {word} at 8I (agreed)." in shown
        assert "first" not in shown
        assert not app._notifications


@run_async
async def test_u_under_tournament_rules_says_take_backs_are_not_in_the_rules(data_dir):
    session = palavras_with_robot(data_dir, rules="tournament")
    assert not session.game.rules.undo_by_agreement
    app = LexitileApp(session, clock=FakeClock())
    async with app.run_test(size=SIZE) as pilot:
        await bo_plays(pilot, session)
        assert isinstance(app.screen, ChallengeWindowScreen)
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, ChallengeWindowScreen)  # the play is still open
        notes = [n.message for n in app._notifications]
        title = session.game.rules.title
        assert notes == [f"Taking a play back is not part of these rules ({title}): only Palavras Cruzadas allows it."]
        assert session.game.pending is not None and session.game.scores[1] > 0


@run_async
async def test_a_refused_take_back_is_told_on_the_curtain_not_over_it(data_dir):
    session = make_game(data_dir, ("Ann", "Bo"), seed=4, rules="palavras", check="auto", lexicon=AnyWord())
    app = LexitileApp(session, clock=FakeClock())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # Ann lifts her curtain (seed 4: EHBSJMD)
        await pilot.pause()
        await pilot.press(*"hems", "enter")
        await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        await pilot.press("n")  # Bo refuses
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and session.game.scores == [14, 0]
        shown = " ".join(str(label.content) for label in app.screen.query("Label"))
        assert "Pass to Bo" in shown and "Bo refused: Ann's play stands." in shown
        assert not app._notifications
