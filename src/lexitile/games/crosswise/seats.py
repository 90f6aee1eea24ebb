"""Seats, sides and the turn cycle of a Crosswise table; player names.

Rules (summed up in ``docs/crosswise.md``): the first player listed plays for the
columns, the sides alternate down the list (FH Wedel assignment A). 2 players: one
each. 4 players: partners sit opposite, turns go round the table (BrettspielWelt
Crosswise rules page). 3 players: one player is alone on the rows side and moves after
every turn of either partner (B; poeppelkiste).
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.games.crosswise.board import Side
from lexitile.text.safe import has_unsafe, visible

#: Seats a game can have.
MIN_PLAYERS, MAX_PLAYERS = 2, 4


def check_names(names: Sequence[str], *, new: bool = True) -> list[str]:
    """Validate player names: 2-4, non-empty, distinct (case-insensitive), at most 20
    characters, without ``,`` ``#`` or ``:`` (the record format uses them), and, for a
    new game, without control characters (:func:`lexitile.text.safe.has_unsafe`, the
    board game's rule: a name is shown on terminals). A record already written keeps
    loading (``new=False``): its names are shown with those characters made visible.

    Returns:
        The names, stripped.

    Raises:
        ValueError: naming the problem.
    """
    cleaned = [n.strip() for n in names]
    if not MIN_PLAYERS <= len(cleaned) <= MAX_PLAYERS:
        raise ValueError(f"Crosswise needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {len(cleaned)}")
    for i, n in enumerate(cleaned, 1):
        if not n:
            raise ValueError(f"player {i} has no name")
        if len(n) > 20:
            raise ValueError(f"player name {n!r} is longer than 20 characters")
        bad = [ch for ch in ",#:" if ch in n]
        if bad:
            raise ValueError(f"player name {n!r} contains {bad[0]!r}")
        if new and has_unsafe(n):
            raise ValueError(f"player name '{visible(n)}' contains a control character")
    lower = [n.casefold() for n in cleaned]
    dupes = sorted({n for n in cleaned if lower.count(n.casefold()) > 1})
    if dupes:
        raise ValueError(f"two players have the same name: {', '.join(dupes)}")
    return cleaned


def base_turn_order(n_players: int, lone: int = 1) -> tuple[int, ...]:
    """The turn cycle before rotation: 2 -> (0, 1); 3 -> (partner, lone, partner,
    lone), the partners in seating order: (0, 1, 2, 1) with seat 1 alone, (1, 0, 2, 0)
    with seat 0 alone; 4 -> (0, 1, 2, 3)."""
    if n_players == 3:
        first, second = (s for s in range(3) if s != lone)
        return (first, lone, second, lone)
    return tuple(range(n_players))


def side_of_seat(seat: int) -> Side:
    """The side of a 0-based seat: even seats the columns, odd seats the rows (A)."""
    return Side.COLUMNS if seat % 2 == 0 else Side.ROWS
