"""The wording of what the table itself reports (codes ``table.*``): saving problems.

The English templates give exactly the sentences written to the log.
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template

TEMPLATES: dict[str, Template] = {
    "table.save-failed": Template(N_("could not save the game: {error}")),
    "table.gcg-failed": Template(N_("saved, but the GCG record could not be written: {error}")),
    "table.gcg-update-failed": Template(N_("could not bring the GCG record up to date: {error}")),
}
