"""Replaying a GCG record on a board: every score and running total recomputed.

:func:`replay_record` takes a :class:`~lexitile.games.crossword.records.gcg.GcgRecord` and plays its
events in order on a :class:`~lexitile.games.crossword.rules.board.Board` with the record's board layout
and tile set (:func:`resolve_rules`). For each event it checks what the GCG rules say
(the GCG format as Quackle, Macondo and MAGPIE define it, summed up in ``docs/gcg.md``;
"GCG: topic" below; MAGPIE ``src/impl/gcg.c`` and
``gameplay.c`` for the order rules, MAGPIE's error codes for the validation rules) and
recomputes the score:

- a play must be legal on the board (placement rules of :mod:`lexitile.games.crossword.rules.validate`)
  and use tiles of the recorded rack; its score is recomputed with
  :func:`lexitile.games.crossword.rules.scoring.score_words` (bingo +50 for 7 tiles, GCG: the word field);
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
(:mod:`lexitile.games.crossword.records.gcg_writer`, :class:`RecordedRules`): the replay then ends the
game after scoreless turns as that note says (Mattel: four in a 2-player game; Palavras
Cruzadas: a player's second pass in a row) instead of after six. A negative
``(challenge)`` line (the Mattel challenge penalty, with its ``lexitile:challenge-penalty``
note) is replayed as a penalty for the challenger, with a warning ``CHALLENGE_PENALTY``
since other readers refuse it.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from typing import TypeVar

from lexitile.core.message import Message
from lexitile.errors import (
    LexitileError,
    UnknownNameError,
)
from lexitile.games.crossword.catalog import board_names, load_layout, load_tileset, tileset_names
from lexitile.games.crossword.records.gcg import GcgError, GcgRecord, GcgWarning
from lexitile.games.crossword.records.recorded_rules import (
    RULES_NOTE_PREFIX,
    RecordedRules,
    find_rules_note,
    parse_rules_note,
    record_rule_set,
)
from lexitile.games.crossword.records.replay_result import MAX_SCORELESS_TURNS, GameReplay, Mismatch, ReplayStep
from lexitile.games.crossword.records.replayer import Replayer
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.tiles import TileSet
from lexitile.resources import data_dir
from lexitile.text.safe import visible

__all__ = [
    "MAX_SCORELESS_TURNS",
    "RULES_NOTE_PREFIX",
    "GameReplay",
    "Mismatch",
    "RecordedRules",
    "ReplayStep",
    "find_rules_note",
    "parse_rules_note",
    "replay_record",
    "resolve_rules",
    "tileset_for_lexicon",
]

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


def tileset_for_lexicon(lexicon: str) -> str | None:
    """The tile set name a ``#lexicon`` name implies (``FRA24`` -> ``french``,
    ``OSPS49`` -> ``polish``, ``CSW21`` -> ``english``), or ``None`` when unknown."""
    # lexitile's own lists, installed by the player or built in: their language's tiles
    try:
        from lexitile.lexicon.userlists import tileset_of_list  # noqa: PLC0415 - an optional module: its ImportError is handled here
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


def _unknown_name(exc: Exception, kind: str, value: str, known: list[str]) -> Message:
    """Why a ``#board-layout`` (``kind`` ``board``) or ``#tile-distribution``
    (``tile-set``) cannot be used: no such name, or the file it names is unreadable."""
    if isinstance(exc, UnknownNameError):
        return Message(f"gcg.unknown-{kind}", {"token": visible(value), "known": tuple(known)})
    return Message(f"gcg.{kind}-unreadable", {"error": visible(str(exc))})


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
                why = _unknown_name(exc, "board", layout_pragma.value, board_names())
                raise GcgError(why, record.path, layout_pragma.line, "UNKNOWN_BOARD_LAYOUT") from None
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
                why = _unknown_name(exc, "tile-set", dist.value, tileset_names())
                raise GcgError(why, record.path, dist.line, "UNKNOWN_TILE_DISTRIBUTION") from None
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


def replay_record(
    record: GcgRecord,
    board: str | BoardLayout | None = None,
    tiles: str | TileSet | None = None,
    lexicon: Container[str] | None = None,
) -> GameReplay:
    """Replay every event of a record, recomputing scores and running totals.

    Args:
        record: from :func:`lexitile.games.crossword.records.gcg.read_gcg` / ``parse_gcg``.
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
        result.warnings.append(GcgWarning.of(None, "LEXICON_NOT_SPECIFIED", Message("replay.warn-no-lexicon")))
    try:
        result.recorded_rules = find_rules_note(record)
    except GcgError as exc:
        result.error = GcgError(exc.why or exc.message, record.path, exc.line, exc.code)
        return result
    result.rule_set = record_rule_set(result.recorded_rules, layout, tileset)
    replayer = Replayer(result, lexicon)
    try:
        replayer.run()
    except GcgError as exc:
        result.error = exc
    except Exception as exc:  # noqa: BLE001 - a bug is reported at the line it met
        why = Message("replay.internal-error", {"error": f"{type(exc).__name__}: {exc}"})
        error = GcgError(why, record.path, replayer.line or None, "INTERNAL_ERROR")
        error.__cause__ = exc
        result.error = error
    return result
