"""Quiddler, the rummy-style word card game: a second game mode.

Pure rules, no I/O and no Textual (file access is only in :mod:`.storage`):

* :mod:`.cards` -- :class:`Deck` (loaded from ``data/quiddler/*.toml``) and :class:`Meld`;
* :mod:`.options` -- :class:`TableOptions`: publisher's rules and house-rule options;
* :mod:`.actions` -- ``Draw`` / ``Discard`` / ``GoOut`` / ``LastTurn`` with text forms;
* :mod:`.words` -- word checks and turning a typed word into cards;
* :mod:`.scoring` -- round scoring and bonuses;
* :mod:`.game` -- :class:`Game`: rounds, turns, going out, last turns, history;
* :mod:`.record` -- the text record format (save, load, replay);
* :mod:`.solver` and :mod:`.robots` -- best arrangement of a hand, robot players.

Typical use::

    from lexitile.games.quiddler import Game, GameSetup, load_deck
    game = Game(GameSetup(("Ann", "Bob"), seed=7, deck=load_deck()), lexicon)
    game.draw("stock"); game.discard(game.hand()[0])
"""

from lexitile.games.quiddler.actions import (
    Action,
    Discard,
    Draw,
    GoOut,
    LastTurn,
    Source,
    parse_action,
)
from lexitile.games.quiddler.cards import Deck, Meld
from lexitile.games.quiddler.errors import (
    IllegalActionError,
    NotationError,
    QReason,
    QuiddlerError,
    RecordError,
    WordEntryError,
)
from lexitile.games.quiddler.game import Game, Phase, SeatView
from lexitile.games.quiddler.options import Floor, StockOut, TableOptions, TwoPlayerBonus
from lexitile.games.quiddler.scoring import PlayerRound, RoundEnd, RoundResult, score_round
from lexitile.games.quiddler.setup import GameSetup
from lexitile.games.quiddler.words import WordChoice, check_meld, decompositions, resolve_word


def load_deck(spec: str = "english") -> Deck:
    """The deck by built-in name or file path (see :func:`lexitile.games.quiddler.storage.load_deck`)."""
    from lexitile.games.quiddler.storage import load_deck as _load  # noqa: PLC0415 - loaded on first use, not at start-up

    return _load(spec)


__all__ = [
    "Action",
    "Deck",
    "Discard",
    "Draw",
    "Floor",
    "Game",
    "GameSetup",
    "GoOut",
    "IllegalActionError",
    "LastTurn",
    "Meld",
    "NotationError",
    "Phase",
    "PlayerRound",
    "QReason",
    "QuiddlerError",
    "RecordError",
    "RoundEnd",
    "RoundResult",
    "SeatView",
    "Source",
    "StockOut",
    "TableOptions",
    "TwoPlayerBonus",
    "WordChoice",
    "WordEntryError",
    "check_meld",
    "decompositions",
    "load_deck",
    "parse_action",
    "resolve_word",
    "score_round",
]
