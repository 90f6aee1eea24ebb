"""A Crosswise match being played in the app: the engine's :class:`Match`, which seats
robots play, and the record file, rewritten after every turn. No Textual here.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from lexitile.crosswise.components import Components
from lexitile.crosswise.files import load_components, load_record, new_record_path, save_record
from lexitile.crosswise.game import Game, Turn
from lexitile.crosswise.match import Match
from lexitile.crosswise.moves import Move
from lexitile.crosswise.record import dumps
from lexitile.crosswise.robots import DEFAULT_LEVEL, LEVELS, Robot, make_robot
from lexitile.crosswise.table import MatchRule, TableRules
from lexitile.i18n import _


class Session:
    """Seats, robots and saving around a :class:`Match`.

    Args:
        match: the match (new or loaded from a record).
        robots: player name -> robot level for robot seats.
        path: where the record is saved after every turn; ``None`` saves nothing.
        started: ISO 8601 time the match started.

    Attributes:
        handed: names of human seats handed to a robot during play (they can be taken back).
        last_error: the message of the last failed save (English, as for the command
            line), or ``None``; :attr:`last_error_text` is the same in the interface language.
    """

    def __init__(self, match: Match, robots: dict[str, str] | None = None, path: Path | None = None, started: str = ""):
        self.match = match
        self.robots: dict[str, str] = dict(robots or {})
        for name, level in self.robots.items():
            if name not in match.players:
                raise ValueError(f"robot {name!r} is not a player")
            if level not in LEVELS:
                raise ValueError(f"unknown robot level {level!r} for {name} (levels: {', '.join(LEVELS)})")
        self.path = path
        self.started = started or datetime.now(UTC).isoformat(timespec="seconds")
        self.handed: set[str] = set()
        self.last_error: str | None = None
        self._save_failure: tuple[str, str] | None = None
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
    ) -> Session:
        """A new match; the record goes to a fresh file in the records folder when
        ``save`` (written at once, so even a match quit before its first turn resumes)."""
        match = Match(components or load_components(), players, table, rule, seed)
        session = cls(match, robots, new_record_path(match.players) if save else None)
        session.save()
        return session

    @classmethod
    def resume(cls, path: Path, components: Components | None = None) -> Session:
        """Continue the match of a record file (saved on to the same file).

        Raises:
            lexitile.crosswise.errors.RecordError: the file cannot be read or replayed.
        """
        loaded = load_record(path, components)
        return cls(loaded.match, loaded.robots, Path(path), loaded.started)

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
            lexitile.crosswise.errors.IllegalTurnError: the turn is not legal.
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
        return dumps(self.match, self.robots, self.started)

    def save(self) -> bool:
        """Rewrite the record file (atomically). Returns False and sets
        :attr:`last_error` when the file cannot be written; the game goes on."""
        if self.path is None:
            return True
        try:
            save_record(self.path, self.record_text())
        except OSError as exc:
            self._save_failure = (str(self.path), str(exc.strerror or exc))
            self.last_error = f"could not save {self.path}: {exc.strerror or exc}"
            return False
        self.last_error = None
        self._save_failure = None
        return True

    @property
    def last_error_text(self) -> str | None:
        """:attr:`last_error` as shown on screen (in the interface language)."""
        if self.last_error is None or self._save_failure is None:
            return self.last_error
        path, error = self._save_failure
        return _("could not save {path}: {error}").format(path=path, error=error)
