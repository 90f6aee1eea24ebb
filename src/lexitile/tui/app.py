"""The one Textual app of lexitile: every game mode (the board game, Quiddler,
Crosswise) is a set of screens on it.

Plain ``lexitile`` opens the new-game screen, where the game is chosen with its own
options; when a game ends, or a replay is left, the player is back there and can start
another game of any kind. The sub-commands (``lexitile play --players ...``,
``resume``, ``quiddler ...``, ``crosswise ...``) start the app straight on their game's
screen; when that game ends, the app exits. Lexicons load in a worker thread and are
kept for rematches and later games.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Container
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events, work
from textual.app import App
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import AwaitMount

from lexitile.core.league_rules import LeagueError
from lexitile.core.modes import get_mode
from lexitile.errors import LexitileError
from lexitile.i18n import N_, _, localize_bindings
from lexitile.play.board_setup import GameSetup
from lexitile.play.league_table import seat_people
from lexitile.storage.paths import games_dir  # not savegame's: it loads the rules engine
from lexitile.text.faults import fault_text
from lexitile.tui.css_cache import share_parsed_styles
from lexitile.tui.forms.base import league_refusal
from lexitile.tui.forms.crossword import new_game, resume
from lexitile.tui.hangup import watch_terminal
from lexitile.tui.launch import LexiconLoader, default_loader
from lexitile.tui.opening import Opening, Shell
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.new_game import NewGameScreen
from lexitile.tui.screens.quit import facts_of, quit_question
from lexitile.tui.screens.too_small import TooSmallNotice, too_small
from lexitile.tui.widgets.plain import PlainNotify

if TYPE_CHECKING:
    from lexitile.play.board_session import Session
    from lexitile.savegame import SavedGame


def board_game(session: object) -> Session | None:
    """``session`` when it is a board game's, else ``None``.

    The board game's session is imported here, when a game is left or quit, and not
    with this module: it brings the rules engine, the records, the league database and
    the other games' recap texts, about half of the app's own import time, which the
    new-game screen (the first thing ``lexitile`` shows) does not need.
    """
    if session is None:
        return None
    from lexitile.play.board_session import Session  # noqa: PLC0415 - loaded on first use, not at start-up

    return session if isinstance(session, Session) else None


_HERE = Path(__file__).parent


#: The app's title on each game's screens.
def _title_of(mode: str) -> str:
    """The window title while a game of ``mode`` is on screen (the registry's)."""
    try:
        return get_mode(mode).app_title
    except KeyError:
        return LexitileApp.TITLE


class LexitileApp(PlainNotify, App[int]):
    """The lexitile app.

    Args:
        session: a board game to show at once (``lexitile play --players``, ``resume``).
        first_screen: makes the screen to start on instead (a Quiddler table, a
            Crosswise match, a replay); ``mode`` says whose.
        mode: the game mode of ``first_screen``.
        home: whether the player is at home on the new-game screen -- a game that
            ends, or a replay left, goes back there instead of ending the app
            (default: when the app starts on the new-game screen).
        lexicon_loader: loads a lexicon from its spec (tests pass a stand-in).
        new_game_defaults: keyword defaults for the new-game screen (``players``,
            ``rules``, ``lexicon``, ``seed``, ``mode``).
        session_options: keyword arguments for new board-game sessions (``path``, ``when``).
        clock: the time source of every countdown and game clock (default
            ``time.monotonic``); tests pass a clock they advance by hand and call
            :meth:`tick`, so no test sleeps.
        robot_pause: seconds a computer player's move stays on screen before the next
            turn (tests pass 0).
        crosswise_robot_delay: seconds a Crosswise robot waits before it moves.
    """

    #: every mode's styles; the Quiddler and Crosswise ones are scoped to their screens
    #: (absolute: the paths hold for the subclasses in other folders too)
    CSS_PATH = [
        str(_HERE / "app.tcss"),
        str(_HERE / "quiddler" / "quiddler.tcss"),
        str(_HERE / "crosswise" / "crosswise.tcss"),
    ]
    TITLE = "lexitile"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("ctrl+q", "quit", N_("Quit"), priority=True)]

    def __init__(
        self,
        session: Session | None = None,
        *,
        first_screen: Callable[[], Screen[Any]] | None = None,
        mode: str = "crossword",
        home: bool | None = None,
        lexicon_loader: LexiconLoader | None = None,
        new_game_defaults: dict[str, Any] | None = None,
        session_options: dict[str, Any] | None = None,
        clock: Callable[[], float] | None = None,
        robot_pause: float = 1.2,
        crosswise_robot_delay: float = 0.4,
    ):
        super().__init__()
        share_parsed_styles(self.stylesheet)
        localize_bindings(self)
        #: set by :meth:`exit`: no new screen is shown after it
        self._ending = False
        self.robot_pause = robot_pause
        self.crosswise_robot_delay = crosswise_robot_delay
        self.clock: Callable[[], float] = clock or time.monotonic
        self.initial_session = session
        self.first_screen = first_screen
        self.mode = mode
        # at home when the app starts on the new-game screen (a subclass that starts
        # elsewhere, such as the replay app, is not)
        starts_home = session is None and first_screen is None and type(self).on_mount is LexitileApp.on_mount
        self.home = home if home is not None else starts_home
        self._loader = lexicon_loader or default_loader
        self.lexicons: dict[str, Container[str]] = {}
        if session is not None and session.game.lexicon is not None:
            self.lexicons[session.saved.lexicon] = session.game.lexicon
        self.new_game_defaults = new_game_defaults or {}
        self.session_options = session_options or {}
        self._confirming_quit = False
        #: the league database the league's screens use (``None``: the one in the data dir)
        self.league_path: Path | None = None
        #: the seats of the last game opened: the new-game form is filled with them again
        self._last_seats: tuple[str, tuple[str, ...], dict[str, str]] | None = None
        #: mode id -> the options of the last game started from that mode's form
        self._form_options: dict[str, dict[str, object]] = {}
        #: names (case-folded) that declined a league profile: the new-game screen asks once
        self.declined_profiles: set[str] = set()

    # ----------------------------------------------------------------- start
    def on_mount(self) -> None:
        from lexitile.storage.leftovers import remove_leftovers  # noqa: PLC0415 - loaded on first use, not at start-up

        remove_leftovers(games_dir())  # temp files of saves killed half-way, any game
        watch_terminal(self, self._save_before_hangup)
        if self.initial_session is not None:
            from lexitile.tui.screens.game import GameScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

            self.push_screen(GameScreen(self.initial_session))
        elif self.first_screen is not None:
            self.title = _title_of(self.mode)
            self.push_screen(self.first_screen())
        else:
            self.push_screen(NewGameScreen(**self.new_game_defaults))
        self.call_after_refresh(lambda: self._check_size(self.size.width, self.size.height))

    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, columns: int, rows: int) -> None:
        """Lay a notice over the screen while the terminal is too small."""
        notices = [n for screen in self.screen_stack for n in screen.query(TooSmallNotice)]
        if not too_small(columns, rows):
            for notice in notices:
                notice.remove()
            return
        on_top = [n for n in notices if n.screen is self.screen]
        if on_top:
            on_top[0].show_size(columns, rows)
        elif self.screen_stack:
            self.screen.mount(TooSmallNotice(columns, rows))

    def tick(self) -> None:
        """Let every screen with a countdown look at the clock now (Textual timers call
        the screens' ``tick`` a few times a second; tests call this after advancing
        their clock)."""
        for screen in list(self.screen_stack):
            tick = getattr(screen, "tick", None)
            if callable(tick) and screen.is_attached:
                tick()

    def load_lexicon(self, spec: str) -> Container[str]:
        """The lexicon for ``spec``, loaded once per app (blocking: call from a worker)."""
        if spec not in self.lexicons:
            self.lexicons[spec] = self._loader(spec)
        return self.lexicons[spec]

    # ----------------------------------------------------------------- games on screen
    def game_screen(self) -> Screen[Any] | None:
        """The topmost screen that plays a game (of any mode), if any."""
        for screen in reversed(self.screen_stack):
            if getattr(screen, "session", None) is not None and not isinstance(screen, NewGameScreen):
                found: Screen[Any] = screen
                return found
        return None

    @property
    def session(self) -> Any:
        """The session of the game on screen (any mode), if any."""
        screen = self.game_screen()
        if screen is None:  # not on screen yet: the game the app was made to start on
            return getattr(self, "starting_session", None)
        return getattr(screen, "session", None)

    # ----------------------------------------------------------------- ending
    #: Checks, 10 ms apart, that :meth:`exit` waits for a screen still mounting.
    EXIT_WAIT_CHECKS = 100

    def exit(self, result: int | None = None, return_code: int = 0, message: Any = None) -> None:
        """Textual's ``exit``, once every screen on the stack has mounted.

        A robot's move, a timer or a dictionary that finishes loading can push a
        screen (a curtain, the challenge window) in the instant the player quits.
        Textual would tear it down before its widgets mount, and its ``on_mount``
        would fail on the way out; so the end waits for it (at most about a second),
        and once the end is asked for no new screen is shown (:meth:`push_screen`)."""
        self._ending = True
        self._finish_exit(result, return_code, message, self.EXIT_WAIT_CHECKS)

    def _finish_exit(self, result: int | None, return_code: int, message: Any, checks: int) -> None:
        if checks > 0 and not all(screen.is_mounted for screen in self.screen_stack):
            self.set_timer(0.01, lambda: self._finish_exit(result, return_code, message, checks - 1))
            return
        super().exit(result, return_code, message)

    def push_screen(
        self,
        screen: Screen[Any] | str,
        callback: Any = None,
        wait_for_dismiss: bool = False,
        *,
        mode: str | None = None,
    ) -> Any:
        """Textual's ``push_screen``, except that once the app is ending (:meth:`exit`)
        nothing new is shown."""
        if self._ending:
            return AwaitMount(self.screen, [])
        return super().push_screen(screen, callback, wait_for_dismiss, mode=mode)  # type: ignore[call-overload]  # Textual's overloads split on a literal wait_for_dismiss; this passes it through

    def _replace_screens(self, screen: Screen[Any]) -> None:
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def _close_game_on_screen(self, keep: object = None) -> None:
        """The game shown before is closed (a board game gives its lock back)."""
        before = self.session
        if before is not None and before is not keep:
            close = getattr(before, "close", None)
            if callable(close):
                close()

    def show_session(self, session: Session) -> None:
        """Show a board game (replacing whatever is on screen)."""
        from lexitile.tui.screens.game import GameScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self._close_game_on_screen(session)
        self.mode = "crossword"
        self.title = _title_of("crossword")
        self._replace_screens(GameScreen(session))

    def open_game(self, opening: Opening) -> None:
        """Open a game of any mode: its slow part in a worker, then its screen."""
        self._open(opening)

    @work(thread=True, exclusive=True, group="open-game")
    def _open(self, opening: Opening) -> None:
        try:
            prepared = opening.prepare(self)
        except (LexitileError, ValueError, OSError) as exc:
            self.call_from_thread(self._open_failed, fault_text(exc))
            return
        self.call_from_thread(self._show_opened, opening, prepared)

    def _show_opened(self, opening: Opening, prepared: object) -> None:
        self._close_game_on_screen(prepared)
        if opening.players:
            self._last_seats = (opening.mode, opening.players, dict(opening.robots))
        if opening.form_options:
            self._form_options[opening.mode] = dict(opening.form_options)
        self.mode = opening.mode
        self.title = _title_of(opening.mode)
        self._replace_screens(opening.show(self, prepared))

    def _open_failed(self, message: str) -> None:
        screen = self.screen
        if isinstance(screen, NewGameScreen):
            screen.show_error(message)
        else:
            self.notify(message, severity="error", timeout=10)

    def start_game(self, setup: GameSetup) -> None:
        """Start a new board game in a worker (the lexicon may take a moment to load)."""
        self.open_game(new_game(setup))

    def resume_saved(self, saved: SavedGame) -> None:
        """Continue (or look at) a saved board game, in a worker."""
        self.open_game(resume(saved))

    def rematch(self, session: Session) -> None:
        """A new board game with the same players, rules and lexicon (new seed)."""
        s = session.saved
        people = (
            tuple(s.players) if not s.members else (s.members[0][0], s.members[1][0], s.members[0][1], s.members[1][1])
        )
        robots = {s.players[seat]: level for seat, level in s.robots.items() if not s.members}
        options = s.options
        if options.league is not None:  # a rematch is a new game: the seats are checked again
            try:
                league = seat_people(
                    people, list(robots), competitive=options.league.competitive, wager=options.league.wager
                )
            except LeagueError as exc:
                self.notify(league_refusal(exc), severity="error", timeout=8)
                return
            options = replace(options, league=league)
        self.start_game(
            GameSetup(people, rules=s.rules, lexicon=s.lexicon, tiles=s.tiles, options=options, robots=robots)
        )

    def new_game(self) -> None:
        """Back to the new-game screen, the form filled with the last game's seats
        (and, after a board game, its rules and options)."""
        session = self.session
        defaults = dict(self.new_game_defaults)
        if (board := board_game(session)) is not None:
            s = board.saved
            people = (
                list(s.players)
                if not s.members
                else [s.members[0][0], s.members[1][0], s.members[0][1], s.members[1][1]]
            )
            defaults.update(players=people, rules=s.rules, lexicon=s.lexicon, options=s.options, mode="crossword")
            if s.robots and not s.members:
                defaults.update(robots={s.players[seat]: level for seat, level in s.robots.items()})
        elif self._last_seats is not None:
            mode, players, robots = self._last_seats
            defaults.update(mode=mode, players=list(players), robots=robots)
        elif session is not None:  # a Quiddler or Crosswise game started by its command
            players = getattr(getattr(session, "match", None) or session.game, "players", ())
            robots = session.robots if hasattr(session, "match") else {}
            defaults.update(mode=self.mode, players=list(players), robots=dict(robots))
        self._close_game_on_screen()
        self.title = self.TITLE
        self.home = True  # from now on the player starts games here: they end back here
        self._replace_screens(NewGameScreen(remembered=self._form_options, **defaults))

    def leave_game(self, status: int = 0) -> None:
        """A game ended or was left (or a replay closed): back to the new-game screen
        when the player started there, else the app ends with ``status``."""
        if self.home:
            self.new_game()
        else:
            self.exit(status)

    def open_saved_games(self) -> None:
        """Show the saved games of every mode; the one picked is resumed or replayed."""
        from lexitile.tui.screens.saved_games import open_saved_games  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        open_saved_games(self)

    def open_league(self) -> None:
        """Show the household league's table (ctrl+l on the new-game screen)."""
        from lexitile.tui.screens.league import LeagueScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.push_screen(LeagueScreen(self.league_path))

    def _save_before_hangup(self) -> None:
        """The terminal is gone: the time of the running turn stays charged."""
        session = board_game(self.session)
        if session is not None and not session.finished and session.clock.enabled:
            session.clock.stop(self.clock())
            session.save()

    # ----------------------------------------------------------------- quit
    async def action_quit(self) -> None:
        """ctrl+q (and ``q`` in a replay): the one quit. An unfinished game asks first,
        saying truly whether it is saved; from the new-game screen's game the player
        goes back there, else the app ends."""
        self.quit_game()

    def action_quit_app(self) -> None:
        """The same as :meth:`action_quit` (the board game's screens bind this name)."""
        self.quit_game()

    def action_quit_table(self) -> None:
        """The same as :meth:`action_quit` (the Quiddler table binds this name)."""
        self.quit_game()

    def quit_game(self) -> None:
        """See :meth:`action_quit`."""
        if self._confirming_quit:
            return
        screen = self.game_screen()
        if screen is None:
            base = self.screen_stack[1] if len(self.screen_stack) > 1 else None
            if self.home and base is not None and not isinstance(base, NewGameScreen):
                self.new_game()  # a replay left: back to the new-game screen
                return
            self.exit(0)
            return
        session = getattr(screen, "session", None)
        facts = facts_of(session, self.mode)
        if facts.finished and facts.unsaved is None:
            self.leave_game(0)
            return
        self._confirming_quit = True

        def answered(yes: bool | None) -> None:
            self._confirming_quit = False
            if not yes:
                return
            if facts.unsaved is not None:
                if self.home:
                    self.new_game()
                else:
                    self.exit(1)
                return
            board = board_game(session)
            if board is not None and board.clock.enabled:
                # the time of the turn so far stays charged when the game is resumed
                board.clock.stop(self.clock())
                board.save()
            self.leave_game(0)

        if facts.unsaved is not None:
            yes, no = _("Quit without saving"), _("Keep playing")
        else:
            yes, no = _("Quit"), _("Keep playing")
        self.push_screen(ConfirmScreen(quit_question(facts), yes, no), answered)


if TYPE_CHECKING:
    _shell: type[Shell] = LexitileApp  # the app answers every intent a screen may send it
