"""The nine answers of a Minibridge exercise, computed from any deal, each with the
sentence a teacher would say.

The first five answers are the engine's deal facts (:func:`deal_facts`). The rest are
teaching rules of thumb, kept simple on purpose because a beginner must be able to follow
them at the table:

* **Sure tricks** are top winners in sequence from the ace, in declarer's and dummy's
  hands together, suit by suit — never more than the longer hand's length (AK opposite
  three small is two tricks; AKQ opposite a doubleton is three; a singleton ace opposite a
  singleton king is one).
* **The contract** declarer would choose: an eight-card major fit as trumps; otherwise no
  trumps, unless a suit is unguarded and a minor fit offers trumps instead.
* **The opening lead**: top of a solid sequence; top of touching honours; fourth highest
  from a long suit headed by an honour; otherwise a suit without an honour (avoid leading
  away from an unsupported honour); a singleton against a trump contract.
* **Extra tricks**: promotion (drive out the defenders' higher honours), length (the side
  holds more cards than the defenders; an even break sets up the long cards), finesses
  (AQ, KJ, K towards: the missing honour must sit on the right), ruffs in the hand with
  fewer trumps. Each says whether it works with the cards as they lie.
* **Game or not** is settled by the double-dummy table when endplay is there (the deal is
  known, so the answer should be the truth), and explained with the sure tricks, the
  points and the strain; without the table, by those rules of thumb alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import CARDS, Card
from ..engine.games.minibridge import (
    SEAT_LETTERS,
    SEAT_NAMES,
    SIDE_NAMES,
    DealFacts,
    deal_facts,
    partner,
    side_points,
    target_tricks,
)
from .dd import BestContract, DDTable, best_contract
from .deal import (
    SUIT_NAMES,
    SUIT_SINGULAR,
    SUIT_SYMBOLS,
    Board,
    card_code,
    card_text,
    count_words,
    holding_text,
    ordinal,
    suit_ranks,
)

SUIT_LETTERS = "SHDC"
STRAIN_WORDS = {"NT": "no trumps", "S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
#: Combined points that usually make game worth bidding, by strain.
GAME_POINTS = {"NT": 25, "S": 25, "H": 25, "D": 28, "C": 28}
SIDE_WORDS = ("North–South", "East–West")


def strain_words(strain: str) -> str:
    return STRAIN_WORDS[strain]


def contract_words(strain: str, game: bool) -> str:
    """``game in no trumps`` / ``a part-score in hearts``."""
    return f"{'game' if game else 'a part-score'} in {strain_words(strain)}"


def _cards(suit: int, ranks: Sequence[int]) -> str:
    """``♠AK``; with a ten the ranks are spaced (``♥Q J 10 8``) so that "108" cannot be misread."""
    if 10 in ranks:
        return SUIT_SYMBOLS[suit] + " ".join(holding_text([r], ten="10") for r in ranks)
    return SUIT_SYMBOLS[suit] + holding_text(ranks)


def _card(suit: int, rank: int) -> Card:
    return CARDS[13 * suit + rank - 2]


def _join(items: Sequence[str]) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


# ----- sure tricks -------------------------------------------------------------------------


@dataclass(frozen=True)
class SureTricks:
    """Top tricks per suit (spades, hearts, diamonds, clubs) and the cards that win them."""

    per_suit: tuple[int, int, int, int]
    ranks: tuple[tuple[int, ...], ...]  # the winning ranks per suit, highest first

    @property
    def total(self) -> int:
        return sum(self.per_suit)

    def text(self) -> str:
        """``Nine top tricks: two spades (♠AK), two hearts (♥AK), three diamonds (♦AKQ) and two clubs (♣AK).``"""
        parts = []
        for s in range(4):
            n = self.per_suit[s]
            if n:
                noun = SUIT_SINGULAR[s] if n == 1 else SUIT_NAMES[s]
                parts.append(f"{count_words(n)} {noun} ({_cards(s, self.ranks[s])})")
        total = self.total
        head = f"{count_words(total).capitalize()} top trick{'s' if total != 1 else ''}"
        if not parts:
            return "No top tricks: declarer and dummy hold no ace."
        return f"{head}: {_join(parts)}."


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


def sure_tricks(declarer_hand: int, dummy_hand: int) -> SureTricks:
    per, ranks = [], []
    for s in range(4):
        n, r = top_tricks_in_suit(declarer_hand, dummy_hand, s)
        per.append(n)
        ranks.append(r)
    return SureTricks(tuple(per), tuple(ranks))  # type: ignore[arg-type]


# ----- the contract declarer would choose --------------------------------------------------


@dataclass(frozen=True)
class SuggestedContract:
    strain: str
    game: bool
    reason: str


def is_stopper(ranks: Sequence[int]) -> bool:
    """A guard against the defenders running the suit in no trumps: A, Kx, Qxx or Jxxx."""
    n = len(ranks)
    return any(r == 14 or (r == 13 and n >= 2) or (r == 12 and n >= 3) or (r == 11 and n >= 4) for r in ranks)


def is_balanced(mask: int) -> bool:
    """No void, no singleton, at most one doubleton (the seed's definition)."""
    lengths = [len(suit_ranks(mask, s)) for s in range(4)]
    return min(lengths) >= 2 and lengths.count(2) <= 1


def choose_strain(declarer_hand: int, dummy_hand: int) -> tuple[str, str]:
    """The trumps (or no trumps) declarer would choose, and why, in one sentence."""
    lengths = [len(suit_ranks(declarer_hand, s)) + len(suit_ranks(dummy_hand, s)) for s in range(4)]
    majors = [s for s in (0, 1) if lengths[s] >= 8]
    if majors:
        s = max(majors, key=lambda m: (lengths[m], -m))
        return SUIT_LETTERS[s], (
            f"{count_words(lengths[s]).capitalize()} {SUIT_NAMES[s]} between declarer and dummy: "
            f"a fit in a major suit makes a good trump suit."
        )
    unguarded = [s for s in range(4) if not (is_stopper(suit_ranks(declarer_hand, s))
                                            or is_stopper(suit_ranks(dummy_hand, s)))]
    minors = [s for s in (2, 3) if lengths[s] >= 8]
    short = any(min(len(suit_ranks(h, s)) for s in range(4)) <= 1 for h in (declarer_hand, dummy_hand))
    if minors and (unguarded or short):
        s = max(minors, key=lambda m: (lengths[m], -m))
        why = (f"nothing stops the defenders' {_join([SUIT_NAMES[u] for u in unguarded])}" if unguarded
               else "a short suit lets declarer trump")
        return SUIT_LETTERS[s], (
            f"No eight-card major fit and {why}: play in the {count_words(lengths[s])}-card "
            f"{SUIT_SINGULAR[s]} fit."
        )
    if unguarded:
        return "NT", (
            f"No eight-card fit to choose as trumps, so no trumps — though the "
            f"{_join([SUIT_NAMES[u] for u in unguarded])} are unguarded."
        )
    return "NT", "No eight-card fit in a major suit and every suit guarded: no trumps."


def suggest_contract(declarer_hand: int, dummy_hand: int, points: int, sure: int) -> SuggestedContract:
    strain, reason = choose_strain(declarer_hand, dummy_hand)
    game = sure >= target_tricks(strain, True) or points >= GAME_POINTS[strain]
    return SuggestedContract(strain, game, reason)


# ----- the opening lead --------------------------------------------------------------------


@dataclass(frozen=True)
class Lead:
    card: Card
    rule: str  # "sequence", "touching", "fourth", "singleton", "nothing", "away"
    reason: str
    good_suits: tuple[int, ...]  # every suit as good as the chosen one (they are all right)

    @property
    def suit(self) -> int:
        return int(self.card.suit)


def _lead_option(ranks: list[int], suit: int, strain: str | None, has_trumps: bool) -> tuple[int, int, str, str]:
    """(score, rank to lead, rule, reason) for leading ``suit`` from ``ranks``."""
    n = len(ranks)
    nt = strain in (None, "NT")
    is_trump = strain == SUIT_LETTERS[suit]
    held = _cards(suit, ranks)
    top = ranks[0]
    touching = n >= 2 and top >= 11 and ranks[0] - ranks[1] == 1
    if n >= 3 and top >= 10 and ranks[0] - ranks[1] == 1 and ranks[1] - ranks[2] == 1:
        score, rank, rule = 100 + n, top, "sequence"
        reason = (f"top of a solid sequence ({held}): the lead is safe — it gives declarer no trick that is not "
                  f"theirs by right — and it tells partner what you hold")
    elif touching:
        score, rank, rule = (80 if n >= 3 else 60) + n, top, "touching"
        reason = f"top of touching honours ({held}): safe, and it starts to set up tricks for your side"
    elif not nt and top == 14 and not is_trump:
        score, rank, rule = 30, top, "away"
        reason = (f"the ace ({held}) — against a trump contract never lead away from an ace, "
                  f"though leading it gives up the chance to catch declarer's king")
    elif n >= 4 and top >= 10:
        score, rank, rule = (78 if nt else 48) + n, ranks[3], "fourth"
        reason = (f"fourth highest from a long suit headed by an honour ({held}): once its high cards are gone, "
                  f"the long cards can take tricks for your side")
    elif n == 1 and not nt and not is_trump and has_trumps and top < 14:
        score, rank, rule = 75, top, "singleton"
        reason = f"a singleton ({held}): when the suit is led again you can trump"
    elif top <= 10:
        if n >= 4:
            score, rank, rule = 55 + n, ranks[3], "fourth"
            reason = f"fourth highest from your long suit ({held}), with no honour to lead away from"
        elif n == 1:
            score, rank, rule = 20, top, "nothing"
            reason = f"a singleton ({held}), though it rarely helps in no trumps"
        else:
            score, rank, rule = 50 + n, top, "nothing"
            reason = f"top of nothing ({held}): a safe lead that does not lead away from an honour"
    else:
        score, rank, rule = (15 if n == 1 else 20), (top if n <= 2 else ranks[-1]), "away"
        reason = f"the least bad choice ({held}), though it leads away from an honour"
    if is_trump:
        score -= 30
    return score, rank, rule, reason


def suggest_lead(hand: int, strain: str | None = None) -> Lead:
    """The card the opening leader should choose from ``hand`` against ``strain`` (``None``:
    not known yet, treated as no trumps)."""
    trump_suit = SUIT_LETTERS.index(strain) if strain and strain in SUIT_LETTERS else None
    has_trumps = trump_suit is not None and bool(suit_ranks(hand, trump_suit))
    options = []
    for s in range(4):
        ranks = suit_ranks(hand, s)
        if ranks:
            score, rank, rule, reason = _lead_option(ranks, s, strain, has_trumps)
            options.append((score, len(ranks), -s, s, rank, rule, reason))
    options.sort(reverse=True)
    score, _, _, suit, rank, rule, reason = options[0]
    card = _card(suit, rank)
    text = f"Lead the {card_text(card)}, {reason}."
    avoided = [o for o in options if o[5] == "away" and o[3] != suit]
    if avoided and rule != "away":
        o = avoided[0]
        text += f" Avoid leading from {_cards(o[3], suit_ranks(hand, o[3]))}: it could give declarer a trick."
    good = tuple(sorted(o[3] for o in options if o[0] == score))
    return Lead(card, rule, text, good)


# ----- chances of extra tricks ---------------------------------------------------------------


@dataclass(frozen=True)
class Chance:
    """One way declarer may win tricks beyond the sure ones."""

    kind: str  # "promotion", "length", "finesse", "ruff"
    suit: int
    tricks: int
    works: bool | None  # with the cards as they lie; None when it depends on the play
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "suit": SUIT_LETTERS[self.suit], "tricks": self.tricks,
                "works": self.works, "text": self.text}


def _forced_tricks(side: set[int], defence: set[int], longest: int) -> tuple[int, int]:
    """Tricks the side is certain of in a suit once the defenders' higher cards are driven
    out, and how many tricks that costs: walk down from the ace; each side card can win
    once every defenders' card above it has fallen to one of the side's cards."""
    s = d = 0
    best = lost = 0
    for r in range(14, 9, -1):  # honours and the ten: below that, length decides (see extra_chances)
        if r in side:
            s += 1
            value = min(s - d, longest - d)
            if value > best:
                best, lost = value, d
        elif r in defence:
            d += 1
    return best, lost


def extra_chances(hands: Sequence[int], declarer: int, strain: str | None = None) -> list[Chance]:
    """Promotion, length, finesse and (in a trump contract) ruffing chances, suit by suit."""
    dummy = partner(declarer)
    lho, rho = (declarer + 1) % 4, (declarer + 3) % 4
    chances: list[Chance] = []
    for s in range(4):
        mine = {seat: suit_ranks(hands[seat], s) for seat in range(4)}
        side = set(mine[declarer]) | set(mine[dummy])
        defence = set(mine[lho]) | set(mine[rho])
        n = len(side)
        if not n:
            continue
        longest = max(len(mine[declarer]), len(mine[dummy]))
        long_seat = declarer if len(mine[declarer]) >= len(mine[dummy]) else dummy
        top, _ = top_tricks_in_suit(hands[declarer], hands[dummy], s)
        forced, lost = _forced_tricks(side, defence, longest)
        name, sym = SUIT_NAMES[s], SUIT_SYMBOLS[s]
        if forced > top:
            missing = sorted(defence, reverse=True)[:lost]
            run = [r for r in sorted(side, reverse=True) if r < max(missing)][: forced + lost - top]
            ours = _cards(s, run) if run else sym
            chances.append(Chance(
                "promotion", s, forced - top, True,
                f"Promotion in {name}: drive out the defenders' {_join([card_text(_card(s, r)) for r in missing])} "
                f"and {ours} give {count_words(forced - top)} more trick{'s' if forced - top != 1 else ''}.",
            ))
        d = 13 - n
        if n >= 7 and d:
            even = (d + 1) // 2
            gain = max(0, longest - max(even, forced))
            if gain:
                split = sorted((len(mine[lho]), len(mine[rho])), reverse=True)
                actual = max(0, longest - max(split[0], forced))
                works = actual >= gain
                even_text = f"{even}–{d - even}"
                here = ("as they do here" if works else f"but here they break {split[0]}–{split[1]}")
                nth = [ordinal(k) for k in range(longest - gain + 1, longest + 1)]
                cards = f"{_join(nth)} {SUIT_SINGULAR[s] if gain == 1 else SUIT_NAMES[s]}"
                chances.append(Chance(
                    "length", s, gain, works,
                    f"Length in {name}: declarer and dummy have {count_words(n)}, the defenders "
                    f"{count_words(d)}. If the defenders' {name} break {even_text} — {here} — "
                    f"{SEAT_NAMES[long_seat]}'s {cards} "
                    f"{'wins a trick' if gain == 1 else f'win {count_words(gain)} tricks'} "
                    f"once theirs are gone.",
                ))
        if defence:
            chances.extend(_finesse(hands, s, declarer, mine, defence))
    if strain and strain in SUIT_LETTERS:
        chances.extend(_ruffs(hands, declarer, SUIT_LETTERS.index(strain)))
    order = {"promotion": 0, "length": 1, "finesse": 2, "ruff": 3}
    chances.sort(key=lambda c: (order[c.kind], c.suit))
    return chances


def _finesse(hands: Sequence[int], s: int, declarer: int, mine: dict[int, list[int]],
             defence: set[int]) -> list[Chance]:
    """A finesse against the defenders' highest card M: the hand H holding the card just
    below M, led towards from its partner, wins when M sits before H (with H's right-hand
    opponent). Needs a card to lead from the other hand, and in H either a card above M
    (AQ, KJ with the ace) or a small card to play if M is played first (Kx towards)."""
    m = max(defence)
    if m < 11:  # finessing against a ten or lower is not a beginner's play
        return []
    below = m - 1
    holder_h = next((seat for seat in (declarer, partner(declarer)) if below in mine[seat]), None)
    if holder_h is None:
        return []
    other = partner(holder_h)
    h_ranks = mine[holder_h]
    above_in_h = [r for r in h_ranks if r > m]
    if not mine[other] or (not above_in_h and len(h_ranks) < 2):
        return []
    rho = (holder_h + 3) % 4
    owner = next(seat for seat in range(4) if m in mine[seat])
    works = owner == rho
    tenace = _cards(s, sorted([*above_in_h, below], reverse=True))
    missing = card_text(_card(s, m))
    verdict = "so the finesse wins" if works else "so the finesse loses"
    return [Chance(
        "finesse", s, 1, works,
        f"A finesse in {SUIT_NAMES[s]}: lead from {SEAT_NAMES[other]} towards {SEAT_NAMES[holder_h]}'s {tenace} "
        f"and play the {card_text(_card(s, below))} if {SEAT_NAMES[rho]} plays low; it wins a trick when "
        f"{SEAT_NAMES[rho]} holds the {missing}. Here {SEAT_NAMES[owner]} has it, {verdict}.",
    )]


def _ruffs(hands: Sequence[int], declarer: int, trump: int) -> list[Chance]:
    """Trumping losers in the hand with fewer trumps adds tricks (trumping in the long
    trump hand does not: those trumps were winners anyway)."""
    dummy = partner(declarer)
    t = {seat: len(suit_ranks(hands[seat], trump)) for seat in (declarer, dummy)}
    short = dummy if t[dummy] <= t[declarer] else declarer
    long_hand = partner(short)
    left = t[short]
    out = []
    for s in range(4):
        if s == trump or left <= 0:
            continue
        a, b = len(suit_ranks(hands[long_hand], s)), len(suit_ranks(hands[short], s))
        if a > b and b <= 1:
            gain = min(a - b, left)
            left -= gain
            out.append(Chance(
                "ruff", s, gain, None,
                f"Ruffing in {SEAT_NAMES[short]}: {SEAT_NAMES[short]} has "
                f"{'no' if b == 0 else 'one'} {SUIT_SINGULAR[s] if b == 1 else SUIT_NAMES[s]} to "
                f"{SEAT_NAMES[long_hand]}'s {count_words(a)}, so up to {count_words(gain)} "
                f"{SUIT_SINGULAR[s] if gain == 1 else SUIT_NAMES[s]} "
                f"can be trumped there with the short trumps: {count_words(gain)} extra "
                f"trick{'s' if gain != 1 else ''}.",
            ))
    return out


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
    dealer_name = SEAT_NAMES[board.dealer]
    ex["first"] = f"{dealer_name} announces first because {dealer_name} is the dealer."
    ns, ew = side_points(hands)
    side, decl, dummy, leader = facts.declaring_side, facts.declarer, facts.dummy, facts.opening_leader
    if side is None or decl is None or dummy is None or leader is None:  # 20–20 (facts.redeal): all four are None
        ex["side"] = ("Neither: each pair has 20 points, so the cards are thrown in and the same dealer "
                      "deals again (a redeal).")
        return Analysis(board, facts, None, None, None, (), table, None, None, ex)
    ours, theirs = (ns, ew) if side == 0 else (ew, ns)
    ex["side"] = (f"{SIDE_WORDS[side]} are the declaring side: they have {ours} points between the two hands, "
                  f"{SIDE_WORDS[1 - side]} only {theirs}.")
    pd, pm = facts.points[decl], facts.points[dummy]
    if pd != pm:
        ex["declarer"] = (f"{SEAT_NAMES[decl]} is declarer, having more points ({pd} to {pm}); "
                          f"{SEAT_NAMES[dummy]} is dummy, the hand opposite declarer.")
    else:
        ex["declarer"] = (f"{SEAT_NAMES[decl]} and {SEAT_NAMES[dummy]} have {pd} points each, so "
                          f"{SEAT_NAMES[decl]}, who announced first, is declarer and {SEAT_NAMES[dummy]} is dummy.")
    ex["leader"] = f"{SEAT_NAMES[leader]} makes the opening lead, being on declarer's left."
    sure = sure_tricks(hands[decl], hands[dummy])
    contract = suggest_contract(hands[decl], hands[dummy], ours, sure.total)
    lead = suggest_lead(hands[leader], contract.strain)
    ex["lead"] = f"{SEAT_NAMES[leader]} should lead {SUIT_NAMES[lead.suit]}. {lead.reason}"
    ex["sure"] = sure.text()
    ex["contract"] = contract.reason
    chances = tuple(extra_chances(hands, decl, contract.strain))
    best = best_contract(table, decl) if table is not None else None
    game = best.game if best is not None else contract.game
    ex["game"] = _game_text(board, decl, ours, sure, contract, table, best, game)
    ex["extra"] = _extra_text(decl, sure, chances, contract, table)
    return Analysis(board, facts, contract, lead, sure, chances, table, best, game, ex)


def _points_text(facts: DealFacts, dealer: int) -> str:
    order = [(dealer + i) % 4 for i in range(4)]
    parts = [f"{SEAT_NAMES[s]} has {facts.points[s]} point{'s' if facts.points[s] != 1 else ''}"
             for s in order]
    return "; ".join(parts) + ". That is 40 in all (A 4, K 3, Q 2, J 1)."


def _game_text(board: Board, decl: int, points: int, sure: SureTricks, contract: SuggestedContract,
               table: DDTable | None, best: BestContract | None, game: bool) -> str:
    strain = contract.strain
    need = target_tricks(strain, True)
    top = count_words(sure.total)
    top_s = "" if sure.total == 1 else "s"
    words = strain_words(strain)
    dd_note = ""
    if table is not None and best is not None:
        t = table[decl][strain]
        dd_note = f" Double dummy, {SEAT_NAMES[decl]} makes {t} trick{'s' if t != 1 else ''} in {words}"
        if best.strain != strain or best.game != game:
            dd_note += f"; the best contract is {contract_words(best.strain, best.game)} ({best.tricks} tricks)"
        dd_note += "."
    if game and sure.total >= need:
        return (f"Yes. With {top} top trick{top_s} in {words}, declarer should certainly go for game "
                f"(game in {words} needs {need}).{dd_note}")
    if game:
        via = "" if best is None or best.strain == strain else f" in {strain_words(best.strain)}"
        close = "" if points >= GAME_POINTS[strain] else " — though it is close"
        return (f"Yes{close}. There {'is' if sure.total == 1 else 'are'} only {top} top trick{top_s}, but "
                f"{points} points between declarer and dummy and chances for more tricks make game{via} "
                f"worth going for.{dd_note}")
    if points >= GAME_POINTS[strain]:
        return (f"No. {points} points usually make game worth trying, but here the cards lie badly: "
                f"a part-score is enough.{dd_note}")
    return (f"No. With {points} points and {top} top trick{top_s} — game in {words} needs {need} — "
            f"a part-score is the safe choice.{dd_note}")


def _extra_text(decl: int, sure: SureTricks, chances: Sequence[Chance], contract: SuggestedContract,
                table: DDTable | None) -> str:
    if not chances:
        text = "No. Declarer's top tricks are all the tricks there are to be had."
    else:
        first = next((c for c in chances if c.works), chances[0])
        rest = [c for c in chances if c is not first and c.works is not False][:3]
        text = f"Yes. {first.text}"
        if first.works is not False:
            total = min(13, sure.total + first.tricks)
            nth = ordinal(total)
            article = "an" if nth[0] in "aeiou" else "a"
            text += (f" That would be {article} {nth} trick." if first.tricks == 1
                     else f" That would bring declarer to {count_words(total)} tricks.")
        if rest:
            label = {"promotion": "promotion", "length": "length", "finesse": "a finesse", "ruff": "ruffing"}
            text += f" More chances: {_join([f'{label[c.kind]} in {SUIT_NAMES[c.suit]}' for c in rest])}."
    if table is not None:
        t = table[decl][contract.strain]
        text += (f" Double dummy, {SEAT_NAMES[decl]} makes {t} trick{'s' if t != 1 else ''} "
                 f"in {strain_words(contract.strain)} ({sure.total} top).")
    return text


def analyse_many(boards: Sequence[Board], with_dd: bool = True) -> list[Analysis]:
    """Analyses of many boards, their double-dummy tables solved in one batch."""
    if with_dd and boards:
        from .dd import double_dummy_many

        todo = [b for b in boards if b.dd is None]
        solved = iter(double_dummy_many([b.hands for b in todo]) if todo else [])
        tables = [b.dd_table() if b.dd is not None else next(solved) for b in boards]
        return [analyse(b, t) for b, t in zip(boards, tables, strict=True)]
    return [analyse(b, False) for b in boards]
