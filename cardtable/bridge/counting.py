"""Declarer's tricks counted suit by suit, the way a teacher counts them at the table.

Two points of view meet here, and every function says which one it takes:

* **declarer's view** — declarer's hand and dummy, nothing else. Declarer knows which cards
  the defenders hold between them but not how they are split, so a long suit is counted
  with the *normal* break (the defenders' cards as evenly divided as they can be) and a
  finesse as an even chance. The contract and the answer to "go for game?" come from this
  view (:func:`expected_tricks`), because that is what declarer decides on.
* **the layout** — all four hands, as the exercise shows them afterwards. Each chance of an
  extra trick (:func:`extra_chances`) says how many tricks it actually gains on this deal.

A trick is counted once: the sure tricks are the top winners (:func:`top_tricks_in_suit`);
promotion adds only what driving out the defenders' higher honours adds to them; length
adds only the long cards that are not already among those winners; a finesse adds the one
trick the well-placed honour gives, and so does a king led towards with the ace in front of
it; a ruff adds a trick only when the hand with fewer trumps takes it, and only for a card
that would otherwise lose.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations, product
from typing import Any

from ..engine.cards import CARDS, Card
from ..engine.games.minibridge import partner
from ..words import counted, joined, translate
from .cashing import cashable
from .deal import (
    SUIT_SYMBOLS,
    card_text,
    count_words,
    holding_text,
    number_words,
    ordinal_words,
    seat_words,
    suit_cards,
    suit_colour,
    suit_ranks,
)
from .suitplay import BOTH, DECLARER, DUMMY, EITHER, best_tricks

SUIT_LETTERS = "SHDC"


# ----- words ---------------------------------------------------------------------------------


def holding(suit: int, ranks: Sequence[int]) -> str:
    """``♥Q J 10 8``, ``♠A K``: the ranks spaced, as the practice window's diagram writes a
    hand, so that "108" cannot be misread and a holding reads the same with a ten or without
    (a teacher found "♠A 10 9 8" beside "♦AK8532")."""
    return SUIT_SYMBOLS[suit] + " ".join(holding_text([r], ten="10") for r in ranks)


def card_of(suit: int, rank: int) -> Card:
    return CARDS[13 * suit + rank - 2]


def join_words(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return joined(items)


def join_list(items: Sequence[str]) -> str:
    """:func:`join_words` in the app's language (``a, b et c``)."""
    return joined(items, translate("Exercises", "{0} and {1}", "the last two items of a list"))


def tricks_words(n: int) -> str:
    return f"{count_words(n)} trick{'' if n == 1 else 's'}"


# ----- one suit, declarer's view -------------------------------------------------------------


def top_tricks_in_suit(a: int, b: int, suit: int) -> tuple[int, tuple[int, ...]]:
    """Top winners in ``suit`` from two hands together: the unbroken run of cards from the
    ace down, limited by the longer hand (each round of the suit uses a card from both
    hands, so two winners falling on the same trick count once)."""
    ra, rb = suit_ranks(a, suit), suit_ranks(b, suit)
    held = set(ra) | set(rb)
    run = 0
    while 14 - run in held:
        run += 1
    n = min(run, max(len(ra), len(rb)))
    return n, tuple(range(14, 14 - n, -1))


@dataclass(frozen=True)
class SuitCount:
    """What one suit is worth to declarer's side, from declarer's view.

    ``forced`` is what the suit is certain to give once the defenders' higher honours are
    driven out (K Q J 7 4: three tricks after losing one to the ace); ``rounds`` is how many
    rounds those winners (and the tricks lost on the way) take. Cards of the longer hand
    beyond those rounds and beyond the defenders' length are the long tricks. ``lowest`` is
    the lowest card ``forced`` counts on (the 9 of ♣J 10 9 7 opposite ♣K 3): the promotion
    names the side's cards down to it, so its words show every card it counts."""

    suit: int
    top: int
    forced: int
    rounds: int
    longest: int
    long_seat: int
    cards: int
    lowest: int = 14

    @property
    def defenders(self) -> int:
        return 13 - self.cards

    @property
    def winners(self) -> int:
        """Tricks from high cards alone: the sure ones, or more after driving out honours."""
        return max(self.top, self.forced)

    @property
    def normal_break(self) -> tuple[int, int]:
        """The defenders' cards as evenly split as they can be (3–3, 3–2, 4–3…)."""
        d = self.defenders
        return (d + 1) // 2, d // 2

    def long_tricks(self, longest_defender: int) -> int:
        """Long cards that win once the defender with ``longest_defender`` cards has none
        left and the high cards have been played."""
        return max(0, self.longest - max(longest_defender, self.rounds))

    @property
    def side_long(self) -> bool:
        """Whether the side's long cards may be counted: it holds more of the suit than the
        defenders, or (a six-card fit against seven) its high cards and long cards take every
        round of the long hand on the normal break (♣A Q J 3 2 opposite the ♣K: five tricks
        against a 4–3 break; set Y 10 of a teacher's review). Where the defenders hold more
        and the side's cards do not run (♥K J 8 5 2 opposite a void), the suit is theirs."""
        return self.cards > self.defenders or self.winners + self.hoped_long_tricks >= self.longest > 0

    @property
    def hoped_long_tricks(self) -> int:
        """Long tricks declarer counts on: the normal break, the most even one (so no other
        break gives more)."""
        return self.long_tricks(self.normal_break[0])


def _with_length(forced: int, lost: int, longest: int, falls: int) -> int:
    """The tricks a suit yields counting ``forced`` winners after ``lost`` rounds, and then
    the long cards the normal break leaves (``falls``: the longer defender's cards). A spot
    card below the ten counts as promoted only where this is no less: ♠A 10 9 8 7 6 loses one
    trick to the ♠K Q J, not three, for two of them fall under the ace on the normal break."""
    return forced + max(0, longest - max(falls, forced + lost))


def count_suit(hands: Sequence[int], declarer: int, suit: int) -> SuitCount:
    """The suit counted from declarer's and dummy's hands (declarer's view)."""
    dummy = partner(declarer)
    mine, his = suit_ranks(hands[declarer], suit), suit_ranks(hands[dummy], suit)
    side = set(mine) | set(his)
    top, _ = top_tricks_in_suit(hands[declarer], hands[dummy], suit)
    longest = max(len(mine), len(his))
    s = d = forced = lost = 0
    lowest = 14
    falls = (13 - len(side) + 1) // 2  # the longer defender's cards with the normal break
    for r in range(14, 1, -1):
        if r in side:
            s += 1
            # Each of the defenders' d higher cards takes one round; the side wins the others,
            # no more than its longer hand has rounds.
            value = min(s - d, longest - d)
            if value > forced and (r >= 10 or _with_length(value, d, longest, falls)
                                   >= _with_length(forced, lost, longest, falls)):
                forced, lost, lowest = value, d, r
        elif r < 10:
            # Below the ten only the side's unbroken run goes on (♣J 10 9 opposite ♣K, once the
            # ace and queen are gone the nine is as good as the jack); from the defenders' first
            # spot card down, length decides, with the break.
            break
        elif d == 0 and s >= falls:
            # The defenders' highest card falls under the side's top cards with the normal
            # break (nine cards missing the queen: the ace and king drop it, "eight ever,
            # nine never"): nothing is lost to it, and the rest of the suit is length.
            break
        else:
            d += 1
    rounds = forced + lost if forced > top else top
    long_seat = declarer if len(mine) >= len(his) else dummy
    return SuitCount(suit, top, forced, rounds, longest, long_seat, len(side), lowest)


# ----- finesses --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Finesse:
    """A true finesse (declarer's view): the side holds a card above the defenders' highest
    honour ``missing`` and the card just below it, ``below``. ``wins_over`` is the defender
    who must hold ``missing`` for the finesse to win (which one is declarer's guess)."""

    suit: int
    missing: int
    below: int
    above: int
    lead_from: int
    towards: int
    lead_card: int | None  # the card led (Q from Q J opposite A); None: a small card
    wins_over: int
    # A J x opposite K 10 x: either defender can be finessed, so where the honour lies
    # is declarer's guess, and the right guess always wins the trick.
    two_way: bool = False


def _two_way(a: Sequence[int], b: Sequence[int], missing: int, side: set[int]) -> bool:
    """Each hand holds a card that wins once ``missing`` has been passed (every rank between
    the two is the side's) and another card, and the side holds two cards over it: A J x
    opposite K 10 x, or A K 10 5 opposite J 9 7, against the queen either way round; or one
    hand holds the two cards under it with a card over it and the other hand a card over
    it (A J 10 x x opposite K x x). Not A Q x x opposite J 10 x: leading towards the jack
    gains nothing, the king stays over the queen; nor A K J 10 opposite x x x, where the
    jack led cannot be run (a cover wins the trick)."""
    def under(ranks: Sequence[int]) -> bool:
        return len(ranks) >= 2 and any(r < missing and all(x in side for x in range(r + 1, missing))
                                       for r in ranks)
    def led_through(tenace: Sequence[int], other: Sequence[int]) -> bool:
        # A J 10 x x opposite K x x: the jack led runs through one defender (the king wins
        # a cover), or a small card led towards the A J 10 finesses the other.
        return (missing - 1 in tenace and missing - 2 in tenace and any(r > missing for r in tenace)
                and any(r > missing for r in other) and len(other) >= 2)
    def split(queen: Sequence[int], ace: Sequence[int]) -> bool:
        # A J x x opposite Q 10 9 against the king: the queen led runs through one defender
        # (the ace wins a cover and leaves the jack high), or a small card led towards the
        # queen finesses the other. The queen's hand has no card over the king.
        return (missing - 1 in queen and missing - 2 in ace and not any(r > missing for r in queen)
                and any(r > missing for r in ace) and len(queen) >= 2
                and any(r < missing - 2 for r in ace))
    # Two cards over it (the queen under the ace and king): once the card led towards wins,
    # the missing one falls under them; over the king alone it would still take the ace's queen.
    return split(a, b) or split(b, a) or (sum(1 for r in side if r > missing) >= 2 and (
        (under(a) and under(b)) or led_through(a, b) or led_through(b, a)))


def find_finesse(hands: Sequence[int], declarer: int, suit: int, count: SuitCount) -> Finesse | None:
    """The finesse in ``suit`` if there is one — K Q J 7 4 is not a finesse (nothing above
    the missing ace), it is promotion; A Q opposite small is."""
    dummy = partner(declarer)
    ranks = {seat: suit_ranks(hands[seat], suit) for seat in (declarer, dummy)}
    side = set(ranks[declarer]) | set(ranks[dummy])
    defence = [r for r in range(14, 1, -1) if r not in side]
    if not defence or defence[0] < 11:  # finessing against a ten or lower is not a beginner's play
        return None
    missing = defence[0]
    below = missing - 1
    above = [r for r in side if r > missing]
    if below not in side or not above:
        return None
    if count.winners + count.hoped_long_tricks + 1 > count.longest:
        return None  # every round is already a winner: the finesse cannot add one
    y = declarer if below in ranks[declarer] else dummy
    p = partner(y)
    high = min(above)
    two_way = _two_way(ranks[p], ranks[y], missing, side)
    if any(r > missing for r in ranks[y]):  # A Q in one hand: lead small towards it
        if not any(r < missing for r in ranks[p]):  # ♠K alone opposite ♠A J 3 2: no small card to lead
            return None
        return Finesse(suit, missing, below, max(r for r in ranks[y] if r > missing), p, y, None, (y + 3) % 4,
                       two_way=two_way)
    if below - 1 in ranks[y]:  # Q J opposite the ace: lead the queen
        if below - 2 not in side:  # Q J x opposite A x x: a covered queen leaves the ten high
            return None
        if len(ranks[p]) < 2:  # the ace alone must be played on the queen: it cannot run
            return None
        return Finesse(suit, missing, below, high, y, p, below, (y + 1) % 4, two_way=two_way)
    # The ace opposite Q x: lead small towards the queen. A queen alone is no finesse: it must
    # be played, and the king in front of it simply takes it.
    small = [r for r in ranks[p] if r < below]
    if small and len(ranks[y]) >= 2:
        equal = [r for r in small if all(x in side for x in range(r, below))]
        if len(equal) == len(small) and any(r < min(equal) for r in ranks[y]):
            # ♥A J opposite ♥Q 9 8 6: the jack is the queen's equal, no small card to lead
            # towards the queen (led, a covered jack loses to the king). The finesse is the
            # other way: small from the queen's hand towards the A J, the jack played if the
            # defender in front of it plays low (set F of a teacher's review).
            return Finesse(suit, missing, min(equal), high, y, p, None, (p + 3) % 4, two_way=two_way)
        return Finesse(suit, missing, below, high, p, y, None, (y + 3) % 4, two_way=two_way)
    return None


# ----- leading towards a king (or a queen) ------------------------------------------------------


@dataclass(frozen=True)
class Towards:
    """A lead towards a king with the ace missing (♦K 4 opposite ♦6 5 2), declarer's view:
    no queen to promote it and no card above the ace to finesse with, but led up to, the king
    wins when ``wins_over``, the defender who plays before it, holds the ace — an even chance.
    ``honour`` 12: a lead towards a queen with the ace and king missing (♥Q 9 6 opposite
    ♥8 7 5 3), which wins when he holds both — one chance in four, so a chance of the
    answers only, never counted among Q8's even chances."""

    suit: int
    lead_from: int
    towards: int
    wins_over: int
    honour: int = 13


def find_lead_towards(hands: Sequence[int], declarer: int, suit: int, count: SuitCount) -> Towards | None:
    """The lead towards a king in ``suit`` if it is the plain case a beginner is taught: the
    side has the king and neither the ace (top tricks, a finesse) nor the queen (promotion),
    and nothing else in the suit is promoted (♣K 3 opposite ♣J 10 5 4 2 against the ace and
    queen: the promotion has counted the rounds the king could win). The king's hand holds
    another card, so the king need not fall under the ace, and no jack (K J x is a tenace,
    played otherwise); the other hand has a small card to lead."""
    dummy = partner(declarer)
    ranks = {seat: suit_ranks(hands[seat], suit) for seat in (declarer, dummy)}
    side = set(ranks[declarer]) | set(ranks[dummy])
    if 13 not in side or 14 in side or 12 in side or count.forced:
        return None
    y = declarer if 13 in ranks[declarer] else dummy
    p = partner(y)
    if len(ranks[y]) < 2 or 11 in ranks[y] or not ranks[p]:
        return None
    if count.winners + count.hoped_long_tricks + 1 > count.longest:
        return None  # every round is already counted: the king cannot add one
    return Towards(suit, p, y, (y + 3) % 4)


def find_lead_towards_queen(hands: Sequence[int], declarer: int, suit: int, count: SuitCount) -> Towards | None:
    """The lead towards a queen in ``suit``, the ace and king both missing and no jack beside
    it (Q J would be a promotion): the queen's hand holds two cards more, so that it need not
    fall under the ace or king while the suit is led up to it twice, and the other hand two
    small cards to lead. Set Y 3 of a teacher's review: West's ♥Q 9 6 opposite East's
    ♥8 7 5 3 against South's ♥A K J 2 made its trick from two leads towards the queen, and the
    answers called it "finessing through South" under length."""
    dummy = partner(declarer)
    ranks = {seat: suit_ranks(hands[seat], suit) for seat in (declarer, dummy)}
    side = set(ranks[declarer]) | set(ranks[dummy])
    if 12 not in side or side & {14, 13, 11} or count.forced:
        return None
    y = declarer if 12 in ranks[declarer] else dummy
    p = partner(y)
    if len(ranks[y]) < 3 or len(ranks[p]) < 2:
        return None
    if count.winners + count.hoped_long_tricks + 1 > count.longest:
        return None  # every round is already counted: the queen cannot add one
    return Towards(suit, p, y, (y + 3) % 4, honour=12)


# ----- ruffs -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Ruff:
    """Ruffs of ``suit`` in the hand with fewer trumps (declarer's view): ``count`` cards of
    the other hand that would lose, trumped once the short hand has none of the suit left."""

    suit: int
    short: int
    long_hand: int
    count: int
    short_length: int
    fewer_trumps: bool = True  # False: the two hands hold as many trumps (4–4), ruffs in either
    # The long hand's losing cards in the suit, when more than ``count`` (the short hand's
    # trumps go round the suits): "two of East's losing hearts", not "East's two". Counted
    # with the long cards the split dealt makes, not the split hoped for: "North's two
    # losing spades" of ♠A K 9 7 2 opposite ♠3 counted a long card on a 4–3 split, and the
    # defenders' ♠Q 10 8 6 4 leave three (set V 37 of a teacher's review).
    losers: int = 0


def find_ruffs(hands: Sequence[int], declarer: int, trump: int, counts: Sequence[SuitCount]) -> list[Ruff]:
    """Ruffing losers in the hand with fewer trumps adds tricks (ruffing in the long trump
    hand does not: those trumps were winners anyway). Not only voids and singletons: A K 4 3
    opposite 6 5 gives two ruffs once the ace and king have been cashed. The short hand's
    trumps are shared out among the suits, the shortest suit first.

    A suit never gives more tricks than the long hand has cards less the rounds lost to the
    defenders' honours: before this was kept, 191 of 1,200 random deals counted one (a
    promoted honour, or a round already lost) twice. The honest count advises game a little
    less often, and agrees with double dummy's verdict less often (914 against 927 of 1,200;
    asking half a trick to spare instead of one: 916, and 72 of the 114 built-in boards
    against 75), but a teacher would not sign "two tricks more" from one card to ruff."""
    dummy = partner(declarer)
    t = {seat: len(suit_ranks(hands[seat], trump)) for seat in (declarer, dummy)}
    short = dummy if t[dummy] <= t[declarer] else declarer
    long_hand = partner(short)
    left = t[short]
    out = []
    suits = sorted((s for s in range(4) if s != trump),
                   key=lambda s: (len(suit_ranks(hands[short], s)), s))
    for s in suits:
        a, b = len(suit_ranks(hands[long_hand], s)), len(suit_ranks(hands[short], s))
        c = counts[s]
        # The rounds lost to the defenders' honours come while the short hand still follows
        # (they play them then, not into a ruff), so they are not losers to ruff either:
        # ♣K Q J 3 opposite ♣6 5, the ace missing, lose one round, make two, and ruff one.
        lost = min(c.rounds - c.winners, b)
        losers = a - min(a, c.winners + c.hoped_long_tricks + lost)
        # The long cards take the last rounds, the ones the short hand could ruff: a card that
        # wins once the defenders are out of the suit is not a loser to trump as well.
        n = min(a - b - min(c.hoped_long_tricks, a - b), losers, left)
        # Ruffs with trumps that are tricks anyway add nothing: no more than the most they
        # add on any split of the defenders' trumps (set N 26 of a teacher's review: "three
        # tricks more" by ruffing with dummy's ♣A 3 2, the ace one of the ♣A K Q counted as
        # top tricks). Ruffs in two suits are capped together where they are counted.
        n = ruff_ceiling(tuple(suit_ranks(hands[short], trump)), tuple(suit_ranks(hands[long_hand], trump)), n)
        if n > 0:
            left -= n
            theirs = max(len(suit_ranks(hands[seat], s)) for seat in range(4) if seat not in (short, long_hand))
            dealt = a - min(a, c.winners + lost + max(0, a - theirs))
            out.append(Ruff(s, short, long_hand, n, b, t[short] < t[long_hand], dealt))
    return out


@lru_cache(maxsize=4096)
def ruff_ceiling(short: tuple[int, ...], long: tuple[int, ...], n: int) -> int:
    """The most ``n`` ruffs with the ``short`` hand's trumps can add to the tricks the
    trumps make on their own, over every split of the defenders' trumps (declarer's view:
    the ruffs are hoped for, so the best split counts). A ruff with a trump that would win
    a trick anyway (dummy's ace) adds one only where the other hand's trumps still make as
    many without it."""
    if n <= 0:
        return 0
    best = 0
    for left, right in _defender_splits(short + long):
        before = best_tricks(long, left, short, right)
        after = max(best_tricks(long, left, [r for r in short if r not in used], right)
                    for used in combinations(short, min(n, len(short))))
        best = max(best, min(n, after + min(n, len(short)) - before))
        if best >= n:
            return n
    return best


@lru_cache(maxsize=4096)
def _defender_splits(side: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Every way the defenders' cards of a suit (those not in ``side``) can lie between the
    two of them, as (left, right), one of each set of alike ways: their cards with none of
    the side's between them are alike, so only how many of each such run each holds matters."""
    theirs = [r for r in range(2, 15) if r not in side]
    runs: list[list[int]] = []
    for r in theirs:
        if runs and all(x in theirs for x in range(runs[-1][-1] + 1, r)):
            runs[-1].append(r)
        else:
            runs.append([r])
    return tuple((tuple(r for run, k in zip(runs, split, strict=True) for r in run[:k]),
                  tuple(r for run, k in zip(runs, split, strict=True) for r in run[k:]))
                 for split in product(*(range(len(run) + 1) for run in runs)))


def ruffing_trumps(hands: Sequence[int], ruff: Ruff, trump: int) -> list[int]:
    """The short hand's trump for each ruff that works on the layout, in turn: on each
    ruffing round the lowest trump it holds above every trump of a defender out of the suit
    by then (all of them when both follow). The ruffs stop at the first round no trump left
    there is high enough for: a defender overruffs."""
    left = sorted(suit_ranks(hands[ruff.short], trump))
    used: list[int] = []
    for threat in _ruff_floors(hands, ruff, trump):
        card = next((r for r in left if r > threat), None)
        if card is None:
            break
        left.remove(card)
        used.append(card)
    return used


def safe_ruffs(hands: Sequence[int], ruff: Ruff, trump: int) -> int:
    """Ruffs that work on the layout (see :func:`ruffing_trumps`)."""
    return len(ruffing_trumps(hands, ruff, trump))


def ruff_gain(hands: Sequence[int], ruff: Ruff, trump: int) -> tuple[int, int, int, bool]:
    """(ruffs that work, tricks they add, trump tricks without them, whether they add as
    much with no trump a defender can ruff over) on the layout. A ruff
    adds a trick only where the trumps left make as many tricks as before: set M of a
    teacher's review counted "two tricks more" for ruffs with dummy's ♣K Q, two of the three
    top trumps, opposite ♣A 10 7 4 3 with East's ♣J 9 8 6 5 over them — the trumps make four
    tricks with the ruffs or without.

    Each set of the short hand's trumps is tried, for as many ruffs as pay (set O 25: a ruff
    with the ♠4 gains a trick, a second one, with the ♠K over East's ♠Q, gives it back). A
    defender out of the suit by a ruffing round may ruff over it, or in front of it (see
    :func:`_ruffs_worth`) — or not, whichever leaves declarer less: a trump that is a
    trick anyway, spent on a loser that was the defenders' anyway, gives declarer a trick
    (set Q 21 of a teacher's review: West's ♦K over South's ♦8; set Q 6: East ruffing in
    front with the ♠A or ♠J)."""
    used = ruffing_trumps(hands, ruff, trump)
    before = _suit_alone(hands, ruff.long_hand, trump)
    threats = _ruff_threats(hands, ruff, trump)
    mine = sorted(suit_ranks(hands[ruff.short], trump))
    floors = _ruff_floors(hands, ruff, trump)
    gain = safe = 0
    for n in range(1, min(ruff.count, len(mine)) + 1):
        for chosen in combinations(mine, n):
            worth = min(n, _ruffs_worth(hands, ruff, trump, chosen, threats) - before)
            gain = max(gain, worth)
            if all(card > floor for card, floor in zip(chosen, floors, strict=False)):
                safe = max(safe, worth)
    return len(used), max(0, gain), before, safe >= gain


def _ruffs_worth(hands: Sequence[int], ruff: Ruff, trump: int, chosen: Sequence[int],
                 threats: Sequence[tuple[int, ...]], k: int = 0, won: int = 0) -> int:
    """The ruffs won from round ``k`` on with the short hand's ``chosen`` trumps (in turn)
    plus the trump tricks left after them, the defenders choosing round by round what
    leaves declarer least: not to ruff; the defender behind the short hand to ruff over it,
    with his cheapest trump above it; the one in front of it (it plays before the short
    hand, the long hand having led) to ruff first — with his cheapest trump above the short
    hand's, which the short hand then beats with its cheapest trump above his where it has
    one, or with one above all the short hand's trumps, on which it throws a loser and keeps
    its trump (set T 5 of a teacher's review: West's ♣Q in front of North's ♣J 5 3, a trump
    trick anyway, was counted as an overruff that cost a ruff)."""
    if k == len(chosen):
        return won + _suit_alone(hands, ruff.long_hand, trump)
    card = chosen[k]
    rest = list(hands)
    rest[ruff.short] &= ~_bit(trump, card)
    value = _ruffs_worth(rest, ruff, trump, chosen, threats, k + 1, won + 1)
    behind = (ruff.short + 1) % 4
    for seat in threats[k]:
        theirs = [r for r in suit_ranks(hands[seat], trump) if r > card]
        if not theirs:
            continue
        if seat == behind:  # over the short hand's trump
            beaten = list(rest)
            beaten[seat] &= ~_bit(trump, min(theirs))
            value = min(value, _ruffs_worth(beaten, ruff, trump, chosen, threats, k + 1, won))
            continue
        mine = suit_ranks(hands[ruff.short], trump)
        for t in {min(theirs), max(theirs)}:  # in front of it
            after = list(hands)
            after[seat] &= ~_bit(trump, t)
            higher = [r for r in mine if r > t]
            if higher:  # beaten by the short hand's cheapest trump above it: still a ruff,
                # and the trump it kept takes that one's turn in the rounds to come
                over = min(higher)
                after[ruff.short] &= ~_bit(trump, over)
                swapped = tuple(card if c == over else c for c in chosen)
                value = min(value, _ruffs_worth(after, ruff, trump, swapped, threats, k + 1, won + 1))
            else:  # the short hand throws a loser and keeps its trumps
                value = min(value, _ruffs_worth(after, ruff, trump, chosen, threats, k + 1, won))
    return value


def _bit(suit: int, rank: int) -> int:
    return 1 << int(card_of(suit, rank))


def _ruff_threats(hands: Sequence[int], ruff: Ruff, trump: int) -> list[tuple[int, ...]]:
    """For each of ``ruff``'s ruffing rounds, the defenders out of the suit by then (none
    when the defenders' trumps are drawn first, see :func:`_drawn_first`)."""
    if _drawn_first(hands, ruff, trump):
        return [()] * ruff.count
    return _out_of_suit(hands, ruff)


def _out_of_suit(hands: Sequence[int], ruff: Ruff) -> list[tuple[int, ...]]:
    """For each of ``ruff``'s ruffing rounds, the defenders out of the suit by then."""
    defenders = ((ruff.short + 1) % 4, (ruff.short + 3) % 4)
    return [tuple(seat for seat in defenders if len(suit_ranks(hands[seat], ruff.suit)) < ruff.short_length + 1 + k)
            for k in range(ruff.count)]


def _overruff_forestalled(hands: Sequence[int], ruff: Ruff, trump: int) -> bool:
    """Whether a defender out of the suit by a ruffing round holds a trump, and only drawing
    trumps first keeps him from overruffing (set V 21 of a teacher's review: "the defenders
    cannot overruff here" beside East's singleton ♥9, out of spades by the ruff)."""
    return _drawn_first(hands, ruff, trump) and any(
        suit_ranks(hands[seat], trump) for seats in _out_of_suit(hands, ruff) for seat in seats)


def _ruff_floors(hands: Sequence[int], ruff: Ruff, trump: int) -> list[int]:
    """For each of ``ruff``'s ruffing rounds, the trump the short hand must beat: the highest
    of a defender out of the suit by then (0 when both follow, or when the defenders' trumps
    are drawn first, see :func:`_drawn_first`). The defender in front of the short hand
    counts only with a trump above all of the short hand's: a lower one it overruffs (set C
    19: West's ♠Q 7 5 before North's ♠K 10 8 3 2 was "a defender can ruff over them")."""
    behind = (ruff.short + 1) % 4
    top = max(suit_ranks(hands[ruff.short], trump), default=0)

    def threat(seat: int) -> int:
        highest = max(suit_ranks(hands[seat], trump), default=0)
        return highest if seat == behind or highest > top else 0

    return [max((threat(seat) for seat in seats), default=0) for seats in _ruff_threats(hands, ruff, trump)]


def _drawn_first(hands: Sequence[int], ruff: Ruff, trump: int) -> bool:
    """Whether the short hand keeps a trump for each ruff once the defenders' trumps are
    drawn with top trumps (both hands following as often as the longer defender holds
    trumps): the ruffs then come after, and nobody can overruff (set N 32 of a teacher's
    review: "a defender can overruff after one trick" where the defenders' two trumps fell
    on one round)."""
    theirs = max(len(suit_ranks(hands[(ruff.short + k) % 4], trump)) for k in (1, 3))
    # Drawn with top trumps, without giving up the lead (a defender who wins a round of
    # trumps may lead another and take the short hand's last one); and the defenders cannot
    # take every round of the suit before the first ruff (set N 22: they cashed ♣A K Q from
    # the opening lead, and the third club was overruffed). One round lost to their ace
    # hands declarer the lead again before the short hand is out (set U 1: ♠K 6 opposite
    # ♠Q 10 5 2 against the ♠A, trumps drawn with ♦A K Q, two ruffs safe).
    top, _ = top_tricks_in_suit(hands[ruff.short], hands[ruff.long_hand], trump)
    side = set(suit_ranks(hands[ruff.short], ruff.suit)) | set(suit_ranks(hands[ruff.long_hand], ruff.suit))
    their_run = next((k for k, r in enumerate(range(14, 1, -1)) if r in side), 13)
    return (top >= theirs and their_run < ruff.short_length
            and len(suit_ranks(hands[ruff.short], trump)) - theirs >= ruff.count)


# ----- declarer's expectation ----------------------------------------------------------------------


@dataclass(frozen=True)
class Expectation:
    """The tricks declarer can count on in one strain, from declarer's view: the sure ones
    plus the realistic extras (promotion, length with a normal break in suits where the side
    holds a top card to keep control or in the trump suit, whose trumps keep it; a finesse as
    half a trick, ruffs in the short trump hand) — but never more than the defenders' top
    cards leave (``their_top``: the tricks they can cash from the ace down before declarer can
    ruff or has the suit stopped)."""

    strain: str
    sure: int
    promotion: int
    length: int
    finesses: int
    ruffs: int
    their_top: int
    ruff_hand: str = "the hand with fewer trumps"  # where the ruffs are taken, in words
    # Leads towards a king, the ace missing: like a finesse, half a trick each. Counting
    # them agrees with double dummy a little more often (458 and 462 of 600 random deals at
    # seeds 1 and 2, against 456 and 459), and Q8 no longer says "no more tricks" beside
    # the lead towards the king Q9 offers.
    towards: int = 0
    # In no trumps, the most declarer can make while the defenders set up a long suit (see
    # :func:`race_ceiling`), and that suit; 13 and ``None`` where no race is lost.
    race: float = 13.0
    race_suit: int | None = None
    race_against: int = 0  # the defenders' cards in that suit
    # In no trumps, the tricks the defenders take however their cards lie (see
    # :func:`sure_for_defence`): the count never goes above 13 less these.
    theirs_anyway: int = 0
    # In a suit contract, the rounds of trumps the count does not win and no ruff can save
    # (the longer trump holding less the trump tricks counted, finesses at half, and the
    # defenders' top trumps, already in ``their_top``).
    trump_losers: float = 0.0
    # What the half of a trump loser hangs on: "finesse", "towards" (a lead towards the
    # king), or "" (none: whole losers).
    trump_hope: str = ""
    # In a suit contract, each side suit's rounds lost while both hands still follow, beyond
    # the defenders' top cards there (spades, hearts, diamonds, clubs): ♥9 7 4 3 opposite
    # ♥A 6 loses the second round before the ♥6's hand is out and can trump (set Y 20 of a
    # teacher's review, "no more than eleven" beside double dummy's nine).
    side_losers: tuple[int, int, int, int] = (0, 0, 0, 0)
    # The suits among those where the defenders' top cards take tricks too, so that Q8 says
    # "one more in spades" there (a teacher's review: "one in spades" beside the ♠A among
    # "their top cards" read as the only spade they take).
    side_tops: tuple[bool, bool, bool, bool] = (False, False, False, False)

    @property
    def defence(self) -> float:
        """The tricks the defenders take whatever declarer does, as counted in a suit contract
        (their top cards, trump losers, side-suit losers): the count never goes above 13 less these."""
        return self.their_top + self.trump_losers + sum(self.side_losers)

    @property
    def hoped(self) -> float:
        return self.sure + self.promotion + self.length + 0.5 * (self.finesses + self.towards) + self.ruffs

    @property
    def total(self) -> float:
        return min(13.0, self.hoped, 13.0 - self.defence, self.race, 13.0 - self.theirs_anyway)

    @property
    def capped(self) -> bool:
        """Whether the defenders' top cards, not declarer's count, set the total."""
        return (13 - self.defence < min(13.0, self.hoped, self.race)
                and self.defence >= self.theirs_anyway)

    @property
    def raced(self) -> bool:
        """Whether the defenders' long suit, set up while declarer gives up the lead, sets it."""
        return self.race < min(13.0, self.hoped, 13.0 - self.defence)

    @property
    def conceded(self) -> bool:
        """Whether the tricks the defenders take on every layout set the total (set P 31 of
        a teacher's review: "a trick to spare" in 3NT where the ♠A, the ♥A and two of the
        ♦A Q J go to the defenders however their cards lie)."""
        return 13 - self.theirs_anyway < min(13.0, self.hoped, 13.0 - self.defence, self.race)

    def parts(self) -> list[str]:
        """Each source of the extra tricks with what it adds to the count: ``two by driving
        out the defenders' honours``, ``three from long suits``, ``half a trick from a
        finesse (an even chance)``, ``one trick from two finesses (even chances)``… — in the
        app's language."""
        out = []
        if self.promotion:
            out.append(translate("Analysis", "{0} by driving out the defenders' honours").format(
                number_words(self.promotion)))
        if self.length:
            out.append(translate("Analysis", "{0} from long suits").format(number_words(self.length)))
        if self.ruffs:
            ruffing = {
                "declarer's hand": translate("Analysis", "{0} by ruffing in declarer's hand"),
                "dummy": translate("Analysis", "{0} by ruffing in dummy"),
            }.get(self.ruff_hand) or translate("Analysis", "{0} by ruffing in the hand with fewer trumps")
            out.append(ruffing.format(number_words(self.ruffs)))
        if self.finesses and self.towards:  # one source: five in a list made a sentence of 46 words
            mixed = translate("Analysis", "one trick from {1} even chances (finesses and leads towards a king)")
            out.append(_even_chances(self.finesses + self.towards, (
                mixed, mixed,
                translate("Analysis", "{0} tricks from {1} even chances (finesses and leads towards a king)"),
                translate("Analysis", "one and a half tricks from {1} even chances (finesses and leads towards a "
                                      "king)"),
                translate("Analysis", "{0} and a half tricks from {1} even chances (finesses and leads towards a "
                                      "king)"))))
        elif self.finesses:
            out.append(_even_chances(self.finesses, (
                translate("Analysis", "half a trick from a finesse (an even chance)"),
                translate("Analysis", "one trick from {1} finesses (even chances)"),
                translate("Analysis", "{0} tricks from {1} finesses (even chances)"),
                translate("Analysis", "one and a half tricks from {1} finesses (even chances)"),
                translate("Analysis", "{0} and a half tricks from {1} finesses (even chances)"))))
        elif self.towards:
            out.append(_even_chances(self.towards, (
                translate("Analysis", "half a trick from a lead towards a king (an even chance)"),
                translate("Analysis", "one trick from {1} leads towards a king (even chances)"),
                translate("Analysis", "{0} tricks from {1} leads towards a king (even chances)"),
                translate("Analysis", "one and a half tricks from {1} leads towards a king (even chances)"),
                translate("Analysis", "{0} and a half tricks from {1} leads towards a king (even chances)"))))
        return out


def _even_chances(n: int, said: tuple[str, str, str, str, str]) -> str:
    """What ``n`` even chances add to the count, half a trick each, in the sentence of
    ``said`` that fits: one chance; a whole number from one or more tricks; or a half."""
    if n == 1:
        return said[0]
    whole, half = divmod(n, 2)
    return said[1 + 2 * half + (whole != 1)].format(number_words(whole), number_words(n))


def their_top_tricks(hands: Sequence[int], declarer: int, suit: int, trump: int | None) -> int:
    """Tricks the defenders can cash in ``suit`` from the top: their unbroken run of cards
    from the ace (a card of the side's that must fall under it does not break it), no more
    than they hold — and in a trump contract's side suit no more than
    the shorter of declarer's and dummy's holdings (after that one of them trumps).

    Tried and dropped (2026-11-27): counting also the honours a promotion loses to (♦A and ♦Q
    before ♦K 9 8 7 6 2 opposite ♦J 10 make). It kept Q8 from "about twelve" where eleven
    was the most, but turned down games that make (a loser that falls, a queen behind the
    king), and agreed with double dummy less often: 916 against 921 of 1,200 random deals."""
    dummy = partner(declarer)
    mine, his = suit_ranks(hands[declarer], suit), suit_ranks(hands[dummy], suit)
    side = set(mine) | set(his)
    # The run goes on past a card of the side's that falls under it: played from a hand too
    # short to keep it until the defenders' higher cards are gone (♠J 6 3 under their ♠A K Q:
    # set I of a teacher's review, six spades cashed through it beside Q8's "about eight").
    run = 0
    for r in range(14, 1, -1):
        if r in side:
            hand = mine if r in mine else his
            if sum(1 for x in hand if x < r) + 1 > run:
                break
        else:
            run += 1
    # No more rounds than the longer defender holds, at the most even break declarer can
    # expect (♦A J 4 opposite ♦K Q 10 6 cash four, not five: "five tricks with their top
    # cards" beside double dummy's nine was false).
    limit = (13 - len(side) + 1) // 2
    if trump is not None and suit != trump:
        limit = min(limit, min(len(mine), len(his)))
    return min(run, limit)


def ruff_entry(a: int, b: int, suit: int, trump: int) -> bool:
    """In a trump contract, the hand that would keep ``suit``'s winners waiting (the longer
    one there) can be reached by a ruff: it holds two trumps or more, too many for the
    defenders to draw before it is needed, and is shorter than the other hand in a side
    suit, which declarer leads for it to trump (♠A J 3 2 with four trumps and the ♦9 alone,
    opposite the ♠K and six diamonds: a diamond ruffed reaches the ♠A)."""
    long_hand, other = (a, b) if len(suit_ranks(a, suit)) >= len(suit_ranks(b, suit)) else (b, a)
    if len(suit_ranks(long_hand, trump)) < 2:
        return False
    return any(len(suit_ranks(long_hand, s)) < len(suit_ranks(other, s)) for s in range(4) if s not in (suit, trump))


def race_ceiling(hands: Sequence[int], declarer: int, counts: Sequence[SuitCount], hoped: float,
                 their_top: int) -> tuple[float, int | None]:
    """In no trumps, the most declarer can make when every lead given up to drive out an
    honour is one the defenders use on their long suit, from declarer's view: the defenders'
    longer hand holds its share of the normal break, and each of their leads knocks out one
    of declarer's stoppers there; once they are gone and the defenders are in again, the rest
    of their long cards run. Declarer chooses which promotions to play (the most tricks
    left), so a promotion he can do without costs nothing. ♣K Q J 10 9 need one lead given up
    to the ♣A; with the ♥A alone against nine hearts, the ♥A goes at trick one and the ♣A
    lets them run four more: eight tricks at most, for all the four clubs promised.

    Only where holding up the stopper cannot cut the defenders off: declarer can duck until
    the hand with the top card has nothing else, and if the shorter defender has run out by
    then, he has no card of the suit to lead when he gets in (♠A 6 2 opposite ♠8 4 against
    eight spades split 4–4 still runs; against a 5–3 split it would not count). Measured
    on 1,200 random deals before this was added, a race without it turned down more games
    that double dummy makes than it saved. Returns the ceiling and the long suit (13 and
    ``None`` when the race never costs a trick)."""
    promoted = [c for c in counts if c.winners > c.top]
    # A promotion declarer can hope to bring in by a finesse (♦A Q J 10 9 opposite small,
    # the king missing) may never give up the lead: the race is no certainty there.
    finessed = {c.suit for c in counts if find_finesse(hands, declarer, c.suit, c) is not None}
    base = hoped - sum(c.winners - c.top for c in promoted)
    plain = min(13.0, hoped, 13.0 - their_top)
    best, worst_suit = min(13.0, base, 13.0 - their_top), None
    for pick in range(1, 1 << len(promoted)):
        chosen = [c for k, c in enumerate(promoted) if pick >> k & 1]
        lost = sum(c.rounds - c.winners for c in chosen if c.suit not in finessed)
        run, suit = 0, None
        for c in counts:
            # A tenace there (♠A Q over the king) may stop the suit twice: a ceiling must not
            # count on one stopper where the side may hold two (set E of a teacher's review:
            # West's ♠A Q 3, South's king led into them).
            stoppers = c.winners + (c.suit in finessed)
            # The likeliest split, not the most even one: 5–3 for eight cards, 4–3 for seven.
            shorter = (c.defenders - 1) // 2
            longer = c.defenders - shorter
            if c in chosen or not 1 <= stoppers <= lost or longer <= stoppers or c.defenders <= c.cards:
                continue
            held = [suit_ranks(hands[seat], c.suit) for seat in (declarer, partner(declarer))]
            top_hand = max(held, key=lambda ranks: max(ranks, default=0))
            if shorter <= len(top_hand):  # a hold-up exhausts the shorter one
                continue
            # A hand of the side as long as their longer one follows to every round: their
            # small cards never run (set T 21: ♦Q J 6 5 4 against their 4–3 diamonds).
            if max(len(h) for h in held) >= longer:
                continue
            if longer - stoppers > max(run, 1):  # one long card is no run (♥A 6 opposite ♥K J 10 2)
                run, suit = longer - stoppers, c.suit
        total = min(13.0, base + sum(c.winners - c.top for c in chosen), 13.0 - their_top, 13.0 - lost - run)
        best = max(best, total)
        if suit is not None:
            worst_suit = suit  # the last plan tried takes every promotion: its race is the one to name
    if best >= plain or worst_suit is None:
        return 13.0, None
    return best, worst_suit


def expected_tricks(hands: Sequence[int], declarer: int, strain: str) -> Expectation:
    """Declarer's count in ``strain`` (uses declarer's and dummy's hands only)."""
    counts = [count_suit(hands, declarer, s) for s in range(4)]
    trump = SUIT_LETTERS.index(strain) if strain in SUIT_LETTERS else None
    ruffs = find_ruffs(hands, declarer, trump, counts) if trump is not None else []
    finesses = [find_finesse(hands, declarer, s, counts[s]) for s in range(4)]
    towards = [find_lead_towards(hands, declarer, s, counts[s]) if finesses[s] is None else None for s in range(4)]
    cashed, per_suit = cashable(hands[declarer], hands[partner(declarer)])
    theirs = [their_top_tricks(hands, declarer, s, trump) for s in range(4)]  # per suit, asked thrice below
    if trump is not None:  # top trumps are never stranded, nor winners a ruff reaches (see analysis.sure_tricks)
        cashed = sum(counts[s].top if ruff_entry(hands[declarer], hands[partner(declarer)], s, trump) else per_suit[s]
                     for s in range(4) if s != trump) + counts[trump].top
    count = Expectation(
        strain,
        sure=min(sum(c.top for c in counts), cashed),  # less the winners no way reaches
        promotion=sum(c.winners - c.top for c in counts),
        length=sum(c.hoped_long_tricks for c in counts if (c.top >= 1 or c.suit == trump) and c.side_long
                   and _long_hand_reached(hands, declarer, c.suit, trump)),
        finesses=sum(1 for f in finesses if f is not None),
        towards=sum(1 for t in towards if t is not None),
        ruffs=_ruffs_together(hands, trump, ruffs),
        their_top=sum(theirs),
        ruff_hand=_ruff_hand(ruffs, declarer),
    )
    if trump is not None:
        t = counts[trump]
        hope = "finesse" if finesses[trump] is not None else "towards" if towards[trump] is not None else ""
        losers = t.longest - (t.winners + t.hoped_long_tricks + 0.5 * bool(hope)) - theirs[trump]
        return replace(count, trump_losers=max(0.0, losers), trump_hope=hope if losers > 0 else "",
                       side_losers=_side_losers(hands, declarer, counts, trump, finesses, towards, theirs),
                       side_tops=(theirs[0] > 0, theirs[1] > 0, theirs[2] > 0, theirs[3] > 0))
    race, suit = race_ceiling(hands, declarer, counts, count.hoped, count.their_top)
    # What the defenders take on every layout, worked out only where it may set the total:
    # no more than the rounds each promotion gives up as counted, and the aces elsewhere
    # (the solver over the splits is half the time of an analysis).
    dummy = partner(declarer)
    at_most = sum(max(len(suit_ranks(hands[declarer], c.suit)), len(suit_ranks(hands[dummy], c.suit))) - c.winners
                  if c.winners > c.top else int(14 not in suit_ranks(hands[declarer] | hands[dummy], c.suit))
                  for c in counts)
    anyway = (sure_for_defence(hands, declarer, counts)
              if 13 - at_most < min(13.0, count.hoped, 13.0 - count.their_top, race) else 0)
    return replace(count, race=race, race_suit=suit, race_against=0 if suit is None else counts[suit].defenders,
                   theirs_anyway=anyway)


def _side_losers(hands: Sequence[int], declarer: int, counts: Sequence[SuitCount], trump: int,
                 finesses: Sequence[Finesse | None], towards: Sequence[Towards | None],
                 theirs: Sequence[int]) -> tuple[int, int, int, int]:
    """Each side suit's rounds the side loses while both its hands follow (no ruff yet), less
    the defenders' top tricks there, already counted: the rounds of the shorter holding that
    its tricks (top cards, promoted ones, long cards on the normal break, and a finesse or a
    lead towards a king, counted whole) do not take. A teacher's review of the first version:
    ♣A K 5 4 3 opposite ♣J 10 8 6 2 was charged three clubs, its long cards forgotten.
    ``theirs``: the defenders' top tricks in each suit (:func:`their_top_tricks`)."""
    dummy = partner(declarer)
    lengths = {seat: [len(suit_ranks(hands[seat], s)) for s in range(4)] for seat in (declarer, dummy)}

    def tricks(s: int) -> int:
        # Each honour of the side's counts as a trick it may make (♦K J 5 opposite ♦4 3 2 led up
        # to twice): the ceiling charges only the rounds nothing of the side's can win.
        honours = sum(1 for seat in (declarer, dummy) for r in suit_ranks(hands[seat], s) if r >= 11)
        counted = counts[s].winners + counts[s].hoped_long_tricks + (finesses[s] is not None or towards[s] is not None)
        return max(counted, honours)

    made = [tricks(s) for s in range(4)]

    # The rounds each hand can throw a card on: the side's tricks in a side suit (long cards
    # too) past that hand's length there, led from the other hand. Thrown early, a loser's
    # hand is out of the suit, and trumps the rest.
    pool = {seat: sum(max(0, min(made[t], lengths[partner(seat)][t]) - lengths[seat][t])
                      for t in range(4) if t != trump) for seat in (declarer, dummy)}
    out = [0, 0, 0, 0]
    for s in range(4):
        if s == trump:
            continue
        mine, his = lengths[declarer][s], lengths[dummy][s]
        # The shorter hand throws; of two as long, the one with more to throw on.
        short_hand = (declarer if mine < his else dummy if his < mine
                      else max((declarer, dummy), key=lambda seat: pool[seat]))
        short = lengths[short_hand][s]
        lost = max(0, short - min(short, made[s]) - theirs[s])
        thrown = min(lost, pool[short_hand])
        pool[short_hand] -= thrown
        out[s] = lost - thrown
    return out[0], out[1], out[2], out[3]


# A promotion's suit is played out on every split of the defenders' cards only where they
# hold this many or fewer (the side is long there, and their cards fall in a few runs).
SPLITS_UP_TO = 6


def sure_for_defence(hands: Sequence[int], declarer: int, counts: Sequence[SuitCount]) -> int:
    """In no trumps, the tricks the defenders take however their cards lie: in a suit the
    count promotes, the rounds of the side's longer hand less the most the suit makes on
    the split of their cards that suits declarer best (every card seen, the suit played on
    its own); elsewhere their ace. Declarer's view: no layout gives the side more."""
    dummy = partner(declarer)
    total = 0
    for c in counts:
        mine, his = suit_ranks(hands[declarer], c.suit), suit_ranks(hands[dummy], c.suit)
        theirs = [r for r in range(2, 15) if r not in mine and r not in his]
        if c.winners > c.top and len(theirs) <= SPLITS_UP_TO:
            total += max(len(mine), len(his)) - _best_on_any_split(tuple(mine), tuple(his))
        elif 14 in theirs:
            total += 1
    return total


@lru_cache(maxsize=4096)
def _best_on_any_split(mine: tuple[int, ...], his: tuple[int, ...]) -> int:
    """The most a suit makes for the side holding ``mine`` and ``his`` on the split of the
    defenders' cards that suits it best (every card seen, the suit played on its own)."""
    rounds, best = max(len(mine), len(his)), 0
    for left, right in _defender_splits(mine + his):
        best = max(best, best_tricks(mine, left, his, right))
        if best == rounds:
            break
    return best


def _ruffs_together(hands: Sequence[int], trump: int | None, ruffs: Sequence[Ruff]) -> int:
    """The tricks the ruffs of every suit add together: the short hand's trumps are
    shared, so no more than :func:`ruff_ceiling` of them all."""
    n = sum(r.count for r in ruffs)
    if trump is None or not ruffs:
        return n
    short, long_hand = ruffs[0].short, ruffs[0].long_hand
    return ruff_ceiling(tuple(suit_ranks(hands[short], trump)), tuple(suit_ranks(hands[long_hand], trump)), n)


def _ruff_hand(ruffs: Sequence[Ruff], declarer: int) -> str:
    """Where the ruffs are taken, in words: "the hand with fewer trumps", or with as many
    trumps in each hand (4–4), the hand that takes them ("dummy", "declarer's hand")."""
    if not ruffs or ruffs[0].fewer_trumps:
        return "the hand with fewer trumps"
    return "declarer's hand" if ruffs[0].short == declarer else "dummy"


# ----- chances of extra tricks, judged on the layout ------------------------------------------


@dataclass(frozen=True)
class Chance:
    """One way declarer may win tricks beyond the sure ones: ``hoped`` is what declarer
    counts on from his view, ``tricks`` what it gains with the cards as they lie, and
    ``works`` whether that is at least one. ``against`` is the missing honour (a finesse,
    promotion, the ace a king is led towards) or 0."""

    kind: str  # "promotion", "length", "finesse", "lead-towards", "ruff"
    suit: int
    tricks: int
    works: bool
    text: str
    hoped: int = 0
    against: int = 0
    # Tricks the defenders take on the way, which declarer can never have (a promotion's
    # missing honours, the ace a king is led towards).
    gives: int = 0
    # A finesse whose trick comes without finessing: the missing honour falls under the
    # side's higher cards. Named as that fall among the chances that work, not as "a
    # finesse in hearts", which loses to the singleton king (set W 2, 37 of a teacher's review).
    falls: bool = False
    # A length chance no long card wins, its tricks finesses through this defender (a seat):
    # named "finessing through South in diamonds" among the chances, not "length" (set X of a
    # teacher's review). The record's JSON keeps its kind.
    through: int | None = None
    # A finesse that would win, the honour where it should be, but adds nothing: the suit
    # makes as many tricks without it. Listed as "not needed here", not with the chances that
    # "do not work" (set X 32, 33 of a teacher's review).
    unneeded: bool = False
    # Of those, one where the honour is guarded and takes its trick however declarer plays:
    # listed as "gains nothing here" — "not needed" read as "the trick comes anyway" (set Y
    # of a teacher's review: East's ♣K 7 2 against ♣A J 9 8 3 opposite ♣Q 6 5 4).
    gains_nothing: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "suit": SUIT_LETTERS[self.suit], "tricks": self.tricks,
                "works": self.works, "hoped": self.hoped, "text": self.text}


def promotion_losers(c: SuitCount, side: set[int]) -> list[int]:
    """The defenders' honours a promotion loses tricks to, highest first (the ♦A and ♦Q
    before ♦K J 10 9 8 make): one for each round the winners need beyond their number."""
    return [r for r in range(14, 9, -1) if r not in side][: c.rounds - c.forced]


def ruffed_out(c: SuitCount, hands: Sequence[int], declarer: int, trump: int | None) -> bool:
    """A side suit of a trump contract that is not promoted but ruffed: the side's shorter
    hand, holding trumps, runs out of it before the honours it would lose to are gone
    (♥Q 10 9 8 6 5 opposite ♥2 and seven spades: not "lose three tricks to the ♥A K J")."""
    if trump is None or c.suit == trump or c.forced <= c.top:
        return False
    mine, his = suit_ranks(hands[declarer], c.suit), suit_ranks(hands[partner(declarer)], c.suit)
    side = set(mine) | set(his)
    short = hands[declarer] if len(mine) <= len(his) else hands[partner(declarer)]
    return min(len(mine), len(his)) < len(promotion_losers(c, side)) and bool(suit_ranks(short, trump))


def _promotion(c: SuitCount, hands: Sequence[int], declarer: int, cap: int | None = None,
               at_risk: bool = False) -> Chance:
    """Promotion in a suit, judged on the layout: an honour it would lose to may fall. ``cap``,
    when given, is what the suit makes played out with every card seen: the round a fallen
    honour would have won counts only as far as that allows. ``at_risk``: a defender can trump
    a round however declarer plays (:func:`ruff_risk` says how); the promotion is then not
    "sure to work" (set W 3 of a teacher's review: "sure to work" beside "the diamonds are at
    risk")."""
    side = set(suit_ranks(hands[declarer], c.suit)) | set(suit_ranks(hands[partner(declarer)], c.suit))
    missing = promotion_losers(c, side)
    n = c.forced - c.top
    used = [r for r in sorted(side, reverse=True) if c.lowest <= r < max(missing)][: c.forced + len(missing)]
    theirs = join_list([card_text(card_of(c.suit, r)) for r in missing])
    # Whole sentences: one missing card ("it") or more ("them"); the tricks made (no top card) or added.
    make, one = c.top == 0, n == 1
    if len(missing) == 1:
        said = (
            (translate("Analysis", "Promotion in {0}: {1} lose one trick to the defenders' {2} and then make one "
                                   "trick — {5}") if one else
             translate("Analysis", "Promotion in {0}: {1} lose one trick to the defenders' {2} and then make {4} "
                                   "tricks — {5}")) if make else
            (translate("Analysis", "Promotion in {0}: {1} lose one trick to the defenders' {2} and then add one "
                                   "trick — {5}") if one else
             translate("Analysis", "Promotion in {0}: {1} lose one trick to the defenders' {2} and then add {4} "
                                   "tricks — {5}")))
    else:
        said = (
            (translate("Analysis", "Promotion in {0}: {1} lose {3} tricks to the defenders' {2} and then make one "
                                   "trick — {5}") if one else
             translate("Analysis", "Promotion in {0}: {1} lose {3} tricks to the defenders' {2} and then make {4} "
                                   "tricks — {5}")) if make else
            (translate("Analysis", "Promotion in {0}: {1} lose {3} tricks to the defenders' {2} and then add one "
                                   "trick — {5}") if one else
             translate("Analysis", "Promotion in {0}: {1} lose {3} tricks to the defenders' {2} and then add {4} "
                                   "tricks — {5}")))
    if len(missing) == 1:
        tail = (translate("Analysis", "whoever holds it, as long as no defender trumps a round first.") if at_risk
                else translate("Analysis", "sure to work, whoever holds it."))
    else:
        tail = (translate("Analysis", "whoever holds them, as long as no defender trumps a round first.") if at_risk
                else translate("Analysis", "sure to work, whoever holds them."))
    text = said.format(suit_colour(c.suit), holding(c.suit, used), theirs, number_words(len(missing)),
                       number_words(n), tail)
    fallen = falling_honours(hands, declarer, c.suit, missing)
    got = n
    if fallen:
        text += " " + _fallen_text(c.suit, side, missing, fallen)
        # A round the fallen honour would have won is declarer's (♠A K 10 4 opposite ♠J 7 5,
        # the ♠Q 2 dropping: four tricks, not three) — as far as the longer hand has rounds,
        # and the suit played out makes them (♠Q J 9 3 2 opposite ♠8 7: East's ♠10 falls, but
        # West's ♠K 6 5 4 takes a round with the six).
        got = max(n, min(n + len(fallen), c.longest - c.top - (len(missing) - len(fallen)),
                         c.longest if cap is None else cap - c.top))
    return Chance("promotion", c.suit, got, True, text, hoped=n, against=max(missing),
                  gives=len(missing) - len(fallen))


def falling_honours(hands: Sequence[int], declarer: int, suit: int, missing: Sequence[int]) -> list[int]:
    """The ``missing`` honours that fall on this layout under the side's higher cards, so
    that no trick is lost to them (♠Q 2 under ♠A K, a singleton ♠J under the ♠A): the
    defender holding one has no more cards in the suit than the rounds declarer's side can
    lead with cards above it — every such card counts, and so does each honour of the other
    defender's above all of them, which takes a round of its own (♦J 8 2 falls under the ♦K
    and ♦Q with the ♦A in partner's hand: three rounds; but ♣J 4 2 does not fall under the
    ♣A Q when partner's ♣K covers the queen) — but no more rounds than the longer hand has
    cards (two high cards in one round win one trick)."""
    mine, his = suit_ranks(hands[declarer], suit), suit_ranks(hands[partner(declarer)], suit)
    fallen = []
    for rank in missing:
        holder = next(seat for seat in ((declarer + 1) % 4, (declarer + 3) % 4)
                      if rank in suit_ranks(hands[seat], suit))
        ours = [r for r in mine + his if r > rank]
        if not ours:  # under its own partner's honours it is the defenders' affair, not a trick saved
            continue
        # A partner's honour over all of them wins a round the side plays low to; one below
        # some covers the side's honour in the same round (♣K over the ♣Q: no round of its own).
        partners = [r for r in suit_ranks(hands[partner(holder)], suit)
                    if r in missing and r > max(ours, default=rank)]
        # Only where that partner must play it in time: with small cards to spare it holds the
        # honour back (set H of a teacher's review: South's ♥A 8 5 waits, North's ♥Q 7 follows
        # low to the ♥K and later beats the ♥J — "the ♥Q falls" was false).
        if len(suit_ranks(hands[partner(holder)], suit)) > len(ours) + len(partners):
            partners = []
        above = len(ours) + len(partners)
        rounds = min(above, max(len(mine), len(his)))
        if len(suit_ranks(hands[holder], suit)) <= rounds:
            fallen.append(rank)
    # A defender holding nothing but missing honours must play one each round: its lowest
    # falls under a higher card of the side, its next lowest under a second one, and so on
    # (set E of a teacher's review: East's ♣K Q alone under the ♣A — one of them falls, and
    # only the other takes a trick; set G: West's ♥A Q alone against the ♥K — the queen
    # falls under the king, played on the round the queen must come). A card of the side
    # below the defender's top honour forces a lower one only from the hand that plays after
    # him: he covers a card led through him (set O of a teacher's review: West's ♣K J over
    # South's ♣Q — the king covers, the jack wins later; North's ♠A Q behind the ♠K).
    for seat in ((declarer + 1) % 4, (declarer + 3) % 4):
        held = suit_ranks(hands[seat], suit)
        if not held or any(r not in missing for r in held):
            continue
        behind = suit_ranks(hands[(seat + 1) % 4], suit)
        for k, rank in enumerate(sorted(held), start=1):
            if sum(1 for r in mine + his if r > held[0] or (r > rank and r in behind)) < k:
                break
            if rank not in fallen:
                fallen.append(rank)
    return sorted(fallen, reverse=True)


def _fallen_text(suit: int, side: set[int], missing: Sequence[int], fallen: Sequence[int]) -> str:
    """``On this layout the ♠Q falls under the ♠A K, so no trick is lost to it.`` — the
    teacher's count above is declarer's view; this is what the cards as they lie do to it."""
    names = join_list([card_text(card_of(suit, r)) for r in fallen])
    above = holding(suit, sorted((r for r in side if r > min(fallen)), reverse=True))
    left = [r for r in missing if r not in fallen]
    one = len(fallen) == 1
    if not left:
        said = (translate("Analysis", "On this layout the {0} falls under the {1}, so no trick is lost to it.") if one
                else translate("Analysis", "On this layout the {0} fall under the {1}, so no trick is lost to them."))
    elif len(left) == 1:
        said = (translate("Analysis", "On this layout the {0} falls under the {1}, so only the {2} takes a trick.")
                if one else
                translate("Analysis", "On this layout the {0} fall under the {1}, so only the {2} takes a trick."))
    else:
        said = (translate("Analysis", "On this layout the {0} falls under the {1}, so only the {2} take tricks.")
                if one else
                translate("Analysis", "On this layout the {0} fall under the {1}, so only the {2} take tricks."))
    return said.format(names, above, join_list([card_text(card_of(suit, r)) for r in left]))


def _honours_falling(hands: Sequence[int], declarer: int, suit: int, level: int | None) -> str:
    """`` The other defender's ♠J falls under the ♠A K Q.`` — said after a trick won on rank
    where that is how: an honour (the ten and above) of the defender who is not ``level``
    drops under the side's higher cards (set X 14 of a teacher's review: North's ♠J
    doubleton under the ♠A K Q, after which East's ♠10 beats South's last spade). Empty
    where none does."""
    lho, rho = (declarer + 1) % 4, (declarer + 3) % 4
    others = [x for x in (lho, rho) if x != level]
    found = [(x, falling_honours(hands, declarer, suit, [r for r in suit_ranks(hands[x], suit) if r >= 10]))
             for x in others]
    other, fallen = next(((x, f) for x, f in found if f), (others[0], []))
    if not fallen:
        return ""
    side = sorted(set(suit_ranks(hands[declarer], suit)) | set(suit_ranks(hands[partner(declarer)], suit)),
                  reverse=True)
    above = holding(suit, [r for r in side if r > min(fallen)])
    names = join_list([card_text(card_of(suit, r)) for r in fallen])
    said = (translate("Analysis", "{0}'s {1} falls under the {2}.") if len(fallen) == 1 else
            translate("Analysis", "{0}'s {1} fall under the {2}."))
    return " " + said.format(seat_words(other), names, above)


def _length(c: SuitCount, hands: Sequence[int], declarer: int, played: int = 0, ranked: int = 0,
            trump: int | None = None, cap: int | None = None, level: int | None = None,
            through: int = 0, caught: int = 0, fell: int = 0) -> Chance:
    """Length in a suit, judged on the layout by the break. ``played``, when more, is what
    the long cards win with the suit played out with every card seen and finessed (a repeated
    finesse through the long defender can bring them in against a bad break); ``ranked``,
    when more, what they win on rank alone; ``trump``, the contract's trump suit (in a side
    suit the long cards win only once trumps are drawn, and the words say so); ``cap``, the
    most they can add to what the suit's other chances make; ``level``, a defender who holds
    as many cards as the long hand and one above its lowest: what ``ranked`` counts is then
    no long card's win by length, and the words say so. ``through``, when more: what the long
    cards win with every round led through the long defender (:func:`_length_through`);
    ``caught``, when more, with ``level``: what finessing through that defender makes
    (:func:`_length_caught`). ``fell``, when more: what the suit adds to its top cards once a
    defender's honour falls under them (:func:`_honours_falling`)."""
    lho, rho = (declarer + 1) % 4, (declarer + 3) % 4
    split = sorted((len(suit_ranks(hands[lho], c.suit)), len(suit_ranks(hands[rho], c.suit))), reverse=True)
    longer = lho if len(suit_ranks(hands[lho], c.suit)) == split[0] else rho
    hoped, got = c.hoped_long_tricks, c.long_tricks(split[0])
    if played > got:
        return _length_played(c, hands, declarer, split, min(hoped, played), longer, trump)
    if through > max(got, ranked):
        return _length_through(c, hands, declarer, split, min(hoped, through), longer, trump)
    if caught > max(got, ranked) and level is not None:
        return _length_caught(c, hands, declarer, split, caught, level, trump)
    if fell > max(got, ranked):
        head = _length_head(c, hands, declarer, trump)
        text = counted(fell, translate("Analysis", "{0}. Here they break {1}, yet the suit still makes one trick "
                                                   "more:"),
                       translate("Analysis", "{0}. Here they break {1}, yet the suit still makes {2} tricks more:")
                       ).format(head, f"{split[0]}–{split[1]}", number_words(fell))
        return Chance("length", c.suit, fell, True, text + _honours_falling(hands, declarer, c.suit, None),
                      hoped=hoped)
    # "Too low to stop them" only where it is plainly so: every card of the long defender is
    # below every card of the long hand (set H of a teacher's review: North's ♦J, which takes a
    # round, was called too low; the count was right, another honour falling). Else the count
    # is said without a reason.
    if ranked >= hoped > got and max(suit_ranks(hands[longer], c.suit)) < min(suit_ranks(hands[c.long_seat], c.suit)):
        return _length_outranked(c, hands, declarer, split, longer, trump)
    got = max(got, ranked)
    capped = cap is not None and cap < got
    if cap is not None:
        got = min(got, cap)
    normal = f"{c.normal_break[0]}–{c.normal_break[1]}"
    seat = seat_words(c.long_seat)
    head = _length_head(c, hands, declarer, trump)
    here = f"{split[0]}–{split[1]}"
    if level is not None and got > 0 and not capped:
        # Set P 19 of a teacher's review: "North holds as many diamonds as West", five to four.
        # Set X 14 and 17 of a teacher's review: "yet played out with every card seen" made a
        # trick won by plain rank sound like double-dummy play; it is won with no finesse, and
        # where a defender's honour falls on the way the words name it.
        forms = ((translate("Analysis", "{0}. Here they break {1}: {2} holds more {3} than {4}, so theirs are never "
                                        "all gone — yet with no finesse needed, the suit still makes one trick more "
                                        "on rank."),
                  translate("Analysis", "{0}. Here they break {1}: {2} holds more {3} than {4}, so theirs are never "
                                        "all gone — yet with no finesse needed, the suit still makes {5} tricks more "
                                        "on rank."))
                 if len(suit_ranks(hands[level], c.suit)) > len(suit_ranks(hands[c.long_seat], c.suit)) else
                 (translate("Analysis", "{0}. Here they break {1}: {2} holds as many {3} as {4}, so theirs are never "
                                        "all gone — yet with no finesse needed, the suit still makes one trick more "
                                        "on rank."),
                  translate("Analysis", "{0}. Here they break {1}: {2} holds as many {3} as {4}, so theirs are never "
                                        "all gone — yet with no finesse needed, the suit still makes {5} tricks more "
                                        "on rank.")))
        text = counted(got, *forms).format(head, here, seat_words(level), suit_colour(c.suit), seat,
                                           number_words(got)) + _honours_falling(hands, declarer, c.suit, level)
    elif split[0] == c.normal_break[0] and not capped:
        text = translate("Analysis", "{0} — and they do break {1} here.", "{0}: the chance of length").format(
            head, normal)
    elif got:
        text = counted(got, translate("Analysis", "{0}. Here they break {1}, which still leaves {2} one trick from "
                                                  "length."),
                       translate("Analysis", "{0}. Here they break {1}, which still leaves {2} {3} tricks from "
                                             "length.")).format(head, here, seat, number_words(got))
    else:
        text = translate("Analysis", "{0}. Here they break {1}, so the long cards win nothing.").format(head, here)
    return Chance("length", c.suit, got, got > 0, text, hoped=hoped)


def _length_head(c: SuitCount, hands: Sequence[int], declarer: int, trump: int | None) -> str:
    """The first half of a length chance: the cards, the hoped break, what it gives. In a side
    suit of a trump contract, while a defender holds a trump, the long cards win only once
    trumps are drawn (set G of a teacher's review: "win two tricks once theirs are gone" said
    without it, where a defender out of the suit would trump them)."""
    hoped = c.hoped_long_tricks
    normal = f"{c.normal_break[0]}–{c.normal_break[1]}"
    seat = seat_words(c.long_seat)
    nth = join_list([ordinal_words(k) for k in range(c.longest - hoped + 1, c.longest + 1)])
    drawn = trump is not None and trump != c.suit and any(
        suit_ranks(hands[(declarer + i) % 4], trump) for i in (1, 3))
    if drawn:
        said = counted(hoped, translate("Analysis", "Length in {0}: declarer and dummy have {1}, the defenders {2}. If "
                                                    "they break {3}, {4}'s {5} {6} wins a trick once theirs are gone "
                                                    "and trumps are drawn"),
                       translate("Analysis", "Length in {0}: declarer and dummy have {1}, the defenders {2}. If they "
                                             "break {3}, {4}'s {5} {6} win {7} tricks once theirs are gone and trumps "
                                             "are drawn"))
    else:
        said = counted(hoped, translate("Analysis", "Length in {0}: declarer and dummy have {1}, the defenders {2}. If "
                                                    "they break {3}, {4}'s {5} {6} wins a trick once theirs are gone"),
                       translate("Analysis", "Length in {0}: declarer and dummy have {1}, the defenders {2}. If they "
                                             "break {3}, {4}'s {5} {6} win {7} tricks once theirs are gone"))
    return said.format(suit_colour(c.suit), number_words(c.cards), number_words(c.defenders), normal, seat, nth,
                       suit_cards(c.suit, min(hoped, 2)), number_words(hoped))


def _trumps_drawable(hands: Sequence[int], declarer: int, trump: int) -> bool:
    """Can declarer draw the defenders' trumps and still hold one (the side's longer trump
    hand is longer than either defender's)? Then a side suit's long cards are safe from a
    ruff once that is done."""
    ours = max(len(suit_ranks(hands[x], trump)) for x in (declarer, partner(declarer)))
    theirs = max(len(suit_ranks(hands[(declarer + i) % 4], trump)) for i in (1, 3))
    return ours > theirs


def _long_cards_won(c: SuitCount, hands: Sequence[int], declarer: int, finesse: bool = False,
                    leads: int = EITHER) -> int:
    """Tricks the long hand's long cards (its lowest ``hoped_long_tricks``) win on rank, the
    suit played out with every card seen and no finesse taken: the suit's tricks with them,
    less those without them. Without finessing, so that a long card that wins only because
    the defender with higher cards plays before it (North's ♥7 led to South's ♥A K 9 over
    East's ♥Q 10 8) is not called length. With ``finesse`` (and ``leads``, see
    :func:`.suitplay.best_tricks`): what they win when the side's middle cards may finesse
    the long defender's guards, each round led as ``leads`` says; there, in a suit the two
    hands hold as many of (♦A K 7 4 opposite ♦Q 10 9 3), the lowest cards of both are the
    long ones: either hand's wins the last round."""
    seats = [(declarer + i) % 4 for i in range(4)]
    ranks = [suit_ranks(hands[x], c.suit) for x in seats]
    i = seats.index(c.long_seat)
    trimmed = list(ranks)
    trimmed[i] = sorted(ranks[i])[c.hoped_long_tricks:]
    if finesse and len(ranks[(i + 2) % 4]) == len(ranks[i]):
        trimmed[(i + 2) % 4] = sorted(ranks[(i + 2) % 4])[c.hoped_long_tricks:]
    return (best_tricks(ranks[0], ranks[1], ranks[2], ranks[3], finesse=finesse, leads=leads)
            - best_tricks(trimmed[0], trimmed[1], trimmed[2], trimmed[3], finesse=finesse, leads=leads))


def _length_outranked(c: SuitCount, hands: Sequence[int], declarer: int, split: Sequence[int], longer: int,
                      trump: int | None) -> Chance:
    """A length chance the break alone would lose, but every long card still wins: the long
    defender's cards are too low to stop them (set D of a teacher's review: West's ♥K 9 8 7
    opposite ♥A J 5, North's ♥6 4 3 2 and South's ♥Q 10 — the queen falls, and the fourth
    round is West's nine against North's six; "the long cards win nothing" was said)."""
    here = f"{split[0]}–{split[1]}"
    got = c.hoped_long_tricks
    one = translate("Analysis", "{0}. Here they break {1}, but {2}'s remaining {3} are too low to stop them: "
                                "the suit still makes one trick from length.")
    more = translate("Analysis", "{0}. Here they break {1}, but {2}'s remaining {3} are too low to stop them: "
                                 "the suit still makes {4} tricks from length.")
    said = counted(got, one, more)
    text = said.format(_length_head(c, hands, declarer, trump), here, seat_words(longer), suit_colour(c.suit),
                       number_words(got))
    return Chance("length", c.suit, got, True, text, hoped=got)


def _length_played(c: SuitCount, hands: Sequence[int], declarer: int, split: Sequence[int], got: int,
                   longer: int, trump: int | None) -> Chance:
    """A length chance the break alone would lose but a repeated finesse wins (B/23 of a
    teacher's review: ♥A J 8 4 opposite ♥K 9 7 against South's ♥Q 10 5 3 — finessing twice
    through South brings in all four, where "they break 4–2, so the long cards win nothing"
    was said). Only with a finesse in the suit: without one, the suit played out can make a
    trick that is no long card's (♥A 9 7 opposite ♥Q 5 4 2 against North's ♥K 3: the king
    ducked out, then the queen), and calling it length was wrong. The finesse picked up is
    against the long defender's cards, ``longer``: not always the honour the finesse found is
    after (♥K J 9 opposite ♥A 8 6 4 2, North's ♥Q alone falling and South's ♥10 7 5 3 caught
    by the nine)."""
    here = f"{split[0]}–{split[1]}"
    said = counted(got, translate("Analysis", "{0}. Here they break {1}, but repeating the finesse picks up {2}'s "
                                              "{3}: the suit still makes one trick from length."),
                   translate("Analysis", "{0}. Here they break {1}, but repeating the finesse picks up {2}'s "
                                         "{3}: the suit still makes {4} tricks from length."))
    text = said.format(_length_head(c, hands, declarer, trump), here, seat_words(longer), suit_colour(c.suit),
                       number_words(got))
    return Chance("length", c.suit, got, True, text, hoped=c.hoped_long_tricks)


def _length_through(c: SuitCount, hands: Sequence[int], declarer: int, split: Sequence[int], got: int,
                    longer: int, trump: int | None) -> Chance:
    """A length chance the break alone would lose, with no finesse in the suit to repeat, but
    won by the side's middle cards: each round led through the long defender, his guards are
    caught under them and the long cards win (set W of a teacher's review, three boards:
    ♦A K 7 4 opposite ♦Q 10 9 3 against North's ♦J 8 5 2, ♥A Q 2 opposite ♥K 10 8 7 against
    South's ♥J 9 4 3, ♥A K 8 5 opposite ♥Q 9 4 against North's ♥J 10 3 2 — "they break 4–2, so
    the long cards win nothing" was said of each)."""
    here = f"{split[0]}–{split[1]}"
    said = counted(got, translate("Analysis", "{0}. Here they break {1}, but led through {2}'s {3}, the suit still "
                                              "brings in its long cards: it makes one trick from length."),
                   translate("Analysis", "{0}. Here they break {1}, but led through {2}'s {3}, the suit still "
                                         "brings in its long cards: it makes {4} tricks from length."))
    text = said.format(_length_head(c, hands, declarer, trump), here, seat_words(longer),
                       holding(c.suit, suit_ranks(hands[longer], c.suit)), number_words(got))
    return Chance("length", c.suit, got, True, text, hoped=c.hoped_long_tricks)


def _length_caught(c: SuitCount, hands: Sequence[int], declarer: int, split: Sequence[int], got: int,
                   level: int, trump: int | None) -> Chance:
    """A length chance no long card wins, ``level`` holding as many of the suit as the long
    hand or more, where finessing through him still makes ``got`` tricks more (set X of a
    teacher's review: West's ♦A J 10 6 opposite ♦7 3 2 against South's ♦K Q 8 4, a double
    finesse making two; ♥K 10 8 7 opposite ♥A Q 2 against South's ♥J 9 4 3, the fourth round
    won once his cards are caught). The finesse is named by the cards it is taken through;
    its tricks are counted, more than length hoped for where it makes them."""
    here = f"{split[0]}–{split[1]}"
    more = len(suit_ranks(hands[level], c.suit)) > len(suit_ranks(hands[c.long_seat], c.suit))
    forms = ((translate("Analysis", "{0}. Here they break {1}: {2} holds more {3} than {4}, so theirs are never all "
                                    "gone — but finessing through {2}'s {5}, the suit still makes one trick more."),
              translate("Analysis", "{0}. Here they break {1}: {2} holds more {3} than {4}, so theirs are never all "
                                    "gone — but finessing through {2}'s {5}, the suit still makes {6} tricks more."))
             if more else
             (translate("Analysis", "{0}. Here they break {1}: {2} holds as many {3} as {4}, so theirs are never all "
                                    "gone — but finessing through {2}'s {5}, the suit still makes one trick more."),
              translate("Analysis", "{0}. Here they break {1}: {2} holds as many {3} as {4}, so theirs are never all "
                                    "gone — but finessing through {2}'s {5}, the suit still makes {6} tricks more.")))
    text = counted(got, *forms).format(_length_head(c, hands, declarer, trump), here, seat_words(level),
                                       suit_colour(c.suit), seat_words(c.long_seat),
                                       holding(c.suit, suit_ranks(hands[level], c.suit)), number_words(got))
    return Chance("length", c.suit, got, True, text, hoped=max(got, c.hoped_long_tricks), through=level)


def _finesse(f: Finesse, hands: Sequence[int], alone: bool = True, ruffed: int | None = None,
             idle: bool = False, needed: int | None = None) -> Chance:
    """A finesse judged on the layout. ``alone``: the suit can be judged on its own cards
    (no trumps, or the trump suit); in a side suit of a trump contract a ruff can turn a
    finesse that gains nothing in the suit alone into a trick (♦A Q 3 2 opposite a doubleton:
    finesse, cash the ace, ruff the third round), so there a working finesse is counted —
    unless ``ruffed`` (the short hand's seat): it ruffs every round after the top cards, so
    the finesse's round is won as well without it (♣A Q 5 3 opposite a singleton and three
    trumps) — said as a finesse that would win but is not needed, not as one that "gains
    nothing" (set W 4 and 15 of a teacher's review: in the suit alone it gains a trick).
    ``idle``: the suit's other chances already make every trick it has (the honour falls
    under a promotion's top cards), so the finesse counts none. ``needed``: the suit's other
    chances make their tricks only with the finesse taken; played from the top it makes only
    ``needed`` (set Y 12 of a teacher's review: West's ♣A J opposite ♣K 10 6 5 2,
    South's ♣Q 7 — cashed, the ♣J blocks the suit; "not needed here" was false)."""
    owner = _holder(hands, f.suit, f.missing)
    works = owner == f.wins_over
    missing, below = card_text(card_of(f.suit, f.missing)), card_text(card_of(f.suit, f.below))
    lead_from, towards, over = seat_words(f.lead_from), seat_words(f.towards), seat_words(f.wins_over)
    if f.lead_card is None:
        tenace = holding(f.suit, [r for r in suit_ranks(hands[f.towards], f.suit) if r >= f.below])
        lowest = min(suit_ranks(hands[f.lead_from], f.suit))
        ours = {r for seat in (f.lead_from, f.towards) for r in suit_ranks(hands[seat], f.suit)}
        under = any(r < lowest for r in suit_ranks(hands[f.towards], f.suit))
        if lowest >= 10 and under and all(r in ours for r in range(min(lowest, f.below), max(lowest, f.below) + 1)):
            # The honour led is as good as the card it would be finessed with (♥J from North's
            # ♥A J towards South's ♥Q): it runs itself; "play the ♥Q" overtook it (set F). Only
            # with a card to play under it: East's lone ♠10 led to West's ♠A K J is overtaken,
            # never "let run" (set W 4), and the next form names the card that wins.
            how = translate("Analysis", "lead the {1} from {0} and let it run if {2} plays low").format(
                lead_from, card_text(card_of(f.suit, lowest)), over)
        elif lowest >= 10:  # the hand's only cards are honours: "a small card" would be its jack
            how = translate("Analysis", "lead the {5} from {0} towards {1}'s {2} and play the {3} if {4} plays "
                                        "low").format(lead_from, towards, tenace, below, over,
                                                      card_text(card_of(f.suit, lowest)))
        else:
            how = translate("Analysis", "lead a small card from {0} towards {1}'s {2} and play the {3} if {4} "
                                        "plays low").format(lead_from, towards, tenace, below, over)
    else:
        how = translate("Analysis", "lead the {0} from {1}: if {2} covers with the {3}, {4} takes it; if not, let "
                                    "the {0} run").format(below, lead_from, over, missing,
                                                          card_text(card_of(f.suit, f.above)))
    if len(suit_ranks(hands[owner], f.suit)) == 1:  # it drops: "the finesse wins" told a pupil to finesse a singleton
        said = translate("Analysis", "A finesse in {0} against the {1}: {2}. Here {3}'s {1} is a singleton and falls "
                                     "under the {4} anyway: the trick comes without the finesse.")
        return Chance("finesse", f.suit, int(not idle), not idle,
                      said.format(suit_colour(f.suit), missing, how, seat_words(owner),
                                  card_text(card_of(f.suit, f.above))), hoped=1, against=f.missing, falls=True)
    # The honour drops under the side's higher cards when its holder has no more cards than
    # they are (♦Q 3 under the ♦A K): the trick is there, finesse or no finesse.
    held = suit_ranks(hands[owner], f.suit)
    side = sorted({r for seat in (f.lead_from, f.towards) for r in suit_ranks(hands[seat], f.suit)}, reverse=True)
    above = [r for r in side if r > f.missing]
    drops = len(held) <= len(above)
    if needed is not None and (owner == f.wins_over or f.two_way):
        said = (translate("Analysis", "A two-way finesse in {0} against the {1}: declarer can finesse either "
                                      "defender for it, so it is a guess. Here {2} has the {1}: finessing {2} makes "
                                      "the tricks counted in {0} — played from the top, the suit makes only {3}.")
                if f.two_way else
                translate("Analysis", "A finesse in {0} against the {1}: {4}. It wins when {5} holds the {1}. Here "
                                      "{2} has it: the finesse makes the tricks counted in {0} — played from the "
                                      "top, the suit makes only {3}."))
        return Chance("finesse", f.suit, 0, True, said.format(suit_colour(f.suit), missing, seat_words(owner),
                                                              number_words(needed), how, over),
                      hoped=1, against=f.missing)
    # ♥A 6 opposite ♥K J 10 2
    if f.two_way and (idle or ruffed is not None or not _finesse_gains(f, hands, two_way=True,
                                                                        ruffed_after=not alone)):
        said = translate("Analysis", "A two-way finesse in {0} against the {1}: declarer can finesse either defender "
                                     "for it, so it is a guess. Here {2} has the {1}, yet finessing gains nothing: "
                                     "the suit makes as many tricks without it.")
        return Chance("finesse", f.suit, 0, False, said.format(suit_colour(f.suit), missing, seat_words(owner)),
                      hoped=1, against=f.missing, unneeded=True, gains_nothing=ruffed is None and not drops)
    if f.two_way:  # either defender can be finessed: the right guess wins
        said = translate("Analysis", "A two-way finesse in {0} against the {1}: declarer can finesse either defender "
                                     "for it, so it is a guess. Here {2} has the {1}, so finessing {2} wins a trick.")
        return Chance("finesse", f.suit, 1, True, said.format(suit_colour(f.suit), missing, seat_words(owner)),
                      hoped=1, against=f.missing)
    gains_nothing = works and (idle or ruffed is not None
                               or (f.lead_card is None and alone and not _finesse_gains(f, hands)))
    if not works and idle and drops:  # the honour falls: said so, and counted where it falls
        said = translate("Analysis", "A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here "
                                     "{4} has it, so the finesse loses; but {4}'s {5} falls under the {6}, so the "
                                     "trick comes without it.")
        return Chance("finesse", f.suit, 0, False, said.format(
            suit_colour(f.suit), missing, how, over, seat_words(owner), holding(f.suit, held),
            holding(f.suit, above[:len(held)])), hoped=1, against=f.missing)
    if drops and ruffed is None and not idle and (gains_nothing or not works):
        said = (translate("Analysis", "A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here "
                                      "{4} has it, so the finesse wins a trick; {4}'s {5} would fall under the {6} "
                                      "as well.") if works else
                translate("Analysis", "A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here "
                                      "{4} has it, so the finesse loses; but {4}'s {5} falls under the {6}, so the "
                                      "trick comes without it."))
        return Chance("finesse", f.suit, 1, True, said.format(
            suit_colour(f.suit), missing, how, over, seat_words(owner), holding(f.suit, held),
            holding(f.suit, above[:len(held)])), hoped=1, against=f.missing, falls=not works)
    if gains_nothing and ruffed is not None and not idle:
        said = translate("Analysis", "A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here {4} "
                                     "has it, so the finesse would win a trick, but it is not needed: {5} can trump "
                                     "that round instead.")
        return Chance("finesse", f.suit, 0, False, said.format(suit_colour(f.suit), missing, how, over,
                                                               seat_words(owner), seat_words(ruffed)),
                      hoped=1, against=f.missing, unneeded=True)
    if gains_nothing:  # ♥8 opposite ♥A K J 10 9 7 5: the ♥Q 6 4 2 wins a later round instead
        said = translate("Analysis", "A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here {4} "
                                     "has it, yet the finesse gains nothing: the suit makes as many tricks "
                                     "without it.")
        return Chance("finesse", f.suit, 0, False, said.format(suit_colour(f.suit), missing, how, over,
                                                               seat_words(owner)), hoped=1, against=f.missing,
                      unneeded=True, gains_nothing=not drops)
    said = (translate("Analysis", "A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here {4} "
                                  "has it, so the finesse wins a trick.") if works else
            translate("Analysis", "A finesse in {0} against the {1}: {2}. It wins when {3} holds the {1}. Here {4} "
                                  "has it, so the finesse loses."))
    return Chance(
        "finesse", f.suit, int(works), works,
        said.format(suit_colour(f.suit), missing, how, over, seat_words(owner)),
        hoped=1, against=f.missing,
    )


def _played_from_the_top(f: Finesse, hands: Sequence[int]) -> int:
    """The tricks ``f``'s suit makes played out with every card seen but no finesse taken
    (see :func:`_finesse_gains`)."""
    mine, left, other, right = (suit_ranks(hands[(f.towards + k) % 4], f.suit) for k in range(4))
    return best_tricks(mine, left, other, right, finesse=False)


def _finesse_gains(f: Finesse, hands: Sequence[int], two_way: bool = False, ruffed_after: bool = False) -> bool:
    """Whether finessing is worth a trick to the suit on this layout, the suit played out
    with every card seen (:mod:`.suitplay`): it makes more tricks than it does either when
    the hand playing third never plays a card between its highest and one too low to win,
    or when the two defenders' holdings are the other way round (the honour and its guards
    behind the tenace). The first misses a finesse made with the third hand's top card (a
    small card led towards ♦A opposite ♦Q 7, the king in front of the queen); the second,
    one whose trick the other layout gives some other way. A finesse can win its round and
    gain nothing, where the honour is long enough to take a later round (♥8 alone opposite
    ♥A K J 10 9 7 5 against ♥Q 6 4 2: the queen wins the fourth round instead of the third),
    or the suit's next honour is promoted anyway (♦A Q 3 opposite ♦J 7 6 2 against
    ♦K 9 8 5: the queen or the jack, never both), or spot cards make the trick without it
    (♣A J 9 2 opposite ♣K 8 against ♣Q 10 7 6 3: the eight led forces a cover). A two-way
    finesse is judged by the first comparison only (either way round it wins).

    ``ruffed_after``: a side suit the side's shorter hand trumps once it is out of it; only
    the rounds before that are played (the longer hand keeps its highest cards for them), so
    a finesse gains where it wins one of those rounds (♦A Q opposite ♦J 8 7: finesse, cash the
    ace, ruff the jack) and nothing where the later ruffs make the trick anyway (set E of a
    teacher's review: ♣A J 6 5 opposite ♣Q 10 3 against South's ♣K 9 8 2, "finessing South
    wins a trick" where clubs make three either way)."""
    seats = [(f.towards + k) % 4 for k in range(4)]  # a hand of the side, its left, its partner, its right
    ranks = [suit_ranks(hands[seat], f.suit) for seat in seats]
    if ruffed_after:
        rounds = min(len(ranks[0]), len(ranks[2]))
        ranks[0], ranks[2] = (sorted(r, reverse=True)[:rounds] for r in (ranks[0], ranks[2]))
    mine, left, other, right = ranks
    best = best_tricks(mine, left, other, right)
    if best > best_tricks(mine, left, other, right, finesse=False):
        return True
    # A two-way finesse wins either way round, so the holdings swapped prove nothing.
    return not two_way and best > best_tricks(mine, right, other, left)


def _lead_towards(t: Towards, hands: Sequence[int], alone: bool = True) -> Chance:
    """Judged on the layout like a finesse: the king wins only with the ace in front of it —
    or, in a suit judged on its own cards (``alone``), where the suit led from the small
    hand still makes a trick more than without finessing, the spot cards forcing the ace
    (set S of a teacher's review: ♥K 10 9 3 opposite ♥7 6 4 against North's ♥A 5, or ♣K 9 8
    led up to twice through East's ♣A Q, said to gain nothing)."""
    if t.honour == 12:
        return _lead_towards_queen(t, hands)
    owner = _holder(hands, t.suit, 14)
    works = owner == t.wins_over
    head = translate("Analysis", "Leading towards an honour in {0}: lead a small card from {1} towards {2}'s {3}; the "
                                 "{4} wins a trick when {5}, who plays before it, holds the {6}.")
    if works:
        here = translate("Analysis", "Here {5} has the {6}, in front of the {4}, so the {4} wins a trick.")
    elif len(suit_ranks(hands[owner], t.suit)) == 1:  # a singleton ace falls on the first round
        works, here = True, translate("Analysis", "Here {7}'s {6} is a singleton and falls on the first round: the "
                                                  "{4} wins a trick anyway.")
    elif alone and _towards_gains(t, hands):
        works, here = True, translate("Analysis", "Here {7} has the {6}, behind the {4} — yet played out with every "
                                                  "card seen, leading from {1} still gains a trick.")
    else:
        here = translate("Analysis", "Here {7} has the {6}, behind the {4}, so the lead gains nothing.")
    text = f"{head} {here}".format(suit_colour(t.suit), seat_words(t.lead_from), seat_words(t.towards),
                                   holding(t.suit, suit_ranks(hands[t.towards], t.suit)),
                                   card_text(card_of(t.suit, 13)), seat_words(t.wins_over),
                                   card_text(card_of(t.suit, 14)), seat_words(owner))
    return Chance("lead-towards", t.suit, int(works), works, text, hoped=1, against=14, gives=1)


def _queen_led_up_to(hands: Sequence[int], declarer: int, suit: int, count: SuitCount) -> Towards | None:
    """The lead towards a queen (:func:`find_lead_towards_queen`) where it wins as taught: the
    ace and king both in front of the queen. Elsewhere the queen played on a low card is
    captured, and what the suit still makes comes another way, a doubleton ace ducked or the
    ten beside the queen (a teacher's review of this chance on 48 boards: "leading from North
    still gains a trick", said where the ace lay behind the queen, credited the queen with
    the trick of North's ♥10 9 forcing the ace, set 9005 6). The failures are left unsaid:
    one chance in four, they added words to 29 answers and nothing a learner uses."""
    t = find_lead_towards_queen(hands, declarer, suit, count)
    if t is None or any(_holder(hands, suit, r) != t.wins_over for r in (14, 13)):
        return None
    return t


def _lead_towards_queen(t: Towards, hands: Sequence[int]) -> Chance:
    """:func:`_lead_towards` for a queen with the ace and king both in front of it."""
    head = translate("Analysis", "Leading towards an honour in {0}: lead a small card from {1} towards {2}'s {3}, "
                                 "twice if need be; the {4} wins a trick when {5}, who plays before it, holds both "
                                 "the {6} and the {7}.")
    here = translate("Analysis", "Here {5} has both, in front of the {4}, so the {4} wins a trick.")
    text = f"{head} {here}".format(suit_colour(t.suit), seat_words(t.lead_from), seat_words(t.towards),
                                   holding(t.suit, suit_ranks(hands[t.towards], t.suit)),
                                   card_text(card_of(t.suit, 12)), seat_words(t.wins_over),
                                   card_text(card_of(t.suit, 14)), card_text(card_of(t.suit, 13)))
    # ``against`` the king: the lower of the two honours it finds in front of it.
    return Chance("lead-towards", t.suit, 1, True, text, hoped=1, against=13, gives=2)


def _towards_gains(t: Towards, hands: Sequence[int]) -> bool:
    """Whether the suit, every round led from ``t.lead_from`` with every card seen, makes
    more than it does without finessing."""
    seats = [(t.towards + k) % 4 for k in range(4)]  # the king's hand, its left, the leader, its right
    mine, left, other, right = (suit_ranks(hands[seat], t.suit) for seat in seats)
    return best_tricks(mine, left, other, right, leads=DUMMY) > best_tricks(mine, left, other, right, finesse=False)


def _ruff(r: Ruff, hands: Sequence[int], trump: int) -> Chance:
    stand, got, trumps, safe = ruff_gain(hands, r, trump)
    a = len(suit_ranks(hands[r.long_hand], r.suit))
    if r.short_length == 0:
        has = translate("Analysis", "no {0}", "cards of a suit: no spades").format(suit_colour(r.suit))
    elif r.short_length == 1:
        has = translate("Analysis", "one {0}", "cards of a suit: one spade").format(suit_cards(r.suit, 1))
    else:
        has = translate("Analysis", "{1} {0}", "cards of a suit: two spades").format(
            suit_cards(r.suit, 2), number_words(r.short_length))
    which = (translate("Analysis", "the hand with fewer trumps") if r.fewer_trumps
             else translate("Analysis", "one of two hands with as many trumps"))
    if r.losers > r.count:  # set O 6 of a teacher's review: "East's one losing heart" of three
        head = counted(
            r.count,
            translate("Analysis", "Ruffing in {0}, {1}: {0} has {2} to {3}'s {4}, so one of {3}'s losing {5} can be "
                                  "trumped there: one trick more"),
            translate("Analysis", "Ruffing in {0}, {1}: {0} has {2} to {3}'s {4}, so {6} of {3}'s losing {5} can be "
                                  "trumped there: {6} tricks more"),
        )
    else:
        head = counted(
            r.count,
            translate("Analysis", "Ruffing in {0}, {1}: {0} has {2} to {3}'s {4}, so {3}'s one losing {5} can be "
                                  "trumped there: one trick more"),
            translate("Analysis", "Ruffing in {0}, {1}: {0} has {2} to {3}'s {4}, so {3}'s {6} losing {5} can be "
                                  "trumped there: {6} tricks more"),
        )
    head = head.format(seat_words(r.short), which, has, seat_words(r.long_hand), number_words(a),
                       suit_cards(r.suit, 2 if r.count > 1 or r.losers > r.count else 1), number_words(r.count))
    if stand > got:  # they stand, but the trumps that ruff were tricks already
        text = (translate("Analysis", "{0}; but here the trumps that would ruff are tricks already: the trumps make "
                                      "{1} tricks with the ruffs or without, so it gains nothing.") if not got else
                counted(got, translate("Analysis", "{0}; but here some of the trumps that would ruff are tricks "
                                                   "already, so it gains only one trick."),
                        translate("Analysis", "{0}; but here some of the trumps that would ruff are tricks "
                                              "already, so it gains only {2} tricks."))).format(
            head, number_words(trumps), number_words(got))
    elif (got > stand or not safe) and got < r.count and trumps >= _trump_rounds(hands, r, trump):
        # The defenders' trumps take no trick of their own here, so an overruff is a trick
        # given away, not a trump that "takes a trick anyway" (set U 1 of a teacher's review).
        text = counted(got, translate("Analysis", "{0}; but a defender can overruff the others, so they gain only "
                                                  "one trick."),
                       translate("Analysis", "{0}; but a defender can overruff the others, so they gain only {1} "
                                             "tricks.")).format(head, number_words(got))
    elif got > stand or not safe:  # overruffed only with trumps that take a trick anyway (set Q 6, 21)
        text = counted(got, translate("Analysis", "{0}; a defender can ruff over it or in front of it, but only "
                                                  "with a trump that takes a trick anyway, so it still gains one "
                                                  "trick."),
                       translate("Analysis", "{0}; a defender can ruff over them or in front of them, but only with "
                                             "trumps that take a trick anyway, so they still gain {1} tricks.")
                       ).format(head, number_words(got))
    elif got == r.count and _overruff_forestalled(hands, r, trump):
        text = translate("Analysis", "{0} — once trumps are drawn, which declarer can do first here, no defender "
                                     "has a trump left to overruff with.").format(head)
    elif got == r.count and any(_ruff_floors(hands, r, trump)):
        # A defender out of the suit holds a trump: only ruffing above it is safe (set V 5
        # and 27 of a teacher's review, "cannot overruff" beside South's ♠Q J 6).
        text = translate("Analysis", "{0} — ruffing high enough, so that no defender can overruff.").format(head)
    elif got == r.count:
        text = translate("Analysis", "{0} — and the defenders cannot overruff here.").format(head)
    elif got:
        text = counted(got, translate("Analysis", "{0}; here a defender can overruff after one trick."),
                       translate("Analysis", "{0}; here a defender can overruff after {1} tricks.")).format(
            head, number_words(got))
    else:
        text = translate("Analysis", "{0}; here a defender runs out first and overruffs, so it gains "
                                     "nothing.").format(head)
    return Chance("ruff", r.suit, got, got > 0, text, hoped=r.count)


def _trump_rounds(hands: Sequence[int], r: Ruff, trump: int) -> int:
    """The rounds of trumps declarer's side can play: its longer trump hand's length."""
    return max(len(suit_ranks(hands[r.short], trump)), len(suit_ranks(hands[r.long_hand], trump)))


def _has_honour(hands: Sequence[int], declarer: int, suit: int) -> bool:
    """Declarer or dummy holds the jack or better in ``suit``."""
    return any(r >= 11 for seat in (declarer, partner(declarer)) for r in suit_ranks(hands[seat], suit))


def _suit_alone(hands: Sequence[int], declarer: int, suit: int, finesse: bool = True, leads: int = EITHER,
                entries: int = BOTH) -> int:
    """The tricks ``suit`` makes for declarer's side played out on its own, every card seen
    (``finesse`` false: without finessing; ``leads``: led from one hand only; ``entries``: the
    hands with a way in outside it, see :func:`.suitplay.best_tricks`)."""
    mine, left, other, right = (suit_ranks(hands[(declarer + i) % 4], suit) for i in range(4))
    return best_tricks(mine, left, other, right, finesse, leads, entries)


def _holder(hands: Sequence[int], suit: int, rank: int) -> int:
    """The seat that holds ``rank`` of ``suit``."""
    return next(seat for seat in range(4) if rank in suit_ranks(hands[seat], suit))


def ruff_threat(hands: Sequence[int], declarer: int, suit: int, trump: int,
                rounds: int) -> tuple[int, int, int, int] | None:
    """The defender who can trump a side suit needing ``rounds`` rounds soonest: how many of
    the suit he holds, his seat, his trumps and declarer's longer trump hand's; ``None``
    where neither defender can. He holds as many trumps as that hand or more: declarer
    cannot draw them in time (:func:`ruff_risk` words it)."""
    ruffers = [(len(suit_ranks(hands[seat], suit)), seat) for seat in ((declarer + 1) % 4, (declarer + 3) % 4)
               if suit_ranks(hands[seat], trump) and len(suit_ranks(hands[seat], suit)) < rounds]
    if not ruffers:
        return None
    n, seat = min(ruffers)
    ours = max(len(suit_ranks(hands[h], trump)) for h in (declarer, partner(declarer)))
    return n, seat, len(suit_ranks(hands[seat], trump)), ours


def ruff_risk(hands: Sequence[int], declarer: int, suit: int, trump: int, rounds: int) -> str:
    """The sentence that says a side suit needing ``rounds`` rounds is safe only once trumps
    are drawn — a defender with trumps runs out of it first (South's one diamond beside ♦A K
    Q J 10) — or is at risk however declarer plays, that defender holding as many trumps as
    declarer's longer trump hand; empty where neither defender can trump it in time."""
    threat = ruff_threat(hands, declarer, suit, trump, rounds)
    if threat is None:
        return ""
    n, seat, theirs, ours = threat
    nth = ordinal_words(n + 1)
    if theirs > ours:  # West's five trumps against four and four: drawing them is no cure
        if not n:
            return translate("Analysis", "The {0} are at risk: {1} has no {0} and {2} trumps, too many for declarer "
                                         "to draw, so could trump the first round.").format(
                suit_colour(suit), seat_words(seat), number_words(theirs))
        return counted(n, translate(
            "Analysis", "The {0} are at risk: {1} has one {2} and {4} trumps, too many for declarer to draw, so "
                        "could trump the {3} round."), translate(
            "Analysis", "The {0} are at risk: {1} has {5} {2} and {4} trumps, too many for declarer to draw, so "
                        "could trump the {3} round.")).format(
            suit_colour(suit), seat_words(seat), suit_cards(suit, max(n, 1)), nth, number_words(theirs),
            number_words(n))
    if theirs == ours:  # four against four and four: drawing them takes every trump declarer has
        if not n:
            return translate("Analysis", "The {0} are at risk: {1} has no {0} and {2} trumps, as many as declarer's "
                                         "longer trump hand, so drawing them would take all of declarer's; else {1} "
                                         "could trump the first round.").format(
                suit_colour(suit), seat_words(seat), number_words(theirs))
        return counted(n, translate(
            "Analysis", "The {0} are at risk: {1} has one {2} and {4} trumps, as many as declarer's longer trump hand, "
                        "so drawing them would take all of declarer's; else {1} could trump the {3} round."),
            translate(
            "Analysis", "The {0} are at risk: {1} has {5} {2} and {4} trumps, as many as declarer's longer trump hand, "
                        "so drawing them would take all of declarer's; else {1} could trump the {3} round.")).format(
            suit_colour(suit), seat_words(seat), suit_cards(suit, max(n, 1)), nth, number_words(theirs),
            number_words(n))
    if n == 0:
        return translate("Analysis", "The {0} are safe only once trumps are drawn: {1} has no {0} and could trump "
                                     "the first round.").format(suit_colour(suit), seat_words(seat))
    return counted(n, translate("Analysis", "The {0} are safe only once trumps are drawn: {1} has one {2} and "
                                            "could trump the {3} round."),
                   translate("Analysis", "The {0} are safe only once trumps are drawn: {1} has {4} {2} and "
                                         "could trump the {3} round.")).format(
        suit_colour(suit), seat_words(seat), suit_cards(suit, n), nth, number_words(n))


def _finesse_other_way(chances: list[Chance], counts: Sequence[SuitCount], hands: Sequence[int], declarer: int,
                       trump: int | None, finesses: dict[int, Finesse], ruffable: set[int]) -> None:
    """A finesse that loses because the honour sits with the other defender may still be
    taken the other way: led from the hand it was led towards, through that defender, towards
    the other hand's high cards (set F of a teacher's review: West's ♠K J 9 3 in front of
    North's ♠A 10 8, South's ♠Q 7 6 2 — "the finesse loses", where finessing through West
    makes three tricks, not one). Said, and counted, where the suit played out with every
    card seen makes more with finessing than without and the holder plays before that hand."""
    for k, ch in enumerate(chances):
        s = ch.suit
        if ch.kind != "finesse" or ch.works or s not in finesses or not (trump in (None, s) or s not in ruffable):
            continue
        f = finesses[s]
        owner = _holder(hands, s, f.missing)
        if f.two_way or owner != (f.towards + 1) % 4 or len(suit_ranks(hands[owner], s)) == 1:
            continue
        best, plain = _suit_alone(hands, declarer, s), _suit_alone(hands, declarer, s, finesse=False)
        # Finessing must gain led from that hand: set M 35 of a teacher's review said "led the
        # other way, from West through North towards East's ♠9 3" for a trick that comes from
        # a finesse of West's ♠10 against South's ♠J, led from East.
        leads = DECLARER if f.towards == declarer else DUMMY
        if _suit_alone(hands, declarer, s, leads=leads) <= _suit_alone(hands, declarer, s, finesse=False, leads=leads):
            continue
        c = counts[s]
        rest = sum(o.tricks for o in chances if o.suit == s and o.works and o.kind not in ("ruff", "finesse"))
        gain = min(best - plain, best - c.top - rest, c.longest - c.top - rest)
        if gain <= 0:
            continue
        said = counted(gain, translate("Analysis", "{0} Led the other way, from {1} through {2} towards {3}'s {4}, "
                                                   "finessing makes one more trick in {5}."),
                       translate("Analysis", "{0} Led the other way, from {1} through {2} towards {3}'s {4}, "
                                             "finessing makes {6} more tricks in {5}."))
        text = said.format(ch.text, seat_words(f.towards), seat_words(owner), seat_words(f.lead_from),
                           holding(s, suit_ranks(hands[f.lead_from], s)), suit_colour(s), number_words(gain))
        chances[k] = replace(ch, tricks=gain, works=True, text=text)


def may_enter(own: Sequence[int], other: Sequence[int], theirs: Sequence[int]) -> bool:
    """Can declarer reach a hand holding ``own`` in a suit by leading it from partner's hand
    (``other``), the defenders holding ``theirs``? Partner must lead round after round until
    the defenders' higher cards are gone, keeping a card below the hand's best for the last
    one, while the hand keeps its best (♠Q J 2 opposite ♠A 9 6 4 against the ♠K: yes;
    ♠8 6 4 opposite ♠K Q J 10, every card above it; ♥Q 9 8 3 opposite the ♥7 against the
    ♥A K, two rounds to lose and one to lead: no)."""
    if not own or not other:
        return False
    top = max(own)
    above = sum(1 for r in theirs if r > top)
    return min(other) < top and len(other) > above and len(own) > above


def _long_hand_reached(hands: Sequence[int], declarer: int, suit: int, trump: int | None) -> bool:
    """Whether declarer can put the side's longer hand in ``suit`` on lead to cash its long
    cards: the suit itself leads to it (:func:`may_enter`), or another suit does, or it has
    a trump to ruff with (:func:`ways_in`). Q8 counts no long cards in a hand nothing
    reaches (set U 13: East's hearts, "about ten" in 3NT where double dummy makes six)."""
    dummy = partner(declarer)
    mine, his = suit_ranks(hands[declarer], suit), suit_ranks(hands[dummy], suit)
    seat, long, short = (declarer, mine, his) if len(mine) > len(his) else (dummy, his, mine)
    defenders = hands[(declarer + 1) % 4] | hands[(declarer + 3) % 4]
    if suit == trump or len(mine) == len(his) or may_enter(long, short, suit_ranks(defenders, suit)):
        return True  # (long trumps take their tricks ruffing, wherever they lie)
    return bool(ways_in(hands, declarer, suit, trump) & (DECLARER if seat == declarer else DUMMY))


def leads_in(own: Sequence[int], other: Sequence[int], theirs: Sequence[int]) -> bool:
    """:func:`may_enter`, counting only partner's cards below the hand's best: those above it
    win their own rounds and lead nothing to it, so partner needs one below it for each round
    to lose, and one more (♣A 2 opposite ♣Q J 10 6 against the ♣K is no way in: the king
    takes the two, and the ace is left — set U 13 of a teacher's review). The suit itself may
    still be entered where a defender ducks; a way into the hand for another suit may not
    count on that."""
    if not may_enter(own, other, theirs):
        return False
    above = sum(1 for r in theirs if r > max(own))
    return sum(1 for r in other if r < max(own)) > above


def ways_in(hands: Sequence[int], declarer: int, suit: int, trump: int | None) -> int:
    """Which of the side's hands (bits as :data:`.suitplay.BOTH`) declarer can reach outside
    ``suit`` in time: a trump to ruff with, or a suit the other hand leads to it
    (:func:`may_enter`) with at most one defender's card above its best (♠Q J 2 opposite
    ♠A 6 against the ♠K). One that must first lose two rounds (♥J 5 2 opposite ♥A 10 8 6
    against the ♥K Q) comes too late while the defenders hold up in ``suit``: they win the
    lead and run their own suit."""
    defenders = hands[(declarer + 1) % 4] | hands[(declarer + 3) % 4]
    out = 0
    for seat, bit in ((declarer, DECLARER), (partner(declarer), DUMMY)):
        for t in range(4):
            own, theirs = suit_ranks(hands[seat], t), suit_ranks(defenders, t)
            if t != suit and leads_in(own, suit_ranks(hands[partner(seat)], t), theirs) \
                    and sum(1 for r in theirs if r > own[0]) <= 1:
                out |= bit
        if trump is not None and trump != suit and suit_ranks(hands[seat], trump):
            out |= bit
    return out


def _cap_suits(chances: list[Chance], counts: Sequence[SuitCount], hands: Sequence[int], declarer: int,
               trump: int | None, finesses: dict[int, Finesse], ruffable: set[int]) -> None:
    """No suit's chances claim more tricks than it has rounds, nor, where the suit is judged
    on its own cards, more than it makes played out with every card seen. Where they do, the
    honour a finesse is after falls under the top cards a promotion counts it falling to
    (set E of a teacher's review: ♣A K J 6 opposite ♣10 3 against East's ♣Q 5, five club
    tricks counted from a four-card suit; ♥A Q 10 5 3 opposite ♥9 6 against West's singleton
    ♥K, four from a suit that makes three): the finesse counts nothing, then the long cards
    count less."""
    for s, f in finesses.items():
        # A singleton honour that falls is counted where it falls, by the promotion, wherever
        # the suit is (set F: listed as working in a side suit, as not working elsewhere).
        owner = _holder(hands, s, f.missing)
        fell = any(ch.suit == s and ch.kind == "promotion" and ch.tricks > ch.hoped for ch in chances)
        if fell and len(suit_ranks(hands[owner], s)) == 1:
            for k, ch in enumerate(chances):
                if ch.suit == s and ch.kind == "finesse" and ch.works:
                    chances[k] = _finesse(f, hands, s not in ruffable, idle=True)
    for s in range(4):
        c = counts[s]
        cap = c.longest
        cut_off = ""
        if trump in (None, s) or s not in ruffable:
            cap = min(cap, _suit_alone(hands, declarer, s))
            # Not the trump suit: its long hand may ruff its way in. Where neither hand has a
            # way in outside the suit, the side's leads come from the suits' own winners: the
            # suit alone is counted as it is.
            # (A long hand the suit itself never reaches is Q9's own case: see analysis.py.)
            reach = ways_in(hands, declarer, s, trump) if s != trump else BOTH
            if reach in (DECLARER, DUMMY) and _reached_within(hands, declarer, s, reach) \
                    and (held_up := _suit_alone(hands, declarer, s, entries=reach)) < cap:
                cap, cut_off = held_up, _cut_off(hands, declarer, s, reach, held_up)
        over = c.top + sum(ch.tricks for ch in chances if ch.suit == s and ch.kind != "ruff" and ch.works) - cap
        for k, ch in enumerate(chances):
            if over > 0 and ch.suit == s and ch.works and ch.kind == "finesse" and s in finesses:
                chances[k] = _finesse(finesses[s], hands, s not in ruffable, idle=True)
                over -= ch.tricks
        for kind in ("length", "promotion"):
            for k, ch in enumerate(chances):
                if over > 0 and ch.suit == s and ch.works and ch.kind == kind and (cut_off or kind == "length"):
                    got = max(0, ch.tricks - over)
                    # Cut off, each chance says why (each is read on its own); else the long
                    # cards count what the suit still makes.
                    chances[k] = (replace(ch, tricks=got, works=got > 0, text=f"{ch.text} {cut_off}") if cut_off
                                  else _length(c, hands, declarer, trump=trump, cap=got))
                    over -= ch.tricks - chances[k].tricks
    # A finesse said to gain nothing, where the tricks counted in its suit are more than the
    # suit makes played from the top: the count needs it (set Y 12 of a teacher's review).
    for s, f in finesses.items():
        c = counts[s]
        counted = c.top + sum(o.tricks for o in chances if o.suit == s and o.kind != "ruff" and o.works)
        for k, ch in enumerate(chances):
            if ch.suit == s and ch.kind == "finesse" and not ch.works and ch.unneeded:
                plain = _played_from_the_top(f, hands)
                if counted > plain and _finesse_gains(f, hands, two_way=f.two_way):
                    chances[k] = _finesse(f, hands, s not in ruffable, needed=plain)


def _reached_within(hands: Sequence[int], declarer: int, suit: int, reach: int) -> bool:
    """Whether the hand ``reach`` leaves without a way in is the suit's long hand and can be
    entered in ``suit`` itself from the other (see :func:`may_enter`): a hold-up may then cut
    it off. (A short hand without one cannot lead towards the other's tenace twice: a
    finesse's own matter, not counted here.)"""
    stranded = partner(declarer) if reach & DECLARER else declarer
    defenders = hands[(declarer + 1) % 4] | hands[(declarer + 3) % 4]
    own, other = suit_ranks(hands[stranded], suit), suit_ranks(hands[partner(stranded)], suit)
    return len(own) > len(other) and may_enter(own, other, suit_ranks(defenders, suit))


def _cut_off(hands: Sequence[int], declarer: int, suit: int, reach: int, tricks: int) -> str:
    """Why a suit makes only ``tricks``: its long hand has no way in outside it, and the
    defenders hold up their high cards until the other hand has none left to lead."""
    dummy = partner(declarer)
    stranded = dummy if reach & DECLARER else declarer
    said = (translate("Analysis", "But {0} has no way in outside {1}: the defenders can hold up their high {1} "
                                  "until {2} has none left to lead, and then the suit makes no trick at all.")
            if tricks == 0 else counted(tricks, translate(
                "Analysis", "But {0} has no way in outside {1}: the defenders can hold up their high {1} until {2} "
                            "has none left to lead, and then the suit makes only one trick in all."), translate(
                "Analysis", "But {0} has no way in outside {1}: the defenders can hold up their high {1} until {2} "
                            "has none left to lead, and then the suit makes only {3} tricks in all.")))
    return said.format(seat_words(stranded), suit_colour(suit), seat_words(partner(stranded)), number_words(tricks))


def _ruffing_hand(hands: Sequence[int], declarer: int, trump: int) -> int:
    """The side's hand with fewer trumps (dummy when they have as many): the one that ruffs."""
    dummy = partner(declarer)
    return dummy if len(suit_ranks(hands[dummy], trump)) <= len(suit_ranks(hands[declarer], trump)) else declarer


def _ruffable_suits(hands: Sequence[int], declarer: int, trump: int) -> set[int]:
    """Side suits the hand with fewer trumps (and some) is the shorter in: there a ruff can
    win a round the suit alone would lose (♦A Q opposite ♦J 8 7, the king held up: finesse,
    cash the ace, ruff the jack)."""
    short = _ruffing_hand(hands, declarer, trump)
    if not suit_ranks(hands[short], trump):
        return set()
    return {s for s in range(4) if s != trump
            and len(suit_ranks(hands[short], s)) < len(suit_ranks(hands[partner(short)], s))}


def extra_chances(hands: Sequence[int], declarer: int, strain: str | None = None) -> list[Chance]:
    """Promotion, length, finesse, a lead towards a king and (in a trump contract) ruffing
    chances, suit by suit: found from declarer's view, each judged on the layout."""
    counts = [count_suit(hands, declarer, s) for s in range(4)]
    trump = SUIT_LETTERS.index(strain) if strain and strain in SUIT_LETTERS else None
    chances: list[Chance] = []
    finesses: dict[int, Finesse] = {}
    # A side suit the short trump hand can ruff is not judged on its own cards (a ruff may
    # make the trick a finesse seems not to gain); every other suit is (set D of a teacher's
    # review: ♠A J 5 opposite ♠Q 10 8 in a heart contract, the king behind the ace, was a
    # "two-way finesse that wins a trick").
    ruffable = _ruffable_suits(hands, declarer, trump) if trump is not None else set()
    for c in counts:
        if c.forced > c.top and not ruffed_out(c, hands, declarer, trump):
            alone = trump is None or c.suit == trump or c.suit not in ruffable
            # A side suit a defender can trump before its rounds are out is sure only once trumps
            # are drawn (set E of a teacher's review: "sure to work" beside the opening lead of a
            # singleton club to ruff it), or not at all where he has too many to draw.
            side = trump if trump is not None and c.suit != trump else None
            threat = ruff_threat(hands, declarer, c.suit, side, c.rounds) if side is not None else None
            promotion = _promotion(c, hands, declarer, _suit_alone(hands, declarer, c.suit) if alone else None,
                                   at_risk=threat is not None and threat[2] >= threat[3])
            risk = ruff_risk(hands, declarer, c.suit, side, c.rounds) if side is not None else ""
            chances.append(replace(promotion, text=f"{promotion.text} {risk}") if risk else promotion)
        # With no honour the suit loses three rounds first, too slow to offer; and where the
        # defenders hold more of it than the side (♥K J 8 5 2 opposite a void) it is theirs.
        if c.hoped_long_tricks and _has_honour(hands, declarer, c.suit) and c.side_long:
            chances.append(_length(c, hands, declarer, trump=trump))
        f = find_finesse(hands, declarer, c.suit, c)
        if f is not None:
            finesses[c.suit] = f
            # A ruff rescues a finesse only when the honour's holder plays before the ruffing
            # hand: the finesse led from the long hand towards the short one's tenace. Led the
            # other way (the ♥J from North's ♥A J towards South's ♥Q 10 8 4 3 2, East's king
            # held up), the king sits behind the ruffing hand and still takes its trick (set F).
            towards_ruffer = trump is not None and f.towards == _ruffing_hand(hands, declarer, trump)
            chances.append(_finesse(f, hands, c.suit not in ruffable or not towards_ruffer))
        t = find_lead_towards(hands, declarer, c.suit, c) or _queen_led_up_to(hands, declarer, c.suit, c)
        if t is not None:
            chances.append(_lead_towards(t, hands, trump is None or c.suit == trump or c.suit not in ruffable))
    # A long suit the break alone would stop may still run, the suit played out with every card
    # seen: a repeated finesse picks up the long defender, or his cards are too low to stop the
    # long ones. In no trumps or the trump suit, where nobody ruffs it, or in a side suit once
    # declarer can draw the defenders' trumps.
    drawn = trump is not None and _trumps_drawable(hands, declarer, trump)
    for k, ch in enumerate(chances):
        alone = trump in (None, ch.suit)
        if ch.kind != "length" or ch.tricks >= ch.hoped or not (alone or drawn):
            continue
        s = ch.suit
        c = counts[s]
        others = [o for o in chances if o.suit == s and o.works and o.kind in ("finesse", "lead-towards")]
        promoted = sum(o.tricks for o in chances if o.suit == s and o.kind == "promotion")
        # What the suit makes played out with every card seen, less what the high cards make
        # (promoted ones too, offered as a chance or not, and a promotion's honour that falls:
        # set 01's ♣K J 10 opposite ♣8 7, the queen dropping, had the fourth round counted
        # twice) and the other chances: the most the long cards can add.
        room = _suit_alone(hands, declarer, s) - max(c.winners, c.top + promoted) - sum(o.tricks for o in others)
        # What the long cards win on rank alone, no finesse taken (without one, what makes
        # the trick may be no long card's: a doubleton king ducked out, then the queen).
        ranked = min(ch.hoped, room, _long_cards_won(c, hands, declarer))
        # Where a defender holds as many cards as the long hand and a card above its lowest,
        # theirs are never all gone: the extra trick is won on rank or by another card (set J
        # of a teacher's review: West's ♥9 7 5 4 3 against South's ♥A K 8 6 2, the fourth
        # trick North's ♥10 once East's singleton jack fell; "one trick from length" was
        # said), and the words say so (``level``), the count kept (set D: West's ♥K 9 8 7
        # over North's ♥6 4 3 2, every card of his lower, is length plainly).
        low = min(suit_ranks(hands[c.long_seat], s))
        level = next((x for x in ((declarer + i) % 4 for i in (1, 3))
                      if len(suit_ranks(hands[x], s)) >= c.longest and max(suit_ranks(hands[x], s)) > low), None)
        if alone and any(o.kind == "finesse" for o in others):
            played = room
            if played > max(ch.tricks, ranked):
                chances[k] = _length(c, hands, declarer, played=played, trump=trump)
                continue
        if room > max(ch.tricks, ranked) and not any(o.suit == s and o.kind in ("finesse", "lead-towards")
                                                      for o in chances):
            # No finesse to repeat (nor one that works led the other way, said with it), yet
            # the side's middle cards catch the long defender's guards, the suit led through
            # him (the hand before him leads while it can): counted only where the long cards
            # themselves win those tricks. Where a defender keeps as many cards as they are
            # (``level``), they win by rank, and are said so.
            longer = max(((declarer + i) % 4 for i in (1, 3)), key=lambda x: len(suit_ranks(hands[x], s)))
            leads = DECLARER if longer == (declarer + 1) % 4 else DUMMY
            gain = min(room, _suit_alone(hands, declarer, s, leads=leads) - max(c.winners, c.top + promoted))
            if level is None:
                through = min(ch.hoped, gain, _long_cards_won(c, hands, declarer, finesse=True, leads=leads))
                if through > max(ch.tricks, ranked):
                    chances[k] = _length(c, hands, declarer, trump=trump, through=through)
                    continue
            elif level == longer and gain > max(ch.tricks, ranked):
                # He holds as many: no long card wins by length, the tricks are finesses through
                # him, each counted (set X 16 and 31 of a teacher's review: "yet played out with
                # every card seen, one trick more" hid the finesse and undercounted a double one).
                chances[k] = _length(c, hands, declarer, trump=trump, level=level, caught=gain)
                continue
        if level is None and trump in (None, s) and min(ch.hoped, room) > max(ch.tricks, ranked):
            # A defender's honour falls under the side's top cards, and the card it would have
            # beaten wins its round as well as the long cards theirs (set Y 30 of a teacher's
            # review: North's singleton ♥Q under the ♥A, West's ♥K J 10 7 6 3 opposite ♥A 9 2
            # making six, "three tricks from length" said).
            lho, rho = (declarer + 1) % 4, (declarer + 3) % 4
            theirs = [r for r in (*suit_ranks(hands[lho], s), *suit_ranks(hands[rho], s)) if r >= 10]
            if falling_honours(hands, declarer, s, theirs):
                chances[k] = _length(c, hands, declarer, trump=trump, fell=min(ch.hoped, room))
                continue
        if ranked > ch.tricks:
            chances[k] = _length(c, hands, declarer, ranked=ranked, trump=trump, level=level)
    if trump is not None:
        for r in find_ruffs(hands, declarer, trump, counts):
            # On the layout a working finesse's card wins its round: it is no loser to ruff
            # (♣A Q 5 3 opposite a singleton, the finesse working: two ruffs, not three).
            c = counts[r.suit]
            won = [k for k, o in enumerate(chances) if o.suit == r.suit and o.works and o.kind == "finesse"]
            rest = sum(o.tricks for o in chances if o.suit == r.suit and o.works and o.kind != "finesse")
            if won and safe_ruffs(hands, r, trump) >= c.longest - c.top - rest:
                # The ruffs alone win every round after the top cards: the finesse adds nothing.
                chances[won[0]] = _finesse(finesses[r.suit], hands, False, ruffed=r.short)
            elif won and r.count > c.longest - c.top - rest - len(won):
                r = replace(r, count=c.longest - c.top - rest - len(won))
            chances.append(_ruff(r, hands, trump))
    _finesse_other_way(chances, counts, hands, declarer, trump, finesses, ruffable)
    _cap_suits(chances, counts, hands, declarer, trump, finesses, ruffable)
    # What a promotion gives the defenders, the cards as they lie: in a trump contract's side
    # suit no more rounds than the side's shorter hand follows (then it ruffs), and one trick
    # fewer where a finesse in the suit works (it takes that honour's trick from them). A second
    # review found "up to ten tricks" beside "makes 13", and hearts "lose three tricks" where
    # East's singleton and seven trumps lose one.
    for k, ch in enumerate(chances):
        if ch.kind != "promotion":
            continue
        gives = ch.gives
        if trump is not None and ch.suit != trump:
            short = min(len(suit_ranks(hands[declarer], ch.suit)), len(suit_ranks(hands[partner(declarer)], ch.suit)))
            gives = min(gives, max(1, short))
        if any(f.kind == "finesse" and f.suit == ch.suit and f.works for f in chances):
            gives = max(0, gives - 1)
        chances[k] = replace(ch, gives=gives)
    order = {"promotion": 0, "length": 1, "finesse": 2, "lead-towards": 3, "ruff": 4}
    chances.sort(key=lambda ch: (order[ch.kind], ch.suit))
    return chances
