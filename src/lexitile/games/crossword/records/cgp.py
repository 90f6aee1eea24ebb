"""CGP, the Crossword Game Position format of Macondo and Woogles: read and write.

A CGP record is one line of space-separated fields (Macondo ``cgp/README.md``; FEN-like):

1. **board**: the rows, top first, separated by ``/``; a run of empty squares is its
   length in digits (``15`` an empty row, ``7D7``), a tile its letter, a blank its
   lower-case letter. Multi-character tiles (``[CH]``) are not supported here (every
   lexitile tile is one character) and are refused with a clear message;
2. **racks**: one per player, separated by ``/``, the player to move first; a rack
   that is unknown is empty (``AELNOQT/``); ``?`` is a blank;
3. **scores**: the same order, separated by ``/`` (``357/289``);
4. **zeros**: consecutive scoreless turns just before the position;
5. **operations** (optional): ``OPCODE OPERANDS;`` separated by spaces, e.g.
   ``lex NWL23; ld english; bdn CrosswordGame; bb 50; mcnz 6; lm 8H W.RD;``.
   Every operation is kept, in order, with its operand text; unknown ones are kept
   too (they are not errors), so a record round-trips.

Example (Macondo's README, the empty board)::

    15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AELNOQT/ 0/0 0 lex NWL18; lm -2;

:func:`parse_cgp` reads a record into a :class:`CgpPosition`; :func:`format_cgp`
writes one; :func:`cgp_from_game` writes the position of a
:class:`lexitile.games.crossword.rules.game.Game` for the player on turn. The layout and tile set a
record needs come from its ``bdn``/``ld`` operations (:meth:`CgpPosition.rules_names`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from lexitile.errors import LexitileError
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.layout import GCG_LAYOUT_NAMES, BoardLayout
from lexitile.games.crossword.rules.scoreless import ScorelessEnd
from lexitile.games.crossword.rules.tiles import BLANK, TileSet

if TYPE_CHECKING:
    from lexitile.games.crossword.rules.game import Game

__all__ = ["CgpError", "CgpPosition", "cgp_from_game", "compress_row", "format_cgp", "parse_cgp"]

_DIGITS = re.compile(r"\d+")
#: Built-in layout name -> the GCG/Macondo board name written in ``bdn``.
_BDN = {"standard15": "CrosswordGame", "super21": "SuperCrosswordGame"}


class CgpError(LexitileError):
    """A CGP record that cannot be read; the message names the field and what was expected."""


@dataclass
class CgpPosition:
    """A parsed CGP record.

    Attributes:
        rows: the board rows, each a string with ``.`` for an empty square (the
            format of :meth:`lexitile.games.crossword.rules.board.Board.to_rows`).
        racks: the racks, player to move first (``""`` = unknown), ``?`` for blanks.
        scores: the scores, in the order of ``racks``.
        zeros: consecutive scoreless turns before the position.
        ops: ``(opcode, operands)`` in record order (operands may be ``""``).
    """

    rows: list[str]
    racks: list[str]
    scores: list[int]
    zeros: int = 0
    ops: list[tuple[str, str]] = field(default_factory=list)

    def op(self, code: str) -> str | None:
        """The operands of the first operation ``code`` (``"lex"``), or ``None``."""
        for c, v in self.ops:
            if c == code:
                return v
        return None

    @property
    def lexicon(self) -> str | None:
        """The ``lex`` operation's lexicon name (``NWL23``), if any."""
        return self.op("lex")

    @property
    def bingo_bonus(self) -> int | None:
        """The ``bb`` operation's value, if any and numeric."""
        v = self.op("bb")
        return int(v) if v is not None and v.isdigit() else None

    def rules_names(self) -> tuple[str, str]:
        """``(layout name, tile set name)`` from ``bdn``/``ld``, defaulting to the
        standard board and English tiles; GCG names (``CrosswordGame``) are mapped to
        lexitile's (``standard15``)."""
        bdn = self.op("bdn") or "standard15"
        ld = self.op("ld") or "english"
        return GCG_LAYOUT_NAMES.get(bdn.lower(), bdn), ld

    def board(self, layout: BoardLayout) -> Board:
        """The board on ``layout``.

        Raises:
            CgpError: the rows do not fit the layout.
        """
        if len(self.rows) != layout.rows:
            raise CgpError(f"CGP board has {len(self.rows)} rows, the {layout.name} board has {layout.rows}")
        for i, r in enumerate(self.rows, 1):
            if len(r) != layout.cols:
                raise CgpError(f"CGP board row {i} has {len(r)} squares, the {layout.name} board has {layout.cols}")
        return Board.from_rows(layout, self.rows)

    def check_tiles(self, tileset: TileSet) -> None:
        """Every letter belongs to the tile set and no tile is used more often than the
        set has it (board and racks together).

        Raises:
            CgpError: naming the letter.
        """
        used: Counter[str] = Counter()
        for r in self.rows:
            for ch in r:
                if ch == ".":
                    continue
                if not tileset.is_letter(ch):
                    raise CgpError(f"CGP board: {ch!r} is not a tile of the {tileset.name} set")
                used[BLANK if ch.islower() else ch] += 1
        for k, rack in enumerate(self.racks, 1):
            for ch in rack:
                if ch != BLANK and (not tileset.is_letter(ch) or ch.islower()):
                    raise CgpError(f"CGP rack {k}: {ch!r} is not a tile of the {tileset.name} set (blanks are '?')")
                used[ch] += 1
        for t, n in sorted(used.items()):
            if n > tileset.counts.get(t, 0):
                raise CgpError(
                    f"CGP position uses {n} {t!r} tiles (board and racks), the {tileset.name} set has {tileset.counts.get(t, 0)}"
                )

    def unseen(self, tileset: TileSet) -> Counter[str]:
        """Tiles the player to move cannot see: the full bag minus the board and their rack."""
        c = Counter(tileset.full_bag())
        for r in self.rows:
            for ch in r:
                if ch != ".":
                    c[BLANK if ch.islower() else ch] -= 1
        c.subtract(self.racks[0] if self.racks else "")
        return +c


def _expand_row(text: str, index: int) -> str:
    out = []
    for m in re.finditer(r"(\d+)|(\[[^\]]*\])|(.)", text):
        num, multi, ch = m.groups()
        if num is not None:
            n = int(num)
            if n == 0 or n > 99:
                raise CgpError(f"CGP board row {index}: bad run of empty squares {num!r}")
            out.append("." * n)
        elif multi is not None:
            raise CgpError(f"CGP board row {index}: multi-character tile {multi} is not supported")
        elif ch.isalpha():
            out.append(ch)
        else:
            raise CgpError(f"CGP board row {index}: {ch!r} is neither a letter nor a number of empty squares")
    return "".join(out)


def compress_row(row: str) -> str:
    """A board row (``.`` for empty) in CGP form: runs of empty squares as numbers."""
    return _RUNS.sub(lambda m: str(len(m.group(0))), row)


_RUNS = re.compile(r"\.+")


def parse_cgp(text: str) -> CgpPosition:
    """Read a CGP record (one line; surrounding white space is ignored).

    Raises:
        CgpError: fewer than four fields, a bad board row, a rack with characters
            other than letters and ``?``, racks and scores of different counts, fewer
            than two players, a score or zero count that is not a whole number, or an
            operation without its ``;``. The message names the field.
    """
    s = " ".join(text.split())
    if not s:
        raise CgpError("empty CGP record")
    fields = s.split(" ", 4)
    if len(fields) < 4:
        raise CgpError(
            f"a CGP record needs at least 4 space-separated fields (board, racks, scores, zeros), got {len(fields)}"
        )
    board_f, racks_f, scores_f, zeros_f = fields[:4]
    rows = [_expand_row(r, i) for i, r in enumerate(board_f.split("/"), 1)]
    racks = racks_f.split("/")
    for k, rack in enumerate(racks, 1):
        for ch in rack:
            if not (ch == BLANK or ch.isalpha()):
                raise CgpError(f"CGP rack {k} {rack!r}: {ch!r} is not a tile (letters and '?')")
    racks = [r.upper() for r in racks]
    score_texts = scores_f.split("/")
    if len(score_texts) != len(racks):
        raise CgpError(f"CGP has {len(racks)} racks but {len(score_texts)} scores")
    if len(racks) < 2:
        raise CgpError("CGP needs at least two players (racks separated by '/', e.g. 'AEINRST/')")
    scores = []
    for t in score_texts:
        if not re.fullmatch(r"-?\d+", t):
            raise CgpError(f"CGP score {t!r} is not a whole number")
        scores.append(int(t))
    if not zeros_f.isdigit():
        raise CgpError(f"CGP consecutive-zero count {zeros_f!r} is not a whole number")
    ops: list[tuple[str, str]] = []
    if len(fields) == 5:
        rest = fields[4].strip()
        if rest and not rest.endswith(";"):
            raise CgpError(f"CGP operation {rest.split(';')[-1].strip()!r} must end with ';'")
        for part in rest.split(";"):
            part = part.strip()
            if not part:
                continue
            code, _, operands = part.partition(" ")
            ops.append((code, operands.strip()))
    return CgpPosition(rows, racks, scores, int(zeros_f), ops)


def format_cgp(pos: CgpPosition) -> str:
    """The record as one CGP line (operations in order, each ``CODE OPERANDS;``)."""
    board = "/".join(compress_row(r) for r in pos.rows)
    ops = " ".join(f"{c} {v};" if v else f"{c};" for c, v in pos.ops)
    line = f"{board} {'/'.join(pos.racks)} {'/'.join(str(s) for s in pos.scores)} {pos.zeros}"
    return f"{line} {ops}" if ops else line


def cgp_from_game(
    game: Game, lexicon: str | None = None, *, all_racks: bool = False, extra_ops: Sequence[tuple[str, str]] = ()
) -> str:
    """The position of a :class:`lexitile.games.crossword.rules.game.Game` as seen by the player on turn.

    Args:
        game: the game.
        lexicon: the ``lex`` name to write (e.g. ``"en"``), or ``None`` for none.
        all_racks: also write the other players' racks (default: unknown, as the
            player on turn sees them).
        extra_ops: more ``(opcode, operands)`` to append (``("lm", "8H WORD")``).

    Returns:
        The CGP line. ``ld`` is written for every tile set but English, ``bdn`` for
        every board but the standard one, ``bb`` when the bingo bonus is not 50,
        ``etl`` when the exchange limit is not 7, ``mcnz`` when scoreless turns end the
        game after another count than 6.
    """
    n = len(game.players)
    order = [(game.turn + k) % n for k in range(n)]
    racks = ["".join(sorted(game.racks[s])) if (k == 0 or all_racks) else "" for k, s in enumerate(order)]
    scores = [game.scores[s] for s in order]
    rules = game.rules
    ops: list[tuple[str, str]] = []
    if lexicon:
        ops.append(("lex", lexicon))
    if rules.tileset.name != "english":
        ops.append(("ld", rules.tileset.name))
    if rules.layout.name != "standard15":
        ops.append(("bdn", _BDN.get(rules.layout.name, rules.layout.name)))
    if rules.bingo_bonus != 50:
        ops.append(("bb", str(rules.bingo_bonus)))
    if rules.exchange_min_bag != 7:
        ops.append(("etl", str(rules.exchange_min_bag)))
    limit = ScorelessEnd.of(rules, n).turns
    if limit != 6:
        ops.append(("mcnz", str(limit)))
    ops.extend(extra_ops)
    return format_cgp(CgpPosition(game.board.to_rows(), racks, scores, game.scoreless, ops))
