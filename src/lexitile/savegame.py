"""Saved games: a small JSON state file, rewritten atomically after every move.

A game is rebuilt from its rule set, tile set, first player, the tiles drawn so far and
the moves made (:class:`lexitile.games.crossword.rules.game.Game`), so the state file records exactly
those (version 2: ``draws``, the bag's log), and resuming rebuilds the game with those
draws and replays the moves: the racks come out the same, tile for tile, and the tiles
still in the bag are drawn at random from a fresh seed. No seed is written: with it,
anyone at the keyboard could work out the draws still to come. State files of version 1
kept the ``seed`` instead and still rebuild from it exactly. The GCG record of the game is written beside
the state file (same stem, ``.gcg``) when the GCG writer is available; the state file is
the one that resumes (:mod:`lexitile.games.crossword.records.board_gcg` writes it). The format is
documented in ``docs/saving.md``; the table options it keeps are
:class:`lexitile.play.table_options.GameOptions`.

Files live in ``<data dir>/games/`` (:mod:`lexitile.storage.paths`: the folder and the
naming scheme of every mode's saves).
"""

from __future__ import annotations

import json
import random
from collections.abc import Container, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from lexitile.errors import InputFileError, LexitileError
from lexitile.games.crossword.records.board_gcg import gcg_text, write_gcg
from lexitile.games.crossword.records.saved_turn import TURN_KINDS, SavedTurn
from lexitile.games.crossword.rules.game import Game
from lexitile.play.table_options import GameOptions
from lexitile.storage import paths
from lexitile.storage.paths import DATA_DIR_ENV, data_dir, now_iso
from lexitile.storage.statefile import MAX_BYTES, StateError, check_state, parse_state
from lexitile.text.safe import visible
from lexitile.textfiles import atomic_write_text

__all__ = [
    "DATA_DIR_ENV",
    "FORMAT",
    "TURN_KINDS",
    "VERSION",
    "SaveFileError",
    "SavedGame",
    "SavedTurn",
    "data_dir",
    "games_dir",
    "gcg_text",
    "latest_unfinished",
    "list_saved",
    "load_saved",
    "new_save_path",
    "now_iso",
    "resolve_save_file",
    "scan_saved",
    "write_gcg",
]

#: ``format`` field of every state file.
FORMAT = "lexitile-save"
#: Current ``version`` of the state file format (1: a ``seed`` instead of ``draws``).
VERSION = 2


class SaveFileError(InputFileError):
    """A state file that cannot be read, or whose moves no longer replay."""


def games_dir() -> Path:
    """Folder of saved games (``<data dir>/games``; may not exist yet); see
    :mod:`lexitile.storage.paths`."""
    return paths.games_dir()


def new_save_path(players: Sequence[str], when: datetime | None = None, directory: Path | None = None) -> Path:
    """A fresh state-file path such as ``games/2025-05-01-143005-Ann-Bo.json``
    (:func:`lexitile.storage.paths.new_save_path` for the board game).

    Args:
        players: seat names (kept to letters, digits, ``_`` and ``-`` in the name).
        when: the time to name the file after (default: now).
        directory: the folder (default :func:`games_dir`).
    """
    return paths.new_save_path("crossword", players, when, directory)


@dataclass
class SavedGame:
    """Everything needed to rebuild a game exactly, plus a summary for game lists.

    Attributes:
        players: seat names in turn order.
        rules: rule set name or absolute path (see :func:`lexitile.games.crossword.catalog.load_rules`).
        tiles: tile set override (name or path), ``None`` for the rule set's own.
        lexicon: lexicon spec (built-in name or absolute path of a word list).
        seed: the game's RNG seed, in memory only (robots are seeded from it); written
            in version 1 files, which rebuild the bag from it.
        first_player: 0-based seat that moved first.
        first_player_drawn: True when the game drew the first player with its seeded
            RNG (the default); False when it was given. The two consume the RNG
            differently, so replaying must do the same as the original game.
        moves: every turn, in order.
        created, updated: ISO 8601 times.
        resigned: seat that resigned, or ``None``.
        finished: True once the game has ended (settled or resigned).
        scores: totals after the last move (for lists; the replay is the truth).
        turn: seat on turn (for lists).
        rack_orders: per seat, the rack in the order the player arranged it (display
            only; optional).
        options: the table options (word check, challenge penalty, time, classic,
            pairs); see :class:`GameOptions`.
        members: in pairs play, the two partners of each seat (team); ``players``
            then holds the team names.
        clock_used: seconds each seat has used on its clock (time controls only).
        aborted: the game was annulled by agreement of every player: no result, and
            counted in no statistics.
        notes: notes for the GCG record by event index in the game's history (e.g.
            a pass because the time ran out, hints used).
        robots: computer players by seat: seat -> level (``easy``, ``medium``,
            ``hard``); a seat handed to a robot mid-game is here until taken back.
        draws: every draw of the bag so far, in order (the starting racks first), as
            :attr:`lexitile.games.crossword.rules.tiles.Bag.log` keeps them; ``None`` for a version 1
            file (rebuilt from ``seed``). A file with ``draws`` is written as version 2,
            without the seed.
        recap: what each person has not yet seen of the game, for the hotseat
            curtain after resuming (:meth:`lexitile.play.recap.BoardFeed.to_json`);
            ``None`` in files written before it was kept.
        path: where the state file is (not stored in the file).
    """

    players: list[str]
    rules: str
    lexicon: str
    seed: int
    first_player: int
    tiles: str | None = None
    first_player_drawn: bool = True
    moves: list[SavedTurn] = field(default_factory=list)
    created: str = ""
    updated: str = ""
    resigned: int | None = None
    finished: bool = False
    scores: list[int] = field(default_factory=list)
    turn: int = 0
    rack_orders: list[list[str]] | None = None
    options: GameOptions = field(default_factory=GameOptions)
    members: list[list[str]] | None = None
    clock_used: list[float] | None = None
    aborted: bool = False
    notes: dict[int, str] = field(default_factory=dict)
    robots: dict[int, str] = field(default_factory=dict)
    recap: dict[str, Any] | None = None
    path: Path | None = None
    draws: list[list[str]] | None = None

    @property
    def counts_in_statistics(self) -> bool:
        """False for an annulled game (and an unfinished one): it has no result."""
        return self.finished and not self.aborted

    # ----------------------------------------------------------------- JSON
    def to_json(self) -> str:
        """The state file's text (pretty-printed JSON, one move per line)."""
        head = {
            "format": FORMAT,
            "version": VERSION if self.draws is not None else 1,
            "created": self.created,
            "updated": self.updated,
            "players": self.players,
            "rules": self.rules,
            "tiles": self.tiles,
            "lexicon": self.lexicon,
            "seed": self.seed,
            "first_player": self.first_player,
            "first_player_drawn": self.first_player_drawn,
            "finished": self.finished,
            "resigned": self.resigned,
            "scores": self.scores,
            "turn": self.turn,
            "rack_orders": self.rack_orders,
            "options": self.options.to_json(),
            "members": self.members,
            "clock_used": self.clock_used,
            "aborted": self.aborted,
            "notes": {str(k): v for k, v in sorted(self.notes.items())},
            "robots": {str(k): v for k, v in sorted(self.robots.items())},
        }
        if self.draws is not None:
            del head["seed"]  # it would tell every draw still to come
            head["draws"] = [list(d) for d in self.draws]
        if self.recap is not None:
            head["recap"] = self.recap
        lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
        moves = ",\n".join(f"    {json.dumps(m.to_json(), ensure_ascii=False)}" for m in self.moves)
        body = "{\n" + "\n".join(lines) + '\n  "moves": [\n' + moves + ("\n" if moves else "") + "  ]\n}\n"
        return body

    @classmethod
    def from_json(cls, text: str, path: Path | None = None) -> SavedGame:
        """Parse a state file.

        Raises:
            SaveFileError: not JSON, not a lexitile save, a newer version, or a field
                missing or of the wrong type.
        """
        try:
            data = parse_state(text)
        except json.JSONDecodeError as exc:
            raise SaveFileError(f"not a lexitile save file (bad JSON: {exc.msg})", path, exc.lineno) from None
        except StateError as exc:
            raise SaveFileError(f"not a lexitile save file ({exc})", path) from None
        except (ValueError, RecursionError) as exc:
            raise SaveFileError(f"not a lexitile save file ({type(exc).__name__})", path) from None
        if data.get("format") != FORMAT:
            raise SaveFileError(f'not a lexitile save file (no "format": "{FORMAT}")', path)
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            shown = version if isinstance(version, int) and not isinstance(version, bool) else repr(str(version)[:12])
            raise SaveFileError(
                f"save file version {shown} is not a version of the format (they count from 1; this lexitile "
                f"reads 1 to {VERSION})",
                path,
            )
        if version > VERSION:
            raise SaveFileError(f"save file version {version} is newer than this lexitile reads ({VERSION})", path)
        try:
            check_state(data)
        except StateError as exc:
            raise SaveFileError(f"malformed save file: {visible(str(exc))}", path) from None
        try:
            players = [visible(str(p)) for p in data["players"]]
            moves = [SavedTurn.from_json(m) for m in data.get("moves", [])]
            return cls(
                players=players,
                rules=str(data["rules"]),
                lexicon=str(data["lexicon"]),
                seed=int(data["seed"]) if data["version"] < 2 else random.SystemRandom().randrange(2**32),
                first_player=int(data["first_player"]),
                tiles=None if data.get("tiles") is None else str(data["tiles"]),
                first_player_drawn=bool(data.get("first_player_drawn", True)),
                moves=moves,
                created=str(data.get("created", "")),
                updated=str(data.get("updated", "")),
                resigned=None if data.get("resigned") is None else int(data["resigned"]),
                finished=bool(data.get("finished", False)),
                scores=[int(s) for s in data.get("scores", [])],
                turn=int(data.get("turn", 0)),
                rack_orders=data.get("rack_orders"),
                options=GameOptions.from_json(data.get("options")),
                members=None if data.get("members") is None else [[visible(n) for n in m] for m in data["members"]],
                clock_used=None if data.get("clock_used") is None else [float(t) for t in data["clock_used"]],
                aborted=bool(data.get("aborted", False)),
                notes={int(k): str(v) for k, v in (data.get("notes") or {}).items()},
                robots={int(k): str(v) for k, v in (data.get("robots") or {}).items()},
                recap=data.get("recap"),
                path=path,
                draws=None if data["version"] < 2 else [list(d) for d in data["draws"]],
            )
        except (KeyError, ValueError, TypeError) as exc:
            raise SaveFileError(f"malformed save file: {type(exc).__name__}: {exc}", path) from None

    # ----------------------------------------------------------------- files
    @property
    def gcg_path(self) -> Path | None:
        """The GCG record beside the state file (same stem), or ``None`` when unsaved."""
        return None if self.path is None else self.path.with_suffix(".gcg")

    def write(self, path: Path | None = None) -> Path:
        """Write the state file atomically (see :func:`atomic_write_text`).

        Args:
            path: where; default :attr:`path`, which is then set.

        Raises:
            OSError: the file cannot be written.
            ValueError: no path known.
        """
        target = path or self.path
        if target is None:
            raise ValueError("no path to save the game to")
        self.path = target
        atomic_write_text(target, self.to_json())
        return target

    # ----------------------------------------------------------------- replay
    def new_game(self, lexicon: Container[str] | None = None) -> Game:
        """A fresh game with this save's rules, players and first player (no moves): its
        racks drawn as the file's recorded draws say (version 2), or from its seed
        (version 1).

        Raises:
            SaveFileError: the recorded draws do not replay (version 2), or the seed no
                longer draws the recorded first player (version 1).
            LexitileError: the rule set or tile set cannot be loaded.
        """
        from lexitile.games.crossword import catalog  # noqa: PLC0415 - loaded on first use, not at start-up

        rules = self.options.apply(catalog.load_rules(self.rules, tiles=self.tiles))
        if self.draws is not None:
            try:
                return Game(
                    rules, self.players, None, lexicon, self.first_player, members=self.members, draws=self.draws
                )
            except ValueError as exc:
                raise SaveFileError(f"the starting racks do not replay: {exc}", self.path) from None
        given = None if self.first_player_drawn else self.first_player
        game = Game(rules, self.players, seed=self.seed, lexicon=lexicon, first_player=given, members=self.members)
        if game.first_player != self.first_player:
            raise SaveFileError(
                f"seed {self.seed} draws seat {game.first_player + 1} to start, but seat {self.first_player + 1} started",
                self.path,
            )
        return game

    def replay(self, lexicon: Container[str] | None = None) -> Game:
        """Rebuild the game: a new game dealt the recorded draws (version 1: from the
        seed), then every move replayed with them; the tiles still in the bag are then
        drawn at random from a fresh seed.

        Words are not checked while replaying (they were checked when played); the
        lexicon is attached afterwards for the moves still to come.

        Args:
            lexicon: ``word in lexicon`` container for the rest of the game.

        Raises:
            SaveFileError: a move that does not replay (wrong seat, tiles not on the
                rack, a different score): the file was edited or the rules changed.
            LexitileError: the rule set cannot be loaded.
        """
        game = self.new_game(None)
        for n, move in enumerate(self.moves, 1):
            if game.is_over and move.kind != "time":
                raise SaveFileError(f"move {n} ({move.notation}) comes after the end of the game", self.path)
            if move.kind in ("play", "exchange", "paid-exchange", "pass") and move.seat != game.turn:
                raise SaveFileError(
                    f"move {n} ({move.notation}) is by seat {move.seat + 1} but seat {game.turn + 1} is on turn",
                    self.path,
                )
            try:
                if move.kind == "play":
                    event = game.play(move.placement)
                    if event.score != move.score:
                        raise SaveFileError(
                            f"move {n} ({move.notation}) scores {event.score} now but {move.score} when played",
                            self.path,
                        )
                elif move.kind == "exchange" and move.move is not None:
                    game.exchange(move.move.tiles)
                elif move.kind == "paid-exchange" and move.move is not None:
                    event = game.paid_exchange(move.move.tiles)
                    if event.score != move.score:
                        raise SaveFileError(
                            f"move {n} ({move.notation}) costs {-event.score} now but {-move.score} when made",
                            self.path,
                        )
                elif move.kind == "challenge":
                    game.lexicon = _Verdict(move.invalid)
                    try:
                        game.challenge(move.seat)
                    finally:
                        game.lexicon = None
                elif move.kind == "accept":
                    game.accept_play()
                elif move.kind == "time":
                    game.apply_time_penalties(move.penalties)
                else:
                    game.pass_turn()
            except SaveFileError:
                raise
            except (LexitileError, ValueError) as exc:
                raise SaveFileError(f"move {n} ({move.notation}) does not replay: {exc}", self.path) from None
        if self.resigned is not None and not game.is_over:
            game.resign(self.resigned)
        game.lexicon = lexicon
        # The draws to come must not follow from anything in the file: a fresh seed
        # (and draws the moves did not make, as when only some moves are replayed, go).
        game.bag.script.clear()
        game.rng.seed(random.SystemRandom().randrange(2**63))
        return game


class _Verdict:
    """A lexicon that repeats a recorded challenge verdict: every word is valid except
    the ones found invalid when the challenge was made."""

    def __init__(self, invalid: Sequence[str]):
        self.invalid = {w.upper() for w in invalid}

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.upper() not in self.invalid


def resolve_save_file(path: str | Path) -> Path:
    """The state file for a path given by the user: the ``.json`` itself, or the
    ``.json`` beside a ``.gcg`` of the same stem.

    Raises:
        SaveFileError: no such file, or a ``.gcg`` without its state file.
    """
    p = Path(path).expanduser()
    if p.suffix.lower() == ".gcg":
        state = p.with_suffix(".json")
        if not state.is_file():
            raise SaveFileError(
                f"no state file {state.name} beside this GCG record; only lexitile's own games resume", p
            )
        return state
    if p.is_dir():
        raise SaveFileError("is a directory, not a saved game", p)
    if not p.is_file():
        raise SaveFileError("no such saved game", p)
    return p


def load_saved(path: str | Path) -> SavedGame:
    """Read a state file (or the state file beside a ``.gcg``).

    Raises:
        SaveFileError: see :func:`resolve_save_file` and :meth:`SavedGame.from_json`.
    """
    p = resolve_save_file(path)
    try:
        with p.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise SaveFileError(f"too large for a saved game (more than {MAX_BYTES // 1024 // 1024} MiB)", p)
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveFileError(f"cannot read saved game: {exc}", p) from None
    return SavedGame.from_json(text, p)


def list_saved(directory: Path | None = None) -> list[SavedGame]:
    """Every readable saved game in ``directory`` (default :func:`games_dir`), most
    recently updated first. Unreadable files are skipped (see :func:`scan_saved`)."""
    return scan_saved(directory)[0]


def scan_saved(directory: Path | None = None) -> tuple[list[SavedGame], list[tuple[Path, str]]]:
    """The saved games in ``directory`` (default :func:`games_dir`): the readable ones,
    most recently updated first, and the unreadable ones with the reason, by name.
    One bad file never hides the others."""
    folder = directory or games_dir()
    if not folder.is_dir():
        return [], []
    found = []
    bad: list[tuple[Path, str]] = []
    for p in sorted(folder.glob("*.json")):
        try:
            found.append(load_saved(p))
        except SaveFileError as exc:
            bad.append((p, exc.message))
    found.sort(key=lambda s: (s.updated, str(s.path)), reverse=True)
    return found, bad


def latest_unfinished(directory: Path | None = None) -> SavedGame | None:
    """The most recently updated game that has not ended, or ``None``."""
    for saved in list_saved(directory):
        if not saved.finished:
            return saved
    return None
