"""Writing games as GCG text, in the conventions of the modern writers.

What is written (../shared/gcg/SPEC.md, "SPEC §N"; Macondo ``gcgio/gcg.go``
``GameHistoryToGCG``/``writeEvent``, Quackle ``quackleio/gcgio.cpp``):

- line 1 is always ``#character-encoding UTF-8`` and the text is UTF-8 (SPEC §1);
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

Scores are always signed (``+0``, ``-46``); negative scores are written ``-N``, never
Quackle's ``+-N``. Text after the cumulative score is never written. A note line that
would start with ``#`` or ``>`` is written as a separate ``#note`` line so that it
cannot be read back as a pragma or an event; blank lines inside notes are dropped
(readers ignore them).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from lexitile.errors import LexitileError
from lexitile.records.gcg import GcgPlayer, GcgRecord
from lexitile.rules.events import Event, EventKind

__all__ = ["format_event_line", "format_notes", "write_gcg", "record_to_gcg", "save_gcg", "sanitize_nick"]

_META_ORDER = ("title", "description", "id", "lexicon", "game-type", "board-layout", "tile-distribution")


def sanitize_nick(nick: str) -> str:
    """A nick usable in GCG: no whitespace (replaced by ``_``), no ``:`` before a space,
    never empty (``player``)."""
    cleaned = "_".join(nick.split()).replace(":", "_")
    return cleaned or "player"


def _one_line(text: str) -> str:
    return " ".join(text.split())


def format_event_line(nick: str, rack: str, move: str, score: int, cumulative: int, aligned: bool = False) -> str:
    """One ``>NICK: RACK MOVE +SCORE CUMULATIVE`` line.

    Args:
        nick: the player's nick.
        rack: the rack before the event, or ``""`` for an empty field.
        move: the move column (``8D WAITE``, ``-``, ``-QO``, ``--``, ``(challenge)``,
            ``(time)``, ``(G)``, ``FWLI``-style end penalty ``(FWLI)``).
        score: signed points of the event.
        cumulative: the player's running total after it.
        aligned: pad into Quackle-style columns instead of single spaces.
    """
    if aligned:
        head = f">{nick}:"
        coord, _, word = move.partition(" ")
        if word:
            move_col = f"{coord:<4} {word:<15}"
        else:
            move_col = f"{move:<20}"
        return f"{head} {rack:<8} {move_col} {score:+5d} {cumulative:5d}".rstrip()
    return f">{nick}: {rack} {move} {score:+d} {cumulative}"


def format_notes(note: str) -> list[str]:
    """The ``#note`` lines for a note text (see the module docstring for escaping)."""
    lines = [ln.strip() for ln in note.split("\n")]
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
    if kind is EventKind.EXCHANGE and not event.tiles:
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
) -> str:
    """The GCG text of a game.

    Args:
        players: ``(nick, full name)`` pairs (or reader players) in seat order, 2-4.
        events: engine :class:`~lexitile.rules.events.Event` objects in order, e.g.
            ``Game.history`` or :meth:`lexitile.records.replay.GameReplay.events`; each
            uses ``kind``, ``player`` (seat), ``rack``, ``score``, ``cumulative``,
            ``coordinate``/``word`` (plays), ``tiles`` (exchanges, end-rack lines) and
            ``note``.
        title, description, game_id, lexicon, game_type: pragma values (``game_id`` is
            ``"AUTHORITY ID"``, e.g. ``"io.woogles p6QRjJHG"``).
        board_layout: GCG board name (``SuperCrosswordGame``); leave ``None`` for the
            standard board.
        tile_distribution: tile set name; ``None`` or ``"english"`` is not written.
        last_racks: seat -> rack of an unfinished game, written as ``#rackN``.
        aligned: Quackle-style padded columns instead of single spaces.

    Returns:
        The text, ending with a newline.

    Raises:
        LexitileError: not 2-4 players, two players with the same nick, an event for a
            seat that does not exist, or an exchange without tiles.
    """
    pairs = [(p.nick, p.name) if isinstance(p, GcgPlayer) else (p[0], p[1]) for p in players]
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
    for event in events:
        if not 0 <= event.player < len(nicks):
            raise LexitileError(f"event for seat {event.player}, but the game has {len(nicks)} players")
        lines.append(
            format_event_line(
                nicks[event.player], event.rack, _move_text(event), event.score, event.cumulative, aligned
            )
        )
        if event.note:
            lines.extend(format_notes(event.note))
    for seat, rack in sorted((last_racks or {}).items()):
        lines.append(f"#rack{seat + 1} {rack}")
    return "\n".join(lines) + "\n"


def record_to_gcg(record: GcgRecord, aligned: bool = False) -> str:
    """Write a record as read back out in the modern conventions (UTF-8, ``-N`` scores,
    upper-case coordinates, no trailing text). Words are written as recorded; use
    :meth:`lexitile.records.replay.GameReplay.events` with :func:`write_gcg` for
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
