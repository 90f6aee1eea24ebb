"""The rules card: the rule set's description, its switches and how it differs from
the default rule set (computed from the RuleSet fields), the game's table options,
premium squares, tile values, the end-of-game rule, every key."""

from __future__ import annotations

from collections import defaultdict

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from lexitile.rules.config import GoingOut, RuleSet, WordCheck
from lexitile.rules.tiles import BLANK
from lexitile.savegame import GameOptions
from lexitile.tui.describe import rule_differences, rule_switches

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
    ("word box: Enter", "quick mode: every place the word fits with your rack, best first; ←/→ or Tab: next, "
     "Enter: play it, Escape: cancel (off in classic mode)"),
    ("ctrl+g", "hint: the best move's score; again: its position; again: the whole move (noted in the game; off in classic mode)"),
    ("ctrl+t", "hand a seat to the computer or take it back (1-4 toggle, e/m/h level)"),
    ("ctrl+x", "exchange tiles (needs enough tiles in the bag)"),
    ("ctrl+p", "pass"),
    ("ctrl+k", "open the challenge window again while the last play may be challenged"),
    ("ctrl+u", "show/hide the tiles you have not seen (bag + other racks)"),
    ("ctrl+e", "resign (asks first)"),
    ("ctrl+n", "propose to annul the game: every player must agree (no result, no statistics)"),
    ("challenge window", "a / c: the selected opponent accepts / challenges; 1-4: select that seat; "
     "Enter: every opponent left accepts; u: the player who moved asks to take it back (if the rules allow)"),
    ("curtain: u", "the player who just played asks to take the play back (rules that allow it)"),
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


def rules_card(
    rules: RuleSet,
    styles: dict[str, object] | None = None,
    options: GameOptions | None = None,
    default: RuleSet | None = None,
) -> Text:
    """The rules card as text.

    Args:
        rules: the rule set of the game (with the game's options applied).
        styles: optional Rich styles per board component class, for the legend.
        options: the game's table options, listed when any is set.
        default: the default rule set to compare with (default: ``mattel``).
    """
    styles = styles or {}
    layout = rules.layout
    if default is None:
        from lexitile import catalog

        default = catalog.load_rules(catalog.DEFAULT_RULES)
    text = Text()
    text.append(f"{rules.title}\n", "bold")
    if rules.description:
        text.append(f"{rules.description}\n")
    labels_set = options.labels(rules) if options is not None else []
    if labels_set:
        text.append("\nTable options of this game\n", "bold underline")
        for label in labels_set:
            text.append(f" • {label}\n")
        if options is not None and options.classic:
            text.append("   (classic mode: no quick mode and no hints; those come in later versions)\n", "dim")
    text.append("\nRule switches\n", "bold underline")
    for _, sentence in rule_switches(rules):
        text.append(f" • {sentence}\n")
    text.append(f"\nDifferences from the default rules ({default.title})\n", "bold underline")
    differences = rule_differences(rules, default)
    if not differences:
        text.append(" none: these are the default rules\n")
    for mine, theirs in differences:
        text.append(f" • {mine}\n")
        text.append(f"     default: {theirs}\n", "dim")
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
    if rules.word_check is WordCheck.CHALLENGE:
        window = (f"each opponent accepts or challenges within {rules.challenge_seconds} s"
                  if rules.challenge_seconds else "any opponent may challenge before the next move starts")
        text.append(f"Words are not checked when played: after each play {window}. "
                    "The word box is off while a play may be challenged; it settles the challenge.\n")
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

    def __init__(self, rules: RuleSet, options: GameOptions | None = None):
        super().__init__()
        self.rules = rules
        self.options = options

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
        self.query_one("#rules-card", Static).update(rules_card(self.rules, styles, self.options))
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)
