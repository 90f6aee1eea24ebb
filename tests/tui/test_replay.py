"""``lexitile replay``: the replay screen on real shared files, its keys and mouse, the
error screen, every file ``verify`` accepts, and a new game from a position (issue #4)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from textual.widgets import Static
from tui_helpers import WORDS, run_async

from lexitile.cli import main
from lexitile.commands.verify import verify_path
from lexitile.games.crossword import catalog
from lexitile.games.crossword.records.gcg_writer import game_to_gcg
from lexitile.games.crossword.records.replay_model import ReplayLoadError, ReplayModel, load_replay
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.tiles import BLANK
from lexitile.play.position_session import PositionError, position_game
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.replay import (
    MoveList,
    ReplayBoard,
    ReplayScreen,
)
from lexitile.tui.screens.replay_app import ReplayApp
from lexitile.tui.screens.replay_error import ReplayErrorScreen
from lexitile.tui.widgets.scores import ScoresView
from lexitile.tui.widgets.unseen import UnseenView
from shared_data import shared_path

#: A real game with notes, an exchange and two challenge bonuses (Woogles-style file).
OWN_RECORD = Path(__file__).resolve().parents[1] / "data" / "replay" / "selfplay-7.gcg"
ANNO = ("HerbCaudill-scorable", "e2e", "games", "anno57595.gcg")
#: Quackle's 4-player file: its third play uses a tile not on the rack (line 7).
QUACKLE_4P = ("quackle-quackle", "test", "positions", "multiplayer-crash.gcg")
#: A scrabblr game played on a board with some DL and TL squares swapped.
MODIFIED = ("jalapic-scrabblr", "modified_board")
SIZE = (110, 36)


def replay_app(path, **kwargs) -> ReplayApp:
    try:
        model = load_replay(path, **kwargs)
    except ReplayLoadError as exc:
        return ReplayApp(exc, lexicon_loader=lambda spec: WORDS)
    return ReplayApp(model, lexicon_loader=lambda spec: WORDS)


def recorded_totals(model: ReplayModel, pos: int) -> tuple[int, ...]:
    """Each player's cumulative score as the file writes it after event ``pos``."""
    totals = [0] * len(model.nicks)
    for e in model.record.events[: pos + 1]:
        totals[e.player] = e.cumulative
    return tuple(totals)


def shown(screen: ReplayScreen) -> dict:
    """What the replay screen shows now."""
    scores = screen.query_one("#replay-scores", ScoresView)
    return {
        "pos": screen.pos,
        "board": screen.query_one(ReplayBoard).board.squares,
        "scores": scores.scores,
        "turn": scores.turn,
        "bag": scores.bag,
        "row": screen.query_one(MoveList).cursor_row,
        "details": str(screen.query_one("#replay-details", Static).render()),
        "notes": str(screen.query_one("#replay-notes", Static).render()),
        "status": str(screen.query_one("#replay-status", Static).render()),
        "unseen": screen.query_one(UnseenView).counts,
    }


def check_against_file(screen: ReplayScreen, pos: int) -> dict:
    """The screen shows event ``pos``: its board, the file's totals, its row."""
    model = screen.model
    now = shown(screen)
    assert now["pos"] == pos
    assert now["board"] == model.replay.board_after(pos).squares
    assert now["scores"] == recorded_totals(model, pos)
    assert now["row"] == pos + 1
    return now


# --------------------------------------------------------------------------- stepping
@pytest.mark.shared
@run_async
async def test_keys_step_through_a_real_game_and_match_the_file():
    path = shared_path("gcg", *ANNO)
    app = replay_app(path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        model = screen.model
        assert model.error is None and not model.replay.mismatches
        last = model.last
        check_against_file(screen, last)  # opens at the end: the final position
        assert shown(screen)["scores"] == (434, 413) and shown(screen)["turn"] is None
        await pilot.press("home")
        start = check_against_file(screen, -1)
        assert not any(start["board"]) and start["scores"] == (0, 0) and start["turn"] == 0
        assert start["bag"] == 100 - 14
        for pos in range(8):
            await pilot.press("right")
            check_against_file(screen, pos)
        # event 7 is Bob's challenge bonus, a row of its own
        assert model.rows[8].kind is EventKind.CHALLENGE_BONUS and model.rows[8].turn is None
        await pilot.press("right")
        now = check_against_file(screen, 8)
        assert "Challenge bonus: Bob +5" in now["details"]
        await pilot.press("left", "left")
        check_against_file(screen, 6)
        await pilot.press("pagedown")
        check_against_file(screen, 16)
        await pilot.press("pageup", "pageup")
        check_against_file(screen, -1)
        await pilot.press("end")
        check_against_file(screen, last)
        await pilot.press("right")  # nothing after the end
        check_against_file(screen, last)
        # a number and Enter: that turn (12 is Bob's M11 AJEE)
        await pilot.press("1", "2")
        assert "Go to turn: 12_" in shown(screen)["status"]
        await pilot.press("enter")
        now = check_against_file(screen, model.position_of_turn(12))
        assert model.rows[now["pos"]].move == "M11 AJEE" and "turn 12" in now["status"]
        assert "AJEE: " in now["details"]  # the itemised score
        await pilot.press("0", "enter")
        check_against_file(screen, -1)
        await pilot.press("9", "9", "enter")  # past the last turn: the end
        check_against_file(screen, last)
        # ↑/↓ in the move list move one event too
        await pilot.press("home", "down", "down")
        check_against_file(screen, 1)


@pytest.mark.shared
@run_async
async def test_notes_unseen_tiles_and_itemised_score():
    path = shared_path("gcg", *ANNO)
    app = replay_app(path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        model = screen.model
        await pilot.press("6", "enter")  # turn 6: Bob's 5H .HEF, with a note
        now = shown(screen)
        assert model.rows[now["pos"]].move == "5H .HEF"
        assert "# Not surprised that I missed FEHMIC" in now["notes"]
        assert "CHEF: (3+4+1+4)x2 = 24" in now["details"]
        # unseen by Alice (to move, rack EIOSTUR): 100 tiles - board - her rack
        seat, counts, known = model.unseen(now["pos"])
        assert seat == 0 and known
        on_board = sum(1 for t in now["board"] if t)
        assert sum(now["unseen"].values()) == 100 - on_board - 7 == sum(counts.values())
        assert now["turn"] == 0


@pytest.mark.shared
@run_async
async def test_clicking_a_move_in_the_list_jumps_to_it():
    path = shared_path("gcg", *ANNO)
    app = replay_app(path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("home")
        table = screen.query_one(MoveList)
        # row 0 is the start; header line first: row 5 (event 4) is 6 lines down
        await pilot.click(MoveList, offset=(3, 6))
        await pilot.pause()
        assert table.cursor_row == 5
        check_against_file(screen, 4)
        await pilot.click(MoveList, offset=(3, 3))
        await pilot.pause()
        check_against_file(screen, 1)


# --------------------------------------------------------------------------- other files
@pytest.mark.shared
@run_async
async def test_quackle_four_player_file_shows_the_error_then_the_events_before_it():
    path = shared_path("gcg", *QUACKLE_4P)
    app = replay_app(path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        error = app.screen
        assert isinstance(error, ReplayErrorScreen)
        assert (error.line, error.code) == (7, "MOVE_VALIDATION_ERROR")
        text = str(error.query_one("#replay-error", Static).render())
        assert "line 7: illegal play G7 F.Z: not on the rack BCDEITZ: F" in text
        assert "7 | >Nicole_Gorham: BCDEITZ G7 F.Z +38 38" in text
        await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert screen.model.nicks == ("Mark_Ogden", "Chappy", "Nicole_Gorham", "Daniel_Southam")
        now = check_against_file(screen, 1)
        assert now["scores"] == (22, 28, 0, 0) and now["turn"] == 2
        assert "Replay stopped at line 7" in now["notes"]
        await pilot.press("left")
        assert check_against_file(screen, 0)["turn"] == 1


def played_game(rules: str, players: int, seed: int, turns: int) -> Game:
    """A seeded game: each turn the best play the generator finds on a short word list
    (words are not judged), or a pass."""
    import lzma

    from lexitile.games.crossword.engine.automaton import Automaton
    from lexitile.games.crossword.engine.movegen import best_move
    from lexitile.resources import data_dir

    with lzma.open(data_dir() / "wordlists" / "en.txt.xz", "rt", encoding="utf-8") as f:
        words = [w.strip().upper() for w in f if 2 <= len(w.strip()) <= 5]
    automaton = Automaton.build(w for w in words if w.isascii() and w.isalpha())
    ruleset = catalog.load_rules(rules)
    game = Game(ruleset, ["Ann", "Bo", "Cy", "Di"][:players], seed=seed)
    for _ in range(turns):
        if game.is_over:
            break
        move = best_move(game.board, game.rack, ruleset.tileset, automaton)
        if move is None:
            game.pass_turn()
        else:
            game.play(move.placement)
    return game


@pytest.fixture
def four_player_file(tmp_path) -> Path:
    """A 4-player game written the way Quackle writes them (#player3, #player4)."""
    game = played_game("tournament", 4, seed=12, turns=22)
    path = tmp_path / "four.gcg"
    path.write_text(game_to_gcg(game), encoding="utf-8")
    return path


@run_async
async def test_a_four_player_game_steps_through_all_scores(four_player_file):
    text = four_player_file.read_text(encoding="utf-8")
    assert "#player3 " in text and "#player4 " in text
    assert verify_path(four_player_file).status == "ok"
    app = replay_app(four_player_file)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        model = screen.model
        assert len(model.nicks) == 4 and model.error is None
        await pilot.press("home")
        for pos in range(model.last + 1):
            await pilot.press("right")
            now = check_against_file(screen, pos)
            assert len(now["scores"]) == 4
            if model.rows[pos].turn is not None and pos < model.last:
                assert now["turn"] == (model.rows[pos].player + 1) % 4 or model.rows[pos + 1].turn is None


@pytest.mark.shared
@run_async
async def test_modified_board_file_with_the_board_option():
    folder = shared_path("gcg", *MODIFIED)
    layout = catalog.load_layout(str(folder / "LAYOUT_modified_board.txt"))
    path = folder / "Game_Number_1.txt"
    # on the standard board the recorded scores differ; with --board they match
    assert verify_path(path).status == "mismatch" and verify_path(path, board=layout).status == "ok"
    plain = load_replay(path)
    assert any(r.differs for r in plain.rows)
    app = replay_app(path, board=layout)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        model = screen.model
        assert model.layout is layout and not any(r.differs for r in model.rows)
        check_against_file(screen, model.last)
        await pilot.press("home", "pagedown")
        check_against_file(screen, 9)
        assert str(screen.query_one(MoveList).get_cell_at((10, 5))).rstrip("!") == str(model.rows[9].total)


@run_async
async def test_error_screen_for_a_broken_file(tmp_path):
    broken = tmp_path / "broken.gcg"
    broken.write_text("#player1 a A\n#player2 b B\n>a: ABC 8G ABC +7 7\n>b: DEF blah +3 3\n", encoding="utf-8")
    app = replay_app(broken)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayErrorScreen) and screen.viewable == 0
        text = str(screen.query_one("#replay-error", Static).render())
        assert "This file cannot be replayed" in text and "line 4:" in text and "[NO_MATCHING_TOKEN]" in text
        assert "4 | >b: DEF blah +3 3" in text
        await pilot.press("enter")
    assert app.return_value == 1


@pytest.mark.parametrize(
    "content, code",
    [
        (b"", "GCG_EMPTY"),
        (b"#character-encoding UTF-8\n#player1 a A\n#player2 b B\n>a: \xff 8G AB +4 4\n", "BAD_ENCODING"),
        (b"#player1 a A\n#player2 b B\n#board-layout Nowhere\n>a: AB 8G AB +4 4\n", "UNKNOWN_BOARD_LAYOUT"),
        (b"#player1 a A\n#player2 b B\n>a: AB 8G AB +4 4\n>a: CD 9G CD +4 8\n", "GAME_EVENT_OFF_TURN"),
    ],
)
def test_files_that_cannot_be_shown_raise_with_line_and_reason(tmp_path, content, code):
    path = tmp_path / "x.gcg"
    path.write_bytes(content)
    if code == "GAME_EVENT_OFF_TURN":
        model = load_replay(path)  # the first event replays: shown, then the error
        assert model.error is not None and model.error.code == code and model.error.line == 4
        assert model.line_text == ">a: CD 9G CD +4 8"
        return
    with pytest.raises(ReplayLoadError) as info:
        load_replay(path)
    assert info.value.code == code
    assert str(info.value).startswith(str(path))


def test_a_file_without_events_shows_the_empty_board(tmp_path):
    path = tmp_path / "x.gcg"
    path.write_text("#player1 a A\n#player2 b B\n#rack1 ABCDEFG\n", encoding="utf-8")
    model = load_replay(path)
    assert model.last == -1 and model.rows == [] and model.to_move(-1) == 0
    assert model.rack_at(-1, 0) == "ABCDEFG" and model.unseen(-1)[2]


def test_command_line_usage_errors(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "missing.gcg")]) == 2
    assert "no such file" in capsys.readouterr().err
    assert main(["replay", str(tmp_path)]) == 2
    assert "is a directory" in capsys.readouterr().err
    game = tmp_path / "g.gcg"
    game.write_text("#player1 a A\n#player2 b B\n>a: AB 8G AB +4 4\n", encoding="utf-8")
    assert main(["replay", str(game), "--board", "nowhere"]) == 2
    assert "unknown board" in capsys.readouterr().err


@pytest.mark.shared
def test_every_file_verify_accepts_opens():
    """Every shared file that ``lexitile verify`` accepts opens without an error, and every
    position of it can be shown (board, totals, details, unseen tiles, who moves)."""
    root = shared_path("gcg")
    layout = catalog.load_layout(str(root / "jalapic-scrabblr/modified_board/LAYOUT_modified_board.txt"))
    files = sorted(p for p in root.rglob("*") if p.suffix in (".gcg", ".txt") and p.name != "LAYOUT_modified_board.txt")
    opened = 0
    for i, path in enumerate(files):
        board = layout if "modified_board" in path.parts else None
        if verify_path(path, board=board).status != "ok":
            continue
        model = load_replay(path, board=board)
        assert model.error is None and all(r.recorded[1] == r.total for r in model.rows), path
        opened += 1
        positions = (
            range(-1, model.last + 1) if "jalapic-scrabblr" not in path.parts or i % 50 == 0 else (-1, model.last)
        )
        for pos in positions:
            model.board(pos)
            assert model.totals(pos) == recorded_totals(model, pos)
            assert model.details(pos)
            seat, counts, _ = model.unseen(pos)
            assert sum(counts.values()) <= model.tileset.total
            if seat is not None:
                assert 0 <= seat < len(model.nicks)
    assert opened >= 1444


# --------------------------------------------------------------------------- a game from here
def check_position_game(model: ReplayModel, pos: int, seed: int = 1) -> Game:
    game = position_game(model, pos, seed=seed)
    assert game.board.squares == model.board(pos).squares
    assert tuple(game.scores) == model.totals(pos)
    assert game.turn == model.to_move(pos)
    # every tile is somewhere: board + racks + bag = the tile set
    counts = Counter(BLANK if t.islower() else t for t in game.board.squares if t)
    for rack in game.racks:
        counts.update(rack)
    counts.update(game.bag.tiles)
    assert counts == Counter(model.tileset.counts)
    # the racks the file records are kept (when they are whole)
    for seat in range(len(model.nicks)):
        known = model.rack_at(pos, seat)
        if known and len(known) == len(game.racks[seat]):
            assert sorted(game.racks[seat]) == sorted(known)
    return game


@pytest.mark.shared
def test_position_game_is_consistent_at_every_position():
    model = load_replay(shared_path("gcg", *ANNO))
    for pos in range(-1, model.last + 1):
        if model.to_move(pos) is None:
            with pytest.raises(PositionError):
                position_game(model, pos)
            continue
        game = check_position_game(model, pos)
        assert len(game.bag) == model.bag(pos)


@pytest.mark.shared
@run_async
async def test_new_game_from_the_position_shown():
    path = shared_path("gcg", *ANNO)
    app = replay_app(path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        replay = app.screen
        model = replay.model
        await pilot.press("n")  # at the end: the game is over
        await pilot.pause()
        assert app.screen is replay
        await pilot.press("1", "0", "enter")  # turn 10: Bob's C11 DOF
        pos = replay.pos
        to_move = model.to_move(pos)
        rack = model.rack_at(pos, to_move)
        await pilot.press("n")
        await app.workers.wait_for_complete()
        await pilot.pause()
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        game = game_screen.session.game
        assert game.board.squares == model.board(pos).squares
        assert tuple(game.scores) == recorded_totals(model, pos)
        # the file writes only the tiles played (GED): kept, the rest drawn from the bag
        assert game.turn == to_move and rack == "GED" and len(game.racks[to_move]) == 7
        assert not Counter(rack) - Counter(game.racks[to_move])
        assert game_screen.session.path is None  # not saved
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen is replay and replay.pos == pos


def test_replay_snapshot(snap_compare):
    path = OWN_RECORD

    async def before(pilot):
        await pilot.pause()
        screen = pilot.app.screen
        for _ in range(400):  # the review panel's analysis runs in a worker: the picture waits for it
            if screen.review is not None and screen.review.complete:
                break
            await pilot.pause(0.05)
        await pilot.press("1", "9", "enter")
        await pilot.pause()

    assert snap_compare(replay_app(path), terminal_size=(100, 34), run_before=before)
