"""A hint shown where the player looks: the suggested card wears a bright ring and a "Hint"
tag (unlike the thin keyboard-focus outline), and the reason stands in a speech bubble
beside it; a suggested bid or choice in the decision panel wears the same ring and tag
(:class:`HintRing`), its reason in the same bubble beside the panel.

Both go away when the player acts or the table moves on (the window calls :func:`clear`).
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QLabel, QStyleOptionGraphicsItem, QWidget

from .card_item import CardItem
from .line_wrap import glued
from .table_layout import CARD_HEIGHT_RATIO, place_panel

# Table strings are in the "Table" context (as badges.py's); not imported from there, which
# would close an import circle through the decision widgets.
translate = QCoreApplication.translate
HINT_COLOUR = QColor(40, 190, 255)
BUBBLE_BACK = QColor(255, 252, 238)
BUBBLE_WIDTH = 300.0
# QGraphicsItem.data key marking the items this module adds.
HINT_KEY = 9
# The hint rings on each scene (a child item needs a Python reference to live).
_KEPT: weakref.WeakKeyDictionary[QGraphicsScene, list[HintMark]] = weakref.WeakKeyDictionary()


class HintMark(QGraphicsObject):
    """A ring around the suggested card and a "Hint" tag beside it; a child of the card
    item, so it moves and rises with the card, and the cards laid over it (a fanned hand's
    next card) cover its ring as they cover the card.

    A card of dummy's column is brought forward over the rest of its column while the hint
    shows (see :func:`mark_card`): its index strip alone, ringed, read as the whole column,
    and a tag above or below it hid under the cards or over the index of the card above (a
    player's review). ``tag`` is where the tag goes: ``"above"``, ``"below"``, ``"edge"``
    (on the card's foot, half over it) or ``None`` where each would cover another card or
    leave the felt."""

    def __init__(self, card: QGraphicsItem, shown: QRectF, tag: str | None = "above",
                 card_z: float | None = None) -> None:
        super().__init__(card)
        self.card = card
        # The card's own stacking, where the hint lifted it over the rest of its column.
        self.card_z = card_z
        self.raised_z = card.zValue()
        self.setData(HINT_KEY, True)
        self._shown = QRectF(shown)
        self._tag = tag
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    @property
    def tag(self) -> str | None:
        return self._tag

    def shown(self) -> QRectF:
        """The card's part the ring goes round, in scene coordinates."""
        return self.mapRectToScene(self._shown)

    def boundingRect(self) -> QRectF:
        up = -30 if self._tag == "above" else -8
        down = {"below": 30.0, "edge": 12.0}.get(self._tag or "", 8.0)
        return self._shown.adjusted(-8, up, 8, down)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self._shown
        drop = {"below": rect.height() + 30, "edge": rect.height() + 15}.get(self._tag or "", 0.0)
        paint_ring(painter, rect, 5, tag_drop=drop, tagged=self._tag is not None)


class HintCallout(QGraphicsObject):
    """A speech bubble holding the hint's reason, pointing at ``anchor`` (scene coordinates)."""

    def __init__(self, text: str, anchor: QPointF, bounds: QRectF, below: QPointF | None = None,
                 avoid: Sequence[QRectF] = (), keepout: tuple[list[QRectF], list[QRectF]] | None = None) -> None:
        super().__init__()
        self.setData(HINT_KEY, True)
        self.text = text
        self.setZValue(200)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        font = QFont()
        font.setPixelSize(13)
        self._font = font
        metrics = QFontMetricsF(font)
        box = metrics.boundingRect(QRectF(0, 0, BUBBLE_WIDTH - 20, 1000),
                                   int(Qt.TextFlag.TextWordWrap), text)
        self._box = QRectF(0, 0, BUBBLE_WIDTH, box.height() + 16)
        # Above the card, its tail pointing down at it; kept inside the table. With no room
        # above (a card in dummy's top row), under the card (``below``), pointing up at it:
        # pushed down into the table, the bubble had covered the very card it names.
        x = min(max(bounds.left() + 6, anchor.x() - BUBBLE_WIDTH / 2), bounds.right() - BUBBLE_WIDTH - 6)
        y = anchor.y() - self._box.height() - 18
        if y < bounds.top() + 6 and below is not None:
            anchor = below
            y = min(below.y() + 18, bounds.bottom() - self._box.height() - 6)
        y = max(bounds.top() + 6, y)
        x = _clear_of(QRectF(x, y, BUBBLE_WIDTH, self._box.height()), avoid, bounds)
        if keepout is not None and below is not None:
            # Clear of what the decision panel keeps clear of (the name plates, the trick,
            # the hands the player plays from) and, where the felt has room, of the others'
            # cards: above the card, it had covered dummy's cards, a plate, a hand (a
            # player's review at 1024×700). The nearest such place to the card wins.
            hard, soft = keepout
            spot = place_panel(bounds, BUBBLE_WIDTH, self._box.height(), hard, soft,
                               QPointF(anchor.x(), anchor.y() - 18), gap=4)
            if spot is not None:
                x, y = spot.x(), spot.y()
                if y >= below.y() - 18:
                    anchor = below
        self.setPos(x, y)
        self._tail = QPointF(anchor.x() - x, anchor.y() - self.pos().y())
        # A tail slanting from the bubble's nearer lower corner towards a card that lies
        # beside and below it (None where there is none).
        self._slant: QPolygonF | None = None
        if not -12 <= self._tail.x() <= BUBBLE_WIDTH + 12:
            # Beside the card rather than over or under it: a tail drawn straight down or up
            # from the bubble's edge pointed at empty felt or another card (a player's
            # review). Below the bubble, the card gets a short tail slanting towards it from
            # the nearer corner (at 1600×1000 the opening lead's bubble stood apart from its
            # card with none); the ring and its "Hint" tag say which card it is.
            slant = _slanted_tail(self._box, self._tail)
            # Never over the trick's cards, a plate or another hand than the card's.
            covered = list(avoid) + [r for r in (keepout[0] if keepout is not None else []) if not r.contains(anchor)]
            if slant is not None and not any(r.intersects(slant.boundingRect().translated(x, y)) for r in covered):
                self._slant = slant
            self._tail = QPointF(BUBBLE_WIDTH / 2, self._box.height() / 2)

    def boundingRect(self) -> QRectF:
        box = self._box.united(QRectF(self._tail, self._tail))
        if self._slant is not None:
            box = box.united(self._slant.boundingRect())
        return box.adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        """The bubble and its tail as drawn (what it covers of the table)."""
        return self._outline()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(HINT_COLOUR, 2.5))
        painter.setBrush(BUBBLE_BACK)
        painter.drawPath(self._outline())
        painter.setFont(self._font)
        painter.setPen(QColor(25, 35, 30))
        painter.drawText(self._box.adjusted(10, 8, -10, -8), int(Qt.TextFlag.TextWordWrap), self.text)

    def _outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self._box, 10, 10)
        tail_x = min(max(self._box.left() + 16, self._tail.x()), self._box.right() - 16)
        if self._tail.y() > self._box.bottom():
            tail = QPolygonF([QPointF(tail_x - 9, self._box.bottom() - 1), QPointF(tail_x + 9, self._box.bottom() - 1),
                              QPointF(tail_x, min(self._tail.y(), self._box.bottom() + 16))])
            path.addPolygon(tail)
            path = path.simplified()
        elif self._tail.y() < self._box.top():  # under the card: the tail points up at it
            tail = QPolygonF([QPointF(tail_x - 9, self._box.top() + 1), QPointF(tail_x + 9, self._box.top() + 1),
                              QPointF(tail_x, max(self._tail.y(), self._box.top() - 16))])
            path.addPolygon(tail)
            path = path.simplified()
        elif self._slant is not None:
            path.addPolygon(self._slant)
            path = path.simplified()
        return path


# The longest a slanting tail reaches out from the bubble towards its card.
SLANT_REACH = 44.0


def _slanted_tail(box: QRectF, anchor: QPointF) -> QPolygonF | None:
    """A tail from the corner of ``box`` nearer ``anchor`` (in the bubble's coordinates),
    reaching at most :data:`SLANT_REACH` towards it, where the anchor lies below the box;
    else None (a card above or level with a bubble beside it gets no tail)."""
    if anchor.y() <= box.bottom():
        return None
    left = anchor.x() < box.left()
    corner = QPointF(box.left() if left else box.right(), box.bottom())
    dx, dy = anchor.x() - corner.x(), anchor.y() - corner.y()
    length = (dx * dx + dy * dy) ** 0.5
    if length < 1:
        return None
    reach = min(length, SLANT_REACH) / length
    tip = QPointF(corner.x() + dx * reach, corner.y() + dy * reach)
    # Its root spans the rounded corner, from the bottom edge to the side edge.
    side = 1 if left else -1
    return QPolygonF([QPointF(corner.x() + side * 26, corner.y() - 1), QPointF(corner.x() + side, corner.y() - 12),
                      tip])


def _clear_of(box: QRectF, avoid: Sequence[QRectF], bounds: QRectF) -> float:
    """The bubble's left edge: where it is, or moved sideways just clear of the cards in
    ``avoid`` (the trick's: a bubble over the hand had hidden the card led), the nearest
    place that stays inside ``bounds``; where it is when no place is clear."""
    hit = [r for r in avoid if r.intersects(box)]
    if not hit:
        return box.x()
    left = min(r.left() for r in hit) - box.width() - 8
    right = max(r.right() for r in hit) + 8
    places = [x for x in (left, right) if bounds.left() + 6 <= x <= bounds.right() - box.width() - 6
              and not any(r.intersects(box.translated(x - box.x(), 0)) for r in avoid)]
    return min(places, key=lambda x: abs(x - box.x()), default=box.x())


def paint_ring(painter: QPainter, rect: QRectF, radius: float, tag_drop: float = 0.0, tagged: bool = True) -> None:
    """The hint's look: a soft glow and a bright ring around ``rect`` (thicker and brighter
    than the keyboard's thin dashed focus line), and a "Hint" tag over its top edge
    (``tag_drop`` lower: on a control's top border, so it hides no text above it; none
    unless ``tagged``)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    glow = QColor(HINT_COLOUR)
    glow.setAlpha(90)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(glow, 9))
    painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
    painter.setPen(QPen(HINT_COLOUR, 3.5))
    painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)
    if not tagged:
        return
    font = QFont()
    font.setBold(True)
    font.setPixelSize(12)
    painter.setFont(font)
    label = translate("Table", "Hint")
    tag_w = painter.fontMetrics().horizontalAdvance(label) + 14
    tag = QRectF(rect.center().x() - tag_w / 2, rect.top() - 24 + tag_drop, tag_w, 18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(HINT_COLOUR)
    painter.drawRoundedRect(tag, 9, 9)
    painter.setPen(QColor(10, 30, 45))
    painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, label)


class HintRing(QWidget):
    """The hint's ring and tag around a control of the decision panel (a bid button, a suit
    token): a see-through widget over it that follows it as the panel is laid out again."""

    PAD, TAG = 8, 14

    def __init__(self, target: QWidget) -> None:
        super().__init__(target.parentWidget())
        self.target = target
        self.setObjectName("hintRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        target.installEventFilter(self)
        self.follow()
        self.show()
        self.raise_()

    def follow(self) -> None:
        g = self.target.geometry()
        self.setGeometry(g.adjusted(-self.PAD, -self.TAG, self.PAD, self.PAD))

    def ring_rect(self) -> QRect:
        """The target's rectangle, in the ring's coordinates."""
        return QRect(QPoint(self.PAD, self.TAG), self.target.size())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.target and event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            self.follow()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_ring(painter, QRectF(self.ring_rect()).adjusted(2, 2, -2, -2), 10, tag_drop=14)
        painter.end()


# Qt's "no limit" on a widget's size (QWIDGETSIZE_MAX), to undo a fixed height.
QWIDGETSIZE_MAX = (1 << 24) - 1
# How far the decision panel's bubble reaches out towards the hinted bid with its tail.
PANEL_TAIL = 12
# In the colours the tail is painted in (paintEvent), so that bubble and tail are one shape.
_PANEL_STYLE = (f"#HintCallout {{{{ background: {BUBBLE_BACK.name()}; color: #19231e; "
                f"border: 2.5px solid {HINT_COLOUR.name()}; border-radius: 10px; padding: 7px 10px; "
                "font-size: 13px;{0} }}")


class PanelCallout(QLabel):
    """The bubble for a suggested bid or choice: beside the decision panel (above it when
    there is room, else below), on the table's viewport, in the hint's colour, its tail
    pointing at the hinted control. Where the felt has room only well above the panel (1024×700,
    the plates and the others' hands beside it) the bubble stood apart from the bid it
    explains, without a tail: a player's review read it as a message of its own."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("HintCallout")
        self.setWordWrap(True)
        self.setStyleSheet(_PANEL_STYLE.format(""))
        # Where the tail's tip is, in the bubble's coordinates (None: no tail).
        self._tip: QPointF | None = None
        self.hide()

    def tail_tip(self) -> QPointF | None:
        """The tip of the tail in the viewport's coordinates, or None without one."""
        return None if self._tip is None else self._tip + QPointF(self.pos())

    def show_over(self, text: str, panel: QWidget, target: QWidget | None = None) -> None:
        """Show ``text`` beside ``panel``, as near the hinted control ``target`` as the table
        allows: never over the panel, and clear of the name plates where the felt has room;
        with a target, the tail points at it from the bubble's edge facing it."""
        self.setText(glued(text))  # a last word ("points.") never alone on the bubble's last line
        self._tip = None
        self.setStyleSheet(_PANEL_STYLE.format(""))
        viewport = self.parentWidget()
        room = viewport.size() if viewport is not None else panel.size()
        self.setFixedWidth(max(220, min(room.width() - 8, 360)))
        self.setMinimumHeight(0)  # the last bubble's height (with its tail) held no more
        self.setMaximumHeight(QWIDGETSIZE_MAX)
        self.adjustSize()
        tail = PANEL_TAIL if target is not None else 0
        height = self.height() + tail
        geo = panel.geometry()
        x = geo.center().x()
        aim = None
        if target is not None:
            aim = QPointF(target.mapTo(panel, target.rect().center())) + QPointF(geo.topLeft())
            x = round(aim.x())
        hard: list[QRectF] = []
        soft: list[QRectF] = []
        table = getattr(viewport.parentWidget(), "table", None) if viewport is not None else None
        if table is not None and hasattr(table, "panel_keepout"):
            hard, soft = table.panel_keepout()
        felt = QRectF(0, 0, room.width(), room.height())
        prefer = QPointF(x, geo.top() - 2)
        # Next to the panel, clear of what the panel itself keeps clear of (the name plates,
        # the piles, the trick, the person's hand) and where the felt has room of the others'
        # cards too (at 1024×700 it hid a player's hand); failing that, only of the panel.
        # The room asked for holds the tail too.
        spot = place_panel(felt, self.width(), height, [QRectF(geo), *hard], soft, prefer, gap=4)
        if spot is None:
            spot = place_panel(felt, self.width(), height, [QRectF(geo)], [], prefer, gap=4)
        if spot is None:
            spot = QRectF(min(max(4, x - self.width() / 2), room.width() - self.width() - 4), 4,
                          self.width(), height)
        if aim is not None:
            down = spot.center().y() < aim.y()  # the bid lies below the bubble: the tail hangs from its foot
            self.setStyleSheet(_PANEL_STYLE.format(f" margin-{'bottom' if down else 'top'}: {tail}px;"))
            self.setFixedHeight(round(height))
            tip_x = min(max(aim.x() - spot.left(), 20.0), self.width() - 20.0)
            self._tip = QPointF(tip_x, height if down else 0.0)
        self.move(int(spot.left()), int(spot.top()))
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The bubble as its style sheet draws it, then the tail over the edge facing the bid."""
        super().paintEvent(event)
        if self._tip is None:
            return
        tip = self._tip
        down = tip.y() > self.height() / 2
        edge = self.height() - PANEL_TAIL if down else float(PANEL_TAIL)
        inward = -3.0 if down else 3.0  # the tail's root covers the border where it joins
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        left, right = QPointF(tip.x() - 8, edge + inward), QPointF(tip.x() + 8, edge + inward)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BUBBLE_BACK)
        painter.drawPolygon(QPolygonF([left, right, tip]))
        painter.setPen(QPen(HINT_COLOUR, 2.5))
        painter.drawLine(QPointF(tip.x() - 9, edge - inward / 3), tip)
        painter.drawLine(QPointF(tip.x() + 9, edge - inward / 3), tip)
        painter.end()


def _tag_width() -> float:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(12)
    return QFontMetricsF(font).horizontalAdvance(translate("Table", "Hint")) + 14


def _column_below(card: QGraphicsItem, others: Sequence[QGraphicsItem]) -> list[QGraphicsItem]:
    """The cards laid over ``card`` across its whole width, lower down: the rest of its
    column in dummy's suit columns (each shows only its index strip above the next)."""
    mine = card.sceneBoundingRect()
    below = []
    for item in others:
        r = item.sceneBoundingRect()
        if (item.zValue() > card.zValue() and r.intersects(mine) and abs(r.center().x() - mine.center().x()) < 1
                and r.top() > mine.top() + 1):
            below.append(item)
    return below


def _tag_place(card: QGraphicsItem, shown: QRectF, others: Sequence[QGraphicsItem], room: QRectF) -> str | None:
    """Above the card's visible part, else below it, else on its foot, wherever the tag stays
    on the felt and off every other card; ``None`` where none does."""
    scene_shown = card.mapRectToScene(shown)
    w = _tag_width()
    x = scene_shown.center().x() - w / 2
    for where, top in (("above", scene_shown.top() - 24), ("below", scene_shown.bottom() + 6),
                       ("edge", scene_shown.bottom() - 9)):  # on the card's foot, half over it
        tag = QRectF(x, top, w, 18)
        if room.contains(tag) and not any(o.mapRectToScene(o.shape().boundingRect()).adjusted(1, 1, -1, -1)
                                          .intersects(tag) for o in others):
            return where
    return None


def mark_card(scene: QGraphicsScene, card: QGraphicsItem, width: float, text: str) -> HintCallout:
    """Ring ``card`` (of ``width``) and put ``text`` in a bubble above it; returns the bubble."""
    clear(scene)
    room = scene.sceneRect()
    others = [i for i in scene.items() if i is not card and isinstance(i, CardItem)]
    # A card of dummy's column comes forward whole while the hint shows: its index strip
    # alone, ringed, read as the column (a player's review: a bubble pointing at the 8♦
    # under it, the K♦ named). The cards under it stay hidden only that long.
    below = _column_below(card, others)
    card_z = None
    if below:
        card_z = card.zValue()
        card.setZValue(max(item.zValue() for item in below) + 0.001)
        others = [o for o in others if o not in below]
    height = width * CARD_HEIGHT_RATIO
    lift = getattr(card, "_lift", lambda: 0.0)()
    shown = QRectF(-width / 2, -height / 2 - lift, width, height)  # the card as drawn, raised if playable
    tag = _tag_place(card, shown, others, room)
    mark = HintMark(card, shown, tag, card_z)
    _KEPT[scene] = [mark]  # kept: Python would otherwise collect the child item
    spot = card.mapRectToScene(shown)
    top = QPointF(spot.center().x(), spot.top() - (26 if tag == "above" else 4))
    bottom = QPointF(spot.center().x(), spot.bottom() + {"below": 28, "edge": 13}.get(tag or "", 6))
    trick = [item.sceneBoundingRect() for _, item in getattr(scene, "trick", ())]
    keepout = None
    if hasattr(scene, "panel_keepout"):
        hard, soft = scene.panel_keepout()
        keepout = ([*hard, card.sceneBoundingRect()], soft)  # and never over the card it names
    bubble = HintCallout(text, top, room, below=bottom, avoid=trick, keepout=keepout)
    scene.addItem(bubble)
    # The turn words above the hand ("Your lead", the must-beat rule) lie where the tag and the
    # bubble go: both were unreadable. The bubble says what to play while it is shown.
    cue = getattr(scene, "cue", None)
    if isinstance(cue, QGraphicsItem):
        cue.setVisible(False)
    return bubble


def follow(scene: QGraphicsScene) -> None:
    """The table was laid out again (the window resized): the hinted card's ring moved with
    it, and its bubble is put beside it again (it stayed behind, pointing at nothing)."""
    kept = _KEPT.get(scene)
    bubbles = callouts(scene)
    if not kept or not bubbles:
        return
    card = kept[0].card
    width = getattr(card, "width", None)
    if card is None or card.scene() is not scene or not isinstance(width, (int, float)):
        return
    mark_card(scene, card, float(width), bubbles[0].text)


def clear(scene: QGraphicsScene) -> None:
    """Take every hint ring and bubble off the table (and show the turn words again)."""
    _KEPT.pop(scene, None)
    cue = getattr(scene, "cue", None)
    if isinstance(cue, QGraphicsItem):
        cue.setVisible(True)
    for item in list(scene.items()):
        if (isinstance(item, HintMark) and item.card_z is not None and item.card.scene() is scene
                and item.card.zValue() == item.raised_z):  # unless the table has moved it since
            item.card.setZValue(item.card_z)  # back in its place in the column
        if item.data(HINT_KEY) and item.scene() is scene:
            item.setParentItem(None)  # type: ignore[arg-type]  # off the card first: removing a child takes it out of the scene only
            scene.removeItem(item)


def callouts(scene: QGraphicsScene) -> list[HintCallout]:
    """The hint bubbles on the table now."""
    return [i for i in scene.items() if isinstance(i, HintCallout)]


def marks(scene: QGraphicsScene) -> list[HintMark]:
    """The hint rings on the table now."""
    return [i for i in scene.items() if isinstance(i, HintMark)]
