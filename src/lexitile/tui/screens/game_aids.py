"""Hints and quick mode on the game screen: the searches run in worker threads, and
what they find goes to the table (:class:`~lexitile.play.board_table.BoardTable`),
which keeps it for the turn it was asked for.

ctrl+g gives a hint (score, then position, then the whole move; noted in the saved
game); Enter in the word box starts quick mode (every placement of the typed word,
shown on the board while the focus stays in the box; with a coordinate typed
beside the word, ``8H gazed``, the placement there only). Both are off in classic mode.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING

from lexitile.errors import IllegalMoveError, MoveSyntaxError
from lexitile.i18n import _, ngettext
from lexitile.play.hints import LAST_STEP, find_hint
from lexitile.play.quick_mode import quick_placements, read_typed, why_not_at, word_and_coordinate
from lexitile.text.render import render
from lexitile.tui.reasons import error_text
from lexitile.tui.screens.compound_loading import after_compounds
from lexitile.tui.screens.game_robots import watch_build

if TYPE_CHECKING:
    from lexitile.games.crossword.engine.quickmode import Hint, WordPlacements
    from lexitile.games.crossword.rules.coords import Coordinate
    from lexitile.tui.screens.game_view import GameView


def quick_detail_text(result: WordPlacements) -> str:
    """Why quick mode found no placement (:attr:`WordPlacements.message`) in the
    interface language; the word and letters stay as they are."""
    return render(result.message)


class Aids:
    """The hint and quick-mode searches of a game screen.

    Args:
        view: the game screen (its table, its drawing, its workers).
    """

    def __init__(self, view: GameView):
        self.view = view

    # ----------------------------------------------------------------- hints
    def hint(self) -> None:
        """ctrl+g: the best move's score; again, its position; again, the whole move.
        Presses made while the best move is still being looked for count: three quick
        presses open the third level."""
        view = self.view
        table = view.table
        session = view.session
        if not session.allows_hints:
            if session.options.classic:
                view.update_preview(_("Hints are off in classic mode"))
            else:
                view.update_preview(_("Hints are off: words are judged by challenge (a table option turns them on)"))
            return
        if not table.hint_pressed():
            self._show_hint()
            return
        at = table.at
        from lexitile.games.crossword.engine.automaton_cache import automaton_ready  # noqa: PLC0415 - loaded on first use, not at start-up

        if automaton_ready(session.game.lexicon):
            view.update_preview(_("Looking for the best move…"))
        else:
            view.update_preview(_("Looking for the best move… (preparing the computer player…)"))
            table.hint_waiting = at
            watch_build(
                view,
                lambda percent: view.update_preview(
                    _("Looking for the best move… (preparing the computer player: {percent}%)").format(percent=percent)
                ),
                lambda: table.hint_waiting == at and table.at == at,
            )
        view.run_worker(
            functools.partial(self._hint_work, at), thread=True, group="hint", exclusive=True, exit_on_error=False
        )

    def _hint_work(self, at: int) -> None:
        from lexitile.games.crossword.engine.automaton_cache import NoAutomaton  # noqa: PLC0415 - loaded on first use, not at start-up

        view = self.view
        try:
            found = find_hint(view.session.game)
        except (NoAutomaton, IllegalMoveError) as exc:
            view.app.call_from_thread(view.table.hint_found, at, None)
            reason = error_text(exc) if isinstance(exc, IllegalMoveError) else _(str(exc))
            view.app.call_from_thread(view.update_preview, _("No hint: {reason}").format(reason=reason))
            return
        except BaseException:  # any other end (a bug, a cancelled worker): the next ctrl+g searches again
            view.table.hint_waiting = None
            view.table.hint_asked = None
            raise
        view.app.call_from_thread(self._hint_found, at, found)

    def _hint_found(self, at: int, found: Hint) -> None:
        if self.view.table.hint_found(at, found):
            self._show_hint()

    def _show_hint(self) -> None:
        """Draw the hint as far as shown; its last step opens the coach's advice."""
        view = self.view
        view.redraw(draft_only=True)
        shown = view.table.hint_shown()
        if shown is None:
            return
        found, step = shown
        if step >= LAST_STEP and found.advice is not None:
            from lexitile.tui.screens.hint_advice import HintAdviceScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

            at = view.table.at
            current = lambda: view.table.at == at and not view.session.finished  # noqa: E731
            view.app.push_screen(HintAdviceScreen(found.advice, found.text, current))

    # ----------------------------------------------------------------- quick mode
    def quick(self, typed: str) -> None:
        """Enter in the word box: every placement of the word with the rack, or with a
        coordinate typed beside it (``8H gazed``, ``H8 gazed``) the one there."""
        view = self.view
        table = view.table
        session = view.session
        if not table.can_act or session.challenge_open:
            return
        if not session.allows_quick:
            view.update_preview(_("Quick mode is off in classic mode"))
            return
        try:
            word, at = read_typed(typed, session.game.board)
        except MoveSyntaxError:
            view.update_preview(
                _("✗ {coordinate} is no square of this board (8H: row 8, column H, across; H8: down)").format(
                    coordinate=str(word_and_coordinate(typed)[1]).upper()
                )
            )
            return
        checks = session.word_box_checks
        if checks and after_compounds(view, session.game.lexicon, [word], lambda: self.quick(typed)):
            return  # a compound: its dictionary is still loading (a bar shows how far)
        table.draft.recall()
        table.quick = None
        view.redraw(_("Looking for every place for {word}…").format(word=word.upper()), draft_only=True)
        view.run_worker(
            functools.partial(self._quick_work, table.at, word, at),
            thread=True,
            group="quick",
            exclusive=True,
            exit_on_error=False,
        )

    def _quick_work(self, at: int, word: str, coordinate: Coordinate | None) -> None:
        from lexitile.games.crossword.engine.automaton_cache import NoAutomaton  # noqa: PLC0415 - loaded on first use, not at start-up

        view = self.view
        try:
            result = quick_placements(view.session, word, down_on_empty_board=coordinate is not None)
        except NoAutomaton as exc:
            view.app.call_from_thread(
                view.update_preview, _("Quick mode is not available: {reason}").format(reason=_(str(exc)))
            )
            return
        view.app.call_from_thread(self._quick_found, at, result, coordinate)

    def _quick_found(self, at: int, result: WordPlacements, coordinate: Coordinate | None = None) -> None:
        view = self.view
        if view.table.at != at or not view.table.can_act:
            return
        if not result.moves:
            view.table.quick = None
            view.redraw(f"✗ {quick_detail_text(result)}", draft_only=True)
            return
        if coordinate is None:
            self.select(result, 0)
            return
        there = next((i for i, move in enumerate(result.moves) if move.coordinate == str(coordinate)), None)
        if there is None:
            view.table.quick = None
            why = why_not_at(view.session.game, result.word, coordinate)
            if why is not None:
                view.redraw(f"✗ {render(why)}", draft_only=True)
                return
            places = len(result.moves)
            view.redraw(
                ngettext(
                    "✗ {word} does not go at {coordinate}; Enter without the coordinate shows the one place it goes",
                    "✗ {word} does not go at {coordinate}; Enter without the coordinate shows the {n} places it goes",
                    places,
                ).format(word=result.word, coordinate=coordinate, n=places),
                draft_only=True,
            )
            return
        self.select(dataclasses.replace(result, moves=(result.moves[there],)), 0)  # that one only

    def select(self, result: WordPlacements, index: int) -> None:
        """Put placement ``index`` of ``result`` on the board as the draft (Enter plays it)."""
        if self.view.table.select_quick(result, index):
            self.view.redraw(draft_only=True)
        else:
            self.view.redraw(_("Quick mode: that placement does not match the rack"), draft_only=True)
