"""The study screens with real keys: each quiz answered right and wrong, the Leitner box
moving with each answer, the session length, F1, the charts, and the screens in German
and Portuguese. The word list is a small one, and every expected answer is worked out
here from the list itself (sorted letters for anagrams, each letter tried for hooks),
not by the quiz code."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from tui_helpers import run_async

from lexitile.core.study_cards import CardKind, CardSource, NewCard
from lexitile.i18n import set_ui_language
from lexitile.lexicon.store import Lexicon
from lexitile.storage.cardbox import add_cards, answers, cards
from lexitile.storage.league_db import League
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.study import StudyScreen
from lexitile.tui.screens.study_progress import StudyProgressScreen
from lexitile.tui.screens.study_quiz import QuizScreen
from lexitile.tui.shell.rules_card import RulesCard

SIZE = (100, 30)
WORDS = frozenset(
    "RETAINS NASTIER STAINER RETINAS ANESTRI AT AS TA CAT CATS SCAT BAT BATS ART ARTS CART TRAIN "
    "STRAIN TRAINS ZAX QI".split()
)
LEXICON = Lexicon.from_words(WORDS, name="en")
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def loader(name: str):
    return LEXICON, "en"


def oracle_anagrams(word: str) -> set[str]:
    return {w for w in WORDS if sorted(w) == sorted(word)}


def oracle_hooks(word: str) -> str:
    front = "".join(c for c in LETTERS if c + word in WORDS) or "-"
    back = "".join(c for c in LETTERS if word + c in WORDS) or "-"
    return f"{front}/{back}"


@pytest.fixture(autouse=True)
def english():
    set_ui_language("en")
    yield
    set_ui_language("en")


def make_box(data_dir, words_kinds, profile="Ann") -> int:
    with League(data_dir / "league.sqlite3") as league:
        pid = league.add_profile(profile).id
        new = [
            NewCard(w, kind, "en", CardSource("g", k + 1, rack, "8H AT"))
            for k, (w, kind, rack) in enumerate(words_kinds)
        ]
        add_cards(league, pid, new, now=datetime.now(UTC) - timedelta(minutes=1))
    return pid


def app_on_study(data_dir, **kw) -> LexitileApp:
    path = data_dir / "league.sqlite3"
    app = LexitileApp(first_screen=lambda: StudyScreen(path, loader=loader, seed=3, **kw), mode="league")
    app.league_path = path
    return app


def text_of(app, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


def boxes(data_dir, pid) -> dict[str, int]:
    with League(data_dir / "league.sqlite3") as league:
        return {c.word: c.box for c in cards(league, pid)}


async def type_text(pilot, text: str) -> None:
    await pilot.press(*[{" ": "space", "/": "slash", "-": "minus"}.get(ch, ch) for ch in text])


@run_async
async def test_anagrams_typed_in_full_climb_a_box_and_one_missing_drops_to_box_0(data_dir):
    pid = make_box(data_dir, [("RETAINS", CardKind.EQUITY_LOSS, "AEINRST"), ("CATS", CardKind.EQUITY_LOSS, "")])
    app = app_on_study(data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "2 cards, 2 due now" in text_of(app, "#study-box")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, QuizScreen)
        first = app.screen.current.card.word
        shown = text_of(app, "#quiz-shown").replace(" ", "")
        assert sorted(shown) == sorted(first)
        await type_text(pilot, " ".join(sorted(oracle_anagrams(first))))
        await pilot.press("enter")
        await pilot.pause()
        assert "✓ right" in text_of(app, "#quiz-verdict")
        await pilot.press("enter")
        await pilot.pause()
        second = app.screen.current.card.word
        assert second != first
        missing = sorted(oracle_anagrams(second))[1:]  # leave one out (CATS: ACTS is not in the list; SCAT is)
        await type_text(pilot, " ".join(missing) or "XXXX")
        await pilot.press("enter")
        await pilot.pause()
        assert "✗ wrong" in text_of(app, "#quiz-verdict")
        for word in oracle_anagrams(second):
            assert word in text_of(app, "#quiz-verdict")
        # the verdict names the word left out, not only the whole list
        assert missing and f"missed: {min(oracle_anagrams(second))}" in text_of(app, "#quiz-verdict")
        await pilot.press("enter")
        await pilot.pause()
        assert "2 of 2" not in text_of(app, "#quiz-title") and "1 of 2 right" in text_of(app, "#quiz-title")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StudyScreen)
    assert boxes(data_dir, pid) == {first: 1, second: 0}
    with League(data_dir / "league.sqlite3") as league:
        assert [(a.quiz, a.correct) for a in answers(league, pid)] == [("anagram", True), ("anagram", False)]


@run_async
async def test_hooks_and_find_the_bingo_on_the_players_own_rack(data_dir):
    pid = make_box(data_dir, [("CAT", CardKind.EQUITY_LOSS, ""), ("STAINER", CardKind.MISSED_BINGO, "AEINR?T")])
    app = app_on_study(data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("3", "enter")  # hooks: STAINER and CAT
        await pilot.pause()
        assert isinstance(app.screen, QuizScreen)
        for _ in range(2):
            word = app.screen.current.card.word
            assert text_of(app, "#quiz-shown").replace(" ", "") == word
            await type_text(pilot, oracle_hooks(word))
            await pilot.press("enter")
            await pilot.pause()
            assert "✓ right" in text_of(app, "#quiz-verdict"), (word, oracle_hooks(word))
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("2")  # find the bingo: only the missed-bingo card, on its rack
        await pilot.pause()
        assert "1 cards for this quiz" in text_of(app, "#study-choice") or "1 card" in text_of(app, "#study-choice")
        await pilot.press("enter")
        await pilot.pause()
        assert text_of(app, "#quiz-shown").replace(" ", "") == "AEINR?T"
        await type_text(pilot, "nastier")  # the blank as S: another bingo of the rack than the card's
        await pilot.press("enter")
        await pilot.pause()
        assert "✓ right" in text_of(app, "#quiz-verdict")
    # STAINER was due for hooks only: right again a minute later is practice, not box 2
    assert boxes(data_dir, pid) == {"CAT": 1, "STAINER": 1}


@run_async
async def test_the_word_judge_takes_v_and_p_and_its_phonies_are_refused_one_letter_changes(data_dir):
    words = ["RETAINS", "TRAIN", "STRAIN", "CART", "ARTS", "BATS"]
    pid = make_box(data_dir, [(w, CardKind.EQUITY_LOSS, "") for w in words] + [("QIS", CardKind.PHONY, "")])
    app = app_on_study(data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("4", "minus", "minus")  # 20 -> 10 -> 5 cards
        await pilot.pause()
        assert "Session: 5 cards" in text_of(app, "#study-choice")
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, QuizScreen) and len(screen.cards) == 5
        right = 0
        for n in range(5):
            card = screen.current.card
            shown = text_of(app, "#quiz-shown").replace(" ", "")
            valid = shown in WORDS
            if not valid and card.kind is not CardKind.PHONY:
                assert len(shown) == len(card.word)
                assert sum(a != b for a, b in zip(shown, card.word, strict=True)) == 1
            answer_right = n % 2 == 0
            await pilot.press("v" if valid == answer_right else "p")
            await pilot.pause()
            right += answer_right
            assert ("✓" if answer_right else "✗") in text_of(app, "#quiz-verdict")
            await pilot.press("enter")
            await pilot.pause()
        assert f"{right} of 5 right" in text_of(app, "#quiz-title")
    with League(data_dir / "league.sqlite3") as league:
        assert [a.correct for a in answers(league, pid)] == [True, False, True, False, True]


@run_async
async def test_the_judge_clock_runs_out_as_a_wrong_answer(data_dir, monkeypatch):
    monkeypatch.setattr("lexitile.tui.screens.study_quiz.JUDGE_SECONDS", 0.3)
    pid = make_box(data_dir, [("TRAIN", CardKind.EQUITY_LOSS, "")])
    app = app_on_study(data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("4", "enter")
        await pilot.pause(0.8)
        assert "time is up" in text_of(app, "#quiz-verdict")
    with League(data_dir / "league.sqlite3") as league:
        assert [a.correct for a in answers(league, pid)] == [False]


@run_async
async def test_f1_and_the_progress_charts(data_dir):
    make_box(data_dir, [("TRAIN", CardKind.EQUITY_LOSS, "")])
    app = app_on_study(data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesCard)
        assert "word judge: valid / phony" in app.screen.card_text().plain
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("1", "enter")
        await pilot.pause()
        await type_text(pilot, "train")
        await pilot.press("enter", "escape")
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, StudyProgressScreen)
        chart = text_of(app, "#box-chart").splitlines()
        assert chart[0].startswith("box 0") and chart[0].endswith(" 0")
        assert chart[1].startswith("box 1") and chart[1].endswith(" 1")


@pytest.mark.parametrize(("lang", "title", "judge"), [("de", "Lernen", "Wortrichter"), ("pt_BR", "Estudo", "Juiz")])
@run_async
async def test_the_study_screen_speaks_german_and_portuguese(data_dir, lang, title, judge):
    make_box(data_dir, [("TRAIN", CardKind.EQUITY_LOSS, "")])
    set_ui_language(lang)
    app = app_on_study(data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert title in text_of(app, "#study-title")
        assert judge in text_of(app, "#study-choice")


@run_async
async def test_only_the_chosen_profiles_cards_are_shown_and_arrows_change_it(data_dir):
    make_box(data_dir, [("TRAIN", CardKind.EQUITY_LOSS, "")], profile="Ann")
    make_box(data_dir, [("CART", CardKind.EQUITY_LOSS, ""), ("ARTS", CardKind.EQUITY_LOSS, "")], profile="Bo")
    app = app_on_study(data_dir, profile="bo")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Bo" in text_of(app, "#study-title") and "2 cards" in text_of(app, "#study-box")
        await pilot.press("right")
        await pilot.pause()
        assert "Ann" in text_of(app, "#study-title") and "1 card," in text_of(app, "#study-box")


@run_async
async def test_the_question_wraps_at_80_columns_in_german(data_dir):
    """A new player read "…durch Leerzeichen getrennt, dann Ent" at 80x24: the
    question ran off the screen."""
    set_ui_language("de")
    make_box(data_dir, [("RETAINS", CardKind.EQUITY_LOSS, "")])
    app = app_on_study(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("1", "enter")  # anagrams
        await pilot.pause()
        assert isinstance(app.screen, QuizScreen)
        ask = app.screen.query_one("#quiz-ask")
        assert ask.region.right <= 80 and ask.region.height >= 2


@run_async
async def test_a_word_looked_up_says_so_under_the_verdict(data_dir):
    """A card from the word box has no rack and no play: its line said "rack -, played -"."""
    make_box(data_dir, [("CAT", CardKind.LOOKED_UP, "")])
    app = app_on_study(data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1", "enter")  # anagrams
        await pilot.pause()
        await type_text(pilot, "act")
        await pilot.press("enter")
        await pilot.pause()
        source = text_of(app, "#quiz-source")
        assert "looked up in the word box on turn 1" in source and "rack -" not in source
