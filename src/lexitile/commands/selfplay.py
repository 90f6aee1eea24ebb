"""``lexitile selfplay [--game scrabble|quiddler|crosswise|duplicate] --games N --seed S [--seats L,L[,L[,L]] | --level L [--vs LEVEL]] [--seconds S | --deals N] [--rules NAME] [--lang LANG]``.

Each game mode says how its robots are played here (:class:`lexitile.core.modes.GameMode`:
``selfplay_name``, ``selfplay_soak``, ``selfplay_options``). The board game's match runs
in this process (:mod:`lexitile.commands.selfplay_board`); the other games hand over to
their own robot soaks (``lexitile quiddler --selfplay N``, ``lexitile crosswise
--selfplay N``, ``lexitile duplicate --selfplay N``), which check their own invariants,
with ``--level`` and ``--vs`` or ``--seats`` as one ``--robot`` per side where the game
takes levels (Quiddler, duplicate: easy, medium, hard) and ``--rules``, ``--lang``,
``--lexicon`` and ``--json`` where it takes them (duplicate). An option a game does not take is
refused. Everything below is about the board game (the default).

Plays robot games for 2-4 seats headless (:func:`lexitile.games.crossword.selfplay.run_match`)
and prints, per side: games, games started, mean final score per game, bingos per game,
mean thinking time per move (ms), exchanges and passes per game, wins, draws and the
win rate (a draw shared by k sides counts 1/k: a half between two); then games per
second, turns per game, how games ended, and the invariant check: tiles never created
or lost, scores equal to the sum of the event scores, every game ending, and every
finished game's GCG reading back and verifying. Game ``i`` has seed ``S + i``; the
sides rotate through the seats and the first seat moves first, so each side starts
equally often (:func:`lexitile.games.crossword.match_summary.seating`: when ``N`` is not a multiple
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

from lexitile.core.modes import GameMode, modes
from lexitile.core.robot_levels import BOARD_LEVELS
from lexitile.errors import UsageError
from lexitile.languages import CODES_TEXT

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


#: ``selfplay``'s options by what a mode must take for them
#: (:attr:`lexitile.core.modes.GameMode.selfplay_options`): ``(argparse dest, option as typed)``.
_OPTIONS_TAKEN: dict[str, tuple[tuple[str, str], ...]] = {
    "levels": (("seats", "--seats"), ("level", "--level"), ("vs", "--vs")),
    "budget": (("seconds", "--seconds"), ("deals", "--deals")),
    "rules": (("rules", "--rules"),),
    "lexicon": (("lexicon", "--lexicon"),),
    "lang": (("lang", "--lang"),),
    "json": (("json", "--json"),),
}


def _check_options_taken(args: argparse.Namespace, mode: GameMode) -> None:
    """Refuse an option the chosen game does not take (its mode's ``selfplay_options``).

    Raises:
        UsageError: the first such option, naming the games that take it.
    """
    for need, options in _OPTIONS_TAKEN.items():
        if need in mode.selfplay_options:
            continue
        for dest, option in options:
            if getattr(args, dest) not in (None, False):
                takers = [m.selfplay_key for m in modes() if need in m.selfplay_options]
                games = ", ".join(takers[:-1]) + " and " + takers[-1] if len(takers) > 1 else "".join(takers)
                raise UsageError(
                    f"{option} is for --game {games}; --game {mode.selfplay_key} has none"
                    if takers
                    else f"--game {mode.selfplay_key} takes no {option}"
                )


def _check_handover(args: argparse.Namespace, mode: GameMode, levels: tuple[str, ...]) -> None:
    """What is handed to a game's own soak, checked here so that an error names the
    option the user typed (``--games``, ``--seats``, ``--level``, ``--vs``), not the
    ones it is handed over as (``--selfplay``, ``--robot``).

    Args:
        args: the parsed command line.
        mode: the chosen game's mode (its :attr:`~lexitile.core.modes.GameMode.robot_levels`).
        levels: the sides' levels, from ``--seats`` or ``--level``/``--vs``.

    Raises:
        UsageError: ``--games`` below 1; a level the game's robots do not have (Quiddler
            and duplicate: easy, medium, hard).
    """
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, got {args.games}")
    if "levels" not in mode.selfplay_options:
        return
    mode_levels = mode.robot_levels
    for level in levels:
        if level in mode_levels:
            continue
        if args.seats is not None:
            typed = f"--seats {args.seats}"
        else:
            typed = f"--level {args.level}" if args.level == level else f"--vs {args.vs}"
        raise UsageError(
            f"{typed}: unknown level {level!r} for --game {mode.selfplay_key} (its robots: {', '.join(mode_levels)})"
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
    from lexitile.games.crossword.engine.robots import EXPERT_SECONDS  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    parser = subparsers.add_parser(
        "selfplay",
        help="play robot games headless and check invariants",
        description="Play robot-vs-robot games without the UI; print scores, bingos, time per "
        "move and win rates, and check the game invariants after every move. Exit status: 0 "
        "all invariants held, 1 a violation, 2 usage error.",
    )
    parser.add_argument(
        "--game",
        choices=tuple(mode.selfplay_key for mode in modes()),
        default=next(modes()).selfplay_key,
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
        "--level", choices=BOARD_LEVELS, default=None, help="first side's level (default hard; not with --seats)"
    )
    parser.add_argument(
        "--vs",
        choices=BOARD_LEVELS,
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
    parser.add_argument("--rules", metavar="NAME", help="rule set name or TOML file (default mattel)")
    parser.add_argument("--lang", metavar="LANG", help=f"word list and tiles: {CODES_TEXT} (default: the rule set's)")
    parser.add_argument("--lexicon", metavar="NAME|PATH", help="lexicon (default: the rule set's language)")
    parser.add_argument("--json", action="store_true", help="print one JSON summary object")
    parser.add_argument("--save", metavar="DIR", help="write every game's GCG into DIR")
    parser.add_argument("--no-check", action="store_true", help="skip the invariant checks")
    parser.add_argument("--progress", action="store_true", help="report progress on standard error")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Play the match and print the summary; return the exit status (0, 1 or 2).

    Raises:
        UsageError: ``--seats`` given with ``--level`` or ``--vs``; an option the chosen
            game does not take (its mode's ``selfplay_options``); a level its robots do
            not have.
    """
    if args.seats is not None and (args.level is not None or args.vs is not None):
        raise UsageError("give the sides either with --seats or with --level/--vs, not both")
    mode = next(m for m in modes() if m.selfplay_key == args.game)
    _check_budget(args)
    _check_options_taken(args, mode)
    if args.seats is not None:
        levels = _seats(args.seats)
    else:
        levels = (args.level or "hard", args.vs or args.level or "hard")
    soak = mode.selfplay_soak_of()
    if soak is not None:
        return soak(args, levels)
    from lexitile.commands.subcommand import run_subcommand  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    _check_handover(args, mode, levels)
    argv = [mode.command, "--selfplay", str(args.games), "--seed", str(args.seed)]
    if "levels" in mode.selfplay_options:  # one robot per side
        for i, level in enumerate(levels):
            argv += ["--robot", f"Robot {i + 1}:{level}"]
    argv += ["--rules", args.rules] if args.rules else []
    argv += ["--lang", args.lang] if args.lang else []
    argv += ["--lexicon", args.lexicon] if args.lexicon else []
    argv += ["--json"] if args.json else []
    return run_subcommand(mode.command_module(), argv)
