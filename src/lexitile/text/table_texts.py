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
    "table.no-take-back": Template(
        N_("Taking a play back is not part of these rules ({rules}): only Palavras Cruzadas allows it.")
    ),
}
