"""The hotseat rule, once for every game: when the curtain must come down.

A hand is hidden information: the screen may show it only to its owner. At one
keyboard the program never knows who is looking, so it assumes the worst: whenever
the next hand to be shown belongs to someone other than the person who last saw the
table (and lifted the curtain), the curtain comes down first. That covers the start
of a game with two or more people, every change of player, a seat handed to the
computer or back (the person who pressed the key is still at the keyboard), a
take-back agreed by others (they hold the keyboard), and the dialog of a round's
scores, which anybody may have closed.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen

from lexitile.core.message import Message
from lexitile.i18n import N_, _, localize_bindings
from lexitile.play.recap import Recap
from lexitile.text.render import render
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Label


@dataclass
class Hotseat:
    """Who last saw the table, and whether the next hand needs the curtain first.

    A person is named by whatever the game calls them: a 0-based seat, or a name
    where partners share a seat.

    Attributes:
        viewer: the person who last lifted the curtain (``None``: nobody yet, or the
            keyboard may be in anyone's hands).
        people: every person who has had the keyboard in this game.
        recap: what happened, and what each person has seen of it (the modes feed
            it from their engines, :mod:`lexitile.play.recap`).
    """

    viewer: Hashable | None = None
    people: set[Hashable] = field(default_factory=set)
    recap: Recap = field(default_factory=Recap)

    def needs_curtain(self, person: Hashable, humans: int) -> bool:
        """True when ``person``'s hand may only be shown behind the curtain.

        Args:
            person: whose hand is about to be shown.
            humans: how many people play now (one person alone with robots needs no
                curtain at the start).
        """
        if self.viewer is None:
            return humans > 1 or len(self.people) > 1
        return person != self.viewer

    def seen_by(self, person: Hashable) -> None:
        """``person`` has the keyboard now (the curtain was lifted, or none was needed):
        they see the table, so the recap so far is no news to them."""
        self.viewer = person
        self.people.add(person)
        self.recap.seen_by(person)

    def curtain(
        self,
        person: Hashable,
        name: str,
        *,
        first: Message | None = None,
        news: Message | str | None = None,
        **options: str | None,
    ) -> CurtainScreen:
        """The curtain for ``person`` (shown as ``name``) with their recap.

        Args:
            person: as :meth:`seen_by` names them.
            name: the name on the curtain.
            first: what to say when nothing happened yet (who plays first).
            news: what was just answered at the table (a refused take-back), shown
                last; it is not kept in the recap.
            options: ``team``, ``undo_by``, ``no_undo`` of :class:`CurtainScreen`.
        """
        recap: list[Message | str] = list(self.recap.unseen(person))
        if not recap and first is not None:
            recap = [first]
        if news is not None:
            recap.append(news)
        return CurtainScreen(name, recap, **options)

    def keyboard_passed(self) -> None:
        """Somebody else may hold the keyboard now (others answered a question, a round
        summary was closed): the next hand needs the curtain whoever owns it, once more
        than one person has played."""
        self.viewer = None


#: Recap lines the curtain shows at most; older ones are counted in one line, so the
#: dialog fits a 80x24 terminal.
RECAP_LINES = 7


class CurtainScreen(ModalScreen[str | None]):
    """ "Pass to <name>" with what happened since that person last saw the table; the
    hand stays hidden until they press Enter. The same dialog for every game.

    Dismisses with ``None`` (the player is ready) or ``"undo"`` (the player who just
    played asks to take the play back, when ``undo_by`` is given).

    Args:
        name: the person to play next (in pairs play, the partner on turn).
        recap: what happened since they last saw the table
            (:meth:`lexitile.play.recap.Recap.unseen`), oldest first; only the last
            :data:`RECAP_LINES` are shown, the earlier ones counted. Plain text lines
            are shown as they are.
        team: the team of ``name`` in pairs play (shown under the name).
        undo_by: the player who just played, when the rules let them ask to take the
            play back (key ``u``).
        no_undo: why ``u`` takes nothing back under the game's rules, said after the
            refusal (``None``: the refusal alone, as for a game with no take-backs).
    """

    DEFAULT_CSS = """
    CurtainScreen {
        align: center middle;
    }
    CurtainScreen > .curtain {
        width: 64;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        padding: 0 1;
        border: double $accent;
        background: $surface;
    }
    CurtainScreen #curtain-title {
        width: 100%;
        content-align: center middle;
        text-style: bold;
        color: $accent;
    }
    CurtainScreen #curtain-team, CurtainScreen #curtain-undo, CurtainScreen #curtain-help {
        width: 100%;
        content-align: center middle;
    }
    CurtainScreen #curtain-since, CurtainScreen #curtain-earlier {
        color: $text-muted;
        margin-top: 1;
    }
    CurtainScreen #curtain-help {
        color: $text-muted;
        margin-top: 1;
    }
    CurtainScreen #curtain-undo {
        color: $warning;
    }
    """

    BINDINGS = [
        Binding("enter,space", "ready", N_("I am ready")),
        Binding("u", "undo", N_("Take back")),
        # the same key where the rules have no take-back: it says so instead of doing nothing
        Binding("u", "no_take_back", N_("Take back"), show=False),
        Binding("f1", "rules", N_("Rules")),
        Binding("ctrl+q", "app.quit", N_("Quit")),
    ]

    #: The table's action that shows its rules card (the first the table has).
    _RULES_ACTIONS = ("action_rules", "action_help")

    def __init__(
        self,
        name: str,
        recap: Sequence[Message | str] = (),
        *,
        team: str | None = None,
        undo_by: str | None = None,
        no_undo: str | None = None,
    ):
        super().__init__()
        localize_bindings(self)
        self.player = name
        self.recap = list(recap)
        self.team = team
        self.undo_by = undo_by
        self.no_undo = no_undo

    @property
    def lines(self) -> list[str]:
        """The recap as shown: an "… and K earlier" line, then the newest items."""
        items = self.recap[-RECAP_LINES:]
        earlier = len(self.recap) - len(items)
        shown = [render(m) if isinstance(m, Message) else m for m in items]
        if earlier:
            shown.insert(0, render(Message("recap.earlier", {"n": earlier})))
        return shown

    def compose_recap(self) -> ComposeResult:
        """The recap lines and the "press Enter" line, shared by every game's curtain."""
        lines = self.lines
        if lines:
            yield Label(_("Since you last saw the table:"), id="curtain-since")
            for i, line in enumerate(lines):
                ident = "curtain-last" if i == len(lines) - 1 else None
                yield Label("· " + line, id=ident, classes="recap-line", markup=False)
        yield Label(
            _("{name}: press Enter when only you can see the screen.").format(name=self.player),
            id="curtain-help",
            markup=False,
        )

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog curtain"):
            yield Label(_("Pass to {name}").format(name=self.player), id="curtain-title", markup=False)
            if self.team:
                yield Label(_("team {team}").format(team=self.team), id="curtain-team", markup=False)
            yield from self.compose_recap()
            if self.undo_by:
                yield Label(
                    _("u: {name} asks to take the play back").format(name=self.undo_by),
                    id="curtain-undo",
                    markup=False,
                )
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.fit_to_table()

    def on_resize(self) -> None:
        # Textual sends the new size to this screen first and to the table below after
        # it: fit once the table below has handled its own resize and laid itself out
        below = self._table_below()
        if below is None:
            self.fit_to_table()
        else:
            below.call_after_refresh(self.fit_to_table)

    def _table_below(self) -> Screen[object] | None:
        stack = self.app.screen_stack
        if self not in stack or stack.index(self) == 0:
            return None
        return stack[stack.index(self) - 1]

    def fit_to_table(self) -> None:
        """A table with a ``#left`` pane (the board and the hand, the side panel to its
        right) gets a box as wide as that pane less a cell each side: it hides the
        board and stays clear of the side panel's header, for every board size."""
        below = self._table_below()
        if below is None:
            return
        left = below.query("#left")
        box = self.query(".curtain")
        if not left or not box:
            return
        # the width the table gave its pane for this size (laid out on its next refresh)
        given = left.first().styles.width
        width = int(given.value) if given is not None and given.is_cells else left.first().outer_size.width
        if width < 24:
            return
        box.first().styles.width = width - 2
        box.first().styles.margin = (0, 0, 0, 1)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return self.undo_by is not None
        if action == "no_take_back":
            return self.undo_by is None
        if action == "rules":
            return self._rules_card() is not None
        return True

    def _rules_card(self) -> Callable[[], object] | None:
        """The table's own "show the rules card" under the curtain (public: no hand)."""
        stack = self.app.screen_stack
        table = stack[stack.index(self) - 1] if self in stack and stack.index(self) > 0 else None
        for name in self._RULES_ACTIONS:
            action: object = getattr(table, name, None)
            if callable(action):
                return action
        return None

    def action_rules(self) -> None:
        """F1: the rules card over the curtain (Esc comes back to it)."""
        action = self._rules_card()
        if action is not None:
            action()

    def on_click(self) -> None:
        self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)

    def action_undo(self) -> None:
        if self.undo_by is not None:
            self.dismiss("undo")

    def action_no_take_back(self) -> None:
        """``u`` where it takes nothing back (the rules allow no take-back, or there is
        no play to take back), with the rules' reason when the game gave one
        (:attr:`no_undo`); said in the curtain, where the player is looking."""
        refusal = _("u: nothing can be taken back here.")
        if self.no_undo:
            refusal = f"{refusal} {self.no_undo}"
        ready = _("{name}: press Enter when only you can see the screen.").format(name=self.player)
        self.query_one("#curtain-help", Label).update(f"{refusal}\n{ready}")


#: The name the Quiddler table knew the curtain by.
PassScreen = CurtainScreen
