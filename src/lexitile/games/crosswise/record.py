"""The Crosswise record: a small line-based text format, written after every turn.

Text only (this module never touches files; :mod:`lexitile.games.crosswise.files` saves
and loads). A record holds a whole match; a single game is a match of one. The format
is documented in ``docs/crosswise.md``::

    lexitile-crosswise 2
    players: Ann, Bo, Cy
    robots: Cy=hard
    table: stuck=pass deal=any
    match: single
    started: 2026-11-30T10:00:00+00:00
    game 1
    hand Ann: star, sun, mover, cross
    hand Bo: ...
    1. Ann star C3; drew sun
    2. Bo mover C3 D4; drew cross
    end: columns win, six (column C), columns 12 - rows 9

Rules: the first line is the format and version; header lines are ``key: value``;
``#`` starts a comment anywhere; blank lines are ignored. Each ``game N`` section has
its dealt hands (``hand PLAYER: TILES``, one per seat; ``under: TILES`` for the tiles
starting hands of action tiles only put under the bag) and then its turns
``N. PLAYER TURN; drew TILES`` (PLAYER must be the seat on turn; TURN as
:func:`lexitile.games.crosswise.moves.format_move` writes it; ``; drew`` left out when the
turn drew nothing). The ``end:`` line is written for a finished game and checked on
reading. Loading replays every turn, so a record that no longer replays is refused
with its line number.

The record holds what has been drawn, never what is still to come: no bag order and
no seed. A match read back draws the rest in a fresh random order.

Format 1, written before, kept each game's whole bag in draw order (``bag:``), the
match's ``seed:`` and the draws as ``# drew`` comments; it is still read, and replays
exactly from its bags (the tiles still in the bag are then put in a fresh random
order).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass, field

from lexitile.games.crosswise.components import Components
from lexitile.games.crosswise.errors import CrosswiseError, NotationError, RecordError
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.moves import format_move, parse_move
from lexitile.games.crosswise.outcome import SideResult
from lexitile.games.crosswise.robots import LEVELS
from lexitile.games.crosswise.table import MatchRule, TableRules

#: First line of every record.
MAGIC = "lexitile-crosswise"
#: Current format version.
VERSION = 2
#: Versions this program reads: 1 (the bag in draw order) and 2 (the deals as they happen).
READABLE = ("1", "2")


@dataclass
class Loaded:
    """A record read back.

    Attributes:
        match: the match with every recorded turn replayed (the last game may be
            unfinished: play on to resume).
        robots: player name -> robot level for seats played by robots.
        started: the ``started:`` time stamp as written (ISO 8601), or ``""``.
        handed: the robot seats a person handed to the computer during play
            (``handed:``): they go back to the person on request.
        league: the household league's table as written (``league:``), or ``""``
            for a record from before the league.
    """

    match: Match
    robots: dict[str, str] = field(default_factory=dict)
    started: str = ""
    handed: frozenset[str] = frozenset()
    league: str = ""


def outcome_text(outcome: SideResult) -> str:
    """``"columns win, six (column C), columns 12 - rows 9"`` / ``"draw, full, columns 20 - rows 20"``."""
    who = "draw" if outcome.winner is None else f"{outcome.winner.value} win"
    why = outcome.reason.value
    if outcome.six_lines:
        why += " (" + ", ".join(str(ln) for ln in outcome.six_lines) + ")"
    return f"{who}, {why}, columns {outcome.columns} - rows {outcome.rows}"


def dumps(
    match: Match,
    robots: dict[str, str] | None = None,
    started: str = "",
    handed: Collection[str] = (),
    league: str = "",
) -> str:
    """The record text of a match (every game, every turn so far).

    Args:
        match: the match.
        robots: player name -> robot level (``easy``, ``medium``, ``hard``).
        started: ISO 8601 time stamp, or ``""`` to leave it out.
        handed: robot seats (names) a person handed to the computer during play
            (``handed:``); names not in ``robots`` are left out.
        league: the household league's table in its text form, or ``""`` to leave
            it out (``league: competitive wager=100 1=Ann 2=Bo``).
    """
    comps = match.components
    out = [f"{MAGIC} {VERSION}", "# Crosswise record written by lexitile; format: docs/crosswise.md"]
    out.append("players: " + ", ".join(match.players))
    if robots:
        out.append("robots: " + " ".join(f"{name}={level}" for name, level in robots.items()))
        kept = [name for name in match.players if name in set(handed) & set(robots)]
        if kept:
            out.append("handed: " + ", ".join(kept))  # names may hold spaces, never commas
    out.append(f"components: {comps.set_name}")
    out.append(f"table: {match.table.to_text()}")
    out.append(f"match: {match.rule.to_text()}")
    if started:
        out.append(f"started: {started}")
    if league:
        out.append(f"league: {league}")
    for k, game in enumerate(match.games, 1):
        out.append(f"game {k}")
        hands, under = game.deal
        for name, hand in zip(game.players, hands, strict=True):
            out.append(f"hand {name}: " + ", ".join(comps.name(t) for t in hand))
        if under:
            out.append("under: " + ", ".join(comps.name(t) for t in under))
        for turn in game.history:
            line = f"{turn.number}. {game.players[turn.seat]} {format_move(turn.move, comps)}"
            if turn.drawn:
                line += "; drew " + ", ".join(comps.name(t) for t in turn.drawn)
            out.append(line)
        if game.side_result is not None:
            out.append(f"end: {outcome_text(game.side_result)}")
    return "\n".join(out) + "\n"


def loads(text: str, components: Components, source: str | None = None) -> Loaded:
    """Read a record and replay it.

    Args:
        text: the record text.
        components: the pieces (the record's ``components:`` name must match).
        source: file name for messages.

    Raises:
        RecordError: with the 1-based line number: a wrong first line, a missing or
            bad header, a bag that is not the full set, a turn that does not parse, is
            made by the wrong player or is illegal, turns after the end, or an
            ``end:`` line that disagrees with the replay.
    """
    lines = text.splitlines()
    first = lines[0].split() if lines else []
    if len(first) != 2 or first[0] != MAGIC or first[1] not in READABLE:
        raise RecordError(f"not a Crosswise record: the first line must be '{MAGIC} {VERSION}'", source, 1)
    version = int(first[1])
    header: dict[str, tuple[int, str]] = {}
    body_start = len(lines)
    for no, raw in enumerate(lines[1:], 2):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("game "):
            body_start = no - 1
            break
        key, sep, value = line.partition(":")
        if not sep:
            raise RecordError(f"expected 'key: value' in the header, got {line!r}", source, no)
        header[key.strip()] = (no, value.strip())

    def need(key: str) -> tuple[int, str]:
        if key not in header:
            raise RecordError(f"the header has no '{key}:' line", source, None)
        return header[key]

    no, players_text = need("players")
    players = [p.strip() for p in players_text.split(",")]
    no_c, comp_name = header.get("components", (0, components.set_name))
    if comp_name != components.set_name:
        raise RecordError(f"the record is for components {comp_name!r}, not {components.set_name!r}", source, no_c)
    robots: dict[str, str] = {}
    if "robots" in header:
        no_r, robots_text = header["robots"]
        if len(robots_text) > 200:  # four names of 20 characters and their levels
            raise RecordError("robots: the line is too long for four seats", source, no_r)
        # NAME=LEVEL separated by spaces; a name may hold spaces itself ("Bo Lee=easy")
        pairs = re.findall(r"\s*(.+?)=(\S*)(?:\s+|$)", robots_text)
        if "".join(f"{n}={lv}" for n, lv in pairs).replace(" ", "") != robots_text.replace(" ", ""):
            raise RecordError(f"robots: {robots_text!r} is not PLAYER=LEVEL separated by spaces", source, no_r)
        for name, level in pairs:
            word = f"{name}={level}"
            if name not in players:
                raise RecordError(f"robots: {word!r} is not PLAYER=LEVEL for a player of this game", source, no_r)
            if level not in LEVELS:
                raise RecordError(f"robots: unknown level {level!r} (levels: {', '.join(LEVELS)})", source, no_r)
            robots[name] = level
    handed: set[str] = set()
    if "handed" in header:
        no_h, handed_text = header["handed"]
        for name in (n.strip() for n in handed_text.split(",")):
            if name not in robots:
                raise RecordError(f"handed: {name!r} is not a robot seat of this game (robots: line)", source, no_h)
            handed.add(name)
    no_t, table_text = header.get("table", (0, ""))
    try:
        table = TableRules.from_text(table_text)
    except NotationError as exc:
        raise RecordError(str(exc), source, no_t) from None
    no_m, match_text = header.get("match", (0, "single"))
    try:
        rule = MatchRule.from_text(match_text)
    except NotationError as exc:
        raise RecordError(str(exc), source, no_m) from None
    if version == 1:
        no_s, seed_text = need("seed")
        try:
            int(seed_text)  # checked as written; the match goes on with a fresh seed
        except ValueError:
            raise RecordError(f"seed must be a whole number, got {seed_text!r}", source, no_s) from None

    games = split_games(lines, body_start, version, players, components, source)
    try:
        if version == 1:
            match = Match(components, players, table, rule, None, bags=[g.bag for g in games])
        else:
            match = Match(components, players, table, rule, None, deals=[(g.hands, g.under) for g in games])
    except ValueError as exc:
        no = games[0].deal_line if games else need("players")[0]
        raise RecordError(str(exc), source, no) from None
    for k, game in enumerate(games):
        if k > 0:
            if not match.game.is_over:
                raise RecordError(f"game {k + 1} starts before game {k} has ended", source, game.line)
            try:
                match.next_game()
            except ValueError as exc:
                raise RecordError(str(exc), source, game.deal_line) from None
        _replay(match.game, game.turns, components, source, drawn_given=version > 1)
    if version == 1 and not match.game.is_over:
        match.game.shuffle_bag()  # the rest of the bag was written down: draw it anew
    return Loaded(match, robots, header.get("started", (0, ""))[1], frozenset(handed), header.get("league", (0, ""))[1])


@dataclass
class GameText:
    """One ``game N`` section of a record, split but not replayed.

    Attributes:
        line: the line of ``game N`` (1-based).
        deal_line: the line of the bag (format 1) or of the first hand (format 2).
        bag: format 1: the whole bag in draw order (tile ids).
        hands: format 2: each seat's hand as dealt, in seating order.
        under: format 2: the tiles put under the bag while dealing.
        turns: ``(line, text)`` of each turn and ``end:`` line.
    """

    line: int
    deal_line: int = 0
    bag: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    under: list[int] = field(default_factory=list)
    turns: list[tuple[int, str]] = field(default_factory=list)


def split_games(
    lines: list[str], body_start: int, version: int, players: list[str], components: Components, source: str | None
) -> list[GameText]:
    """Split the body of a record (from ``lines[body_start]``) into its games.

    Raises:
        RecordError: a ``game N`` out of order, a bad ``bag:`` (format 1) or ``hand``
            / ``under:`` line (format 2), or a game without them.
    """
    games: list[GameText] = []
    for no, raw in enumerate(lines[body_start:], body_start + 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("game "):
            if line.split()[1:] != [str(len(games) + 1)]:
                raise RecordError(f"expected 'game {len(games) + 1}', got {line!r}", source, no)
            games.append(GameText(no))
            continue
        game = games[-1]
        if version == 1 and line.startswith("bag:"):
            letters = line[4:].strip()
            try:
                bag = [components.tile(ch) for ch in letters]
            except KeyError as exc:
                raise RecordError(f"bag: {exc.args[0]!r} is no tile letter", source, no) from None
            if sorted(bag) != components.full_bag():
                raise RecordError(f"bag: must hold each of the {components.total} tiles exactly once", source, no)
            game.bag.extend(bag)
            game.deal_line = no
        elif version > 1 and line.startswith("hand ") and not game.turns:
            name, sep, tiles = line[5:].partition(":")
            if len(game.hands) == len(players) or name.strip() != players[len(game.hands)] or not sep:
                want = f"'hand {players[len(game.hands)]}: TILES'" if len(game.hands) < len(players) else "a turn"
                raise RecordError(f"expected {want}, got {line!r}", source, no)
            game.hands.append(tile_list(tiles, components, source, no))
            game.deal_line = game.deal_line or no
        elif version > 1 and line.startswith("under:") and not game.turns:
            game.under.extend(tile_list(line[6:], components, source, no))
        else:
            game.turns.append((no, line))
    for game in games:
        if version == 1 and not game.bag:
            raise RecordError("this game has no 'bag:' line", source, game.line)
        if version > 1 and len(game.hands) != len(players):
            raise RecordError(
                f"this game deals {len(players)} hands: one 'hand PLAYER: TILES' line each", source, game.line
            )
    return games


def _replay(
    game: Game, turns: list[tuple[int, str]], components: Components, source: str | None, drawn_given: bool
) -> None:
    for no, line in turns:
        if line.startswith("end:"):
            if game.side_result is None:
                raise RecordError("an 'end:' line but the game has not ended", source, no)
            expected = outcome_text(game.side_result)
            if line[4:].strip() != expected:
                raise RecordError(f"the replay ends '{expected}', the record says {line[4:].strip()!r}", source, no)
            continue
        number, dot, rest = line.partition(".")
        if not dot or not number.strip().isdigit():
            raise RecordError(f"expected 'N. PLAYER TURN', got {line!r}", source, no)
        if int(number) != len(game.history) + 1:
            raise RecordError(f"expected turn {len(game.history) + 1}, got {number.strip()}", source, no)
        if game.is_over:
            raise RecordError("a turn after the end of the game", source, no)
        rest = rest.strip()
        name = game.players[game.seat]
        if not rest.startswith(name + " "):
            raise RecordError(f"turn {number.strip()} is {name}'s, the record gives {rest!r}", source, no)
        move_text, _, drew_text = rest[len(name) :].partition(";")
        drawn: list[int] | None = None
        if drawn_given:
            drawn = _drawn(drew_text, components, source, no)
        elif drew_text:
            raise RecordError(f"expected 'N. PLAYER TURN', got {line!r}", source, no)
        try:
            game.play(parse_move(move_text.strip(), components), drawn)
        except CrosswiseError as exc:
            raise RecordError(f"turn {number.strip()}: {exc}", source, no) from None
        except ValueError as exc:
            raise RecordError(f"turn {number.strip()}: {exc}", source, no) from None


def _drawn(text: str, components: Components, source: str | None, no: int) -> list[int]:
    """The tiles of ``; drew TILES`` (``text`` after the ``;``); ``[]`` for none."""
    text = text.strip()
    if not text:
        return []
    word, _, names = text.partition(" ")
    if word != "drew" or not names.strip():
        raise RecordError(f"expected '; drew TILES' after the turn, got {text!r}", source, no)
    return tile_list(names, components, source, no)


def tile_list(text: str, components: Components, source: str | None, no: int) -> list[int]:
    """Tile ids of ``star, sun, mover`` (names or letters, separated by commas)."""
    out: list[int] = []
    for name in (n.strip() for n in text.split(",")):
        try:
            out.append(components.tile(name))
        except KeyError:
            raise RecordError(f"{name!r} is no tile", source, no) from None
    return out
