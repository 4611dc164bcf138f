"""How many top tricks declarer can actually cash, hand to hand, without losing the lead.

Counting the top winners suit by suit (:func:`~cardtable.bridge.counting.top_tricks_in_suit`)
assumes declarer can always reach the hand that holds them. A teacher counts a top trick
only when it can be taken: ♠A K doubleton opposite ♠Q 8 6 is two tricks, not three, when
nothing else in dummy's hand wins a trick to get there (the queen is *stranded*), and ♠A
opposite ♠K Q J 10 9 with no other way to dummy is one trick, not five.

This module plays the cashing out exactly. The defenders lead first, and choose the suit
that leaves declarer fewest tricks (they do not lead into dummy's stranded winners);
declarer wins it in whichever hand is best: with a top winner, or, playing last to the trick,
more cheaply with a card above all the defenders' cards but their top one, which they then
keep back; where instead their top card falls, the cards above the rest of theirs become ways
across (they move the lead but are not top tricks: they win only because it has gone).
Then declarer's side leads a top winner, or a small card to a winner in the other hand, the
other hand follows (low, with a winner under it, or overtaking) or discards, the defenders
follow with cards that never win, and whoever won leads again; the count stops when the
hand on lead has no way to keep the lead. A small search over the two hands' remaining
cards, with a table of positions seen, finds the most tricks and the suits they come from.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

SUIT_MASK = (1 << 13) - 1


def top_run_mask(a: int, b: int) -> int:
    """The cards of both hands that rank above every card the defenders hold in their suit:
    each suit's unbroken run from the ace down."""
    both = a | b
    out = 0
    for s in range(4):
        bits = both >> (13 * s) & SUIT_MASK
        run = 0
        for r in range(12, -1, -1):  # bit 12 is the ace
            if not bits >> r & 1:
                break
            run |= 1 << r
        out |= run << (13 * s)
    return out


def cashable(a: int, b: int) -> tuple[int, tuple[int, int, int, int]]:
    """The most top tricks hands ``a`` and ``b`` (card masks) can cash in a row, and how many
    of them come from each suit (spades, hearts, diamonds, clubs) in a best order."""
    return cashing(a, b).result


@dataclass(frozen=True)
class Cashing:
    """The cashing of two hands' top winners, and what the defenders' opening lead does to it."""

    # Tricks cashed after the defenders' best opening lead, and how many from each suit.
    result: Result
    # Tricks cashed had declarer's side the lead in the hand it likes: more than ``result``
    # when the defenders' lead takes away the way across between the two hands.
    unhindered: int
    # The suit of the defenders' best opening lead (0 spades … 3 clubs), or ``None``.
    lead: int | None

    @property
    def lead_hurts(self) -> bool:
        """True when the winners lost to stranding are lost to the defenders' lead: with
        declarer on lead they would all be cashed (a teacher names the lead, not a blockage)."""
        return self.unhindered > self.result[0]


@lru_cache(maxsize=256)  # one board asks it three times (Q7, the contract's strain, Q8's count)
def cashing(a: int, b: int) -> Cashing:
    """:func:`cashable`, with the defenders' opening lead it assumes and what declarer would
    cash without it. ``a`` is declarer's hand: it plays last to the opening lead."""
    winners = top_run_mask(a, b)
    cash = _cashing_from(winners, 0)
    theirs = ~(a | b) & ((1 << 52) - 1)

    def won_lead(s: int) -> Result:
        """The defenders lead suit ``s`` and declarer wins it; the defenders choose whether
        their top card in the suit goes on the trick or not (set R of a teacher's review:
        against ♣A 10 9 7 opposite ♣Q J 5 3 2 they cannot "knock out the ♣A", since the ♣K
        that would take it leaves the ♣10 9 as ways back)."""
        held = _suit(theirs, s)
        top = 1 << (held.bit_length() - 1) if held else 0
        others = held & ~top
        above_others = ~((1 << others.bit_length()) - 1)  # the ranks above all their other cards
        outcomes = []
        if others or not top:  # their top card stays out (or they have none in the suit): a
            # winner takes the trick, or declarer's hand, last to play, wins it more cheaply
            # with a card above all their others (the lead, not a top trick)
            outcomes.append(_win_lead(a, b, s, winners, cash, _suit(a & ~winners, s) & above_others))
        if top:  # their top card falls under declarer's winner: the cards above their others
            # are ways across from then on (not top tricks: they win only once it has gone)
            later = _suit((a | b) & ~winners, s) & above_others
            outcomes.append(_win_lead(a, b, s, winners, _cashing_from(winners, later) if later else cash, 0))
        return min(outcomes, key=lambda r: r[0])

    # The defenders lead first and choose the suit that leaves declarer fewest.
    leads = [(won_lead(s), s) for s in range(4) if _suit((a | b) & winners, s)]
    if not leads:
        return Cashing((0, (0, 0, 0, 0)), 0, None)
    worst, suit = min(leads, key=lambda r: r[0][0])
    return Cashing(worst, max(cash(a, b)[0], cash(b, a)[0]), suit)


Cash = Callable[[int, int], "Result"]


def _win_lead(a: int, b: int, s: int, winners: int, cash: Cash, cheap: int) -> Result:
    """Declarer wins the defenders' lead of suit ``s`` where best: with a winner from either
    hand (a top trick), or in ``a`` with one of the ``cheap`` cards (no top trick, but the
    lead), and cashes on from the hand that won."""
    best: Result = (0, (0, 0, 0, 0))
    for ca in _plays(a, winners, s) | {_lowest(cheap)} - {0}:
        for cb in _plays(b, winners, s):
            top = max((c for c in (ca, cb) if _suit(c, s)), default=0)
            if top & winners:
                got = cash(a & ~ca, b & ~cb) if top == ca else cash(b & ~cb, a & ~ca)
                if got[0] + 1 > best[0]:
                    best = _plus_one(got, s)
            elif top == ca and ca & cheap:
                got = cash(a & ~ca, b & ~cb)
                if got[0] > best[0]:
                    best = got
    return best


def _cashing_from(winners: int, entries: int) -> Cash:
    """The search of :func:`cashing` from one hand on lead: ``winners`` are top tricks,
    ``entries`` win a trick too (the defenders' card above them has gone) but are not
    counted, only used to move the lead. Each search keeps its own table of positions."""
    wins = winners | entries
    seen: dict[tuple[int, int], Result] = {}

    def cash(lead: int, other: int) -> Result:
        """Most tricks with ``lead``'s hand on lead (masks of the cards still held)."""
        key = (lead, other)
        if key in seen:
            return seen[key]
        best: Result = (0, (0, 0, 0, 0))
        ceiling = _ceiling(lead, other, winners)
        # Only a better count replaces the best found, so the search stops as soon as the
        # best reaches the ceiling: nothing later could change the answer, its suits included.
        for s in range(4):
            if best[0] == ceiling:
                break  # as many as the winners left could give: nothing does better
            mine = _suit(lead & wins, s)
            # Which winner is led matters only as the highest or the lowest of them.
            for card in ({_lowest(mine), 1 << (mine.bit_length() - 1)} if mine else ()):
                for reply in _replies(other, wins, s, card):
                    over = bool(_suit(reply, s)) and reply > card
                    after_lead, after_other = lead & ~card, other & ~reply
                    got = cash(after_other, after_lead) if over else cash(after_lead, after_other)
                    scored = (reply if over else card) & winners
                    if got[0] + bool(scored) > best[0]:
                        best = _plus_one(got, s) if scored else got
                        if best[0] == ceiling:
                            seen[key] = best
                            return best
            # A small card led to a winner in the other hand: the way across to it.
            small, theirs = _suit(lead & ~wins, s), _suit(other & wins, s)
            if small and theirs:
                card = _lowest(small)
                for reply in {_lowest(theirs), 1 << (theirs.bit_length() - 1)}:
                    got = cash(other & ~reply, lead & ~card)
                    scored = reply & winners
                    if got[0] + bool(scored) > best[0]:
                        best = _plus_one(got, s) if scored else got
                        if best[0] == ceiling:
                            seen[key] = best
                            return best
        seen[key] = best
        return best

    return cash


def _plays(hand: int, winners: int, s: int) -> set[int]:
    """The cards worth trying from ``hand`` on a trick the defenders led in suit ``s``: its
    lowest small card, lowest and highest winner; void, the discards of :func:`_replies`."""
    held = _suit(hand, s)
    if not held:
        return _replies(hand, winners, s, 0)
    top = held & winners
    return {_lowest(m) for m in (held & ~winners, top) if m} | ({1 << (top.bit_length() - 1)} if top else set())


# Tricks cashed and how many of them come from each suit.
Result = tuple[int, tuple[int, int, int, int]]


def _lowest(mask: int) -> int:
    return mask & -mask


def _suit(mask: int, s: int) -> int:
    return mask & (SUIT_MASK << (13 * s))


def _ceiling(a: int, b: int, winners: int) -> int:
    """The most tricks the winners left could make: in each suit, the winners but no more
    than the longer hand's cards (the top tricks counted suit by suit)."""
    top = winners & (a | b)
    per_suit = 0
    for shift in (0, 13, 26, 39):
        per_suit += min((top >> shift & SUIT_MASK).bit_count(),
                        max((a >> shift & SUIT_MASK).bit_count(), (b >> shift & SUIT_MASK).bit_count()))
    return min(per_suit, a.bit_count())  # and no more tricks than cards in a hand


def _plus_one(got: Result, s: int) -> Result:
    counts = list(got[1])
    counts[s] += 1
    return got[0] + 1, (counts[0], counts[1], counts[2], counts[3])


def _replies(other: int, winners: int, s: int, card: int) -> set[int]:
    """The cards worth trying from the hand that follows to a winner of suit ``s``: its
    lowest small card, its lowest winner under the card led, its lowest winner over it
    (overtaking, to move the lead); void, a discard — a small card from each suit, or a
    winner to unblock."""
    held = _suit(other, s)
    if held:
        small = held & ~winners
        under = held & winners & (card - 1)
        over = held & winners & ~(card | (card - 1))
        return {_lowest(m) for m in (small, under, over) if m}
    out = set()
    for t in range(4):
        cards = _suit(other, t)
        for m in (cards & ~winners, cards & winners):
            if m:
                out.add(_lowest(m))
    return out or {0}  # (a hand with no cards left, in a count of part-hands: nothing to play)
