#!/usr/bin/env python3
"""Copy Debian's ``de_DE_frami`` hunspell files into ``data/hunspell`` (xz-compressed).

Maintainer script; see ``data/hunspell/README.md``::

    apt-get download hunspell-de-de-frami && dpkg-deb -x hunspell-de-de-frami_*.deb root
    python3 tools/update_hunspell.py --root root

Writes ``data/hunspell/de_DE_frami.{aff,dic}.xz`` (``xz -9e``, contents unchanged) and
prints the SHA-256 of the uncompressed files and the version line of the ``.dic``
for the README. The licence file is not touched: check the package's
``/usr/share/doc/hunspell-de-de-frami/copyright`` for changes by hand.
"""

from __future__ import annotations

import argparse
import hashlib
import lzma
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NAME = "de_DE_frami"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, required=True, help="folder the .deb was extracted into")
    parser.add_argument("--out", type=Path, default=REPO / "data" / "hunspell", help="target folder")
    args = parser.parse_args()
    source = args.root / "usr" / "share" / "hunspell"
    args.out.mkdir(parents=True, exist_ok=True)
    for ext in ("aff", "dic"):
        data = (source / f"{NAME}.{ext}").read_bytes()
        target = args.out / f"{NAME}.{ext}.xz"
        target.write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))
        print(
            f"{target.name}: {len(data):,} bytes -> {target.stat().st_size:,}; sha256 {hashlib.sha256(data).hexdigest()}"
        )
    head = (source / f"{NAME}.dic").read_bytes()[:400].decode("latin-1")
    version = next((line.strip("#\t ") for line in head.splitlines() if "Version" in line), "?")
    print(f"dictionary {version}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
