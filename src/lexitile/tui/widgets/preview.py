"""The live preview of the move being placed: legal or the exact reason not, and the
score with its breakdown; also one-off messages (a key that could not be used).

Nothing in it may be cut: each state is kept in a few forms, from the fullest to the
shortest, and the fullest that fits the room the preview has is drawn. A play's
breakdown gives every word its arithmetic line when there is room and falls back to
one wrapped line of every word and its points (``RIME 12 · XI 9 · UM 6 · OPE 9``)
when there is not; a message always stands whole, before a general hint that can go.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.geometry import Size

from lexitile.core.message import Message
from lexitile.games.crossword.rules.scoring import Score
from lexitile.i18n import _
from lexitile.text.render import render
from lexitile.tui.widgets.plain import Widget


class PreviewView(Widget):
    """Shows one of: a hint, a refusal reason, or the score breakdown of a legal play."""

    COMPONENT_CLASSES = {"preview--ok", "preview--bad", "preview--hint", "preview--message", "preview--detail"}

    def __init__(self, *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        #: the same state from the fullest form to the shortest
        self._forms: list[Text] = [Text()]

    def _set(self, *forms: Text) -> None:
        self._forms = list(forms)
        # the preview redraws on every key: the same text again draws nothing, and
        # only a new text in a preview sized by its content lays the screen out again
        state = tuple((t.plain, t.style, tuple(t.spans), t.end, t.no_wrap) for t in forms)
        self.redraw(state, forms[0].plain)

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(name)

    def hint(self, message: str, extra: str = "", *, general: bool = False) -> None:
        """A neutral line (what to do next) and a message under it.

        Args:
            message: the line.
            extra: a message under it (what just happened, a hint).
            general: ``message`` is a general reminder (which keys do what) that gives
                way to ``extra`` when both do not fit.
        """
        t = Text(message, self._style("preview--hint"), end="")
        if not extra:
            self._set(t)
            return
        t.append(f"\n{extra}", self._style("preview--message"))
        short = Text(extra, self._style("preview--message"), end="")
        self._set(t, short) if general else self._set(t)

    def legal(
        self,
        notation: str,
        score: Score,
        note: str = "",
        *,
        enter_plays: bool = True,
        message: str = "",
        words_judged: bool = True,
    ) -> None:
        """A legal play: ``✓ 8D JOKE scores 46 (Enter to play)`` and the breakdown
        (one line per word; where that does not fit, every word and its points on one
        wrapped line). Where words are judged only when challenged the mark is ``?``,
        not ``✓``: the play is placed by the rules, its words are not known good.

        Args:
            notation: GCG move text.
            score: the engine's score.
            note: an extra remark (e.g. words judged only if challenged).
            enter_plays: False while Enter would not play it (the focus is in the word box).
            message: a one-off message shown under it (``!`` ...).
            words_judged: False under challenge rules (the words were not looked up).
        """
        mark = "✓ " if words_judged else "? "
        bingo = _("bingo: all tiles played +{points}").format(points=score.bingo) if score.bingo else ""

        def form(*, enter: bool, with_note: bool, itemised: bool, inline: bool = False) -> Text:
            t = Text(end="")
            t.append(
                mark + _("{move}  scores {points}").format(move=notation, points=score.total),
                self._style("preview--ok"),
            )
            if enter and enter_plays:
                t.append("  " + _("(Enter to play)"), self._style("preview--hint"))
            if note and with_note:
                t.append(f" · {note}" if inline else f"\n  {note}", self._style("preview--hint"))
            detail = self._style("preview--detail")
            if itemised:
                for w in score.words:
                    t.append(f"\n  {w.explain()}", detail)
                if bingo:
                    t.append(f"\n  {bingo}", detail)
            else:
                items = [f"{w.word.upper()} {w.score}" for w in score.words]
                if score.bingo:
                    items.append(_("bingo +{points}").format(points=score.bingo))
                t.append("\n  " + " · ".join(items), detail)
            if message:
                t.append(f"\n! {message}", self._style("preview--message"))
            return t

        self._set(
            form(enter=True, with_note=True, itemised=True),
            form(enter=True, with_note=True, itemised=False),
            form(enter=False, with_note=True, itemised=False),
            form(enter=False, with_note=True, itemised=False, inline=True),
            form(enter=False, with_note=False, itemised=False),
        )

    def illegal(self, refusal: Message, extra: str = "") -> None:
        """A play that is not allowed: ``✗ why``, worded for the player (never the
        internal reason code, such as ``not-a-word``).

        Args:
            refusal: the engine's refusal, worded here in the interface language.
            extra: a line under it.
        """
        t = Text(end="")
        t.append(f"✗ {render(refusal)}", self._style("preview--bad"))
        if extra:
            t.append(f"\n{extra}", self._style("preview--message"))
        self._set(t)

    def message(self, message: str) -> None:
        """A one-off message (e.g. a letter not on the rack)."""
        self._set(Text(f"! {message}", self._style("preview--message"), end=""))

    def _lines(self, text: Text, width: int) -> int:
        return len(text.wrap(self.app.console, max(1, width)))

    def _chosen(self) -> Text:
        """The fullest form that fits the preview's room (the shortest when none does;
        the fullest before the preview is laid out)."""
        width, height = self.content_size
        if width <= 0 or height <= 0:
            return self._forms[0]
        for form in self._forms:
            if self._lines(form, width) <= height:
                return form
        return self._forms[-1]

    @property
    def plain(self) -> str:
        """The text shown, without styles (for tests)."""
        return self._chosen().plain

    @property
    def full(self) -> str:
        """The fullest form of what is shown, without styles (for tests)."""
        return self._forms[0].plain

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(1, self._lines(self._forms[0], width))

    def render(self) -> Text:
        return self._chosen()
