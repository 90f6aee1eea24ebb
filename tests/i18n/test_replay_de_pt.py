"""``lexitile replay`` in German and Brazilian Portuguese: the replay screen (status,
move list, itemised score, notes, footer keys), the error screen, a game from a
position, and ``--ui-lang``; in English the texts stay as they were."""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

import pytest
from textual.widgets import Static

from lexitile.core.message import Message
from lexitile.i18n import set_ui_language, ui_language

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
import tui_helpers

import shared_data
from lexitile.cli import main
from lexitile.games.crossword.records.replay_model import ReplayLoadError, load_replay
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.replay import (
    MoveList,
    ReplayScreen,
    replay_details,
    replay_ending,
)
from lexitile.tui.screens.replay_app import ReplayApp
from lexitile.tui.screens.replay_error import ReplayErrorScreen, gcg_reason_text
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.scores import ScoresView
from lexitile.tui.widgets.unseen import UnseenView

run_async = tui_helpers.run_async
#: A real game with notes, an exchange and two challenge bonuses (as in tests/tui/test_replay.py).
ANNO = ("HerbCaudill-scorable", "e2e", "games", "anno57595.gcg")
#: Quackle's 4-player file: its third play uses a tile not on the rack (line 7).
QUACKLE_4P = ("quackle-quackle", "test", "positions", "multiplayer-crash.gcg")
SIZE = (110, 36)


def replay_app(path) -> ReplayApp:
    try:
        model = load_replay(path)
    except ReplayLoadError as exc:
        return ReplayApp(exc, lexicon_loader=lambda spec: tui_helpers.WORDS)
    return ReplayApp(model, lexicon_loader=lambda spec: tui_helpers.WORDS)


def text_of(screen, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


async def until_screen(pilot, kind: type) -> None:
    """Wait until a screen of ``kind`` is on top (a few steps; on a busy machine more
    than a second: the deadline is generous, the wait ends as soon as it is there)."""
    deadline = time.monotonic() + 15
    while not isinstance(pilot.app.screen, kind) and time.monotonic() < deadline:
        await pilot.pause(0.01)
    assert isinstance(pilot.app.screen, kind)


def footer_texts(node) -> set[str]:
    return {b.description for bs in node._bindings.key_to_bindings.values() for b in bs}


@pytest.mark.shared
@run_async
async def test_replay_screen_in_german():
    set_ui_language("de")
    app = replay_app(shared_data.shared_path("gcg", *ANNO))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        # the end of the game
        assert "Spiel vorbei" in screen.query_one("#replay-scores", ScoresView).render().plain
        assert "Partie: Spiel vorbei" in text_of(screen, "#replay-status")
        assert "Spielende: Bob hat ausgemacht" in text_of(screen, "#replay-details")
        assert "Nicht auf dem Brett (Partie beendet): " in screen.query_one(UnseenView).render().plain
        # footer keys and the move list
        keys = footer_texts(screen)
        assert {"Zurück", "Weiter", "Anfang", "Ende", "Zug", "Spiel ab hier", "Beenden"} <= keys
        assert "Wiedergabe" in footer_texts(app) and "Beenden" in footer_texts(app)
        table = screen.query_one(MoveList)
        assert [str(c.label) for c in table.columns.values()] == ["#", "Wer", "Bänkchen", "Zug", "Pkt", "Ges"]
        assert str(table.get_cell_at((0, 3))) == "Anfang"
        assert str(table.get_cell_at((9, 3))).endswith(" Bonus")  # event 7: Bob's challenge bonus
        # the start, then a challenge bonus
        await pilot.press("home")
        assert "Anfang · 26 Züge, 29 Ereignisse" in text_of(screen, "#replay-status")
        assert "Anfang der Partie: noch nichts gelegt." in text_of(screen, "#replay-details")
        await pilot.press(*["right"] * 9)
        details = text_of(screen, "#replay-details")
        assert "Anfechtungsbonus: Bob +5 für " in details and "der Zug wurde angefochten und bleibt liegen" in details
        status = text_of(screen, "#replay-status")
        assert "Ereignis 9/29 · Zug 8 · Zeile" in status and "(Anfechtungsbonus)" in status
        # a turn by number
        await pilot.press("1", "2")
        assert "Gehe zu Zug: 12_ (Enter)" in text_of(screen, "#replay-status")
        await pilot.press("enter")
        assert "(Zug)" in text_of(screen, "#replay-status")
        # no game from the end of the game
        await pilot.press("end", "n")
        await pilot.pause()
        assert any("Hier ist das Spiel schon vorbei" in str(n.message) for n in app._notifications)


@pytest.mark.shared
@run_async
async def test_replay_that_stops_in_portuguese():
    set_ui_language("pt_BR")
    app = replay_app(shared_data.shared_path("gcg", *QUACKLE_4P))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayErrorScreen)
        text = text_of(screen, "#replay-error")
        assert "O replay foi interrompido" in text and "linha 7: " in text
        # the engine's reason in Portuguese; the line, the code and the squares kept
        assert "jogada inválida G7 F.Z: não está no suporte BCDEITZ: F (tile-not-on-rack)" in text
        assert "[MOVE_VALIDATION_ERROR]" in text and "7 | >Nicole_Gorham:" in text
        assert "Enter: ver os 2 eventos anteriores · q: sair" in text
        assert "Ver os eventos anteriores" in footer_texts(screen)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert "replay interrompido" in screen.query_one("#replay-scores", ScoresView).render().plain
        status = text_of(screen, "#replay-status")
        assert "Evento 2/2 · vez 2 · linha 6" in status and "(jogada)" in status
        assert "Registro: replay interrompido na linha 7" in status
        assert text_of(screen, "#replay-notes").startswith("Replay interrompido na linha 7: jogada inválida G7 F.Z")
        assert "(suporte não registrado)" in screen.query_one(UnseenView).render().plain
        assert {"Voltar", "Próximo", "Início", "Fim", "Partida daqui", "Sair"} <= footer_texts(screen)
        # a game from this position, then F2 back and ctrl+q: the question in Portuguese
        await pilot.press("left", "n")
        for _i in range(50):
            await pilot.pause(0.05)
            if app.session is not None:
                break
        assert any("Uma nova partida a partir do replay" in str(n.message) for n in app._notifications)
        # the session comes a step before its curtain: ctrl+q waits for the curtain
        await until_screen(pilot, CurtainScreen)
        await pilot.press("ctrl+q")
        await until_screen(pilot, ConfirmScreen)
        labels = " ".join(str(s.render()) for s in app.screen.query("Label, Static, Button"))
        assert "Sair? Esta partida do replay não é salva." in labels


@run_async
async def test_file_that_cannot_be_replayed_in_german(tmp_path):
    set_ui_language("de")
    broken = tmp_path / "broken.gcg"
    broken.write_text("#player1 a A\n#player2 b B\n>a: ABC 8G ABC +7 7\n>b: DEF blah +3 3\n", encoding="utf-8")
    app = replay_app(broken)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = text_of(app.screen, "#replay-error")
        assert "Diese Datei kann nicht abgespielt werden" in text and "Zeile 4: " in text
        assert "[NO_MATCHING_TOKEN]" in text and "4 | >b: DEF blah +3 3" in text
        assert "Enter oder q: beenden" in text
        await pilot.press("enter")
    assert app.return_value == 1


@pytest.mark.shared
def test_english_is_unchanged():
    set_ui_language("en")
    for parts in (ANNO, QUACKLE_4P):
        model = load_replay(shared_data.shared_path("gcg", *parts))
        assert replay_ending(model) == model.ending()
        for pos in range(-1, model.last + 1):
            assert replay_details(model, pos) == model.details(pos)
        if model.error is not None:
            assert gcg_reason_text(model.error.why, model.error.message) == model.error.message


def test_ui_lang_option_chooses_the_language_before_the_app(monkeypatch, tmp_path):
    game = tmp_path / "g.gcg"
    game.write_text("#player1 a A\n#player2 b B\n>a: ABC 8G ABC +7 7\n", encoding="utf-8")
    seen = {}

    def fake_run(self):
        seen["lang"] = ui_language()
        seen["keys"] = footer_texts(self)
        return 0

    monkeypatch.setattr(ReplayApp, "run", fake_run)
    assert main(["replay", str(game), "--ui-lang", "de"]) == 0
    assert seen["lang"] == "de" and "Beenden" in seen["keys"]
    assert main(["replay", str(game), "--ui-lang", "pt"]) == 0
    assert seen["lang"] == "pt_BR" and "Sair" in seen["keys"]


# --------------------------------------------------------------------------- the rest of the board game
def test_board_game_texts_from_other_modules_in_german_and_english():
    """Texts built outside the screens that reach them: refused keys of the draft,
    player-name errors, save errors, quick mode's "no placement" and the robot's
    missing word list; English as before, German when chosen."""
    from lexitile.games.crossword import catalog
    from lexitile.games.crossword.engine.quickmode import NoFit, WordPlacements
    from lexitile.games.crossword.rules.board import Board
    from lexitile.play.board_setup import check_player_names
    from lexitile.play.draft import Draft, DraftError
    from lexitile.tui.describe import save_error_text
    from lexitile.tui.screens.game import quick_detail_text

    rules = catalog.load_rules("mattel")
    board = Board.from_rows(rules.layout, ["." * 15] * 15)

    def refusal(rack: str, key: str) -> str:
        draft = Draft(board.rows, board.cols, (7, 7))
        with pytest.raises(DraftError) as info:
            draft.type_key(board, list(rack), rules.tileset, key)
        return str(info.value)

    def name_error(names) -> str:
        with pytest.raises(ValueError) as info:
            check_player_names(names)
        return str(info.value)

    no_rack = WordPlacements("QI", (), NoFit.NOT_ON_RACK, Message("quick.not-on-rack", {"letters": ("Q",)}))
    for lang, expected in (
        (
            "en",
            [
                "no Q on the rack",
                "two players have the same name: Ann, ann",
                "could not save the game: disk full",
                "letters not on your rack: Q",
                "the word list is still loading",
            ],
        ),
        (
            "de",
            [
                "kein Q auf dem Bänkchen",
                "zwei Spieler haben denselben Namen: Ann, ann",
                "das Spiel konnte nicht gespeichert werden: disk full",
                "Buchstaben nicht auf deinem Bänkchen: Q",
                "die Wortliste wird noch geladen",
            ],
        ),
    ):
        set_ui_language(lang)
        shown = [
            refusal("ABCDEFG", "q"),
            name_error(["Ann", "ann"]),
            save_error_text(Message("table.save-failed", {"error": "disk full"})),
            quick_detail_text(no_rack),
            _robot_problem(),
        ]
        assert shown == expected


def _robot_problem() -> str:
    """What the game screen shows for a robot without a word list (``_(str(exc))``)."""
    from lexitile.games.crossword.engine.automaton_cache import NoAutomaton, automaton_of
    from lexitile.i18n import _

    with pytest.raises(NoAutomaton) as info:
        automaton_of(None)
    return _(str(info.value))


@pytest.mark.shared
@pytest.mark.parametrize(("language", "last"), [("en", "^q Quit"), ("de", "^q Beenden"), ("pt_BR", "^q Sair")])
def test_the_replay_footer_fits_80_columns(language, last):
    set_ui_language(language)
    app = replay_app(shared_data.shared_path("gcg", *ANNO))

    async def go() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            return tui_helpers.bottom_line(app)

    assert asyncio.run(go()).rstrip().endswith(last)


RESIGNED_GCG = """#character-encoding UTF-8
#player1 Ann Ann
#player2 Bo Bo
>Ann: AEINRST 8D RETAINS +72 72
#note Bo resigned; the game ended here.
"""


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("de", "Bo hat aufgegeben; die Partie endete hier."),
        ("pt_BR", "Bo desistiu; a partida terminou aqui."),
        ("en", "Bo resigned; the game ended here."),
    ],
)
def test_lexitiles_resignation_note_is_said_in_the_interface_language(tmp_path, language, said):
    """lexitile writes a resignation as an English note (GCG has no event for it); the
    replay says it in the player's language, and another program's note as written."""
    game = tmp_path / "resigned.gcg"
    game.write_text(RESIGNED_GCG, encoding="utf-8")
    other = tmp_path / "other.gcg"
    other.write_text(RESIGNED_GCG.replace("Bo resigned; the game ended here.", "Bo resigned (clock)"), encoding="utf-8")
    set_ui_language(language)
    assert replay_ending(load_replay(game)) == said
    assert replay_ending(load_replay(other)) == "Bo resigned (clock)"
    assert load_replay(game).ending() == "Bo resigned; the game ended here."
