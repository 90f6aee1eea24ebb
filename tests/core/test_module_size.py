"""No module of the product is over 600 lines (docs/architecture.md's figure): a module
that grows past it is split by job, as the robots, the automaton and the GCG reader were."""

from __future__ import annotations

from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "lexitile"
LIMIT = 600


def test_no_module_is_over_600_lines():
    sizes = {
        path.relative_to(SRC).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in SRC.rglob("*.py")
    }
    assert len(sizes) > 100, "the sources were not found"
    assert {name: n for name, n in sizes.items() if n > LIMIT} == {}
