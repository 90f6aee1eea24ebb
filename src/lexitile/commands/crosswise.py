"""``lexitile crosswise``: play Crosswise, the two-team tile-laying game, at one keyboard.

    lexitile crosswise --players Ann,Bo[,Cy,Di] [--robot NAME[:LEVEL]] [--seed N]
                       [--match X | --sumof X] [--stuck pass|end] [--deal any|no-action-only]
                       [--lone NAME]
    lexitile crosswise --resume [FILE]      continue a saved match (default: the latest unfinished)
    lexitile crosswise --replay FILE        step through a recorded match
    lexitile crosswise --selfplay N [--players ...] [--robot ...]   robots only, no screen

``--robot NAME[:LEVEL]`` makes the player NAME a robot (levels easy, medium, hard;
default hard); a NAME not in ``--players`` adds a robot seat (2-4 seats in all). The
first player named plays for the columns, the sides alternate down the list; with
three players one of them is alone on the rows side: the second named, or the one
``--lone NAME`` chooses. ``--ui-lang LANG`` (en, de, pt_BR)
chooses the language of the screens (default: the system locale, else English). Exit status: 0 done, 2 a usage
error, a record that cannot be read or a match open in another lexitile (one line on
standard error); 1 when self-play finds a broken invariant, or when the player quit a
match that could not be saved.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from lexitile.commands.subcommand import open_with_flags
from lexitile.core.modes import OpenHow
from lexitile.errors import UsageError
from lexitile.games.crosswise.board import Side
from lexitile.games.crosswise.errors import CrosswiseError
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.robots import DEFAULT_LEVEL, LEVELS
from lexitile.games.crosswise.seats import MAX_PLAYERS, MIN_PLAYERS, check_names
from lexitile.games.crosswise.table import DEFAULT_LONE, Deal, MatchKind, MatchRule, Stuck, TableRules
from lexitile.i18n import set_ui_language, ui_language


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``crosswise`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "crosswise",
        help="play Crosswise, the two-team tile-laying game (2-4 players)",
        description="Play Crosswise at one keyboard: two sides on a 6x6 board, one scoring the "
        "rows and one the columns. Saved after every turn; resume with --resume.",
    )
    parser.add_argument("--players", metavar="A,B[,C,D]", help="player names, comma-separated (2-4 seats with --robot)")
    parser.add_argument(
        "--robot",
        action="append",
        default=[],
        metavar="NAME[:LEVEL]",
        help=f"a robot seat (levels: {', '.join(LEVELS)}; default {DEFAULT_LEVEL}); may be repeated",
    )
    parser.add_argument(
        "--seed", type=int, help="seed for the bag (a random one by default); kept in memory only, until a resume"
    )
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--match", type=int, metavar="X", help="play until a side has X victories")
    group.add_argument("--sumof", type=int, metavar="X", help="play X games; the highest sum of points wins")
    parser.add_argument(
        "--stuck",
        choices=[s.value for s in Stuck],
        default=Stuck.PASS.value,
        help="a player who cannot play: pass (default) or end the game",
    )
    parser.add_argument(
        "--deal",
        choices=[d.value for d in Deal],
        default=Deal.ANY.value,
        help="no-action-only: no starting hand of action tiles only",
    )
    parser.add_argument(
        "--lone",
        metavar="NAME",
        help="three players: who plays alone on the rows side (default: the second player named)",
    )
    parser.add_argument("--resume", nargs="?", const="", metavar="FILE", help="continue a saved match")
    parser.add_argument("--replay", metavar="FILE", help="step through a recorded match")
    parser.add_argument("--selfplay", type=int, metavar="N", help="play N games with robots in every seat, no screen")
    parser.add_argument("--no-save", action="store_true", help="do not write a record")
    parser.add_argument(
        "--ui-lang",
        metavar="LANG",
        help="language of the screens: en, de or pt_BR (default: the system locale, else English)",
    )
    from lexitile.commands.league_args import add_league_arguments  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    add_league_arguments(parser)
    parser.set_defaults(func=run, error_prefix="lexitile crosswise", opens_screen=opens_screen)


def opens_screen(args: argparse.Namespace) -> bool:
    """True unless ``--selfplay`` (which only prints): the command line refuses a
    screen without a terminal."""
    return args.selfplay is None


class _Usage(Exception):
    """A usage error of ``lexitile crosswise`` (reported by the command line's error
    boundary as ``lexitile crosswise: error: ...``, exit status 2)."""


def seats_from_args(args: argparse.Namespace) -> tuple[list[str], dict[str, str]]:
    """The seat names and the robot levels from ``--players`` and ``--robot``.

    Raises:
        _Usage: a bad level, a bad number of seats or bad names.
    """
    players = [p.strip() for p in args.players.split(",")] if args.players else []
    robots: dict[str, str] = {}
    for spec in args.robot:
        name, _, level = spec.partition(":")
        name = name.strip()
        level = level.strip() or DEFAULT_LEVEL
        if level not in LEVELS:
            raise _Usage(f"--robot {spec}: unknown level {level!r} (levels: {', '.join(LEVELS)})")
        if name not in players:
            players.append(name)
        robots[name] = level
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise _Usage(
            f"Crosswise needs {MIN_PLAYERS} to {MAX_PLAYERS} seats (--players and --robot), got {len(players)}"
        )
    try:
        players = check_names(players)
    except ValueError as exc:
        raise _Usage(str(exc)) from None
    return players, robots


def _rules(args: argparse.Namespace, players: list[str] | None = None) -> tuple[TableRules, MatchRule]:
    lone = DEFAULT_LONE
    if getattr(args, "lone", None) is not None:
        if players is None or len(players) != 3:
            raise _Usage("--lone is for a game of three players")
        if args.lone not in players:
            raise _Usage(f"--lone {args.lone!r} is not one of the players ({', '.join(players)})")
        lone = players.index(args.lone) + 1
    table = TableRules(Stuck(args.stuck), Deal(args.deal), lone)
    try:
        if args.match is not None:
            return table, MatchRule(MatchKind.MATCH, args.match)
        if args.sumof is not None:
            return table, MatchRule(MatchKind.SUMOF, args.sumof)
    except CrosswiseError as exc:
        raise _Usage(str(exc)) from None
    return table, MatchRule()


def run(args: argparse.Namespace) -> int:
    """Carry out ``lexitile crosswise``; return the exit status (0, or 1 when self-play
    finds a broken invariant).

    Raises:
        UsageError: a bad option, or nothing to resume.
        LexitileError: a record that cannot be read.
    """
    try:
        if args.selfplay is not None:
            return _selfplay(args)
        if args.replay:
            return _replay(args.replay, args)
        return _play(args)
    except _Usage as exc:
        raise UsageError(str(exc)) from None


def _play(args: argparse.Namespace) -> int:
    from lexitile.games.crosswise.files import latest_record, rules_card  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.play.crosswise import Session  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.tui.crosswise.app import CrosswiseApp  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

    if args.resume is not None:
        path = Path(args.resume) if args.resume else latest_record()
        if path is None:
            raise _Usage("no unfinished Crosswise match to resume")
        session = Session.resume(path)
        if session.match.is_over:
            raise _Usage(f"{path}: that match is over (use --replay to watch it)")
    else:
        if not args.players and not args.robot:
            raise _Usage("name the players: --players Ann,Bo[,Cy,Di] (or --resume, --replay)")
        players, robots = seats_from_args(args)
        table, rule = _rules(args, players)
        from lexitile.commands.league_args import league_from_args  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

        league = league_from_args(args, players, list(robots))
        session = Session.new(players, robots, args.seed, table, rule, save=not args.no_save, league=league)
        if session.last_error:  # a match that cannot be saved must not start
            raise _Usage(session.last_error)
    status = CrosswiseApp(session, card=rules_card(_choose_ui_language(args))).run()
    session.close()
    if session.unsaved:  # the player quit anyway: never claim it is saved
        print(f"lexitile crosswise: the match is NOT saved: {session.last_error}", file=sys.stderr)
        return 1
    if session.path is not None:
        print(f"Crosswise record: {session.path}")
    return int(status or 0)


def _replay(path: str, args: argparse.Namespace) -> int:
    from lexitile.games.crosswise.files import load_record, rules_card  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.tui.crosswise.app import CrosswiseApp  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

    loaded = load_record(path)
    card = rules_card(_choose_ui_language(args))
    CrosswiseApp(replay=loaded.match, card=card, hands_hidden=not loaded.match.is_over).run()
    return 0


def _choose_ui_language(args: argparse.Namespace) -> str:
    """``--ui-lang`` (else the environment) chooses the language of the screens; called
    just before the app is created (the command line's own messages stay English).
    Returns the chosen gettext code (``"en"``, ``"de"``, ``"pt_BR"``)."""
    set_ui_language(getattr(args, "ui_lang", None))
    return ui_language()


def _selfplay(args: argparse.Namespace) -> int:
    """Robot games without a screen: prints win counts, end reasons and ms per move,
    and checks the invariants (no tile created or lost) after every turn."""
    from lexitile.games.crosswise.files import load_components  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crosswise.selfplay import InvariantError, selfplay  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    if args.selfplay < 1:
        raise _Usage("--selfplay needs a number of games of at least 1")
    if not args.players and not args.robot:
        args.robot = ["Robo1:hard", "Robo2:easy"]
    players, robots = seats_from_args(args)
    levels = [robots.get(p, DEFAULT_LEVEL) for p in players]
    table, _ = _rules(args, players)
    seed = args.seed if args.seed is not None else 0
    n = args.selfplay
    try:
        stats = selfplay(load_components(), players, levels, n, seed, table)
    except InvariantError as exc:
        print(f"lexitile crosswise: self-play failed: {exc}", file=sys.stderr)
        return 1

    sides = Game(load_components(), players, table, seed=seed)
    seats = list(enumerate(zip(players, levels, strict=True)))
    col = ", ".join(f"{p} ({lv})" for i, (p, lv) in seats if sides.side_of(i) is Side.COLUMNS)
    row = ", ".join(f"{p} ({lv})" for i, (p, lv) in seats if sides.side_of(i) is Side.ROWS)
    print(f"{n} games, seeds {seed}..{seed + n - 1}: COLUMNS [{col}] vs ROWS [{row}]")
    print(f"columns won {stats.wins['columns']}, rows won {stats.wins['rows']}, drawn {stats.wins['draw']}")
    ends = ", ".join(f"{k} {v}" for k, v in sorted(stats.reasons.items()))
    print(f"ends: {ends}; {stats.turns / n:.1f} turns per game")
    print(f"ms per move: median {stats.median_ms:.2f}, max {stats.max_ms:.2f}; invariants held after every turn")
    return 0


def open_file(path: Path, how: OpenHow, ui_lang: str | None) -> int:
    """Open a saved Crosswise match for ``lexitile resume`` (the mode registry's opener):
    ``--resume`` it, or ``--replay`` it when finished or asked to.

    Raises:
        LexitileError: the file cannot be read or opened.
    """
    return open_with_flags("crosswise", path, how, ui_lang)
