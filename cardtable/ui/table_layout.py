"""Where everything sits on the table, as plain geometry computed from the window size.

The human sits at the bottom with a fanned hand and their name plate to its left; the other
seats are spread around the upper part of an oval, clockwise from the human's left, so that
3 to 10 seats never overlap and the human's hand always stays on screen. Cards grow with the
window (a card's index stays readable in a small window, and a big window gets big cards
that overlap less). An exposed dummy is laid out by suits (:func:`dummy_layout`). Keeping
this free of items and animation makes it cheap to recompute on every resize and easy to test.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

CARD_HEIGHT_RATIO = 7 / 5  # height / width of a poker-size card
PLATE_HEIGHT = 40.0  # a seat's name plate: a name line and a line of facts
HUMAN_PLATE_WIDTH = 176.0
# How far a card's index (its rank over its suit symbol) reaches into the card, as a share
# of its width and height: a fan or an overlapping trick may cover the rest, never this.
# ``card_art`` draws the index inside these bounds.
INDEX_WIDTH, INDEX_HEIGHT = 0.24, 0.36
# How far down the rank alone reaches: in a column of one suit (an exposed dummy opposite)
# the suit symbol may be covered, since the column's top card shows it.
RANK_HEIGHT = 0.22
# How far a playable card stands proud of its hand, as a share of its height.
LIFT = 0.09
ARC = 0.08  # how far (a share of the card's width) the end cards of a full fan sit lower
FAN_TILT = 7.0  # degrees the end cards of a full fan lean out
# The narrowest a card may be drawn and still be read at a glance (its face, not only its index).
READABLE_WIDTH = 50.0
# How far an exposed dummy at a side lies in from the window's edge, in table margins.
SIDE_DUMMY_EDGE = 3.0


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
    plate: QRectF  # the widest the name plate may be, where it lies


@dataclass(frozen=True)
class TableGeometry:
    rect: QRectF
    card_width: float  # the human's cards (and an exposed dummy's)
    small_width: float  # other seats' cards and tricks
    trick_width: float  # cards in the trick
    center: QPointF
    deck_spot: QPointF  # the stock (turn-up, undealt cards, turnip)
    seats: tuple[SeatGeometry, ...]
    margin: float = 8.0
    center_pile: bool = True  # the trick's ring leaves room for a stock in the middle
    pile: QPointF | None = None  # the middle of the stock, turn-up and turnip (default: the centre)
    corner_pile: bool = False  # the stock and turn-up lie in the top right-hand corner
    # The radii of the ring the trick's cards lie on (see :func:`trick_reach`, :func:`clear_sides`);
    # always given by :func:`compute_layout` (a default only because it follows the others).
    reach: tuple[float, float] = (0.0, 0.0)

    @property
    def pile_center(self) -> QPointF:
        return self.pile if self.pile is not None else self.center

    def seat(self, seat: int) -> SeatGeometry:
        return self.seats[seat]

    @property
    def trick_area(self) -> QRectF:
        """The rectangle the trick's cards (and the stock among them) lie in."""
        rx, ry = self.reach
        w, h = self.trick_width, self.trick_width * CARD_HEIGHT_RATIO
        box = QRectF(0, 0, 2 * rx + w, 2 * ry + h)
        box.moveCenter(self.center)
        return box


def seat_angle(offset: int, n: int) -> float:
    """Angle on the oval of the seat ``offset`` places clockwise from the human (0)."""
    if offset == 0:
        return 90.0
    m = n - 1  # other seats, spread over the top 300 degrees from the human's left
    start, end = 120.0, 420.0
    return start + (end - start) * offset / (m + 1)


def human_card_width(width: float, height: float, card_scale: float = 1.0) -> float:
    """The human's card width: a share of the smaller side, never below readable."""
    return max(READABLE_WIDTH, min(124.0 * card_scale, width * 0.085 * card_scale, height * 0.125 * card_scale))


def hand_spread(count: int) -> float:
    """The widest step between neighbouring cards of a fan of ``count``, in card widths: a
    little over half a card for eight cards or more, opening out as the hand gets shorter, so
    that a hand of two or three lies side by side rather than half hidden for no want of
    room (and the hand opens gradually as it is played, never all at once)."""
    return min(1.08, 0.6 + 0.08 * max(0, 8 - count))


def hand_step(card_w: float, count: int, span: float) -> float:
    """The distance between neighbouring cards of a fan of ``count`` within ``span``: at most
    :func:`hand_spread`, and never so little that the index is covered (unless the span
    leaves no choice)."""
    if count <= 1:
        return 0.0
    return max(0.0, min(card_w * hand_spread(count), (span - card_w) / (count - 1)))


def compute_layout(
    width: float, height: float, n: int, human: int = 0, hand_size: int = 13, card_scale: float = 1.0,
    center_pile: bool = True, corner_pile: bool = False,
) -> TableGeometry:
    """The table's geometry for ``n`` seats with ``human`` at the bottom; ``card_scale``
    is the player's card-size setting (cards never shrink below readable); ``center_pile``
    leaves room in the middle of the trick for a stock, a turn-up or a turnip; ``corner_pile``
    puts the stock and the turn-up in the top right-hand corner instead, away from the trick."""
    rect = QRectF(0, 0, width, height)
    margin = max(6.0, min(width, height) * 0.012)
    card_w = human_card_width(width, height, card_scale)
    card_h = card_w * CARD_HEIGHT_RATIO
    crowd = 1.0 if n <= 6 else 6 / n + 0.15
    small_w = max(34.0, min(66.0, card_w * 0.62 * crowd))
    small_h = small_w * CARD_HEIGHT_RATIO
    trick_w = max(42.0, min(90.0, card_w * (0.8 if n <= 7 else 0.7)))

    # The bottom strip: the human's plate on the left, the hand beside it (centred when it fits).
    plate_w = HUMAN_PLATE_WIDTH
    lift = card_h * LIFT
    # The fan's ends sit lower and tilt: room for both under the hand.
    tilt = (card_w * math.sin(math.radians(FAN_TILT)) + card_h * (math.cos(math.radians(FAN_TILT)) - 1)) / 2
    hand_y = height - margin - card_h / 2 - card_w * ARC - tilt - 2
    room = width - 3 * margin - plate_w
    span = min(room, card_w + (hand_size - 1) * card_w * hand_spread(hand_size))
    hand_x = max(width / 2, 2 * margin + plate_w + span / 2)
    hand_x = min(hand_x, width - margin - span / 2)
    hand_top = hand_y - card_h / 2 - lift
    cx = width / 2
    # The oval's vertical centre sits above the middle: the human's hand needs the bottom.
    cy = (margin + small_h * 1.2 + hand_top) / 2
    area_w = max(small_w * 3.2, 150.0) if n <= 6 else max(small_w * 2.6, 124.0)
    area_h = small_h + PLATE_HEIGHT + 6
    rx = width / 2 - margin - area_w / 2
    ry = cy - margin - area_h / 2

    reach_x, reach_y = trick_reach(trick_w, n, center_pile)
    angles = [seat_angle((seat - human) % n, n) for seat in range(n)]
    # The other seats' areas sit on an oval; each plate lies at the bottom of its area.
    anchors = [QPointF(cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a))) for a in angles]
    # The ring may grow as far as the human's hand below and the other plates above and
    # below it: the trick's whole box (``trick_area``) stays clear of them.
    half, box_x = trick_w * CARD_HEIGHT_RATIO / 2, reach_x + trick_w / 2
    ring_room = [hand_top - 6 - cy] + [
        abs(a.y() + area_h / 2 - PLATE_HEIGHT / 2 - cy) - PLATE_HEIGHT / 2 - 6
        for seat, a in enumerate(anchors) if (seat - human) % n and abs(a.x() - cx) < box_x + area_w / 2]
    reach_y = clear_sides(reach_x, reach_y, angles, trick_w, min(ring_room) - half)
    seats = []
    for seat in range(n):
        offset = (seat - human) % n
        angle = angles[seat]
        rad = math.radians(angle)
        if offset == 0:
            anchor = QPointF(hand_x, hand_y)
            area = QRectF(hand_x - span / 2, hand_top, span, height - margin - hand_top)
            hand_center = anchor
            hand_width = card_w
            plate = QRectF(margin, height - margin - PLATE_HEIGHT, plate_w, PLATE_HEIGHT)
        else:
            anchor = anchors[seat]
            area = QRectF(anchor.x() - area_w / 2, anchor.y() - area_h / 2, area_w, area_h)
            hand_center = QPointF(anchor.x(), area.top() + small_h / 2 + 2)  # cards above the plate
            hand_width = small_w
            plate = QRectF(area.left(), area.bottom() - PLATE_HEIGHT, area_w, PLATE_HEIGHT)
        # Trick cards lie on a ring around the middle, each toward its player.
        trick_spot = QPointF(cx + reach_x * math.cos(rad), cy + reach_y * math.sin(rad))
        tricks_spot = _tricks_spot(anchor, area, offset, card_w, width, margin)
        seats.append(
            SeatGeometry(seat, anchor, area, hand_center, hand_width, trick_spot, angle, tricks_spot, plate)
        )
    pile = QPointF(cx, cy)
    if n == 3 and center_pile:
        # Three players leave the top edge free: the stock (the turnip) lies there, where the
        # decision panel over the middle of the table does not hide it during the bidding.
        trick_top = cy - reach_y - trick_w * CARD_HEIGHT_RATIO / 2
        pile = QPointF(cx, max(margin + trick_w * 0.8, (margin + trick_top) / 2))
    if corner_pile:
        # The turn-up's right edge (see the scene's turn-up place) and its top, with its lift.
        trick_h = trick_w * CARD_HEIGHT_RATIO
        pile = QPointF(width - margin - trick_w * 0.9 - 4, margin + trick_h * 0.6 + 4)
    deck_spot = QPointF(pile.x() - trick_w * 0.4, pile.y())
    return TableGeometry(
        rect, card_w, small_w, trick_w, QPointF(cx, cy), deck_spot, tuple(seats), margin, center_pile, pile=pile,
        corner_pile=corner_pile, reach=(reach_x, reach_y),
    )


def trick_reach(trick_w: float, n: int, center_pile: bool = True) -> tuple[float, float]:
    """Radii of the ring the trick's cards lie on: wider for bigger tables, so that ten
    cards in a trick do not cover each other, and with room in the middle for the stock
    and the turn-up where the game has them."""
    if center_pile:
        return trick_w * max(1.95, 1.0 + 0.17 * n), trick_w * max(1.6, 0.75 + 0.16 * n)
    if n <= 5:  # a small ring: the middle is empty (the stock lies in the corner)
        return trick_w * max(1.5, 1.0 + 0.2 * n), trick_w * max(0.85, 0.2 + 0.16 * n)
    # From six players the neighbours' cards on the sides stacked over one another
    # (ten players at 1024x700: the 4♠ half under the A♠): the ring as wide as with a pile.
    return trick_w * (1.0 + 0.2 * n), trick_w * (0.75 + 0.16 * n)


def clear_sides(rx: float, ry: float, angles: list[float], trick_w: float, most: float) -> float:
    """The ring's vertical radius, raised where neighbouring seats' cards would lie one over
    the other: on the sides of a big table the ring runs nearly upright, and ten players'
    cards at 1024×700 stacked half over each other in a column, so that whose card was whose
    was hard to tell. Each pair of neighbours either clears the other's width side by side or
    its height one above the other (with a small gap); ``most`` caps the radius (the room
    the human's hand and the other seats' plates leave)."""
    w, h, gap = trick_w, trick_w * CARD_HEIGHT_RATIO, 4.0
    need = ry
    ordered = sorted(math.radians(a) for a in angles)
    for a, b in zip(ordered, [*ordered[1:], ordered[0] + 2 * math.pi], strict=True):
        dx = rx * abs(math.cos(a) - math.cos(b))
        rise = abs(math.sin(a) - math.sin(b))
        if dx < w + gap and rise > 0.05:
            need = max(need, (h + gap) / rise)
    return max(ry, min(need, most))


def _tricks_spot(anchor: QPointF, area: QRectF, offset: int, card_w: float, width: float, margin: float) -> QPointF:
    """Won tricks fly to the winner: beside the human's hand, into the others' name plates."""
    if offset == 0:
        return QPointF(min(width - margin - card_w * 0.4, area.right() + card_w * 0.6), anchor.y())
    return QPointF(anchor.x(), area.bottom() - 20)


def fan_positions(center: QPointF, count: int, card_w: float, max_span: float) -> list[tuple[QPointF, float]]:
    """Centres and rotations (degrees) of ``count`` cards fanned around ``center``.

    The overlap shrinks to fit ``max_span``; a gentle arc makes the hand look held.
    """
    if count <= 0:
        return []
    step = hand_step(card_w, count, max_span)
    out = []
    mid = (count - 1) / 2
    for i in range(count):
        d = i - mid
        x = center.x() + d * step
        share = d / 6.0 if mid <= 6 else d / mid  # up to 13 cards tilt as 13 do; more share the tilt
        y = center.y() + share * share * card_w * ARC
        out.append((QPointF(x, y), share * FAN_TILT))
    return out


@dataclass(frozen=True)
class DummyLayout:
    """Where an exposed dummy's cards lie: per suit (in the order given), the centres of
    its cards from the top card down; and the rectangle of its name plate."""

    suits: tuple[tuple[QPointF, ...], ...]
    plate: QRectF
    card_width: float


def dummy_layout(
    geo: TableGeometry, seat: int, lengths: list[int], plate_w: float, top: float = 0.0, beside: float = 0.0,
) -> DummyLayout:
    """An exposed dummy as bridge players lay it out: one column per suit facing its
    partner, trumps (the first suit of ``lengths``) on dummy's right. Opposite the human
    the columns hang from the top edge (trumps on the viewer's left); at a side, a margin in
    from the window's edge, each suit is a row clear of the next, trumps nearest dummy's
    right hand (the bottom row on the left, the top row on the right). Full-size cards where
    there is room; the name plate lies beside the cards.
    ``top`` is how far down the table's own text in the top-left corner reaches, ``beside``
    how far right its headline does on one line."""
    s = geo.seat(seat)
    m = geo.margin
    trick = geo.trick_area
    w = geo.card_width
    k = max(1, len(lengths))
    longest = max([1, *lengths])
    if s.anchor.y() < trick.top():  # opposite: columns from the top edge down to the trick
        # A playable card stands proud of its column by LIFT of its height: the top cards
        # hang that much lower, so that a raised one stays on the felt.
        avail_h = trick.top() - 2 * m
        w = min(w, avail_h / CARD_HEIGHT_RATIO / (1 + LIFT + RANK_HEIGHT * (longest - 1)))
        h = w * CARD_HEIGHT_RATIO
        col = w * 1.06
        top = m + LIFT * h
        avail_h -= LIFT * h
        step = max(0.0, min(h * 0.3, (avail_h - h) / max(1, longest - 1)))
        block_w = (k - 1) * col + w
        # Centred, or right of the corner's headline where the room right of the plate allows
        # ("Contract not chosen yet" broke onto two lines beside the columns in a small window).
        room = geo.rect.width() - 2 * m - plate_w - block_w
        left = max(geo.center.x() - block_w / 2, min(beside + 2 * m, room))
        # The plate beside the cards, on the right: the table's own lines fill the top-left corner.
        plate = QRectF(left + block_w + m, m, plate_w, PLATE_HEIGHT)
        if plate.right() > geo.rect.width() - m:
            plate.moveLeft(max(m, left - m - plate_w))
        suits = tuple(
            tuple(QPointF(left + w / 2 + i * col, top + h / 2 + r * step) for r in range(n))
            for i, n in enumerate(lengths)
        )
        return DummyLayout(suits, plate, w)
    on_left = s.anchor.x() < geo.center.x()
    upper = max(m + top, m)
    bottom = next(x for x in geo.seats if x.angle == 90.0)  # the human's hand
    lower = min(bottom.area.top(), bottom.plate.top()) - m
    # A hand laid down at a side stays a clear margin in from the window's edge (pressed
    # against it, it looked squeezed off the table).
    edge = SIDE_DUMMY_EDGE * m
    avail_w = (trick.left() - m - edge) if on_left else (geo.rect.width() - trick.right() - m - edge)
    avail_h = lower - upper - PLATE_HEIGHT - m
    gap = m / 2
    w = min(w, avail_w / (1 + INDEX_WIDTH * 1.2 * (longest - 1)))  # every index in sight along a row
    # One row per suit, each clear of the next; only where that would make the cards smaller
    # than readable do the rows overlap, each still showing the index of the row above.
    apart = (avail_h - (k - 1) * gap) / k / CARD_HEIGHT_RATIO
    squeezed = avail_h / CARD_HEIGHT_RATIO / (1 + INDEX_HEIGHT * (k - 1))
    w = min(w, max(apart, min(READABLE_WIDTH, squeezed)))
    h = w * CARD_HEIGHT_RATIO
    step_x = max(0.0, min(w * 0.42, (avail_w - w) / max(1, longest - 1)))
    row = min(h + gap, max(h * INDEX_HEIGHT, (avail_h - h) / max(1, k - 1)))
    block_h = h + (k - 1) * row
    block_top = max(upper + PLATE_HEIGHT + m, min(s.anchor.y() - block_h / 2, lower - block_h))
    x0 = edge + w / 2 if on_left else geo.rect.width() - edge - w / 2 - step_x * (longest - 1)
    # Trumps (first) on dummy's right: the bottom row for the dummy on the left.
    order = list(range(k))[::-1] if on_left else list(range(k))
    suits = tuple(
        tuple(QPointF(x0 + r * step_x, block_top + h / 2 + order[i] * row) for r in range(n))
        for i, n in enumerate(lengths)
    )
    px = edge if on_left else geo.rect.width() - edge - plate_w
    plate = QRectF(px, block_top - PLATE_HEIGHT - m, plate_w, PLATE_HEIGHT)
    return DummyLayout(suits, plate, w)


def place_panel(
    bounds: QRectF, width: float, height: float, hard: list[QRectF], soft: list[QRectF], prefer: QPointF,
    gap: float = 6.0,
) -> QRectF | None:
    """Where a floating panel of ``width`` × ``height`` may lie inside ``bounds``: clear of
    every ``hard`` rectangle (name plates, the stock and turn-up, the trick, the person's
    hand) and, when there is room, of every ``soft`` one (the others' cards, the corner's
    lines); of the spots that qualify, the one whose bottom centre is nearest ``prefer``
    (just above the person's hand, like a bidding box at the table's edge). ``None`` when
    the panel fits nowhere: the caller makes it smaller and asks again.

    The candidate spots line the panel up with the obstacles' edges (or ``prefer``), which
    is where a largest free spot always has a corner; plain tuples keep the search cheap."""
    left, top = bounds.left() + gap, bounds.top() + gap
    right, bottom = bounds.right() - gap, bounds.bottom() - gap
    if width > right - left or height > bottom - top:
        return None

    def boxes(rects: list[QRectF]) -> list[tuple[float, float, float, float]]:
        return [(r.left() - gap, r.top() - gap, r.right() + gap, r.bottom() + gap) for r in rects if not r.isEmpty()]

    for blocks in (boxes(hard) + boxes(soft), boxes(hard)):
        xs = {prefer.x() - width / 2, left, right - width}
        ys = {prefer.y() - height, top, bottom - height}
        for x0, y0, x1, y1 in blocks:
            xs.update((x1, x0 - width))
            ys.update((y1, y0 - height))
        xs = {x for x in xs if left - 0.01 <= x <= right - width + 0.01}
        ys = {y for y in ys if top - 0.01 <= y <= bottom - height + 0.01}
        spots = [(x, y) for x in xs for y in ys]
        spots.sort(key=lambda p: (p[0] + width / 2 - prefer.x()) ** 2 + (p[1] + height - prefer.y()) ** 2)
        for x, y in spots:
            if not any(x < bx1 and x + width > bx0 and y < by1 and y + height > by0 for bx0, by0, bx1, by1 in blocks):
                return QRectF(x, y, width, height)
    return None
