"""The wording of quick mode's answers (codes ``quick.*``, made by
:func:`lexitile.games.crossword.engine.quickmode.placements_of_word` as
:attr:`~lexitile.games.crossword.engine.quickmode.WordPlacements.message`)."""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template, plural

TEMPLATES: dict[str, Template] = {
    "quick.placements": plural("{n} place, best {move} {score}", "{n} places, best {move} {score}"),
    # under challenge rules: the places that make no other word come first
    "quick.placements-fewest-words": plural(
        "{n} place: {move} {score}", "{n} places, fewest other words first: {move} {score}"
    ),
    "quick.type-a-word": Template(N_("type a word")),
    "quick.not-a-word": Template(N_("'{word}' is not a word")),
    "quick.not-a-word-because": Template(N_("'{word}' is not a word ({why})")),
    "quick.not-on-rack": Template(N_("letters not on your rack: {letters}")),
    "quick.no-place": Template(N_("{word}: no place on the board")),
    "quick.off-board-at": Template(N_("{word} at {coordinate} runs off the board")),
    "quick.square-holds": Template(N_("{square} already holds {tile}, not {letter}")),
}
