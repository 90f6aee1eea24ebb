"""``lexitile check WORD... [--lang en|de|pt] [--lexicon NAME|PATH] [--compounds RULE] [--why] [--ui-lang LANG]``: is each word in the lexicon?

Prints one line per word, in its normalised (tile-letter) form, column-aligned::

    QI     valid
    XSCIS  not valid
    X-RAY  not valid (hyphen)

The verdicts are worded in the interface language: ``--ui-lang`` (en, de, pt_BR), else
the environment's (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English
(``QI  gültig``, ``X-RAY  inválida (hífen)``); notes and errors on standard error stay
English.

``--lang`` picks the language's built-in lexicon (``de`` German, ``pt`` Brazilian
Portuguese, ``en`` English; see :mod:`lexitile.languages`); ``--lexicon`` names one
directly and wins over ``--lang``. German words are judged by a compound rule
(``--compounds``, :mod:`lexitile.core.compound_rule`): ``dictionary`` (the default,
as the Mattel rule text says) only the built list; ``attested`` also the attested
compounds, shown as ``valid (attested compound)``; ``free`` asks the hunspell compound
check (:mod:`lexitile.lexicon.compounds`, loaded only then) about a word the list
lacks, shown as ``valid (compound)``.

``--why`` says, for each word, which source or rule decided
(:mod:`lexitile.lexicon.why`): ``HAUS  valid: in the word list lexitile German, ...``,
``EISBAD  valid: a compound of listed words (EIS + BAD) that running text attests
(house rule 'attested')``; with the default rule it never loads the hunspell dictionary.

A ``-`` among the words reads more words from standard input, one per line (blank
lines skipped), for lists too long for a command line: ``lexitile check - < words.txt``.

Exit status: 0 when every word is valid, 1 when any is not, 2 when the lexicon cannot
be loaded (unknown name or language, unreadable file) or the input has a line longer
than 4096 characters (one line on standard error).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from typing import TextIO

from lexitile.commands.compound_option import add_compounds_argument
from lexitile.core.compound_rule import DEFAULT_RULE
from lexitile.core.message import Message
from lexitile.errors import InputFileError, UsageError
from lexitile.i18n import language_from_environment, normalize_language
from lexitile.languages import CODES, resolve
from lexitile.lexicon import Lexicon, load_lexicon, normalise, why_not_word
from lexitile.lexicon.cache import progress_on_terminal
from lexitile.lexicon.compounds import for_rules
from lexitile.lexicon.why import REASON_CODES, explain
from lexitile.text.render import english, render


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``check`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "check",
        help="say whether words are valid in a lexicon",
        description="Say whether each WORD is in the lexicon (case-insensitive; spelled "
        "with the lexicon language's rules, e.g. German ß as SS). Exit status: 0 all "
        "valid, 1 some not valid, 2 the lexicon cannot be loaded.",
    )
    parser.add_argument(
        "words", nargs="+", metavar="WORD", help="words to look up; - reads them from standard input, one per line"
    )
    parser.add_argument(
        "--lang",
        metavar="|".join(CODES),
        help="language: its built-in lexicon (en English, de German, pt Brazilian Portuguese; default: en)",
    )
    parser.add_argument(
        "--lexicon",
        "-l",
        metavar="NAME|PATH",
        help="built-in lexicon (en, de, pt_BR when installed) or a word-list file, "
        "one word per line (default: the --lang language's, else en); wins over --lang",
    )
    parser.add_argument(
        "--ui-lang",
        metavar="LANG",
        help="language of the verdicts: en, de or pt_BR (default: the system locale, else English)",
    )
    add_compounds_argument(parser, default=DEFAULT_RULE.value)
    parser.add_argument(
        "--why",
        action="store_true",
        help="say which source or rule decided each verdict (the word list, a compound of which parts, "
        "the compound rule, the name filter)",
    )
    parser.set_defaults(func=run)


def verdict_message(raw: str, lexicon: Lexicon) -> tuple[str, bool, Message]:
    """Judge one word of the command line.

    Args:
        raw: the word as given.
        lexicon: the word list (its ``language`` decides spelling and alphabet).

    Returns:
        ``(shown form, valid, verdict)``: the normalised word (tile letters), whether
        it is a word, and the verdict as a message: ``check.valid``,
        ``check.valid-compound`` (only the German compound check accepts it, rule
        ``free``), ``check.valid-attested`` (an attested compound, rule ``attested``),
        ``check.not-valid``, or ``check.not-valid-because`` with its ``reason``
        (``check.why-hyphen``, ... for a text that can never be a word).
    """
    reason = why_not_word(raw, lexicon.language)
    shown = normalise(raw.strip(), lexicon.language) or repr(raw)
    if reason is not None:
        return shown, False, Message("check.not-valid-because", {"reason": Message(REASON_CODES[reason])})
    if shown in lexicon:
        static = getattr(lexicon, "in_static_list", None)
        if static is not None and not static(shown):
            attested = getattr(lexicon, "gate", None) is not None
            return shown, True, Message("check.valid-attested" if attested else "check.valid-compound")
        return shown, True, Message("check.valid")
    return shown, False, Message("check.not-valid")


def verdict(raw: str, lexicon: Lexicon) -> tuple[str, bool, str]:
    """Return ``(shown form, valid, verdict text)`` for one word of the command line,
    the verdict in English (see :func:`verdict_message`)."""
    shown, valid, message = verdict_message(raw, lexicon)
    return shown, valid, english(message)


def run(args: argparse.Namespace) -> int:
    """Check ``args.words`` against the chosen lexicon; return the exit status (0, 1 or 2)."""
    progress_on_terminal()  # a first-use index build or the compound load is seen
    spec, _ = resolve(getattr(args, "lang", None), args.lexicon)
    # "lazy": the compound dictionary (German) loads only for a word the list lacks.
    rule = getattr(args, "compounds", None) or DEFAULT_RULE
    lexicon = for_rules(load_lexicon(spec, compounds="lazy"), rule)
    if lexicon.skipped_lines:
        line, text, reason = lexicon.skipped_examples[0]
        print(
            f"lexitile: note: {lexicon.source}: {lexicon.skipped_lines} line(s) skipped "
            f"as never a word (e.g. line {line} {text!r}: {reason})",
            file=sys.stderr,
        )
    words = list(_words(args.words, sys.stdin))
    if not words:
        raise UsageError("no words to check (standard input was empty)")

    ui_lang = getattr(args, "ui_lang", None)
    language = normalize_language(ui_lang) if ui_lang else language_from_environment()
    if getattr(args, "why", False):
        results = [_why(w, lexicon, language) for w in words]
    else:
        results = [
            (shown, valid, render(why, language)) for shown, valid, why in (verdict_message(w, lexicon) for w in words)
        ]
    error = getattr(lexicon, "error", None)
    if error is not None:
        print(
            f"lexitile: note: the German compound check is not available ({error}); only the word list was used",
            file=sys.stderr,
        )
    width = max(len(shown) for shown, _, _ in results)
    for shown, _, text in results:
        print(f"{shown:<{width}}  {text}")
    return 0 if all(valid for _, valid, _ in results) else 1


def _why(raw: str, lexicon: Lexicon, language: str) -> tuple[str, bool, str]:
    """One ``--why`` line: the shown form, whether valid, and the reason in ``language``."""
    valid, reason = explain(raw, lexicon)
    shown = normalise(raw.strip(), lexicon.language) or repr(raw)
    return shown, bool(valid), render(reason, language)


def _words(given: list[str], stdin: TextIO) -> Iterator[str]:
    """The command line's words, with each ``-`` replaced by the lines of ``stdin``.

    Raises:
        InputFileError: a line of standard input longer than :data:`MAX_LINE`.
    """
    from lexitile.lexicon.wordfile import MAX_LINE  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    read = False
    for word in given:
        if word != "-":
            yield word
            continue
        if read:
            continue
        read = True
        for number, line in enumerate(iter(lambda: stdin.readline(MAX_LINE + 1), ""), 1):
            if len(line.rstrip("\n")) > MAX_LINE:
                raise InputFileError(
                    f"a line longer than {MAX_LINE} characters; expected one word per line", "<stdin>", number
                )
            entry = line.strip()
            if entry:
                yield entry
