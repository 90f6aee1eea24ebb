"""An analysed record written back with a ``#note`` after every turn.

The record is kept as it was, line for line and byte for byte (encoding, line ends,
pragmas, old dialects); only note lines are added, one per turn:

    #note lexitile:analysis best 8D MIRING 24 (equity 24.8); played equity 13.2, lost 11.6

Where the notes go follows what every GCG reader accepts (``docs/gcg-readers.md``): a
note **after an event**, never before the first one (MAGPIE refuses that,
``NOTE_PRECEDENT_EVENT``), and as a ``#note`` rather than a pragma of our own (Macondo
and MAGPIE refuse unknown pragmas). A turn's note follows the turn's own lines: the
play, then a ``--`` withdrawal or a ``(challenge)`` bonus line that belongs to it (so a
withdrawal still follows its play directly as MAGPIE requires), then the notes the
turn already had. Notes of an earlier analysis (``lexitile:analysis``) are replaced,
so annotating an annotated record gives the same file.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.games.crossword.engine.analysis import TurnAnalysis
from lexitile.games.crossword.records.gcg import GcgRecord, decode_gcg
from lexitile.games.crossword.rules.events import EventKind

__all__ = ["ANALYSIS_NOTE_PREFIX", "analysis_note", "annotate_gcg"]

#: The first word of every note this module writes.
ANALYSIS_NOTE_PREFIX = "lexitile:analysis"

_FOLLOWERS = frozenset({EventKind.WITHDRAWN, EventKind.CHALLENGE_BONUS, EventKind.CHALLENGE_PENALTY})


def analysis_note(turn: TurnAnalysis) -> str:
    """The one-line note of a turn: the best option with its score and equity, the
    equity of the move made and the equity lost; or why the turn was not analysed."""
    if turn.skipped or turn.best is None or turn.equity is None or turn.loss is None:
        return f"{ANALYSIS_NOTE_PREFIX} not analysed: {turn.skipped or 'no analysis'}"
    b = turn.best
    text = (
        f"{ANALYSIS_NOTE_PREFIX} best {b.text} {b.score} (equity {b.equity:.1f}); "
        f"played equity {turn.equity:.1f}, lost {max(0.0, turn.loss):.1f}"
    )
    gain = turn.play_gain
    if gain is not None and turn.best_play is not None and b.kind != "play":
        text += f"; best play {turn.best_play.text} {turn.best_play.score} ({gain:+.1f})"
    return text


def _is_analysis_note(line: str) -> bool:
    s = line.strip()
    if not s.lower().startswith("#note"):
        return False
    return s[5:].strip().startswith(ANALYSIS_NOTE_PREFIX)


def annotate_gcg(data: bytes, record: GcgRecord, turns: Sequence[TurnAnalysis]) -> bytes:
    """The record's bytes with one analysis note after each analysed turn.

    Args:
        data: the file's bytes, exactly as read (the record was parsed from them).
        record: the parsed record (its event line numbers place the notes).
        turns: the analysis of the turns to annotate (:func:`lexitile.games.crossword.engine.analysis.analyse_replay`).

    Returns:
        The annotated file's bytes, in the file's encoding and line ends.

    Raises:
        GcgError: the bytes cannot be decoded (as :func:`lexitile.games.crossword.records.gcg.decode_gcg`).
    """
    bom = data.startswith(b"\xef\xbb\xbf")
    text, encoding, _warning = decode_gcg(data, record.path)
    newline = "\r\n" if "\r\n" in text else "\n"
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    ends_with_newline = text.endswith("\n")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    events = record.events
    insert: dict[int, list[str]] = {}  # 0-based line index -> note lines to put after it
    for turn in turns:
        j = turn.event_index
        while j + 1 < len(events) and events[j + 1].kind in _FOLLOWERS and events[j + 1].player == events[j].player:
            j += 1
        at = events[j].line - 1
        while at + 1 < len(lines):
            s = lines[at + 1].strip()
            if s and s[0] == ">":
                break
            if s.startswith("#") and not s.lower().startswith("#note"):
                break
            at += 1
        while at > events[j].line - 1 and not lines[at].strip():
            at -= 1  # blank lines after the turn stay after the note
        insert.setdefault(at, []).append("#note " + analysis_note(turn))
    out: list[str] = []
    for k, line in enumerate(lines):
        if not _is_analysis_note(line):
            out.append(line)
        out.extend(insert.get(k, ()))
    body = newline.join(out) + (newline if ends_with_newline or not out else "")
    encoded = body.encode(encoding, errors="replace")
    return (b"\xef\xbb\xbf" + encoded) if bom else encoded
