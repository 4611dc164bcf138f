"""The opening lead, chosen from what the leader sees: their own hand, the contract declarer
has named, dummy (in Minibridge dummy is face up before the lead) and the points every
player announced.

Each suit the leader holds gets the card a teacher's rule picks in it — top of a sequence
(Q J 10), top of touching honours (K Q 5), the inner card of an interior sequence
(K J 10), fourth highest from four or more, top of nothing, low from one honour — and a
score for how safe and how useful that lead is:

* **against no trumps** the long suit is the defenders' source of tricks: fourth highest
  from the longest and strongest suit, top of a sequence, and no short suits (a singleton
  or a doubleton honour gives declarer time and tricks). The longest suit with two honours,
  or of five cards with one (the stronger of two as long), outranks three small cards, "top
  of nothing", unless dummy or partner's points speak against it;
* **against a suit** the safe leads come first: a sequence, touching honours, a singleton
  (when the leader has trumps to ruff with — more so with the trump ace, which regains the
  lead to ruff again), top of nothing, the ace cashed (never a small card led away from
  it); a small card away from a lone king or queen (K 7 3, Q 8 2) comes last;
* **dummy on the table** changes the value: a side suit dummy is void or singleton in,
  with trumps there, gives declarer a ruff — so a trump is led instead, each round taking
  one of dummy's; a long suit dummy holds strongly (or, against no trumps, at least as long
  as the leader under its ace or king) is its source of tricks, not the defenders'; where
  dummy is weak, partner, who plays after it, can win cheaply (against
  a suit that is worth a little). Leading away from
  an honour into dummy's tenace (your king under its ace–queen) gives declarer a free
  finesse: that suit is led only when every suit is one;
* **partner's points** (announced before the play): with almost nothing partner cannot
  back up a lead away from an honour; otherwise the honours neither the leader nor dummy
  holds are shared between partner and declarer in proportion to their points, and the
  suit where partner most likely holds them gains.

How good this is was measured with :mod:`cardtable.bridge.leadbench`: on random deals the
taught lead costs the defence a trick double dummy about as often as the first-course rule
on the leader's hand alone (a fifth to a quarter of the deals; a card drawn at random, a
third), and weights fitted to one set of random deals did no better on another. So the
rules above set the order — a teacher must be able to say each of them — and the numbers
only keep it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..engine.actions import Play
from ..engine.cards import Card, mask_of
from ..engine.games.minibridge import MinibridgeInfo
from ..engine.view import PlayerView
from ..words import counted, translate
from .counting import SUIT_LETTERS, card_of, holding
from .deal import card_code, card_text, number_words, parse_card_code, suit_cards, suit_colour, suit_ranks

HCP = {14: 4, 13: 3, 12: 2, 11: 1}

# How good each kind of lead is, against no trumps ("nt.") and against a suit ("suit."),
# higher first, and what dummy, partner's points or the trump ace add. The order is the
# teaching rules'; the numbers were checked with ``python -m cardtable.bridge.leadbench``.
# The ace from ace–king comes before two touching honours against a suit (``ak``), and a
# sequence headed by the ten gives way to a long suit with honours against no trumps
# (``nt.ten-sequence``): set W of a teacher's review; both cost no trick on the built-in
# deals and one or two fewer over 400 random ones (seeds 1 and 2). Five cards with one
# honour against no trumps (``nt.long5-1``, and five to the jack as the longest suit) come
# before three or four small (set X of a teacher's review): the same count of costly leads.
SCORES: dict[str, int] = {
    "nt.sequence": 90, "suit.sequence": 92, "nt.ten-sequence": -20,
    "nt.touching2": 40, "nt.touching3": 74, "nt.touching4": 64, "nt.touching5": 80,
    "suit.touching2": 80, "suit.touching3": 88, "suit.touching4": 88, "suit.touching5": 88, "ak": 6,
    "nt.interior": 74, "suit.interior": 60,
    "nt.single": 35, "nt.single-honour": 25, "suit.single": 84, "suit.single-honour": 40, "trump-ace": 2,
    "nt.long-low": 76, "suit.long-low": 68, "nt.low3": 72, "nt.low2": 60, "suit.low3": 76, "suit.low2": 70,
    "suit.ace": 72,
    "six": 6, "nt.long4-1": 58, "nt.long4-2": 64, "nt.long5-1": 70, "nt.long5-2": 78,
    "suit.long4-1": 64, "suit.long4-2": 64, "suit.long5-1": 64, "suit.long5-2": 64,
    "nt.honour2": 40, "suit.honour2": 56, "nt.jack3": 70, "suit.jack3": 56, "nt.honour3": 58, "suit.honour3": 48,
    "ruffable": -10, "source": -10, "strong": -6,
    "nt.weak": 0, "nt.weak-away": 0, "suit.weak": 4, "suit.weak-away": 10,
    "weak-partner-points": 4, "weak-partner": -8, "partner-suit": 10,
    "nt.longest": 9,
    "trump-ruffs": 74, "trump-honour": 30, "trump": 46, "trump-sequence": 78,
}


def _score(nt: bool, kind: str) -> int:
    return SCORES[("nt." if nt else "suit.") + kind]


@dataclass(frozen=True)
class Lead:
    card: Card
    rule: str  # "sequence", "touching", "interior", "fourth", "singleton", "trump", "nothing", "ace", "away"
    reason: str
    good_suits: tuple[int, ...]  # every suit as good as the chosen one (they are all right)

    @property
    def suit(self) -> int:
        return int(self.card.suit)


@dataclass(frozen=True)
class _Option:
    score: int
    suit: int
    rank: int
    rule: str
    reason: str  # the lead's own words, said after the card ("top of a solid sequence (♠KQJ): …")
    trap: bool = False  # led away from an honour into dummy's tenace: only when every suit is one
    notes: tuple[str, ...] = ()  # what dummy or partner's points add, each a sentence
    buts: tuple[str, ...] = ()  # the notes against the lead, as clauses ("dummy has no spades and …")
    after_card: bool = False  # the reason follows the card with no comma ("Lead the ♠J from ♠K J 10 6, …")

    def adjusted(self, by: int, why: str = "", trap: bool = False, but: str = "") -> _Option:
        """The lead scored ``by`` more, with ``why`` said after it — or ``but``, a clause against
        it, said "But …" (and kept, to be told when another suit is led instead)."""
        if but:
            why = translate("Leads", "But {0}", "a reason against the lead: But dummy has no spades").format(but)
        return _Option(self.score + by, self.suit, self.rank, self.rule, self.reason, self.trap or trap,
                       self.notes + ((why,) if why else ()), self.buts + ((but,) if but else ()), self.after_card)

    @property
    def said(self) -> str:
        """The reason and its notes, as sentences after the card."""
        return ". ".join((self.reason, *self.notes))


def _sequence(ranks: list[int]) -> bool:
    return len(ranks) >= 3 and ranks[0] >= 10 and ranks[0] - ranks[1] == 1 and ranks[1] - ranks[2] == 1


def _near_sequence(ranks: list[int]) -> bool:
    """K Q 10, Q J 9, A K J: two touching honours and the card one below the next — led
    from the top like a sequence."""
    return len(ranks) >= 3 and ranks[0] >= 11 and ranks[0] - ranks[1] == 1 and ranks[1] - ranks[2] == 2


def _interior(ranks: list[int]) -> bool:
    """K J 10, A J 10, K 10 9, Q 10 9: the card under the gap heads a sequence of its own (A J 10
    too, where the gap is two cards wide)."""
    return (len(ranks) >= 3 and ranks[0] >= 12 and ranks[1] >= 10
            and (ranks[0] - ranks[1] == 2 or (ranks[0] == 14 and ranks[1] == 11)) and ranks[1] - ranks[2] == 1)


def _small_trumps(trumps: Sequence[int]) -> int:
    """The leader's trumps that a ruff would make a trick of: not the unbroken run from the
    ace, which wins its tricks anyway (♠A K: none, so a singleton lead promises no ruff)."""
    run = 0
    while run < len(trumps) and trumps[run] == 14 - run:
        run += 1
    return len(trumps) - run


def _holding_option(ranks: list[int], suit: int, nt: bool, trump_ace: bool, small: int,
                    longest: bool = True) -> _Option:
    """The lead from ``ranks`` (a side suit, or any suit against no trumps) judged on the
    leader's own cards. The scores order the holdings from safest and most useful down.
    ``longest``: no other suit of the leader's is longer (else it is not called the longest)."""
    n, top, held = len(ranks), ranks[0], holding(suit, ranks)
    honours = sum(1 for r in ranks if r >= 10)
    if _sequence(ranks):
        low = SCORES["nt.ten-sequence"] if nt and top == 10 else 0
        return _Option(_score(nt, "sequence") + n + low, suit, top, "sequence", translate(
            "Leads", "top of a solid sequence ({0}): the lead is safe — it gives declarer no trick that is not theirs "
                     "by right — and it tells partner what you hold").format(held))
    if nt and n >= 4 and top >= 12 and ranks[0] - ranks[1] == 1 and not _near_sequence(ranks):
        # Not "only a sequence of three is led from the top": the lead from K Q 6, or the
        # jack from A J 10 2, says otherwise (set V 11 and 19 of a teacher's review).
        said = (translate("Leads", "fourth highest from your longest and strongest suit ({0}): against no "
                                   "trumps two touching honours at the head of a long suit are not led from the "
                                   "top — the small card keeps them both over declarer's cards") if longest else
                translate("Leads", "fourth highest from a long suit ({0}): against no trumps two touching honours "
                                   "at the head of a long suit are not led from the top — the small card keeps them "
                                   "both over declarer's cards"))
        return _Option(_score(nt, f"long{min(n, 5)}-2") + (SCORES["six"] if n >= 6 else 0), suit, ranks[3], "fourth",
                       said.format(held))
    if n >= 2 and top >= 12 and ranks[0] - ranks[1] == 1:
        what = (translate("Leads", "the ace from ace–king ({0}): safe, and it starts to set up tricks for your side")
                if top == 14 else
                translate("Leads", "top of touching honours ({0}): safe, and it starts to set up tricks for your side"))
        score = _score(nt, "touching" + ("2" if n == 2 else "3" if n == 3 else "4" if n == 4 else "5"))
        score += SCORES["ak"] if top == 14 and not nt else 0
        return _Option(score, suit, top, "touching", what.format(held))
    if _interior(ranks) and (nt or top != 14):  # against trumps the ace is never underled: cashed below
        under = (translate("Leads", "from {0}, the top of the sequence under your ace: it keeps declarer from "
                                    "winning cheaply") if top == 14 else
                 translate("Leads", "from {0}, the top of the sequence under your king: it keeps declarer from "
                                    "winning cheaply") if top == 13 else
                 translate("Leads", "from {0}, the top of the sequence under your queen: it keeps declarer from "
                                    "winning cheaply"))
        return _Option(_score(nt, "interior"), suit, ranks[1], "interior", under.format(held), after_card=True)
    if n == 1:
        if nt:
            return _Option(_score(nt, "single-honour" if top >= 11 else "single"), suit, top, "nothing", translate(
                "Leads", "a singleton, though against no trumps a short suit rarely helps"))
        if not small or top >= 11:
            return _Option(_score(nt, "single-honour"), suit, top, "nothing",
                           translate("Leads", "a singleton"))
        if trump_ace and small >= 2:
            ruff = translate("Leads", "a singleton: when the suit is led again you can trump, and your trump ace "
                                      "lets you win the lead to get a second ruff")
        elif trump_ace:
            ruff = translate("Leads", "a singleton: when the suit is led again you can trump, and your trump ace wins "
                                      "the first round of trumps before declarer can draw your small one")
        else:
            ruff = translate("Leads", "a singleton: when the suit is led again you can trump")
        return _Option(_score(nt, "single") + (SCORES["trump-ace"] if trump_ace else 0), suit, top, "singleton",
                       ruff)
    if top <= 10:  # the ten is an honour too (the seed's glossary): "no high honour" where it heads the suit
        if n >= 4:
            said = ((translate("Leads", "fourth highest from your long suit ({0}), with no honour to lead away from")
                     if top < 10 else
                     translate("Leads", "fourth highest from your long suit ({0}), with no high honour to lead away "
                                        "from")) if longest else
                    (translate("Leads", "fourth highest from a long suit ({0}), with no honour to lead away from")
                     if top < 10 else
                     translate("Leads", "fourth highest from a long suit ({0}), with no high honour to lead away "
                                        "from")))
            return _Option(_score(nt, "long-low"), suit, ranks[3], "fourth", said.format(held))
        said = (translate("Leads", "top of a suit with no honour ({0}): it risks nothing of yours") if top < 10 else
                translate("Leads", "top of a suit with no high honour ({0}): it risks nothing of yours"))
        return _Option(_score(nt, "low3" if n >= 3 else "low2"), suit, top, "nothing", said.format(held))
    if not nt and top == 14:
        return _Option(_score(nt, "ace"), suit, top, "ace", translate(  # "the ♥A, the ace" said it twice
            "Leads", "from {0}: against a trump contract never lead a small card away from an ace — cash it, and "
                     "see what partner plays to it before going on").format(held), after_card=True)
    if n >= 4:
        if nt:
            score = _score(nt, f"long{min(n, 5)}-{min(honours, 2)}") + (SCORES["six"] if n >= 6 else 0)
            said = (translate("Leads", "fourth highest from your longest and strongest suit ({0}): against no "
                                       "trumps the long suit is the defenders' best hope — once its high cards are "
                                       "gone, its small cards take tricks") if longest else
                    translate("Leads", "fourth highest from a long suit ({0}): against no trumps a long suit is the "
                                       "defenders' best hope — once its high cards are gone, its small cards take "
                                       "tricks"))
            return _Option(score, suit, ranks[3], "fourth", said.format(held))
        return _Option(_score(nt, f"long{min(n, 5)}-{min(honours, 2)}"), suit, ranks[3], "fourth", translate(
            "Leads", "fourth highest from a long suit headed by an honour ({0}): it may set up tricks for your side, "
                     "though it risks giving declarer one").format(held))
    if n == 2:
        return _Option(_score(nt, "honour2"), suit, top, "away", translate(
            "Leads", "top of a doubleton ({0}), though it may cost your honour").format(held))
    if top == 11:
        return _Option(_score(nt, "jack3"), suit, ranks[-1], "away", translate(
            "Leads", "low from the jack ({0}): a jack is seldom a trick of its own").format(held))
    return _Option(_score(nt, "honour3"), suit, ranks[-1], "away", translate(
        "Leads", "low from an honour ({0}), though it leads away from it").format(held))


def _dummy_strong(d: list[int]) -> bool:
    """Two of the ace, king and queen, or a tenace (A Q, K J, A J) waiting for the lead."""
    return sum(1 for r in d if r >= 12) >= 2 or (14 in d and 11 in d) or (13 in d and 11 in d)


def _into_tenace(mine: list[int], d: list[int]) -> bool:
    """Dummy (who plays after the leader) holds a card above and below the leader's honour:
    leading away from it hands declarer a free finesse."""
    return any(r >= 11 and any(x > r for x in d) and any(r > x >= 10 for x in d) for r in mine[:1])


def _run(mine: list[int]) -> list[int]:
    """The leader's top honours that touch (♣Q J of ♣Q J 4 2)."""
    run = mine[:1]
    for r in mine[1:]:
        if r != run[-1] - 1:
            break
        run.append(r)
    return run


def _swallowed(mine: list[int], d: list[int]) -> bool:
    """Does dummy hold every card above the leader's touching honours, at least as many of
    them as there are honours, so that each falls under one and no card of the leader's is
    promoted (♣A K 9 8 5 over ♣Q J 4 2)?"""
    run = _run(mine)
    above = list(range(run[0] + 1, 15))
    return all(r in d for r in above) and len(above) >= len(run)


def _with_dummy(opt: _Option, mine: list[int], d: list[int], dummy_trumps: int, nt: bool) -> _Option:
    """The same lead seen with dummy face up."""
    name = suit_colour(opt.suit)
    passive = opt.rule in ("nothing", "fourth", "away", "interior")
    if not nt and dummy_trumps and len(d) <= 1:
        # Into a void even a sequence is trumped at once; into a singleton a long suit's
        # later rounds are, so the tricks a sequence sets up there never come.
        hit = passive or not d or (len(mine) >= 4 and opt.rule in ("sequence", "touching"))
        ruff = (translate("Leads", "dummy has only one {0}, so it can trump the suit from the second round on").format(
            suit_cards(opt.suit, 1)) if d
                else translate("Leads", "dummy has no {0} and can trump it").format(name))
        return opt.adjusted(SCORES["ruffable"] if hit else 0, but=ruff)
    if _dummy_strong(d):
        held = holding(opt.suit, d)
        if opt.rule in ("sequence", "touching") and _swallowed(mine, d):
            # Dummy's A K over your Q J 4 2: led, the honours fall to them and the suit sets up
            # nothing (set F of a teacher's review: "safe, and it starts to set up tricks" for a
            # lead that cost a trick double dummy, where a small club did not). A small card
            # keeps them; with no small card the top one is the card, and says so.
            run = holding(opt.suit, _run(mine))
            # Unless dummy holds the card under the run (set O 12 of a teacher's review: the
            # ♣8 from ♣Q J 8 let dummy's ♣A K 10 5 4 win with the ten, and kept nothing).
            under = _run(mine)[-1] - 1
            if len(mine) > len(_run(mine)) and under not in d:
                low = mine[3] if len(mine) >= 4 else mine[-1]
                return _Option(opt.score + SCORES["strong"], opt.suit, low, "away", translate(
                    "Leads", "low from {0}: dummy's {1} would take your {2} if you led them, so a small card keeps "
                             "them for later").format(holding(opt.suit, mine), held, run))
            plain = replace(opt, reason=translate("Leads", "top of touching honours ({0}), the card that tells "
                                                           "partner what you hold").format(holding(opt.suit, mine)))
            return plain.adjusted(SCORES["source"], but=translate(
                "Leads", "dummy holds {0}, over your {1}: led, your honours fall to its high cards, and the suit "
                         "sets up nothing for you").format(held, run))
        if opt.rule == "sequence":
            return opt.adjusted(0, translate("Leads", "Dummy's {0} makes no difference: a sequence gives nothing "
                                                      "away").format(held))
        if passive and mine[0] >= 11 and _into_tenace(mine, d):
            return opt.adjusted(0, but=translate("Leads", "dummy holds {0}, over your {1}: a lead there gives "
                                                          "declarer a free finesse").format(
                held, card_text(card_of(opt.suit, mine[0]))), trap=True)
        if nt and len(d) >= 4 and opt.rule in ("fourth", "away"):
            return _declarers_source(opt, d)
        if passive and not nt:
            return opt.adjusted(SCORES["strong"], but=translate(
                "Leads", "dummy holds {0}: a lead there plays into declarer's strength").format(held))
        return opt
    # Against no trumps a suit dummy holds as long as the leader, under its ace or king, is
    # declarer's to set up (set I of a teacher's review: ♥J 10 8 6 2 led into dummy's
    # ♥A 9 5 4 3 let 3NT make; the six spades headed by the king beat it by two).
    if nt and len(d) >= 4 and len(d) >= len(mine) and d[0] >= 13 and opt.rule in ("fourth", "away"):
        return _declarers_source(opt, d)
    if (not d or d[0] <= 10) and opt.rule != "ace":
        gain = _score(nt, "weak-away" if opt.rule == "away" else "weak")
        return opt.adjusted(gain, _weak_dummy_words(opt, name, mine, d, nt))
    return opt


def _declarers_source(opt: _Option, d: list[int]) -> _Option:
    """A long lead into a long suit of dummy's, against no trumps: declarer's suit to set up."""
    return opt.adjusted(SCORES["source"], but=translate(
        "Leads", "dummy holds {0}: the suit is declarer's source of tricks, not yours").format(holding(opt.suit, d)))


def _weak_dummy_words(opt: _Option, name: str, mine: list[int], d: list[int], nt: bool) -> str:
    """Why a lead where dummy is weak is the better for it, in words that fit the lead: the
    leader sees neither partner's cards nor declarer's, so what partner does is a hope; an
    honour led is said to be safe from dummy only when dummy has nothing above it."""
    if len(mine) == 1:  # a singleton: partner may win and give the leader a ruff
        return "" if nt else translate("Leads", "Dummy is weak in {0}, so partner, who plays after dummy, may win "
                                                "the trick and lead the suit back for you to trump").format(name)
    if opt.rule in ("sequence", "touching", "interior"):
        if opt.rank < 14 and all(r < opt.rank for r in d):  # (nothing beats an ace: no need to say so)
            return translate("Leads", "Dummy has nothing in {0} to beat your {1}").format(
                name, card_text(card_of(opt.suit, opt.rank)))
        return ""
    if opt.rank == mine[0]:  # the top of a doubleton or of nothing: partner's cards decide
        return translate("Leads", "Dummy is weak in {0}, so any honour partner holds there plays after dummy's "
                                  "cards").format(name)
    return translate("Leads", "Dummy is weak in {0}, so partner, who plays after dummy, may win the trick "
                              "cheaply").format(name)


def _trump_lead(hand: int, trump: int, dummy: int, share: tuple[int, float] | None = None) -> _Option | None:
    """A trump when dummy is short in a side suit and has trumps to ruff it with — unless the
    leader's trumps hold an honour that leading would sacrifice. The ruffs it stops are of
    declarer's losers in that suit, the defenders' winners. Where dummy still holds a card
    there and the defenders are likely to hold less than a queen's worth of its honours (the
    leader's own, and partner's share of the rest by the points announced: ``share``, see
    :func:`_partner_share`), declarer has little to ruff and the lead scores a little lower,
    below cashing an ace. A singleton ♠4 was led "to stop ruffs" with ♣8 7 5 4 3 2 against
    dummy's ♣10, partner holding 3 points: declarer's ♣A K Q J had no loser, and the ♠4 let
    13 tricks make where the ♥A held them to 11."""
    mine, dummy_trumps = suit_ranks(hand, trump), suit_ranks(dummy, trump)
    if not mine or not dummy_trumps or len(dummy_trumps) > 5:
        return None
    if (any(r >= 11 for r in mine) and not _sequence(mine)) or (len(mine) == 1 and mine[0] >= 9):
        return None
    short = [s for s in range(4) if s != trump and len(suit_ranks(dummy, s)) <= 1 and len(suit_ranks(hand, s)) >= 3]
    if not short:
        return None
    s = short[0]
    d, t = len(suit_ranks(dummy, s)), len(dummy_trumps)
    # The cards dummy would ruff are declarer's losers, not the leader's; and a leader with one
    # trump leads one round of them, not "each round".
    if d == 0:
        why = counted(t, translate("Leads", "a trump: dummy has no {0} and one trump, so declarer will want to ruff "
                                            "{2} there"),
                      translate("Leads", "a trump: dummy has no {0} and {1} trumps, so declarer will want to ruff "
                                         "{2} there"))
        noun = suit_colour(s)
    else:
        why = counted(t, translate("Leads", "a trump: dummy has only one {0} and one trump, so declarer will want to "
                                            "ruff {2} there"),
                      translate("Leads", "a trump: dummy has only one {0} and {1} trumps, so declarer will want to "
                                         "ruff {2} there"))
        noun = suit_cards(s, 1)
    away = (translate("Leads", "each round of trumps you lead takes one of dummy's away") if len(mine) > 1 else
            translate("Leads", "your one trump, led, takes one of dummy's away"))
    why = translate("Leads", "{0} — {1}", "a trump lead: the ruff it stops — what it does").format(why, away)
    hidden = _hidden_points(hand, dummy, s)
    theirs = sum(HCP.get(r, 0) for r in suit_ranks(hand, s)) + hidden * (share[1] if share else 0.5)
    losers = d == 0 or theirs >= 2
    return _Option(SCORES["trump-ruffs"] - (0 if losers else 4), trump,
                   mine[0] if _sequence(mine) or len(mine) <= 2 else mine[-1], "trump",
                   why.format(noun, number_words(t), suit_cards(s, 2)))


def _trump_option(mine: list[int], trump: int) -> _Option:
    """A trump lead with no ruff in dummy to stop: safe from small trumps, costly from an honour."""
    held = holding(trump, mine)
    if _sequence(mine):  # K Q J of trumps: as safe as any sequence, and it costs no trump trick
        return _Option(SCORES["trump-sequence"], trump, mine[0], "trump",
                       translate("Leads", "a trump from the top of your sequence ({0}): it gives nothing "
                                          "away").format(held))
    if any(r >= 11 for r in mine):
        return _Option(SCORES["trump-honour"], trump, mine[-1], "trump",
                       translate("Leads", "a trump ({0}), though it may cost your trump honour").format(held))
    card = mine[0] if len(mine) <= 2 or _sequence(mine) else mine[-1]
    return _Option(SCORES["trump"] - (4 if len(mine) == 1 else 0), trump, card, "trump",
                   translate("Leads", "a trump ({0}): it gives nothing away").format(held))


def _partner_share(points: Sequence[int] | None, leader: int | None) -> tuple[int, float] | None:
    """Partner's points, and partner's share of the high cards hidden from the leader
    (partner's and declarer's), from the points everyone announced."""
    if points is None or leader is None:
        return None
    partner, declarer = points[(leader + 2) % 4], points[(leader + 3) % 4]
    return (partner, partner / (partner + declarer)) if partner + declarer else None


def _hidden_points(hand: int, dummy: int, suit: int) -> int:
    seen = suit_ranks(hand, suit) + suit_ranks(dummy, suit)
    return sum(p for r, p in HCP.items() if r not in seen)


def _with_partner(opt: _Option, hand: int, dummy: int | None, known: tuple[int, float] | None) -> _Option:
    """Partner's announced points: with almost nothing, partner cannot back up a lead away
    from an honour; with a fair share of the missing honours, the suit where they lie —
    neither in the leader's hand nor in dummy — is partner's likely suit."""
    if dummy is None or known is None or opt.rule in ("sequence", "touching", "trump"):
        return opt
    partner, share = known
    mine = suit_ranks(hand, opt.suit)
    # An honour with the card under it (♦J 10 8 7 3) needs no backing: the ten sets up the
    # suit with it (set G of a teacher's review: "too few to back up your honour" turned down
    # the textbook lead).
    backed = len(mine) >= 2 and mine[0] - mine[1] == 1
    if (partner <= SCORES["weak-partner-points"] and mine[0] >= 11 and not backed
            and opt.rule in ("away", "fourth", "interior")):
        few = (translate("Leads", "partner announced only 0 points, too few to back up your honour") if not partner
               else counted(partner, translate("Leads", "partner announced only 1 point, too few to back up your "
                                                        "honour"),
                            translate("Leads", "partner announced only {0} points, too few to back up your honour")))
        return opt.adjusted(SCORES["weak-partner"], but=few.format(partner))
    hidden = _hidden_points(hand, dummy, opt.suit)
    if share < 0.45 or hidden < 5:
        return opt
    bonus = round(hidden * share * SCORES["partner-suit"] / 10)
    return opt.adjusted(bonus, translate("Leads", "From the points announced partner is likely to hold some of the "
                                                  "{0} honours you and dummy lack").format(
        suit_cards(opt.suit, 1))) if bonus >= 4 else opt


def _long_and_strong(hand: int) -> int | None:
    """The leader's longest suit headed by the queen or better, of four cards with two
    honours (the ten counts) or of five or more (set N 6 of a teacher's review: ♥A 9 5 4 2
    is led from, not ♦10 4 2), the one with more high-card points where two are as long;
    ``None`` when there is none."""
    best: tuple[int, int, int] | None = None
    most = max(len(suit_ranks(hand, s)) for s in range(4))
    for s in range(4):
        ranks = suit_ranks(hand, s)
        if len(ranks) != most or most < 4:
            continue
        headed = ranks[0] >= 12 or (len(ranks) >= 5 and ranks[0] >= 11)  # five to the jack too (set X 9)
        if headed and (len(ranks) >= 5 or sum(1 for r in ranks if r >= 10) >= 2):
            key = (len(ranks), sum(HCP.get(r, 0) for r in ranks), -s)
            best = key if best is None or key > best else best
    return None if best is None else -best[2]


def suggest_lead(hand: int, strain: str | None = None, dummy: int | None = None,
                 points: Sequence[int] | None = None, leader: int | None = None) -> Lead:
    """The card the opening leader should choose from ``hand`` against ``strain`` (``None``:
    not known yet, treated as no trumps), looking at ``dummy`` when it is known and at the
    points announced (``points`` per seat, N E S W; ``leader`` the leader's seat)."""
    nt = strain in (None, "NT")
    trump = SUIT_LETTERS.index(strain) if strain and strain in SUIT_LETTERS else None
    my_trumps = [] if trump is None else suit_ranks(hand, trump)
    dummy_trumps = 0 if trump is None or dummy is None else len(suit_ranks(dummy, trump))
    share = _partner_share(points, leader)
    plain: list[_Option] = []
    options: list[_Option] = []
    for s in range(4):
        ranks = suit_ranks(hand, s)
        if not ranks:
            continue
        side = s != trump
        longest = len(ranks) >= max(len(suit_ranks(hand, t)) for t in range(4))
        opt = (_holding_option(ranks, s, nt, 14 in my_trumps, _small_trumps(my_trumps), longest) if side
               else _trump_option(ranks, s))
        plain.append(opt)
        if dummy is not None and side:
            opt = _with_dummy(opt, ranks, suit_ranks(dummy, s), dummy_trumps, nt)
        options.append(_with_partner(opt, hand, dummy, share))
    if nt and (strong := _long_and_strong(hand)) is not None:
        # Set L of a teacher's review: the ♠7 from ♠7 4 2 was taught over ♣Q 10 7 4.
        options = [o.adjusted(SCORES["nt.longest"])
                   if o.suit == strong and not o.buts and o.rule in ("fourth", "touching", "interior") else o
                   for o in options]
    if trump is not None and dummy is not None:
        special = _trump_lead(hand, trump, dummy, share)
        if special is not None:
            options = [special if o.suit == trump else o for o in options]

    def key(o: _Option) -> tuple[int, int, int]:
        return (o.score, len(suit_ranks(hand, o.suit)), -o.suit)

    best = max([o for o in options if not o.trap] or options, key=key)
    # ("from ♠K J 10 6, …" follows the card without a comma: "Lead the ♠J from ♠K J 10 6, …")
    lead = (translate("Leads", "Lead the {0} {1}.", "the reason says where the card comes from: Lead the ♠J from "
                                                    "♠K J 10 6, …") if best.after_card
            else translate("Leads", "Lead the {0}, {1}."))
    text = lead.format(card_text(card_of(best.suit, best.rank)), best.said)
    # From the leader's own cards: "every other suit risks more" was sometimes false double dummy.
    if best.buts:
        text += " " + translate("Leads", "Still, no other suit looks safer.")
    first_choice = max(plain, key=key)
    if first_choice.suit != best.suit:
        avoided = next(o for o in options if o.suit == first_choice.suit)
        if avoided.buts:
            text += " " + translate("Leads", "Not {0}: {1}.").format(suit_colour(first_choice.suit), avoided.buts[0])
    good = tuple(sorted(o.suit for o in options if o.score == best.score and o.trap == best.trap))
    return Lead(card_of(best.suit, best.rank), best.rule, text, good)


def hindsight(hands: Sequence[int], declarer: int, strain: str, lead: Card) -> str:
    """What double dummy says of ``lead`` — said beside the advice, never instead of it:
    the advice is what the leader can know; this sentence needs all four hands.
    Empty when the lead is as good as any."""
    from .ddplay import rank_order, start, values  # endplay is loaded only when asked

    vals = values(start(hands, declarer, strain))
    best = min(vals.values())
    lost = vals[card_code(lead)] - best
    if lost <= 0:
        return ""
    winners = [c for c, v in vals.items() if v == best]
    # the suit with the most winning cards, and its highest: the lead a player would name
    suit = max("SHDC", key=lambda s: (sum(1 for c in winners if c[0] == s), -"SHDC".index(s)))
    card = max((c for c in winners if c[0] == suit), key=rank_order)
    return counted(lost, translate("Leads", "With all four hands seen, the {0} would have given the defence one "
                                            "trick more."),
                   translate("Leads", "With all four hands seen, the {0} would have given the defence {1} tricks "
                                      "more.")).format(card_text(parse_card_code(card)), number_words(lost))


def taught_opening_lead(view: PlayerView) -> Lead | None:
    """The opening lead as the exercises teach it (:func:`suggest_lead`: the leader's hand,
    the strain, dummy and the points announced) when ``view`` is the Minibridge opening
    leader's, else ``None``. The hint gives this card: the search's few double-dummy layouts
    favoured odd leads (a singleton against no trumps) that the practice window, asked about
    the same hand, teaches against."""
    info = view.info
    if (not isinstance(info, MinibridgeInfo) or view.phase != "play" or view.history or view.trick
            or view.to_act != view.seat or info.contract is None or info.dummy_hand is None):
        return None
    points = info.points
    if any(p is None for p in points):
        return None
    lead = suggest_lead(mask_of(view.hand), info.contract.strain, mask_of(info.dummy_hand),
                        [int(p or 0) for p in points], view.seat)
    return lead if Play(view.seat, lead.card) in view.legal else None


def taught_opening_play(view: PlayerView) -> Play | None:
    """:func:`taught_opening_lead` as the action to take (what a hint suggests)."""
    lead = taught_opening_lead(view)
    return None if lead is None else Play(view.seat, lead.card)
