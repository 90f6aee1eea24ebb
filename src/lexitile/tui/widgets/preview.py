"""The live preview of the move being placed: legal or the exact reason not, and the
score with its breakdown; also one-off messages (a key that could not be used)."""

from __future__ import annotations

from rich.text import Text

from lexitile.core.message import Message
from lexitile.i18n import _
from lexitile.rules.scoring import Score
from lexitile.text.render import render
from lexitile.tui.widgets.plain import Widget


class PreviewView(Widget):
    """Shows one of: a hint, a refusal reason, or the score breakdown of a legal play."""

    COMPONENT_CLASSES = {"preview--ok", "preview--bad", "preview--hint", "preview--message", "preview--detail"}

    def __init__(self, *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self._text = Text()

    def _set(self, text: Text) -> None:
        self._text = text
        self.refresh(layout=True)

    def hint(self, message: str, extra: str = "") -> None:
        """A neutral line (what to do next)."""
        t = Text(message, self.get_component_rich_style("preview--hint"), end="")
        if extra:
            t.append(f"\n{extra}", self.get_component_rich_style("preview--message"))
        self._set(t)

    def legal(self, notation: str, score: Score, note: str = "", *, enter_plays: bool = True) -> None:
        """A legal play: ``✓ 8D JOKE scores 46 (Enter to play)`` and the breakdown.

        Args:
            notation: GCG move text.
            score: the engine's score.
            note: an extra remark (e.g. words judged only if challenged).
            enter_plays: False while Enter would not play it (the focus is in the word box).
        """
        style = self.get_component_rich_style
        t = Text(end="")
        t.append("✓ " + _("{move}  scores {points}").format(move=notation, points=score.total), style("preview--ok"))
        if enter_plays:
            t.append("  " + _("(Enter to play)"), style("preview--hint"))
        if note:
            t.append(f"\n  {note}", style("preview--hint"))
        for w in score.words:
            t.append(f"\n  {w.explain()}", style("preview--detail"))
        if score.bingo:
            t.append(
                "\n  " + _("bingo: all tiles played +{points}").format(points=score.bingo), style("preview--detail")
            )
        self._set(t)

    def illegal(self, refusal: Message, code: str, extra: str = "") -> None:
        """A play that is not allowed: ``✗ why [reason-code]``.

        Args:
            refusal: the engine's refusal, worded here in the interface language.
            code: the reason code shown as it is (``"not-a-word"``).
            extra: a line under it.
        """
        style = self.get_component_rich_style
        t = Text(end="")
        t.append(f"✗ {render(refusal)}", style("preview--bad"))
        t.append(f"  [{code}]", style("preview--hint"))
        if extra:
            t.append(f"\n{extra}", style("preview--message"))
        self._set(t)

    def message(self, message: str) -> None:
        """A one-off message (e.g. a letter not on the rack)."""
        self._set(Text(f"! {message}", self.get_component_rich_style("preview--message"), end=""))

    @property
    def plain(self) -> str:
        """The text shown, without styles (for tests)."""
        return self._text.plain

    def get_content_height(self, container, viewport, width: int) -> int:
        lines = self._text.wrap(self.app.console, max(1, width))
        return max(1, len(lines))

    def render(self) -> Text:
        return self._text
