"""How the one app opens a game of any mode.

Opening a game has a slow part -- loading a lexicon, replaying a record -- that runs in
a worker thread, and a part that makes the game's screen, on the app's thread. An
:class:`Opening` carries both; the new-game forms, the saved-games list and the command
line make them, :meth:`lexitile.tui.app.LexitileApp.open_game` carries them out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol, cast

from textual.screen import Screen

if TYPE_CHECKING:
    from textual.dom import DOMNode

    from lexitile.storage.saved_games import SavedEntry
    from lexitile.tui.forms.base import ModeForm

#: How a game picked in the saved-games list opens: ``"open"`` resumes it (a finished
#: one shows its end as its mode does), ``"replay"`` steps through its record read-only.
SavedHow = Literal["open", "replay"]


@dataclass(frozen=True)
class Opening:
    """A game about to open.

    Attributes:
        mode: the game mode's id (``"crossword"``, ``"quiddler"``, ``"crosswise"``).
        prepare: blocking; given the app (its ``load_lexicon`` keeps lexicons loaded
            once), returns what ``show`` needs -- typically the game's session.
            Raises ``LexitileError``, ``ValueError`` or ``OSError`` with the message
            to show when the game cannot open.
        show: given the app and what ``prepare`` returned, the game's first screen.
        players: the seat names, to fill the new-game form again after the game.
        robots: name -> robot level, likewise.
        form_options: the options of the form it was started from, to show them again
            after the game (:meth:`lexitile.tui.forms.base.ModeForm.option_values`;
            empty when it was not started from a form).
    """

    mode: str
    prepare: Callable[[Any], object]
    show: Callable[[Any, Any], Screen[Any]]
    players: tuple[str, ...] = ()
    robots: dict[str, str] = field(default_factory=dict)
    form_options: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class ModeScreens:
    """What the app shows of one game mode, registered under the mode's id
    (:mod:`lexitile.tui.mode_screens`); the shell asks it instead of switching on the
    mode's name.

    Attributes:
        form: the mode's new-game options form.
        open_saved: the opening of a listed saved game of the mode (``SavedEntry``,
            how) -> :class:`Opening`; raises ``LexitileError`` for a file that cannot
            be read. A game still in play replays with every rack and hand hidden.
        finished: whether the session of a game of this mode on screen is over.
        quit_saved: the quit question of an unfinished game saved in ``{path}``
            (English, marked for the catalog; the screen translates it).
        quit_not_saved: the quit question of a game that is not being saved (likewise).
    """

    form: type[ModeForm]
    open_saved: Callable[[SavedEntry, SavedHow], Opening]
    finished: Callable[[Any], bool]
    quit_saved: str
    quit_not_saved: str


class Shell(Protocol):
    """What every screen may ask of the one app (:class:`lexitile.tui.app.LexitileApp`),
    named here so a screen need not import the app that imports it."""

    def open_game(self, opening: Opening) -> None:
        """Open a game of any mode (its slow part in a worker)."""
        ...

    def leave_game(self, status: int = 0) -> None:
        """A game ended or was left: home, or the app ends with ``status``."""
        ...

    def quit_game(self) -> None:
        """Quit the game on screen, asking first when it is unfinished."""
        ...

    def open_saved_games(self) -> None:
        """Show the saved games of every mode."""
        ...

    def new_game(self) -> None:
        """Show the new-game screen (home), the last seats filled in."""
        ...

    def rematch(self, session: Any) -> None:
        """A new board game with the same players, rules and word list."""
        ...

    def open_league(self) -> None:
        """Show the household league's table."""
        ...


def shell(node: DOMNode) -> Shell:
    """The app ``node`` is mounted in, as the :class:`Shell` every screen may ask
    (lexitile runs every screen in its one app)."""
    return cast(Shell, node.app)
