"""A new game from a position of a replayed record: "what if I had played ...?".

:func:`position_game` builds the position and starts a game there with
:meth:`lexitile.games.crossword.rules.game.Game.at_position`:

- the board is the record's board after the selected event;
- each player's rack is the one the record shows for that moment (the rack of their
  next turn, an end-rack line, ``#rackN``) when its tiles are still available; a rack
  that is unknown, or recorded only in part, is filled at random from the bag up to the
  size the plays imply (7 while the bag lasts);
- the bag is the full tile set minus the board minus every rack;
- scores are the record's totals at that point; the player to move is the one the
  record has moving next; the scoreless count is the replay's, under the record's rules;
- the history starts empty (the new game's own moves follow).

:class:`PositionSession` is the app's :class:`~lexitile.play.board_session.Session` for such a
game: it is not saved (the save format rebuilds games from their seed, which cannot
reproduce a position), so nothing is written to the saved-games folder.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Container
from pathlib import Path

from lexitile.errors import LexitileError
from lexitile.games.crossword import catalog
from lexitile.games.crossword.records.replay_model import ReplayModel
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.tiles import BLANK
from lexitile.i18n import N_
from lexitile.play.board_session import Session
from lexitile.savegame import SavedGame

__all__ = ["PositionError", "PositionSession", "lexicon_spec_for", "position_game", "rules_for_record"]

#: Tile set -> built-in lexicon of its language, for the new game's word checks.
TILESET_LEXICONS = {
    "english": "en",
    "english_super": "en",
    "german": "de",
    "portuguese_br": "pt_BR",
    "palavras115": "pt_BR",
}


class PositionError(LexitileError):
    """A position no game can start from (the game is over there, or the record's
    board uses more tiles than the tile set holds). Its messages are marked with ``N_``:
    the replay screen shows them translated (``_(str(exc))``)."""


def rules_for_record(model: ReplayModel) -> RuleSet:
    """The rule set for a game from a record's position: the built-in rule set its
    ``lexitile:rules`` note names, else the tournament rules (the conventions of GCG
    files: 2x for going out, six scoreless turns), on the record's board and tiles."""
    name = "tournament"
    recorded = model.replay.recorded_rules
    if recorded is not None and recorded.name in catalog.rule_set_names():
        name = recorded.name
    rules = catalog.load_rules(name)
    return rules.with_changes(layout=model.layout, tileset=model.tileset)


def lexicon_spec_for(model: ReplayModel) -> str | None:
    """The built-in lexicon for the record's tile set (``en``, ``de``, ``pt_BR``), or ``None``."""
    return TILESET_LEXICONS.get(model.tileset.name)


def position_game(
    model: ReplayModel,
    pos: int,
    rules: RuleSet | None = None,
    lexicon: Container[str] | None = None,
    seed: int | None = None,
) -> Game:
    """A game that continues from the position after event ``pos`` of a record.

    Args:
        model: the replayed record.
        pos: the selected event (``-1``: the start, empty board).
        rules: the rule set (default :func:`rules_for_record`).
        lexicon: the new game's word list (``word in lexicon``), or ``None``.
        seed: seeds the tiles drawn for unknown racks and the rest of the game.

    Returns:
        A :class:`Game` whose board, racks, bag, scores and turn are the position's.

    Raises:
        PositionError: the game is over at ``pos``, or the tiles do not add up.
    """
    pos = model.clamp(pos)
    to_move = model.to_move(pos)
    if to_move is None:
        raise PositionError(N_("the game is over at this point; step back to a turn to try another line"))
    rules = rules or rules_for_record(model)
    seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
    names = list(model.nicks)
    board = model.board(pos)
    left = Counter(rules.tileset.counts)
    for t in board.squares:
        if t is not None:
            left[BLANK if t.islower() else t] -= 1
    if any(k < 0 for k in left.values()):
        raise PositionError(N_("the board holds tiles the tile set does not have"))
    sizes = model.rack_sizes(pos)
    racks: list[list[str]] = []
    for seat in range(len(names)):
        known = model.rack_at(pos, seat) or ""
        rack: list[str] = []
        want = Counter(known)
        if all(left[t] >= k for t, k in want.items()) and len(known) <= rules.rack_size:
            rack = list(known)
            left.subtract(want)
        racks.append(rack)
    bag_tiles = list((+left).elements())
    rng = random.Random(seed)
    rng.shuffle(bag_tiles)
    for seat, rack in enumerate(racks):
        missing = max(0, min(rules.rack_size, sizes[seat]) - len(rack))
        rack.extend(bag_tiles[:missing])
        del bag_tiles[:missing]
    step = model.step(pos)
    return Game.at_position(
        rules,
        names,
        board=board,
        racks=racks,
        bag=bag_tiles,
        scores=model.totals(pos),
        to_move=to_move,
        scoreless=step.scoreless if step is not None else 0,
        seed=seed,
        lexicon=lexicon,
    )


class PositionSession(Session):
    """A game from a replay's position in the app: played like any game, never saved.

    Args:
        game: from :func:`position_game`.
        source: the record it came from (named in the save-error line of the screens).
        lexicon_spec: the lexicon's name (kept in the session's setup record).
    """

    #: the curtain says whose turn it is in the position, not who "was drawn" to start
    from_position = True

    def __init__(self, game: Game, source: str | Path, lexicon_spec: str = "en"):
        saved = SavedGame(
            players=list(game.players),
            rules=game.rules.name,
            lexicon=lexicon_spec,
            seed=game.seed,
            first_player=game.first_player,
        )
        super().__init__(game, saved)
        self.source = str(source)

    def save(self) -> Path | None:
        """Nothing is written: a game from a position cannot be rebuilt from its seed."""
        return None
