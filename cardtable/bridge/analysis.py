"""The nine answers of a Minibridge exercise, computed from any deal, each with the
sentence a teacher would say.

The first five answers are the engine's deal facts (:func:`deal_facts`). The rest are
teaching rules, kept simple on purpose because a beginner must be able to follow them at
the table, and each is answered from what the player in question can see:

* **Sure tricks** (Q7) are top winners in sequence from the ace, in declarer's and dummy's
  hands together, suit by suit — never more than the longer hand's length (AK opposite
  three small is two tricks; AKQ opposite a doubleton is three; a singleton ace opposite a
  singleton king is one).
* **The contract** is declarer's one decision (:func:`suggest_contract`), from declarer's
  hand and dummy only: the strain (an eight-card major fit as trumps; otherwise no trumps,
  unless a suit is unguarded or a short suit favours a minor fit), then game or part-score.
  The teacher's rules of thumb settle game first — 26 or more points between the two
  hands: game; 22 or fewer and no eight-card fit: no game — and in between declarer counts
  tricks: the sure ones plus the realistic extras (:func:`counting.expected_tricks`)
  against the game target. Q8's answer *is* this decision, so the two can never disagree;
  double dummy, which sees all four hands, is mentioned beside it, never instead of it.
* **The opening lead** (Q6) is chosen against that contract from what the leader sees:
  their hand, dummy (face up before the lead) and the points announced
  (:mod:`cardtable.bridge.leads`); never from the hidden hands.
* **Extra tricks** (Q9): promotion, length, true finesses and ruffs in the hand with fewer
  trumps, found from declarer's view and judged on the layout (:func:`counting.extra_chances`).
  The answer is yes when declarer has any such chance; each says whether it works here.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.games.minibridge import (
    SEAT_LETTERS,
    SIDE_NAMES,
    DealFacts,
    contract_score,
    deal_facts,
    partner,
    points_per_seat,
    side_points,
    target_tricks,
)
from ..words import counted, translate
from .cashing import cashing
from .counting import (
    SUIT_LETTERS,
    Chance,
    Expectation,
    card_of,
    expected_tricks,
    extra_chances,
    holding,
    join_list,
    leads_in,
    may_enter,
    ruff_entry,
    ruff_risk,
    their_top_tricks,
    top_tricks_in_suit,
)
from .dd import BestContract, DDTable, best_contract
from .deal import (
    Board,
    card_code,
    card_text,
    number_words,
    ordinal,
    ordinal_words,
    seat_words,
    suit_cards,
    suit_colour,
    suit_ranks,
)
from .leads import Lead, suggest_lead

__all__ = [
    "GAME_POINTS", "NO_GAME_POINTS", "Analysis", "Chance", "Lead", "SuggestedContract", "SureTricks", "analyse",
    "analyse_many", "card_of", "choose_strain", "contract_words", "extra_chances", "is_balanced", "is_stopper",
    "strain_phrase", "strain_words", "suggest_contract", "suggest_lead", "sure_tricks", "top_tricks_in_suit",
]

STRAIN_WORDS = {"NT": "no trumps", "S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
# With this many points between declarer and dummy, game is advised whatever the count.
GAME_POINTS = 26
# With this many or fewer, and no eight-card fit, game is not advised.
NO_GAME_POINTS = 22
# Below this many, in no trumps, declarer's count must show a trick to spare before game is
# advised: light on high cards the defenders run their suits first. In a suit contract the
# count already charges the rounds lost in trumps and in the side suits, and asks for none.
# Measured against double dummy where the count decides: asking it in suit contracts too
# (as until 2026-11-28) agreed on 346 of 468 decisions over 893 stored boards and 529 of
# 731 over 1,400 fresh ones; asking none there, 374 and 551. In no trumps the evidence is
# thin either way (below 23 points instead: 86 of 130 against 76, but 125 of 207 against
# 126), and 25 stays (on the built-in deals once: 39 of 66 agreed asking it up to 22
# points in both strains, 43 up to 24).
SPARE_TRICK_BELOW = 25


def wants_spare_trick(points: int, strain: str) -> bool:
    """Whether game needs the count to show a trick more than game (see :data:`SPARE_TRICK_BELOW`)."""
    return strain == "NT" and points < SPARE_TRICK_BELOW


SIDE_WORDS = ("North–South", "East–West")


def strain_words(strain: str) -> str:
    return STRAIN_WORDS[strain]


def strain_phrase(strain: str) -> str:
    """``in no trumps`` / ``with spades as trumps``, in the app's language: the strain alone,
    for what is said before Q8 asks whether to go for game (the level would answer it)."""
    return {
        "NT": translate("Analysis", "in no trumps"),
        "S": translate("Analysis", "with spades as trumps"),
        "H": translate("Analysis", "with hearts as trumps"),
        "D": translate("Analysis", "with diamonds as trumps"),
        "C": translate("Analysis", "with clubs as trumps"),
    }[strain]


def contract_words(strain: str, game: bool) -> str:
    """``game in no trumps`` / ``a part-score in hearts``, in the app's language (said after
    "South plays", "Declarer has chosen")."""
    return {
        ("NT", True): translate("Analysis", "game in no trumps"),
        ("S", True): translate("Analysis", "game in spades"),
        ("H", True): translate("Analysis", "game in hearts"),
        ("D", True): translate("Analysis", "game in diamonds"),
        ("C", True): translate("Analysis", "game in clubs"),
        ("NT", False): translate("Analysis", "a part-score in no trumps"),
        ("S", False): translate("Analysis", "a part-score in spades"),
        ("H", False): translate("Analysis", "a part-score in hearts"),
        ("D", False): translate("Analysis", "a part-score in diamonds"),
        ("C", False): translate("Analysis", "a part-score in clubs"),
    }[(strain, bool(game))]


def side_words(side: int) -> str:
    """North–South or East–West, in the app's language."""
    return translate("Practice", "North–South") if side == 0 else translate("Practice", "East–West")


# ----- sure tricks -------------------------------------------------------------------------


@dataclass(frozen=True)
class SureTricks:
    """Top tricks per suit (spades, hearts, diamonds, clubs) and the cards that win them."""

    per_suit: tuple[int, int, int, int]
    ranks: tuple[tuple[int, ...], ...]  # the winning ranks per suit, highest first
    # Top winners that cannot be cashed, per suit: no top card leads to the hand that holds
    # them (a trick set up there later may: Q9 says its chances there need one).
    stranded: tuple[tuple[int, ...], ...] = ((), (), (), ())
    # The suit whose opening lead by the defenders strands them (it takes the way across
    # between the two hands), or ``None`` when they are stranded whatever is led.
    cut_by: int | None = None
    # Per suit, the short hand's winners that block it where the stranded card's own hand
    # holds counted winners too (♥Q J opposite ♥A K 9 4 3: two honours fall on one trick,
    # so it is not a way in that is missing); () elsewhere.
    blocked: tuple[tuple[int, ...], ...] = ((), (), (), ())
    # The ``cut_by`` suit's top cards all lie opposite the stranded winners: its lead does not
    # knock out a way across, it only leaves declarer in the other hand (set X 26 of a teacher's
    # review: "knock out the ♥A" where the stranded spades' hand had no heart at all).
    cut_wrong_hand: bool = False

    @property
    def total(self) -> int:
        return sum(self.per_suit)

    def text(self) -> str:
        """``Nine top tricks: two spades (♠AK), two hearts (♥AK), three diamonds (♦AKQ) and two clubs (♣AK).``"""
        parts = []
        for s in range(4):
            n = self.per_suit[s]
            if n:
                parts.append(_suit_tricks(s, n).format(number_words(n), holding(s, self.ranks[s])))
        total = self.total
        if not parts:
            return translate("Analysis", "No top tricks: declarer and dummy hold no ace.")
        head = counted(total, translate("Analysis", "One top trick"), translate("Analysis", "{0} top tricks"))
        said = translate("Analysis", "{0}: {1}.").format(head.format(number_words(total).capitalize()),
                                                         join_list(parts))
        for s in range(4):
            if self.stranded[s]:
                (one, many), args = self._stranded_words(s)
                said += " " + counted(len(self.stranded[s]), one, many).format(holding(s, self.stranded[s]), *args)
        return said

    def _stranded_words(self, s: int) -> tuple[tuple[str, str], tuple[str, ...]]:
        """Why suit ``s``'s stranded winners are no top tricks: the sentence for one card and
        for more (``{0}`` the cards), and what else it names."""
        cut = self.cut_by
        if cut is not None and self.cut_wrong_hand:
            return (translate("Analysis", "The {0} is not a top trick: the defenders can lead {1}, which only the "
                                          "other hand can win, and no top card leads from there to the hand that "
                                          "holds the {0}."),
                    translate("Analysis", "The {0} are not top tricks: the defenders can lead {1}, which only the "
                                          "other hand can win, and no top card leads from there to the hand that "
                                          "holds them.")), (suit_colour(cut),)
        if cut is not None and len(self.ranks[cut]) == 1:
            # A teacher sees the way across, the suit's one top card; the lead takes it.
            return (translate("Analysis", "The {0} is not a top trick: the defenders can lead {1} and knock out the "
                                          "{2} first, and without it, once the suit is played, no top card leads "
                                          "back to the hand that holds the {0}."),
                    translate("Analysis", "The {0} are not top tricks: the defenders can lead {1} and knock out the "
                                          "{2} first, and without it no top card leads to the hand that holds "
                                          "them.")), (suit_colour(cut), holding(cut, self.ranks[cut]))
        if cut is not None:
            # Several top cards there: the lead does not knock one out (set L, board 22:
            # "knock out the ♥8" against the defenders' ♥5 4 3 2), it spends a crossing.
            return (translate("Analysis", "The {0} is not a top trick: the defenders can lead {1} first and so use "
                                          "up a way across, and without it, once the suit is played, no top card "
                                          "leads back to the hand that holds the {0}."),
                    translate("Analysis", "The {0} are not top tricks: the defenders can lead {1} first and so use "
                                          "up a way across, and without it no top card leads to the hand that holds "
                                          "them.")), (suit_colour(cut),)
        if len(self.blocked[s]) == 1:  # "the ♣K … block" (set Y 17 of a teacher's review)
            return (translate("Analysis", "The {0} is not a top trick: the {1} in the other hand blocks the suit, "
                                          "so two honours fall on the same trick."),
                    translate("Analysis", "The {0} are not top tricks: the {1} in the other hand blocks the suit, "
                                          "so honours fall on the same tricks.")), (holding(s, self.blocked[s]),)
        if self.blocked[s]:
            return (translate("Analysis", "The {0} is not a top trick: the {1} in the other hand block the suit, so "
                                          "two honours fall on the same trick."),
                    translate("Analysis", "The {0} are not top tricks: the {1} in the other hand block the suit, so "
                                          "honours fall on the same tricks.")), (holding(s, self.blocked[s]),)
        return (translate("Analysis", "The {0} is not a top trick: once the suit is played, no top card leads back "
                                      "to the hand that holds it."),
                translate("Analysis", "The {0} are not top tricks: no top card leads to the hand that holds "
                                      "them.")), ()


def _raced_promotions(chances: Sequence[Chance], contract: SuggestedContract) -> tuple[Chance, ...]:
    """Where Q8 says the defenders' long suit races declarer in no trumps, a promotion that
    gives up the lead says so too: "sure to work" beside Q8's "each time declarer gives up
    the lead … they run the suit" read as a contradiction (set E of a teacher's review)."""
    count = contract.count
    if count is None or count.race_suit is None or not any(_feeds_the_race(c, contract) for c in chances):
        return tuple(chances)
    said = translate("Analysis", "But each trick it gives up lets the defenders lead their {0} again.").format(
        suit_colour(count.race_suit))
    # In the racing suit itself the tricks given up are theirs to run (set W 12 of a teacher's
    # review: ♠K J 9 8 losing three to the ♠A, ♠Q and ♠10 against eight spades, "sure to work").
    own = translate("Analysis", "But the {0} are the defenders' long suit: the tricks given up there set up "
                                "theirs first.").format(suit_colour(count.race_suit))
    return tuple(replace(c, text=f"{c.text} {own if c.suit == count.race_suit else said}")
                 if _feeds_the_race(c, contract) else c for c in chances)


def _feeds_the_race(c: Chance, contract: SuggestedContract) -> bool:
    """A promotion that gives the defenders the lead while Q8 says their long suit races
    declarer in no trumps: said with a "but" (:func:`_raced_promotions`), and never the first
    chance Q9 names where another works."""
    count = contract.count
    return (c.kind == "promotion" and bool(c.gives) and contract.strain == "NT" and count is not None
            and not count.capped and count.raced and count.race_suit is not None)


def _stranded_chances(chances: Sequence[Chance], sure: SureTricks, hands: Sequence[int], declarer: int
                      ) -> tuple[Chance, ...]:
    """Q9's promotion and length chances won in a hand whose top cards in that suit Q7 calls
    stranded say that they, too, need a way into that hand (set I of a teacher's review:
    "the ♣K Q … no way to reach the hand that holds them" beside three club tricks from
    length counted in that very hand, where the defence times declarer's one entry while
    the singleton ♣A still blocks the suit)."""
    dummy = partner(declarer)
    out = []
    for c in chances:
        s, stuck = c.suit, sure.stranded[c.suit]
        if stuck and not sure.blocked[s] and c.works and c.kind in ("promotion", "length"):
            mine, his = suit_ranks(hands[declarer], s), suit_ranks(hands[dummy], s)
            holder = declarer if stuck[0] in mine else dummy
            if holder == (declarer if len(mine) > len(his) else dummy):
                said = counted(c.tricks, translate("Analysis", "Like the {0}, this trick is won in {1}'s hand and "
                                                               "needs a way to reach it."),
                               translate("Analysis", "Like the {0}, these tricks are won in {1}'s hand and need a "
                                                     "way to reach it."))
                c = replace(c, text=f"{c.text} {said.format(holding(s, stuck), seat_words(holder))}")
        out.append(c)
    return tuple(out)


def _length_out_of_reach(chances: Sequence[Chance], hands: Sequence[int], declarer: int, trump: int | None
                         ) -> tuple[Chance, ...]:
    """Q9's length tricks won in a hand declarer can never reach do not work: no card of the
    long hand, in the suit or outside it, can ever win a round led from the other hand (see
    :func:`.counting.may_enter`), nor has it trumps to ruff its way in. Set L of a teacher's review: West's ♦J 9 7 4 2
    under East's ♦K Q, West's other cards all beaten — "West's fourth and fifth diamonds win
    two tricks" where West won none."""
    dummy = partner(declarer)
    defenders = hands[(declarer + 1) % 4] | hands[(declarer + 3) % 4]
    out = []
    for c in chances:
        if c.works and c.kind == "length":
            s = c.suit
            mine, his = suit_ranks(hands[declarer], s), suit_ranks(hands[dummy], s)
            seat, long, short = (declarer, mine, his) if len(mine) > len(his) else (dummy, his, mine)
            other = partner(seat)
            within = may_enter(long, short, suit_ranks(defenders, s))
            others = [(suit_ranks(hands[seat], t), suit_ranks(hands[other], t), suit_ranks(defenders, t))
                      for t in range(4) if t != s]
            outside = any(leads_in(*suit) for suit in others)
            ruffs = trump is not None and bool(suit_ranks(hands[seat], trump))
            if not (within or outside or ruffs):
                if any(may_enter(*suit) for suit in others):  # a winner there, but none partner can lead to
                    said = translate("Analysis", "But {0} has no way in: {3} cannot lead to any card of {0}'s that "
                                                 "wins a trick, in {2} or outside them.")
                elif short and min(short) < max(long):
                    said = translate("Analysis", "But {0} has no way in: {3} runs out of {2} before the defenders' "
                                                 "higher ones are gone, and no card of {0}'s outside them can ever "
                                                 "win a trick.")
                elif short:
                    said = counted(len(short), translate(
                        "Analysis", "But {0} has no way in: {1} is above all of {0}'s {2}, and no card of {0}'s "
                                    "outside them can ever win a trick."), translate(
                        "Analysis", "But {0} has no way in: {1} are all above {0}'s {2}, and no card of {0}'s outside "
                                    "them can ever win a trick."))
                else:
                    said = translate("Analysis", "But {0} has no way in: {3} has no {2} to lead to it, and no card "
                                                 "of {0}'s outside them can ever win a trick.")
                said = said.format(seat_words(seat), holding(s, short), suit_colour(s), seat_words(other))
                c = replace(c, works=False, tricks=0, text=f"{c.text} {said}")
        out.append(c)
    return tuple(out)


def _ruff_caveat(hands: Sequence[int], declarer: int, sure: SureTricks, trump: int) -> str:
    """Q7's proviso on the layout, in a trump contract: a side suit counted for top tricks
    that a defender with trumps runs out of first (South's one diamond beside ♦A K Q J 10;
    a void beside a lone ace, set F of a teacher's review, where Q9 warned of it and Q7 did
    not) is cashed safely only once trumps are drawn — or, where that defender
    holds as many trumps as declarer's longer trump hand, is at risk however declarer plays.
    Top tricks are counted as a teacher counts them, but a teacher reviewing random deals
    asked for the "if" where the defenders' shape makes it real."""
    said = [ruff_risk(hands, declarer, s, trump, sure.per_suit[s]) for s in range(4)
            if s != trump and sure.per_suit[s] >= 1]
    return "".join(" " + x for x in [x for x in said if x][:2])


def _suit_tricks(suit: int, n: int) -> str:
    """The tricks of one suit in the list of top tricks: ``{0}`` the number in words, ``{1}``
    the cards (``two spades (♠AK)``; French counts the tricks, "deux à pique (♠AK)")."""
    if n == 1:
        return (translate("Analysis", "one spade ({1})"), translate("Analysis", "one heart ({1})"),
                translate("Analysis", "one diamond ({1})"), translate("Analysis", "one club ({1})"))[suit]
    return (translate("Analysis", "{0} spades ({1})"), translate("Analysis", "{0} hearts ({1})"),
            translate("Analysis", "{0} diamonds ({1})"), translate("Analysis", "{0} clubs ({1})"))[suit]


def sure_tricks(declarer_hand: int, dummy_hand: int, trump: int | None = None) -> SureTricks:
    """The top tricks declarer can cash: each suit's top winners, less those stranded in a
    hand declarer cannot reach (see :mod:`.cashing`). With ``trump`` a suit, its top
    winners are never stranded: every card is played in the end, and nothing beats them
    (a teacher counts the ♠A as a trick in a spade contract, however the suit blocks)."""
    per, ranks = [], []
    for s in range(4):
        n, r = top_tricks_in_suit(declarer_hand, dummy_hand, s)
        per.append(n)
        ranks.append(r)
    how = cashing(declarer_hand, dummy_hand)
    total, cashed = how.result
    if trump is not None:
        cashed = tuple(per[s] if s == trump or ruff_entry(declarer_hand, dummy_hand, s, trump) else cashed[s]
                       for s in range(4))  # type: ignore[assignment]
        total = sum(cashed)
    if total >= sum(per):
        return SureTricks(tuple(per), tuple(ranks))  # type: ignore[arg-type]
    if total >= 13:
        # More winners than tricks (set N of a teacher's review: 14, with ♣A K Q 10 7 6
        # opposite ♣J 9 3 counted six): every trick is a top trick, and no winner is stranded
        # or blocked — the last ones have no trick left to win. The suits with the most
        # winners give up their lowest.
        per, ranks = list(per), list(ranks)
        while sum(per) > 13:
            s = max(range(4), key=lambda k: (per[k], -k))
            per[s] -= 1
            ranks[s] = ranks[s][:per[s]]
        return SureTricks(tuple(per), tuple(ranks))  # type: ignore[arg-type]
    # The cards of a suit left out are the long hand's: the short hand's winners go first
    # (high from the shorter hand), and what is left waits in the long hand for a way in —
    # ♠AK doubleton opposite ♠Q86 strands the ♠Q; ♠KQ opposite ♠A109842 strands the ♠A.
    stranded = tuple(_stranded(ranks[s], per[s] - cashed[s], declarer_hand, dummy_hand, s) for s in range(4))
    kept = tuple(tuple(r for r in ranks[s] if r not in stranded[s]) for s in range(4))
    cut_by = how.lead if how.lead_hurts else None
    wrong_hand = False
    if cut_by is not None:
        holders = {declarer_hand if r in suit_ranks(declarer_hand, s) else dummy_hand
                   for s in range(4) for r in stranded[s]}
        wrong_hand = len(holders) == 1 and not set(ranks[cut_by]) & set(suit_ranks(holders.pop(), cut_by))
    return SureTricks(cashed, kept, stranded, cut_by,
                      tuple(_blocking(kept[s], stranded[s], declarer_hand, dummy_hand, s) for s in range(4)),
                      cut_wrong_hand=wrong_hand)


def _blocking(kept: Sequence[int], stranded: Sequence[int], a: int, b: int, suit: int) -> tuple[int, ...]:
    """The short hand's winners that block ``suit`` when the hand holding its stranded
    winners holds counted ones too (see :attr:`SureTricks.blocked`), else ()."""
    if not stranded:
        return ()
    ra, rb = suit_ranks(a, suit), suit_ranks(b, suit)
    holder, other = (ra, rb) if stranded[0] in ra else (rb, ra)
    if not any(r in holder for r in kept):
        return ()
    return tuple(r for r in kept if r in other)


def _stranded(ranks: Sequence[int], lost: int, a: int, b: int, suit: int) -> tuple[int, ...]:
    """``lost`` of a suit's winning ``ranks`` that cannot be cashed: the long hand's lowest
    winners first (then the other hand's), highest first as the list shows them."""
    if lost <= 0:
        return ()
    long_hand = a if len(suit_ranks(a, suit)) >= len(suit_ranks(b, suit)) else b
    mine = set(suit_ranks(long_hand, suit))
    order = [r for r in reversed(ranks) if r in mine] + [r for r in reversed(ranks) if r not in mine]
    return tuple(sorted(order[:lost], reverse=True))


# ----- the contract declarer would choose --------------------------------------------------


def is_stopper(ranks: Sequence[int]) -> bool:
    """A guard against the defenders running the suit in no trumps: A, Kx, Qxx or Jxxx."""
    n = len(ranks)
    return any(r == 14 or (r == 13 and n >= 2) or (r == 12 and n >= 3) or (r == 11 and n >= 4) for r in ranks)


def is_balanced(mask: int) -> bool:
    """No void, no singleton, at most one doubleton (the seed's definition)."""
    lengths = [len(suit_ranks(mask, s)) for s in range(4)]
    return min(lengths) >= 2 and lengths.count(2) <= 1


def has_eight_card_fit(declarer_hand: int, dummy_hand: int) -> bool:
    return any(len(suit_ranks(declarer_hand, s)) + len(suit_ranks(dummy_hand, s)) >= 8 for s in range(4))


def longest_fit(declarer_hand: int, dummy_hand: int, strain: str = "NT") -> tuple[int, int]:
    """The suit with the most cards between the two hands, and how many: the trump suit
    when it is one of the longest (spades first among equals otherwise)."""
    lengths = [len(suit_ranks(declarer_hand, s)) + len(suit_ranks(dummy_hand, s)) for s in range(4)]
    most = max(lengths)
    if strain in SUIT_LETTERS and lengths[SUIT_LETTERS.index(strain)] == most:
        return SUIT_LETTERS.index(strain), most
    return lengths.index(most), most


def unguarded_suits(declarer_hand: int, dummy_hand: int) -> list[int]:
    """The suits neither declarer nor dummy stops: in no trumps the defenders may run them —
    but not one of eight cards or more between the two hands, where they take their honours
    and no more (set P 33 of a teacher's review: "nothing stops the defenders' clubs" of
    declarer's own ♣9 7 5 3 2 opposite ♣J 10 4)."""
    return [s for s in _no_stopper(declarer_hand, dummy_hand)
            if len(suit_ranks(declarer_hand, s)) + len(suit_ranks(dummy_hand, s)) < 8]


def _no_stopper(declarer_hand: int, dummy_hand: int) -> list[int]:
    """The suits neither hand holds a stopper in (see :func:`.deal.is_stopper`)."""
    return [s for s in range(4)
            if not (is_stopper(suit_ranks(declarer_hand, s)) or is_stopper(suit_ranks(dummy_hand, s)))]


def choose_strain(declarer_hand: int, dummy_hand: int, points: int = 0) -> tuple[str, str]:
    """The trumps (or no trumps) declarer would choose, and why, in one sentence. With game
    values (``points`` ≥ 26) and every suit guarded, no trumps is preferred to a minor: nine
    tricks are easier than eleven."""
    lengths = [len(suit_ranks(declarer_hand, s)) + len(suit_ranks(dummy_hand, s)) for s in range(4)]
    majors = [s for s in (0, 1) if lengths[s] >= 8]
    if majors:
        s = max(majors, key=lambda m: (lengths[m], -m))
        return SUIT_LETTERS[s], translate(
            "Analysis", "{0} {1} between declarer and dummy: a fit in a major suit makes a good trump suit.").format(
            _capital(number_words(lengths[s])), suit_cards(s, lengths[s]))
    unguarded = unguarded_suits(declarer_hand, dummy_hand)
    minors = [s for s in (2, 3) if lengths[s] >= 8]
    short = any(min(len(suit_ranks(h, s)) for s in range(4)) <= 1 for h in (declarer_hand, dummy_hand))
    # A short suit favours trumps only while no trumps lacks its nine tricks: with nine top
    # tricks and every suit guarded, game in no trumps is there already.
    nine_on_top = sure_tricks(declarer_hand, dummy_hand).total >= target_tricks("NT", True)
    open_suits = join_list([suit_colour(u) for u in unguarded])
    if minors and (unguarded or (short and points < GAME_POINTS and not nine_on_top)):
        solid = _solid_major(declarer_hand, dummy_hand)
        if solid is not None:
            suit, ranks = solid
            return SUIT_LETTERS[suit], translate(
                "Analysis", "No eight-card major fit, but {0} in one hand lose at most one trick even opposite a "
                            "singleton: a suit that good makes trumps by itself, and a major game needs only "
                            "ten.").format(holding(suit, ranks))
        s = max(minors, key=lambda m: (lengths[m], -m))
        said = (translate("Analysis", "No eight-card major fit and nothing stops the defenders' {0}: play in the "
                                      "{1}-card fit in {2}.") if unguarded else
                translate("Analysis", "No eight-card major fit and a short suit lets declarer trump: play in the "
                                      "{1}-card fit in {2}."))
        return SUIT_LETTERS[s], said.format(open_suits, number_words(lengths[s]), suit_colour(s))
    if unguarded:
        return "NT", translate("Analysis", "No eight-card fit to choose as trumps, so no trumps — though the {0} "
                                           "are unguarded.").format(open_suits)
    if by_length := join_list([suit_colour(u) for u in _no_stopper(declarer_hand, dummy_hand) if lengths[u] >= 8]):
        # Guarded by length alone: the defenders take their honours there, and no more.
        return "NT", (translate("Analysis", "No eight-card fit in a major suit, and every suit guarded — the {0} by "
                                            "their length, where the defenders can take only their honours: no "
                                            "trumps, where game needs only nine.") if minors else
                      translate("Analysis", "No eight-card fit in a major suit, and every suit guarded — the {0} by "
                                            "their length, where the defenders can take only their honours: no "
                                            "trumps.")).format(by_length)
    if minors:
        return "NT", translate("Analysis", "No eight-card fit in a major suit and every suit guarded: no trumps, "
                                           "where game needs only nine.")
    return "NT", translate("Analysis", "No eight-card fit in a major suit and every suit guarded: no trumps.")


def _solid_major(declarer_hand: int, dummy_hand: int) -> tuple[int, list[int]] | None:
    """A major of six cards or more in one hand, seven between the two, headed by the ace,
    king and queen and the jack or ten with them: it loses a trick at most however the
    defenders' cards lie, so it needs no eight-card fit to be trumps (♥A K Q J 8 7 opposite
    a singleton took ten tricks where the weak eight-card diamond fit took nine)."""
    for s in (0, 1):
        for hand, other in ((declarer_hand, dummy_hand), (dummy_hand, declarer_hand)):
            ranks = suit_ranks(hand, s)
            if len(ranks) >= 6 and len(ranks) + len(suit_ranks(other, s)) >= 7 and {14, 13, 12} <= set(ranks) \
                    and (11 in ranks or 10 in ranks):
                return s, ranks
    return None


def _capital(word: str) -> str:
    """The word with a capital first letter, to begin a sentence ("Eight spades…")."""
    return word[:1].upper() + word[1:]


@dataclass(frozen=True)
class SuggestedContract:
    """Declarer's contract: the strain and why, and game or not — decided by a rule of thumb
    on the points (``rule == "points"``) or by counting tricks (``rule == "tricks"``)."""

    strain: str
    game: bool
    reason: str
    points: int = 0
    count: Expectation | None = None
    rule: str = "tricks"
    # In no trumps, the suits nobody stops (the defenders may run them first).
    open_suits: tuple[int, ...] = ()

    @property
    def need(self) -> int:
        return target_tricks(self.strain, True)


def suggest_contract(hands: Sequence[int], declarer: int) -> SuggestedContract:
    """Declarer's choice, from declarer's hand and dummy only (the other two hands are not
    read). Q8 (go for game?) is this decision's ``game``."""
    dummy = partner(declarer)
    per_seat = points_per_seat(hands)
    points = per_seat[declarer] + per_seat[dummy]
    strain, reason = choose_strain(hands[declarer], hands[dummy], points)
    count = expected_tricks(hands, declarer, strain)
    if points >= GAME_POINTS:
        game, rule = True, "points"
    elif points <= NO_GAME_POINTS and not has_eight_card_fit(hands[declarer], hands[dummy]):
        game, rule = False, "points"
    else:  # between the rules of thumb, the count decides; light on points, it must be a trick to spare
        need = target_tricks(strain, True)  # (unless the top tricks alone make game)
        margin = 1 if wants_spare_trick(points, strain) else 0
        game, rule = count.sure >= need or count.total >= need + margin, "tricks"
    open_suits = tuple(unguarded_suits(hands[declarer], hands[dummy])) if strain == "NT" else ()
    return SuggestedContract(strain, game, reason, points, count, rule, open_suits)


# ----- everything for one board ------------------------------------------------------------


QUESTION_KEYS = ("points", "first", "side", "declarer", "leader", "lead", "sure", "game", "extra")


@dataclass(frozen=True)
class Analysis:
    """The nine answers for a board, their explanations, and the double-dummy facts."""

    board: Board
    facts: DealFacts
    contract: SuggestedContract | None
    lead: Lead | None
    sure: SureTricks | None
    chances: tuple[Chance, ...]
    dd: DDTable | None
    best: BestContract | None
    go_for_game: bool | None
    explanations: dict[str, str] = field(default_factory=dict)

    @property
    def redeal(self) -> bool:
        return self.facts.redeal

    @property
    def extra_tricks(self) -> bool | None:
        return None if self.redeal else bool(self.chances)

    def to_json(self) -> dict[str, Any]:
        """One board as docs/CLI.md's ``exercise --json`` shows it (seats and sides as letters)."""
        f = self.facts
        letter = (lambda seat: None if seat is None else SEAT_LETTERS[seat])  # noqa: E731
        out: dict[str, Any] = {
            "board": self.board.number,
            "dealer": SEAT_LETTERS[self.board.dealer],
            "points": {SEAT_LETTERS[s]: f.points[s] for s in range(4)},
            "first_to_announce": letter(f.first_to_announce),
            "declaring_side": None if f.declaring_side is None else SIDE_NAMES[f.declaring_side],
            "declarer": letter(f.declarer),
            "dummy": letter(f.dummy),
            "opening_leader": letter(f.opening_leader),
            "suggested_lead": None if self.lead is None else card_code(self.lead.card),
            "sure_tricks": None if self.sure is None else self.sure.total,
            "go_for_game": self.go_for_game,
            "double_dummy": None if self.dd is None else {
                SEAT_LETTERS[s]: {k: self.dd[s][k] for k in ("C", "D", "H", "S", "NT")} for s in range(4)
            },
            "best_contract": None if self.best is None else {
                "declarer": SEAT_LETTERS[self.best.declarer], "strain": self.best.strain,
                "game": self.best.game, "score": self.best.score,
            },
            "title": self.board.title,
            "deal": self.board.pbn_deal,
            "redeal": self.redeal,
            "extra_tricks": self.extra_tricks,
            "extra_trick_chances": [c.to_json() for c in self.chances],
            "suggested_contract": None if self.contract is None else {
                "strain": self.contract.strain, "game": self.contract.game},
            "lead_contract": None if self.contract is None or f.declarer is None else {
                "declarer": SEAT_LETTERS[f.declarer], "strain": self.contract.strain, "game": self.contract.game},
            "explanations": dict(self.explanations),
        }
        if self.redeal:
            out["note"] = "20–20: the cards are thrown in and the same dealer deals again (redealt)"
        return out


def analyse(board: Board, dd: DDTable | bool | None = True) -> Analysis:
    """Answer the nine questions for ``board``. ``dd``: a double-dummy table already
    computed, ``True`` to compute one with endplay, ``False``/``None`` to go without."""
    if dd is True:
        from .dd import double_dummy

        table: DDTable | None = board.dd_table() or double_dummy(board.hands)
    else:
        table = dd or None
    hands, facts = board.hands, deal_facts(board.hands, board.dealer)
    ex: dict[str, str] = {}
    ex["points"] = _points_text(facts, board.dealer)
    ex["first"] = translate("Analysis", "{0} announces first because {0} is the dealer.").format(
        seat_words(board.dealer))
    ns, ew = side_points(hands)
    side, decl, dummy, leader = facts.declaring_side, facts.declarer, facts.dummy, facts.opening_leader
    if side is None or decl is None or dummy is None or leader is None:  # 20–20 (facts.redeal): all four are None
        ex["side"] = translate("Analysis", "Neither: each pair has 20 points, so the cards are thrown in and the "
                                           "same dealer deals again (a redeal).")
        return Analysis(board, facts, None, None, None, (), table, None, None, ex)
    ours, theirs = (ns, ew) if side == 0 else (ew, ns)
    ex["side"] = translate("Analysis", "{0} are the declaring side: they have {1} points between the two hands, "
                                       "{2} only {3}.").format(side_words(side), ours, side_words(1 - side), theirs)
    pd, pm = facts.points[decl], facts.points[dummy]
    if pd != pm:
        ex["declarer"] = translate("Analysis", "{0} is declarer, having more points ({1} to {2}); {3} is dummy, the "
                                               "hand opposite declarer.").format(
            seat_words(decl), pd, pm, seat_words(dummy))
    else:
        ex["declarer"] = translate("Analysis", "{0} and {1} have {2} points each, so {0}, who announced first, is "
                                               "declarer and {1} is dummy.").format(
            seat_words(decl), seat_words(dummy), pd)
    ex["leader"] = translate("Analysis", "{0} makes the opening lead, being on declarer's left.").format(
        seat_words(leader))
    contract = suggest_contract(hands, decl)
    trump = SUIT_LETTERS.index(contract.strain) if contract.strain in SUIT_LETTERS else None
    sure = sure_tricks(hands[decl], hands[dummy], trump)  # counted in the strain the answers choose
    lead = suggest_lead(hands[leader], contract.strain, hands[dummy], facts.points, leader)
    # The strain only: the lead comes before Q8, whether to go for game, which the level would answer.
    ex["lead"] = translate("Analysis", "{1} declares {0}. Against it, with dummy face up, {2} should lead {3}. "
                                       "{4}").format(strain_phrase(contract.strain), seat_words(decl),
                                                     seat_words(leader), suit_colour(lead.suit), lead.reason)
    ex["sure"] = sure.text() + (_ruff_caveat(hands, decl, sure, trump) if trump is not None else "")
    made = table[decl][contract.strain] if table is not None else None
    if made is not None and made < sure.total:
        # Set G of a teacher's review: "sure to make 8" beside double dummy's 6, the defenders
        # running six spades through ♠K J doubleton after the ♥A.
        ex["sure"] += " " + counted(made, translate(
            "Analysis", "Winners are not yet tricks, though: the defenders can take theirs first, and with all four "
                        "hands seen {0} makes only 1 trick."), translate(
            "Analysis", "Winners are not yet tricks, though: the defenders can take theirs first, and with all four "
                        "hands seen {0} makes only {1} tricks.")).format(seat_words(decl), made)
    ex["contract"] = contract.reason
    their_tops = [their_top_tricks(hands, decl, x, trump) for x in range(4)]
    # With thirteen top tricks there is no trick left to gain; nor where declarer's top tricks
    # and the defenders' make thirteen (set F of a teacher's review: "that would be a twelfth
    # trick" from a king led towards, beside twelve top tricks and the defenders' ace).
    chances = (tuple(extra_chances(hands, decl, contract.strain)) if sure.total + sum(their_tops) < 13 else ())
    chances = _stranded_chances(_raced_promotions(chances, contract), sure, hands, decl)
    chances = _length_out_of_reach(chances, hands, decl, trump)
    best = best_contract(table, decl) if table is not None else None
    ex["game"] = _game_text(decl, sure, contract, table, best, longest_fit(hands[decl], hands[dummy], contract.strain))
    ex["extra"] = _extra_text(decl, sure, chances, contract, table, their_tops)
    return Analysis(board, facts, contract, lead, sure, chances, table, best, contract.game, ex)


def _points_text(facts: DealFacts, dealer: int) -> str:
    parts = []
    for s in ((dealer + i) % 4 for i in range(4)):
        n = facts.points[s]
        said = translate("Analysis", "{0} has 0 points") if n == 0 else counted(
            n, translate("Analysis", "{0} has 1 point"), translate("Analysis", "{0} has {1} points"))
        parts.append(said.format(seat_words(s), n))
    listed = parts[0]
    for part in parts[1:]:
        listed = translate("Analysis", "{0}; {1}", "two players' points in a list").format(listed, part)
    return translate("Analysis", "{0}. That is 40 in all (A 4, K 3, Q 2, J 1).").format(listed)


def _trump_losers_text(count: Expectation, strain: str, total: float) -> str:
    """Q8's ceiling in a suit contract where trumps or a side suit lose rounds too: what the
    defenders take with their top cards, in each such side suit and in trumps, and the most
    left for declarer — one more where a finesse (or a lead towards the king) in trumps may
    save a loser (a teacher's review, set Y 6: "no more than eleven" from the two aces alone,
    beside the ♣K that takes a trick over the ♣Q in the count itself, and beside Q9's "up to
    ten"; set Y 20: "no more than eleven" where ♥9 7 4 3 opposite ♥A 6 loses a round too)."""
    parts = []
    if count.their_top:
        parts.append(counted(count.their_top, translate("Analysis", "one trick with their top cards"),
                             translate("Analysis", "{0} tricks with their top cards")).format(
            number_words(count.their_top)))
    # The first of the list names the tricks ("one trick in hearts and two in trumps").
    for suit, lost in enumerate(count.side_losers):
        if not lost:
            continue
        if count.side_tops[suit]:  # besides their top cards there
            forms = (translate("Analysis", "one more in {1}", "a side suit's losers"),
                     translate("Analysis", "{0} more in {1}", "a side suit's losers"))
        elif parts:
            forms = (translate("Analysis", "one in {1}", "a side suit's losers"),
                     translate("Analysis", "{0} in {1}", "a side suit's losers"))
        else:
            forms = (translate("Analysis", "one trick in {1}", "a side suit's losers"),
                     translate("Analysis", "{0} tricks in {1}", "a side suit's losers"))
        parts.append(counted(lost, *forms).format(number_words(lost), suit_colour(suit)))
    losers = math.ceil(count.trump_losers)
    if losers:
        forms = ((translate("Analysis", "one in trumps"), translate("Analysis", "{0} in trumps")) if parts else
                 (translate("Analysis", "one trick in trumps"), translate("Analysis", "{0} tricks in trumps")))
        parts.append(counted(losers, *forms).format(number_words(losers)))
    taken = join_list(parts)
    most = int(total)
    if count.trump_hope == "finesse":
        said = translate("Analysis", "But the defenders can take {0}, so no more than {1} are there for declarer, "
                                     "unless the finesse in {2} saves a trump loser.")
    elif count.trump_hope:
        said = translate("Analysis", "But the defenders can take {0}, so no more than {1} are there for declarer, "
                                     "unless a lead towards the king in {2} saves a trump loser.")
    else:
        said = translate("Analysis", "But the defenders can take {0}, so no more than {1} are there for declarer.")
    return said.format(taken, number_words(most), suit_colour(SUIT_LETTERS.index(strain)))


def _game_text(decl: int, sure: SureTricks, contract: SuggestedContract, table: DDTable | None,
               best: BestContract | None, fit: tuple[int, int]) -> str:
    """Q8: declarer's decision and the count behind it, in short sentences in the order a
    teacher says them: the answer; the points and the rule of thumb; the top tricks; where
    more may come from, each source with what it adds; what the defenders take with their
    top cards (when that sets the ceiling); the count against game's target; the conclusion.
    Double dummy only as an aside after it. Each sentence whole and marked, in the app's
    language (English on the command line)."""
    strain, need, points, game = contract.strain, contract.need, contract.points, contract.game
    top = (translate("Analysis", "no top tricks") if sure.total == 0 else counted(
        sure.total, translate("Analysis", "one top trick"), translate("Analysis", "{0} top tricks")).format(
        number_words(sure.total)))
    count = contract.count
    extras = count.parts() if count is not None else []
    total = count.total if count is not None else float(sure.total)
    sentences = [translate("Analysis", "Yes.") if game else translate("Analysis", "No.")]
    # The points and the rule of thumb.
    if points >= GAME_POINTS:
        said = translate("Analysis", "Declarer and dummy have {0} points between them, and with {1} or more game is "
                                     "worth going for.").format(points, GAME_POINTS)
    elif contract.rule == "points":
        said = translate("Analysis", "Declarer and dummy have only {0} points between them and no eight-card fit: "
                                     "with {1} or fewer and no fit, game is out of reach.").format(points,
                                                                                                   NO_GAME_POINTS)
    elif points > NO_GAME_POINTS:
        said = translate("Analysis", "Declarer and dummy have {0} points between them: fewer than the {1} that make "
                                     "game worth going for on points alone, so the tricks decide.").format(
            points, GAME_POINTS)
    else:  # the fit named as it is: "an eight-card fit" read wrong beside eleven diamonds
        fit_suit, fit_cards = fit
        # The "but" answers the rule it goes against, said first (a teacher found "but with
        # eight diamonds" after nothing it contradicted).
        said = translate("Analysis", "Declarer and dummy have {0} points between them: on points alone game is out "
                                     "of reach, but with {1} {2} they have a fit, so the tricks decide.").format(
            points, number_words(fit_cards), suit_colour(fit_suit))
    sentences.append(said)
    # The top tricks ("in hearts" after the count would read as four tricks in the heart suit).
    game_in = contract_words(strain, True)
    part_score = contract_words(strain, False)
    needs = translate("Analysis", "{0} needs {1}", "game in hearts needs ten (tricks)").format(
        game_in, number_words(need))
    alone = _capitalised(translate("Analysis", "{0} needs {1}.", "Game in hearts needs ten (tricks).").format(
        game_in, number_words(need)))
    if game and sure.total >= need:
        if strain == "NT":
            said = translate("Analysis", "In no trumps, declarer counts {0}, and {1}.").format(top, needs)
        else:
            said = translate("Analysis", "With {0} as trumps, declarer counts {1}, and {2}.").format(
                suit_colour(SUIT_LETTERS.index(strain)), top, needs)
        sentences.append(said)
        if contract.open_suits:  # nine on top, but the defenders may cash a suit nobody stops first
            sentences.append(translate("Analysis", "But nothing stops the defenders' {0}, and they may take the "
                                                   "first tricks there.").format(
                join_list([suit_colour(s) for s in contract.open_suits])))
            sentences.append(translate("Analysis", "Even so, declarer should go for game."))
        else:
            sentences.append(translate("Analysis", "So declarer should certainly go for game."))
    else:
        if strain == "NT":
            said = translate("Analysis", "In no trumps, declarer counts {0}.").format(top)
        else:
            said = translate("Analysis", "With {0} as trumps, declarer counts {1}.").format(
                suit_colour(SUIT_LETTERS.index(strain)), top)
        sentences.append(said)
        # Where more may come from, and what the defenders take.
        sentences.append(translate("Analysis", "More tricks may come: {0}.").format(join_list(extras)) if extras
                         else translate("Analysis", "No more tricks can be counted on."))
        if count is not None and count.capped and (count.trump_losers or any(count.side_losers)):
            sentences.append(_trump_losers_text(count, strain, total))
            sentences.append(alone)
        elif count is not None and count.capped:
            sentences.append(counted(
                count.their_top,
                translate("Analysis", "But the defenders can take one trick with their top cards, so no more than "
                                      "{1} are there for declarer."),
                translate("Analysis", "But the defenders can take {0} tricks with their top cards, so no more than "
                                      "{1} are there for declarer.")).format(number_words(count.their_top),
                                                                             number_words(int(total))))
            sentences.append(alone)
        elif count is not None and count.conceded:
            sentences.append(counted(
                count.theirs_anyway,
                translate("Analysis", "But however their cards lie, the defenders take one trick — an ace, or a "
                                      "round a promotion loses — so no more than {1} are there for declarer."),
                translate("Analysis", "But however their cards lie, the defenders take {0} tricks — their aces and "
                                      "the rounds the promotions lose — so no more than {1} are there for "
                                      "declarer.")).format(number_words(count.theirs_anyway),
                                                           number_words(int(count.total))))
            sentences.append(alone)
        elif count is not None and count.raced and count.race_suit is not None:
            sentences.append(translate("Analysis", "But the defenders hold {0} {1}: each time declarer gives up the "
                                                   "lead to drive out an honour, they can knock out a stopper there, "
                                                   "and then run the suit, so no more than {2} are there for "
                                                   "declarer.").format(
                number_words(count.race_against), suit_colour(count.race_suit),
                number_words(int(total))))
            sentences.append(alone)
        elif extras:
            whole = int(total)
            if total - whole < 0.5:
                about = translate("Analysis", "That makes about {0} tricks, and {1}.")
            elif whole == 1:  # French agrees the noun with one: "une levée et demie"
                about = translate("Analysis", "That makes about one and a half tricks, and {1}.")
            else:
                about = translate("Analysis", "That makes about {0} and a half tricks, and {1}.")
            sentences.append(about.format(number_words(whole), needs))
        else:
            sentences.append(alone)
        # The conclusion.
        if game and contract.rule == "points":
            if total < need:
                sentences.append(translate("Analysis", "The count falls short, so game will need a finesse or a "
                                                       "helpful lie of the cards; with {0} or more points, go for "
                                                       "game.").format(GAME_POINTS))
            else:
                sentences.append(translate("Analysis", "The count agrees: go for game."))
        elif game:
            if wants_spare_trick(points, strain) and int(total) - need >= 2:  # "and has one" beside twelve for ten
                spare = number_words(int(total) - need)
                sentences.append(translate("Analysis", "With only {0} points declarer wants a trick to spare, and has "
                                                       "{1}: go for game.").format(points, spare))
            elif wants_spare_trick(points, strain):
                sentences.append(translate("Analysis", "With only {0} points declarer wants a trick to spare, and has "
                                                       "one: go for game.").format(points))
            else:
                sentences.append(translate("Analysis", "That is enough to go for game."))
        elif contract.rule == "points":
            if total >= need:
                sentences.append(translate("Analysis", "That count is hopeful: with so few high cards the defenders "
                                                       "will take tricks first."))
            sentences.append(_capitalised(translate("Analysis", "{0} is the sensible target.",
                                                    "A part-score in hearts is the sensible target.").format(
                part_score)))
        elif total >= need:  # light on points: the count must have a trick to spare
            sentences.append(translate("Analysis", "But with only {0} points declarer wants a trick to spare before "
                                                   "going for game, so {1} is the sensible target.").format(
                points, part_score))
        else:
            sentences.append(translate("Analysis", "That is not enough for game, so {0} is the sensible "
                                                   "target.").format(part_score))
    if table is not None and best is not None:
        sentences.append(_seen_text(decl, strain, table[decl][strain]))
        ours, theirs = contract_score(strain, game, table[decl][strain])
        # Another contract that only scores as much is no better (4♥ and 4♠ both making 11).
        bettered = (best.strain, best.game) != (strain, game) and best.score > ours - theirs
        if bettered and best.score < 0:  # every contract fails
            sentences.append(translate("Analysis", "Every contract fails on this layout; the smallest loss would "
                                                   "come from {0} ({1} tricks).").format(
                contract_words(best.strain, best.game), best.tricks))
        elif best.score < 0 and (best.strain, best.game) != (strain, game):
            sentences.append(translate("Analysis", "Every contract fails on this layout, and none loses less than "
                                                   "this one."))
        elif bettered:
            sentences.append(translate("Analysis", "The best score would come from {0} ({1} tricks), but declarer "
                                                   "cannot see the defenders' cards.").format(
                contract_words(best.strain, best.game), best.tricks))
    return " ".join(sentences)


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def _seen_text(decl: int, strain: str, t: int) -> str:
    """``With all four hands seen, South makes 9 tricks in no trumps against the best
    defence.`` (double dummy: the best lead too, which may not be the one question 6 advises,
    and a teacher found the two side by side with no word of that)."""
    if strain == "NT":
        said = counted(t, translate("Analysis", "With all four hands seen, {0} makes 1 trick in no trumps against "
                                                "the best defence."),
                       translate("Analysis", "With all four hands seen, {0} makes {1} tricks in no trumps against "
                                             "the best defence."))
        return said.format(seat_words(decl), t)
    said = counted(t, translate("Analysis", "With all four hands seen, {0} makes 1 trick in {2} against the best "
                                            "defence."),
                   translate("Analysis", "With all four hands seen, {0} makes {1} tricks in {2} against the best "
                                         "defence."))
    return said.format(seat_words(decl), t, suit_colour(SUIT_LETTERS.index(strain)))


def _extra_text(decl: int, sure: SureTricks, chances: Sequence[Chance], contract: SuggestedContract,
                table: DDTable | None, theirs: Sequence[int] = (0, 0, 0, 0)) -> str:
    """Q9: yes when declarer has any chance of an extra trick; the chances, each judged on
    this layout — whole sentences in the app's language (English on the command line).
    ``theirs``: the tricks the defenders cash from the top in each suit."""
    if not chances and sure.total == 13:
        text = translate("Analysis", "No. All thirteen tricks are top tricks already: there is no trick left to "
                                     "gain.")
    elif not chances and table is not None and table[decl][contract.strain] > sure.total:
        # Double dummy finds more (a squeeze, an endplay): "they are all the tricks there
        # are" beside "makes 9 (8 top)" contradicted itself.
        text = translate("Analysis", "No. No long suit, finesse, promotion, lead towards an honour or ruff can add "
                                     "to declarer's top tricks: any trick beyond them has to come from where the "
                                     "defenders' cards lie.")
    elif not chances and table is not None and table[decl][contract.strain] < sure.total:
        # Set Y 17 of a teacher's review: "they are all the tricks there are to be had" beside
        # "makes 9 (10 top)": the defenders cash the ♠A K and the ♦A K first. The task is
        # making the top tricks, not adding to them.
        text = translate("Analysis", "No. No long suit, finesse, promotion, lead towards an honour or ruff can add "
                                     "to declarer's top tricks; the task is to make them all before the defenders "
                                     "take theirs.")
    elif not chances:
        text = translate("Analysis", "No. No long suit, finesse, promotion, lead towards an honour or ruff can add "
                                     "to declarer's top tricks: they are all the tricks there are to be had.")
    else:
        working = [c for c in chances if c.works]
        if working:
            first = next((c for c in working if not _feeds_the_race(c, contract)), working[0])
            # A promotion first gives the defenders its missing honours (the ♣A and ♣Q before
            # ♣J 10 9 make two); a king led towards wins its trick, but the ace still takes one:
            # those are tricks declarer cannot have.
            total = _reachable_total(sure.total, working)
            # Chances overlap (a promotion and the length of one suit): where the sum passes what
            # can be made with all four hands seen, the closing double-dummy sentence gives the
            # ceiling instead of a total that cannot be reached — unless leaving the defenders
            # their top tricks brings the sum to exactly that ceiling. Below it, the count of
            # those tricks is the doubtful one (a ruff may save one), and no total is said.
            capped = _reachable_total(sure.total, working, theirs)
            if table is None:
                reachable, total = True, capped
            elif total <= table[decl][contract.strain]:
                reachable = True
            else:
                reachable, total = capped == table[decl][contract.strain], capped
            # "That would be a twelfth trick" beside twelve top tricks says nothing true.
            reachable = reachable and total > sure.total
            text = translate("Analysis", "Yes. {0}").format(first.text)
            rest = [c for c in working if c is not first]
            if rest:
                text += " " + translate("Analysis", "More chances that work here: {0}.").format(
                    join_list([_chance_name(c) for c in rest]))
                if reachable:
                    text += " " + translate("Analysis", "Together they could bring declarer up to {0} "
                                                        "tricks.").format(number_words(total))
            elif reachable and first.tricks == 1:
                nth = ordinal(total)
                text += " " + (translate("Analysis", "That would be an {0} trick.") if nth[0] in "aeiou"
                               else translate("Analysis", "That would be a {0} trick.")).format(ordinal_words(total))
            elif reachable:
                text += " " + translate("Analysis", "That would bring declarer to {0} tricks.").format(
                    number_words(total))
        elif len(chances) == 1:  # "none of them" with one chance named pointed back to nothing
            text = translate("Analysis", "Yes, but on this layout it gains no trick. {0}").format(chances[0].text)
        else:
            text = translate("Analysis", "Yes, but on this layout none of them gains a trick. {0}").format(
                chances[0].text)
        failing = [c for c in chances if not c.works and not c.unneeded]
        if working and failing:
            # The chance named in the sentence (a player's review: "this does not work: length
            # in hearts" read as the spade length just said to work).
            text += " " + counted(len(failing[:3]), translate("Analysis", "On this layout, {0} does not work."),
                                  translate("Analysis", "On this layout, {0} do not work.")).format(
                join_list([_chance_name(c) for c in failing[:3]]))
        # A finesse that would win but adds nothing is no chance that "does not work" (set X
        # 32 of a teacher's review: the ♠J finesse, North holding the ♠Q, listed as failing).
        idle = [c for c in chances if c.unneeded and not c.gains_nothing]
        if working and idle:
            text += " " + translate("Analysis", "Not needed here: {0}.", "chances that would win but add no "
                                                                         "trick").format(
                join_list([_chance_name(c) for c in idle[:3]]))
        # Set Y of a teacher's review: a guarded honour takes its trick however declarer
        # plays; "not needed" read as "the trick comes anyway".
        guarded = [c for c in chances if c.gains_nothing]
        if working and guarded:
            text += " " + translate("Analysis", "Gains nothing here: {0}.", "finesses against an honour that "
                                                                          "takes its trick anyway").format(
                join_list([_chance_name(c) for c in guarded[:3]]))
    working = [c for c in chances if c.works]
    if table is not None and working and table[decl][contract.strain] <= sure.total:
        # Sets Y 22 and V 6 of a teacher's review: "sure to work" beside "makes 9 (9 top)": the
        # chance works in its suit, but while declarer gives up the lead to set it up the
        # defence takes as much (♦Q 10 9 8 losing three for one, the defenders' hearts led).
        text += " " + (translate("Analysis", "It works in its own suit, yet on the whole deal it adds no trick: "
                                             "the defence takes as much while declarer sets it up.")
                       if len(working) == 1 else
                       translate("Analysis", "Each works in its own suit, yet on the whole deal they add no "
                                             "trick: the defence takes as much while declarer sets them up."))
    if table is not None:
        t = table[decl][contract.strain]
        if contract.strain == "NT":
            said = counted(t, translate("Analysis", "With all four hands seen, {0} makes 1 trick in no trumps "
                                                    "against the best defence ({2} top)."),
                           translate("Analysis", "With all four hands seen, {0} makes {1} tricks in no trumps "
                                                 "against the best defence ({2} top)."))
            text += " " + said.format(seat_words(decl), t, sure.total)
        else:
            said = counted(t, translate("Analysis", "With all four hands seen, {0} makes 1 trick in {3} against the "
                                                    "best defence ({2} top)."),
                           translate("Analysis", "With all four hands seen, {0} makes {1} tricks in {3} against the "
                                                 "best defence ({2} top)."))
            text += " " + said.format(seat_words(decl), t, sure.total,
                                      suit_colour(SUIT_LETTERS.index(contract.strain)))
    return text


def _reachable_total(sure: int, working: Sequence[Chance], theirs: Sequence[int] = (0, 0, 0, 0)) -> int:
    """The most tricks the working chances can bring declarer to: each suit's chances are
    taken together or the suit is left alone, and a suit taken gives the defenders its
    honours' tricks (``gives``). Declarer need not play every suit: ♣K J 10 9 would give the
    ♣A and ♣Q for two tricks, and with ten others to be had elsewhere leaving clubs alone
    makes eleven, where taking every chance at once allowed no more than thirteen less the
    four honours given. The defenders' top cards (``theirs``, per suit) take their tricks
    whether declarer plays the suit or not: set D of a teacher's review summed ten tricks
    of chances beside their ♣A K and ♦A, eleven in all where double dummy makes ten."""
    per_suit: dict[int, tuple[int, int]] = {}
    for c in working:
        tricks, gives = per_suit.get(c.suit, (0, 0))
        per_suit[c.suit] = (tricks + c.tricks, gives + c.gives)
    best = sure
    suits = list(per_suit)
    for pick in range(1, 1 << len(suits)):
        taken = {suits[k] for k in range(len(suits)) if pick >> k & 1}
        lost = sum(max(theirs[s], per_suit[s][1] if s in taken else 0) for s in range(4))
        best = max(best, min(13 - lost, sure + sum(per_suit[s][0] for s in taken)))
    return best


def _chance_name(c: Chance) -> str:
    """``promotion in spades``, ``a finesse in hearts``… (in a list of chances)."""
    if c.falls and c.works and c.against:  # a finesse that loses gains a trick: the honour drops anyway
        return translate("Analysis", "the fall of the {0}", "a chance of extra tricks").format(
            card_text(card_of(c.suit, c.against)))
    if c.kind == "length" and c.through is not None:
        return translate("Analysis", "finessing through {1} in {0}", "a chance of extra tricks").format(
            suit_colour(c.suit), seat_words(c.through))
    return {
        "promotion": translate("Analysis", "promotion in {0}", "a chance of extra tricks"),
        "length": translate("Analysis", "length in {0}", "a chance of extra tricks"),
        "finesse": translate("Analysis", "a finesse in {0}", "a chance of extra tricks"),
        "lead-towards": translate("Analysis", "a lead towards an honour in {0}", "a chance of extra tricks"),
        "ruff": translate("Analysis", "ruffing in {0}", "a chance of extra tricks"),
    }[c.kind].format(suit_colour(c.suit))


def analyse_many(boards: Sequence[Board], with_dd: bool = True) -> list[Analysis]:
    """Analyses of many boards, their double-dummy tables solved in one batch."""
    if with_dd and boards:
        from .dd import tables_of

        return [analyse(b, t) for b, t in zip(boards, tables_of(boards), strict=True)]
    return [analyse(b, False) for b in boards]
