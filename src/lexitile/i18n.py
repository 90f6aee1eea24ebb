"""The language of the user interface: gettext catalogs for German and Brazilian
Portuguese, English by default.

Only the standard library's :mod:`gettext` is used at run time. The catalogs are
compiled ``.mo`` files shipped in the package (``lexitile/locale/<lang>/LC_MESSAGES/
lexitile.mo``); their ``.po`` sources sit beside them and ``tools/i18n_catalogs.py``
extracts, merges and compiles them (see ``docs/i18n.md``).

Use::

    from lexitile.i18n import _, N_, ngettext

    label = _("Exchange tiles")
    line = ngettext("{n} tile", "{n} tiles", n).format(n=n)
    BINDINGS = [Binding("enter", "confirm", N_("Exchange"))]   # marked only
    ...
    def __init__(self):
        super().__init__()
        localize_bindings(self)                                   # translated here

``_`` looks the string up in the catalog of the language chosen *now*, so call it when
the text is shown, never at import time; for text defined at import time mark it with
:func:`N_` (or use :func:`lazy_gettext`) and translate it when it is used.

The language starts as English. :func:`set_ui_language` chooses another one: a code
(``"de"``, ``"pt"``, ``"pt_BR"``, ``"de_AT.UTF-8"``...) or ``None`` to follow the
environment (``LEXITILE_UI_LANG``, then ``LC_ALL``, ``LC_MESSAGES``, ``LANG``).
Anything without a catalog falls back to English.
"""

from __future__ import annotations

import dataclasses
import gettext as _gettext
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "N_",
    "LazyString",
    "_",
    "catalog",
    "decimal",
    "gettext",
    "language_from_environment",
    "lazy_gettext",
    "localize_bindings",
    "ngettext",
    "normalize_language",
    "pgettext",
    "set_ui_language",
    "ui_language",
]

#: The gettext domain of every catalog.
DOMAIN = "lexitile"

#: Where the catalogs live: ``LOCALE_DIR/<lang>/LC_MESSAGES/lexitile.mo``.
LOCALE_DIR = Path(__file__).with_name("locale")

#: The default (source) language.
DEFAULT_LANGUAGE = "en"

#: The languages the interface can be shown in (``en`` has no catalog: it is the source).
LANGUAGES = ("en", "de", "pt_BR")

#: Environment variables read by ``set_ui_language(None)``, in order of precedence.
ENV_VARS = ("LEXITILE_UI_LANG", "LC_ALL", "LC_MESSAGES", "LANG")

_language = DEFAULT_LANGUAGE
_translations: _gettext.NullTranslations = _gettext.NullTranslations()


def normalize_language(code: str | None) -> str:
    """The supported language a locale name stands for, English for anything else.

    ``"de"``, ``"de_DE.UTF-8"``, ``"de-AT"`` → ``"de"``; ``"pt"``, ``"pt_BR"``,
    ``"pt_PT.UTF-8"`` → ``"pt_BR"`` (the only Portuguese catalog); ``"C"``,
    ``"POSIX"``, ``"fr_FR"``, ``""``, ``None`` → ``"en"``.
    """
    if not code:
        return DEFAULT_LANGUAGE
    # A GNU LANGUAGE-style list "de:en" picks the first entry we know.
    for part in code.split(":"):
        base = part.strip().split(".")[0].split("@")[0].replace("-", "_")
        lang = base.split("_")[0].lower()
        if lang == "de":
            return "de"
        if lang == "pt":
            return "pt_BR"
        if lang == "en":
            return "en"
    return DEFAULT_LANGUAGE


def is_ui_language(code: str) -> bool:
    """Whether ``code`` names an interface language we have: ``en``, ``de``, ``pt_BR``
    and their locale spellings (``de_AT.UTF-8``, ``pt-PT``); ``"xx"`` or ``"C"`` do not."""
    for part in code.split(":"):
        base = part.strip().split(".")[0].split("@")[0].replace("-", "_")
        if base.split("_")[0].lower() in ("en", "de", "pt"):
            return True
    return False


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The interface language the environment asks for (first set variable of
    :data:`ENV_VARS`), English if none is set or it names no catalog we have."""
    env = os.environ if environ is None else environ
    for var in ENV_VARS:
        value = env.get(var, "").strip()
        if value:
            return normalize_language(value)
    return DEFAULT_LANGUAGE


def _load(lang: str) -> _gettext.NullTranslations:
    if lang == DEFAULT_LANGUAGE:
        return _gettext.NullTranslations()
    try:
        return _gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[lang])
    except OSError:
        return _gettext.NullTranslations()


def set_ui_language(code: str | None = None) -> str:
    """Show the interface in ``code`` (``None``: from the environment). Returns the
    language now in use (``"en"``, ``"de"`` or ``"pt_BR"``); an unknown language or a
    missing catalog gives English."""
    global _language, _translations
    lang = language_from_environment() if code is None else normalize_language(code)
    translations = _load(lang)
    if lang != DEFAULT_LANGUAGE and type(translations) is _gettext.NullTranslations:
        lang = DEFAULT_LANGUAGE
    _language, _translations = lang, translations
    return lang


_catalogs: dict[str, _gettext.NullTranslations] = {}


def catalog(language: str) -> _gettext.NullTranslations:
    """The translations of ``language`` (any locale name; English and languages without
    a catalog: none), loaded once. For text made in a language other than the
    interface's (English on standard error and in GCG notes)."""
    lang = normalize_language(language)
    if lang not in _catalogs:
        _catalogs[lang] = _load(lang)
    return _catalogs[lang]


def ui_language() -> str:
    """The language the interface is shown in: ``"en"``, ``"de"`` or ``"pt_BR"``."""
    return _language


#: Interface languages that write a decimal comma (``3,5``), as their own spelling rules do.
_DECIMAL_COMMA = frozenset({"de", "pt_BR"})


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals as the interface language writes it: ``3.5``
    in English, ``3,5`` in German and Portuguese (no thousands separator: the numbers
    shown are points and seconds, below ten thousand)."""
    text = f"{value:.{places}f}"
    return text.replace(".", ",") if _language in _DECIMAL_COMMA else text


def gettext(message: str) -> str:
    """``message`` in the interface language (unchanged in English or when untranslated)."""
    if not message:
        return message
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count ``n`` in the interface language.

    Format the count in afterwards: ``ngettext("{n} tile", "{n} tiles", n).format(n=n)``.
    """
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in ``context`` (for the same English word with two translations)."""
    return _translations.pgettext(context, message)


_ = gettext


def N_(message: str) -> str:
    """Mark ``message`` for the catalog without translating it (for text defined at
    import time: ``BINDINGS``, tables of constants); translate it where it is shown."""
    return message


class LazyString:
    """A message translated each time it is turned into text (``str()``, f-strings,
    ``format``, ``+``). Not a :class:`str`: pass ``str(lazy)`` to code that needs one."""

    __slots__ = ("message",)

    def __init__(self, message: str):
        self.message = message

    def __str__(self) -> str:
        return gettext(self.message)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"LazyString({self.message!r})"

    def __eq__(self, other: object) -> bool:
        return str(self) == str(other)

    def __hash__(self) -> int:
        return hash(self.message)

    def __add__(self, other: Any) -> str:
        return str(self) + str(other)

    def __radd__(self, other: Any) -> str:
        return str(other) + str(self)

    def __len__(self) -> int:
        return len(str(self))


def lazy_gettext(message: str) -> LazyString:
    """A message translated when used (see :class:`LazyString`); the extraction tool
    collects it like ``_``."""
    return LazyString(message)


def localize_bindings(node: Any, *, short: bool = False) -> None:
    """Translate the descriptions (and tooltips) of a Textual widget's or screen's
    key bindings into the interface language. Call it in ``__init__`` after
    ``super().__init__()``; the ``BINDINGS`` texts must be marked with :func:`N_`.

    It replaces the node's own copy of its bindings map (Textual copies the class
    bindings for each instance), so the class and other instances are untouched.
    Does nothing in English. ``short``: use the short footer forms (:data:`FOOTER_KEY`)
    the language has, for a screen whose footer is full at 80 columns.
    """
    if _language == DEFAULT_LANGUAGE:
        return
    bindings = getattr(node, "_bindings", None)
    if bindings is None:
        return
    for key, items in list(bindings.key_to_bindings.items()):
        bindings.key_to_bindings[key] = [
            _localized_binding(b, short) if (b.description or b.tooltip) else b for b in items
        ]


#: The catalog context of a key's short footer form: where a language's word is too
#: long for an 80-column footer ("Zurücknehmen"), a translation in this context
#: ("Zurück") is shown in the footer, and the full word becomes the key's tooltip.
FOOTER_KEY = "footer key"


def NP_(context: str, message: str) -> str:
    """Mark ``message`` in ``context`` for the catalog without translating it (like
    :func:`N_`, for :func:`pgettext`)."""
    return message


def _localized_binding(binding: Any, short_forms: bool) -> Any:
    full = gettext(binding.description)
    short = pgettext(FOOTER_KEY, binding.description) if short_forms and binding.description else ""
    if short and short not in (binding.description, full):
        return dataclasses.replace(binding, description=short, tooltip=gettext(binding.tooltip) or full)
    return dataclasses.replace(binding, description=full, tooltip=gettext(binding.tooltip))
