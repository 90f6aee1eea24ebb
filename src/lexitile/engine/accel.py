"""Which move generator runs: the compiled core (``_accel``) or the pure-Python one.

The compiled core (``src/lexitile/engine/_accel.c``) is built at install time when a C
compiler is present (``hatch_build.py``); it is a port of
:func:`lexitile.engine.movegen._generate_raw` and of the cross-check sets of
:mod:`lexitile.engine.crosschecks` and returns the same moves in the same order, and of
:meth:`lexitile.engine.automaton.Automaton.build`'s construction, which it performs
12 to 17 times faster with identical arrays (:func:`build_arrays`). Without it, or with
the environment variable ``LEXITILE_PURE=1`` (read once, at import), the pure-Python
code runs. :func:`backend` says which one is in use; :func:`use_backend` switches (for
tests and benchmarks).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import ModuleType
from typing import TYPE_CHECKING, Literal

from lexitile.rules.board import Board
from lexitile.rules.tiles import BLANK, TileSet

if TYPE_CHECKING:
    from lexitile.engine.automaton import Automaton, Progress

#: The two generators.
Backend = Literal["c", "pure"]
#: The environment variable that forces the pure-Python generator when set to ``1``.
PURE_ENV = "LEXITILE_PURE"
#: Longest board side the compiled core handles (``MAXN`` in ``_accel.c``).
MAX_SIDE = 64


def _load() -> ModuleType | None:
    try:
        from lexitile.engine import _accel  # noqa: PLC0415 - an optional module: its ImportError is handled here
    except ImportError:
        return None
    module: ModuleType = _accel
    return module


_module = _load()
_active: Backend = "c" if _module is not None and os.environ.get(PURE_ENV, "") != "1" else "pure"


def available() -> bool:
    """True when the compiled core was built and imports."""
    return _module is not None


def backend() -> Backend:
    """The generator in use: ``"c"`` (compiled core) or ``"pure"`` (Python)."""
    return _active


def set_backend(name: Backend) -> None:
    """Use the compiled core (``"c"``) or the pure-Python generator (``"pure"``).

    Raises:
        RuntimeError: ``"c"`` when the compiled core is not installed.
        ValueError: an unknown name.
    """
    global _active
    if name == "c" and _module is None:
        raise RuntimeError("the compiled move generator is not installed (no C compiler at install time)")
    if name not in ("c", "pure"):
        raise ValueError(f"unknown move generator {name!r}: 'c' or 'pure'")
    _active = name


@contextmanager
def use_backend(name: Backend) -> Iterator[None]:
    """Run a block with the given generator, then go back to the previous one."""
    before = _active
    set_backend(name)
    try:
        yield
    finally:
        set_backend(before)


def describe() -> str:
    """One line for ``--version``-like output, e.g. ``move generator: c (compiled)``."""
    if _active == "c":
        return "move generator: c (compiled)"
    if _module is None:
        return "move generator: pure (Python; the compiled core is not installed)"
    return f"move generator: pure (Python; {PURE_ENV}=1 or switched off)"


#: What :func:`build_arrays` returns: mask, first, arcs, final, sep (bytes, native
#: order, as ``array("Q")``, ``array("i")`` x 2, ``bytes``, ``array("i")`` hold them),
#: dawg_root, gaddag_root, dawg_nodes.
BuiltArrays = tuple[bytes, bytes, bytes, bytes, bytes, int, int, int]


def build_arrays(
    words: list[str], alphabet: str, forward_share: float, progress: Progress | None
) -> BuiltArrays | None:
    """The compiled core's build of :meth:`Automaton.build` (identical arrays), or
    ``None`` when it is not in use or predates the builder (an install compiled before
    it): the caller then builds in Python.

    Args:
        words: the words to build from, strictly increasing, each at least one letter.
        alphabet: their letters, sorted, each once (1 to 62).
        forward_share: the share of the progress fractions the forward half takes.
        progress: as :meth:`Automaton.build`'s, called with the same fractions.

    Raises:
        ValueError: words out of order, or a letter outside ``alphabet``.
        MemoryError: when memory runs out.
        Exception: whatever ``progress`` raises (the build stops there).
    """
    build = getattr(_module, "build_automaton", None) if _active == "c" else None
    if build is None:
        return None
    built: BuiltArrays = build(words, alphabet, forward_share, progress)
    return built


def _letters(automaton: Automaton) -> str | None:
    """The alphabet in upper then lower case, or ``None`` when a letter's lower case is
    not one character (the compiled core writes one character per square)."""
    lower = [ch.lower() for ch in automaton.alphabet]
    if any(len(ch) != 1 for ch in lower):
        return None
    return automaton.alphabet + "".join(lower)


class _Prepared:
    """What the compiled core needs of an automaton with a tile set, made once per pair."""

    __slots__ = ("letters", "tiles", "tileset", "tmask", "vals")

    def __init__(self, automaton: Automaton, tileset: TileSet, letters: str) -> None:
        self.tileset = tileset
        self.letters = letters
        points = tileset.points
        self.vals = [points.get(ch, 0) for ch in automaton.alphabet] + [0]
        tmask = 0
        for ch, c in automaton.codes.items():
            if tileset.is_letter(ch):
                tmask |= 1 << c
        self.tmask = tmask
        #: board tile -> (letter code, value), filled as tiles turn up (see :meth:`add_tile`)
        self.tiles: dict[str, tuple[int, int]] = {}

    def add_tile(self, tile: str, automaton: Automaton) -> None:
        """Code and value of a board tile, as :func:`lexitile.engine.crosschecks.board_codes`.

        Raises:
            KeyError: an upper-case tile that is not in the tile set (no value).
        """
        outside = len(automaton.alphabet)
        if tile.islower():
            self.tiles[tile] = (automaton.codes.get(tile.upper(), outside), 0)
        else:
            self.tiles[tile] = (automaton.codes.get(tile, outside), self.tileset.points[tile])


def _prepared(automaton: Automaton, tileset: TileSet) -> _Prepared | None:
    memo: dict[int, tuple[object, ...]] | None = getattr(automaton, "_accel_memo", None)
    if memo is None:  # an automaton-like object that is not an Automaton: the pure path
        return None
    entry = memo.get(id(tileset))
    if entry is not None and entry[0] is tileset:
        prepared = entry[1]
        return prepared if isinstance(prepared, _Prepared) else None
    letters = _letters(automaton)
    made = _Prepared(automaton, tileset, letters) if letters is not None else None
    if len(memo) >= 16:  # tile sets loaded again and again: keep the memo small
        memo.clear()
    memo[id(tileset)] = (tileset, made)
    return made


def generate(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    automaton: Automaton,
    bingo_bonus: int,
    rack_size: int,
    across_only_on_empty: bool,
    move_type: type,
    best_only: bool = False,
) -> list[object] | None:
    """The compiled core's moves as ``move_type`` tuples, or ``None`` when it cannot take
    this position (not in use, a board over :data:`MAX_SIDE` squares a side, an
    alphabet it cannot write); the caller then runs the pure-Python generator.

    Args and result: as :func:`lexitile.engine.movegen._generate_raw` (the one-tile plays
    already in their canonical direction).

    Raises:
        KeyError: a board tile whose letter is not in ``tileset``.
    """
    module = _module
    if _active != "c" or module is None or board.rows > MAX_SIDE or board.cols > MAX_SIDE:
        return None
    prepared = _prepared(automaton, tileset)
    if prepared is None:
        return None
    codes_of = automaton.codes
    counts = [0] * (len(automaton.alphabet) + 1)
    blanks = 0
    rack_mask = 0
    for t in rack:
        if t == BLANK:
            blanks += 1
            continue
        c = codes_of.get(t.upper())
        if c is not None:
            counts[c] += 1
            rack_mask |= 1 << c
    layout = board.layout
    start_r, start_c = layout.start
    while True:
        try:
            moves: list[object] = module.generate(
                automaton,
                move_type,
                board.squares,
                prepared.tiles,
                layout.letter_mult,
                layout.word_mult,
                board.rows,
                board.cols,
                prepared.letters,
                prepared.vals,
                prepared.tmask,
                counts,
                blanks,
                len(rack),
                rack_mask,
                bingo_bonus,
                rack_size,
                board.is_empty,
                start_r,
                start_c,
                across_only_on_empty,
                best_only,
            )
        except KeyError as exc:  # a tile not seen before with this tile set: add it, go again
            tile = exc.args[0] if exc.args else None
            if not isinstance(tile, str) or tile in prepared.tiles:
                raise
            prepared.add_tile(tile, automaton)
            continue
        return moves
