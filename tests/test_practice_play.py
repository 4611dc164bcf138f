"""Playing an exercise deal from the practice window, through its buttons: as declarer and
as a defender to the end, every card of the replay with its double-dummy cost, and the
deal played again in another contract with both results side by side."""

from __future__ import annotations

import pytest

from cardtable.analysis.review import double_dummy_costs
from cardtable.bridge.deal import Board
from cardtable.engine.games.minibridge import contract_score
from cardtable.ui.practice_diagram import seat_name
from cardtable.ui.practice_play import CONTRACTS, deal_match, review_of

from . import test_practice_ui
from .conftest import play_session

#: The fixtures of the practice window's tests: a main window (the host) and its practice window.
host = test_practice_ui.host
practice = test_practice_ui.practice


def lowest_card(view):
    """The learner's play: always the first legal card (cheap and often not the best)."""
    if view.phase == "contract":
        return next(a for a in view.legal if a.strain == "NT" and a.game)
    return view.legal[0]


def play_to_the_end(w, host, qtbot, button) -> object:
    """Click ``button`` (play, or play again), play the learner's cards, wait for the result."""
    w.tabs.setCurrentIndex(2)
    w.play_level.setCurrentText("easy")
    before = len(w.contracts.played)
    button.click()
    s = host.session
    assert s is w.play_session
    play_session(s, human=lowest_card, window=host, qtbot=qtbot)
    assert s.match.finished
    qtbot.waitUntil(lambda: len(w.contracts.played) == before + 1, timeout=10_000)
    return s.match.rounds[-1]


def check_costs_per_card(w, rnd) -> None:
    """Step through the replay with the buttons: each card carries its double-dummy cost,
    the one the review computes."""
    table = review_of(rnd)
    assert w.replay_index == 1
    for k in range(1, len(rnd.history) + 1):
        if k > 1:
            w.next_trick.click()
        assert w.replay_index == k
        costs = double_dummy_costs(table, k - 1)
        lines = w.trick_text.text().split("<br>")[1:]
        assert len(lines) == 4
        for line, cost in zip(lines, costs, strict=True):
            if cost:
                assert ("cost a trick" if cost == 1 else f"cost {cost} tricks") in line, (k, line, cost)
            else:
                assert "a best card" in line, (k, line, cost)


def test_play_as_declarer_then_again_in_another_contract(qtbot, host, practice):
    w = practice
    a = w.analysis
    declarer = a.facts.declarer
    assert w.play_seat.currentData() == declarer
    assert not w.again_button.isEnabled()

    first = play_to_the_end(w, host, qtbot, w.play_button)
    assert (first.declarer, first.strain, first.game_contract) == (declarer, "NT", True)
    check_costs_per_card(w, first)
    row = w.contracts.row_texts(0)
    net = first.scores[declarer] - first.scores[(declarer + 1) % 4]
    assert row[:4] == [f"Game in no trumps by {seat_name(declarer)}",
                       str(first.declarer_tricks), f"{net:+d}", str(a.dd[declarer]["NT"])]

    # Again, in a part-score in clubs picked from the list: the contract is set before the play.
    assert w.again_button.isEnabled()
    w.play_contract.setCurrentIndex(w.play_contract.findData(CONTRACTS.index(("C", False))))
    second = play_to_the_end(w, host, qtbot, w.again_button)
    assert (second.declarer, second.strain, second.game_contract) == (declarer, "C", False)
    assert tuple(second.dealt) == tuple(first.dealt) == w.board.hands
    assert w.contracts.rowCount() == 2
    clubs = w.contracts.row_texts(1)
    dd = a.dd[declarer]["C"]
    ours, theirs = contract_score("C", False, dd)
    assert clubs[0].startswith("A part-score in clubs")
    assert clubs[1] == str(second.declarer_tricks) and clubs[3] == str(dd) and clubs[4] == f"{ours - theirs:+d}"
    assert w.contracts.row_texts(0) == row  # the first result stays beside the second
    check_costs_per_card(w, second)


def test_play_as_a_defender(qtbot, host, practice):
    w = practice
    a = w.analysis
    defender = (a.facts.declarer + 1) % 4
    w.play_seat.setCurrentIndex(w.play_seat.findData(defender))
    assert "defender" in w.play_seat.currentText()
    rnd = play_to_the_end(w, host, qtbot, w.play_button)
    assert host.session.human_seats == [defender]
    assert rnd.declarer == a.facts.declarer and len(rnd.history) == 13
    assert "Double dummy, declarer takes" in w.result.text()
    check_costs_per_card(w, rnd)
    assert w.contracts.rowCount() == 1


def test_a_forced_contract_skips_only_the_true_announcements(practice):
    board = practice.board
    match = deal_match(board, ["N", "E", "S", "W"], ("H", True))
    rnd = match.current
    assert rnd.strain == "H" and rnd.game_contract is True and rnd.declarer == practice.analysis.facts.declarer
    assert list(rnd.points) == [practice.analysis.facts.points[s] for s in range(4)]
    with pytest.raises(ValueError):
        deal_match(Board(1, 0, _twenty_all()), ["N", "E", "S", "W"], ("NT", True))


def _twenty_all() -> tuple[int, int, int, int]:
    """Hands with 10 points each: a thrown-in deal (the cards dealt round, one of each honour apiece)."""
    hands = [0, 0, 0, 0]
    for card in range(52):
        hands[card % 4] |= 1 << card
    return hands[0], hands[1], hands[2], hands[3]
