"""Why a league screen could not read or write the league, in the interface language
(shared by the league table and the profile screen)."""

from __future__ import annotations

import sqlite3

from lexitile.core.league_rules import LeagueError
from lexitile.i18n import _
from lexitile.text.faults import fault_text

__all__ = ["FAULTS", "league_fault"]

#: What a league request may raise that a screen shows instead of failing.
FAULTS = (LeagueError, sqlite3.Error, OSError)


def league_fault(exc: BaseException) -> str:
    """Why a league request failed, in the interface language (a refusal of the
    league's own rules keeps its reason; a file that cannot be read says so)."""
    if isinstance(exc, LeagueError) and getattr(exc, "why", None) is not None:
        return fault_text(exc)
    return _("The league cannot be read: {reason}").format(reason=str(exc))
