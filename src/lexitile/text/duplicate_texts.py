"""Duplicate's table texts (codes ``duplicate.*``, made by :mod:`lexitile.play.duplicate_table`).

A field never holds another seat's entry before the round is revealed: the table makes
those messages only for the round summary.
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template, plural

TEMPLATES: dict[str, Template] = {
    # the head of the table
    "duplicate.table.round": Template(N_("Round {round} · bag: {bag}")),
    "duplicate.table.rack": Template(N_("Rack: {rack}")),
    "duplicate.table.rejected": Template(N_("Put back before this rack: {racks}")),
    "duplicate.table.total": Template(N_("{player}: {total} ({share} of the top)")),
    "duplicate.table.top-total": Template(N_("Tops: {total}")),
    # the phases
    "duplicate.table.think": plural(
        "Everybody: find your play. {n} second left, or Enter when all are ready.",
        "Everybody: find your play. {n} seconds left, or Enter when all are ready.",
    ),
    "duplicate.table.think-untimed": Template(N_("Everybody: find your play, then press Enter.")),
    "duplicate.table.think-alone": plural(
        "{player}: find your play. {n} second left, or Enter when you are ready.",
        "{player}: find your play. {n} seconds left, or Enter when you are ready.",
    ),
    "duplicate.table.think-alone-untimed": Template(N_("{player}: find your play, then press Enter.")),
    "duplicate.table.enter": plural(
        "{player}: type your play (8D WORD; the blank goes where the rack lacks a letter) or - for no play, then Enter. {n} second left.",
        "{player}: type your play (8D WORD; the blank goes where the rack lacks a letter) or - for no play, then Enter. {n} seconds left.",
    ),
    "duplicate.table.enter-untimed": Template(
        N_(
            "{player}: type your play (8D WORD; the blank goes where the rack lacks a letter) or - for no play, then Enter."
        )
    ),
    "duplicate.table.robots-entered": Template(N_("The robots have entered their plays.")),
    "duplicate.table.entered": Template(N_("{player} has entered a play.")),
    "duplicate.table.refused": Template(N_("Not placed: {reason}. Type it again.")),
    "duplicate.table.not-a-play": Template(N_("Not a play: '{text}'. Type e.g. 8D WORD, or - for no play.")),
    "duplicate.table.not-fitting": Template(N_("Not placed: {play} does not fit the board. Type it again.")),
    "duplicate.table.clash": Template(
        N_("Not placed: {play} puts another letter on {square}, where {letter} already lies. Type it again.")
    ),
    "duplicate.table.empty": Template(N_("Type your play first (e.g. 8D WORD), or - for no play.")),
    "duplicate.table.placeholder": Template(N_("8D WORD")),
    "duplicate.table.no-exchange": Template(N_("There are no exchanges in duplicate.")),
    "duplicate.table.save-failed": Template(N_("could not save {path}: {error}")),
    "duplicate.table.hint": Template(N_("Hint: the top scores {score}; its word starts at {square}.")),
    "duplicate.table.hints-off": Template(N_("Hints are off at this table.")),
    "duplicate.table.not-entering": Template(N_("Nobody enters a play now.")),
    "duplicate.table.still-to-enter": Template(N_("Still to enter a play: {players}.")),
    # the round summary
    "duplicate.summary.title": Template(N_("Round {round}: rack {rack}")),
    "duplicate.summary.top": Template(N_("Top: {play} {score}")),
    "duplicate.summary.play": Template(N_("{player}: {play} {score}")),
    "duplicate.summary.invalid": Template(N_("{player}: {play} 0 (not valid: {words})")),
    "duplicate.summary.no-play": Template(N_("{player}: no play 0")),
    "duplicate.summary.timed-out": Template(N_("{player}: no play 0 (the entry time ran out)")),
    # the end
    "duplicate.end.no-rack": Template(N_("No rack with enough vowels and consonants can be drawn.")),
    "duplicate.end.no-play": Template(N_("The rack has no play.")),
    "duplicate.end.winner": Template(N_("{player} wins with {total} points.")),
    "duplicate.end.draw": Template(N_("A draw: {players} with {total} points.")),
    "duplicate.end.alone": Template(N_("{player}: {total} points, {share} of the top.")),
}
