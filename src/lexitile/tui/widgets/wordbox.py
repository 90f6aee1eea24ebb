"""The footer word box: type a word, see at once whether it is in the lexicon.

It answers ✓ or ✗ for exactly the word typed and nothing else (no suggestions, no
anagrams), as the rule text allows ("check a word in the text field at the bottom").
Under challenge rules it is off while a play may still be challenged (the Mattel text
allows a dictionary only to settle a challenge; the challenge window does that).
"""

from __future__ import annotations

from collections.abc import Container

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input

from lexitile.i18n import N_, _
from lexitile.tui.widgets.plain import Label

PLACEHOLDER = N_("type here (Tab)")


class WordBox(Horizontal):
    """``Check a word: [_____] ✓``.

    Attributes:
        lexicon: ``word in lexicon`` (upper case words); ``None`` while loading.
    """

    def __init__(self, lexicon: Container[str] | None = None, *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self.lexicon = lexicon
        self.is_open = True

    def compose(self) -> ComposeResult:
        yield Label(_("Check a word:"), id="word-label")
        yield Input(placeholder=_(PLACEHOLDER), id="word-input", compact=True, max_length=15, restrict=r"[^\W\d_]*")
        yield Label("", id="word-verdict")

    def set_open(self, is_open: bool, reason: str = "") -> None:
        """Turn the box on or off; when off, ``reason`` (a few words) is shown in the
        box and nothing can be typed."""
        if is_open == self.is_open:
            return
        self.is_open = is_open
        box = self.query_one("#word-input", Input)
        label = self.query_one("#word-verdict", Label)
        box.disabled = not is_open
        label.set_class(False, "-valid")
        label.set_class(False, "-invalid")
        if is_open:
            box.placeholder = _(PLACEHOLDER)
            label.update(self.verdict(box.value))
        else:
            box.value = ""
            box.placeholder = reason
            label.update("")
        self.set_class(not is_open, "-off")

    def clear(self) -> None:
        """Empty the box and its verdict (at the curtain: what one player checked would
        tell the next one about their rack)."""
        self.query_one("#word-input", Input).value = ""
        label = self.query_one("#word-verdict", Label)
        label.update("")
        label.set_class(False, "-valid")
        label.set_class(False, "-invalid")

    def verdict(self, word: str) -> str:
        """``✓ in the word list``, ``✗ not in the word list`` or ``""`` (nothing typed)."""
        word = word.strip()
        if not self.is_open:
            return ""
        if not word:
            return ""
        if self.lexicon is None:
            return _("… word list loading")
        return _("✓ valid") if word.upper() in self.lexicon else _("✗ not valid")

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        if not self.is_open:
            return
        answer = self.verdict(event.value)
        label = self.query_one("#word-verdict", Label)
        label.update(answer)
        label.set_class(answer.startswith("✓"), "-valid")
        label.set_class(answer.startswith("✗"), "-invalid")
