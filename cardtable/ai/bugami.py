"""Bugami and Bleeding Hearts by simulation: choose the bid, then play, by the score paid.

* Bidding: the bids are secret until all are in, so on each layout of the unseen cards
  the others' bids are guessed from their sampled hands (the suit they can best avoid,
  zero with a low hand) and every bid of ours — each bug suit, zero, Turnip, Doublets —
  is played out by rollouts; the best expected score under the game's division wins.
  Turnip's suit is the sampled turnip's; Doublets pays double clean, nothing otherwise.
* Play: once the bids are revealed every bug suit is public. Each card class is played
  out on layouts weighted by how well each hand fits its bid (a spade bidder rarely holds
  five spades); the value is our score less a little of the others', so the rollouts
  duck our bug suit and shed into the tricks of those who must avoid it. Small endgames
  are searched exactly.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine.actions import Action, Declare
from ..engine.cards import SUIT_CHARS, SUIT_MASKS, mask_of
from ..engine.games.bleeding_hearts import bleeding_hearts_score
from ..engine.games.bugami import BugamiInfo, SecretBidInfo, bug_score
from ..engine.view import PlayerView
from .endgame import maxn, plays_left
from .montecarlo import PhasedSearch, Sizing, search
from .sampling import knowledge_from_view, sample_hands
from .simple.bugami import doublets_of, pack_of, turnip_of
from .tricksim import TrickSim, cheapest, high, highest_rank, lowest_rank, play_out, random_bit, winners_and_losers
from .viewtools import play_action, play_choices

# Per level: samples, rollout noise, and for hard a cap on the cards played out per
# decision (about 0.3 s of rollouts on two cores), so that a 17-card deal at three players
# thinks about as long as a 13-card one at four.
LEVEL_TUNING = {"normal": Sizing(12, 0.2), "hard": Sizing(400, 0.05, card_plays=200_000)}
SPITE = 0.25
# Jacks, queens, kings and aces.
HONOURS = sum(0b1111 << (13 * s + 9) for s in range(4))
EXACT_PLAYS = 9


@dataclass(frozen=True)
class Contract:
    """One seat's bid as the simulator needs it."""

    bug: int | None  # suit to avoid (None: zero bid)
    zero: bool = False
    turnip: bool = False
    doublets: bool = False


def suit_danger(hand: int, suit: int) -> float:
    """How likely ``suit``'s cards are to end in our tricks: each counts, high ones most."""
    m = hand & SUIT_MASKS[suit]
    d = 0.0
    while m:
        c = m.bit_length() - 1
        m ^= 1 << c
        d += 1.0 + max(0, c - 13 * suit - 6) / 3
    return d


def guess_bid(hand: int, n_cards: int, zero_allowed: bool) -> Contract:
    """What a plain player would bid with ``hand``: zero when nothing is above a nine or
    ten, else the suit it can best avoid."""
    if zero_allowed:
        limit = 10 if n_cards <= 8 else 9
        top = highest_rank(hand) % 13 + 2 if hand else 0
        if top <= limit:
            return Contract(None, zero=True)
    suit = min(range(4), key=lambda s: (suit_danger(hand, s), s))
    return Contract(suit)


def seat_score(c: Contract, tricks: int, won: int, zero_score: int, bleeding: bool) -> int:
    if c.zero:
        return zero_score if tricks == 0 else 0
    bugs = (won & SUIT_MASKS[c.bug]).bit_count() if c.bug is not None else 0
    if bleeding:
        return bleeding_hearts_score(tricks, bugs, c.turnip, c.doublets)
    return bug_score(tricks, bugs)


def make_policy(contracts: list[Contract], eps: float):
    """Rollout policy: zero bidders duck everything; bug bidders duck tricks holding their
    bug suit, lead their low bug cards, win clean tricks when last; void hands throw the
    winner's bug suit at them, else their own bug cards, else their highest card."""
    bugs = [c.bug for c in contracts]
    zeros = [c.zero for c in contracts]

    def policy(sim: TrickSim, seat: int, legal: int, rng: random.Random) -> int:
        if rng.random() < eps:
            return random_bit(legal, rng)
        bug = bugs[seat]
        trick = sim.trick
        if not trick:
            if bug is not None and not zeros[seat]:
                mine = legal & SUIT_MASKS[bug]
                if mine:
                    lowc = (mine & -mine).bit_length() - 1
                    others = 0
                    for i, h in enumerate(sim.hands):
                        if i != seat:
                            others |= h
                    if others & SUIT_MASKS[bug] & ~((2 << lowc) - 1):
                        return lowc
            return lowest_rank(legal)
        led = trick[0] // 13
        if not legal & SUIT_MASKS[led]:
            theirs = bugs[sim.winner_seat()]
            for s in (theirs, bug):
                if s is not None and legal & SUIT_MASKS[s]:
                    return high(legal & SUIT_MASKS[s])
            return highest_rank(legal)
        dirty = False
        if bug is not None:
            if led == bug:
                dirty = True
            else:
                for c in trick:
                    if c // 13 == bug:
                        dirty = True
                        break
        last = len(trick) == sim.n - 1
        win, lose = winners_and_losers(sim, legal)
        if not zeros[seat] and not dirty and (last or bug is None):
            return cheapest(win, None) if win else cheapest(legal, None)
        if lose:
            return high(lose)
        return cheapest(legal, None)

    return policy


class BugamiSearch(PhasedSearch):
    """The searching player's decisions for Bugami and Bleeding Hearts."""

    # ----- what the seat knows ---------------------------------------------------------------

    @staticmethod
    def _bleeding(view: PlayerView) -> bool:
        return view.game == "bleeding-hearts"

    def _pack(self, view: PlayerView) -> int:
        return pack_of(view)

    def _knowledge(self, view: PlayerView):
        turnip = turnip_of(view)
        return knowledge_from_view(view, self._pack(view), exclude=0 if turnip is None else 1 << turnip)

    def _zero_score(self, view: PlayerView) -> int:
        info = view.info
        return info.zero_score if isinstance(info, BugamiInfo) else 50

    def _contracts(self, view: PlayerView) -> list[Contract]:
        info = view.info_as(SecretBidInfo)
        bids, suits, doublets = info.bids, info.bug_suits, doublets_of(view)
        return [
            Contract(suits[s], zero=bids[s] == "zero", turnip=bids[s] == "turnip", doublets=bool(doublets[s]))
            for s in range(view.n)
        ]

    # ----- bidding ---------------------------------------------------------------------------

    def bid(self, view: PlayerView, rng: random.Random) -> Action:
        legal = [a for a in view.legal if type(a) is Declare]
        bleeding = self._bleeding(view)
        kn = self._knowledge(view)
        seat = view.seat
        hand = mask_of(view.hand)
        zero_allowed = any(a.bid == "zero" for a in legal)
        zero_score = self._zero_score(view)
        n_cards = len(view.hand)
        cands = list(range(len(legal)))
        # Doublets with a long or high bug suit is hopeless: keep the search on bids that can pay.
        cands = [
            i for i in cands
            if not (legal[i].doublets and suit_danger(hand, SUIT_CHARS.index(legal[i].bid)) > 4.0)
        ] or cands
        eps = self.eps

        def world(rng: random.Random):
            hands, outside = sample_hands(kn, rng)
            others = [guess_bid(h, n_cards, zero_allowed and not bleeding) for h in hands]
            return (hands, outside, others), 1.0

        def evaluate(w, i: int, rng: random.Random) -> float:
            hands, outside, others = w
            a = legal[i]
            if a.bid == "zero":
                mine = Contract(None, zero=True)
            elif a.bid == "turnip":
                mine = Contract(_low_suit(outside), turnip=True)
            else:
                mine = Contract(SUIT_CHARS.index(a.bid), doublets=a.doublets)
            contracts = others[:]
            contracts[seat] = mine
            sim = TrickSim(hands, None, view.leader)
            play_out(sim, make_policy(contracts, eps), rng)
            won = sim.won[seat] | (outside if sim.last_winner == seat else 0)
            return seat_score(mine, sim.tricks[seat], won, zero_score, bleeding)

        best, _ = search(cands, world, evaluate, self.budget.playing(sum(view.hand_sizes)), rng)
        return legal[best]

    # ----- play ------------------------------------------------------------------------------

    def play(self, view: PlayerView, rng: random.Random) -> Action:
        _, cands, forced = play_choices(view)
        if forced is not None:
            return forced
        bleeding = self._bleeding(view)
        contracts = self._contracts(view)
        zero_score = self._zero_score(view)
        kn = self._knowledge(view)
        seat, n = view.seat, view.n
        turnip = turnip_of(view)
        known_extra = 0 if turnip is None else 1 << turnip
        policy = make_policy(contracts, self.eps)

        def world(rng: random.Random):
            hands, outside = sample_hands(kn, rng)
            w = 1.0
            for s in range(n):
                if s == seat:
                    continue
                c = contracts[s]
                if c.zero:  # a zero bidder rarely holds honours
                    w *= math.exp(-0.4 * (hands[s] & HONOURS).bit_count())
                elif c.bug is not None:
                    w *= math.exp(-0.15 * suit_danger(hands[s], c.bug))
            return (hands, outside | known_extra), w

        def payoff(sim: TrickSim, extra: int) -> list[float]:
            sc = []
            for s in range(n):
                won = sim.won[s] | (extra if sim.last_winner == s else 0)
                sc.append(seat_score(contracts[s], sim.tricks[s], won, zero_score, bleeding))
            total = sum(sc)
            return [sc[i] - SPITE * (total - sc[i]) / (n - 1) for i in range(n)]

        def evaluate(w, card: int, rng: random.Random) -> float:
            hands, extra = w
            sim = TrickSim(hands, None, view.leader, view.trick, view.tricks_won, _won_so_far(view))
            sim.play(card)
            if plays_left(sim) <= EXACT_PLAYS:
                return maxn(sim, lambda s: payoff(s, extra), view.played | (1 << card))[seat]
            play_out(sim, policy, rng)
            return payoff(sim, extra)[seat]

        best, _ = search(cands, world, evaluate, self.budget.playing(sum(view.hand_sizes)), rng)
        return play_action(view, best)


def _low_suit(mask: int) -> int:
    """Suit of the lowest card of a non-empty mask (the sampled turnip is the only one)."""
    return ((mask & -mask).bit_length() - 1) // 13


def _won_so_far(view: PlayerView) -> list[int]:
    won = [0] * view.n
    for _, cards, winner in view.history:
        for c in cards:
            won[winner] |= 1 << c
    return won


__all__ = ["LEVEL_TUNING", "BugamiSearch", "Contract", "guess_bid", "make_policy", "seat_score", "suit_danger"]
