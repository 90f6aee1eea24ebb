"""A test-only fourth game, added through the game contract alone: "Tiny", letters on a
5x5 board. Each seat holds a hidden hand of three letters; a turn puts one of them on
an empty square (``C3 A``) and scores the letters in a row with it across and down; a
pass is ``-``. The game ends when the board is full or every seat passed in a row.

Nothing in ``storage/``, the shell or the command dispatch knows it: it is registered
with :func:`lexitile.core.modes.register_mode` and
:func:`lexitile.tui.mode_screens.register_screens` (see ``tests/tui/test_fourth_game.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Self

from lexitile.core.game_contract import Curtain, Entry, EntryKind, Outcome, PrivateRound, TableRefusal, decide_winners
from lexitile.core.league_rules import GameResult, Seat, check_people, status_of
from lexitile.core.modes import GameMode
from lexitile.errors import InputFileError, MoveSyntaxError, UsageError
from lexitile.storage.saved_games import SavedEntry, file_time
from lexitile.textfiles import atomic_write_text

SIZE, HAND, LETTERS, MAGIC = 5, 3, "AEILNORST", "%tiny-record"


@dataclass(frozen=True)
class TinyMove:
    """``C3 A`` (column letter, 1-based row, the letter) or ``-`` (a pass)."""

    square: tuple[int, int] | None
    letter: str = ""

    @classmethod
    def parse(cls, text: str) -> Self:
        parts = text.split()
        if parts == ["-"]:
            return cls(None)
        if len(parts) != 2 or len(parts[1]) != 1 or not parts[1].isalpha() or len(parts[0]) != 2:
            raise MoveSyntaxError(f"{text!r}: expected e.g. 'C3 A' or '-'")
        col, row = "ABCDE".find(parts[0][0].upper()), int(parts[0][1]) - 1 if parts[0][1].isdigit() else -1
        if not (0 <= col < SIZE and 0 <= row < SIZE):
            raise MoveSyntaxError(f"{parts[0]!r} is off the 5x5 board")
        return cls((row, col), parts[1].upper())

    def __str__(self) -> str:
        return "-" if self.square is None else f"{'ABCDE'[self.square[1]]}{self.square[0] + 1} {self.letter}"


@dataclass
class TinyGame:
    players: tuple[str, ...]
    hands: list[list[str]]
    board: dict[tuple[int, int], str] = field(default_factory=dict)
    scores: list[int] = field(default_factory=list)
    moves: list[TinyMove] = field(default_factory=list)
    passes: int = 0
    league: str = ""  # the league table's line, as the session writes it
    rng: random.Random = field(default_factory=random.Random)

    @classmethod
    def new(cls, players: tuple[str, ...], seed: int | None = None) -> TinyGame:
        rng = random.Random(seed)
        return cls(players, [[rng.choice(LETTERS) for _ in range(HAND)] for _ in players], rng=rng)

    @property
    def current(self) -> int:
        return len(self.moves) % len(self.players)

    @property
    def is_over(self) -> bool:
        return len(self.board) == SIZE * SIZE or self.passes >= len(self.players)

    def play(self, move: TinyMove, *, draw: bool = True) -> int:
        """Make ``move`` for the seat on turn; its points. Raises ValueError when illegal."""
        seat, points = self.current, 0
        if self.is_over:
            raise ValueError("the game is over")
        if move.square is not None:
            if move.square in self.board:
                raise ValueError(f"{move}: that square is taken")
            if draw and move.letter not in self.hands[seat]:
                raise ValueError(f"{move}: {move.letter} is not in your hand")
            self.board[move.square] = move.letter
            for dr, dc in ((0, 1), (1, 0)):
                run = [move.square]
                for sign in (1, -1):
                    r, c = move.square
                    while (r := r + sign * dr, c := c + sign * dc) and (r, c) in self.board:
                        run.append((r, c))
                points += len(run) if len(run) > 1 else 0
            points = max(points, 1)
            if draw:
                self.hands[seat].remove(move.letter)
                self.hands[seat].append(self.rng.choice(LETTERS))  # drawn now, never stored ahead
        self.passes = self.passes + 1 if move.square is None else 0
        self.scores[seat] += points
        self.moves.append(move)
        return points

    def __post_init__(self) -> None:
        self.scores = self.scores or [0] * len(self.players)

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        reason = "tiny.full" if len(self.board) == SIZE * SIZE else "tiny.passes"
        return Outcome(reason, decide_winners(self.scores), tuple(self.scores))

    def text(self) -> str:
        """The record: the players, each seat's hand now (no future draws), the moves."""
        hands = ",".join("".join(h) for h in self.hands)
        league = [f"league {self.league}"] if self.league else []
        head = [MAGIC, f"players {','.join(self.players)}", f"hands {hands}", *league]
        return "\n".join([*head, *map(str, self.moves)]) + "\n"


class TinyTable:
    """Tiny at one keyboard as the contract's ``Table[TinyMove]``: the curtain comes down
    whenever the keyboard changes hands; no clock, no challenges, no take-backs."""

    def __init__(self, game: TinyGame) -> None:
        self.game, self.seen = game, None  # seen: the seat whose hand is shown

    @property
    def over(self) -> bool:
        return self.game.is_over

    def outcome(self) -> Outcome | None:
        return self.game.outcome()

    def on_turn(self) -> int | None:
        return None if self.over else self.game.current

    def entry(self) -> Entry:
        seat = self.on_turn()
        return Entry(EntryKind.NONE) if seat is None or self.curtain().down else Entry(EntryKind.MOVE, seat)

    def enter(self, seat: int, move: TinyMove) -> TableRefusal | None:
        if self.over:
            return TableRefusal.table("game-over")
        if seat != self.game.current:
            return TableRefusal.table("not-your-turn", player=self.game.players[self.game.current])
        if self.curtain().down:
            return TableRefusal.table("behind-curtain", player=self.game.players[seat])
        try:
            self.game.play(move)
        except ValueError:
            return TableRefusal.table("not-on-board", play=str(move))
        return None

    def curtain(self) -> Curtain:
        seat = self.on_turn()
        return Curtain() if seat is None or seat == self.seen else Curtain(True, seat)

    def lift_curtain(self) -> TableRefusal | None:
        if not self.curtain().down:
            return TableRefusal.table("curtain-up")
        self.seen = self.on_turn()
        return None

    def private_round(self) -> PrivateRound | None:
        return None

    def reveal(self) -> TableRefusal | None:
        return TableRefusal.table("no-private-rounds")

    def time_out(self, seat: int) -> TableRefusal | None:
        return TableRefusal.table("no-clock")

    def take_back(self, seat: int) -> TableRefusal | None:
        return TableRefusal.table("no-move-back")

    def challenge(self, seat: int) -> TableRefusal | None:
        return TableRefusal.table("no-challenges")

    def accept(self, seat: int) -> TableRefusal | None:
        return TableRefusal.table("no-challenges")

    def agree(self, seat: int, yes: bool) -> TableRefusal | None:
        return TableRefusal.table("no-move-back")


def replay(path: Path) -> list[TinyGame]:
    """Every position of a record, the start first."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if len(lines) < 3 or lines[0] != MAGIC or not lines[1].startswith("players ") or not lines[2].startswith("hands "):
        raise InputFileError(f"line 1: not a {MAGIC} file", path)
    players = tuple(lines[1].removeprefix("players ").split(","))
    hands = [list(h) for h in lines[2].removeprefix("hands ").split(",")]
    league = lines[3].removeprefix("league ") if len(lines) > 3 and lines[3].startswith("league ") else ""
    game = TinyGame(players, [[] for _ in players], league=league)
    positions = [replace(game, board={}, scores=[0] * len(players), moves=[])]
    first = 5 if league else 4
    for number, line in enumerate(lines[first - 1 :], start=first):
        try:
            game.play(TinyMove.parse(line), draw=False)
        except (MoveSyntaxError, ValueError) as exc:
            raise InputFileError(f"line {number}: {exc}", path) from None
        positions.append(replace(game, board=dict(game.board), scores=list(game.scores), moves=list(game.moves)))
    game.hands = hands
    positions[-1] = game
    return positions


def load(path: Path) -> TinyGame:
    return replay(path)[-1]


def save(game: TinyGame, path: Path) -> None:
    atomic_write_text(path, game.text())


def tiny_entry(path: Path) -> SavedEntry:
    """The saved-games row (the mode's entry reader)."""
    game = load(path)
    return SavedEntry("tiny", path, "5x5", "", game.players, tuple(game.scores), game.is_over, file_time(path), path)  # type: ignore[arg-type]  # "tiny" is a mode registered at run time, not one of the built-in ids


def league(
    game: TinyGame, people: list[Seat], *, competitive: bool, wager: int = 0, abandoned_by: int | None = None
) -> GameResult:
    """The league adapter: each seat its own side, its score its points."""
    check_people(len(game.players), people)
    status = status_of(game.is_over, abandoned_by)
    outcome = game.outcome()
    seats = tuple(replace(p, score=game.scores[i]) for i, p in enumerate(people))
    return GameResult("tiny", competitive, wager, status, seats, outcome.winners if outcome else (), abandoned_by)


def register(subparsers: object) -> None:
    """Tiny has no sub-command of its own (the registry's ``command_path`` names this)."""


def open_file(path: Path, how: str, ui_lang: str | None) -> int:
    raise UsageError("Tiny is a test game: open it from the app")


MODE = GameMode(
    id="tiny",  # type: ignore[arg-type]  # a mode registered at run time
    title="Tiny",
    summary="letters on a 5x5 board (a test game)",
    command="tiny",
    seats=(2, 2),
    robot_levels=("easy",),
    default_robot_level="easy",
    record_suffixes=(".tiny",),
    companion_suffixes=(),
    replay_suffix="",
    replay_argv=("tiny", "--replay"),
    signature=r"\A%tiny-record",
    rules_named_by_us=False,
    app_title="lexitile · Tiny",
    league_name="tiny",
    entry_reader="tiny_game:tiny_entry",
    command_path="tiny_game",
    opener="tiny_game:open_file",
    rules_card="",
    record_reader="tiny_game:load",
)


def selfplay_soak(args: object, levels: tuple[str, ...]) -> int:
    """``lexitile selfplay --game tiny``: says what it was handed (the registry's
    ``selfplay_soak`` names this; the test checks the dispatch, not a match)."""
    print(f"tiny soak: {getattr(args, 'games', None)} games, levels {','.join(levels)}")
    return 0
