"""The short public facts shown on each seat's plate, from a PlayerView (never more)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.cards import SUITS, Suit
from ..engine.games.bleeding_hearts import BleedingHeartsInfo
from ..engine.games.bugami import SecretBidInfo
from ..engine.games.bugger_bridge import BuggerBridgeInfo
from ..engine.games.dumb_bunny import DumbBunnyInfo
from ..engine.games.minibridge import MinibridgeInfo
from ..engine.view import PlayerView
from ..session.public import PublicTable
from ..words import suit_noun

#: Table strings are translated in the context "Table", placeholders filled after; the
#: calls spell out ``translate("Table", "…")`` so that pyside6-lupdate finds them.
translate = QCoreApplication.translate


STRAIN_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}


def bid_label(bid: str | None, doublets: bool | None = None) -> str:
    """'♥', 'zero', 'Turnip', '♠ Doublets' for Bugami-family bids."""
    if bid is None:
        return ""
    if bid == "zero":
        return translate("Table", "zero")
    if bid == "turnip":
        return translate("Table", "Turnip")
    text = Suit.parse(bid).symbol
    return translate("Table", "{0} Doublets").format(text) if doublets else translate("Table", "bug {0}").format(text)


def seat_badges(view: PlayerView) -> list[str]:
    """One badge per seat of the view's table (its seat numbers)."""
    n = len(view.players)
    info = view.info
    game = view.game
    if isinstance(info, BuggerBridgeInfo):
        return [translate("Table", "bid {0}").format(b) if b is not None else "" for b in info.bids]
    if isinstance(info, SecretBidInfo):
        bids = info.bids
        doublets = info.doublets if isinstance(info, BleedingHeartsInfo) else (None,) * n
        has_bid = info.has_bid
        out = []
        for s in range(n):
            if bids[s] is not None:
                out.append(bid_label(bids[s], doublets[s]))
            else:
                out.append("has bid" if has_bid[s] else "")
        return out
    if isinstance(info, MinibridgeInfo):
        out = [translate("Table", "{0} pts").format(p) if p is not None else "" for p in info.points]
        declarer, dummy, contract = info.declarer, info.dummy, info.contract
        if declarer is not None:
            what = translate("Table", "declarer")
            if contract:
                kind = translate("Table", "game") if contract.game else translate("Table", "part-score")
                strain = STRAIN_SYMBOL[contract.strain]
                what = translate("Table", "declarer · {0} {1} ({2})").format(strain, kind, info.target)
            out[declarer] = what
        if dummy is not None:
            out[dummy] = translate("Table", "dummy")
        return out
    if game == "dumb-bunny":
        partner_seat = (view.seat + 2) % 4
        return [translate("Table", "partner") if s == partner_seat else "" for s in range(n)]
    return [""] * n


def table_info(table: PublicTable) -> list[str]:
    """Lines for the table's corner: where the match stands and, in Dumb-Bunny, the
    hand's modifiers and how the other tables are doing."""
    lines: list[str] = []
    view = table.view
    if view is None:
        return lines
    planned = table.rounds_planned
    number = table.rounds_started
    info = view.info
    if isinstance(info, BuggerBridgeInfo):
        size = info.hand_size
        each = translate("Table", "{0} card each") if size == 1 else translate("Table", "{0} cards each")
        lines.append(translate("Table", "Round {0} of {1}").format(number, planned) + " · " + each.format(size))
    elif isinstance(info, MinibridgeInfo):
        lines.append(translate("Table", "Deal {0}").format(table.deal_number))
    elif isinstance(info, DumbBunnyInfo):
        words = {
            "swap": translate("Table", "swap"),
            "blind": translate("Table", "blind"),
            "new_partners": translate("Table", "new partners"),
            "move_tables": translate("Table", "move tables"),
        }
        mods = [words.get(m) or m.replace("_", " ") for m in info.modifiers]
        hand = translate("Table", "Hand {0} of {1}").format(info.hand_number, planned)
        lines.append(hand + (f" · {', '.join(mods)}" if mods else ""))
        for other in table.other_tables:
            names = other.names
            ns, ew = other.side_tricks
            if other.done:
                state = translate("Table", "done")
            else:
                state = translate("Table", "playing") if other.playing else translate("Table", "waiting")
            lines.append(translate("Table", "Table {0}: {1} & {2} {3} – {4} & {5} {6} ({7})").format(
                other.index + 1, names[0], names[2], ns, names[1], names[3], ew, state))
    else:
        target = info.target if isinstance(info, SecretBidInfo) else None
        line = translate("Table", "Deal {0}").format(number)
        if target:
            line += " · " + translate("Table", "game is {0}").format(target)
        lines.append(line)
    return lines


def trump_label(view: PlayerView) -> str:
    if view.trump is None:
        return translate("Table", "No trumps")
    return translate("Table", "Trumps: {0} {1}").format(SUITS[view.trump].symbol, suit_noun(SUITS[view.trump]))
