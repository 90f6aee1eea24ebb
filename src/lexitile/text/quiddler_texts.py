"""The wording of Quiddler's refusals (codes ``quiddler.*``, raised by
:mod:`lexitile.games.quiddler` and the table as ``IllegalActionError``).

The English templates give exactly the engine's sentences.
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template, plural

TEMPLATES: dict[str, Template] = {
    "quiddler.game-over": Template(N_("the game is over")),
    "quiddler.not-your-turn": Template(N_("it is {current}'s turn, not {name}'s")),
    "quiddler.must-draw-first": Template(N_("{name} must draw a card first")),
    "quiddler.already-drew": Template(N_("{name} has drawn already: discard")),
    "quiddler.unknown-source": Template(N_("draw from 'stock' or 'discard', not {source}")),
    "quiddler.stock-empty": Template(N_("the stock pile is empty")),
    "quiddler.discard-empty": Template(N_("the discard pile is empty")),
    "quiddler.no-free-card": Template(N_("no free {card} card to discard (take a word back with ctrl+z)")),
    "quiddler.card-not-in-hand": Template(N_("{name} has no {card} card to discard")),
    "quiddler.no-card-to-use": Template(N_("{name} has no {card} card to use")),
    "quiddler.discard-in-word": Template(N_("the discard {card} cannot also be in a word")),
    "quiddler.last-turn": Template(N_("{name} already went out: this is a last turn")),
    "quiddler.out-on-first-turn": Template(N_("at this table nobody goes out on his first turn of a round")),
    "quiddler.must-use-all": Template(N_("to go out every card but the discard must be in words; left over: {cards}")),
    "quiddler.not-last-turn": Template(N_("nobody has gone out: lay down words by going out")),
    "quiddler.unknown-card": Template(N_("{word}: {card} is not a card")),
    "quiddler.word-too-few-cards": plural(
        "{word}: a word needs at least {n} card at this table", "{word}: a word needs at least {n} cards at this table"
    ),
    "quiddler.word-too-few-letters": plural(
        "{word}: a word needs at least {n} letter", "{word}: a word needs at least {n} letters"
    ),
    "quiddler.single-card-word": plural(
        "{word} is a single card; a word needs at least {n} card at this table",
        "{word} is a single card; a word needs at least {n} cards at this table",
    ),
    "quiddler.not-a-word": Template(N_("{word} is not in the lexicon")),
    "quiddler.not-letters": Template(N_("{text} is not a word: type letters only")),
    "quiddler.bad-card-notation": Template(
        N_("{text} is not a word in card notation (letters, two-letter cards in parentheses: (QU)IT)")
    ),
    "quiddler.no-robot": Template(N_("no robot is available at this table")),
    "quiddler.cards-not-free": Template(N_("{word}: its cards are not free")),
    "quiddler.no-card-to-spare": Template(
        N_("{word}: the hand has no {cards} card to spare"), joins={"cards": N_("{first} or {second}")}
    ),
    "quiddler.letters-locked": plural(
        "{word}: the letters are in the hand, but {cards} is one card that spells both letters together",
        "{word}: the letters are in the hand, but {cards} are cards that spell both letters together",
    ),
    "quiddler.missing-letters": Template(N_("{word}: {parts}"), joins={"parts": N_("{first}; {second}")}),
    "quiddler.no-card-with": Template(N_("no card with {letter}")),
    "quiddler.too-few-letters": Template(N_("{n} × {letter} needed, the hand has {have}")),
}
