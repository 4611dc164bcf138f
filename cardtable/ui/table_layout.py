"""Where everything sits on the table, as plain geometry computed from the window size.

The human sits at the bottom with a fanned hand; the other seats are spread around the
upper part of an oval, clockwise from the human's left, so that 3 to 10 seats never overlap
and the human's hand always stays on screen. Keeping this free of items and animation
makes it cheap to recompute on every resize and easy to test.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

CARD_HEIGHT_RATIO = 7 / 5  # height / width of a poker-size card


@dataclass(frozen=True)
class SeatGeometry:
    seat: int
    anchor: QPointF  # centre of the seat's area
    area: QRectF  # name plate, hand and badges live inside this
    hand_center: QPointF
    hand_width: float  # card width used for this seat's hand
    trick_spot: QPointF  # where this seat's card lies in the trick (centre)
    angle: float  # degrees on the oval (90 = bottom)
    tricks_spot: QPointF  # where tricks this seat won are stacked


@dataclass(frozen=True)
class TableGeometry:
    rect: QRectF
    card_width: float  # the human's cards
    small_width: float  # other seats' cards and tricks
    trick_width: float  # cards in the trick
    center: QPointF
    deck_spot: QPointF  # the stock (turn-up, undealt cards, turnip)
    seats: tuple[SeatGeometry, ...]

    def seat(self, seat: int) -> SeatGeometry:
        return self.seats[seat]


def seat_angle(offset: int, n: int) -> float:
    """Angle on the oval of the seat ``offset`` places clockwise from the human (0)."""
    if offset == 0:
        return 90.0
    m = n - 1  # other seats, spread over the top 300 degrees from the human's left
    start, end = 120.0, 420.0
    return start + (end - start) * offset / (m + 1)


def compute_layout(
    width: float, height: float, n: int, human: int = 0, hand_size: int = 13, card_scale: float = 1.0
) -> TableGeometry:
    """The table's geometry for ``n`` seats with ``human`` at the bottom; ``card_scale``
    is the player's card-size setting (cards never shrink below readable)."""
    rect = QRectF(0, 0, width, height)
    card_w = max(48.0, min(104.0 * card_scale, width * 0.065 * card_scale, height * 0.105 * card_scale))
    card_h = card_w * CARD_HEIGHT_RATIO
    crowd = 1.0 if n <= 6 else 6 / n + 0.15
    small_w = max(34.0, min(64.0, card_w * 0.62 * crowd))
    small_h = small_w * CARD_HEIGHT_RATIO
    trick_w = max(40.0, min(84.0, card_w * (0.8 if n <= 7 else 0.7)))
    margin = max(8.0, height * 0.015)

    hand_y = height - margin - card_h * 0.62
    cx = width / 2
    # The oval's vertical centre sits above the middle: the human's hand needs the bottom.
    cy = (margin + small_h * 1.4 + (hand_y - card_h * 0.7)) / 2
    area_w = max(small_w * 3.2, 150.0) if n <= 6 else max(small_w * 2.6, 120.0)
    area_h = small_h + 46.0  # the hand, then the name plate under it
    rx = width / 2 - margin - area_w / 2
    ry = cy - margin - area_h / 2

    reach_x, reach_y = trick_reach(trick_w, n)
    seats = []
    for seat in range(n):
        offset = (seat - human) % n
        angle = seat_angle(offset, n)
        rad = math.radians(angle)
        if offset == 0:
            anchor = QPointF(cx, hand_y)
            hand_span = min(width - 2 * margin, card_w + (hand_size - 1) * card_w * 0.55)
            area = QRectF(cx - hand_span / 2, hand_y - card_h * 0.75, hand_span, card_h * 1.3)
            hand_center = anchor
            hand_width = card_w
        else:
            anchor = QPointF(cx + rx * math.cos(rad), cy + ry * math.sin(rad))
            area = QRectF(anchor.x() - area_w / 2, anchor.y() - area_h / 2, area_w, area_h)
            hand_center = QPointF(anchor.x(), area.top() + small_h / 2 + 2)  # cards above the plate
            hand_width = small_w
        # Trick cards lie on a ring around the stock, each toward its player.
        trick_spot = QPointF(cx + reach_x * math.cos(rad), cy + reach_y * math.sin(rad))
        tricks_spot = _tricks_spot(anchor, area, offset, card_w, small_w, width)
        seats.append(SeatGeometry(seat, anchor, area, hand_center, hand_width, trick_spot, angle, tricks_spot))
    deck_spot = QPointF(cx - trick_w * 0.3, cy)
    return TableGeometry(rect, card_w, small_w, trick_w, QPointF(cx, cy), deck_spot, tuple(seats))


def trick_reach(trick_w: float, n: int) -> tuple[float, float]:
    """Radii of the ring the trick's cards lie on: wider for bigger tables, so that ten
    cards in a trick do not cover each other or the stock in the middle."""
    return trick_w * max(1.6, 1.0 + 0.16 * n), trick_w * max(1.4, 0.7 + 0.13 * n)


def _tricks_spot(anchor: QPointF, area: QRectF, offset: int, card_w: float, small_w: float, width: float) -> QPointF:
    """Won tricks fly to the winner: beside the human's hand, into the others' name plates."""
    if offset == 0:
        return QPointF(min(width - card_w * 0.6, area.right() + card_w * 0.7), anchor.y())
    return QPointF(anchor.x(), area.bottom() - 20)


def fan_positions(center: QPointF, count: int, card_w: float, max_span: float) -> list[tuple[QPointF, float]]:
    """Centres and rotations (degrees) of ``count`` cards fanned around ``center``.

    The overlap shrinks to fit ``max_span``; a gentle arc makes the hand look held.
    """
    if count <= 0:
        return []
    step = min(card_w * 0.58, (max_span - card_w) / max(1, count - 1)) if count > 1 else 0.0
    out = []
    mid = (count - 1) / 2
    for i in range(count):
        d = i - mid
        x = center.x() + d * step
        y = center.y() + (d * d) * card_w * 0.004
        out.append((QPointF(x, y), d * 1.2))
    return out
