"""The data of a GCG record as the reader gives it: the record, its players, pragmas
and events, and the reader's errors and warnings (see :mod:`lexitile.games.crossword.records.gcg`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lexitile.core.message import Message
from lexitile.errors import InputFileError
from lexitile.games.crossword.rules.events import EventKind
from lexitile.text.faults import located
from lexitile.text.render import english, render
from lexitile.text.safe import QUOTE_CHARS, quoted

#: The end of lexitile's resignation note, ``NICK resigned; the game ended here.``,
#: written on the last event (GCG has no event for a resignation).
RESIGNATION_NOTE_END = " resigned; the game ended here."
#: The end of the ``#description`` part that says a player resigned before any move
#: (``..., NICK resigned before the first move``): with no event to carry a note, a
#: note would come before the first event, which MAGPIE refuses (``NOTE_PRECEDENT_EVENT``).
RESIGNED_BEFORE_PLAY_END = " resigned before the first move"


def resignation_note(nick: str) -> str:
    """The note lexitile writes on a resigned game's last event (``nick``: as written
    in the record's player pragma)."""
    return nick + RESIGNATION_NOTE_END


def resigned_before_play(nick: str) -> str:
    """The ``#description`` part of a game resigned before its first move."""
    return nick + RESIGNED_BEFORE_PLAY_END


#: How the GCG dialects start the note of a pass that is a turn lost to a wrong
#: challenge (lexitile's and Macondo's), see :attr:`GcgEvent.lost_turn`.
LOST_TURN_NOTES = ("turn lost", "#unsuccessful-challenge")


class GcgError(InputFileError):
    """A GCG file that cannot be read, or a game it records that cannot be replayed.

    Attributes:
        code: the MAGPIE error code without its ``ERROR_STATUS_GCG_PARSE_`` prefix
            (``NO_MATCHING_TOKEN``, ``RACK_MALFORMED``, ``MOVE_VALIDATION_ERROR``, ...;
            GCG: validation rules), or a code of our own for faults MAGPIE has no name for
            (``BAD_ENCODING``, ``UNREADABLE``, ``TOO_FEW_PLAYERS``, ``NOT_A_WORD``, ...).
        path, line, message: see :class:`~lexitile.errors.InputFileError`; ``message``
            is the English sentence (standard error, ``lexitile verify``).
        why: the fault as a :class:`~lexitile.core.message.Message` (codes ``gcg.*`` for
            the reader's faults, ``replay.*`` for the replay's; fields: the token read,
            what was expected, the lines and names involved) for the screens to word in
            their language, or ``None`` for a fault only worded in English.

    Args:
        message: the English sentence, or the fault as a Message (then worded in
            English for :attr:`message`).
        path, line: where.
        code: see above.
    """

    def __init__(
        self, message: str | Message, path: str | Path | None = None, line: int | None = None, code: str = "INVALID"
    ):
        self.code = code
        if isinstance(message, Message):
            message = short_fields(message)
        why = message if isinstance(message, Message) else None
        super().__init__(english(message) if isinstance(message, Message) else message, path, line, why=why)

    def located(self) -> Message:
        """The fault with where it is: ``gcg.at-line`` (fields ``file``, ``line``,
        ``reason``), ``gcg.at-file`` (``file``, ``reason``), ``gcg.at-line-only``
        (``line``, ``reason``) or the reason alone; worded in English it is
        ``str(self)``. A fault without a message has ``gcg.english`` (``text``) as its
        reason."""
        return located(self.path, self.line, self.why or Message("gcg.english", {"text": self.message}))


#: Fields that hold a sentence (an error of a loader, an English text), not a piece of
#: input: cut only when far longer than a quote.
_SENTENCE_FIELDS = frozenset({"error", "text"})


def short_fields(message: Message) -> Message:
    """``message`` with every text field longer than a quote cut with ``…``
    (:func:`lexitile.text.safe.quoted`; nested messages too), so a fault that names a
    rack, a word or a token of a megabyte stays one readable line. Sentence fields
    (``error``, ``text``) are cut at four times that."""
    fields: dict[str, Any] = {}
    changed = False
    for key, value in message.fields.items():
        new: Any = value
        limit = QUOTE_CHARS * 4 if key in _SENTENCE_FIELDS else QUOTE_CHARS
        if isinstance(value, str) and len(value) > limit:
            new = quoted(value, limit)
        elif isinstance(value, Message):
            new = short_fields(value)
        elif isinstance(value, tuple) and any(isinstance(v, Message) or len(v) > limit for v in value):
            new = tuple(short_fields(v) if isinstance(v, Message) else quoted(v, limit) for v in value)
        changed = changed or new is not value
        fields[key] = new
    return Message(message.code, fields) if changed else message


@dataclass(frozen=True, slots=True)
class GcgWarning:
    """Something the reader or the replay accepted although a strict reader would not.

    Attributes:
        line: 1-based line of the cause, or ``None`` for the whole file.
        code: MAGPIE code of the error a strict reader would raise (``NOTE_PRECEDENT_EVENT``,
            ``LEXICON_NOT_SPECIFIED``, ...) or a code of our own.
        message: a sentence for people (English: standard error, ``--json``).
        why: the warning as a :class:`~lexitile.core.message.Message` (codes ``gcg.*``)
            whose English wording is ``message``, or ``None`` for a warning only worded
            in English (the replay's own so far).
    """

    line: int | None
    code: str
    message: str
    why: Message | None = None

    @classmethod
    def of(cls, line: int | None, code: str, why: Message) -> GcgWarning:
        """A warning made from its message (``message`` is its English wording)."""
        return cls(line, code, english(why), why)

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line is not None else ""
        return f"{where}{self.message}"

    def text(self, language: str | None = None) -> str:
        """The warning in ``language`` (``None``: the interface language), with its line
        as :meth:`__str__` gives it in English."""
        reason = render(self.why, language) if self.why is not None else self.message
        if self.line is None:
            return reason
        return render(Message("gcg.warning-at-line", {"line": self.line, "reason": reason}), language)

    def to_json(self) -> dict[str, Any]:
        """The warning as a JSON-ready mapping ``{"line", "code", "message"}``."""
        return {"line": self.line, "code": self.code, "message": self.message}


@dataclass(frozen=True, slots=True)
class GcgPlayer:
    """A ``#playerN NICK FULL NAME`` declaration (GCG: pragmas).

    Attributes:
        number: N, 1-4; seat ``number - 1`` moves ``number``-th.
        nick: the key used by event lines (no whitespace).
        name: the display name (the nick when the pragma gives none).
        line: where it was declared.
    """

    number: int
    nick: str
    name: str
    line: int


@dataclass(frozen=True, slots=True)
class GcgPragma:
    """Any ``#keyword value`` line other than a note, kept in file order.

    Attributes:
        keyword: lower-case keyword without ``#`` (``title``, ``lexicon``, ``style``...).
        value: the rest of the line, stripped.
        line: 1-based line number.
    """

    keyword: str
    value: str
    line: int


@dataclass(slots=True)
class GcgEvent:
    """One ``>NICK: ...`` line (GCG: event lines and event types).

    Attributes:
        line: 1-based line number in the file.
        raw: the line as read (decoded, without the line end).
        nick: the player's nick as written.
        player: 0-based seat of that nick (``#player1`` is seat 0).
        kind: event type: ``PLAY``, ``PASS``, ``EXCHANGE``, ``WITHDRAWN``,
            ``PAID_EXCHANGE`` (an exchange line with a negative score: lexitile's
            Kreuzwort paid exchange), ``CHALLENGE_BONUS``, ``CHALLENGE_PENALTY`` (a ``(challenge)`` line with a
            negative score), ``END_RACK_POINTS``, ``END_RACK_PENALTY``, ``TIME_PENALTY``.
        rack: the rack before the event, upper case with ``?`` for blanks; ``""`` when
            the field is empty or unknown.
        rack_known: False when the field was empty, ``UNKNOWN`` or a placeholder.
        coordinate: the GCG coordinate of a play (``8D``, ``h6``), as written.
        word: the word of a play as written (``J..LY``, ``BEANLIKE``, ``rEDYEING``).
        tiles: exchanged tiles (``-QO`` -> ``QO``) or the tiles in parentheses of an
            end-rack line (``(EE)`` -> ``EE``).
        exchange_count: for ``-N`` exchanges, N; else ``None``.
        score: the recorded score, signed (``+-4`` reads as -4).
        cumulative: the recorded running total of the player after the event.
        trailing: text after the cumulative score (old Quackle cross-word lists).
        notes: ``#note`` texts attached to this event (continuation lines joined by
            newlines).
    """

    line: int
    raw: str
    nick: str
    player: int
    kind: EventKind
    rack: str
    rack_known: bool
    score: int
    cumulative: int
    coordinate: str = ""
    word: str = ""
    tiles: str = ""
    exchange_count: int | None = None
    trailing: str = ""
    notes: list[str] = field(default_factory=list)

    @property
    def note(self) -> str:
        """All notes of the event as one text."""
        return "\n".join(self.notes)

    @property
    def resignation(self) -> str | None:
        """The first line of a note saying a player resigned (GCG has no event for a
        resignation; lexitile writes ``#note NAME resigned``), else ``None``."""
        for note in self.notes:
            for line in note.split("\n"):
                if "resigned" in line.lower():
                    return line.strip()
        return None

    @property
    def lost_turn(self) -> bool:
        """A pass written for a turn lost to a wrong challenge (a double challenge):
        GCG has no event for it, so the dialects mark the pass with a note: lexitile's
        ``#note turn lost: ...``, Macondo's ``#note #unsuccessful-challenge``."""
        return self.kind is EventKind.PASS and any(n.lstrip().lower().startswith(LOST_TURN_NOTES) for n in self.notes)

    @property
    def move_text(self) -> str:
        """The move column as written (``8D JOKEr``, ``-``, ``-QO``, ``--``, ``(EE)``)."""
        k = self.kind
        if k is EventKind.PLAY:
            return f"{self.coordinate} {self.word}"
        if k is EventKind.PASS:
            return "-"
        if k in (EventKind.EXCHANGE, EventKind.PAID_EXCHANGE):
            return f"-{self.tiles if self.exchange_count is None else self.exchange_count}"
        if k is EventKind.WITHDRAWN:
            return "--"
        if k in (EventKind.CHALLENGE_BONUS, EventKind.CHALLENGE_PENALTY):
            return "(challenge)"
        if k is EventKind.TIME_PENALTY:
            return "(time)"
        return f"({self.tiles})"


@dataclass(slots=True)
class GcgRecord:
    """Everything a GCG file says, in file order, before any replay.

    Attributes:
        path: the file, or ``None`` for text given directly.
        encoding: ``"utf-8"`` or ``"iso-8859-1"``, the encoding used to decode.
        players: the declared players in seat order (2-4).
        pragmas: every pragma line except notes, in file order.
        events: every event line, in file order.
        last_racks: seat -> (rack, line) from ``#rack1``/``#rack2``/... (GCG: pragmas).
        incomplete: True when the file has an ``#incomplete`` pragma (not proof that
            the game is unfinished, GCG: pragmas).
        preamble_notes: notes written before the first event.
        warnings: what was accepted although a strict reader would refuse it.
        line_count: number of lines in the file.
    """

    path: str | None
    encoding: str
    players: list[GcgPlayer] = field(default_factory=list)
    pragmas: list[GcgPragma] = field(default_factory=list)
    events: list[GcgEvent] = field(default_factory=list)
    last_racks: dict[int, tuple[str, int]] = field(default_factory=dict)
    incomplete: bool = False
    preamble_notes: list[str] = field(default_factory=list)
    warnings: list[GcgWarning] = field(default_factory=list)
    line_count: int = 0

    def pragma(self, keyword: str) -> GcgPragma | None:
        """The first pragma with this keyword (``"lexicon"``, ``"title"``...), or ``None``."""
        for p in self.pragmas:
            if p.keyword == keyword:
                return p
        return None

    def value(self, keyword: str) -> str | None:
        """The value of the first pragma with this keyword, or ``None``."""
        p = self.pragma(keyword)
        return p.value if p is not None else None

    @property
    def lexicon(self) -> str | None:
        """The ``#lexicon`` name (``NWL23``, ``CSW21``, ``FRA24``...), if any."""
        return self.value("lexicon")

    @property
    def title(self) -> str | None:
        """The ``#title`` text, if any."""
        return self.value("title")

    @property
    def nicks(self) -> tuple[str, ...]:
        """The players' nicks in seat order."""
        return tuple(p.nick for p in self.players)

    @property
    def resignation(self) -> str | None:
        """The line that says a player resigned, as written, or ``None``.

        GCG has no event for a resignation. lexitile writes it as a note on the last
        event (:func:`resignation_note`); a game resigned before any move has no event,
        so its ``#description`` says it instead (:func:`resigned_before_play`). Records
        written before that convention carry the note before the first event, and are
        read the same way.
        """
        if self.events:
            return self.events[-1].resignation
        for note in self.preamble_notes:
            for line in note.split("\n"):
                if line.strip().endswith(RESIGNATION_NOTE_END):
                    return line.strip()
        for part in (self.value("description") or "").split(", "):
            if part.strip().endswith(RESIGNED_BEFORE_PLAY_END):
                return part.strip()
        return None
