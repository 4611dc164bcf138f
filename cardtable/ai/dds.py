"""Double-dummy solving through endplay's DDS, on this package's card masks.

endplay is imported on first use only: loading it costs about half a second, which the
app's other games and the command line's other subcommands should not pay.

Seats and suits need no translation: endplay numbers players North, East, South, West
= 0..3 and denominations spades, hearts, diamonds, clubs, no trumps = 0..4, as here.
"""

from __future__ import annotations

import sys
import threading
import types
from collections.abc import Sequence
from functools import cache

from ..engine.cards import RANK_CHARS

STRAIN_DENOM = {"S": 0, "H": 1, "D": 2, "C": 3, "NT": 4}

_loading = threading.Lock()


def load_endplay() -> None:
    """Import endplay without its deal-generator scripts (``endplay.dealer``); call it before
    any ``import endplay...``. endplay's package loads all of itself, and that part alone
    brings matplotlib and numpy: over a second of CPU that solving a deal or reading a PBN
    file never uses (1.3 s against 0.2 s for the rest, measured). A stand-in takes its place
    while the package loads; a later ``import endplay.dealer`` still gets the real one.
    Raises ImportError as the import itself would when endplay is missing."""
    with _loading:
        if "endplay" in sys.modules:
            return
        stand_in = types.ModuleType("endplay.dealer")
        stand_in.__dict__["__all__"] = []
        sys.modules["endplay.dealer"] = stand_in
        try:
            import endplay  # noqa: F401
        finally:
            if sys.modules.get("endplay.dealer") is stand_in:
                del sys.modules["endplay.dealer"]


@cache
def _endplay():
    load_endplay()
    import endplay.dds as dds
    from endplay.dds.solve import SolveMode
    from endplay.types import Deal, Denom, Player

    return dds, Deal, Denom, Player, SolveMode


def pbn(hands: Sequence[int]) -> str:
    """The four hands (masks, North first) as a PBN deal string."""
    out = []
    for h in hands:
        suits = []
        for s in range(4):
            m = (h >> (13 * s)) & 0x1FFF
            suits.append("".join(RANK_CHARS[r] for r in range(12, -1, -1) if m >> r & 1))
        out.append(".".join(suits))
    return "N:" + " ".join(out)


def _index(card) -> int:
    return int(card.suit) * 13 + int(card.rank).bit_length() - 1 - 2


def solve_position(hands: Sequence[int], trump: int | None, leader: int, trick: Sequence[int]) -> dict[int, int]:
    """Tricks from now on (the one in progress included) for the side of the seat to play,
    after each of its legal cards: ``{card: tricks}``.

    ``hands`` are the cards held now; the cards of ``trick`` were played from ``leader`` on.
    """
    dds, Deal, Denom, Player, _ = _endplay()
    full = list(hands)
    for i, c in enumerate(trick):
        full[(leader + i) % 4] |= 1 << c
    deal = Deal(pbn(full), first=Player(leader), trump=Denom(4 if trump is None else trump))
    for c in trick:
        deal.play(_card_text(c))
    return {_index(card): tricks for card, tricks in dds.solve_board(deal)}


def declarer_tricks(hands: Sequence[int], strain: str, declarer: int) -> int:
    """Double-dummy tricks for ``declarer`` in ``strain`` with the left-hand opponent leading."""
    dds, Deal, Denom, Player, SolveMode = _endplay()
    leader = (declarer + 1) % 4
    deal = Deal(pbn(hands), first=Player(leader), trump=Denom(STRAIN_DENOM[strain]))
    best = max(t for _, t in dds.solve_board(deal, SolveMode.OptimalOne))
    return sum(h.bit_count() for h in hands) // 4 - best


def _card_text(c: int) -> str:
    return "SHDC"[c // 13] + RANK_CHARS[c % 13]


__all__ = ["STRAIN_DENOM", "declarer_tricks", "pbn", "solve_position"]
