#!/usr/bin/env python3
"""Count the imports that run against lexitile's layer order, and the import cycles.

Run from a checkout::

    python tools/import_graph.py [--src src] [--list] [--json]

The graph is read from the source with :mod:`ast` (nothing is imported), so it sees
every import: the module-level ones and those inside functions (which Python runs
late, but which still tie the two modules together). An import is counted once per
pair of modules (``importer -> imported``); ``from lexitile.a import b`` where ``b``
is a module counts as an import of ``lexitile.a.b``. ``if TYPE_CHECKING:`` imports are
left out: they never run.

Printed: the number of modules, of edges, of function-local imports; the edges that
go upward against :data:`LAYERS` (the order ``pyproject.toml`` checks with
import-linter; a layer may import only the layers listed after it); and each import
cycle (a strongly connected set of modules, with one cycle through it as an example).
``--list`` prints every upward edge; ``--json`` prints the figures as one object.
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from collections import defaultdict
from pathlib import Path

#: The layers from the top down: the order ``[tool.importlinter]`` in pyproject.toml
#: checks (a layer may import only the layers after it). Names in one entry share a
#: layer: ``independent`` ones must not import each other (``|`` in pyproject.toml),
#: the others may (``:``).
LAYERS: tuple[tuple[tuple[str, ...], bool], ...] = (
    (("__main__",), True),
    (("cli",), True),
    (("commands",), True),
    (("tui",), True),
    (("play", "savegame"), False),
    (("quiddler", "crosswise"), True),
    (("records",), True),
    (("engine",), True),
    (("catalog",), True),
    (("rules",), True),
    (("lexicon",), True),
    (("languages",), True),
    (("storage",), True),
    (("text",), True),
    (("textfiles",), True),
    (("core", "errors"), False),
    (("resources", "gc_tuning", "i18n"), True),
)


def layer_of(module: str) -> int | None:
    """The index of ``module``'s layer in :data:`LAYERS` (0 = top), ``None`` for the
    package itself."""
    parts = module.split(".")
    if len(parts) < 2:
        return None
    for index, (names, _) in enumerate(LAYERS):
        if parts[1] in names:
            return index
    return None


def module_name(path: Path, src: Path) -> str:
    rel = path.relative_to(src).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


class _Collector(ast.NodeVisitor):
    def __init__(self, module: str, is_package: bool, known: set[str]):
        self.module = module
        self.package = module if is_package else module.rpartition(".")[0]
        self.known = known
        self.depth = 0
        self.imports: list[tuple[str, bool]] = []  # (imported module, function-local)

    def _resolve(self, name: str) -> str | None:
        while name and name not in self.known:
            name = name.rpartition(".")[0]
        return name or None

    def _add(self, name: str) -> None:
        target = self._resolve(name)
        if target is not None and target != self.module:
            self.imports.append((target, self.depth > 0))

    def visit_If(self, node: ast.If) -> None:
        test = node.test
        if (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
            isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
        ):
            for child in node.orelse:
                self.visit(child)
            return
        self.generic_visit(node)

    def _function(self, node: ast.AST) -> None:
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_FunctionDef = _function
    visit_AsyncFunctionDef = _function

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.name.startswith("lexitile"):
                self._add(alias.name)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            base = self.package.split(".")
            base = base[: len(base) - node.level + 1]
            name = ".".join(base + ([node.module] if node.module else []))
        else:
            name = node.module or ""
        if not name.startswith("lexitile"):
            return
        for alias in node.names:
            full = f"{name}.{alias.name}"
            if full in self.known:
                self._add(full)
            else:
                self._add(name)


def read_graph(src: Path) -> tuple[dict[str, set[str]], int]:
    """The import graph of the package under ``src``: module -> modules it imports,
    and the number of function-local import statements' targets."""
    files = sorted(p for p in (src / "lexitile").rglob("*.py") if "locale" not in p.parts)
    names = {module_name(p, src): p for p in files}
    known = set(names)
    graph: dict[str, set[str]] = defaultdict(set)
    local = 0
    for name, path in names.items():
        collector = _Collector(name, path.name == "__init__.py", known)
        collector.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        for target, in_function in collector.imports:
            graph[name].add(target)
            local += in_function
        graph.setdefault(name, set())
    return dict(graph), local


def upward(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Edges from a lower layer to a higher one, or between independent siblings of one layer."""
    found = []
    for importer, targets in graph.items():
        low = layer_of(importer)
        if low is None:
            continue
        for target in targets:
            high = layer_of(target)
            if high is None:
                continue
            sibling = high == low and LAYERS[low][1] and importer.split(".")[1] != target.split(".")[1]
            if high < low or sibling:
                found.append((importer, target))
    return sorted(found)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected sets of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    sys.setrecursionlimit(10_000)

    def visit(node: str) -> None:
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            members = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                members.append(top)
                if top == node:
                    break
            if len(members) > 1:
                found.append(sorted(members))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def example_cycle(graph: dict[str, set[str]], members: list[str]) -> list[str]:
    """One cycle through the first of ``members`` (breadth-first, inside the set)."""
    inside = set(members)
    start = members[0]
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for nxt in sorted(graph[node] & inside):
            if nxt == start:
                return [*paths[node], start]
            if nxt not in paths:
                paths[nxt] = [*paths[node], nxt]
                queue.append(nxt)
    return members


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--src", type=Path, default=Path(__file__).resolve().parent.parent / "src")
    parser.add_argument("--list", action="store_true", help="print every upward edge")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args(argv)
    graph, local = read_graph(args.src)
    up = upward(graph)
    loops = cycles(graph)
    if args.json:
        print(
            json.dumps(
                {
                    "modules": len(graph),
                    "edges": sum(len(t) for t in graph.values()),
                    "function_local_imports": local,
                    "upward": len(up),
                    "cycles": len(loops),
                    "upward_edges": [f"{a} -> {b}" for a, b in up],
                    "cycle_members": loops,
                }
            )
        )
        return 0
    print(f"modules: {len(graph)}, imports (module pairs): {sum(len(t) for t in graph.values())}")
    print(f"function-local imports: {local}")
    by_layer: dict[str, int] = defaultdict(int)
    for importer, _ in up:
        by_layer[importer.split(".")[1]] += 1
    print(f"upward imports: {len(up)} ({', '.join(f'{k} {v}' for k, v in sorted(by_layer.items()))})")
    if args.list:
        for importer, target in up:
            print(f"  {importer} -> {target}")
    print(f"import cycles: {len(loops)}")
    for members in loops:
        print(f"  {len(members)} modules: {' -> '.join(example_cycle(graph, members))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
