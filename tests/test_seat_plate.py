"""A seat's name plate: what its lines say and how (red suits in red)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from cardtable.ui.seat_plate import SeatPlate

pytestmark = pytest.mark.usefixtures("qapp")


def reddish(c: QColor) -> bool:
    return c.red() > 180 and c.green() < 170 and c.blue() < 170 and c.red() - c.green() > 60


@pytest.mark.parametrize(("badge", "red_wanted"), [("bug ♥", True), ("bug ♦", True), ("bug ♣", False)])
def test_a_seat_plate_writes_red_suits_in_red(badge, red_wanted):
    """The plate's second line writes ♥ and ♦ in red, as the decision panel does: "bug ♥"
    reads as hearts at a glance; nothing else on a plate is red."""
    plate = SeatPlate("Ada", 160.0)
    plate.set(badge=badge)
    img = QImage(170, 50, QImage.Format.Format_ARGB32)
    img.fill(QColor(20, 60, 35))
    p = QPainter(img)
    p.translate(85, 25)
    plate.paint(p, None)
    p.end()
    red = sum(reddish(img.pixelColor(x, y)) for y in range(img.height()) for x in range(img.width()))
    assert (red > 3) == red_wanted, red


def test_the_dealer_chip_keeps_clear_of_the_facts_line():
    """The chip sat over the last digit of "won 10" on the dealer's plate: it stays in the name
    line's corner, inside the plate, above the facts line at every width."""
    for width in (110.0, 160.0, 240.0):
        plate = SeatPlate("Ben", width)
        plate.set(dealer=True, badge="Turnip ♥")
        chip, info = plate.chip_rect(), plate.info_rect()
        assert chip.bottom() <= info.top(), (chip, info)
        assert plate.boundingRect().contains(chip)


def test_a_bugami_family_badge_names_the_bid_then_its_suit():
    """A player's review: the plates read "bug ♠" beside "♣ Doublets" and "Turnip ♠", as if
    the suit came first in one and last in the others; each now names the kind of bid, then
    its suit."""
    from cardtable.engine.cards import Suit
    from cardtable.engine.games.bleeding_hearts import TURNIP
    from cardtable.ui.games.bugami import bid_label

    assert bid_label("S") == "bug ♠"
    assert bid_label("C", True) == "Doublets ♣"
    assert bid_label(TURNIP) == "Turnip"
    assert bid_label(TURNIP, False, int(Suit.parse("H"))) == "Turnip ♥"
