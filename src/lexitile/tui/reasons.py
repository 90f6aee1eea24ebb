"""Why a move was refused, in the interface language.

The engine raises :class:`~lexitile.errors.IllegalMoveError` with a
:class:`~lexitile.core.message.Message` (its code and fields) beside the English
``detail`` sentence kept for logs, the command line and GCG tools. The TUI shows
:func:`error_text`: the message worded by :func:`lexitile.text.render.render`, never
read back out of the sentence.
"""

from __future__ import annotations

from lexitile.errors import IllegalMoveError
from lexitile.text.render import render_or


def error_text(exc: IllegalMoveError) -> str:
    """An :class:`IllegalMoveError` in the interface language, worded from its message
    (code and fields); the English ``detail`` for a code with no wording yet."""
    return render_or(exc.message, exc.detail)
