"""The study cardbox in the league database: each profile's cards, their Leitner boxes,
and every answer given in a quiz.

Tables ``cards`` and ``card_answers`` (schema version 3,
:mod:`lexitile.storage.league_schema`). A card's key is ``(profile, game, turn, kind,
word)``: adding a card again changes nothing. The schedule is
:mod:`lexitile.core.leitner`'s; times are stored as its :func:`~lexitile.core.leitner.iso`
text (UTC), so ``due <= now`` is a text comparison.

The functions take an open :class:`~lexitile.storage.league_db.League` (or, for the
profile changes it makes itself, its connection inside its transaction).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from lexitile.core.leitner import due_at, iso, next_box
from lexitile.core.study_cards import CardKind, CardSource, NewCard

if TYPE_CHECKING:
    from lexitile.storage.league_db import League

__all__ = [
    "Answer",
    "Card",
    "add_cards",
    "answer_card",
    "answers",
    "cards",
    "delete_profile_cards",
    "merge_profile_cards",
]


@dataclass(frozen=True, slots=True)
class Card:
    """A card in a profile's cardbox.

    Attributes:
        id: the row id.
        profile: the profile's name now.
        profile_id: its id.
        word, kind, word_list, source: as :class:`~lexitile.core.study_cards.NewCard`.
        box: the Leitner box, 0 to :data:`lexitile.core.leitner.TOP_BOX`.
        due: when it is due (ISO 8601, UTC).
        added: when it entered the box (ISO 8601, UTC).
    """

    id: int
    profile: str
    profile_id: int
    word: str
    kind: CardKind
    word_list: str
    source: CardSource
    box: int
    due: str
    added: str

    def to_json(self) -> dict[str, object]:
        """``{"profile", "word", "kind", "list", "box", "due", "source": {"game", "turn",
        "rack", "play"}}`` (the shape ``lexitile study --json`` prints)."""
        s = self.source
        return {
            "profile": self.profile,
            "word": self.word,
            "kind": self.kind.value,
            "list": self.word_list,
            "box": self.box,
            "due": self.due,
            "source": {"game": s.game, "turn": s.turn, "rack": s.rack, "play": s.play},
        }


@dataclass(frozen=True, slots=True)
class Answer:
    """One answer given in a quiz: when, which quiz, right or wrong, the box after it."""

    card_id: int
    at: str
    quiz: str
    correct: bool
    box_after: int


def _now() -> datetime:
    return datetime.now(UTC)


def add_cards(league: League, profile_id: int, new: Iterable[NewCard], now: datetime | None = None) -> int:
    """Add cards to a profile's cardbox, in box 0 and due at once; a card whose key
    ``(profile, game, turn, kind, word)`` is there already is left as it is.

    Args:
        league: the open league.
        profile_id: the profile (a merged profile's cards go to the one it was merged into).
        new: the cards.
        now: the time they are added (default: now).

    Returns:
        How many cards were added.

    Raises:
        LeagueError: no profile with that id.
    """
    stamp = iso(now or _now())
    added = 0
    with league.transaction() as conn:
        pid = league.root_of(conn, profile_id)
        for card in new:
            s = card.source
            cur = conn.execute(
                "INSERT OR IGNORE INTO cards (profile_id, game, turn, kind, word, list, rack, play, box, due, added)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
                (pid, s.game, s.turn, card.kind.value, card.word, card.word_list, s.rack, s.play, stamp, stamp),
            )
            added += cur.rowcount
    return added


_SELECT = (
    "SELECT c.id, p.name, c.profile_id, c.word, c.kind, c.list, c.game, c.turn, c.rack, c.play, c.box, c.due,"
    " c.added FROM cards AS c JOIN profiles AS p ON p.id = c.profile_id"
)


def _card(row: tuple[object, ...]) -> Card:
    cid, name, pid, word, kind, word_list, game, turn, rack, play, box, due, added = row
    return Card(
        int(str(cid)),
        str(name),
        int(str(pid)),
        str(word),
        CardKind(str(kind)),
        str(word_list),
        CardSource(str(game), int(str(turn)), str(rack), str(play)),
        int(str(box)),
        str(due),
        str(added),
    )


def cards(league: League, profile_id: int | None = None) -> list[Card]:
    """The cards of one profile (``None``: of every live profile), due first, then by
    profile, game, turn, kind and word."""
    where = "WHERE p.deleted = 0 AND p.merged_into IS NULL"
    params: tuple[object, ...] = ()
    if profile_id is not None:
        where += " AND c.profile_id = ?"
        params = (profile_id,)
    order = " ORDER BY c.due, p.name COLLATE NOCASE, c.game, c.turn, c.kind, c.word"
    return [_card(r) for r in league.conn.execute(f"{_SELECT} {where}{order}", params)]


def answer_card(league: League, card_id: int, correct: bool, quiz: str, now: datetime | None = None) -> Card:
    """Record an answer to a card and move it to its next box (:func:`lexitile.core.leitner.next_box`),
    due after that box's interval; a right answer to a card not due yet (practice)
    leaves its box and due time as they were.

    Args:
        league: the open league.
        card_id: the card.
        correct: whether the answer was right.
        quiz: which quiz asked it (``anagram``, ``bingo``, ``hooks``, ``judge``).
        now: the time of the answer (default: now).

    Returns:
        The card as it is now.

    Raises:
        KeyError: no such card.
    """
    when = now or _now()
    with league.transaction() as conn:
        row = conn.execute("SELECT box, profile_id, due FROM cards WHERE id = ?", (card_id,)).fetchone()
        if row is None:
            raise KeyError(f"no card with id {card_id}")
        early = str(row[2]) > iso(when)
        box = next_box(int(row[0]), correct, early=early)
        due = str(row[2]) if correct and early else iso(due_at(box, when))
        conn.execute("UPDATE cards SET box = ?, due = ? WHERE id = ?", (box, due, card_id))
        conn.execute(
            "INSERT INTO card_answers (card_id, profile_id, at, quiz, correct, box_after) VALUES (?, ?, ?, ?, ?, ?)",
            (card_id, int(row[1]), iso(when), quiz, int(correct), box),
        )
    found = league.conn.execute(f"{_SELECT} WHERE c.id = ?", (card_id,)).fetchone()
    return _card(found)


def answers(league: League, profile_id: int) -> list[Answer]:
    """Every answer a profile gave, oldest first."""
    rows = league.conn.execute(
        "SELECT card_id, at, quiz, correct, box_after FROM card_answers WHERE profile_id = ? ORDER BY at, id",
        (profile_id,),
    )
    return [Answer(int(c), str(at), str(q), bool(ok), int(b)) for c, at, q, ok, b in rows]


def delete_profile_cards(conn: sqlite3.Connection, profile_id: int) -> None:
    """Remove a profile's cards and answers (the profile is being deleted; call inside
    its transaction)."""
    conn.execute("DELETE FROM card_answers WHERE profile_id = ?", (profile_id,))
    conn.execute("DELETE FROM cards WHERE profile_id = ?", (profile_id,))


def merge_profile_cards(conn: sqlite3.Connection, source: int, target: int) -> None:
    """Move ``source``'s cards and answers to ``target`` (the profiles are being merged;
    call inside that transaction). A card both have (one key) is kept once, in the
    lower of the two boxes and due at the earlier time (the person knows it as well as
    the weaker record says); the answers to both stay, on the one card."""
    conn.execute(
        "UPDATE cards AS t SET box = MIN(t.box, s.box), due = MIN(t.due, s.due) FROM cards AS s"
        " WHERE t.profile_id = ? AND s.profile_id = ? AND (t.game, t.turn, t.kind, t.word) = (s.game, s.turn,"
        " s.kind, s.word)",
        (target, source),
    )
    conn.execute(
        "UPDATE card_answers SET card_id = (SELECT t.id FROM cards AS t JOIN cards AS s ON (t.game, t.turn,"
        " t.kind, t.word) = (s.game, s.turn, s.kind, s.word) WHERE s.id = card_answers.card_id AND t.profile_id = ?)"
        " WHERE profile_id = ? AND card_id IN (SELECT s.id FROM cards AS s JOIN cards AS t ON (t.game, t.turn,"
        " t.kind, t.word) = (s.game, s.turn, s.kind, s.word) WHERE s.profile_id = ? AND t.profile_id = ?)",
        (target, source, source, target),
    )
    conn.execute(
        "DELETE FROM cards WHERE profile_id = ? AND id IN (SELECT s.id FROM cards AS s JOIN cards AS t ON"
        " (t.game, t.turn, t.kind, t.word) = (s.game, s.turn, s.kind, s.word) WHERE s.profile_id = ?"
        " AND t.profile_id = ?)",
        (source, source, target),
    )
    conn.execute("UPDATE cards SET profile_id = ? WHERE profile_id = ?", (target, source))
    conn.execute("UPDATE card_answers SET profile_id = ? WHERE profile_id = ?", (target, source))
