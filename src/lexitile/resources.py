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


def translated_path(folder: Path, name: str, language: str | None) -> Path:
    """``folder / name``, or its translation ``<stem>.<language><suffix>`` beside it
    when that file exists (``rules-card.txt`` -> ``rules-card.de.txt``).

    Args:
        folder: the folder holding the English file.
        name: the English file's name.
        language: a gettext locale code (``"de"``, ``"pt_BR"``); ``None``, ``"en"`` or a
            code that is not plain letters, digits and ``_`` gives the English file.
    """
    english = folder / name
    if language and language != "en" and language.replace("_", "").isalnum():
        translated = english.with_name(f"{english.stem}.{language}{english.suffix}")
        if translated.is_file():
            return translated
    return english
