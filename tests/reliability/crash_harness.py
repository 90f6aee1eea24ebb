"""Crash-safety harness: the real ``lexitile`` app in a pseudo-terminal, killed with
SIGKILL at random moments, then checked and resumed.

Used by ``tests/reliability/test_crash_safety.py`` (a few trials in CI) and by
``benchmarks/bench_crash.py`` (100 trials or more). Nothing here imports Textual.

A *trial* is one process lifetime that ends in ``kill -9``:

1. start ``python -m lexitile play --players Ann,Bo --seed S`` (a new game), or
   ``python -m lexitile resume FILE`` (the game the previous trial killed), in a pty of
   80x24 with a private ``LEXITILE_DATA_DIR`` and a warm ``LEXITILE_CACHE_DIR``;
2. play 0-3 complete turns with key presses: the harness reads the state file, rebuilds
   the game (``SavedGame`` replay), picks a legal play with
   :func:`lexitile.games.crossword.engine.movegen.generate_moves` (or an exchange or a pass) and types
   it: the arrows home the cursor to A1 and walk it to the first new tile, Space turns
   it down, letters place tiles (``?`` then a letter for a blank), Enter plays;
3. do the trial's *scenario* and ``kill -9`` the process group at a random moment:
   mid-typing, while a play / exchange / pass / the new game is being saved (the
   harness polls the games folder and kills as soon as the temporary file of the
   state file or of the GCG exists), at a random time after Enter, while a dialog
   (exchange, pass, rules card, quit) or the hotseat curtain is open, or during
   start-up;
4. read everything the app wrote to the terminal before it died (what a player could
   have seen), then check the files: the state file parses as JSON, loads and replays;
   every move whose completion was on screen (the next "Pass to ..." curtain or "Game
   over") is in it, as typed; the ``.gcg`` beside it is byte for byte the record of the
   state file's game or of the same game one move earlier (the state file is written
   first), and ``verify`` accepts it.

The next trial resumes the game in a new process (``lexitile resume FILE``) and checks
that the curtain names the player the replay says is on turn.
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import random
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

UP, DOWN, RIGHT, LEFT = b"\x1b[A", b"\x1b[B", b"\x1b[C", b"\x1b[D"
ENTER, CTRL_X, CTRL_P, CTRL_Q, F1, ESCAPE = b"\r", b"\x18", b"\x10", b"\x11", b"\x1bOP", b"\x1b"

PLAYERS = ("Ann", "Bo")

#: Scenarios and their weights. ``save-*``: the kill lands while the move is being
#: saved (the temporary file exists); ``after-enter``: at a random time between Enter
#: and the next screen; ``dialog-*`` / ``curtain``: while that is open; ``typing``:
#: between two key presses of a move (possibly inside an escape sequence);
#: ``startup``: at a random time while the process starts; ``save-start``: while a new
#: game's first state file is written.
SCENARIOS: dict[str, int] = {
    "save-play": 18,
    "save-play-gcg": 10,
    "after-enter": 14,
    "save-exchange": 5,
    "save-pass": 5,
    "typing": 12,
    "dialog-exchange": 5,
    "dialog-pass": 5,
    "dialog-help": 4,
    "dialog-quit": 4,
    "curtain": 6,
    "startup": 6,
    "save-start": 6,
}


class HarnessError(Exception):
    """The harness could not drive the app (not a finding about the app by itself:
    the message says what was expected and shows the end of the screen output)."""


# --------------------------------------------------------------------------- terminal
class Terminal:
    """A command running in a pty of ``cols`` x ``rows``; everything it writes is kept
    in :attr:`out` (what a terminal would have shown)."""

    def __init__(self, argv: list[str], env: dict[str, str], cols: int = 80, rows: int = 24, cwd: Path = REPO):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            argv, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=cwd, start_new_session=True, close_fds=True
        )
        os.close(slave)
        self.out = b""
        self.closed = False

    def pump(self, timeout: float = 0.0) -> bool:
        """Read what is available (waiting up to ``timeout``); False at end of output."""
        if self.closed:
            return False
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(self.master, 65536)
        except OSError:  # EIO: the other side is closed
            return False
        if not data:
            return False
        self.out += data
        return True

    def write(self, data: bytes) -> None:
        os.write(self.master, data)

    def find(self, markers: tuple[bytes, ...], start: int) -> bytes | None:
        """The first of ``markers`` in the output from ``start`` on, or ``None``."""
        hits = [(self.out.find(m, start), m) for m in markers]
        hits = [(i, m) for i, m in hits if i >= 0]
        return min(hits)[1] if hits else None

    def wait_for(self, markers: bytes | tuple[bytes, ...], start: int = 0, timeout: float = 30.0) -> bytes:
        """Read until one of ``markers`` appears after offset ``start``; return it."""
        if isinstance(markers, bytes):
            markers = (markers,)
        deadline = time.perf_counter() + timeout
        while True:
            hit = self.find(markers, start)
            if hit is not None:
                return hit
            left = deadline - time.perf_counter()
            if left <= 0 or (self.proc.poll() is not None and not self.pump(0.05)):
                tail = screen_text(self.out[-1500:])
                raise HarnessError(f"{[m.decode(errors='replace') for m in markers]} not seen; end of output: {tail!r}")
            self.pump(min(left, 0.05))

    def quiet(self, seconds: float = 0.05, limit: float = 3.0) -> None:
        """Read until the output has been quiet for ``seconds``."""
        end = time.perf_counter() + limit
        while time.perf_counter() < end:
            before = len(self.out)
            if not self.pump(seconds) or len(self.out) == before:
                return

    def kill9(self) -> None:
        """SIGKILL the process group, then read every byte it wrote before dying."""
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait()
        while self.pump(0.2):
            pass
        self.close()

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait()
        if not self.closed:
            os.close(self.master)
            self.closed = True


def screen_text(data: bytes) -> str:
    """Terminal output without escape sequences (for messages)."""
    import re

    text = data.decode("utf-8", errors="replace")
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b[=>]|\x1bP.*?\x1b\\", " ", text)
    return re.sub(r"\s+", " ", text)


# --------------------------------------------------------------------------- planning
@dataclass
class Turn:
    """A turn the harness makes: its keys and what the state file must then record."""

    kind: str  # play, exchange, pass
    seat: int
    keys: list[bytes]  # key presses, in order (Enter / confirmation not included)
    confirm: bytes  # the key that makes the move
    tiles: tuple[tuple[int, int, str], ...] = ()
    exchanged: str = ""
    notation: str = ""

    def matches(self, move) -> bool:
        """True when a :class:`~lexitile.savegame.SavedTurn` is this turn."""
        if move.kind != self.kind or move.seat != self.seat:
            return False
        if self.kind == "play":
            return sorted(move.placement.tiles) == sorted(self.tiles)
        if self.kind == "exchange":
            return Counter(move.move.tiles) == Counter(self.exchanged)
        return True


class Planner:
    """Chooses legal turns for the game in a state file (lexicon ``en``)."""

    def __init__(self, rng: random.Random, cache_dir: Path | None = None):
        from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
        from lexitile.lexicon import load_lexicon

        self.rng = rng
        self.lexicon = load_lexicon("en", cache_dir=cache_dir)
        self.automaton = automaton_for_lexicon(self.lexicon, cache_dir)

    def game(self, state: Path):
        from lexitile.savegame import load_saved

        saved = load_saved(state)
        return saved, saved.replay(self.lexicon)

    def plan(self, state: Path, kind: str | None = None) -> Turn | None:
        """A turn for the player on turn (``kind`` forces play / exchange / pass);
        ``None`` when the game is over."""
        from lexitile.errors import IllegalMoveError
        from lexitile.games.crossword.engine.movegen import generate_moves

        saved, game = self.game(state)
        if game.is_over or saved.finished:
            return None
        seat, rack, rules = game.turn, list(game.rack), game.rules
        last_scoreless = bool(game.history) and game.history[-1].kind.value in ("pass", "exchange")
        if kind is None:
            roll = self.rng.random()
            kind = "play"
            if not last_scoreless and roll < 0.08 and game.can_exchange():
                kind = "exchange"
            elif not last_scoreless and roll < 0.12:
                kind = "pass"
        if kind == "exchange" and not game.can_exchange():
            kind = "pass"
        if kind == "play":
            moves = generate_moves(game.board, rack, rules.tileset, self.automaton, rules.bingo_bonus, rules.rack_size)
            moves.sort(key=lambda m: -m.score)
            candidates = moves[:8]
            self.rng.shuffle(candidates)
            for m in candidates:
                try:
                    game.check_play(m.placement)
                except IllegalMoveError:
                    continue
                return Turn("play", seat, play_keys(m.tiles, m.down), ENTER, tiles=m.tiles, notation=m.notation)
            kind = "exchange" if game.can_exchange() else "pass"
        if kind == "exchange":
            n = self.rng.randint(1, len(rack))
            chosen = self.rng.sample(rack, n)
            keys = [CTRL_X] + [t.lower().encode() if t != "?" else b"?" for t in chosen]
            return Turn("exchange", seat, keys, ENTER, exchanged="".join(chosen), notation="-" + "".join(chosen))
        return Turn("pass", seat, [CTRL_P], b"y", notation="-")


def play_keys(tiles: tuple[tuple[int, int, str], ...], down: bool) -> list[bytes]:
    """Keys that place ``tiles`` (in word order) from wherever the cursor is: 14 Up and
    14 Left reach A1 (the cursor stops at the edge), then Down/Right to the first new
    tile, Space for a play down, then one letter per tile (``?`` first for a blank)."""
    r, c, _ = tiles[0]
    keys = [UP] * 14 + [LEFT] * 14 + [DOWN] * r + [RIGHT] * c
    if down:
        keys.append(b" ")
    for _, _, t in tiles:
        keys.extend([b"?", t.lower().encode()] if t.islower() else [t.lower().encode()])
    return keys


# --------------------------------------------------------------------------- checking
@dataclass
class Check:
    """What a check of one game's files after a kill found."""

    moves_in_state: int = 0
    visible: int = 0
    saved_not_shown: bool = False
    gcg: str = ""  # "same", "previous", "N behind", "absent-at-start"
    gcg_behind: int = 0  # moves the GCG lacks that the state file has
    prefix_ok: bool = False  # the state file's moves start with the moves shown
    temp_files: list[str] = field(default_factory=list)  # left by this trial's kill
    problems: list[str] = field(default_factory=list)


def gcg_for(saved, moves) -> str:
    """The GCG text the app writes for ``saved`` with only ``moves`` played."""
    from dataclasses import replace

    from lexitile.savegame import gcg_text

    partial = replace(saved, moves=list(moves))
    return gcg_text(partial.replay(), partial)


def check_files(state: Path, expected: list[Turn], old_temps: set[str] = frozenset()) -> Check:
    """Check a game's state file and GCG after a kill.

    Args:
        state: the state file.
        expected: every turn of the game whose completion was on screen (in order).
        old_temps: temporary files left by earlier kills (not counted again).
    """
    from lexitile.commands.verify import verify_path
    from lexitile.savegame import SavedGame

    result = Check(visible=len(expected))
    folder = state.parent
    result.temp_files = sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp") and p.name not in old_temps)
    try:
        raw = state.read_bytes()
    except OSError as exc:
        result.problems.append(f"state file unreadable: {exc}")
        return result
    try:
        json.loads(raw)
    except ValueError as exc:
        result.problems.append(f"state file is not JSON ({len(raw)} bytes): {exc}")
        return result
    try:
        saved = SavedGame.from_json(raw.decode("utf-8"), state)
        saved.replay()
    except Exception as exc:  # noqa: BLE001 - any failure is a finding
        result.problems.append(f"state file does not load or replay: {type(exc).__name__}: {exc}")
        return result
    moves = saved.moves
    result.moves_in_state = len(moves)
    if len(moves) < len(expected):
        result.problems.append(f"LOST MOVES: {len(expected)} completed on screen, {len(moves)} in the state file")
    for i, turn in enumerate(expected[: len(moves)]):
        if not turn.matches(moves[i]):
            result.problems.append(
                f"move {i + 1} is {moves[i].notation!r} in the file but {turn.notation!r} was played"
            )
    result.prefix_ok = len(moves) >= len(expected) and all(t.matches(m) for t, m in zip(expected, moves))
    if len(moves) > len(expected) + 1:
        result.problems.append(f"{len(moves) - len(expected)} moves in the file beyond the {len(expected)} on screen")
    result.saved_not_shown = len(moves) == len(expected) + 1
    # the GCG: the state file's game, or the same game some moves earlier (the state
    # file is written first; a kill between the two writes leaves the GCG behind)
    gcg = state.with_suffix(".gcg")
    if not gcg.exists():
        # a kill between the first state file and the first GCG; stays so until a save
        # completes (resuming does not write the GCG; see the report)
        result.gcg = "absent-at-start" if not moves else "absent"
        result.gcg_behind = len(moves)
        return result
    text = gcg.read_bytes().decode("utf-8", errors="replace")
    for k in range(len(moves), -1, -1):
        if text == gcg_for(saved, moves[:k]):
            result.gcg_behind = len(moves) - k
            result.gcg = (
                "same" if k == len(moves) else "previous" if k == len(moves) - 1 else f"{len(moves) - k} behind"
            )
            break
    else:
        result.problems.append(f"GCG ({len(text)} chars) is not the record of the game after any number of its moves")
    verdict = verify_path(gcg)
    if verdict.status != "ok":
        result.problems.append(f"verify refuses the GCG: {verdict.text()}")
    return result


# --------------------------------------------------------------------------- trials
@dataclass
class TrialResult:
    number: int
    scenario: str
    started: str  # "new" or "resume"
    moves_played: int = 0
    outcome: str = ""  # where the kill landed, from the files' evidence
    check: Check | None = None
    error: str | None = None  # a harness failure (the app did not behave as expected)
    seconds: float = 0.0

    @property
    def lost(self) -> bool:
        return self.check is not None and any(p.startswith("LOST") for p in self.check.problems)

    @property
    def problems(self) -> list[str]:
        return ([self.error] if self.error else []) + (self.check.problems if self.check else [])


@dataclass
class GameTrack:
    state: Path
    expected: list[Turn]
    finished: bool = False
    gcg_behind: int = 0  # at the last check


class CrashHarness:
    """Runs trials one after another in ``workdir`` (data folder ``workdir/data``)."""

    def __init__(self, workdir: Path, cache_dir: Path, seed: int = 1, python: str = sys.executable, log=None):
        self.workdir = Path(workdir)
        self.data = self.workdir / "data"
        self.games = self.data / "games"
        self.rng = random.Random(seed)
        self.seed = seed
        self.python = python
        self.log = log or (lambda text: None)
        self.env = dict(
            os.environ,
            LEXITILE_DATA_DIR=str(self.data),
            LEXITILE_CACHE_DIR=str(cache_dir),
            PYTHONPATH=str(REPO / "src") + os.pathsep + os.environ.get("PYTHONPATH", ""),
            TERM="xterm-256color",
            HOME=str(self.workdir),
        )
        self.env.pop("NO_COLOR", None)
        self.planner = Planner(self.rng, cache_dir)
        self.track: GameTrack | None = None
        self.latencies: list[float] = []  # Enter -> next screen, seconds
        self.startups: list[float] = []
        self.resumes = 0

    # ----------------------------------------------------------------- helpers
    def _spawn(self, resume: bool, game_seed: int) -> Terminal:
        if resume:
            assert self.track is not None
            argv = [self.python, "-m", "lexitile", "resume", str(self.track.state)]
        else:
            argv = [self.python, "-m", "lexitile", "play", "--players", ",".join(PLAYERS), "--seed", str(game_seed)]
        return Terminal(argv, self.env)

    def _temps(self) -> set[str]:
        return {p.name for p in self.games.iterdir() if p.name.endswith(".tmp")} if self.games.is_dir() else set()

    def _states(self) -> set[Path]:
        return set(self.games.glob("*.json")) if self.games.is_dir() else set()

    def _kill_when_temp(self, term: Terminal, suffix: str, timeout: float = 3.0) -> bool:
        """Poll the games folder; SIGKILL as soon as a temporary file ``*{suffix}.*.tmp``
        exists (after a random 0-2 ms more). Returns whether one was seen in time (the
        process is killed either way)."""
        deadline = time.perf_counter() + timeout
        seen = False
        old = self._temps()
        while time.perf_counter() < deadline:
            try:
                names = os.listdir(self.games)
            except OSError:
                names = []
            if any(n.endswith(".tmp") and suffix + "." in n and n not in old for n in names):
                seen = True
                spin = time.perf_counter() + self.rng.uniform(0, 0.002)
                while time.perf_counter() < spin:
                    pass
                break
            term.pump(0)
        term.kill9()
        return seen

    def _lift_curtain(self, term: Terminal) -> None:
        start = len(term.out)
        term.write(ENTER)
        term.wait_for(b"Type letters", start, timeout=10)

    def _make_turn(self, term: Terminal, turn: Turn) -> float:
        """Type a complete turn and wait until its completion is on screen; return the
        seconds from the confirming key to that screen."""
        self._type_turn(term, turn)
        start = len(term.out)
        sent = time.perf_counter()
        term.write(turn.confirm)
        term.wait_for(done_markers(), start, timeout=15)
        took = time.perf_counter() - sent
        self.latencies.append(took)
        return took

    def _type_turn(self, term: Terminal, turn: Turn) -> None:
        """Type a turn up to (not including) its confirming key."""
        start = len(term.out)
        term.write(b"".join(turn.keys))
        if turn.kind == "play":
            self._wait_keys_done(term, turn, start)
        else:
            term.wait_for(b"Exchange tiles" if turn.kind == "exchange" else b"pass this turn?", start, timeout=10)
            term.quiet(0.05)

    def _wait_keys_done(self, term: Terminal, turn: Turn, start: int) -> None:
        """Wait until the preview judges the play legal (``(Enter to play)`` shown after
        the keys were sent, and after any ``✗``, once the output has gone quiet)."""
        deadline = time.perf_counter() + 10
        while time.perf_counter() < deadline:
            term.quiet(0.08)
            seg = term.out[start:]
            if b"(Enter to play)" in seg and seg.rfind(b"(Enter to play)") > seg.rfind("\u2717".encode()):
                return
        raise HarnessError(
            f"the play {turn.notation} was not accepted by the preview: {screen_text(term.out[-1500:])!r}"
        )

    # ----------------------------------------------------------------- a trial
    def trial(self, number: int, scenario: str | None = None) -> TrialResult:
        scenario = scenario or self.rng.choices(list(SCENARIOS), weights=list(SCENARIOS.values()))[0]
        can_resume = self.track is not None and not self.track.finished and self.track.state.exists()
        resume = can_resume and scenario != "save-start" and self.rng.random() < 0.8
        game_seed = self.seed * 1000 + number
        result = TrialResult(number, scenario, "resume" if resume else "new")
        began = time.perf_counter()
        if not resume:
            self.track = None
        before = self._states()
        old_temps = self._temps()
        term = self._spawn(resume, game_seed)
        try:
            result.outcome = self._run(term, result, resume, before)
        except HarnessError as exc:
            result.error = f"harness: {exc}"
            term.kill9()
        finally:
            term.close()
        # find the game's state file (a new game's appears during start-up)
        if self.track is None:
            new = sorted(self._states() - before)
            if new:
                self.track = GameTrack(new[-1], [])
        if self.track is not None and self.track.state.exists():
            result.check = check_files(self.track.state, self.track.expected, old_temps)
            # moves saved but never shown become part of the game the next trial resumes
            if result.check.saved_not_shown and result.check.prefix_ok:
                saved, _ = self.planner.game(self.track.state)
                last = saved.moves[-1]
                self.track.expected.append(
                    Turn(
                        last.kind,
                        last.seat,
                        [],
                        b"",
                        last.placement.tiles if last.kind == "play" else (),
                        last.move.tiles if last.move is not None else "",
                        last.notation,
                    )
                )
            if self._is_finished(self.track.state):
                self.track.finished = True
            result.outcome = classify(result, self.track)
            self.track.gcg_behind = result.check.gcg_behind
        elif self.track is None:
            temps = sorted(self._temps() - old_temps)
            result.check = Check(temp_files=temps)
            result.outcome = "no-game-yet" + ("+temp-state" if temps else "")
        result.seconds = time.perf_counter() - began
        self.log(summary_line(result))
        return result

    def _is_finished(self, state: Path) -> bool:
        try:
            return bool(json.loads(state.read_text(encoding="utf-8")).get("finished"))
        except (OSError, ValueError):
            return False

    def _run(self, term: Terminal, result: TrialResult, resume: bool, before: set[Path]) -> str:
        scenario = result.scenario
        if scenario == "startup":
            time.sleep(
                self.rng.uniform(0, (sorted(self.startups)[len(self.startups) // 2] if self.startups else 1.0) * 1.2)
            )
            term.kill9()
            return "startup"
        if scenario == "save-start":
            self._kill_when_temp(term, ".json" if self.rng.random() < 0.6 else ".gcg")
            return "save-start"
        term.wait_for(b"Pass to ", 0, timeout=30)
        self.startups.append(time.perf_counter() - term.started)
        if resume:
            self.resumes += 1
            assert self.track is not None
            _, game = self.planner.game(self.track.state)
            who = PLAYERS[game.turn].encode()
            if term.find((b"Pass to " + who,), 0) is None:
                term.quiet(0.2)
                if term.find((b"Pass to " + who,), 0) is None:
                    raise HarnessError(f"resumed game does not show 'Pass to {who.decode()}'")
        if self.track is None:
            new = sorted(self._states() - before)
            if not new:
                raise HarnessError("no state file after the new game started")
            self.track = GameTrack(new[-1], [])
        track = self.track
        term.quiet(0.05)
        # complete turns first
        for _ in range(self.rng.randint(0, 3)):
            turn = self.planner.plan(track.state)
            if turn is None:
                break
            self._lift_curtain(term)
            self._make_turn(term, turn)
            track.expected.append(turn)
            result.moves_played += 1
            if self._is_finished(track.state):
                break
        turn = None
        if scenario in ("save-play", "save-play-gcg", "after-enter", "typing"):
            turn = self.planner.plan(track.state, "play")
        elif scenario == "save-exchange":
            turn = self.planner.plan(track.state, "exchange")
        elif scenario == "save-pass":
            turn = self.planner.plan(track.state, "pass")
        elif scenario != "curtain":
            turn = self.planner.plan(track.state, "pass")  # only to know the game goes on
        if turn is None and scenario != "curtain":
            # the game is over: kill it on the game-over screen
            term.quiet(0.1)
            term.kill9()
            return "game-over-screen"
        if scenario == "curtain":
            term.quiet(0.05)
            time.sleep(self.rng.uniform(0, 0.3))
            term.kill9()
            return "curtain"
        self._lift_curtain(term)
        term.quiet(0.05)
        if scenario == "typing":
            keys = b"".join(turn.keys)
            cut = self.rng.randint(1, len(keys))
            term.write(keys[:cut])
            time.sleep(self.rng.uniform(0, 0.05))
            term.kill9()
            return "typing"
        if scenario.startswith("dialog-"):
            which = scenario.removeprefix("dialog-")
            keys, marker = {
                "exchange": (CTRL_X, b"Exchange tiles"),
                "pass": (CTRL_P, b"pass this turn?"),
                "help": (F1, b"Rule switches"),
                "quit": (CTRL_Q, b"Quit? The game is saved"),
            }[which]
            if which == "exchange" and not self.planner.game(track.state)[1].can_exchange():
                keys, marker = CTRL_P, b"pass this turn?"
            start = len(term.out)
            term.write(keys)
            term.wait_for(marker, start, timeout=10)
            if which == "exchange":
                term.write(self.rng.choice([b"a", b"e", b"?", b"1", b"12"]))
            time.sleep(self.rng.uniform(0, 0.3))
            term.kill9()
            return scenario
        # the turn is made: everything up to the confirming key, then the kill
        assert turn is not None
        self._type_turn(term, turn)
        start = len(term.out)
        term.write(turn.confirm)
        if scenario == "after-enter":
            typical = sorted(self.latencies)[len(self.latencies) // 2] if self.latencies else 0.05
            time.sleep(self.rng.uniform(0, typical * 1.5))
            term.kill9()
        else:
            self._kill_when_temp(term, ".gcg" if scenario == "save-play-gcg" else ".json")
        if term.find(done_markers(), start) is not None:
            track.expected.append(turn)  # its completion was on screen: it must be saved
            return "shown"
        return "not-shown"


def done_markers() -> tuple[bytes, ...]:
    """What the screen shows once a turn is complete: the next player's curtain, or the
    game-over screen."""
    return tuple(b"Pass to " + p.encode() for p in PLAYERS) + (b"Game over",)


def classify(result: TrialResult, track: GameTrack) -> str:
    """Where the kill landed, from the files' evidence (for a turn being made)."""
    check = result.check
    assert check is not None
    base = result.outcome
    temps = check.temp_files
    state_tmp = any(".json." in t for t in temps)
    gcg_tmp = any(".gcg." in t for t in temps)
    if base in ("shown", "not-shown"):
        if state_tmp:
            return "killed writing the state file"
        if gcg_tmp:
            return "killed writing the GCG"
        before = 0 if result.moves_played else track.gcg_behind  # a completed turn rewrote the GCG
        if check.gcg_behind > before:
            return "killed between state file and GCG"
        if base == "shown":
            return "killed after the move was on screen"
        if check.saved_not_shown:
            return "killed after saving, before the screen"
        return "killed before the save began"
    if base in ("startup", "save-start"):
        if state_tmp:
            return "start-up: killed writing the first state file"
        if gcg_tmp or check.gcg.startswith("absent"):
            return "start-up: killed writing the first GCG"
        return "start-up"
    return base


def summary_line(r: TrialResult) -> str:
    c = r.check
    state = f"state {c.moves_in_state} moves, {c.visible} on screen, gcg {c.gcg or '-'}" if c else "no check"
    extra = f"; PROBLEMS: {r.problems}" if r.problems else ""
    return f"trial {r.number:3d} {r.scenario:<15} {r.started:<6} +{r.moves_played} turns  {r.outcome:<42} {state}  {r.seconds:5.1f}s{extra}"


def warm_cache(cache_dir: Path) -> None:
    """Build the English lexicon's trie and automaton into ``cache_dir`` (a child
    process, so the caller's environment is untouched)."""
    env = dict(os.environ, LEXITILE_CACHE_DIR=str(cache_dir))
    env["PYTHONPATH"] = str(REPO / "src") + os.pathsep + os.environ.get("PYTHONPATH", "")
    code = (
        "from lexitile.lexicon import load_lexicon\n"
        "from lexitile.games.crossword.engine.automaton import automaton_for_lexicon\n"
        "automaton_for_lexicon(load_lexicon('en'))\n"
    )
    subprocess.run([sys.executable, "-c", code], env=env, check=True)
