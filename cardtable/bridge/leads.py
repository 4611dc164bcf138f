"""The opening lead, chosen from what the leader sees: their own hand, the contract declarer
has named, and dummy — in Minibridge dummy is face up before the lead.

The rules are the ones a teacher gives in the first lessons:

* top of a solid sequence (Q J 10) or of touching honours (K Q 5) — safe, and it builds tricks;
* against no trumps, the long suit (fourth highest): its small cards become winners later;
* against a trump contract, a singleton (to ruff the second round), the ace from ace–king,
  never a small card away from an ace;
* a trump when dummy is short in a side suit and holds trumps to ruff it: every round of
  trumps takes one of dummy's;
* look at dummy: in a suit where dummy is weak, partner (who plays after dummy) can beat
  its small cards; leading away from an honour into dummy's strength (A Q, K J, A K) helps
  declarer; a side suit dummy can ruff gives declarer a trick.

The weights were checked against double dummy (how often the lead costs a trick) on a few
hundred random deals; the rules above, not the measurement, decide the order.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import Card
from .counting import SUIT_LETTERS, card_of, holding
from .deal import SUIT_NAMES, SUIT_SINGULAR, card_text, count_words, suit_ranks


@dataclass(frozen=True)
class Lead:
    card: Card
    rule: str  # "sequence", "touching", "fourth", "singleton", "trump", "nothing", "ace", "away"
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
    reason: str


def _holding_option(ranks: list[int], suit: int, nt: bool, is_trump: bool, has_trumps: bool) -> _Option:
    """The lead from ``ranks`` judged on the leader's own cards alone."""
    n, top, held = len(ranks), ranks[0], holding(suit, ranks)
    touching = n >= 2 and top >= 11 and ranks[0] - ranks[1] == 1
    if n >= 3 and top >= 10 and ranks[0] - ranks[1] == 1 and ranks[1] - ranks[2] == 1:
        return _Option(100 + n, suit, top, "sequence",
                       f"top of a solid sequence ({held}): the lead is safe — it gives declarer no trick that is "
                       f"not theirs by right — and it tells partner what you hold")
    if touching:
        what = "the ace from ace–king" if top == 14 else "top of touching honours"
        return _Option((80 if n >= 3 else 45 if nt else 50) + n, suit, top, "touching",
                       f"{what} ({held}): safe, and it starts to set up tricks for your side")
    if not nt and top == 14 and not is_trump:
        return _Option(55, suit, top, "ace",
                       f"the ace ({held}): against a trump contract never lead a small card away from an ace, "
                       f"though cashing it gives up the chance to catch declarer's king")
    if n >= 4 and nt:
        honour = " headed by an honour" if top >= 10 else ""
        return _Option((78 if top >= 10 else 70) + n, suit, ranks[3], "fourth",
                       f"fourth highest from your long suit{honour} ({held}): against no trumps the long suit is "
                       f"the defenders' best hope — once its high cards are gone, its small cards take tricks")
    if n == 1 and not nt and not is_trump and has_trumps and top < 14:
        return _Option(75, suit, top, "singleton",
                       f"a singleton ({held}): when the suit is led again you can trump")
    if n >= 4 and top >= 10:
        return _Option(40 + n, suit, ranks[3], "fourth",
                       f"fourth highest from a long suit headed by an honour ({held}): it may set up tricks "
                       f"for your side, though it risks giving declarer one")
    if top <= 10:
        if n == 1:
            return _Option(20 if nt else 40, suit, top, "nothing",
                           f"a singleton ({held}), though it rarely helps against no trumps")
        if n >= 4:
            return _Option(55 + n, suit, ranks[3], "fourth",
                           f"fourth highest from your long suit ({held}), with no honour to lead away from")
        return _Option(50 + n, suit, top, "nothing",
                       f"top of a suit with no honour ({held}): it risks nothing of yours")
    return _Option(15 if n == 1 else 20, suit, top if n <= 2 else ranks[-1], "away",
                   f"the least bad choice ({held}), though it leads away from an honour")


def _dummy_is_strong(ranks: list[int]) -> bool:
    """Two of the ace, king and queen, or a tenace (A Q, K J, A J) waiting for the lead."""
    top = [r for r in ranks if r >= 12]
    return len(top) >= 2 or (14 in ranks and 11 in ranks) or (13 in ranks and 11 in ranks)


def _with_dummy(opt: _Option, dummy_ranks: list[int], dummy_trumps: int, nt: bool, is_trump: bool) -> _Option:
    """The same lead seen with dummy face up: a suit dummy ruffs, or a holding led away from
    into dummy's strength, loses value; a suit where dummy is weak is said to be so."""
    name, d = SUIT_NAMES[opt.suit], dummy_ranks
    if is_trump:
        return opt
    if not nt and dummy_trumps and len(d) <= 1:
        has = "no" if not d else "only one"
        return _Option(opt.score - 20, opt.suit, opt.rank, opt.rule,
                       f"{opt.reason}. But dummy has {has} {SUIT_SINGULAR[opt.suit] if d else name} and "
                       f"would trump it")
    if _dummy_is_strong(d):
        if opt.rule == "sequence":
            return _Option(opt.score, opt.suit, opt.rank, opt.rule,
                           f"{opt.reason}. Dummy's {holding(opt.suit, d)} makes no difference: "
                           f"a sequence gives nothing away")
        return _Option(opt.score - 10, opt.suit, opt.rank, opt.rule,
                       f"{opt.reason}. But dummy holds {holding(opt.suit, d)}: a lead there plays into "
                       f"declarer's strength")
    if not d or d[0] <= 10:
        return _Option(opt.score, opt.suit, opt.rank, opt.rule,
                       f"{opt.reason}. Dummy is weak in {name}, so partner, who plays after dummy, can win "
                       f"the trick cheaply")
    return opt


def _trump_lead(hand: int, trump: int, dummy: int) -> _Option | None:
    """A trump when dummy is short in a side suit and has trumps to ruff it with — unless the
    leader's trumps hold an honour that leading would sacrifice."""
    mine, dummy_trumps = suit_ranks(hand, trump), suit_ranks(dummy, trump)
    if not mine or not 2 <= len(dummy_trumps) <= 4:  # with five or more, dummy is the long trump hand
        return None
    if any(r >= 11 for r in mine) and not (len(mine) >= 3 and mine[0] - mine[2] == 2):
        return None
    short = [s for s in range(4) if s != trump and len(suit_ranks(dummy, s)) <= 1 and len(suit_ranks(hand, s)) >= 3]
    if not short:
        return None
    s = short[0]
    d = len(suit_ranks(dummy, s))
    has = "no" if d == 0 else "only one"
    noun = SUIT_SINGULAR[s] if d == 1 else SUIT_NAMES[s]
    return _Option(70, trump, mine[0] if len(mine) <= 3 else mine[-1], "trump",
                   f"a trump: dummy has {has} {noun} and {count_words(len(dummy_trumps))} trumps, so declarer "
                   f"will want to trump your {SUIT_NAMES[s]} there — each round of trumps you lead takes one "
                   f"of dummy's away")


def suggest_lead(hand: int, strain: str | None = None, dummy: int | None = None) -> Lead:
    """The card the opening leader should choose from ``hand`` against ``strain`` (``None``:
    not known yet, treated as no trumps), looking at ``dummy`` when it is known."""
    nt = strain in (None, "NT")
    trump = SUIT_LETTERS.index(strain) if strain and strain in SUIT_LETTERS else None
    has_trumps = trump is not None and bool(suit_ranks(hand, trump))
    dummy_trumps = 0 if trump is None or dummy is None else len(suit_ranks(dummy, trump))
    plain: list[_Option] = []
    options: list[_Option] = []
    for s in range(4):
        ranks = suit_ranks(hand, s)
        if not ranks:
            continue
        opt = _holding_option(ranks, s, nt, s == trump, has_trumps)
        if s == trump:
            opt = _Option(opt.score - 30, s, opt.rank, opt.rule, opt.reason)
        plain.append(opt)
        options.append(opt if dummy is None else _with_dummy(opt, suit_ranks(dummy, s), dummy_trumps, nt, s == trump))
    if trump is not None and dummy is not None:
        special = _trump_lead(hand, trump, dummy)
        if special is not None:
            options = [special if o.suit == trump else o for o in options]

    def key(o: _Option) -> tuple[int, int, int]:
        return (o.score, len(suit_ranks(hand, o.suit)), -o.suit)

    best = max(options, key=key)
    text = f"Lead the {card_text(card_of(best.suit, best.rank))}, {best.reason}."
    if ". But " in best.reason:
        text += " Still, every other suit risks more."
    first_choice = max(plain, key=key)
    if first_choice.suit != best.suit:
        avoided = next(o for o in options if o.suit == first_choice.suit)
        if ". But " in avoided.reason:
            why = avoided.reason.split(". But ", 1)[1]
            text += f" Not {SUIT_NAMES[first_choice.suit]}: {why}."
    good = tuple(sorted(o.suit for o in options if o.score == best.score))
    return Lead(card_of(best.suit, best.rank), best.rule, text, good)
