"""The replay screen: step through a GCG record, event by event (``lexitile replay``).

Left: the board as it stood after the selected event (the squares that event covered
highlighted), a status line (event, turn, line of the file) and the event's ``#note``
lines (or, for a file whose replay stopped, the line and reason). Right: every player's
score after the event (``▶`` marks who moves next) and the tiles in the bag, the move
list (turn, player, rack, move in GCG notation, score, running total; a withdrawn
phony ``--``, a ``(challenge)`` bonus or penalty, ``(time)`` and end-of-game ``(TILES)``
lines are rows of their own), the itemised score of the selected event, and the tiles
the player to move has not seen.

Keys (listed in the footer): the shell's replay stepper (:mod:`lexitile.tui.shell.stepper`:
←/→ one event, Home/End, PgUp/PgDn, a number then Enter the start of that turn, 0 the
empty board), ↑/↓ or a click in the move list, ``n`` a new game from this position
(:mod:`lexitile.play.position_session`), ``q``
quit; for a finished game the review (:mod:`lexitile.tui.screens.review`): ``a`` the top
plays on the board, ``j`` the next costly move, ``s`` the summary. In a game started from a position, F2 comes back to the replay.

A file that cannot be read opens :class:`ReplayErrorScreen` with the line, the code, the
reason and the text of the line; a file whose replay stops at an illegal event shows
that screen first, then the events before it. Nothing ends in a traceback.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Container

from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.dom import DOMNode
from textual.screen import Screen

from lexitile.errors import LexitileError
from lexitile.games.crossword.records.replay import Mismatch
from lexitile.games.crossword.records.replay_model import ReplayModel
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.outcome import rack_lines
from lexitile.i18n import N_, NP_, _, localize_bindings, ngettext, pgettext
from lexitile.play.position_session import (
    PositionError,
    PositionSession,
    lexicon_spec_for,
    position_game,
    rules_for_record,
)
from lexitile.text.render import render
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.replay_error import ReplayErrorScreen, gcg_reason_text
from lexitile.tui.screens.review import REVIEW_BINDINGS, ReplayBoard, ReviewMixin
from lexitile.tui.shell.stepper import ReplayStepper, stepper_bindings
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.plain import DataTable, Static
from lexitile.tui.widgets.scores import ScoresView
from lexitile.tui.widgets.unseen import UnseenView

__all__ = [
    "AcceptAnyWord",
    "MoveList",
    "ReplayBoard",
    "ReplayScreen",
    "replay_details",
]

#: A word after the GCG notation of the events that are not turns, in the move list
#: (in the interface language; the English words are the ones of earlier versions).
TAGS = {
    EventKind.WITHDRAWN: lambda: pgettext("replay move list", "phony"),
    EventKind.CHALLENGE_BONUS: lambda: pgettext("replay move list", "bonus"),
    EventKind.CHALLENGE_PENALTY: lambda: pgettext("replay move list", "penalty"),
    EventKind.TIME_PENALTY: lambda: pgettext("replay move list", "penalty"),
    EventKind.PAID_EXCHANGE: lambda: pgettext("replay move list", "paid"),
    EventKind.END_RACK_POINTS: lambda: pgettext("replay move list", "out"),
    EventKind.END_RACK_PENALTY: lambda: pgettext("replay move list", "left"),
}

#: What each kind of event is called in the status line (``records.replay_model.KIND_NAMES``
#: in the interface language).
KIND_LABELS = {
    EventKind.PLAY: lambda: pgettext("event kind", "play"),
    EventKind.PASS: lambda: pgettext("event kind", "pass"),
    EventKind.EXCHANGE: lambda: pgettext("event kind", "exchange"),
    EventKind.PAID_EXCHANGE: lambda: pgettext("event kind", "paid exchange"),
    EventKind.WITHDRAWN: lambda: pgettext("event kind", "phony withdrawn"),
    EventKind.CHALLENGE_BONUS: lambda: pgettext("event kind", "challenge bonus"),
    EventKind.CHALLENGE_PENALTY: lambda: pgettext("event kind", "challenge penalty"),
    EventKind.END_RACK_POINTS: lambda: pgettext("event kind", "end-of-game points"),
    EventKind.END_RACK_PENALTY: lambda: pgettext("event kind", "end-of-game penalty"),
    EventKind.TIME_PENALTY: lambda: pgettext("event kind", "time penalty"),
}


def _mismatch_text(mismatch: Mismatch) -> str:
    """Why a recorded score differs, in the interface language when the replay says why
    (a pass scores 0, a withdrawal takes back its play); the arithmetic of a play stays
    as written."""
    return render(mismatch.why) if mismatch.why is not None else mismatch.explanation


def _challenged_play(model: ReplayModel, pos: int) -> str:
    """The play a challenge line at ``pos`` is about: ``Ann's 8D JOKE``."""
    for row in reversed(model.rows[:pos]):
        if row.kind is EventKind.PLAY:
            return _("{name}'s {move}").format(name=row.nick, move=row.move)
    return _("the last play")


def replay_details(model: ReplayModel, pos: int) -> list[str]:
    """:meth:`ReplayModel.details` in the interface language: the itemised score of a
    play, or what the event at ``pos`` is and does (in English the same lines)."""
    step = model.step(pos)
    if step is None:
        return [_("Start of the game: nothing played yet.")]
    row = model.rows[pos]
    e = step.event
    who = row.nick
    kind = e.kind
    score = f"{step.score:+d}"
    lines: list[str] = []
    if kind is EventKind.PLAY and step.breakdown is not None:
        lines.append(f"{who}: {row.move}  {score}")
        lines += [f"  {w.explain()}" for w in step.breakdown.words]
        if step.breakdown.bingo:
            lines.append(
                "  "
                + _("all {n} tiles: bingo +{points}").format(
                    n=model.replay.rules.rack_size, points=step.breakdown.bingo
                )
            )
    elif kind is EventKind.PASS:
        if e.lost_turn:
            lines.append(_("{name} lost the turn (a wrong challenge)").format(name=who) + "  +0")
        else:
            lines.append(_("{name} passed").format(name=who) + "  +0")
    elif kind is EventKind.EXCHANGE:
        if e.tiles:
            text = _("{name} exchanged {tiles}").format(name=who, tiles=e.tiles)
        else:
            n = e.exchange_count or 0
            text = ngettext("{name} exchanged {n} tile", "{name} exchanged {n} tiles", n).format(name=who, n=n)
        lines.append(text + "  +0")
    elif kind is EventKind.PAID_EXCHANGE:
        what = e.tiles or str(e.exchange_count or 0)
        text = _("{name} paid {points} points to exchange {tiles} and moved again").format(
            name=who, points=-step.score, tiles=what
        )
        lines.append(text + f"  {score}")
    elif kind is EventKind.WITHDRAWN:
        play = _challenged_play(model, pos)
        lines.append(_("Phony withdrawn: {name} takes back {play}").format(name=who, play=play) + f"  {score}")
        lines.append("  " + _("a successful challenge; the tiles go back to the rack"))
    elif kind is EventKind.CHALLENGE_BONUS:
        play = _challenged_play(model, pos)
        lines.append(_("Challenge bonus: {name} {points} for {play}").format(name=who, points=score, play=play))
        lines.append("  " + _("the play was challenged and stands"))
    elif kind is EventKind.CHALLENGE_PENALTY:
        lines.append(_("Challenge penalty: {name} {points}").format(name=who, points=score))
        lines.append("  " + _("a wrong challenge of {play}").format(play=_challenged_play(model, pos)))
    elif kind in (EventKind.END_RACK_POINTS, EventKind.END_RACK_PENALTY) and not e.tiles:
        # the racks are hidden (a game still in play): the points, not the tiles
        lines.append(f"{who}: {row.move}  {score}")
    elif kind is EventKind.END_RACK_POINTS:
        value = model.tileset.rack_value(e.tiles)
        factor = step.score // value if value else 1
        lines.append(_("End of game: {name} went out").format(name=who) + f"  {score}")
        if factor > 1:
            lines.append(
                "  "
                + _("{factor} x the tiles left ({tiles}): {factor} x {value} = {points}").format(
                    factor=factor, tiles=e.tiles, value=value, points=step.score
                )
            )
        else:
            lines.append("  " + _("the others' tiles left ({tiles}) = {value}").format(tiles=e.tiles, value=value))
    elif kind is EventKind.END_RACK_PENALTY:
        lines.append(_("End of game: {name} keeps {tiles}").format(name=who, tiles=e.tiles) + f"  {score}")
        lines.append(
            "  " + _("minus the value of the tiles left: {value}").format(value=model.tileset.rack_value(e.tiles))
        )
    elif kind is EventKind.TIME_PENALTY:
        lines.append(_("Time penalty: {name} {points} (over time on the clock)").format(name=who, points=score))
    else:
        lines.append(f"{who}: {row.move}  {score}")
    out = model.replay.outcome
    hidden = getattr(model, "racks_hidden", False)
    if pos == model.last and out is not None and model.replay.settled_by_rule and model.error is None and not hidden:
        lines.append(_("End of game, settled by the rule (the record has no end-rack lines):"))
        lines.append("  " + ", ".join(f"{model.nicks[a.seat]} {a.points:+d} ({a.detail})" for a in rack_lines(out)))
    m = model.mismatch(pos)
    if m is not None or row.differs:
        rs, rc = row.recorded
        lines.append(
            "! "
            + _("the file writes {recorded_score} {recorded_total}; the replay computes {score} {total}").format(
                recorded_score=f"{rs:+d}", recorded_total=rc, score=score, total=row.total
            )
        )
        if m is not None:
            lines.append(f"  {_mismatch_text(m)}")
    return lines


def replay_ending(model: ReplayModel) -> str:
    """:meth:`ReplayModel.ending` in the interface language (a resignation note from the
    file stays as written)."""
    return render(model.ending_message())


class AcceptAnyWord:
    """The word list of a game from a position when no list ships for its language:
    every word of letters is accepted."""

    language = ""

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.isalpha()


class MoveList(DataTable):
    """The move list: a first row for the start, then one row per event.

    Row ``i`` is position ``i - 1`` (``-1``: the start). Moving the cursor (↑/↓, a
    click) posts the usual ``RowHighlighted``, which the screen turns into a jump.
    """

    #: a narrow panel keeps the points and totals: the rack and turn number (also in
    #: the status under the board) go first, then names and moves are shortened
    SHRINK = ("rack", "turn", "who", "move")
    HIDE = ("rack", "turn")

    def __init__(self, model: ReplayModel, *, id: str | None = None):
        super().__init__(id=id, cursor_type="row", zebra_stripes=False, show_row_labels=False)
        self.model = model

    def on_mount(self) -> None:
        self.add_column("#", key="turn")
        self.add_column(_("Who"), key="who")
        self.add_column(_("Rack"), key="rack")
        self.add_column(_("Move"), key="move")
        self.add_column(_("Pts"), key="pts")
        self.add_column(_("Tot"), key="tot")
        self.add_row("0", "", "", Text(pgettext("replay move list", "start"), style="dim"), "", "", key="start")
        for row in self.model.rows:
            pts = Text(f"{row.score:+d}", justify="right")
            tot = Text(f"{row.total}{'!' if row.differs else ''}", justify="right")
            move = Text(row.move)
            tag = TAGS.get(row.kind)
            if tag:
                move.append(f" {tag()}", "dim italic")
            self.add_row(
                "" if row.turn is None else str(row.turn),
                row.nick[:8],
                row.rack,
                move,
                pts,
                tot,
                key=str(row.index),
            )


def _relabel(node: DOMNode, key: str, description: str) -> None:
    """Give the binding of ``key`` on ``node`` another footer text (after
    :func:`localize_bindings`, for a text that needs a context)."""
    bindings = node._bindings.key_to_bindings
    if key in bindings:
        bindings[key] = [dataclasses.replace(b, description=description) for b in bindings[key]]


class ReplayScreen(ReviewMixin, ReplayStepper, Screen[None]):
    """Step through a replayed record (see the module docstring).

    Args:
        model: the replayed file (:func:`lexitile.games.crossword.records.replay_model.load_replay`).
        lexicon_spec: the word list for games started from a position (default: the
            built-in list of the record's tile set, :func:`lexicon_spec_for`).
    """

    DEFAULT_CSS = """
    ReplayScreen { layout: horizontal; }
    #replay-left { width: 50; height: 100%; }
    #replay-right { width: 1fr; height: 100%; padding-left: 1; border-left: vkey $panel-lighten-2; }
    #replay-status { height: auto; margin-top: 1; color: $text; }
    #replay-notes { height: 1fr; color: $text-muted; }
    #replay-notes.-error { color: $error; }
    #replay-title { height: auto; text-style: bold; }
    #replay-scores { height: auto; margin-bottom: 1; }
    #replay-moves { height: 1fr; min-height: 4; scrollbar-size-vertical: 1; }
    #replay-details { height: auto; max-height: 7; border-top: hkey $panel-lighten-2; }
    #replay-unseen { height: auto; }
    """

    BINDINGS = [
        *stepper_bindings(N_("Turn"), clear="clear_or_leave"),
        Binding("n", "new_game", N_("New game from here")),
        *REVIEW_BINDINGS,
        Binding("f1", "keys_card", N_("Keys"), priority=True),
        Binding("q", "quit", N_("Quit"), show=False),  # the app's ctrl+q is in the footer already
    ]

    #: Short footer forms (see lexitile.i18n.FOOTER_KEY).
    _FOOTER_SHORT = (NP_("footer key", "New game from here"),)

    def __init__(self, model: ReplayModel, lexicon_spec: str | None = None):
        super().__init__()
        localize_bindings(self, short=True)
        # "Start" is the start of the record here, not "start a game" (the catalog's "Start")
        _relabel(self, "home", pgettext("replay key", "Start"))
        # Home and End make room in the footer for the review and F1 (the card names them)
        for key in ("home", "end"):
            self._bindings.key_to_bindings[key] = [
                dataclasses.replace(b, show=False) for b in self._bindings.key_to_bindings[key]
            ]
        self.model = model
        self.lexicon_spec = lexicon_spec
        self.pos = -1
        self.typed = ""
        self._syncing = False
        self._error_shown = False
        #: True for a game still in play (:mod:`lexitile.games.crossword.records.replay_hidden`): no
        #: rack, exchanged tile or per-player unseen tile is shown, and no game starts
        #: from a position (it would deal the recorded racks).
        self.racks_hidden: bool = getattr(model, "racks_hidden", False)

    # ----------------------------------------------------------------- layout
    def compose(self) -> ComposeResult:
        model = self.model
        with Vertical(id="replay-left"):
            yield ReplayBoard(model.board(-1), model.tileset, id="replay-board")
            yield Static(id="replay-status")
            yield Static(id="replay-notes")
        with Vertical(id="replay-right"):
            yield Static(self._title(), id="replay-title")
            yield ScoresView(id="replay-scores")
            yield MoveList(model, id="replay-moves")
            yield from self.compose_review()
            yield Static(id="replay-details")
            yield UnseenView(id="replay-unseen")
        yield Footer(compact=True, show_command_palette=False)

    def _title(self) -> Text:
        title = Text(self.model.title())
        if self.racks_hidden:
            title.append("\n" + _("racks hidden: game in play"), "italic")
        return title

    def on_mount(self) -> None:
        self.fit_board(self.app.size.width, self.app.size.height)
        self.query_one(MoveList).focus()
        self.show_position(self.model.last)
        self.start_review()
        if self.model.error is not None and not self._error_shown:
            self._error_shown = True
            self.call_after_refresh(self.show_error)

    def on_resize(self, event: events.Resize) -> None:
        self.fit_board(event.size.width, event.size.height)

    def fit_board(self, width: int, height: int) -> None:
        """The large board when the terminal has room for it and the side panel."""
        board = self.query_one(ReplayBoard)
        rows, cols = board.board.rows, board.board.cols
        # four-wide squares with tile values where the move list keeps every column
        wide = width >= 2 + 4 * cols + 52 and height >= 1 + rows + 6
        board.set_large(width >= 2 + 4 * cols + 44 and height >= 1 + 2 * rows + 6, wide)
        self.query_one("#replay-left").styles.width = 2 + board.cell_size[0] * cols + 1

    def show_error(self) -> None:
        """The error screen for a replay that stopped (the events before it stay viewable)."""
        err = self.model.error
        if err is not None:
            self.app.push_screen(
                ReplayErrorScreen(
                    self.model.path,
                    err.line,
                    err.code,
                    err.message,
                    self.model.line_text,
                    len(self.model.rows),
                    err.why,
                )
            )

    # ----------------------------------------------------------------- drawing
    def show_position(self, pos: int) -> None:
        """Select the event at ``pos`` (clamped; ``-1`` the start) and redraw."""
        model = self.model
        pos = model.clamp(pos)
        self.pos = pos
        self.query_one(ReplayBoard).show(model.board(pos), None, model.covered(pos), False)
        to_move = model.to_move(pos)
        note = _("game over") if to_move is None else ""
        if pos == model.last and model.error is not None:
            note = _("replay stopped")
        self.query_one("#replay-scores", ScoresView).show(model.nicks, model.totals(pos), to_move, model.bag(pos), note)
        self.query_one("#replay-details", Static).update(Text("\n".join(replay_details(model, pos))))
        self.refresh_unseen(pos)
        self.refresh_status()
        self.refresh_notes(pos)
        self.review_show(pos)
        table = self.query_one(MoveList)
        if table.cursor_row != pos + 1:
            self._syncing = True
            try:
                table.move_cursor(row=pos + 1, animate=False)
            finally:
                self._syncing = False

    def refresh_unseen(self, pos: int) -> None:
        model = self.model
        seat, counts, known = model.unseen(pos)
        view = self.query_one(UnseenView)
        if seat is not None and self.racks_hidden:
            view.show(model.nicks[seat], counts, model.tileset.letters, hidden=True)
        elif seat is None:
            view.show("", counts, model.tileset.letters, heading=_("Not on the board (game over): {n}"))
        else:
            owner = model.nicks[seat] if known else _("{name} (rack not recorded)").format(name=model.nicks[seat])
            view.show(owner, counts, model.tileset.letters)

    def refresh_status(self) -> None:
        model = self.model
        pos = self.pos
        text = Text()
        if pos < 0:
            turns = ngettext("{n} turn", "{n} turns", model.turns).format(n=model.turns)
            n = len(model.rows)
            events_ = ngettext("{n} event", "{n} events", n).format(n=n)
            text.append(_("Start · {turns}, {events}").format(turns=turns, events=events_), "bold")
        else:
            row = model.rows[pos]
            text.append(
                _("Event {n}/{total} · turn {turn} · line {line}").format(
                    n=pos + 1, total=len(model.rows), turn=model.turn_at(pos), line=row.line
                ),
                "bold",
            )
            text.append(f"\n{row.nick}: {row.move} {row.score:+d} ({KIND_LABELS[row.kind]()})")
        text.append("\n" + _("Record: {ending}").format(ending=replay_ending(model)), "dim")
        if self.typed:
            text.append("\n" + self.stepper_prompt(N_("Go to turn: {number}_ (Enter)")), "bold reverse")
        self.query_one("#replay-status", Static).update(text)

    def refresh_notes(self, pos: int) -> None:
        model = self.model
        notes = self.query_one("#replay-notes", Static)
        lines = [f"# {n}" for note in model.notes(pos) for n in note.split("\n") if n.strip()]
        error = model.error
        if error is not None and pos == model.last:
            notes.set_class(True, "-error")
            stopped = _("Replay stopped at line {line}: {reason} [{code}]").format(
                line=error.line, reason=gcg_reason_text(error.why, error.message), code=error.code
            )
            lines = [stopped, *lines]
        else:
            notes.set_class(False, "-error")
        notes.update(Text("\n".join(lines)))

    # ----------------------------------------------------------------- keys
    # the stepper (lexitile.tui.shell.stepper): -1 is the start, a number a turn
    def stepper_position(self) -> int:
        return self.pos

    def stepper_bounds(self) -> tuple[int, int]:
        return -1, self.model.last

    def stepper_show(self, position: int) -> None:
        self.show_position(position)

    def stepper_typed(self) -> None:
        self.refresh_status()

    def stepper_number(self, number: int) -> int:
        """A turn number: the position of the start of that turn (its event selected)."""
        return self.model.position_of_turn(number)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        table = event.data_table
        # only the cursor as it is now: a message about an earlier cursor (the screen
        # moved the cursor again since) must not jump back
        if self._syncing or table.id != "replay-moves" or event.cursor_row != table.cursor_row:
            return
        if event.cursor_row - 1 != self.pos:
            self.typed = ""
            self.show_position(event.cursor_row - 1)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.data_table.id == "replay-moves" and event.cursor_row - 1 != self.pos:
            self.show_position(event.cursor_row - 1)

    def action_quit(self) -> None:
        self.app.exit(0)

    def action_keys_card(self) -> None:
        """F1: the replay's and the review's keys."""
        from lexitile.tui.screens.key_cards import REPLAY_KEYS, keys_card  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(keys_card(_("Replay"), REPLAY_KEYS))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # with the racks hidden no game starts from a position: it deals the recorded racks
        if action == "new_game" and self.racks_hidden:
            return False
        return super().check_action(action, parameters)  # the review's keys (ReviewMixin)

    # ----------------------------------------------------------------- a new game from here
    def action_new_game(self) -> None:
        """``n``: a hotseat game from this position (same racks where the file knows them)."""
        model = self.model
        if model.to_move(self.pos) is None:
            self.notify(
                _("The game is over at this point; step back to a turn to try another line."), severity="warning"
            )
            return
        spec = self.lexicon_spec or lexicon_spec_for(model)
        self.notify(_("Setting up the position…"), timeout=2)
        self._start_from_position(self.pos, spec)

    @work(thread=True, exclusive=True, group="position")
    def _start_from_position(self, pos: int, spec: str | None) -> None:
        app = self.app
        try:
            lexicon: Container[str] = AcceptAnyWord()
            if spec is not None:
                loader = getattr(app, "load_lexicon", None)
                if callable(loader):
                    lexicon = loader(spec)
            game = position_game(self.model, pos, rules_for_record(self.model), lexicon)
            session = PositionSession(game, self.model.path, spec or "any")
        except (LexitileError, ValueError, OSError) as exc:
            why = _(str(exc)) if isinstance(exc, PositionError) else str(exc)  # its messages are marked with N_
            app.call_from_thread(
                self.notify, _("Cannot start from here: {reason}").format(reason=why), severity="error", timeout=8
            )
            return
        app.call_from_thread(self._show_position_game, session)

    def _show_position_game(self, session: PositionSession) -> None:
        self.app.push_screen(GameScreen(session))
        self.app.notify(_("A new game from the replay (not saved). F2: back to the replay."), timeout=6)
