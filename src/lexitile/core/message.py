"""A message as data: a stable code and the fields a sentence is made from.

An engine that refuses a move or notes an event says *what* happened as a
:class:`Message` -- ``Message("rules.occupied", {"square": "8H"})`` -- and the text
layer (:func:`lexitile.text.render.render`) words it once per language: on screens in
the interface language, on standard error and in GCG notes in English. Nothing reads
the fields back out of a sentence: whoever needs a square, a word or a number takes it
from :attr:`Message.fields`.

Codes are ``"<area>.<reason>"`` in lower case with dashes (``"rules.not-a-word"``,
``"quiddler.stock-empty"``); an area's codes are listed beside its engine (for the
board game, :class:`lexitile.errors.Reason`). A code, once published, keeps its
meaning and its field names.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Union, cast

#: A field's value: text (a square, a word, a name), a number, several texts (words,
#: squares, tiles), or messages of their own (the parts of a longer sentence), shown
#: joined by the text layer.
FieldValue = Union[str, int, tuple[str, ...], "Message", tuple["Message", ...]]


def _frozen(fields: Mapping[str, FieldValue]) -> Mapping[str, FieldValue]:
    out: dict[str, FieldValue] = {}
    for key, value in fields.items():
        if isinstance(value, bool) or not isinstance(value, (str, int, tuple, list, Message)):
            raise TypeError(f"message field {key!r}: a str, int, Message or tuple of them, not {type(value).__name__}")
        if isinstance(value, (tuple, list)):
            items = tuple(value)
            if not (all(isinstance(v, str) for v in items) or all(isinstance(v, Message) for v in items)):
                raise TypeError(f"message field {key!r}: every item must be a str, or every item a Message")
            value = cast(FieldValue, items)
        out[key] = value
    return MappingProxyType(out)


@dataclass(frozen=True)
class Message:
    """What happened, as data (see the module docstring).

    Args:
        code: the stable code, ``"<area>.<reason>"``.
        fields: name -> value (str, int, a Message, or a tuple of str or of
            Messages); copied and frozen.

    Raises:
        TypeError: a field value of another type (a float, a bool, a list of numbers).

    Messages are equal when code and fields are, and hashable (usable as dict keys
    and in sets).

    >>> m = Message("rules.occupied", {"square": "8H"})
    >>> m.code, m["square"]
    ('rules.occupied', '8H')
    >>> m == Message("rules.occupied", {"square": "8H"})
    True
    """

    code: str
    fields: Mapping[str, FieldValue] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.code or self.code != self.code.strip():
            raise ValueError(f"a message code must be non-empty text without spaces around it: {self.code!r}")
        object.__setattr__(self, "fields", _frozen(self.fields))

    def __getitem__(self, name: str) -> FieldValue:
        return self.fields[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self.fields)

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted(self.fields.items()))))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Message):
            return NotImplemented
        return self.code == other.code and dict(self.fields) == dict(other.fields)

    def __repr__(self) -> str:
        return f"Message({self.code!r}, {dict(self.fields)!r})"
