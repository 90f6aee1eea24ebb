"""The wording of why a GCG record cannot be read (codes ``gcg.*``: the reader's
faults and warnings, a file that cannot be opened, where a fault is) or replayed, and of
the replay's score explanations (codes ``replay.*``), raised by :mod:`lexitile.games.crossword.records`
as :class:`~lexitile.games.crossword.records.gcg.GcgError` with its :attr:`~lexitile.games.crossword.records.gcg.GcgError.why`.

The English templates give exactly the sentences ``lexitile verify`` prints; the fields
(squares, words, racks, names, line numbers, counts, the MAGPIE-style kind names) are
the same in every language.
"""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template, plural

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
    "replay.ending-resigned": Template(N_("{name} resigned; the game ended here.")),
    "replay.ending-resigned-first": Template(N_("{name} resigned before the first move")),
    "replay.ending-over": Template(N_("game over")),
    "replay.ending-unfinished": Template(N_("unfinished")),
    # why a score differs (the arithmetic of a play is shown as written)
    "replay.pass-scores-0": Template(N_("a pass scores 0")),
    "replay.exchange-scores-0": Template(N_("an exchange scores 0")),
    "replay.paid-exchange-cost": Template(N_("paid exchange number {n} of this player costs {points}")),
    "replay.no-paid-exchange": Template(
        N_("{nick} exchanges for points, but the record's rules have no paid exchange (lexitile:rules paid-exchange=P)")
    ),
    "replay.withdrawing": Template(N_("withdrawing {coordinate} {word} takes back its {points}")),
}


#: The GCG reader's faults and warnings (codes ``gcg.*``): fields hold the token read
#: (control characters already made visible), what was expected, and the lines named.
GCG_TEMPLATES: dict[str, Template] = {
    "gcg.at-line": Template(N_("{file}:{line}: {reason}")),
    "gcg.at-file": Template(N_("{file}: {reason}")),
    "gcg.at-line-only": Template(N_("line {line}: {reason}")),
    "gcg.warning-at-line": Template(N_("line {line}: {reason}")),
    "gcg.english": Template(N_("{text}")),
    "gcg.file-not-found": Template(N_("file not found")),
    "gcg.file-is-directory": Template(N_("is a directory, not a GCG file")),
    "gcg.file-unreadable": Template(N_("cannot read: {error}")),
    "gcg.empty": Template(N_("the file is empty")),
    "gcg.too-large": Template(
        N_("the file goes past {limit} MiB on this line, the most a GCG record may be; it was not read further")
    ),
    "gcg.binary": Template(N_("the file is UTF-16 or binary (it has NUL bytes); save it as UTF-8 text")),
    "gcg.latin1-after-bom": Template(N_("declares '{token}' but starts with a UTF-8 byte-order mark")),
    "gcg.unsupported-encoding": Template(
        N_(
            "unsupported character encoding '{token}': this reader knows UTF-8 and ISO-8859-1 (tiles may be non-ASCII, so guessing could change the game)"
        )
    ),
    "gcg.not-utf8": Template(N_("not valid UTF-8 although UTF-8 was declared (byte {byte})")),
    "gcg.warn-tiles-option-unused": Template(
        N_("--tiles {given} is not used: the record decides its own tile set ({source}), and it wins")
    ),
    "gcg.warn-utf8-undeclared": Template(
        N_(
            "no #character-encoding line, and GCG's default is ISO-8859-1, but the bytes are valid UTF-8 and not ASCII: read as UTF-8 (write #character-encoding UTF-8 on line 1)"
        )
    ),
    "gcg.unknown-line": Template(N_("line is neither {expected}: '{token}'")),
    "gcg.expected-line": Template(N_("a pragma (#...), an event (>...) nor the continuation of a #note")),
    "gcg.no-keyword": Template(N_("'#' without a pragma keyword")),
    "gcg.encoding-not-first": Template(
        N_("#character-encoding must be on line 1; the bytes before it were already decoded")
    ),
    "gcg.warn-encoding-not-first": Template(
        N_(
            "#character-encoding is not on line 1; ignored because the file is plain ASCII (MAGPIE refuses it: MISPLACED_ENCODING)"
        )
    ),
    "gcg.unknown-game-type": Template(N_("unknown game type '{token}' (known: {known})")),
    "gcg.game-pragma-after-event": Template(
        N_("#{keyword} after the first event (line {event_line}) would change the game already replayed")
    ),
    "gcg.warn-pragma-after-event": Template(
        N_("#{keyword} after the first event; kept as metadata (MAGPIE refuses it: PRAGMA_SUCCEEDED_EVENT)")
    ),
    "gcg.pragma-contradicts": Template(
        N_("#{keyword} '{token}' contradicts #{keyword} '{earlier}' on line {earlier_line}")
    ),
    "gcg.warn-second-pragma": Template(
        N_("second #{keyword}; the first (line {earlier_line}) is kept (MAGPIE refuses it: REDUNDANT_PRAGMA)")
    ),
    "gcg.player-number-unsupported": Template(N_("#player{number}: only players 1 to 4 are supported")),
    "gcg.player-after-event": Template(N_("#player{number} after the first event (line {event_line})")),
    "gcg.player-after-last-rack": Template(N_("#player{number} after a last-rack pragma")),
    "gcg.player-twice": Template(N_("#player{number} is declared twice (first on line {first_line})")),
    "gcg.player-no-nick": Template(N_("#player{number} needs a nickname")),
    "gcg.duplicate-nick": Template(
        N_("players {first} and {second} share the nickname '{nick}', so events cannot be attributed")
    ),
    "gcg.warn-duplicate-names": Template(
        N_(
            "players {first} and {second} share the name '{name}'; nicknames tell them apart (MAGPIE refuses it: DUPLICATE_NAMES)"
        )
    ),
    "gcg.too-few-players": Template(
        N_("event before two players are declared (#player1 and #player2 must come first)")
    ),
    "gcg.player-missing": Template(N_("#player{number} is missing")),
    "gcg.rack-no-player": Template(N_("#rack{number} for a player that does not exist")),
    "gcg.last-rack-malformed": Template(N_("#rack{number}: '{token}' is not a rack (letters and ? only)")),
    "gcg.last-rack-twice": Template(N_("#rack{number} given twice (first on line {first_line})")),
    "gcg.warn-rack-lower-case": Template(N_("rack '{token}' written in lower case; read as '{read}'")),
    "gcg.warn-rack-no-letters": Template(
        N_("rack field '{token}' holds no letters; read as an unknown rack (the rack of this line is not used)")
    ),
    "gcg.rack-malformed": Template(N_("rack '{token}' is malformed: '{bad}' is not a letter or '?'")),
    "gcg.event-without-nick": Template(N_("event line without {expected}: '{token}'")),
    "gcg.expected-event-head": Template(N_("'NICK:'")),
    "gcg.event-after-last-rack": Template(N_("event after the last-rack pragma on line {rack_line}")),
    "gcg.nick-not-declared": Template(N_("player '{nick}' is not declared (players: {players})")),
    "gcg.no-move": Template(N_("event line has no move")),
    "gcg.rack-but-no-move": Template(N_("event line has a rack but no move")),
    "gcg.exchange-malformed": Template(N_("malformed exchange '{token}': tiles must be letters or '?'")),
    "gcg.end-rack-malformed": Template(N_("end-rack tiles '{token}' are malformed (expected e.g. (EIQ))")),
    "gcg.play-without-word": Template(N_("play at {coordinate} has no word")),
    "gcg.play-malformed": Template(N_("malformed play {coordinate} {word}: '{bad}' is not a letter, '.' or '('")),
    "gcg.move-expected": Template(N_("expected a move after the rack ({expected}), got '{token}'")),
    "gcg.expected-move": Template(N_("COORD WORD, -, --, -TILES, (challenge), (time) or (TILES)")),
    "gcg.no-score": Template(N_("event line has no score")),
    "gcg.score-malformed": Template(N_("score '{token}' is not a signed number like +12 or -5")),
    "gcg.no-cumulative": Template(N_("event line has no cumulative score")),
    "gcg.cumulative-malformed": Template(N_("cumulative score '{token}' is not a number")),
    "gcg.warn-rack-missing": Template(N_("no rack recorded; the tiles played are not checked against it")),
    "gcg.warn-note-before-event": Template(
        N_("note before the first event kept as a note on the game (MAGPIE refuses it: NOTE_PRECEDENT_EVENT)")
    ),
    "gcg.unknown-board": Template(
        N_("#board-layout: unknown board '{token}': no such file, and the built-in boards are {known}")
    ),
    "gcg.board-unreadable": Template(N_("#board-layout: {error}")),
    "gcg.unknown-tile-set": Template(
        N_("#tile-distribution: unknown tile set '{token}': no such file, and the built-in sets are {known}")
    ),
    "gcg.tile-set-unreadable": Template(N_("#tile-distribution: {error}")),
    "gcg.rules-note-bad-word": Template(N_("lexitile:rules note: '{token}': {error}")),
    "gcg.rules-note-no-scoreless": Template(N_("lexitile:rules note needs scoreless=N (N >= 1): '{token}'")),
}

TEMPLATES.update(GCG_TEMPLATES)

#: The replay's warnings (what it accepted although a strict reader would not).
REPLAY_WARNING_TEMPLATES: dict[str, Template] = {
    "replay.warn-first-player": Template(N_("{nick} (player {number}) moves first, not player 1")),
    "replay.warn-valid-phony": Template(
        N_("{coordinate} {word} was withdrawn although every word it forms is in the lexicon")
    ),
    "replay.warn-rack-size": Template(
        N_("{played} tiles played, but {nick} can hold only {size} at this point of the game")
    ),
    "replay.warn-exchange-small-bag": Template(
        N_("exchange with {bag} tiles in the bag (the usual rule needs {needed})")
    ),
    "replay.warn-challenge-penalty": Template(
        N_(
            "{nick} loses {points} for a wrong challenge (lexitile's line for the Mattel challenge penalty; Macondo and MAGPIE have no such line and refuse it)"
        )
    ),
    "replay.warn-end-rack-tiles": Template(N_("end-rack tiles ({tiles}) are not the tiles left unplayed ({left})")),
    "replay.warn-time-penalty-ends-game": Template(
        N_("time penalty in an unfinished game: the game is taken to end here")
    ),
    "replay.warn-no-lexicon": Template(
        N_("no #lexicon or #tile-distribution pragma: English tiles assumed (MAGPIE refuses it: LEXICON_NOT_SPECIFIED)")
    ),
    "replay.nick-rack": Template(N_("{nick}'s rack")),
    "replay.adjustment": Template(N_("{nick} {points} ({tiles})")),
    "replay.warn-settled-by-rule": Template(
        N_(
            "the game ends here ({why}) but the record has no end-rack lines; settled by the rule, not as recorded: {adjustments}"
        )
    ),
    "replay.warn-end-racks-unknown": plural(
        "the game ends here ({why}) but the record has no end-rack lines; {racks} is not recorded, so the totals are before settlement",
        "the game ends here ({why}) but the record has no end-rack lines; {racks} are not recorded, so the totals are before settlement",
        joins={"racks": N_("{first} and {second}")},
    ),
}

TEMPLATES.update(REPLAY_WARNING_TEMPLATES)
