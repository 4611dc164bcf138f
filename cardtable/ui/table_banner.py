"""A banner across the table for a moment that changes the game around the player — in
Dumb-Bunny, new partners or a move to another table — so it is seen, not only written in
the score sheet. It fades in, stays, and fades out on the animation queue (the speed
setting scales it; at instant speed it is only said on the status line and to screen readers).
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, QSequentialAnimationGroup, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from .animator import Animator
from .line_wrap import glued

FADE_MS = 260
STAY_MS = 1700


class TableBanner(QGraphicsObject):
    """A rounded band of text centred on its position; one per scene, shown when needed
    (never deleted while an animation may still point at it)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._shown = ""  # the text as painted (see set_text)
        self._font = QFont()
        self._font.setPixelSize(20)
        self._font.setBold(True)
        self._rect = QRectF()
        self.setZValue(300)
        self.setOpacity(0.0)
        self.hide()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, centre: QPointF, width: float) -> None:
        self.prepareGeometryChange()
        self.text = text
        # Its last word kept with the one before ("…; 10 tricks" / "needed." stood alone).
        self._shown = glued(text)
        box = QFontMetricsF(self._font).boundingRect(QRectF(0, 0, width - 40, 400), int(Qt.TextFlag.TextWordWrap),
                                                     self._shown)
        self._rect = QRectF(-box.width() / 2 - 22, -box.height() / 2 - 14, box.width() + 44, box.height() + 28)
        self.setPos(centre)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(255, 214, 90), 2.5))
        painter.setBrush(QColor(12, 36, 22, 235))
        painter.drawRoundedRect(self._rect, 14, 14)
        painter.setFont(self._font)
        painter.setPen(QColor(255, 246, 214))
        painter.drawText(self._rect.adjusted(22, 14, -22, -14),
                         int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self._shown)


_BANNERS: weakref.WeakKeyDictionary[QGraphicsScene, TableBanner] = weakref.WeakKeyDictionary()


def _banner_of(scene: QGraphicsScene) -> TableBanner:
    banner = _BANNERS.get(scene)
    if banner is None or banner.scene() is not scene:
        banner = _BANNERS[scene] = TableBanner()
        scene.addItem(banner)
    return banner


def show_banner(scene: QGraphicsScene, animator: Animator, text: str) -> None:
    """Queue ``text`` as a banner over the middle of ``scene``: in, a pause, out."""

    def step():
        if animator.speed <= 0:
            return None
        rect = scene.sceneRect()
        banner = _banner_of(scene)
        banner.set_text(text, rect.center() - QPointF(0, rect.height() * 0.12), min(rect.width() * 0.8, 620))
        banner.setOpacity(0.0)
        banner.show()
        group = QSequentialAnimationGroup()
        fade_in = QPropertyAnimation(banner, b"opacity")
        fade_in.setDuration(animator.ms(FADE_MS))
        fade_in.setStartValue(0.0)
        fade_in.setEndValue(1.0)
        group.addAnimation(fade_in)
        group.addPause(animator.ms(STAY_MS))
        fade_out = QPropertyAnimation(banner, b"opacity")
        fade_out.setDuration(animator.ms(FADE_MS))
        fade_out.setStartValue(1.0)
        fade_out.setEndValue(0.0)
        group.addAnimation(fade_out)
        group.finished.connect(banner.hide)
        return group

    animator.add(step)


def banners(scene: QGraphicsScene) -> list[TableBanner]:
    """The banners showing on the table now."""
    return [i for i in scene.items() if isinstance(i, TableBanner) and i.isVisible()]
