"""A German record carries its compound rule in its ``lexitile:rules`` note and is
judged by it (verify, replay, analyze); a record written before the rule had names is
judged with ``free``, so it still verifies as it did; ``--compounds`` overrides."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.commands.verify import verify_path
from lexitile.core.compound_rule import CompoundRule
from lexitile.games.crossword.records.board_gcg import gcg_text
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.recorded_rules import compound_rule_of, find_rules_note, parse_rules_note
from lexitile.games.crossword.records.replay import replay_record
from lexitile.lexicon import load_lexicon
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.play.table_options import GameOptions

#: Written by ``make_old_record.py`` with the code of commit abce6c4 (before the rule had
#: names): Bo's first play AFFENEI is an invented compound only hunspell's rules accept.
OLD_RECORD = Path(__file__).parents[3] / "data" / "compounds" / "free-before-rules.gcg"

#: One play per rule that only that rule (and the looser ones) accepts.
PLAYS = {
    CompoundRule.DICTIONARY: "HAUSTÜR",  # in the built list
    CompoundRule.ATTESTED: "EISBAD",  # a compound running text uses; the built list lacks it
    CompoundRule.FREE: "AFFENEI",  # an invented compound, well formed
}


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


@pytest.fixture(scope="module")
def german():
    return load_lexicon("de", compounds="lazy")


def test_the_old_record_names_no_rule_and_is_judged_free(german) -> None:
    record = read_gcg(OLD_RECORD)
    note = find_rules_note(record)
    assert note is not None and note.compounds is None
    assert compound_rule_of(note) is CompoundRule.FREE
    assert replay_record(record).rules.compound_words is CompoundRule.FREE
    assert verify_path(OLD_RECORD, lexicon=german).status == "ok"
    refused = verify_path(OLD_RECORD, lexicon=german, compounds="dictionary")
    assert refused.status == "error" and "AFFENEI" in refused.message


def test_a_bad_rule_in_a_note_is_a_malformed_note() -> None:
    from lexitile.games.crossword.records.gcg import GcgError

    with pytest.raises(GcgError) as caught:
        parse_rules_note("lexitile:rules mattel scoreless=4 kinds=pass compounds=loose")
    assert caught.value.code == "RULES_NOTE_MALFORMED"


def _record(rule: CompoundRule, german, tmp_path: Path) -> Path:
    setup = GameSetup(
        players=("Ann", "Bo"), rules="mattel", lexicon="de", seed=7, tiles="german", options=GameOptions(compounds=rule)
    )
    session = Session.start(setup, german, path=tmp_path / "game.json", save=False)
    assert session.saved.options.compounds is rule  # the state file names it too
    game = session.game
    word = PLAYS[rule]
    give_rack(game, game.first_player, word)
    game.play_notation("8D", word)
    game.pass_turn()
    path = tmp_path / f"{rule}.gcg"
    path.write_text(gcg_text(game, session.saved), encoding="utf-8")
    return path


@pytest.mark.parametrize("rule", list(CompoundRule))
def test_each_rule_is_recorded_replayed_and_verified(rule: CompoundRule, german, tmp_path: Path) -> None:
    path = _record(rule, german, tmp_path)
    assert f"compounds={rule}" in path.read_text(encoding="utf-8")
    record = read_gcg(path)
    assert replay_record(record).rules.compound_words is rule
    assert verify_path(path, lexicon=german).status == "ok"
    stricter = [r for r in CompoundRule if list(CompoundRule).index(r) < list(CompoundRule).index(rule)]
    for other in stricter:  # a given option overrides the record's rule
        refused = verify_path(path, lexicon=german, compounds=other)
        assert refused.status == "error" and PLAYS[rule] in refused.message, other


def test_a_game_refuses_what_its_rule_refuses(german, tmp_path: Path) -> None:
    from lexitile.errors import IllegalMoveError

    setup = GameSetup(players=("Ann", "Bo"), rules="mattel", lexicon="de", seed=7, tiles="german")
    session = Session.start(setup, german, path=tmp_path / "game.json", save=False)
    assert session.game.rules.compound_words is CompoundRule.DICTIONARY  # the default
    game = session.game
    give_rack(game, game.first_player, "AFFENEI")
    with pytest.raises(IllegalMoveError, match="AFFENEI"):
        game.play_notation("8D", "AFFENEI")


def test_a_german_state_file_from_before_the_rule_resumes_with_free(german, tmp_path: Path) -> None:
    """A German game saved before the rule had names (no ``compounds`` among its options)
    resumes by ``free``, as it was played; an English one gains no compound label."""
    import json

    from lexitile.lexicon.compounds import CompoundLexicon
    from lexitile.savegame import load_saved

    for lexicon, spec in ((german, "de"), (load_lexicon("en"), "en")):
        path = tmp_path / f"{spec}.json"
        setup = GameSetup(players=("Ann", "Bo"), rules="mattel", lexicon=spec, seed=7)
        session = Session.start(setup, lexicon, path=path)
        session.file.close()
        data = json.loads(path.read_text(encoding="utf-8"))
        data["options"].pop("compounds", None)  # as a file of the old code has it
        path.write_text(json.dumps(data), encoding="utf-8")
        resumed = Session.resume(load_saved(path), lexicon)
        resumed.file.close()
        if spec == "de":
            assert resumed.game.rules.compound_words is CompoundRule.FREE
            assert type(resumed.game.lexicon) is CompoundLexicon and resumed.game.lexicon.gate is None
        else:
            assert resumed.saved.options.compounds is None
            assert not any("compounds" in label for label in resumed.saved.options.labels())
