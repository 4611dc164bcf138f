"""The score sheet's table: Qt's table view, with a mark where rows are folded away.

The sheet folds away the rows it has no height for rather than scroll (see
``ScoreSheet._fold``). Without a mark, a band that reads "4 3 2 1 Σ" looks like the whole
match, and the fold button under the table is far from the gap it explains. So the view
draws a dashed line across the table wherever shown rows close over folded ones, in the
palette's highlight colour, which the grid's lines never take.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QTableView

# The mark's dash and gap, in pen widths.
FOLD_DASH = (3.0, 2.0)


class SheetView(QTableView):
    """A table view that marks the places where its rows are folded away (hidden)."""

    def fold_marks(self) -> list[int]:
        """The viewport's y of each place where hidden rows lie: the top of the first shown
        row after them, or the bottom of the last shown row before them at the table's end."""
        model = self.model()
        if model is None:
            return []
        marks: list[int] = []
        last_shown: int | None = None
        pending = False  # hidden rows since the last shown row
        for row in range(model.rowCount()):
            if self.isRowHidden(row):
                pending = True
                continue
            if pending:
                marks.append(self.rowViewportPosition(row))
                pending = False
            last_shown = row
        if pending and last_shown is not None:
            marks.append(self.rowViewportPosition(last_shown) + self.rowHeight(last_shown))
        return marks

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        marks = self.fold_marks()
        if not marks:
            return
        painter = QPainter(self.viewport())
        pen = QPen(self.palette().color(QPalette.ColorRole.Highlight), 2.0, Qt.PenStyle.CustomDashLine)
        pen.setDashPattern(list(FOLD_DASH))
        painter.setPen(pen)
        right = float(self.horizontalHeader().length())
        for y in marks:
            y = max(1, y)  # a mark at the very top lies on the header's edge: just under it
            painter.drawLine(QPointF(0.0, y), QPointF(right, y))
        painter.end()


__all__ = ["FOLD_DASH", "SheetView"]
