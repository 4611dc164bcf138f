"""Each teaching theme's proof, by double dummy, that a deal really shows it.

A deal filed under "finesses" must turn on a finesse; a deal for "third hand high" must
be one where third hand's high card matters. A teacher's eye is not a test, so every
theme has a check that plays the point out with all four hands known (DDS through
endplay: :mod:`cardtable.bridge.dd` for whole deals, :mod:`cardtable.bridge.ddplay` for a
position in the middle of the play), and the built-in sets are tested against them.

Each check takes the board and its :class:`~cardtable.bridge.lesson.Lesson` (contract,
key card, cards played before the key moment, from the PBN tags) and returns a
:class:`Proof`. Each theme also has a finder: given a board, the lesson it shows, if any,
with a grade and a teacher's note — the generator (``python -m
cardtable.bridge.curate --make THEME N``) runs finders over random deals, and the sets in
``resources/exercises`` are its output, curated and committed.

Values from :mod:`.ddplay` are always the declaring side's tricks over the whole deal, so
"the defender's card is right" reads as "it leaves declarer fewest tricks". Tricks on the
deal as dealt come from the table stored with the board (DDS's output, saved in the PBN
when the set was made; the tests re-solve a sample); every altered layout and every
position in the middle of the play is solved afresh, one strain at a time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.games.minibridge import GAME_TARGET, declarer_seat, partner, points_per_seat, side_points
from ..words import QT_TRANSLATE_NOOP
from . import ddplay
from .dd import double_dummy
from .deal import SUIT_NAMES, Board, card_code, parse_card_code, suit_ranks
from .lesson import Lesson

if TYPE_CHECKING:
    from .leads import Lead

SUITS = "SHDC"
RANK_WORDS = {14: "ace", 13: "king", 12: "queen", 11: "jack", 10: "ten", 9: "nine", 8: "eight", 7: "seven",
              6: "six", 5: "five", 4: "four", 3: "three", 2: "two"}


@dataclass(frozen=True)
class Proof:
    ok: bool
    why: str
    # Whether the lesson's point decides the contract (make against fail), not only a trick.
    decides: bool = False


# ----- small helpers ----------------------------------------------------------------------------


def bit(card: str) -> int:
    return 1 << int(parse_card_code(card))


def rank_of(card: str) -> int:
    return "23456789TJQKA".index(card[1]) + 2


def card_words(card: str) -> str:
    """``HK`` -> "the king of hearts" (the notes stay plain ASCII for other PBN readers)."""
    return f"the {RANK_WORDS[rank_of(card)]} of {SUIT_NAMES[SUITS.index(card[0])]}"


def seat_holding(hands: Sequence[int], card: str) -> int:
    return next(s for s in range(4) if hands[s] & bit(card))


def cards_in(mask: int, suit: int) -> list[str]:
    """``mask``'s cards in ``suit`` as codes, highest first."""
    return [SUITS[suit] + "23456789TJQKA"[r - 2] for r in suit_ranks(mask, suit)]


def swap(hands: Sequence[int], a: str, b: str) -> tuple[int, int, int, int]:
    """The deal with cards ``a`` and ``b`` changing hands."""
    out = list(hands)
    sa, sb = seat_holding(hands, a), seat_holding(hands, b)
    out[sa] ^= bit(a) | bit(b)
    out[sb] ^= bit(a) | bit(b)
    return out[0], out[1], out[2], out[3]


def declarer_of(board: Board) -> int:
    d = declarer_seat(board.hands, board.dealer)
    if d is None:
        raise ValueError(f"board {board.number} is a 20-20 deal: nobody declares")
    return d


def top_tricks(hands: Sequence[int], declarer: int, suit: int) -> int:
    """Winners the declaring side can cash from the top in ``suit`` without losing the
    lead: the unbroken run of top cards they hold, at most the longer hand's length."""
    ours = hands[declarer] | hands[partner(declarer)]
    run = 0
    for rank in range(14, 1, -1):
        if not ours >> (13 * suit + rank - 2) & 1:
            break
        run += 1
    longer = max(len(suit_ranks(hands[declarer], suit)), len(suit_ranks(hands[partner(declarer)], suit)))
    return min(run, longer)


def all_top_tricks(hands: Sequence[int], declarer: int) -> int:
    return sum(top_tricks(hands, declarer, s) for s in range(4))


def fit(hands: Sequence[int], declarer: int, suit: int) -> int:
    return len(suit_ranks(hands[declarer], suit)) + len(suit_ranks(hands[partner(declarer)], suit))


def natural_contract(board: Board) -> tuple[str, bool]:
    """The contract a declarer who has learnt the basics names from his hand and dummy:
    an eight-card major fit, else no trumps unless a hand is short (singleton or void)
    and a minor fit exists; game with 25 combined points (28 in a minor)."""
    d = declarer_of(board)
    hands = board.hands
    fits = [fit(hands, d, s) for s in range(4)]
    short = any(len(suit_ranks(hands[h], s)) <= 1 for h in (d, partner(d)) for s in range(4))
    if max(fits[0], fits[1]) >= 8:
        strain = "S" if fits[0] >= fits[1] else "H"
    elif short and max(fits[2], fits[3]) >= 8:
        strain = "D" if fits[2] >= fits[3] else "C"
    else:
        strain = "NT"
    points = side_points(hands)[d % 2]
    return strain, points >= (28 if strain in "DC" else 25)


def table(board: Board) -> dict[int, dict[str, int]]:
    """The board's double-dummy table: the one stored with it (PBN ``OptimumResultTable``,
    written by DDS when the set was made) or solved now."""
    return board.dd_table() or double_dummy(board.hands)


def dd_tricks(board: Board, strain: str) -> int:
    return table(board)[declarer_of(board)][strain]


def tricks(hands: Sequence[int], declarer: int, strain: str) -> int:
    """Declarer's double-dummy tricks in one strain (one DDS search, not a whole table:
    the checks' altered layouts need only the lesson's strain)."""
    return ddplay.value(ddplay.start(hands, declarer, strain))


def _lowest(cards: Sequence[str]) -> str:
    return min(cards, key=ddplay.rank_order)


def _made(tricks: int, target: int) -> str:
    return "makes" if tricks >= target else "fails"


# ----- declarer's themes ------------------------------------------------------------------------


def check_counting(board: Board, lesson: Lesson) -> Proof:
    """Counting points finds the side that owns the deal: the side with more points makes
    the lesson's contract, and the other side could not make even a part-score in any
    strain from either seat. So the points the student counts decide who should play.
    On a 20-20 deal (no contract) the count itself is the lesson: nobody declares."""
    if not lesson.strain:
        ns, ew = side_points(board.hands)
        return Proof(ns == ew, f"the sides hold {ns} and {ew} points", True)
    dd = table(board)
    d = declarer_of(board)
    ours = dd[d][lesson.strain]
    theirs = max(dd[s][st] for s in ((d + 1) % 4, (d + 3) % 4) for st in dd[s])
    ok = ours >= lesson.target and theirs < 7
    return Proof(ok, f"declarer takes {ours} in {lesson.contract}; the other side at best {theirs}", True)


def check_game(board: Board, lesson: Lesson) -> Proof:
    """The level is right: a game lesson's game makes double dummy; a part-score lesson's
    part-score makes and no game in any strain does. So stopping or bidding on was right.
    And the count the exercises teach (question 8, :func:`~.analysis.suggest_contract`)
    comes to the same decision: a board about part-score or game whose answer says "go for
    game" beside a note that says "stop" teaches nothing."""
    from .analysis import suggest_contract  # (analysis needs nothing of this module)

    d = declarer_of(board)
    row = table(board)[d]
    made = row[lesson.strain]
    advised = suggest_contract(board.hands, d).game
    if lesson.game:
        return Proof(made >= lesson.target and advised, f"{made} tricks in {lesson.contract}; "
                     f"the count advises {'game' if advised else 'a part-score'}", True)
    games = [st for st in row if row[st] >= GAME_TARGET[st]]
    return Proof(made >= 7 and not games and not advised,
                 f"{made} tricks in {lesson.contract}; games that make: {games}; "
                 f"the count advises {'game' if advised else 'a part-score'}", True)


def check_trumps(board: Board, lesson: Lesson) -> Proof:
    """The trump suit earns its place: declarer makes the contract in it, takes more tricks
    than in no trumps and at least as many as in any other suit. The extra tricks are
    the ruffs and the stopped suits that only trumps give. And the answers name the same
    trumps (:func:`~.analysis.suggest_contract`): a lesson on choosing trumps whose
    questions 6 to 8 speak of another suit contradicts itself."""
    from .analysis import suggest_contract

    d = declarer_of(board)
    row = table(board)[d]
    made = row[lesson.strain]
    named = suggest_contract(board.hands, d).strain
    ok = (lesson.strain != "NT" and made >= lesson.target and made > row["NT"]
          and all(made >= row[s] for s in "SHDC") and named == lesson.strain)
    return Proof(ok, f"{made} in {lesson.strain}, {row['NT']} in NT, others {row}; the answers name {named}",
                 row["NT"] < lesson.target)


def check_sure_tricks(board: Board, lesson: Lesson) -> Proof:
    """Declarer's top tricks (winners cashed from the top, never giving up the lead) reach
    the target, and double dummy the contract makes: counting the sure tricks is enough.
    With trumps, the top trumps draw the defenders' first, or a defender ruffs the winners
    that "simply cash". And the answers choose the same contract: a part-score lesson where
    question 8 says "go for game" (seven top tricks, twelve double dummy) taught settling
    for less, and a lesson in no trumps beside answers about hearts speaks of two deals."""
    from .analysis import suggest_contract

    d = declarer_of(board)
    top = all_top_tricks(board.hands, d)
    made = dd_tricks(board, lesson.strain)
    advised = suggest_contract(board.hands, d)
    drawn = lesson.strain == "NT" or _trumps_drawn_from_the_top(board.hands, d, SUITS.index(lesson.strain))
    same = (advised.strain, advised.game) == (lesson.strain, lesson.game)
    return Proof(top >= lesson.target and made >= lesson.target and same and drawn,
                 f"{top} top tricks, {made} double dummy, target {lesson.target}; the answers choose "
                 f"{advised.strain} {'game' if advised.game else 'part-score'}"
                 f"{'' if drawn else '; the defenders keep trumps to ruff the winners'}", True)


def _trumps_drawn_from_the_top(hands: Sequence[int], declarer: int, trump: int) -> bool:
    """The declaring side's top trumps take every trump the defenders hold: each round of
    top trumps draws one from each defender, so they must last as long as the longer holding."""
    theirs = max(len(suit_ranks(hands[(declarer + k) % 4], trump)) for k in (1, 3))
    return top_tricks(hands, declarer, trump) >= theirs


def bad_break(hands: Sequence[int], declarer: int, suit: int, trumps: str) -> tuple[int, int, int, int] | None:
    """The deal with every defenders' card of ``suit`` in one defender's hand (the one
    holding more), paid for with his partner's lowest cards of other side suits; ``None``
    when the exchange is impossible. Declarer's and dummy's hands do not change."""
    a, b = (declarer + 1) % 4, (declarer + 3) % 4
    if len(suit_ranks(hands[a], suit)) < len(suit_ranks(hands[b], suit)):
        a, b = b, a
    give = cards_in(hands[b], suit)
    others = [c for s in range(4) if s != suit and SUITS[s] != trumps for c in cards_in(hands[a], s)]
    if len(others) < len(give):
        return None
    out = tuple(hands)
    for mine, theirs in zip(give, sorted(others, key=ddplay.rank_order), strict=False):
        out = swap(out, mine, theirs)
    return out  # type: ignore[return-value]


def check_long_suit(board: Board, lesson: Lesson) -> Proof:
    """The contract needs a trick from the long suit's length. Declarer's top tricks fall
    short of the target; double dummy it makes as dealt; and with the same declarer and
    dummy but the defenders' cards in the long suit all in one hand (so its small cards
    can no longer be set up) it fails. Only the length made the difference."""
    d = declarer_of(board)
    suit = SUITS.index(lesson.card[0])
    long_hand = seat_holding(board.hands, lesson.card)
    if long_hand not in (d, partner(d)) or fit(board.hands, d, suit) < 7:
        return Proof(False, "the lesson's card is not in a long suit of declarer's side")
    top = all_top_tricks(board.hands, d)
    variant = bad_break(board.hands, d, suit, lesson.strain)
    if variant is None:
        return Proof(False, "no bad-break layout to compare with")
    as_dealt, broken = dd_tricks(board, lesson.strain), tricks(variant, d, lesson.strain)
    ok = top < lesson.target <= as_dealt and broken < lesson.target
    return Proof(ok, f"{top} top tricks; {as_dealt} as dealt, {broken} if the suit broke badly", True)


def _until_declarer_leads(pos: ddplay.Position) -> ddplay.Position:
    """Perfect play from here until declarer or dummy is to lead to a new trick."""
    while pos.deal.curtrick or pos.to_play() % 2 != pos.declarer % 2:  # type: ignore[attr-defined]
        pos = ddplay.play(pos, ddplay.best(pos))
    return pos


def cash_side_suit(pos: ddplay.Position, suit: str, trumps: str) -> tuple[ddplay.Position, bool]:
    """Declarer cashes ``suit`` from the top before drawing trumps: each round he leads the
    suit's highest card (or a small one towards it in the other hand), his partner follows
    low, the defenders play perfectly. Stops when a trick is lost or the winners run
    out. Returns the position and whether a defender ruffed."""
    ruffed = False
    for _ in range(4):
        leader = pos.to_play()
        mine, his = ddplay.holding(pos, leader, suit), ddplay.holding(pos, partner(leader), suit)
        left = [c for s in range(4) for c in ddplay.holding(pos, s, suit)]
        if not left:
            break
        top = max(left, key=ddplay.rank_order)
        if top in mine:
            lead = top
        elif top in his and mine:
            lead = _lowest(mine)
        else:
            break
        pos = ddplay.play(pos, lead)
        for _ in range(3):
            seat = pos.to_play()
            if seat % 2 != pos.declarer % 2:
                card = ddplay.best(pos)
                ruffed = ruffed or (card[0] == trumps and card[0] != suit)
            else:
                own = ddplay.holding(pos, seat, suit)
                if top in own:
                    card = top
                elif own:
                    card = _lowest(own)
                else:
                    legal = list(ddplay.values(pos))
                    card = _lowest([c for c in legal if c[0] != trumps] or legal)
            pos = ddplay.play(pos, card)
        if pos.to_play() % 2 != pos.declarer % 2:
            break
    return pos, ruffed


def check_drawing_trumps(board: Board, lesson: Lesson) -> Proof:
    """Drawing trumps first makes the contract; cashing the side suit first does not.
    From the first time declarer gains the lead (perfect play until then): leading a trump
    keeps the contract; cashing the lesson card's suit from the top instead lets a
    defender ruff a winner, and with perfect play afterwards the contract fails."""
    d = declarer_of(board)
    pos = _until_declarer_leads(ddplay.start(board.hands, d, lesson.strain))
    vals = ddplay.values(pos)
    trump_leads = [v for c, v in vals.items() if c[0] == lesson.strain]
    if lesson.strain == "NT" or not trump_leads:
        return Proof(False, "no trump to lead when declarer gains the lead")
    drawn = max(trump_leads)
    after, ruffed = cash_side_suit(pos, lesson.card[0], lesson.strain)
    cashed = ddplay.value(after)
    ok = drawn >= lesson.target > cashed and ruffed
    return Proof(ok, f"trumps first: {drawn} tricks; {lesson.card[0]} first: {cashed} (ruffed: {ruffed})", True)


def finesse_tenace(hands: Sequence[int], declarer: int, card: str) -> bool:
    """Whether declarer's side holds a card above ``card`` and one below it with nothing
    else missing in between (AQ over the king, KJ over the queen): a true finesse."""
    suit, rank = SUITS.index(card[0]), rank_of(card)
    ours = set(suit_ranks(hands[declarer], suit)) | set(suit_ranks(hands[partner(declarer)], suit))
    above = [r for r in ours if r > rank]
    below = [r for r in ours if r < rank]
    if not above or not below:
        return False
    lo, hi = max(below), min(above)
    return all(r in ours for r in range(lo + 1, hi) if r != rank)


def finesse_swap(hands: Sequence[int], declarer: int, card: str) -> tuple[int, int, int, int] | None:
    """The deal with ``card`` moved to the other defender (for his lowest card of the
    suit), or ``None`` when he has no card of the suit to give back."""
    holder = seat_holding(hands, card)
    other = partner(holder)
    if holder % 2 == declarer % 2:
        return None
    back = cards_in(hands[other], SUITS.index(card[0]))
    return swap(hands, card, back[-1]) if back else None


def check_finesse(board: Board, lesson: Lesson) -> Proof:
    """The finesse decides a trick: declarer's side holds a tenace round the lesson card
    (a defender's honour), and moving that honour to the other defender (for his lowest
    card of the suit, so no suit length changes) changes declarer's double-dummy tricks
    in the contract. Where the honour lies is what the finesse is about. And it is a finesse
    against that one card: every higher card of the suit is declarer's side's (♠A Q against
    the king, ♠K J with the ace against the queen). ♣Q 10 5 opposite ♣7 2 "round the jack",
    the ace and king out too, is a deep finesse no first course teaches."""
    d = declarer_of(board)
    other = finesse_swap(board.hands, d, lesson.card)
    if other is None or not finesse_tenace(board.hands, d, lesson.card):
        return Proof(False, "no tenace round a defender's honour")
    s = SUITS.index(lesson.card[0])
    ours = suit_ranks(board.hands[d] | board.hands[partner(d)], s)
    if any(r not in ours for r in range(rank_of(lesson.card) + 1, 15)):
        return Proof(False, "the defenders hold a card above the finessed one")
    here, there = dd_tricks(board, lesson.strain), tricks(other, d, lesson.strain)
    decides = (here >= lesson.target) != (there >= lesson.target)
    # The answers (question 9) offer this finesse and judge it as the note does: "here the
    # finesse works" beside "these do not work: a finesse in spades" taught nothing.
    from .counting import extra_chances

    said = [c.works for c in extra_chances(board.hands, d, lesson.strain) if c.kind == "finesse" and c.suit == s]
    agrees = said == [here > there]
    # The tenace in one hand, led towards ("lead from the other hand towards the tenace"
    # means nothing with the ♦A in one hand and the ♦Q10 in the other).
    below = max(r for r in ours if r < rank_of(lesson.card))
    together = any(below in (held := suit_ranks(board.hands[h], s)) and max(held) > rank_of(lesson.card)
                   for h in (d, partner(d)))
    # And it still matters after the lead the page teaches (question 6): after a lead that
    # hands declarer the contract, where the honour lies decides nothing.
    led = _after_answers_lead(board, other, d, lesson.strain)
    after = led is not None and led[0] != led[1] and (led[0] > led[1]) == (here > there)
    return Proof(here != there and agrees and together and after,
                 f"{here} tricks as dealt, {there} with the honour moved"
                 f"{'' if agrees else '; question 9 judges the finesse otherwise'}"
                 f"{'' if together else '; the tenace is split between the hands'}"
                 f"{'' if after else '; after the lead question 6 teaches, it decides nothing'}", decides)


def _after_answers_lead(board: Board, moved: tuple[int, int, int, int], declarer: int,
                        strain: str) -> tuple[int, int] | None:
    """Declarer's double-dummy tricks after question 6's lead, as dealt and with the honour
    moved (the same card led, or the answers' lead there when it moved too)."""
    lead = answers_lead(board, strain)
    here = ddplay.values(ddplay.start(board.hands, declarer, strain)).get(lead)
    twin = Board(board.number, board.dealer, moved)
    led_there = lead if moved[(declarer + 1) % 4] & bit(lead) else answers_lead(twin, strain)
    there = ddplay.values(ddplay.start(moved, declarer, strain)).get(led_there)
    return None if here is None or there is None else (here, there)


# ----- the defenders' themes --------------------------------------------------------------------


def taught_lead(hand: int, strain: str) -> str | None:
    """The lead a first course teaches from ``hand``: against no trumps the longest suit
    (top of three touching honours, else the fourth highest); against a suit the top of
    two touching honours in a side suit, else a singleton in a side suit."""
    suits = [s for s in range(4) if SUITS[s] != strain]
    if strain == "NT":
        s = max(suits, key=lambda s: (len(suit_ranks(hand, s)), sum(suit_ranks(hand, s))))
        ranks = suit_ranks(hand, s)
        if len(ranks) < 4:
            return None
        if ranks[0] >= 11 and ranks[1] == ranks[0] - 1 and ranks[2] == ranks[0] - 2:
            return cards_in(hand, s)[0]
        return cards_in(hand, s)[3]
    for s in sorted(suits, key=lambda s: -suit_ranks(hand, s)[0] if suit_ranks(hand, s) else 0):
        ranks = suit_ranks(hand, s)
        if len(ranks) >= 2 and ranks[0] >= 12 and ranks[1] == ranks[0] - 1:
            return cards_in(hand, s)[0]
    trumps = SUITS.index(strain)
    singles = [s for s in suits if len(suit_ranks(hand, s)) == 1]
    if singles and suit_ranks(hand, trumps) and suit_ranks(hand, trumps)[0] != 14:
        return cards_in(hand, singles[0])[0]
    return None


def answers_lead_of(board: Board, strain: str) -> Lead:
    """The opening lead question 6 teaches against ``strain`` (:func:`~.leads.suggest_lead`,
    which reads dummy and the points announced too), with its rule and reason."""
    from .leads import suggest_lead

    d = declarer_of(board)
    leader = (d + 1) % 4
    return suggest_lead(board.hands[leader], strain, board.hands[partner(d)], points_per_seat(board.hands), leader)


def answers_lead(board: Board, strain: str) -> str:
    """:func:`answers_lead_of`'s card as a PBN code (``HQ``)."""
    return card_code(answers_lead_of(board, strain).card)


def check_lead(board: Board, lesson: Lesson) -> Proof:
    """The taught lead is the best lead and another suit's lead costs the defence a trick:
    with the leader's card declarer takes no more tricks than after any other lead, and
    after the best lead in some other suit he takes more. The card is the answer question 6
    gives, against the strain the answers choose: a lesson on a lead whose page teaches
    another card (♦2 against the note's ♥5, which alone beat 3NT) contradicts itself."""
    from .analysis import suggest_contract

    d = declarer_of(board)
    leader = (d + 1) % 4
    strain = suggest_contract(board.hands, d).strain
    if strain != lesson.strain or answers_lead(board, lesson.strain) != lesson.card:
        return Proof(False, f"question 6 teaches another lead: {answers_lead(board, strain)} against {strain}")
    if not board.hands[leader] & bit(lesson.card):
        return Proof(False, "the card is not in the leader's hand")
    vals = ddplay.values(ddplay.start(board.hands, d, lesson.strain))
    ours = vals[lesson.card]
    # Each other suit at its best lead: the lesson is that some suit, however led, costs.
    others = [min(v for c, v in vals.items() if c[0] == s) for s in SUITS
              if s != lesson.card[0] and any(c[0] == s for c in vals)]
    ok = ours == min(vals.values()) and max(others, default=ours) > ours
    decides = ours < lesson.target <= max(others, default=ours)
    return Proof(ok, f"after the lead declarer takes {ours}; after the best lead in another suit up to "
                     f"{max(others, default=ours)}", decides)


def _decision(board: Board, lesson: Lesson) -> tuple[ddplay.Position, dict[str, int], int]:
    d = declarer_of(board)
    pos = ddplay.play_all(ddplay.start(board.hands, d, lesson.strain), lesson.play)
    return pos, ddplay.values(pos), pos.to_play()


def _led(pos: ddplay.Position) -> tuple[str, int]:
    """The card led to the current trick and the seat that led it."""
    trick = pos.deal.curtrick  # type: ignore[attr-defined]
    return ddplay.code(trick[0]), int(pos.deal.first)  # type: ignore[attr-defined]


def _right_beats_wrong(vals: dict[str, int], right: str, wrong: str) -> bool:
    return right != wrong and vals[right] == min(vals.values()) and vals[wrong] > vals[right]


def _decides(vals: dict[str, int], right: str, wrong: str, target: int) -> bool:
    return right in vals and wrong in vals and vals[right] < target <= vals[wrong]


def _opens_as_the_answers_do(board: Board, lesson: Lesson) -> bool:
    """The play before the lesson's moment opens with the lead question 6 teaches, in the
    strain the answers choose: "Later in 3NT …" after another opening lead than the page's
    own answer set two deals side by side."""
    from .analysis import suggest_contract

    strain = suggest_contract(board.hands, declarer_of(board)).strain
    return strain == lesson.strain and bool(lesson.play) and lesson.play[0] == answers_lead(board, strain)


def check_second_hand_low(board: Board, lesson: Lesson) -> Proof:
    """Second hand low: declarer's side leads a small card, the next defender holds an
    honour above it; his lowest card (the lesson card) is his best play and rising with
    his highest card gives declarer at least one more trick. The play opens with the
    page's own lead (:func:`_opens_as_the_answers_do`)."""
    if not _opens_as_the_answers_do(board, lesson):
        return Proof(False, "the play opens otherwise than question 6 teaches")
    pos, vals, seat = _decision(board, lesson)
    led, by = _led(pos)
    own = ddplay.holding(pos, seat, led[0])
    ok = (len(pos.deal.curtrick) == 1 and by % 2 == pos.declarer % 2  # type: ignore[attr-defined]
          and seat % 2 != pos.declarer % 2 and rank_of(led) <= 9 and len(own) >= 2
          and rank_of(own[0]) >= 11 and lesson.card == own[-1] and _right_beats_wrong(vals, own[-1], own[0]))
    return Proof(ok, f"low: {vals.get(own[-1]) if own else None}, high: {vals.get(own[0]) if own else None}",
                 bool(own) and _decides(vals, own[-1], own[0], lesson.target))


def third_hand_card(own: Sequence[str]) -> str:
    """Third hand's high card: the highest, or the lowest of touching top cards (KQ: Q)."""
    card = own[0]
    for nxt in own[1:]:
        if rank_of(nxt) != rank_of(card) - 1:
            break
        card = nxt
    return card


def check_third_hand_high(board: Board, lesson: Lesson) -> Proof:
    """Third hand high: partner led a small card and dummy followed with a small card;
    third hand's high card (the lesson card: as high as needed, the lowest of
    touching honours) is his best play, and his lowest card gives declarer a trick more.
    The play opens with the page's own lead (:func:`_opens_as_the_answers_do`)."""
    if not _opens_as_the_answers_do(board, lesson):
        return Proof(False, "the play opens otherwise than question 6 teaches")
    pos, vals, seat = _decision(board, lesson)
    led, by = _led(pos)
    own = ddplay.holding(pos, seat, led[0])
    trick = [ddplay.code(c) for c in pos.deal.curtrick]  # type: ignore[attr-defined]
    ok = (len(trick) == 2 and by == partner(seat) and by % 2 != pos.declarer % 2
          and rank_of(led) <= 9 and trick[1][0] == led[0] and rank_of(trick[1]) <= 9
          and len(own) >= 2 and rank_of(own[0]) >= 10
          and lesson.card == third_hand_card(own) and _right_beats_wrong(vals, lesson.card, own[-1]))
    return Proof(ok, f"high: {vals.get(lesson.card)}, low: {vals.get(own[-1]) if own else None}",
                 bool(own) and _decides(vals, lesson.card, own[-1], lesson.target))


def cover_costs_two(pos: ddplay.Position, card: str) -> bool:
    """With an honour led to the current trick by declarer's side, and ``card`` the cover:
    declarer's side, still to play to the trick, holds a card over it, so it must spend a
    second high card (dummy leads the ♥Q, East covers with the ♥K, declarer's ♥A takes it)."""
    led, by = _led(pos)
    return any(rank_of(c) > rank_of(card) for c in ddplay.holding(pos, (by + 2) % 4, led[0]))


def _a_sensible_lead(board: Board, lesson: Lesson) -> bool:
    """Declarer's lead of the honour costs him at most a trick against his best play there,
    double dummy: a lesson in which dummy leads the ♥J from ♥J9653 opposite ♥A2, dropping
    from nine tricks to six, shows a play no teacher would."""
    before = ddplay.play_all(ddplay.start(board.hands, declarer_of(board), lesson.strain), lesson.play[:-1])
    values = ddplay.values(before)
    return lesson.play[-1] in values and max(values.values()) - values[lesson.play[-1]] <= 1


def check_cover(board: Board, lesson: Lesson) -> Proof:
    """Cover an honour with an honour: declarer's side leads an honour, the next defender
    covers with his cheapest higher card (the lesson card) — his best play — and ducking
    with his lowest card gives declarer a trick more. The cover must cost declarer's side a
    second high card (:func:`cover_costs_two`): that is what promotes the defenders' cards.
    A cover that simply wins the trick (the ace on the king, nothing of declarer's over it)
    is "take your trick", not this lesson; a teacher found four such boards in the set. The
    honour led is a jack or higher (beginners count a ten as a spot card, and covering a ten
    second hand is an expert's play), and leading it is a sensible play for declarer
    (:func:`_a_sensible_lead`).
    The play opens with the page's own lead (:func:`_opens_as_the_answers_do`)."""
    if not _opens_as_the_answers_do(board, lesson):
        return Proof(False, "the play opens otherwise than question 6 teaches")
    pos, vals, seat = _decision(board, lesson)
    led, by = _led(pos)
    own = ddplay.holding(pos, seat, led[0])
    higher = [c for c in own if rank_of(c) > rank_of(led)]
    ok = (len(pos.deal.curtrick) == 1 and by % 2 == pos.declarer % 2  # type: ignore[attr-defined]
          and seat % 2 != pos.declarer % 2 and rank_of(led) >= 11 and len(own) >= 2 and bool(higher)
          and lesson.card == higher[-1] and cover_costs_two(pos, lesson.card)
          and _a_sensible_lead(board, lesson) and _right_beats_wrong(vals, lesson.card, own[-1]))
    return Proof(ok, f"cover: {vals.get(lesson.card)}, duck: {vals.get(own[-1]) if own else None}",
                 bool(own) and _decides(vals, lesson.card, own[-1], lesson.target))


def signal_trick_two(pos: ddplay.Position, led_suit: str) -> tuple[int, int] | None:
    """At the start of trick two with the leader on lead: declarer's tricks after the best
    continuation of the led suit and after the best switch."""
    vals = ddplay.values(pos)
    cont = [v for c, v in vals.items() if c[0] == led_suit]
    switch = [v for c, v in vals.items() if c[0] != led_suit]
    if not cont or not switch:
        return None
    return min(cont), min(switch)


def check_signal(board: Board, lesson: Lesson) -> Proof:
    """An attitude signal that tells partner the right thing. Partner leads an ace or king;
    third hand's card (the lesson card) is a spot card — his highest to say "continue",
    his lowest to say "switch" — and costs nothing now; declarer plays perfectly, the
    leader wins and is on lead, and what the signal asked for is strictly better for the
    defence at trick two than the other choice. The play opens with the page's own lead
    (:func:`_opens_as_the_answers_do`)."""
    if not _opens_as_the_answers_do(board, lesson):
        return Proof(False, "the play opens otherwise than question 6 teaches")
    pos, vals, seat = _decision(board, lesson)
    led, by = _led(pos)
    own = ddplay.holding(pos, seat, led[0])
    spots = [c for c in own if rank_of(c) <= 9]
    if (len(pos.deal.curtrick) != 2 or by != partner(seat) or by % 2 == pos.declarer % 2  # type: ignore[attr-defined]
            or rank_of(led) < 13 or len(spots) < 2 or lesson.card not in (spots[0], spots[-1])
            or vals[lesson.card] != min(vals.values())):
        return Proof(False, "not an ace or king led with third hand holding two spot cards to signal with")
    after = ddplay.play(pos, lesson.card)
    after = ddplay.play(after, ddplay.best(after))
    if after.to_play() != by:
        return Proof(False, "the leader did not keep the lead")
    two = signal_trick_two(after, led[0])
    if two is None:
        return Proof(False, "no choice at trick two")
    cont, switch = two
    encourage = lesson.card == spots[0]
    ok = cont < switch if encourage else switch < cont
    decides = min(cont, switch) < lesson.target <= max(cont, switch)
    return Proof(ok, f"{'encourage' if encourage else 'discourage'}: continue {cont}, switch {switch}", decides)


# ----- the themes -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Theme:
    key: str
    title: str
    grade: int  # the grade a plain deal of this theme gets; +1 when the point saves only a trick
    defence: bool
    check: Callable[[Board, Lesson], Proof]


THEMES: dict[str, Theme] = {t.key: t for t in (
    Theme("counting", QT_TRANSLATE_NOOP("Notes", "counting points"), 1, False, check_counting),
    Theme("game", QT_TRANSLATE_NOOP("Notes", "part-score or game"), 1, False, check_game),
    Theme("sure-tricks", QT_TRANSLATE_NOOP("Notes", "sure tricks"), 1, False, check_sure_tricks),
    Theme("trumps", QT_TRANSLATE_NOOP("Notes", "choosing trumps"), 2, False, check_trumps),
    Theme("long-suit", QT_TRANSLATE_NOOP("Notes", "long suits"), 2, False, check_long_suit),
    Theme("drawing-trumps", QT_TRANSLATE_NOOP("Notes", "drawing trumps"), 2, False, check_drawing_trumps),
    Theme("finesse", QT_TRANSLATE_NOOP("Notes", "finesses"), 3, False, check_finesse),
    Theme("lead-nt", QT_TRANSLATE_NOOP("Notes", "opening leads against no trumps"), 2, True, check_lead),
    Theme("lead-suit", QT_TRANSLATE_NOOP("Notes", "opening leads against a suit"), 3, True, check_lead),
    Theme("third-hand-high", QT_TRANSLATE_NOOP("Notes", "third hand high"), 3, True, check_third_hand_high),
    Theme("second-hand-low", QT_TRANSLATE_NOOP("Notes", "second hand low"), 3, True, check_second_hand_low),
    Theme("cover-honour", QT_TRANSLATE_NOOP("Notes", "covering an honour"), 4, True, check_cover),
    Theme("signal", QT_TRANSLATE_NOOP("Notes", "signalling to partner"), 4, True, check_signal),
)}


def check(board: Board, lesson: Lesson) -> Proof:
    """The lesson's theme check on ``board``."""
    theme = THEMES.get(lesson.theme)
    if theme is None:
        return Proof(False, f"unknown theme {lesson.theme!r}")
    return theme.check(board, lesson)
