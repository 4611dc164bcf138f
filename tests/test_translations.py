"""The app is ready for translation: one language file, loaded for its locale.

The French file is complete (every message translated, placeholders and accelerators kept), its
compiled .qm matches it, and the translations come out at run time. ``make translations``
refreshes both files from the sources."""

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTranslator
from PySide6.QtWidgets import QApplication, QMenu

from cardtable.ui.main_window import MainWindow
from cardtable.ui.translations import install_translator, remove_translators

I18N = Path(__file__).resolve().parent.parent / "resources" / "i18n"
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
    """The English a message stands for. A call like ``tr("Practice", "hidden")`` reaches lupdate
    as source "Practice" with the text as its comment: the comment is then the English."""
    if m["context"] == "" and m["comment"] and m["source"] == "Practice":
        return m["comment"]
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
    if not lrelease:
        pytest.skip("pyside6-lrelease is not installed")
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


def test_table_strings_come_out_in_french(qapp):
    assert install_translator(qapp, "fr") == "fr"
    try:
        assert QCoreApplication.translate("Table", "dealer") == "donneur"
        assert QCoreApplication.translate("Table", "Round {0} of {1}").format(3, 13) == "Manche 3 sur 13"
        assert QCoreApplication.translate("Table", "No trumps") == "Sans-atout"
    finally:
        remove_translators(qapp)
    assert QCoreApplication.translate("Table", "dealer") == "dealer"


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
