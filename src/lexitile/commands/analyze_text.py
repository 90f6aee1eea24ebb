"""The plain-text output of ``lexitile analyze``: a table of turns, one turn in detail,
and the per-player summary."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TextIO

from lexitile.games.crossword.engine.analysis import PlayerSummary, TurnAnalysis

__all__ = ["print_summary", "print_turn_detail", "print_turns"]


def _remark(t: TurnAnalysis) -> str:
    parts = []
    if t.withdrawn:
        parts.append("challenged off")
    elif t.challenged:
        parts.append("challenged, stood")
    if t.unknown_words:
        parts.append("not in the list: " + ", ".join(t.unknown_words))
    gain = t.play_gain
    if gain is not None and t.best_play is not None:
        parts.append(f"best play {t.best_play.text} {t.best_play.score} would gain {gain:+.1f}")
    elif t.kind != "play" and t.best_play is None and t.equity is not None:
        parts.append("no legal play")
    if t.bingo_available and not t.bingo_played:
        parts.append("bingo missed")
    if t.assumption:
        parts.append(t.assumption)
    return "; ".join(parts)


def print_turns(turns: Sequence[TurnAnalysis], out: TextIO) -> None:
    """One line per turn: number, player, rack, the move made (score, equity), the best
    option (score, equity), the equity lost and remarks; skipped turns say why."""
    nick_w = max([len(t.nick) for t in turns] + [6])
    played_w = max([len(t.played) for t in turns] + [6])
    best_w = max([len(t.best.text) for t in turns if t.best is not None] + [4])
    print(
        f"{'turn':>4}  {'player':<{nick_w}}  {'rack':<7}  {'played':<{played_w}} {'score':>5} {'equity':>7}  "
        f"{'best':<{best_w}} {'score':>5} {'equity':>7}  {'lost':>6}",
        file=out,
    )
    for t in turns:
        head = f"{t.turn:>4}  {t.nick:<{nick_w}}  {t.rack or '?':<7}  {t.played:<{played_w}} {t.score:>5}"
        if t.skipped or t.best is None or t.equity is None or t.loss is None:
            print(f"{head} {'':>7}  skipped: {t.skipped}", file=out)
            continue
        b = t.best
        line = f"{head} {t.equity:>7.1f}  {b.text:<{best_w}} {b.score:>5} {b.equity:>7.1f}  {max(0.0, t.loss):>6.1f}"
        remark = _remark(t)
        print(f"{line}  {remark}" if remark else line, file=out)


def print_turn_detail(t: TurnAnalysis, out: TextIO) -> None:
    """One turn: the move made, its rank, the best option and the top plays."""
    print(f"turn {t.turn} (line {t.line}), {t.nick} to play, rack {t.rack or 'not recorded'}", file=out)
    if t.skipped or t.best is None or t.equity is None or t.loss is None:
        print(f"played {t.played} {t.score}: skipped: {t.skipped}", file=out)
        return
    print(
        f"played {t.played} {t.score}, leave {t.leave or '-'}, equity {t.equity:.1f}: "
        f"rank {t.rank} of {t.options}, equity lost {max(0.0, t.loss):.1f}",
        file=out,
    )
    b = t.best
    print(f"best {b.kind} {b.text} {b.score}, leave {b.leave or '-'}, equity {b.equity:.1f}", file=out)
    remark = _remark(t)
    if remark:
        print(remark, file=out)
    if not t.top:
        print("no legal play", file=out)
        return
    width = max(len(c.text) for c in t.top)
    print(f"{'#':>3}  {'play':<{width}}  {'score':>5}  {'leave':<7}  {'equity':>7}", file=out)
    for k, c in enumerate(t.top, 1):
        print(f"{k:>3}  {c.text:<{width}}  {c.score:>5}  {c.leave or '-':<7}  {c.equity:>7.1f}", file=out)


def print_summary(players: Sequence[PlayerSummary], out: TextIO) -> None:
    """Per player: equity lost, best moves, the worst three, bingos, phonies."""
    print(file=out)
    for p in players:
        skipped = p.turns - p.analysed
        print(
            f"{p.nick}: {p.analysed} of {p.turns} turns analysed"
            + (f" ({skipped} skipped)" if skipped else "")
            + f", equity lost {p.equity_lost:.1f}, best move {p.best_moves} times",
            file=out,
        )
        if p.worst:
            worst = ", ".join(f"turn {t.turn} {t.played} (-{t.loss or 0.0:.1f})" for t in p.worst)
            print(f"  worst: {worst}", file=out)
        print(
            f"  bingos available {p.bingos_available}, missed {p.bingos_missed}; "
            f"phonies played {p.phonies}, challenged off {p.phonies_challenged}"
            + (f"; plays challenged off {p.withdrawn}" if p.withdrawn != p.phonies_challenged else ""),
            file=out,
        )
