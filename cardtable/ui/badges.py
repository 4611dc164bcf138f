"""The short public facts shown on each seat's plate, from a PlayerView (never more)."""

from __future__ import annotations

from ..engine.cards import SUITS, Suit
from ..engine.view import PlayerView

STRAIN_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}


def bid_label(bid: str | None, doublets: bool | None = None) -> str:
    """'♥', 'zero', 'Turnip', '♠ Doublets' for Bugami-family bids."""
    if bid is None:
        return ""
    if bid == "zero":
        return "zero"
    if bid == "turnip":
        return "Turnip"
    text = Suit.parse(bid).symbol
    return f"{text} Doublets" if doublets else f"bug {text}"


def seat_badges(view: PlayerView) -> list[str]:
    """One badge per seat of the view's table (its seat numbers)."""
    n = len(view.players)
    info = view.info
    game = view.game
    if game == "bugger-bridge":
        return [f"bid {b}" if b is not None else "" for b in info.get("bids", (None,) * n)]
    if game in ("bugami", "bleeding-hearts"):
        bids = info.get("bids", (None,) * n)
        doublets = info.get("doublets", (None,) * n)
        has_bid = info.get("has_bid", (False,) * n)
        out = []
        for s in range(n):
            if bids[s] is not None:
                out.append(bid_label(bids[s], doublets[s]))
            else:
                out.append("has bid" if has_bid[s] else "")
        return out
    if game == "minibridge":
        points = info.get("points", (None,) * n)
        out = [f"{p} pts" if p is not None else "" for p in points]
        declarer, dummy, contract = info.get("declarer"), info.get("dummy"), info.get("contract")
        if declarer is not None:
            what = "declarer"
            if contract:
                kind = "game" if contract["game"] else "part-score"
                what = f"declarer · {STRAIN_SYMBOL[contract['strain']]} {kind} ({info.get('target')})"
            out[declarer] = what
        if dummy is not None:
            out[dummy] = "dummy"
        return out
    if game == "dumb-bunny":
        partner_seat = (view.seat + 2) % 4
        return ["partner" if s == partner_seat else "" for s in range(n)]
    return [""] * n


def trump_label(view: PlayerView) -> str:
    if view.trump is None:
        return "No trumps"
    return f"Trumps: {SUITS[view.trump].symbol} {SUITS[view.trump].noun}"
