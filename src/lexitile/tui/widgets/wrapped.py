"""Text wrapped at word boundaries and, inside a file path, only after a ``/``.

Rich breaks a word longer than the line anywhere, so a save path in a dialog came out
as ``…/2026-12-02-0716-Ann-Bo.js`` and ``on`` on the next line. :func:`wrap_lines`
moves a word that does not fit to the next line, and breaks a word longer than a
whole line (a path) after its separators, so folder and file names stay whole.
"""

from __future__ import annotations

import re
from typing import Any

from rich.cells import cell_len
from rich.text import Text

from lexitile.tui.widgets.plain import Label

__all__ = ["WrappedLabel", "wrap_lines"]

#: the pieces of a long word: each up to and including a path separator, then the rest
_PIECES = re.compile(r"[^/\\]*[/\\]|[^/\\]+$")


def _fold(piece: str, width: int) -> list[str]:
    """A piece longer than the line (a file name of over ``width`` cells), cut into
    lines of ``width`` characters: the last resort."""
    return [piece[i : i + width] for i in range(0, len(piece), width)] or [""]


def wrap_lines(text: str, width: int) -> list[str]:
    """``text`` as lines of at most ``width`` cells.

    Words are kept whole and go to the next line when they do not fit; a word longer
    than a line is broken after its ``/`` (or ``\\``) separators, so a path breaks
    between folder names and the file name stays whole (a single name longer than a
    line is cut at the width). Line breaks in ``text`` are kept.

    >>> wrap_lines("Saved in /home/ann/games/2026-Ann-Bo.json; resume", 20)
    ['Saved in /home/ann/', 'games/', '2026-Ann-Bo.json;', 'resume']
    >>> wrap_lines("a b c", 3)
    ['a b', 'c']

    Args:
        text: the text; spaces separate words.
        width: the line width in terminal cells (at least 1).
    """
    width = max(1, width)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            joined = f"{line} {word}" if line else word
            if cell_len(joined) <= width:
                line = joined
                continue
            if cell_len(word) <= width:
                lines.append(line)
                line = word
                continue
            # a word longer than any line: a path, broken after its separators
            pieces = [p for p in _PIECES.findall(word) if p]
            first = True
            for piece in pieces:
                glue = " " if first and line else ""
                first = False
                if cell_len(line + glue + piece) <= width:
                    line += glue + piece
                    continue
                if line:
                    lines.append(line)
                folded = _fold(piece, width)
                lines.extend(folded[:-1])
                line = folded[-1]
        lines.append(line)
    return lines


class WrappedLabel(Label):
    """A label drawn with :func:`wrap_lines` at its width (its height follows)."""

    def __init__(self, content: str = "", **kwargs: Any) -> None:
        super().__init__(content, **kwargs)
        self.text = content

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return len(wrap_lines(self.text, width))

    def render(self) -> Text:
        width = self.content_size.width or self.size.width or 80
        return Text("\n".join(wrap_lines(self.text, width)), no_wrap=True, end="")
