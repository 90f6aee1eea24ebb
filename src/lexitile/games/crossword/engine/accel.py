"""Which move generator runs: the compiled core (``_accel``) or the pure-Python one.

The compiled core (``src/lexitile/games/crossword/engine/_accel.c``) is built at install time when a C
compiler is present (``hatch_build.py``); it is a port of
:func:`lexitile.games.crossword.engine.movegen._generate_raw` and of the cross-check sets of
:mod:`lexitile.games.crossword.engine.crosschecks` and returns the same moves in the same order, and of
:meth:`lexitile.games.crossword.engine.automaton.Automaton.build`'s construction, which it performs
12 to 17 times faster with identical arrays (:func:`build_arrays`). Without it, or with
the environment variable ``LEXITILE_PURE=1`` (read once, at import), the pure-Python
code runs. :func:`backend` says which one is in use; :func:`use_backend` switches (for
tests and benchmarks).
"""

from __future__ import annotations

import os
from array import array
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal

from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.tiles import BLANK, TileSet

if TYPE_CHECKING:
    from lexitile.games.crossword.engine.automaton import Automaton
    from lexitile.games.crossword.engine.automaton_pure import Progress

#: The two generators.
Backend = Literal["c", "pure"]
#: The environment variable that forces the pure-Python generator when set to ``1``.
PURE_ENV = "LEXITILE_PURE"
#: Longest board side the compiled core handles (``MAXN`` in ``_accel.c``).
MAX_SIDE = 64


def _load() -> ModuleType | None:
    try:
        from lexitile.games.crossword.engine import _accel  # noqa: PLC0415 - an optional module: its ImportError is handled here
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

    __slots__ = ("letters", "models", "tiles", "tileset", "tmask", "vals")

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
        #: id of a leave model -> (the model, its array for the core), see :func:`best_reply`
        self.models: dict[int, tuple[object, array[float]]] = {}

    def add_tile(self, tile: str, automaton: Automaton) -> None:
        """Code and value of a board tile, as :func:`lexitile.games.crossword.engine.crosschecks.board_codes`.

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


def _call(
    function: str,
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    automaton: Automaton,
    bingo_bonus: int,
    rack_size: int,
    across_only_on_empty: bool,
    move_type: type,
    tail: tuple[object, ...],
    *,
    whole_rack: bool = False,
) -> Any:
    """Call the compiled core's ``function`` with the position's arguments and ``tail``,
    or ``None`` when it cannot take this position (see :func:`generate`); with
    ``whole_rack``, also ``None`` when a rack tile is not in the lexicon's alphabet (the
    core would leave it out of the rack, and a leave must count it)."""
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
        elif whole_rack:
            return None
    layout = board.layout
    start_r, start_c = layout.start
    call = getattr(module, function, None)
    if call is None:  # a core compiled before this function existed
        return None
    while True:
        try:
            return call(
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
                *tail,
            )
        except KeyError as exc:  # a tile not seen before with this tile set: add it, go again
            tile = exc.args[0] if exc.args else None
            if not isinstance(tile, str) or tile in prepared.tiles:
                raise
            prepared.add_tile(tile, automaton)


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

    Args and result: as :func:`lexitile.games.crossword.engine.movegen._generate_raw` (the one-tile plays
    already in their canonical direction).

    Raises:
        KeyError: a board tile whose letter is not in ``tileset``.
    """
    moves: list[object] | None = _call(
        "generate",
        board,
        rack,
        tileset,
        automaton,
        bingo_bonus,
        rack_size,
        across_only_on_empty,
        move_type,
        (best_only,),
    )
    return moves


#: The side of the compiled core's balance table (vowels and consonants kept, each below it).
BALANCE_SIDE = 16


@dataclass(frozen=True)
class LeaveModel:
    """What the compiled best reply needs to value leaves as
    :meth:`lexitile.games.crossword.engine.evaluator.Evaluator.adjustment` does.

    Attributes:
        terms: the leave table's ``(kind, key) -> points`` (:class:`lexitile.games.crossword.engine.leaves.LeaveTable`).
        vowels: the letters the balance term counts as vowels.
        out_factor, keep_factor, keep_constant: the end-of-game adjustment's constants.
    """

    terms: Mapping[tuple[str, str], float]
    vowels: frozenset[str]
    out_factor: float
    keep_factor: float
    keep_constant: float
    max_copy: int = 3


def _model_array(automaton: Automaton, model: LeaveModel) -> array[float]:
    """The model laid out for ``_accel_playout.h``'s ``LeaveModel`` (doubles)."""
    alphabet = automaton.alphabet
    chars = [*alphabet, BLANK]  # kind i is alphabet[i]; the blank is the last kind
    kinds = len(chars)
    terms = model.terms
    tile = [terms.get(("tile", f"{ch}{c}"), 0.0) for ch in chars for c in range(1, 4)]
    pair = [0.0] * (kinds * kinds)
    for i, a in enumerate(chars):
        for j, b in enumerate(chars):
            if a < b:
                pair[i * kinds + j] = terms.get(("pair", a + b), 0.0)
    balance = [terms.get(("balance", f"{v}/{c}"), 0.0) for v in range(BALANCE_SIDE) for c in range(BALANCE_SIDE)]
    vowel = [1.0 if ch in model.vowels else 0.0 for ch in alphabet] + [2.0]
    order = [float(i) for i in sorted(range(kinds), key=lambda i: chars[i])]
    tail = [model.out_factor, model.keep_factor, model.keep_constant]
    return array("d", tile + pair + balance + vowel + order + tail)


def best_reply(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    automaton: Automaton,
    bingo_bonus: int,
    rack_size: int,
    model: LeaveModel,
    bag: int,
    unseen: int,
    move_type: type,
    *,
    bound: bool = False,
) -> tuple[float, object | None, int] | None:
    """The compiled core's play of highest equity, or ``None`` when it cannot take this
    position (as :func:`generate`; also a rack tile outside the lexicon's alphabet, a
    rack of more than 4,096 possible leaves, or a model whose copies term is not 3).

    The equity is :meth:`lexitile.games.crossword.engine.evaluator.Evaluator.equity` computed in the
    same order of summation, so the same play is found as by ranking every generated
    play in Python; a play replaces the best so far only when strictly better.

    Args:
        board, rack, tileset, automaton, bingo_bonus, rack_size: as :func:`generate`.
        model: the leave values (:class:`LeaveModel`).
        bag: tiles in the bag before the reply (0: the end-of-game adjustment).
        unseen: face value of the tiles the player cannot see (used with ``bag == 0``).
        move_type: the tuple type of the move returned.
        bound: look at the anchors from the highest upper bound of their plays' scores
            down, and stop when no play of the rest can beat the best found (its bound
            plus the best leave of the rack is lower); the reply is the same (a tie goes
            to the play generated first), the plays counted are only those looked at.

    Returns:
        ``(equity, move or None, plays generated)``; ``None`` as a move when keeping the
        whole rack (the pass) is at least as good as every play.

    Raises:
        KeyError: a board tile whose letter is not in ``tileset``.
    """
    found: tuple[float, object | None, int] | None = _by_equity(
        board, rack, tileset, automaton, bingo_bonus, rack_size, model, bag, unseen, move_type, 1 if bound else 0
    )
    return found


def ranked(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    automaton: Automaton,
    bingo_bonus: int,
    rack_size: int,
    model: LeaveModel,
    bag: int,
    move_type: type,
) -> tuple[array[float], list[object]] | None:
    """Every play with its equity (score + leave value), highest first (ties: generation
    order), from the compiled core, as ``(equities, moves)``: the equities (points) in an
    ``array("d")`` and the ``move_type`` tuples in a list, in the same order; ``None`` when
    it cannot take this position (as :func:`best_reply`) or the bag is empty (``bag`` < 1).

    The leave value is :meth:`lexitile.games.crossword.engine.leaves.LeaveTable.value`'s, summed in the
    same order (the same doubles); the plays are :func:`generate`'s (across only on the
    empty board), so the pairs are those of ranking them in Python with a stable sort.

    Raises:
        KeyError: a board tile whose letter is not in ``tileset``.
    """
    if bag < 1:
        return None
    out: tuple[bytes, list[object]] | None = _by_equity(
        board, rack, tileset, automaton, bingo_bonus, rack_size, model, bag, 0, move_type, 2
    )
    if out is None:
        return None
    equities, moves = out
    return array("d", equities), moves


def _by_equity(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    automaton: Automaton,
    bingo_bonus: int,
    rack_size: int,
    model: LeaveModel,
    bag: int,
    unseen: int,
    move_type: type,
    mode: int,
) -> Any:
    if model.max_copy != 3 or len(rack) >= BALANCE_SIDE:
        return None
    prepared = _prepared(automaton, tileset)
    if prepared is None:
        return None
    memo = prepared.models
    entry = memo.get(id(model))
    if entry is None or entry[0] is not model:
        if len(memo) >= 16:  # models made again and again: keep the memo small
            memo.clear()
        entry = memo[id(model)] = (model, _model_array(automaton, model))
    try:
        return _call(
            "by_equity",
            board,
            rack,
            tileset,
            automaton,
            bingo_bonus,
            rack_size,
            True,
            move_type,
            (entry[1], bag, unseen, mode),
            whole_rack=True,
        )
    except ValueError:  # a rack with more leaves than the core's table holds
        return None
