"""A GCG file has a size limit: a huge line (a ``#note`` of 60 MB) is refused with the
file, the line where the limit is reached and the limit, before the rest is read, by
every command that reads GCG; the program stays small while refusing it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/status").is_file(), reason="peak memory is read from /proc")

from lexitile.games.crossword.records.gcg import MAX_GCG_BYTES, GcgError, gcg_bytes, read_gcg

GAME = Path(__file__).resolve().parents[3] / "data" / "replay" / "selfplay-7.gcg"

#: Runs the command line in a fresh process and reports its peak resident memory
#: (``VmHWM``: this program's own; ``ru_maxrss`` would count the parent's peak too,
#: which a ``vfork``-ed child inherits across ``exec``).
MEASURED = (
    "import sys\n"
    "from lexitile.cli import main\n"
    "rc = main(sys.argv[1:])\n"
    "hwm = next(l for l in open('/proc/self/status') if l.startswith('VmHWM:'))\n"
    "print(f'PEAK_KB {hwm.split()[1]}', file=sys.stderr)\n"
    "sys.exit(rc)\n"
)


@pytest.fixture(scope="module")
def huge(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real record with a 60 MB ``#note`` line after its first event (line 7)."""
    text = GAME.read_bytes()
    cut = text.index(b"\n", text.index(b"\n>") + 1) + 1  # after the first event's line
    path = tmp_path_factory.mktemp("huge") / "huge-note.gcg"
    chunk = b"x" * (1024 * 1024)
    with path.open("wb") as f:  # a megabyte at a time
        f.write(text[:cut] + b"#note ")
        for _ in range(60):
            f.write(chunk)
        f.write(b"\n" + text[cut:])
    return path


@pytest.mark.parametrize(
    ("argv", "status"),
    [(["verify"], 1), (["export"], 2), (["analyze"], 2), (["moves", "--turn", "1"], 2)],
    ids=["verify", "export", "analyze", "moves"],
)
def test_a_60_mb_line_is_refused_by_every_command_in_little_memory(huge: Path, argv: list[str], status: int) -> None:
    lines = GAME.read_bytes().split(b"\n")
    line = next(i for i, text in enumerate(lines) if text.startswith(b">")) + 2  # the note's, 1-based
    done = subprocess.run(
        [sys.executable, "-c", MEASURED, argv[0], str(huge), *argv[1:]],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == status, done.stderr[-500:]
    said = (done.stdout + done.stderr).splitlines()
    refusal = [s for s in said if "TOO_LARGE" in s]
    assert len(refusal) == 1, said
    assert f"{huge}:{line}:" in refusal[0] and f"{MAX_GCG_BYTES // 2**20} MiB" in refusal[0]
    assert len(refusal[0]) < 300  # the line itself is not quoted
    peak_kb = int(next(s for s in said if s.startswith("PEAK_KB")).split()[1])
    assert peak_kb < 200 * 1024, f"{peak_kb / 1024:.0f} MB"


def test_the_limit_is_the_files_size_and_names_the_line_reached(tmp_path: Path) -> None:
    text = GAME.read_bytes()
    path = tmp_path / "g.gcg"
    path.write_bytes(text)
    assert gcg_bytes(path, limit=len(text)) == text  # exactly at the limit: read
    assert read_gcg(path).events
    limit = text.index(b"\n>") + 3  # two bytes into the first event's line
    with pytest.raises(GcgError) as caught:
        gcg_bytes(path, limit=limit)
    assert caught.value.code == "TOO_LARGE"
    assert caught.value.line == text[:limit].count(b"\n") + 1 and caught.value.path == str(path)
