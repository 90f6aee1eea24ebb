"""The footer word box: type a word, see at once whether it is in the lexicon.

It answers ✓ or ✗ for exactly the word typed and nothing else (no suggestions, no
anagrams), as the rule text allows ("check a word in the text field at the bottom").
"""

from __future__ import annotations

from collections.abc import Container

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Label


class WordBox(Horizontal):
    """``Check a word: [_____] ✓``.

    Attributes:
        lexicon: ``word in lexicon`` (upper case words); ``None`` while loading.
    """

    def __init__(self, lexicon: Container[str] | None = None, *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self.lexicon = lexicon

    def compose(self) -> ComposeResult:
        yield Label("Check a word:", id="word-label")
        yield Input(placeholder="type here (Tab)", id="word-input", compact=True, max_length=15, restrict=r"[^\W\d_]*")
        yield Label("", id="word-verdict")

    def verdict(self, word: str) -> str:
        """``✓ in the word list``, ``✗ not in the word list`` or ``""`` (nothing typed)."""
        word = word.strip()
        if not word:
            return ""
        if self.lexicon is None:
            return "… word list loading"
        return "✓ valid" if word.upper() in self.lexicon else "✗ not valid"

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        answer = self.verdict(event.value)
        label = self.query_one("#word-verdict", Label)
        label.update(answer)
        label.set_class(answer.startswith("✓"), "-valid")
        label.set_class(answer.startswith("✗"), "-invalid")
