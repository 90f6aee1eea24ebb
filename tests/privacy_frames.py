"""Recording every frame a pilot test draws, and judging who could see it.

A :class:`FrameRecorder` wraps the app's display: each time Textual writes a frame
to the terminal, the update it writes (the whole screen, or the changed parts of
lines) is applied to a text copy of the terminal's cells (:class:`TerminalText`), and
the mode's ``exposed`` function says which seats' hidden hands that text shows. The
copy is what a terminal fed the same updates shows, built without rendering the screen
a second time (only when another screen comes on top and its first update covers part
of the screen is the copy read from one render of the whole screen);
:meth:`FrameRecorder.hand_to` checks the copy against a fresh render of the whole
screen each time the keyboard changes hands. The test driver says who sits at
the keyboard:

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

from rich.cells import get_character_cell_size
from textual._compositor import ChopsUpdate, LayoutUpdate, visible_screen_stack

from pilot_keys import send_keys


def screen_text(app) -> str:
    """The whole screen as a person sees it: the top screen composited over the
    screens it leaves visible, as lines of text."""
    visible_screen_stack.set(app._background_screens)
    strips = app.screen._compositor.render_strips()
    return "\n".join("".join(segment.text for segment in strip) for strip in strips)


class TerminalText:
    """The text of a terminal's cells, kept up to date from the updates Textual writes.

    Each update is applied as the terminal would apply the escape sequences Textual
    makes of it (``LayoutUpdate.render_segments`` and ``ChopsUpdate.render_segments``):
    a cursor move, then the strip's text written cell by cell. A wide character takes
    two cells (the second holds ``""``).
    """

    def __init__(self) -> None:
        self.rows: list[list[str]] = []
        self._text: str | None = ""

    def _fit(self, width: int, height: int) -> None:
        if len(self.rows) != height or (self.rows and len(self.rows[0]) != width):
            self.rows = [[" "] * width for _ in range(height)]

    def write(self, y: int, x: int, text: str) -> None:
        """``text`` written from cell ``x`` of row ``y`` (cut at the row's end)."""
        if not 0 <= y < len(self.rows):
            return
        row = self.rows[y]
        self._text = None
        if text.isascii():
            row[x : x + len(text)] = text[: max(0, len(row) - x)]
            return
        for char in text:
            width = get_character_cell_size(char)
            if width == 0:  # a combining mark joins the character before it
                if 0 < x <= len(row):
                    row[x - 1] += char
                continue
            if x + width > len(row):
                return
            row[x] = char
            if width == 2:
                row[x + 1] = ""
            x += width

    def load(self, text: str) -> None:
        """The whole terminal, from lines of text (one cell per character)."""
        self.rows = [list(line) for line in text.split("\n")]
        self._text = None

    def apply(self, update: object, size: tuple[int, int]) -> None:
        """Apply the update Textual writes for a screen of ``size`` (width, height)."""
        self._fit(*size)
        if isinstance(update, LayoutUpdate):
            x = update.region.x
            for y, line in enumerate(update.strips, update.region.y):
                self.write(y, x, "".join(strip.text for strip in line))
        elif isinstance(update, ChopsUpdate):
            for y, x1, x2 in update.spans:
                for end, (x, strip) in zip(update.chop_ends[y], update.chops[y].items()):
                    if strip is None or x > x2 or end <= x1:
                        continue
                    if not (x2 > x >= x1 and end <= x2):
                        strip = strip.crop(0, min(end, x2) - x)
                    self.write(y, x, strip.text)
        else:
            raise TypeError(f"an update of a kind the recorder cannot follow: {type(update).__name__}")

    @property
    def text(self) -> str:
        """The cells as lines of text."""
        if self._text is None:
            self._text = "\n".join("".join(row) for row in self.rows)
        return self._text


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
    terminal: TerminalText = field(default_factory=TerminalText)

    def install(self) -> FrameRecorder:
        """Follow the app's display from now on; what is on the terminal already is
        read from a render of the whole screen."""
        app = self.app
        original = app._display
        self.terminal.load(screen_text(app))
        shown = [app.screen]

        def display(screen, renderable) -> None:
            original(screen, renderable)
            if renderable is not None and not app._batch_count:
                size = tuple(screen.outer_size)
                whole = isinstance(renderable, LayoutUpdate) and tuple(renderable.region) == (0, 0, *size)
                if screen is shown[0] or whole:
                    self.terminal.apply(renderable, size)
                else:  # another screen on top, and its first update covers part of it
                    self.terminal.load(screen_text(app))
                shown[0] = screen
                self.capture("display")

        app._display = display
        return self

    def capture(self, when: str = "") -> None:
        """Judge the terminal as it shows now."""
        text = self.terminal.text
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
        self.check_terminal()
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

    def check_terminal(self) -> None:
        """The kept terminal text is the screen as a fresh render draws it (a check
        that the recorder follows Textual's updates; a frame Textual has not written
        yet is not compared)."""
        app = self.app
        screen = app.screen
        if (
            screen._dirty_widgets
            or screen._layout_required
            or screen._repaint_required
            or screen._compositor._dirty_regions
        ):
            return
        fresh = screen_text(app)
        assert self.terminal.text == fresh, (
            f"the recorder lost track of the terminal:\n{self.terminal.text}\n---\n{fresh}"
        )

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


async def press(pilot, recorder: FrameRecorder, *keys: str) -> None:
    """Press ``keys`` one at a time, judging the screen after each, once the app has
    handled what the key set off and drawn it."""
    for key in keys:
        recorder.note = f"after key {key!r}"
        await send_keys(pilot, key)
        recorder.capture(f"after key {key!r}")
