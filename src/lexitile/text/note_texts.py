"""The wording of the notes on a game's events (codes ``note.*``): the engine's
(:class:`lexitile.games.crossword.rules.events.Event` ``message``) and the table's own (a pass because
the time ran out).

The English templates give exactly the GCG ``#note`` text the engine has always
written (after a machine-readable start such as ``lexitile:challenge-penalty 5:``).
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template

TEMPLATES: dict[str, Template] = {
    "note.turn-lost": Template(N_("turn lost: wrong challenge")),
    "note.withdrawn": Template(N_("play withdrawn after a successful challenge")),
    "note.challenge-penalty": Template(N_("wrong challenge of a valid play")),
    "note.ex-square": Template(N_("{name}'s rack {rack} exchanged")),
    "note.ex-square-bag-low": Template(N_("EX square covered; too few tiles in the bag to exchange")),
    "note.time-ran-out": Template(N_("time ran out: the move counts as a pass")),
}
