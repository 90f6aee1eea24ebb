"""The review panel of the replay: the selected turn against the best plays.

For the turn on screen (:class:`~lexitile.games.crossword.engine.analysis.TurnAnalysis`): the move made
with its equity, its rank among every option and the equity it lost; then the top five
plays, each numbered by its rank among every option as the move made is (notation,
score, leave, equity; ``=`` marks the one the player made); when the
best option was an exchange, that exchange and the tiles it keeps. The alternative
shown on the board is marked ``▶`` (``a`` steps through them). Under it, while the
game is being analysed, how far the analysis has got.

The panel only draws what it is given; the replay screen
(:mod:`lexitile.tui.screens.review`) owns the analysis.
"""

from __future__ import annotations

from rich.text import Text

from lexitile.games.crossword.engine.analysis import TurnAnalysis
from lexitile.games.crossword.engine.evaluator import Candidate
from lexitile.i18n import N_, _, decimal, pgettext
from lexitile.tui.widgets.plain import Static

__all__ = ["ReviewPanel", "panel_text", "progress_text", "skipped_text"]


#: Why a turn was not analysed (the analyser's words), in the interface language where
#: the reason is a fixed one; the others (with a line number or a count) stay as written.
SKIPPED = {
    "rack not recorded": N_("rack not recorded"),
    "turn lost to a failed challenge": N_("turn lost to a failed challenge"),
    "the rack does not hold the tiles played": N_("the rack does not hold the tiles played"),
    "the rack does not hold the tiles exchanged": N_("the rack does not hold the tiles exchanged"),
}


def skipped_text(reason: str) -> str:
    """The analyser's reason for skipping a turn, translated when it is a fixed one."""
    fixed = SKIPPED.get(reason)
    return _(fixed) if fixed is not None else reason


def _eq(value: float) -> str:
    return decimal(value)


def _fit(cell: str, width: int) -> str:
    """``cell`` padded to ``width`` characters, or cut to them ending in ``…``."""
    if len(cell) <= width:
        return f"{cell:<{width}}"
    return cell[: width - 1] + "…" if width > 0 else ""


def _same(c: Candidate, t: TurnAnalysis) -> bool:
    return c.kind == "play" and t.kind == "play" and not t.withdrawn and c.text == t.played


def panel_text(t: TurnAnalysis, choice: int, width: int = 40) -> Text:
    """The panel for turn ``t`` with alternative ``choice`` shown on the board (0: the
    move made; ``k``: the ``k``-th best play)."""
    text = Text(no_wrap=True, overflow="ellipsis", end="")
    title = _("Turn {turn} · {name}: {move} {score}").format(
        turn=t.turn, name=t.nick, move=t.played, score=f"{t.score:+d}"
    )
    text.append(title + "\n", "bold")
    if not t.analysed:
        text.append(_("Not analysed: {reason}").format(reason=skipped_text(t.skipped)), "dim")
        return text
    assert t.equity is not None and t.loss is not None and t.rank is not None
    line = _("rank {rank}/{options}").format(rank=t.rank, options=t.options)
    if t.loss > 1e-9:
        line += f" · −{_eq(t.loss)}"
        style = "bold red" if t.loss > 10 else "yellow"
    else:
        line += " · " + _("best")
        style = "bold green"
    text.append(line + "\n", style)
    play, pts, leave, eq = pgettext("review column", "Play"), _("Pts"), _("Leave"), _("Eq")
    pts_w, eq_w = 3, 6  # an equity of -10.7 keeps a space from the leave before it
    # the plays get the room they need (a play through a tile ends in "."), the leaves
    # what is left; a cell that still does not fit ends in "…", never cut silently
    room = max(0, width - 5 - 1 - pts_w - 1 - eq_w)
    move_need = max(len(play), len(t.played), *(len(c.text) for c in t.top))
    leave_need = max(len(leave), len(t.leave), *(len(c.leave) for c in t.top))
    move_w = min(move_need, max(8, room - 4))
    leave_w = max(0, min(leave_need, room - move_w))
    text.append(f"{'':5}{_fit(play, move_w)} {pts:>{pts_w}} {_fit(leave, leave_w)}{eq:>{eq_w}}\n", "dim")

    def row(mark: str, rank: int, move: str, score: int, kept: str, equity: float) -> str:
        return f"{mark}{rank:>3} {_fit(move, move_w)} {score:>{pts_w}} {_fit(kept, leave_w)}{_eq(equity):>{eq_w}}"

    played_listed = False
    for k, c in enumerate(t.top, 1):
        same = _same(c, t)
        played_listed = played_listed or same
        mark = "▶" if k == choice else ("=" if same else " ")
        style = "reverse" if k == choice else ("bold" if same else "")
        rank = t.top_ranks[k - 1] if k <= len(t.top_ranks) else k
        text.append(row(mark, rank, c.text, c.score, c.leave, c.equity) + "\n", style)
    if not played_listed:  # the move made, at its rank (an exchange or a pass is never a top play)
        text.append(row("=", t.rank, t.played, t.score, t.leave, t.equity) + "\n", "bold")
    if not t.top:
        text.append(_("no legal play") + "\n", "dim")
    best = t.best
    if best is not None and best.kind == "exchange":
        keep = best.leave or "—"
        text.append(
            _("Better: exchange {tiles}, keep {keep} (equity {equity})").format(
                tiles=best.tiles, keep=keep, equity=_eq(best.equity)
            )
            + "\n",
            "bold",
        )
    gain = t.play_gain
    if gain is not None and gain > 1e-9 and t.best_play is not None:
        text.append(_("A play would have gained {points}").format(points=_eq(gain)) + "\n", "yellow")
    if t.bingo_available and not t.bingo_played:
        text.append(_("A bingo was there") + "\n", "yellow")
    if t.phony:
        text.append(_("Not in the word list: {words}").format(words=", ".join(t.unknown_words)) + "\n", "yellow")
    return text


def progress_text(done: int, total: int, width: int = 20) -> Text:
    """``Analysing: 12/25 ▰▰▰▰▱▱▱▱``, or ``Analysed: 25 turns`` when done."""
    text = Text(no_wrap=True, end="")
    if total and done >= total:
        text.append(_("Analysed: {n} turns · keys a · j · s · v").format(n=total), "dim")
        return text
    bar_w = max(4, min(12, width - 20))
    full = round(bar_w * done / total) if total else 0
    text.append(_("Analysing: {done}/{total}").format(done=done, total=total) + " ", "bold")
    text.append("▰" * full + "▱" * (bar_w - full), "bold")
    return text


class ReviewPanel(Static):
    """The panel widget (see the module docstring); :meth:`show` what to draw."""

    DEFAULT_CSS = """
    ReviewPanel { height: auto; border-top: hkey $panel-lighten-2; }
    """

    def show(self, body: Text, progress: Text | None = None) -> None:
        """Draw ``body``, and under it ``progress`` when given."""
        text = body.copy()
        if progress is not None and progress.plain:
            if text.plain and not text.plain.endswith("\n"):
                text.append("\n")
            text.append_text(progress)
        self.update(text)
