"""The GCG reader: every line type, every dialect, and the error for each bad line."""

from __future__ import annotations

import pytest
from gcg_samples import FOUR_PLAYERS, GAME, insert_line, replace_line

from lexitile.errors import InputFileError, LexitileError
from lexitile.games.crossword.records.gcg import GcgError, parse_gcg, read_gcg
from lexitile.games.crossword.rules.events import EventKind

HEAD = "#player1 alice Alice\n#player2 bob Bob\n"


def parse(text: str | bytes):
    return parse_gcg(text.encode("utf-8") if isinstance(text, str) else text, "t.gcg")


def event(line: str):
    """Parse one event line after a two-player header; return the event."""
    return parse("#character-encoding UTF-8\n" + HEAD + line + "\n").events[0]


def error_of(text: str | bytes) -> GcgError:
    with pytest.raises(GcgError) as info:
        parse(text)
    return info.value


def test_reads_players_events_notes_and_lines():
    rec = parse(GAME)
    assert rec.encoding == "utf-8"
    assert [(p.number, p.nick, p.name, p.line) for p in rec.players] == [
        (1, "alice", "Alice Doe", 2),
        (2, "bob", "Bob Roe", 3),
    ]
    assert [e.line for e in rec.events] == [4, 6, 7, 8, 9, 10, 14, 15, 16]
    first = rec.events[0]
    assert (
        first.nick,
        first.player,
        first.kind,
        first.rack,
        first.coordinate,
        first.word,
        first.score,
        first.cumulative,
    ) == (
        "alice",
        0,
        EventKind.PLAY,
        "ABEIKTT",
        "8G",
        "BITE",
        12,
        12,
    )
    assert first.raw == ">alice: ABEIKTT 8G BITE +12 12"
    assert first.notes == ["opening"]
    assert rec.events[5].notes == ["first line\nsecond line\nthird line"]
    assert rec.events[5].kind is EventKind.EXCHANGE and rec.events[5].tiles == "KWW"
    assert rec.events[4].kind is EventKind.WITHDRAWN and rec.events[4].score == -10
    bonus = rec.events[7]
    assert (bonus.kind, bonus.rack, bonus.rack_known, bonus.score) == (EventKind.CHALLENGE_BONUS, "", False, 5)
    assert rec.events[8].kind is EventKind.PASS
    assert rec.warnings == []


@pytest.mark.parametrize(
    ("line", "kind", "fields"),
    [
        (">alice: AEFIKRT 8g KIF +20 20", EventKind.PLAY, {"coordinate": "8g", "word": "KIF"}),
        (">alice: IEEKBNL   h6  BEANLIKE +69 69", EventKind.PLAY, {"coordinate": "h6", "word": "BEANLIKE"}),
        (">alice: DEMJNOT 7e BEDIM +26 66  BE, ET, DO", EventKind.PLAY, {"trailing": "BE, ET, DO", "cumulative": 66}),
        (">alice: ABC 8D MID(LI)ST +9 9", EventKind.PLAY, {"word": "MID(LI)ST"}),
        (">alice: V (V) +-4 358", EventKind.END_RACK_PENALTY, {"tiles": "V", "score": -4, "rack": "V"}),
        (">alice: FWLI (FWLI) -10 426", EventKind.END_RACK_PENALTY, {"tiles": "FWLI", "score": -10}),
        (">alice:  (G) +4 539", EventKind.END_RACK_POINTS, {"tiles": "G", "rack": "", "rack_known": False}),
        (">alice: (I) +2 378", EventKind.END_RACK_POINTS, {"tiles": "I", "score": 2}),
        (">alice: UNKNOWN (challenge) +5 477", EventKind.CHALLENGE_BONUS, {"rack": "", "rack_known": False}),
        (">alice: AAEGIUU (challenge) +5 189", EventKind.CHALLENGE_BONUS, {"rack": "AAEGIUU", "rack_known": True}),
        (">alice: ABC (challenge) -5 10", EventKind.CHALLENGE_PENALTY, {"score": -5}),
        (">alice: INORU (time) -10 449", EventKind.TIME_PENALTY, {"score": -10, "cumulative": 449}),
        (">alice:  (time) -20 -6", EventKind.TIME_PENALTY, {"cumulative": -6}),
        (">alice: IIIU -4 +0 349", EventKind.EXCHANGE, {"exchange_count": 4, "tiles": ""}),
        (">alice: SEQSPO? -QO? +0 268", EventKind.EXCHANGE, {"tiles": "QO?"}),
        (">alice: U - +0 380", EventKind.PASS, {}),
        (">alice: U -0 +0 380", EventKind.PASS, {}),
        (">alice: BEEIIMS --  -46 355", EventKind.WITHDRAWN, {"score": -46}),
        (">alice: LWGRAKE   -- +0 59", EventKind.WITHDRAWN, {"score": 0, "cumulative": 59}),
        (">alice:\tAB\t8D\tBA\t+8\t8", EventKind.PLAY, {"word": "BA"}),
        (">alice: ĆĘIKPST 8G STĘPIĆ +46 46", EventKind.PLAY, {"rack": "ĆĘIKPST"}),
    ],
)
def test_event_line_shapes(line, kind, fields):
    e = event(line)
    assert e.kind is kind
    for name, value in fields.items():
        assert getattr(e, name) == value, name


def test_lower_case_rack_is_read_upper_case_with_a_warning():
    rec = parse(HEAD + ">alice: abc 8D CAB +14 14\n")
    assert rec.events[0].rack == "ABC"
    assert [w.code for w in rec.warnings] == ["RACK_LOWER_CASE"]


def test_play_without_rack_is_read_with_a_warning():
    rec = parse(HEAD + ">alice: 8D CAB +14 14\n")
    assert rec.events[0].rack_known is False
    assert rec.warnings[0].code == "RACK_MISSING" and rec.warnings[0].line == 3


def test_encoding_default_is_latin1_and_header_selects_utf8():
    latin = "#player1 c\xe9sar C\xe9sar\n#player2 bob Bob\n>c\xe9sar: AB 8D BA +8 8\n".encode("latin-1")
    rec = parse(latin)
    assert rec.encoding == "iso-8859-1" and rec.players[0].nick == "césar" and rec.events[0].nick == "césar"
    utf8 = ("#character-encoding UTF-8\n" + latin.decode("latin-1")).encode("utf-8")
    assert parse(utf8).players[0].nick == "césar"
    # UTF-8 bytes without the header: valid UTF-8 and not ASCII, so UTF-8 with a warning
    noheader = parse(latin.decode("latin-1").encode("utf-8"))
    assert noheader.players[0].nick == "césar" == noheader.events[0].nick
    assert noheader.encoding == "utf-8" and noheader.warnings[0].code == "UTF8_WITHOUT_DECLARATION"
    bom = parse(b"\xef\xbb\xbf" + latin.decode("latin-1").encode("utf-8"))
    assert bom.encoding == "utf-8" and bom.players[0].nick == "césar"


def test_bad_utf8_names_its_line():
    err = error_of(b"#character-encoding utf8\n#player1 a A\n#player2 b \xff\n")
    assert (err.code, err.line) == ("BAD_ENCODING", 3)


def test_other_encodings_are_refused():
    for declared in (b"ISO8859-6", b"cp1252"):
        err = error_of(b"#character-encoding " + declared + b"\n" + HEAD.encode())
        assert (err.code, err.line) == ("UNSUPPORTED_CHARACTER_ENCODING", 1)
        assert repr(declared.decode()) in err.message


def test_crlf_and_lone_cr_line_ends():
    for end in ("\r\n", "\r"):
        rec = parse(GAME.replace("\n", end))
        assert [e.line for e in rec.events] == [4, 6, 7, 8, 9, 10, 14, 15, 16]
        assert rec.events[5].notes == ["first line\nsecond line\nthird line"]


def test_incomplete_last_racks_and_four_players():
    rec = parse(GAME + "#incomplete AEELRTT\n#rack2 DOORSUY\n")
    assert rec.incomplete and rec.last_racks == {1: ("DOORSUY", 18)}
    rec = parse(FOUR_PLAYERS)
    assert rec.nicks == ("a", "b", "c", "d") and [e.player for e in rec.events] == [0, 1, 2, 3, 0]


def test_pragmas_kept_in_order_with_values():
    rec = parse("#title A game\n#lexicon CSW21\n#style wsc2001\n" + HEAD + ">alice: AB 8D BA +8 8\n")
    assert [(p.keyword, p.value, p.line) for p in rec.pragmas] == [
        ("title", "A game", 1),
        ("lexicon", "CSW21", 2),
        ("style", "wsc2001", 3),
    ]
    assert rec.lexicon == "CSW21" and rec.title == "A game"


def test_woogles_structured_notes_before_events_are_pragmas():
    rec = parse("#note BoardLayout: SuperCrosswordGame\n#note Variant: classic_super\n" + HEAD)
    assert rec.value("board-layout") == "SuperCrosswordGame" and rec.value("game-type") == "classic_super"
    assert rec.warnings == []


def test_plain_note_before_events_is_a_warning():
    rec = parse(HEAD + "#note hello\nworld\n>alice: AB 8D BA +8 8\n")
    assert rec.preamble_notes == ["hello\nworld"]
    assert [(w.code, w.line) for w in rec.warnings] == [("NOTE_PRECEDENT_EVENT", 3)]


@pytest.mark.parametrize(
    ("text", "line", "code"),
    [
        ("", 1, "GCG_EMPTY"),
        ("\n  \n", 1, "GCG_EMPTY"),
        (HEAD + "hello\n", 3, "NO_MATCHING_TOKEN"),
        (HEAD + ">alice AB 8D BA +8 8\n", 3, "NO_MATCHING_TOKEN"),
        (HEAD + ">alice: AB BA +8 8\n", 3, "NO_MATCHING_TOKEN"),
        (HEAD + ">alice: AB 8D BA 8 8\n", 3, "NO_MATCHING_TOKEN"),
        (HEAD + ">alice: AB 8D BA +8\n", 3, "NO_MATCHING_TOKEN"),
        (HEAD + ">alice: AB 8D BA +8 x\n", 3, "NO_MATCHING_TOKEN"),
        (HEAD + ">alice: AB 8D\n", 3, "NO_MATCHING_TOKEN"),
        (HEAD + ">alice: A3B 8D BA +8 8\n", 3, "RACK_MALFORMED"),
        (HEAD + ">alice: AB-C (challenge) +5 5\n", 3, "RACK_MALFORMED"),
        (HEAD + ">alice:  (A#) +2 2\n", 3, "RACK_MALFORMED"),
        (HEAD + ">alice: AB 8D B2A +8 8\n", 3, "MOVE_VALIDATION_ERROR"),
        (HEAD + ">alice: AB -A.B +0 0\n", 3, "MOVE_VALIDATION_ERROR"),
        (HEAD + ">carol: AB 8D BA +8 8\n", 3, "PLAYER_DOES_NOT_EXIST"),
        ("#player1 alice Alice\n>alice: AB 8D BA +8 8\n", 2, "GAME_EVENT_BEFORE_PLAYER"),
        ("#player1 alice Alice\n#player3 carol Carol\n>alice: AB 8D BA +8 8\n", 3, "GAME_EVENT_BEFORE_PLAYER"),
        ("#player1 alice Alice\n#player1 bob Bob\n", 2, "PLAYER_NUMBER_REDUNDANT"),
        ("#player1 alice Alice\n#player2 alice Bob\n", 2, "DUPLICATE_NICKNAMES"),
        ("#player5 e E\n", 1, "PLAYER_NUMBER_UNSUPPORTED"),
        (HEAD + ">alice: AB 8D BA +8 8\n#player3 carol Carol\n", 4, "PRAGMA_SUCCEEDED_EVENT"),
        (HEAD + ">alice: AB 8D BA +8 8\n#lexicon CSW21\n", 4, "PRAGMA_SUCCEEDED_EVENT"),
        (HEAD + ">alice: AB 8D BA +8 8\n#tile-distribution french\n", 4, "PRAGMA_SUCCEEDED_EVENT"),
        ("#lexicon CSW21\n#lexicon NWL23\n" + HEAD, 2, "REDUNDANT_PRAGMA"),
        (HEAD + "#game-type scrabulous\n", 3, "UNRECOGNIZED_GAME_VARIANT"),
        (HEAD + "#rack1 ABC\n>alice: AB 8D BA +8 8\n", 4, "EVENT_AFTER_LAST_RACK"),
        (HEAD + "#rack1 AB1\n", 3, "RACK_MALFORMED"),
        (HEAD + "#rack1 AB\n#rack1 CD\n", 4, "REDUNDANT_PRAGMA"),
        (HEAD + "#rack3 AB\n", 3, "PLAYER_DOES_NOT_EXIST"),
        (HEAD + "#rack1 AB\n#player3 c C\n", 4, "PRAGMA_SUCCEEDED_EVENT"),
        ("#player1 alice Alice\n", 1, "GAME_EVENT_BEFORE_PLAYER"),
    ],
)
def test_bad_lines(text, line, code):
    err = error_of(text)
    assert (err.code, err.line) == (code, line), str(err)
    assert err.path == "t.gcg"
    assert str(err).startswith(f"t.gcg:{line}: ")


def test_misplaced_encoding_is_an_error_only_when_bytes_are_not_ascii():
    rec = parse(HEAD + "#character-encoding UTF-8\n")
    assert [(w.code, w.line) for w in rec.warnings] == [("MISPLACED_ENCODING", 3)]
    err = error_of(("#title Ça\n" + HEAD + "#character-encoding UTF-8\n").encode("latin-1"))
    assert (err.code, err.line) == ("MISPLACED_ENCODING", 4)


def test_metadata_after_events_and_repeated_metadata_are_warnings():
    rec = parse("#title one\n#title two\n" + HEAD + ">alice: AB 8D BA +8 8\n#description late\n")
    assert [(w.code, w.line) for w in rec.warnings] == [("REDUNDANT_PRAGMA", 2), ("PRAGMA_SUCCEEDED_EVENT", 6)]
    assert rec.title == "one" and rec.value("description") == "late"


def test_duplicate_full_names_are_a_warning():
    rec = parse("#player1 a Same Name\n#player2 b Same Name\n")
    assert [(w.code, w.line) for w in rec.warnings] == [("DUPLICATE_NAMES", 2)]


def test_player_without_full_name_uses_the_nick():
    rec = parse("#player1 a\n#player2 b Bee\n")
    assert [p.name for p in rec.players] == ["a", "Bee"]


def test_read_gcg_file_errors(tmp_path):
    with pytest.raises(InputFileError, match="file not found"):
        read_gcg(tmp_path / "missing.gcg")
    with pytest.raises(InputFileError, match="directory"):
        read_gcg(tmp_path)
    path = tmp_path / "g.gcg"
    path.write_text(GAME, encoding="utf-8")
    assert len(read_gcg(path).events) == 9
    assert issubclass(GcgError, LexitileError)


def test_insert_and_replace_helpers_keep_line_numbers():
    text = insert_line(GAME, 4, "#note x")
    assert text.split("\n")[3] == "#note x"
    assert replace_line(GAME, 4, "X").split("\n")[3] == "X"
