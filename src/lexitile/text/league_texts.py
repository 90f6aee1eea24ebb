"""The wording of the household league's refusals (codes ``league.*``, raised by
:mod:`lexitile.storage.league_db` as :class:`~lexitile.core.league_rules.LeagueError`
with its ``why``): the screens word them in the interface language; the English
templates are the sentences ``lexitile league`` prints on standard error."""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template

TEMPLATES: dict[str, Template] = {
    "league.name-empty": Template(N_("a profile name cannot be empty")),
    "league.name-too-long": Template(N_("a profile name has at most {max} characters (got {n})")),
    "league.name-control": Template(N_("a profile name cannot contain control characters: {name}")),
    "league.not-a-language": Template(N_("not a language code: {code} (expected e.g. de, en, pt_BR)")),
    "league.no-profile": Template(N_("no profile named {name}")),
    "league.name-taken": Template(N_("a profile named {name} exists already")),
    "league.merge-itself": Template(N_("a profile cannot be merged into itself")),
    "league.cannot-cover": Template(N_("{name} has {chips} chips and cannot cover a wager of {wager}")),
    "league.guest-with-wager": Template(N_("{name} is not a league profile: a table with a wager seats profiles only")),
    "league.profile-twice": Template(N_("a profile can sit in only one seat of a table")),
}
