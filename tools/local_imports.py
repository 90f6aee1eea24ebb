#!/usr/bin/env python3
"""The function-local imports of src/lexitile, each kept for a reason or moved up.

Run from a checkout::

    python tools/local_imports.py            # list them, by reason
    python tools/local_imports.py --fix      # move the needless ones up, mark the others

ruff's ``PLC0415`` (import outside the top level) is on for ``src/``: an import inside a
function is allowed only where it keeps something from loading before it is needed,
and then says so with ``# noqa: PLC0415 - <reason>``. This tool sorts every such import
(from the source, with :mod:`ast`; ``if TYPE_CHECKING:`` blocks left out):

* ``needless``: the module is loaded anyway when the importing module is (a top-level
  import of it, or of a module that imports it at the top, already brings it in; for
  a module outside lexitile: one that ``import lexitile.cli`` has already loaded),
  and the name is free at the top: ``--fix`` moves the import to the top of the file.
* ``textual``: a module outside ``lexitile.tui`` importing the screens, which keeps
  Textual out of the command line.
* ``command``: a sub-command's module (``lexitile.commands``, ``lexitile.cli``): each
  command loads what it uses when it runs, so ``lexitile --help`` and the other
  commands start fast.
* ``screen``: a screen module opening another screen, or the shell opening a mode's
  screens: they load when first shown, not when the app starts.
* ``optional``: inside ``try`` with an ``except ImportError``: a module that may be
  missing (the compiled move generator).
* ``lazy``: anything else the importing module does not load by itself: it loads on
  first use, not at start-up (a parser, a writer, a word list, a database).

``--fix`` appends the reason to an import without a ``# noqa`` comment (a comment
already there becomes the reason); imports that already carry one keep theirs. Run ``ruff check --fix`` and ``ruff format`` after it.
"""

from __future__ import annotations

import argparse
import ast
import os
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from import_graph import module_name

REASONS = {
    "textual": "the screens load only in the app: Textual stays out of the command line",
    "command": "loaded when the command runs: the command line starts fast",
    "screen": "the screen loads when first shown, not when the app starts",
    "lazy": "loaded on first use, not at start-up",
    "optional": "an optional module: its ImportError is handled here",
}


@dataclass
class LocalImport:
    path: Path
    module: str
    line: int
    end_line: int
    targets: list[str]  # lexitile modules imported
    external: list[str]  # other modules imported (standard library, Textual...)
    names: list[str]  # names bound
    text: str
    noqa: bool
    optional: bool = False
    kind: str = ""


def _targets(node: ast.Import | ast.ImportFrom, package: str, known: set[str]) -> list[str]:
    out = []
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name in known]
    if node.level:
        base = package.split(".")[: len(package.split(".")) - node.level + 1]
        name = ".".join(base + ([node.module] if node.module else []))
    else:
        name = node.module or ""
    for alias in node.names:
        full = f"{name}.{alias.name}"
        if full in known:
            out.append(full)
        elif name in known:
            out.append(name)
    return out


def _external(node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if not a.name.startswith("lexitile")]
    if node.level or (node.module or "").startswith("lexitile"):
        return []
    return [node.module or ""]


def started_modules(src: Path) -> set[str]:
    """The modules loaded by ``import lexitile.cli`` (the interpreter's own included)."""
    code = "import sys, lexitile.cli; print(chr(10).join(sys.modules))"
    env = dict(os.environ, PYTHONPATH=str(src))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    return set(out.stdout.split())


def scan(src: Path) -> tuple[list[LocalImport], dict[str, set[str]], dict[str, set[str]]]:
    """Every function-local import; each module's top-level lexitile imports; and the
    names each module binds at its top level."""
    files = sorted(p for p in (src / "lexitile").rglob("*.py") if "locale" not in p.parts)
    names = {module_name(p, src): p for p in files}
    known = set(names)
    top: dict[str, set[str]] = {}
    bound: dict[str, set[str]] = {}
    found: list[LocalImport] = []
    for module, path in names.items():
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        tree = ast.parse(text)
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        top[module] = set()
        bound[module] = set()
        for node in tree.body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                top[module].update(_targets(node, package, known))
                bound[module].update((a.asname or a.name).split(".")[0] for a in node.names)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                bound[module].add(node.name)
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                for t in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    if isinstance(t, ast.Name):
                        bound[module].add(t.id)

        def walk(
            node: ast.AST,
            depth: int,
            path: Path = path,
            module: str = module,
            package: str = package,
            lines: list[str] = lines,
        ) -> None:
            guarded = isinstance(node, ast.Try) and any(
                "ImportError" in ast.unparse(h.type) for h in node.handlers if h.type is not None
            )
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                    continue
                inner = depth + isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
                if depth and isinstance(child, (ast.Import, ast.ImportFrom)):
                    end = child.end_lineno or child.lineno
                    src_text = "\n".join(lines[child.lineno - 1 : end])
                    found.append(
                        LocalImport(
                            path,
                            module,
                            child.lineno,
                            end,
                            _targets(child, package, known),
                            _external(child),
                            [(a.asname or a.name).split(".")[0] for a in child.names],
                            src_text,
                            "noqa" in lines[child.lineno - 1],
                            guarded,
                        )
                    )
                walk(child, inner)

        walk(tree, 0)
    return found, top, bound


def _closure(module: str, top: dict[str, set[str]]) -> set[str]:
    def parents(m: str) -> list[str]:
        parts = m.split(".")
        return [".".join(parts[:i]) for i in range(1, len(parts))]

    seen: set[str] = set()
    stack = [module, *parents(module)]
    while stack:
        m = stack.pop()
        if m in seen:
            continue
        seen.add(m)
        for t in top.get(m, ()):
            stack += [t, *parents(t)]
    return seen


def classify(found: list[LocalImport], top: dict[str, set[str]], bound: dict[str, set[str]], started: set[str]) -> None:
    taken: dict[str, set[str]] = {}  # names a move binds at the top, per module
    for imp in found:
        loaded = _closure(imp.module, top)
        names = set(imp.names)
        free = not (names & bound[imp.module]) and not (names & taken.get(imp.module, set()))
        in_tui = imp.module.startswith("lexitile.tui")
        here = bool(imp.targets) and all(t in loaded for t in imp.targets)
        outside = bool(imp.external) and all(m in started for m in imp.external)
        if imp.optional:
            imp.kind = "optional"
        elif (here or outside) and free and "\n" not in imp.text and not (imp.targets and imp.external):
            imp.kind = "needless"
            taken.setdefault(imp.module, set()).update(names)
        elif not in_tui and any(t.startswith("lexitile.tui") for t in imp.targets):
            imp.kind = "textual"
        elif imp.module.startswith(("lexitile.commands", "lexitile.cli")):
            imp.kind = "command"
        elif in_tui and any(t.startswith("lexitile.tui") for t in imp.targets):
            imp.kind = "screen"
        else:
            imp.kind = "lazy"


def fix(found: list[LocalImport]) -> None:
    by_file: dict[Path, list[LocalImport]] = {}
    for imp in found:
        by_file.setdefault(imp.path, []).append(imp)
    for path, imports in by_file.items():
        lines = path.read_text(encoding="utf-8").splitlines()
        moved: list[str] = []
        for imp in sorted(imports, key=lambda i: -i.line):
            if imp.kind == "needless":
                moved.append(imp.text.strip())
                del lines[imp.line - 1 : imp.end_line]
                if imp.line - 1 < len(lines) and not lines[imp.line - 1].strip():
                    prev = lines[imp.line - 2].strip() if imp.line >= 2 else ""
                    if prev.endswith((":", '"""')):
                        del lines[imp.line - 1]
            elif not imp.noqa:  # ruff reads the noqa on the statement's first line
                code, _, comment = lines[imp.line - 1].partition("  # ")
                reason = comment.strip() or REASONS[imp.kind]
                lines[imp.line - 1] = f"{code}  # noqa: PLC0415 - {reason}"
        if moved:
            tree = ast.parse("\n".join(lines))
            last = 0
            for node in tree.body:
                if isinstance(node, (ast.Import, ast.ImportFrom)) or (isinstance(node, ast.Expr) and not last):
                    last = node.end_lineno or node.lineno
            lines[last:last] = sorted(set(moved))
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--src", type=Path, default=Path(__file__).resolve().parent.parent / "src")
    parser.add_argument("--fix", action="store_true", help="move the needless ones up, mark the others")
    parser.add_argument("--list", action="store_true", help="print every import with its kind")
    args = parser.parse_args(argv)
    found, top, bound = scan(args.src)
    classify(found, top, bound, started_modules(args.src))
    counts = Counter(imp.kind for imp in found)
    marked = sum(imp.noqa for imp in found)
    print(f"function-local imports: {len(found)} ({', '.join(f'{k} {v}' for k, v in sorted(counts.items()))})")
    print(f"already marked with # noqa: {marked}")
    if args.list:
        for imp in found:
            print(f"  {imp.kind:8} {imp.path}:{imp.line}: {imp.text.strip()}")
    if args.fix:
        fix(found)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
