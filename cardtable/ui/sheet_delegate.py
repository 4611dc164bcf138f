"""The one place a score sheet colours suit signs, in every game's sheet, whatever else the
cell says ("3 tr · 2 ♥", "♥ game"): ♥ and ♦ in red and ♠ ♣ in the text's own colour, or with
the four-colour deck ♦ blue and ♣ green (:mod:`suit_ink`). The models write plain text; this
delegate paints the signs."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPalette, QTextCharFormat, QTextLayout
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from . import suit_ink
from .sheet_model import FUTURE, KIND_ROLE, blend

# How much of its own colour a suit sign keeps in a row still to come, whose text is greyed:
# at full strength a future hand's ♥ and ♦ stood out among its faded ♠ and ♣ (a player's review).
FUTURE_INK = 0.45


class SuitSignDelegate(QStyledItemDelegate):
    """Paints a cell as the style does, then its text with the suit signs in their colours."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        text = index.data(Qt.ItemDataRole.DisplayRole)
        signs = suit_ink.inked_signs()
        if not isinstance(text, str) or not any(ch in text for ch in signs):
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        text_rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, opt.widget)
        rect = QRectF(text_rect).adjusted(3, 0, -3, 0)
        group = QPalette.ColorRole.HighlightedText if opt.state & QStyle.StateFlag.State_Selected else \
            QPalette.ColorRole.Text
        plain = opt.palette.color(group)
        fm = opt.fontMetrics
        lines = text.split("\n")
        line_h = fm.lineSpacing()
        align = opt.displayAlignment
        top = rect.center().y() - line_h * len(lines) / 2
        painter.save()
        painter.setFont(opt.font)
        future = index.data(KIND_ROLE) == FUTURE
        formats: dict[str, QTextCharFormat] = {}
        for sign in signs:
            ink = suit_ink.qcolor(sign, "light", plain)
            formats[sign] = QTextCharFormat()
            formats[sign].setForeground(blend(ink, plain, FUTURE_INK) if future else ink)
        for i, line in enumerate(lines):
            line = fm.elidedText(line, Qt.TextElideMode.ElideRight, int(rect.width()))
            # Laid out as the style lays out its own text (a sign the type lacks comes from
            # a fallback type, of its own width): drawn a sign at a time, with the type's
            # widths, "Turnip ♦ → 40" ran wider than the style draws it and touched the grid.
            layout = QTextLayout(line, opt.font)
            layout.setFormats([_range(k, formats[ch]) for k, ch in enumerate(line) if ch in formats])
            layout.beginLayout()
            text_line = layout.createLine()
            layout.endLayout()
            width = text_line.naturalTextWidth()
            if align & Qt.AlignmentFlag.AlignRight:
                x = rect.right() - width
            elif align & Qt.AlignmentFlag.AlignHCenter:
                x = rect.center().x() - width / 2
            else:
                x = rect.left()
            painter.setPen(plain)
            layout.draw(painter, QPointF(x, top + i * line_h))
        painter.restore()


def _range(start: int, fmt: QTextCharFormat) -> QTextLayout.FormatRange:
    """One sign of a line in ``fmt``."""
    r = QTextLayout.FormatRange()
    r.start, r.length, r.format = start, 1, fmt
    return r
