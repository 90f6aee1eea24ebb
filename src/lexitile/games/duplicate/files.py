"""The duplicate game's data files: the one module of the package that reads files."""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Iterator, Sequence
from datetime import datetime
from pathlib import Path

from lexitile.errors import LexitileError
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.tiles import TileSet
from lexitile.games.duplicate.classes import LetterClasses, parse_letter_classes
from lexitile.games.duplicate.game import DuplicateGame
from lexitile.games.duplicate.record import RecordError, dumps, loads, parse_header
from lexitile.games.duplicate.setup import GameSetup
from lexitile.lexicon import Lexicon, load_lexicon
from lexitile.lexicon.compounds import for_rules
from lexitile.resources import data_path, translated_path
from lexitile.storage import paths
from lexitile.textfiles import atomic_write_text, read_text_file

#: The vowel and consonant classes of the built-in tile sets, beside them in ``data/``.
LETTER_CLASSES_FILE = ("tilesets", "letter-classes.toml")


@functools.lru_cache(maxsize=16)
def _classes_text() -> str:
    return read_text_file(data_path(*LETTER_CLASSES_FILE), "letter classes file")


def letter_classes(tileset: TileSet) -> LetterClasses:
    """The vowels and consonants of a tile set, from ``data/tilesets/letter-classes.toml``.

    Raises:
        InputFileError: the file has no classes for this tile set (a tile set of one's
            own has none: the duplicate game needs a built-in set), or is malformed.
    """
    return parse_letter_classes(_classes_text(), tileset, data_path(*LETTER_CLASSES_FILE))


# -------------------------------------------------------------------------- records

#: The ending of a duplicate record.
RECORD_SUFFIX = ".dpl"

_NAME_CHARS = re.compile(r"[^\w-]+")


def records_dir() -> Path:
    """Folder new duplicate records are saved in: ``<data dir>/games``, with the other
    modes' saves (may not exist yet)."""
    return paths.games_dir()


def new_record_path(players: Sequence[str], when: datetime | None = None, directory: Path | None = None) -> Path:
    """A fresh record path, ``<records dir>/2026-12-02-101500-Ann-Bo.dpl``, in the naming
    scheme of the other modes' saves (never an existing file)."""
    when = when or datetime.now()
    names = "-".join(_NAME_CHARS.sub("", p)[:12] or f"p{i + 1}" for i, p in enumerate(players))
    folder = directory or records_dir()
    stem = f"{when:%Y-%m-%d-%H%M%S}-{names}"
    path = folder / f"{stem}{RECORD_SUFFIX}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{RECORD_SUFFIX}"
        n += 1
    return path


def save_record(path: Path, game: DuplicateGame, header: GameSetup | None = None) -> None:
    """Write the game's record atomically (a failed write leaves the old file as it was).

    Args:
        path: the record file.
        game: the game.
        header: its setup (default: ``game.setup``).

    Raises:
        OSError: the file cannot be written.
        ValueError: neither ``header`` nor ``game.setup``.
    """
    atomic_write_text(path, dumps(game, header))


def game_lexicon(spec: str, rules: RuleSet) -> Lexicon:
    """The word list a duplicate game judges by: the list ``spec`` names, under the rule
    set's compound rule (German: dictionary headwords unless a house rule says more;
    :func:`lexitile.lexicon.compounds.for_rules`).

    Raises:
        LexitileError: the list cannot be loaded.
    """
    return for_rules(load_lexicon(spec, compounds="lazy"), rules.compound_words)


def new_game(setup: GameSetup, rng: random.Random | None = None) -> DuplicateGame:
    """A new game of the rule set, tile set and word list ``setup`` names.

    Raises:
        LexitileError: a name that cannot be loaded (an unknown rule set, a tile set
            without letter classes, a missing word list), with the reason.
    """
    rules = load_rules(setup.rules, tiles=setup.tiles)
    lexicon = game_lexicon(setup.lexicon, rules)
    return DuplicateGame(
        rules,
        letter_classes(rules.tileset),
        setup.players,
        automaton_for_lexicon(lexicon),
        lexicon,
        rng or random.Random(),
        setup=setup,
    )


def record_positions(path: str | Path) -> Iterator[DuplicateGame]:
    """The recorded game at the start of each finished round (its rack drawn, nothing
    entered), then at its last position (the end, or the entries of a round in play).

    Raises:
        RecordError: as :func:`load_record`.
    """
    text = read_text_file(str(path), "duplicate record", RecordError)
    lines = text.splitlines(keepends=True)
    racks = [k for k, line in enumerate(lines) if line.startswith("rack:")]
    tops = [k for k, line in enumerate(lines) if line.startswith("top:")]
    for rack in racks:
        if any(top > rack for top in tops):
            yield _load_text("".join(lines[: rack + 1]), str(path))[1]
    yield _load_text(text, str(path))[1]


def load_record(path: str | Path, rng: random.Random | None = None) -> tuple[GameSetup, DuplicateGame]:
    """Read and replay a record file, loading the rule set and word list it names.

    Args:
        path: the record.
        rng: the randomness of the draws still to come (default: a fresh one).

    Raises:
        RecordError: unreadable, names a rule set, tile set or word list that cannot be
            loaded, or does not replay (with the line number).
    """
    p = str(path)
    return _load_text(read_text_file(p, "duplicate record", RecordError), p, rng)


def _load_text(text: str, p: str, rng: random.Random | None = None) -> tuple[GameSetup, DuplicateGame]:
    try:
        header, _ = parse_header(text, p)
        rules = load_rules(header.rules, tiles=header.tiles)
        classes = letter_classes(rules.tileset)
        lexicon = game_lexicon(header.lexicon, rules)
    except RecordError:
        raise
    except LexitileError as exc:
        raise RecordError(str(exc), p) from None
    return loads(text, rules, classes, automaton_for_lexicon(lexicon), lexicon, p, rng)


def rules_card(language: str | None = None) -> str:
    """The text of the rules card (``data/duplicate/rules-card.txt``).

    Args:
        language: a gettext locale code (``"en"``, ``"de"``, ``"pt_BR"``); the card
            ``rules-card.<language>.txt`` is read when it exists, else the English one.

    Raises:
        InputFileError: the card cannot be read.
    """
    return read_text_file(translated_path(data_path("duplicate"), "rules-card.txt", language), "rules card")
