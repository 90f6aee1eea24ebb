"""The engines' English sentences, read back into the interface language.

The rules engine, Quiddler, Crosswise and the session explain a refusal or a failure
in one English sentence (also written to logs and the command line). The screens show
it through a table of ``(pattern, render)`` pairs: the pattern reads the sentence's
squares, tiles, words, names and numbers back, and ``render`` puts them into the
translated template. :func:`read_back` returns ``None`` for a sentence of a shape not
in the table; the callers then show the English (or a general sentence).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from lexitile.i18n import _, ngettext

#: The fields read from a sentence: group name -> text.
Fields = dict[str, str]
#: Fields -> the sentence in the interface language, or ``None`` (not translatable).
Render = Callable[[Fields], "str | None"]


def template(message: str, convert: Callable[[Fields], Fields] | None = None) -> Render:
    """Render ``message`` (an English template marked with ``N_``) translated and
    filled with the fields, after ``convert`` (e.g. tile names into the language)."""
    return lambda fields: _(message).format(**(convert(fields) if convert else fields))


def plural(singular: str, plural_form: str, count: str = "n") -> Render:
    """Render a singular/plural template pair, chosen by the number in field ``count``."""
    return lambda fields: ngettext(singular, plural_form, int(fields[count])).format(**fields)


def read_back(text: str, table: Iterable[tuple[re.Pattern[str], Render]]) -> str | None:
    """``text`` in the interface language by the first pattern of ``table`` that
    matches all of it (and renders), else ``None``."""
    sentence = text.strip()
    for pattern, render in table:
        m = pattern.fullmatch(sentence)
        if m:
            translated = render(m.groupdict())
            if translated is not None:
                return translated
    return None
