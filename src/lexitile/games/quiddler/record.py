"""The Quiddler record: a small text format for saving, resuming and replaying games.

A record holds the game's setup (players, deck, options, first dealer), each round's
deal as it was dealt, and the actions, each draw from the stock with the card drawn;
comments between the actions (rounds, scores) are written for people and ignored when
reading. The format is documented with an example in ``docs/quiddler.md``::

    %quiddler-record 3
    %deck english
    %player Ann
    %player Bob
    %robot Bob:medium
    %dealer Ann
    %option min_word_cards=1
    %lexicon en
    ; round 1: 3 cards, dealer Ann, turned up E
    = hand Ann: QU I T
    = hand Bob: Q X A
    = turned up E
    Bob: draw stock O
    Bob: discard Q
    Ann: draw discard
    Ann: out (QU)IT discard E
    Bob: draw stock D
    Bob: last discard X
    ; round 1 scored: Ann +26 = 26, Bob 0 = 0 (went out: Ann)

Header lines start with ``%`` and come before the first action; unknown headers are
kept in :attr:`GameRecord.meta`. ``%option`` lines name the options that differ from
the defaults of the record's version: version 2 and later have the rule text's
defaults (total floored at 0, both bonuses with two players); version 1 records,
written before, are read with their own defaults (:meth:`TableOptions.legacy`) so they
replay with the scores they were played with. ``%robot NAME:LEVEL`` names a robot seat
and its level; a ``%robot NAME`` without a level is a ``hard`` robot (the only level
version 1 had). ``%handed NAME`` follows the ``%robot`` line of a person's seat handed
to the computer during play: resumed, it stays the computer's until the person takes it
back, and is not a robot seat for good. ``;`` starts a comment line. Player names may not
contain ``:`` or start with ``%`` or ``;``.

A record holds no future draw: no seed and no stock order, only what was dealt and
drawn. A game read back goes on with fresh randomness (:meth:`Game.forget_seed`), so
a ``--seed`` game is reproducible from its start to its first resume. Versions 1 and 2,
written before, held the ``%seed`` every deal and reshuffle was rebuilt from instead of
the deals; they still replay exactly from it.

Pure text in, text out: reading and writing files is :mod:`lexitile.games.quiddler.storage`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lexitile.games.quiddler.actions import Action, Draw, Source, parse_action
from lexitile.games.quiddler.cards import Deck
from lexitile.games.quiddler.errors import (
    IllegalActionError,
    NotationError,
    QuiddlerError,
    RecordError,
)
from lexitile.games.quiddler.events import Reshuffled, RoundScored, RoundStarted, Turned
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.levels import LEVELS
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.setup import GameSetup
from lexitile.games.quiddler.words import Lexicon

MAGIC = "%quiddler-record"
VERSION = 3
#: Versions this program reads, with the option defaults each was written against.
_VERSION_DEFAULTS = {"1": TableOptions.legacy, "2": TableOptions, "3": TableOptions}
#: The first version that writes deals and stock draws instead of a seed.
DEALS_VERSION = 3
#: The level of a ``%robot NAME`` line without one (version 1 had only today's hard robot).
UNNAMED_ROBOT_LEVEL = "hard"


@dataclass
class GameRecord:
    """A parsed record.

    Attributes:
        setup: the game's setup.
        actions: the actions in order.
        action_lines: 1-based line number of each action (0 when built in memory).
        lexicon: lexicon spec the game was played with (``"en"``, a path), or ``None``.
        robots: seats played by robots.
        meta: other headers (``started``, ...), name -> value.
        robot_levels: seat -> robot level (``easy``, ``medium``, ``hard``) for the
            seats in ``robots``.
        handed: the seats among ``robots`` that a person handed to the computer
            during play (``%handed``): they go back to the person on request.
        deals: each round's deal so far, ``(hands in seat order, turned-up card)``
            (``= hand`` and ``= turned up`` lines); empty for versions 1 and 2, which
            rebuild the deals from the seed.
        draws: per action, the card a stock draw took (``draw stock CARD``), else ``None``.
    """

    setup: GameSetup
    actions: list[Action] = field(default_factory=list)
    action_lines: list[int] = field(default_factory=list)
    lexicon: str | None = None
    robots: tuple[int, ...] = ()
    meta: dict[str, str] = field(default_factory=dict)
    robot_levels: dict[int, str] = field(default_factory=dict)
    handed: tuple[int, ...] = ()
    deals: list[tuple[tuple[tuple[str, ...], ...], str]] = field(default_factory=list)
    draws: list[str | None] = field(default_factory=list)

    def replay(self, lexicon: Lexicon | None = None, upto: int | None = None, path: str | Path | None = None) -> Game:
        """Rebuild the game (the first ``upto`` actions; all by default). It goes on with
        fresh randomness (:meth:`Game.forget_seed`): nothing in the record tells the
        cards still to come.

        Raises:
            RecordError: an action that does not apply, or a deal or stock draw the
                deck cannot give, with its line number.
        """
        try:
            game = Game(self.setup, lexicon, self.deals)
        except QuiddlerError as exc:
            raise RecordError(str(exc), path) from None
        for i, action in enumerate(self.actions[:upto]):
            try:
                game.apply(action, card=self.draws[i] if i < len(self.draws) else None)
            except (IllegalActionError, NotationError) as exc:
                line = self.action_lines[i] if i < len(self.action_lines) and self.action_lines[i] else None
                raise RecordError(f"action {i + 1} ({action}) does not replay: {exc}", path, line) from None
        game.forget_seed()
        return game


def check_name(name: str) -> str:
    """Return ``name`` stripped if a record can hold it.

    Raises:
        NotationError: empty, longer than 20 characters, containing ``:``, or starting
            with ``%`` or ``;``.
    """
    cleaned = name.strip()
    if not cleaned or len(cleaned) > 20 or ":" in cleaned or cleaned[0] in "%;" or "\n" in cleaned:
        raise NotationError(f"player name {name!r}: 1-20 characters, no ':', not starting with % or ;")
    return cleaned


def format_record(
    game: Game,
    *,
    lexicon: str | None = None,
    robots: Sequence[int] | Mapping[int, str] = (),
    meta: dict[str, str] | None = None,
    handed: Collection[int] = (),
) -> str:
    """Write the record of ``game`` so far (format in the module docstring).

    The actions come from the game's history, with comments for each deal, reshuffle
    and round score.

    Args:
        game: the game (its setup and history).
        lexicon: the lexicon spec, for the header.
        robots: seats played by robots, or seat -> robot level (written as
            ``%robot NAME:LEVEL``).
        meta: extra headers (``{"started": "2026-11-29T17:00"}``).
        handed: robot seats a person handed to the computer during play
            (``%handed NAME``); seats not in ``robots`` are left out.

    Raises:
        NotationError: a player name the format cannot hold.
    """
    setup = game.setup
    for name in setup.players:
        check_name(name)
    lines = [f"{MAGIC} {VERSION}", f"%deck {setup.deck.name}"]
    lines += [f"%player {p}" for p in setup.players]
    levels = dict(robots) if isinstance(robots, Mapping) else dict.fromkeys(robots, "")
    lines += [f"%robot {setup.players[s]}" + (f":{levels[s]}" if levels[s] else "") for s in sorted(levels)]
    lines += [f"%handed {setup.players[s]}" for s in sorted(set(handed) & set(levels))]
    lines.append(f"%dealer {setup.players[setup.first_dealer]}")
    lines += [f"%option {k}={v}" for k, v in setup.options.items()]
    if lexicon:
        lines.append(f"%lexicon {lexicon}")
    for key, value in (meta or {}).items():
        lines.append(f"%{key} {value}")
    names = setup.players
    for event in game.history:
        if isinstance(event, Turned):
            drew = f" {event.card}" if isinstance(event.action, Draw) and event.action.source is Source.STOCK else ""
            lines.append(f"{names[event.seat]}: {event.action}{drew}")
        elif isinstance(event, RoundStarted):
            lines.append(
                f"; round {event.round}: {event.hand_size} cards, dealer {names[event.dealer]}, turned up {event.turn_up}"
            )
            lines += [f"= hand {names[seat]}: {' '.join(hand)}" for seat, hand in enumerate(event.hands)]
            lines.append(f"= turned up {event.turn_up}")
        elif isinstance(event, Reshuffled):
            lines.append(f"; the stock ran out: {event.cards} discards shuffled into a new stock")
        elif isinstance(event, RoundScored):
            r = event.result
            scores = ", ".join(f"{names[p.seat]} {p.score:+d} = {p.total}" for p in r.players)
            how = f"went out: {names[r.went_out]}" if r.went_out is not None else r.ended.value
            lines.append(f"; round {r.number} scored: {scores} ({how})")
    return "\n".join(lines) + "\n"


def parse_record(
    text: str,
    deck_for: Callable[[str], Deck],
    path: str | Path | None = None,
    *,
    check: bool = True,
) -> GameRecord:
    """Read a record's text.

    Args:
        text: the record.
        deck_for: returns the deck named in ``%deck`` (e.g. ``storage.load_deck``).
        path: the file, for messages.
        check: replay the actions (without a lexicon) to check whose turn each is
            and that each applies; ``False`` only parses.

    Returns:
        The :class:`GameRecord`. Words are checked against a lexicon only by
        :meth:`GameRecord.replay`.

    Raises:
        RecordError: a missing or repeated header, an unknown player, an action that
            cannot be parsed, with its line number.
    """
    lines = text.splitlines()
    if not lines or not lines[0].startswith(MAGIC):
        raise RecordError(f"not a Quiddler record (the first line must be '{MAGIC} {VERSION}')", path, 1)
    version = lines[0][len(MAGIC) :].strip()
    if version not in _VERSION_DEFAULTS:
        raise RecordError(
            f"record version {version!r} is not supported (this program reads {', '.join(_VERSION_DEFAULTS)})",
            path,
            1,
        )
    players: list[str] = []
    robot_names: list[str] = []
    handed_names: list[tuple[int, str]] = []
    option_items: list[tuple[int, str]] = []
    single: dict[str, tuple[int, str]] = {}
    meta: dict[str, str] = {}
    actions: list[Action] = []
    action_lines: list[int] = []
    action_names: list[str] = []
    dealt = int(version) >= DEALS_VERSION
    deal_lines: list[tuple[int, str]] = []  # "= ..." lines, parsed once the players are known
    draws: list[str | None] = []
    for number, raw in enumerate(lines[1:], start=2):
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if dealt and line.startswith("="):
            deal_lines.append((number, line[1:].strip()))
            continue
        if line.startswith("%"):
            if actions:
                raise RecordError("header line after the first action", path, number)
            key, _, value = line[1:].partition(" ")
            value = value.strip()
            if key == "player":
                players.append(value)
            elif key == "robot":
                robot_names.append(value)
            elif key == "handed":
                handed_names.append((number, value))
            elif key == "option":
                option_items.append((number, value))
            elif key in ("deck", "seed", "dealer", "lexicon"):
                if key in single:
                    raise RecordError(f"%{key} given twice", path, number)
                single[key] = (number, value)
            else:
                meta[key] = value
            continue
        name, sep, rest = line.partition(":")
        if not sep:
            raise RecordError(f"expected 'NAME: action', got {line!r}", path, number)
        card = None
        words = rest.split()
        if dealt and words[:2] == ["draw", "stock"] and len(words) == 3:
            rest, card = "draw stock", words[2].upper()
        elif dealt and words[:2] == ["draw", "stock"]:
            raise RecordError(f"expected 'draw stock CARD' (the card drawn), got {rest.strip()!r}", path, number)
        try:
            actions.append(parse_action(rest))
        except NotationError as exc:
            raise RecordError(str(exc), path, number) from None
        action_lines.append(number)
        action_names.append(name.strip())
        draws.append(card)
    for key in ("deck",) if dealt else ("deck", "seed"):
        if key not in single:
            raise RecordError(f"the record has no %{key} header", path)
    try:
        deck = deck_for(single["deck"][1])
    except QuiddlerError as exc:
        raise RecordError(f"deck: {exc}", path, single["deck"][0]) from None
    if dealt:
        seed = random.SystemRandom().randrange(2**63)  # the record keeps none: a fresh one
    else:
        try:
            seed = int(single["seed"][1])
        except ValueError:
            raise RecordError(f"%seed {single['seed'][1]!r} is not a whole number", path, single["seed"][0]) from None
    deals = _deals(deal_lines, players, path)
    options = _VERSION_DEFAULTS[version]()
    for number, item in option_items:
        try:
            options = TableOptions.parse_items([item], options)
        except NotationError as exc:
            raise RecordError(str(exc), path, number) from None
    if "dealer" in single:
        number, dealer_name = single["dealer"]
        if dealer_name not in players:
            raise RecordError(f"%dealer {dealer_name!r} is not a player", path, number)
        first_dealer = players.index(dealer_name)
    else:
        first_dealer = 0
    robot_levels: dict[int, str] = {}
    for spec in robot_names:
        name, _, level = spec.partition(":")
        name, level = name.strip(), level.strip() or UNNAMED_ROBOT_LEVEL
        if name not in players:
            raise RecordError(f"%robot {name!r} is not a player", path)
        if level not in LEVELS:
            raise RecordError(f"%robot {spec!r}: the level must be one of {', '.join(LEVELS)}", path)
        robot_levels[players.index(name)] = level
    handed: list[int] = []
    for number, name in handed_names:
        if name not in players or players.index(name) not in robot_levels:
            raise RecordError(f"%handed {name!r} is not a robot seat (a %robot line names it first)", path, number)
        handed.append(players.index(name))
    setup = GameSetup(tuple(players), seed, deck, options, first_dealer)
    try:
        game = Game(setup, deals=deals)
    except QuiddlerError as exc:
        raise RecordError(str(exc), path, deal_lines[0][0] if deal_lines else None) from None
    if dealt and not deals:
        raise RecordError("the record deals no round: '= hand NAME: CARDS' lines, then '= turned up CARD'", path)
    # Who acts is determined by the rules; check the names as a guard against edits.
    for i, (action, name) in enumerate(zip(actions, action_names, strict=True) if check else ()):
        if game.is_over:
            raise RecordError("action after the end of the game", path, action_lines[i])
        expected = players[game.current]
        if name != expected:
            raise RecordError(f"it is {expected}'s turn here, not {name}'s", path, action_lines[i])
        try:
            game.apply(action, card=draws[i])
        except (IllegalActionError, NotationError) as exc:
            raise RecordError(f"{action} does not replay: {exc}", path, action_lines[i]) from None
    return GameRecord(
        setup=setup,
        actions=actions,
        action_lines=action_lines,
        lexicon=single["lexicon"][1] if "lexicon" in single else None,
        robots=tuple(robot_levels),
        meta=meta,
        robot_levels=robot_levels,
        handed=tuple(sorted(set(handed))),
        deals=deals,
        draws=draws,
    )


def _deals(
    deal_lines: list[tuple[int, str]], players: list[str], path: str | Path | None
) -> list[tuple[tuple[tuple[str, ...], ...], str]]:
    """The rounds' deals from the ``= hand NAME: CARDS`` / ``= turned up CARD`` lines.

    Raises:
        RecordError: a line of another shape, a hand of a player twice or missing.
    """
    deals: list[tuple[tuple[tuple[str, ...], ...], str]] = []
    hands: dict[int, tuple[str, ...]] = {}
    for number, text in deal_lines:
        if text.startswith("hand "):
            name, sep, cards = text[5:].rpartition(":")
            name = name.strip()
            if not sep or name not in players or players.index(name) in hands:
                raise RecordError(f"expected '= hand PLAYER: CARDS' once per player, got {text!r}", path, number)
            hands[players.index(name)] = tuple(c.upper() for c in cards.split())
        elif text.startswith("turned up ") and len(text.split()) == 3:
            if len(hands) != len(players):
                raise RecordError(f"a deal of {len(players)} hands: one '= hand' line per player", path, number)
            deals.append((tuple(hands[s] for s in range(len(players))), text.split()[2].upper()))
            hands = {}
        else:
            raise RecordError(f"expected '= hand PLAYER: CARDS' or '= turned up CARD', got {text!r}", path, number)
    if hands:
        raise RecordError("a deal without its '= turned up CARD' line", path, deal_lines[-1][0])
    return deals
