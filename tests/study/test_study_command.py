"""``lexitile study --from`` and ``--json``, and the cards a finished board game gives
its profiles on its own (the league's end of a game)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from analysis_oracle import DATA
from lexitile.cli import main
from lexitile.core.study_cards import CardKind
from lexitile.games.crossword.engine.analysis import analyse_replay
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.engine.study_cards import cards_from_analysis
from lexitile.games.crossword.records.game_identity import game_identity
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.lexicon import load_lexicon
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.play.league_table import LeagueTable
from lexitile.play.robot_turns import RobotTurn
from lexitile.play.study_games import wait_for_study
from lexitile.play.table_options import GameOptions
from lexitile.storage.cardbox import cards
from lexitile.storage.league_db import League, league_path

RECORD = DATA / "challenge.gcg"
WORDS_FILE = DATA / "words.txt"


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def record_cut(path: Path, events: int) -> Path:
    """:data:`RECORD` up to its first ``events`` events, written to ``path``: a game in play."""
    lines = RECORD.read_text(encoding="utf-8").splitlines(keepends=True)
    starts = [k for k, line in enumerate(lines) if line.startswith(">")]
    path.write_text("".join(lines[: starts[events]]), encoding="utf-8")
    return path


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_on_a_fresh_data_folder_is_an_empty_array_and_creates_nothing(data_dir, capsys):
    assert run(capsys, "study", "--json") == (0, "[]\n", "")
    assert not league_path().exists()


def test_cards_from_a_record_are_added_once_and_printed_as_the_json_the_issue_names(data_dir, capsys):
    assert main(["league", "add", "Ann"]) == 0
    capsys.readouterr()
    code, out, err = run(capsys, "study", "--from", str(RECORD), "--player", "Ann", "--lexicon", str(WORDS_FILE))
    assert code == 0, err
    n = int(out.split()[1])
    assert out == f"added {n} cards to Ann's cardbox\n"
    record = read_gcg(RECORD)
    replay = replay_record(record)
    lexicon = load_lexicon(str(WORDS_FILE))
    analysis = analyse_replay(replay, automaton_for_lexicon(lexicon), lexicon)
    want = cards_from_analysis(analysis, 0, game=game_identity(record), word_list=lexicon.name)
    assert n == len({(c.source.turn, c.kind, c.word) for c in want}) > 0
    # the same game again, from another file: nothing new
    copy = data_dir.parent / "copy.gcg"
    shutil.copy(RECORD, copy)
    assert run(capsys, "study", "--from", str(copy), "--player", "ann", "--lexicon", str(WORDS_FILE))[1] == (
        "added 0 cards to Ann's cardbox\n"
    )
    code, out, _ = run(capsys, "study", "--json", "--profile", "Ann")
    got = json.loads(out)
    assert code == 0 and len(got) == n
    assert all(set(c) == {"profile", "word", "kind", "list", "box", "due", "source"} for c in got)
    assert all(set(c["source"]) == {"game", "turn", "rack", "play"} for c in got)
    phony = next(c for c in got if c["kind"] == "phony")
    assert phony["source"] == {"game": game_identity(record), "turn": 5, "rack": "?ISONYO", "play": "K1 SpOONI.Y"}
    assert {c["kind"] for c in got} <= {k.value for k in CardKind}
    assert all(c["profile"] == "Ann" and c["box"] == 0 and c["list"] == "words" for c in got)
    assert json.loads(run(capsys, "study", "--json")[1]) == got


def test_the_setting_changes_the_equity_loss_cards(data_dir, capsys):
    main(["league", "add", "Bo"])
    capsys.readouterr()
    args = ["study", "--from", str(RECORD), "--player", "Bo", "--lexicon", str(WORDS_FILE)]
    few = int(run(capsys, *args, "--min-loss", "40")[1].split()[1])
    more = int(run(capsys, *args, "--min-loss", "5")[1].split()[1])
    assert few < more


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--player", "Zed"], "no player 'Zed' in the record"),
        (["--player", "Ann", "--profile", "Nobody"], "no profile named 'Nobody'"),
        (["--player", "Bo"], "no profile named 'Bo'"),
    ],
)
def test_unknown_nick_or_profile_exits_2_with_one_line(data_dir, capsys, argv, says):
    main(["league", "add", "Ann"])
    capsys.readouterr()
    code, out, err = run(capsys, "study", "--from", str(RECORD), *argv)
    assert code == 2 and out == ""
    assert says in err and err.count("\n") == 1


def test_a_quiddler_or_crosswise_record_exits_2_with_one_line(data_dir, capsys, tmp_path):
    main(["league", "add", "Ann"])
    capsys.readouterr()
    for text, name in (("%quiddler-record 1\n", "game.qdl"), ("lexitile-crosswise 1\n", "match.cwr")):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        code, out, err = run(capsys, "study", "--from", str(path), "--player", "Ann")
        assert code == 2 and out == ""
        assert "not a board game's GCG record" in err and err.count("\n") == 1


def test_no_league_yet_and_a_profile_named_exits_2(data_dir, capsys):
    code, _, err = run(capsys, "study", "--json", "--profile", "Ann")
    assert code == 2 and "no profile named 'Ann'" in err


# ----------------------------------------------------------------- after a finished game
def _play_and_resign(folder: Path, seats: dict[str, int], turns: int) -> Session:
    setup = GameSetup(
        ("Ann", "Bo"),
        lexicon="en",
        seed=7,
        options=GameOptions(league=LeagueTable(True, 0, seats)),
        robots={"Ann": "easy", "Bo": "easy"},
    )
    session = Session.start(setup, load_lexicon("en"), path=folder / "games" / "game.json")
    for _ in range(turns):
        turn = RobotTurn.start(session)
        turn.make(session, turn.choose(session.game))
    session.resign(1)
    return session


def test_a_finished_game_gives_each_profile_its_cards_and_guests_none(data_dir):
    with League() as league:
        ann = league.add_profile("Ann").id
        other = league.add_profile("Cy").id
    session = _play_and_resign(data_dir, {"Ann": ann}, turns=12)
    outcome = session.league_end()
    assert outcome is not None and outcome.error is None
    wait_for_study(60)
    record = read_gcg(session.saved.gcg_path)
    lexicon = load_lexicon("en")
    analysis = analyse_replay(replay_record(record), automaton_for_lexicon(lexicon), lexicon)
    seat = [p.name for p in record.players].index("Ann")
    want = cards_from_analysis(analysis, seat, game=game_identity(record), word_list="en")
    with League() as league:
        mine = cards(league, ann)
        assert sorted((c.source.turn, c.kind, c.word) for c in mine) == sorted(
            (c.source.turn, c.kind, c.word) for c in want
        )
        assert mine, "twelve turns of an easy robot lose 15 points of equity somewhere"
        assert cards(league, other) == []
        assert {c.profile for c in cards(league)} == {"Ann"}  # Bo is a guest
    # the game reaching the league again (resumed after it ended) studies nothing again
    again = Session.resume(session.saved, load_lexicon("en"))
    assert again.league_end() is not None
    wait_for_study(60)
    with League() as league:
        assert len(cards(league, ann)) == len(mine)


def test_from_and_json_exclude_each_other(data_dir, capsys):
    code, _, err = run(capsys, "study", "--json", "--from", str(RECORD))
    assert code == 2 and "exclude each other" in err


def test_a_record_the_study_cannot_read_is_logged_and_loses_only_its_cards(tmp_path, caplog):
    """A study thread that fails says so to whoever configures logging, by the record's
    name, and adds nothing; the game was already over and saved."""
    import logging

    from lexitile.core.league_rules import GameResult, GameStatus, Seat
    from lexitile.play.study_games import BOARD_MODE, study_after_game

    state = tmp_path / "20261202-101500-ann-bo.json"
    state.write_text('{"lexicon": "english"}', encoding="utf-8")
    state.with_suffix(".gcg").write_text("#character-encoding UTF-8\n>Ann: NOT A MOVE LINE\n", encoding="utf-8")
    result = GameResult(BOARD_MODE, True, 0, GameStatus.FINISHED, (Seat("Ann", profile_id=1), Seat("Bo", profile_id=2)))
    with caplog.at_level(logging.WARNING, logger="lexitile.play.study_games"):
        thread = study_after_game(result, str(state), tmp_path / "league.sqlite3")
        assert thread is not None
        thread.join(60)
    assert any("no study cards from 20261202-101500-ann-bo.gcg" in r.getMessage() for r in caplog.records)
    assert not (tmp_path / "league.sqlite3").exists()


@pytest.mark.parametrize(("note", "judged_free"), [("", True), (" compounds=dictionary", False)])
def test_cards_are_judged_by_the_records_compound_rule(tmp_path, monkeypatch, note, judged_free):
    """A German record is analysed under its own compound rule, as ``lexitile analyze``
    does: an old record (no rule in its note) by ``free``, a record naming
    ``dictionary`` by the headwords alone."""
    import lexitile.play.study_games as study_games
    from lexitile.games.crossword.records.gcg import read_gcg
    from lexitile.games.crossword.records.replay import replay_record
    from lexitile.lexicon import load_lexicon
    from lexitile.storage.league_db import League

    source = Path(__file__).resolve().parents[1] / "data" / "compounds" / "free-before-rules.gcg"
    text = source.read_text(encoding="utf-8").replace(
        "#note lexitile:rules mattel scoreless=4 kinds=exchange,pass,withdrawn",
        f"#note lexitile:rules mattel scoreless=4 kinds=exchange,pass,withdrawn{note}",
    )
    path = tmp_path / "game.gcg"
    path.write_text(text, encoding="utf-8")
    record = read_gcg(path)
    replay = replay_record(record)
    seen = {}

    def analyse(replay, automaton, lexicon, top):
        seen["lexicon"] = lexicon
        raise RuntimeError("enough: the lexicon is what this test looks at")

    monkeypatch.setattr(study_games, "analyse_replay", analyse)
    with League(tmp_path / "league.sqlite3") as league, pytest.raises(RuntimeError, match="enough"):
        study_games.add_record_cards(record, replay, {0: 1}, load_lexicon("de", compounds="lazy"), league)
    assert ("AFFENEI" in seen["lexicon"]) is judged_free


def test_a_record_studied_again_with_more_events_adds_only_the_new_turns_cards(data_dir, tmp_path, capsys):
    """A game studied mid-play and again later is one game: the identity is its players
    and first events, so the cards of the turns studied before are not added twice."""
    assert main(["league", "add", "Ann"]) == 0
    short = record_cut(tmp_path / "short.gcg", 20)
    capsys.readouterr()
    study = ("--player", "Ann", "--lexicon", str(WORDS_FILE), "--min-loss", "1")
    code, out, err = run(capsys, "study", "--from", str(short), "--reveal", *study)
    assert code == 0, err
    first = int(out.split()[1])
    code, out, err = run(capsys, "study", "--from", str(RECORD), *study)
    assert code == 0, err
    second = int(out.split()[1])
    assert run(capsys, "study", "--json")[0] == 0
    with League(league_path()) as league:
        held = {(c.source.game, c.source.turn, c.kind, c.word) for c in cards(league, None)}
    record = read_gcg(RECORD)
    replay = replay_record(record)
    lexicon = load_lexicon(str(WORDS_FILE))
    analysis = analyse_replay(replay, automaton_for_lexicon(lexicon), lexicon, top=1)
    whole = {
        (c.source.game, c.source.turn, c.kind, c.word)
        for c in cards_from_analysis(analysis, 0, game=game_identity(record), word_list=lexicon.name, min_loss=1)
    }
    assert held == whole and first > 0 and second > 0 and first + second == len(whole)
    assert game_identity(read_gcg(short)) == game_identity(record)


def test_a_game_in_play_is_studied_only_with_reveal(data_dir, tmp_path, capsys):
    """The cards of a game in play name the racks of its turns, and what a player kept is
    still on their rack: without ``--reveal`` the command refuses in one line and adds
    nothing, as ``export`` and ``analyze`` hide those racks."""
    assert main(["league", "add", "Bo"]) == 0
    in_play = record_cut(tmp_path / "in-play.gcg", 6)
    capsys.readouterr()
    study = ("study", "--from", str(in_play), "--player", "Ann", "--profile", "Bo", "--lexicon", str(WORDS_FILE))
    code, out, err = run(capsys, *study, "--min-loss", "1")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "still in play" in err and "--reveal" in err and str(in_play) in err
    assert json.loads(run(capsys, "study", "--json")[1]) == []
    code, out, err = run(capsys, *study, "--min-loss", "1", "--reveal")
    assert code == 0 and int(out.split()[1]) > 0, err
    # a finished game needs no --reveal (the other tests study whole games without it)
    code, _out, err = run(capsys, "study", "--player", "Ann", "--reveal")
    assert code == 2 and "go with --from" in err


def test_two_games_of_the_same_players_stay_two_games():
    text = RECORD.read_text(encoding="utf-8")
    other = text.replace(">Ann: ?IBARIN 8H BI +8 8", ">Ann: ?IBARIN 8G BI +8 8")
    from lexitile.games.crossword.records.gcg import parse_gcg

    assert game_identity(parse_gcg(text, "a.gcg")) != game_identity(parse_gcg(other, "b.gcg"))
    assert game_identity(parse_gcg(text, "a.gcg")) != game_identity(read_gcg(DATA / "two-player.gcg"))


def test_a_board_games_state_file_studies_the_gcg_beside_it(data_dir, tmp_path, capsys):
    """The game-over screen shows the state file first; ``--from`` it studies the record
    saved beside it, and says in one line to give the .gcg when there is none."""
    main(["league", "add", "Ann"])
    capsys.readouterr()
    state = tmp_path / "game.json"
    state.write_text('{"format": "lexitile-save", "version": 1}\n', encoding="utf-8")
    code, out, err = run(capsys, "study", "--from", str(state), "--player", "Ann", "--lexicon", str(WORDS_FILE))
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "state file" in err and str(tmp_path / "game.gcg") in err
    shutil.copy(RECORD, tmp_path / "game.gcg")
    code, out, err = run(capsys, "study", "--from", str(state), "--player", "Ann", "--lexicon", str(WORDS_FILE))
    assert code == 0, err
    assert out.startswith("added ") and int(out.split()[1]) > 0


def test_a_file_named_like_another_games_record_is_not_called_one(data_dir, tmp_path, capsys):
    main(["league", "add", "Ann"])
    capsys.readouterr()
    garbage = tmp_path / "garbage.dpl"
    garbage.write_text("hello\nworld\n", encoding="utf-8")
    code, out, err = run(capsys, "study", "--from", str(garbage), "--player", "Ann")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "Duplicate" not in err and str(garbage) in err
