"""``python -m lexitile``: the same as the ``lexitile`` command."""

from lexitile.cli import main

raise SystemExit(main())
