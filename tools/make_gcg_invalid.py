#!/usr/bin/env python3
"""Write the invalid GCG fixtures ``tests/data/gcg-invalid/*.gcg`` and ``EXPECTED.tsv`` (maintainer script).

One file per code the GCG reader (``lexitile.games.crossword.records.gcg``) and replay
(``lexitile.games.crossword.records.replay``) can report, each written by hand below on a short game
of our own (``8H EVE +12`` and so on) with exactly one fault, and the code and line that
``lexitile verify`` must name for it. ``tests/data_fixtures/test_gcg_invalid.py`` checks
every file and fails when the reader has a code that no file here shows.

    python3 tools/make_gcg_invalid.py
"""

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "tests" / "data" / "gcg-invalid"
H = "#character-encoding UTF-8\n#player1 ann Ann\n#player2 bo Bo\n#tile-distribution english\n"
A1 = ">ann: OESEIOV 8H EVE +12 12\n"
B1 = ">bo: REQJOAT J6 JO. +26 26\n"
A2 = ">ann: OSIONBG K4 BOO +19 31\n"


def passes(n):
    out = []
    for k in range(n):
        out.append(">ann: OESEIOV - +0 0\n" if k % 2 == 0 else ">bo: REQJOAT - +0 0\n")
    return "".join(out)


SIX = passes(6)
# name: (bytes or text, code, line, what)
F = {
    "GCG_EMPTY": ("", "GCG_EMPTY", 1, "an empty file"),
    "BAD_ENCODING": (
        b"#character-encoding UTF-8\n#player1 ann Ann\xe9\n#player2 bo Bo\n" + A1.encode(),
        "BAD_ENCODING",
        2,
        "UTF-8 declared, an ISO-8859-1 byte in a name",
    ),
    "MISPLACED_ENCODING": (
        "#player1 ann Añn\n#player2 bo Bo\n#character-encoding UTF-8\n" + A1,
        "MISPLACED_ENCODING",
        3,
        "#character-encoding on line 3 of a file with non-ASCII bytes",
    ),
    "NO_MATCHING_TOKEN": (
        H + A1 + "ann played EVE\n",
        "NO_MATCHING_TOKEN",
        6,
        "a line that is neither pragma, event nor note",
    ),
    "PLAYER_NUMBER_REDUNDANT": (
        "#character-encoding UTF-8\n#player1 ann Ann\n#player1 bo Bo\n" + A1,
        "PLAYER_NUMBER_REDUNDANT",
        3,
        "#player1 twice",
    ),
    "PLAYER_NUMBER_UNSUPPORTED": (H + "#player5 cy Cy\n" + A1, "PLAYER_NUMBER_UNSUPPORTED", 5, "#player5"),
    "DUPLICATE_NICKNAMES": (
        "#character-encoding UTF-8\n#player1 ann Ann\n#player2 ann Bo\n" + A1,
        "DUPLICATE_NICKNAMES",
        3,
        "two players with one nickname",
    ),
    "GAME_EVENT_BEFORE_PLAYER": (
        "#character-encoding UTF-8\n#player1 ann Ann\n" + A1,
        "GAME_EVENT_BEFORE_PLAYER",
        3,
        "an event when only one player is declared",
    ),
    "PLAYER_DOES_NOT_EXIST": (
        H + A1 + ">cy: REQJOAT J6 JO. +26 26\n",
        "PLAYER_DOES_NOT_EXIST",
        6,
        "an event by an undeclared nickname",
    ),
    "PRAGMA_SUCCEEDED_EVENT": (
        H + A1 + "#board-layout CrosswordGame\n" + B1,
        "PRAGMA_SUCCEEDED_EVENT",
        6,
        "#board-layout after the first event",
    ),
    "REDUNDANT_PRAGMA": (
        H + "#tile-distribution french\n" + A1,
        "REDUNDANT_PRAGMA",
        5,
        "#tile-distribution given twice with different values",
    ),
    "UNRECOGNIZED_GAME_VARIANT": (
        H + "#game-type chess\n" + A1,
        "UNRECOGNIZED_GAME_VARIANT",
        5,
        "an unknown #game-type",
    ),
    "EVENT_AFTER_LAST_RACK": (
        H + A1 + "#rack2 REQJOAT\n" + B1,
        "EVENT_AFTER_LAST_RACK",
        7,
        "an event after a #rack2 pragma",
    ),
    "RACK_MALFORMED": (H + ">ann: OES3IOV 8H EVE +12 12\n", "RACK_MALFORMED", 5, "a digit in a rack"),
    "MOVE_VALIDATION_ERROR": (
        H + A1 + ">bo: REQJOAT -Q1 +0 0\n",
        "MOVE_VALIDATION_ERROR",
        6,
        "an exchange of tiles that are not letters",
    ),
    "MOVE_VALIDATION_ERROR-replay": (
        H + A1 + ">bo: REQJOAT 1A JOT +12 12\n",
        "MOVE_VALIDATION_ERROR",
        6,
        "a play that touches no tile",
    ),
    "RULES_NOTE_MALFORMED": (
        H + A1 + "#note lexitile:rules mattel scoreless=four\n" + B1,
        "RULES_NOTE_MALFORMED",
        5,
        "a lexitile:rules note with a bad number (the line of its event)",
    ),
    "UNKNOWN_BOARD_LAYOUT": (H + "#board-layout Hexagon\n" + A1, "UNKNOWN_BOARD_LAYOUT", 5, "an unknown #board-layout"),
    "UNKNOWN_TILE_DISTRIBUTION": (
        "#character-encoding UTF-8\n#player1 ann Ann\n#player2 bo Bo\n#tile-distribution klingon\n" + A1,
        "UNKNOWN_TILE_DISTRIBUTION",
        4,
        "an unknown #tile-distribution",
    ),
    "UNKNOWN_LETTER": (
        H + ">ann: OESÄIOV 8H EVE +12 12\n",
        "UNKNOWN_LETTER",
        5,
        "a rack letter the English tile set lacks",
    ),
    "RACK_NOT_IN_BAG": (H + ">ann: ZZEIOVE 8H EVE +12 12\n", "RACK_NOT_IN_BAG", 5, "two Z on a rack; the set has one"),
    "TILES_EXCEED_SET": (
        H + ">ann: 8H JAZZ +58 58\n",
        "TILES_EXCEED_SET",
        5,
        "two Z played without a rack field; the set has one",
    ),
    "UNSUPPORTED_CHARACTER_ENCODING": (
        "#character-encoding ISO8859-6\n#player1 ann Ann\n#player2 bo Bo\n" + A1,
        "UNSUPPORTED_CHARACTER_ENCODING",
        1,
        "an encoding the reader does not know",
    ),
    "MOVE_EVENT_AFTER_GAME_END": (
        H + SIX + ">ann: OESEIOV - +0 0\n",
        "MOVE_EVENT_AFTER_GAME_END",
        11,
        "a turn after six scoreless turns ended the game",
    ),
    "GAME_EVENT_OFF_TURN": (
        H + A1 + ">ann: OSIONBG K4 BOO +19 31\n",
        "GAME_EVENT_OFF_TURN",
        6,
        "ann moves twice in a row",
    ),
    "NOT_A_WORD": (
        H + ">ann: OESEIOV 8H VEE +12 12\n",
        "NOT_A_WORD",
        5,
        "VEE, not in tests/data/wordlist-small.txt (verified with it)",
    ),
    "PHONY_TILES_RETURNED_WITHOUT_PLAY": (
        H + ">ann: OESEIOV - +0 0\n>ann: OESEIOV -- -0 0\n",
        "PHONY_TILES_RETURNED_WITHOUT_PLAY",
        6,
        "a withdrawal after a pass",
    ),
    "INVALID_PHONY_TILES_PLAYER_INDEX": (
        H + A1 + ">bo: REQJOAT -- -12 -12\n",
        "INVALID_PHONY_TILES_PLAYER_INDEX",
        6,
        "bo withdraws ann's play",
    ),
    "PHONY_TILES_RETURNED_MISMATCH": (
        H + A1 + ">ann: OSIONBG -- -12 0\n",
        "PHONY_TILES_RETURNED_MISMATCH",
        6,
        "a withdrawal with another rack than its play",
    ),
    "CHALLENGE_BONUS_WITHOUT_PLAY": (
        H + ">ann: OESEIOV - +0 0\n>ann: OESEIOV (challenge) +5 5\n",
        "CHALLENGE_BONUS_WITHOUT_PLAY",
        6,
        "a challenge bonus after a pass",
    ),
    "INVALID_CHALLENGE_BONUS_PLAYER_INDEX": (
        H + A1 + ">bo: REQJOAT (challenge) +5 5\n",
        "INVALID_CHALLENGE_BONUS_PLAYER_INDEX",
        6,
        "a challenge bonus for the player who did not play",
    ),
    "END_GAME_EVENT_BEFORE_GAME_END": (
        H + A1 + B1 + ">ann:  (AB) +8 20\n",
        "END_GAME_EVENT_BEFORE_GAME_END",
        7,
        "end-rack points while the bag is full",
    ),
    "PLAYED_LETTERS_NOT_IN_RACK": (
        H + SIX + ">ann: OESEIOV (OESEIOX) -14 -14\n",
        "PLAYED_LETTERS_NOT_IN_RACK",
        11,
        "an end-rack penalty whose tiles are not the rack",
    ),
    "REDUNDANT_END_RACK_PENALTY": (
        H + SIX + ">ann: OESEIOV (OESEIOV) -10 -10\n>ann: OESEIOV (OESEIOV) -10 -20\n",
        "REDUNDANT_END_RACK_PENALTY",
        12,
        "two end-rack penalties for ann",
    ),
    "GAME_REDUNDANT_TIME_PENALTY": (
        H
        + SIX
        + ">ann: OESEIOV (OESEIOV) -10 -10\n>bo: REQJOAT (REQJOAT) -23 -23\n>ann: OESEIOV (time) -10 -20\n>ann: OESEIOV (time) -10 -30\n",
        "GAME_REDUNDANT_TIME_PENALTY",
        14,
        "two time penalties for ann",
    ),
    "TIME_PENALTY_POSITIVE": (
        H + SIX + ">ann: OESEIOV (OESEIOV) -10 -10\n>bo: REQJOAT (REQJOAT) -23 -23\n>ann: OESEIOV (time) +10 0\n",
        "TIME_PENALTY_POSITIVE",
        13,
        "a time penalty of +10",
    ),
    "PREMATURE_TIME_PENALTY": (
        H + SIX + ">ann: OESEIOV (time) -10 -10\n>ann: OESEIOV (OESEIOV) -10 -20\n",
        "PREMATURE_TIME_PENALTY",
        11,
        "a time penalty before the end-rack penalties",
    ),
    "MOVE_SCORING_ERROR": (H + ">ann: OESEIOV 8H EVE +13 13\n", "MOVE_SCORING_ERROR", 5, "EVE on 8H scores 12, not 13"),
    "CUMULATIVE_SCORING_ERROR": (
        H + A1 + ">bo: REQJOAT J6 JO. +26 27\n",
        "CUMULATIVE_SCORING_ERROR",
        6,
        "0 + 26 is not 27",
    ),
    "END_RACK_PENALTY_INCORRECT": (
        H + SIX + ">ann: OESEIOV (OESEIOV) -11 -11\n",
        "END_RACK_PENALTY_INCORRECT",
        11,
        "OESEIOV is worth 10, not 11",
    ),
    "PHONY_SCORE_INCORRECT": (
        H + A1 + ">ann: OESEIOV -- -10 2\n",
        "PHONY_SCORE_INCORRECT",
        6,
        "withdrawing EVE takes back 12, not 10",
    ),
    "SCORE_INCORRECT": (H + A1 + ">bo: REQJOAT - +5 5\n", "SCORE_INCORRECT", 6, "a pass scores 0"),
}
rows = ["# file\tcode\tline\twhat is wrong (tests/data_fixtures/test_gcg_invalid.py)"]
for name, (content, code, line, what) in F.items():
    path = OUT / f"{name}.gcg"
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    rows.append(f"{path.name}\t{code}\t{line}\t{what}")
(OUT / "EXPECTED.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
print(f"wrote {len(F) + 1} files and EXPECTED.tsv in {OUT.relative_to(REPO)}")
# A finished game of our own (tests/data/games) whose end-rack points are written 1x, not 2x.
src = (REPO / "tests" / "data" / "games" / "tournament-2p-120.gcg").read_text(encoding="utf-8").splitlines()
assert src[-1] == ">medium1:  (R) +2 376", src[-1]
src[-1] = ">medium1:  (R) +1 375"
(OUT / "RACK_END_POINTS_INCORRECT.gcg").write_text("\n".join(src) + "\n", encoding="utf-8")
with (OUT / "EXPECTED.tsv").open("a", encoding="utf-8") as f:
    f.write(
        f"RACK_END_POINTS_INCORRECT.gcg\tRACK_END_POINTS_INCORRECT\t{len(src)}\ttournament-2p-120.gcg with its last line's 2 x (R) = 2 written as +1\n"
    )
