"""The Quiddler table and its replay with the interface in German and Brazilian
Portuguese: real key presses, the wrapped texts on screen, the engine's refusals
translated at display time (cards, words and names kept), ``--ui-lang``."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

import pytest

from lexitile.core.message import Message
from lexitile.i18n import set_ui_language, ui_language

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "quiddler"))
import quiddler_helpers

from lexitile.games.quiddler.errors import IllegalActionError, QReason
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.record import format_record, parse_record
from lexitile.games.quiddler.storage import load_deck
from lexitile.play.quiddler import QuiddlerSession, refusal_text
from lexitile.tui.quiddler.quiddler_app import QuiddlerApp
from lexitile.tui.quiddler.replay import ReplayApp, ReplayScreen
from lexitile.tui.quiddler.screens import ChoiceScreen, CurtainScreen, RoundScreen

DECK = quiddler_helpers.DECK
WORDS = quiddler_helpers.WORDS
text_of, table, type_line = quiddler_helpers.text_of, quiddler_helpers.table, quiddler_helpers.type_line
ROUND1 = quiddler_helpers.stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "T"])


def labels(app) -> str:
    return " | ".join(str(label.render()) for label in app.screen.query("Label"))


def footer_keys(node) -> set[str]:
    return {b.description for bs in node._bindings.key_to_bindings.values() for b in bs}


def new_game() -> tuple[QuiddlerApp, QuiddlerSession, Game]:
    game = quiddler_helpers.StackedGame(quiddler_helpers.setup(("Ann", "Bob")), WORDS, {0: ROUND1})
    session = QuiddlerSession(game)
    return QuiddlerApp(session, "RULES"), session, game


def test_a_round_in_german() -> None:
    assert set_ui_language("de") == "de"
    app, _session, game = new_game()

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CurtainScreen)
            assert "Weitergeben an Bob" in labels(app)
            assert "Ich bin bereit" in footer_keys(app.screen)
            assert "Hand: (verdeckt)" in str(table(app).query_one("#hand").render())
            await pilot.press("enter")
            await pilot.pause()
            screen = table(app)
            assert {"Stapel", "Ablage", "Wort zurück", "Regeln", "Beenden"} <= footer_keys(screen)
            assert "Hand von Bob:  A 2  C 8  T 3" in text_of(app, "#hand")
            assert "Stapel: 111 Karten    Ablage: Z (14)" in text_of(app, "#piles")
            assert "Runde 1/8 · 3 Karten · Geber Ann · Bob: ziehen" in text_of(app, "#status")
            assert "Beiseitegelegte Wörter:  noch keine" in text_of(app, "#staged")
            await pilot.press("s")
            await pilot.pause()
            assert "Bob zog vom Stapel" in text_of(app, "#log")  # the stock's card stays hidden
            await pilot.press(*"cat")
            await pilot.pause()
            assert text_of(app, "#check") == "CAT: CAT 13 Punkte"  # no dictionary on one's own turn
            assert "Eigener Zug: dieses Feld schlägt kein Wort nach" in text_of(app, "#check-note")
            await pilot.press("enter")
            await pilot.pause()
            assert "Beiseitegelegte Wörter:  CAT 13" in text_of(app, "#staged")
            await type_line(pilot, "-s")
            # Bob went out: Ann's last turn behind the curtain, with the last line in German
            assert isinstance(app.screen, CurtainScreen)
            assert "Bob machte mit CAT aus und warf S ab" in labels(app)
            await pilot.press("enter")
            await pilot.pause()
            assert "LETZTER ZUG" in text_of(app, "#status") and "Bob hat ausgemacht" in text_of(app, "#status")
            await pilot.press("s")  # T
            await type_line(pilot, "quiz")
            assert "QUIZ: keine Karte mit Z" in text_of(app, "#check")
            await pilot.press(*(["backspace"] * 4))
            await type_line(pilot, "quit")
            await type_line(pilot, "-x")
            assert isinstance(app.screen, RoundScreen)
            text = labels(app)
            assert "Runde 1 von 8 (3 Karten)" in text and "Bob hat ausgemacht." in text
            assert "Weiter" in footer_keys(app.screen)
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press("enter")  # the curtain of round 2
            await pilot.pause()
            assert "Runde 2/8 · 4 Karten · Geber Bob" in text_of(app, "#status")
            scores = table(app).query_one("#scores")
            rows = [str(scores.get_row_at(k)[0]) for k in range(scores.row_count)]
            assert rows == ["Gesamt", *(f"R{n}" for n in range(1, 9))]  # every round, the total first

    asyncio.run(scenario())
    assert game.totals == [24, 13]


def test_choosing_cards_and_a_refused_word_in_portuguese() -> None:
    set_ui_language("pt_BR")
    round1 = quiddler_helpers.stack(DECK, [["A", "E", "O"], ["QU", "Q", "U"]], dealer=0, turn_up="I", stock_top=["T"])
    game = quiddler_helpers.StackedGame(quiddler_helpers.setup(("Ann", "Bob")), WORDS, {0: round1})
    app = QuiddlerApp(QuiddlerSession(game))

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert "Passe para Bob" in labels(app)
            await pilot.press("enter")
            await pilot.press("d")  # takes the I
            await pilot.pause()
            assert "Bob pegou I da pilha de descarte" in text_of(app, "#log")
            assert {"Monte", "Descarte", "Regras", "Sair"} <= footer_keys(table(app))
            await type_line(pilot, "qui")
            assert "QUI não está na lista de palavras" in text_of(app, "#check")
            await pilot.press(*(["backspace"] * 3))
            game.hands[1].append("T")  # give Bob a T to spell QUIT (test only)
            await type_line(pilot, "quit")
            assert isinstance(app.screen, ChoiceScreen)
            text = labels(app)
            assert "QUIT: quais cartas?" in text and "Tecle o número, ou Escape para cancelar." in text
            assert "pontos)" in text
            assert "Cancelar" in footer_keys(app.screen)
            await pilot.press("2")
            await pilot.pause()
            assert "Palavras separadas:  QUIT" in text_of(app, "#staged")
            await pilot.press("f1")
            await pilot.pause()
            assert "Fechar" in footer_keys(app.screen)

    asyncio.run(scenario())


def test_the_replay_in_portuguese() -> None:
    set_ui_language("pt_BR")
    game = Game(quiddler_helpers.setup(("Ann", "Bob"), seed=3, options=TableOptions(turn_limit=2)))
    while not game.is_over:
        game.draw("stock")
        game.discard(game.hand()[-1])
    record = parse_record(format_record(game), load_deck)
    app = ReplayApp(record)

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ReplayScreen)
            assert "Replay · ação 0/32 · rodada 1/8 · vez de Bob" in text_of(app, "#replay-status")
            assert text_of(app, "#replay-last") == "Rodada 1, cartas dadas por Ann"
            assert "Monte: " in text_of(app, "#replay-piles") and "Descarte: " in text_of(app, "#replay-piles")
            assert {"Próximo", "Voltar", "Rodada", "Início", "Fim", "Sair"} <= footer_keys(screen)
            await pilot.press("1", "2")
            assert "Ir para a ação: 12_ (Enter)" in text_of(app, "#replay-status")
            await pilot.press("enter", "end")
            assert "fim de partida" in text_of(app, "#replay-status")
            # the record's own notation stays as written
            await pilot.press("left")
            assert text_of(app, "#replay-last").endswith(f": {record.actions[-2]}")

    asyncio.run(scenario())


def test_the_replay_start_key_in_german() -> None:
    set_ui_language("de")
    game = Game(quiddler_helpers.setup(("Ann", "Bob"), seed=3, options=TableOptions(turn_limit=1)))
    while not game.is_over:
        game.draw("stock")
        game.discard(game.hand()[-1])
    screen = ReplayScreen(parse_record(format_record(game), load_deck))
    keys = footer_keys(screen)
    assert {"Anfang", "Ende", "Runde", "Vorige Runde", "Beenden"} <= keys
    assert "Starten" not in keys


#: Refusals that carry their message (code and fields): worded from it.
MESSAGE_REFUSALS = [
    (
        ("quiddler.must-draw-first", {"name": "Bob"}),
        ("Bob must draw a card first", "Bob muss zuerst eine Karte ziehen", "Bob precisa comprar uma carta primeiro"),
    ),
    (("quiddler.stock-empty", {}), ("the stock pile is empty", "der Stapel ist leer", "o monte está vazio")),
    (
        ("quiddler.card-not-in-hand", {"name": "Robot 1", "card": "Q"}),
        (
            "Robot 1 has no Q card to discard",
            "Robot 1 hat keine Karte Q zum Abwerfen",
            "Robot 1 não tem carta Q para descartar",
        ),
    ),
    (
        ("quiddler.not-a-word", {"word": "QUIZ"}),
        ("QUIZ is not in the lexicon", "QUIZ steht nicht in der Wortliste", "QUIZ não está na lista de palavras"),
    ),
    (
        ("quiddler.word-too-few-cards", {"word": "A", "n": 2}),
        (
            "A: a word needs at least 2 cards at this table",
            "A: ein Wort braucht an diesem Tisch mindestens 2 Karten",
            "A: uma palavra precisa de pelo menos 2 cartas nesta mesa",
        ),
    ),
    (
        ("quiddler.not-letters", {"text": "'x1'"}),
        (
            "'x1' is not a word: type letters only",
            "'x1' ist kein Wort: nur Buchstaben tippen",
            "'x1' não é uma palavra: digite só letras",
        ),
    ),
    (
        ("quiddler.not-your-turn", {"current": "Ann", "name": "Bob"}),
        ("it is Ann's turn, not Bob's", "Ann ist am Zug, nicht Bob", "é a vez de Ann, não de Bob"),
    ),
    (
        ("quiddler.no-card-to-spare", {"word": "(QU)IZ", "cards": ("Z", "QU")}),
        (
            "(QU)IZ: the hand has no Z or QU card to spare",
            "(QU)IZ: die Hand hat keine Karte Z oder QU übrig",
            "(QU)IZ: a mão não tem carta Z ou QU sobrando",
        ),
    ),
    (
        (
            "quiddler.missing-letters",
            {
                "word": "QUIZ",
                "parts": (
                    Message("quiddler.no-card-with", {"letter": "Z"}),
                    Message("quiddler.too-few-letters", {"n": 2, "letter": "I", "have": 1}),
                ),
            },
        ),
        (
            "QUIZ: no card with Z; 2 × I needed, the hand has 1",
            "QUIZ: keine Karte mit Z; 2 × I nötig, die Hand hat 1",
            "QUIZ: nenhuma carta com Z; 2 × I necessários, a mão tem 1",
        ),
    ),
    (
        ("quiddler.letters-locked", {"word": "THE", "cards": ("TH",), "n": 1}),
        (
            "THE: the letters are in the hand, but TH is one card that spells both letters together",
            "THE: die Buchstaben sind in der Hand, aber TH ist eine Karte mit beiden Buchstaben zusammen",
            "THE: as letras estão na mão, mas TH é uma carta com as duas letras juntas",
        ),
    ),
    (
        ("quiddler.must-use-all", {"cards": "E R"}),
        (
            "to go out every card but the discard must be in words; left over: E R",
            "zum Ausmachen muss jede Karte außer der abgeworfenen in Wörtern liegen; übrig: E R",
            "para bater, toda carta exceto a descartada deve estar em palavras; sobraram: E R",
        ),
    ),
]


@pytest.mark.parametrize(("message", "texts"), MESSAGE_REFUSALS, ids=[m[0][0] for m in MESSAGE_REFUSALS])
def test_engine_refusals_are_worded_from_their_message(message, texts) -> None:
    code, fields = message
    english, german, portuguese = texts
    exc = IllegalActionError(QReason.CARD_NOT_IN_HAND, english, fields=fields, code=code)
    assert refusal_text(exc) == english
    set_ui_language("de")
    assert refusal_text(exc) == german
    set_ui_language("pt_BR")
    assert refusal_text(exc) == portuguese


def test_real_refusals_carry_codes_and_fields() -> None:
    from lexitile.games.quiddler.words import resolve_word

    with pytest.raises(IllegalActionError) as err:
        resolve_word("quiz", ["QU", "I", "Z"], DECK, TableOptions(), frozenset())
    assert err.value.message == Message("quiddler.not-a-word", {"word": "QUIZ"})
    with pytest.raises(IllegalActionError) as err:
        resolve_word("x1", ["X"], DECK, TableOptions(), frozenset())
    assert err.value.message == Message("quiddler.not-letters", {"text": "'x1'"})
    with pytest.raises(IllegalActionError) as err:
        resolve_word("quiz", ["QU", "I"], DECK, TableOptions(), frozenset({"QUIZ"}))
    assert err.value.message == Message(
        "quiddler.missing-letters", {"word": "QUIZ", "parts": (Message("quiddler.no-card-with", {"letter": "Z"}),)}
    )
    assert refusal_text(err.value) == err.value.detail == "QUIZ: no card with Z"
    with pytest.raises(IllegalActionError) as err:
        resolve_word("he", ["TH", "E"], DECK, TableOptions(), frozenset({"HE"}))
    assert err.value.message == Message("quiddler.letters-locked", {"word": "HE", "cards": ("TH",), "n": 1})
    assert refusal_text(err.value) == err.value.detail
    with pytest.raises(IllegalActionError) as err:
        resolve_word("(QU)IZ", ["I"], DECK, TableOptions(), frozenset({"QUIZ"}))
    assert err.value.message == Message("quiddler.no-card-to-spare", {"word": "(QU)IZ", "cards": ("QU", "Z")})
    assert refusal_text(err.value) == err.value.detail


def test_card_notation_and_no_robot_refusals_carry_their_message() -> None:
    from lexitile.games.quiddler.errors import NoRobotError
    from lexitile.games.quiddler.words import resolve_word

    with pytest.raises(IllegalActionError) as err:
        resolve_word("(QU", ["QU"], DECK, TableOptions(), frozenset())
    assert err.value.message == Message("quiddler.bad-card-notation", {"text": "'(QU'"})
    assert refusal_text(err.value) == err.value.detail
    no_robot = NoRobotError()
    assert no_robot.message == Message("quiddler.no-robot")
    assert refusal_text(no_robot) == str(no_robot) == "no robot is available at this table"
    set_ui_language("de")
    german = refusal_text(err.value)
    assert german != err.value.detail and "'(QU'" in german and "(QU)IT" in german
    assert refusal_text(no_robot) != str(no_robot)


def test_an_unknown_refusal_is_shown_in_english() -> None:
    set_ui_language("de")
    assert refusal_text("something the engine says one day") == "something the engine says one day"


def test_ui_lang_option_sets_the_language_before_the_app(tmp_path, monkeypatch) -> None:
    from lexitile.commands import quiddler as command

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(tmp_path / "cache"))
    words = tmp_path / "words.txt"
    words.write_text("\n".join(sorted(WORDS)) + "\n", encoding="utf-8")
    seen: list[tuple[str, str]] = []

    def fake_run(self: QuiddlerApp) -> None:
        seen.append((ui_language(), self.session.status()))

    monkeypatch.setattr(QuiddlerApp, "run", fake_run)
    parser = argparse.ArgumentParser(prog="lexitile")
    command.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(
        ["quiddler", "--players", "Ann,Bob", "--lexicon", str(words), "--no-save", "--seed", "1", "--ui-lang", "de"]
    )
    assert command.run(args) == 0
    assert seen and seen[0][0] == "de" and seen[0][1].startswith("Runde 1/8 · 3 Karten · Geber Ann")
