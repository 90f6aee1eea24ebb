"""``lexitile export FILE [--format text|gcg] [--board FILE|NAME] [--tiles NAME] [--notes] [--plain]``.

Prints a game as plain text: the players and the result, the final board, and
the move list (turn, player, rack, move, score, running total), for pasting into a chat
or an issue tracker (:mod:`lexitile.records.text_export`). ``--format gcg`` prints the
game as GCG in the conventions of our writer instead (:mod:`lexitile.records.gcg_writer`);
``--for quackle`` leaves out the end-rack penalty lines (``>Bo: EIQ (EIQ) -12 300``), which
Quackle's reader has no case for and takes as a play at A1, and says so in a closing
``#note`` (``docs/gcg-readers.md``).

FILE is a GCG record, or a lexitile state file (``.json``; the game is rebuilt from it).
``--board``/``--tiles`` apply to records whose pragmas do not decide, as for ``lexitile
verify``. Scores and totals are recomputed; when the file writes other ones, a
``WARNING`` line per difference goes to standard error.

Exit status: 0 printed; 2 the file cannot be read or replayed (one line on standard
error naming the line and the reason), or an option cannot be loaded.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lexitile.rules.layout import BoardLayout
    from lexitile.rules.tiles import TileSet

__all__ = ["export_file", "for_quackle", "register", "run"]

#: An end-rack penalty line: ``>NICK: RACK (RACK) -N TOTAL`` (the same tiles twice).
_END_RACK_PENALTY = re.compile(r"^>([^:\s]+):\s+(\S+)\s+\((\S+)\)\s+-(\d+)\s+-?\d+\s*$")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``export`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "export",
        help="print a game as plain text (final board and move list)",
        description="Print a GCG record (or a lexitile saved game) as plain text: the result, the "
        "final board and the move list, for a chat or an issue tracker.",
    )
    parser.add_argument("file", metavar="FILE", help="a GCG file, or a lexitile saved game (.json)")
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
    parser.set_defaults(func=run)


def for_quackle(gcg: str) -> str:
    """GCG text for Quackle's reader: the end-rack penalty lines left out, one closing
    ``#note`` naming each (Quackle's reader takes ``>NICK: RACK (RACK) -N TOTAL`` for a
    play at A1; it has no case for that line). Other lines are kept as they are."""
    kept: list[str] = []
    dropped: list[str] = []
    for line in gcg.splitlines():
        m = _END_RACK_PENALTY.match(line)
        if m and m.group(2) == m.group(3):
            dropped.append(f"{m.group(1)} -{m.group(4)} ({m.group(3)})")
            continue
        kept.append(line)
    if dropped:
        kept.append(
            "#note lexitile: end-rack penalty lines left out for Quackle, which reads them as plays: "
            + "; ".join(dropped)
        )
    return "\n".join(kept) + "\n"


def export_file(
    path: str | Path,
    fmt: str = "text",
    board: object = None,
    tiles: object = None,
    notes: bool = False,
    plain: bool = False,
    reader: str | None = None,
) -> tuple[str, list[str]]:
    """The export of one file.

    Args:
        path: a GCG file or a lexitile state file (``.json``).
        fmt: ``"text"`` or ``"gcg"``.
        board, tiles: layout and tile set for records that name none (objects or names).
        notes, plain: text options (see :func:`lexitile.records.text_export.export_text`).
        reader: ``"quackle"``: GCG for Quackle's reader (:func:`for_quackle`).

    Returns:
        ``(text, warnings)``: the output and one line per score the file writes
        differently from the replay.

    Raises:
        LexitileError: the file cannot be read, or its replay stops at an illegal event
            (the message names the line and the MAGPIE code).
    """
    from lexitile.errors import InputFileError  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.records.gcg import GcgError, parse_gcg, read_gcg  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.records.gcg_writer import game_to_gcg, write_gcg  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.records.replay import replay_record  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.records.text_export import export_text  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    p = Path(path)
    if p.suffix.lower() == ".json":
        from lexitile.savegame import load_saved  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

        saved = load_saved(p)
        game = saved.replay()
        record = parse_gcg(game_to_gcg(game, lexicon=saved.lexicon), str(p))
    else:
        record = read_gcg(p)
    rp = replay_record(record, board, tiles)  # type: ignore[arg-type]
    if rp.error is not None:
        err = rp.error
        raise GcgError(err.message, str(p), err.line, err.code)
    warnings = [f"WARNING {p}:{m.line}: {m.message}" for m in rp.mismatches]
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
    path: str | Path, board: BoardLayout | None = None, tiles: TileSet | None = None, turn: int | None = None
) -> str:
    """The position of a record (after turn ``turn``, default the last event) as CGP.

    The player to move comes first; only that player's rack is written, and only when
    the record shows it. A lexitile saved game (``.json``) gives its current position.

    Raises:
        LexitileError: the file cannot be read or replayed, or ``turn`` is negative.
    """
    from lexitile.errors import InputFileError  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.records.cgp import CgpPosition, cgp_from_game, format_cgp  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.records.replay_model import load_replay  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    p = Path(path)
    if p.suffix.lower() == ".json":
        from lexitile.savegame import load_saved  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

        saved = load_saved(p)
        return cgp_from_game(saved.replay(), lexicon=saved.lexicon) + "\n"
    model = load_replay(p, board, tiles)
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
    from lexitile.catalog import load_layout, load_tileset  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.errors import InputFileError  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    board = load_layout(args.board) if args.board else None
    tiles = load_tileset(args.tiles) if args.tiles else None
    if getattr(args, "reader", None) and args.format != "gcg":
        raise InputFileError(f"--for {args.reader} is for --format gcg, not --format {args.format}")
    if args.format == "cgp":
        text, warnings = export_cgp(args.file, board, tiles, args.turn), list[str]()
    else:
        text, warnings = export_file(
            args.file, args.format, board, tiles, args.notes, args.plain, getattr(args, "reader", None)
        )
    for line in warnings:
        print(line, file=sys.stderr)
    sys.stdout.write(text)
    return 0
