"""The ``lexitile:rules`` note: the end-of-game rules of a game recorded by lexitile
under other rules than the GCG convention (:mod:`lexitile.games.crossword.records.gcg_writer` writes it,
the replay of :mod:`lexitile.games.crossword.records.replay` follows it)."""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.core.compound_rule import LEGACY_RULE, CompoundRule
from lexitile.core.message import Message
from lexitile.games.crossword.catalog import load_rules, rule_set_names
from lexitile.games.crossword.records.gcg import GcgError, GcgRecord
from lexitile.games.crossword.rules.config import GoingOut, RuleSet, ScorelessKind
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.outcome import TieRule
from lexitile.games.crossword.rules.scoreless import GCG_SCORELESS, ScorelessEnd
from lexitile.games.crossword.rules.tiles import TileSet
from lexitile.text.safe import visible

#: The note that states the rules of a lexitile game's end (lexitile.games.crossword.records.gcg_writer).
RULES_NOTE_PREFIX = "lexitile:rules"
_KINDS = frozenset({"pass", "exchange", "withdrawn", "zero-play"})


@dataclass(frozen=True, slots=True)
class RecordedRules:
    """The end-of-game rules a ``lexitile:rules`` note states.

    Attributes:
        name: the rule set's name (``mattel``, ``kreuzwort``, ``palavras``...).
        scoreless: this many scoreless turns in a row end the game.
        kinds: which turns count as scoreless: ``pass``, ``exchange``, ``withdrawn``,
            ``zero-play`` (a play scoring 0); any other turn starts the count again.
        empty_bag: scoreless turns end the game only once the bag is empty.
        passes: a player who passes this many times in a row ends the game, or ``None``.
        line: the line of the note.
        tie: what a shared best final score means (``tie=draw`` or
            ``tie=before-settlement``; without it a draw).
        paid_exchange: the points of a player's first paid exchange
            (``paid-exchange=N``, :attr:`lexitile.games.crossword.rules.config.RuleSet.paid_exchange_points`);
            0 when the rules have none.
        compounds: the German compound rule the words were judged by
            (``compounds=dictionary|attested|free``), ``None`` when the note names none
            (a record from before the rule had names: see :func:`compound_rule_of`).
    """

    name: str
    scoreless: int
    kinds: frozenset[str]
    empty_bag: bool = False
    passes: int | None = None
    line: int | None = None
    tie: TieRule = TieRule.DRAW
    paid_exchange: int = 0
    compounds: CompoundRule | None = None

    @property
    def end(self) -> ScorelessEnd:
        """The rule as the rules engine counts it (:class:`~lexitile.games.crossword.rules.scoreless.ScorelessEnd`)."""
        return ScorelessEnd(
            self.scoreless, frozenset(ScorelessKind(k) for k in self.kinds), self.empty_bag, self.passes
        )

    def describe(self) -> Message:
        """The rule as a message (code ``replay.rule``), in English e.g. ``4 scoreless
        turns in a row (exchange, pass, withdrawn)``."""
        more: list[Message] = []
        if self.empty_bag:
            more.append(Message("replay.rule-empty-bag"))
        if self.passes:
            more.append(Message("replay.rule-passes", {"n": self.passes}))
        if self.tie is TieRule.BEFORE_SETTLEMENT:
            more.append(Message("replay.rule-tie"))
        kinds = tuple(sorted(self.kinds)) or ("none",)
        return Message("replay.rule", {"n": self.scoreless, "kinds": kinds, "more": tuple(more)})


def parse_rules_note(text: str, line: int | None = None) -> RecordedRules | None:
    """Read a ``lexitile:rules NAME scoreless=N kinds=a,b [empty-bag] [passes=K] [tie=T]
    [paid-exchange=P] [compounds=R]`` note.

    ``tie=before-settlement``: a tie on the final scores is broken by the scores before
    settlement (Kreuzwort); ``tie=draw`` or no ``tie=``: a tie is a draw.

    Args:
        text: one note line.
        line: where it was read.

    Returns:
        The rules, or ``None`` when ``text`` is not such a note.

    Raises:
        GcgError: the note is malformed (code ``RULES_NOTE_MALFORMED``).
    """
    words = text.split()
    if not words or words[0] != RULES_NOTE_PREFIX:
        return None
    name = words[1] if len(words) > 1 and "=" not in words[1] else "custom"
    scoreless: int | None = None
    kinds: frozenset[str] = frozenset({"pass", "exchange", "withdrawn"})
    empty_bag = False
    passes: int | None = None
    tie = TieRule.DRAW
    paid = 0
    compounds: CompoundRule | None = None
    for word in words[1:]:
        key, eq, value = word.partition("=")
        try:
            if key == "scoreless" and eq:
                scoreless = int(value)
            elif key == "kinds" and eq:
                kinds = frozenset(k for k in value.split(",") if k and k != "none")
                unknown = kinds - _KINDS
                if unknown:
                    raise ValueError(f"unknown kinds {', '.join(sorted(unknown))}")
            elif key == "passes" and eq:
                passes = int(value)
            elif key == "tie" and eq:
                if value not in {t.value for t in TieRule}:
                    raise ValueError(f"tie must be {' or '.join(t.value for t in TieRule)}")
                tie = TieRule(value)
            elif key == "paid-exchange" and eq:
                paid = int(value)
                if not 0 <= paid <= 1000:
                    raise ValueError("paid-exchange must be 0 to 1000 points")
            elif key == "compounds" and eq:
                compounds = CompoundRule(value)
            elif key == "empty-bag" and not eq:
                empty_bag = True
        except ValueError as exc:
            why = Message("gcg.rules-note-bad-word", {"token": visible(word), "error": visible(str(exc))})
            raise GcgError(why, None, line, "RULES_NOTE_MALFORMED") from None
    if scoreless is None or scoreless < 1 or (passes is not None and passes < 1):
        why = Message("gcg.rules-note-no-scoreless", {"token": visible(text)})
        raise GcgError(why, None, line, "RULES_NOTE_MALFORMED")
    return RecordedRules(name, scoreless, kinds, empty_bag, passes, line, tie, paid, compounds)


def compound_rule_of(recorded: RecordedRules | None) -> CompoundRule:
    """The compound rule a German record's words are judged by: the one its
    ``lexitile:rules`` note states, else :data:`~lexitile.core.compound_rule.LEGACY_RULE`
    (``free``: a record without it was written before the rule had names, when every
    German game accepted hunspell's compounds).

    Args:
        recorded: the record's note (:func:`find_rules_note`), or ``None``.
    """
    if recorded is not None and recorded.compounds is not None:
        return recorded.compounds
    return LEGACY_RULE


def find_rules_note(record: GcgRecord) -> RecordedRules | None:
    """The first ``lexitile:rules`` note of a record (on any event, or before them).

    Raises:
        GcgError: the note is malformed.
    """
    for note in record.preamble_notes:
        for text in note.split("\n"):
            rules = parse_rules_note(text.strip(), None)
            if rules is not None:
                return rules
    for e in record.events:
        for note in e.notes:
            for text in note.split("\n"):
                rules = parse_rules_note(text.strip(), e.line)
                if rules is not None:
                    return rules
    return None


def gcg_rule_set(layout: BoardLayout, tileset: TileSet) -> RuleSet:
    """The rules a GCG record without a ``lexitile:rules`` note is read by: the GCG
    convention of tournament play (racks of 7, a bingo of 50, exchanges with at least 7
    tiles in the bag, the player out gains twice the others' racks, six scoreless turns
    in a row end the game; GCG: the word field and event types, Macondo, MAGPIE); German
    words by the ``free`` compound rule (what lexitile judged by before the rule had names).

    Args:
        layout, tileset: the record's board and tile set.
    """
    return RuleSet(
        "gcg",
        "GCG convention",
        layout,
        tileset,
        scoreless_limit=GCG_SCORELESS.turns,
        scoreless_kinds=GCG_SCORELESS.kinds,
        going_out=GoingOut.DOUBLE,
        compound_words=LEGACY_RULE,  # written before the rule had names, or by another program
    )


def record_rule_set(recorded: RecordedRules | None, layout: BoardLayout, tileset: TileSet) -> RuleSet:
    """The rule set a record was played under, as far as it tells: the built-in rule set
    its ``lexitile:rules`` note names, on the record's board and tiles; otherwise (no
    note, or a rule set of its own) :func:`gcg_rule_set`. The replay reads rack size,
    bingo bonus, the exchange minimum and the settlement from it; the note itself
    states the scoreless end and the tie rule (:attr:`RecordedRules.end`), and the
    compound rule (:func:`compound_rule_of`).

    Args:
        recorded: the record's note, or ``None``.
        layout, tileset: the record's board and tile set.
    """
    compounds = compound_rule_of(recorded)
    if recorded is not None and recorded.name in rule_set_names():
        return load_rules(recorded.name).with_changes(layout=layout, tileset=tileset, compound_words=compounds)
    return gcg_rule_set(layout, tileset).with_changes(compound_words=compounds)
