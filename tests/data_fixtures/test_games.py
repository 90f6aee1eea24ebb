"""The project's own GCG records (``tests/data/games``): games played by lexitile's robots
(``tools/make_test_games.py``), every score and running total checked by a second scorer
that shares no code with lexitile (``gcg_oracle.py``), and by the project's reader and
replay (``lexitile verify``), which must agree with it to the point."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from gcg_oracle import read_record, rescore

from independent_rules import TEST_DATA, read_word_list
from lexitile.cli import main
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.lexicon import load_lexicon

GAMES = TEST_DATA / "games"
FILES = sorted(GAMES.glob("*.gcg"))


def _words(path: Path) -> frozenset[str]:
    return read_word_list(TEST_DATA / read_record(path).description["lexicon"])


_WORDS = {name: read_word_list(TEST_DATA / name) for name in ("wordlist-small.txt", "wordlist-small-pt_BR.txt")}


@pytest.fixture(scope="module")
def lexicons():
    return {name: load_lexicon(str(TEST_DATA / name)) for name in _WORDS}


def test_there_are_enough_games() -> None:
    assert len(FILES) >= 50


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_second_scorer_agrees_with_every_line(path: Path, lexicons) -> None:
    rec = read_record(path)
    totals, seen = rescore(path, _WORDS[rec.description["lexicon"]])
    assert seen["play"] > 5
    replay = replay_record(read_gcg(path), lexicon=lexicons[rec.description["lexicon"]])
    assert replay.error is None, replay.error
    assert not replay.mismatches, replay.mismatches[:3]
    assert replay.game_over, "every test game is played to its end"
    assert dict(zip(replay.record.nicks, replay.final_scores)) == totals
    assert int(rec.description["players"]) == len(rec.nicks) == len(totals)


def test_the_games_cover_rules_players_and_every_kind_of_line() -> None:
    rules: Counter[str] = Counter()
    players: Counter[int] = Counter()
    kinds: Counter[str] = Counter()
    for path in FILES:
        rec = read_record(path)
        rules[rec.description["rules"]] += 1
        players[len(rec.nicks)] += 1
        kinds.update(rescore(path, _WORDS[rec.description["lexicon"]])[1])
    assert set(rules) >= {"mattel", "tournament", "kreuzwort", "palavras"}
    assert set(players) == {2, 3, 4}
    wanted = {"play", "bingo", "pass", "lost-turn", "exchange", "withdrawn", "challenge", "end-points", "end-penalty"}
    assert wanted <= set(kinds), f"no game has {sorted(wanted - set(kinds))}"


@pytest.mark.parametrize("lexicon", sorted(_WORDS))
def test_lexitile_verify_passes_every_game(lexicon: str, capsys: pytest.CaptureFixture[str]) -> None:
    files = [str(p) for p in FILES if read_record(p).description["lexicon"] == lexicon]
    assert main(["verify", "--lexicon", str(TEST_DATA / lexicon), *files]) == 0
    out = capsys.readouterr().out
    assert f"{len(files)} files" in out and "0 mismatches, 0 errors" in out


def test_a_wrong_score_is_caught_by_the_second_scorer(tmp_path: Path) -> None:
    """The second scorer can fail: one point more on one play is reported on its line."""
    source = FILES[0]
    lines = source.read_text(encoding="utf-8").splitlines()
    at = next(i for i, ln in enumerate(lines) if ln.startswith(">") and len(ln.split()) == 6)
    parts = lines[at].split()
    parts[-2] = f"+{int(parts[-2]) + 1}"
    parts[-1] = str(int(parts[-1]) + 1)
    lines[at] = " ".join(parts)
    bad = tmp_path / source.name
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(AssertionError, match=rf"{source.name}:{at + 1}: recorded"):
        rescore(bad, _words(source))
