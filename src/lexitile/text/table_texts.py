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
    "table.not-on-board": Template(
        N_("{play} does not fit the board here: it runs off, or a letter is not the tile on its square.")
    ),
    "table.challenge-open": Template(N_("{player}'s play is open to challenge: it is accepted or challenged first.")),
    "table.answered": Template(N_("{player} has answered already.")),
    "table.time-not-up": Template(N_("{player}'s time has not run out.")),
    "table.nothing-to-take-back": Template(N_("There is no play to take back now.")),
    "table.vote-open": Template(N_("{player} asked to take the play back: every opponent answers first.")),
    "table.take-back-refused": Template(N_("{player} refused: the play stands.")),
    "table.no-vote": Template(N_("No take-back is being voted on.")),
    "table.no-take-back": Template(
        N_("Taking a play back is not part of these rules ({rules}): only Palavras Cruzadas allows it.")
    ),
}
