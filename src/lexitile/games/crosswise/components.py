"""The pieces of a Crosswise game as data: board size, tile kinds, counts, hand sizes
and the scoring table.

Parsed from the TOML text of ``data/crosswise/standard.toml`` (read by
:mod:`lexitile.games.crosswise.files`; this module never touches files). Numbers and their
sources (the table in ``docs/crosswise.md``):

* 6 x 6 board; 6 symbols x 7 copies; 4 action kinds x 3 copies; 54 tiles in the bag
  (BrettspielWelt Crosswise rules page; poeppelkiste; FH Wedel implementations).
* hands of 4; the lone player of a 3-player game holds 6 (BrettspielWelt; spieletest).
* a line scores 6 for all different, 1/3/5/7 for 2/3/4/5 alike, groups add up.

Tile encoding used by the whole package: a tile is a small ``int`` id. Symbols are
``0 .. n_symbols-1`` in file order, action tiles follow (``n_symbols ..``). An empty
square is :data:`EMPTY` (``-1``).
"""

from __future__ import annotations

import enum
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from lexitile.games.crosswise.errors import ComponentsError

#: An empty square on the board (and an empty hand slot in the FH Wedel format).
EMPTY = -1

#: Column letters of the board, left to right.
COLUMN_LETTERS = "ABCDEFGHIJKL"


class Action(enum.Enum):
    """What an action tile does (BrettspielWelt rules page; brettspiele-report; T §1.3.1).

    ``MOVE``: move one board tile to an empty square, any distance.
    ``REMOVE``: take one board tile into your own hand.
    ``SWAP``: exchange the positions of two board tiles.
    ``REPLACE``: exchange one board tile with a symbol tile from your hand.
    """

    MOVE = "move"
    REMOVE = "remove"
    SWAP = "swap"
    REPLACE = "replace"


@dataclass(frozen=True, slots=True)
class TileKind:
    """One kind of tile.

    Attributes:
        id: the tile id used everywhere in the engine (symbols first, then actions).
        name: lower-case name used in records (``star``, ``mover``).
        letter: one upper-case letter for text-art boards and the record's bag line.
        glyph: one terminal cell shown on screen.
        code: the FH Wedel save-file number (1-6 symbols, 7-10 actions).
        colour: ``#rrggbb`` of a symbol ("" for action tiles).
        action: the action of an action tile, ``None`` for a symbol.
        description: for an action tile, what it does in a few words for players
            (English; screens translate it), "" for a symbol.
    """

    id: int
    name: str
    letter: str
    glyph: str
    code: int
    colour: str = ""
    action: Action | None = None
    description: str = ""

    @property
    def is_symbol(self) -> bool:
        """True for a symbol tile (one that goes on the board)."""
        return self.action is None


@dataclass(frozen=True)
class Components:
    """Everything in the box, plus the scoring table.

    Attributes:
        set_name: short name of this set of components (``crosswise``).
        title: one-line title.
        size: board side in squares (6); a full line holds ``size`` tiles.
        kinds: every tile kind, indexed by tile id.
        symbol_copies: copies of each symbol in the bag (7).
        action_copies: copies of each action tile (3).
        hand_size: tiles in a full hand (4).
        lone_hand_size: tiles in the hand of the lone player of a 3-player game (6).
        all_different: points for a full line of ``size`` different symbols (6).
        alike: points for a group of n alike, indexed by n (index 0 and 1 are 0;
            ``(0, 0, 1, 3, 5, 7)``).
        six_alike: points a full line of one symbol counts in match totals (9).
    """

    set_name: str
    title: str
    size: int
    kinds: tuple[TileKind, ...]
    symbol_copies: int
    action_copies: int
    hand_size: int
    lone_hand_size: int
    all_different: int
    alike: tuple[int, ...]
    six_alike: int
    _by_name: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    _by_letter: dict[str, int] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        for kind in self.kinds:
            self._by_name[kind.name] = kind.id
            self._by_letter[kind.letter] = kind.id

    # -------------------------------------------------------------- derived
    @property
    def squares(self) -> int:
        """Number of squares on the board (36)."""
        return self.size * self.size

    @property
    def symbols(self) -> tuple[TileKind, ...]:
        """The symbol kinds, in id order."""
        return tuple(k for k in self.kinds if k.is_symbol)

    @property
    def actions(self) -> tuple[TileKind, ...]:
        """The action-tile kinds, in id order."""
        return tuple(k for k in self.kinds if not k.is_symbol)

    @property
    def n_symbols(self) -> int:
        """Number of symbol kinds (6)."""
        return sum(1 for k in self.kinds if k.is_symbol)

    def is_symbol(self, tile: int) -> bool:
        """True when ``tile`` (an id) is a symbol tile."""
        return 0 <= tile < self.n_symbols

    def action_legend(self) -> tuple[tuple[str, str, str], ...]:
        """``(glyph, name, description)`` of each action tile, in the order of the
        components file: the key to the glyphs of the played action tiles
        (``("↦", "mover", "move one board tile to any empty square")``)."""
        return tuple((k.glyph, k.name, k.description) for k in self.actions)

    def action_of(self, tile: int) -> Action | None:
        """The action of an action tile id, ``None`` for a symbol or :data:`EMPTY`."""
        return self.kinds[tile].action if tile >= 0 else None

    def action_tile(self, action: Action) -> int:
        """The tile id of the action tile that does ``action``."""
        for kind in self.kinds:
            if kind.action is action:
                return kind.id
        raise KeyError(action)

    def count(self, tile: int) -> int:
        """Copies of ``tile`` in a full bag (7 for a symbol, 3 for an action tile)."""
        return self.symbol_copies if self.is_symbol(tile) else self.action_copies

    @property
    def total(self) -> int:
        """Tiles in a full bag (54)."""
        return sum(self.count(k.id) for k in self.kinds)

    def full_bag(self) -> list[int]:
        """Every tile of the game, in id order (7 x each symbol, then 3 x each action)."""
        return [k.id for k in self.kinds for _ in range(self.count(k.id))]

    # -------------------------------------------------------------- names
    def tile(self, name: str) -> int:
        """The tile id of a name (``"star"``) or letter (``"S"``), case-insensitive.

        Raises:
            KeyError: for a name that is no tile of this game.
        """
        key = name.strip().lower()
        if key in self._by_name:
            return self._by_name[key]
        if len(key) == 1 and key.upper() in self._by_letter:
            return self._by_letter[key.upper()]
        raise KeyError(name)

    def name(self, tile: int) -> str:
        """The name of a tile id (``"star"``); ``"empty"`` for :data:`EMPTY`."""
        return "empty" if tile == EMPTY else self.kinds[tile].name

    def letter(self, tile: int) -> str:
        """The letter of a tile id; ``"."`` for :data:`EMPTY`."""
        return "." if tile == EMPTY else self.kinds[tile].letter


def _need(data: Mapping[str, Any], key: str, kind: type, where: str, source: str | None) -> Any:
    prefix = f"{where}: " if where else ""
    if key not in data:
        raise ComponentsError(f"{prefix}missing key {key!r}", source)
    value = data[key]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise ComponentsError(f"{prefix}{key!r} must be a whole number, got {value!r}", source)
    if kind is str and not isinstance(value, str):
        raise ComponentsError(f"{prefix}{key!r} must be text, got {value!r}", source)
    return value


def parse_components(text: str, source: str | None = None) -> Components:
    """Parse the TOML text of a components file.

    Args:
        text: the file's text (see ``data/crosswise/standard.toml`` for every key).
        source: the file name, for messages.

    Returns:
        The components; tile ids are assigned symbols first, then actions, in file order.

    Raises:
        ComponentsError: bad TOML, a missing or ill-typed key, duplicate names or
            letters, a board with fewer symbols than squares in a line, or an action
            kind missing or repeated.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ComponentsError(f"not valid TOML: {exc}", source) from None
    size = _need(data, "board_size", int, "", source)
    if not 2 <= size <= len(COLUMN_LETTERS):
        raise ComponentsError(f"board_size must be 2..{len(COLUMN_LETTERS)}, got {size}", source)
    kinds: list[TileKind] = []
    symbols = data.get("symbols", [])
    actions = data.get("actions", [])
    if len(symbols) < size:
        raise ComponentsError(f"{len(symbols)} symbols cannot fill a line of {size} different ones", source)
    for i, entry in enumerate(symbols, 1):
        w = f"symbol {i}"
        kinds.append(
            TileKind(
                id=len(kinds),
                name=_need(entry, "name", str, w, source).strip().lower(),
                letter=_need(entry, "letter", str, w, source).strip().upper(),
                glyph=_need(entry, "glyph", str, w, source),
                code=_need(entry, "code", int, w, source),
                colour=entry.get("colour", ""),
            )
        )
    seen_actions: set[Action] = set()
    for i, entry in enumerate(actions, 1):
        w = f"action {i}"
        try:
            action = Action(_need(entry, "action", str, w, source))
        except ValueError:
            raise ComponentsError(f"{w}: action must be one of {', '.join(a.value for a in Action)}", source) from None
        if action in seen_actions:
            raise ComponentsError(f"{w}: a second {action.value!r} tile kind", source)
        seen_actions.add(action)
        kinds.append(
            TileKind(
                id=len(kinds),
                name=_need(entry, "name", str, w, source).strip().lower(),
                letter=_need(entry, "letter", str, w, source).strip().upper(),
                glyph=_need(entry, "glyph", str, w, source),
                code=_need(entry, "code", int, w, source),
                action=action,
                description=str(entry.get("description", "")).strip(),
            )
        )
    if seen_actions != set(Action):
        missing = ", ".join(a.value for a in Action if a not in seen_actions)
        raise ComponentsError(f"no action tile kind for: {missing}", source)
    names = [k.name for k in kinds]
    letters = [k.letter for k in kinds]
    for label, values in (("name", names), ("letter", letters)):
        dupes = sorted({v for v in values if values.count(v) > 1})
        if dupes:
            raise ComponentsError(f"two tile kinds share the {label} {', '.join(dupes)}", source)
    bad = [v for v in letters if len(v) != 1 or not v.isalpha()]
    if bad:
        raise ComponentsError(f"a letter must be one letter, got {bad[0]!r}", source)
    scoring = data.get("scoring", {})
    alike_map = scoring.get("alike", {})
    alike = [0] * size
    for key, points in alike_map.items():
        try:
            n = int(key)
        except ValueError:
            raise ComponentsError(f"scoring.alike: key {key!r} is not a number", source) from None
        if not 2 <= n < size:
            raise ComponentsError(f"scoring.alike: group of {n} is not 2..{size - 1}", source)
        alike[n] = int(points)
    components = Components(
        set_name=str(data.get("name", "crosswise")),
        title=str(data.get("title", "Crosswise")),
        size=size,
        kinds=tuple(kinds),
        symbol_copies=_need(data, "symbol_copies", int, "", source),
        action_copies=_need(data, "action_copies", int, "", source),
        hand_size=_need(data, "hand_size", int, "", source),
        lone_hand_size=_need(data, "lone_hand_size", int, "", source),
        all_different=_need(scoring, "all_different", int, "[scoring]", source),
        alike=tuple(alike),
        six_alike=_need(scoring, "six_alike", int, "[scoring]", source),
    )
    if components.symbol_copies < 1 or components.action_copies < 0:
        raise ComponentsError("symbol_copies must be at least 1 and action_copies at least 0", source)
    if not 1 <= components.hand_size <= components.lone_hand_size:
        raise ComponentsError("hand_size must be at least 1 and at most lone_hand_size", source)
    return components
