"""The player's own lists: ``lexitile lexicon add|list|remove``, and using them by name."""

from __future__ import annotations

import lzma
from pathlib import Path

import pytest

from lexitile.cli import main
from lexitile.errors import InputFileError, LexitileError
from lexitile.lexicon import load_lexicon, userlists
from lexitile.lexicon.userlists import add_list, installed_lists

MINE = """\
# my tournament list
# language: en
QI
za   # a comment after a word
Xu
x-ray
a

don't
zzz
QI
"""


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


def write(tmp_path: Path, text: str, name: str = "mine.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_add_skips_and_counts_junk_and_installs_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = write(tmp_path, MINE)
    assert main(["lexicon", "add", str(source), "--name", "mine"]) == 0
    out = capsys.readouterr().out
    assert "installed mine: 4 words (en); 3 line(s) skipped" in out
    source.unlink()  # compiled once: the file is no longer needed
    lexicon = load_lexicon("mine")
    assert sorted(lexicon.words()) == ["QI", "XU", "ZA", "ZZZ"]
    assert lexicon.name == lexicon.title == "mine" and lexicon.language == "en"
    assert "qi" in lexicon and "XRAY" not in lexicon


def test_list_shows_builtin_titles_and_installed_counts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    add_list(write(tmp_path, MINE), "mine")
    assert main(["lexicon", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    english = next(line for line in lines if line.startswith("en "))
    assert "lexitile English, based on ENABLE and SCOWL" in english
    assert f"{len(load_lexicon('en')):,} words" in english
    mine = next(line for line in lines if line.startswith("mine "))
    assert " 4 words" in mine and "installed from" in mine


def test_duplicate_name_is_refused_and_the_first_list_kept(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    add_list(write(tmp_path, MINE), "mine")
    other = write(tmp_path, "cat\ndog\n", "other.txt")
    assert main(["lexicon", "add", str(other), "--name", "MINE"]) == 2
    err = capsys.readouterr().err
    assert "already installed" in err and "lexitile lexicon remove mine" in err
    assert "QI" in load_lexicon("mine") and "CAT" not in load_lexicon("mine")


@pytest.mark.parametrize("name", ["en", "German", "lexitile-de", "pt"])
def test_builtin_names_are_refused(tmp_path: Path, name: str) -> None:
    with pytest.raises(LexitileError, match="built-in lexicon"):
        add_list(write(tmp_path, MINE), name)


@pytest.mark.parametrize("name", ["../up", "a/b", "", "-x", "x" * 41, "sp ace"])
def test_bad_names_are_refused(tmp_path: Path, name: str) -> None:
    with pytest.raises(LexitileError, match="bad list name"):
        add_list(write(tmp_path, MINE), name)
    assert not (tmp_path / "up.json").exists()


def test_huge_file_is_refused_before_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(userlists, "MAX_BYTES", 1000)
    big = write(tmp_path, "WORD\n" * 300, "big.txt")
    with pytest.raises(InputFileError, match=r"file too large .*at most") as info:
        add_list(big, "big")
    assert info.value.path == str(big)
    assert installed_lists() == []


def test_huge_file_once_decompressed_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(userlists, "MAX_BYTES", 1000)
    packed = tmp_path / "bomb.txt.xz"
    with lzma.open(packed, "wt", encoding="utf-8") as f:
        f.write("WORD\n" * 10_000)
    assert packed.stat().st_size < 1000
    with pytest.raises(InputFileError, match="once decompressed"):
        add_list(packed, "bomb")


def test_list_in_another_languages_letters_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    german = write(tmp_path, "Baum\nHäuser\nStraße\nÄrger\nÖl\nTür\n", "de.txt")
    assert main(["lexicon", "add", str(german), "--name", "deutsch2"]) == 2
    err = capsys.readouterr().err
    assert "de.txt:2:" in err and "English does not use" in err and "--lang de" in err
    assert installed_lists() == []
    assert main(["lexicon", "add", str(german), "--name", "deutsch2", "--lang", "de"]) == 0
    assert "HÄUSER" in load_lexicon("deutsch2") and "STRASSE" in load_lexicon("deutsch2")


def test_portuguese_list_added_as_german_names_portuguese(tmp_path: Path) -> None:
    pt = write(tmp_path, "coração\nmãe\nação\npão\ncasa\n", "pt.txt")
    with pytest.raises(InputFileError, match=r"Brazilian Portuguese list.*--lang pt$"):
        add_list(pt, "pt2", "de")


def test_a_few_foreign_words_are_fine(tmp_path: Path) -> None:
    text = "".join(f"word{c}\n" for c in "abcdefghijklmnopqrstuvwxyz").replace("word", "wor") + "café\nnaïve\nfiancée\n"
    entry = add_list(write(tmp_path, text + "Häuser\n"), "loan")
    assert entry.words == 30 and entry.skipped_lines == 0


def test_no_word_at_all(tmp_path: Path) -> None:
    with pytest.raises(InputFileError, match="no valid word"):
        add_list(write(tmp_path, "# nothing\nx-ray\n"), "empty")


def test_remove(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    add_list(write(tmp_path, MINE), "mine")
    assert main(["lexicon", "remove", "mine"]) == 0
    assert installed_lists() == []
    assert main(["lexicon", "remove", "mine"]) == 2
    assert "no installed list named 'mine'" in capsys.readouterr().err


GCG = """\
#character-encoding UTF-8
#player1 alice Alice
#player2 bob Bob
#lexicon {lexicon}
>alice: ABDEIQR 8H QI +22 22
"""


def test_a_record_naming_an_installed_list_is_verified_with_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    add_list(write(tmp_path, "hello\nworld\n", "noqi.txt"), "noqi")
    add_list(write(tmp_path, MINE), "mine")
    (tmp_path / "ok.gcg").write_text(GCG.format(lexicon="mine"), encoding="utf-8")
    (tmp_path / "bad.gcg").write_text(GCG.format(lexicon="noqi"), encoding="utf-8")
    assert main(["verify", str(tmp_path / "ok.gcg")]) == 0
    assert main(["verify", str(tmp_path / "bad.gcg")]) == 1
    assert "not in the lexicon: QI" in capsys.readouterr().out


def test_unknown_lexicon_message_lists_installed_lists(tmp_path: Path) -> None:
    add_list(write(tmp_path, MINE), "mine")
    with pytest.raises(LexitileError, match=r"built-in lexicons are en.*installed lists are mine"):
        load_lexicon("nosuchlist")


def test_the_new_game_screen_names_installed_lists(tmp_path: Path) -> None:
    from lexitile.tui.screens.new_game import _lexicon_names

    assert "mine" not in _lexicon_names()
    add_list(write(tmp_path, MINE), "mine")
    names = _lexicon_names()
    assert names[0] == "en" and names[-1] == "mine"


def test_a_game_keeps_the_installed_lists_name_even_beside_a_file_of_that_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from lexitile.play.board_setup import is_builtin_lexicon, stable_spec

    add_list(write(tmp_path, MINE), "mine")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine").write_text("cat\n", encoding="utf-8")
    assert stable_spec("mine", is_builtin_lexicon("mine")) == "mine"
    assert "QI" in load_lexicon("mine")  # the installed list wins over ./mine


GERMAN_GCG = """\
#character-encoding UTF-8
#player1 alice Alice
#player2 bob Bob
#lexicon {lexicon}
>alice: ADEHISU 8H HAUS +10 10
"""


@pytest.mark.parametrize("lexicon", ["meinde", "de", "lexitile-de"])
def test_a_record_naming_a_german_list_replays_with_german_tiles(tmp_path: Path, lexicon: str) -> None:
    from lexitile.games.crossword.records.gcg import parse_gcg
    from lexitile.games.crossword.records.replay import replay_record

    add_list(write(tmp_path, "Bär\nhaus\nähre\n", "meinde.txt"), "meinde", language="de")
    replay = replay_record(parse_gcg(GERMAN_GCG.format(lexicon=lexicon)))
    assert replay.error is None, replay.error
    assert replay.tileset.name == "german"
    assert not [w for w in replay.warnings if w.code == "LEXICON_NOT_SPECIFIED"]
    assert replay.rules_source["tileset"] == f"#lexicon {lexicon}"


def test_an_installed_list_wins_over_a_tournament_prefix(tmp_path: Path) -> None:
    from lexitile.games.crossword.records.replay import tileset_for_lexicon
    from lexitile.lexicon.userlists import tileset_of_list

    assert tileset_for_lexicon("RDmine") == "german"  # the RD prefix: German tournament lists
    add_list(write(tmp_path, MINE), "RDmine")  # an English list of that name
    assert tileset_for_lexicon("RDmine") == "english"
    assert tileset_of_list("nosuch") is None and tileset_of_list("pt_BR") == "portuguese_br"


def test_replay_continues_positions_with_the_installed_list_the_record_names(tmp_path: Path) -> None:
    from lexitile.commands.replay import _installed_list_named
    from lexitile.games.crossword.records.replay_model import load_replay

    add_list(write(tmp_path, "Bär\nhaus\nähre\n", "meinde.txt"), "meinde", language="de")
    for lexicon, expected in (("MEINDE", "meinde"), ("de", None), ("NWL23", None)):
        (tmp_path / "g.gcg").write_text(GERMAN_GCG.format(lexicon=lexicon), encoding="utf-8")
        assert _installed_list_named(load_replay(tmp_path / "g.gcg")) == expected


@pytest.mark.parametrize(
    ("spec", "title"),
    [("de", "lexitile German, based on igerman98 and frami"), ("mine", "mine"), ("/some/where/words.txt", "words.txt")],
)
def test_the_record_names_the_list_the_game_was_played_with(tmp_path: Path, spec: str, title: str) -> None:
    from lexitile.games.crossword.catalog import load_rules
    from lexitile.games.crossword.rules.game import Game
    from lexitile.savegame import SavedGame, gcg_text

    add_list(write(tmp_path, MINE), "mine")
    game = Game(load_rules("mattel"), ["Ann", "Bo"], seed=3)
    saved = SavedGame(players=["Ann", "Bo"], rules="mattel", lexicon=spec, seed=3, first_player=game.first_player)
    text = gcg_text(game, saved)
    assert f"word list {title}" in next(line for line in text.splitlines() if line.startswith("#description"))
    assert f"#lexicon {Path(spec).stem if '/' in spec else spec}" in text.splitlines()
