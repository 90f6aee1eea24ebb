"""Rule sets: everything that differs between the rule texts, as data.

A :class:`RuleSet` is built from a mapping (a TOML file under ``data/rules/``, read by
:mod:`lexitile.games.crossword.catalog`) so that variants differ by data, not by branches in the code.
The default rule set follows the Mattel Scrabble rules (the German rules text of the box).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from lexitile.core.compound_rule import DEFAULT_RULE, CompoundRule, compound_rule
from lexitile.errors import InputFileError
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.outcome import TieRule
from lexitile.games.crossword.rules.tiles import TileSet

#: The defaults every rule text shares (Mattel, Kreuzwort, Palavras Cruzadas, tournament
#: rules; GCG: the word field): a full rack holds 7 tiles, a play of all of them earns
#: 50 points, and an exchange needs 7 tiles in the bag. A :class:`RuleSet` may set
#: others; code that has a rule set reads its fields, never these.
RACK_SIZE = 7
BINGO_BONUS = 50
EXCHANGE_MIN_BAG = 7


class GoingOut(enum.Enum):
    """How the racks left are settled when a player goes out.

    ``MATTEL``: the player out gains the sum of the others' racks; every other player
    loses the value of their own rack (Mattel text "Ende des Spiels"; Kreuzwort text).
    ``DOUBLE``: the player out gains twice the others' racks; nobody loses anything
    (NASPA/Woogles/MAGPIE "double rack score"; GCG's 2x line).
    """

    MATTEL = "mattel"
    DOUBLE = "double"


class WordCheck(enum.Enum):
    """When words are judged.

    ``AUTO``: a play with a word not in the lexicon is refused with the reason.
    ``CHALLENGE``: plays are not checked when made; another player may challenge
    (Mattel text "Ein Wort anfechten"; Palavras Cruzadas text).
    """

    AUTO = "auto"
    CHALLENGE = "challenge"


class ChallengeRule(enum.Enum):
    """What happens when a challenged play turns out to be valid.

    ``PENALTY``: the challenger loses ``challenge_points`` (Mattel text: 5).
    ``BONUS``: the challenged player gains ``challenge_points`` (Woogles FIVE_POINT).
    ``LOSE_TURN``: the challenger loses their next turn (double challenge, NASPA).
    """

    PENALTY = "penalty"
    BONUS = "bonus"
    LOSE_TURN = "lose-turn"


class ScorelessKind(enum.Enum):
    """Kinds of scoreless turn that count towards ending the game."""

    PASS = "pass"
    EXCHANGE = "exchange"
    WITHDRAWN = "withdrawn"
    ZERO_PLAY = "zero-play"


class TimeoutMove(enum.Enum):
    """What a move whose time per move ran out becomes (table option time per move).

    ``PASS``: the player loses the turn (Palavras Cruzadas: "se o tempo acabar, é
    considerado que o jogador passou"). ``PLAY``: the game plays for the player
    (Kreuzwort, table option "Zeit pro Zug": "wenn die Zeit abläuft, spielt das Spiel
    den Zug für ihn"); the play chosen is the one of median equity, so waiting is never
    a strategy (:func:`lexitile.games.crossword.engine.timeout.timeout_play`).
    """

    PASS = "pass"
    PLAY = "play"


@dataclass(frozen=True)
class RuleSet:
    """Every rule switch of a game.

    Attributes:
        name: rule set name (``mattel``, ``tournament``, ...).
        title: one-line human title.
        layout: the board.
        tileset: the tile distribution.
        rack_size: tiles on a full rack (7).
        bingo_bonus: points for placing ``rack_size`` tiles in one play (50).
        exchange_min_bag: tiles that must be in the bag to exchange (7 = Mattel and
            tournament rules; 1 = Kreuzwort "while any tile is left").
        first_play_min_tiles: tiles the first play must place (2).
        scoreless_rounds: the game ends after this many scoreless turns per player in
            a row (Mattel: "alle Spieler in zwei aufeinanderfolgenden Runden passen" = 2).
        scoreless_limit: absolute number of scoreless turns in a row that ends the game,
            overriding ``scoreless_rounds`` (tournament: 6).
        scoreless_kinds: which turns count as scoreless.
        scoreless_needs_empty_bag: scoreless turns end the game only once the bag is
            empty (Kreuzwort text).
        going_out: settlement when a player goes out.
        tie: what a shared best final score means (TOML ``tie = "draw"`` or
            ``"before-settlement"``; Kreuzwort text: the scores before settlement break
            it; Mattel and Palavras Cruzadas texts name no tie-break; tournaments count
            a draw).
        max_exchanges: exchanges each player may make in a game (Palavras Cruzadas: 3),
            ``None`` for no limit.
        paid_exchange_points: the paid exchange (Kreuzwort text, "Buchstaben
            austauschen": letters may be exchanged "ohne den Turnus zu verlieren", and
            the more often, the more it costs): the points a player's first paid
            exchange of a game costs; the n-th costs n times as much. ``0``: no paid
            exchange. See :func:`lexitile.games.crossword.rules.exchange.paid_exchange_cost`.
        passes_to_end: a player who passes this many times in a row ends the game
            (Palavras Cruzadas: 2), ``None`` to rely on the scoreless rule only.
        word_check: when words are judged (refused at once, or by challenge).
        challenge_rule: what a wrong challenge costs.
        challenge_points: the points of a ``PENALTY`` or ``BONUS`` challenge rule.
        challenge_seconds: seconds each opponent has to accept or challenge a play
            before it is accepted for them (Palavras Cruzadas: 10); ``None``: the play
            stays open until the next move starts. Read by the UI, not the engine.
        undo_by_agreement: the player who just moved may ask to take the move back,
            undone (:meth:`Game.pop`) only if every opponent agrees (Palavras
            Cruzadas). Read by the UI, not the engine.
        compound_words: the German compound rule (:class:`CompoundRule`): ``dictionary``
            (the default; the Mattel text allows only words a recognised dictionary
            lists as headwords, "als Stichworteintrag verzeichnet", and their
            inflections: the built list), ``attested`` (house rule: also compounds of
            listed words that a large corpus attests) or ``free`` (house rule: any
            compound hunspell's rules build from listed words). A rule-set file may
            still say ``true`` (``free``) or ``false`` (``dictionary``). Languages
            without compounds ignore it. Applied where the lexicon is opened
            (:func:`lexitile.lexicon.compounds.for_rules`).
        on_timeout: what a move whose time ran out becomes (:class:`TimeoutMove`); a
            table option may override it. Read by the session, not the engine.
        language: the game's own language (``--lang`` code), for a rule set that belongs
            to one (Palavras Cruzadas: ``"pt"``, played with the Portuguese word list
            and its own tile set unless another ``--lang`` is chosen); ``None``: any.
        interface_language: no language of its own: played in the language of the
            interface (its word list and tile set) unless another ``--lang`` is
            chosen (Kreuzwort, whose text belongs to a site that shows the same game in
            each site language; :func:`lexitile.languages.table_language`).
        description: the rules card text (TOML ``description``).
    """

    name: str
    title: str
    layout: BoardLayout
    tileset: TileSet
    rack_size: int = RACK_SIZE
    bingo_bonus: int = BINGO_BONUS
    exchange_min_bag: int = EXCHANGE_MIN_BAG
    first_play_min_tiles: int = 2
    scoreless_rounds: int = 2
    scoreless_limit: int | None = None
    scoreless_kinds: frozenset[ScorelessKind] = field(
        default=frozenset({ScorelessKind.PASS, ScorelessKind.EXCHANGE, ScorelessKind.WITHDRAWN})
    )
    scoreless_needs_empty_bag: bool = False
    going_out: GoingOut = GoingOut.MATTEL
    tie: TieRule = TieRule.DRAW
    max_exchanges: int | None = None
    paid_exchange_points: int = 0
    passes_to_end: int | None = None
    word_check: WordCheck = WordCheck.AUTO
    challenge_rule: ChallengeRule = ChallengeRule.PENALTY
    challenge_points: int = 5
    challenge_seconds: int | None = None
    undo_by_agreement: bool = False
    compound_words: CompoundRule = DEFAULT_RULE
    on_timeout: TimeoutMove = TimeoutMove.PASS
    language: str | None = None
    interface_language: bool = False
    description: str = ""

    def with_changes(self, **changes: Any) -> RuleSet:
        """A copy with some fields replaced (e.g. another layout from ``--board``)."""
        return replace(self, **changes)

    @classmethod
    def from_mapping(
        cls, data: Mapping[str, Any], layout: BoardLayout, tileset: TileSet, source: str | None = None
    ) -> RuleSet:
        """Build a rule set from a parsed rule file (``board``/``tiles`` already resolved).

        Raises:
            InputFileError: unknown keys or values of the wrong type.
        """
        known = {
            "name",
            "title",
            "board",
            "tiles",
            "rack_size",
            "bingo_bonus",
            "exchange_min_bag",
            "first_play_min_tiles",
            "scoreless_rounds",
            "scoreless_limit",
            "scoreless_kinds",
            "scoreless_needs_empty_bag",
            "going_out",
            "tie",
            "word_check",
            "challenge_rule",
            "challenge_points",
            "max_exchanges",
            "paid_exchange_points",
            "passes_to_end",
            "description",
            "challenge_seconds",
            "undo_by_agreement",
            "compound_words",
            "on_timeout",
            "language",
            "interface_language",
        }
        unknown = sorted(set(data) - known)
        if unknown:
            raise InputFileError(f"unknown rule keys: {', '.join(unknown)} (known: {', '.join(sorted(known))})", source)
        kwargs: dict[str, Any] = {}
        ints = (
            "rack_size",
            "bingo_bonus",
            "exchange_min_bag",
            "first_play_min_tiles",
            "scoreless_rounds",
            "challenge_points",
            "paid_exchange_points",
        )
        for key in ints:
            if key in data:
                if not isinstance(data[key], int) or data[key] < 0:
                    raise InputFileError(f"{key} must be a whole number >= 0, got {data[key]!r}", source)
                kwargs[key] = data[key]
        for key in ("scoreless_limit", "max_exchanges", "passes_to_end", "challenge_seconds"):
            if key in data:
                value = data[key]
                if not isinstance(value, int) or value < 1:
                    raise InputFileError(f"{key} must be a whole number >= 1, got {value!r}", source)
                kwargs[key] = value
        for key in ("scoreless_needs_empty_bag", "undo_by_agreement", "interface_language"):
            if key in data:
                kwargs[key] = bool(data[key])
        if "compound_words" in data:
            try:
                kwargs["compound_words"] = compound_rule(data["compound_words"])
            except ValueError as exc:
                raise InputFileError(f"compound_words: {exc}", source) from None
        if "language" in data:
            if not isinstance(data["language"], str) or not data["language"].strip():
                raise InputFileError(f"language must be a language code such as pt, got {data['language']!r}", source)
            kwargs["language"] = data["language"].strip()
        if "description" in data:
            paragraphs = str(data["description"]).strip().split("\n\n")
            kwargs["description"] = "\n\n".join(" ".join(p.split()) for p in paragraphs if p.strip())
        try:
            if "going_out" in data:
                kwargs["going_out"] = GoingOut(data["going_out"])
            if "tie" in data:
                if data["tie"] not in {t.value for t in TieRule}:
                    choices = ", ".join(t.value for t in TieRule)
                    raise InputFileError(f"tie must be one of {choices}, got {data['tie']!r}", source)
                kwargs["tie"] = TieRule(data["tie"])
            if "word_check" in data:
                kwargs["word_check"] = WordCheck(data["word_check"])
            if "challenge_rule" in data:
                kwargs["challenge_rule"] = ChallengeRule(data["challenge_rule"])
            if "on_timeout" in data:
                kwargs["on_timeout"] = TimeoutMove(data["on_timeout"])
            if "scoreless_kinds" in data:
                kwargs["scoreless_kinds"] = frozenset(ScorelessKind(k) for k in data["scoreless_kinds"])
        except (ValueError, TypeError) as exc:
            raise InputFileError(f"bad rule value: {exc}", source) from None
        return cls(
            name=str(data.get("name", "custom")),
            title=str(data.get("title", data.get("name", "custom"))),
            layout=layout,
            tileset=tileset,
            **kwargs,
        )
