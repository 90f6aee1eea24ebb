"""Recording every frame a pilot test draws, and judging who could see it.

A :class:`FrameRecorder` wraps the app's display: each time Textual would write a
frame to the terminal, the whole screen (the top screen over the screens it leaves
visible) is read back as text, and the mode's ``exposed`` function says which seats'
hidden hands that text shows. The test driver says who sits at the keyboard:

* :meth:`FrameRecorder.turn_ends` -- a human's turn is over: from now on the person
  at the keyboard is unknown until the next human takes it;
* :meth:`FrameRecorder.hand_to` -- ``seat``'s player has the keyboard (they dismissed
  the curtain, or their turn began without one).

A frame is a leak when it shows the hand of any seat other than the viewer's. Frames
drawn between ``turn_ends`` and ``hand_to`` are judged when ``hand_to`` tells who came
next: when the same person got the keyboard back (nobody else plays in between) they
may see their own hand; otherwise nobody may see any hand in those frames.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from textual._compositor import visible_screen_stack


def screen_text(app) -> str:
    """The whole screen as a person sees it: the top screen composited over the
    screens it leaves visible, as lines of text."""
    visible_screen_stack.set(app._background_screens)
    strips = app.screen._compositor.render_strips()
    return "\n".join("".join(segment.text for segment in strip) for strip in strips)


@dataclass
class Leak:
    """A frame that showed ``seats``' hands while ``viewer`` had the keyboard."""

    frame: int
    viewer: int | None
    seats: frozenset[int]
    text: str
    when: str


@dataclass
class FrameRecorder:
    """Records frames of ``app`` and finds leaks (see the module docstring).

    Args:
        app: the running app (inside ``run_test``).
        exposed: frame text -> the seats whose hidden hands it shows.
    """

    app: object
    exposed: Callable[[str], Iterable[int]]
    frames: int = 0
    leaks: list[Leak] = field(default_factory=list)
    viewer: int | None = None
    last_viewer: int | None = None
    in_transit: bool = True
    _pending: list[tuple[int, frozenset[int], str, str]] = field(default_factory=list)
    note: str = ""

    def install(self) -> FrameRecorder:
        app = self.app
        original = app._display

        def display(screen, renderable) -> None:
            original(screen, renderable)
            if renderable is not None and not app._batch_count:
                self.capture("display")

        app._display = display
        return self

    def capture(self, when: str = "") -> None:
        """Judge the screen as it is now."""
        try:
            text = screen_text(self.app)
        except Exception:  # noqa: BLE001 - the app is shutting down: nothing is drawn any more
            return
        self.frames += 1
        seats = frozenset(self.exposed(text))
        if self.in_transit:
            if seats:
                self._pending.append((self.frames, seats, text, when or self.note))
            return
        if seats - {self.viewer}:
            self.leaks.append(Leak(self.frames, self.viewer, seats - {self.viewer}, text, when or self.note))

    def turn_ends(self) -> None:
        """The person at the keyboard has finished their turn."""
        if not self.in_transit:
            self.last_viewer = self.viewer
        self.in_transit = True
        self.viewer = None

    def hand_to(self, seat: int) -> None:
        """``seat``'s player has the keyboard now."""
        if self.in_transit:
            allowed = {seat} if seat == self.last_viewer else set()
            for frame, seats, text, when in self._pending:
                if seats - allowed:
                    viewer = seat if allowed else None
                    self.leaks.append(Leak(frame, viewer, seats - allowed, text, when))
            self._pending.clear()
        self.in_transit = False
        self.viewer = seat
        self.last_viewer = seat

    def finish(self) -> None:
        """The test is over: frames still waiting for the next human are judged with
        nobody at the keyboard."""
        if self.in_transit:
            for frame, seats, text, when in self._pending:
                self.leaks.append(Leak(frame, None, seats, text, when))
            self._pending.clear()

    def report(self, names) -> str:
        """The leaks, readable: who saw whose hand, and the first such frame."""
        if not self.leaks:
            return "no leaks"
        first = self.leaks[0]
        who = "nobody" if first.viewer is None else names[first.viewer]
        shown = ", ".join(names[s] for s in sorted(first.seats))
        return (
            f"{len(self.leaks)} of {self.frames} frames leak; first (frame {first.frame}, {first.when}): "
            f"{shown}'s hand shown while {who} had the keyboard:\n{first.text}"
        )


def _nothing_pending(app) -> bool:
    """No message waits in the app, its screen or a widget on it, and the screen has
    nothing left to draw."""
    screen = app.screen
    if screen._dirty_widgets or screen._layout_required or screen._repaint_required or screen._scroll_required:
        return False
    return all(pump._message_queue.empty() for pump in (app, *screen.walk_children(with_self=True)))


async def drawn(pilot) -> None:
    """Wait until everything a key set off is handled and on the terminal.

    The pilot's own wait ends when the process looks idle for one short step; a frame
    the key caused can still be drawn after it. A driver that said "the turn ends" at
    that point would have that late frame judged against the next person, although the
    app drew it while the turn was still going (the key that ends it not yet sent).
    """
    app = pilot.app
    for _ in range(100):
        if app._exit:  # the app is closing: it draws nothing more
            return
        await pilot._wait_for_screen()
        if _nothing_pending(app):
            return
        app.screen._on_timer_update()
    raise AssertionError("the app never finished drawing what the keys set off")


async def press(pilot, recorder: FrameRecorder, *keys: str) -> None:
    """Press ``keys`` one at a time, judging the screen after each, once the app has
    handled what the key set off and drawn it."""
    for key in keys:
        recorder.note = f"after key {key!r}"
        await pilot.press(key)
        await pilot.pause()
        await drawn(pilot)
        recorder.capture(f"after key {key!r}")
