"""``lexitile export FILE [--format text|gcg] [--board FILE|NAME] [--tiles NAME] [--notes] [--plain]``.

Prints a game as plain text: the players and the result, the final board, and
the move list (turn, player, rack, move, score, running total), for pasting into a chat
or an issue tracker (:mod:`lexitile.games.crossword.records.text_export`). ``--format gcg`` prints the
game as GCG in the conventions of our writer instead (:mod:`lexitile.games.crossword.records.gcg_writer`);
``--for quackle`` leaves out the end-rack penalty lines (``>Bo: EIQ (EIQ) -12 300``), which
Quackle's reader has no case for and takes as a play at A1, and says so in a closing
``#note``; after six scoreless turns in a row Quackle settles the game itself, and the note
gives the final totals it shows (``docs/gcg-readers.md``).

FILE is a GCG record, or a lexitile state file (``.json``; the game is rebuilt from it),
or the record of another game whose mode can print it
(:attr:`lexitile.core.modes.GameMode.record_tools`): a duplicate record (``.dpl``)
prints its rounds (``text``, as ``lexitile duplicate --rounds``) or its master game
(``gcg``, as ``lexitile duplicate --master``); another format for it is refused.
``--board``/``--tiles`` apply to records whose pragmas do not decide, as for ``lexitile
verify``. Scores and totals are recomputed; when the file writes other ones, a
``WARNING`` line per difference goes to standard error.

A game still in play (its record not over, or its state file not ``finished``) is
printed as the replay shows it: no rack, no exchanged tile, no ``#rackN`` line, no rack
in the CGP (:mod:`lexitile.commands.hidden_racks`); a line on standard error says so.
``--reveal`` prints them.

Exit status: 0 printed; 2 the file cannot be read or replayed (one line on standard
error naming the line and the reason), or an option cannot be loaded.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lexitile.games.crossword.rules.layout import BoardLayout
    from lexitile.games.crossword.rules.tiles import TileSet

__all__ = ["export_file", "for_quackle", "quackle_ends_on_scoreless_turns", "register", "run"]

#: An end-rack penalty line: ``>NICK: RACK (RACK) -N TOTAL`` (the same tiles twice).
_END_RACK_PENALTY = re.compile(r"^>([^:\s]+):\s+(\S+)\s+\((\S+)\)\s+-(\d+)\s+(-?\d+)\s*$")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``export`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "export",
        help="print a game as plain text (final board and move list)",
        description="Print a GCG record (or a lexitile saved game) as plain text: the result, the "
        "final board and the move list, for a chat or an issue tracker.",
    )
    parser.add_argument(
        "file", metavar="FILE", help="a GCG file, a lexitile saved game (.json), or a duplicate record (.dpl)"
    )
    parser.add_argument(
        "--format",
        choices=("text", "gcg", "cgp"),
        default="text",
        help="text (default), canonical GCG, or the position as CGP (Macondo/Woogles)",
    )
    parser.add_argument("--cgp", action="store_const", const="cgp", dest="format", help="same as --format cgp")
    parser.add_argument(
        "--turn",
        type=int,
        metavar="N",
        help="cgp: the position after turn N (1-based; 0 = the empty board); default: after the last event",
    )
    parser.add_argument(
        "--for",
        dest="reader",
        choices=("quackle",),
        help="gcg: for another program's reader (quackle: no end-rack penalty lines, a note instead)",
    )
    parser.add_argument("--board", metavar="FILE|NAME", help="board layout for files without #board-layout")
    parser.add_argument("--tiles", metavar="NAME", help="tile set for files whose pragmas do not decide it")
    parser.add_argument("--notes", action="store_true", help="text: the #note lines under their moves")
    parser.add_argument("--plain", action="store_true", help="text: empty squares as '.', no premium marks")
    from lexitile.commands.hidden_racks import add_reveal_option  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    add_reveal_option(parser)
    parser.set_defaults(func=run)


#: A move line as Quackle's reader splits it: ``>NICK: RACK MOVE...``.
_MOVE_LINE = re.compile(r"^>[^:\s]+:\s+(\S+)\s+(\S+)(?:\s+(\S+))?(?:\s+(\S+))?")
#: Quackle's ``EnglishParameters``: this many scoreless turns in a row end its game.
QUACKLE_SCORELESS_LIMIT = 6


def quackle_ends_on_scoreless_turns(lines: list[str]) -> bool:
    """Whether Quackle, reading these GCG lines, ends the game itself on its last move
    line because of scoreless turns, and so subtracts each player's rack from that
    player's score without any end-rack line.

    Quackle (``game.cpp``, ``GamePosition::incrementTurn``) counts a pass, an exchange
    and a play whose score after challenges is 0 (a ``--`` withdrawn play included) as
    scoreless; at :data:`QUACKLE_SCORELESS_LIMIT` in a row on a board with tiles it ends
    the game with ``adjustScoresToFinishPassedOutGame``: every player loses the value of
    their own rack. A ``(challenge)`` line adds to the play before it; a ``(time)`` line
    is no turn.

    Args:
        lines: the record's lines, end-rack penalty lines already left out.

    Returns:
        True when the streak reaches the limit at the last move line (not before).
    """
    streak = 0
    board_has_tiles = False
    scores: list[int] = []  # the score of each turn in order, after its challenge lines
    for line in lines:
        m = _MOVE_LINE.match(line)
        if not m or m.group(1).startswith("("):
            continue
        first, second, third = m.group(2), m.group(3), m.group(4)
        if first.startswith("--"):
            if scores:
                scores[-1] = 0
            continue
        if first.startswith("(challenge)") and scores:
            scores[-1] += _signed(second)
            continue
        if first.startswith("(time)"):
            continue
        if first.startswith("-"):
            scores.append(0)
            continue
        scores.append(_signed(third))
        board_has_tiles = True
    if not board_has_tiles:
        return False
    for score in scores:
        if streak >= QUACKLE_SCORELESS_LIMIT:
            return False  # Quackle's game ended before the last move line
        streak = streak + 1 if score == 0 else 0
    return streak == QUACKLE_SCORELESS_LIMIT


def _signed(field: str | None) -> int:
    try:
        return int(field or "")
    except ValueError:
        return -1  # no score written: Quackle scores the play itself, never 0 for tiles


def for_quackle(gcg: str) -> str:
    """GCG text for Quackle's reader: the end-rack penalty lines left out, one closing
    ``#note`` naming each (Quackle's reader takes ``>NICK: RACK (RACK) -N TOTAL`` for a
    play at A1; it has no case for that line). Other lines are kept as they are.

    When the game ended on six scoreless turns in a row (the tournament rule), Quackle
    ends it there too and subtracts each player's rack itself
    (:func:`quackle_ends_on_scoreless_turns`), so it shows the final totals, not the
    last written ones; the note says so and gives those totals. Otherwise (box rules'
    four scoreless turns, a player out) Quackle shows the totals before the penalties.
    """
    kept: list[str] = []
    dropped: list[str] = []
    finals: dict[str, str] = {}
    for line in gcg.splitlines():
        m = _END_RACK_PENALTY.match(line)
        if m and m.group(2) == m.group(3):
            dropped.append(f"{m.group(1)} -{m.group(4)} ({m.group(3)})")
            finals[m.group(1)] = m.group(5)
            continue
        kept.append(line)
    if dropped and quackle_ends_on_scoreless_turns(kept):
        totals = ", ".join(f"{nick} {total}" for nick, total in finals.items())
        kept.append(
            "#note lexitile: Quackle ends the game after six scoreless turns and subtracts each player's "
            f"rack itself (final totals: {totals}); the end-rack penalty lines, which it would read as plays, "
            "are left out: " + "; ".join(dropped)
        )
    elif dropped:
        kept.append(
            "#note lexitile: end-rack penalty lines left out for Quackle, which reads them as plays: "
            + "; ".join(dropped)
        )
    return "\n".join(kept) + "\n"


def export_file(
    path: str | Path,
    fmt: str = "text",
    board: str | BoardLayout | None = None,
    tiles: str | TileSet | None = None,
    notes: bool = False,
    plain: bool = False,
    reader: str | None = None,
    reveal: bool = False,
) -> tuple[str, list[str]]:
    """The export of one file.

    Args:
        path: a GCG file or a lexitile state file (``.json``).
        fmt: ``"text"`` or ``"gcg"``.
        board, tiles: layout and tile set for records that name none (objects or names).
        notes, plain: text options (see :func:`lexitile.games.crossword.records.text_export.export_text`).
        reader: ``"quackle"``: GCG for Quackle's reader (:func:`for_quackle`).
        reveal: print the racks of a game still in play too (``--reveal``).

    Returns:
        ``(text, warnings)``: the output and one line per score the file writes
        differently from the replay, then :data:`~lexitile.commands.hidden_racks.HIDDEN_NOTE`
        when racks were left out.

    Raises:
        LexitileError: the file cannot be read, or its replay stops at an illegal event
            (the message names the line and the MAGPIE code).
    """
    from lexitile.commands.hidden_racks import HIDDEN_NOTE, replay_for_output  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.errors import InputFileError  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.gcg import GcgError, parse_gcg, read_gcg  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.gcg_writer import game_to_gcg, write_gcg  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.text_export import export_text  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    p = Path(path)
    in_play: bool | None = None
    if p.suffix.lower() == ".json":
        from lexitile.savegame import load_saved  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

        saved = load_saved(p)
        game = saved.replay()
        record = parse_gcg(game_to_gcg(game, lexicon=saved.lexicon), str(p))
        in_play = not saved.finished
    else:
        record = read_gcg(p)
    record, rp, hidden = replay_for_output(record, board, tiles, reveal, in_play)
    if rp.error is not None:
        err = rp.error
        raise GcgError(err.message, str(p), err.line, err.code)
    warnings = [f"WARNING {p}:{m.line}: {m.message}" for m in rp.mismatches]
    if hidden:
        warnings.append(f"{p}: {HIDDEN_NOTE}")
    if fmt == "gcg":
        text = write_gcg(
            record.players,
            rp.events(),
            title=record.title,
            description=record.value("description"),
            game_id=record.value("id"),
            lexicon=record.lexicon,
            game_type=record.value("game-type"),
            board_layout=record.value("board-layout"),
            tile_distribution=rp.tileset.name,
            last_racks={seat: rack for seat, (rack, _) in record.last_racks.items()},
        )
        return (for_quackle(text) if reader == "quackle" else text), warnings
    if fmt != "text":
        raise InputFileError(f"unknown format {fmt!r} (text or gcg)")
    return export_text(rp, premiums=not plain, notes=notes), warnings


def export_cgp(
    path: str | Path,
    board: BoardLayout | None = None,
    tiles: TileSet | None = None,
    turn: int | None = None,
    reveal: bool = False,
) -> str:
    """The position of a record (after turn ``turn``, default the last event) as CGP.

    The player to move comes first; only that player's rack is written, and only when
    the record shows it and the game is over (or ``reveal``): the rack of a game still in
    play is hidden, as in the replay. A lexitile saved game (``.json``) gives its current
    position.

    Raises:
        LexitileError: the file cannot be read or replayed, or ``turn`` is negative.
    """
    from lexitile.errors import InputFileError  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.cgp import CgpPosition, cgp_from_game, format_cgp, parse_cgp  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.replay_hidden import hide_racks, in_play  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.replay_model import ReplayModel, load_replay  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    p = Path(path)
    if p.suffix.lower() == ".json":
        from lexitile.savegame import load_saved  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

        saved = load_saved(p)
        line = cgp_from_game(saved.replay(), lexicon=saved.lexicon)
        if not saved.finished and not reveal:
            seen = parse_cgp(line)
            line = format_cgp(dataclasses.replace(seen, racks=[""] * len(seen.racks)))
        return line + "\n"
    model: ReplayModel = load_replay(p, board, tiles)
    if not reveal and in_play(model):
        model = hide_racks(model)
    if turn is not None and turn < 0:
        raise InputFileError(f"--turn must be 0 or more, got {turn}")
    pos = model.last if turn is None else model.position_of_turn(turn)
    to_move = model.to_move(pos)
    first = to_move if to_move is not None else 0
    seats = [(first + k) % len(model.nicks) for k in range(len(model.nicks))]
    totals = model.totals(pos)
    own = (model.rack_at(pos, first) or "") if to_move is not None else ""
    step = model.step(pos)
    zeros = step.scoreless if step is not None else 0  # the replay's count, under the record's rules
    ops = [("lex", model.record.lexicon)] if model.record.lexicon else []
    position = CgpPosition(
        model.board(pos).to_rows(), [own] + [""] * (len(seats) - 1), [totals[s] for s in seats], zeros, ops
    )
    return format_cgp(position) + "\n"


def run(args: argparse.Namespace) -> int:
    """Print the export of ``args.file``; return the exit status (0 or 2)."""
    from lexitile.commands.record_game import record_tools_for  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.errors import InputFileError  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.catalog import load_layout, load_tileset  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    tools = record_tools_for(args.file, "export")
    if tools is not None:  # another game's record: its mode prints it
        if args.format not in tools.export_formats:
            formats = " or ".join(tools.export_formats)
            raise InputFileError(f"--format {args.format} is not available for this record ({formats})", args.file)
        text = tools.export(Path(args.file), args.format)
        sys.stdout.write(for_quackle(text) if getattr(args, "reader", None) == "quackle" else text)
        return 0
    board = load_layout(args.board) if args.board else None
    tiles = load_tileset(args.tiles) if args.tiles else None
    if getattr(args, "reader", None) and args.format != "gcg":
        raise InputFileError(f"--for {args.reader} is for --format gcg, not --format {args.format}")
    reveal = bool(getattr(args, "reveal", False))
    if args.format == "cgp":
        text, warnings = export_cgp(args.file, board, tiles, args.turn, reveal), list[str]()
    else:
        text, warnings = export_file(
            args.file, args.format, board, tiles, args.notes, args.plain, getattr(args, "reader", None), reveal
        )
    for line in warnings:
        print(line, file=sys.stderr)
    sys.stdout.write(text)
    return 0
