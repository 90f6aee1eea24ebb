"""The wording of the board game's refusals (codes ``rules.*``, raised by
:mod:`lexitile.games.crossword.rules` as :class:`lexitile.errors.IllegalMoveError`).

The English templates give exactly the engine's sentences, so the English rendering of
a refusal is the text the command line has always printed.
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template, plural

TEMPLATES: dict[str, Template] = {
    "rules.no-tiles": Template(N_("a play must place at least one tile")),
    "rules.off-board": Template(N_("row {row}, column {col} is off the board")),
    "rules.occupied": Template(N_("{square} is already covered")),
    "rules.blank-without-letter": Template(N_("the blank on {square} needs a letter")),
    "rules.not-in-line": Template(N_("all tiles of a play must lie in one row or one column")),
    "rules.gap": Template(N_("the tiles must form one unbroken line: {squares} left empty")),
    "rules.start-not-covered": Template(N_("the first play must cover the start square {square}")),
    "rules.first-play-too-short": plural(
        "the first play needs at least {n} tile", "the first play needs at least {n} tiles"
    ),
    "rules.not-connected": Template(N_("the play must touch a tile already on the board")),
    "rules.no-word": Template(N_("the play must form a word of at least 2 letters")),
    "rules.unknown-letter": Template(N_("{letter} on {square} is not a letter of the {tileset} tile set")),
    "rules.tile-not-on-rack": Template(N_("not on the rack {rack}: {tiles}")),
    "rules.not-a-word": Template(N_("not in the lexicon: {words}")),
    "rules.exchange-empty": Template(N_("name at least one tile to exchange")),
    "rules.exchange-bag-too-small": plural(
        "exchanging needs at least {n} tile in the bag; it holds {bag}",
        "exchanging needs at least {n} tiles in the bag; it holds {bag}",
    ),
    "rules.exchange-more-than-bag": plural(
        "the bag holds only {n} tile; exchange at most that many",
        "the bag holds only {n} tiles; exchange at most that many",
    ),
    "rules.exchange-not-on-rack": Template(N_("not on the rack {rack}: {tiles}")),
    "rules.exchange-limit": plural(
        "each player may exchange at most {n} time a game", "each player may exchange at most {n} times a game"
    ),
    "rules.no-paid-exchange": Template(N_("these rules have no paid exchange")),
    "rules.game-over": Template(N_("the game is over")),
    "rules.game-over-went-out": Template(N_("the last play went out: challenge it or accept it to end the game")),
    "rules.game-over-penalties": Template(N_("time penalties are charged when the game has ended")),
    "rules.nothing-to-challenge": Template(N_("there is no play to challenge")),
    "rules.own-play": Template(N_("a player cannot challenge their own play")),
}
