"""The GCG record written beside a board game's state file (same stem, ``.gcg``).

The state file is what resumes (:mod:`lexitile.savegame`); the GCG record is the same
game for people and other programs, rewritten atomically after every move like the
state file. :func:`gcg_text` adds what the state file knows and the engine's history
does not (the lexicon's name, the table options, robots, a resignation or annulment).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.games.crossword.rules.game import Game
from lexitile.textfiles import atomic_write_text

if TYPE_CHECKING:
    from lexitile.savegame import SavedGame

__all__ = ["SEAT_NOTE_PREFIX", "gcg_text", "seat_note", "write_gcg"]

#: The ``#note`` of a seat that changed hands during play, on the first event after it.
SEAT_NOTE_PREFIX = "lexitile:seat"

#: Built-in layout names -> GCG ``#board-layout`` names (the standard board is implicit).
_GCG_BOARDS = {"standard15": None, "super21": "SuperCrosswordGame"}


def seat_note(player: str, level: str | None) -> str:
    """The note of a seat handed over during play: ``lexitile:seat Ann: the computer
    (medium) plays this seat from here`` or ``lexitile:seat Ann: Ann plays this seat
    again from here`` (``level`` ``None``: back to the person)."""
    if level is None:
        return f"{SEAT_NOTE_PREFIX} {player}: {player} plays this seat again from here"
    return f"{SEAT_NOTE_PREFIX} {player}: the computer ({level}) plays this seat from here"


def _seats_that_changed_hands(players: list[str], notes: dict[int, str]) -> set[int]:
    """The seats with a :func:`seat_note` among ``notes``."""
    changed: set[int] = set()
    for note in notes.values():
        for line in note.split("\n"):
            if line.startswith(SEAT_NOTE_PREFIX + " "):
                name = line[len(SEAT_NOTE_PREFIX) + 1 :].split(": ", 1)[0]
                changed.update(i for i, player in enumerate(players) if player == name)
    return changed


def gcg_text(game: Game, saved: SavedGame) -> str:
    """The GCG record of a game, by :func:`lexitile.games.crossword.records.gcg_writer.write_gcg`.

    Pragmas: ``#character-encoding UTF-8``, ``#player1``..``#player4``, ``#description``,
    ``#lexicon`` (the lexicon's name, or a word-list file's stem), ``#tile-distribution``
    (always, English too: the record then says which tiles were played, and readers that do not know our
    lexicon names need it), ``#board-layout`` for other boards, and
    ``#rackN`` for every rack while the game is unfinished. A resignation, which GCG
    has no event for, is a ``#note`` on the last event, or the end of the
    ``#description`` when no move was made (MAGPIE refuses a note before the first
    event, ``NOTE_PRECEDENT_EVENT``); an annulment likewise.
    """
    from lexitile.games.crossword.records.gcg_types import resignation_note, resigned_before_play  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.games.crossword.records.gcg_writer import sanitize_nick  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.games.crossword.records.gcg_writer import write_gcg as render  # noqa: PLC0415 - loaded on first use, not at start-up

    layout = game.rules.layout.name
    board = _GCG_BOARDS.get(layout, layout)
    lexicon = saved.lexicon
    if "/" in lexicon or "\\" in lexicon:
        lexicon = Path(lexicon).name.removesuffix(".xz").removesuffix(".txt")
    events = list(game.history)

    def add_note(index: int, note: str) -> None:
        event = events[index]
        events[index] = replace(event, note=f"{event.note}\n{note}" if event.note else note)

    for index, note in sorted(saved.notes.items()):
        if 0 <= index < len(events):
            add_note(index, note)
    # how the game ended early: a note on the last event, or with no event to carry a
    # note, a part of the description (a note before the first event is refused by MAGPIE)
    ending = early_ending = ""
    if saved.resigned is not None:
        nick = sanitize_nick(game.players[saved.resigned])
        ending, early_ending = resignation_note(nick), resigned_before_play(nick)
    elif saved.aborted:
        ending = (
            "lexitile:aborted The game was annulled by agreement of every player: no result, counted in no statistics."
        )
        early_ending = "annulled before the first move by agreement of every player: no result"
    if ending and events:
        add_note(len(events) - 1, ending)
    finished = game.is_over or saved.resigned is not None or saved.aborted
    racks = None if finished else {i: "".join(r) for i, r in enumerate(game.racks)}
    labels = [label for label in saved.options.labels(game.rules) if label != "pairs"]
    if saved.members:
        labels.append("pairs " + " against ".join(" & ".join(m) for m in saved.members))
    # a seat handed over during play was a person's for part of the game: described as
    # changing hands (its notes say from which turn), never as a computer player throughout
    changed = _seats_that_changed_hands(list(game.players), saved.notes)
    throughout = {
        seat: level for seat, level in saved.robots.items() if seat < len(game.players) and seat not in changed
    }
    if throughout:
        robots = ", ".join(f"{game.players[seat]} ({level})" for seat, level in sorted(throughout.items()))
        labels.append(f"computer players {robots}")
    if changed:
        names = " and ".join(game.players[seat] for seat in sorted(changed))
        labels.append(f"seats handed to the computer or taken back during play (see the notes): {names}")
    from lexitile.lexicon.store import lexicon_title  # noqa: PLC0415 - the lexicon package loads with the game's word list, not with the app

    labels.append(f"word list {lexicon_title(saved.lexicon)}")  # #lexicon names the list, this is its title
    if early_ending and not events:
        labels.append(early_ending)
    description = ", ".join([f"lexitile hotseat game, {game.rules.title}", *labels])
    text = render(
        [(name, name) for name in game.players],
        events,
        description=description,
        lexicon=lexicon,
        board_layout=board,
        tile_distribution=game.rules.tileset.name,
        last_racks=racks,
        rules=game.rules,  # the lexitile:rules note when the end of game needs it
        # a German game's words were judged by its compound rule: the note states it
        compounds=str(game.rules.compound_words) if getattr(game.lexicon, "language", None) == "de" else None,
    )
    lines = text.split("\n")
    if not any(line.startswith("#tile-distribution ") for line in lines):
        # the writer leaves English implicit (as Macondo does); add it after the pragmas
        at = next((i for i, line in enumerate(lines) if line[:1] in (">", "") or line.startswith("#rack")), len(lines))
        lines.insert(at, f"#tile-distribution {game.rules.tileset.name}")
    return "\n".join(lines)


def write_gcg(game: Game, saved: SavedGame) -> Path | None:
    """Write the game's GCG record beside its state file (same stem, ``.gcg``),
    atomically like the state file.

    Args:
        game: the game (after the move just made).
        saved: its state record (players, lexicon name, path).

    Returns:
        The GCG path written, or ``None`` when the state file has no path or the GCG
        writer (:mod:`lexitile.games.crossword.records.gcg_writer`) is not installed.

    Raises:
        LexitileError: the writer refuses the game (e.g. more than 4 players).
        OSError: the file cannot be written.
    """
    target = saved.gcg_path
    if target is None:
        return None
    try:
        text = gcg_text(game, saved)
    except ImportError:
        return None
    atomic_write_text(target, text)
    return target
