"""A duplicate game being played in the app: the engine's game, which seats robots
play, and the record, rewritten after every entry. No Textual here."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.core.message import Message
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.games.duplicate.files import load_record, new_game, new_record_path
from lexitile.games.duplicate.game import DuplicateGame
from lexitile.games.duplicate.league import duplicate_result
from lexitile.games.duplicate.record import RecordError, dumps
from lexitile.games.duplicate.robots import DuplicateRobot
from lexitile.games.duplicate.rounds import RoundResult
from lexitile.games.duplicate.setup import GameSetup
from lexitile.storage.save_file import SavedTable, SaveFile
from lexitile.text.render import render

if TYPE_CHECKING:
    from lexitile.core.league_rules import GameResult, MoveRecord
    from lexitile.play.league_table import LeagueOutcome, LeagueTable


class Session(SavedTable):
    """Robots and saving around a :class:`DuplicateGame`.

    Args:
        game: the game (new, or read back from a record); its ``setup`` names the
            seats, robots, rule set, word list, clocks and league table.
        path: where the record is saved after every entry; ``None`` saves nothing.
        league: the household league's table, or ``None``.

    Attributes:
        file: the record file, its lock and whether the last save worked.
        league_outcomes: what the league made of the game (``{1: outcome}`` once over).
    """

    def __init__(self, game: DuplicateGame, path: Path | None = None, league: LeagueTable | None = None):
        if game.setup is None:
            raise ValueError("a duplicate session needs the game's setup")
        self.game = game
        self.setup: GameSetup = game.setup
        self.league = league
        self.league_outcomes: dict[int, LeagueOutcome | None] = {}
        self.file = SaveFile(path)
        self._robots = {seat: DuplicateRobot(level, random.Random()) for seat, level in self.setup.robots.items()}

    # ---------------------------------------------------------------- building
    @classmethod
    def new(
        cls,
        setup: GameSetup,
        seed: int | None = None,
        save: bool = True,
        league: LeagueTable | None = None,
    ) -> Session:
        """A new game; the record goes to a fresh file when ``save`` (written at once,
        so a game quit before its first entry resumes).

        Raises:
            LexitileError: a rule set, tile set or word list that cannot be loaded.
        """
        if league is not None:
            setup = replace(setup, league=league.to_text())
        game = new_game(setup, random.Random(seed))
        session = cls(game, new_record_path(setup.players) if save else None, league)
        session.file.take_lock()
        session.save()
        return session

    @classmethod
    def resume(cls, path: Path) -> Session:
        """Continue the game of a record file (saved on to the same file).

        Raises:
            RecordError: the file cannot be read or replayed.
            GameLockedError: another live lexitile has this game open.
        """
        setup, game = load_record(path)
        league = None
        if setup.league:
            from lexitile.play.league_table import LeagueTable  # noqa: PLC0415 - loaded on first use, not at start-up

            try:
                league = LeagueTable.from_text(setup.league)
            except ValueError as exc:
                raise RecordError(f"league: {exc}", str(path), None) from None
        session = cls(game, Path(path), league)
        session.file.take_lock()
        return session

    # ---------------------------------------------------------------- queries
    @property
    def players(self) -> tuple[str, ...]:
        """The seats' names."""
        return self.game.names

    def is_robot(self, seat: int) -> bool:
        """True when a robot plays ``seat``."""
        return seat in self._robots

    @property
    def humans(self) -> list[int]:
        """Seats played by people, in seat order."""
        return [s for s in range(len(self.players)) if not self.is_robot(s)]

    @property
    def finished(self) -> bool:
        """The game is over."""
        return self.game.is_over

    # ---------------------------------------------------------------- entries
    def enter(self, seat: int, move: BoardMove) -> None:
        """Enter ``seat``'s play (a pass: no play) and save.

        Raises:
            IllegalMoveError, MoveSyntaxError, ValueError: the play is refused at entry
                (nothing is entered, nothing saved).
        """
        self.game.enter_move(seat, move)
        self.save()

    def robots_enter(self) -> list[int]:
        """Every robot seat that has not entered enters its play; saved. Returns them."""
        seats = [s for s in self.game.waiting() if self.is_robot(s)]
        for seat in seats:
            self.game.enter_move(seat, self._robots[seat].choose(self.game))
        if seats:
            self.save()
        return seats

    def close_round(self) -> RoundResult:
        """Judge the round, put the top on the board, draw the next rack; saved."""
        result = self.game.close_round()
        self.save()
        return result

    # ---------------------------------------------------------------- league
    def league_end(self, path: Path | None = None) -> LeagueOutcome | None:
        """Record the game in the household league once it is over
        (:func:`lexitile.play.league_table.league_end`)."""
        from lexitile.play.league_table import league_end  # noqa: PLC0415 - loaded on first use, not at start-up

        return league_end(self, path)

    def league_game(self) -> tuple[LeagueTable, int, str] | None:
        """The game for the league once it is over: (table, 1, its record's name)."""
        if self.league is None or not self.game.is_over:
            return None
        key = str(self.path) if self.path is not None else f"unsaved duplicate game {id(self)}"
        return self.league, 1, key

    def league_result(self, table: LeagueTable) -> tuple[GameResult, Sequence[MoveRecord]]:
        """The game as the league sees it (:func:`lexitile.games.duplicate.league.duplicate_result`)."""
        from lexitile.play.league_table import seat_of  # noqa: PLC0415 - loaded on first use, not at start-up

        people = [seat_of(table, name, self.is_robot(s)) for s, name in enumerate(self.players)]
        return duplicate_result(self.game, people, competitive=table.competitive, wager=table.wager), ()

    # ---------------------------------------------------------------- saving
    @property
    def last_error(self) -> str | None:
        """The last failed save as the command line says it (English), or ``None``."""
        problem = self.file.save_problem
        return None if problem is None else f"could not save {self.path}: {problem['error']}"

    @property
    def last_error_text(self) -> str | None:
        """:attr:`last_error` as shown on screen (in the interface language)."""
        problem = self.file.save_problem
        if problem is None:
            return None
        return render(Message("duplicate.table.save-failed", {"path": str(self.path), "error": str(problem["error"])}))

    def save(self) -> bool:
        """Rewrite the record (atomically). Returns False when it cannot be written
        (:attr:`unsaved`); the game goes on in memory."""
        return self.file.write(dumps(self.game))

    def save_to(self, path: Path) -> bool:
        """Save the record in another file from now on (the first cannot be written)."""
        return self.file.move_to(path, dumps(self.game))
