"""The board game's league adapter: a game that ended as the league sees it
(:class:`~lexitile.core.league_rules.GameResult`) and its scoring moves
(:class:`~lexitile.core.league_rules.MoveRecord`). The session hands both to the league
(:func:`lexitile.play.league_table.league_end`); storage never imports the game."""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.core.league_rules import GameResult, GameStatus, LeagueError, MoveRecord, Seat
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.outcome import EndReason

__all__ = ["board_moves", "board_result"]


def board_result(
    game: Game,
    people: Sequence[Sequence[Seat]],
    *,
    competitive: bool,
    wager: int = 0,
    abandoned_by: int | None = None,
    mode: str = "board",
) -> GameResult:
    """The league's view of a board game.

    Args:
        game: the game; over (``game.outcome`` set) unless aborted or abandoned.
        people: for each game seat, the people at it (one, or the partners in pairs
            play, in the order of ``game.members``); their ``team`` and ``score`` are
            filled in here (partners share the seat's side and score).
        competitive: the table option "um Punkte und Chips kämpfen".
        wager: chips per person.
        abandoned_by: game seat whose player walked away (ABANDONED); its first person
            is the one who pays.
        mode: the league's mode name.

    Returns:
        A finished game when ``game.outcome`` is set; else aborted (by agreement) or,
        with ``abandoned_by``, abandoned.

    Raises:
        LeagueError: ``people`` does not match the game's seats.
    """
    if len(people) != len(game.players) or not all(people):
        raise LeagueError(f"the league needs the people of all {len(game.players)} seats")
    outcome = game.outcome
    scores = outcome.finals if outcome else tuple(game.scores)
    seats: list[Seat] = []
    first_of: list[int] = []
    winners: list[int] = []
    for g, group in enumerate(people):
        first_of.append(len(seats))
        for person in group:
            if outcome and g in outcome.winners:
                winners.append(len(seats))
            seats.append(
                Seat(
                    person.name,
                    person.kind,
                    person.profile_id,
                    team=g if len(group) > 1 else None,
                    score=scores[g],
                    resigned=bool(outcome and EndReason.of(outcome) is EndReason.RESIGNED and outcome.went_out == g),
                )
            )
    if abandoned_by is not None:
        status, quitter = GameStatus.ABANDONED, first_of[abandoned_by]
    else:
        status, quitter = (GameStatus.FINISHED if outcome else GameStatus.ABORTED), None
    return GameResult(mode, competitive, wager, status, tuple(seats), tuple(winners), quitter)


def board_moves(game: Game, people: Sequence[Sequence[Seat]]) -> list[MoveRecord]:
    """The game's plays that stood (withdrawn plays left out), each credited to the person
    who made it (partners alternate, as :meth:`Game.member_on_turn` says)."""
    first_of = [sum(len(p) for p in people[:g]) for g in range(len(people))]
    turns = [0] * len(people)
    withdrawn = _withdrawn_plays(game.history)
    out: list[MoveRecord] = []
    for index, event in enumerate(game.history):
        if not event.kind.is_turn:
            continue
        member = turns[event.player] % len(people[event.player])
        turns[event.player] += 1
        if event.kind is not EventKind.PLAY or index in withdrawn:
            continue
        words: tuple[tuple[str, int], ...] = ()
        bingo = False
        if event.breakdown is not None:
            ordered = sorted(event.breakdown.words, key=lambda w: not w.main)
            words = tuple((w.word.upper(), w.score) for w in ordered)
            bingo = event.breakdown.bingo > 0
        out.append(MoveRecord(first_of[event.player] + member, event.move_text, event.score, words, bingo))
    return out


def _withdrawn_plays(history: Sequence[Event]) -> set[int]:
    """Indexes of plays taken back after a successful challenge (the last play of that
    player before each WITHDRAWN event)."""
    out: set[int] = set()
    for i, event in enumerate(history):
        if event.kind is EventKind.WITHDRAWN:
            for j in range(i - 1, -1, -1):
                if history[j].kind is EventKind.PLAY and history[j].player == event.player:
                    out.add(j)
                    break
    return out
