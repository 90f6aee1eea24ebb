"""The argument parser of every ``lexitile`` command line: a usage error is one line.

The README promises that every error is "always one line on standard error", exit
status 2. argparse prints its whole usage block before the error; this parser prints
only ``<prog>: error: <what>`` and where the usage is (``<prog> --help``). Every
sub-command's parser is of this class: :func:`lexitile.cli.build_parser` hands it to
``add_subparsers`` (nested sub-commands, ``league add``, inherit it through
``parser_class=type(parser)``), and :func:`lexitile.commands.subcommand.run_subcommand`
parses with it too.
"""

from __future__ import annotations

import argparse
from typing import NoReturn

__all__ = ["OneLineParser"]


class OneLineParser(argparse.ArgumentParser):
    """An :class:`argparse.ArgumentParser` whose usage errors are one line, exit 2."""

    def error(self, message: str) -> NoReturn:
        """Print ``<prog>: error: <message> (<prog> --help lists the options)`` on
        standard error and exit with status 2 (argparse's status for a usage error).

        Args:
            message: argparse's text (``unrecognized arguments: --bogus``,
                ``argument --entry: invalid int value: 'abc'``).

        Raises:
            SystemExit: always, code 2.
        """
        line = " ".join(message.split())  # argparse's texts have no newline, but keep the promise
        self.exit(2, f"{self.prog}: error: {line} ({self.prog} --help lists the options)\n")
