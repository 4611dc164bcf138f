"""Claims at the table: whether one may be made now, and what becomes of it.

A game that can be claimed says so in its spec (``GameSpec.claims``: declarer's side plays
both hands in view of dummy, so "the rest are mine" can be checked double dummy). The
claim is then measured against the best defence (analysis/claim.py): it stands, and the
rest of the deal is played out card by card through the session (each side's best card,
so the table animates it like any play), or it is refused with how many tricks the defence
can hold declarer to — and nothing more: the line that does it names the defenders' hidden
cards, and the deal is still being played, so the refusal never carries it.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from ..analysis.claim import best_card, check_claim, declarer_side_to_play, remaining_tricks
from ..engine.actions import Play
from ..engine.cards import CARDS
from ..engine.round import TrickRound
from .events import ClaimAccepted, ClaimRefused
from .history import position

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
        # Only the count: the defending line shows the hidden hands, and play goes on.
        refused = ClaimRefused(dataclasses.replace(check, line=()), left)
        session.tell([refused])
        return refused
    accepted = ClaimAccepted(check, left)
    session.tell([accepted])
    at = position(session.match)
    session.history.forget_redo(at)
    session.history.claimed(at)
    # The rest, each card the best for its side, from the live round. Undo goes back to the
    # claim (a checkpoint: the human was to play), not card by card through the play-out.
    with session.history.played_for_you():
        while (seat := rnd.to_act) is not None:
            session.submit(Play(seat, CARDS[best_card(rnd)]))
    session.advance()
    return accepted

