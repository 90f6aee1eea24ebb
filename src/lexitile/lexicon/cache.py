"""On-disk cache of built tries: build once, then open with ``mmap`` in well under 1 ms.

A cached trie is named ``<name>-<digest>.marisa`` where the digest is a BLAKE2b hash of
the source file's bytes (plus a format tag), so an updated word list gets a new cache
file and is rebuilt, while re-installing the same list (new path or new mtime) reuses
the old one. Hashing the 0.5 MB English list costs about 1 ms. Files are written to a
temporary name in the cache folder and moved into place with :func:`os.replace`, so
two processes racing to build the same trie both end up with a complete file.

Each cache file has a check file beside it (``.marisa.check``: its size, CRC-32, name
and source digest), verified before the trie is opened; a file that does not match
(damaged on disk, or another list's trie under this name) is rebuilt.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path

import marisa_trie

#: Bump to invalidate every cached trie (e.g. if normalisation rules change).
CACHE_FORMAT = "lexitile-trie-1"

#: Environment variable that overrides the cache folder.
CACHE_ENV = "LEXITILE_CACHE_DIR"


#: Makes a progress callback (fraction 0.0 to 1.0) for a slow first-use step, given what
#: it does ("building the word index of de"); ``None``: no progress is shown. The
#: command line sets it (:func:`show_progress`) so that its slow work is seen on stderr.
progress_reporter: Callable[[str], Callable[[float], object]] | None = None


def show_progress(reporter: Callable[[str], Callable[[float], object]] | None) -> None:
    """Show slow first-use work (trie builds, the compound dictionary's load) through
    ``reporter`` (e.g. :class:`lexitile.text.progress.ProgressLine`); ``None`` stops it."""
    global progress_reporter
    progress_reporter = reporter


def progress_on_terminal() -> None:
    """For command-line tools: show slow first-use work with a progress line on stderr
    when it is a terminal (in pipes and scripts stderr stays for errors and notes)."""
    from lexitile.text.progress import ProgressLine  # noqa: PLC0415 - loaded on first use, not at start-up

    show_progress(ProgressLine if sys.stderr.isatty() else None)


def report(what: str) -> Callable[[float], object]:
    """A progress callback for ``what`` from :data:`progress_reporter`, or one that does nothing."""
    reporter = progress_reporter
    return reporter(what) if reporter is not None else (lambda _fraction: None)


def cache_dir() -> Path:
    """Return the folder for cached tries.

    ``$LEXITILE_CACHE_DIR`` when set and not empty, otherwise
    ``platformdirs.user_cache_dir("lexitile")`` (e.g. ``~/.cache/lexitile`` on Linux).
    The folder is not created here.
    """
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override).expanduser()
    import platformdirs  # noqa: PLC0415 - imported lazily: it costs ~10 ms of start-up

    return Path(platformdirs.user_cache_dir("lexitile", appauthor=False))


def cache_file(source: Path, name: str, directory: Path) -> Path:
    """Return where the trie built from ``source`` is cached (it may not exist yet).

    Raises:
        OSError: when ``source`` cannot be read.
    """
    digest = hashlib.blake2b(CACHE_FORMAT.encode(), digest_size=10)
    digest.update(source.read_bytes())
    return directory / f"{name}-{digest.hexdigest()}.marisa"


def check_path(path: Path) -> Path:
    """The check file of a cached trie: ``<cache file>.check`` beside it."""
    return path.with_name(path.name + ".check")


def _check_record(data: bytes, name: str, source_key: str) -> dict[str, object]:
    return {"format": CACHE_FORMAT, "name": name, "source": source_key, "size": len(data), "crc32": zlib.crc32(data)}


def verified(path: Path, name: str) -> bool:
    """True when the cache file is the one its check file describes: same size and
    CRC-32 of its bytes (a flipped bit, zeros, a truncated file fail), built for the
    same name and from the same source list (the digest in its file name; another
    language's trie copied under this name fails). Costs a read of the file (about
    0.3 ms for the English trie)."""
    try:
        record = json.loads(check_path(path).read_text(encoding="ascii"))
        data = path.read_bytes()
    except (OSError, ValueError):
        return False
    source_key = path.stem.rsplit("-", 1)[-1]
    return isinstance(record, dict) and record == _check_record(data, name, source_key)


def _open_mmap(path: Path, name: str | None = None) -> marisa_trie.Trie | None:
    """Open a cached trie with ``mmap``; ``None`` when it is missing, unreadable, or
    (with ``name``) does not match its check file: marisa trusts its input, and a
    damaged file would crash the process or answer wrongly."""
    if not path.is_file():
        return None
    if name is not None and not verified(path, name):
        return None
    trie = marisa_trie.Trie()
    try:
        trie.mmap(str(path))
    except (OSError, RuntimeError):  # marisa reports I/O and format errors as RuntimeError
        return None
    return trie


def _save_atomically(trie: marisa_trie.Trie, target: Path) -> bool:
    """Write ``trie`` to ``target`` via a temporary file; return whether it worked."""
    import tempfile  # noqa: PLC0415 - only needed on a cache miss

    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.stem}-", suffix=".tmp")
    except OSError:
        return False
    os.close(fd)
    check = check_path(target)
    check_tmp = check.with_name(f".{check.name}.{os.getpid()}.tmp")
    try:
        trie.save(tmp_name)
        data = Path(tmp_name).read_bytes()
        record = _check_record(data, target.stem.rsplit("-", 1)[0], target.stem.rsplit("-", 1)[-1])
        check_tmp.write_text(json.dumps(record), encoding="ascii")
        # the check file first: a trie is never in place without the check that vouches for it
        os.replace(check_tmp, check)
        os.replace(tmp_name, target)
    except (OSError, RuntimeError):
        for leftover in (tmp_name, check_tmp):
            try:
                os.unlink(leftover)
            except OSError:
                pass
        return False
    return True


def cached_trie(
    source: Path,
    name: str,
    read_words: Callable[[], Iterable[str]],
    directory: str | Path | None = None,
) -> tuple[marisa_trie.Trie, Path | None]:
    """Return the trie of ``source``, from the cache when possible.

    On a cache hit the trie is opened with ``mmap``. Otherwise ``read_words()`` is
    called, the trie is built and saved to the cache. When the cache folder cannot be
    created or written (read-only home, a file in the way, disk full) the trie built in
    memory is returned instead; a damaged cache file is rebuilt. Nothing here raises
    because of the cache.

    Args:
        source: the word-list file the trie is built from (its bytes key the cache).
        name: a short file-name-safe label, e.g. ``"en"``.
        read_words: returns the (normalised) words; called only on a cache miss.
        directory: the cache folder; :func:`cache_dir` when ``None``.

    Returns:
        The trie, and the cache file it lives in (``None`` when built in memory only).

    Raises:
        OSError: when ``source`` itself cannot be read.
    """
    target = cache_file(source, name, Path(directory) if directory is not None else cache_dir())
    trie = _open_mmap(target, name)
    if trie is not None:
        return trie, target
    progress = report(f"building the word index of {name} (first use only)")
    progress(0.0)
    trie = marisa_trie.Trie(read_words())
    progress(1.0)
    if not _save_atomically(trie, target):
        return trie, None
    return trie, target
