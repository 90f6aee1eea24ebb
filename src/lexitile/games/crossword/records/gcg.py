"""Lenient reader of GCG saved-game files, with line numbers.

GCG is the plain-text record format of Scrabble-family games used by Quackle, Macondo,
Woogles and MAGPIE. The rules implemented here come from the format as these
programs read and write it (summed up in ``docs/gcg.md``; cited below as "GCG: topic"); where a rule is an error in MAGPIE
the MAGPIE error code (``ERROR_STATUS_GCG_PARSE_<CODE>``, GCG: validation rules) is the ``code`` of the
:class:`GcgError` raised here, so callers and tests can match on it.

The reader accepts every dialect seen in real files (GCG: dialects): played-through tiles as
``.`` or as letters, lower-case coordinates, trailing cross-word text after the
cumulative score, ``+-N`` scores, ISO-8859-1 unless line 1 declares UTF-8 (or the
bytes are valid UTF-8 and not ASCII, with a warning), CRLF line
ends, ``--`` phonies in both the modern (``-S``) and the old (``+0``) form, count-only
exchanges (``-4``), ``#incomplete``, multi-line notes, ``UNKNOWN`` racks and 2-4 players
(``#player3``/``#player4`` as in Quackle).

It only checks what can be checked from the text: the syntax of each line, the player
declarations, the order of pragmas, and the well-formedness of racks. Whether the moves
fit the board, the racks and the recorded scores is the job of
:mod:`lexitile.games.crossword.records.replay`.

Where a strict reader would refuse something that changes nothing in the game (a note
before the first event, metadata after the events, two players with the same display
name), this reader accepts it and records a :class:`GcgWarning` instead; see
``docs/gcg.md`` for the full table.
"""

from __future__ import annotations

from pathlib import Path

from lexitile.core.message import Message
from lexitile.errors import InputFileError
from lexitile.games.crossword.records.gcg_decode import decode_gcg, line_of
from lexitile.games.crossword.records.gcg_syntax import (
    ANYWHERE_PRAGMAS,
    COORD,
    CUMULATIVE,
    EVENT_HEAD,
    GAME_PRAGMAS,
    GAME_TYPES,
    NOTE_PRAGMAS,
    PLAYER_PRAGMA,
    RACK_PRAGMA,
    is_rack_text,
    parse_score,
)
from lexitile.games.crossword.records.gcg_types import (
    LOST_TURN_NOTES,
    GcgError,
    GcgEvent,
    GcgPlayer,
    GcgPragma,
    GcgRecord,
    GcgWarning,
)
from lexitile.games.crossword.rules.events import EventKind
from lexitile.text.render import english
from lexitile.text.safe import quoted

__all__ = [
    "GAME_TYPES",
    "LOST_TURN_NOTES",
    "MAX_GCG_BYTES",
    "GcgError",
    "GcgEvent",
    "GcgPlayer",
    "GcgPragma",
    "GcgRecord",
    "GcgWarning",
    "decode_gcg",
    "gcg_bytes",
    "line_of",
    "parse_gcg",
    "read_gcg",
]

#: The largest GCG file read, in bytes. A record of a whole game with notes is a few
#: kilobytes; a file past this is refused before more of it is read, so one huge line
#: (a ``#note`` of hundreds of megabytes) cannot take the memory of the machine.
MAX_GCG_BYTES = 4 * 1024 * 1024


def read_gcg(path: str | Path) -> GcgRecord:
    """Read and parse a GCG file.

    Args:
        path: the file (any extension; scrabblr's ``.txt`` files are GCG too).

    Raises:
        InputFileError: the file cannot be opened (not found, a directory, no permission).
        GcgError: the text is not a readable GCG record (see :func:`parse_gcg`).
    """
    p = Path(path)
    return parse_gcg(gcg_bytes(p), p)


def gcg_bytes(path: str | Path, limit: int = MAX_GCG_BYTES) -> bytes:
    """The bytes of a GCG file, at most ``limit`` of them.

    Args:
        path: the file.
        limit: the largest file accepted, in bytes (:data:`MAX_GCG_BYTES`).

    Raises:
        InputFileError: the file cannot be opened (not found, a directory, no permission).
        GcgError: ``TOO_LARGE``, at the line where the limit is reached, when the file
            is larger (no more than ``limit + 1`` bytes are read).
    """
    p = Path(path)
    try:
        with p.open("rb") as f:
            data = f.read(limit + 1)
    except FileNotFoundError:
        raise _unopenable(Message("gcg.file-not-found"), p) from None
    except IsADirectoryError:
        raise _unopenable(Message("gcg.file-is-directory"), p) from None
    except OSError as exc:
        raise _unopenable(Message("gcg.file-unreadable", {"error": str(exc.strerror or exc)}), p) from None
    if len(data) > limit:
        line = data.count(b"\n", 0, limit) + 1
        raise GcgError(Message("gcg.too-large", {"limit": limit // (1024 * 1024)}), p, line, "TOO_LARGE")
    return data


def _unopenable(why: Message, path: Path) -> InputFileError:
    return InputFileError(english(why), path, why=why)


def _token(text: str) -> str:
    """Text read from the file, for a message: control characters made visible, cut to
    a readable length (:func:`lexitile.text.safe.quoted`)."""
    return quoted(text)


class _Parser:
    """One pass over the lines; see :func:`parse_gcg`."""

    def __init__(self, path: str | Path | None, encoding: str, ascii_only: bool) -> None:
        self.path = None if path is None else str(path)
        self.rec = GcgRecord(self.path, encoding)
        self.ascii_only = ascii_only
        self.by_nick: dict[str, int] = {}
        self.by_number: dict[int, GcgPlayer] = {}
        self.seen: dict[str, GcgPragma] = {}
        self.in_note = False
        self.players_closed = False

    # ------------------------------------------------------------------ helpers
    def error(self, why: Message, line: int, code: str) -> GcgError:
        return GcgError(why, self.path, line, code)

    def warn(self, line: int | None, code: str, why: Message) -> None:
        self.rec.warnings.append(GcgWarning.of(line, code, why))

    # ------------------------------------------------------------------ lines
    def line(self, lineno: int, raw: str) -> None:
        s = raw.strip()
        if not s:
            return
        c = s[0]
        if c == ">":
            self.in_note = False
            self.event(lineno, raw, s)
        elif c == "#":
            self.pragma(lineno, s)
        elif self.in_note:
            self.note_text(lineno, s, continuation=True)
        else:
            raise self.error(
                Message("gcg.unknown-line", {"token": _token(s[:60]), "expected": Message("gcg.expected-line")}),
                lineno,
                "NO_MATCHING_TOKEN",
            )

    def note_text(self, lineno: int, text: str, continuation: bool) -> None:
        events = self.rec.events
        if events:
            notes = events[-1].notes
            if continuation and notes:
                notes[-1] += "\n" + text
            else:
                notes.append(text)
            return
        notes = self.rec.preamble_notes
        if continuation and notes:
            notes[-1] += "\n" + text
            return
        key, sep, value = text.partition(":")
        mapped = NOTE_PRAGMAS.get(key.strip().lower().replace(" ", "")) if sep and not continuation else None
        if mapped:
            # Woogles writes variant, board and tile set as structured notes (Macondo writer).
            self.pragma(lineno, f"#{mapped} {value.strip()}")
            return
        notes.append(text)
        self.warn(lineno, "NOTE_PRECEDENT_EVENT", Message("gcg.warn-note-before-event"))

    def pragma(self, lineno: int, s: str) -> None:
        body = s[1:]
        if body.startswith("-"):
            keyword, value = "-", body[1:].strip()
        else:
            parts = body.split(None, 1)
            keyword = parts[0].lower() if parts else ""
            value = parts[1].strip() if len(parts) > 1 else ""
        if keyword == "note":
            self.in_note = True
            self.note_text(lineno, value, continuation=False)
            return
        self.in_note = False
        rec = self.rec
        if not keyword:
            raise self.error(Message("gcg.no-keyword"), lineno, "NO_MATCHING_TOKEN")
        if keyword == "character-encoding":
            if lineno != 1:
                if not self.ascii_only:
                    raise self.error(Message("gcg.encoding-not-first"), lineno, "MISPLACED_ENCODING")
                self.warn(lineno, "MISPLACED_ENCODING", Message("gcg.warn-encoding-not-first"))
            rec.pragmas.append(GcgPragma(keyword, value, lineno))
            return
        m = PLAYER_PRAGMA.match(keyword)
        if m:
            self.player(lineno, int(m.group(1)), value)
            return
        m = RACK_PRAGMA.match(keyword)
        if m:
            self.last_rack(lineno, int(m.group(1)), value)
            return
        if keyword == "incomplete":
            rec.incomplete = True
            rec.pragmas.append(GcgPragma(keyword, value, lineno))
            return
        if keyword == "game-type" and value.lower() not in GAME_TYPES:
            raise self.error(
                Message("gcg.unknown-game-type", {"token": _token(value), "known": GAME_TYPES}),
                lineno,
                "UNRECOGNIZED_GAME_VARIANT",
            )
        if rec.events and keyword not in ANYWHERE_PRAGMAS:
            if keyword in GAME_PRAGMAS:
                raise self.error(
                    Message("gcg.game-pragma-after-event", {"keyword": keyword, "event_line": rec.events[0].line}),
                    lineno,
                    "PRAGMA_SUCCEEDED_EVENT",
                )
            self.warn(
                lineno, "PRAGMA_SUCCEEDED_EVENT", Message("gcg.warn-pragma-after-event", {"keyword": _token(keyword)})
            )
        earlier = self.seen.get(keyword)
        if earlier is not None and keyword not in ("tile", "-"):
            if keyword in GAME_PRAGMAS and earlier.value.lower() != value.lower():
                raise self.error(
                    Message(
                        "gcg.pragma-contradicts",
                        {
                            "keyword": keyword,
                            "token": _token(value),
                            "earlier": _token(earlier.value),
                            "earlier_line": earlier.line,
                        },
                    ),
                    lineno,
                    "REDUNDANT_PRAGMA",
                )
            if keyword in (
                "title",
                "description",
                "id",
                "lexicon",
                "tile-distribution",
                "board-layout",
                "game-type",
                "tile-set",
                "game-board",
            ):
                self.warn(
                    lineno,
                    "REDUNDANT_PRAGMA",
                    Message("gcg.warn-second-pragma", {"keyword": keyword, "earlier_line": earlier.line}),
                )
        else:
            self.seen[keyword] = GcgPragma(keyword, value, lineno)
        rec.pragmas.append(GcgPragma(keyword, value, lineno))

    def player(self, lineno: int, number: int, value: str) -> None:
        rec = self.rec
        if not 1 <= number <= 4:
            raise self.error(
                Message("gcg.player-number-unsupported", {"number": number}), lineno, "PLAYER_NUMBER_UNSUPPORTED"
            )
        if rec.events or self.players_closed:
            after = (
                Message("gcg.player-after-event", {"number": number, "event_line": rec.events[0].line})
                if rec.events
                else Message("gcg.player-after-last-rack", {"number": number})
            )
            raise self.error(after, lineno, "PRAGMA_SUCCEEDED_EVENT")
        if number in self.by_number:
            raise self.error(
                Message("gcg.player-twice", {"number": number, "first_line": self.by_number[number].line}),
                lineno,
                "PLAYER_NUMBER_REDUNDANT",
            )
        parts = value.split(None, 1)
        if not parts:
            raise self.error(
                Message("gcg.player-no-nick", {"number": number}),
                lineno,
                "NO_MATCHING_TOKEN",
            )
        nick = parts[0]
        name = parts[1].strip() if len(parts) > 1 else nick
        if nick in self.by_nick:
            other = self.by_number[self.by_nick[nick] + 1]
            raise self.error(
                Message("gcg.duplicate-nick", {"first": other.number, "second": number, "nick": _token(nick)}),
                lineno,
                "DUPLICATE_NICKNAMES",
            )
        for other in self.by_number.values():
            if other.name == name:
                self.warn(
                    lineno,
                    "DUPLICATE_NAMES",
                    Message(
                        "gcg.warn-duplicate-names", {"first": other.number, "second": number, "name": _token(name)}
                    ),
                )
        player = GcgPlayer(number, nick, name, lineno)
        self.by_number[number] = player
        self.by_nick[nick] = number - 1

    def close_players(self, lineno: int) -> None:
        numbers = sorted(self.by_number)
        if len(numbers) < 2:
            raise self.error(Message("gcg.too-few-players"), lineno, "GAME_EVENT_BEFORE_PLAYER")
        if numbers != list(range(1, len(numbers) + 1)):
            missing = next(n for n in range(1, len(numbers) + 2) if n not in self.by_number)
            raise self.error(Message("gcg.player-missing", {"number": missing}), lineno, "GAME_EVENT_BEFORE_PLAYER")
        self.rec.players = [self.by_number[n] for n in numbers]
        self.players_closed = True

    def last_rack(self, lineno: int, number: int, value: str) -> None:
        rec = self.rec
        if not self.players_closed:
            self.close_players(lineno)
        if not 1 <= number <= len(rec.players):
            raise self.error(Message("gcg.rack-no-player", {"number": number}), lineno, "PLAYER_DOES_NOT_EXIST")
        rack = value.split(maxsplit=1)[0] if value.split() else ""
        if not rack or not is_rack_text(rack):
            raise self.error(
                Message("gcg.last-rack-malformed", {"number": number, "token": _token(value)}), lineno, "RACK_MALFORMED"
            )
        if number - 1 in rec.last_racks:
            raise self.error(
                Message("gcg.last-rack-twice", {"number": number, "first_line": rec.last_racks[number - 1][1]}),
                lineno,
                "REDUNDANT_PRAGMA",
            )
        rec.last_racks[number - 1] = (rack.upper(), lineno)
        rec.pragmas.append(GcgPragma(f"rack{number}", value, lineno))

    # ------------------------------------------------------------------ events
    def rack_field(self, lineno: int, token: str, kind: EventKind) -> tuple[str, bool]:
        """Validate a rack token for an event kind; return (rack, known)."""
        informative = kind in (
            EventKind.CHALLENGE_BONUS,
            EventKind.CHALLENGE_PENALTY,
            EventKind.TIME_PENALTY,
            EventKind.END_RACK_POINTS,
        )
        if informative and token.upper() == "UNKNOWN":
            return "", False
        if is_rack_text(token):
            if token != token.upper():
                self.warn(
                    lineno,
                    "RACK_LOWER_CASE",
                    Message("gcg.warn-rack-lower-case", {"token": _token(token), "read": _token(token.upper())}),
                )
            return token.upper(), True
        if informative and not any(ch.isalpha() for ch in token):
            self.warn(lineno, "RACK_MALFORMED", Message("gcg.warn-rack-no-letters", {"token": _token(token)}))
            return "", False
        bad = "".join(sorted({ch for ch in token if ch != "?" and not ch.isalpha()}))
        raise self.error(
            Message("gcg.rack-malformed", {"token": _token(token), "bad": _token(bad)}), lineno, "RACK_MALFORMED"
        )

    def event(self, lineno: int, raw: str, s: str) -> None:
        rec = self.rec
        m = EVENT_HEAD.match(s)
        if not m:
            raise self.error(
                Message(
                    "gcg.event-without-nick", {"token": _token(s[:60]), "expected": Message("gcg.expected-event-head")}
                ),
                lineno,
                "NO_MATCHING_TOKEN",
            )
        nick, rest = m.group(1), m.group(2)
        if not self.players_closed:
            self.close_players(lineno)
        if rec.last_racks:
            line = min(line for _, line in rec.last_racks.values())
            raise self.error(Message("gcg.event-after-last-rack", {"rack_line": line}), lineno, "EVENT_AFTER_LAST_RACK")
        seat = self.by_nick.get(nick)
        if seat is None:
            raise self.error(
                Message(
                    "gcg.nick-not-declared", {"nick": _token(nick), "players": tuple(_token(n) for n in self.by_nick)}
                ),
                lineno,
                "PLAYER_DOES_NOT_EXIST",
            )
        tokens = rest.split()
        if not tokens:
            raise self.error(Message("gcg.no-move"), lineno, "NO_MATCHING_TOKEN")
        i = 0
        rack_token: str | None = None
        t0 = tokens[0]
        if t0[0] not in "(-+" and not COORD.match(t0):
            rack_token = t0
            i = 1
        if i >= len(tokens):
            raise self.error(Message("gcg.rack-but-no-move"), lineno, "NO_MATCHING_TOKEN")
        d = tokens[i]
        i += 1
        coordinate = word = tiles = ""
        count: int | None = None
        if d == "--":
            kind = EventKind.WITHDRAWN
        elif d == "-":
            kind = EventKind.PASS
        elif d[0] == "-" and d[1:].isdigit():
            count = int(d[1:])
            kind = EventKind.EXCHANGE if count else EventKind.PASS
            if not count:
                count = None
        elif d[0] == "-":
            tiles = d[1:]
            if not is_rack_text(tiles):
                raise self.error(
                    Message("gcg.exchange-malformed", {"token": _token(d)}), lineno, "MOVE_VALIDATION_ERROR"
                )
            tiles = tiles.upper()
            kind = EventKind.EXCHANGE
        elif d.lower() == "(challenge)":
            kind = EventKind.CHALLENGE_BONUS
        elif d.lower() == "(time)":
            kind = EventKind.TIME_PENALTY
        elif d[0] == "(":
            if len(d) < 3 or d[-1] != ")" or not is_rack_text(d[1:-1]):
                raise self.error(Message("gcg.end-rack-malformed", {"token": _token(d)}), lineno, "RACK_MALFORMED")
            tiles = d[1:-1].upper()
            kind = EventKind.END_RACK_POINTS
        elif COORD.match(d):
            coordinate = d
            if i >= len(tokens):
                raise self.error(
                    Message("gcg.play-without-word", {"coordinate": _token(d)}), lineno, "NO_MATCHING_TOKEN"
                )
            word = tokens[i]
            i += 1
            for ch in word:
                if not (ch.isalpha() or ch in ".()"):
                    raise self.error(
                        Message(
                            "gcg.play-malformed", {"coordinate": _token(d), "word": _token(word), "bad": _token(ch)}
                        ),
                        lineno,
                        "MOVE_VALIDATION_ERROR",
                    )
            kind = EventKind.PLAY
        else:
            raise self.error(
                Message("gcg.move-expected", {"token": _token(d), "expected": Message("gcg.expected-move")}),
                lineno,
                "NO_MATCHING_TOKEN",
            )
        if i >= len(tokens):
            raise self.error(Message("gcg.no-score"), lineno, "NO_MATCHING_TOKEN")
        score = parse_score(tokens[i])
        if score is None:
            raise self.error(Message("gcg.score-malformed", {"token": _token(tokens[i])}), lineno, "NO_MATCHING_TOKEN")
        i += 1
        if i >= len(tokens):
            raise self.error(Message("gcg.no-cumulative"), lineno, "NO_MATCHING_TOKEN")
        cm = CUMULATIVE.match(tokens[i])
        if not cm:
            raise self.error(
                Message("gcg.cumulative-malformed", {"token": _token(tokens[i])}), lineno, "NO_MATCHING_TOKEN"
            )
        cumulative = int(cm.group(1))
        trailing = " ".join(tokens[i + 1 :])
        if kind is EventKind.CHALLENGE_BONUS and score < 0:
            kind = EventKind.CHALLENGE_PENALTY
        if kind is EventKind.EXCHANGE and score < 0:
            # lexitile's line for the Kreuzwort paid exchange: tiles exchanged for points,
            # and the same player moves on (no other GCG program writes an exchange
            # with a score)
            kind = EventKind.PAID_EXCHANGE
        if kind is EventKind.END_RACK_POINTS and rack_token is not None and score <= 0:
            kind = EventKind.END_RACK_PENALTY
        if rack_token is None:
            rack, known = "", False
            if kind in (EventKind.PLAY, EventKind.EXCHANGE, EventKind.PASS, EventKind.WITHDRAWN):
                self.warn(lineno, "RACK_MISSING", Message("gcg.warn-rack-missing"))
        else:
            rack, known = self.rack_field(lineno, rack_token, kind)
        rec.events.append(
            GcgEvent(
                lineno,
                raw.rstrip("\r\n"),
                nick,
                seat,
                kind,
                rack,
                known,
                score,
                cumulative,
                coordinate,
                word,
                tiles,
                count,
                trailing,
            )
        )

    def finish(self, line_count: int) -> GcgRecord:
        rec = self.rec
        rec.line_count = line_count
        if not rec.events and not rec.pragmas and not self.by_number and not rec.preamble_notes:
            raise self.error(Message("gcg.empty"), 1, "GCG_EMPTY")
        if not self.players_closed:
            self.close_players(max(line_count, 1))
        return rec


def parse_gcg(data: bytes | str, path: str | Path | None = None) -> GcgRecord:
    """Parse GCG text into a :class:`GcgRecord`.

    Args:
        data: the file's bytes (decoded with :func:`decode_gcg`) or already decoded text.
        path: where the text came from, for messages.

    Returns:
        The record, with warnings for what a strict reader would refuse.

    Raises:
        GcgError: the first fault, naming its line, with one of these codes:
            ``GCG_EMPTY``, ``BAD_ENCODING``, ``UNSUPPORTED_CHARACTER_ENCODING``,
            ``MISPLACED_ENCODING`` (not on line 1 in a file with non-ASCII bytes),
            ``NO_MATCHING_TOKEN`` (a line of no known shape), ``PLAYER_NUMBER_REDUNDANT``,
            ``PLAYER_NUMBER_UNSUPPORTED``, ``DUPLICATE_NICKNAMES``, ``GAME_EVENT_BEFORE_PLAYER``,
            ``PLAYER_DOES_NOT_EXIST``, ``PRAGMA_SUCCEEDED_EVENT`` (a player, lexicon,
            tile set, board or game type after the first event), ``REDUNDANT_PRAGMA``
            (a game pragma repeated with another value, a last rack given twice),
            ``UNRECOGNIZED_GAME_VARIANT``, ``EVENT_AFTER_LAST_RACK``, ``RACK_MALFORMED``,
            ``MOVE_VALIDATION_ERROR`` (a malformed play or exchange); an unexpected
            exception (a bug) becomes ``INTERNAL_ERROR`` at the line being read.
    """
    if isinstance(data, (bytes, bytearray)):
        ascii_only = data.isascii()
        text, encoding, warning = decode_gcg(bytes(data), path)
    else:
        warning = None
        text, encoding = data, "utf-8"
        ascii_only = text.isascii()
        text = text.removeprefix("\ufeff")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    parser = _Parser(path, encoding, ascii_only)
    if warning is not None:
        parser.rec.warnings.append(warning)
    lineno = 0
    try:
        for lineno, raw in enumerate(lines, 1):
            parser.line(lineno, raw)
        return parser.finish(len(lines))
    except GcgError:
        raise
    except Exception as exc:  # a bug is reported at the line it met
        why = Message("replay.internal-error", {"error": _token(f"{type(exc).__name__}: {exc}")})
        raise GcgError(why, path, lineno or None, "INTERNAL_ERROR") from exc
