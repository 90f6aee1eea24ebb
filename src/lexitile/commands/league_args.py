"""The league's table options on the command line, the same for ``lexitile play``,
``quiddler`` and ``crosswise``: ``--practice`` (a practice game: no XP, no chips) and
``--wager N`` (chips each player stakes). Before the game starts every seat is checked
(:func:`lexitile.play.league_table.seat_people`): a refusal is one line on standard
error and exit status 2."""

from __future__ import annotations

import argparse
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from lexitile.errors import UsageError

if TYPE_CHECKING:
    from lexitile.play.league_table import LeagueTable


def add_league_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--practice`` and ``--wager`` to a game command's parser."""
    parser.add_argument(
        "--practice",
        action="store_true",
        help="a practice game: the league gives no XP and no chips (default: play for points and chips)",
    )
    parser.add_argument(
        "--wager",
        type=int,
        default=0,
        metavar="CHIPS",
        help="chips each player stakes; every seat must be a league profile that can cover it (default: none)",
    )


def league_defaults(args: argparse.Namespace) -> LeagueTable:
    """The table options as given, without seats (for the new-game screen's defaults).

    Raises:
        UsageError: a wager with ``--practice``, or a negative one.
    """
    from lexitile.play.league_table import LeagueTable  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    try:
        return LeagueTable(not getattr(args, "practice", False), getattr(args, "wager", 0) or 0)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def league_from_args(args: argparse.Namespace, names: Sequence[str], robots: Collection[str]) -> LeagueTable:
    """The league table of a game started from the command line, its seats checked.

    Raises:
        UsageError: a bad wager, a guest or robot at a table with a wager, or a profile
            that cannot cover it.
    """
    from lexitile.core.league_rules import LeagueError  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.play.league_table import seat_people  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    table = league_defaults(args)
    try:
        return seat_people(names, robots, competitive=table.competitive, wager=table.wager)
    except LeagueError as exc:
        raise UsageError(str(exc)) from None
