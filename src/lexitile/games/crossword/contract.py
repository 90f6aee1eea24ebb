"""The board game's side of the game contract (:mod:`lexitile.core.game_contract`),
assembled: its rules engine factory, its move notation (:class:`BoardMove`, the GCG move
column), its GCG record codec, its robots, its league adapter and its outcome.

The adapters of the rules engine's own values (notation, outcome, league) are in
:mod:`lexitile.games.crossword.rules.contract`; this module adds what needs the layers
above the rules: the codec (:mod:`lexitile.games.crossword.records`) and the robots
(:mod:`lexitile.games.crossword.engine.robots`).

The record is GCG as lexitile writes it (``docs/gcg.md``): the rack before every turn,
the ``lexitile:rules`` note, ``#rackN`` for an unfinished game. Loading rebuilds an
engine :class:`~lexitile.games.crossword.rules.game.Game` by making every recorded turn
with the rack the record gives (:meth:`BoardCodec.load`); the tiles still in the bag
are then drawn at random, as a resumed game's are.

Challenge lines are made through the engine's challenge with the record's verdict
(:meth:`Game.apply_verdict`, GCG event types): a withdrawn phony (``--``) takes the
play back and the player's turn passes with the score before it; a ``(challenge)``
bonus gives the player of the play its points, a negative ``(challenge)`` line costs
the challenger them (the Mattel penalty). An exchange written as a count (``-3``, Quackle) is loaded when the tiles
follow from the rack before it and the player's next recorded rack, and refused when
they do not.

The turns are made under the rules the record was played by (:func:`played_rules`):
the rule set its ``lexitile:rules`` note names, or the GCG convention, with the note's
scoreless end (Mattel's count for the number of players, Palavras Cruzadas' second pass
in a row) and the settlement its end-rack lines write (the Mattel 1x and -1x lines of a
3-player game need no note). A play that went out under challenge rules stands when the
record ends there, and passes after it (turns lost to a failed challenge of it) are
passed over. A loaded game whose end is not the replay's (final scores, over or not,
winners) is refused.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Container, Iterator
from dataclasses import dataclass, field
from itertools import combinations, pairwise
from pathlib import Path

from lexitile.core.game_contract import GameContract
from lexitile.errors import InputFileError, LexitileError
from lexitile.games.crossword.engine.automaton_cache import automaton_of
from lexitile.games.crossword.engine.common_words import parse_level
from lexitile.games.crossword.engine.robots import DEFAULT_LEVEL, EXPERT_SECONDS, LEVELS, Robot
from lexitile.games.crossword.records.gcg import GcgError, read_gcg
from lexitile.games.crossword.records.gcg_types import GcgEvent, GcgRecord
from lexitile.games.crossword.records.gcg_writer import game_to_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.records.replay_result import GameReplay
from lexitile.games.crossword.rules.config import ChallengeRule, GoingOut, RuleSet
from lexitile.games.crossword.rules.contract import league, notation, outcome
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move, move_placement
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.games.crossword.rules.outcome import EndReason, owns_rack
from lexitile.games.crossword.rules.tiles import BLANK
from lexitile.textfiles import atomic_write_text

__all__ = ["CONTRACT", "BoardCodec", "BoardOptions", "BoardRobots", "new_game", "played_rules"]

#: Events of a record that are a seat's move, made through the engine on loading (a
#: paid exchange keeps the turn: Kreuzwort).
_TURNS = (EventKind.PLAY, EventKind.EXCHANGE, EventKind.PASS, EventKind.PAID_EXCHANGE)
#: Events the engine makes itself at the end (the settlement), checked, not made.
_SETTLEMENT = (EventKind.END_RACK_POINTS, EventKind.END_RACK_PENALTY)
#: Challenge lines, each right after the play it judges: made through the engine's
#: challenge with the verdict the record gives.
_CHALLENGE_LINES = (EventKind.WITHDRAWN, EventKind.CHALLENGE_BONUS, EventKind.CHALLENGE_PENALTY)


@dataclass(frozen=True)
class BoardOptions:
    """What a new board game is made of (the contract's options).

    Attributes:
        rules: the rule set (:func:`lexitile.games.crossword.catalog.load_rules`).
        players: 2-4 seat names in turn order.
        lexicon: the word list plays are judged by (and robots play from), or ``None``.
    """

    rules: RuleSet
    players: tuple[str, ...]
    lexicon: Container[str] | None = None


def new_game(options: BoardOptions, seed: int) -> Game:
    """The rules engine factory: a new game, its bag and first player drawn from ``seed``.

    Raises:
        ValueError: not 1-8 players, or not enough tiles for their racks.
    """
    return Game(options.rules, options.players, seed=seed, lexicon=options.lexicon)


@dataclass
class _LexiconRobot:
    """A robot of one level that plays from the word list of the game it is given."""

    level: str
    seed: int
    _robots: dict[int, Robot] = field(default_factory=dict, repr=False)

    def choose(self, game: Game) -> BoardMove:
        """The robot's move for the seat on turn (the game is not changed).

        Raises:
            NoAutomaton: the game has no word list.
            IllegalMoveError: the game is over.
        """
        key = id(game.lexicon)
        robot = self._robots.get(key)
        if robot is None:
            robot = Robot(
                self.level,
                automaton_of(game.lexicon),
                game.lexicon,
                random.Random(self.seed),
                think_seconds=EXPERT_SECONDS,
            )
            self._robots[key] = robot
        return robot.choose(game)


@dataclass(frozen=True)
class BoardRobots:
    """The board game's robots (:data:`lexitile.games.crossword.engine.robots.LEVELS`)."""

    levels: tuple[str, ...] = tuple(LEVELS)
    default_level: str = DEFAULT_LEVEL

    def robot(self, level: str, seed: int = 0) -> _LexiconRobot:
        """A robot of ``level`` (``+familiar`` allowed) seeded with ``seed``.

        Raises:
            ValueError: no level of this name (the message lists the levels).
        """
        parse_level(level)
        return _LexiconRobot(level, seed)


@dataclass(frozen=True)
class BoardCodec:
    """The board game's GCG record (the contract's ``RecordCodec``).

    Attributes:
        lexicon: the word list a loaded game goes on with (``None``: words are not
            judged and robots cannot play it).
    """

    lexicon: Container[str] | None = None
    suffixes: tuple[str, ...] = (".gcg",)

    def export(self, game: Game) -> str:
        """The game's GCG text (:func:`lexitile.games.crossword.records.gcg_writer.game_to_gcg`)."""
        return game_to_gcg(game, players=[(name, name) for name in game.players])

    def save(self, game: Game, path: Path) -> None:
        """Write the game's GCG record atomically; raises ``OSError`` when it cannot."""
        atomic_write_text(path, self.export(game))

    def load(self, path: Path) -> Game:
        """The game the record holds at its last position, ready to go on. Its seats
        are the record's, in the record's order (lexitile writes the first mover as
        ``#player1``), and the first of them moved first.

        Raises:
            InputFileError: not a GCG record, a record whose replay fails, a count
                exchange whose tiles the record does not tell, or one whose turns do not
                end as its replay through the engine: other final scores (a record whose
                running totals are wrong), game-over state or winners (the message names
                the file and, where there is one, the line).
            OSError: the file cannot be read.
        """
        return _last(self._positions(path))

    def replay(self, path: Path) -> Iterator[Game]:
        """The start position, then the game after each recorded turn; raises as :meth:`load`."""
        return self._positions(path)

    def _positions(self, path: Path) -> Iterator[Game]:
        record = _read(path)
        replayed = replay_record(record)
        if replayed.error is not None:
            raise InputFileError(f"does not replay: {replayed.error.message}", path, replayed.error.line)
        if replayed.rule_set is None:
            raise InputFileError("names no rules this lexitile knows", path)
        return _rebuild(record, replayed, path, self.lexicon)


def _read(path: Path) -> GcgRecord:
    try:
        return read_gcg(path)
    except GcgError as exc:
        raise InputFileError(f"not a GCG record: {exc.message}", path, exc.line) from None


def _last(positions: Iterator[Game]) -> Game:
    last = None
    for last in positions:  # noqa: B007 - the last position is the one wanted
        pass
    assert last is not None, "a replay yields at least the start position"
    return last


def _rebuild(
    record: GcgRecord,
    replayed: GameReplay,
    path: Path,
    lexicon: Container[str] | None,
) -> Iterator[Game]:
    """Make every turn of ``record`` through the engine under the rules it was played
    by (:func:`played_rules`): before each, the mover's rack is set to the rack the
    record gives (the tiles go back to the bag and the recorded ones come out of it);
    before the last, the others' racks to the ones its settlement counts, and a last
    exchange draws the tiles the mover's settled rack shows; a play that went out under
    challenge rules stands when the record ends the game there (nobody challenged it).
    Yields the position before the first turn and after each (the last with the
    ``#rackN`` racks of an unfinished game, ``lexicon`` attached and a fresh seed for the
    draws to come). A rack the record has not given yet (another seat's, between its
    turns) is any of the unseen tiles.

    Raises:
        InputFileError: a turn the engine refuses, racks the unseen tiles do not hold,
            a count exchange whose tiles the record does not tell, or an end (final
            scores, whether the game is over, its winners) other than the replay's.
    """
    game = Game(played_rules(replayed), record.nicks, first_player=0)
    turns = [e for e in record.events if e.kind in _TURNS]
    verdicts = _challenge_lines(record)
    yield game.copy()
    end_racks = _settled_racks(record)
    last = _last_own_turn(turns, replayed)
    for n, event in enumerate(turns):
        if n > last:
            # A challenger's turn lost after the play that went out (a failed double
            # challenge, GCG event types): the play stands and the game is settled.
            game.accept_play()
        else:
            try:
                _make_turn(game, record, event, verdicts.get(id(event)), end_racks if n == last else None)
            except LexitileError as exc:
                raise InputFileError(f"{event.move_text} does not load: {exc}", path, event.line) from None
        if n < len(turns) - 1:
            yield game.copy()
    if replayed.game_over and game.pending is not None and game.pending.went_out:
        game.accept_play()
    overtime = [0] * len(game.players)
    for event in record.events:
        if event.kind is EventKind.TIME_PENALTY:
            overtime[event.player] -= event.score
    if any(overtime):
        try:
            game.apply_time_penalties(overtime)
        except LexitileError as exc:
            line = next(e.line for e in record.events if e.kind is EventKind.TIME_PENALTY)
            raise InputFileError(f"(time) does not load: {exc}", path, line) from None
    pinned: set[int] = set()
    for seat, (rack, line) in record.last_racks.items():
        try:
            _set_rack(game, seat, rack, pinned)
        except LexitileError as exc:
            raise InputFileError(f"#rack{seat + 1} does not load: {exc}", path, line) from None
    resigned = _resigned_seat(record)
    if resigned is not None and not game.is_over:
        game.resign(resigned)
    _check_end(game, replayed, path, resigned is not None)
    game.lexicon = lexicon
    game.bag.script.clear()
    game.rng.seed(random.SystemRandom().randrange(2**63))
    yield game


def _make_turn(
    game: Game, record: GcgRecord, event: GcgEvent, verdict: GcgEvent | None, end_racks: dict[int, str] | None
) -> None:
    """Make one recorded turn: the mover's rack set to the recorded one, a challenged
    play judged by ``verdict``; ``end_racks`` (the last turn only): the racks the
    settlement counts, given to the other seats first, and a last exchange draws what
    makes the mover's.

    Raises:
        LexitileError: the engine refuses the turn, or the racks cannot be the record's.
    """
    pinned: set[int] = set()
    _set_rack(game, event.player, event.rack, pinned)
    for seat, rack in (end_racks or {}).items():
        if seat != event.player:
            _set_rack(game, seat, rack, pinned)
    if game.turn != event.player:
        raise LexitileError(f"seat {event.player + 1} moves but seat {game.turn + 1} is on turn")
    if event.kind is EventKind.PAID_EXCHANGE:
        game.paid_exchange(event.tiles)
    elif event.kind is EventKind.EXCHANGE:
        tiles = event.tiles if event.exchange_count is None else _counted_exchange(record, event)
        if end_racks and event.player in end_racks:
            _draw_for_exchange(game, event.rack, tiles, end_racks[event.player])
        make_move(game, BoardMove.parse(f"-{tiles}"))
    elif verdict is not None:
        _challenged_play(game, event, verdict)
    else:
        make_move(game, BoardMove.parse(event.move_text))


def played_rules(replayed: GameReplay) -> RuleSet:
    """The rule set a record's game was played under, as its replay read it: the one its
    ``lexitile:rules`` note names, else the GCG convention
    (:func:`~lexitile.games.crossword.records.recorded_rules.record_rule_set`), with the
    scoreless end the replay counted by (the note's; without a note, plays scoring 0
    count when the record has one, as GCG readers count them), the note's tie rule and
    paid exchange, and the settlement the record's end-rack lines write when a player
    went out: the player out gaining the others' racks while each loses their own (1x
    and -1x lines: the Mattel, Kreuzwort and Palavras Cruzadas texts, WESPA) or twice
    the others' racks (a 2x line: NASPA, GCG). A record without the note may have been
    played under either.

    Args:
        replayed: the record's replay (:func:`~lexitile.games.crossword.records.replay.replay_record`).
    """
    rules = replayed.rules
    note = replayed.recorded_rules
    if note is not None:
        end = note.end
        rules = rules.with_changes(
            scoreless_limit=end.turns,
            scoreless_kinds=end.kinds,
            scoreless_needs_empty_bag=end.needs_empty_bag,
            passes_to_end=end.passes,
            tie=note.tie,
            paid_exchange_points=note.paid_exchange,
        )
    elif any(e.kind is EventKind.PLAY and e.score == 0 for e in replayed.record.events):
        # Only then do the GCG readers' count and the GCG convention's rule set differ;
        # otherwise the rule set stays as it is, and so does the record written from it.
        rules = rules.with_changes(scoreless_kinds=replayed.scoreless_end.kinds)
    ended = replayed.outcome
    if ended is not None and not replayed.settled_by_rule and EndReason.of(ended) is EndReason.WENT_OUT:
        each_own = any(owns_rack(adjustment) for adjustment in ended.adjustments)
        rules = rules.with_changes(going_out=GoingOut.MATTEL if each_own else GoingOut.DOUBLE)
    return rules


def _check_end(game: Game, replayed: GameReplay, path: Path, resigned: bool) -> None:
    """Refuse a loaded game whose end is not the record's: other final scores, over
    when the record goes on (or the reverse; ``resigned``: the record ends with a
    resignation, which its replay shows as a note on a game that goes on), or other
    winners.

    Raises:
        InputFileError: naming the file and what differs, and the line of the record's
            first score or running total that the rules do not give, if there is one.
    """
    final = replayed.settled_scores
    if tuple(game.scores) != final:
        why = f"loads with the scores {tuple(game.scores)}, the record's replay gives {final}"
        if replayed.mismatches:
            # The replay goes on from a wrong total as written; the engine cannot.
            first = replayed.mismatches[0]
            if first.what == "score":
                wrong = f"score {first.recorded_score} here, where the rules give {first.computed_score}"
            else:
                wrong = (
                    f"running total {first.recorded_cumulative} here, where the rules give {first.computed_cumulative}"
                )
            raise InputFileError(f"{why}: it goes on from the record's {wrong}", path, first.line)
        raise InputFileError(why, path)
    if game.is_over != (replayed.game_over or resigned):
        state = "has ended where the record's replay goes on" if game.is_over else "goes on where the record ends"
        raise InputFileError(f"loads as a game that {state}", path)
    if game.outcome is not None and replayed.outcome is not None and game.outcome.winners != replayed.outcome.winners:
        won, recorded = ([s + 1 for s in o.winners] for o in (game.outcome, replayed.outcome))
        raise InputFileError(f"loads with the winning seats {won}, the record's replay gives {recorded}", path)


def _resigned_seat(record: GcgRecord) -> int | None:
    """The seat that resigned, when the record carries lexitile's resignation
    (:attr:`GcgRecord.resignation`: ``#note NICK resigned; the game ended here.`` on the
    last event, written by :func:`lexitile.games.crossword.records.gcg_writer.game_to_gcg`,
    or the description's ``NICK resigned before the first move``: GCG has no event for a
    resignation); ``None`` for any other record, including one whose note mentions
    resigning without starting with a seat's nick."""
    line = record.resignation
    if line is None:
        return None
    for seat, nick in enumerate(record.nicks):
        if line.startswith(f"{nick} resigned"):
            return seat
    return None


def _last_own_turn(turns: list[GcgEvent], replayed: GameReplay) -> int:
    """The index in ``turns`` of the last turn a seat made itself: the last, unless a
    player went out and passes follow (turns lost to a failed challenge of that play,
    which the replay allows there and nothing else)."""
    last = len(turns) - 1
    ended = replayed.outcome
    if ended is not None and ended.went_out is not None:
        while last > 0 and turns[last].kind is EventKind.PASS and turns[last].player != ended.went_out:
            last -= 1
    return last


def _challenge_lines(record: GcgRecord) -> dict[int, GcgEvent]:
    """Each challenged play (by ``id``) -> the challenge line right after it (the
    replay has checked that every challenge line follows a play: GCG event types,
    MAGPIE ``PHONY_TILES_RETURNED_WITHOUT_PLAY``, ``CHALLENGE_BONUS_WITHOUT_PLAY``)."""
    events = record.events
    return {
        id(play): line
        for play, line in pairwise(events)
        if play.kind is EventKind.PLAY and line.kind in _CHALLENGE_LINES
    }


def _challenged_play(game: Game, play: GcgEvent, verdict: GcgEvent) -> None:
    """Make ``play`` open to challenge (:meth:`Game.play`) and judge it as ``verdict``
    says (:meth:`Game.apply_verdict`; GCG event types): ``--`` withdraws it (the
    player's turn passes with their score before it), a ``(challenge)`` bonus gives its
    player the points, a negative ``(challenge)`` line costs the challenger them (the
    Mattel penalty). The game's rules and lexicon are not used to judge it.

    Raises:
        LexitileError: the engine refuses the play.
    """
    game.play(move_placement(game, BoardMove.parse(play.move_text)), open_to_challenge=True)
    after = (play.player + 1) % len(game.players)
    if verdict.kind is EventKind.WITHDRAWN:
        game.apply_verdict(after, withdrawn=True)
    elif verdict.kind is EventKind.CHALLENGE_BONUS:
        game.apply_verdict(after, withdrawn=False, rule=ChallengeRule.BONUS, points=verdict.score)
    else:
        game.apply_verdict(verdict.player, withdrawn=False, rule=ChallengeRule.PENALTY, points=-verdict.score)


def _counted_exchange(record: GcgRecord, exchange: GcgEvent) -> str:
    """The tiles of an exchange written as a count (``-3``): the ones that leave the rack
    before it (``?`` a blank) so that what is kept is on the player's next recorded rack.

    Raises:
        LexitileError: the rack before it is not recorded, or several choices (or none)
            of that many tiles fit the next rack.
    """
    count = exchange.exchange_count or 0
    if not exchange.rack_known:
        raise LexitileError(f"an exchange of {count} tiles from a rack the record does not give: which is not known")
    rack = Counter(exchange.rack)
    later = record.events[record.events.index(exchange) + 1 :]
    nxt = next(
        (e.rack for e in later if e.player == exchange.player and e.kind in _TURNS and e.rack_known),
        record.last_racks.get(exchange.player, ("", 0))[0],
    )
    if not nxt and count != rack.total():
        raise LexitileError(
            f"an exchange of {count} of {exchange.rack}: the player's next rack is not recorded, so which is not known"
        )
    fits = sorted(
        {
            "".join(tiles)
            for tiles in combinations(sorted(exchange.rack), count)
            if count == rack.total() or not (rack - Counter(tiles)) - Counter(nxt)
        }
    )
    if not fits:
        raise LexitileError(f"an exchange of {count} of {exchange.rack} keeps tiles the next rack {nxt} does not hold")
    if len(fits) > 1:
        shown = ", ".join(f"-{tiles}" for tiles in fits[:4]) + (" ..." if len(fits) > 4 else "")
        raise LexitileError(
            f"an exchange of {count} of {exchange.rack}: any of {shown} fits the next rack {nxt}, so which is not known"
        )
    return fits[0]


def _draw_for_exchange(game: Game, rack: str, tiles: str, after: str) -> None:
    """Make the next draw (an exchange of ``tiles`` from ``rack``, the Mattel order:
    draw, then return) take the tiles that turn the kept ones into ``after``, the rack
    the record settles.

    Raises:
        LexitileError: ``after`` does not keep the tiles left after the exchange, or
            the bag does not hold what it drew.
    """
    kept = Counter(rack) - Counter(tiles)
    drawn = Counter(after) - kept
    if kept - Counter(after) or drawn.total() != len(tiles):
        raise LexitileError(f"the exchange of {tiles} from {rack} cannot leave the rack {after} the record settles")
    if drawn - Counter(game.bag.tiles):
        raise LexitileError(f"the rack {after} after the exchange holds tiles that are not in the bag")
    game.bag.script.append(tuple(sorted(drawn.elements())))


def _settled_racks(record: GcgRecord) -> dict[int, str]:
    """The racks the record's settlement counts, by seat: a penalty line's own rack; with
    two seats, the points line's rack is the other seat's."""
    racks: dict[int, str] = {}
    for e in record.events:
        if e.kind is EventKind.END_RACK_PENALTY:
            racks[e.player] = e.tiles
        elif e.kind is EventKind.END_RACK_POINTS and len(record.players) == 2:
            racks.setdefault(1 - e.player, e.tiles)
    return racks


def _set_rack(game: Game, seat: int, rack: str, pinned: set[int]) -> None:
    """Give ``seat`` the rack ``rack`` (``?`` a blank): its tiles go back to the bag and
    the recorded ones come out of it, or off the rack of a seat not in ``pinned`` (whose
    rack the record has not given yet), which then draws as many from the bag.

    Raises:
        LexitileError: the unseen tiles do not hold that rack.
    """
    tiles = [BLANK if t == BLANK else t.upper() for t in rack]
    want = Counter(tiles)
    bag = Counter(game.bag.tiles) + Counter(game.racks[seat])
    short = want - bag
    lent: dict[int, int] = {}
    for other in range(len(game.racks)):
        if not short:
            break
        if other == seat or other in pinned:
            continue
        take = short & Counter(game.racks[other])
        if take:
            held = Counter(game.racks[other]) - take
            game.racks[other] = list(held.elements())
            lent[other] = take.total()
            bag += take
            short -= take
    if short:
        missing = "".join(sorted(short.elements()))
        raise LexitileError(f"the rack {rack} holds {missing}, which is not among the unseen tiles")
    rest = list((bag - want).elements())
    for other, count in lent.items():
        game.racks[other].extend(rest[-count:])
        del rest[-count:]
    game.bag.tiles = rest
    game.racks[seat] = tiles
    pinned.add(seat)


#: Everything the board game hands to the app, the commands, storage and the league.
CONTRACT: GameContract[Game, BoardMove, BoardOptions] = GameContract(
    mode="crossword",
    move_type=BoardMove,
    notation=notation,
    new_game=new_game,
    outcome=outcome,
    codec=BoardCodec(),
    robots=BoardRobots(),
    league=league,
)
