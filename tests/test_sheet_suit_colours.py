"""Every score sheet colours suit signs alike: the sheet's table paints ♥ and ♦ red and ♠ ♣
in the text's colour, whichever game's model fills it (Bugami's "2 ♥" bug cards as much as
Bugger Bridge's turn-up)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPainter, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QStyleOptionViewItem

from cardtable.ui.score_sheet import ScoreSheet
from cardtable.ui.sheet_delegate import SuitSignDelegate


def reddish_pixels(qtbot, text: str) -> int:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    model = QStandardItemModel(1, 1)
    model.setItem(0, 0, QStandardItem(text))
    delegate = sheet.view.itemDelegate()
    assert isinstance(delegate, SuitSignDelegate)  # the one place, for every game's sheet
    image = QImage(160, 48, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    option = QStyleOptionViewItem()
    option.initFrom(sheet.view)
    option.rect = QRect(0, 0, 160, 48)
    painter = QPainter(image)
    delegate.paint(painter, option, model.index(0, 0))
    painter.end()
    count = 0
    for x in range(160):
        for y in range(48):
            c = image.pixelColor(x, y)
            count += c.red() > 150 and c.green() < 110 and c.blue() < 110
    return count


def test_red_suit_signs_are_red_in_any_cell_and_black_ones_are_not(qtbot):
    assert reddish_pixels(qtbot, "3 tr · 2 ♥") > 10  # a Bugami / Bleeding Hearts bug count
    assert reddish_pixels(qtbot, "Turnip ♦ → 14") > 10
    assert reddish_pixels(qtbot, "3 tr · 2 ♠") == 0
    assert reddish_pixels(qtbot, "♣+D → 80") == 0
