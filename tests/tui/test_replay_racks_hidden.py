"""A board game still in play replayed read-only: no frame shows a rack.

A saved game's players may be at the table while its record is replayed (another
lexitile holds it, or it waits to be resumed). The game below is played with known
racks (seeded: every rack is in its GCG), including an exchange; its replay is stepped
through with real keys -- from the saved-games list (``r``, and the read-only offer on
a game another lexitile holds) and as ``lexitile replay FILE`` opens it -- and every
frame is read back as text (:mod:`privacy_frames`). A frame leaks when it shows a rack
(as written or sorted), the exchanged tiles, or the tiles one player has not seen
(those are the bag and the others' racks). A finished record still shows its racks.
"""

from __future__ import annotations

import re
from pathlib import Path

from tui_helpers import make_session, run_async, stand_in_loader

from lexitile.commands.replay import replay_model
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.placement import Placement
from lexitile.storage.locks import LockOwner, lock_path
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.replay import MoveList, ReplayScreen
from lexitile.tui.screens.replay_app import ReplayApp
from lexitile.tui.screens.saved_games import SavedGamesScreen
from privacy_frames import FrameRecorder, press

SIZE = (100, 34)
STEP_KEYS = ("home", *["right"] * 5, "end", "left", "pageup", "up", "down", "1", "enter", "n", "end")


def unfinished_game(data_dir: Path) -> Path:
    """Ann plays GAZED, Bo exchanges three tiles, Ann passes: the state file's path."""
    session = make_session(data_dir, name="busy")
    session.play(Placement.of([(7, 7, "G"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E"), (7, 11, "D")], Direction.ACROSS))
    session.exchange("".join(session.game.racks[1][:3]))
    session.pass_turn()
    session.close()
    return Path(session.path)


def known_racks(gcg: Path) -> tuple[list[str], list[str]]:
    """Every rack the record holds (each event's and the ``#rackN`` of the end), and
    the tiles of its exchanges, as the file writes them."""
    record = read_gcg(gcg)
    racks = [e.rack for e in record.events if e.rack_known]
    racks += [rack for rack, *_ in record.last_racks.values()]
    exchanged = [e.tiles for e in record.events if e.tiles and e.kind.name == "EXCHANGE"]
    assert len(racks) >= 4 and exchanged, "the game must have racks and an exchange to hide"
    return racks, exchanged


def exposed_by(gcg: Path):
    racks, exchanged = known_racks(gcg)
    forms = {r for rack in racks for r in (rack, "".join(sorted(rack)))}
    tiles = [re.compile(rf"-{t}\b|exchanged {t}\b") for t in exchanged]
    unseen = re.compile(r"Unseen by \S+: \d")

    def exposed(text: str) -> set[int]:
        shown = any(f in text for f in forms) or any(p.search(text) for p in tiles) or bool(unseen.search(text))
        return {0} if shown else set()

    return exposed


async def step_through(pilot, recorder: FrameRecorder) -> ReplayScreen:
    for _ in range(100):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if isinstance(pilot.app.screen, ReplayScreen):
            break
    screen = pilot.app.screen
    assert isinstance(screen, ReplayScreen), f"no replay opened: {screen!r}"
    await press(pilot, recorder, *STEP_KEYS)
    return screen


def assert_hidden(screen: ReplayScreen, recorder: FrameRecorder) -> None:
    recorder.finish()
    assert recorder.frames >= len(STEP_KEYS), recorder.frames
    assert not recorder.leaks, recorder.report(["someone"])
    assert screen.racks_hidden
    assert "racks hidden: game in play" in str(screen.query_one("#replay-title").render())
    # the moves stay: the play, the exchange as a count, the pass
    moves = [str(row.move) for row in screen.model.rows]
    assert moves == ["8H GAZED", "-3", "-"]
    # no game from a position: it would deal the recorded racks (n was pressed above)
    assert screen.check_action("new_game", ()) is False
    # nor a review: its best plays would tell the racks
    assert not any(screen.check_action(a, ()) for a in ("review_alternative", "review_jump", "review_summary"))
    assert screen.app.screen is screen


@run_async
async def test_replay_of_a_game_in_play_from_the_saved_games_list_shows_no_rack(data_dir):
    path = unfinished_game(data_dir)
    app = LexitileApp(lexicon_loader=stand_in_loader, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen)
        recorder = FrameRecorder(app, exposed_by(path.with_suffix(".gcg"))).install()
        await press(pilot, recorder, "r")
        screen = await step_through(pilot, recorder)
        assert_hidden(screen, recorder)
        assert app.session is None  # read-only: nothing was resumed


@run_async
async def test_a_game_another_lexitile_holds_offers_the_replay_with_racks_hidden(data_dir):
    path = unfinished_game(data_dir)
    lock_path(path).write_text(LockOwner(4242, "other-host", "2026-12-01 09:00:00").to_json())
    app = LexitileApp(lexicon_loader=stand_in_loader, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+o")
        await pilot.pause()
        listed = app.screen
        assert isinstance(listed, SavedGamesScreen)
        recorder = FrameRecorder(app, exposed_by(path.with_suffix(".gcg"))).install()
        await press(pilot, recorder, "enter")
        assert app.screen is listed and app.session is None  # not resumed
        note = str(listed.query_one("#saved-note").render())
        assert "4242" in note and "other-host" in note and "r: replay it read-only" in note
        await press(pilot, recorder, "r")
        screen = await step_through(pilot, recorder)
        assert_hidden(screen, recorder)
    assert "4242" in lock_path(path).read_text()  # the other program keeps its game


@run_async
async def test_lexitile_replay_of_an_unfinished_record_hides_the_racks(data_dir):
    gcg = unfinished_game(data_dir).with_suffix(".gcg")
    app = ReplayApp(replay_model(gcg), lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        recorder = FrameRecorder(app, exposed_by(gcg)).install()
        screen = await step_through(pilot, recorder)
        assert_hidden(screen, recorder)


@run_async
async def test_a_finished_record_still_shows_its_racks(data_dir):
    path = unfinished_game(data_dir)
    from lexitile.savegame import load_saved
    from lexitile.tui.launch import resume_session

    session = resume_session(load_saved(path), stand_in_loader)
    session.resign()
    session.close()
    gcg = path.with_suffix(".gcg")
    app = ReplayApp(replay_model(gcg), lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and not screen.racks_hidden
        racks = [str(r.rack) for r in screen.model.rows]
        assert racks[:2] == [e.rack for e in read_gcg(gcg).events[:2]] and racks[0]
        table = screen.query_one(MoveList)
        assert str(table.get_row_at(1)[2]) == racks[0]  # the Rack column shows it
        assert "racks hidden" not in str(screen.query_one("#replay-title").render())


def test_lexitile_resume_of_a_held_game_offers_the_replay_with_racks_hidden(data_dir, capsys):
    """``lexitile resume`` of a game another lexitile holds says who has it and names
    the replay that shows it read-only -- the one tested above, racks hidden."""
    from lexitile.cli import main

    path = unfinished_game(data_dir)
    lock_path(path).write_text(LockOwner(4242, "other-host", "2026-12-01 09:00:00").to_json())
    assert main(["resume", str(path)]) == 2  # not a terminal: not asked
    who, hint = capsys.readouterr().err.splitlines()
    assert "4242" in who and "other-host" in who
    assert f"`lexitile replay {path.with_suffix('.gcg')}`" in hint and "hidden" in hint
    model = replay_model(path.with_suffix(".gcg"))
    assert getattr(model, "racks_hidden", False)
