"""The word-list README's removal appendix (tools/build_wordlists.py): every word the new
list lacks is listed under the filter that removed it, and the appendix says which list
it compares with (``--before-label``)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import build_wordlists


def test_every_removed_word_is_listed_under_its_filter_and_the_compared_list_is_named() -> None:
    before = {"ROSA", "SOUSA", "ADAO", "LISBOA", "MESA", "ZZZZ"}
    now = {"ROSA", "MESA"}
    filters = {"Natura proper nouns": {"SOUSA", "ADAO"}, "reviewed places": {"LISBOA"}}
    text = build_wordlists.removal_appendix("pt_BR", before, now, filters, "before the name filters (git `a8cdbeb`)")
    assert text is not None
    assert "had before the name filters (git `a8cdbeb`) and lacks now (4)" in text
    assert "* **Natura proper nouns** (2): ADAO SOUSA" in text
    assert "* **reviewed places** (1): LISBOA" in text
    assert "* **no longer made by the sources** (1): ZZZZ" in text  # never silently dropped


def test_no_appendix_when_nothing_was_removed() -> None:
    assert build_wordlists.removal_appendix("pt_BR", {"MESA"}, {"MESA", "ROSA"}, {}) is None
