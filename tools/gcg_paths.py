"""The GCG files a maintainer's tool is pointed at: files named, and folders searched."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path


def gcg_files(paths: Iterable[Path]) -> list[Path]:
    """Every ``.gcg`` file named or under a named folder (any depth, any case of the
    suffix), sorted, each once.

    Raises:
        FileNotFoundError: a path that is neither a file nor a folder.
    """
    found: set[Path] = set()
    for path in paths:
        if path.is_dir():
            found.update(p for p in path.rglob("*") if p.suffix.lower() == ".gcg" and p.is_file())
        elif path.is_file():
            found.add(path)
        else:
            raise FileNotFoundError(f"{path}: no such file or folder")
    return sorted(found)
