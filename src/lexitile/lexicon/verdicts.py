"""Remembered compound-check verdicts, in the user cache.

The German compound check (:mod:`lexitile.lexicon.compounds`) needs the hunspell
dictionary, whose load takes 3 to 15 s of CPU. ``lexitile check`` runs once per word
list, so without a memory across runs every word the static list lacks paid the load
again. This file keeps every verdict the check gave: a word asked before is answered
from it, and the dictionary loads only for a word never asked.

The file is ``<cache dir>/compounds-<key>.txt``; the key is a digest of the format,
the hunspell files and the denylist, so a new dictionary or denylist starts a new
file. Each line is ``WORD<TAB>1|0<TAB>crc32`` (the CRC-32 of the part before it, in
hex): a damaged line (flipped bits, zeros, a cut write) is ignored, like the checked
trie caches of :mod:`lexitile.lexicon.cache`. Lines are appended with one ``write``
each (``O_APPEND``), so two processes may add to the file at once. Nothing here
raises because of the cache: an unwritable cache folder only means nothing is
remembered.
"""

from __future__ import annotations

import hashlib
import os
import zlib
from collections.abc import Iterable
from pathlib import Path

from lexitile.lexicon.cache import cache_dir

#: Bump to start every verdict file anew.
FORMAT = "lexitile-compound-verdicts-1"

#: A file larger than this is started over (about 100,000 verdicts): a bound on what
#: start-up reads.
MAX_BYTES = 4 << 20

#: The longest word a line may carry (compounds.MAX_LETTERS, with room to spare).
_MAX_WORD = 64


def cache_key(files: Iterable[Path], denylist: Iterable[str]) -> str:
    """A digest of what decides a verdict: the format, the dictionary files' bytes and
    the denylist.

    Raises:
        OSError: a file cannot be read.
    """
    digest = hashlib.blake2b(FORMAT.encode(), digest_size=10)
    for path in files:
        digest.update(path.read_bytes())
    digest.update("\n".join(sorted(denylist)).encode())
    return digest.hexdigest()


def _line(word: str, verdict: bool) -> str:
    body = f"{word}\t{int(verdict)}"
    return f"{body}\t{zlib.crc32(body.encode()):08x}\n"


class VerdictCache:
    """The remembered verdicts of one dictionary and denylist (see the module docstring).

    Args:
        path: the verdict file (need not exist).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._known: dict[str, bool] = {}
        self.damaged = 0
        self._read()

    @classmethod
    def open(cls, key: str, directory: Path | None = None) -> VerdictCache:
        """The verdict file for ``key`` (:func:`cache_key`) in ``directory``
        (:func:`lexitile.lexicon.cache.cache_dir` when ``None``)."""
        return cls((directory or cache_dir()) / f"compounds-{key}.txt")

    def _read(self) -> None:
        try:
            if self.path.stat().st_size > MAX_BYTES:
                self.path.unlink()
                return
            data = self.path.read_bytes()
        except OSError:
            return
        for raw in data.split(b"\n"):
            if not raw:
                continue
            try:
                word, verdict, crc = raw.decode("utf-8").split("\t")
                ok = verdict in ("0", "1") and int(crc, 16) == zlib.crc32(f"{word}\t{verdict}".encode())
            except (UnicodeDecodeError, ValueError):
                ok = False
            if ok and 0 < len(word) <= _MAX_WORD:
                self._known[word] = verdict == "1"
            else:
                self.damaged += 1

    def get(self, word: str) -> bool | None:
        """The remembered verdict on ``word`` (tile letters), or ``None``."""
        return self._known.get(word)

    def put(self, word: str, verdict: bool) -> None:
        """Remember a verdict (in memory, and appended to the file when it can be)."""
        if self._known.get(word) == verdict or not 0 < len(word) <= _MAX_WORD or "\t" in word or "\n" in word:
            return
        self._known[word] = verdict
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
            try:
                os.write(fd, _line(word, verdict).encode("utf-8"))
            finally:
                os.close(fd)
        except OSError:
            pass

    def __len__(self) -> int:
        return len(self._known)
