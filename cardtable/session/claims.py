"""Claims at the table: whether one may be made now, and what becomes of it.

A game that can be claimed says so in its spec (``GameSpec.claims``: declarer's side plays
both hands in view of dummy, so "the rest are mine" can be checked double dummy). The
claim is then measured against the best defence (analysis/claim.py): it stands, and the
rest of the deal is played out card by card through the session (each side's best card,
so the table animates it like any play), or it is refused with the line that defeats it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..analysis.claim import best_card, check_claim, declarer_side_to_play, remaining_tricks
from ..engine.actions import Play
from ..engine.cards import CARDS
from ..engine.round import TrickRound
from ..engine.trick import winner_index
from .events import ClaimAccepted, ClaimRefused

if TYPE_CHECKING:
    from .table_state import TableState


def claim_possible(session: TableState) -> bool:
    """A human declarer may claim: the game allows claims and it is declarer's or dummy's
    card to play, now."""
    d = session.pending()
    rnd = session.match.current
    return (d is not None and d.human and isinstance(rnd, TrickRound) and session.match.spec.claims
            and declarer_side_to_play(rnd))


def tricks_left(session: TableState) -> int:
    """The tricks a claim may take (the one in progress included); 0 when none may be made."""
    rnd = session.match.current
    return remaining_tricks(rnd) if isinstance(rnd, TrickRound) and claim_possible(session) else 0


def make_claim(session: TableState, tricks: int) -> ClaimAccepted | ClaimRefused | None:
    """Claim ``tricks`` of the remaining ones; ``None`` when no claim may be made now."""
    if not claim_possible(session):
        return None
    rnd = session.match.current
    assert isinstance(rnd, TrickRound)
    left = remaining_tricks(rnd)
    check = check_claim(rnd, tricks)
    if not check.stands:
        refused = ClaimRefused(check, left)
        session.tell([refused])
        return refused
    accepted = ClaimAccepted(check, left)
    session.tell([accepted])
    session.history.forget_redo()
    while (seat := rnd.to_act) is not None:  # the rest, each card the best for its side, from the live round
        session.submit(Play(seat, CARDS[best_card(rnd)]))
    session.advance()
    return accepted


def line_tricks(
    n: int, leader: int, trick: Sequence[int], line: Sequence[tuple[int, int]], trump: int | None
) -> list[tuple[int, tuple[int, ...], int]]:
    """A claim's line (``ClaimCheck.line``: the (seat, card) plays from the seat to act on) as
    whole tricks, (leader, cards in play order, winner), the way a player reads them: the
    trick in progress first, completed with the cards ``trick`` already holds (led by
    ``leader``), then each trick led by the winner of the one before."""
    out: list[tuple[int, tuple[int, ...], int]] = []
    cards = list(trick)
    for _seat, card in line:
        cards.append(card)
        if len(cards) == n:
            winner = (leader + winner_index(cards, trump)) % n
            out.append((leader, tuple(cards), winner))
            leader, cards = winner, []
    return out
