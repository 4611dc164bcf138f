"""The card art: every card renders at table sizes, indices are the right colour in the right
place and big enough to read at 40 px, a small index's ♠ and ♣ are told apart, the faces are
all different, pixmaps are sharp at high DPI and cached, and KDE decks are found and used with
a fall-back to our own art."""

from __future__ import annotations

import hashlib
import math
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from cardtable.engine.cards import CARDS, Card, Suit
from cardtable.ui import card_art
from cardtable.ui.card_art import (
    BACKS,
    CARD_ASPECT,
    DeckStyle,
    KdeDeckInfo,
    card_height,
    card_image,
    card_pixmap,
    card_size,
    find_kde_decks,
    index_suit_path,
    kde_element_id,
    paint_card,
    suit_path,
)
from cardtable.ui.table_layout import INDEX_HEIGHT, INDEX_WIDTH

pytestmark = pytest.mark.usefixtures("qapp")

TWO = DeckStyle()
FOUR = DeckStyle(four_colour=True)


def digest(img: QImage) -> str:
    img = img.convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha1(bytes(img.constBits())).hexdigest()


def pixels(img: QImage, x0: float, y0: float, x1: float, y1: float, want) -> int:
    """How many pixels in the box (fractions of the image size) satisfy ``want(QColor)``."""
    w, h = img.width(), img.height()
    n = 0
    for y in range(int(y0 * h), int(y1 * h)):
        for x in range(int(x0 * w), int(x1 * w)):
            if want(img.pixelColor(x, y)):
                n += 1
    return n


def dark(c: QColor) -> bool:
    return c.alpha() > 200 and max(c.red(), c.green(), c.blue()) < 90


def red(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() > 150 and c.green() < 90 and c.blue() < 100


def blue(c: QColor) -> bool:
    return c.alpha() > 200 and c.blue() > 140 and c.red() < 80


def green(c: QColor) -> bool:
    return c.alpha() > 200 and c.green() > 90 and c.red() < 70 and c.blue() < 110


TOP_LEFT_INDEX = (0.0, 0.0, 0.26, 0.42)
BOTTOM_RIGHT_INDEX = (0.74, 0.58, 1.0, 1.0)


def test_card_shape_is_poker_5_to_7():
    assert pytest.approx(5 / 7) == CARD_ASPECT
    assert card_size(50).width() == 50 and card_size(50).height() == pytest.approx(70)
    assert [card_height(w) for w in (40, 90, 200)] == [56, 126, 280]


@pytest.mark.parametrize("width", [40, 90, 200])
def test_every_card_and_back_renders_at_table_sizes(width):
    for card in [*CARDS, None]:
        img = card_image(card, width, TWO)
        assert img.size() == QSize(width, card_height(width)), card
        # Opaque in the middle, transparent in the very corner (the card is rounded).
        assert img.pixelColor(width // 2, img.height() // 2).alpha() == 255, card
        assert img.pixelColor(0, 0).alpha() < 40, card


@pytest.mark.parametrize("text", ["AS", "7S", "TS", "QS", "KC", "4C"])
def test_black_index_in_both_corners_at_40px(text):
    img = card_image(Card.parse(text), 40, TWO)
    for box in (TOP_LEFT_INDEX, BOTTOM_RIGHT_INDEX):
        assert pixels(img, *box, dark) >= 25, box
        assert pixels(img, *box, red) == 0, box


@pytest.mark.parametrize("text", ["AH", "7H", "TH", "JH", "KD", "2D"])
def test_red_index_in_both_corners_at_40px(text):
    img = card_image(Card.parse(text), 40, TWO)
    for box in (TOP_LEFT_INDEX, BOTTOM_RIGHT_INDEX):
        assert pixels(img, *box, red) >= 25, box
        assert pixels(img, *box, dark) == 0, box


def test_index_rank_is_tall_enough_to_read_at_40px():
    """The rank of a number card with nothing else in its column: ink at least 8 px tall."""
    for text in ("2S", "8H", "TC", "KS"):
        img = card_image(Card.parse(text), 40, TWO)
        rows = [y for y in range(0, 20) if any(img.pixelColor(x, y).alpha() == 255 and
                                                img.pixelColor(x, y).lightness() < 150 for x in range(1, 10))]
        assert rows, text
        assert rows[-1] - rows[0] + 1 >= 8, (text, rows)


def test_a_small_queens_index_is_not_an_o():
    """At a 40-50 px card the font's "Q", its tail cut at the baseline, read as "O" or "0"
    (a player took a queen for a ten): the index's Q has a tail across the lower right of
    its bowl, where an O has none."""
    q, q_width = card_art._glyph("Q")
    o, o_width = card_art._glyph("O")
    assert q_width > o_width * 1.05
    for x, y in ((0.85, -0.06), (0.9, -0.02)):  # the tail, near the baseline at the right
        assert q.contains(QPointF(x * q_width, y)) and not o.contains(QPointF(x * o_width, y))
    assert q.boundingRect().bottom() < 0.1  # still clear of the suit symbol under the rank


def test_four_colour_diamonds_blue_and_clubs_green():
    for width in (40, 90):
        d4, c4 = card_image(Card.parse("9D"), width, FOUR), card_image(Card.parse("9C"), width, FOUR)
        assert pixels(d4, *TOP_LEFT_INDEX, blue) >= 20 and pixels(d4, *TOP_LEFT_INDEX, red) == 0
        assert pixels(c4, *TOP_LEFT_INDEX, green) >= 20 and pixels(c4, *TOP_LEFT_INDEX, dark) == 0
        d2, c2 = card_image(Card.parse("9D"), width, TWO), card_image(Card.parse("9C"), width, TWO)
        assert pixels(d2, *TOP_LEFT_INDEX, red) >= 20 and pixels(d2, *TOP_LEFT_INDEX, blue) == 0
        assert pixels(c2, *TOP_LEFT_INDEX, dark) >= 20 and pixels(c2, *TOP_LEFT_INDEX, green) == 0


def test_four_colour_changes_only_diamonds_and_clubs():
    for card in CARDS:
        same = digest(card_image(card, 60, TWO)) == digest(card_image(card, 60, FOUR))
        assert same == (card.suit in (Suit.SPADES, Suit.HEARTS)), card


def test_court_figures_use_the_suit_colour_in_the_panel():
    """The panel of a four-colour court is dressed in its suit's colour, not just its index."""
    middle = (0.3, 0.3, 0.7, 0.7)
    assert pixels(card_image(Card.parse("KD"), 90, FOUR), *middle, blue) > 50
    assert pixels(card_image(Card.parse("KC"), 90, FOUR), *middle, green) > 50
    assert pixels(card_image(Card.parse("KC"), 90, TWO), *middle, green) == 0


def gold(c: QColor) -> bool:
    return c.red() > 190 and 130 < c.green() < 200 and c.blue() < 110


def skin(c: QColor) -> bool:
    return c.red() > 225 and 195 < c.green() < 230 and 170 < c.blue() < 210


@pytest.mark.parametrize("text", ["JS", "QH", "KD", "KC"])
def test_courts_are_pictures_and_double_ended(text):
    """A court has a figure (gold regalia, faces) in the panel, the same both ways up."""
    img = card_image(Card.parse(text), 120, TWO)
    panel = (0.28, 0.08, 0.72, 0.92)
    assert pixels(img, *panel, gold) > 150
    assert pixels(img, *panel, skin) > 60
    upper, lower = (0.28, 0.08, 0.72, 0.48), (0.28, 0.52, 0.72, 0.92)
    assert pixels(img, *upper, skin) == pytest.approx(pixels(img, *lower, skin), rel=0.15)
    w, h = img.width(), img.height()
    diff = [abs(img.pixelColor(x, y).lightness() - img.pixelColor(w - 1 - x, h - 1 - y).lightness())
            for y in range(int(0.1 * h), int(0.45 * h), 2) for x in range(int(0.3 * w), int(0.7 * w), 2)]
    assert sum(diff) / len(diff) < 12


def test_kings_queens_and_jacks_differ_in_their_figures():
    """Not just a different letter: the panels differ where the headdress is."""
    head = (0.3, 0.06, 0.7, 0.2)

    def crop(text):
        img = card_image(Card.parse(text), 120, TWO)
        return [img.pixel(x, y) for y in range(int(head[1] * 168), int(head[3] * 168)) for x in range(36, 84)]

    k, q, j = crop("KH"), crop("QH"), crop("JH")
    for a, b in ((k, q), (k, j), (q, j)):
        assert sum(x != y for x, y in zip(a, b, strict=True)) > len(a) // 5


def test_all_52_faces_differ_and_backs_differ_from_faces():
    faces = {digest(card_image(card, 90, TWO)) for card in CARDS}
    assert len(faces) == 52
    backs = {digest(card_image(None, 90, DeckStyle(back=b))) for b in BACKS}
    assert len(backs) == len(BACKS)
    assert not backs & faces


def test_face_down_is_the_back_whatever_the_card():
    back = digest(card_image(None, 60, TWO))
    assert digest(card_image(CARDS[0], 60, TWO, face_up=False)) == back
    assert digest(card_image(CARDS[51], 60, TWO, face_up=False)) == back


def test_high_contrast_is_different_and_purer():
    card = Card.parse("5H")
    hc = card_image(card, 90, DeckStyle(high_contrast=True))
    assert digest(hc) != digest(card_image(card, 90, TWO))
    pure = pixels(hc, *TOP_LEFT_INDEX, lambda c: c.alpha() == 255 and c.red() > 200 and c.green() < 10)
    assert pure >= 20


def test_dpr_2_pixmap_has_double_the_device_pixels():
    pix = card_pixmap(Card.parse("QS"), 60, TWO, dpr=2.0)
    assert (pix.width(), pix.height()) == (120, 168)
    assert pix.devicePixelRatio() == 2.0
    assert pix.deviceIndependentSize().toSize() == QSize(60, 84)
    one = card_pixmap(Card.parse("QS"), 60, TWO, dpr=1.0)
    assert (one.width(), one.height()) == (60, 84)


def test_cache_returns_the_same_pixmap_for_the_same_key():
    card_art.clear_cache()
    a = card_pixmap(Card.parse("7D"), 70, TWO)
    assert card_pixmap(Card.parse("7D"), 70, DeckStyle()) is a
    assert card_pixmap(Card.parse("7D"), 71, TWO) is not a
    assert card_pixmap(Card.parse("7D"), 70, FOUR) is not a
    assert card_pixmap(Card.parse("7D"), 70, TWO, dpr=2.0) is not a
    # Every face-down card of a style is the one back pixmap.
    back = card_pixmap(None, 70, TWO)
    assert card_pixmap(CARDS[3], 70, TWO, face_up=False) is back
    assert card_pixmap(CARDS[40], 70, TWO, face_up=False) is back


def test_paint_card_leaves_the_painter_as_it_found_it():
    img = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(img)
    painter.translate(13, 7)
    painter.rotate(10)
    before = painter.transform()
    paint_card(painter, QRectF(10, 10, 50, 70), Card.parse("KH"), TWO)
    paint_card(painter, QRectF(80, 10, 50, 70), None, TWO)
    assert painter.transform() == before
    painter.end()


def test_suit_symbols_are_distinct_unit_paths():
    boxes = [suit_path(s).boundingRect() for s in Suit]
    for box in boxes:
        assert box.height() == pytest.approx(1.0, abs=0.03)
        assert 0.7 <= box.width() <= 1.05
        assert abs(box.center().y()) < 0.05
    # Heart and spade are mirror images in outline, but the heart is wide at the top and the
    # spade at the bottom; the diamond is the narrowest; only the club has three lobes.
    upper_left, lower_left = QPointF(-0.3, -0.3), QPointF(-0.3, 0.1)
    assert suit_path(Suit.HEARTS).contains(upper_left) and not suit_path(Suit.SPADES).contains(upper_left)
    assert suit_path(Suit.SPADES).contains(lower_left)
    assert boxes[Suit.DIAMONDS].width() < min(boxes[s].width() for s in Suit if s is not Suit.DIAMONDS)
    club = suit_path(Suit.CLUBS)
    assert club.contains(QPointF(0, -0.4)) and club.contains(QPointF(-0.4, 0.03))
    assert not club.contains(QPointF(-0.3, -0.3))


def test_unknown_back_is_refused():
    with pytest.raises(ValueError):
        DeckStyle(back="tartan")


def test_sheet_command_writes_every_card(tmp_path):
    out = tmp_path / "sheet.png"
    assert card_art.main(["--sheet", str(out), "--width", "40", "--four-colour"]) == 0
    img = QImage(str(out))
    assert img.width() > 13 * 40 and img.height() > 5 * 56


# ---------------------------------------------------------------------------------------------
# KDE decks

SVG = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="500" height="350" viewBox="0 0 500 350">
  <rect id="1_spade" x="0" y="0" width="250" height="350" fill="#00ff00"/>
  <rect id="back" x="250" y="0" width="250" height="350" fill="#ff00ff"/>
</svg>
"""


def make_deck(root, folder="svg-test", name="Test Deck", svg_name="test.svg"):
    deck = root / "carddecks" / folder
    deck.mkdir(parents=True)
    (deck / svg_name).write_text(SVG)
    (deck / "index.desktop").write_text(
        f"[KDE Backdeck]\nName={name}\nName[de]=Testblatt\nSVG={svg_name}\nAuthor=a\nAuthor=b\n"
    )
    return deck / svg_name


def test_kde_element_ids():
    assert kde_element_id(Card.parse("AS")) == "1_spade"
    assert kde_element_id(Card.parse("TC")) == "10_club"
    assert kde_element_id(Card.parse("2D")) == "2_diamond"
    assert kde_element_id(Card.parse("QH")) == "queen_heart"
    assert kde_element_id(Card.parse("JC")) == "jack_club"
    assert kde_element_id(Card.parse("KS")) == "king_spade"
    assert kde_element_id(None) == "back"


def test_kde_decks_are_found_in_a_folder(tmp_path):
    svg = make_deck(tmp_path)
    (tmp_path / "carddecks" / "svg-empty").mkdir()  # no index.desktop: not a deck
    (tmp_path / "carddecks" / "cards-old").mkdir()  # not an svg- folder
    assert find_kde_decks([tmp_path / "carddecks"]) == [KdeDeckInfo("Test Deck", svg)]
    assert find_kde_decks([tmp_path / "missing"]) == []


def test_kde_decks_are_found_through_xdg_data_dirs(tmp_path, monkeypatch):
    svg = make_deck(tmp_path / "share", name="Xdg Deck")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "share"))
    assert KdeDeckInfo("Xdg Deck", svg) in find_kde_decks()


def test_kde_deck_renders_its_elements_and_falls_back_for_missing_ones(tmp_path):
    svg = make_deck(tmp_path)
    style = DeckStyle(kde_svg=str(svg))
    ace = card_image(Card.parse("AS"), 60, style)
    centre = ace.pixelColor(30, 42)
    assert (centre.red(), centre.green(), centre.blue()) == (0, 255, 0)
    back = card_image(None, 60, style).pixelColor(30, 42)
    assert (back.red(), back.green(), back.blue()) == (255, 0, 255)
    # The deck has no king of spades: that card is our own art, exactly.
    assert digest(card_image(Card.parse("KS"), 60, style)) == digest(card_image(Card.parse("KS"), 60, TWO))
    assert digest(card_image(Card.parse("AS"), 60, style)) != digest(card_image(Card.parse("AS"), 60, TWO))


def test_a_broken_kde_svg_falls_back_to_our_art(tmp_path):
    bad = tmp_path / "bad.svg"
    bad.write_text("this is not svg")
    style = DeckStyle(kde_svg=str(bad))
    assert digest(card_image(Card.parse("AH"), 60, style)) == digest(card_image(Card.parse("AH"), 60, TWO))



def rank_ink_end(img: QImage, x1: float = 0.22, y1: float = 0.4) -> int:
    """The last row of the first band of dark ink in the top-left index (the rank's), searched
    in the box from the corner to (x1, y1) (fractions of the card)."""
    w, h = img.width(), img.height()
    rows = [any(dark(img.pixelColor(x, y)) for x in range(int(x1 * w))) for y in range(int(y1 * h))]
    start = rows.index(True)
    return start + rows[start:].index(False) - 1


@pytest.mark.parametrize("width", [60, 90])
@pytest.mark.parametrize("suit", "SC")
def test_the_index_rank_stands_clear_of_its_suit_symbol(width, suit):
    """Rank and suit symbol are two shapes, not one blot: no rank's ink runs further down than
    a K's (two rows more at most: a Q's tail may hang a little). A J whose hook ran into the
    symbol under it made J♠ and J♣ look alike in a fanned hand; a Q's long tail touched it too."""
    king = rank_ink_end(card_image(Card.parse("K" + suit), width, TWO))
    for rank in "23456789TJQA":
        assert rank_ink_end(card_image(Card.parse(rank + suit), width, TWO)) <= king + 2, rank + suit


def index_suit_ink(img: QImage) -> set[tuple[int, int]]:
    """The dark pixels of the top-left index's suit symbol: those under the rank's band of ink,
    above 0.45 of the card's height, in the strip of INDEX_WIDTH a fanned hand leaves showing."""
    w, h = img.width(), img.height()
    ys, xs = range(rank_ink_end(img) + 1, int(0.45 * h)), range(int(INDEX_WIDTH * w))
    return {(x, y) for y in ys for x in xs if dark(img.pixelColor(x, y))}


def test_a_small_index_tells_spades_from_clubs():
    """In a fanned hand at 1024x700 (cards about 50 px wide) only the left quarter of each card
    shows: its rank over a small suit symbol. There the ♠ and the ♣ were blots seven pixels high
    whose dark pixels all but coincided (intersection over union 0.80 at 50 px, 0.67 to 0.94
    from 40 to 56 px), and a player could not tell a run of spades from a run of clubs. Only
    grown, those shapes overlapped as much (0.85 at 50 px): two bigger blots. So the index has
    its own spade (a sharp tip, wide shoulders high up) and club (a round top, notches under it,
    the side balls low), and they differ where a few pixels show it: the overlap is now 0.44 to
    0.62 (0.57 at 50 px), under 0.65 at every width from 40 to 56 px, each of which falls on the
    pixel grid differently. And a symbol of twenty dark pixels or more, not the dozen it was at
    40 px, has room to show the difference."""
    for width in range(40, 57):
        spade = index_suit_ink(card_image(Card.parse("9S"), width, TWO))
        club = index_suit_ink(card_image(Card.parse("9C"), width, TWO))
        assert min(len(spade), len(club)) >= 20, width
        assert len(spade & club) / len(spade | club) < 0.65, width


@pytest.mark.parametrize("width", [40, 50, 56, 90])
@pytest.mark.parametrize("suit", "SHDC")
def test_the_index_suit_stays_in_the_strip_a_fan_leaves_visible(width, suit):
    """A fanned hand shows INDEX_WIDTH (a quarter) of each card's width, and a dummy at the side
    lays its suits in rows INDEX_HEIGHT (0.36) of a card's height apart, as far as a card of a
    crowded trick may cover the one under it: the index suit symbol, grown to be told apart,
    must still end a pixel short of that strip and above that line. (A deuce:
    its pips stand in the middle column, so any ink near the corner is the index's.)"""
    img = card_image(Card.parse("2" + suit), width, TWO)
    w, h = img.width(), img.height()
    ys = range(2, int(0.45 * h))  # inside the card's border, which would pass for ink
    rows = {y: [x for x in range(2, int(0.4 * w)) if (c := img.pixelColor(x, y)).alpha() > 200 and c.lightness() < 200]
            for y in ys}
    rank = next(y for y in ys if rows[y])
    gap = next(y for y in ys if y > rank and not rows[y])  # between the rank and the symbol
    ink = [(x, y) for y in ys if y > gap for x in rows[y]]
    assert len(ink) >= 20
    assert max(x for x, _ in ink) < INDEX_WIDTH * w - 1
    assert max(y for _, y in ink) < INDEX_HEIGHT * h


@pytest.mark.parametrize("index", [False, True])
def test_the_clubs_balls_are_round_on_a_big_card(index):
    """A club is three balls and a stem made one outline. Qt flattens curves to straight lines
    at a tolerance fixed in path units, and a symbol one unit high came out with octagons for
    balls, plain on an ace 300 px wide. Every point just inside each ball (at 0.98 of its
    radius, where an octagon's sides lie at 0.92) is inside the outline."""
    path = (index_suit_path if index else suit_path)(Suit.CLUBS)
    balls = [((0.0, -0.25), 0.25), ((-0.27, 0.15), 0.23), ((0.27, 0.15), 0.23)] if index else [
        ((0.0, -0.285), 0.215), ((-0.26, 0.03), 0.215), ((0.26, 0.03), 0.215)]
    for (cx, cy), r in balls:
        for k in range(72):
            a = math.radians(5 * k)
            point = QPointF(cx + 0.98 * r * math.cos(a), cy + 0.98 * r * math.sin(a))
            assert path.contains(point), (cx, cy, 5 * k)


def test_the_spades_body_keeps_its_curves_on_a_big_card():
    """The pips' spade is an upside-down heart on a stem, made one outline: every point of the
    heart's curve, pulled a hundredth of the symbol's height inwards, is inside that outline
    (flattened to straight lines, the curves cut inside it)."""
    path = suit_path(Suit.SPADES)
    body = QTransform().translate(0.0, -0.13).scale(1.0, -0.74).map(card_art._heart_outline())
    centre = body.boundingRect().center()
    for k in range(1, 200):
        on = body.pointAtPercent(k / 200)
        d = centre - on
        length = math.hypot(d.x(), d.y())
        assert path.contains(on + d * (0.01 / length)), k
