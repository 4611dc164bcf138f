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


def table_info(match, view: PlayerView) -> list[str]:
    """Lines for the table's corner: where the match stands and, in Dumb-Bunny, the
    hand's modifiers and how the other tables are doing."""
    lines = []
    game = view.game
    planned = match.rounds_planned
    number = len(match.rounds)
    if game == "bugger-bridge":
        size = view.info.get("hand_size")
        lines.append(f"Round {number} of {planned} · {size} card{'s' if size != 1 else ''} each")
    elif game == "minibridge":
        spec = match.spec
        lines.append(f"Deal {spec.deals_played(match) + (0 if match.current is None else 1)}")
    elif game == "dumb-bunny":
        info = view.info
        mods = [m.replace("_", " ") for m in info.get("modifiers", ())]
        lines.append(f"Hand {info.get('hand_number')} of {planned}" + (f" · {', '.join(mods)}" if mods else ""))
        rnd = match.rounds[-1]
        for t, (seats, table) in enumerate(zip(rnd.seats, rnd.tables, strict=True)):
            if t == info.get("table"):
                continue
            names = [match.players[p] for p in seats]
            ns, ew = table.tricks[0] + table.tricks[2], table.tricks[1] + table.tricks[3]
            state = "done" if table.is_done else ("playing" if info.get("table_in_play") == t else "waiting")
            lines.append(f"Table {t + 1}: {names[0]} & {names[2]} {ns} – {names[1]} & {names[3]} {ew} ({state})")
    else:
        target = view.info.get("target")
        lines.append(f"Deal {number}" + (f" · game is {target}" if target else ""))
    return lines


def trump_label(view: PlayerView) -> str:
    if view.trump is None:
        return "No trumps"
    return f"Trumps: {SUITS[view.trump].symbol} {SUITS[view.trump].noun}"
