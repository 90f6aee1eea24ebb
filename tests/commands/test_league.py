"""``lexitile league``: the table, a profile's statistics, the profile sub-commands,
rebuild, and the exit statuses."""

from __future__ import annotations

import json

import pytest

from lexitile.cli import main
from lexitile.core.league_rules import GameResult, GameStatus, Seat, SeatKind
from lexitile.storage.league_db import League, MoveRecord, league_path


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    return tmp_path


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _household(league: League) -> None:
    """Three profiles: a Kreuzwort game with a wager, a Quiddler game, an aborted game."""
    ids = {n: league.profile(n).id for n in ("Ann", "Bo", "Cy")}

    def s(n: str, score: int) -> Seat:
        return Seat(n, SeatKind.PROFILE, ids[n], score=score)

    league.record_game(
        GameResult("board", True, 100, GameStatus.FINISHED, (s("Ann", 412), s("Bo", 380), s("Cy", 290)), (0,)),
        moves=[
            MoveRecord(0, "8D QUIXOTE", 122, (("QUIXOTE", 112), ("QI", 10)), bingo=True),
            MoveRecord(1, "9C ZA", 40, (("ZA", 40),)),
            MoveRecord(0, "H1 QI", 33, (("QI", 33),)),
        ],
    )
    league.record_game(GameResult("quiddler", True, 0, GameStatus.FINISHED, (s("Bo", 150), s("Ann", 120)), (0,)))
    league.record_game(GameResult("board", True, 50, GameStatus.ABORTED, (s("Ann", 10), s("Cy", 99)), ()))


def test_new_user_session(data_dir, capsys):
    assert run(capsys, "league")[1].startswith("no profiles yet")
    for name in ("Ann", "Bo", "Cy"):
        code, out, _ = run(capsys, "league", "add", name)
        assert (code, out) == (0, f"profile {name} created with 1000 chips\n")
    with League(league_path()) as league:
        _household(league)
    code, out, _ = run(capsys, "league")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split() == ["#", "Name", "Lvl", "XP", "Games", "Wins", "Win%", "Chips"]
    # Ann: 30 + 5 XP, 2 games, 1 win, 1000 + 125; Bo: 5 + 20, 1000 - 100; Cy: 5, 900
    assert [line.split() for line in lines[1:]] == [
        ["1", "Ann", "1", "35", "2", "1", "50%", "1125"],
        ["2", "Bo", "1", "25", "2", "1", "50%", "900"],
        ["3", "Cy", "1", "5", "1", "0", "0%", "900"],
    ]
    assert max(len(line) for line in lines) <= 80
    code, out, _ = run(capsys, "league", "--json")
    table = json.loads(out)
    assert [(r["name"], r["xp"], r["chips"], r["win_rate"]) for r in table] == [
        ("Ann", 35, 1125, 0.5),
        ("Bo", 25, 900, 0.5),
        ("Cy", 5, 900, 0.0),
    ]


def test_profile_statistics(data_dir, capsys):
    for name in ("Ann", "Bo", "Cy"):
        run(capsys, "league", "add", name)
    with League(league_path()) as league:
        _household(league)
    code, out, _ = run(capsys, "league", "profile", "ann", "--json")
    assert code == 0
    stats = json.loads(out)
    assert stats["games_per_mode"] == {"board": 1, "quiddler": 1}  # the aborted game is in no statistic
    assert (stats["average_score"], stats["best_score"]) == (266.0, 412)
    assert stats["best_move"] == {"move": "8D QUIXOTE", "score": 122}
    assert stats["best_word"] == {"word": "QUIXOTE", "score": 112}
    assert stats["bingos"] == 1
    assert stats["favourite_words"][0] == {"word": "QI", "times": 2}
    assert stats["head_to_head"] == [
        {"opponent": "Bo", "games": 2, "wins": 1, "losses": 1, "draws": 0},
        {"opponent": "Cy", "games": 1, "wins": 1, "losses": 0, "draws": 0},
    ]
    code, out, _ = run(capsys, "league", "profile", "Ann")
    assert "best move: 8D QUIXOTE (122)" in out
    assert "against Bo: 2 game(s), 1 won, 1 lost, 0 drawn" in out
    assert max(len(line) for line in out.splitlines()) <= 80


def test_profile_commands_and_errors(data_dir, capsys):
    run(capsys, "league", "add", "Ann")
    run(capsys, "league", "add", "Bo")
    code, _, err = run(capsys, "league", "add", "Cy", "--lang", "german;drop")
    assert (code, err) == (2, "lexitile: error: not a language code: 'german;drop' (expected e.g. de, en, pt_BR)\n")
    code, _, err = run(capsys, "league", "add", "Cy\x1b[2J")
    assert code == 2 and "control characters" in err
    code, _, err = run(capsys, "league", "add", "ann")
    assert (code, err) == (2, "lexitile: error: a profile named 'ann' exists already\n")
    assert run(capsys, "league", "rename", "Bo", "Bob")[0] == 0
    code, _, err = run(capsys, "league", "rename", "Bo", "Cy")
    assert (code, err) == (2, "lexitile: error: no profile named 'Bo'\n")
    run(capsys, "league", "add", "Robert")
    code, out, _ = run(capsys, "league", "merge", "Robert", "Bob")
    assert (code, out) == (0, "profile Robert merged into Bob (0 XP, 1000 chips)\n")
    code, _, err = run(capsys, "league", "delete", "Ann")
    assert code == 2 and "--yes" in err and len(err.splitlines()) == 1
    assert run(capsys, "league", "delete", "Ann", "--yes")[0] == 0
    assert [r["name"] for r in json.loads(run(capsys, "league", "--json")[1])] == ["Bob"]
    code, _, err = run(capsys, "league", "profile", "Ann")
    assert (code, err) == (2, "lexitile: error: no profile named 'Ann'\n")


def test_rebuild_equals_live_and_repairs_drift(data_dir, capsys):
    for name in ("Ann", "Bo", "Cy"):
        run(capsys, "league", "add", name)
    with League(league_path()) as league:
        _household(league)
        before = [(p.name, p.xp, p.chips, p.games, p.wins, p.draws) for p in league.profiles()]
    code, out, _ = run(capsys, "league", "rebuild")
    assert (code, out) == (0, "league rebuilt from 3 game(s): every profile matched\n")
    with League(league_path()) as league:
        assert [(p.name, p.xp, p.chips, p.games, p.wins, p.draws) for p in league.profiles()] == before
        league.conn.execute("UPDATE profiles SET xp = 999 WHERE name = 'Cy'")
    code, out, _ = run(capsys, "league", "rebuild")
    assert (code, out) == (1, "Cy: xp/chips/games/wins/draws 999/900/1/0/0 -> 5/900/1/0/0\n")
    assert run(capsys, "league", "rebuild")[0] == 0


def test_control_characters_from_the_file_are_shown_not_sent(data_dir, capsys):
    run(capsys, "league", "add", "Ann")
    with League(league_path()) as league:
        league.conn.execute("UPDATE profiles SET name = 'Ann\x1b[2J' WHERE name = 'Ann'")
    out = run(capsys, "league")[1]
    assert "\x1b" not in out
    assert "Ann\\x1b[2J" in out


def test_league_is_listed_in_help(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    assert "league" in capsys.readouterr().out


def test_unreadable_database_is_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"not a database at all" * 50)
    code, out, err = run(capsys, "league", "--db", str(bad))
    assert code == 2 and out == ""
    assert err.startswith("lexitile: error: ") and len(err.splitlines()) == 1
    assert "Traceback" not in err


@pytest.mark.parametrize("language", ["de", "pt_BR"])
def test_rules_card_translations_say_the_same_numbers(language, capsys):
    """A translated card that dropped or changed a rule would change its numbers: the
    translation must carry the English card's figures in the same order."""
    import re

    code, english, _ = run(capsys, "league", "rules", "--ui-lang", "en")
    assert code == 0
    code, translated, _ = run(capsys, "league", "rules", "--ui-lang", language)
    assert code == 0
    assert translated != english
    figures = re.compile(r"\d+")
    assert figures.findall(translated) == figures.findall(english)
    assert len(translated.splitlines()) == len(english.splitlines())


def test_rules_card_follows_the_interface_language(capsys, monkeypatch):
    monkeypatch.setenv("LEXITILE_UI_LANG", "de")
    code, out, _ = run(capsys, "league", "rules")
    assert code == 0
    assert out.startswith("DIE LIGA")
