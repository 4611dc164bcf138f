"""Deals ▸ Print… and Save as PDF… in the practice window: the set chosen in the list is
written as hand records (a page per board) and an answer sheet, through the real menu
actions; the print dialog is answered "Print" and the printer writes PDF."""

from __future__ import annotations

import re

import pytest
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QFileDialog

from cardtable.bridge.progress import Progress
from cardtable.ui.practice import PracticeWindow


def page_count(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf))


@pytest.fixture
def window(qtbot, tmp_path):
    w = PracticeWindow(None, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    top = next(w.tree.topLevelItem(i) for i in range(w.tree.topLevelItemCount())
               if w.sets[i].key == "08-finesses")
    w.tree.setCurrentItem(top.child(0))
    return w


def test_save_as_pdf_writes_a_page_per_board_and_the_answers(window, tmp_path, monkeypatch):
    out = tmp_path / "finesses.pdf"
    offered = []

    def ask(parent, caption, name, filters):
        offered.append((name, filters))
        return str(out), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    window.actions_by_slot["save_pdf"].trigger()
    boards = window.current_set().boards
    assert offered[0][0] == "08-finesses.pdf" and "*.pdf" in offered[0][1]
    data = out.read_bytes()
    pages = page_count(data)
    assert data.startswith(b"%PDF")
    assert len(boards) + 1 <= pages <= len(boards) + 3  # a page per board, then the answer sheet
    assert window.statusBar().currentMessage() == f"Saved {len(boards)} deals to finesses.pdf ({pages} pages)"


def test_cancelling_the_file_dialog_writes_nothing(window, tmp_path, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: ("", ""))
    window.actions_by_slot["save_pdf"].trigger()
    assert list(tmp_path.glob("*.pdf")) == []


def test_print_goes_through_the_dialog_to_the_printer(window, tmp_path, monkeypatch):
    out = tmp_path / "printed.pdf"
    asked = []

    def accept(dialog):
        asked.append(dialog.printer())
        return QPrintDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", accept)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    window.printer = printer
    assert window.actions_by_slot["print_set"].shortcut().toString()  # Ctrl+P where the platform has one
    window.actions_by_slot["print_set"].trigger()
    assert asked == [printer] and window.printer is printer
    boards = window.current_set().boards
    pages = page_count(out.read_bytes())
    assert len(boards) + 1 <= pages <= len(boards) + 3
    assert window.statusBar().currentMessage() == f"Printed {len(boards)} deals ({pages} pages)"


def test_a_cancelled_print_prints_nothing(window, tmp_path, monkeypatch):
    monkeypatch.setattr(QPrintDialog, "exec", lambda dialog: QPrintDialog.DialogCode.Rejected)
    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "never.pdf"))
    window.printer = printer
    window.actions_by_slot["print_set"].trigger()
    assert not (tmp_path / "never.pdf").exists()
