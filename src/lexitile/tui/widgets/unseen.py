"""The tiles the player on turn has not seen: the bag plus the other racks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rich.text import Text
from textual.geometry import Size

from lexitile.games.crossword.rules.tiles import BLANK
from lexitile.i18n import _
from lexitile.tui.widgets.plain import Widget


class UnseenView(Widget):
    """A count per letter (``A9 B2 … ?2``), in the tile set's order. Toggled by a key."""

    COMPONENT_CLASSES = {"unseen--title", "unseen--count"}

    def __init__(self, *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self.owner = ""
        self.counts: Counter[str] = Counter()
        self.alphabet: tuple[str, ...] = ()
        self.hidden = False
        self.heading: str | None = None

    def show(
        self,
        owner: str,
        counts: Counter[str],
        alphabet: Sequence[str],
        *,
        hidden: bool = False,
        heading: str | None = None,
    ) -> None:
        """Draw the counts for ``owner`` (letters in ``alphabet`` order, blank last);
        ``hidden``: behind the curtain, only the word "hidden" (a count of 0 would read
        as a fact about the game); ``heading``: another heading than "Unseen by
        ``owner``", with ``{n}`` for the count (a finished game's tiles off the board)."""
        self.owner, self.counts, self.alphabet, self.hidden = owner, counts, tuple(alphabet), hidden
        self.heading = heading
        entries = self._entries()
        self.redraw((owner, tuple(entries), hidden, heading), len(entries))

    def _entries(self) -> list[str]:
        letters = [t for t in self.alphabet if t != BLANK] + [BLANK]
        return [f"{t}{self.counts[t]}" for t in letters if self.counts[t]]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        per_line = max(1, (width + 1) // 4)
        return 1 + -(-len(self._entries()) // per_line)

    def render(self) -> Text:
        style = self.get_component_rich_style
        total = sum(self.counts.values())
        text = Text(end="")
        if self.hidden:
            text.append(_("Unseen by {name}: hidden").format(name=self.owner), style("unseen--title"))
            return text
        heading = self.heading or _("Unseen by {name}: {n}")
        text.append(heading.format(name=self.owner, n=total) + "\n", style("unseen--title"))
        text.append(" ".join(f"{e:<3}" for e in self._entries()), style("unseen--count"))
        return text
