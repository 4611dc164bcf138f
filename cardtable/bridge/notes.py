"""The teacher's note of a lesson: two or three sentences from the deal's own facts.

The curator writes each built-in board's note into its PBN file (``LessonNote``) in English,
plain ASCII for other PBN readers; the practice window and the printed hand records write
it again in the app's language from the same facts. So every sentence here is a whole
sentence marked for translation (context "Notes"), its facts filled in afterwards, and the
words inside it — cards, seats, contracts — come in the app's language too. Without a
translator the text is exactly the English the files hold (a test compares them).
"""

from __future__ import annotations

from ..engine.cards import hcp
from ..engine.games.minibridge import SIDE_NAMES, partner, side_points
from ..words import in_english, translate, translating
from . import ddplay
from .analysis import Analysis, contract_words
from .deal import Board, seat_words, suit_colour, suit_ranks
from .lesson import GRADES, Lesson, LessonError, lesson_of
from .themes import (
    SUITS,
    THEMES,
    Proof,
    all_top_tricks,
    answers_lead_of,
    cards_in,
    check,
    declarer_of,
    finesse_swap,
    fit,
    rank_of,
    tricks,
)
from .themes import table as dd_table


def card_words(card: str) -> str:
    """``HK`` -> "the king of hearts", in the app's language ("le roi de cœur")."""
    suit = suit_colour(SUITS.index(card[0]))
    return {
        14: translate("Notes", "the ace of {0}"), 13: translate("Notes", "the king of {0}"),
        12: translate("Notes", "the queen of {0}"), 11: translate("Notes", "the jack of {0}"),
        10: translate("Notes", "the ten of {0}"), 9: translate("Notes", "the nine of {0}"),
        8: translate("Notes", "the eight of {0}"), 7: translate("Notes", "the seven of {0}"),
        6: translate("Notes", "the six of {0}"), 5: translate("Notes", "the five of {0}"),
        4: translate("Notes", "the four of {0}"), 3: translate("Notes", "the three of {0}"),
        2: translate("Notes", "the two of {0}"),
    }[rank_of(card)].format(suit)


def _pair(declarer: int) -> str:
    return (translate("Notes", "North-South") if SIDE_NAMES[declarer % 2] == "NS"
            else translate("Notes", "East-West"))


def _stake(decides: bool) -> str:
    """What the lesson's point is worth: the contract, or a trick."""
    return translate("Notes", "the contract", "what a play gives away") if decides else translate(
        "Notes", "a trick", "what a play gives away")


def _index(card: str) -> int:
    return 13 * SUITS.index(card[0]) + rank_of(card) - 2


def _seat_of_lead(board: Board, lesson: Lesson) -> int:
    """Who led the lesson's last played card (the lead to the trick of the lesson)."""
    led = lesson.play[-1]
    return next(s for s in range(4) if board.hands[s] >> _index(led) & 1)


def lesson_about(lesson: Lesson) -> str:
    """What the lesson is about and for whom ("covering an honour, club player"), in the
    app's language; a theme of someone else's file is named as the file names it."""
    theme = translate("Notes", THEMES[lesson.theme].title) if lesson.theme in THEMES else lesson.theme
    return translate("Notes", "{0}, {1}", "a lesson's theme, then who it is for").format(
        theme, translate("Notes", GRADES[lesson.grade]))


def note_contract(lesson: Lesson | None, analysis: Analysis) -> str:
    """The lesson's contract in words when it is not the contract the answers follow: the
    note then says which contract it is about (its "stop in a part-score" sat under "8. yes",
    "Against game in no trumps" under "Declarer would choose: a part-score", with nothing
    to say that the two spoke of different contracts); "" when they are the same."""
    if lesson is None or not lesson.strain or analysis.contract is None:
        return ""
    if (lesson.strain, lesson.game) == (analysis.contract.strain, analysis.contract.game):
        return ""
    return contract_words(lesson.strain, lesson.game)


def lesson_note(board: Board) -> str:
    """The board's teacher's note in the app's language: written again from the deal when
    the file holds the curator's English note (every built-in board), else as the file has
    it (a teacher's own words are not ours to translate); "" without a note."""
    if not board.note or not translating():  # in English the file's note is the answer
        return board.note
    try:
        lesson = lesson_of(board)
        if lesson is None:
            return board.note
        proof = check(board, lesson)
        with in_english():
            ours = note(board, lesson, proof) == board.note
        return note(board, lesson, proof) if ours else board.note
    except (LessonError, ValueError, KeyError, IndexError, StopIteration):  # a file's lesson we cannot follow
        return board.note


def note(board: Board, lesson: Lesson, proof: Proof) -> str:
    """Two or three sentences for the hand record, from the deal's own facts."""
    if not lesson.strain:
        ns, ew = side_points(board.hands)
        return translate("Notes", "Count carefully: North-South hold {0} points and East-West {1}. With the points "
                                  "split 20-20 neither side owns the deal, so nobody declares and the cards are "
                                  "thrown in and dealt again.").format(ns, ew)
    t = lesson.theme
    if t in _DECLARER_NOTES:
        return _DECLARER_NOTES[t](board, lesson, proof)
    return _defence_note(board, lesson, proof)


# ----- declarer's lessons ----------------------------------------------------------------------


def _counting(board: Board, lesson: Lesson, proof: Proof) -> str:
    d = declarer_of(board)
    return translate("Notes", "{0} hold {1} of the 40 points, so they declare: {2} has {3} and is declarer, {4} is "
                              "dummy. Count every hand before anything else (ace 4, king 3, queen 2, jack 1); the "
                              "side with more points usually owns the deal, and here {2} can make {5}.").format(
        _pair(d), side_points(board.hands)[d % 2], seat_words(d), hcp(board.hands[d]), seat_words(partner(d)),
        contract_words(lesson.strain, lesson.game))


def _game(board: Board, lesson: Lesson, proof: Proof) -> str:
    d = declarer_of(board)
    points = side_points(board.hands)[d % 2]
    contract = contract_words(lesson.strain, lesson.game)
    if lesson.game:
        return translate("Notes", "{0} have {1} points together, enough to aim for game. {2} names {3}: {4} tricks "
                                  "are needed and good play brings in {5}. A part-score here would throw away the "
                                  "game bonus.").format(
            _pair(d), points, seat_words(d), contract, lesson.target, dd_table(board)[d][lesson.strain])
    return translate("Notes", "With {0} points between them {1} stop in {2}. No game makes in any strain, so the "
                              "sensible target is seven tricks and the part-score bonus; reaching for game would "
                              "only give the defenders points.").format(points, _pair(d), contract)


def _sure_tricks(board: Board, lesson: Lesson, proof: Proof) -> str:
    d = declarer_of(board)
    said = (translate("Notes", "Before touching a card, {0} counts the winners that need no help: {1} tricks from "
                               "the top in the four suits. The target in {2} is {3}, so the plan is simply to cash "
                               "them, taking care to play the high card from the shorter hand first.")
            if lesson.strain == "NT" else
            translate("Notes", "Before touching a card, {0} counts the winners that need no help: {1} tricks from "
                               "the top in the four suits. The target in {2} is {3}, so the plan is to draw the "
                               "defenders' trumps with the top trumps, then cash the rest, taking care to play the "
                               "high card from the shorter hand first."))
    return said.format(seat_words(d), all_top_tricks(board.hands, d), contract_words(lesson.strain, lesson.game),
                       lesson.target)


def _trumps(board: Board, lesson: Lesson, proof: Proof) -> str:
    d = declarer_of(board)
    table = dd_table(board)[d]
    suit = SUITS.index(lesson.strain)
    return translate("Notes", "{0} and {1} hold {2} {3} between them, a fit worth naming as trumps. With {3} as "
                              "trumps declarer takes {4} tricks, in no trumps only {5}: the trumps stop the "
                              "defenders' long suit and let declarer ruff his losers.").format(
        seat_words(d), seat_words(partner(d)), fit(board.hands, d, suit), suit_colour(suit), table[lesson.strain],
        table["NT"])


def _long_suit(board: Board, lesson: Lesson, proof: Proof) -> str:
    d = declarer_of(board)
    return translate("Notes", "{0} has only {1} sure tricks, short of the {2} needed in {3}. The {4} make up the "
                              "difference: once the defenders have no {4} left, even {5} wins a trick. Play on the "
                              "long suit early, keeping an entry to the hand that holds it.").format(
        seat_words(d), all_top_tricks(board.hands, d), lesson.target, contract_words(lesson.strain, lesson.game),
        suit_colour(SUITS.index(lesson.card[0])), card_words(lesson.card))


def _drawing_trumps(board: Board, lesson: Lesson, proof: Proof) -> str:
    d = declarer_of(board)
    return translate("Notes", "{0} plays {1} and should lead trumps as soon as he gets in, keeping on until the "
                              "defenders have none left. Cashing the {2} first lets a defender who is short in {2} "
                              "ruff a winner, and then the contract fails. Count the defenders' trumps as they "
                              "fall.").format(
        seat_words(d), contract_words(lesson.strain, lesson.game), suit_colour(SUITS.index(lesson.card[0])))


def _finesse(board: Board, lesson: Lesson, proof: Proof) -> str:
    d = declarer_of(board)
    hands = board.hands
    holder = next(s for s in range(4) if hands[s] >> _index(lesson.card) & 1)
    moved = finesse_swap(hands, d, lesson.card)
    works = moved is not None and dd_table(board)[d][lesson.strain] > tricks(moved, d, lesson.strain)
    said = (translate("Notes", "{0}'s side holds the cards either side of {1}, so lead from the other hand towards "
                               "the tenace and wait for the defender in between to play. {2} holds the honour, so "
                               "here the finesse works; where the honour lies is worth {3}.") if works else
            translate("Notes", "{0}'s side holds the cards either side of {1}, so lead from the other hand towards "
                               "the tenace and wait for the defender in between to play. {2} holds the honour, so "
                               "here the finesse loses; where the honour lies is worth {3}."))
    return said.format(seat_words(d), card_words(lesson.card), seat_words(holder), _stake(proof.decides))


_DECLARER_NOTES = {
    "counting": _counting, "game": _game, "sure-tricks": _sure_tricks, "trumps": _trumps,
    "long-suit": _long_suit, "drawing-trumps": _drawing_trumps, "finesse": _finesse,
}


# ----- the defence's lessons -------------------------------------------------------------------


def _defence_note(board: Board, lesson: Lesson, proof: Proof) -> str:
    d = declarer_of(board)
    hands = board.hands
    lead = seat_words((d + 1) % 4)
    contract = contract_words(lesson.strain, lesson.game)
    stake = _stake(proof.decides)
    t = lesson.theme
    if t in ("lead-nt", "lead-suit"):
        said = translate("Notes", "Against {0}, {1} leads {2}, {3}. It gives nothing away and works towards tricks "
                                  "for the defence; {4}.").format(
            contract, lead, card_words(lesson.card), _lead_kind(board, lesson), _worse_leads(board, lesson))
        then = _continuation(board, lesson)
        return f"{said} {then}" if then else said
    if t == "third-hand-high":
        own = cards_in(hands[(d + 3) % 4], SUITS.index(lesson.card[0]))
        said = (translate("Notes", "Say {0} leads {1} against {2} and dummy plays low. {3}, third to play, puts up "
                                   "{4}, his highest card, so that declarer cannot win the trick cheaply. Playing "
                                   "low would give away {5}.") if own[0] == lesson.card else
                translate("Notes", "Say {0} leads {1} against {2} and dummy plays low. {3}, third to play, puts up "
                                   "{4}, the lower of his touching top cards, as high as needed, so that declarer "
                                   "cannot win the trick cheaply. Playing low would give away {5}."))
        return said.format(lead, card_words(lesson.play[0]), contract, seat_words((d + 3) % 4),
                           card_words(lesson.card), stake)
    leader_seat = _seat_of_lead(board, lesson)
    led = card_words(lesson.play[-1])
    if t == "second-hand-low":
        return translate("Notes", "Later in {0}, {1} leads {2}. {3}, second to play, plays low ({4}) and keeps his "
                                  "high card for later: it can still capture one of declarer's honours. Rising with "
                                  "it now would give declarer {5}.").format(
            contract, seat_words(leader_seat), led, seat_words((leader_seat + 1) % 4), card_words(lesson.card), stake)
    if t == "cover-honour":  # the check asks that the cover cost declarer a second high card
        return translate("Notes", "Later in {0}, {1} leads {2}. {3} covers with {4}, so declarer must spend two high "
                                  "cards to win one trick and a smaller card in the defenders' hands is promoted. "
                                  "Playing low would give declarer {5}.").format(
            contract, seat_words(leader_seat), led, seat_words((leader_seat + 1) % 4), card_words(lesson.card), stake)
    spots = [c for c in cards_in(hands[(d + 3) % 4], SUITS.index(lesson.card[0])) if rank_of(c) <= 9]
    said = (translate("Notes", "Say {0} leads {1} against {2}. {3} has no need to win the trick, so he plays {4}, his "
                               "highest small card, to say 'I like this suit, carry on'. Continuing the suit is right "
                               "here; the other choice gives declarer {5}.") if lesson.card == spots[0] else
            translate("Notes", "Say {0} leads {1} against {2}. {3} has no need to win the trick, so he plays {4}, his "
                               "lowest card, to say 'not this suit, try another'. A switch is right here; the other "
                               "choice gives declarer {5}."))
    return said.format(lead, card_words(lesson.play[0]), contract, seat_words((d + 3) % 4), card_words(lesson.card),
                       stake)


def _lead_kind(board: Board, lesson: Lesson) -> str:
    """What kind of lead the lesson's card is, in the words of the rule question 6 gives."""
    hand = board.hands[(declarer_of(board) + 1) % 4]
    lead = answers_lead_of(board, lesson.strain)
    ranks = suit_ranks(hand, SUITS.index(lesson.card[0]))
    longest = len(ranks) >= max(len(suit_ranks(hand, s)) for s in range(4))
    if len(ranks) == 1:
        return (translate("Notes", "a singleton, hoping to ruff") if lesson.strain != "NT"
                else translate("Notes", "a singleton"))
    if lead.rule == "touching" and ranks[0] == 14:
        return translate("Notes", "the ace from his ace-king")
    if lead.rule == "fourth" and not longest:
        return translate("Notes", "the fourth highest of a long suit")
    return {
        "sequence": translate("Notes", "the top of his solid sequence"),
        "touching": translate("Notes", "the top of his touching honours"),
        "interior": translate("Notes", "the top of the sequence under his honour"),
        "fourth": translate("Notes", "the fourth highest of his longest suit"),
        "trump": translate("Notes", "a trump"),
        "nothing": translate("Notes", "the top of a suit with no honour"),
        "ace": translate("Notes", "cashed first, to see what partner plays to it before going on"),
    }.get(lead.rule, translate("Notes", "the card that risks least"))


def _worse_leads(board: Board, lesson: Lesson) -> str:
    """Which other suits' leads would cost the defence, double dummy: "a lead in hearts or
    clubs would hand declarer the contract". Every other suit only when each one does (a
    pupil who tries another suit and beats the contract was told it could not be done)."""
    d = declarer_of(board)
    vals = ddplay.values(ddplay.start(board.hands, d, lesson.strain))
    ours = vals[lesson.card]
    best = {s: min(v for c, v in vals.items() if c[0] == s) for s in SUITS
            if s != lesson.card[0] and any(c[0] == s for c in vals)}
    bad = [s for s in SUITS if s in best and best[s] >= lesson.target] if ours < lesson.target else []
    contract = bool(bad)
    if not bad:
        bad = [s for s in SUITS if s in best and best[s] > ours]
    if len(bad) == len(best):
        return (translate("Notes", "a lead in any other suit would hand declarer the contract") if contract else
                translate("Notes", "a lead in any other suit would give declarer a trick"))
    suits = _or_list([suit_colour(SUITS.index(s)) for s in bad])
    return (translate("Notes", "a lead in {0} would hand declarer the contract") if contract else
            translate("Notes", "a lead in {0} would give declarer a trick")).format(suits)


def _continuation(board: Board, lesson: Lesson) -> str:
    """What the defence must do at trick two, when the lead beats the contract only if the
    suit is played again (10/1: the ♣A wins, and a second club gives North, out of clubs, a
    ruff; any switch lets the contract make). Trick one is played double dummy, each seat's
    lowest best card; "" when the lead does not beat the contract, declarer wins the first
    trick, or the second trick leaves the defence a choice."""
    d = declarer_of(board)
    pos = ddplay.start(board.hands, d, lesson.strain)
    if ddplay.values(pos)[lesson.card] >= lesson.target:
        return ""
    pos = ddplay.play(pos, lesson.card)
    for _ in range(3):
        pos = ddplay.play(pos, ddplay.best(pos))
    winner = pos.to_play()
    if winner % 2 == d % 2:
        return ""
    suit = lesson.card[0]
    vals = ddplay.values(pos)
    again = [v for c, v in vals.items() if c[0] == suit]
    switch = [v for c, v in vals.items() if c[0] != suit]
    if not again or not switch or min(again) >= lesson.target or min(switch) < lesson.target:
        return ""
    other = partner(winner)
    ruffs = (lesson.strain != "NT" and not ddplay.holding(pos, other, suit)
             and bool(ddplay.holding(pos, other, lesson.strain)))
    leader = (d + 1) % 4
    colour = suit_colour(SUITS.index(suit))
    if winner == leader:
        said = (translate("Notes", "When {0} wins the first trick, {1} must lead {2} again for {3} to ruff; a switch "
                                   "now would let declarer make the contract.") if ruffs else
                translate("Notes", "When {0} wins the first trick, {1} must lead {2} again; a switch now would let "
                                   "declarer make the contract."))
    else:
        said = (translate("Notes", "{3} wins the first trick and must return {2} for {1} to ruff; a switch now would "
                                   "let declarer make the contract.") if ruffs else
                translate("Notes", "{3} wins the first trick and must return {2}; a switch now would let declarer "
                                   "make the contract."))
    return said.format(card_words(lesson.card), seat_words(leader), colour, seat_words(other if winner == leader
                                                                                      else winner))


def _or_list(items: list[str]) -> str:
    """``hearts or clubs``, ``spades or hearts or clubs``, in the app's language."""
    return translate("Notes", " or ", "between the suits of a list: hearts or clubs").join(items)

