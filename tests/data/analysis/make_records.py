"""Make the analysis test records with lexitile's own engine and robots.

Run from the repository root: ``python tests/data/analysis/make_records.py``. It writes,
next to itself:

* ``words.txt``: a small word list drawn from the built-in English list (every 2-letter
  word, then every 10th 3-letter, 50th 4-letter, 200th 5-letter and 400th 7- and
  8-letter word), so that a brute force over every word stays fast in the tests;
* ``two-player.gcg``: hard robot against easy robot, tournament rules;
* ``three-player.gcg``: easy, medium and hard robots;
* ``four-player.gcg``: two hard and two medium robots;
* ``challenge.gcg``: tournament rules judged by challenge; two plays form a word of the
  built-in list that ``words.txt`` lacks (phonies): the first is challenged off, the
  second stands; a valid play is challenged once (the challenger loses a turn).

Records are deterministic (seeded); the tests read them, they never run this script.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.records.gcg_writer import game_to_gcg
from lexitile.games.crossword.rules.config import WordCheck
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.lexicon import load_lexicon

HERE = Path(__file__).resolve().parent
STEPS = {2: 1, 3: 10, 4: 50, 5: 200, 7: 400, 8: 400}


def make_words() -> Path:
    en = load_lexicon("en")
    by_len: dict[int, list[str]] = {}
    for w in sorted(en.words()):
        by_len.setdefault(len(w), []).append(w)
    chosen = [w for n, step in STEPS.items() for w in by_len.get(n, [])[::step]]
    path = HERE / "words.txt"
    text = "# language: en\n# analysis test list, made by make_records.py from the built-in English list\n"
    path.write_text(text + "\n".join(sorted(chosen)) + "\n", encoding="utf-8")
    return path


def robot_game(levels: list[str], seed: int, words: Path, name: str) -> None:
    lexicon = load_lexicon(str(words))
    automaton = automaton_for_lexicon(lexicon)
    rules = load_rules("tournament")
    names = [f"{lv.capitalize()}{i + 1}" for i, lv in enumerate(levels)]
    game = Game(rules, names, seed=seed, lexicon=lexicon)
    robots = [Robot(lv, automaton, lexicon, random.Random(seed + i)) for i, lv in enumerate(levels)]
    while not game.is_over:
        make_move(game, robots[game.turn].choose(game))
    (HERE / name).write_text(game_to_gcg(game, lexicon="analysis-words", title=name), encoding="utf-8")


def challenge_game(seed: int, words: Path) -> None:
    lexicon = load_lexicon(str(words))
    automaton = automaton_for_lexicon(lexicon)
    en_automaton = automaton_for_lexicon(load_lexicon("en"))
    rules = dataclasses.replace(load_rules("tournament"), word_check=WordCheck.CHALLENGE)
    game = Game(rules, ["Ann", "Bo"], seed=seed, lexicon=lexicon)
    robots = [Robot("hard", automaton, lexicon, random.Random(seed)), Robot("medium", automaton, lexicon)]
    phonies = 0
    turn = 0
    challenge_next = False
    while not game.is_over:
        if game.pending is not None:
            if challenge_next:
                game.challenge(1 - game.pending.seat)
            else:
                game.accept_play()
            challenge_next = False
            if game.is_over:
                break
        turn += 1
        if phonies < 2 and turn in (5, 11) and len(game.bag) > 0:
            # a play that is good English but not in words.txt: a phony in this game
            candidates = [
                m
                for m in generate_moves(game.board, game.rack, rules.tileset, en_automaton)
                if any(w.upper() not in lexicon for w in _words(game, m))
            ]
            if candidates:
                best = max(candidates, key=lambda m: m.score)
                game.play(best.placement)
                phonies += 1
                challenge_next = phonies == 1  # the first is challenged off, the second stands
                continue
        make_move(game, robots[game.turn].choose(game))
        # turn 8: a valid play challenged: the challenger loses a turn (double challenge)
        challenge_next = challenge_next or (turn == 8 and game.pending is not None)
    game.accept_play()
    (HERE / "challenge.gcg").write_text(
        game_to_gcg(game, lexicon="analysis-words", title="challenge.gcg"), encoding="utf-8"
    )


def _words(game: Game, move) -> list[str]:
    return [w.word for w in game.check_play(move.placement).words]


if __name__ == "__main__":
    words = make_words()
    robot_game(["hard", "easy"], 21, words, "two-player.gcg")
    robot_game(["easy", "medium", "hard"], 22, words, "three-player.gcg")
    robot_game(["hard", "medium", "hard", "medium"], 24, words, "four-player.gcg")
    challenge_game(23, words)
    print("written:", ", ".join(sorted(p.name for p in HERE.iterdir() if p.suffix in (".gcg", ".txt"))))
