"""Seats around the table never overlap, and the human's whole hand is on screen."""

import pytest
from PySide6.QtCore import QRectF

from cardtable.ui.table_layout import CARD_HEIGHT_RATIO, compute_layout, fan_positions

SIZES = [(1280, 800), (1920, 1080)]


def human_hand_rect(geo, count):
    seat = geo.seat(0)
    w = geo.card_width
    h = w * CARD_HEIGHT_RATIO
    rects = [QRectF(p.x() - w / 2, p.y() - h / 2, w, h) for p, _ in
             fan_positions(seat.hand_center, count, w, seat.area.width())]
    out = rects[0]
    for r in rects[1:]:
        out = out.united(r)
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(3, 11))
def test_no_two_seats_overlap(n, size):
    geo = compute_layout(*size, n)
    areas = [geo.seat(0).area] + [geo.seat(s).area for s in range(1, n)]
    areas[0] = human_hand_rect(geo, 13 if n <= 4 else 8)
    for i in range(n):
        for j in range(i + 1, n):
            assert not areas[i].intersects(areas[j]), (n, size, i, j)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(3, 11))
def test_every_card_of_the_human_hand_is_on_screen(n, size):
    geo = compute_layout(*size, n)
    screen = QRectF(0, 0, *size)
    for count in (1, 8, 13):
        assert screen.contains(human_hand_rect(geo, count)), (n, size, count)
    for s in range(1, n):
        assert screen.contains(geo.seat(s).area), (n, size, s)


@pytest.mark.parametrize("n", range(3, 11))
def test_seats_go_clockwise_from_the_humans_left(n):
    geo = compute_layout(1280, 800, n)
    # The seat after the human is on the left, the one before on the right.
    assert geo.seat(1).anchor.x() < geo.center.x() < geo.seat(n - 1).anchor.x()
    assert all(geo.seat(s).anchor.y() < geo.seat(0).anchor.y() for s in range(1, n))


def test_trick_spots_are_distinct_and_near_the_centre():
    geo = compute_layout(1280, 800, 10)
    spots = {(round(geo.seat(s).trick_spot.x()), round(geo.seat(s).trick_spot.y())) for s in range(10)}
    assert len(spots) == 10
