"""A game being played in the app: the engine's :class:`Game`, how it was set up, and
its save file, written after every move.

The session sends intents to the engine (play, exchange, pass, challenge, accept,
resign, undo) and records each turn; it adds what is table business rather than
rules: the table options (:class:`~lexitile.play.table_options.GameOptions`), the clocks
(:class:`TurnClock`), taking a move back by agreement and annulling a game by
agreement. No Textual here, so it is tested without an app.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Container, Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.core.compound_rule import LEGACY_RULE
from lexitile.core.league_rules import GameResult, GameStatus, MoveRecord
from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError, MoveSyntaxError
from lexitile.games.crossword.records.board_gcg import seat_note
from lexitile.games.crossword.rules.config import TimeoutMove, WordCheck
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.league import board_moves, board_result
from lexitile.games.crossword.rules.make_move import move_placement
from lexitile.games.crossword.rules.move import BoardMove, MoveKind
from lexitile.games.crossword.rules.placement import Placement
from lexitile.i18n import _
from lexitile.play.board_file import SessionFile
from lexitile.play.board_setup import (
    GameSetup,
    check_player_names,
    is_builtin_lexicon,
    is_builtin_tileset,
    pair_up,
    stable_spec,
)
from lexitile.play.game_summary import GameSummary, summarize
from lexitile.play.league_table import LeagueOutcome, LeagueTable, league_end, seat_of
from lexitile.play.table_options import GameOptions
from lexitile.savegame import SavedGame, SavedTurn, new_save_path, now_iso
from lexitile.text.render import english

if TYPE_CHECKING:
    from lexitile.games.crossword.rules.game import ChallengeResult

log = logging.getLogger(__name__)

#: The note on a pass made because the time for the move ran out.
TIME_RAN_OUT_NOTE = Message("note.time-ran-out")


class Session(SessionFile):
    """A game with its setup and save file.

    Args:
        game: the engine game (already replayed when resuming).
        saved: the state-file record (setup and moves so far).
        orders: per seat, the rack in the player's own order (display only).
    """

    #: Hook for computer players: when set, called with the session when
    #: the time for a move runs out; it makes the move for the player (a robot plays
    #: it) and returns the event. ``None``: the move counts as a pass (Palavras
    #: Cruzadas and Kreuzwort texts).
    timeout_mover: Callable[[Session], Event] | None = None

    def __init__(self, game: Game, saved: SavedGame, orders: list[list[str]] | None = None):
        super().__init__(game, saved, orders)
        #: The table's own notes as messages, by event index (the state file keeps
        #: their English text in ``saved.notes``).
        self.note_messages: dict[int, Message] = {}
        #: The last note of each kind added to an event in this run: (index, kind) -> line.
        self._kinded_notes: dict[tuple[int, str], str] = {}
        #: What the league made of the game once it ended (see :meth:`league_end`).
        self.league_outcomes: dict[int, LeagueOutcome | None] = {}
        #: The last play's seat and that player's rack order before it, so that a play
        #: taken back gives the tiles back in the order the player had them.
        self._order_before_play: tuple[int, list[str]] | None = None

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
        from lexitile.games.crossword import catalog  # noqa: PLC0415 - loaded on first use, not at start-up

        players = check_player_names(setup.players)
        rules = setup.options.apply(catalog.load_rules(setup.rules, tiles=setup.tiles))
        options = setup.options
        if getattr(lexicon, "language", None) == "de":
            # the state file names the compound rule played by, so a later default never changes it
            options = replace(options, compounds=rules.compound_words)
        if lexicon is not None:
            from lexitile.lexicon.compounds import for_rules  # noqa: PLC0415 - the lexicon package loads with the game's word list, not with the app

            lexicon = for_rules(lexicon, rules.compound_words)
        members = None
        seats = players
        unknown = sorted(set(setup.robots) - set(players))
        if unknown:
            raise ValueError(_("robot {name} is not one of the players").format(name=repr(unknown[0])))
        if options.pairs:
            if setup.robots:
                raise ValueError(_("computer players cannot play in pairs"))
            seats, members = pair_up(players)
        game = Game(rules, seats, seed=setup.seed, lexicon=lexicon, members=members)
        stamp = now_iso()
        saved = SavedGame(
            players=list(seats),
            rules=stable_spec(setup.rules, setup.rules in catalog.rule_set_names()),
            lexicon=stable_spec(setup.lexicon, is_builtin_lexicon(setup.lexicon)),
            seed=game.seed,
            first_player=game.first_player,
            tiles=None if setup.tiles is None else stable_spec(setup.tiles, is_builtin_tileset(setup.tiles)),
            created=stamp,
            updated=stamp,
            path=path or new_save_path(players, when),
            options=options,
            members=members,
            clock_used=[0.0] * len(seats) if options.time_control is not None else None,
            robots={i: setup.robots[name] for i, name in enumerate(seats) if name in setup.robots},
        )
        session = cls(game, saved)
        if save:
            session.take_lock()
            session.save()
        return session

    @classmethod
    def resume(cls, saved: SavedGame, lexicon: Container[str] | None) -> Session:
        """Rebuild a saved game exactly (its draws and moves; a version 1 file: its seed
        and moves) and continue it with fresh randomness.

        Raises:
            SaveFileError: the moves do not replay.
            LexitileError: the rule set cannot be loaded.
        """
        from lexitile.lexicon.compounds import for_rules  # noqa: PLC0415 - loaded on first use, not at start-up

        if lexicon is not None and getattr(lexicon, "language", None) == "de":
            from lexitile.games.crossword import catalog  # noqa: PLC0415 - loaded on first use, not at start-up

            if saved.options.compounds is None:  # saved before the rule had names: played by free
                saved.options = replace(saved.options, compounds=LEGACY_RULE)
            rules = saved.options.apply(catalog.load_rules(saved.rules, tiles=saved.tiles))
            lexicon = for_rules(lexicon, rules.compound_words)
        game = saved.replay(lexicon)
        session = cls(game, saved, saved.rack_orders)
        if saved.recap is not None:
            # a move saved before the screen read it was seen by the one who made it
            session.feed.restore(
                game, saved.recap, lambda seat: None if session.is_robot(seat) else session.person_on_turn(seat)
            )
        session.take_lock()
        session._repair_after_crash()
        return session

    # ----------------------------------------------------------------- state
    @property
    def players(self) -> tuple[str, ...]:
        """Seat names."""
        return self.game.players

    @property
    def aborted(self) -> bool:
        """True when the game was annulled by agreement."""
        return self.saved.aborted

    @property
    def options(self) -> GameOptions:
        """The table options of the game."""
        return self.saved.options

    @property
    def timeout_plays(self) -> bool:
        """True when a move whose time ran out is played by the game for the player
        (``RuleSet.on_timeout`` with the table option applied), False for a pass."""
        return self.game.rules.on_timeout is TimeoutMove.PLAY

    @property
    def time_out_needs_robot(self) -> bool:
        """True when a move whose time ran out is played by the computer for the
        person (:attr:`timeout_plays`; Kreuzwort: a play of median equity, so that
        waiting out the clock is never a strategy), unless :attr:`timeout_mover` makes it."""
        return self.timeout_plays and self.timeout_mover is None

    def move_time_up(self) -> bool:
        """True when the running move has used up its time per move (now, by :attr:`now`)."""
        left = self.clock.move_left(self.now())
        return left is not None and left <= 0

    @property
    def allows_quick(self) -> bool:
        """Quick mode is off in classic mode (Kreuzwort table option "Klassischer
        Modus"). Under challenge rules it shows where a word fits, never whether it is one."""
        return not self.saved.options.classic

    @property
    def allows_hints(self) -> bool:
        """Hints are off in classic mode, and in games where words are judged only when
        challenged unless the table turned them on (``GameOptions.hints``): a hint
        names only real words, so it would tell a phony from a word before the play,
        and the Mattel text allows a dictionary only to settle a challenge."""
        options = self.saved.options
        return not options.classic and (not self.challenge_mode or options.hints)

    @property
    def word_box_checks(self) -> bool:
        """True when the word box may say whether a word is valid: not in games where
        words are judged only when challenged (there it serves quick mode only)."""
        return not self.challenge_mode

    @property
    def challenge_mode(self) -> bool:
        """True when words are judged only when challenged."""
        return self.game.rules.word_check is WordCheck.CHALLENGE

    @property
    def challenge_open(self) -> bool:
        """True while the last play may still be challenged (the word box is off)."""
        return self.game.pending is not None and not self.finished

    def person_on_turn(self, seat: int | None = None) -> str:
        """Who plays the seat's next turn: the seat's name, or in pairs play the
        partner whose turn it is."""
        return self.game.member_on_turn(seat)

    def people(self, seats: Sequence[int] | None = None) -> list[str]:
        """The people at the given seats (every seat by default), partners included."""
        chosen = range(len(self.game.players)) if seats is None else seats
        return [name for i in chosen for name in self.game.members[i]]

    def opponents(self, seat: int) -> list[int]:
        """Every other seat, in turn order after ``seat``."""
        n = len(self.game.players)
        return [(seat + k) % n for k in range(1, n)]

    def humans(self) -> list[str]:
        """The people who vote on annulling the game (computer players do not vote)."""
        return self.people([i for i in range(len(self.game.players)) if not self.is_robot(i)])

    # ----------------------------------------------------------------- robots
    @property
    def robots(self) -> dict[int, str]:
        """Computer players: seat -> level (saved in the state file)."""
        return self.saved.robots

    def is_robot(self, seat: int | None = None) -> bool:
        """True when ``seat`` (default: the seat on turn) is played by the computer."""
        return (self.game.turn if seat is None else seat) in self.saved.robots

    def human_seats(self) -> list[int]:
        """Seats played by people."""
        return [i for i in range(len(self.game.players)) if i not in self.saved.robots]

    def set_robot(self, seat: int, level: str | None) -> None:
        """Hand ``seat`` to a robot of ``level`` (``None``: give it back to its
        player); saved at once, so resuming keeps it.

        Once the game has a move, the change is noted at the next event of the GCG
        record (:func:`lexitile.games.crossword.records.board_gcg.seat_note`), so the record says who
        played each turn: a seat that changed hands is not described as a computer
        player (or a person) for the whole game."""
        before = self.saved.robots.get(seat)
        if level is None:
            self.saved.robots.pop(seat, None)
        else:
            self.saved.robots[seat] = level
        if self.game.history and before != level:
            self.add_note(seat_note(self.game.players[seat], level))
        self.save()

    def add_note(self, text: str, index: int | None = None, *, kind: str | None = None) -> None:
        """Add a GCG note to the event at ``index`` (default: the next event, i.e. the
        move about to be made). ``kind``: a note of this kind (``"hint"``) added before
        at the same event in this run is replaced (a hint shown again at a further step),
        found by the line it added, not by its words."""
        at = len(self.game.history) if index is None else index
        lines = [ln for ln in self.saved.notes.get(at, "").split("\n") if ln]
        if kind is not None:
            earlier = self._kinded_notes.pop((at, kind), None)
            if earlier in lines:
                lines.remove(earlier)
            self._kinded_notes[(at, kind)] = text
        lines.append(text)
        self.saved.notes[at] = "\n".join(lines)

    def perform(self, move: BoardMove, note: str | None = None) -> Event:
        """Make a computer player's move (:mod:`lexitile.games.crossword.engine.robots`: a play, an
        exchange or a pass) for the seat on turn; recorded and saved like any move.

        Raises:
            IllegalMoveError: the move is not allowed; nothing changes.
            MoveSyntaxError: a play whose word does not fit the board; nothing changes.
        """

        index = len(self.game.history)
        before = self.saved.notes.get(index)
        if note:
            self.add_note(note, index)
        try:
            if move.kind is MoveKind.PLAY:
                return self.play(move_placement(self.game, move))
            if move.kind is MoveKind.EXCHANGE:
                return self.exchange(move.tiles)
            return self.pass_turn()
        except (IllegalMoveError, MoveSyntaxError):
            if before is None:
                self.saved.notes.pop(index, None)
            else:
                self.saved.notes[index] = before
            raise

    # ----------------------------------------------------------------- turns
    def play(self, placement: Placement) -> Event:
        """Make a play for the player on turn, record and save it.

        Raises:
            IllegalMoveError: the play is not allowed; nothing changes.
        """
        seat = self.game.turn
        before = list(self.rack_order(seat))
        event = self.game.play(placement)
        self._order_before_play = (seat, before)
        self._record(SavedTurn.from_event(event, placement.direction))
        return event

    def exchange(self, tiles: str) -> Event:
        """Exchange tiles for the player on turn, record and save it.

        Raises:
            IllegalMoveError: the exchange is not allowed; nothing changes.
        """
        event = self.game.exchange(tiles)
        self._record(SavedTurn.from_event(event))
        return event

    def paid_exchange(self, tiles: str) -> Event:
        """Kreuzwort's paid exchange for the player on turn (:meth:`Game.paid_exchange`:
        tiles for points, and the same player moves on), recorded and saved at once:
        the new tiles are information, so quitting must not undo the exchange.

        Raises:
            IllegalMoveError: the exchange is not allowed; nothing changes.
        """
        event = self.game.paid_exchange(tiles)
        # not a turn: the player's clock runs on
        self.saved.moves.append(SavedTurn.from_event(event))
        self.save()
        return event

    def pass_turn(self) -> Event:
        """Pass for the player on turn, record and save it.

        Raises:
            IllegalMoveError: the game is over.
        """
        event = self.game.pass_turn()
        self._record(SavedTurn.from_event(event))
        return event

    def challenge(self, challenger: int | None = None, *, seen_by_all: bool = False) -> ChallengeResult:
        """The player on turn (or ``challenger``) challenges the last play (rule sets
        with ``word_check = "challenge"``); recorded and saved. ``seen_by_all``: every
        person at the table saw the verdict (the challenge window), so the recap saved
        with it does not tell them what a wrong challenge cost
        (:meth:`lexitile.play.recap.BoardFeed.sync`).

        Returns:
            The engine's ``ChallengeResult`` (``upheld``, ``invalid_words``, ``events``).

        Raises:
            IllegalMoveError: ``NOTHING_TO_CHALLENGE``.
        """
        seat = self.game.turn if challenger is None else challenger
        result = self.game.challenge(seat)
        if seen_by_all:
            self.feed.sync(self.game, seen_by_all=True)
        self._record(SavedTurn.challenge(seat, result.invalid_words))
        return result

    def accept(self) -> None:
        """Accept the last play while it is open to challenge (it stands; a play that
        went out then ends the game); recorded and saved. Does nothing otherwise."""
        if getattr(self.game, "pending", None) is None:
            return
        self.game.accept_play()
        self._record(SavedTurn.accept(self.game.turn))

    def last_event(self) -> Event | None:
        """The last turn or challenge event, with the app's note (a pass because the
        time ran out), for the curtain; ``None`` before the first move."""
        from dataclasses import replace  # noqa: PLC0415 - loaded on first use, not at start-up

        shown = (EventKind.WITHDRAWN, EventKind.CHALLENGE_PENALTY, EventKind.CHALLENGE_BONUS)
        history = self.game.history
        for i in range(len(history) - 1, -1, -1):
            event = history[i]
            if event.kind.is_turn or event.kind in shown:
                note = self.saved.notes.get(i)
                if note and not event.note:
                    return replace(event, note=note, message=self.note_messages.get(i))
                return event
        return None

    def start_turn(self) -> None:
        """The player on turn can see their rack now: their clock starts."""
        if not self.finished:
            self.clock.start(self.game.turn, self.now())

    def time_out(self) -> Event:
        """The time for the move ran out: :attr:`timeout_mover` makes the move, or it
        counts as a pass (recorded with a note in the GCG).

        Raises:
            IllegalMoveError: the game is over.
        """
        if self.timeout_mover is not None:
            return self.timeout_mover(self)
        index = len(self.game.history)
        self.note_messages[index] = TIME_RAN_OUT_NOTE
        self.saved.notes[index] = english(TIME_RAN_OUT_NOTE)
        try:
            return self.pass_turn()
        except IllegalMoveError:
            self.saved.notes.pop(index, None)
            self.note_messages.pop(index, None)
            raise

    def can_undo(self) -> bool:
        """True when the rule set lets the player who just played ask to take the
        play back (Palavras Cruzadas), and nothing has happened since the play. A
        computer player never asks: its play is not offered for a take-back."""
        moves = self.saved.moves
        if not self.game.rules.undo_by_agreement or not moves or moves[-1].kind != "play":
            return False
        if self.is_robot(moves[-1].seat):
            return False
        return not self.game.is_over and not self.saved.aborted and self.saved.resigned is None

    def no_take_back(self) -> Message | None:
        """Why the player who just played may not ask to take it back because of the
        rules: ``Message("table.no-take-back", {"rules": <rule set title>})`` when the
        rule set has no take-back by agreement (only Palavras Cruzadas has one),
        ``None`` when it has (whether a take-back is possible now is
        :meth:`can_undo`)."""
        rules = self.game.rules
        if rules.undo_by_agreement:
            return None
        return Message("table.no-take-back", {"rules": rules.title})

    def undo_last_play(self) -> list[Event]:
        """Take the last play back (every opponent agreed): :meth:`Game.pop` restores
        the board, racks, bag, scores and turn; the state file forgets the play.

        Returns:
            The events undone.

        Raises:
            ValueError: there is no play to take back (see :meth:`can_undo`).
        """
        if not self.can_undo():
            raise ValueError("there is no play to take back")
        undone = self.game.pop()
        self.saved.moves.pop()
        cut = len(self.game.history)
        self.saved.notes = {i: n for i, n in self.saved.notes.items() if i < cut}
        if self._order_before_play is not None and self._order_before_play[0] == self.game.turn:
            self.set_rack_order(*self._order_before_play)  # the mover is on turn again
        self._order_before_play = None
        self.save()
        return undone

    def abort(self) -> None:
        """Annul the game by agreement of every player: no result, no settlement,
        counted in no statistics; saved as aborted."""
        if self.finished:
            return
        self.clock.stop(self.now())
        self.saved.aborted = True
        self.save()

    def time_penalties(self) -> list[int]:
        """Overtime points per seat, charged once the game has ended (game clock)."""
        now = self.now()
        return [self.clock.penalty(i, now) for i in range(len(self.game.players))]

    def resign(self, seat: int | None = None) -> None:
        """The player on turn (or ``seat``) resigns: the game ends now, without rack
        settlement; the resigning player cannot win (:meth:`Game.resign`). Saved as
        resigned."""
        if self.finished:
            return
        self.clock.stop(self.now())
        self.saved.resigned = self.game.turn if seat is None else seat
        self.game.resign(self.saved.resigned)
        self.save()

    def _record(self, move: SavedTurn) -> None:
        """Append a move, stop the running clock, charge game-clock overtime when the
        game has just ended (GCG ``(time)`` lines after the end-rack lines), save."""
        self.saved.moves.append(move)
        self.clock.stop(self.now())
        if self.game.is_over and self.clock.control is not None and self.clock.control.game_seconds is not None:
            already = any(m.kind == "time" for m in self.saved.moves)
            penalties = self.time_penalties()
            if not already and any(penalties):
                self.game.apply_time_penalties(penalties)
                self.saved.moves.append(SavedTurn.time(penalties))
        self.save()

    # ----------------------------------------------------------------- the league
    def league_end(self, path: Path | None = None) -> LeagueOutcome | None:
        """Record the ended game in the household league, once (a finished game
        resumed is not counted again: the league knows its record). Finished and
        resigned games count; an annulled one returns every wager
        (:func:`lexitile.play.league_table.league_end`).

        Args:
            path: the league database (default: the data dir's).

        Returns:
            ``None`` while the game goes on, for a game saved before the league
            existed, or with no profile at the table; else what each profile got (or
            the write's error, never raised).
        """
        return league_end(self, path)

    @property
    def league_outcome(self) -> LeagueOutcome | None:
        """What the league made of the game once it ended (see :meth:`league_end`)."""
        return self.league_outcomes.get(1)

    def league_game(self) -> tuple[LeagueTable, int, str] | None:
        """The game for the league once it ended or was annulled: (table, 1, its record)."""
        table = self.options.league
        if table is None or not (self.finished or self.saved.aborted):
            return None
        key = str(self.saved.path) if self.saved.path is not None else f"unsaved board game {self.saved.created}"
        return table, 1, key

    def league_result(self, table: LeagueTable) -> tuple[GameResult, Sequence[MoveRecord]]:
        """The game as the league sees it and its plays that stood
        (:mod:`lexitile.games.crossword.rules.league`); partners in pairs play each get their seat's side."""
        groups = [list(m) for m in self.saved.members or ()] or [[name] for name in self.game.players]
        robots = self.saved.robots
        people = [[seat_of(table, n, g in robots) for n in group] for g, group in enumerate(groups)]
        result = board_result(self.game, people, competitive=table.competitive, wager=table.wager)
        if self.saved.aborted:  # annulled by agreement: every wager goes back
            result = replace(result, status=GameStatus.ABORTED, winners=())
        return result, board_moves(self.game, people)

    # ----------------------------------------------------------------- the end
    def summary(self) -> GameSummary | None:
        """How the game ended, or ``None`` while it goes on (:func:`summarize`)."""
        return summarize(self.game, aborted=self.saved.aborted)
