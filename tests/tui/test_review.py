"""The replay's review of a finished game, with real keys, on a record of lexitile's own
robots (``tests/data/analysis/two-player.gcg``, played with the word list beside it).

What the panel says (the best plays, their equity, the rank of the move made), where
``a`` and ``j`` go, and the summary's figures are checked against the brute-force
oracle of ``tests/analysis_oracle.py`` (every legal play by exhaustion, its own copy
of the equity formula), never against the analyser's own output; the chart's points
against the cumulative scores the record's lines write.
"""

from __future__ import annotations

import re

import pytest
from textual.widgets import Static
from tui_helpers import run_async

from analysis_oracle import DATA, WORDS, board_before, oracle, oracle_options
from lexitile.games.crossword.records.replay_model import load_replay
from lexitile.play.review import LOSS_THRESHOLD
from lexitile.tui.screens.replay import ReplayBoard
from lexitile.tui.screens.replay_app import ReplayApp
from lexitile.tui.screens.review import ReviewMixin, ReviewSummaryScreen, replay_progress
from lexitile.tui.widgets.review_panel import ReviewPanel
from lexitile.tui.widgets.score_chart import MARKERS, chart_text

RECORD = DATA / "two-player.gcg"


def review_app(path=RECORD) -> ReplayApp:
    return ReplayApp(load_replay(path), lexicon_loader=lambda spec: WORDS)


async def until_analysed(pilot, screen) -> None:
    for _ in range(600):
        if screen.review is not None and screen.review.complete:
            return
        await pilot.pause(0.05)
    raise AssertionError("the review did not finish")


def panel_of(screen) -> str:
    return str(screen.query_one(ReviewPanel).render())


def oracle_turn(replay, event: int):
    """The oracle's view of the turn at ``event``: its options, the played equity, the
    best play's equity and the set of best plays (as sets of new tiles)."""
    options, played, _bingo = oracle_options(replay, event, board_before(replay, event))
    plays = [(eq, key) for eq, key in options if isinstance(key, frozenset)]
    best_play = max(eq for eq, _ in plays)
    best_keys = {key for eq, key in plays if abs(eq - best_play) < 1e-9}
    rank = 1 + sum(1 for eq, _ in options if eq > played + 1e-9)
    return options, played, best_play, best_keys, rank


@run_async
async def test_panel_shows_the_oracles_best_play_and_the_rank_of_the_move_made() -> None:
    app = review_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        await until_analysed(pilot, screen)
        await pilot.press("4", "enter")  # turn 4: Easy2's I7 P.N
        await pilot.pause()
        replay = screen.model.replay
        event = screen.model.position_of_turn(4)
        assert screen.pos == event
        options, played, best_play, _keys, rank = oracle_turn(replay, event)
        text = panel_of(screen)
        assert "Turn 4" in text and "I7 P.N" in text
        assert f"rank {rank}/{len(options)}" in text
        best = max(eq for eq, _ in options)
        assert f"−{best - played:.1f}" in text
        first_row = next(line for line in text.splitlines() if re.match(r"^.  1 ", line))
        assert first_row.rstrip().endswith(f"{best_play:.1f}")
        # the move made, at its rank, with its equity
        made = next(line for line in text.splitlines() if line.startswith("=") and "P.N" in line)
        assert re.match(rf"^= *{rank} I7 P\.N", made) and made.rstrip().endswith(f"{played:.1f}")


@run_async
async def test_a_draws_the_best_alternative_on_the_board_before_the_turn() -> None:
    app = review_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        await until_analysed(pilot, screen)
        await pilot.press("4", "enter", "a")
        await pilot.pause()
        replay = screen.model.replay
        event = screen.model.position_of_turn(4)
        _options, _played, _best, best_keys, _rank = oracle_turn(replay, event)
        view = screen.query_one(ReplayBoard)
        shown = set(view.marks)
        before = board_before(replay, event)
        new_tiles = frozenset((r, c, view.board.at(r, c)) for r, c in shown)
        assert all(before.at(r, c) is None for r, c in shown)
        assert new_tiles in best_keys
        assert "▶  1" in panel_of(screen)
        # a style of its own, with a sign besides colour: not the move made's, not a hint's
        alt = view.get_component_rich_style("board--mark")
        assert alt.underline and alt != view.get_component_rich_style("board--last")
        # after the five alternatives, the move made again
        await pilot.press("a", "a", "a", "a", "a")
        await pilot.pause()
        assert not view.marks
        assert view.board.to_rows() == screen.model.board(event).to_rows()
        # stepping on shows the replay's own board, not the alternative
        await pilot.press("a", "right")
        await pilot.pause()
        assert not view.marks and screen.pos == event + 1


@run_async
async def test_j_jumps_to_the_next_turn_that_lost_more_than_the_threshold() -> None:
    app = review_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await until_analysed(pilot, screen)
        await pilot.press("home")
        replay = screen.model.replay
        expected = []
        turn = 0
        while len(expected) < 2:  # the oracle's first two turns that lost more than the threshold
            turn += 1
            event = screen.model.position_of_turn(turn)
            best, _argmax, played, _bingo = oracle(replay, event, board_before(replay, event))
            if best - played > LOSS_THRESHOLD:
                expected.append(event)
        await pilot.press("j")
        await pilot.pause()
        assert screen.pos == expected[0]
        await pilot.press("j")
        await pilot.pause()
        assert screen.pos == expected[1]


@run_async
async def test_summary_screen_totals_and_the_chart_of_the_record() -> None:
    app = review_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        await until_analysed(pilot, screen)
        await pilot.press("s")
        await pilot.pause()
        summary = app.screen
        assert isinstance(summary, ReviewSummaryScreen)
        text = str(summary.query_one("#review-summary", Static).render())
        for nick in screen.model.nicks:
            assert nick in text
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen


def recorded_points(path) -> list[dict[str, int]]:
    """The running totals after each turn, read from the record's own lines: a turn line
    starts a point, the lines after it (challenge, end-of-game rack) change it."""
    points: list[dict[str, int]] = [{}]
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith(">"):
            continue
        nick, rest = line[1:].split(":", 1)
        fields = rest.split()
        cumulative = int(fields[-1])
        # rack? then the move: "(TILES)", "(challenge)", "(time)" and "--" are no turns
        is_turn = not any(f.startswith("(") or f == "--" for f in fields[:2])
        if is_turn:
            points.append(dict(points[-1]))
        points[-1][nick] = cumulative
    return points


@pytest.mark.parametrize("name", ["two-player.gcg", "three-player.gcg", "challenge.gcg"])
def test_chart_points_are_the_records_cumulative_scores(name: str) -> None:
    model = load_replay(DATA / name)
    got = replay_progress(model)
    want = recorded_points(DATA / name)
    assert len(got) == len(want) == model.turns + 1
    for point, written in zip(got, want, strict=True):
        assert point == tuple(written.get(nick, 0) for nick in model.nicks)


def test_chart_text_draws_the_leader_on_top_and_the_final_scores() -> None:
    points = [(0, 0), (10, 4), (12, 30), (40, 31)]
    text = chart_text(points, ["Ann", "Bob"], 40, height=6).plain
    rows = text.splitlines()
    assert rows[0].startswith("40 ┤")
    assert rows[0].rstrip().endswith(MARKERS[0])  # Ann's 40 at the last turn, the top row
    assert "● Ann 40" in text and "○ Bob 31" in text
    zero = next(r for r in rows if r.lstrip().startswith("0 ┤"))
    assert zero.count("◆") == 1  # both start at 0


@run_async
async def test_an_unfinished_game_has_no_review(tmp_path) -> None:
    lines = RECORD.read_text(encoding="utf-8").splitlines()
    cut = tmp_path / "unfinished.gcg"
    cut.write_text("\n".join(lines[:20]) + "\n", encoding="utf-8")
    app = review_app(cut)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.pause()
        assert screen.query_one(ReviewPanel).display is False
        before = screen.pos
        await pilot.press("home", "j", "a", "s")
        await pilot.pause()
        assert app.screen is screen and screen.review is None and screen.pos == -1 != before


@run_async
async def test_game_over_chart_follows_the_games_own_record(data_dir) -> None:
    """Two plays, then a resignation: the chart on the game-over screen has the start,
    one point per turn with the totals the saved GCG record writes, and the final scores."""
    from tui_helpers import make_session

    from lexitile.tui.app import LexitileApp
    from lexitile.tui.screens.game_over import GameOverScreen
    from lexitile.tui.widgets.score_chart import ScoreChart

    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        await pilot.press(*"gazed", "enter", "enter")
        await pilot.pause()
        await pilot.press("left", "left", "left", "space", *"one", "enter", "enter")
        await pilot.pause()
        await pilot.press("ctrl+e", "y")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameOverScreen)
        chart = screen.query_one(ScoreChart)
        gcg = session.saved.gcg_path
        written = recorded_points(gcg)
        nicks = list(session.game.players)
        want = [tuple(point.get(n, 0) for n in nicks) for point in written]
        want[-1] = tuple(screen.summary.final_scores)
        assert chart.points == want and len(want) == 3
        text = str(chart.render())
        for nick, score in zip(nicks, screen.summary.final_scores, strict=True):
            assert f"{nick} {score}" in text


def _running(function) -> bool:
    """Whether some thread is inside ``function`` now."""
    import sys

    for frame in sys._current_frames().values():
        while frame is not None:
            if frame.f_code is function.__code__:
                return True
            frame = frame.f_back
    return False


@run_async
async def test_leaving_the_replay_while_it_is_analysed_is_quiet() -> None:
    """The worker's answers that arrive after the screen has gone are dropped, not errors."""
    app = review_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        for _ in range(200):
            if screen.review is not None:
                break
            await pilot.pause(0.01)
        assert screen.review is not None and not screen.review.complete
        await app.pop_screen()
        work = ReviewMixin._review_work
        for _ in range(200):  # until the worker's thread has sent its last answer
            await pilot.pause(0.01)
            if not _running(work):
                break
        assert not _running(work)
        await pilot.pause()  # its answers are handled (dropped) now
        assert app.screen is not screen


@run_async
async def test_v_hides_the_panel_and_gives_its_room_back() -> None:
    app = review_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await until_analysed(pilot, screen)
        panel = screen.query_one(ReviewPanel)
        details = screen.query_one("#replay-details", Static)
        await pilot.press("4", "enter", "a")
        await pilot.pause()
        assert panel.display and screen.query_one(ReplayBoard).marks
        top_with_panel = details.region.y
        await pilot.press("v")
        await pilot.pause()
        assert not panel.display and not screen.query_one(ReplayBoard).marks
        assert details.region.y < top_with_panel  # the itemised score moves up into view
        assert details.region.y + details.region.height <= 23  # above the footer of 24 rows
        await pilot.press("v")
        await pilot.pause()
        assert panel.display


def test_chart_shows_hostile_names_as_text() -> None:
    from lexitile.tui.widgets.score_chart import ScoreChart

    chart = ScoreChart()
    chart.show([(0, 0), (5, 3)], ["\x1b]2;owned\x07Ann", "[b]Bo[/b]"])
    text = chart.render()
    assert "\x1b" not in text.plain and "\x07" not in text.plain
    assert "[b]Bo[/b]" in text.plain  # markup stays text
