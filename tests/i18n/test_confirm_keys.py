"""A yes/no question takes the interface language's own yes key (German j, Portuguese
s) as well as y; n and Escape say no."""

from __future__ import annotations

import asyncio

import pytest
from textual.app import App

from lexitile.i18n import set_ui_language
from lexitile.tui.screens.dialogs import ConfirmScreen


def answer(language: str, key: str) -> bool | None:
    set_ui_language(language)
    answers: list[bool | None] = []

    class Asker(App[None]):
        def on_mount(self) -> None:
            self.push_screen(ConfirmScreen("?"), answers.append)

    async def go() -> None:
        app = Asker()
        async with app.run_test() as pilot:
            await pilot.pause()
            button = str(app.screen.query_one("#yes").label)
            await pilot.press(key)
            await pilot.pause()
            answers.append(button)

    asyncio.run(go())
    return answers


@pytest.mark.parametrize(
    ("language", "key", "said", "button"),
    [
        ("de", "j", True, "Ja (j)"),
        ("de", "y", True, "Ja (j)"),
        ("de", "n", False, "Ja (j)"),
        ("pt_BR", "s", True, "Sim (s)"),
        ("pt_BR", "n", False, "Sim (s)"),
        ("en", "y", True, "Yes (y)"),
        ("en", "escape", False, "Yes (y)"),
    ],
)
def test_the_yes_key_of_the_language(language, key, said, button):
    assert answer(language, key) == [said, button]


def test_j_is_no_answer_in_english():
    assert answer("en", "j") == ["Yes (y)"]  # still waiting for an answer
