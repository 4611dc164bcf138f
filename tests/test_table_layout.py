"""Seats around the table never overlap, and the human's whole hand is on screen."""

import itertools

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


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_a_short_hand_lies_open_and_a_long_one_overlaps(size):
    """Two or three cards lie side by side (they were half hidden under one another with room
    to spare); the fan opens out gradually as a hand is played down, never all at once."""
    def step(hand_size, count):
        geo = compute_layout(*size, 4, hand_size=hand_size)
        seat = geo.seat(0)
        xs = [p.x() for p, _ in fan_positions(seat.hand_center, count, geo.card_width, seat.area.width())]
        return (xs[1] - xs[0]) / geo.card_width

    assert step(3, 3) >= 0.999 and step(2, 2) >= 0.999  # Bugger Bridge's short rounds
    assert step(13, 2) >= 0.999  # the end of a long hand opens out too
    assert step(13, 13) == pytest.approx(0.6, abs=0.01) and step(8, 8) == pytest.approx(0.6, abs=0.01)
    steps = [step(13, count) for count in range(13, 1, -1)]
    assert all(-1e-9 <= b - a <= 0.1 for a, b in itertools.pairwise(steps))
