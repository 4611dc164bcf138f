"""The decision panels: how a human makes every decision that is not playing a card.

:class:`DecisionPanel` is handed the human's :class:`~cardtable.engine.PlayerView` and
shows the controls for whatever the view asks — a Bugger Bridge bid, a secret bug-suit
bid, Minibridge points or contract — and emits the chosen action on :attr:`chosen`. The
controls are built only from ``view.legal``, so a choice the rules refuse is never
offered (Minibridge points are the one deliberate exception: counting them is the lesson,
so any number may be announced and the engine judges it).

Every kind of decision is one small :class:`DecisionWidget` subclass; the base holds the
parts they share (heading, notes, the confirm button, the keyboard, the "sent" state),
so a new kind only says which controls it has and which action they make.

Choosing is two steps everywhere — pick, then confirm (Enter, the confirm button, or a
double-click on the choice) — because several of these decisions are secret and final:
one stray click must not throw away a Bugami deal.

The panel draws itself as a translucent dark rounded card with light text, to float over
the green felt in a ``QGraphicsProxyWidget`` or to sit in a dock.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.actions import Action, Announce, Bid, ChooseContract, Declare
from ..engine.cards import SUIT_CHARS, Card, Suit, hcp, mask_of
from ..engine.games.minibridge import SEAT_NAMES, STRAINS, contract_score, target_tricks
from ..engine.view import PlayerView
from .games import face_for

# ----- look --------------------------------------------------------------------------------

TEXT = "#f4f1e6"
MUTED = "#c9d3c4"
RED_ON_DARK = "#ff8f8f"  # ♥ ♦ in light text on the dark panel
RED_ON_CARD = QColor("#c8102e")  # ♥ ♦ on a card face
BLACK_ON_CARD = QColor("#1d1f1e")
CARD_FACE = QColor("#fbf8ef")
GOLD = QColor("#f2c94c")
FOCUS = QColor("#7cc4ff")

PANEL_STYLE = f"""
QFrame#decisionCard {{
    background: rgba(10, 26, 17, 222);
    border: 1px solid rgba(255, 255, 255, 46);
    border-radius: 16px;
}}
QLabel {{ color: {TEXT}; font-size: 14px; background: transparent; }}
QLabel#heading {{ font-size: 19px; font-weight: 600; }}
QLabel#note, QLabel#hint {{ color: {MUTED}; font-size: 13px; }}
QLabel#summary {{ font-size: 15px; font-weight: 600; color: #ffe8a3; }}
QLabel#status {{ font-size: 15px; font-style: italic; color: #ffe8a3; }}
QLabel#error {{
    color: #ffd6d6; background: rgba(170, 30, 40, 150);
    border-radius: 8px; padding: 6px 10px;
}}
QLabel#chip {{
    background: rgba(255, 255, 255, 18); border-radius: 8px; padding: 4px 8px;
    font-size: 13px;
}}
QLabel#chipOwn {{
    background: rgba(242, 201, 76, 60); border: 1px solid rgba(242, 201, 76, 160);
    border-radius: 8px; padding: 4px 8px; font-size: 13px;
}}
QPushButton {{
    color: {TEXT}; background: rgba(255, 255, 255, 24);
    border: 1px solid rgba(255, 255, 255, 70); border-radius: 10px;
    min-height: 44px; min-width: 44px; padding: 0 14px; font-size: 16px;
}}
QPushButton:hover {{ background: rgba(255, 255, 255, 44); }}
QPushButton:focus {{ border: 2px solid {FOCUS.name()}; }}
QPushButton:checked {{
    background: {GOLD.name()}; color: #1b2a1f; border: 2px solid #fff1b8;
}}
QPushButton:disabled {{
    color: rgba(244, 241, 230, 80); background: rgba(255, 255, 255, 8);
    border: 1px dashed rgba(255, 255, 255, 50);
}}
QPushButton#bidButton {{ font-size: 20px; font-weight: 600; min-width: 48px; padding: 0; }}
QPushButton#confirm {{
    background: #3f9a5f; border: 1px solid #7fd39b; font-weight: 700; padding: 0 22px;
}}
QPushButton#confirm:hover {{ background: #4cb06f; }}
QPushButton#confirm:focus {{ border: 2px solid {FOCUS.name()}; }}
QPushButton#confirm:disabled {{
    background: rgba(63, 154, 95, 60); color: rgba(244, 241, 230, 110); border: 1px solid rgba(127, 211, 155, 60);
}}
QPushButton#helper {{ font-size: 14px; min-height: 36px; }}
QSpinBox {{
    color: {TEXT}; background: rgba(0, 0, 0, 90); border: 1px solid rgba(255, 255, 255, 80);
    border-radius: 10px; min-height: 44px; min-width: 110px; padding: 0 8px;
    font-size: 24px; font-weight: 600;
}}
QSpinBox:focus {{ border: 2px solid {FOCUS.name()}; }}
QSpinBox::up-button, QSpinBox::down-button {{ width: 28px; }}
QToolTip {{ color: #1b2a1f; background: #fff8dc; border: 1px solid #caa; font-size: 13px; }}
"""

#: Narrowest the controls may be: five tokens side by side, the bid row of a 8-card round.
MIN_CONTENT_WIDTH = 420

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


def suit_html(text: str) -> str:
    """Rich text with ♥ and ♦ in red, so suits read at a glance in labels and chips."""
    for red in "♥♦":
        text = text.replace(red, f'<span style="color:{RED_ON_DARK}">{red}</span>')
    return text


def hand_html(cards: Iterable[Card]) -> str:
    """A hand by suit, high cards first: ``♠ A K 7  ♥ Q 3 …`` (void suits shown as —)."""
    by_suit: dict[int, list[Card]] = {s: [] for s in range(4)}
    for c in cards:
        by_suit[int(c.suit)].append(c)
    parts = []
    for s in range(4):
        ranks = " ".join(c.pretty[:-1] for c in sorted(by_suit[s], key=lambda c: -c.rank)) or "—"
        parts.append(f"{Suit(s).symbol} {ranks}")
    return suit_html("&nbsp;&nbsp;&nbsp;".join(parts))


def honour_breakdown(cards: Iterable[Card]) -> tuple[str, int]:
    """The sum a student would write down: ``A♠ 4 + K♥ 3 = 7`` and the total (from the
    engine's ``hcp``, so the helper can never disagree with the referee)."""
    values = {14: 4, 13: 3, 12: 2, 11: 1}
    cards = list(cards)
    honours = sorted((c for c in cards if c.rank in values), key=lambda c: (-c.rank, int(c.suit)))
    total = hcp(mask_of(cards))
    if not honours:
        return "no ace, king, queen or jack = 0", total
    terms = " + ".join(f"{c.pretty} {values[c.rank]}" for c in honours)
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


# ----- buttons -----------------------------------------------------------------------------


class _DoubleClickMixin:
    """A double-click on a choice confirms it: the fast path for mouse players. The signal
    fires on the double-click itself; the release that follows lands on controls that are
    already locked, so it cannot pick anything else."""

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        super().mouseDoubleClickEvent(event)  # type: ignore[misc]
        if self.isEnabled():  # type: ignore[attr-defined]
            self.doubleClicked.emit()  # type: ignore[attr-defined]


class ChoiceButton(_DoubleClickMixin, QPushButton):
    """A checkable push button for one choice (a bid, part-score or game)."""

    doubleClicked = Signal()

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)


class SuitToken(_DoubleClickMixin, QAbstractButton):
    """A small card face with a large drawn suit (red or black) and its name: the way a bug
    suit or a strain is picked. ``glyph`` is a suit number, or text (``0``, ``NT``); with
    ``back`` the token shows a card back instead (the unseen turnip)."""

    doubleClicked = Signal()

    def __init__(
        self, glyph: int | str, caption: str, parent: QWidget | None = None, *, back: bool = False, size: int = 64
    ) -> None:
        super().__init__(parent)
        self.glyph = glyph
        self.back = back
        self._size = QSize(size + 12, int(size * 1.38) + 12)
        self.setText(caption)
        self.setAccessibleName(caption)
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)

    def sizeHint(self) -> QSize:
        return self._size

    def minimumSizeHint(self) -> QSize:
        return self._size

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        radius = card.width() * 0.12
        if not self.isEnabled() and not self.isChecked():
            p.setOpacity(0.35)
        # shadow, then the face (or the back)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(card.translated(1.5, 2.5), radius, radius)
        p.setBrush(QColor("#7b1e2b") if self.back else CARD_FACE)
        p.drawRoundedRect(card, radius, radius)
        caption_h = card.height() * 0.24
        top = card.height() * 0.1
        art = QRectF(card.x(), card.y() + top, card.width(), card.height() - caption_h - top)
        if self.back:
            self._paint_back(p, card, radius, art)
        elif isinstance(self.glyph, int):
            side = min(art.width(), art.height()) * 0.8
            box = QRectF(art.center().x() - side / 2, art.center().y() - side / 2, side, side)
            p.setBrush(RED_ON_CARD if self.glyph in (Suit.HEARTS, Suit.DIAMONDS) else BLACK_ON_CARD)
            p.drawPath(suit_path(self.glyph, box))
        else:
            p.setPen(BLACK_ON_CARD)
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(int(art.height() * (0.62 if len(self.glyph) < 2 else 0.46)))
            p.setFont(font)
            p.drawText(art, Qt.AlignmentFlag.AlignCenter, self.glyph)
        # caption
        p.setPen(QColor("#f4e6c8") if self.back else QColor("#3a3f3b"))
        font = QFont(self.font())
        font.setBold(True)
        size = max(9, int(caption_h * 0.5))
        font.setPixelSize(size)
        while size > 8 and QFontMetricsF(font).horizontalAdvance(self.text()) > card.width() - 6:
            size -= 1  # shrink long captions ("No trumps") to fit the card
            font.setPixelSize(size)
        p.setFont(font)
        cap = QRectF(card.x(), card.bottom() - caption_h - 2, card.width(), caption_h)
        p.drawText(cap, Qt.AlignmentFlag.AlignCenter, self.text())
        # state rings: chosen (gold), hover, keyboard focus (blue, outside the card)
        p.setOpacity(1.0)
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.isChecked():
            p.setPen(QPen(GOLD, 3.5))
            p.drawRoundedRect(card.adjusted(-1, -1, 1, 1), radius, radius)
        elif self.underMouse() and self.isEnabled():
            p.setPen(QPen(QColor(255, 255, 255, 200), 2))
            p.drawRoundedRect(card, radius, radius)
        if self.hasFocus():
            p.setPen(QPen(FOCUS, 2, Qt.PenStyle.DashLine))
            p.drawRoundedRect(card.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)
        p.end()

    def _paint_back(self, p: QPainter, card: QRectF, radius: float, art: QRectF) -> None:
        p.setPen(QPen(QColor(255, 255, 255, 70), 1))
        inner = card.adjusted(5, 5, -5, -5)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
        p.setPen(QColor("#f4e6c8"))
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(int(art.height() * 0.6))
        p.setFont(font)
        p.drawText(art, Qt.AlignmentFlag.AlignCenter, str(self.glyph))


# ----- the shared base -----------------------------------------------------------------------


class DecisionWidget(QWidget):
    """One kind of decision. Subclasses say whether a view is theirs (:meth:`wants`), add
    their controls (:meth:`_build`), fill in the facts (:meth:`_update_info`), keep the
    controls in step with the choice (:meth:`_sync_controls`) and name the action the
    current choice makes (:meth:`_action`); the base does the rest."""

    chosen = Signal(object)
    #: True when the action need not be one of ``view.legal`` (Minibridge points: the
    #: engine judges the count, and a wrong one is the student's lesson, not a bug).
    free_choice = False

    def __init__(self, view: PlayerView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self._sent = False
        self._keys: dict[int, Callable[[], None]] = {}
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(10)
        self.heading = self._label("heading")
        self.note = self._label("note")
        self._build()
        self.status = self._label("status")
        self.status.hide()
        self.error = self._label("error")
        self.error.hide()
        row = QHBoxLayout()
        self.hint = self._label("hint", add=False)
        row.addWidget(self.hint, 1)
        self.confirm = QPushButton(self)
        self.confirm.setObjectName("confirm")
        self.confirm.setCursor(Qt.CursorShape.PointingHandCursor)
        self.confirm.clicked.connect(self.confirm_choice)
        row.addWidget(self.confirm, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        self.box.addLayout(row)
        self.refresh(view)

    # ----- what subclasses fill in -------------------------------------------------------

    def _build(self) -> None:
        """Add this kind's controls to ``self.box`` (between the notes and the confirm row)."""

    def _update_info(self) -> None:
        """Fill the labels from ``self.view`` (called on every refresh)."""

    def _sync_controls(self) -> None:
        """Enable, check and explain the controls for the current choice."""

    def _confirm_text(self, action: Action | None) -> str:
        return self.tr("Confirm")

    def focus_target(self) -> QWidget:
        """The control that should have the keyboard when the widget appears."""
        return self

    # ----- shared behaviour ----------------------------------------------------------------

    @property
    def legal(self) -> tuple[Action, ...]:
        return tuple(self.view.legal)

    @property
    def sent(self) -> bool:
        """True once the choice has been emitted (controls stay locked until a refresh)."""
        return self._sent

    def refresh(self, view: PlayerView) -> None:
        """Show ``view`` and unlock the controls; the current choice is kept, so a view
        shown again after the engine refused the action can simply be corrected."""
        self.view = view
        self._sent = self._nothing_to_choose(view)
        self.status.hide()
        self._update_info()
        self._sync()

    def show_error(self, message: str) -> None:
        """Show why the last choice was refused (the engine's words) and unlock the controls."""
        self._sent = False
        self.error.setText(message)
        self.error.show()
        self.status.hide()
        self._sync()

    def _sync(self) -> None:
        self._sync_controls()
        action = self._action()
        ok = action is not None and (self.free_choice or action in self.legal)
        self.confirm.setEnabled(ok and not self._sent)
        self.confirm.setText(self._confirm_text(action))
        self.confirm.setAccessibleName(self.confirm.text())

    def _after_select(self, focus: QWidget | None = None) -> None:
        self.error.hide()
        self._sync()
        if focus is not None and focus.isEnabled():
            focus.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def confirm_choice(self) -> None:
        """Emit the chosen action once; the controls lock until the next view."""
        if self._sent:
            return
        action = self._action()
        if action is None or not (self.free_choice or action in self.legal):
            return
        self._sent = True
        self.error.hide()
        self._sync()
        self._after_send(action)
        self.chosen.emit(action)

    def _nothing_to_choose(self, view: PlayerView) -> bool:
        """True for a view shown only to say what was chosen (a secret bid awaiting the reveal)."""
        return False

    def _after_send(self, action: Action) -> None:
        """What the widget says once its choice is sent (Bugami: waiting for the others)."""

    def handle_key(self, event: QKeyEvent) -> bool:
        """Digits, letters and Enter; True when the key meant something here."""
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        key = event.key()
        if key in ENTER_KEYS:
            self.confirm_choice()
            return True
        handler = self._keys.get(key)
        if handler is None or self._sent:
            return False
        handler()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.handle_key(event):
            event.accept()
        else:
            super().keyPressEvent(event)

    def _label(self, name: str, text: str = "", *, add: bool = True) -> QLabel:
        label = QLabel(text, self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        if add:
            self.box.addWidget(label)
        return label

    def _player(self, seat: int) -> str:
        return self.view.players[seat] if 0 <= seat < len(self.view.players) else f"seat {seat}"

    def _chips(self, grid: QGridLayout, entries: Sequence[tuple[str, bool]], most: int = 5) -> None:
        """Fill ``grid`` with one chip per player (``(html, is_own_seat)``), at most ``most``
        a row and the rows balanced (six players: two rows of three, not five and one)."""
        rows = max(1, -(-len(entries) // most))
        per_row = -(-len(entries) // rows) if entries else most
        while grid.count():
            item = grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        for i, (html, own) in enumerate(entries):
            chip = QLabel(html, self)
            chip.setObjectName("chipOwn" if own else "chip")
            chip.setTextFormat(Qt.TextFormat.RichText)
            chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
            chip.setAccessibleName(_plain(html))
            grid.addWidget(chip, i // per_row, i % per_row)


def _plain(html: str) -> str:
    """Text of a small rich-text snippet, for accessible names (screen readers skip tags)."""
    out, inside = [], False
    for ch in html:
        if ch == "<":
            inside = True
        elif ch == ">":
            inside = False
            out.append(" ")
        elif not inside:
            out.append(ch)
    return " ".join("".join(out).replace("&nbsp;", " ").split())


# ----- Bugger Bridge ---------------------------------------------------------------------------


class BuggerBridgeBidWidget(DecisionWidget):
    """Bid 0…n tricks. Every number is shown so the row keeps its shape, but only the legal
    bids are enabled; the hook rule's forbidden bid says why in its tooltip and a note."""

    @classmethod
    def wants(cls, view: PlayerView) -> bool:
        return any(type(a) is Bid for a in view.legal)

    def _build(self) -> None:
        self._bids: dict[int, Bid] = {}
        self._choice: int | None = None
        self.summary = self._label("summary")
        row = QHBoxLayout()
        row.setSpacing(6)
        self.buttons: list[ChoiceButton] = []
        top = int(self.view.info.get("hand_size", self.view.n_tricks))
        for b in range(top + 1):
            button = ChoiceButton(str(b), self)
            button.setObjectName("bidButton")
            button.setAccessibleName(self.tr("Bid {n}").format(n=b))
            button.clicked.connect(lambda _=False, b=b: self.select(b))
            button.doubleClicked.connect(lambda b=b: (self.select(b), self.confirm_choice()))
            row.addWidget(button)
            self.buttons.append(button)
            if b < len(DIGIT_KEYS):
                self._keys[DIGIT_KEYS[b]] = lambda b=b: self.select(b)
        row.addStretch(1)
        self.box.addLayout(row)
        self.hook_note = self._label("note")
        self.bids_grid = QGridLayout()
        self.bids_grid.setSpacing(6)
        self.box.addLayout(self.bids_grid)

    def _update_info(self) -> None:
        view, info = self.view, self.view.info
        self._bids = {a.tricks: a for a in view.legal if type(a) is Bid}
        top = len(self.buttons) - 1
        total = int(info.get("bid_total", 0))
        self.heading.setText(self.tr("How many tricks will you take?"))
        turn_up = info.get("turn_up")
        if view.trump is None:
            trumps = self.tr("no trumps")
        elif turn_up is not None:
            trumps = self.tr("trumps {suit} (turned up {card})").format(
                suit=Suit(view.trump).symbol, card=turn_up.pretty
            )
        else:
            trumps = self.tr("trumps {suit}").format(suit=Suit(view.trump).symbol)
        each = self.tr("1 card each") if top == 1 else self.tr("{n} cards each").format(n=top)
        self.note.setText(suit_html(f"{each} · {trumps}"))
        self.summary.setText(self.summary_text(top, total))
        self.summary.setAccessibleName(self.summary.text())
        forbidden = [b for b in range(top + 1) if b not in self._bids]
        self._why = {b: self._why_not(b, top, total) for b in forbidden}
        for b, button in enumerate(self.buttons):
            button.setToolTip(self._why.get(b, self.tr("Bid {n}: take exactly {n} tricks").format(n=b)))
            button.setAccessibleDescription(button.toolTip())
        self.hook_note.setText("<br>".join(self._why.values()) if self.view.legal else "")
        self.hook_note.setVisible(bool(forbidden) and bool(self.view.legal))
        if self._choice not in self._bids:
            self._choice = None
        self._chips(self.bids_grid, self._bid_chips())
        self.hint.setText(self.tr("Keys: 0–{top} choose · Enter bids").format(top=min(9, top)))

    def summary_text(self, top: int, total: int) -> str:
        """The status line: the range, the bids so far, and which bid makes the round even."""
        even = top - total
        if even >= 0:
            return self.tr("Bid 0–{top}: {total} bid so far, even is {even}").format(top=top, total=total, even=even)
        return self.tr("Bid 0–{top}: {total} bid so far, already over by {over}").format(
            top=top, total=total, over=-even
        )

    def _why_not(self, b: int, top: int, total: int) -> str:
        if self.view.info.get("hook") and self.view.seat == self.view.dealer and total + b == top:
            return self.tr(
                "Hook rule: as dealer you may not bid {b} — the bids would total {top}, the tricks in play, "
                "so everyone could make their bid."
            ).format(b=b, top=top)
        return self.tr("A bid of {b} is not allowed now.").format(b=b)

    def _bid_chips(self) -> list[tuple[str, bool]]:
        view, info = self.view, self.view.info
        bids = info.get("bids", ())
        order = info.get("bid_order") or tuple((view.dealer + 1 + i) % view.n for i in range(view.n))
        chips = []
        for seat in order:
            bid = bids[seat] if seat < len(bids) else None
            name = self._player(seat) + (self.tr(" (dealer)") if seat == view.dealer else "")
            if bid is not None:
                shown = f"<b>{bid}</b>"
            elif seat == view.seat and view.legal:
                shown = self.tr("<i>your bid</i>")
            else:
                shown = "…"
            chips.append((f"{name}<br>{shown}", seat == view.seat))
        return chips

    def select(self, b: int) -> None:
        if self._sent or b not in self._bids:
            return
        self._choice = b
        self._after_select(self.buttons[b])

    def _sync_controls(self) -> None:
        for b, button in enumerate(self.buttons):
            button.setEnabled(b in self._bids and not self._sent)
            button.setChecked(b == self._choice)

    def _action(self) -> Action | None:
        return None if self._choice is None else self._bids.get(self._choice)

    def _confirm_text(self, action: Action | None) -> str:
        return self.tr("Bid {n}").format(n=action.tricks) if isinstance(action, Bid) else self.tr("Bid")

    def focus_target(self) -> QWidget:
        if self._choice is not None:
            return self.buttons[self._choice]
        return self.buttons[min(self._bids)] if self._bids else self


# ----- Bugami and Bleeding Hearts ----------------------------------------------------------------


class BugamiBidWidget(DecisionWidget):
    """A secret bid: a bug suit, or one of the game's special bids (Zero). Bids are revealed
    together, so once this one is sent the widget says it is waiting for the others; shown
    for a view after the seat has bid, it shows the bid made and the same waiting line."""

    #: The special bids after the four suits: bid → (glyph, caption, key, is a card back).
    SPECIALS: ClassVar[dict[str, tuple[str, str, Qt.Key, bool]]] = {"zero": ("0", "Zero", Qt.Key.Key_Z, False)}

    @classmethod
    def wants(cls, view: PlayerView) -> bool:
        return any(type(a) is Declare for a in view.legal) or cls.waiting(view)

    @staticmethod
    def waiting(view: PlayerView) -> bool:
        """The seat has bid and the bids are not yet turned up."""
        has_bid = view.info.get("has_bid", ())
        return (
            view.phase == "bidding"
            and not view.legal
            and view.seat < len(has_bid)
            and bool(has_bid[view.seat])
            and not view.info.get("revealed", False)
        )

    def _build(self) -> None:
        self._map: dict[tuple[str, bool], Declare] = {}
        self._choice: str | None = None
        self.doublets = False
        row = QHBoxLayout()
        row.setSpacing(4)
        self.tokens: dict[str, SuitToken] = {}
        offered = {a.bid for a in self.view.legal if type(a) is Declare}
        if not offered:  # waiting: show the whole row, with the bid made picked out
            offered = set(SUIT_CHARS) | set(self.SPECIALS)
        for bid in [*SUIT_CHARS, *self.SPECIALS]:
            if bid not in offered:
                continue
            if bid in SUIT_CHARS:
                token = SuitToken(int(Suit.parse(bid)), suit_name(bid), self)
                token.setToolTip(self._suit_tip(bid))
                self._keys[SUIT_KEYS[bid]] = lambda bid=bid: self.select(bid)
            else:
                glyph, _, key, back = self.SPECIALS[bid]
                token = SuitToken(glyph, self._special_caption(bid), self, back=back)
                token.setToolTip(self._special_tip(bid))
                self._keys[key] = lambda bid=bid: self.select(bid)
            token.setAccessibleDescription(token.toolTip())
            token.clicked.connect(lambda _=False, bid=bid: self.select(bid))
            token.doubleClicked.connect(lambda bid=bid: (self.select(bid), self.confirm_choice()))
            row.addWidget(token)
            self.tokens[bid] = token
        row.addStretch(1)
        self.box.addLayout(row)
        self._build_extras()
        self.scoring = self._label("note")
        self.progress_grid = QGridLayout()
        self.progress_grid.setSpacing(6)
        self.box.addLayout(self.progress_grid)

    def _build_extras(self) -> None:
        """Controls beside the tokens (Bleeding Hearts adds the Doublets toggle)."""

    def _special_caption(self, bid: str) -> str:
        """The special bid's caption (``SPECIALS[bid][1]``), translated."""
        captions = {"zero": self.tr("Zero"), "turnip": self.tr("Turnip")}
        return captions.get(bid) or self.SPECIALS[bid][1]

    def _suit_tip(self, bid: str) -> str:
        return self.tr("{name} as your bug suit: keep {name} out of the tricks you win").format(
            name=suit_name(bid).lower()
        )

    def _special_tip(self, bid: str) -> str:
        return self.tr("Zero: you expect to take no trick at all — {n} points if you take none").format(
            n=self.view.info.get("zero_score", 50)
        )

    def _update_info(self) -> None:
        view, info = self.view, self.view.info
        self._map = {(a.bid, a.doublets): a for a in view.legal if type(a) is Declare}
        if self.waiting(view):
            bids = info.get("bids", ())
            own = bids[view.seat] if view.seat < len(bids) else None
            dbl = info.get("doublets", ())
            self._choice = own
            self.doublets = bool(dbl[view.seat]) if view.seat < len(dbl) and dbl[view.seat] is not None else False
            self.heading.setText(suit_html(self.tr("Your bid: {bid}").format(bid=self._bid_name(own, self.doublets))))
            self.status.setText(self.tr("Waiting for the others…"))
        else:
            self.heading.setText(self._heading_text())
            if self._choice is not None and not any(b == self._choice for b, _ in self._map):
                self._choice = None
        self.note.setText(self._note_text())
        self.scoring.setText(self._scoring_text())
        has_bid = info.get("has_bid", ())
        order = info.get("bid_order") or tuple(range(view.n))
        chips = []
        for seat in order:
            done = seat < len(has_bid) and has_bid[seat]
            mark = self.tr("bid ✓") if done else ("<i>" + self.tr("to bid") + "</i>")
            chips.append((f"{self._player(seat)}<br>{mark}", seat == view.seat))
        self._chips(self.progress_grid, chips)
        self.hint.setText(self._hint_text())

    def _nothing_to_choose(self, view: PlayerView) -> bool:
        return self.waiting(view)

    def refresh(self, view: PlayerView) -> None:
        super().refresh(view)
        waiting = self.waiting(view)
        self.status.setVisible(waiting)
        self.confirm.setVisible(not waiting)
        self.hint.setVisible(not waiting)

    def _heading_text(self) -> str:
        return self.tr("Choose your bug suit — or bid Zero")

    def _note_text(self) -> str:
        note = self.tr("Bids are secret: everyone's is revealed together once all have bid.")
        undealt = self.view.info.get("undealt", 0)
        if undealt == 1:
            note += " " + self.tr("The 1 undealt card goes with the last trick.")
        elif undealt:
            note += " " + self.tr("The {n} undealt cards go with the last trick.").format(n=undealt)
        return note

    def _scoring_text(self) -> str:
        return self.tr("Scoring: 10 a trick ÷ the bug cards you take; 20 a trick with none.")

    def _hint_text(self) -> str:
        return self.tr("Keys: S H D C suit · Z zero · Enter bids")

    def _bid_name(self, bid: str | None, doublets: bool = False) -> str:
        if bid is None:
            return "—"
        if bid in SUIT_CHARS:
            name = f"{Suit.parse(bid).symbol} {suit_name(bid)}"
            return self.tr("{suit} with Doublets").format(suit=name) if doublets else name
        return self._special_caption(bid) if bid in self.SPECIALS else bid

    def select(self, bid: str) -> None:
        if self._sent or not any(b == bid for b, _ in self._map):
            return
        self._choice = bid
        self._after_select(self.tokens.get(bid))

    def _sync_controls(self) -> None:
        for bid, token in self.tokens.items():
            token.setEnabled(not self._sent and any(b == bid for b, _ in self._map))
            token.setChecked(bid == self._choice)
            token.update()

    def _action(self) -> Action | None:
        if self._choice is None:
            return None
        return self._map.get((self._choice, self.doublets))

    def _confirm_text(self, action: Action | None) -> str:
        if isinstance(action, Declare) and action.doublets:
            return self.tr("Bid {suit} Doublets").format(suit=symbol(action.bid))
        if isinstance(action, Declare):
            return self.tr("Bid {bid}").format(bid=self._bid_name(action.bid))
        return self.tr("Bid")

    def _after_send(self, action: Action) -> None:
        self.status.setText(self.tr("Waiting for the others…"))
        self.status.show()

    def focus_target(self) -> QWidget:
        for bid, token in self.tokens.items():
            if token.isEnabled() and (self._choice is None or bid == self._choice):
                return token
        return self


class BleedingHeartsBidWidget(BugamiBidWidget):
    """Bleeding Hearts: a bug suit, Turnip, and the Doublets toggle, which goes with a suit
    only — it is switched off and disabled while Turnip is chosen, and says why."""

    SPECIALS: ClassVar[dict[str, tuple[str, str, Qt.Key, bool]]] = {"turnip": ("?", "Turnip", Qt.Key.Key_T, True)}

    def _build_extras(self) -> None:
        row = QHBoxLayout()
        self.doublets_button = ChoiceButton(self.tr("Doublets  ×2"), self)
        self.doublets_button.setAccessibleName(self.tr("Doublets"))
        self.doublets_button.clicked.connect(self.toggle_doublets)
        self._keys[Qt.Key.Key_X] = self.toggle_doublets
        row.addWidget(self.doublets_button)
        row.addStretch(1)
        self.box.addLayout(row)
        self.doublets_button.setVisible(
            any(type(a) is Declare and a.doublets for a in self.view.legal) or self.waiting(self.view)
        )

    def _special_tip(self, bid: str) -> str:
        return self.tr(
            "Turnip: your bug suit is the turnip's suit, unknown until the bids are revealed; your score is "
            "doubled. Turnip does not combine with Doublets."
        )

    def _heading_text(self) -> str:
        return self.tr("Choose your bug suit — or the Turnip")

    def _note_text(self) -> str:
        return self.tr(
            "Bids are secret: everyone's is revealed together once all have bid. Then the turnip is "
            "turned up; it joins the last trick."
        )

    def _scoring_text(self) -> str:
        return self.tr(
            "Scoring: 10 a trick ÷ the bug cards you take; 20 a trick with none. Turnip doubles it; "
            "Doublets doubles it if you take no bug card, and scores 0 if you take any."
        )

    def _hint_text(self) -> str:
        return self.tr("Keys: S H D C suit · T turnip · X doublets · Enter bids")

    def toggle_doublets(self) -> None:
        if self._sent or not self._doublets_allowed():
            self._sync()
            return
        self.doublets = not self.doublets
        self._after_select(None)

    def _doublets_allowed(self) -> bool:
        if self._choice is None:
            return any(d for _, d in self._map)
        return (self._choice, True) in self._map

    def _sync_controls(self) -> None:
        super()._sync_controls()
        allowed = self._doublets_allowed()
        if self.doublets and not allowed and not self._sent:
            self.doublets = False  # choosing Turnip switches Doublets off: they do not combine
        button = self.doublets_button
        button.setEnabled(allowed and not self._sent)
        button.setChecked(self.doublets)
        if self._choice is not None and not allowed and (self._choice, False) in self._map:
            tip = self.tr("Doublets combines with a suit only: Turnip and Doublets do not combine.")
        else:
            tip = self.tr(
                "Doublets: you promise to take no card of your bug suit. Clean, your score is doubled; "
                "any bug card and you score 0. Combines with a suit only, not with Turnip."
            )
        button.setToolTip(tip)
        button.setAccessibleDescription(tip)


# ----- Minibridge ------------------------------------------------------------------------------


class PointsBox(QSpinBox):
    """A spin box that starts at "?" (nothing counted yet): the first digit typed replaces
    the "?" rather than being refused after it."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.value() == self.minimum() and event.text().isdigit():
            self.lineEdit().clear()
        super().keyPressEvent(event)


class AnnounceWidget(DecisionWidget):
    """Minibridge: say your high-card points. The number is the student's to count, so
    nothing is filled in ("?") and any count may be announced — the engine refuses a wrong
    one and the window shows its message. "Count for me" writes out the sum."""

    free_choice = True

    @classmethod
    def wants(cls, view: PlayerView) -> bool:
        return any(type(a) is Announce for a in view.legal)

    def _build(self) -> None:
        self.hand_label = self._label("note")
        row = QHBoxLayout()
        row.setSpacing(10)
        label = QLabel(self.tr("Your points:"), self)
        row.addWidget(label)
        self.spin = PointsBox(self)
        self.spin.setRange(-1, 37)
        self.spin.setSpecialValueText("?")
        self.spin.setValue(-1)
        self.spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.spin.setAccessibleName(self.tr("Your high-card points"))
        self.spin.setToolTip(self.tr("Type your points (0–37) or use the arrows"))
        label.setBuddy(self.spin)
        self.spin.valueChanged.connect(lambda _v: self._after_select(None))
        row.addWidget(self.spin)
        self.helper = QPushButton(self.tr("Count for me"), self)
        self.helper.setObjectName("helper")
        self.helper.setAccessibleName(self.tr("Count for me"))
        self.helper.setToolTip(self.tr("Add up the aces, kings, queens and jacks in your hand"))
        self.helper.clicked.connect(self.count_for_me)
        row.addWidget(self.helper)
        row.addStretch(1)
        self.box.addLayout(row)
        self.breakdown = self._label("summary")
        self.breakdown.hide()
        self.announced = self._label("note")

    def _update_info(self) -> None:
        view, info = self.view, self.view.info
        self.heading.setText(self.tr("Count your points: A 4, K 3, Q 2, J 1"))
        order = info.get("announce_order") or ()
        points = info.get("points", ())
        first = bool(order) and order[0] == view.seat
        self.note.setText(
            self.tr("You are the dealer, so you announce first.")
            if first
            else self.tr("Announce your high-card points, in turn from the dealer.")
        )
        self.hand_label.setText(hand_html(view.hand))
        said = [
            f"{self._player(s)} {points[s]}" for s in order if s < len(points) and points[s] is not None
        ]
        self.announced.setText(self.tr("Announced so far: {list}").format(list=", ".join(said)) if said else "")
        self.announced.setVisible(bool(said))
        self.hint.setText(self.tr("Type the number · Enter announces"))

    def count_for_me(self) -> None:
        """Fill in the total and show the sum behind it, so the student can check their own."""
        if self._sent:
            return
        text, total = honour_breakdown(self.view.hand)
        self.breakdown.setText(suit_html(text))
        self.breakdown.setAccessibleName(_plain(text))
        self.breakdown.show()
        self.spin.setValue(total)

    def _sync_controls(self) -> None:
        self.spin.setEnabled(not self._sent)
        self.helper.setEnabled(not self._sent)

    def _action(self) -> Action | None:
        seat = next((a.seat for a in self.view.legal if type(a) is Announce), self.view.seat)
        return None if self.spin.value() < 0 else Announce(seat, self.spin.value())

    def _confirm_text(self, action: Action | None) -> str:
        if isinstance(action, Announce):
            return self.tr("Announce {n}").format(n=action.points)
        return self.tr("Announce")

    def focus_target(self) -> QWidget:
        return self.spin

    def confirm_choice(self) -> None:
        self.spin.interpretText()  # a number typed but not yet committed counts
        super().confirm_choice()


class ContractWidget(DecisionWidget):
    """Minibridge declarer: a strain (♣ ♦ ♥ ♠ NT) and part-score or game. The tricks needed
    are spelled out as soon as the strain is picked — both targets until the level is
    chosen — with the partnership's points and suit lengths to decide by."""

    @classmethod
    def wants(cls, view: PlayerView) -> bool:
        return any(type(a) is ChooseContract for a in view.legal)

    def _build(self) -> None:
        self._map: dict[tuple[str, bool], ChooseContract] = {}
        self._strain: str | None = None
        self._game: bool | None = None
        self.side_label = self._label("note")
        row = QHBoxLayout()
        row.setSpacing(4)
        self.tokens: dict[str, SuitToken] = {}
        keys = {"C": Qt.Key.Key_C, "D": Qt.Key.Key_D, "H": Qt.Key.Key_H, "S": Qt.Key.Key_S, "NT": Qt.Key.Key_N}
        offered = {a.strain for a in self.view.legal if type(a) is ChooseContract}
        for strain in STRAINS:
            if strain not in offered:
                continue
            if strain == "NT":
                token = SuitToken("NT", self.tr("No trumps"), self)
            else:
                token = SuitToken(int(Suit.parse(strain)), suit_name(strain), self)
            token.setToolTip(self._strain_tip(strain))
            token.setAccessibleDescription(token.toolTip())
            token.clicked.connect(lambda _=False, s=strain: self.select_strain(s))
            token.doubleClicked.connect(lambda s=strain: (self.select_strain(s), self.confirm_choice()))
            self._keys[keys[strain]] = lambda s=strain: self.select_strain(s)
            row.addWidget(token)
            self.tokens[strain] = token
        row.addStretch(1)
        self.box.addLayout(row)
        level = QHBoxLayout()
        level.setSpacing(8)
        self.part_button = ChoiceButton(self.tr("Part-score"), self)
        self.game_button = ChoiceButton(self.tr("Game"), self)
        for button, game, key in ((self.part_button, False, Qt.Key.Key_P), (self.game_button, True, Qt.Key.Key_G)):
            button.setAccessibleName(button.text())
            button.clicked.connect(lambda _=False, g=game: self.select_level(g))
            button.doubleClicked.connect(lambda g=game: (self.select_level(g), self.confirm_choice()))
            self._keys[key] = lambda g=game: self.select_level(g)
            level.addWidget(button)
        self.part_button.setToolTip(self.tr("Part-score: 7 tricks, bonus 50"))
        self.game_button.setToolTip(self.tr("Game: NT 9, ♥/♠ 10, ♣/♦ 11 tricks, bonus 300"))
        level.addStretch(1)
        self.box.addLayout(level)
        self.target_label = self._label("summary")
        self.score_label = self._label("note")

    def _strain_tip(self, strain: str) -> str:
        if strain == "NT":
            return self.tr("No trumps: part-score 7 tricks, game 9")
        return self.tr("{name} as trumps: part-score 7 tricks, game {g}").format(
            name=suit_name(strain), g=target_tricks(strain, True)
        )

    def target_text(self) -> str:
        """The tricks needed for the choice so far, in words a student reads aloud."""
        if self._strain is None:
            return self.tr("Choose a strain, then part-score or game")
        sym = symbol(self._strain)
        if self._game is None:
            return self.tr("In {s}: part-score 7 tricks, game {g} tricks").format(
                s=sym, g=target_tricks(self._strain, True)
            )
        level = self.tr("Game") if self._game else self.tr("Part-score")
        return self.tr("{level} in {s}: {n} tricks").format(
            level=level, s=sym, n=target_tricks(self._strain, self._game)
        )

    def _update_info(self) -> None:
        view, info = self.view, self.view.info
        self._map = {(a.strain, a.game): a for a in view.legal if type(a) is ChooseContract}
        self.heading.setText(self.tr("You are declarer: choose the contract"))
        points = info.get("points") or ()
        dummy = info.get("dummy")
        declarer = next((a.seat for a in view.legal if type(a) is ChooseContract), view.seat)
        parts = []
        if dummy is not None and declarer < len(points) and dummy < len(points) and None not in (
            points[declarer],
            points[dummy],
        ):
            total = points[declarer] + points[dummy]
            parts.append(
                self.tr("Your side holds {total} points (you {mine}, dummy {name} {theirs}).").format(
                    total=total, mine=points[declarer], name=self._seat_name(dummy), theirs=points[dummy]
                )
            )
        elif dummy is not None:
            parts.append(self.tr("Dummy: {name}.").format(name=self._seat_name(dummy)))
        dummy_hand = info.get("dummy_hand")
        if dummy_hand is not None:
            lengths = [0, 0, 0, 0]
            for c in (*view.hand, *dummy_hand):
                lengths[int(c.suit)] += 1
            fits = " · ".join(f"{Suit(s).symbol} {lengths[s]}" for s in range(4))
            parts.append(self.tr("Together you hold {fits}.").format(fits=fits))
        self.side_label.setText(suit_html("<br>".join(parts)))
        self.side_label.setVisible(bool(parts))
        self.note.setText(self.tr("Game needs more tricks but scores a 300 bonus instead of 50."))
        self.hint.setText(self.tr("Keys: C D H S N strain · P part-score · G game · Enter plays"))
        self._update_target()

    def _seat_name(self, seat: int) -> str:
        compass = SEAT_NAMES[seat] if 0 <= seat < len(SEAT_NAMES) else ""
        name = self._player(seat)
        return name if name == compass or not compass else f"{name} ({compass})"

    def _update_target(self) -> None:
        self.target_label.setText(suit_html(self.target_text()))
        self.target_label.setAccessibleName(self.target_text())
        if self._strain is not None and self._game is not None:
            made, _ = contract_score(self._strain, self._game, target_tricks(self._strain, self._game))
            self.score_label.setText(
                self.tr("Made exactly: {made} points. Each trick short gives the defenders 50.").format(made=made)
            )
            self.score_label.show()
        else:
            self.score_label.hide()

    def select_strain(self, strain: str) -> None:
        if self._sent or not any(s == strain for s, _ in self._map):
            return
        self._strain = strain
        self._update_target()
        self._after_select(self.tokens.get(strain))

    def select_level(self, game: bool) -> None:
        if self._sent or not any(g == game for _, g in self._map):
            return
        self._game = game
        self._update_target()
        self._after_select(self.game_button if game else self.part_button)

    def _sync_controls(self) -> None:
        for strain, token in self.tokens.items():
            token.setEnabled(not self._sent and any(s == strain for s, _ in self._map))
            token.setChecked(strain == self._strain)
            token.update()
        for button, game in ((self.part_button, False), (self.game_button, True)):
            button.setEnabled(not self._sent and any(g == game for _, g in self._map))
            button.setChecked(self._game is game)

    def _action(self) -> Action | None:
        if self._strain is None or self._game is None:
            return None
        return self._map.get((self._strain, self._game))

    def _confirm_text(self, action: Action | None) -> str:
        if isinstance(action, ChooseContract):
            level = self.tr("game") if action.game else self.tr("part-score")
            return self.tr("Play {level} in {s}").format(level=level, s=symbol(action.strain))
        return self.tr("Play")

    def focus_target(self) -> QWidget:
        for strain, token in self.tokens.items():
            if token.isEnabled() and (self._strain is None or strain == self._strain):
                return token
        return self


# ----- the panel -------------------------------------------------------------------------------

class DecisionPanel(QWidget):
    """The human's non-card decisions. Call :meth:`show_for` with the human's view whenever
    it changes; the panel shows itself when there is something to decide (or a secret bid
    to wait on) and hides otherwise. The chosen action comes out of :attr:`chosen`; apply it,
    and if the engine refuses it, call :meth:`show_error` with the message (or
    :meth:`show_for` with the same view) to let the human choose again."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setAutoFillBackground(False)
        self.setStyleSheet(PANEL_STYLE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Decision"))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.card = QFrame(self)
        self.card.setObjectName("decisionCard")
        self.card.setMaximumWidth(640)
        outer.addWidget(self.card)
        self._inner = QVBoxLayout(self.card)
        self._inner.setContentsMargins(22, 18, 22, 18)
        # Never squeeze the tokens and buttons below their size, wherever the panel sits.
        self._inner.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        # A floor for the width that still lets wider controls (nine bid buttons) widen the
        # panel: an explicit minimum on the widget would override their size hints.
        self._inner.addSpacerItem(QSpacerItem(MIN_CONTENT_WIDTH, 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed))
        self._current: DecisionWidget | None = None
        self._key: tuple | None = None
        self.hide()

    @property
    def current(self) -> DecisionWidget | None:
        """The widget on show, or ``None``."""
        return self._current

    @staticmethod
    def kind_for(view: PlayerView) -> type[DecisionWidget] | None:
        """The kind of decision ``view`` asks for, or ``None`` (a card to play, or nothing)."""
        return next((kind for kind in face_for(view.game).decision_widgets() if kind.wants(view)), None)

    def show_for(self, view: PlayerView) -> bool:
        """Show the decision ``view`` asks for; returns False (and hides) when there is none.

        The same decision shown again keeps what the human had picked and unlocks it, so
        refreshing the table mid-choice loses nothing.
        """
        kind = self.kind_for(view)
        if kind is None:
            self.clear()
            return False
        key = (kind, view.game, view.round_index, view.phase, view.seat, tuple(view.legal))
        if self._current is not None and key == self._key:
            self._current.refresh(view)
        else:
            self._discard()
            self._current = kind(view, self.card)
            self._current.chosen.connect(self.chosen)
            self._inner.addWidget(self._current)
            self._current.show()  # a layout only shows a new child later, from the event loop
            self._key = key
            self.setAccessibleDescription(_plain(self._current.heading.text()))
        self.show()
        self._current.focus_target().setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def show_error(self, message: str) -> None:
        """Say why the engine refused the choice, and let the human choose again."""
        if self._current is not None:
            self._current.show_error(message)

    def clear(self) -> None:
        """Nothing to decide: remove the controls and hide."""
        self._discard()
        self.hide()

    def _discard(self) -> None:
        if self._current is not None:
            self._inner.removeWidget(self._current)
            self._current.hide()
            self._current.deleteLater()
        self._current = None
        self._key = None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys pressed while the panel itself (not a control) has focus still choose."""
        if self._current is not None and self._current.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)


__all__ = [
    "AnnounceWidget",
    "BleedingHeartsBidWidget",
    "BugamiBidWidget",
    "BuggerBridgeBidWidget",
    "ChoiceButton",
    "ContractWidget",
    "DecisionPanel",
    "DecisionWidget",
    "SuitToken",
    "honour_breakdown",
    "suit_path",
]
