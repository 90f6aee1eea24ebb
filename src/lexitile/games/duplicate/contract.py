"""Duplicate's side of the game contract (:mod:`lexitile.core.game_contract`).

The move is the board game's :class:`~lexitile.games.crossword.rules.move.BoardMove` (a play, or a
pass for "no play"; an exchange is refused); the rules engine factory loads the rule
set and word list a :class:`~lexitile.games.duplicate.setup.GameSetup` names; the codec saves
and replays the ``.dpl`` record and exports the master game as GCG.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from lexitile.core.game_contract import ClassNotation, GameContract, LeagueAdapter, Outcome
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.games.duplicate.files import RECORD_SUFFIX, load_record, new_game, record_positions, save_record
from lexitile.games.duplicate.game import DuplicateGame
from lexitile.games.duplicate.league import duplicate_result
from lexitile.games.duplicate.master import master_gcg
from lexitile.games.duplicate.robots import DuplicateRobots
from lexitile.games.duplicate.setup import GameSetup

__all__ = ["CONTRACT", "DuplicateCodec", "league", "notation", "outcome"]


def notation(game: DuplicateGame) -> ClassNotation[BoardMove]:
    """The notation of the game's moves: GCG's move column, needing no context."""
    return ClassNotation(BoardMove)


def outcome(game: DuplicateGame) -> Outcome | None:
    """The game's end as the shared outcome (``duplicate.no-rack`` / ``duplicate.no-play``)."""
    return game.outcome()


@dataclass(frozen=True)
class DuplicateCodec:
    """The ``.dpl`` record (the contract's ``RecordCodec``); export is the master GCG."""

    suffixes: tuple[str, ...] = (RECORD_SUFFIX,)

    def save(self, game: DuplicateGame, path: Path) -> None:
        """Write the record atomically; raises ``OSError`` when it cannot be written."""
        save_record(path, game)

    def load(self, path: Path) -> DuplicateGame:
        """The game at its last position; raises ``RecordError`` with the line."""
        return load_record(path)[1]

    def replay(self, path: Path) -> Iterator[DuplicateGame]:
        """The game at its start, then after each finished round and at its last entry."""
        return record_positions(path)

    def export(self, game: DuplicateGame) -> str:
        """The master game as GCG text."""
        return master_gcg(game)


def _new_game(options: GameSetup, seed: int) -> DuplicateGame:
    return new_game(options, random.Random(seed))


#: The league adapter.
league: LeagueAdapter[DuplicateGame] = duplicate_result

#: Everything the game hands to the app, the commands, storage and the league.
CONTRACT: GameContract[DuplicateGame, BoardMove, GameSetup] = GameContract(
    mode="duplicate",
    move_type=BoardMove,
    notation=notation,
    new_game=_new_game,
    outcome=outcome,
    codec=DuplicateCodec(),
    robots=DuplicateRobots(),
    league=league,
)
