"""The app is ready for translation: one language file, loaded for its locale.

The French file is complete (every message translated, placeholders and accelerators kept), its
compiled .qm matches it, and the translations come out at run time. ``make translations``
refreshes both files from the sources."""

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QTranslator
from PySide6.QtWidgets import QApplication, QMenu

from cardtable.bridge.analysis import contract_words, strain_words
from cardtable.bridge.deal import SUIT_NAMES as BRIDGE_SUIT_NAMES
from cardtable.engine import ALL_GAMES, Match, get_game
from cardtable.engine.games.minibridge import SEAT_NAMES
from cardtable.scorekeeper import PENALTY_NOTES
from cardtable.ui import (
    decision_look,
    practice,
    practice_diagram,
    score_sheet,
    scorekeeper,
    scorekeeper_form,
    scorekeeper_pages,
    statistics,
)
from cardtable.ui.games import face_for
from cardtable.ui.games.bleeding_hearts import BleedingHeartsBidWidget
from cardtable.ui.games.bugami import BugamiBidWidget
from cardtable.ui.games.dumb_bunny import DumbBunnyModel
from cardtable.ui.main_window import MainWindow
from cardtable.ui.translations import install_translator, remove_translators

from .conftest import parsed

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "cardtable" / "ui"
I18N = ROOT / "resources" / "i18n"
TS = I18N / "cardtable_fr.ts"
QM = I18N / "cardtable_fr.qm"

#: Python format fields ({0}, {name}, {1:+d}), Qt's %1 and %n, and HTML tags.
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%\d+|<[^<>]+>")


def messages() -> list[dict]:
    """Every message of the French file: context, source, comment, translation(s)."""
    out = []
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            tr = m.find("translation")
            numerus = m.get("numerus") == "yes"
            out.append({
                "context": name,
                "source": m.findtext("source"),
                "comment": m.findtext("comment"),
                "type": tr.get("type"),
                "numerus": numerus,
                "texts": [f.text or "" for f in tr.findall("numerusform")] if numerus else [tr.text or ""],
            })
    return out


def english(m: dict) -> str:
    """The English a message stands for (its comment, when it has one, only tells its meaning
    apart from the same text elsewhere: ``translate(ctx, "Game", "contract level")``)."""
    return m["source"]


def accelerators(text: str) -> list[str]:
    return [c.lower() for c in re.findall(r"(?<!&)&([^&\s])", text.replace("&&", ""))]


def test_the_french_file_exists_and_is_compiled():
    ts = TS.read_text(encoding="utf-8")
    assert ts.count("<message") >= 600
    assert QM.stat().st_size > 1000


def test_every_message_is_translated():
    msgs = messages()
    unfinished = [(m["context"], m["source"]) for m in msgs if m["type"] is not None]
    empty = [(m["context"], m["source"]) for m in msgs if any(not t.strip() for t in m["texts"])]
    assert not unfinished, f"{len(unfinished)} unfinished, e.g. {unfinished[:5]}"
    assert not empty, f"{len(empty)} empty translations, e.g. {empty[:5]}"


def test_a_bid_is_one_word_in_french():
    """A bid is an "annonce" everywhere (the panel, the change offer, the summary's rows): the
    summary's column once said "Enchère", and a player wondered whether it was another thing."""
    said = [(m["source"], t) for m in messages() if re.search(r"\bbid", m["source"], re.I) for t in m["texts"]]
    assert said and not [pair for pair in said if "enchère" in pair[1].lower()]


def test_french_punctuation_keeps_its_word_with_a_no_break_space():
    """French sets a space before : ; ? and ! — a no-break one, or the sign can start a line on
    its own when a label wraps ("Votre camp" / ": 40 points"). Seventeen messages once used a
    plain space; one word had two spellings ("points d'honneur(s)")."""
    loose = [t for m in messages() for t in m["texts"] if re.search(r" [:;?!](\s|$)", t)]
    assert not loose, "\n".join(loose[:5])
    assert not [t for m in messages() for t in m["texts"] if "d’honneurs" in t]


def test_a_round_is_a_donne_because_manche_is_a_game_contract():
    """In Minibridge "manche" is game (as against a part-score): the review menu's "Revoir la
    dernière manche" and a claim message saying "donne" and "manche" for one deal read as two
    things. A round, in every game, is one deal of the cards: "donne"."""
    said = [t for m in messages() if re.search(r"\bround", m["source"], re.I) for t in m["texts"]]
    assert said and not [t for t in said if "manche" in t.lower()]
    game = [t for m in messages() if m["source"] == "Game" and m["comment"] for t in m["texts"]]
    assert "Manche" in game


def test_translations_keep_placeholders_tags_and_accelerators():
    bad = []
    for m in messages():
        source = english(m)
        want = Counter(PLACEHOLDER.findall(source))
        keys = len(accelerators(source))
        for text in m["texts"]:
            if Counter(PLACEHOLDER.findall(text)) != want or len(accelerators(text)) != keys:
                bad.append((m["context"], source, text))
            elif (text[:1].isspace(), text[-1:].isspace(), text.count("\n")) != (
                    source[:1].isspace(), source[-1:].isspace(), source.count("\n")):
                bad.append((m["context"], source, text))  # " (dealer)" is appended: keep its space
        if "…" in source and not all("…" in t for t in m["texts"]):
            bad.append((m["context"], source, m["texts"]))
    assert not bad, "\n".join(map(repr, bad[:10]))


def test_the_compiled_file_is_up_to_date(tmp_path):
    """The .qm is what lrelease makes of the .ts today (run `make translations` after editing the .ts)."""
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    if not lrelease.exists():
        lrelease = shutil.which("pyside6-lrelease")
    assert lrelease, "pyside6-lrelease ships with PySide6: the venv is incomplete"
    fresh = tmp_path / "fr.qm"
    subprocess.run([str(lrelease), "-silent", str(TS), "-qm", str(fresh)], check=True, timeout=60)
    assert fresh.read_bytes() == QM.read_bytes(), "cardtable_fr.qm is stale: run `make translations`"


def test_every_message_comes_out_of_the_compiled_file(qapp):
    translator = QTranslator()
    assert translator.load(str(QM))
    wrong = []
    for m in messages():
        comment = m["comment"]
        if m["numerus"]:
            for n, want in ((1, m["texts"][0]), (5, m["texts"][-1])):
                got = translator.translate(m["context"], m["source"], comment, n)
                if got != want:
                    wrong.append((m["context"], m["source"], n, got))
        elif translator.translate(m["context"], m["source"], comment) != m["texts"][0]:
            wrong.append((m["context"], m["source"]))
    assert not wrong, wrong[:10]


# ----- what lupdate can extract ---------------------------------------------------------------
#
# lupdate reads the Python source: it extracts ``self.tr("text")``, ``translate("Ctx", "text")``
# (``translate = QCoreApplication.translate``), ``QCoreApplication.translate("Ctx", "text")`` and
# ``QT_TRANSLATE_NOOP("Ctx", "text")`` when the texts are literals, and nothing inside an f-string.
# A text given as a variable is looked up at run time but was never extracted, so it stays English
# in every language; a module-level helper named ``tr`` is misread (its texts land in no context,
# or the context is taken for the text). Mark each literal where it is written instead: a dict of
# ``key: translate("Ctx", "Spades")`` built at call time, or ``QT_TRANSLATE_NOOP`` at the definition.

#: (file, function) → why it may look up a text that is not a literal. Keep it short: each entry
#: is a place whose texts are marked elsewhere, and a test below checks that marking.
VARIABLE_TEXT_ALLOWED = {
    ("new_game.py", "_tr"): "texts marked with QT_TRANSLATE_NOOP('NewGameDialog', …) in its tables",
    ("new_game.py", "make_editor"): "an option's help, marked in its game's face (engine_texts, 'GameOptions')",
    ("new_game.py", "NewGameDialog.__init__"): "a game's blurb, marked in its game's face (engine_texts, 'GameBlurbs')",
}


def _is_text(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _translation_call(node: ast.Call) -> tuple[str, list[ast.AST | None]] | None:
    """(kind, the arguments that must be literals) when ``node`` asks for a translation."""
    f, args = node.func, node.args
    if isinstance(f, ast.Name) and f.id in ("tr", "trf"):
        return "bare", []
    if isinstance(f, ast.Attribute) and f.attr == "tr":  # self.tr(text, disambiguation=None, n=-1)
        return "tr", [args[0] if args else None, *args[1:2]]
    if (isinstance(f, ast.Name) and f.id == "translate") or (
        isinstance(f, ast.Attribute) and f.attr == "translate"
        and isinstance(f.value, ast.Name) and f.value.id == "QCoreApplication"
    ):  # translate(context, text, disambiguation=None, n=-1)
        return "translate", [args[0] if args else None, args[1] if len(args) > 1 else None, *args[2:3]]
    if isinstance(f, ast.Name) and f.id in ("QT_TRANSLATE_NOOP", "QT_TR_NOOP"):
        return "noop", list(args)
    return None


def untranslatable_calls(path: Path) -> list[tuple[str, str, int, str]]:
    """(file, function, line, problem) for every translation lupdate cannot extract as written."""
    found = []

    def visit(node: ast.AST, where: str, in_fstring: bool) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            where = f"{where}.{node.name}" if where else node.name
            if node.name == "tr" and not isinstance(node, ast.ClassDef) and "." not in where:
                found.append((path.name, where, node.lineno, "a module-level tr() helper"))
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "tr" for t in node.targets):
            found.append((path.name, where, node.lineno, "a module-level tr alias"))
        if isinstance(node, ast.Call) and (call := _translation_call(node)) is not None:
            kind, literal = call
            source = ast.unparse(node)[:80]
            if kind == "bare":
                found.append((path.name, where, node.lineno, f"bare tr/trf call: {source}"))
            elif in_fstring:
                found.append((path.name, where, node.lineno, f"inside an f-string: {source}"))
            elif not all(_is_text(a) or (a is not None and isinstance(a, ast.Constant) and a.value is None)
                         for a in literal):
                found.append((path.name, where, node.lineno, f"not a literal: {source}"))
        for child in ast.iter_child_nodes(node):
            visit(child, where, in_fstring or isinstance(node, ast.JoinedStr))

    visit(parsed(path), "", False)
    return found


def test_every_translation_in_the_ui_is_extractable():
    """No ``tr(f"…")``, no ``self.tr(variable)``, no module helper named ``tr``: see the note above."""
    found = [f for p in sorted(UI.rglob("*.py")) for f in untranslatable_calls(p)]
    allowed_used = {(file, where) for file, where, _, problem in found if problem.startswith("not a literal")}
    bad = [f for f in found if (f[0], f[1]) not in VARIABLE_TEXT_ALLOWED or not f[3].startswith("not a literal")]
    assert not bad, "texts lupdate cannot extract (they would stay English):\n" + "\n".join(map(repr, bad))
    assert allowed_used == set(VARIABLE_TEXT_ALLOWED), "stale entries in VARIABLE_TEXT_ALLOWED"


def test_a_translators_note_stands_right_above_the_text_it_is_for():
    """pyside6-lupdate reads every ``#:`` comment as a note for the translator of the next
    text it extracts, and gathers them all since the text before: the package's comments on
    its constants and fields, written with Sphinx's ``#:``, reached the French file as 55
    paragraphs of notes on texts they had nothing to do with (the analysis's measurements
    beside "in no trumps"). In the package ``#:`` is kept for notes to the translator, on the
    line right above the call they are for; every other comment is a plain ``#``."""
    stray = []
    for path in sorted((ROOT / "cardtable").rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            if line.lstrip().startswith("#:"):
                after = next((x for x in lines[i + 1:] if not x.lstrip().startswith("#:")), "")
                if not re.search(r"\btranslate\(|\btr\(", after):
                    stray.append(f"{path.relative_to(ROOT)}:{i + 1}")
    assert not stray, stray
    notes = [m.text for m in ET.parse(TS).getroot().iter("extracomment")]
    assert notes == ["A file's name, then why it cannot be opened."], notes


def test_the_guard_catches_what_broke_before(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "tr = QCoreApplication.translate\n"
        "def f(name, n):\n"
        "    a = self.tr(f'{name} wins')\n"
        "    b = f\"x {self.tr('hidden')}\"\n"
        "    c = translate('Ctx', SUIT_NAMES[n])\n"
        "    d = trf('Player %1', n)\n"
        "    e = self.tr('fine') + translate('Ctx', 'fine too', 'a meaning') + QT_TRANSLATE_NOOP('Ctx', 'ok')\n",
        encoding="utf-8",
    )
    problems = [p for *_, p in untranslatable_calls(sample)]
    assert len(problems) == 5, problems
    assert [p.split(":")[0] for p in problems] == [
        "a module-level tr alias", "not a literal", "inside an f-string", "not a literal", "bare tr/trf call"]


def test_texts_marked_in_the_ui_match_the_english_they_stand_for(qapp):
    """Where the English lives outside the UI (the engines, the score sheet rules, the bridge
    analysis), the UI repeats it as literals for lupdate: these must not drift apart."""
    for game in ALL_GAMES:
        spec = get_game(game)
        marked = set(face_for(game).engine_texts)
        assert spec.blurb in marked, f"{game}'s blurb is not in its face's engine_texts"
        for option in spec.options:
            assert option.help in marked, f"{game}'s {option.name} help is not in its face's engine_texts"
            assert option.name in face_for(game).option_labels, f"{game}'s {option.name} has no marked label"
    for game, note in PENALTY_NOTES.items():
        assert scorekeeper.penalty_note(game) == note
    for strain in ("NT", "S", "H", "D", "C"):
        assert practice.strain_text(strain) == strain_words(strain)
        for game in (True, False):
            assert practice.contract_text(strain, game) == contract_words(strain, game)
    for seat in range(4):
        assert practice_diagram.seat_name(seat) == SEAT_NAMES[seat] == scorekeeper_form.compass(seat)
        assert practice.suit_title(seat) == BRIDGE_SUIT_NAMES[seat].capitalize()
    assert {s: decision_look.suit_name(s) for s in decision_look.SUIT_NAMES} == decision_look.SUIT_NAMES
    for cls in (BugamiBidWidget, BleedingHeartsBidWidget):
        for bid, (_, caption, _, _) in cls.SPECIALS.items():
            assert BugamiBidWidget._special_caption(cls, bid) == caption


def test_scorekeeper_statistics_sheet_and_practice_speak_french(qtbot, tmp_path):
    app = QApplication.instance()
    assert install_translator(app, "fr") == "fr"
    try:
        # Scorekeeper: module texts, %1 texts and a window started on a sheet.
        assert scorekeeper_pages.seat_title("bugami", 1) == "Joueur 2"
        assert scorekeeper_pages.seat_title("minibridge", 3) == "Ouest"
        assert scorekeeper.penalty_note("minibridge").startswith("Les règles du Minibridge")
        w = scorekeeper.ScorekeeperWindow(autosave=tmp_path / "scoresheet-autosave.json")
        qtbot.addWidget(w)
        assert w.setup.start_button.text() == "&Commencer la marque"
        w.setup.set_game("bugger-bridge", 4)
        for edit, name in zip(w.setup.names, ["Ann", "Bob", "Cat", "Dan"], strict=False):
            edit.setText(name)
        w.setup.start_button.click()
        assert w.stack.currentWidget() is w.page, w.setup.error.text()
        assert w.page.entry_box.title() == "Donne 1 sur 18"
        assert w.page.record_button.text() == "Noter les annon&ces"
        # Statistics: ordinals and the figure tips.
        assert statistics.place_text(1) == "1er"
        tips = statistics.figure_tips()
        assert tips["Donnes jouées"].startswith("Chaque donne marquée")
        # The score sheet: modifiers, NT, a finished caption.
        assert DumbBunnyModel.modifier_text()["new_partners"] == "nouveaux partenaires"
        model = score_sheet.model_for(Match("bugger-bridge", ["Ann", "Bob", "Cat"]))
        assert "8SA" in model.row_labels()
        # Practice: seats, contracts, the diagram's compass.
        assert practice_diagram.seat_name(0) == "Nord"
        assert practice.contract_text("NT", True) == "manche à sans-atout"
        diagram = practice_diagram.HandsDiagram()
        qtbot.addWidget(diagram)
        assert diagram.accessibleName() == "Diagramme de la donne"
        # The bid widgets' suit names and the new-game dialog's blurbs.
        assert decision_look.suit_name("H") == "Cœur"
        blurb = QCoreApplication.translate("GameBlurbs", get_game("minibridge").blurb)
        assert blurb.startswith("Le bridge sans enchères")
        assert QCoreApplication.translate("Scorekeeper", "Game", "contract level, as against a part-score") == "Manche"
        assert QCoreApplication.translate("Scorekeeper", "Game") == "Jeu"
    finally:
        remove_translators(app)
    assert scorekeeper_pages.seat_title("bugami", 1) == "Player 2"
    assert statistics.place_text(1) == "1st"


def test_table_strings_come_out_in_french(qapp):
    assert install_translator(qapp, "fr") == "fr"
    try:
        assert QCoreApplication.translate("Table", "dealer") == "donneur"
        assert QCoreApplication.translate("Table", "Round {0} of {1}").format(3, 13) == "Donne 3 sur 13"
        assert QCoreApplication.translate("Table", "No trumps") == "Sans-atout"
    finally:
        remove_translators(qapp)
    assert QCoreApplication.translate("Table", "dealer") == "dealer"


def test_french_counts_agree_with_the_number_they_count(qapp):
    """"1 plis faits sur 5" read wrong: in "k of n" the French noun agrees with k (0 and 1
    in the singular) where the English agrees with n ("took 1 of 5 tricks"); and the place
    said among the playable cards ("1 cartes jouables sur 5") is a rank, right for any count."""
    from cardtable.ui.round_summary import tricks_text

    assert [tricks_text(k, 5) for k in (0, 1, 2)] == ["took 0 of 5 tricks", "took 1 of 5 tricks", "took 2 of 5 tricks"]
    assert install_translator(qapp, "fr") == "fr"
    try:
        assert [tricks_text(k, 5) for k in (0, 1, 2)] == ["0 pli fait sur 5", "1 pli fait sur 5", "2 plis faits sur 5"]
        assert [tricks_text(k, 1) for k in (0, 1)] == ["0 pli fait sur 1", "1 pli fait sur 1"]
        place = QCoreApplication.translate("TableView", "{0}, {1} of {2} playable")
        assert [place.format("Dame de cœur", k, n) for k, n in ((1, 1), (1, 5), (2, 5))] == [
            "Dame de cœur, carte jouable 1 sur 1", "Dame de cœur, carte jouable 1 sur 5",
            "Dame de cœur, carte jouable 2 sur 5"]
    finally:
        remove_translators(qapp)


def _menus(menu_bar) -> list[tuple[str, list[str]]]:
    """(title, action texts) for the menu bar itself and every menu and submenu under it."""
    out = [("menu bar", [a.text() for a in menu_bar.actions()])]
    todo = [a.menu() for a in menu_bar.actions() if a.menu()]
    while todo:
        menu: QMenu = todo.pop()
        out.append((menu.title(), [a.text() for a in menu.actions() if not a.isSeparator()]))
        todo += [a.menu() for a in menu.actions() if a.menu()]
    return out


def test_the_menus_speak_french_with_unique_accelerators(qtbot, tmp_path):
    app = QApplication.instance()
    assert install_translator(app, "fr") == "fr"
    try:
        settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
        qtbot.addWidget(w)
        menus = [a.text() for a in w.menuBar().actions()]
        assert menus[0] == "&Partie" and "Aid&e" in menus
        game = w.menuBar().actions()[0].menu()
        assert "&Nouvelle…" in [a.text() for a in game.actions()]
        for title, texts in _menus(w.menuBar()):
            keys = [k for t in texts for k in accelerators(t)]
            clashes = sorted(k for k, n in Counter(keys).items() if n > 1)
            assert not clashes, f"{title!r}: accelerator(s) {clashes} used twice in {texts}"
    finally:
        remove_translators(app)
    assert install_translator(app, "en") is None
    assert install_translator(app, "xx") is None


def test_the_standard_dialog_buttons_speak_french_too(qtbot):
    """Qt's own words (a dialog's Cancel) come from Qt's translation, installed with ours."""
    from PySide6.QtWidgets import QDialogButtonBox

    app = QApplication.instance()
    assert install_translator(app, "fr") == "fr"
    try:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Annuler"
    finally:
        remove_translators(app)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Cancel"


def test_the_seat_plates_speak_french_through_a_whole_round(qapp):
    """Every badge a seat plate shows, at every step of a round of every game, comes out of
    the French file (a badge written as plain English would show in a French window)."""
    import random

    from cardtable.ui.badges import seat_badges

    from .conftest import GAME_TABLES

    assert install_translator(qapp, "fr") == "fr"
    try:
        for game, n in GAME_TABLES:
            rng = random.Random(5)
            match = Match(game, [f"P{i}" for i in range(n)], first_dealer=0)
            match.deal(rng)
            rnd, shown = match.current, set()
            while match.current is rnd:
                shown.update(b for b in seat_badges(match.view(0)) if b)
                match.apply(rng.choice(match.current.legal_actions()))
            words = {w.lower() for b in shown for w in re.findall(r"[A-Za-z]+", b)}
            assert shown and not words & {"bid", "has", "won", "zero", "dealer", "tricks"}, (game, shown)
    finally:
        remove_translators(qapp)


def test_cards_are_named_with_french_letters_in_french(qapp):
    """A French review found ♥Q, ♠J on the points panel, in the trick history and in the
    teaching texts beside "As 4, Roi 3, Dame 2, Valet 1": one function names every rank, on
    the card faces as in the texts (A R D V in French)."""
    from cardtable.bridge.deal import card_text, holding_text
    from cardtable.engine.cards import Card
    from cardtable.ui.announcer import spoken_card
    from cardtable.ui.card_art import rank_text
    from cardtable.ui.decision_look import hand_html, honour_breakdown
    from cardtable.ui.translations import install_translator, remove_translators
    from cardtable.words import card_sign

    cards = [Card.parse(c) for c in ("AS", "KH", "QD", "JC", "TC")]
    english = ([card_sign(c) for c in cards], card_text(cards[2]), holding_text([14, 13, 12, 11, 10]), rank_text(13))
    assert english == (["A♠", "K♥", "Q♦", "J♣", "10♣"], "♦Q", "AKQJT", "K")
    assert install_translator(qapp, "fr") == "fr"
    try:
        assert [card_sign(c) for c in cards] == ["A♠", "R♥", "D♦", "V♣", "10♣"]
        assert card_text(cards[2]) == "♦D" and holding_text([14, 13, 12, 11, 10], ten="10") == "ARDV10"
        assert rank_text(13) == "R"
        assert "R" in hand_html(cards, None) and "K" not in hand_html(cards, None).replace("&nbsp;", " ")
        assert honour_breakdown(cards)[0].startswith("A♠ 4 + R♥ 3 + D♦ 2 + V♣ 1")
        # Said, a card takes its article ("Ada joue dame de carreau" read as pidgin).
        assert [spoken_card(c) for c in cards[:3]] == ["l’as de pique", "le roi de cœur", "la dame de carreau"]
    finally:
        remove_translators(qapp)
    assert spoken_card(cards[2]) == "queen of diamonds"


def test_french_says_pli_at_the_table_and_levee_in_the_practice_window():
    """French has two words for a trick: "pli" at most card games, "levée" at bridge. The
    table, shared by the five games, says "pli" (its plates, summary, sheet and trick
    history); the practice window, a bridge teacher's, says "levée" as its answers do. The
    practice window's own lines said "plis" beside its answers' "levées", and the table's
    Minibridge contract line "(10 levées)" beside "Plis : NS 3"."""
    practice = {"PracticeWindow", "Practice", "AnswerInput", "Analysis", "Leads", "Notes", "Exercises"}
    table = {"Table", "ContractWidget", "Claim", "ScoreSheet", "TrickHistory", "HandCardEditor", "ReviewDialog",
             "BugamiBidWidget", "BleedingHeartsBidWidget", "BuggerBridgeBidWidget"}
    wrong = []
    for m in messages():
        for text in m["texts"]:
            if m["context"] in practice and re.search(r"\bplis?\b", text, re.IGNORECASE):
                wrong.append((m["context"], text))
            if m["context"] in table and "levée" in text.lower():
                wrong.append((m["context"], text))
    assert not wrong, wrong
