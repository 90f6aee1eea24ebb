"""The Quiddler table's status line as a message (round, hand size, dealer, whose turn,
what to do), shared by the session (:mod:`lexitile.play.quiddler`) and the table
(:mod:`lexitile.play.quiddler_table`)."""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.core.message import FieldValue, Message
from lexitile.games.quiddler.game import Game, Phase

__all__ = ["names_and", "status_message"]


def names_and(names: Sequence[str]) -> FieldValue:
    """``A, B and C`` as a field: one name as it is, more as a ``quiddler.table.and``
    message (worded in the language it is rendered in)."""
    if len(names) < 2:
        return names[0] if names else ""
    return Message("quiddler.table.and", {"first": ", ".join(names[:-1]), "second": names[-1]})


def status_message(game: Game) -> Message:
    """The status line: round, hand size, dealer, whose turn and what to do; a last
    turn is said first (it must not be cut off at the end of a narrow line)."""
    outcome = game.outcome()
    if outcome is not None:
        winners = outcome.winners
        return Message(
            "quiddler.table.game-over",
            {
                "rounds": game.round_count,
                "names": names_and([game.players[s] for s in winners]),
                "points": max(outcome.finals),
                "n": len(winners),
            },
        )
    todo = "quiddler.table.todo-draw" if game.phase is Phase.DRAW else "quiddler.table.todo-finish"
    line = Message(
        "quiddler.table.status",
        {
            "round": game.round_number,
            "rounds": game.round_count,
            "cards": game.hand_size,
            "dealer": game.players[game.dealer],
            "name": game.players[game.current],
            "todo": Message(todo),
        },
    )
    if game.went_out is not None:
        return Message("quiddler.table.last-turn", {"name": game.players[game.went_out], "line": line})
    return line
