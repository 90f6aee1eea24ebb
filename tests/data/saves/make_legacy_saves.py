"""Make the saves in ``legacy/``: one game of each mode, saved by an earlier lexitile
where it kept them (board game ``games/``, Quiddler ``quiddler/``, Crosswise
``crosswise/``).

They were made by the code of main ``eec0bf3`` (before the one saved-games folder),
with that version's source first on the path::

    LEXITILE_DATA_DIR=tests/data/saves/legacy PYTHONPATH=<that version>/src \\
        python tests/data/saves/make_legacy_saves.py

It uses the modules of that version (``lexitile.tui.session`` and the others); the
current code need not run it. The tests only read the files it wrote.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from lexitile.games.crosswise.table import MatchKind, MatchRule
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.setup import GameSetup as QuiddlerSetup
from lexitile.games.quiddler.storage import load_deck, new_record_path, robot_factory
from lexitile.lexicon import load_lexicon
from lexitile.savegame import SavedMove
from lexitile.tui.crosswise.session import Session as CrosswiseSession
from lexitile.tui.quiddler.session import QuiddlerSession
from lexitile.tui.session import GameSetup, Session


def main() -> None:
    assert Path(os.environ["LEXITILE_DATA_DIR"]).name == "legacy"
    lexicon = load_lexicon("en")

    # board game: Ann exchanges two tiles
    board = Session.start(GameSetup(("Ann", "Bo"), lexicon="en", seed=11), lexicon, when=datetime(2026, 11, 28, 9, 30))
    board.game.exchange("".join(board.game.racks[board.game.turn][:2]))
    board.saved.moves.append(SavedMove.from_event(board.game.history[-1]))
    board.save()
    board.close()
    print("board game", board.path)

    # Quiddler: Ann, Bob (who hands his seat to the computer at once), robot Cy
    game = Game(QuiddlerSetup(("Ann", "Bob", "Cy"), 7, load_deck("english"), TableOptions(), 0), lexicon)
    factory = robot_factory(lexicon, game.deck, game.options, 7)
    path = new_record_path(datetime(2026, 11, 29, 17, 0))
    quiddler = QuiddlerSession(
        game,
        {2: factory.robot("medium", 2)},
        lexicon_spec="en",
        save_path=path,
        robot_factory=lambda: factory.robot("medium", game.current),
    )
    for _turn in range(5):
        if quiddler.robot_to_play:
            quiddler.play_robot()
        elif game.current == 1 and not quiddler.handed:
            quiddler.take_seat()
            quiddler.play_robot()
        else:
            quiddler.draw("stock")
            quiddler.finish(quiddler.free_cards()[0])
    print("Quiddler", path)

    # Crosswise: Ann and robot Bo, a match of two games (sum of points)
    crosswise = CrosswiseSession.new(["Ann", "Bo"], {"Bo": "easy"}, 5, None, MatchRule(MatchKind.SUMOF, 2))
    crosswise.play(crosswise.game.legal_moves()[0])
    crosswise.robot_turn()
    print("Crosswise", crosswise.path)


if __name__ == "__main__":
    main()
