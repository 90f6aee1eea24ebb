"""Words for what happened: history rows, move breakdowns, the end of the game.

Plain text only (no Textual), shared by the widgets and screens and tested directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from lexitile.core.compound_rule import CompoundRule
from lexitile.core.message import Message
from lexitile.games.crossword.rules.config import ChallengeRule, GoingOut, RuleSet, TimeoutMove, WordCheck
from lexitile.games.crossword.rules.event_messages import event_lines, last_move
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.exchange import bag_needed_to_exchange
from lexitile.games.crossword.rules.outcome import owns_rack
from lexitile.i18n import N_, _, ngettext, pgettext
from lexitile.play.game_summary import GameSummary
from lexitile.text.render import render
from lexitile.text.tileset_names import tileset_name

if TYPE_CHECKING:  # the engine (and its automaton) is imported only where a hint is made
    from lexitile.games.crossword.engine.quickmode import Hint
    from lexitile.play.table_options import GameOptions

# --------------------------------------------------------------------------- rules


#: How the scoreless kinds read in the rules card (their codes are the English words).
_KIND_NAMES = {
    "pass": N_("pass"),
    "exchange": N_("exchange"),
    "withdrawn": N_("withdrawn"),
    "zero-play": N_("zero-play"),
}


def challenge_text(rules: RuleSet) -> str:
    """What a wrong challenge costs under ``rules``, in the interface language, as a
    clause (``a wrong challenge costs the challenger 5 points``)."""
    rule, points = rules.challenge_rule, rules.challenge_points
    if rule is ChallengeRule.LOSE_TURN:
        return _("a wrong challenge costs the challenger their next turn (double challenge)")
    if rule is ChallengeRule.BONUS:
        return ngettext(
            "a wrong challenge gives the challenged player {n} point",
            "a wrong challenge gives the challenged player {n} points",
            points,
        ).format(n=points)
    if not points:
        return _("a wrong challenge costs nothing")
    return ngettext(
        "a wrong challenge costs the challenger {n} point", "a wrong challenge costs the challenger {n} points", points
    ).format(n=points)


def _scoreless_text(rules: RuleSet) -> str:
    kinds = ", ".join(
        _(_KIND_NAMES.get(k.value, k.value)) for k in sorted(rules.scoreless_kinds, key=lambda k: k.value)
    ) or _("none")
    if rules.scoreless_limit is not None:
        n = rules.scoreless_limit
        turns = ngettext("{n} scoreless turn in a row", "{n} scoreless turns in a row", n).format(n=n)
    else:
        n = rules.scoreless_rounds
        turns = ngettext(
            "{n} scoreless turn in a row by every player", "{n} scoreless turns in a row by every player", n
        ).format(n=n)
    if rules.scoreless_needs_empty_bag:
        text = _("the game ends after {turns}, once the bag is empty (counted: {kinds})")
    else:
        text = _("the game ends after {turns} (counted: {kinds})")
    return text.format(turns=turns, kinds=kinds)


def _exchange_text(r: RuleSet) -> str:
    need = bag_needed_to_exchange(r)
    text = ngettext(
        "exchanging needs at least {n} tile in the bag", "exchanging needs at least {n} tiles in the bag", need
    )
    text = text.format(n=need)
    if r.max_exchanges is not None:
        text += ngettext(", at most {n} time per player", ", at most {n} times per player", r.max_exchanges).format(
            n=r.max_exchanges
        )
    if r.paid_exchange_points:
        text += _("; a paid exchange keeps the turn for {points} points, {points} more each time").format(
            points=r.paid_exchange_points
        )
    return text


#: How the built-in boards are named for people (their data names, such
#: as ``standard15``, are for files and GCG); others keep their names.
_BOARD_NAMES = {"standard15": N_("standard"), "super21": "Super Scrabble", "palavras17x15": "Palavras Cruzadas"}


def board_name(name: str) -> str:
    """A board layout's name for people, in the interface language (``standard15`` ->
    ``standard``); a board of one's own keeps its name."""
    return _(_BOARD_NAMES[name]) if name in _BOARD_NAMES else name


def _board_text(r: RuleSet) -> str:
    text = _("board {name}, {cols} columns x {rows} rows").format(
        name=board_name(r.layout.name), cols=r.layout.cols, rows=r.layout.rows
    )
    if r.layout.exchange_squares:
        text += _(", {n} EX squares").format(n=len(r.layout.exchange_squares))
    return text


#: One sentence per rule switch, from the RuleSet fields: ``(key, text)``. The keys
#: group fields that read as one rule (the challenge penalty is a rule and a number).
_SWITCHES = (
    ("board", _board_text),
    ("tiles", lambda r: _("tile set {name}, {n} tiles").format(name=tileset_name(r.tileset.name), n=r.tileset.total)),
    (
        "rack",
        lambda r: _("racks of {size} tiles; playing all of them scores {bonus} extra").format(
            size=r.rack_size, bonus=r.bingo_bonus
        ),
    ),
    (
        "first",
        lambda r: ngettext(
            "the first play covers the start square with at least {n} tile",
            "the first play covers the start square with at least {n} tiles",
            r.first_play_min_tiles,
        ).format(n=r.first_play_min_tiles),
    ),
    ("exchange", _exchange_text),
    ("scoreless", _scoreless_text),
    (
        "passes",
        lambda r: (
            ngettext(
                "a player who passes {n} time in a row ends the game",
                "a player who passes {n} times in a row ends the game",
                r.passes_to_end,
            ).format(n=r.passes_to_end)
            if r.passes_to_end
            else _("one player's passes alone never end the game")
        ),
    ),
    (
        "going-out",
        lambda r: (
            _("the player who goes out gains twice the others' racks; nobody loses their own")
            if r.going_out is GoingOut.DOUBLE
            else _("each player loses their own rack; the player who goes out gains the others' racks")
        ),
    ),
    (
        "words",
        lambda r: (
            _("words are judged only when an opponent challenges")
            if r.word_check is WordCheck.CHALLENGE
            else _("a play with a word not in the word list is refused")
        ),
    ),
    (
        "compounds",
        lambda r: _compound_text(r.compound_words),
    ),
    (
        "challenge",
        lambda r: (
            challenge_text(r)
            if r.word_check is WordCheck.CHALLENGE
            else _("if the table judges words by challenge instead: {rule}").format(rule=challenge_text(r))
        ),
    ),
    (
        "window",
        lambda r: (
            _("no challenges: a play is judged when it is made")
            if r.word_check is not WordCheck.CHALLENGE
            else _("each opponent accepts or challenges within {seconds} s, else accepts").format(
                seconds=r.challenge_seconds
            )
            if r.challenge_seconds
            else _("a play may be challenged until the next move starts")
        ),
    ),
    (
        "timeout",
        lambda r: (
            _("when the time per move runs out, the game plays for the player (a legal play of median equity)")
            if r.on_timeout is TimeoutMove.PLAY
            else _("when the time per move runs out, the move is a pass")
        ),
    ),
    (
        "undo",
        lambda r: (
            _("the player who just played may take the play back if every opponent agrees")
            if r.undo_by_agreement
            else _("a play cannot be taken back")
        ),
    ),
)


#: The titles and descriptions of the built-in rule sets (``data/rules/*.toml``), marked
#: for the catalog: :func:`rules_title` and :func:`rules_description` show them in the
#: interface language (a rule file of one's own, or changed text, stays as written).
_RULE_TEXTS = (
    N_("Mattel box rules"),
    N_("Tournament rules (NASPA/Woogles)"),
    N_(
        "Exchanges need at least 7 tiles in the bag. The game ends when the bag is empty and a player has played out, or "
        "when every player has had two scoreless turns in a row (pass, exchange or withdrawn play). Each player loses the "
        "value of their own rack; the player who went out gains the sum of the others' racks. Words are checked as they "
        "are played; with the table option of challenges instead, a wrong challenge costs 5 points."
    ),
    N_(
        "Six scoreless turns in a row end the game; each player then loses their own rack. The player who goes out gains "
        "twice the value of the others' racks. Words are checked as they are played; with the table option of challenges "
        "instead (--check challenge), a challenge of a valid play costs the challenger their next turn (double challenge)."
    ),
    N_(
        "Exchanges are allowed while any tile is left in the bag. The game ends when the bag is empty and a player has "
        "played out, or once the bag is empty and every player has had two scoreless turns in a row. Each player loses "
        "the value of their own rack; the player who went out gains the sum of the others' racks. Table options: time "
        "per move, a game clock, classic mode, mutual abort, pairs."
    ),
    N_(
        "Palavras Cruzadas, the Brazilian game: played with the Portuguese word list and the rule text's own 115 tiles, "
        "unless another language is chosen (then that language's word list and tiles). The text says both that a player "
        "who passes twice in a row ends the game (Passando) and that the game ends when all players pass twice in a row "
        "(Fim de jogo); the Fim de jogo sentence defines the end and its settlement, so it is the rule here: one "
        "player's passes never end the game by themselves."
    ),
)


def rules_title(rules: RuleSet) -> str:
    """The rule set's title in the interface language (built-in rule sets)."""
    return _(rules.title) if rules.title in _RULE_TEXTS else rules.title


def rules_description(rules: RuleSet) -> str:
    """The rule set's description in the interface language (built-in rule sets)."""
    return _(rules.description) if rules.description in _RULE_TEXTS else rules.description


def option_labels(options: GameOptions, rules: RuleSet | None = None) -> list[str]:
    """:meth:`lexitile.play.table_options.GameOptions.labels` in the interface language: short
    texts of the table options set (``["words judged by challenge", "30 s per move"]``)."""
    return [_(message).format(**fields) for message, fields in options.label_parts(rules)]


def hint_text(found: Hint, step: int) -> str:
    """What the hint shows after ``step`` presses of ctrl+g (1: the best play's score;
    2: and its start square; 3 or more: the whole move), in the interface language. The
    best is by equity (score and the value of the tiles kept), as the hard robot ranks:
    the hint says so, since a play of more points may exist."""
    if found.move is None:
        return _("no play: exchange or pass")
    if step <= 1:
        return _("best play by equity: {score} points").format(score=found.score)
    if step == 2:
        return _("best play by equity: {score} points, at {square}").format(score=found.score, square=found.coordinate)
    return _("best play: {move} for {score}").format(move=found.text, score=found.score)


def rule_switches(rules: RuleSet) -> list[tuple[str, str]]:
    """Every rule switch of ``rules`` as ``(key, sentence)``, computed from its fields."""
    return [(key, text(rules)) for key, text in _SWITCHES]


def rule_differences(rules: RuleSet, default: RuleSet) -> list[tuple[str, str]]:
    """How ``rules`` differs from ``default``: ``(this rule, the default's)`` for every
    switch that differs (``("exchanging needs at least 1 tile in the bag",
    "exchanging needs at least 7 tiles in the bag")``), computed from the RuleSet
    fields, never written by hand. Empty when they play alike."""
    theirs = dict(rule_switches(default))
    return [(text, theirs[key]) for key, text in rule_switches(rules) if text != theirs[key]]


def save_error_text(problem: Message | str) -> str:
    """A session's save problem (:attr:`Session.save_problem`) in the interface language;
    the system's own message stays as it is. A plain sentence is shown unchanged."""
    if isinstance(problem, str):
        return problem
    return render(problem)


#: The history's words for GCG's ``(challenge)`` and ``(time)`` lines (the record keeps
#: GCG's): no brackets, so that they fit the narrowest move column
#: (``history.MOVE_FLOOR``) whole.
_BRACKETED = {
    EventKind.CHALLENGE_BONUS: N_("challenge"),
    EventKind.CHALLENGE_PENALTY: N_("challenge"),
    EventKind.TIME_PENALTY: N_("time"),
}


def history_move(event: Event) -> str:
    """The move column as shown to everyone at the table: GCG notation, except that
    an exchange shows only how many tiles (``exch. 3``, where GCG writes ``-3``, which
    beside a penalty read as points), since the others must not learn them, and a
    challenge's or the clock's line and a play withdrawn after a challenge (GCG ``--``)
    are worded in the interface language."""
    if event.kind in (EventKind.EXCHANGE, EventKind.PAID_EXCHANGE):
        return _("exch. {n}").format(n=len(event.tiles))
    if event.kind in _BRACKETED:
        return _(_BRACKETED[event.kind])
    if event.kind is EventKind.WITHDRAWN:
        # GCG's "--" said nothing to a player: a short word that fits the narrowest column
        return pgettext("history", "withdrawn")
    return event.move_text


def history_row(event: Event, players: Sequence[str], width: int = 6) -> tuple[str, str, str, str]:
    """``(player, move, score, total)`` for the history table.

    Args:
        event: the event.
        players: seat names.
        width: characters of the player's name to show.
    """
    return (players[event.player][:width], history_move(event), f"{event.score:+d}", str(event.cumulative))


def breakdown_lines(event: Event, players: Sequence[str]) -> list[str]:
    """The itemised explanation of one event, one line per word or item, worded from
    its messages (:func:`lexitile.games.crossword.rules.event_messages.event_lines`) in the interface language."""
    return [f"{before}{render(message)}{after}" for before, message, after in event_lines(event, players)]


def last_move_line(event: Event | None, players: Sequence[str]) -> str:
    """One sentence about a turn (for the curtain): ``Ann played 8D JOKE for 46.``"""
    return render(last_move(event, players))


def ending_lines(
    summary: GameSummary, players: Sequence[str], scoreless_turns: int | None = None, why_text: str | None = None
) -> dict[str, list[str]]:
    """The game-over text in sections: ``why``, ``settlement``, ``scores``, ``result``
    (``settlement`` is empty after a resignation without overtime: nothing was settled).

    Args:
        summary: how the game ended.
        players: seat names.
        scoreless_turns: the number of scoreless turns that ended the game (for the text).
        why_text: a more exact reason than the summary's, if known (e.g. a player who
            passed twice in a row under the Palavras Cruzadas rules).
    """
    why: list[str]
    if summary.reason == "aborted":
        return {
            "why": [_("The game was annulled by agreement of every player.")],
            "settlement": [_("No result: nobody wins or loses, and the game counts in no statistics.")],
            "scores": [f"{players[i]:<20} {summary.final_scores[i]:>5}" for i in range(len(players))],
            "result": [_("Annulled.")],
        }
    if why_text:
        why = [why_text]
    elif summary.reason == "went-out":
        assert summary.went_out is not None
        why = [_("{name} played out with the bag empty.").format(name=players[summary.went_out])]
    elif summary.reason == "scoreless":
        if scoreless_turns:
            why = [
                ngettext(
                    "{n} scoreless turn in a row (passes or exchanges) ended the game.",
                    "{n} scoreless turns in a row (passes or exchanges) ended the game.",
                    scoreless_turns,
                ).format(n=scoreless_turns)
            ]
        else:
            why = [_("Scoreless turns in a row (passes or exchanges) ended the game.")]
    else:
        assert summary.resigned is not None
        why = [_("{name} resigned.").format(name=players[summary.resigned])]
    settlement = []
    for adj in summary.adjustments:
        name = players[adj.seat]
        if owns_rack(adj):
            note = _("(own tiles left: {tiles})").format(tiles=adj.detail or _("none"))
        else:
            note = _("(the others' tiles: {tiles})").format(tiles=adj.detail or _("none"))
        settlement.append(f"{name} {adj.points:+d}  {note}")
    if not settlement and summary.reason != "resigned":  # a resignation settles nothing: no section
        settlement = [_("No tiles left on any rack.")]
    for seat, points in enumerate(summary.time_penalties):
        if points:
            settlement.append(f"{players[seat]} {-points:+d}  " + _("(overtime on the game clock)"))
    order = sorted(range(len(players)), key=lambda i: (-summary.final_scores[i], i))
    scores = []
    for i in order:
        before = summary.scores_before[i]
        final = summary.final_scores[i]
        change = f"  ({before} {final - before:+d})" if final != before else ""
        scores.append(f"{players[i]:<20} {final:>5}{change}")
    names = [players[i] for i in summary.winners]
    if summary.is_draw:
        result = [_("A draw between {names} and {last}.").format(names=", ".join(names[:-1]), last=names[-1])]
        if summary.tie == "before-settlement" and any(
            summary.final_scores[i] != summary.scores_before[i] for i in summary.winners
        ):
            result.append(_("Equal after settlement and before it too."))
    else:
        result = [_("{name} wins.").format(name=names[0])]
        if summary.tie_break:
            result.append(_("Tied on final score; the higher score before settling the racks breaks the tie."))
        if summary.reason == "resigned" and summary.resigned is not None:
            result.append(_("({name} resigned and cannot win.)").format(name=players[summary.resigned]))
    return {"why": why, "settlement": settlement, "scores": scores, "result": result}


def _compound_text(rule: CompoundRule) -> str:
    """The rules card's line on the German compound rule (:mod:`lexitile.core.compound_rule`)."""
    if rule is CompoundRule.FREE:
        return _("German compounds (house rule): any compound the hunspell compounding rules build is valid")
    if rule is CompoundRule.ATTESTED:
        return _("German compounds (house rule): a compound the word list lacks is valid when running text attests it")
    return _("German: only words of the word list and their inflections are valid, as the rule text says")
