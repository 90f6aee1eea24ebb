"""Move generation: the word automaton, cross-check sets and the generator.

* :mod:`lexitile.engine.automaton`: a GADDAG (Gordon 1994) whose right halves are a DAWG
  (Appel & Jacobson 1988), as flat integer arrays, cached on disk.
* :mod:`lexitile.engine.crosschecks`: cross-check sets and cross-scores as bitmasks.
* :mod:`lexitile.engine.movegen`: :func:`~lexitile.engine.movegen.generate_moves` (every
  legal placement with its score) and :func:`~lexitile.engine.movegen.best_move`.

See ``docs/engine.md``. Robots and leave values build on these.
"""

from lexitile.engine.automaton import Automaton
from lexitile.engine.movegen import GeneratedMove, best_move, generate_moves

__all__ = ["Automaton", "GeneratedMove", "best_move", "generate_moves"]
