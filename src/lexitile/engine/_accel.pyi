"""Type stub of the compiled move-generator core (``_accel.c``); see :mod:`lexitile.engine.accel`."""

from collections.abc import Callable, Sequence

from lexitile.engine.automaton import Automaton

def generate(
    automaton: Automaton,
    move_type: type,
    squares: Sequence[str | None],
    tiles: dict[str, tuple[int, int]],
    letter_mult: Sequence[int],
    word_mult: Sequence[int],
    rows: int,
    cols: int,
    letters: str,
    vals: Sequence[int],
    tmask: int,
    counts: Sequence[int],
    blanks: int,
    total: int,
    rack_mask: int,
    bingo_bonus: int,
    rack_size: int,
    empty: bool,
    start_row: int,
    start_col: int,
    across_only: bool,
    best_only: bool,
    /,
) -> list[object]: ...
def build_automaton(
    words: list[str],
    alphabet: str,
    forward_share: float,
    progress: Callable[[float], object] | None,
    /,
) -> tuple[bytes, bytes, bytes, bytes, bytes, int, int, int]: ...
