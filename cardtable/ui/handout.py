"""Hand records on paper: a set of deals drawn for a printer or a PDF file.

One page per board — the heading, the four hands in the usual cross, the nine questions
with room to write — then the answer sheet: each board's answers and the teacher's note.
The content comes from :mod:`cardtable.bridge.handout` (no Qt there); this module only
lays it out, the same way for :class:`QPdfWriter` and :class:`QPrinter`, both paged paint
devices.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

from ..bridge.handout import HandRecord
from ..storage.records import write_bytes_atomic, write_text_atomic
from ..storage.textfiles import shown_name
from ..tools.echo import reason
from ..words import translate

RED = QColor(190, 0, 0)
WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


class _Pages:
    """A painter walking down the pages of a paged device, starting new pages as needed."""

    def __init__(self, device: QPagedPaintDevice, painter: QPainter) -> None:
        self.device, self.painter = device, painter
        self.width = float(device.width())
        self.height = float(device.height())
        self.y = 0.0
        self.count = 1
        self.unit = self.height / 60  # a line of body text, whatever the device's resolution

    def new_page(self) -> None:
        self.device.newPage()
        self.count += 1
        self.y = 0.0

    def font(self, size: float, bold: bool = False) -> None:
        f = QFont("DejaVu Sans")
        f.setPointSizeF(size)
        f.setBold(bold)
        self.painter.setFont(f)

    def height_of(self, text: str, size: float = 11, bold: bool = False, indent: float = 0.0,
                  gap: float = 0.3) -> float:
        """How far down :meth:`text` would move for this paragraph."""
        self.font(size, bold)
        rect = QRectF(indent, 0.0, self.width - indent, self.height)
        return self.painter.boundingRect(rect, WRAP, text).height() + gap * self.unit

    def keep(self, height: float) -> None:
        """Start a new page unless ``height`` more fits on this one (a block kept whole)."""
        if self.y + height > self.height and self.y > 0:
            self.new_page()

    def text(self, text: str, size: float = 11, bold: bool = False, indent: float = 0.0, gap: float = 0.3) -> None:
        """A wrapped paragraph at the current height; a new page first if it does not fit."""
        self.font(size, bold)
        rect = QRectF(indent, self.y, self.width - indent, self.height)
        need = self.painter.boundingRect(rect, WRAP, text).height()
        if self.y + need > self.height and self.y > 0:
            self.new_page()
            self.font(size, bold)
            rect = QRectF(indent, 0.0, self.width - indent, self.height)
        self.painter.drawText(rect, WRAP, text)
        self.y = rect.top() + need + gap * self.unit


def _hand(pages: _Pages, lines: Sequence[str], x: float, y: float) -> None:
    p = pages.painter
    line = pages.unit * 1.05
    pages.font(11, True)
    p.setPen(QColor("black"))
    p.drawText(QRectF(x, y, pages.width / 3, line), int(Qt.AlignmentFlag.AlignLeft), lines[0])
    pages.font(12)
    for i, text in enumerate(lines[1:], start=1):
        p.setPen(RED if text[0] in "♥♦" else QColor("black"))
        p.drawText(QRectF(x, y + i * line, pages.width / 3, line), int(Qt.AlignmentFlag.AlignLeft), text)
    p.setPen(QColor("black"))


def _board_page(pages: _Pages, title: str, record: HandRecord) -> None:
    pages.text(title, 9, gap=0.2)
    pages.text(record.heading + (f"  ({record.lesson})" if record.lesson else ""), 15, True, gap=0.8)
    top, third, block = pages.y, pages.width / 3, pages.unit * 6
    _hand(pages, record.hands[0], third, top)
    _hand(pages, record.hands[3], 0.0, top + block)
    _hand(pages, record.hands[1], 2 * third, top + block)
    _hand(pages, record.hands[2], third, top + 2 * block)
    pages.y = top + 3 * block + pages.unit
    for question in record.questions:
        pages.text(question, 11, gap=0.2)
        pages.text("_" * 70, 11, indent=pages.unit, gap=0.6)


def paint_handout(device: QPagedPaintDevice, records: Sequence[HandRecord], title: str) -> int:
    """Draw the hand records and the answer sheet on ``device``; returns the page count."""
    painter = QPainter(device)
    if not painter.isActive():
        raise ValueError("cannot draw the handout: the printer or file could not be opened")
    try:
        pages = _draw(device, painter, records, title)
    except BaseException:
        painter.end()
        raise
    if not painter.end():  # the device's last writes (a PDF's trailer) failed
        raise ValueError("cannot finish the handout: the printer or file did not take it all")
    return pages


def _draw(device: QPagedPaintDevice, painter: QPainter, records: Sequence[HandRecord], title: str) -> int:
    """The pages of :func:`paint_handout`, drawn with an active painter; the page count."""
    pages = _Pages(device, painter)
    for i, record in enumerate(records):
        if i:
            pages.new_page()
        _board_page(pages, title, record)
    pages.new_page()
    pages.text(translate("Handout", "{0}: answers").format(title), 15, True, gap=0.8)
    for record in records:
        # Each board's answers and note kept on one page: a note alone at the top of the next
        # page had lost its board.
        heading = record.heading + (f"  ({record.lesson})" if record.lesson else "")
        said = ""
        if record.note:
            said = (translate("Handout", "Teacher's note (on {0}): {1}").format(record.note_for, record.note)
                    if record.note_for else translate("Handout", "Teacher's note: {0}").format(record.note))
        block = (pages.height_of(heading, 12, True, gap=0.2)
                 + sum(pages.height_of(a, 10, indent=pages.unit, gap=0.1) for a in record.answers)
                 + (pages.height_of(said, 10, indent=pages.unit, gap=0.1) if said else 0.0))
        pages.keep(block)
        pages.text(heading, 12, True, gap=0.2)
        for answer in record.answers:
            pages.text(answer, 10, indent=pages.unit, gap=0.1)
        if said:
            pages.text(said, 10, indent=pages.unit, gap=0.1)
        pages.y += pages.unit * 0.8
    return pages.count


def _a4(device: QPagedPaintDevice) -> None:
    device.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(18, 18, 18, 18), QPageLayout.Unit.Millimeter))


def pdf_bytes(records: Sequence[HandRecord], title: str) -> tuple[bytes, int]:
    """The hand records as a whole PDF file (A4) in memory, and its page count. Drawn into
    memory so that nothing is written until the file is known to be complete: a PDF cut off
    by a full disk would replace a good one. Needs a QGuiApplication."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(300)
    writer.setTitle(title)
    writer.setCreator("cardtable")
    _a4(writer)
    pages = paint_handout(writer, records, title)
    data = bytes(buffer.data().data())
    if not (data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")):
        raise ValueError("the PDF came out incomplete")
    return data, pages


def write_pdf(path: str | Path, records: Sequence[HandRecord], title: str) -> int:
    """Save the hand records as a PDF file (A4), atomically: the file at ``path`` is the old
    one or the whole new one, never a cut-off one. Returns the page count; an OSError (with
    the reason) when the file cannot be written, a ValueError when the PDF cannot be made."""
    data, pages = pdf_bytes(records, title)
    write_bytes_atomic(path, data)
    return pages


def new_printer(title: str) -> QPrinter:
    """A printer set up for hand records (A4, high resolution); the window keeps it, so a
    second print starts from the choices made in the first dialog."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    _a4(printer)
    printer.setDocName(title)
    return printer


def print_handout(parent: QWidget | None, records: Sequence[HandRecord], title: str,
                  printer: QPrinter | None = None) -> int | None:
    """Ask with the print dialog, then print; the page count, or ``None`` when the user
    cancels."""
    printer = printer if printer is not None else new_printer(title)
    printer.setDocName(title)
    if QPrintDialog(printer, parent).exec() != QPrintDialog.DialogCode.Accepted:
        return None
    return paint_handout(printer, records, title)


def export(file: str, board: int | None, pdf: str | None, pbn: str | None) -> list[str]:
    """``cardtable exercise FILE --pdf OUT --pbn OUT``: write the handout and/or the club
    PBN for the file's boards (or one board); returns a line per file written."""
    from ..bridge.exercises import set_title
    from ..bridge.handout import club_pbn, hand_records
    from ..bridge.report import load_boards

    boards = load_boards(file, board)
    title = set_title(boards, Path(file).stem)
    done = []
    if pbn:
        try:
            write_text_atomic(pbn, club_pbn(boards, title))
        except OSError as exc:
            raise _cannot_write(pbn, exc) from None
        done.append(f"wrote {pbn}: {_count(len(boards), 'board')} as PBN")
    if pdf:
        from PySide6.QtGui import QGuiApplication

        app = QGuiApplication.instance() or QGuiApplication(["cardtable", "-platform", "offscreen"])
        try:
            pages = write_pdf(pdf, hand_records(boards), title)
        except (OSError, ValueError) as exc:
            # The PBN may be written already: the one line says so, or its old copy seems kept.
            failed = _cannot_write(pdf, exc)
            raise (ValueError(f"{failed} ({'; '.join(done)})") if done else failed) from None
        done.append(f"wrote {pdf}: {_count(len(boards), 'board')}, {_count(pages, 'page')}")
        del app
    return done


def _count(n: int, noun: str) -> str:
    """'1 board', '20 boards': the command line's words are English only."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _cannot_write(path: str, exc: Exception) -> ValueError:
    """The command line's one line for an output not written: the file and the reason."""
    return ValueError(f"cannot write {shown_name(path)}: {reason(exc)}")
