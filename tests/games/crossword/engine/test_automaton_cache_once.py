"""One build per lexicon, however many callers ask at once: a hint pressed three times
while the automaton is still being built waits for that build instead of starting
two more."""

from __future__ import annotations

import threading
import time

from lexitile.games.crossword.engine import automaton as automaton_module
from lexitile.games.crossword.engine import automaton_cache


def test_concurrent_callers_share_one_build(monkeypatch):
    calls = []
    real_build = automaton_module.Automaton.build

    def slow_build(words, digest="", progress=None):
        calls.append(threading.get_ident())
        time.sleep(0.3)
        return real_build(words, digest, progress)

    monkeypatch.setattr(automaton_module.Automaton, "build", staticmethod(slow_build))
    lexicon = {"AB", "BA", "ABBA"}
    results = []
    threads = [threading.Thread(target=lambda: results.append(automaton_cache.automaton_of(lexicon))) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(calls) == 1
    assert len(results) == 3 and all(r is results[0] for r in results)
    assert "ABBA" in results[0]
