"""``--compounds dictionary|attested|free``: the German compound rule on the command
line (``check``, ``verify``, ``analyze``, ``play``; :mod:`lexitile.core.compound_rule`)."""

from __future__ import annotations

import argparse

from lexitile.core.compound_rule import CompoundRule, compound_rule

__all__ = ["add_compounds_argument"]


def add_compounds_argument(parser: argparse.ArgumentParser, *, default: str, switch: bool = False) -> None:
    """Add ``--compounds dictionary|attested|free`` (the German compound rule,
    :mod:`lexitile.core.compound_rule`) to a sub-command.

    Args:
        parser: the sub-command's parser; the value lands in ``args.compounds`` (a
            :class:`~lexitile.core.compound_rule.CompoundRule`, or ``None`` when not given).
        default: what the help says happens without the option.
        switch: also accept the old ``on`` (``free``) and ``off`` (``dictionary``).
    """
    names = [rule.value for rule in CompoundRule] + (["on", "off"] if switch else [])
    parser.add_argument(
        "--compounds",
        type=_rule_argument,
        choices=[compound_rule(name) for name in names],
        metavar="|".join(rule.value for rule in CompoundRule),
        help="German: which compounds are words: dictionary (the rule text: words the built list has, "
        "with their inflections), attested (house rule: also compounds a large corpus uses), free "
        f"(house rule: any compound hunspell's rules build){'; on = free, off = dictionary' if switch else ''}; "
        f"default: {default}",
    )


def _rule_argument(text: str) -> CompoundRule:
    try:
        return compound_rule(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
