"""The card deck, drawn by our own code with QPainter: faces, courts, backs, and KDE decks.

Why drawn and not loaded from images: vector drawing stays crisp at every size and every
device-pixel ratio, needs no art files (nothing to license, nothing to ship), and lets the
player switch to a four-colour or high-contrast deck for free. Every card is painted in a
fixed *unit space* of 250 x 350 (the 5:7 poker shape) and scaled to the target rectangle,
so the layout is designed once and holds at 40 px as at 400 px.

The table asks for the same few cards every frame, so :func:`card_pixmap` keeps an LRU cache
of rendered pixmaps keyed by card, width, style and device-pixel ratio.

Players who have KDE's card decks installed can use one of them instead
(:func:`find_kde_decks`, :attr:`DeckStyle.kde_svg`); a deck that lacks an element falls back
to our own art for that card, so a partial deck never leaves a hole on the table.

``python -m cardtable.ui.card_art --sheet OUT.png`` writes every card on one sheet.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer

from ..engine.cards import CARDS, Card, Suit
from ..words import rank_sign

CARD_ASPECT = 5 / 7
"""Width / height of a card: the 63 x 88 mm poker card, rounded to the 5:7 the layout uses."""

BACKS = ("classic", "rosette", "emerald")
"""The back designs: a navy lattice, a burgundy rosette field, an emerald guilloche."""

# The unit space every card is designed in; paint_card scales it to the target rectangle.
UW, UH = 250.0, 350.0
_RADIUS = 15.0  # corner radius of the card

# Corner index: rank letter over a small suit symbol, in a column at the card's left edge.
# The cap height is about a fifth of the card width: 9 px on a 40 px card, readable in a fan.
_IDX_CX = 29.0
_IDX_TOP = 15.0
_IDX_CAP = 55.0
_IDX_MAX_W = 50.0
_IDX_MAX_W10 = 54.0  # "10" may be a little wider: squeezed to 50 its strokes turn thin
_IDX_LEFT = 6.0  # no index ink closer than this to the card's edge
_IDX_GAP = 8.0
# The suit symbol under the rank, as big as the strip a fanned hand leaves showing allows: 46
# wide, from x 6 to 52, short of that strip's edge at 60 (24% of the card's width) by more
# than a pixel from 40 px up; from y 78 to 124, above 126 (``table_layout.INDEX_HEIGHT``, 36%
# of a card's height), where a dummy at the side lays its next row of cards and a card of a
# crowded trick may lie. At 34 it was seven pixels high on a 50 px card, and a spade could not
# be told from a club there.
_IDX_SUIT = 46.0

# Number cards: three pip columns and the span of the rows.
_PIP_X = (85.0, 125.0, 165.0)
_PIP_TOP, _PIP_BOTTOM = 64.0, 286.0
_PIP_H = 42.0

# Court panel: a framed picture between the two index columns.
_PANEL = QRectF(62.0, 22.0, 126.0, 306.0)


@dataclass(frozen=True)
class DeckStyle:
    """How the deck looks. Frozen, so a style can key the pixmap cache.

    ``four_colour`` gives diamonds blue and clubs green, which players who scan a fanned hand
    quickly tell apart more easily; ``high_contrast`` gives pure colours and thicker outlines for
    low vision and bright rooms; ``kde_svg`` names the SVG of an installed KDE deck to draw
    instead of our own art (see :func:`find_kde_decks`).
    """

    four_colour: bool = False
    back: str = "classic"
    high_contrast: bool = False
    kde_svg: str | None = None

    def __post_init__(self) -> None:
        if self.back not in BACKS:
            raise ValueError(f"unknown card back {self.back!r} (expected one of {', '.join(BACKS)})")


def card_size(width: float) -> QSizeF:
    """The size of a card ``width`` wide, in the standard 5:7 proportion."""
    return QSizeF(width, width / CARD_ASPECT)


def card_height(width: int) -> int:
    """Whole-pixel height of a card of whole-pixel ``width``; pixmaps are this size."""
    return round(width / CARD_ASPECT)


# --------------------------------------------------------------------------------------------
# Colours


@dataclass(frozen=True)
class _Palette:
    """The colours of one suit in one style; the court figures use all of them."""

    suit: QColor
    robe: QColor
    second: QColor
    gold: QColor
    gold_dark: QColor
    ink: QColor
    skin: QColor
    line: float  # outline width of court drawing, in unit space


_INK = "#2b2118"
_GOLD = "#e0a82e"
_GOLD_DARK = "#8c6414"
_SKIN = "#f7dcc2"
_CREAM = "#fdf8ec"
_NAVY = "#22418f"
_CRIMSON = "#b5202f"


def suit_colour(suit: Suit | int, style: DeckStyle) -> QColor:
    """The ink of a suit's pips and indices: two-colour or four-colour, muted or pure."""
    suit = Suit(suit)
    if style.high_contrast:
        table = {Suit.SPADES: "#000000", Suit.HEARTS: "#d80000", Suit.DIAMONDS: "#d80000", Suit.CLUBS: "#000000"}
        if style.four_colour:
            table[Suit.DIAMONDS], table[Suit.CLUBS] = "#0000d0", "#006e00"
    else:
        table = {Suit.SPADES: "#17191e", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e", Suit.CLUBS: "#17191e"}
        if style.four_colour:
            table[Suit.DIAMONDS], table[Suit.CLUBS] = "#0b57c8", "#13803a"
    return QColor(table[suit])


@lru_cache(maxsize=64)
def _palette(suit: Suit, style: DeckStyle) -> _Palette:
    ink = suit_colour(suit, style)
    # A pure-black robe hides its folds and trim, so black suits dress in a deep charcoal.
    robe = QColor("#2a2e37") if ink.lightness() < 40 else QColor(ink)
    second = QColor(_NAVY) if robe.red() > 150 and robe.blue() < 90 else QColor(_CRIMSON)
    return _Palette(
        suit=ink,
        robe=robe,
        second=second,
        gold=QColor(_GOLD),
        gold_dark=QColor(_GOLD_DARK),
        ink=QColor("#000000" if style.high_contrast else _INK),
        skin=QColor(_SKIN),
        line=2.2 if style.high_contrast else 1.3,
    )


# --------------------------------------------------------------------------------------------
# Suit symbols: our own vector shapes, each in a box one unit high centred on the origin,
# pointing up. Drawn as paths rather than font glyphs so they look the same on every system.


def _heart_outline() -> QPainterPath:
    p = QPainterPath(QPointF(0.0, 0.5))
    p.cubicTo(-0.10, 0.34, -0.5, 0.12, -0.5, -0.17)
    p.cubicTo(-0.5, -0.38, -0.35, -0.5, -0.23, -0.5)
    p.cubicTo(-0.11, -0.5, -0.03, -0.42, 0.0, -0.30)
    p.cubicTo(0.03, -0.42, 0.11, -0.5, 0.23, -0.5)
    p.cubicTo(0.35, -0.5, 0.5, -0.38, 0.5, -0.17)
    p.cubicTo(0.5, 0.12, 0.10, 0.34, 0.0, 0.5)
    p.closeSubpath()
    return p


def _stem(top: float, half_base: float) -> QPainterPath:
    """The flared foot of a spade or club, from ``top`` down to the baseline at 0.5."""
    p = QPainterPath(QPointF(-0.035, top))
    p.cubicTo(-0.04, 0.30, -0.10, 0.44, -half_base, 0.5)
    p.lineTo(half_base, 0.5)
    p.cubicTo(0.10, 0.44, 0.04, 0.30, 0.035, top)
    p.closeSubpath()
    return p


@cache
def suit_path(suit: Suit | int) -> QPainterPath:
    """The outline of a suit symbol, one unit high, centred on the origin, pointing up."""
    suit = Suit(suit)
    if suit is Suit.HEARTS:
        return _heart_outline()
    if suit is Suit.DIAMONDS:
        p = QPainterPath(QPointF(0.0, -0.5))
        p.quadTo(0.19, -0.21, 0.40, 0.0)
        p.quadTo(0.19, 0.21, 0.0, 0.5)
        p.quadTo(-0.19, 0.21, -0.40, 0.0)
        p.quadTo(-0.19, -0.21, 0.0, -0.5)
        p.closeSubpath()
        return p
    if suit is Suit.SPADES:
        # An upside-down heart squeezed into the top three quarters, on a flared stem.
        body = QTransform().translate(0.0, -0.13).scale(1.0, -0.74).map(_heart_outline())
        return _union(body, _stem(0.05, 0.2))
    r = 0.215
    balls = [_ellipse(cx, cy, r, r) for cx, cy in ((0.0, -0.285), (-0.26, 0.03), (0.26, 0.03))]
    return _union(*balls, _ellipse(0.0, -0.05, 0.13, 0.13), _stem(-0.05, 0.19))


def _mirrored(right: QPainterPath) -> QPainterPath:
    """A symmetric outline from its right half: a path from the top of the centre line down
    the right-hand side to the bottom of the centre line."""
    left = QTransform().scale(-1.0, 1.0).map(right.toReversed())
    whole = QPainterPath(right)
    whole.connectPath(left)
    whole.closeSubpath()
    return whole


def _union(*parts: QPainterPath) -> QPainterPath:
    """The outline of ``parts`` together, its curves kept smooth. Qt's boolean operations turn
    curves into straight lines to a tolerance fixed in path units, and in a box one unit high
    a ball came out an octagon, plain to see on a big card: so they work a thousand times larger."""
    up, down = QTransform().scale(1000.0, 1000.0), QTransform().scale(0.001, 0.001)
    whole = QPainterPath()
    whole.setFillRule(Qt.FillRule.WindingFill)
    for part in parts:
        whole = whole.united(up.map(part))
    return down.map(whole.simplified())


@cache
def index_suit_path(suit: Suit | int) -> QPainterPath:
    """The suit symbol of a corner index, like :func:`suit_path` one unit high and pointing up.

    The index symbol is nine pixels high on a 50 px card, the size a fanned hand has at
    1024x700, and the left quarter of the card is all of it that shows. At that size the pips'
    spade and club, a round body on a stem both, are one blot; drawn bigger they are bigger
    blots. So the index has its own spade and club, which differ where a few pixels can show
    it: the spade comes to a sharp tip and has its wide shoulders high up, the club has a round
    top, a notch on each side under it where the spade's shoulders are, and its side balls low,
    where the spade has narrowed to its stem. The pips keep their rounder shapes, which look
    better big. Hearts and diamonds read by their colour already, and keep the pips' outline.
    """
    suit = Suit(suit)
    if suit is Suit.SPADES:
        right = QPainterPath(QPointF(0.0, -0.5))
        right.cubicTo(0.12, -0.37, 0.36, -0.24, 0.48, -0.12)
        right.cubicTo(0.52, -0.07, 0.5, 0.08, 0.40, 0.14)
        right.cubicTo(0.35, 0.17, 0.30, 0.18, 0.26, 0.18)
        right.cubicTo(0.16, 0.18, 0.09, 0.14, 0.06, 0.07)
        right.cubicTo(0.06, 0.30, 0.12, 0.44, 0.24, 0.5)
        right.lineTo(0.0, 0.5)
        return _mirrored(right)
    if suit is Suit.CLUBS:
        balls = [_ellipse(0.0, -0.25, 0.25, 0.25), _ellipse(0.0, 0.05, 0.12, 0.12)]
        balls += [_ellipse(cx, 0.15, 0.23, 0.23) for cx in (-0.27, 0.27)]
        return _union(*balls, _stem(0.1, 0.22))
    return suit_path(suit)


def _draw_suit(
    p: QPainter, suit: Suit, cx: float, cy: float, h: float, brush, *, flip: bool = False,
    outline: QPen | None = None, index: bool = False,
) -> None:
    """Fill a suit symbol ``h`` high centred on (``cx``, ``cy``); ``index`` draws the corner
    index's shape (:func:`index_suit_path`) rather than the pips'."""
    t = QTransform().translate(cx, cy)
    if flip:
        t.rotate(180)
    t.scale(h, h)
    path = t.map(index_suit_path(suit) if index else suit_path(suit))
    p.fillPath(path, brush)
    if outline is not None:
        p.strokePath(path, outline)


# --------------------------------------------------------------------------------------------
# Text as paths: the index letters are outlines scaled to an exact cap height, so "10" and "Q"
# line up with "A" whatever font the system has.

_SANS = ["DejaVu Sans", "Helvetica Neue", "Helvetica", "Arial", "Liberation Sans", "Noto Sans", "Segoe UI"]
_SERIF = ["DejaVu Serif", "Georgia", "Times New Roman", "Liberation Serif", "Noto Serif", "Times"]


def _font(serif: bool) -> QFont:
    font = QFont()
    font.setFamilies(_SERIF if serif else _SANS)
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(200)
    return font


def _slim_one(cap: float) -> QPainterPath:
    """A footless "1" for the "10" index: the font's serifed "1" would make "10" too wide to
    fit the index column without squeezing it thin."""
    pts = ((0.17, -1.0), (0.39, -1.0), (0.39, 0.0), (0.17, 0.0), (0.17, -0.73), (0.03, -0.64), (0.0, -0.83))
    one = QPainterPath(QPointF(pts[0][0] * cap, pts[0][1] * cap))
    for x, y in pts[1:]:
        one.lineTo(x * cap, y * cap)
    one.closeSubpath()
    return one


def _baseline_j(cap: float) -> QPainterPath:
    """A "J" that stands on the baseline, as on printed cards: the sans fonts' J hangs below
    it, into the suit symbol under the rank, and a J♠ then reads like a J♣."""
    line = QPainterPath(QPointF(0.36 * cap, -1.0 * cap))
    line.lineTo(0.36 * cap, -0.36 * cap)
    line.cubicTo(0.36 * cap, -0.17 * cap, 0.29 * cap, -0.105 * cap, 0.2 * cap, -0.105 * cap)
    line.cubicTo(0.14 * cap, -0.105 * cap, 0.105 * cap, -0.17 * cap, 0.105 * cap, -0.3 * cap)
    stroker = QPainterPathStroker()
    stroker.setWidth(0.21 * cap)
    stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(line).simplified()


def _index_q(font: QFont, cap: float) -> QPainterPath:
    """A "Q" whose tail reads at the index's few pixels: the font's tail hangs below the
    baseline, where the suit symbol under the rank leaves it no room, and cut there a small
    queen's "Q" read as "O" or "0". Here the bowl is the font's "O" and a bold tail crosses
    its lower right, ending at the baseline."""
    bowl = QPainterPath()
    bowl.addText(0.0, 0.0, font, "O")
    box = bowl.boundingRect()
    tail = QPainterPath(QPointF(box.left() + 0.52 * box.width(), -0.34 * cap))
    tail.lineTo(box.right() + 0.04 * box.width(), 0.03 * cap)
    stroker = QPainterPathStroker()
    stroker.setWidth(0.19 * cap)
    stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
    return bowl.united(stroker.createStroke(tail)).simplified()


@lru_cache(maxsize=64)
def _glyph(text: str, serif: bool = False) -> tuple[QPainterPath, float]:
    """``text`` as an outline with cap height 1, baseline at y=0, left edge at x=0; and its width.

    Characters are packed by their ink, not their advance, so a "10" is no wider than it must be.
    """
    font = _font(serif)
    cap = QFontMetricsF(font).capHeight() or 140.0
    out = QPainterPath()
    x = 0.0
    for i, ch in enumerate(text):
        if text == "10" and ch == "1":
            g = _slim_one(cap)
        elif ch == "J" and not serif:
            g = _baseline_j(cap)
        elif ch == "Q" and not serif:
            g = _index_q(font, cap)
        else:
            g = QPainterPath()
            g.addText(0.0, 0.0, font, ch)
        if ch == "Q":
            # The tail may hang a little below the baseline, not into the suit symbol under it.
            keep = QPainterPath()
            keep.addRect(QRectF(-cap, -2 * cap, 4 * cap, 2.08 * cap))
            g = g.intersected(keep)
        box = g.boundingRect()
        if i:
            x += 0.05 * cap
        out.addPath(QTransform().translate(x - box.left(), 0.0).map(g))
        x += box.width()
    return QTransform().scale(1 / cap, 1 / cap).map(out), x / cap


def _draw_text(
    p: QPainter, text: str, cx: float, top: float, cap: float, max_w: float, brush, serif=False, left: float = -1e9
) -> None:
    """Fill ``text`` centred on ``cx`` (but not left of ``left``) with its cap top at ``top``,
    squeezed to ``max_w`` if wider."""
    path, w = _glyph(text, serif)
    sx = min(1.0, max_w / (w * cap)) if w else 1.0
    x0 = max(left, cx - w * cap * sx / 2)
    t = QTransform().translate(x0, top + cap).scale(cap * sx, cap)
    p.fillPath(t.map(path), brush)


def rank_text(rank: int) -> str:
    """The index of a rank as printed on cards: A 2 ... 10 J Q K (R D V in French, as on a
    French deck; the texts name the cards the same way)."""
    return rank_sign(rank)


# --------------------------------------------------------------------------------------------
# The card


def _rotated_half(p: QPainter) -> None:
    """Turn the painter 180 degrees about the card centre, for the mirrored half of a card."""
    p.translate(UW / 2, UH / 2)
    p.rotate(180)
    p.translate(-UW / 2, -UH / 2)


def _device_scale(p: QPainter) -> float:
    """Device pixels per unit at the painter's current transform (for hairline-safe pens)."""
    return math.sqrt(abs(p.deviceTransform().determinant())) or 1.0


def _paint_blank(p: QPainter, style: DeckStyle, fill) -> QPainterPath:
    """The rounded card with a fine border; returns its outline for clipping."""
    px = _device_scale(p)
    width = max(3.0, 1.6 / px) if style.high_contrast else max(1.4, 0.85 / px)
    outline = QPainterPath()
    outline.addRoundedRect(QRectF(width / 2, width / 2, UW - width, UH - width), _RADIUS, _RADIUS)
    p.fillPath(outline, fill)
    p.strokePath(outline, QPen(QColor("#000000" if style.high_contrast else "#8f8a80"), width))
    return outline


def _face_fill(style: DeckStyle):
    if style.high_contrast:
        return QColor("#ffffff")
    g = QLinearGradient(0, 0, 0, UH)
    g.setColorAt(0.0, QColor("#fffefb"))
    g.setColorAt(1.0, QColor("#faf6ec"))
    return QBrush(g)


def paint_card(
    painter: QPainter, rect: QRectF, card: Card | int | None, style: DeckStyle | None = None, *, face_up: bool = True
) -> None:
    """Paint one card filling ``rect`` (which should have the 5:7 shape); ``None`` or face down is the back.

    The painter's state is restored on return, so the table can call this inside its own
    transforms (rotation for fanned hands, scaling for animation).
    """
    style = style or DeckStyle()
    painter.save()
    try:
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        face = CARDS[int(card)] if card is not None and face_up else None
        if style.kde_svg and _paint_kde(painter, rect, face, style.kde_svg):
            return
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / UW, rect.height() / UH)
        if face is not None:
            _paint_face(painter, face, style)
        else:
            _paint_back(painter, style)
    finally:
        painter.restore()


def _paint_face(p: QPainter, card: Card, style: DeckStyle) -> None:
    _paint_blank(p, style, _face_fill(style))
    colour = suit_colour(card.suit, style)
    rank = card.rank
    if rank == 14:
        _paint_ace(p, card.suit, style, colour)
    elif rank >= 11:
        _paint_court(p, card, style)
    else:
        _paint_pips(p, card.suit, rank, colour)
    for half in (0, 1):
        p.save()
        if half:
            _rotated_half(p)
        _paint_index(p, card, colour)
        p.restore()


def _paint_index(p: QPainter, card: Card, colour: QColor) -> None:
    text = rank_text(card.rank)
    max_w = _IDX_MAX_W10 if len(text) > 1 else _IDX_MAX_W
    _draw_text(p, text, _IDX_CX, _IDX_TOP, _IDX_CAP, max_w, colour, left=_IDX_LEFT)
    cy = _IDX_TOP + _IDX_CAP + _IDX_GAP + _IDX_SUIT / 2
    _draw_suit(p, card.suit, _IDX_CX, cy, _IDX_SUIT, colour, index=True)


# Pip layouts in a grid: column 0/1/2 (left, centre, right) and row 0..1 from top to bottom.
_PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1), (2, 1)),
}


def _paint_pips(p: QPainter, suit: Suit, rank: int, colour: QColor) -> None:
    """The traditional pip layout; pips below the middle are upside down, as on printed cards."""
    for col, row in _PIPS[rank]:
        y = _PIP_TOP + row * (_PIP_BOTTOM - _PIP_TOP)
        _draw_suit(p, suit, _PIP_X[col], y, _PIP_H, colour, flip=row > 0.5)


def _paint_ace(p: QPainter, suit: Suit, style: DeckStyle, colour: QColor) -> None:
    cx, cy = UW / 2, UH / 2
    if suit is not Suit.SPADES:
        _draw_suit(p, suit, cx, cy, 92.0, colour)
        return
    # The ace of spades carries the maker's flourish: a beaded ring, a laurel wreath, an inlaid spade.
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(colour, 1.8))
    p.drawEllipse(QPointF(cx, cy), 88.0, 88.0)
    p.setPen(QPen(colour, 0.9))
    p.drawEllipse(QPointF(cx, cy), 81.0, 81.0)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    for i in range(36):
        a = math.radians(i * 10 + 5)
        p.drawEllipse(QPointF(cx + 84.5 * math.cos(a), cy + 84.5 * math.sin(a)), 1.5, 1.5)
    leaf = _ellipse(0, 0, 7.5, 2.8)
    for sign in (-1, 1):
        # Each branch climbs from the bottom of the ring to about ten o'clock, leaves in pairs.
        branch = QPainterPath()
        for i in range(13):
            deg = 90 + sign * (16 + i * 9)
            pt = QPointF(cx + 70 * math.cos(math.radians(deg)), cy + 70 * math.sin(math.radians(deg)))
            if i:
                branch.lineTo(pt)
            else:
                branch.moveTo(pt)
        p.strokePath(branch, QPen(colour, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for i in range(1, 12):
            deg = 90 + sign * (16 + i * 9)
            rad = math.radians(deg)
            for side in (-1, 1):
                r = 70 + side * 6.5
                t = QTransform().translate(cx + r * math.cos(rad), cy + r * math.sin(rad))
                t.rotate(deg + 90 + sign * side * 35)
                p.fillPath(t.map(leaf), colour)
    _draw_suit(p, suit, cx, cy - 2, 104.0, colour)
    inlay = QTransform().translate(cx, cy - 7).scale(72.0, 72.0).map(suit_path(suit))
    p.strokePath(inlay, QPen(QColor("#fffdf6"), 2.0))


# --------------------------------------------------------------------------------------------
# Court cards: a framed panel with a double-ended figure. The figure is designed in *figure
# space*: x from the panel's centre line, y down from the panel's top, over the upper half
# (0..HH); the lower half is the same drawing turned 180 degrees, as on printed courts.

_HW = _PANEL.width() / 2
_HH = _PANEL.height() / 2
_HX, _HY = -4.0, 62.0  # the centre of the face


def _paint_court(p: QPainter, card: Card, style: DeckStyle) -> None:
    pal = _palette(card.suit, style)
    panel = _PANEL
    bg = QLinearGradient(0, panel.top(), 0, panel.center().y())
    bg.setSpread(QLinearGradient.Spread.ReflectSpread)
    bg.setColorAt(0.0, QColor("#fbf3df"))
    bg.setColorAt(1.0, QColor("#f3e6c6"))
    p.fillRect(panel, bg)
    for half in (0, 1):
        p.save()
        if half:
            _rotated_half(p)
        p.setClipRect(QRectF(panel.left(), panel.top(), panel.width(), _HH))
        p.translate(panel.center().x(), panel.top())
        _paint_figure(p, card, style, pal)
        p.restore()
    # The frame: a dark rule with a gold rule inside it, and a gold divide between the halves.
    mid = panel.center().y()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(pal.gold, 2.0))
    p.drawLine(QPointF(panel.left(), mid), QPointF(panel.right(), mid))
    p.setPen(QPen(pal.ink, pal.line * 0.7))
    p.drawLine(QPointF(panel.left(), mid - 1.6), QPointF(panel.right(), mid - 1.6))
    p.drawLine(QPointF(panel.left(), mid + 1.6), QPointF(panel.right(), mid + 1.6))
    p.setPen(QPen(pal.gold, 2.4))
    p.drawRect(panel.adjusted(2.6, 2.6, -2.6, -2.6))
    p.setPen(QPen(pal.suit, 2.4 if style.high_contrast else 1.6))
    p.drawRect(panel)


def _pen(pal: _Palette, scale: float = 1.0) -> QPen:
    return QPen(pal.ink, pal.line * scale, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def _fill(p: QPainter, path: QPainterPath, brush, pal: _Palette, scale: float = 1.0) -> None:
    """Fill and ink a shape: the flat colour plus dark outline of a printed court card."""
    p.fillPath(path, brush)
    p.strokePath(path, _pen(pal, scale))


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    e = QPainterPath()
    e.addEllipse(QPointF(cx, cy), rx, ry)
    return e


def _vgrad(top: float, bottom: float, c0: QColor, c1: QColor) -> QBrush:
    g = QLinearGradient(0, top, 0, bottom)
    g.setColorAt(0.0, c0)
    g.setColorAt(1.0, c1)
    return QBrush(g)


def _head_transform() -> QTransform:
    """Heads are drawn a size larger than the body and a little lower, as on printed courts,
    where the face is what the eye finds first."""
    return QTransform().translate(_HX, 99).scale(1.14, 1.14).translate(-_HX, -90)


def _paint_figure(p: QPainter, card: Card, style: DeckStyle, pal: _Palette) -> None:
    rank = card.rank
    hair = QColor({13: "#a8702f", 12: "#d7a446", 11: "#5e3b22"}[rank])
    base = p.transform()
    head = _head_transform() * base
    if rank == 12:
        p.setTransform(head)
        _queen_veil(p, pal)
        p.setTransform(base)
    if rank == 11:
        _jack_halberd_shaft(p, pal)
    elif rank == 13:
        _king_sceptre_shaft(p, pal)
    _robe(p, card, pal)
    p.setTransform(head)
    if rank == 12:
        _long_hair(p, pal, hair)
    elif rank == 11:
        _bob_hair(p, pal, hair)
    _neck_and_face(p, pal)
    p.setTransform(QTransform().translate(0, 7) * base)
    if rank == 13:
        _ermine_cape(p, pal)
    elif rank == 12:
        _ruff(p, pal)
    else:
        _jack_collar(p, pal)
    p.setTransform(head)
    if rank == 13:
        _beard(p, pal, hair)
        _king_crown(p, pal)
    elif rank == 12:
        _queen_crown(p, pal)
    else:
        _jack_cap(p, pal)
    p.setTransform(base)
    if rank == 12:
        _queen_rose(p, pal)
    _arm(p, pal, 41.0, 128.0)
    if rank == 13:
        _king_orb(p, pal)
    elif rank == 11:
        _jack_blade(p, pal)
    # The suit in the panel's free corner, by the figure's head; the rank is in the card's index.
    _draw_suit(p, card.suit, -_HW + 15, 24.0, 22.0, pal.suit)


def _robe(p: QPainter, card: Card, pal: _Palette) -> None:
    robe = QPainterPath(QPointF(-13, 84))
    robe.cubicTo(-28, 90, -54, 93, -61, 113)
    robe.lineTo(-66, _HH + 4)
    robe.lineTo(66, _HH + 4)
    robe.lineTo(61, 113)
    robe.cubicTo(54, 93, 28, 90, 13, 84)
    robe.closeSubpath()
    _fill(p, robe, _vgrad(88, _HH, pal.robe.lighter(135), pal.robe), pal)
    # A diaper of small gold dots on the robe: visible as texture on large cards, a sheen on small.
    p.save()
    p.setClipPath(robe, Qt.ClipOperation.IntersectClip)
    p.setPen(Qt.PenStyle.NoPen)
    gold = QColor(pal.gold)
    gold.setAlpha(150)
    p.setBrush(gold)
    for j, y in enumerate(range(100, int(_HH) + 6, 12)):
        for x in range(-66 + (j % 2) * 7, 67, 14):
            p.drawEllipse(QPointF(x, y), 1.2, 1.2)
    p.restore()
    # The tunic down the middle in the secondary colour, edged with gold braid.
    tunic = QPainterPath(QPointF(-19, 96))
    tunic.quadTo(0, 106, 19, 96)
    tunic.lineTo(24, _HH + 4)
    tunic.lineTo(-24, _HH + 4)
    tunic.closeSubpath()
    _fill(p, tunic, _vgrad(96, _HH, pal.second.lighter(130), pal.second), pal)
    for sign in (-1, 1):
        braid = QPainterPath(QPointF(sign * 19, 96))
        braid.lineTo(sign * 24, _HH + 4)
        p.strokePath(braid, QPen(pal.ink, 5.2 + pal.line, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        p.strokePath(braid, QPen(pal.gold, 4.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    for stud_y in (114.0, 128.0, 142.0):
        _fill(p, _ellipse(0, stud_y, 3.6, 3.6), pal.gold, pal, 0.7)
        p.fillPath(_ellipse(0, stud_y, 1.5, 1.5), pal.robe)
    # A belt across the tunic, with a buckle holding the suit symbol.
    belt = QPainterPath()
    belt.addRect(QRectF(-23, _HH - 12, 46, 7))
    _fill(p, belt, pal.gold, pal, 0.8)
    _draw_suit(p, card.suit, 0, _HH - 8.5, 9.0, pal.suit if card.suit is Suit.SPADES else pal.robe.darker(120))
    # The shoulder seams.
    for sign in (-1, 1):
        seam = QPainterPath(QPointF(sign * 44, 95))
        seam.cubicTo(sign * 48, 110, sign * 50, 130, sign * 48, _HH + 4)
        p.strokePath(seam, QPen(pal.gold, 2.2))
        p.strokePath(seam, _pen(pal, 0.5))


def _neck_and_face(p: QPainter, pal: _Palette) -> None:
    neck = QPainterPath(QPointF(_HX - 8, 72))
    neck.lineTo(_HX - 9, 92)
    neck.quadTo(_HX, 96, _HX + 9, 92)
    neck.lineTo(_HX + 8, 72)
    neck.closeSubpath()
    _fill(p, neck, pal.skin.darker(108), pal)
    face = _ellipse(_HX, _HY, 15.0, 19.5)
    shade = QRadialGradient(QPointF(_HX - 3, _HY - 4), 22)
    shade.setColorAt(0.0, pal.skin.lighter(104))
    shade.setColorAt(1.0, pal.skin.darker(110))
    _fill(p, face, QBrush(shade), pal)
    # Cheeks, eyes, brows, nose, mouth: fine lines that read as a face from 90 px up.
    blush = QColor("#e99a86")
    blush.setAlpha(90)
    for sign in (-1, 1):
        p.fillPath(_ellipse(_HX + sign * 8, _HY + 6, 4.2, 3.0), blush)
        p.fillPath(_ellipse(_HX + sign * 6, _HY - 1, 2.5, 1.5), QColor("#ffffff"))
        p.fillPath(_ellipse(_HX + sign * 6, _HY - 1, 1.4, 1.4), QColor("#2d3f6b"))
        brow = QPainterPath(QPointF(_HX + sign * 2.5, _HY - 5))
        brow.quadTo(_HX + sign * 6, _HY - 8, _HX + sign * 10, _HY - 5)
        p.strokePath(brow, _pen(pal, 0.8))
    nose = QPainterPath(QPointF(_HX, _HY - 2))
    nose.quadTo(_HX + 1.5, _HY + 5, _HX + 2.6, _HY + 7)
    nose.quadTo(_HX + 0.5, _HY + 8.6, _HX - 1.5, _HY + 7.8)
    p.strokePath(nose, _pen(pal, 0.7))
    mouth = QPainterPath(QPointF(_HX - 4.5, _HY + 12))
    mouth.quadTo(_HX, _HY + 14.5, _HX + 4.5, _HY + 12)
    p.strokePath(mouth, QPen(QColor("#b4413f"), 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))


def _king_crown(p: QPainter, pal: _Palette) -> None:
    cap = _ellipse(_HX, 32, 17, 13)
    _fill(p, cap, pal.second, pal)
    tips = (18.0, 24.0, 11.0, 24.0, 18.0)
    crown = QPainterPath(QPointF(_HX - 20, 46))
    crown.lineTo(_HX - 22, tips[0])
    for i in range(1, 5):
        crown.lineTo(_HX - 25 + i * 10, 32)
        crown.lineTo(_HX - 20 + i * 10 + (2 if i == 4 else 0), tips[i])
    crown.lineTo(_HX + 20, 46)
    crown.closeSubpath()
    _fill(p, crown, _vgrad(10, 46, pal.gold.lighter(120), pal.gold.darker(110)), pal)
    band = QPainterPath()
    band.addRoundedRect(QRectF(_HX - 21, 37, 42, 9), 2, 2)
    _fill(p, band, pal.gold, pal)
    for i, y in enumerate(tips):
        x = (_HX - 22, _HX - 10, _HX, _HX + 10, _HX + 22)[i]
        _fill(p, _ellipse(x, y - 1, 2.8, 2.8), QColor("#fffaf0"), pal, 0.6)
    jewel = QPainterPath(QPointF(_HX, 37.5))
    jewel.lineTo(_HX + 4, 41.5)
    jewel.lineTo(_HX, 45.5)
    jewel.lineTo(_HX - 4, 41.5)
    jewel.closeSubpath()
    _fill(p, jewel, pal.second.lighter(115), pal, 0.6)
    side_stone = pal.suit if pal.suit.lightness() > 60 else pal.second
    for sign in (-1, 1):
        _fill(p, _ellipse(_HX + sign * 12, 41.5, 2.2, 2.2), side_stone, pal, 0.5)


def _king_sceptre_shaft(p: QPainter, pal: _Palette) -> None:
    shaft = QPainterPath()
    shaft.addRect(QRectF(39, 36, 4, _HH))
    _fill(p, shaft, _vgrad(30, _HH, pal.gold.lighter(110), pal.gold_dark), pal, 0.8)


def _king_orb(p: QPainter, pal: _Palette) -> None:
    _fill(p, _ellipse(41, 30, 8, 8), _vgrad(22, 38, pal.gold.lighter(125), pal.gold.darker(115)), pal)
    p.strokePath(_ellipse(41, 30, 8, 2.6), _pen(pal, 0.6))
    cross = QPainterPath()
    cross.addRect(QRectF(39.6, 12, 2.8, 11))
    cross.addRect(QRectF(36.5, 15, 9, 2.8))
    _fill(p, cross.simplified(), pal.gold, pal, 0.6)


def _ermine_cape(p: QPainter, pal: _Palette) -> None:
    cape = QPainterPath(QPointF(-14, 83))
    cape.cubicTo(-30, 88, -52, 92, -60, 110)
    cape.cubicTo(-42, 117, -20, 110, 0, 113)
    cape.cubicTo(20, 110, 42, 117, 60, 110)
    cape.cubicTo(52, 92, 30, 88, 14, 83)
    cape.closeSubpath()
    _fill(p, cape, _vgrad(84, 114, QColor("#ffffff"), QColor("#ece6d8")), pal)
    tail = QPainterPath(QPointF(0, -1.6))
    tail.cubicTo(1.5, -1.6, 1.2, 1.5, 0, 3.2)
    tail.cubicTo(-1.2, 1.5, -1.5, -1.6, 0, -1.6)
    for x, y in ((-46, 104), (-32, 99), (-18, 103), (18, 103), (32, 99), (46, 104)):
        p.fillPath(QTransform().translate(x, y).map(tail), pal.ink)
        for dx in (-2.2, 0.0, 2.2):
            p.fillPath(_ellipse(x + dx, y - 3.4, 0.6, 0.6), pal.ink)


def _beard(p: QPainter, pal: _Palette, hair: QColor) -> None:
    side = QPainterPath(QPointF(_HX - 15, _HY - 6))
    side.cubicTo(_HX - 20, _HY + 2, _HX - 20, _HY + 14, _HX - 13, _HY + 20)
    side.lineTo(_HX - 12, _HY + 2)
    side.closeSubpath()
    _fill(p, side, hair, pal, 0.7)
    _fill(p, QTransform().translate(2 * _HX, 0).scale(-1, 1).map(side), hair, pal, 0.7)
    beard = QPainterPath(QPointF(_HX - 14, _HY + 4))
    beard.cubicTo(_HX - 15, _HY + 22, _HX - 8, _HY + 34, _HX, _HY + 37)
    beard.cubicTo(_HX + 8, _HY + 34, _HX + 15, _HY + 22, _HX + 14, _HY + 4)
    beard.cubicTo(_HX + 10, _HY + 12, _HX + 7, _HY + 15, _HX + 5, _HY + 15)
    beard.cubicTo(_HX + 2, _HY + 11, _HX - 2, _HY + 11, _HX - 5, _HY + 15)
    beard.cubicTo(_HX - 7, _HY + 15, _HX - 10, _HY + 12, _HX - 14, _HY + 4)
    beard.closeSubpath()
    _fill(p, beard, _vgrad(_HY, _HY + 37, hair.lighter(115), hair.darker(110)), pal, 0.8)
    strand = _pen(pal, 0.45)
    strand.setColor(hair.darker(150))
    for dx in (-8, -3, 3, 8):
        s = QPainterPath(QPointF(_HX + dx, _HY + 18))
        s.quadTo(_HX + dx * 0.8, _HY + 27, _HX + dx * 0.3, _HY + 33)
        p.strokePath(s, strand)
    for sign in (-1, 1):
        m = QPainterPath(QPointF(_HX, _HY + 9.5))
        m.cubicTo(_HX + sign * 5, _HY + 8, _HX + sign * 9, _HY + 11, _HX + sign * 12, _HY + 9)
        m.cubicTo(_HX + sign * 9, _HY + 13.5, _HX + sign * 5, _HY + 12.5, _HX, _HY + 11.5)
        _fill(p, m, hair.darker(115), pal, 0.5)


def _queen_veil(p: QPainter, pal: _Palette) -> None:
    veil = QPainterPath(QPointF(_HX - 14, 34))
    veil.cubicTo(_HX - 34, 50, _HX - 36, 86, _HX - 38, 112)
    veil.lineTo(_HX + 38, 112)
    veil.cubicTo(_HX + 36, 86, _HX + 34, 50, _HX + 14, 34)
    veil.closeSubpath()
    _fill(p, veil, _vgrad(34, 112, pal.second.lighter(125), pal.second.darker(110)), pal)
    for sign in (-1, 1):
        fold = QPainterPath(QPointF(_HX + sign * 22, 48))
        fold.quadTo(_HX + sign * 30, 80, _HX + sign * 31, 108)
        p.strokePath(fold, _pen(pal, 0.45))


def _long_hair(p: QPainter, pal: _Palette, hair: QColor) -> None:
    back = QPainterPath(QPointF(_HX, 40))
    back.cubicTo(_HX - 20, 38, _HX - 24, 60, _HX - 22, 80)
    back.cubicTo(_HX - 21, 92, _HX - 26, 100, _HX - 20, 104)
    back.lineTo(_HX + 20, 104)
    back.cubicTo(_HX + 26, 100, _HX + 21, 92, _HX + 22, 80)
    back.cubicTo(_HX + 24, 60, _HX + 20, 38, _HX, 40)
    back.closeSubpath()
    _fill(p, back, _vgrad(40, 104, hair.lighter(110), hair.darker(115)), pal)
    lock = _pen(pal, 0.45)
    lock.setColor(hair.darker(150))
    for sign in (-1, 1):
        for dx in (17, 20):
            s = QPainterPath(QPointF(_HX + sign * (dx - 2), 58))
            s.cubicTo(_HX + sign * (dx + 2), 72, _HX + sign * (dx - 3), 86, _HX + sign * dx, 100)
            p.strokePath(s, lock)


def _ruff(p: QPainter, pal: _Palette) -> None:
    ruff = QPainterPath(QPointF(-26, 90))
    n = 7
    for i in range(n):
        x0 = -26 + i * 52 / n
        ruff.quadTo(x0 + 26 / n, 104 - abs(i - 3) * 1.3, x0 + 52 / n, 90)
    ruff.quadTo(0, 82, -26, 90)
    ruff.closeSubpath()
    _fill(p, ruff, QColor("#fffcf4"), pal, 0.8)
    # A pearl necklace with a pendant in the secondary colour.
    for i in range(9):
        t = (i - 4) / 4
        _fill(p, _ellipse(t * 17, 99 + 5 * (1 - t * t), 1.7, 1.7), QColor("#fffaf0"), pal, 0.4)
    pendant = QPainterPath(QPointF(0, 104))
    pendant.lineTo(3.6, 109)
    pendant.lineTo(0, 115)
    pendant.lineTo(-3.6, 109)
    pendant.closeSubpath()
    _fill(p, pendant, pal.gold, pal, 0.6)


def _queen_crown(p: QPainter, pal: _Palette) -> None:
    crown = QPainterPath(QPointF(_HX - 17, 45))
    crown.lineTo(_HX - 18, 34)
    crown.quadTo(_HX - 14, 24, _HX - 10, 33)
    crown.quadTo(_HX - 5, 16, _HX, 30)
    crown.quadTo(_HX + 5, 16, _HX + 10, 33)
    crown.quadTo(_HX + 14, 24, _HX + 18, 34)
    crown.lineTo(_HX + 17, 45)
    crown.closeSubpath()
    _fill(p, crown, _vgrad(18, 45, pal.gold.lighter(120), pal.gold.darker(110)), pal)
    band = QPainterPath()
    band.addRoundedRect(QRectF(_HX - 18, 39, 36, 7), 2, 2)
    _fill(p, band, pal.gold, pal, 0.8)
    for x, y in ((_HX - 14, 26), (_HX, 19), (_HX + 14, 26)):
        _fill(p, _ellipse(x, y, 2.4, 2.4), QColor("#fffaf0"), pal, 0.5)
    _fill(p, _ellipse(_HX, 42.5, 2.4, 2.4), pal.second.lighter(120), pal, 0.5)


def _queen_rose(p: QPainter, pal: _Palette) -> None:
    stem = QPainterPath(QPointF(41, 128))
    stem.cubicTo(42, 110, 36, 96, 40, 78)
    p.strokePath(stem, QPen(QColor("#3f5e22"), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    leaf = QPainterPath(QPointF(40, 104))
    leaf.quadTo(50, 94, 56, 98)
    leaf.quadTo(50, 106, 40, 104)
    _fill(p, leaf, QColor("#6b8a2e"), pal, 0.6)
    rose = QColor(_CRIMSON) if pal.second.blue() > 120 else QColor("#d9485a")
    for i in range(5):
        a = math.radians(i * 72 - 90)
        _fill(p, _ellipse(40 + 5.5 * math.cos(a), 72 + 5.5 * math.sin(a), 5, 5), rose, pal, 0.6)
    _fill(p, _ellipse(40, 72, 3.8, 3.8), pal.gold, pal, 0.6)


def _bob_hair(p: QPainter, pal: _Palette, hair: QColor) -> None:
    bob = QPainterPath(QPointF(_HX - 16, 44))
    bob.cubicTo(_HX - 24, 56, _HX - 23, 74, _HX - 22, 84)
    for i in range(4):
        x0 = _HX - 22 + i * 5.5
        bob.quadTo(x0 + 2.75, 91, x0 + 5.5, 85)
    bob.lineTo(_HX + 0, 76)
    bob.lineTo(_HX + 0, 85)
    bob.lineTo(_HX + 0, 76)
    for i in range(4):
        x0 = _HX + i * 5.5
        bob.quadTo(x0 + 2.75, 91, x0 + 5.5, 85)
    bob.cubicTo(_HX + 23, 74, _HX + 24, 56, _HX + 16, 44)
    bob.closeSubpath()
    _fill(p, bob, _vgrad(44, 90, hair.lighter(120), hair), pal)


def _jack_collar(p: QPainter, pal: _Palette) -> None:
    collar = QPainterPath(QPointF(-24, 88))
    collar.lineTo(-4, 104)
    collar.lineTo(-4, 90)
    collar.closeSubpath()
    collar.moveTo(16, 88)
    collar.lineTo(-4, 104)
    collar.lineTo(-4, 90)
    collar.closeSubpath()
    _fill(p, collar, QColor("#fffcf4"), pal, 0.8)
    chain = QPainterPath(QPointF(-30, 98))
    chain.quadTo(-4, 122, 22, 98)
    p.strokePath(chain, QPen(pal.gold_dark, 3.2, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
    p.strokePath(chain, QPen(pal.gold, 1.8, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))


def _jack_cap(p: QPainter, pal: _Palette) -> None:
    feather = QPainterPath(QPointF(_HX + 8, 34))
    feather.cubicTo(_HX + 14, 20, _HX + 22, 14, _HX + 30, 10)
    feather.cubicTo(_HX + 29, 20, _HX + 22, 30, _HX + 12, 38)
    feather.closeSubpath()
    _fill(p, feather, _vgrad(4, 38, QColor("#fffaf0"), pal.gold), pal, 0.7)
    vein = QPainterPath(QPointF(_HX + 10, 36))
    vein.cubicTo(_HX + 15, 27, _HX + 22, 17, _HX + 29, 11)
    p.strokePath(vein, _pen(pal, 0.5))
    cap = QPainterPath(QPointF(_HX - 22, 46))
    cap.cubicTo(_HX - 26, 30, _HX - 6, 20, _HX + 10, 24)
    cap.cubicTo(_HX + 24, 27, _HX + 26, 38, _HX + 21, 46)
    cap.closeSubpath()
    _fill(p, cap, _vgrad(22, 46, pal.second.lighter(130), pal.second), pal)
    band = QPainterPath()
    band.addRoundedRect(QRectF(_HX - 21, 40, 42, 7), 2, 2)
    _fill(p, band, pal.gold, pal, 0.8)
    _fill(p, _ellipse(_HX + 12, 43.5, 2.2, 2.2), pal.robe.lighter(110), pal, 0.5)


def _jack_halberd_shaft(p: QPainter, pal: _Palette) -> None:
    shaft = QPainterPath()
    shaft.addRect(QRectF(39.5, 14, 3.4, _HH))
    _fill(p, shaft, _vgrad(14, _HH, QColor("#b07a3a"), QColor("#6e4520")), pal, 0.8)


def _jack_blade(p: QPainter, pal: _Palette) -> None:
    blade = QPainterPath(QPointF(43, 18))
    blade.cubicTo(52, 16, 58, 24, 58, 36)
    blade.cubicTo(52, 32, 47, 33, 43, 36)
    blade.closeSubpath()
    blade.moveTo(39.5, 22)
    blade.lineTo(32, 18)
    blade.lineTo(39.5, 28)
    blade.closeSubpath()
    _fill(p, blade, _vgrad(16, 36, QColor("#eef0f4"), QColor("#9aa1ad")), pal, 0.8)
    tip = QPainterPath(QPointF(41.2, 2))
    tip.lineTo(44.5, 15)
    tip.lineTo(37.9, 15)
    tip.closeSubpath()
    _fill(p, tip, _vgrad(2, 15, QColor("#eef0f4"), QColor("#9aa1ad")), pal, 0.8)


def _arm(p: QPainter, pal: _Palette, x: float, y: float) -> None:
    """The forearm in a contrasting sleeve, a gold cuff, and the fist gripping the staff at ``x``."""
    sleeve = QPainterPath(QPointF(68, 108))
    sleeve.cubicTo(62, 112, 56, 120, x + 9, y - 3)
    sleeve.lineTo(x + 12, y + 11)
    sleeve.cubicTo(56, 140, 62, 146, 68, 150)
    sleeve.closeSubpath()
    _fill(p, sleeve, _vgrad(108, 150, pal.second.lighter(130), pal.second), pal)
    fold = QPainterPath(QPointF(64, 122))
    fold.quadTo(58, 128, 54, 136)
    p.strokePath(fold, _pen(pal, 0.5))
    cuff = QPainterPath(QPointF(x + 6, y - 5))
    cuff.lineTo(x + 12, y - 4)
    cuff.lineTo(x + 15, y + 12)
    cuff.lineTo(x + 8, y + 13)
    cuff.closeSubpath()
    _fill(p, cuff, pal.gold, pal, 0.8)
    fist = QPainterPath()
    fist.addRoundedRect(QRectF(x - 7, y - 6, 14, 14), 5, 5)
    _fill(p, fist, pal.skin, pal, 0.8)
    for dy in (-1.6, 2.2):
        knuckle = QPainterPath(QPointF(x - 6, y + dy))
        knuckle.lineTo(x + 3, y + dy)
        p.strokePath(knuckle, _pen(pal, 0.45))
    thumb = QPainterPath(QPointF(x - 6.5, y - 4))
    thumb.quadTo(x - 1, y - 8, x + 4, y - 5)
    p.strokePath(thumb, _pen(pal, 0.5))


# --------------------------------------------------------------------------------------------
# Backs: a white margin round a coloured field of geometric pattern, symmetric under a half
# turn so a back looks the same whichever way up it lies.

_BACK_COLOURS = {
    "classic": ("#1c2f63", "#2f4f9c", "#c9d5f0"),
    "rosette": ("#6a1426", "#8e2a3e", "#f0c9a8"),
    "emerald": ("#0e4a37", "#1d6b50", "#d9e8c4"),
}


def _paint_back(p: QPainter, style: DeckStyle) -> None:
    _paint_blank(p, style, QColor("#ffffff"))
    base, mid, light = (QColor(c) for c in _BACK_COLOURS[style.back])
    field_rect = QRectF(13, 13, UW - 26, UH - 26)
    field = QPainterPath()
    field.addRoundedRect(field_rect, 8, 8)
    glow = QRadialGradient(field_rect.center(), UH * 0.6)
    glow.setColorAt(0.0, base.lighter(125))
    glow.setColorAt(1.0, base)
    p.fillPath(field, QBrush(glow))
    p.save()
    p.setClipPath(field, Qt.ClipOperation.IntersectClip)
    {"classic": _back_lattice, "rosette": _back_rosettes, "emerald": _back_guilloche}[style.back](p, mid, light)
    p.restore()
    p.strokePath(field, QPen(light, 1.2))
    inner = QPainterPath()
    inner.addRoundedRect(field_rect.adjusted(6, 6, -6, -6), 5, 5)
    p.strokePath(inner, QPen(light, 2.2))
    inner2 = QPainterPath()
    inner2.addRoundedRect(field_rect.adjusted(10, 10, -10, -10), 3, 3)
    p.strokePath(inner2, QPen(light, 0.8))


def _back_lattice(p: QPainter, mid: QColor, light: QColor) -> None:
    """A diagonal trellis with a small lozenge at every crossing and a medallion in the middle."""
    cx, cy, step = UW / 2, UH / 2, 19.0
    lines = QPainterPath()
    for k in range(-30, 31):
        off = k * step
        lines.moveTo(cx + off - UH, cy - UH)
        lines.lineTo(cx + off + UH, cy + UH)
        lines.moveTo(cx + off + UH, cy - UH)
        lines.lineTo(cx + off - UH, cy + UH)
    p.strokePath(lines, QPen(mid.lighter(130), 3.0))
    p.strokePath(lines, QPen(light, 0.7))
    knot = QPainterPath(QPointF(0, -3.2))
    knot.lineTo(3.2, 0)
    knot.lineTo(0, 3.2)
    knot.lineTo(-3.2, 0)
    knot.closeSubpath()
    for i in range(-14, 15):
        for j in range(-20, 21):
            if (i + j) % 2 == 0:
                p.fillPath(QTransform().translate(cx + i * step, cy + j * step).map(knot), light)
    medal = _ellipse(cx, cy, 38, 50)
    p.fillPath(medal, mid.darker(160))
    p.strokePath(medal, QPen(light, 2.0))
    p.strokePath(_ellipse(cx, cy, 32, 44), QPen(light, 0.8))
    for i in range(4):
        star = QTransform().translate(cx, cy).rotate(i * 45).map(_ellipse(0, 0, 5, 30))
        p.strokePath(star, QPen(light, 1.0))
    p.fillPath(_ellipse(cx, cy, 5, 5), light)


def _back_rosettes(p: QPainter, mid: QColor, light: QColor) -> None:
    """A field of six-petalled rosettes (overlapping circles) on a staggered grid."""
    cx, cy, r = UW / 2, UH / 2, 15.0
    dx, dy = 2 * r * math.cos(math.radians(30)) * 2, 2 * r * 1.5
    petals = QPainterPath()
    dots = QPainterPath()
    for j in range(-7, 8):
        for i in range(-5, 6):
            x = cx + i * dx + (dx / 2 if j % 2 else 0)
            y = cy + j * dy
            for k in range(6):
                a = math.radians(k * 60)
                petals.addEllipse(QPointF(x + r * math.cos(a), y + r * math.sin(a)), r, r)
            dots.addEllipse(QPointF(x, y), 2.6, 2.6)
            dots.addEllipse(QPointF(x + dx / 2, y + dy / 2), 1.4, 1.4)
    p.strokePath(petals, QPen(mid.lighter(140), 2.4))
    p.strokePath(petals, QPen(light, 0.7))
    p.fillPath(dots, light)


def _back_guilloche(p: QPainter, mid: QColor, light: QColor) -> None:
    """A harlequin of lozenges in two greens under an engraved spirograph rosette."""
    cx, cy, w, h = UW / 2, UH / 2, 22.0, 30.0
    tiles = QPainterPath()
    for j in range(-7, 8):
        for i in range(-7, 8):
            if (i + j) % 2:
                continue
            x, y = cx + i * w / 2, cy + j * h / 2
            tiles.moveTo(x, y - h / 2)
            tiles.lineTo(x + w / 2, y)
            tiles.lineTo(x, y + h / 2)
            tiles.lineTo(x - w / 2, y)
            tiles.closeSubpath()
    p.fillPath(tiles, mid)
    grid = QPainterPath()
    for k in range(-20, 21):
        grid.moveTo(cx + k * w - UH * w / h, cy - UH)
        grid.lineTo(cx + k * w + UH * w / h, cy + UH)
        grid.moveTo(cx + k * w + UH * w / h, cy - UH)
        grid.lineTo(cx + k * w - UH * w / h, cy + UH)
    p.strokePath(grid, QPen(light, 0.6))
    disc = _ellipse(cx, cy, 56, 56)
    p.fillPath(disc, mid.darker(170))
    p.strokePath(disc, QPen(light, 2.0))
    p.strokePath(_ellipse(cx, cy, 51, 51), QPen(light, 0.7))
    petal = _ellipse(0, -22, 9, 24)
    for i in range(18):
        p.strokePath(QTransform().translate(cx, cy).rotate(i * 20).map(petal), QPen(light, 0.8))
    p.fillPath(_ellipse(cx, cy, 5, 5), light)


# --------------------------------------------------------------------------------------------
# Pixmaps and their cache


def card_image(
    card: Card | int | None, width: int, style: DeckStyle | None = None, dpr: float = 1.0, face_up: bool = True
) -> QImage:
    """Render one card to a transparent image ``width * dpr`` device pixels wide."""
    style = style or DeckStyle()
    w_px = max(1, round(width * dpr))
    h_px = max(1, round(card_height(width) * dpr))
    img = QImage(w_px, h_px, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    img.setDevicePixelRatio(dpr)
    painter = QPainter(img)
    try:
        paint_card(painter, QRectF(0, 0, w_px / dpr, h_px / dpr), card, style, face_up=face_up)
    finally:
        painter.end()
    return img


_CACHE: OrderedDict[tuple, QPixmap] = OrderedDict()
_CACHE_MAX = 512  # four sizes of a whole deck in three styles, with room to spare


def card_pixmap(
    card: Card | int | None, width: int, style: DeckStyle | None = None, dpr: float = 1.0, face_up: bool = True
) -> QPixmap:
    """A cached pixmap of one card, ``width`` logical pixels wide, sharp at device-pixel ratio ``dpr``.

    All face-down cards of a style share one pixmap. The returned pixmap is shared: draw it,
    don't paint on it.
    """
    style = style or DeckStyle()
    face = card if face_up else None
    key = (None if face is None else int(face), int(width), style, round(float(dpr), 4))
    pix = _CACHE.get(key)
    if pix is not None:
        _CACHE.move_to_end(key)
        return pix
    pix = QPixmap.fromImage(card_image(face, int(width), style, dpr))
    pix.setDevicePixelRatio(dpr)
    _CACHE[key] = pix
    if len(_CACHE) > _CACHE_MAX:
        _CACHE.popitem(last=False)
    return pix


_TURNED: OrderedDict[tuple, QPixmap] = OrderedDict()
_TURNED_MAX = 128  # a fanned hand or two, at a couple of sizes


def turned_pixmap(pix: QPixmap, turn: QTransform) -> QPixmap:
    """``pix`` as ``turn`` (a rotation, and a scale) shows it on the screen, smoothly
    resampled once and cached: a fanned card is then copied at every frame rather than
    resampled. ``pix`` is one of :func:`card_pixmap`'s, so its cache key names it."""
    key = (pix.cacheKey(), *(round(v, 6) for v in (turn.m11(), turn.m12(), turn.m21(), turn.m22())))
    turned = _TURNED.get(key)
    if turned is not None:
        _TURNED.move_to_end(key)
        return turned
    dpr = pix.devicePixelRatio()
    turned = pix.transformed(turn, Qt.TransformationMode.SmoothTransformation)
    turned.setDevicePixelRatio(dpr)
    _TURNED[key] = turned
    if len(_TURNED) > _TURNED_MAX:
        _TURNED.popitem(last=False)
    return turned


def clear_cache() -> None:
    """Drop every cached pixmap (after a style change the old ones are dead weight)."""
    _CACHE.clear()
    _TURNED.clear()


# --------------------------------------------------------------------------------------------
# KDE card decks, found on the system at run time


class KdeDeckInfo(NamedTuple):
    """An installed KDE card deck: its display name and its SVG (or SVGZ) file."""

    name: str
    svg_path: Path


_KDE_SUITS = {Suit.SPADES: "spade", Suit.HEARTS: "heart", Suit.DIAMONDS: "diamond", Suit.CLUBS: "club"}
_KDE_RANKS = {11: "jack", 12: "queen", 13: "king", 14: "1"}


def kde_element_id(card: Card | int | None) -> str:
    """The SVG element id KDE decks use for a card (``1_club`` ... ``king_spade``), ``back`` for None."""
    if card is None:
        return "back"
    c = CARDS[int(card)]
    return f"{_KDE_RANKS.get(c.rank, str(c.rank))}_{_KDE_SUITS[c.suit]}"


def kde_deck_roots() -> list[Path]:
    """The ``carddecks`` folders where KDE installs decks, per the XDG base-directory spec."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    dirs = [home, *(os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share").split(":"), "/usr/share"]
    roots: list[Path] = []
    for d in dirs:
        if d and (root := Path(d) / "carddecks") not in roots:
            roots.append(root)
    return roots


def _read_index(index: Path) -> tuple[str | None, str | None]:
    """Name and SVG file from a deck's ``index.desktop`` (``[KDE Backdeck]`` group, else any)."""
    name = svg = None
    try:
        text = index.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None, None
    group = ""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
            continue
        if "=" not in line or (group and group != "KDE Backdeck"):
            continue
        key, value = (s.strip() for s in line.split("=", 1))
        if key == "Name" and name is None:
            name = value
        elif key == "SVG" and svg is None:
            svg = value
    return name, svg


def find_kde_decks(roots: Iterable[Path | str] | None = None) -> list[KdeDeckInfo]:
    """KDE card decks installed on this system (``carddecks/svg-*/index.desktop``), sorted by name.

    Nothing from KDE ships with cardtable; with no decks installed this is an empty list.
    """
    found: dict[Path, KdeDeckInfo] = {}
    for root in (Path(r) for r in (kde_deck_roots() if roots is None else roots)):
        if not root.is_dir():
            continue
        for folder in sorted(root.glob("svg-*")):
            index = folder / "index.desktop"
            if not index.is_file():
                continue
            name, svg = _read_index(index)
            svg_path = folder / svg if svg else None
            if svg_path is None or not svg_path.is_file():
                candidates = sorted([*folder.glob("*.svg"), *folder.glob("*.svgz")])
                svg_path = candidates[0] if candidates else None
            if svg_path is not None:
                key = svg_path.resolve()
                found.setdefault(key, KdeDeckInfo(name or folder.name.removeprefix("svg-"), svg_path))
    return sorted(found.values(), key=lambda d: d.name.casefold())


@lru_cache(maxsize=8)
def _svg_renderer(path: str) -> QSvgRenderer | None:
    renderer = QSvgRenderer(path)
    return renderer if renderer.isValid() else None


def _paint_kde(painter: QPainter, rect: QRectF, card: Card | None, svg_path: str) -> bool:
    """Draw ``card`` from a KDE deck, fitted into ``rect``; False if the deck lacks it."""
    renderer = _svg_renderer(str(svg_path))
    element = kde_element_id(card)
    if renderer is None or not renderer.elementExists(element):
        return False
    box = renderer.boundsOnElement(element)
    target = QRectF(rect)
    if box.width() > 0 and box.height() > 0:
        scale = min(rect.width() / box.width(), rect.height() / box.height())
        size = QSizeF(box.width() * scale, box.height() * scale)
        target = QRectF(rect.center().x() - size.width() / 2, rect.center().y() - size.height() / 2, *size.toTuple())
    renderer.render(painter, element, target)
    return True


# --------------------------------------------------------------------------------------------
# The sheet of all cards, for looking at the art


def render_sheet(width: int = 90, style: DeckStyle | None = None, dpr: float = 1.0) -> QImage:
    """All 52 faces, a row per suit, and every back design below, on table felt."""
    style = style or DeckStyle()
    gap = max(6, round(width * 0.14))
    height = card_height(width)
    cols, rows = 13, 5
    img = QImage(round((cols * (width + gap) + gap) * dpr), round((rows * (height + gap) + gap) * dpr),
                 QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor("#1f5a38"))
    painter = QPainter(img)
    try:
        for card in CARDS:
            x = gap + (card.rank - 2 + 1) % 13 * (width + gap)  # aces first, as players sort them
            y = gap + int(card.suit) * (height + gap)
            paint_card(painter, QRectF(x, y, width, height), card, style)
        for i, back in enumerate(BACKS):
            x = gap + i * (width + gap)
            paint_card(painter, QRectF(x, gap + 4 * (height + gap), width, height), None,
                       DeckStyle(style.four_colour, back, style.high_contrast))
    finally:
        painter.end()
    return img


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.ui.card_art", description=__doc__.split("\n")[0])
    parser.add_argument("--sheet", required=True, metavar="OUT.png", help="write a sheet of every card to this file")
    parser.add_argument("--width", type=int, default=90, help="card width in pixels (default 90)")
    parser.add_argument("--four-colour", action="store_true", help="blue diamonds and green clubs")
    parser.add_argument("--high-contrast", action="store_true", help="pure colours and thick outlines")
    parser.add_argument("--dpr", type=float, default=1.0, help="device-pixel ratio to render at (default 1)")
    args = parser.parse_args(argv)
    # The sheet opens no window, so it can always run headless.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    style = DeckStyle(four_colour=args.four_colour, high_contrast=args.high_contrast)
    sheet = render_sheet(args.width, style, args.dpr)
    if not sheet.save(args.sheet):
        print(f"card_art: cannot write {args.sheet}", file=sys.stderr)
        return 1
    print(args.sheet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
