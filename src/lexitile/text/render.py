"""Messages into sentences: :func:`render`, the one place a :class:`Message` is worded.

Screens render in the interface language; standard error and GCG ``#note`` lines in
English (other programs read them). The templates are gettext messages: the catalogs
of :mod:`lexitile.i18n` translate them, and a field keeps its value in every language
(squares, tiles, words, names and numbers are the same everywhere).
"""

from __future__ import annotations

from collections.abc import Mapping
from gettext import NullTranslations

from lexitile.core.message import FieldValue, Message
from lexitile.i18n import catalog, ui_language
from lexitile.text.check_texts import TEMPLATES as CHECK
from lexitile.text.crosswise_texts import TEMPLATES as CROSSWISE
from lexitile.text.duplicate_texts import TEMPLATES as DUPLICATE
from lexitile.text.event_texts import TEMPLATES as EVENTS
from lexitile.text.league_texts import TEMPLATES as LEAGUE
from lexitile.text.note_texts import TEMPLATES as NOTES
from lexitile.text.quick_texts import TEMPLATES as QUICK
from lexitile.text.quiddler_log_texts import TEMPLATES as QUIDDLER_LOG
from lexitile.text.quiddler_table_texts import TEMPLATES as QUIDDLER_TABLE
from lexitile.text.quiddler_texts import TEMPLATES as QUIDDLER
from lexitile.text.recap_texts import TEMPLATES as RECAP
from lexitile.text.records_texts import TEMPLATES as RECORDS
from lexitile.text.rules_texts import TEMPLATES as RULES
from lexitile.text.table_texts import TEMPLATES as TABLE
from lexitile.text.templates import Template

#: Every code's wording (one table per game area).
TEMPLATES: Mapping[str, Template] = {
    **RULES,
    **QUIDDLER,
    **CROSSWISE,
    **DUPLICATE,
    **TABLE,
    **RECORDS,
    **QUICK,
    **NOTES,
    **EVENTS,
    **QUIDDLER_LOG,
    **QUIDDLER_TABLE,
    **RECAP,
    **CHECK,
    **LEAGUE,
}

#: How the items of a field holding several texts are joined.
LIST_SEPARATOR = ", "


def _shown(value: FieldValue, join: str | None, translations: NullTranslations, language: str) -> str | int:
    if isinstance(value, Message):
        return render(value, language)
    if not isinstance(value, tuple):
        return value
    items = [render(v, language) if isinstance(v, Message) else v for v in value]
    if join is None or not items:
        return LIST_SEPARATOR.join(items)
    pair = translations.gettext(join)
    out = items[0]
    for item in items[1:]:
        out = pair.format(first=out, second=item)
    return out


def render(message: Message, language: str | None = None) -> str:
    """``message`` as a sentence.

    Args:
        message: the code and its fields.
        language: ``"en"``, ``"de"``, ``"pt_BR"`` (any locale name); ``None``: the
            interface language now.

    Returns:
        The sentence, with every field in place.

    Raises:
        KeyError: a code with no template, or a template place with no field (a bug of
            the code that made the message: codes and fields are fixed per area).
    """
    template = TEMPLATES.get(message.code)
    if template is None:
        raise KeyError(f"no wording for message code {message.code!r}")
    language = ui_language() if language is None else language
    translations = catalog(language)
    if template.plural is not None:
        count = message.fields[template.count]
        if not isinstance(count, int):
            raise KeyError(f"message {message.code!r}: the count field {template.count!r} must be a number")
        text = translations.ngettext(template.text, template.plural, count)
    else:
        text = translations.gettext(template.text)
    values = {
        key: _shown(value, template.joins.get(key), translations, language) for key, value in message.fields.items()
    }
    for key, context in template.names.items():
        if isinstance(values.get(key), str):
            values[key] = translations.pgettext(context, str(values[key]))
    return text.format(**values)


def has_wording(message: Message) -> bool:
    """True when :func:`render` can word ``message`` (its code has a template)."""
    return message.code in TEMPLATES


def render_or(message: Message, fallback: str, language: str | None = None) -> str:
    """:func:`render`, or ``fallback`` (the engine's English sentence) for a message
    whose code has no wording or whose fields do not fill its template."""
    try:
        return render(message, language)
    except (KeyError, IndexError, ValueError):
        return fallback


def english(message: Message) -> str:
    """``message`` in English (for standard error, logs and GCG notes)."""
    return render(message, "en")
