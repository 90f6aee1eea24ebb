"""Best arrangement of a hand into words.

The score of a hand split into words and leftovers is ``used - unused`` card points
(``docs/quiddler.md``); with ``T`` the hand's total that is ``2 * used - T``, so the
search maximises the points of the cards used in words. Ties are broken by the
longest word (letters) and then by more words, the two bonuses.

How it works, for a hand of up to 11 cards:

1. :class:`WordIndex` maps each word's sorted letters to the words (an anagram index,
   built once per lexicon: about 0.5 s for 250,000 words).
2. Every sub-multiset of the hand's cards (at most 2^11 = 2,048) is looked up by its
   sorted letters; each word found is split into exactly those cards (a two-letter
   card must spell its pair in order), giving the candidate words with their cards.
3. A memoised search over the cards still free: the lowest free card kind is either
   left over or used by a candidate word that contains it. States are sub-multisets
   of the hand, so at most 2,048 of them; card counts are packed 5 bits per kind with
   a guard bit, so "does this word fit" is one subtraction and one mask.

:meth:`Solver.best_finish` does the turn's end: with hand size + 1 cards, choose the
discard and the words (going out when every other card fits in words).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from lexitile.games.quiddler.cards import Deck, Meld
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.words import decompositions

_FIELD = 5  # bits per card kind: 4 for the count (<= 15) and a guard bit
_GUARD = 1 << (_FIELD - 1)


class WordIndex:
    """An anagram index of a word list: sorted letters -> words.

    Also a lexicon: ``word in index`` (upper case) is a membership test.

    Args:
        by_key: sorted letters -> the words with those letters.
    """

    def __init__(self, by_key: dict[str, list[str]]):
        self._by_key = by_key
        self.size = sum(len(v) for v in by_key.values())

    @classmethod
    def from_words(cls, words: Iterable[str], max_letters: int = 24) -> WordIndex:
        """Index ``words`` (upper-cased; entries that are not 2..``max_letters`` ASCII
        letters are left out)."""
        by_key: dict[str, list[str]] = {}
        for raw in words:
            word = raw.strip().upper()
            if 2 <= len(word) <= max_letters and word.isascii() and word.isalpha():
                bucket = by_key.setdefault("".join(sorted(word)), [])
                if word not in bucket:
                    bucket.append(word)
        return cls(by_key)

    @classmethod
    def from_lexicon(cls, lexicon: object) -> WordIndex:
        """Index a :class:`lexitile.lexicon.Lexicon` (its ``words()``) or any iterable
        of words."""
        words = lexicon.words() if hasattr(lexicon, "words") else lexicon
        return cls.from_words(words)  # type: ignore[arg-type]  # hasattr does not narrow: a Lexicon's words() or the iterable of words itself

    def anagrams(self, key: str) -> list[str]:
        """Words whose sorted letters are ``key``."""
        return self._by_key.get(key, [])

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.upper() in self._by_key.get("".join(sorted(word.upper())), ())

    def __len__(self) -> int:
        return self.size


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand split into words, leftovers and (at the end of a turn) one discard.

    Attributes:
        words: the words laid down.
        unused: cards left over (they count against the player).
        discard: the card discarded, ``None`` for a plain arrangement.
        used_points: points of the cards in ``words``.
        unused_points: points of ``unused``.
    """

    words: tuple[Meld, ...]
    unused: tuple[str, ...]
    discard: str | None
    used_points: int
    unused_points: int

    @property
    def score(self) -> int:
        """``used_points - unused_points``: the round score before floor and bonuses."""
        return self.used_points - self.unused_points

    @property
    def goes_out(self) -> bool:
        """True when no card is left over."""
        return not self.unused

    @property
    def longest(self) -> int:
        """Letters in the longest word (0 without words)."""
        return max((m.letters for m in self.words), default=0)


class _HandSearch:
    """The candidate words and the memoised search for one multiset of cards."""

    def __init__(self, cards: Sequence[str], solver: Solver):
        self.solver = solver
        counts = Counter(cards)
        self.kinds = sorted(counts)
        self.unit = [1 << (_FIELD * i) for i in range(len(self.kinds))]
        self.guards = sum(_GUARD << (_FIELD * i) for i in range(len(self.kinds)))
        self.full = sum(counts[k] * self.unit[i] for i, k in enumerate(self.kinds))
        self.values = [solver.deck.value(k) for k in self.kinds]
        # candidates grouped by their lowest kind: (packed cards, points, letters, meld)
        self.by_lowest: list[list[tuple[int, int, int, Meld]]] = [[] for _ in self.kinds]
        self._collect(counts)
        self.memo: dict[int, tuple[int, int, int, tuple[Meld, ...]]] = {0: (0, 0, 0, ())}

    def _collect(self, counts: Counter[str]) -> None:
        solver = self.solver
        kinds, index = self.kinds, solver.index
        min_cards, min_letters = solver.options.min_word_cards, solver.options.min_word_letters
        chosen = [0] * len(kinds)

        def rec(i: int, n_cards: int) -> None:
            if i == len(kinds):
                if n_cards < min_cards:
                    return
                sub = Counter({kinds[j]: chosen[j] for j in range(len(kinds)) if chosen[j]})
                letters = "".join(k * chosen[j] for j, k in enumerate(kinds))
                if len(letters) < min_letters:
                    return
                words = index.anagrams("".join(sorted(letters)))
                if not words:
                    return
                lowest = next(j for j in range(len(kinds)) if chosen[j])
                packed = sum(chosen[j] * self.unit[j] for j in range(len(kinds)))
                points = sum(chosen[j] * self.values[j] for j in range(len(kinds)))
                for word in words:
                    ways = decompositions(word, Counter(sub), kinds)
                    if ways:
                        self.by_lowest[lowest].append((packed, points, len(word), Meld(ways[0])))
                return
            for c in range(counts[kinds[i]] + 1):
                chosen[i] = c
                rec(i + 1, n_cards + c)
            chosen[i] = 0

        rec(0, 0)

    def best(self, remaining: int) -> tuple[int, int, int, tuple[Meld, ...]]:
        """Best ``(used points, longest letters, words, melds)`` within ``remaining``."""
        memo = self.memo
        hit = memo.get(remaining)
        if hit is not None:
            return hit
        i = 0
        while not (remaining >> (_FIELD * i)) & (_GUARD - 1):
            i += 1
        # leave one copy of kind i over
        best = self.best(remaining - self.unit[i])
        guarded = remaining | self.guards
        for packed, points, letters, meld in self.by_lowest[i]:
            if (guarded - packed) & self.guards != self.guards:
                continue  # does not fit
            sub = self.best(remaining - packed)
            cand = (sub[0] + points, max(sub[1], letters), sub[2] + 1, (meld, *sub[3]))
            if cand[:3] > best[:3]:
                best = cand
        memo[remaining] = best
        return best

    def arrangement(self, remaining: int, discard: str | None) -> Arrangement:
        used, _, _, melds = self.best(remaining)
        left: Counter[str] = Counter()
        for i, k in enumerate(self.kinds):
            n = (remaining >> (_FIELD * i)) & (_GUARD - 1)
            if n:
                left[k] = n
        for meld in melds:
            left.subtract(meld.cards)
        unused = tuple(sorted(left.elements()))
        return Arrangement(
            words=melds,
            unused=unused,
            discard=discard,
            used_points=used,
            unused_points=self.solver.deck.hand_value(unused),
        )


class Solver:
    """Finds the best arrangement of a hand at a table.

    Args:
        index: the word list (:class:`WordIndex`).
        deck: card values and two-letter cards.
        options: minimum word length (``min_word_cards``, ``min_word_letters``).
        cache_size: number of hands whose searches are kept (robots look at the same
            hand several times a turn).
    """

    def __init__(self, index: WordIndex, deck: Deck, options: TableOptions | None = None, cache_size: int = 64):
        self.index = index
        self.deck = deck
        self.options = options or TableOptions()
        self._cache: dict[tuple[str, ...], _HandSearch] = {}
        self._cache_size = cache_size

    def _search(self, cards: Sequence[str]) -> _HandSearch:
        key = tuple(sorted(cards))
        found = self._cache.get(key)
        if found is None:
            if len(key) > 15:
                raise ValueError("a hand of more than 15 cards is not supported")
            found = _HandSearch(key, self)
            if len(self._cache) >= self._cache_size:
                self._cache.pop(next(iter(self._cache)))
            self._cache[key] = found
        return found

    def best_arrangement(self, hand: Sequence[str]) -> Arrangement:
        """The best split of all of ``hand`` into words and leftovers (no discard)."""
        search = self._search(hand)
        return search.arrangement(search.full, None)

    def finishes(self, hand: Sequence[str]) -> list[Arrangement]:
        """For each distinct card of ``hand`` (hand size + 1 cards, after drawing): the
        best arrangement of the rest when that card is discarded."""
        search = self._search(hand)
        return [search.arrangement(search.full - search.unit[i], k) for i, k in enumerate(search.kinds)]

    def best_finish(self, hand: Sequence[str]) -> Arrangement:
        """The best end of a turn: the discard and words with the highest score (going
        out when possible, since that uses every card); ties: the higher discard."""
        return max(
            self.finishes(hand),
            key=lambda a: (a.score, a.longest, len(a.words), self.deck.value(a.discard) if a.discard else 0),
        )

    def go_out(self, hand: Sequence[str]) -> Arrangement | None:
        """A way to go out with ``hand`` (hand size + 1 cards), the best one, or ``None``."""
        outs = [a for a in self.finishes(hand) if a.goes_out]
        if not outs:
            return None
        return max(outs, key=lambda a: (a.score, a.longest, len(a.words)))
