"""The Portuguese table: the board and the rules card's legend name the premium squares
as Brazilian boards do (palavra/letra: 3P 2P 3L 2L, German-style digits first), and the
curtain's line on who was drawn to start does not give the player a gender."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from lexitile.core.message import Message
from lexitile.i18n import set_ui_language
from lexitile.text.recap_texts import TEMPLATES
from lexitile.text.render import render

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
import tui_helpers

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.board import BoardView

PO = Path(__file__).resolve().parents[2] / "src" / "lexitile" / "locale" / "pt_BR" / "LC_MESSAGES" / "lexitile.po"


@tui_helpers.run_async
async def test_portuguese_board_and_legend_print_portuguese_premium_labels(data_dir):
    set_ui_language("pt_BR")
    session = tui_helpers.make_game(data_dir)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await pilot.pause()
        screen = [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]
        board = screen.query_one(BoardView).render().plain
        for label in ("3P", "2P", "3L", "2L"):
            assert label in board
        for english in ("TW", "DW", "TL", "DL"):
            assert english not in board
        await pilot.press("f1")
        await pilot.pause()
        card = str(app.screen.query_one("#rules-card").content)
        assert " 3P " in card and " TW " not in card


def test_who_was_drawn_to_start_is_worded_without_a_gender():
    assert "recap.first" in TEMPLATES
    line = render(Message("recap.first", {"player": "Ana"}), "pt_BR")
    assert "Ana" in line and not re.search(r"\bsortead[oa]\b", line)


def test_no_portuguese_sentence_makes_a_participle_agree_with_a_player():
    """``{player} foi sorteado`` is masculine for Ana too: a player's name as the subject
    of ``foi``/``está``/``ficou`` and a participle (-ado/-ido, -ada/-ida) picks a gender
    (``a jogada de {name} foi desafiada`` agrees with the play, which is fine)."""
    agreeing = [
        line
        for line in PO.read_text(encoding="utf-8").splitlines()
        if line.startswith("msgstr")
        and re.search(r"(?<!de )\{(player|name|who|winner)\} (foi|está|ficou) \w+[ai]d[oa]s?\b", line)
    ]
    assert agreeing == []
