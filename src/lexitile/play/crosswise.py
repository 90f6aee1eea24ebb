"""A Crosswise match being played in the app: the engine's :class:`Match`, which seats
robots play, and the record file, rewritten after every turn. No Textual here.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.core.message import Message
from lexitile.games.crosswise.components import Components
from lexitile.games.crosswise.errors import RecordError
from lexitile.games.crosswise.files import load_components, load_record, new_record_path
from lexitile.games.crosswise.game import Game, Turn
from lexitile.games.crosswise.league import crosswise_result
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.moves import Move
from lexitile.games.crosswise.record import dumps
from lexitile.games.crosswise.robots import DEFAULT_LEVEL, LEVELS, Robot, make_robot
from lexitile.games.crosswise.table import MatchRule, TableRules
from lexitile.storage.save_file import SavedTable, SaveFile
from lexitile.text.render import render

if TYPE_CHECKING:
    from lexitile.core.league_rules import GameResult, MoveRecord
    from lexitile.play.league_table import LeagueOutcome, LeagueTable


class Session(SavedTable):
    """Seats, robots and saving around a :class:`Match`.

    Args:
        match: the match (new or loaded from a record).
        robots: player name -> robot level for robot seats.
        path: where the record is saved after every turn; ``None`` saves nothing.
        started: ISO 8601 time the match started.

    Attributes:
        handed: names of human seats handed to a robot during play (they can be taken back).
        file: the record file, its lock and whether the last save worked
            (:class:`~lexitile.storage.save_file.SaveFile`); :attr:`unsaved` is True
            while the record is behind the match (the screen shows the save-failed
            dialog until it is saved).
    """

    def __init__(
        self,
        match: Match,
        robots: dict[str, str] | None = None,
        path: Path | None = None,
        started: str = "",
        league: LeagueTable | None = None,
    ):
        self.match = match
        #: The household league's table (``league:`` in the record); ``None``: a match
        #: from before the league, which it never counts.
        self.league = league
        #: What the league made of each finished game (game number -> outcome).
        self.league_outcomes: dict[int, LeagueOutcome | None] = {}
        self.robots: dict[str, str] = dict(robots or {})
        for name, level in self.robots.items():
            if name not in match.players:
                raise ValueError(f"robot {name!r} is not a player")
            if level not in LEVELS:
                raise ValueError(f"unknown robot level {level!r} for {name} (levels: {', '.join(LEVELS)})")
        self.file = SaveFile(path)
        self.started = started or datetime.now(UTC).isoformat(timespec="seconds")
        self.handed: set[str] = set()
        self._robots: dict[str, Robot] = {}

    # ---------------------------------------------------------------- building
    @classmethod
    def new(
        cls,
        players: Sequence[str],
        robots: dict[str, str] | None = None,
        seed: int | None = None,
        table: TableRules | None = None,
        rule: MatchRule | None = None,
        components: Components | None = None,
        save: bool = True,
        league: LeagueTable | None = None,
    ) -> Session:
        """A new match; the record goes to a fresh file in the records folder when
        ``save`` (written at once, so even a match quit before its first turn resumes).
        ``league``: the household league's table (its seats checked), or ``None``."""
        match = Match(components or load_components(), players, table, rule, seed)
        session = cls(match, robots, new_record_path(match.players) if save else None, league=league)
        session.file.take_lock()
        session.save()
        return session

    @classmethod
    def resume(cls, path: Path, components: Components | None = None) -> Session:
        """Continue the match of a record file (saved on to the same file).

        Raises:
            lexitile.games.crosswise.errors.RecordError: the file cannot be read or replayed.
            GameLockedError: another live lexitile has this match open.
        """
        loaded = load_record(path, components)
        league = None
        if loaded.league:
            from lexitile.play.league_table import LeagueTable  # noqa: PLC0415 - loaded on first use, not at start-up

            try:
                league = LeagueTable.from_text(loaded.league)
            except ValueError as exc:
                raise RecordError(f"league: {exc}", str(path), None) from None
        session = cls(loaded.match, loaded.robots, Path(path), loaded.started, league)
        session.handed = set(loaded.handed)  # still the computer's, until taken back
        session.file.take_lock()
        return session

    # ---------------------------------------------------------------- queries
    @property
    def game(self) -> Game:
        """The current game."""
        return self.match.game

    def is_robot(self, seat: int) -> bool:
        """True when a robot plays ``seat``."""
        return self.match.players[seat] in self.robots

    @property
    def humans(self) -> list[int]:
        """Seats played by people."""
        return [i for i in range(len(self.match.players)) if not self.is_robot(i)]

    def robot(self, seat: int) -> Robot:
        """The robot of a robot seat (made on first use)."""
        name = self.match.players[seat]
        level = self.robots[name]
        robot = self._robots.get(name)
        if robot is None or robot.level != level:
            robot = self._robots[name] = make_robot(level, seed=self.match.seed + seat)
        return robot

    # ---------------------------------------------------------------- turns
    def play(self, move: Move) -> Turn:
        """Play a turn for the seat on turn and save.

        Raises:
            lexitile.games.crosswise.errors.IllegalTurnError: the turn is not legal.
        """
        turn = self.game.play(move)
        self.save()
        return turn

    def robot_turn(self) -> Turn:
        """Let the robot of the seat on turn play, and save."""
        return self.play(self.robot(self.game.seat).choose(self.game))

    def hand_to_robot(self, seat: int, level: str = DEFAULT_LEVEL) -> None:
        """A person hands their seat to a robot (taken back with :meth:`take_back`)."""
        name = self.match.players[seat]
        if name not in self.robots:
            self.robots[name] = level
            self.handed.add(name)
            self.save()

    def take_back(self) -> list[str]:
        """Every seat handed to a robot goes back to its person. Returns their names."""
        names = sorted(self.handed)
        for name in names:
            self.robots.pop(name, None)
        self.handed.clear()
        if names:
            self.save()
        return names

    def next_game(self) -> Game:
        """Start the next game of the match and save."""
        game = self.match.next_game()
        self.save()
        return game

    # ---------------------------------------------------------------- saving
    def record_text(self) -> str:
        """The record of the whole match so far."""
        return dumps(self.match, self.robots, self.started, self.handed, self.league.to_text() if self.league else "")

    def league_end(self, path: Path | None = None) -> LeagueOutcome | None:
        """Record the current game in the household league once it is over (each game
        of a match is a game of the league, keyed ``RECORD#N``: a finished match opened
        again is not counted twice; :func:`lexitile.play.league_table.league_end`).

        Returns:
            ``None`` while the game goes on, without a league table or profiles; else
            what each profile got (or the write's error, never raised).
        """
        from lexitile.play.league_table import league_end  # noqa: PLC0415 - loaded on first use, not at start-up

        return league_end(self, path)

    def league_game(self) -> tuple[LeagueTable, int, str] | None:
        """The current game for the league once it is over: (table, its number in the
        match, ``RECORD#N``)."""
        number = len(self.match.games)
        if self.league is None or self.match.game.side_result is None:
            return None
        base = str(self.path) if self.path is not None else f"unsaved Crosswise match {self.started}"
        return self.league, number, f"{base}#{number}"

    def league_result(self, table: LeagueTable) -> tuple[GameResult, Sequence[MoveRecord]]:
        """The current game as the league sees it (:func:`lexitile.games.crosswise.league.crosswise_result`)."""
        game = self.match.game
        from lexitile.play.league_table import seat_of  # noqa: PLC0415 - loaded on first use, not at start-up

        people = [seat_of(table, n, n in self.robots) for n in game.players]
        return crosswise_result(game, people, competitive=table.competitive, wager=table.wager), ()

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
        return render(Message("crosswise.table.save-failed", {"path": str(self.path), "error": str(problem["error"])}))

    def save(self) -> bool:
        """Rewrite the record file (atomically). Returns False when it cannot be
        written (:attr:`unsaved`, :attr:`last_error`); the game goes on in memory."""
        return self.file.write(self.record_text())

    def save_to(self, path: Path) -> bool:
        """Save the record in another file from now on (the first cannot be written).

        Returns:
            True when written there; False when that failed too (:attr:`save_error`).
        """
        return self.file.move_to(path, self.record_text())
