"""The replay stepper, once for every game: ←/→ one position, Home/End the first and
the last, PgUp/PgDn ten, a number then Enter that turn (Backspace erases a digit, Esc
clears the number).

A replay screen mixes in :class:`ReplayStepper`, puts :func:`stepper_bindings` in its
``BINDINGS`` and says where it stands (:meth:`ReplayStepper.stepper_position`,
:meth:`~ReplayStepper.stepper_bounds`), how to show a position
(:meth:`~ReplayStepper.stepper_show`) and which position a typed number means
(:meth:`~ReplayStepper.stepper_number`): a turn of the board game, an action of
Quiddler, a turn of the Crosswise game on screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.binding import Binding

from lexitile.i18n import N_, _

if TYPE_CHECKING:
    from textual.screen import Screen

#: Positions PgUp/PgDn move.
PAGE = 10
#: Digits a typed number may have.
MAX_DIGITS = 4


def stepper_bindings(number: str = N_("Turn"), *, clear: str = "clear_digits") -> list[Binding]:
    """The stepper's keys.

    Args:
        number: the footer label of "a number, then Enter" (marked with ``N_``).
        clear: the action of Esc (a screen where Esc also leaves gives its own).

    Every key is a priority binding: the keys of "a number, then Enter" then run in the
    order they came even when they arrive in one burst (Enter would otherwise run
    before the digits typed just ahead of it), and a focused table cannot take ←/→.
    PgUp/PgDn work but stay out of the footer, which must fit 80 columns.
    """
    return [
        Binding("left", "step(-1)", N_("Back"), priority=True),
        Binding("right", "step(1)", N_("Next"), priority=True),
        Binding("home", "start", "Start", priority=True),  # pgettext("replay key", "Start"): relabel_start
        Binding("end", "end", N_("End"), priority=True),
        Binding("pageup", f"step({-PAGE})", f"-{PAGE}", priority=True, show=False),
        Binding("pagedown", f"step({PAGE})", f"+{PAGE}", priority=True, show=False),
        Binding("0", "digit('0')", number, key_display="0-9 ⏎", priority=True),
        *[Binding(str(d), f"digit('{d}')", number, show=False, priority=True) for d in range(1, 10)],
        Binding("enter", "go_to", N_("Go"), priority=True, show=False),
        Binding("backspace", "erase_digit", N_("Erase"), show=False, priority=True),
        Binding("escape", clear, N_("Clear"), show=False, priority=True),
    ]


class ReplayStepper:
    """The stepper's actions, mixed into a replay :class:`~textual.screen.Screen`.

    Attributes:
        typed: the digits of a number being typed (``""``: none).
    """

    typed: str = ""
    #: the action Esc runs when no number is being typed (:meth:`action_clear_or_leave`):
    #: the screen's own key for leaving the replay
    leave_action: str = "quit"

    # ------------------------------------------------------------ what the screen says
    def stepper_position(self) -> int:
        """The position shown now."""
        raise NotImplementedError

    def stepper_bounds(self) -> tuple[int, int]:
        """The first and the last position (inclusive)."""
        raise NotImplementedError

    def stepper_show(self, position: int) -> None:
        """Show ``position`` (within the bounds)."""
        raise NotImplementedError

    def stepper_number(self, number: int) -> int:
        """The position a typed number means (default: that position)."""
        return number

    def stepper_typed(self) -> None:
        """The number being typed changed: show it (default: redraw the position)."""
        self.stepper_show(self.stepper_position())

    def stepper_prompt(self, template: str = N_("Go to turn: {number}_ (Enter)")) -> str:
        """The line that shows the number being typed (``""`` when none)."""
        return _(template).format(number=self.typed) if self.typed else ""

    # ------------------------------------------------------------ the keys
    def _go(self, position: int) -> None:
        self.typed = ""
        first, last = self.stepper_bounds()
        self.stepper_show(max(first, min(last, position)))

    def action_step(self, delta: int) -> None:
        self._go(self.stepper_position() + delta)

    def action_start(self) -> None:
        self._go(self.stepper_bounds()[0])

    def action_end(self) -> None:
        self._go(self.stepper_bounds()[1])

    def action_digit(self, digit: str) -> None:
        if len(self.typed) < MAX_DIGITS:
            self.typed += digit
        self.stepper_typed()

    def action_erase_digit(self) -> None:
        self.typed = self.typed[:-1]
        self.stepper_typed()

    def action_clear_digits(self) -> None:
        self.typed = ""
        self.stepper_typed()

    async def action_clear_or_leave(self) -> None:
        """Esc (``stepper_bindings(clear="clear_or_leave")``): clear a number being
        typed; without one, leave the replay as its own key does (:attr:`leave_action`)."""
        if self.typed:
            self.action_clear_digits()
        else:
            await cast("Screen[object]", self).run_action(self.leave_action)

    def action_go_to(self) -> None:
        """Enter after a number: the position it means."""
        if self.typed:
            self._go(self.stepper_number(int(self.typed)))
