"""The one quit question, for a game of any mode: it says whether the game is saved,
where, and how to go on with it -- or that it is not being saved, or that its last
moves could not be saved (then quitting loses them)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lexitile.i18n import _


@dataclass(frozen=True)
class QuitFacts:
    """What the quit question must tell the truth about.

    Attributes:
        mode: the game mode's id.
        finished: the game is over (nothing to lose: no question).
        path: where the game is saved, ``None`` when it is not being saved.
        unsaved: why the last moves are not in the file (shown), or ``None``.
    """

    mode: str
    finished: bool
    path: Path | None
    unsaved: str | None = None


def facts_of(session: Any) -> QuitFacts:
    """The quit facts of a game session of any mode (told apart by what they hold;
    every mode's session says ``path``, ``unsaved``, ``save_problem``, ``save_error``)."""
    from lexitile.tui.describe import save_error_text  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    if hasattr(session, "match"):
        mode, finished = "crosswise", bool(session.match.is_over)
    elif hasattr(session, "save_path"):
        mode, finished = "quiddler", bool(session.game.is_over)
    else:
        mode, finished = "crossword", bool(session.finished)
    unsaved = None
    if getattr(session, "unsaved", False):
        unsaved = save_error_text(session.save_problem or session.save_error or "")
    return QuitFacts(mode, finished, session.path, unsaved)


def quit_question(facts: QuitFacts) -> str:
    """The question asked before quitting an unfinished game."""
    if facts.unsaved is not None:
        return _("The game is NOT saved ({reason}). Quit anyway? The moves not saved are lost.").format(
            reason=facts.unsaved
        )
    if facts.path is None:
        if facts.mode == "crosswise":
            return _("Quit? This match is not being saved: it cannot be resumed.")
        return _("Quit? This game is not being saved: it cannot be resumed.")
    if facts.mode == "crosswise":
        return _("Quit? The match is saved after every turn in {path}; `lexitile resume` continues it.").format(
            path=facts.path
        )
    if facts.mode == "quiddler":
        return _("Quit? The game is saved after every action in {path}; `lexitile resume` continues it.").format(
            path=facts.path
        )
    return _("Quit? The game is saved in {path}; `lexitile resume` continues it.").format(path=facts.path)
