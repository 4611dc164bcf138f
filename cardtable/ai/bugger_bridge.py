"""Bugger Bridge by simulation: bid for the best expected score, then play to the bid.

* Bidding: on layouts of the unseen cards (weighted by how well the hands of those who
  have bid fit their bids), each candidate bid is played out by rollouts in which every
  seat aims at its bid (later bidders at an estimate), and the bid whose exact-make
  probability times the score table's value is highest wins. The bids so far, the
  bidding position and the hook rule all enter through the legal bids and the rollouts.
* Play: every card class is tried on the same layouts and played out; the value is our
  score under the table, less a little of the others' (spoiling their bids when cheap).
  Small endgames are searched exactly (max-n) instead of rolled out.
"""

from __future__ import annotations

import math
import random

from ..engine.actions import Action, Bid
from ..engine.cards import FULL_DECK, SUIT_MASKS, mask_of
from ..engine.games.bugger_bridge import bid_score
from ..engine.view import PlayerView
from .endgame import maxn, plays_left
from .montecarlo import PhasedSearch, search
from .sampling import knowledge_from_view, sample_hands
from .tricksim import TrickSim, cheapest, high, highest_rank, play_out, random_bit, winners_and_losers
from .viewtools import play_action, play_choices

#: Weight of the others' mean score in our utility during play (spoiling).
SPITE = 0.25
#: Exact search when this few cards are left in all hands together.
EXACT_PLAYS = 10


def estimate_tricks(hand: int, trump: int | None, n: int) -> float:
    """Rough winners of a hand (masks): high trumps, side aces, guarded kings."""
    total = 0.0
    for s in range(4):
        m = hand & SUIT_MASKS[s]
        length = m.bit_count()
        while m:
            c = m.bit_length() - 1
            m ^= 1 << c
            r = c - 13 * s + 2
            if s == trump:
                total += max(0.0, (r - 8) / 6) + 0.15 * (length > 2)
            elif r == 14:
                total += 0.85
            elif r == 13 and length >= 2:
                total += 0.45
    return total * (4 / max(n, 4)) ** 0.5


def make_policy(targets: list[int], eps: float):
    """Rollout policy: every seat aims at its target; ``eps`` of the cards are random."""

    def policy(sim: TrickSim, seat: int, legal: int, rng: random.Random) -> int:
        if rng.random() < eps:
            return random_bit(legal, rng)
        need = targets[seat] - sim.tricks[seat]
        trump = sim.trump
        if not sim.trick:
            if need > 0:
                others = 0
                for i, h in enumerate(sim.hands):
                    if i != seat:
                        others |= h
                # A side-suit boss while nobody can ruff it, else a boss trump.
                ruffers = trump is not None and others & SUIT_MASKS[trump]
                for s in range(4):
                    m = legal & SUIT_MASKS[s]
                    top = others & SUIT_MASKS[s] & ~((2 << high(m)) - 1) if m else 1
                    if not top and (s == trump or not ruffers):
                        return high(m)
                return cheapest(legal, trump)
            return cheapest(legal, trump)
        win, lose = winners_and_losers(sim, legal)
        if need > 0:
            if win:
                return cheapest(win, trump)
            return cheapest(legal, trump)
        if lose:
            return highest_rank(lose)
        return highest_rank(win)

    return policy


def scores_of(sim: TrickSim, bids: list[int]) -> list[int]:
    return [bid_score(b, t) for b, t in zip(bids, sim.tricks, strict=True)]


class BuggerBridgeSearch(PhasedSearch):
    """The searching player's decisions for Bugger Bridge."""

    # ----- shared --------------------------------------------------------------------------

    def _knowledge(self, view: PlayerView):
        turn_up = view.info.get("turn_up")
        return knowledge_from_view(view, FULL_DECK, exclude=0 if turn_up is None else 1 << turn_up)

    def _sampler(self, view: PlayerView):
        kn = self._knowledge(view)
        bids = view.info["bids"]
        n = view.n

        def sample(rng: random.Random):
            hands, _ = sample_hands(kn, rng)
            w = 1.0
            if view.phase == "bidding":
                # Soft evidence: a hand that bid 0 rarely holds three aces.
                for s in range(n):
                    if s != view.seat and bids[s] is not None:
                        d = estimate_tricks(hands[s], view.trump, n) - bids[s]
                        w *= math.exp(-0.5 * d * d)
            return hands, w

        return sample

    # ----- bidding ---------------------------------------------------------------------------

    def bid(self, view: PlayerView, rng: random.Random) -> Action:
        legal = [a for a in view.legal if type(a) is Bid]
        if len(legal) == 1:
            return legal[0]
        n = view.n
        hand = mask_of(view.hand)
        est = estimate_tricks(hand, view.trump, n)
        lo, hi = math.floor(est) - 2, math.ceil(est) + 2
        cands = [a.tricks for a in legal if lo <= a.tricks <= hi] or [a.tricks for a in legal]
        bids = view.info["bids"]
        sample = self._sampler(view)
        seat = view.seat
        eps = self.eps

        def world(rng: random.Random):
            hands, w = sample(rng)
            targets = [
                b if b is not None else round(estimate_tricks(hands[s], view.trump, n)) for s, b in enumerate(bids)
            ]
            return (hands, targets), w

        def evaluate(w, b: int, rng: random.Random) -> float:
            hands, targets = w
            t = targets[:]
            t[seat] = b
            sim = TrickSim(hands, view.trump, view.leader)
            play_out(sim, make_policy(t, eps), rng)
            return bid_score(b, sim.tricks[seat])

        best, _ = search(cands, world, evaluate, self.budget, rng)
        return next(a for a in legal if a.tricks == best)

    # ----- play ------------------------------------------------------------------------------

    def play(self, view: PlayerView, rng: random.Random) -> Action:
        _, cands, forced = play_choices(view)
        if forced is not None:
            return forced
        bids = [b or 0 for b in view.info["bids"]]
        seat = view.seat
        sample = self._sampler(view)
        policy = make_policy(bids, self.eps)
        n = view.n

        def utility(sim: TrickSim) -> list[float]:
            sc = scores_of(sim, bids)
            total = sum(sc)
            return [sc[i] - SPITE * (total - sc[i]) / (n - 1) for i in range(n)]

        def evaluate(hands, card: int, rng: random.Random) -> float:
            sim = TrickSim(hands, view.trump, view.leader, view.trick, view.tricks_won)
            sim.play(card)
            if plays_left(sim) <= EXACT_PLAYS:
                return maxn(sim, utility, view.played | (1 << card))[seat]
            play_out(sim, policy, rng)
            return utility(sim)[seat]

        def world(rng: random.Random):
            hands, w = sample(rng)
            # Cards already in the trick are out of the hands; the sampler dealt hand sizes now.
            return hands, w

        best, _ = search(cands, world, evaluate, self.budget, rng)
        return play_action(view, best)


__all__ = ["BuggerBridgeSearch", "estimate_tricks", "make_policy"]
