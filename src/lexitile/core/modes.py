"""The game modes: what the one app and the command line need to know of each game.

A :class:`GameMode` is data: its id (the same word the saved-games index uses for a
record's kind), the title the new-game screen offers, how many seats it takes, its
robot levels, the file endings of its records, its sub-command, and where its parts
live -- its sub-command's module, the opening of one of its files from the command
line, the rules card, the record reader. Those parts are named by import path
(``"package.module:attribute"``) and loaded on first use by typed accessors
(:meth:`GameMode.command_module`, :meth:`GameMode.file_opener`,
:meth:`GameMode.rules_card_of`, :meth:`GameMode.record_reader_of`), so this module
imports neither Textual nor any game: the command line can list the modes without
loading a screen. The screens of each mode are registered by the app itself, under the
mode's id (:mod:`lexitile.tui.mode_screens`).

The three modes, in the order the new-game screen offers them:

* ``crossword`` -- the board game (Scrabble-family rule sets), 2-4 seats;
* ``quiddler`` -- the word card game, 2-8 seats;
* ``crosswise`` -- the two-team tile-laying game on a 6x6 board, 2-4 seats;
* ``duplicate`` -- everyone plays the same rack on the board game's engine, 1-4 seats.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol, cast

from lexitile.core.robot_levels import BOARD_LEVELS
from lexitile.i18n import N_

if TYPE_CHECKING:
    import argparse

    from lexitile.core.game_contract import GameContract

#: A game mode's id; also the ``kind`` of a saved game in the saved-games index.
ModeId = Literal["crossword", "quiddler", "crosswise", "duplicate"]

#: How a saved game is opened: ``"resume"`` goes on playing it, ``"finished"`` shows a
#: finished one as its mode does (the board game its final position, the others their
#: replay), ``"replay"`` steps through its record read-only.
OpenHow = Literal["resume", "finished", "replay"]


class ModeCommand(Protocol):
    """A mode's sub-command module (:mod:`lexitile.commands`): it adds its parser."""

    def register(self, subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the sub-command to ``subparsers``; its ``func`` runs it."""
        ...


class FileOpener(Protocol):
    """Opens a saved game of one mode from the command line (``lexitile resume``)."""

    def __call__(self, path: Path, how: OpenHow, ui_lang: str | None) -> int:
        """Open ``path`` in the app; return the exit status.

        Raises:
            lexitile.errors.LexitileError: the file cannot be read or opened.
        """
        ...


@dataclass(frozen=True)
class RecordCheck:
    """What reading a whole record back found, for ``lexitile verify``.

    Attributes:
        events: how many turns or rounds the record holds (``verify``'s event count).
        scores: each player's name -> their total after the last one.
    """

    events: int
    scores: dict[str, int]


class RecordTools(Protocol):
    """What ``lexitile verify``, ``export`` and ``replay`` do with a record of a game
    that is not the board game's GCG (:attr:`GameMode.record_tools`).

    Attributes:
        export_formats: the ``--format`` values :meth:`export` writes, the default first.
    """

    export_formats: tuple[str, ...]

    def verify(self, path: Path) -> RecordCheck:
        """Read the record back, replaying it through the game's rules.

        Raises:
            lexitile.errors.InputFileError: the record cannot be read or does not replay
                (its line named when there is one).
        """
        ...

    def export(self, path: Path, fmt: str) -> str:
        """The record as text in format ``fmt`` (one of :attr:`export_formats`).

        Raises:
            lexitile.errors.InputFileError: as :meth:`verify`.
        """
        ...

    def replay(self, path: Path, ui_lang: str | None) -> int:
        """Open the game's replay screen on the record; return the exit status.

        Raises:
            lexitile.errors.InputFileError: as :meth:`verify`.
        """
        ...


def _import(path: str) -> object:
    """The object ``"package.module:attribute"`` names (the module for ``"package.module"``).

    Raises:
        ImportError, AttributeError: the path names nothing (a packaging fault).
    """
    module_name, _, attribute = path.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attribute) if attribute else module


def _callable(path: str) -> Callable[..., object]:
    found = _import(path)
    if not callable(found):
        raise TypeError(f"{path} names {type(found).__name__}, not a function")
    return found


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
        record_suffixes: file endings of its saved games (``".qdl"``), lower case; the
            first is the one it writes.
        companion_suffixes: endings of the files written beside a save, which belong
            to it (the board game's GCG record beside its state file), lower case.
        replay_suffix: the ending of the record its replay reads, when that is a
            companion (``".gcg"``), else ``""``: the save itself.
        replay_argv: the command line that replays one of its records read-only,
            before the file (``("replay",)``, ``("quiddler", "--replay")``).
        signature: a regular expression the start of one of its saves matches (its
            first line, or the state file's format field), searched in the file's
            first 4 KiB; the file ending decides when none matches.
        rules_named_by_us: the rule-set names of its saves are the built-in rule sets'
            English titles, which the saved-games list translates.
        app_title: the app's window title while one of its games is on screen.
        league_name: the word the league's database stores for its games
            (:attr:`lexitile.core.league_rules.GameResult.mode`).
        entry_reader: import path of its saved-games reader, ``(path) -> SavedEntry``
            (:data:`lexitile.storage.saved_games.EntryReader`).
        command_path: import path of its sub-command's module (:class:`ModeCommand`).
        opener: import path of its :class:`FileOpener`.
        rules_card: import path of ``rules_card(language) -> str`` for the game's
            rules card, or ``""`` when the card is built from the chosen rule set.
        record_reader: import path of the function that reads one of its records.
        record_tools: import path of its :class:`RecordTools`, for a game whose records
            ``lexitile verify``, ``export`` and ``replay`` read besides the board
            game's GCG; ``""`` when they refuse them (naming :attr:`replay_argv`).
        selfplay_name: the name ``lexitile selfplay --game NAME`` knows it by; ``""``:
            its :attr:`id`.
        selfplay_soak: import path of ``run(args, levels) -> int``, the robot match
            ``lexitile selfplay`` plays in its own process; ``""``: selfplay hands over
            to the game's own soak, ``<command> --selfplay N --seed S``.
        selfplay_options: what of ``lexitile selfplay``'s options it takes besides
            ``--games`` and ``--seed``: ``"levels"`` (``--seats``, ``--level``,
            ``--vs``: handed over as one ``--robot "Robot i:LEVEL"`` per side),
            ``"budget"`` (``--seconds``, ``--deals``), ``"rules"``, ``"lang"``,
            ``"lexicon"``, ``"json"`` (handed over as they are). An option it does not take is refused.
        legacy_folder: the folder under the data folder where earlier versions saved
            its games (still read, never chosen for a new game); ``""``: none.
        contract: import path of its :class:`~lexitile.core.game_contract.GameContract`
            (rules engine factory, move value, codec, robots, league adapter,
            outcome), or ``""`` for a game that hands none to the registry yet.
    """

    id: ModeId
    title: str
    summary: str
    command: str
    seats: tuple[int, int]
    robot_levels: tuple[str, ...]
    default_robot_level: str
    record_suffixes: tuple[str, ...]
    companion_suffixes: tuple[str, ...]
    replay_suffix: str
    replay_argv: tuple[str, ...]
    signature: str
    rules_named_by_us: bool
    app_title: str
    league_name: str
    entry_reader: str
    command_path: str
    opener: str
    rules_card: str
    record_reader: str
    record_tools: str = ""
    selfplay_name: str = ""
    selfplay_soak: str = ""
    selfplay_options: tuple[str, ...] = ()
    legacy_folder: str = ""
    contract: str = ""

    def command_module(self) -> ModeCommand:
        """Its sub-command's module, imported now (ImportError: a packaging fault)."""
        return cast(ModeCommand, _import(self.command_path))

    def file_opener(self) -> FileOpener:
        """Its :class:`FileOpener`, imported now (ImportError: a packaging fault)."""
        return cast(FileOpener, _callable(self.opener))

    def rules_card_of(self) -> Callable[[str | None], str] | None:
        """``rules_card(language) -> str`` of the game, imported now; ``None`` when the
        card is built from the chosen rule set (the board game)."""
        return cast("Callable[[str | None], str]", _callable(self.rules_card)) if self.rules_card else None

    def record_reader_of(self) -> Callable[[Path], object]:
        """The function that reads one of its records (raises the game's
        :class:`~lexitile.errors.InputFileError` for a bad file), imported now."""
        return cast("Callable[[Path], object]", _callable(self.record_reader))

    def record_tools_of(self) -> RecordTools | None:
        """Its :class:`RecordTools`, imported now; ``None`` when ``verify``, ``export``
        and ``replay`` do not read its records."""
        return cast(RecordTools, _import(self.record_tools)) if self.record_tools else None

    @property
    def selfplay_key(self) -> str:
        """Its name for ``lexitile selfplay --game`` (:attr:`selfplay_name`, else its id)."""
        return self.selfplay_name or self.id

    def selfplay_soak_of(self) -> Callable[..., int] | None:
        """``run(args, levels) -> int``, the robot match ``lexitile selfplay`` plays in
        its own process, imported now; ``None`` when selfplay hands over to the game's
        own ``--selfplay`` soak."""
        return cast("Callable[..., int]", _callable(self.selfplay_soak)) if self.selfplay_soak else None

    def contract_of(self) -> GameContract[Any, Any, Any] | None:
        """Its :class:`~lexitile.core.game_contract.GameContract`, imported now (the
        game's package loads); ``None`` when it names none."""
        return cast("GameContract[Any, Any, Any]", _import(self.contract)) if self.contract else None

    def entry_reader_of(self) -> Callable[[Path], object]:
        """Its saved-games reader (``(path) -> SavedEntry``; raises ``LexitileError``
        for a file it does not accept), imported now."""
        return cast("Callable[[Path], object]", _callable(self.entry_reader))

    def replay_record(self, save: Path) -> Path:
        """The record its replay reads for the save ``save`` (the save itself, or the
        companion of :attr:`replay_suffix` beside it)."""
        return save.with_suffix(self.replay_suffix) if self.replay_suffix else save

    def save_of(self, path: Path) -> Path:
        """The save a file of this mode belongs to: the file itself, or for a companion
        (the board game's ``.gcg``) the save beside it."""
        return path if self.owns_file(path.name) else path.with_suffix(self.record_suffixes[0])

    def owns_file(self, name: str) -> bool:
        """Whether a file of this name is one of this mode's records (by its ending)."""
        return name.lower().endswith(self.record_suffixes)

    def owns_companion(self, name: str) -> bool:
        """Whether a file of this name is written beside one of this mode's saves."""
        return bool(self.companion_suffixes) and name.lower().endswith(self.companion_suffixes)


_MODES: tuple[GameMode, ...] = (
    GameMode(
        id="crossword",
        title=N_("Board game"),
        summary=N_("words on a board, Scrabble-style: Mattel, Kreuzwort, Palavras"),
        command="play",
        seats=(2, 4),
        robot_levels=BOARD_LEVELS,
        default_robot_level="hard",
        record_suffixes=(".json",),
        companion_suffixes=(".gcg",),
        replay_suffix=".gcg",
        replay_argv=("replay",),
        signature=r'\A\s*\{[^\x00]*"format"\s*:\s*"lexitile-save"',
        rules_named_by_us=True,
        app_title="lexitile",
        league_name="board",
        entry_reader="lexitile.play.saved_entries:crossword_entry",
        command_path="lexitile.commands.play",
        opener="lexitile.commands.play:open_file",
        rules_card="",
        record_reader="lexitile.savegame:load_saved",
        selfplay_name="scrabble",
        selfplay_soak="lexitile.commands.selfplay_board:run_board_match",
        selfplay_options=("levels", "budget", "rules", "lang", "lexicon", "json"),
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
        companion_suffixes=(),
        replay_suffix="",
        replay_argv=("quiddler", "--replay"),
        signature=r"\A%quiddler-record",
        rules_named_by_us=False,
        app_title="lexitile · Quiddler",
        league_name="quiddler",
        entry_reader="lexitile.games.quiddler.listing:quiddler_entry",
        command_path="lexitile.commands.quiddler",
        opener="lexitile.commands.quiddler:open_file",
        rules_card="lexitile.games.quiddler.storage:rules_card",
        record_reader="lexitile.games.quiddler.storage:load_record",
        selfplay_options=("levels",),
        legacy_folder="quiddler",
        contract="lexitile.games.quiddler.contract:CONTRACT",
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
        companion_suffixes=(),
        replay_suffix="",
        replay_argv=("crosswise", "--replay"),
        signature=r"\Alexitile-crosswise",
        rules_named_by_us=False,
        app_title="lexitile · Crosswise",
        league_name="crosswise",
        entry_reader="lexitile.games.crosswise.files:crosswise_entry",
        command_path="lexitile.commands.crosswise",
        opener="lexitile.commands.crosswise:open_file",
        rules_card="lexitile.games.crosswise.files:rules_card",
        record_reader="lexitile.games.crosswise.files:load_record",
        legacy_folder="crosswise",
        contract="lexitile.games.crosswise.contract:CONTRACT",
    ),
    GameMode(
        id="duplicate",
        title=N_("Duplicate"),
        summary=N_("everyone plays the same rack; the round's best play goes on the board"),
        command="duplicate",
        seats=(1, 4),
        robot_levels=("easy", "medium", "hard"),
        default_robot_level="hard",
        record_suffixes=(".dpl",),
        companion_suffixes=(),
        replay_suffix="",
        replay_argv=("duplicate", "--replay"),
        signature=r"\Alexitile-duplicate",
        rules_named_by_us=False,
        app_title="lexitile · Duplicate",
        league_name="duplicate",
        entry_reader="lexitile.games.duplicate.listing:duplicate_entry",
        command_path="lexitile.commands.duplicate",
        opener="lexitile.commands.duplicate:open_file",
        rules_card="lexitile.games.duplicate.files:rules_card",
        record_reader="lexitile.games.duplicate.files:load_record",
        record_tools="lexitile.commands.duplicate_records:RECORD_TOOLS",
        selfplay_options=("levels", "rules", "lang", "lexicon", "json"),
        contract="lexitile.games.duplicate.contract:CONTRACT",
    ),
)


def register_mode(mode: GameMode) -> None:
    """Add a game mode after the built-in ones: a new game is one :class:`GameMode`
    (and its screens, :func:`lexitile.tui.mode_screens.register_screens`); storage,
    the saved-games list, ``resume`` and the league find it here.

    Raises:
        ValueError: a mode of this id, or with one of its file endings, is registered
            already.
    """
    global _MODES
    for known in _MODES:
        if known.id == mode.id or set(known.record_suffixes) & set(mode.record_suffixes):
            raise ValueError(f"the game mode {mode.id!r} clashes with {known.id!r} (same id or file ending)")
    _MODES = (*_MODES, mode)


def modes() -> Iterator[GameMode]:
    """Every game mode, in the order the new-game screen offers them."""
    return iter(_MODES)


def mode_ids() -> tuple[ModeId, ...]:
    """The ids of every mode, in order."""
    return tuple(m.id for m in _MODES)


def mode_of_league(name: str) -> GameMode:
    """The mode whose games the league stores under ``name`` (:attr:`GameMode.league_name`).

    Raises:
        KeyError: no mode has this league name.
    """
    for m in _MODES:
        if m.league_name == name:
            return m
    raise KeyError(f"no game mode keeps its league games as {name!r}")


def get_mode(mode_id: str) -> GameMode:
    """The mode of this id.

    Raises:
        KeyError: no mode has this id (the message lists the ids).
    """
    for m in _MODES:
        if m.id == mode_id:
            return m
    raise KeyError(f"no game mode {mode_id!r} (modes: {', '.join(mode_ids())})")
