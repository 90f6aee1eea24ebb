"""The duplicate record: every seat's play per round, written after every entry.

Text only (this module never touches files; :mod:`lexitile.games.duplicate.files` saves and
loads). The format, documented in ``docs/duplicate.md``::

    lexitile-duplicate 1
    players: Ann, Bo, Cy
    robots: 3=hard
    rules: mattel
    tiles: english
    lexicon: en
    table: think=180 entry=30 hints=0
    round 1
    draw: TRAXAWG
    draw: TRAGRFE
    rack: TRAGRFE
    play 1: 9A GRAFTER 71
    play 2: -  0
    play 3: 8D GRAFT 24
    top: 8G GRAFTER 71
    round 2
    ...
    end: duplicate.no-rack

Rules: the first line is the format and version; header lines are ``key: value``
(``table:`` the thinking and entry times in seconds, 0 untimed, and whether hints are
on; ``league:`` the
household league's table, when there is one);
blank lines and lines starting with ``#`` are ignored. Each ``round N`` section has the
bag's draws for its rack in order (``draw: -`` for a draw of no tile), the rack, one
``play SEAT: MOVE SCORE`` per seat that has entered (SEAT 1-based, MOVE in GCG notation
or ``-`` for no play; the SCORE is written once the round is over), and ``top: MOVE
SCORE`` once the round is over. ``end: REASON`` closes a finished game. Loading replays
every round through the rules engine and checks the racks, scores and tops written, so
a record that no longer replays is refused with its line number.

The record holds what has been drawn, never what is still to come: no bag order and
no seed (a game read back draws the rest in a fresh random order). The plays of a round
in progress are kept (a resumed game goes on with them); screens never show them.
"""

from __future__ import annotations

import random
import re
from collections.abc import Container, Sequence
from dataclasses import dataclass, field

from lexitile.errors import InputFileError, LexitileError
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.games.duplicate.classes import LetterClasses
from lexitile.games.duplicate.game import DuplicateGame
from lexitile.games.duplicate.setup import ENTRY_SECONDS, THINK_SECONDS, GameSetup

#: First line of every record.
MAGIC = "lexitile-duplicate"
#: Current format version.
VERSION = 1

_PLAY = re.compile(r"^play (\d+): (.+?)(?: (-?\d+))?$")
_TOP = re.compile(r"^top: (\S+ \S+) (\d+)$")
_ROUND = re.compile(r"^round (\d+)$")
_HEADER_KEYS = ("players", "robots", "rules", "tiles", "lexicon", "table", "league")


class RecordError(InputFileError):
    """A duplicate record that cannot be read or does not replay (file and line named)."""


@dataclass
class _Round:
    number: int
    line: int
    draws: list[tuple[tuple[str, ...], int]] = field(default_factory=list)
    rack: tuple[str, int] | None = None
    plays: list[tuple[int, str, int | None, int]] = field(default_factory=list)
    top: tuple[str, int, int] | None = None


def _tiles(tiles: Sequence[str]) -> str:
    return "".join(tiles) or "-"


def dumps(game: DuplicateGame, header: GameSetup | None = None) -> str:
    """The record of ``game`` as text (the module docstring's format).

    Args:
        game: the game.
        header: its setup (default: ``game.setup``).

    Raises:
        ValueError: no setup given and the game has none.
    """
    header = header or game.setup
    if header is None:
        raise ValueError("a duplicate record needs the game's setup (rule set, tiles, word list)")
    robots = ", ".join(f"{seat + 1}={level}" for seat, level in sorted(header.robots.items()))
    lines = [
        f"{MAGIC} {VERSION}",
        f"players: {', '.join(header.players)}",
        f"robots: {robots}",
        f"rules: {header.rules}",
        f"tiles: {header.tiles}",
        f"lexicon: {header.lexicon}",
        f"table: think={header.think_seconds} entry={header.entry_seconds} hints={int(header.hints)}",
    ]
    if header.league:
        lines.append(f"league: {header.league}")
    for result in game.rounds:
        lines.append(f"round {result.number}")
        lines += [f"draw: {_tiles(d)}" for d in result.draw.draws]
        lines.append(f"rack: {_tiles(result.rack)}")
        for play in result.plays:
            lines.append(f"play {play.seat + 1}: {play.notation or '-'} {play.score}")
        lines.append(f"top: {result.top.notation} {result.top.score}")
    if game.draw is not None:
        lines.append(f"round {game.round_number}")
        lines += [f"draw: {_tiles(d)}" for d in game.draw.draws]
        lines.append(f"rack: {_tiles(game.draw.rack)}")
        for seat, placement in sorted(game.entries.items()):
            lines.append(f"play {seat + 1}: {game.entry_notation(placement) if placement else '-'}")
    if game.is_over:
        lines.append(f"end: {game.end_reason}")
    return "\n".join(lines) + "\n"


def parse_header(text: str, path: str | None = None) -> tuple[GameSetup, list[tuple[int, str]]]:
    """The header of a record and its remaining lines ``(line number, text)``.

    Raises:
        RecordError: not a duplicate record, an unknown version, a header line missing
            or malformed.
    """
    lines = [(n, raw.strip()) for n, raw in enumerate(text.splitlines(), 1)]
    lines = [(n, s) for n, s in lines if s and not s.startswith("#")]
    if not lines or lines[0][1] != f"{MAGIC} {VERSION}":
        found = lines[0][1][:40] if lines else ""
        raise RecordError(f"expected '{MAGIC} {VERSION}' first, got {found!r}", path, lines[0][0] if lines else None)
    values: dict[str, tuple[str, int]] = {}
    rest = lines[1:]
    while rest and not _ROUND.match(rest[0][1]) and not rest[0][1].startswith("end:"):
        n, s = rest.pop(0)
        key, sep, value = s.partition(":")
        if not sep or key not in _HEADER_KEYS:
            keys = ", ".join(f"'{k}:'" for k in _HEADER_KEYS)
            raise RecordError(f"expected a header line ({keys}), got {s[:40]!r}", path, n)
        values[key] = (value.strip(), n)
    for key in ("players", "rules", "tiles", "lexicon"):
        if not values.get(key, ("", 0))[0]:
            raise RecordError(f"the header has no '{key}:' line", path, lines[0][0])
    players = tuple(p.strip() for p in values["players"][0].split(","))
    robots: dict[int, str] = {}
    robot_text, robot_line = values.get("robots", ("", 0))
    for item in filter(None, (p.strip() for p in robot_text.split(","))):
        seat, _, level = item.partition("=")
        if not seat.isdigit() or not 1 <= int(seat) <= len(players) or not level:
            raise RecordError(f"expected 'SEAT=LEVEL' with a seat 1-{len(players)}, got {item!r}", path, robot_line)
        robots[int(seat) - 1] = level
    think, entry, hints = _table(values.get("table", ("", 0)), path)
    try:
        header = GameSetup(
            players,
            robots,
            values["rules"][0],
            values["tiles"][0],
            values["lexicon"][0],
            think,
            entry,
            values.get("league", ("", 0))[0],
            hints,
        )
    except ValueError as exc:
        raise RecordError(str(exc), path, values["players"][1]) from None
    return header, rest


def _table(value: tuple[str, int], path: str | None) -> tuple[int, int, bool]:
    """``think=S entry=S hints=0|1`` (seconds, 0 untimed; hints off or on), or the
    defaults for what is not given."""
    text, line = value
    found = {"think": THINK_SECONDS, "entry": ENTRY_SECONDS, "hints": 0}
    for item in text.split():
        key, _, number = item.partition("=")
        if key not in found or not number.isdigit() or len(number) > 6 or (key == "hints" and number not in "01"):
            raise RecordError(f"expected 'think=SECONDS entry=SECONDS hints=0|1', got {text[:40]!r}", path, line)
        found[key] = int(number)
    return found["think"], found["entry"], bool(found["hints"])


def _parse_rounds(
    rest: list[tuple[int, str]], seats: int, path: str | None
) -> tuple[list[_Round], tuple[str, int] | None]:
    rounds: list[_Round] = []
    end: tuple[str, int] | None = None
    for n, s in rest:
        if end is not None:
            raise RecordError(f"nothing may follow 'end:', got {s[:40]!r}", path, n)
        if m := _ROUND.match(s):
            if int(m.group(1)) != len(rounds) + 1:
                raise RecordError(f"expected round {len(rounds) + 1}, got round {m.group(1)}", path, n)
            rounds.append(_Round(int(m.group(1)), n))
        elif s.startswith("end:"):
            end = (s[4:].strip(), n)
        elif not rounds:
            raise RecordError(f"expected 'round 1', got {s[:40]!r}", path, n)
        elif s.startswith("draw:"):
            drawn = s[5:].strip()
            rounds[-1].draws.append((() if drawn == "-" else tuple(drawn), n))
        elif s.startswith("rack:"):
            rounds[-1].rack = (s[5:].strip(), n)
        elif m := _PLAY.match(s):
            seat = int(m.group(1))
            if not 1 <= seat <= seats:
                raise RecordError(f"no seat {seat}: the game has seats 1-{seats}", path, n)
            score = int(m.group(3)) if m.group(3) is not None else None
            rounds[-1].plays.append((seat - 1, m.group(2).strip(), score, n))
        elif m := _TOP.match(s):
            rounds[-1].top = (m.group(1), int(m.group(2)), n)
        else:
            raise RecordError(
                f"expected 'draw:', 'rack:', 'play N: MOVE [SCORE]', 'top: MOVE SCORE' or 'end:', got {s[:40]!r}",
                path,
                n,
            )
    return rounds, end


def loads(
    text: str,
    rules: RuleSet,
    classes: LetterClasses,
    automaton: Automaton,
    lexicon: Container[str],
    path: str | None = None,
    rng: random.Random | None = None,
) -> tuple[GameSetup, DuplicateGame]:
    """Read a record and replay it: the game at its last position, ready to go on.

    Args:
        text: the record.
        rules, classes, automaton, lexicon: the game's rule set, letter classes and
            word list (the caller loads those the header names).
        path: the file, for messages.
        rng: the randomness of the draws still to come (default: a fresh one).

    Raises:
        RecordError: malformed, or a rack, score or top that the replay does not give
            (with the line number).
    """
    header, rest = parse_header(text, path)
    rounds, end = _parse_rounds(rest, len(header.players), path)
    script = [d for r in rounds for d, _ in r.draws]
    try:
        game = DuplicateGame(
            rules, classes, header.players, automaton, lexicon, rng or random.Random(), script, setup=header
        )
    except ValueError as exc:
        raise RecordError(f"the draws do not replay: {exc}", path, rounds[0].line if rounds else None) from None
    for k, r in enumerate(rounds):
        _replay_round(game, r, last=k == len(rounds) - 1, path=path)
    if end is not None and end[0] != game.end_reason:
        raise RecordError(
            f"the record ends with {end[0]!r}, the replay with {game.end_reason or 'the game going on'!r}", path, end[1]
        )
    if end is None and game.is_over:
        raise RecordError("the game is over but the record has no 'end:' line", path, rest[-1][0] if rest else None)
    if game.bag.script:
        raise RecordError("more draws than the rounds take", path, rounds[-1].line if rounds else None)
    return header, game


def _replay_round(game: DuplicateGame, r: _Round, *, last: bool, path: str | None) -> None:
    if game.round_number != r.number or game.draw is None:
        raise RecordError(f"round {r.number}: the game ended before it ({game.end_reason})", path, r.line)
    if r.rack is not None and r.rack[0] != _tiles(game.draw.rack):
        raise RecordError(f"rack {r.rack[0]!r}, but the draws give {_tiles(game.draw.rack)!r}", path, r.rack[1])
    for seat, move_text, _, n in r.plays:
        try:
            game.enter_move(seat, BoardMove.parse(move_text))
        except (LexitileError, ValueError) as exc:
            raise RecordError(f"play {seat + 1}: {exc}", path, n) from None
    if r.top is None:
        if not last:
            raise RecordError(f"round {r.number} has no 'top:' line but is not the last", path, r.line)
        return
    result = game.close_round()
    for seat, _, score, n in r.plays:
        judged = result.plays[seat]
        if score is not None and score != judged.score:
            raise RecordError(f"play {seat + 1} scores {judged.score}, the record says {score}", path, n)
    top_text, top_score, n = r.top
    if (top_text, top_score) != (result.top.notation, result.top.score):
        raise RecordError(
            f"the top is {result.top.notation} {result.top.score}, the record says {top_text} {top_score}", path, n
        )


def read_totals(text: str, path: str | None = None) -> tuple[GameSetup, tuple[int, ...], bool]:
    """What a record says of its standing without replaying it (the saved-games list):
    its setup, each seat's total from the scores written, whether it has ended.

    Raises:
        RecordError: the record is malformed (as :func:`loads` finds before replaying).
    """
    header, rest = parse_header(text, path)
    rounds, end = _parse_rounds(rest, len(header.players), path)
    totals = [0] * len(header.players)
    for r in rounds:
        if r.top is None:
            continue
        for seat, _, score, _ in r.plays:
            totals[seat] += score or 0
    return header, tuple(totals), end is not None
