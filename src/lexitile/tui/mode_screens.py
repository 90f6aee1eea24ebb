"""The screens of each game mode, registered under the mode's id.

The mode registry (:mod:`lexitile.core.modes`) keeps Textual out of the command line,
so it names no screen; the app registers each mode's :class:`~lexitile.tui.opening.ModeScreens`
here, loaded when a game of the mode is first offered or opened. Adding a game is one
:func:`register_screens` call (tests register a game of their own the same way).
"""

from __future__ import annotations

from collections.abc import Callable

from lexitile.core.modes import ModeId, get_mode, mode_ids
from lexitile.tui.opening import ModeScreens

__all__ = ["register_screens", "screens_of"]


def _crossword() -> ModeScreens:
    from lexitile.tui.forms.crossword import SCREENS  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    return SCREENS


def _quiddler() -> ModeScreens:
    from lexitile.tui.forms.quiddler import SCREENS  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    return SCREENS


def _crosswise() -> ModeScreens:
    from lexitile.tui.forms.crosswise import SCREENS  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    return SCREENS


def _duplicate() -> ModeScreens:
    from lexitile.tui.forms.duplicate import SCREENS  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    return SCREENS


_LOADERS: dict[str, Callable[[], ModeScreens]] = {
    "crossword": _crossword,
    "quiddler": _quiddler,
    "crosswise": _crosswise,
    "duplicate": _duplicate,
}


def register_screens(mode_id: ModeId | str, load: Callable[[], ModeScreens]) -> None:
    """Register the screens of the mode ``mode_id`` (loaded by ``load`` on first use).

    Raises:
        KeyError: the mode registry has no mode of this id.
    """
    get_mode(mode_id)
    _LOADERS[mode_id] = load


def screens_of(mode_id: str) -> ModeScreens:
    """The screens of the mode ``mode_id``, loaded now.

    Raises:
        KeyError: no screens are registered for it (the message lists the modes).
    """
    try:
        load = _LOADERS[mode_id]
    except KeyError:
        raise KeyError(f"no screens for the game mode {mode_id!r} (modes: {', '.join(mode_ids())})") from None
    return load()
