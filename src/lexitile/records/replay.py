"""Replaying a GCG record on a board: every score and running total recomputed.

:func:`replay_record` takes a :class:`~lexitile.records.gcg.GcgRecord` and plays its
events in order on a :class:`~lexitile.rules.board.Board` with the record's board layout
and tile set (:func:`resolve_rules`). For each event it checks what the GCG rules say
(the GCG format as Quackle, Macondo and MAGPIE define it, summed up in ``docs/gcg.md``;
"GCG: topic" below; MAGPIE ``src/impl/gcg.c`` and
``gameplay.c`` for the order rules, MAGPIE's error codes for the validation rules) and
recomputes the score:

- a play must be legal on the board (placement rules of :mod:`lexitile.rules.validate`)
  and use tiles of the recorded rack; its score is recomputed with
  :func:`lexitile.rules.scoring.score_words` (bingo +50 for 7 tiles, GCG: the word field);
- a rack must be drawable: rack plus board never exceed the tile set (``RACK_NOT_IN_BAG``);
- tiles are conserved: after every event the board plus the tiles the record leaves on
  the player's rack fit in the tile set, blanks counted as blanks, so a record without
  rack fields cannot play three Z from an English set (``TILES_EXCEED_SET``, naming the
  letter and both counts);
- a withdrawn phony (``--``) follows the play it withdraws, by the same player with the
  same rack, and scores minus that play; the old Quackle form ``-- +0`` with the
  running total reset directly is accepted (GCG: event types, capp.gcg);
- a challenge bonus follows a play by the same player (``CHALLENGE_BONUS_WITHOUT_PLAY``,
  ``INVALID_CHALLENGE_BONUS_PLAYER_INDEX``);
- end-rack points go to the player who went out (bag empty, rack used up) and are 2x
  the tiles (NASPA/Woogles/MAGPIE) or 1x when the file also charges the opponent a
  -1x end-rack penalty (WESPA style, fivepoint.gcg) (GCG: event types, dialects);
- end-rack penalties come after six scoreless turns in a row (one per player, in any
  order, possibly only one written) or, WESPA style, after the end-rack points; each is
  minus the player's own rack, and its rack must equal the tiles in parentheses;
- a time penalty is negative, at most one per player, and comes after the end of the
  game: a turn after it is ``END_GAME_EVENT_BEFORE_GAME_END``, an end-rack line after it
  is ``PREMATURE_TIME_PENALTY``; turns after the game ended are
  ``MOVE_EVENT_AFTER_GAME_END``; turns go round the seats in order (``GAME_EVENT_OFF_TURN``);
- every event's cumulative total must equal the previous total plus the score.

A fault of the first kind (unreadable, illegal, out of order) stops the replay and is
kept in :attr:`GameReplay.error`; a score or running total that differs from the
recomputed one is a :class:`Mismatch` and the replay goes on from the recorded total,
so one slip does not make every later line differ.

The replay keeps what each event put on or took off the board, so a viewer can show the
board after any event (:meth:`GameReplay.board_after`) without copying it per event.

Games recorded by lexitile under other rules than the GCG convention carry a note
``lexitile:rules NAME scoreless=N kinds=... [empty-bag] [passes=K]`` on an event
(:mod:`lexitile.records.gcg_writer`, :class:`RecordedRules`): the replay then ends the
game after scoreless turns as that note says (Mattel: four in a 2-player game; Palavras
Cruzadas: a player's second pass in a row) instead of after six. A negative
``(challenge)`` line (the Mattel challenge penalty, with its ``lexitile:challenge-penalty``
note) is replayed as a penalty for the challenger, with a warning ``CHALLENGE_PENALTY``
since other readers refuse it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container, Iterator
from dataclasses import dataclass, field
from typing import TypeVar

from lexitile.catalog import load_layout, load_tileset
from lexitile.errors import (
    IllegalMoveError,
    LexitileError,
    MoveSyntaxError,
    UnknownNameError,
)
from lexitile.records.gcg import GcgError, GcgEvent, GcgRecord, GcgWarning
from lexitile.resources import data_dir
from lexitile.rules.board import Board
from lexitile.rules.config import ScorelessKind
from lexitile.rules.events import Event, EventKind
from lexitile.rules.layout import BoardLayout
from lexitile.rules.outcome import Adjustment, EndReason, Outcome, TieRule, decide_winners
from lexitile.rules.placement import Placement, notation, placement_from_notation
from lexitile.rules.scoreless import GCG_SCORELESS, ScorelessEnd
from lexitile.rules.scoring import Score, score_words
from lexitile.rules.tiles import BLANK, TileSet, missing_from_rack
from lexitile.rules.validate import check_placement, check_words

__all__ = [
    "BINGO_BONUS",
    "MAX_SCORELESS_TURNS",
    "RACK_SIZE",
    "GameReplay",
    "Mismatch",
    "RecordedRules",
    "ReplayStep",
    "parse_rules_note",
    "replay_record",
    "resolve_rules",
    "tileset_for_lexicon",
]

#: Tiles on a rack; a play of this many tiles earns the bingo bonus (GCG: the word field).
RACK_SIZE = 7
#: MAGPIE ``DEFAULT_BINGO_BONUS`` (GCG: the word field).
BINGO_BONUS = 50
#: Macondo ``DefaultMaxScorelessTurns``, MAGPIE ``MAX_SCORELESS_TURNS`` (GCG: event types).
MAX_SCORELESS_TURNS = GCG_SCORELESS.turns
#: How a record without a ``lexitile:rules`` note is counted: plays scoring 0 count too.
_GCG_REPLAY_SCORELESS = ScorelessEnd(MAX_SCORELESS_TURNS, frozenset(ScorelessKind))

#: ``#lexicon`` name prefixes -> tile set (Macondo guesses the distribution from the
#: lexicon name when ``#tile-distribution`` is absent, GCG: pragmas). Longest prefix first.
LEXICON_TILESETS: tuple[tuple[str, str], ...] = (
    ("SOWPODS", "english"),
    ("OSPS", "polish"),
    ("OSPD", "english"),
    ("NSWL", "english"),
    ("ECWL", "english"),
    ("NWL", "english"),
    ("TWL", "english"),
    ("CSW", "english"),
    ("OWL", "english"),
    ("FRA", "french"),
    ("ODS", "french"),
    ("DEU", "german"),
    ("NSF", "norwegian"),
    ("NLD", "dutch"),
    ("DSW", "dutch"),
    ("RD", "german"),
)

#: Order in which built-in tile sets are tried when the letters used decide the set.
_TILESET_PREFERENCE = ("english", "french", "german", "polish", "norwegian", "dutch", "portuguese_br")

_TURNS = frozenset({EventKind.PLAY, EventKind.PASS, EventKind.EXCHANGE})

#: The note that states the rules of a lexitile game's end (lexitile.records.gcg_writer).
RULES_NOTE_PREFIX = "lexitile:rules"
_KINDS = frozenset({"pass", "exchange", "withdrawn", "zero-play"})


@dataclass(frozen=True, slots=True)
class RecordedRules:
    """The end-of-game rules a ``lexitile:rules`` note states.

    Attributes:
        name: the rule set's name (``mattel``, ``kreuzwort``, ``palavras``...).
        scoreless: this many scoreless turns in a row end the game.
        kinds: which turns count as scoreless: ``pass``, ``exchange``, ``withdrawn``,
            ``zero-play`` (a play scoring 0); any other turn starts the count again.
        empty_bag: scoreless turns end the game only once the bag is empty.
        passes: a player who passes this many times in a row ends the game, or ``None``.
        line: the line of the note.
        tie: what a shared best final score means (``tie=draw`` or
            ``tie=before-settlement``; without it a draw).
    """

    name: str
    scoreless: int
    kinds: frozenset[str]
    empty_bag: bool = False
    passes: int | None = None
    line: int | None = None
    tie: TieRule = TieRule.DRAW

    @property
    def end(self) -> ScorelessEnd:
        """The rule as the rules engine counts it (:class:`~lexitile.rules.scoreless.ScorelessEnd`)."""
        return ScorelessEnd(
            self.scoreless, frozenset(ScorelessKind(k) for k in self.kinds), self.empty_bag, self.passes
        )

    def describe(self) -> str:
        """The rule in words, e.g. ``4 scoreless turns in a row (exchange, pass, withdrawn)``."""
        text = f"{self.scoreless} scoreless turns in a row ({', '.join(sorted(self.kinds)) or 'none'})"
        if self.empty_bag:
            text += " once the bag is empty"
        if self.passes:
            text += f", or a player's {self.passes} passes in a row"
        if self.tie is TieRule.BEFORE_SETTLEMENT:
            text += "; a tie is broken by the scores before settlement"
        return text


def parse_rules_note(text: str, line: int | None = None) -> RecordedRules | None:
    """Read a ``lexitile:rules NAME scoreless=N kinds=a,b [empty-bag] [passes=K] [tie=T]`` note.

    ``tie=before-settlement``: a tie on the final scores is broken by the scores before
    settlement (Kreuzwort); ``tie=draw`` or no ``tie=``: a tie is a draw.

    Args:
        text: one note line.
        line: where it was read.

    Returns:
        The rules, or ``None`` when ``text`` is not such a note.

    Raises:
        GcgError: the note is malformed (code ``RULES_NOTE_MALFORMED``).
    """
    words = text.split()
    if not words or words[0] != RULES_NOTE_PREFIX:
        return None
    name = words[1] if len(words) > 1 and "=" not in words[1] else "custom"
    scoreless: int | None = None
    kinds: frozenset[str] = frozenset({"pass", "exchange", "withdrawn"})
    empty_bag = False
    passes: int | None = None
    tie = TieRule.DRAW
    for word in words[1:]:
        key, eq, value = word.partition("=")
        try:
            if key == "scoreless" and eq:
                scoreless = int(value)
            elif key == "kinds" and eq:
                kinds = frozenset(k for k in value.split(",") if k and k != "none")
                unknown = kinds - _KINDS
                if unknown:
                    raise ValueError(f"unknown kinds {', '.join(sorted(unknown))}")
            elif key == "passes" and eq:
                passes = int(value)
            elif key == "tie" and eq:
                if value not in {t.value for t in TieRule}:
                    raise ValueError(f"tie must be {' or '.join(t.value for t in TieRule)}")
                tie = TieRule(value)
            elif key == "empty-bag" and not eq:
                empty_bag = True
        except ValueError as exc:
            raise GcgError(f"{RULES_NOTE_PREFIX} note: {word!r}: {exc}", None, line, "RULES_NOTE_MALFORMED") from None
    if scoreless is None or scoreless < 1 or (passes is not None and passes < 1):
        raise GcgError(
            f"{RULES_NOTE_PREFIX} note needs scoreless=N (N >= 1): {text!r}", None, line, "RULES_NOTE_MALFORMED"
        )
    return RecordedRules(name, scoreless, kinds, empty_bag, passes, line, tie)


def find_rules_note(record: GcgRecord) -> RecordedRules | None:
    """The first ``lexitile:rules`` note of a record (on any event, or before them).

    Raises:
        GcgError: the note is malformed.
    """
    for note in record.preamble_notes:
        for text in note.split("\n"):
            rules = parse_rules_note(text.strip(), None)
            if rules is not None:
                return rules
    for e in record.events:
        for note in e.notes:
            for text in note.split("\n"):
                rules = parse_rules_note(text.strip(), e.line)
                if rules is not None:
                    return rules
    return None


_END_RACK = frozenset({EventKind.END_RACK_POINTS, EventKind.END_RACK_PENALTY})


@dataclass(frozen=True, slots=True)
class Mismatch:
    """A recorded score or running total that differs from the recomputed one.

    Attributes:
        line: 1-based line of the event.
        event_index: index of the event in :attr:`GcgRecord.events`.
        what: ``"score"`` (the event's points) or ``"cumulative"`` (the running total).
        recorded_score, computed_score: the event's points as written and as recomputed.
        recorded_cumulative, computed_cumulative: the running totals.
        code: the MAGPIE code: ``MOVE_SCORING_ERROR``, ``CUMULATIVE_SCORING_ERROR``,
            ``RACK_END_POINTS_INCORRECT``, ``END_RACK_PENALTY_INCORRECT``,
            ``PHONY_SCORE_INCORRECT`` or ``SCORE_INCORRECT``.
        explanation: the arithmetic (a play's itemised breakdown, ``2 x (EE) = 2 x 2``,
            ``previous 22 + 77 = 99``).
    """

    line: int
    event_index: int
    what: str
    recorded_score: int
    computed_score: int
    recorded_cumulative: int
    computed_cumulative: int
    code: str
    explanation: str

    @property
    def message(self) -> str:
        """``recorded +X, computed +Y (explanation)``; for a running total the totals
        follow the scores (``recorded +77 103, computed +77 99 (...)``)."""
        if self.what == "score":
            return f"recorded {self.recorded_score:+d}, computed {self.computed_score:+d} ({self.explanation})"
        return (
            f"recorded {self.recorded_score:+d} {self.recorded_cumulative}, "
            f"computed {self.computed_score:+d} {self.computed_cumulative} ({self.explanation})"
        )


@dataclass(slots=True)
class ReplayStep:
    """One replayed event.

    Attributes:
        index: index in :attr:`GcgRecord.events` (steps and events correspond 1:1).
        event: the event as read.
        player: 0-based seat.
        score: the recomputed points of the event.
        totals: every player's recomputed running total after the event (after a
            mismatch, the recorded total is carried on).
        placement: the tiles a play put on the board, else ``None``.
        breakdown: the itemised score of a play, else ``None``.
        removed: tiles a withdrawn phony took off the board.
        bag: tiles in the bag after the event (derived from the board and rack sizes).
        scoreless: scoreless turns in a row after the event (the count that ends the
            game under the record's rules).
    """

    index: int
    event: GcgEvent
    player: int
    score: int
    totals: tuple[int, ...]
    placement: Placement | None = None
    breakdown: Score | None = None
    removed: tuple[tuple[int, int, str], ...] = ()
    bag: int = 0
    scoreless: int = 0


@dataclass(slots=True)
class GameReplay:
    """The result of replaying a record.

    Attributes:
        record: the record replayed.
        layout, tileset: the board layout and tile set used.
        steps: one step per event replayed; fewer than the events when an error stopped
            the replay.
        mismatches: every score or running-total difference, in order.
        error: the fault that stopped the replay (a :class:`GcgError` naming the line and
            a MAGPIE code), or ``None``.
        warnings: the reader's warnings plus the replay's own.
        game_over: True when the record ends the game (end-rack points, six scoreless
            turns, or a time penalty after the end).
        rules_source: how layout and tile set were chosen, e.g.
            ``{"layout": "option", "tileset": "#lexicon FRA24"}``.
        recorded_rules: the end-of-game rules of a ``lexitile:rules`` note, or
            ``None`` (the GCG convention: six scoreless turns in a row).
        outcome: how a finished game ended, as the engine's
            :class:`~lexitile.rules.outcome.Outcome`: the end-rack lines as recorded, or
            when the record stops at a game end without them (six scoreless turns; a
            player out in a two-player game) the settlement the rules apply
            (``settled_by_rule``); winners by the recorded tie rule (a draw without a
            ``lexitile:rules`` note). ``None`` while the game goes on, and when the racks
            needed to settle are not recorded.
        settled_by_rule: True when :attr:`outcome` applies a settlement the record does
            not write (a warning ``END_RACK_MISSING`` says so).
        to_move: the seat to move after the last replayed event, ``None`` once the game
            is over.
        scoreless: scoreless turns in a row after the last replayed event.
    """

    record: GcgRecord
    layout: BoardLayout
    tileset: TileSet
    steps: list[ReplayStep] = field(default_factory=list)
    mismatches: list[Mismatch] = field(default_factory=list)
    error: GcgError | None = None
    warnings: list[GcgWarning] = field(default_factory=list)
    game_over: bool = False
    rules_source: dict[str, str] = field(default_factory=dict)
    recorded_rules: RecordedRules | None = None
    outcome: Outcome | None = None
    settled_by_rule: bool = False
    to_move: int | None = 0
    scoreless: int = 0

    @property
    def settled_scores(self) -> tuple[int, ...]:
        """The totals after settlement: :attr:`outcome`'s final scores when there is an
        outcome, else :attr:`final_scores`."""
        return self.outcome.final_scores if self.outcome is not None else self.final_scores

    @property
    def ok(self) -> bool:
        """True when every event replayed and every score and total matched."""
        return self.error is None and not self.mismatches

    @property
    def final_scores(self) -> tuple[int, ...]:
        """Recomputed totals after the last replayed event (zeros before any)."""
        if self.steps:
            return self.steps[-1].totals
        return (0,) * len(self.record.players)

    def board_after(self, step: int) -> Board:
        """A new board as it stands after step ``step`` (``-1``: the empty board).

        Raises:
            IndexError: ``step`` is not -1 or the index of a replayed step.
        """
        if not -1 <= step < len(self.steps):
            raise IndexError(f"step {step} out of range (-1 to {len(self.steps) - 1})")
        board = Board(self.layout)
        for s in self.steps[: step + 1]:
            if s.placement is not None:
                board.put(s.placement.tiles)
            if s.removed:
                board.remove(s.removed)
        return board

    def boards(self) -> Iterator[tuple[ReplayStep, Board]]:
        """Each step with the board after it (one board object, updated in place:
        copy it to keep it)."""
        board = Board(self.layout)
        for s in self.steps:
            if s.placement is not None:
                board.put(s.placement.tiles)
            if s.removed:
                board.remove(s.removed)
            yield s, board

    def events(self) -> list[Event]:
        """The replayed steps as engine :class:`~lexitile.rules.events.Event` objects,
        with recomputed scores and totals and canonical play notation (``.`` for
        played-through squares), ready for :mod:`lexitile.records.gcg_writer`. An
        exchange recorded by its count only (``-4``) has the count as its ``tiles``
        (``"4"``), so it is written back as ``-4`` rather than with invented letters."""
        board = Board(self.layout)
        out: list[Event] = []
        for s in self.steps:
            e = s.event
            coordinate = word = ""
            tiles = e.tiles
            if s.placement is not None:
                coordinate, word = notation(board, s.placement)
                board.put(s.placement.tiles)
            if s.removed:
                board.remove(s.removed)
            if e.kind is EventKind.EXCHANGE and not tiles:
                tiles = str(e.exchange_count or 0)  # count only: written back as "-N"
            out.append(
                Event(
                    e.kind,
                    s.player,
                    e.rack,
                    s.score,
                    s.totals[s.player],
                    s.placement,
                    coordinate,
                    word,
                    s.breakdown,
                    tiles,
                    e.note,
                )
            )
        return out


def tileset_for_lexicon(lexicon: str) -> str | None:
    """The tile set name a ``#lexicon`` name implies (``FRA24`` -> ``french``,
    ``OSPS49`` -> ``polish``, ``CSW21`` -> ``english``), or ``None`` when unknown."""
    # lexitile's own lists, installed by the player or built in: their language's tiles
    try:
        from lexitile.lexicon.userlists import tileset_of_list
    except ImportError:  # word lists are optional for reading records
        pass
    else:
        if (own := tileset_of_list(lexicon)) is not None:
            return own
    name = lexicon.strip().upper()
    for prefix, tiles in LEXICON_TILESETS:
        if name.startswith(prefix):
            return tiles
    return None


def _builtin_tilesets() -> list[str]:
    names = {p.stem for p in (data_dir() / "tilesets").glob("*.txt")}
    ordered = [n for n in _TILESET_PREFERENCE if n in names]
    return ordered + sorted(names - set(ordered))


def _letters_used(record: GcgRecord) -> set[str]:
    letters: set[str] = set()
    for e in record.events:
        letters.update(e.rack)
        letters.update(e.tiles)
        letters.update(e.word.upper())
    for rack, _ in record.last_racks.values():
        letters.update(rack)
    letters -= {"?", ".", "(", ")"}
    return letters


_Given = TypeVar("_Given", BoardLayout, TileSet)


def _given(spec: str | _Given | None, loader: Callable[[str], _Given]) -> _Given | None:
    """The layout or tile set a caller passed (object or spec), or ``None`` when there is
    none or it cannot be loaded."""
    if spec is None or not isinstance(spec, str):
        return spec
    try:
        return loader(spec)
    except LexitileError:
        return None


def resolve_rules(
    record: GcgRecord, board: str | BoardLayout | None = None, tiles: str | TileSet | None = None
) -> tuple[BoardLayout, TileSet, dict[str, str]]:
    """Choose the board layout and the tile set of a record.

    Layout: ``#board-layout`` (``CrosswordGame``, ``SuperCrosswordGame``, ``standard15``,
    or Woogles' ``#note BoardLayout:``), else a ``*_super`` ``#game-type`` (21x21), else
    ``board``, else the standard 15x15 board. Tile set: ``#tile-distribution``, else the
    one ``#lexicon`` implies (:func:`tileset_for_lexicon`), else the letters used when
    some are not English (a Polish letter means Polish; ``tiles`` is kept when it holds
    them all), else ``tiles``, else English. A super game uses ``<set>_super`` when that
    set exists (Macondo ``history.go``). Pragmas win over the arguments,
    except that a pragma naming no built-in board or tile set is satisfied by an argument
    of that name (a game on a board file ``small7.txt`` is recorded as ``#board-layout
    small7``).

    Args:
        record: the record.
        board: the layout to use when the record names none (name, path or layout).
        tiles: the tile set to use when the record does not decide it.

    Returns:
        ``(layout, tileset, source)`` where ``source`` says where each came from.

    Raises:
        GcgError: a ``#board-layout`` or ``#tile-distribution`` that names no known
            board or tile set (code ``UNKNOWN_BOARD_LAYOUT`` / ``UNKNOWN_TILE_DISTRIBUTION``,
            at the pragma's line).
        UnknownNameError, InputFileError: ``board`` or ``tiles`` cannot be loaded.
    """
    source: dict[str, str] = {}
    game_type = (record.value("game-type") or "classic").lower()
    is_super = game_type.endswith("_super")
    layout_pragma = record.pragma("board-layout")
    if layout_pragma is not None and layout_pragma.value:
        try:
            layout = load_layout(layout_pragma.value)
            source["layout"] = f"#board-layout {layout_pragma.value}"
        except (UnknownNameError, LexitileError) as exc:
            # A game on a board loaded from a file is recorded under the board's name.
            given = _given(board, load_layout)
            if given is None or given.name.lower() != layout_pragma.value.lower():
                raise GcgError(
                    f"#board-layout: {exc}", record.path, layout_pragma.line, "UNKNOWN_BOARD_LAYOUT"
                ) from None
            layout = given
            source["layout"] = f"option (#board-layout {layout_pragma.value})"
    elif is_super:
        layout = load_layout("super21")
        source["layout"] = f"#game-type {game_type}"
    elif board is not None:
        layout = board if isinstance(board, BoardLayout) else load_layout(board)
        source["layout"] = "option"
    else:
        layout = load_layout("standard15")
        source["layout"] = "default"
    is_super = is_super or (layout.rows, layout.cols) == (21, 21)

    dist = record.pragma("tile-distribution")
    tileset: TileSet | None = None
    if dist is not None and dist.value:
        try:
            tileset = load_tileset(dist.value)
            source["tileset"] = f"#tile-distribution {dist.value}"
        except (UnknownNameError, LexitileError) as exc:
            given_tiles = _given(tiles, load_tileset)
            if given_tiles is None or given_tiles.name.lower() != dist.value.lower():
                raise GcgError(
                    f"#tile-distribution: {exc}", record.path, dist.line, "UNKNOWN_TILE_DISTRIBUTION"
                ) from None
            tileset = given_tiles
            source["tileset"] = f"option (#tile-distribution {dist.value})"
        return layout, tileset, source
    name: str | None = None
    lex = record.lexicon
    if lex:
        name = tileset_for_lexicon(lex)
        if name:
            source["tileset"] = f"#lexicon {lex}"
    if name is None:
        used = _letters_used(record)
        foreign = {ch for ch in used if not ("A" <= ch <= "Z")}
        if foreign:
            if isinstance(tiles, TileSet) and used <= set(tiles.counts):
                source["tileset"] = "option"
                return layout, tiles, source
            if isinstance(tiles, str):
                opt = load_tileset(tiles)
                if used <= set(opt.counts):
                    source["tileset"] = "option"
                    return layout, opt, source
            for candidate in _builtin_tilesets():
                ts = load_tileset(candidate)
                if used <= set(ts.counts):
                    name = candidate
                    source["tileset"] = f"letters {''.join(sorted(foreign))}"
                    break
    if name is None:
        if tiles is not None:
            tileset = tiles if isinstance(tiles, TileSet) else load_tileset(tiles)
            source["tileset"] = "option"
            return layout, tileset, source
        name = "english"
        source["tileset"] = "default"
    if is_super:
        try:
            return layout, load_tileset(f"{name}_super"), source
        except LexitileError:
            pass
    return layout, load_tileset(name), source


class _Replayer:
    """The state machine of one replay (see the module docstring for the rules)."""

    def __init__(self, result: GameReplay, lexicon: Container[str] | None):
        self.r = result
        rec = result.record
        self.rec = rec
        self.path = rec.path
        self.events = rec.events
        self.lexicon = lexicon
        self.tileset = result.tileset
        self.counts = result.tileset.counts
        self.total_tiles = result.tileset.total
        self.board = Board(result.layout)
        self.n = len(rec.players)
        self.totals = [0] * self.n
        self.board_counts: Counter[str] = Counter()
        self.turn = 0
        self.turn_seen = False
        self.scoreless = 0
        self.scoreless_before_play = 0
        # Tiles in the bag and on each rack follow from the plays alone: everybody
        # starts with 7, a play of k tiles draws min(k, bag) (GCG: event types, "Game end").
        self.bag_count = max(0, self.total_tiles - RACK_SIZE * self.n)
        self.rack_sizes = [min(RACK_SIZE, self.total_tiles // max(self.n, 1))] * self.n
        self.before_play = (0, 0)
        self.pending_out: int | None = None
        self.out_player: int | None = None
        self.penalised: set[int] = set()
        self.timed: set[int] = set()
        self.line = 0
        self.wordsmog = (rec.value("game-type") or "").lower().startswith("wordsmog")
        # lexitile games under other end-of-game rules (RecordedRules); None: six in a row
        self.rules: RecordedRules | None = result.recorded_rules
        self.passes_in_a_row = [0] * self.n

    # ------------------------------------------------------------------ helpers
    def fail(self, message: str, code: str) -> GcgError:
        return GcgError(message, self.path, self.line, code)

    def warn(self, code: str, message: str) -> None:
        self.r.warnings.append(GcgWarning(self.line, code, message))

    def nick(self, seat: int) -> str:
        return self.rec.players[seat].nick

    def count_scoreless(self, kind: str, seat: int) -> None:
        """Count a turn of ``kind`` (``pass``, ``lost-turn``, ``exchange``, ``withdrawn``,
        ``zero-play``, ``play``) towards the scoreless end: as the ``lexitile:rules`` note says, else
        the GCG way (passes, exchanges, withdrawals and plays scoring 0 count)."""
        if kind == "pass":
            self.passes_in_a_row[seat] += 1
        elif kind in ("play", "zero-play", "exchange"):
            self.passes_in_a_row[seat] = 0
        turn = None if kind == "play" else ScorelessKind.PASS if kind == "lost-turn" else ScorelessKind(kind)
        self.scoreless = self.scoreless_end.next_count(self.scoreless, turn)

    @property
    def scoreless_end(self) -> ScorelessEnd:
        """The record's scoreless rule: its ``lexitile:rules`` note's, else the GCG readers'
        (six in a row; plays scoring 0 count too)."""
        return _GCG_REPLAY_SCORELESS if self.rules is None else self.rules.end

    def scoreless_over(self) -> bool:
        """True once scoreless turns have ended the game."""
        end = self.scoreless_end
        return end.ended_by_passes(self.passes_in_a_row) is not None or end.ends(self.scoreless, self.bag_count)

    def scoreless_reason(self) -> str:
        """Why scoreless turns ended the game, in words."""
        rules = self.rules
        if rules is None:
            return "six scoreless turns in a row"
        seat = rules.end.ended_by_passes(self.passes_in_a_row)
        if seat is not None:
            return f"{self.nick(seat)} passed {rules.passes} times in a row ({rules.name} rules)"
        return f"{self.scoreless} scoreless turns in a row ({rules.name} rules)"

    def check_letters(self, tiles: str, what: str) -> None:
        counts = self.counts
        for ch in tiles:
            if ch != BLANK and ch not in counts:
                raise self.fail(
                    f"{what} {tiles!r}: {ch!r} is not a letter of the {self.tileset.name} tile set", "UNKNOWN_LETTER"
                )

    def check_drawable(self, tiles: str, what: str) -> None:
        """Rack plus board must not exceed the tile set (MAGPIE ``RACK_NOT_IN_BAG``)."""
        counts = self.counts
        on_board = self.board_counts
        for ch, k in Counter(tiles).items():
            have = counts.get(ch, 0)
            if k + on_board[ch] > have:
                raise self.fail(
                    f"{what} {tiles!r} cannot be drawn: {k} x {ch} on the rack and {on_board[ch]} on the board, "
                    f"but the {self.tileset.name} set has {have}",
                    "RACK_NOT_IN_BAG",
                )

    def check_conserved(self, e: GcgEvent, step: ReplayStep) -> None:
        """After every event the board plus the tiles the record puts on the player's
        rack fit in the tile set, blanks counted as blanks (a record without racks can
        otherwise play a letter more often than the set holds it)."""
        held: Counter[str] = Counter()
        if e.rack_known and e.kind in _TURNS:
            held.update(e.rack)
            if step.placement is not None:
                held.subtract(BLANK if t.islower() else t for _, _, t in step.placement.tiles)
            elif e.kind is EventKind.EXCHANGE and e.tiles:
                held.subtract(e.tiles)
            held = +held
        counts = self.counts
        for tile, k in sorted(self.board_counts.items()):
            have = counts.get(tile, 0)
            on_rack = held[tile]
            if k + on_rack <= have:
                continue
            name = f"{tile} (blanks)" if tile == BLANK else tile
            what = f"the board holds {k} x {name}"
            if on_rack:
                what = f"the board ({k}) and the rack {e.rack} ({on_rack}) hold {k + on_rack} x {name}"
            raise self.fail(
                f"after {e.move_text} {what}, but the {self.tileset.name} tile set has {have}", "TILES_EXCEED_SET"
            )

    def previous_play(self, i: int, seat: int, kind: str, without_code: str, wrong_code: str) -> int:
        """Index of the play a challenge line or a withdrawal refers to: the event right
        before it (MAGPIE ``validate_challenge_bonus_order`` /
        ``validate_phony_tiles_returned_order``)."""
        j = i - 1
        if kind == "challenge":
            while j >= 0 and self.events[j].kind is EventKind.CHALLENGE_BONUS and self.events[j].player == seat:
                j -= 1
        if j < 0 or self.events[j].kind is not EventKind.PLAY:
            what = "no event" if j < 0 else f"a {self.events[j].kind.value} on line {self.events[j].line}"
            label = "challenge bonus" if kind == "challenge" else "withdrawn phony (--)"
            raise self.fail(f"{label} without a play right before it (it follows {what})", without_code)
        if self.events[j].player != seat:
            label = "challenge bonus" if kind == "challenge" else "withdrawn phony (--)"
            raise self.fail(
                f"{label} for {self.nick(seat)}, but the play on line {self.events[j].line} is by {self.nick(self.events[j].player)}",
                wrong_code,
            )
        return j

    # ------------------------------------------------------------------ main loop
    def run(self) -> None:
        r = self.r
        steps = r.steps
        for i, e in enumerate(self.events):
            self.line = e.line
            kind = e.kind
            p = e.player
            if kind in _TURNS:
                self.check_turn(e)
            handler = _HANDLERS[kind]
            step = handler(self, i, e)
            self.check_conserved(e, step)
            step.bag = self.bag_count
            step.scoreless = self.scoreless
            # running total (GCG: event lines: CUMULATIVE = previous + SCORE; MAGPIE CUMULATIVE_SCORING_ERROR)
            total = self.totals[p]
            if e.cumulative != total:
                if not r.mismatches or r.mismatches[-1].event_index != i:
                    before = total - step.score
                    r.mismatches.append(
                        Mismatch(
                            e.line,
                            i,
                            "cumulative",
                            e.score,
                            step.score,
                            e.cumulative,
                            total,
                            "CUMULATIVE_SCORING_ERROR",
                            f"previous total {before} {'+' if step.score >= 0 else '-'} {abs(step.score)} = {total}",
                        )
                    )
                self.totals[p] = e.cumulative
            step.totals = tuple(self.totals)
            steps.append(step)
        self.finish()

    def check_turn(self, e: GcgEvent) -> None:
        """Turns go round the seats; none after the end (MAGPIE ``GAME_EVENT_OFF_TURN``,
        ``MOVE_EVENT_AFTER_GAME_END``)."""
        if self.r.game_over or self.scoreless_over():
            why = self.scoreless_reason() if self.scoreless_over() else "the end-rack line"
            raise self.fail(f"{e.kind.value} by {e.nick} after the game ended ({why})", "MOVE_EVENT_AFTER_GAME_END")
        if self.pending_out is not None and e.kind is not EventKind.PASS:
            # Only a pass (a failed double challenge of the last play, GCG: event types) may sit
            # between the play that went out and its end-rack line.
            raise self.fail(
                f"{e.kind.value} by {e.nick} after {self.nick(self.pending_out)} went out (bag empty, rack used up)",
                "MOVE_EVENT_AFTER_GAME_END",
            )
        if not self.turn_seen:
            self.turn_seen = True
            if e.player != 0:
                self.warn("FIRST_PLAYER", f"{e.nick} (player {e.player + 1}) moves first, not player 1")
                self.turn = e.player
        if e.player != self.turn:
            raise self.fail(
                f"{e.kind.value} by {e.nick}, but it is {self.nick(self.turn)}'s turn", "GAME_EVENT_OFF_TURN"
            )
        self.turn = (self.turn + 1) % self.n

    def mismatch(self, i: int, e: GcgEvent, computed: int, code: str, explanation: str) -> None:
        self.r.mismatches.append(
            Mismatch(e.line, i, "score", e.score, computed, e.cumulative, self.totals[e.player], code, explanation)
        )

    # ------------------------------------------------------------------ events
    def play(self, i: int, e: GcgEvent) -> ReplayStep:
        """A tile placement: legal on the board, from the rack, rescored (GCG: event types, coordinates and the word field;
        MAGPIE ``MOVE_VALIDATION_ERROR``, ``RACK_NOT_IN_BAG``, ``MOVE_SCORING_ERROR``)."""
        rack = e.rack if e.rack_known else None
        if rack is not None:
            self.check_letters(rack, "rack")
            self.check_drawable(rack, "rack")
        board = self.board
        try:
            placement = placement_from_notation(board, e.coordinate, e.word)
            checked = check_placement(board, placement, self.tileset, rack)
        except MoveSyntaxError as exc:
            raise self.fail(f"malformed play {e.coordinate} {e.word}: {exc}", "MOVE_VALIDATION_ERROR") from None
        except IllegalMoveError as exc:
            raise self.fail(
                f"illegal play {e.coordinate} {e.word}: {exc.detail} ({exc.reason.value})", "MOVE_VALIDATION_ERROR"
            ) from None
        if self.lexicon is not None and not self.wordsmog:
            nxt = self.events[i + 1] if i + 1 < len(self.events) else None
            withdrawn = nxt is not None and nxt.kind is EventKind.WITHDRAWN and nxt.player == e.player
            try:
                check_words(checked.word_texts, self.lexicon)
            except IllegalMoveError as exc:
                if not withdrawn:
                    raise self.fail(f"play {e.coordinate} {e.word}: {exc.detail}", "NOT_A_WORD") from None
            else:
                if withdrawn:
                    self.warn(
                        "VALID_PHONY",
                        f"{e.coordinate} {e.word} was withdrawn although every word it forms is in the lexicon",
                    )
        score = score_words(board, placement, checked.words, self.tileset, RACK_SIZE, BINGO_BONUS)
        p = e.player
        self.totals[p] += score.total
        if e.score != score.total:
            self.mismatch(i, e, score.total, "MOVE_SCORING_ERROR", score.explain())
        bag_before = self.bag_count
        k = len(placement.tiles)
        size = self.rack_sizes[p]
        self.before_play = (bag_before, size)
        if k > size:
            self.warn("RACK_SIZE", f"{k} tiles played, but {e.nick} can hold only {size} at this point of the game")
        # refill to a full rack (the same as drawing k tiles, unless an exchange from a
        # nearly empty bag shrank the rack: Kreuzwort)
        draw = min(max(k, RACK_SIZE - max(0, size - k)), bag_before)
        self.rack_sizes[p] = max(0, size - k) + draw
        self.bag_count = bag_before - draw
        board.put(placement.tiles)
        bc = self.board_counts
        for _, _, t in placement.tiles:
            bc[BLANK if t.islower() else t] += 1
        step = ReplayStep(i, e, p, score.total, (), placement, score)
        step.removed = ()
        # GCG: event types, "Game end": out when the bag was empty and the rack is used up.
        self.pending_out = p if bag_before == 0 and k >= size else None
        self.scoreless_before_play = self.scoreless
        self.count_scoreless("zero-play" if score.total == 0 else "play", p)
        return step

    def withdrawn(self, i: int, e: GcgEvent) -> ReplayStep:
        """``--``: takes the previous play off the board for minus its score (GCG: event types;
        MAGPIE ``validate_phony_tiles_returned_order``; old ``+0`` form from capp.gcg)."""
        j = self.previous_play(
            i, e.player, "phony", "PHONY_TILES_RETURNED_WITHOUT_PLAY", "INVALID_PHONY_TILES_PLAYER_INDEX"
        )
        play = self.events[j]
        if e.rack_known and play.rack_known and sorted(e.rack) != sorted(play.rack):
            raise self.fail(
                f"withdrawn phony with rack {e.rack}, but the play on line {play.line} was made from {play.rack}",
                "PHONY_TILES_RETURNED_MISMATCH",
            )
        played = self.r.steps[j]
        assert played.placement is not None
        self.board.remove(played.placement.tiles)
        bc = self.board_counts
        for _, _, t in played.placement.tiles:
            bc[BLANK if t.islower() else t] -= 1
        p = e.player
        self.bag_count, self.rack_sizes[p] = self.before_play
        computed = -played.score
        before_play = self.totals[p] - played.score
        self.totals[p] += computed
        if e.score != computed:
            if e.score == 0 and e.cumulative == before_play:
                pass  # old Quackle form: "-- +0" with the running total reset (capp.gcg)
            else:
                self.mismatch(
                    i,
                    e,
                    computed,
                    "PHONY_SCORE_INCORRECT",
                    f"withdrawing {play.coordinate} {play.word} takes back its {played.score}",
                )
        self.pending_out = None
        # A withdrawn phony is one scoreless turn (Macondo challenge.go).
        self.scoreless = self.scoreless_before_play
        self.count_scoreless("withdrawn", p)
        return ReplayStep(i, e, p, computed, (), None, None, played.placement.tiles)

    def pass_(self, i: int, e: GcgEvent) -> ReplayStep:
        """``-``: a scoreless turn scoring 0 (GCG: event types)."""
        if e.score != 0:
            self.mismatch(i, e, 0, "SCORE_INCORRECT", "a pass scores 0")
        if e.rack_known:
            self.check_letters(e.rack, "rack")
            self.check_drawable(e.rack, "rack")
        # A turn lost to a wrong challenge (double challenge) is written as a pass with a
        # note: ours "turn lost: ...", Macondo's "#unsuccessful-challenge". It is
        # scoreless, but not one of the player's own passes (Palavras: two in a row end).
        lost = any(n.lstrip().lower().startswith(("turn lost", "#unsuccessful-challenge")) for n in e.notes)
        self.count_scoreless("lost-turn" if lost else "pass", e.player)
        return ReplayStep(i, e, e.player, 0, ())

    def exchange(self, i: int, e: GcgEvent) -> ReplayStep:
        """``-TILES`` or ``-N``: tiles from the rack, a scoreless turn scoring 0 (GCG: event types;
        MAGPIE ``MOVE_VALIDATION_ERROR`` for tiles not on the rack)."""
        if e.rack_known:
            self.check_letters(e.rack, "rack")
            self.check_drawable(e.rack, "rack")
        if e.tiles:
            self.check_letters(e.tiles, "exchanged tiles")
            if e.rack_known:
                missing = missing_from_rack(e.rack, e.tiles)
                if missing:
                    raise self.fail(
                        f"exchange -{e.tiles}: not on the rack {e.rack}: {''.join(missing)} (exchange-not-on-rack)",
                        "MOVE_VALIDATION_ERROR",
                    )
            n = len(e.tiles)
        else:
            n = e.exchange_count or 0
            if e.rack_known and n > len(e.rack):
                raise self.fail(
                    f"exchange of {n} tiles from the {len(e.rack)}-tile rack {e.rack}", "MOVE_VALIDATION_ERROR"
                )
        if n > RACK_SIZE:
            raise self.fail(f"exchange of {n} tiles; a rack holds {RACK_SIZE}", "MOVE_VALIDATION_ERROR")
        bag = self.bag_count
        if bag < RACK_SIZE:
            self.warn(
                "EXCHANGE_BAG_TOO_SMALL", f"exchange with {bag} tiles in the bag (the usual rule needs {RACK_SIZE})"
            )
        if n > bag:
            # Fewer tiles in the bag than exchanged (Kreuzwort allows exchanging while any
            # tile is left): the new tiles are drawn first, so the rack shrinks.
            p = e.player
            self.rack_sizes[p] = max(0, self.rack_sizes[p] - n + bag)
            self.bag_count = n
        if e.score != 0:
            self.mismatch(i, e, 0, "SCORE_INCORRECT", "an exchange scores 0")
        self.count_scoreless("exchange", e.player)
        self.pending_out = None
        return ReplayStep(i, e, e.player, 0, ())

    def challenge(self, i: int, e: GcgEvent) -> ReplayStep:
        """``(challenge)``: a bonus for the player of the play just before (GCG: event types; MAGPIE
        ``validate_challenge_bonus_order``), or a negative line for the challenger."""
        p = e.player
        if e.kind is EventKind.CHALLENGE_BONUS:
            self.previous_play(
                i, p, "challenge", "CHALLENGE_BONUS_WITHOUT_PLAY", "INVALID_CHALLENGE_BONUS_PLAYER_INDEX"
            )
        else:
            # A negative "(challenge)" line: the challenger loses points for a failed challenge.
            j = i - 1
            if j < 0 or self.events[j].kind is not EventKind.PLAY or self.events[j].player == p:
                raise self.fail(
                    "challenge penalty without an opponent's play right before it", "CHALLENGE_BONUS_WITHOUT_PLAY"
                )
            self.warn(
                "CHALLENGE_PENALTY",
                f"{e.nick} loses {-e.score} for a wrong challenge (lexitile's line for the Mattel "
                "challenge penalty; Macondo and MAGPIE have no such line and refuse it)",
            )
        self.totals[p] += e.score
        return ReplayStep(i, e, p, e.score, ())

    def end_points(self, i: int, e: GcgEvent) -> ReplayStep:
        """``(TILES)`` with an empty rack: 2x the tiles (NASPA, MAGPIE ``RACK_END_POINTS_INCORRECT``)
        or 1x when an opponent's -1x line follows (WESPA style, a GCG dialect), for the player who went out."""
        p = e.player
        prev = self.events[i - 1] if i else None
        repeated = prev is not None and prev.kind is EventKind.END_RACK_POINTS and prev.player == p and self.n > 2
        if self.pending_out != p and not repeated:
            if self.r.game_over:
                why = "the game already ended"
            elif self.pending_out is not None:
                why = f"{self.nick(self.pending_out)} went out, not {e.nick}"
            elif self.bag_count:
                why = f"{self.bag_count} tiles are still in the bag"
            else:
                why = f"{e.nick} has not played out"
            raise self.fail(
                f"end-rack points for {e.nick} before the game ended: {why}", "END_GAME_EVENT_BEFORE_GAME_END"
            )
        self.check_letters(e.tiles, "end-rack tiles")
        self.check_drawable(e.tiles, "end-rack tiles")
        if self.n == 2 and not repeated:
            left = Counter(self.counts)
            left.subtract(self.board_counts)
            left = +left
            if Counter(e.tiles) != left:
                shown = "".join(sorted(left.elements()))
                self.warn("END_RACK_TILES", f"end-rack tiles ({e.tiles}) are not the tiles left unplayed ({shown})")
        value = self.tileset.rack_value(e.tiles)
        later_penalty = any(x.kind is EventKind.END_RACK_PENALTY and x.player != p for x in self.events[i + 1 :])
        if e.score == 2 * value:
            computed = 2 * value
        elif e.score == value and later_penalty:
            computed = value  # WESPA style: 1x here, -1x for the opponent (fivepoint.gcg)
        else:
            factor = 1 if later_penalty else 2
            computed = factor * value
            self.totals[p] += computed
            self.mismatch(i, e, computed, "RACK_END_POINTS_INCORRECT", f"{factor} x ({e.tiles}) = {factor} x {value}")
            self.totals[p] -= computed
        self.totals[p] += computed
        self.r.game_over = True
        self.out_player = p
        self.pending_out = None
        return ReplayStep(i, e, p, computed, ())

    def end_penalty(self, i: int, e: GcgEvent) -> ReplayStep:
        """``RACK (RACK)``: minus the own rack after six scoreless turns or, WESPA style, after
        the end-rack points (GCG: event types; MAGPIE ``END_RACK_PENALTY_INCORRECT``)."""
        p = e.player
        if e.rack_known and sorted(e.rack) != sorted(e.tiles):
            raise self.fail(
                f"end-rack penalty: the rack {e.rack} differs from the tiles counted ({e.tiles})",
                "PLAYED_LETTERS_NOT_IN_RACK",
            )
        six_zero = self.scoreless_over()
        wespa = self.r.game_over and self.out_player is not None and self.out_player != p
        if not (six_zero or wespa):
            need = "" if self.rules is None else f" ({self.rules.describe()} end a {self.rules.name} game)"
            why = (
                f"only {self.scoreless} scoreless turns in a row{need} and nobody went out"
                if not self.r.game_over
                else f"{e.nick} went out"
            )
            raise self.fail(
                f"end-rack penalty for {e.nick} before the game ended: {why}", "END_GAME_EVENT_BEFORE_GAME_END"
            )
        if p in self.penalised:
            raise self.fail(f"second end-rack penalty for {e.nick}", "REDUNDANT_END_RACK_PENALTY")
        self.check_letters(e.tiles, "end-rack tiles")
        self.check_drawable(e.tiles, "end-rack tiles")
        value = self.tileset.rack_value(e.tiles)
        computed = -value
        self.totals[p] += computed
        if e.score != computed:
            self.mismatch(i, e, computed, "END_RACK_PENALTY_INCORRECT", f"-1 x ({e.tiles}) = -{value}")
        self.penalised.add(p)
        if six_zero:
            self.r.game_over = True
        return ReplayStep(i, e, p, computed, ())

    def time_penalty(self, i: int, e: GcgEvent) -> ReplayStep:
        """``(time)``: negative, once per player, after every other line of the game (GCG: event types;
        MAGPIE ``PREMATURE_TIME_PENALTY``, ``GAME_REDUNDANT_TIME_PENALTY``)."""
        p = e.player
        if p in self.timed:
            raise self.fail(f"second time penalty for {e.nick}", "GAME_REDUNDANT_TIME_PENALTY")
        if e.score > 0:
            raise self.fail(f"time penalty {e.score:+d} is not a penalty (expected -N)", "TIME_PENALTY_POSITIVE")
        later = self.events[i + 1 :]
        turn = next((x for x in later if x.kind in _TURNS), None)
        if turn is not None:
            raise self.fail(
                f"time penalty before the game ended ({turn.kind.value} on line {turn.line} follows)",
                "END_GAME_EVENT_BEFORE_GAME_END",
            )
        end = next((x for x in later if x.kind in _END_RACK), None)
        if end is not None:
            raise self.fail(
                f"time penalty before the end-rack line on line {end.line} (time penalties come last)",
                "PREMATURE_TIME_PENALTY",
            )
        if not (self.r.game_over or self.scoreless_over()):
            self.warn("TIME_PENALTY_ENDS_GAME", "time penalty in an unfinished game: the game is taken to end here")
        self.totals[p] += e.score
        self.timed.add(p)
        self.r.game_over = True
        return ReplayStep(i, e, p, e.score, ())

    def finish(self) -> None:
        """Check the last racks of an unfinished game (MAGPIE ``RACK_NOT_IN_BAG``)."""
        rec = self.rec
        racks = rec.last_racks
        # Each last rack must be drawable on its own (MAGPIE RACK_NOT_IN_BAG); the two
        # together may overlap (macondo incomplete_elise.gcg), so they are not summed.
        for seat in sorted(racks):
            rack, line = racks[seat]
            self.line = line
            self.check_letters(rack, f"#rack{seat + 1}")
            self.check_drawable(rack, f"#rack{seat + 1}")
        if self.scoreless_over():
            self.r.game_over = True
        r = self.r
        r.scoreless = self.scoreless
        if self.pending_out is not None and not self.resigned():
            r.game_over = True  # out with the bag empty: the end-rack line may be missing
        over = r.game_over
        r.to_move = None if over else self.turn
        if r.error is None and over:
            self.decide()

    # ------------------------------------------------------------------ the end
    def resigned(self) -> bool:
        """True when the last event's note says a player resigned (our writer's note:
        GCG has no event for it)."""
        last = self.events[-1] if self.events else None
        return last is not None and any("resigned" in note.lower() for note in last.notes)

    def tie_rule(self) -> TieRule:
        return self.rules.tie if self.rules is not None else TieRule.DRAW

    def decide(self) -> None:
        """The outcome of a finished record: the end-rack lines as written, else the
        settlement the rules apply at the end the record stops at."""
        r = self.r
        steps = r.steps
        ends = [k for k, s in enumerate(steps) if s.event.kind in _END_RACK]
        final = tuple(self.totals)
        if ends:
            first = ends[0]
            before = steps[first - 1].totals if first else (0,) * self.n
            adjustments = tuple(
                Adjustment(
                    steps[k].player,
                    steps[k].score,
                    steps[k].event.tiles,
                    steps[k].event.kind is EventKind.END_RACK_PENALTY,
                )
                for k in ends
            )
            went_out = any(steps[k].event.kind is EventKind.END_RACK_POINTS for k in ends)
            reason = EndReason.WENT_OUT if went_out else EndReason.SCORELESS
            tie = self.tie_rule()
            r.outcome = Outcome(
                reason, self.out_player, before, adjustments, final, decide_winners(final, before, tie), tie
            )
            return
        if self.resigned():
            return  # a resignation ends the game with no rack settlement
        if self.pending_out is not None:
            self.settle_went_out(self.pending_out)
        elif self.scoreless_over():
            self.settle_scoreless()

    def rack_left(self, seat: int) -> str | None:
        """The rack ``seat`` holds at the end, as far as the record tells: ``#rackN``, the
        rack of a last pass, a play's leave from an empty bag, the rack a withdrawn
        play went back to; ``None`` when unknown (after an exchange or a draw)."""
        if seat in self.rec.last_racks:
            return self.rec.last_racks[seat][0]
        steps = self.r.steps
        for k in range(len(steps) - 1, -1, -1):
            step = steps[k]
            e = step.event
            if e.player != seat or e.kind not in (_TURNS | {EventKind.WITHDRAWN}):
                continue
            if not e.rack_known:
                return None
            if e.kind in (EventKind.PASS, EventKind.WITHDRAWN):
                return e.rack
            bag_before = steps[k - 1].bag if k else max(0, self.total_tiles - RACK_SIZE * self.n)
            if e.kind is EventKind.PLAY and step.placement is not None and bag_before == 0:
                left = Counter(e.rack)
                left.subtract(BLANK if t.islower() else t for _, _, t in step.placement.tiles)
                return "".join((+left).elements())
            return None
        return None

    def tiles_off_board(self) -> Counter[str]:
        left = Counter(self.counts)
        left.subtract(self.board_counts)
        return +left

    def settle_scoreless(self) -> None:
        """Each player loses their own rack, the player on turn first (the engine's and
        Macondo's order), when every rack is known."""
        racks: list[str | None] = [self.rack_left(seat) for seat in range(self.n)]
        if self.bag_count == 0 and racks.count(None) == 1:
            # the one rack not recorded is what is left off the board and the other racks
            left = self.tiles_off_board()
            for rack in racks:
                if rack is not None:
                    left.subtract(rack)
            racks[racks.index(None)] = "".join(sorted((+left).elements()))
        order = [(self.turn + k) % self.n for k in range(self.n)]
        self.settle(EndReason.SCORELESS, None, [(seat, racks[seat], True) for seat in order], self.scoreless_reason())

    def settle_went_out(self, seat: int) -> None:
        """The player out gains the others' racks: twice (the GCG convention, tournament
        rules), or once while each other player loses their own (box rules, as a
        ``lexitile:rules`` note names them). Only in a two-player game do the tiles
        off the board tell the other rack."""
        others = [(seat + k) % self.n for k in range(1, self.n)]
        double = self.going_out_double()
        lines: list[tuple[int, str | None, bool]]
        if self.n > 2:
            lines = [(other, None, True) for other in others]
        else:
            rack: str | None = "".join(sorted(self.tiles_off_board().elements()))
            lines = [(seat, rack, False)] + ([] if double else [(others[0], rack, True)])
        self.settle(EndReason.WENT_OUT, seat, lines, f"{self.nick(seat)} went out", double)

    def going_out_double(self) -> bool:
        rules = self.rules
        if rules is None:
            return True
        from lexitile.catalog import load_rules, rule_set_names
        from lexitile.rules.config import GoingOut

        if rules.name in rule_set_names():
            return load_rules(rules.name).going_out is GoingOut.DOUBLE
        return True

    def settle(
        self,
        reason: EndReason,
        went_out: int | None,
        lines: list[tuple[int, str | None, bool]],
        why: str,
        double: bool = False,
    ) -> None:
        r = self.r
        at = r.steps[-1].event.line if r.steps else None
        head = f"the game ends here ({why}) but the record has no end-rack lines"
        unknown = [seat for seat, rack, _ in lines if rack is None]
        if unknown:
            who = " and ".join(f"{self.nick(seat)}'s rack" for seat in unknown)
            verb = "is" if len(unknown) == 1 else "are"
            r.warnings.append(
                GcgWarning(
                    at, "END_RACK_MISSING", f"{head}; {who} {verb} not recorded, so the totals are before settlement"
                )
            )
            return
        before = tuple(self.totals)
        scores = list(before)
        adjustments = []
        for seat, rack, own in lines:
            assert rack is not None
            value = self.tileset.rack_value(rack)
            points = -value if own else (2 if double else 1) * value
            scores[seat] += points
            adjustments.append(Adjustment(seat, points, rack, own))
        final = tuple(scores)
        tie = self.tie_rule()
        r.outcome = Outcome(
            reason, went_out, before, tuple(adjustments), final, decide_winners(final, before, tie), tie
        )
        r.settled_by_rule = True
        shown = ", ".join(f"{self.nick(a.player)} {a.points:+d} ({a.tiles})" for a in adjustments)
        r.warnings.append(GcgWarning(at, "END_RACK_MISSING", f"{head}; settled by the rule, not as recorded: {shown}"))


_HANDLERS = {
    EventKind.PLAY: _Replayer.play,
    EventKind.WITHDRAWN: _Replayer.withdrawn,
    EventKind.PASS: _Replayer.pass_,
    EventKind.EXCHANGE: _Replayer.exchange,
    EventKind.CHALLENGE_BONUS: _Replayer.challenge,
    EventKind.CHALLENGE_PENALTY: _Replayer.challenge,
    EventKind.END_RACK_POINTS: _Replayer.end_points,
    EventKind.END_RACK_PENALTY: _Replayer.end_penalty,
    EventKind.TIME_PENALTY: _Replayer.time_penalty,
}


def replay_record(
    record: GcgRecord,
    board: str | BoardLayout | None = None,
    tiles: str | TileSet | None = None,
    lexicon: Container[str] | None = None,
) -> GameReplay:
    """Replay every event of a record, recomputing scores and running totals.

    Args:
        record: from :func:`lexitile.records.gcg.read_gcg` / ``parse_gcg``.
        board: layout (name, path or object) used when the record names none.
        tiles: tile set (name, path or object) used when the record does not decide it
            (see :func:`resolve_rules`).
        lexicon: ``word in lexicon`` container (upper-case words) to judge the words of
            every play that is not withdrawn; ``None`` judges no words.

    Returns:
        The :class:`GameReplay`; check :attr:`~GameReplay.error` and
        :attr:`~GameReplay.mismatches`. Event faults never raise; an unexpected
        exception (a bug) becomes an ``INTERNAL_ERROR`` naming the line being replayed.

    Raises:
        GcgError: the record names an unknown board or tile set.
        UnknownNameError, InputFileError: ``board`` or ``tiles`` cannot be loaded.
    """
    layout, tileset, source = resolve_rules(record, board, tiles)
    result = GameReplay(record, layout, tileset, warnings=list(record.warnings), rules_source=source)
    if source.get("tileset") == "default" and (record.events or record.last_racks):
        result.warnings.append(
            GcgWarning(
                None,
                "LEXICON_NOT_SPECIFIED",
                "no #lexicon or #tile-distribution pragma: English tiles assumed "
                "(MAGPIE refuses it: LEXICON_NOT_SPECIFIED)",
            )
        )
    try:
        result.recorded_rules = find_rules_note(record)
    except GcgError as exc:
        result.error = GcgError(exc.message, record.path, exc.line, exc.code)
        return result
    replayer = _Replayer(result, lexicon)
    try:
        replayer.run()
    except GcgError as exc:
        result.error = exc
    except Exception as exc:  # noqa: BLE001 - a bug is reported at the line it met
        error = GcgError(
            f"internal error: {type(exc).__name__}: {exc}", record.path, replayer.line or None, "INTERNAL_ERROR"
        )
        error.__cause__ = exc
        result.error = error
    return result
