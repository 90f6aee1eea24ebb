#!/usr/bin/env python3
"""Benchmark the German and Brazilian Portuguese support (issue #5).

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_languages.py compounds [--pairs 2000] [--seed 1]
    PYTHONPATH=src python benchmarks/bench_languages.py automata [--langs en,de,pt_BR]
    PYTHONPATH=src python benchmarks/bench_languages.py startup [--starts 5]
    PYTHONPATH=src python benchmarks/bench_languages.py all

* ``compounds``: the German hunspell compound fallback
  (:mod:`lexitile.lexicon.compounds`). **Recall**: :data:`COMPOUNDS`, common German
  compounds written down from general knowledge of the language (household, travel,
  food, school, work, nature; nouns and some adjectives such as *himmelblau*) *before*
  the fallback was tried on them, none removed afterwards; those already in the static
  list are counted and set aside, the rest must be accepted by the fallback (target at
  least 85%). **False accepts**: random pairs of static-list words (uniform draws,
  seeded) whose concatenation is not in the static list; the share the fallback
  accepts (target at most 3%). Two samples: pairs of any length (mostly longer than a
  board, as the list's words average 11 letters), and pairs of at most 15 letters
  (playable on the standard board; short words are drawn more often there). Every
  accepted pair is printed so a reader can judge how many are real compounds. Also the load time, the memory
  the loaded dictionary takes and the lookup latency.
* ``automata``: for each language, in a fresh process, the move generator's automaton
  built from the built-in list into an empty cache: build time, peak memory of the
  process (``ru_maxrss``: includes the interpreter and the word list), cache file size,
  nodes and edges, load time from the cache, and the time to list every move for a
  rack on the empty board.
* ``startup``: ``lexitile play --lexicon de`` in an 80x24 pty: time from spawn to the
  first usable screen, and the latency of the first key presses after it, with the
  compound dictionary loading in the background (``LEXITILE_COMPOUNDS=background``, the
  default) and without it (``off``). Caches are filled first.

Uses temporary cache and data folders; never touches the user's.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO / "src") not in sys.path:
    sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_tui import Terminal

#: Common German compounds (Duden-style headwords), written down before measuring.
COMPOUNDS = """
    Apfelsaft Bahnsteig Augenbraue Terminkalender Haustür Hausschlüssel Fahrradweg Fußgängerzone
    Kühlschrank Waschmaschine Geschirrspüler Staubsauger Kinderwagen Kindergarten Handschuh
    Regenschirm Sonnenbrille Zahnbürste Zahnpasta Badezimmer Schlafzimmer Wohnzimmer Esszimmer
    Küchentisch Schreibtisch Bücherregal Kleiderschrank Nachttisch Bettdecke Kopfkissen
    Fensterbank Dachboden Gartenzaun Blumentopf Gießkanne Rasenmäher Apfelbaum Kirschbaum
    Tannenbaum Weihnachtsbaum Osterhase Geburtstagskuchen Hochzeitstag Feierabend Wochenende
    Urlaubsreise Reisepass Flughafen Bahnhof Busfahrer Straßenbahn Autobahn Tankstelle Parkplatz
    Verkehrsampel Zebrastreifen Führerschein Fahrkarte Briefmarke Briefkasten Postleitzahl
    Telefonnummer Handynummer Hausnummer Stadtplan Rathaus Krankenhaus Krankenwagen Feuerwehr
    Polizeiwagen Schulbuch Schultasche Lehrerzimmer Klassenzimmer Hausaufgabe Stundenplan
    Mathematiklehrer Deutschunterricht Sportplatz Fußballspiel Fußballplatz Tennisschläger
    Schwimmbad Hallenbad Spielplatz Spielzeug Kuscheltier Bilderbuch Märchenbuch Zeitungsartikel
    Tageszeitung Fernsehsendung Nachrichtensprecher Wetterbericht Regenwolke Gewitterwolke
    Schneemann Schneeflocke Sonnenschein Mondlicht Sternschnuppe Sonnenuntergang Sonnenaufgang
    Meeresspiegel Strandkorb Sandburg Muschelschale Fischbrötchen Käsebrot Wurstbrot Butterbrot
    Brotkorb Frühstücksei Kaffeetasse Teekanne Milchkaffee Orangensaft Mineralwasser Rotwein
    Weißwein Bierglas Weinflasche Flaschenöffner Korkenzieher Kochtopf Bratpfanne Küchenmesser
    Suppenlöffel Kuchengabel Tischdecke Kartoffelsalat Kartoffelsuppe Gemüsesuppe Hühnersuppe
    Rindfleisch Schweinebraten Hähnchenbrust Schokoladenkuchen Erdbeermarmelade Vanilleeis
    Zitronenlimonade Apfelkuchen Pflaumenkuchen Käsekuchen Sahnetorte Obstsalat Gemüsegarten
    Blumenwiese Waldweg Bergsteiger Bergwanderung Wanderschuh Rucksack Zeltplatz Lagerfeuer
    Taschenlampe Taschenmesser Schlafsack Wasserflasche Landkarte Himmelsrichtung Windmühle
    Wasserfall Flussufer Seeufer Meerblick Inselgruppe Vulkanausbruch Erdbeben Klimawandel
    Umweltschutz Naturschutzgebiet Nationalpark Tierarzt Zahnarzt Augenarzt Kinderarzt Hausarzt
    Arztpraxis Wartezimmer Krankenschwester Blutdruck Kopfschmerzen Bauchschmerzen Halsschmerzen
    Zahnschmerzen Hustensaft Nasenspray Computerspiel Bildschirm Druckerpatrone Datenbank
    Passwort Benutzername Suchmaschine Internetseite Ladekabel Steckdose Glühbirne Lichtschalter
    Heizkörper Wasserhahn Duschvorhang Handtuch Seifenspender Haarbürste Haartrockner
    Nagelschere Kleiderbügel Hosentasche Jackentasche Turnschuh Hausschuh Regenjacke
    Wintermantel Sommerkleid Strickjacke Wollmütze Halstuch Armbanduhr Ohrring Halskette Ehering
    Verlobungsring Hochzeitskleid Brautstrauß Geburtstagsgeschenk Weihnachtsgeschenk
    Geschenkpapier Adventskalender Silvesterparty Feuerwerk Neujahrstag Faschingskostüm
    Ostereier Muttertag Vatertag Familienfoto Fotoalbum Großeltern Urgroßmutter Schwiegermutter
    Stiefvater Halbbruder Zwillingsschwester Nachbarhaus Hausmeister Bürgermeister Bundeskanzler
    Bundestag Landtag Wahlkampf Steuererklärung Finanzamt Arbeitsamt Arbeitsplatz Arbeitszeit
    Mittagspause Kaffeepause Betriebsrat Gehaltserhöhung Vorstellungsgespräch
    Bewerbungsschreiben Lebenslauf Firmenwagen Geschäftsreise Dienstreise Hotelzimmer
    Zimmerschlüssel Frühstücksbuffet Reisebüro Sprachkurs Wörterbuch Rechtschreibung
    Fremdsprache Muttersprache Bleistift Kugelschreiber Radiergummi Federmäppchen Schulranzen
    Pausenbrot Schulhof Turnhalle Bibliotheksausweis Leseratte Bücherwurm Hausfrau Hausmann
    Haushaltsgeld Einkaufswagen Einkaufszettel Supermarkt Wochenmarkt Blumenladen Schuhgeschäft
    Kaufhaus Kassenzettel Sonderangebot Preisschild Geldbeutel Kreditkarte Geldautomat Sparbuch
    Bankkonto Kontonummer Zinssatz Mietvertrag Wohnungsschlüssel Haustier Hundehütte
    Katzenfutter Vogelkäfig Goldfisch Pferdestall Kuhstall Bauernhof Mähdrescher Weizenfeld
    Maisfeld Obstbaum Weinberg Bienenstock Honigbiene Marienkäfer Regenwurm Eichhörnchen
    Fuchsbau Ententeich Storchennest Eisbär Braunbär Waldbrand Feuerlöscher Rauchmelder
    Notausgang Sicherheitsgurt Verkehrsunfall Autoreifen Winterreifen Scheibenwischer Kofferraum
    Rückspiegel Lenkrad Fahrradhelm Fahrradschloss Luftpumpe Wasserglas Zuckerdose Salzstreuer
    Pfefferminztee Kräutertee Früchtetee Mittagessen Abendessen Nachtisch Hauptgericht
    Speisekarte Trinkgeld Tischnachbar himmelblau zuckersüß federleicht steinhart eiskalt
    blitzschnell kerngesund hellgrün dunkelblau knallrot schneeweiß pechschwarz goldgelb
    hauchdünn bildschön todmüde kinderleicht messerscharf glasklar stockdunkel
""".split()


def rss_mb() -> float:
    """Current resident set size of this process in MB (Linux)."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def percent(part: int, whole: int) -> str:
    return f"{part}/{whole} = {100 * part / whole:.1f}%" if whole else "0/0"


# ---------------------------------------------------------------------- compounds


def bench_compounds(pairs: int, seed: int) -> dict:
    from lexitile.lexicon import load_lexicon, normalise
    from lexitile.lexicon.compounds import HunspellChecker

    with tempfile.TemporaryDirectory(prefix="lexitile-bench-") as tmp:
        static = load_lexicon("de", cache_dir=tmp, compounds="off")
        sample = [normalise(w, "de") for w in COMPOUNDS]
        listed = [w for w in sample if w in static]
        missing = [w for w in sample if w not in static]

        before = rss_mb()
        began = time.perf_counter()
        checker = HunspellChecker.load()
        load_s = time.perf_counter() - began
        dictionary_mb = rss_mb() - before

        accepted = [w for w in missing if checker.accepts(w)]
        rejected = [w for w in missing if w not in accepted]

        rng = random.Random(seed)
        words = sorted(static.words())

        def draw(limit: int | None) -> list[tuple[str, str]]:
            out: list[tuple[str, str]] = []
            while len(out) < pairs:
                a, b = rng.choice(words), rng.choice(words)
                if (limit is None or len(a + b) <= limit) and a + b not in static:
                    out.append((a, b))
            return out

        timings: list[float] = []

        def accepted_pairs(drawn: list[tuple[str, str]]) -> list[str]:
            found = []
            for a, b in drawn:
                t = time.perf_counter()
                ok = checker.accepts(a + b)
                timings.append(time.perf_counter() - t)
                if ok:
                    found.append(f"{a}+{b}")
            return found

        drawn, short = draw(None), draw(15)
        false, false_short = accepted_pairs(drawn), accepted_pairs(short)

    result = {
        "sample": len(sample),
        "in_static_list": len(listed),
        "missing_from_static_list": len(missing),
        "missing_up_to_15_letters": sum(1 for w in missing if len(w) <= 15),
        "accepted": len(accepted),
        "accepted_up_to_15_letters": sum(1 for w in accepted if len(w) <= 15),
        "rejected_words": rejected,
        "pairs": len(drawn),
        "false_accepts": false,
        "pairs_up_to_15_letters": len(short),
        "false_accepts_up_to_15_letters": false_short,
        "load_s": round(load_s, 2),
        "dictionary_mb": round(dictionary_mb),
        "lookup_ms_median": round(1000 * statistics.median(timings), 2),
        "lookup_ms_p95": round(1000 * sorted(timings)[int(0.95 * len(timings))], 2),
    }
    print("German compound fallback (spylls + de_DE_frami)")
    print(f"  sample of common compounds:   {len(sample)} words, {len(listed)} already in the static list")
    print(
        f"  accepted by the fallback:     {percent(len(accepted), len(missing))} of the {len(missing)} not in the list; "
        f"{percent(result['accepted_up_to_15_letters'], result['missing_up_to_15_letters'])} of those of 15 letters or fewer"
    )
    print(f"  rejected:                     {' '.join(rejected) or '-'}")
    print(
        f"  random pairs accepted:        {percent(len(false), len(drawn))} (seed {seed}, any length, not in the list)"
    )
    print(f"  the accepted pairs:           {' '.join(false) or '-'}")
    print(
        f"  random pairs <= 15 letters:   {percent(len(false_short), len(short))} (another {len(short)} pairs, not in the list)"
    )
    print(f"  the accepted pairs:           {' '.join(false_short) or '-'}")
    print(f"  dictionary load:              {load_s:.2f} s, +{dictionary_mb:.0f} MB resident")
    print(f"  lookup per word (pairs):      median {result['lookup_ms_median']} ms, p95 {result['lookup_ms_p95']} ms")
    return result


# ---------------------------------------------------------------------- automata

_AUTOMATON_CHILD = r"""
import json, resource, sys, time, random
from pathlib import Path
from lexitile.lexicon import load_lexicon
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.rules.board import Board
code, tiles_name, cache = sys.argv[1], sys.argv[2], Path(sys.argv[3])
lex = load_lexicon(code, cache_dir=cache, compounds="off")
t = time.perf_counter()
a = automaton_for_lexicon(lex, cache)
build = time.perf_counter() - t
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
t = time.perf_counter()
b = Automaton.load(a.path)
load = time.perf_counter() - t
tiles = catalog.load_tileset(tiles_name)
bag = [t for t, n in tiles.counts.items() for _ in range(n)]
rng = random.Random(7)
gen = []
for _ in range(5):
    rack = rng.sample(bag, 7)
    t = time.perf_counter()
    moves = generate_moves(Board(catalog.load_layout("standard15")), rack, tiles, b)
    gen.append((time.perf_counter() - t, "".join(rack), len(moves)))
print(json.dumps({"words": len(lex), "build_s": build, "peak_mb": peak, "file_mb": a.path.stat().st_size / 1e6,
                  "nodes": a.node_count, "arcs": a.arc_count, "dawg_nodes": a.dawg_nodes, "load_ms": 1000 * load,
                  "movegen": gen}))
"""

_TILES = {"en": "english", "de": "german", "pt_BR": "portuguese_br"}


def bench_automata(langs: list[str]) -> dict:
    out = {}
    print("Move-generator automata (built from the built-in lists into an empty cache)")
    for code in langs:
        with tempfile.TemporaryDirectory(prefix="lexitile-bench-") as tmp:
            env = dict(os.environ, PYTHONPATH=str(REPO / "src") + os.pathsep + os.environ.get("PYTHONPATH", ""))
            done = subprocess.run(
                [sys.executable, "-c", _AUTOMATON_CHILD, code, _TILES[code], tmp],
                env=env,
                check=True,
                capture_output=True,
                text=True,
            )
            r = json.loads(done.stdout.strip().splitlines()[-1])
        out[code] = r
        gen = ", ".join(f"{rack} {n} moves {1000 * s:.0f} ms" for s, rack, n in r["movegen"])
        print(
            f"  {code:<6} {r['words']:>9,} words: build {r['build_s']:5.1f} s, peak {r['peak_mb']:4.0f} MB, "
            f"file {r['file_mb']:5.1f} MB, {r['nodes']:,} nodes ({r['dawg_nodes']:,} DAWG), {r['arcs']:,} edges, "
            f"load {r['load_ms']:.0f} ms"
        )
        print(f"         empty board: {gen}")
    return out


# ---------------------------------------------------------------------- start-up


def bench_startup(starts: int) -> dict:
    command = [sys.executable, "-m", "lexitile", "play", "--players", "Ann,Bo", "--seed", "1", "--lexicon", "de"]
    with tempfile.TemporaryDirectory(prefix="lexitile-bench-") as tmp:
        base = dict(
            os.environ,
            LEXITILE_DATA_DIR=str(Path(tmp) / "data"),
            LEXITILE_CACHE_DIR=str(Path(tmp) / "cache"),
            PYTHONPATH=str(REPO / "src") + os.pathsep + os.environ.get("PYTHONPATH", ""),
            TERM="xterm-256color",
            COLORTERM="truecolor",
        )
        subprocess.run(
            [sys.executable, "-c", "from lexitile.lexicon import load_lexicon; load_lexicon('de', compounds='off')"],
            env=base,
            check=True,
        )
        out = {mode: {"first_screen_s": [], "first_keys_s": []} for mode in ("off", "background")}
        for _ in range(starts):
            for mode in out:  # interleaved, so that a change in the machine's load hits both
                term = Terminal(dict(base, LEXITILE_COMPOUNDS=mode), command=command)
                try:
                    out[mode]["first_screen_s"].append(term.read_until(b"Pass to Ann", timeout=30.0) - term.started)
                    # the first keys, while the dictionary may still be loading
                    out[mode]["first_keys_s"].append(term.key_latency(b"\r"))  # lift the curtain
                    for letter in b"ab":
                        out[mode]["first_keys_s"].append(term.key_latency(bytes([letter])))
                        out[mode]["first_keys_s"].append(term.key_latency(b"\x7f"))
                finally:
                    term.close()
    print("Start-up of `lexitile play --lexicon de` (pty 80x24, caches filled)")
    for mode, r in out.items():
        f, k = r["first_screen_s"], r["first_keys_s"]
        print(
            f"  compounds={mode:<10} first screen median {1000 * statistics.median(f):6.0f} ms "
            f"(min {1000 * min(f):.0f}, max {1000 * max(f):.0f}); first key presses median "
            f"{1000 * statistics.median(k):5.0f} ms, max {1000 * max(k):.0f} ms (n={len(k)})"
        )
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=("compounds", "automata", "startup", "all"))
    parser.add_argument("--pairs", type=int, default=2000, help="random word pairs to try (compounds)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random pairs (compounds)")
    parser.add_argument("--langs", default="en,de,pt_BR", help="languages to build (automata)")
    parser.add_argument("--starts", type=int, default=5, help="start-ups per mode (startup)")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args()
    results = {}
    if args.what in ("compounds", "all"):
        results["compounds"] = bench_compounds(args.pairs, args.seed)
    if args.what in ("automata", "all"):
        results["automata"] = bench_automata(args.langs.split(","))
    if args.what in ("startup", "all"):
        results["startup"] = bench_startup(args.starts)
    print()
    print(
        f"machine: {platform.machine()} {os.cpu_count()} CPUs, {platform.system()} {platform.release()}; "
        f"python {platform.python_version()}"
    )
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
