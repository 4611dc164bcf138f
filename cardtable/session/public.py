"""What one seat sees on the table, as one frozen value: the picture the UI draws.

The table scene used to read live engine objects (a round's hands, its dealt cards) and
so drew things the seat could not know, or drew them twice: after an undo the cards of the
trick in progress came back face down and were also taken out of hands that no longer
held them. :func:`public_table` builds the whole picture from :meth:`Match.view` (the
seat's :class:`~cardtable.engine.view.PlayerView`: its own hand and public facts) plus the
match's public facts (names, dealers, who won), and it is the only code here that reads
the match. A redraw after undo, resume or a fresh load of the same record therefore gives
the same picture, card for card.

This module is Qt-free: the session and the tests can build and compare public tables
without a window.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.cards import Card
from ..engine.games.bleeding_hearts import BleedingHeartsInfo
from ..engine.games.bugami import SecretBidInfo
from ..engine.games.bugger_bridge import BuggerBridgeInfo
from ..engine.games.dumb_bunny import DumbBunnyInfo
from ..engine.games.minibridge import MinibridgeInfo
from ..engine.view import GameInfo

if TYPE_CHECKING:
    from ..engine.match import Match
    from ..engine.view import PlayerView

# Backs drawn under a turn-up card: they only show that a pile of undealt cards is there.
TURN_UP_PILE = 4


# Suits in alternating colours: spades, hearts, clubs, diamonds (black, red, black, red).
SUIT_ORDER = (0, 1, 3, 2)


def _red(suit: int) -> bool:
    return suit in (1, 2)


def suit_order(trump: int | None) -> tuple[int, ...]:
    """The suits as a hand sorts them: alternating colours, trumps first and the others
    still alternating after them (hearts trumps: ♥ ♠ ♦ ♣, never ♥ ♠ ♣ ♦ with two black
    suits side by side)."""
    if trump is None:
        return SUIT_ORDER
    others = [s for s in SUIT_ORDER if _red(s) != _red(trump)]
    same = [s for s in SUIT_ORDER if s != trump and _red(s) == _red(trump)]
    return (trump, others[0], same[0], others[1])


def sort_key(card: Card, trump: int | None) -> tuple[int, int]:
    """Hands sort by suit in alternating colours (trumps first), high cards first."""
    return (suit_order(trump).index(card.suit), -card.rank)


def sorted_hand(cards: tuple[Card, ...], trump: int | None) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: sort_key(c, trump)))


@dataclass(frozen=True)
class PublicSeat:
    """One seat at the viewer's table: who sits there, the hand as the viewer sees it
    (``None`` for a card seen from the back), and the tricks won this round."""

    player: int  # player index in the match
    name: str
    hand: tuple[Card | None, ...]
    tricks: int
    dealer: bool

    @property
    def face_up(self) -> bool:
        """True when the viewer sees this hand's faces (their own hand, an exposed dummy)."""
        return any(c is not None for c in self.hand)


@dataclass(frozen=True)
class OtherTable:
    """Another table of a Dumb-Bunny hand, as its result shows in the table's corner."""

    index: int
    names: tuple[str, ...]  # in seat order: North, East, South, West
    side_tricks: tuple[int, int]  # North–South, East–West
    done: bool
    playing: bool


@dataclass(frozen=True)
class PublicTable:
    """The table from the viewer's seat. ``seats`` go clockwise from the viewer; Dumb-Bunny
    shows only the viewer's own table. ``view`` is the viewer's PlayerView (``None`` before
    the first deal), for the words around the cards (badges, trumps, narration)."""

    viewer: int
    names: tuple[str, ...]  # every player of the match, by player index
    seats: tuple[PublicSeat, ...]
    view: PlayerView | None = None
    round_index: int = -1
    trump: int | None = None
    trick: tuple[tuple[int, Card], ...] = ()  # (player, card) in play order
    turn_up: Card | None = None
    has_turnip: bool = False  # a turnip lies on the table (face down until revealed)
    turnip: Card | None = None
    stock: int = 0  # face-down undealt cards shown
    dummy: int | None = None  # player index of an exposed dummy
    blind: bool = False  # the viewer plays their own hand face down
    dealers: tuple[int, ...] = ()
    finished: bool = False
    winners: tuple[int, ...] = ()
    rounds_started: int = 0
    rounds_planned: int | None = None
    deal_number: int = 0  # the deal shown in the corner (Minibridge does not count redeals)
    other_tables: tuple[OtherTable, ...] = ()

    @property
    def players(self) -> tuple[int, ...]:
        """Player indices shown, clockwise from the viewer."""
        return tuple(s.player for s in self.seats)

    def slot_of(self, player: int) -> int | None:
        """Where ``player`` sits, counted clockwise from the viewer (0), or ``None``."""
        for slot, seat in enumerate(self.seats):
            if seat.player == player:
                return slot
        return None


def public_table(match: Match, viewer: int) -> PublicTable:
    """The table as ``viewer`` (a player index) sees it now."""
    names = tuple(match.players)
    finished = match.finished
    winners = tuple(match.winners) if finished else ()
    if not match.rounds:
        players = [(viewer + i) % match.n for i in range(match.n)]
        empty = tuple(PublicSeat(p, names[p], (), 0, False) for p in players)
        return PublicTable(viewer, names, empty, finished=finished, winners=winners,
                           rounds_planned=match.rounds_planned)
    view = match.view(viewer)
    info = view.info
    rnd = match.rounds[-1]
    # A view's seat numbers are its own table's; ``seats`` maps them to players (Dumb-Bunny).
    table_seats: tuple[int, ...] = tuple(info.seats or range(view.n))
    order = [(view.seat + i) % view.n for i in range(view.n)]
    dealers = tuple(getattr(rnd, "dealers", (rnd.dealer,)))
    blind = info.blind
    dummy_hand = info.dummy_hand if isinstance(info, MinibridgeInfo) else None
    dummy_seat = info.dummy if isinstance(info, MinibridgeInfo) and dummy_hand is not None else None
    round_over = len(view.history) >= view.n_tricks
    seats: list[PublicSeat] = []
    for s in order:
        player = table_seats[s]
        hand: tuple[Card | None, ...]
        if s == view.seat and not blind:
            hand = sorted_hand(view.hand, view.trump)
        elif s == dummy_seat:
            hand = sorted_hand(dummy_hand or (), view.trump)
        else:
            hand = (None,) * view.hand_sizes[s]
        seats.append(PublicSeat(player, names[player], hand, view.tricks_won[s], player in dealers))
    trick = tuple((table_seats[(view.leader + i) % view.n], card) for i, card in enumerate(view.trick))
    hearts = isinstance(info, BleedingHeartsInfo)
    has_turnip = hearts and not round_over  # the turnip goes with the last trick
    undealt = (info.undealt if isinstance(info, SecretBidInfo) else 0) - (1 if hearts else 0)
    turn_up = info.turn_up if isinstance(info, BuggerBridgeInfo) else None
    undealt_shown = 0 if round_over else max(0, undealt)  # the undealt cards go with the last trick
    stock = TURN_UP_PILE if turn_up is not None else undealt_shown
    # Minibridge numbers its deals without the 20–20 redeals; other games count rounds.
    deals_played = getattr(match.spec, "deals_played", None)
    deal_number = deals_played(match) + int(match.current is not None) if deals_played else len(match.rounds)
    return PublicTable(
        viewer=viewer,
        names=names,
        seats=tuple(seats),
        view=view,
        round_index=len(match.rounds) - 1,
        trump=view.trump,
        trick=trick,
        turn_up=turn_up,
        has_turnip=has_turnip,
        turnip=info.turnip if isinstance(info, BleedingHeartsInfo) and has_turnip else None,
        stock=stock,
        dummy=table_seats[dummy_seat] if dummy_seat is not None else None,
        blind=blind,
        dealers=dealers,
        finished=finished,
        winners=winners,
        rounds_started=len(match.rounds),
        rounds_planned=match.rounds_planned,
        deal_number=deal_number,
        other_tables=_other_tables(match, info),
    )


def _other_tables(match: Match, info: GameInfo) -> tuple[OtherTable, ...]:
    """The other tables of a Dumb-Bunny hand (their trick counts are announced as they go)."""
    rnd = match.rounds[-1]
    tables, table_seats = getattr(rnd, "tables", None), getattr(rnd, "seats", None)
    if tables is None or table_seats is None or not isinstance(info, DumbBunnyInfo):
        return ()
    out = []
    for t, (seats, table) in enumerate(zip(table_seats, tables, strict=True)):
        if t == info.table:
            continue
        out.append(OtherTable(
            index=t,
            names=tuple(match.players[p] for p in seats),
            side_tricks=(table.tricks[0] + table.tricks[2], table.tricks[1] + table.tricks[3]),
            done=table.is_done,
            playing=info.table_in_play == t,
        ))
    return tuple(out)


def blind_order(cards: list[Card], round_index: int) -> list[Card]:
    """A blind hand's cards in an order that tells nothing, the same at every redraw."""
    shuffled = sorted(cards, key=int)
    random.Random(f"blind/{round_index}/{len(cards)}").shuffle(shuffled)
    return shuffled
