"""The game screen stays small: it renders the table's state and sends intents; the
turn flow is :class:`lexitile.play.board_table.BoardTable`'s. Methods are counted over
the screen class and its lexitile bases (functions, properties, static and class
methods defined in each class body), as ``python tools/class_size.py`` prints them."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from class_size import methods_with_bases
from lexitile.play.board_table import BoardTable
from lexitile.tui.screens.game import GameScreen

#: the most methods a class may have with its bases (the project's standard)
LIMIT = 40


def test_the_game_screen_with_its_bases_has_at_most_40_methods():
    counted = methods_with_bases(GameScreen)
    assert set(counted) == {"GameScreen", "GameView"}
    assert sum(map(len, counted.values())) <= LIMIT, counted


def test_the_board_table_has_at_most_40_methods():
    counted = methods_with_bases(BoardTable)
    assert sum(map(len, counted.values())) <= LIMIT, counted


def test_the_count_sees_every_kind_of_method():
    class Sample:
        def a(self) -> None: ...

        @property
        def b(self) -> int:
            return 1

        @staticmethod
        def c() -> None: ...

        @classmethod
        def d(cls) -> None: ...

        e = 5

    Sample.__module__ = "lexitile.sample"
    assert methods_with_bases(Sample) == {Sample.__qualname__: ["a", "b", "c", "d"]}
