"""The hotseat rule, once for every game: when the curtain must come down.

A hand is hidden information: the screen may show it only to its owner. At one
keyboard the program never knows who is looking, so it assumes the worst: whenever
the next hand to be shown belongs to someone other than the person who last saw the
table (and lifted the curtain), the curtain comes down first. That covers the start
of a game with two or more people, every change of player, a seat handed to the
computer or back (the person who pressed the key is still at the keyboard), a
take-back agreed by others (they hold the keyboard), and the dialog of a round's
scores, which anybody may have closed.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer

from lexitile.i18n import N_, _, localize_bindings
from lexitile.tui.widgets.plain import Label


@dataclass
class Hotseat:
    """Who last saw the table, and whether the next hand needs the curtain first.

    A person is named by whatever the game calls them: a 0-based seat, or a name
    where partners share a seat.

    Attributes:
        viewer: the person who last lifted the curtain (``None``: nobody yet, or the
            keyboard may be in anyone's hands).
        people: every person who has had the keyboard in this game.
    """

    viewer: Hashable | None = None
    people: set[Hashable] = field(default_factory=set)

    def needs_curtain(self, person: Hashable, humans: int) -> bool:
        """True when ``person``'s hand may only be shown behind the curtain.

        Args:
            person: whose hand is about to be shown.
            humans: how many people play now (one person alone with robots needs no
                curtain at the start).
        """
        if self.viewer is None:
            return humans > 1 or len(self.people) > 1
        return person != self.viewer

    def seen_by(self, person: Hashable) -> None:
        """``person`` has the keyboard now (the curtain was lifted, or none was needed)."""
        self.viewer = person
        self.people.add(person)

    def keyboard_passed(self) -> None:
        """Somebody else may hold the keyboard now (others answered a question, a round
        summary was closed): the next hand needs the curtain whoever owns it, once more
        than one person has played."""
        self.viewer = None


class PassScreen(ModalScreen[None]):
    """ "Pass to <name>": the hand stays hidden until that player presses Enter.

    Args:
        name: the player to play next.
        recap: what happened since, one line each (may be empty).
    """

    BINDINGS = [Binding("enter,space", "ready", N_("I am ready")), Binding("ctrl+q", "app.quit", N_("Quit"))]

    def __init__(self, name: str, recap: str = ""):
        super().__init__()
        localize_bindings(self)
        self.player = name
        self.last = recap

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog curtain"):
            yield Label(_("Pass to {name}").format(name=self.player), id="curtain-title", markup=False)
            if self.last:
                yield Label(self.last, id="curtain-last", markup=False)
            yield Label(
                _("{name}: press Enter when only you can see the screen.").format(name=self.player),
                id="curtain-help",
                markup=False,
            )
        yield Footer()

    def on_click(self) -> None:
        self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)
