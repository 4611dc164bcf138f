"""The practice window speaks French: every text the practice modules mark for translation
has a finished French translation in resources/i18n/cardtable_fr.ts, read from the sources
themselves — so a text added without running ``make translations`` (which would leave it
out of the .ts altogether) fails here too — and the compiled file gives it at run time."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QTranslator

from cardtable.bridge.progress import Progress
from cardtable.ui.practice import PracticeWindow

from .conftest import parsed

ROOT = Path(__file__).resolve().parent.parent
PRACTICE_MODULES = sorted((ROOT / "cardtable" / "ui").glob("practice*.py"))
TS = ROOT / "resources" / "i18n" / "cardtable_fr.ts"
QM = TS.with_suffix(".qm")


def marked_texts(path: Path) -> set[tuple[str, str]]:
    """(context, text) for each ``self.tr("…")`` (the class is the context) and each
    ``translate("Context", "…")`` in ``path`` — what lupdate extracts."""
    found: set[tuple[str, str]] = set()

    def literal(node: ast.AST) -> str | None:
        return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None

    def visit(node: ast.AST, cls: str) -> None:
        if isinstance(node, ast.ClassDef):
            cls = node.name
        if isinstance(node, ast.Call):
            f, args = node.func, node.args
            if isinstance(f, ast.Attribute) and f.attr == "tr" and args and (text := literal(args[0])):
                found.add((cls, text))
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name == "translate" and len(args) >= 2 and (ctx := literal(args[0])) and (text := literal(args[1])):
                found.add((ctx, text))
        for child in ast.iter_child_nodes(node):
            visit(child, cls)

    visit(parsed(path), "")
    return found


def french() -> dict[tuple[str, str], str | None]:
    """(context, source) -> the finished French, or None when unfinished or empty."""
    out: dict[tuple[str, str], str | None] = {}
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name") or ""
        for m in context.iter("message"):
            tr = m.find("translation")
            texts = [t.text or "" for t in tr.iter("numerusform")] or [tr.text or ""]
            done = tr.get("type") is None and all(t.strip() for t in texts)
            out[(name, m.findtext("source") or "")] = texts[0] if done else None
    return out


def test_every_practice_text_has_a_finished_french_translation():
    texts = set().union(*(marked_texts(p) for p in PRACTICE_MODULES))
    assert {ctx for ctx, _ in texts} >= {"Practice", "PracticeWindow"} and len(texts) > 150
    fr = french()
    missing = sorted(t for t in texts if t not in fr)
    unfinished = sorted(t for t in texts if t in fr and fr[t] is None)
    assert not missing, f"{len(missing)} texts not in the .ts (run `make translations`), e.g. {missing[:5]}"
    assert not unfinished, f"{len(unfinished)} texts without French, e.g. {unfinished[:5]}"


def test_the_guard_sees_a_new_text(tmp_path):
    sample = tmp_path / "practice_new.py"
    sample.write_text("class PracticeWindow:\n    def f(self):\n        return self.tr('A text nobody translated')\n"
                      "x = translate('Practice', 'Another one')\n", encoding="utf-8")
    found = marked_texts(sample)
    assert found == {("PracticeWindow", "A text nobody translated"), ("Practice", "Another one")}
    assert not found & set(french())


def test_the_print_actions_come_out_in_french(qtbot, qapp, tmp_path):
    translator = QTranslator()
    assert translator.load(str(QM))
    qapp.installTranslator(translator)
    try:
        w = PracticeWindow(None, progress=Progress(tmp_path / "progress.json"))
        qtbot.addWidget(w)
        assert w.actions_by_slot["print_set"].text() == "Im&primer cette série…"
        assert w.actions_by_slot["save_pdf"].text() == "Enregistrer cette série en P&DF…"
        deals = w.menuBar().actions()[0].menu()
        keys = [a.text().split("&")[1][0].lower() for a in deals.actions() if "&" in a.text()]
        assert len(keys) == len(set(keys)), f"accelerators used twice in the Deals menu: {keys}"
    finally:
        qapp.removeTranslator(translator)
