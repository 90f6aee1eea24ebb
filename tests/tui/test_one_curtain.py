"""One curtain at a time: keys pressed while a game is still opening never stack a
second curtain, whose lifting would draw the rack under the one left.

Tried in tmux at 80x24 (``lexitile play --players Ann,Bo --lexicon de`` on a cold
cache, Enter and letters pressed while the word list loaded): after Enter on the curtain
the screen showed "Pass to Ann" *with Ann's rack drawn under it* -- Enter had reached the
game screen while its curtain was due but not yet up (``action_commit`` raises the
curtain when it is due), and the opening raised it once more. The race is reproduced
here by calling the game screen's Enter action while its curtain is up, which is the
order of events of that race.
"""

from __future__ import annotations

from tui_helpers import make_session, run_async

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.rack import RackView

SIZE = (80, 24)


@run_async
async def test_enter_that_reaches_the_table_under_its_curtain_does_not_stack_another(data_dir):
    session = make_session(data_dir)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(20):
            await pilot.pause()
            if isinstance(app.screen, CurtainScreen):
                break
        assert isinstance(app.screen, CurtainScreen)
        table = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        table.action_commit()  # the Enter of the race: the table's curtain is due
        await pilot.pause()
        assert sum(isinstance(s, CurtainScreen) for s in app.screen_stack) == 1
        await pilot.press("enter")  # the player lifts the curtain
        await pilot.pause()
        assert not any(isinstance(s, CurtainScreen) for s in app.screen_stack)
        assert app.screen is table and not table.table.curtain_up
        rack = "".join(session.game.racks[session.game.turn])
        assert rack and table.query_one(RackView) is not None
