"""The measurement lists of the German compound rules hold what their headers say.

``benchmarks/data/de_free_not_dictionary.txt`` lists every form of pyspellchecker's
German list (of at most 15 letters, or counted in running text) that the old default
rule (``free``) accepted and the new one (``dictionary``) refuses, each with its cause;
``benchmarks/data/de_compounds_running_text.txt`` is that list reviewed by hand (the
real compounds kept, every other form with its reason). Both are written by
``benchmarks/bench_compound_rules.py`` and reported in ``data/wordlists/README.md``.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from lexitile.core.compound_rule import CompoundRule
from lexitile.games.crossword.engine.common_words import load_frequencies
from lexitile.lexicon import load_lexicon
from lexitile.lexicon.attested import open_attested
from lexitile.lexicon.compounds import for_rules
from lexitile.lexicon.why import compound_parts

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "data"
FREE_ONLY = DATA / "de_free_not_dictionary.txt"
REVIEWED = DATA / "de_compounds_running_text.txt"
#: The reviewed file's verdicts: ``compound`` (kept) or the reason a form was dropped.
VERDICTS = {"compound", "derivation", "typo", "nonword", "foreign", "abbreviation", "name", "phrase"}
#: The built list's longest word (the standard board's width).
LONGEST = 15


def free_only() -> list[tuple[str, str, str, int]]:
    rows = []
    for line in FREE_ONLY.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            word, cause, parts, count = line.split("\t")
            rows.append((word, cause, parts, int(count)))
    return rows


def reviewed() -> list[tuple[str, str]]:
    return [
        (line.split()[0], line.split()[1])
        for line in REVIEWED.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]


@pytest.fixture(scope="module")
def german():
    return load_lexicon("de", compounds="lazy")


@pytest.fixture(scope="module")
def static(german):
    return for_rules(german, CompoundRule.DICTIONARY)


def test_every_listed_form_is_refused_by_the_default_rule_for_its_cause(static) -> None:
    rows = free_only()
    assert rows and len({row[0] for row in rows}) == len(rows)
    for word, cause, parts, count in rows:
        assert word not in static, word
        split = compound_parts(word, static.trie)
        if len(word) > LONGEST:
            assert cause == "long", word
        else:
            assert cause == ("compound" if split else "other"), word
        assert parts == "+".join(split or ("-",)), word
        assert count >= 50


def test_the_header_counts_are_the_lists(static) -> None:
    rows = free_only()
    header = " ".join(line[2:] for line in FREE_ONLY.read_text(encoding="utf-8").splitlines() if line.startswith("# "))
    found = re.search(r"free accepts ([\d,]+) of them: ([\d,]+) long, ([\d,]+) compound, ([\d,]+) other", header)
    assert found, header
    total, long_, compound, other = (int(n.replace(",", "")) for n in found.groups())
    assert total == len(rows)
    assert [long_, compound, other] == [sum(row[1] == c for row in rows) for c in ("long", "compound", "other")]


def test_a_sample_of_the_list_is_accepted_by_the_old_default(german) -> None:
    free = for_rules(german, CompoundRule.FREE)
    sample = random.Random(30).sample([row[0] for row in free_only()], 6)
    assert [w for w in sample if w not in free] == []


def test_the_reviewed_set_is_the_list_with_a_verdict_for_each_form() -> None:
    rows = reviewed()
    assert [w for w, _ in rows] == [row[0] for row in free_only()]
    assert {verdict for _, verdict in rows} <= VERDICTS


def test_the_attested_rule_accepts_at_least_85_percent_of_the_reviewed_compounds() -> None:
    # every form of the reviewed set is one `free` accepts (the test above checks a
    # sample), so the attested rule accepts exactly those the corpus attests
    kept = [w for w, verdict in reviewed() if verdict == "compound"]
    attested = open_attested()
    share = sum(w in attested for w in kept) / len(kept)
    assert share >= 0.85, share


def test_no_word_of_a_sample_outside_the_10000_most_frequent_is_lost(german, static) -> None:
    frequencies = load_frequencies("de")
    assert frequencies is not None
    common = set(list(frequencies)[:10_000])
    pool = sorted(w for w in german.words() if w not in common)
    sample = random.Random(30).sample(pool, 1_000)
    assert [w for w in sample if w not in static] == []
