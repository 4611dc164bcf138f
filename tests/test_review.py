"""Reviewing a round: hands as dealt, the tricks in order, and double-dummy costs."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from cardtable.analysis.review import double_dummy_costs, hand_lines, review_table
from cardtable.engine import Match
from cardtable.ui.review import ReviewDialog

from .conftest import plain_text, play_random_match


def test_hands_after_k_tricks_follow_the_play():
    m = play_random_match(Match("bugger-bridge", ["a", "b", "c", "d"]), random.Random(2))
    t = review_table(m, 7, 0)
    assert t.hands_after(0) == list(m.rounds[7].dealt)
    assert all(h == 0 for h in t.hands_after(len(t.tricks)))
    assert sum(h.bit_count() for h in t.hands_after(3)) == (len(t.tricks) - 3) * 4


def test_dumb_bunny_reviews_the_players_own_table():
    m = play_random_match(Match("dumb-bunny", [f"P{i}" for i in range(8)]), random.Random(3))
    t = review_table(m, 0, 5)
    assert 5 in t.players and len(t.players) == 4 and len(t.tricks) == 13


def test_minibridge_costs_are_zero_for_best_cards_and_positive_for_mistakes():
    m = play_random_match(Match("minibridge", ["N", "E", "S", "W"], {"deals": 1}), random.Random(4))
    k = next(i for i, r in enumerate(m.rounds) if r.contract is not None)
    t = review_table(m, k, 0)
    all_costs = [c for trick in range(len(t.tricks)) for c in double_dummy_costs(t, trick)]
    assert len(all_costs) == 52 and all(c is not None and c >= 0 for c in all_costs)
    assert any(c > 0 for c in all_costs)  # random play makes mistakes


def test_hand_lines():
    from cardtable.engine.cards import mask_of, parse_cards

    assert hand_lines(mask_of(parse_cards("AS TS 2H"))) == ["♠ A 10", "♥ 2", "♦ —", "♣ —"]


def test_the_review_window_steps_with_buttons_and_keys(qtbot):
    m = play_random_match(Match("minibridge", ["You", "E", "S", "W"], {"deals": 1}), random.Random(4))
    k = next(i for i, r in enumerate(m.rounds) if r.contract is not None)
    d = ReviewDialog(m, k, 0)
    qtbot.addWidget(d)
    d.show()
    assert "as dealt" in d.trick_label.text()
    qtbot.mouseClick(d.forward, Qt.MouseButton.LeftButton)
    assert d.step == 1 and "Trick 1 of 13" in d.trick_label.text()
    d.forward.setFocus()
    qtbot.keyClick(d.forward, Qt.Key.Key_End)
    assert d.step == 13 and not d.forward.isEnabled()
    text = "".join(d._trick_html(i) for i in range(13))
    assert "cost" in text  # random play: some card cost a trick, and the review says so


@pytest.mark.parametrize(("game", "players"), [("bugger-bridge", 5), ("bugami", 4), ("bleeding-hearts", 3),
                                                ("minibridge", 4), ("dumb-bunny", 8), ("bugger-bridge", 10)])
def test_the_review_draws_every_game_s_tricks_on_the_felt(qtbot, game, players):
    names = ["You", *(f"P{i}" for i in range(1, players))]
    m = play_random_match(Match(game, names), random.Random(2))
    k = next(i for i, r in enumerate(m.round_scores) if review_table(m, i, 0).tricks)
    d = ReviewDialog(m, k, 0)
    qtbot.addWidget(d)
    d.show()
    table = d.table
    assert d.felt.cards == [] and len(d.hand_labels) == len(table.players)
    for step in range(1, len(table.tricks) + 1):
        d.go(step)
        leader, cards, winner = table.tricks[step - 1]
        shown = d.felt.cards
        assert [c for _, c, _, _, _ in shown] == list(cards)
        n = len(table.players)
        ringed = [c for _, c, _, wins, _ in shown if wins]
        assert ringed == [cards[(winner - leader) % n]]  # the winner's card, and only it
        assert len({direction for direction, *_ in shown}) == len(cards)  # each seat its own spot
        assert "won by" in d.trick_label.text()
        d.felt.grab()  # paints without error
    assert not d.forward.isEnabled()


def test_any_round_of_the_match_can_be_picked_and_a_minibridge_deal_says_its_contract(qtbot):
    """The review opens at one round and offers every round played (a deal thrown in has no
    play and is left out, the others keep the sheet's numbers); picking one shows its hands
    as dealt. Minibridge's header names the contract, declarer and dummy, and the result; the
    felt keeps its size while the hands shrink."""
    m = play_random_match(Match("minibridge", ["You", "E", "S", "W"], {"deals": 4}), random.Random(1))
    played = [k for k, r in enumerate(m.rounds) if not m.spec.thrown_in(r)]
    thrown = [k for k, r in enumerate(m.rounds) if m.spec.thrown_in(r)]
    assert thrown, "the seed deals a 20–20 deal (the case the picker skips)"
    d = ReviewDialog(m, played[-1], 0)
    qtbot.addWidget(d)
    d.show()
    picker = d.round_picker
    assert [picker.itemData(i) for i in range(picker.count())] == played
    assert [picker.itemText(i) for i in range(picker.count())] == [f"Deal {i + 1}" for i in range(len(played))]
    assert picker.currentData() == played[-1] and d.windowTitle() == f"Review of deal {len(played)}"
    picker.setCurrentIndex(0)
    first = played[0]
    assert d.round_index == first and d.step == 0 and d.table.hands_after(0) == list(m.rounds[first].dealt)
    assert d.windowTitle() == "Review of deal 1"
    outcome = m.spec.contract_outcome(m.rounds[first])
    header = plain_text(d.header.text())
    assert d.header.isVisible() and header.startswith("Contract: ")
    assert f"by {m.players[outcome.declarer]} (dummy {m.players[(outcome.declarer + 2) % 4]})" in header
    assert f"needs {outcome.target}" in header
    assert ("made" in header) == outcome.made
    qtbot.wait(1)
    felt = d.felt.geometry()
    for step in range(1, 14):
        d.go(step)
        qtbot.wait(1)
        assert d.felt.geometry() == felt, ("the felt moved", step)


def test_the_review_s_keys_step_the_play_not_the_round_picker(qtbot):
    """End goes to the last trick and Home back to the deal (the round picker, first in
    line, took them and jumped to another deal)."""
    m = play_random_match(Match("minibridge", ["You", "E", "S", "W"], {"deals": 4}), random.Random(1))
    played = [k for k, r in enumerate(m.rounds) if not m.spec.thrown_in(r)]
    d = ReviewDialog(m, played[-1], 0)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    focus = d.focusWidget()
    qtbot.keyClick(focus, Qt.Key.Key_End)
    assert d.round_index == played[-1] and d.step == len(d.table.tricks)
    qtbot.keyClick(d.focusWidget(), Qt.Key.Key_Home)
    assert d.round_index == played[-1] and d.step == 0


def test_a_bugger_bridge_round_s_review_says_its_trumps_and_bids(qtbot):
    """A trick cannot be judged without the trumps and the bids: the review showed only the
    round's number (a reviewer's remark)."""
    m = play_random_match(Match("bugger-bridge", ["You", "Ada", "Ben"]), random.Random(2))
    rounds = m.rounds
    trumps = next(k for k, r in enumerate(rounds) if r.trump is not None)
    plain = next(k for k, r in enumerate(rounds) if r.trump is None)
    d = ReviewDialog(m, trumps, 0)
    qtbot.addWidget(d)
    d.show()
    rnd = rounds[trumps]
    header = plain_text(d.header.text())
    assert d.header.isVisible()
    # The trump suit's sign in its colour, as the hands below show it (it was black).
    assert "<span style='color:#" in d.header.text()
    assert header.startswith(f"Trumps: {'♠♥♦♣'[rnd.trump]} (turned up ")
    assert header.endswith("Bids: " + ", ".join(f"{name} {b}" for name, b in zip(m.players, rnd.bids, strict=True)))
    d.round_picker.setCurrentIndex(d.round_picker.findData(plain))
    assert plain_text(d.header.text()).startswith("No trumps · Bids: ")


def test_a_bleeding_hearts_round_s_review_writes_each_bid_as_the_plates_do(qtbot):
    """A player's review: the review's header wrote a Turnip bid "Turnip" where the plates and
    the round summary say "Turnip ♠", the turnip's suit being the bug suit; Doublets is
    "Doublets ♣" everywhere."""
    from cardtable.engine.games.bleeding_hearts import TURNIP

    rng = random.Random(5)
    for _ in range(40):
        m = play_random_match(Match("bleeding-hearts", ["You", "Ada", "Ben"]), rng)
        found = [(k, p) for k, r in enumerate(m.rounds) for p in range(3) if r.bids[p] == TURNIP]
        dbl = [(k, p) for k, r in enumerate(m.rounds) for p in range(3) if r.doublets[p]]
        if found and dbl:
            break
    (k, p), (k2, p2) = found[0], dbl[0]
    d = ReviewDialog(m, k, 0)
    qtbot.addWidget(d)
    d.show()
    header = plain_text(d.header.text()).replace("\u00a0", " ")
    turnip = "♠♥♦♣"[m.rounds[k].turnip.suit]
    assert f"{m.players[p]} Turnip {turnip}" in header.split("Bids: ")[1], header
    d.round_picker.setCurrentIndex(d.round_picker.findData(k2))
    header = plain_text(d.header.text()).replace("\u00a0", " ")
    assert f"{m.players[p2]} Doublets {'♠♥♦♣'['SHDC'.index(m.rounds[k2].bids[p2])]}" in header, header
