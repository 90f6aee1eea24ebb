"""The file side of the Crosswise mode: the shipped data and saved records.

This is the only module of :mod:`lexitile.games.crosswise` that touches the file system (like
:mod:`lexitile.games.crossword.catalog` and :mod:`lexitile.savegame` for the board game); the rest of
the package parses and writes text it is given. Besides the commands, only the TUI's
rules screen imports it (to show the card in the interface language).

* Components: ``data/crosswise/<name>.toml`` (default ``standard``).
* Rules card: ``data/crosswise/rules-card.txt``, translated in
  ``data/crosswise/rules-card.<language>.txt`` (``de``, ``pt_BR``).
* Records: ``<data dir>/games/*.cwr`` with every mode's saves (:mod:`lexitile.storage.paths`;
  records of earlier versions in ``<data dir>/crosswise/`` still resume). Written
  atomically (temporary file + rename) after every turn.
* The saved-games index: a record's row (:func:`crosswise_entry`, handed to
  :mod:`lexitile.storage.saved_games`, which imports no game) and the latest match.
* The game contract's record codec of one game (:class:`CrosswiseCodec`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from lexitile.games.crosswise.board import Side
from lexitile.games.crosswise.components import Components, parse_components
from lexitile.games.crosswise.errors import ComponentsError, RecordError
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.record import Loaded, dumps, loads
from lexitile.games.crosswise.table import MatchKind
from lexitile.resources import data_dir as package_data_dir
from lexitile.resources import translated_path
from lexitile.storage import paths
from lexitile.storage.saved_games import EntryReader, GameKind, SavedEntry, file_time, read_record, scan_saved_games
from lexitile.text.safe import visible
from lexitile.textfiles import atomic_write_text, read_text_file

#: File name suffix of records.
SUFFIX = ".cwr"


def _read(path: Path, what: str, error: type[ComponentsError] | type[RecordError]) -> str:
    return read_text_file(path, what, error)


def crosswise_data_dir() -> Path:
    """The shipped ``data/crosswise`` folder."""
    return package_data_dir() / "crosswise"


@functools.lru_cache(maxsize=8)
def load_components(name_or_path: str = "standard") -> Components:
    """The components by built-in name (``standard``) or TOML file path.

    Raises:
        ComponentsError: the file is missing, unreadable or not a valid description.
    """
    path = Path(name_or_path)
    if not path.suffix:
        path = crosswise_data_dir() / f"{name_or_path}.toml"
    return parse_components(_read(path, "components file", ComponentsError), str(path))


def rules_card(language: str | None = None) -> str:
    """The text of the rules card (``data/crosswise/rules-card.txt``).

    Args:
        language: a gettext locale code (``"en"``, ``"de"``, ``"pt_BR"``), e.g. the
            TUI's ``lexitile.i18n.ui_language()``. The translated card
            ``rules-card.<language>.txt`` is read when it exists; ``None``, ``"en"`` or
            a language without a translated card gives the English ``rules-card.txt``.

    Raises:
        ComponentsError: the card to read cannot be read.
    """
    return _read(translated_path(crosswise_data_dir(), "rules-card.txt", language), "rules card", ComponentsError)


def records_dir() -> Path:
    """Folder new Crosswise records are saved in: ``<data dir>/games``, with the other
    modes' saves (:mod:`lexitile.storage.paths`; may not exist yet)."""
    return paths.games_dir()


def new_record_path(players: tuple[str, ...] | list[str], when: datetime | None = None) -> Path:
    """A fresh record path: ``<records dir>/2026-11-30-101500-Ann-Bo.cwr`` (never an
    existing file; the time is local, as for every mode)."""
    return paths.new_save_path("crosswise", players, when)


def save_record(path: Path, text: str) -> None:
    """Write a record atomically: a temporary file in the same folder, then a rename."""
    atomic_write_text(path, text)


def load_record(path: str | Path, components: Components | None = None) -> Loaded:
    """Read and replay a record file.

    Raises:
        RecordError: unreadable, or does not replay (with the line number).
    """
    p = Path(path)
    return loads(_read(p, "record", RecordError), components or load_components(), str(p))


# ---------------------------------------------------------------- the saved-games index


def crosswise_rules(rule_text: str) -> str:
    """The match option as players know it: ``Crosswise``, ``Crosswise, match 3``
    (first side to 3 victories), ``Crosswise, sum of 5 games``."""
    words = rule_text.split()
    if len(words) == 2 and words[0] == "match":
        return f"Crosswise, match {words[1]}"
    if len(words) == 2 and words[0] == "sumof":
        return f"Crosswise, sum of {words[1]} games"
    return "Crosswise"


def crosswise_entry(path: Path) -> SavedEntry:
    """The saved-games list row of a Crosswise record (replayed to check it).

    Raises:
        LexitileError: not a record the Crosswise reader accepts.
    """

    loaded = loads(read_record(path, "Crosswise record", RecordError), load_components(), str(path))
    match = loaded.match
    live = match.game.totals() if not match.game.is_over else dict.fromkeys(Side, 0)

    def side_score(side: Side) -> int:
        if match.rule.kind is MatchKind.MATCH:
            return match.wins(side)
        if match.rule.kind is MatchKind.SINGLE and match.game.side_result is not None:
            return match.game.side_result.total(side)
        return match.points(side) + live[side]

    return SavedEntry(
        kind="crosswise",
        path=path,
        rules=crosswise_rules(match.rule.to_text()),
        language="",
        players=tuple(visible(p) for p in match.players),
        scores=tuple(side_score(match.game.side_of(seat)) for seat in range(len(match.players))),
        finished=match.is_over,
        modified=file_time(path),
        replay_path=path,
        robots=tuple(seat for seat, name in enumerate(match.players) if name in loaded.robots),
        turn=None if match.is_over or match.game.is_over else match.game.seat,
    )


#: The index's readers for Crosswise files only.
READERS: dict[GameKind, EntryReader] = {"crosswise": crosswise_entry}


def latest_record(unfinished_only: bool = True) -> Path | None:
    """The most recently saved record (unfinished only, by default), or ``None``; looks
    in :func:`records_dir` and in ``<data dir>/crosswise`` where earlier versions saved."""
    for folder in (records_dir(), paths.legacy_dirs()["crosswise"]):
        for entry in scan_saved_games(READERS, folder)[0]:
            if entry.kind == "crosswise" and (not entry.finished or not unfinished_only):
                return entry.path
    return None


# ---------------------------------------------------------------- the contract's codec


@dataclass(frozen=True)
class CrosswiseCodec:
    """The ``.cwr`` record of one game (the contract's ``RecordCodec``): written as a
    match of that one game; its export is the record's text. The bag's order is never
    written (a loaded game draws the rest of the bag afresh)."""

    suffixes: tuple[str, ...] = (SUFFIX,)

    def save(self, game: Game, path: Path) -> None:
        """Write the record atomically; raises ``OSError`` when it cannot be written,
        ``ValueError`` for a later game of a match (:meth:`export`)."""
        save_record(path, self.export(game))

    def load(self, path: Path) -> Game:
        """The record's last game at its last position.

        Raises:
            lexitile.games.crosswise.errors.RecordError: unreadable, or a turn that does
                not replay (with its line).
        """
        return load_record(path).match.game

    def replay(self, path: Path) -> Iterator[Game]:
        """The record's last game as dealt, then after each turn (the drawn tiles as
        recorded); raises as :meth:`load`."""
        game = self.load(path)
        hands, under = game.deal
        position = Game(game.components, game.players, game.table, rotation=game.rotation, hands=hands, under=under)
        yield position.copy()
        for turn in game.history:
            position.play(turn.move, turn.drawn)
            yield position.copy()

    def export(self, game: Game) -> str:
        """The record's text of a match of this one game.

        Raises:
            ValueError: a later game of a match (its turn order is the match's, which a
                record of one game cannot hold): save the match instead.
        """
        if game.rotation:
            raise ValueError("a later game of a match is saved with its match, not on its own")
        match = Match(game.components, game.players, game.table, seed=game.seed)
        match.games[0] = game
        return dumps(match)
