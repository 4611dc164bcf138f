"""The one place a score sheet colours suit signs: ♥ and ♦ in red, ♠ and ♣ in the text's own
colour, in every game's sheet, whatever else the cell says ("3 tr · 2 ♥", "♥ game"). The
models write plain text; this delegate paints the red suits' signs red."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from .sheet_model import RED, RED_SUITS


class SuitSignDelegate(QStyledItemDelegate):
    """Paints a cell as the style does, then its text run by run, the red suits in red."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not any(ch in text for ch in RED_SUITS):
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
        for i, line in enumerate(lines):
            line = fm.elidedText(line, Qt.TextElideMode.ElideRight, int(rect.width()))
            width = fm.horizontalAdvance(line)
            if align & Qt.AlignmentFlag.AlignRight:
                x = rect.right() - width
            elif align & Qt.AlignmentFlag.AlignHCenter:
                x = rect.center().x() - width / 2
            else:
                x = rect.left()
            y = top + i * line_h + fm.ascent()
            for ch in line:
                painter.setPen(QColor(RED) if ch in RED_SUITS else plain)
                painter.drawText(round(x), round(y), ch)
                x += fm.horizontalAdvance(ch)
        painter.restore()
