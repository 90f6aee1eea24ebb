"""The game languages: which lexicon, tile set, GCG names and UI locale go together.

``--lang en|de|pt`` on the command line picks a :class:`Language` with
:func:`language_for`, and with it the lexicon and the tile set (an explicit
``--lexicon`` or ``--tiles`` overrides its part). ``pt`` is Brazilian Portuguese.

Plain data, no imports beyond the standard library: cheap at start-up.
"""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.errors import UnknownNameError


@dataclass(frozen=True)
class Language:
    """One game language.

    Attributes:
        code: the ``--lang`` code: ``en``, ``de``, ``pt``.
        name: English name of the language (``"Brazilian Portuguese"``).
        native: its name in the language itself, for menus (``"Português (Brasil)"``).
        lexicon: built-in lexicon name for :func:`lexitile.lexicon.load_lexicon`
            (``"pt_BR"``).
        tileset: built-in tile set name for :func:`lexitile.games.crossword.catalog.load_tileset`,
            also the GCG ``#tile-distribution`` name (``"portuguese_br"``).
        gcg_lexicon: another name of the built-in list a GCG ``#lexicon`` line may
            use (``"lexitile-pt_BR"``), accepted when reading; lexitile writes the
            lexicon name itself (``#lexicon pt_BR``). Both are deliberately unlike the
            tournament lists' names (NWL23, CSW21, RD28), which these lists are not.
        ui_locale: the gettext locale of the user interface (``"pt_BR"``).
    """

    code: str
    name: str
    native: str
    lexicon: str
    tileset: str
    gcg_lexicon: str
    ui_locale: str


#: Every game language, in menu order.
LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "English", "en", "english", "lexitile-en", "en"),
    Language("de", "German", "Deutsch", "de", "german", "lexitile-de", "de"),
    Language("pt", "Brazilian Portuguese", "Português (Brasil)", "pt_BR", "portuguese_br", "lexitile-pt_BR", "pt_BR"),
)

#: The language when none is chosen.
DEFAULT_LANGUAGE = "en"

_BY_NAME: dict[str, Language] = {}
for _lang in LANGUAGES:
    for _alias in (
        _lang.code,
        _lang.name,
        _lang.native,
        _lang.lexicon,
        _lang.tileset,
        _lang.gcg_lexicon,
        _lang.ui_locale,
    ):
        _BY_NAME.setdefault(_alias.casefold(), _lang)
for _alias, _code in (
    ("english", "en"),
    ("german", "de"),
    ("deutsch", "de"),
    ("pt-br", "pt"),
    ("pt_br", "pt"),
    ("portuguese", "pt"),
    ("português", "pt"),
    ("portugues", "pt"),
    ("de_de", "de"),
    ("en_us", "en"),
    ("en_gb", "en"),
):
    _BY_NAME[_alias] = next(lang for lang in LANGUAGES if lang.code == _code)
del _lang, _alias, _code

#: The ``--lang`` codes, for argument parsers' ``choices`` and help texts.
CODES: tuple[str, ...] = tuple(lang.code for lang in LANGUAGES)
#: The ``--lang`` codes as the help texts and the error name them: ``en, de or pt``
#: (``pt_BR`` and the other names :func:`language_for` reads are aliases, not listed).
CODES_TEXT = f"{', '.join(CODES[:-1])} or {CODES[-1]}"


def language_for(name: str) -> Language:
    """The language for a ``--lang`` code or any of its other names, case-insensitive:
    ``de``, ``german``, ``Deutsch``, ``pt``, ``pt_BR``, ``pt-BR``, ``portuguese_br``,
    a GCG ``#lexicon`` name such as ``lexitile-de``...

    Raises:
        UnknownNameError: no such language (the message lists the codes).
    """
    found = _BY_NAME.get(name.strip().casefold())
    if found is None:
        raise UnknownNameError(f"unknown language {name!r}: choose one of {CODES_TEXT}")
    return found


def language_of_lexicon(lexicon_name: str) -> Language | None:
    """The language whose built-in lexicon or GCG ``#lexicon`` name this is, or ``None``
    (a word-list file, a tournament list name)."""
    found = _BY_NAME.get(lexicon_name.strip().casefold())
    if found is not None and lexicon_name.strip().casefold() in (
        found.lexicon.casefold(),
        found.gcg_lexicon.casefold(),
        found.code,
    ):
        return found
    return None


def resolve(
    lang: str | None, lexicon: str | None = None, tiles: str | None = None, rules_language: str | None = None
) -> tuple[str, str | None]:
    """The lexicon and tile set specs for ``--lang``, ``--lexicon`` and ``--tiles``.

    Args:
        lang: the ``--lang`` given, or ``None``.
        lexicon, tiles: explicit ``--lexicon`` / ``--tiles``, or ``None``.
        rules_language: the rule set's own language (``RuleSet.language``: Palavras
            Cruzadas is Brazilian), or ``None`` for a rule set of any language.

    Returns:
        ``(lexicon spec, tile set spec or None)``: an explicit ``lexicon`` or ``tiles``
        wins over the language's. Without ``lang`` the language is the rule set's own,
        else English. In the rule set's own language the tile set is ``None`` (the
        rule set's own set, e.g. the 115 tiles of Palavras Cruzadas); in another
        language it is that language's set. Without ``lang`` and a rule set of any
        language, the tile set is ``None`` too (keep the rule set's own).

    Raises:
        UnknownNameError: ``lang`` or ``rules_language`` is not a language.
    """
    if lang is None and rules_language is None:
        return (lexicon or language_for(DEFAULT_LANGUAGE).lexicon, tiles)
    language = language_for(lang if lang is not None else rules_language or DEFAULT_LANGUAGE)
    if rules_language is not None and language.code == language_for(rules_language).code:
        return (lexicon or language.lexicon, tiles)
    return (lexicon or language.lexicon, tiles or language.tileset)


def table_language(chosen: str | None, rules_language: str | None, interface_language: bool, ui: str) -> str | None:
    """The ``--lang`` a table plays in when the player chose ``chosen`` (``None``: the
    rule set's own), for :func:`resolve`.

    A rule set of one language (Palavras Cruzadas) and one of none (Mattel, the
    tournament rules: English) keep ``chosen`` as it is: :func:`resolve` gives them
    their own word list and tiles whatever the interface. A rule set played in the
    interface's language (``RuleSet.interface_language``: Kreuzwort) gets the
    language of ``ui`` when nothing was chosen: a German interface plays German
    words with the German tiles.

    Args:
        chosen: the ``--lang`` code chosen, or ``None``.
        rules_language: ``RuleSet.language`` (the rule set's own language, or ``None``).
        interface_language: ``RuleSet.interface_language``.
        ui: the interface language (``en``, ``de``, ``pt_BR``: any name of a language).

    Returns:
        The language code to resolve with, or ``None`` for the rule set's own.
    """
    if chosen is not None or rules_language is not None or not interface_language:
        return chosen
    found = _BY_NAME.get(ui.strip().casefold())
    return found.code if found is not None else DEFAULT_LANGUAGE


def language_code_of(lexicon: str | None, tiles: str | None = None) -> str:
    """The language code (``en``, ``de``, ``pt``) of a lexicon spec, else of a tile set's
    name, or ``""`` when neither tells (a word list of one's own)."""
    found = language_of_lexicon(lexicon or "")
    if found is not None:
        return found.code
    if tiles:
        try:
            return language_for(tiles).code
        except UnknownNameError:
            return ""
    return ""
