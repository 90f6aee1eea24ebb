"""Crafted state files: each one is a clear one-line error (exit 2), never a traceback,
and one bad file in the games folder does not break ``resume`` or ``resume --list``
for the others (it is listed as unreadable, with its reason).

Every case starts from a real state file written by a game and changes one thing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from lexitile.cli import main
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.savegame import SaveFileError, load_saved, scan_saved


def real_state(folder: Path, name: str = "good") -> Path:
    session = Session.start(GameSetup(("Ann", "Bo"), lexicon="en", seed=9), None, path=folder / f"{name}.json")
    session.pass_turn()
    session.close()
    return session.path


def edit(change: Callable[[dict], None]) -> Callable[[str], str]:
    def apply(text: str) -> str:
        data = json.loads(text)
        change(data)
        return json.dumps(data)

    return apply


def raw(replace_from: str, replace_to: str) -> Callable[[str], str]:
    return lambda text: text.replace(replace_from, replace_to, 1)


DEEP = "[" * 100_000 + "]" * 100_000
CASES: dict[str, Callable[[str], str]] = {
    "deep-nesting": raw('"players": ["Ann", "Bo"]', f'"players": {DEEP}'),
    "deep-nesting-in-notes": raw('"notes": {}', '"notes": {"0": ' + DEEP + "}"),
    "5000-digit-version": raw('"version": 2', '"version": ' + "9" * 5000),
    "version-infinity": raw('"version": 2', '"version": Infinity'),
    "version-nan": raw('"version": 2', '"version": NaN'),
    "version-float": raw('"version": 2', '"version": 2.5'),
    "version-text": raw('"version": 2', '"version": "two"'),
    "draws-missing": edit(lambda d: d.pop("draws")),
    "draws-not-list": edit(lambda d: d.update(draws="ABCDEFG")),
    "draws-tile-number": edit(lambda d: d["draws"].append([1, 2])),
    "draws-tile-empty": edit(lambda d: d["draws"].append([""])),
    "100-players": edit(lambda d: d.update(players=[f"P{i}" for i in range(100)])),
    "one-player": edit(lambda d: d.update(players=["Solo"])),
    "player-not-text": edit(lambda d: d.update(players=[1, 2])),
    "player-name-1MB": edit(lambda d: d.update(players=["A" * 1_000_000, "Bo"])),
    "rack_orders-text": edit(lambda d: d.update(rack_orders="ABCDEFG")),
    "rack_orders-numbers": edit(lambda d: d.update(rack_orders=[[1, 2], [3]])),
    "rack_orders-nested": edit(lambda d: d.update(rack_orders=[[["A"]], []])),
    "rack_orders-10-seats": edit(lambda d: d.update(rack_orders=[["A"]] * 10)),
    "first_player-7": edit(lambda d: d.update(first_player=7)),
    "resigned-seat-9": edit(lambda d: d.update(resigned=9)),
    "turn-negative": edit(lambda d: d.update(turn=-1)),
    "scores-huge": edit(lambda d: d.update(scores=[10**30, 0])),
    "clock-nan": raw('"clock_used": null', '"clock_used": [NaN, 1]'),
    "clock-negative": edit(lambda d: d.update(clock_used=[-5, 0])),
    "moves-not-list": edit(lambda d: d.update(moves={"a": 1})),
    "move-kind-unknown": edit(lambda d: d["moves"].append({"kind": "teleport", "seat": 0})),
    "move-seat-5": edit(lambda d: d["moves"].append({"kind": "pass", "seat": 5})),
    "move-tile-far": edit(lambda d: d["moves"].append({"kind": "play", "seat": 1, "tiles": [[10**9, 0, "A"]]})),
    "move-tile-short": edit(lambda d: d["moves"].append({"kind": "play", "seat": 1, "tiles": [[7, 7]]})),
    "move-score-text": edit(lambda d: d["moves"].append({"kind": "play", "seat": 1, "score": "12"})),
    "notes-key-text": edit(lambda d: d.update(notes={"abc": "x"})),
    "notes-value-list": edit(lambda d: d.update(notes={"0": ["x"]})),
    "robots-godlike": edit(lambda d: d.update(robots={"1": "godlike"})),
    "robots-seat-8": edit(lambda d: d.update(robots={"8": "easy"})),
    "options-seconds-0": edit(lambda d: d.update(options={"move_seconds": 0})),
    "options-not-object": edit(lambda d: d.update(options=[1])),
    "finished-text": edit(lambda d: d.update(finished="yes")),
    "top-level-list": lambda text: "[1, 2, 3]",
    "not-utf8": lambda text: "\udcff",  # written as a lone byte below
    "6-MB-file": lambda text: text[:-2] + ', "pad": "' + "x" * (6 * 1024 * 1024) + '"}',
}


def write_case(path: Path, name: str) -> None:
    text = CASES[name](path.read_text(encoding="utf-8"))
    if name == "not-utf8":
        path.write_bytes(b'{"format": "lexitile-save", "players": ["\xff"]}')
    else:
        path.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("name", sorted(CASES))
def test_crafted_state_file_is_one_clear_error(tmp_path, monkeypatch, capsys, name) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    games = tmp_path / "games"
    good = real_state(games)
    bad = real_state(games, "bad")
    write_case(bad, name)
    with pytest.raises(SaveFileError) as caught:
        load_saved(bad)
    assert str(bad) in str(caught.value)
    assert len(str(caught.value)) < 400, "the reason is one short line"

    assert main(["resume", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("lexitile: error: ") and err.count("\n") == 1, err[:500]
    assert "Traceback" not in err

    # the other games still work, and the bad one is listed with its reason
    games_ok, unreadable = scan_saved(games)
    assert [g.path for g in games_ok] == [good]
    assert [p for p, _why in unreadable] == [bad]
    assert main(["resume", "--list"]) == 0
    out = capsys.readouterr().out
    assert str(good) in out and "unreadable" in out and str(bad) in out
    assert len(out) < 2000


def test_a_real_state_file_still_loads(tmp_path) -> None:
    path = real_state(tmp_path)
    saved = load_saved(path)
    assert saved.players == ["Ann", "Bo"] and len(saved.moves) == 1


def test_the_saved_games_screen_lists_a_bad_file_with_its_reason(tmp_path, monkeypatch) -> None:
    import asyncio

    from lexitile.tui.app import LexitileApp
    from lexitile.tui.screens.game import GameScreen
    from lexitile.tui.screens.saved_games import SavedGamesScreen

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    games = tmp_path / "games"
    good = real_state(games)
    bad = real_state(games, "bad")
    write_case(bad, "version-infinity")

    async def scenario() -> None:
        app = LexitileApp(lexicon_loader=lambda spec: frozenset({"QI"}))
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            app.open_saved_games()
            for _ in range(3):
                await pilot.pause()
            screen = app.screen
            assert isinstance(screen, SavedGamesScreen)
            assert [g.path for g in screen.entries] == [good]
            from textual.widgets import DataTable

            table = screen.query_one("#saved-table", DataTable)
            text = "\n".join(" ".join(map(str, table.get_row_at(i))) for i in range(table.row_count))
            assert "bad.json" in text and "unreadable" in text and "Infinity" in text
            await pilot.press("down", "enter")  # the bad one: a message, the list stays
            await pilot.pause()
            assert isinstance(app.screen, SavedGamesScreen)
            await pilot.press("up", "enter")  # the good one opens
            for _ in range(10):
                await pilot.pause()
            assert any(isinstance(s, GameScreen) for s in app.screen_stack)

    asyncio.run(scenario())
