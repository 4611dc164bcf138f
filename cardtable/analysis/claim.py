"""Claims in Minibridge: declarer says "the rest are mine" (or some of them). The claim is
checked double-dummy: it stands when declarer's side can take that many of the remaining
tricks against the best defence, and otherwise the defending line is shown.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from ..engine.actions import Play
from ..engine.cards import CARDS
from ..engine.round import TrickRound


@dataclass(frozen=True)
class ClaimCheck:
    claimed: int  # of the tricks still to play (the one in progress included)
    possible: int  # what declarer's side takes against the best defence
    line: tuple[tuple[int, int], ...]  # (seat, card) of a best-play line to the end

    @property
    def stands(self) -> bool:
        return self.possible >= self.claimed


def remaining_tricks(rnd: TrickRound) -> int:
    return rnd.n_tricks - len(rnd.history)


def declarer_side_to_play(rnd: TrickRound) -> bool:
    declarer = getattr(rnd, "declarer", None)
    seat = rnd.to_act
    return rnd.phase == "play" and declarer is not None and seat is not None and seat % 2 == declarer % 2


def best_card(rnd: TrickRound) -> int:
    """The card the seat to play chooses with perfect knowledge (its side's best)."""
    from ..ai.dds import solve_position

    values = solve_position(rnd.hands, rnd.trump, rnd.leader, list(rnd.trick))
    legal = rnd.legal_mask()
    best = max((v, c) for c, v in values.items() if legal >> c & 1)
    return best[1]


def check_claim(rnd: TrickRound, claimed: int) -> ClaimCheck:
    """Play the rest double-dummy on a copy of the round and count declarer's tricks."""
    trial = copy.deepcopy(rnd)
    declarer: int = getattr(trial, "declarer")  # noqa: B009 (the rounds that can be claimed have one)
    before = sum(1 for _, _, w in trial.history if w % 2 == declarer % 2)
    line = []
    while (seat := trial.to_act) is not None:
        card = best_card(trial)
        line.append((seat, card))
        trial.apply(Play(seat, CARDS[card]))
    after = sum(1 for _, _, w in trial.history if w % 2 == declarer % 2)
    return ClaimCheck(claimed, after - before, tuple(line))

