"""What one seat may see: the only thing a computer player (or a hint) is given.

A :class:`PlayerView` is built from a round by copying out the seat's own hand and the
public facts — never another seat's hidden cards. Dummy's hand appears once it has been
exposed, Bugger Bridge's turn-up card from the start, the turnip once turned up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .cards import Card


@dataclass(frozen=True)
class PlayerView:
    game: str
    seat: int
    players: tuple[str, ...]
    dealer: int
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]  # own cards (empty when playing blind)
    hand_sizes: tuple[int, ...]
    trump: int | None  # suit number, or None (no trumps, or not yet known)
    leader: int
    trick: tuple[Card, ...]  # the trick in progress, in play order from ``leader``
    history: tuple[tuple[int, tuple[Card, ...], int], ...]  # (leader, cards, winner)
    tricks_won: tuple[int, ...]
    played: int  # mask of every card played this round
    n_tricks: int
    legal: tuple[Action, ...]  # this seat's legal actions when it is to act, else ()
    totals: tuple[int, ...] = ()  # match totals before this round
    round_index: int = 0
    info: dict[str, Any] = field(default_factory=dict)  # public, game-specific facts

    @property
    def n(self) -> int:
        return len(self.players)
