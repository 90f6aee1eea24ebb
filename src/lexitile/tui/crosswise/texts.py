"""Crosswise texts in the interface language (no Textual here).

The engine (:mod:`lexitile.crosswise`) builds its sentences, move texts and tile names
in English: they are the notation of the record files and the command line and stay as
they are. The screens show them through these functions instead: in English exactly
the engine's text (so the English screens do not change), in German or Portuguese a
translation that keeps the squares, numbers and player names.
"""

from __future__ import annotations

import re

from lexitile.crosswise.board import Line, Orientation, Side, square_name
from lexitile.crosswise.components import Components
from lexitile.crosswise.errors import IllegalTurnError, TurnReason
from lexitile.crosswise.match import Match
from lexitile.crosswise.moves import Move, MoveTile, Pass, PlaceTile, RemoveTile, ReplaceTile, SwapTiles, format_move
from lexitile.crosswise.scoring import LineScore
from lexitile.crosswise.table import MatchKind
from lexitile.i18n import DEFAULT_LANGUAGE, N_, _, pgettext, ui_language
from lexitile.tui.readback import Render, read_back, template

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


def _tile_named(fields: dict[str, str]) -> dict[str, str]:
    return {k: name_text(v) if k == "tile" else v for k, v in fields.items()}


def _t(message: str) -> Render:
    return template(message, _tile_named)


#: The engine's refusals (``lexitile.crosswise.game``), read back: (code, pattern, text).
_TURN_DETAILS: tuple[tuple[TurnReason, re.Pattern[str], Render], ...] = (
    (TurnReason.GAME_OVER, re.compile(r"the game is over"), _t(N_("the game is over"))),
    (
        TurnReason.MUST_PLAY,
        re.compile(r"you must play a tile: passing is only allowed with no legal turn"),
        _t(N_("you must play a tile: passing is only allowed with no legal turn")),
    ),
    (
        TurnReason.OFF_BOARD,
        re.compile(r"square (?P<square>-?\d+) is off the board"),
        _t(N_("square {square} is off the board")),
    ),
    (
        TurnReason.NOT_A_SYMBOL,
        re.compile(r"(?P<tile>\S+) cannot be placed: it is not a symbol"),
        _t(N_("{tile} cannot be placed: it is not a symbol")),
    ),
    (
        TurnReason.NOT_A_SYMBOL,
        re.compile(r"(?P<tile>\S+) cannot be put on the board by a replacer: it is not a symbol"),
        _t(N_("{tile} cannot be put on the board by a replacer: it is not a symbol")),
    ),
    (TurnReason.NOT_IN_HAND, re.compile(r"no (?P<tile>\S+) in your hand"), _t(N_("no {tile} in your hand"))),
    (
        TurnReason.OCCUPIED,
        re.compile(r"(?P<square>\S+) is occupied \((?P<tile>\S+)\): a symbol goes on an empty square"),
        _t(N_("{square} is occupied ({tile}): a symbol goes on an empty square")),
    ),
    (
        TurnReason.OCCUPIED,
        re.compile(r"(?P<square>\S+) is occupied: a mover moves a tile to an empty square"),
        _t(N_("{square} is occupied: a mover moves a tile to an empty square")),
    ),
    (
        TurnReason.SAME_SQUARE,
        re.compile(r"a (?P<tile>\S+) needs two different squares, got (?P<square>\S+) twice"),
        _t(N_("a {tile} needs two different squares, got {square} twice")),
    ),
    (
        TurnReason.EMPTY_SQUARE,
        re.compile(r"(?P<square>\S+) is empty: a (?P<tile>\S+) works on a tile on the board"),
        _t(N_("{square} is empty: a {tile} works on a tile on the board")),
    ),
)


def turn_error_text(exc: IllegalTurnError) -> str:
    """A refused turn as shown to players: the engine's sentence in English, a
    translation keeping its squares and tiles otherwise (the English sentence when it
    has a shape not known here)."""
    detail = exc.detail
    if english():
        return detail
    table = ((pattern, render) for reason, pattern, render in _TURN_DETAILS if reason is exc.reason)
    return read_back(detail, table) or detail
