"""What the game-over screens of every mode say about the household league: what each
profile gained (XP, chips, a new level), or why nothing was counted."""

from __future__ import annotations

from lexitile.core.league_rules import GameStatus
from lexitile.i18n import _
from lexitile.play.league_table import LeagueOutcome


def league_error_text(error: str) -> str:
    """The notice when the league could not record a game (the game itself is saved)."""
    return _("The league could not record this game (the game itself is saved): {error}").format(error=error)


def league_lines(outcome: LeagueOutcome | None) -> list[str]:
    """One line per profile (``Ann: +20 XP, +50 chips, level 2 reached``), or one line
    saying why the game gave nothing; empty when no profile sat at the table."""
    if outcome is None:
        return []
    if outcome.error:
        return [league_error_text(outcome.error)]
    lines: list[str] = []
    if outcome.again:
        lines.append(_("Recorded in the league before; nothing new."))
    if outcome.status is GameStatus.ABORTED:
        lines.append(_("Annulled by agreement: every wager goes back, no XP."))
        return lines
    if not outcome.competitive:
        lines.append(_("A practice game: no XP and no chips."))
        return lines
    for gain in outcome.gains:
        line = _("{name}: {xp:+d} XP, {chips:+d} chips, level {level}").format(
            name=gain.name, xp=gain.xp, chips=gain.chips, level=gain.level
        )
        if gain.level_up:
            line += " — " + _("a new level!")
        lines.append(line)
    if outcome.gains and not any(g.xp for g in outcome.gains):
        lines.append(_("Fewer than two profiles played: no XP."))
    return lines
