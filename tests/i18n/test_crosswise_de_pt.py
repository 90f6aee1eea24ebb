"""The Crosswise screens in German and Brazilian Portuguese (real key presses), and the
English texts of the engine kept unchanged in English."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "crosswise"))

from crosswise_helpers import position
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from lexitile.core.message import Message
from lexitile.games.crosswise.board import parse_square
from lexitile.games.crosswise.errors import IllegalTurnError
from lexitile.games.crosswise.files import load_components
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.moves import PlaceTile, RemoveTile
from lexitile.games.crosswise.table import MatchRule
from lexitile.i18n import set_ui_language, ui_language
from lexitile.play.crosswise import Session
from lexitile.tui.crosswise.app import CrosswiseApp
from lexitile.tui.crosswise.dialogs import GameOverScreen
from lexitile.tui.crosswise.replay import ReplayScreen
from lexitile.tui.crosswise.screens import CrosswiseScreen
from lexitile.tui.crosswise.texts import move_text, score_text, standing_text, turn_error_text
from lexitile.tui.crosswise.widgets import HandView

SIZE = (80, 24)
COMPS = load_components()

BOARD = """
X.....
......
......
......
......
......
"""


def session_at(game, robots=None, players=("Ann", "Bo")) -> Session:
    match = Match(COMPS, list(players), seed=1)
    match.games[-1] = game
    return Session(match, robots or {}, path=None)


def text_of(screen, selector: str) -> str:
    return str(screen.query_one(selector).render())


def footer_keys(screen) -> set[str]:
    return {key.description for key in screen.query_one(Footer).query(FooterKey)}


async def cursor_to(pilot, screen: CrosswiseScreen, sq: int) -> None:
    r, c = divmod(sq, 6)
    cr, cc = divmod(screen.chooser.cursor, 6)
    for _ in range((r - cr) % 6):
        await pilot.press("down")
    for _ in range((c - cc) % 6):
        await pilot.press("right")
    assert screen.chooser.cursor == sq


async def settle(pilot, until, tries: int = 500) -> None:
    for _ in range(tries):
        if until():
            return
        await pilot.pause()
    raise AssertionError("the app did not get there")


def play_a_symbol() -> dict[str, str]:
    """Choose the sun, look at B2, try a wrong key, lay it; what the screen showed."""
    game = position(BOARD, hands=["sun star cross triangle", "square square square square"])
    app = CrosswiseApp(session_at(game), robot_delay=0)
    seen: dict[str, str] = {}

    async def go() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            screen = app.screen_stack[1]  # the table, under the first curtain
            assert isinstance(screen, CrosswiseScreen)
            await pilot.press("enter")  # two people: Ann lifts the first curtain
            await pilot.pause()
            seen["footer"] = "|".join(sorted(footer_keys(screen)))
            seen["hand"] = screen.query_one(HandView).title
            seen["info"] = text_of(screen, "#info")
            await pilot.press("enter")  # no tile chosen yet
            seen["no tile"] = text_of(screen, "#status")
            await pilot.press("p")  # passing is not allowed
            seen["pass"] = text_of(screen, "#status")
            await pilot.press("1")
            await cursor_to(pilot, screen, parse_square("A1"))
            await pilot.press("enter")  # A1 holds a cross
            seen["occupied"] = text_of(screen, "#status")
            await cursor_to(pilot, screen, parse_square("B2"))
            seen["preview"] = text_of(screen, "#status")
            await pilot.press("enter")
            seen["curtain"] = screen.query_one(HandView).hidden_text
            seen["log"] = text_of(screen, "#log")
            await pilot.press("enter")  # Bo takes the keyboard
            seen["played"] = text_of(screen, "#status")
            seen["hand rendered"] = str(screen.query_one(HandView).render())
            await pilot.press("q")
            seen["quit"] = " ".join(text_of(app.screen, "Static").split())  # as one line, however it wraps
            await pilot.press("n")

    asyncio.run(go())
    return seen


def test_german_game_screen_with_keys():
    set_ui_language("de")
    seen = play_a_symbol()
    keys = set(seen["footer"].split("|"))
    assert {"Stein", "Feld", "Passen", "Computer", "Mensch", "Regeln", "Ende"} <= keys  # Escape: on the card
    assert "Tile" not in seen["footer"]
    assert seen["hand"] == "Hand von Ann - Orange"
    assert "Crosswise · Zug 1" in seen["info"] and "Steine im Beutel:" in seen["info"]
    assert "Am Zug: Ann (Orange)  danach: Bo" in seen["info"]
    assert "zuerst einen Stein aus deiner Hand wählen (1-4)" in seen["no tile"]
    assert "du musst einen Stein spielen: Passen ist nur ohne möglichen Zug erlaubt" in seen["pass"]
    assert "A1 ist nicht leer" in seen["occupied"]
    assert "Sonne: ein leeres Feld wählen" in seen["preview"]
    assert "Sonne B2: Reihe 2 (Grün) 0→0; Spalte B (Orange) 0→0" in seen["preview"]
    assert seen["curtain"] == "Tastatur an Bo geben, dann Enter drücken"
    assert seen["log"] == "1. Ann Sonne B2"
    assert "Quadrat" in seen["hand rendered"] and "Symbol" in seen["hand rendered"]
    assert (
        seen["quit"] == "Beenden? Dieses Match wird nicht gespeichert und lässt sich nicht fortsetzen."
    )  # no record file


def test_portuguese_game_screen_with_keys():
    set_ui_language("pt_BR")
    seen = play_a_symbol()
    assert {"Pedra", "Casa", "Passar", "Regras", "Sair"} <= set(seen["footer"].split("|"))
    assert seen["hand"] == "Mão de Ann - Laranja"
    assert "Vez de: Ann (Laranja)  depois: Bo" in seen["info"] and "Pedras no saco:" in seen["info"]
    assert "primeiro escolha uma pedra da sua mão (1-4)" in seen["no tile"]
    assert "você precisa jogar uma pedra: só é permitido passar sem nenhuma jogada possível" in seen["pass"]
    assert "A1 não está vazia" in seen["occupied"]
    assert "sol: escolha uma casa vazia" in seen["preview"]
    assert "sol B2: linha 2 (Verde) 0→0; coluna B (Laranja) 0→0" in seen["preview"]
    assert seen["curtain"] == "Passe o teclado para Bo e pressione Enter"
    assert seen["log"] == "1. Ann sol B2"
    assert "quadrado" in seen["hand rendered"] and "símbolo" in seen["hand rendered"]
    assert seen["quit"] == "Sair? Esta disputa não está sendo salva e não poderá ser continuada."  # no record file


def test_english_game_screen_unchanged():
    seen = play_a_symbol()
    assert seen["hand"] == "Ann's hand - Orange"
    assert "sun B2: row 2 (Green) 0→0; column B (Orange) 0→0" in seen["preview"]
    assert seen["curtain"] == "Pass the keyboard to Bo, then press Enter"
    assert seen["log"] == "1. Ann sun B2"
    assert "Quit" in seen["footer"].split("|")


def robot_game_over(lang: str) -> tuple[str, str, str]:
    set_ui_language(lang)
    match = Match(COMPS, ["R1", "R2"], rule=MatchRule.from_text("match 1"), seed=12)
    session = Session(match, {"R1": "hard", "R2": "easy"}, path=None)
    app = CrosswiseApp(session, robot_delay=0)
    out: list[str] = []

    async def go() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
            out.append(text_of(app.screen, "#summary"))
            bindings = app.screen._bindings.key_to_bindings.values()  # a dialog: no footer
            out.append("|".join(sorted({b.description for items in bindings for b in items})))
            out.append(str(app.screen.query("Static").last().render()))
            await pilot.press("q")

    asyncio.run(go())
    return out[0], out[1], out[2]


def test_german_game_over():
    summary, keys, hint = robot_game_over("de")
    assert "Orange (Spalten)" in summary and "Grün (Reihen)" in summary
    assert "(Match bis 1)" in summary
    assert "gewinnt" in summary or "Unentschieden" in summary
    assert "Beenden" in keys.split("|")
    assert hint == "q: beenden"


def test_portuguese_game_over():
    summary, keys, hint = robot_game_over("pt_BR")
    assert "Laranja (colunas)" in summary and "Verde (linhas)" in summary
    assert "(disputa até 1)" in summary
    assert "Sair" in keys.split("|")
    assert hint == "q: sair"


def replay_texts(lang: str) -> dict[str, str]:
    from lexitile.games.crosswise.robots import make_robot, play_game

    set_ui_language(lang)
    match = Match(COMPS, ["Ann", "Bo"], seed=4)
    play_game(match.game, [make_robot("hard"), make_robot("easy", 4)])
    app = CrosswiseApp(replay=match)
    seen: dict[str, str] = {}

    async def go() -> None:
        async with app.run_test(size=SIZE) as pilot:
            screen = app.screen
            assert isinstance(screen, ReplayScreen)
            await pilot.press("home", "right", "right")
            seen["caption"] = screen.frames[screen.index][2]
            seen["info"] = text_of(screen, "#info")
            seen["footer"] = "|".join(sorted(footer_keys(screen)))
            await pilot.press("1")
            seen["typed"] = text_of(screen, "#status")
            await pilot.press("escape")

    asyncio.run(go())
    return seen


def test_german_replay():
    seen = replay_texts("de")
    assert seen["caption"].startswith("Spiel 1, Zug 2: Bo ")
    assert seen["info"].startswith("Wiedergabe") and "Beutel:" in seen["info"] and "Gespielt:" in seen["info"]
    assert {"Zurück", "Weiter", "Anfang", "Ende", "Zug", "Regeln", "Beenden"} <= set(seen["footer"].split("|"))
    assert "Gehe zu Zug: 1_ (Enter)" in seen["typed"]


def test_portuguese_replay():
    seen = replay_texts("pt_BR")
    assert seen["caption"].startswith("partida 1, jogada 2: Bo ")
    assert seen["info"].startswith("Replay") and "Saco:" in seen["info"]
    assert {"Voltar", "Próximo", "Início", "Fim", "Vez", "Regras", "Sair"} <= set(seen["footer"].split("|"))
    assert "Ir para a vez: 1_ (Enter)" in seen["typed"]


def test_english_replay_footer_unchanged():
    seen = replay_texts("en")
    assert seen["caption"].startswith("game 1, turn 2: Bo ")
    assert {"Back", "Next", "Start", "End", "Turn", "Rules", "Quit"} <= set(seen["footer"].split("|"))


def refusal(move_of) -> IllegalTurnError:
    game = position(BOARD, hands=["sun mover", "cross"])
    with pytest.raises(IllegalTurnError) as info:
        game.play(move_of(game))
    return info.value


def test_engine_refusals_translated_at_display():
    occupied = refusal(lambda g: PlaceTile(COMPS.tile("sun"), parse_square("A1")))
    not_in_hand = refusal(lambda g: RemoveTile(parse_square("A1")))
    assert occupied.message == Message("crosswise.occupied", {"square": "A1", "tile": "cross"})
    assert not_in_hand.message == Message("crosswise.not-in-hand", {"tile": "remover"})
    assert turn_error_text(occupied) == occupied.detail  # English: the engine's sentence
    set_ui_language("de")
    assert turn_error_text(occupied) == "A1 ist belegt (Kreuz): ein Symbol kommt auf ein leeres Feld"
    assert turn_error_text(not_in_hand) == "Entferner ist nicht auf deiner Hand"
    set_ui_language("pt_BR")
    assert turn_error_text(occupied) == "A1 está ocupada (cruz): um símbolo vai numa casa vazia"
    unknown = IllegalTurnError(occupied.reason, "a sentence the engine may say one day")
    assert turn_error_text(unknown) == "a sentence the engine may say one day"


def test_engine_texts_unchanged_in_english():
    from lexitile.games.crosswise.moves import format_move

    game = position(BOARD, hands=["sun mover", "cross"])
    move = PlaceTile(COMPS.tile("sun"), parse_square("B2"))
    assert move_text(move, COMPS) == format_move(move, COMPS) == "sun B2"
    row = game.scorer.score(game.scorer.line_tiles(game.board, game.geometry.lines_through(0)[0]))
    assert score_text(row, COMPS) == row.describe(COMPS)
    match = Match(COMPS, ["Ann", "Bo"], rule=MatchRule.from_text("sumof 3"), seed=1)
    assert standing_text(match) == match.standing()
    set_ui_language("de")
    assert move_text(move, COMPS) == "Sonne B2"
    assert standing_text(match) == "Orange (Spalten) 0 – Grün (Reihen) 0 nach 0 von 3 (Summe aus 3)"


def test_ui_lang_option_sets_the_language_before_the_app(monkeypatch, tmp_path):
    from lexitile import cli

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    seen: list[str] = []
    monkeypatch.setattr(CrosswiseApp, "run", lambda self: seen.append(ui_language()))
    assert cli.main(["crosswise", "--players", "Ann,Bo", "--no-save", "--ui-lang", "de"]) == 0
    assert seen == ["de"]
