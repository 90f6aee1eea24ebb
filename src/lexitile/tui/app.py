"""The Textual app: hotseat games for 2-4 players at one keyboard.

Start it with a ready :class:`~lexitile.play.board_session.Session` (``lexitile play
--players ...``, ``lexitile resume``) to go straight to the game, or without one for
the new-game screen. Lexicons load in a worker thread and are kept for rematches.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Container

from textual import events, work
from textual.app import App
from textual.binding import Binding
from textual.screen import Screen

from lexitile.errors import LexitileError
from lexitile.i18n import N_, _, localize_bindings
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.savegame import SavedGame, scan_saved
from lexitile.tui.describe import save_error_text
from lexitile.tui.hangup import watch_terminal
from lexitile.tui.launch import (
    LexiconLoader,
    default_loader,
    new_session,
    resume_session,
)
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.new_game import NewGameScreen
from lexitile.tui.screens.saved_games import SavedGamesScreen
from lexitile.tui.screens.too_small import TooSmallNotice, too_small
from lexitile.tui.widgets.plain import PlainNotify


class LexitileApp(PlainNotify, App[int]):
    """The lexitile app.

    Args:
        session: a game to show at once; ``None`` opens the new-game screen.
        lexicon_loader: loads a lexicon from its spec (tests pass a stand-in).
        new_game_defaults: keyword defaults for the new-game screen (``players``,
            ``rules``, ``lexicon``, ``seed``).
        session_options: keyword arguments for new sessions (``path``, ``when``).
        clock: the time source of every countdown and game clock (default
            ``time.monotonic``); tests pass a clock they advance by hand and call
            :meth:`tick`, so no test sleeps.
        robot_pause: seconds a computer player's move stays on screen before the next
            turn (tests pass 0).
    """

    CSS_PATH = "app.tcss"
    TITLE = "lexitile"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("ctrl+q", "quit_app", N_("Quit"), priority=True)]

    def __init__(
        self,
        session: Session | None = None,
        *,
        lexicon_loader: LexiconLoader | None = None,
        new_game_defaults: dict | None = None,
        session_options: dict | None = None,
        clock: Callable[[], float] | None = None,
        robot_pause: float = 1.2,
    ):
        super().__init__()
        localize_bindings(self)
        self.robot_pause = robot_pause
        self.clock: Callable[[], float] = clock or time.monotonic
        self.initial_session = session
        self._loader = lexicon_loader or default_loader
        self.lexicons: dict[str, Container[str]] = {}
        if session is not None and session.game.lexicon is not None:
            self.lexicons[session.saved.lexicon] = session.game.lexicon
        self.new_game_defaults = new_game_defaults or {}
        self.session_options = session_options or {}
        self._confirming_quit = False

    # ----------------------------------------------------------------- start
    def on_mount(self) -> None:
        from lexitile.savegame import games_dir
        from lexitile.storage.leftovers import remove_leftovers

        remove_leftovers(games_dir())  # temp files of saves killed half-way, any game
        watch_terminal(self, self._save_before_hangup)
        if self.initial_session is not None:
            self.push_screen(GameScreen(self.initial_session))
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

    @property
    def session(self) -> Session | None:
        """The game on screen, if any."""
        for screen in reversed(self.screen_stack):
            if isinstance(screen, GameScreen):
                return screen.session
        return None

    def _replace_screens(self, screen: Screen) -> None:
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def show_session(self, session: Session) -> None:
        """Show a game (replacing whatever is on screen); the game shown before is
        closed (its lock given back)."""
        before = self.session
        if before is not None and before is not session:
            before.close()
        self._replace_screens(GameScreen(session))

    def start_game(self, setup: GameSetup) -> None:
        """Start a new game in a worker (the lexicon may take a moment to load)."""
        self._open_game(lambda: new_session(setup, self.load_lexicon, **self.session_options), must_save=True)

    def resume_saved(self, saved: SavedGame) -> None:
        """Continue (or look at) a saved game, in a worker."""
        self._open_game(lambda: resume_session(saved, self.load_lexicon))

    @work(thread=True, exclusive=True, group="open-game")
    def _open_game(self, make: Callable[[], Session], must_save: bool = False) -> None:
        try:
            session = make()
        except (LexitileError, ValueError, OSError) as exc:
            self.call_from_thread(self._open_failed, str(exc))
            return
        if must_save and session.save_error:  # a new game that cannot be saved must not start
            self.call_from_thread(self._open_failed, save_error_text(session.save_problem or session.save_error))
            return
        self.call_from_thread(self.show_session, session)

    def _open_failed(self, message: str) -> None:
        screen = self.screen
        if isinstance(screen, NewGameScreen):
            screen.show_error(message)
        else:
            self.notify(message, severity="error", timeout=10)

    def rematch(self, session: Session) -> None:
        """A new game with the same players, rules and lexicon (new seed)."""
        s = session.saved
        people = (
            tuple(s.players) if not s.members else (s.members[0][0], s.members[1][0], s.members[0][1], s.members[1][1])
        )
        robots = {s.players[seat]: level for seat, level in s.robots.items() if not s.members}
        self.start_game(
            GameSetup(people, rules=s.rules, lexicon=s.lexicon, tiles=s.tiles, options=s.options, robots=robots)
        )

    def new_game(self) -> None:
        """Back to the new-game screen (keeping the players' names)."""
        session = self.session
        defaults = dict(self.new_game_defaults)
        if session is not None:
            s = session.saved
            people = (
                list(s.players)
                if not s.members
                else [s.members[0][0], s.members[1][0], s.members[0][1], s.members[1][1]]
            )
            defaults.update(players=people, rules=s.rules, lexicon=s.lexicon, options=s.options)
            if s.robots and not s.members:
                defaults.update(robots={s.players[seat]: level for seat, level in s.robots.items()})
        self._replace_screens(NewGameScreen(**defaults))

    def open_saved_games(self) -> None:
        """Show the saved games; the one picked is resumed."""

        def picked(saved: SavedGame | None) -> None:
            if saved is not None:
                self.resume_saved(saved)

        self.push_screen(SavedGamesScreen(*scan_saved()), picked)

    def _save_before_hangup(self) -> None:
        """The terminal is gone: the time of the running turn stays charged."""
        session = self.session
        if session is not None and not session.finished and session.clock.enabled:
            session.clock.stop(self.clock())
            session.save()

    # ----------------------------------------------------------------- quit
    def action_quit_app(self) -> None:
        """ctrl+q: quit, asking first while a game is unfinished (it stays saved)."""
        if self._confirming_quit:
            return
        session = self.session
        if session is not None and session.unsaved:
            self._confirm_quit_unsaved(session)
            return
        if session is None or session.finished:
            self.exit(0)
            return
        self._confirming_quit = True

        def answered(yes: bool | None) -> None:
            self._confirming_quit = False
            if yes:
                if session.clock.enabled:
                    # the time of the turn so far stays charged when the game is resumed
                    session.clock.stop(self.clock())
                    session.save()
                self.exit(0)

        if session.path:
            question = _("Quit? The game is saved in {path}; `lexitile resume` continues it.").format(path=session.path)
        else:
            question = _("Quit? This game is not being saved: it cannot be resumed.")
        self.push_screen(
            ConfirmScreen(question, _("Quit"), _("Keep playing")),
            answered,
        )

    def _confirm_quit_unsaved(self, session: Session) -> None:
        """Quit while the last moves are not in the state file: say so, and end with
        status 1 when the player quits anyway."""
        self._confirming_quit = True

        def answered(yes: bool | None) -> None:
            self._confirming_quit = False
            if yes:
                self.exit(1)

        reason = save_error_text(session.save_problem or session.save_error or "")
        question = _("The game is NOT saved ({reason}). Quit anyway? The moves not saved are lost.").format(
            reason=reason
        )
        self.push_screen(ConfirmScreen(question, _("Quit without saving"), _("Keep playing")), answered)
