"""The move generator in German (Ä Ö Ü) and Brazilian Portuguese (Ç).

* Small lexicons: the generator equals the rules-engine brute force
  (``movegen_support.brute_force_moves``) on the German and the Portuguese tile sets,
  blanks standing for Ä, Ö, Ü and Ç included; the automaton is minimal.
* The real lists: the automata of the built-in German (594k words) and Brazilian
  Portuguese (1.8M words) lists are built (about 1 s and 2 s with the compiled builder,
  12 s and 27 s in pure Python, on the 2-core CI machine; cached in
  ``LEXITILE_CACHE_DIR`` when it is set, as in CI, so a warm run takes a second), hold
  the lists' words, and every move generated on a few positions passes the rules
  engine with the lexicon itself as judge.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from movegen_support import brute_force_moves, small_automaton, tiles_key

from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.movegen import best_move, generate_moves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.placement import placement_from_notation
from lexitile.games.crossword.rules.scoring import score_placement
from lexitile.games.crossword.rules.validate import check_placement
from lexitile.lexicon import Lexicon, builtin_lexicons, load_lexicon

GERMAN = catalog.load_tileset("german")
PORTUGUESE = catalog.load_tileset("portuguese_br")
STANDARD = catalog.load_layout("standard15")
#: 6 columns x 5 rows, premiums of every kind, start square off-centre.
SMALL = BoardLayout.parse("# start: C3\n=..'..\n.-..\".\n..*.'.\n\"..-..\n.'...=\n", name="small")


def _brute_force_equal(words, tiles, rack, tileset) -> None:
    automaton = small_automaton(words)
    board = Board(SMALL)
    board.put(tiles)
    moves = generate_moves(board, rack, tileset, automaton)
    mine = {tiles_key(m.tiles): m.score for m in moves}
    assert len(mine) == len(moves), "a placement was generated twice"
    assert mine == brute_force_moves(board, rack, tileset, words, both_directions_on_empty_board=False)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.frozensets(st.text(alphabet="ÄÖÜSTER", min_size=2, max_size=4), min_size=1, max_size=12),
    tiles=st.lists(st.tuples(st.integers(0, 4), st.integers(0, 5), st.sampled_from(list("ÄÖÜSTERäöü"))), max_size=8),
    rack=st.lists(st.sampled_from(list("ÄÖÜSTER?")), min_size=1, max_size=4),
)
def test_german_equals_brute_force(words, tiles, rack) -> None:
    _brute_force_equal(words, tiles, rack, GERMAN)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.frozensets(st.text(alphabet="ÇAOCS", min_size=2, max_size=4), min_size=1, max_size=12),
    tiles=st.lists(st.tuples(st.integers(0, 4), st.integers(0, 5), st.sampled_from(list("ÇAOCSçao"))), max_size=8),
    rack=st.lists(st.sampled_from(list("ÇAOCS??")), min_size=1, max_size=4),
)
def test_portuguese_equals_brute_force(words, tiles, rack) -> None:
    _brute_force_equal(words, tiles, rack, PORTUGUESE)


def test_real_words_on_a_small_board() -> None:
    """Real German and Portuguese words (from the notes' samples) and a blank as Ü / Ç."""
    german = frozenset("ÖL ÜBEL ÄRGER ÖLE ÜBER ÄBTE BÖE RÜBE REGEL ÄR".split())
    _brute_force_equal(german, [(2, 2, "Ö"), (2, 3, "L")], list("ÜBER?"), GERMAN)
    portuguese = frozenset("AÇO CAÇA CAÇAR ÇA CASA ASA OCA AÇUCAR".split())
    _brute_force_equal(portuguese, [(2, 2, "A"), (2, 3, "Ç"), (2, 4, "O")], list("CA?SR"), PORTUGUESE)


@settings(max_examples=80, deadline=None)
@given(words=st.frozensets(st.text(alphabet="ABÄÇ", min_size=2, max_size=6), min_size=1, max_size=40))
def test_automaton_is_minimal(words) -> None:
    """No two nodes of a half are equal (same final flag, SEP target and edges): the
    incremental construction merged every pair of equivalent states."""
    a = Automaton.build(words)
    for lo, hi in ((0, a.dawg_nodes), (a.dawg_nodes, a.node_count)):
        signatures = set()
        for n in range(lo, hi):
            edges = tuple(a.arcs[a.first[n] : a.first[n] + a.mask[n].bit_count()])
            signatures.add((a.final[n], a.sep[n], a.mask[n], edges))
        assert len(signatures) == hi - lo
    assert a.dawg_root < a.dawg_nodes <= a.gaddag_root


# ---------------------------------------------------------------------- the real lists


def _real(code: str, lexicon_cache: Path) -> tuple[Lexicon, Automaton]:
    if code not in builtin_lexicons():
        pytest.skip(f"built-in word list {code} is not installed")
    lexicon = load_lexicon(code, cache_dir=lexicon_cache, compounds="off")
    # LEXITILE_CACHE_DIR (CI) or the user cache: a warm run loads the automaton in ~50 ms.
    return lexicon, automaton_for_lexicon(lexicon)


@pytest.fixture(scope="module")
def german(lexicon_cache: Path) -> tuple[Lexicon, Automaton]:
    return _real("de", lexicon_cache)


@pytest.fixture(scope="module")
def portuguese(lexicon_cache: Path) -> tuple[Lexicon, Automaton]:
    return _real("pt_BR", lexicon_cache)


def _all_moves_legal(board: Board, rack: str, tileset, lexicon: Lexicon, automaton: Automaton) -> list:
    moves = generate_moves(board, list(rack), tileset, automaton)
    assert moves, rack
    for m in moves:
        check_placement(board, m.placement, tileset, rack=list(rack), lexicon=lexicon)
        assert score_placement(board, m.placement, tileset).total == m.score, m.notation
    best = best_move(board, list(rack), tileset, automaton)
    assert best is not None and best.score == max(m.score for m in moves)
    return moves


def test_german_automaton(german: tuple[Lexicon, Automaton]) -> None:
    lexicon, automaton = german
    assert automaton.word_count == len(lexicon)
    assert set("ÄÖÜ") <= set(automaton.alphabet)
    for word in "MAUERN HÄUSER GINGST SCHÖNSTEN STRASSE ÄRGER ÜBEL ZÜGE ÖL XYLOPHON ÄPFEL FUSSBALL".split():
        assert word in automaton, word
    for word in "HAEUSER BAECKEREI BERLIN USA ARBEITS".split():
        assert word not in automaton, word

    board = Board(STANDARD)
    moves = _all_moves_legal(board, "ÄPFELNS", GERMAN, lexicon, automaton)
    assert "ÄPFELN" in {m.word for m in moves}
    board.put(placement_from_notation(board, "8D", "STRASSE").tiles)
    moves = _all_moves_legal(board, "ÜBERÖL?", GERMAN, lexicon, automaton)
    assert any("Ü" in m.word.upper() for m in moves)


def test_portuguese_automaton(portuguese: tuple[Lexicon, Automaton]) -> None:
    lexicon, automaton = portuguese
    assert automaton.word_count == len(lexicon)
    assert "Ç" in automaton.alphabet
    for word in "CASAS FALAVAMOS CORAÇAO CORAÇOES AÇUCAR PAO LINGUIÇA CANTASSEMOS".split():
        assert word in automaton, word
    for word in "CORACAO ALEMANHA USP".split():
        assert word not in automaton, word

    board = Board(STANDARD)
    moves = _all_moves_legal(board, "CORAÇAO", PORTUGUESE, lexicon, automaton)
    bingo = [m for m in moves if m.word == "CORAÇAO"]
    assert bingo and bingo[0].tiles_played == 7
    board.put(placement_from_notation(board, "8G", "CASA").tiles)
    _all_moves_legal(board, "AÇUCR?E", PORTUGUESE, lexicon, automaton)


def test_cached_automaton_is_reused(german: tuple[Lexicon, Automaton]) -> None:
    lexicon, automaton = german
    again = automaton_for_lexicon(lexicon)
    if automaton.path is None:
        pytest.skip("the cache folder could not be written")
    assert again.path == automaton.path
    assert again.node_count == automaton.node_count and again.arc_count == automaton.arc_count


@pytest.mark.slow
def test_build_in_child_process(tmp_path, lexicon_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A UI worker can have the automaton built by a child process (no build here)."""
    lexicon = load_lexicon("en", cache_dir=lexicon_cache, compounds="off")
    # What to compare with: this process's automaton from LEXITILE_CACHE_DIR (CI) or the
    # user cache, built here when it is not there yet; the child builds into an empty folder.
    here = automaton_for_lexicon(lexicon)

    def no_build(*args, **kwargs):
        raise AssertionError("built in this process")

    monkeypatch.setattr(Automaton, "build", classmethod(no_build))
    there = automaton_for_lexicon(lexicon, tmp_path / "child", build_in_child=True)
    assert there.path is not None and there.path.parent == tmp_path / "child"
    assert there.path.name == here.path.name
    assert (there.node_count, there.arc_count, there.word_count) == (here.node_count, here.arc_count, here.word_count)
    assert "QI" in there and "XSCIS" not in there
