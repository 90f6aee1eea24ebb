"""Errors about a file, worded with where they are: the file, the line and the fault's
message (codes ``gcg.at-*``), in any language; the English wording is the error's
``str()`` as standard error prints it."""

from __future__ import annotations

from lexitile.core.message import Message
from lexitile.text.render import render
from lexitile.text.safe import visible


def located(path: str | None, line: int | None, reason: Message) -> Message:
    """``reason`` with the file and the line it concerns.

    Args:
        path: the file as given, or ``None`` for text given directly.
        line: the 1-based line, or ``None`` for the whole file.
        reason: the fault.

    Returns:
        ``gcg.at-line`` (fields ``file``, ``line``, ``reason``), ``gcg.at-file``
        (``file``, ``reason``), ``gcg.at-line-only`` (``line``, ``reason``), or
        ``reason`` itself when neither is known. The file name has its control
        characters made visible.
    """
    if path is None:
        return reason if line is None else Message("gcg.at-line-only", {"line": line, "reason": reason})
    if line is None:
        return Message("gcg.at-file", {"file": visible(path), "reason": reason})
    return Message("gcg.at-line", {"file": visible(path), "line": line, "reason": reason})


def fault_text(exc: BaseException, language: str | None = None) -> str:
    """An error about a file in ``language`` (``None``: the interface language): its
    ``why`` message with the file and line; ``str(exc)`` for an error that has no
    message."""
    why = getattr(exc, "why", None)
    if not isinstance(why, Message):
        return str(exc)
    path, line = getattr(exc, "path", None), getattr(exc, "line", None)
    return render(located(None if path is None else str(path), line if isinstance(line, int) else None, why), language)
