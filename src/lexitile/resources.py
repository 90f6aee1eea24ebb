"""Locate the data files shipped with the package.

In a wheel the repository's ``data/`` folder is installed as ``lexitile/data``;
in a source checkout (or an editable install) it is the ``data/`` folder at the
repository root.
"""

from __future__ import annotations

from pathlib import Path


def data_dir() -> Path:
    """Return the folder holding ``boards/``, ``tilesets/``, ``wordlists/`` and ``rules/``.

    Raises:
        FileNotFoundError: when neither the installed nor the checkout location exists.
    """
    here = Path(__file__).resolve().parent
    for candidate in (here / "data", here.parent.parent / "data"):
        if (candidate / "boards").is_dir():
            return candidate
    raise FileNotFoundError(f"lexitile data folder not found next to {here}")


def data_path(*parts: str) -> Path:
    """Return the path of a shipped data file, e.g. ``data_path("boards", "standard15.txt")``."""
    return data_dir().joinpath(*parts)
