"""Move-refusal reasons in the interface language: worded from the refusal's code and
fields (made by the real rules engine), never read back from its English sentence."""

from __future__ import annotations

import pytest

from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.placement import Placement
from lexitile.games.crossword.rules.validate import check_placement, check_rack, check_words
from lexitile.i18n import set_ui_language
from lexitile.tui.reasons import error_text

RULES = load_rules("mattel")


def refusal(action) -> IllegalMoveError:
    with pytest.raises(IllegalMoveError) as err:
        action()
    return err.value


#: (the refused action, its message, the field values the translation must keep)
CASES = [
    (
        lambda: check_placement(Board(RULES.layout), Placement.of([(0, 0, "A"), (0, 1, "T")]), RULES.tileset),
        Message("rules.start-not-covered", {"square": "H8"}),
        ["H8"],
    ),
    (
        lambda: check_rack(Placement.of([(7, 7, "Q"), (7, 8, "a")]), list("ABCDEFG")),
        Message("rules.tile-not-on-rack", {"rack": "ABCDEFG", "tiles": "Q?"}),
        ["ABCDEFG", "Q?"],
    ),
    (lambda: check_words(["QX", "zzz"], set()), Message("rules.not-a-word", {"words": ("QX", "ZZZ")}), ["QX, ZZZ"]),
    (
        lambda: check_placement(Board(RULES.layout), Placement.of([(7, 7, "A")]), RULES.tileset),
        Message("rules.first-play-too-short", {"n": 2}),
        ["2"],
    ),
]


@pytest.mark.parametrize(("action", "message", "parts"), CASES, ids=[c[1].code for c in CASES])
def test_english_is_the_engines_sentence(action, message, parts):
    exc = refusal(action)
    assert exc.message == message
    assert error_text(exc) == exc.detail


@pytest.mark.parametrize("lang", ["de", "pt_BR"])
@pytest.mark.parametrize(("action", "message", "parts"), CASES, ids=[c[1].code for c in CASES])
def test_translated_keeps_the_fields(lang, action, message, parts):
    exc = refusal(action)
    set_ui_language(lang)
    text = error_text(exc)
    assert text != exc.detail
    for part in parts:
        assert part in text


def test_examples():
    set_ui_language("de")
    assert error_text(refusal(CASES[2][0])) == "nicht in der Wortliste: QX, ZZZ"
    set_ui_language("pt_BR")
    assert error_text(refusal(CASES[3][0])) == "a primeira jogada precisa de pelo menos 2 pedras"


def test_a_code_without_wording_shows_the_engines_sentence():
    set_ui_language("de")
    exc = IllegalMoveError(Reason.NO_TILES, "as the engine wrote it", code="rules.no-such-code")
    assert error_text(exc) == "as the engine wrote it"
