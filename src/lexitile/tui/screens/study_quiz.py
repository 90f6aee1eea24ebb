"""A study session: one card after another in the quiz the player chose, each answer
moving the card in its Leitner box (:func:`lexitile.storage.cardbox.answer_card`).

Anagram, find the bingo and hooks are typed (Enter answers, Enter again goes on); the
word judge is two keys, ``v`` valid and ``p`` phony, against a clock
(:data:`lexitile.play.study_quiz.JUDGE_SECONDS`; no answer in time is a wrong one). The
questions and their judging are :mod:`lexitile.play.study_quiz`'s. Escape ends the
session (the answers given so far stay counted); F1 shows the keys.

A key never waits for the word list or the database: the next card's question (its
anagrams, a rack's bingos with a blank: up to half a second) is made in a thread while
the player answers the one on screen, and each answer is written to the league in
another thread, in order (both are waited for when the session ends).
"""

from __future__ import annotations

import random
import time
from collections.abc import Container, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Input

from lexitile.core.study_cards import CardKind
from lexitile.i18n import N_, _, localize_bindings
from lexitile.play.study_quiz import JUDGE_SECONDS, Question, QuizKind, anagram_feedback, is_right, question
from lexitile.storage.cardbox import Card, answer_card
from lexitile.storage.league_db import League
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.plain import Label

__all__ = ["QUIZ_TITLES", "QuizScreen"]

#: Each quiz's name (marked for the interface catalog).
QUIZ_TITLES = {
    QuizKind.ANAGRAM: N_("Anagrams"),
    QuizKind.BINGO: N_("Find the bingo"),
    QuizKind.HOOKS: N_("Hooks"),
    QuizKind.JUDGE: N_("Word judge"),
}

#: What to type, per quiz.
_ASK = {
    QuizKind.ANAGRAM: N_("Type every word of these letters, separated by spaces, then Enter."),
    QuizKind.BINGO: N_(
        "Your rack, then after + the board's letters it plays through (· a letter to find): type a word that uses them all (? is a blank), then Enter."
    ),
    QuizKind.HOOKS: N_("Type the front hooks / the back hooks (e.g. CS/S, - for none), then Enter."),
    QuizKind.JUDGE: N_("Valid or phony? v: valid, p: phony."),
}


def _store_answer(path: Path | None, card_id: int, right: bool, quiz: str) -> None:
    """Write one answer (the answer thread)."""
    with League(path) as league:
        answer_card(league, card_id, right, quiz)


class QuizScreen(Screen[None]):
    """One study session (see the module).

    Args:
        cards: the session's cards, in the order asked (due first).
        kind: the quiz.
        lexicon: the word list in force (``word in lexicon``, upper case).
        language: the list's language (its alphabet).
        path: the league database (default: the data dir's).
        seed: shuffles letters and picks phonies (``None``: a random one).
    """

    BINDINGS = [
        Binding("escape", "leave", N_("End")),
        Binding("v", "judge('valid')", N_("Valid"), show=False),
        Binding("p", "judge('phony')", N_("Phony"), show=False),
        Binding("f1", "keys_card", N_("Keys")),
    ]

    DEFAULT_CSS = """
    QuizScreen #quiz { padding: 1 2; height: 1fr; }
    QuizScreen #quiz-title { text-style: bold; }
    QuizScreen #quiz-shown { text-style: bold; margin: 1 0; }
    /* the question and the verdict wrap at the screen's edge (German at 80 columns) */
    QuizScreen #quiz-ask, QuizScreen #quiz-verdict, QuizScreen #quiz-source { width: 100%; }
    QuizScreen #quiz-verdict.-right { color: $success; }
    QuizScreen #quiz-verdict.-wrong { color: $error; }
    QuizScreen #quiz-source { color: $text-muted; }
    """

    def __init__(
        self,
        cards: Sequence[Card],
        kind: QuizKind,
        lexicon: Container[str],
        language: str = "en",
        path: Path | None = None,
        seed: int | None = None,
    ) -> None:
        super().__init__()
        localize_bindings(self)
        self.cards = list(cards)
        self.kind = kind
        self.lexicon = lexicon
        self.language = language
        self.path = path
        self.rng = random.Random(seed)
        self.index = 0
        self.right = 0
        self.current: Question | None = None
        self.answered = False
        self.started = 0.0
        self.results: list[bool] = []
        self._prepared: dict[int, Future[Question]] = {}
        self._maker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="quiz-questions")
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="quiz-answers")

    def compose(self) -> ComposeResult:
        with Vertical(id="quiz"):
            yield Label("", id="quiz-title")
            yield Label(_(_ASK[self.kind]), id="quiz-ask")
            yield Label("", id="quiz-shown")
            yield Input(
                placeholder=_("your answer"),
                id="quiz-input",
                compact=True,
                max_length=120,
                disabled=self.kind is QuizKind.JUDGE,
            )
            yield Label("", id="quiz-clock")
            yield Label("", id="quiz-verdict")
            yield Label("", id="quiz-source")
        yield Footer()

    def on_mount(self) -> None:
        if self.kind is QuizKind.JUDGE:
            self.query_one("#quiz-input", Input).display = False
            self.set_interval(0.2, self._tick)
        self._ask()

    # ----------------------------------------------------------------- questions
    def _prepare(self, index: int) -> None:
        """Make question ``index`` in the question thread (in card order: the shuffles
        and phonies come from one seeded generator)."""
        if index < len(self.cards) and index not in self._prepared:
            card = self.cards[index]
            self._prepared[index] = self._maker.submit(question, card, self.kind, self.lexicon, self.rng, self.language)

    def _ask(self) -> None:
        if self.index >= len(self.cards):
            self._finish()
            return
        card = self.cards[self.index]
        self._prepare(self.index)
        self.current = self._prepared.pop(self.index).result()
        self._prepare(self.index + 1)
        self.answered = False
        self.started = time.monotonic()
        self.query_one("#quiz-title", Label).update(
            _("{quiz} · card {n} of {total} · box {box}").format(
                quiz=_(QUIZ_TITLES[self.kind]), n=self.index + 1, total=len(self.cards), box=card.box
            )
        )
        self.query_one("#quiz-shown", Label).update(" ".join(self.current.shown))
        verdict = self.query_one("#quiz-verdict", Label)
        verdict.update("")
        verdict.set_class(False, "-right")
        verdict.set_class(False, "-wrong")
        self.query_one("#quiz-source", Label).update("")
        box = self.query_one("#quiz-input", Input)
        box.value = ""
        if self.kind is not QuizKind.JUDGE:
            box.focus()
        self._tick()

    def _tick(self) -> None:
        if self.kind is not QuizKind.JUDGE or self.current is None:
            return
        clock = self.query_one("#quiz-clock", Label)
        if self.answered:
            clock.update(_("Enter: next card"))
            return
        left = JUDGE_SECONDS - (time.monotonic() - self.started)
        if left <= 0:
            self._answer("", timed_out=True)
            return
        clock.update(_("{seconds:.0f} s left").format(seconds=left))

    def _answer(self, text: str, *, timed_out: bool = False) -> None:
        q = self.current
        if q is None or self.answered:
            return
        right = not timed_out and is_right(q, text)
        self.answered = True
        self.results.append(right)
        self.right += right
        self._writer.submit(_store_answer, self.path, q.card.id, right, self.kind.value)
        verdict = self.query_one("#quiz-verdict", Label)
        shown = ", ".join(sorted(_(a) if self.kind is QuizKind.JUDGE else a for a in q.answers))
        if right:
            verdict.update(_("✓ right: {answers}").format(answers=shown))
        elif timed_out:
            verdict.update(_("✗ time is up: {answers}").format(answers=shown))
        else:
            said = _("✗ wrong: {answers}").format(answers=shown)
            if self.kind is QuizKind.ANAGRAM:
                missed, wrong = anagram_feedback(q, text)
                if missed and len(missed) < len(q.answers):
                    said += " · " + _("missed: {words}").format(words=", ".join(missed))
                if wrong:
                    said += " · " + _("not one of them: {words}").format(words=", ".join(wrong))
            verdict.update(said)
        verdict.set_class(right, "-right")
        verdict.set_class(not right, "-wrong")
        s = q.card.source
        if q.card.kind is CardKind.LOOKED_UP:
            source = _("{word} · looked up in the word box on turn {turn} · Enter: next card").format(
                word=q.card.word, turn=s.turn
            )
        else:
            source = _("{word} · turn {turn}, rack {rack}, played {play} · Enter: next card").format(
                word=q.card.word, turn=s.turn, rack=s.rack or "-", play=s.play or "-"
            )
        self.query_one("#quiz-source", Label).update(source)
        self._tick()

    def _finish(self) -> None:
        self.current = None
        self.query_one("#quiz-input", Input).display = False
        self.query_one("#quiz-ask", Label).update("")
        self.query_one("#quiz-shown", Label).update("")
        self.query_one("#quiz-clock", Label).update("")
        self.query_one("#quiz-source", Label).update(_("Escape: back"))
        self.query_one("#quiz-title", Label).update(
            _("{quiz}: {right} of {total} right").format(
                quiz=_(QUIZ_TITLES[self.kind]), right=self.right, total=len(self.results)
            )
        )
        self.query_one("#quiz-verdict", Label).update("")

    # ----------------------------------------------------------------- keys
    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if self.current is None:
            return
        if self.answered:
            self.index += 1
            self._ask()
        else:
            self._answer(event.value)

    def on_key(self, event: object) -> None:
        key = getattr(event, "key", "")
        if key == "enter" and self.kind is QuizKind.JUDGE and self.answered and self.current is not None:
            self.index += 1
            self._ask()

    def action_judge(self, verdict: str) -> None:
        """``v`` / ``p`` in the word judge."""
        if self.kind is QuizKind.JUDGE and not self.answered:
            self._answer(verdict)

    def _wait_for_threads(self) -> None:
        self._maker.shutdown(wait=True, cancel_futures=True)
        self._writer.shutdown(wait=True)

    def on_unmount(self) -> None:
        self._wait_for_threads()

    def action_leave(self) -> None:
        """Escape: end the session (the answers given stay counted)."""
        self._wait_for_threads()
        self.dismiss(None)

    def action_keys_card(self) -> None:
        """F1: the keys of the quizzes."""
        from lexitile.tui.screens.key_cards import STUDY_KEYS, keys_card  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(keys_card(_("Study"), STUDY_KEYS))
