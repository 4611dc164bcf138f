"""The decision panel's building blocks: the choice buttons, the suit tokens and the
:class:`DecisionWidget` base every game's decision (in its face, ``ui/games/<game>.py``)
builds on — show the view, pick, confirm, send one legal action."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..engine.actions import Action
from ..engine.view import PlayerView
from . import suit_ink
from .decision_look import (
    BLACK_ON_CARD,
    CARD_FACE,
    CHOSEN_FACE,
    DENSITIES,
    ENTER_KEYS,
    FOCUS,
    GOLD,
    suit_path,
)
from .hint_callout import HintRing


def unbreakable_parts(text: str) -> str:
    """``text`` whose parts between " · " may not be broken inside: their spaces are
    no-break spaces and their hyphens no-break hyphens (a keys' hint reads by its parts).
    Its own output, or a hint broken in two (:data:`LINE_BREAK`), comes back as it was made."""
    text = text.replace(LINE_BREAK, " · ").replace(PART_BREAK, " · ")
    return PART_BREAK.join(part.replace(" ", "\u00a0").replace("-", "\u2011") for part in text.split(" · "))


# Between two parts of a hint: a line may break after the "·", not before it.
PART_BREAK = "\u00a0· "
# Where a hint too long for one line is broken in two (:meth:`DecisionWidget._break_hint`):
# the "·" between the parts goes, as in the score sheet's key ("Type the number ·" /
# "Enter announces" left it dangling at the end of the first line, a player's review).
LINE_BREAK = "<br>"

# The marks that end a phrase: a heading's line may break after one, nowhere else.
PHRASE_ENDS = frozenset(":;,.?!—–")


def whole_phrases(text: str) -> str:
    """``text`` (rich text) that a word-wrapped label breaks only after the end of a phrase
    (:data:`PHRASE_ENDS`: "You are declarer:" / "choose the contract"): every other space
    outside the tags is a no-break space, and every hyphen a no-break hyphen ("part-" /
    "score"). Qt breaks at the last space that fits, and left a heading's last word alone on
    its second line ("…: choose the" / "contract")."""
    out = list(text)
    last = ""  # the last character shown (an entity counts as a letter)
    for i in _shown(text):
        ch = text[i]
        if ch == "&":
            last = "&"
            continue
        if ch == " " and last not in PHRASE_ENDS:
            out[i] = "\u00a0"
        elif ch == "-":
            out[i] = "\u2011"
        last = ch
    return "".join(out)


def _shown(text: str) -> list[int]:
    """Positions of the characters a rich-text snippet shows: tags skipped, each entity
    (``&amp;``) by the position of its ``&``."""
    shown: list[int] = []
    tag = entity = False
    for i, ch in enumerate(text):
        if tag or ch == "<":
            tag = ch != ">"
        elif entity or ch == "&":
            if ch == "&":
                shown.append(i)
            entity = ch != ";"
        else:
            shown.append(i)
    return shown


# A wrapped paragraph's last line holds at least this many characters (``no_widow``).
WIDOW_TAIL = 18


def no_widow(text: str, tail: int = WIDOW_TAIL) -> str:
    """``text`` (rich text, paragraphs split by ``<br>``) with the last words of each long
    paragraph joined by no-break spaces, up to ``tail`` characters: wrapped, its last line
    carries a phrase ("holds 4: 22 together."), not a word or two ("22 together." under a
    full line at 1024×700), nor a line on a word of one or two letters. An honour's letter
    stays with its value ("A 4") anywhere in the text. A paragraph shorter
    than twice that is left alone, and at most six words are joined, so the tail always
    fits the narrowest panel."""
    return "<br>".join(_join_tail(_HONOUR_VALUE.sub("\\1\u00a0", p), tail) for p in text.split("<br>"))


# A lone capital letter before a number: an honour and its value ("A 4, K 3, Q 2, J 1"),
# never split between two lines ("count again (A" / "4, K 3 …").
_HONOUR_VALUE = re.compile(r"(?<![\w&#])([A-Z]) (?=\d)")


def _join_tail(paragraph: str, tail: int) -> str:
    shown = _shown(paragraph)
    if len(shown) < 2 * tail:
        return paragraph
    out = list(paragraph)
    joined = 0
    for k in range(len(shown) - 1, -1, -1):
        if paragraph[shown[k]] != " ":
            continue
        # The line would end on the word before this space: not on one of one or two letters
        # ("… le mort Ben (Nord) en" / "a 4 : 22 à vous deux."), which goes down with the tail.
        before = "".join(paragraph[i] for i in shown[max(0, k - 3):k]).split(" ")[-1]
        if (len(shown) - k > tail and not 0 < len(before) <= 2) or joined == 6:
            break
        out[shown[k]] = "\u00a0"
        joined += 1
    return "".join(out)


# ----- buttons -----------------------------------------------------------------------------


class _DoubleClickMixin:
    """A double-click on a choice confirms it: the fast path for mouse players. The signal
    fires on the double-click itself; the release that follows lands on controls that are
    already locked, so it cannot pick anything else."""

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        super().mouseDoubleClickEvent(event)  # type: ignore[misc]
        if self.isEnabled():  # type: ignore[attr-defined]
            self.doubleClicked.emit()  # type: ignore[attr-defined]


class KeyboardFocusMixin:
    """A choice that shows where the keyboard is only to a person using the keyboard (as a
    browser's ``:focus-visible``): a panel gives its first choice the focus as it opens, and
    that ring on the first card or number, beside a grey confirm button, read as the choice
    already made. The ring shows once the keyboard brings the focus (Tab, an arrow, a
    shortcut key) or is used on the choice, and on the next panel's first choice while the
    person goes on with the keyboard; a click hides it again."""

    # Whether the person's last move on a choice was a key (shared by every choice).
    keyboard_in_use: ClassVar[bool] = False
    focus_shown = False

    def focusInEvent(self, event: QFocusEvent) -> None:
        reason = event.reason()
        if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                      Qt.FocusReason.ShortcutFocusReason):
            KeyboardFocusMixin.keyboard_in_use = True
        if reason != Qt.FocusReason.ActiveWindowFocusReason:  # back to the window: as it was
            self._show_focus(KeyboardFocusMixin.keyboard_in_use and reason != Qt.FocusReason.MouseFocusReason)
        super().focusInEvent(event)  # type: ignore[misc]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        KeyboardFocusMixin.keyboard_in_use = True
        self._show_focus(True)
        super().keyPressEvent(event)  # type: ignore[misc]

    def mousePressEvent(self, event: QMouseEvent) -> None:
        KeyboardFocusMixin.keyboard_in_use = False
        self._show_focus(False)
        super().mousePressEvent(event)  # type: ignore[misc]

    def _show_focus(self, shown: bool) -> None:
        if shown != self.focus_shown:
            self.focus_shown = shown
            self._focus_look_changed()

    def _focus_look_changed(self) -> None:
        """Draw the focus anew (a styled button restyles itself instead)."""
        self.update()  # type: ignore[attr-defined]


# The arrow keys' step along a row of choices: back (left, up) or on (right, down).
ARROW_STEPS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}


class _RowKeysMixin:
    """The keyboard on one of a row of choices (the bids 0..N, part-score or game, the bug
    suits), as in a group of radio buttons: an arrow key goes to the next choice in the row
    and picks it; Space (the button's own key) picks the focused choice, and so does Enter
    while nothing in the row is picked. Picking is never confirming: once a choice is
    picked, Enter goes on to the decision, which confirms the choice picked.

    Before, the bid buttons took the arrow keys as Qt's focus moves: the focus ring went
    along the numbers while nothing was picked, Enter then confirmed nothing and the Bid
    button stayed disabled, so the keyboard looked stuck. The focus and the pick now go
    together, so a number never looks chosen when it is not."""

    def _row(self) -> list[QAbstractButton] | None:
        """The choices this one steps along, in reading order, itself included (the others
        only while they may be picked); ``None`` when it is not one of a row (the default:
        each button class says what its row is)."""
        return None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        me: QAbstractButton = self  # type: ignore[assignment]
        key = Qt.Key(event.key())
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        row = self._row() if plain and (key in ARROW_STEPS or key in ENTER_KEYS) else None
        if row is None or (key in ENTER_KEYS and any(b.isChecked() for b in row)):
            super().keyPressEvent(event)  # type: ignore[misc]  # Enter with a pick: on to the decision
        elif key in ARROW_STEPS:
            i = row.index(me) + ARROW_STEPS[key]
            if 0 <= i < len(row):  # the ends stay put
                row[i].setFocus(Qt.FocusReason.TabFocusReason)
                row[i].click()
            event.accept()
        else:  # Enter with nothing picked picks the focused choice, as a click does
            me.click()
            event.accept()


class ChoiceButton(KeyboardFocusMixin, _RowKeysMixin, _DoubleClickMixin, QPushButton):
    """A checkable push button for one choice (a bid, part-score or game). The choice
    buttons laid out side by side (one layout's row) are a row of choices for the keyboard
    (:class:`_RowKeysMixin`); one alone (Bleeding Hearts' Doublets toggle) keeps a push
    button's keys."""

    doubleClicked = Signal()

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setProperty("focusShown", False)  # the panel's style sheet draws the ring by it

    def _focus_look_changed(self) -> None:
        self.setProperty("focusShown", self.focus_shown)
        self.style().unpolish(self)
        self.style().polish(self)

    def _row(self) -> list[QAbstractButton] | None:
        parent = self.parentWidget()
        layout = _layout_holding(parent.layout(), self) if parent is not None else None
        if layout is None:
            return None
        items = (layout.itemAt(i) for i in range(layout.count()))
        mates = [w for item in items if item is not None and isinstance(w := item.widget(), ChoiceButton)]
        if len(mates) < 2:
            return None
        return sorted((b for b in mates if b is self or (b.isEnabled() and not b.isHidden())),
                      key=lambda b: (b.y(), b.x()))


def _layout_holding(layout: QLayout | None, widget: QWidget) -> QLayout | None:
    """The layout, ``layout`` or one nested in it, that holds ``widget`` itself."""
    if layout is None:
        return None
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is None:
            continue
        if item.widget() is widget:
            return layout
        found = _layout_holding(item.layout(), widget)
        if found is not None:
            return found
    return None


@dataclass(frozen=True)
class TokenFace:
    """How a suit token's card is laid out (:meth:`SuitToken.face`): the picture's room, the
    caption's, and the caption's lines and type (``None``: too small to be written)."""

    art: QRectF
    caption: QRectF
    lines: list[str] | None
    font: QFont | None


class SuitToken(KeyboardFocusMixin, _RowKeysMixin, _DoubleClickMixin, QAbstractButton):
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
        self._size = QSize()
        self.set_size(size)
        self.setText(caption)
        self.setAccessibleName(caption)
        self.setToolTip(caption)  # the name, also where the token is too small to write it
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)

    # Room around the card for its rings (chosen, keyboard focus) and its shadow.
    RING_ROOM = 4

    def set_size(self, size: int) -> None:
        """The card's width (a crowded table asks for smaller tokens)."""
        self._size = QSize(size + 2 * self.RING_ROOM, int(size * 1.38) + 2 * self.RING_ROOM)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return self._size

    def _row(self) -> list[QAbstractButton] | None:
        """Every token of the decision is one row for the keyboard, in reading order."""
        parent = self.parentWidget()
        if parent is None:
            return None
        return sorted((t for t in parent.findChildren(SuitToken) if (t.isVisible() and t.isEnabled()) or t is self),
                      key=lambda t: (t.y(), t.x()))

    def minimumSizeHint(self) -> QSize:
        return self._size

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = self.card_rect()
        radius = card.width() * 0.12
        if not self.isEnabled() and not self.isChecked():
            p.setOpacity(0.35)
        # shadow, then the face (or the back)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(card.translated(1.5, 2.5), radius, radius)
        p.setBrush(QColor("#7b1e2b") if self.back else CHOSEN_FACE if self.isChecked() else CARD_FACE)
        p.drawRoundedRect(card, radius, radius)
        face = self.face()
        art = face.art
        if self.back:
            self._paint_back(p, card, radius, art)
        elif isinstance(self.glyph, int):
            p.setBrush(suit_ink.qcolor(suit_ink.SIGNS[self.glyph], "light", BLACK_ON_CARD))
            p.drawPath(suit_path(self.glyph, self.suit_box(art)))
        else:
            p.setPen(BLACK_ON_CARD)
            p.setFont(self.glyph_font(art))
            p.drawText(art, Qt.AlignmentFlag.AlignCenter, self.glyph)
        if face.lines and face.font is not None:
            p.setPen(QColor("#f4e6c8") if self.back else QColor("#3a3f3b"))
            p.setFont(face.font)
            p.drawText(face.caption, Qt.AlignmentFlag.AlignCenter, "\n".join(face.lines))
        # The states, each its own look: chosen is the card itself marked (its face warmed,
        # a gold edge and a tick), the keyboard's place a thin dashed line around it.
        p.setOpacity(1.0)
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.isChecked():
            p.setPen(QPen(GOLD, 3.5))
            p.drawRoundedRect(card.adjusted(-1, -1, 1, 1), radius, radius)
            self._paint_tick(p, *self.tick_disc())
        elif self.underMouse() and self.isEnabled():
            p.setPen(QPen(QColor(255, 255, 255, 200), 2))
            p.drawRoundedRect(card, radius, radius)
        if self.hasFocus() and self.focus_shown:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(FOCUS, 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(card.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
        p.end()

    def face(self) -> TokenFace:
        """Where the card's picture and its caption go, and the caption's lines and type."""
        card = self.card_rect()
        font = self.caption_font()
        lines = self.caption_lines(font) if font is not None else None
        caption_h = 0.0
        if lines and font is not None:  # a second line takes a line's height from the picture
            caption_h = card.height() * 0.24 + (len(lines) - 1) * QFontMetricsF(font).lineSpacing()
        top = card.height() * 0.1
        art = QRectF(card.x(), card.y() + top, card.width(), card.height() - caption_h - top)
        caption = QRectF(card.x(), card.bottom() - caption_h - 2, card.width(), caption_h)
        return TokenFace(art, caption, lines, font)

    @staticmethod
    def suit_box(art: QRectF) -> QRectF:
        """The square a suit is drawn in, in the middle of the picture's room."""
        side = min(art.width(), art.height()) * 0.8
        return QRectF(art.center().x() - side / 2, art.center().y() - side / 2, side, side)

    def glyph_font(self, art: QRectF) -> QFont:
        """The type of a face written in letters ("NT", "SA", "0"), or of the back's mark."""
        font = QFont(self.font())
        font.setBold(True)
        share = 0.6 if self.back else 0.62 if len(str(self.glyph)) < 2 else 0.46
        font.setPixelSize(int(art.height() * share))
        return font

    # The chosen tick's radius, as a share of the card's width, and its inset from the
    # card's corner: a disc that fits the corner beside a suit's shoulder. At 0.13 of the
    # width, 2 px in, it covered the heart's right lobe at every token size.
    TICK_SHARE, TICK_INSET = 0.11, 1.5

    def tick_disc(self) -> tuple[QPointF, float]:
        """The centre and radius of the chosen tick, in the card's top right-hand corner."""
        card = self.card_rect()
        r = max(4.0, card.width() * self.TICK_SHARE)
        return QPointF(card.right() - r - self.TICK_INSET, card.top() + r + self.TICK_INSET), r

    @staticmethod
    def _paint_tick(p: QPainter, centre: QPointF, r: float) -> None:
        """A gold disc with a tick: chosen."""
        p.setPen(QPen(QColor("#8a6a12"), 1))
        p.setBrush(GOLD)
        p.drawEllipse(centre, r, r)
        tick = QPainterPath(centre + QPointF(-r * 0.5, 0))
        tick.lineTo(centre + QPointF(-r * 0.12, r * 0.42))
        tick.lineTo(centre + QPointF(r * 0.52, -r * 0.4))
        pen = QPen(QColor("#1b2a1f"), max(1.5, r * 0.28))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(tick)

    # The smallest caption written (pixels): smaller type cannot be read, and the suit's
    # picture then speaks alone, larger (the name stays the tool tip and accessible name).
    # Before, captions shrank to 7 px, where "Diamonds" still ran over a 38 px card.
    MIN_CAPTION_PX = 8

    def card_rect(self) -> QRectF:
        """The card face drawn inside the token (the margin holds the rings)."""
        m = self.RING_ROOM
        return QRectF(self.rect()).adjusted(m, m, -m, -m)

    def caption_room(self) -> float:
        """How wide a caption's line may run: the card's width less an inner margin each
        side ("Carreau" ran from edge to edge of its card)."""
        width = self.card_rect().width()
        return width - 2 * max(3.0, width * 0.06)

    def caption_font(self) -> QFont | None:
        """The type the caption is written in at the token's size (``None``: not written)."""
        return self._caption_font(self.card_rect().height() * 0.24)

    def caption_lines(self, font: QFont) -> list[str] | None:
        """The caption as written in ``font``: one line; or, on a card whose face is already
        words ("NT", "SA", "0"), two, broken after a space or a hyphen ("Sans-" / "atout"),
        since a shorter picture costs it nothing; ``None`` where it does not fit."""
        metrics, room, text = QFontMetricsF(font), self.caption_room(), self.text()
        if metrics.horizontalAdvance(text) <= room:
            return [text]
        if isinstance(self.glyph, int) or self.back:
            return None
        breaks = sorted((i for i, c in enumerate(text) if c in " -"), key=lambda i: abs(i - len(text) / 2))
        for i in breaks:
            lines = [text[: i + 1].strip(), text[i + 1:].strip()]
            if all(line and metrics.horizontalAdvance(line) <= room for line in lines):
                return lines
        return None

    def _caption_font(self, caption_h: float) -> QFont | None:
        """The caption's type: one size for the whole row of tokens, the largest (from half
        the caption's height, at least 9 px, down to :attr:`MIN_CAPTION_PX`) at which every
        caption of the row fits its card, so that one long name ("Diamonds", "No trumps")
        does not read smaller than the rest, and no card goes without its name while the
        others have theirs (the no-trump card's "Sans-atout" was left off); ``None`` (no
        captions in the row) when they fit at none."""
        font = QFont(self.font())
        font.setBold(True)
        parent = self.parentWidget()
        row = parent.findChildren(SuitToken) if parent is not None else [self]
        tokens = [t for t in row if t.isVisible()] or [self]
        size = max(self.MIN_CAPTION_PX + 1, int(caption_h * 0.5))
        while True:
            font.setPixelSize(size)
            if all(t.caption_lines(font) is not None for t in tokens):
                return font
            if size <= self.MIN_CAPTION_PX:
                return None
            size -= 1

    def _paint_back(self, p: QPainter, card: QRectF, radius: float, art: QRectF) -> None:
        p.setPen(QPen(QColor(255, 255, 255, 70), 1))
        inner = card.adjusted(5, 5, -5, -5)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
        p.setPen(QColor("#f4e6c8"))
        p.setFont(self.glyph_font(art))
        p.drawText(art, Qt.AlignmentFlag.AlignCenter, str(self.glyph))


# ----- the shared base -----------------------------------------------------------------------


class DecisionWidget(QWidget):
    """One kind of decision. Subclasses say whether a view is theirs (:meth:`wants`), add
    their controls (:meth:`_build`), fill in the facts (:meth:`_update_info`), keep the
    controls in step with the choice (:meth:`_sync_controls`) and name the action the
    current choice makes (:meth:`_action`); the base does the rest."""

    chosen = Signal(object)
    # A new choice after a refusal took its reason off the panel (see _after_select).
    error_cleared = Signal()
    # True when the action need not be one of ``view.legal`` (Minibridge points: the
    # engine judges the count, and a wrong one is the student's lesson, not a bug).
    free_choice = False

    def __init__(self, view: PlayerView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self._sent = False
        self._keys: dict[int, Callable[[], None]] = {}
        self._optional: list[QLabel] = []
        self._essential: set[QLabel] = set()  # optional notes kept at the first folding density
        self._folded: set[QLabel] = set()
        self._ring: HintRing | None = None
        self.density = 0
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(10)
        self.heading = self._label("heading", phrases=True)
        self.note = self._label("note", optional=True)
        self._build()
        self.status = self._label("status")
        self.status.hide()
        self.error = self._label("error")
        self.error.hide()
        row = QHBoxLayout()
        self._build_beside_confirm(row)
        self.hint = self._label("hint", add=False, optional=True)
        row.addWidget(self.hint, 1)
        self.confirm = QPushButton(self)
        self.confirm.setObjectName("confirm")
        self.confirm.setCursor(Qt.CursorShape.PointingHandCursor)
        self.confirm.clicked.connect(self.confirm_choice)
        row.addWidget(self.confirm, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        self.box.addLayout(row)
        # Both are sized from their font, which the panel's style sheet sets only once the
        # widget is in the panel: measured before, the keys' hint came out 20 px too narrow
        # and broke onto a third line.
        self.hint.installEventFilter(self)
        self.confirm.installEventFilter(self)
        self.refresh(view)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FontChange:
            if watched is self.hint:
                self._size_hint_label()
            elif watched is self.confirm:
                self._size_confirm()
        elif event.type() == QEvent.Type.Resize and watched is self.hint:
            self._break_hint()
        return super().eventFilter(watched, event)

    # The keys' hint beside the confirm button takes two lines where that is at most this
    # wide: a long button ("Play part-score in NT") squeezed it into a column of four; the
    # panel widens instead.
    HINT_WIDEST = 300

    def _size_hint_label(self) -> None:
        """The hint broken only between its parts ("P part-score · G game": never "P part-" /
        "score" nor "G" / "game"), at least as wide as its widest part and as two lines of it
        need (up to :data:`HINT_WIDEST` pixels)."""
        text = self.hint.text()
        whole = unbreakable_parts(text)
        if whole != text:
            self.hint.setText(whole)
        self.hint.ensurePolished()  # the style sheet's font, not the default one, sets the width
        metrics = self.hint.fontMetrics()
        parts = whole.split(PART_BREAK)
        if not whole:
            self.hint.setMinimumWidth(0)
            return
        # The narrowest width that puts the parts on two lines, broken after a "·".
        two_lines = min(max(metrics.horizontalAdvance(PART_BREAK.join(parts[:k])),
                            metrics.horizontalAdvance(PART_BREAK.join(parts[k:])))
                        for k in range(1, len(parts))) if len(parts) > 1 else metrics.horizontalAdvance(whole)
        widest = max(metrics.horizontalAdvance(part) for part in parts)
        self.hint.setMinimumWidth(max(widest, min(self.HINT_WIDEST, two_lines)) + 12)
        self._break_hint()

    def _break_hint(self) -> None:
        """A hint too long for its width goes on two lines as even as its parts allow ("Keys:
        S H D C suit" / "Z zero · Enter bids"), not as many parts as fit and then the rest
        ("… · Z zero" / "Enter bids"); one that fits stays on one line."""
        whole = unbreakable_parts(self.hint.text())
        parts = whole.split(PART_BREAK)
        metrics = self.hint.fontMetrics()
        # A few pixels of slack: a hint measured exactly as wide as the label (232 of 232 px
        # in a real window) was still wrapped by the label, after a "·".
        room = self.hint.contentsRect().width() - 2 * self.hint.margin() - 3
        text = whole
        if len(parts) > 1 and metrics.horizontalAdvance(whole) > room:
            lines = [(PART_BREAK.join(parts[:k]), PART_BREAK.join(parts[k:])) for k in range(1, len(parts))]
            first, second = min(lines, key=lambda pair: max(metrics.horizontalAdvance(x) for x in pair))
            if max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second)) <= room:
                text = first + LINE_BREAK + second
            else:  # narrower still: as many parts a line as fit (left to Qt, the hint broke
                # after a "·" and left it dangling at the end of a line)
                packed = [parts[0]]
                for part in parts[1:]:
                    joined = packed[-1] + PART_BREAK + part
                    if metrics.horizontalAdvance(joined) <= room:
                        packed[-1] = joined
                    else:
                        packed.append(part)
                text = LINE_BREAK.join(packed)
        if text != self.hint.text():
            self.hint.setText(text)

    def _size_confirm(self) -> None:
        """The confirm button as wide as its widest label for this decision ("Play" grows to
        "Play part-score in NT" once both halves of a contract are chosen): a button that
        widened as the player chose pushed the keys' hint onto a third line and made the
        whole panel jump sideways under the pointer."""
        shown = self.confirm.text()
        widest = 0
        for action in (None, *self.legal):
            self.confirm.setText(self._confirm_text(action))
            widest = max(widest, self.confirm.sizeHint().width())
        self.confirm.setText(shown)
        self.confirm.setMinimumWidth(widest)

    # ----- what subclasses fill in -------------------------------------------------------

    def _build_beside_confirm(self, row: QHBoxLayout) -> None:
        """Controls on the confirm button's row, left of the keys' hint (a toggle that goes
        with the choice, as Bleeding Hearts' Doublets): a row of their own cost a small
        table the room its scoring note needed."""

    @classmethod
    def wants(cls, view: PlayerView) -> bool:
        """Is the decision ``view`` asks for this kind's? Each kind says which it takes; the
        base takes none."""
        return False

    def _action(self) -> Action | None:
        """The action the current choice makes, or ``None`` while it makes none (the base:
        never one, so its confirm button stays disabled)."""
        return None

    def _build(self) -> None:
        """Add this kind's controls to ``self.box`` (between the notes and the confirm row)."""

    def _update_info(self) -> None:
        """Fill the labels from ``self.view`` (called on every refresh)."""

    def _sync_controls(self) -> None:
        """Enable, check and explain the controls for the current choice."""

    def restyle(self) -> None:
        """The deck's colours changed: the labels are filled again, the suit chips repainted."""
        self._update_info()
        self._break_hint()  # the keys' line, filled again whole, is broken between its parts again
        self.update()

    def _confirm_text(self, action: Action | None) -> str:
        return self.tr("Confirm")

    def focus_target(self) -> QWidget:
        """The control that should have the keyboard when the widget appears."""
        return self

    def control_for(self, action: Action) -> QWidget | None:
        """The control that makes ``action`` (a bid's button, a suit's token), for the hint's ring."""
        return None

    # ----- the hint -----------------------------------------------------------------------

    def mark_hint(self, action: Action | None) -> QWidget | None:
        """Ring the control that makes ``action`` as the table rings a suggested card (not
        like keyboard focus), or take the ring away (``None``); returns the ringed control."""
        if self._ring is not None:
            self._ring.target.removeEventFilter(self._ring)
            self._ring.hide()
            self._ring.deleteLater()
            self._ring = None
        control = self.control_for(action) if action is not None else None
        if control is not None:
            self._ring = HintRing(control)
            focused = self.focusWidget()
            if focused is not None and focused is not control and focused.hasFocus():
                # The keyboard's ring moves to the hinted control, as the table's highlight
                # moves to a hinted card: left on Spades beside the hint's ring on the Turnip,
                # it read as a second suggestion (a player's review).
                control.setFocus(Qt.FocusReason.OtherFocusReason)
        return control

    @property
    def hinted(self) -> QWidget | None:
        """The control wearing the hint's ring, if any."""
        return self._ring.target if self._ring is not None else None

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
        self._size_hint_label()
        self._size_confirm()
        self._fold_notes()
        self._sync()

    def set_density(self, level: int) -> None:
        """Roomy (0) or tighter (1, 2, 3): smaller tokens; from 2 the side notes (the rules
        reminder, the keys) fold into the heading's tool tip, so what to do stays in sight."""
        self.density = level
        size = DENSITIES[level].token
        for token in self.findChildren(SuitToken):
            token.set_size(size)
        self.box.setSpacing(DENSITIES[level].spacing)
        self._update_info()
        self._size_hint_label()
        self._size_confirm()
        self._fold_notes()
        self.updateGeometry()

    def _fold_notes(self) -> None:
        """Hide the optional notes at the densities that fold them; their words go to the
        heading's tool tip (and come back at a roomier density)."""
        folded = []
        density = DENSITIES[self.density]
        for label in self._optional:
            if density.fold and not (density.keep and label in self._essential):
                # Shown, or folded already at another folding density: its words stay in the tip.
                if label.text() and (not label.isHidden() or label in self._folded):
                    folded.append(plain_text(label.text()))
                    label.hide()
                    self._folded.add(label)
            elif label in self._folded:
                self._folded.discard(label)
                label.setVisible(bool(label.text()))
        self.heading.setToolTip("\n".join(folded))

    def show_error(self, message: str) -> None:
        """Show why the last choice was refused (the engine's words) and unlock the controls."""
        self._sent = False
        self.error.setText(message)
        self.error.show()
        self.status.hide()
        self._sync()
        self.take_focus()

    def take_focus(self) -> None:
        """Give the keyboard back to the control the person decides with: sending the choice
        disabled it, which moved the focus away, so after a refusal typed keys would land
        nowhere. A number field comes back with its text selected, ready to be typed over."""
        target = self.focus_target()
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        if isinstance(target, QAbstractSpinBox):
            target.selectAll()

    def _sync(self) -> None:
        self._sync_controls()
        action = self._action()
        ok = action is not None and (self.free_choice or action in self.legal)
        self.confirm.setEnabled(ok and not self._sent)
        self.confirm.setText(self._confirm_text(action))
        self.confirm.setAccessibleName(self.confirm.text())

    def _after_select(self, focus: QWidget | None = None) -> None:
        if not self.error.isHidden():
            self.error.hide()
            self.error_cleared.emit()
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

    def _label(self, name: str, text: str = "", *, add: bool = True, optional: bool = False,
               essential: bool = False, phrases: bool = False) -> QLabel:
        """A rich-text label; an ``optional`` one (a reminder, not the question) folds away
        when the panel must pack tight, an ``essential`` one only when even that is too tall;
        one of ``phrases`` (a heading) breaks its lines only between phrases, any other never
        leaves a word or two alone on its last line."""
        # The keys' hint is broken between its parts by its own rule (``_size_hint_label``).
        label = PhraseLabel(self) if phrases else QLabel(self) if name == "hint" else NoWidowLabel(self)
        label.setText(text)
        if optional or essential:
            self._optional.append(label)
        if essential:
            self._essential.add(label)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        if add:
            self.box.addWidget(label)
        return label

    def _player(self, seat: int) -> str:
        return self.view.players[seat] if 0 <= seat < len(self.view.players) else f"seat {seat}"


class NoWidowLabel(QLabel):
    """A label whose wrapped paragraphs never end on a lone word or two (:func:`no_widow`),
    whoever sets its text."""

    def setText(self, text: str, /) -> None:
        super().setText(no_widow(text))


class PhraseLabel(QLabel):
    """A label whose text breaks its lines only between phrases (:func:`whole_phrases`),
    whoever sets it: a heading reads as two phrases or one line, never with a word alone."""

    def setText(self, text: str, /) -> None:
        super().setText(whole_phrases(text))


def plain_text(html: str) -> str:
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


