"""A replayed game as plain text: the final board and the move list (``lexitile export``),
for pasting into a chat or an issue tracker.

::

    Ann vs Bo
    Ann 412, Bo 380: Ann wins
    (a settlement line here when the rules settled what the record does not write)

         A B C D E F G H I J K L M N O
       1 = . . ' . . . = . . . ' . . =
       ...
       8 . . . G A Z E D . . . . . . .
       ...

    Blanks in lower case. Empty squares: = TW  - DW  " TL  ' DL  * start

      #  Player  Rack     Move           Score  Total
      1  Ann     ERZAGDO  8D GAZED         +32     32
      2  Bo      NOTLECO  E5 COL.T         +14     14
         Bo      NOTLECO  --               -14      0
      ...

Only ASCII except the letters themselves, one space between squares, so the board stays
aligned in any monospaced font. Scores and totals are the replay's (recomputed); the
move is in GCG notation (``.`` for tiles already on the board), and the events that are
not turns (a withdrawn phony ``--``, ``(challenge)``, ``(time)``, end-of-game ``(TILES)``)
are rows without a turn number.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.games.crossword.records.replay import GameReplay
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.coords import COLUMN_LETTERS
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.outcome import rack_lines

__all__ = ["PREMIUM_MARKS", "board_lines", "export_text", "move_lines", "result_line", "settlement_line"]

#: Empty premium squares as one ASCII character (``*`` the start square).
PREMIUM_MARKS = {"TW": "=", "DW": "-", "TL": '"', "DL": "'", "QW": "~", "QL": "^", "EX": "x", "": "."}
_LEGEND_NAMES = ("TW", "DW", "TL", "DL", "QW", "QL", "EX")


def board_lines(board: Board, premiums: bool = True) -> list[str]:
    """The board as text lines: a column header, then one line per row.

    Args:
        board: the board (tiles upper case; blanks lower case).
        premiums: mark empty premium squares (:data:`PREMIUM_MARKS`); else ``.``.
    """
    layout = board.layout
    lines = ["     " + " ".join(COLUMN_LETTERS[c] for c in range(board.cols))]
    for r in range(board.rows):
        cells = []
        for c in range(board.cols):
            tile = board.at(r, c)
            if tile is not None:
                cells.append(tile)
            elif not premiums:
                cells.append(".")
            elif (r, c) == layout.start:
                cells.append("*")
            else:
                cells.append(PREMIUM_MARKS.get(layout.premium_label(r, c), "."))
        lines.append(f"  {r + 1:>2} " + " ".join(cells))
    return lines


def legend(board: Board, premiums: bool = True) -> str:
    """The line that explains the board's marks (only the premiums the board has)."""
    if not premiums:
        return "Blanks in lower case."
    layout = board.layout
    present = {layout.premium_label(r, c) for r in range(board.rows) for c in range(board.cols)}
    marks = "  ".join(f"{PREMIUM_MARKS[name]} {name}" for name in _LEGEND_NAMES if name in present)
    return f"Blanks in lower case. Empty squares: {marks}  * start"


def move_lines(replay: GameReplay, names: Sequence[str] | None = None) -> list[str]:
    """The move list: turn number, player, rack, move, score and running total per event."""
    nicks = list(names) if names is not None else list(replay.record.nicks)
    width = max([len("Player"), *(len(n) for n in nicks)])
    racks = [s.event.rack for s in replay.steps if s.event.rack_known]
    rack_width = max([len("Rack"), *(len(r) for r in racks)])
    events = replay.events()
    moves = [e.move_text if e.kind is EventKind.PLAY else s.event.move_text for s, e in zip(replay.steps, events)]
    move_width = max([len("Move"), *(len(m) for m in moves)])
    head = (
        f"  {'#':>3}  {'Player':<{width}}  {'Rack':<{rack_width}}  {'Move':<{move_width}}  {'Score':>5}  {'Total':>5}"
    )
    lines = [head]
    turn = 0
    for step, move in zip(replay.steps, moves):
        e = step.event
        number = ""
        if e.kind in (EventKind.PLAY, EventKind.PASS, EventKind.EXCHANGE):
            turn += 1
            number = str(turn)
        rack = e.rack if e.rack_known else ""
        total = step.totals[step.player]
        lines.append(
            f"  {number:>3}  {nicks[step.player]:<{width}}  {rack:<{rack_width}}  {move:<{move_width}}  "
            f"{step.score:>+5d}  {total:>5}".rstrip()
        )
    return lines


def result_line(replay: GameReplay, names: Sequence[str] | None = None) -> str:
    """``Ann 412, Bo 380: Ann wins`` (or a draw, or how far an unfinished game went).

    A finished game shows the totals after settlement (:attr:`GameReplay.settled_scores`,
    the settlement the rules apply when the record stops without end-rack lines) and
    the winners of :attr:`GameReplay.outcome`, so a tie is a draw or broken by the
    scores before settlement as the record's rules say."""
    nicks = list(names) if names is not None else list(replay.record.nicks)
    scores = replay.settled_scores
    listing = ", ".join(f"{n} {s}" for n, s in zip(nicks, scores))
    resigned = _resignation(replay)
    if replay.error is not None:
        return f"{listing} (the replay stopped at line {replay.error.line})"
    if resigned:
        return f"{listing}: {resigned}"
    if not replay.game_over:
        return f"{listing} (unfinished)"
    out = replay.outcome
    if out is not None:
        winners = [nicks[i] for i in out.winners]
    else:
        best = max(scores)
        winners = [n for n, s in zip(nicks, scores) if s == best]
    if len(winners) > 1:
        return f"{listing}: a draw between {' and '.join(winners)}"
    if out is not None and out.tie_broken:
        return f"{listing}: {winners[0]} wins (tied; the scores before settlement break the tie)"
    return f"{listing}: {winners[0]} wins"


def settlement_line(replay: GameReplay, names: Sequence[str] | None = None) -> str | None:
    """The settlement the rules applied where the record writes none, e.g. ``Settled by
    the rule (the record has no end-rack lines): ann -39 (AKQTXYZ), bo -8 (ADEEOOU);
    before settlement ann 12, bo 5``; ``None`` when the record writes its settlement."""
    out = replay.outcome
    if out is None or not replay.settled_by_rule:
        return None
    nicks = list(names) if names is not None else list(replay.record.nicks)
    shown = ", ".join(f"{nicks[a.seat]} {a.points:+d} ({a.detail})" for a in rack_lines(out))
    before = ", ".join(f"{n} {s}" for n, s in zip(nicks, out.before_adjustments()))
    return f"Settled by the rule (the record has no end-rack lines): {shown}; before settlement {before}"


def _resignation(replay: GameReplay) -> str:
    return replay.record.resignation or ""


def export_text(replay: GameReplay, *, premiums: bool = True, notes: bool = False) -> str:
    """The whole export: title, result, final board, legend, move list (``No moves.``
    when none was made).

    Args:
        replay: a replayed record (:func:`lexitile.games.crossword.records.replay.replay_record`).
        premiums: mark empty premium squares on the board.
        notes: add each event's ``#note`` lines under its row.

    Returns:
        The text, ending with a newline.
    """
    record = replay.record
    names = [p.name for p in record.players]
    title = " vs ".join(names)
    if record.title:
        title += f" ({record.title})"
    board = replay.board_after(len(replay.steps) - 1)
    out = [title, result_line(replay, record.nicks)]
    settled = settlement_line(replay, record.nicks)
    if settled is not None:
        out.append(settled)
    out.append("")
    out += board_lines(board, premiums)
    out += ["", legend(board, premiums), ""]
    if not replay.steps:  # no move was made (a game resigned at once): no table to head
        return "\n".join([*out, "No moves."]) + "\n"
    moves = move_lines(replay)
    if notes:
        merged = [moves[0]]
        for step, line in zip(replay.steps, moves[1:]):
            merged.append(line)
            for note in step.event.notes:
                merged += [f"       # {n}" for n in note.split("\n") if n.strip()]
        moves = merged
    out += moves
    return "\n".join(out) + "\n"
