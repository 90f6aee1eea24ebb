"""Move-refusal reasons in the interface language."""

from __future__ import annotations

import pytest

from lexitile.errors import IllegalMoveError, Reason
from lexitile.i18n import set_ui_language
from lexitile.tui.reasons import REASON_TEXTS, error_text, reason_text

#: Sentences as the engine writes them (rules/validate.py, rules/game.py), with the
#: parts that must survive translation.
DETAILS = [
    (Reason.OFF_BOARD, "row 16, column 3 is off the board", ["16", "3"]),
    (Reason.OCCUPIED, "8H is already covered", ["8H"]),
    (Reason.BLANK_WITHOUT_LETTER, "the blank on H8 needs a letter", ["H8"]),
    (Reason.GAP, "the tiles must form one unbroken line: 8J, 8K left empty", ["8J, 8K"]),
    (Reason.START_NOT_COVERED, "the first play must cover the start square 8H", ["8H"]),
    (Reason.FIRST_PLAY_TOO_SHORT, "the first play needs at least 2 tiles", ["2"]),
    (Reason.UNKNOWN_LETTER, "'1' on 8H is not a letter of the english tile set", ["'1'", "8H", "english"]),
    (Reason.TILE_NOT_ON_RACK, "not on the rack ERZAGDO: Q", ["ERZAGDO", "Q"]),
    (Reason.NOT_A_WORD, "not in the lexicon: QX, ZZZ", ["QX, ZZZ"]),
    (Reason.EXCHANGE_BAG_TOO_SMALL, "exchanging needs at least 7 tiles in the bag; it holds 3", ["7", "3"]),
    (Reason.EXCHANGE_BAG_TOO_SMALL, "the bag holds only 4 tiles; exchange at most that many", ["4"]),
    (Reason.EXCHANGE_NOT_ON_RACK, "not on the rack ABC: Z", ["ABC", "Z"]),
    (Reason.EXCHANGE_LIMIT, "each player may exchange at most 3 times a game", ["3"]),
    (Reason.NO_TILES, "a play must place at least one tile", []),
    (Reason.NOT_CONNECTED, "the play must touch a tile already on the board", []),
    (Reason.GAME_OVER, "the game is over", []),
]


def test_every_reason_has_a_text():
    assert set(REASON_TEXTS) == set(Reason)


@pytest.mark.parametrize(("reason", "detail", "parts"), DETAILS)
def test_english_shows_the_engine_detail(reason, detail, parts):
    assert reason_text(reason, detail) == detail
    assert reason_text(reason.value, detail) == detail


@pytest.mark.parametrize("lang", ["de", "pt_BR"])
@pytest.mark.parametrize(("reason", "detail", "parts"), DETAILS)
def test_translated_keeps_the_specifics(lang, reason, detail, parts):
    set_ui_language(lang)
    text = reason_text(reason, detail)
    assert text and text != detail
    for part in parts:
        assert part in text


@pytest.mark.parametrize("lang", ["de", "pt_BR"])
def test_unknown_detail_gives_the_general_sentence(lang):
    set_ui_language(lang)
    for reason in Reason:
        text = reason_text(reason, "some sentence the engine may write one day")
        assert text and "some sentence" not in text


def test_not_a_word_from_words():
    set_ui_language("de")
    assert reason_text(Reason.NOT_A_WORD, "(other shape)", ("QX",)) == "nicht in der Wortliste: QX"


def test_examples():
    set_ui_language("de")
    assert reason_text("not-a-word", "not in the lexicon: QX") == "nicht in der Wortliste: QX"
    assert reason_text("occupied", "8H is already covered") == "8H ist schon belegt"
    set_ui_language("pt_BR")
    assert reason_text("first-play-too-short", "the first play needs at least 2 tiles") == (
        "a primeira jogada precisa de pelo menos 2 pedras"
    )
    assert error_text(IllegalMoveError(Reason.NO_TILES, "a play must place at least one tile")) == (
        "uma jogada deve colocar pelo menos uma pedra"
    )


def test_unknown_code_passes_through():
    set_ui_language("de")
    assert reason_text("no-such-code", "as written") == "as written"
