"""``lexitile resume`` for every mode: a save of each kind, made by the earlier version
of lexitile where it kept them (``tests/data/saves/legacy``), resumes in the new code
exactly where it stopped; ``resume --list`` lists all of them; without FILE the most
recent unfinished game of any mode resumes.

The apps are not run: their ``run`` is replaced by a stand-in that keeps the session.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path
from typing import Any

import pytest

from lexitile.cli import main

LEGACY = Path(__file__).resolve().parents[1] / "data" / "saves" / "legacy"
BOARD = "games/2026-11-28-093000-Ann-Bo.json"
QUIDDLER = "quiddler/quiddler-20261129-170000.qdl"
CROSSWISE = "crosswise/20261201-135208-ann-bo.cwr"
WORDS = frozenset({"CAT", "DOG", "QI", "ZA"})


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(LEGACY, folder)
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The session each app was given (the apps do not run)."""
    import lexitile.tui.launch as launch
    from lexitile.tui.app import LexitileApp
    from lexitile.tui.crosswise.app import CrosswiseApp
    from lexitile.tui.quiddler.quiddler_app import QuiddlerApp

    seen: dict[str, Any] = {}

    def keep(kind: str):
        def run(self: Any) -> int:
            seen[kind] = getattr(self, "initial_session", None) or self.session
            return 0

        return run

    monkeypatch.setattr(LexitileApp, "run", keep("crossword"))
    monkeypatch.setattr(QuiddlerApp, "run", keep("quiddler"))
    monkeypatch.setattr(CrosswiseApp, "run", keep("crosswise"))
    monkeypatch.setattr(launch, "default_loader", lambda spec: WORDS)
    return seen


def test_a_board_game_of_the_earlier_version_resumes(data: Path, opened: dict[str, Any]) -> None:
    assert main(["resume", str(data / BOARD)]) == 0
    session = opened["crossword"]
    assert session.path == data / BOARD
    assert session.players == ("Ann", "Bo") and len(session.game.history) == 1
    assert session.game.history[0].kind.value == "exchange"
    session.close()


def test_a_quiddler_game_of_the_earlier_version_resumes(data: Path, opened: dict[str, Any]) -> None:
    from lexitile.games.quiddler.storage import load_record

    assert main(["resume", str(data / QUIDDLER)]) == 0
    session = opened["quiddler"]
    expected = load_record(data / QUIDDLER).replay(None)
    assert session.save_path == data / QUIDDLER  # saved on where it was
    assert session.game.players == ("Ann", "Bob", "Cy")
    assert len(session.game.history) == len(expected.history) and session.game.current == expected.current
    assert session.game.hand() == expected.hand()


def test_a_crosswise_match_of_the_earlier_version_resumes(data: Path, opened: dict[str, Any]) -> None:
    assert main(["resume", str(data / CROSSWISE)]) == 0
    session = opened["crosswise"]
    assert session.path == data / CROSSWISE
    assert session.match.players == ("Ann", "Bo") and len(session.game.history) == 2
    assert session.robots == {"Bo": "easy"}


def test_resume_without_a_file_takes_the_most_recent_unfinished_game_of_any_mode(
    data: Path, opened: dict[str, Any]
) -> None:
    now = time.time()
    os.utime(data / QUIDDLER, (now - 3600, now - 3600))
    os.utime(data / CROSSWISE, (now, now))
    assert main(["resume"]) == 0
    assert list(opened) == ["crosswise"]


def test_resume_list_prints_every_mode(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (data / "games" / "broken.qdl").write_text("%quiddler-record 2\n")
    assert main(["resume", "--list"]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = {line.split()[2]: line for line in out if not line.startswith("unreadable")}
    assert sorted(rows) == ["Board", "Crosswise", "Quiddler"]  # "Board game": the registry's title
    assert "Mattel box rules" in rows["Board"] and " en " in rows["Board"] and "Ann, Bo" in rows["Board"]
    assert "unfinished" in rows["Board"] and str(data / BOARD) in rows["Board"]
    assert "Ann, Bob, Cy" in rows["Quiddler"] and str(data / QUIDDLER) in rows["Quiddler"]
    assert "Crosswise, sum of 2 games" in rows["Crosswise"] and str(data / CROSSWISE) in rows["Crosswise"]
    bad = [line for line in out if line.startswith("unreadable")]
    assert len(bad) == 1 and "broken.qdl" in bad[0] and "%deck" in bad[0]


@pytest.mark.parametrize(
    ("name", "content", "says"),
    [
        ("bad.qdl", "%quiddler-record 2\n%deck english\n", "no %seed"),
        ("bad.cwr", "lexitile-crosswise 1\n", "no 'players:'"),
        ("notes.txt", "hello\n", "not a saved game"),
    ],
)
def test_a_bad_file_of_any_kind_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, content: str, says: str
) -> None:
    path = tmp_path / name
    path.write_text(content)
    assert main(["resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(path) in err and says in err, err


def test_a_finished_crosswise_match_opens_in_its_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, opened: dict[str, Any]
) -> None:
    from lexitile.games.crosswise.files import load_components, save_record
    from lexitile.games.crosswise.match import Match
    from lexitile.games.crosswise.record import dumps
    from lexitile.games.crosswise.robots import make_robot, play_game
    from lexitile.tui.crosswise.app import CrosswiseApp

    match = Match(load_components(), ["Ann", "Bo"], seed=5)
    play_game(match.game, [make_robot("easy"), make_robot("easy")])
    path = tmp_path / "over.cwr"
    save_record(path, dumps(match))
    replays: list[Any] = []
    monkeypatch.setattr(CrosswiseApp, "run", lambda self: replays.append(self.replay) or 0)
    assert main(["resume", str(path)]) == 0
    assert len(replays) == 1 and replays[0] is not None and replays[0].is_over


def test_resume_list_shows_names_from_records_visibly(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = data / QUIDDLER
    record.write_text(record.read_text().replace("Cy", "C\x1b]52;c;aGk=\x1b\\y"))
    cross = data / CROSSWISE
    cross.write_text(cross.read_text().replace("Ann", "[/]\x1b]2;PWN\x07"))
    assert main(["resume", "--list"]) == 0
    out, err = capsys.readouterr()
    assert "\x1b" not in out + err and "\x07" not in out + err
    assert "C\\x1b]52;c;aGk=\\x1b\\y" in out and "[/]\\x1b]2;PWN\\x07" in out
