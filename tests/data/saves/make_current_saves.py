"""Make the board-game saves in ``current/``: state files written by the code that kept
a move of the state file as its own record class, before the board game's moves were
one :class:`~lexitile.games.crossword.rules.move.BoardMove`.

They were made by the code of main ``f993929``::

    LEXITILE_DATA_DIR=$(mktemp -d) python tests/data/saves/make_current_saves.py

Two games, between them every kind of line the state file's move list has:

* ``challenge.json`` (Mattel rules, words judged only when challenged, a game clock of
  one minute each): hard robot plays, a one-tile play typed down that reads across, an
  exchange, a pass, a phony challenged off the board, a play accepted, and the game
  ended by scoreless turns with overtime charged (``time``);
* ``paid-exchange.json`` (Kreuzwort rules): a paid exchange, then plays and passes.

The tests only read the files it wrote (``tests/test_savegame_current.py``); the
current code need not run it.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from lexitile.errors import LexitileError
from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.placement import Placement
from lexitile.games.crossword.rules.scoring import score_placement
from lexitile.lexicon import load_lexicon
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.play.robot_seats import robot_for
from lexitile.play.table_options import GameOptions

HERE = Path(__file__).resolve().parent / "current"


def robot_moves(session: Session, lexicon: object, count: int) -> None:
    """``count`` moves of the hard robot for whoever is on turn."""
    for _ in range(count):
        robot = robot_for("hard", session.game.lexicon, seed=3)
        session.perform(robot.choose(session.game))


def one_tile_typed_down(session: Session) -> bool:
    """A one-tile play typed down whose only word reads across (its main word is the
    across word; the typed direction is what the state file keeps)."""
    game = session.game
    board = game.board
    for tile in dict.fromkeys(t.upper() for t in game.rack if t != "?"):
        for r in range(board.rows):
            for c in range(board.cols):
                if board.at(r, c) is not None or board.at(r - 1, c) is not None or board.at(r + 1, c) is not None:
                    continue
                if board.at(r, c - 1) is None and board.at(r, c + 1) is None:
                    continue
                placement = Placement.of([(r, c, tile)], Direction.DOWN)
                try:
                    game.check_play(placement)
                except LexitileError:
                    continue
                session.play(placement)
                return True
    return False


def challenge_game(lexicon: object) -> None:
    setup = GameSetup(
        ("Ann", "Bo"), rules="mattel", lexicon="en", seed=23, options=GameOptions(check="challenge", game_minutes=1)
    )
    session = Session.start(setup, lexicon, path=HERE / "challenge.json", when=datetime(2026, 12, 2, 13, 30))
    clock = [0.0]
    session.now = lambda: clock[0]
    robot_moves(session, lexicon, 1)
    session.accept()
    robot_moves(session, lexicon, 1)
    session.accept()
    assert one_tile_typed_down(session), "no one-tile play found"
    session.accept()
    session.exchange("".join(session.game.rack[:2]))
    session.pass_turn()
    # a phony: the rack's first two tiles wherever they fit, challenged off the board
    game = session.game
    phony = None
    for r in range(game.board.rows):
        for c in range(game.board.cols - 1):
            tiles = [(r, c, game.rack[0].replace("?", "e")), (r, c + 1, game.rack[1].replace("?", "e"))]
            placement = Placement.of(tiles, Direction.ACROSS)
            try:
                game.check_play(placement)
            except LexitileError:
                continue
            words = [w for w in placement_words(session, placement) if w not in lexicon]
            if words:
                phony = placement
                break
        if phony is not None:
            break
    assert phony is not None, "no phony found"
    session.play(phony)
    session.challenge(1 - session.game.history[-1].player)
    robot_moves(session, lexicon, 1)
    session.accept()
    # each seat's clock runs 100 s a pass: past their minute, so overtime is charged
    while not session.game.is_over:
        session.start_turn()
        clock[0] += 100.0
        session.pass_turn()
    session.close()
    print("challenge", session.path)


def placement_words(session: Session, placement: Placement) -> list[str]:
    game = session.game
    score = score_placement(game.board, placement, game.rules.tileset)
    return [w.word.upper() for w in score.words]


def paid_exchange_game(lexicon: object) -> None:
    setup = GameSetup(("Cy", "Di"), rules="kreuzwort", lexicon="en", seed=8)
    session = Session.start(setup, lexicon, path=HERE / "paid-exchange.json", when=datetime(2026, 12, 2, 13, 40))
    session.paid_exchange("".join(session.game.rack[:3]))
    robot_moves(session, lexicon, 3)
    session.pass_turn()
    robot_moves(session, lexicon, 2)
    session.close()
    print("paid exchange", session.path)


def main() -> None:
    lexicon = load_lexicon("en")
    HERE.mkdir(exist_ok=True)
    challenge_game(lexicon)
    paid_exchange_game(lexicon)


if __name__ == "__main__":
    main()
