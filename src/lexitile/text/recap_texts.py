"""The wording of the curtain's recap (codes ``recap.*``, made by
:mod:`lexitile.play.recap`): what happened since a person last saw the table.

Every item says only what all players may know: names, words on the table, squares,
points and how many tiles or cards -- never a tile or card from a hidden draw.
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template, plural

#: The catalog context of Crosswise tile names (shared with the Crosswise texts).
_CROSSWISE_TILE = "crosswise tile"

TEMPLATES: dict[str, Template] = {
    # every game
    "recap.first": Template(N_("{player} was drawn to play first.")),
    "recap.from-position": Template(N_("A game from the replay's position: {player} is to move.")),
    "recap.pass": Template(N_("{player} passed.")),
    "recap.time-out": Template(N_("{player}'s time ran out.")),
    "recap.to-robot": Template(N_("The computer plays {player}'s seat now.")),
    "recap.to-person": Template(N_("{player} plays their own seat again.")),
    "recap.earlier": plural("… and {n} earlier event", "… and {n} earlier events"),
    "recap.nothing": Template(N_("Nothing new since you last saw the table.")),
    # board game
    "recap.play": Template(N_("{player} played {word} at {square} for {score}.")),
    "recap.exchange": plural("{player} exchanged {n} tile.", "{player} exchanged {n} tiles."),
    "recap.paid-exchange": plural(
        "{player} paid {score} points to exchange {n} tile.", "{player} paid {score} points to exchange {n} tiles."
    ),
    "recap.withdrawn": Template(N_("{player}'s play was challenged off the board ({score} points taken back).")),
    "recap.challenge-bonus": Template(N_("{player}'s play stood the challenge: {score} bonus points.")),
    "recap.challenge-penalty": Template(N_("{player} challenged a valid play and loses {score} points.")),
    "recap.challenge-lose-turn": Template(N_("{player} challenged a valid play and loses their next turn.")),
    "recap.lost-turn": Template(N_("{player} lost the turn (wrong challenge).")),
    "recap.time-penalty": Template(N_("{player} loses {score} points for overtime.")),
    "recap.end-rack-points": Template(N_("{player} gets {score} points for the tiles left on the racks.")),
    "recap.end-rack-penalty": Template(N_("{player} loses {score} points for the tiles left on the rack.")),
    "recap.forced-exchange": plural(
        "EX square: {player}'s whole rack was exchanged ({n} new tile).",
        "EX square: {player}'s whole rack was exchanged ({n} new tiles).",
    ),
    "recap.hint-score": Template(N_("{player} looked at a hint: the best play's score.")),
    "recap.hint-square": Template(N_("{player} looked at a hint: the best play's score and square.")),
    "recap.hint-play": Template(N_("{player} looked at a hint: the whole best play.")),
    "recap.take-back": Template(N_("{player} took back {word} at {square} (agreed).")),
    "recap.rack-restored": Template(N_("{player} has the rack from before the EX square again.")),
    # Quiddler
    "recap.drew-stock": Template(N_("{player} drew a card from the stock.")),
    "recap.drew-discard": Template(N_("{player} took {card} from the discard pile.")),
    "recap.discarded": Template(N_("{player} discarded {card}.")),
    "recap.went-out": Template(N_("{player} went out with {words} and discarded {card}.")),
    "recap.last-turn": Template(N_("{player} laid down {words} and discarded {card}.")),
    "recap.round-over": Template(N_("Round {round} is over: {scores}.")),
    "recap.round-score": Template(N_("{player} {score} ({total})")),
    "recap.round-dealt": plural(
        "Round {round}: {player} dealt {n} card each.", "Round {round}: {player} dealt {n} cards each."
    ),
    "recap.reshuffled": plural(
        "The stock ran out: {n} discard was shuffled into a new stock.",
        "The stock ran out: {n} discards were shuffled into a new stock.",
    ),
    # Crosswise
    "recap.cw-place": Template(N_("{player} put a {tile} on {square}."), names={"tile": _CROSSWISE_TILE}),
    "recap.cw-move": Template(N_("{player} moved the tile on {square} to {target}.")),
    "recap.cw-remove": Template(N_("{player} took the tile on {square} into their hand.")),
    "recap.cw-replace": Template(
        N_("{player} replaced the tile on {square} with a {tile}."), names={"tile": _CROSSWISE_TILE}
    ),
    "recap.cw-swap": Template(N_("{player} swapped the tiles on {square} and {target}.")),
    "recap.cw-won": Template(
        N_("Game {game} is over: {players} win ({columns} - {rows})."), joins={"players": N_("{first} & {second}")}
    ),
    "recap.cw-draw": Template(N_("Game {game} is over: a draw ({columns} - {rows}).")),
}
