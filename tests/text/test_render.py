"""render(): the board game's refusals worded from their code and fields.

Every refusal is made by the real rules engine; the tests assert its message code and
fields, that the English rendering is the engine's own sentence (what the command
line prints), and that the German and Brazilian Portuguese renderings are translated
and keep every field.
"""

from __future__ import annotations

import re

import pytest

from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.placement import Placement, placement_from_notation
from lexitile.games.crossword.rules.validate import check_placement, check_rack, check_words
from lexitile.text.render import TEMPLATES, english, render

RULES = load_rules("mattel")


def board_with(*plays: str) -> Board:
    board = Board(RULES.layout)
    for text in plays:
        coordinate, word = text.split()
        placement = placement_from_notation(board, coordinate, word)
        check_placement(board, placement, RULES.tileset)
        board.put(placement.tiles)
    return board


def refusal(action) -> IllegalMoveError:
    with pytest.raises(IllegalMoveError) as err:
        action()
    return err.value


def placing(board: Board, tiles):
    return lambda: check_placement(board, Placement.of(tiles), RULES.tileset)


CASES = [
    (placing(Board(RULES.layout), []), "rules.no-tiles", {}),
    (placing(Board(RULES.layout), [(7, 14, "A"), (7, 15, "T")]), "rules.off-board", {"row": 8, "col": 16}),
    (placing(board_with("8G FOR"), [(7, 6, "A"), (7, 5, "T")]), "rules.occupied", {"square": "G8"}),
    (
        lambda: check_placement(
            Board(RULES.layout), placement_from_notation(Board(RULES.layout), "8G", "C?T"), RULES.tileset
        ),
        "rules.blank-without-letter",
        {"square": "H8"},
    ),
    (placing(Board(RULES.layout), [(7, 7, "A"), (8, 8, "T")]), "rules.not-in-line", {}),
    (placing(board_with("8G FOR"), [(7, 3, "A"), (7, 5, "E")]), "rules.gap", {"squares": ("E8",)}),
    (placing(Board(RULES.layout), [(0, 0, "A"), (0, 1, "T")]), "rules.start-not-covered", {"square": "H8"}),
    (placing(Board(RULES.layout), [(7, 7, "A")]), "rules.first-play-too-short", {"n": 2}),
    (placing(board_with("8G FOR"), [(0, 0, "A"), (0, 1, "T")]), "rules.not-connected", {}),
    (
        lambda: check_rack(Placement.of([(7, 7, "Q"), (7, 8, "a")]), list("ABCDEFG")),
        "rules.tile-not-on-rack",
        {"rack": "ABCDEFG", "tiles": "Q?"},
    ),
    (lambda: check_words(["QX", "zzz"], set()), "rules.not-a-word", {"words": ("QX", "ZZZ")}),
]


@pytest.mark.parametrize(("action", "code", "fields"), CASES, ids=[c[1] for c in CASES])
def test_refusals_carry_code_and_fields(action, code, fields):
    exc = refusal(action)
    assert exc.message == Message(code, fields)


@pytest.mark.parametrize(("action", "code", "fields"), CASES, ids=[c[1] for c in CASES])
def test_english_is_the_engines_sentence(action, code, fields):
    exc = refusal(action)
    assert english(exc.message) == exc.detail


@pytest.mark.parametrize("language", ["de", "pt_BR"])
@pytest.mark.parametrize(("action", "code", "fields"), CASES, ids=[c[1] for c in CASES])
def test_translations_keep_every_field(action, code, fields, language):
    exc = refusal(action)
    text = render(exc.message, language)
    assert text != english(exc.message)
    for value in exc.message.fields.values():
        for item in value if isinstance(value, tuple) else (value,):
            assert str(item) in text


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
def test_every_template_renders_with_its_places_filled(language):
    for code, template in TEMPLATES.items():
        places = set(re.findall(r"{(\w+)}", template.text + (template.plural or "")))
        fields = {name: 3 if name in ("n", "bag", "row", "col") else "X" for name in places}
        if template.plural is not None:
            fields[template.count] = 2
        text = render(Message(code, fields), language)
        assert "{" not in text, (code, text)


def test_plural_forms_follow_the_count():
    one = Message("rules.exchange-limit", {"n": 1})
    many = Message("rules.exchange-limit", {"n": 3})
    assert english(one) == "each player may exchange at most 1 time a game"
    assert english(many) == "each player may exchange at most 3 times a game"


def test_an_unknown_code_is_a_clear_error():
    with pytest.raises(KeyError, match=r"no wording for message code 'rules\.nope'"):
        render(Message("rules.nope"), "en")


def test_quiddler_refusals_are_worded_as_the_engine_says_them():
    from lexitile.games.quiddler.errors import IllegalActionError
    from lexitile.games.quiddler.game import Game
    from lexitile.games.quiddler.options import TableOptions
    from lexitile.games.quiddler.setup import GameSetup
    from lexitile.games.quiddler.storage import load_deck
    from lexitile.games.quiddler.words import resolve_word

    deck = load_deck("english")
    game = Game(GameSetup(("Ann", "Bob"), 1, deck, TableOptions(), 0))
    made = []
    for action in (
        lambda: game.discard(game.hand()[0]),  # must draw first
        lambda: resolve_word("quiz", ["QU", "I", "Z"], deck, TableOptions(), frozenset()),
        lambda: resolve_word("x1", ["X"], deck, TableOptions(), frozenset()),
        lambda: game.draw("nowhere"),
    ):
        with pytest.raises(IllegalActionError) as err:
            action()
        made.append(err.value)
    assert [e.message.code for e in made] == [
        "quiddler.must-draw-first",
        "quiddler.not-a-word",
        "quiddler.not-letters",
        "quiddler.unknown-source",
    ]
    assert made[0].message["name"] == "Bob"  # Ann deals, Bob plays first
    for exc in made:
        assert english(exc.message) == exc.detail
        assert render(exc.message, "de") != exc.detail


def test_a_message_without_its_fields_falls_back_to_the_sentence():
    from lexitile.text.render import render_or

    assert render_or(Message("rules.occupied"), "G8 is already covered", "de") == "G8 is already covered"
    assert render_or(Message("rules.nope"), "as said") == "as said"
    assert render_or(Message("rules.occupied", {"square": "G8"}), "x", "de") != "x"
