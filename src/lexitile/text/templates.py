"""How one message code is worded: an English template (the catalog's msgid), and for
counted messages its plural form and the field that holds the count."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Template:
    """The wording of one message code.

    Args:
        text: the English template with ``{field}`` places, marked for the catalog
            with ``N_`` where it is written.
        plural: the English plural form, for a message that counts something.
        count: the field holding the count (an int) when ``plural`` is given.
        names: fields whose value is itself a name the catalog translates (a tile
            name), field -> catalog context.
        joins: how the items of a field holding several are joined, field -> an
            English template for two items (``"{first} or {second}"``), applied from
            the left (default: ``", "`` between items).
    """

    text: str
    plural: str | None = None
    count: str = "n"
    names: Mapping[str, str] = field(default_factory=dict)
    joins: Mapping[str, str] = field(default_factory=dict)


def plural(singular: str, plural_form: str, count: str = "n", *, joins: Mapping[str, str] | None = None) -> Template:
    """A counted message's template: its singular and plural English forms (literal
    strings: the catalog tool collects them as one plural message) and the count's field."""
    return Template(singular, plural_form, count, joins=joins or {})
