"""One profile's statistics: level, XP and chips, games per mode, average and best game
score, best move, bingos, highest-scoring word, favourite words, head-to-head against
each other profile, and two charts -- XP over time and game scores over time, one point
per game (the text plot of :mod:`lexitile.tui.widgets.score_chart`).

The numbers come from :mod:`lexitile.storage.league_stats` (computed from the game
records on request). The page scrolls (arrow keys, Page Up/Down, the mouse wheel);
Escape goes back to the table.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen

from lexitile.core.league_rules import xp_for_level
from lexitile.core.modes import mode_of_league
from lexitile.i18n import N_, _, decimal, localize_bindings, ngettext
from lexitile.storage.league_db import League
from lexitile.storage.league_stats import HistoryPoint, ProfileStats, profile_history, profile_stats
from lexitile.tui.screens.league_faults import FAULTS, league_fault
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.plain import Label, Static
from lexitile.tui.widgets.score_chart import ScoreChart

__all__ = ["ProfileScreen", "mode_name", "score_points", "stats_lines", "xp_points"]


def mode_name(mode: str) -> str:
    """A league mode (``board``, ``quiddler``, ``crosswise``) by the game's translated title."""
    try:
        return _(mode_of_league(mode).title)
    except (KeyError, ValueError):
        return mode


def xp_points(history: tuple[HistoryPoint, ...]) -> list[tuple[int]]:
    """The XP chart's points: 0 before the first game, then the XP after each game."""
    return [(0,), *((p.total_xp,) for p in history)]


def score_points(history: tuple[HistoryPoint, ...]) -> list[tuple[int]]:
    """The score chart's points: the game score of each game, in the order played."""
    return [(p.score,) for p in history]


def stats_lines(s: ProfileStats) -> list[str]:
    """The statistics as lines of text in the interface language (before the charts)."""
    p = s.profile
    rate = 100 * p.wins / p.games if p.games else 0.0
    lines = [
        _("Level {level} · {xp} XP (level {next} at {next_xp} XP) · {chips} chips").format(
            level=s.level, xp=p.xp, next=s.level + 1, next_xp=xp_for_level(s.level + 1), chips=p.chips
        ),
        _("Competitive games: {games} · won {wins} · drawn {draws} · win rate {rate:.0f}%").format(
            games=p.games, wins=p.wins, draws=p.draws, rate=rate
        ),
    ]
    if s.games_per_mode:
        per_mode = ", ".join(f"{mode_name(m)} {n}" for m, n in s.games_per_mode.items())
        lines.append(_("Games per mode: {modes}").format(modes=per_mode))
    else:
        lines.append(_("No games recorded yet."))
    if s.average_score is not None:
        lines.append(
            _("Game score: average {average}, best {best}").format(average=decimal(s.average_score), best=s.best_score)
        )
    if s.best_move is not None:
        lines.append(_("Best move: {move} ({points})").format(move=s.best_move[0], points=s.best_move[1]))
    lines.append(_("Bingos: {n}").format(n=s.bingos))
    if s.best_word is not None:
        lines.append(_("Highest-scoring word: {word} ({points})").format(word=s.best_word[0], points=s.best_word[1]))
    if s.favourite_words:
        words = ", ".join(f"{w} ×{n}" for w, n in s.favourite_words)
        lines.append(_("Favourite words: {words}").format(words=words))
    return lines


def head_to_head_lines(s: ProfileStats) -> list[str]:
    """One line per other profile met (or a line saying there is none)."""
    if not s.head_to_head:
        return [_("No games against another profile yet.")]
    return [
        ngettext(
            "against {name}: {games} game, won {wins}, lost {losses}, drawn {draws}",
            "against {name}: {games} games, won {wins}, lost {losses}, drawn {draws}",
            h.games,
        ).format(name=h.opponent, games=h.games, wins=h.wins, losses=h.losses, draws=h.draws)
        for h in s.head_to_head
    ]


class ProfileScreen(Screen[None]):
    """A profile's statistics and charts (see the module).

    Args:
        name: the live profile's name.
        path: the league database (default: ``league.sqlite3`` in the data dir).
    """

    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("s", "study", N_("Study progress")),
        Binding("f1", "keys_card", N_("Keys")),
    ]

    DEFAULT_CSS = """
    ProfileScreen #profile { height: 1fr; padding: 0 1; }
    ProfileScreen .title { text-style: bold; }
    ProfileScreen .heading { text-style: bold; margin-top: 1; }
    ProfileScreen #profile-error { color: $warning; width: 100%; height: auto; }
    """

    def __init__(self, name: str, path: Path | None = None) -> None:
        super().__init__()
        localize_bindings(self)
        self.profile_name = name
        self.path = path
        self.stats: ProfileStats | None = None
        self.history: tuple[HistoryPoint, ...] = ()
        self.fault: str | None = None

        try:
            with League(path) as league:
                self.stats = profile_stats(league, name)
                self.history = profile_history(league, name)
        except FAULTS as exc:
            self.fault = league_fault(exc)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="profile"):
            yield Label(self.profile_name, classes="title", id="profile-name")
            if self.stats is None:
                yield Label(f"✗ {self.fault}", id="profile-error")
            else:
                yield Static("\n".join(stats_lines(self.stats)), id="profile-stats")
                yield Label(_("Head-to-head"), classes="heading")
                yield Static("\n".join(head_to_head_lines(self.stats)), id="profile-h2h")
                yield Label(_("XP over time"), classes="heading")
                if self.history:
                    yield ScoreChart(plot_height=5, axis=_("game"), id="xp-chart")
                else:
                    yield Label(_("(no games yet)"))
                yield Label(_("Game scores over time"), classes="heading")
                if self.history:
                    yield ScoreChart(plot_height=5, axis=_("game"), start=1, id="score-chart")
                else:
                    yield Label(_("(no games yet)"))
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        scroll = self.query_one("#profile", VerticalScroll)
        scroll.focus()
        if self.stats is None:
            return
        if self.history:
            self.query_one("#xp-chart", ScoreChart).show(xp_points(self.history), [_("XP")])
            self.query_one("#score-chart", ScoreChart).show(score_points(self.history), [_("last game")])

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_study(self) -> None:
        """s: the profile's study progress (cards per box, accuracy, cards learned)."""
        from lexitile.tui.screens.study_progress import StudyProgressScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(StudyProgressScreen(self.profile_name, self.path))

    def action_keys_card(self) -> None:
        """F1: the profile screen's keys."""
        from lexitile.tui.screens.key_cards import PROFILE_KEYS, keys_card  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(keys_card(_("Profile"), PROFILE_KEYS))
