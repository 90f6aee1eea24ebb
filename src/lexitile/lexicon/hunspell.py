"""The hunspell side of the German compound check: the dictionary, read with ``spylls``.

:class:`HunspellChecker` loads the committed ``de_DE_frami`` dictionary (``data/hunspell/``)
and answers whether hunspell knows a tile word (:func:`hunspell_spellings`, behind the
static list's rules, :func:`plausible`); :func:`load_progress` says how far a load in this
process (or its child, :mod:`lexitile.lexicon.compounds`) has got. The lexicon that puts
this check behind the static list is :class:`lexitile.lexicon.compounds.CompoundLexicon`.
"""

from __future__ import annotations

import lzma
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from lexitile.lexicon.denylist import read_denylist

#: The hunspell dictionary used, as ``data/hunspell/<name>.{aff,dic}.xz``.
DICTIONARY = "de_DE_frami"

#: The longest word looked up: a bound on the cost of a lookup, not a rule (no built-in
#: board has a line that long). The static list stops at 15 letters, the standard
#: board's width; the fallback accepts longer words for wider boards (super21).
MAX_LETTERS = 40

#: At most this many spellings are tried per word (a run of S tiles multiplies them:
#: SSSSSS has 13 SS/ß spellings; real words have at most two or three SS).
MAX_SPELLINGS = 16

#: Letters a German tile word may contain.
_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ")
_VOWELS = frozenset("AEIOUYÄÖÜ")

#: A paced in-process load (when no child process can be started) reads this many
#: lines, then sleeps :data:`PACE_SLEEP` s, handing the interpreter lock to the UI
#: thread (unpaced, the first German screen took 2.2 s instead of 0.86 to 1.0 s; see
#: ``docs/languages.md``). Pacing makes the load take about twice as long.
PACE_LINES = 100
PACE_SLEEP = 0.001


#: How far the dictionary load of this process has got (0..1; ``None``: not loading).
#: A background load's child process reports it on its pipe (``progress F`` lines).
_progress: float | None = None


def load_progress() -> float | None:
    """How far loading the compound dictionary has got, ``0.0``..``1.0``: the share of
    the ``.dic`` file's entries read (its first line gives their number; the ``.aff``
    file counts as the first 5 %); ``None`` when nothing is loading."""
    return _progress


def _set_progress(fraction: float | None) -> None:
    global _progress
    _progress = fraction


def hunspell_spellings(tiles: str) -> list[str]:
    """The hunspell spellings of a German tile word, Capitalised forms first.

    Every ``SS`` may have been a ``ß`` (overlapping runs too: ``SSS`` is ``ßs``, ``sß``
    or ``sss``), and each spelling is tried Capitalised and in lower case. Tile words
    have no other ambiguity: Ä Ö Ü are their own tiles, and the other accents German
    uses in loanwords are not restored.

    >>> hunspell_spellings("STRASSE")
    ['Straße', 'Strasse', 'straße', 'strasse']
    """
    word = tiles.upper()
    forms: list[str] = []
    limit = MAX_SPELLINGS // 2

    def spell(i: int, done: str) -> None:
        if len(forms) >= limit:  # a long run of S would have exponentially many
            return
        if i == len(word):
            forms.append(done)
            return
        if word.startswith("SS", i):
            spell(i + 2, done + "ß")
        spell(i + 1, done + word[i].lower())

    spell(0, "")
    capitalised = [f[0].upper() + f[1:] for f in forms if f[0] != "ß"]
    out: list[str] = []
    for f in capitalised + forms:
        if f not in out:
            out.append(f)
    return out


def plausible(tiles: str, denylist: frozenset[str] = frozenset()) -> bool:
    """Whether a normalised German word may be checked by the fallback at all: 2 to
    :data:`MAX_LETTERS` tile letters, a vowel, and not on ``denylist``."""
    return (
        2 <= len(tiles) <= MAX_LETTERS
        and all(c in _LETTERS for c in tiles)
        and any(c in _VOWELS for c in tiles)
        and tiles not in denylist
    )


def dictionary_paths(folder: Path | None = None) -> tuple[Path, Path]:
    """The ``.aff`` and ``.dic`` files of :data:`DICTIONARY` (``.xz`` compressed); the
    committed ones in ``data/hunspell`` unless ``folder`` is given (plain or ``.xz``)."""
    if folder is None:
        from lexitile.resources import data_path  # noqa: PLC0415 - loaded on first use, not at start-up

        folder = data_path("hunspell")
    found = []
    for ext in ("aff", "dic"):
        plain = folder / f"{DICTIONARY}.{ext}"
        found.append(plain if plain.is_file() else folder / f"{DICTIONARY}.{ext}.xz")
    return found[0], found[1]


class HunspellChecker:
    """A loaded hunspell dictionary that judges German tile words.

    Load with :meth:`load` (about 2.5 s and 250 MB for ``de_DE_frami``). Thread-safe:
    lookups are serialised by a lock.
    """

    def __init__(self, dictionary: Any, denylist: frozenset[str] = frozenset()) -> None:
        self._dictionary = dictionary
        self._denylist = denylist
        self._lock = threading.Lock()

    @classmethod
    def load(
        cls,
        aff: Path | None = None,
        dic: Path | None = None,
        denylist: frozenset[str] | None = None,
        *,
        paced: bool = False,
        progress: Callable[[float], object] | None = None,
    ) -> HunspellChecker:
        """Read a hunspell dictionary (plain or ``.xz`` files) with ``spylls``.

        Args:
            aff, dic: the files; :func:`dictionary_paths` when ``None``.
            denylist: words never accepted; :func:`read_denylist` when ``None``.
            paced: sleep briefly every :data:`PACE_LINES` lines, so that a UI thread
                gets the interpreter lock whenever it needs it (for background loads).
            progress: called with the share read (see :func:`load_progress`), about
                every 1 %.

        Raises:
            ImportError: ``spylls`` is not installed.
            OSError, lzma.LZMAError: the files cannot be read.
        """
        from spylls.hunspell import Dictionary, readers  # noqa: PLC0415 - imported here: ~0.1 s, and only in the loader thread
        from spylls.hunspell.readers.file_reader import BaseReader  # noqa: PLC0415 - loaded on first use, not at start-up

        if aff is None or dic is None:
            default_aff, default_dic = dictionary_paths()
            aff, dic = aff or default_aff, dic or default_dic

        class _Reader(BaseReader):  # type: ignore[misc]  # spylls ships no type information
            """spylls' FileReader, reading ``.xz`` files too."""

            def __init__(self, path: Path, encoding: str = "Windows-1252", entries: bool = False):
                self.path = path
                self.count = 0
                self.read = 0
                self.total = 0 if entries else None  # the .dic's first line: its number of entries
                super().__init__(self._open(path, encoding))

            def __next__(self) -> str:
                if paced:
                    self.count += 1
                    if self.count >= PACE_LINES:
                        self.count = 0
                        time.sleep(PACE_SLEEP)
                line: str = next(self.iter)  # (line number, text), as spylls reads it
                if self.total is not None and progress is not None:
                    self.read += 1
                    if self.read == 1:
                        first = str(line[1]).split()
                        self.total = int(first[0]) if first and first[0].isdigit() else 0
                    elif self.total and self.read % max(1, self.total // 100) == 0:
                        progress(0.05 + 0.95 * min(1.0, self.read / self.total))
                return line

            def reset_encoding(self, encoding: str) -> None:  # the .aff's SET line
                self.reset_io(self._open(self.path, encoding))

            @staticmethod
            def _open(path: Path, encoding: str) -> IO[str]:
                if path.suffix == ".xz":
                    return lzma.open(path, "rt", encoding=encoding, errors="surrogateescape")
                return open(path, encoding=encoding, errors="surrogateescape")

        if progress is not None:
            progress(0.0)
        aff_data, context = readers.read_aff(_Reader(aff))
        if progress is not None:
            progress(0.05)
        dic_data = readers.read_dic(_Reader(dic, context.encoding, entries=True), aff=aff_data, context=context)
        return cls(Dictionary(aff_data, dic_data), read_denylist() if denylist is None else denylist)

    def accepts(self, tiles: str) -> bool:
        """Whether hunspell knows some spelling of the normalised word ``tiles`` and it
        passes :func:`plausible`. About 1 to 5 ms per word."""
        if not plausible(tiles, self._denylist):
            return False
        with self._lock:
            return any(self._dictionary.lookup(s) for s in hunspell_spellings(tiles))
