"""Issue #7 driven with real key presses: the challenge window in 2-4 player games, the
Palavras Cruzadas countdown, taking a play back by agreement, time per move, the game
clock, annulling by agreement, pairs, classic mode, the tournament rules and the rules
card. Time is a :class:`FakeClock` advanced by hand (``app.tick()``); nothing sleeps.

Racks (seeds): mattel, Ann/Bo/Cy, seed 8: Ann first with FLLDEVA, Bo BEGOEMT, Cy
ANOTLOR. palavras, Ann/Bo/Cy, seed 4: Ann first with EHBSJMD. mattel, two players,
seed 1: Ann ERZAGDO, Bo NOTLECO.
"""

from __future__ import annotations

import time

import pytest
from tui_helpers import AnyWord, FakeClock, make_game, run_async

from lexitile.games.crossword.rules.events import EventKind
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.agreement import AgreementScreen
from lexitile.tui.screens.challenge import ChallengeWindowScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.shell.rules_card import RulesCard
from lexitile.tui.widgets.rack import RackView
from lexitile.tui.widgets.scores import ScoresView
from lexitile.tui.widgets.wordbox import WordBox

SIZE = (80, 24)
LEAF_WORDS = frozenset({"LEAF", "ZA"})


def game_screen(app) -> GameScreen:
    return [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]


def window_text(app) -> str:
    assert isinstance(app.screen, ChallengeWindowScreen), app.screen
    return app.screen.window_text().plain


def curtain_text(app) -> str:
    assert isinstance(app.screen, CurtainScreen), app.screen
    return " ".join(str(label.content) for label in app.screen.query("Label"))


def recap(app) -> list[tuple[str, dict]]:
    """The curtain's recap as (code, fields)."""
    assert isinstance(app.screen, CurtainScreen), app.screen
    return [(m.code, dict(m.fields)) for m in app.screen.recap]


def scores_text(app) -> str:
    return game_screen(app).query_one(ScoresView).render().plain


async def until_curtain(pilot) -> None:
    """Wait until the curtain is up (what a tick sets off may take a few steps, and
    on a busy machine more than two seconds: the deadline is generous, the wait ends
    as soon as the curtain is there)."""
    deadline = time.monotonic() + 15
    while not isinstance(pilot.app.screen, CurtainScreen) and time.monotonic() < deadline:
        await pilot.pause(0.01)


async def lift(pilot) -> None:
    await pilot.pause()
    assert isinstance(pilot.app.screen, CurtainScreen)
    await pilot.press("enter")
    await pilot.pause()


async def play(pilot, word: str) -> None:
    """Lift the curtain, type ``word`` from the start square, commit."""
    await lift(pilot)
    await pilot.press(*word, "enter")
    await pilot.pause()


# --------------------------------------------------------------------------- 3-4 players


@run_async
async def test_three_players_the_seat_after_next_challenges_wrongly(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), seed=8, check="challenge", lexicon=LEAF_WORDS)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await play(pilot, "leaf")
        text = window_text(app)
        assert "Ann played 8H LEAF for 14." in text  # (1+1+1+4)x2
        assert "▶ 2 Bo" in text and "3 Cy" in text
        await pilot.press("3", "c")  # Cy takes the word and challenges
        await pilot.pause()
        assert "LEAF            ✓ valid" in window_text(app) and "Cy -5 points (wrong challenge)" in window_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.scores == [14, 0, -5]
        assert "Pass to Bo" in curtain_text(app)
        # Bo saw the verdict in the window with everyone: the curtain does not repeat it
        assert [code for code, _ in recap(app)] == ["recap.play"]
        await lift(pilot)
        await pilot.press("ctrl+p", "y")  # Bo passes: saved with the recap
        await pilot.pause()
        assert "Pass to Cy" in curtain_text(app)
        assert [code for code, _ in recap(app)] == ["recap.play", "recap.pass"]
    from lexitile.play.board_session import Session

    resumed = Session.resume(load_saved(session.path), LEAF_WORDS)  # the state file keeps who saw what
    assert [m.code for m in resumed.recap.unseen("Cy")] == ["recap.play", "recap.pass"]


@run_async
async def test_two_players_a_lost_turn_is_told_and_a_resumed_game_tells_the_same(data_dir):
    """Bo challenges a good play wrongly and loses the turn: Ann plays again, and her
    curtain says why (not the stale "Ann was drawn to play first", which it showed
    once the window's verdict was left out of her recap). The state file keeps who saw
    what, so a resumed game's curtain says the same."""
    session = make_game(data_dir, seed=8, check="challenge", penalty="lose-turn", lexicon=LEAF_WORDS)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await play(pilot, "leaf")
        await pilot.press("c")
        await pilot.pause()
        assert "wrong challenge" in window_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert "Pass to Ann" in curtain_text(app)
        live = recap(app)
        assert [code for code, _ in live] == ["recap.lost-turn"]
    from lexitile.play.board_session import Session

    resumed = Session.resume(load_saved(session.path), LEAF_WORDS)
    assert [(m.code, dict(m.fields)) for m in resumed.recap.unseen("Ann")] == live


@run_async
async def test_four_players_the_last_seat_challenges_wrongly_for_ten(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy", "Di"), seed=1, check="challenge", penalty="10")
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await play(pilot, "gazed")
        assert "▶ 2 Bo" in window_text(app) and "4 Di" in window_text(app)
        await pilot.press("2", "a")  # Bo accepts
        await pilot.pause()
        # an answered seat has no number: it is no key any more (a new player pressed it)
        assert "Bo                   accepts" in window_text(app) and "2 Bo" not in window_text(app)
        await pilot.press("4", "c")  # then Di challenges
        await pilot.pause()
        assert "Di -10 points (wrong challenge)" in window_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.scores == [36, 0, 0, -10] and session.game.turn == 1
        assert "Pass to Bo" in curtain_text(app)
        # classic mode is off, so quick mode is on; hints are off: words are judged by challenge
        assert session.allows_quick and not session.allows_hints


@run_async
async def test_three_players_lose_turn_option(data_dir):
    session = make_game(
        data_dir, ("Ann", "Bo", "Cy"), seed=8, check="challenge", penalty="lose-turn", lexicon=LEAF_WORDS
    )
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await play(pilot, "leaf")
        await pilot.press("3", "c")
        await pilot.pause()
        assert "Cy will lose their next turn (wrong challenge)." in window_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert "Pass to Bo" in curtain_text(app)
        assert ("recap.challenge-lose-turn", {"player": "Cy"}) not in recap(app)  # the window said it to all
        await lift(pilot)
        await pilot.press("ctrl+p", "y")  # Bo passes; Cy's turn is lost
        await pilot.pause()
        assert session.game.scores == [14, 0, 0] and session.game.turn == 0
        assert "Pass to Ann" in curtain_text(app)
        assert recap(app)[-2:] == [("recap.pass", {"player": "Bo"}), ("recap.lost-turn", {"player": "Cy"})]
        assert [(e.kind, e.player) for e in session.game.history[-2:]] == [(EventKind.PASS, 1), (EventKind.PASS, 2)]


@run_async
async def test_three_players_phony_withdrawn_rack_back(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), seed=8, check="challenge", lexicon=LEAF_WORDS)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await play(pilot, "feal")
        assert session.game.scores == [14, 0, 0]
        await pilot.press("c")  # Bo, the first opponent, is selected
        await pilot.pause()
        assert "FEAL            ✗ not valid" in window_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.scores == [0, 0, 0] and session.game.board.is_empty
        assert "".join(session.game.racks[0]) == "FLLDEVA" and session.game.turn == 1
        assert "Pass to Bo" in curtain_text(app)


@run_async
async def test_three_players_going_out_then_a_wrong_challenge_ends_the_game(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), seed=8, check="challenge", lexicon=LEAF_WORDS)
    game = session.game
    game.bag.tiles = []
    game.racks = [list("LEAF"), list("ZA"), list("Q")]
    session.orders = [list("LEAF"), list("ZA"), list("Q")]
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await play(pilot, "leaf")
        assert "Ann played 8H LEAF for 14 and went out." in window_text(app)
        assert not session.finished
        await pilot.press("3", "c", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        # Ann 14 + Z10 A1 + Q10 = 35; Bo -11; Cy -5 (challenge) -10 (Q)
        assert game.outcome.finals == (35, -11, -15)
        assert "Ann wins." in app.screen.result_text().plain


# --------------------------------------------------------------------------- Palavras


@run_async
async def test_palavras_window_counts_down_and_accepts_for_the_silent(data_dir):
    clock = FakeClock()
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), seed=4, rules="palavras", lexicon=AnyWord())
    app = LexitileApp(session, clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        await play(pilot, "hems")
        assert session.game.scores == [14, 0, 0]  # (4+1+1+1)x2 on I8
        assert "⏱ 10 s" in window_text(app)
        assert not game_screen(app).query_one(WordBox).is_open
        clock.advance(4)
        app.tick()
        assert "⏱ 6 s" in window_text(app)
        await pilot.press("a")  # Bo accepts; Cy says nothing
        await pilot.pause()
        assert "     Bo                   accepts" in window_text(app) and "▶ 3 Cy" in window_text(app)
        clock.advance(6)
        app.tick()
        await until_curtain(pilot)
        assert "Pass to Bo" in curtain_text(app)
        assert [m.kind for m in load_saved(session.path).moves] == ["play", "accept"]
        await lift(pilot)
        assert game_screen(app).query_one(WordBox).is_open


@run_async
async def test_palavras_each_opponent_accepts(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), seed=4, rules="palavras", lexicon=AnyWord())
    app = LexitileApp(session, clock=FakeClock())
    async with app.run_test(size=SIZE) as pilot:
        await play(pilot, "hems")
        await pilot.press("a", "a")
        await pilot.pause()
        assert "Pass to Bo" in curtain_text(app) and session.game.pending is None


@run_async
async def test_palavras_undo_needs_every_opponent(data_dir):
    clock = FakeClock()
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), seed=4, rules="palavras", lexicon=AnyWord())
    app = LexitileApp(session, clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        await play(pilot, "hems")
        clock.advance(7)
        app.tick()
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, AgreementScreen)
        assert "Ann asks to take back 8I HEMS (+14)" in app.screen.vote_text().plain
        await pilot.press("y", "n")  # Bo agrees, Cy refuses
        await pilot.pause()
        assert "⏱ 10 s" in window_text(app)  # the play stands; the window starts again
        assert session.game.scores == [14, 0, 0]
        await pilot.press("u", "y", "y")
        await pilot.pause()
        game = session.game
        assert game.board.is_empty and game.scores == [0, 0, 0] and game.turn == 0
        # Bo and Cy hold the keyboard: Ann's rack comes back behind her curtain, which
        # says what happened since she played
        assert "Pass to Ann" in curtain_text(app)
        assert recap(app) == [("recap.take-back", {"player": "Ann", "word": "HEMS", "square": "8I"})]
        assert game_screen(app).query_one(RackView).hidden
        await lift(pilot)
        assert isinstance(app.screen, GameScreen) and not app.screen.table.curtain_up
        rack = app.screen.query_one(RackView)
        assert rack.owner == "Ann" and sorted(rack.order) == sorted("EHBSJMD") and not rack.hidden
        assert load_saved(session.path).moves == []


@run_async
async def test_undo_from_the_curtain_when_words_are_checked_at_once(data_dir):
    session = make_game(data_dir, ("Ann", "Bo"), seed=4, rules="palavras", check="auto", lexicon=AnyWord())
    app = LexitileApp(session, clock=FakeClock())
    async with app.run_test(size=SIZE) as pilot:
        assert session.game.turn == 0
        await play(pilot, "hems")
        assert "u: Ann asks to take the play back" in curtain_text(app)
        await pilot.press("u")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert "Pass to Bo" in curtain_text(app) and session.game.scores == [14, 0]
        await pilot.press("u", "y")
        await pilot.pause()
        assert session.game.board.is_empty and session.game.turn == 0
        assert "Pass to Ann" in curtain_text(app)  # Bo agreed at the keyboard
        assert recap(app) == [("recap.take-back", {"player": "Ann", "word": "HEMS", "square": "8I"})]
        assert app.screen.lines == ["Ann took back HEMS at 8I (agreed)."]
        await lift(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.query_one(RackView).owner == "Ann"


# --------------------------------------------------------------------------- time


@run_async
async def test_time_per_move_runs_out_and_counts_as_a_pass(data_dir):
    clock = FakeClock()
    session = make_game(data_dir, move_seconds=30, on_timeout="pass")
    app = LexitileApp(session, clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        assert "⏱ 0:30 left" in scores_text(app)
        await pilot.press(*"ga")
        clock.advance(12)
        app.tick()
        assert "⏱ 0:18 left" in scores_text(app)
        await pilot.press("ctrl+x")  # a dialog open when the time runs out closes
        await pilot.pause()
        clock.advance(18)
        app.tick()
        await pilot.pause()
        assert "Pass to Bo" in curtain_text(app)
        assert recap(app)[-2:] == [("recap.time-out", {"player": "Ann"}), ("recap.pass", {"player": "Ann"})]
        assert [e.kind for e in session.game.history] == [EventKind.PASS]
        assert game_screen(app).table.draft.tiles == []
        assert "time ran out" in session.saved.gcg_path.read_text(encoding="utf-8")
        clock.advance(100)  # behind the curtain Bo's time does not run
        app.tick()
        await lift(pilot)
        assert "⏱ 0:30 left" in scores_text(app)


@run_async
async def test_game_clock_is_shown_for_every_player_and_overtime_costs_points(data_dir):
    clock = FakeClock()
    session = make_game(data_dir, game_minutes=1, lexicon=AnyWord())
    app = LexitileApp(session, clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        text = scores_text(app)
        assert "Ann" in text and text.count("1:00") == 2
        clock.advance(70)
        app.tick()
        text = scores_text(app)
        assert "-0:10 -10" in text and "1:00" in text
        await pilot.press(*"gazed", "enter")
        await pilot.pause()
        for _ in range(4):
            await lift(pilot)
            await pilot.press("ctrl+p", "y")
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        result = app.screen.result_text().plain
        assert "Ann -10  (overtime on the game clock)" in result
        assert [(e.player, e.score) for e in session.game.history if e.kind is EventKind.TIME_PENALTY] == [(0, -10)]


# --------------------------------------------------------------------------- table


@run_async
async def test_annul_by_agreement(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), seed=8, lexicon=LEAF_WORDS)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, AgreementScreen)
        assert app.screen.voters == ["Bo", "Cy"]
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and not session.finished
        await pilot.press("ctrl+n", "y", "y")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert "annulled by agreement" in app.screen.result_text().plain
        saved = load_saved(session.path)
        assert saved.aborted and saved.finished and not saved.counts_in_statistics


@run_async
async def test_pairs_show_the_team_rack_to_the_partner_on_turn(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy", "Di"), seed=1, pairs=True)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Pass to Ann" in curtain_text(app) and "team Ann & Cy" in curtain_text(app)
        await lift(pilot)
        rack = game_screen(app).query_one(RackView)
        assert rack.owner == "Ann" and rack.order == list("ERZAGDO")
        assert "Ann & Cy" in scores_text(app) and "pairs" in scores_text(app)
        await pilot.press(*"gazed", "enter")
        await pilot.pause()
        assert "Pass to Bo" in curtain_text(app) and "team Bo & Di" in curtain_text(app)
        assert rack.hidden
        await lift(pilot)
        assert rack.owner == "Bo" and rack.order == list("NOTLECO")
        await pilot.press("ctrl+p", "y")
        await pilot.pause()
        assert "Pass to Cy" in curtain_text(app)
        # Cy was not at the keyboard when her partner Ann played: it is news to her
        assert [(code, f["player"]) for code, f in recap(app)][-2:] == [
            ("recap.play", "Ann & Cy"),
            ("recap.pass", "Bo & Di"),
        ]
        await lift(pilot)
        assert rack.owner == "Cy" and sorted(rack.order) == sorted(session.game.racks[0])
        assert session.game.scores == [36, 0]
        for name in ("Di", "Ann"):  # Cy passes, Di passes
            await pilot.press("ctrl+p", "y")
            await pilot.pause()
            assert f"Pass to {name}" in curtain_text(app)
            if name == "Di":
                await lift(pilot)
        # Ann saw her own play: she is told the three passes since
        assert [(code, f["player"]) for code, f in recap(app)] == [
            ("recap.pass", "Bo & Di"),
            ("recap.pass", "Ann & Cy"),
            ("recap.pass", "Bo & Di"),
        ]


@run_async
async def test_classic_mode_is_shown(data_dir):
    session = make_game(data_dir, classic=True)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        assert "classic" in scores_text(app)
        await pilot.press("f1")
        await pilot.pause()
        card = str(app.screen.query_one("#rules-card").content)
        assert "classic mode" in card and "no quick mode and no hints" in card


@run_async
async def test_rules_card_shows_the_description_and_the_differences(data_dir):
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), seed=4, rules="palavras", lexicon=AnyWord())
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesCard)
        card = str(app.screen.query_one("#rules-card").content)
        assert "Palavras Cruzadas, the Brazilian game" in card and "(Fim de jogo)" in card
        assert "Word list: test-words; tile set Palavras Cruzadas, 115 tiles." in card
        assert "Differences from the default rules (Mattel box rules)" in card
        assert "each opponent accepts or challenges within 10 s, else accepts" in card
        assert "default: no challenges: a play is judged when it is made" in card
        assert "at most 3 times per player" in card


# --------------------------------------------------------------------------- tournament


@run_async
async def test_tournament_double_challenge_costs_the_turn(data_dir):
    session = make_game(data_dir, rules="tournament", check="challenge")
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await play(pilot, "gazed")
        await pilot.press("c")
        await pilot.pause()
        assert "Bo loses the turn (wrong challenge)." in window_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert "Pass to Ann" in curtain_text(app) and session.game.scores == [36, 0]


@pytest.mark.slow
@run_async
async def test_tournament_six_scoreless_turns_from_the_ui(data_dir):
    session = make_game(data_dir, rules="tournament")
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        for n in range(6):
            assert not session.finished, n
            await lift(pilot)
            await pilot.press("ctrl+p", "y")
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert session.game.outcome.finals == (-18, -9)  # ERZAGDO, NOTLECO
        assert "6 scoreless turns in a row" in app.screen.result_text().plain


@run_async
async def test_quitting_keeps_the_time_used(data_dir):
    from lexitile.tui.screens.dialogs import ConfirmScreen

    clock = FakeClock()
    session = make_game(data_dir, game_minutes=1)
    app = LexitileApp(session, clock=clock)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        clock.advance(20)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
    assert load_saved(session.path).clock_used == [20.0, 0.0]
