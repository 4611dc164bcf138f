"""One face per game: every engine game has exactly one registered face, and no shared module
knows a game by its name — what one game shows lives in ui/games/<game>.py, what Qt-free code
needs to know of a game is asked of its engine spec."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.engine import ALL_GAMES, get_game, supported_games
from cardtable.ui.decision_widget import DecisionWidget
from cardtable.ui.games import GameFace, face_for, registered_games
from cardtable.ui.scorekeeper_form import EntryForm
from cardtable.ui.sheet_model import SheetModel

from .conftest import parsed

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cardtable"
GAME_FILES = {name.replace("-", "_") + ".py" for name in ALL_GAMES}
#: A game name compared in code: ``== "bugami"``, ``in ("bugami", …)``, ``case "bugami"``.
BRANCH = re.compile(r"(==|!=|in \(|in \[|case) *['\"](" + "|".join(map(re.escape, ALL_GAMES)) + r")['\"]")
#: Dicts keyed by game names that live elsewhere on purpose, and why.
KEYED_ELSEWHERE = {
    "ai/players.py": "the computer players' strategy table, owned by the AI package (issue 14 item 9)",
}


def game_modules_excluded(path: Path) -> bool:
    """A game's own modules: engine/games/, ui/games/, and ai/<game>.py, ai/simple/<game>.py."""
    rel = path.relative_to(PACKAGE).as_posix()
    return "/games/" in f"/{rel}" or path.name in GAME_FILES


def shared_modules() -> list[Path]:
    return [p for p in sorted(PACKAGE.rglob("*.py")) if not game_modules_excluded(p)]


def test_every_engine_game_has_one_face():
    assert registered_games() == supported_games() == list(ALL_GAMES)
    for game in supported_games():
        face = face_for(game)
        assert isinstance(face, GameFace) and face.game == game
        assert issubclass(face.sheet_model(), SheetModel)
        assert issubclass(face.scorekeeper_form(), EntryForm)
        assert all(issubclass(kind, DecisionWidget) for kind in face.decision_widgets())
        assert face.penalty_note()
        for option in get_game(game).options:
            assert option.name in face.option_labels, f"{game}'s {option.name} has no label in its face"


def test_every_face_has_its_own_widgets():
    """No two games share a sheet model or a scorekeeper form class by accident."""
    models = [face_for(g).sheet_model() for g in supported_games()]
    forms = [face_for(g).scorekeeper_form() for g in supported_games()]
    assert len(set(models)) == len(models)
    assert len(set(forms)) == len(forms)


def test_no_shared_module_compares_game_names():
    found = [
        f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
        for p in shared_modules()
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if BRANCH.search(line)
    ]
    assert not found, "game-name branches outside the games' own modules:\n" + "\n".join(found)


def _game_keys(node: ast.AST) -> list[str]:
    """Game names used as keys of a dict literal (also inside tuple keys like ``(game, option)``)."""
    if not isinstance(node, ast.Dict):
        return []
    names = []
    for key in node.keys:
        parts = key.elts if isinstance(key, ast.Tuple) else [key]
        names += [p.value for p in parts if isinstance(p, ast.Constant) and p.value in ALL_GAMES]
    return names


def test_no_shared_module_keys_a_table_by_game_name():
    found = []
    for p in shared_modules():
        rel = p.relative_to(PACKAGE).as_posix()
        for node in ast.walk(parsed(p)):
            if (keys := _game_keys(node)) and rel not in KEYED_ELSEWHERE:
                found.append(f"{rel}:{node.lineno}: {keys}")
    assert not found, "tables keyed by game name outside the games' own modules:\n" + "\n".join(found)


def test_the_guards_catch_what_they_look_for():
    assert BRANCH.search('    if view.game == "bugger-bridge":')
    assert BRANCH.search("    if game in ('bugami', 'bleeding-hearts'):")
    assert not BRANCH.search('    m = Match("minibridge", names)')
    tree = ast.parse('WORDS = {"dumb-bunny": "Hand"}\nLABELS = {("bugami", "target"): "x"}\nOTHER = {"a": 1}')
    assert [k for node in ast.walk(tree) for k in _game_keys(node)] == ["dumb-bunny", "bugami"]
    assert game_modules_excluded(PACKAGE / "ai" / "simple" / "minibridge.py")
    assert not game_modules_excluded(PACKAGE / "ui" / "scorekeeper.py")


#: Modules that say words to people outside the UI.
WORDS_OUTSIDE_THE_UI = ["cardtable.words", "cardtable.analysis.hints", "cardtable.scorekeeper",
                        "cardtable.storage.stats", "cardtable.tools.cli"]


@pytest.fixture(scope="module")
def qt_loaded_after() -> dict[str, bool]:
    """Whether Qt is loaded once each of :data:`WORDS_OUTSIDE_THE_UI` is imported, in that
    order, in one fresh interpreter: a module that loads Qt (itself or through any other)
    still shows, as Qt is loaded from the first import that makes it on (one interpreter
    instead of one per module: each costs half a second of CPU)."""
    code = ("import importlib, sys\n"
            f"for name in {WORDS_OUTSIDE_THE_UI!r}:\n"
            "    importlib.import_module(name)\n"
            "    print(name, 'PySide6' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    return {name: loaded == "True" for name, loaded in (line.split() for line in out.stdout.splitlines())}


@pytest.mark.parametrize("module", WORDS_OUTSIDE_THE_UI)
def test_words_said_outside_the_ui_need_no_qt(module, qt_loaded_after):
    assert qt_loaded_after[module] is False


def test_marked_words_come_out_translated_once_the_ui_is_loaded(qapp):
    from PySide6.QtCore import QCoreApplication

    from cardtable import words
    from cardtable.ui.translations import install_translator, remove_translators

    assert install_translator(qapp, "fr") == "fr"
    try:
        assert words.suit_noun(1) == QCoreApplication.translate("Cards", "hearts") != "hearts"
    finally:
        remove_translators(qapp)
    assert words.suit_noun(1) == "hearts"


def test_dumb_bunny_corner_says_the_hand_once_and_the_sides_tricks(qapp):
    """The trumps are the corner's headline, so the hand's line holds only its number and
    modifiers; once a trick is won, a line gives the two sides' tricks (a hand scores a
    side's, while the plates count each player's own)."""
    import random

    from cardtable.engine import Match, Play
    from cardtable.engine.cards import random_card
    from cardtable.session.public import public_table

    m = Match("dumb-bunny", ["You", "Ada", "Ben", "Cleo"])
    rng = random.Random(8)
    m.deal(rng)
    face = face_for("dumb-bunny")
    view = m.current.view(0)
    assert face.table_info(public_table(m, 0), view) == ["Hand 1 of 16"]
    while sum(m.current.view(0).tricks_won) < 5:
        rnd = m.current
        m.apply(Play(rnd.to_act, random_card(rnd.legal_mask(), rng)))
    view = m.current.view(0)
    won = view.tricks_won
    ours = won[view.seat] + won[(view.seat + 2) % 4]
    lines = face.table_info(public_table(m, 0), view)
    assert lines == ["Hand 1 of 16", f"Tricks: your side {ours} – theirs {5 - ours}"]
    # Hand 4 is blind, and the partners change after it, not now.
    while m.rounds_completed < 3 or m.current is None:
        rnd = m.current
        if rnd is None:
            m.deal(rng)
            continue
        m.apply(Play(rnd.to_act, random_card(rnd.legal_mask(), rng)))
    lines = face.table_info(public_table(m, 0), m.current.view(0))
    assert lines[0] == "Hand 4 of 16: blind · then new partners", lines
    # A swap hand (hand 8) says what it does while it lasts, not only in its summary: before a
    # trick, what scores; then whose tricks the person's side scores.
    while m.rounds_completed < 7 or m.current is None:
        if m.current is None:
            m.deal(rng)
            continue
        m.apply(Play(m.current.to_act, random_card(m.current.legal_mask(), rng)))
    view = m.current.view(0)
    lines = face.table_info(public_table(m, 0), view)
    # (At one table nobody moves: "then move tables" promised a move that never came.)
    assert lines[:2] == ["Hand 8 of 16: swap",
                         "Swap: your side scores the tricks the other side takes"], lines
    while sum(m.current.view(0).tricks_won) < 3:
        m.apply(Play(m.current.to_act, random_card(m.current.legal_mask(), rng)))
    view = m.current.view(0)
    ours = view.tricks_won[view.seat] + view.tricks_won[(view.seat + 2) % 4]
    lines = face.table_info(public_table(m, 0), view)
    assert lines[1] == f"Tricks: your side {ours} – theirs {3 - ours} · Swap: you score {3 - ours}", lines


def test_moving_tables_is_said_where_there_is_another_table_to_move_to(qapp):
    """Hand 8 (swap, then move tables) at two tables says the move, on the table and the
    sheet; at one table neither does (a player's review: listed, nothing happened)."""
    import random

    from cardtable.engine import Match, Play
    from cardtable.engine.cards import random_card
    from cardtable.session.public import public_table
    from cardtable.ui.games.dumb_bunny import DumbBunnyModel

    face = face_for("dumb-bunny")
    for n, said in ((8, True), (4, False)):
        m = Match("dumb-bunny", [f"P{i}" for i in range(n)])
        rng = random.Random(3)
        while m.rounds_completed < 7 or m.current is None:
            if m.current is None:
                m.deal(rng)
                continue
            m.apply(Play(m.current.to_act, random_card(m.current.legal_mask(), rng)))
        line = face.table_info(public_table(m, 0), m.current.view(0))[0]
        assert line.startswith("Hand 8 of 16: swap") and ("then move tables" in line) == said, line
        model = DumbBunnyModel(m)
        hand8 = m.spec.hand_card(m)[7]
        assert ("move tables" in model.modifiers_text(hand8)) == said
        model.compact = 1
        assert ("→T" in model.modifiers_text(hand8)) == said
        assert any("→T" in part for part in model.shorthand_parts()) == said


def test_another_table_is_told_not_started_while_ours_plays_then_done():
    """Eight players, two tables, played one after the other: while the person's table plays,
    the other has not begun (it said "waiting" all hand long, as if stuck), and once it has
    played its line says done, with its sides' tricks."""
    import random

    from cardtable.engine import Match, Play
    from cardtable.engine.cards import random_card
    from cardtable.session.public import public_table

    m = Match("dumb-bunny", ["You", "Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus"])
    rng = random.Random(3)
    m.deal(rng)
    face = face_for("dumb-bunny")
    lines = face.table_info(public_table(m, 0), m.current.view(0))
    assert lines[-1].startswith("Table 2: ") and lines[-1].endswith("0 – Eve & Gus 0 (not started yet)"), lines
    while m.rounds_completed < 1:
        rnd = m.current
        m.apply(Play(rnd.to_act, random_card(rnd.legal_mask(), rng)))
    rnd = m.rounds[0]
    view = rnd.view(0)
    lines = face.table_info(public_table(m, 0), view)
    assert lines[-1].endswith("(done)"), lines


def test_minibridge_plates_and_sheet_give_west_as_o_in_french(qapp):
    """The plates read "Ada · W" in French, where West is Ouest: the table's compass letters
    are the app's language, while the record and the command line keep N E S W."""
    from cardtable.ui.games.minibridge import table_compass
    from cardtable.ui.translations import install_translator, remove_translators

    face = face_for("minibridge")
    west = next(p for p in range(4) if table_compass(p) == 3)
    assert face.plate_name(west, "Ada") == "Ada · W"
    assert install_translator(qapp, "fr") == "fr"
    try:
        assert face.plate_name(west, "Ada") == "Ada · O"
        assert [face.plate_name(p, "X")[-1] for p in sorted(range(4), key=table_compass)] == list("NESO")
    finally:
        remove_translators(qapp)


def test_a_minibridge_player_named_by_the_seat_gets_no_second_compass_letter(qapp):
    """A practice deal names its players by their seats: "North", not "North · N"."""
    from cardtable.ui.games.minibridge import table_compass
    from cardtable.ui.new_game import compass_point

    face = face_for("minibridge")
    for player in range(4):
        point = compass_point(table_compass(player))
        assert face.plate_name(player, point) == point
    west = next(p for p in range(4) if table_compass(p) == 3)
    assert face.plate_name(west, compass_point(0)) == f"{compass_point(0)} · W"  # a name, not this seat


def test_a_side_is_named_alike_in_french_on_the_summary_and_the_sheet(qapp):
    """The summary said "Vous et Ben" where the sheet's key says "NS : Vous & Ben"."""
    from PySide6.QtCore import QCoreApplication

    from cardtable.engine import Match
    from cardtable.ui.score_sheet import model_for
    from cardtable.ui.translations import install_translator, remove_translators

    m = Match("minibridge", ["Vous", "Ada", "Ben", "Cleo"])
    assert install_translator(qapp, "fr") == "fr"
    try:
        sheet = model_for(m)
        summary = QCoreApplication.translate("Table", "{0} & {1}").format("Vous", "Ben")
        assert summary in sheet.sides_key(), (summary, sheet.sides_key())
    finally:
        remove_translators(qapp)


def test_dumb_bunny_says_who_joins_the_table_when_the_person_stays():
    """Eight players, hand 8 then move tables: the person stays at table 1 and two players
    come. "Tables move: you now sit at table 1 with Gus, Ada, Finn" read as if they had
    moved, and did not say who partners them now."""
    import random

    from cardtable.engine import Match, Play
    from cardtable.engine.cards import random_card
    from cardtable.engine.games.dumb_bunny import DumbBunnyInfo
    from cardtable.session.public import public_table

    m = Match("dumb-bunny", ["You", "Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus"])
    rng = random.Random(3)
    face = face_for("dumb-bunny")
    before = None
    while m.rounds_completed < 8 or m.current is None:
        if m.current is None:
            m.deal(rng)
            continue
        before = public_table(m, 0)  # the table as hand 8 last showed it
        m.apply(Play(m.current.to_act, random_card(m.current.legal_mask(), rng)))
    after = public_table(m, 0)
    old, new = before.view.info_as(DumbBunnyInfo), after.view.info_as(DumbBunnyInfo)
    news = face.seating_news(before, after)
    came = [m.players[p] for p in after.players if p not in before.players]
    assert new.table == old.table and came, (old.table, new.table)
    assert news.startswith("Tables move: " + " and ".join(came) + " join your table; "), news
    partner = m.players[new.partner]
    assert news.endswith(f"{partner} is still your partner" if new.partner == old.partner
                         else f"you now play with {partner}"), news
