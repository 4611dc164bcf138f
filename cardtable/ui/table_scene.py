"""The card table: a scene of piles (hands, the trick, won tricks, the stock, dummy) whose
cards move between them as engine events arrive.

The scene never changes game state. It reads the match (the human's own cards, public
facts through the human's PlayerView) and turns events into animation steps on the
:class:`~cardtable.ui.animator.Animator`. Human clicks on playable cards become the
``card_chosen`` signal; the window decides whether to submit them.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import (
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from ..engine import events as ev
from ..engine.cards import CARDS, Card, cards_of
from ..engine.match import Match
from . import card_art
from .animator import Animator
from .badges import seat_badges, table_info, translate, trump_label
from .card_item import CardItem
from .games import face_for
from .seat_plate import PLATE_HEIGHT, SeatPlate
from .table_layout import CARD_HEIGHT_RATIO, TableGeometry, compute_layout, fan_positions, trick_reach

DEAL_STAGGER_MS = 45
MOVE_MS = 260
PLAY_MS = 300
GATHER_MS = 330
TRICK_PAUSE_MS = 650


def sort_key(card: Card, trump: int | None) -> tuple[int, int]:
    """Hands sort by suit in alternating colours (trumps first), high cards first."""
    order = [0, 1, 3, 2]  # spades, hearts, clubs, diamonds: black, red, black, red
    suit_rank = order.index(card.suit)
    if trump is not None:
        suit_rank = -1 if card.suit == trump else suit_rank
    return (suit_rank, -card.rank)


class TableScene(QGraphicsScene):
    card_chosen = Signal(object)  # Card

    def __init__(self, animator: Animator, style: card_art.DeckStyle | None = None) -> None:
        super().__init__()
        self.animator = animator
        self.style = style or card_art.DeckStyle()
        self.match: Match | None = None
        self.card_scale = 1.0  # the player's card-size setting
        self.human = 0
        self.players: list[int] = []  # player indices shown, clockwise from the human
        self.slot_of: dict[int, int] = {}
        self.geometry: TableGeometry | None = None
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
        self.message = QGraphicsSimpleTextItem()
        self.message.setZValue(50)
        self.message.setBrush(QColor(250, 245, 225))
        font = QFont()
        font.setPointSizeF(13)
        font.setBold(True)
        self.message.setFont(font)
        self.addItem(self.message)
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
        self.stock_caption = QGraphicsSimpleTextItem()
        self.stock_caption.setBrush(QColor(215, 232, 215))
        self.stock_caption.setFont(info_font)
        self.addItem(self.stock_caption)
        self.addItem(self.trump_text)
        self.setSceneRect(QRectF(0, 0, 1280, 800))

    # ----- setting up -------------------------------------------------------------------

    def set_match(self, match: Match, human: int = 0) -> None:
        """Show ``match`` from ``human``'s seat, as it stands now (new game or resume)."""
        self.animator.finish_all()
        self.match = match
        self.human = human
        self._seat_players()
        self.rebuild()

    def _seat_players(self) -> None:
        m = self.match
        rnd = m.rounds[-1] if m.rounds else None
        seats = getattr(rnd, "seats", None)
        if seats is not None:  # Dumb-Bunny: show the human's table only
            table = next(s for s in seats if self.human in s)
            k = table.index(self.human)
            self.players = [table[(k + i) % len(table)] for i in range(len(table))]
        else:
            self.players = [(self.human + i) % m.n for i in range(m.n)]
        self.slot_of = {p: i for i, p in enumerate(self.players)}

    def resize_table(self, width: float, height: float) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        self.animator.finish_all()
        self.relayout()

    def _geometry(self) -> TableGeometry:
        r = self.sceneRect()
        return compute_layout(r.width(), r.height(), max(1, len(self.players)), 0, card_scale=self.card_scale)

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

    def rebuild(self) -> None:
        """Lay the table out from the match as it stands, with no animation."""
        for plate in self.plates:
            self.removeItem(plate)
        self.plates = []
        self.clear_table()
        m = self.match
        if m is None:
            return
        for p in self.players:
            plate = SeatPlate(m.players[p])
            self.addItem(plate)
            self.plates.append(plate)
        if m.rounds:
            rnd = m.rounds[-1]
            self.round_index = len(m.rounds) - 1
            self._start_round_items(rnd, dealt=False)
            self._place_trick_from(rnd)
        self.relayout()
        self.refresh_plates()

    def _view(self):
        return self.match.view(self.human)

    def _start_round_items(self, rnd, dealt: bool) -> None:
        """Items for a round: hands (the human's face up), extras, tricks won so far."""
        self.clear_table()
        view = self._view()
        self.trump = view.trump
        self.blind = bool(view.info.get("blind"))
        hands = rnd.hands if not dealt else rnd.dealt
        for slot, p in enumerate(self.players):
            mask = hands[p]
            if slot == 0 and not self.blind:
                cards = sorted(cards_of(mask), key=lambda c: sort_key(c, self.trump))
                items = [self._new_card(c, face_up=True) for c in cards]
            elif slot == 0:  # blind: the human's cards face down, in an order that tells nothing
                cards = cards_of(mask)
                random.Random(len(self.match.rounds)).shuffle(cards)
                items = [self._new_card(c, face_up=False) for c in cards]
            else:
                items = [self._new_card(None, face_up=False) for _ in range(mask.bit_count())]
            self.hands[slot] = items
        dummy = view.info.get("dummy_hand")
        face = face_for(view.game)
        if face.dummy_pile and dummy is not None and not dealt:
            self._expose_dummy(view.info["dummy"], dummy, animate=False)
        turn_up = view.info.get("turn_up")
        if turn_up is not None:
            # The turn-up lies on the stock of undealt cards (a few backs show the pile).
            self.stock = [self._new_card(None, face_up=False) for _ in range(4)]
            self.turn_up = self._new_card(turn_up, face_up=True)
            self.turn_up.setZValue(12)
        if face.turnip_pile:
            self.turnip = self._new_card(view.info.get("turnip"), face_up=view.info.get("turnip") is not None)
        undealt = view.info.get("undealt") or 0
        if face.undealt_stock and undealt:
            self.stock = [self._new_card(None, face_up=False) for _ in range(undealt)]
        if not dealt:
            for _leader, _cards, winner in view.history:
                if winner is not None and self.slot_of.get(self._player(winner)) is not None:
                    self.won_counts[self.slot_of[self._player(winner)]] += 1

    def _player(self, view_seat: int) -> int:
        """A seat number of the human's view, as a player index."""
        seats = self._view().info.get("seats")
        return seats[view_seat] if seats else view_seat

    def _place_trick_from(self, rnd) -> None:
        view = self._view()
        for i, card in enumerate(view.trick):
            player = self._player((view.leader + i) % len(view.players))
            slot = self.slot_of[player]
            item = self._take_from_hand(slot, card)
            self.trick.append((slot, item))

    def _new_card(self, card: Card | None, face_up: bool) -> CardItem:
        geo = self.geometry or self._geometry()
        item = CardItem(card, geo.small_width, self.style, face_up)
        item.clicked.connect(self._on_card_clicked)
        item.dropped.connect(self._on_card_dropped)
        self.addItem(item)
        return item

    # ----- layout -----------------------------------------------------------------------

    def relayout(self) -> None:
        """Put every item where the layout says, at once (resizes, resumes)."""
        if not self.players:
            return
        self.geometry = geo = self._geometry()
        for slot, items in enumerate(self.hands):
            for item, (pos, rot) in zip(items, self.hand_slots(slot, len(items)), strict=True):
                item.set_width(self._hand_width(slot))
                item.setPos(pos)
                item.setRotation(rot)
            self._stack(items)
        for slot, item in self.trick:
            item.set_width(geo.trick_width)
            item.setPos(geo.seat(slot).trick_spot)
            item.setRotation(0)
        self._stack([i for _, i in self.trick], base=30)
        for slot, pile in enumerate(self.won):
            for k, item in enumerate(pile):
                item.set_width(geo.small_width * 0.8)
                item.setPos(geo.seat(slot).tricks_spot + QPointF(k * 2, -k * 2))
                item.setRotation(90 if slot % 2 else 0)
        for k, item in enumerate(self.stock):
            item.set_width(geo.small_width)
            item.setPos(geo.deck_spot + QPointF(k * 1.5, -k * 1.5))
        if self.turn_up is not None:
            self.turn_up.set_width(geo.trick_width * 0.9)
            self.turn_up.setPos(geo.deck_spot + QPointF(geo.trick_width * 0.6, 0))
            self.turn_up.setRotation(12)
        if self.turnip is not None:
            self.turnip.set_width(geo.trick_width * 0.7)
            self.turnip.setPos(geo.center)
            self.turnip.setRotation(90)  # lying crosswise: a reminder, not a card in the trick
        self._place_caption()
        for slot, plate in enumerate(self.plates):
            plate.set_width(230.0 if slot == 0 else min(190.0, max(130.0, geo.seat(slot).area.width())))
            plate.setPos(self.plate_pos(slot))
        self.message.setPos(geo.center + QPointF(-self.message.boundingRect().width() / 2, geo.trick_width * 1.7))
        self.trump_text.setPos(QPointF(14, 10))
        self.info_text.setPos(QPointF(14, 36))
        self.update()

    def _hand_width(self, slot: int) -> float:
        geo = self.geometry
        if slot == 0:
            return geo.card_width
        if slot == self.dummy_slot:
            return geo.small_width * 1.05
        return geo.small_width

    def hand_slots(self, slot: int, count: int) -> list[tuple[QPointF, float]]:
        geo = self.geometry or self._geometry()
        seat = geo.seat(slot)
        if slot == self.dummy_slot and slot != 0:
            return self._dummy_slots(slot, count)
        if slot == 0:
            return fan_positions(seat.hand_center, count, geo.card_width, seat.area.width())
        fan = fan_positions(seat.hand_center, count, geo.small_width * 0.45, seat.area.width() * 0.8)
        return [(p, r) for p, r in fan]

    def _dummy_block(self, slot: int) -> tuple[list[int], float, float, float, float, float]:
        """Dummy's suit columns: (suits left to right, first row's centre y, row step, left
        column's x, column width, card height). Trumps come first, on dummy's right (the
        viewer's left); the block stays below its plate and clear of the trick."""
        geo = self.geometry
        seat = geo.seat(slot)
        cards = [i.card for i in self.hands[slot] if i.card is not None]
        suits: list[int] = []
        for c in cards:
            if c.suit not in suits:
                suits.append(c.suit)
        w = self._hand_width(slot)
        h = w * CARD_HEIGHT_RATIO
        col_w = w * 1.08
        longest = max((sum(1 for c in cards if c.suit == su) for su in suits), default=1)
        _, ry = trick_reach(geo.trick_width, len(self.players))
        if seat.anchor.y() < geo.center.y() - ry:  # opposite the human: hang from the top edge
            top_edge = 8 + PLATE_HEIGHT + 6
            avail = geo.center.y() - ry - geo.trick_width * 0.75 - top_edge
        else:  # at a side: centred on the seat, with room for the plate above
            avail = min(geo.rect.height() * 0.55, h + 12 * h * 0.27)
            top_edge = max(8 + PLATE_HEIGHT + 6, seat.anchor.y() - avail / 2)
        if seat.anchor.x() < geo.center.x() - geo.trick_width:
            # On the left, the plate must also stay below the trumps and deal lines in the corner.
            corner = self.info_text.y() + self.info_text.boundingRect().height()
            top_edge = max(top_edge, corner + PLATE_HEIGHT + 10)
        step = min(h * 0.27, max(h * 0.12, (avail - h) / max(1, longest - 1)))
        left = seat.anchor.x() - (len(suits) - 1) * col_w / 2
        left = min(max(left, w / 2 + 6), geo.rect.width() - w / 2 - 6 - (len(suits) - 1) * col_w)
        return suits, top_edge + h / 2, step, left, col_w, h

    def _dummy_slots(self, slot: int, count: int) -> list[tuple[QPointF, float]]:
        suits, top, step, left, col_w, _ = self._dummy_block(slot)
        pos: list[tuple[QPointF, float]] = []
        rows: dict[int, int] = {}
        for item in self.hands[slot]:
            c = item.card
            col = suits.index(c.suit) if c is not None and c.suit in suits else 0
            row = rows.get(col, 0)
            rows[col] = row + 1
            pos.append((QPointF(left + col * col_w, top + row * step), 0.0))
        return pos

    def plate_pos(self, slot: int) -> QPointF:
        geo = self.geometry
        seat = geo.seat(slot)
        if slot == 0:
            x = max(geo.rect.left() + 120, seat.area.left() - 130)
            return QPointF(x, seat.anchor.y() + geo.card_width * 0.35)
        if slot == self.dummy_slot:
            suits, top, _, left, col_w, h = self._dummy_block(slot)
            return QPointF(left + (len(suits) - 1) * col_w / 2, top - h / 2 - PLATE_HEIGHT / 2 - 4)
        return QPointF(seat.anchor.x(), seat.area.bottom() - PLATE_HEIGHT / 2 + 2)

    @staticmethod
    def _stack(items: list[CardItem], base: float = 10) -> None:
        for k, item in enumerate(items):
            item.setZValue(base + k * 0.01)

    # ----- plates -----------------------------------------------------------------------

    def refresh_plates(self, active_player: int | None = None) -> None:
        if self.match is None or not self.plates:
            return
        m = self.match
        view = self._view() if m.rounds else None
        badges = seat_badges(view) if view is not None else [""] * len(self.players)
        dealer_players = set(getattr(m.rounds[-1], "dealers", ())) if m.rounds else set()
        if m.rounds and not dealer_players:
            dealer_players = {m.rounds[-1].dealer}
        for slot, plate in enumerate(self.plates):
            p = self.players[slot]
            vs = self._view_seat(p, view)
            plate.set(
                badge=badges[vs] if vs is not None else "",
                tricks=self.won_counts[slot] if slot < len(self.won_counts) else 0,
                dealer=p in dealer_players,
                active=p == active_player,
                winner=m.finished and p in m.winners,
            )
        if view is not None:
            self.trump_text.setText(trump_label(view))
            self.info_text.setText("\n".join(table_info(m, view)))
        self._place_caption()

    def _place_caption(self) -> None:
        """'Turnip' or 'Undealt' under the stock, so nobody takes it for part of the trick."""
        geo = self.geometry
        text = ""
        if self.turnip is not None:
            text = translate("Table", "Turnip")
        elif self.stock and self.turn_up is None:
            text = translate("Table", "Undealt ({0})").format(len(self.stock))
        self.stock_caption.setText(text)
        if geo is not None and text:
            width = self.stock_caption.boundingRect().width()
            self.stock_caption.setPos(geo.center + QPointF(-width / 2, geo.trick_width * 0.62))

    @staticmethod
    def _view_seat(player: int, view) -> int | None:
        if view is None:
            return None
        seats = view.info.get("seats")
        if seats:
            return seats.index(player) if player in seats else None
        return player

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        if self.geometry is not None:
            self.message.setPos(
                self.geometry.center
                + QPointF(-self.message.boundingRect().width() / 2, self.geometry.trick_width * 1.7)
            )

    # ----- events to animations -----------------------------------------------------------

    def handle(self, events: list, after: Callable[[object], None] | None = None) -> None:
        """Queue the animations for a batch of engine events; ``after(event)`` is queued
        behind each event's animation (the narration speaks when the card lands)."""
        with self.animator.batch():
            for e in events:
                handler = getattr(self, f"_on_{type(e).__name__}", None)
                if handler is not None:
                    handler(e)
                if after is not None:
                    self.animator.call(lambda e=e: after(e))
            self.animator.call(self.refresh_plates)

    def _on_RoundStarted(self, e: ev.RoundStarted) -> None:
        self.animator.call(lambda: self._deal(e))
        self.animator.add(lambda: self._deal_animation())
        self.animator.add(lambda: self._sort_human_hand())

    def _deal(self, e: ev.RoundStarted) -> None:
        self._seat_players()
        if len(self.plates) != len(self.players) or any(
            p.name != self.match.players[q] for p, q in zip(self.plates, self.players, strict=False)
        ):
            self.rebuild()
        self.round_index = e.index
        rnd = self.match.rounds[e.index]
        self._start_round_items(rnd, dealt=True)
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
        rnd = self.match.rounds[self.round_index]
        dealer = getattr(rnd, "dealers", (rnd.dealer,))
        for d in dealer:
            if d in self.slot_of:
                return (self.slot_of[d] + 1) % len(self.players)
        return 0

    def _sort_human_hand(self):
        """Pick up the hand: human cards turn face up (unless blind), all settle in place."""
        geo = self.geometry
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
            self.turnip.set_width(geo.trick_width * 0.7)
            group.addAnimation(self.turnip.move_animation(geo.center, 90, self.animator.ms(MOVE_MS)))
        if self.turn_up is not None:
            target = geo.deck_spot + QPointF(geo.trick_width * 0.6, 0)
            group.addAnimation(self.turn_up.move_animation(target, 12, self.animator.ms(MOVE_MS)))
            group.addAnimation(self.turn_up.flip_animation(True, self.animator.ms(MOVE_MS)))
        return group

    def _on_TurnipRevealed(self, e: ev.TurnipRevealed) -> None:
        def flip():
            if self.turnip is None:
                return None
            self.turnip.set_card(e.card)
            return self.turnip.flip_animation(True, self.animator.ms(MOVE_MS))

        self.animator.add(flip)

    def _on_DummyExposed(self, e: ev.DummyExposed) -> None:
        self.animator.add(lambda: self._expose_dummy(e.seat, e.cards, animate=True))

    def _expose_dummy(self, seat: int, cards, animate: bool):
        slot = self.slot_of.get(seat)
        if slot is None:
            return None
        self.dummy_slot = slot
        items = self.hands[slot]
        if slot != 0:
            ordered = sorted(cards, key=lambda c: sort_key(c, self.trump))
            for item, card in zip(items, ordered, strict=False):
                item.set_card(card)
        if not animate:
            for item in items:
                item.set_face_up(True)
            return None
        self.geometry = self._geometry()
        group = QParallelAnimationGroup()
        for item, (pos, rot) in zip(items, self.hand_slots(slot, len(items)), strict=True):
            item.set_width(self._hand_width(slot))
            group.addAnimation(item.move_animation(pos, rot, self.animator.ms(MOVE_MS)))
            if not item.face_up:
                group.addAnimation(item.flip_animation(True, self.animator.ms(MOVE_MS)))
        if self.plates:
            self.plates[slot].setPos(self.plate_pos(slot))
        return group

    def _on_ContractChosen(self, e: ev.ContractChosen) -> None:
        def resort():
            self.trump = None if e.strain == "NT" else "SHDC".index(e.strain)
            if self.dummy_slot is None:
                return None
            items = self.hands[self.dummy_slot]
            items.sort(key=lambda i: sort_key(i.card, self.trump) if i.card is not None else (9, 0))
            return self._settle(self.dummy_slot)

        self.animator.add(resort)

    def _on_CardPlayed(self, e: ev.CardPlayed) -> None:
        slot = self.slot_of.get(e.seat)
        if slot is None:
            return  # another table (Dumb-Bunny)

        def play():
            item = self._take_from_hand(slot, e.card)
            self.trick.append((slot, item))
            item.setZValue(30 + len(self.trick))
            geo = self.geometry
            item.set_width(geo.trick_width)
            group = QParallelAnimationGroup()
            group.addAnimation(item.move_animation(geo.seat(slot).trick_spot, 0, self.animator.ms(PLAY_MS)))
            if not item.face_up:
                group.addAnimation(item.flip_animation(True, self.animator.ms(PLAY_MS)))
            settle = self._settle(slot)
            if settle is not None:
                group.addAnimation(settle)
            return group

        self.animator.add(play)

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
        self._stack(items)
        return group

    def _on_TrickWon(self, e: ev.TrickWon) -> None:
        slot = self.slot_of.get(e.seat)
        if slot is None:
            return
        self.animator.add(lambda: QPauseAnimation(self.animator.ms(TRICK_PAUSE_MS)))

        def gather():
            geo = self.geometry
            items = [i for _, i in self.trick]
            self.trick = []
            if self.turnip is not None and any(c == self.turnip.card for c in e.cards):
                items.append(self.turnip)
                self.turnip = None
            extra = {int(c) for c in e.cards} - {int(i.card) for i in items if i.card is not None}
            if extra and self.stock:  # Bugami's leftover cards go with the last trick
                items.extend(self.stock)
                self.stock = []
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

    def _bank(self, slot: int, items: list[CardItem]) -> None:
        """Won cards leave the table; the winner's plate counts them."""
        for item in items:
            self.removeItem(item)
        self.won_counts[slot] += 1
        self.refresh_plates()

    def _on_RoundScored(self, e: ev.RoundScored) -> None:
        def say():
            names = self.match.players
            best = max(e.scores)
            tops = [names[p] for p, s in enumerate(e.scores) if s == best and s > 0]
            if tops:
                self.show_message(translate("Table", "Round over — top score {0}: {1}").format(best, ", ".join(tops)))
            else:
                self.show_message(translate("Table", "Round over"))

        self.animator.call(say)
        self.animator.pause(700)

    def _on_Redeal(self, e: ev.Redeal) -> None:
        self.animator.call(lambda: self.show_message(translate("Table", "20–20: the same dealer deals again")))
        self.animator.pause(900)

    def _on_MatchOver(self, e: ev.MatchOver) -> None:
        def say():
            names = ", ".join(self.match.players[w] for w in e.winners)
            if len(e.winners) > 1:
                label = translate("Table", "Match over — winners: {0}")
            else:
                label = translate("Table", "Match over — winner: {0}")
            self.show_message(label.format(names))
            self.refresh_plates()

        self.animator.call(say)

    # ----- the human's turn ---------------------------------------------------------------

    def playable_items(self) -> list[CardItem]:
        return [i for items in self.hands for i in items if i.playable]

    def set_playable(self, slot: int | None, legal: set[int], reasons: dict[int, str]) -> None:
        """Raise the human's legal cards in ``slot`` (their hand or dummy), dim the rest."""
        for s, items in enumerate(self.hands):
            for item in items:
                if s == slot and item.card is not None:
                    ok = int(item.card) in legal
                    item.set_playable(ok, dimmed=not ok, reason=reasons.get(int(item.card), ""))
                else:
                    item.set_playable(False)
        self.focus_index = -1

    def clear_playable(self) -> None:
        for items in self.hands:
            for item in items:
                item.set_playable(False)

    def _on_card_clicked(self, item: CardItem) -> None:
        if item.playable and not self.animator.busy and item.card is not None:
            self.card_chosen.emit(item.card)

    def _on_card_dropped(self, item: CardItem, point: QPointF) -> None:
        """A card dragged onto the trick area is played; dropped elsewhere it goes home."""
        geo = self.geometry
        rx, ry = trick_reach(geo.trick_width, len(self.players))
        dx = (point.x() - geo.center.x()) / (rx + geo.trick_width)
        dy = (point.y() - geo.center.y()) / (ry + geo.trick_width)
        if dx * dx + dy * dy <= 1.0 and item.playable and not self.animator.busy:
            self.card_chosen.emit(item.card)
            return
        for slot, items in enumerate(self.hands):
            if item in items:
                self._stack(items)
                settle = self._settle(slot)
                if settle is not None:
                    self.animator.add(lambda s=settle: s)

    def move_focus(self, step: int) -> CardItem | None:
        """Keyboard play: move the highlight over playable cards (arrows), return it."""
        items = self.playable_items()
        if not items:
            return None
        items.sort(key=lambda i: i.pos().x())
        self.focus_index = (self.focus_index + step) % len(items) if self.focus_index >= 0 else 0
        for k, item in enumerate(items):
            item._hover = k == self.focus_index
            item.update()
        return items[self.focus_index]

    def activate_focus(self) -> None:
        items = sorted(self.playable_items(), key=lambda i: i.pos().x())
        if 0 <= self.focus_index < len(items):
            self._on_card_clicked(items[self.focus_index])

    # ----- felt ---------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        r = self.sceneRect()
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0.0, QColor(42, 122, 74))
        grad.setColorAt(0.65, QColor(27, 92, 54))
        grad.setColorAt(1.0, QColor(14, 52, 31))
        painter.fillRect(rect, grad)
        if self.geometry is not None:
            geo = self.geometry
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            rx, ry = trick_reach(geo.trick_width, len(self.players))
            ring = QRectF(0, 0, 2 * rx + geo.trick_width * 1.6, 2 * ry + geo.trick_width * 1.9)
            ring.moveCenter(geo.center)
            edge = QLinearGradient(ring.topLeft(), ring.bottomRight())
            edge.setColorAt(0, QColor(255, 255, 255, 22))
            edge.setColorAt(1, QColor(255, 255, 255, 8))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(edge)
            painter.drawEllipse(ring)
