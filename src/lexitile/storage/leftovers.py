"""Files left by a program killed with a game open, removed at the next start.

Every save writes ``.<file name>.<random>.tmp`` and renames it over the file
(:func:`lexitile.textfiles.atomic_write_text`); a ``kill -9`` between the two leaves the
temporary file behind. They are removed when any lexitile starts, except those of a
game another live program has open (it may be writing one right now). A game's lock
file (``.<file name>.lock``) whose owner is gone goes too
(:func:`lexitile.storage.locks.remove_stale_lock`), so they do not pile up beside games
that are never opened again.
"""

from __future__ import annotations

import contextlib
import re
from pathlib import Path

from lexitile.storage.locks import owner_of, remove_stale_lock

__all__ = ["remove_all_leftovers", "remove_leftovers"]

#: ``.<name>.<8 random characters>.tmp`` as :func:`tempfile.mkstemp` names them.
_TEMP = re.compile(r"^\.(?P<name>.+)\.[A-Za-z0-9_]{8}\.tmp$")


def remove_leftovers(folder: Path) -> list[Path]:
    """Remove the temporary files of killed saves and the stale locks in ``folder``.

    Args:
        folder: a folder of saved games (need not exist).

    Returns:
        The files removed.
    """
    removed: list[Path] = []
    try:
        candidates = sorted(folder.glob(".*.tmp"))
        locks = sorted(folder.glob(".*.lock"))
    except OSError:
        return removed
    for tmp in candidates:
        match = _TEMP.match(tmp.name)
        if match is None or not tmp.is_file():
            continue
        target = folder / match.group("name")
        state = target.with_suffix(".json") if target.suffix.lower() == ".gcg" else target
        if owner_of(state) is not None:
            continue  # open in a live program: it may be saving now
        with contextlib.suppress(OSError):
            tmp.unlink()
            removed.append(tmp)
    removed += [lock for lock in locks if lock.is_file() and remove_stale_lock(lock)]
    return removed


def remove_all_leftovers() -> list[Path]:
    """:func:`remove_leftovers` in every folder of saved games
    (:func:`lexitile.storage.paths.save_dirs`: every mode's, and the folders of
    earlier versions)."""
    from lexitile.storage.paths import save_dirs  # noqa: PLC0415 - loaded on first use, not at start-up

    return [p for folder in save_dirs() for p in remove_leftovers(folder)]
