"""Study cards from finished board games: analyse a record, take each profile's cards,
add them to its cardbox.

Two ways in: ``lexitile study --from FILE.gcg`` (:func:`add_record_cards`, with the
word list the command chose), and every finished board game with a profile at the
table (:func:`study_after_game`, called by :func:`lexitile.play.league_table.league_end`
once the league has recorded the game). The analysis of a whole game takes up to a
second or two, so after a game it runs in a thread of its own: the game-over screen
never waits for it. Guests and robots get no cards; a game the league had already
recorded (a finished game resumed) is not studied again, and studying one twice would
add nothing anyway (the cards are keyed by the game's identity, from its players and
first events, so a game studied mid-play and again finished is one game).
No Textual here.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.core.league_rules import GameResult, SeatKind
from lexitile.games.crossword.engine.analysis import analyse_replay
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.engine.study_cards import DEFAULT_MIN_LOSS, cards_from_analysis
from lexitile.games.crossword.records.game_identity import game_identity
from lexitile.games.crossword.records.gcg_types import GcgRecord
from lexitile.lexicon import load_lexicon
from lexitile.lexicon.compounds import for_rules
from lexitile.storage.cardbox import add_cards
from lexitile.storage.league_db import League

if TYPE_CHECKING:
    from lexitile.games.crossword.records.replay import GameReplay
    from lexitile.lexicon.store import Lexicon

__all__ = [
    "BOARD_MODE",
    "add_record_cards",
    "min_loss_of",
    "study_after_game",
    "wait_for_study",
]

#: The league's mode name of the board game (:func:`lexitile.games.crossword.rules.league.board_result`).
BOARD_MODE = "board"
#: The profile setting (``ui`` of the profile) for the equity a play must lose to become a card.
MIN_LOSS_SETTING = "study_min_loss"

log = logging.getLogger(__name__)
_threads: list[threading.Thread] = []
_threads_lock = threading.Lock()


def add_record_cards(
    record: GcgRecord,
    replay: GameReplay,
    seats: Mapping[int, int],
    lexicon: Lexicon,
    league: League,
    *,
    min_loss: float | None = None,
) -> dict[int, int]:
    """Analyse a record once and add each profile's cards to its cardbox.

    Args:
        record, replay: the record and its replay (:func:`lexitile.games.crossword.records.replay.replay_record`).
        seats: 0-based seat in the record -> profile id.
        lexicon: the word list, judged by the record's German compound rule
            (:func:`lexitile.lexicon.compounds.for_rules`), as ``lexitile analyze`` does.
        league: the open league.
        min_loss: points of equity for an equity-loss card (default: each profile's
            setting, else :data:`~lexitile.games.crossword.engine.study_cards.DEFAULT_MIN_LOSS`).

    Returns:
        profile id -> cards added.
    """
    if not seats:
        return {}
    lexicon = for_rules(lexicon, replay.rules.compound_words)
    analysis = analyse_replay(replay, automaton_for_lexicon(lexicon), lexicon, top=1)
    identity = game_identity(record)
    added: dict[int, int] = {}
    for seat, pid in seats.items():
        loss = min_loss if min_loss is not None else min_loss_of(league, pid)
        cards = cards_from_analysis(analysis, seat, game=identity, word_list=lexicon.name, min_loss=loss)
        added[pid] = added.get(pid, 0) + add_cards(league, pid, cards)
    return added


def min_loss_of(league: League, profile_id: int) -> float:
    """The profile's setting :data:`MIN_LOSS_SETTING` (a number above 0), else
    :data:`~lexitile.games.crossword.engine.study_cards.DEFAULT_MIN_LOSS`."""
    row = league.conn.execute("SELECT ui FROM profiles WHERE id = ?", (profile_id,)).fetchone()
    if row is None:
        return DEFAULT_MIN_LOSS
    value = json.loads(row[0]).get(MIN_LOSS_SETTING)
    ok = isinstance(value, int | float) and not isinstance(value, bool) and value > 0
    return float(value) if ok else DEFAULT_MIN_LOSS


@dataclass(frozen=True, slots=True)
class _GameToStudy:
    gcg: Path
    lexicon_spec: str
    names: Mapping[str, int]  # seat name -> profile id
    league_path: Path | None


def study_after_game(result: GameResult, key: str, league_path: Path | None = None) -> threading.Thread | None:
    """Start adding the cards of a finished board game for every profile at the table,
    in a thread of its own (the analysis of a game takes a second or two).

    Args:
        result: the game as the league recorded it (its seats say who is a profile).
        key: the game's record key in the league: its state file (the GCG beside it,
            same stem, is what is analysed).
        league_path: the league database (default: the data dir's).

    Returns:
        The thread, or ``None`` when there is nothing to study (another game, no
        profile, no GCG beside the state file, a state file that cannot be read).
        A failure inside the thread loses the cards of this game and nothing else.
    """
    if result.mode != BOARD_MODE:
        return None
    names = {s.name: s.profile_id for s in result.seats if s.kind is SeatKind.PROFILE and s.profile_id is not None}
    gcg = Path(key).with_suffix(".gcg")
    if not names or not gcg.is_file():
        return None
    try:
        # The state file's "lexicon" (the list's name, or its file's absolute path): read
        # here, not through lexitile.savegame, which imports the league table that calls this.
        spec = json.loads(Path(key).read_text(encoding="utf-8"))["lexicon"]
    except (OSError, ValueError, KeyError, TypeError):
        return None  # a state file that cannot be read: no cards, the game goes on
    if not isinstance(spec, str) or not spec:
        return None
    job = _GameToStudy(gcg, spec, names, league_path)
    thread = threading.Thread(target=_study, args=(job,), name="study-cards")
    with _threads_lock:
        _threads[:] = [t for t in _threads if t.is_alive()]
        _threads.append(thread)
    thread.start()
    return thread


def wait_for_study(timeout: float | None = None) -> None:
    """Wait for every study thread started so far (tests; the program's exit waits anyway)."""
    with _threads_lock:
        running = list(_threads)
    for thread in running:
        thread.join(timeout)


def _study(job: _GameToStudy) -> None:
    from lexitile.games.crossword.records.gcg import read_gcg  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.games.crossword.records.replay import replay_record  # noqa: PLC0415 - loaded on first use, not at start-up

    try:
        record = read_gcg(job.gcg)
        replay = replay_record(record)
        if replay.error is not None:
            return
        seats = {}
        for k, player in enumerate(record.players):
            pid = job.names.get(player.name, job.names.get(player.nick))
            if pid is not None:
                seats[k] = pid
        lexicon = load_lexicon(job.lexicon_spec, compounds="lazy")
        with League(job.league_path) as league:
            add_record_cards(record, replay, seats, lexicon, league)
    except Exception as exc:  # noqa: BLE001 - a study that fails loses this game's cards, never the game or the app
        # Said to whoever configures logging (the file's name only: no rack, no draw).
        log.warning("no study cards from %s: %s", job.gcg.name, exc)
