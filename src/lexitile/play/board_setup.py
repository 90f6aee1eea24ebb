"""How a board game is set up: the seats and their names, the rule set, lexicon and
tile set specs as they are saved, pairs play and computer seats.

No Textual here: the new-game screen and the command line both build a
:class:`GameSetup` and check names with :func:`check_player_names`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lexitile.i18n import _
from lexitile.play.table_options import GameOptions
from lexitile.text.safe import has_unsafe, visible

#: Seats the app offers (the engine allows more).
MIN_PLAYERS, MAX_PLAYERS = 2, 4


@dataclass(frozen=True)
class GameSetup:
    """What a new game is made of.

    Attributes:
        players: 2-4 seat names in seating order (the first player is drawn).
        rules: rule set name or path (``mattel``, ``tournament``, ``kreuzwort``, ``palavras``).
        lexicon: lexicon spec as given (built-in name or word-list path).
        seed: RNG seed, ``None`` for a random one.
        tiles: tile set override (name or path), ``None`` for the rule set's own.
        options: table options (word check, challenge penalty, clocks, classic, pairs).
        robots: computer players: name (one of ``players``) -> level (``easy``,
            ``medium``, ``hard``).
    """

    players: tuple[str, ...]
    rules: str = "mattel"
    lexicon: str = "en"
    seed: int | None = None
    tiles: str | None = None
    options: GameOptions = field(default_factory=GameOptions)
    robots: dict[str, str] = field(default_factory=dict)


def pair_up(players: Sequence[str]) -> tuple[list[str], list[list[str]]]:
    """Pairs play: 4 people in seating order become 2 teams of partners sitting
    opposite (1st & 3rd, 2nd & 4th); teams alternate, and within a team the partners
    alternate (Ann, Bo, Cy, Di, Ann, ...).

    Returns:
        The team names (``"Ann & Cy"``) and the members of each team.

    Raises:
        ValueError: not exactly 4 people.
    """
    if len(players) != 4:
        raise ValueError(_("pairs play needs 4 players (2 teams of 2), got {n}").format(n=len(players)))
    members = [[players[0], players[2]], [players[1], players[3]]]
    return [" & ".join(m) for m in members], members


def check_player_names(names: Sequence[str]) -> list[str]:
    """Validate seat names: 2-4 of them, non-empty, distinct (case-insensitive),
    at most 20 characters, no control characters (a name is shown on terminals; markup
    such as ``[/]`` is fine, screens show it as text).

    Returns:
        The names, stripped.

    Raises:
        ValueError: with a message naming the problem.
    """
    cleaned = [n.strip() for n in names]
    if not MIN_PLAYERS <= len(cleaned) <= MAX_PLAYERS:
        raise ValueError(
            _("a game needs {min} to {max} players, got {n}").format(min=MIN_PLAYERS, max=MAX_PLAYERS, n=len(cleaned))
        )
    for i, n in enumerate(cleaned, 1):
        if not n:
            raise ValueError(_("player {n} has no name").format(n=i))
        if len(n) > 20:
            raise ValueError(_("player name {name} is longer than 20 characters").format(name=repr(n)))
        if has_unsafe(n):
            raise ValueError(
                _("player name {name} contains a control character").format(name=repr(visible(n)).replace("\\\\", "\\"))
            )
    lower = [n.casefold() for n in cleaned]
    dupes = sorted({n for n in cleaned if lower.count(n.casefold()) > 1})
    if dupes:
        raise ValueError(_("two players have the same name: {names}").format(names=", ".join(dupes)))
    return cleaned


def stable_spec(spec: str, builtin: bool) -> str:
    """A spec that still means the same thing later: built-in names stay as they are,
    existing file paths become absolute (the game may be resumed from another folder)."""
    if builtin:
        return spec
    p = Path(spec).expanduser()
    return str(p.resolve()) if p.exists() else spec


def is_builtin_lexicon(spec: str) -> bool:
    """A built-in lexicon's name, or an installed list's (``lexitile lexicon add``): a
    name, kept as written, never turned into the path of a file that happens to share it."""
    try:
        from lexitile.lexicon.userlists import find_installed  # noqa: PLC0415 - loaded on first use, not at start-up

        if find_installed(spec) is not None:
            return True
    except Exception:  # noqa: BLE001 - the lexicon package is not there
        pass
    try:
        from lexitile.lexicon.normalise import BUILTIN_CODES, language_code  # noqa: PLC0415 - loaded on first use, not at start-up

        return language_code(spec) in BUILTIN_CODES
    except Exception:  # noqa: BLE001 - unknown name, or the lexicon package is not there
        return False


def is_builtin_tileset(spec: str) -> bool:
    """True when ``spec`` names a tile set shipped with the program (or an alias of one)."""
    from lexitile.games.crossword.catalog import TILESET_ALIASES  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.resources import data_path  # noqa: PLC0415 - loaded on first use, not at start-up

    key = TILESET_ALIASES.get(spec.lower(), spec.lower())
    return data_path("tilesets", f"{key}.txt").is_file()
