"""A second, independent scorer of the GCG records lexitile writes (no lexitile code).

It reads a record line by line with its own small reader (enough for the files our
writer makes: ``#playerN``, ``#description``, ``#board-layout``, ``#tile-distribution``,
``#note`` and the event lines of the GCG working specification section 4), keeps its
own board, and recomputes every event's score from the board file and the tile values
(:mod:`independent_rules`) and the rule set's numbers read from its TOML file with
:mod:`tomllib`:

* a play: every word formed, premiums under new tiles only, blanks 0, the bingo bonus
  for ``rack_size`` tiles; its tiles come from the recorded rack, and every word it forms
  is in the word list unless the next line withdraws it;
* a pass or a turn lost to a wrong challenge, and an exchange (of tiles on the rack): 0;
* a withdrawn phony ``--``: minus the score of the play it takes back;
* a ``(challenge)`` line: the rule set's ``challenge_points``, negative under the
  ``penalty`` rule (the challenger pays), positive under ``bonus``;
* end-rack points ``(TILES)``: the value of the tiles, twice under ``going_out =
  "double"``, once under ``"mattel"``; the tiles are exactly those not on the board;
* an end-rack penalty ``RACK (RACK)``: minus the value of the player's own rack;
* every running total: the player's previous total plus the score.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from independent_rules import (
    DATA,
    board_file,
    letters_of,
    read_layout,
    read_play,
    read_tile_values,
    score,
    tile_points,
    tiles_file,
    words_formed,
)


@dataclass
class Line:
    number: int
    nick: str
    rack: str
    move: list[str]
    score: int
    total: int
    notes: list[str] = field(default_factory=list)


@dataclass
class Record:
    nicks: list[str]
    pragmas: dict[str, str]
    description: dict[str, str]
    lines: list[Line]


def read_record(path: Path) -> Record:
    nicks: list[str] = []
    pragmas: dict[str, str] = {}
    lines: list[Line] = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if raw.startswith("#note "):
            lines[-1].notes.append(raw[6:])
        elif raw.startswith("#player"):
            nicks.append(raw.split()[1])
        elif raw.startswith("#"):
            key, _, value = raw[1:].partition(" ")
            pragmas[key] = value
        elif raw.startswith(">"):
            nick, _, rest = raw[1:].partition(":")
            tokens = rest.split()
            if rest.startswith("  ") and tokens[0].startswith("("):  # end-rack points: no rack
                rack, move = "", tokens[:-2]
            else:
                rack, move = tokens[0], tokens[1:-2]
            lines.append(Line(number, nick, rack, move, int(tokens[-2]), int(tokens[-1])))
        else:
            assert not raw.strip(), f"{path}:{number}: unexpected line {raw!r}"
    description = dict(part.split("=", 1) for part in pragmas.get("description", "").split() if "=" in part)
    return Record(nicks, pragmas, description, lines)


def _value(tiles: str, points: dict[str, int]) -> int:
    return sum(tile_points(t, points) for t in tiles)


def _fits(part: str, whole: str) -> bool:
    return not Counter(part) - Counter(whole)


def rescore(path: Path, words: frozenset[str]) -> tuple[dict[str, int], Counter[str]]:
    """Check every score and total of a record; return the final totals and a count of
    the kinds of line seen (``play``, ``bingo``, ``pass``, ``lost-turn``, ``exchange``,
    ``withdrawn``, ``challenge``, ``end-points``, ``end-penalty``).

    Raises:
        AssertionError: naming the file, the line and the two numbers.
    """
    rec = read_record(path)
    rules = tomllib.loads((DATA / "rules" / f"{rec.description['rules']}.toml").read_text(encoding="utf-8"))
    layout = read_layout(board_file(rec.pragmas.get("board-layout", rules.get("board", "standard15"))))
    points, counts = read_tile_values(tiles_file(rec.pragmas.get("tile-distribution", rules.get("tiles", "english"))))
    rack_size = rules.get("rack_size", 7)
    bingo_bonus = rules.get("bingo_bonus", 50)
    going_out = 2 if rules.get("going_out", "mattel") == "double" else 1
    challenge_points = rules.get("challenge_points", 5)
    challenge_sign = {"penalty": -1, "bonus": 1}.get(rules.get("challenge_rule", "penalty"), 0)
    board: dict[tuple[int, int], str] = {}
    totals = dict.fromkeys(rec.nicks, 0)
    seen: Counter[str] = Counter()
    last_play: tuple[str, dict[tuple[int, int], str], int] | None = None
    for i, line in enumerate(rec.lines):
        where = f"{path.name}:{line.number}"
        on_board = Counter(letters_of(board.values()))
        move = line.move
        if move != ["--"]:  # (a withdrawal's rack is its play's, with the play still on the board)
            assert not Counter(line.rack) - (Counter(counts) - on_board), f"{where}: rack {line.rack} cannot be drawn"
        if len(move) == 2:  # a play: COORD WORD
            new = read_play(board, move[0], move[1])
            assert _fits(letters_of(new.values()), line.rack), f"{where}: {move} not from the rack {line.rack}"
            expected = score(board, new, layout, points, rack_size, bingo_bonus)
            withdrawn = i + 1 < len(rec.lines) and rec.lines[i + 1].move == ["--"]
            if not withdrawn:
                squares = words_formed(board, new)
                for sq in squares:
                    text = "".join(new.get(s) or board[s] for s in sq).upper()
                    assert text in words, f"{where}: {text} is not in the word list"
            board.update(new)
            last_play = (line.nick, new, expected)
            seen["play"] += 1
            seen["bingo"] += len(new) >= rack_size
        elif move == ["-"]:
            expected = 0
            seen["lost-turn" if any(n.startswith("turn lost") for n in line.notes) else "pass"] += 1
        elif move == ["--"]:
            assert last_play is not None and last_play[0] == line.nick, f"{where}: -- without the player's play"
            for sq in last_play[1]:
                del board[sq]
            expected = -last_play[2]
            last_play = None
            seen["withdrawn"] += 1
        elif move == ["(challenge)"]:
            expected = challenge_sign * challenge_points
            seen["challenge"] += 1
        elif len(move) == 1 and move[0].startswith("-"):
            assert _fits(move[0][1:], line.rack), f"{where}: exchange {move[0]} not from the rack {line.rack}"
            expected = 0
            seen["exchange"] += 1
        elif len(move) == 1 and move[0].startswith("(") and not line.rack:
            tiles = move[0][1:-1]
            left = Counter(counts) - Counter(letters_of(board.values()))
            assert Counter(tiles) == left, (
                f"{where}: end-rack tiles {tiles} are not the tiles left {sorted(left.elements())}"
            )
            expected = going_out * _value(tiles, points)
            seen["end-points"] += 1
        elif len(move) == 1 and move[0] == f"({line.rack})":
            expected = -_value(line.rack, points)
            seen["end-penalty"] += 1
        else:
            raise AssertionError(f"{where}: unknown move {move}")
        assert line.score == expected, f"{where}: recorded {line.score:+d}, second scorer {expected:+d}"
        totals[line.nick] += expected
        assert line.total == totals[line.nick], f"{where}: total {line.total}, second scorer {totals[line.nick]}"
    return totals, seen
