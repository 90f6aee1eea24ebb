"""The state of one replay and its end: what the replayer of
:mod:`lexitile.games.crossword.records.replayer` knows between events (board, totals, bag and rack
sizes, scoreless turns), the checks every event shares, and how a finished record is
settled (the shared :class:`~lexitile.core.game_contract.Outcome`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Container

from lexitile.core.game_contract import Adjustment
from lexitile.core.message import Message
from lexitile.games.crossword.records.gcg import GcgError, GcgEvent, GcgWarning
from lexitile.games.crossword.records.recorded_rules import RecordedRules
from lexitile.games.crossword.records.replay_result import GameReplay, ReplayStep
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import ScorelessKind
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.outcome import OVERTIME, EndReason, TieRule, rack_adjustment, settled_outcome
from lexitile.games.crossword.rules.scoreless import ScorelessEnd
from lexitile.games.crossword.rules.settlement import scoreless_settlement, settlement_order, went_out_settlement
from lexitile.games.crossword.rules.tiles import BLANK

TURN_KINDS = frozenset({EventKind.PLAY, EventKind.PASS, EventKind.EXCHANGE})
END_RACK_KINDS = frozenset({EventKind.END_RACK_POINTS, EventKind.END_RACK_PENALTY})


class ReplayState:
    """The state of one replay, its shared checks and its end (see
    :mod:`lexitile.games.crossword.records.replay` for the rules)."""

    def __init__(self, result: GameReplay, lexicon: Container[str] | None):
        self.r = result
        rec = result.record
        self.rec = rec
        self.path = rec.path
        self.events = rec.events
        self.lexicon = lexicon
        self.tileset = result.tileset
        # rack size, bingo bonus, exchange minimum and settlement (the record's rule set)
        self.rule_set = result.rules
        rack_size = self.rule_set.rack_size
        self.counts = result.tileset.counts
        self.total_tiles = result.tileset.total
        self.board = Board(result.layout)
        self.n = len(rec.players)
        self.totals = [0] * self.n
        self.board_counts: Counter[str] = Counter()
        self.turn = 0
        self.turn_seen = False
        self.scoreless = 0
        self.scoreless_before_play = 0
        # Tiles in the bag and on each rack follow from the plays alone: everybody
        # starts with a full rack, a play of k tiles draws min(k, bag) (GCG: event types, "Game end").
        self.bag_count = max(0, self.total_tiles - rack_size * self.n)
        self.rack_sizes = [min(rack_size, self.total_tiles // max(self.n, 1))] * self.n
        self.before_play = (0, 0)
        self.pending_out: int | None = None
        self.out_player: int | None = None
        self.penalised: set[int] = set()
        self.timed: set[int] = set()
        self.line = 0
        self.wordsmog = (rec.value("game-type") or "").lower().startswith("wordsmog")
        # lexitile games under other end-of-game rules (RecordedRules); None: six in a row
        self.rules: RecordedRules | None = result.recorded_rules
        self.passes_in_a_row = [0] * self.n

    # ------------------------------------------------------------------ helpers
    def fail(self, why: Message, code: str) -> GcgError:
        return GcgError(why, self.path, self.line, code)

    def warn(self, code: str, why: Message) -> None:
        self.r.warnings.append(GcgWarning.of(self.line, code, why))

    def nick(self, seat: int) -> str:
        return self.rec.players[seat].nick

    def count_scoreless(self, kind: ScorelessKind | None, seat: int, lost_turn: bool = False) -> None:
        """Count a turn of ``kind`` (``None``: a play that scored points) towards the
        scoreless end, by the engine's count (:class:`ScorelessEnd`) under the
        ``lexitile:rules`` note's rule, else the GCG way (passes, exchanges, withdrawals
        and plays scoring 0 count). A turn lost to a wrong challenge (``lost_turn``) is
        a scoreless pass but not one of the seat's own passes in a row."""
        if not lost_turn:
            self.passes_in_a_row[seat] = ScorelessEnd.next_passes(self.passes_in_a_row[seat], kind)
        self.scoreless = self.scoreless_end.next_count(self.scoreless, kind)

    @property
    def scoreless_end(self) -> ScorelessEnd:
        """The record's scoreless rule: its ``lexitile:rules`` note's, else the GCG readers'
        (six in a row; plays scoring 0 count too)."""
        return self.r.scoreless_end

    def scoreless_over(self) -> bool:
        """True once scoreless turns have ended the game."""
        return self.scoreless_end.over(self.scoreless, self.bag_count, self.passes_in_a_row)

    def scoreless_reason(self) -> Message:
        """Why scoreless turns ended the game."""
        rules = self.rules
        if rules is None:
            return Message("replay.six-scoreless")
        seat = rules.end.ended_by_passes(self.passes_in_a_row)
        if seat is not None:
            return Message(
                "replay.passes-in-a-row", {"name": self.nick(seat), "n": rules.passes or 0, "rules": rules.name}
            )
        return Message("replay.scoreless-in-a-row", {"n": self.scoreless, "rules": rules.name})

    def check_letters(self, tiles: str, what: Message) -> None:
        counts = self.counts
        for ch in tiles:
            if ch != BLANK and ch not in counts:
                raise self.fail(
                    Message(
                        "replay.unknown-letter",
                        {"what": what, "tiles": tiles, "letter": ch, "tileset": self.tileset.name},
                    ),
                    "UNKNOWN_LETTER",
                )

    def check_drawable(self, tiles: str, what: Message) -> None:
        """Rack plus board must not exceed the tile set (MAGPIE ``RACK_NOT_IN_BAG``)."""
        counts = self.counts
        on_board = self.board_counts
        for ch, k in Counter(tiles).items():
            have = counts.get(ch, 0)
            if k + on_board[ch] > have:
                raise self.fail(
                    Message(
                        "replay.not-drawable",
                        {
                            "what": what,
                            "tiles": tiles,
                            "n": k,
                            "letter": ch,
                            "on_board": on_board[ch],
                            "tileset": self.tileset.name,
                            "have": have,
                        },
                    ),
                    "RACK_NOT_IN_BAG",
                )

    def check_conserved(self, e: GcgEvent, step: ReplayStep) -> None:
        """After every event the board plus the tiles the record puts on the player's
        rack fit in the tile set, blanks counted as blanks (a record without racks can
        otherwise play a letter more often than the set holds it)."""
        held: Counter[str] = Counter()
        if e.rack_known and (e.kind in TURN_KINDS or e.kind is EventKind.PAID_EXCHANGE):
            held.update(e.rack)
            if step.placement is not None:
                held.subtract(BLANK if t.islower() else t for _, _, t in step.placement.tiles)
            elif e.kind in (EventKind.EXCHANGE, EventKind.PAID_EXCHANGE) and e.tiles:
                held.subtract(e.tiles)
            held = +held
        counts = self.counts
        for tile, k in sorted(self.board_counts.items()):
            have = counts.get(tile, 0)
            on_rack = held[tile]
            if k + on_rack <= have:
                continue
            name: Message | str = Message("replay.blanks", {"tile": tile}) if tile == BLANK else tile
            what = Message("replay.board-holds", {"n": k, "tile": name})
            if on_rack:
                what = Message(
                    "replay.board-and-rack-hold",
                    {"n": k, "rack": e.rack, "on_rack": on_rack, "total": k + on_rack, "tile": name},
                )
            raise self.fail(
                Message(
                    "replay.tiles-exceed-set",
                    {"move": e.move_text, "what": what, "tileset": self.tileset.name, "have": have},
                ),
                "TILES_EXCEED_SET",
            )

    def previous_play(self, i: int, seat: int, kind: str, without_code: str, wrong_code: str) -> int:
        """Index of the play a challenge line or a withdrawal refers to: the event right
        before it (MAGPIE ``validate_challenge_bonus_order`` /
        ``validate_phony_tiles_returned_order``)."""
        j = i - 1
        if kind == "challenge":
            while j >= 0 and self.events[j].kind is EventKind.CHALLENGE_BONUS and self.events[j].player == seat:
                j -= 1
        label = Message("replay.label-challenge-bonus" if kind == "challenge" else "replay.label-withdrawn")
        if j < 0 or self.events[j].kind is not EventKind.PLAY:
            what = (
                Message("replay.follows-nothing")
                if j < 0
                else Message("replay.follows-event", {"kind": self.events[j].kind.value, "line": self.events[j].line})
            )
            raise self.fail(Message("replay.without-play", {"label": label, "what": what}), without_code)
        if self.events[j].player != seat:
            raise self.fail(
                Message(
                    "replay.wrong-player",
                    {
                        "label": label,
                        "name": self.nick(seat),
                        "line": self.events[j].line,
                        "other": self.nick(self.events[j].player),
                    },
                ),
                wrong_code,
            )
        return j

    def finish(self) -> None:
        """Check the last racks of an unfinished game (MAGPIE ``RACK_NOT_IN_BAG``)."""
        rec = self.rec
        racks = rec.last_racks
        # Each last rack must be drawable on its own (MAGPIE RACK_NOT_IN_BAG); the two
        # together may overlap (macondo incomplete_elise.gcg), so they are not summed.
        for seat in sorted(racks):
            rack, line = racks[seat]
            self.line = line
            what = Message("replay.what-last-rack", {"n": seat + 1})
            self.check_letters(rack, what)
            self.check_drawable(rack, what)
        if self.scoreless_over():
            self.r.game_over = True
        r = self.r
        r.scoreless = self.scoreless
        if self.pending_out is not None and not self.resigned():
            r.game_over = True  # out with the bag empty: the end-rack line may be missing
        over = r.game_over
        r.to_move = None if over else self.turn
        if r.error is None and over:
            self.decide()

    # ------------------------------------------------------------------ the end
    def resigned(self) -> bool:
        """True when the record says a player resigned (:attr:`GcgRecord.resignation`:
        GCG has no event for it)."""
        return self.rec.resignation is not None

    def tie_rule(self) -> TieRule:
        return self.rules.tie if self.rules is not None else TieRule.DRAW

    def decide(self) -> None:
        """The outcome of a finished record: the end-rack lines as written, else the
        settlement the rules apply at the end the record stops at."""
        r = self.r
        steps = r.steps
        ends = [k for k, s in enumerate(steps) if s.event.kind in END_RACK_KINDS]
        if ends:
            first = ends[0]
            before = steps[first - 1].totals if first else (0,) * self.n
            rack = tuple(
                rack_adjustment(
                    steps[k].player,
                    steps[k].score,
                    steps[k].event.tiles,
                    own_rack=steps[k].event.kind is EventKind.END_RACK_PENALTY,
                )
                for k in ends
            )
            overtime = tuple(
                Adjustment(s.player, s.score, OVERTIME)
                for s in steps[first:]
                if s.event.kind is EventKind.TIME_PENALTY and s.score
            )
            went_out = any(steps[k].event.kind is EventKind.END_RACK_POINTS for k in ends)
            reason = EndReason.WENT_OUT if went_out else EndReason.SCORELESS
            r.outcome = settled_outcome(reason, self.out_player, before, (*rack, *overtime), self.tie_rule())
            return
        if self.resigned():
            return  # a resignation ends the game with no rack settlement
        if self.pending_out is not None:
            self.settle_went_out(self.pending_out)
        elif self.scoreless_over():
            self.settle_scoreless()

    def rack_left(self, seat: int) -> str | None:
        """The rack ``seat`` holds at the end, as far as the record tells: ``#rackN``, the
        rack of a last pass, a play's leave from an empty bag, the rack a withdrawn
        play went back to; ``None`` when unknown (after an exchange or a draw)."""
        if seat in self.rec.last_racks:
            return self.rec.last_racks[seat][0]
        steps = self.r.steps
        for k in range(len(steps) - 1, -1, -1):
            step = steps[k]
            e = step.event
            if e.player != seat or e.kind not in (TURN_KINDS | {EventKind.WITHDRAWN}):
                continue
            if not e.rack_known:
                return None
            if e.kind in (EventKind.PASS, EventKind.WITHDRAWN):
                return e.rack
            bag_before = steps[k - 1].bag if k else max(0, self.total_tiles - self.rule_set.rack_size * self.n)
            if e.kind is EventKind.PLAY and step.placement is not None and bag_before == 0:
                left = Counter(e.rack)
                left.subtract(BLANK if t.islower() else t for _, _, t in step.placement.tiles)
                return "".join((+left).elements())
            return None
        return None

    def tiles_off_board(self) -> Counter[str]:
        left = Counter(self.counts)
        left.subtract(self.board_counts)
        return +left

    def settle_scoreless(self) -> None:
        """Each player loses their own rack, the player on turn first
        (:func:`~lexitile.games.crossword.rules.settlement.scoreless_settlement`), when every rack is known."""
        racks: list[str | None] = [self.rack_left(seat) for seat in range(self.n)]
        if self.bag_count == 0 and racks.count(None) == 1:
            # the one rack not recorded is what is left off the board and the other racks
            left = self.tiles_off_board()
            for rack in racks:
                if rack is not None:
                    left.subtract(rack)
            racks[racks.index(None)] = "".join(sorted((+left).elements()))
        why = self.scoreless_reason()
        known = [rack for rack in racks if rack is not None]
        if len(known) < self.n:
            self.warn_unknown([seat for seat in settlement_order(self.n, self.turn) if racks[seat] is None], why)
            return
        self.settle(EndReason.SCORELESS, None, scoreless_settlement(self.rule_set, self.turn, known), why)

    def settle_went_out(self, seat: int) -> None:
        """The settlement of the record's rule set
        (:func:`~lexitile.games.crossword.rules.settlement.went_out_settlement`). Only in a two-player
        game do the tiles off the board tell the other rack."""
        why = Message("replay.went-out", {"nick": self.nick(seat)})
        if self.n > 2:
            self.warn_unknown(settlement_order(self.n, seat)[1:], why)
            return
        racks = [""] * self.n
        racks[1 - seat] = "".join(sorted(self.tiles_off_board().elements()))
        self.settle(EndReason.WENT_OUT, seat, went_out_settlement(self.rule_set, seat, racks), why)

    def warn_unknown(self, seats: list[int], why: Message) -> None:
        """The record ends the game where the rules settle it, but the racks of
        ``seats`` are not recorded: no outcome, a warning."""
        r = self.r
        at = r.steps[-1].event.line if r.steps else None
        racks = tuple(Message("replay.nick-rack", {"nick": self.nick(seat)}) for seat in seats)
        missing = Message("replay.warn-end-racks-unknown", {"why": why, "racks": racks, "n": len(seats)})
        r.warnings.append(GcgWarning.of(at, "END_RACK_MISSING", missing))

    def settle(
        self, reason: EndReason, went_out: int | None, adjustments: tuple[Adjustment, ...], why: Message
    ) -> None:
        """Apply the settlement the record does not write, and say so (``END_RACK_MISSING``)."""
        r = self.r
        at = r.steps[-1].event.line if r.steps else None
        r.outcome = settled_outcome(reason, went_out, self.totals, adjustments, self.tie_rule())
        r.settled_by_rule = True
        shown = tuple(
            Message("replay.adjustment", {"nick": self.nick(a.seat), "points": f"{a.points:+d}", "tiles": a.detail})
            for a in adjustments
        )
        settled = Message("replay.warn-settled-by-rule", {"why": why, "adjustments": shown})
        r.warnings.append(GcgWarning.of(at, "END_RACK_MISSING", settled))
