"""The whole collected GCG corpus (../shared/gcg, 1,499 files) through ``verify``.

Every file whose ``cum_ok`` and ``replay_score_ok`` are both True in ``index.tsv`` must
verify OK, except the invalid MAGPIE fixtures (MAGPIE-FIXTURES.md), Quackle's
``multiplayer-crash.gcg`` and Macondo's ``name_weird_encoding_with_header.gcg`` (it
declares ISO8859-6, an encoding GCG readers refuse): 1,443 files, in this one process.
"""

from __future__ import annotations

import csv
import re
from functools import cache

import pytest

from lexitile.commands.verify import verify_path
from lexitile.games.crossword.catalog import load_layout
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record
from shared_data import shared_path

MODIFIED = "jalapic-scrabblr/modified_board/"
LAYOUT = MODIFIED + "LAYOUT_modified_board.txt"
#: Declares ISO8859-6 over UTF-8 bytes; Macondo's own test expects it refused.
WEIRD_ENCODING = "domino14-macondo/gcgio/testdata/name_weird_encoding_with_header.gcg"


@cache
def _corpus() -> tuple[list[dict], set[str]]:
    root = shared_path("gcg")
    with open(root / "index.tsv", encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    doc = (root / "MAGPIE-FIXTURES.md").read_text(encoding="utf-8")
    invalid = {
        f"jvc56-MAGPIE-DATA/{m}" for m in re.findall(r"^\| (testdata/gcgs/\S+) \| fixture-INVALID", doc, re.MULTILINE)
    }
    return rows, invalid


def must_verify_rows() -> list[dict]:
    rows, invalid = _corpus()
    return [
        r
        for r in rows
        if r["cum_ok"] == "True"
        and r["replay_score_ok"] == "True"
        and r["file"] not in invalid
        and not r["file"].endswith("multiplayer-crash.gcg")
        and r["file"] != WEIRD_ENCODING
    ]


def must_verify() -> list[str]:
    return [r["file"] for r in must_verify_rows()]


@pytest.mark.shared
def test_every_good_file_verifies_ok():
    root = shared_path("gcg")
    files = must_verify()
    assert len(files) == 1443
    modified = load_layout(str(root / LAYOUT))
    failures = []
    events = 0
    for row in must_verify_rows():
        name = row["file"]
        board = modified if name.startswith(MODIFIED) else None
        verdict = verify_path(root / name, board=board)
        events += verdict.events
        if verdict.status != "ok":
            failures.append(verdict.text())
        elif row["final_scores"]:
            # the recomputed totals are the recorded final scores ("Alice=434 Bob=413")
            recorded = dict(pair.rsplit("=", 1) for pair in row["final_scores"].split())
            recorded = {nick: int(score) for nick, score in recorded.items()}
            mine = verdict.final_scores
            if recorded.keys() <= mine.keys():  # the index lists only players who moved
                mine = {nick: mine[nick] for nick in recorded}
            else:  # the index shows some Latin-1 nicks decoded as UTF-8
                mine, recorded = sorted(mine.values()), sorted(recorded.values())
            if mine != recorded:
                failures.append(f"{name}: final scores {verdict.final_scores} != {recorded}")
    assert failures == []
    # every event line was read: the index counts 33,875 events in these files
    assert events == sum(int(r["events"]) for r in must_verify_rows()) == 33_875


@pytest.mark.shared
def test_an_undeclarable_encoding_is_refused_by_name():
    verdict = verify_path(shared_path("gcg", WEIRD_ENCODING))
    assert (verdict.status, verdict.line, verdict.code) == ("error", 1, "UNSUPPORTED_CHARACTER_ENCODING")
    assert "'ISO8859-6'" in verdict.message


@pytest.mark.shared
def test_modified_board_games_only_verify_on_their_board():
    root = shared_path("gcg")
    names = [n for n in must_verify() if n.startswith(MODIFIED)]
    assert len(names) == 700
    statuses = [verify_path(root / n).status for n in names]
    assert statuses.count("mismatch") == len(names)


@pytest.mark.shared
def test_modified_board_file_loads_as_is():
    layout = load_layout(str(shared_path("gcg", LAYOUT)))
    standard = load_layout("standard15")
    assert (layout.rows, layout.cols) == (15, 15)
    assert layout.start == (7, 7)
    swapped = [i for i in range(225) if layout.letter_mult[i] != standard.letter_mult[i]]
    assert swapped and layout.word_mult == standard.word_mult


@pytest.mark.shared
def test_multiplayer_crash_is_an_error_at_the_first_tile_not_on_the_rack():
    verdict = verify_path(shared_path("gcg", "quackle-quackle/test/positions/multiplayer-crash.gcg"))
    assert verdict.status == "error"
    assert verdict.line == 7
    assert verdict.code == "MOVE_VALIDATION_ERROR"
    assert "not on the rack BCDEITZ: F" in verdict.message


@pytest.mark.shared
@pytest.mark.parametrize(
    ("name", "tileset", "source"),
    [
        ("domino14-macondo/gcgio/testdata/polish_endgame.gcg", "polish", "letters"),
        ("elonmj-web_app_warriors/scripts/fixtures/GetGCG.FRA24.TfnqTZkYPL.gcg", "french", "#tile-distribution french"),
        ("jvc56-MAGPIE-DATA/testdata/gcgs/success_standard.gcg", "english", "#tile-distribution english"),
        ("olaugh-cgpbot/testgen/gcg/CTDVDRDQkM.gcg", "english", "#lexicon"),
    ],
)
def test_tile_set_is_chosen_from_the_record(name, tileset, source):
    replay = replay_record(read_gcg(shared_path("gcg", name)))
    assert replay.ok, (replay.error, replay.mismatches[:1])
    assert replay.tileset.name == tileset
    assert replay.rules_source["tileset"].startswith(source)


@pytest.mark.shared
def test_known_bad_files_are_reported_at_their_first_difference():
    root = shared_path("gcg")
    v = verify_path(root / "HerbCaudill-scorable/e2e/games/near-end-game.gcg")
    assert (v.status, v.line) == ("mismatch", 12)
    assert v.message.startswith("recorded +35 161, computed +35 156")
    v = verify_path(root / "quackle-quackle/test/positions/consonant_heaviness_tendency.gcg")
    assert (v.status, v.line, v.code) == ("error", 2, "DUPLICATE_NICKNAMES")
