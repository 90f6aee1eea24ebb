"""``lexitile verify FILE.gcg... [--board FILE|NAME] [--tiles NAME] [--lexicon NAME|PATH] [--json]``.

Replays each GCG file and recomputes every score and running total. One
line per file::

    OK path (N events)      (a resigned record: OK path (N events; NICK resigned ...))
    MISMATCH path:LINE: "LINE TEXT": recorded +X, computed +Y (breakdown)
    ERROR path:LINE: "LINE TEXT": message [CODE]

then ``N files, M events, K mismatches, E errors`` (K and E count files); ``"LINE TEXT"`` quotes the offending line as the
file has it (as the replay's error screen shows it). A wrong score
or running total is a mismatch; anything unreadable or illegal is an error (the code in
brackets is MAGPIE's name for it, see ``docs/gcg.md``). Warnings (what a
strict reader would refuse but that changes nothing in the game) go to standard error
as ``WARNING path:LINE: message``. With ``--json`` each file is one JSON object on its
own line, with its warnings, and there is no summary.

A file another game's mode can read back (:attr:`lexitile.core.modes.GameMode.record_tools`,
a duplicate record ``.dpl``) is verified by that game: ``OK path (N events)`` with N
its rounds, or ``ERROR path:LINE: "LINE TEXT": message [RECORD_ERROR]``; the options
do not apply to it (the record names its own rules).

Exit status: 0 when every file verifies; 1 when any file has a mismatch or an error;
2 for a usage error: a ``--board``/``--tiles``/``--lexicon`` that cannot be loaded (no
file is read), or a named file that cannot be opened (missing, a directory, no
permission, or a Quiddler or Crosswise record, refused by its game) — such a file
still gets its ``ERROR path: ...`` line and the other files are verified. No input ever ends in a traceback: an unexpected failure is reported as an
ERROR naming the line being read.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Container, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from lexitile.commands.compound_option import add_compounds_argument
from lexitile.core.message import Message
from lexitile.core.modes import RecordTools
from lexitile.errors import InputFileError, LexitileError
from lexitile.games.crossword.catalog import load_layout, load_tileset
from lexitile.games.crossword.records.gcg import GcgError, GcgRecord, GcgWarning, gcg_bytes, line_of, read_gcg
from lexitile.games.crossword.records.recorded_rules import compound_rule_of, find_rules_note
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.tiles import TileSet

__all__ = ["FileVerdict", "load_lexicon_option", "register", "run", "verify_path"]


@dataclass(frozen=True, slots=True)
class FileVerdict:
    """The verdict on one file.

    Attributes:
        file: the path as given.
        status: ``"ok"``, ``"mismatch"`` or ``"error"``.
        events: number of event lines read (0 when the file could not be parsed).
        line: line of the first mismatch or of the error, ``None`` when OK or when the
            fault concerns the whole file (it cannot be opened).
        message: the mismatch or error text, ``None`` when OK.
        code: MAGPIE-style code of the mismatch or error (``CUMULATIVE_SCORING_ERROR``,
            ``MOVE_VALIDATION_ERROR``, ...), ``None`` when OK.
        warnings: what was accepted although a strict reader would refuse it.
        unopenable: True when the file could not be opened at all (exit status 2).
        final_scores: nick -> recomputed total after the last replayed event (empty
            when nothing was replayed).
        quote: the text of ``line`` in the file (``""`` when there is none, and for
            bytes that cannot be decoded as text).
        ending: how a resigned record ended, as its note says (``Ann resigned before
            the first move``; GCG has no event for a resignation), else ``None``.
    """

    file: str
    status: str
    events: int
    line: int | None = None
    message: str | None = None
    code: str | None = None
    warnings: tuple[GcgWarning, ...] = ()
    unopenable: bool = False
    final_scores: dict[str, int] = field(default_factory=dict)
    quote: str = ""
    ending: str | None = None

    def text(self) -> str:
        """The verdict as one line of text output."""
        if self.status == "ok":
            ending = f"; {self.ending.rstrip('.')}" if self.ending else ""
            return f"OK {self.file} ({self.events} events{ending})"
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        if self.quote:
            where += f': "{self.quote}"'
        if self.status == "mismatch":
            return f"MISMATCH {where}: {self.message}"
        suffix = f" [{self.code}]" if self.code and not self.unopenable else ""
        return f"ERROR {where}: {self.message}{suffix}"

    def to_json(self) -> dict[str, Any]:
        """The verdict as the ``--json`` object."""
        return {
            "file": self.file,
            "status": self.status,
            "events": self.events,
            "line": self.line,
            "message": self.message,
            "code": self.code,
            "warnings": [w.to_json() for w in self.warnings],
            "scores": self.final_scores,
            "text": self.quote,
            "ending": self.ending,
        }


def _quoted(verdict: FileVerdict, path: str | Path) -> FileVerdict:
    """The verdict with the text of its line (none for undecodable bytes)."""
    if verdict.line is None or verdict.code in ("BAD_ENCODING", "TOO_LARGE"):
        return verdict
    try:
        data = gcg_bytes(path)
    except LexitileError:
        return verdict
    return replace(verdict, quote=line_of(data, verdict.line))


def verify_path(
    path: str | Path,
    board: str | BoardLayout | None = None,
    tiles: str | TileSet | None = None,
    lexicon: Container[str] | None = None,
    compounds: str | None = None,
) -> FileVerdict:
    """Read, replay and judge one GCG file (the offending line quoted); never raises.

    Args:
        path: the file.
        board: layout for records that name none (``--board``).
        tiles: tile set for records that do not decide it (``--tiles``).
        lexicon: word container to judge words (``--lexicon``), or ``None``: then a
            record whose ``#lexicon`` names an installed list
            (``lexitile lexicon add``) is judged by that list, other records' words are
            not judged.
        compounds: the German compound rule to judge by (``--compounds``), or
            ``None``: the record's own (its ``lexitile:rules`` note; ``free`` for a
            record without one, see :func:`lexitile.games.crossword.records.recorded_rules.compound_rule_of`).

    Returns:
        The :class:`FileVerdict`: ``error`` for an unreadable file, a syntax fault or an
        illegal or out-of-order event; ``mismatch`` for the first score or running total
        that differs; else ``ok``.
    """
    return _quoted(_verify(path, board, tiles, lexicon, compounds), path)


def _verify(
    path: str | Path,
    board: str | BoardLayout | None,
    tiles: str | TileSet | None,
    lexicon: Container[str] | None,
    compounds: str | None = None,
) -> FileVerdict:
    from lexitile.commands.record_game import record_tools_for  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    name = str(path)
    try:
        tools = record_tools_for(path, "verify")
    except InputFileError as exc:  # not a GCG record at all: refused like a file that cannot be opened
        return FileVerdict(name, "error", 0, None, exc.message, "OTHER_GAME", unopenable=True)
    if tools is not None:
        return _verify_other_game(name, tools)
    try:
        record = read_gcg(path)
    except GcgError as exc:
        return FileVerdict(name, "error", 0, exc.line, exc.message, exc.code)
    except InputFileError as exc:
        return FileVerdict(name, "error", 0, exc.line, exc.message, "UNREADABLE", unopenable=exc.line is None)
    except Exception as exc:  # noqa: BLE001 - a bug must not become a traceback
        return FileVerdict(
            name, "error", 0, None, f"internal error while reading: {type(exc).__name__}: {exc}", "INTERNAL_ERROR"
        )
    events = len(record.events)
    try:
        if lexicon is None:  # a record naming a list the player installed is judged by it
            from lexitile.lexicon.store import installed_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

            lexicon = installed_lexicon(record.lexicon)
        elif getattr(lexicon, "language", None) == "de":
            lexicon = _by_compound_rule(lexicon, record, compounds)
        rp = replay_record(record, board, tiles, lexicon)
    except GcgError as exc:
        return FileVerdict(name, "error", events, exc.line, exc.message, exc.code, tuple(record.warnings))
    except LexitileError as exc:
        return FileVerdict(name, "error", events, None, str(exc), "RULES", tuple(record.warnings))
    except Exception as exc:  # noqa: BLE001
        return FileVerdict(
            name,
            "error",
            events,
            None,
            f"internal error: {type(exc).__name__}: {exc}",
            "INTERNAL_ERROR",
            tuple(record.warnings),
        )
    warnings = tuple(rp.warnings) + _unused_tiles(record, rp.rules_source, tiles)
    scores = dict(zip(record.nicks, rp.final_scores, strict=True)) if rp.steps else {}
    first = rp.mismatches[0] if rp.mismatches else None
    err = rp.error
    # Report whichever comes first in the file: a mismatch before the error line is the
    # first difference; an error before any mismatch stops the replay.
    if err is not None and (first is None or (err.line or 0) <= first.line):
        return FileVerdict(name, "error", events, err.line, err.message, err.code, warnings, final_scores=scores)
    if first is not None:
        return FileVerdict(
            name, "mismatch", events, first.line, first.message, first.code, warnings, final_scores=scores
        )
    return FileVerdict(name, "ok", events, warnings=warnings, final_scores=scores, ending=record.resignation)


def _verify_other_game(name: str, tools: RecordTools) -> FileVerdict:
    """The verdict on another game's record, read back by its mode's tools (the game
    replays it and checks what it writes): ``ok`` with its rounds as events and the
    players' totals, or ``error`` with the line the game names when it names one (code
    ``RECORD_ERROR``). A file that cannot be opened never gets here: the registry cannot
    tell its game, and the GCG reader reports it."""
    try:
        check = tools.verify(Path(name))
    except InputFileError as exc:
        return FileVerdict(name, "error", 0, exc.line, exc.message, "RECORD_ERROR")
    except LexitileError as exc:
        return FileVerdict(name, "error", 0, None, str(exc), "RULES")
    except Exception as exc:  # noqa: BLE001 - a bug must not become a traceback
        return FileVerdict(name, "error", 0, None, f"internal error: {type(exc).__name__}: {exc}", "INTERNAL_ERROR")
    return FileVerdict(name, "ok", check.events, final_scores=check.scores)


def _by_compound_rule(lexicon: Container[str], record: GcgRecord, compounds: str | None) -> Container[str]:
    """The German lexicon as the record's compound rule judges (``compounds`` when
    given, else the rule its ``lexitile:rules`` note states; ``free`` without one).

    Raises:
        GcgError: the record's note is malformed.
    """
    from lexitile.lexicon.compounds import for_rules  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    return for_rules(lexicon, compounds or compound_rule_of(find_rules_note(record)))


def _unused_tiles(record: GcgRecord, source: dict[str, str], tiles: str | TileSet | None) -> tuple[GcgWarning, ...]:
    """A warning when ``--tiles`` was given but the record decided its tile set itself
    (``#tile-distribution``, ``#lexicon``, the letters it uses): the record says what was
    played with, so it wins, but the option is not ignored without a word."""
    chosen = source.get("tileset", "")
    if tiles is None or chosen.startswith("option"):
        return ()
    given = tiles.name if isinstance(tiles, TileSet) else str(tiles)
    pragma = record.pragma("tile-distribution") if chosen.startswith("#tile-distribution") else None
    why = Message("gcg.warn-tiles-option-unused", {"given": given, "source": chosen})
    return (GcgWarning.of(pragma.line if pragma is not None else None, "TILES_OPTION_NOT_USED", why),)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``verify`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "verify",
        help="replay GCG files and check every score",
        description="Replay each GCG file, recomputing every score and running total. "
        "Prints OK, MISMATCH (a score or total differs) or ERROR (unreadable or illegal) per "
        "file, then a summary. Exit status: 0 all OK, 1 some mismatch or error, 2 usage "
        "error (bad option, a file that cannot be opened).",
    )
    parser.add_argument(
        "files",
        nargs="+",
        metavar="FILE.gcg",
        help="GCG files to verify, or duplicate records (.dpl), replayed round by round",
    )
    parser.add_argument(
        "--board",
        metavar="FILE|NAME",
        help="board layout for files without #board-layout (standard15, super21, CrosswordGame or a layout file)",
    )
    parser.add_argument(
        "--tiles",
        metavar="NAME",
        help="tile set for files whose pragmas and letters do not decide it (english, french, polish, ... or a file)",
    )
    parser.add_argument(
        "--lexicon",
        metavar="NAME|PATH",
        help="judge every word played against this lexicon (built-in name or word-list file); "
        "without it words are not judged",
    )
    add_compounds_argument(parser, default="the record's rule (its lexitile:rules note; free without one)")
    parser.add_argument("--json", action="store_true", help="one JSON object per file (with warnings), no summary")
    parser.set_defaults(func=run)


def load_lexicon_option(spec: str) -> Container[str]:
    """Load the ``--lexicon`` word list (imported lazily: the lexicon package is optional here).

    Raises:
        LexitileError: the name or file cannot be loaded, or word lists are unavailable.
    """
    try:
        from lexitile.lexicon.loading import load_lexicon  # noqa: PLC0415 - an optional module: its ImportError is handled here
    except ImportError as exc:  # the lexicon package is developed separately
        raise LexitileError(f"word lists are not available in this installation ({exc})") from None
    # A batch verdict must not depend on how far the background compound check got.
    return load_lexicon(spec, compounds="lazy")


def run(args: argparse.Namespace) -> int:
    """Verify ``args.files``; print verdicts; return the exit status (0, 1 or 2)."""
    try:
        from lexitile.lexicon.cache import progress_on_terminal  # noqa: PLC0415 - an optional module: its ImportError is handled here

        progress_on_terminal()  # a first-use index build or the compound load is seen
    except ImportError:  # the lexicon package is optional here
        pass
    board = load_layout(args.board) if args.board else None
    tiles = load_tileset(args.tiles) if args.tiles else None
    lexicon = load_lexicon_option(args.lexicon) if args.lexicon else None
    return report(args.files, board, tiles, lexicon, args.json, getattr(args, "compounds", None))


def report(
    files: Sequence[str],
    board: BoardLayout | None,
    tiles: TileSet | None,
    lexicon: Container[str] | None,
    as_json: bool,
    compounds: str | None = None,
) -> int:
    """Verify and print each file (text or JSON lines); return the exit status."""
    n_events = n_mismatch = n_error = 0
    unopenable = False
    out = sys.stdout
    for name in files:
        v = verify_path(name, board, tiles, lexicon, compounds)
        n_events += v.events
        n_mismatch += v.status == "mismatch"
        n_error += v.status == "error"
        unopenable = unopenable or v.unopenable
        if as_json:
            print(json.dumps(v.to_json(), ensure_ascii=False), file=out)
        else:
            print(v.text(), file=out)
            for w in v.warnings:
                where = name if w.line is None else f"{name}:{w.line}"
                print(f"WARNING {where}: {w.message}", file=sys.stderr)
    if not as_json:
        print(f"{len(files)} files, {n_events} events, {n_mismatch} mismatches, {n_error} errors", file=out)
    if unopenable:
        return 2
    return 1 if (n_mismatch or n_error) else 0
