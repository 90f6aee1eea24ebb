#!/usr/bin/env python3
"""Play the test games ``tests/data/games/*.gcg`` with lexitile's own robots (maintainer script).

Every game is played by the engine (:class:`lexitile.games.crossword.rules.game.Game`) between robots of
:mod:`lexitile.games.crossword.engine.robots` on a small test word list, seeded, and written by the GCG
writer (:func:`lexitile.games.crossword.records.gcg_writer.game_to_gcg`). The ``#description`` pragma of
each file says how it was made (``rules=... players=... levels=... seed=... lexicon=...``)
so the tests can check it with the rule set's own numbers.

To get challenges and withdrawn phonies into the records, games under a rule set that
judges words by challenge seat two kinds of robot besides the plain ones:

* a **bluffer** (``b`` after the level, e.g. ``hardb``) generates its plays from the word
  list plus made-up words (each a real word with one letter changed) one turn in five, so
  now and then it plays a phony; the others challenge it and it is withdrawn (``--``);
* a **doubter** (``d``, e.g. ``mediumd``) also challenges one valid play in four, so the
  rule set's cost of a wrong challenge appears (a ``(challenge)`` line or a lost turn).

    python3 tools/make_test_games.py            # rewrites every file of tests/data/games

The script checks every game as it goes (tiles conserved, the record reads back and
replays with no error or mismatch) and stops on the first fault.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from lexitile.games.crossword import catalog  # noqa: E402 -- after the sys.path insert
from lexitile.games.crossword.engine.automaton import Automaton  # noqa: E402
from lexitile.games.crossword.engine.robots import LEVELS, Robot  # noqa: E402
from lexitile.games.crossword.records.gcg import parse_gcg  # noqa: E402
from lexitile.games.crossword.records.gcg_writer import game_to_gcg  # noqa: E402
from lexitile.games.crossword.records.replay import replay_record  # noqa: E402
from lexitile.games.crossword.rules.config import WordCheck  # noqa: E402
from lexitile.games.crossword.rules.game import Game  # noqa: E402
from lexitile.games.crossword.rules.make_move import make_move  # noqa: E402
from lexitile.games.crossword.selfplay import check_invariants  # noqa: E402
from lexitile.lexicon import load_lexicon  # noqa: E402

DATA = REPO / "tests" / "data"
OUT = DATA / "games"
WORD_LISTS = {"en": DATA / "wordlist-small.txt", "pt_BR": DATA / "wordlist-small-pt_BR.txt"}
MAX_TURNS = 400


@dataclass(frozen=True)
class GameSpec:
    rules: str
    levels: tuple[str, ...]
    seed: int
    lexicon: str = "en"
    challenge: bool = False  # judge words by challenge (the rule set's word_check otherwise)


def _specs() -> list[GameSpec]:
    out: list[GameSpec] = []
    two = [("hard", "medium"), ("medium", "easy"), ("hard", "hard"), ("easy", "hard")]
    three = [("hard", "medium", "easy"), ("medium", "medium", "hard")]
    four = [("hard", "medium", "easy", "medium"), ("easy", "easy", "hard", "hard")]
    seed = 100
    for rules, n2, n3, n4 in (("mattel", 10, 4, 4), ("tournament", 6, 2, 2), ("kreuzwort", 4, 2, 2)):
        for k in range(n2):
            out.append(GameSpec(rules, two[k % len(two)], seed := seed + 1))
        for k in range(n3):
            out.append(GameSpec(rules, three[k % len(three)], seed := seed + 1))
        for k in range(n4):
            out.append(GameSpec(rules, four[k % len(four)], seed := seed + 1))
    # judged by challenge: bluffers play phonies, doubters challenge valid plays
    for rules, players in (
        ("mattel", ("hardb", "mediumd")),
        ("mattel", ("hardb", "hardd")),
        ("mattel", ("mediumb", "hardd", "easy")),
        ("mattel", ("hardb", "mediumd", "easyd", "hard")),
        ("tournament", ("hardb", "mediumd")),
        ("tournament", ("hardb", "hardd")),
        ("tournament", ("hardd", "mediumb")),
        ("tournament", ("hardb", "mediumd", "hardd")),
        ("kreuzwort", ("hardb", "mediumd")),
    ):
        out.append(GameSpec(rules, players, seed := seed + 1, challenge=True))
    # Palavras Cruzadas judges by challenge anyway (no penalty for a wrong challenge)
    for players in (
        ("hard", "medium"),
        ("medium", "hard"),
        ("hardb", "mediumd"),
        ("hardb", "hardd"),
        ("hard", "easy"),
        ("mediumb", "hardd", "easy"),
        ("hard", "medium", "hardd"),
        ("hardb", "mediumd", "easy", "hard"),
        ("hard", "hard", "medium", "easy"),
    ):
        out.append(GameSpec("palavras", players, seed := seed + 1, lexicon="pt_BR"))
    return out


class TestRobot(Robot):
    """A robot that may bluff (one turn in five) or doubt valid plays (see the module docstring)."""

    def __init__(
        self, level: str, automaton: Automaton, lexicon, rng: random.Random, doubt: float, bluff: Automaton | None
    ):
        super().__init__(level, automaton, lexicon, rng)
        self.doubt = doubt
        self.own_rng = random.Random(rng.random())
        self.honest = automaton
        self.bluff = bluff

    def choose(self, game: Game):
        bluffing = self.bluff is not None and self.own_rng.random() < 0.2
        self.automaton = self.bluff if bluffing and self.bluff is not None else self.honest
        return super().choose(game)

    def wants_to_challenge(self, game: Game, seat: int) -> bool:
        if not game.can_challenge(seat):
            return False
        return super().wants_to_challenge(game, seat) or self.own_rng.random() < self.doubt


def _phonies(words: list[str], rng: random.Random, alphabet: str, count: int) -> list[str]:
    real = set(words)
    out: set[str] = set()
    candidates = [w for w in words if 3 <= len(w) <= 6]
    while len(out) < count:
        w = rng.choice(candidates)
        i = rng.randrange(len(w))
        fake = w[:i] + rng.choice(alphabet) + w[i + 1 :]
        if fake not in real:
            out.add(fake)
    return sorted(out)


def play(spec: GameSpec, lexicon, automaton: Automaton, bluff_automaton: Automaton) -> str:
    rules = catalog.load_rules(spec.rules)
    if spec.challenge:
        rules = rules.with_changes(word_check=WordCheck.CHALLENGE)
    rng = random.Random(spec.seed * 7919 + 17)
    robots = []
    names = []
    for i, label in enumerate(spec.levels):
        kind = label[-1] if label[-1] in "bd" and label[:-1] in LEVELS else ""
        level = label[: len(label) - len(kind)]
        bluff = kind == "b"
        robots.append(
            TestRobot(
                level,
                automaton,
                lexicon,
                random.Random(rng.random()),
                0.25 if kind == "d" else 0.0,
                bluff_automaton if bluff else None,
            )
        )
        names.append(f"{level}{i + 1}")
    game = Game(rules, names, seed=spec.seed, lexicon=lexicon)
    full = Counter(rules.tileset.full_bag())
    turns = 0
    while not game.is_over:
        if turns >= MAX_TURNS:
            raise SystemExit(f"seed {spec.seed}: still running after {MAX_TURNS} turns")
        if game.pending is not None:
            seat = game.pending.seat
            challengers = [i for i in range(len(robots)) if i != seat and robots[i].wants_to_challenge(game, i)]
            if challengers:
                game.challenge(challengers[0])
            elif game.pending.went_out:
                game.accept_play()
            if game.is_over:
                break
        make_move(game, robots[game.turn].choose(game))
        turns += 1
        problems = check_invariants(game, full)
        if problems:
            raise SystemExit(f"seed {spec.seed}: {problems}")
    description = (
        f"lexitile test game: rules={spec.rules} players={len(names)} levels={','.join(spec.levels)} "
        f"seed={spec.seed} lexicon={WORD_LISTS[spec.lexicon].name}"
        + (" word-check=challenge" if spec.challenge else "")
    )
    text = game_to_gcg(
        game, players=[(n, n) for n in names], title=f"lexitile test game {spec.seed}", description=description
    )
    replay = replay_record(parse_gcg(text), rules.layout, rules.tileset, lexicon)
    if replay.error is not None or replay.mismatches:
        raise SystemExit(f"seed {spec.seed}: {replay.error} {replay.mismatches[:2]}")
    return text


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.gcg"):
        old.unlink()
    loaded = {}
    for lang, path in WORD_LISTS.items():
        lexicon = load_lexicon(str(path))
        words = sorted(lexicon.words())
        tiles = catalog.load_tileset("palavras115" if lang == "pt_BR" else "english")
        fakes = _phonies(words, random.Random(lang), "".join(tiles.letters), 400)
        loaded[lang] = (lexicon, Automaton.build(words), Automaton.build(sorted(set(words) | set(fakes))))
    for spec in _specs():
        text = play(spec, *loaded[spec.lexicon])
        name = f"{spec.rules}-{len(spec.levels)}p-{spec.seed}.gcg"
        (OUT / name).write_text(text, encoding="utf-8")
        print(f"wrote {OUT.relative_to(REPO)}/{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
