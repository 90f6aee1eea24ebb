"""Crosswise texts in the interface language (no Textual here).

The engine (:mod:`lexitile.crosswise`) builds its sentences, move texts and tile names
in English: they are the notation of the record files and the command line and stay as
they are. The screens show them through these functions instead: in English exactly
the engine's text (so the English screens do not change), in German or Portuguese a
translation that keeps the squares, numbers and player names.
"""

from __future__ import annotations

from lexitile.crosswise.board import Line, Orientation, Side, square_name
from lexitile.crosswise.components import Components
from lexitile.crosswise.errors import IllegalTurnError
from lexitile.crosswise.match import Match
from lexitile.crosswise.moves import Move, MoveTile, Pass, PlaceTile, RemoveTile, ReplaceTile, SwapTiles, format_move
from lexitile.crosswise.scoring import LineScore
from lexitile.crosswise.table import MatchKind
from lexitile.i18n import DEFAULT_LANGUAGE, N_, _, pgettext, ui_language
from lexitile.text.render import render_or

_SIDE_LABELS = {Side.COLUMNS: N_("COLUMNS"), Side.ROWS: N_("ROWS")}


def english() -> bool:
    """True when the interface is shown in English (the engine's own texts)."""
    return ui_language() == DEFAULT_LANGUAGE


def side_label(side: Side) -> str:
    """``"COLUMNS"`` or ``"ROWS"``: how a side is named on screen."""
    return _(_SIDE_LABELS[side])


def _tile_names() -> dict[str, str]:
    # The names of data/crosswise/standard.toml; "square" is a tile here, not a board square.
    return {
        "sun": pgettext("crosswise tile", "sun"),
        "cross": pgettext("crosswise tile", "cross"),
        "triangle": pgettext("crosswise tile", "triangle"),
        "square": pgettext("crosswise tile", "square"),
        "pentagon": pgettext("crosswise tile", "pentagon"),
        "star": pgettext("crosswise tile", "star"),
        "mover": pgettext("crosswise tile", "mover"),
        "remover": pgettext("crosswise tile", "remover"),
        "swapper": pgettext("crosswise tile", "swapper"),
        "replacer": pgettext("crosswise tile", "replacer"),
        "empty": pgettext("crosswise tile", "empty"),
    }


def name_text(name: str) -> str:
    """A tile name (``"star"``) in the interface language; other names unchanged."""
    if english():
        return name
    return _tile_names().get(name, name)


def tile_name(components: Components, tile: int) -> str:
    """The name of a tile id in the interface language."""
    return name_text(components.name(tile))


def move_text(move: Move, components: Components) -> str:
    """A turn as shown on screen: :func:`format_move` (``"mover C3 D4"``) with the
    tile names in the interface language."""
    if english():
        return format_move(move, components)
    size = components.size

    def sq(s: int) -> str:
        return square_name(s, size)

    if isinstance(move, PlaceTile):
        return f"{tile_name(components, move.symbol)} {sq(move.square)}"
    if isinstance(move, Pass):
        return _("pass")
    name = tile_name(components, components.action_tile(move.action))
    if isinstance(move, MoveTile):
        return f"{name} {sq(move.source)} {sq(move.target)}"
    if isinstance(move, RemoveTile):
        return f"{name} {sq(move.square)}"
    if isinstance(move, ReplaceTile):
        return f"{name} {sq(move.square)} {tile_name(components, move.symbol)}"
    if isinstance(move, SwapTiles):
        return f"{name} {sq(move.first)} {sq(move.second)}"
    return format_move(move, components)


def line_text(line: Line) -> str:
    """``"row 3"`` / ``"column C"`` in the interface language."""
    if line.orientation is Orientation.ROW:
        return _("row {label}").format(label=line.label)
    return _("column {label}").format(label=line.label)


_GROUPS = {2: N_("pair {tile}"), 3: N_("three {tile}"), 4: N_("four {tile}"), 5: N_("five {tile}")}


def score_text(score: LineScore, components: Components) -> str:
    """What a line scores (:meth:`LineScore.describe`) in the interface language."""
    if english():
        return score.describe(components)
    if score.six is not None:
        return _("{n} x {tile}: wins").format(n=components.size, tile=tile_name(components, score.six))
    if score.all_different:
        return _("{n} different = {points}").format(n=components.size, points=score.points)
    if not score.groups:
        return _("nothing")
    parts = []
    for g in score.groups:
        name = tile_name(components, g.symbol)
        parts.append(_(_GROUPS[g.count]).format(tile=name) if g.count in _GROUPS else f"{g.count} {name}")
    return " + ".join(parts) + f" = {score.points}"


def standing_text(match: Match) -> str:
    """The match standing (:meth:`Match.standing`) in the interface language: the
    teams by colour with their lines, ``"Orange (columns) 2 – Green (rows) 1 (match 3)"``."""
    if english():
        return match.standing()
    kind = match.rule.kind
    if kind is MatchKind.MATCH:
        return _("Orange (columns) {columns} – Green (rows) {rows} (match {n})").format(
            columns=match.wins(Side.COLUMNS), rows=match.wins(Side.ROWS), n=match.rule.target
        )
    if kind is MatchKind.SUMOF:
        return _("Orange (columns) {columns} – Green (rows) {rows} after {done} of {n} (sumof {n})").format(
            columns=match.points(Side.COLUMNS),
            rows=match.points(Side.ROWS),
            done=len(match.outcomes),
            n=match.rule.target,
        )
    return _("single game")


def turn_error_text(exc: IllegalTurnError) -> str:
    """A refused turn as shown to players: its message (code, squares and tiles) worded
    in the interface language (the English sentence for a message without wording)."""
    return render_or(exc.message, exc.detail)
