"""The move generator's word automaton: a GADDAG whose right halves are a DAWG.

A GADDAG (Gordon 1994, "A faster Scrabble move generation algorithm", Software:
Practice and Experience 24(2)) stores every word ``c1..cn`` once per split point ``i``
as ``rev(c1..ci) + SEP + c(i+1)..cn``, so a generator can start at any letter of a word
(the anchor square), read leftwards, switch direction at ``SEP`` and read rightwards.

This one is built in two parts that share one node numbering (see ``docs/engine.md``):

* a **DAWG** (minimal deterministic automaton of the words, read left to right; Appel
  and Jacobson 1988, "The world's fastest Scrabble program", CACM 31(5)): nodes
  ``0 .. dawg_nodes - 1``, root :attr:`Automaton.dawg_root`;
* the **reversed half**: one state per distinct substring ``s`` of a word, reached from
  :attr:`Automaton.gaddag_root` by reading ``s`` right to left, minimised. Its ``SEP``
  edge exists when ``s`` is a proper prefix of a word and leads straight to the DAWG
  node of that prefix, because the letters that may follow ``SEP`` are exactly the
  DAWG's continuations of the prefix. A state is final when ``s`` itself is a word
  (the whole word was read backwards, the ``rev(w)`` path without ``SEP``).

Both halves are built incrementally from sorted input and minimised on the fly
(Daciuk et al. 2000; see :meth:`Automaton.build` and ``docs/languages.md``), so memory
stays near the size of the result even for 1.8 million Portuguese words.

Letters are integer codes ``0 .. len(alphabet) - 1`` (the sorted characters of the
word list). Per node the automaton keeps, in flat :mod:`array` arrays:

* ``mask[n]``: bit ``L`` set when the node has an edge for letter ``L``;
* ``first[n]``: index of its first edge in ``arcs``; edges are in letter order, so the
  child for letter ``L`` is ``arcs[first[n] + popcount(mask[n] & ((1 << L) - 1))]``;
* ``final[n]``: 1 when the letters read so far spell a whole word;
* ``sep[n]``: the DAWG node after ``SEP``, or -1.

Built automata are cached on disk (``<cache>/gaddag-<digest>.lxg``, next to the
lexicon's tries; the folder is ``$LEXITILE_CACHE_DIR`` or
``platformdirs.user_cache_dir("lexitile")``), keyed by a BLAKE2b digest of the word
list; the file's layout, checksum and atomic write are in
:mod:`lexitile.games.crossword.engine.automaton_file`. When the cache cannot be written
the automaton simply lives in memory.
"""

from __future__ import annotations

import hashlib
import os
import sys
from array import array
from collections.abc import Iterable
from itertools import islice
from operator import lt
from pathlib import Path
from typing import Protocol

import lexitile
from lexitile.games.crossword.engine import accel, automaton_file
from lexitile.games.crossword.engine.automaton_file import FORMAT
from lexitile.games.crossword.engine.automaton_pure import FORWARD_SHARE, Progress, build_pure
from lexitile.lexicon.cache import cache_dir as cache_dir_default
from lexitile.lexicon.normalise import BUILTIN_CODES


def words_digest(words: list[str]) -> str:
    """BLAKE2b digest (20 hex digits) of a word list in the given order, plus :data:`FORMAT`."""
    h = hashlib.blake2b(FORMAT.encode(), digest_size=10)
    h.update("\n".join(words).encode("utf-8"))
    return h.hexdigest()


def _sorted_words(words: list[str]) -> bool:
    """Whether ``words`` is strictly increasing with no word under 2 letters (then
    :meth:`Automaton.build` uses it as it is, without a sorted copy: for the 1.8 million
    Portuguese words that saves about 100 MB)."""
    return min(map(len, words), default=2) >= 2 and all(map(lt, words, islice(words, 1, None)))


def _array(typecode: str, raw: bytes) -> array[int]:
    """An array of ``typecode`` holding the native-order items of ``raw``."""
    out = array(typecode)
    out.frombytes(raw)
    return out


class WordSource(Protocol):
    """What an automaton is built from: a word store with ``words()`` (upper-case tile
    letters); a ``name`` and a ``cache_path`` are used when the store has them."""

    def words(self) -> Iterable[str]: ...


class Automaton:
    """A GADDAG + DAWG over a word list, as flat integer arrays (see the module docstring).

    Build with :meth:`build` (in memory) or :meth:`load_or_build` (disk cache).
    Membership tests (``"QI" in automaton``) walk the DAWG.

    Attributes:
        alphabet: the letters, sorted; letter code ``L`` is ``alphabet[L]``.
        codes: letter -> code (upper case).
        word_count: number of distinct words of 2+ letters.
        dawg_root, gaddag_root: root node ids.
        dawg_nodes: node ids below this are DAWG nodes.
        mask, first, arcs, final, sep: the arrays described in the module docstring.
        digest: the word-list digest the automaton was built from ("" if unknown).
        path: the cache file it was loaded from or saved to, or ``None``.
    """

    __slots__ = (
        "_accel_memo",
        "_cross_cache",
        "_kids",
        "alphabet",
        "arcs",
        "codes",
        "dawg_nodes",
        "dawg_root",
        "digest",
        "final",
        "first",
        "gaddag_root",
        "mask",
        "path",
        "sep",
        "word_count",
    )

    def __init__(
        self,
        alphabet: str,
        word_count: int,
        dawg_root: int,
        gaddag_root: int,
        dawg_nodes: int,
        mask: array[int],
        first: array[int],
        arcs: array[int],
        final: bytes,
        sep: array[int],
        digest: str = "",
    ) -> None:
        self.alphabet = alphabet
        self.codes = {ch: i for i, ch in enumerate(alphabet)}
        self.word_count = word_count
        self.dawg_root = dawg_root
        self.gaddag_root = gaddag_root
        self.dawg_nodes = dawg_nodes
        self.mask = mask
        self.first = first
        self.arcs = arcs
        self.final = final
        self.sep = sep
        self.digest = digest
        self.path: Path | None = None
        #: memo of cross-check masks by (letters above, letters below); see crosschecks.py
        self._cross_cache: dict[tuple[str, str], int] = {}
        self._kids: list[tuple[tuple[int, ...], ...] | None] | None = None
        #: per tile set, what the compiled generator needs of it (see accel.py)
        self._accel_memo: dict[int, tuple[object, ...]] = {}

    def __reduce__(self) -> tuple[object, ...]:
        """Pickle the arrays only: the caches (cross-check memo, edge tuples, the
        compiled generator's tables) are rebuilt on use where the copy lives (the
        simulation's worker processes)."""
        args = (
            self.alphabet,
            self.word_count,
            self.dawg_root,
            self.gaddag_root,
            self.dawg_nodes,
            self.mask,
            self.first,
            self.arcs,
            self.final,
            self.sep,
            self.digest,
        )
        return (Automaton, args, (None, {"path": self.path}))

    # ------------------------------------------------------------------ queries

    @property
    def node_count(self) -> int:
        """Number of nodes (DAWG and reversed half together)."""
        return len(self.mask)

    @property
    def arc_count(self) -> int:
        """Number of letter edges (``SEP`` edges not counted)."""
        return len(self.arcs)

    def kids_cache(self) -> list[tuple[tuple[int, ...], ...] | None]:
        """Per-node edge tuples for the generator, filled lazily (``None`` = not yet built).

        Entry ``n`` becomes ``((L, 1 << L, child, mask[child], final[child], sep[child]), ...)``
        for the edges of node ``n`` in letter order; iterating such a tuple is about three
        times faster in CPython than extracting bits from ``mask[n]``. Only visited nodes
        are expanded (a few thousand per position).
        """
        if self._kids is None:
            self._kids = [None] * len(self.mask)
        return self._kids

    def child(self, node: int, code: int) -> int:
        """The node reached from ``node`` by letter ``code``, or -1."""
        m = self.mask[node]
        if not (m >> code) & 1:
            return -1
        child: int = self.arcs[self.first[node] + (m & ((1 << code) - 1)).bit_count()]
        return child

    def walk(self, node: int, word: str) -> int:
        """Follow the letters of ``word`` (upper case) from ``node``; -1 when it falls off."""
        codes = self.codes
        for ch in word:
            c = codes.get(ch)
            if c is None:
                return -1
            node = self.child(node, c)
            if node < 0:
                return -1
        return node

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        node = self.walk(self.dawg_root, word.upper())
        return node >= 0 and bool(self.final[node])

    def __len__(self) -> int:
        return self.word_count

    def words(self) -> list[str]:
        """Every word, in alphabetical code order (walks the DAWG; for tests and tools)."""
        out: list[str] = []
        alphabet, mask, first, arcs, final = self.alphabet, self.mask, self.first, self.arcs, self.final

        def rec(node: int, prefix: str) -> None:
            if final[node]:
                out.append(prefix)
            m = mask[node]
            k = first[node]
            code = 0
            while m:
                if m & 1:
                    rec(arcs[k], prefix + alphabet[code])
                    k += 1
                m >>= 1
                code += 1

        rec(self.dawg_root, "")
        return out

    # ------------------------------------------------------------------ building

    @classmethod
    def build(cls, words: Iterable[str], digest: str = "", progress: Progress | None = None) -> Automaton:
        """Build the automaton in memory.

        Args:
            words: words in tile letters (upper case, any alphabet); duplicates and words
                shorter than 2 letters are dropped (a play's words have 2+ letters).
            digest: the cache key to record (see :func:`words_digest`).
            progress: called with the fraction done (0.0 to 1.0) now and then (the
                forward half is the first :data:`FORWARD_SHARE` of it, by words; the
                reversed half the rest, by keys).

        Raises:
            ValueError: when no word of 2+ letters remains, the alphabet has more than
                62 letters (masks are stored as 64-bit integers), or a word contains a
                control character.

        Construction (see ``docs/languages.md``): both halves are built incrementally
        from sorted input and minimised on the fly (Daciuk, Mihov, Watson and Watson
        2000, "Incremental construction of minimal acyclic finite-state automata",
        Computational Linguistics 26(1)): only the path of the last string inserted is
        unfinished; every node left behind is looked up in a register of finished
        nodes by its signature (final, sep, edges) and merged with an equal one. The
        DAWG is built from the sorted words; each of its trie nodes, as it is finished,
        yields a key for the reversed half, ``rev(prefix)`` with the prefix's final
        flag and DAWG node, bucketed by first letter. The reversed half is then built
        the same way from those keys, sorted one bucket at a time: its trie (one node
        per distinct substring) is never held in memory, only the minimal automaton.

        With the compiled core in use (:func:`lexitile.games.crossword.engine.accel.backend` is ``"c"``)
        the same construction runs in C (:func:`lexitile.games.crossword.engine.accel.build_arrays`,
        without the interpreter lock) and gives identical arrays; otherwise it runs in
        Python, below.

        Cost (CPython 3.11, a 2-core machine shared with other jobs,
        ``benchmarks/bench_automaton_build.py``: CPU seconds, median of 3 fresh
        processes; peak = the whole process, word list included), compiled / pure
        Python: the built-in English list (247,414 words; 574,488 nodes, 1.07 million
        edges) 0.3 s / 5.1 s, peak 86 / 146 MB; German (594,344 words; 1.54 million
        nodes, 2.5 million edges) 1.0 s / 11.6 s, 204 / 314 MB; Brazilian Portuguese
        (1.84 million words; 1.60 million nodes, 3.8 million edges) 2.2 s / 26.9 s, 351 /
        534 MB. The layer-by-layer construction the pure one replaced took 9 s / 300
        MB, 37 s / 710 MB and 220 s / 1.4 GB. Hence also the disk cache
        (:meth:`load_or_build`).
        """
        ordered = (
            words if isinstance(words, list) and _sorted_words(words) else sorted({w for w in words if len(w) >= 2})
        )
        if not ordered:
            raise ValueError("the word list has no word of 2 or more letters")
        alphabet = "".join(sorted(set("".join(ordered))))
        if len(alphabet) > 62:
            raise ValueError(f"the word list uses {len(alphabet)} different letters; at most 62 are supported")
        if alphabet[0] <= "\n":  # the reversed-half keys below use \x01 and \n as separators
            raise ValueError("the word list contains control characters")
        built = accel.build_arrays(ordered, alphabet, FORWARD_SHARE, progress)
        if built is not None:  # the compiled core's build: the same arrays, 12-17x faster
            raw_mask, raw_first, raw_arcs, final_c, raw_sep, dawg_root, gaddag_root, dawg_nodes = built
            mask, first, arcs, sep = (
                _array(t, raw) for t, raw in zip("Qiii", (raw_mask, raw_first, raw_arcs, raw_sep))
            )
            return cls(
                alphabet, len(ordered), dawg_root, gaddag_root, dawg_nodes, mask, first, arcs, final_c, sep, digest
            )
        mask, first, arcs, final, sep, dawg_root, gaddag_root, dawg_nodes = build_pure(ordered, alphabet, progress)
        return cls(alphabet, len(ordered), dawg_root, gaddag_root, dawg_nodes, mask, first, arcs, final, sep, digest)

    # ------------------------------------------------------------------ disk cache

    def save(self, path: str | Path) -> None:
        """Write the automaton to ``path`` (atomically); see :func:`automaton_file.write`.

        Raises:
            OSError: when the folder cannot be created or written.
        """
        automaton_file.write(self, Path(path))
        self.path = Path(path)

    @classmethod
    def load(cls, path: str | Path) -> Automaton:
        """Read an automaton written by :meth:`save`; see :func:`automaton_file.read`.

        Raises:
            OSError: the file cannot be read.
            ValueError: the file is not an automaton of this :data:`FORMAT`, is
                truncated, or its checksum does not match.
        """
        p = Path(path)
        header, (mask, first, sep, arcs, final) = automaton_file.read(p)
        automaton = cls(
            header["alphabet"],
            header["word_count"],
            header["dawg_root"],
            header["gaddag_root"],
            header["dawg_nodes"],
            mask,
            first,
            arcs,
            final,
            sep,
            header.get("digest", ""),
        )
        automaton.path = p
        return automaton

    @classmethod
    def load_or_build(
        cls,
        words: Iterable[str],
        cache_dir: str | Path | None = None,
        *,
        digest: str | None = None,
        name: str = "gaddag",
        progress: Progress | None = None,
    ) -> Automaton:
        """The automaton of ``words``: from the disk cache, else built and cached.

        Args:
            words: the word list (see :meth:`build`). Its order matters only for the cache
                key, so pass the same list in the same order (e.g. sorted) to hit the cache.
            cache_dir: cache folder; :func:`lexitile.lexicon.cache.cache_dir` when ``None``.
            digest: a precomputed cache key (e.g. of the word-list file), which skips
                hashing the words; :func:`words_digest` of the list when ``None``.
            name: file name prefix.
            progress: see :meth:`build` (called only when it builds).

        Returns:
            The automaton; its :attr:`path` is the cache file, or ``None`` when the cache
            could not be written (the automaton then lives in memory only). A damaged
            cache file is rebuilt. Nothing here raises because of the cache.
        """
        word_list = words if isinstance(words, list) else list(words)
        key = digest if digest is not None else words_digest(word_list)
        folder = Path(cache_dir) if cache_dir is not None else cache_dir_default()
        target = folder / f"{name}-{key}.lxg"
        if target.is_file():
            try:
                automaton = cls.load(target)
            except (OSError, ValueError, KeyError):
                pass
            else:
                if automaton.digest == key:
                    return automaton
        automaton = cls.build(word_list, key, progress)
        try:
            automaton.save(target)
        except OSError:
            automaton.path = None
        return automaton


def automaton_for_lexicon(
    lexicon: WordSource,
    cache_dir: str | Path | None = None,
    *,
    build_in_child: bool = False,
    progress: Progress | None = None,
) -> Automaton:
    """The automaton of a :class:`lexitile.lexicon.Lexicon` (or anything with ``words()``
    and ``name``), from the disk cache when possible.

    When the lexicon comes from a cached trie (``lexicon.cache_path``, whose name carries
    the digest of its source file) that name keys the automaton too, so a warm start
    neither reads nor hashes the words; otherwise the sorted words are hashed.

    Args:
        lexicon: the word store; its words are upper-case tile letters.
        cache_dir: as :meth:`Automaton.load_or_build`.
        progress: called with the fraction done while the automaton is built (not on a
            cache hit); see :meth:`Automaton.build`.
        build_in_child: on a cache miss, build in a child process (``python -c``, at
            lower priority) and load its cache file, instead of building here. For a
            UI's worker thread: a pure-Python build in a thread holds the interpreter
            lock for its whole 5 to 30 s and makes the UI sluggish; waiting for a child
            does not (the compiled build releases the lock, but loading the words does
            not).
            Only for lexicons with a cached trie (the built-in lists); anything else,
            or a child that fails, is built here as usual.
    """
    name = f"gaddag-{getattr(lexicon, 'name', 'words')}"
    trie_path = getattr(lexicon, "cache_path", None)
    if trie_path is not None:
        h = hashlib.blake2b(FORMAT.encode(), digest_size=10)
        h.update(Path(trie_path).name.encode("utf-8"))
        key = h.hexdigest()
        folder = Path(cache_dir) if cache_dir is not None else cache_dir_default()
        target = folder / f"{name}-{key}.lxg"
        for attempt in ("cache", "child"):
            if attempt == "child" and not (build_in_child and _build_in_child(lexicon, folder, progress)):
                break
            if target.is_file():
                try:
                    automaton = Automaton.load(target)
                except (OSError, ValueError, KeyError):
                    pass
                else:
                    if automaton.digest == key:
                        return automaton
        return Automaton.load_or_build(sorted(lexicon.words()), cache_dir, digest=key, name=name, progress=progress)
    return Automaton.load_or_build(sorted(lexicon.words()), cache_dir, name=name, progress=progress)


#: What :func:`_build_in_child` runs: load the built-in lexicon from the same trie
#: cache, build its automaton into the same folder.
_CHILD_BUILD = (
    "import sys; from pathlib import Path; from lexitile.lexicon import load_lexicon; "
    "from lexitile.games.crossword.engine.automaton import automaton_for_lexicon; "
    "lex = load_lexicon(sys.argv[1], cache_dir=Path(sys.argv[2]), compounds='off'); "
    "tell = lambda f: print(f'{f:.3f}', flush=True); "
    "raise SystemExit(0 if automaton_for_lexicon(lex, Path(sys.argv[3]), progress=tell).path else 1)"
)


def _build_in_child(lexicon: WordSource, folder: Path, progress: Progress | None = None) -> bool:
    """Build ``lexicon``'s automaton into ``folder`` in a child process; True when the
    child says it wrote the cache file. The child reports its progress as one fraction
    per line on its standard output, passed on to ``progress``."""
    import subprocess  # noqa: PLC0415 - loaded on first use, not at start-up

    spec = getattr(lexicon, "name", None)
    trie_path = getattr(lexicon, "cache_path", None)
    if spec not in BUILTIN_CODES or trie_path is None:
        return False

    env = dict(os.environ)
    package_root = str(Path(lexitile.__file__).resolve().parent.parent)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH", "")) if p)
    try:
        child = subprocess.Popen(
            [sys.executable, "-P", "-c", _CHILD_BUILD, spec, str(Path(trie_path).parent), str(folder)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
            text=True,
        )
    except OSError:
        return False
    if hasattr(os, "setpriority"):
        try:
            os.setpriority(os.PRIO_PROCESS, child.pid, 5)
        except OSError:
            pass
    assert child.stdout is not None
    with child.stdout:
        for line in child.stdout:
            if progress is not None:
                try:
                    progress(min(1.0, max(0.0, float(line))))
                except ValueError:
                    pass
    return child.wait() == 0
