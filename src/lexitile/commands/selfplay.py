"""``lexitile selfplay [--game scrabble|quiddler|crosswise|duplicate] --games N --seed S [--seats L,L[,L[,L]] | --level L [--vs LEVEL]] [--seconds S | --deals N] [--rules NAME]``.

``--game quiddler``, ``--game crosswise`` and ``--game duplicate`` hand over to those
modes' own robot soaks (``lexitile quiddler --selfplay N``, ``lexitile crosswise
--selfplay N``, ``lexitile duplicate --selfplay N``), which check their own invariants;
for Quiddler and duplicate ``--level`` and ``--vs`` or ``--seats`` choose the robots'
levels (duplicate: easy, medium, hard), and duplicate takes ``--rules``, ``--lexicon``
and ``--json`` too. Everything below is about the board game (the default).

Plays robot games for 2-4 seats headless (:func:`lexitile.games.crossword.selfplay.run_match`)
and prints, per side: games, games started, mean final score per game, bingos per game,
mean thinking time per move (ms), exchanges and passes per game, wins, draws and the
win rate (a draw shared by k sides counts 1/k: a half between two); then games per
second, turns per game, how games ended, and the invariant check: tiles never created
or lost, scores equal to the sum of the event scores, every game ending, and every
finished game's GCG reading back and verifying. Game ``i`` has seed ``S + i``; the
sides rotate through the seats and the first seat moves first, so each side starts
equally often (:func:`lexitile.games.crossword.selfplay.seating`: when ``N`` is not a multiple
of the number of sides, the first ``N mod sides`` sides start once more).

Options: ``--seats`` 2-4 comma-separated levels, one per side (``expert,hard,hard``);
``--level`` (default ``hard``) plays ``--vs`` (default: the same level), the shorthand
for two sides (not together with ``--seats``); ``--seconds`` the expert's time budget
per simulated move (default :data:`lexitile.games.crossword.engine.robots.EXPERT_SECONDS`) or
``--deals`` a fixed number of deals per simulated move instead (reproducible);
``--rules`` a rule set name or file (default ``mattel``); ``--lexicon`` (default: the
built-in list of the rule set's tile language); ``--json`` one summary object, with one ``sides`` entry per side (``level``,
``win_rate``, ``mean_score``, ``simulated``, ``simulated_moves``, ``deals_per_move``...);
``--save DIR`` writes every game as ``DIR/selfplay-<seed>.gcg``; ``--no-check`` skips
the invariant checks (timing only); ``--progress`` prints a line to standard error
every 50 games.

Exit status: 0 when every invariant held; 1 when any was broken (each printed as
``VIOLATION seed S: message``, at most 20, then a count); 2 a usage error.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.errors import LexitileError, UsageError

if TYPE_CHECKING:
    from lexitile.games.crossword.selfplay import GameResult, MatchSummary

_MAX_SHOWN = 20
#: Sides a table seats.
_MIN_SEATS, _MAX_SEATS = 2, 4


def _seats(text: str) -> tuple[str, ...]:
    """``--seats``: 2-4 comma-separated robot levels.

    Raises:
        UsageError: an unknown level, or fewer than 2 or more than 4 of them.
    """
    from lexitile.games.crossword.engine.robots import LEVELS, parse_level  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    levels = tuple(part.strip() for part in text.split(","))
    for level in levels:
        try:
            parse_level(level)
        except ValueError:
            raise UsageError(
                f"--seats {text}: unknown level {level!r} (expected 2 to 4 of {', '.join(LEVELS)}, each may end in +familiar)"
            ) from None
    if not _MIN_SEATS <= len(levels) <= _MAX_SEATS:
        raise UsageError(f"--seats {text}: {len(levels)} level(s), but a table seats 2 to 4")
    return levels


def _check_handover(args: argparse.Namespace, mode_levels: tuple[str, ...], levels: tuple[str, ...]) -> None:
    """What ``--game quiddler|crosswise|duplicate`` hands to the game's own soak, checked
    here so that an error names the option the user typed (``--games``, ``--seats``,
    ``--level``, ``--vs``), not the ones it is handed over as (``--selfplay``, ``--robot``).

    Args:
        args: the parsed command line.
        mode_levels: the game's robot levels (:attr:`lexitile.core.modes.GameMode.robot_levels`).
        levels: the sides' levels, from ``--seats`` or ``--level``/``--vs``.

    Raises:
        UsageError: ``--games`` below 1; a level the game's robots do not have (Quiddler
            and duplicate: easy, medium, hard).
    """
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, got {args.games}")
    if args.game not in ("quiddler", "duplicate"):
        return
    for level in levels:
        if level in mode_levels:
            continue
        if args.seats is not None:
            typed = f"--seats {args.seats}"
        else:
            typed = f"--level {args.level}" if args.level == level else f"--vs {args.vs}"
        raise UsageError(
            f"{typed}: unknown level {level!r} for --game {args.game} (its robots: {', '.join(mode_levels)})"
        )


def _check_budget(args: argparse.Namespace) -> None:
    """``--seconds`` and ``--deals`` checked: one of them at most, seconds above 0, deals 1 or more.

    Raises:
        UsageError: both given, or a value out of range.
    """
    seconds, deals = args.seconds, args.deals
    if seconds is not None and deals is not None:
        raise UsageError("give the expert either --seconds or --deals per move, not both")
    if seconds is not None and not 0 < seconds < float("inf"):
        raise UsageError(f"--seconds {seconds:g}: expected a number of seconds above 0")
    if deals is not None and deals < 1:
        raise UsageError(f"--deals {deals}: expected at least 1 deal per move")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``selfplay`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    from lexitile.games.crossword.engine.robots import EXPERT_SECONDS, LEVELS  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    parser = subparsers.add_parser(
        "selfplay",
        help="play robot games headless and check invariants",
        description="Play robot-vs-robot games without the UI; print scores, bingos, time per "
        "move and win rates, and check the game invariants after every move. Exit status: 0 "
        "all invariants held, 1 a violation, 2 usage error.",
    )
    parser.add_argument(
        "--game",
        choices=("scrabble", "quiddler", "crosswise", "duplicate"),
        default="scrabble",
        help="which game the robots play (default: the board game)",
    )
    parser.add_argument("--games", type=int, default=100, metavar="N", help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="seed of the first game (default 1)")
    parser.add_argument(
        "--seats",
        metavar="L,L[,L[,L]]",
        help="2-4 comma-separated levels, one per side (e.g. expert,hard,hard); the sides rotate so that "
        "each starts equally often (with --games not a multiple of the sides, the first ones start once more)",
    )
    parser.add_argument(
        "--level", choices=LEVELS, default=None, help="first side's level (default hard; not with --seats)"
    )
    parser.add_argument(
        "--vs",
        choices=LEVELS,
        default=None,
        metavar="LEVEL",
        help="second side's level (default: --level; not with --seats)",
    )
    parser.add_argument(
        "--seconds",
        type=float,
        metavar="S",
        help=f"the expert's time budget in seconds per simulated move (default {EXPERT_SECONDS:g}; not with --deals)",
    )
    parser.add_argument(
        "--deals",
        type=int,
        metavar="N",
        help="a fixed number of deals per simulated expert move instead of --seconds (reproducible)",
    )
    parser.add_argument("--rules", default="mattel", metavar="NAME", help="rule set name or TOML file (default mattel)")
    parser.add_argument("--lexicon", metavar="NAME|PATH", help="lexicon (default: the rule set's language)")
    parser.add_argument("--json", action="store_true", help="print one JSON summary object")
    parser.add_argument("--save", metavar="DIR", help="write every game's GCG into DIR")
    parser.add_argument("--no-check", action="store_true", help="skip the invariant checks")
    parser.add_argument("--progress", action="store_true", help="report progress on standard error")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Play the match and print the summary; return the exit status (0, 1 or 2).

    Raises:
        UsageError: ``--seats`` given with ``--level`` or ``--vs``; ``--seats`` of
            more than two, ``--seconds`` or ``--deals`` with another game.
    """
    if args.seats is not None and (args.level is not None or args.vs is not None):
        raise UsageError("give the sides either with --seats or with --level/--vs, not both")
    if args.seats is not None:
        levels = _seats(args.seats)
    else:
        levels = (args.level or "hard", args.vs or args.level or "hard")
    _check_budget(args)
    if args.game != "scrabble" and (args.seconds is not None or args.deals is not None):
        raise UsageError(f"--seconds and --deals set the board game's expert; --game {args.game} has none")
    if args.game == "crosswise" and args.seats is not None:
        raise UsageError("--game crosswise plays its own robots: --seats is for the board game and quiddler")
    if args.game != "scrabble":
        from lexitile.commands.subcommand import run_subcommand  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
        from lexitile.core.modes import get_mode  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

        mode = get_mode(args.game)  # the card and tile games are named by their mode's id
        _check_handover(args, mode.robot_levels, levels)
        argv = [mode.command, "--selfplay", str(args.games), "--seed", str(args.seed)]
        if args.game in ("quiddler", "duplicate"):  # the same level names: one robot per side
            for i, level in enumerate(levels):
                argv += ["--robot", f"Robot {i + 1}:{level}"]
        if args.game == "duplicate":  # on the board game's rule sets and word lists
            argv += ["--rules", args.rules] + (["--lexicon", args.lexicon] if args.lexicon else [])
            argv += ["--json"] if args.json else []
        return run_subcommand(mode.command_module(), argv)
    return _run(args, levels)


def _run(args: argparse.Namespace, levels: tuple[str, ...]) -> int:
    from lexitile.games.crossword.catalog import load_rules  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.engine.automaton import automaton_for_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.selfplay import lexicon_for_tileset, run_match  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.lexicon import load_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    if args.games < 1:
        raise LexitileError(f"--games must be at least 1, got {args.games}")
    rules = load_rules(args.rules)
    spec = args.lexicon or lexicon_for_tileset(rules.tileset.name)
    if spec is None:
        raise LexitileError(f"no built-in lexicon for the {rules.tileset.name} tile set: give one with --lexicon")
    lexicon = load_lexicon(spec)
    from lexitile.text.progress import ProgressLine  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    what = f"building the move generator for the {getattr(lexicon, 'name', spec)} word list (first use only)"
    automaton = automaton_for_lexicon(lexicon, progress=ProgressLine(what))
    save_dir = None
    if args.save:
        save_dir = Path(args.save)
        try:
            save_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise LexitileError(f"{save_dir}: cannot create the folder: {exc.strerror or exc}") from None

    def keep(res: GameResult) -> None:
        if save_dir is not None and res.gcg:
            (save_dir / f"selfplay-{res.seed}.gcg").write_text(res.gcg, encoding="utf-8")

    def progress(done: int, summary: MatchSummary) -> None:
        if args.progress and (done % 50 == 0 or done == args.games):
            rates = " vs ".join(f"{s.label} {s.win_rate:.1%}" for s in summary.sides)
            print(
                f"  {done}/{args.games} games, {summary.games_per_second:.2f} games/s, "
                f"{rates}, {len(summary.violations)} violations",
                file=sys.stderr,
                flush=True,
            )

    check = not args.no_check
    summary = run_match(
        rules,
        automaton,
        lexicon,
        levels,
        args.games,
        args.seed,
        check=check,
        check_gcg=check,
        progress=progress,
        keep=keep,
        think_seconds=args.seconds,
        think_deals=args.deals,
    )
    if args.json:
        obj = {
            "games": summary.games,
            "seed": args.seed,
            "rules": rules.name,
            "lexicon": lexicon.name,
            "seconds": round(summary.seconds, 2),
            "games_per_second": round(summary.games_per_second, 3),
            "turns_per_game": round(summary.turns / summary.games, 2),
            "ends": dict(summary.ends),
            "sides": [s.to_json() for s in summary.sides],
            "checked": check,
            "violations": [{"seed": s, "message": m} for s, m in summary.violations],
            "notes": [{"seed": s, "message": m} for s, m in summary.notes],
        }
        print(json.dumps(obj))
    else:
        print(
            f"selfplay: {summary.games} games, {' vs '.join(levels)}, rules {rules.name}, "
            f"lexicon {lexicon.name} ({len(lexicon):,} words), seeds {args.seed}..{args.seed + args.games - 1}"
        )
        width = max(10, *(len(s.label) for s in summary.sides))  # a +familiar label is longer
        print(
            f"{'level':<{width}} {'games':>6} {'starts':>6} {'mean score':>10} {'bingos/game':>11} {'ms/move':>8} "
            f"{'exch/game':>9} {'pass/game':>9} {'wins':>6} {'draws':>5} {'win rate':>8}"
        )
        for s in summary.sides:
            print(
                f"{s.label:<{width}} {s.games:>6} {s.starts:>6} {s.mean_score:>10.1f} {s.bingos_per_game:>11.2f} {s.ms_per_move:>8.2f} "
                f"{s.exchanges / s.games:>9.2f} {s.passes / s.games:>9.2f} {s.wins:>6} {s.draws:>5} {s.win_rate:>8.1%}"
            )
        for s in summary.sides:
            if s.simulated_moves:
                print(f"{s.label}: {s.simulated_moves} moves simulated, {s.deals_per_move or 0:.1f} deals per move")
            elif s.level == "expert":
                print(f"{s.label}: no move simulated")
        ends = ", ".join(f"{k} {v}" for k, v in sorted(summary.ends.items()))
        print(
            f"{summary.games_per_second:.2f} games/s ({summary.seconds:.1f} s); "
            f"{summary.turns / summary.games:.1f} turns/game; ended: {ends}"
        )
        if not check:
            print("invariants: not checked (--no-check)")
        else:
            print(
                f"invariants: {'all held' if not summary.violations else f'{len(summary.violations)} violations'} "
                "(tiles, scores, racks, generator scores, game end, GCG write/read/verify)"
            )
            if summary.notes:
                print(
                    f"note: {len(summary.notes)} games ended on {rules.name}'s scoreless rule, which GCG replays "
                    "do not know: their records were verified up to the settlement"
                )
    for seed, message in summary.violations[:_MAX_SHOWN]:
        print(f"VIOLATION seed {seed}: {message}", file=sys.stderr)
    if len(summary.violations) > _MAX_SHOWN:
        print(f"... and {len(summary.violations) - _MAX_SHOWN} more violations", file=sys.stderr)
    return 1 if summary.violations else 0
