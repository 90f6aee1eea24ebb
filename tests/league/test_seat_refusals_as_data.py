"""The league's seat refusals carry their code and fields, so the screens word them
in their language without reading the English sentence back."""

from __future__ import annotations

import pytest

from lexitile.core.league_rules import LeagueError
from lexitile.i18n import set_ui_language
from lexitile.storage.league_db import open_league
from lexitile.tui.forms.base import league_refusal


@pytest.fixture
def league(tmp_path):
    db = open_league(tmp_path / "league.sqlite")
    db.add_profile("Ann")
    db.add_profile("Bo")
    yield db
    db.close()


def test_a_seat_that_cannot_cover_the_wager(league):
    with pytest.raises(LeagueError) as info:
        league.seat_table(["Ann", "Bo"], 5000)
    assert info.value.why is not None and info.value.why.code == "league.cannot-cover"
    assert dict(info.value.why.fields) == {"name": "Ann", "chips": 1000, "wager": 5000}


def test_a_profile_in_two_seats(league):
    with pytest.raises(LeagueError) as info:
        league.seat_table(["Ann", "ann"], 10)
    assert info.value.why is not None and info.value.why.code == "league.profile-twice"


@pytest.mark.parametrize("code", ["league.cannot-cover", "league.guest-with-wager", "league.profile-twice"])
def test_refusals_are_worded_in_the_interface_language(code):
    from lexitile.core.message import Message

    fields = {"league.cannot-cover": {"name": "Bo", "chips": 40, "wager": 50}}.get(code, {"name": "Cy"})
    exc = LeagueError("the English text", why=Message(code, fields))
    set_ui_language("de")
    try:
        german = league_refusal(exc)
    finally:
        set_ui_language("en")
    english = league_refusal(exc)
    assert english != "the English text" and german != english
