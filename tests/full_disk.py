"""A disk that fills on demand, for the tests of failed saves: every save goes through
``lexitile.textfiles``' ``os.replace``, which this stands in for."""

from __future__ import annotations

import errno
import os


class Disk:
    """``os.replace`` failing with ENOSPC while :attr:`full`."""

    def __init__(self) -> None:
        self.full = False
        self.real = os.replace

    def __call__(self, src: str, dst: str) -> None:
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        self.real(src, dst)
