"""The study cards one player's game gives, from the game's analysis.

From every turn of the player that :func:`lexitile.games.crossword.engine.analysis.analyse_replay`
analysed:

- **missed bingo**: a play of the whole rack was legal and the player did not make
  one; the card is the main word of the best such play (by equity);
- **equity loss**: a play that lost at least ``min_loss`` points of equity against the
  best option (:data:`DEFAULT_MIN_LOSS`, a setting), or an exchange or a pass that the
  best play beats by that much; the card is the main word of the best play, unless the
  turn's missed-bingo card already holds that word (one card a word and turn);

and from every play of the player challenged off (a ``--`` line after it), whatever
the analysis could say about the rack: **phony**, one card per word of the play that
the word list lacks.

Pure: the caller replays and analyses the record and names the game and the list.
"""

from __future__ import annotations

from lexitile.core.study_cards import CardKind, CardSource, NewCard
from lexitile.games.crossword.engine.analysis import GameAnalysis, TurnAnalysis

__all__ = ["DEFAULT_MIN_LOSS", "cards_from_analysis"]

#: Points of equity a play must lose against the best option to become a card.
DEFAULT_MIN_LOSS = 15.0


def cards_from_analysis(
    analysis: GameAnalysis, player: int, *, game: str, word_list: str, min_loss: float = DEFAULT_MIN_LOSS
) -> list[NewCard]:
    """The cards of one player's turns, in turn order (missed bingo, equity loss, phonies).

    Args:
        analysis: the analysis of the whole game (every turn asked for).
        player: the player's 0-based seat.
        game: the game's identity (:func:`lexitile.games.crossword.records.game_identity.game_identity`).
        word_list: the name of the word list the analysis judged with.
        min_loss: points of equity (> 0) a play must lose to give an equity-loss card.

    Raises:
        ValueError: ``min_loss`` not above 0.
    """
    if not min_loss > 0:
        raise ValueError(f"the equity a play must lose to become a card is above 0, got {min_loss}")
    out: list[NewCard] = []
    for t in analysis.turns:
        if t.player != player:
            continue
        source = CardSource(game, t.turn, t.rack, t.played)

        def card(word: str, kind: CardKind, source: CardSource = source) -> NewCard:
            return NewCard(word, kind, word_list, source)

        bingo = _missed_bingo(t)
        if bingo:
            out.append(card(t.best_bingo_word, CardKind.MISSED_BINGO))
        lost = t.loss if t.kind == "play" else t.play_gain
        carded = bingo and t.best_play_word == t.best_bingo_word  # one card a word and turn
        if lost is not None and lost >= min_loss and t.best_play_word and not carded:
            out.append(card(t.best_play_word, CardKind.EQUITY_LOSS))
        if t.withdrawn:
            out.extend(card(word, CardKind.PHONY) for word in dict.fromkeys(t.unknown_words))
    return out


def _missed_bingo(t: TurnAnalysis) -> bool:
    return t.analysed and t.bingo_available and not t.bingo_played and bool(t.best_bingo_word)
