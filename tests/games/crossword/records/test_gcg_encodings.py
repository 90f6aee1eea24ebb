"""How GCG bytes are decoded: the declared encoding (UTF-8 or ISO-8859-1, anything else
refused by name), else UTF-8 when the bytes are valid UTF-8 and not ASCII (with a
warning), else ISO-8859-1 as the standard says."""

from __future__ import annotations

import pytest

from lexitile.cli import main
from lexitile.games.crossword.records.gcg import GcgError, parse_gcg
from lexitile.games.crossword.records.replay import replay_record

#: Portuguese tiles: C 2 + A 1 + Ç 3 + A 1 = 7, H8 doubled: 14.
CACA = "#player1 ann Ann\n#player2 bo Bo\n>ann: 8G CAÇA +14 14\n"


def test_utf8_without_the_encoding_line_is_read_as_utf8_with_a_warning():
    rec = parse_gcg(CACA.encode("utf-8"), "t.gcg")
    assert rec.encoding == "utf-8"
    assert rec.events[0].word == "CAÇA"
    (w,) = [w for w in rec.warnings if w.code == "UTF8_WITHOUT_DECLARATION"]
    assert w.line is None
    assert w.message == (
        "no #character-encoding line, and GCG's default is ISO-8859-1, but the bytes are valid UTF-8 "
        "and not ASCII: read as UTF-8 (write #character-encoding UTF-8 on line 1)"
    )
    rp = replay_record(rec)
    assert rp.error is None and rp.mismatches == [] and rp.final_scores == (14, 0)
    assert rp.tileset.name == "portuguese_br"


def test_bytes_that_are_not_utf8_stay_latin1_without_a_warning():
    rec = parse_gcg(CACA.encode("latin-1"), "t.gcg")
    assert rec.encoding == "iso-8859-1" and rec.events[0].word == "CAÇA"
    assert not [w for w in rec.warnings if w.code == "UTF8_WITHOUT_DECLARATION"]
    ascii_only = parse_gcg(b"#player1 a A\n#player2 b B\n>a: 8G AB +4 4\n")
    assert ascii_only.encoding == "iso-8859-1" and ascii_only.warnings[0].code != "UTF8_WITHOUT_DECLARATION"


def test_a_declared_latin1_file_is_latin1_even_when_the_bytes_would_be_utf8():
    data = b"#character-encoding ISO-8859-1\n" + CACA.encode("utf-8")
    with pytest.raises(GcgError) as err:
        parse_gcg(data, "t.gcg")  # the declaration is honoured: the tile reads as two characters
    assert (err.value.code, err.value.line) == ("MOVE_VALIDATION_ERROR", 4)


@pytest.mark.parametrize("declared", ["ISO8859-6", "cp1252", "ASCII", "klingon"])
def test_an_encoding_the_reader_does_not_know_is_refused_by_name(declared):
    data = f"#character-encoding {declared}\n".encode() + CACA.encode("utf-8")
    with pytest.raises(GcgError) as err:
        parse_gcg(data, "t.gcg")
    assert (err.value.code, err.value.line) == ("UNSUPPORTED_CHARACTER_ENCODING", 1)
    assert err.value.message == (
        f"unsupported character encoding {declared!r}: this reader knows UTF-8 and ISO-8859-1 "
        "(tiles may be non-ASCII, so guessing could change the game)"
    )


def test_verify_refuses_the_unknown_encoding(tmp_path, capsys):
    path = tmp_path / "x.gcg"
    path.write_bytes(b"#character-encoding ISO8859-6\n" + CACA.encode("utf-8"))
    assert main(["verify", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(
        f"ERROR {path}:1: \"#character-encoding ISO8859-6\": unsupported character encoding 'ISO8859-6'"
    )
