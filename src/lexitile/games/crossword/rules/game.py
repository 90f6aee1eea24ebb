"""A game in progress: seats, racks, bag, board, scores, turns and the end of the game.

The game is deterministic from its rule set, seed and the moves made, and every turn can
be undone cheaply (:meth:`Game.pop`). The UI and robots send intents (``play``,
``exchange``, ``pass_turn``); the game decides.

Rules: the Mattel Scrabble rules by default; variants are
:class:`~lexitile.games.crossword.rules.config.RuleSet` data. Exchange: new tiles are drawn before the
old ones go back (the Mattel rules).

The moves are here; challenges of the last play are in :mod:`lexitile.games.crossword.rules.challenges`,
the state, the turn order, scoreless turns and the settlement in
:mod:`lexitile.games.crossword.rules.game_state`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Container, Sequence

from lexitile.core.game_contract import Adjustment, Outcome
from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.challenges import Challenges
from lexitile.games.crossword.rules.config import RuleSet, ScorelessKind, WordCheck
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.exchange import (
    bag_needed_to_exchange,
    exchange_refusal,
    paid_exchange_cost,
    paid_exchange_refusal,
)
from lexitile.games.crossword.rules.game_state import (
    CHALLENGE_PENALTY_PREFIX,
    EX_SQUARE_PREFIX,
    TURN_LOST_NOTE,
    WITHDRAWN_NOTE,
    ChallengeResult,
    PendingPlay,
    Snapshot,
)
from lexitile.games.crossword.rules.outcome import OVERTIME, EndReason, decide_winners, settled_outcome
from lexitile.games.crossword.rules.placement import Placement, notation, placement_from_notation
from lexitile.games.crossword.rules.scoreless import ScorelessEnd
from lexitile.games.crossword.rules.scoring import Score, score_words
from lexitile.games.crossword.rules.tiles import BLANK, Bag, missing_from_rack, remove_from_rack
from lexitile.games.crossword.rules.validate import check_placement
from lexitile.text.render import english

__all__ = [
    "CHALLENGE_PENALTY_PREFIX",
    "EX_SQUARE_PREFIX",
    "TURN_LOST_NOTE",
    "WITHDRAWN_NOTE",
    "ChallengeResult",
    "Game",
    "PendingPlay",
]


def _ex_square_note(effect: Message | None) -> str:
    """The GCG note of an EX square's effect: ``lexitile:ex-square Bo's rack ABC exchanged``."""
    if effect is None:
        return ""
    if effect.code == "note.ex-square":
        return f"{EX_SQUARE_PREFIX} {english(effect)}"
    return english(effect)


class Game(Challenges):
    """A game of 2-4 (or more) seats.

    Args:
        rules: the rule set.
        players: seat names, in turn order (the engine allows 1-8 seats; the UI offers 2-4).
        seed: RNG seed for the bag and the starting player; ``None`` for a random seed.
        lexicon: ``word in lexicon`` container for checking words, or ``None`` to accept
            any word (challenge mode, replays).
        first_player: seat that moves first; ``None`` draws it with the seeded RNG.
        members: for pairs play (Kreuzwort table option), the names of the partners
            of each seat: partners share the seat's rack and score and take its turns
            in rotation. ``None``: one person per seat.
        draws: the draws of a saved game (its bag's log, :attr:`Bag.log
            <lexitile.games.crossword.rules.tiles.Bag.log>`), made again in order before the bag
            draws at random: the starting racks first, then every draw of the turns.

    Raises:
        ValueError: no players, or more players than the bag can serve, or ``draws``
            whose first racks the bag cannot give.
    """

    def __init__(
        self,
        rules: RuleSet,
        players: Sequence[str],
        seed: int | None = None,
        lexicon: Container[str] | None = None,
        first_player: int | None = None,
        members: Sequence[Sequence[str]] | None = None,
        draws: Sequence[Sequence[str]] = (),
    ):
        if not 1 <= len(players) <= 8:
            raise ValueError(f"a game needs 1 to 8 players, got {len(players)}")
        if len(players) * rules.rack_size > rules.tileset.total:
            raise ValueError(
                f"not enough tiles: the {rules.tileset.name} tile set has {rules.tileset.total} tiles; "
                f"{len(players)} racks of {rules.rack_size} need {len(players) * rules.rack_size}"
            )
        if members is not None and (len(members) != len(players) or not all(members)):
            raise ValueError("members must list at least one partner for every seat")
        self.rules = rules
        self.players = tuple(players)
        self.members = tuple(tuple(m) for m in members) if members is not None else tuple((p,) for p in players)
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self.lexicon = lexicon
        self.rng = random.Random(self.seed)
        self.board = Board(rules.layout)
        self.bag = Bag(rules.tileset.full_bag(), self.rng, draws)
        self.racks: list[list[str]] = [self.bag.draw(rules.rack_size) for _ in players]
        self.scores = [0] * len(players)
        # The draw always uses the RNG, so a replay that passes the recorded first player
        # deals the same bag as the game that drew it.
        drawn = self.rng.randrange(len(players))
        self.first_player = first_player if first_player is not None else drawn
        self.turn = self.first_player
        self.scoreless = 0
        self.history: list[Event] = []
        self.outcome: Outcome | None = None
        self.pending: PendingPlay | None = None
        self.lose_turn: set[int] = set()
        self.exchanges_made = [0] * len(players)
        self.passes_in_a_row = [0] * len(players)
        self._undo: list[Snapshot] = []

    @classmethod
    def at_position(
        cls,
        rules: RuleSet,
        players: Sequence[str],
        *,
        board: Board,
        racks: Sequence[str | Sequence[str]],
        bag: Sequence[str],
        scores: Sequence[int],
        to_move: int,
        scoreless: int = 0,
        seed: int | None = None,
        lexicon: Container[str] | None = None,
        members: Sequence[Sequence[str]] | None = None,
    ) -> Game:
        """A game that starts at an arbitrary position instead of the empty board (for
        "what if" games from a record, analysis and tests).

        Args:
            rules: the rule set; ``board`` must be on its layout's size.
            players: seat names in turn order.
            board: the tiles on the board (copied; lower case = blank).
            racks: per seat the tiles on the rack (``?`` for a blank), 0 to
                ``rules.rack_size`` each.
            bag: the tiles in the bag (drawn at random with the seeded RNG).
            scores: per seat the score so far.
            to_move: the seat on turn (also the game's first player).
            scoreless: scoreless turns in a row so far (the count that ends the game).
            seed: RNG seed for the draws; ``None`` for a random seed.
            lexicon, members: as for :class:`Game`.

        Returns:
            The game with an empty history (the position is its start: :meth:`pop`
            cannot step back behind it).

        Raises:
            ValueError: racks, scores or seat out of range, a board of another size, a
                rack longer than ``rules.rack_size``, a tile not in the tile set, or
                more of a tile on board, racks and bag together than the tile set holds.
        """
        n = len(players)
        if len(racks) != n or len(scores) != n:
            raise ValueError(f"{n} players need {n} racks and {n} scores, got {len(racks)} and {len(scores)}")
        if not 0 <= to_move < n:
            raise ValueError(f"seat {to_move} to move, but the seats are 0 to {n - 1}")
        if scoreless < 0:
            raise ValueError(f"the scoreless count cannot be negative, got {scoreless}")
        if (board.rows, board.cols) != (rules.layout.rows, rules.layout.cols):
            raise ValueError(
                f"a {board.cols}x{board.rows} board for the {rules.layout.cols}x{rules.layout.rows} layout"
            )
        rack_lists = [[BLANK if t == BLANK else t.upper() for t in rack] for rack in racks]
        for seat, rack in enumerate(rack_lists):
            if len(rack) > rules.rack_size:
                raise ValueError(f"seat {seat}: a rack of {len(rack)} tiles; racks hold {rules.rack_size}")
        held: Counter[str] = Counter(BLANK if t.islower() else t for t in board.squares if t is not None)
        for rack in rack_lists:
            held.update(rack)
        held.update(bag)
        counts = rules.tileset.counts
        for tile, k in sorted(held.items()):
            if k > counts.get(tile, 0):
                raise ValueError(
                    f"{k} x {tile} on the board, the racks and in the bag, "
                    f"but the {rules.tileset.name} tile set has {counts.get(tile, 0)}"
                )
        game = cls(rules, players, seed=seed, lexicon=lexicon, first_player=to_move, members=members)
        game.board = Board(rules.layout)
        game.board.put((i // board.cols, i % board.cols, t) for i, t in enumerate(board.squares) if t is not None)
        game.bag = Bag(bag, game.rng)
        game.racks = rack_lists
        game.scores = list(scores)
        game.turn = to_move
        game.scoreless = scoreless
        return game

    # ----------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        """True once the game has ended and been settled."""
        return self.outcome is not None

    @property
    def rack(self) -> list[str]:
        """The rack of the player on turn (a live list: do not modify)."""
        return self.racks[self.turn]

    def unseen(self, seat: int) -> Counter[str]:
        """Tiles the player at ``seat`` cannot see: the bag plus every other rack."""
        counts = Counter(self.bag.tiles)
        for i, rack in enumerate(self.racks):
            if i != seat:
                counts.update(rack)
        return counts

    def member_on_turn(self, seat: int | None = None) -> str:
        """The person who plays the seat's next turn (partners alternate in pairs play)."""
        seat = self.turn if seat is None else seat
        taken = sum(1 for e in self.history if e.kind.is_turn and e.player == seat)
        names = self.members[seat]
        return names[taken % len(names)]

    def turns_played(self) -> int:
        """Number of turns taken so far (plays, passes, exchanges)."""
        return sum(1 for e in self.history if e.kind.is_turn)

    # ----------------------------------------------------------------- checks
    def check_play(self, placement: Placement, *, open_to_challenge: bool = False) -> Score:
        """Validate a play for the player on turn and return its score.

        Args:
            placement: the new tiles (:meth:`parse_play`).
            open_to_challenge: as :meth:`play`'s: the words are left to the challenge.

        Raises:
            IllegalMoveError: the game is over, or any placement rule is broken
                (see :func:`lexitile.games.crossword.rules.validate.check_placement`).
        """
        self._refuse_if_over()
        judged = self.rules.word_check is WordCheck.AUTO and not open_to_challenge
        lexicon = self.lexicon if judged else None
        checked = check_placement(
            self.board, placement, self.rules.tileset, self.rack, lexicon, self.rules.first_play_min_tiles
        )
        return score_words(
            self.board, placement, checked.words, self.rules.tileset, self.rules.rack_size, self.rules.bingo_bonus
        )

    def parse_play(self, coordinate: str, word: str) -> Placement:
        """GCG notation (``8D``, ``JOKEr``) to a placement on the current board.

        Raises:
            MoveSyntaxError: see :func:`lexitile.games.crossword.rules.placement.placement_from_notation`.
        """
        return placement_from_notation(self.board, coordinate, word)

    # ----------------------------------------------------------------- turns
    def play(self, placement: Placement, *, open_to_challenge: bool = False) -> Event:
        """Make a play for the player on turn: place, score, draw, and end the game
        when the bag is empty and the rack runs out. Under ``word_check = challenge``
        the play stays open to challenge (:attr:`pending`) until the next move or
        :meth:`accept_play`, and a play that went out ends the game only then.

        Args:
            placement: the new tiles (:meth:`parse_play`).
            open_to_challenge: keep the play open to challenge whatever the rule set's
                word check, its words not judged by the lexicon now but by the
                challenge that follows (:meth:`challenge`, or :meth:`apply_verdict`
                with a verdict known beforehand: a record's challenged play).

        Raises:
            IllegalMoveError: when the play is not allowed; the game is unchanged.
        """
        score = self.check_play(placement, open_to_challenge=open_to_challenge)
        self._close_challenge_window()
        seat = self.turn
        coordinate, word = notation(self.board, placement)
        self._save()
        before = self._undo[-1]
        rack_before = "".join(self.racks[seat])
        remove_from_rack(self.racks[seat], [t for _, _, t in placement.tiles])
        self.board.put(placement.tiles)
        self.scores[seat] += score.total
        self.racks[seat].extend(self.bag.draw(self.rules.rack_size - len(self.racks[seat])))
        kind = ScorelessKind.ZERO_PLAY if score.total == 0 else None
        self.passes_in_a_row[seat] = ScorelessEnd.next_passes(self.passes_in_a_row[seat], kind)
        effect = self._exchange_square_effect(seat, placement)
        event = Event(
            EventKind.PLAY,
            seat,
            rack_before,
            score.total,
            self.scores[seat],
            placement,
            coordinate,
            word,
            score,
            note=_ex_square_note(effect),
            message=effect,
        )
        self.history.append(event)
        self.scoreless = self.scoreless_end.next_count(self.scoreless, kind)
        went_out = not self.racks[seat] and not self.bag.tiles
        if open_to_challenge or self.rules.word_check is WordCheck.CHALLENGE:
            words = tuple(w.word.upper() for w in score.words)
            self.pending = PendingPlay(seat, event, before, words, went_out)
            if went_out:
                return event
        if went_out:
            self._settle_went_out(seat)
        else:
            self._advance(ScorelessKind.ZERO_PLAY if score.total == 0 else None)
        return event

    def play_notation(self, coordinate: str, word: str) -> Event:
        """:meth:`play` from GCG notation, e.g. ``game.play_notation("8D", "JOKEr")``.

        Raises:
            MoveSyntaxError, IllegalMoveError: see :meth:`parse_play` and :meth:`play`.
        """
        return self.play(self.parse_play(coordinate, word))

    def can_exchange(self) -> bool:
        """True when the player on turn may exchange now: the bag holds enough tiles and
        the player has exchanges left under the rule set (:meth:`exchange_refusal`)."""
        return self.exchange_refusal() is None

    def exchange_refusal(self) -> IllegalMoveError | None:
        """Why the player on turn may not exchange now (not raised), or ``None``:
        ``GAME_OVER``, or :func:`lexitile.games.crossword.rules.exchange.exchange_refusal`'s refusal."""
        if self.outcome is not None:
            return IllegalMoveError(Reason.GAME_OVER, "the game is over")
        return exchange_refusal(self.rules, len(self.bag), self.exchanges_made[self.turn])

    # ----------------------------------------------------------------- challenges

    def resign(self, seat: int | None = None) -> Outcome:
        """``seat`` (default: the player on turn) resigns: the game ends at once, with no
        rack settlement; the best of the other players wins (ties broken as usual).

        Raises:
            IllegalMoveError: ``GAME_OVER`` when the game has already ended.
        """
        if self.outcome is not None:
            raise IllegalMoveError(Reason.GAME_OVER, "the game is over")
        seat = self.turn if seat is None else seat
        self._save()
        self.pending = None
        scores = tuple(self.scores)
        others = [i for i in range(len(scores)) if i != seat]
        sub = tuple(scores[i] for i in others)
        winners = tuple(others[i] for i in decide_winners(sub, sub, self.rules.tie)) if others else ()
        self.outcome = Outcome(EndReason.RESIGNED.code, winners, scores, (), seat)
        return self.outcome

    def apply_time_penalties(self, penalties: Sequence[int]) -> list[Event]:
        """Charge game-clock overtime after the game has ended (GCG ``(time)`` lines
        come after all end-rack lines, GCG event types). Updates the outcome.

        Args:
            penalties: points to lose per seat (0 for none), e.g. from
                :meth:`lexitile.games.crossword.rules.clock.TimeControl.overtime_penalty`.

        Raises:
            IllegalMoveError: with reason ``GAME_OVER`` while the game has not ended yet.
        """
        if self.outcome is None:
            raise IllegalMoveError(
                Reason.GAME_OVER, "time penalties are charged when the game has ended", code="rules.game-over-penalties"
            )
        self._save()
        events = []
        for seat, points in enumerate(penalties):
            if points:
                self.scores[seat] -= points
                events.append(Event(EventKind.TIME_PENALTY, seat, "", -points, self.scores[seat]))
        self.history.extend(events)
        out = self.outcome
        overtime = (Adjustment(seat, -points, OVERTIME) for seat, points in enumerate(penalties) if points)
        self.outcome = settled_outcome(
            EndReason.of(out), out.went_out, out.before_adjustments(), (*out.adjustments, *overtime), self.rules.tie
        )
        return events

    def exchange(self, tiles: str | Sequence[str]) -> Event:
        """Exchange tiles of the player on turn: draw the new tiles first, then return
        the old ones to the bag (the Mattel rules).

        Args:
            tiles: the rack tiles to exchange (``?`` for a blank), 1 to ``rack_size``.

        Raises:
            IllegalMoveError: ``EXCHANGE_BAG_TOO_SMALL``, ``EXCHANGE_NOT_ON_RACK``,
                ``EXCHANGE_EMPTY`` or ``GAME_OVER``; the game is unchanged.
        """
        self._refuse_if_over()
        chosen = self._tiles_to_exchange(
            tiles, exchange_refusal(self.rules, len(self.bag), self.exchanges_made[self.turn])
        )
        self._close_challenge_window()
        seat = self.turn
        self._save()
        rack_before = self._swap_tiles(seat, chosen)
        self.exchanges_made[seat] += 1
        self.passes_in_a_row[seat] = ScorelessEnd.next_passes(self.passes_in_a_row[seat], ScorelessKind.EXCHANGE)
        event = Event(EventKind.EXCHANGE, seat, rack_before, 0, self.scores[seat], tiles="".join(chosen))
        self.history.append(event)
        self._scoreless_turn(ScorelessKind.EXCHANGE)
        return event

    def paid_exchange_cost(self, seat: int | None = None) -> int:
        """Points the next paid exchange costs the seat (the player on turn by default);
        :func:`lexitile.games.crossword.rules.exchange.paid_exchange_cost`."""
        seat = self.turn if seat is None else seat
        paid = sum(1 for e in self.history if e.kind is EventKind.PAID_EXCHANGE and e.player == seat)
        return paid_exchange_cost(self.rules, paid)

    def paid_exchange_refusal(self) -> IllegalMoveError | None:
        """Why the player on turn may not make a paid exchange now (not raised), or ``None``."""
        if self.outcome is not None:
            return IllegalMoveError(Reason.GAME_OVER, "the game is over")
        return paid_exchange_refusal(self.rules, len(self.bag))

    def paid_exchange(self, tiles: str | Sequence[str]) -> Event:
        """The Kreuzwort paid exchange: exchange tiles (as :meth:`exchange` does) for
        :meth:`paid_exchange_cost` points, and keep the turn.

        It is not a turn: it neither counts as a scoreless turn nor ends one, and the
        same player moves next. A play still open to challenge is accepted first, as by
        any other move. :meth:`pop` undoes it alone.

        Args:
            tiles: the rack tiles to exchange (``?`` for a blank), 1 to ``rack_size``.

        Returns:
            The ``PAID_EXCHANGE`` event; its score is minus the cost.

        Raises:
            IllegalMoveError: ``NO_PAID_EXCHANGE``, ``EXCHANGE_BAG_TOO_SMALL``,
                ``EXCHANGE_NOT_ON_RACK``, ``EXCHANGE_EMPTY`` or ``GAME_OVER``; the game
                is unchanged.
        """
        self._refuse_if_over()
        chosen = self._tiles_to_exchange(tiles, paid_exchange_refusal(self.rules, len(self.bag)))
        self._close_challenge_window()
        if self.outcome is not None:
            # accepting the last play ended the game (it went out): nothing to exchange
            raise IllegalMoveError(Reason.GAME_OVER, "the game is over")
        seat = self.turn
        cost = self.paid_exchange_cost(seat)
        self._save()
        rack_before = self._swap_tiles(seat, chosen)
        self.scores[seat] -= cost
        event = Event(EventKind.PAID_EXCHANGE, seat, rack_before, -cost, self.scores[seat], tiles="".join(chosen))
        self.history.append(event)
        return event

    def _tiles_to_exchange(self, tiles: str | Sequence[str], refusal: IllegalMoveError | None) -> list[str]:
        """The tiles of an exchange, checked: the rule's refusal first, then the tiles
        named, no more than the bag holds, and all on the rack.

        Raises:
            IllegalMoveError: the refusal, ``EXCHANGE_EMPTY``, ``EXCHANGE_BAG_TOO_SMALL``
                or ``EXCHANGE_NOT_ON_RACK``.
        """
        chosen = [BLANK if t == BLANK else t.upper() for t in tiles]
        if not chosen:
            raise IllegalMoveError(Reason.EXCHANGE_EMPTY, "name at least one tile to exchange")
        if refusal is not None:
            raise refusal
        if len(chosen) > len(self.bag):
            raise IllegalMoveError(
                Reason.EXCHANGE_BAG_TOO_SMALL,
                f"the bag holds only {len(self.bag)} tiles; exchange at most that many",
                fields={"n": len(self.bag)},
                code="rules.exchange-more-than-bag",
            )
        missing = missing_from_rack(self.rack, chosen)
        if missing:
            raise IllegalMoveError(
                Reason.EXCHANGE_NOT_ON_RACK,
                f"not on the rack {''.join(self.rack)}: {''.join(missing)}",
                fields={"rack": "".join(self.rack), "tiles": "".join(missing)},
            )
        return chosen

    def _swap_tiles(self, seat: int, tiles: list[str]) -> str:
        """Draw as many new tiles as ``tiles``, then put ``tiles`` back in the bag (the
        Mattel order); returns the rack as it was."""
        rack_before = "".join(self.racks[seat])
        drawn = self.bag.draw(len(tiles))
        remove_from_rack(self.racks[seat], tiles)
        self.racks[seat].extend(drawn)
        self.bag.put_back(tiles)
        return rack_before

    def pass_turn(self) -> Event:
        """Pass: a scoreless turn.

        Raises:
            IllegalMoveError: ``GAME_OVER``.
        """
        self._refuse_if_over()
        self._close_challenge_window()
        seat = self.turn
        self._save()
        event = Event(EventKind.PASS, seat, "".join(self.racks[seat]), 0, self.scores[seat])
        self.history.append(event)
        self.passes_in_a_row[seat] = ScorelessEnd.next_passes(self.passes_in_a_row[seat], ScorelessKind.PASS)
        if self.scoreless_end.passes_end(self.passes_in_a_row[seat]):
            self.turn = seat
            self._settle_scoreless()
            return event
        self._scoreless_turn(ScorelessKind.PASS)
        return event

    def pop(self) -> list[Event]:
        """Undo the last turn (and any settlement it caused); return its events.

        Raises:
            IndexError: when no turn has been taken.
        """
        snap = self._undo.pop()
        undone = self.history[snap.history_len :]
        del self.history[snap.history_len :]
        self.board.squares = snap.squares
        self.board.tile_count = sum(1 for t in snap.squares if t is not None)
        self.bag.tiles = snap.bag
        del self.bag.log[snap.draws_logged :]  # an undone turn's draws were never made
        self.rng.setstate(snap.rng_state)
        self.racks = snap.racks
        self.scores = snap.scores
        self.turn = snap.turn
        self.scoreless = snap.scoreless
        self.outcome = snap.outcome
        self.pending = snap.pending  # type: ignore[assignment]  # the snapshot holds what it copied from self.pending, typed loosely
        self.lose_turn = set(snap.lose_turn)
        self.exchanges_made = list(snap.exchanges_made)
        self.passes_in_a_row = list(snap.passes_in_a_row)
        return undone

    def copy(self) -> Game:
        """An independent copy (for search); the rule set and lexicon are shared."""
        other = Game.__new__(Game)
        other.rules, other.players, other.seed, other.lexicon = self.rules, self.players, self.seed, self.lexicon
        other.members = self.members
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.board = self.board.copy()
        other.bag = Bag(self.bag.tiles, other.rng)
        other.racks = [r.copy() for r in self.racks]
        other.scores = self.scores.copy()
        other.first_player, other.turn, other.scoreless = self.first_player, self.turn, self.scoreless
        other.history = self.history.copy()
        other.outcome = self.outcome
        other.pending = None
        other.lose_turn = set(self.lose_turn)
        other.exchanges_made = self.exchanges_made.copy()
        other.passes_in_a_row = self.passes_in_a_row.copy()
        other._undo = []
        return other

    # ----------------------------------------------------------------- internals

    def _exchange_square_effect(self, seat: int, placement: Placement) -> Message | None:
        """EX square (Palavras Cruzadas rule text "Bônus"): a play newly covering one
        makes the next opponent's whole rack be exchanged, unless fewer than 7 tiles
        (``exchange_min_bag``) are left in the bag. Returns the note for the record
        (``note.ex-square``, ``note.ex-square-bag-low``), ``None`` without an EX square."""
        ex = self.board.layout.exchange_squares
        cols = self.board.cols
        if not ex or not any(r * cols + c in ex for r, c, _ in placement.tiles):
            return None
        victim = (seat + 1) % len(self.players)
        if victim == seat or len(self.bag) < bag_needed_to_exchange(self.rules):
            return Message("note.ex-square-bag-low")
        old = self.racks[victim]
        new = self.bag.draw(len(old))
        self.bag.put_back(old)
        self.racks[victim] = new
        return Message("note.ex-square", {"name": self.players[victim], "rack": "".join(old)})
