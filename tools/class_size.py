#!/usr/bin/env python3
"""How many methods a class has with its lexitile bases (the project's standard: no
class over about 40).

Run from a checkout with the package installed::

    python tools/class_size.py lexitile.tui.screens.game:GameScreen
    python tools/class_size.py lexitile.play.board_table:BoardTable

It prints each lexitile class of the MRO with the number of methods its body defines
(functions, properties, static and class methods; nested functions and attributes
are not methods), then the total. Classes outside lexitile (Textual's ``Screen``) are
not counted.
"""

from __future__ import annotations

import argparse
import importlib
import inspect


def methods_with_bases(cls: type) -> dict[str, list[str]]:
    """Per lexitile class of ``cls``'s MRO (the class first), the names of the methods
    its body defines."""
    counted: dict[str, list[str]] = {}
    for klass in cls.__mro__:
        if not klass.__module__.startswith("lexitile."):
            continue
        counted[klass.__qualname__] = [
            name
            for name, value in vars(klass).items()
            if inspect.isfunction(value) or isinstance(value, property | staticmethod | classmethod)
        ]
    return counted


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("target", nargs="+", help="module:Class, e.g. lexitile.tui.screens.game:GameScreen")
    args = parser.parse_args(argv)
    for target in args.target:
        module, _, name = target.partition(":")
        cls = getattr(importlib.import_module(module), name)
        counted = methods_with_bases(cls)
        for klass, names in counted.items():
            print(f"{klass:<24} {len(names):>3}")
        print(f"{target}: {sum(map(len, counted.values()))} methods with its bases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
