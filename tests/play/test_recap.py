"""The curtain's recap (lexitile.play.recap): per person, what happened since they
last saw the table, as messages that never name a hidden tile."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from lexitile.core.message import Message
from lexitile.games.crosswise.files import load_components
from lexitile.games.crosswise.game import Game as CrosswiseGame
from lexitile.games.crosswise.table import TableRules
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.config import ChallengeRule, WordCheck
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.placement import placement_from_notation
from lexitile.play.recap import BoardFeed, CrosswiseFeed, Recap, seat_message
from lexitile.play.table_options import GameOptions
from lexitile.text.render import render


def texts(message: Message) -> Iterator[str]:
    """Every text a message shows: its fields, nested ones included."""
    for value in message.fields.values():
        items = value if isinstance(value, tuple) else (value,)
        for item in items:
            if isinstance(item, Message):
                yield from texts(item)
            elif isinstance(item, str):
                yield item


def rendered_everywhere(messages: list[Message]) -> list[str]:
    """Each message in English; German and Portuguese must word it too."""
    for message in messages:
        for language in ("de", "pt_BR"):
            assert render(message, language)
    return [render(m, "en") for m in messages]


def test_a_person_sees_what_happened_since_they_lifted_the_curtain_but_not_their_own_turn():
    recap = Recap()
    recap.add(Message("recap.pass", {"player": "Ann"}), witness="Ann")
    recap.add(Message("recap.pass", {"player": "Cy"}))
    assert [m["player"] for m in recap.unseen("Bo")] == ["Ann", "Cy"]
    assert [m["player"] for m in recap.unseen("Ann")] == ["Cy"]
    recap.seen_by("Bo")
    assert recap.unseen("Bo") == []
    for name in "DEFG":
        recap.add(Message("recap.pass", {"player": name}))
    earlier, last = recap.latest("Bo", 3)
    assert earlier == 1 and [m["player"] for m in last] == ["E", "F", "G"]
    assert recap.latest("Ann", 10)[0] == 0 and len(recap.latest("Ann", 10)[1]) == 5


def test_a_robots_play_is_told_to_the_person_next_with_word_square_and_score():
    game = Game(load_rules("mattel"), ["Ann", "Cy"], seed=1, lexicon=None, first_player=1)
    recap = Recap()
    feed = BoardFeed(recap, game.players, witness_of=lambda seat: None if seat == 1 else game.players[seat])
    robot_rack = "".join(game.racks[1])
    game.racks[1] = list("CATSXYZ")
    game.play_notation("8H", "CATS")  # the robot's move
    feed.sync(game)
    [item] = recap.unseen("Ann")
    assert item.code == "recap.play"
    assert (item["player"], item["word"], item["square"], item["score"]) == ("Cy", "CATS", "8H", game.scores[1])
    assert rendered_everywhere([item]) == [f"Cy played CATS at 8H for {game.scores[1]}."]
    leftover = "".join(game.racks[1])
    assert not any(leftover in t or robot_rack in t for t in texts(item))
    feed.sync(game)  # nothing new: nothing added
    assert len(recap.items) == 1


def test_palavras_ex_square_tells_the_victim_the_rack_was_swapped_but_not_the_tiles():
    rules = GameOptions(check="auto").apply(load_rules("palavras"))
    game = Game(rules, ["a", "b", "c", "d"], seed=1, first_player=0)
    game.board.put([(3, 5, "A"), (3, 6, "A"), (3, 7, "A"), (3, 8, "A")])
    game.racks[0] = list("BCDFGHJ")
    old = "".join(game.racks[1])
    recap = Recap()
    feed = BoardFeed(recap, game.players, witness_of=lambda seat: game.players[seat])
    feed.skip_to(game)
    game.play(placement_from_notation(game.board, "4E", "B...."))  # B on E4, an EX square
    new = "".join(game.racks[1])
    assert new != old
    feed.sync(game)
    items = recap.unseen("b")
    assert [m.code for m in items] == ["recap.play", "recap.forced-exchange"]
    assert items[1]["player"] == "b" and items[1]["n"] == 7
    shown = rendered_everywhere(items)
    assert shown[1] == "EX square: b's whole rack was exchanged (7 new tiles)."
    for text in [*shown, *(t for m in items for t in texts(m))]:
        assert old not in text and new not in text
    # a saw it happen (their own play) except the exchange, which is news to everybody
    assert [m.code for m in recap.unseen("a")] == ["recap.forced-exchange"]


def test_ex_square_without_enough_tiles_in_the_bag_exchanges_nothing_and_says_nothing():
    rules = GameOptions(check="auto").apply(load_rules("palavras"))
    game = Game(rules, ["a", "b"], seed=1, first_player=0)
    game.board.put([(3, 5, "A"), (3, 6, "A"), (3, 7, "A"), (3, 8, "A")])
    game.racks[0] = list("BCDFGHJ")
    game.bag.tiles = game.bag.tiles[:3]
    before = list(game.racks[1])
    recap = Recap()
    feed = BoardFeed(recap, game.players)
    game.play(placement_from_notation(game.board, "4E", "B...."))
    feed.sync(game)
    assert game.racks[1] == before
    assert [m.code for m in recap.unseen("b")] == ["recap.play"]


def test_a_take_back_by_agreement_is_told_and_the_ex_square_rack_comes_back():
    rules = GameOptions(check="auto").apply(load_rules("palavras"))
    game = Game(rules, ["a", "b", "c"], seed=1, first_player=0)
    game.board.put([(3, 5, "A"), (3, 6, "A"), (3, 7, "A"), (3, 8, "A")])
    game.racks[0] = list("BCDFGHJ")
    recap = Recap()
    feed = BoardFeed(recap, game.players)
    game.play(placement_from_notation(game.board, "4E", "B...."))
    feed.sync(game)
    recap.seen_by("c")
    undone = game.pop()
    feed.took_back(game, undone)
    items = recap.unseen("c")
    assert [m.code for m in items] == ["recap.take-back", "recap.rack-restored"]
    assert items[0]["player"] == "a" and items[0]["square"] == "4E" and items[1]["player"] == "b"
    rendered_everywhere(items)
    assert feed.fed == len(game.history)


@pytest.mark.parametrize(
    "rule,word,codes",
    [
        (ChallengeRule.PENALTY, "CAX", ["recap.play", "recap.withdrawn"]),
        (ChallengeRule.PENALTY, "CAT", ["recap.play", "recap.challenge-penalty"]),
        (ChallengeRule.BONUS, "CAT", ["recap.play", "recap.challenge-bonus"]),
    ],
)
def test_a_challenge_and_its_result_are_in_the_recap(rule, word, codes):
    rules = load_rules("mattel").with_changes(word_check=WordCheck.CHALLENGE, challenge_rule=rule, challenge_points=5)
    game = Game(rules, ["Ann", "Bo", "Cy"], seed=7, lexicon={"CAT", "AT", "TA"}, first_player=0)
    game.racks[0] = list("CATXQZZ")
    recap = Recap()
    feed = BoardFeed(recap, game.players)
    game.play_notation("8G", word)
    feed.sync(game)
    game.challenge(1)
    feed.sync(game)
    items = recap.unseen("Cy")
    assert [m.code for m in items][:2] == codes
    shown = rendered_everywhere(items)
    if codes[1] == "recap.withdrawn":
        assert items[1]["player"] == "Ann" and shown[1].startswith("Ann's play was challenged off")
    elif codes[1] == "recap.challenge-penalty":
        assert items[1]["player"] == "Bo" and items[1]["score"] == 5
    else:
        assert items[1]["player"] == "Ann" and items[1]["score"] > 0


def test_an_exchange_says_how_many_tiles_never_which():
    game = Game(load_rules("mattel"), ["Ann", "Bo"], seed=3, lexicon=None, first_player=0)
    recap = Recap()
    feed = BoardFeed(recap, game.players)
    tiles = "".join(game.racks[0][:3])
    game.exchange(tiles)
    feed.sync(game)
    [item] = recap.unseen("Bo")
    assert item.code == "recap.exchange" and item["n"] == 3
    assert rendered_everywhere([item]) == ["Ann exchanged 3 tiles."]
    assert tiles not in "".join(texts(item))


def test_handing_a_seat_over_is_news_for_everyone():
    recap = Recap()
    recap.add(seat_message("Bo", robot=True))
    recap.add(seat_message("Bo", robot=False))
    assert rendered_everywhere(recap.unseen("Ann")) == [
        "The computer plays Bo's seat now.",
        "Bo plays their own seat again.",
    ]


def test_crosswise_turns_and_the_game_result_name_board_tiles_only():
    comps = load_components()
    game = CrosswiseGame(comps, ["Ann", "Bo"], TableRules(), seed=5)
    recap = Recap()
    feed = CrosswiseFeed(recap)
    while not game.is_over:
        game.play(game.legal_moves()[0])
        feed.sync(game, 1)
    items = recap.unseen("Ann")
    assert len(items) == len(game.history) + 1
    assert items[-1].code in ("recap.cw-won", "recap.cw-draw") and items[-1]["game"] == 1
    assert game.side_result is not None and items[-1]["columns"] == game.side_result.columns
    shown = rendered_everywhere(items)
    assert all(s.startswith(("Ann ", "Bo ", "Game 1 is over")) for s in shown)
    feed.sync(game, 1)  # the result is told once
    assert len(recap.unseen("Ann")) == len(items)
    german = render(next(m for m in items if m.code == "recap.cw-place"), "de")
    assert not any(name in german.split() for name in ("star", "sun", "cross"))


# ---------------------------------------------------------------- kept in the state file


def test_a_recap_survives_the_state_file():
    import json

    from lexitile.storage.statefile import check_state, parse_state

    recap = Recap()
    recap.add(Message("recap.play", {"player": "Ann", "word": "CAT", "square": "8H", "score": 10}), "Ann")
    recap.seen_by("Bo")
    recap.add(Message("recap.pass", {"player": "Bo"}), "Bo")
    recap.add(Message("recap.to-robot", {"player": "Cy"}))
    recap.seen_by("Ann")
    recap.add(Message("recap.round-over", {"round": 1, "scores": (Message("recap.round-score", {}),)}))
    state = json.loads(json.dumps(recap.to_json(keep=200)))
    again = Recap.from_json(state)
    # the one item of nested fields cannot be kept; everything else reads back the same
    assert again.items == recap.items[:3]
    assert again.unseen("Bo") == recap.unseen("Bo")[:-1] and again.unseen("Ann") == []
    assert again.unseen("Cy") == [m for m, _w in recap.items[:3]]
    # the newest items only, the indexes moved with them
    short = Recap.from_json(recap.to_json(keep=2))
    assert [m.code for m, _w in short.items] == ["recap.to-robot"]
    assert short.since == {"Bo": 0, "Ann": 1}
    check_state(parse_state(json.dumps({"players": ["Ann", "Bo"], "rules": "mattel", "lexicon": "x", "seed": 1,
                                        "first_player": 0, "recap": state})))  # fmt: skip


@pytest.mark.parametrize(
    ("recap", "complaint"),
    [
        ([], "recap must be an object"),
        ({"items": [["recap.pass", {"player": "Bo"}]]}, "recap.items[0] has 2 entries"),
        ({"items": [["recap.pass", {"player": 1.5}, None]]}, "recap.items[0][1].player must be text"),
        ({"items": [], "since": [["Ann", 3]]}, "recap.since[0][1] must be between 0 and 0"),
        ({"losing": [5]}, "recap.losing[0] must be between 0 and 1"),
    ],
)
def test_a_bad_recap_in_a_state_file_is_named(tmp_path, recap, complaint):
    import json

    from lexitile.savegame import SaveFileError, load_saved

    path = tmp_path / "game.json"
    head = {"format": "lexitile-save", "version": 1, "players": ["Ann", "Bo"], "rules": "mattel"}
    path.write_text(json.dumps({**head, "lexicon": "x", "seed": 1, "first_player": 0, "recap": recap}))
    with pytest.raises(SaveFileError, match=complaint.replace("[", r"\[").replace("]", r"\]")):
        load_saved(path)
