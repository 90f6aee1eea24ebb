"""Post-game analysis: at every turn of a replayed record, the move made against the best.

For each turn (a play, an exchange or a pass) whose rack is recorded, the position
before it is analysed with :func:`lexitile.games.crossword.engine.evaluator.analyse_position`: every
legal play, every allowed exchange and the pass, ranked by the one evaluator's equity.
The move made gets the same equity (its recomputed score plus the value of what it
kept), so **equity lost** = best equity - equity of the move made. A play withdrawn
after a challenge (``--``) scored nothing and kept the whole rack, so it counts as a
pass; a phony that stood keeps its score (its equity may beat the best legal play:
the loss is then negative, and only positive losses are summed).

Per player the summary totals the equity lost, names the three turns that lost most,
counts the turns where a bingo (a play of the whole rack) was available and the ones
where it was missed, and the phonies: plays forming a word the lexicon lacks, and how
many of them were challenged off.

Pure: the caller reads and replays the record (:mod:`lexitile.games.crossword.records`) and chooses
the lexicon; nothing here reads files.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.evaluator import Candidate, Evaluator, PositionAnalysis, analyse_position
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.exchange import bag_needed_to_exchange
from lexitile.games.crossword.rules.placement import notation
from lexitile.games.crossword.rules.tiles import BLANK

if TYPE_CHECKING:
    from lexitile.games.crossword.records.replay import GameReplay

__all__ = ["GameAnalysis", "PlayerSummary", "TurnAnalysis", "analyse_replay", "summarise", "turn_events"]


@dataclass(frozen=True)
class TurnAnalysis:
    """One turn of a record, analysed or skipped.

    Attributes:
        turn: 1-based turn number (plays, exchanges and passes, in file order).
        event_index: index of the event in the record.
        line: the event's line in the file.
        player: 0-based seat; ``nick`` its nick.
        kind: ``"play"``, ``"exchange"`` or ``"pass"``.
        rack: the recorded rack (``""`` when not recorded).
        played: the move made in GCG notation (``8H W.RD``, ``-QU``, ``-``).
        score: its recomputed score (0 for a withdrawn play).
        leave: the tiles it kept.
        equity: its equity, or ``None`` when the turn was skipped.
        best: the best option found, or ``None`` when skipped.
        best_play: the best play (for exchanges and passes: what a play would have
            gained is ``best_play.equity - equity``), or ``None``.
        loss: ``best.equity - equity`` (negative for a phony that stood and beat
            every legal play), or ``None`` when skipped.
        rank: the move's rank among every option by equity (1 = best), ``None`` when skipped.
        options: the number of options ranked (plays, exchanges, the pass).
        top: the best five plays (the move made first among plays of its equity).
        top_ranks: the rank of each of :attr:`top` among every option (as :attr:`rank`;
            plays of equal equity share one), so a list of the plays can number them as
            the rank of the move made is counted.
        best_play_word: the main word of :attr:`best_play`, upper case (``""`` without one).
        bingo_available: a play of the whole rack was legal.
        best_bingo: the bingo with the highest equity, or ``None``; ``best_bingo_word``
            its main word, upper case.
        bingo_played: the move made was such a play (and stood).
        withdrawn: the play was challenged off (``--``).
        challenged: a challenge of the play failed (a challenge bonus followed).
        unknown_words: words of the play that the lexicon lacks (a phony, or a word of
            another list).
        skipped: why the turn was not analysed (``"rack not recorded"``...), else ``""``.
        assumption: what the analysis had to assume (an exchange recorded by its count).
    """

    turn: int
    event_index: int
    line: int
    player: int
    nick: str
    kind: str
    rack: str
    played: str
    score: int
    leave: str = ""
    equity: float | None = None
    best: Candidate | None = None
    best_play: Candidate | None = None
    loss: float | None = None
    rank: int | None = None
    options: int = 0
    top: tuple[Candidate, ...] = ()
    top_ranks: tuple[int, ...] = ()
    best_play_word: str = ""
    bingo_available: bool = False
    best_bingo: Candidate | None = None
    best_bingo_word: str = ""
    bingo_played: bool = False
    withdrawn: bool = False
    challenged: bool = False
    unknown_words: tuple[str, ...] = ()
    skipped: str = ""
    assumption: str = ""

    @property
    def analysed(self) -> bool:
        """True when the turn was analysed (its rack was known)."""
        return self.equity is not None

    @property
    def phony(self) -> bool:
        """True for a play that formed a word the lexicon lacks."""
        return bool(self.unknown_words)

    @property
    def play_gain(self) -> float | None:
        """For an exchange or a pass: what the best play would have gained over it
        (negative when the move made was better than any play); else ``None``."""
        if self.kind == "play" or self.equity is None or self.best_play is None:
            return None
        return self.best_play.equity - self.equity

    def to_json(self) -> dict[str, object]:
        """The turn as a JSON-ready mapping (equities rounded to 2 places)."""
        out: dict[str, object] = {
            "turn": self.turn,
            "line": self.line,
            "player": self.nick,
            "kind": self.kind,
            "rack": self.rack,
            "played": self.played,
            "score": self.score,
        }
        if self.skipped:
            out["skipped"] = self.skipped
            return out
        assert self.equity is not None and self.loss is not None
        out.update(
            {
                "leave": self.leave,
                "equity": round(self.equity, 2),
                "best": self.best.to_json() if self.best is not None else None,
                "best_play": self.best_play.to_json() if self.best_play is not None else None,
                "equity_lost": round(self.loss, 2),
                "rank": self.rank,
                "options": self.options,
                "top": [c.to_json() for c in self.top],
                "bingo_available": self.bingo_available,
                "bingo_played": self.bingo_played,
                "withdrawn": self.withdrawn,
                "challenged": self.challenged,
                "unknown_words": list(self.unknown_words),
            }
        )
        gain = self.play_gain
        if gain is not None:
            out["best_play_gain"] = round(gain, 2)
        if self.assumption:
            out["assumption"] = self.assumption
        return out


@dataclass
class PlayerSummary:
    """One player's review.

    Attributes:
        player: seat; ``nick`` the nick.
        turns: turns taken; ``analysed``: of them analysed (rack known).
        equity_lost: the sum of the positive losses (points of equity).
        worst: the (up to) three analysed turns that lost most, worst first (losses > 0).
        best_moves: analysed turns where the move made was the best option.
        bingos_available, bingos_missed: turns with a legal bingo, and those of them
            where the player did not play one.
        phonies: plays forming a word the lexicon lacks; ``phonies_challenged``: of
            them, the ones challenged off; ``withdrawn``: every play challenged off.
    """

    player: int
    nick: str
    turns: int = 0
    analysed: int = 0
    equity_lost: float = 0.0
    worst: list[TurnAnalysis] = field(default_factory=list)
    best_moves: int = 0
    bingos_available: int = 0
    bingos_missed: int = 0
    phonies: int = 0
    phonies_challenged: int = 0
    withdrawn: int = 0

    def to_json(self) -> dict[str, object]:
        """The summary as a JSON-ready mapping."""
        return {
            "player": self.nick,
            "turns": self.turns,
            "analysed": self.analysed,
            "equity_lost": round(self.equity_lost, 2),
            "best_moves": self.best_moves,
            "worst": [{"turn": t.turn, "played": t.played, "equity_lost": round(t.loss or 0.0, 2)} for t in self.worst],
            "bingos_available": self.bingos_available,
            "bingos_missed": self.bingos_missed,
            "phonies": self.phonies,
            "phonies_challenged": self.phonies_challenged,
            "withdrawn": self.withdrawn,
        }


@dataclass
class GameAnalysis:
    """The analysis of a record.

    Attributes:
        turns: one :class:`TurnAnalysis` per turn asked for, in order.
        players: one :class:`PlayerSummary` per seat (over the turns analysed).
    """

    turns: list[TurnAnalysis]
    players: list[PlayerSummary]

    def to_json(self) -> dict[str, object]:
        """``{"turns": [...], "players": [...]}``."""
        return {"turns": [t.to_json() for t in self.turns], "players": [p.to_json() for p in self.players]}


def turn_events(replay: GameReplay) -> list[int]:
    """Indices of the turn events (plays, exchanges, passes) of a replayed record."""
    return [i for i, e in enumerate(replay.record.events) if e.kind.is_turn]


def _leave_after(rack: str, tiles: Iterable[str]) -> str | None:
    rest = Counter(rack)
    for t in tiles:
        key = BLANK if (t == BLANK or t.islower()) else t.upper()
        if rest[key] <= 0:
            return None
        rest[key] -= 1
    return "".join(sorted(rest.elements()))


def analyse_replay(
    replay: GameReplay,
    automaton: Automaton,
    lexicon: Container[str] | None = None,
    *,
    evaluator: Evaluator | None = None,
    turns: Container[int] | None = None,
    top: int = 5,
) -> GameAnalysis:
    """Analyse every turn of a replayed record (or the turns in ``turns``).

    Args:
        replay: the record replayed (:func:`lexitile.games.crossword.records.replay.replay_record`);
            turns after a replay error are skipped ("not replayed").
        automaton: the move generator's automaton of the lexicon analysed with.
        lexicon: judges the words of the plays made (``word in lexicon``, upper case);
            default: the automaton.
        evaluator: the equity (default: ``Evaluator(replay.tileset)``).
        turns: 1-based turn numbers to analyse (default: all).
        top: how many of the best plays each turn lists.

    Returns:
        The :class:`GameAnalysis` (the player summaries count the turns analysed).

    Raises:
        KeyError: a tile on the board that is not a letter of the tile set.
    """
    rec = replay.record
    tileset = replay.tileset
    ev = evaluator if evaluator is not None else Evaluator(tileset)
    judge: Container[str] = lexicon if lexicon is not None else automaton
    events = rec.events
    steps = replay.steps
    n_players = len(rec.players)
    initial_bag = max(0, tileset.total - replay.rules.rack_size * n_players)
    out: list[TurnAnalysis] = []
    board = Board(replay.layout)
    turn_no = 0
    for i, e in enumerate(events):
        if e.kind.is_turn:
            turn_no += 1
            if turns is None or turn_no in turns:
                bag = steps[i - 1].bag if 0 < i <= len(steps) else initial_bag
                out.append(_turn(replay, i, turn_no, board, bag, automaton, judge, ev, top))
        if i >= len(steps):
            continue
        s = steps[i]
        if s.placement is not None:
            board.put(s.placement.tiles)
        if s.removed:
            board.remove(s.removed)
    return GameAnalysis(out, summarise(out, [p.nick for p in rec.players]))


def summarise(turns: Iterable[TurnAnalysis], nicks: Sequence[str]) -> list[PlayerSummary]:
    """One :class:`PlayerSummary` per seat over the given turns (analysed or skipped).

    Args:
        turns: turns of one record, in any order (e.g. the ones analysed so far).
        nicks: the players' nicks in seat order.

    Returns:
        The summaries, in seat order.
    """
    out = sorted(turns, key=lambda t: t.turn)
    players = [PlayerSummary(k, nick) for k, nick in enumerate(nicks)]
    for t in out:
        summary = players[t.player]
        summary.turns += 1
        if not t.analysed:
            continue
        summary.analysed += 1
        loss = t.loss or 0.0
        summary.equity_lost += max(0.0, loss)
        summary.best_moves += loss <= 1e-9
        summary.bingos_available += t.bingo_available
        summary.bingos_missed += t.bingo_available and not t.bingo_played
        summary.phonies += t.phony
        summary.phonies_challenged += t.phony and t.withdrawn
        summary.withdrawn += t.withdrawn
    for summary in players:
        mine = [t for t in out if t.player == summary.player and t.loss is not None and t.loss > 1e-9]
        mine.sort(key=lambda t: (-(t.loss or 0.0), t.turn))
        summary.worst = mine[:3]
    return players


def _turn(
    replay: GameReplay,
    i: int,
    turn_no: int,
    board: Board,
    bag: int,
    automaton: Automaton,
    judge: Container[str],
    ev: Evaluator,
    top: int,
) -> TurnAnalysis:
    rec = replay.record
    events = rec.events
    e = events[i]
    kind = e.kind.value
    base = TurnAnalysis(turn_no, i, e.line, e.player, e.nick, kind, e.rack if e.rack_known else "", "", 0)
    if i >= len(replay.steps):
        err = replay.error
        why = f"not replayed (line {err.line}: {err.message})" if err is not None else "not replayed"
        return _replace(base, played=e.move_text, score=e.score, skipped=why)
    step = replay.steps[i]
    nxt = events[i + 1] if i + 1 < len(events) else None
    withdrawn = nxt is not None and nxt.kind is EventKind.WITHDRAWN and nxt.player == e.player
    challenged = nxt is not None and nxt.kind is EventKind.CHALLENGE_BONUS and nxt.player == e.player
    played = e.move_text
    unknown: tuple[str, ...] = ()
    if step.placement is not None:
        coord, word = notation(board, step.placement)
        played = f"{coord} {word}"
        if step.breakdown is not None:
            unknown = tuple(w.word.upper() for w in step.breakdown.words if w.word.upper() not in judge)
    score = 0 if withdrawn else step.score
    base = _replace(base, played=played, score=score, withdrawn=withdrawn, challenged=challenged, unknown_words=unknown)
    if e.lost_turn:
        return _replace(base, skipped="turn lost to a failed challenge")
    if not e.rack_known or not e.rack:
        return _replace(base, skipped="rack not recorded")
    rack = e.rack
    rules = replay.rules
    if bag > 0 and len(rack) < rules.rack_size:
        # With tiles in the bag every rack was filled up: a shorter one lists only some
        # tiles (often just those played), and the options of a partial rack mislead.
        return _replace(base, skipped=f"rack recorded incompletely ({len(rack)} tiles, {bag} in the bag)")
    pa: PositionAnalysis = analyse_position(
        board,
        list(rack),
        replay.tileset,
        automaton,
        bag=bag,
        evaluator=ev,
        bingo_bonus=rules.bingo_bonus,
        rack_size=rules.rack_size,
        exchange_min_bag=bag_needed_to_exchange(rules),
    )
    assumption = ""
    if e.kind is EventKind.PLAY and not withdrawn:
        assert step.placement is not None
        leave = _leave_after(rack, (t for _, _, t in step.placement.tiles))
        if leave is None:
            return _replace(base, skipped="the rack does not hold the tiles played")
        equity = ev.equity(score, leave, bag, pa.unseen)
        bingo_played = len(step.placement.tiles) >= rules.rack_size
    elif e.kind is EventKind.EXCHANGE:
        bingo_played = False
        if e.tiles:
            leave_or_none = _leave_after(rack, e.tiles)
            if leave_or_none is None:
                return _replace(base, skipped="the rack does not hold the tiles exchanged")
            leave = leave_or_none
            equity = ev.equity(0, leave, bag, pa.unseen)
        else:
            count = e.exchange_count or 0
            same = [c for c in pa.top(len(pa), ("exchange",)) if len(c.tiles) == count]
            if same:
                leave, equity = same[0].leave, same[0].equity
            else:
                keep = "".join(sorted(rack))[: max(0, len(rack) - count)]
                leave, equity = keep, ev.equity(0, keep, bag, pa.unseen)
            assumption = f"the {count} tiles exchanged are not recorded: the best exchange of {count} assumed"
    else:  # a pass, or a play challenged off: nothing scored, the whole rack kept
        bingo_played = False
        leave = "".join(sorted(rack))
        equity = ev.equity(0, leave, bag, pa.unseen)
    best = pa.best
    best_play, best_bingo = pa.best_play, pa.best_bingo
    listed = _made_first_among_ties(pa.top(top), played if e.kind is EventKind.PLAY and not withdrawn else None)
    return _replace(
        base,
        leave=leave,
        equity=equity,
        best=best,
        best_play=best_play,
        best_play_word=_spelled(best_play, board),
        loss=best.equity - equity,
        rank=pa.rank(equity),
        options=len(pa),
        top=listed,
        top_ranks=tuple(pa.rank(c.equity) for c in listed),
        bingo_available=pa.bingo_available,
        best_bingo=best_bingo,
        best_bingo_word=_spelled(best_bingo, board),
        bingo_played=bingo_played,
        assumption=assumption,
    )


def _spelled(candidate: Candidate | None, board: Board) -> str:
    """The main word of a play, upper case, letters on the board included."""
    if candidate is None or candidate.move is None:
        return ""
    return candidate.move.spelled(board).upper()


def _made_first_among_ties(top: list[Candidate], played: str | None) -> tuple[Candidate, ...]:
    """The best options, the move made listed first among those of its equity, so that
    its place in the list is the rank the analysis gives it (1 + the options with a
    higher equity); the order of the options is otherwise unchanged.

    Args:
        top: the best options, best first (ties in generation order).
        played: the notation of the play made, ``None`` for another kind of turn.
    """
    at = next((k for k, c in enumerate(top) if played is not None and c.kind == "play" and c.text == played), None)
    if at is None:
        return tuple(top)
    equity = top[at].equity
    first = next(k for k, c in enumerate(top) if c.equity <= equity + 1e-9)
    ordered = list(top)
    ordered.insert(first, ordered.pop(at))
    return tuple(ordered)


def _replace(t: TurnAnalysis, **changes: object) -> TurnAnalysis:
    return replace(t, **changes)  # type: ignore[arg-type]  # callers pass fields of TurnAnalysis by name, each of its type
