"""The chooser (keys -> a turn) offers exactly the legal turns: every legal turn can be
chosen with its steps, and nothing else can (hypothesis over random positions)."""

from __future__ import annotations

import pytest
from crosswise_helpers import position
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lexitile.core.message import Message
from lexitile.games.crosswise.files import load_components
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.moves import Pass
from lexitile.games.crosswise.robots import RandomRobot
from lexitile.play.crosswise_chooser import ChoiceError, Chooser, Step

COMPS = load_components()


def reachable(game: Game) -> set:
    """Every turn the chooser can complete, by trying every slot and target."""
    found = set()
    ch = Chooser(game)
    for slot in range(len(game.hand)):
        ch.reset()
        try:
            ch.select_slot(slot)
        except ChoiceError:
            continue
        if ch.step is Step.REPLACE_SYMBOL:
            for sym_slot in sorted(ch.slot_targets):
                ch.reset()
                ch.select_slot(slot)
                ch.select_slot(sym_slot)
                for sq in sorted(ch.targets):
                    found.add(ch.candidate(sq))
            continue
        two_steps = ch.step in (Step.MOVE_FROM, Step.SWAP_FIRST)
        for sq in sorted(ch.targets):
            if two_steps:
                ch.reset()
                ch.select_slot(slot)
                ch.choose_square(sq)
                for sq2 in sorted(ch.targets):
                    found.add(ch.candidate(sq2))
            else:
                found.add(ch.candidate(sq))
    return found


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1), turns=st.integers(0, 40))
def test_chooser_offers_exactly_the_legal_turns(players, seed, turns):
    game = Game(COMPS, [f"P{i}" for i in range(players)], seed=seed)
    robot = RandomRobot(seed)
    for _ in range(turns):
        if game.is_over:
            return
        game.play(robot.choose(game))
    if game.is_over:
        return
    legal = set(game.legal_moves()) - {Pass()}
    assert reachable(game) == legal


def test_steps_and_prompts():
    g = position(
        """
        O.....
        .X....
        ......
        ......
        ......
        ......
        """,
        ["swapper replacer star mover", "cross"],
    )
    ch = Chooser(g)
    assert ch.prompt == Message("crosswise.choose.tile", {"n": 4, "tile": "", "first": ""})
    with pytest.raises(ChoiceError) as refused:
        ch.choose_square()
    assert refused.value.message == Message("crosswise.choose.tile-first", {"n": 4})
    ch.select_slot(1)
    assert ch.prompt.code == "crosswise.choose.replace-symbol" and ch.prompt["n"] == 4
    with pytest.raises(ChoiceError) as refused:
        ch.select_slot(3)
    assert refused.value.message.code == "crosswise.choose.replacer-symbol"
    ch.select_slot(2)
    assert ch.prompt.code == "crosswise.choose.replace-square" and ch.prompt["tile"] == "star"
    assert ch.back() and ch.step is Step.REPLACE_SYMBOL
    assert ch.back() and ch.step is Step.TILE
    assert not ch.back()
    ch.select_slot(0)
    ch.choose_square(0)
    assert ch.prompt.code == "crosswise.choose.swap-second" and ch.prompt["first"] == "A1"
    with pytest.raises(ChoiceError) as refused:
        ch.choose_square(14)
    assert refused.value.message == Message("crosswise.choose.empty", {"square": "C3"})
    with pytest.raises(ChoiceError) as refused:
        ch.select_slot(8)
    assert refused.value.message == Message("crosswise.choose.no-slot", {"n": 9})


def test_every_prompt_and_refusal_is_worded_in_three_languages():
    """Each chooser code has a template; German words the tile in its own name."""
    from lexitile.text.crosswise_texts import CHOOSE_TEMPLATES
    from lexitile.text.render import render

    for code in CHOOSE_TEMPLATES:
        fields = {"n": 4, "tile": "star", "first": "A1", "square": "C3"}
        for language in ("en", "de", "pt_BR"):
            assert render(Message(code, fields), language)
    de = render(Message("crosswise.choose.place", {"tile": "star"}), "de")
    assert "Stern" in de and "star" not in de


def test_unplayable_tiles_say_why():
    g = position("......\n" * 6, ["swapper mover remover replacer", "cross"])
    ch = Chooser(g)
    for slot, why in enumerate(
        [
            Message("crosswise.choose.swapper-needs"),
            Message("crosswise.choose.mover-needs"),
            Message("crosswise.choose.needs-tile", {"tile": "remover"}),
            Message("crosswise.choose.replacer-needs"),
        ]
    ):
        with pytest.raises(ChoiceError) as refused:
            ch.select_slot(slot)
        assert refused.value.message == why
    assert ch.slot_targets == frozenset()


def test_cursor_wraps():
    ch = Chooser(position(hands=["sun", "cross"]), cursor=0)
    ch.move_cursor(-1, -1)
    assert ch.cursor == 35
