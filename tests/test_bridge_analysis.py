"""The nine answers from a deal: the seed's exercise answered exactly as the lesson does,
sure-trick counting, lead rules, extra-trick chances, double dummy and the best contract."""

from __future__ import annotations

import pytest

from cardtable.bridge.analysis import analyse, extra_chances, suggest_lead, sure_tricks, top_tricks_in_suit
from cardtable.bridge.dd import best_contract
from cardtable.bridge.deal import Board, card_text
from cardtable.bridge.exercises import builtin_sets, check, expected, questions_for
from cardtable.engine.cards import mask_of, parse_cards

from .conftest import OLD_01_2, board_of

SEED_DEAL = "W:J98.QJT8.9752.T8 T532.AK4.K83.A53 Q74.75.JT6.QJ976 AK6.9632.AQ4.K42"
N, E, S, W = range(4)


def seed_board() -> Board:
    return builtin_sets()[0].boards[0]


def hand(text: str) -> int:
    return mask_of(parse_cards(text))


def test_the_seed_deal_is_exercise_one_of_the_first_set():
    first = builtin_sets()[0]
    assert first.key.startswith("01")
    b = first.boards[0]
    assert b.hands == Board.from_pbn_deal(SEED_DEAL, "W").hands
    assert b.dealer == W and b.number == 1


def test_every_seed_answer():
    a = analyse(seed_board())
    f = a.facts
    assert (f.points[W], f.points[N], f.points[E], f.points[S]) == (4, 14, 6, 16)  # 1
    assert f.first_to_announce == W  # 2
    assert f.declaring_side == 0 and f.points[N] + f.points[S] == 30  # 3
    assert (f.declarer, f.dummy) == (S, N)  # 4
    assert f.opening_leader == W  # 5
    assert a.lead.suit == 1 and card_text(a.lead.card) == "♥Q" and a.lead.rule == "sequence"  # 6
    assert "top of a solid sequence" in a.lead.reason
    assert a.sure.total == 9 and a.sure.per_suit == (2, 2, 3, 2)  # 7
    assert a.explanations["sure"].startswith("Nine top tricks: two spades (♠A K), two hearts (♥A K), three diamonds")
    assert a.go_for_game is True  # 8
    assert "certainly go for game" in a.explanations["game"]
    assert a.extra_tricks is True  # 9
    spade = next(c for c in a.chances if c.kind == "length" and c.suit == 0)
    assert spade.works and spade.tricks == 1 and "3–3" in spade.text
    assert "tenth trick" in a.explanations["extra"]


def test_seed_double_dummy_is_plausible_and_matches_a_fresh_solve():
    from cardtable.bridge.dd import double_dummy

    b = seed_board()
    stored = b.dd_table()
    assert stored is not None
    assert stored == double_dummy(b.hands)
    assert stored[S]["NT"] >= 9 and stored[N]["NT"] >= 9
    assert all(stored[s][k] + stored[(s + 1) % 4][k] == 13 for s in range(4) for k in stored[s])
    best = best_contract(stored, S)
    assert (best.strain, best.game, best.score) == ("NT", True, 430)


@pytest.mark.parametrize(
    ("a", "b", "suit", "n"),
    [
        ("AS KS", "2S 3S 4S", 0, 2),  # AK opposite three small
        ("AS KS QS", "2S 3S", 0, 3),  # AKQ opposite a doubleton
        ("AS", "KS", 0, 1),  # blocked: both fall on one trick
        ("AS KS", "QS JS", 0, 2),  # four honours, two rounds
        ("AS 2S", "KS QS 3S 4S", 0, 3),
        ("KS QS JS", "2S 3S", 0, 0),  # no ace: nothing sure
        ("AS QS 2S", "3S 4S", 0, 1),  # the king is missing
        ("", "", 2, 0),
    ],
)
def test_top_tricks_in_a_suit(a, b, suit, n):
    assert top_tricks_in_suit(hand(a) if a else 0, hand(b) if b else 0, suit)[0] == n


def test_sure_tricks_text_names_the_cards():
    st = sure_tricks(hand("AS KS 2H AD KD QD"), hand("3S 4S AH 5D"))
    assert st.total == 6
    assert st.text() == "Six top tricks: two spades (♠A K), one heart (♥A) and three diamonds (♦A K Q)."


@pytest.mark.parametrize(
    ("cards", "strain", "lead", "rule"),
    [
        ("QH JH TH 8H 9S 8S JS 9D 7D 5D 2D TC 8C", "NT", "QH", "sequence"),
        ("KS QS 6S 8H 4H 3H 7D 6D 5D QC 7C 5C 2C", "NT", "KS", "touching"),
        # against no trumps a four-card suit with no honour to lead away from beats K Q 6
        ("KS QS 6S 8H 4H 3H 7D 6D 5D 9C 7C 5C 2C", "NT", "2C", "fourth"),
        ("KS JS 8S 6S 4S 8H 4H 9D 7D 6D 9C 7C 2C", "NT", "6S", "fourth"),
        ("7S 8H 5H 4H 3H 9D 7D 6D 5D 9C 8C 7C 2C", "S", "3H", "fourth"),
        ("5S 3S 2S 7H 9D 8D 4D 3D KC 8C 7C 6C 2C", "D", "7H", "singleton"),
    ],
)
def test_lead_rules(cards, strain, lead, rule):
    got = suggest_lead(hand(cards), strain)
    assert (str(got.card), got.rule) == (lead, rule)
    assert got.reason.startswith(f"Lead the {card_text(got.card)}, ")


def test_no_singleton_lead_in_no_trumps_and_never_underlead_an_ace_against_trumps():
    cards = hand("5S 3S 2S 7H 9D 8D 4D 3D KC 8C 7C 6C 2C")
    assert suggest_lead(cards, "NT").suit != 1
    got = suggest_lead(hand("AS 8S 6S 3S 7H 6H 5H 4H 9D 8D 7D 9C 8C"), "H")
    assert got.suit != 0 or str(got.card) == "AS"


def test_no_lead_away_from_unsupported_honours_when_a_safe_suit_exists():
    # K72 and AJ4: lead the long suit or the suit with no honour, and say why it is good
    # (a teacher teaches the lead to make, not a list of leads to avoid)
    got = suggest_lead(hand("KS 7S 2S AH JH 4H 9D 8D 6D 8C 6C 4C 3C"), "NT")
    assert got.rule in ("nothing", "fourth") and got.suit in (2, 3)
    assert "long suit" in got.reason or "no honour" in got.reason
    assert "Avoid" not in got.reason


def test_finesse_chance_knows_where_the_king_is():
    # South holds the ♣A Q, North leads towards it: it wins only if East (South's right-hand
    # opponent, who plays before South) holds the ♣K. Here West has it.
    north = hand("AS KS QS 2S AH KH QH 2H 3D 4D 2C 3C 4C")
    east = hand("3S 4S 5S 6S 3H 4H 5H 6H 5D 6D 7D 5C 6C")
    south = hand("7S 8S 9S TS 7H 8H 9H TH 8D 9D TD AC QC")
    west = ((1 << 52) - 1) & ~(north | east | south)
    fin = [c for c in extra_chances([north, east, south, west], S) if c.kind == "finesse" and c.suit == 3]
    assert fin and fin[0].works is False and "Here West has it" in fin[0].text
    swapped = [north, west, south, east]  # now East holds the king
    fin = [c for c in extra_chances(swapped, S) if c.kind == "finesse" and c.suit == 3]
    assert fin and fin[0].works is True


def test_redeal_has_three_answers_and_no_declarer():
    b = builtin_sets()[0].boards[4]
    a = analyse(b)
    assert a.redeal and a.facts.declaring_side is None
    assert len(questions_for(a)) == 3
    js = a.to_json()
    assert js["declaring_side"] is None and js["redeal"] and "redealt" in js["note"]
    assert check(a, "side", None).correct and not check(a, "side", 0).correct


def test_checking_answers():
    a = analyse(seed_board())
    assert check(a, "points", (14, 6, 16, 4)).correct
    wrong = check(a, "points", (14, 6, 15, 4))
    assert not wrong.correct and "South has 16, not 15" in wrong.text
    assert check(a, "declarer", (S, N)).correct
    assert "opposite" in check(a, "declarer", (S, E)).text
    lead = expected(a, "lead")
    assert check(a, "lead", lead).correct
    right_suit = check(a, "lead", parse_cards("8H")[0])
    assert right_suit.correct and "lead the ♥Q" in right_suit.text
    assert not check(a, "lead", parse_cards("9D")[0]).correct
    assert check(a, "sure", 9).correct and not check(a, "sure", 8).correct
    assert check(a, "game", True).correct and check(a, "extra", True).correct


def test_every_builtin_deal_has_its_answers():
    sets = builtin_sets()
    assert len(sets) >= 8
    boards = [b for s in sets for b in s.boards]
    assert len(boards) >= 25  # the seed's deal and 24 or more of our own
    assert len({b.pbn_deal for b in boards}) == len(boards)
    assert all(b.dd is not None for b in boards), "built-in deals carry their double-dummy table"
    analyses = [analyse(b) for b in boards]  # once each: the analyses are most of the suite's slowest test
    for b, a in zip(boards, analyses, strict=True):
        assert a.explanations["points"] and a.explanations["first"] and a.explanations["side"]
        if not a.redeal:
            assert a.lead is not None and a.sure is not None and a.best is not None
            assert isinstance(a.go_for_game, bool) and isinstance(a.extra_tricks, bool)
            for key in ("declarer", "leader", "lead", "sure", "game", "extra"):
                assert a.explanations[key], (b, key)
    assert sum(1 for a in analyses if not a.redeal) >= 25


def test_endplay_is_loaded_without_its_plotting_part():
    """The solvers and a PBN file load endplay without endplay.dealer (matplotlib, numpy: a
    second of CPU per process); the real endplay.dealer is left for a later import to find."""
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from cardtable.ai.dds import load_endplay\n"
        "from cardtable.bridge.deal import Board\n"
        "from cardtable.bridge.pbn import read_pbn, write_pbn\n"
        f"board = Board.from_pbn_deal({SEED_DEAL!r}, 'W')\n"
        "assert read_pbn(write_pbn([board]))[0].hands == board.hands\n"
        "load_endplay()\n"
        "from endplay.dds import calc_all_tables, solve_board\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('matplotlib', 'numpy', 'endplay.dealer'))\n"
        "assert not heavy and 'endplay.dealer' not in sys.modules, heavy\n"
        "import importlib.util\n"
        "print(importlib.util.find_spec('endplay.dealer').name)\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout.strip() == "endplay.dealer", proc.stderr


def test_nine_top_tricks_with_every_suit_guarded_is_game_in_no_trumps_not_a_minor():
    """A singleton made declarer settle for a club part-score, though no trumps had nine top
    tricks and every suit was guarded: the seed's own model answer is the opposite."""
    b = board_of("N:AQJ3.Q5.7.AKJT86 T85.T8.AKJ6542.5 K74.J9432.Q83.Q4 962.AK76.T9.9732", "N")
    a = analyse(b, dd=False)
    assert a.sure is not None and a.sure.total == 9
    assert a.contract is not None and (a.contract.strain, a.contract.game) == ("NT", True)
    assert a.explanations["game"].startswith("Yes.")


def test_nine_top_tricks_with_a_suit_wide_open_is_no_certain_game():
    """Nine top tricks in no trumps, but nobody stops the hearts (♥J 4 2 opposite ♥T65): the
    defenders may run them first, so the answer does not say 'certainly'."""
    b = board_of("N:J532.AKQ73.9.753 T6.T65.K65.AKJ42 Q4.98.J8743.T986 AK987.J42.AQT2.Q", "S")
    a = analyse(b, dd=False)
    text = a.explanations["game"]
    assert a.contract is not None and a.contract.strain == "NT" and a.contract.open_suits == (1,)
    assert "certainly" not in text and "But nothing stops the defenders' hearts" in text


def test_a_trump_sequence_is_led_rather_than_a_card_away_from_a_king():
    """Against a spade part-score, with ♠K Q J of trumps, the lead was the ♦4 away from
    ♦K J 7 4 2 — the lead teachers warn against — because a trump sequence scored as any trump."""
    b = board_of("N:65.T9653.QT8.J95 AT832.Q4.A93.AQ6 KQJ.J2.KJ742.KT4 974.AK87.65.8732", "E")
    a = analyse(b, dd=False)
    assert a.contract is not None and a.contract.strain == "S" and a.facts.opening_leader == S
    assert a.lead is not None and card_text(a.lead.card) == "♠K"


def test_no_sequence_lead_into_dummys_singleton_when_ace_king_is_there():
    """♣Q J 10 9 5 4 into dummy's singleton club in a heart game: the suit's later rounds are
    trumped, so the tricks it sets up never come; the ♦A from ♦A K 9 8 7 keeps the lead."""
    b = board_of("N:.Q2.AK987.QJT954 JT.KJT8764.J42.3 98653.93.65.K872 AKQ742.A5.QT3.A6", "N")
    a = analyse(b, dd=False)
    assert a.contract is not None and a.contract.strain == "H" and a.facts.opening_leader == N
    assert a.lead is not None and card_text(a.lead.card) == "♦A"


def test_queen_jack_opposite_the_ace_is_no_finesse_without_the_ten():
    """♠Q J 4 opposite ♠A 6 5: West covers the queen with the king and the ten is then high, so
    leading the queen gains nothing wherever the king is; ♠Q J 10 would gain."""
    deal = "N:A65.543.5432.AK5 T987.JT9.J98.QJT QJ4.AKQ2.AKQ.432 K32.876.T76.9876"
    a = analyse(board_of(deal, "S"), dd=False)
    assert not [c for c in a.chances if c.kind == "finesse" and c.suit == 0]
    with_ten = "N:A65.543.5432.AK5 9874.JT9.J98.QJT QJT.AKQ2.AKQ.432 K32.876.T76.9876"
    fin = [c for c in analyse(board_of(with_ten, "S"), dd=False).chances if c.kind == "finesse" and c.suit == 0]
    assert fin and fin[0].works is True  # West holds the king, under the ace: covered or not, it falls


def test_the_lead_is_not_called_the_longest_suit_when_another_is_longer():
    """South leads from ♠K 4 3 2 (hearts are led into dummy's tenace) but holds five hearts: the
    spades were called 'your longest and strongest suit'."""
    deal = "N:987.8.AJ7642.J62 AQ6.K97.QT5.AT43 K432.J6543.8.Q75 JT5.AQT2.K93.K98"
    a = analyse(board_of(deal, "S"), dd=False)
    assert a.lead is not None and card_text(a.lead.card) == "♠2"
    assert "longest" not in a.explanations["lead"] and "from a long suit (♠K 4 3 2)" in a.explanations["lead"]


def test_the_points_answer_lists_the_seats_from_the_dealer():
    """The short answer always read "W 8, N 14, E 12, S 6", which a class reads as the order of
    announcing even when North deals."""
    from cardtable.bridge.exercises import answer_text

    deal = "N:AKQJ.AKQ.AKQ.AKQ 5432.5432.5432.5 T987.T987.T9.T98 6.J6.J876.J76432"
    for dealer, first in (("N", "N"), ("E", "E"), ("W", "W")):
        said = answer_text(analyse(board_of(deal, dealer), dd=False), "points")
        assert said.startswith(first + " "), said


def test_thirteen_top_tricks_leave_no_chance_of_an_extra_trick():
    """Q9 said "Yes" (length in hearts) with all thirteen tricks on top."""
    a = analyse(board_of("N:AKQJ.AKQ.AKQ.AKQ 5432.5432.5432.5 T987.T987.T9.T98 6.J6.J876.J76432", "N"), dd=False)
    assert a.sure is not None and a.sure.total == 13
    assert a.extra_tricks is False and a.explanations["extra"].startswith("No. All thirteen tricks are top tricks")


@pytest.mark.parametrize(("north", "south", "two_way"), [
    ("AS JS 3S", "KS TS 4S", True),  # A J x opposite K 10 x
    ("AS KS TS 5S", "JS 9S 7S", True),  # either defender can be finessed for the queen
    ("AS QS 5S 4S", "JS TS 3S", False),  # towards the jack gains nothing: the king stays over the queen
])
def test_a_two_way_finesse_is_a_guess_that_wins_when_guessed_right(north, south, two_way):
    """♠KT4 opposite ♠A J 3 was described one way only, and called a failure when the queen
    lay the other way."""
    from cardtable.bridge.counting import count_suit, find_finesse

    n, s_ = hand(north), hand(south)
    theirs = [c for c in range(13) if not (n | s_) >> c & 1]  # the other spades, shared out
    east = sum(1 << c for c in theirs[::2])
    west = sum(1 << c for c in theirs[1::2])
    hands = [n, east, s_, west]
    f = find_finesse(hands, S, 0, count_suit(hands, S, 0))
    assert f is not None and f.two_way is two_way
    if two_way:  # whoever holds the queen the right guess wins — unless the queen can rise
        for layout, wins in ((hands, True), ([n, west, s_, east], north == "AS JS 3S")):
            chance = next(c for c in extra_chances(layout, S) if c.kind == "finesse" and c.suit == 0)
            assert "two-way finesse" in chance.text and chance.works is wins, chance.text
            # (♠A K 10 5 opposite ♠J 9 7 with East's ♠Q 6 3: a small card led towards the jack,
            # East rises with the queen; the suit makes three tricks however declarer plays.)


def test_nine_cards_missing_the_queen_play_for_the_drop():
    """♥A K 8 6 4 opposite ♥J 10 9 5: "lose one trick to the defenders' ♥Q" and "a finesse in hearts"
    taught the wrong habit; with nine cards the ace and king drop the queen on the normal
    2–2 break ("eight ever, nine never"), so the suit is length, with nothing lost."""
    from cardtable.bridge.counting import count_suit, find_finesse

    deal = "N:3.72.T643.QT8754 T5.JT95.872.AKJ2 AKQ9842.Q3.Q9.93 J76.AK864.AKJ5.6"
    b = board_of(deal, "W")
    a = analyse(b, dd=False)
    hearts = [c for c in a.chances if c.suit == 1]
    assert [c.kind for c in hearts] == ["length"] and "break 2–2" in hearts[0].text
    c = count_suit(b.hands, a.facts.declarer, 1)
    assert (c.top, c.winners, c.hoped_long_tricks) == (2, 2, 3)  # all five hearts, none lost
    assert find_finesse(b.hands, a.facts.declarer, 1, c) is None
    # Eight cards missing the queen: still a finesse ("eight ever").
    eight = "N:3.72.T643.QT8754 T5.JT9.872.AKJ92 AKQ9842.Q53.Q9.3 J76.AK864.AKJ5.6"
    b8 = board_of(eight, "W")
    c8 = count_suit(b8.hands, 3, 1)
    assert c8.winners > c8.top  # the queen is driven out (or finessed), not dropped


def test_no_length_chance_is_offered_in_a_suit_without_an_honour():
    """♣7 6 5 4 3 opposite ♣10 9 (once built-in 01/2) was listed among "the chances that work":
    three rounds lost before the long cards win, too slow for a beginner's answer."""
    b = board_of(*OLD_01_2)
    a = analyse(b, dd=False)
    decl, dummy = a.facts.declarer, a.facts.dummy
    from cardtable.bridge.deal import suit_ranks

    bare = [s for s in range(4) if max(suit_ranks(b.hands[decl], s) + suit_ranks(b.hands[dummy], s), default=0) < 11]
    assert 3 in bare  # clubs: no honour between the two hands
    assert not [c for c in a.chances if c.kind == "length" and c.suit in bare]
    assert [c for c in a.chances if c.kind == "length"]  # a suit with honours still offers its length


def test_the_fit_is_named_with_its_length_and_a_singleton_is_trumped_from_the_second_round():
    """"They have an eight-card fit" beside eleven diamonds, and "dummy has only one diamond and
    can trump it" under an ace that wins the first round, read wrong to a teacher."""
    a = analyse(board_of("N:QJ.K5.AKJ9872.95 AKT985.974.5.T43 3.QJ63.QT43.K876 7642.AT82.6.AQJ2", "S"), dd=False)
    assert "on points alone game is out of reach, but with eleven diamonds they have a fit, so the tricks " \
        "decide" in a.explanations["game"]
    assert "eight-card" not in a.explanations["game"]
    b = analyse(board_of("N:KQ.AQ6.QJ76.8542 5.J.AK8532.JT763 AT9842.T754.9.A9 J763.K9832.T4.KQ", "S"), dd=False)
    assert "Lead the ♦A" in b.explanations["lead"]
    assert "dummy has only one diamond, so it can trump the suit from the second round on" in b.explanations["lead"]


def test_no_chance_found_is_not_called_all_there_is_when_double_dummy_makes_more():
    """Q9 said "they are all the tricks there are to be had" and then "makes 9 tricks (8 top)"
    (built-in 05/1): with double dummy above the top tricks it says where more must come from.
    That deal's ninth trick, a lead towards the ♦K, is a chance of its own now
    (test_counting_chances); here solid blocks, where nothing is to be found, stand beside a
    table that makes more than their top tricks."""
    b = board_of("N:AKQJ.AKQ.AKQ.AK2 T98.JT9.JT98.QJT 5432.432.432.543 76.8765.765.9876", "N")
    top = analyse(b, dd=False).sure.total
    assert top == 12  # the ♣Q is the defenders'
    seen = analyse(b, {s: {k: top + 1 for k in ("C", "D", "H", "S", "NT")} for s in range(4)})
    assert not seen.chances
    said = seen.explanations["extra"]
    assert "all the tricks there are" not in said and "where the defenders' cards lie" in said, said
    blind = analyse(b, dd=False).explanations["extra"]  # no table: nothing says there is more
    assert "they are all the tricks there are to be had" in blind, blind


def test_the_answers_agree_in_number_and_do_not_repeat_the_card():
    """"these do not work: length in diamonds" (now "On this layout, … do not work"), "none of
    them gains a trick" with one chance,
    and "Lead the ♦4, a singleton (♦4)": small slips a reviewer read on the built-in deals."""
    import re

    for s in builtin_sets():
        for b in s.boards:
            a = analyse(b, dd=False)
            extra, lead = a.explanations.get("extra", ""), a.explanations.get("lead", "")
            for listed in re.findall(r"On this layout, ([^.]*) do not work\.", extra):
                assert "," in listed or " and " in listed, (s.key, b.number, extra)
            if "none of them gains a trick" in extra:
                assert len(a.chances) > 1, (s.key, b.number, extra)
            assert not re.search(r"a singleton \(", lead), (s.key, b.number, lead)


def test_a_contract_that_fails_is_not_called_the_best_score():
    """"The best score would come from a part-score in no trumps (6 tricks)" on a deal where
    every contract fails (built-in 10/1): it is the smallest loss, and said so."""
    a = analyse(board_of("N:T5.K9862.KT983.7 AKJ2.QT.7642.K42 Q84.A543.J.AT653 9763.J7.AQ5.QJ98", "W"))
    said = a.explanations["game"]
    assert a.best is not None and a.best.score < 0
    assert "The best score would come from" not in said, said
    # No trumps would fail by as much as the spades the answers choose: no loss is smaller.
    assert said.endswith("Every contract fails on this layout, and none loses less than this one."), said


def test_a_chance_that_fails_is_named_in_its_own_sentence():
    """A player's review of built-in Counting points board 1: "That would be a tenth trick.
    On this layout this does not work: length in hearts." — "this" read as the spade length
    just said to work. The failing chance is the sentence's subject."""
    import re

    seen = 0
    for s in builtin_sets():
        for b in s.boards:
            extra = analyse(b, dd=False).explanations.get("extra", "")
            assert "this does not work" not in extra and "these do not work" not in extra, extra
            for listed in re.findall(r"On this layout, ([^.]*?) (?:does|do) not work\.", extra):
                assert listed and listed[0].islower(), (s.key, b.number, extra)
                seen += 1
    assert seen >= 3
