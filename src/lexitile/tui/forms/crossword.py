"""The board game's new-game form and its openings.

The form: 2-4 seats with names (each a person or a computer player of a level, which
may be kept to familiar words), the
rules, the language (word list and tile set together), the word list by name (the
built-in lists by their titles and the lists installed with ``lexitile lexicon add``;
a word-list file may still be named), a seed, and the table options (word check,
challenge penalty, time per move or game clock, pairs, classic mode, hints in games
judged by challenge, the German compound check). F1 shows the rules card of the rule
set chosen, with the options chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import Grid, Horizontal
from textual.widgets import Checkbox, Input, Select

from lexitile.core.compound_rule import CompoundRule, compound_rule
from lexitile.errors import LexitileError
from lexitile.i18n import N_, _, ngettext, ui_language
from lexitile.languages import (
    CODES,
    DEFAULT_LANGUAGE,
    LANGUAGES,
    language_for,
    language_of_lexicon,
    resolve,
    table_language,
)
from lexitile.play.board_setup import GameSetup, check_player_names
from lexitile.play.table_options import CHALLENGE_PENALTIES, GameOptions
from lexitile.tui.describe import rules_title, save_error_text
from lexitile.tui.forms.base import ModeForm, StateCheckbox
from lexitile.tui.forms.level_help import familiar_help, level_help, levels_tooltip
from lexitile.tui.opening import ModeScreens, Opening, SavedHow, shell
from lexitile.tui.widgets.plain import Label

if TYPE_CHECKING:  # the session (rules engine, records, league database) loads with a game
    from lexitile.play.board_session import Session
    from lexitile.storage.saved_games import SavedEntry

#: ``Select`` value for "the rule set's own setting".
OWN = "own"

#: Time controls offered (``move:S`` seconds per move, ``game:M`` minutes each).
TIME_CHOICES = [
    (N_("No time limit"), "none"),
    (N_("30 s a move"), "move:30"),
    (N_("60 s a move"), "move:60"),
    (N_("2 min a move"), "move:120"),
    (N_("10 min clock each"), "game:10"),
    (N_("25 min clock each"), "game:25"),
    (N_("30 min clock each"), "game:30"),
]


def language_choices(own: str | None = None) -> list[tuple[str, str]]:
    """The language ``Select``: the rule set's own (``own``: the language code it gives
    now, named in the entry), then each game language by its own name (``Deutsch``,
    ``Português (Brasil)``)."""
    if own is None:
        first = _("As the rule set (English; Palavras: Portuguese)")
    else:
        # short: the drop-down is narrow ("Português (regras)")
        first = _("{language} (rule set)").format(language=language_for(own).native.split(" (")[0])
    return [(first, OWN)] + [(language.native, language.code) for language in LANGUAGES]


def own_language(rules: str) -> str:
    """The language code a table of the rule set ``rules`` plays in when no language is
    chosen: the rule set's own (Palavras Cruzadas: ``pt``), the interface's for a rule
    set without one (Kreuzwort), else English (``en``)."""
    from lexitile.games.crossword import catalog  # noqa: PLC0415 - loaded on first use, not at start-up

    try:
        found = catalog.load_rules(rules)
    except Exception:  # noqa: BLE001 - an unknown rule set is refused when the game starts
        return DEFAULT_LANGUAGE
    chosen = table_language(None, found.language, found.interface_language, ui_language())
    return language_for(chosen or found.language or DEFAULT_LANGUAGE).code


def form_language(rules: str, language: str | None, lexicon: str) -> tuple[str, str]:
    """The form's ``(#language, #word-list)`` values for a table started with these
    settings (the last game's, or the command line's), the language and its word
    list together: a built-in list shows as its language (the language's own list),
    and as "the rule set's own" when that is the language the rule set gives; an
    installed list stays named, with its language. ``lexicon`` empty: none named."""
    named = OWN
    if lexicon:
        list_lang = _list_language(lexicon)
        builtin = language_of_lexicon(lexicon)
        if builtin is None or (language is not None and language_for(language) != builtin):
            named = lexicon  # not a language's own list (or the tiles of another language)
        if language is None and list_lang is not None:
            language = language_for(list_lang).code
    if language not in CODES:
        return OWN, named
    if lexicon and named == OWN and language == own_language(rules):
        return OWN, OWN  # the list the rule set gives anyway
    return str(language), named


def time_value(options: GameOptions) -> str:
    """The time ``Select`` value of some options."""
    if options.move_seconds is not None:
        return f"move:{options.move_seconds}"
    if options.game_minutes is not None:
        return f"game:{options.game_minutes}"
    return "none"


def time_choices(current: str) -> list[tuple[str, str]]:
    """:data:`TIME_CHOICES`, plus ``current`` when it came from the command line."""
    choices = [(_(label), value) for label, value in TIME_CHOICES]
    if current not in {v for _label, v in choices}:
        kind, _sep, amount = current.partition(":")
        if kind == "move":
            label = _("{amount} s a move").format(amount=amount)
        else:
            label = _("{amount} min clock each").format(amount=amount)
        choices.append((label, current))
    return choices


def word_list_choices(current: str = "") -> list[tuple[str, str]]:
    """The word-list ``Select``: the language's own, then every built-in list by its
    title and every installed list by its name, language and size (``current``, a list
    named on the command line, is kept when it is none of these)."""
    choices = [(_("The language's own"), OWN)]
    try:
        from lexitile.lexicon.store import BUILTIN_TITLES, builtin_lexicons, shown_title  # noqa: PLC0415 - the lexicon package loads with the game's word list, not with the app
        from lexitile.lexicon.userlists import installed_lists  # noqa: PLC0415 - loaded on first use, not at start-up

        choices += [(shown_title(BUILTIN_TITLES.get(code, code)), code) for code in builtin_lexicons()]
        for entry in installed_lists():
            words = ngettext("{n} word", "{n} words", entry.words).format(n=f"{entry.words:,}")
            choices.append((f"{entry.name} ({entry.language}, {words})", entry.name))
    except Exception:  # noqa: BLE001 - no lexicon package or data: the language's own only
        pass
    if current and current not in {value for _label, value in choices}:
        choices.append((current, current))
    return choices


def _list_language(name: str) -> str | None:
    """The language of a built-in or installed list (``None`` when not known)."""
    found = language_of_lexicon(name)
    if found is not None:
        return found.code
    try:
        from lexitile.lexicon.userlists import find_installed  # noqa: PLC0415 - loaded on first use, not at start-up

        entry = find_installed(name)
    except Exception:  # noqa: BLE001 - no lexicon package: not known
        return None
    return None if entry is None else entry.language


def _lexicon_names() -> list[str]:
    """Built-in lexicons, then the lists the player installed (``lexitile lexicon add``)."""
    try:
        from lexitile.lexicon import builtin_lexicons  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.lexicon.userlists import installed_lists  # noqa: PLC0415 - loaded on first use, not at start-up

        return [*builtin_lexicons(), *(entry.name for entry in installed_lists())]
    except Exception:  # noqa: BLE001 - no lexicon package or data
        return ["en"]


def _rule_sets() -> list[tuple[str, str]]:
    from lexitile.games.crossword import catalog  # noqa: PLC0415 - loaded on first use, not at start-up

    out = []
    for name in catalog.rule_set_names():
        try:
            out.append((rules_title(catalog.load_rules(name)), name))
        except Exception:  # noqa: BLE001 - a broken rule set is left out of the list
            continue
    return out or [("Mattel", "mattel")]


class CrosswordForm(ModeForm):
    """The board game's options.

    Args:
        players, robots: the seats (see :class:`ModeForm`).
        rules, lexicon, seed: defaults for the other fields (``lexicon``: a word list
            named explicitly, ``None`` for the language's).
        options: the table options to show.
        language: the ``--lang`` code chosen, ``None`` for the rule set's own.
    """

    mode_id = "crossword"
    remembers_options = False  # the last game's record gives them (its rules and options)
    seat_count = 4
    familiar_words = True

    def seat_kinds_tooltip(self) -> str:
        return levels_tooltip()

    def familiar_tooltip(self) -> str:
        return familiar_help()

    def kind_hint(self, kind: str) -> str:
        return _(self.seats_hint) if kind == "human" else level_help(kind)

    def familiar_hint(self) -> str:
        return familiar_help()

    def __init__(
        self,
        players: Sequence[str] = (),
        robots: dict[str, str] | None = None,
        *,
        rules: str = "mattel",
        lexicon: str | None = None,
        seed: int | None = None,
        options: GameOptions | None = None,
        language: str | None = None,
        **_ignored: object,
    ):
        super().__init__(players, robots)
        self.default_rules = rules
        self.default_lexicon = lexicon or ""
        self.default_language = language
        # a built-in list is its language; only a list of another kind stays named
        known = {value for _label, value in word_list_choices()}
        listed = self.default_lexicon if self.default_lexicon in known else ""
        self.start_language, self.start_list = form_language(rules, language, listed)
        self.default_seed = seed
        self.default_options = options or GameOptions()

    def compose(self) -> ComposeResult:
        yield from self.compose_seats()
        options = self.default_options
        with Grid(id="options"):
            yield Label(_("Rules"))
            rules = _rule_sets()
            value = self.default_rules if any(v == self.default_rules for _title, v in rules) else rules[0][1]
            yield Select(rules, value=value, allow_blank=False, id="rules", compact=True, tooltip=_("F1: rules card"))
            yield Label(_("Words"))
            yield Select(
                [
                    (_("Rule set's own"), OWN),
                    (_("Checked when played"), "auto"),
                    (_("Judged by challenge"), "challenge"),
                ],
                value=options.check or OWN,
                allow_blank=False,
                id="check",
                compact=True,
            )
            yield Label(_("Language"))
            yield Select(
                language_choices(own_language(value)),
                value=self.start_language,
                allow_blank=False,
                id="language",
                compact=True,
                tooltip=_("sets the word list and the tile set together"),
            )
            yield Label(_("Penalty"))
            yield Select(
                [(_("Rule set's own"), OWN)]
                + [
                    ((_("Loses next turn") if p == "lose-turn" else _("{points} points").format(points=p)), p)
                    for p in CHALLENGE_PENALTIES
                ],
                value=options.penalty or OWN,
                allow_blank=False,
                id="penalty",
                compact=True,
                tooltip=_("what a wrong challenge costs the challenger"),
            )
            # a list named on the command line: by name when it is a known list, else a file
            lists = word_list_choices()
            named = self.default_lexicon if any(v == self.default_lexicon for _label, v in lists) else ""
            yield Label(_("Word list"))
            yield Select(
                lists,
                value=self.start_list,
                allow_blank=False,
                id="word-list",
                compact=True,
                classes="wide",
                tooltip=_("built-in and installed lists (lexitile lexicon list); the tiles follow its language"),
            )
            yield from self.compose_seed(self.default_seed, _("same seed, same game"))
            yield Label(_("Time"))
            current = time_value(options)
            yield Select(time_choices(current), value=current, allow_blank=False, id="time", compact=True)
            yield Label(_("List file"))
            yield Input(
                value="" if named else self.default_lexicon,
                id="lexicon",
                compact=True,
                classes="wide",
                placeholder=_("none: the list above"),
                tooltip=_("a word-list file (one word a line), or a list's name: {names}").format(
                    names=", ".join(_lexicon_names())
                ),
            )
        with Horizontal(id="flags"):
            yield StateCheckbox(_("Pairs (4 players: 1+3 vs 2+4)"), options.pairs, id="pairs", compact=True)
            yield StateCheckbox(_("Classic mode"), options.classic, id="classic", compact=True)
            yield StateCheckbox(
                _("Time out: pass"),
                options.on_timeout == "pass",
                id="timeout-pass",
                compact=True,
                tooltip=_(
                    "when the time per move runs out: a pass (unticked: as the rule set says; "
                    "Kreuzwort: the game plays a play of median equity)"
                ),
            )
        with Horizontal(id="flags-2", classes="flags"):
            yield StateCheckbox(
                _("Hints in challenge games"),
                options.hints,
                id="hints",
                compact=True,
                tooltip=_("a game judged by challenge has no hints unless ticked (the record notes it)"),
            )
            yield Select(
                [
                    (_("Compounds: rule set's own"), OWN),
                    (_("Compounds: dictionary"), CompoundRule.DICTIONARY.value),
                    (_("Compounds: attested"), CompoundRule.ATTESTED.value),
                    (_("Compounds: free"), CompoundRule.FREE.value),
                ],
                value=options.compounds.value if options.compounds else OWN,
                allow_blank=False,
                id="compounds",
                compact=True,
                tooltip=_(
                    "German words: dictionary = only words of the word list and their inflections (the rule text); "
                    "attested = also compounds a large corpus uses (house rule); free = any compound the hunspell "
                    "rules build (house rule). Other languages: no effect"
                ),
            )
        league = options.league
        yield from self.compose_league(league.competitive if league else True, league.wager if league else 0)

    def on_select_changed(self, event: Select.Changed) -> None:
        """The language and its word list move together: another language takes its own
        list (a list of another language is let go), a list picked by name brings its
        language, and another rule set names the language it plays in."""
        which = event.select.id
        if which not in ("language", "word-list", "rules") or not self.is_mounted:
            return
        language = self.query_one("#language", Select)
        word_list = self.query_one("#word-list", Select)
        rules = str(self.query_one("#rules", Select).value)
        chosen = own_language(rules) if language.value == OWN else str(language.value)
        list_lang = None if word_list.value == OWN else _list_language(str(word_list.value))
        if which == "rules":
            value = language.value
            language.set_options(language_choices(own_language(rules)))  # picks the first entry
            if language.value == value:  # unchanged: redraw the entry's new name all the same
                language.mutate_reactive(Select.value)  # type: ignore[misc]  # Select is generic
            else:
                language.value = value
        if list_lang is None or language_for(list_lang) == language_for(chosen):
            return
        if which == "language":
            word_list.value = OWN
        else:
            language.value = language_for(list_lang).code

    def setup(self) -> GameSetup:
        """The form as a setup.

        Raises:
            ValueError: bad names or seed, or a typed word list that leads to no list (a
                missing file: checked here, without loading it, so that the form is
                refused before any question about league profiles), with the message
                to show.
        """
        from lexitile.lexicon.store import check_lexicon_spec  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.text.faults import fault_text  # noqa: PLC0415 - loaded on first use, not at start-up

        names, robots = self.seats()
        players = check_player_names(names)
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else None
        rules = str(self.query_one("#rules", Select).value)
        lexicon, tiles = self.word_list_and_tiles(rules)
        typed = self.query_one("#lexicon", Input).value.strip()
        if typed:
            try:
                check_lexicon_spec(typed)
            except LexitileError as exc:
                raise ValueError(fault_text(exc)) from None
        options = self.options()
        if options.pairs and len(players) != 4:
            raise ValueError(_("pairs play needs 4 players (2 teams of 2), got {n}").format(n=len(players)))
        if options.pairs and robots:
            raise ValueError(_("computer players cannot play in pairs"))
        options = replace(options, league=self.league_table(players, list(robots)))
        return GameSetup(
            tuple(players), rules=rules, lexicon=lexicon, tiles=tiles, seed=seed, options=options, robots=robots
        )

    def word_list_and_tiles(self, rules: str) -> tuple[str, str | None]:
        """The word list and tile set of the form's language (the rule set's own
        language when the choice is "as the rule set", e.g. Portuguese for Palavras
        Cruzadas); a word list typed in wins for the word list.

        Raises:
            ValueError: an unknown rule set (the message to show, in the interface
                language where the error has a wording).
        """
        from lexitile.games.crossword import catalog  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.text.faults import fault_text  # noqa: PLC0415 - loaded on first use, not at start-up

        language = str(self.query_one("#language", Select).value)
        lang = None if language == OWN else language
        named = str(self.query_one("#word-list", Select).value)
        typed = self.query_one("#lexicon", Input).value.strip() or None
        lexicon = typed or (None if named == OWN else named)
        try:
            rule_set = catalog.load_rules(rules)
            own = rule_set.language
            if typed is None and named != OWN:
                # a list chosen by name brings its language's tiles
                list_lang = _list_language(named)
                if list_lang is not None and lang is not None and language_for(lang) != language_for(list_lang):
                    raise ValueError(
                        _("the word list {name} is in {list}, the language chosen is {chosen}").format(
                            name=named, list=language_for(list_lang).native, chosen=language_for(lang).native
                        )
                    )
                lang = lang or list_lang
            lang = table_language(lang, own, rule_set.interface_language, ui_language())
            return resolve(lang, lexicon, None, own)
        except LexitileError as exc:
            raise ValueError(fault_text(exc)) from None

    def options(self) -> GameOptions:
        """The table options on the form.

        Raises:
            ValueError: an impossible combination (with the message to show).
        """
        check = str(self.query_one("#check", Select).value)
        penalty = str(self.query_one("#penalty", Select).value)
        kind, _sep, amount = str(self.query_one("#time", Select).value).partition(":")
        compounds = str(self.query_one("#compounds", Select).value)
        return GameOptions(
            check=None if check == OWN else check,
            penalty=None if penalty == OWN else penalty,
            move_seconds=int(amount) if kind == "move" else None,
            game_minutes=int(amount) if kind == "game" else None,
            classic=self.query_one("#classic", Checkbox).value,
            pairs=self.query_one("#pairs", Checkbox).value,
            on_timeout="pass" if self.query_one("#timeout-pass", Checkbox).value else None,
            hints=self.query_one("#hints", Checkbox).value,
            compounds=None if compounds == OWN else compound_rule(compounds),
        )

    def opening(self) -> Opening:
        return new_game(self.setup())

    def show_rules_card(self) -> None:
        from lexitile.games.crossword import catalog  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.tui.screens.help import board_rules_card  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        options = self.options()
        name = str(self.query_one("#rules", Select).value)
        lexicon, tiles = self.word_list_and_tiles(name)
        try:
            rules = options.apply(catalog.load_rules(name, tiles=tiles))
        except LexitileError as exc:
            raise ValueError(str(exc)) from None
        self.app.push_screen(board_rules_card(rules, options, lexicon))


# ---------------------------------------------------------------- openings


def _show(app: Any, session: Session) -> Any:
    from lexitile.tui.screens.game import GameScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    return GameScreen(session)


def new_game(setup: GameSetup) -> Opening:
    """A new board game, saved from its first move; one that cannot be saved does not
    start (``prepare`` raises ``ValueError`` with the reason)."""

    def prepare(app: Any) -> Session:
        from lexitile.tui.launch import new_session  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        session = new_session(setup, app.load_lexicon, **app.session_options)
        if session.save_error:
            session.close()
            raise ValueError(save_error_text(session.save_problem or session.save_error))
        return session

    people = tuple(setup.players)
    return Opening("crossword", prepare, _show, people, dict(setup.robots))


def resume(saved: Any) -> Opening:
    """A saved board game (a :class:`~lexitile.savegame.SavedGame`) continued, or its
    final position shown when it is over."""

    def prepare(app: Any) -> Session:
        from lexitile.tui.launch import resume_session  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        return resume_session(saved, app.load_lexicon)

    robots = {saved.players[seat]: level for seat, level in saved.robots.items()} if not saved.members else {}
    return Opening("crossword", prepare, _show, tuple(saved.players), robots)


def replay(gcg: Any, racks_hidden: bool = False) -> Opening:
    """A board game's GCG record stepped through, read-only (``racks_hidden``: a game
    still in play, no rack shown: :mod:`lexitile.games.crossword.records.replay_hidden`)."""

    def prepare(app: Any) -> Any:
        from lexitile.games.crossword.records.replay_hidden import hide_racks  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.games.crossword.records.replay_model import load_replay  # noqa: PLC0415 - loaded on first use, not at start-up

        model = load_replay(gcg)
        return hide_racks(model) if racks_hidden else model

    def show(app: Any, model: Any) -> Any:
        from lexitile.tui.screens.replay import ReplayScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        class AppReplayScreen(ReplayScreen):
            """The replay opened from the saved games: q leaves it the app's way (back to
            the new-game screen), not by ending the app as ``lexitile replay`` does."""

            def action_quit(self) -> None:
                shell(self).quit_game()

        return AppReplayScreen(model)

    return Opening("crossword", prepare, show)


def open_saved(entry: SavedEntry, how: SavedHow) -> Opening:
    """A listed board game: ``"replay"`` steps through the GCG record beside it (every
    rack hidden while the game is in play); ``"open"`` resumes it, a finished one on
    its final position."""
    if how == "replay" and entry.replay_path is not None:
        return replay(entry.replay_path, racks_hidden=not entry.finished)
    from lexitile.savegame import load_saved  # noqa: PLC0415 - loaded on first use, not at start-up

    return resume(load_saved(entry.path))


def _finished(session: Any) -> bool:
    return bool(session.finished)


#: The board game's screens, registered in :mod:`lexitile.tui.mode_screens`.
SCREENS = ModeScreens(
    form=CrosswordForm,
    open_saved=open_saved,
    finished=_finished,
    quit_saved=N_("Quit? The game is saved in {path}; `lexitile resume` continues it."),
    quit_not_saved=N_("Quit? This game is not being saved: it cannot be resumed."),
)
