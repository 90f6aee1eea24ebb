"""Writing games as GCG text, in the conventions of the modern writers.

What is written (the GCG format as Quackle, Macondo and MAGPIE define it, summed up in
``docs/gcg.md``, cited as "GCG: topic"; Macondo ``gcgio/gcg.go``
``GameHistoryToGCG``/``writeEvent``, Quackle ``quackleio/gcgio.cpp``):

- line 1 is always ``#character-encoding UTF-8`` and the text is UTF-8 (GCG: file level);
- then ``#player1`` ... ``#player4`` (``NICK Full Name``; a nick is one token, so
  whitespace in it becomes ``_``), then the other pragmas given (``#title``,
  ``#description``, ``#id``, ``#lexicon``, ``#game-type``, ``#board-layout``,
  ``#tile-distribution``; English tiles and the standard board are left implicit, as
  Macondo does);
- then the events in order, one per line, each followed by its ``#note`` lines;
- then ``#rack1``/``#rack2``... for the racks of an unfinished game.

Event lines follow Macondo's columns (single spaces; ``aligned=True`` pads them into
Quackle-style columns instead)::

    >Tim: AEITW 8D WAITE +24 24            play (``.`` for played-through squares)
    >Randy: U - +0 380                     pass
    >Marlon: SEQSPO? -QO +0 268            exchange (``-4`` when only the count is known)
    >jvc: BEEIIMS -- -46 355               withdrawn phony (minus the play's score)
    >Joel: DROWNUG (challenge) +5 289      challenge bonus
    >Dave:  (G) +4 539                     end-rack points (empty rack field)
    >Pakorn: FWLI (FWLI) -10 426           end-rack penalty
    >Pakorn: ISBALI (time) -10 409         time penalty
    >Ann: AEIRSTZ -ZI -5 73                paid exchange (lexitile, Kreuzwort): same player moves next

Scores are always signed (``+0``, ``-46``); negative scores are written ``-N``, never
Quackle's ``+-N``, and a penalty of nothing is ``-0`` (``>Bo: ?? (??) -0 301``), the form
the penalty patterns of Macondo and MAGPIE expect. Text after the cumulative score is
never written. A note line that would start with ``#`` or ``>`` is written as a separate
``#note`` line so that it cannot be read back as a pragma or an event; blank lines
inside notes are dropped (readers ignore them).

Conventions for games played here (:func:`write_gcg` applies them to any event list;
``docs/gcg.md`` "Games we record" has the whole list and ``docs/gcg-readers.md`` which
other programs read what):

- **the first mover is ``#player1``**: the seats are rotated (turn order kept) when
  another seat moved first, because Macondo and MAGPIE start every game with player 1
  (MAGPIE ``GAME_EVENT_OFF_TURN`` otherwise);
- **challenge lines follow their play**: a withdrawal ``--``, a bonus or a penalty line is
  written right after the play it judges, before any turn a wrong challenger lost in
  between (the engine records that lost turn first when the challenger was not the next
  seat; MAGPIE ``PHONY_TILES_RETURNED_WITHOUT_PLAY`` otherwise);
- **the Mattel challenge penalty** (a wrong challenger loses points; GCG has no line for
  it) is a negative ``(challenge)`` line by the challenger, with the challenger's rack,
  plus the engine's note ``#note lexitile:challenge-penalty N: ...``::

      >Bo: ADEIRST (challenge) -5 120
      #note lexitile:challenge-penalty 5: wrong challenge of a valid play

- **the rules of the game's end** when they differ from the GCG convention (six
  scoreless turns in a row; ``rules`` given): a note on the first event, which every reader accepts and
  shows as a comment, and which our replay (``lexitile verify``) reads::

      #note lexitile:rules mattel scoreless=4 kinds=exchange,pass,withdrawn

  ``scoreless=N``: that many scoreless turns in a row end the game; ``kinds=``: which
  turns count (``pass``, ``exchange``, ``withdrawn``, ``zero-play``); ``empty-bag``: only
  once the bag is empty (Kreuzwort); ``passes=K``: a player who passes K times in a row
  ends the game (Palavras Cruzadas); ``tie=before-settlement``: a tie on the final
  scores is broken by the scores before settlement (Kreuzwort); without ``tie=`` (and in
  a record without the note) a tie is a draw;
- end-of-game lines as the rules settle them (the engine's events): tournament rules one
  2x line ``>Ann:  (EIQ) +24 401``; the default box rules 1x for the player who went out
  and a -1x line ``>Bo: EIQ (EIQ) -12 377`` for each other player, as ``fivepoint.gcg``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.errors import LexitileError
from lexitile.games.crossword.records.gcg import GcgPlayer, GcgRecord
from lexitile.games.crossword.records.gcg_types import resignation_note, resigned_before_play
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.outcome import EndReason
from lexitile.games.crossword.rules.scoreless import GCG_SCORELESS, ScorelessEnd
from lexitile.text.safe import visible

if TYPE_CHECKING:  # pragma: no cover - types only
    from lexitile.games.crossword.rules.config import RuleSet
    from lexitile.games.crossword.rules.game import Game

__all__ = [
    "GCG_BOARD_NAMES",
    "RULES_NOTE",
    "format_event_line",
    "format_notes",
    "game_to_gcg",
    "gcg_order",
    "record_to_gcg",
    "rules_note",
    "sanitize_nick",
    "save_gcg",
    "write_gcg",
]

#: Prefix of the note that states the rules of the game's end (see the module docstring).
RULES_NOTE = "lexitile:rules"

#: Built-in layout names -> GCG ``#board-layout`` names (``None``: the implicit standard board).
GCG_BOARD_NAMES: dict[str, str | None] = {"standard15": None, "CrosswordGame": None, "super21": "SuperCrosswordGame"}

_CHALLENGE_LINES = frozenset({EventKind.WITHDRAWN, EventKind.CHALLENGE_BONUS, EventKind.CHALLENGE_PENALTY})
_PENALTIES = frozenset({EventKind.END_RACK_PENALTY, EventKind.TIME_PENALTY, EventKind.CHALLENGE_PENALTY})

_META_ORDER = ("title", "description", "id", "lexicon", "game-type", "board-layout", "tile-distribution")


def sanitize_nick(nick: str) -> str:
    """A nick usable in GCG: no whitespace (replaced by ``_``), no ``:`` before a space,
    control characters made visible (``\\x1b``), never empty (``player``)."""
    cleaned = visible("_".join(nick.split()).replace(":", "_"))
    return cleaned or "player"


def _one_line(text: str) -> str:
    # control characters made visible: a record we write never carries a terminal escape
    return visible(" ".join(text.split()))


def format_event_line(
    nick: str, rack: str, move: str, score: int, cumulative: int, aligned: bool = False, penalty: bool = False
) -> str:
    """One ``>NICK: RACK MOVE +SCORE CUMULATIVE`` line.

    Args:
        nick: the player's nick.
        rack: the rack before the event, or ``""`` for an empty field.
        move: the move column (``8D WAITE``, ``-``, ``-QO``, ``--``, ``(challenge)``,
            ``(time)``, ``(G)``, ``FWLI``-style end penalty ``(FWLI)``).
        score: signed points of the event.
        cumulative: the player's running total after it.
        aligned: pad into Quackle-style columns instead of single spaces.
        penalty: the line is a penalty (end rack, time, challenge): a score of 0 is
            written ``-0``, as the penalty patterns of Macondo and MAGPIE need a minus.
    """
    signed = "-0" if penalty and score == 0 else f"{score:+d}"
    if aligned:
        head = f">{nick}:"
        coord, _, word = move.partition(" ")
        if word:
            move_col = f"{coord:<4} {word:<15}"
        else:
            move_col = f"{move:<20}"
        return f"{head} {rack:<8} {move_col} {signed:>5} {cumulative:5d}".rstrip()
    return f">{nick}: {rack} {move} {signed} {cumulative}"


def format_notes(note: str) -> list[str]:
    """The ``#note`` lines for a note text (see the module docstring for escaping)."""
    lines = [visible(ln.strip()) for ln in note.split("\n")]
    lines = [ln for ln in lines if ln]
    out: list[str] = []
    for k, ln in enumerate(lines):
        if k == 0 or ln[0] in "#>":
            out.append(f"#note {ln}")
        else:
            out.append(ln)
    return out


def _move_text(event: Event) -> str:
    kind = event.kind
    if kind is EventKind.PLAY:
        return f"{event.coordinate} {event.word}"
    if kind is EventKind.END_RACK_PENALTY:
        return f"({event.tiles or event.rack})"
    if kind in (EventKind.EXCHANGE, EventKind.PAID_EXCHANGE) and not event.tiles:
        raise LexitileError("an exchange event needs its tiles (or use a '-N' count)")
    return event.move_text


def _header(
    players: Sequence[tuple[str, str]], pragmas: Mapping[str, str | None], extra: Iterable[tuple[str, str]] = ()
) -> list[str]:
    if not 2 <= len(players) <= 4:
        raise LexitileError(f"a GCG file holds 2 to 4 players, got {len(players)}")
    nicks = [sanitize_nick(n) for n, _ in players]
    if len(set(nicks)) != len(nicks):
        raise LexitileError(f"players need distinct nicks, got {', '.join(nicks)}")
    lines = ["#character-encoding UTF-8"]
    for number, (nick, (_, name)) in enumerate(zip(nicks, players, strict=True), 1):
        lines.append(f"#player{number} {nick} {_one_line(name) or nick}")
    for key in _META_ORDER:
        value = pragmas.get(key)
        if value:
            lines.append(f"#{key} {_one_line(value)}")
    for key, value in extra:
        lines.append(f"#{key} {_one_line(value)}".rstrip())
    return lines


def rules_note(rules: RuleSet, players: int, events: Sequence[Event] = (), compounds: str | None = None) -> str | None:
    """The ``lexitile:rules`` note for a game, or ``None`` when the GCG convention holds.

    The note is needed when the game can end after scoreless turns otherwise than after
    six in a row of passes, exchanges and withdrawals (the rule every GCG reader
    assumes), when a tie is not a draw (``tie=before-settlement``), when the rules have a
    paid exchange (``paid-exchange=P``, whose cost a replay checks), or when a play scored 0 (GCG readers count it as scoreless; our rule sets
    do not, unless ``zero-play`` is among their kinds), and for a German game, whose
    words are judged by a compound rule (``compounds=dictionary|attested|free``,
    :mod:`lexitile.core.compound_rule`; a German record without it was played by
    ``free``).

    Args:
        rules: the game's rule set.
        players: number of seats.
        events: the game's events (only plays scoring 0 matter).
        compounds: the compound rule to state (German games), or ``None``.

    Returns:
        e.g. ``"lexitile:rules mattel scoreless=4 kinds=exchange,pass,withdrawn"``.
    """
    end = ScorelessEnd.of(rules, players)
    kinds = sorted(k.value for k in end.kinds)
    zero_play = any(e.kind is EventKind.PLAY and e.score == 0 for e in events)
    tie_break = rules.tie.value != "draw"
    paid = rules.paid_exchange_points
    if end == GCG_SCORELESS and not zero_play and not tie_break and not paid and compounds is None:
        return None
    parts = [RULES_NOTE, sanitize_nick(rules.name), f"scoreless={end.turns}", f"kinds={','.join(kinds) or 'none'}"]
    if end.needs_empty_bag:
        parts.append("empty-bag")
    if end.passes:
        parts.append(f"passes={end.passes}")
    if tie_break:
        parts.append(f"tie={rules.tie.value}")
    if paid:
        parts.append(f"paid-exchange={paid}")
    if compounds is not None:
        parts.append(f"compounds={compounds}")
    return " ".join(parts)


def gcg_order(events: Iterable[Event]) -> list[Event]:
    """The events in the order GCG needs: a challenge line (``--``, a bonus, a
    penalty) right after the play it judges.

    The engine records a turn that a wrong challenger lost (a pass, double-challenge
    rule) as soon as that seat's turn comes, which can be before a later challenge of
    the same play is decided when the wrong challenger was not the next seat. Such
    passes are moved after the challenge lines; nothing else is reordered, and the
    running totals stay right (they are per player).
    """
    out: list[Event] = []
    for event in events:
        if event.kind in _CHALLENGE_LINES and out and out[-1].kind is EventKind.PASS:
            j = len(out) - 1
            while j >= 0 and out[j].kind is EventKind.PASS:
                j -= 1
            while j >= 0 and out[j].kind in _CHALLENGE_LINES:
                j -= 1
            if (
                j >= 0
                and out[j].kind is EventKind.PLAY
                and all(e.player != out[j].player for e in out[j + 1 :] if e.kind is EventKind.PASS)
            ):
                k = j + 1
                while k < len(out) and out[k].kind in _CHALLENGE_LINES:
                    k += 1
                out.insert(k, event)
                continue
        out.append(event)
    return out


def _next_rack(events: Sequence[Event], i: int) -> str:
    """The rack the player of ``events[i]`` holds at that point, from their next event
    that records one (a turn, or an end-rack penalty), else ``""``."""
    seat = events[i].player
    for e in events[i + 1 :]:
        if e.player != seat:
            continue
        if e.kind.is_turn or e.kind in (EventKind.WITHDRAWN, EventKind.END_RACK_PENALTY):
            return e.rack or (e.tiles if e.kind is EventKind.END_RACK_PENALTY else "")
    return ""


def _final_rack(events: Sequence[Event], i: int, players: int) -> str:
    """The rack the player of ``events[i]`` (a time penalty) was left with: their
    end-rack penalty's tiles, or in a two-player game the tiles the opponent who went
    out counted; ``""`` when unknown or when they went out themselves."""
    seat = events[i].player
    for e in reversed(events[:i]):
        if e.kind is EventKind.END_RACK_PENALTY and e.player == seat:
            return e.tiles or e.rack
        if e.kind is EventKind.END_RACK_POINTS:
            return e.tiles if e.player != seat and players == 2 else ""
    return ""


def write_gcg(
    players: Sequence[tuple[str, str] | GcgPlayer],
    events: Iterable[Event],
    *,
    title: str | None = None,
    description: str | None = None,
    game_id: str | None = None,
    lexicon: str | None = None,
    game_type: str | None = None,
    board_layout: str | None = None,
    tile_distribution: str | None = None,
    last_racks: Mapping[int, str] | None = None,
    aligned: bool = False,
    rules: RuleSet | None = None,
    first_mover_first: bool = True,
    compounds: str | None = None,
) -> str:
    """The GCG text of a game.

    Args:
        players: ``(nick, full name)`` pairs (or reader players) in seat order, 2-4.
        events: engine :class:`~lexitile.games.crossword.rules.events.Event` objects in order, e.g.
            ``Game.history`` or :meth:`lexitile.games.crossword.records.replay.GameReplay.events`; each
            uses ``kind``, ``player`` (seat), ``rack``, ``score``, ``cumulative``,
            ``coordinate``/``word`` (plays), ``tiles`` (exchanges, end-rack lines) and
            ``note``.
        title, description, game_id, lexicon, game_type: pragma values (``game_id`` is
            ``"AUTHORITY ID"``, e.g. ``"io.woogles p6QRjJHG"``).
        board_layout: GCG board name (``SuperCrosswordGame``) or one of our layout
            names (``palavras17x15``; only our reader knows those); leave ``None`` for
            the standard board.
        tile_distribution: tile set name; ``None`` or ``"english"`` is not written.
        last_racks: seat -> rack of an unfinished game, written as ``#rackN``.
        aligned: Quackle-style padded columns instead of single spaces.
        rules: the game's rule set; when its end of game differs from the GCG
            convention a ``lexitile:rules`` note is written on the first event
            (:func:`rules_note`).
        first_mover_first: rotate the seats so that the seat of the first turn is
            ``#player1`` (turn order kept; ``last_racks`` follow their seats).
        compounds: a German game's compound rule, stated in the ``lexitile:rules``
            note (with ``rules``; see :func:`rules_note`).

    Returns:
        The text, ending with a newline.

    Raises:
        LexitileError: not 2-4 players, two players with the same nick, an event for a
            seat that does not exist, or an exchange without tiles.
    """
    pairs = [(p.nick, p.name) if isinstance(p, GcgPlayer) else (p[0], p[1]) for p in players]
    events = list(events)
    for event in events:
        if not 0 <= event.player < len(pairs):
            raise LexitileError(f"event for seat {event.player}, but the game has {len(pairs)} players")
    events = gcg_order(events)
    note = rules_note(rules, len(pairs), events, compounds) if rules is not None else None
    racks = dict(last_racks or {})
    first = next((e.player for e in events if e.kind.is_turn), 0)
    if first_mover_first and first:
        n = len(pairs)
        order = [(first + k) % n for k in range(n)]
        new_seat = {old: new for new, old in enumerate(order)}
        pairs = [pairs[old] for old in order]
        events = [replace(e, player=new_seat[e.player]) for e in events]
        racks = {new_seat[seat]: rack for seat, rack in racks.items() if seat in new_seat}
    pragmas = {
        "title": title,
        "description": description,
        "id": game_id,
        "lexicon": lexicon,
        "game-type": game_type,
        "board-layout": board_layout,
        "tile-distribution": None if (tile_distribution or "english").lower() == "english" else tile_distribution,
    }
    lines = _header(pairs, pragmas)
    nicks = [sanitize_nick(n) for n, _ in pairs]
    for i, event in enumerate(events):
        rack = event.rack
        if not rack and event.kind in (EventKind.CHALLENGE_PENALTY, EventKind.CHALLENGE_BONUS):
            # the rack field of a challenge line: the player's rack (Quackle writes the
            # rack after the play; an empty field reads as end-rack points in Quackle)
            rack = _next_rack(events, i) or racks.get(event.player, "")
        elif not rack and event.kind is EventKind.TIME_PENALTY:
            rack = _final_rack(events, i, len(pairs))
        lines.append(
            format_event_line(
                nicks[event.player],
                rack,
                _move_text(event),
                event.score,
                event.cumulative,
                aligned,
                event.kind in _PENALTIES,
            )
        )
        if i == 0 and note:
            lines.append(f"#note {note}")
        if event.note:
            lines.extend(format_notes(event.note))
    for seat, rack in sorted(racks.items()):
        lines.append(f"#rack{seat + 1} {rack}")
    return "\n".join(lines) + "\n"


def game_to_gcg(
    game: Game,
    *,
    players: Sequence[tuple[str, str]] | None = None,
    title: str | None = None,
    description: str | None = None,
    lexicon: str | None = None,
    aligned: bool = False,
) -> str:
    """The GCG record of an engine game, in the conventions of games we record.

    Writes ``#lexicon`` (when given), ``#tile-distribution`` always (readers that do not
    know our lexicon names need it), ``#board-layout`` for boards other than the
    standard one (``SuperCrosswordGame``, or our layout name, e.g. ``palavras17x15``),
    the ``lexitile:rules`` note when the rules need it (and for a game judged by a German
    word list, its compound rule, as a hotseat game's record states it), ``#rackN`` for every rack of an
    unfinished game, and for a resigned game the note ``NICK resigned; the game ended
    here.`` on the last event (GCG has no event for it; Woogles files of resigned games
    just stop), or, when no move was made, ``NICK resigned before the first move`` at
    the end of the ``#description``.

    Args:
        game: the game (finished or not).
        players: ``(nick, full name)`` per seat; default the seat names.
        title, description, lexicon: pragma values.
        aligned: Quackle-style padded columns.

    Returns:
        The text, ending with a newline.

    Raises:
        LexitileError: as :func:`write_gcg`.
    """
    rules = game.rules
    pairs = list(players) if players is not None else [(name, name) for name in game.players]
    events = list(game.history)
    outcome = game.outcome
    resigned = outcome is not None and EndReason.of(outcome) is EndReason.RESIGNED
    if resigned and outcome is not None and outcome.went_out is not None:
        nick = sanitize_nick(pairs[outcome.went_out][0])
        if events:
            last, text = events[-1], resignation_note(nick)
            events[-1] = replace(last, note=f"{last.note}\n{text}" if last.note else text)
        else:  # no event to carry the note (MAGPIE refuses a note before the first event)
            early = resigned_before_play(nick)
            description = f"{description}, {early}" if description else early
    layout = rules.layout.name
    board = GCG_BOARD_NAMES.get(layout, layout)
    finished = game.is_over
    racks = None if finished else {i: "".join(r) for i, r in enumerate(game.racks)}
    text = write_gcg(
        pairs,
        events,
        title=title,
        description=description,
        lexicon=lexicon,
        board_layout=board,
        tile_distribution=None,
        last_racks=racks,
        aligned=aligned,
        rules=rules,
        compounds=str(rules.compound_words) if getattr(game.lexicon, "language", None) == "de" else None,
    )
    # #tile-distribution always, English too (after the other pragmas, before the events)
    lines = text.split("\n")
    at = next((i for i, ln in enumerate(lines) if ln[:1] in (">", "") or ln.startswith("#rack")), len(lines))
    lines.insert(at, f"#tile-distribution {rules.tileset.name}")
    return "\n".join(lines)


def record_to_gcg(record: GcgRecord, aligned: bool = False) -> str:
    """Write a record as read back out in the modern conventions (UTF-8, ``-N`` scores,
    upper-case coordinates, no trailing text). Words are written as recorded; use
    :meth:`lexitile.games.crossword.records.replay.GameReplay.events` with :func:`write_gcg` for
    canonical ``.`` notation. Unknown pragmas (``#style``...) and notes before the first
    event are kept; ``#incomplete`` is kept.
    """
    pragmas = {key: record.value(key) for key in _META_ORDER}
    skip = set(_META_ORDER) | {"character-encoding", "incomplete"}
    extra = [(p.keyword, p.value) for p in record.pragmas if p.keyword not in skip and not p.keyword.startswith("rack")]
    if record.incomplete:
        extra.append(("incomplete", record.value("incomplete") or ""))
    players = [(p.nick, p.name) for p in record.players]
    lines = _header(players, pragmas, extra)
    for note in record.preamble_notes:
        lines.extend(format_notes(note))
    nicks = [sanitize_nick(p.nick) for p in record.players]
    for e in record.events:
        move = e.move_text
        if e.kind is EventKind.PLAY:
            c = e.coordinate
            move = f"{c.upper()} {e.word}"
        rack = e.rack if e.rack_known and e.kind is not EventKind.END_RACK_POINTS else ""
        lines.append(format_event_line(nicks[e.player], rack, move, e.score, e.cumulative, aligned))
        for note in e.notes:
            lines.extend(format_notes(note))
    for seat, (rack, _) in sorted(record.last_racks.items()):
        lines.append(f"#rack{seat + 1} {rack}")
    return "\n".join(lines) + "\n"


def save_gcg(path: str | Path, text: str) -> None:
    """Write GCG text to a file as UTF-8 with ``\\n`` line ends.

    Raises:
        LexitileError: the file cannot be written (the message names it).
    """
    try:
        Path(path).write_text(text, encoding="utf-8", newline="\n")
    except OSError as exc:
        raise LexitileError(f"{path}: cannot write: {exc.strerror or exc}") from None
