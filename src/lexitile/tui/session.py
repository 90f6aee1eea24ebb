"""A game being played in the app: the engine's :class:`Game`, how it was set up, and
its save file, written after every move.

The session sends intents to the engine (play, exchange, pass) and records each turn;
it adds the one thing the engine does not know yet, resigning (see
:class:`GameSummary`). No Textual here, so it is tested without an app.
"""

from __future__ import annotations

import logging
from collections.abc import Container, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from lexitile.rules.events import Event
from lexitile.rules.game import Game
from lexitile.rules.outcome import Adjustment, EndReason
from lexitile.rules.placement import Placement
from lexitile.savegame import SavedGame, SavedMove, new_save_path, now_iso
from lexitile.tui.draft import reconcile_order

log = logging.getLogger(__name__)

#: Seats the app offers (the engine allows more).
MIN_PLAYERS, MAX_PLAYERS = 2, 4


@dataclass(frozen=True)
class GameSetup:
    """What a new game is made of.

    Attributes:
        players: 2-4 seat names in seating order (the first player is drawn).
        rules: rule set name or path (``mattel``, ``tournament``, ``kreuzwort``).
        lexicon: lexicon spec as given (built-in name or word-list path).
        seed: RNG seed, ``None`` for a random one.
        tiles: tile set override (name or path), ``None`` for the rule set's own.
    """

    players: tuple[str, ...]
    rules: str = "mattel"
    lexicon: str = "en"
    seed: int | None = None
    tiles: str | None = None


def check_player_names(names: Sequence[str]) -> list[str]:
    """Validate seat names: 2-4 of them, non-empty, distinct (case-insensitive),
    at most 20 characters.

    Returns:
        The names, stripped.

    Raises:
        ValueError: with a message naming the problem.
    """
    cleaned = [n.strip() for n in names]
    if not MIN_PLAYERS <= len(cleaned) <= MAX_PLAYERS:
        raise ValueError(f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {len(cleaned)}")
    for i, n in enumerate(cleaned, 1):
        if not n:
            raise ValueError(f"player {i} has no name")
        if len(n) > 20:
            raise ValueError(f"player name {n!r} is longer than 20 characters")
    lower = [n.casefold() for n in cleaned]
    dupes = sorted({n for n in cleaned if lower.count(n.casefold()) > 1})
    if dupes:
        raise ValueError(f"two players have the same name: {', '.join(dupes)}")
    return cleaned


@dataclass(frozen=True)
class GameSummary:
    """How a game ended, ready to show.

    Attributes:
        reason: ``"went-out"``, ``"scoreless"`` or ``"resigned"``.
        went_out: seat that went out, else ``None``.
        resigned: seat that resigned, else ``None``.
        adjustments: settlement lines (rack deductions and gains), in order applied.
        scores_before: totals before settlement.
        final_scores: totals after settlement.
        winners: winning seats (more than one: a draw).
        tie_break: True when the best final score was shared and the scores before
            settlement decided.
    """

    reason: str
    went_out: int | None
    resigned: int | None
    adjustments: tuple[Adjustment, ...]
    scores_before: tuple[int, ...]
    final_scores: tuple[int, ...]
    winners: tuple[int, ...]
    tie_break: bool

    @property
    def is_draw(self) -> bool:
        """True when two or more players share the win."""
        return len(self.winners) > 1


class Session:
    """A game with its setup and save file.

    Args:
        game: the engine game (already replayed when resuming).
        saved: the state-file record (setup and moves so far).
        orders: per seat, the rack in the player's own order (display only).
    """

    def __init__(self, game: Game, saved: SavedGame, orders: list[list[str]] | None = None):
        self.game = game
        self.saved = saved
        self.orders = [reconcile_order(o, r) for o, r in zip(orders or [[] for _ in game.racks], game.racks)]
        self.save_error: str | None = None

    # ----------------------------------------------------------------- creation
    @classmethod
    def start(
        cls,
        setup: GameSetup,
        lexicon: Container[str] | None,
        *,
        path: Path | None = None,
        when: datetime | None = None,
        save: bool = True,
    ) -> Session:
        """Start a new game and save it (so even an unplayed game can be resumed).

        Args:
            setup: players, rules, lexicon spec, seed.
            lexicon: the loaded lexicon.
            path: the state file (default: a new file in the games folder).
            when: creation time for the file name (default now).
            save: write the state file now.

        Raises:
            LexitileError: unknown rule set or tile set.
            ValueError: bad player names.
        """
        from lexitile import catalog

        players = check_player_names(setup.players)
        rules = catalog.load_rules(setup.rules, tiles=setup.tiles)
        game = Game(rules, players, seed=setup.seed, lexicon=lexicon)
        stamp = now_iso()
        saved = SavedGame(
            players=players,
            rules=_stable_spec(setup.rules, setup.rules in catalog.rule_set_names()),
            lexicon=_stable_spec(setup.lexicon, _is_builtin_lexicon(setup.lexicon)),
            seed=game.seed,
            first_player=game.first_player,
            tiles=None if setup.tiles is None else _stable_spec(setup.tiles, _is_builtin_tileset(setup.tiles)),
            created=stamp,
            updated=stamp,
            path=path or new_save_path(players, when),
        )
        session = cls(game, saved)
        if save:
            session.save()
        return session

    @classmethod
    def resume(cls, saved: SavedGame, lexicon: Container[str] | None) -> Session:
        """Rebuild a saved game exactly (seed + moves) and continue it.

        Raises:
            SaveFileError: the moves do not replay.
            LexitileError: the rule set cannot be loaded.
        """
        game = saved.replay(lexicon)
        return cls(game, saved, saved.rack_orders)

    # ----------------------------------------------------------------- state
    @property
    def players(self) -> tuple[str, ...]:
        """Seat names."""
        return self.game.players

    @property
    def finished(self) -> bool:
        """True once the game has ended (settled by the engine, or resigned)."""
        return self.game.is_over

    @property
    def path(self) -> Path | None:
        """The state file."""
        return self.saved.path

    def rack_order(self, seat: int) -> list[str]:
        """The rack of ``seat`` in the player's own order."""
        self.orders[seat] = reconcile_order(self.orders[seat], self.game.racks[seat])
        return self.orders[seat]

    def set_rack_order(self, seat: int, order: Sequence[str]) -> None:
        """Remember a new order of ``seat``'s rack (must be the same tiles)."""
        self.orders[seat] = reconcile_order(order, self.game.racks[seat])

    # ----------------------------------------------------------------- turns
    def play(self, placement: Placement) -> Event:
        """Make a play for the player on turn, record and save it.

        Raises:
            IllegalMoveError: the play is not allowed; nothing changes.
        """
        event = self.game.play(placement)
        self._record(SavedMove.from_event(event, placement.direction))
        return event

    def exchange(self, tiles: str) -> Event:
        """Exchange tiles for the player on turn, record and save it.

        Raises:
            IllegalMoveError: the exchange is not allowed; nothing changes.
        """
        event = self.game.exchange(tiles)
        self._record(SavedMove.from_event(event))
        return event

    def pass_turn(self) -> Event:
        """Pass for the player on turn, record and save it.

        Raises:
            IllegalMoveError: the game is over.
        """
        event = self.game.pass_turn()
        self._record(SavedMove.from_event(event))
        return event

    def challenge(self, challenger: int | None = None):
        """The player on turn (or ``challenger``) challenges the last play (rule sets
        with ``word_check = "challenge"``); recorded and saved.

        Returns:
            The engine's ``ChallengeResult`` (``upheld``, ``invalid_words``, ``events``).

        Raises:
            IllegalMoveError: ``NOTHING_TO_CHALLENGE``.
        """
        seat = self.game.turn if challenger is None else challenger
        result = self.game.challenge(seat)
        self._record(SavedMove("challenge", seat, notation="(challenge)", invalid=tuple(result.invalid_words)))
        return result

    def accept(self) -> None:
        """Accept the last play while it is open to challenge (it stands; a play that
        went out then ends the game); recorded and saved. Does nothing otherwise."""
        if getattr(self.game, "pending", None) is None:
            return
        self.game.accept_play()
        self._record(SavedMove("accept", self.game.turn, notation="(accepted)"))

    def resign(self, seat: int | None = None) -> None:
        """The player on turn (or ``seat``) resigns: the game ends now, without rack
        settlement; the resigning player cannot win (:meth:`Game.resign`). Saved as
        resigned."""
        if self.finished:
            return
        self.saved.resigned = self.game.turn if seat is None else seat
        self.game.resign(self.saved.resigned)
        self.save()

    def _record(self, move: SavedMove) -> None:
        self.saved.moves.append(move)
        self.save()

    def save(self) -> Path | None:
        """Write the state file (atomically) and the GCG record beside it.

        A failure to write is kept in :attr:`save_error` (shown by the app) rather
        than raised: the game goes on in memory.
        """
        s = self.saved
        g = self.game
        s.updated = now_iso()
        s.finished = self.finished
        s.scores = list(g.scores)
        s.turn = g.turn
        s.rack_orders = [list(self.rack_order(i)) for i in range(len(g.players))]
        try:
            path = s.write()
        except OSError as exc:
            self.save_error = f"could not save the game: {exc}"
            log.warning(self.save_error)
            return None
        self.save_error = None
        from lexitile.savegame import write_gcg

        try:
            write_gcg(g, s)
        except Exception as exc:  # the GCG is a by-product; never lose the game over it
            self.save_error = f"saved, but the GCG record could not be written: {exc}"
            log.warning(self.save_error)
        return path

    # ----------------------------------------------------------------- the end
    def summary(self) -> GameSummary | None:
        """How the game ended, or ``None`` while it goes on."""
        out = self.game.outcome
        if out is None:
            return None
        if out.reason is EndReason.RESIGNED:
            return GameSummary("resigned", None, out.went_out, (), out.scores_before, out.final_scores, out.winners, False)
        best = max(out.final_scores)
        tied_final = sum(1 for s in out.final_scores if s == best) > 1
        reason = "went-out" if out.reason is EndReason.WENT_OUT else "scoreless"
        return GameSummary(
            reason,
            out.went_out,
            None,
            out.adjustments,
            out.scores_before,
            out.final_scores,
            out.winners,
            tied_final and len(out.winners) == 1,
        )


def _stable_spec(spec: str, builtin: bool) -> str:
    """A spec that still means the same thing later: built-in names stay as they are,
    existing file paths become absolute (the game may be resumed from another folder)."""
    if builtin:
        return spec
    p = Path(spec).expanduser()
    return str(p.resolve()) if p.exists() else spec


def _is_builtin_lexicon(spec: str) -> bool:
    try:
        from lexitile.lexicon.normalise import language_code
        from lexitile.lexicon.store import BUILTIN_CODES

        return language_code(spec) in BUILTIN_CODES
    except Exception:  # unknown name, or the lexicon package is not there
        return False


def _is_builtin_tileset(spec: str) -> bool:
    from lexitile.catalog import TILESET_ALIASES
    from lexitile.resources import data_path

    key = TILESET_ALIASES.get(spec.lower(), spec.lower())
    return data_path("tilesets", f"{key}.txt").is_file()
