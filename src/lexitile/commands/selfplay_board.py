"""The board game's robot match for ``lexitile selfplay`` (its mode's
:attr:`~lexitile.core.modes.GameMode.selfplay_soak`): the games played headless, the
invariants checked after every move, the summary printed as a table or one JSON object.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.errors import LexitileError

if TYPE_CHECKING:
    from lexitile.games.crossword.match_summary import MatchSummary
    from lexitile.games.crossword.selfplay import GameResult

__all__ = ["DEFAULT_RULES", "run_board_match"]

#: The rule set a match is played on when ``--rules`` is not given.
DEFAULT_RULES = "mattel"
#: Violations printed one by one before the rest are counted.
_MAX_SHOWN = 20


def run_board_match(args: argparse.Namespace, levels: tuple[str, ...]) -> int:
    """Play the board game's robot match that ``lexitile selfplay`` asked for and print
    its summary (the columns of :mod:`lexitile.commands.selfplay`); return 0 when every
    invariant held, 1 when one was broken.

    Args:
        args: ``selfplay``'s parsed options (``--games``, ``--seed``, ``--rules`` or
            ``None`` for ``mattel``, ``--lang`` (the language's word list and tiles, as
            ``play --lang``), ``--lexicon``, ``--seconds``/``--deals``, ``--json``,
            ``--save``, ``--no-check``, ``--progress``).
        levels: one robot level per side, 2 to 4 of them.

    Raises:
        LexitileError: ``--games`` below 1, a rule set or word list that cannot be
            read, a tile set without a built-in word list, a ``--save`` folder that
            cannot be made.
    """
    from lexitile.games.crossword.catalog import load_rules  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.engine.automaton import automaton_for_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.selfplay import lexicon_for_tileset, run_match  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.languages import resolve  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.lexicon import load_lexicon  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.lexicon.compounds import for_rules  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    if args.games < 1:
        raise LexitileError(f"--games must be at least 1, got {args.games}")
    rules = load_rules(args.rules or DEFAULT_RULES)
    lang = getattr(args, "lang", None)
    spec: str | None
    if lang is not None:  # the language's word list and tiles, as play --lang
        spec, tiles = resolve(lang, args.lexicon, None, rules.language)
        if tiles is not None:
            rules = load_rules(args.rules or DEFAULT_RULES, tiles=tiles)
    else:
        spec = args.lexicon or lexicon_for_tileset(rules.tileset.name)
    if spec is None:
        raise LexitileError(f"no built-in lexicon for the {rules.tileset.name} tile set: give one with --lexicon")
    # the words are judged as at a table of this rule set: by its compound rule (German)
    lexicon = for_rules(load_lexicon(spec), rules.compound_words)
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
