"""Shared set-up of the duplicate tests: rule sets, lexicons, games."""

from __future__ import annotations

import functools
import random
from collections import Counter

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.tiles import BLANK
from lexitile.games.duplicate.files import letter_classes
from lexitile.games.duplicate.game import DuplicateGame
from lexitile.lexicon import Lexicon, load_lexicon


@functools.cache
def language(code: str) -> tuple[Lexicon, Automaton]:
    """A built-in lexicon and its automaton (German without the compound checker)."""
    lexicon = load_lexicon(code, compounds="off")
    return lexicon, automaton_for_lexicon(lexicon)


def new_game(
    names: tuple[str, ...] = ("Ada", "Bo"),
    seed: int = 1,
    rules: str = "mattel",
    lang: str = "en",
    tiles: str | None = None,
) -> DuplicateGame:
    """A fresh game on a built-in rule set and lexicon."""
    rule_set = load_rules(rules, tiles=tiles)
    lexicon, automaton = language(lang)
    return DuplicateGame(rule_set, letter_classes(rule_set.tileset), names, automaton, lexicon, random.Random(seed))


def tiles_in_play(game: DuplicateGame) -> Counter[str]:
    """Every tile the game holds: board, the unplayed tiles, the bag (blanks as ``?``)."""
    board = [BLANK if t.islower() else t for t in game.board.squares if t is not None]
    return Counter([*board, *game.unplayed, *game.bag.tiles])


def full_set(rules: RuleSet) -> Counter[str]:
    """The rule set's whole tile set."""
    return Counter(rules.tileset.full_bag())
