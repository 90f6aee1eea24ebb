"""The Crosswise dialogs: the rules card and how a game (and the match) ended; and
:func:`relabel`, which gives footer keys another translated text. The quit question is
the app's own, shared by every game (:class:`ConfirmScreen`, re-exported here).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from textual.binding import Binding
from textual.dom import DOMNode

from lexitile.i18n import N_, _
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.game_over import ResultScreen

__all__ = ["ConfirmScreen", "GameOverScreen", "relabel"]


def relabel(node: DOMNode, descriptions: dict[str, str]) -> None:
    """Give the bindings of ``node`` for these keys another (translated) footer text."""
    bindings = getattr(node, "_bindings", None)
    if bindings is None:
        return
    for key, text in descriptions.items():
        items = bindings.key_to_bindings.get(key)
        if items:
            bindings.key_to_bindings[key] = [
                b if b.description == text else dataclasses.replace(b, description=text) for b in items
            ]


class GameOverScreen(ResultScreen):
    """How the game (and the match) ended, in the shell every game's result uses.
    Returns ``"next"`` (Enter, while the match goes on) or ``"quit"`` (q, Escape, or
    Enter after the match); n goes to the new-game screen.

    Args:
        text: the result.
        match_over: the match is over (no next game).
        rematch: what ``r`` does after the match (``None``: no rematch).
        saved: the match is saved (it can be resumed after quitting).
    """

    BINDINGS = [Binding("enter", "next", N_("Next game / close")), Binding("q,escape", "quit", N_("Quit"))]
    TEXT_ID = "summary"

    def __init__(self, text: str, match_over: bool, rematch: Callable[[], None] | None = None, *, saved: bool = True):
        self.match_over = match_over
        self.saved = saved
        super().__init__(text, rematch)

    def hint(self) -> str:
        if self.match_over:
            return _("q: quit")
        if not self.saved:  # --no-save: quitting ends the match for good
            return _("Enter: next game   q: quit (this match is not saved)")
        return _("Enter: next game   q: quit (the match can be resumed)")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "rematch":
            return self.can_rematch()
        return action != "board"  # Escape quits here, as it always did

    def action_next(self) -> None:
        self.dismiss("quit" if self.match_over else "next")

    def action_quit(self) -> None:
        self.dismiss("quit")
