"""The board game's GCG codec ends every finished record as the record's replay does:
the same final scores, the same settlement lines, the game over and the same winners.

The replay (:func:`lexitile.games.crossword.records.replay.replay_record`) follows the
record's lines; the codec makes the record's turns through the rules engine, so it must
play them under the rules the record was played by: the ``lexitile:rules`` note's
scoreless end (Palavras Cruzadas: a player's second pass in a row), the settlement the
end-rack lines write (1x and -1x in a 3-player Mattel game, which needs no note), and a
play that went out under challenge rules standing when the record ends there. A record
the codec cannot load is refused naming the file, the line and why.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lexitile.core.game_contract import Outcome
from lexitile.errors import InputFileError
from lexitile.games.crossword.catalog import load_rules, rule_set_names
from lexitile.games.crossword.contract import CONTRACT, BoardOptions, played_rules
from lexitile.games.crossword.records.gcg import GcgError, read_gcg
from lexitile.games.crossword.records.replay import GameReplay, replay_record
from lexitile.games.crossword.rules.config import GoingOut
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.rules.move import BoardMove
from shared_data import shared_path

DATA = Path(__file__).parents[2] / "data"
GAMES = sorted((DATA / "games").glob("*.gcg"))
#: The project's own finished records the codec cannot load, by name, with why. None.
REFUSED: dict[str, str] = {}
#: Records of the shared GCG collection that replay without an error but that the codec
#: refuses, by path inside it, with why.
SHARED_REFUSED = {
    "HerbCaudill-scorable/e2e/games/near-end-game.gcg": (
        "line 12 writes the running total 161 for 121 + 35; the replay goes on from the written"
        " total, the engine from the rules' 156, so the final scores cannot agree"
    ),
    "domino14-macondo/gcgio/testdata/incomplete_elise.gcg": (
        "the two #rack lines together hold more A than the unseen tiles (the replay checks each"
        " rack alone, as Macondo does); no position has both racks"
    ),
}


def settlement(outcome: Outcome) -> Counter[tuple[int, int, str]]:
    """The settlement lines, in any order (the record writes them in its own)."""
    return Counter((a.seat, a.points, a.reason) for a in outcome.adjustments)


def finished_replay(path: Path) -> GameReplay | None:
    """The replay of a finished record that replays without an error, else ``None``."""
    replayed = replay_record(read_gcg(path))
    return replayed if replayed.error is None and replayed.game_over else None


def assert_ends_as_replayed(path: Path, replayed: GameReplay) -> None:
    game = CONTRACT.codec.load(path)
    assert game.outcome is not None, f"{path.name} loads as a game still going on"
    assert replayed.outcome is not None
    assert tuple(game.scores) == game.outcome.finals == replayed.settled_scores
    assert game.outcome.winners == replayed.outcome.winners
    assert game.outcome.reason == replayed.outcome.reason
    assert game.outcome.went_out == replayed.outcome.went_out
    assert settlement(game.outcome) == settlement(replayed.outcome)


def test_every_game_fixture_is_a_finished_record() -> None:
    assert len(GAMES) >= 50
    assert [p.name for p in GAMES if finished_replay(p) is None] == []


@pytest.mark.parametrize("path", GAMES, ids=lambda p: p.stem)
def test_every_finished_record_loads_with_the_replays_end(path: Path, tmp_path: Path) -> None:
    replayed = finished_replay(path)
    assert replayed is not None
    if path.name in REFUSED:
        with pytest.raises(InputFileError, match=rf"^{path}:\d+: "):
            CONTRACT.codec.load(path)
        return
    assert_ends_as_replayed(path, replayed)
    again = tmp_path / path.name
    CONTRACT.codec.save(CONTRACT.codec.load(path), again)
    assert CONTRACT.codec.load(again).outcome == CONTRACT.codec.load(path).outcome
    assert rules_notes(again) == rules_notes(path)  # the rules written back are the record's


def rules_notes(path: Path) -> list[str]:
    return [line for line in path.read_text(encoding="utf-8").splitlines() if "lexitile:rules" in line]


def test_a_three_player_mattel_record_without_a_note_settles_as_its_lines_write() -> None:
    path = DATA / "games/mattel-3p-111.gcg"
    replayed = replay_record(read_gcg(path))
    assert replayed.recorded_rules is None  # six scoreless turns: the GCG convention, no note
    assert replayed.rules.going_out is GoingOut.DOUBLE
    assert played_rules(replayed).going_out is GoingOut.MATTEL
    game = CONTRACT.codec.load(path)
    assert game.scores == [160, 183, 232]
    assert game.outcome is not None and game.outcome.went_out == 1


def test_a_tournament_record_keeps_the_double_settlement() -> None:
    replayed = replay_record(read_gcg(DATA / "games/tournament-2p-119.gcg"))
    assert played_rules(replayed).going_out is GoingOut.DOUBLE


def test_a_palavras_play_that_went_out_stands_when_the_record_ends_there() -> None:
    path = DATA / "games/palavras-2p-146.gcg"
    game = CONTRACT.codec.load(path)
    assert game.pending is None
    assert game.outcome is not None and game.outcome.went_out == 1
    assert game.scores == [322, 352]
    positions = list(CONTRACT.codec.replay(path))
    assert positions[-2].outcome is None  # the position before the last play goes on


def test_the_palavras_scoreless_end_comes_from_the_note() -> None:
    replayed = replay_record(read_gcg(DATA / "games/palavras-2p-146.gcg"))
    rules = played_rules(replayed)
    assert replayed.recorded_rules is not None
    assert (rules.passes_to_end, rules.scoreless_limit) == (2, 4)


#: A record without a note whose first play scores 0 (two blanks): GCG readers count it
#: as scoreless, so it and five passes end the game (Macondo, MAGPIE; GCG event types).
ZERO_PLAY_RECORD = """#character-encoding UTF-8
#player1 ann Ann
#player2 bo Bo
#tile-distribution english
>ann: ??AEINR 8G ab +0 0
>bo: DEILNOT - +0 0
>ann: AEINRST - +0 0
>bo: DEILNOT - +0 0
>ann: AEINRST - +0 0
>bo: DEILNOT - +0 0
>ann: AEINRST (AEINRST) -7 -7
>bo: DEILNOT (DEILNOT) -8 -8
"""


def test_a_play_scoring_0_counts_as_scoreless_in_a_record_without_a_note(tmp_path: Path) -> None:
    path = tmp_path / "zero.gcg"
    path.write_text(ZERO_PLAY_RECORD, encoding="utf-8")
    replayed = finished_replay(path)
    assert replayed is not None and replayed.recorded_rules is None
    assert_ends_as_replayed(path, replayed)
    assert CONTRACT.codec.load(path).scores == [-7, -8]


@pytest.mark.shared
def test_shared_records_load_as_they_replay() -> None:
    """Every record of the shared collection that replays without an error loads: a
    finished one with the replay's end, an unfinished one with its totals and going on;
    the ones in :data:`SHARED_REFUSED` are refused naming the file and the line."""
    root = shared_path("gcg")
    finished: list[str] = []
    going_on: list[str] = []
    refused: dict[str, str] = {}
    for path in sorted(root.rglob("*.gcg")):
        try:
            replayed = replay_record(read_gcg(path))
        except GcgError:
            continue  # not a record the reader accepts: the reader's tests cover these
        if replayed.error is not None:
            continue
        name = path.relative_to(root).as_posix()
        try:
            if replayed.game_over:
                assert_ends_as_replayed(path, replayed)
                finished.append(name)
            else:
                game = CONTRACT.codec.load(path)
                assert (game.outcome, tuple(game.scores)) == (None, replayed.final_scores), name
                going_on.append(name)
        except InputFileError as exc:
            refused[name] = str(exc)
    assert set(refused) == set(SHARED_REFUSED), refused
    for name, message in refused.items():
        assert re.match(rf"{re.escape(str(root / name))}:\d+: ", message), message
    assert len(finished) >= 110
    assert len(going_on) >= 35


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    rules=st.sampled_from(rule_set_names()),
    players=st.integers(2, 4),
    seed=st.integers(0, 2**16),
    turns=st.lists(st.sampled_from(["pass", "exchange"]), min_size=1, max_size=20),
)
def test_a_game_of_scoreless_turns_loads_back_with_its_end(
    tmp_path: Path, rules: str, players: int, seed: int, turns: list[str]
) -> None:
    """Whatever the rule set and the number of seats, a game the engine ended (or not)
    by scoreless turns loads back from its record with the same end, seat by seat."""
    names = tuple(f"P{k}" for k in range(players))
    game = CONTRACT.new_game(BoardOptions(load_rules(rules), names), seed)
    for turn in turns:
        if game.is_over:
            break
        exchange = turn == "exchange" and game.exchange_refusal() is None
        make_move(game, BoardMove.parse(f"-{''.join(game.rack[:2])}" if exchange else "-"))
    path = tmp_path / f"{rules}-{players}-{seed}.gcg"
    CONTRACT.codec.save(game, path)
    back = CONTRACT.codec.load(path)
    assert back.is_over == game.is_over
    assert dict(zip(back.players, back.scores)) == dict(zip(game.players, game.scores))
    if game.outcome is not None:
        assert back.outcome is not None
        assert {back.players[s] for s in back.outcome.winners} == {game.players[s] for s in game.outcome.winners}
        assert back.outcome.reason == game.outcome.reason


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    rules=st.sampled_from(rule_set_names()),
    players=st.integers(2, 4),
    seed=st.integers(0, 2**16),
    passes=st.integers(0, 3),
    resigning=st.integers(0, 3),
)
def test_a_resigned_game_loads_back_resigned(
    tmp_path: Path, rules: str, players: int, seed: int, passes: int, resigning: int
) -> None:
    """A game a player resigned loads back over, resigned by that seat, with the same
    scores and winners, not as a game that goes on (the record's note is the only trace
    of a resignation: GCG has no event for it)."""
    names = tuple(f"P{k}" for k in range(players))
    game = CONTRACT.new_game(BoardOptions(load_rules(rules), names), seed)
    for _ in range(passes):
        if game.is_over:
            break
        make_move(game, BoardMove.parse("-"))
    if game.is_over:
        return
    seat = resigning % players
    game.resign(seat)
    path = tmp_path / f"{rules}-{players}-{seed}.gcg"
    CONTRACT.codec.save(game, path)
    back = CONTRACT.codec.load(path)
    assert game.outcome is not None
    assert back.is_over
    assert back.outcome is not None
    assert back.outcome.reason == game.outcome.reason
    assert back.players[back.outcome.went_out or 0] == game.players[seat]
    assert {back.players[s] for s in back.outcome.winners} == {game.players[s] for s in game.outcome.winners}
    assert dict(zip(back.players, back.scores)) == dict(zip(game.players, game.scores))


def test_a_note_that_names_no_seat_is_not_a_resignation(tmp_path: Path) -> None:
    """Only a note that starts with a seat's nick and "resigned" ends the loaded game:
    a commentator's note that mentions resigning leaves it going on."""
    game = CONTRACT.new_game(BoardOptions(load_rules("mattel"), ("Ann", "Bo")), 7)
    make_move(game, BoardMove.parse("-"))
    path = tmp_path / "noted.gcg"
    CONTRACT.codec.save(game, path)
    path.write_text(path.read_text(encoding="utf-8") + "#note Should have resigned here?\n", encoding="utf-8")
    assert not CONTRACT.codec.load(path).is_over
