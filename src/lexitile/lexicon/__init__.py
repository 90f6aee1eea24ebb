"""Word lists: per-language normalisation, the trie-backed :class:`Lexicon`, loading.

Pure library code (no Textual). Typical use::

    from lexitile.lexicon import load_lexicon
    lexicon = load_lexicon("en")        # or "de", "pt_BR", or a path to a word list
    "qi" in lexicon                     # True: case-insensitive, tile letters

Modules: :mod:`.normalise` (spelling rules), :mod:`.store` (:class:`Lexicon`),
:mod:`.loading` (:func:`load_lexicon`), :mod:`.compounds` (the German hunspell compound fallback,
:class:`CompoundLexicon`), :mod:`.wordfile` (reading user word lists), :mod:`.cache`
(on-disk trie cache).
"""

from lexitile.lexicon.compounds import CompoundLexicon
from lexitile.lexicon.loading import load_lexicon
from lexitile.lexicon.normalise import alphabet, language_code, normalise, why_not_word
from lexitile.lexicon.store import DEFAULT_LEXICON, Lexicon, builtin_lexicons

__all__ = [
    "DEFAULT_LEXICON",
    "CompoundLexicon",
    "Lexicon",
    "alphabet",
    "builtin_lexicons",
    "language_code",
    "load_lexicon",
    "normalise",
    "why_not_word",
]
