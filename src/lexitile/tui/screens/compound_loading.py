"""Waiting for the German compound dictionary, with a progress bar.

The German word list answers from its static list at once; a word that list lacks is
judged by the hunspell compound dictionary, which loads in the background for 10 to
25 s after the game opens (:mod:`lexitile.lexicon.compounds`). Until it is loaded, such
a word has no verdict (``lexicon.verdict(word) is None``): judging it "not a word" then
would refuse a valid compound, and a computer would challenge it. So a play, or a play
open to challenge, with such a word waits for the dictionary in
:class:`CompoundLoadingScreen`: what is being loaded, a bar of how far (the share of the
dictionary read, :func:`lexitile.lexicon.hunspell.load_progress`), and Escape to go
back to the table without waiting. The screen stays responsive: the dictionary loads
in a child process, this screen only polls.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import ProgressBar

from lexitile.i18n import N_, _, localize_bindings
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Label

__all__ = ["CompoundLoadingScreen", "after_compounds", "pending_words"]

#: Seconds between two looks at the load's progress.
POLL = 0.2


def pending_words(lexicon: Container[str] | None, words: Iterable[str]) -> list[str]:
    """The words that have no verdict yet: not in the static list, and the compound
    dictionary still loading (``[]`` for a lexicon without compounds)."""
    verdict = getattr(lexicon, "verdict", None)
    if lexicon is None or verdict is None or getattr(lexicon, "ready", True):
        return []
    return [w for w in words if verdict(w) is None]


class CompoundLoadingScreen(ModalScreen[bool]):
    """A modal that waits for the compound dictionary: dismisses with ``True`` once it
    has loaded (or failed to: the static list alone decides then), ``False`` on Escape.

    Args:
        lexicon: the German lexicon (a :class:`~lexitile.lexicon.compounds.CompoundLexicon`).
        words: the words waiting for a verdict (named on the screen).
    """

    BINDINGS = [Binding("escape", "cancel", N_("Back"))]

    def __init__(self, lexicon: Any, words: Iterable[str]):
        super().__init__()
        localize_bindings(self)
        self.lexicon = lexicon
        self.words = list(words)

    def compose(self) -> ComposeResult:
        from lexitile.lexicon.hunspell import DICTIONARY  # noqa: PLC0415 - loaded on first use, not at start-up

        with Vertical(classes="dialog compound-loading"):
            yield Label(_("Loading the German compound dictionary ({name})…").format(name=DICTIONARY), classes="title")
            yield Label(
                _("{words}: not in the word list itself; the compound dictionary decides.").format(
                    words=", ".join(w.upper() for w in self.words)
                ),
                id="compound-words",
            )
            yield ProgressBar(total=100, show_eta=False, id="compound-bar")
            yield Label(_("Escape: back to the table (the play waits)."), classes="hint")

    def on_mount(self) -> None:
        self.lexicon.start()
        self._tick()
        self.set_interval(POLL, self._tick)

    def _tick(self) -> None:
        from lexitile.lexicon.hunspell import load_progress  # noqa: PLC0415 - loaded on first use, not at start-up

        if self.lexicon.ready:
            self.query_one(ProgressBar).update(progress=100)
            self.dismiss(True)
            return
        self.query_one(ProgressBar).update(progress=round(100 * (load_progress() or 0.0)))

    def action_cancel(self) -> None:
        self.dismiss(False)


def after_compounds(
    screen: Any, lexicon: Container[str] | None, words: Iterable[str], then: Callable[[], None]
) -> bool:
    """Run ``then`` once every word has a verdict: at once (returns ``False``) or after
    :class:`CompoundLoadingScreen` has waited for the dictionary (returns ``True``: the
    screen is up; ``then`` is not run when the player goes back with Escape)."""
    waiting = pending_words(lexicon, words)
    if not waiting:
        return False

    def loaded(ok: bool | None) -> None:
        if ok:
            then()

    screen.app.push_screen(CompoundLoadingScreen(lexicon, waiting), loaded)
    return True
