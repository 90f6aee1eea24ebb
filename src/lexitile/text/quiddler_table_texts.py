"""The wording of the Quiddler table's own lines (codes ``quiddler.table.*``,
``quiddler.round.*`` and ``quiddler.check.*``): the status line, the piles, the hand,
the words set aside, the words face up on the table, the head and the bonus lines of
a round's score sheet, and the word check under the entry box and on the pass screen. :class:`lexitile.play.quiddler_table.QuiddlerTable` makes them.
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template, plural

TEMPLATES: dict[str, Template] = {
    "quiddler.table.and": Template(N_("{first} and {second}")),
    "quiddler.table.status": Template(N_("Round {round}/{rounds} · {cards} cards · dealer {dealer} · {name}: {todo}")),
    "quiddler.table.last-turn": Template(N_("LAST TURN · {name} went out · {line}")),
    "quiddler.table.todo-draw": Template(N_("draw: [s]tock or [d]iscard pile")),
    "quiddler.table.todo-finish": Template(N_("type words, then -CARD to discard")),
    "quiddler.table.game-over": plural(
        "Game over after {rounds} rounds: {names} wins with {points}",
        "Game over after {rounds} rounds: {names} share the win with {points}",
    ),
    "quiddler.table.piles": Template(N_("Stock: {n} cards    Discard pile: {top}")),
    "quiddler.table.card": Template(N_("{card} ({points})")),
    "quiddler.table.empty": Template(N_("empty")),
    "quiddler.table.hand-hidden": Template(N_("Hand: (hidden)")),
    "quiddler.table.hand": Template(N_("{name}'s hand:  {cards}")),
    "quiddler.table.all-in-words": Template(N_("(all in words)")),
    "quiddler.table.staged": Template(N_("Words set aside:  {words}")),
    "quiddler.table.staged-none": Template(N_("Words set aside:  none yet")),
    "quiddler.table.face-up": Template(N_("Face up: {seats}"), joins={"seats": N_("{first}; {second}")}),
    "quiddler.table.face-up-round": Template(
        N_("Face up after round {number}: {seats}"), joins={"seats": N_("{first}; {second}")}
    ),
    "quiddler.table.went-out-with": Template(N_("{name} went out with {words}")),
    "quiddler.table.laid": Template(N_("{name} laid {words}")),
    "quiddler.table.laid-nothing": Template(N_("{name} laid no word")),
    "quiddler.round.title": Template(N_("Round {number} of {rounds} ({cards} cards)")),
    "quiddler.round.went-out": Template(N_("{name} went out.")),
    "quiddler.round.stock-out": Template(N_("The stock ran out.")),
    "quiddler.round.turn-limit": Template(N_("Nobody went out.")),
    "quiddler.round.longest-tie": plural(
        "No longest-word bonus: {names} tie at {count} letter",
        "No longest-word bonus: {names} tie at {count} letters",
        "count",
    ),
    "quiddler.round.most-tie": plural(
        "No most-words bonus: {names} tie at {count} word",
        "No most-words bonus: {names} tie at {count} words",
        "count",
    ),
    "quiddler.round.no-words": Template(N_("No bonuses: nobody laid a word")),
    "quiddler.check.off": Template(
        N_("Own turn: this box looks no word up (the pass screen does); a word laid down is checked.")
    ),
    "quiddler.check.ways": Template(N_("{word}: {ways} points"), joins={"ways": N_("{first} or {second}")}),
    "quiddler.check.discard": Template(N_("discard {card} and end the turn")),
    "quiddler.check.no-card": Template(N_("no {card} card in the hand to discard")),
    "quiddler.check.card-in-word": Template(N_("{card} is in a word set aside: take it back with ctrl+z")),
    "quiddler.check.is-word": Template(N_("{word} is in the lexicon")),
    "quiddler.check.curtain": Template(N_("Check a word (no hand is shown here):")),
    "quiddler.check.robot-playing": Template(N_("{name} is playing: check a word meanwhile")),
}
