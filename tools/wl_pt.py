"""Brazilian Portuguese sources of ``build_wordlists.py``: attested prefixed forms and the refusals.

VERO stores many everyday words as prefix + stem (*através* = a + través, *acesso*,
*desenvolvimento*, *república*); a suffix-only expansion misses them, and the full
prefix expansion invents hundreds of thousands of words (*antifalar*). The list takes
the prefixed forms that a usage source attests: the ``pt`` "large" list of the PyPI
package ``wordfreq`` (words seen in subtitles, news, Wikipedia, web text...). The list
is measured on other sources (``benchmarks/bench_wordlists.py``).

Refused although VERO has them in lower case: bare prefixes (the Palavras text forbids
prefixes and abbreviations), abbreviations, Latin phrase pieces and first names (from
``faker``'s pt_BR and pt_PT person providers, minus the ones that are also words).
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

#: First names of the faker providers that are also Portuguese words, kept: AURORA
#: (dawn), CLARA (egg white), FLOR, MARGARIDA (daisy), CAIO (I fall), LIA (read), MIA
#: (miaows), VASCO (Basque), BENJAMIM (youngest child), ...
NAME_WORDS = frozenset(
    """ALEXIA AUGUSTO AURORA BARBARA BENJAMIM BENTO BRUNA BRUNO CAIO CESAR CLARA DOM EMA ERICA
    ESTER FLOR IRIS JADE JOAO JULIANA LAIS LIA MADALENA MARCO MARCOS MARGARIDA MARIA MARINA
    MARTA MELISSA MIA PILAR RUI SALVADOR SARA TOMAS TOME VASCO VIOLETA VITORIA""".split()
)


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


def refused(first_names_tiles: set[str]) -> dict[str, frozenset[str]]:
    """The groups of words the Portuguese list refuses, by reason."""
    return {
        "bare prefixes": PREFIXES,
        "abbreviations": ABBREVIATIONS,
        "Latin and foreign phrase pieces": FOREIGN,
        "first names (faker pt_BR, pt_PT)": frozenset(first_names_tiles - NAME_WORDS),
    }
