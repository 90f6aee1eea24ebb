"""Palavras Cruzadas plays as a Brazilian game, and every rules card says only what
the game uses, without two sentences that contradict each other.

* ``--rules palavras`` alone: the Portuguese word list and the text's 115 tiles; with
  ``--lang pt`` the same; with another ``--lang``, that language's word list and tiles,
  and the card says so.
* The end: all players pass twice in a row (the text's Fim de jogo); one player's two
  passes do not end the game.
* Cards of every built-in rule set, with and without the challenge table option.
"""

from __future__ import annotations

import argparse
import itertools
import re

import pytest

from lexitile.commands import play
from lexitile.games.crossword import catalog
from lexitile.games.crossword.rules.game import Game
from lexitile.lexicon.store import BUILTIN_TITLES
from lexitile.play.table_options import GameOptions
from lexitile.tui.screens.help import rules_card


def parse(argv):
    parser = argparse.ArgumentParser(prog="lexitile")
    sub = parser.add_subparsers(dest="command")
    play.register(sub)
    return parser.parse_args(argv)


@pytest.fixture
def started(monkeypatch, data_dir):
    import lexitile.tui.app as app_module
    import lexitile.tui.launch as launch

    seen = {}

    def fake_run(self):
        seen["session"] = self.initial_session
        return 0

    monkeypatch.setattr(app_module.LexitileApp, "run", fake_run)
    specs = []

    def loader(spec):
        specs.append(spec)
        return {"ZA"}

    monkeypatch.setattr(launch, "default_loader", loader)
    seen["specs"] = specs
    return seen


@pytest.mark.parametrize(
    ("extra", "lexicon", "tileset", "total"),
    [
        ([], "pt_BR", "palavras115", 115),
        (["--lang", "pt"], "pt_BR", "palavras115", 115),
        (["--lang", "en"], "en", "english", 100),
        (["--lang", "de"], "de", "german", 102),
    ],
)
def test_palavras_word_list_and_tiles(started, extra, lexicon, tileset, total):
    assert play.run(parse(["play", "--players", "Ann,Bo", "--rules", "palavras", "--seed", "1", *extra])) == 0
    session = started["session"]
    assert started["specs"] == [lexicon] and session.saved.lexicon == lexicon
    tiles = session.game.rules.tileset
    assert tiles.name == tileset and tiles.total == total
    assert len(session.game.bag) + sum(len(r) for r in session.game.racks) == total
    card = rules_card(session.game.rules, options=session.options, lexicon=session.saved.lexicon).plain
    assert f"Word list: {BUILTIN_TITLES[lexicon]}; tile set" in card and f"{total} tiles." in card
    if lexicon != "pt_BR":
        assert "Palavras Cruzadas is played in Brazilian Portuguese; this game uses" in card
    else:
        assert "this game uses" not in card


def test_other_rule_sets_keep_english_by_default(started):
    assert play.run(parse(["play", "--players", "Ann,Bo", "--seed", "1"])) == 0
    assert started["specs"] == ["en"] and started["session"].game.rules.tileset.name == "english"


def test_palavras_ends_when_all_players_pass_twice_in_a_row_not_one():
    rules = catalog.load_rules("palavras")
    game = Game(rules, ["Ann", "Bo"], seed=1, lexicon=None)
    game.pass_turn()  # Ann
    game.exchange("".join(game.rack[:1]))  # Bo exchanges: not a pass
    game.pass_turn()  # Ann: her second pass in a row
    assert not game.is_over, "one player's two passes ended the game"
    game.pass_turn()  # Bo
    assert not game.is_over
    game.pass_turn()  # Ann
    game.pass_turn()  # Bo: every player has passed twice in a row
    assert game.is_over


def sentences(card: str) -> str:
    """The card's own sentences (the "default: ..." lines quote the default rule set)."""
    lines = [line for line in card.splitlines() if not line.strip().startswith("default:")]
    return " ".join(" ".join(lines).split())


@pytest.mark.parametrize(
    ("name", "check"),
    list(itertools.product(("mattel", "tournament", "kreuzwort", "palavras"), (None, "auto", "challenge"))),
)
def test_no_card_contradicts_itself(name, check):
    options = GameOptions(check=check)
    rules = options.apply(catalog.load_rules(name))
    card = sentences(rules_card(rules, options=options).plain)
    judged_by_challenge = rules.word_check.value == "challenge"
    if judged_by_challenge:
        assert "is refused" not in card and "Words are checked as they are played." not in card
        assert "gives no verdict" in card
    else:
        # no unconditional sentence about challenges or their window
        assert "a play may be challenged until" not in card and "accepts or challenges within" not in card
        for sentence in ("A wrong challenge costs 5 points.", "Double challenge:"):
            assert sentence not in card
        # only as what the challenge table option would do
        unconditional = re.sub(r"challenges? instead[,:] a wrong challenge costs", "", card)
        assert "a wrong challenge costs" not in unconditional
    # the end of the game is said once, one way
    assert "passes twice ends the game" not in card
    if name == "palavras":
        assert "passes 2 times in a row ends the game" not in card and "Fim de jogo" in card
        assert "2 scoreless turns in a row by every player" in card


@pytest.mark.parametrize(("lexicon", "shown"), [("en", False), ("pt_BR", False), ("de", True)])
def test_the_german_compound_rule_is_on_the_card_of_a_german_game_only(lexicon, shown):
    card = rules_card(catalog.load_rules("mattel"), lexicon=lexicon).plain
    assert ("German: only words of the word list and their inflections are valid" in card) is shown
