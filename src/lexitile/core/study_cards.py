"""A study card before it enters a cardbox: the word, why it is studied, and where it
came from.

Cards come from a player's own games (a bingo the rack held and the player did not
play, a play that lost equity against the best, a phony challenged off) and from the
words the player looked up in the word box during a game. A card's key in a cardbox
is ``(profile, game, turn, kind, word)``; the game is named by its identity
(:func:`lexitile.games.crossword.records.game_identity.game_identity`: from its events, not its file),
so a game studied twice adds nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["CardKind", "CardSource", "NewCard"]


class CardKind(StrEnum):
    """Why a word is a card (the ``kind`` of ``lexitile study --json``)."""

    MISSED_BINGO = "missed-bingo"
    EQUITY_LOSS = "equity-loss"
    PHONY = "phony"
    LOOKED_UP = "looked-up"


@dataclass(frozen=True, slots=True)
class CardSource:
    """Where a card came from.

    Attributes:
        game: the game's identity (hex text; :func:`lexitile.games.crossword.records.game_identity.game_identity`).
        turn: the 1-based turn of the game (plays, exchanges and passes counted).
        rack: the rack the player held (``?`` for a blank; ``""`` when unknown).
        play: the move the player made, GCG notation (``8H W.RD``, ``-QU``, ``-``).
    """

    game: str
    turn: int
    rack: str = ""
    play: str = ""


@dataclass(frozen=True, slots=True)
class NewCard:
    """A card to add to a profile's cardbox.

    Attributes:
        word: the word studied, upper case (a phony for :attr:`CardKind.PHONY`).
        kind: why it is studied.
        word_list: the word list it was judged with (a built-in name such as ``en``, or
            the user's list's name).
        source: the game, turn, rack and play it came from.
    """

    word: str
    kind: CardKind
    word_list: str
    source: CardSource
