"""The rules package stays pure: no Textual anywhere in it, and file access only in
``storage.py`` (quiddler-facts / DESIGN: the engine has no I/O)."""

from __future__ import annotations

import ast
from pathlib import Path

import lexitile.games.quiddler

PACKAGE = Path(lexitile.games.quiddler.__file__).parent
IO_CALLS = {
    "open",
    "read_text",
    "write_text",
    "read_bytes",
    "write_bytes",
    "mkdir",
    "unlink",
    "mkstemp",
    "fdopen",
    "rename",
}


def modules() -> list[Path]:
    return sorted(PACKAGE.glob("*.py"))


def test_no_textual_in_the_rules_package() -> None:
    for path in modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                assert not any(n.split(".")[0] == "textual" for n in names), path.name


def test_only_storage_touches_files() -> None:
    for path in modules():
        if path.name == "storage.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                assert name not in IO_CALLS, f"{path.name}:{node.lineno} calls {name}"
