"""Bugami by rules of thumb, written for the score the game pays.

A bug-suit bidder scores 20 per trick while clean, and 10 per trick divided by the bug
cards taken once dirty; no trick scores nothing. So tricks are worth winning — clean
ones above all, and at least one at any price — while the bug suit must stay out of
them. The rules:

* Bid zero with a hand that can duck everything (low cards in every suit it holds; with
  the small hands of six or seven players, far more readily), else the suit that is
  least likely to end in our tricks: short and low.
* Lead a low card of our bug suit that someone can beat, else a low card that is likely
  to lose (an easy player does not cash its sure winners: the searching levels do).
* Following: last to play, take the trick when the score says so (clean; or dirty when
  we have no trick yet and only a card or two left: a dirty trick pays, none does not);
  earlier, duck (a later player could throw our bug suit on the trick) unless we have
  no trick yet.
* Void in the suit led: shed our own bug suit, then the winner's bug suit, then the
  highest card. Zero bidders duck everything and shed their highest cards.

Bleeding Hearts (``bleeding_hearts``) reuses the card play here and adds its own bids.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.actions import Action, Declare, Play
from ...engine.cards import CARDS, FULL_DECK, RANK_CHARS, SUIT_CHARS, SUIT_MASKS, Card, deck
from ...engine.games.bleeding_hearts import BleedingHeartsInfo
from ...engine.games.bugami import SecretBidInfo
from ...engine.phase import Phase
from ...engine.trick import winner_index
from ...engine.view import PlayerView
from ..sampling import shown_voids

# The games these rules of thumb play (the package builds its table from it).
GAMES = ("bugami",)


def suit_danger(hand: Sequence[Card], suit: int) -> float:
    """How likely the cards of ``suit`` are to end up in our own tricks: each card held
    counts a little, high ones much more (a high card wins the tricks its suit is led to)."""
    return sum(0.5 + max(0, c.rank - 9) for c in hand if c.suit == suit)


def safest_suit(hand: Sequence[Card]) -> int:
    """The suit we hold fewest and lowest of: the easiest one to keep out of our tricks."""
    return min(range(4), key=lambda s: (suit_danger(hand, s), s))


def zero_risk(hand: Sequence[Card]) -> float:
    """How many tricks a hand is likely to be forced to win when it ducks everything: a
    card is risky when too few lower cards of its suit stand guard under it (an ace needs
    many, a five hardly any). Long low suits are safe; a lone king is a trick."""
    risk = 0.0
    for s in range(4):
        ranks = sorted(c.rank for c in hand if c.suit == s)
        for i, r in enumerate(ranks):
            # Cards of the suit below ``r`` that others hold: the more, the safer the duck.
            need = max(0, r - 7) - i
            if need > 0:
                risk += need / 4
    return risk


def zero_ok(hand: Sequence[Card]) -> bool:
    """Low enough to bid zero. Small hands (six or seven players) get far more leeway:
    there a player takes about one trick, and fifty for none is worth a good risk
    (measured: bidding zero with most hands at seven players beats bidding a suit)."""
    n = len(hand)
    limit = ZERO_RISK if n >= 13 else ZERO_RISK_MEDIUM if n >= 10 else ZERO_RISK_SMALL
    return zero_risk(hand) <= limit


# Largest zero_risk at which the easy player bids zero, with 13 cards or more (three or
# four players), with 10 to 12 (five) and with fewer (six or seven). At seven players a
# limit of 4 (zero with nearly any hand) measured level with the normal player; 2 keeps
# the easy player a step below it and far above random.
ZERO_RISK = 0.25
ZERO_RISK_MEDIUM = 1.5
ZERO_RISK_SMALL = 2.0
# A first trick is taken even with bugs in it only with this many cards left, or fewer.
DIRTY_LATE = 2


def is_weak(hand: Sequence[Card]) -> bool:
    """A hand that can duck every trick (the test for a zero bid)."""
    return zero_ok(hand)


def bid(view: PlayerView) -> Action:
    """Zero with a hand that can duck everything, otherwise the safest bug suit."""
    if is_weak(view.hand) and any(a.bid == "zero" for a in view.legal if isinstance(a, Declare)):
        return Declare(view.seat, "zero")
    return Declare(view.seat, SUIT_CHARS[safest_suit(view.hand)])


# ----- what the seat knows -----------------------------------------------------------------


@dataclass
class Situation:
    """The facts the card play uses, read once from the view."""

    view: PlayerView
    hand: int  # our cards
    unseen: int  # cards in other hands (or set aside)
    voids: list[int]  # per seat, bit s set: shown void in suit s
    bugs: tuple[int | None, ...]  # every seat's bug suit (None: zero bid)
    bug: int | None  # ours
    zero: bool  # we bid zero
    doublets: bool  # we bid Doublets (any bug scores nothing)
    factor: int  # 2 for Turnip (and clean Doublets), else 1
    tricks: int  # tricks we have won
    taken: int  # our bug cards in them

    def value(self, tricks: int, bugs: float) -> float:
        """Our score with ``tricks`` won holding ``bugs`` bug cards (may be fractional)."""
        if self.zero:
            return 50.0 if tricks == 0 else 0.0
        if tricks == 0:
            return 0.0
        if bugs <= 0:
            return 20.0 * tricks * self.factor
        if self.doublets:
            return 0.0
        return 10.0 * tricks / bugs * self.factor


def pack_of(view: PlayerView) -> int:
    """The cards in play: Bleeding Hearts takes three ranks out as bid-cards."""
    info = view.info
    if isinstance(info, BleedingHeartsInfo) and info.removed_ranks:
        return deck([RANK_CHARS.index(c) + 2 for c in info.removed_ranks])
    return FULL_DECK


def turnip_of(view: PlayerView) -> Card | None:
    """Bleeding Hearts' turnip once it is face up; ``None`` before, and in Bugami."""
    info = view.info
    return info.turnip if isinstance(info, BleedingHeartsInfo) else None


def doublets_of(view: PlayerView) -> tuple[bool, ...]:
    """Per seat, a known Doublets bid (Bleeding Hearts only)."""
    info = view.info
    if isinstance(info, BleedingHeartsInfo):
        return tuple(bool(d) for d in info.doublets)
    return (False,) * view.n


def situation(view: PlayerView) -> Situation:
    hand = 0
    for c in view.hand:
        hand |= 1 << c
    unseen = pack_of(view) & ~view.played & ~hand
    turnip = turnip_of(view)
    if turnip is not None:
        unseen &= ~(1 << turnip)
    info = view.info_as(SecretBidInfo)
    bugs = info.bug_suits
    bids = info.bids
    bug = bugs[view.seat]
    doublets = doublets_of(view)[view.seat]
    turnip_bid = bids[view.seat] == "turnip"
    taken = 0
    for _, cards, winner in view.history:
        if winner == view.seat and bug is not None:
            taken += sum(1 for c in cards if c // 13 == bug)
    return Situation(
        view, hand, unseen, shown_voids(view), bugs, bug, bids[view.seat] == "zero", doublets,
        2 if (turnip_bid or doublets) else 1, view.tricks_won[view.seat], taken,
    )


def higher_unseen(sit: Situation, card: int) -> int:
    """Unseen cards of ``card``'s suit above it."""
    return sit.unseen & SUIT_MASKS[card // 13] & ~((2 << card) - 1)


def rank(card: int) -> int:
    return card % 13


# ----- card play ---------------------------------------------------------------------------


def play(view: PlayerView) -> Action:
    sit = situation(view)
    plays: list[int] = [a.card for a in view.legal if isinstance(a, Play)]
    if not view.trick:
        card = lead(sit, plays)
    else:
        led = view.trick[0] // 13
        card = follow(sit, plays, led) if any(c // 13 == led for c in plays) else discard(sit, plays)
    return Play(view.seat, CARDS[card])


def lead(sit: Situation, plays: list[int]) -> int:
    if sit.zero and sit.tricks == 0:
        # The card most likely to lose: many unseen cards above it.
        return max(plays, key=lambda c: (higher_unseen(sit, c).bit_count(), -rank(c)))
    if sit.bug is not None:
        mine = [c for c in plays if c // 13 == sit.bug]
        if mine:
            low = min(mine)
            if higher_unseen(sit, low):  # someone can still beat it: let them take our bug card
                return low
    # A low card that someone is likely to beat; our bug suit last of all.
    return max(
        plays,
        key=lambda c: (c // 13 != sit.bug, higher_unseen(sit, c).bit_count() > 0, -rank(c)),
    )


def _trick_winner(view: PlayerView) -> tuple[int, int]:
    """Seat and card now winning the trick in progress."""
    i = winner_index(list(view.trick), view.trump)
    return (view.leader + i) % view.n, view.trick[i]


def follow(sit: Situation, plays: list[int], led: int) -> int:
    view = sit.view
    n = view.n
    _, win_card = _trick_winner(view)
    winners = [c for c in plays if c > win_card]  # plays follow suit: same suit as the winner
    losers = [c for c in plays if c < win_card]
    after = n - 1 - len(view.trick)  # seats still to play after us
    if sit.zero:
        if losers:
            return max(losers)
        return min(winners) if after else max(winners)
    bug_cards: float = sum(1 for c in view.trick if c // 13 == sit.bug)
    if led == sit.bug:
        bug_cards += 1 + after  # ours, and everyone after us who still follows
    last_trick = view.hand_sizes[view.seat] == 1
    if last_trick:
        bug_cards += _leftover_bugs(sit)
    gain = sit.value(sit.tricks + 1, sit.taken + bug_cards) - sit.value(sit.tricks, sit.taken)
    if bug_cards > 0 and view.hand_sizes[view.seat] > DIRTY_LATE:
        gain = 0.0  # a dirty trick spoils every clean trick still to come: not yet
    if not winners:
        return max(losers)
    if after == 0:
        if gain > 0:
            return min(winners)
        return max(losers) if losers else max(winners)
    if led == sit.bug or gain <= 0:
        if losers:
            return max(losers)
        # Every card wins for now: the lowest gives the others most chance to overtake,
        # unless nobody after us can follow.
        later = [(view.leader + len(view.trick) + k) % n for k in range(1, after + 1)]
        if all(sit.voids[s] >> led & 1 for s in later):
            return max(winners)
        return min(winners)
    # Not last, the trick clean so far: a player after us may yet throw our bug suit on
    # it, so duck, unless we have no trick yet (a first trick pays even when dirty).
    if sit.tricks == 0:
        return max(winners)
    return max(losers) if losers else min(plays)


def _leftover_bugs(sit: Situation) -> float:
    """Expected bug cards among the cards that go with the last trick."""
    if sit.bug is None:
        return 0.0
    turnip = turnip_of(sit.view)
    if turnip is not None:
        return 1.0 if turnip // 13 == sit.bug else 0.0
    k = sit.view.info_as(SecretBidInfo).undealt
    unseen = sit.unseen.bit_count()
    if not k or not unseen:
        return 0.0
    return k * (sit.unseen & SUIT_MASKS[sit.bug]).bit_count() / unseen


def discard(sit: Situation, plays: list[int]) -> int:
    """Void in the suit led: shed our own bug suit, then the winner's, then the highest card."""
    view = sit.view
    if sit.zero:
        return max(plays, key=lambda c: (rank(c), -higher_unseen(sit, c).bit_count()))
    winner, _ = _trick_winner(view)
    for suit in (sit.bug, sit.bugs[winner]):
        if suit is not None:
            cards = [c for c in plays if c // 13 == suit]
            if cards:
                return max(cards)
    return max(plays, key=lambda c: (rank(c), -higher_unseen(sit, c).bit_count()))


def choose(view: PlayerView, rng: random.Random) -> Action:
    if view.phase == Phase.BIDDING:
        return bid(view)
    return play(view)


__all__ = ["bid", "choose", "is_weak", "play", "safest_suit", "suit_danger", "zero_ok", "zero_risk"]
