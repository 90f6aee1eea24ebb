"""Crosswise table texts as Messages (codes ``crosswise.table.*``, worded by
:mod:`lexitile.text.crosswise_texts`): turns, lines, sides, line scores, how a game
ended and the match standing. No Textual here; nothing here makes a sentence.

The sides are named as the rule text names the teams, by colour: Orange for the
columns, Green for the rows (BrettspielWelt Crosswise rules page; ``docs/crosswise.md``).
"""

from __future__ import annotations

from lexitile.core.message import FieldValue, Message
from lexitile.games.crosswise.board import Line, Orientation, Side, square_name
from lexitile.games.crosswise.components import Action, Components
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.moves import Move, MoveTile, Pass, PlaceTile, RemoveTile, ReplaceTile, SwapTiles
from lexitile.games.crosswise.outcome import EndReason, SideResult
from lexitile.games.crosswise.scoring import LineScore
from lexitile.games.crosswise.table import MatchKind

_ACTION_CODES = {
    Action.REMOVE: "crosswise.table.action-remove",
    Action.MOVE: "crosswise.table.action-move",
    Action.SWAP: "crosswise.table.action-swap",
    Action.REPLACE: "crosswise.table.action-replace",
}


def colour(side: Side) -> Message:
    """The team by colour: Orange (columns) or Green (rows)."""
    return Message(f"crosswise.table.colour-{side.value}")


def side_title(side: Side) -> Message:
    """The team by colour with the lines it scores: ``Orange (columns)``."""
    return Message(f"crosswise.table.side-{side.value}")


def line(ln: Line) -> Message:
    """``row 3`` / ``column C``."""
    code = "crosswise.table.row" if ln.orientation is Orientation.ROW else "crosswise.table.column"
    return Message(code, {"label": ln.label})


def move(mv: Move, components: Components) -> Message:
    """A turn in the record's notation (``mover C3 D4``); tile names are translated
    when worded."""
    size = components.size

    def sq(square: int) -> str:
        return square_name(square, size)

    if isinstance(mv, PlaceTile):
        return Message("crosswise.table.move-place", {"tile": components.name(mv.symbol), "square": sq(mv.square)})
    if isinstance(mv, Pass):
        return Message("crosswise.table.move-pass")
    tile = components.name(components.action_tile(mv.action))
    if isinstance(mv, MoveTile):
        return Message("crosswise.table.move-two", {"tile": tile, "square": sq(mv.source), "target": sq(mv.target)})
    if isinstance(mv, RemoveTile):
        return Message("crosswise.table.move-remove", {"tile": tile, "square": sq(mv.square)})
    if isinstance(mv, ReplaceTile):
        fields: dict[str, FieldValue] = {"tile": tile, "square": sq(mv.square), "symbol": components.name(mv.symbol)}
        return Message("crosswise.table.move-replace", fields)
    if isinstance(mv, SwapTiles):
        return Message("crosswise.table.move-two", {"tile": tile, "square": sq(mv.first), "target": sq(mv.second)})
    raise TypeError(f"not a Crosswise turn: {mv!r}")


def line_score(score: LineScore, components: Components) -> Message:
    """What a line scores: ``pair star + three sun = 4``, ``6 different = 6``,
    ``6 x star: wins``, ``nothing``."""
    if score.six is not None:
        return Message("crosswise.table.score-six", {"n": components.size, "tile": components.name(score.six)})
    if score.all_different:
        return Message("crosswise.table.score-different", {"n": components.size, "points": score.points})
    if not score.groups:
        return Message("crosswise.table.score-nothing")
    groups = tuple(
        Message(f"crosswise.table.group-{min(g.count, 5)}", {"tile": components.name(g.symbol)}) for g in score.groups
    )
    return Message("crosswise.table.score-groups", {"groups": groups, "points": score.points})


def action_counts(game: Game) -> tuple[Message, ...]:
    """Each action tile by glyph and name with how many of its copies were played
    (``✖ remover 1/3``), in the components file's order."""
    comps = game.components
    return tuple(
        Message(
            "crosswise.table.played-count",
            {"glyph": k.glyph, "tile": k.name, "n": game.played[k.id], "copies": comps.action_copies},
        )
        for k in comps.actions
    )


def action_key(components: Components) -> tuple[Message, ...]:
    """What each action tile does, by glyph and name (the key to the played tiles)."""
    return tuple(
        Message(_ACTION_CODES[k.action], {"glyph": k.glyph, "tile": k.name})
        for k in components.actions
        if k.action is not None
    )


def sign_key(components: Components) -> tuple[Message, ...]:
    """Each action tile's sign in a few words (``↦ moves a board tile to an empty
    square``): the key shown under the board, beside the counts that name them."""
    return tuple(
        Message(f"crosswise.table.key-{k.action.value}", {"glyph": k.glyph})
        for k in components.actions
        if k.action is not None
    )


def score(columns: int, rows: int) -> Message:
    """Both sides' points, columns first: ``Orange (columns) 14 – Green (rows) 13``."""
    return Message(
        "crosswise.table.score",
        {
            "columns_side": side_title(Side.COLUMNS),
            "columns": columns,
            "rows_side": side_title(Side.ROWS),
            "rows": rows,
        },
    )


def outcome(game: Game, result: SideResult, kind: MatchKind, six_points: int) -> list[Message]:
    """How a game ended, one Message a line.

    A line of six alike wins at once (rule text 001): outside a ``sumof`` match the
    result names the line and no totals; in a ``sumof`` match, where points are added
    up, a second line says what the six counts in the sum (``six_points``) and both
    totals. Otherwise why the game ended, then who won on points or a draw.
    """
    won = result.winner
    players = tuple(game.members(won)) if won is not None else ()
    six = result.six_line
    if result.won_by_six and won is not None and six is not None:
        out = [Message("crosswise.table.won-six", {"colour": colour(won), "line": line(six), "players": players})]
        if kind is MatchKind.SUMOF:
            fields: dict[str, FieldValue] = {"points": six_points, "score": score(result.columns, result.rows)}
            out.append(Message("crosswise.table.six-in-sum", fields))
        return out
    if result.reason is EndReason.FULL:
        why = Message("crosswise.table.end-full")
    elif result.reason is EndReason.BLOCKED:
        why = Message("crosswise.table.end-blocked")
    else:
        why = Message("crosswise.table.end-stuck", {"player": game.players[game.seat]})
    points = score(result.columns, result.rows)
    if won is None:
        return [why, Message("crosswise.table.draw-points", {"score": points})]
    return [why, Message("crosswise.table.won-points", {"colour": colour(won), "players": players, "score": points})]


def standing(match: Match) -> Message | None:
    """The match standing by colour (``Orange (columns) 2 – Green (rows) 1 (match 3)``);
    ``None`` for a single game."""
    kind = match.rule.kind
    if kind is MatchKind.MATCH:
        fields: dict[str, FieldValue] = {
            "columns": match.wins(Side.COLUMNS),
            "rows": match.wins(Side.ROWS),
            "n": match.rule.target,
        }
        return Message("crosswise.table.standing-match", fields)
    if kind is MatchKind.SUMOF:
        fields = {
            "columns": match.points(Side.COLUMNS),
            "rows": match.points(Side.ROWS),
            "done": len(match.outcomes),
            "n": match.rule.target,
        }
        return Message("crosswise.table.standing-sumof", fields)
    return None


def match_result(match: Match) -> Message | None:
    """Who won the match once it is over (``None`` while it goes on or for a single game)."""
    if not match.is_over or match.rule.kind is MatchKind.SINGLE:
        return None
    won = match.winner
    if won is None:
        return Message("crosswise.table.match-draw")
    return Message("crosswise.table.match-won", {"side": side_title(won), "players": tuple(match.game.members(won))})
