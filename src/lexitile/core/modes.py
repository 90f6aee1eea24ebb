"""The game modes: what the one app and the command line need to know of each game.

A :class:`GameMode` is data: its id (the same word the saved-games index uses for a
record's kind), the title the new-game screen offers, how many seats it takes, its
robot levels, the file endings of its records, its sub-command, and where its parts
live -- the new-game options form, the opening of a game as screens, the rules card,
the record reader. Those parts are named by import path (``"package.module:attribute"``)
and loaded on first use with :meth:`GameMode.load`, so this module imports neither
Textual nor any game: the command line can list the modes without loading a screen.

The three modes, in the order the new-game screen offers them:

* ``crossword`` -- the board game (Scrabble-family rule sets), 2-4 seats;
* ``quiddler`` -- the word card game, 2-8 seats;
* ``crosswise`` -- the two-team tile-laying game on a 6x6 board, 2-4 seats.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from lexitile.i18n import N_

#: A game mode's id; also the ``kind`` of a saved game in the saved-games index.
ModeId = Literal["crossword", "quiddler", "crosswise"]


@dataclass(frozen=True)
class GameMode:
    """One game the app can host.

    Attributes:
        id: the mode's id (:data:`ModeId`).
        title: the name offered by the new-game screen (English, marked for the
            catalog: the screen translates it).
        summary: one line under the title (English, marked for the catalog).
        command: the ``lexitile`` sub-command that plays it.
        seats: fewest and most seats ``(min, max)`` (people and robots together).
        robot_levels: the levels of its computer players, weakest first.
        default_robot_level: the level of a computer player when none is named: on
            the command line (``--robot NAME``), on the new-game form (a robot of a
            level this game lacks, coming from another game's form) and when a seat is
            handed to the computer. One of :attr:`robot_levels`; listed in
            ``docs/robots.md``.
        record_suffixes: file endings of its saved games (``".qdl"``), lower case.
        form: import path of its new-game options form (a Textual widget class).
        opening: import path of the module that opens its games as screens
            (``new_game(app, setup)``, ``resume(app, path)``, ``replay(app, path)``).
        rules_card: import path of ``rules_card(language) -> str`` for the game's
            rules card, or ``""`` when the card is built from the chosen rule set.
        record_reader: import path of the function that reads one of its records.
    """

    id: ModeId
    title: str
    summary: str
    command: str
    seats: tuple[int, int]
    robot_levels: tuple[str, ...]
    default_robot_level: str
    record_suffixes: tuple[str, ...]
    form: str
    opening: str
    rules_card: str
    record_reader: str

    def load(self, part: str) -> object:
        """The object one of this mode's import paths names, imported now.

        Args:
            part: ``"form"``, ``"opening"``, ``"rules_card"`` or ``"record_reader"``.

        Raises:
            ValueError: ``part`` is not one of those, or this mode has none.
            ImportError, AttributeError: the path names nothing (a packaging fault).
        """
        if part not in ("form", "opening", "rules_card", "record_reader"):
            raise ValueError(f"a game mode has no part {part!r}")
        path = str(getattr(self, part))
        if not path:
            raise ValueError(f"the {self.id} mode has no {part}")
        module_name, _, attribute = path.partition(":")
        module = importlib.import_module(module_name)
        return getattr(module, attribute) if attribute else module

    def owns_file(self, name: str) -> bool:
        """Whether a file of this name is one of this mode's records (by its ending)."""
        return name.lower().endswith(self.record_suffixes)


_MODES: tuple[GameMode, ...] = (
    GameMode(
        id="crossword",
        title=N_("Board game"),
        summary=N_("words on a board, Scrabble-style: Mattel, Kreuzwort, Palavras"),
        command="play",
        seats=(2, 4),
        robot_levels=("easy", "casual", "keen", "steady", "medium", "hard", "expert"),
        default_robot_level="hard",
        record_suffixes=(".json",),
        form="lexitile.tui.forms.crossword:CrosswordForm",
        opening="lexitile.tui.forms.crossword",
        rules_card="",
        record_reader="lexitile.savegame:load_saved",
    ),
    GameMode(
        id="quiddler",
        title=N_("Quiddler"),
        summary=N_("the word card game: 8 rounds, hands of 3 to 10 cards"),
        command="quiddler",
        seats=(2, 8),
        robot_levels=("easy", "medium", "hard"),
        default_robot_level="medium",
        record_suffixes=(".qdl",),
        form="lexitile.tui.forms.quiddler:QuiddlerForm",
        opening="lexitile.tui.forms.quiddler",
        rules_card="lexitile.quiddler.storage:rules_card",
        record_reader="lexitile.quiddler.storage:load_record",
    ),
    GameMode(
        id="crosswise",
        title=N_("Crosswise"),
        summary=N_("two sides on a 6x6 board, one scoring the rows, one the columns"),
        command="crosswise",
        seats=(2, 4),
        robot_levels=("easy", "medium", "hard"),
        default_robot_level="hard",
        record_suffixes=(".cwr",),
        form="lexitile.tui.forms.crosswise:CrosswiseForm",
        opening="lexitile.tui.forms.crosswise",
        rules_card="lexitile.crosswise.files:rules_card",
        record_reader="lexitile.crosswise.files:load_record",
    ),
)


def modes() -> Iterator[GameMode]:
    """Every game mode, in the order the new-game screen offers them."""
    return iter(_MODES)


def mode_ids() -> tuple[ModeId, ...]:
    """The ids of every mode, in order."""
    return tuple(m.id for m in _MODES)


def get_mode(mode_id: str) -> GameMode:
    """The mode of this id.

    Raises:
        KeyError: no mode has this id (the message lists the ids).
    """
    for m in _MODES:
        if m.id == mode_id:
            return m
    raise KeyError(f"no game mode {mode_id!r} (modes: {', '.join(mode_ids())})")
