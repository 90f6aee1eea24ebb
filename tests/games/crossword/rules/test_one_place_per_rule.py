"""A rule is found in one place: no module but the rule's own reads the rule-set fields
that decide the scoreless end of a game, whether an exchange is allowed, or how the
racks left are settled, so a second count cannot come back unnoticed (it would have to
read them).

Allowed besides the rule modules: loading and checking rule sets, writing them into a
CGP position, and the rules card, which puts them into words.
"""

from __future__ import annotations

import ast
from pathlib import Path

import lexitile

SRC = Path(lexitile.__file__).parent

SCORELESS_FIELDS = {
    "scoreless_kinds",
    "scoreless_limit",
    "scoreless_rounds",
    "scoreless_needs_empty_bag",
    "passes_to_end",
}
EXCHANGE_FIELDS = {"exchange_min_bag", "max_exchanges"}
SETTLEMENT_FIELDS = {"going_out"}

#: module -> why it may read the fields
ALLOWED = {
    "games/crossword/rules/config.py": "the rule set itself",
    "games/crossword/rules/scoreless.py": "the scoreless rule",
    "games/crossword/rules/exchange.py": "the exchange rule",
    "games/crossword/rules/settlement.py": "the settlement at the end",
    "games/crossword/catalog.py": "loads and checks rule-set files",
    "games/crossword/records/cgp.py": "writes the rule set into a CGP position",
    "tui/describe.py": "the rules card in words",
    "tui/screens/help.py": "the rules card in words",
}


def readers(fields: set[str]) -> dict[str, list[int]]:
    found: dict[str, list[int]] = {}
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        if rel in ALLOWED:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            name = None
            if isinstance(node, ast.Attribute):
                name = node.attr
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "getattr"
                and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant)
            ):
                name = node.args[1].value
            if name in fields:
                found.setdefault(rel, []).append(node.lineno)
    return found


def test_the_allowed_modules_exist():
    assert all((SRC / rel).is_file() for rel in ALLOWED), "update ALLOWED after a move"


def test_the_scoreless_end_is_counted_only_in_rules_scoreless():
    assert readers(SCORELESS_FIELDS) == {}, "ask lexitile.games.crossword.rules.scoreless.ScorelessEnd instead"


def test_exchange_legality_is_decided_only_in_rules_exchange():
    assert readers(EXCHANGE_FIELDS) == {}, (
        "ask lexitile.games.crossword.rules.exchange (or Game.exchange_refusal) instead"
    )


def test_the_settlement_is_decided_only_in_rules_settlement():
    """The engine and the replay of a record both settle with
    :mod:`lexitile.games.crossword.rules.settlement` (the replay used to keep a copy of its own)."""
    assert readers(SETTLEMENT_FIELDS) == {}, "ask lexitile.games.crossword.rules.settlement instead"
