"""Round scoring: cards in words plus, cards left minus, two bonuses, a floor at zero.

Rules and their sources (the table in ``docs/quiddler.md``):

* +value of every card used in the player's words, -value of every card left in the
  hand (P1, P2, P4, P5, K1, K6, K10). No extra points for going out (no source).
* Longest word, by **letters** (a two-letter card counts 2): ``bonus_points`` to the
  one player holding the single longest word (P2 / the German rules, K1, K6, K9).
* Most words: ``bonus_points`` to the one player who laid the most words.
  Every word laid counts, a repeated word too (no rule found; the German review on
  ludorium notes a word may be laid more than once).
* A tie for a bonus: nobody gets it (P2, P4, P5, P7, K1, K9). A player without
  any word never holds a bonus. :class:`Bonus` says, as data, who got a bonus or why
  nobody did (a tie, and between whom).
* Two players: both bonuses by default, as with more players (the German rules); the option
  ``two_player_bonus`` keeps one only -- see :meth:`TableOptions.bonuses`.
* Floor: by default the running total is at least 0 ("a player's total cannot
  fall below zero", the German rules, P2); options: a round's card score is at least 0 before
  bonuses (P7, K9), or no floor (K1, K6).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.games.quiddler.cards import Deck, Meld
from lexitile.games.quiddler.options import Floor, TableOptions


class RoundEnd(enum.Enum):
    """Why a round ended."""

    WENT_OUT = "went-out"  #: someone went out and everyone else had a last turn
    STOCK_OUT = "stock-out"  #: the stock ran out (option ``stock_out=end-round``, or nothing left)
    TURN_LIMIT = "turn-limit"  #: the optional turn limit was reached (self-play only)


class BonusKind(enum.Enum):
    """The two round bonuses."""

    LONGEST_WORD = "longest-word"  #: the longest word, counted in letters
    MOST_WORDS = "most-words"  #: the most words laid


class NoBonus(enum.Enum):
    """Why nobody got a bonus."""

    NOT_IN_USE = "not-in-use"  #: the table does not play this bonus (options)
    NO_WORDS = "no-words"  #: nobody laid a word
    TIE = "tie"  #: two or more players tied for the best: nobody gets it


@dataclass(frozen=True, slots=True)
class Bonus:
    """Who got one bonus in a round, or why nobody did.

    Attributes:
        kind: which bonus.
        seat: the seat that got it, ``None`` when nobody did.
        points: the points given (0 when nobody got it).
        best: the best count: letters of the longest word, or number of words (0
            when nobody laid a word or the bonus is not in use).
        tied: the seats that tied at ``best`` (empty unless ``reason`` is ``TIE``).
        reason: why nobody got it; ``None`` when ``seat`` got it.
    """

    kind: BonusKind
    seat: int | None
    points: int
    best: int
    tied: tuple[int, ...] = ()
    reason: NoBonus | None = None


def _bonus(kind: BonusKind, counts: Sequence[int], in_use: bool, points: int) -> Bonus:
    if not in_use:
        return Bonus(kind, None, 0, 0, reason=NoBonus.NOT_IN_USE)
    best = max(counts, default=0)
    if best <= 0:
        return Bonus(kind, None, 0, 0, reason=NoBonus.NO_WORDS)
    holders = tuple(i for i, c in enumerate(counts) if c == best)
    if len(holders) > 1:
        return Bonus(kind, None, 0, best, tied=holders, reason=NoBonus.TIE)
    return Bonus(kind, holders[0], points, best)


@dataclass(frozen=True, slots=True)
class PlayerRound:
    """One player's score for one round, itemised.

    Attributes:
        seat: 0-based seat.
        words: the words laid down (empty when none).
        unused: cards left in the hand, counted against the player.
        word_points: sum of the values of the cards in ``words``.
        unused_points: sum of the values of ``unused`` (a positive number).
        floor_adjustment: points added by the zero floor (0 when it did not apply).
        longest_bonus: 0 or the bonus for the longest word.
        most_words_bonus: 0 or the bonus for the most words.
        score: the change to the total: ``word_points - unused_points +
            floor_adjustment + longest_bonus + most_words_bonus``.
        total: the player's total after this round.
    """

    seat: int
    words: tuple[Meld, ...]
    unused: tuple[str, ...]
    word_points: int
    unused_points: int
    floor_adjustment: int
    longest_bonus: int
    most_words_bonus: int
    score: int
    total: int

    @property
    def longest_letters(self) -> int:
        """Letters in this player's longest word (0 without words)."""
        return max((m.letters for m in self.words), default=0)


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The scored result of one round.

    Attributes:
        number: 1-based round number.
        hand_size: cards dealt to each player.
        dealer: seat of the dealer.
        went_out: seat of the player who went out, ``None`` if nobody did.
        ended: why the round ended.
        players: one :class:`PlayerRound` per seat, in seat order.
        longest_word_seat: who got the longest-word bonus (``None``: not awarded,
            tied, or not in use).
        most_words_seat: who got the most-words bonus, likewise.
        longest_word: the longest-word bonus in full: who, or why nobody.
        most_words: the most-words bonus in full.
    """

    number: int
    hand_size: int
    dealer: int
    went_out: int | None
    ended: RoundEnd
    players: tuple[PlayerRound, ...]
    longest_word_seat: int | None
    most_words_seat: int | None
    longest_word: Bonus | None = None
    most_words: Bonus | None = None

    @property
    def bonuses(self) -> tuple[Bonus, ...]:
        """The two bonuses (longest word, most words) when scored by :func:`score_round`."""
        return tuple(b for b in (self.longest_word, self.most_words) if b is not None)


def unique_best(values: Sequence[int]) -> int | None:
    """Index of the single largest positive value; ``None`` when the best is tied or 0.

    Implements "if two or more players tie for a bonus, nobody gets it".
    """
    best = max(values, default=0)
    if best <= 0 or list(values).count(best) != 1:
        return None
    return list(values).index(best)


def score_round(
    deck: Deck,
    options: TableOptions,
    words: Sequence[Sequence[Meld]],
    unused: Sequence[Sequence[str]],
    totals_before: Sequence[int],
    *,
    number: int = 1,
    hand_size: int = 0,
    dealer: int = 0,
    went_out: int | None = None,
    ended: RoundEnd = RoundEnd.WENT_OUT,
) -> RoundResult:
    """Score a round.

    Args:
        deck: card values.
        options: bonuses, bonus value and floor.
        words: per seat, the words laid down.
        unused: per seat, the cards left in the hand.
        totals_before: per seat, the total before this round (points).
        number, hand_size, dealer, went_out, ended: copied into the result.

    Returns:
        The itemised :class:`RoundResult`.
    """
    seats = len(words)
    use_longest, use_most = options.bonuses(seats)
    longest_bonus = _bonus(
        BonusKind.LONGEST_WORD,
        [max((m.letters for m in w), default=0) for w in words],
        use_longest,
        options.bonus_points,
    )
    most_bonus = _bonus(BonusKind.MOST_WORDS, [len(w) for w in words], use_most, options.bonus_points)
    longest, most = longest_bonus.seat, most_bonus.seat
    players = []
    for seat in range(seats):
        word_points = sum(m.value(deck) for m in words[seat])
        unused_points = deck.hand_value(unused[seat])
        card_score = word_points - unused_points
        lb = options.bonus_points if seat == longest else 0
        mb = options.bonus_points if seat == most else 0
        adjustment = 0
        if options.score_floor is Floor.ROUND:
            adjustment = max(0, -card_score)
        elif options.score_floor is Floor.TOTAL:
            adjustment = max(0, -(totals_before[seat] + card_score + lb + mb))
        score = card_score + adjustment + lb + mb
        players.append(
            PlayerRound(
                seat=seat,
                words=tuple(words[seat]),
                unused=tuple(unused[seat]),
                word_points=word_points,
                unused_points=unused_points,
                floor_adjustment=adjustment,
                longest_bonus=lb,
                most_words_bonus=mb,
                score=score,
                total=totals_before[seat] + score,
            )
        )
    return RoundResult(
        number=number,
        hand_size=hand_size,
        dealer=dealer,
        went_out=went_out,
        ended=ended,
        players=tuple(players),
        longest_word_seat=longest,
        most_words_seat=most,
        longest_word=longest_bonus,
        most_words=most_bonus,
    )
