"""Helpers for the Crosswise tests: positions from text art and hands by name."""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.games.crosswise.board import board_from_text
from lexitile.games.crosswise.components import Components
from lexitile.games.crosswise.files import load_components
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.table import TableRules

COMPONENTS = load_components()

EMPTY_BOARD = "......\n" * 6

#: The BrettspielWelt worked example (rule text 001, "Scoring example"): every row and
#: column has the composition the text lists. Rows ("Red team"): 4+2, 4, 3, 2+2, 3+2,
#: 2+2 = 6+5+3+2+4+2 = 22. Columns ("Grün"): 2+2, 2+2, 5, six different, 2, six
#: different = 2+2+7+6+1+6 = 24. (Board found by search; the text gives no board.)
BSW_EXAMPLE = """
XPXPPP
XTOXXX
TQOTST
PSOOQS
QSOQSQ
PPOSTO
"""


def tiles(names: str, comps: Components = COMPONENTS) -> list[int]:
    """Tile ids from names or letters separated by spaces: ``"star mover S"``."""
    return [comps.tile(n) for n in names.split()]


def position(
    board: str = EMPTY_BOARD,
    hands: Sequence[str] = ("", ""),
    players: Sequence[str] | None = None,
    seat: int = 0,
    bag: str | None = None,
    table: TableRules | None = None,
    played: dict[str, int] | None = None,
    comps: Components = COMPONENTS,
) -> Game:
    """A game at a position: ``board`` as text art, one hand per player as tile names
    (``"star sun mover"``), ``bag`` as names in draw order (``None``: the rest of the set)."""
    names = list(players) if players is not None else ["Ann", "Bo", "Cy", "Di"][: len(hands)]
    return Game.from_position(
        comps,
        names,
        board_from_text(board, comps),
        [tiles(h, comps) for h in hands],
        bag=None if bag is None else tiles(bag, comps),
        played={comps.tile(k): v for k, v in (played or {}).items()},
        seat=seat,
        table=table,
    )
