"""``lexitile lexicon add FILE --name NAME [--lang en] | list | remove NAME``: the player's word lists.

``add`` installs a word-list file (one word a line, any case, ``#`` comments; lines that
can never be a word are skipped and counted) into the user data folder, compiled once
(:mod:`lexitile.lexicon.userlists`); it is then used by name: ``play --lexicon NAME``,
``check --lexicon NAME``, and a GCG record whose ``#lexicon`` is NAME. ``list`` shows
the built-in lists (with the names players see) and the installed ones, with word
counts. ``remove`` deletes an installed list.

Exit status: 0 done; 2 a bad name, a taken name, an unreadable, oversized or
wrong-language file (one line on standard error).
"""

from __future__ import annotations

import argparse

from lexitile.languages import CODES, language_for


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``lexicon`` sub-command (with ``add``, ``list``, ``remove``) to ``subparsers``."""
    parser = subparsers.add_parser(
        "lexicon",
        help="install your own word list, or list the lexicons",
        description="Install a word list of your own (e.g. a tournament list you have), list the built-in "
        "and installed lexicons with their word counts, or remove an installed list.",
    )
    actions = parser.add_subparsers(dest="action", required=True, parser_class=type(parser))
    add = actions.add_parser(
        "add",
        help="install a word-list file under a name",
        description="Install FILE (UTF-8 text or .xz; one word a line, any case; '#' starts a comment; "
        "lines that can never be a word are skipped and counted) as lexicon NAME.",
    )
    add.add_argument("file", metavar="FILE", help="the word-list file")
    add.add_argument("--name", required=True, metavar="NAME", help="the name to use it by (--lexicon NAME)")
    add.add_argument(
        "--lang",
        default="en",
        metavar="|".join(CODES),
        help="whose spelling rules apply (en English, de German, pt Brazilian Portuguese; default en)",
    )
    add.set_defaults(func=run_add)
    show = actions.add_parser("list", help="list built-in and installed lexicons with word counts")
    show.set_defaults(func=run_list)
    remove = actions.add_parser("remove", help="remove an installed list")
    remove.add_argument("name", metavar="NAME")
    remove.set_defaults(func=run_remove)


def run_add(args: argparse.Namespace) -> int:
    """Install the list; print what was read and skipped."""
    from lexitile.lexicon.userlists import add_list  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    entry = add_list(args.file, args.name, language_for(args.lang).lexicon)
    skipped = f"; {entry.skipped_lines:,} line(s) skipped (not words)" if entry.skipped_lines else ""
    print(f"installed {entry.name}: {entry.words:,} words ({entry.language}){skipped}")
    print(f"use it with: lexitile play --lexicon {entry.name}")
    return 0


def run_list(args: argparse.Namespace) -> int:
    """Print the built-in and installed lexicons, one a line, with word counts."""
    from lexitile.lexicon.loading import load_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.lexicon.store import builtin_lexicons  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.lexicon.userlists import installed_lists  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    rows: list[tuple[str, str, str, str]] = []
    for code in builtin_lexicons():
        lexicon = load_lexicon(code, compounds="off")
        rows.append((code, f"{len(lexicon):,}", code, f"built in: {lexicon.title}"))
    for entry in installed_lists():
        rows.append((entry.name, f"{entry.words:,}", entry.language, f"installed from {entry.source}"))
    width = [max(len(r[i]) for r in rows) for i in range(3)] if rows else [0, 0, 0]
    for name, count, lang, what in rows:
        print(f"{name:<{width[0]}}  {count:>{width[1]}} words  {lang:<{width[2]}}  {what}")
    if not rows:
        print("no lexicon installed")
    return 0


def run_remove(args: argparse.Namespace) -> int:
    """Remove an installed list."""
    from lexitile.lexicon.userlists import remove_list  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    entry = remove_list(args.name)
    print(f"removed {entry.name} ({entry.words:,} words)")
    return 0
