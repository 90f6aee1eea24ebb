"""The automaton's construction in pure Python, for when the compiled core is not built.

The same incremental construction as the compiled core's (``_accel_build.h``), giving
identical arrays: both halves built from sorted input and minimised on the fly (Daciuk,
Mihov, Watson and Watson 2000, "Incremental construction of minimal acyclic
finite-state automata", Computational Linguistics 26(1)). The layout of the arrays is
described in :mod:`lexitile.games.crossword.engine.automaton`; the construction in
:meth:`lexitile.games.crossword.engine.automaton.Automaton.build`.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable

__all__ = ["FORWARD_SHARE", "Progress", "build_pure"]

#: Share of a build's time the forward half (the DAWG over the sorted words) takes.
FORWARD_SHARE = 0.3
#: A build's progress callback: the fraction done, 0.0 to 1.0.
Progress = Callable[[float], None]
#: The arrays of a built automaton: mask, first, arcs, final, sep, then the DAWG's root,
#: the reversed half's root and the number of DAWG nodes.
BuiltArrays = tuple["array[int]", "array[int]", "array[int]", bytes, "array[int]", int, int, int]


def build_pure(ordered: list[str], alphabet: str, progress: Progress | None = None) -> BuiltArrays:
    """Build the automaton's arrays from ``ordered`` in Python.

    Args:
        ordered: the words, sorted, each of 2+ letters, no duplicates.
        alphabet: the sorted characters of the words (at most 62, none a control
            character: the reversed-half keys use ``\x01`` and ``\n`` as separators).
        progress: called with the fraction done now and then (the forward half is the
            first :data:`FORWARD_SHARE`, by words; the reversed half the rest, by keys).

    Returns:
        ``(mask, first, arcs, final, sep, dawg_root, gaddag_root, dawg_nodes)``.
    """
    # Sorted strings are in letter-code order too: codes follow the sorted characters.
    code = {ch: i for i, ch in enumerate(alphabet)}

    mask, first, sep, arcs = array("Q"), array("i"), array("i"), array("i")
    final = bytearray()

    def new_register() -> Callable[[list[int]], int]:
        """A node adder with its own register (the halves do not share nodes).

        A node under construction is a list ``[final, sep, letter, child, letter,
        child, ...]`` with its edges in letter order; finished, it is appended to
        the flat arrays unless an equal node is registered already.
        """
        register: dict[bytes, int] = {}

        def add(node: list[int]) -> int:
            key = array("i", node).tobytes()
            i = register.get(key)
            if i is None:
                i = register[key] = len(final)
                first.append(len(arcs))
                m = 0
                for j in range(2, len(node), 2):
                    m |= 1 << node[j]
                    arcs.append(node[j + 1])
                mask.append(m)
                final.append(node[0])
                sep.append(node[1])
            return i

        return add

    # ---- DAWG over the sorted words; finished prefixes become reversed-half keys
    # "rev(prefix) \x01 value" (\x01 sorts before every letter, so a key's order is
    # that of rev(prefix)), value = final | (DAWG node + 1) << 1 when the prefix has
    # continuations (the reversed half's SEP target), else just the final flag.
    add = new_register()
    buckets: list[list[str]] = [[] for _ in alphabet]
    packed: list[list[str]] = [[] for _ in alphabet]  # full buckets joined, to save memory
    path: list[list[int]] = [[0, -1]]  # path[d]: the unfinished node of prev[:d]
    prev = ""

    def finish_dawg(depth: int) -> None:
        while len(path) - 1 > depth:
            d = len(path) - 1
            node = path.pop()
            nid = add(node)
            c = code[prev[d - 1]]
            parent = path[-1]
            parent.append(c)
            parent.append(nid)
            value = ((nid + 1) << 1 | node[0]) if len(node) > 2 else node[0]
            bucket = buckets[c]
            bucket.append(f"{prev[d - 1 :: -1]}\x01{value}")
            if len(bucket) >= 65536:
                packed[c].append("\n".join(bucket))
                bucket.clear()

    total = len(ordered)
    for i, w in enumerate(ordered):
        if progress is not None and not i & 0x3FFF:
            progress(FORWARD_SHARE * i / total)
        n = min(len(prev), len(w))
        lcp = 0
        while lcp < n and prev[lcp] == w[lcp]:
            lcp += 1
        finish_dawg(lcp)
        for _ in range(len(w) - lcp):
            path.append([0, -1])
        path[-1][0] = 1
        prev = w
    finish_dawg(0)
    dawg_root = add(path[0])
    dawg_nodes = len(final)

    # ---- reversed half from the keys, one first-letter bucket at a time
    add = new_register()
    path = [[0, -1]]
    prev = ""

    def finish_rev(depth: int) -> None:
        while len(path) - 1 > depth:
            d = len(path) - 1
            nid = add(path.pop())
            parent = path[-1]
            parent.append(code[prev[d - 1]])
            parent.append(nid)

    key_total = sum(len(b) for b in buckets) + sum(len(p) for p in packed) * 65536 or 1
    keys_done = 0
    for c in range(len(alphabet)):
        if progress is not None:
            progress(FORWARD_SHARE + (1 - FORWARD_SHARE) * min(1.0, keys_done / key_total))
        keys_done += len(buckets[c]) + len(packed[c]) * 65536
        packed[c].append("\n".join(buckets[c]))
        buckets[c] = []
        keys = "\n".join(packed[c]).split("\n")
        packed[c] = []
        keys.sort()
        for k in keys:
            if not k:
                continue
            t, _, v = k.partition("\x01")
            value = int(v)
            n = min(len(prev), len(t))
            lcp = 0
            while lcp < n and prev[lcp] == t[lcp]:
                lcp += 1
            finish_rev(lcp)
            for _ in range(len(t) - lcp):
                path.append([0, -1])
            node = path[-1]
            node[0] = value & 1
            node[1] = (value >> 1) - 1
            prev = t
        del keys
    finish_rev(0)
    gaddag_root = add(path[0])
    if progress is not None:
        progress(1.0)
    return mask, first, arcs, bytes(final), sep, dawg_root, gaddag_root, dawg_nodes
