"""``lexitile league``: the household league's table, profiles and statistics.

::

    lexitile league [--json]                 the league table
    lexitile league --app [--ui-lang LANG]   the table in the app: profiles, statistics, charts
    lexitile league profile NAME [--json]    one profile's statistics
    lexitile league add NAME [--lang CODE]   create a profile (with the starting chips)
    lexitile league rename OLD NEW
    lexitile league merge A B                A and B are one person: A goes into B
    lexitile league delete NAME --yes        the profile leaves; its games stay recorded
    lexitile league rebuild                  recompute XP and chips from the game records
    lexitile league rules [--ui-lang LANG]   the league's rules card (English, German, Portuguese)

The league is ``<data dir>/league.sqlite3`` (``--db`` names another file). The rules of
XP, chips and levels are in ``docs/league.md``.

Exit status: 0 success; 1 ``rebuild`` found stored counters that differed from the
records (it has put them right); 2 a usage error (``delete`` without ``--yes`` too), an
unknown profile, a name taken, or a database that cannot be read (one line on standard
error).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from lexitile.core.league_rules import xp_for_level
from lexitile.errors import UsageError
from lexitile.i18n import is_ui_language, language_from_environment, normalize_language, set_ui_language
from lexitile.resources import data_dir, translated_path
from lexitile.storage.league_db import League
from lexitile.storage.league_stats import ProfileStats, TableRow, league_table, profile_stats
from lexitile.text.safe import visible


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``league`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "league",
        help="the household league: table, profiles, statistics",
        description="The household league: without a sub-command, print the league table "
        "(level, XP, games, wins, win rate, chips). Exit status: 0 done, 1 rebuild found "
        "counters that differed (now put right), 2 a usage error or an unknown profile.",
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--db", type=Path, metavar="PATH", help="the league database (default: in the data dir)")
    parser.add_argument(
        "--app", action="store_true", help="show the league table in the app (profiles, statistics, charts)"
    )
    parser.add_argument(
        "--ui-lang", dest="app_ui_lang", metavar="LANG", help="with --app: the screens' language (en, de, pt_BR)"
    )
    sub = parser.add_subparsers(dest="league_command", metavar="COMMAND", parser_class=type(parser))
    prof = sub.add_parser("profile", help="one profile's statistics")
    prof.add_argument("name", metavar="NAME")
    prof.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="print JSON instead of text")
    add = sub.add_parser("add", help="create a profile")
    add.add_argument("name", metavar="NAME")
    add.add_argument("--lang", metavar="CODE", help="the profile's language (e.g. de, en, pt_BR)")
    ren = sub.add_parser("rename", help="rename a profile")
    ren.add_argument("old", metavar="OLD")
    ren.add_argument("new", metavar="NEW")
    mer = sub.add_parser("merge", help="merge profile A into profile B (one person, two names)")
    mer.add_argument("source", metavar="A")
    mer.add_argument("target", metavar="B")
    dele = sub.add_parser("delete", help="delete a profile (its games stay in the records)")
    dele.add_argument("name", metavar="NAME")
    dele.add_argument("--yes", action="store_true", help="confirm the deletion")
    sub.add_parser("rebuild", help="recompute XP, chips and counts from the game records")
    card = sub.add_parser("rules", help="print the league's rules card")
    card.add_argument(
        "--ui-lang", metavar="LANG", help="language of the card: en, de or pt_BR (default: the system locale)"
    )
    parser.set_defaults(func=run, opens_screen=opens_screen)


def opens_screen(args: argparse.Namespace) -> bool:
    """True for ``league --app`` without a sub-command (the table and the other
    sub-commands only print): the command line refuses a screen without a terminal."""
    return bool(getattr(args, "app", False)) and args.league_command is None


def run(args: argparse.Namespace) -> int:
    """Carry out ``lexitile league``; return the exit status (0, 1 or 2)."""
    command = args.league_command
    if getattr(args, "app", False) and command is None:
        return run_app(args.db, args.app_ui_lang)
    if command == "rules":
        print(rules_card(args.ui_lang), end="")
        return 0
    if command == "delete" and not args.yes:
        raise UsageError(f"league delete {args.name.strip()}: add --yes to delete the profile")
    return _run(args, command)


def run_app(db: Path | None, ui_lang: str | None = None) -> int:
    """``lexitile league --app``: the app on the league table; Escape ends it."""
    from lexitile.tui.app import LexitileApp  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line
    from lexitile.tui.screens.league import LeagueScreen  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

    if ui_lang is not None and not is_ui_language(ui_lang):
        raise UsageError(f"--ui-lang {ui_lang}: the screens speak en, de or pt_BR")
    set_ui_language(ui_lang)
    app = LexitileApp(first_screen=lambda: LeagueScreen(db), mode="league")
    app.league_path = db
    return int(app.run() or 0)


def _run(args: argparse.Namespace, command: str | None) -> int:
    with League(args.db) as league:
        if command is None:
            rows = league_table(league)
            if args.json:
                print(json.dumps([_row_json(r) for r in rows], indent=2, ensure_ascii=False))
            else:
                print(format_table(rows))
        elif command == "profile":
            stats = profile_stats(league, args.name)
            if args.json:
                print(json.dumps(_stats_json(stats), indent=2, ensure_ascii=False))
            else:
                print(format_stats(stats))
        elif command == "add":
            p = league.add_profile(args.name, language=args.lang)
            print(f"profile {p.name} created with {p.chips} chips")
        elif command == "rename":
            p = league.rename(args.old, args.new)
            print(f"profile {args.old.strip()} is now {p.name}")
        elif command == "merge":
            p = league.merge(args.source, args.target)
            print(f"profile {args.source.strip()} merged into {p.name} ({p.xp} XP, {p.chips} chips)")
        elif command == "delete":
            league.delete(args.name)
            print(f"profile {args.name.strip()} deleted; its games stay in the records")
        elif command == "rebuild":
            diffs = league.rebuild()
            games = int(league.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])
            if not diffs:
                print(f"league rebuilt from {games} game(s): every profile matched")
            for pid, (old, new) in diffs.items():
                name = league.conn.execute("SELECT name FROM profiles WHERE id = ?", (pid,)).fetchone()[0]
                print(f"{name}: xp/chips/games/wins/draws {'/'.join(map(str, old))} -> {'/'.join(map(str, new))}")
            return 1 if diffs else 0
    return 0


def rules_card(language: str | None = None) -> str:
    """The league's rules card: ``data/league/rules-card.txt`` or its translation.

    Args:
        language: a gettext locale code (``"de"``, ``"pt_BR"``); ``None`` takes the
            interface language (``$LEXITILE_UI_LANG`` or the system locale).

    Returns:
        The card's text, ending with a newline.
    """
    code = normalize_language(language) if language else language_from_environment()
    return translated_path(data_dir() / "league", "rules-card.txt", code).read_text(encoding="utf-8")


def _row_json(r: TableRow) -> dict[str, Any]:
    return {
        "rank": r.rank,
        "name": r.name,
        "level": r.level,
        "xp": r.xp,
        "games": r.games,
        "wins": r.wins,
        "draws": r.draws,
        "win_rate": round(r.win_rate, 4),
        "chips": r.chips,
    }


def format_table(rows: list[TableRow]) -> str:
    """The league table as aligned text, at most 80 columns with names up to 20 characters."""
    if not rows:
        return "no profiles yet: lexitile league add NAME"
    width = max(4, *(min(20, len(r.name)) for r in rows))
    head = f"{'#':>2}  {'Name':<{width}}  {'Lvl':>3}  {'XP':>6}  {'Games':>5}  {'Wins':>5}  {'Win%':>5}  {'Chips':>7}"
    lines = [head]
    for r in rows:
        name = r.name if len(r.name) <= width else r.name[: width - 1] + "…"
        name = visible(name)  # a file edited by hand may hold anything
        lines.append(
            f"{r.rank:>2}  {name:<{width}}  {r.level:>3}  {r.xp:>6}  {r.games:>5}  {r.wins:>5}"
            f"  {100 * r.win_rate:>4.0f}%  {r.chips:>7}"
        )
    return "\n".join(lines)


def _stats_json(s: ProfileStats) -> dict[str, Any]:
    p = s.profile
    return {
        "name": p.name,
        "created": p.created,
        "language": p.language,
        "level": s.level,
        "xp": p.xp,
        "next_level_xp": xp_for_level(s.level + 1),
        "chips": p.chips,
        "games": p.games,
        "wins": p.wins,
        "draws": p.draws,
        "games_per_mode": s.games_per_mode,
        "average_score": None if s.average_score is None else round(s.average_score, 2),
        "best_score": s.best_score,
        "best_move": None if s.best_move is None else {"move": s.best_move[0], "score": s.best_move[1]},
        "bingos": s.bingos,
        "best_word": None if s.best_word is None else {"word": s.best_word[0], "score": s.best_word[1]},
        "favourite_words": [{"word": w, "times": n} for w, n in s.favourite_words],
        "head_to_head": [
            {"opponent": h.opponent, "games": h.games, "wins": h.wins, "losses": h.losses, "draws": h.draws}
            for h in s.head_to_head
        ],
    }


def format_stats(s: ProfileStats) -> str:
    """One profile's statistics as text lines (fits 80 columns); names, moves and words
    with control characters made visible."""
    p = s.profile
    lines = [
        f"{visible(p.name)}: level {s.level} ({p.xp} XP, next level at {xp_for_level(s.level + 1)}), {p.chips} chips",
        f"competitive games {p.games}: {p.wins} won, {p.draws} drawn",
    ]
    if s.games_per_mode:
        lines.append("games per mode: " + ", ".join(f"{m} {n}" for m, n in s.games_per_mode.items()))
    if s.average_score is not None:
        lines.append(f"game score: average {s.average_score:.1f}, best {s.best_score}")
    if s.best_move:
        lines.append(f"best move: {visible(s.best_move[0])} ({s.best_move[1]})")
    lines.append(f"bingos: {s.bingos}")
    if s.best_word:
        lines.append(f"highest-scoring word: {visible(s.best_word[0])} ({s.best_word[1]})")
    if s.favourite_words:
        lines.append("favourite words: " + ", ".join(f"{visible(w)} ×{n}" for w, n in s.favourite_words))
    for h in s.head_to_head:
        lines.append(
            f"against {visible(h.opponent)}: {h.games} game(s), {h.wins} won, {h.losses} lost, {h.draws} drawn"
        )
    return "\n".join(lines)
