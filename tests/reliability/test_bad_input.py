"""Bad input to every command: a specific message, the documented exit status, never a
traceback, and the input file left as it was (issue #8).

Each case runs ``lexitile.cli.main([...])`` in the test process (the Textual apps'
``run`` is replaced by a recorder, so a command that would start a screen returns at
once and the test sees that it got that far). The inputs are built in a folder per
module: missing files, folders, paths through a regular file (as root, ``chmod`` does
not stop reads or writes; a path under a regular file fails for every user), files in
UTF-16, Latin-1 or binary, the invalid MAGPIE fixtures of ``../shared/gcg``, real GCG
records cut at random byte offsets, board files of bad sizes or with unknown squares,
tile sets that do not add up, word lists with junk lines, unknown languages and rule
sets, and a save folder that cannot be created.

For every case: the exit status is the one documented for the command (2 for input
that cannot be used; 1 for verdicts such as ``verify``'s ERROR and MISMATCH lines), the
output names the file (and the line where one is at fault), there is no
``Traceback``, and every file in the input folder has the same bytes and mtime after
the run. docs/reliability.md lists the messages.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from lexitile import cli
from shared_data import shared_path

FIXTURES = ("gcg", "jvc56-MAGPIE-DATA", "testdata", "gcgs")
#: The MAGPIE fixtures marked fixture-INVALID (../shared/gcg/MAGPIE-FIXTURES.md).
INVALID_FIXTURES = (
    "challenge_bonus_rack_malformed",
    "challenge_bonus_without_play",
    "description_after_events",
    "duplicate_names",
    "duplicate_nicknames",
    "empty",
    "encoding_wrong_place",
    "end_game_event_before_game_end",
    "end_penalty_rack_malformed",
    "end_points_rack_malformed",
    "end_rack_points_incorrect",
    "event_after_last_rack",
    "exchange_malformed",
    "exchange_not_in_rack",
    "first_rack_not_in_bag",
    "game_event_off_turn",
    "invalid_challenge_bonus_player_index",
    "invalid_phony_tiles_player_index",
    "invalid_tile_placement",
    "last_rack1_not_in_bag",
    "last_rack2_not_in_bag",
    "last_rack_penalty_incorrect",
    "lexicon_missing",
    "malformed_play",
    "malformed_rack",
    "midgame_rack_not_in_bag",
    "move_before_player",
    "move_event_after_game_end",
    "no_matching_token",
    "note_before_events",
    "pass_rack_malformed",
    "phony_tiles_returned_mismatch",
    "phony_tiles_returned_with_no_play",
    "play_out_of_bounds",
    "played_tile_not_in_rack",
    "player_does_not_exist",
    "player_number_redundant",
    "redundant_pragma",
    "six_pass_cumulative_scoring_error",
    "six_pass_last_rack_malformed",
    "standard_cumulative_scoring_error",
    "time_penalty_before_rack_penalties",
    "time_penalty_before_rack_points",
    "time_penalty_between_rack_penalties",
    "time_penalty_duplicate",
    "time_penalty_first_event",
    "time_penalty_midgame",
    "unrecognized_game_variant",
    "unsupported_character_encoding",
)
#: Accepted with a WARNING (strictness that changes nothing; docs/gcg.md).
WARNED_FIXTURES = {
    "description_after_events",
    "duplicate_names",
    "encoding_wrong_place",
    "lexicon_missing",
    "note_before_events",
    "redundant_pragma",
}

TRUNCATION_SOURCES = ("success_standard", "vs_jeremy", "name_utf8_with_header", "success_five_point_challenge")
TRUNCATIONS_PER_SOURCE = 6

WORDS = "\n".join(["ZA", "QI", "GAZED", "ZONE", "ZONED", "AB", "BA", "TO", "ON", "NO", "DOG", "GOAD"]) + "\n"


# --------------------------------------------------------------------------- inputs
def _state_file_text() -> str:
    """A real state file: a two-move game saved by the app's own code."""
    from lexitile.games.crossword.rules.coords import Direction
    from lexitile.games.crossword.rules.placement import Placement
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup

    class AnyWord:
        language = "en"

        def __contains__(self, word: object) -> bool:
            return isinstance(word, str)

    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "games" / "g.json"
        session = Session.start(GameSetup(("Ann", "Bo"), lexicon="en", seed=1), AnyWord(), path=path)
        session.play(
            Placement.of([(7, 7, "G"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E"), (7, 11, "D")], Direction.ACROSS)
        )
        session.pass_turn()
        return path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def inputs(tmp_path_factory) -> Path:
    """The folder of bad inputs (read-only for the tests: every case checks that)."""
    root = tmp_path_factory.mktemp("bad-inputs")
    (root / "adir.gcg").mkdir()
    (root / "adir.json").mkdir()
    (root / "regular").write_text("a regular file\n", encoding="utf-8")
    good = (Path(__file__).resolve().parents[2] / "data" / "boards" / "standard15.txt").read_text(encoding="utf-8")
    # GCG in other encodings, binary, empty
    gcg = "#character-encoding UTF-8\n#player1 Ann Ann Éva\n#player2 Bo Bo\n>Ann: ABEGZD? 8H GAZED +36 36\n"
    (root / "utf16.gcg").write_bytes(gcg.encode("utf-16"))
    (root / "binary.gcg").write_bytes(bytes(random.Random(1).randrange(256) for _ in range(2000)))
    (root / "empty.gcg").write_bytes(b"")
    # board files
    (root / "board_unknown_square.txt").write_text("# name: odd\n=..'\n.X..\n....\n....\n", encoding="utf-8")
    (root / "board_too_wide.txt").write_text(("." * 27 + "\n") * 15, encoding="utf-8")
    (root / "board_too_tall.txt").write_text(("." * 15 + "\n") * 100, encoding="utf-8")
    (root / "board_one_square.txt").write_text("=\n", encoding="utf-8")
    (root / "board_no_rows.txt").write_text("# name: nothing\n# only comments\n", encoding="utf-8")
    (root / "board_bad_start.txt").write_text("# start: Z99\n" + good.split("\n", 6)[-1], encoding="utf-8")
    (root / "board_utf16.txt").write_bytes(good.encode("utf-16"))
    # tile sets
    (root / "tiles_malformed.txt").write_text("A 9 1\nB two 3\n", encoding="utf-8")
    (root / "tiles_duplicate.txt").write_text("A 9 1\nB 2 3\nA 1 1\n", encoding="utf-8")
    (root / "tiles_negative.txt").write_text("A 9 1\nB 2 -3\n", encoding="utf-8")
    (root / "tiles_no_letters.txt").write_text("? 2 0\n", encoding="utf-8")
    (root / "tiles_blank_points.txt").write_text("A 9 1\n? 2 5\n", encoding="utf-8")
    (root / "tiles_utf16.txt").write_bytes("A 9 1\nB 2 3\n".encode("utf-16"))
    (root / "tiles_eleven.txt").write_text("A 9 1\nB 2 3\n", encoding="utf-8")  # 11 tiles: not 2 racks of 7
    rules = (Path(__file__).resolve().parents[2] / "data" / "rules" / "mattel.toml").read_text(encoding="utf-8")
    (root / "rules_eleven_tiles.toml").write_text(
        rules.replace('tiles = "english"', f'tiles = "{(root / "tiles_eleven.txt").as_posix()}"'), encoding="utf-8"
    )
    (root / "rules_not_toml.toml").write_text('name = "x"\nthis is not toml\n', encoding="utf-8")
    (root / "rules_bad_value.toml").write_text(rules.replace("rack_size = 7", 'rack_size = "seven"'), encoding="utf-8")
    (root / "rules_bad_board.toml").write_text(
        rules.replace('board = "standard15"', f'board = "{(root / "board_unknown_square.txt").as_posix()}"'),
        encoding="utf-8",
    )
    # word lists
    (root / "words.txt").write_text(WORDS, encoding="utf-8")
    (root / "words_junk.txt").write_text(WORDS + "two words\n1234\nx-ray\n\n   \nQU!Z\n", encoding="utf-8")
    (root / "words_latin1.txt").write_bytes("ZA\ncafé\n".encode("latin-1"))
    (root / "words_utf16.txt").write_bytes(WORDS.encode("utf-16"))
    (root / "words_binary.bin").write_bytes(bytes(random.Random(2).randrange(256) for _ in range(3000)))
    (root / "words_empty.txt").write_bytes(b"")
    # state files
    state = _state_file_text()
    (root / "state_good.json").write_text(state, encoding="utf-8")
    (root / "state_not_json.json").write_text("this is { not json\n", encoding="utf-8")
    (root / "state_other_format.json").write_text('{"format": "something-else", "version": 1}\n', encoding="utf-8")
    (root / "state_newer.json").write_text(state.replace('"version": 2', '"version": 99'), encoding="utf-8")
    (root / "state_edited_score.json").write_text(state.replace('"score": 36', '"score": 40'), encoding="utf-8")
    (root / "state_wrong_seat.json").write_text(
        state.replace('"kind": "pass", "seat": 1', '"kind": "pass", "seat": 0'), encoding="utf-8"
    )
    (root / "state_missing_field.json").write_text(re.sub(r'"draws": .*,\n', "", state), encoding="utf-8")
    (root / "state_utf16.json").write_bytes(state.encode("utf-16"))
    rng = random.Random(8)
    for _k in range(5):
        cut = rng.randrange(1, len(state.encode()) - 1)
        (root / f"state_cut_{cut}.json").write_bytes(state.encode()[:cut])
    (root / "lonely.gcg").write_text(gcg, encoding="utf-8")  # a GCG with no state file beside it
    # Quiddler and Crosswise records
    (root / "junk.qdl").write_text("not a quiddler record\n", encoding="utf-8")
    (root / "junk.cwr").write_text("not a crosswise record\n", encoding="utf-8")
    (root / "utf16.qdl").write_bytes("quiddler\n".encode("utf-16"))
    (root / "utf16.cwr").write_bytes("crosswise\n".encode("utf-16"))
    # duplicate records, read by verify, export and replay through the mode registry
    (root / "junk.dpl").write_text("not a duplicate record\n", encoding="utf-8")
    (root / "utf16.dpl").write_bytes("lexitile-duplicate 1\n".encode("utf-16"))
    return root


def _magpie_dir() -> Path:
    return shared_path(*FIXTURES)


# --------------------------------------------------------------------------- running
@dataclass
class Outcome:
    rc: int
    out: str
    err: str
    apps: list = field(default_factory=list)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Bytes and mtime of every file under ``folder``."""
    found = {}
    for p in sorted(folder.rglob("*")):
        if p.is_file():
            found[str(p.relative_to(folder))] = (p.read_bytes(), p.stat().st_mtime_ns)
    return found


@pytest.fixture
def run_cli(monkeypatch, capsys, tmp_path):
    """Run ``lexitile ARGV`` in this process; the apps' ``run`` records instead of
    starting a screen. Data and home folders are private to the test."""
    from textual.app import App

    from lexitile.lexicon.cache import cache_dir

    # keep the warm lexicon cache (it lives under HOME unless $LEXITILE_CACHE_DIR says otherwise)
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(cache_dir()))
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path))
    apps: list = []

    def fake_run(self, *args, **kwargs):
        apps.append(type(self).__name__)
        return 0

    monkeypatch.setattr(App, "run", fake_run)

    def run(argv: list[str]) -> Outcome:
        capsys.readouterr()
        try:
            rc = cli.main(argv)
        except SystemExit as exc:  # argparse
            rc = exc.code if isinstance(exc.code, int) else 2
        captured = capsys.readouterr()
        outcome = Outcome(rc, captured.out, captured.err, list(apps))
        apps.clear()
        return outcome

    return run


def check(outcome: Outcome, rc: int | tuple[int, ...], names: tuple[str, ...] = (), pattern: str | None = None) -> None:
    """The documented status, a message naming the file(s) (and matching ``pattern``),
    no traceback, no screen started for a failure."""
    text = outcome.out + outcome.err
    allowed = rc if isinstance(rc, tuple) else (rc,)
    assert outcome.rc in allowed, f"exit {outcome.rc}, expected {allowed}: {text[-800:]}"
    assert "Traceback" not in text, text
    for name in names:
        assert name in text, f"{name!r} not named in: {text[-800:]}"
    if pattern is not None:
        assert re.search(pattern, text), f"{pattern!r} not in: {text[-800:]}"
    if outcome.rc != 0:
        assert not outcome.apps, f"a screen was started ({outcome.apps}) although the command failed"
        # one message line on standard error (verify: its verdict lines on standard output)
        assert outcome.err.strip() or outcome.out.strip(), "no message at all"


# --------------------------------------------------------------------------- files
#: (id, argv with {dir} for the inputs folder, exit status, names the message must
#: contain, regex it must match). Commands whose input cannot be used: 2.
FILE_CASES = [
    # verify: a file that cannot be opened is exit 2 with its ERROR line; unreadable content is exit 1
    ("verify-missing", ["verify", "{dir}/nope.gcg"], 2, ("nope.gcg",), r"ERROR \S*nope\.gcg: .*not found"),
    ("verify-directory", ["verify", "{dir}/adir.gcg"], 2, ("adir.gcg",), r"directory|folder"),
    ("verify-under-a-file", ["verify", "{dir}/regular/x.gcg"], 2, ("regular/x.gcg",), r"ERROR"),
    ("verify-utf16", ["verify", "{dir}/utf16.gcg"], 1, ("utf16.gcg",), r"ERROR \S*utf16\.gcg:\d+: "),
    ("verify-binary", ["verify", "{dir}/binary.gcg"], 1, ("binary.gcg",), r"ERROR \S*binary\.gcg:\d+: "),
    ("verify-empty", ["verify", "{dir}/empty.gcg"], 1, ("empty.gcg",), r"GCG_EMPTY"),
    # replay: file-level problems before any screen
    ("replay-missing", ["replay", "{dir}/nope.gcg"], 2, ("nope.gcg",), r"no such file"),
    ("replay-directory", ["replay", "{dir}/adir.gcg"], 2, ("adir.gcg",), r"directory"),
    ("replay-under-a-file", ["replay", "{dir}/regular/x.gcg"], 2, ("regular/x.gcg",), None),
    # export: everything wrong is exit 2 with file:line
    ("export-missing", ["export", "{dir}/nope.gcg"], 2, ("nope.gcg",), r"not found|no such"),
    ("export-directory", ["export", "{dir}/adir.gcg"], 2, ("adir.gcg",), r"directory"),
    ("export-under-a-file", ["export", "{dir}/regular/x.gcg"], 2, ("regular/x.gcg",), None),
    ("export-utf16", ["export", "{dir}/utf16.gcg"], 2, ("utf16.gcg",), r"utf16\.gcg:\d+"),
    ("export-binary", ["export", "{dir}/binary.gcg"], 2, ("binary.gcg",), r"binary\.gcg:\d+"),
    ("export-empty", ["export", "{dir}/empty.gcg"], 2, ("empty.gcg",), None),
    ("export-state-not-json", ["export", "{dir}/state_not_json.json"], 2, ("state_not_json.json",), r"JSON|line \d+"),
    ("export-state-newer", ["export", "{dir}/state_newer.json"], 2, ("state_newer.json",), r"version"),
    (
        "export-state-edited",
        ["export", "{dir}/state_edited_score.json"],
        2,
        ("state_edited_score.json",),
        r"move 1 .*scores 36 now but 40",
    ),
    ("export-state-directory", ["export", "{dir}/adir.json"], 2, ("adir.json",), None),
    # moves
    ("moves-missing", ["moves", "{dir}/nope.gcg", "--turn", "1"], 2, ("nope.gcg",), None),
    ("moves-directory", ["moves", "{dir}/adir.gcg", "--turn", "1"], 2, ("adir.gcg",), None),
    ("moves-utf16", ["moves", "{dir}/utf16.gcg", "--turn", "1"], 2, ("utf16.gcg",), r"utf16\.gcg:\d+"),
    ("moves-binary", ["moves", "{dir}/binary.gcg", "--turn", "1"], 2, ("binary.gcg",), r"binary\.gcg:\d+"),
    ("moves-bad-cgp", ["moves", "--cgp", "this is not a position"], 2, (), r"CGP|cgp"),
    # analyze: the same file problems as moves, plus a turn it does not have and an annotation it cannot write
    ("analyze-missing", ["analyze", "{dir}/nope.gcg"], 2, ("nope.gcg",), r"not found"),
    ("analyze-directory", ["analyze", "{dir}/adir.gcg"], 2, ("adir.gcg",), r"directory"),
    ("analyze-under-a-file", ["analyze", "{dir}/regular/x.gcg"], 2, ("regular/x.gcg",), None),
    ("analyze-utf16", ["analyze", "{dir}/utf16.gcg"], 2, ("utf16.gcg",), r"utf16\.gcg:\d+"),
    ("analyze-binary", ["analyze", "{dir}/binary.gcg"], 2, ("binary.gcg",), r"binary\.gcg:\d+"),
    ("analyze-empty", ["analyze", "{dir}/empty.gcg"], 2, ("empty.gcg",), r"empty"),
    ("analyze-no-such-turn", ["analyze", "{dir}/lonely.gcg", "--turn", "999"], 2, ("lonely.gcg",), r"turn 999"),
    (
        "analyze-annotate-unwritable",
        ["analyze", "{dir}/lonely.gcg", "--annotate", "{dir}/regular/out.gcg"],
        2,
        ("regular/out.gcg",),
        r"cannot write",
    ),
    # resume
    ("resume-missing", ["resume", "{dir}/nope.json"], 2, ("nope.json",), r"no such saved game"),
    ("resume-directory", ["resume", "{dir}/adir.json"], 2, ("adir.json",), None),
    ("resume-under-a-file", ["resume", "{dir}/regular/x.json"], 2, ("regular/x.json",), None),
    ("resume-not-json", ["resume", "{dir}/state_not_json.json"], 2, ("state_not_json.json",), r"JSON|line \d+"),
    (
        "resume-other-format",
        ["resume", "{dir}/state_other_format.json"],
        2,
        ("state_other_format.json",),
        r"not a lexitile save file",
    ),
    ("resume-newer-version", ["resume", "{dir}/state_newer.json"], 2, ("state_newer.json",), r"version 99 is newer"),
    (
        "resume-edited-score",
        ["resume", "{dir}/state_edited_score.json"],
        2,
        ("state_edited_score.json",),
        r"move 1 \(8H GAZED\) scores 36 now but 40",
    ),
    (
        "resume-wrong-seat",
        ["resume", "{dir}/state_wrong_seat.json"],
        2,
        ("state_wrong_seat.json",),
        r"move 2 .*seat 1 but seat 2",
    ),
    ("resume-missing-field", ["resume", "{dir}/state_missing_field.json"], 2, ("state_missing_field.json",), r"draws"),
    ("resume-utf16", ["resume", "{dir}/state_utf16.json"], 2, ("state_utf16.json",), None),
    ("resume-gcg-without-state", ["resume", "{dir}/lonely.gcg"], 2, ("lonely",), r"no state file"),
    # quiddler and crosswise records
    ("quiddler-resume-missing", ["quiddler", "--resume", "{dir}/nope.qdl"], 2, ("nope.qdl",), None),
    ("quiddler-resume-junk", ["quiddler", "--resume", "{dir}/junk.qdl"], 2, ("junk.qdl",), None),
    ("quiddler-resume-utf16", ["quiddler", "--resume", "{dir}/utf16.qdl"], 2, ("utf16.qdl",), None),
    ("quiddler-resume-directory", ["quiddler", "--resume", "{dir}/adir.gcg"], 2, ("adir.gcg",), None),
    ("quiddler-replay-junk", ["quiddler", "--replay", "{dir}/junk.qdl"], 2, ("junk.qdl",), None),
    ("verify-dpl-junk", ["verify", "{dir}/junk.dpl"], 1, ("junk.dpl:1",), r"expected 'lexitile-duplicate 1'"),
    ("verify-dpl-utf16", ["verify", "{dir}/utf16.dpl"], 1, ("utf16.dpl",), r"not UTF-8"),
    ("export-dpl-junk", ["export", "{dir}/junk.dpl"], 2, ("junk.dpl:1",), r"expected 'lexitile-duplicate 1'"),
    ("export-dpl-utf16", ["export", "--format", "gcg", "{dir}/utf16.dpl"], 2, ("utf16.dpl",), r"not UTF-8"),
    ("replay-dpl-junk", ["replay", "{dir}/junk.dpl"], 2, ("junk.dpl:1",), r"expected 'lexitile-duplicate 1'"),
    ("replay-dpl-utf16", ["replay", "{dir}/utf16.dpl"], 2, ("utf16.dpl",), r"not UTF-8"),
    ("crosswise-resume-missing", ["crosswise", "--resume", "{dir}/nope.cwr"], 2, ("nope.cwr",), None),
    ("crosswise-resume-junk", ["crosswise", "--resume", "{dir}/junk.cwr"], 2, ("junk.cwr",), None),
    ("crosswise-resume-utf16", ["crosswise", "--resume", "{dir}/utf16.cwr"], 2, ("utf16.cwr",), None),
    ("crosswise-replay-junk", ["crosswise", "--replay", "{dir}/junk.cwr"], 2, ("junk.cwr",), None),
    ("crosswise-replay-directory", ["crosswise", "--replay", "{dir}/adir.gcg"], 2, ("adir.gcg",), None),
    # boards (--board): bad sizes, unknown squares, encodings
    (
        "verify-board-unknown-square",
        ["verify", "--board", "{dir}/board_unknown_square.txt", "{dir}/lonely.gcg"],
        2,
        ("board_unknown_square.txt:3",),
        r"unknown square symbol 'X' in column 2",
    ),
    (
        "verify-board-too-wide",
        ["verify", "--board", "{dir}/board_too_wide.txt", "{dir}/lonely.gcg"],
        2,
        ("board_too_wide.txt",),
        r"27 squares wide",
    ),
    (
        "verify-board-too-tall",
        ["verify", "--board", "{dir}/board_too_tall.txt", "{dir}/lonely.gcg"],
        2,
        ("board_too_tall.txt",),
        r"100 rows",
    ),
    (
        "verify-board-one-square",
        ["verify", "--board", "{dir}/board_one_square.txt", "{dir}/lonely.gcg"],
        2,
        ("board_one_square.txt",),
        r"at least 2x2",
    ),
    (
        "verify-board-no-rows",
        ["verify", "--board", "{dir}/board_no_rows.txt", "{dir}/lonely.gcg"],
        2,
        ("board_no_rows.txt",),
        r"no board rows",
    ),
    (
        "verify-board-bad-start",
        ["verify", "--board", "{dir}/board_bad_start.txt", "{dir}/lonely.gcg"],
        2,
        ("board_bad_start.txt:1",),
        r"start square",
    ),
    (
        "verify-board-utf16",
        ["verify", "--board", "{dir}/board_utf16.txt", "{dir}/lonely.gcg"],
        2,
        ("board_utf16.txt",),
        r"not UTF-8",
    ),
    (
        "verify-board-directory",
        ["verify", "--board", "{dir}/adir.gcg", "{dir}/lonely.gcg"],
        2,
        ("adir.gcg",),
        r"directory",
    ),
    (
        "verify-board-unknown-name",
        ["verify", "--board", "klingon15", "{dir}/lonely.gcg"],
        2,
        ("klingon15",),
        r"unknown board .*built-in boards are",
    ),
    (
        "export-board-unknown-square",
        ["export", "--board", "{dir}/board_unknown_square.txt", "{dir}/lonely.gcg"],
        2,
        ("board_unknown_square.txt:3",),
        None,
    ),
    (
        "replay-board-too-wide",
        ["replay", "--board", "{dir}/board_too_wide.txt", "{dir}/lonely.gcg"],
        2,
        ("board_too_wide.txt",),
        r"27 squares wide",
    ),
    # tile sets (--tiles, and a rule set naming one)
    (
        "verify-tiles-malformed",
        ["verify", "--tiles", "{dir}/tiles_malformed.txt", "{dir}/lonely.gcg"],
        2,
        ("tiles_malformed.txt:2",),
        r"expected 'TILE COUNT POINTS'",
    ),
    (
        "verify-tiles-duplicate",
        ["verify", "--tiles", "{dir}/tiles_duplicate.txt", "{dir}/lonely.gcg"],
        2,
        ("tiles_duplicate.txt:3",),
        r"listed twice",
    ),
    (
        "verify-tiles-negative",
        ["verify", "--tiles", "{dir}/tiles_negative.txt", "{dir}/lonely.gcg"],
        2,
        ("tiles_negative.txt:2",),
        None,
    ),
    (
        "verify-tiles-no-letters",
        ["verify", "--tiles", "{dir}/tiles_no_letters.txt", "{dir}/lonely.gcg"],
        2,
        ("tiles_no_letters.txt",),
        r"no letter tiles",
    ),
    (
        "verify-tiles-blank-points",
        ["verify", "--tiles", "{dir}/tiles_blank_points.txt", "{dir}/lonely.gcg"],
        2,
        ("tiles_blank_points.txt:2",),
        r"blank .* 0 points",
    ),
    (
        "verify-tiles-utf16",
        ["verify", "--tiles", "{dir}/tiles_utf16.txt", "{dir}/lonely.gcg"],
        2,
        ("tiles_utf16.txt",),
        r"not UTF-8",
    ),
    (
        "verify-tiles-unknown-name",
        ["verify", "--tiles", "klingon", "{dir}/lonely.gcg"],
        2,
        ("klingon",),
        r"unknown tile set .*built-in sets are",
    ),
    (
        "export-tiles-duplicate",
        ["export", "--tiles", "{dir}/tiles_duplicate.txt", "{dir}/lonely.gcg"],
        2,
        ("tiles_duplicate.txt:3",),
        None,
    ),
    (
        "replay-tiles-malformed",
        ["replay", "--tiles", "{dir}/tiles_malformed.txt", "{dir}/lonely.gcg"],
        2,
        ("tiles_malformed.txt:2",),
        None,
    ),
    # rule sets and languages
    (
        "play-rules-unknown",
        ["play", "--players", "Ann,Bo", "--rules", "klingon"],
        2,
        ("klingon",),
        r"unknown rule set .*built-in rule sets are",
    ),
    (
        "play-rules-not-toml",
        ["play", "--players", "Ann,Bo", "--rules", "{dir}/rules_not_toml.toml"],
        2,
        ("rules_not_toml.toml",),
        r"not valid TOML.*line 2",
    ),
    (
        "play-rules-bad-value",
        ["play", "--players", "Ann,Bo", "--rules", "{dir}/rules_bad_value.toml"],
        2,
        ("rules_bad_value.toml",),
        r"rack_size must be a whole number",
    ),
    (
        "play-rules-bad-board",
        ["play", "--players", "Ann,Bo", "--rules", "{dir}/rules_bad_board.toml"],
        2,
        ("board_unknown_square.txt:3",),
        None,
    ),
    ("play-rules-directory", ["play", "--players", "Ann,Bo", "--rules", "{dir}/adir.json"], 2, ("adir.json",), None),
    (
        "selfplay-rules-unknown",
        ["selfplay", "--games", "1", "--rules", "klingon"],
        2,
        ("klingon",),
        r"unknown rule set",
    ),
    (
        "selfplay-rules-not-toml",
        ["selfplay", "--games", "1", "--rules", "{dir}/rules_not_toml.toml"],
        2,
        ("rules_not_toml.toml",),
        None,
    ),
    (
        "check-unknown-language",
        ["check", "--lang", "klingon", "zo"],
        2,
        ("klingon",),
        r"unknown language 'klingon': choose one of",
    ),
    ("check-unknown-lexicon", ["check", "--lexicon", "klingon", "zo"], 2, ("klingon",), r"unknown lexicon"),
    (
        "play-unknown-lexicon",
        ["play", "--players", "Ann,Bo", "--lexicon", "klingon"],
        2,
        ("klingon",),
        r"unknown lexicon",
    ),
    (
        "verify-unknown-lexicon",
        ["verify", "--lexicon", "klingon", "{dir}/lonely.gcg"],
        2,
        ("klingon",),
        r"unknown lexicon",
    ),
    (
        "moves-unknown-lexicon",
        ["moves", "--cgp", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ZA/ 0/0 0", "--lexicon", "klingon"],
        2,
        ("klingon",),
        r"unknown lexicon",
    ),
    (
        "quiddler-unknown-deck",
        ["quiddler", "--players", "A,B", "--deck", "klingon", "--lexicon", "{dir}/words.txt"],
        2,
        ("klingon",),
        r"unknown deck",
    ),
    (
        "quiddler-unknown-lexicon",
        ["quiddler", "--players", "A,B", "--lexicon", "klingon"],
        2,
        ("klingon",),
        r"unknown lexicon",
    ),
    (
        "selfplay-unknown-lexicon",
        ["selfplay", "--games", "1", "--lexicon", "klingon"],
        2,
        ("klingon",),
        r"unknown lexicon",
    ),
    # word lists: bad encodings and files are refused with the line ...
    (
        "check-words-latin1",
        ["check", "--lexicon", "{dir}/words_latin1.txt", "za"],
        2,
        ("words_latin1.txt:2",),
        r"not UTF-8",
    ),
    ("check-words-utf16", ["check", "--lexicon", "{dir}/words_utf16.txt", "za"], 2, ("words_utf16.txt:1",), r"NUL|UTF"),
    ("check-words-binary", ["check", "--lexicon", "{dir}/words_binary.bin", "za"], 2, ("words_binary.bin",), None),
    (
        "check-words-empty",
        ["check", "--lexicon", "{dir}/words_empty.txt", "za"],
        2,
        ("words_empty.txt",),
        r"no valid word",
    ),
    ("check-words-directory", ["check", "--lexicon", "{dir}/adir.gcg", "za"], 2, ("adir.gcg",), r"folder|directory"),
    ("check-words-missing", ["check", "--lexicon", "{dir}/nope.txt", "za"], 2, ("nope.txt",), None),
    (
        "play-words-latin1",
        ["play", "--players", "Ann,Bo", "--lexicon", "{dir}/words_latin1.txt"],
        2,
        ("words_latin1.txt:2",),
        r"not UTF-8",
    ),
    ("play-words-directory", ["play", "--players", "Ann,Bo", "--lexicon", "{dir}/adir.gcg"], 2, ("adir.gcg",), None),
    (
        "verify-words-utf16",
        ["verify", "--lexicon", "{dir}/words_utf16.txt", "{dir}/lonely.gcg"],
        2,
        ("words_utf16.txt",),
        None,
    ),
    (
        "moves-words-binary",
        [
            "moves",
            "--cgp",
            "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ZA/ 0/0 0",
            "--lexicon",
            "{dir}/words_binary.bin",
        ],
        2,
        ("words_binary.bin",),
        None,
    ),
    (
        "selfplay-words-latin1",
        ["selfplay", "--games", "1", "--lexicon", "{dir}/words_latin1.txt"],
        2,
        ("words_latin1.txt:2",),
        None,
    ),
    (
        "quiddler-words-utf16",
        ["quiddler", "--players", "A,B", "--lexicon", "{dir}/words_utf16.txt"],
        2,
        ("words_utf16.txt",),
        None,
    ),
    # unwritable output folders
    (
        "selfplay-save-under-a-file",
        ["selfplay", "--games", "1", "--save", "{dir}/regular/out"],
        2,
        ("regular/out",),
        r"cannot create the folder",
    ),
]


def _argv(template: list[str], folder: Path) -> list[str]:
    return [a.replace("{dir}", str(folder)) for a in template]


@pytest.mark.parametrize(
    ("argv", "rc", "names", "pattern"), [c[1:] for c in FILE_CASES], ids=[c[0] for c in FILE_CASES]
)
def test_bad_input_gets_a_specific_message(argv, rc, names, pattern, inputs, run_cli):
    before = snapshot(inputs)
    outcome = run_cli(_argv(argv, inputs))
    check(outcome, rc, names, pattern)
    assert snapshot(inputs) == before, "an input file was changed"


# --------------------------------------------------------------------------- not fatal
@pytest.mark.parametrize(
    "argv",
    [
        ["check", "--lexicon", "{dir}/words_junk.txt", "gazed", "zone"],
        ["play", "--players", "Ann,Bo", "--lexicon", "{dir}/words_junk.txt", "--seed", "1"],
        ["verify", "--lexicon", "{dir}/words_junk.txt", "{dir}/lonely.gcg"],
    ],
    ids=["check", "play", "verify"],
)
def test_word_list_with_junk_lines_is_read_and_the_skipped_lines_counted(argv, inputs, run_cli):
    """Junk lines (two words, digits, punctuation, empty lines) are skipped and counted;
    the list still loads. ``check`` reports the count on standard error."""
    from lexitile.lexicon import load_lexicon

    lexicon = load_lexicon(str(inputs / "words_junk.txt"))
    assert len(lexicon) == len(WORDS.split())
    assert lexicon.skipped_lines == 4  # 'two words', '1234', 'x-ray', 'QU!Z'; blank lines are not junk
    before = snapshot(inputs)
    outcome = run_cli(_argv(argv, inputs))
    assert "Traceback" not in outcome.out + outcome.err
    if argv[0] == "check":
        assert outcome.rc == 0 and "GAZED  valid" in outcome.out
        assert re.search(r"words_junk\.txt: 4 line\(s\) skipped .*line \d+", outcome.err), outcome.err
    elif argv[0] == "play":
        assert outcome.rc == 0 and outcome.apps == ["LexitileApp"]
    else:
        assert outcome.rc == 0, outcome.out + outcome.err
    assert snapshot(inputs) == before


# --------------------------------------------------------------------------- GCG
@pytest.mark.shared
def test_the_list_of_invalid_fixtures_is_the_shared_one():
    doc = shared_path("gcg", "MAGPIE-FIXTURES.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"^\| testdata/gcgs/(\S+)\.gcg \| fixture-INVALID \|", doc, re.MULTILINE))
    assert listed == set(INVALID_FIXTURES)
    assert all((_magpie_dir() / f"{stem}.gcg").is_file() for stem in listed)


@pytest.mark.shared
@pytest.mark.parametrize("stem", INVALID_FIXTURES)
def test_invalid_magpie_fixture_through_every_reading_command(stem, run_cli):
    """``verify`` (an ERROR or MISMATCH line naming file:line, exit 1; or OK with a
    WARNING line, exit 0, for the strictness the engine issue decided to accept),
    ``export`` (exit 2 naming file:line; 0 with the warning), ``moves --turn 1``
    and ``analyze --turn 1`` (0 or 2): never a traceback, the fixture unchanged."""
    path = _magpie_dir() / f"{stem}.gcg"
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    v = run_cli(["verify", str(path)])
    name = f"{stem}.gcg"
    if stem in WARNED_FIXTURES:
        check(v, 0, (name,), r"WARNING \S+" + re.escape(name))
    else:
        check(v, 1, (name,), r"(ERROR|MISMATCH) \S+" + re.escape(name) + r":\d+: ")
    e = run_cli(["export", str(path)])
    if v.rc == 1 and "ERROR" in v.out:
        check(e, 2, (name,), re.escape(name) + r":\d+")
    else:
        check(e, (0, 2), (name,) if e.rc else ())
    m = run_cli(["moves", str(path), "--turn", "1", "--lexicon", "en"])
    check(m, (0, 2), (name,) if m.rc else ())
    a = run_cli(["analyze", str(path), "--turn", "1", "--lexicon", "en"])
    check(a, (0, 2), (name,) if a.rc else ())
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def _truncations():
    rng = random.Random(20251129)
    cases = []
    for stem in TRUNCATION_SOURCES:
        cases.append((stem, None))
        for _ in range(TRUNCATIONS_PER_SOURCE):
            cases.append((stem, rng.random()))
    return cases


@pytest.mark.shared
@pytest.mark.parametrize(("stem", "fraction"), _truncations(), ids=lambda v: f"{v:.3f}" if isinstance(v, float) else v)
def test_truncated_gcg_is_an_error_with_its_line_or_a_shorter_game(stem, fraction, tmp_path, run_cli):
    """A real record cut at a random byte (also inside a UTF-8 character): ``verify``
    says OK (the cut fell where a shorter game is still a game), or ERROR/MISMATCH with
    the line; ``export`` prints or refuses with file:line; nothing else."""
    source = _magpie_dir() / f"{stem}.gcg"
    data = source.read_bytes()
    if fraction is None:  # the cut in the middle of the last line
        last = data.rstrip(b"\n").rfind(b"\n")
        cut = last + (len(data) - last) // 2
    else:
        cut = max(1, int(len(data) * fraction))
    path = tmp_path / f"{stem}-cut{cut}.gcg"
    path.write_bytes(data[:cut])
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    v = run_cli(["verify", str(path)])
    check(v, (0, 1), (path.name,))
    if v.rc == 1:
        assert re.search(r"(ERROR|MISMATCH) \S+" + re.escape(path.name) + r":\d+: ", v.out), v.out
    e = run_cli(["export", str(path)])
    check(e, (0, 2), (path.name,) if e.rc else ())
    if e.rc == 2:
        assert re.search(re.escape(path.name) + r":\d+", e.err), e.err
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_truncated_state_files_are_refused_with_the_file_named(inputs, run_cli):
    """A state file cut anywhere (what a non-atomic write could leave) is refused by
    ``resume`` and ``export`` with the file named; never a traceback."""
    cuts = sorted(inputs.glob("state_cut_*.json"))
    assert len(cuts) == 5
    before = snapshot(inputs)
    for path in cuts:
        for argv in (["resume", str(path)], ["export", str(path)]):
            check(run_cli(argv), 2, (path.name,))
    assert snapshot(inputs) == before


# --------------------------------------------------------------------------- save folder
@pytest.mark.parametrize(
    "argv",
    [
        pytest.param(
            ["play", "--players", "Ann,Bo", "--seed", "1"],
            id="play",
        ),
        pytest.param(
            ["quiddler", "--players", "Ann,Bo", "--seed", "1", "--lexicon", "{dir}/words.txt"],
            id="quiddler",
        ),
        pytest.param(
            ["crosswise", "--players", "Ann,Bo", "--seed", "1"],
            id="crosswise",
        ),
    ],
)
def test_unwritable_save_folder_is_refused_before_the_game_starts(argv, inputs, run_cli, monkeypatch):
    """``LEXITILE_DATA_DIR`` under a regular file: the save folder cannot be created
    (for root too). A game that cannot be saved must not start: one line naming the
    folder, exit 2 (docs/tui.md: "A bad name or file is one line on standard error and
    exit status 2, before the app starts")."""
    data = inputs / "regular" / "data"
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(data))
    outcome = run_cli(_argv(argv, inputs))
    check(outcome, 2, ("regular",))


def test_resume_without_a_readable_save_folder_says_where_it_looked(inputs, run_cli, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(inputs / "regular" / "data"))
    check(run_cli(["resume"]), 2, ("regular/data/games",), r"no unfinished game saved in")
    listing = run_cli(["resume", "--list"])
    assert listing.rc == 0 and "no saved games in" in listing.out and "Traceback" not in listing.err


def test_rule_set_whose_tile_set_cannot_fill_the_racks(inputs, run_cli):
    """11 tiles cannot fill two racks of 7: refused with exit 2, no traceback."""
    before = snapshot(inputs)
    outcome = run_cli(["play", "--players", "Ann,Bo", "--rules", str(inputs / "rules_eleven_tiles.toml")])
    check(outcome, 2, (), r"not enough tiles")
    assert snapshot(inputs) == before


def test_rule_set_whose_tile_set_cannot_fill_the_racks_names_the_set_and_the_numbers(inputs, run_cli):
    outcome = run_cli(["play", "--players", "Ann,Bo", "--rules", str(inputs / "rules_eleven_tiles.toml")])
    check(outcome, 2, ("tiles_eleven",), r"11 tiles.*14")


# --------------------------------------------------------------------------- messages to improve
def test_unknown_quiddler_deck_message_has_no_placeholder(inputs, run_cli):
    outcome = run_cli(["quiddler", "--players", "A,B", "--deck", "klingon", "--lexicon", str(inputs / "words.txt")])
    check(outcome, 2, ("klingon",))
    assert "<text>" not in outcome.err, outcome.err


def test_utf16_gcg_is_refused_as_an_encoding_problem(inputs, run_cli):
    outcome = run_cli(["verify", str(inputs / "utf16.gcg")])
    check(outcome, 1, ("utf16.gcg:1",), r"UTF-16|NUL")


def test_a_folder_given_as_a_saved_game_is_called_a_folder(inputs, run_cli):
    check(run_cli(["resume", str(inputs / "adir.json")]), 2, ("adir.json",), r"directory|folder")
