"""``lexitile quiddler``: play Quiddler, the word card game, hotseat with robots.

Examples::

    lexitile quiddler --players Ann,Bob,Cy --robot Cy --seed 7
    lexitile quiddler --players Ann,Bob,Cy --robot Bob:easy --robot Cy:hard
    lexitile quiddler --players Ann,Bob --option min_word_cards=1 --option score_floor=total
    lexitile quiddler --resume ~/.local/share/lexitile/games/quiddler/quiddler-20261129-170000.qdl
    lexitile quiddler --replay game.qdl                      # left/right, up/down: rounds
    lexitile quiddler --players R1,R2,R3 --selfplay 20      # robots only, no screen
    lexitile quiddler --robot R1:medium --robot R2:hard --selfplay 20
    lexitile quiddler --players Ann,Bob --ui-lang de         # the screens in German

Robot levels (``--robot NAME[:LEVEL]``): ``easy``, ``medium`` (the default) and
``hard`` -- see :mod:`lexitile.games.quiddler.levels`; a NAME not in ``--players`` adds a
robot seat after the players. The game is saved after every turn (``--save PATH``; by default a new file in
``<data dir>/games/``, with every mode's saves; ``--no-save`` to keep nothing). Exit status:
0 after a game or a self-play run; 1 when the player quit a game that could not be saved;
2 for a usage error, a file or lexicon that cannot be read, or a game open in another lexitile.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.commands.subcommand import open_with_flags
from lexitile.core.modes import OpenHow
from lexitile.errors import LexitileError
from lexitile.i18n import set_ui_language, ui_language

if TYPE_CHECKING:
    from lexitile.games.quiddler.setup import GameSetup
    from lexitile.games.quiddler.words import Lexicon


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``quiddler`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "quiddler",
        help="play Quiddler, the word card game (2-8 players, robots)",
        description="Play Quiddler at one keyboard: 2-8 players, any of them robots. "
        "The rules card (F1 in the game) says which rules are the publisher's and which are table options.",
    )
    parser.add_argument(
        "--players", "-p", metavar="A,B[,...]", help="2-8 player names, comma-separated, in seating order"
    )
    parser.add_argument(
        "--robot",
        "-r",
        action="append",
        default=[],
        metavar="NAME[:LEVEL]",
        help="a seat played by a robot, with its level: easy, medium (default) or hard "
        "(repeat, or comma-separate); a name not in --players adds a robot seat",
    )
    parser.add_argument(
        "--seed", type=int, help="seed for the deals (default: a random one); kept in memory only, until a resume"
    )
    parser.add_argument(
        "--lexicon", "-l", default=None, metavar="NAME|PATH", help="lexicon (default: en, or the record's)"
    )
    parser.add_argument("--deck", default="english", metavar="NAME|PATH", help="deck (default: english, 118 cards)")
    parser.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="table option, e.g. min_word_cards=1 (repeatable; see docs/quiddler.md)",
    )
    parser.add_argument("--dealer", metavar="NAME", help="first dealer (default: the first player)")
    parser.add_argument(
        "--turn-timeout", type=float, metavar="SECONDS", help="a robot plays the turn of a player who takes longer"
    )
    saving = parser.add_mutually_exclusive_group()
    saving.add_argument("--save", type=Path, metavar="PATH", help="record file, rewritten after every turn")
    saving.add_argument("--no-save", action="store_true", help="do not save the game")
    parser.add_argument("--resume", type=Path, metavar="PATH", help="continue a saved game")
    parser.add_argument(
        "--replay", type=Path, metavar="PATH", help="step through a saved game, every hand open (arrow keys)"
    )
    parser.add_argument(
        "--selfplay", type=int, metavar="GAMES", help="robots play every seat GAMES times; print the results"
    )
    parser.add_argument(
        "--ui-lang",
        metavar="LANG",
        help="language of the screens: en, de or pt_BR (default: the system locale, else English)",
    )
    from lexitile.commands.league_args import add_league_arguments  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    add_league_arguments(parser)
    parser.set_defaults(func=run, opens_screen=opens_screen)


def opens_screen(args: argparse.Namespace) -> bool:
    """True unless ``--selfplay`` (which only prints): the command line refuses a
    screen without a terminal."""
    return args.selfplay is None


def _names(text: str | None) -> list[str]:
    return [n.strip() for n in (text or "").split(",") if n.strip()]


def robot_levels(specs: list[str]) -> dict[str, str]:
    """``--robot`` values (``NAME[:LEVEL]``, repeatable or comma-separated) as name ->
    level, in the order given.

    Raises:
        NotationError: no name, an unknown level, or the same robot twice.
    """
    from lexitile.games.quiddler.errors import NotationError  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.quiddler.levels import DEFAULT_LEVEL, LEVELS  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    out: dict[str, str] = {}
    for spec in (part for item in specs for part in _names(item)):
        name, _, level = spec.partition(":")
        name, level = name.strip(), level.strip().lower() or DEFAULT_LEVEL
        if not name:
            raise NotationError(f"--robot {spec!r}: give a name, e.g. Cy:medium")
        if level not in LEVELS:
            raise NotationError(f"--robot {spec!r}: the level must be one of {', '.join(LEVELS)}")
        if name in out:
            raise NotationError(f"--robot {name!r} is given twice")
        out[name] = level
    return out


def run(args: argparse.Namespace) -> int:
    """Start the game (or the self-play run) from ``args``; return the exit status.

    Raises:
        LexitileError: a usage error, or a file or lexicon that cannot be read (the
            command line's one error boundary reports it: exit status 2).
    """
    from lexitile.commands.league_args import league_from_args  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.quiddler.errors import NotationError  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.quiddler.game import Game  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.quiddler.levels import DEFAULT_LEVEL  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.quiddler.options import TableOptions  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.quiddler.record import check_name  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.quiddler.setup import GameSetup, check_new_names  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.quiddler.storage import (  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
        load_deck,
        load_record,
        new_record_path,
        rules_card,
    )
    from lexitile.lexicon import load_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.tui.forms.quiddler import record_league  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

    robots_named = robot_levels(args.robot)
    handed: tuple[int, ...] = ()  # seats a person handed to the computer before the quit
    if args.replay:
        from lexitile.tui.app import LexitileApp  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line
        from lexitile.tui.quiddler.replay import ReplayScreen  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

        record = load_record(args.replay)
        lexicon = load_lexicon(args.lexicon) if args.lexicon else None
        replayed = record.replay(lexicon, path=args.replay)  # refuse a record that does not replay
        hidden = not replayed.is_over  # a game still in play: its players may be at the table
        set_ui_language(getattr(args, "ui_lang", None))
        LexitileApp(first_screen=lambda: ReplayScreen(record, lexicon, hands_hidden=hidden), mode="quiddler").run()
        return 0
    if args.resume:
        record = load_record(args.resume)
        lexicon_spec = args.lexicon or record.lexicon or "en"
        lexicon = load_lexicon(lexicon_spec)
        game = record.replay(lexicon, path=args.resume)
        robots = dict(record.robot_levels)
        handed = record.handed
        robots |= {game.players.index(n): lv for n, lv in robots_named.items() if n in game.players}
        save_path = None if args.no_save else (args.save or args.resume)
        league = record_league(record, args.resume)
    else:
        players = _names(args.players)
        # a robot not among the players takes a seat of its own, after them
        players += [n for n in robots_named if n not in players]
        if args.selfplay and not players:
            players = ["Robot 1", "Robot 2"]
        if not 2 <= len(players) <= 8:
            raise NotationError(f"--players needs 2 to 8 names, comma-separated (got {len(players)})")
        players = [check_name(p) for p in players]
        check_new_names(players)
        if args.dealer is not None and args.dealer not in players:
            raise NotationError(f"--dealer {args.dealer!r} is not one of the players")
        options = TableOptions.parse_items(args.option)
        lexicon_spec = args.lexicon or "en"
        lexicon = load_lexicon(lexicon_spec)
        seed = args.seed if args.seed is not None else random.randrange(2**31)
        setup = GameSetup(
            tuple(players), seed, load_deck(args.deck), options, players.index(args.dealer) if args.dealer else 0
        )
        if args.selfplay:
            levels = [robots_named.get(p, DEFAULT_LEVEL) for p in players]
            return _selfplay(setup, lexicon, args.selfplay, levels)
        game = Game(setup, lexicon)
        robots = {players.index(n): lv for n, lv in robots_named.items()}
        save_path = None if args.no_save else (args.save or new_record_path(players=players))
        league = league_from_args(args, players, list(robots_named))

    from lexitile.tui.forms.quiddler import make_session  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line
    from lexitile.tui.quiddler.quiddler_app import QuiddlerApp  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

    if args.turn_timeout is not None and args.turn_timeout <= 0:
        raise NotationError("--turn-timeout must be a positive number of seconds")
    set_ui_language(getattr(args, "ui_lang", None))  # before the session: its log lines are in this language
    # a game that cannot be saved must not start: RecordError -> exit 2
    session = make_session(game, robots, lexicon, lexicon_spec, save_path, handed=handed, league=league)
    status = QuiddlerApp(session, rules_card(ui_language()), turn_timeout=args.turn_timeout).run()
    session.close()
    if session.unsaved:  # the player quit anyway: never claim it is saved
        print(f"lexitile: the game is NOT saved: {session.save_error}", file=sys.stderr)
        return 1
    if session.save_path is not None:
        print(f"game saved: {session.save_path}")
    return int(status or 0)


def _selfplay(setup: GameSetup, lexicon: Lexicon, games: int, levels: list[str]) -> int:
    """Robots of ``levels`` (one per seat) play ``games`` times (seeds ``seed``,
    ``seed + 1``, ...)."""
    from lexitile.games.quiddler.game import Game  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.quiddler.robots import play_out  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.quiddler.storage import robot_factory  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    if games < 1:
        raise LexitileError("--selfplay needs at least 1 game")
    options = setup.options if setup.options.turn_limit else dataclasses.replace(setup.options, turn_limit=200)
    factory = robot_factory(lexicon, setup.deck, options, setup.seed)
    wins = [0] * len(setup.players)
    started = time.perf_counter()
    for k in range(games):
        game_setup = dataclasses.replace(
            setup, seed=setup.seed + k, options=options, first_dealer=k % len(setup.players)
        )
        factory.seed = game_setup.seed
        robots = {s: factory.robot(levels[s], s) for s in range(len(setup.players))}
        game = play_out(Game(game_setup, lexicon), robots)
        outcome = game.outcome()
        assert outcome is not None  # played out
        for s in outcome.winners:
            wins[s] += 1
        totals = "  ".join(f"{n} {t}" for n, t in zip(game.players, game.totals, strict=True))
        print(f"game {k + 1} (seed {game_setup.seed}): {totals}")
    summary = ", ".join(f"{n} ({lv}) {w}" for n, lv, w in zip(setup.players, levels, wins, strict=True))
    print(f"wins: {summary} ({games} games, {time.perf_counter() - started:.1f} s)")
    return 0


def open_file(path: Path, how: OpenHow, ui_lang: str | None) -> int:
    """Open a saved Quiddler game for ``lexitile resume`` (the mode registry's opener):
    ``--resume`` it, or ``--replay`` it when finished or asked to.

    Raises:
        LexitileError: the file cannot be read or opened.
    """
    return open_with_flags("quiddler", path, how, ui_lang)
