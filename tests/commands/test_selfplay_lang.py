"""``lexitile selfplay --lang``: robot games in a language's word list and tiles, judged
and recorded by the rule set's compound rule, as a table of that language is."""

from __future__ import annotations

import json
from pathlib import Path

from lexitile.cli import main
from lexitile.games.crossword.records.gcg import read_gcg


def test_a_german_match_plays_german_tiles_and_records_its_compound_rule(tmp_path: Path, capsys) -> None:
    argv = ["selfplay", "--games", "1", "--seed", "3", "--rules", "kreuzwort", "--lang", "de"]
    assert main([*argv, "--seats", "medium,medium", "--save", str(tmp_path), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["lexicon"] == "de" and summary["violations"] == []
    record = (tmp_path / "selfplay-3.gcg").read_text(encoding="utf-8")
    assert "#tile-distribution german" in record
    rules_note = next(line for line in record.splitlines() if "lexitile:rules" in line)
    assert rules_note.endswith("compounds=dictionary")
    assert main(["verify", str(tmp_path / "selfplay-3.gcg")]) == 0
    assert read_gcg(tmp_path / "selfplay-3.gcg").events


def test_without_lang_the_rule_set_keeps_its_own_tiles_and_words(tmp_path: Path, capsys) -> None:
    assert main(["selfplay", "--games", "1", "--seed", "3", "--save", str(tmp_path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["lexicon"] == "en"
    assert "compounds=" not in (tmp_path / "selfplay-3.gcg").read_text(encoding="utf-8")
