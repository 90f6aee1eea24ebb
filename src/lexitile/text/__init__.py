"""The only place sentences are made, and where text from files is made safe to show.

Engines report :class:`lexitile.core` messages (a code and its fields); this package
words them per language for screens, the command line and GCG notes, and turns text
that came from a file or a player (names, notes, quoted lines) into text that can
never act as terminal escapes or as markup.
"""
