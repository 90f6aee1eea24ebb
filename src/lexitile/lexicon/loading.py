"""Loading a lexicon by name or path: :func:`load_lexicon` (a built-in list, the German
one with its compound fallback, a list the player installed, or a word-list file).

Above :mod:`lexitile.lexicon.store` (the :class:`~lexitile.lexicon.store.Lexicon` and
the lists) and :mod:`lexitile.lexicon.compounds` (:class:`CompoundLexicon`, a kind of
Lexicon), so neither of those imports the other back.
"""

from __future__ import annotations

from pathlib import Path

import marisa_trie

from lexitile.lexicon.compounds import CompoundLexicon, compound_mode
from lexitile.lexicon.store import (
    DEFAULT_LEXICON,
    Lexicon,
    _builtin_code,
    _load_builtin,
    _missing,
    _unknown,
    builtin_lexicons,
    installed_lexicon,
)

__all__ = ["load_lexicon"]


def load_lexicon(
    spec: str = DEFAULT_LEXICON,
    *,
    language: str | None = None,
    cache_dir: str | Path | None = None,
    compounds: str | None = None,
) -> Lexicon:
    """Load a built-in lexicon by name, or a word-list file by path.

    Args:
        spec: a built-in name (``en``/``english``, ``de``/``german``,
            ``pt_BR``/``pt-BR``/``portuguese_br``; case-insensitive; only those whose
            list is installed, see :func:`builtin_lexicons`), or the path of a word-list
            file (see :mod:`lexitile.lexicon.wordfile` for the format). A name wins over
            a file of the same name in the current folder; write ``./en`` for the file.
        language: for word-list files only: the spelling rules to apply (default: the
            file's ``# language:`` header, else English).
        cache_dir: where built-in tries are cached (default :func:`cache.cache_dir`).
        compounds: for the built-in German list only: how the hunspell compound
            fallback is used (see :mod:`lexitile.lexicon.compounds`): ``"background"``
            (loaded by a child process, started a second later; membership never
            waits, it answers from the static list until then), ``"lazy"`` (load it on
            the first word the static list lacks, and wait for it: for command-line
            tools and batch checks) or ``"off"``. Default: ``$LEXITILE_COMPOUNDS``,
            else ``"background"``.

    Returns:
        The lexicon (a :class:`~lexitile.lexicon.compounds.CompoundLexicon` for the
        built-in German list unless ``compounds`` is ``"off"``). Built-ins open from
        the cache in about a millisecond once built; the first use builds the trie
        (about 0.3 s for English).

    Raises:
        UnknownNameError: ``spec`` is neither a built-in name nor an existing path
            (the message lists the built-in names), or ``language`` is unknown.
        ValueError: ``compounds`` is not one of the modes above.
        InputFileError: the file cannot be read, is not UTF-8 (with the line number),
            is not valid xz data, or holds no valid word.
    """
    code = _builtin_code(spec)
    if code is not None:
        if code not in builtin_lexicons():
            raise _unknown(spec)
        if code == "de":
            mode = compound_mode(compounds)
            static = _load_builtin(code, None if cache_dir is None else Path(cache_dir))
            return static if mode == "off" else CompoundLexicon(static, mode=mode)
        return _load_builtin(code, None if cache_dir is None else Path(cache_dir))
    mine = installed_lexicon(spec)
    if mine is not None:
        return mine
    path = Path(spec).expanduser()
    if not path.exists():
        raise _missing(spec, path)
    from lexitile.lexicon.wordfile import read_word_file  # noqa: PLC0415 - loaded on first use, not at start-up

    found = read_word_file(path, language)
    name = path.name.removesuffix(".xz").removesuffix(".txt") or path.name
    trie = marisa_trie.Trie(found.words)
    return Lexicon(
        trie,
        name,
        found.language,
        skipped_lines=found.skipped_lines,
        skipped_examples=found.skipped_examples,
        source=path,
    )
