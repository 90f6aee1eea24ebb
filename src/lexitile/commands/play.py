"""``lexitile play``: start a hotseat game.

``lexitile play --players Ann,Bo[,Cy,Di] [--lexicon NAME|PATH] [--seed N] [--rules NAME]``
goes straight to the game; ``lexitile play`` (and plain ``lexitile``) opens the
new-game screen. The lexicon and rules are loaded before the app starts, so a bad name
is one line on standard error with exit status 2.
"""

from __future__ import annotations

import argparse
import sys


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``play`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "play",
        help="play a hotseat game (2-4 players at one keyboard)",
        description="Play a game in the terminal. Without --players, a new-game screen asks "
        "for the players. The game is saved after every move; `lexitile resume` continues it.",
    )
    parser.add_argument("--players", metavar="NAMES", help="2-4 comma-separated names, e.g. Ann,Bo,Cy (seating order)")
    parser.add_argument("--lexicon", "-l", default="en", metavar="NAME|PATH", help="built-in lexicon (en, ...) or a word-list file (default: en)")
    parser.add_argument("--seed", type=int, metavar="N", help="random seed for the bag and the first player (default: random)")
    parser.add_argument("--rules", default="mattel", metavar="NAME|PATH", help="rule set: mattel, tournament, kreuzwort or a TOML file (default: mattel)")
    parser.add_argument("--robot", action="append", metavar="NAME:LEVEL", help="(not available yet) make a seat a computer player")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Start the app; return its exit status."""
    from lexitile.errors import LexitileError

    if args.robot:
        print("lexitile: error: computer players are not available yet (--robot)", file=sys.stderr)
        return 2
    session = None
    if args.players is not None:
        from lexitile.tui.launch import new_session
        from lexitile.tui.session import GameSetup, check_player_names

        try:
            players = check_player_names([p for p in args.players.split(",")])
            setup = GameSetup(tuple(players), rules=args.rules, lexicon=args.lexicon, seed=args.seed)
            session = new_session(setup)
        except (LexitileError, ValueError) as exc:
            print(f"lexitile: error: {exc}", file=sys.stderr)
            return 2
        except OSError as exc:
            print(f"lexitile: error: cannot save the game: {exc}", file=sys.stderr)
            return 2
    from lexitile.tui.app import LexitileApp

    defaults = {"rules": args.rules, "lexicon": args.lexicon, "seed": args.seed}
    app = LexitileApp(session, new_game_defaults=defaults)
    return int(app.run() or 0)
