"""Crosswise texts in the interface language, for the screens that show engine objects
(the replay, the hand). No Textual here, and no wording of its own: every text is a
Message of :mod:`lexitile.play.crosswise_messages` rendered by :mod:`lexitile.text`,
so the table, the replay and the command line word a turn, a line and a score once.

In English the texts are the engine's notation (``format_move``, ``LineScore.describe``,
``Match.standing``); in German or Portuguese the tile names are translated and the
squares, numbers and player names kept.
"""

from __future__ import annotations

from lexitile.games.crosswise.board import Line, Side
from lexitile.games.crosswise.components import Components
from lexitile.games.crosswise.errors import IllegalTurnError
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.moves import Move
from lexitile.games.crosswise.scoring import LineScore
from lexitile.i18n import NP_, _, pgettext
from lexitile.play import crosswise_messages as msg
from lexitile.text.render import render, render_or


def side_label(side: Side) -> str:
    """A side by its colour (``"Orange"``, ``"Green"``), as the rule text names the teams."""
    return render(msg.colour(side))


#: The tile names of ``data/crosswise/standard.toml``, listed here so that the catalog
#: collects them ("square" is a tile here, not a board square); the names themselves
#: come from the component file at run time.
TILE_NAMES = (
    NP_("crosswise tile", "sun"),
    NP_("crosswise tile", "cross"),
    NP_("crosswise tile", "triangle"),
    NP_("crosswise tile", "square"),
    NP_("crosswise tile", "pentagon"),
    NP_("crosswise tile", "star"),
    NP_("crosswise tile", "mover"),
    NP_("crosswise tile", "remover"),
    NP_("crosswise tile", "swapper"),
    NP_("crosswise tile", "replacer"),
    NP_("crosswise tile", "empty"),
)


def name_text(name: str) -> str:
    """A tile name (``"star"``) in the interface language; other names unchanged."""
    return pgettext("crosswise tile", name)


def tile_name(components: Components, tile: int) -> str:
    """The name of a tile id in the interface language."""
    return name_text(components.name(tile))


def move_text(move: Move, components: Components) -> str:
    """A turn as shown on screen: the record's notation (``"mover C3 D4"``) with the
    tile names in the interface language."""
    return render(msg.move(move, components))


def line_text(line: Line) -> str:
    """``"row 3"`` / ``"column C"`` in the interface language."""
    return render(msg.line(line))


def score_text(score: LineScore, components: Components) -> str:
    """What a line scores (``"pair star + three sun = 4"``) in the interface language."""
    return render(msg.line_score(score, components))


def standing_text(match: Match) -> str:
    """The match standing by colour with the lines, ``"Orange (columns) 2 – Green
    (rows) 1 (match 3)"``; ``"single game"`` for one game."""
    standing = msg.standing(match)
    return _("single game") if standing is None else render(standing)


def turn_error_text(exc: IllegalTurnError) -> str:
    """A refused turn as shown to players: its message (code, squares and tiles) worded
    in the interface language (the English sentence for a message without wording)."""
    return render_or(exc.message, exc.detail)
