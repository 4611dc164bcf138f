"""Dumb-Bunny Bridge by simulation, inside the forced plays of the must-beat rule.

The rule leaves few choices, but the ones it leaves matter: which card to lead, whether
to overtake partner's winner when allowed a choice, what to throw when void. Each card
class is played out on layouts of the unseen cards by rollouts in which each side plays
for its partnership, and the last tricks are solved exactly (alpha-beta under the
must-beat rule, with a transposition table: double-dummy solvers do not model the rule).

The utility is the score the game pays: a player scores their side's tricks, or in a
swap hand the other side's, so there both sides play to lose tricks.

Layouts respect what the must-beat rule reveals, not only voids: a seat that followed
suit under a card it did not beat holds no higher card of that suit; one that showed out
and did not trump holds no trump; one that trumped under a trump holds no higher trump.

Levels: hard solves the last five tricks exactly, with nearly noiseless rollouts before
them and up to a hundred layouts; normal is a lighter search (two tricks solved,
noisier rollouts, a dozen layouts). Blind hands are played blind: a random card, as a
person must — the same one at every level (``viewtools.blind_choice``).
"""

from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.cards import FULL_DECK, SUIT_MASKS, mask_of
from ..engine.games.dumb_bunny import DumbBunnyInfo
from ..engine.view import PlayerView
from .montecarlo import PhasedSearch, Sizing, search
from .sampling import knowledge_from_view, public_plays, sample_hands
from .tricksim import MUST_BEAT, TrickSim, cheapest, high, highest_rank, random_bit, winners_and_losers
from .viewtools import blind_choice, play_action, play_choices

# Per level: samples, rollout noise, and for hard caps on playouts and on work. Each of
# hard's playouts ends in an exact solve of five tricks, which costs from a fraction of a
# millisecond to several, by the layout: the cap on playouts keeps a decision with many
# candidates about as long as one with few, and the cap on work (positions the solver
# stored, about 25 µs each) stops the few costliest decisions before they pass about half a
# second on two cores (measured on one match: before it, one decision in twenty took
# 0.96 s or more, the longest 2.6 s; with it, 0.65 s and 0.71 s).
LEVEL_TUNING = {"normal": Sizing(12, 0.2), "hard": Sizing(100, 0.03, playouts=360, work=20_000)}
# Cards left in the four hands from which the rest is solved exactly: hard from five
# tricks out, normal from two (measured: with three, normal was as strong as hard).
EXACT_DEEP = 20
EXACT_LIGHT = 8

SM = SUIT_MASKS
FULL = (1 << 52) - 1


# ----- exact endgames ------------------------------------------------------------------------

# The lowest card of each suit: a flood of bits never crosses from one suit into the next.
SUIT_BOTTOMS = sum(1 << (13 * s) for s in range(4))


def class_leaders(legal: int, others: int) -> int:
    """The mask of the lowest card of each class of equivalent cards in ``legal``, where
    ``others`` are the live cards of the other seats (hands and the trick in progress).

    The same classes as ``candidates.card_classes`` (two legal cards of a suit are one
    class when no card of ``others`` lies between them), found with a few shifts instead of a
    loop over the cards: the solver asks this at most of its nodes, and the loop (and a
    table of its answers) showed high in profiles. Each legal card floods upwards through
    cards that are not the others' (a doubling fill, as chess programs fill bitboards); a
    legal card that the flood from a lower one reaches is not the lowest of its class."""
    room = FULL & ~others & ~SUIT_BOTTOMS
    fill = legal
    fill |= room & (fill << 1)
    room &= room << 1
    fill |= room & (fill << 2)
    room &= room << 2
    fill |= room & (fill << 4)
    room &= room << 4
    fill |= room & (fill << 8)
    return legal & ~(fill << 1 & ~SUIT_BOTTOMS)



class Solver:
    """Alpha-beta on bit masks under the must-beat rule, for two sides of two seats.

    Side 0 (seats 0 and 2) maximises the tricks of ``count_side`` from the position on,
    side 1 minimises them: with ``count_side`` 0 both sides want tricks, with 1 (a swap
    hand, where each side is credited with the other's tricks) both want to lose them.
    Positions at the start of a trick are kept in a transposition table as bounds.
    """

    def __init__(self, trump: int | None, count_side: int) -> None:
        self.trump = trump
        self.cs = count_side
        self.tt: dict[int, tuple[int, int]] = {}
        self.h: list[int] = []
        # The last value found, the first guess for the next (the candidates of one
        # layout mostly end alike).
        self.guess = -1
        # Per card, the cards that beat it (higher of its suit, and any trump over a
        # plain card): one lookup decides both the must-beat rule and a trick's winner.
        tmask = SM[trump] if trump is not None else 0
        self.beats = [SM[c // 13] & ~((2 << c) - 1) | (tmask if c // 13 != trump else 0) for c in range(52)]

    def value(self, hands: list[int], leader: int, trick: list[int]) -> int:
        """Tricks of ``count_side`` from here on (the trick in progress included).

        Found by null-window searches around a guess (MTD(f)): each only asks whether
        the value reaches a bound, which cuts far more of the tree than one search for
        the exact value, and the table keeps what the earlier ones learnt."""
        self.h = list(hands)
        trump = self.trump
        win, wpos, tm = -1, 0, 0
        for i, c in enumerate(trick):
            tm |= 1 << c
            if i == 0 or (c // 13 == win // 13 and c > win) or (c // 13 == trump and win // 13 != trump):
                win, wpos = c, i
        led = trick[0] // 13 if trick else -1
        k = len(trick)
        ws = (leader + wpos) % 4
        lo, hi = 0, max(h.bit_count() for h in hands) + (1 if trick else 0)
        g = self.guess if lo <= self.guess <= hi else (lo + hi) // 2
        while lo < hi:
            b = g + 1 if g == lo else g
            g = self._ab(leader, k, led, win, ws, tm, b - 1, b)
            if g < b:
                hi = g
            else:
                lo = g
        self.guess = lo
        return lo

    def _ab(self, leader: int, k: int, led: int, win: int, wseat: int, tm: int, alpha: int, beta: int) -> int:
        h = self.h
        trump = self.trump
        beats = self.beats
        if k == 0:
            left = h[leader].bit_count()
            if left == 0:
                return 0
            if left == 1:
                # The last trick plays itself: its winner is the value.
                c = h[leader].bit_length() - 1
                wseat = leader
                for i in (1, 2, 3):
                    s = (leader + i) & 3
                    x = h[s].bit_length() - 1
                    if beats[c] >> x & 1:
                        c, wseat = x, s
                return 1 if wseat & 1 == self.cs else 0
            key = h[0] | h[1] << 52 | h[2] << 104 | h[3] << 156 | leader << 208
            ent = self.tt.get(key)
            if ent is not None:
                lo, hi = ent
                if lo >= beta or lo == hi:
                    return lo
                if hi <= alpha:
                    return hi
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
            else:
                lo, hi = 0, left
                if alpha < 0:
                    alpha = -1
                if beta > left:
                    beta = left + 1
            a0, b0 = alpha, beta
        seat = (leader + k) & 3
        hand = h[seat]
        if k == 0:
            legal = hand
        else:
            same = hand & SM[led]
            if same:
                legal = same & beats[win] or same
            elif trump is None:
                legal = hand
            else:
                tr = hand & SM[trump]
                legal = (tr & beats[win] or tr) if tr else hand
        if not legal & (legal - 1):
            # One legal card (the must-beat rule forces many): no classes to work out.
            cands = [legal.bit_length() - 1]
        else:
            reps = class_leaders(legal, (h[0] | h[1] | h[2] | h[3] | tm) & ~hand)
            cands = []
            while reps:
                low = reps & -reps
                cands.append(low.bit_length() - 1)
                reps ^= low
            if k == 0:
                cands.reverse()
        maximizing = not seat & 1
        best = -1 if maximizing else 99
        for c in cands:
            h[seat] = hand & ~(1 << c)
            if k == 0:
                nled, nwin, nws = c // 13, c, seat
            elif beats[win] >> c & 1:
                nled, nwin, nws = led, c, seat
            else:
                nled, nwin, nws = led, win, wseat
            if k == 3:
                add = 1 if nws & 1 == self.cs else 0
                v = add + self._ab(nws, 0, -1, -1, 0, 0, alpha - add, beta - add)
            else:
                v = self._ab(leader, k + 1, nled, nwin, nws, tm | (1 << c), alpha, beta)
            h[seat] = hand
            if maximizing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        if k == 0:
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.tt[key] = (lo, hi)
        return best


# ----- what the must-beat rule reveals ---------------------------------------------------------


def inferred_room(view: PlayerView) -> list[int]:
    """Per seat, the cards it may still hold as far as the plays so far show (all cards
    for a seat nothing is known of): voids, and ceilings from cards played under a
    winner of the same suit that the seat could not (so did not) beat. One more entry,
    last, is the pile of cards in no hand (none in a real deal), which may hold any."""
    room = [FULL] * (view.n + 1)
    if view.info.blind:
        return room
    trump = view.trump
    for seat, c, led, win in public_plays(view):
        s = c // 13
        ws = win // 13
        if s == led:
            if ws == led and c < win:
                room[seat] &= ~(SM[led] & ~((2 << win) - 1))
        else:
            room[seat] &= ~SM[led]
            if trump is not None:
                if s != trump:
                    room[seat] &= ~SM[trump]
                elif ws == trump and c < win:
                    room[seat] &= ~(SM[trump] & ~((2 << win) - 1))
    return room


def sample_inferred(view: PlayerView, room: list[int], unseen: int, rng: random.Random,
                    outside: int = 0, attempts: int = 40) -> list[int] | None:
    """A layout of the unseen cards that fits every seat's room and size (``None`` when
    none was found quickly): the most constrained cards go first, each to a seat with
    space, in proportion to the space left. ``outside`` unseen cards lie in no hand
    (none in a real deal; test positions may have short hands)."""
    n = view.n
    me = view.seat
    others = [p for p in range(n) if p != me] + [n]  # n: the cards in no hand
    cards = []
    m = unseen
    while m:
        c = (m & -m).bit_length() - 1
        m &= m - 1
        cands = [p for p in others if room[p] >> c & 1]
        cards.append((len(cands), c, cands))
    cards.sort()
    for _ in range(attempts):
        free = [*view.hand_sizes, outside]
        hands = [0] * (n + 1)
        hands[me] = mask_of(view.hand)
        ok = True
        for _, c, cands in cards:
            total = 0
            for p in cands:
                total += free[p]
            if total <= 0:
                ok = False
                break
            r = rng.random() * total
            chosen = cands[-1]
            for p in cands:
                r -= free[p]
                if r < 0:
                    chosen = p
                    break
            if free[chosen] <= 0:
                ok = False
                break
            hands[chosen] |= 1 << c
            free[chosen] -= 1
        if ok:
            return hands[:n]
    return None


# ----- rollouts ------------------------------------------------------------------------------


def make_policy(want: bool, eps: float):
    """Rollout policy: both sides want tricks (or, in a swap hand, both want to lose them);
    a seat does not overtake its partner's winning card when it has a choice.

    Tried and dropped (2026-11-25): a sharper policy for hard that, wanting a trick, beat
    with the cheapest card the later opponents could not beat in turn. Under the must-beat
    rule a cheap winner forces their honours out, and the few paired hands measured went
    against it."""

    def policy(sim: TrickSim, seat: int, legal: int, rng: random.Random) -> int:
        if eps and rng.random() < eps:
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


# ----- the player ----------------------------------------------------------------------------


class DumbBunnySearch(PhasedSearch):
    """The searching player's decisions for Dumb-Bunny Bridge."""

    @property
    def exact(self) -> int:
        return EXACT_DEEP if self.level == "hard" else EXACT_LIGHT

    def play(self, view: PlayerView, rng: random.Random) -> Action:
        if view.info.blind or not view.hand:
            return blind_choice(view)
        _, cands, forced = play_choices(view)
        if forced is not None:
            return forced
        swap = view.info_as(DumbBunnyInfo).swap
        cs = 1 if swap else 0
        side = view.seat % 2
        policy = make_policy(not swap, self.eps)
        exact = self.exact
        trump = view.trump
        won = view.tricks_won
        kn = knowledge_from_view(view, FULL_DECK, rule=MUST_BEAT)
        room = inferred_room(view)

        def world(rng: random.Random):
            hands = sample_inferred(view, room, kn.unseen, rng, kn.outside)
            if hands is None:  # the inferences left no layout quickly: voids only
                hands, _ = sample_hands(kn, rng)
            return hands, 1.0

        def score(counted: int) -> float:
            # Side 0 scores the counted side's tricks, side 1 the rest.
            return float(counted if side == 0 else 13 - counted)

        def evaluate(hands, card: int, rng: random.Random) -> float:
            sim = TrickSim(hands, trump, view.leader, view.trick, won, rule=MUST_BEAT)
            sim.play(card)
            while sim.left and sum(h.bit_count() for h in sim.hands) > exact:
                seat = (sim.leader + len(sim.trick)) % 4
                legal = sim.legal(seat)
                sim.play(policy(sim, seat, legal, rng) if legal & (legal - 1) else legal.bit_length() - 1)
            t = sim.tricks
            counted = t[cs] + t[cs + 2]
            if sim.left:
                if current[0] is not hands:  # one table per layout, shared by the candidates
                    if current[1] is not None:
                        spent[0] += len(current[1].tt)
                    current[0], current[1] = hands, Solver(trump, cs)
                counted += current[1].value(sim.hands, sim.leader, sim.trick)
            return score(counted)

        current: list = [None, None]
        spent = [0]  # positions stored by the solvers of the layouts before the current one

        def work() -> int:
            """The search's work so far: positions its exact solvers stored."""
            return spent[0] + (len(current[1].tt) if current[1] is not None else 0)

        best, _ = search(cands, world, evaluate, self.budget, rng, work=work)
        return play_action(view, best)


__all__ = [
    "LEVEL_TUNING", "DumbBunnySearch", "Solver", "class_leaders", "inferred_room", "make_policy", "sample_inferred",
]
