"""Tile sets' names for people, in the interface language (shared by the rules card
and the tile editor's messages)."""

from __future__ import annotations

from lexitile.i18n import N_, _

__all__ = ["tileset_name"]

#: How the built-in tile sets are named for people (their data names, such as
#: ``portuguese_br``, are for files and GCG); others keep their names.
_TILESET_NAMES = {
    "english": N_("English"),
    "english_super": N_("English (Super Scrabble)"),
    "german": N_("German"),
    "portuguese_br": N_("Brazilian Portuguese"),
    "palavras115": "Palavras Cruzadas",
    "dutch": N_("Dutch"),
    "french": N_("French"),
    "norwegian": N_("Norwegian"),
    "polish": N_("Polish"),
}


def tileset_name(name: str) -> str:
    """A tile set's name for people, in the interface language (``german`` -> ``German``,
    ``Deutsch`` in German); a tile set of one's own keeps its name."""
    return _(_TILESET_NAMES[name]) if name in _TILESET_NAMES else name
