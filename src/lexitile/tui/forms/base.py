"""What every new-game form has: the seats, and the questions the screen asks it."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress
from functools import partial
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.containers import Grid, Horizontal, Vertical
from textual.widgets import Checkbox, Input, Select
from textual.widgets._select import SelectOverlay
from textual.widgets.select import InvalidSelectValueError

from lexitile.core.modes import get_mode
from lexitile.core.robot_levels import FAMILIAR_SUFFIX
from lexitile.i18n import N_, _
from lexitile.text.render import render
from lexitile.tui.opening import Opening
from lexitile.tui.widgets.plain import Label

if TYPE_CHECKING:
    from lexitile.play.league_table import LeagueTable

#: Seat kinds offered for every robot level a game has (label, level).
LEVEL_LABELS = {
    "easy": N_("Robot, easy"),
    "casual": N_("Robot, casual"),
    "keen": N_("Robot, keen"),
    "steady": N_("Robot, steady"),
    "medium": N_("Robot, medium"),
    "hard": N_("Robot, hard"),
    "expert": N_("Robot, expert"),
}


class StateCheckbox(Checkbox):
    """A checkbox whose mark is there only when it is ticked (``[X]`` / ``[ ]``):
    Textual's draws an X either way and tells the states apart by colour alone, which
    reads as ticked under NO_COLOR or on a monochrome terminal."""

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # Textual's is a class constant; the mark changes with the value
        return "X" if self.value else " "


def seat_kinds(levels: Sequence[str]) -> list[tuple[str, str]]:
    """The seat-kind ``Select`` choices: a person, then a robot of each level."""
    return [(_("Human"), "human")] + [(_(LEVEL_LABELS.get(level, level)), level) for level in levels]


def league_refusal(exc: Exception) -> str:
    """Why the league refuses a seat, in the interface language (the refusal's
    :attr:`~lexitile.core.league_rules.LeagueError.why`; its English text otherwise)."""
    why = getattr(exc, "why", None)
    return render(why) if why is not None else str(exc)


class LeagueRefusal(ValueError):
    """The league will not seat the table as the form stands (a guest or robot at a
    table with a wager, a profile that cannot cover it): a ``ValueError`` with the
    message to show, which the offer of profiles may still settle."""


class ModeForm(Vertical):
    """The options of one game mode below the game selector.

    Subclasses set :attr:`mode_id`, :attr:`seat_count`, :attr:`robot_levels`, compose
    their own options after :meth:`compose_seats`, and build the game in
    :meth:`opening`.

    Args:
        players: names for the seats (the rest stay empty).
        robots: name -> robot level for seats that are robots.
    """

    mode_id: ClassVar[str] = ""
    seat_count: ClassVar[int] = 4
    #: the levels of this game's computer players (the GameMode registry's)
    robot_levels: ClassVar[tuple[str, ...]] = ("easy", "medium", "hard")
    #: the hint line above the seats (English, translated when shown)
    seats_hint: ClassVar[str] = N_("2 to 4 players at one keyboard (empty name: empty seat). Tab: next field.")
    #: the help of each seat's kind (English, translated when shown)
    seat_kinds_help: ClassVar[str] = N_("a person, or a computer player of a level")
    #: whether a robot seat can be kept to familiar words (a ``#familiar-N`` box beside
    #: its kind; the seat's level then ends in ``+familiar``)
    familiar_words: ClassVar[bool] = False
    #: whether the form shows its options as they were when a game last started from it
    #: (:meth:`option_values`); the board game's form takes them from the last game's
    #: record instead, which also holds a game resumed from the saved-games list
    remembers_options: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.mode_id:
            cls.robot_levels = get_mode(cls.mode_id).robot_levels

    @classmethod
    def fallback_level(cls) -> str:
        """The level a robot seat gets when its level is not one of this game's (it
        came from another game's form): the game's default level."""
        return get_mode(cls.mode_id).default_robot_level if cls.mode_id else cls.robot_levels[-1]

    def __init__(self, players: Sequence[str] = (), robots: dict[str, str] | None = None, **kwargs: object):
        super().__init__(classes="mode-form")
        self.default_players = list(players) or [_("Player {n}").format(n=1), _("Player {n}").format(n=2)]
        self.default_robots = dict(robots or {})
        self._remembered: dict[str, object] = {}

    def option_values(self) -> dict[str, object]:
        """The form's options as they stand, by widget id: every drop-down, tick box and
        text box but the seats and the seed (a seed repeats a game: it is asked for each
        time). Empty when :attr:`remembers_options` is false."""
        if not self.remembers_options:
            return {}
        seats = set(self.query_one("#seats").query("*"))
        return {
            widget.id: widget.value
            for widget in self.query("Select, Checkbox, Input").results()
            if isinstance(widget, (Select, Checkbox, Input))
            and widget.id
            and widget.id != "seed"
            and widget not in seats
            and not (isinstance(widget, Select) and widget.is_blank())
        }

    def remember(self, values: dict[str, object]) -> None:
        """Show ``values`` (:meth:`option_values` of the last game started from this
        game's form) once the form is mounted; a value the form no longer offers is
        left at its default."""
        self._remembered = dict(values)

    def _restore_options(self) -> None:
        for wid, value in self._remembered.items():
            found = self.query(f"#{wid}")
            widget = found.first() if found else None
            if isinstance(widget, Select):
                with suppress(InvalidSelectValueError):
                    widget.value = value
            elif (isinstance(widget, Checkbox) and isinstance(value, bool)) or (
                isinstance(widget, Input) and isinstance(value, str)
            ):
                widget.value = value

    def compose_seed(self, seed: object, tooltip: str | None = None) -> ComposeResult:
        """The ``Seed`` label and its ``#seed`` box (digits only; empty: a random game)."""
        yield Label(_("Seed"))
        yield Input(
            value="" if seed is None else str(seed),
            id="seed",
            compact=True,
            placeholder=_("empty: random"),
            restrict=r"\d*",
            max_length=10,
            tooltip=tooltip,
        )

    def compose_seats(self) -> ComposeResult:
        """The hint and the seat grid (``#seat-N`` name boxes, ``#kind-N`` kinds, and with
        :attr:`familiar_words` a ``#familiar-N`` box for each seat, shown for a robot)."""
        yield Label(_(self.seats_hint), id="seats-hint", classes="hint")
        kinds = seat_kinds(self.robot_levels)
        values = {value for _label, value in kinds}
        grid_class = f"seats-{self.seat_count}" + (" with-familiar" if self.familiar_words else "")
        with Grid(id="seats", classes=grid_class):
            for i in range(self.seat_count):
                name = self.default_players[i] if i < len(self.default_players) else ""
                level = self.default_robots.get(name, "human")
                familiar = level.endswith(FAMILIAR_SUFFIX)
                level = level.removesuffix(FAMILIAR_SUFFIX)
                kind = level if level in values else (self.fallback_level() if level != "human" else "human")
                yield Label(_("Seat {n}").format(n=i + 1))
                yield Input(value=name, placeholder=_("(empty seat)"), id=f"seat-{i + 1}", max_length=20, compact=True)
                yield Select(
                    kinds,
                    value=kind,
                    allow_blank=False,
                    id=f"kind-{i + 1}",
                    classes="seat-kind",
                    compact=True,
                    tooltip=self.seat_kinds_tooltip(),
                )
                if self.familiar_words:
                    box = StateCheckbox(
                        _("familiar"),
                        familiar,
                        id=f"familiar-{i + 1}",
                        classes="seat-familiar",
                        compact=True,
                        tooltip=self.familiar_tooltip(),
                    )
                    box.set_class(kind == "human", "-person")
                    yield box

    def seat_kinds_tooltip(self) -> str:
        """The help of each seat's kind, in the interface language."""
        return _(self.seat_kinds_help)

    def familiar_tooltip(self) -> str:
        """The help of a seat's familiar-words box, in the interface language (only
        asked with :attr:`familiar_words`)."""
        return ""

    def kind_hint(self, kind: str) -> str:
        """The hint line while a seat's kind ``kind`` is chosen or highlighted (``human``
        or a level); the seats' hint by default."""
        return _(self.seats_hint)

    def familiar_hint(self) -> str:
        """The hint line while a seat's familiar-words box has the focus."""
        return _(self.seats_hint)

    def show_hint(self, text: str) -> None:
        """Put ``text`` on the hint line above the seats (a form without one: nothing)."""
        for label in self.query("#seats-hint").results(Label):
            label.update(text)

    @on(Select.Changed, ".seat-kind")
    def _kind_changed(self, event: Select.Changed) -> None:
        """A robot seat offers its familiar-words box; a person's seat hides it."""
        seat = (event.select.id or "").removeprefix("kind-")
        for box in self.query(f"#familiar-{seat}"):
            box.set_class(event.value == "human", "-person")
        if event.select.has_focus:
            self.show_hint(self.kind_hint(str(event.value)))

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """The hint line follows the field with the focus: a seat's kind or its
        familiar-words box explains itself there; any other field, the seats' hint."""
        widget = event.widget
        if isinstance(widget, Select) and widget.has_class("seat-kind"):
            self.show_hint(self.kind_hint(str(widget.value)))
        elif isinstance(widget, Checkbox) and widget.has_class("seat-familiar"):
            self.show_hint(self.familiar_hint())
        elif isinstance(widget, SelectOverlay):
            return  # a kind's drop-down: the highlighted entry sets the hint
        else:
            self.show_hint(_(self.seats_hint))

    def on_mount(self) -> None:
        """Show the remembered options (:meth:`remember`); follow the highlight of each
        seat kind's drop-down (Textual's drop-down keeps its highlight messages to itself)."""
        self._restore_options()
        for select in self.query(".seat-kind").results(Select):
            self.watch(select.query_one(SelectOverlay), "highlighted", partial(self._kind_highlighted, select))
            self.watch(select, "expanded", partial(self._kind_closed, select), init=False)

    def _kind_highlighted(self, select: Select[str], _old: int | None, index: int | None) -> None:
        """In a seat kind's open drop-down, the hint line describes the highlighted entry."""
        kinds = seat_kinds(self.robot_levels)
        if select.expanded and index is not None and 0 <= index < len(kinds):
            self.show_hint(self.kind_hint(kinds[index][1]))

    def _kind_closed(self, select: Select[str], expanded: bool) -> None:
        """A seat kind's drop-down closed (a choice or Escape): the hint line is the
        help of the kind it shows."""
        if not expanded and select.has_focus:
            self.show_hint(self.kind_hint(str(select.value)))

    def seats(self) -> tuple[list[str], dict[str, str]]:
        """The names on the form in seat order (empty seats left out) and the robots
        among them (name -> level; a robot kept to familiar words: ``LEVEL+familiar``)."""
        names = [self.query_one(f"#seat-{i + 1}", Input).value.strip() for i in range(self.seat_count)]
        kinds = [str(self.query_one(f"#kind-{i + 1}", Select).value) for i in range(self.seat_count)]
        if self.familiar_words:
            familiar = [self.query_one(f"#familiar-{i + 1}", Checkbox).value for i in range(self.seat_count)]
            kinds = [k + FAMILIAR_SUFFIX if f and k != "human" else k for k, f in zip(kinds, familiar, strict=True)]
        robots = {n: k for n, k in zip(names, kinds, strict=True) if n and k != "human"}
        return [n for n in names if n], robots

    def compose_league(self, competitive: bool = True, wager: int = 0) -> ComposeResult:
        """The league's table options: ``#league-competitive`` ("play for points and
        chips", on by default as the Kreuzwort text has it) and ``#league-wager``
        (chips per game, empty: none)."""
        with Horizontal(id="league-options", classes="league-options"):
            yield StateCheckbox(
                _("Play for points and chips"),
                competitive,
                id="league-competitive",
                compact=True,
                tooltip=_("the household league: unticked, a practice game (no XP, no chips)"),
            )
            yield Label(" " + _("Wager") + " ")
            yield Input(
                value=str(wager) if wager else "",
                id="league-wager",
                compact=True,
                placeholder=_("none"),
                restrict=r"\d*",
                max_length=7,
                tooltip=_("chips each player stakes; every seat must be a league profile that can cover it"),
            )

    def league_table(self, names: Sequence[str], robots: Sequence[str]) -> LeagueTable:
        """The league table of the form's seats, checked before the game starts: who
        sits as a profile, and whether each can cover the wager.

        Raises:
            ValueError: a wager at a practice table, a guest or robot at a table with a
                wager, a profile that cannot cover it (the message to show).
        """
        from lexitile.core.league_rules import LeagueError  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.play.league_table import seat_people  # noqa: PLC0415 - loaded on first use, not at start-up

        competitive = self.query_one("#league-competitive", Checkbox).value
        text = self.query_one("#league-wager", Input).value.strip()
        wager = int(text) if text else 0
        if wager and not competitive:
            raise ValueError(_("a practice game has no wager: tick 'Play for points and chips' or clear the wager"))
        try:
            return seat_people(names, robots, competitive=competitive, wager=wager)
        except LeagueError as exc:
            raise LeagueRefusal(league_refusal(exc)) from None

    def guests(self) -> list[str]:
        """The people on the form that are not league profiles, at a competitive table
        (the new-game screen offers to create profiles for them); none at a practice table."""
        from lexitile.play.league_table import guests  # noqa: PLC0415 - loaded on first use, not at start-up

        if not self.query("#league-competitive") or not self.query_one("#league-competitive", Checkbox).value:
            return []
        names, robots = self.seats()
        return guests(names, list(robots))

    def opening(self) -> Opening:
        """What starting the game on the form does.

        Raises:
            ValueError: the form cannot start a game (the message to show).
        """
        raise NotImplementedError

    def show_rules_card(self) -> None:
        """F1 on the new-game screen: this game's rules card."""
        raise NotImplementedError
