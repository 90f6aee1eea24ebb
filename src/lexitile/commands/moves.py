"""``lexitile moves``: every legal play of a position, ranked by equity.

Two ways to give the position::

    lexitile moves FILE.gcg --turn N [--rack RACK]
    lexitile moves --cgp "POSITION"

* ``FILE.gcg --turn N``: the board before the N-th turn of the record (turns are the
  plays, exchanges and passes, counted from 1; ``N`` may be one past the last turn for
  the position after it), and the rack recorded for that turn unless ``--rack`` gives
  one (needed when the record does not know it). Layout and tile set come from the
  record (:func:`lexitile.games.crossword.records.replay.resolve_rules`). The racks of a game still in
  play are hidden, as in the replay (:mod:`lexitile.commands.hidden_racks`): give the
  rack with ``--rack``, or ``--reveal`` to use the recorded one.
* ``--cgp``: a CGP record (:mod:`lexitile.games.crossword.records.cgp`): the rack of the player to
  move, ``bdn``/``ld``/``bb`` operations for the board, tiles and bingo bonus.

Options: ``--lexicon NAME|PATH`` (a built-in name or a word-list file; default: the
built-in list of the tile set's language; a CGP ``lex`` naming a built-in list or an
existing file is used when ``--lexicon`` is not given), ``--top K`` (default 10) or
``--all``, and ``--json``: one object per line,
``{"move": "8H WORD", "score": N, "leave": "...", "equity": X}`` with the move in GCG
notation (``.`` for tiles already on the board, lower case for blanks), ``leave`` the
rack tiles kept (sorted, ``?`` for blanks) and ``equity`` the hard robot's static
equity: score + leave value while tiles remain in the bag, the score when it is empty
(:mod:`lexitile.games.crossword.engine.leaves`). Moves are listed by equity, then score, best first.

Without ``--json`` a header line names the position and the move generator in use
(``c``, the compiled core, or ``pure``; see :mod:`lexitile.games.crossword.engine.accel`), then a table.

Exit status: 0 success (also when there is no legal play: the header says so); 2 a
usage error or bad input (missing file, a turn that does not exist, a bad CGP, an
unknown lexicon): one line on standard error, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.errors import LexitileError
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import BINGO_BONUS, RACK_SIZE
from lexitile.games.crossword.rules.tiles import BLANK, TileSet

if TYPE_CHECKING:
    from lexitile.games.crossword.engine.automaton import Automaton
    from lexitile.games.crossword.engine.leaves import LeaveTable
    from lexitile.games.crossword.engine.movegen import GeneratedMove

__all__ = ["Position", "position_from_cgp", "position_from_gcg", "ranked_moves", "register", "run"]


class _BadInput(LexitileError):
    """Input the command cannot use (exit status 2)."""


@dataclass
class Position:
    """A position to analyse.

    Attributes:
        board: the board.
        rack: the player's tiles (``?`` for blanks).
        tileset: tile values.
        bag: tiles left in the bag (for the leave values; 0 means the endgame).
        bingo_bonus, rack_size: scoring rules.
        lexicon_hint: a lexicon name the source suggests (CGP ``lex``), or ``None``.
        description: what the header line says about the position.
    """

    board: Board
    rack: list[str]
    tileset: TileSet
    bag: int
    bingo_bonus: int = BINGO_BONUS
    rack_size: int = RACK_SIZE
    lexicon_hint: str | None = None
    description: str = ""


def _parse_rack(text: str, tileset: TileSet, rack_size: int) -> list[str]:
    from lexitile.text.safe import quoted  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    rack = [BLANK if ch == BLANK else ch.upper() for ch in text.strip()]
    if not rack:
        raise _BadInput("the rack is empty")
    for ch in rack:
        if ch != BLANK and not tileset.is_letter(ch):
            raise _BadInput(f"rack '{quoted(text)}': {ch!r} is not a tile of the {tileset.name} set ('?' is a blank)")
    if len(rack) > rack_size:
        raise _BadInput(f"rack '{quoted(text)}' has {len(rack)} tiles, at most {rack_size}")
    return rack


def _turns_to_give(count: int) -> str:
    """What a record of ``count`` turns has and which ``--turn`` values it takes.

    ``--turn`` runs one past the last turn (the position after it), so the range is
    named as such: a bare ``1 to N+1`` next to "N turns" reads as a miscount.
    """
    if count == 0:
        return "the record has no turns: --turn 1 is the position before the first"
    counted = "1 turn" if count == 1 else f"{count} turns"
    return f"the record has {counted}: --turn 1 to {count + 1} (the last is the position after turn {count})"


def position_from_gcg(path: str, turn: int, rack: str | None = None, reveal: bool = False) -> Position:
    """The position before turn ``turn`` (1-based) of a GCG record.

    Args:
        path: the GCG file.
        turn: the turn (1-based; one past the last turn for the position after it).
        rack: the rack to use instead of the recorded one.
        reveal: use the recorded racks of a game still in play too (``--reveal``).

    Raises:
        LexitileError: the file cannot be read or replayed up to that turn, the turn does
            not exist, or no rack is known or it is hidden (one-line messages); a
            Quiddler or Crosswise record is refused by its game
            (:func:`lexitile.commands.record_game.refuse_other_game`).
    """
    from lexitile.commands.hidden_racks import HIDDEN_NOTE, replay_for_output  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.commands.record_game import refuse_other_game  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.gcg import read_gcg  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    refuse_other_game(path, "moves")
    record, rp, hidden = replay_for_output(read_gcg(path), reveal=reveal)
    turn_events = [i for i, e in enumerate(record.events) if e.kind.is_turn]
    if turn < 1 or turn > len(turn_events) + 1:
        raise _BadInput(f"{path}: turn {turn} does not exist: {_turns_to_give(len(turn_events))}")
    if turn <= len(turn_events):
        index = turn_events[turn - 1]
        event = record.events[index]
        seat = event.player
        recorded = event.rack if event.rack_known else None
    else:
        index = len(record.events)
        last = record.events[turn_events[-1]] if turn_events else None
        seat = (last.player + 1) % len(record.players) if last is not None else 0
        lr = record.last_racks.get(seat)
        recorded = lr[0] if lr else None
    if len(rp.steps) < index:
        err = rp.error
        why = f"line {err.line}: {err.message}" if err is not None else "the replay stopped"
        raise _BadInput(f"{path}: cannot replay up to turn {turn}: {why}")
    board = rp.board_after(index - 1)
    rules = rp.rules
    bag = rp.steps[index - 1].bag if index > 0 else max(0, rp.tileset.total - rules.rack_size * len(record.players))
    if rack is not None:
        tiles = _parse_rack(rack, rp.tileset, rules.rack_size)
    elif recorded:
        tiles = _parse_rack(recorded, rp.tileset, rules.rack_size)
    elif hidden:
        raise _BadInput(f"{path}: {HIDDEN_NOTE}: give the rack of turn {turn} with --rack")
    else:
        raise _BadInput(f"{path}: the rack of turn {turn} is not recorded: give it with --rack")
    nick = record.players[seat].nick
    desc = f"{path}, before turn {turn} ({nick} to play, rack {''.join(tiles)}, {bag} in the bag)"
    return Position(board, tiles, rp.tileset, bag, rules.bingo_bonus, rules.rack_size, record.lexicon, desc)


def position_from_cgp(text: str, rack: str | None = None) -> Position:
    """The position of a CGP record, for the player to move.

    Raises:
        LexitileError: a bad record (:class:`lexitile.games.crossword.records.cgp.CgpError`), an unknown
            board or tile set, tiles that do not fit, or no rack for the player to move.
    """
    from lexitile.games.crossword.catalog import load_layout, load_tileset  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.cgp import parse_cgp  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    pos = parse_cgp(text)
    layout_name, tiles_name = pos.rules_names()
    layout = load_layout(layout_name)
    tileset = load_tileset(tiles_name)
    board = pos.board(layout)
    pos.check_tiles(tileset)
    rack_text = rack if rack is not None else pos.racks[0]
    if not rack_text:
        raise _BadInput("the CGP record gives no rack for the player to move: give one with --rack")
    tiles = _parse_rack(rack_text, tileset, 7)
    unseen = sum(pos.unseen(tileset).values())
    bag = max(0, unseen - 7 * (len(pos.racks) - 1))
    bb = pos.bingo_bonus if pos.bingo_bonus is not None else 50
    desc = f"CGP position ({''.join(tiles)} to play, {'/'.join(map(str, pos.scores))}, about {bag} in the bag)"
    return Position(board, tiles, tileset, bag, bb, 7, pos.lexicon, desc)


def ranked_moves(
    position: Position, automaton: Automaton, leaves: LeaveTable | None = None
) -> list[tuple[float, str, GeneratedMove]]:
    """Every legal play with ``(equity, leave, move)``, best equity first (then score,
    then generation order).

    Args:
        position: the position.
        automaton: the lexicon's automaton.
        leaves: a :class:`lexitile.games.crossword.engine.leaves.LeaveTable` (default: the tile set's).
    """
    from lexitile.games.crossword.engine.leaves import leave_key, load_leaves  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.engine.movegen import generate_moves  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    table = leaves if leaves is not None else load_leaves(position.tileset)
    moves = generate_moves(
        position.board, position.rack, position.tileset, automaton, position.bingo_bonus, position.rack_size
    )
    out: list[tuple[float, str, GeneratedMove]] = []
    memo: dict[str, str] = {}
    for m in moves:
        used = m.letters
        leave = memo.get(used)
        if leave is None:
            rest = list(position.rack)
            for t in used:
                rest.remove(BLANK if t.islower() else t)
            leave = memo[used] = leave_key(rest)
        equity = m.score + (table.value(leave) if position.bag > 0 else 0.0)
        out.append((equity, leave, m))
    out.sort(key=lambda x: (-x[0], -x[2].score))
    return out


def _lexicon_spec(args: argparse.Namespace, position: Position) -> str:
    from lexitile.games.crossword.selfplay import lexicon_for_tileset  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.lexicon import builtin_lexicons  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    if args.lexicon:
        return str(args.lexicon)
    hint = position.lexicon_hint
    if hint and (hint.lower() in {b.lower() for b in builtin_lexicons()} or Path(hint).is_file()):
        return hint
    default = lexicon_for_tileset(position.tileset.name)
    if default is None:
        raise _BadInput(f"no built-in lexicon for the {position.tileset.name} tile set: give one with --lexicon")
    return default


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``moves`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "moves",
        help="list the legal plays of a position (GCG turn or CGP), best first",
        description="List every legal play of a position with its score, leave and equity, "
        "best equity first. The position is the board before turn N of a GCG file, or a CGP "
        "record. Exit status: 0 success, 2 bad input.",
    )
    parser.add_argument("file", nargs="?", metavar="FILE.gcg", help="a GCG record (with --turn)")
    parser.add_argument("--turn", type=int, metavar="N", help="the position before the N-th turn (1-based)")
    parser.add_argument("--rack", metavar="RACK", help="the rack to use (default: the recorded one); '?' is a blank")
    parser.add_argument("--cgp", metavar="POSITION", help="a CGP position instead of a GCG file")
    parser.add_argument("--lexicon", metavar="NAME|PATH", help="built-in lexicon (en, de, pt_BR) or word-list file")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--top", type=int, default=10, metavar="K", help="list the K best plays (default 10)")
    group.add_argument("--all", action="store_true", help="list every legal play")
    parser.add_argument("--json", action="store_true", help="one JSON object per line: move, score, leave, equity")
    from lexitile.commands.hidden_racks import add_reveal_option  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    add_reveal_option(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """List the moves; return the exit status (0, or 2 on bad input)."""
    return _run(args)


def _run(args: argparse.Namespace) -> int:
    from lexitile.games.crossword.engine.automaton import automaton_for_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.lexicon import load_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    if args.cgp is not None and args.file is not None:
        raise _BadInput("give either FILE.gcg --turn N or --cgp POSITION, not both")
    if args.cgp is None and args.file is None:
        raise _BadInput("give FILE.gcg --turn N or --cgp POSITION")
    if args.file is not None and args.turn is None:
        raise _BadInput("--turn N is needed with a GCG file (the position before the N-th turn)")
    if args.cgp is not None and args.turn is not None:
        raise _BadInput("--turn applies to a GCG file, not to --cgp")
    if not args.all and args.top < 1:
        raise _BadInput(f"--top must be at least 1, got {args.top}")
    if args.cgp is not None:
        position = position_from_cgp(args.cgp, args.rack)
    else:
        position = position_from_gcg(args.file, args.turn, args.rack, bool(getattr(args, "reveal", False)))
    spec = _lexicon_spec(args, position)
    lexicon = load_lexicon(spec)
    from lexitile.text.progress import ProgressLine  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    what = f"building the move generator for the {getattr(lexicon, 'name', spec)} word list (first use only)"
    automaton = automaton_for_lexicon(lexicon, progress=ProgressLine(what))
    ranked = ranked_moves(position, automaton)
    shown = ranked if args.all else ranked[: args.top]
    out = sys.stdout
    if args.json:
        for equity, leave, m in shown:
            obj = {"move": m.notation, "score": m.score, "leave": leave, "equity": round(equity, 2)}
            out.write(json.dumps(obj, ensure_ascii=False) + "\n")
        return 0
    from lexitile.games.crossword.engine import accel  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    print(
        f"{position.description}; lexicon {lexicon.name} ({len(lexicon):,} words): {len(ranked)} legal plays"
        f" (move generator: {accel.backend()})",
        file=out,
    )
    if not ranked:
        print("no legal play: exchange or pass", file=out)
        return 0
    width = max(len(m.notation) for _, _, m in shown)
    width = max(width, 4)
    print(f"{'#':>4}  {'move':<{width}}  {'score':>5}  {'leave':<7}  {'equity':>7}", file=out)
    for k, (equity, leave, m) in enumerate(shown, 1):
        print(f"{k:>4}  {m.notation:<{width}}  {m.score:>5}  {leave or '-':<7}  {equity:>7.2f}", file=out)
    return 0
