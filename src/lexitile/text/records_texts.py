"""The wording of why a GCG record cannot be replayed, and of the replay's score
explanations (codes ``replay.*``, raised by :mod:`lexitile.records` as
:class:`~lexitile.records.gcg.GcgError` with its :attr:`~lexitile.records.gcg.GcgError.why`).

The English templates give exactly the sentences ``lexitile verify`` prints; the fields
(squares, words, racks, names, line numbers, counts, the MAGPIE-style kind names) are
the same in every language.
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template

TEMPLATES: dict[str, Template] = {
    # what a checked group of tiles is (the start of a sentence below)
    "replay.what-rack": Template(N_("rack")),
    "replay.what-exchanged": Template(N_("exchanged tiles")),
    "replay.what-end-rack": Template(N_("end-rack tiles")),
    "replay.what-last-rack": Template(N_("#rack{n}")),
    "replay.blanks": Template(N_("{tile} (blanks)")),
    # tiles the tile set cannot give
    "replay.unknown-letter": Template(N_("{what} '{tiles}': '{letter}' is not a letter of the {tileset} tile set")),
    "replay.not-drawable": Template(
        N_(
            "{what} '{tiles}' cannot be drawn: {n} x {letter} on the rack and {on_board} on the board, "
            "but the {tileset} set has {have}"
        )
    ),
    "replay.board-holds": Template(N_("the board holds {n} x {tile}")),
    "replay.board-and-rack-hold": Template(N_("the board ({n}) and the rack {rack} ({on_rack}) hold {total} x {tile}")),
    "replay.tiles-exceed-set": Template(N_("after {move} {what}, but the {tileset} tile set has {have}")),
    # lines that must follow a play
    "replay.label-challenge-bonus": Template(N_("challenge bonus")),
    "replay.label-withdrawn": Template(N_("withdrawn phony (--)")),
    "replay.follows-nothing": Template(N_("no event")),
    "replay.follows-event": Template(N_("a {kind} on line {line}")),
    "replay.without-play": Template(N_("{label} without a play right before it (it follows {what})")),
    "replay.wrong-player": Template(N_("{label} for {name}, but the play on line {line} is by {other}")),
    # the end of the game
    "replay.six-scoreless": Template(N_("six scoreless turns in a row")),
    "replay.passes-in-a-row": Template(N_("{name} passed {n} times in a row ({rules} rules)")),
    "replay.scoreless-in-a-row": Template(N_("{n} scoreless turns in a row ({rules} rules)")),
    "replay.the-end-rack-line": Template(N_("the end-rack line")),
    "replay.after-game-end": Template(N_("{kind} by {nick} after the game ended ({why})")),
    "replay.after-went-out": Template(N_("{kind} by {nick} after {name} went out (bag empty, rack used up)")),
    "replay.off-turn": Template(N_("{kind} by {nick}, but it is {name}'s turn")),
    # plays and other turns
    "replay.malformed-play": Template(N_("malformed play {coordinate} {word}: {problem}")),
    "replay.illegal-play": Template(N_("illegal play {coordinate} {word}: {reason} ({code})")),
    "replay.not-a-word": Template(N_("play {coordinate} {word}: {reason}")),
    "replay.withdrawn-rack": Template(
        N_("withdrawn phony with rack {rack}, but the play on line {line} was made from {played}")
    ),
    "replay.exchange-not-on-rack": Template(N_("exchange -{tiles}: not on the rack {rack}: {missing} ({code})")),
    "replay.exchange-more-than-rack": Template(N_("exchange of {n} tiles from the {size}-tile rack {rack}")),
    "replay.exchange-more-than-size": Template(N_("exchange of {n} tiles; a rack holds {size}")),
    "replay.penalty-without-play": Template(N_("challenge penalty without an opponent's play right before it")),
    # end-rack and time penalty lines
    "replay.already-ended": Template(N_("the game already ended")),
    "replay.other-went-out": Template(N_("{name} went out, not {nick}")),
    "replay.tiles-in-bag": Template(N_("{n} tiles are still in the bag")),
    "replay.not-played-out": Template(N_("{nick} has not played out")),
    "replay.points-too-early": Template(N_("end-rack points for {nick} before the game ended: {why}")),
    "replay.penalty-rack-differs": Template(
        N_("end-rack penalty: the rack {rack} differs from the tiles counted ({tiles})")
    ),
    "replay.only-scoreless": Template(N_("only {n} scoreless turns in a row and nobody went out")),
    "replay.only-scoreless-rules": Template(
        N_("only {n} scoreless turns in a row ({rule} end a {rules} game) and nobody went out")
    ),
    "replay.went-out": Template(N_("{nick} went out")),
    "replay.penalty-too-early": Template(N_("end-rack penalty for {nick} before the game ended: {why}")),
    "replay.second-end-penalty": Template(N_("second end-rack penalty for {nick}")),
    "replay.second-time-penalty": Template(N_("second time penalty for {nick}")),
    "replay.time-penalty-positive": Template(N_("time penalty {points} is not a penalty (expected -N)")),
    "replay.time-penalty-before-turn": Template(
        N_("time penalty before the game ended ({kind} on line {line} follows)")
    ),
    "replay.time-penalty-before-end-rack": Template(
        N_("time penalty before the end-rack line on line {line} (time penalties come last)")
    ),
    "replay.internal-error": Template(N_("internal error: {error}")),
    # a lexitile:rules note's end of the game, in words
    "replay.rule": Template(N_("{n} scoreless turns in a row ({kinds}){more}"), joins={"more": "{first}{second}"}),
    "replay.rule-empty-bag": Template(N_(" once the bag is empty")),
    "replay.rule-passes": Template(N_(", or a player's {n} passes in a row")),
    "replay.rule-tie": Template(N_("; a tie is broken by the scores before settlement")),
    # how a record ends
    "replay.ending-stopped": Template(N_("replay stopped at line {line}")),
    "replay.ending-note": Template(N_("{note}")),
    "replay.ending-over": Template(N_("game over")),
    "replay.ending-unfinished": Template(N_("unfinished")),
    # why a score differs (the arithmetic of a play is shown as written)
    "replay.pass-scores-0": Template(N_("a pass scores 0")),
    "replay.exchange-scores-0": Template(N_("an exchange scores 0")),
    "replay.withdrawing": Template(N_("withdrawing {coordinate} {word} takes back its {points}")),
}
