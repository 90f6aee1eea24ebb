"""The word store: :class:`Lexicon` (a ``marisa-trie`` of tile-letter words), the
built-in lists and the lists the player installed; :func:`lexitile.lexicon.loading.load_lexicon`
finds a built-in list or reads a user word-list file.

Built-in lists are the committed ``data/wordlists/<code>.txt.xz`` files; their tries
are built on first use and cached (see :mod:`lexitile.lexicon.cache`). User word-list
files are read and built in memory on every load: they are usually small (a 250,000
word list builds in about half a second), the skipped-line count has to be reported on
every load anyway, and ad-hoc files would otherwise leave stale entries in the cache.
"""

from __future__ import annotations

import lzma
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

import marisa_trie

from lexitile.core.message import Message
from lexitile.errors import InputFileError, LexitileError, UnknownNameError
from lexitile.i18n import NP_, pgettext
from lexitile.lexicon.cache import cached_trie
from lexitile.lexicon.normalise import BUILTIN_CODES, language_code, normalise, why_not_word

#: The lexicon used when none is named.
DEFAULT_LEXICON = "en"

#: The catalog context of the built-in lists' titles: a message naming a list (``{list}``
#: of ``lexitile check --why``) has them worded in the interface language, and a user's
#: list of the same name as an English word is not.
TITLE_CONTEXT = "word list title"

#: The names the player sees for the built-in lists (the game screen, ``lexitile lexicon
#: list``, records): what each list is, and what it is built from. They are not the
#: tournament lists (NWL, CSW) and never claim to be.
BUILTIN_TITLES = {
    "en": NP_("word list title", "lexitile English, based on ENABLE and SCOWL"),
    "de": NP_("word list title", "lexitile German, based on igerman98 and frami"),
    "pt_BR": NP_("word list title", "lexitile Brazilian Portuguese, based on VERO"),
}


def shown_title(title: str) -> str:
    """A list's title as the app shows it: a built-in list's (:data:`BUILTIN_TITLES`)
    in the interface language, any other list's name as it is. Records keep the
    English title."""
    return pgettext(TITLE_CONTEXT, title) if title in BUILTIN_TITLES.values() else title


class Lexicon:
    """A set of words in tile letters, backed by a ``marisa_trie.Trie``.

    Membership is case-insensitive and applies the language's spelling rules, so a
    blank played as lower-case ``"qi"``, ``"Straße"`` (German) or ``"coração"``
    (Portuguese) are found as ``QI``, ``STRASSE`` and ``CORAÇAO``.

    Attributes:
        name: short name, e.g. ``"en"``, an installed list's name or a word-list file's stem.
        title: the name the player sees, e.g. ``"lexitile English, based on ENABLE and
            SCOWL"`` (:data:`BUILTIN_TITLES`); the short name for other lists.
        language: canonical language code (``"en"``, ``"de"``, ``"pt_BR"``).
        skipped_lines: lines or entries dropped while loading because they can never
            be a word (0 for built-in lists).
        skipped_examples: up to five ``(line, text, reason)`` triples of skipped lines.
        source: the file the words came from, or ``None``.
        cache_path: the cached trie file in use, or ``None`` when built in memory.
    """

    def __init__(
        self,
        trie: marisa_trie.Trie,
        name: str,
        language: str,
        *,
        skipped_lines: int = 0,
        skipped_examples: Sequence[tuple[int, str, str]] = (),
        source: Path | None = None,
        cache_path: Path | None = None,
        title: str | None = None,
    ):
        self._trie = trie
        self.name = name
        self.title = title or name
        self.language = language_code(language)
        self.skipped_lines = skipped_lines
        self.skipped_examples = tuple(skipped_examples)
        self.source = source
        self.cache_path = cache_path

    @classmethod
    def from_words(cls, words: Iterable[str], name: str = "words", language: str = "en") -> Lexicon:
        """Build a lexicon in memory, e.g. for tests: ``Lexicon.from_words(["qi", "za"])``.

        Words are normalised; entries that can never be a word (``"x-ray"``, ``"a"``)
        are left out and counted in :attr:`skipped_lines`.

        Raises:
            UnknownNameError: for an unknown language.
        """
        code = language_code(language)
        kept: list[str] = []
        skipped = 0
        for word in words:
            if why_not_word(word, code) is None:
                kept.append(normalise(word.strip(), code))
            else:
                skipped += 1
        return cls(marisa_trie.Trie(kept), name, code, skipped_lines=skipped)

    @property
    def trie(self) -> marisa_trie.Trie:
        """The underlying trie, keyed by normalised words (for move generators)."""
        return self._trie

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        if word.isascii():  # the common case: plain letters, any case
            return word.upper() in self._trie
        return normalise(word, self.language) in self._trie

    def __len__(self) -> int:
        return len(self._trie)

    def words(self) -> Iterator[str]:
        """Iterate over every word, normalised, in the trie's order (not alphabetical)."""
        keys: Iterator[str] = self._trie.iterkeys()
        return keys

    @property
    def ready(self) -> bool:
        """True: a plain lexicon has nothing loading in the background (see
        :class:`lexitile.lexicon.compounds.CompoundLexicon`, where it can be false)."""
        return True

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until background loading is done; a plain lexicon is always ready."""
        return True

    def verdict(self, word: str) -> bool | None:
        """``word in self``, or ``None`` when the answer is not known yet (only a
        :class:`~lexitile.lexicon.compounds.CompoundLexicon` still loading says so)."""
        return word in self

    def has_prefix(self, prefix: str) -> bool:
        """Return whether some word starts with ``prefix`` (any case; ``""`` is a prefix)."""
        key = prefix.upper() if prefix.isascii() else normalise(prefix, self.language)
        return next(self._trie.iterkeys(key), None) is not None

    def __repr__(self) -> str:
        return f"Lexicon(name={self.name!r}, language={self.language!r}, words={len(self)})"


def builtin_list(code: str) -> Path:
    """Return the committed word-list file of a built-in lexicon (it may not exist)."""
    from lexitile.resources import data_path  # noqa: PLC0415 - loaded on first use, not at start-up

    return data_path("wordlists", f"{code}.txt.xz")


def builtin_lexicons() -> tuple[str, ...]:
    """Return the codes of the built-in lexicons whose word list is installed."""
    try:
        return tuple(code for code in BUILTIN_CODES if builtin_list(code).is_file())
    except FileNotFoundError:  # no data folder at all
        return ()


def _builtin_code(spec: str) -> str | None:
    try:
        code = language_code(spec)
    except UnknownNameError:
        return None
    return code if code in BUILTIN_CODES else None


def _read_builtin_words(path: Path) -> list[str]:
    """Read a committed list: already normalised and sorted, one word per line."""
    try:
        with lzma.open(path, "rt", encoding="utf-8") as f:
            return f.read().split()
    except (OSError, lzma.LZMAError, EOFError, UnicodeDecodeError) as exc:
        raise InputFileError(f"built-in word list is damaged: {exc}", path) from exc


def _load_builtin(code: str, cache_dir: Path | None) -> Lexicon:
    path = builtin_list(code)
    try:
        trie, cache_path = cached_trie(path, code, lambda: _read_builtin_words(path), cache_dir)
    except OSError as exc:
        raise InputFileError(f"cannot read built-in word list: {exc.strerror or exc}", path) from exc
    return Lexicon(trie, code, code, source=path, cache_path=cache_path, title=BUILTIN_TITLES[code])


def _unknown(spec: str) -> UnknownNameError:
    from lexitile.lexicon.userlists import installed_lists  # noqa: PLC0415 - loaded on first use, not at start-up

    names = ", ".join(builtin_lexicons()) or "none installed"
    own = ", ".join(entry.name for entry in installed_lists())
    mine = f"; installed lists are {own}" if own else ""
    return UnknownNameError(
        f"unknown lexicon {spec!r}: built-in lexicons are {names}{mine}; or give the path of a word-list file"
    )


def _missing(spec: str, path: Path) -> LexitileError:
    """The error for ``spec`` naming no built-in or installed list and no existing file:
    a missing file when it looks like a path (a suffix or a separator), else an unknown
    name."""
    if path.suffix or "/" in spec or "\\" in spec:
        return InputFileError("no such word-list file", path, why=Message("lexicon.no-such-file"))
    return _unknown(spec)


def check_lexicon_spec(spec: str) -> None:
    """Refuse ``spec`` as :func:`load_lexicon` would for a name or path that leads to no
    list, without loading anything (a form checks this before it asks any question).

    Args:
        spec: a built-in name, an installed list's name or a word-list file's path.

    Raises:
        UnknownNameError: a name that is neither built in (and installed) nor an
            installed list, and no file of that name exists.
        InputFileError: a path (it has a suffix or a separator) to no file; its ``why``
            is ``lexicon.no-such-file``.
    """
    code = _builtin_code(spec)
    if code is not None:
        if code not in builtin_lexicons():
            raise _unknown(spec)
        return
    from lexitile.lexicon import userlists  # noqa: PLC0415 - lazily: keeps built-in start-up fast

    if userlists.find_installed(spec.strip()) is not None:
        return
    path = Path(spec).expanduser()
    if not path.exists():
        raise _missing(spec, path)


def lexicon_title(spec: str) -> str:
    """The name a player sees for a lexicon spec, without loading the list: a built-in
    list's title (:data:`BUILTIN_TITLES`), an installed list's name, else a word-list
    file's name (``words.txt``)."""
    code = _builtin_code(spec)
    if code is not None:
        return BUILTIN_TITLES[code]
    from lexitile.lexicon.userlists import find_installed  # noqa: PLC0415 - loaded on first use, not at start-up

    entry = find_installed(spec.strip())
    if entry is not None:
        return entry.name
    return Path(spec).name or spec


def installed_lexicon(name: str | None) -> Lexicon | None:
    """The list the player installed under ``name`` (``lexitile lexicon add``), opened, or
    ``None`` when no list of that name is installed (or ``name`` is ``None``).

    Raises:
        InputFileError: the installed list's compiled file is damaged.
    """
    if not name:
        return None
    from lexitile.lexicon import userlists  # noqa: PLC0415 - lazily: keeps built-in start-up fast

    entry = userlists.find_installed(name.strip())
    if entry is None:
        return None
    trie = userlists.open_installed(entry)
    return Lexicon(trie, entry.name, entry.language, source=entry.trie_path, cache_path=entry.trie_path)
