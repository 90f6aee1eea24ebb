"""The game-mode registry: what it says of each game agrees with the game itself."""

from __future__ import annotations

import subprocess
import sys
import typing

import pytest

from lexitile.core.modes import ModeId, get_mode, mode_ids, mode_of_league, modes


def test_the_four_modes_in_the_order_the_new_game_screen_offers_them():
    assert mode_ids() == ("crossword", "quiddler", "crosswise", "duplicate")
    assert set(mode_ids()) == set(typing.get_args(ModeId))
    assert [m.command for m in modes()] == ["play", "quiddler", "crosswise", "duplicate"]


def test_mode_ids_are_the_saved_games_kinds_and_their_suffixes(tmp_path):
    from lexitile.storage.paths import GameKind, kind_of_suffix, new_save_path, save_suffix

    assert set(typing.get_args(GameKind)) == set(mode_ids())
    for m in modes():
        assert save_suffix(m.id) == m.record_suffixes[0]
        assert m.owns_file(f"game{save_suffix(m.id).upper()}")
        assert kind_of_suffix(new_save_path(m.id, ["Ann"], directory=tmp_path)) == m.id
        for companion in m.companion_suffixes:
            assert kind_of_suffix(tmp_path / f"game{companion}") == m.id
            assert m.save_of(tmp_path / f"game{companion}") == tmp_path / f"game{m.record_suffixes[0]}"
    assert kind_of_suffix(tmp_path / "notes.txt") is None


def test_robot_levels_and_seats_are_each_games_own():
    from lexitile.games.crosswise.robots import LEVELS as CROSSWISE_LEVELS
    from lexitile.games.crosswise.seats import MAX_PLAYERS, MIN_PLAYERS
    from lexitile.games.crossword.engine.robots import LEVELS as BOARD_LEVELS
    from lexitile.games.quiddler.levels import LEVELS as QUIDDLER_LEVELS

    assert get_mode("crossword").robot_levels == tuple(BOARD_LEVELS)
    assert get_mode("quiddler").robot_levels == tuple(QUIDDLER_LEVELS)
    assert get_mode("crosswise").robot_levels == tuple(CROSSWISE_LEVELS)
    assert get_mode("crosswise").seats == (MIN_PLAYERS, MAX_PLAYERS)
    from lexitile.commands.duplicate import MAX_SEATS, MIN_SEATS
    from lexitile.games.duplicate.robots import LEVELS as DUPLICATE_LEVELS

    assert get_mode("duplicate").robot_levels == tuple(DUPLICATE_LEVELS)
    assert get_mode("duplicate").seats == (MIN_SEATS, MAX_SEATS)


def test_every_part_named_by_a_mode_loads():
    from lexitile.tui.forms.base import ModeForm
    from lexitile.tui.mode_screens import screens_of

    for m in modes():
        form = screens_of(m.id).form
        assert issubclass(form, ModeForm) and form.mode_id == m.id
        assert callable(screens_of(m.id).open_saved)
        assert callable(m.file_opener())
        assert callable(m.command_module().register)
        assert callable(m.record_reader_of())
        assert callable(m.entry_reader_of())
        assert mode_of_league(m.league_name) is m
        card = m.rules_card_of()
        assert (card is None) == (not m.rules_card)
        if card is not None:
            assert card("en").strip()


def test_unknown_modes_are_refused():
    from lexitile.tui.mode_screens import register_screens, screens_of

    with pytest.raises(KeyError, match="modes: crossword, quiddler, crosswise"):
        get_mode("chess")
    with pytest.raises(KeyError, match="no screens for the game mode 'chess'"):
        screens_of("chess")
    with pytest.raises(KeyError, match="chess"):
        register_screens("chess", lambda: screens_of("quiddler"))


def test_the_registry_imports_no_screen_and_no_game():
    code = (
        "import sys, lexitile.core.modes as m; list(m.modes()); "
        "print(sorted(n for n in sys.modules if n.startswith(('textual', 'lexitile.tui', 'lexitile.games.quiddler', "
        "'lexitile.games.crosswise', 'lexitile.games.crossword.engine'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# ---------------------------------------------------------------- one default robot level per game


def _command_line_default(mode_id: str) -> str:
    """The level ``--robot Cy`` (no level) gives on each game's command line."""
    if mode_id == "crossword":
        from lexitile.play.robot_seats import parse_robot

        return parse_robot("Cy")[1]
    if mode_id == "quiddler":
        from lexitile.commands.quiddler import robot_levels

        return robot_levels(["Cy"])["Cy"]
    from lexitile.cli import build_parser
    from lexitile.commands.crosswise import seats_from_args

    return seats_from_args(build_parser().parse_args(["crosswise", "--players", "Ann", "--robot", "Cy"]))[1]["Cy"]


def _robot_help(command: str) -> str:
    import argparse

    from lexitile.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices[command]
    return " ".join(str(next(a.help for a in sub._actions if "--robot" in a.option_strings)).split())


@pytest.mark.parametrize("mode_id", ["crossword", "quiddler", "crosswise"])
def test_one_default_robot_level_per_game(mode_id):
    """The registry names each game's default level; the command line, its --help,
    and the new-game form (for a robot of a level this game lacks) use that one."""
    m = get_mode(mode_id)
    assert m.default_robot_level in m.robot_levels
    assert _command_line_default(mode_id) == m.default_robot_level
    shown = _robot_help(m.command)
    assert f"default {m.default_robot_level}" in shown or f"{m.default_robot_level} (default)" in shown
    from lexitile.tui.mode_screens import screens_of

    form = screens_of(m.id).form
    assert form.robot_levels == m.robot_levels
    assert form.fallback_level() == m.default_robot_level


def test_every_mode_that_names_a_game_contract_exposes_it_and_it_agrees_with_the_mode():
    from lexitile.core.game_contract import GameContract

    named = {m.id: m.contract_of() for m in modes() if m.contract}
    # the board game hands its contract to the registry from its own package's work
    assert {"quiddler", "crosswise", "duplicate"} <= set(named)
    for mode_id, contract in named.items():
        mode = get_mode(mode_id)
        assert isinstance(contract, GameContract)
        assert contract.mode == mode.id
        assert contract.codec.suffixes == mode.record_suffixes
        assert contract.robots.levels == mode.robot_levels
        assert contract.robots.default_level == mode.default_robot_level
        assert contract.robots.robot(mode.default_robot_level, seed=1).level == mode.default_robot_level
        with pytest.raises(ValueError):
            contract.robots.robot("grandmaster")
    for m in modes():
        assert (m.contract_of() is None) == (not m.contract)
