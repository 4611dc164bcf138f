"""Two lines on the felt are each centred ("Undone: back to your previous decision (practice
match)" / "Your turn to play"): a left-aligned block put the short line off the middle."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from cardtable.ui.felt_words import FeltWords


def ink_span(image: QImage, top: int, bottom: int) -> tuple[int, int]:
    xs = [x for x in range(image.width()) for y in range(top, bottom) if image.pixelColor(x, y).lightness() > 128]
    return min(xs), max(xs)


def test_each_line_is_centred_in_the_words_width(qapp):
    words = FeltWords()
    font = QFont()
    font.setPointSizeF(13)
    font.setBold(True)
    words.setFont(font)
    words.setBrush(QColor("white"))
    words.setText("Undone: back to your previous decision (practice match)\nYour turn to play")
    box = words.boundingRect()
    image = QImage(int(box.width()) + 1, int(box.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    words.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    half = image.height() // 2
    left, right = ink_span(image, half + 1, image.height())
    assert abs(left - (image.width() - 1 - right)) <= 3, (left, right, image.width())  # the short line: centred
    long_left, long_right = ink_span(image, 0, half)
    assert long_left <= 2 and long_right >= image.width() - 4  # the long one fills the width
