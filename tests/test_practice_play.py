"""Playing an exercise deal from the practice window, through its buttons: as declarer and
as a defender to the end, every card of the replay with its double-dummy cost, and the
deal played again in another contract with both results side by side."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.analysis.review import double_dummy_costs
from cardtable.bridge.analysis import suggest_lead
from cardtable.bridge.deal import Board
from cardtable.engine.games.minibridge import contract_score
from cardtable.ui.practice import contract_text
from cardtable.ui.practice_diagram import seat_name
from cardtable.ui.practice_play import CONTRACTS, board_hands, board_seat, deal_match, engine_seat, review_of

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
                assert "lost nothing against double dummy" in line, (k, line, cost)


def test_play_as_declarer_then_again_in_another_contract(qtbot, host, practice):
    w = practice
    a = w.analysis
    declarer = a.facts.declarer
    assert w.play_seat.currentData() == declarer
    assert not w.again_button.isEnabled()

    first = play_to_the_end(w, host, qtbot, w.play_button)
    assert (board_seat(first.declarer), first.strain, first.game_contract) == (declarer, "NT", True)
    check_costs_per_card(w, first)
    row = w.contracts.row_texts(0)
    net = first.scores[first.declarer] - first.scores[(first.declarer + 1) % 4]
    assert row[:4] == [f"Game in no trumps by {seat_name(declarer)}",
                       str(first.declarer_tricks), f"{net:+d}", str(a.dd[declarer]["NT"])]

    # The contract box has moved on to one not tried yet, and the button says which.
    suggested = CONTRACTS[w.play_contract.currentData()]
    assert suggested != ("NT", True)
    assert w.again_button.text() == f"Play it &again: {contract_text(*suggested)}"
    # Again, in a part-score in clubs picked from the list: the contract is set before the play.
    assert w.again_button.isEnabled()
    w.play_contract.setCurrentIndex(w.play_contract.findData(CONTRACTS.index(("C", False))))
    assert w.again_button.text() == "Play it &again: a part-score in clubs"
    second = play_to_the_end(w, host, qtbot, w.again_button)
    assert (board_seat(second.declarer), second.strain, second.game_contract) == (declarer, "C", False)
    assert board_hands(second) == board_hands(first) == w.board.hands
    assert len(w.contracts.played) == 2 and w.contracts.rowCount() == 4  # a name line and a figures line each
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
    assert host.session.human_seats == [engine_seat(defender)]
    assert board_seat(rnd.declarer) == a.facts.declarer and len(rnd.history) == 13
    assert "Double dummy, declarer takes" in w.result.text()
    # The replay names the board's seats: the opening leader leads trick 1 from their own hand.
    leader = a.facts.opening_leader
    first_line = w.trick_text.text().split("<br>")[1]
    assert first_line.startswith(seat_name(leader) + " ")
    assert w.board.hands[leader] >> int(rnd.history[0][1][0]) & 1
    assert f"{seat_name(leader)} led" in w.diagram.centre.text()
    check_costs_per_card(w, rnd)
    assert len(w.contracts.played) == 1


def test_a_forced_contract_skips_only_the_true_announcements(practice):
    board = practice.board
    match = deal_match(board, ["N", "E", "S", "W"], ("H", True))
    rnd = match.current
    assert rnd.strain == "H" and rnd.game_contract is True
    assert board_seat(rnd.declarer) == practice.analysis.facts.declarer
    assert [rnd.points[engine_seat(c)] for c in range(4)] == list(practice.analysis.facts.points)
    with pytest.raises(ValueError):
        deal_match(Board(1, 0, _twenty_all()), ["N", "E", "S", "W"], ("NT", True))


def _twenty_all() -> tuple[int, int, int, int]:
    """Hands with 10 points each: a thrown-in deal (the cards dealt round, one of each honour apiece)."""
    hands = [0, 0, 0, 0]
    for card in range(52):
        hands[card % 4] |= 1 << card
    return hands[0], hands[1], hands[2], hands[3]


@pytest.mark.parametrize("as_declarer", [True, False])
def test_the_main_table_names_the_seats_as_the_board_does(qtbot, host, practice, as_declarer):
    """Play this deal, as declarer (South) or as West: every plate of the main table reads
    the board's compass name (the learner's with its letter), going round clockwise from the learner
    at the bottom; the dealer button sits on the board's dealer, and the score sheet's
    dealer column says the same."""
    w = practice
    board = w.board
    seat = w.analysis.facts.declarer if as_declarer else 3
    w.tabs.setCurrentIndex(2)
    w.play_seat.setCurrentIndex(w.play_seat.findData(seat))
    w.play_button.click()
    assert host.session is w.play_session
    qtbot.waitUntil(lambda: all(p.name for p in host.scene.plates), timeout=5000)
    names = ["North", "East", "South", "West"]
    names[seat] = "You"
    plates = host.scene.plates
    assert plates[0].player_name == "You"
    for slot, plate in enumerate(plates):
        compass = (seat + slot) % 4  # clockwise from the bottom: South, West, North, East
        # A seat named by its compass point carries no second letter ("North · N" said it twice).
        wanted = f"You · {'NESW'[compass]}" if names[compass] == "You" else names[compass]
        assert plate.name == wanted, (slot, plate.name)
        assert plate.dealer == (compass == board.dealer), (slot, plate.name)
    sheet = host.sheet.model()
    dealer_column = next(c for c in range(sheet.columnCount())
                         if sheet.headerData(c, Qt.Orientation.Horizontal) == "Dlr")
    assert sheet.index(0, dealer_column).data() == "NESW"[board.dealer]


@pytest.mark.parametrize("width", [420, 560, 900])
def test_a_trick_in_the_middle_of_the_diagram_is_never_cut_off(qtbot, width):
    """The replay's trick in the middle of the diagram was cut off on the right in a narrow
    window: East's "♠Q" read "♠". Four tens (the widest ranks) fit in the middle's width, in
    smaller type where they must, the middle widening when even that does not fit."""
    from PySide6.QtGui import QTextDocument

    from cardtable.engine.cards import Card
    from cardtable.ui.practice_diagram import HandsDiagram

    d = HandsDiagram()
    qtbot.addWidget(d)
    d.resize(width, 420)
    d.show()
    qtbot.waitExposed(d)
    d.set_trick({seat: int(Card.parse("T" + suit)) for seat, suit in enumerate("SHDC")}, "Trick 1<br>West led")
    doc = QTextDocument()
    doc.setDefaultFont(d.centre.font())
    doc.setHtml(d.centre.text())
    qtbot.waitUntil(lambda: doc.idealWidth() <= d.centre.contentsRect().width())


def _first_lead(session) -> object:
    """Play ``session`` (the learner declares, the computers defend) to its first card."""
    play_session(session, until=lambda s: s.match.current.history or s.match.current.trick,
                 human=lowest_card)
    rnd = session.match.current
    return (rnd.history[0][1][0] if rnd.history else rnd.trick[0]), rnd


@pytest.mark.parametrize("seed", range(6))
def test_a_practice_deal_s_computer_leads_as_the_exercise_teaches(qtbot, host, practice, seed):
    """A player's review: on built-in board 1 the lesson teaches West to lead the ♥Q, and the
    computer West of the deal played from the Play tab led the ♥8 (its search's few
    double-dummy layouts liked it). The computer's opening lead is now the taught one, on any
    deal and in any contract the learner picks, and still after a resume."""
    import random

    from cardtable.bridge.analysis import analyse
    from cardtable.bridge.generate import generate
    from cardtable.session.resume import session_from_record
    from cardtable.session.saving import table_info

    board = generate(random.Random(seed), number=1)
    a = analyse(board, dd=False)
    if a.redeal:
        return
    practice.board, practice.analysis = board, a
    declarer = a.facts.declarer
    contract = CONTRACTS[seed % len(CONTRACTS)]
    session = practice.build_session(declarer, "normal", contract)
    assert session.practice  # one deal of an exercise: no match in the statistics
    record = dict(session.match.to_record(), table=table_info(session))
    card, rnd = _first_lead(session)
    leader = (rnd.declarer + 1) % 4
    hands = board_hands(rnd)
    taught = suggest_lead(hands[board_seat(leader)], contract[0], hands[board_seat(rnd.declarer + 2)],
                          list(a.facts.points), board_seat(leader))
    assert card == taught.card, (seed, contract, str(card), str(taught.card))
    # Saved before the lead and resumed, the computer still leads the taught card.
    resumed = session_from_record(record)
    assert resumed.taught_lead
    assert _first_lead(resumed)[0] == taught.card


def playing_a_deal(qtbot, host, w):
    """The Play tab's deal started in the main window against easy computers: the session,
    and a function that plays the learner's lowest cards until ``n`` of them are down."""
    w.tabs.setCurrentIndex(2)
    w.play_level.setCurrentText("easy")
    w.play_button.click()
    s = host.session
    played = [0]

    def me(view):
        played[0] += view.phase == "play"
        return lowest_card(view)

    def play_to(n: int) -> None:
        play_session(s, until=lambda t: played[0] == n, human=me, window=host, qtbot=qtbot)

    return s, play_to


def next_board(w) -> None:
    """The next board of the set, chosen in the list as a click chooses it."""
    current = w.tree.currentItem()
    parent = current.parent()
    w.tree.setCurrentItem(parent.child((parent.indexOfChild(current) + 1) % parent.childCount()))


def test_the_play_tabs_undo_is_only_for_the_board_it_shows(qtbot, host, practice):
    """A player's review: "Undo my last play" stayed lit after another board was chosen in
    the list, and took back a card of the deal still played in the main window, from
    under a board that had nothing to do with it."""
    w = practice
    s, play_to = playing_a_deal(qtbot, host, w)
    play_to(2)
    assert w.undo_button.isEnabled()
    before = s.match.to_record()
    current = w.tree.currentItem()
    next_board(w)  # another board, as a click in the list chooses it
    assert w.board is not w.play_board
    assert not w.undo_button.isEnabled()
    w.undo_button.click()
    assert s.match.to_record() == before  # nothing taken back
    w.tree.setCurrentItem(current)  # back to the board being played: its undo again
    play_to(3)
    assert w.undo_button.isEnabled()


def test_playing_another_deal_asks_before_the_one_in_play_is_lost(qtbot, host, practice, monkeypatch):
    """A player's review: "Play this deal" on another board replaced the practice deal being
    played in the main window without a word. Once a card is down it asks; "Keep playing
    that one" leaves it on the table, and only "Play this deal" replaces it."""
    from PySide6.QtWidgets import QMessageBox

    w = practice
    first, play_to = playing_a_deal(qtbot, host, w)
    play_to(1)
    next_board(w)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or answers[len(asked) - 1])
    w.play_button.click()
    assert asked and asked[0].startswith("The practice deal in the main window is not finished.")
    assert host.session is first and not first.match.finished  # kept on the table
    w.play_button.click()
    assert len(asked) == 2 and host.session is not first and host.session is w.play_session
    # A deal over, or not begun, goes without asking.
    w.play_button.click()
    assert len(asked) == 2
