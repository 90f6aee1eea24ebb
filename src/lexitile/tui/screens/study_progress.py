"""A profile's study progress as charts: cards per Leitner box (a bar per box), the
accuracy of each day's answers and the cards learned over time (the text plot of
:mod:`lexitile.tui.widgets.score_chart`). The numbers are
:mod:`lexitile.play.study_progress`'s. Reached from the study screen (``c``) and from a
profile's statistics (``s``); Escape goes back.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen

from lexitile.i18n import N_, _, localize_bindings
from lexitile.play.study_progress import LEARNED_BOX, DayPoint, box_counts, progress_by_day
from lexitile.storage.cardbox import answers, cards
from lexitile.storage.league_db import League
from lexitile.tui.screens.league_faults import FAULTS, league_fault
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.plain import Label, Static
from lexitile.tui.widgets.score_chart import ScoreChart

__all__ = ["StudyProgressScreen", "box_lines"]

#: Widest bar of the cards-per-box chart, in cells.
BAR_WIDTH = 40


def box_lines(counts: list[int]) -> list[str]:
    """One line per box: ``box 0  ████████ 12``, bars scaled to the fullest box."""
    top = max(counts, default=0) or 1
    return [
        _("box {box}").format(box=k) + f"  {'█' * round(BAR_WIDTH * n / top):<{BAR_WIDTH}} {n}"
        for k, n in enumerate(counts)
    ]


class StudyProgressScreen(Screen[None]):
    """One profile's study charts (see the module).

    Args:
        name: the live profile's name.
        path: the league database (default: the data dir's).
    """

    BINDINGS = [Binding("escape", "back", N_("Back")), Binding("f1", "keys_card", N_("Keys"))]

    DEFAULT_CSS = """
    StudyProgressScreen #study-progress { height: 1fr; padding: 0 1; }
    StudyProgressScreen .title { text-style: bold; }
    StudyProgressScreen .heading { text-style: bold; margin-top: 1; }
    """

    def __init__(self, name: str, path: Path | None = None) -> None:
        super().__init__()
        localize_bindings(self)
        self.profile_name = name
        self.path = path
        self.counts: list[int] = []
        self.days: list[DayPoint] = []
        self.fault: str | None = None
        try:
            with League(path) as league:
                pid = league.profile(name).id
                self.counts = box_counts(cards(league, pid))
                self.days = progress_by_day(answers(league, pid))
        except FAULTS as exc:
            self.fault = league_fault(exc)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="study-progress"):
            yield Label(_("Study progress: {name}").format(name=self.profile_name), classes="title")
            if self.fault is not None:
                yield Label(f"✗ {self.fault}", id="progress-error")
            else:
                yield Label(_("Cards per box"), classes="heading")
                yield Static("\n".join(box_lines(self.counts)), id="box-chart")
                yield Label(_("Accuracy per day (%)"), classes="heading")
                if self.days:
                    yield ScoreChart(plot_height=5, axis=_("day"), start=1, id="accuracy-chart")
                else:
                    yield Label(_("(no answers yet)"), id="no-answers")
                yield Label(_("Cards learned (box {box} or higher)").format(box=LEARNED_BOX), classes="heading")
                if self.days:
                    yield ScoreChart(plot_height=5, axis=_("day"), start=1, id="learned-chart")
                else:
                    yield Label(_("(no answers yet)"))
        yield Footer()

    def on_mount(self) -> None:
        if self.days:
            self.query_one("#accuracy-chart", ScoreChart).show([(d.accuracy,) for d in self.days], [_("accuracy")])
            self.query_one("#learned-chart", ScoreChart).show([(d.learned,) for d in self.days], [_("learned")])

    def action_back(self) -> None:
        """Escape: back."""
        self.dismiss(None)

    def action_keys_card(self) -> None:
        """F1: the keys of the study screens."""
        from lexitile.tui.screens.key_cards import STUDY_KEYS, keys_card  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(keys_card(_("Study"), STUDY_KEYS))
