"""``lexitile study``: the words a player missed in their own games, as a cardbox.

::

    lexitile study [--profile NAME] [--ui-lang LANG]      the quizzes in the app
    lexitile study --from FILE.gcg --player NICK [--profile NAME] [--lexicon NAME|PATH] [--min-loss POINTS] [--reveal]
    lexitile study --json [--profile NAME]                every card as JSON

``--from`` analyses a board game's GCG record (given its state file, the ``.json``
beside the record, it reads the record beside it) and adds the player's cards to the
profile's cardbox (the profile defaults to the one named like the nick): each bingo the
rack held and the player did not play, each play that lost at least ``--min-loss``
points of equity against the best (default: the profile's setting, else 15), and each
exchange or pass the best play beats by that much, as the best play's word, each phony
challenged off (:mod:`lexitile.games.crossword.engine.study_cards`). It prints
how many cards it added; a game studied again adds none (cards are keyed by the game's
identity, from its players and first events: a game studied mid-play and again when it
is longer adds only the new turns' cards). The word list is chosen as ``lexitile analyze`` chooses it.
A game still in play is refused unless ``--reveal`` is given: every card names the rack
it came from, and the tiles a player kept are still on that rack, hidden from the others
at the table (as ``export``, ``analyze`` and ``moves`` hide them).

``--json`` prints a JSON array of cards, every live profile's or one profile's:
``{"profile", "word", "kind", "list", "box", "due", "source": {"game", "turn", "rack",
"play"}}``; ``[]`` when there is no league yet (nothing is created).

Exit status: 0 success; 2 a usage error, an unknown nick or profile, a Quiddler or
Crosswise record, a record that cannot be read or replayed, a game still in play without
``--reveal`` (one line on standard error).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from lexitile.core.league_rules import LeagueError
from lexitile.errors import InputFileError, UsageError

__all__ = ["register", "run"]


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``study`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "study",
        help="study the words you missed in your own games: a cardbox with quizzes",
        description="Without --from or --json: the study quizzes in the app. --from adds the "
        "cards of a GCG record for one player; --json prints the cards. Exit status: 0 done, "
        "2 a usage error, an unknown nick or profile, or a record that cannot be read.",
    )
    parser.add_argument("--from", dest="source", metavar="FILE.gcg", help="add the cards of this board game's record")
    parser.add_argument("--player", metavar="NICK", help="with --from: the player whose cards they are")
    parser.add_argument("--profile", metavar="NAME", help="the profile (default with --from: the one named like NICK)")
    parser.add_argument("--json", action="store_true", help="print the cards as a JSON array")
    parser.add_argument(
        "--lexicon", metavar="NAME|PATH", help="with --from: the word list (default: as lexitile analyze chooses)"
    )
    parser.add_argument(
        "--min-loss",
        type=float,
        metavar="POINTS",
        help="with --from: equity a play must lose to become a card (default: the profile's setting, else 15)",
    )
    parser.add_argument(
        "--reveal",
        action="store_true",
        help="with --from: study a game still in play (its cards show the racks of its turns, "
        "which the other players must not see)",
    )
    parser.add_argument("--db", type=Path, metavar="PATH", help="the league database (default: in the data dir)")
    parser.add_argument("--ui-lang", metavar="LANG", help="the quizzes' language: en, de or pt_BR")
    parser.set_defaults(func=run, opens_screen=opens_screen)


def opens_screen(args: argparse.Namespace) -> bool:
    """True unless ``--from`` or ``--json`` (those only print)."""
    return not (args.source or args.json)


def run(args: argparse.Namespace) -> int:
    """Carry out ``lexitile study``; return the exit status (0 or 2)."""
    if args.source and args.json:
        raise UsageError("study: --from and --json exclude each other")
    if args.source:
        if not args.player:
            raise UsageError("study --from: name the player with --player NICK")
        return _from_record(args)
    if args.player or args.lexicon or args.min_loss is not None or args.reveal:
        raise UsageError("study: --player, --lexicon, --min-loss and --reveal go with --from")
    if args.json:
        return _print_json(args)
    return _quiz(args)


def _print_json(args: argparse.Namespace) -> int:
    from lexitile.storage.cardbox import cards  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.storage.league_db import League, league_path  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    path = args.db or league_path()
    if not path.exists():
        if args.profile:
            raise LeagueError(f"no profile named {args.profile.strip()!r}: there is no league yet")
        print("[]")
        return 0
    with League(path) as league:
        pid = league.profile(args.profile).id if args.profile else None
        out = [c.to_json() for c in cards(league, pid)]
    print(json.dumps(out, indent=2, ensure_ascii=False))
    return 0


def _from_record(args: argparse.Namespace) -> int:
    from lexitile.commands.analyze import resolve_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.commands.record_game import board_record  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.gcg import GcgError, gcg_bytes, parse_gcg  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.replay import replay_record  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.replay_hidden import record_in_play  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.lexicon.cache import progress_on_terminal  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.play.study_games import add_record_cards  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.storage.league_db import League, league_path  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    if args.min_loss is not None and not args.min_loss > 0:
        raise UsageError(f"study --min-loss {args.min_loss:g}: give a number of points above 0")
    path = board_record(args.source, "study")
    record = parse_gcg(gcg_bytes(path), path)
    nicks = [p.nick for p in record.players]
    seat = _seat_of(nicks, args.player)
    if seat is None:
        raise InputFileError(f"no player {args.player!r} in the record (its players: {', '.join(nicks)})", path)
    db = args.db or league_path()
    name = args.profile or args.player
    if not db.exists():
        raise LeagueError(f"no profile named {name.strip()!r}: create it with: lexitile league add NAME")
    with League(db) as league:
        profile = league.profile(name)  # an unknown profile: LeagueError, exit 2
        replay = replay_record(record)
        if replay.error is not None:
            err = replay.error
            raise GcgError(err.why or err.message, path, err.line, err.code)
        if record_in_play(record, replay) and not args.reveal:
            raise InputFileError(
                "the game is still in play, and its cards would show the racks of its turns "
                "(tiles the others must not see): study it when it has ended, or give --reveal",
                path,
            )
        progress_on_terminal()
        lexicon, warning = resolve_lexicon(args.lexicon, record.lexicon, replay.tileset.name)
        if warning:
            print(f"lexitile: warning: {warning}", file=sys.stderr)
        added = add_record_cards(record, replay, {seat: profile.id}, lexicon, league, min_loss=args.min_loss)
    n = added.get(profile.id, 0)
    print(f"added {n} card{'s' if n != 1 else ''} to {profile.name}'s cardbox")
    return 0


def _seat_of(nicks: list[str], nick: str) -> int | None:
    """The seat of ``nick`` (exact, else the one nick equal ignoring case)."""
    if nick in nicks:
        return nicks.index(nick)
    folded = [k for k, n in enumerate(nicks) if n.casefold() == nick.casefold()]
    return folded[0] if len(folded) == 1 else None


def _quiz(args: argparse.Namespace) -> int:
    """The study screen in the app; Escape ends it."""
    from lexitile.i18n import set_ui_language  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.tui.app import LexitileApp  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line
    from lexitile.tui.screens.study import StudyScreen  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

    set_ui_language(args.ui_lang)
    app = LexitileApp(first_screen=lambda: StudyScreen(args.db, args.profile), mode="league")
    app.league_path = args.db
    return int(app.run() or 0)
