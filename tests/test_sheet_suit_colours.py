"""Every score sheet colours suit signs alike: the sheet's table paints ♥ and ♦ red and ♠ ♣
in the text's colour, whichever game's model fills it (Bugami's "2 ♥" bug cards as much as
Bugger Bridge's turn-up)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QStyleOptionViewItem

from cardtable.ui.score_sheet import ScoreSheet
from cardtable.ui.sheet_delegate import SuitSignDelegate
from cardtable.ui.sheet_model import DONE, FUTURE, KIND_ROLE


def sheet_cell(qtbot, text: str, kind: str | None = None, ink: QColor | None = None) -> QImage:
    """``text`` in a cell, painted as every game's score sheet paints it, on white; ``kind``:
    the row's kind (a row still to come is greyed), ``ink``: the cell's own text colour."""
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    model = QStandardItemModel(1, 1)
    item = QStandardItem(text)
    if kind is not None:
        item.setData(kind, KIND_ROLE)
    if ink is not None:
        item.setForeground(ink)
    model.setItem(0, 0, item)
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
    return image


def reddish_pixels(qtbot, text: str) -> int:
    image = sheet_cell(qtbot, text)
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
    assert reddish_pixels(qtbot, "Doublets ♣ → 80") == 0


@pytest.mark.parametrize("four", [False, True])
def test_every_column_showing_a_coloured_sign_is_painted_by_the_suit_delegate(qtbot, four):
    """The sheet hands only the columns without a coloured suit sign to Qt's own delegate (all
    in C++, the same picture): any cell with ♥ or ♦ is still painted by SuitSignDelegate, and
    with the four-colour deck any cell with ♣ too (a column of clubs alone went to Qt's)."""
    import random

    from PySide6.QtCore import Qt

    from cardtable.engine import Match
    from cardtable.ui import suit_ink

    from .test_score_sheet import play_rounds

    suit_ink.set_four_colour(four)
    signs = suit_ink.inked_signs()
    assert ("♣" in signs) == four
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(600, 400)
    sheet.show()
    match = Match("bugami", ["Ada", "Ben", "Cleo", "Dan"])
    sheet.set_match(match)
    rng = random.Random(4)
    seen_red = seen_plain = 0
    for rounds in (1, 2):
        play_rounds(match, rng, rounds)
        sheet.refresh()
        model = sheet.model()
        for c in range(model.columnCount()):
            texts = [model.data(model.index(r, c), Qt.ItemDataRole.DisplayRole) or "" for r in range(model.rowCount())]
            red = any(s in t for t in texts for s in signs)
            delegate = sheet.view.itemDelegateForIndex(model.index(0, c))
            assert isinstance(delegate, SuitSignDelegate) == red, (c, texts)
            seen_red += red
            seen_plain += not red
    assert seen_red and seen_plain  # both kinds of column were met


def test_a_cell_with_a_red_sign_lies_where_the_style_draws_it(qtbot):
    """Drawn a sign at a time with the type's widths, a right-aligned "Turnip ♦ → 40" ran wider
    than the style draws the same text (the ♦ comes from a fallback type) and touched the grid
    (a player's review): it now spans the same pixels as the style's own drawing of it."""
    from PySide6.QtWidgets import QStyledItemDelegate

    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    delegate = sheet.view.itemDelegate()

    def extent(text: str, paint) -> tuple[int, int]:
        model = QStandardItemModel(1, 1)
        model.setItem(0, 0, QStandardItem(text))
        image = QImage(160, 30, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        option = QStyleOptionViewItem()
        option.initFrom(sheet.view)
        option.rect = QRect(0, 0, 160, 30)
        option.displayAlignment = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        painter = QPainter(image)
        paint(delegate, painter, option, model.index(0, 0))
        painter.end()
        xs = [x for x in range(160) for y in range(30) if image.pixelColor(x, y).lightness() < 200]
        return min(xs), max(xs)

    for text in ("Turnip ♦ → 40", "Turnip ♥ → 1400", "3 tr · 2 ♦"):
        ours, style = extent(text, type(delegate).paint), extent(text, QStyledItemDelegate.paint)
        assert all(abs(a - b) <= 1 for a, b in zip(ours, style, strict=True)), (text, ours, style)


def test_a_row_still_to_come_fades_its_red_signs_as_it_fades_its_text(qtbot):
    """A player's review of Dumb-Bunny's sheet: in the hands still to come the ♠ and ♣ were
    as faint as the rest of the row and the ♥ and ♦ at full strength, so they stood out as
    if those hands mattered more. A future row's red signs are faded too, still red."""
    grey = QColor(190, 190, 190)

    def reddest(image: QImage) -> int:
        return max(image.pixelColor(x, y).red() - image.pixelColor(x, y).green()
                   for x in range(image.width()) for y in range(image.height()))

    now, later = sheet_cell(qtbot, "♥", DONE), sheet_cell(qtbot, "♥", FUTURE, grey)
    assert reddest(now) > 150  # the sign at full strength in a row played
    assert 30 < reddest(later) < reddest(now) * 0.6  # still red, as faded as the row's text
