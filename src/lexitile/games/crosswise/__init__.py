"""Crosswise: the two-team tile-laying game (Nicholas Cravotta, Schmidt Spiele 2011).

The pure rules package of the mode: no file access, no Textual. Rule text: the
BrettspielWelt Crosswise rules page; numbers, their sources and the disagreements
between sources: ``docs/crosswise.md``; the choices made
where sources disagree: ``data/crosswise/rules-card.txt`` and ``docs/crosswise.md``.

Modules:
    components: the pieces and scoring table as data (parsed from TOML text).
    board: squares (``C3``), lines, sides, text-art boards.
    scoring: line and side points.
    moves: turns as values with a canonical text form.
    table: table options and match options.
    seats: seats, sides, the turn cycle; player names.
    effects: what a turn does to the board's lines.
    outcome: how a game ended.
    game: a game in progress (the engine).
    match: ``match X`` / ``sumof X`` series of games.
    record: the record text format (write and replay).
    robots: robot players and headless self-play.
    files: the one module that reads data files and saves records (not imported here).
"""

from lexitile.games.crosswise.board import (
    Line,
    Orientation,
    Side,
    board_from_text,
    board_to_text,
    parse_square,
    square_name,
)
from lexitile.games.crosswise.components import EMPTY, Action, Components, TileKind, parse_components
from lexitile.games.crosswise.effects import Effect, LineChange
from lexitile.games.crosswise.errors import (
    ComponentsError,
    CrosswiseError,
    IllegalTurnError,
    NotationError,
    RecordError,
    TurnReason,
)
from lexitile.games.crosswise.game import Game, Turn
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.moves import (
    Move,
    MoveTile,
    Pass,
    PlaceTile,
    RemoveTile,
    ReplaceTile,
    SwapTiles,
    format_move,
    parse_move,
)
from lexitile.games.crosswise.outcome import EndReason, SideResult
from lexitile.games.crosswise.scoring import LineScore, Scorer
from lexitile.games.crosswise.table import Deal, MatchKind, MatchRule, Stuck, TableRules

__all__ = [
    "EMPTY",
    "Action",
    "Components",
    "ComponentsError",
    "CrosswiseError",
    "Deal",
    "Effect",
    "EndReason",
    "Game",
    "IllegalTurnError",
    "Line",
    "LineChange",
    "LineScore",
    "Match",
    "MatchKind",
    "MatchRule",
    "Move",
    "MoveTile",
    "NotationError",
    "Orientation",
    "Pass",
    "PlaceTile",
    "RecordError",
    "RemoveTile",
    "ReplaceTile",
    "Scorer",
    "Side",
    "SideResult",
    "Stuck",
    "SwapTiles",
    "TableRules",
    "TileKind",
    "Turn",
    "TurnReason",
    "board_from_text",
    "board_to_text",
    "format_move",
    "parse_components",
    "parse_move",
    "parse_square",
    "square_name",
]
