"""The review panel of the replay: the selected turn against the best plays.

For the turn on screen (:class:`~lexitile.engine.analysis.TurnAnalysis`): the move made
with its equity, its rank among every option and the equity it lost; then the top five
plays (notation, score, leave, equity; ``=`` marks the one the player made); when the
best option was an exchange, that exchange and the tiles it keeps. The alternative
shown on the board is marked ``▶`` (``a`` steps through them). Under it, while the
game is being analysed, how far the analysis has got.

The panel only draws what it is given; the replay screen
(:mod:`lexitile.tui.screens.review`) owns the analysis.
"""

from __future__ import annotations

from rich.text import Text

from lexitile.engine.analysis import TurnAnalysis
from lexitile.engine.evaluator import Candidate
from lexitile.i18n import _
from lexitile.tui.widgets.plain import Static

__all__ = ["ReviewPanel", "panel_text", "progress_text"]


def _eq(value: float) -> str:
    return f"{value:.1f}"


def _same(c: Candidate, t: TurnAnalysis) -> bool:
    return c.kind == "play" and t.kind == "play" and not t.withdrawn and c.text == t.played


def panel_text(t: TurnAnalysis, choice: int, width: int = 40) -> Text:
    """The panel for turn ``t`` with alternative ``choice`` shown on the board (0: the
    move made; ``k``: the ``k``-th best play)."""
    text = Text(no_wrap=True, overflow="ellipsis", end="")
    title = _("Turn {turn} · {name}: {move} {score:+d}").format(turn=t.turn, name=t.nick, move=t.played, score=t.score)
    text.append(title + "\n", "bold")
    if not t.analysed:
        text.append(_("Not analysed: {reason}").format(reason=t.skipped), "dim")
        return text
    assert t.equity is not None and t.loss is not None and t.rank is not None
    line = _("eq {equity} · rank {rank}/{options}").format(equity=_eq(t.equity), rank=t.rank, options=t.options)
    if t.loss > 1e-9:
        line += f" · −{_eq(t.loss)}"
        style = "bold red" if t.loss > 10 else "yellow"
    else:
        line += " · " + _("best")
        style = "bold green"
    text.append(line + "\n", style)
    num_w = 2
    pts_w = 4
    eq_w = 6
    leave_w = 7
    move_w = max(8, min(16, width - num_w - 1 - pts_w - 1 - eq_w - leave_w))
    head = f"{'':{num_w + 1}}{_('Play'):<{move_w}}{_('Pts'):>{pts_w}} {_('Leave'):<{leave_w}}{_('Eq'):>{eq_w}}"
    text.append(head + "\n", "dim")
    for k, c in enumerate(t.top, 1):
        mark = "▶" if k == choice else ("=" if _same(c, t) else " ")
        row = f"{mark}{k} {c.text[:move_w]:<{move_w}}{c.score:>{pts_w}} {c.leave[:leave_w]:<{leave_w}}"
        row += f"{_eq(c.equity):>{eq_w}}"
        text.append(row + "\n", "reverse" if k == choice else ("bold" if _same(c, t) else ""))
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
        text.append(_("Analysed: {n} turns · j · s").format(n=total), "dim")
        return text
    bar_w = max(4, min(12, width - 20))
    full = round(bar_w * done / total) if total else 0
    text.append(_("Analysing: {done}/{total} ").format(done=done, total=total), "bold")
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
