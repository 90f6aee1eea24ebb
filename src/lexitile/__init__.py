"""lexitile: terminal word games in the Scrabble family.

Layers (each depends only on those listed before it): ``rules`` (the pure engine),
``lexicon`` (word stores), ``records`` (GCG), ``engine`` (move generation, robots),
``tui`` (the Textual app) and ``cli``.
"""

__version__ = "0.1.0"
