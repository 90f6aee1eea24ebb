"""The rules card: premium squares, tile values, the end-of-game rule, every key."""

from __future__ import annotations

from collections import defaultdict

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from lexitile.rules.config import GoingOut, RuleSet
from lexitile.rules.tiles import BLANK

#: (key, what it does) on the game screen, in the order of the card.
KEYS: tuple[tuple[str, str], ...] = (
    ("A-Z", "put that rack tile on the cursor square; the cursor moves on past covered squares"),
    ("? then a letter", "put a blank down as that letter (Shift+letter also plays a blank when the rack lacks the letter)"),
    ("1-7", "put down the tile in that rack slot (for letters the keyboard lacks)"),
    ("arrows / click", "move the cursor"),
    ("Space", "switch across (→) / down (↓)"),
    ("Backspace", "take the last tile back"),
    ("Escape, ctrl+r", "recall all placed tiles"),
    ("Enter", "play the placed tiles (the preview shows the score or why not)"),
    ("ctrl+s", "shuffle the rack"),
    ("Tab", "move between board, rack, word box and move history"),
    ("rack: ←/→, Shift+←/→ or < >", "pick a tile, move it left/right"),
    ("history: ↑/↓", "pick a move to see its score breakdown"),
    ("word box", "type a word: ✓ valid or ✗ not valid (nothing else is revealed)"),
    ("ctrl+x", "exchange tiles (needs enough tiles in the bag)"),
    ("ctrl+p", "pass"),
    ("ctrl+k", "challenge the last play (rules where words are judged by challenge; shown when possible)"),
    ("ctrl+u", "show/hide the tiles you have not seen (bag + other racks)"),
    ("ctrl+e", "resign (asks first)"),
    ("ctrl+q", "quit (asks first; the game is saved: lexitile resume)"),
    ("F1", "this card"),
)

_PREMIUM_NAMES = {
    "TW": ("board--tw", "triple word: the whole word counts three times"),
    "DW": ("board--dw", "double word: the whole word counts twice"),
    "TL": ("board--tl", "triple letter: the tile counts three times"),
    "DL": ("board--dl", "double letter: the tile counts twice"),
    "QW": ("board--qw", "quadruple word"),
    "QL": ("board--ql", "quadruple letter"),
    "EX": ("board--ex", "exchange square: covering it exchanges the next opponent's rack"),
}


def rules_card(rules: RuleSet, styles: dict[str, object] | None = None) -> Text:
    """The rules card as text.

    Args:
        rules: the rule set of the game.
        styles: optional Rich styles per board component class, for the legend.
    """
    styles = styles or {}
    layout = rules.layout
    text = Text()
    text.append(f"{rules.title}\n", "bold")
    text.append("\nPremium squares (only under newly placed tiles; letter premiums first)\n", "bold underline")
    labels = {layout.premium_label(r, c) for r in range(layout.rows) for c in range(layout.cols)}
    for label, (cls, meaning) in _PREMIUM_NAMES.items():
        if label in labels:
            text.append(f" {label} ", styles.get(cls, "reverse"))  # type: ignore[arg-type]
            text.append(f" {meaning}\n")
    start_label = layout.premium_label(*layout.start)
    start = f" (also {start_label})" if start_label else ""
    text.append(" ★  ", styles.get("board--start", "bold"))  # type: ignore[arg-type]
    text.append(f" the start square{start}: the first play covers it with at least {rules.first_play_min_tiles} tiles\n")
    text.append(f"Playing all {rules.rack_size} tiles at once scores {rules.bingo_bonus} extra points.\n")
    text.append("A blank is worth 0 (shown lower case, in red); word premiums under it still count.\n")

    text.append("\nTile values\n", "bold underline")
    by_value: dict[int, list[str]] = defaultdict(list)
    ts = rules.tileset
    for tile in ts.counts:
        by_value[ts.points[tile]].append(f"{tile}×{ts.counts[tile]}")
    for value in sorted(by_value):
        tiles = " ".join(by_value[value])
        text.append(f"{value:>2} point{'s' if value != 1 else ' '}: {tiles}\n")
    text.append(f"({ts.total} tiles; {BLANK} is the blank)\n")

    text.append("\nExchanging and the end of the game\n", "bold underline")
    need = max(1, rules.exchange_min_bag)
    text.append(f"Exchanging needs at least {need} tile{'s' if need != 1 else ''} in the bag and uses up your turn.\n")
    limit = getattr(rules, "max_exchanges", None)
    if limit is not None:
        text.append(f"Each player may exchange at most {limit} times a game.\n")
    check = getattr(rules, "word_check", None)
    if check is not None and getattr(check, "value", "") == "challenge":
        text.append("Words are not checked when played: the next player may challenge (ctrl+k) before moving.\n")
    turns = (
        f"{rules.scoreless_limit} scoreless turns in a row"
        if rules.scoreless_limit is not None
        else f"{rules.scoreless_rounds} scoreless turns in a row by every player"
    )
    bag = " once the bag is empty" if rules.scoreless_needs_empty_bag else ""
    text.append(f"The game ends when a player plays out with the bag empty, or after {turns}{bag}.\n")
    passes_to_end = getattr(rules, "passes_to_end", None)
    if passes_to_end:
        text.append(f"A player who passes {passes_to_end} times in a row ends the game.\n")
    if rules.going_out is GoingOut.DOUBLE:
        text.append("The player who goes out gains twice the value of the tiles left on the other racks.\n")
    else:
        text.append(
            "Each player loses the value of the tiles left on their rack; the player who goes out "
            "gains the sum of the others' tiles.\n"
        )
    text.append("Highest score wins; on equal scores the higher score before the racks were settled wins; "
                "if that is equal too, it is a draw.\n")

    text.append("\nKeys\n", "bold underline")
    width = max(len(k) for k, _ in KEYS)
    for key, what in KEYS:
        text.append(f"{key:>{width}}  ", "bold")
        text.append(f"{what}\n")
    return text


class HelpScreen(ModalScreen[None]):
    """The rules card over the game; Escape, F1 or q closes it."""

    BINDINGS = [Binding("escape,f1,q", "close", "Close"), Binding("ctrl+q", "app.quit_app", "Quit")]

    def __init__(self, rules: RuleSet):
        super().__init__()
        self.rules = rules

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog help"):
            yield Static(id="rules-card")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        from lexitile.tui.widgets.board import BoardView

        board = self.app.screen_stack[-2].query(BoardView) if len(self.app.screen_stack) > 1 else None
        styles = {}
        if board:
            view = board.first()
            for cls in ("board--tw", "board--dw", "board--tl", "board--dl", "board--qw", "board--ql", "board--ex", "board--start"):
                styles[cls] = view.get_component_rich_style(cls)
        self.query_one("#rules-card", Static).update(rules_card(self.rules, styles))
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)
