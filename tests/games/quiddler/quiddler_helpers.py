"""Builders for Quiddler tests: the deck, a small word list, stacked deals."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from lexitile.games.quiddler.cards import Deck, Meld
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.setup import GameSetup
from lexitile.games.quiddler.storage import load_deck

DECK: Deck = load_deck("english")

#: A small word list for tests (upper case; ``word in WORDS`` is the lexicon test).
WORDS: frozenset[str] = frozenset(
    """
    AT TA IT TI IN ON NO AN AS IS ER RE QI ZA XI OX EX AX
    ACE ART ATE CAT CATS EAT TEA SEA SET TEN NET ONE NOT TON TOE TOES RAT TAR ARE EAR ERA
    ERR INN QUIT QUITE QUIZ QUOTE THE THEN THIN THING THINGS TIN TINS SIT ITS SIN INS
    CLAN CLAY CLOT CLOTH CLOTHE ZERO ZONE JAM JAR JOT JOKE JOKER WAX FOX BOX VOX
    RATE TEAR TIRE TIER RITE SIRE RISE SATE SEAT EAST EATS TEAS
    INTER INERT NITER RETAIN RETINA STAIR STARE TEARS RATES ASTER
    """.split()
)


def meld(text: str) -> Meld:
    """A word in card notation: ``meld("(QU)IZ")``."""
    return Meld.parse(text)


def stack(
    deck: Deck,
    hands: Sequence[Sequence[str]],
    dealer: int,
    turn_up: str,
    stock_top: Sequence[str] = (),
) -> list[str]:
    """A deck order that deals ``hands`` (per seat), turns up ``turn_up`` and puts
    ``stock_top`` (first = drawn first) on top of the stock; the rest of the deck
    follows in file order."""
    n = len(hands)
    size = len(hands[0])
    order: list[str] = []
    for r in range(size):
        for k in range(1, n + 1):
            order.append(hands[(dealer + k) % n][r])
    order.append(turn_up)
    order.extend(stock_top)
    rest = Counter(deck.cards())
    rest.subtract(order)
    if any(v < 0 for v in rest.values()):
        raise ValueError(f"stacked cards not in the deck: {+(-rest)}")
    return list(rest.elements()) + order[::-1]


class StackedGame(Game):
    """A game whose deals for some rounds are given (0-based round -> deck order)."""

    def __init__(self, setup: GameSetup, lexicon=None, stacks: dict[int, list[str]] | None = None):
        self._stacks = stacks or {}
        super().__init__(setup, lexicon)

    def shuffled_cards(self, round_index: int) -> list[str]:
        cards = super().shuffled_cards(round_index)
        return list(self._stacks.get(round_index, cards))


def setup(
    players: Sequence[str] = ("Ann", "Bob"), seed: int = 1, options: TableOptions | None = None, first_dealer: int = 0
) -> GameSetup:
    """A :class:`GameSetup` with the English deck."""
    return GameSetup(tuple(players), seed, DECK, options or TableOptions(), first_dealer)


# --- pilot helpers for the Quiddler table (tests/games/quiddler, tests/i18n) --------------


def text_of(app, selector: str) -> str:
    """What the widget ``selector`` of the app's current screen shows."""
    return str(app.screen.query_one(selector).render())


def table(app):
    """The Quiddler table screen under any dialog."""
    from lexitile.tui.quiddler.app import QuiddlerScreen

    screen = app.screen_stack[1]
    assert isinstance(screen, QuiddlerScreen)
    return screen


async def type_line(pilot, text: str) -> None:
    """Type ``text`` and press Enter."""
    await pilot.press(*text)
    await pilot.press("enter")
    await pilot.pause()
