"""Move generation: the word automaton, cross-check sets and the generator.

* :mod:`lexitile.games.crossword.engine.automaton`: a GADDAG (Gordon 1994) whose right halves are a DAWG
  (Appel & Jacobson 1988), as flat integer arrays, cached on disk.
* :mod:`lexitile.games.crossword.engine.crosschecks`: cross-check sets and cross-scores as bitmasks.
* :mod:`lexitile.games.crossword.engine.movegen`: :func:`~lexitile.games.crossword.engine.movegen.generate_moves` (every
  legal placement with its score) and :func:`~lexitile.games.crossword.engine.movegen.best_move`.

See ``docs/engine.md``. Robots and leave values build on these. The names below are
imported on first use, so ``import lexitile.games.crossword.engine`` costs nothing.
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "Automaton": "lexitile.games.crossword.engine.automaton",
    "automaton_for_lexicon": "lexitile.games.crossword.engine.automaton",
    "GeneratedMove": "lexitile.games.crossword.engine.movegen",
    "best_move": "lexitile.games.crossword.engine.movegen",
    "generate_moves": "lexitile.games.crossword.engine.movegen",
}

__all__ = ["Automaton", "GeneratedMove", "automaton_for_lexicon", "best_move", "generate_moves"]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'lexitile.games.crossword.engine' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
