"""The GCG reader's faults and warnings as messages: every fault of a file
(``tests/data/gcg-invalid``, one per code) carries a message code and its fields (the
token read, what was expected, the lines named), its English wording is the sentence
``lexitile verify`` prints, and German and Brazilian Portuguese have a wording for it.
Text taken from the file stays made visible in every language."""

from __future__ import annotations

import pytest

from independent_rules import TEST_DATA
from lexitile.core.message import Message
from lexitile.errors import InputFileError
from lexitile.games.crossword.records.gcg import GcgError, parse_gcg, read_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.lexicon import load_lexicon
from lexitile.text.render import english, render

FOLDER = TEST_DATA / "gcg-invalid"
LANGUAGES = ("en", "de", "pt_BR")
HEAD = "#player1 ann Ann\n#player2 bo Bo\n"


def _rows() -> list[tuple[str, str]]:
    rows = []
    for line in (FOLDER / "EXPECTED.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, code, _line, _what = line.split("\t")
            rows.append((name, code))
    return rows


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon(str(TEST_DATA / "wordlist-small.txt"))


def fault_of(path, lexicon) -> GcgError | None:
    """The fault that stops the file, as ``lexitile verify`` meets it (``None``: a file
    whose fault is a wrong score, which is arithmetic, not a message)."""
    try:
        record = read_gcg(path)
        replay = replay_record(record, lexicon=lexicon)
    except GcgError as exc:
        return exc
    return replay.error


def all_messages(message: Message):
    yield message
    for value in message.fields.values():
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, Message):
                yield from all_messages(item)


@pytest.mark.parametrize(("name", "code"), _rows(), ids=[r[0] for r in _rows()])
def test_every_fault_has_a_message_worded_in_three_languages(name: str, code: str, lexicon) -> None:
    error = fault_of(FOLDER / name, lexicon)
    if error is None:
        pytest.skip("a score mismatch (arithmetic, shown as written)")
    assert error.code == code
    why = error.why
    assert why is not None, f"{name}: {error.message!r} has no message"
    assert english(why) == error.message
    english_text = render(why, "en")
    for lang in ("de", "pt_BR"):
        text = render(why, lang)
        assert text and text != english_text, f"{name}: no {lang} wording for {why.code}"
    # every message code inside it (what was expected, the rule) has its wording too
    for inner in all_messages(why):
        for lang in LANGUAGES:
            assert render(inner, lang)


def test_the_faults_carry_the_token_and_what_was_expected(lexicon) -> None:
    rack = fault_of(FOLDER / "RACK_MALFORMED.gcg", lexicon)
    assert rack is not None and rack.why is not None
    assert rack.why.code == "gcg.rack-malformed"
    assert (rack.why["token"], rack.why["bad"]) == ("OES3IOV", "3")
    assert (rack.path, rack.line) == (str(FOLDER / "RACK_MALFORMED.gcg"), 5)

    line = fault_of(FOLDER / "NO_MATCHING_TOKEN.gcg", lexicon)
    assert line is not None and line.why is not None and line.why.code == "gcg.unknown-line"
    assert line.why["expected"] == Message("gcg.expected-line")
    assert line.why["token"] == (FOLDER / "NO_MATCHING_TOKEN.gcg").read_text(encoding="utf-8").splitlines()[5].strip()

    nick = fault_of(FOLDER / "PLAYER_DOES_NOT_EXIST.gcg", lexicon)
    assert nick is not None and nick.why == Message("gcg.nick-not-declared", {"nick": "cy", "players": ("ann", "bo")})

    contradicts = fault_of(FOLDER / "REDUNDANT_PRAGMA.gcg", lexicon)
    assert contradicts is not None and contradicts.why is not None
    assert contradicts.why.code == "gcg.pragma-contradicts"
    assert contradicts.why["keyword"] == "tile-distribution"
    assert (contradicts.why["token"], contradicts.why["earlier"]) == ("french", "english")


def test_a_bad_move_column_says_what_was_expected_in_every_language() -> None:
    with pytest.raises(GcgError) as caught:
        parse_gcg((HEAD + ">ann: ABCDEFG ZZZ +3 3\n").encode(), "t.gcg")
    why = caught.value.why
    assert why is not None and why.code == "gcg.move-expected"
    assert why["token"] == "ZZZ" and why["expected"] == Message("gcg.expected-move")
    assert caught.value.message == (
        "expected a move after the rack (COORD WORD, -, --, -TILES, (challenge), (time) or (TILES)), got 'ZZZ'"
    )
    for lang in LANGUAGES:
        assert "ZZZ" in render(why, lang) and "(challenge)" in render(why, lang)


def test_the_located_message_names_file_and_line() -> None:
    with pytest.raises(GcgError) as caught:
        parse_gcg((HEAD + ">ann: ABCDEFG 8H CAB +x 3\n").encode(), "t.gcg")
    located = caught.value.located()
    assert located.code == "gcg.at-line"
    assert (located["file"], located["line"]) == ("t.gcg", 3)
    assert located["reason"] == Message("gcg.score-malformed", {"token": "+x"})
    assert english(located) == str(caught.value) == "t.gcg:3: score '+x' is not a signed number like +12 or -5"
    assert render(located, "de").startswith("t.gcg:3: ")


def test_a_file_that_cannot_be_opened_has_a_message(tmp_path) -> None:
    with pytest.raises(InputFileError) as caught:
        read_gcg(tmp_path / "nothing.gcg")
    assert caught.value.why == Message("gcg.file-not-found")
    assert english(caught.value.why) == caught.value.message == "file not found"
    assert render(caught.value.why, "de") != "file not found"


def test_file_text_in_a_fault_stays_visible_in_every_language() -> None:
    hostile = "Al\x1b]2;PWN\x1b\\ice"
    with pytest.raises(GcgError) as caught:
        parse_gcg((HEAD + f"{hostile}\n").encode(), "t.gcg")
    why = caught.value.why
    assert why is not None and "\x1b" not in str(why["token"]) and "\\x1b" in str(why["token"])
    for lang in LANGUAGES:
        text = render(why, lang)
        assert "\x1b" not in text and "\\x1b]2;PWN" in text


WARNINGS = {
    "NOTE_PRECEDENT_EVENT": "#player1 ann Ann\n#player2 bo Bo\n#note hello\n>ann: ABCDEFG 8H CAB +14 14\n",
    "MISPLACED_ENCODING": "#player1 ann Ann\n#character-encoding UTF-8\n#player2 bo Bo\n",
    "PRAGMA_SUCCEEDED_EVENT": HEAD + ">ann: ABCDEFG 8H CAB +14 14\n#title late\n",
    "REDUNDANT_PRAGMA": "#title one\n#title two\n" + HEAD,
    "DUPLICATE_NAMES": "#player1 ann Ann\n#player2 bo Ann\n",
    "RACK_LOWER_CASE": HEAD + ">ann: abcdefg 8H CAB +14 14\n",
    "RACK_MALFORMED": HEAD + ">ann: ABCDEFG 8H CAB +14 14\n>bo: ... (challenge) +5 5\n",
    "RACK_MISSING": HEAD + ">ann: 8H CAB +14 14\n",
    "UTF8_WITHOUT_DECLARATION": "#player1 ann Ånn\n#player2 bo Bo\n",
}


@pytest.mark.parametrize("code", sorted(WARNINGS))
def test_every_reader_warning_is_a_message_in_three_languages(code: str) -> None:
    record = parse_gcg(WARNINGS[code].encode("utf-8"), "t.gcg")
    (warning,) = [w for w in record.warnings if w.code == code]
    assert warning.why is not None and warning.why.code.startswith("gcg.")
    assert english(warning.why) == warning.message
    for lang in ("de", "pt_BR"):
        assert render(warning.why, lang) != warning.message
    assert warning.text("de").startswith(f"Zeile {warning.line}: ") if warning.line else warning.text("de")


def test_a_reader_fault_is_shown_in_german_on_the_error_screen() -> None:
    from lexitile.tui.screens.replay_error import ReplayErrorScreen

    with pytest.raises(GcgError) as caught:
        read_gcg(FOLDER / "RACK_MALFORMED.gcg")
    exc = caught.value
    from lexitile.i18n import set_ui_language

    set_ui_language("de")
    try:
        screen = ReplayErrorScreen(str(exc.path), exc.line, exc.code, exc.message, "", 0, exc.why)
        shown = screen.message().plain
    finally:
        set_ui_language("en")
    assert render(exc.why, "de") in shown
    assert exc.message not in shown


def test_a_replay_that_cannot_load_is_worded_with_file_and_line(tmp_path) -> None:
    """What the app says when a saved game's record cannot be opened (a toast)."""
    from lexitile.games.crossword.records.replay_model import ReplayLoadError, load_replay
    from lexitile.text.faults import fault_text

    bad = tmp_path / "bad.gcg"
    bad.write_text(HEAD + ">ann: ABCDEFG 8H CAB +14\n", encoding="utf-8")
    with pytest.raises(ReplayLoadError) as caught:
        load_replay(bad)
    exc = caught.value
    assert exc.why == Message("gcg.no-cumulative")
    assert fault_text(exc, "en") == f"{bad}:3: event line has no cumulative score"
    assert fault_text(exc, "de") == f"{bad}:3: {render(exc.why, 'de')}"
    with pytest.raises(ReplayLoadError) as missing:
        load_replay(tmp_path / "gone.gcg")
    assert fault_text(missing.value, "pt_BR") == f"{tmp_path / 'gone.gcg'}: arquivo não encontrado"


#: Templates that are only places for fields and the file format's own words: the same in every language.
SAME_IN_EVERY_LANGUAGE = {
    "gcg.at-line",
    "gcg.at-file",
    "gcg.english",
    "gcg.board-unreadable",
    "gcg.tile-set-unreadable",
}


def codes_made_in(paths, prefix: str = "gcg.") -> set[str]:
    """Every ``Message("gcg.…")`` code (or of another ``prefix``) written in these modules
    (an f-string code as its start and ``*``)."""
    import ast

    codes: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Message" and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    codes.add(first.value)
                elif isinstance(first, ast.JoinedStr):  # f"gcg.unknown-{kind}"
                    head = first.values[0]
                    codes.add(f"{head.value}*" if isinstance(head, ast.Constant) else "*")
    return {c for c in codes if c.startswith(prefix)}


def test_every_code_the_reader_makes_has_a_wording_in_three_languages() -> None:
    from independent_rules import REPO
    from lexitile.i18n import catalog
    from lexitile.text.records_texts import GCG_TEMPLATES

    records = REPO / "src" / "lexitile" / "games" / "crossword" / "records"
    made = codes_made_in([*records.glob("gcg*.py"), records / "replay.py", records / "recorded_rules.py"])
    made |= codes_made_in([REPO / "src" / "lexitile" / "text" / "faults.py"])
    assert len(made) > 40
    for code in made:
        if code.endswith("*"):
            assert any(c.startswith(code[:-1]) for c in GCG_TEMPLATES), code
        else:
            assert code in GCG_TEMPLATES, f"{code} has no template"
    for code, template in GCG_TEMPLATES.items():
        for lang in ("de", "pt_BR"):
            translated = catalog(lang).gettext(template.text)
            if code not in SAME_IN_EVERY_LANGUAGE:
                assert translated != template.text, f"{code} is not translated to {lang}"


REPLAY_WARNINGS = {
    "FIRST_PLAYER": HEAD + ">bo: ABCDEFG 8G CAB +14 14\n",
    "CHALLENGE_PENALTY": HEAD + ">ann: ABCDEIT 8G CAB +14 14\n>bo: EFGHIJK (challenge) -5 -5\n",
    "TIME_PENALTY_ENDS_GAME": HEAD + ">ann: ABCDEIT 8G CAB +14 14\n>bo: EFGHIJK (time) -10 -10\n",
    "LEXICON_NOT_SPECIFIED": HEAD + ">ann: ABCDEIT 8G CAB +14 14\n",
    "VALID_PHONY": HEAD + ">ann: ABCDEIT 8G CAB +14 14\n>ann: ABCDEIT -- -14 0\n",
}


@pytest.mark.parametrize("code", sorted(REPLAY_WARNINGS))
def test_the_replays_warnings_are_messages_in_three_languages(code: str) -> None:
    replay = replay_record(parse_gcg(REPLAY_WARNINGS[code].encode(), "t.gcg"), lexicon={"CAB"})
    (warning,) = [w for w in replay.warnings if w.code == code]
    assert warning.why is not None and warning.why.code.startswith("replay.warn-")
    assert english(warning.why) == warning.message
    for lang in ("de", "pt_BR"):
        assert render(warning.why, lang) != warning.message


def test_an_end_settled_by_the_rule_keeps_each_adjustment_as_data() -> None:
    from test_record_endings import SIX_PASSES

    replay = replay_record(parse_gcg(SIX_PASSES.encode(), "t.gcg"))
    (warning,) = [w for w in replay.warnings if w.code == "END_RACK_MISSING"]
    why = warning.why
    assert why is not None and why.code == "replay.warn-settled-by-rule"
    assert why["adjustments"] == (
        Message("replay.adjustment", {"nick": "ann", "points": "-39", "tiles": "AKQTXYZ"}),
        Message("replay.adjustment", {"nick": "bo", "points": "-8", "tiles": "ADEEOOU"}),
    )
    assert render(why, "de").endswith(
        "nach der Regel abgerechnet, nicht wie aufgezeichnet: ann -39 (AKQTXYZ), bo -8 (ADEEOOU)"
    )


def test_unrecorded_racks_are_named_and_counted() -> None:
    from test_record_endings import SIX_PASSES

    lines = SIX_PASSES.splitlines()
    lines[8] = ">ann: AKQTXYZ -QXZ +0 12"
    replay = replay_record(parse_gcg(("\n".join(lines) + "\n").encode(), "t.gcg"))
    (warning,) = [w for w in replay.warnings if w.code == "END_RACK_MISSING"]
    why = warning.why
    assert why is not None and why.code == "replay.warn-end-racks-unknown" and why["n"] == 1
    assert why["racks"] == (Message("replay.nick-rack", {"nick": "ann"}),)
    assert warning.message.endswith("ann's rack is not recorded, so the totals are before settlement")
    assert "das Bänkchen von ann ist nicht aufgezeichnet" in render(why, "de")
    two = Message(
        "replay.warn-end-racks-unknown",
        {**why.fields, "racks": (*why["racks"], Message("replay.nick-rack", {"nick": "bo"})), "n": 2},
    )
    assert english(two).endswith("ann's rack and bo's rack are not recorded, so the totals are before settlement")
    assert "o suporte de ann e o suporte de bo não estão registrados" in render(two, "pt_BR")


def test_every_replay_code_of_the_records_has_a_template() -> None:
    from independent_rules import REPO
    from lexitile.text.render import TEMPLATES

    made = codes_made_in((REPO / "src" / "lexitile" / "games" / "crossword" / "records").glob("*.py"), "replay.")
    assert {"replay.warn-first-player", "replay.warn-settled-by-rule", "replay.off-turn"} <= made
    assert sorted(c for c in made if c not in TEMPLATES) == []
