"""How the decision panel looks: its colours and style sheet, suit words and symbols, the
hand and honour summaries, and the suits drawn as paths (the same on every platform)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainterPath,
    QTransform,
)

from ..engine.cards import SUIT_CHARS, Card, Suit, hcp, mask_of
from ..session.public import suit_order
from ..words import card_sign, rank_sign
from .suit_ink import Ground, signs_html

# ----- look --------------------------------------------------------------------------------

TEXT = "#f4f1e6"
MUTED = "#c9d3c4"
BLACK_ON_CARD = QColor("#1d1f1e")
CARD_FACE = QColor("#fbf8ef")
CHOSEN_FACE = QColor("#fff0c2")  # a chosen suit card's face, warmed towards the gold
GOLD = QColor("#f2c94c")
FOCUS = QColor("#7cc4ff")

@dataclass(frozen=True)
class Density:
    """How tightly the panel packs: type sizes, control heights, margins and token sizes.
    A roomy table gets the first; a crowded or small one the tighter ones, tried in turn
    until the panel finds free felt (table_view.py)."""

    heading: int
    text: int
    note: int
    button: int  # minimum height of a push button
    button_font: int
    bid_font: int
    bid_width: int
    spin_font: int
    margin: int  # inside the panel's card
    spacing: int  # between its lines
    token: int  # a suit token's card width
    min_width: int  # the narrowest the controls may be
    # The side notes (the rules reminder, the keys) fold into the heading's tool tip.
    fold: bool = False
    # While folding, a note the question cannot be answered without stays (the scoring of
    # a bid whose names — Turnip, Doublets, Zero — say nothing to a newcomer).
    keep: bool = False


# Roomiest first. The third and fourth keep the second's type and tokens (with their names)
# and fold the side notes away: on a small table the notes are what does not fit, and the
# tokens' names should not go with them. The third still keeps an essential note (a bid's
# scoring: without it "Doublets ×2" and "Turnip" stood unexplained at 1024×700); the
# fourth folds that too; the last packs everything tighter. The tokens are as wide as a
# suit's name needs with a margin each side: "Diamonds" at 52, "Carreau" at 42 (at 38 it
# touched both edges of its card).
DENSITIES = (
    Density(19, 14, 13, 44, 16, 20, 48, 24, 20, 10, 64, 400),
    Density(16, 13, 12, 36, 14, 17, 40, 20, 14, 6, 52, 320),
    Density(16, 13, 12, 36, 14, 17, 40, 20, 14, 6, 52, 320, fold=True, keep=True),
    Density(16, 13, 12, 36, 14, 17, 40, 20, 14, 6, 52, 320, fold=True),
    Density(14, 12, 11, 30, 13, 15, 34, 17, 10, 4, 42, 240, fold=True),
)


def panel_style(level: int = 0) -> str:
    """The panel's style sheet at density ``level`` (0 roomiest)."""
    d = DENSITIES[level]
    return f"""
QFrame#decisionCard {{{{
    background: rgba(10, 26, 17, 222);
    border: 1px solid rgba(255, 255, 255, 46);
    border-radius: {{r}}px;
}}}}
QLabel {{{{ color: {TEXT}; font-size: {d.text}px; background: transparent; }}}}
QLabel#heading {{{{ font-size: {d.heading}px; font-weight: 600; }}}}
QLabel#note, QLabel#hint {{{{ color: {MUTED}; font-size: {d.note}px; }}}}
QLabel#summary {{{{ font-size: {d.text + 1}px; font-weight: 600; color: #ffe8a3; }}}}
QLabel#status {{{{ font-size: {d.text + 1}px; font-style: italic; color: #ffe8a3; }}}}
QLabel#error {{{{
    color: #ffd6d6; background: rgba(170, 30, 40, 150);
    border-radius: 8px; padding: 4px 8px;
}}}}
QPushButton {{{{
    color: {TEXT}; background: rgba(255, 255, 255, 24);
    border: 1px solid rgba(255, 255, 255, 70); border-radius: 10px;
    min-height: {d.button}px; min-width: {d.button}px; padding: 0 {d.margin - 6}px; font-size: {d.button_font}px;
}}}}
QPushButton:hover {{{{ background: rgba(255, 255, 255, 44); }}}}
QPushButton:focus {{{{ border: 2px solid {FOCUS.name()}; }}}}
QPushButton[focusShown="false"]:focus:!checked {{{{ border: 1px solid rgba(255, 255, 255, 70); }}}}
QPushButton:disabled {{{{
    color: rgba(244, 241, 230, 80); background: rgba(255, 255, 255, 8);
    border: 1px dashed rgba(255, 255, 255, 50);
}}}}
QPushButton:checked, QPushButton:checked:disabled {{{{
    background: {GOLD.name()}; color: #1b2a1f; border: 2px solid #fff1b8;
}}}}
QPushButton#bidButton {{{{ font-size: {d.bid_font}px; font-weight: 600; min-width: {d.bid_width}px; padding: 0; }}}}
QPushButton#confirm {{{{
    background: #3f9a5f; border: 1px solid #7fd39b; font-weight: 700; padding: 0 {d.margin}px;
}}}}
QPushButton#confirm:hover {{{{ background: #4cb06f; }}}}
QPushButton#confirm:focus {{{{ border: 2px solid {FOCUS.name()}; }}}}
QPushButton#confirm:disabled {{{{
    background: rgba(63, 154, 95, 60); color: rgba(244, 241, 230, 110); border: 1px solid rgba(127, 211, 155, 60);
}}}}
QPushButton#helper {{{{ font-size: {d.text}px; min-height: {d.button - 8}px; }}}}
QSpinBox {{{{
    color: {TEXT}; background: rgba(0, 0, 0, 90); border: 1px solid rgba(255, 255, 255, 80);
    border-radius: 10px; min-height: {d.button}px; min-width: {d.spin_font * 4}px; padding: 0 8px;
    font-size: {d.spin_font}px; font-weight: 600;
}}}}
QSpinBox:focus {{{{ border: 2px solid {FOCUS.name()}; }}}}
QSpinBox::up-button, QSpinBox::down-button {{{{ width: 24px; }}}}
QToolTip {{{{ color: #1b2a1f; background: #fff8dc; border: 1px solid #caa; font-size: 13px; }}}}
""".format(r=16 if level == 0 else 12)


PANEL_STYLE = panel_style(0)

# Narrowest the controls may be at the roomiest density.
MIN_CONTENT_WIDTH = DENSITIES[0].min_width

SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}


def suit_name(suit: str) -> str:
    """``SUIT_NAMES[suit]``, translated (each name a literal, which is what lupdate extracts)."""
    names = {
        "S": QCoreApplication.translate("DecisionWidget", "Spades"),
        "H": QCoreApplication.translate("DecisionWidget", "Hearts"),
        "D": QCoreApplication.translate("DecisionWidget", "Diamonds"),
        "C": QCoreApplication.translate("DecisionWidget", "Clubs"),
    }
    return names[suit]

SUIT_KEYS = {"S": Qt.Key.Key_S, "H": Qt.Key.Key_H, "D": Qt.Key.Key_D, "C": Qt.Key.Key_C}
DIGIT_KEYS = tuple(getattr(Qt.Key, f"Key_{d}") for d in range(10))
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def symbol(strain: str) -> str:
    """``♥`` for ``H``; ``NT`` stays ``NT``."""
    return Suit.parse(strain).symbol if strain in SUIT_CHARS else strain


def suit_html(text: str, ground: Ground = "dark") -> str:
    """Rich text with the suit signs in their colours (:mod:`suit_ink`): by default as they
    read on the dark panels; ``"light"`` on a page), so suits read at a glance in labels and chips."""
    return signs_html(text, ground)


def hand_html(cards: Iterable[Card], trump: int | None = None) -> str:
    """A hand by suit, high cards first: ``♠ A K 7  ♥ Q 3  ♣ …  ♦ …`` (void suits shown as
    —), the suits in the order the table fans a hand (:func:`~cardtable.session.public.suit_order`,
    alternating colours, trumps first): a student counting from the line checks against the fan."""
    by_suit: dict[int, list[Card]] = {s: [] for s in range(4)}
    for c in cards:
        by_suit[int(c.suit)].append(c)
    parts = []
    for s in suit_order(trump):
        ranks = " ".join(rank_sign(c.rank) for c in sorted(by_suit[s], key=lambda c: -c.rank)) or "—"
        parts.append(f"{Suit(s).symbol} {ranks}")
    return suit_html("&nbsp;&nbsp;&nbsp;".join(parts))


def honour_breakdown(cards: Iterable[Card]) -> tuple[str, int]:
    """The sum a student would write down: ``A♠ 4 + K♥ 3 = 7`` and the total (from the
    engine's ``hcp``, so the helper can never disagree with the referee). Honours of a rank
    come in the order the table fans the suits (:func:`hand_html`)."""
    values = {14: 4, 13: 3, 12: 2, 11: 1}
    cards = list(cards)
    order = suit_order(None)
    honours = sorted((c for c in cards if c.rank in values), key=lambda c: (-c.rank, order.index(int(c.suit))))
    total = hcp(mask_of(cards))
    if not honours:
        return "no ace, king, queen or jack = 0", total
    terms = " + ".join(f"{card_sign(c)} {values[c.rank]}" for c in honours)
    return f"{terms} = {total}", total


# ----- drawn suit symbols --------------------------------------------------------------------


def _heart(rect: QRectF) -> QPainterPath:
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()

    def p(u: float, v: float) -> QPointF:
        return QPointF(x + u * w, y + v * h)

    path = QPainterPath(p(0.5, 1.0))
    path.cubicTo(p(0.38, 0.84), p(0.0, 0.62), p(0.0, 0.3))
    path.cubicTo(p(0.0, 0.1), p(0.14, 0.0), p(0.28, 0.0))
    path.cubicTo(p(0.4, 0.0), p(0.48, 0.08), p(0.5, 0.2))
    path.cubicTo(p(0.52, 0.08), p(0.6, 0.0), p(0.72, 0.0))
    path.cubicTo(p(0.86, 0.0), p(1.0, 0.1), p(1.0, 0.3))
    path.cubicTo(p(1.0, 0.62), p(0.62, 0.84), p(0.5, 1.0))
    return path


def _stem(rect: QRectF) -> QPainterPath:
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath(QPointF(x + 0.5 * w, y + 0.55 * h))
    path.quadTo(QPointF(x + 0.52 * w, y + 0.9 * h), QPointF(x + 0.7 * w, y + h))
    path.lineTo(QPointF(x + 0.3 * w, y + h))
    path.quadTo(QPointF(x + 0.48 * w, y + 0.9 * h), QPointF(x + 0.5 * w, y + 0.55 * h))
    return path


def suit_path(suit: int, rect: QRectF) -> QPainterPath:
    """A suit symbol drawn as a path in ``rect``: no font needs to have the glyphs, and the
    tokens look the same on every platform."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    if suit == Suit.HEARTS:
        return _heart(rect)
    if suit == Suit.DIAMONDS:
        path = QPainterPath(QPointF(x + 0.5 * w, y))
        path.quadTo(QPointF(x + 0.72 * w, y + 0.3 * h), QPointF(x + 0.92 * w, y + 0.5 * h))
        path.quadTo(QPointF(x + 0.72 * w, y + 0.7 * h), QPointF(x + 0.5 * w, y + h))
        path.quadTo(QPointF(x + 0.28 * w, y + 0.7 * h), QPointF(x + 0.08 * w, y + 0.5 * h))
        path.quadTo(QPointF(x + 0.28 * w, y + 0.3 * h), QPointF(x + 0.5 * w, y))
        return path
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit == Suit.SPADES:
        # An upside-down heart over the top three quarters, then the stem.
        body = _heart(QRectF(0, 0, w, 0.78 * h))
        body = QTransform().translate(x, y + 0.78 * h).scale(1, -1).map(body)
        path.addPath(body)
    else:
        r = 0.235 * w
        for cx, cy in ((0.5, 0.25), (0.26, 0.56), (0.74, 0.56)):
            path.addEllipse(QPointF(x + cx * w, y + cy * h), r, r)
        path.addEllipse(QPointF(x + 0.5 * w, y + 0.5 * h), 0.15 * w, 0.15 * w)
    path.addPath(_stem(rect))
    return path


