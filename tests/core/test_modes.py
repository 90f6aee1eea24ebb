"""The game-mode registry: what it says of each game agrees with the game itself."""

from __future__ import annotations

import subprocess
import sys
import typing

import pytest

from lexitile.core.modes import ModeId, get_mode, mode_ids, modes


def test_the_three_modes_in_the_order_the_new_game_screen_offers_them():
    assert mode_ids() == ("crossword", "quiddler", "crosswise")
    assert set(mode_ids()) == set(typing.get_args(ModeId))
    assert [m.command for m in modes()] == ["play", "quiddler", "crosswise"]


def test_mode_ids_are_the_saved_games_kinds_and_their_suffixes():
    from lexitile.storage.paths import SUFFIXES, GameKind

    assert set(typing.get_args(GameKind)) == set(mode_ids())
    for m in modes():
        assert SUFFIXES[m.id] in m.record_suffixes
        assert m.owns_file(f"game{SUFFIXES[m.id].upper()}")


def test_robot_levels_and_seats_are_each_games_own():
    from lexitile.crosswise.robots import LEVELS as CROSSWISE_LEVELS
    from lexitile.crosswise.seats import MAX_PLAYERS, MIN_PLAYERS
    from lexitile.engine.robots import LEVELS as BOARD_LEVELS
    from lexitile.quiddler.levels import LEVELS as QUIDDLER_LEVELS

    assert get_mode("crossword").robot_levels == tuple(BOARD_LEVELS)
    assert get_mode("quiddler").robot_levels == tuple(QUIDDLER_LEVELS)
    assert get_mode("crosswise").robot_levels == tuple(CROSSWISE_LEVELS)
    assert get_mode("crosswise").seats == (MIN_PLAYERS, MAX_PLAYERS)


def test_every_part_named_by_a_mode_loads():
    from lexitile.tui.forms.base import ModeForm

    for m in modes():
        form = m.load("form")
        assert isinstance(form, type) and issubclass(form, ModeForm) and form.mode_id == m.id
        opening = m.load("opening")
        assert callable(opening.resume) and callable(opening.replay)
        assert callable(m.load("record_reader"))
        if m.rules_card:
            card = m.load("rules_card")
            assert callable(card) and card("en").strip()


def test_unknown_modes_and_parts_are_refused():
    with pytest.raises(KeyError, match="modes: crossword, quiddler, crosswise"):
        get_mode("chess")
    with pytest.raises(ValueError, match="no part"):
        get_mode("quiddler").load("engine")
    with pytest.raises(ValueError, match="has no rules_card"):
        get_mode("crossword").load("rules_card")


def test_the_registry_imports_no_screen_and_no_game():
    code = (
        "import sys, lexitile.core.modes as m; list(m.modes()); "
        "print(sorted(n for n in sys.modules if n.startswith(('textual', 'lexitile.tui', 'lexitile.quiddler', "
        "'lexitile.crosswise', 'lexitile.engine'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
