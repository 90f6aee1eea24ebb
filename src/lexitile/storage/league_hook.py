"""Where a game's end meets the league: build the league's view of a game and record it.

Screens and command-line sessions call :func:`record_board_game` when a board game ends
(or is aborted or abandoned), and :func:`record_game_end` with a ready
:class:`~lexitile.core.league_rules.GameResult` for Quiddler and Crosswise. Nothing here
imports Textual.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from lexitile.core.league_rules import GameResult, GameStatus, LeagueError, Seat
from lexitile.crosswise.board import Side
from lexitile.crosswise.game import Game as CrosswiseGame
from lexitile.quiddler.game import Game as QuiddlerGame
from lexitile.rules.events import Event, EventKind
from lexitile.rules.game import Game
from lexitile.rules.outcome import EndReason
from lexitile.storage.league_db import League, MoveRecord


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
    scores = outcome.final_scores if outcome else tuple(game.scores)
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
                    resigned=bool(outcome and outcome.reason is EndReason.RESIGNED and outcome.went_out == g),
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


def _status(over: bool, abandoned_by: int | None) -> GameStatus:
    if abandoned_by is not None:
        return GameStatus.ABANDONED
    return GameStatus.FINISHED if over else GameStatus.ABORTED


def _people_for(n: int, people: Sequence[Seat]) -> None:
    if len(people) != n:
        raise LeagueError(f"the league needs the people of all {n} seats (got {len(people)})")


def quiddler_result(
    game: QuiddlerGame,
    people: Sequence[Seat],
    *,
    competitive: bool,
    wager: int = 0,
    abandoned_by: int | None = None,
) -> GameResult:
    """The league's view of a Quiddler game: each seat its own side, its total its score;
    equal best totals share the win (a draw), as the game's own ``winners`` says.

    Raises:
        LeagueError: ``people`` does not have one entry per seat.
    """
    _people_for(len(game.players), people)
    status = _status(game.is_over, abandoned_by)
    seats = tuple(Seat(p.name, p.kind, p.profile_id, None, game.totals[i], p.resigned) for i, p in enumerate(people))
    winners = game.winners() if status is GameStatus.FINISHED else ()
    return GameResult("quiddler", competitive, wager, status, seats, winners, abandoned_by)


def crosswise_result(
    game: CrosswiseGame,
    people: Sequence[Seat],
    *,
    competitive: bool,
    wager: int = 0,
    abandoned_by: int | None = None,
) -> GameResult:
    """The league's view of one Crosswise game: the seats of a side are partners (with
    three players the lone player is a side of one against the pair); each seat's
    score is its side's total; a drawn game has every seat among the winners.

    Raises:
        LeagueError: ``people`` does not have one entry per seat.
    """
    _people_for(len(game.players), people)
    outcome = game.outcome
    status = _status(outcome is not None, abandoned_by)
    sides = [game.side_of(i) for i in range(len(people))]
    team = {Side.COLUMNS: 0, Side.ROWS: 1}
    seats = tuple(
        Seat(p.name, p.kind, p.profile_id, team[sides[i]], outcome.total(sides[i]) if outcome else 0, p.resigned)
        for i, p in enumerate(people)
    )
    winners: tuple[int, ...] = ()
    if outcome is not None and status is GameStatus.FINISHED:
        winners = tuple(i for i in range(len(people)) if outcome.winner in (None, sides[i]))
    return GameResult("crosswise", competitive, wager, status, seats, winners, abandoned_by)


def record_game_end(
    result: GameResult, moves: Sequence[MoveRecord] = (), record: str | None = None, path: Path | None = None
) -> int:
    """Record a game that ended in the league at ``path`` (default: the data dir's).

    Returns:
        The game's id in the league.

    Raises:
        LeagueError: see :meth:`League.record_game`.
    """
    with League(path) as league:
        return league.record_game(result, moves, record)


def record_board_game(
    game: Game,
    people: Sequence[Sequence[Seat]],
    *,
    competitive: bool,
    wager: int = 0,
    abandoned_by: int | None = None,
    record: str | None = None,
    path: Path | None = None,
) -> int:
    """Record a board game in the league when it ends (see :func:`board_result`).

    Returns:
        The game's id in the league.

    Raises:
        LeagueError: see :func:`board_result` and :meth:`League.record_game`.
    """
    result = board_result(game, people, competitive=competitive, wager=wager, abandoned_by=abandoned_by)
    return record_game_end(result, board_moves(game, people), record, path)
