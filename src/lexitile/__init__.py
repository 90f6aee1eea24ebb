"""lexitile: terminal word games in the Scrabble family.

Layers (each depends only on those listed before it): ``rules`` (the pure engine),
``lexicon`` (word stores), ``records`` (GCG), ``engine`` (move generation, robots),
``tui`` (the Textual app) and ``cli``.
"""

import logging

__version__ = "0.1.0"

# What the package logs is for whoever configures logging: without this, Python's
# last-resort handler prints warnings on standard error beside the message the screen
# or the command line already gives (a failed save reported twice).
logging.getLogger(__name__).addHandler(logging.NullHandler())
