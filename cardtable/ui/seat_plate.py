"""A seat's name plate: name, badges (bid, bug suit, contract, points), tricks won, the
dealer button, and a glow when it is that seat's turn."""

from __future__ import annotations

import functools
import re

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import suit_ink
from .badges import translate
from .table_layout import PLATE_HEIGHT

__all__ = ["PLATE_HEIGHT", "SeatPlate"]


@functools.cache
def _name_font() -> QFont:
    font = QFont()
    font.setPointSizeF(10.5)
    font.setBold(True)
    return font


@functools.cache
def _info_font() -> QFont:
    font = QFont()
    font.setPointSizeF(9)
    return font


@functools.cache
def _name_metrics() -> QFontMetricsF:
    return QFontMetricsF(_name_font())


@functools.cache
def _info_metrics() -> QFontMetricsF:
    return QFontMetricsF(_info_font())


@functools.lru_cache(maxsize=256)
def _wanted_width(name: str, info: str) -> float:
    """The width a plate needs for ``name`` and ``info`` (asked of every plate after every
    event, and the texts seldom change)."""
    return max(_name_metrics().horizontalAdvance(name) + 10 + 30, _info_metrics().horizontalAdvance(info) + 10 + 8)


class SeatPlate(QGraphicsObject):
    def __init__(self, name: str, width: float = 150.0) -> None:
        super().__init__()
        self.player_name = name  # the player's own name (the plate may add a compass point)
        self.name = name
        self.badge = ""
        self.tricks = 0
        self.show_tricks = True
        self.dealer = False
        self.active = False
        self.winner = False
        self._width = width
        self.setZValue(5)
        # Kept as the screen shows it: a plate changes after an event now and then, and
        # every frame of an animation would otherwise draw each plate's text again.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_width(self, width: float) -> None:
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width
            self.update()

    def set(self, **changes: object) -> None:
        """Change what the plate says; the plates are refreshed after every event, and a
        plate that says the same is neither redrawn nor given its tool tip again."""
        if all(getattr(self, key) == value for key, value in changes.items()):
            return
        for key, value in changes.items():
            setattr(self, key, value)
        self.setToolTip(self.describe())
        self.update()

    def describe(self) -> str:
        """The plate in words, for tooltips and accessibility."""
        parts = [self.name]
        if self.dealer:
            parts.append(translate("Table", "dealer"))
        if self.badge:
            parts.append(self.badge)
        if self.show_tricks:
            won = translate("Table", "{0} trick won") if self.tricks == 1 else translate("Table", "{0} tricks won")
            parts.append(won.format(self.tricks))
        if self.active:
            parts.append(translate("Table", "to play"))
        return ", ".join(parts)

    @property
    def width(self) -> float:
        return self._width

    def info_text(self) -> str:
        """The plate's second line: the badge, then the tricks won."""
        info = self.badge
        if self.show_tricks:
            won = translate("Table", "won {0}").format(self.tricks)
            info = f"{info}  ·  {won}" if info else won
        return info

    def wanted_width(self) -> float:
        """The width that shows the name and the facts whole (with the dealer chip)."""
        return _wanted_width(self.name, self.info_text())

    def fits(self) -> bool:
        """True when nothing on the plate is cut short."""
        return self.wanted_width() <= self._width + 0.5

    def chip_rect(self) -> QRectF:
        """The dealer chip: in the name line's corner, clear of the facts line below (it sat
        over the last digit of "won 10")."""
        return QRectF(self._width / 2 - 22, -PLATE_HEIGHT / 2 + 3, 16, 16)

    def info_rect(self) -> QRectF:
        """The facts line (badge and tricks won), under the name."""
        return QRectF(-self._width / 2 + 10, -PLATE_HEIGHT / 2 + 20, self._width - 16, 16)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width / 2 - 4, -PLATE_HEIGHT / 2 - 4, self._width + 8, PLATE_HEIGHT + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._width, PLATE_HEIGHT
        box = QRectF(-w / 2, -h / 2, w, h)
        if self.active:
            painter.setPen(QPen(QColor(255, 214, 90), 3))
        elif self.winner:
            painter.setPen(QPen(QColor(120, 220, 140), 3))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.setBrush(QBrush(QColor(8, 28, 18, 190)))
        painter.drawRoundedRect(box, 10, 10)

        name_font = _name_font()
        painter.setFont(name_font)
        painter.setPen(QColor(250, 247, 235))
        left = box.left() + 10
        if self.dealer:
            chip = self.chip_rect()
            painter.setBrush(QColor(245, 245, 240))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(chip)
            painter.setPen(QColor(20, 20, 20))
            small = QFont(name_font)
            small.setPointSizeF(8)
            painter.setFont(small)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, "D")
            painter.setFont(name_font)
            painter.setPen(QColor(250, 247, 235))
        name_rect = QRectF(left, box.top() + 3, w - 40 if self.dealer else w - 14, 18)
        name = _name_metrics().elidedText(self.name, Qt.TextElideMode.ElideRight, name_rect.width())
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)

        info_font = _info_font()
        painter.setFont(info_font)
        painter.setPen(QColor(215, 230, 215))
        info = self.info_text()
        info_rect = self.info_rect()
        info = _info_metrics().elidedText(info, Qt.TextElideMode.ElideRight, info_rect.width())
        _draw_suited(painter, info_rect, info, QColor(215, 230, 215))


def _draw_suited(painter: QPainter, rect: QRectF, text: str, colour: QColor) -> None:
    """``text`` left-aligned in ``rect``, its suit signs coloured as the decision panel writes
    them (a "bug ♥" badge should read as hearts at a glance), the rest in ``colour``."""
    metrics = _info_metrics()
    x = rect.left()
    for run in re.split(f"([{suit_ink.SIGNS}])", text):
        if not run:
            continue
        painter.setPen(suit_ink.qcolor(run, "dark", colour) if len(run) == 1 else colour)
        painter.drawText(QRectF(x, rect.top(), rect.right() - x, rect.height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, run)
        x += metrics.horizontalAdvance(run)
