"""One error boundary for every sub-command (``lexitile.cli.run_command``): whatever a
command raises becomes one line on standard error and the documented exit status, and
no command keeps a copy of its own (the commands' exit statuses themselves are held by
``test_bad_input.py`` and each command's tests)."""

from __future__ import annotations

import argparse
import ast
import sqlite3
from pathlib import Path

import pytest

from lexitile import cli
from lexitile.games.crossword.records.gcg import GcgError, parse_gcg

COMMANDS = Path(cli.__file__).parent / "commands"


def _prints_an_error(node: ast.AST) -> bool:
    """A ``print(..., file=sys.stderr)`` whose text says ``error:``."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print"):
        return False
    to_stderr = any(
        k.arg == "file" and isinstance(k.value, ast.Attribute) and k.value.attr == "stderr" for k in node.keywords
    )
    texts = [
        c.value for a in node.args for c in ast.walk(a) if isinstance(c, ast.Constant) and isinstance(c.value, str)
    ]
    return to_stderr and any("error:" in t for t in texts)


def copies_of_the_boundary() -> list[str]:
    """``except`` clauses in the commands that print an error line themselves."""
    found = []
    for path in sorted(COMMANDS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ExceptHandler) and any(_prints_an_error(n) for b in node.body for n in ast.walk(b)):
                found.append(f"{path.name}:{node.lineno}")
    return found


def test_no_command_prints_its_own_errors() -> None:
    assert copies_of_the_boundary() == []


def raising(exc: BaseException, **fields: object) -> argparse.Namespace:
    def func(args: argparse.Namespace) -> int:
        raise exc

    return argparse.Namespace(func=func, **fields)


def test_a_record_fault_is_one_line_with_its_code(capsys) -> None:
    try:
        parse_gcg(b"#player1 a A\n#player2 b B\nnonsense\n", "x.gcg")
    except GcgError as exc:
        fault = exc
    assert cli.run_command(raising(fault)) == 2
    err = capsys.readouterr().err
    assert err == (
        "lexitile: error: x.gcg:3: line is neither a pragma (#...), an event (>...) nor the continuation "
        "of a #note: 'nonsense' [NO_MATCHING_TOKEN]\n"
    )


@pytest.mark.parametrize(
    ("exc", "fields", "line"),
    [
        (cli.UsageError("--turn 0: turns count from 1"), {}, "lexitile: error: --turn 0: turns count from 1"),
        (RuntimeError("boom"), {"file": "g.gcg"}, "lexitile: error: g.gcg: RuntimeError: boom"),
        (KeyError("rack"), {}, "lexitile: error: KeyError: 'rack'"),
        (
            PermissionError(13, "Permission denied", "/x/y.json"),
            {},
            "lexitile: error: /x/y.json: Permission denied",
        ),
        (
            sqlite3.DatabaseError("file is not a database"),
            {},
            "lexitile: error: the league database: file is not a database",
        ),
        (RuntimeError("boom"), {"error_prefix": "lexitile crosswise"}, "lexitile crosswise: error: RuntimeError: boom"),
    ],
    ids=["usage", "bug-with-file", "bug", "os", "sqlite", "prefix"],
)
def test_every_error_is_one_line_and_status_2(exc, fields, line, capsys) -> None:
    assert cli.run_command(raising(exc, **fields)) == 2
    captured = capsys.readouterr()
    assert captured.err == line + "\n" and captured.out == ""


def test_ctrl_c_and_a_closed_pipe(capsys) -> None:
    assert cli.run_command(raising(KeyboardInterrupt())) == 130
    assert cli.run_command(raising(BrokenPipeError())) == 0
    assert capsys.readouterr().err == ""


def test_a_bug_inside_a_command_is_a_line_not_a_traceback(monkeypatch, capsys) -> None:
    """``check`` had its own wrapper for lexicon errors only: anything else was a traceback."""
    from lexitile.commands import check

    def broken(raw, lexicon):
        raise IndexError("list index out of range")

    monkeypatch.setattr(check, "verdict_message", broken)
    assert cli.main(["check", "--lexicon", str(Path(__file__).parents[1] / "data" / "wordlist-small.txt"), "ZA"]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == "lexitile: error: IndexError: list index out of range"


def test_usage_errors_raised_by_commands_keep_their_wording(monkeypatch, tmp_path, capsys) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    assert cli.main(["league", "--db", str(tmp_path / "l.db"), "delete", "Ann"]) == 2
    assert capsys.readouterr().err == "lexitile: error: league delete Ann: add --yes to delete the profile\n"
    assert cli.main(["resume"]) == 2
    assert capsys.readouterr().err.startswith("lexitile: error: no unfinished game saved in ")
    assert cli.main(["replay", str(tmp_path / "nope.gcg")]) == 2
    assert capsys.readouterr().err == f"lexitile: error: {tmp_path / 'nope.gcg'}: no such file\n"


@pytest.mark.parametrize(
    ("argv", "prog", "extra"),
    [
        (["check", "--bogus", "ZA"], "lexitile check", "--bogus"),
        (["verify", "x.gcg", "--nope"], "lexitile verify", "--nope"),
        (["league", "add", "Ann", "--zzz", "1"], "lexitile league add", "--zzz 1"),
        (["crosswise", "--players", "Ann,Bo", "--zzz"], "lexitile crosswise", "--zzz"),
    ],
    ids=["check", "verify", "league-add", "crosswise"],
)
def test_a_bad_option_is_refused_by_its_sub_command_in_one_line(argv, prog, extra, capsys) -> None:
    with pytest.raises(SystemExit) as caught:
        cli.main(argv)
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err == f"{prog}: error: unrecognized arguments: {extra} ({prog} --help lists the options)\n"


def test_options_without_a_sub_command_are_plays(monkeypatch) -> None:
    """``lexitile`` alone is ``lexitile play``; so is ``lexitile --ui-lang de`` (it was
    refused: argparse took ``de`` for a sub-command)."""
    seen: list[argparse.Namespace] = []
    monkeypatch.setattr(cli, "run_command", lambda args: seen.append(args) or 0)
    assert cli.main(["--ui-lang", "de"]) == 0
    assert cli.main(["--players=Ann,Bo"]) == 0
    assert cli.main([]) == 0
    assert [(a.command, a.ui_lang, a.players) for a in seen] == [
        ("play", "de", None),
        ("play", None, "Ann,Bo"),
        ("play", None, None),
    ]


def test_the_top_level_options_stay_its_own(capsys) -> None:
    with pytest.raises(SystemExit) as caught:
        cli.main(["--version"])
    assert caught.value.code == 0 and capsys.readouterr().out.startswith("lexitile ")
    with pytest.raises(SystemExit):
        cli.main(["-h"])
    assert capsys.readouterr().out.startswith("usage: lexitile [-h] [--version]")
