"""Headless robot games with invariant checks after every move (``lexitile selfplay``).

:func:`play_game` plays one game between robots and checks, after every move:

* **tiles**: board + bag + racks hold exactly the tile set's full bag (a blank on the
  board counts as ``?``): no tile is ever created or lost;
* **scores**: each seat's score equals the sum of its events' scores, and each event's
  running total equals the seat's score after it;
* **racks**: no rack holds more than ``rack_size`` tiles, and a rack is full whenever
  the bag still holds tiles after the move;
* **generator = rules engine**: a robot's play scores in the game exactly what the move
  generator said it would;

and once the game is over: it ended (within :data:`MAX_TURNS` turns), the outcome's
final scores are the game's scores, and its GCG text (:mod:`lexitile.games.crossword.records.gcg_writer`)
reads back (:func:`lexitile.games.crossword.records.gcg.parse_gcg`) and replays
(:func:`lexitile.games.crossword.records.replay.replay_record`, the check behind ``lexitile verify``)
with no error, no mismatch and the same final scores. (GCG replays assume that six
scoreless turns end a game: a game that ended on a rule set's other scoreless rule is
verified up to its settlement and noted, see :func:`check_record`.)

:func:`run_match` plays many games between 2-4 levels, the sides rotating through the
seats so that each starts equally often, and sums the figures into a :class:`MatchSummary`.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Container, Sequence
from dataclasses import dataclass, field

from lexitile.errors import LexitileError
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.robots import EXPERT_SECONDS, Robot
from lexitile.games.crossword.match_summary import LevelStats, MatchSummary, seating, side_labels
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.rules.move import BoardMove, MoveKind
from lexitile.games.crossword.rules.outcome import EndReason
from lexitile.games.crossword.rules.scoreless import GCG_SCORELESS
from lexitile.games.crossword.rules.tiles import BLANK

__all__ = [
    "MAX_TURNS",
    "GameResult",
    "LevelStats",
    "MatchSummary",
    "check_invariants",
    "check_record",
    "lexicon_for_tileset",
    "play_game",
    "run_match",
    "seating",
    "side_labels",
]

#: A game still running after this many turns is a violation (a real game has ~25-40).
MAX_TURNS = 400

#: Tile set name -> built-in lexicon of its language.
_TILESET_LEXICON = {
    "english": "en",
    "english_super": "en",
    "german": "de",
    "portuguese_br": "pt_BR",
    "palavras115": "pt_BR",
}


def lexicon_for_tileset(tileset_name: str) -> str | None:
    """The built-in lexicon for a tile set (``english`` -> ``en``), or ``None``."""
    return _TILESET_LEXICON.get(tileset_name)


#: Called after every move: ``(game, seat, move, event)``.
Observer = Callable[[Game, int, BoardMove, Event], None]


@dataclass
class GameResult:
    """One finished (or abandoned) game.

    Attributes:
        seed: the game's seed.
        levels: robot level per seat.
        scores: final scores per seat.
        winners: winning seats (two = a draw); empty when the game did not finish.
        turns: turns taken (plays, exchanges, passes).
        bingos, moves, ms: per seat: plays of ``rack_size`` tiles, turns taken, and the
            robot's thinking time in milliseconds (sum).
        move_ms: per seat, the thinking time of each of its moves in milliseconds.
        exchanges, passes: per seat.
        simulated_moves, deals: per seat: moves its robot chose by simulation and the
            deals those simulations played out (0 for robots that do not simulate).
        violations: every broken invariant, as text (empty when all held).
        notes: checks that could only be partly made (see :func:`check_record`).
        gcg: the game's GCG text (``None`` when it could not be written).
        end: ``"went-out"``, ``"scoreless"`` or ``"unfinished"``.
    """

    seed: int
    levels: tuple[str, ...]
    scores: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    turns: int = 0
    bingos: list[int] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    ms: list[float] = field(default_factory=list)
    move_ms: list[list[float]] = field(default_factory=list)
    exchanges: list[int] = field(default_factory=list)
    passes: list[int] = field(default_factory=list)
    simulated_moves: list[int] = field(default_factory=list)
    deals: list[int] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    gcg: str | None = None
    end: str = "unfinished"


def check_invariants(game: Game, full: Counter[str]) -> list[str]:
    """The tile, score and rack invariants of a game as it stands (module docstring).

    Args:
        game: the game.
        full: the tile set's full bag as a counter (``Counter(tileset.full_bag())``).

    Returns:
        One message per broken invariant (empty when all hold).
    """
    out: list[str] = []
    have: Counter[str] = Counter(BLANK if t.islower() else t for t in game.board.squares if t is not None)
    have.update(game.bag.tiles)
    for rack in game.racks:
        have.update(rack)
    if have != full:
        extra = have - full
        lost = full - have
        out.append(
            f"tiles: {''.join(sorted(extra.elements())) or '-'} created, {''.join(sorted(lost.elements())) or '-'} lost"
        )
    sums = [0] * len(game.players)
    last = [0] * len(game.players)
    for e in game.history:
        sums[e.player] += e.score
        last[e.player] = e.cumulative
        if e.cumulative != sums[e.player]:
            out.append(
                f"scores: event {e.move_text} of seat {e.player} has total {e.cumulative}, sum is {sums[e.player]}"
            )
            break
    if sums != list(game.scores):
        out.append(f"scores: {list(game.scores)} but the events add up to {sums}")
    size = game.rules.rack_size
    for seat, rack in enumerate(game.racks):
        if len(rack) > size:
            out.append(f"racks: seat {seat} holds {len(rack)} tiles")
        elif game.bag.tiles and len(rack) < size and not game.is_over:
            out.append(f"racks: seat {seat} holds {len(rack)} tiles while the bag holds {len(game.bag)}")
    return out


def _ends_on_a_scoreless_rule_gcg_lacks(game: Game) -> bool:
    """True when the game ended on scoreless turns under a rule GCG replays do not know
    (GCG assumes six scoreless turns in a row; Mattel's is two rounds, Palavras
    Cruzadas' two passes by one player)."""
    out = game.outcome
    if out is None or EndReason.of(out) is not EndReason.SCORELESS:
        return False

    end = game.scoreless_end
    return end.passes is not None or end.turns != GCG_SCORELESS.turns


def check_record(
    game: Game, names: Sequence[str], lexicon: Container[str] | None
) -> tuple[list[str], str | None, list[str]]:
    """Write the game as GCG, read it back and replay it (``lexitile verify``'s check).

    A game that ended on scoreless turns under a rule GCG does not know (module
    docstring of :func:`_ends_on_a_scoreless_rule_gcg_lacks`) replays up to its first
    end-rack penalty, where the replay stops (``END_GAME_EVENT_BEFORE_GAME_END``): that
    is not a violation but a note, once every event before it verified and each
    penalty is minus the value of its rack.

    Returns:
        ``(violations, gcg_text, notes)``; the text is ``None`` when it could not be written.
    """
    from lexitile.games.crossword.records import gcg_writer  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.games.crossword.records.gcg import GcgError, parse_gcg  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.games.crossword.records.replay import replay_record  # noqa: PLC0415 - loaded on first use, not at start-up

    rules = game.rules
    title = f"lexitile selfplay seed {game.seed}"
    players = [(n, n) for n in names]
    try:
        if hasattr(gcg_writer, "game_to_gcg"):
            # the recording conventions of games played here (first mover is #player1,
            # the end-of-game rules note, #tile-distribution, #rackN)
            text = gcg_writer.game_to_gcg(game, players=players, title=title)
        else:  # pragma: no cover - older writer
            text = gcg_writer.write_gcg(
                players,
                game.history,
                title=title,
                tile_distribution=rules.tileset.name,
                board_layout=None if rules.layout.name == "standard15" else rules.layout.name,
                last_racks=None if game.is_over else {i: "".join(r) for i, r in enumerate(game.racks)},
            )
    except LexitileError as exc:
        return [f"gcg: cannot write: {exc}"], None, []
    try:
        record = parse_gcg(text)
        rp = replay_record(record, rules.layout, rules.tileset, lexicon)
    except (GcgError, LexitileError) as exc:
        return [f"gcg: cannot read back: {exc}"], text, []
    out: list[str] = []
    notes: list[str] = []
    err = rp.error
    if err is not None and err.code == "END_GAME_EVENT_BEFORE_GAME_END" and _ends_on_a_scoreless_rule_gcg_lacks(game):
        first_end = next((e for e in record.events if e.kind is EventKind.END_RACK_PENALTY), None)
        penalties_ok = all(
            e.score == -rules.tileset.rack_value(e.tiles) for e in record.events if e.kind is EventKind.END_RACK_PENALTY
        )
        if first_end is not None and err.line == first_end.line and penalties_ok:
            notes.append(
                f"gcg: ended on {rules.name}'s scoreless rule, which GCG replays do not know; "
                f"verified up to the settlement (line {err.line})"
            )
            err = None
    if err is not None:
        out.append(f"gcg: replay error line {err.line}: {err.message} [{err.code}]")
    for m in rp.mismatches[:3]:
        out.append(f"gcg: line {m.line}: {m.message}")
    if rp.error is None and not rp.mismatches:
        # the writer may rotate the seats (first mover first): compare by nick
        replayed = dict(zip(record.nicks, rp.final_scores))
        expected = {gcg_writer.sanitize_nick(n): sc for n, sc in zip(names, game.scores)}
        if replayed != expected:
            out.append(f"gcg: replayed scores {replayed} differ from the game's {expected}")
    return out, text, notes


def play_game(
    rules: RuleSet,
    robots: Sequence[Robot],
    seed: int,
    lexicon: Container[str] | None = None,
    *,
    names: Sequence[str] | None = None,
    check: bool = True,
    check_gcg: bool = True,
    observer: Observer | None = None,
    max_turns: int = MAX_TURNS,
    first_player: int | None = None,
) -> GameResult:
    """Play one game between robots (one per seat) and check the invariants.

    Args:
        rules: the rule set.
        robots: one robot per seat, in seat order.
        seed: seeds the game (bag and first player; :class:`lexitile.games.crossword.rules.game.Game`).
        lexicon: the game's word list (plays are checked against it), or ``None``.
        names: seat names (default ``<level>1``, ``<level>2``...; made distinct).
        check: check the invariants after every move.
        check_gcg: write, read back and replay the finished game's GCG.
        observer: called after every move with ``(game, seat, move, event)``; the
            robot's :attr:`~lexitile.games.crossword.engine.robots.Robot.last_play` is the
            generated play behind a play.
        max_turns: a game still running after this many turns is abandoned as a violation.
        first_player: the seat that moves first (``None``: drawn from the seed).

    Returns:
        The :class:`GameResult`; an illegal robot move is a violation (the robot's seat
        then passes so the game can go on).
    """
    n = len(robots)
    if names is None:
        names = [f"{r.level}{i + 1}" for i, r in enumerate(robots)]
    game = Game(rules, names, seed=seed, lexicon=lexicon, first_player=first_player)
    full = Counter(rules.tileset.full_bag())
    res = GameResult(seed, tuple(r.level for r in robots))
    res.bingos, res.moves, res.ms = [0] * n, [0] * n, [0.0] * n
    res.move_ms = [[] for _ in range(n)]
    res.exchanges, res.passes = [0] * n, [0] * n
    size = rules.rack_size
    sims_before = [r.simulated_moves for r in robots]
    deals_before = [r.simulated_deals for r in robots]
    while not game.is_over:
        if res.turns >= max_turns:
            res.violations.append(f"game: still running after {max_turns} turns")
            break
        if game.pending is not None:
            # challenge mode: the other robots may challenge the last play (robots play
            # only valid words, so a challenge would be a bug); a play that went out
            # ends the game once it is accepted
            pending_seat = game.pending.seat
            challengers = [i for i in range(n) if i != pending_seat and robots[i].wants_to_challenge(game, i)]
            if challengers:
                res.violations.append(f"challenge: seat {challengers[0]} challenged a robot's play")
                game.challenge(challengers[0])
            elif game.pending.went_out:
                game.accept_play()
            if game.is_over:
                break
        seat = game.turn
        robot = robots[seat]
        move = robot.choose(game)
        generated = robot.last_play
        res.ms[seat] += robot.last_ms
        res.move_ms[seat].append(robot.last_ms)
        try:
            event = make_move(game, move)
        except LexitileError as exc:
            res.violations.append(f"robot {robot.level} seat {seat}: illegal {move}: {exc}")
            move, generated = BoardMove.pass_(), None
            event = game.pass_turn()
        res.turns += 1
        res.moves[seat] += 1
        if move.kind is MoveKind.PLAY:
            if len(move.rack_tiles) >= size:
                res.bingos[seat] += 1
            if generated is not None and event.score != generated.score:
                res.violations.append(f"score: {move} generated as {generated.score}, the game scored {event.score}")
        elif move.kind is MoveKind.EXCHANGE:
            res.exchanges[seat] += 1
        else:
            res.passes[seat] += 1
        if observer is not None:
            observer(game, seat, move, event)
        if check:
            for v in check_invariants(game, full):
                res.violations.append(f"turn {res.turns}: {v}")
    res.scores = tuple(game.scores)
    res.simulated_moves = [r.simulated_moves - m for r, m in zip(robots, sims_before)]
    res.deals = [r.simulated_deals - d for r, d in zip(robots, deals_before)]
    if game.outcome is not None:
        res.winners = game.outcome.winners
        res.end = EndReason.of(game.outcome).value
        if tuple(game.outcome.finals) != tuple(game.scores):
            res.violations.append(f"outcome: final scores {game.outcome.finals} differ from {tuple(game.scores)}")
    if check_gcg and n >= 2:
        problems, res.gcg, notes = check_record(game, names, lexicon)
        res.violations.extend(problems)
        res.notes.extend(notes)
    return res


def run_match(
    rules: RuleSet,
    automaton: Automaton,
    lexicon: Container[str] | None,
    levels: Sequence[str],
    games: int,
    seed: int,
    *,
    check: bool = True,
    check_gcg: bool = True,
    progress: Callable[[int, MatchSummary], None] | None = None,
    keep: Callable[[GameResult], None] | None = None,
    think_seconds: float | None = None,
    think_deals: int | None = None,
    workers: int | None = None,
) -> MatchSummary:
    """Play ``games`` games between 2-4 robot levels, one side per level.

    Game ``i`` has seed ``seed + i``; the sides rotate through the seats
    (:func:`seating`) and the side in seat 0 moves first, so every side starts equally
    often over a multiple of ``len(levels)`` games. The robots' random choices are
    seeded from the game's seed, so a match is reproducible (an expert on a time
    budget aside: how many deals it plays out depends on the machine).

    Args:
        levels: 2-4 robot levels (:data:`lexitile.games.crossword.engine.robots.LEVELS`), one per side.
        games: games to play (at least 1).
        seed: the first game's seed.
        check, check_gcg: as :func:`play_game`.
        progress: called after every game with ``(games done, summary so far)``.
        keep: called with every :class:`GameResult` (e.g. to save its GCG).
        think_seconds: the expert's time budget per simulated move (``None``: the
            robot's default, :data:`lexitile.games.crossword.engine.robots.EXPERT_SECONDS`).
        think_deals: a fixed number of deals per simulated move instead (exclusive
            with ``think_seconds``).
        workers: processes the expert's simulation uses (``None``: every core).

    Raises:
        ValueError: fewer than 2 or more than 4 levels, or both a time budget and a
            number of deals.
    """
    n = len(levels)
    if not 2 <= n <= 4:
        raise ValueError(f"a match needs 2-4 levels, got {n}")
    if think_seconds is not None and think_deals is not None:
        raise ValueError("give either a time budget or a number of deals, not both")
    seconds = EXPERT_SECONDS if think_seconds is None else think_seconds
    labels = side_labels(levels)
    summary = MatchSummary([LevelStats(lab, lev) for lab, lev in zip(labels, levels)])
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        rng = random.Random(game_seed * 7919 + 17)
        side_of_seat = seating(i, n)
        robots = [
            Robot(
                levels[s],
                automaton,
                lexicon,
                random.Random(rng.random()),
                think_seconds=seconds,
                think_deals=think_deals,
                workers=workers,
            )
            for s in side_of_seat
        ]
        names = [labels[s].replace("#", "_").replace("+", "_") for s in side_of_seat]
        res = play_game(
            rules, robots, game_seed, lexicon, names=names, check=check, check_gcg=check_gcg, first_player=0
        )
        summary.games += 1
        summary.turns += res.turns
        summary.ends[res.end] += 1
        summary.sides[side_of_seat[0]].starts += 1
        for v in res.violations:
            summary.violations.append((game_seed, v))
        for v in res.notes:
            summary.notes.append((game_seed, v))
        for seat, s in enumerate(side_of_seat):
            st = summary.sides[s]
            st.games += 1
            st.score += res.scores[seat] if res.scores else 0
            st.bingos += res.bingos[seat]
            st.moves += res.moves[seat]
            st.ms += res.ms[seat]
            st.move_ms.extend(res.move_ms[seat])
            st.exchanges += res.exchanges[seat]
            st.passes += res.passes[seat]
            st.simulated_moves += res.simulated_moves[seat]
            st.deals += res.deals[seat]
            if seat in res.winners:
                st.points += 1 / len(res.winners)
                if len(res.winners) > 1:
                    st.draws += 1
                else:
                    st.wins += 1
        if keep is not None:
            keep(res)
        summary.seconds = time.perf_counter() - start
        if progress is not None:
            progress(i + 1, summary)
    summary.seconds = time.perf_counter() - start
    return summary
