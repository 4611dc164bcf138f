"""Words written on the felt (the line under the trick, the turn cue above the hand), each of
their lines centred: written as one left-aligned block, a two-line prompt ("Undone: back to
your previous decision" / "Your turn to play") pushed its short line off the middle of the
hand it speaks of (a player's review)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget


class FeltWords(QGraphicsSimpleTextItem):
    """A simple text item whose lines are each centred in its width (its bounding box is the
    plain item's: the table places it as before)."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lines = self.text().split("\n")
        if len(lines) < 2:
            super().paint(painter, option, widget)  # type: ignore[arg-type]  # Qt takes None
            return
        box = self.boundingRect()
        step = box.height() / len(lines)
        painter.setFont(self.font())
        painter.setPen(self.brush().color())
        for k, line in enumerate(lines):
            painter.drawText(QRectF(box.left(), box.top() + k * step, box.width(), step),
                             int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter), line)
