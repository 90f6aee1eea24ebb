"""Make the records in this folder: Crosswise records of format 1 and Quiddler records
of format 2, the last formats that held the bag order or the seed every deal is rebuilt
from, written by the lexitile of that time through its own writers.

They were made by the code of branch ``i31-hidden`` before the record formats changed
(commit ``94a6370``), with that version's source first on the path::

    PYTHONPATH=<that version>/src LEXITILE_DATA_DIR=$(mktemp -d) \\
        python tests/data/old-records/make_old_records.py tests/data/old-records

The current code need not run it: the tests only read the files it wrote
(``tests/games/crosswise/test_crosswise_old_records.py``, ``tests/games/quiddler/test_quiddler_old_records.py``).
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from lexitile.games.crosswise.files import load_components
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.record import dumps
from lexitile.games.crosswise.robots import make_robot
from lexitile.games.crosswise.table import Deal, MatchKind, MatchRule, TableRules
from lexitile.games.quiddler.actions import Discard, Draw, Source
from lexitile.games.quiddler.events import Reshuffled
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.record import format_record
from lexitile.games.quiddler.robots import play_out, play_turn
from lexitile.games.quiddler.setup import GameSetup
from lexitile.games.quiddler.storage import load_deck, robot_factory
from lexitile.lexicon import load_lexicon
from lexitile.play.league_table import LeagueTable

STARTED = "2026-12-01T10:00:00+00:00"


def crosswise(out: Path) -> None:
    comps = load_components()
    # a sum-of-2 match with the FH Wedel deal rule: game 1 played out, game 2 in play
    match = Match(comps, ["Ann", "Bo"], TableRules(deal=Deal.NO_ACTION_ONLY), MatchRule(MatchKind.SUMOF, 2), seed=5)
    bots = [make_robot("easy", seed=1), make_robot("medium", seed=2)]
    while not match.game.is_over:
        match.game.play(bots[match.game.seat].choose(match.game))
    match.next_game()
    for _ in range(5):
        match.game.play(bots[match.game.seat].choose(match.game))
    league = LeagueTable(True, 0, {"Ann": 1}).to_text()
    text = dumps(match, {"Bo": "medium"}, started=STARTED, league=league)
    (out / "crosswise-v1-in-play.cwr").write_text(text, encoding="utf-8")

    # three players (Bo alone on the rows), first to 2 victories, played out
    match = Match(comps, ["Ann", "Bo", "Cy"], TableRules(), MatchRule(MatchKind.MATCH, 2), seed=9)
    bots = [make_robot("easy", seed=3), make_robot("hard"), make_robot("medium")]
    while not match.is_over:
        if match.game.is_over:
            match.next_game()
        match.game.play(bots[match.game.seat].choose(match.game))
    text = dumps(match, {"Ann": "easy", "Bo": "hard", "Cy": "medium"}, started=STARTED, handed=["Ann"])
    (out / "crosswise-v1-finished.cwr").write_text(text, encoding="utf-8")


def quiddler(out: Path) -> None:
    lexicon = load_lexicon("en")
    deck = load_deck("english")
    # three robots, the whole game (reshuffles happen with three players)
    setup = GameSetup(("Ann", "Bob", "Cy"), 3, deck, TableOptions(), 1)
    factory = robot_factory(lexicon, deck, setup.options, 3)
    robots = {s: factory.robot(level, s) for s, level in enumerate(("easy", "medium", "hard"))}
    game = play_out(Game(setup, lexicon), robots)
    text = format_record(game, lexicon="en", robots={1: "medium", 2: "hard"}, meta={"started": STARTED})
    (out / "quiddler-v2-finished.qdl").write_text(text, encoding="utf-8")

    # two players, a custom option: rounds 1-2 by robots; in round 3 both draw from the
    # stock and throw the card drawn away until the stock has been reshuffled; stopped
    # on Bob's draw
    options = dataclasses.replace(TableOptions(), min_word_cards=1)
    setup = GameSetup(("Ann", "Bob"), 11, deck, options, 0)
    factory = robot_factory(lexicon, deck, options, 11)
    robots = {s: factory.robot("medium", s) for s in range(2)}
    game = Game(setup, lexicon)
    while game.round_number < 3:
        play_turn(game, robots[game.current])
    reshuffled = 0
    while reshuffled < 2 or game.current != 1:
        game.apply(Discard(game.apply(Draw(Source.STOCK)) or ""))
        reshuffled = sum(isinstance(e, Reshuffled) for e in game.history)
    text = format_record(game, lexicon="en", robots={1: "medium"}, meta={"started": STARTED})
    (out / "quiddler-v2-in-play.qdl").write_text(text, encoding="utf-8")


def main() -> None:
    out = Path(sys.argv[1])
    crosswise(out)
    quiddler(out)


if __name__ == "__main__":
    main()
