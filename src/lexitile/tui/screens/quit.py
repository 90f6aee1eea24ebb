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


def facts_of(session: Any, mode: str) -> QuitFacts:
    """The quit facts of the session of a game of ``mode`` (every mode's session says
    ``path``, ``unsaved``, ``save_problem``, ``save_error``; whether it is over, its
    mode's screens say).

    Raises:
        KeyError: no screens are registered for ``mode``.
    """
    from lexitile.tui.describe import save_error_text  # noqa: PLC0415 - the screen loads when first shown, not when the app starts
    from lexitile.tui.mode_screens import screens_of  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    finished = screens_of(mode).finished(session)
    unsaved = None
    if getattr(session, "unsaved", False):
        unsaved = save_error_text(session.save_problem or session.save_error or "")
    return QuitFacts(mode, finished, session.path, unsaved)


def quit_question(facts: QuitFacts) -> str:
    """The question asked before quitting an unfinished game (its mode's wording:
    :class:`~lexitile.tui.opening.ModeScreens`)."""
    from lexitile.tui.mode_screens import screens_of  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    if facts.unsaved is not None:
        return _("The game is NOT saved ({reason}). Quit anyway? The moves not saved are lost.").format(
            reason=facts.unsaved
        )
    screens = screens_of(facts.mode)
    if facts.path is None:
        return _(screens.quit_not_saved)
    return _(screens.quit_saved).format(path=facts.path)
