"""The guard that keeps names text: screens draw only through ``tui/widgets/plain.py``.

A new screen that imports Textual's own ``Static``/``Label``/``Button``/``DataTable`` or
``Widget``, turns markup on, builds markup from a string, or an app without the
toast filter, fails here, before any hostile name gets the chance.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import pytest
from rich.text import Text
from textual.app import App

import lexitile.tui
from lexitile.tui.widgets.plain import Label, PlainNotify, Static, Widget, plain_cells

TUI = Path(lexitile.tui.__file__).parent
GUARD = TUI / "widgets" / "plain.py"
#: Textual names that read markup in strings; their safe versions live in plain.py.
WRAPPED = {"textual.widgets": {"Static", "Label", "Button", "DataTable"}, "textual.widget": {"Widget"}}
#: Widgets that show arbitrary text and have no safe version yet: none may be used.
FORBIDDEN = {"OptionList", "ListView", "RichLog", "Log", "Markdown", "Tree", "Pretty", "Digits", "Header"}


def tui_sources() -> list[Path]:
    return sorted(p for p in TUI.rglob("*.py") if p != GUARD)


@pytest.mark.parametrize("path", tui_sources(), ids=lambda p: str(p.relative_to(TUI)))
def test_screens_use_only_the_plain_widgets(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names = {a.name for a in node.names}
            for bad in sorted(names & WRAPPED.get(node.module, set())):
                problems.append(f"line {node.lineno}: {bad} from {node.module} (use lexitile.tui.widgets.plain)")
            if node.module.startswith("textual.widgets"):
                for bad in sorted(names & FORBIDDEN):
                    problems.append(f"line {node.lineno}: {bad} shows markup; add a plain version first")
        if (
            isinstance(node, ast.keyword)
            and node.arg == "markup"
            and not (isinstance(node.value, ast.Constant) and node.value.value is False)
        ):
            problems.append(f"line {node.value.lineno}: markup= other than False")
        if isinstance(node, ast.Attribute) and node.attr in ("from_markup", "render_markup"):
            problems.append(f"line {node.lineno}: {node.attr} reads markup")
        if isinstance(node, ast.Attribute) and node.attr in ("widgets", "widget") and _is_textual(node.value):
            problems.append(f"line {node.lineno}: textual.{node.attr}.<name> bypasses the plain widgets")
    assert not problems, f"{path.name}: " + "; ".join(problems)


def _is_textual(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "textual"


def test_every_app_filters_its_toasts() -> None:
    for info in pkgutil.walk_packages(lexitile.tui.__path__, "lexitile.tui."):
        importlib.import_module(info.name)
    apps = [cls for cls in _subclasses(App) if cls.__module__.startswith("lexitile.")]
    assert len(apps) >= 4
    for cls in apps:
        assert issubclass(cls, PlainNotify), f"{cls.__qualname__} shows toasts as markup"
        assert cls.notify is PlainNotify.notify


def _subclasses(cls: type) -> list[type]:
    out = []
    for sub in cls.__subclasses__():
        out.append(sub)
        out.extend(_subclasses(sub))
    return out


def test_the_plain_widgets_keep_text_as_text() -> None:
    hostile = "[@click=app.quit]x[/] \x1b]2;PWN\x1b\\"
    for widget in (Static(hostile), Label(hostile)):
        content = widget.content
        assert "[@click=app.quit]x[/]" in str(content)
        assert "\x1b" not in str(content) and "\\x1b]2;PWN" in str(content)
    cells = plain_cells("[/]", 3, Text("\x1b"))
    assert [c.plain for c in cells] == ["[/]", "3", "\\x1b"]

    class Drawn(Widget):
        def render(self) -> Text:
            return Text("Ann\x1b[2J")

    assert Drawn().render().plain == "Ann\\x1b[2J"
