"""The app's computer player shows real progress while its move generator is built
(first use of a word list): the fraction done is readable while the build runs."""

from __future__ import annotations

import itertools
import threading
import time

from lexitile.games.crossword.engine import automaton_cache


def test_build_progress_rises_while_the_automaton_is_built() -> None:
    words = frozenset("".join(p) for p in itertools.product("AEIRSTNLO", repeat=5))
    seen: list[float] = []
    worker = threading.Thread(target=automaton_cache.automaton_of, args=(words,))
    worker.start()
    while worker.is_alive():
        done = automaton_cache.build_progress()
        if done is not None:
            seen.append(done)
        time.sleep(0.002)
    worker.join()
    assert automaton_cache.build_progress() is None  # nothing is being built now
    assert automaton_cache.automaton_ready(words)
    assert seen, "no progress was visible while building"
    assert seen == sorted(seen) and all(0.0 <= f <= 1.0 for f in seen)
