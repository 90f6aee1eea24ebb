"""Leave values: how many points the tiles kept after a move are worth on later turns.

A *leave* is the multiset of rack tiles a player keeps after a play or an exchange,
written as a sorted string with ``?`` for a blank (``"?ERS"``). Its value is the
expected gain in points of the next turns over drawing a fresh rack, so the hard robot
ranks moves by *equity* = score + leave value (Quackle's and Macondo's "static
equity"; Gordon 1994 and Sheppard 2002 describe the idea).

lexitile's values are **computed by self-play** (``tools/build_leaves.py``, documented
in ``docs/robots.md``) as a small additive model, not a list of every leave (a full
table of every leave of 1-6 English tiles has about 900,000 rows, far more than a few
thousand games can estimate). The value of a leave is the sum of

* ``tile`` terms: one per copy, so the first ``E`` and the second ``E`` have their own
  values (duplicates are penalised by the second term), ``E1`` ``E2`` ``E3`` (a third
  and further copies share ``E3``);
* ``pair`` terms: one per unordered pair of *different* tile kinds in the leave
  (``ER``, ``QU``, ``?S``), the synergy of the two;
* a ``balance`` term for the number of vowels and consonants kept (``2/3``: two vowels,
  three consonants; blanks count as neither).

The empty leave is worth 0 by definition. The file ``data/leaves/<tileset>.tsv`` lists
one term per line, ``KIND<TAB>KEY<TAB>VALUE`` (points), with ``#`` comments; a term not
listed is 0.

A tile set without a table gets :meth:`LeaveTable.heuristic`: a blank +20, an ``S``
(where the set has one) +6, every further copy of a letter -4, high-value tiles
(8 points or more) -3, and -1.5 per step of vowel/consonant imbalance. It is a
fallback, not tuned.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from lexitile.errors import InputFileError
from lexitile.games.crossword.rules.tiles import BLANK, TileSet
from lexitile.resources import data_dir

#: Letters counted as vowels by the balance term, per alphabet (upper case). Letters
#: outside every alphabet's vowel set are consonants; the blank is neither.
VOWELS = frozenset("AEIOUÄÖÜÁÉÍÓÚÀÂÊÔÃÕ")

#: Copies of one letter that have their own ``tile`` term; further copies share the last.
MAX_COPY_TERM = 3


def leave_key(tiles: Iterable[str]) -> str:
    """The canonical leave string: tiles sorted, blanks (``?`` or lower case) as ``?``."""
    return "".join(sorted(BLANK if (t == BLANK or t.islower()) else t for t in tiles))


def balance_key(leave: str) -> str:
    """``"V/C"``: vowels and consonants in a leave string (blanks are neither)."""
    v = sum(1 for t in leave if t in VOWELS)
    c = sum(1 for t in leave if t != BLANK and t not in VOWELS)
    return f"{v}/{c}"


def leave_features(leave: str) -> list[tuple[str, str]]:
    """The model terms present in a leave, as ``(kind, key)`` pairs (each counts once).

    Args:
        leave: a leave string (:func:`leave_key`).

    Returns:
        ``("tile", "E1")``, ``("tile", "E2")`` ... one per copy (copies past
        :data:`MAX_COPY_TERM` repeat the last key), ``("pair", "ER")`` per pair of
        different kinds (sorted), and one ``("balance", "V/C")``. Empty for ``""``.
    """
    if not leave:
        return []
    counts = Counter(leave)
    kinds = sorted(counts)
    out: list[tuple[str, str]] = []
    for t in kinds:
        for k in range(1, counts[t] + 1):
            out.append(("tile", f"{t}{min(k, MAX_COPY_TERM)}"))
    for i, a in enumerate(kinds):
        for b in kinds[i + 1 :]:
            out.append(("pair", a + b))
    out.append(("balance", balance_key(leave)))
    return out


@dataclass
class LeaveTable:
    """Leave values of one tile set: the additive terms and a memo of whole leaves.

    Attributes:
        name: the tile set name (``english``) or ``"heuristic"``.
        terms: ``(kind, key) -> points``; see the module docstring.
        source: where the table came from (a path or a description), for messages.
    """

    name: str
    terms: dict[tuple[str, str], float]
    source: str = ""
    _memo: dict[str, float] = field(default_factory=dict, repr=False)

    def value(self, leave: str) -> float:
        """Points a leave is worth (0.0 for the empty leave).

        Args:
            leave: the canonical leave string (:func:`leave_key`); other orders give
                the same value but are memoised separately.
        """
        v = self._memo.get(leave)
        if v is None:
            key = leave_key(leave)
            v = self._memo.get(key)
            if v is None:
                terms = self.terms
                # added one by one, in the order of leave_features: the compiled core's best
                # reply sums the same terms in the same order (sum() may compensate)
                v = 0.0
                for f in leave_features(key):
                    v += terms.get(f, 0.0)
                self._memo[key] = v
            self._memo[leave] = v
        return v

    __call__ = value

    # ------------------------------------------------------------------ files
    @classmethod
    def parse(cls, text: str, name: str = "custom", source: str = "<text>") -> LeaveTable:
        """Read the ``KIND<TAB>KEY<TAB>VALUE`` format (``#`` comments, blank lines ignored).

        Raises:
            InputFileError: a line of another shape, an unknown kind, or a value that is
                not a number; names the line.
        """
        terms: dict[tuple[str, str], float] = {}
        for lineno, raw in enumerate(text.splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split("\t") if "\t" in line else line.split()
            if len(parts) != 3 or parts[0] not in ("tile", "pair", "balance"):
                raise InputFileError(f"expected 'tile|pair|balance KEY VALUE', got {line!r}", source, lineno)
            try:
                terms[(parts[0], parts[1])] = float(parts[2])
            except ValueError:
                raise InputFileError(f"value {parts[2]!r} is not a number", source, lineno) from None
        return cls(name, terms, source)

    def dumps(self, header: str = "") -> str:
        """The table in the file format, terms sorted by kind then key."""
        order = {"tile": 0, "pair": 1, "balance": 2}
        lines = [f"# {ln}" if ln else "#" for ln in header.splitlines()]
        for (kind, key), v in sorted(self.terms.items(), key=lambda kv: (order[kv[0][0]], kv[0][1])):
            lines.append(f"{kind}\t{key}\t{v:.3f}")
        return "\n".join(lines) + "\n"

    @classmethod
    def heuristic(cls, tileset: TileSet) -> LeaveTable:
        """The untuned fallback for tile sets without a computed table (module docstring)."""
        terms: dict[tuple[str, str], float] = {}
        for t in tileset.counts:
            if t == BLANK:
                terms[("tile", "?1")] = 20.0
                terms[("tile", "?2")] = 15.0
                continue
            base = -3.0 if tileset.points.get(t, 0) >= 8 else 0.0
            if t == "S":
                base += 6.0
            terms[("tile", f"{t}1")] = base
            terms[("tile", f"{t}2")] = base - 4.0
            terms[("tile", f"{t}3")] = base - 4.0
        for v in range(8):
            for c in range(8):
                if 0 < v + c <= 7:
                    ideal_v = (v + c) * 0.4
                    terms[("balance", f"{v}/{c}")] = -1.5 * abs(v - ideal_v)
        return cls("heuristic", terms, f"heuristic for {tileset.name}")


def leaves_path(tileset_name: str) -> Path:
    """Where the committed table of a tile set lives: ``data/leaves/<name>.tsv``."""
    return data_dir() / "leaves" / f"{tileset_name}.tsv"


_CACHE: dict[str, LeaveTable] = {}


def load_leaves(tileset: TileSet | str, path: str | Path | None = None) -> LeaveTable:
    """The leave table of a tile set: ``path`` if given, else ``data/leaves/<name>.tsv``,
    else :meth:`LeaveTable.heuristic` (needs a :class:`TileSet`). Tables read from the
    data folder are shared (memoised by name).

    Raises:
        InputFileError: the file exists but cannot be read or parsed.
        ValueError: no table for a tile set given by name only.
    """
    name = tileset if isinstance(tileset, str) else tileset.name
    if path is not None:
        p = Path(path)
        try:
            text = p.read_text(encoding="utf-8")
        except OSError as exc:
            raise InputFileError(f"cannot read leave table: {exc.strerror or exc}", p) from None
        return LeaveTable.parse(text, name, str(p))
    if name in _CACHE:
        return _CACHE[name]
    p = leaves_path(name)
    if p.is_file():
        table = LeaveTable.parse(p.read_text(encoding="utf-8"), name, str(p))
    elif isinstance(tileset, TileSet):
        table = LeaveTable.heuristic(tileset)
    else:
        raise ValueError(f"no leave table for tile set {name!r}")
    _CACHE[name] = table
    return table


def exchange_options(rack: Iterable[str]) -> list[tuple[str, str]]:
    """Every distinct exchange of a rack: ``(tiles given back, leave kept)``, both as
    canonical strings; at least one tile is given back (up to the whole rack).

    Args:
        rack: the tiles (``?`` for a blank).
    """
    counts = sorted(Counter(leave_key(rack)).items())
    out: list[tuple[str, str]] = []

    def rec(i: int, keep: list[str], give: list[str]) -> None:
        if i == len(counts):
            if give:
                out.append(("".join(give), "".join(keep)))
            return
        t, n = counts[i]
        for k in range(n + 1):  # keep k copies
            rec(i + 1, keep + [t] * k, give + [t] * (n - k))

    rec(0, [], [])
    return out
