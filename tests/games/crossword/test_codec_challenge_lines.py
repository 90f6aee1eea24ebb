"""The board game's GCG codec loads records with challenge lines and count exchanges:
a withdrawn phony (``--``) passes the player's turn with the score before the play, a
``(challenge)`` bonus gives the play's player its points, a negative ``(challenge)``
line costs the challenger them (GCG event types; the Mattel penalty), and an exchange
written as a count (``-3``) loads when the player's next rack tells which tiles left,
and is refused with what is missing when it does not."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.errors import InputFileError
from lexitile.games.crossword.contract import CONTRACT, BoardCodec, played_rules
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from shared_data import shared_path

DATA = Path(__file__).parents[2] / "data"
#: Records of the project's own with challenge lines: withdrawn phonies (tournament,
#: Palavras-free), Mattel and Kreuzwort penalties, a lost turn after a wrong challenge.
WITH_CHALLENGES = [
    "games/tournament-2p-141.gcg",
    "games/tournament-2p-143.gcg",
    "games/mattel-2p-137.gcg",
    "games/mattel-2p-138.gcg",
    "games/mattel-4p-140.gcg",
    "games/kreuzwort-2p-145.gcg",
    "analysis/challenge.gcg",
    "saves/current/challenge.gcg",
]
CHALLENGE_KINDS = (EventKind.WITHDRAWN, EventKind.CHALLENGE_BONUS, EventKind.CHALLENGE_PENALTY)


def loads_as_recorded(path: Path) -> None:
    """The record loads; the game's scores are the replay's, its challenge lines are the
    record's (kind, seat, points, in order), and its own record loads back the same."""
    record = read_gcg(path)
    game = CONTRACT.codec.load(path)
    assert tuple(game.scores) == replay_record(record).final_scores
    recorded = [(e.kind, e.player, e.score) for e in record.events if e.kind in CHALLENGE_KINDS]
    made = [(e.kind, e.player, e.score) for e in game.history if e.kind in CHALLENGE_KINDS]
    assert recorded and made == recorded
    text = CONTRACT.codec.export(game)
    assert text.count(" -- ") == sum(1 for e in record.events if e.kind is EventKind.WITHDRAWN)


@pytest.mark.parametrize("name", WITH_CHALLENGES)
def test_records_with_challenge_lines_load_with_the_recorded_verdicts(name: str, tmp_path: Path) -> None:
    loads_as_recorded(DATA / name)
    game = CONTRACT.codec.load(DATA / name)
    copy = tmp_path / "again.gcg"
    CONTRACT.codec.save(game, copy)
    assert CONTRACT.codec.load(copy).scores == game.scores


def test_a_withdrawn_phony_passes_the_turn_with_the_score_before_the_play() -> None:
    positions = list(CONTRACT.codec.replay(DATA / "analysis/challenge.gcg"))
    # >Ann: ?ISONYO K1 SpOONI.Y +78 105, then >Ann: ?ISONYO -- -78 27 (the fifth turn)
    before, after = positions[4], positions[5]
    assert after.scores == before.scores == [27, 46]
    assert after.board.squares == before.board.squares and after.turn == 1
    assert sorted(after.racks[0]) == sorted("?ISONYO")
    assert after.history[-1].kind is EventKind.WITHDRAWN and after.history[-2].score == 78


def test_the_recorded_verdicts_are_judged_without_swapping_the_game_s_rules_or_lexicon(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Withdrawn phonies and Mattel penalties under a rule set that judges words at once.
    path = DATA / "games/mattel-2p-137.gcg"
    record = read_gcg(path)
    assert {EventKind.WITHDRAWN, EventKind.CHALLENGE_PENALTY} <= {e.kind for e in record.events}
    played = played_rules(replay_record(record))
    lexicon = frozenset({"QI"})
    assigned: list[tuple[str, object]] = []

    def recording(self: Game, name: str, value: object) -> None:
        if name in ("rules", "lexicon"):
            assigned.append((name, value))
        object.__setattr__(self, name, value)

    monkeypatch.setattr(Game, "__setattr__", recording)
    game = BoardCodec(lexicon).load(path)
    assert game.rules == played and game.lexicon is lexicon
    rules = [value for name, value in assigned if name == "rules"]
    assert all(value is game.rules for value in rules)
    assert all(value is None or value is lexicon for name, value in assigned if name == "lexicon")


@pytest.mark.shared
@pytest.mark.parametrize(
    "name",
    [
        "domino14-macondo/gcgio/testdata/josh2.gcg",
        "domino14-macondo/gcgio/testdata/vs_frentz.gcg",
        "jvc56-MAGPIE-DATA/testdata/gcgs/success_long_game.gcg",
    ],
)
def test_other_programs_records_with_challenge_bonuses_load(name: str) -> None:
    loads_as_recorded(shared_path("gcg", *name.split("/")))


def _count_exchange(tmp_path: Path, old: str, new: str) -> Path:
    text = (DATA / "analysis/challenge.gcg").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "count.gcg"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_count_exchange_loads_when_the_next_rack_tells_the_tiles(tmp_path: Path) -> None:
    # ?ISONYO, next rack ?ISNEAL: only ?ISN can have been kept, so OOY went back
    path = _count_exchange(tmp_path, ">Ann: ?ISONYO -OOY +0 27", ">Ann: ?ISONYO -3 +0 27")
    game = CONTRACT.codec.load(path)
    exchanges = [e.tiles for e in game.history if e.kind is EventKind.EXCHANGE]
    assert exchanges[0] == "OOY" and tuple(game.scores) == replay_record(read_gcg(path)).final_scores
    # ?ISNEII, next rack ?SNEI?L: one I could stay, so II went back
    pair = _count_exchange(tmp_path, ">Ann: ?ISNEII -II +0 34", ">Ann: ?ISNEII -2 +0 34")
    assert [e.tiles for e in CONTRACT.codec.load(pair).history if e.kind is EventKind.EXCHANGE][1] == "II"
    whole = _count_exchange(tmp_path, ">Ann: ?ISNEII -II +0 34", ">Ann: ?ISNEII -7 +0 34")
    assert [e.tiles for e in CONTRACT.codec.load(whole).history if e.kind is EventKind.EXCHANGE][1] == "?EIIINS"


@pytest.mark.parametrize(
    "old,new,why",
    [
        (
            ">Ann: S?ERTAV -V +0 126",
            ">Ann: S?ERTAV -2 +0 126",
            "-2 does not load: an exchange of 2 of S?ERTAV: any of -?V, -AV, -EV, -RV ... fits the next rack S?ERTAI",
        ),
        (
            ">Ann: ?ISONYO -OOY +0 27",
            ">Ann: ?ISONYO -2 +0 27",
            "-2 does not load: an exchange of 2 of ?ISONYO keeps tiles the next rack ?ISNEAL does not hold",
        ),
        (
            ">Ann: ?ISONYO -OOY +0 27",
            ">Ann:  -3 +0 27",
            "-3 does not load: an exchange of 3 tiles from a rack the record does not give: which is not known",
        ),
    ],
)
def test_a_count_exchange_whose_tiles_are_not_known_is_refused_with_the_line(
    tmp_path: Path, old: str, new: str, why: str
) -> None:
    path = _count_exchange(tmp_path, old, new)
    line = path.read_text(encoding="utf-8").splitlines().index(new) + 1
    with pytest.raises(InputFileError) as info:
        CONTRACT.codec.load(path)
    assert f"{path}:{line}: {why}" in str(info.value)
