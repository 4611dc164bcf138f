"""One suit played out with every card seen: the most tricks declarer's side can make in it.

This is how a teacher checks a suit-combination claim on the layout ("the finesse wins a
trick here", "the suit runs"): the suit alone, declarer free to lead each round from either
hand (entries elsewhere taken for granted), the defenders never leading it, nobody ruffing.
A void hand throws a card of another suit, which wins nothing. Declarer's side plays to
make the most tricks, the defenders to hold them to the fewest; the search is a plain
minimax over the few cards of one suit, its positions remembered.

Hands are given as ranks (2..14), from the seats' point of view around the table:
declarer, the defender on declarer's left, dummy, the defender on declarer's right.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache


def _mask(ranks: Iterable[int]) -> int:
    m = 0
    for r in ranks:
        m |= 1 << r
    return m


# Which of the side's hands may lead the suit: either, declarer's only, dummy's only.
EITHER, DECLARER, DUMMY = 0, 1, 2
# Which of the side's hands have ways in outside the suit (bits: declarer 1, dummy 2).
BOTH = 3


def best_tricks(declarer: Iterable[int], left: Iterable[int], dummy: Iterable[int], right: Iterable[int],
                finesse: bool = True, leads: int = EITHER, entries: int = BOTH) -> int:
    """The tricks declarer's side makes in the suit with best play by both sides; with
    ``finesse`` false, without finessing: the hand that plays third to a trick the side led
    takes it with a master card when it has one (never the queen of A Q after a low card
    from the defender in front, nor a small card under partner's jack that the king could
    still beat), else plays one too low to win it (see :func:`_no_finesse`). The difference
    is what finessing gains on the layout. ``leads``: every round led from either hand, or
    from one of them only (:data:`DECLARER`, :data:`DUMMY`) as long as it has a card of the
    suit, which is how a line "led from West through North" is checked: the gain may come
    from a finesse the other way.

    ``entries``: the hands with a way in outside the suit (:data:`DECLARER`, :data:`DUMMY`,
    :data:`BOTH`). A hand without one leads the suit only after winning a round of it, and
    after a round the defenders win the lead comes back to a hand with one: this is how a
    defender holding up an honour cuts declarer off from dummy's long suit (set O of a
    teacher's review: ♦A Q 7 5 3 2 opposite ♦J 10, North's ♦K held up twice — two tricks,
    not five)."""
    return _solve(*_squeeze(_mask(declarer), _mask(left), _mask(dummy), _mask(right)), finesse, leads, entries,
                  entries)


def _extract_table(width: int) -> list[list[int]]:
    """``table[live][mask]``: the bits of ``mask`` that are in ``live``, packed together in
    their order (bit ``i`` of the result is the ``i``-th lowest bit of ``live``, if ``mask``
    has it). Each row is built from the rows of masks with one bit fewer."""
    table = []
    for live in range(1 << width):
        row = [0] * (1 << width)
        for mask in range(1, 1 << width):
            low = mask & -mask
            row[mask] = row[mask ^ low] | (1 << (live & (low - 1)).bit_count() if live & low else 0)
        table.append(row)
    return table


# Packing tables for ranks 2–8 (seven bits) and 9–ace (six), see :func:`_squeeze`.
_LOW = _extract_table(7)
_HIGH = _extract_table(6)


def _squeeze(a: int, left: int, b: int, right: int) -> tuple[int, int, int, int]:
    """The four hands with the ranks nobody holds squeezed out: the cards still held,
    renumbered 2, 3, 4 … from the lowest up. Only their order matters to the search, so
    a position reached again with other ranks in the same order (once a round of the suit
    has gone, or on another deal) is looked up, not searched again: about a third as many
    positions are searched on the built-in deals (42,105 against 130,599)."""
    live = (a | left | b | right) >> 2
    low, high = _LOW[live & 127], _HIGH[live >> 7]
    n = (live & 127).bit_count()
    return ((low[a >> 2 & 127] | high[a >> 9] << n) << 2, (low[left >> 2 & 127] | high[left >> 9] << n) << 2,
            (low[b >> 2 & 127] | high[b >> 9] << n) << 2, (low[right >> 2 & 127] | high[right >> 9] << n) << 2)


@lru_cache(maxsize=1 << 16)
def _classes(mask: int, live: int) -> tuple[int, ...]:
    """The cards of ``mask`` worth trying: one per run of cards with no ``live`` card of
    another hand between them (the lowest of each run). Remembered: the search asks the
    same few questions many times over."""
    out = []
    last_kept = -1
    while mask:
        low = mask & -mask
        r = low.bit_length() - 1
        # a card is new to try when some live card of another hand lies between it and the last one kept
        if last_kept < 0 or live >> (last_kept + 1) & ((1 << (r - last_kept - 1)) - 1):
            out.append(r)
        last_kept = r
        mask ^= low
    return tuple(out)


def _no_finesse(mask: int, beat: int, theirs: int, ours_winning: bool) -> int:
    """What the third hand may play without finessing, ``beat`` being the card winning the
    trick so far and ``theirs`` the defenders' cards not yet played. With a master (above
    all of theirs) it takes the trick with one, unless partner's card already is a master:
    letting partner's jack run under the king is a finesse as much as the queen of A Q
    played after a low card is. Without one, a card that does not beat ``beat`` — never one
    that wins only if a higher card lies with the defender who has played (the queen of
    Q 6 once the ace has gone, the king still out); with no such card, its lowest."""
    top = theirs.bit_length()  # cards from this rank up are masters
    if ours_winning and beat >= top:
        return mask
    masters = mask >> top << top
    if masters:
        return masters
    return (mask & ((1 << beat) - 1)) or mask & -mask


@lru_cache(maxsize=1 << 18)
def _solve(a: int, left: int, b: int, right: int, finesse: bool, leads: int = EITHER, entries: int = BOTH,
           may: int = BOTH) -> int:
    """Declarer's hand ``a`` leads next to dummy ``b`` (or the other way round, as declarer
    chooses, or only the one ``leads`` names); ``left`` sits after ``a``, ``right`` after ``b``.
    ``may``: the hands that may lead now (bits as ``entries``), the winner of the last round
    and the hands with a way in."""
    if not a and not b:
        return 0
    if (leads == DECLARER and not a) or (leads == DUMMY and not b):
        leads = EITHER  # that hand is out of the suit: the other leads the rest
    if entries != BOTH:
        holding = (DECLARER if a else 0) | (DUMMY if b else 0)
        # A winner out of the suit leads another one: the lead comes back through a way in.
        may = (may & holding) or (entries & holding)
        if not may:
            return 0  # the cards left are in a hand nothing reaches
    best = 0
    most = max(a.bit_count(), b.bit_count())  # one trick a round at most: nothing beats that
    live_all = a | left | b | right
    # Lead from declarer (order: a, left, b, right) or from dummy (b, right, a, left).
    # A plain minimax, cut short where a reply cannot change the answer (alpha-beta).
    for lead_hand, p2, p3, p4, swap in ((a, left, b, right, False), (b, right, a, left, True)):
        if not lead_hand or leads == (DUMMY if not swap else DECLARER) or not may & (DUMMY if swap else DECLARER):
            continue
        second = _classes(p2, live_all & ~p2) or (0,)
        fourth = _classes(p4, live_all & ~p4) or (0,)
        third_all = _classes(p3, live_all & ~p3) or (0,)
        for c1 in _classes(lead_hand, live_all & ~lead_hand):
            worst = 99
            na = lead_hand & ~(1 << c1)
            for d1 in second:
                best3 = -1
                if finesse:
                    third = third_all
                else:
                    allowed = _no_finesse(p3, max(c1, d1), (left | right) & ~(1 << d1), c1 > d1)
                    third = _classes(allowed, live_all & ~p3) or (0,)
                nl = p2 & ~(1 << d1) if d1 else p2
                for c2 in third:
                    ours = max(c1, c2)
                    worst4 = 99
                    nb = p3 & ~(1 << c2) if c2 else p3
                    for d2 in fourth:
                        won = 1 if ours > max(d1, d2) else 0
                        nr = p4 & ~(1 << d2) if d2 else p4
                        nxt = entries
                        if won and entries != BOTH:  # the hand that won the round may lead the next
                            nxt |= (DUMMY if swap else DECLARER) if c1 > c2 else (DECLARER if swap else DUMMY)
                        # back to (declarer, left, dummy, right) when dummy led
                        v = won + (_solve(*_squeeze(nb, nr, na, nl), finesse, leads, entries, nxt) if swap
                                   else _solve(*_squeeze(na, nl, nb, nr), finesse, leads, entries, nxt))
                        if v < worst4:
                            worst4 = v
                            if worst4 <= best3:
                                break
                    if worst4 > best3:
                        best3 = worst4
                        if best3 >= worst:
                            break
                if best3 < worst:
                    worst = best3
                    if worst <= best:
                        break
            if worst > best:
                best = worst
                if best >= most:
                    return best
    return best


__all__ = ["BOTH", "DECLARER", "DUMMY", "EITHER", "best_tricks"]
