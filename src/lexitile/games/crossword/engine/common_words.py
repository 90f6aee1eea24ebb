"""Common words: the frequency lists the robots that avoid obscure words read, and the
robot levels' names (with the ``+familiar`` ending that keeps any level to common words).

A play is **common** when its main word has a Zipf frequency of at least
:data:`EASY_MIN_ZIPF` in the language's list and every cross word is in the list at all
(:func:`cross_words_listed`). The lists are ``data/frequency/<lang>_common.txt.xz``,
from wordfreq (see ``tools/build_frequency.py`` and ``docs/robots.md``).
"""

from __future__ import annotations

import functools
import lzma
from collections.abc import Mapping

from lexitile.core.robot_levels import BOARD_LEVELS, FAMILIAR_SUFFIX
from lexitile.games.crossword.engine.movegen import GeneratedMove
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.scoring import words_formed
from lexitile.resources import data_dir

__all__ = ["EASY_MIN_ZIPF", "FAMILIAR_SUFFIX", "LEVELS", "cross_words_listed", "load_frequencies", "parse_level"]

#: Robot levels, weakest first (:mod:`lexitile.games.crossword.engine.robots`).
LEVELS = BOARD_LEVELS
#: Minimum Zipf frequency of the main word of a common play (3.0 = once per million
#: words; 23,000 English words of the built-in list).
EASY_MIN_ZIPF = 3.0


def parse_level(text: str) -> tuple[str, bool]:
    """``"hard"`` -> ``("hard", False)``; ``"hard+familiar"`` -> ``("hard", True)``.

    Raises:
        ValueError: not one of :data:`LEVELS`, with or without :data:`FAMILIAR_SUFFIX`.
    """
    level = text.removesuffix(FAMILIAR_SUFFIX)
    if level not in LEVELS:
        raise ValueError(
            f"unknown robot level {text!r}: choose one of {', '.join(LEVELS)} (each may end in {FAMILIAR_SUFFIX})"
        )
    return level, level != text


@functools.lru_cache(maxsize=8)
def load_frequencies(language: str) -> Mapping[str, float] | None:
    """Word -> Zipf frequency for a language (``en``, ``de``, ``pt_BR``) from
    ``data/frequency/<lang>_common.txt.xz`` (wordfreq data, CC-BY-SA 4.0, built by
    ``tools/build_frequency.py``), or ``None`` when the language has no list. Words are in
    tile letters, upper case; only words with Zipf >= 2.5 are listed."""
    path = data_dir() / "frequency" / f"{language}_common.txt.xz"
    if not path.is_file():
        return None
    out: dict[str, float] = {}
    with lzma.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            word, _, z = line.rstrip("\n").partition("\t")
            if word:
                out[word] = float(z)
    return out


def cross_words_listed(board: Board, move: GeneratedMove, frequencies: Mapping[str, float]) -> bool:
    """Whether every cross word ``move`` forms on ``board`` (the words other than its
    main word) is in ``frequencies`` (word -> Zipf frequency, upper case)."""
    placement = move.placement
    new = {r * board.cols + c: t for r, c, t in placement.tiles}
    for indices, is_main in words_formed(board, placement):
        if is_main:
            continue
        word = "".join((new.get(i) or board.squares[i] or "").upper() for i in indices)
        if word not in frequencies:
            return False
    return True
