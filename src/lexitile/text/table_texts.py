"""The wording of what the table itself reports (codes ``table.*``): saving problems, a
move the table's rules do not have, how far the expert robot's simulation is.

The English templates give exactly the sentences written to the log.
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template, plural

TEMPLATES: dict[str, Template] = {
    "table.save-failed": Template(N_("could not save the game: {error}")),
    "table.gcg-failed": Template(N_("saved, but the GCG record could not be written: {error}")),
    "table.gcg-update-failed": Template(N_("could not bring the GCG record up to date: {error}")),
    "table.simulating": plural(
        "{doing} [{bar}] {n} deal played out, {seconds} of {budget} s",
        "{doing} [{bar}] {n} deals played out, {seconds} of {budget} s",
    ),
    "table.not-your-turn": Template(N_("It is {player}'s turn.")),
    "table.behind-curtain": Template(N_("The curtain is down: {player} comes to the keyboard first.")),
    "table.curtain-up": Template(N_("The curtain is not down.")),
    "table.game-over": Template(N_("The game is over.")),
    "table.no-challenges": Template(N_("This game has no challenges.")),
    "table.no-clock": Template(N_("This game is played without a clock.")),
    "table.no-private-rounds": Template(N_("This game has no rounds played in private.")),
    "table.no-move-back": Template(N_("This game takes no move back.")),
    "table.no-take-back": Template(
        N_("Taking a play back is not part of these rules ({rules}): only Palavras Cruzadas allows it.")
    ),
}
