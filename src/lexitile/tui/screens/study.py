"""The study screen (``lexitile study``): a profile's cardbox and the choice of a quiz.

It shows the profile's cards (how many, how many due now, how many per box), and the
player chooses with single keys: ``←``/``→`` another profile, ``1``-``4`` the quiz
(anagrams, find the bingo, hooks, word judge), ``+``/``-`` the session length, ``l``
the word list (cards are quizzed with the list they were judged with), Enter starts
the session (:class:`~lexitile.tui.screens.study_quiz.QuizScreen`, due cards first:
:func:`lexitile.core.leitner.session_order`), ``c`` the progress charts, F1 the keys.
Only the profile chosen is shown; its cards are its own study, not the others'.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container
from datetime import UTC, datetime
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen

from lexitile.core.leitner import iso, session_order
from lexitile.i18n import N_, _, localize_bindings, ngettext
from lexitile.lexicon import load_lexicon
from lexitile.play.study_progress import box_counts
from lexitile.play.study_quiz import QuizKind, cards_for
from lexitile.storage.cardbox import Card, cards
from lexitile.storage.league_db import League
from lexitile.tui.screens.league_faults import FAULTS, league_fault
from lexitile.tui.screens.study_quiz import QUIZ_TITLES, QuizScreen
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.plain import Label, Static

__all__ = ["LENGTHS", "StudyScreen"]

#: The session lengths ``+`` and ``-`` step through, in cards.
LENGTHS = (5, 10, 20, 30, 50, 100)
#: The quizzes by their key.
QUIZ_KEYS = {"1": QuizKind.ANAGRAM, "2": QuizKind.BINGO, "3": QuizKind.HOOKS, "4": QuizKind.JUDGE}

#: Loads a word list by the name a card carries; raises when it cannot.
ListLoader = Callable[[str], tuple[Container[str], str]]


def load_list(name: str) -> tuple[Container[str], str]:
    """The word list called ``name`` (built-in or installed) and its language.

    Raises:
        LexitileError: no such list.
    """
    lexicon = load_lexicon(name, compounds="off")
    return lexicon, lexicon.language


class StudyScreen(Screen[None]):
    """The cardbox and the choice of a quiz (see the module).

    Args:
        path: the league database (default: the data dir's).
        profile: the profile to show first (default: the first with cards).
        loader: loads a card's word list (tests pass a small one).
        seed: for the quizzes' shuffles (``None``: random).
    """

    BINDINGS = [
        Binding("escape", "leave", N_("Leave")),
        Binding("enter", "start", N_("Start")),
        Binding("left", "profile(-1)", N_("Profile"), show=False),
        Binding("right", "profile(1)", N_("Profile"), show=False),
        Binding("plus,equals_sign", "length(1)", N_("Longer"), show=False),
        Binding("minus", "length(-1)", N_("Shorter"), show=False),
        Binding("l", "next_list", N_("Word list"), show=False),
        Binding("c", "charts", N_("Progress")),
        Binding("f1", "keys_card", N_("Keys")),
        *(Binding(k, f"quiz('{k}')", N_("Quiz"), show=False) for k in QUIZ_KEYS),
    ]

    DEFAULT_CSS = """
    StudyScreen #study { padding: 1 2; height: 1fr; }
    StudyScreen #study-title { text-style: bold; }
    StudyScreen #study-message { color: $warning; }
    """

    def __init__(
        self,
        path: Path | None = None,
        profile: str | None = None,
        loader: ListLoader | None = None,
        seed: int | None = None,
    ) -> None:
        super().__init__()
        localize_bindings(self)
        self.path = path
        self.loader = loader or load_list
        self.seed = seed
        self.kind = QuizKind.ANAGRAM
        self.length = 20
        self.names: list[str] = []
        self.box: list[Card] = []
        self.lists: list[str] = []
        self.word_list = ""
        self.fault: str | None = None
        self.message = ""
        try:
            with League(path) as league:
                self.names = [p.name for p in league.profiles()]
        except FAULTS as exc:
            self.fault = league_fault(exc)
        self.index = 0
        if profile is not None:
            folded = [n.casefold() for n in self.names]
            if profile.casefold() in folded:
                self.index = folded.index(profile.casefold())

    def compose(self) -> ComposeResult:
        with Vertical(id="study"):
            yield Label("", id="study-title")
            yield Static("", id="study-box")
            yield Static("", id="study-choice")
            yield Label("", id="study-message")
        yield Footer()

    def on_mount(self) -> None:
        self._load()

    def on_screen_resume(self) -> None:
        self._load()  # after a session or the charts: the boxes have changed

    @property
    def profile(self) -> str | None:
        """The profile shown, or ``None`` without profiles."""
        return self.names[self.index] if self.names else None

    def _load(self) -> None:
        self.box = []
        if self.profile is not None and self.fault is None:
            try:
                with League(self.path) as league:
                    self.box = cards(league, league.profile(self.profile).id)
            except FAULTS as exc:
                self.fault = league_fault(exc)
        self.lists = [name for name, _n in Counter(c.word_list for c in self.box).most_common()]
        if self.word_list not in self.lists:
            self.word_list = self.lists[0] if self.lists else ""
        self._show()

    def _show(self) -> None:
        title = self.query_one("#study-title", Label)
        if self.fault is not None:
            title.update(f"✗ {self.fault}")
            return
        if self.profile is None:
            title.update(_("No profiles yet: create one with lexitile league add NAME."))
            return
        title.update(_("Study · {name}").format(name=self.profile))
        now = iso(datetime.now(UTC))
        due = sum(c.due <= now for c in self.box)
        per_box = " · ".join(f"{k}: {n}" for k, n in enumerate(box_counts(self.box)))
        lines = [
            ngettext("{n} card, {due} due now", "{n} cards, {due} due now", len(self.box)).format(
                n=len(self.box), due=due
            ),
            _("Per box: {boxes}").format(boxes=per_box),
        ]
        if not self.box:
            lines.append(
                _("Cards come from your finished board games, or: lexitile study --from FILE.gcg --player NICK")
            )
        self.query_one("#study-box", Static).update("\n".join(lines))
        quizzes = "   ".join(
            f"{'▶' if kind is self.kind else ' '} {key} {_(QUIZ_TITLES[kind])}" for key, kind in QUIZ_KEYS.items()
        )
        usable = self._usable()
        choice = [
            _("Quiz: {quizzes}").format(quizzes=quizzes),
            _("Session: {n} cards (+/-) · word list: {name} (l) · {usable} cards for this quiz").format(
                n=self.length, name=self.word_list or "-", usable=len(usable)
            ),
            _("Enter: start · c: progress · F1: keys"),
        ]
        self.query_one("#study-choice", Static).update("\n".join(choice))
        self.query_one("#study-message", Label).update(self.message)

    def _usable(self) -> list[Card]:
        return cards_for(self.kind, [c for c in self.box if c.word_list == self.word_list])

    # ----------------------------------------------------------------- keys
    def action_profile(self, step: int) -> None:
        """←/→: another profile."""
        if self.names:
            self.index = (self.index + step) % len(self.names)
            self.message = ""
            self._load()

    def action_quiz(self, key: str) -> None:
        """1-4: the quiz."""
        self.kind = QUIZ_KEYS[key]
        self.message = ""
        self._show()

    def action_length(self, step: int) -> None:
        """+/-: the session length."""
        at = LENGTHS.index(self.length) if self.length in LENGTHS else 2
        self.length = LENGTHS[max(0, min(len(LENGTHS) - 1, at + step))]
        self._show()

    def action_next_list(self) -> None:
        """l: the next word list among the profile's cards."""
        if self.lists:
            self.word_list = self.lists[(self.lists.index(self.word_list) + 1) % len(self.lists)]
            self._show()

    def action_start(self) -> None:
        """Enter: a session of the chosen quiz and length, due cards first."""
        usable = self._usable()
        if not usable:
            self.message = _("No cards for this quiz yet.")
            self._show()
            return
        try:
            lexicon, language = self.loader(self.word_list)
        except Exception as exc:  # noqa: BLE001 - a list that cannot be loaded is a line on the screen
            self.message = _("The word list {name} cannot be loaded: {why}").format(name=self.word_list, why=exc)
            self._show()
            return
        chosen = session_order(usable, datetime.now(UTC), self.length)
        self.app.push_screen(QuizScreen(chosen, self.kind, lexicon, language, self.path, self.seed))

    def action_charts(self) -> None:
        """c: the progress charts of the profile shown."""
        if self.profile is None:
            return
        from lexitile.tui.screens.study_progress import StudyProgressScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(StudyProgressScreen(self.profile, self.path))

    def action_leave(self) -> None:
        """Escape: leave (the app ends when this is its first screen)."""
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit(0)

    def action_keys_card(self) -> None:
        """F1: the keys of the study screens."""
        from lexitile.tui.screens.key_cards import STUDY_KEYS, keys_card  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(keys_card(_("Study"), STUDY_KEYS))
