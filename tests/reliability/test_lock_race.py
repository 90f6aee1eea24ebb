"""Taking a stale lock over is atomic: of the programs racing to take over the lock
of a game whose owner was killed, exactly one owns the game.

Racers are real processes; each takeover is made by a forked child that takes the
lock, marks itself the owner, and dies holding it (``os._exit``: no clean-up), so the
next takeover always starts from a stale lock, as after a ``kill -9``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from lexitile.storage.locks import lock_path

RACER = r"""
import os, sys, time
from pathlib import Path
from lexitile.storage.locks import GameLock, GameLockedError

state, work, target = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
owner, takeovers, doubles = work / "owner", work / "takeovers", work / "doubles"

def tally(path):
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.write(fd, b"x")
    os.close(fd)

def count(path):
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return 0

print("ready", flush=True)
sys.stdin.readline()  # every racer starts at once
while count(takeovers) < target:
    child = os.fork()
    if child == 0:
        try:
            GameLock(state).acquire()
        except GameLockedError:
            os._exit(1)
        try:
            mark = os.open(owner, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            tally(doubles)  # another process owns the game right now
            os._exit(0)
        tally(takeovers)
        time.sleep(0.002)  # owning the game for a moment
        os.close(mark)
        os.unlink(owner)
        os._exit(0)  # killed holding the lock: it is stale now
    os.waitpid(child, 0)
"""


def test_a_thousand_racing_takeovers_leave_one_owner_each(tmp_path: Path) -> None:
    state = tmp_path / "games" / "g.json"
    state.parent.mkdir()
    work = tmp_path / "work"
    work.mkdir()
    racers = [
        subprocess.Popen(
            [sys.executable, "-c", RACER, str(state), str(work), "1000"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    for racer in racers:
        assert racer.stdout is not None and racer.stdout.readline().strip() == "ready"
    for racer in racers:
        assert racer.stdin is not None
        racer.stdin.write("go\n")
        racer.stdin.close()
    for racer in racers:
        assert racer.wait(timeout=600) == 0
    doubles = work / "doubles"
    takeovers = (work / "takeovers").stat().st_size
    assert not doubles.exists(), f"{doubles.stat().st_size} double owners in {takeovers} takeovers"
    assert takeovers >= 1000
    # the last owner was killed: its lock is stale, and a fresh program takes it over
    assert lock_path(state).exists()
    check = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path; from lexitile.storage.locks import GameLock;"
            " print(GameLock(Path(sys.argv[1])).acquire().held)",
            str(state),
        ],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert check.stdout.strip() == "True", check.stderr
