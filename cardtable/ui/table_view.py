"""The view of the card table: it follows resizes, keeps the decision panel just above the
human's hand, and gives the keyboard to the table (arrows move between playable cards,
Enter plays one) and to screen readers."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView, QWidget

from .announcer import Announcer, spoken_card
from .table_scene import TableScene


class TableView(QGraphicsView):
    """The view of the table: follows resizes and gives the keyboard to the table."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Card table"))
        self.overlay: QWidget | None = None
        self.announcer = Announcer(self)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())
        self.place_overlay()

    def place_overlay(self) -> None:
        if self.overlay is None or not self.overlay.isVisible():
            return
        self.overlay.adjustSize()
        size = self.viewport().size()
        hint = self.overlay.sizeHint()
        w = min(hint.width(), size.width() - 20)
        h = min(hint.height(), size.height() - 20)
        geo = self.table.geometry
        # Just above the human's hand, like a bidding box on the table's edge, so the trick
        # area, the stock and the turn-up stay in sight.
        bottom = geo.seat(0).area.top() + 8 if geo is not None else size.height() - 10
        self.overlay.setGeometry(int((size.width() - w) / 2), int(max(10, bottom - h)), int(w), int(h))

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
            step = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
            item = self.table.move_focus(step)
            if item is not None and item.card is not None:
                count = len(self.table.playable_items())
                self.announcer.say(self.tr("{0}, {1} of {2} playable").format(
                    spoken_card(item.card), self.table.focus_index + 1, count))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.table.activate_focus()
        else:
            super().keyPressEvent(event)
