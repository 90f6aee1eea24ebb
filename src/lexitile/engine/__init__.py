"""Move generation: the word automaton, cross-check sets and the generator.

* :mod:`lexitile.engine.automaton`: a GADDAG (Gordon 1994) whose right halves are a DAWG
  (Appel & Jacobson 1988), as flat integer arrays, cached on disk.
* :mod:`lexitile.engine.crosschecks`: cross-check sets and cross-scores as bitmasks.
* :mod:`lexitile.engine.movegen`: :func:`~lexitile.engine.movegen.generate_moves` (every
  legal placement with its score) and :func:`~lexitile.engine.movegen.best_move`.

See ``docs/engine.md``. Robots and leave values build on these. The names below are
imported on first use, so ``import lexitile.engine`` costs nothing.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "Automaton": "lexitile.engine.automaton",
    "automaton_for_lexicon": "lexitile.engine.automaton",
    "GeneratedMove": "lexitile.engine.movegen",
    "best_move": "lexitile.engine.movegen",
    "generate_moves": "lexitile.engine.movegen",
}

__all__ = ["Automaton", "GeneratedMove", "automaton_for_lexicon", "best_move", "generate_moves"]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'lexitile.engine' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
