"""Words for what happened: history rows, move breakdowns, the end of the game.

Plain text only (no Textual), shared by the widgets and screens and tested directly.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.rules.events import Event, EventKind
from lexitile.tui.session import GameSummary


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
        return [f"{name} passed  +0"]
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
        return f"{name} passed."
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
