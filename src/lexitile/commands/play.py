"""``lexitile play``: start a hotseat game.

``lexitile play --players Ann,Bo[,Cy,Di] [--lexicon NAME|PATH] [--seed N] [--rules NAME]``
goes straight to the game; ``lexitile play`` (and plain ``lexitile``) opens the
new-game screen, where any game (the board game, Quiddler, Crosswise) can be chosen
and, after each game, the next one. Table options: ``--check auto|challenge``,
``--challenge-penalty 0|5|10|lose-turn``, ``--move-time SECONDS`` or ``--game-clock
MINUTES``, ``--classic``, ``--hints``, ``--pairs``, ``--compounds dictionary|attested|free`` (``on``/``off`` still read as free/dictionary); ``--on-timeout pass|play``;
the league's ``--practice`` and ``--wager CHIPS`` (:mod:`lexitile.commands.league_args`). Computer players:
``--robot NAME[:LEVEL]`` (easy, medium, hard, expert; several allowed): a name among
the ``--players`` makes that seat a computer player, any other name is seated after
them; 2-4 seats in all. The lexicon and rules are loaded before the app
starts, so a bad name or option is one line on standard error with exit status 2.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.commands.league_args import add_league_arguments, league_defaults, league_from_args
from lexitile.core.modes import OpenHow, get_mode
from lexitile.errors import UsageError
from lexitile.i18n import language_from_environment, normalize_language, set_ui_language

if TYPE_CHECKING:
    from lexitile.play.table_options import GameOptions

#: ``--challenge-penalty`` values (the same as ``lexitile.play.table_options.CHALLENGE_PENALTIES``;
#: repeated so that building the parser imports nothing).
CHALLENGE_PENALTIES = ("0", "5", "10", "lose-turn")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``play`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "play",
        help="play a hotseat game (2-4 players at one keyboard)",
        description="Play a game in the terminal. Without --players, a new-game screen asks "
        "for the players. The game is saved after every move; `lexitile resume` continues it.",
    )
    parser.add_argument("--players", metavar="NAMES", help="2-4 comma-separated names, e.g. Ann,Bo,Cy (seating order)")
    parser.add_argument(
        "--lang", metavar="en|de|pt", help="language: picks the word list and the tile set together (default: en)"
    )
    parser.add_argument(
        "--lexicon",
        "-l",
        metavar="NAME|PATH",
        help="built-in lexicon (en, de, pt_BR) or a word-list file (default: the language's)",
    )
    parser.add_argument(
        "--tiles",
        metavar="NAME|PATH",
        help="tile set by GCG #tile-distribution name or file (default: the language's, else the rule set's)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help="random seed for the bag and the first player (default: random); kept in memory only, until a resume",
    )
    parser.add_argument(
        "--rules",
        default="mattel",
        metavar="NAME|PATH",
        help="rule set: mattel, tournament, kreuzwort, palavras or a TOML file (default: mattel)",
    )
    parser.add_argument(
        "--check",
        choices=("auto", "challenge"),
        help="auto: a play with a word not in the word list is refused; challenge: words are judged only when an opponent challenges (default: the rule set's own; auto for mattel, kreuzwort, tournament)",
    )
    parser.add_argument(
        "--challenge-penalty",
        choices=CHALLENGE_PENALTIES,
        metavar="0|5|10|lose-turn",
        help="what a wrong challenge costs the challenger (default: the rule set's own; mattel 5)",
    )
    parser.add_argument(
        "--move-time",
        type=int,
        metavar="SECONDS",
        help="time per move; when it runs out the move is a pass, or under Kreuzwort rules the game plays "
        "for the player (a play of median equity); --on-timeout changes it",
    )
    parser.add_argument(
        "--on-timeout",
        choices=("pass", "play"),
        help="when the time per move runs out: pass, or play (the game plays a legal play of median equity "
        "for the player); default: the rule set's (Kreuzwort: play, others: pass)",
    )
    parser.add_argument(
        "--game-clock",
        type=int,
        metavar="MINUTES",
        help="a game clock per player instead (e.g. 25); overtime costs 10 points per started minute",
    )
    parser.add_argument("--classic", action="store_true", help="classic mode: no quick mode and no hints")
    parser.add_argument(
        "--hints",
        action="store_true",
        help="allow hints in a game where words are judged by challenge (off there by default; the record says so)",
    )
    from lexitile.commands.compound_option import add_compounds_argument  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    add_compounds_argument(parser, default="the rule set's (dictionary)", switch=True)
    parser.add_argument(
        "--pairs",
        action="store_true",
        help="4 players as 2 teams of 2 (1st & 3rd against 2nd & 4th); partners share a rack and a score",
    )
    parser.add_argument(
        "--ui-lang",
        metavar="LANG",
        help="language of the screens: en, de or pt_BR (default: the system locale, else English)",
    )
    parser.add_argument(
        "--robot",
        action="append",
        metavar="NAME[:LEVEL]",
        help="a computer player (level easy, casual, keen, steady, medium, hard or expert, each may end in "
        "+familiar for common words only; "
        f"default {get_mode('crossword').default_robot_level}): a name in --players plays "
        "that seat, another name sits after them; repeat for more",
    )
    add_league_arguments(parser)
    parser.set_defaults(func=run, opens_screen=opens_screen)


def opens_screen(args: argparse.Namespace) -> bool:
    """Every ``lexitile play`` opens the app (the command line refuses it without a
    terminal)."""
    return True


def options_from_args(args: argparse.Namespace) -> GameOptions:
    """The table options given on the command line.

    Raises:
        ValueError: bad or conflicting values (both a move time and a game clock).
    """
    from lexitile.play.table_options import GameOptions  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    return GameOptions(
        check=getattr(args, "check", None),
        penalty=getattr(args, "challenge_penalty", None),
        move_seconds=getattr(args, "move_time", None),
        game_minutes=getattr(args, "game_clock", None),
        classic=bool(getattr(args, "classic", False)),
        pairs=bool(getattr(args, "pairs", False)),
        on_timeout=getattr(args, "on_timeout", None),
        hints=bool(getattr(args, "hints", False)),
        compounds=getattr(args, "compounds", None),
    )


def seat_robots(players: list[str], robots: dict[str, str]) -> tuple[list[str], dict[str, str]]:
    """Seat the computer players: a robot named among ``players`` plays that seat (as in
    ``lexitile quiddler`` and ``lexitile crosswise``), any other one sits after them.

    Args:
        players: the ``--players`` names, in seat order.
        robots: robot name -> level, in the order given.

    Returns:
        The names of every seat, and robot name -> level keyed by the seats' spelling.
    """
    by_key = {name.strip().casefold(): name.strip() for name in players}
    seats = list(players)
    seated: dict[str, str] = {}
    for name, level in robots.items():
        key = name.strip().casefold()
        if key in by_key:
            seated[by_key[key]] = level
        else:
            seats.append(name)
            seated[name.strip()] = level
    return seats, seated


def robots_from_args(args: argparse.Namespace) -> dict[str, str]:
    """``--robot NAME[:LEVEL]`` options as name -> level, in the order given.

    Raises:
        ValueError: no name, an unknown level, or the same robot twice.
    """
    specs = getattr(args, "robot", None) or []
    if not specs:
        return {}
    # the robots' module brings the move generator, the automaton and the lexicon: a
    # command line without --robot (the new-game screen's) does not wait for it
    from lexitile.play.robot_seats import parse_robot  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    out: dict[str, str] = {}
    for spec in specs:
        name, level = parse_robot(spec)
        if name in out:
            raise ValueError(f"two robots are called {name}")
        out[name] = level
    return out


def run(args: argparse.Namespace) -> int:
    """Start the app; return its exit status.

    Raises:
        UsageError: bad options or players, or a game that cannot be saved.
        LexitileError: an unknown rule set, lexicon or tile set.
    """
    try:
        options = options_from_args(args)
        robots = robots_from_args(args)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    from lexitile.games.crossword import catalog  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.languages import resolve, table_language  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    # a rule set of one language (Palavras Cruzadas) brings its word list and tiles; one
    # played in the interface's language (Kreuzwort) takes it unless a list or tiles are named
    rule_set = catalog.load_rules(args.rules) if args.rules else None
    own = rule_set.language if rule_set is not None else None
    lang = args.lang
    if rule_set is not None and args.lexicon is None and args.tiles is None:
        ui = normalize_language(args.ui_lang) if args.ui_lang else language_from_environment()
        lang = table_language(lang, own, rule_set.interface_language, ui)
    explicit_lexicon = args.lexicon
    args.lexicon, tiles = resolve(lang, args.lexicon, args.tiles, own)
    session = None
    if args.players is not None or robots:
        from lexitile.play.board_setup import GameSetup, check_player_names  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
        from lexitile.tui.launch import new_session  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

        try:
            humans = list(args.players.split(",")) if args.players is not None else []
            players, robots = seat_robots(humans, robots)
            players = check_player_names(players)
            league = league_from_args(args, players, list(robots))
            setup = GameSetup(
                tuple(players),
                rules=args.rules,
                lexicon=args.lexicon,
                tiles=tiles,
                seed=args.seed,
                options=replace(options, league=league),
                robots={name.strip(): level for name, level in robots.items()},
            )
            session = new_session(setup)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        except OSError as exc:
            raise UsageError(f"cannot save the game: {exc}") from None
        if session.save_error:  # a game that cannot be saved must not start
            raise UsageError(session.save_error)
    from lexitile.tui.app import LexitileApp  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

    set_ui_language(args.ui_lang)
    # the new-game screen's language field picks the word list unless one was named
    defaults = {
        "rules": args.rules,
        "lexicon": explicit_lexicon,
        "language": args.lang,
        "seed": args.seed,
        "options": replace(options, league=league_defaults(args)),
    }
    app = LexitileApp(session, new_game_defaults=defaults)
    return int(app.run() or 0)


def open_file(path: Path, how: OpenHow, ui_lang: str | None) -> int:
    """Open a saved board game for ``lexitile resume`` (the mode registry's opener):
    resume its state file (a finished game shows its final position), or replay the
    GCG record beside it read-only (``lexitile replay``).

    Raises:
        LexitileError: the state file or the record cannot be read or replayed.
    """
    if how == "replay":
        from lexitile.commands import replay as replay_command  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
        from lexitile.commands.subcommand import run_subcommand  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

        record = get_mode("crossword").replay_record(path)
        return run_subcommand(replay_command, ["replay", str(record)] + (["--ui-lang", ui_lang] if ui_lang else []))
    from lexitile.savegame import load_saved  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.tui.app import LexitileApp  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line
    from lexitile.tui.launch import resume_session  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

    session = resume_session(load_saved(path))
    set_ui_language(ui_lang)
    return int(LexitileApp(session).run() or 0)
