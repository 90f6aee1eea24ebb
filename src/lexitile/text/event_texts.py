"""A board game's events as messages, and their wording (codes ``event.*``): the
lines of the move history's breakdown and the curtain's line about the last turn.

:func:`lexitile.games.crossword.rules.event_messages.event_lines` and ``last_move`` make the
messages from the game's event (its kind, seat, move, score, tiles and the engine's
note message); :func:`lexitile.text.render.render` words them here. A play's
itemised score (``GAZED: (2+1+10+1+2x2)x2 = 36``) is arithmetic and stays as written.
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template, plural

TEMPLATES: dict[str, Template] = {
    "event.as-written": Template(N_("{text}")),
    "event.bingo": Template(N_("bingo +{points}")),
    "event.exchanged": plural("{name} exchanged {n} tile", "{name} exchanged {n} tiles"),
    "event.paid-exchange": plural(
        "{name} paid {points} points to exchange {n} tile and moves again",
        "{name} paid {points} points to exchange {n} tiles and moves again",
    ),
    "event.passed": Template(N_("{name} passed")),
    "event.withdrawn": Template(N_("{name}: play withdrawn after a successful challenge")),
    "event.wrong-challenge": Template(N_("{name}: wrong challenge")),
    "event.challenge-bonus": Template(N_("{name}: challenge bonus (the play was valid)")),
    "event.overtime": Template(N_("{name}: overtime on the game clock")),
    "event.loses-left": Template(N_("{name} loses {points} for the tiles left: {tiles}")),
    "event.gains-left": Template(N_("{name} gains {points} for the others' tiles: {tiles}")),
    "event.no-moves": Template(N_("No moves yet.")),
    "event.last-played": Template(N_("{name} played {move} for {score}.")),
    "event.last-exchanged": plural("{name} exchanged {n} tile.", "{name} exchanged {n} tiles."),
    "event.last-paid-exchange": plural(
        "{name} paid {points} points to exchange {n} tile.", "{name} paid {points} points to exchange {n} tiles."
    ),
    "event.last-lost-turn": Template(N_("{name} lost the turn (wrong challenge).")),
    "event.last-time-ran-out": Template(N_("{name}'s time ran out: a pass.")),
    "event.last-passed": Template(N_("{name} passed.")),
    "event.last-withdrawn": Template(N_("{name}'s play was challenged off and withdrawn.")),
    "event.last-wrong-challenge": Template(N_("{name} challenged a valid play: {points}.")),
}
