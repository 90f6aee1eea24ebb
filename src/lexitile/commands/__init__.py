"""Sub-commands of the ``lexitile`` command line.

Each module here exposes ``register(subparsers)`` which adds its parser and sets
``func`` to a ``run(args) -> int`` returning the exit status: 0 success, 1 a negative
verdict (a word not valid, a score mismatch), 2 a usage error or unreadable input.
"""
