"""Dumb-Bunny Bridge by simulation, inside the forced plays of the must-beat rule.

The rule leaves few choices, but the ones it leaves matter: which card to lead, whether
to overtake partner's winner when allowed a choice, what to throw when void. Each card
class is played out on layouts of the unseen cards (voids inferred under the must-beat
rule: a seat that showed out and did not trump holds no trump either) by rollouts in
which each side plays for its partnership — to take tricks, or to lose them in a swap
hand, where each side is credited with the other's tricks. Double-dummy solvers do not
model the must-beat rule, so no DDS here. Blind hands are played blind: a random card,
as a person must.
"""

from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.cards import FULL_DECK, SUIT_MASKS
from ..engine.view import PlayerView
from .endgame import maxn, plays_left
from .montecarlo import PhasedSearch, search
from .sampling import knowledge_from_view, sample_hands
from .tricksim import MUST_BEAT, TrickSim, cheapest, high, highest_rank, play_out, random_bit, winners_and_losers
from .viewtools import play_action, play_choices

EXACT_PLAYS = 8


def make_policy(want: bool, eps: float):
    """Rollout policy: both sides want tricks (or, in a swap hand, both want to lose them);
    a seat does not overtake its partner's winning card when it has a choice."""

    def policy(sim: TrickSim, seat: int, legal: int, rng: random.Random) -> int:
        if rng.random() < eps:
            return random_bit(legal, rng)
        trump = sim.trump
        if not sim.trick:
            if want:
                others = sim.hands[(seat + 1) % 4] | sim.hands[(seat + 3) % 4]
                for s in range(4):
                    m = legal & SUIT_MASKS[s]
                    if m and not others & SUIT_MASKS[s] & ~((2 << high(m)) - 1) and (
                        s == trump or trump is None or not others & SUIT_MASKS[trump]
                    ):
                        return high(m)
            return cheapest(legal, trump)
        win, lose = winners_and_losers(sim, legal)
        partner_winning = sim.winner_seat() % 2 == seat % 2
        if want:
            if partner_winning:
                return cheapest(lose, trump) if lose else cheapest(legal, trump)
            return cheapest(win, trump) if win else cheapest(legal, trump)
        if lose:
            return highest_rank(lose)
        return highest_rank(win)

    return policy


class DumbBunnySearch(PhasedSearch):
    """The searching player's decisions for Dumb-Bunny Bridge."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        if view.info.get("blind") or not view.hand:
            return rng.choice(view.legal)
        _, cands, forced = play_choices(view)
        if forced is not None:
            return forced
        kn = knowledge_from_view(view, FULL_DECK, rule=MUST_BEAT)
        swap = bool(view.info.get("swap"))
        side = view.seat % 2
        policy = make_policy(not swap, self.eps)

        def utility(sim: TrickSim) -> list[float]:
            t = sim.tricks
            diff = (t[0] + t[2]) - (t[1] + t[3])  # North-South less East-West
            if swap:
                diff = -diff
            return [float(diff), float(-diff), float(diff), float(-diff)]

        def world(rng: random.Random):
            hands, _ = sample_hands(kn, rng)
            return hands, 1.0

        def evaluate(hands, card: int, rng: random.Random) -> float:
            sim = TrickSim(hands, view.trump, view.leader, view.trick, view.tricks_won, rule=MUST_BEAT)
            sim.play(card)
            if plays_left(sim) <= EXACT_PLAYS:
                return maxn(sim, utility, view.played | (1 << card))[side]
            play_out(sim, policy, rng)
            return utility(sim)[side]

        best, _ = search(cands, world, evaluate, self.budget, rng)
        return play_action(view, best)


__all__ = ["DumbBunnySearch", "make_policy"]
