"""No import cycles in src/lexitile, function-local imports included (the layer order
itself is checked by ``lint-imports``; a cycle inside one layer is not a layer
violation, so it is checked here), with the counting tool of ``tools/import_graph.py``
tried on small packages made here first."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import import_graph

SRC = Path(__file__).resolve().parents[2] / "src"


def _package(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / "lexitile" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_a_cycle_through_a_function_local_import_is_found(tmp_path: Path) -> None:
    src = _package(
        tmp_path,
        {
            "__init__.py": "",
            "rules/__init__.py": "",
            "rules/a.py": "from lexitile.rules import b\n",
            "rules/b.py": "def f():\n    from lexitile.rules.a import x\n",
            "rules/c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from lexitile.rules import a\n",
            "storage.py": "def g():\n    from lexitile.rules import c\n",
        },
    )
    graph, local = import_graph.read_graph(src)
    assert import_graph.cycles(graph) == [["lexitile.rules.a", "lexitile.rules.b"]]
    assert local == 2  # b's and storage's; c's import is for the type checker only
    assert import_graph.upward(graph) == [("lexitile.storage", "lexitile.rules.c")]


def test_lexitile_has_no_import_cycle() -> None:
    graph, _ = import_graph.read_graph(SRC)
    found = {" -> ".join(import_graph.example_cycle(graph, members)) for members in import_graph.cycles(graph)}
    assert found == set(), "a function-local import does not hide a cycle: move the shared code down"
