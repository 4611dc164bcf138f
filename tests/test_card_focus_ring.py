"""The keyboard's highlight on a card in the hand is a ring a player finds at a glance: a
reviewer pressing the arrow keys at 1024×700 could not tell which card Enter would play
(it was a one-pixel edge)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.cards import Card
from cardtable.ui.card_art import DeckStyle
from cardtable.ui.card_item import CardItem
from cardtable.ui.table_layout import CARD_HEIGHT_RATIO, LIFT

WIDTH = 70.0


def rendered(hover: bool) -> QImage:
    scene = QGraphicsScene()
    item = CardItem(Card.parse("3C"), WIDTH, DeckStyle(), face_up=True)
    item.set_playable(True)
    item._hover = hover
    scene.addItem(item)
    h = WIDTH * CARD_HEIGHT_RATIO
    top = -h / 2 - h * LIFT  # a playable card stands proud of the hand
    image = QImage(int(WIDTH) + 20, int(h) + 20, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 90, 40))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()),
                 QRectF(-WIDTH / 2 - 10, top - 10, image.width(), image.height()))
    painter.end()
    return image


def yellow(c: QColor) -> bool:
    return c.red() > 200 and c.green() > 170 and c.blue() < 140


def test_the_highlighted_card_has_a_ring_several_pixels_wide(qapp):
    lit, plain = rendered(True), rendered(False)
    y = lit.height() // 2
    left = 10  # the card's left edge in the image
    ring = [x for x in range(left - 1, left + 8) if yellow(lit.pixelColor(x, y))]
    assert len(ring) >= 3, ring  # at least three pixels of yellow across the edge
    assert not any(yellow(plain.pixelColor(x, y)) for x in range(left - 1, left + 8))
