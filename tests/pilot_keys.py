"""Typing keys into a running app and waiting until it has handled and drawn them.

``Pilot.press`` waits for the process to look idle (at least two idle steps per key),
and a frame the key caused can still be drawn after that. :func:`send_keys` sends
each key as the terminal driver delivers it and waits on the condition itself:
nothing left in the message queues, no callback or animation pending, nothing left
to draw.
"""

from __future__ import annotations

import unicodedata

from textual import events
from textual.keys import REPLACED_KEYS, _character_to_key, _get_unicode_name_from_key


def _nothing_pending(app) -> bool:
    """No message or callback waits in the app, its screen or a widget on it, no
    animation runs, and the screen has nothing left to draw."""
    screen = app.screen
    if screen._dirty_widgets or screen._layout_required or screen._repaint_required or screen._scroll_required:
        return False
    if screen._callbacks or app.animator._animations or app.animator._scheduled:
        return False
    return all(
        pump._message_queue.empty() and not pump._next_callbacks
        for pump in (app, *screen.walk_children(with_self=True))
    )


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


def key_event(key: str) -> events.Key:
    """The key event the terminal driver sends for ``key`` (as ``Pilot.press`` makes it)."""
    if len(key) == 1 and not key.isalnum():
        key = _character_to_key(key)
    try:
        char: str | None = unicodedata.lookup(_get_unicode_name_from_key(REPLACED_KEYS.get(key, key)))
    except KeyError:
        char = key if len(key) == 1 else None
    return events.Key(key, char)


async def send_keys(pilot, *keys: str) -> None:
    """Press ``keys`` one at a time, each once the app has handled what the key before
    set off and drawn it.

    The key goes to the app as the terminal driver delivers it; the wait is for that
    condition, not for the process to look idle for a while (``Pilot.press`` sleeps
    at least two idle steps per key). Work left to a worker thread is not waited for:
    drivers wait for the workers themselves.
    """
    app = pilot.app
    for key in keys:
        event = key_event(key)
        event.set_sender(app)
        app.post_message(event)
        await drawn(pilot)


async def settle(pilot, until, tries: int = 300) -> None:
    """Let workers, timers and the refreshes they ask for run until ``until()`` holds.

    A screen that opens from a worker appears a few event-loop turns after the worker
    ends (``call_from_thread``, then ``call_after_refresh``), more of them on a busy
    machine: a single ``pilot.pause()`` is not enough to wait for it.

    Raises:
        AssertionError: ``until()`` still fails after ``tries`` rounds (names the
            screen on top).
    """
    for _ in range(tries):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if until():
            return
    raise AssertionError(f"the app never got there; on screen: {pilot.app.screen!r}")
