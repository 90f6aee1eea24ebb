"""The move generator automaton's cache file: its layout, checksum and atomic write.

A file is ``MAGIC``, one line of JSON (the header: :data:`FORMAT`, the byte order, the
alphabet, the roots, the array lengths, the word list's digest and a CRC-32 of the
payload), then the arrays ``mask``, ``first``, ``sep`` and ``arcs`` as written by
:meth:`array.array.tofile` and the ``final`` bytes. Reading it back is a few
:meth:`array.array.fromfile` calls (milliseconds); the checksum is verified before use,
because the arrays index each other and one flipped bit would send the move generator
anywhere in memory.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import zlib
from array import array
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from lexitile.games.crossword.engine.automaton import Automaton

#: Bump when the encoding or the construction changes; old cache files are then ignored.
FORMAT = "lexitile-gaddag-1"
MAGIC = b"LXGADDAG\n"

#: The payload arrays in file order: ``mask``, ``first``, ``sep``, ``arcs``, ``final``.
Payload = tuple["array[int]", "array[int]", "array[int]", "array[int]", bytes]


def payload_crc(*parts: array[int] | bytes) -> int:
    """CRC-32 of the automaton's arrays as stored (about 6 ms for the English one)."""
    crc = 0
    for part in parts:
        crc = zlib.crc32(part, crc)
    return crc


def write(automaton: Automaton, target: Path) -> None:
    """Write ``automaton`` to ``target``: a temporary file in the same folder, then
    :func:`os.replace`, so a reader sees the old file or the whole new one.

    Raises:
        OSError: when the folder cannot be created or written (the temporary file is
            removed).
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    header = {
        "format": FORMAT,
        "byteorder": sys.byteorder,
        "alphabet": automaton.alphabet,
        "word_count": automaton.word_count,
        "dawg_root": automaton.dawg_root,
        "gaddag_root": automaton.gaddag_root,
        "dawg_nodes": automaton.dawg_nodes,
        "nodes": len(automaton.mask),
        "arcs": len(automaton.arcs),
        "digest": automaton.digest,
        "crc32": payload_crc(automaton.mask, automaton.first, automaton.sep, automaton.arcs, automaton.final),
    }
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.stem}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(MAGIC)
            f.write(json.dumps(header, ensure_ascii=True).encode("ascii") + b"\n")
            automaton.mask.tofile(f)
            automaton.first.tofile(f)
            automaton.sep.tofile(f)
            automaton.arcs.tofile(f)
            f.write(automaton.final)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def read(path: Path) -> tuple[dict[str, Any], Payload]:
    """Read a file written by :func:`write`: its header and its arrays, verified and in
    this machine's byte order.

    Raises:
        OSError: the file cannot be read.
        ValueError: not an automaton file of this :data:`FORMAT`, a damaged header,
            a truncated or oversized file, or a checksum mismatch.
    """
    with open(path, "rb") as f:
        if f.read(len(MAGIC)) != MAGIC:
            raise ValueError(f"{path}: not a lexitile automaton file")
        try:
            header = json.loads(f.readline().decode("ascii"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise ValueError(f"{path}: damaged automaton header") from None
        if not isinstance(header, dict) or header.get("format") != FORMAT:
            found = header.get("format") if isinstance(header, dict) else None
            raise ValueError(f"{path}: automaton format {found!r}, expected {FORMAT!r}")
        n, e = header["nodes"], header["arcs"]
        mask, first, sep, arcs = array("Q"), array("i"), array("i"), array("i")
        try:
            mask.fromfile(f, n)
            first.fromfile(f, n)
            sep.fromfile(f, n)
            arcs.fromfile(f, e)
        except EOFError:
            raise ValueError(f"{path}: truncated automaton file") from None
        final = f.read(n)
        if len(final) != n or f.read(1):
            raise ValueError(f"{path}: truncated or oversized automaton file")
    if header.get("crc32") != payload_crc(mask, first, sep, arcs, final):
        raise ValueError(f"{path}: damaged automaton file (checksum mismatch)")
    if header["byteorder"] != sys.byteorder:
        for a in (mask, first, sep, arcs):
            a.byteswap()
    return header, (mask, first, sep, arcs, final)
