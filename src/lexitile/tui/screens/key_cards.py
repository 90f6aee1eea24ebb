"""F1 on the screens that are not a game: the replay (with the review of a finished
game), the saved games and the league's screens show a card of their keys, as the game screens show
their rules card, so F1 works on any screen."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from lexitile.i18n import N_
from lexitile.tui.shell.rules_card import RulesCard, keys_section

#: (key, what it does) in the replay of a record (``lexitile replay``, the saved games).
REPLAY_KEYS: tuple[tuple[str, str], ...] = (
    (N_("← / →"), N_("the previous / next event of the record")),
    (N_("Home / End"), N_("the start / the end of the record")),
    (N_("PgUp / PgDn"), N_("10 events back / on")),
    (N_("0-9, Enter"), N_("go to the turn of that number (Backspace erases a digit, Escape clears)")),
    ("n", N_("a new hotseat game from this position (the racks the record knows)")),
    ("v", N_("review of a finished game: hide the review panel or show it again")),
    ("a", N_("review: show the next of the turn's top plays on the board (after the last, the move made)")),
    ("j", N_("review: jump to the next turn that lost equity (a mistake)")),
    ("s", N_("review: the summary: equity lost, the worst moves, bingos missed, phonies, the score chart")),
    (N_("q, Escape, ctrl+q"), N_("leave the replay (Escape first clears a number being typed)")),
    ("F1", N_("this card")),
)

#: (key, what it does) in the list of saved games (ctrl+o on the new-game screen).
SAVED_GAMES_KEYS: tuple[tuple[str, str], ...] = (
    (N_("↑ / ↓"), N_("choose a game")),
    (N_("Enter"), N_("open it: an unfinished game continues, a finished one is shown")),
    ("r", N_("replay it read-only (racks and hands hidden while the game is in play)")),
    ("d", N_("delete it (asks first)")),
    (N_("Escape"), N_("back")),
    ("F1", N_("this card")),
)

#: (key, what it does) in the league's table (ctrl+l on the new-game screen).
LEAGUE_KEYS: tuple[tuple[str, str], ...] = (
    (N_("↑ / ↓"), N_("choose a profile")),
    (N_("Enter"), N_("the profile's statistics and charts")),
    ("n", N_("create a profile (asks the name)")),
    ("r", N_("rename it")),
    ("m", N_("merge it into another profile (two names for one person)")),
    ("d", N_("delete it (asks first; its games stay in the records)")),
    (N_("Escape"), N_("back")),
    ("F1", N_("this card")),
)

#: (key, what it does) on a profile's statistics.
PROFILE_KEYS: tuple[tuple[str, str], ...] = (
    (N_("↑ / ↓, PgUp / PgDn"), N_("scroll")),
    ("s", N_("study progress: cards per box, accuracy, cards learned")),
    (N_("Escape"), N_("back to the league table")),
    ("F1", N_("this card")),
)


#: (key, what it does) on the study screens (F1).
STUDY_KEYS: tuple[tuple[str, str], ...] = (
    (N_("← / →"), N_("another profile")),
    ("1 2 3 4", N_("the quiz: anagrams, find the bingo (your own racks), hooks, word judge")),
    ("+ / -", N_("a longer / shorter session")),
    ("l", N_("the next word list of your cards")),
    (N_("Enter"), N_("start the session (due cards first); in a quiz: answer, then the next card")),
    ("v / p", N_("word judge: valid / phony")),
    ("c", N_("progress: cards per box, accuracy, cards learned")),
    (N_("Escape"), N_("end the session, or leave")),
    ("F1", N_("this card")),
)


def keys_card(title: str, keys: Sequence[tuple[str, str]]) -> RulesCard:
    """The card F1 shows: ``title`` (already translated) above the keys.

    Args:
        title: the screen's name, in the interface language.
        keys: ``(key, what it does)`` pairs marked with ``N_``.
    """
    heading = Text(title + "\n", "bold")
    return RulesCard([heading, keys_section(keys)])
