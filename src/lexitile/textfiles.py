"""Reading and writing the product's text files safely.

Every read failure becomes one :class:`~lexitile.errors.InputFileError` (or a subclass)
naming the file and what was wrong; every write is atomic (a temporary file in the same
folder, flushed to disk, then ``os.replace``), so a crash or ``kill -9`` leaves either
the old file or the new one, never a truncated one.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from lexitile.errors import InputFileError

#: Largest data file read (boards, tile sets, rule sets, records are kilobytes).
MAX_TEXT_BYTES = 16 * 1024 * 1024


def read_text_file(
    path: str | Path, what: str, error: type[InputFileError] = InputFileError, limit: int = MAX_TEXT_BYTES
) -> str:
    """Read a UTF-8 text file, at most ``limit`` bytes.

    Args:
        path: the file.
        what: what the file should be (``"board file"``), for the message.
        error: the :class:`InputFileError` subclass to raise.
        limit: the largest file accepted, in bytes (a device such as ``/dev/zero``
            is refused before any byte is read).

    Raises:
        InputFileError: (or ``error``) missing, a directory, a device or pipe, larger
            than ``limit``, not UTF-8, unreadable.
    """
    p = Path(path)
    try:
        if p.exists() and not p.is_dir() and not p.is_file():
            raise error(f"{what} is not a regular file (a device or a pipe)", p)
        with p.open("rb") as f:
            data = f.read(limit + 1)
        if len(data) > limit:
            raise error(f"{what} is larger than {limit // 1024 // 1024} MiB", p)
        return data.decode("utf-8")
    except FileNotFoundError:
        raise error(f"{what} not found", p) from None
    except IsADirectoryError:
        raise error(f"{what} is a directory", p) from None
    except UnicodeDecodeError as exc:
        raise error(f"{what} is not UTF-8 text (bad byte at offset {exc.start})", p) from None
    except OSError as exc:
        raise error(f"cannot read {what}: {exc.strerror}", p) from None


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends) to ``path`` atomically, creating the folder.

    Raises:
        OSError: the folder cannot be created or written (the old file is untouched).
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
