"""``lexitile analyze FILE.gcg [--turn N] [--json] [--annotate OUT.gcg] [--lexicon NAME|PATH]``.

Replays a GCG record and, for every turn whose rack is recorded, compares the move made
with the best option found by the evaluator (:mod:`lexitile.games.crossword.engine.evaluator`: score
plus leave value, with the bag empty the end-of-game rack adjustment; independent of
the robot levels). Per turn: the move made, the best option, the equity of each and
the equity lost; for exchanges and passes what the best play would have gained. Then a
summary per player: total equity lost, the three worst moves, bingos available and
missed, phonies played and challenged off.

* ``--turn N``: only turn N (1-based; plays, exchanges and passes), with its five best
  plays.
* ``--json``: one JSON object ``{"file", "lexicon", "warnings", "turns", "players"}``
  (``players`` left out with ``--turn``).
* ``--annotate OUT.gcg``: also write the record with a ``#note`` after every turn
  (:mod:`lexitile.games.crossword.records.annotate`), atomically; ``OUT`` may not be the input.
* ``--lexicon``: the word list to analyse with. Default: the list the record names in
  ``#lexicon`` when it is installed, else the built-in list of the record's tile set's
  language, with a warning (words of the record's list that this one lacks are then
  counted as phonies).

Turns without a recorded rack (or with only some of its tiles) are listed as skipped.
A record ``lexitile verify`` says ERROR for (an illegal event: one after the end of the
game, a rack that cannot be drawn) is refused, naming its line and code, before any
analysis; a record with only MISMATCH lines (a wrong score or total) is analysed.
A game still in play is analysed as the replay shows it, without its racks
(:mod:`lexitile.commands.hidden_racks`): every turn is then skipped, and a warning says
so; ``--reveal`` analyses it with the racks. ``--annotate`` copies the input's own lines,
its racks included, and adds its notes.

Exit status: 0 success; 2 a usage error or input that cannot be read (missing file, not
GCG, a record whose replay stops at an illegal event, a turn that does not exist, an
unknown lexicon, an output that cannot be written): one line on standard error, never a
traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.errors import LexitileError, UnknownNameError

if TYPE_CHECKING:
    from lexitile.lexicon.store import Lexicon

__all__ = ["register", "resolve_lexicon", "run"]


class _BadInput(LexitileError):
    """Input the command cannot use (exit status 2)."""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``analyze`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "analyze",
        help="review a GCG record: the best play and the equity lost at every turn",
        description="For every turn of a GCG record whose rack is recorded: the move made, the "
        "best option by equity (score + leave value), the equity of each and the equity lost; "
        "then a summary per player. Exit status: 0 success, 2 bad input.",
    )
    parser.add_argument("file", metavar="FILE.gcg", help="a GCG record")
    parser.add_argument("--turn", type=int, metavar="N", help="only turn N (1-based), with its five best plays")
    parser.add_argument("--json", action="store_true", help="one JSON object: turns, players, warnings")
    parser.add_argument("--annotate", metavar="OUT.gcg", help="also write the record with a #note after every turn")
    parser.add_argument(
        "--lexicon",
        metavar="NAME|PATH",
        help="word list to analyse with (default: the record's #lexicon when installed, else the built-in list)",
    )
    from lexitile.commands.hidden_racks import add_reveal_option  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    add_reveal_option(parser)
    from lexitile.commands.compound_option import add_compounds_argument  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    add_compounds_argument(parser, default="the record's rule (its lexitile:rules note; free without one)")
    parser.set_defaults(func=run)


def resolve_lexicon(option: str | None, named: str | None, tileset_name: str) -> tuple[Lexicon, str | None]:
    """The word list to analyse a record with, and a warning when it is not the record's.

    Args:
        option: ``--lexicon`` (a built-in or installed name, or a word-list file), or ``None``.
        named: the record's ``#lexicon`` value, or ``None``.
        tileset_name: the record's tile set (its language's built-in list is the fallback).

    Returns:
        ``(lexicon, warning)``; ``warning`` is ``None`` when the list is the one asked for.

    Raises:
        LexitileError: ``--lexicon`` cannot be loaded, or no list exists for the tile set.
    """
    from lexitile.games.crossword.selfplay import lexicon_for_tileset  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.lexicon import load_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    if option:
        return load_lexicon(option, compounds="lazy"), None
    if named and not any(ch in named for ch in "/\\") and not Path(named).exists():
        # a name only: a record never makes us open a file it names
        try:
            return load_lexicon(named, compounds="lazy"), None
        except (UnknownNameError, LexitileError):
            pass
    default = lexicon_for_tileset(tileset_name)
    if default is None:
        raise _BadInput(f"no built-in word list for the {tileset_name} tile set: give one with --lexicon")
    lexicon = load_lexicon(default, compounds="lazy")
    warning = None
    if named:
        warning = (
            f"the record's word list {named} is not installed: analysed with the built-in {default} list, "
            f"so words of {named} it lacks count as phonies"
        )
    return lexicon, warning


def run(args: argparse.Namespace) -> int:
    """Analyse the record; return the exit status (0, or 2 on bad input)."""
    from lexitile.lexicon.cache import progress_on_terminal  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    progress_on_terminal()  # a first-use index build or the compound load is seen
    return _run(args)


def _run(args: argparse.Namespace) -> int:
    from lexitile.commands.hidden_racks import HIDDEN_NOTE, replay_for_output  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.commands.record_game import refuse_other_game  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.engine.analysis import analyse_replay, turn_events  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.engine.automaton import automaton_for_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.gcg import GcgError, gcg_bytes, parse_gcg  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.lexicon.compounds import for_rules  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    path = Path(args.file)
    refuse_other_game(path, "analyze")
    data = gcg_bytes(path)  # capped: a huge line is refused, not read into memory
    if args.annotate and _same_file(path, Path(args.annotate)):
        raise _BadInput(f"--annotate {args.annotate}: the output would overwrite the record analysed")
    record, replay, hidden = replay_for_output(parse_gcg(data, path), reveal=bool(getattr(args, "reveal", False)))
    if replay.error is not None:  # refused as verify refuses it, before any word list loads
        err = replay.error
        raise GcgError(err.why or err.message, path, err.line, err.code)
    n_turns = len(turn_events(replay))
    if args.turn is not None and not 1 <= args.turn <= n_turns:
        raise _BadInput(f"{path}: turn {args.turn} does not exist: the record has {n_turns} turns (1 to {n_turns})")
    lexicon, lex_warning = resolve_lexicon(args.lexicon, record.lexicon, replay.tileset.name)
    # German words are judged by the record's compound rule unless --compounds overrides it
    lexicon = for_rules(lexicon, getattr(args, "compounds", None) or replay.rules.compound_words)
    warnings: list[str] = []
    if hidden:
        warnings.append(HIDDEN_NOTE)
    if lex_warning:
        warnings.append(lex_warning)
    automaton = automaton_for_lexicon(lexicon)
    turns = None if args.turn is None else {args.turn}
    analysis = analyse_replay(replay, automaton, lexicon, turns=turns)
    lex_name = getattr(lexicon, "name", "?")
    if args.annotate:
        from lexitile.games.crossword.records.annotate import annotate_gcg  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

        full = analysis if turns is None else analyse_replay(replay, automaton, lexicon)
        _write_atomically(Path(args.annotate), annotate_gcg(data, record, full.turns))
    out = sys.stdout
    if args.json:
        obj: dict[str, object] = {"file": str(path), "lexicon": lex_name, "warnings": warnings}
        full_json = analysis.to_json()
        obj["turns"] = full_json["turns"]
        if turns is None:
            obj["players"] = full_json["players"]
        out.write(json.dumps(obj, ensure_ascii=False) + "\n")
        return 0
    for w in warnings:
        print(f"lexitile: warning: {w}", file=sys.stderr)
    from lexitile.commands.analyze_text import print_summary, print_turn_detail, print_turns  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    print(f"{path}: {n_turns} turns; lexicon {lex_name}; equity = score + leave value", file=out)
    if args.turn is not None:
        print_turn_detail(analysis.turns[0], out)
        return 0
    print_turns(analysis.turns, out)
    print_summary(analysis.players, out)
    if args.annotate:
        print(f"annotated record written to {args.annotate}", file=out)
    return 0


def _same_file(a: Path, b: Path) -> bool:
    try:
        return b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def _write_atomically(target: Path, data: bytes) -> None:
    """Write bytes to ``target`` through a temporary file in its folder and ``os.replace``,
    so an interrupted write leaves the old file (or none) and never half a file."""
    folder = target.parent if str(target.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise LexitileError(f"{target}: cannot write: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise LexitileError(f"{target}: cannot write: {exc.strerror or exc}") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
