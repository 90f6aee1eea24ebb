"""Why a move was refused, in the interface language.

The engine raises :class:`~lexitile.errors.IllegalMoveError` with a :class:`Reason`
code and an English ``detail`` sentence (kept as it is for logs, the command line and
GCG tools). The TUI shows :func:`reason_text` instead: in English the engine's detail
unchanged; in another language a translated template, filled with the squares,
letters, words and numbers taken from the detail (they are the same in every
language), or a general sentence for the code when the detail has another shape.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lexitile.errors import IllegalMoveError, Reason
from lexitile.i18n import DEFAULT_LANGUAGE, N_, gettext, ui_language
from lexitile.text.render import render_or
from lexitile.tui.readback import Render, plural, read_back, template

#: The general sentence for each code (used when the detail cannot be read).
REASON_TEXTS: dict[Reason, str] = {
    Reason.OFF_BOARD: N_("the play goes off the board"),
    Reason.OCCUPIED: N_("a square of the play is already covered"),
    Reason.NO_TILES: N_("a play must place at least one tile"),
    Reason.NOT_IN_LINE: N_("all tiles of a play must lie in one row or one column"),
    Reason.GAP: N_("the tiles must form one unbroken line"),
    Reason.START_NOT_COVERED: N_("the first play must cover the start square"),
    Reason.FIRST_PLAY_TOO_SHORT: N_("the first play has too few tiles"),
    Reason.NOT_CONNECTED: N_("the play must touch a tile already on the board"),
    Reason.NO_WORD: N_("the play must form a word of at least 2 letters"),
    Reason.NOT_A_WORD: N_("a word of the play is not in the word list"),
    Reason.TILE_NOT_ON_RACK: N_("a tile of the play is not on the rack"),
    Reason.BLANK_WITHOUT_LETTER: N_("a blank needs a letter"),
    Reason.UNKNOWN_LETTER: N_("a letter is not in this tile set"),
    Reason.WORD_MISMATCH: N_("the word does not match the tiles on the board"),
    Reason.EXCHANGE_BAG_TOO_SMALL: N_("there are too few tiles in the bag to exchange"),
    Reason.EXCHANGE_NOT_ON_RACK: N_("a tile to exchange is not on the rack"),
    Reason.EXCHANGE_EMPTY: N_("name at least one tile to exchange"),
    Reason.EXCHANGE_LIMIT: N_("no more exchanges are allowed for this player"),
    Reason.GAME_OVER: N_("the game is over"),
    Reason.NOTHING_TO_CHALLENGE: N_("there is no play to challenge"),
    Reason.NOT_YOUR_TURN: N_("it is not this player's turn"),
}


#: The exact sentences of the engine, read back: ``(code, pattern, translated text)``.
_DETAILS: tuple[tuple[Reason, re.Pattern[str], Render], ...] = (
    (
        Reason.OFF_BOARD,
        re.compile(r"row (?P<row>\d+), column (?P<col>\d+) is off the board"),
        template(N_("row {row}, column {col} is off the board")),
    ),
    (Reason.OCCUPIED, re.compile(r"(?P<square>\S+) is already covered"), template(N_("{square} is already covered"))),
    (
        Reason.BLANK_WITHOUT_LETTER,
        re.compile(r"the blank on (?P<square>\S+) needs a letter"),
        template(N_("the blank on {square} needs a letter")),
    ),
    (
        Reason.GAP,
        re.compile(r"the tiles must form one unbroken line: (?P<squares>.+) left empty"),
        template(N_("the tiles must form one unbroken line: {squares} left empty")),
    ),
    (
        Reason.START_NOT_COVERED,
        re.compile(r"the first play must cover the start square (?P<square>\S+)"),
        template(N_("the first play must cover the start square {square}")),
    ),
    (
        Reason.FIRST_PLAY_TOO_SHORT,
        re.compile(r"the first play needs at least (?P<n>\d+) tiles?"),
        plural(N_("the first play needs at least {n} tile"), N_("the first play needs at least {n} tiles")),
    ),
    (
        Reason.UNKNOWN_LETTER,
        re.compile(r"(?P<letter>.+) on (?P<square>\S+) is not a letter of the (?P<tileset>\S+) tile set"),
        template(N_("{letter} on {square} is not a letter of the {tileset} tile set")),
    ),
    (
        Reason.TILE_NOT_ON_RACK,
        re.compile(r"not on the rack (?P<rack>\S*): (?P<tiles>.+)"),
        template(N_("not on the rack {rack}: {tiles}")),
    ),
    (
        Reason.NOT_A_WORD,
        re.compile(r"not in the lexicon: (?P<words>.+)"),
        template(N_("not in the word list: {words}")),
    ),
    (
        Reason.EXCHANGE_BAG_TOO_SMALL,
        re.compile(r"exchanging needs at least (?P<n>\d+) tiles in the bag; it holds (?P<bag>\d+)"),
        plural(
            N_("exchanging needs at least {n} tile in the bag; it holds {bag}"),
            N_("exchanging needs at least {n} tiles in the bag; it holds {bag}"),
        ),
    ),
    (
        Reason.EXCHANGE_BAG_TOO_SMALL,
        re.compile(r"the bag holds only (?P<n>\d+) tiles; exchange at most that many"),
        plural(
            N_("the bag holds only {n} tile; exchange at most that many"),
            N_("the bag holds only {n} tiles; exchange at most that many"),
        ),
    ),
    (
        Reason.EXCHANGE_NOT_ON_RACK,
        re.compile(r"not on the rack (?P<rack>\S*): (?P<tiles>.+)"),
        template(N_("not on the rack {rack}: {tiles}")),
    ),
    (
        Reason.EXCHANGE_LIMIT,
        re.compile(r"each player may exchange at most (?P<n>\d+) times a game"),
        plural(
            N_("each player may exchange at most {n} time a game"),
            N_("each player may exchange at most {n} times a game"),
        ),
    ),
    (
        Reason.GAME_OVER,
        re.compile(r"the last play went out: challenge it or accept it to end the game"),
        template(N_("the last play went out: challenge it or accept it to end the game")),
    ),
    (
        Reason.NOTHING_TO_CHALLENGE,
        re.compile(r"a player cannot challenge their own play"),
        template(N_("a player cannot challenge their own play")),
    ),
)


def _reason(code: Reason | str) -> Reason | None:
    if isinstance(code, Reason):
        return code
    try:
        return Reason(code)
    except ValueError:
        return None


def reason_text(reason: Reason | str, detail: str = "", words: Sequence[str] = ()) -> str:
    """The refusal as shown to players.

    Args:
        reason: the :class:`Reason` or its code (``"not-a-word"``).
        detail: the engine's English sentence.
        words: for ``NOT_A_WORD``, the words not in the word list (used when the
            detail has another shape).

    In English: ``detail`` unchanged (or the general sentence when there is none).
    """
    code = _reason(reason)
    if ui_language() == DEFAULT_LANGUAGE:
        if detail:
            return detail
        return REASON_TEXTS[code] if code is not None else str(reason)
    if code is None:
        return detail or str(reason)
    translated = read_back(detail, ((pattern, render) for want, pattern, render in _DETAILS if want is code))
    if translated is not None:
        return translated
    if code is Reason.NOT_A_WORD and words:
        return gettext(N_("not in the word list: {words}")).format(words=", ".join(words))
    return gettext(REASON_TEXTS[code])


def error_text(exc: IllegalMoveError) -> str:
    """An :class:`IllegalMoveError` in the interface language, worded from its message
    (code and fields), never read back from its English sentence."""
    return render_or(exc.message, exc.detail)
