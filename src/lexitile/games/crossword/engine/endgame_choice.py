"""The hard robot's play with the bag empty: the exact endgame search when it sees deep
enough, else a one-reply look-ahead.

Two players, bag empty: the opponent's rack is known (the unseen tiles). The exact
search (:mod:`lexitile.games.crossword.engine.endgame`) runs within its budget; when it
cannot see at least two plies deep, the robot looks one reply ahead: for its best
:data:`ENDGAME_CANDIDATES` plays (by score, plus the swing of going out) it finds the
opponent's best answer and keeps the play with the best score minus that answer, a play
that goes out counting twice the opponent's rack (the settlement's swing, the rule sets'
went-out rule) and half the value of the tiles it keeps counting against it. The
look-ahead stops once the answers examined number :data:`ENDGAME_REPLY_BUDGET` (a
count, not a clock, so games stay reproducible). At a table of three or four, or with
nothing unseen, the play with the best score plus the swing of going out.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.endgame import solve_game_endgame
from lexitile.games.crossword.engine.equity_ranking import leave_memo
from lexitile.games.crossword.engine.generated_move import GeneratedMove
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.rules.game import Game

__all__ = ["ENDGAME_CANDIDATES", "ENDGAME_REPLY_BUDGET", "endgame_choice"]

#: Plays the hard robot examines two plies deep when the bag is empty.
ENDGAME_CANDIDATES = 12
#: ...until the opponent's answers it generated number this many (a deterministic bound
#: on the time: an opponent rack with a blank has thousands of answers, ~25 ms a list).
ENDGAME_REPLY_BUDGET = 5000


def endgame_choice(
    game: Game,
    moves: Sequence[GeneratedMove],
    automaton: Automaton,
    *,
    familiar: bool,
    seconds: float | None,
    work: int | None,
    nodes: int | None,
) -> tuple[GeneratedMove | None, float]:
    """The play for the seat on turn with the bag empty, and its value; ``(None, value)``
    when the exact search finds passing best.

    Args:
        game: the position (bag empty); not changed.
        moves: the seat's plays (at least one).
        automaton: the lexicon's automaton (the opponent's answers).
        familiar: the robot plays familiar words only: the exact search (which would
            play any word of the list) is skipped for the look-ahead over ``moves``.
        seconds: the exact search's wall-clock limit (``None``: none; 0: no search).
        work: its budget in plays generated plus positions visited (``None``: none;
            0: no search).
        nodes: its budget of positions (``None``: none).
    """
    rules = game.rules
    tileset = rules.tileset
    rack = game.rack
    rack_len = len(rack)
    seat = game.turn
    unseen = game.unseen(seat)
    opp_rack = list(unseen.elements())
    opp_value = tileset.rack_value(opp_rack)
    if familiar:
        seconds = 0  # the exact search plays any word of the list; the look-ahead below keeps to these plays
    if len(game.players) != 2 or not opp_rack:
        best = max(moves, key=lambda m: m.score + (2 * opp_value if m.tiles_played == rack_len else 0))
        return best, float(best.score)
    if seconds != 0 and work != 0:
        solved = solve_game_endgame(
            game,
            automaton,
            time_limit=float("inf") if seconds is None else seconds,
            node_budget=nodes,
            work_budget=work,
        )
        # one ply is the greedy choice: only a deeper (or exact) search beats the look-ahead below
        if solved.exact or solved.depth >= 2:
            return solved.move, solved.value

    leave_of = leave_memo(rack)
    answers = 0

    def quick(m: GeneratedMove) -> float:
        if m.tiles_played == rack_len:
            return m.score + 2 * opp_value
        return m.score - 0.5 * tileset.rack_value(leave_of(m.word))

    cands = sorted(moves, key=lambda m: -quick(m))[:ENDGAME_CANDIDATES]
    best, best_val = cands[0], float("-inf")
    opp_len = len(opp_rack)
    for m in cands:
        # quick(m) bounds the value from above (an answer scores >= 0): once it is no
        # better than the best value found, no later candidate can be (sorted by quick).
        if quick(m) <= best_val:
            break
        if m.tiles_played == rack_len:
            val = m.score + 2.0 * opp_value
        else:
            our_left = tileset.rack_value(leave_of(m.word))
            board = game.board.copy()
            board.put(m.tiles)
            if answers >= ENDGAME_REPLY_BUDGET:
                break
            replies = generate_moves(board, opp_rack, tileset, automaton, rules.bingo_bonus, rules.rack_size)
            answers += len(replies)
            reply = 0.0
            for r in replies:
                v = r.score + (2 * our_left if r.tiles_played == opp_len else 0)
                reply = max(reply, v)
            val = m.score - reply - 0.5 * our_left
        if val > best_val:
            best, best_val = m, val
    return best, best_val
