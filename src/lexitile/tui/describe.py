"""Words for what happened: history rows, move breakdowns, the end of the game.

Plain text only (no Textual), shared by the widgets and screens and tested directly.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.rules.config import ChallengeRule, GoingOut, RuleSet, WordCheck
from lexitile.rules.events import Event, EventKind
from lexitile.tui.session import GameSummary

# --------------------------------------------------------------------------- rules


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _challenge_text(rules: RuleSet) -> str:
    rule, points = rules.challenge_rule, rules.challenge_points
    if rule is ChallengeRule.LOSE_TURN:
        return "a wrong challenge costs the challenger their next turn (double challenge)"
    if rule is ChallengeRule.BONUS:
        return f"a wrong challenge gives the challenged player {points} points"
    if not points:
        return "a wrong challenge costs nothing"
    return f"a wrong challenge costs the challenger {_plural(points, 'point')}"


def _scoreless_text(rules: RuleSet) -> str:
    kinds = ", ".join(k.value for k in sorted(rules.scoreless_kinds, key=lambda k: k.value)) or "none"
    if rules.scoreless_limit is not None:
        turns = f"{rules.scoreless_limit} scoreless turns in a row"
    else:
        turns = f"{rules.scoreless_rounds} scoreless turns in a row by every player"
    bag = ", once the bag is empty" if rules.scoreless_needs_empty_bag else ""
    return f"the game ends after {turns}{bag} (counted: {kinds})"


#: One sentence per rule switch, from the RuleSet fields: ``(key, text)``. The keys
#: group fields that read as one rule (the challenge penalty is a rule and a number).
_SWITCHES = (
    ("board", lambda r: f"board {r.layout.name}, {r.layout.cols} columns x {r.layout.rows} rows"
     + (f", {len(r.layout.exchange_squares)} EX squares" if r.layout.exchange_squares else "")),
    ("tiles", lambda r: f"tile set {r.tileset.name}, {r.tileset.total} tiles"),
    ("rack", lambda r: f"racks of {r.rack_size} tiles; playing all of them scores {r.bingo_bonus} extra"),
    ("first", lambda r: f"the first play covers the start square with at least {_plural(r.first_play_min_tiles, 'tile')}"),
    ("exchange", lambda r: f"exchanging needs at least {_plural(max(1, r.exchange_min_bag), 'tile')} in the bag"
     + (f", at most {r.max_exchanges} times per player" if r.max_exchanges is not None else "")),
    ("scoreless", _scoreless_text),
    ("passes", lambda r: f"a player who passes {r.passes_to_end} times in a row ends the game"
     if r.passes_to_end else "passing never ends the game by itself"),
    ("going-out", lambda r: "the player who goes out gains twice the others' racks; nobody loses their own"
     if r.going_out is GoingOut.DOUBLE else
     "each player loses their own rack; the player who goes out gains the others' racks"),
    ("words", lambda r: "words are judged only when an opponent challenges"
     if r.word_check is WordCheck.CHALLENGE else "a play with a word not in the word list is refused"),
    ("challenge", _challenge_text),
    ("window", lambda r: f"each opponent accepts or challenges within {r.challenge_seconds} s, else accepts"
     if r.challenge_seconds else "a play may be challenged until the next move starts"),
    ("undo", lambda r: "the player who just played may take the play back if every opponent agrees"
     if r.undo_by_agreement else "a play cannot be taken back"),
)


def rule_switches(rules: RuleSet) -> list[tuple[str, str]]:
    """Every rule switch of ``rules`` as ``(key, sentence)``, computed from its fields."""
    return [(key, text(rules)) for key, text in _SWITCHES]


def rule_differences(rules: RuleSet, default: RuleSet) -> list[tuple[str, str]]:
    """How ``rules`` differs from ``default``: ``(this rule, the default's)`` for every
    switch that differs (``("exchanging needs at least 1 tile in the bag",
    "exchanging needs at least 7 tiles in the bag")``), computed from the RuleSet
    fields, never written by hand. Empty when they play alike."""
    theirs = dict(rule_switches(default))
    return [(text, theirs[key]) for key, text in rule_switches(rules) if text != theirs[key]]


def history_move(event: Event) -> str:
    """The move column as shown to everyone at the table: GCG notation, except that
    an exchange shows only how many tiles (``-3``), since the others must not learn them."""
    if event.kind is EventKind.EXCHANGE:
        return f"-{len(event.tiles)}"
    return event.move_text


def history_row(event: Event, players: Sequence[str], width: int = 6) -> tuple[str, str, str, str]:
    """``(player, move, score, total)`` for the history table.

    Args:
        event: the event.
        players: seat names.
        width: characters of the player's name to show.
    """
    return (players[event.player][:width], history_move(event), f"{event.score:+d}", str(event.cumulative))


def breakdown_lines(event: Event, players: Sequence[str]) -> list[str]:
    """The itemised explanation of one event, one line per word or item."""
    name = players[event.player]
    if event.kind is EventKind.PLAY:
        lines = [f"{name}: {event.move_text}  {event.score:+d}"]
        if event.breakdown is not None:
            lines += [f"  {w.explain()}" for w in event.breakdown.words]
            if event.breakdown.bingo:
                lines.append(f"  bingo +{event.breakdown.bingo}")
        return lines
    if event.kind is EventKind.EXCHANGE:
        n = len(event.tiles)
        return [f"{name} exchanged {n} tile{'s' if n != 1 else ''}  +0"]
    if event.kind is EventKind.PASS:
        return [f"{name} passed  +0"] + ([f"  ({event.note})"] if event.note else [])
    if event.kind is EventKind.WITHDRAWN:
        return [f"{name}: play withdrawn after a successful challenge  {event.score:+d}"]
    if event.kind is EventKind.CHALLENGE_PENALTY:
        return [f"{name}: wrong challenge  {event.score:+d}"]
    if event.kind is EventKind.CHALLENGE_BONUS:
        return [f"{name}: challenge bonus (the play was valid)  {event.score:+d}"]
    if event.kind is EventKind.TIME_PENALTY:
        return [f"{name}: overtime on the game clock  {event.score:+d}"]
    if event.kind is EventKind.END_RACK_PENALTY:
        return [f"{name} loses {-event.score} for the tiles left: {event.tiles or '-'}"]
    if event.kind is EventKind.END_RACK_POINTS:
        return [f"{name} gains {event.score} for the others' tiles: {event.tiles or '-'}"]
    return [f"{name}: {event.move_text}  {event.score:+d}"]


def last_move_line(event: Event | None, players: Sequence[str]) -> str:
    """One sentence about a turn (for the curtain): ``Ann played 8D JOKE for 46.``"""
    if event is None:
        return "No moves yet."
    name = players[event.player]
    if event.kind is EventKind.PLAY:
        return f"{name} played {event.move_text} for {event.score}."
    if event.kind is EventKind.EXCHANGE:
        n = len(event.tiles)
        return f"{name} exchanged {n} tile{'s' if n != 1 else ''}."
    if event.kind is EventKind.PASS:
        if "wrong challenge" in event.note:
            return f"{name} lost the turn (wrong challenge)."
        if "time ran out" in event.note:
            return f"{name}'s time ran out: a pass."
        return f"{name} passed."
    if event.kind is EventKind.WITHDRAWN:
        return f"{name}'s play was challenged off and withdrawn."
    if event.kind is EventKind.CHALLENGE_PENALTY:
        return f"{name} challenged a valid play: {event.score:+d}."
    return f"{name}: {event.move_text} {event.score:+d}."


def ending_lines(
    summary: GameSummary, players: Sequence[str], scoreless_turns: int | None = None, why_text: str | None = None
) -> dict[str, list[str]]:
    """The game-over text in sections: ``why``, ``settlement``, ``scores``, ``result``.

    Args:
        summary: how the game ended.
        players: seat names.
        scoreless_turns: the number of scoreless turns that ended the game (for the text).
        why_text: a more exact reason than the summary's, if known (e.g. a player who
            passed twice in a row under the Palavras Cruzadas rules).
    """
    why: list[str]
    if summary.reason == "aborted":
        return {
            "why": ["The game was annulled by agreement of every player."],
            "settlement": ["No result: nobody wins or loses, and the game counts in no statistics."],
            "scores": [f"{players[i]:<20} {summary.final_scores[i]:>5}" for i in range(len(players))],
            "result": ["Annulled."],
        }
    if why_text:
        why = [why_text]
    elif summary.reason == "went-out":
        assert summary.went_out is not None
        why = [f"{players[summary.went_out]} played out with the bag empty."]
    elif summary.reason == "scoreless":
        n = f"{scoreless_turns} " if scoreless_turns else ""
        why = [f"{n}scoreless turns in a row (passes or exchanges) ended the game."]
    else:
        assert summary.resigned is not None
        why = [f"{players[summary.resigned]} resigned."]
    settlement = []
    for adj in summary.adjustments:
        name = players[adj.player]
        if adj.own_rack:
            settlement.append(f"{name} {adj.points:+d}  (own tiles left: {adj.tiles or 'none'})")
        else:
            settlement.append(f"{name} {adj.points:+d}  (the others' tiles: {adj.tiles or 'none'})")
    if not settlement:
        settlement = ["No rack settlement." if summary.reason == "resigned" else "No tiles left on any rack."]
    for seat, points in enumerate(summary.time_penalties):
        if points:
            settlement.append(f"{players[seat]} {-points:+d}  (overtime on the game clock)")
    order = sorted(range(len(players)), key=lambda i: (-summary.final_scores[i], i))
    scores = []
    for i in order:
        before = summary.scores_before[i]
        final = summary.final_scores[i]
        change = f"  ({before} {final - before:+d})" if final != before else ""
        scores.append(f"{players[i]:<20} {final:>5}{change}")
    names = [players[i] for i in summary.winners]
    if summary.is_draw:
        result = [f"A draw between {', '.join(names[:-1])} and {names[-1]}."]
        if any(summary.final_scores[i] != summary.scores_before[i] for i in summary.winners):
            result.append("Equal after settlement and before it too.")
    else:
        result = [f"{names[0]} wins."]
        if summary.tie_break:
            result.append("Tied on final score; the higher score before settling the racks breaks the tie.")
        if summary.reason == "resigned" and summary.resigned is not None:
            result.append(f"({players[summary.resigned]} resigned and cannot win.)")
    return {"why": why, "settlement": settlement, "scores": scores, "result": result}
