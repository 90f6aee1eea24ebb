"""Write ``free-before-rules.gcg``: a German game recorded by lexitile before the compound
rule had names (commit abce6c4), whose first play, AFFENEI, only the hunspell compound
check accepts (an invented compound: the built list lacks it, no corpus attests it).

Run with the old code first on the path (the record must be what that code wrote)::

    git archive abce6c4 src data | tar -x -C /tmp/oldsrc
    PYTHONPATH=/tmp/oldsrc/src python tests/data/compounds/make_old_record.py
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from lexitile.games.crossword.records.board_gcg import gcg_text
from lexitile.lexicon import load_lexicon
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup

HERE = Path(__file__).resolve().parent


def give_rack(game, seat: int, letters: str) -> None:
    """Put ``letters`` on ``seat``'s rack, swapping tiles with the bag so that every
    tile of the set is still counted once (the record's racks stay drawable)."""
    rack = game.racks[seat]
    for letter in letters:
        if letter in rack:
            rack.remove(letter)
            continue
        game.bag.tiles.remove(letter)
        game.bag.tiles.append(rack.pop())
    game.racks[seat] = list(letters) + rack


def main() -> None:
    lexicon = load_lexicon("de", compounds="lazy")
    setup = GameSetup(players=("Ann", "Bo"), rules="mattel", lexicon="de", seed=30, tiles="german")
    with tempfile.TemporaryDirectory() as folder:
        session = Session.start(setup, lexicon, path=Path(folder) / "game.json", save=False)
    game = session.game
    first = game.first_player
    give_rack(game, first, "AFFENEI")
    game.play_notation("8D", "AFFENEI")
    game.pass_turn()
    (HERE / "free-before-rules.gcg").write_text(gcg_text(game, session.saved), encoding="utf-8")


if __name__ == "__main__":
    main()
