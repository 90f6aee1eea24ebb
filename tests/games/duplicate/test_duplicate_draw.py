"""The draw rule on crafted bags and leftovers (``lexitile.games.duplicate.draw``)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.errors import InputFileError
from lexitile.games.crossword.catalog import load_tileset
from lexitile.games.crossword.rules.tiles import Bag
from lexitile.games.duplicate.classes import LetterClasses, parse_letter_classes
from lexitile.games.duplicate.draw import draw_rack, meets_minimum, minimum_for_round
from lexitile.games.duplicate.files import letter_classes

ENGLISH = letter_classes(load_tileset("english"))


def bag_of(tiles: str, seed: int = 0) -> Bag:
    return Bag(list(tiles), random.Random(seed))


def test_the_minimum_is_two_through_round_15_and_one_after():
    assert [minimum_for_round(n) for n in (1, 15, 16, 40)] == [2, 2, 1, 1]


def test_vowels_consonants_and_the_tiles_that_count_as_both():
    assert ENGLISH.count("AEIRSTN") == (3, 4)
    # Y and the blank count once as a vowel and once as a consonant
    assert ENGLISH.count("Y?BCDFG") == (2, 7)
    german = letter_classes(load_tileset("german"))
    assert german.count("ÄÖÜBCDF") == (3, 4)
    portuguese = letter_classes(load_tileset("portuguese_br"))
    assert portuguese.count("ÇAEBCDF") == (2, 5)


def test_kept_tiles_stay_and_the_rack_is_filled_to_seven():
    draw = draw_rack(bag_of("EEEEEEEEEE"), list("RST"), ENGLISH, 1)
    assert draw is not None
    assert draw.rack == tuple("RSTEEEE") and draw.kept == tuple("RST") and draw.rejected == ()


def test_a_rack_short_of_vowels_goes_back_whole_and_seven_are_drawn_afresh():
    # kept BCDFG: the fill of two meets the rule only when it draws both A and E;
    # otherwise all seven go back and seven are drawn from the nine
    bag = bag_of("KLAE", seed=5)
    draw = draw_rack(bag, list("BCDFG"), ENGLISH, 1)
    assert draw is not None
    vowels, consonants = ENGLISH.count(draw.rack)
    assert vowels >= 2 and consonants >= 2
    for rejected in draw.rejected:
        assert not meets_minimum(rejected, ENGLISH, 1)
    # the tiles are all accounted for: the rack and the bag hold the nine tiles
    assert sorted([*draw.rack, *bag.tiles]) == sorted("BCDFGKLAE")


def test_rejected_racks_include_the_kept_tiles():
    # only one way to meet the rule: the two vowels drawn with the kept consonants
    bag = bag_of("TTTTTTTTAE", seed=2)
    draw = draw_rack(bag, list("TTTTT"), ENGLISH, 3)
    assert draw is not None and sorted(draw.rack).count("T") == 5
    assert all(len(r) == 7 for r in draw.rejected)


def test_no_rack_when_the_pool_lacks_the_vowels():
    bag = bag_of("BCDFGHKLMNA")
    assert draw_rack(bag, [], ENGLISH, 1) is None
    assert len(bag) == 11  # the bag is left as it was
    # after round 15 one vowel is enough
    assert draw_rack(bag, [], ENGLISH, 16) is not None


def test_fewer_than_seven_tiles_left_make_the_whole_rack():
    draw = draw_rack(bag_of("AB"), list("ET"), ENGLISH, 20)
    assert draw is not None and sorted(draw.rack) == sorted("ETAB")
    assert draw_rack(bag_of("B"), list("T"), ENGLISH, 20) is None


@settings(max_examples=60, deadline=None)
@given(
    pool=st.text(alphabet="AEIOUYBCDKST?", min_size=0, max_size=20),
    kept_size=st.integers(0, 6),
    round_number=st.integers(1, 30),
    seed=st.integers(0, 2**16),
)
def test_a_drawn_rack_meets_the_minimum_and_loses_no_tile(pool, kept_size, round_number, seed):
    kept, rest = list(pool[:kept_size]), pool[kept_size:]
    bag = bag_of(rest, seed)
    draw = draw_rack(bag, kept, ENGLISH, round_number)
    need = minimum_for_round(round_number)
    vowels, consonants = ENGLISH.count(pool)
    if draw is None:
        assert vowels < need or consonants < need
        assert sorted(bag.tiles) == sorted(rest)
        return
    assert meets_minimum(draw.rack, ENGLISH, round_number)
    assert len(draw.rack) == min(7, len(pool))
    assert sorted([*draw.rack, *bag.tiles]) == sorted(pool)
    if not draw.rejected:
        assert draw.rack[: len(kept)] == tuple(kept)


def test_a_set_without_classes_and_unknown_tiles_are_refused():
    polish = load_tileset("english")
    with pytest.raises(InputFileError, match="no vowel and consonant classes"):
        parse_letter_classes("[german]\nvowels = 'AE'\n", polish)
    with pytest.raises(InputFileError, match="not in the tile set"):
        parse_letter_classes("[english]\nvowels = 'AEÄ'\n", polish)
    with pytest.raises(InputFileError, match="not TOML"):
        parse_letter_classes("[english\n", polish)
    assert isinstance(parse_letter_classes("[english]\nvowels = 'AE'\n", polish), LetterClasses)


@pytest.mark.parametrize(
    "name",
    ["english", "english_super", "german", "portuguese_br", "palavras115", "french", "dutch", "norwegian", "polish"],
)
def test_every_built_in_tile_set_has_classes(name):
    tileset = load_tileset(name)
    classes = letter_classes(tileset)
    assert classes.vowels <= set(tileset.counts) and "?" in classes.both
    vowels, consonants = classes.count(tileset.full_bag())
    assert vowels > 20 and consonants > 40
