"""Reviewing a finished round: every hand as dealt, the play trick by trick, and — for
Minibridge — what each card cost against double-dummy play.

Qt-free: the review window shows what this computes. A round's state after ``k`` tricks
is derived from its record (the hands as dealt and the tricks in order), never guessed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ..engine.cards import CARDS, Card
from ..engine.match import Match
from ..engine.round import TrickRound
from ..words import card_sign, rank_sign


@dataclass(frozen=True)
class ReviewTable:
    """One table's deal: player indices in seat order, their hands as dealt, the tricks."""

    players: tuple[int, ...]
    dealt: tuple[int, ...]
    tricks: tuple[tuple[int, tuple[int, ...], int], ...]  # (leader seat, cards, winner seat)
    trump: int | None
    game: str

    def hands_after(self, k: int) -> list[int]:
        """Each seat's cards after the first ``k`` tricks."""
        hands = list(self.dealt)
        n = len(hands)
        for leader, cards, _ in self.tricks[:k]:
            for i, c in enumerate(cards):
                hands[(leader + i) % n] &= ~(1 << c)
        return hands


@runtime_checkable
class SeveralTables(Protocol):
    """A round dealt at several tables at once (Dumb-Bunny): one trick round per table,
    and which players sit at each (their indices in seat order)."""

    @property
    def tables(self) -> Sequence[TrickRound]: ...

    @property
    def seats(self) -> Sequence[Sequence[int]]: ...


def review_table(match: Match, round_index: int, player: int) -> ReviewTable:
    """The table ``player`` sat at in round ``round_index`` (Dumb-Bunny has several)."""
    rnd = match.rounds[round_index]
    if isinstance(rnd, SeveralTables):
        t = next(i for i, seats in enumerate(rnd.seats) if player in seats)
        table: TrickRound = rnd.tables[t]
        players = tuple(rnd.seats[t])
    elif isinstance(rnd, TrickRound):
        table = rnd
        players = tuple(range(match.n))
    else:
        raise TypeError(f"a {type(rnd).__name__} has no tables to review")
    return ReviewTable(players, tuple(table.dealt), tuple(table.history), table.trump, match.game)


def double_dummy_costs(table: ReviewTable, k: int) -> list[int | None]:
    """For trick ``k`` (0-based) of a Minibridge deal: tricks each card cost its side
    against the best double-dummy card at that moment (0 = a best card; None = unknown)."""
    from ..ai.dds import solve_position

    leader, cards, _ = table.tricks[k]
    hands = table.hands_after(k)
    costs: list[int | None] = []
    for i, card in enumerate(cards):
        try:
            values = solve_position(hands, table.trump, leader, list(cards[:i]))
        except Exception:  # the solver refusing a position must not break the review
            costs.append(None)
            hands[(leader + i) % 4] &= ~(1 << card)
            continue
        best = max(values.values()) if values else 0
        got = values.get(card)
        costs.append(None if got is None else best - got)
        hands[(leader + i) % 4] &= ~(1 << card)
    return costs


def card_text(card: int) -> str:
    return card_sign(CARDS[card])


def hand_lines(mask: int) -> list[str]:
    """One line per suit, high cards first: '♠ A K 7'."""
    out = []
    for s in range(4):
        ranks = [CARDS[c] for c in range(13 * s + 12, 13 * s - 1, -1) if mask >> c & 1]
        out.append(Card.of(2, s).suit.symbol + " " + (" ".join(rank_sign(c.rank) for c in ranks) or "—"))
    return out
