"""Every player's running score, turn by turn: the data of the score-progress chart
(the game-over screen and the replay's review), without Textual.

One point per turn (a play, an exchange or a pass): every player's total after it.
Events that are not turns (a challenge bonus or penalty, a withdrawn phony, a time
penalty, the end-of-game rack points) belong to the turn before them, so they change
that turn's point; the last point is the final score.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = ["score_progress"]


def score_progress(
    events: Iterable[tuple[int, int, bool]], players: int, final: Sequence[int] | None = None
) -> list[tuple[int, ...]]:
    """The totals after every turn.

    Args:
        events: ``(seat, the seat's total after the event, is a turn)`` per event, in
            order (a record's cumulative column, or a game's history).
        players: the number of seats.
        final: the final scores, when they are known apart from the events (a game
            settled by the rules without end-of-game lines); they replace the last point.

    Returns:
        ``[(total of seat 0, total of seat 1, ...), ...]``: the start (all 0), then one
        tuple per turn.
    """
    totals = [0] * players
    points: list[tuple[int, ...]] = [tuple(totals)]
    for seat, cumulative, is_turn in events:
        totals[seat] = cumulative
        if is_turn or len(points) == 1:
            points.append(tuple(totals))
        else:
            points[-1] = tuple(totals)
    if final is not None and len(final) == players:
        if len(points) == 1:
            points.append(tuple(final))
        else:
            points[-1] = tuple(final)
    return points
