"""The board game's state file keeps the draws made, never the seed (version 2): from
the files of a game in play the draws to come cannot be worked out. State files of
version 1 (a seed) still rebuild exactly, then draw anew."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.placement import Placement
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.savegame import load_saved

LEGACY = Path(__file__).resolve().parents[1] / "data" / "saves" / "legacy" / "games" / "2026-11-28-093000-Ann-Bo.json"
GAZED = Placement.of([(7, 7, "G"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E"), (7, 11, "D")], Direction.ACROSS)


class AnyWord:
    language = "en"

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str)


def test_the_files_of_a_game_in_play_hold_no_future_draw(tmp_path):
    path = tmp_path / "games" / "g.json"
    session = Session.start(GameSetup(("Ann", "Bo"), lexicon="en", seed=4), AnyWord(), path=path)
    session.exchange(session.game.rack[:3])
    session.pass_turn()
    game = session.game
    session.close()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 2 and "seed" not in data
    assert data["draws"] == [list(d) for d in game.bag.log]  # the racks dealt and the exchange's draw
    assert "seed" not in path.with_suffix(".gcg").read_text(encoding="utf-8")
    # a --seed game is reproducible so far: the same seed and moves give the same racks and bag
    seeded = Game(game.rules, game.players, seed=4, first_player=game.first_player)
    seeded.exchange(seeded.rack[:3])
    seeded.pass_turn()
    assert seeded.racks == game.racks and seeded.bag.tiles == game.bag.tiles
    # but resuming the file twice draws two other futures: the next draw is in no file
    futures = []
    for _ in range(2):
        again = Session.resume(load_saved(path), AnyWord())
        assert again.game.racks == game.racks and Counter(again.game.bag.tiles) == Counter(game.bag.tiles)
        futures.append(again.game.bag.draw(20))
        again.close()
    assert futures[0] != futures[1] and seeded.bag.draw(20) not in futures


def test_a_version_1_state_file_replays_exactly_then_draws_anew():
    saved = load_saved(LEGACY)
    assert saved.draws is None and saved.seed == 11  # written with the seed by an earlier lexitile
    game = saved.replay()
    # exactly as when it was saved: the racks the GCG beside it wrote (#rack1, #rack2)
    gcg = LEGACY.with_suffix(".gcg").read_text(encoding="utf-8")
    nicks = [line.split()[1] for line in gcg.splitlines() if line.startswith("#player")]
    racks = dict(line.split()[0:2] for line in gcg.splitlines() if line.startswith("#rack"))
    for k, nick in enumerate(nicks, 1):
        assert sorted(racks[f"#rack{k}"]) == sorted(game.racks[game.players.index(nick)])
    seeded = saved.replay()
    assert game.rng.getstate() != seeded.rng.getstate()  # each resume draws from a fresh seed
    # saved again, it is version 2: the draws so far, no seed, and it rebuilds the same racks
    saved.draws = [list(d) for d in game.bag.log]
    data = json.loads(saved.to_json())
    assert data["version"] == 2 and "seed" not in data
    again = type(saved).from_json(saved.to_json()).replay()
    assert again.racks == game.racks and Counter(again.bag.tiles) == Counter(game.bag.tiles)


def test_draws_that_do_not_replay_are_refused(tmp_path):
    path = tmp_path / "games" / "g.json"
    session = Session.start(GameSetup(("Ann", "Bo"), lexicon="en", seed=4), AnyWord(), path=path)
    session.exchange(session.game.rack[:3])
    session.close()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["draws"][-1] = data["draws"][-1][:2]  # the exchange drew 3
    path.write_text(json.dumps(data), encoding="utf-8")
    import pytest

    from lexitile.savegame import SaveFileError

    with pytest.raises(SaveFileError, match=r"move 1 \(.*\) does not replay: draws 2 tiles here, the rules 3"):
        load_saved(path).replay()
    data["draws"][0] = ["Q"] * 7  # more Qs than the bag holds
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveFileError, match="the starting racks do not replay: not in the bag"):
        load_saved(path).replay()
