"""The footer word box: type a word, see at once whether it is in the lexicon.

It answers ✓ or ✗ for exactly the word typed and nothing else (no suggestions, no
anagrams), as the rule text allows ("check a word in the text field at the bottom"),
with the same verdict and reason as ``lexitile check`` (``x-ray``: not valid, hyphen);
F2 (named in the footer while the box has the focus) says why, as ``lexitile check
--why`` does: the word list, a name, the compound rule and a compound's parts. A
coordinate typed with the word (``8H gazed``, for quick mode) is not part of it.
Under challenge rules it is off while a play may still be challenged (the Mattel text
allows a dictionary only to settle a challenge; the challenge window does that).
"""

from __future__ import annotations

from collections.abc import Callable, Container
from typing import TYPE_CHECKING

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Input

from lexitile.i18n import N_, _, localize_bindings
from lexitile.lexicon import normalise, why_not_word
from lexitile.lexicon.hunspell import load_progress
from lexitile.lexicon.why import explain
from lexitile.play.quick_mode import typed_word
from lexitile.text.render import render
from lexitile.tui.widgets.plain import Label

if TYPE_CHECKING:
    from lexitile.games.crossword.rules.board import Board

PLACEHOLDER = N_("type here (Tab)")

#: Characters the box takes: a word of the largest board (21 letters) with its
#: coordinate, and the long German compounds people look up. A box that stopped at 20
#: dropped the letters after that without a word.
TYPED_MAX = 40

#: Seconds a word judged valid must stand in the box to count as looked up (a word
#: typed on the way to a longer one is not).
LOOKUP_SECONDS = 1.0

#: the reasons of :func:`lexitile.lexicon.why_not_word`, for the interface language
_REASONS = {
    "empty": N_("empty"),
    "space": N_("space"),
    "hyphen": N_("hyphen"),
    "apostrophe": N_("apostrophe"),
    "dot": N_("dot"),
    "digit": N_("digit"),
    "symbol": N_("symbol"),
    "letters outside the alphabet": N_("letters outside the alphabet"),
    "too short": N_("too short"),
}


class WordInput(Input):
    """The box's text field. Editing keys (Backspace, Delete, arrows, Enter) act the
    moment they arrive: Textual runs a widget's key bindings only after the key has
    bubbled up, so in a burst of keys (a paste, a slow SSH link) ``abc`` Backspace
    ``d`` would insert the ``d`` before the Backspace deletes, leaving ``abc``."""

    async def _on_key(self, event: events.Key) -> None:
        if not event.is_printable:
            bindings = self._bindings.key_to_bindings.get(event.key)
            if bindings:
                event.stop()
                event.prevent_default()
                self._restart_blink()
                await self.run_action(bindings[0].action)
                return
        await super()._on_key(event)


def _laid_as(typed: str, shown: str) -> str:
    """`` as STRASSE`` when the tiles of a word are not the letters typed (ß, accents:
    each language's spelling rules, :func:`lexitile.lexicon.normalise`), so that the box
    says what ``lexitile check`` prints; ``""`` when they are."""
    letters = "".join(c.upper() if len(c.upper()) == 1 else c for c in typed.strip())
    if letters == shown:
        return ""
    return " " + _("as {word}").format(word=shown)


class WordBox(Horizontal):
    """``Check a word: [_____] ✓``.

    Attributes:
        lexicon: ``word in lexicon`` (upper case words); ``None`` while loading.
        language: the spelling rules when the lexicon does not name its language.
    """

    #: F2 while the box has the focus: why the verdict (the footer names the key)
    BINDINGS = [Binding("f2", "why", N_("Why"))]

    class ReasonShown(Message):
        """The box began (``shown``) or stopped showing a reason (F2) under it: its
        column may give it the lines of what stands above (at 80x24 a reason takes four;
        :class:`lexitile.tui.widgets.board_column.BoardColumn`)."""

        def __init__(self, shown: bool) -> None:
            super().__init__()
            self.shown = shown

    def __init__(
        self,
        lexicon: Container[str] | None = None,
        *,
        language: str = "en",
        id: str | None = None,
        classes: str | None = None,
        on_lookup: Callable[[str], object] | None = None,
        board: Callable[[], Board] | None = None,
    ):
        super().__init__(id=id, classes=classes)
        #: the position a word typed with a coordinate is read on (its dots are the
        #: letters there: ``K6 co.en``), or None
        self.board = board
        localize_bindings(self)
        self.lexicon = lexicon
        #: called with a word the box judged valid once it stood there
        #: :data:`LOOKUP_SECONDS` (the game gives it to the study cards of the person on turn)
        self.on_lookup = on_lookup
        self.language = language
        self.is_open = True
        #: False in games where words are judged only when challenged: no verdict, the
        #: reason stands in its place (typing still serves quick mode)
        self.checks = True
        self.no_check_reason = ""
        self._lookup_timer: Timer | None = None
        #: the word whose reason is shown (F2) instead of its short verdict, or None
        self.why_word: str | None = None

    def compose(self) -> ComposeResult:
        yield Label(_("Check a word:"), id="word-label")
        yield WordInput(placeholder=_(PLACEHOLDER), id="word-input", compact=True, max_length=TYPED_MAX)
        yield Label("", id="word-verdict")

    def set_open(self, is_open: bool, reason: str = "") -> None:
        """Turn the box on or off; when off, ``reason`` (a few words) is shown in the
        box and nothing can be typed."""
        if is_open == self.is_open:
            return
        self.is_open = is_open
        box = self.query_one("#word-input", Input)
        box.disabled = not is_open
        if is_open:
            box.placeholder = _(PLACEHOLDER)
        else:
            box.value = ""
            box.placeholder = reason
        self._show(box.value)
        self.set_class(not is_open, "-off")

    def set_checks(self, checks: bool, reason: str = "") -> None:
        """Give verdicts (``True``) or only show ``reason`` where the verdict stands."""
        if checks == self.checks and reason == self.no_check_reason:
            return
        self.checks = checks
        self.no_check_reason = reason
        self.refresh_bindings()
        if self.is_mounted:
            self.query_one("#word-label", Label).update(_("Check a word:") if checks else _("Place a word:"))
            self._show(self.query_one("#word-input", Input).value)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # no verdict, no reason for it: F2 leaves the footer where words are judged only
        # when challenged
        return self.checks if action == "why" else True

    def action_why(self) -> None:
        """Show why the word typed is valid or not (the source or rule that decided, as
        ``lexitile check --why`` says it), until the word changes or the box loses the focus."""
        value = self.query_one("#word-input", Input).value
        self.why_word = value if value.strip() else None
        self._show(value)

    def on_descendant_blur(self, _event: events.DescendantBlur) -> None:
        """Leaving the box puts the short verdict back: the reason (F2) answered a
        question asked in the box, and it takes the lines of the play's preview above it."""
        if self.why_word is not None:
            self.why_word = None
            self._show(self.query_one("#word-input", Input).value)

    def word_of(self, text: str) -> str:
        """The word the box judges in what was typed (:func:`lexitile.play.quick_mode.typed_word`):
        a coordinate typed with it left out, the tiles it plays through written out."""
        return typed_word(text, self.board() if self.board is not None else None)

    def reason(self, word: str) -> tuple[str, bool | None]:
        """Why ``word`` is valid or not (:func:`lexitile.lexicon.why.explain`) in the
        interface language, with what it says (as :meth:`judged`); ``""`` when the box
        gives no verdict."""
        shown, valid = self.judged(word)
        if valid is None or self.lexicon is None:
            return shown, valid
        judged, message = explain(self.word_of(word), self.lexicon)
        return ("✓ " if judged else "✗ ") + render(message), judged

    def _show(self, value: str) -> None:
        if self.why_word is not None and value != self.why_word:
            self.why_word = None
        answer, valid = self.judged(value) if self.why_word is None else self.reason(value)
        label = self.query_one("#word-verdict", Label)
        label.update(answer)
        label.set_class(valid is True, "-valid")
        label.set_class(valid is False, "-invalid")
        self.set_class(self.is_open and not self.checks, "-no-check")
        self._place_verdict()
        if self.has_class("-reason") != (self.why_word is not None):
            self.set_class(self.why_word is not None, "-reason")
            self.post_message(self.ReasonShown(self.why_word is not None))

    def _place_verdict(self) -> None:
        """The verdict stands beside the box while it fits there, else on the line
        below (a verdict cut off at the edge would say only half of it)."""
        from rich.cells import cell_len  # noqa: PLC0415 - loaded on first use, not at start-up

        if not self.is_mounted or self.size.width <= 0:
            return
        label = self.query_one("#word-label", Label)
        box = self.query_one("#word-input", Input)
        verdict = self.query_one("#word-verdict", Label)
        room = self.size.width - label.outer_size.width - box.outer_size.width - 2
        self.set_class(cell_len(str(verdict.content)) > room, "-verdict-below")

    def on_resize(self, _event: events.Resize) -> None:
        self.call_after_refresh(self._place_verdict)

    def clear(self) -> None:
        """Empty the box and its verdict (at the curtain: what one player checked would
        tell the next one about their rack)."""
        self.query_one("#word-input", Input).value = ""
        self._show("")

    def verdict(self, word: str) -> str:
        """``✓ valid``, ``✗ not valid``, ``✗ not valid (hyphen)`` (the verdict and
        reason of ``lexitile check``) or ``""`` (nothing typed, or the box is off)."""
        return self.judged(word)[0]

    def judged(self, word: str) -> tuple[str, bool | None]:
        """The verdict as shown (:meth:`verdict`) and what it says: ``True`` valid,
        ``False`` not valid, ``None`` no verdict (nothing typed, loading, box off)."""
        if not self.is_open:
            return "", None
        if not self.checks:
            return self.no_check_reason, None
        word = self.word_of(word)
        if not word:
            return "", None
        if self.lexicon is None:
            return _("… word list loading"), None
        language = getattr(self.lexicon, "language", None) or self.language
        reason = why_not_word(word, language)
        if reason is not None:
            return _("✗ not valid ({reason})").format(reason=_(_REASONS.get(reason, reason))), False
        shown = normalise(word.strip(), language)
        verdict = getattr(self.lexicon, "verdict", None)
        known = verdict(shown) if verdict is not None else shown in self.lexicon
        if known is None:  # not in the static list; the compound dictionary is still loading
            return self._compounds_loading(), None
        laid = _laid_as(word, shown)
        if not known:
            return _("✗ not valid") + laid, False
        static = getattr(self.lexicon, "in_static_list", None)
        if static is not None and not static(shown):
            if getattr(self.lexicon, "gate", None) is not None:
                return _("✓ valid (attested compound)") + laid, True
            return _("✓ valid (compound)") + laid, True
        return _("✓ valid") + laid, True

    def _compounds_loading(self) -> str:
        """How far the compound dictionary has loaded (a bar), shown again every half
        second until the word has its verdict."""
        done = load_progress() or 0.0
        filled = round(5 * done)
        if self.is_mounted and not getattr(self, "_loading_poll", False):
            self._loading_poll = True

            def again() -> None:
                self._loading_poll = False
                self._show(self.query_one("#word-input", Input).value)

            self.set_timer(0.5, again)
        # the bar first: at 80 columns only about 15 characters of the verdict show
        return _("…{bar} {percent}% compound dictionary loading").format(
            bar="▰" * filled + "▱" * (5 - filled), percent=round(100 * done)
        )

    def on_input_changed(self, event: Input.Changed) -> None:
        # the game screen hears it too (a changed word ends quick mode on the old one)
        if self.is_open:
            self._show(event.value)
        self._note_lookup(event.value)

    def _note_lookup(self, value: str) -> None:
        if self._lookup_timer is not None:
            self._lookup_timer.stop()
            self._lookup_timer = None
        if self.judged(value)[1] is not True:
            return

        def stood() -> None:
            self._lookup_timer = None
            if self.on_lookup is not None and self.is_open and self.query_one("#word-input", Input).value == value:
                self.on_lookup(self.word_of(value))

        self._lookup_timer = self.set_timer(LOOKUP_SECONDS, stood)
