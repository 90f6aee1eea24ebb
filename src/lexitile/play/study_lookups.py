"""The words a player looks up in the word box during a board game, as study cards.

Only the person whose turn it is can be looking a word up (the word box is theirs while
their rack is on screen; the curtain empties it), so the word goes to that person's
profile, and to nobody's when they sit as a guest or the seat is a robot's. It is kept
in the league database only, never in the game's record or state file, and shown only
in that profile's study screens. A word counts when the box judged it valid: a word
the box refused is most often a typo, not something to study.

The card's game is the game in play, named by its setup (when it was created, its
seed and its players), which stays the same from the first turn to the last; its turn
is the turn being played. No Textual here.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.core.study_cards import CardKind, CardSource, NewCard
from lexitile.storage.cardbox import add_cards
from lexitile.storage.league_db import League

if TYPE_CHECKING:
    from lexitile.play.board_session import Session

__all__ = ["game_in_play", "note_lookup"]


def game_in_play(created: str, seed: int, players: tuple[str, ...] | list[str]) -> str:
    """The identity of a game in play: 16 hex digits of a SHA-256 digest of its setup."""
    text = "\t".join([created, str(seed), *players])
    return hashlib.sha256(f"game in play\t{text}".encode()).hexdigest()[:16]


def note_lookup(session: Session, word: str, league_path: Path | None = None) -> bool:
    """Add ``word``, checked valid in the word box, to the cardbox of the person on turn.

    Args:
        session: the board game's session (its league table says who is a profile).
        word: the word as the box judged it (upper-cased here).
        league_path: the league database (default: the data dir's).

    Returns:
        True when a card was added; False for a guest, a robot's seat, a practice table
        without profiles, a game that is over, or a word already looked up this turn.
        A league that cannot be written loses the card, never the game.
    """
    table = session.options.league
    game = session.game
    if table is None or session.finished or not word.strip():
        return False
    seat = game.turn
    if seat in session.saved.robots:
        return False
    pid = table.profiles.get(game.member_on_turn(seat))
    if pid is None:
        return False
    saved = session.saved
    lexicon = saved.lexicon
    if "/" in lexicon or "\\" in lexicon:  # a word-list file: named by its stem, as its record names it
        lexicon = Path(lexicon).name.removesuffix(".xz").removesuffix(".txt")
    source = CardSource(game_in_play(saved.created, saved.seed, list(game.players)), game.turns_played() + 1)
    card = NewCard(word.strip().upper(), CardKind.LOOKED_UP, lexicon, source)
    try:
        with League(league_path) as league:
            return add_cards(league, pid, [card]) > 0
    except Exception:  # noqa: BLE001 - sqlite3 and anything else: the game must go on
        return False
