"""The cards a game gives, against an oracle that scores every play.

The records in ``tests/data/analysis/`` were played by lexitile's robots with the small
list ``words.txt`` (``make_records.py``); ``challenge.gcg`` has a phony challenged off,
a phony that stood and a lost turn. For every turn of the player the oracle
(``tests/analysis_oracle.py``: every legal play by exhaustion, every exchange, the
pass, scored by the rules engine, equity by its own copy of the formula) says which
cards the turn must give, and which words each card may carry (plays of equal equity
are equally "the best"):

- a bingo was legal and the player did not play one -> a missed-bingo card, the main
  word of a bingo of the best bingo equity;
- a play that lost at least 15 points of equity, or an exchange or pass that the best
  play beats by 15 -> an equity-loss card, the main word of a best-equity play, unless
  the turn's missed-bingo card is that word;
- a play challenged off -> a phony card per word it formed that the list lacks.
"""

from __future__ import annotations

import pytest

from analysis_oracle import DATA, WORDS, board_before, oracle_options
from lexitile.core.study_cards import CardKind
from lexitile.games.crossword.engine.analysis import analyse_replay
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.study_cards import cards_from_analysis
from lexitile.games.crossword.records.game_identity import game_identity
from lexitile.games.crossword.records.gcg import parse_gcg, read_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.events import EventKind

AUTOMATON = Automaton.build(sorted(WORDS))
MIN_LOSS = 15.0


def main_words(board: Board, tiles) -> set[str]:
    """The main word(s) of a play: along the line of its tiles (a single tile: either
    line that makes a word of two letters or more), letters on the board included."""
    placed = {(r, c): t.upper() for r, c, t in tiles}
    rows = {r for r, _ in placed}
    cols = {c for _, c in placed}
    lines = []
    if len(rows) == 1:
        lines.append((0, 1))
    if len(cols) == 1:
        lines.append((1, 0))
    out = set()
    for dr, dc in lines:
        word = _spell(board, placed, min(placed), dr, dc)
        if len(word) >= 2:
            out.add(word)
    return out


def _spell(board: Board, placed: dict, start: tuple[int, int], dr: int, dc: int) -> str:
    def at(r: int, c: int) -> str | None:
        if (r, c) in placed:
            return placed[(r, c)]
        if 0 <= r < board.rows and 0 <= c < board.cols and board.at(r, c) is not None:
            return board.at(r, c).upper()
        return None

    r, c = start
    while at(r - dr, c - dc) is not None:
        r, c = r - dr, c - dc
    letters = []
    while at(r, c) is not None:
        letters.append(at(r, c))
        r, c = r + dr, c + dc
    return "".join(letters)


def words_formed(board: Board, tiles) -> set[str]:
    """Every word a play forms: its main word and each cross word."""
    placed = {(r, c): t.upper() for r, c, t in tiles}
    out = set()
    for dr, dc in ((0, 1), (1, 0)):
        for sq in placed:
            word = _spell(board, placed, sq, dr, dc)
            if len(word) >= 2:
                out.add(word)
    return out


def expected_cards(replay, player: int) -> list[tuple[int, CardKind, set[str]]]:
    """(turn, kind, the words the card may carry), from the oracle."""
    record = replay.record
    out = []
    turn = 0
    for i, e in enumerate(record.events):
        if not e.kind.is_turn:
            continue
        turn += 1
        if e.player != player:
            continue
        nxt = record.events[i + 1] if i + 1 < len(record.events) else None
        withdrawn = nxt is not None and nxt.kind is EventKind.WITHDRAWN
        board = board_before(replay, i)
        step = replay.steps[i]
        if not e.lost_turn:
            options, played, _bingo = oracle_options(replay, i, board)
            plays = [(eq, key) for eq, key in options if not isinstance(key, str)]
            bingos = [(eq, key) for eq, key in plays if len(key) == 7]
            made_bingo = e.kind is EventKind.PLAY and not withdrawn and len(step.placement.tiles) == 7
            bingo_words: set[str] = set()
            if bingos and not made_bingo:
                top = max(eq for eq, _ in bingos)
                bingo_words = set().union(*(main_words(board, k) for eq, k in bingos if abs(eq - top) < 1e-9))
                out.append((turn, CardKind.MISSED_BINGO, bingo_words))
            best = max(eq for eq, _ in options)
            top_play = max((eq for eq, _ in plays), default=None)
            lost = best - played if e.kind is EventKind.PLAY else None if top_play is None else top_play - played
            if lost is not None and lost >= MIN_LOSS and plays:
                words = set().union(*(main_words(board, k) for eq, k in plays if abs(eq - top_play) < 1e-9))
                if not (bingo_words and words <= bingo_words):  # one card a word and turn
                    out.append((turn, CardKind.EQUITY_LOSS, words))
        if withdrawn:
            for word in sorted(words_formed(board, step.placement.tiles) - WORDS):
                out.append((turn, CardKind.PHONY, {word}))
    return out


MISSED = "../study/missed-bingo.gcg"  # made by hand: AMPERES on Ann's first rack


@pytest.mark.parametrize(
    ("name", "player"),
    [("challenge.gcg", 0), ("challenge.gcg", 1), ("two-player.gcg", 1), (MISSED, 0), (MISSED, 1)],
)
def test_each_card_is_the_one_the_oracle_expects(name, player):
    record = read_gcg(DATA / name)
    replay = replay_record(record)
    analysis = analyse_replay(replay, AUTOMATON, WORDS)
    got = cards_from_analysis(analysis, player, game=game_identity(record), word_list="analysis-words")
    want = expected_cards(replay, player)
    assert [(c.source.turn, c.kind) for c in got] == [(t, k) for t, k, _ in want]
    for card, (turn, kind, words) in zip(got, want, strict=True):
        assert card.word in words, (turn, kind, card.word, words)
        assert card.word_list == "analysis-words"
        assert card.source.game == game_identity(record)
    # every turn of the player is the source of its cards: the rack and the play made
    turns = {t.turn: t for t in analysis.turns}
    for card in got:
        t = turns[card.source.turn]
        assert (card.source.rack, card.source.play) == (t.rack, t.played)
        assert t.player == player


def test_a_phony_challenged_off_gives_a_card_per_word_the_list_lacks():
    record = read_gcg(DATA / "challenge.gcg")
    analysis = analyse_replay(replay_record(record), AUTOMATON, WORDS)
    got = cards_from_analysis(analysis, 0, game="g", word_list="w")
    phonies = [c for c in got if c.kind is CardKind.PHONY]
    assert {c.word for c in phonies} == {"SPOONILY", "YEARN"}
    assert all(c.source.play == "K1 SpOONI.Y" and c.source.rack == "?ISONYO" for c in phonies)


def test_missed_bingos_are_the_best_bingo_of_the_rack():
    record = read_gcg(DATA / MISSED)
    analysis = analyse_replay(replay_record(record), AUTOMATON, WORDS)
    ann = [(c.kind, c.word, c.source.turn) for c in cards_from_analysis(analysis, 0, game="g", word_list="w")]
    bo = [(c.kind, c.word, c.source.turn) for c in cards_from_analysis(analysis, 1, game="g", word_list="w")]
    assert (CardKind.MISSED_BINGO, "AMPERES", 1) in ann
    # ARGUING would not fit: it touches no word the list allows beside PE
    assert [card for card in bo if card[0] is CardKind.MISSED_BINGO] == []
    # AMPERES was also Ann's best play: one card for the word on a turn, not two
    assert [(kind, turn) for kind, word, turn in ann if word == "AMPERES"] == [
        (CardKind.MISSED_BINGO, 1),
        (CardKind.MISSED_BINGO, 3),
    ]


def test_the_threshold_is_a_setting():
    record = read_gcg(DATA / "two-player.gcg")
    analysis = analyse_replay(replay_record(record), AUTOMATON, WORDS)
    # a play's loss, or what the best play would have gained over an exchange or a pass
    losses = [t.loss if t.kind == "play" else t.play_gain for t in analysis.turns if t.player == 1]
    assert any(t.kind != "play" for t in analysis.turns if t.player == 1)
    for threshold in (5.0, 15.0, 40.0):
        got = cards_from_analysis(analysis, 1, game="g", word_list="w", min_loss=threshold)
        want = sum(loss is not None and loss >= threshold for loss in losses)
        assert sum(c.kind is CardKind.EQUITY_LOSS for c in got) == want
    with pytest.raises(ValueError, match="above 0"):
        cards_from_analysis(analysis, 1, game="g", word_list="w", min_loss=0)


def test_a_game_is_the_same_game_wherever_it_is_and_whatever_its_notes():
    text = (DATA / "challenge.gcg").read_text(encoding="utf-8")
    one = parse_gcg(text, "a.gcg")
    moved = parse_gcg(text.replace("#title challenge.gcg", "#title elsewhere").replace("\n", "\r\n"), "b/c.gcg")
    other = parse_gcg(text.replace("9G ZA +25 46", "9G ZA +26 47"), "a.gcg")
    later_differs = parse_gcg(text.replace("11E LA +7 34", "11E LA +8 35"), "a.gcg")
    assert game_identity(one) == game_identity(moved) == game_identity(later_differs)
    assert game_identity(one) != game_identity(other)
    assert game_identity(one) != game_identity(read_gcg(DATA / "two-player.gcg"))
