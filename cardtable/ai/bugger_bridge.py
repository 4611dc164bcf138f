"""Bugger Bridge by simulation: bid for the best expected score, then play to the bid.

* Sampling: layouts of the unseen cards are weighted by how well the hands of those who
  have bid fit their bids — while bidding and all through the play (a hand is judged as
  dealt: what it holds now and what it has played this round).
* Bidding: on those layouts each candidate bid is played out by rollouts in which every
  seat aims at its bid (later bidders at an estimate), and the bid whose exact-make
  probability times the score table's value is highest wins. The bids so far, the
  bidding position and the hook rule all enter through the legal bids and the rollouts;
  a bid below the tricks the hand is sure to take (top trumps) is never made. The hard
  level counts a made bid a few points more than the table (``MAKE_BONUS``), so that of two
  bids worth about the same it takes the one likelier to be made exactly.
* Play: every card class is tried on the same layouts and played out; the value is our
  score under the table, less a little of the others' (spoiling their bids when cheap; at
  the hard level not at all, so that it never gives up its own exact bid for it, though its
  exact endgames expect the others to spoil its bid when it costs them nothing).
  Endgames are searched exactly (max-n): the hard level from three tricks out at most
  tables, the normal level from two.
* Rollouts: a seat that needs tricks wins with a card nobody after it can beat when it
  has one (and with its best card when it needs every trick left); a seat that has its
  tricks ducks under the winning card, or plays a card the seats after it can still
  overtake.
* The match score: in the last rounds the utility leans towards winning the match — a
  leader prefers the safe result, a trailer the gamble that can still overtake.
"""

from __future__ import annotations

import math
import random

from ..engine.actions import Action, Bid
from ..engine.cards import FULL_DECK, SUIT_MASKS, mask_of
from ..engine.games.bugger_bridge import BuggerBridgeInfo, bid_score, schedule
from ..engine.view import PlayerView
from .endgame import maxn
from .montecarlo import PhasedSearch, Sizing, search
from .sampling import knowledge_from_view, sample_hands
from .tricksim import TrickSim, cheapest, high, highest_rank, low, play_out, random_bit, winners_and_losers
from .viewtools import play_action, play_choices

# Per level: samples, rollout noise, and for hard a cap on the cards played out per
# decision (about 0.3 s of rollouts on two cores: 400 samples of a five-player round, fewer
# of a 17-card round at three). The hard level also solves more of the endgame exactly
# (see ``exact_tricks``), where a layout costs far more than a rollout (``ENDGAME_PLAYOUTS``).
LEVEL_TUNING = {"normal": Sizing(12, 0.2), "hard": Sizing(400, 0.04, card_plays=200_000)}
# Playouts of a decision that may end in an exact search (max-n costs up to a millisecond
# or two a playout at five players three tricks out): 300 layouts of three candidates, at
# most about a second on two cores.
ENDGAME_PLAYOUTS = 900

# Points the hard level adds to a made bid while choosing its bid: the table already pays
# far more for making a bid than for its size (10 for none made, 16 for three), and this
# tips close choices further towards the bid likelier to be made exactly. Measured
# (4 players, 6 matches, seed 7, same cards): exact bids 65.7% without, 67.6% with 6,
# 66.7% with 12; points per round 7.51, 7.81, 7.69 — no loss, and not the 75% aimed at.
MAKE_BONUS = 6.0
# Weight of the others' mean score in our utility, per level (spoiling their bids). The
# hard level plays for its own exact bid only: with normal's quarter it gave up some of
# its exact bids to spoil others' (measured, 4 players, 2 matches, seed 7, same cards:
# exact bids 66.7% with 0.25 or 0.05, 72.2% with none, and more points per round). Its
# exact endgames still expect the others to spoil at normal's weight (a guard, not a hope:
# 4 players, 6 matches, seed 7: exact bids 68.1% → 69.0%, hard − normal +0.58 → +1.44).
SPITE = {"normal": 0.25, "hard": 0.0}
# Spread (in estimated tricks) of a hand's fit to its bid, while bidding and in play.
BID_SIGMA = 0.9
# The match score matters in this many last rounds, most in the very last.
ENDGAME_ROUNDS = 3


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


def sure_tricks(hand: int, trump: int | None, gone: int) -> int:
    """Tricks ``hand`` takes whatever happens: its unbroken run of top trumps (cards in
    ``gone`` — played or turned up — do not break the run)."""
    if trump is None:
        return 0
    sure = 0
    for c in range(13 * trump + 12, 13 * trump - 1, -1):
        if hand >> c & 1:
            sure += 1
        elif not gone >> c & 1:
            break
    return sure


def exact_tricks(n: int, deep: bool) -> int:
    """Tricks out from which play is searched exactly (max-n): about the same cost, a few
    milliseconds a layout, at every table size."""
    if deep:
        return 4 if n <= 3 else 3 if n <= 6 else 2
    return 3 if n <= 3 else 2


def _can_beat(hand: int, led: int, trump: int | None, best: int) -> bool:
    """Can a hand (a later seat's) play a card above ``best`` to a trick led in ``led``?"""
    follow = hand & SUIT_MASKS[led]
    bs = best // 13
    if follow:
        return bs == led and (follow & ~((2 << best) - 1)) != 0
    if trump is None:
        return False
    trumps = hand & SUIT_MASKS[trump]
    if not trumps:
        return False
    if bs != trump:
        return True
    return (trumps & ~((2 << best) - 1)) != 0


def make_policy(targets: list[int], eps: float):
    """Rollout policy: every seat aims at its target; ``eps`` of the cards are random."""

    def policy(sim: TrickSim, seat: int, legal: int, rng: random.Random) -> int:
        if rng.random() < eps:
            return random_bit(legal, rng)
        need = targets[seat] - sim.tricks[seat]
        trump = sim.trump
        hands = sim.hands
        n = sim.n
        trick = sim.trick
        if not trick:
            if need > 0:
                others = 0
                for i, h in enumerate(hands):
                    if i != seat:
                        others |= h
                # A boss nobody can ruff (every other seat follows or has no trumps).
                for s in range(4):
                    m = legal & SUIT_MASKS[s]
                    if not m:
                        continue
                    top = high(m)
                    if others & SUIT_MASKS[s] & ~((2 << top) - 1):
                        continue
                    if s != trump and trump is not None and any(
                        i != seat and not h & SUIT_MASKS[s] and h & SUIT_MASKS[trump] for i, h in enumerate(hands)
                    ):
                        continue
                    return top
                if need >= sim.left:
                    return highest_rank(legal)
            return cheapest(legal, trump)
        win, lose = winners_and_losers(sim, legal)
        led = trick[0] // 13
        pos = len(trick)
        later = [hands[(seat + k) % n] for k in range(1, n - pos)]
        if need > 0:
            if not win:
                return cheapest(legal, trump)
            # The cheapest winner nobody after us can beat; else, needing every trick
            # left, the best card; else the cheapest winner.
            m = win
            while m:
                c = low(m) if trump is None else _cheap_first(m, trump)
                m &= ~(1 << c)
                if not any(_can_beat(h, led, trump, c) for h in later):
                    return c
            if need >= sim.left:
                return highest_rank(win)
            return cheapest(win, trump)
        if lose:
            return highest_rank(lose)
        # Every card wins now: the lowest one a later seat can still overtake, else dump
        # the highest.
        m = win
        while m:
            c = low(m)
            m &= m - 1
            if any(_can_beat(h, led, trump, c) for h in later):
                return c
        return highest_rank(win)

    return policy


def _cheap_first(mask: int, trump: int) -> int:
    """Lowest card of ``mask``, side suits before trumps."""
    side = mask & ~SUIT_MASKS[trump]
    return low(side) if side else low(mask)


def scores_of(sim: TrickSim, bids: list[int]) -> list[int]:
    return [bid_score(b, t) for b, t in zip(bids, sim.tricks, strict=True)]


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def match_utility(view: PlayerView, spite: float = SPITE["normal"], others: float | None = None):
    """``(f, weight)``: ``f(round scores)`` gives every seat's utility — the round's points,
    less ``spite`` of the others' mean (``SPITE``; ``others``, when given, is what the other
    seats are assumed to weigh it, for the exact endgame's model of them), and near the end
    of the match a share
    ``weight`` of the chance of winning it (scaled to points; 0 while it does not matter)."""
    n = view.n
    rounds_left = len(schedule(n)) - view.round_index - 1  # after this one
    totals = list(view.totals) if len(view.totals) == n else [0] * n
    alpha = 0.0
    if rounds_left < ENDGAME_ROUNDS and any(totals):
        alpha = (ENDGAME_ROUNDS - rounds_left) / (ENDGAME_ROUNDS + 1)
    spread = 6.0 + 9.0 * math.sqrt(rounds_left)  # what the rounds still to come may swing
    scale = 60.0
    spites = [spite if i == view.seat or others is None else others for i in range(n)]

    def utility(sc: list[int]) -> list[float]:
        total = sum(sc)
        out = [sc[i] - spites[i] * (total - sc[i]) / (n - 1) for i in range(n)]
        if alpha:
            final = [t + s for t, s in zip(totals, sc, strict=True)]
            for i in range(n):
                p = 1.0
                fi = final[i]
                for j in range(n):
                    if j != i:
                        p *= _phi((fi - final[j]) / spread)
                out[i] = (1 - alpha) * out[i] + alpha * scale * p
        return out

    return utility, alpha


def bid_chances(view: PlayerView, means: dict[int, float], deep: bool = True) -> dict[int, float] | None:
    """Each searched bid's chance of being made exactly, from a bid search's ``means`` (see
    :meth:`BuggerBridgeSearch.bid`): there a bid is worth its table value, plus
    ``MAKE_BONUS`` at the hard level (``deep``), when made and nothing otherwise, so the
    mean is that chance times the sum. ``None`` in the match's last rounds, where the chance
    of winning the match enters the values. A hint says the chance and the points, never the
    bonus-laden mean as if it were points (a bid of 0 "averaged 14.6 points" where it scores
    10 at most)."""
    _, alpha = match_utility(view, SPITE["hard" if deep else "normal"])
    if alpha:
        return None
    bonus = MAKE_BONUS if deep else 0.0
    return {b: min(1.0, max(0.0, m / (bid_score(b, b) + bonus))) for b, m in means.items()}


class BuggerBridgeSearch(PhasedSearch):
    """The searching player's decisions for Bugger Bridge."""

    @property
    def deep(self) -> bool:
        """Exact endgames from further out: the hard level's search."""
        return self.level == "hard"

    @property
    def spite(self) -> float:
        """How much the others' points count against ours (``SPITE``)."""
        return SPITE.get(self.level, SPITE["normal"])

    # ----- shared --------------------------------------------------------------------------

    def _knowledge(self, view: PlayerView):
        turn_up = view.info_as(BuggerBridgeInfo).turn_up
        return knowledge_from_view(view, FULL_DECK, exclude=0 if turn_up is None else 1 << turn_up)

    def _sampler(self, view: PlayerView):
        kn = self._knowledge(view)
        bids = view.info_as(BuggerBridgeInfo).bids
        n = view.n
        trump = view.trump
        # Cards each seat has played this round: its hand as dealt is the sample's hand and these.
        played_by = [0] * n
        for leader, cards, _ in view.history:
            for i, c in enumerate(cards):
                played_by[(leader + i) % n] |= 1 << c
        for i, c in enumerate(view.trick):
            played_by[(view.leader + i) % n] |= 1 << c
        judged = [(s, b) for s, b in enumerate(bids) if s != view.seat and b is not None]
        k = -0.5 / (BID_SIGMA * BID_SIGMA)

        def sample(rng: random.Random):
            hands, _ = sample_hands(kn, rng)
            w = 1.0
            for s, b in judged:
                d = estimate_tricks(hands[s] | played_by[s], trump, n) - b
                w *= math.exp(k * d * d)
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
        turn_up = view.info_as(BuggerBridgeInfo).turn_up
        floor_ = sure_tricks(hand, view.trump, 0 if turn_up is None else 1 << turn_up)
        lo, hi = max(floor_, math.floor(est) - 2), math.ceil(est) + 2
        cands = [a.tricks for a in legal if lo <= a.tricks <= hi]
        if not cands:
            cands = [a.tricks for a in legal if a.tricks >= floor_] or [a.tricks for a in legal]
        if len(cands) == 1:
            return next(a for a in legal if a.tricks == cands[0])
        bids = view.info_as(BuggerBridgeInfo).bids
        sample = self._sampler(view)
        seat = view.seat
        eps = self.eps
        utility, alpha = match_utility(view, self.spite)
        plain = not alpha
        bonus = MAKE_BONUS if self.deep else 0.0

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
            made = bonus if sim.tricks[seat] == b else 0.0
            if plain:
                return bid_score(b, sim.tricks[seat]) + made
            return utility(scores_of(sim, t))[seat] + made

        best, _ = search(cands, world, evaluate, self.budget.playing(sum(view.hand_sizes)), rng)
        return next(a for a in legal if a.tricks == best)

    # ----- play ------------------------------------------------------------------------------

    def play(self, view: PlayerView, rng: random.Random) -> Action:
        _, cands, forced = play_choices(view)
        if forced is not None:
            return forced
        bids = [b or 0 for b in view.info_as(BuggerBridgeInfo).bids]
        seat = view.seat
        sample = self._sampler(view)
        policy = make_policy(bids, self.eps)
        n = view.n
        round_utility, _ = match_utility(view, self.spite, SPITE["normal"])
        exact = exact_tricks(n, self.deep)

        def utility(sim: TrickSim) -> list[float]:
            return round_utility(scores_of(sim, bids))

        def evaluate(hands, card: int, rng: random.Random) -> float:
            sim = TrickSim(hands, view.trump, view.leader, view.trick, view.tricks_won)
            sim.play(card)
            if sim.left <= exact:
                return maxn(sim, utility, view.played | (1 << card))[seat]
            play_out(sim, policy, rng)
            return utility(sim)[seat]

        budget = self.budget.playing(sum(view.hand_sizes), ENDGAME_PLAYOUTS if len(view.hand) <= exact + 1 else None)
        best, _ = search(cands, sample, evaluate, budget, rng)
        return play_action(view, best)


__all__ = [
    "ENDGAME_PLAYOUTS", "LEVEL_TUNING", "MAKE_BONUS", "BuggerBridgeSearch", "bid_chances", "estimate_tricks",
    "make_policy", "sure_tricks",
]
