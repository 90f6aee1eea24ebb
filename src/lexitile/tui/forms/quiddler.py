"""Quiddler's new-game form and its openings (new game, resume, replay).

The form: 2-6 seats (the command line takes up to 8), the word list, a seed, two table
options -- whether a lone two-letter card is a word, and how scores are kept from going
below zero -- and what the command line's ``--deck``, ``--dealer`` and
``--turn-timeout`` set: the deck, the first dealer, and the seconds a person has for a
turn before a robot plays it. The game is saved after every action in a new record in
the data folder's ``games/``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import Grid
from textual.widgets import Input, Select

from lexitile.errors import LexitileError
from lexitile.i18n import N_, _, ui_language
from lexitile.tui.forms.base import ModeForm, league_refusal
from lexitile.tui.opening import ModeScreens, Opening, SavedHow
from lexitile.tui.widgets.plain import Label

if TYPE_CHECKING:
    from lexitile.games.quiddler.game import Game
    from lexitile.play.quiddler import QuiddlerSession
    from lexitile.storage.saved_games import SavedEntry

#: ``score_floor`` choices (value, label).
FLOORS = [
    ("total", N_("Total never below 0")),
    ("round", N_("Round score never below 0")),
    ("none", N_("Scores may go below 0")),
]


class QuiddlerForm(ModeForm):
    """Quiddler's options (see the module docstring)."""

    mode_id = "quiddler"
    seat_count = 6
    seats_hint = N_("2 to 6 players at one keyboard (empty name: empty seat). Tab: next field.")

    def __init__(self, players: Sequence[str] = (), robots: dict[str, str] | None = None, **kwargs: Any):
        super().__init__(players, robots)
        self.default_seed = kwargs.get("seed")

    def compose(self) -> ComposeResult:
        yield from self.compose_seats()
        with Grid(id="options"):
            yield Label(_("Word list"))
            yield Input(value="en", id="q-lexicon", compact=True, tooltip=_("a built-in lexicon or a word-list file"))
            yield from self.compose_seed(self.default_seed)
            yield Label(_("Words"))
            yield Select(
                [(_("2 cards or more"), "2"), (_("A lone 2-letter card too"), "1")],
                value="2",
                allow_blank=False,
                id="q-min-cards",
                compact=True,
            )
            yield Label(_("Floor"))
            yield Select(
                [(_(label), value) for value, label in FLOORS],
                value="total",
                allow_blank=False,
                id="q-floor",
                compact=True,
            )
            yield Label(_("Deck"))
            yield Input(value="english", id="q-deck", compact=True, tooltip=_("a built-in deck or a deck file"))
            yield Label(_("Dealer"))
            yield Input(id="q-dealer", compact=True, placeholder=_("empty: the first player"), max_length=20)
            yield Label(_("Time"))
            yield Input(
                id="q-timeout",
                compact=True,
                placeholder=_("empty: no limit"),
                restrict=r"\d*",
                max_length=5,
                tooltip=_("seconds a person has for a turn before a robot plays it"),
            )
        yield from self.compose_league()

    def opening(self) -> Opening:
        from lexitile.games.quiddler.options import TableOptions  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.games.quiddler.record import check_name  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.games.quiddler.setup import check_new_names  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.games.quiddler.storage import load_deck  # noqa: PLC0415 - loaded on first use, not at start-up

        names, robots = self.seats()
        if not 2 <= len(names) <= 6:
            raise ValueError(_("Quiddler needs 2 to 6 players here, got {n}").format(n=len(names)))
        try:
            players = [check_name(n) for n in names]
            check_new_names(players)
            options = TableOptions.parse_items(
                [
                    f"min_word_cards={self.query_one('#q-min-cards', Select).value}",
                    f"score_floor={self.query_one('#q-floor', Select).value}",
                ]
            )
        except LexitileError as exc:
            raise ValueError(str(exc)) from None
        if len(set(players)) != len(players):
            raise ValueError(_("two players have the same name"))
        dealer_name = self.query_one("#q-dealer", Input).value.strip()
        if dealer_name and dealer_name not in players:
            raise ValueError(_("the dealer {name} is not one of the players").format(name=dealer_name))
        timeout_text = self.query_one("#q-timeout", Input).value.strip()
        if timeout_text and int(timeout_text) < 1:
            raise ValueError(_("the time for a turn must be at least 1 second"))
        deck_spec = self.query_one("#q-deck", Input).value.strip() or "english"
        try:
            deck = load_deck(deck_spec)
        except LexitileError as exc:
            raise ValueError(str(exc)) from None
        lexicon = self.query_one("#q-lexicon", Input).value.strip() or "en"
        from lexitile.lexicon.store import check_lexicon_spec  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.text.faults import fault_text  # noqa: PLC0415 - loaded on first use, not at start-up

        try:  # a list that leads nowhere is refused here, before any question about profiles
            check_lexicon_spec(lexicon)
        except LexitileError as exc:
            raise ValueError(fault_text(exc)) from None
        league = self.league_table(players, list(robots))
        seed_text = self.query_one("#seed", Input).value.strip()
        return new_game(
            players,
            robots,
            seed=int(seed_text) if seed_text else None,
            lexicon_spec=lexicon,
            options=options,
            deck=deck,
            dealer=players.index(dealer_name) if dealer_name else 0,
            turn_timeout=float(timeout_text) if timeout_text else None,
            league=league,
        )

    def show_rules_card(self) -> None:
        from lexitile.games.quiddler.storage import rules_card  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.tui.quiddler.screens import rules_card_screen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(rules_card_screen(rules_card(ui_language())))


# ---------------------------------------------------------------- openings


def make_session(
    game: Game,
    robots: dict[int, str],
    lexicon: object,
    lexicon_spec: str,
    save_path: Path | None,
    handed: Sequence[int] = (),
    league: Any = None,
) -> QuiddlerSession:
    """The session of a Quiddler game: its robots (seat -> level), a stand-in robot
    for an absent player, and its record, written at once when ``save_path`` is given.

    Args:
        handed: seats among the robots that a person handed to the computer (a
            resumed record's ``%handed``): they can be given back.
        league: the household league's table (a
            :class:`~lexitile.play.league_table.LeagueTable`), or ``None``.

    Raises:
        RecordError: the record cannot be written (a game that cannot be saved must
            not start).
        GameLockedError: the record is a game another lexitile has open.
    """
    from lexitile.games.quiddler.levels import DEFAULT_LEVEL  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.games.quiddler.robots import Robot  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.games.quiddler.storage import robot_factory, save_record  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.play.quiddler import QuiddlerSession  # noqa: PLC0415 - loaded on first use, not at start-up

    factory = robot_factory(lexicon, game.deck, game.options, game.setup.seed)

    def make_robot() -> Robot:  # a stand-in for an absent player: the default level
        return factory.robot(DEFAULT_LEVEL, game.current)

    players_map = {seat: factory.robot(level, seat) for seat, level in robots.items()}
    session = QuiddlerSession(
        game,
        players_map,
        lexicon_spec=lexicon_spec,
        save_path=save_path,
        robot_factory=make_robot,
        handed=handed,
        league=league,
    )
    if save_path is not None:
        try:
            save_record(save_path, session.record_text())
        except BaseException:
            session.close()  # give the lock back
            raise
    return session


def table_screen(session: QuiddlerSession, turn_timeout: float | None = None) -> Any:
    """The Quiddler table for ``session``, with the rules card in the interface language."""
    from lexitile.games.quiddler.storage import rules_card  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.tui.quiddler.app import QuiddlerScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    return QuiddlerScreen(session, rules_card(ui_language()), turn_timeout, rematch)


def new_game(
    players: Sequence[str],
    robots: dict[str, str],
    *,
    seed: int | None = None,
    lexicon_spec: str = "en",
    options: Any = None,
    deck: Any = "english",
    dealer: int = 0,
    turn_timeout: float | None = None,
    league: Any = None,
) -> Opening:
    """A new Quiddler game saved to a new record in the data folder.

    Args:
        deck: a deck name or file (``load_deck``), or a loaded :class:`Deck`.
        dealer: the first dealer's 0-based seat.
        turn_timeout: seconds a person has for a turn before a robot plays it
            (``None``: no limit).
        league: the household league's table (seats checked), or ``None``.
    """

    def prepare(app: Any) -> QuiddlerSession:
        from lexitile.games.quiddler.game import Game  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.games.quiddler.options import TableOptions  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.games.quiddler.setup import GameSetup  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.games.quiddler.storage import load_deck, new_record_path  # noqa: PLC0415 - loaded on first use, not at start-up

        lexicon = app.load_lexicon(lexicon_spec)
        setup = GameSetup(
            tuple(players),
            seed if seed is not None else random.randrange(2**31),
            load_deck(deck) if isinstance(deck, str) else deck,
            options or TableOptions(),
            dealer,
        )
        game = Game(setup, lexicon)
        seats = {list(players).index(n): level for n, level in robots.items()}
        return make_session(game, seats, lexicon, lexicon_spec, new_record_path(players=players), league=league)

    return Opening(
        "quiddler", prepare, lambda app, session: table_screen(session, turn_timeout), tuple(players), dict(robots)
    )


def rematch(session: QuiddlerSession, turn_timeout: float | None = None) -> Opening:
    """A new game for the same seats (robots at the same levels), options, deck, first
    dealer, turn time and word list, on a new seed; seats handed to a robot during the
    game are people again."""
    from lexitile.games.quiddler.robots import level_names  # noqa: PLC0415 - loaded on first use, not at start-up

    g = session.game
    levels = level_names(session.robots)
    robots = {g.players[seat]: level for seat, level in levels.items() if level and seat not in session.handed}
    league = session.league
    if league is not None:  # a rematch is a new game: the seats are checked again
        from lexitile.core.league_rules import LeagueError  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.play.league_table import seat_people  # noqa: PLC0415 - loaded on first use, not at start-up

        try:
            league = seat_people(g.players, list(robots), competitive=league.competitive, wager=league.wager)
        except LeagueError as exc:
            raise ValueError(league_refusal(exc)) from None
    return new_game(
        g.players,
        robots,
        lexicon_spec=session.lexicon_spec or "en",
        options=g.options,
        deck=g.setup.deck,
        dealer=g.setup.first_dealer,
        turn_timeout=turn_timeout,
        league=league,
    )


def record_league(record: Any, path: Path | None = None) -> Any:
    """The league table of a Quiddler record (its ``%league`` header), ``None`` for a
    record from before the league.

    Raises:
        RecordError: a ``%league`` header that does not read.
    """
    from lexitile.games.quiddler.errors import RecordError  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.play.league_table import LeagueTable  # noqa: PLC0415 - loaded on first use, not at start-up

    text = record.meta.get("league")
    if text is None:
        return None
    try:
        return LeagueTable.from_text(text)
    except ValueError as exc:
        raise RecordError(f"%league: {exc}", path) from None


def resume(path: Path) -> Opening:
    """A saved Quiddler game continued (saved on to the same record)."""

    def prepare(app: Any) -> QuiddlerSession:
        from lexitile.games.quiddler.storage import load_record  # noqa: PLC0415 - loaded on first use, not at start-up

        record = load_record(path)
        spec = record.lexicon or "en"
        lexicon = app.load_lexicon(spec)
        game = record.replay(lexicon, path=path)
        return make_session(
            game,
            dict(record.robot_levels),
            lexicon,
            spec,
            path,
            handed=record.handed,
            league=record_league(record, path),
        )

    return Opening("quiddler", prepare, lambda app, session: table_screen(session))


def replay(path: Path, hands_hidden: bool = False) -> Opening:
    """A Quiddler record stepped through, every hand open (``hands_hidden``: a game
    still in play, no hand shown)."""

    def prepare(app: Any) -> Any:
        from lexitile.games.quiddler.storage import load_record  # noqa: PLC0415 - loaded on first use, not at start-up

        record = load_record(path)
        record.replay(None, path=path)  # refuse a record that does not replay
        return record

    def show(app: Any, record: Any) -> Any:
        from lexitile.tui.quiddler.replay import ReplayScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        return ReplayScreen(record, None, hands_hidden=hands_hidden)

    return Opening("quiddler", prepare, show)


def open_saved(entry: SavedEntry, how: SavedHow) -> Opening:
    """A listed Quiddler game: resumed when unfinished and ``"open"``; else its record
    stepped through (every hand hidden while the game is in play)."""
    if how == "replay" or entry.finished:
        return replay(entry.replay_path or entry.path, hands_hidden=not entry.finished)
    return resume(entry.path)


def _finished(session: Any) -> bool:
    return bool(session.game.is_over)


#: Quiddler's screens, registered in :mod:`lexitile.tui.mode_screens`.
SCREENS = ModeScreens(
    form=QuiddlerForm,
    open_saved=open_saved,
    finished=_finished,
    quit_saved=N_("Quit? The game is saved after every action in {path}; `lexitile resume` continues it."),
    quit_not_saved=N_("Quit? This game is not being saved: it cannot be resumed."),
)
