"""Deals ▸ Print… and Save as PDF… in the practice window: the current set as hand
records for the classroom — a page per board with the nine questions, then the answer
sheet — drawn by :mod:`cardtable.ui.handout`, the code ``cardtable exercise FILE --pdf``
uses, so the paper is the same whichever way it was made.

The printer is kept by the window between prints: the second print starts from the
printer, paper and copies chosen in the first dialog, as in any desktop program.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from ..bridge.exercises import ExerciseSet
from ..bridge.handout import HandRecord, hand_records
from ..tools.echo import reason
from .handout import new_printer, print_handout, write_pdf

translate = QCoreApplication.translate


def _records(s: ExerciseSet) -> list[HandRecord]:
    """The set's hand records; answering every board can take a moment on a long set."""
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        return hand_records(s.boards)
    finally:
        QGuiApplication.restoreOverrideCursor()


def pdf_name(s: ExerciseSet) -> str:
    """The file name offered: the set's file stem (``08-finesses.pdf``)."""
    return f"{s.key.split(':')[-1].removesuffix('.pbn') or 'deals'}.pdf"


def save_pdf(window: QMainWindow, s: ExerciseSet) -> Path | None:
    """Ask for a file name and write the set there as a PDF; the path written, or ``None``."""
    name, _ = QFileDialog.getSaveFileName(window, translate("Practice", "Save the deals as PDF"), pdf_name(s),
                                          translate("Practice", "PDF files (*.pdf);;All files (*)"))
    if not name:
        return None
    path = Path(name)
    try:
        pages = write_pdf(path, _records(s), s.title)
    except (OSError, ValueError) as exc:  # a full disk, a read-only folder: the old file is kept
        QMessageBox.warning(window, translate("Practice", "Cannot save"),
                            translate("Practice", "Cannot write {0}.").format(path) + "\n" + reason(exc))
        return None
    window.statusBar().showMessage(translate("Practice", "Saved {0} deals to {1} ({2} pages)")
                                   .format(len(s.boards), path.name, pages))
    return path


def print_set(window: QMainWindow, s: ExerciseSet, printer: QPrinter | None) -> QPrinter:
    """Show the print dialog and print the set; returns the printer to keep."""
    printer = printer if printer is not None else new_printer(s.title)
    try:
        pages = print_handout(window, _records(s), s.title, printer)
    except ValueError:
        QMessageBox.warning(window, translate("Practice", "Cannot print"),
                            translate("Practice", "The printer could not be opened."))
        return printer
    if pages is not None:
        window.statusBar().showMessage(translate("Practice", "Printed {0} deals ({1} pages)")
                                       .format(len(s.boards), pages))
    return printer
