"""The Quiddler game: rounds, turns, going out, the last turns, scores.

Rules and their sources (the table in ``docs/quiddler.md``; the German Quiddler rules):

* 8 rounds, dealt 3, 4, ..., 10 cards (P1, P2, P3, P5, K1, K4).
* Each round the whole deck is shuffled, the dealer deals one card at a time starting
  left of him, the rest is the face-down stock and its top card is turned up to start
  the discard pile (P1, P2, P3, K1). Deal and first turn move one seat left
  each round; the player left of the dealer starts (P3, P1, K1).
* A turn: take the top card of the stock or of the discard pile, then discard one
  (P1, P2, P3, K1).
* Going out: after drawing, every card but one in valid words, the last one discarded;
  only the dealt number of cards can be laid (P3, P5, P6, P8, the German rules, K1).
* Then every other player has exactly one more turn: draw, lay down what words he can,
  discard (required, the German rules, K1). The round ends when play is back to the player
  who went out (P1, P3, P4, P5).
* Stock out: by default all discards but the top one are shuffled into a new
  stock (K1, German rules); option: the round ends as it stands. If the stock is
  empty and cannot be refilled the round always ends as it stands (K1). Ending "as it
  stands" scores every card still in a hand against its holder.
* Winner: the highest total after the last round; equal totals share the win (K1;
  no official tie-break was found).

Seeded: the deal of round ``r`` depends only on the game seed and ``r``
(``random.Random(f"lexitile-quiddler/{seed}/{r}")``), and reshuffles use the same
generator, so a game is rebuilt exactly from its :class:`GameSetup` and its actions
(:meth:`Game.replay`). The seed lives in memory only: a record keeps each deal and each
card drawn from the stock as they happen (``deals=`` and ``apply(..., card=)`` rebuild
the game from them), and :meth:`Game.forget_seed` gives a resumed game fresh
randomness. Actions and events are plain data; see :mod:`.record` for the text format.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from lexitile.core.game_contract import Outcome, decide_winners
from lexitile.games.quiddler.actions import Action, Discard, Draw, GoOut, LastTurn, Source
from lexitile.games.quiddler.cards import Deck, Meld, melds_cards
from lexitile.games.quiddler.dealing import round_rng, stacked_stock
from lexitile.games.quiddler.errors import IllegalActionError, NotationError, QReason
from lexitile.games.quiddler.events import Event, Reshuffled, RoundScored, RoundStarted, Turned
from lexitile.games.quiddler.options import StockOut, TableOptions
from lexitile.games.quiddler.scoring import RoundEnd, RoundResult, score_round
from lexitile.games.quiddler.setup import GameSetup, check_setup
from lexitile.games.quiddler.words import Lexicon, check_meld

#: Why every Quiddler game ends (:attr:`Outcome.reason`): all its rounds were played.
END_REASON = "quiddler.rounds"


class Phase(enum.Enum):
    """What the game waits for."""

    DRAW = "draw"  #: the current player must draw
    FINISH = "finish"  #: the current player has drawn and must discard (or go out / lay down)
    GAME_OVER = "game-over"


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat may see: the data robots and the screen decide from.

    Attributes:
        seat: 0-based seat.
        hand: the seat's cards.
        discard_top: the face-up card (``None`` when the pile is empty).
        stock_count: cards in the stock.
        hand_size: cards dealt this round.
        round: 1-based round number; ``rounds``: rounds in the game.
        phase: the game phase (for this seat when it is its turn).
        last_turn: someone else went out: this is the seat's one last turn.
        may_go_out: going out is allowed now (not after someone went out; the house
            rule ``out_on_first_turn=no`` may forbid it).
        totals: every seat's total.
        players: seat names.
        turns_taken: turns this seat has finished this round (0 on its first turn).
    """

    seat: int
    hand: tuple[str, ...]
    discard_top: str | None
    stock_count: int
    hand_size: int
    round: int
    rounds: int
    phase: Phase
    last_turn: bool
    may_go_out: bool
    totals: tuple[int, ...]
    players: tuple[str, ...]
    turns_taken: int = 0


def _take(hand: list[str], cards: Iterable[str], seat_name: str) -> list[str]:
    """``hand`` without ``cards`` (a multiset); raises when a card is missing."""
    rest = list(hand)
    for card in cards:
        try:
            rest.remove(card)
        except ValueError:
            raise IllegalActionError(
                QReason.CARD_NOT_IN_HAND,
                f"{seat_name} has no {card} card to use",
                fields={"name": seat_name, "card": card},
                code="quiddler.no-card-to-use",
            ) from None
    return rest


class Game:
    """A game in progress. It holds the mutable state; everything else is values.

    Args:
        setup: players, seed, deck, options, first dealer.
        lexicon: words are checked with ``word in lexicon`` (upper case); ``None``
            accepts every spelling.

    Attributes:
        totals: points per seat (0-based seats in seating order).
        rounds: the scored rounds, in order.
        actions: every action applied, in order (what a record stores).
        history: events: deals, turns (with the card drawn), reshuffles, round scores.
        phase: what the game waits for.
        dealer, current: seats of this round's dealer and of the player to act.
        stock, discard_pile: the piles; the top card is the last element.
        hands: the cards each seat holds (words laid are no longer in the hand).
        laid: per seat, the words laid down this round (``None``: not yet).
        went_out: the seat that went out this round, ``None`` before that.
        turns_taken: turns each seat has finished this round.
        round_turns: turns finished this round by everybody.

    Raises:
        NotationError: fewer than 2 or more than 8 players, blank or repeated names, or
            a deck too small for the largest deal.
    """

    def __init__(
        self,
        setup: GameSetup,
        lexicon: Lexicon | None = None,
        deals: Sequence[tuple[Sequence[Sequence[str]], str]] = (),
    ):
        check_setup(setup)
        n = len(setup.players)
        self.setup = setup
        self.lexicon = lexicon
        self._deals = list(deals)
        self.totals: list[int] = [0] * n
        self.rounds: list[RoundResult] = []
        self.actions: list[Action] = []
        self.history: list[Event] = []
        self.phase = Phase.DRAW
        # the round's state, set by _start_round
        self._round_index = -1
        self._rng = random.Random()
        self.dealer = 0
        self.current = 0
        self.stock: list[str] = []  # the top of the stock is the end of the list
        self.discard_pile: list[str] = []  # the top is the end
        self.hands: list[list[str]] = []
        self.laid: list[tuple[Meld, ...] | None] = []
        self.finished: list[bool] = []
        self.turns_taken: list[int] = []
        self.round_turns = 0
        self.went_out: int | None = None
        self._start_round(0)

    # ------------------------------------------------------------------ state

    @property
    def players(self) -> tuple[str, ...]:
        """Seat names."""
        return self.setup.players

    @property
    def deck(self) -> Deck:
        return self.setup.deck

    @property
    def options(self) -> TableOptions:
        return self.setup.options

    @property
    def round_number(self) -> int:
        """1-based number of the current (or, after the game, the last) round."""
        return self._round_index + 1

    @property
    def round_count(self) -> int:
        """Rounds in the game (8 in the standard game)."""
        return len(self.options.hand_sizes)

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player this round."""
        return self.options.hand_sizes[self._round_index]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def discard_top(self) -> str | None:
        """The face-up card on the discard pile."""
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def last_turn(self) -> bool:
        """True when someone went out and this is the current player's last turn."""
        return self.went_out is not None and self.current != self.went_out

    def hand(self, seat: int | None = None) -> tuple[str, ...]:
        """The cards of ``seat`` (default: the current player), in the order held."""
        return tuple(self.hands[self.current if seat is None else seat])

    def may_go_out(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: current) may go out on this turn, if its cards allow."""
        seat = self.current if seat is None else seat
        return self.went_out is None and (self.options.out_on_first_turn or self.turns_taken[seat] > 0)

    def may_use_dictionary(self, seat: int) -> bool:
        """Whether ``seat`` may look words up now: only when it is not that seat's turn
        (the German Quiddler rules: a dictionary may be used only while it is not your turn), and
        at any time once the game is over."""
        return self.is_over or seat != self.current

    def view(self, seat: int | None = None) -> SeatView:
        """What ``seat`` (default: the current player) may see."""
        seat = self.current if seat is None else seat
        return SeatView(
            seat=seat,
            hand=tuple(self.hands[seat]),
            discard_top=self.discard_top,
            stock_count=len(self.stock),
            hand_size=self.hand_size,
            round=self.round_number,
            rounds=self.round_count,
            phase=self.phase,
            last_turn=self.went_out is not None and seat != self.went_out,
            may_go_out=self.may_go_out(seat),
            totals=tuple(self.totals),
            players=self.players,
            turns_taken=self.turns_taken[seat],
        )

    def outcome(self) -> Outcome | None:
        """How the game ended (the game contract's one :class:`Outcome`), ``None``
        while it goes on.

        The reason is ``"quiddler.rounds"`` (every round was dealt and played); the
        finals are the totals; the seats with the highest total win, several on a tie
        share the win (P1, P2, P5, K1; no official tie-break was found). The round
        scores are the totals already, so there are no settlement lines.
        """
        if not self.is_over:
            return None
        return Outcome(END_REASON, decide_winners(self.totals), tuple(self.totals))

    def all_cards(self) -> Counter[str]:
        """Every card in play this round (stock, discards, hands, words laid): always the
        full deck."""
        counts = Counter(self.stock)
        counts.update(self.discard_pile)
        for hand in self.hands:
            counts.update(hand)
        for words in self.laid:
            counts.update(melds_cards(words or ()))
        return counts

    # --------------------------------------------------------------- actions

    def apply(self, action: Action, seat: int | None = None, card: str | None = None) -> str | None:
        """Carry out ``action`` for the current player.

        Args:
            action: a :class:`Draw`, :class:`Discard`, :class:`GoOut` or :class:`LastTurn`.
            seat: when given, the seat that means to act (refused unless current).
            card: for a draw from the stock replayed from a record, the card it drew
                (taken from wherever it is in the stock); ``None``: the top card.

        Returns:
            The card drawn, for a draw; else ``None``.

        Raises:
            IllegalActionError: see the methods for each action.
        """
        if self.phase is Phase.GAME_OVER:
            raise IllegalActionError(QReason.GAME_OVER, "the game is over")
        if seat is not None and seat != self.current:
            raise IllegalActionError(
                QReason.NOT_YOUR_TURN,
                f"it is {self.players[self.current]}'s turn, not {self.players[seat]}'s",
                fields={"current": self.players[self.current], "name": self.players[seat]},
            )
        if isinstance(action, Draw):
            return self.draw(action.source, card)
        if isinstance(action, Discard):
            self.discard(action.card)
        elif isinstance(action, GoOut):
            self.go_out(action.words, action.discard)
        elif isinstance(action, LastTurn):
            self.lay_down(action.words, action.discard)
        else:  # pragma: no cover - typing guards this
            raise NotationError(f"not an action: {action!r}")
        return None

    def draw(self, source: Source | str, card: str | None = None) -> str:
        """Take the top card of the stock or of the discard pile.

        Args:
            source: ``stock`` or ``discard``.
            card: a stock draw replayed from a record: the card drawn (it is taken
                from wherever it is in the stock; the stock's order is not recorded).

        Returns:
            The card taken.

        Raises:
            IllegalActionError: ``GAME_OVER``, ``ALREADY_DREW``, ``UNKNOWN_SOURCE``,
                ``DISCARD_EMPTY`` (``STOCK_EMPTY`` cannot happen: an empty stock is
                refilled or ends the round before the turn starts).
            NotationError: ``card`` is not in the stock.
        """
        self._require(Phase.DRAW)
        try:
            source = Source(source)
        except ValueError:
            raise IllegalActionError(
                QReason.UNKNOWN_SOURCE,
                f"draw from 'stock' or 'discard', not {source!r}",
                fields={"source": repr(source)},
            ) from None
        pile = self.stock if source is Source.STOCK else self.discard_pile
        if not pile:
            reason = QReason.STOCK_EMPTY if source is Source.STOCK else QReason.DISCARD_EMPTY
            raise IllegalActionError(reason, f"the {source.value} pile is empty")
        if card is not None and source is Source.STOCK:
            wanted = card.upper()
            if wanted not in pile:
                raise NotationError(f"the stock holds no {wanted} to draw")
            pile.append(pile.pop(len(pile) - 1 - pile[::-1].index(wanted)))
        card = pile.pop()
        seat = self.current
        self.hands[seat].append(card)
        self.phase = Phase.FINISH
        action = Draw(source)
        self.actions.append(action)
        self.history.append(Turned(self.round_number, seat, action, card))
        return card

    def discard(self, card: str) -> None:
        """End an ordinary turn by discarding ``card`` (on a last turn: lay nothing down).

        Raises:
            IllegalActionError: ``MUST_DRAW_FIRST``, ``CARD_NOT_IN_HAND``.
        """
        if self.went_out is not None and self.phase is Phase.FINISH:
            self.lay_down((), card)
            return
        self._require(Phase.FINISH)
        seat = self.current
        card = card.upper()
        self.hands[seat] = _take(self.hands[seat], [card], self.players[seat])
        self.discard_pile.append(card)
        self._finish_turn(Discard(card))

    def go_out(self, words: Sequence[Meld], discard: str) -> None:
        """Lay the whole hand but ``discard`` down as ``words`` and discard.

        Args:
            words: the words, as :class:`Meld` values.
            discard: the one card left, discarded.

        Raises:
            IllegalActionError: ``MUST_DRAW_FIRST``, ``LAST_TURN`` (someone already went
                out: use :meth:`lay_down`), ``OUT_ON_FIRST_TURN`` (house rule),
                ``CARD_NOT_IN_HAND``, ``MUST_USE_ALL`` (cards left over), and the word
                errors of :func:`check_meld`.
        """
        self._require(Phase.FINISH)
        seat = self.current
        if self.went_out is not None:
            raise IllegalActionError(
                QReason.LAST_TURN,
                f"{self.players[self.went_out]} already went out: this is a last turn",
                fields={"name": self.players[self.went_out]},
            )
        if not self.may_go_out(seat):
            raise IllegalActionError(
                QReason.OUT_ON_FIRST_TURN, "at this table nobody goes out on his first turn of a round"
            )
        words, discard, rest = self._check_lay(seat, words, discard)
        if rest:
            raise IllegalActionError(
                QReason.MUST_USE_ALL,
                f"to go out every card but the discard must be in words; left over: {' '.join(rest)}",
                fields={"cards": " ".join(rest)},
            )
        self.hands[seat] = []
        self.laid[seat] = words
        self.went_out = seat
        self.finished[seat] = True
        self.discard_pile.append(discard)
        self._finish_turn(GoOut(words, discard))

    def lay_down(self, words: Sequence[Meld], discard: str) -> None:
        """The last turn after someone went out: lay down ``words`` (maybe none), keep
        the rest (it counts against you), discard ``discard`` (required, the German rules).

        Raises:
            IllegalActionError: ``MUST_DRAW_FIRST``, ``NOT_LAST_TURN`` (nobody went out),
                ``CARD_NOT_IN_HAND``, ``DISCARD_IN_WORD``, and the word errors.
        """
        self._require(Phase.FINISH)
        seat = self.current
        if self.went_out is None:
            raise IllegalActionError(QReason.NOT_LAST_TURN, "nobody has gone out: lay down words by going out")
        words, discard, rest = self._check_lay(seat, words, discard)
        self.hands[seat] = rest
        self.laid[seat] = words
        self.finished[seat] = True
        self.discard_pile.append(discard)
        self._finish_turn(LastTurn(words, discard))

    # ------------------------------------------------------------- internals

    def _require(self, phase: Phase) -> None:
        if self.phase is Phase.GAME_OVER:
            raise IllegalActionError(QReason.GAME_OVER, "the game is over")
        if self.phase is not phase:
            if phase is Phase.DRAW:
                raise IllegalActionError(
                    QReason.ALREADY_DREW,
                    f"{self.players[self.current]} has drawn already: discard",
                    fields={"name": self.players[self.current]},
                )
            raise IllegalActionError(
                QReason.MUST_DRAW_FIRST,
                f"{self.players[self.current]} must draw a card first",
                fields={"name": self.players[self.current]},
            )

    def _check_lay(self, seat: int, words: Sequence[Meld], discard: str) -> tuple[tuple[Meld, ...], str, list[str]]:
        """Validate words + discard against the hand; return them and the cards left."""
        words = tuple(words)
        discard = discard.upper()
        name = self.players[seat]
        hand = self.hands[seat]
        if discard not in hand:
            raise IllegalActionError(
                QReason.CARD_NOT_IN_HAND,
                f"{name} has no {discard} card to discard",
                fields={"name": name, "card": discard},
            )
        for meld in words:
            check_meld(meld, self.deck, self.options, self.lexicon)
        rest = _take(hand, [discard], name)
        used = melds_cards(words)
        have = Counter(hand)
        if all(have[c] >= k for c, k in used.items()) and used[discard] > have[discard] - 1:
            raise IllegalActionError(
                QReason.DISCARD_IN_WORD, f"the discard {discard} cannot also be in a word", fields={"card": discard}
            )
        rest = _take(rest, used.elements(), name)  # names the first missing card
        return words, discard, rest

    def _start_round(self, index: int) -> None:
        n = len(self.players)
        self._round_index = index
        self._rng = round_rng(self.setup.seed, index)
        self.dealer = (self.setup.first_dealer + index) % n
        self.stock = self.shuffled_cards(index)
        if index < len(self._deals):
            dealt, turn_up = self._deals[index]
            self.stock = stacked_stock(
                self.deck, dealt, turn_up, self.dealer, n, self.hand_size, self.round_number, self._rng
            )
        self.hands = [[] for _ in range(n)]
        for _ in range(self.hand_size):
            for k in range(1, n + 1):
                self.hands[(self.dealer + k) % n].append(self.stock.pop())
        self.discard_pile = [self.stock.pop()]
        self.laid = [None] * n
        self.finished = [False] * n
        self.turns_taken = [0] * n
        self.round_turns = 0
        self.went_out = None
        self.current = (self.dealer + 1) % n
        hands = tuple(tuple(h) for h in self.hands)
        self.history.append(RoundStarted(self.round_number, self.hand_size, self.dealer, self.discard_pile[-1], hands))
        self._begin_turn()

    def forget_seed(self) -> None:
        """Go on with fresh randomness: a new seed for the rounds to come and a new order
        for the stock (a game rebuilt from a record, whose seed or deals anyone could
        read). What was dealt and drawn so far stays."""
        fresh = random.SystemRandom().randrange(2**63)
        self.setup = dataclasses.replace(self.setup, seed=fresh)
        self._rng = random.Random(fresh)
        self._rng.shuffle(self.stock)

    def shuffled_cards(self, round_index: int) -> list[str]:
        """The deck shuffled for round ``round_index`` (0-based); the last card is dealt
        first. Tests override this to stack the deck."""
        cards = self.deck.cards()
        self._rng.shuffle(cards)
        return cards

    def _begin_turn(self) -> None:
        limit = self.options.turn_limit
        if self.went_out is None and limit is not None and self.round_turns >= limit:
            self._end_round(RoundEnd.TURN_LIMIT)
            return
        if not self.stock:
            if self.options.stock_out is StockOut.RESHUFFLE and len(self.discard_pile) > 1:
                top = self.discard_pile.pop()
                self.stock = self.discard_pile
                self._rng.shuffle(self.stock)
                self.discard_pile = [top]
                self.history.append(Reshuffled(self.round_number, len(self.stock)))
            else:
                self._end_round(RoundEnd.STOCK_OUT)
                return
        self.phase = Phase.DRAW

    def _finish_turn(self, action: Action) -> None:
        seat = self.current
        self.actions.append(action)
        self.history.append(Turned(self.round_number, seat, action))
        self.turns_taken[seat] += 1
        self.round_turns += 1
        n = len(self.players)
        if self.went_out is not None and all(self.finished):
            self._end_round(RoundEnd.WENT_OUT)
            return
        for step in range(1, n + 1):
            nxt = (seat + step) % n
            if not self.finished[nxt]:
                self.current = nxt
                break
        self._begin_turn()

    def _end_round(self, ended: RoundEnd) -> None:
        result = score_round(
            self.deck,
            self.options,
            [w or () for w in self.laid],
            [tuple(h) for h in self.hands],
            self.totals,
            number=self.round_number,
            hand_size=self.hand_size,
            dealer=self.dealer,
            went_out=self.went_out,
            ended=ended,
        )
        self.rounds.append(result)
        self.totals = [p.total for p in result.players]
        self.history.append(RoundScored(result))
        if self._round_index + 1 < self.round_count:
            self._start_round(self._round_index + 1)
        else:
            self.phase = Phase.GAME_OVER

    # ---------------------------------------------------------------- replay

    @classmethod
    def replay(cls, setup: GameSetup, actions: Iterable[Action], lexicon: Lexicon | None = None) -> Game:
        """Rebuild a game from its setup and actions.

        Raises:
            IllegalActionError: an action that does not apply; its ``index``
                attribute is the 0-based position of that action.
        """
        game = cls(setup, lexicon)
        for i, action in enumerate(actions):
            try:
                game.apply(action)
            except IllegalActionError as exc:
                exc.index = i  # type: ignore[attr-defined]  # the failing action's position, for the record reader's message
                raise
        return game
