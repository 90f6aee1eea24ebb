"""Names are text, not markup, and never reach the terminal raw: every screen rendered
with hostile player names, notes and quoted lines, by real key presses.

Each hostile name is one attack: ``[/]`` (a closing tag with nothing to close: a
markup crash), ``[@click=quit]x[/]`` (an action run by a click), ``ESC ]2;PWN ESC \\``
(sets the terminal title) and ``ESC ]52;c;...`` (writes the clipboard). A screen passes
when it opens without an error, the app is still running, no escape character is in
what it draws, and the name is shown as the characters it is made of.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import WORDS, AnyWord, run_async

from lexitile.games.crossword.records.replay_model import ReplayLoadError, load_replay
from lexitile.games.quiddler.game import Game as QuiddlerGame
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.setup import GameSetup as QuiddlerSetup
from lexitile.games.quiddler.storage import load_deck
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.text.safe import visible
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.replay import ReplayScreen
from lexitile.tui.screens.replay_app import ReplayApp
from lexitile.tui.screens.replay_error import ReplayErrorScreen

SIZE = (120, 40)
ESC = "\x1b"
TITLE = f"Al{ESC}]2;PWN{ESC}\\"
CLIP = f"Cy{ESC}]52;c;aGk={ESC}\\"
#: (name, what the screen must show of it)
HOSTILE = [
    ("[/]", "[/]"),
    ("[@click=quit]x[/]", "[@click=quit]x[/]"),
    (TITLE, visible(TITLE)),
    (CLIP, visible(CLIP)),
    ("[b]Bo", "[b]Bo"),
]


def drawn(app) -> str:
    """Every character the app's current screen draws, as one string."""
    strips = app.screen._compositor.render_strips()
    return "\n".join("".join(segment.text for segment in strip) for strip in strips)


def assert_safe(app, *expected: str) -> str:
    text = drawn(app)
    assert ESC not in text, "an escape character reached the screen"
    assert "\x9b" not in text and "\x07" not in text
    assert app.is_running, "the app quit"
    for part in expected:
        assert part in text, f"{part!r} is not shown"
    return text


def hostile_gcg(tmp_path: Path, name: str, bad_line: str = "") -> Path:
    note = f"#note look {name} and {CLIP}"
    text = (
        "#character-encoding UTF-8\n"
        f"#player1 alice {name}\n"
        f"#player2 bob {CLIP}\n"
        f"#description {TITLE}\n"
        ">alice: ABEIKTT 8G BITE +12 12\n"
        f"{note}\n"
        ">bob: DGOORSU H7 R.GS +5 5\n"
        f"{bad_line}"
    )
    path = tmp_path / "hostile.gcg"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(("name", "shown"), HOSTILE)
@run_async
async def test_replay_shows_hostile_names_and_notes_as_text(tmp_path, name, shown) -> None:
    model = load_replay(hostile_gcg(tmp_path, name))
    app = ReplayApp(model, lexicon_loader=lambda spec: WORDS)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert_safe(app, shown, visible(CLIP))
        for key in ("right", "right", "end", "home", "right"):
            await pilot.press(key)
            await pilot.pause()
            assert_safe(app, shown)
        await pilot.click("#replay-scores")
        await pilot.click("#replay-notes")
        await pilot.pause()
        assert_safe(app)


@run_async
async def test_replay_error_dialog_quotes_the_bad_line_visibly(tmp_path) -> None:
    path = hostile_gcg(tmp_path, "[/]", bad_line=f">alice: XYZ {TITLE} [/] +99 999\n")
    with pytest.raises(ReplayLoadError) as caught:
        load_replay(path)
    app = ReplayApp(caught.value, lexicon_loader=lambda spec: WORDS)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayErrorScreen)
        assert_safe(app, "\\x1b]2;PWN")


def _session(data_dir: Path, names: tuple[str, ...], **kw) -> Session:
    setup = GameSetup(names, rules="mattel", lexicon="test-words", seed=1, **kw)
    return Session.start(setup, AnyWord(), path=data_dir / "games" / "hostile.json")


TYPED = [h for h in HOSTILE if len(h[0]) <= 20 and ESC not in h[0]]


async def step(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    for _ in range(3):
        await pilot.pause()


@pytest.mark.parametrize(("name", "shown"), TYPED)
@run_async
async def test_board_game_screens_show_hostile_names(data_dir, name, shown) -> None:
    """Curtain, game screen, help card, exchange dialog, seats (robot) dialog, annul vote,
    resign question, game over and the quit question, each drawn with the name."""
    from lexitile.tui.screens.game_over import GameOverScreen

    session = _session(data_dir, (name, "Ann"))
    app = LexitileApp(session, lexicon_loader=lambda spec: AnyWord(), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        assert_safe(app, shown)  # the curtain: "Pass to <name>"
        await step(pilot, "enter")
        assert_safe(app, shown)  # the game screen: scores, whose turn
        for keys in (("f1",), ("escape",), ("ctrl+x",), ("escape",), ("ctrl+t",), ("escape",)):
            await step(pilot, *keys)
            assert_safe(app)
        await step(pilot, "ctrl+n")  # annul: every player votes, by name
        assert_safe(app)
        await step(pilot, "escape")
        await step(pilot, "ctrl+q")  # the quit question
        assert_safe(app)
        await step(pilot, "n")
        await step(pilot, "ctrl+e")  # "<name>: resign?"
        assert_safe(app, shown)
        await step(pilot, "y")
        assert isinstance(app.screen, GameOverScreen)
        assert_safe(app, shown)


@pytest.mark.parametrize(("name", "shown"), TYPED)
@run_async
async def test_challenge_window_shows_hostile_names(data_dir, name, shown) -> None:
    from lexitile.play.table_options import GameOptions

    session = _session(data_dir, (name, "Ann"), options=GameOptions(check="challenge"))
    app = LexitileApp(session, lexicon_loader=lambda spec: AnyWord(), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot, "enter")
        first = session.game.racks[session.game.turn]
        word = "".join(t for t in first if t != "?")[:2]
        await step(pilot, *word.lower())
        await step(pilot, "enter")  # the play is open to challenge: the window names both
        from lexitile.tui.screens.challenge import ChallengeWindowScreen

        assert any(isinstance(s, ChallengeWindowScreen) for s in app.screen_stack)
        assert_safe(app, shown)
        await step(pilot, "enter")
        assert_safe(app)


@run_async
async def test_saved_games_list_with_hostile_names(data_dir) -> None:
    for i, (name, _shown) in enumerate(h for h in HOSTILE if len(h[0]) <= 20 and ESC not in h[0]):
        setup = GameSetup((name, "Ann"), rules="mattel", lexicon="test-words", seed=i)
        Session.start(setup, AnyWord(), path=data_dir / "games" / f"g{i}.json")
    app = LexitileApp(lexicon_loader=lambda spec: AnyWord(), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.open_saved_games()
        await pilot.pause()
        assert_safe(app, "[/]", "[@click=quit]x[/]", "[b]Bo")


@run_async
async def test_resumed_state_file_with_escapes_in_names(data_dir) -> None:
    import json

    from lexitile.savegame import load_saved
    from lexitile.tui.launch import resume_session

    session = _session(data_dir, ("Bo", "Ann"))
    data = json.loads(session.path.read_text())
    data["players"] = [TITLE, "[/]"]
    session.path.write_text(json.dumps(data))
    resumed = resume_session(load_saved(session.path), lambda spec: AnyWord())
    app = LexitileApp(resumed, lexicon_loader=lambda spec: AnyWord(), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert_safe(app, visible(TITLE), "[/]")


@pytest.mark.parametrize(("name", "shown"), HOSTILE)
@run_async
async def test_quiddler_table_shows_hostile_names(tmp_path, name, shown) -> None:
    from lexitile.play.quiddler import QuiddlerSession
    from lexitile.tui.quiddler.quiddler_app import QuiddlerApp

    game = QuiddlerGame(QuiddlerSetup((name, "Ann"), 1, load_deck("english"), TableOptions(), 0), WORDS)
    app = QuiddlerApp(QuiddlerSession(game, save_path=tmp_path / "q.qdl", lexicon_spec="test"), "CARD")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert_safe(app)
        for _ in range(2):
            await pilot.press("enter")
            await pilot.pause()
            assert_safe(app)
        assert shown in drawn(app) or name == "Ann"


@pytest.mark.parametrize(("name", "shown"), HOSTILE)
@run_async
async def test_crosswise_table_shows_hostile_names(name, shown) -> None:
    from lexitile.games.crosswise.files import load_components
    from lexitile.games.crosswise.match import Match
    from lexitile.play.crosswise import Session as CrosswiseSession
    from lexitile.tui.crosswise.app import CrosswiseApp

    match = Match(load_components(), [name, "Ann"], seed=1)
    app = CrosswiseApp(CrosswiseSession(match, {}, path=None), robot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = assert_safe(app)
        if ESC not in name:
            await pilot.press("enter")
            await pilot.pause()
            text = assert_safe(app)
        assert shown in text or "Ann" in text
