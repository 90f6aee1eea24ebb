"""The round flow of a duplicate table at one keyboard: thinking time, private entries
behind the curtain, the reveal. No Textual here.

Every round (the issue of timing at one keyboard: nobody gets more thinking time by
entering last):

1. **Thinking** (:attr:`Phase.THINK`): the board and the rack are shown to everybody for
   the round's thinking time (default 3 minutes; untimed when 0). It ends when the
   time is up or somebody presses Enter (everybody is ready).
2. **Entries** (:attr:`Phase.ENTRY`): robots enter at once; then each person in seat
   order enters a play behind the curtain, within the entry limit (default 30 s;
   untimed when 0). A placement error is refused and may be typed again; whether the
   words are valid is not said. An entry whose time runs out is no play (0 points).
   After each entry the record is saved and the curtain comes down for the next
   person: nothing of an entry is shown to anybody before the reveal.
3. **Summary** (:attr:`Phase.SUMMARY`): every play with its score and validity, the
   top, the totals; Enter starts the next round (or the game is over,
   :attr:`Phase.OVER`).

A screen sends intents (:meth:`DuplicateTable.start_entries`, :meth:`submit`,
:meth:`tick`, :meth:`lift_curtain`, :meth:`next_round`) and renders the state; every
text is a :class:`~lexitile.core.message.Message` (codes ``duplicate.*``). The clocks
read the time the screen passes in (seconds of a monotonic clock). A round in play read
back from a record resumes at the entries, behind the curtain, the entries made so far
kept and never shown.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Collection, Hashable, Sequence
from typing import Protocol

from lexitile.core.message import FieldValue, Message
from lexitile.errors import IllegalMoveError, MoveSyntaxError
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.coords import format_coordinate
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.games.duplicate.rounds import RoundResult
from lexitile.play.duplicate import Session
from lexitile.play.typed_tiles import tiles_of_typed_play
from lexitile.text.render import has_wording


class Keyboard(Protocol):
    """The hotseat rule (:class:`lexitile.tui.shell.curtain.Hotseat`)."""

    def needs_curtain(self, person: Hashable, humans: int) -> bool: ...

    def seen_by(self, person: Hashable) -> None: ...

    def keyboard_passed(self) -> None: ...


class Phase(enum.Enum):
    """Where the round is (module docstring)."""

    THINK = "think"
    ENTRY = "entry"
    SUMMARY = "summary"
    OVER = "over"


def percent(part: int, whole: int) -> str:
    """``part`` as a share of ``whole``, e.g. ``"76%"`` (``"100%"`` of nothing)."""
    return f"{round(100 * part / whole) if whole else 100}%"


def round_lines(result: RoundResult, names: Sequence[str], timed_out: Collection[int] = ()) -> list[Message]:
    """A finished round as the summary and the replay show it: the rack, the top, then
    every seat's play and score (an invalid play with its words, no play as such, and
    as a time-out for the seats in ``timed_out``, whose entry time ran out: the table
    knows it, a record does not)."""
    lines = [
        Message("duplicate.summary.title", {"round": result.number, "rack": "".join(result.rack)}),
        Message("duplicate.summary.top", {"play": result.top.notation, "score": result.top.score}),
    ]
    for play in result.plays:
        player = names[play.seat]
        if not play.played:
            no_play = "duplicate.summary.timed-out" if play.seat in timed_out else "duplicate.summary.no-play"
            lines.append(Message(no_play, {"player": player}))
        elif play.bad_words:
            invalid: dict[str, FieldValue] = {"player": player, "play": play.notation, "words": play.bad_words}
            lines.append(Message("duplicate.summary.invalid", invalid))
        else:
            valid: dict[str, FieldValue] = {"player": player, "play": play.notation, "score": play.score}
            lines.append(Message("duplicate.summary.play", valid))
    return lines


def first_clash(board: Board, move: BoardMove) -> tuple[str, str] | None:
    """The first square where ``move``'s word names another letter than the tile already
    there, as ``(square, letter on it)`` (``("D8", "M")``), or ``None`` (no clash, or the
    word leaves the board first). A ``.`` stands for the tile there and never clashes."""
    coord = move.coordinate
    if coord is None:
        return None
    dr, dc = coord.direction.step
    for k, ch in enumerate(move.word):
        r, c = coord.row + k * dr, coord.col + k * dc
        if not board.on_board(r, c):
            return None
        there = board.at(r, c)
        if there is not None and ch != "." and ch.upper() != there.upper():
            return format_coordinate(r, c, coord.direction), there.upper()
    return None


def refusal_reason(exc: IllegalMoveError) -> Message | str:
    """Why the engine refused a play, as the board game words it: its message (rendered
    in the interface language) when the code has a wording, else the English detail."""
    return exc.message if has_wording(exc.message) else exc.detail


class DuplicateTable:
    """A duplicate game at one keyboard (see the module docstring).

    Args:
        session: the game, its robot seats and its record.
        keyboard: the hotseat rule.
        now: the time the table starts at (seconds, monotonic).

    Attributes:
        phase: where the round is.
        seat: the seat entering now (:attr:`Phase.ENTRY`), else ``None``.
        curtain: the seat whose curtain is down, or ``None``.
        note: the last note or refusal for the status line (the person at the keyboard's
            own), or ``None``.
        error: whether :attr:`note` is a refusal.
        last_round: the round just revealed (:attr:`Phase.SUMMARY`).
    """

    def __init__(self, session: Session, keyboard: Keyboard, now: float = 0.0):
        self.session = session
        self.keyboard = keyboard
        self.phase = Phase.OVER if session.game.is_over else Phase.THINK
        self.seat: int | None = None
        self.curtain: int | None = None
        self.note: Message | None = None
        self.error = False
        self.last_round: RoundResult | None = None
        self.deadline: float | None = None
        #: the seats whose entry time ran out this round (the summary says so)
        self.timed_out: set[int] = set()
        if self.phase is Phase.THINK and session.game.entries:
            # resumed mid-round: the thinking time was spent before the save
            self.start_entries(now)
        else:
            self._start_thinking(now)

    # ---------------------------------------------------------------- clocks
    def _start_thinking(self, now: float) -> None:
        seconds = self.session.setup.think_seconds
        self.deadline = now + seconds if seconds and self.phase is Phase.THINK else None

    def seconds_left(self, now: float) -> int | None:
        """Whole seconds left on the running clock (thinking or the entry), or ``None``
        when it is untimed or nothing runs."""
        if self.deadline is None:
            return None
        return max(0, math.ceil(self.deadline - now))

    def tick(self, now: float) -> bool:
        """The clock's check: thinking time up starts the entries; an entry's time up
        enters no play for that seat. Returns True when something changed."""
        if self.deadline is None or now < self.deadline:
            return False
        return self.time_out(now)

    def time_out(self, now: float) -> bool:
        """The running clock's time is up (or the table says so): thinking ends, or the
        person entering has no play this round (0 points). Returns True when something
        changed (False: no clock runs for anyone now)."""
        if self.phase is Phase.THINK:
            return self.start_entries(now)
        if self.phase is Phase.ENTRY and self.seat is not None and self.curtain is None:
            seat = self.seat
            self.timed_out.add(seat)
            self.session.enter(seat, BoardMove.pass_())
            # the same words as any entry: what an entry was is said at the reveal only
            self._next_entry(now, Message("duplicate.table.entered", {"player": self.session.players[seat]}))
            return True
        return False

    # ---------------------------------------------------------------- phases
    def start_entries(self, now: float) -> bool:
        """Thinking is over (Enter, or the time): robots enter, then the first person
        is asked to the keyboard. Returns False when not thinking."""
        if self.phase is not Phase.THINK:
            return False
        self.phase = Phase.ENTRY
        note = Message("duplicate.table.robots-entered") if self.session.robots_enter() else None
        # everybody looked at the table together: whoever enters first needs the curtain
        self.keyboard.keyboard_passed()
        self._next_entry(now, note)
        return True

    def _next_entry(self, now: float, note: Message | None = None) -> None:
        self.note, self.error = note, False
        waiting = [s for s in self.session.game.waiting() if not self.session.is_robot(s)]
        if not waiting:
            self.seat = None
            self.curtain = None
            self.deadline = None
            self._reveal()
            return
        self.seat = waiting[0]
        self.deadline = None
        humans = len(self.session.humans)
        if self.keyboard.needs_curtain(self.seat, humans) or humans > 1:
            self.curtain = self.seat
        else:
            self.lift_curtain(now)

    def lift_curtain(self, now: float) -> bool:
        """The person asked to the keyboard is there: their entry begins (and its clock)."""
        if self.phase is not Phase.ENTRY or self.seat is None:
            return False
        self.curtain = None
        self.keyboard.seen_by(self.seat)
        seconds = self.session.setup.entry_seconds
        self.deadline = now + seconds if seconds else None
        return True

    def _reveal(self) -> None:
        self.last_round = self.session.close_round()
        self.phase = Phase.SUMMARY
        # anybody may close the summary: the next entry needs the curtain again
        self.keyboard.keyboard_passed()

    def next_round(self, now: float) -> bool:
        """The summary is closed: thinking time of the next round, or the game is over."""
        if self.phase is not Phase.SUMMARY:
            return False
        self.note, self.error = None, False
        self.timed_out.clear()
        if self.session.game.is_over:
            self.phase = Phase.OVER
            self.deadline = None
            return True
        self.phase = Phase.THINK
        self._start_thinking(now)
        return True

    # ---------------------------------------------------------------- entries
    def submit(self, text: str, now: float) -> bool:
        """The person at the keyboard enters ``text`` (``8D WORD`` in GCG notation,
        played-through letters as ``.`` or spelled out; ``-`` for no play).

        Returns:
            True when entered (the next person is asked, or the round revealed); False
            when refused, with the reason in :attr:`note` (placement errors only: the
            words' validity is never said before the reveal).
        """
        if self.phase is not Phase.ENTRY or self.seat is None or self.curtain is not None:
            return False
        seat = self.seat
        typed = text.strip()
        if not typed:
            self._refuse(Message("duplicate.table.empty"))
            return False
        try:
            move = tiles_of_typed_play(BoardMove.parse(typed), self.session.game.board, self.session.game.rack)
        except MoveSyntaxError:
            # the parser's English sentence suggests exchanges, which duplicate has not
            self._refuse(Message("duplicate.table.not-a-play", {"text": typed}))
            return False
        try:
            self.session.enter(seat, move)
        except IllegalMoveError as exc:
            self._refuse(Message("duplicate.table.refused", {"reason": refusal_reason(exc)}))
            return False
        except MoveSyntaxError:
            # the word does not match the letters already on its squares (or runs off)
            clash = first_clash(self.session.game.board, move)
            if clash is None:
                self._refuse(Message("duplicate.table.not-fitting", {"play": typed}))
            else:
                square, letter = clash
                self._refuse(Message("duplicate.table.clash", {"play": typed, "square": square, "letter": letter}))
            return False
        except ValueError:
            self._refuse(Message("duplicate.table.no-exchange"))
            return False
        self._next_entry(now, Message("duplicate.table.entered", {"player": self.session.players[seat]}))
        return True

    def hint(self) -> bool:
        """The person entering asks for a hint (a table option, off by default): the top's
        score and where its word starts, on their own status line (replaced by the next
        person's note before anyone else sees the table). Returns True when given."""
        if self.phase is not Phase.ENTRY or self.seat is None or self.curtain is not None:
            return False
        top = self.session.game.top
        if not self.session.setup.hints or top is None:
            self._refuse(Message("duplicate.table.hints-off"))
            return False
        self.note, self.error = Message("duplicate.table.hint", {"score": top.score, "square": top.coordinate}), False
        return True

    def _refuse(self, note: Message) -> None:
        self.note, self.error = note, True

    # ---------------------------------------------------------------- what to show
    def prompt(self, now: float) -> Message | None:
        """What the status line asks now (``None``: nothing is asked)."""
        left = self.seconds_left(now)
        if self.phase is Phase.THINK:
            if len(self.session.players) == 1:  # a game alone: the one player is asked
                player = self.session.players[0]
                if left is None:
                    return Message("duplicate.table.think-alone-untimed", {"player": player})
                return Message("duplicate.table.think-alone", {"player": player, "n": left})
            if left is None:
                return Message("duplicate.table.think-untimed")
            return Message("duplicate.table.think", {"n": left})
        if self.phase is Phase.ENTRY and self.seat is not None and self.curtain is None:
            player = self.session.players[self.seat]
            if left is None:
                return Message("duplicate.table.enter-untimed", {"player": player})
            return Message("duplicate.table.enter", {"player": player, "n": left})
        return None

    def standing(self) -> list[Message]:
        """Every seat's total and share of the tops so far, then the tops' total."""
        game = self.session.game
        top = game.top_total()
        lines = [
            Message("duplicate.table.total", {"player": name, "total": total, "share": percent(total, top)})
            for name, total in zip(self.session.players, game.totals(), strict=True)
        ]
        lines.append(Message("duplicate.table.top-total", {"total": top}))
        return lines

    def summary(self) -> list[Message]:
        """The round just revealed: the rack, every play and score, the top, the totals."""
        if self.last_round is None:
            return []
        return round_lines(self.last_round, self.session.players, self.timed_out) + self.standing()

    def game_over(self) -> list[Message]:
        """How the game ended and who won, then the standing (a game alone: its total and
        share once, then the tops' total)."""
        game = self.session.game
        outcome = game.outcome()
        if outcome is None:
            return []
        reason = "duplicate.end.no-rack" if outcome.reason.endswith("no-rack") else "duplicate.end.no-play"
        lines = [Message(reason)]
        names = self.session.players
        best = outcome.finals[outcome.winners[0]]
        if len(names) == 1:
            # the score once: this line says the total and the share, then the tops
            share = percent(best, game.top_total())
            lines.append(Message("duplicate.end.alone", {"player": names[0], "total": best, "share": share}))
            return lines + self.standing()[-1:]
        elif outcome.is_draw:
            lines.append(
                Message("duplicate.end.draw", {"players": tuple(names[w] for w in outcome.winners), "total": best})
            )
        else:
            lines.append(Message("duplicate.end.winner", {"player": names[outcome.winners[0]], "total": best}))
        return lines + self.standing()

    def shares_by_round(self) -> list[tuple[int, ...]]:
        """Each finished round's share of the top per seat, in percent (the chart)."""
        return [tuple(round(100 * r.share(s)) for s in range(len(r.plays))) for r in self.session.game.rounds]
