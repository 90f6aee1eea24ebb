"""A player's own list is taken as written: the built-in lists' name filters and evidence
rule (tools/wl_evidence.py) never touch what ``lexitile lexicon add`` installs, and
adding a list changes nothing in the built-in ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.cli import main
from lexitile.lexicon import load_lexicon

#: Names the built-in lists refuse, and words they gained, in the player's own spelling.
LISTS = {
    "de": "# language: de\nMailand\nNEUMANN\nMöller\nstraße\nHey\n",
    "pt_BR": "# language: pt_BR\nlisboa\nAlmeida\nSOUSA\ncoração\nvera\n",
}
WANT = {
    "de": ["MAILAND", "NEUMANN", "MÖLLER", "STRASSE", "HEY"],
    "pt_BR": ["LISBOA", "ALMEIDA", "SOUSA", "CORAÇAO", "VERA"],
}


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


@pytest.mark.parametrize("code", ["de", "pt_BR"])
def test_names_in_a_players_list_stay_in_it(tmp_path: Path, code: str, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / f"mine-{code}.txt"
    source.write_text(LISTS[code], encoding="utf-8")
    assert main(["lexicon", "add", str(source), "--name", f"mine-{code}", "--lang", code]) == 0
    assert f"installed mine-{code}: 5 words ({code})" in capsys.readouterr().out
    mine = load_lexicon(f"mine-{code}")
    assert sorted(mine.words()) == sorted(WANT[code])
    builtin = load_lexicon(code, compounds="off")
    refused = [w for w in WANT[code][:3] if w in builtin]
    assert refused == [], f"the built-in {code} list should refuse these names"
