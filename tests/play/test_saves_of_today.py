"""State files written before the board game's moves were one ``BoardMove`` still load
exactly: the same moves, the same position, the same scores, and the same text when
written again.

The saves in ``tests/data/saves/current/`` were written by the code of main ``f993929``
(``tests/data/saves/make_current_saves.py``); ``<name>.position.json`` beside each is
what that code rebuilt from it (:func:`position`), written by the same commit with
``python tests/play/test_saves_of_today.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from lexitile.games.crossword.rules.game import Game
from lexitile.lexicon import load_lexicon
from lexitile.play.board_session import Session
from lexitile.savegame import SavedGame, load_saved

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves" / "current"
NAMES = ("challenge", "paid-exchange")


def position(game: Game) -> dict[str, Any]:
    """What a replayed game is: the board, the racks, the scores, the turn, and every
    event with its breakdown (which word is the main one) and its placement's direction."""
    board = game.board
    return {
        "board": ["".join(board.at(r, c) or "." for c in range(board.cols)) for r in range(board.rows)],
        "racks": ["".join(sorted(rack)) for rack in game.racks],
        "scores": list(game.scores),
        "turn": game.turn,
        "over": game.is_over,
        "history": [
            {
                "kind": e.kind.value,
                "player": e.player,
                "rack": e.rack,
                "score": e.score,
                "cumulative": e.cumulative,
                "move": e.move_text,
                "direction": None
                if e.placement is None or e.placement.direction is None
                else e.placement.direction.value,
                "breakdown": None if e.breakdown is None else e.breakdown.explain(),
            }
            for e in game.history
        ],
    }


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon("en")


@pytest.mark.parametrize("name", NAMES)
def test_a_save_of_today_rebuilds_the_same_position(name, lexicon):
    saved = load_saved(SAVES / f"{name}.json")
    expected = json.loads((SAVES / f"{name}.position.json").read_text(encoding="utf-8"))
    assert position(saved.replay(lexicon)) == expected


@pytest.mark.parametrize("name", NAMES)
def test_a_save_of_today_is_written_back_byte_for_byte(name):
    text = (SAVES / f"{name}.json").read_text(encoding="utf-8")
    assert SavedGame.from_json(text).to_json() == text


def test_a_save_of_today_resumes_and_plays_on(tmp_path, monkeypatch, lexicon):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    saved = load_saved(SAVES / "paid-exchange.json")
    saved.path = tmp_path / "games" / "paid-exchange.json"
    count = len(saved.moves)
    session = Session.resume(saved, lexicon)
    try:
        seat, before = session.game.turn, list(session.game.scores)
        session.pass_turn()
        again = load_saved(saved.path)
        assert len(again.moves) == count + 1
        assert again.moves[-1].seat == seat and again.moves[-1].kind == "pass"
        replayed = position(again.replay(lexicon))
        assert replayed["scores"] == before and replayed["turn"] == 1 - seat
    finally:
        session.close()


if __name__ == "__main__":  # writes the expected positions (run by the commit named above)
    words = load_lexicon("en")
    for stem in NAMES:
        game = load_saved(SAVES / f"{stem}.json").replay(words)
        out = SAVES / f"{stem}.position.json"
        out.write_text(json.dumps(position(game), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(out, file=sys.stderr)
