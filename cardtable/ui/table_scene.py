"""The card table: a scene of piles (hands, the trick, won tricks, the stock, dummy) whose
cards move between them as engine events arrive.

The scene never changes game state and never reads live engine objects: it draws a
:class:`~cardtable.session.public.PublicTable` (what the human's seat sees: their own
cards, public facts) and turns events into animation steps on the
:class:`~cardtable.ui.animator.Animator`, starting from the picture the last table left.
So a redraw after undo or resume is the picture a fresh load of the same record draws;
:meth:`TableScene.snapshot` says what lies on the table as plain data to check that.
Human clicks on playable cards become the ``card_chosen`` signal; the window decides
whether to submit them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QGraphicsSimpleTextItem

from ..engine import events as ev
from ..engine.cards import CARDS, Card
from ..engine.match import Match
from ..session.public import PublicTable, blind_order, public_table, sort_key
from ..words import join_names
from . import card_art, hint_callout
from .animator import Animator
from .badges import seat_badges, table_info, translate, trump_label
from .card_item import CardItem
from .felt_words import FeltWords
from .games import face_for
from .line_wrap import wrap_lines
from .round_summary import says_deal
from .seat_plate import SeatPlate
from .sheet_model import winners_phrase
from .table_layout import (
    CARD_HEIGHT_RATIO,
    INDEX_HEIGHT,
    INDEX_WIDTH,
    PLATE_HEIGHT,
    DummyLayout,
    TableGeometry,
    compute_layout,
    dummy_layout,
    fan_positions,
)

DEAL_STAGGER_MS = 45
# What starts a corner line that goes on from the line above ("Table 2: Dev & Finn 0 –" /
# "  Eve & Gus 0 (not started yet)"), so that one table's score reads as one entry.
CORNER_INDENT = "\u2002\u2002"
MOVE_MS = 260
PLAY_MS = 300
GATHER_MS = 330
TRICK_PAUSE_MS = 650
# The trick's cards lie between TRICK_Z and TRICK_Z + 10 (the hands lie lower, from 10).
TRICK_Z = 30.0
WINNER_MS = 220  # the winning card lifts, then the trick pauses before it is gathered
WINNER_SCALE = 1.12
WINNER_GLOW = QColor(255, 214, 90, 235)
WINNER_KEY = 7  # QGraphicsItem.data key: this card won the trick on the table


def unmark_winner(item: CardItem) -> None:
    """Back to an ordinary card (gathered, or the table redrawn)."""
    if item.data(WINNER_KEY):
        item.setData(WINNER_KEY, False)
        for child in item.childItems():
            if isinstance(child, WinnerHalo):
                child.hide()
                child.setParentItem(None)  # type: ignore[arg-type]  # None is allowed by Qt; the stub lacks it
                if child.scene() is not None:
                    child.scene().removeItem(child)
        item.setScale(1.0)


class Caption(QGraphicsSimpleTextItem):
    """A pile's caption ("Undealt (3)", "Turnip"). Where no place beside its pile is clear of
    the trick, it lies across the pile on a dark backing, so that its words stay readable."""

    PAD = 4.0

    def __init__(self) -> None:
        super().__init__()
        self.backed = False

    def set_backed(self, backed: bool) -> None:
        if backed != self.backed:
            self.prepareGeometryChange()
            self.backed = backed

    def boundingRect(self) -> QRectF:
        box = super().boundingRect()
        return box.adjusted(-self.PAD, -self.PAD / 2, self.PAD, self.PAD / 2) if self.backed else box

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.backed and self.text():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(8, 28, 18, 215))
            painter.drawRoundedRect(self.boundingRect(), 6, 6)
        super().paint(painter, option, widget)


class WinnerHalo(QGraphicsObject):
    """A soft golden glow behind the card that won the trick (a child of the card item)."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        w = card.width
        h = w * CARD_HEIGHT_RATIO
        self._rect = QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-16, -16, 16, 16)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for k in range(6, 0, -1):
            colour = QColor(WINNER_GLOW)
            colour.setAlpha(int(WINNER_GLOW.alpha() * (7 - k) / 9))
            painter.setPen(QPen(colour, 2.6 * k))
            painter.drawRoundedRect(self._rect.adjusted(-k, -k, k, k), 6 + k, 6 + k)


class TableScene(QGraphicsScene):
    card_chosen = Signal(object)  # Card
    card_refused = Signal(str)  # why a dimmed card of the hand in play may not be played now

    def __init__(self, animator: Animator, style: card_art.DeckStyle | None = None) -> None:
        super().__init__()
        self.animator = animator
        self.deck_style = style or card_art.DeckStyle()
        self.match: Match | None = None  # set by set_match for callers; the scene draws from ``public``
        self.public: PublicTable | None = None  # the table the scene shows (the last batch's)
        self.source: Callable[[], PublicTable] | None = None  # the session's public table now
        self.card_scale = 1.0  # the player's card-size setting
        self.human = 0
        self.players: list[int] = []  # player indices shown, clockwise from the human
        self.slot_of: dict[int, int] = {}
        self._geometry_now: TableGeometry | None = None
        self.hands: list[list[CardItem]] = []
        self.trick: list[tuple[int, CardItem]] = []
        self.won: list[list[CardItem]] = []
        self.won_counts: list[int] = []
        self.stock: list[CardItem] = []
        self.turn_up: CardItem | None = None
        self.turnip: CardItem | None = None
        self.plates: list[SeatPlate] = []
        self.dummy_slot: int | None = None
        self.blind = False
        self.round_index = -1
        self.trump: int | None = None
        self.focus_index = -1
        self.message = self._felt_words(QColor(250, 245, 225), 13)
        self._message_text = ""  # as given: wrapped again to the ring at each relayout
        # "Your lead" above the human's hand while a card is theirs to play: the status bar
        # and the plate's outline alone left a player wondering whose turn it was.
        self.cue = self._felt_words(QColor(255, 214, 102), 12)
        self._cue_text = ""
        self._cue_slot = 0
        self.trump_text = QGraphicsSimpleTextItem()
        self.trump_text.setBrush(QColor(230, 240, 225))
        trump_font = QFont()
        trump_font.setPointSizeF(12)
        trump_font.setBold(True)
        self.trump_text.setFont(trump_font)
        self.info_text = QGraphicsSimpleTextItem()
        self.info_text.setBrush(QColor(215, 232, 215))
        info_font = QFont()
        info_font.setPointSizeF(9.5)
        self.info_text.setFont(info_font)
        self.addItem(self.info_text)
        self.stock_caption = Caption()
        self.stock_caption.setBrush(QColor(215, 232, 215))
        self.stock_caption.setFont(info_font)
        self.addItem(self.stock_caption)
        self.addItem(self.trump_text)
        # The corner's lines stay put; dummy's columns on the left keep below them.
        self.trump_text.setPos(QPointF(14, 10))
        self.info_text.setPos(QPointF(14, 36))
        self.setSceneRect(QRectF(0, 0, 1280, 800))
        self._thrown_in = False  # the deal just ended was a 20–20 redeal (see _on_Redeal)
        # How wide the corner's headline is on one line (dummy's columns opposite keep right of it).
        self._headline_width = 0.0

    def _felt_words(self, colour: QColor, points: float) -> FeltWords:
        """Bold words written on the felt above the cards (a message, the turn cue)."""
        item = FeltWords()
        item.setZValue(50)
        item.setBrush(colour)
        font = QFont()
        font.setPointSizeF(points)
        font.setBold(True)
        item.setFont(font)
        self.addItem(item)
        return item

    # ----- setting up -------------------------------------------------------------------

    def set_match(self, match: Match, human: int = 0) -> None:
        """Show ``match`` from ``human``'s seat as it stands now (new game, undo, resume).

        A thin wrapper: the scene keeps only a way to ask for the match's public table
        (read again when events arrive) and draws that; it never reads the match itself."""
        self.match = match  # for callers that ask whether a match is shown
        self.source = lambda: public_table(match, human)
        self.show(self.source())

    def show(self, table: PublicTable) -> None:
        """Lay the table out as ``table`` shows it, with no animation. Later events animate
        from this picture."""
        self.animator.finish_all()
        self.public = table
        self.human = table.viewer
        self._seat(table)
        self.geometry = None  # made again for these seats
        self._make_plates(table)
        self._place_items(table)
        self.refresh_plates()  # first: dummy's columns keep clear of the corner's text
        self.relayout()

    def _seat(self, table: PublicTable) -> None:
        self.players = list(table.players)
        self.slot_of = {p: i for i, p in enumerate(self.players)}

    def _make_plates(self, table: PublicTable) -> None:
        for plate in self.plates:
            self.removeItem(plate)
        self.plates = []
        for seat in table.seats:
            plate = SeatPlate(seat.name)
            self.addItem(plate)
            self.plates.append(plate)

    def resize_table(self, width: float, height: float) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        self.animator.finish_all()
        self.relayout()

    @property
    def geometry(self) -> TableGeometry | None:
        """Where everything goes (``None``: to be made again, see :attr:`layout`)."""
        return self._geometry_now

    @geometry.setter
    def geometry(self, geo: TableGeometry | None) -> None:
        # The felt (drawBackground) is drawn from the layout, and the view keeps the felt
        # it drew (CacheBackground): a new layout must have it drawn again.
        self._geometry_now = geo
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    @property
    def layout(self) -> TableGeometry:
        """The layout in force (made for the scene's size on first use)."""
        if self.geometry is None:
            self.geometry = self._geometry()
        return self.geometry

    def _geometry(self) -> TableGeometry:
        r = self.sceneRect()
        view = self.public.view if self.public is not None else None
        face = face_for(view.game) if view is not None else None
        return compute_layout(
            r.width(), r.height(), max(1, len(self.players)), 0, card_scale=self.card_scale,
            center_pile=face.center_pile if face is not None else True,
            corner_pile=face is not None and face.corner_pile,
        )

    def clear_table(self) -> None:
        for item in [*(i for h in self.hands for i in h), *(i for _, i in self.trick),
                     *(i for w in self.won for i in w), *self.stock]:
            self.removeItem(item)
        for extra in (self.turn_up, self.turnip):
            if extra is not None and extra.scene() is self:
                self.removeItem(extra)
        n = len(self.players)
        self.hands = [[] for _ in range(n)]
        self.trick = []
        self.won = [[] for _ in range(n)]
        self.won_counts = [0] * n
        self.stock = []
        self.turn_up = None
        self.turnip = None
        self.dummy_slot = None
        self.focus_index = -1

    def _place_items(self, table: PublicTable) -> None:
        """Items for everything ``table`` shows: hands, an exposed dummy, the trick in
        progress (face up, never taken out of a hand: the hands no longer hold it), the
        stock, the turn-up and the turnip, and the tricks won so far."""
        self.clear_table()
        self.round_index = table.round_index
        self.trump = table.trump
        self.blind = table.blind
        for slot, seat in enumerate(table.seats):
            self.hands[slot] = [self._new_card(c, face_up=c is not None) for c in seat.hand]
            self.won_counts[slot] = seat.tricks
        if table.dummy is not None:
            self.dummy_slot = self.slot_of.get(table.dummy)
        for player, card in table.trick:
            slot = self.slot_of[player]
            self.trick.append((slot, self._new_card(card, face_up=True)))
        # Under a turn-up the stock is a few backs that show the pile; otherwise the undealt cards.
        self.stock = [self._new_card(None, face_up=False) for _ in range(table.stock)]
        if table.turn_up is not None:
            self.turn_up = self._new_card(table.turn_up, face_up=True)
            self.turn_up.setZValue(12)
        if table.has_turnip:
            self.turnip = self._new_card(table.turnip, face_up=table.turnip is not None)

    def _new_card(self, card: Card | None, face_up: bool) -> CardItem:
        geo = self.layout
        item = CardItem(card, geo.small_width, self.deck_style, face_up,
                        on_click=self._on_card_clicked, on_drop=self._on_card_dropped)
        self.addItem(item)
        return item

    # ----- layout -----------------------------------------------------------------------

    def relayout(self) -> None:
        """Put every item where the layout says, at once (resizes, resumes)."""
        if not self.players:
            return
        self.geometry = geo = self._geometry()
        self._set_corner()
        for slot in range(len(self.hands)):
            self._place_hand(slot)
        for slot, item in self.trick:
            item.set_width(geo.trick_width)
            item.setPos(geo.seat(slot).trick_spot)
            item.setRotation(0)
        self._stack_trick()
        for slot, pile in enumerate(self.won):
            for k, item in enumerate(pile):
                item.set_width(geo.small_width * 0.8)
                item.setPos(geo.seat(slot).tricks_spot + QPointF(k * 2, -k * 2))
                item.setRotation(90 if slot % 2 else 0)
        for k, item in enumerate(self.stock):
            item.set_width(geo.small_width)
            item.setPos(geo.deck_spot + QPointF(k * 1.5, -k * 1.5))
        for extra, (width, pos, rot) in ((self.turn_up, self._turn_up_place()), (self.turnip, self._turnip_place())):
            if extra is not None:
                extra.set_width(width)
                extra.setPos(pos)
                extra.setRotation(rot)
        self._place_caption()
        self.relayout_plates()
        self._place_message()
        self._place_cue()
        hint_callout.follow(self)  # a hint's bubble beside its card again
        self.update()

    def _place_hand(self, slot: int) -> None:
        """Put one hand's cards where the layout says, at once."""
        items = self.hands[slot]
        for item, (pos, rot) in zip(items, self.hand_slots(slot, len(items)), strict=True):
            item.set_width(self._hand_width(slot))
            item.setPos(pos)
            item.setRotation(rot)
        self._stack_hand(slot)

    def relayout_plates(self) -> None:
        """Each plate as wide as its text needs (within the seat's room), where the layout
        (or an exposed dummy's block) puts it."""
        for slot, plate in enumerate(self.plates):
            room = self._plate_room(slot)
            plate.set_width(max(min(room.width(), plate.wanted_width()), min(room.width(), 110.0)))
            plate.setPos(self.plate_pos(slot))

    def _plate_room(self, slot: int) -> QRectF:
        """The rectangle a seat's plate may fill (it is centred in it, or left-aligned for
        the human's plate and a dummy at the side)."""
        if slot == self.dummy_slot and slot != 0:
            return self._dummy_geometry(slot).plate
        return self.layout.seat(slot).plate

    def _turn_up_place(self) -> tuple[float, QPointF, float]:
        """Width, position and rotation of the turn-up: one rule, dealt or redrawn. It lies
        beside the stock in the middle of the trick's ring, clear of the trick's cards."""
        geo = self.layout
        return geo.trick_width * 0.85, geo.deck_spot + QPointF(geo.trick_width * 0.85, 0), 0.0

    def _turnip_place(self) -> tuple[float, QPointF, float]:
        """The turnip lies upright where the stock lies, as big as a trick card (its suit
        must read at a glance); the caption under it says it is not part of the trick."""
        geo = self.layout
        return geo.trick_width, geo.pile_center, 0.0

    def _hand_width(self, slot: int) -> float:
        geo = self.layout
        if slot == 0:
            return geo.card_width
        if slot == self.dummy_slot:
            return self._dummy_geometry(slot).card_width
        return geo.small_width

    def hand_slots(self, slot: int, count: int) -> list[tuple[QPointF, float]]:
        geo = self.layout
        seat = geo.seat(slot)
        if slot == self.dummy_slot and slot != 0:
            return self._dummy_slots(slot, count)
        if slot == 0:
            return fan_positions(seat.hand_center, count, geo.card_width, seat.area.width())
        # The others' hands lie flat (a held fan's tilt would reach into their plates).
        fan = fan_positions(seat.hand_center, count, geo.small_width * 0.45, seat.area.width() * 0.8)
        return [(QPointF(p.x(), seat.hand_center.y()), 0.0) for p, _ in fan]

    def _dummy_suits(self, slot: int) -> list[int]:
        """Dummy's suits in the order its cards are sorted (trumps first)."""
        suits: list[int] = []
        for item in self.hands[slot]:
            c = item.card
            if c is not None and c.suit not in suits:
                suits.append(c.suit)
        return suits

    def _dummy_geometry(self, slot: int) -> DummyLayout:
        """Dummy's suits laid out (:func:`dummy_layout`), its plate beside them and below
        the trumps and deal lines in the top-left corner."""
        suits = self._dummy_suits(slot)
        cards = [i.card for i in self.hands[slot] if i.card is not None]
        lengths = [sum(1 for c in cards if c.suit == su) for su in suits]
        plate = self.plates[slot] if slot < len(self.plates) else None
        plate_w = min(200.0, plate.wanted_width()) if plate is not None else 150.0
        corner = self.info_text.y() + self.info_text.boundingRect().height()
        return dummy_layout(self.layout, slot, lengths, max(plate_w, 110.0), top=corner,
                            beside=self.trump_text.x() + self._headline_width)

    def _dummy_slots(self, slot: int, count: int) -> list[tuple[QPointF, float]]:
        suits = self._dummy_suits(slot)
        block = self._dummy_geometry(slot)
        pos: list[tuple[QPointF, float]] = []
        rows: dict[int, int] = {}
        for item in self.hands[slot]:
            c = item.card
            col = suits.index(c.suit) if c is not None and c.suit in suits else 0
            row = rows.get(col, 0)
            rows[col] = row + 1
            spots = block.suits[col] if col < len(block.suits) else ()
            pos.append((spots[row] if row < len(spots) else self.layout.seat(slot).hand_center, 0.0))
        return pos

    def plate_pos(self, slot: int) -> QPointF:
        room = self._plate_room(slot)
        plate_w = self.plates[slot].width if slot < len(self.plates) else room.width()
        if slot == 0:
            return QPointF(room.left() + plate_w / 2, room.center().y())
        if slot == self.dummy_slot:
            left_side = room.center().x() < self.layout.center.x()
            x = room.left() + plate_w / 2 if left_side else room.right() - plate_w / 2
            return QPointF(x, room.center().y())
        return room.center()

    def _stack_hand(self, slot: int) -> None:
        """A hand's cards one above the other in hand order; a dummy's rows and columns so
        that each card covers only the one above it or to its left (never an index)."""
        items = self.hands[slot]
        if slot == self.dummy_slot and slot != 0 and items:
            spots = self.hand_slots(slot, len(items))
            order = sorted(range(len(items)), key=lambda k: (round(spots[k][0].y()), spots[k][0].x()))
            items = [items[k] for k in order]
        self._stack(items)

    @staticmethod
    def _stack(items: list[CardItem], base: float = 10) -> None:
        for k, item in enumerate(items):
            item.setZValue(base + k * 0.01)

    # ----- plates -----------------------------------------------------------------------

    def refresh_plates(self, active_player: int | None = None) -> None:
        table = self.public
        if table is None or not self.plates:
            return
        view = table.view
        badges = seat_badges(view) if view is not None else [""] * len(self.players)
        face = face_for(view.game) if view is not None else None
        for slot, plate in enumerate(self.plates):
            p = self.players[slot]
            plate.set(
                name=face.plate_name(p, plate.player_name) if face is not None else plate.player_name,
                # The shown seats go clockwise from the viewer's seat of the view's table.
                badge=badges[(view.seat + slot) % view.n] if view is not None else "",
                tricks=self.won_counts[slot] if slot < len(self.won_counts) else 0,
                dealer=p in table.dealers,
                active=p == active_player,
                winner=table.finished and p in table.winners,
            )
        grew = self._set_corner()
        self._place_caption()
        if self.geometry is not None:
            if grew and self.dummy_slot is not None:
                self._place_hand(self.dummy_slot)  # dummy keeps below (at a side) or beside (opposite) the corner
            self.relayout_plates()  # a new badge may need a wider plate

    def _set_corner(self) -> bool:
        """The corner's lines for the table shown — the trumps (or the stage of the deal) in
        bold, then the deal's lines — wrapped for the layout in force; True when they now
        reach another depth or the headline another width (what lies below or beside them
        must move)."""
        table = self.public
        before = self.info_text.y() + self.info_text.boundingRect().height()
        widened = False
        if table is not None and table.view is not None:
            # Each part wraps for what lies beside it: the headline for its one line (two if
            # it must wrap), the lines under it for as many as they have and two more.
            font = self.trump_text.font()
            said, line = trump_label(table.view), QFontMetricsF(font).lineSpacing()
            width = QFontMetricsF(font).horizontalAdvance(said)
            widened, self._headline_width = width != self._headline_width, width
            reach = self._corner_reach(self.trump_text.y() + line)  # on one line: what lies beside it
            if width > reach:
                reach = self._corner_reach(self.trump_text.y() + 2 * line)
            headline = wrap_lines([said], font, reach)
            if headline != self.trump_text.text():
                self.trump_text.setText(headline)
            self.info_text.setY(self.trump_text.y() + self.trump_text.boundingRect().height() + 4)
            lines = table_info(table)
            reach = self._corner_reach(self.info_text.y() + 16 * (len(lines) + 2))
            # A phrase may use the margin beside the seats rather than break inside.
            text = wrap_lines(lines, self.info_text.font(), reach, give=self.layout.margin, indent=CORNER_INDENT)
            if text != self.info_text.text():  # after most events the corner says the same
                self.info_text.setText(text)
        return widened or self.info_text.y() + self.info_text.boundingRect().height() != before

    def _corner_reach(self, bottom: float) -> float:
        """How wide corner text reaching down to ``bottom`` may run: left of the seats along
        the top edge and of an exposed dummy's columns there (a long line would run under
        their cards)."""
        geo = self.layout
        left = self.info_text.x()
        reach = geo.rect.width() - left - geo.margin
        slot = self.dummy_slot
        opposite = slot is not None and slot < len(self.hands) and bool(self.hands[slot]) and (
            geo.seat(slot).anchor.y() < geo.trick_area.top())  # a dummy at the side lies below the corner
        # An exposed dummy opposite lies where its columns are, not in its seat's usual room.
        blocks = [seat.area for seat in geo.seats[1:] if not (opposite and seat.seat == slot)]
        if opposite and slot is not None:
            dummy = self._dummy_geometry(slot)
            half = dummy.card_width / 2
            xs = [p.x() for column in dummy.suits for p in column]
            ys = [p.y() for column in dummy.suits for p in column]
            if xs:
                blocks.append(QRectF(min(xs) - half, min(ys) - half * CARD_HEIGHT_RATIO, max(xs) - min(xs) + 2 * half,
                                     max(ys) - min(ys) + 2 * half * CARD_HEIGHT_RATIO))
        for area in blocks:
            if area.top() < bottom and area.right() > left:
                reach = min(reach, area.left() - left - geo.margin)
        return max(reach, 90.0)

    def _place_caption(self) -> None:
        """'Turnip' or 'Undealt' under the stock, so nobody takes it for part of the trick."""
        geo = self.geometry
        text = ""
        if self.turnip is not None:
            text = translate("Table", "Turnip")
        elif self.turn_up is not None and self.layout.corner_pile:
            text = translate("Table", "Trumps")
        elif self.stock and self.turn_up is None:
            text = translate("Table", "Undealt ({0})").format(len(self.stock))
        self.stock_caption.setText(text)
        if not text:
            # No pile left to name (Bugami's undealt cards went with the last trick): no backing
            # either, which alone would leave a dark dot on the felt.
            self.stock_caption.set_backed(False)
        if geo is not None and text:
            # Under the pile, or over it or beside it where a trick card would cover the words
            # (five or seven players on a small table lay a card just below the stock), else
            # across the stock itself, which no trick card covers.
            box = self.stock_caption.boundingRect()
            tw, th = geo.trick_width, geo.trick_width * CARD_HEIGHT_RATIO
            blocks = [QRectF(s.trick_spot.x() - tw / 2, s.trick_spot.y() - th / 2, tw, th) for s in geo.seats]
            # Nor on a hand or a plate: Bugami's corner pile lies just above the top right-hand
            # seat at three or six players, whose cards hid "Und" of "Undealt (4)" (a player's review).
            for slot, hand in enumerate(self.hands):
                width = self._hand_width(slot)
                blocks += [self._resting_rect(width, pos) for pos, _ in self.hand_slots(slot, len(hand))]
            blocks += [self.plate_rect(slot) for slot in range(len(self.plates))]
            # Placed by the pile's own cards as they lie (beside the stock, not over its backs:
            # "Trumps" left of Bugger Bridge's corner pile once sat on them).
            pile = QRectF()
            for width, pos, _ in self._pile_places():
                pile = pile.united(QRectF(pos.x() - width / 2, pos.y() - width * CARD_HEIGHT_RATIO / 2, width,
                                          width * CARD_HEIGHT_RATIO))
            for item in (*self.stock, self.turn_up, self.turnip):  # as drawn, edge and shadow too
                if item is not None:
                    pile = pile.united(item.sceneBoundingRect())
            c, w, h = pile.center(), box.width(), box.height()
            on_pile = c + QPointF(-w / 2, -h / 2)
            places = [QPointF(c.x() - w / 2, pile.bottom() + 3), QPointF(c.x() - w / 2, pile.top() - 3 - h),
                      QPointF(pile.right() + 5, c.y() - h / 2), QPointF(pile.left() - 5 - w, c.y() - h / 2), on_pile]
            free = [p for p in places if geo.rect.contains(QRectF(p, box.size()))
                    and not any(QRectF(p, box.size()).intersects(r) for r in blocks)]
            spot = free[0] if free else on_pile
            self.stock_caption.setPos(spot)
            # Across the stock itself (no clear place beside it): backed, over the cards.
            across = spot == on_pile
            self.stock_caption.set_backed(across)
            self.stock_caption.setZValue(TRICK_Z + 11 if across else 0)

    def show_cue(self, text: str, slot: int = 0) -> None:
        """Say by the hand the human plays from what is theirs to do ("Your lead"): above
        their own hand, or under dummy's cards when declarer plays from dummy (``slot``); ""
        takes it away. A long one (Dumb-Bunny's must-beat rule spelled out) wraps to the felt."""
        self._cue_text = text
        self._cue_slot = slot
        self._place_cue()

    def _place_cue(self) -> None:
        """Centred on the hand played from, clear of its raised cards; a hand near an edge of
        a narrow table keeps the words on the felt."""
        geo = self.geometry
        if geo is None:
            return
        text = self._cue_text
        room = geo.rect.width() - 4 * geo.margin
        # A sentence a line ("Your turn to play" / the rule that limits the choice), each
        # wrapped to the felt if it must, written like a sign, without full stops.
        sentences = [line.rstrip(".") for line in re.split(r"(?<=[.!?])\s+", text)] if text else []
        self.cue.setText(wrap_lines(sentences, self.cue.font(), room) if sentences else "")
        box = self.cue.boundingRect()
        cards = self.hands[self._cue_slot] if 0 < self._cue_slot < len(self.hands) else []
        if cards:  # dummy's cards, wherever they lie: the words go under them
            spread = cards[0].sceneBoundingRect()
            for item in cards[1:]:
                spread = spread.united(item.sceneBoundingRect())
            x, y = spread.center().x() - box.width() / 2, spread.bottom() + 4
        else:
            seat = geo.seat(0)
            x, y = seat.hand_center.x() - box.width() / 2, seat.area.top() - box.height() - 2
        x = max(geo.margin, min(x, geo.rect.width() - geo.margin - box.width()))
        self.cue.setPos(QPointF(x, y))

    def show_message(self, text: str) -> None:
        """A line under the trick ("Round over — most this round: Ben (10)"), wrapped to the
        trick's ring, which the name plates keep clear of: wrapped to the felt, a long line ran
        across the side seats' plates at six or seven players (a player's review)."""
        self._message_text = text
        self._place_message()

    def _message_room(self, geo: TableGeometry) -> float:
        """The width the line under the trick may take, centred: the felt's, less the side
        seats whose areas reach its height (two lines of it, at most)."""
        top = geo.center.y() + geo.trick_width * 1.7
        band = QRectF(geo.rect.left(), top, geo.rect.width(), 2.5 * QFontMetricsF(self.message.font()).height())
        half = geo.rect.width() / 2 - 2 * geo.margin
        for seat in geo.seats[1:]:
            if seat.area.intersects(band):
                gap = (geo.center.x() - seat.area.right() if seat.area.center().x() < geo.center.x()
                       else seat.area.left() - geo.center.x())
                half = min(half, gap - geo.margin)
        return max(2 * half, 160.0)

    def _place_message(self) -> None:
        geo = self.geometry
        text = self._message_text
        if geo is not None and text:
            text = wrap_lines([text], self.message.font(), self._message_room(geo))
        self.message.setText(text)
        if geo is not None:
            self.message.setPos(geo.center + QPointF(-self.message.boundingRect().width() / 2, geo.trick_width * 1.7))

    # ----- events to animations -----------------------------------------------------------

    def handle(self, events: list, after: Callable[[object], None] | None = None,
               table: PublicTable | None = None) -> None:
        """Queue the animations for a batch of engine events; ``after(event)`` is queued
        behind each event's animation (the narration speaks when the card lands).

        ``table`` is the public table these events left (asked of the source given to
        :meth:`set_match` when not passed); the animations start from the picture the last
        table left, and the seat plates show ``table`` once the batch has played."""
        if table is None and self.source is not None:
            table = self.source()
        with self.animator.batch():
            for e in events:
                handler = getattr(self, f"_on_{type(e).__name__}", None)
                if handler is not None:
                    handler(e, table)
                if after is not None:
                    self.animator.call(partial(after, e))
            self.animator.call(partial(self._adopt, table))

    def _adopt(self, table: PublicTable | None) -> None:
        """The batch has played: its public table is what the scene shows now."""
        if table is not None:
            self.public = table
        self.refresh_plates()

    def _on_RoundStarted(self, e: ev.RoundStarted, table: PublicTable | None) -> None:
        if table is None:
            return
        self.animator.call(lambda: self._deal(table))
        self.animator.add(lambda: self._deal_animation())
        self.animator.add(lambda: self._sort_human_hand())

    def _deal(self, table: PublicTable) -> None:
        """The dealt round's items, every card face down on the deck (the seating may have
        changed: Dumb-Bunny moves players between hands)."""
        self.public = table
        if self.players != list(table.players) or [p.player_name for p in self.plates] != [s.name for s in table.seats]:
            self._seat(table)
            self._make_plates(table)
        self._place_items(table)
        geo = self.geometry = self._geometry()
        for items in self.hands:
            for item in items:
                item.setPos(geo.deck_spot)
                item.set_width(geo.small_width)
                item.setRotation(0)
                item.set_face_up(False)
        for extra in (self.turn_up, self.turnip):
            if extra is not None:
                extra.set_face_up(False)
                extra.setPos(geo.deck_spot)
        for k, item in enumerate(self.stock):
            item.setPos(geo.deck_spot + QPointF(k * 1.5, -k * 1.5))
        self.relayout_plates()
        self.show_message("")
        self.refresh_plates()

    def _deal_animation(self):
        group = QParallelAnimationGroup()
        order = sorted(
            ((k, slot) for slot, items in enumerate(self.hands) for k in range(len(items))),
            key=lambda ks: (ks[0], (ks[1] - self._first_dealt_slot()) % len(self.hands)),
        )
        for i, (k, slot) in enumerate(order):
            item = self.hands[slot][k]
            pos, rot = self.hand_slots(slot, len(self.hands[slot]))[k]
            seq = QSequentialAnimationGroup()
            seq.addPause(self.animator.ms(DEAL_STAGGER_MS) * i)
            seq.addAnimation(item.move_animation(pos, rot, self.animator.ms(MOVE_MS)))
            item.setZValue(10 + k * 0.01)
            group.addAnimation(seq)
        return group

    def _first_dealt_slot(self) -> int:
        dealers = self.public.dealers if self.public is not None else ()
        for d in dealers:
            if d in self.slot_of:
                return (self.slot_of[d] + 1) % len(self.players)
        return 0

    def _sort_human_hand(self):
        """Pick up the hand: human cards turn face up (unless blind), all settle in place."""
        group = QParallelAnimationGroup()
        for slot, items in enumerate(self.hands):
            for item in items:
                item.set_width(self._hand_width(slot))
            for item, (pos, rot) in zip(items, self.hand_slots(slot, len(items)), strict=True):
                group.addAnimation(item.move_animation(pos, rot, self.animator.ms(MOVE_MS)))
        if not self.blind:
            for item in self.hands[0]:
                group.addAnimation(item.flip_animation(True, self.animator.ms(MOVE_MS)))
        if self.turnip is not None:
            width, target, rot = self._turnip_place()
            self.turnip.set_width(width)
            group.addAnimation(self.turnip.move_animation(target, rot, self.animator.ms(MOVE_MS)))
        if self.turn_up is not None:
            width, target, rot = self._turn_up_place()
            self.turn_up.set_width(width)
            group.addAnimation(self.turn_up.move_animation(target, rot, self.animator.ms(MOVE_MS)))
            group.addAnimation(self.turn_up.flip_animation(True, self.animator.ms(MOVE_MS)))
        return group

    def _on_TurnipRevealed(self, e: ev.TurnipRevealed, table: PublicTable | None) -> None:
        def flip():
            if self.turnip is None:
                return None
            self.turnip.set_card(e.card)
            return self.turnip.flip_animation(True, self.animator.ms(MOVE_MS))

        self.animator.add(flip)

    def _on_DummyExposed(self, e: ev.DummyExposed, table: PublicTable | None) -> None:
        self.animator.add(lambda: self._expose_dummy(e.seat, e.cards))

    def _expose_dummy(self, seat: int, cards):
        slot = self.slot_of.get(seat)
        if slot is None:
            return None
        self.dummy_slot = slot
        items = self.hands[slot]
        if slot != 0:
            ordered = sorted(cards, key=lambda c: sort_key(c, self.trump))
            for item, card in zip(items, ordered, strict=False):
                item.set_card(card)
        self.geometry = self._geometry()
        group = QParallelAnimationGroup()
        for item, (pos, rot) in zip(items, self.hand_slots(slot, len(items)), strict=True):
            item.set_width(self._hand_width(slot))
            group.addAnimation(item.move_animation(pos, rot, self.animator.ms(MOVE_MS)))
            if not item.face_up:
                group.addAnimation(item.flip_animation(True, self.animator.ms(MOVE_MS)))
        self._stack_hand(slot)
        self.relayout_plates()
        return group

    def _on_ContractChosen(self, e: ev.ContractChosen, table: PublicTable | None) -> None:
        def resort():
            """Trumps first, in the viewer's hand and in dummy (as a redraw sorts them)."""
            self.trump = None if e.strain == "NT" else "SHDC".index(e.strain)
            group = QParallelAnimationGroup()
            for slot in {0, self.dummy_slot} - {None}:
                items = self.hands[slot]
                if any(i.card is None for i in items):
                    continue  # face down: nothing to sort by
                items.sort(key=lambda i: sort_key(i.card, self.trump))
                settle = self._settle(slot)
                if settle is not None:
                    group.addAnimation(settle)
            return group

        self.animator.add(resort)

    def _on_CardPlayed(self, e: ev.CardPlayed, table: PublicTable | None) -> None:
        slot = self.slot_of.get(e.seat)
        if slot is None:
            return  # another table (Dumb-Bunny)

        def play():
            item = self._take_from_hand(slot, e.card)
            self.trick.append((slot, item))
            item.setZValue(TRICK_Z + 10)  # over the trick while it flies in; then in its place
            geo = self.layout
            item.set_width(geo.trick_width)
            group = QParallelAnimationGroup()
            group.addAnimation(item.move_animation(geo.seat(slot).trick_spot, 0, self.animator.ms(PLAY_MS)))
            if not item.face_up:
                group.addAnimation(item.flip_animation(True, self.animator.ms(PLAY_MS)))
            settle = self._settle(slot)
            if settle is not None:
                group.addAnimation(settle)
            group.finished.connect(self._stack_trick)
            return group

        self.animator.add(play)

    def _would_hide_an_index(self, winner: CardItem) -> bool:
        """Would ``winner``, lifted (scaled) on top of the trick, cover another trick card's
        corner index? On a crowded table it would, for the moment it glows."""
        w = winner.width * WINNER_SCALE
        h = w * CARD_HEIGHT_RATIO
        grown = QRectF(winner.pos().x() - w / 2, winner.pos().y() - h / 2, w, h)
        for _, item in self.trick:
            if item is winner:
                continue
            cw, ch = item.width, item.width * CARD_HEIGHT_RATIO
            corner = item.mapRectToScene(QRectF(-cw / 2, -ch / 2, cw * INDEX_WIDTH, ch * INDEX_HEIGHT))
            if grown.intersects(corner):
                return True
        return False

    def _stack_trick(self) -> None:
        """The trick's cards lie by where they are, not by when they came: a card lower on
        the table over the one above it, and side by side the right one over the left. So
        no card hides another's index, even where ten cards crowd a small table (played in
        turn, a card would land on its neighbour's corner)."""
        for slot, item in self.trick:
            if item.data(WINNER_KEY):
                continue  # the winner keeps the place it glows at
            spot = self.layout.seat(slot).trick_spot
            item.setZValue(TRICK_Z + spot.y() * 1e-3 + spot.x() * 1e-7)

    def _take_from_hand(self, slot: int, card: Card) -> CardItem:
        items = self.hands[slot]
        for k, item in enumerate(items):
            if item.card == card:
                return items.pop(k)
        item = items.pop(len(items) // 2) if items else self._new_card(None, False)
        item.set_card(CARDS[card])
        return item

    def _settle(self, slot: int):
        items = self.hands[slot]
        if not items:
            return None
        group = QParallelAnimationGroup()
        for item, (pos, rot) in zip(items, self.hand_slots(slot, len(items)), strict=True):
            group.addAnimation(item.move_animation(pos, rot, self.animator.ms(MOVE_MS)))
        self._stack_hand(slot)
        return group

    def _on_TrickWon(self, e: ev.TrickWon, table: PublicTable | None) -> None:
        slot = self.slot_of.get(e.seat)
        if slot is None:
            return
        self.animator.add(lambda: self._mark_winner(slot))
        self.animator.add(lambda: QPauseAnimation(self.animator.ms(TRICK_PAUSE_MS)))

        def gather():
            geo = self.layout
            items = [i for _, i in self.trick]
            self.trick = []
            for item in items:
                unmark_winner(item)
            if self.turnip is not None and any(c == self.turnip.card for c in e.cards):
                items.append(self.turnip)
                self.turnip = None
            extra = {int(c) for c in e.cards} - {int(i.card) for i in items if i.card is not None}
            if extra and self.stock:  # Bugami's leftover cards go with the last trick
                items.extend(self.stock)
                self.stock = []
                self._place_caption()  # their name goes with them, not after the flight
            target = geo.seat(slot).tricks_spot
            group = QParallelAnimationGroup()
            for item in items:
                item.set_width(geo.small_width * 0.8)
                item.setZValue(4)  # slide under the winner's plate
                group.addAnimation(item.move_animation(target, 0, self.animator.ms(GATHER_MS)))
                if item.face_up:
                    group.addAnimation(item.flip_animation(False, self.animator.ms(GATHER_MS)))
            group.finished.connect(lambda: self._bank(slot, items))
            return group

        self.animator.add(gather)

    def _mark_winner(self, slot: int):
        """The card that won the trick glows and lifts towards the viewer for a moment, so
        the player sees why the trick goes where it goes before it is gathered."""
        item = next((i for s, i in self.trick if s == slot), None)
        if item is None:
            return None
        self._halo = WinnerHalo(item)  # kept: Python would otherwise collect the child item
        if not self._would_hide_an_index(item):
            item.setZValue(60)  # on top of the trick; on a crowded table it keeps its place
        item.setData(WINNER_KEY, True)
        lift = QPropertyAnimation(item, b"scale")
        lift.setDuration(self.animator.ms(WINNER_MS))
        lift.setStartValue(1.0)
        lift.setEndValue(WINNER_SCALE)
        lift.setEasingCurve(QEasingCurve.Type.OutBack)
        return lift

    def winning_items(self) -> list[CardItem]:
        """The cards marked as their trick's winner (at most one, while a trick waits)."""
        return [i for i in self.items() if isinstance(i, CardItem) and i.data(WINNER_KEY)]

    def _bank(self, slot: int, items: list[CardItem]) -> None:
        """Won cards leave the table; the winner's plate counts them."""
        for item in items:
            self.removeItem(item)
        self.won_counts[slot] += 1
        self.refresh_plates()

    def _on_RoundScored(self, e: ev.RoundScored, table: PublicTable | None) -> None:
        names = table.names if table is not None else ()
        # Partners score alike: a side that tops the deal is named as one ("You & Ben").
        match, index = self.match, table.round_index if table is not None else -1
        if match is not None and 0 <= index < len(match.rounds):
            sides = match.spec.sides(match.rounds[index])
        else:
            sides = tuple((p,) for p in range(len(e.scores)))

        def say():
            if self._thrown_in:  # a 20–20 deal: "Deal over" would hide why nothing was played
                self._thrown_in = False
                return
            best = max(e.scores)
            named = [translate("Table", "{0} & {1}").format(*(names[p] for p in side)) if len(side) == 2
                     else names[side[0]] for side in sides]
            tops = [name for name, side in zip(named, sides, strict=True) if e.scores[side[0]] == best and best > 0]
            deal = self.match is not None and says_deal(self.match.spec)
            if 2 * len(tops) > len(sides) >= 4:
                # Most of a big table level at the top: the few below are named, not nine of ten.
                rest = [name for name in named if name not in tops]
                text = (translate("Table", "Deal over — everyone scored {0}") if deal
                        else translate("Table", "Round over — everyone scored {0}")) if not rest else (
                    translate("Table", "Deal over — everyone but {1} scored {0}") if deal
                    else translate("Table", "Round over — everyone but {1} scored {0}"))
                # "everyone but You and Cleo": with a comma it read as "Cleo scored 50" (a review)
                self.show_message(text.format(best, join_names(rest)))
            elif tops:
                # The round's score, not the match's: said so, or it reads as the standings.
                text = (translate("Table", "Deal over — most this deal: {1} ({0})") if deal
                        else translate("Table", "Round over — most this round: {1} ({0})"))
                self.show_message(text.format(best, join_names(tops)))
            else:
                self.show_message(translate("Table", "Deal over") if deal else translate("Table", "Round over"))

        self.animator.call(say)
        self.animator.pause(700)

    def _on_Redeal(self, e: ev.Redeal, table: PublicTable | None) -> None:
        def say() -> None:
            self.show_message(translate("Table", "20–20: the same dealer deals again"))
            self._thrown_in = True  # the deal's RoundScored that follows leaves this said

        self.animator.call(say)
        self.animator.pause(900)

    def _on_MatchOver(self, e: ev.MatchOver, table: PublicTable | None) -> None:
        everyone = table.names if table is not None else ()

        def say():
            self.show_message(translate("Table", "Match over — {0}").format(
                winners_phrase([everyone[w] for w in e.winners])))
            self._adopt(table)

        self.animator.call(say)

    # ----- the human's turn ---------------------------------------------------------------

    def playable_items(self) -> list[CardItem]:
        return [i for items in self.hands for i in items if i.playable]

    def set_playable(self, slot: int | None, legal: set[int], reasons: dict[int, str]) -> None:
        """Raise the human's legal cards in ``slot`` (their hand or dummy), dim the rest."""
        if slot is not None and 0 <= slot < len(self.hands):
            self._name_blind_cards(self.hands[slot], legal)
        for s, items in enumerate(self.hands):
            for item in items:
                if s == slot and item.card is not None:
                    ok = int(item.card) in legal
                    item.set_playable(ok, dimmed=not ok, reason=reasons.get(int(item.card), ""))
                else:
                    item.set_playable(False)
        self.focus_index = -1

    def _name_blind_cards(self, items: list[CardItem], legal: set[int]) -> None:
        """A blind hand lies face down even for its holder, so the table does not know its
        cards; when the holder may play, every card they hold is legal, and the face-down
        cards are given those names (in an order that tells nothing) so a click plays one."""
        if not any(i.card is None for i in items) or len(legal) != len(items):
            return
        for item, card in zip(items, blind_order([CARDS[c] for c in legal], self.round_index), strict=True):
            item.set_card(card)

    def clear_playable(self) -> None:
        for items in self.hands:
            for item in items:
                item.set_playable(False)

    def _on_card_clicked(self, item: CardItem) -> None:
        if item.playable and not self.animator.busy and item.card is not None:
            self.card_chosen.emit(item.card)
        elif item.toolTip() and not self.animator.busy:  # a dimmed card says the rule it breaks
            self.card_refused.emit(item.toolTip())

    def _on_card_dropped(self, item: CardItem, point: QPointF) -> None:
        """A card dragged onto the trick area is played; dropped elsewhere it goes home."""
        geo = self.layout
        rx, ry = geo.reach
        dx = (point.x() - geo.center.x()) / (rx + geo.trick_width)
        dy = (point.y() - geo.center.y()) / (ry + geo.trick_width)
        if dx * dx + dy * dy <= 1.0 and item.playable and not self.animator.busy:
            self.card_chosen.emit(item.card)
            return
        for slot, items in enumerate(self.hands):
            if item in items:
                self._stack_hand(slot)
                self.animator.add(partial(self._settle, slot))

    def move_focus(self, step: int) -> CardItem | None:
        """Keyboard play: move the highlight over playable cards (arrows), return it."""
        items = self.playable_items()
        if not items:
            return None
        items.sort(key=lambda i: i.pos().x())
        if self.focus_index >= 0:
            self.focus_index = (self.focus_index + step) % len(items)
        else:  # the first arrow starts from its own end: ← the rightmost card (a player's review)
            self.focus_index = 0 if step > 0 else len(items) - 1
        for k, item in enumerate(items):
            item._hover = k == self.focus_index
            item.update()
        return items[self.focus_index]

    def focus_on(self, card: CardItem) -> None:
        """Put the keyboard's highlight on ``card`` (a hinted card: Enter then plays it)."""
        items = sorted(self.playable_items(), key=lambda i: i.pos().x())
        if card in items:
            self.focus_index = items.index(card)
            for k, item in enumerate(items):
                item._hover = k == self.focus_index
                item.update()

    def activate_focus(self) -> bool:
        """Play the card under the keyboard's highlight (Enter); with none highlighted, the
        only playable card if there is just one. False when nothing was played."""
        items = sorted(self.playable_items(), key=lambda i: i.pos().x())
        if not 0 <= self.focus_index < len(items):
            if len(items) != 1:
                return False
            self.focus_index = 0
        self._on_card_clicked(items[self.focus_index])
        return True

    # ----- what is on the table -------------------------------------------------------------

    # ----- room for the decision panel -------------------------------------------------------

    def panel_keepout(self, relaxed: bool = False) -> tuple[list[QRectF], list[QRectF]]:
        """What a decision panel floating over the table must leave in sight: first what it
        may never cover (every name plate, the stock, the turn-up and the turnip where they
        come to rest, the trick's cards, the person's own hand), then what it had better not
        (the others' cards, the corner's lines) when the felt has room. ``relaxed``: the
        last resort on a small felt, where the dummy's cards may be covered rather than a
        name plate (the contract panel spells out the side's points and suit lengths)."""
        geo = self.layout
        hard = [self.plate_rect(slot) for slot in range(len(self.plates))]
        hard += [self._resting_rect(w, pos) for w, pos, _ in self._pile_places()]
        hard += [self._resting_rect(geo.trick_width, geo.seat(slot).trick_spot) for slot, _ in self.trick]
        soft = [self.info_text.sceneBoundingRect(), self.trump_text.sceneBoundingRect()]
        for slot, hand in enumerate(self.hands):
            if not hand:
                continue
            spots = self.hand_slots(slot, len(hand))
            w = self._hand_width(slot)
            box = QRectF()
            for pos, _ in spots:
                box = box.united(self._resting_rect(w, pos))
            (hard if slot == 0 or (slot == self.dummy_slot and not relaxed) else soft).append(box)
        if self.stock_caption.text():
            hard.append(self.stock_caption.sceneBoundingRect())
        return [r for r in hard if r.intersects(geo.rect)], soft

    def plate_rect(self, slot: int) -> QRectF:
        plate = self.plates[slot]
        w = plate.width
        return QRectF(-w / 2, -PLATE_HEIGHT / 2, w, PLATE_HEIGHT).translated(self.plate_pos(slot))

    def _pile_places(self) -> list[tuple[float, QPointF, float]]:
        """Where the stock, turn-up and turnip come to rest (not where a deal's flight has them now)."""
        geo = self.layout
        out = [(geo.small_width, geo.deck_spot + QPointF(k * 1.5, -k * 1.5), 0.0) for k in range(len(self.stock))]
        if self.turn_up is not None:
            out.append(self._turn_up_place())
        if self.turnip is not None:
            out.append(self._turnip_place())
        return out

    @staticmethod
    def _resting_rect(width: float, pos: QPointF) -> QRectF:
        """A card of ``width`` centred on ``pos``, with room for its lift and a tilt."""
        h = width * CARD_HEIGHT_RATIO
        return QRectF(pos.x() - width / 2 - 4, pos.y() - h / 2 - h * 0.1, width + 8, h * 1.1 + 4)

    def snapshot(self) -> dict[str, object]:
        """Every pile on the table as plain data: per pile its cards in order, each as
        ``(card text, True)`` face up or ``(card text or None, False)`` face down (a card
        seen from the back is ``None``: what it is does not show). Hands and won tricks
        are per shown seat, clockwise from the human; the trick lists ``(slot, card)``."""

        def card(item: CardItem) -> tuple[str | None, bool]:
            return (str(item.card) if item.face_up and item.card is not None else None, item.face_up)

        def pile(items: list[CardItem]) -> tuple[tuple[str | None, bool], ...]:
            return tuple(card(i) for i in items)

        return {
            "players": tuple(self.players),
            "hands": tuple(pile(h) for h in self.hands),
            "trick": tuple((slot, card(i)) for slot, i in self.trick),
            "won": tuple(self.won_counts),
            "stock": pile(self.stock),
            "turn_up": card(self.turn_up) if self.turn_up is not None else None,
            "turnip": card(self.turnip) if self.turnip is not None else None,
            "dummy": self.dummy_slot,
            "trump": self.trump,
        }

    # ----- felt ---------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0.0, QColor(42, 122, 74))
        grad.setColorAt(0.65, QColor(27, 92, 54))
        grad.setColorAt(1.0, QColor(14, 52, 31))
        painter.fillRect(rect, grad)
        if self.geometry is not None:
            geo = self.geometry
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            rx, ry = geo.reach
            ring = QRectF(0, 0, 2 * rx + geo.trick_width * 1.6, 2 * ry + geo.trick_width * 1.9)
            ring.moveCenter(geo.center)
            edge = QLinearGradient(ring.topLeft(), ring.bottomRight())
            edge.setColorAt(0, QColor(255, 255, 255, 22))
            edge.setColorAt(1, QColor(255, 255, 255, 8))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(edge)
            painter.drawEllipse(ring)
