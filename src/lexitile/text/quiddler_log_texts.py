"""The wording of the Quiddler table's log (codes ``quiddler.log.*``, made by
:class:`lexitile.play.quiddler.QuiddlerSession` as :attr:`ActionReport.message` and the
lines of its ``log``). A card drawn from the stock is never a field: the log is shared."""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template

TEMPLATES: dict[str, Template] = {
    "quiddler.log.drew-stock": Template(N_("{name} drew from the stock")),
    "quiddler.log.drew-discard": Template(N_("{name} drew {card} from the discard pile")),
    "quiddler.log.went-out": Template(N_("{name} went out with {words}, discarding {card}")),
    "quiddler.log.laid-down": Template(N_("{name} laid down {words} and discarded {card}")),
    "quiddler.log.nothing": Template(N_("nothing")),
    "quiddler.log.discarded-kept": Template(N_("{name} discarded {card} (the words set aside stay in the hand)")),
    "quiddler.log.discarded": Template(N_("{name} discarded {card}")),
    "quiddler.log.robot-takes-seat": Template(N_("a robot takes {name}'s seat")),
    "quiddler.log.seat-back": Template(N_("{name} takes the seat back")),
    "quiddler.log.time-ran-out": Template(N_("time ran out, a robot played")),
    "quiddler.log.robot": Template(N_("(robot)")),
    "quiddler.log.robot-turn": Template(N_("{name} {label}: {parts}")),
    "quiddler.log.took-discard": Template(N_("took the discard")),
    "quiddler.log.drew-from-stock": Template(N_("drew from the stock")),
    "quiddler.log.robot-went-out": Template(N_("went out with {words}, discarding {card}")),
    "quiddler.log.robot-laid-down": Template(N_("laid down {words} and discarded {card}")),
    "quiddler.log.robot-discarded": Template(N_("discarded {card}")),
    "quiddler.log.save-failed": Template(N_("could not save: {error}")),
    "quiddler.log.took-back": Template(N_("took {word} back")),
}
