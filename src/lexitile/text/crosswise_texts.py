"""The wording of Crosswise's refused turns (codes ``crosswise.*``, raised by
:mod:`lexitile.crosswise.game` as ``IllegalTurnError``).

The English templates give exactly the engine's sentences. A ``tile`` field holds the
tile's name in the components file (``"star"``); it is shown in the language's word
for it (catalog context ``crosswise tile``).
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template

#: Fields holding a tile name, and the catalog context of those names.
_TILE = {"tile": "crosswise tile"}

TEMPLATES: dict[str, Template] = {
    "crosswise.game-over": Template(N_("the game is over")),
    "crosswise.must-play": Template(N_("you must play a tile: passing is only allowed with no legal turn")),
    "crosswise.off-board": Template(N_("square {square} is off the board")),
    "crosswise.not-a-symbol": Template(N_("{tile} cannot be placed: it is not a symbol"), names=_TILE),
    "crosswise.replacer-not-a-symbol": Template(
        N_("{tile} cannot be put on the board by a replacer: it is not a symbol"), names=_TILE
    ),
    "crosswise.not-in-hand": Template(N_("no {tile} in your hand"), names=_TILE),
    "crosswise.occupied": Template(N_("{square} is occupied ({tile}): a symbol goes on an empty square"), names=_TILE),
    "crosswise.occupied-target": Template(N_("{square} is occupied: a mover moves a tile to an empty square")),
    "crosswise.same-square": Template(N_("a {tile} needs two different squares, got {square} twice"), names=_TILE),
    "crosswise.empty-square": Template(N_("{square} is empty: a {tile} works on a tile on the board"), names=_TILE),
}
