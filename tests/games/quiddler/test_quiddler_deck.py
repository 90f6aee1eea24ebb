"""The deck file and the deal: exact numbers of quiddler-facts §1 and §2."""

from __future__ import annotations

import pytest
from quiddler_helpers import DECK, setup

from lexitile.games.quiddler.cards import Deck, Meld
from lexitile.games.quiddler.errors import DeckFileError, NotationError
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.options import STANDARD_HANDS
from lexitile.games.quiddler.storage import load_deck

# Facts §1: the card table.
TABLE = {
    "A": (10, 2), "B": (2, 8), "C": (2, 8), "D": (4, 5), "E": (12, 2), "F": (2, 6), "G": (4, 6),
    "H": (2, 7), "I": (8, 2), "J": (2, 13), "K": (2, 8), "L": (4, 3), "M": (2, 5), "N": (6, 5),
    "O": (8, 2), "P": (2, 6), "Q": (2, 15), "R": (6, 5), "S": (4, 3), "T": (6, 3), "U": (6, 4),
    "V": (2, 11), "W": (2, 10), "X": (2, 12), "Y": (4, 4), "Z": (2, 14),
    "CL": (2, 10), "ER": (2, 7), "IN": (2, 7), "QU": (2, 9), "TH": (2, 9),
}  # fmt: skip


def test_card_table_matches_the_facts() -> None:
    assert {c: (DECK.counts[c], DECK.points[c]) for c in DECK.kinds} == TABLE


def test_derived_totals() -> None:
    assert DECK.total == 118
    assert len(DECK.kinds) == 31
    assert sum(DECK.counts[c] for c in DECK.kinds if len(c) == 1) == 108
    assert sum(DECK.counts[c] for c in DECK.digraphs) == 10
    assert DECK.digraphs == ("CL", "ER", "IN", "QU", "TH")
    assert sum(DECK.counts[v] for v in "AEIOU") == 44
    assert sum(DECK.counts[c] * DECK.points[c] for c in DECK.kinds) == 592
    assert min(DECK.points.values()) == 2 and max(DECK.points.values()) == 15
    assert sorted(set(DECK.points.values())) == list(range(2, 16))
    assert len(DECK.cards()) == 118


def test_unknown_deck_and_bad_files(tmp_path) -> None:
    with pytest.raises(DeckFileError, match="unknown deck 'klingon'"):
        load_deck("klingon")
    bad = tmp_path / "bad.toml"
    bad.write_text("[cards]\nA = { count = 0, points = 2 }\n", encoding="utf-8")
    with pytest.raises(DeckFileError, match="count must be a positive integer"):
        load_deck(str(bad))
    with pytest.raises(DeckFileError, match="one or two capital letters"):
        Deck.parse("[cards]\nABC = { count = 1, points = 2 }\n")
    with pytest.raises(DeckFileError, match="no \\[cards\\]"):
        Deck.parse('name = "x"\n')


def test_meld_notation_round_trips() -> None:
    m = Meld.parse("(qu)it")
    assert m.cards == ("QU", "I", "T")
    assert m.text == "QUIT" and m.letters == 4 and m.notation == "(QU)IT"
    assert m.value(DECK) == 9 + 2 + 3
    assert Meld.parse("QUIT").value(DECK) == 15 + 4 + 2 + 3
    assert Meld.parse("(TH)(IN)G").letters == 5
    for bad in ("", "Q-T", "(Q)T", "(QUI)"):
        with pytest.raises(NotationError):
            Meld.parse(bad)


@pytest.mark.parametrize(
    ("players", "first", "last"),
    [(2, 111, 97), (4, 105, 77), (8, 93, 37)],
)
def test_stock_after_the_deal(players: int, first: int, last: int) -> None:
    """Facts §2: stock = 118 - players x hand - 1 after the deal and the turn-up."""
    names = [f"P{i}" for i in range(players)]
    game = Game(setup(names))
    assert game.hand_size == 3
    assert len(game.stock) == first
    assert len(game.discard_pile) == 1
    assert all(len(game.hand(s)) == 3 for s in range(players))
    # jump to round 8 by dealing it directly
    game._start_round(7)
    assert game.hand_size == 10
    assert len(game.stock) == last


def test_rounds_deal_3_to_10_and_dealer_rotates() -> None:
    assert STANDARD_HANDS == (3, 4, 5, 6, 7, 8, 9, 10)
    game = Game(setup(("Ann", "Bob", "Cy"), first_dealer=2))
    seen = []
    for r in range(8):
        game._start_round(r)
        seen.append((game.hand_size, game.dealer, game.current))
    assert seen == [(3 + r, (2 + r) % 3, (3 + r) % 3) for r in range(8)]


def test_the_deal_is_seeded_per_round() -> None:
    a, b, c = Game(setup(seed=5)), Game(setup(seed=5)), Game(setup(seed=6))
    assert a.hands == b.hands and a.stock == b.stock
    assert a.hands != c.hands
    assert sorted(a.all_cards().elements()) == sorted(DECK.cards())


def test_player_count_limits() -> None:
    with pytest.raises(NotationError, match="2 to 8 players"):
        Game(setup(("Solo",)))
    with pytest.raises(NotationError, match="2 to 8 players"):
        Game(setup([f"P{i}" for i in range(9)]))
    with pytest.raises(NotationError, match="distinct"):
        Game(setup(("Ann", "ann")))
