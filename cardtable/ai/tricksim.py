"""A lean trick simulator on bit masks, for the rollouts and searches of the players.

The engine's :class:`~cardtable.engine.round.Round` validates every card, builds events
and keeps a record: right for a table, far too slow for the tens of thousands of cards a
computer player plays in its head per decision. :class:`TrickSim` keeps only what decides
tricks — hands as masks, the trick in progress with its winning card, tricks and cards
won — and trusts its caller to play legal cards (``legal()`` says which those are, by the
same rules as ``cardtable.engine.trick``; ``tests/test_ai_sim.py`` checks the two agree on
random positions).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..engine.cards import SUIT_MASKS

# Legal-card rules: follow suit; Dumb-Bunny's must-beat; anything (blind hands).
FOLLOW = 0
MUST_BEAT = 1
ANYTHING = 2


def higher_than(card: int) -> int:
    """Mask of the cards of ``card``'s suit above it."""
    return SUIT_MASKS[card // 13] & ~((2 << card) - 1)


class TrickSim:
    """The play of one deal from some position on; seats ``0..n-1``."""

    __slots__ = (
        "hands",
        "last_winner",
        "leader",
        "left",
        "n",
        "rule",
        "trick",
        "tricks",
        "trump",
        "win_card",
        "win_pos",
        "won",
    )

    def __init__(
        self,
        hands: Sequence[int],
        trump: int | None,
        leader: int,
        trick: Sequence[int] = (),
        tricks: Sequence[int] | None = None,
        won: Sequence[int] | None = None,
        rule: int = FOLLOW,
    ) -> None:
        self.n = len(hands)
        self.hands = list(hands)
        self.trump = trump
        self.rule = rule
        self.leader = leader
        self.trick: list[int] = []
        self.win_card = -1
        self.win_pos = 0
        self.tricks = list(tricks) if tricks is not None else [0] * self.n
        self.won = list(won) if won is not None else [0] * self.n
        self.last_winner = -1
        # Tricks still to finish, the one in progress included.
        self.left = max(h.bit_count() for h in self.hands) if self.hands else 0
        for c in trick:
            self._add(c)
        if trick:
            self.left = max(self.left, 1)

    def copy(self) -> TrickSim:
        s = TrickSim.__new__(TrickSim)
        s.n = self.n
        s.hands = self.hands[:]
        s.trump = self.trump
        s.rule = self.rule
        s.leader = self.leader
        s.trick = self.trick[:]
        s.win_card = self.win_card
        s.win_pos = self.win_pos
        s.tricks = self.tricks[:]
        s.won = self.won[:]
        s.last_winner = self.last_winner
        s.left = self.left
        return s

    @property
    def to_act(self) -> int:
        return (self.leader + len(self.trick)) % self.n

    @property
    def done(self) -> bool:
        return self.left == 0

    def winner_seat(self) -> int:
        """The seat whose card is winning the trick in progress."""
        return (self.leader + self.win_pos) % self.n

    def beats(self, card: int) -> bool:
        """Would ``card`` win the trick in progress if played now?"""
        if not self.trick:
            return True
        w = self.win_card
        if card // 13 == w // 13:
            return card > w
        return card // 13 == self.trump

    def legal(self, seat: int | None = None) -> int:
        """Mask of the cards ``seat`` (default: the seat to play) may play now."""
        hand = self.hands[self.to_act if seat is None else seat]
        trick = self.trick
        if not trick or self.rule == ANYTHING:
            return hand
        led = trick[0] // 13
        same = hand & SUIT_MASKS[led]
        if self.rule == FOLLOW:
            return same or hand
        w = self.win_card
        if same:
            if w // 13 != led:
                return same
            return same & ~((2 << w) - 1) or same
        trump = self.trump
        if trump is None:
            return hand
        trumps = hand & SUIT_MASKS[trump]
        if not trumps:
            return hand
        if w // 13 == trump:
            return trumps & ~((2 << w) - 1) or trumps
        return trumps

    def _add(self, card: int) -> None:
        trick = self.trick
        if not trick:
            self.win_card, self.win_pos = card, 0
        else:
            w = self.win_card
            if (card // 13 == w // 13 and card > w) or (card // 13 == self.trump and w // 13 != self.trump):
                self.win_card, self.win_pos = card, len(trick)
        trick.append(card)

    def play(self, card: int) -> None:
        """The seat to act plays ``card`` (assumed legal); closes the trick when full."""
        seat = (self.leader + len(self.trick)) % self.n
        self.hands[seat] &= ~(1 << card)
        self._add(card)
        if len(self.trick) == self.n:
            winner = (self.leader + self.win_pos) % self.n
            self.tricks[winner] += 1
            m = 0
            for c in self.trick:
                m |= 1 << c
            self.won[winner] |= m
            self.trick = []
            self.leader = winner
            self.last_winner = winner
            self.left -= 1


# A rollout policy: (sim, seat, legal mask, rng) -> card.
Policy = Callable[[TrickSim, int, int, random.Random], int]


def play_out(sim: TrickSim, policy: Policy, rng: random.Random) -> TrickSim:
    """Play ``sim`` to the end with ``policy`` choosing every card (changes ``sim``)."""
    while sim.left:
        seat = (sim.leader + len(sim.trick)) % sim.n
        legal = sim.legal(seat)
        sim.play(policy(sim, seat, legal, rng) if legal & (legal - 1) else legal.bit_length() - 1)
    return sim


# ----- small helpers on masks the policies share ---------------------------------------------


def low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def high(mask: int) -> int:
    return mask.bit_length() - 1


def lowest_rank(mask: int) -> int:
    """The card of lowest rank in ``mask`` across suits (ties: the first suit)."""
    best, best_rank = -1, 99
    for s in range(4):
        m = mask & SUIT_MASKS[s]
        if m:
            c = (m & -m).bit_length() - 1
            if c - 13 * s < best_rank:
                best, best_rank = c, c - 13 * s
    return best


def highest_rank(mask: int) -> int:
    """The card of highest rank in ``mask`` across suits."""
    best, best_rank = -1, -1
    for s in range(4):
        m = mask & SUIT_MASKS[s]
        if m:
            c = m.bit_length() - 1
            if c - 13 * s > best_rank:
                best, best_rank = c, c - 13 * s
    return best


def random_bit(mask: int, rng: random.Random) -> int:
    k = int(rng.random() * mask.bit_count())
    for _ in range(k):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def winners_and_losers(sim: TrickSim, legal: int) -> tuple[int, int]:
    """Split ``legal`` into cards that would win the trick now and cards that would not."""
    if not sim.trick:
        return legal, 0
    w = sim.win_card
    ws = w // 13
    same_higher = legal & SUIT_MASKS[ws] & ~((2 << w) - 1)
    trump = sim.trump
    win = same_higher | (legal & SUIT_MASKS[trump]) if trump is not None and ws != trump else same_higher
    return win, legal & ~win


def cheapest(mask: int, trump: int | None) -> int:
    """The cheapest card of ``mask``: lowest rank, a trump only if nothing else."""
    if trump is not None:
        side = mask & ~SUIT_MASKS[trump]
        if side:
            return lowest_rank(side)
    return lowest_rank(mask)
