"""Every Crosswise tile name of the component file has a German and a Portuguese
name: the names come from data at run time, so the catalog must list them itself
(a re-extraction once dropped them and the German recap said "star")."""

from __future__ import annotations

import pytest

from lexitile.games.crosswise.files import load_components
from lexitile.i18n import set_ui_language
from lexitile.tui.crosswise.texts import TILE_NAMES, name_text


@pytest.mark.parametrize("language", ["de", "pt_BR"])
def test_every_tile_name_is_translated(language):
    comps = load_components()
    names = {comps.name(t) for t in range(len(comps.kinds))}
    assert names <= set(TILE_NAMES)
    set_ui_language(language)
    try:
        untranslated = [n for n in TILE_NAMES if name_text(n) == n]
    finally:
        set_ui_language("en")
    assert untranslated == []
