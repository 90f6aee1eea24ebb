"""``lexitile duplicate``: duplicate, everyone plays the same rack, at one keyboard.

    lexitile duplicate --players Ann,Bo [--robot NAME[:LEVEL]] [--rules NAME] [--lang LANG]
                       [--lexicon NAME|PATH] [--seed N] [--think S] [--entry S] [--hints]
    lexitile duplicate --resume [FILE]       continue a saved game (default: the latest unfinished)
    lexitile duplicate --replay FILE         step through a record, round by round (read-only)
    lexitile duplicate --rounds FILE         print a record's rounds: rack, every play, the top
    lexitile duplicate --master FILE         print a record's master game (the tops) as GCG
    lexitile duplicate --selfplay N [--players ...] [--robot ...] [--json]   robots only, no screen

``--robot NAME[:LEVEL]`` makes the player NAME a robot (levels easy, medium, hard;
default medium); a NAME not in ``--players`` adds a robot seat (1-4 seats in all).
``--rules`` chooses the board, tile values and bingo bonus (default mattel); ``--lang``
the word list and tile set (en, de, pt_BR; default the rule set's own, else English);
``--think`` the thinking time per round (default 180 s) and ``--entry`` each person's
time to enter a play (default 30 s), 0 for untimed; ``--hints`` lets F2 give the person
entering a hint (off by default).
With ``--selfplay N --json`` one object is printed: ``{"game": "duplicate", "games",
"top_total", "sides": [{"level", "total", "share_of_top"}]}`` (``top_total`` and
``total`` are means per game, ``share_of_top`` a seat's points over the sum of the
tops). Exit status: 0 done, 2 a usage error or a record that cannot be read (one line
on standard error); 1 when self-play finds a broken invariant.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.core.modes import get_mode
from lexitile.errors import UsageError
from lexitile.i18n import set_ui_language
from lexitile.languages import CODES_TEXT

if TYPE_CHECKING:
    from lexitile.core.modes import OpenHow
    from lexitile.games.duplicate.setup import GameSetup

#: Seats at a duplicate table (people and robots together).
MIN_SEATS, MAX_SEATS = 1, 4
#: The robots' levels and the default, as the mode registry has them.
LEVELS, DEFAULT_LEVEL = get_mode("duplicate").robot_levels, get_mode("duplicate").default_robot_level


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``duplicate`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "duplicate",
        help="play duplicate: everyone plays the same rack (1-4 players)",
        description="Duplicate at one keyboard: every round one rack for everybody, each player "
        "enters a play behind the curtain, the top goes on the board. Saved after every entry.",
    )
    parser.add_argument("--players", metavar="A[,B,C,D]", help="player names, comma-separated (1-4 seats with --robot)")
    parser.add_argument(
        "--robot",
        action="append",
        default=[],
        metavar="NAME[:LEVEL]",
        help=f"a robot seat (levels: {', '.join(LEVELS)}; default {DEFAULT_LEVEL}); may be repeated",
    )
    parser.add_argument("--rules", default="mattel", metavar="NAME", help="rule set: board, tile values, bingo bonus")
    parser.add_argument("--lang", metavar="LANG", help=f"word list and tiles: {CODES_TEXT} (default: the rule set's)")
    parser.add_argument("--lexicon", metavar="NAME|PATH", help="another word list (default: the language's)")
    parser.add_argument("--seed", type=int, help="seed for the draws (a random one by default)")
    parser.add_argument(
        "--think", type=int, default=180, metavar="SECONDS", help="thinking time per round (default 180; 0 untimed)"
    )
    parser.add_argument(
        "--entry", type=int, default=30, metavar="SECONDS", help="time to enter a play (default 30; 0 untimed)"
    )
    parser.add_argument(
        "--hints", action="store_true", help="F2 gives the person entering a hint (the top's score and square)"
    )
    parser.add_argument("--resume", nargs="?", const="", metavar="FILE", help="continue a saved game")
    parser.add_argument("--replay", metavar="FILE", help="step through a record, round by round")
    parser.add_argument("--rounds", metavar="FILE", help="print a record's rounds: rack, every play, the top")
    parser.add_argument("--master", metavar="FILE", help="print a record's master game as GCG")
    parser.add_argument("--selfplay", type=int, metavar="N", help="play N games with robots in every seat, no screen")
    parser.add_argument("--json", action="store_true", help="with --selfplay: print one JSON summary object")
    parser.add_argument("--no-save", action="store_true", help="do not write a record")
    parser.add_argument(
        "--ui-lang", metavar="LANG", help="language of the screens: en, de or pt_BR (default: the system locale)"
    )
    from lexitile.commands.league_args import add_league_arguments  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    add_league_arguments(parser)
    parser.set_defaults(func=run, error_prefix="lexitile duplicate", opens_screen=opens_screen)


def opens_screen(args: argparse.Namespace) -> bool:
    """True unless the command only prints (``--selfplay``, ``--rounds``, ``--master``)."""
    return args.selfplay is None and not args.rounds and not args.master


def seats_from_args(args: argparse.Namespace) -> tuple[list[str], dict[int, str]]:
    """The seat names and the robots' levels by 0-based seat, from ``--players`` and ``--robot``.

    Raises:
        UsageError: a bad level, a bad number of seats, an empty name, a name twice, or a
            ``,``, ``:`` or control character in a name.
    """
    players = [p.strip() for p in args.players.split(",")] if args.players else []
    robots: dict[str, str] = {}
    for spec in args.robot:
        name, _, level = spec.partition(":")
        name, level = name.strip(), level.strip() or DEFAULT_LEVEL
        if level not in LEVELS:
            raise UsageError(f"--robot {spec!r}: unknown level {level!r} (levels: {', '.join(LEVELS)})")
        if name not in players:
            players.append(name)
        robots[name] = level
    if not MIN_SEATS <= len(players) <= MAX_SEATS:
        raise UsageError(
            f"duplicate needs {MIN_SEATS} to {MAX_SEATS} seats (--players and --robot), got {len(players)}"
        )
    if any(not p for p in players) or len(set(players)) != len(players):
        raise UsageError(f"each player needs a name of their own, got {', '.join(players)!r}")
    if any("," in p or ":" in p or not p.isprintable() for p in players):
        raise UsageError(
            "a player's name holds no comma, colon or control character (the record keeps names on one line)"
        )
    return players, {players.index(name): level for name, level in robots.items()}


def setup_from_args(args: argparse.Namespace, players: list[str], robots: dict[int, str]) -> GameSetup:
    """The :class:`~lexitile.games.duplicate.setup.GameSetup` the options name.

    Raises:
        LexitileError: an unknown rule set or language.
    """
    from lexitile.games.crossword.catalog import load_rules  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.duplicate.setup import GameSetup  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.languages import resolve  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    rules = load_rules(args.rules)
    lexicon, tiles = resolve(args.lang, args.lexicon, None, rules.language)
    return GameSetup(tuple(players), robots, args.rules, tiles or rules.tileset.name, lexicon)


def run(args: argparse.Namespace) -> int:
    """Carry out ``lexitile duplicate``; return the exit status (0, or 1 when self-play
    finds a broken invariant).

    Raises:
        UsageError: a bad option, or nothing to resume.
        LexitileError: a record that cannot be read.
    """
    if args.selfplay is not None:
        return _selfplay(args)
    if args.rounds:
        return _rounds(args.rounds)
    if args.replay:
        return _replay(args.replay, args.ui_lang)
    if args.master:
        return _master(args.master)
    return _play(args)


def _play(args: argparse.Namespace) -> int:
    from lexitile.games.duplicate.files import rules_card  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.play.duplicate import Session  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.tui.duplicate.app import DuplicateApp  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

    if args.resume is not None:
        path = Path(args.resume) if args.resume else _latest_unfinished()
        if path is None:
            raise UsageError("no unfinished duplicate game to resume")
        session = Session.resume(path)
        if session.finished:
            session.close()
            raise UsageError(f"{path}: that game is over (use --replay to see it)")
    else:
        if not args.players and not args.robot:
            raise UsageError("name the players: --players Ann[,Bo,Cy,Di] (or --resume, --replay)")
        if args.think < 0 or args.entry < 0:
            raise UsageError("--think and --entry take 0 (untimed) or more seconds")
        players, robots = seats_from_args(args)
        from lexitile.commands.league_args import league_from_args  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

        league = league_from_args(args, players, [players[s] for s in robots])
        setup = replace(
            setup_from_args(args, players, robots), think_seconds=args.think, entry_seconds=args.entry, hints=args.hints
        )
        session = Session.new(setup, args.seed, save=not args.no_save, league=league)
        if session.last_error:  # a game that cannot be saved must not start
            session.close()
            raise UsageError(session.last_error)
    status = DuplicateApp(session, card=rules_card(set_ui_language(args.ui_lang))).run()
    session.close()
    if session.unsaved:  # the player quit anyway: never claim it is saved
        print(f"lexitile duplicate: the game is NOT saved: {session.last_error}", file=sys.stderr)
        return 1
    if session.path is not None:
        print(f"duplicate record: {session.path}")
    return int(status or 0)


def _latest_unfinished() -> Path | None:
    """The most recent duplicate record whose game is not over, or ``None``."""
    from lexitile.games.duplicate.files import RECORD_SUFFIX, records_dir  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    folder = records_dir()
    records = sorted(folder.glob(f"*{RECORD_SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in records:
        text = path.read_text(encoding="utf-8", errors="replace")
        if "\nend: " not in text:
            return path
    return None


def _selfplay(args: argparse.Namespace) -> int:
    from lexitile.games.crossword.catalog import load_rules  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.engine.automaton import automaton_for_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.duplicate.files import game_lexicon, letter_classes  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.duplicate.selfplay import run_match  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    if args.selfplay < 1:
        raise UsageError("--selfplay needs a number of games of at least 1")
    if not args.players and not args.robot:
        args.robot = ["Robo1:hard", "Robo2:easy"]
    players, robots = seats_from_args(args)
    levels = [robots.get(seat, DEFAULT_LEVEL) for seat in range(len(players))]
    setup = setup_from_args(args, players, robots)
    rules = load_rules(setup.rules, tiles=setup.tiles)
    lexicon = game_lexicon(setup.lexicon, rules)
    seed = args.seed if args.seed is not None else 0
    summary = run_match(
        rules, letter_classes(rules.tileset), levels, args.selfplay, seed, automaton_for_lexicon(lexicon), lexicon
    )
    data = summary.to_json()
    if args.json:
        print(json.dumps(data))
    else:
        print(f"{summary.games} games, seeds {seed}..{seed + summary.games - 1}, rules {rules.name}, {lexicon.name}")
        print(f"tops: {data['top_total']} points per game")
        for name, side in zip(players, data["sides"], strict=True):
            print(f"{name} ({side['level']}): {side['total']} per game, {side['share_of_top']:.1%} of the top")
    for line in summary.violations[:20]:
        print(f"VIOLATION {line}", file=sys.stderr)
    return 1 if summary.violations else 0


def _replay(path: str, ui_lang: str | None) -> int:
    from lexitile.commands.duplicate_records import replay_record  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    return replay_record(path, ui_lang)


def open_file(path: Path, how: OpenHow, ui_lang: str | None) -> int:
    """Open a saved duplicate game for ``lexitile resume`` (the mode registry's opener):
    ``--resume`` it, or ``--replay`` it when finished or asked to.

    Raises:
        LexitileError: the file cannot be read or opened.
    """
    from lexitile.commands.subcommand import open_with_flags  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    return open_with_flags("duplicate", path, how, ui_lang)


def _rounds(path: str) -> int:
    from lexitile.commands.duplicate_records import rounds_text  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    sys.stdout.write(rounds_text(path))
    return 0


def _master(path: str) -> int:
    from lexitile.commands.duplicate_records import RECORD_TOOLS  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    sys.stdout.write(RECORD_TOOLS.export(Path(path), "gcg"))
    return 0
