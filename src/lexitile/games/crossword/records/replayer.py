"""The events of a replay, one handler per kind: each checks what the GCG rules say
of it and recomputes its score (see :mod:`lexitile.games.crossword.records.replay` for the rules)."""

from __future__ import annotations

from collections import Counter

from lexitile.core.message import Message
from lexitile.errors import (
    IllegalMoveError,
    MoveSyntaxError,
)
from lexitile.games.crossword.records.gcg import GcgEvent
from lexitile.games.crossword.records.replay_result import Mismatch, ReplayStep
from lexitile.games.crossword.records.replay_state import END_RACK_KINDS, TURN_KINDS, ReplayState
from lexitile.games.crossword.rules.config import ScorelessKind
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.exchange import bag_needed_to_exchange
from lexitile.games.crossword.rules.placement import placement_from_notation
from lexitile.games.crossword.rules.scoring import score_words
from lexitile.games.crossword.rules.tiles import BLANK, missing_from_rack
from lexitile.games.crossword.rules.validate import check_placement, check_words
from lexitile.text.render import english


class Replayer(ReplayState):
    """The state machine of one replay (see :mod:`lexitile.games.crossword.records.replay` for the rules)."""

    # ------------------------------------------------------------------ main loop
    def run(self) -> None:
        r = self.r
        steps = r.steps
        for i, e in enumerate(self.events):
            self.line = e.line
            kind = e.kind
            p = e.player
            if kind in TURN_KINDS:
                self.check_turn(e)
            handler = _HANDLERS[kind]
            step = handler(self, i, e)
            self.check_conserved(e, step)
            step.bag = self.bag_count
            step.scoreless = self.scoreless
            # running total (GCG: event lines: CUMULATIVE = previous + SCORE; MAGPIE CUMULATIVE_SCORING_ERROR)
            total = self.totals[p]
            if e.cumulative != total:
                if not r.mismatches or r.mismatches[-1].event_index != i:
                    before = total - step.score
                    r.mismatches.append(
                        Mismatch(
                            e.line,
                            i,
                            "cumulative",
                            e.score,
                            step.score,
                            e.cumulative,
                            total,
                            "CUMULATIVE_SCORING_ERROR",
                            f"previous total {before} {'+' if step.score >= 0 else '-'} {abs(step.score)} = {total}",
                        )
                    )
                self.totals[p] = e.cumulative
            step.totals = tuple(self.totals)
            steps.append(step)
        self.finish()

    def check_turn(self, e: GcgEvent) -> None:
        """Turns go round the seats; none after the end (MAGPIE ``GAME_EVENT_OFF_TURN``,
        ``MOVE_EVENT_AFTER_GAME_END``)."""
        if self.r.game_over or self.scoreless_over():
            why = self.scoreless_reason() if self.scoreless_over() else Message("replay.the-end-rack-line")
            raise self.fail(
                Message("replay.after-game-end", {"kind": e.kind.value, "nick": e.nick, "why": why}),
                "MOVE_EVENT_AFTER_GAME_END",
            )
        if self.pending_out is not None and e.kind is not EventKind.PASS:
            # Only a pass (a failed double challenge of the last play, GCG: event types) may sit
            # between the play that went out and its end-rack line.
            raise self.fail(
                Message(
                    "replay.after-went-out", {"kind": e.kind.value, "nick": e.nick, "name": self.nick(self.pending_out)}
                ),
                "MOVE_EVENT_AFTER_GAME_END",
            )
        if not self.turn_seen:
            self.turn_seen = True
            if e.player != 0:
                self.warn("FIRST_PLAYER", Message("replay.warn-first-player", {"nick": e.nick, "number": e.player + 1}))
                self.turn = e.player
        if e.player != self.turn:
            raise self.fail(
                Message("replay.off-turn", {"kind": e.kind.value, "nick": e.nick, "name": self.nick(self.turn)}),
                "GAME_EVENT_OFF_TURN",
            )
        self.turn = (self.turn + 1) % self.n

    def mismatch(self, i: int, e: GcgEvent, computed: int, code: str, explanation: str | Message) -> None:
        """Keep a score that differs: ``explanation`` is the arithmetic (as written) or
        why the score must be what it is (a Message)."""
        why = explanation if isinstance(explanation, Message) else None
        text = english(explanation) if isinstance(explanation, Message) else explanation
        total = self.totals[e.player]
        self.r.mismatches.append(Mismatch(e.line, i, "score", e.score, computed, e.cumulative, total, code, text, why))

    # ------------------------------------------------------------------ events
    def play(self, i: int, e: GcgEvent) -> ReplayStep:
        """A tile placement: legal on the board, from the rack, rescored (GCG: event types, coordinates and the word field;
        MAGPIE ``MOVE_VALIDATION_ERROR``, ``RACK_NOT_IN_BAG``, ``MOVE_SCORING_ERROR``)."""
        rack = e.rack if e.rack_known else None
        if rack is not None:
            self.check_letters(rack, Message("replay.what-rack"))
            self.check_drawable(rack, Message("replay.what-rack"))
        board = self.board
        try:
            placement = placement_from_notation(board, e.coordinate, e.word)
            checked = check_placement(board, placement, self.tileset, rack)
        except MoveSyntaxError as exc:
            raise self.fail(
                Message("replay.malformed-play", {"coordinate": e.coordinate, "word": e.word, "problem": str(exc)}),
                "MOVE_VALIDATION_ERROR",
            ) from None
        except IllegalMoveError as exc:
            raise self.fail(
                Message(
                    "replay.illegal-play",
                    {"coordinate": e.coordinate, "word": e.word, "reason": exc.message, "code": exc.reason.value},
                ),
                "MOVE_VALIDATION_ERROR",
            ) from None
        if self.lexicon is not None and not self.wordsmog:
            nxt = self.events[i + 1] if i + 1 < len(self.events) else None
            withdrawn = nxt is not None and nxt.kind is EventKind.WITHDRAWN and nxt.player == e.player
            try:
                check_words(checked.word_texts, self.lexicon)
            except IllegalMoveError as exc:
                if not withdrawn:
                    raise self.fail(
                        Message(
                            "replay.not-a-word", {"coordinate": e.coordinate, "word": e.word, "reason": exc.message}
                        ),
                        "NOT_A_WORD",
                    ) from None
            else:
                if withdrawn:
                    self.warn(
                        "VALID_PHONY", Message("replay.warn-valid-phony", {"coordinate": e.coordinate, "word": e.word})
                    )
        rules = self.rule_set
        score = score_words(board, placement, checked.words, self.tileset, rules.rack_size, rules.bingo_bonus)
        p = e.player
        self.totals[p] += score.total
        if e.score != score.total:
            self.mismatch(i, e, score.total, "MOVE_SCORING_ERROR", score.explain())
        bag_before = self.bag_count
        k = len(placement.tiles)
        size = self.rack_sizes[p]
        self.before_play = (bag_before, size)
        if k > size:
            self.warn("RACK_SIZE", Message("replay.warn-rack-size", {"played": k, "nick": e.nick, "size": size}))
        # refill to a full rack (the same as drawing k tiles, unless an exchange from a
        # nearly empty bag shrank the rack: Kreuzwort)
        draw = min(max(k, rules.rack_size - max(0, size - k)), bag_before)
        self.rack_sizes[p] = max(0, size - k) + draw
        self.bag_count = bag_before - draw
        board.put(placement.tiles)
        bc = self.board_counts
        for _, _, t in placement.tiles:
            bc[BLANK if t.islower() else t] += 1
        step = ReplayStep(i, e, p, score.total, (), placement, score)
        step.removed = ()
        # GCG: event types, "Game end": out when the bag was empty and the rack is used up.
        self.pending_out = p if bag_before == 0 and k >= size else None
        self.scoreless_before_play = self.scoreless
        self.count_scoreless(ScorelessKind.ZERO_PLAY if score.total == 0 else None, p)
        return step

    def withdrawn(self, i: int, e: GcgEvent) -> ReplayStep:
        """``--``: takes the previous play off the board for minus its score (GCG: event types;
        MAGPIE ``validate_phony_tiles_returned_order``; old ``+0`` form from capp.gcg)."""
        j = self.previous_play(
            i, e.player, "phony", "PHONY_TILES_RETURNED_WITHOUT_PLAY", "INVALID_PHONY_TILES_PLAYER_INDEX"
        )
        play = self.events[j]
        if e.rack_known and play.rack_known and sorted(e.rack) != sorted(play.rack):
            raise self.fail(
                Message("replay.withdrawn-rack", {"rack": e.rack, "line": play.line, "played": play.rack}),
                "PHONY_TILES_RETURNED_MISMATCH",
            )
        played = self.r.steps[j]
        assert played.placement is not None
        self.board.remove(played.placement.tiles)
        bc = self.board_counts
        for _, _, t in played.placement.tiles:
            bc[BLANK if t.islower() else t] -= 1
        p = e.player
        self.bag_count, self.rack_sizes[p] = self.before_play
        computed = -played.score
        before_play = self.totals[p] - played.score
        self.totals[p] += computed
        if e.score != computed:
            if e.score == 0 and e.cumulative == before_play:
                pass  # old Quackle form: "-- +0" with the running total reset (capp.gcg)
            else:
                self.mismatch(
                    i,
                    e,
                    computed,
                    "PHONY_SCORE_INCORRECT",
                    Message(
                        "replay.withdrawing",
                        {"coordinate": play.coordinate, "word": play.word, "points": played.score},
                    ),
                )
        self.pending_out = None
        # A withdrawn phony is one scoreless turn (Macondo challenge.go).
        self.scoreless = self.scoreless_before_play
        self.count_scoreless(ScorelessKind.WITHDRAWN, p)
        return ReplayStep(i, e, p, computed, (), None, None, played.placement.tiles)

    def pass_(self, i: int, e: GcgEvent) -> ReplayStep:
        """``-``: a scoreless turn scoring 0 (GCG: event types)."""
        if e.score != 0:
            self.mismatch(i, e, 0, "SCORE_INCORRECT", Message("replay.pass-scores-0"))
        if e.rack_known:
            self.check_letters(e.rack, Message("replay.what-rack"))
            self.check_drawable(e.rack, Message("replay.what-rack"))
        # A turn lost to a wrong challenge (GcgEvent.lost_turn) is scoreless, but not one
        # of the player's own passes (Palavras: two in a row end).
        self.count_scoreless(ScorelessKind.PASS, e.player, lost_turn=e.lost_turn)
        return ReplayStep(i, e, e.player, 0, ())

    def exchange(self, i: int, e: GcgEvent) -> ReplayStep:
        """``-TILES`` or ``-N``: tiles from the rack, a scoreless turn scoring 0 (GCG: event types;
        MAGPIE ``MOVE_VALIDATION_ERROR`` for tiles not on the rack)."""
        self.swap_tiles(e)
        if e.score != 0:
            self.mismatch(i, e, 0, "SCORE_INCORRECT", Message("replay.exchange-scores-0"))
        self.count_scoreless(ScorelessKind.EXCHANGE, e.player)
        self.pending_out = None
        return ReplayStep(i, e, e.player, 0, ())

    def paid_exchange(self, i: int, e: GcgEvent) -> ReplayStep:
        """``-TILES -P``: lexitile's Kreuzwort paid exchange. The player on turn exchanges
        for points and moves again, so it is not a turn and does not count towards the
        scoreless end; the cost is checked against the ``lexitile:rules`` note's
        ``paid-exchange=P`` (the n-th of a player's paid exchanges costs n x P,
        :func:`lexitile.games.crossword.rules.exchange.paid_exchange_cost`)."""
        p = e.player
        if self.r.game_over or self.scoreless_over():
            raise self.fail(
                Message(
                    "replay.after-game-end",
                    {"kind": e.kind.value, "nick": e.nick, "why": Message("replay.the-end-rack-line")},
                ),
                "MOVE_EVENT_AFTER_GAME_END",
            )
        if self.turn_seen and p != self.turn:
            raise self.fail(
                Message("replay.off-turn", {"kind": e.kind.value, "nick": e.nick, "name": self.nick(self.turn)}),
                "GAME_EVENT_OFF_TURN",
            )
        points = self.rules.paid_exchange if self.rules is not None else 0
        if not points:
            raise self.fail(Message("replay.no-paid-exchange", {"nick": e.nick}), "MOVE_VALIDATION_ERROR")
        self.swap_tiles(e)
        before = sum(1 for ev in self.events[:i] if ev.kind is EventKind.PAID_EXCHANGE and ev.player == p)
        computed = -points * (before + 1)
        self.totals[p] += computed
        if e.score != computed:
            self.mismatch(
                i,
                e,
                computed,
                "SCORE_INCORRECT",
                Message("replay.paid-exchange-cost", {"n": before + 1, "points": -computed}),
            )
        return ReplayStep(i, e, p, computed, ())

    def swap_tiles(self, e: GcgEvent) -> None:
        """Check an exchange's tiles (on the rack, no more than a rack or the bag holds)
        and count what it does to the bag and the rack."""
        if e.rack_known:
            self.check_letters(e.rack, Message("replay.what-rack"))
            self.check_drawable(e.rack, Message("replay.what-rack"))
        if e.tiles:
            self.check_letters(e.tiles, Message("replay.what-exchanged"))
            if e.rack_known:
                missing = missing_from_rack(e.rack, e.tiles)
                if missing:
                    raise self.fail(
                        Message(
                            "replay.exchange-not-on-rack",
                            {
                                "tiles": e.tiles,
                                "rack": e.rack,
                                "missing": "".join(missing),
                                "code": "exchange-not-on-rack",
                            },
                        ),
                        "MOVE_VALIDATION_ERROR",
                    )
            n = len(e.tiles)
        else:
            n = e.exchange_count or 0
            if e.rack_known and n > len(e.rack):
                raise self.fail(
                    Message("replay.exchange-more-than-rack", {"n": n, "size": len(e.rack), "rack": e.rack}),
                    "MOVE_VALIDATION_ERROR",
                )
        rack_size = self.rule_set.rack_size
        if n > rack_size:
            raise self.fail(
                Message("replay.exchange-more-than-size", {"n": n, "size": rack_size}), "MOVE_VALIDATION_ERROR"
            )
        bag = self.bag_count
        # The rule set's bag minimum (Kreuzwort: any tile; GCG and Mattel: 7), the one
        # the engine refuses an exchange by; a record breaking it is still replayed.
        needed = bag_needed_to_exchange(self.rule_set)
        if bag < needed:
            self.warn(
                "EXCHANGE_BAG_TOO_SMALL", Message("replay.warn-exchange-small-bag", {"bag": bag, "needed": needed})
            )
        if n > bag:
            # Fewer tiles in the bag than exchanged (Kreuzwort allows exchanging while any
            # tile is left): the new tiles are drawn first, so the rack shrinks.
            p = e.player
            self.rack_sizes[p] = max(0, self.rack_sizes[p] - n + bag)
            self.bag_count = n

    def challenge(self, i: int, e: GcgEvent) -> ReplayStep:
        """``(challenge)``: a bonus for the player of the play just before (GCG: event types; MAGPIE
        ``validate_challenge_bonus_order``), or a negative line for the challenger."""
        p = e.player
        if e.kind is EventKind.CHALLENGE_BONUS:
            self.previous_play(
                i, p, "challenge", "CHALLENGE_BONUS_WITHOUT_PLAY", "INVALID_CHALLENGE_BONUS_PLAYER_INDEX"
            )
        else:
            # A negative "(challenge)" line: the challenger loses points for a failed challenge.
            j = i - 1
            if j < 0 or self.events[j].kind is not EventKind.PLAY or self.events[j].player == p:
                raise self.fail(Message("replay.penalty-without-play"), "CHALLENGE_BONUS_WITHOUT_PLAY")
            self.warn(
                "CHALLENGE_PENALTY", Message("replay.warn-challenge-penalty", {"nick": e.nick, "points": -e.score})
            )
        self.totals[p] += e.score
        return ReplayStep(i, e, p, e.score, ())

    def end_points(self, i: int, e: GcgEvent) -> ReplayStep:
        """``(TILES)`` with an empty rack: 2x the tiles (NASPA, MAGPIE ``RACK_END_POINTS_INCORRECT``)
        or 1x when an opponent's -1x line follows (WESPA style, a GCG dialect), for the player who went out."""
        p = e.player
        prev = self.events[i - 1] if i else None
        repeated = prev is not None and prev.kind is EventKind.END_RACK_POINTS and prev.player == p and self.n > 2
        if self.pending_out != p and not repeated:
            if self.r.game_over:
                why = Message("replay.already-ended")
            elif self.pending_out is not None:
                why = Message("replay.other-went-out", {"name": self.nick(self.pending_out), "nick": e.nick})
            elif self.bag_count:
                why = Message("replay.tiles-in-bag", {"n": self.bag_count})
            else:
                why = Message("replay.not-played-out", {"nick": e.nick})
            raise self.fail(
                Message("replay.points-too-early", {"nick": e.nick, "why": why}), "END_GAME_EVENT_BEFORE_GAME_END"
            )
        self.check_letters(e.tiles, Message("replay.what-end-rack"))
        self.check_drawable(e.tiles, Message("replay.what-end-rack"))
        if self.n == 2 and not repeated:
            left = Counter(self.counts)
            left.subtract(self.board_counts)
            left = +left
            if Counter(e.tiles) != left:
                shown = "".join(sorted(left.elements()))
                self.warn("END_RACK_TILES", Message("replay.warn-end-rack-tiles", {"tiles": e.tiles, "left": shown}))
        value = self.tileset.rack_value(e.tiles)
        later_penalty = any(x.kind is EventKind.END_RACK_PENALTY and x.player != p for x in self.events[i + 1 :])
        if e.score == 2 * value:
            computed = 2 * value
        elif e.score == value and later_penalty:
            computed = value  # WESPA style: 1x here, -1x for the opponent (fivepoint.gcg)
        else:
            factor = 1 if later_penalty else 2
            computed = factor * value
            self.totals[p] += computed
            self.mismatch(i, e, computed, "RACK_END_POINTS_INCORRECT", f"{factor} x ({e.tiles}) = {factor} x {value}")
            self.totals[p] -= computed
        self.totals[p] += computed
        self.r.game_over = True
        self.out_player = p
        self.pending_out = None
        return ReplayStep(i, e, p, computed, ())

    def end_penalty(self, i: int, e: GcgEvent) -> ReplayStep:
        """``RACK (RACK)``: minus the own rack after six scoreless turns or, WESPA style, after
        the end-rack points (GCG: event types; MAGPIE ``END_RACK_PENALTY_INCORRECT``)."""
        p = e.player
        if e.rack_known and sorted(e.rack) != sorted(e.tiles):
            raise self.fail(
                Message("replay.penalty-rack-differs", {"rack": e.rack, "tiles": e.tiles}), "PLAYED_LETTERS_NOT_IN_RACK"
            )
        six_zero = self.scoreless_over()
        wespa = self.r.game_over and self.out_player is not None and self.out_player != p
        if not (six_zero or wespa):
            if self.r.game_over:
                why = Message("replay.went-out", {"nick": e.nick})
            elif self.rules is None:
                why = Message("replay.only-scoreless", {"n": self.scoreless})
            else:
                why = Message(
                    "replay.only-scoreless-rules",
                    {"n": self.scoreless, "rule": self.rules.describe(), "rules": self.rules.name},
                )
            raise self.fail(
                Message("replay.penalty-too-early", {"nick": e.nick, "why": why}), "END_GAME_EVENT_BEFORE_GAME_END"
            )
        if p in self.penalised:
            raise self.fail(Message("replay.second-end-penalty", {"nick": e.nick}), "REDUNDANT_END_RACK_PENALTY")
        self.check_letters(e.tiles, Message("replay.what-end-rack"))
        self.check_drawable(e.tiles, Message("replay.what-end-rack"))
        value = self.tileset.rack_value(e.tiles)
        computed = -value
        self.totals[p] += computed
        if e.score != computed:
            self.mismatch(i, e, computed, "END_RACK_PENALTY_INCORRECT", f"-1 x ({e.tiles}) = -{value}")
        self.penalised.add(p)
        if six_zero:
            self.r.game_over = True
        return ReplayStep(i, e, p, computed, ())

    def time_penalty(self, i: int, e: GcgEvent) -> ReplayStep:
        """``(time)``: negative, once per player, after every other line of the game (GCG: event types;
        MAGPIE ``PREMATURE_TIME_PENALTY``, ``GAME_REDUNDANT_TIME_PENALTY``)."""
        p = e.player
        if p in self.timed:
            raise self.fail(Message("replay.second-time-penalty", {"nick": e.nick}), "GAME_REDUNDANT_TIME_PENALTY")
        if e.score > 0:
            raise self.fail(
                Message("replay.time-penalty-positive", {"points": f"{e.score:+d}"}), "TIME_PENALTY_POSITIVE"
            )
        later = self.events[i + 1 :]
        turn = next((x for x in later if x.kind in TURN_KINDS), None)
        if turn is not None:
            raise self.fail(
                Message("replay.time-penalty-before-turn", {"kind": turn.kind.value, "line": turn.line}),
                "END_GAME_EVENT_BEFORE_GAME_END",
            )
        end = next((x for x in later if x.kind in END_RACK_KINDS), None)
        if end is not None:
            raise self.fail(
                Message("replay.time-penalty-before-end-rack", {"line": end.line}), "PREMATURE_TIME_PENALTY"
            )
        if not (self.r.game_over or self.scoreless_over()):
            self.warn("TIME_PENALTY_ENDS_GAME", Message("replay.warn-time-penalty-ends-game"))
        self.totals[p] += e.score
        self.timed.add(p)
        self.r.game_over = True
        return ReplayStep(i, e, p, e.score, ())


_HANDLERS = {
    EventKind.PLAY: Replayer.play,
    EventKind.WITHDRAWN: Replayer.withdrawn,
    EventKind.PASS: Replayer.pass_,
    EventKind.EXCHANGE: Replayer.exchange,
    EventKind.PAID_EXCHANGE: Replayer.paid_exchange,
    EventKind.CHALLENGE_BONUS: Replayer.challenge,
    EventKind.CHALLENGE_PENALTY: Replayer.challenge,
    EventKind.END_RACK_POINTS: Replayer.end_points,
    EventKind.END_RACK_PENALTY: Replayer.end_penalty,
    EventKind.TIME_PENALTY: Replayer.time_penalty,
}
