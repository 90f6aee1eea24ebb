"""Pilot tests of the Quiddler table: a full round by key presses, the curtain, the
word check, choosing cards, a robot seat, the record saved after every turn."""

from __future__ import annotations

import asyncio

from quiddler_helpers import DECK, WORDS, StackedGame, setup, stack, table, text_of, type_line

from lexitile.core.message import Message
from lexitile.games.quiddler.record import parse_record
from lexitile.games.quiddler.robots import Robot
from lexitile.games.quiddler.solver import Solver, WordIndex
from lexitile.games.quiddler.storage import load_deck
from lexitile.play.quiddler import QuiddlerSession
from lexitile.tui.quiddler.app import QuiddlerScreen
from lexitile.tui.quiddler.quiddler_app import QuiddlerApp
from lexitile.tui.quiddler.screens import (
    ChoiceScreen,
    CurtainScreen,
    RoundScreen,
)
from lexitile.tui.shell.rules_card import RulesCard

ROUND1 = stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "T"])


def test_a_full_round_of_hotseat_play(tmp_path) -> None:
    save = tmp_path / "game.qdl"
    game = StackedGame(setup(("Ann", "Bob")), WORDS, {0: ROUND1})
    session = QuiddlerSession(game, save_path=save, lexicon_spec="test")
    app = QuiddlerApp(session, "RULES CARD TEXT")

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Bob"
            assert "(hidden)" in str(table(app).query_one("#hand").render())
            await pilot.press("enter")
            await pilot.pause()
            assert "Bob's hand:  A 2  C 8  T 3" in text_of(app, "#hand")
            assert "Stock: 111 cards    Discard pile: Z (14)" in text_of(app, "#piles")
            await pilot.press("s")
            await pilot.pause()
            assert "S 3" in text_of(app, "#hand")
            await pilot.press(*"cat")
            await pilot.pause()
            assert text_of(app, "#check") == "CAT: CAT 13 points"  # no dictionary on one's own turn
            await pilot.press("enter")
            await pilot.pause()
            assert "Words set aside:  CAT 13" in text_of(app, "#staged")
            assert "Bob's hand:  S 3" in text_of(app, "#hand")
            await type_line(pilot, "-s")
            # Bob went out: Ann's last turn, behind the curtain
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"
            # the recap: Bob's stock draw (no card named) and how he went out
            recap = [(m.code, dict(m.fields)) for m in app.screen.recap]
            assert recap[-2:] == [
                ("recap.drew-stock", {"player": "Bob"}),
                ("recap.went-out", {"player": "Bob", "words": ("CAT",), "card": "S"}),
            ]
            assert app.screen.lines[-1] == "Bob went out with CAT and discarded S."
            assert parse_record(save.read_text(), load_deck, check=False).actions[-1].__class__.__name__ == "GoOut"
            await pilot.press("enter")
            await pilot.pause()
            assert "LAST TURN" in text_of(app, "#status")
            await pilot.press("s")  # T
            await type_line(pilot, "quiz")
            assert "no card with Z" in text_of(app, "#check")
            await pilot.press(*(["backspace"] * 4))
            await type_line(pilot, "quit")
            await type_line(pilot, "-x")
            # the round's score sheet
            assert isinstance(app.screen, RoundScreen)
            labels = [str(w.render()) for w in app.screen.query(".round-line")]
            assert labels[0] == "Bob went out."
            assert labels[1].startswith("Ann   +24 = 24   (QU)IT")
            assert labels[2].startswith("Bob   +13 = 13   CAT")
            await pilot.press("enter")
            await pilot.pause()
            # round 2: dealer Bob, so Ann plays first
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"
            await pilot.press("enter")
            await pilot.pause()
            assert "Round 2/8 · 4 cards · dealer Bob" in text_of(app, "#status")
            assert game.totals == [24, 13]
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, RulesCard)
            await pilot.press("escape")

    asyncio.run(scenario())
    record = parse_record(save.read_text(), load_deck, check=False)
    assert [str(a) for a in record.actions] == [
        "draw stock", "out CAT discard S", "draw stock", "last (QU)IT discard X",
    ]  # fmt: skip


def test_choosing_between_a_two_letter_card_and_single_cards() -> None:
    round1 = stack(DECK, [["A", "E", "O"], ["QU", "Q", "U"]], dealer=0, turn_up="I", stock_top=["T"])
    game = StackedGame(setup(("Ann", "Bob")), WORDS, {0: round1})
    app = QuiddlerApp(QuiddlerSession(game))

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # curtain
            await pilot.press("d")  # takes the I
            await pilot.pause()
            await type_line(pilot, "qui")  # not a word
            assert "QUI is not in the lexicon" in text_of(app, "#check")
            await pilot.press(*(["backspace"] * 3))
            await pilot.press("d")  # the word box has the focus: a letter, not a draw
            await pilot.press("backspace")
            await pilot.press("ctrl+z")  # nothing to take back: harmless
            await pilot.press("escape")
            await pilot.pause()
            game.hands[1].append("T")  # give Bob a T to spell QUIT (test only)
            await type_line(pilot, "quit")
            assert isinstance(app.screen, ChoiceScreen)
            options = [str(w.render()) for w in app.screen.query(".choice-option")]
            assert options[0].startswith("1  (QU)IT") and options[1].startswith("2  QUIT")
            await pilot.press("2")
            await pilot.pause()
            screen = table(app)
            assert [m.notation for m in screen.session.staged] == ["QUIT"]
            await pilot.press("ctrl+z")
            await pilot.pause()
            assert screen.session.staged == []

    asyncio.run(scenario())


def test_a_robot_seat_plays_in_a_worker() -> None:
    index = WordIndex.from_words(WORDS)
    round1 = stack(DECK, [["QU", "I", "X"], ["C", "A", "Q"]], dealer=0, turn_up="T", stock_top=["J", "E"])
    game = StackedGame(setup(("Ann", "Bob")), index, {0: round1})
    session = QuiddlerSession(game, {1: Robot(Solver(index, DECK))})
    app = QuiddlerApp(session)

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            await app.workers.wait_for_complete()
            await pilot.pause()
            # Bob (robot) took the T and went out with CAT; Ann is the only human: no curtain
            assert game.went_out == 1
            assert "Bob (robot): took the discard, went out with CAT, discarding Q" in session.log_lines()
            assert isinstance(app.screen, QuiddlerScreen)
            assert "Ann's hand:  I 2  QU 9  X 12" in text_of(app, "#hand")
            assert "Bob (robot): took the discard" in text_of(app, "#log")
            await pilot.press("d")  # Ann takes the Q
            await type_line(pilot, "-q")
            assert isinstance(app.screen, RoundScreen)
            await pilot.press("enter")
            await pilot.pause()
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert len(game.rounds) == 1
            heads = [str(c.label) for c in table(app).query_one("#scores").columns.values()]
            assert "(robot)" in heads[2] and heads[2].startswith("Bob")

    asyncio.run(scenario())


def test_replay_steps_through_a_record_turn_by_turn() -> None:
    from lexitile.games.quiddler.game import Game
    from lexitile.games.quiddler.options import TableOptions
    from lexitile.games.quiddler.record import format_record
    from lexitile.tui.quiddler.replay import ReplayApp, ReplayScreen, round_starts

    game = Game(setup(("Ann", "Bob"), seed=3, options=TableOptions(turn_limit=2)))
    while not game.is_over:
        game.draw("stock")
        game.discard(game.hand()[-1])
    record = parse_record(format_record(game), load_deck)
    assert round_starts(record) == [0, 4, 8, 12, 16, 20, 24, 28]  # 2 turns of 2 actions
    app = ReplayApp(record)

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ReplayScreen)
            assert "action 0/32 · round 1/8 · Bob to play" in text_of(app, "#replay-status")
            await pilot.press("right", "right")
            assert screen.position == 2
            assert text_of(app, "#replay-last") == f"Bob: {record.actions[1]}"
            await pilot.press("down")
            assert screen.position == 4 and "round 2/8" in text_of(app, "#replay-status")
            await pilot.press("end")
            assert "game over" in text_of(app, "#replay-status")
            await pilot.press("up")
            assert screen.position == 28
            await pilot.press("home", "left")
            assert screen.position == 0

    asyncio.run(scenario())


def test_a_robot_takes_an_absent_players_seat_and_plays_on_timeout() -> None:
    index = WordIndex.from_words(WORDS)
    game = StackedGame(
        setup(("Ann", "Bob", "Cy")),
        index,
        {
            0: stack(
                DECK,
                [["QU", "I", "X"], ["C", "A", "Q"], ["T", "E", "A"]],
                dealer=0,
                turn_up="T",
                stock_top=["J", "E", "S"],
            )
        },
    )
    session = QuiddlerSession(game, robot_factory=lambda: Robot(Solver(index, DECK)))
    app = QuiddlerApp(session, turn_timeout=3600)

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            screen = table(app)
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Bob"
            # Bob is not there: his time runs out (the timer is called directly)
            screen.on_turn_timeout(session.turn_token())
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert "Bob time ran out, a robot played: took the discard, went out with CAT, discarding Q" in (
                session.log_lines()
            )
            assert 1 not in session.robots  # this turn only
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Cy"
            # a stale timer (an earlier turn) does nothing
            screen.on_turn_timeout((1, 0, 1))
            assert not screen.busy
            await pilot.press("enter")
            await pilot.press("ctrl+r")  # Cy leaves: a robot takes the seat for good
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert 2 in session.robots
            assert Message("quiddler.log.robot-takes-seat", {"name": "Cy"}) in session.log
            assert game.current == 0 and isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"

    asyncio.run(scenario())


def _one_round_app(tmp_path, save_path=None, **kwargs):
    from lexitile.games.quiddler.options import TableOptions

    game = StackedGame(setup(("Ann", "Bob"), options=TableOptions(hand_sizes=(3,))), WORDS, {0: ROUND1})
    session = QuiddlerSession(game, save_path=save_path or tmp_path / "game.qdl", lexicon_spec="test")
    return QuiddlerApp(session, "RULES", **kwargs), game


async def _play_the_one_round(pilot) -> None:
    await pilot.press("enter", "s", *"cat", "enter")
    await type_line(pilot, "-s")  # Bob goes out
    await pilot.press("enter", "s")
    await type_line(pilot, "quit")
    await type_line(pilot, "-x")
    assert isinstance(pilot.app.screen, RoundScreen)
    await pilot.press("enter")
    await pilot.pause()


def test_the_game_over_screen_after_the_last_round_ends_a_quiddler_command(tmp_path) -> None:
    from lexitile.tui.screens.game_over import ResultScreen

    app, game = _one_round_app(tmp_path)

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            await _play_the_one_round(pilot)
            assert game.is_over and isinstance(app.screen, ResultScreen)
            text = str(app.screen.query_one("#game-over-text").render())
            assert "Game over" in text and "Ann    24" in text and "Bob    13" in text
            assert "game.qdl" in app.screen.result_text().plain
            await pilot.press("q")
            await pilot.pause()

    asyncio.run(scenario())
    assert app.return_code == 0


def test_the_game_over_box_at_80x24_keeps_the_saved_file_name_whole(tmp_path) -> None:
    """The record's path breaks between folder names, never inside the file's name, as
    the board game's game-over box and every quit dialog do."""
    from lexitile.tui.screens.game_over import ResultScreen

    path = tmp_path / "a-folder-with-a-rather-long-name" / "and-another-one-below-it" / "2026-12-02-Ann-Bob.qdl"
    path.parent.mkdir(parents=True)
    app, game = _one_round_app(tmp_path, save_path=path)

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await _play_the_one_round(pilot)
            assert game.is_over and isinstance(app.screen, ResultScreen)
            await pilot.press("end")
            await pilot.pause()
            rows = ["".join(s.text for s in strip) for strip in app.screen._compositor.render_strips()]
            assert any(path.name in row for row in rows), "\n".join(rows)
            await pilot.press("q")
            await pilot.pause()

    asyncio.run(scenario())


def test_from_the_new_game_screen_a_finished_quiddler_game_goes_back_there(tmp_path) -> None:
    from lexitile.tui.forms.quiddler import QuiddlerForm
    from lexitile.tui.screens.new_game import NewGameScreen

    app, _game = _one_round_app(tmp_path, home=True)

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            await _play_the_one_round(pilot)
            await pilot.press("n")
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen) and isinstance(app.screen.form, QuiddlerForm)
            assert app.screen.form.seats() == (["Ann", "Bob"], {})
            assert app.is_running

    asyncio.run(scenario())


def test_r_after_the_last_round_starts_a_rematch_for_the_same_seats(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    app, game = _one_round_app(tmp_path, lexicon_loader=lambda spec: WORDS)

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            await _play_the_one_round(pilot)
            await pilot.press("r")
            for _ in range(50):
                await app.workers.wait_for_complete()
                await pilot.pause()
                if app.session is not None and app.session.game is not game:
                    break
            again = app.session.game
            assert again is not game and not again.is_over and tuple(again.players) == ("Ann", "Bob")
            assert again.options.hand_sizes == (3,)  # the same table options
            assert app.session.save_path.is_file() and app.session.save_path.parent == tmp_path / "data" / "games"

    asyncio.run(scenario())


def test_the_rules_card_lists_every_key_of_the_table() -> None:
    """F1 is where a new player looks for the keys: every key the table binds is
    explained under the card, with the keyboard's own name for ctrl in German."""
    from lexitile.i18n import set_ui_language
    from lexitile.tui.quiddler.app import QuiddlerScreen
    from lexitile.tui.quiddler.screens import KEYS
    from lexitile.tui.shell.rules_card import keys_section

    text = keys_section(KEYS).plain
    for binding in QuiddlerScreen.BINDINGS:
        key = binding.key if binding.key != "f1" else "F1"
        assert f" {key}  " in f" {text}", f"{key} is not on the card"
    set_ui_language("de")
    try:
        german = keys_section(KEYS).plain
    finally:
        set_ui_language("en")
    assert german.startswith("Tasten") and "Strg+z" in german and "ctrl+" not in german


def two_at_the_table() -> QuiddlerApp:
    """Ann and Bob on the first stacked round: Bob's pass screen comes first."""
    return QuiddlerApp(QuiddlerSession(StackedGame(setup(("Ann", "Bob")), WORDS, {0: ROUND1})))


async def pass_screen(pilot) -> CurtainScreen:
    """The pass screen the app opens on."""
    await pilot.pause()
    curtain = pilot.app.screen
    assert isinstance(curtain, CurtainScreen)
    return curtain


def test_enter_twice_on_the_pass_screen_lifts_it_once() -> None:
    """Found in tmux: two Enters queued on the curtain's word box dismissed it twice,
    and the second dismissal popped the table too (a blank screen, ctrl+q quit at once)."""
    from textual.widgets import Input

    app = two_at_the_table()

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            curtain = await pass_screen(pilot)
            box = curtain.query_one("#curtain-entry", Input)
            # the box handles both keys before the first dismissal is done
            curtain.post_message(Input.Submitted(box, ""))
            curtain.post_message(Input.Submitted(box, ""))
            await pilot.pause()
            await pilot.pause()
            assert isinstance(app.screen, QuiddlerScreen)
            assert "Bob's hand:" in text_of(app, "#hand")

    asyncio.run(scenario())


def test_enter_on_a_word_in_the_pass_screen_keeps_its_verdict() -> None:
    """A new player typed a word on the pass screen and pressed Enter to check it: the box
    emptied and the verdict went. Enter now keeps both and selects the word, so the next
    word typed replaces it; Enter in the empty box still lifts the curtain."""
    from textual.widgets import Input

    app = two_at_the_table()

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            curtain = await pass_screen(pilot)
            await pilot.press(*"cat", "enter")
            await pilot.pause()
            verdict = text_of(app, "#curtain-check")
            assert "CAT" in verdict and app.screen is curtain
            assert curtain.query_one("#curtain-entry", Input).value == "cat"
            await pilot.press(*"ten")  # replaces the selected word
            await pilot.pause()
            assert curtain.query_one("#curtain-entry", Input).value == "ten"
            assert "TEN" in text_of(app, "#curtain-check")
            await pilot.press(*["backspace"] * 3, "enter")
            await pilot.pause()
            assert isinstance(app.screen, QuiddlerScreen)

    asyncio.run(scenario())
