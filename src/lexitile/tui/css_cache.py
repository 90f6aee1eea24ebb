"""Styles parsed once per process, not once per app.

Textual parses every app's CSS (the app's files and each widget's default CSS) when
the app starts, and keeps what it parsed for that app alone. A process that starts
many apps (the tests start hundreds, one per test) parses the same text each time.
:func:`share_parsed_styles` gives an app's stylesheet a cache shared by every app of
the process, keyed by the CSS variables the text was parsed with (a theme's
colours are part of the parsed rules), so what is parsed is what the app would parse.
"""

from __future__ import annotations

from typing import Any

__all__ = ["share_parsed_styles"]

#: (CSS variables, Textual's key of a CSS text) -> the rules parsed from it
_PARSED: dict[tuple[Any, ...], Any] = {}
#: at most this many parsed texts are kept (a few themes times the app's sources)
_LIMIT = 2048


class _SharedParseCache:
    """Stands in for a stylesheet's own parse cache (the mapping it reads with
    ``[key]`` and fills with ``[key] = rules``)."""

    def __init__(self, stylesheet: Any) -> None:
        self._stylesheet = stylesheet
        self._variables: Any = None
        self._variables_key: tuple[Any, ...] = ()

    def _key(self, key: Any) -> tuple[Any, ...]:
        variables = self._stylesheet._variables
        if variables is not self._variables:
            self._variables = variables
            self._variables_key = tuple(sorted(variables.items()))
        return (self._variables_key, key)

    def __getitem__(self, key: Any) -> Any:
        return _PARSED[self._key(key)]

    def __setitem__(self, key: Any, rules: Any) -> None:
        if len(_PARSED) >= _LIMIT:
            _PARSED.clear()
        _PARSED[self._key(key)] = rules

    def __contains__(self, key: Any) -> bool:
        return self._key(key) in _PARSED

    def get(self, key: Any, default: Any = None) -> Any:
        return _PARSED.get(self._key(key), default)

    def clear(self) -> None:
        """Nothing to forget: entries are keyed by the variables they were parsed with."""


def share_parsed_styles(stylesheet: Any) -> None:
    """Let ``stylesheet`` (an app's :class:`textual.css.stylesheet.Stylesheet`) reuse the
    rules any app of this process parsed from the same CSS with the same variables.
    A Textual without the per-stylesheet parse cache this replaces is left as it is."""
    from textual.cache import LRUCache  # noqa: PLC0415 - loaded on first use, not at start-up

    if isinstance(getattr(stylesheet, "_parse_cache", None), LRUCache) and hasattr(stylesheet, "_variables"):
        stylesheet._parse_cache = _SharedParseCache(stylesheet)
