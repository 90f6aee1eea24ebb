"""The base of every dialog: Textual's :class:`~textual.screen.ModalScreen`, with the
dimmed screen beneath it drawn straight from that screen's lines.

A modal screen's background is translucent, so Textual draws the screen beneath it
afresh for each of the dialog's frames: it turns that screen's lines back into one
stream of Rich segments, tints every segment's colours one by one, and cuts the stream
into lines again. The curtain comes between every two turns and the challenge window
after every play, so that is drawn often. :class:`DimmedScreen` draws the same picture
from the lines as they are and tints each distinct style once (in half the CPU time or
less: ``benchmarks/bench_modal_background.py``).

It reads one Textual internal, the screen beneath's compositor (``Screen._compositor``
and its ``render_strips``); a Textual without them gets Textual's own background, so
the dialogs look the same either way (``tests/tui/test_modal_background.py`` compares
the two, cell by cell and style by style).
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from rich.segment import Segment
from rich.style import Style as RichStyle
from textual.color import Color
from textual.css.styles import RulesMap
from textual.renderables.background_screen import BackgroundScreen
from textual.screen import ModalScreen as _TextualModalScreen
from textual.screen import Screen
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual

__all__ = ["DimmedScreen", "ModalScreen"]

ResultType = TypeVar("ResultType")


class DimmedScreen(Visual):
    """The lines of ``screen`` (the screen beneath a dialog) tinted with ``color``.

    The same picture as Textual's :class:`~textual.renderables.background_screen.BackgroundScreen`
    rendered through its Rich path: every style loses its meta and links, its
    foreground and background are blended with ``color``, and the dialog's base style
    goes beneath it.

    Args:
        screen: the screen beneath (its compositor has its lines).
        color: the dialog's translucent background colour (alpha below 1).
        link_style: the dialog's link style when it draws links (Textual's
            ``auto_links``), else ``None``.
    """

    def __init__(self, screen: Screen[Any], color: Color, link_style: RichStyle | None = None) -> None:
        self.screen = screen
        self.color = color
        self.link_style = link_style

    def render_strips(self, width: int, height: int | None, style: Style, options: RenderOptions) -> list[Strip]:
        """The screen beneath, ``width`` cells wide and at most ``height`` lines."""
        drawn = _painter(style.rich_style, self.color, self.link_style)
        strips: list[Strip] = []
        for line in self.screen._compositor.render_strips():
            segments = [Segment(text, drawn(seg_style, control), None) for text, seg_style, control in line]
            if line.cell_length > width:
                segments = Segment.adjust_line_length(segments, width, pad=False)
                strips.append(Strip(segments))
            else:
                strips.append(Strip(segments, line.cell_length))
        return strips if height is None else strips[:height]

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return container_width

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.screen._compositor.size.height


#: (base style, tint, link style) -> {segment style: style drawn}, kept across frames
#: and dialogs: a game's screens use a few hundred styles, each drawn the same way
#: every time.
_painted: dict[tuple[RichStyle, Color, RichStyle | None], dict[RichStyle | None, RichStyle]] = {}
#: Styles kept per tint before that memo starts again (a theme change, a long session).
_MEMO_LIMIT = 4096


def _painter(base: RichStyle, color: Color, link_style: RichStyle | None) -> Any:
    """A memoised ``(segment style, control) -> style drawn``: what
    :meth:`BackgroundScreen.process_segments` (the tint) and then the dialog's base
    style and link style (Textual's ``Widget.post_render``) make of it."""
    memo = _painted.setdefault((base, color, link_style), {})
    if len(memo) > _MEMO_LIMIT:
        memo.clear()

    def drawn(seg_style: RichStyle | None, control: object) -> RichStyle:
        if control:  # not tinted, as in process_segments; never in a compositor's lines
            return base + seg_style if base else seg_style or RichStyle()
        style = memo.get(seg_style)
        if style is None:
            [tinted] = BackgroundScreen.process_segments([Segment(" ", seg_style)], color)
            style = base + tinted.style if base else tinted.style or RichStyle()
            if link_style and style._meta is not None and "@click" in style.meta:
                style = style + link_style
            memo[seg_style] = style
        return style

    return drawn


class ModalScreen(_TextualModalScreen[ResultType], Generic[ResultType]):
    """:class:`textual.screen.ModalScreen` whose dimmed background is a :class:`DimmedScreen`."""

    def render(self) -> Any:
        drawn = super().render()
        if isinstance(drawn, BackgroundScreen) and hasattr(getattr(drawn.screen, "_compositor", None), "render_strips"):
            return DimmedScreen(drawn.screen, drawn.color, self.link_style if self.auto_links else None)
        return drawn
