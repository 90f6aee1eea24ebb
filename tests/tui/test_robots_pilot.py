"""Issue #6 in the app, driven with real key presses: computer players (at setup, to the
end of a game, handing a seat over and taking it back, in challenge mode), a timed-out
move played by the computer, hints, quick mode, and classic mode switching hints and
quick mode off. Robot moves run in Textual workers: the tests wait for them
(``app.workers.wait_for_complete()``); ``robot_pause=0`` skips the moment a robot's
move stays on screen; the clock is a :class:`FakeClock`. Nothing sleeps.

The automaton of the move generator is built from the small word sets below (a few
milliseconds). Seed 1, Ann and Bo (mattel): Ann first with ERZAGDO, Bo NOTLECO.
"""

from __future__ import annotations

import pytest
from tui_helpers import FakeClock, make_game, run_async

from league_offer import answer_profile_offer
from lexitile.games.crossword.rules.events import EventKind
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.play.table_options import GameOptions
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.challenge import ChallengeWindowScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.screens.seats import SeatsScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.preview import PreviewView
from lexitile.tui.widgets.rack import RackView

SIZE = (80, 24)

#: Two- and three-letter words (a small lexicon robots can play a whole game with).
SMALL = frozenset(
    """AA AB AD AE AG AH AI AL AM AN AR AS AT AW AX AY BA BE BI BO BY DA DE DO ED EF EH EL EM EN ER ES
    EX FA FE GO HA HE HI HM HO ID IF IN IS IT JO KA KI LA LI LO MA ME MI MO MU MY NA NE NO NU OD OE
    OF OH OI OM ON OP OR OS OW OX OY PA PE PI QI RE SH SI SO TA TI TO UH UM UN UP US UT WE WO XI XU
    YA YE YO ZA ACE ACT ADD ADO AGE AGO AID AIL AIM AIR ALE ALL AND ANT ANY APE ARC ARE ARM ART ATE
    BAD BAG BAN BAR BAT BED BEE BET BID BIG BIN BIT BOA BOG BOW BOX BOY BUD BUG BUN BUS BUT BUY CAB
    CAN CAP CAR CAT COD COG CON COT COW CRY CUB CUE CUP CUT DAB DEN DEW DID DIE DIG DIM DIN DOE DOG
    DON DOT DRY DUE DUG EAR EAT EEL EGG ELF ELM END ERA EVE EWE EYE FAN FAR FAT FED FEE FEW FIG FIN
    FIT FLY FOE FOG FOR FOX FRY FUN FUR GAL GAP GAS GEL GEM GET GIN GOD GOT GUM GUN GUT GUY HAD HAM
    HAS HAT HEN HER HEX HID HIM HIP HIS HIT HOE HOG HOP HOT HOW HUB HUE HUG HUM HUT ICE ICY ILL INK
    INN ION IRE IRK ITS IVY JAB JAM JAR JAW JET JOB JOG JOT JOY JUG KEG KEN KEY KID KIN KIT LAB LAD
    LAG LAP LAW LAY LED LEG LET LID LIE LIP LIT LOG LOT LOW MAD MAN MAP MAT MAY MEN MET MIX MOB MOD
    MOP MUD MUG NAB NAG NAP NET NEW NIL NIP NOD NOR NOT NOW NUN NUT OAK OAR OAT ODD ODE OFF OFT OIL
    OLD ONE OPT ORB ORE OUR OUT OWE OWL OWN PAD PAL PAN PAT PAW PAY PEA PEG PEN PET PIE PIG PIN PIT
    POD POT PRO PUB PUN PUP PUT QUA RAG RAM RAN RAP RAT RAW RAY RED REP RIB RID RIG RIM RIP ROB ROD
    ROE ROT ROW RUB RUG RUN RUT RYE SAD SAG SAP SAT SAW SAY SEA SET SEW SHE SHY SIN SIP SIR SIS SIT
    SIX SKI SKY SLY SOB SOD SON SOW SOY SPA SPY STY SUB SUM SUN SUP TAB TAD TAG TAN TAP TAR TAX TEA
    TEN THE TIE TIN TIP TOE TON TOO TOP TOT TOW TOY TRY TUB TUG TWO URN USE VAN VAT VET VEX VIA VIE
    VOW WAD WAG WAR WAS WAX WAY WEB WED WET WHO WHY WIG WIN WIT WOE WOK WON WOO WOW YAK YAM YAP YAW
    YEA YES YET YEW YOU ZAP ZED ZEE ZIG ZIP ZOO GAZED ZONE ZONED LOTS TOIL COLT GOAD""".split()
)


def game_screen(app) -> GameScreen:
    return [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]


def preview_text(app) -> str:
    return game_screen(app).query_one(PreviewView).plain


def new_game(data_dir, players=("Ann", "Bo"), robots=None, lexicon=SMALL, seed=1, **options) -> Session:
    setup = GameSetup(players, lexicon="test-words", seed=seed, options=GameOptions(**options), robots=robots or {})
    return Session.start(setup, lexicon, path=data_dir / "games" / "game.json")


async def settle(pilot) -> None:
    """Let every worker (robot moves, hints, quick mode) finish and its result land."""
    for _ in range(3):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def lift(pilot) -> None:
    await pilot.pause()
    assert isinstance(pilot.app.screen, CurtainScreen), pilot.app.screen
    await pilot.press("enter")
    await pilot.pause()


# --------------------------------------------------------------------------- robot seats


@pytest.mark.slow
@run_async
async def test_two_robots_play_a_game_to_the_end(data_dir):
    session = new_game(data_dir, robots={"Ann": "medium", "Bo": "hard"})
    assert session.saved.robots == {0: "medium", 1: "hard"} and session.humans() == []
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(300):
            if session.finished:
                break
            await settle(pilot)
        assert session.finished
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        plays = [e for e in session.game.history if e.kind is EventKind.PLAY]
        assert len(plays) >= 4 and {e.player for e in plays} == {0, 1}
    saved = load_saved(session.path)
    assert saved.finished and saved.robots == {0: "medium", 1: "hard"}
    assert "computer players Ann (medium), Bo (hard)" in session.saved.gcg_path.read_text(encoding="utf-8")


@run_async
async def test_human_against_robot_needs_no_curtain(data_dir):
    session = new_game(data_dir, robots={"Bo": "hard"})
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)  # one person at the table: no curtain
        rack = game_screen(app).query_one(RackView)
        assert not rack.hidden and rack.order and sorted(rack.order) == sorted("ERZAGDO")
        await pilot.press(*"gazed", "enter")
        await settle(pilot)
        kinds = [(e.player, e.kind) for e in session.game.history]
        assert kinds[0] == (0, EventKind.PLAY) and kinds[1][0] == 1  # the robot moved
        assert isinstance(app.screen, GameScreen) and session.game.turn == 0
        assert not game_screen(app).table.curtain_up and not game_screen(app).query_one(RackView).hidden


def test_robot_prepares_in_a_worker_and_the_ui_stays_responsive(data_dir, monkeypatch):
    import threading

    from lexitile.games.crossword.engine import automaton_cache

    gate = threading.Event()
    real = automaton_cache.automaton_of

    def slow(lexicon):  # the first use of a big word list: the automaton is being built
        assert gate.wait(20)
        return real(lexicon)

    monkeypatch.setattr(automaton_cache, "automaton_of", slow)
    monkeypatch.setattr(automaton_cache, "automaton_ready", lambda lexicon: False)

    @run_async
    async def go():
        session = new_game(data_dir, robots={"Ann": "easy"})  # Ann moves first
        app = LexitileApp(session, robot_pause=0)
        async with app.run_test(size=SIZE) as pilot:
            try:
                await pilot.pause()
                await pilot.pause()
                text = preview_text(app)
                assert "Ann (computer, easy) is thinking" in text and "preparing the computer player" in text
                unseen = game_screen(app).query_one("#unseen")
                shown = unseen.display
                await pilot.press("ctrl+u")  # the app answers keys meanwhile
                await pilot.pause()
                assert unseen.display != shown and not session.game.history
            finally:
                gate.set()
            await settle(pilot)
            assert session.game.history[0].player == 0 and session.game.turn == 1
            assert isinstance(app.screen, GameScreen) and not game_screen(app).table.thinking

    go()


@run_async
async def test_hand_seat_to_robot_and_take_it_back(data_dir):
    session = new_game(data_dir)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert isinstance(app.screen, SeatsScreen)
        assert "1 Ann" in app.screen.seats_text().plain and "human" in app.screen.seats_text().plain
        await pilot.press("1", "m", "enter")  # Ann's seat to a medium robot
        await settle(pilot)
        assert session.saved.robots == {0: "medium"}
        assert load_saved(session.path).robots == {0: "medium"}  # saved at once
        assert session.game.history[0].player == 0 and session.game.history[0].kind is EventKind.PLAY
        # only Bo is a person now, but Ann handed her seat over at the keyboard:
        # Bo's rack waits behind his curtain
        assert isinstance(app.screen, CurtainScreen) and session.game.turn == 1
        assert game_screen(app).query_one(RackView).hidden
        # ... and the curtain tells him the computer took Ann's seat, and its move
        first = session.game.history[0]
        assert [(m.code, m["player"]) for m in app.screen.recap] == [("recap.to-robot", "Ann"), ("recap.play", "Ann")]
        assert app.screen.recap[1]["square"] == first.coordinate and app.screen.recap[1]["score"] == first.score
        await lift(pilot)
        await pilot.press("ctrl+t")
        await pilot.pause()
        await pilot.press("1", "enter")  # Ann takes her seat back
        await pilot.pause()
        assert session.saved.robots == {} and load_saved(session.path).robots == {}
        await pilot.press("ctrl+p", "y")  # Bo passes; Ann (a person again) is next
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen) and "Ann" in " ".join(
            str(label.content) for label in app.screen.query("Label")
        )
        codes = [(m.code, m["player"]) for m in app.screen.recap]
        assert codes[-2:] == [("recap.to-person", "Ann"), ("recap.pass", "Bo")]
        assert len(session.game.history) == 2


@run_async
async def test_resume_keeps_robot_seats(data_dir):
    session = new_game(data_dir, robots={"Bo": "easy"})
    resumed = Session.resume(load_saved(session.path), SMALL)
    assert resumed.robots == {1: "easy"} and resumed.is_robot(1) and not resumed.is_robot(0)
    assert resumed.humans() == ["Ann"]


@run_async
async def test_robot_challenges_a_phony(data_dir):
    lexicon = frozenset(SMALL - {"GAZED"})
    session = new_game(data_dir, robots={"Bo": "hard"}, lexicon=lexicon, check="challenge")
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press(*"gazed", "enter")  # GAZED is not in this word list
        await settle(pilot)
        assert isinstance(app.screen, ChallengeWindowScreen)
        text = app.screen.window_text().plain
        # the move stands inside the sentence: a move that ends on a played-through
        # tile (G4 VIDG.) read "VIDG.." at the end of one
        assert "Bo challenges the play 8H GAZED by Ann." in text and "GAZED           ✗ not valid" in text
        await pilot.press("enter")
        await settle(pilot)
        # withdrawn; then Bo (the robot) played, and Ann answers the challenge window
        kinds = [e.kind for e in session.game.history]
        assert EventKind.WITHDRAWN in kinds and kinds[-1] is EventKind.PLAY
        assert isinstance(app.screen, ChallengeWindowScreen) and "Bo played" in app.screen.window_text().plain
        await pilot.press("a")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and session.game.turn == 0 and not session.challenge_open


@run_async
async def test_robot_accepts_a_good_play_without_a_window(data_dir):
    session = new_game(data_dir, robots={"Bo": "hard"}, check="challenge")
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press(*"gazed", "enter")
        await settle(pilot)
        assert [m.kind for m in session.saved.moves][:2] == ["play", "accept"]
        assert session.saved.moves[2].kind in ("play", "exchange", "pass") and session.saved.moves[2].seat == 1


# --------------------------------------------------------------------------- timed turns


@run_async
async def test_timed_out_move_is_played_by_the_game_under_kreuzwort_rules(data_dir):
    """Kreuzwort: the game plays for the player, the play of median equity (not the best)."""
    from lexitile.games.crossword.engine.automaton_cache import automaton_of
    from lexitile.games.crossword.engine.robots import Robot
    from lexitile.games.crossword.engine.timeout import timeout_play

    clock = FakeClock()
    session = make_game(data_dir, rules="kreuzwort", lexicon=SMALL, move_seconds=30)
    automaton = automaton_of(SMALL)
    expected = timeout_play(session.game, automaton, SMALL)
    best = Robot("hard", automaton, SMALL).ranked(session.game)[0][1]
    assert expected is not None and str(expected) != best.notation
    expected_score = session.game.check_play(expected.placement).total
    app = LexitileApp(session, clock=clock, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press(*"ga")
        clock.advance(30)
        app.tick()
        await settle(pilot)
        first = session.game.history[0]
        assert first.player == 0 and first.kind is EventKind.PLAY and first.score > 0
        assert first.move == expected and first.score == expected_score
        assert session.saved.notes[0] == "time ran out: the computer played for Ann"
        assert "time ran out: the computer played for Ann" in session.saved.gcg_path.read_text(encoding="utf-8")
        assert isinstance(app.screen, CurtainScreen)  # two people: Bo gets the curtain


@run_async
async def test_timed_out_move_is_a_pass_under_mattel_rules_unless_the_table_says_play(data_dir):
    clock = FakeClock()
    session = make_game(data_dir, move_seconds=30)
    app = LexitileApp(session, clock=clock, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        clock.advance(30)
        app.tick()
        await settle(pilot)
        assert [e.kind for e in session.game.history] == [EventKind.PASS]
    session = make_game(data_dir, move_seconds=30, on_timeout="play", lexicon=SMALL, name="played")
    app = LexitileApp(session, clock=clock, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        clock.advance(30)
        app.tick()
        await settle(pilot)
        assert [e.kind for e in session.game.history] == [EventKind.PLAY]


@run_async
async def test_timed_out_move_passes_when_the_table_chose_so(data_dir):
    clock = FakeClock()
    session = make_game(data_dir, rules="kreuzwort", move_seconds=30, on_timeout="pass")
    app = LexitileApp(session, clock=clock, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        clock.advance(30)
        app.tick()
        await settle(pilot)
        assert [e.kind for e in session.game.history] == [EventKind.PASS]


# --------------------------------------------------------------------------- hints


@run_async
async def test_hint_levels_and_the_note_in_the_saved_game(data_dir):
    session = make_game(data_dir)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press("ctrl+g")
        await settle(pilot)
        text = preview_text(app)
        assert "Hint: best play by equity: 36 points" in text and "8H" not in text and "GAZED" not in text
        assert session.saved.notes[0] == "hint 1: Ann saw the best play's score (36)"
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert "best play by equity: 36 points, at " in preview_text(app) and "GAZED" not in preview_text(app)
        assert game_screen(app).query_one("#board").marks  # the position is marked
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert "best play: " in preview_text(app) and "GAZED for 36" in preview_text(app)
        note = session.saved.notes[0]
        assert note.startswith("hint 3: Ann saw the best play (") and note.count("hint") == 1
        assert load_saved(session.path).notes[0] == note
        await pilot.press(*"gazed", "enter")
        await pilot.pause()
        assert note in session.saved.gcg_path.read_text(encoding="utf-8")


@run_async
async def test_enter_on_the_whole_hint_places_it_and_the_next_enter_plays_it(data_dir):
    """A new player closed the third hint's window and pressed Enter on the marked
    tiles: 'Place tiles first'. Enter now places them; the next Enter plays."""
    session = make_game(data_dir)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        for _ in range(3):
            await pilot.press("ctrl+g")
            await settle(pilot)
        if not isinstance(app.screen, GameScreen):
            await pilot.press("escape")  # the coach's window
            await settle(pilot)
        table = game_screen(app).table
        hinted = table.hint_shown()
        assert hinted is not None and not table.draft.tiles
        await pilot.press("enter")
        await settle(pilot)
        assert "".join(t.tile for t in table.draft.tiles) == "GAZED"
        assert "Enter plays it" in preview_text(app) and not session.game.history
        await pilot.press("enter")
        await settle(pilot)
        assert [e.move_text for e in session.game.history] == [hinted[0].text]
        assert session.game.scores[0] == hinted[0].score == 36


# --------------------------------------------------------------------------- quick mode


async def quick(pilot, word: str, to_board: bool = False) -> None:
    """Type ``word`` in the word box and press Enter (the focus stays there); with
    ``to_board``, Esc then goes to the board, where the keys choose and play."""
    box = game_screen(pilot.app).query_one("#word-input")
    box.focus()
    await pilot.pause()
    await pilot.press(*word, "enter")
    await settle(pilot)
    if to_board:
        await pilot.press("escape")
        await pilot.pause()


@run_async
async def test_quick_mode_select_and_play(data_dir):
    session = make_game(data_dir)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await quick(pilot, "goad", to_board=True)
        screen = game_screen(app)
        assert screen.table.quick is not None
        result, index = screen.table.quick
        n = len(result.moves)
        assert n > 1 and index == 0 and screen.table.draft.tiles
        assert [m.score for m in result.moves] == sorted((m.score for m in result.moves), reverse=True)
        assert f"Quick 1/{n} ·" in preview_text(app)
        assert screen.query_one("#board").marks  # the other placements, with their scores
        await pilot.press("right")
        await pilot.pause()
        assert screen.table.quick[1] == 1 and f"Quick 2/{n} ·" in preview_text(app)
        await pilot.press("tab")
        await pilot.pause()
        assert screen.table.quick[1] == 2 % n
        await pilot.press("left", "left")
        await pilot.pause()
        assert screen.table.quick[1] == n - 1 if n == 2 else screen.table.quick[1] == 0
        chosen = screen.table.quick[0].moves[screen.table.quick[1]]
        await pilot.press("enter")
        await pilot.pause()
        first = session.game.history[0]
        assert first.kind is EventKind.PLAY and first.score == chosen.score
        assert {(r, c) for r, c, _ in first.placement.tiles} == {(r, c) for r, c, _ in chosen.tiles}


@run_async
async def test_quick_mode_says_why_a_word_fits_nowhere_and_escape_cancels(data_dir):
    session = make_game(data_dir)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await quick(pilot, "xyz")
        assert "is not a word" in preview_text(app) and game_screen(app).table.quick is None
        await quick(pilot, "zone")
        assert "letters not on your rack: N" in preview_text(app)
        await quick(pilot, "gazed", to_board=True)
        screen = game_screen(app)
        assert screen.table.quick is not None and screen.table.draft.tiles
        await pilot.press("escape")
        await pilot.pause()
        assert screen.table.quick is None and not screen.table.draft.tiles and "cancelled" in preview_text(app)


# --------------------------------------------------------------------------- classic mode


@run_async
async def test_classic_mode_switches_hints_and_quick_mode_off(data_dir):
    session = make_game(data_dir, classic=True)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press("ctrl+g")
        await settle(pilot)
        assert "Hint" not in preview_text(app) and session.saved.notes == {}
        await quick(pilot, "goad")
        assert "Quick mode is off in classic mode" in preview_text(app)
        assert game_screen(app).table.quick is None and not game_screen(app).table.draft.tiles


@run_async
async def test_new_game_screen_seats_a_robot(data_dir):
    from textual.widgets import Select

    from lexitile.tui.screens.new_game import NewGameScreen

    app = LexitileApp(
        lexicon_loader=lambda spec: SMALL, new_game_defaults={"players": ["Ann", "Bo"], "seed": 1}, robot_pause=0
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        kind = app.screen.query_one("#kind-2", Select)
        assert not kind.disabled
        kind.value = "medium"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await answer_profile_offer(pilot)
        await settle(pilot)
        session = app.session
        assert session is not None and session.robots == {1: "medium"}
        # one person against the computer: Ann's rack is shown at once
        assert isinstance(app.screen, GameScreen) and not game_screen(app).table.curtain_up


# --------------------------------------------------------------------------- session and adapter


def test_session_robot_seats_notes_and_actions(data_dir):
    from lexitile.play import robot_seats

    session = new_game(data_dir, ("Ann", "Bo", "Cy"), robots={"Cy": "easy"})
    assert session.robots == {2: "easy"} and session.human_seats() == [0, 1] and session.humans() == ["Ann", "Bo"]
    session.set_robot(0, "hard")
    assert load_saved(session.path).robots == {0: "hard", 2: "easy"} and session.is_robot()
    session.set_robot(0, None)
    assert load_saved(session.path).robots == {2: "easy"}
    session.add_note("hint 1: Ann saw the best play's score (36)", kind="hint")
    session.add_note("a hint of something else")
    session.add_note("hint 2: Ann saw more", kind="hint")
    session.add_note("something else")
    assert session.saved.notes[0] == "a hint of something else\nhint 2: Ann saw more\nsomething else"
    robot = robot_seats.robot_for("medium", session.game.lexicon, 1)
    action = robot.choose(session.game)
    event = session.perform(action, note="played by the computer")
    assert event.kind is EventKind.PLAY and session.saved.moves[-1].kind == "play"
    assert session.saved.notes[0].endswith("played by the computer")
    # the move replays from the state file
    resumed = Session.resume(load_saved(session.path), SMALL)
    assert resumed.game.scores == session.game.scores and resumed.robots == {2: "easy"}


def test_robot_adapter_parses_specs_and_refuses_lexicons_without_words():
    import pytest

    from lexitile.games.crossword.engine import automaton_cache
    from lexitile.play import robot_seats

    assert robot_seats.parse_robot("Cy") == ("Cy", "hard") and robot_seats.parse_robot(" Di : Easy ") == ("Di", "easy")
    assert robot_seats.parse_robot("Cy:expert") == ("Cy", "expert")
    with pytest.raises(ValueError, match="level"):
        robot_seats.parse_robot("Cy:genius")

    class OnlyIn:
        def __contains__(self, word):
            return True

    with pytest.raises(automaton_cache.NoAutomaton):
        automaton_cache.automaton_of(OnlyIn())
    with pytest.raises(automaton_cache.NoAutomaton):
        automaton_cache.automaton_of(None)
    assert automaton_cache.automaton_of(SMALL) is automaton_cache.automaton_of(
        SMALL
    ) and automaton_cache.automaton_ready(SMALL)


@run_async
async def test_hint_shows_how_far_the_move_generator_is_built(data_dir, monkeypatch):
    """The first hint on a word list builds the move generator (seconds): the preview
    says how far that build has got, then gives the hint."""
    import threading

    from lexitile.games.crossword.engine import automaton_cache
    from lexitile.tui.screens import game_aids as game_module

    building = {"ready": False, "done": 0.42}
    built = threading.Event()
    monkeypatch.setattr(automaton_cache, "automaton_ready", lambda lexicon: building["ready"])
    monkeypatch.setattr(automaton_cache, "build_progress", lambda: None if building["ready"] else building["done"])
    find_hint = game_module.find_hint

    def find_hint_once_built(game):  # the worker waits as it would for a real build
        built.wait(10)
        return find_hint(game)

    monkeypatch.setattr(game_module, "find_hint", find_hint_once_built)
    session = make_game(data_dir)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press("ctrl+g")
        for _ in range(50):
            await pilot.pause(0.1)
            if "42%" in preview_text(app):
                break
        assert "preparing the computer player: 42%" in preview_text(app)
        building["done"] = 0.87
        for _ in range(50):
            await pilot.pause(0.1)
            if "87%" in preview_text(app):
                break
        assert "preparing the computer player: 87%" in preview_text(app)
        building["ready"] = True
        built.set()
        await settle(pilot)
        for _ in range(50):
            if "Hint:" in preview_text(app):
                break
            await pilot.pause(0.1)
        assert "Hint: best play by equity: 36 points" in preview_text(app)
