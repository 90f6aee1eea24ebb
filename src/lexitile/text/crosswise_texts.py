"""The wording of Crosswise's refused turns (codes ``crosswise.*``, raised by
:mod:`lexitile.games.crosswise.game` as ``IllegalTurnError``).

The English templates give exactly the engine's sentences. A ``tile`` field holds the
tile's name in the components file (``"star"``); it is shown in the language's word
for it (catalog context ``crosswise tile``).
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template

#: Fields holding a tile name, and the catalog context of those names.
_TILE = {"tile": "crosswise tile"}

TEMPLATES: dict[str, Template] = {
    "crosswise.game-over": Template(N_("the game is over")),
    "crosswise.must-play": Template(N_("you must play a tile: passing is only allowed with no legal turn")),
    "crosswise.off-board": Template(N_("square {square} is off the board")),
    "crosswise.not-a-symbol": Template(N_("{tile} cannot be placed: it is not a symbol"), names=_TILE),
    "crosswise.replacer-not-a-symbol": Template(
        N_("{tile} cannot be put on the board by a replacer: it is not a symbol"), names=_TILE
    ),
    "crosswise.not-in-hand": Template(N_("no {tile} in your hand"), names=_TILE),
    "crosswise.occupied": Template(N_("{square} is occupied ({tile}): a symbol goes on an empty square"), names=_TILE),
    "crosswise.occupied-target": Template(N_("{square} is occupied: a mover moves a tile to an empty square")),
    "crosswise.same-square": Template(N_("a {tile} needs two different squares, got {square} twice"), names=_TILE),
    "crosswise.empty-square": Template(N_("{square} is empty: a {tile} works on a tile on the board"), names=_TILE),
}

#: Fields holding a tile name in the table's texts.
_TILES = {"tile": "crosswise tile", "symbol": "crosswise tile"}

#: The table's texts (codes ``crosswise.table.*``, made by
#: :mod:`lexitile.play.crosswise_messages` and :mod:`lexitile.play.crosswise_chooser`):
#: the log, notes, the status line's prompt and preview, results and the standing.
#: A tile drawn from the bag is never a field: the log is shared.
TABLE_TEMPLATES: dict[str, Template] = {
    # the sides, as the rule text names the teams (by colour), and with the lines they score
    "crosswise.table.colour-columns": Template(N_("Orange")),
    "crosswise.table.colour-rows": Template(N_("Green")),
    "crosswise.table.side-columns": Template(N_("Orange (columns)")),
    "crosswise.table.side-rows": Template(N_("Green (rows)")),
    "crosswise.table.row": Template(N_("row {label}")),
    "crosswise.table.column": Template(N_("column {label}")),
    # a turn (the record's notation, with the tile names in the interface language)
    "crosswise.table.move-place": Template(N_("{tile} {square}"), names=_TILES),
    "crosswise.table.move-two": Template(N_("{tile} {square} {target}"), names=_TILES),
    "crosswise.table.move-remove": Template(N_("{tile} {square}"), names=_TILES),
    "crosswise.table.move-replace": Template(N_("{tile} {square} {symbol}"), names=_TILES),
    "crosswise.table.move-pass": Template(N_("pass")),
    # the log and the notes
    "crosswise.table.log-turn": Template(N_("{number}. {player} {move}")),
    "crosswise.table.no-turns": Template(N_("No turns yet.")),
    "crosswise.table.played": Template(N_("{player} played {move}")),
    "crosswise.table.robot-played": Template(N_("{player} (robot) played {move}")),
    "crosswise.table.handed": Template(N_("A robot plays for {player} now (t takes the seat back).")),
    "crosswise.table.taken-back": Template(N_("Back in human hands: {players}.")),
    "crosswise.table.none-handed": Template(N_("No seat was handed to a robot.")),
    "crosswise.table.game-begins": Template(N_("Game {n} begins.")),
    "crosswise.table.save-failed": Template(N_("could not save {path}: {error}")),
    "crosswise.table.cannot-play": Template(N_("No tile can be played: press p to pass.")),
    # the status line: what the square under the cursor scores, or what the turn changes
    "crosswise.table.square-lines": Template(
        N_("{square}: {row} ({rows}) {row_score}; {column} ({columns}) {column_score}")
    ),
    "crosswise.table.preview": Template(N_("{move}: {changes}"), joins={"changes": N_("{first}; {second}")}),
    "crosswise.table.change": Template(N_("{line} ({side}) {before}→{after}")),
    "crosswise.table.six-ahead": Template(N_("SIX ALIKE: {side} wins")),
    "crosswise.table.edge-six": Template(N_("six!")),
    "crosswise.table.score-six": Template(N_("{n} x {tile}: wins"), names=_TILES),
    "crosswise.table.score-different": Template(N_("{n} different = {points}")),
    "crosswise.table.score-nothing": Template(N_("nothing")),
    "crosswise.table.score-groups": Template(N_("{groups} = {points}"), joins={"groups": N_("{first} + {second}")}),
    "crosswise.table.group-2": Template(N_("pair {tile}"), names=_TILES),
    "crosswise.table.group-3": Template(N_("three {tile}"), names=_TILES),
    "crosswise.table.group-4": Template(N_("four {tile}"), names=_TILES),
    "crosswise.table.group-5": Template(N_("five {tile}"), names=_TILES),
    # the action tiles played so far, named, and what each does
    "crosswise.table.played-count": Template(N_("{glyph} {tile} {n}/{copies}"), names=_TILES),
    "crosswise.table.action-remove": Template(
        N_("{glyph} {tile}: take one tile off the board into your hand"), names=_TILES
    ),
    "crosswise.table.action-move": Template(
        N_("{glyph} {tile}: move one board tile to any empty square"), names=_TILES
    ),
    "crosswise.table.action-swap": Template(N_("{glyph} {tile}: exchange the places of two board tiles"), names=_TILES),
    "crosswise.table.action-replace": Template(
        N_("{glyph} {tile}: exchange a board tile with a symbol from your hand"), names=_TILES
    ),
    # the key under the board: each sign in a few words
    "crosswise.table.key-remove": Template(N_("{glyph} takes a board tile into your hand")),
    "crosswise.table.key-move": Template(N_("{glyph} moves a board tile to an empty square")),
    "crosswise.table.key-swap": Template(N_("{glyph} swaps two board tiles")),
    "crosswise.table.key-replace": Template(N_("{glyph} swaps a board tile for a hand symbol")),
    # how a game ended: a six is a win, not a total
    "crosswise.table.won-six": Template(
        N_("{colour} wins: six alike in {line} ({players})."), joins={"players": N_("{first} & {second}")}
    ),
    "crosswise.table.six-in-sum": Template(N_("In this sumof match the six counts {points} in the sum: {score}.")),
    "crosswise.table.won-points": Template(
        N_("{colour} wins on points ({players}): {score}."), joins={"players": N_("{first} & {second}")}
    ),
    "crosswise.table.draw-points": Template(N_("A draw on points: {score}.")),
    "crosswise.table.end-full": Template(N_("The board is full.")),
    "crosswise.table.end-blocked": Template(N_("Nobody could play a tile.")),
    "crosswise.table.end-stuck": Template(N_("{player} could not play a tile.")),
    "crosswise.table.score": Template(N_("{columns_side} {columns} – {rows_side} {rows}")),
    # the match
    "crosswise.table.standing-match": Template(N_("Orange (columns) {columns} – Green (rows) {rows} (match {n})")),
    "crosswise.table.standing-sumof": Template(
        N_("Orange (columns) {columns} – Green (rows) {rows} after {done} of {n} (sumof {n})")
    ),
    "crosswise.table.match-draw": Template(N_("Match: a draw.")),
    "crosswise.table.match-won": Template(
        N_("Match won by {side} ({players})."), joins={"players": N_("{first} & {second}")}
    ),
    "crosswise.table.record": Template(N_("Record: {path}")),
}

TEMPLATES.update(TABLE_TEMPLATES)

#: The turn being chosen (codes ``crosswise.choose.*``, made by
#: :class:`lexitile.play.crosswise_chooser.Chooser`): each step's prompt and each refused key.
CHOOSE_TEMPLATES: dict[str, Template] = {
    "crosswise.choose.tile": Template(N_("choose a tile from your hand (1-{n} or click)")),
    "crosswise.choose.place": Template(N_("{tile}: choose an empty square"), names=_TILES),
    "crosswise.choose.move-from": Template(N_("mover: choose the tile to move")),
    "crosswise.choose.move-to": Template(N_("mover: choose the empty square to move {first} to")),
    "crosswise.choose.remove": Template(N_("remover: choose the tile to take into your hand")),
    "crosswise.choose.swap-first": Template(N_("swapper: choose the first tile")),
    "crosswise.choose.swap-second": Template(N_("swapper: choose the tile to swap with {first}")),
    "crosswise.choose.replace-symbol": Template(N_("replacer: choose the symbol from your hand to put down (1-{n})")),
    "crosswise.choose.replace-square": Template(
        N_("replacer: choose the board tile to exchange for your {tile}"), names=_TILES
    ),
    "crosswise.choose.no-slot": Template(N_("there is no tile {n} in the hand")),
    "crosswise.choose.replacer-symbol": Template(N_("a replacer puts a symbol on the board: choose a symbol")),
    "crosswise.choose.no-empty": Template(N_("{tile}: no empty square left"), names=_TILES),
    "crosswise.choose.swapper-needs": Template(N_("a swapper needs two tiles on the board")),
    "crosswise.choose.replacer-needs": Template(N_("a replacer needs a tile on the board and a symbol in your hand")),
    "crosswise.choose.mover-needs": Template(N_("a mover needs a tile on the board and an empty square")),
    "crosswise.choose.needs-tile": Template(N_("a {tile} needs a tile on the board"), names=_TILES),
    "crosswise.choose.tile-first": Template(N_("choose a tile from your hand first (1-{n})")),
    "crosswise.choose.symbol-first": Template(
        N_("choose the symbol to put down first (a digit or a click on your hand)")
    ),
    "crosswise.choose.not-empty": Template(N_("{square} is not empty")),
    "crosswise.choose.empty": Template(N_("{square} is empty: choose a tile on the board")),
    "crosswise.choose.not-here": Template(N_("{square} cannot be chosen here")),
}

TEMPLATES.update(CHOOSE_TEMPLATES)
