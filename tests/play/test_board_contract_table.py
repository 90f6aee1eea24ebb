"""A board game played through the game contract's Table alone
(:class:`lexitile.play.board_contract.BoardContractTable`): the contract's robots choose
each person's move and it is entered as an intent; the curtain comes down between
people, a robot's seat plays on its own, a phony is challenged off and a valid play
challenged costs the challenger, a time-out and a take-back go by the rule set. After
every intent the tiles are all there, the scores are the sum of the events' scores,
and a refusal changes neither the game nor its record."""

from __future__ import annotations

import sys
import tempfile
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
from tui_helpers import AnyWord, make_game

from lexitile.core.game_contract import Entry, EntryKind, TableRefusal
from lexitile.core.message import Message
from lexitile.games.crossword.contract import CONTRACT
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.lexicon import load_lexicon
from lexitile.play.board_contract import BoardContractTable
from lexitile.play.board_session import Session
from lexitile.play.board_table import BoardTable
from lexitile.text.render import render
from lexitile.tui.shell.curtain import Hotseat

pytestmark = pytest.mark.usefixtures("data_dir")  # every test saves into its own folder


@pytest.fixture(scope="module")
def english():
    return load_lexicon("en")


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def table_of(session: Session) -> BoardContractTable:
    return BoardContractTable(BoardTable(session, Hotseat(recap=session.recap)))


def move(text: str) -> BoardMove:
    return BoardMove.parse(text)


def snapshot(session: Session) -> tuple[object, ...]:
    """The game and its record: board, racks, bag, scores, turn, history, the open
    challenge, and the state file's moves and notes."""
    game = session.game
    return (
        tuple(game.board.squares),
        tuple(tuple(r) for r in game.racks),
        tuple(game.bag.tiles),
        tuple(game.scores),
        game.turn,
        tuple(game.history),
        game.pending,
        tuple(session.saved.moves),
        dict(session.saved.notes),
        len(session.recap.items),
    )


def check_invariants(game: Game) -> None:
    """Every tile of the set is on the board, a rack or in the bag; each score is the
    sum of its seat's event scores."""
    tiles = Counter("?" if t.islower() else t for t in game.board.squares if t is not None)
    for rack in game.racks:
        tiles.update(rack)
    tiles.update(game.bag.tiles)
    assert tiles == Counter(game.rules.tileset.counts)
    for seat, score in enumerate(game.scores):
        assert score == sum(e.score for e in game.history if e.player == seat)


def code(refusal: TableRefusal | None) -> str:
    """The code of a refusal (failing when the intent was done)."""
    assert refusal is not None
    return refusal.why.code


def refused(t: BoardContractTable, seat: int, text: str) -> Message:
    """``seat`` enters ``text``: refused, worded in every language, nothing changed."""
    session = t.table.session
    before = snapshot(session)
    refusal = t.enter(seat, move(text))
    assert refusal is not None, text
    assert snapshot(session) == before
    assert render(refusal.why, "de") and render(refusal.why, "pt_BR")
    return refusal.why


# ----------------------------------------------------------------- whole games
@pytest.mark.parametrize(
    ("players", "robots", "check"),
    [
        (("Ann", "Bo"), (), None),
        (("Ann", "Bo", "Cy"), (2,), None),
        (("Ann", "Bo", "Cy"), (1,), "challenge"),
    ],
    ids=["two people", "two people and a robot", "challenge rules, two people and a robot"],
)
def test_a_whole_game_through_the_table_alone(english, data_dir, players, robots, check) -> None:
    session = make_game(data_dir, players, seed=3, lexicon=english, check=check)
    for seat in robots:
        session.set_robot(seat, "easy")
    game = session.game
    t = table_of(session)
    deciders = [CONTRACT.robots.robot("easy", seed=s) for s in range(len(players))]
    exchange_refused = False
    while not t.over:
        check_invariants(game)
        entry = t.entry()
        if entry.kind is EntryKind.CHALLENGE:  # the people answer the play: it stands
            assert entry.seat is not None and entry.seat not in robots
            assert refused(t, game.turn, "-").code == "table.challenge-open"
            assert t.accept(entry.seat) is None
            continue
        seat = t.on_turn()
        assert seat is not None and seat not in robots  # a robot's seat plays on its own
        curtain = t.curtain()
        if curtain.down:
            # nothing is typed until the person asked to the keyboard is there
            assert curtain.for_seat == seat and t.entry().kind is EntryKind.NONE
            assert refused(t, seat, "-").code == "table.behind-curtain"
            assert t.lift_curtain() is None
        assert t.entry() == Entry(EntryKind.MOVE, seat)
        other = next(s for s in range(len(players)) if s != seat)
        assert refused(t, other, "-").code == "table.not-your-turn"
        if len(game.bag) < game.rules.rack_size and not exchange_refused:
            rack = "".join(game.racks[seat])
            assert refused(t, seat, f"-{rack}").code.startswith("rules.exchange-")
            exchange_refused = True
        chosen = deciders[seat].choose(game)
        at = len(game.history)
        assert t.enter(seat, chosen) is None
        assert game.history[at].move == chosen and game.history[at].player == seat
    check_invariants(game)
    assert t.on_turn() is None and t.entry().kind is EntryKind.NONE and not t.curtain().down
    outcome = t.outcome()
    assert game.outcome is not None and outcome == game.outcome == CONTRACT.outcome(game)
    assert outcome.finals == tuple(game.scores)
    assert refused(t, 0, "-").code == "table.game-over"
    if robots:  # the robot's seat played its turns on its own
        assert any(e.player == robots[0] and e.kind.is_turn for e in game.history)
    assert exchange_refused or len(game.bag) >= game.rules.rack_size


# ----------------------------------------------------------------- challenges
def test_a_phony_is_challenged_off_and_a_valid_play_costs_the_challenger(data_dir) -> None:
    session = make_game(data_dir, check="challenge")  # Ann: ERZAGDO, Bo: NOTLECO
    game = session.game
    t = table_of(session)
    assert t.lift_curtain() is None
    assert code(t.challenge(1)) == "rules.nothing-to-challenge"
    assert t.enter(0, move("8H GADZO")) is None  # no word: a phony
    assert game.scores[0] > 0 and t.entry().kind is EntryKind.CHALLENGE and t.entry().seat == 1
    assert refused(t, 1, "8H COLT").code == "table.challenge-open"
    own = t.challenge(0)
    assert own is not None and own.why.code == "rules.own-play"
    assert t.challenge(1) is None
    assert game.history[-1].kind is EventKind.WITHDRAWN and game.board.is_empty
    assert game.scores == [0, 0] and sorted(game.racks[0]) == sorted("ERZAGDO")
    check_invariants(game)
    # Bo comes to the keyboard behind the curtain, told what happened
    curtain = t.curtain()
    assert curtain.down and curtain.for_seat == 1 and curtain.recap
    assert t.lift_curtain() is None
    assert t.enter(1, move("8H COLT")) is None
    points = game.scores[1]
    assert t.challenge(0) is None  # COLT is good: Ann pays the penalty
    penalty = game.rules.challenge_points
    assert penalty > 0 and game.history[-1].kind is EventKind.CHALLENGE_PENALTY
    assert game.scores == [-penalty, points] and game.board.tile_count == 4
    check_invariants(game)
    assert t.curtain().for_seat == 0 and t.lift_curtain() is None
    assert t.entry() == Entry(EntryKind.MOVE, 0)


def test_an_accepted_play_stands_and_robots_answer_first(data_dir) -> None:
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), check="challenge", lexicon=AnyWord())
    session.set_robot(2, "easy")
    game = session.game
    t = table_of(session)
    mover = game.turn
    assert t.lift_curtain() is None
    rack = "".join(game.racks[mover])
    word = rack[:4].replace("?", "E")
    assert t.enter(mover, move(f"8H {word}")) is None
    window = t.window
    assert window is not None and window.answers == {2: "accept"}  # the robot answered by itself
    person = next(s for s in window.opponents if s != 2)
    answered = t.accept(2)
    assert answered is not None and answered.why.code == "table.answered"
    assert t.accept(person) is None
    assert t.window is None and game.pending is None and game.board.tile_count == 4
    check_invariants(game)


def test_a_robot_opponent_challenges_a_phony_at_once(data_dir) -> None:
    session = make_game(data_dir, check="challenge")  # Ann: ERZAGDO
    session.set_robot(1, "hard")
    game = session.game
    t = table_of(session)
    assert not t.curtain().down  # one person alone with a robot: no curtain
    assert t.enter(0, move("8H GADZO")) is None
    withdrawn = [e for e in game.history if e.kind is EventKind.WITHDRAWN]
    assert len(withdrawn) == 1 and withdrawn[0].player == 0
    assert game.scores[0] == 0 and sorted(game.racks[0]) == sorted("ERZAGDO")
    # the robot has had its turn too (NOTLECO: COLT), and Ann answers its play
    assert game.history[-1].move == move("8H COLT") and game.history[-1].player == 1
    assert t.entry() == Entry(EntryKind.CHALLENGE, 0) and game.pending is not None
    assert t.accept(0) is None and t.entry() == Entry(EntryKind.MOVE, 0)
    check_invariants(game)


def test_a_game_resumed_with_a_play_open_to_challenge_opens_the_window(data_dir) -> None:
    session = make_game(data_dir, check="challenge")
    session.perform(move("8H GAZED"))
    t = table_of(session)
    assert t.entry() == Entry(EntryKind.CHALLENGE, 1) and t.on_turn() == 1
    assert t.accept(1) is None
    assert session.game.pending is None and t.curtain().for_seat == 1


def test_the_time_to_answer_a_challenge_runs_out(data_dir) -> None:
    session = make_game(data_dir, rules="palavras", seed=4, check="challenge", lexicon=AnyWord())
    clock = Clock()
    session.now = clock
    game = session.game
    t = table_of(session)
    mover = game.turn
    assert t.lift_curtain() is None
    assert t.enter(mover, move("8H HEMS")) is None
    other = 1 - mover
    early = t.time_out(other)
    assert early is not None and early.why.code == "table.time-not-up"
    clock.t += game.rules.challenge_seconds + 1
    assert t.time_out(other) is None
    assert game.pending is None and game.board.tile_count == 4 and t.curtain().for_seat == other


# ----------------------------------------------------------------- refusals
def test_moves_the_rules_refuse_change_nothing_and_say_why(data_dir) -> None:
    session = make_game(data_dir)  # Ann: ERZAGDO, Bo: NOTLECO
    t = table_of(session)
    assert t.curtain().down and t.curtain().for_seat == 0
    assert refused(t, 0, "8H GAZED").code == "table.behind-curtain"
    assert t.lift_curtain() is None
    assert code(t.lift_curtain()) == "table.curtain-up"
    assert refused(t, 1, "8H COLT").code == "table.not-your-turn"
    assert refused(t, 5, "-").code == "table.not-your-turn"
    assert refused(t, 0, "8L GAZED").code == "table.not-on-board"
    assert refused(t, 0, "8H COLT").code == "rules.tile-not-on-rack"
    assert refused(t, 0, "-QQ").code == "rules.exchange-not-on-rack"
    assert refused(t, 0, "8A GAZED").code.startswith("rules.")  # off the centre square
    assert t.enter(0, move("8H GAZED")) is None
    assert session.game.scores == [36, 0]
    check_invariants(session.game)


def test_an_exchange_with_too_few_tiles_in_the_bag_is_refused(data_dir) -> None:
    session = make_game(data_dir, lexicon=AnyWord())
    game = session.game
    t = table_of(session)
    t.lift_curtain()
    del game.bag.tiles[3:]  # a position late in a game (the tiles left out are counted no more)
    why = refused(t, 0, "-" + "".join(game.racks[0][:2]))
    assert why == Message("rules.exchange-bag-too-small", {"n": 7, "bag": 3})


def test_nothing_is_entered_while_the_last_move_is_not_saved(data_dir, monkeypatch: pytest.MonkeyPatch) -> None:
    session = make_game(data_dir)
    t = table_of(session)
    t.lift_curtain()
    monkeypatch.setattr(type(session), "unsaved", property(lambda s: True))
    assert t.entry().kind is EntryKind.NONE
    assert refused(t, 0, "8H GAZED").code == "table.save-failed"
    monkeypatch.undo()
    assert t.enter(0, move("8H GAZED")) is None


def test_what_the_board_game_refuses_is_said_in_every_language(data_dir) -> None:
    t = table_of(make_game(data_dir))
    assert t.private_round() is None
    refusals = [t.challenge(0), t.time_out(0), t.take_back(0), t.reveal(), t.accept(1), t.agree(1, True)]
    codes = [r.why.code for r in refusals if r is not None]
    assert codes == ["table.no-challenges", "table.no-clock", "table.no-take-back", "table.no-private-rounds"] + [
        "table.no-challenges",  # rules that check words as played: nothing waits to be accepted
        "table.no-take-back",  # the rule set's reason, as take_back gives it
    ]
    for refusal in refusals:
        assert refusal is not None
        texts = {lang: render(refusal.why, lang) for lang in ("en", "de", "pt_BR")}
        assert len(set(texts.values())) == 3, texts  # worded, and translated


# ----------------------------------------------------------------- time and take-backs
def test_a_move_whose_time_ran_out_is_a_pass(data_dir) -> None:
    session = make_game(data_dir, move_seconds=30)
    clock = Clock()
    session.now = clock
    t = table_of(session)
    clock.t += 60
    early = t.time_out(0)  # behind the curtain no clock runs
    assert early is not None and early.why.code == "table.time-not-up"
    assert t.lift_curtain() is None
    clock.t += 29
    assert code(t.time_out(0)) == "table.time-not-up"
    assert code(t.time_out(1)) == "table.not-your-turn"
    clock.t += 2
    assert t.time_out(0) is None
    game = session.game
    assert game.history[-1].kind is EventKind.PASS and game.turn == 1
    assert t.curtain().down and Message("recap.time-out", {"player": "Ann"}) in t.curtain().recap


def test_a_move_whose_time_ran_out_is_played_by_the_computer_where_the_table_says_so(english, data_dir) -> None:
    session = make_game(data_dir, lexicon=english, move_seconds=30, on_timeout="play")
    clock = Clock()
    session.now = clock
    game = session.game
    t = table_of(session)
    assert t.lift_curtain() is None
    clock.t += 31
    assert t.time_out(0) is None
    play = game.history[-1]
    assert play.kind is EventKind.PLAY and play.player == 0 and play.score > 0 and game.turn == 1
    assert "time ran out" in session.saved.notes[0]
    check_invariants(game)


def test_a_take_back_is_voted_on_by_the_people_and_agreed_by_robots(data_dir) -> None:
    session = make_game(data_dir, rules="palavras", seed=4, players=("Ann", "Bo", "Cy"), lexicon=AnyWord())
    session.set_robot(2, "easy")
    game = session.game
    t = table_of(session)
    assert t.lift_curtain() is None
    assert code(t.take_back(0)) == "table.nothing-to-take-back"
    assert code(t.agree(1, True)) == "table.no-vote"  # take-backs are in the rules, but none is asked
    assert t.enter(0, move("8I HEMS")) is None
    assert code(t.take_back(1)) == "table.nothing-to-take-back"
    assert t.take_back(0) is None  # Cy, a robot, agrees; Bo votes
    assert t.entry().kind is EntryKind.VOTE and t.entry().seat == 1
    assert refused(t, 1, "-").code == "table.vote-open"
    assert t.agree(1, False) is None  # Bo says no: the play stands
    assert game.board.tile_count == 4 and t.vote is None
    assert t.take_back(0) is None
    assert code(t.agree(2, True)) == "table.not-your-turn"
    assert t.agree(1, True) is None
    assert game.board.is_empty and game.scores == [0, 0, 0] and game.turn == 0
    assert t.curtain().down and t.curtain().for_seat == 0  # Bo answered: Ann comes back
    check_invariants(game)


def test_a_play_open_to_challenge_may_be_taken_back_instead(data_dir) -> None:
    session = make_game(data_dir, rules="palavras", seed=4, check="challenge", lexicon=AnyWord())
    game = session.game
    t = table_of(session)
    assert t.lift_curtain() is None
    assert t.enter(0, move("8I HEMS")) is None
    assert t.entry() == Entry(EntryKind.CHALLENGE, 1)
    assert t.take_back(0) is None
    assert t.entry() == Entry(EntryKind.VOTE, 1) and code(t.challenge(1)) == "table.vote-open"
    assert t.agree(1, False) is None and t.entry() == Entry(EntryKind.CHALLENGE, 1)  # the window again
    assert t.take_back(0) is None and t.agree(1, True) is None
    assert game.board.is_empty and game.pending is None and t.window is None
    assert t.curtain().for_seat == 0 and game.scores == [0, 0]
    check_invariants(game)


def test_a_take_back_among_robots_needs_no_vote(data_dir) -> None:
    session = make_game(data_dir, rules="palavras", seed=4, players=("Ann", "Bo"), lexicon=AnyWord())
    session.set_robot(1, "easy")
    t = table_of(session)
    game = session.game
    assert t.enter(0, move("8I HEMS")) is None
    # Bo's robot moved at once: something happened since, nothing to take back
    assert game.turn == 0 and len([e for e in game.history if e.kind.is_turn]) == 2
    assert code(t.take_back(0)) == "table.nothing-to-take-back"


# ----------------------------------------------------------------- any intent
#: Moves of every kind, most of them wrong most of the time (seed 1: Ann ERZAGDO, Bo NOTLECO).
TEXTS = [
    "8H GAZED",
    "H8 GAZED",
    "8H COLT",
    "H8 ZONED",
    "9H ON",
    "8L GAZED",
    "A1 ZA",
    "8G DOG",
    "I7 NO",
    "8H GADZO",
    "-ERZ",
    "-QQ",
    "-",
]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    check=st.sampled_from([None, "challenge"]),
    intents=st.lists(st.tuples(st.integers(0, 2), st.sampled_from(TEXTS)), max_size=25),
)
def test_every_intent_is_done_or_refused_without_a_change(
    data_dir: Path, check: str | None, intents: list[tuple[int, str]]
) -> None:
    with tempfile.TemporaryDirectory(dir=data_dir.parent) as folder:
        session = make_game(Path(folder), check=check)
        game = session.game
        t = table_of(session)
        for seat, text in intents:
            if t.curtain().down:
                assert t.lift_curtain() is None
            if t.entry().kind is EntryKind.CHALLENGE and seat != 2:
                before = snapshot(session)
                if TEXTS.index(text) % 2:  # challenge, or let the play stand, as the drawn text says
                    refusal = t.challenge(seat)
                    assert (refusal is None) != (snapshot(session) == before)
                elif t.accept(seat) is not None:
                    assert snapshot(session) == before
                check_invariants(game)
                continue
            before = snapshot(session)
            turn = game.turn
            refusal = t.enter(seat, move(text))
            if refusal is None:
                assert seat == turn and len(game.history) > len(before[5])
                assert game.history[len(before[5])].move == move(text)
            else:
                assert snapshot(session) == before
            check_invariants(game)
            if t.over:
                break
