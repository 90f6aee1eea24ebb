"""The file side of the Crosswise mode: the shipped data and saved records.

This is the only module of :mod:`lexitile.crosswise` that touches the file system (like
:mod:`lexitile.catalog` and :mod:`lexitile.savegame` for the board game); the rest of
the package parses and writes text it is given. Besides the commands, only the TUI's
rules screen imports it (to show the card in the interface language).

* Components: ``data/crosswise/<name>.toml`` (default ``standard``).
* Rules card: ``data/crosswise/rules-card.txt``, translated in
  ``data/crosswise/rules-card.<language>.txt`` (``de``, ``pt_BR``).
* Records: ``<data dir>/crosswise/*.cwr`` where the data dir is ``$LEXITILE_DATA_DIR`` or
  ``platformdirs.user_data_dir("lexitile")`` (:func:`lexitile.savegame.data_dir`).
  Written atomically (temporary file + rename) after every turn.
"""

from __future__ import annotations

import functools
import re
from datetime import UTC, datetime
from pathlib import Path

from lexitile.crosswise.components import Components, parse_components
from lexitile.crosswise.errors import ComponentsError, RecordError
from lexitile.crosswise.record import Loaded, loads
from lexitile.resources import data_dir as package_data_dir
from lexitile.textfiles import atomic_write_text, read_text_file

#: File name suffix of records.
SUFFIX = ".cwr"


def _read(path: Path, what: str, error: type[ComponentsError] | type[RecordError]) -> str:
    return read_text_file(path, what, error)


def crosswise_data_dir() -> Path:
    """The shipped ``data/crosswise`` folder."""
    return package_data_dir() / "crosswise"


@functools.lru_cache(maxsize=8)
def load_components(name_or_path: str = "standard") -> Components:
    """The components by built-in name (``standard``) or TOML file path.

    Raises:
        ComponentsError: the file is missing, unreadable or not a valid description.
    """
    path = Path(name_or_path)
    if not path.suffix:
        path = crosswise_data_dir() / f"{name_or_path}.toml"
    return parse_components(_read(path, "components file", ComponentsError), str(path))


def rules_card(language: str | None = None) -> str:
    """The text of the rules card (``data/crosswise/rules-card.txt``).

    Args:
        language: a gettext locale code (``"en"``, ``"de"``, ``"pt_BR"``), e.g. the
            TUI's ``lexitile.i18n.ui_language()``. The translated card
            ``rules-card.<language>.txt`` is read when it exists; ``None``, ``"en"`` or
            a language without a translated card gives the English ``rules-card.txt``.

    Raises:
        ComponentsError: the card to read cannot be read.
    """
    from lexitile.resources import translated_path

    return _read(translated_path(crosswise_data_dir(), "rules-card.txt", language), "rules card", ComponentsError)


def records_dir() -> Path:
    """Folder of saved Crosswise records (may not exist yet)."""
    from lexitile.savegame import data_dir

    return data_dir() / "crosswise"


def new_record_path(players: tuple[str, ...] | list[str], when: datetime | None = None) -> Path:
    """A fresh record path: ``<records dir>/20261130-101500-ann-bo.cwr`` (never an existing file)."""
    when = when or datetime.now(UTC)
    slug = "-".join(re.sub(r"[^a-z0-9]+", "", p.lower()) or "p" for p in players)[:40]
    folder = records_dir()
    base = f"{when:%Y%m%d-%H%M%S}-{slug}"
    path = folder / f"{base}{SUFFIX}"
    n = 2
    while path.exists():
        path = folder / f"{base}-{n}{SUFFIX}"
        n += 1
    return path


def save_record(path: Path, text: str) -> None:
    """Write a record atomically: a temporary file in the same folder, then a rename."""
    atomic_write_text(path, text)


def load_record(path: str | Path, components: Components | None = None) -> Loaded:
    """Read and replay a record file.

    Raises:
        RecordError: unreadable, or does not replay (with the line number).
    """
    p = Path(path)
    return loads(_read(p, "record", RecordError), components or load_components(), str(p))


def latest_record(unfinished_only: bool = True) -> Path | None:
    """The most recently changed record (unfinished only, by default), or ``None``."""
    folder = records_dir()
    if not folder.is_dir():
        return None
    for path in sorted(folder.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True):
        if not unfinished_only:
            return path
        try:
            loaded = load_record(path)
        except RecordError:
            continue
        if not loaded.match.is_over:
            return path
    return None
