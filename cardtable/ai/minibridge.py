"""Minibridge by sampling and double-dummy solving (the "MCDD" design of docs/AI.md).

* Points: the true count, the only legal announcement.
* Contract: on layouts of the 26 unseen cards that fit the defenders' announced points,
  DDS gives declarer's tricks in each plausible strain (no trumps, and every suit with a
  seven-card fit or better); the contract — strain and part-score or game — with the best
  mean Minibridge score (ours less theirs) is chosen.
* Play, by declarer (for both hands) and defenders: each layout of the two hidden hands
  fits the voids shown and the points each hidden seat announced less the honours it has
  played; DDS scores every legal card on it, tricks turn into the contract's score for the
  side to play, and the card with the best mean wins. An opening lead of an unsupported
  king, queen or jack pays a small penalty, as double-dummy leads of honours are an
  artefact (the solver knows where the missing honours are; a real defender does not).

The levels differ in how many layouts they look at (``LEVEL_TUNING``): normal solves one
layout for its contract and two per card — a light search that guesses, as a club player
does, where the missing cards lie — while hard takes up to 64 layouts per card (docs/AI.md
advises about fifty; 8 at the first trick and 40 at the second, where one solve of the whole
deal costs DDS tens of milliseconds; it stops early on a clear choice) and a longer look at
the contract, the decision worth the most points of the deal (measured on 60 deals, with
the contract played double dummy: rules of thumb 226 points, one layout 273, four 298,
sixteen 315, sixty-four 326).
"""

from __future__ import annotations

import random
from dataclasses import replace

from ..engine.actions import Action, Announce, ChooseContract
from ..engine.cards import FULL_DECK, SUIT_MASKS, mask_of
from ..engine.games.minibridge import MinibridgeInfo, contract_score
from ..engine.phase import Phase
from ..engine.view import PlayerView
from .candidates import card_classes
from .dds import declarer_tricks, solve_position
from .montecarlo import Budget, Sizing, search
from .sampling import Knowledge, hcp_of, knowledge_from_view, sample_hands
from .viewtools import acting_seat, legal_card_mask, play_action, trick_mask

# Per level: at most 2 layouts per card for normal, 64 for hard. (No rollouts here, so the
# noise is unused.)
LEVEL_TUNING = {"normal": Sizing(2, 0.2), "hard": Sizing(64, 0.05)}
# The contract's share of the sample cap (normal: one layout; hard: up to 32).
CONTRACT_SAMPLES = 0.5
# Layouts per card at the first tricks, by trick: a full deal costs DDS tens of milliseconds
# to solve (the opening lead up to a few hundred), the second trick about ten, later ones a
# few: at most about a second a decision on two cores.
EARLY_TRICK_SAMPLES = (8, 40)
# Samples before the play search may stop early on a clear leader.
MIN_SAMPLES = 12
# Score penalty of an opening lead from an unsupported honour.
HONOUR_LEAD_PENALTY = 30
# Layout draws tried per accepted sample before taking the closest fit.
HCP_ATTEMPTS = 200


def played_by(view: PlayerView) -> list[int]:
    """Cards each seat has played this deal."""
    out = [0] * 4
    tricks = [(ld, cs) for ld, cs, _ in view.history]
    if view.trick:
        tricks.append((view.leader, view.trick))
    for leader, cards in tricks:
        for i, c in enumerate(cards):
            out[(leader + i) % 4] |= 1 << c
    return out


def sample_fitting_points(kn: Knowledge, points_left: list[int | None], rng: random.Random) -> list[int]:
    """A layout whose hidden hands hold the points their seats are known to hold now.

    Draws until one fits exactly; after :data:`HCP_ATTEMPTS` draws, the closest one.
    """
    slots = kn.slots()
    hidden = [(s, p) for s, p in enumerate(points_left) if p is not None and slots[s] > 0]
    best: list[int] = []
    best_miss: int | None = None
    for _ in range(HCP_ATTEMPTS):
        hands, _ = sample_hands(kn, rng)
        miss = sum(abs(hcp_of(hands[s]) - p) for s, p in hidden)
        if miss == 0:
            return hands
        if best_miss is None or miss < best_miss:
            best, best_miss = hands, miss
    return best


def contract_net(strain: str, game: bool, tricks: int) -> int:
    ours, theirs = contract_score(strain, game, tricks)
    return ours - theirs


def unsupported_honour(card: int, hand: int) -> bool:
    """A king, queen or jack led with neither touching card and a lower card of the suit."""
    r = card % 13
    if r not in (9, 10, 11):
        return False
    if hand >> (card + 1) & 1 or hand >> (card - 1) & 1:
        return False
    return bool(hand & SUIT_MASKS[card // 13] & ((1 << card) - 1))


class MinibridgeSearch:
    """The searching player's decisions for Minibridge."""

    def __init__(self, budget: Budget, eps: float = 0.0) -> None:
        self.budget = budget
        self.play_budget = replace(budget, min_samples=min(MIN_SAMPLES, budget.max_samples))
        cap = max(1, int(budget.max_samples * CONTRACT_SAMPLES))
        self.contract_budget = replace(budget, max_samples=cap, min_samples=min(budget.min_samples, cap))

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        if view.phase == Phase.ANNOUNCING:
            return next(a for a in view.legal if type(a) is Announce)
        if view.phase == Phase.CONTRACT:
            return self.contract(view, rng)
        return self.play(view, rng)

    def _knowledge(self, view: PlayerView) -> tuple[Knowledge, list[int | None]]:
        info = view.info_as(MinibridgeInfo)
        dummy = info.dummy
        extra = {dummy: mask_of(info.dummy_hand or ())} if dummy is not None and dummy != view.seat else {}
        kn = knowledge_from_view(view, FULL_DECK, extra_known=extra)
        played = played_by(view)
        left: list[int | None] = [None] * 4
        for s in range(4):
            pts = info.points[s]
            if s != view.seat and s not in extra and pts is not None:
                left[s] = pts - hcp_of(played[s])
        return kn, left

    # ----- contract ----------------------------------------------------------------------------

    def contract(self, view: PlayerView, rng: random.Random) -> Action:
        seat = view.seat
        hand = mask_of(view.hand)
        both = hand | mask_of(view.info_as(MinibridgeInfo).dummy_hand or ())
        strains = ["NT"] + ["SHDC"[s] for s in range(4) if (both & SUIT_MASKS[s]).bit_count() >= 7]
        cands = [(s, g) for s in strains for g in (False, True)]
        kn, left = self._knowledge(view)

        def world(rng: random.Random):
            return (sample_fitting_points(kn, left, rng), {}), 1.0

        def evaluate(w, cand: tuple[str, bool], rng: random.Random) -> float:
            hands, cache = w
            strain, game = cand
            if strain not in cache:
                cache[strain] = declarer_tricks(hands, strain, seat)
            return contract_net(strain, game, cache[strain])

        best, _ = search(cands, world, evaluate, self.contract_budget, rng)
        legal = [a for a in view.legal if type(a) is ChooseContract]
        return next(a for a in legal if (a.strain, a.game) == best)

    # ----- play --------------------------------------------------------------------------------

    def play(self, view: PlayerView, rng: random.Random) -> Action:
        legal = legal_card_mask(view)
        if not legal & (legal - 1):
            return play_action(view, legal.bit_length() - 1)
        actor = acting_seat(view)
        info = view.info_as(MinibridgeInfo)
        dummy = info.dummy
        acting_hand = mask_of(info.dummy_hand or ()) if actor == dummy and actor != view.seat else mask_of(view.hand)
        cands = card_classes(legal, acting_hand, view.played & ~trick_mask(view))
        if len(cands) == 1:
            return play_action(view, cands[0])
        kn, left = self._knowledge(view)
        contract, declarer = info.contract, info.declarer
        assert contract is not None and declarer is not None  # cards are played only under a contract
        strain, game = contract.strain, contract.game
        declaring = actor % 2 == declarer % 2
        so_far = info.declarer_tricks
        remaining = view.n_tricks - len(view.history)
        opening = not view.history and not view.trick and not declaring

        def world(rng: random.Random):
            # One DDS call scores every card of a layout: the dict keeps that solution.
            return (sample_fitting_points(kn, left, rng), {}), 1.0

        def evaluate(w, card: int, rng: random.Random) -> float:
            hands, solved = w
            if not solved:
                solved.update(solve_position(hands, view.trump, view.leader, view.trick))
            t = solved.get(card)
            if t is None:  # DDS lists every legal card; a missing one is never preferred
                return -10_000.0
            decl = so_far + (t if declaring else remaining - t)
            net = contract_net(strain, game, decl)
            value = net if declaring else -net
            if opening and unsupported_honour(card, acting_hand):
                value -= HONOUR_LEAD_PENALTY
            return float(value)

        best, _ = search(cands, world, evaluate, self.trick_budget(len(view.history)), rng)
        return play_action(view, best)

    def trick_budget(self, trick: int) -> Budget:
        """The play budget at trick ``trick`` (0-based): fewer layouts at the first tricks."""
        budget = self.play_budget
        if trick < len(EARLY_TRICK_SAMPLES) and budget.max_samples > EARLY_TRICK_SAMPLES[trick]:
            cap = EARLY_TRICK_SAMPLES[trick]
            return replace(budget, max_samples=cap, min_samples=min(budget.min_samples, cap))
        return budget


__all__ = [
    "LEVEL_TUNING", "MinibridgeSearch", "contract_net", "played_by", "sample_fitting_points", "unsupported_honour",
]

