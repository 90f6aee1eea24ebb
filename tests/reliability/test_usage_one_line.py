"""Every sub-command's usage errors (an unknown option, a value its option refuses) are
one line on standard error and exit status 2, as the README promises: never argparse's
usage block. The sub-commands are taken from the registry the command line builds, so a
sub-command added later is checked too."""

from __future__ import annotations

import argparse

import pytest

from lexitile import cli


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


COMMANDS = _subparsers(cli.build_parser())


def _bad_value(parser: argparse.ArgumentParser) -> list[str] | None:
    """Arguments giving one of ``parser``'s options a value it refuses: a number option
    letters, a choice or a sub-command not among its choices, else an option that takes
    a value given none (``None`` when the parser has no option taking a value)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return ["nosuch"]
        if not action.option_strings or action.nargs not in (None, "?"):
            continue
        if action.choices is not None:
            return [action.option_strings[-1], "nosuch"]
        if action.type in (int, float):
            return [action.option_strings[-1], "abc"]
    for action in parser._actions:
        if action.option_strings and action.nargs is None:  # a flag's nargs is 0
            return [action.option_strings[-1]]
    return None


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    with pytest.raises(SystemExit) as caught:
        cli.main(argv)
    return int(caught.value.code or 0), capsys.readouterr().err


def test_the_registry_is_whole() -> None:
    assert set(COMMANDS) == set(cli.command_modules())


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_an_unknown_option_is_one_line_and_status_2(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _run([name, "--bogus-option"], capsys)
    assert code == 2
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert err.startswith(f"lexitile {name}: error: ") and "usage:" not in err


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_refused_value_is_one_line_and_status_2(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    bad = _bad_value(COMMANDS[name])
    assert bad is not None, f"lexitile {name} has no option taking a value"
    code, err = _run([name, *bad], capsys)
    assert code == 2
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert (bad[0] in err or "invalid choice" in err) and "usage:" not in err


@pytest.mark.parametrize(
    "argv",
    [
        ["duplicate", "--bogus"],
        ["duplicate", "--players", "Ann", "--entry", "abc"],
        ["selfplay", "--game", "nosuch"],
        ["study", "--from", "X.gcg", "--player", "Ann", "--min-loss", "abc"],
        ["league", "add", "Ann", "--zzz", "1"],
        ["lexicon", "nosuch"],
    ],
)
def test_the_reported_command_lines(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _run(argv, capsys)
    assert code == 2 and err.count("\n") == 1, err
    assert "--help" in err  # the line says where the usage is
