"""The board game's rules card: the rule set's description, its switches and how it differs from
the default rule set (computed from the RuleSet fields), the game's table options,
premium squares, tile values, the end-of-game rule, every key."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from rich.style import Style
from rich.text import Text
from textual.screen import Screen

from lexitile.games.crossword.rules.config import GoingOut, RuleSet, WordCheck
from lexitile.games.crossword.rules.exchange import bag_needed_to_exchange
from lexitile.games.crossword.rules.tiles import BLANK
from lexitile.i18n import N_, _, ngettext
from lexitile.play.table_options import GameOptions
from lexitile.text.tileset_names import tileset_name
from lexitile.tui.describe import (
    option_labels,
    rule_differences,
    rule_switches,
    rules_description,
    rules_title,
)
from lexitile.tui.shell.rules_card import RulesCard, keys_section
from lexitile.tui.widgets.board import BoardView, premium_text

#: (key, what it does) on the game screen, in the order of the card.
KEYS: tuple[tuple[str, str], ...] = (
    ("A-Z", N_("put that rack tile on the cursor square; the cursor moves on past covered squares")),
    (
        N_("? then a letter"),
        N_("put a blank down as that letter (Shift+letter also plays a blank when the rack lacks the letter)"),
    ),
    ("1-7", N_("put down the tile in that rack slot (for letters the keyboard lacks)")),
    (N_("arrows / click"), N_("move the cursor")),
    (N_("Space"), N_("switch across (→) / down (↓)")),
    (N_("Backspace"), N_("take the last tile back")),
    (N_("Escape, ctrl+r"), N_("recall all placed tiles")),
    (N_("Enter"), N_("play the placed tiles (the preview shows the score or why not)")),
    ("ctrl+s", N_("shuffle the rack")),
    (N_("Tab"), N_("move between board, rack, word box and move history")),
    (N_("rack: ←/→, Shift+←/→ or < >"), N_("pick a tile, move it left/right")),
    (N_("history: ↑/↓"), N_("pick a move to see its score breakdown")),
    (N_("word box"), N_("type a word: ✓ valid or ✗ not valid (nothing else is revealed)")),
    (
        N_("word box: Enter"),
        N_(
            "quick mode: every place the word fits with your rack, best first; ←/→ or Tab: next, "
            "Escape: to the board, where Enter plays the one shown (off in classic mode)"
        ),
    ),
    (
        N_("word box: 8H word"),
        N_(
            "with a coordinate (8H across, H8 down) quick mode shows that place only; a dot stands "
            "for a tile already on the board, as the move list writes it (K6 CO.EN)"
        ),
    ),
    (
        "ctrl+g",
        N_(
            "hint: the best move's score; again: its position; again: the whole move (noted in the game; off in classic mode)"
        ),
    ),
    ("ctrl+t", N_("hand a seat to the computer or take it back (1-4 toggle, e c k s m h x: level)")),
    ("ctrl+x", N_("exchange tiles (needs enough tiles in the bag)")),
    ("ctrl+p", N_("pass")),
    ("ctrl+k", N_("open the challenge window again while the last play may be challenged")),
    ("ctrl+u", N_("show/hide the tiles you have not seen (bag + other racks)")),
    ("ctrl+e", N_("resign (asks first)")),
    ("ctrl+n", N_("propose to annul the game: every player must agree (no result, no statistics)")),
    (
        N_("challenge window"),
        N_(
            "a / c: the selected opponent accepts / challenges; 1-4: select that seat; "
            "Enter: every opponent left accepts; u: the player who moved asks to take it back (if the rules allow)"
        ),
    ),
    (N_("curtain: u"), N_("the player who just played asks to take the play back (rules that allow it)")),
    ("ctrl+q", N_("quit (asks first; the game is saved: lexitile resume)")),
    ("F1", N_("this card")),
)

_PREMIUM_NAMES = {
    "TW": ("board--tw", N_("triple word: the whole word counts three times")),
    "DW": ("board--dw", N_("double word: the whole word counts twice")),
    "TL": ("board--tl", N_("triple letter: the tile counts three times")),
    "DL": ("board--dl", N_("double letter: the tile counts twice")),
    "QW": ("board--qw", N_("quadruple word")),
    "QL": ("board--ql", N_("quadruple letter")),
    "EX": ("board--ex", N_("exchange square: covering it exchanges the next opponent's rack")),
}


def rules_card(
    rules: RuleSet,
    styles: Mapping[str, str | Style] | None = None,
    options: GameOptions | None = None,
    default: RuleSet | None = None,
    lexicon: str | None = None,
) -> Text:
    """The rules card as text, from what the game uses (the rule set with the table
    options applied, its tile set, the word list).

    Args:
        rules: the rule set of the game (with the game's options applied).
        styles: optional Rich styles per board component class, for the legend.
        options: the game's table options, listed when any is set.
        default: the default rule set to compare with (default: ``mattel``).
        lexicon: the game's word list (its spec, ``pt_BR`` or a path), shown with the
            tile set; a rule set of one language (``RuleSet.language``) played in
            another says so.
    """
    styles = styles or {}
    layout = rules.layout
    if default is None:
        from lexitile.games.crossword import catalog  # noqa: PLC0415 - loaded on first use, not at start-up

        default = catalog.load_rules(catalog.DEFAULT_RULES)
    text = Text()
    text.append(f"{rules_title(rules)}\n", "bold")
    if rules.description:
        text.append(f"{rules_description(rules)}\n")
    if lexicon is not None:
        text.append(_word_list_text(rules, lexicon) + "\n")
        spelling = spelling_text(lexicon)
        if spelling:
            text.append(spelling + "\n")
    labels_set = option_labels(options, rules) if options is not None else []
    if labels_set:
        text.append("\n" + _("Table options of this game") + "\n", "bold underline")
        for label in labels_set:
            text.append(f" • {label}\n")
        if options is not None and options.classic:
            text.append(
                "   " + _("(classic mode: no quick mode and no hints; those come in later versions)") + "\n", "dim"
            )
    text.append("\n" + _("Rule switches") + "\n", "bold underline")
    german = _plays_german(lexicon)
    for key, sentence in rule_switches(rules):
        if key == "compounds" and german is False:
            continue  # the compound rule judges German words only
        text.append(f" • {sentence}\n")
    heading = _("Differences from the default rules ({title})").format(title=rules_title(default))
    text.append("\n" + heading + "\n", "bold underline")
    differences = rule_differences(rules, default)
    if not differences:
        text.append(" " + _("none: these are the default rules") + "\n")
    for mine, theirs in differences:
        text.append(f" • {mine}\n")
        text.append("     " + _("default: {rule}").format(rule=theirs) + "\n", "dim")
    text.append(
        "\n" + _("Premium squares (only under newly placed tiles; letter premiums first)") + "\n", "bold underline"
    )
    labels = {layout.premium_label(r, c) for r in range(layout.rows) for c in range(layout.cols)}
    for label, (cls, meaning) in _PREMIUM_NAMES.items():
        if label in labels:
            text.append(f" {premium_text(label)} ", styles.get(cls, "reverse"))
            text.append(f" {_(meaning)}\n")
    start_label = layout.premium_label(*layout.start)
    text.append(" ★  ", styles.get("board--start", "bold"))
    if start_label:
        start = _("the start square (also {label}): the first play covers it with at least {n} tiles").format(
            label=premium_text(start_label).strip(), n=rules.first_play_min_tiles
        )
    else:
        start = _("the start square: the first play covers it with at least {n} tiles").format(
            n=rules.first_play_min_tiles
        )
    text.append(f" {start}\n")
    text.append(
        _("Playing all {n} tiles at once scores {bonus} extra points.").format(
            n=rules.rack_size, bonus=rules.bingo_bonus
        )
        + "\n"
    )
    text.append(_("A blank is worth 0 (shown lower case, in red); word premiums under it still count.") + "\n")

    text.append("\n" + _("Tile values") + "\n", "bold underline")
    by_value: dict[int, list[str]] = defaultdict(list)
    ts = rules.tileset
    for tile in ts.counts:
        by_value[ts.points[tile]].append(f"{tile}×{ts.counts[tile]}")
    for value in sorted(by_value):
        tiles = " ".join(by_value[value])
        text.append(
            ngettext("{value:>2} point : {tiles}", "{value:>2} points: {tiles}", value).format(value=value, tiles=tiles)
            + "\n"
        )
    text.append(_("({n} tiles; {blank} is the blank)").format(n=ts.total, blank=BLANK) + "\n")

    text.append("\n" + _("Exchanging and the end of the game") + "\n", "bold underline")
    need = bag_needed_to_exchange(rules)
    text.append(
        ngettext(
            "Exchanging needs at least {n} tile in the bag and uses up your turn.",
            "Exchanging needs at least {n} tiles in the bag and uses up your turn.",
            need,
        ).format(n=need)
        + "\n"
    )
    limit = getattr(rules, "max_exchanges", None)
    if limit is not None:
        text.append(_("Each player may exchange at most {limit} times a game.").format(limit=limit) + "\n")
    paid = getattr(rules, "paid_exchange_points", 0)
    if paid:
        text.append(
            _(
                "Paid exchange (ctrl+e in the exchange dialog): exchange and keep your turn, for {first} points the "
                "first time in a game, {second} the second time, and {step} more each time after that. The rules "
                "text says it costs more the more often it is used and gives no figures: these are lexitile's. The "
                "cost is points, in every game (not chips)."
            ).format(first=paid, second=2 * paid, step=paid)
            + "\n"
        )
    if rules.word_check is WordCheck.CHALLENGE:
        if rules.challenge_seconds:
            window = _(
                "Words are not checked when played: after each play each opponent accepts or challenges within "
                "{seconds} s. The word box gives no verdict in this game (it only finds where a word fits); the "
                "challenge window settles a challenge."
            ).format(seconds=rules.challenge_seconds)
        else:
            window = _(
                "Words are not checked when played: after each play any opponent may challenge before the next move "
                "starts. The word box gives no verdict in this game (it only finds where a word fits); the challenge "
                "window settles a challenge."
            )
        text.append(window + "\n")
    empty = rules.scoreless_needs_empty_bag
    if rules.scoreless_limit is not None:
        if empty:
            ending = _(
                "The game ends when a player plays out with the bag empty, or after {n} scoreless turns in a row "
                "once the bag is empty."
            )
        else:
            ending = _(
                "The game ends when a player plays out with the bag empty, or after {n} scoreless turns in a row."
            )
        ending = ending.format(n=rules.scoreless_limit)
    else:
        if empty:
            ending = _(
                "The game ends when a player plays out with the bag empty, or after {n} scoreless turns in a row "
                "by every player once the bag is empty."
            )
        else:
            ending = _(
                "The game ends when a player plays out with the bag empty, or after {n} scoreless turns in a row "
                "by every player."
            )
        ending = ending.format(n=rules.scoreless_rounds)
    text.append(ending + "\n")
    passes_to_end = getattr(rules, "passes_to_end", None)
    if passes_to_end:
        text.append(_("A player who passes {n} times in a row ends the game.").format(n=passes_to_end) + "\n")
    if rules.going_out is GoingOut.DOUBLE:
        text.append(_("The player who goes out gains twice the value of the tiles left on the other racks.") + "\n")
    else:
        text.append(
            _(
                "Each player loses the value of the tiles left on their rack; the player who goes out "
                "gains the sum of the others' tiles."
            )
            + "\n"
        )
    text.append(
        _(
            "Highest score wins; on equal scores the higher score before the racks were settled wins; "
            "if that is equal too, it is a draw."
        )
        + "\n"
    )

    text.append("\n")
    text.append_text(keys_section(KEYS))
    return text


def _plays_german(lexicon: str | None) -> bool | None:
    """Whether the game's word list is German; ``None`` when it is not known (no list
    named, or a word-list file of no known language)."""
    if lexicon is None:
        return None
    from lexitile.languages import language_of_lexicon  # noqa: PLC0415 - loaded on first use, not at start-up

    language = language_of_lexicon(lexicon)
    return None if language is None else language.code == "de"


def spelling_text(lexicon: str) -> str:
    """How words of the game's language are spelled in tiles, or ``""`` for English.

    German: ß is written SS and Ä, Ö, Ü are letters of their own (the Mattel rules text).
    Portuguese: accents are dropped and Ç is a tile of its own, lexitile's choice for
    the Brazilian tile set (the Palavras rules text says nothing about accents).

    Args:
        lexicon: the game's word list (its spec: ``de``, ``pt_BR`` or a path).
    """
    from lexitile.languages import language_of_lexicon  # noqa: PLC0415 - loaded on first use, not at start-up

    language = language_of_lexicon(lexicon)
    if language is None:
        return ""
    if language.code == "de":
        return _("Spelling: ß is written SS; Ä, Ö and Ü are letters of their own, never AE, OE or UE (Mattel rules).")
    if language.code == "pt":
        return _(
            "Spelling: accents are dropped (PÃO is played as PAO) and Ç is a tile of its own, never C. "
            "This is lexitile's choice for the Brazilian tile set; the rules text says nothing about accents."
        )
    return ""


def _word_list_text(rules: RuleSet, lexicon: str) -> str:
    """``Word list: lexitile Brazilian Portuguese, based on VERO; tile set Palavras
    Cruzadas, 115 tiles.`` (a built-in list by its title in the interface language,
    any other by its name) and, for a rule set of one language played in another, which
    language the game uses instead."""
    from lexitile.languages import language_for, language_of_lexicon  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.lexicon.store import BUILTIN_TITLES, shown_title  # noqa: PLC0415 - loaded on first use, not at start-up

    shown = shown_title(BUILTIN_TITLES[lexicon]) if lexicon in BUILTIN_TITLES else lexicon
    line = _("Word list: {lexicon}; tile set {tiles}, {n} tiles.").format(
        lexicon=shown, tiles=tileset_name(rules.tileset.name), n=rules.tileset.total
    )
    game_language = language_of_lexicon(lexicon)
    if rules.language is not None and game_language is not None:
        own = language_for(rules.language)
        if game_language.code != own.code:
            line += " " + _(
                "{title} is played in {own}; this game uses {language}: its word list and its tile set."
            ).format(
                title=rules_title(rules),
                own=tileset_name(own.tileset),
                language=tileset_name(game_language.tileset),
            )
    return line


#: The board's component classes the card's legend borrows its colours from.
_LEGEND_CLASSES = (
    "board--tw",
    "board--dw",
    "board--tl",
    "board--dl",
    "board--qw",
    "board--ql",
    "board--ex",
    "board--start",
)


def legend_styles(screen: Screen[Any] | None) -> dict[str, str | Style]:
    """The premium-square colours of the board on ``screen`` (none without a board:
    the legend then falls back to reverse video)."""
    boards = screen.query(BoardView) if screen is not None else None
    if not boards:
        return {}
    view = boards.first()
    return {cls: view.get_component_rich_style(cls) for cls in _LEGEND_CLASSES}


def board_rules_card(
    rules: RuleSet,
    options: GameOptions | None = None,
    lexicon: str | None = None,
    under: Screen[Any] | None = None,
) -> RulesCard:
    """The shell's rules card with the board game's content.

    Args:
        rules, options, lexicon: as :func:`rules_card`.
        under: the screen the card opens over; its board lends the legend its colours.
    """
    return RulesCard([rules_card(rules, legend_styles(under), options, lexicon=lexicon)])
