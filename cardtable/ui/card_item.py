"""A card on the table: a graphics item that draws one card (or its back) at any size,
can be raised when playable, dimmed with a reason when not, flipped and moved.

Pixmaps come from ``card_art.card_pixmap`` rendered for the screen's device pixel ratio,
so cards stay crisp on high-DPI screens; the art caches them.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine.cards import Card
from ..words import card_sign
from . import card_art
from .table_layout import CARD_HEIGHT_RATIO, LIFT

# World transforms under which a card is drawn upright at its own size (only moved).
_MOVED_ONLY = (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate)


def _only_turned(world: QTransform) -> bool:
    """True when ``world`` turns a card without stretching it (a fanned hand)."""
    m11, m12, m21, m22 = world.m11(), world.m12(), world.m21(), world.m22()
    return (world.type() == QTransform.TransformationType.TxRotate and abs(m11 - m22) < 1e-9
            and abs(m12 + m21) < 1e-9 and abs(m11 * m11 + m12 * m12 - 1) < 1e-6)


def _on_whole_pixels(center: QPointF, size: QSizeF, world: QTransform, dpr: float) -> QRectF:
    """The rectangle, in the card's own coordinates, that holds a pixmap of ``size`` centred
    on ``center`` with its corner on a whole device pixel. Drawn there, at its own size, the
    pixmap is copied as it is; drawn into the card's exact (fractional) rectangle it would be
    resampled at every paint, which was most of the cost of a frame."""
    x = center.x() - size.width() / 2 + world.dx()
    y = center.y() - size.height() / 2 + world.dy()
    x, y = round(x * dpr) / dpr - world.dx(), round(y * dpr) / dpr - world.dy()
    return QRectF(x, y, size.width(), size.height())


class CardItem(QGraphicsObject):
    """One card sprite. ``card`` may be ``None`` for a card whose face nobody may see yet."""

    clicked = Signal(object)
    dropped = Signal(object, object)  # the item, the scene point where a drag ended

    def __init__(self, card: Card | None, width: float, style: card_art.DeckStyle, face_up: bool = False,
                 on_click: Callable[[CardItem], None] | None = None,
                 on_drop: Callable[[CardItem, QPointF], None] | None = None) -> None:
        """``on_click``, ``on_drop``: called as :attr:`clicked` and :attr:`dropped` are
        emitted. The table hands every card its two handlers this way: a table makes
        thousands of cards over a match, and two signal connections each cost more than
        making the card."""
        super().__init__()
        self._on_click = on_click
        self._on_drop = on_drop
        self._card = card
        self._width = width
        self._style = style
        self._face_up = face_up
        self._flip = 1.0  # horizontal scale during a flip: 1 → 0 → 1
        self._dimmed = False
        self._playable = False
        self._reason = ""  # the tool tip: why the card may not be played
        self._hover = False
        self._press: QPointF | None = None
        self._drag_from: QPointF | None = None
        self.setAcceptHoverEvents(True)
        # The card's picture is kept as the screen shows it: a frame copies a card at rest
        # (most of a frame) without calling paint(). Qt draws a turned card's copy again at
        # every frame, which paint() makes cheap (see card_art.turned_pixmap).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._update_accessible_name()

    # ----- properties ---------------------------------------------------------------------

    @property
    def card(self) -> Card | None:
        return self._card

    def set_card(self, card: Card | None) -> None:
        self._card = card
        self._update_accessible_name()
        self.update()

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        self._face_up = face_up
        self._update_accessible_name()
        self.update()

    @property
    def width(self) -> float:
        return self._width

    def set_width(self, width: float) -> None:
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width
            self.update()

    def set_style(self, style: card_art.DeckStyle) -> None:
        self._style = style
        self.update()

    def set_playable(self, playable: bool, dimmed: bool = False, reason: str = "") -> None:
        """Raise a card that may be played; dim one that may not, with the rule as tooltip.
        Asked of every card after every event: a card that stays as it was is not redrawn."""
        if (playable, dimmed, reason) == (self._playable, self._dimmed, self._reason):
            return
        if playable != self._playable:
            self.prepareGeometryChange()
        self._playable = playable
        self._dimmed = dimmed
        self._reason = reason
        self.setToolTip(reason)
        self.setCursor(Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor)
        self.update()

    @property
    def playable(self) -> bool:
        return self._playable

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.setTransform(QTransform.fromScale(max(0.001, abs(value)), 1.0))

    flip = Property(float, _get_flip, _set_flip)

    def _update_accessible_name(self) -> None:
        name = card_sign(self._card) if (self._card is not None and self._face_up) else "face-down card"
        self.setData(0, name)

    @property
    def accessible_name(self) -> str:
        return str(self.data(0))

    # ----- painting -----------------------------------------------------------------------

    def _lift(self) -> float:
        """Playable cards stand a little proud of the hand."""
        return self._width * CARD_HEIGHT_RATIO * LIFT if self._playable else 0.0

    def boundingRect(self) -> QRectF:
        w = self._width
        h = w * CARD_HEIGHT_RATIO
        lift = w * CARD_HEIGHT_RATIO * LIFT
        return QRectF(-w / 2 - 2, -h / 2 - 2 - lift, w + 4, h + 4 + lift)

    def shape(self) -> QPainterPath:
        """Clicks hit the card where it is drawn (raised or not), not the empty lift space."""
        w = self._width
        h = w * CARD_HEIGHT_RATIO
        path = QPainterPath()
        path.addRect(QRectF(-w / 2, -h / 2 - self._lift(), w, h))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w = self._width
        h = w * CARD_HEIGHT_RATIO
        target = QRectF(-w / 2, -h / 2 - self._lift(), w, h)
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        world = painter.worldTransform()
        scale = math.hypot(world.m21(), world.m22()) or 1.0  # how tall the card shows
        pix = card_art.card_pixmap(self._card, max(8, round(w * scale)), self._style, dpr, self._face_up)
        if world.type() in _MOVED_ONLY:
            target = _on_whole_pixels(target.center(), pix.deviceIndependentSize(), world, dpr)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)  # else Qt filters a copy
            painter.drawPixmap(target.topLeft(), pix)
        elif _only_turned(world):  # a fanned card: turned once, then copied like an upright one
            size = pix.deviceIndependentSize()
            turn = QTransform.fromScale(w / size.width(), h / size.height()) * QTransform(
                world.m11(), world.m12(), world.m21(), world.m22(), 0, 0)
            turned = card_art.turned_pixmap(pix, turn)
            spot = _on_whole_pixels(world.map(target.center()), turned.deviceIndependentSize(), QTransform(), dpr)
            painter.setWorldTransform(QTransform())
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.drawPixmap(spot.topLeft(), turned)
            painter.setWorldTransform(world)
        else:  # flipping or lifted: the pixmap is resampled to the card's shape
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.drawPixmap(target, pix, QRectF(pix.rect()))
        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, 110))
            painter.drawRoundedRect(target, w * 0.06, w * 0.06)
        elif self._playable and self._hover:
            # The keyboard's highlight (and the mouse's): a ring a player finds at a glance; a
            # one-pixel edge was all but invisible on a fanned hand at 1024×700.
            ring = max(2.5, w * 0.045)
            painter.setPen(QPen(QColor(255, 214, 90), ring))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            # Drawn just inside the card's edge: the item's bounds keep only two pixels around it.
            painter.drawRoundedRect(target.adjusted(ring / 2 - 1, ring / 2 - 1, 1 - ring / 2, 1 - ring / 2),
                                    w * 0.06, w * 0.06)

    # ----- interaction --------------------------------------------------------------------

    def hoverEnterEvent(self, event) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._drag_from = None
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A playable card follows the mouse once it has moved a few pixels."""
        if self._press is None or not self._playable:
            return
        delta = event.scenePos() - self._press
        if self._drag_from is None and abs(delta.x()) + abs(delta.y()) < 8:
            return
        if self._drag_from is None:
            self._drag_from = self.pos()
            self.setZValue(100)
        self.setPos(self._drag_from + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        dragged = self._drag_from is not None
        self._press = None
        self._drag_from = None
        if dragged:
            point = event.scenePos()
            self.dropped.emit(self, point)
            if self._on_drop is not None:
                self._on_drop(self, point)
        else:
            self.clicked.emit(self)
            if self._on_click is not None:
                self._on_click(self)

    # ----- animations ---------------------------------------------------------------------

    def move_animation(self, target: QPointF, rotation: float, ms: int) -> QParallelAnimationGroup:
        """An animation of this card to ``target`` and ``rotation`` over ``ms`` milliseconds.
        With animations off (``ms`` 0) the card is put there at once and the animation is
        empty: it would only be jumped to its end, and building it costs more than the move."""
        group = QParallelAnimationGroup(self)
        if ms <= 0:
            self.setPos(target)
            self.setRotation(rotation)
            return group
        for prop, value in ((b"pos", target), (b"rotation", rotation)):
            anim = QPropertyAnimation(self, prop)
            anim.setDuration(ms)
            anim.setEndValue(value)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(anim)
        return group

    def flip_animation(self, face_up: bool, ms: int) -> QSequentialAnimationGroup:
        """Turn the card over: shrink to an edge, change face, grow back (at once, and an
        empty animation, when ``ms`` is 0: see :meth:`move_animation`)."""
        group = QSequentialAnimationGroup(self)
        if ms <= 0:
            if self._flip != 1.0:
                self._set_flip(1.0)
            self.set_face_up(face_up)
            return group
        shrink = QPropertyAnimation(self, b"flip")
        shrink.setDuration(ms // 2)
        shrink.setStartValue(1.0)
        shrink.setEndValue(0.0)
        grow = QPropertyAnimation(self, b"flip")
        grow.setDuration(ms - ms // 2)
        grow.setStartValue(0.0)
        grow.setEndValue(1.0)
        shrink.finished.connect(lambda: self.set_face_up(face_up))
        group.addAnimation(shrink)
        group.addAnimation(grow)
        return group
