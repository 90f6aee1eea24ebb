"""The replay reads a record's rules from the rule set its ``lexitile:rules`` note names
(:func:`lexitile.games.crossword.records.recorded_rules.record_rule_set`), the same rule set the engine
played by: the exchange bag minimum, rack size, bingo bonus and settlement are not
decided a second time by the replayer."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.commands.verify import verify_path
from lexitile.games.crossword import catalog
from lexitile.games.crossword.records.gcg import parse_gcg
from lexitile.games.crossword.records.gcg_writer import game_to_gcg
from lexitile.games.crossword.records.recorded_rules import RecordedRules, gcg_rule_set, record_rule_set
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.config import GoingOut
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.placement import placement_from_notation

DATA = Path(__file__).resolve().parents[3] / "data"
TINY = DATA / "tilesets" / "tiny.txt"


def _exchange_at_a_bag_of_three(rules_name: str) -> tuple[Game, str]:
    """Four players on the 40-tile set (12 tiles in the bag after the deal): a play of
    5 tiles and one of 4 leave 3 in the bag, then the third player exchanges one tile.
    Words are not judged (no lexicon), so any tiles of the rack make a play."""
    tiny = catalog.load_tileset(str(TINY))
    rules = catalog.load_rules(rules_name).with_changes(tileset=tiny)
    game = Game(rules, ["Ann", "Bo", "Cy", "Di"], seed=5, first_player=0)
    game.play(placement_from_notation(game.board, "8D", _word(game.rack[:5])))
    game.play(placement_from_notation(game.board, "D9", _word(game.rack[:4])))
    assert len(game.bag) == 3
    return game, game_to_gcg(game)


def _word(tiles: list[str]) -> str:
    """The tiles as a word to place, a blank standing for an E (lower case)."""
    return "".join("e" if t == "?" else t for t in tiles)


def _warning_codes(path: Path) -> list[str]:
    verdict = verify_path(path, tiles=str(TINY))
    assert verdict.status == "ok", verdict.message
    return [w.code for w in verdict.warnings]


def test_a_kreuzwort_exchange_at_a_bag_of_three_verifies_without_a_warning(tmp_path: Path) -> None:
    game, _ = _exchange_at_a_bag_of_three("kreuzwort")
    game.exchange(game.rack[0])  # Kreuzwort: exchanges while any tile is left
    path = tmp_path / "kreuzwort.gcg"
    path.write_text(game_to_gcg(game), encoding="utf-8")
    assert "lexitile:rules kreuzwort" in path.read_text(encoding="utf-8")
    assert _warning_codes(path) == []


@pytest.mark.parametrize("note", [None, "mattel"])
def test_the_same_exchange_warns_under_rules_that_need_seven_tiles(tmp_path: Path, note: str | None) -> None:
    """Without a note (the GCG convention) or under Mattel rules, 7 tiles are needed: the
    record is still replayed, with a warning naming the bag and the minimum."""
    _, text = _exchange_at_a_bag_of_three("kreuzwort")
    racks = dict(line.split()[:2] for line in text.splitlines() if line.startswith("#rack"))
    kept = [line for line in text.splitlines() if not line.startswith(("#rack", "#note lexitile:rules"))]
    if note is not None:
        kept.append(f"#note lexitile:rules {note} scoreless=8 kinds=exchange,pass,withdrawn")
    cy = racks["#rack3"]
    kept.append(f">Cy: {cy} -{cy[0]} +0 0")
    path = tmp_path / "record.gcg"
    path.write_text("\n".join(kept) + "\n", encoding="utf-8")
    verdict = verify_path(path, tiles=str(TINY))
    assert verdict.status == "ok", verdict.message
    small = [w for w in verdict.warnings if w.code == "EXCHANGE_BAG_TOO_SMALL"]
    assert len(small) == 1 and "3" in small[0].message and "7" in small[0].message


def test_the_record_rule_set_is_the_named_built_in_one_on_the_record_board_and_tiles() -> None:
    tiny = catalog.load_tileset(str(TINY))
    layout = catalog.load_layout("standard15")
    named = RecordedRules("kreuzwort", 4, frozenset({"pass"}))
    rules = record_rule_set(named, layout, tiny)
    assert rules.name == "kreuzwort" and rules.exchange_min_bag == 1 and rules.tileset is tiny
    for recorded in (None, RecordedRules("my-own", 4, frozenset({"pass"}))):
        gcg = record_rule_set(recorded, layout, tiny)
        assert gcg == gcg_rule_set(layout, tiny)
        assert (gcg.rack_size, gcg.bingo_bonus, gcg.exchange_min_bag, gcg.going_out) == (7, 50, 7, GoingOut.DOUBLE)


def test_a_replay_exposes_the_rule_set_it_read_by() -> None:
    _, text = _exchange_at_a_bag_of_three("mattel")
    replay = replay_record(parse_gcg(text), tiles=str(TINY))
    assert replay.error is None and replay.rules.name == "mattel" and replay.rules.going_out is GoingOut.MATTEL
