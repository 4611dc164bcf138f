"""The decision panels, driven the way a player drives them: real views from the engine,
clicks and keys through qtbot, and the emitted action checked against ``view.legal``."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QLabel

from cardtable.engine import Match
from cardtable.engine.actions import Announce, Bid, ChooseContract, Declare, Play
from cardtable.engine.cards import hcp, mask_of
from cardtable.engine.errors import IllegalAction
from cardtable.engine.games.bugami import bug_score, zero_bid_score
from cardtable.ui.decisions import DecisionPanel
from cardtable.ui.games import face_for
from cardtable.ui.games.bleeding_hearts import BleedingHeartsBidWidget
from cardtable.ui.games.bugami import BugamiBidWidget
from cardtable.ui.games.bugger_bridge import BuggerBridgeBidWidget
from cardtable.ui.games.minibridge import AnnounceWidget, ContractWidget

#: Written out here rather than imported, so a wrong engine or panel table fails a test.
GAME_TRICKS = {"C": 11, "D": 11, "H": 10, "S": 10, "NT": 9}
SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}
LETTER_KEYS = {"S": Qt.Key.Key_S, "H": Qt.Key.Key_H, "D": Qt.Key.Key_D, "C": Qt.Key.Key_C, "NT": Qt.Key.Key_N}
DIGITS = [getattr(Qt.Key, f"Key_{d}") for d in range(10)]


@pytest.fixture
def panel(qtbot):
    p = DecisionPanel()
    qtbot.addWidget(p)
    p.emitted = []
    p.chosen.connect(p.emitted.append)
    return p


def finish_round(match: Match) -> None:
    while match.current is not None:
        match.apply(match.current.legal_actions()[0])


def bugger_bridge(round_index: int, bids: tuple[int, ...] = (), *, hook: bool = False, n: int = 4, seed: int = 1):
    """A Bugger Bridge match at round ``round_index`` with ``bids`` made so far."""
    match = Match("bugger-bridge", [f"P{i}" for i in range(n)], {"hook_rule": hook}, first_dealer=0)
    for _ in range(round_index):
        match.deal(random.Random(seed))
        finish_round(match)
    match.deal(random.Random(seed))
    for b in bids:
        match.apply(Bid(match.current.to_act, b))
    return match


def to_act_view(match: Match):
    return match.view(match.current.to_act)


def click_confirm(qtbot, panel) -> None:
    qtbot.mouseClick(panel.current.confirm, Qt.MouseButton.LeftButton)


# ----- Bugger Bridge -------------------------------------------------------------------------


@pytest.mark.parametrize("bid", range(6))
def test_bugger_bridge_click_then_confirm_emits_that_bid(qtbot, panel, bid):
    view = to_act_view(bugger_bridge(4))  # the 5-card round
    assert panel.show_for(view) and panel.isVisible()
    widget = panel.current
    assert isinstance(widget, BuggerBridgeBidWidget)
    assert [b.text() for b in widget.buttons] == [str(b) for b in range(6)]
    qtbot.mouseClick(widget.buttons[bid], Qt.MouseButton.LeftButton)
    assert panel.emitted == []  # picking is not bidding
    assert widget.buttons[bid].isChecked()
    assert widget.confirm.text() == f"Bid {bid}"
    click_confirm(qtbot, panel)
    assert panel.emitted == [Bid(view.seat, bid)]
    assert panel.emitted[0] in view.legal


def test_bugger_bridge_digits_choose_and_enter_confirms(qtbot, panel):
    view = to_act_view(bugger_bridge(4))
    panel.show_for(view)
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.emitted == []  # nothing highlighted yet
    qtbot.keyClick(panel, Qt.Key.Key_4)
    qtbot.keyClick(panel, Qt.Key.Key_2)  # a change of mind: the last digit counts
    assert panel.current.buttons[2].isChecked() and not panel.current.buttons[4].isChecked()
    qtbot.keyClick(panel.current.buttons[2], Qt.Key.Key_Enter)  # from a focused button too
    assert panel.emitted == [Bid(view.seat, 2)]


def test_bugger_bridge_digit_beyond_the_hand_is_ignored(qtbot, panel):
    view = to_act_view(bugger_bridge(1))  # 2 cards: bids 0-2
    panel.show_for(view)
    assert len(panel.current.buttons) == 3
    qtbot.keyClick(panel, Qt.Key.Key_7)
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.emitted == []


def test_bugger_bridge_double_click_bids_at_once(qtbot, panel):
    view = to_act_view(bugger_bridge(2))
    panel.show_for(view)
    qtbot.mouseDClick(panel.current.buttons[3], Qt.MouseButton.LeftButton)
    assert panel.emitted == [Bid(view.seat, 3)]


def test_a_choice_is_sent_once_and_the_controls_lock(qtbot, panel):
    view = to_act_view(bugger_bridge(2))
    panel.show_for(view)
    qtbot.keyClick(panel, Qt.Key.Key_1)
    click_confirm(qtbot, panel)
    click_confirm(qtbot, panel)
    qtbot.keyClick(panel, Qt.Key.Key_2)
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.emitted == [Bid(view.seat, 1)]
    assert not any(b.isEnabled() for b in panel.current.buttons)
    # Shown the same view again (the engine refused, say): unlocked, the pick kept.
    panel.show_for(view)
    assert panel.current.buttons[1].isChecked() and panel.current.confirm.isEnabled()
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.emitted == [Bid(view.seat, 1), Bid(view.seat, 1)]


def test_hook_rule_disables_the_dealers_even_bid_and_says_why(qtbot, panel):
    match = bugger_bridge(4, (2, 1, 0), hook=True)  # 5 cards; the dealer bids last
    view = to_act_view(match)
    assert view.seat == view.dealer
    panel.show_for(view)
    widget = panel.current
    forbidden = 5 - 3
    assert Bid(view.seat, forbidden) not in view.legal
    for b, button in enumerate(widget.buttons):
        assert button.isEnabled() == (b != forbidden), b
    tip = widget.buttons[forbidden].toolTip()
    assert "Hook rule" in tip and "dealer" in tip and str(forbidden) in tip
    assert widget.hook_note.isVisibleTo(panel) and "Hook rule" in widget.hook_note.text()
    # Neither the key nor a click can pick it.
    qtbot.keyClick(panel, DIGITS[forbidden])
    qtbot.mouseClick(widget.buttons[forbidden], Qt.MouseButton.LeftButton)
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.emitted == []
    qtbot.keyClick(panel, Qt.Key.Key_3)
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.emitted == [Bid(view.seat, 3)] and panel.emitted[0] in view.legal


def test_without_the_hook_rule_every_bid_is_open(panel):
    view = to_act_view(bugger_bridge(4, (2, 1, 0)))
    panel.show_for(view)
    assert all(b.isEnabled() for b in panel.current.buttons)
    assert not panel.current.hook_note.isVisibleTo(panel)


@pytest.mark.parametrize(
    ("round_index", "bids", "text"),
    [
        # The first to bid is told just that ("0 of 5 … would make them even" read as advice).
        (4, (), "You bid first: nobody has bid yet."),
        (4, (0,), "Bids so far: 0 of 5 tricks. A bid of 5 would make them even."),
        (4, (2, 1), "Bids so far: 3 of 5 tricks. A bid of 2 would make them even."),
        (4, (5, 4, 1), "Bids so far: 10 of 5 tricks. They are already over by 5."),
        (0, (1,), "Bids so far: 1 of 1 trick. A bid of 0 would make them even."),
    ],
)
def test_bid_summary_line(panel, round_index, bids, text):
    view = to_act_view(bugger_bridge(round_index, bids))
    panel.show_for(view)
    shown = panel.current.summary.text().replace("\xa0", " ")
    # Each sentence on its own line in the panel ("… A bid" / "of 2 would make them even." read badly).
    assert shown.replace("<br>", " ") == text and ("<br>" in shown) == text.startswith("Bids so far")
    cards = 5 if round_index else 1
    assert face_for("bugger-bridge").decision_prompt(view) == f"Your bid, 0 to {cards}. {text}"  # the status line


def test_the_bids_so_far_are_on_the_seat_plates_not_repeated_in_the_panel(panel):
    """The panel stays compact: each seat's bid is on its own plate ("bid 2 · won 0")."""
    from cardtable.ui.badges import seat_badges

    match = bugger_bridge(4, (2, 1))
    view = to_act_view(match)
    panel.show_for(view)
    order = view.info.bid_order
    badges = seat_badges(view)
    assert (badges[order[0]], badges[order[1]], badges[order[2]]) == ("bid 2", "bid 1", "")
    texts = " ".join(label.text() for label in panel.current.findChildren(QLabel))
    assert not any(view.players[s] in texts for s in order[:2])


def test_no_decision_hides_the_panel(panel):
    match = bugger_bridge(0)
    view = to_act_view(match)
    other = match.view((view.seat + 1) % 4)
    assert other.legal == ()
    panel.show_for(view)
    assert not panel.show_for(other) and panel.isHidden() and panel.current is None
    while match.current.phase == "bidding":
        match.apply(match.current.legal_actions()[0])
    playing = to_act_view(match)
    assert isinstance(playing.legal[0], Play)
    assert not panel.show_for(playing) and panel.isHidden()
    dumb = Match("dumb-bunny", ["A", "B", "C", "D"], first_dealer=0)
    dumb.deal(random.Random(1))
    assert not panel.show_for(to_act_view(dumb))


# ----- Bugami ---------------------------------------------------------------------------------


def bugami(n: int = 4, seed: int = 2) -> Match:
    match = Match("bugami", [f"P{i}" for i in range(n)], first_dealer=n - 1)
    match.deal(random.Random(seed))
    return match


@pytest.mark.parametrize(("key", "bid"), [("S", "S"), ("H", "H"), ("D", "D"), ("C", "C"), ("Z", "zero")])
def test_bugami_letters_choose_and_enter_bids(qtbot, panel, key, bid):
    view = to_act_view(bugami())
    panel.show_for(view)
    assert isinstance(panel.current, BugamiBidWidget)
    assert set(panel.current.tokens) == {"S", "H", "D", "C", "zero"}
    qtbot.keyClick(panel, getattr(Qt.Key, f"Key_{key}"))
    assert panel.current.tokens[bid].isChecked()
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.emitted == [Declare(view.seat, bid)]
    assert panel.emitted[0] in view.legal


def test_bugami_click_a_token_then_confirm(qtbot, panel):
    view = to_act_view(bugami())
    panel.show_for(view)
    qtbot.mouseClick(panel.current.tokens["D"], Qt.MouseButton.LeftButton)
    assert panel.emitted == []
    assert "Diamonds" in panel.current.confirm.text()
    click_confirm(qtbot, panel)
    assert panel.emitted == [Declare(view.seat, "D")]


def test_bugami_says_bids_are_revealed_together_and_waits_until_the_reveal(qtbot, panel):
    match = bugami()
    seat = match.current.to_act
    view = match.view(seat)
    panel.show_for(view)
    assert "secret until everyone has bid" in panel.current.note.text()
    assert not panel.current.status.isVisibleTo(panel)
    qtbot.keyClick(panel, Qt.Key.Key_H)
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.current.status.isVisibleTo(panel)
    assert panel.current.status.text() == "Waiting for the others…"
    match.apply(panel.emitted[0])
    # The others still to bid: the seat's own view shows its bid and still waits.
    waiting = match.view(seat)
    assert waiting.legal == ()
    assert panel.show_for(waiting) and panel.isVisible()
    widget = panel.current
    assert widget.status.isVisibleTo(panel) and widget.status.text() == "Waiting for the others…"
    assert "Hearts" in widget.heading.text()
    assert widget.tokens["H"].isChecked()
    assert not any(t.isEnabled() for t in widget.tokens.values())
    qtbot.keyClick(panel, Qt.Key.Key_S)
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert len(panel.emitted) == 1
    while match.current.phase == "bidding":
        match.apply(match.current.legal_actions()[0])
    assert not panel.show_for(match.view(seat))
    assert panel.isHidden() and panel.current is None


@pytest.mark.parametrize("game", ["bugami", "bleeding-hearts"])
def test_the_bug_panels_say_the_scoring_in_plain_words_that_match_the_engine(panel, game):
    view = to_act_view(bugami() if game == "bugami" else bleeding_hearts())
    panel.show_for(view)
    words = panel.current.scoring.text().replace("\xa0", " ")
    one_bug, clean = bug_score(1, 1), bug_score(1, 0)
    assert words.startswith(f"Scoring: {one_bug} points a trick, divided by the number of bug cards you take "
                            f"(rounded down); {clean} points a trick if you take no bug card.")
    assert bug_score(5, 3) == 5 * one_bug // 3 and "÷" not in words
    if game == "bugami":  # "Zero" beside the suits promises no trick at all, and says what it pays
        zero = view.info.zero_score
        assert words.endswith(f"Zero promises no trick at all: {zero} points, or 0 if you take one.")
        assert zero_bid_score(0, zero) == zero and zero_bid_score(1, zero) == 0


# ----- Bleeding Hearts -------------------------------------------------------------------------


def bleeding_hearts(seed: int = 2) -> Match:
    match = Match("bleeding-hearts", ["A", "B", "C"], first_dealer=2)
    match.deal(random.Random(seed))
    return match


def test_bleeding_hearts_every_legal_bid_can_be_made_from_the_keyboard(qtbot, panel):
    view = to_act_view(bleeding_hearts())
    keys = {"S": Qt.Key.Key_S, "H": Qt.Key.Key_H, "D": Qt.Key.Key_D, "C": Qt.Key.Key_C, "turnip": Qt.Key.Key_T}
    made = []
    for action in view.legal:
        panel.clear()
        panel.emitted.clear()
        panel.show_for(view)
        assert isinstance(panel.current, BleedingHeartsBidWidget)
        qtbot.keyClick(panel, keys[action.bid])
        if action.doublets:
            qtbot.keyClick(panel, Qt.Key.Key_X)
        qtbot.keyClick(panel, Qt.Key.Key_Return)
        assert panel.emitted == [action]
        made.append(action)
    assert len(made) == 9  # four suits, four suits with Doublets, Turnip


def test_doublets_combines_with_a_suit(qtbot, panel):
    view = to_act_view(bleeding_hearts())
    panel.show_for(view)
    widget = panel.current
    qtbot.mouseClick(widget.tokens["C"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(widget.doublets_button, Qt.MouseButton.LeftButton)
    assert widget.doublets_button.isChecked()
    # Worded as the plate shows the bid once made ("Doublets ♣"), not "Bid ♣ Doublets".
    assert widget.confirm.text() == "Bid Doublets ♣"
    click_confirm(qtbot, panel)
    assert panel.emitted == [Declare(view.seat, "C", True)]
    assert panel.emitted[0] in view.legal


def test_a_doublets_bid_made_still_shows_doublets_chosen_while_the_others_bid(qtbot, panel):
    """A player's review: once the bid was sent the Doublets toggle turned grey and dashed
    like the bids not chosen, while the hearts stayed bright, so the panel read as a plain
    hearts bid; and its heading said "♥ Hearts with Doublets" where the plate, the sheet and
    the Bid button say "Doublets ♥". The toggle keeps its chosen look (it is no longer
    clickable) and the heading names the kind of bid first."""
    from PySide6.QtGui import QColor

    from cardtable.ui.decision_look import GOLD

    from .conftest import plain_text

    match = bleeding_hearts()
    seat = match.current.to_act
    match.apply(Declare(seat, "H", True))
    panel.show_for(match.view(seat))
    widget = panel.current
    assert isinstance(widget, BleedingHeartsBidWidget)
    assert plain_text(widget.heading.text()).replace("\xa0", " ") == "Your bid: Doublets ♥ Hearts"
    button = widget.doublets_button
    assert button.isChecked() and not button.isEnabled()
    image = button.grab().toImage()
    spot = QColor(image.pixelColor(int(6 * image.devicePixelRatio()), image.height() // 2))
    assert max(abs(spot.red() - GOLD.red()), abs(spot.green() - GOLD.green()), abs(spot.blue() - GOLD.blue())) < 30, (
        spot.name())


def test_doublets_cannot_combine_with_turnip(qtbot, panel):
    view = to_act_view(bleeding_hearts())
    panel.show_for(view)
    widget = panel.current
    # Doublets first, then Turnip: Turnip wins and Doublets goes off and greys out.
    qtbot.keyClick(panel, Qt.Key.Key_S)
    qtbot.keyClick(panel, Qt.Key.Key_X)
    assert widget.doublets_button.isChecked()
    qtbot.mouseClick(widget.tokens["turnip"], Qt.MouseButton.LeftButton)
    assert not widget.doublets_button.isChecked()
    assert not widget.doublets_button.isEnabled()
    assert "do not combine" in widget.doublets_button.toolTip()
    assert "Doublets" in widget.tokens["turnip"].toolTip()
    qtbot.keyClick(panel, Qt.Key.Key_X)  # refused while Turnip is chosen
    qtbot.mouseClick(widget.doublets_button, Qt.MouseButton.LeftButton)
    assert not widget.doublets_button.isChecked()
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.emitted == [Declare(view.seat, "turnip", False)]
    assert panel.emitted[0] in view.legal
    assert Declare(view.seat, "turnip", True) not in view.legal


def test_bleeding_hearts_waits_after_bidding_with_the_doublets_shown(qtbot, panel):
    match = bleeding_hearts()
    seat = match.current.to_act
    match.apply(Declare(seat, "D", True))
    panel.show_for(match.view(seat))
    widget = panel.current
    assert widget.status.text() == "Waiting for the others…" and widget.status.isVisibleTo(panel)
    assert widget.tokens["D"].isChecked() and widget.doublets_button.isChecked()
    assert "Doublets" in widget.heading.text()
    assert not widget.doublets_button.isEnabled()


# ----- Minibridge: points ----------------------------------------------------------------------


def minibridge(seed: int = 4) -> Match:
    match = Match("minibridge", ["North", "East", "South", "West"], first_dealer=0)
    match.deal(random.Random(seed))
    return match


def test_announce_typed_points(qtbot, panel):
    match = minibridge()
    view = to_act_view(match)
    points = hcp(mask_of(view.hand))
    panel.show_for(view)
    widget = panel.current
    assert isinstance(widget, AnnounceWidget)
    # (its spaces no-break ones inside a phrase: it breaks only after the colon and the commas)
    assert widget.heading.text().replace("\u00a0", " ") == "Count your points: A 4, K 3, Q 2, J 1"
    assert widget.spin.text() == "?"  # nothing counted for the student
    qtbot.keyClick(widget.spin, Qt.Key.Key_Return)
    assert panel.emitted == []
    qtbot.keyClicks(widget.spin, str(points))
    qtbot.keyClick(widget.spin, Qt.Key.Key_Return)
    assert panel.emitted == [Announce(view.seat, points)]
    assert panel.emitted[0] in view.legal


def test_a_wrong_count_goes_to_the_engine_which_refuses_it(qtbot, panel):
    match = minibridge()
    view = to_act_view(match)
    wrong = (hcp(mask_of(view.hand)) + 3) % 38
    panel.show_for(view)
    qtbot.keyClicks(panel.current.spin, str(wrong))
    click_confirm(qtbot, panel)
    assert panel.emitted == [Announce(view.seat, wrong)]
    with pytest.raises(IllegalAction) as refused:
        match.apply(panel.emitted[0])
    assert not panel.current.spin.isEnabled()
    panel.show_error(str(refused.value))
    assert panel.current.error.isVisibleTo(panel) and "points" in panel.current.error.text()
    # Unlocked to be corrected; the refused count itself is not offered again.
    assert panel.current.spin.isEnabled() and not panel.current.confirm.isEnabled()
    # A new count takes the reason off the panel, and says so: the window clears the status
    # line too (it still read "You hold more than 17 points" beside a corrected 18).
    with qtbot.waitSignal(panel.error_cleared, timeout=1000):
        panel.current.spin.setValue((wrong + 1) % 38)
    assert panel.current.confirm.isEnabled() and not panel.current.error.isVisibleTo(panel)


def test_count_for_me_fills_in_the_points_and_shows_the_sum(qtbot, panel):
    view = to_act_view(minibridge())
    points = hcp(mask_of(view.hand))
    panel.show_for(view)
    widget = panel.current
    qtbot.mouseClick(widget.helper, Qt.MouseButton.LeftButton)
    assert widget.spin.value() == points
    terms, total = widget.breakdown.accessibleName().split(" = ")
    assert int(total) == points
    honours = [c for c in view.hand if c.rank >= 11]
    if honours:
        values = [int(t.split()[-1]) for t in terms.split(" + ")]
        assert sorted(values, reverse=True) == values and len(values) == len(honours) and sum(values) == points
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.emitted == [Announce(view.seat, points)] and panel.emitted[0] in view.legal


# ----- Minibridge: the contract ---------------------------------------------------------------


def minibridge_contract() -> Match:
    for seed in range(50):
        match = minibridge(seed)
        while match.current is not None and match.current.phase == "announcing":
            match.apply(match.current.legal_actions()[0])
        if match.current is not None:
            return match
    raise AssertionError("no deal without a redeal")


@pytest.mark.parametrize("strain", ["C", "D", "H", "S", "NT"])
@pytest.mark.parametrize("game", [False, True])
def test_contract_target_text_and_action(qtbot, panel, strain, game):
    match = minibridge_contract()
    view = to_act_view(match)
    panel.show_for(view)
    widget = panel.current
    assert isinstance(widget, ContractWidget)
    assert list(widget.tokens) == ["C", "D", "H", "S", "NT"]
    qtbot.mouseClick(widget.tokens[strain], Qt.MouseButton.LeftButton)
    sym = SYMBOLS[strain]
    assert widget.target_text() == f"In {sym}: part-score 7 tricks, game {GAME_TRICKS[strain]} tricks"
    assert not widget.confirm.isEnabled()  # part-score or game still to choose
    qtbot.mouseClick(widget.game_button if game else widget.part_button, Qt.MouseButton.LeftButton)
    tricks = GAME_TRICKS[strain] if game else 7
    assert widget.target_text() == f"{'Game' if game else 'Part-score'} in {sym}: {tricks} tricks"
    assert widget.target_label.accessibleName() == widget.target_text()
    click_confirm(qtbot, panel)
    assert panel.emitted == [ChooseContract(match.current.declarer, strain, game)]
    assert panel.emitted[0] in view.legal
    match.apply(panel.emitted[0])
    assert match.current.target == tricks


def test_contract_from_the_keyboard(qtbot, panel):
    view = to_act_view(minibridge_contract())
    panel.show_for(view)
    for key in (Qt.Key.Key_N, Qt.Key.Key_G):
        qtbot.keyClick(panel, key)
    assert panel.current.target_text() == "Game in NT: 9 tricks"
    qtbot.keyClick(panel, Qt.Key.Key_H)  # change the strain, keep the level
    assert panel.current.target_text() == "Game in ♥: 10 tricks"
    qtbot.keyClick(panel, Qt.Key.Key_P)
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.emitted == [ChooseContract(view.legal[0].seat, "H", False)]


def test_contract_shows_the_sides_points_and_dummy(panel):
    match = minibridge_contract()
    view = to_act_view(match)
    info = view.info
    panel.show_for(view)
    text = panel.current.side_label.text().replace("\xa0", " ")
    declarer, dummy = info.declarer, info.dummy
    assert f"{info.points[declarer] + info.points[dummy]} together" in text
    assert view.players[dummy] in text


# ----- every kind --------------------------------------------------------------------------------


def all_kinds() -> list:
    return [
        to_act_view(bugger_bridge(4, (2, 1, 0), hook=True)),
        to_act_view(bugami()),
        to_act_view(bleeding_hearts()),
        to_act_view(minibridge()),
        to_act_view(minibridge_contract()),
    ]


def test_every_control_is_keyboard_reachable_and_named(panel):
    for view in all_kinds():
        assert panel.show_for(view), view.game
        controls = panel.current.findChildren(QAbstractButton) + panel.current.findChildren(QAbstractSpinBox)
        assert controls
        for control in controls:
            assert control.focusPolicy() & Qt.FocusPolicy.TabFocus, (view.game, control)
            assert control.accessibleName() or control.text(), (view.game, control)


def test_a_new_decision_replaces_the_old_one(panel):
    kinds = []
    for view in all_kinds():
        panel.show_for(view)
        kinds.append(type(panel.current))
    assert kinds == [
        BuggerBridgeBidWidget,
        BugamiBidWidget,
        BleedingHeartsBidWidget,
        AnnounceWidget,
        ContractWidget,
    ]
    panel.clear()
    assert panel.current is None and panel.isHidden()


def test_panels_render(panel, tmp_path):
    for view in all_kinds():
        panel.show_for(view)
        panel.adjustSize()
        image = panel.grab()
        assert image.width() >= 400 and image.height() >= 200, view.game


def test_nothing_outside_view_legal_is_ever_emitted(qtbot, panel):
    """Even with the widget's state pushed onto a forbidden choice, confirming sends nothing."""
    view = to_act_view(bugger_bridge(4, (2, 1, 0), hook=True))
    panel.show_for(view)
    panel.current._choice = 2  # the hook rule's forbidden bid
    panel.current.confirm_choice()
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.emitted == []


def test_a_row_of_suit_tokens_writes_every_caption_in_one_size(qtbot):
    """A long name ("Diamonds") shrinks the whole row's captions, not its own alone: the
    choices read alike, and the longest still fits its card where any can."""
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from cardtable.ui.decision_look import DENSITIES
    from cardtable.ui.decision_widget import SuitToken

    row = QWidget()
    qtbot.addWidget(row)
    layout = QHBoxLayout(row)
    names = ("Spades", "Hearts", "Diamonds", "Clubs", "Zero")
    size = DENSITIES[1].token  # the tokens of a 1024×700 table
    tokens = [SuitToken(i if i < 4 else "0", name, row, size=size) for i, name in enumerate(names)]
    for t in tokens:
        layout.addWidget(t)
    row.show()
    qtbot.waitExposed(row)
    fonts = [t.caption_font() for t in tokens]
    assert None not in fonts and len({f.pixelSize() for f in fonts}) == 1
    solo = QWidget()  # "Spades" alone in its row keeps a larger size
    qtbot.addWidget(solo)
    single = SuitToken(0, "Spades", solo, size=size)
    solo.show()
    assert single.caption_font().pixelSize() > fonts[0].pixelSize()
    assert QFontMetricsF(fonts[2]).horizontalAdvance("Diamonds") <= tokens[2].caption_room()


def test_a_row_too_narrow_for_legible_captions_shows_the_suits_alone_named_in_tool_tips(qtbot):
    """Where the row's longest name would need type under eight pixels, no token writes its
    name (nobody reads seven-pixel type, and "Diamonds" at seven overran a 38 px card): the
    suits are drawn larger instead, and each token's name stays its tool tip and accessible
    name."""
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from cardtable.ui.decision_look import DENSITIES
    from cardtable.ui.decision_widget import SuitToken

    def row_of(names, size):
        row = QWidget()
        qtbot.addWidget(row)
        layout = QHBoxLayout(row)
        tokens = [SuitToken(i if i < 4 else "0", name, row, size=size) for i, name in enumerate(names)]
        for t in tokens:
            layout.addWidget(t)
        row.show()
        qtbot.waitExposed(row)
        return row, tokens

    def caption(token):
        return token.caption_font()

    size = 24  # narrower than any density's token: no name fits at eight pixels
    assert size < min(d.token for d in DENSITIES)
    _narrow, tokens = row_of(("Spades", "Hearts", "Diamonds", "Clubs", "Zero"), size)
    assert [caption(t) for t in tokens] == [None] * 5
    assert [t.toolTip() for t in tokens] == [t.accessibleName() for t in tokens] == [t.text() for t in tokens]
    assert not tokens[2].grab().isNull()  # drawn without a caption
    _wide, roomy = row_of(("Spades", "Hearts", "Diamonds", "Clubs", "Zero"), DENSITIES[0].token)
    assert all(caption(t) is not None and caption(t).pixelSize() >= SuitToken.MIN_CAPTION_PX for t in roomy)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_strain_token_has_its_name_inside_its_card_or_none_has(qtbot, qapp, language):
    """The contract panel's strain cards alike at every density: each writes its name, the
    no-trump card too ("Sans-atout", left off in French at 1024×700 while the suits had
    theirs), every line clear of the card's edges ("Carreau" ran from edge to edge); or,
    where a name cannot be written at a readable size, no card does. French at the density
    of a 1024×700 table keeps every name."""
    from PySide6.QtGui import QFontMetricsF

    from cardtable.ui.decision_look import DENSITIES
    from cardtable.ui.decision_widget import SuitToken
    from cardtable.ui.decisions import DecisionPanel
    from cardtable.ui.translations import install_translator, remove_translators

    if language == "fr":
        assert install_translator(qapp, "fr") == "fr"
    try:
        panel = DecisionPanel()
        qtbot.addWidget(panel)
        assert panel.show_for(to_act_view(minibridge_contract()))
        panel.show()
        qtbot.waitExposed(panel)
        for level in range(len(DENSITIES)):
            panel.set_density(level)
            tokens = [t for t in panel.current.findChildren(SuitToken) if t.isVisible()]
            assert len(tokens) == 5
            fonts = [t.caption_font() for t in tokens]
            if language == "fr":
                assert None not in fonts, (level, "a strain card without its name")
            if fonts[0] is None:
                assert fonts == [None] * 5, (level, "some cards named, others not")
                continue
            for token, font in zip(tokens, fonts, strict=True):
                lines = token.caption_lines(font)
                assert lines, (level, token.text(), "not written")
                card = token.card_rect()
                for line in lines:
                    assert QFontMetricsF(font).horizontalAdvance(line) <= card.width() - 6, (
                        level, line, "at the card's edge")
            # And drawn: ink under the no-trump card's letters, where its name goes.
            nt = panel.current.tokens["NT"]
            image, card = nt.grab().toImage(), nt.card_rect()
            band = range(int(card.bottom() - card.height() * 0.2), int(card.bottom() - card.width() * 0.12))
            ink = [(x, y) for y in band for x in range(int(card.left()) + 2, int(card.right()) - 2)
                   if image.pixelColor(x, y).lightness() < 150]
            assert len(ink) > 10, (level, "the no-trump card's name is not drawn")
    finally:
        remove_translators(qapp)


@pytest.mark.parametrize("game", ["minibridge", "bugami", "bleeding-hearts"])
def test_the_chosen_tick_covers_neither_the_suit_nor_the_name(qtbot, panel, game):
    """The gold tick on a chosen token sits in its corner clear of the suit drawn on it and
    of its name, at every density: at the tightest it covered the heart's right lobe (it
    touched it at every size)."""
    from PySide6.QtGui import QFontMetricsF, QPainterPath

    from cardtable.ui.decision_look import DENSITIES, suit_path
    from cardtable.ui.decision_widget import SuitToken

    match = {"minibridge": minibridge_contract, "bugami": bugami, "bleeding-hearts": bleeding_hearts}[game]()
    assert panel.show_for(to_act_view(match))
    panel.show()
    qtbot.waitExposed(panel)
    centre = Qt.AlignmentFlag.AlignCenter
    for level in range(len(DENSITIES)):
        panel.set_density(level)
        tokens = [t for t in panel.current.findChildren(SuitToken) if t.isVisible()]
        assert len(tokens) >= 5
        for token in tokens:
            qtbot.mouseClick(token, Qt.MouseButton.LeftButton)
            assert token.isChecked()
            middle, r = token.tick_disc()
            disc = QPainterPath()
            disc.addEllipse(middle, r + 1, r + 1)  # its outline, and a pixel of card between
            assert token.card_rect().contains(disc.boundingRect().adjusted(1, 1, -1, -1)), (level, token.text())
            face = token.face()
            what = (game, level, token.text(), token.width())
            if isinstance(token.glyph, int) and not token.back:
                assert not suit_path(token.glyph, token.suit_box(face.art)).intersects(disc), (what, "on the suit")
            else:
                drawn = QFontMetricsF(token.glyph_font(face.art)).boundingRect(face.art, centre, str(token.glyph))
                assert not disc.intersects(drawn), (what, "on the letters")
            if face.lines and face.font is not None:
                name = QFontMetricsF(face.font).boundingRect(face.caption, centre, "\n".join(face.lines))
                assert not disc.intersects(name), (what, "on the name")


def test_a_heading_breaks_only_after_a_phrase_and_keeps_its_markup():
    """A heading's spaces inside a phrase do not break (a lone "contract" stood on its second
    line); those after a colon, a comma or a dash do, and the rich text's tags and entities
    stay as written (a no-break space inside a tag would break the markup)."""
    from cardtable.ui.decision_widget import whole_phrases

    text = whole_phrases('Your bid: <span style="color:#c00">♥</span> Hearts &amp; x — or bid, now')
    assert text == ('Your\u00a0bid: <span style="color:#c00">♥</span>\u00a0Hearts\u00a0&amp;\u00a0x\u00a0— '
                    "or\u00a0bid, now")
    assert whole_phrases("Choose a strain, then part-score or game") == (  # nor at the hyphen: "part-" / "score"
        "Choose\u00a0a\u00a0strain, then\u00a0part\u2011score\u00a0or\u00a0game")
    assert whole_phrases("Vous êtes le déclarant\u00a0: choisissez le contrat").split(" ") == [
        "Vous\u00a0êtes\u00a0le\u00a0déclarant\u00a0:", "choisissez\u00a0le\u00a0contrat"]


def test_a_keys_hint_breaks_only_between_its_parts():
    """"P part-score · G game" may wrap after a "·", never inside "P part-score" nor between
    "G" and "game" (a two-line hint beside a long button read "P part-" / "score")."""
    from cardtable.ui.decision_widget import PART_BREAK, unbreakable_parts

    text = unbreakable_parts("Keys: C D H S N strain · P part-score · G game · Enter plays")
    assert text.count(" ") == 3, "a line may break only after a '·'"
    parts = text.split(PART_BREAK)
    assert len(parts) == 4 and all(" " not in p and "-" not in p for p in parts)
    assert parts[1] == "P\u00a0part\u2011score"


def test_the_bid_panels_lines_say_the_arrows_and_a_change_without_stale_words(panel):
    """The key line named only the digits (the arrows choose too); reopened to change a first
    bid, the panel still said "You bid first: nobody has bid yet"."""
    view = to_act_view(bugger_bridge(4, ()))
    panel.show_for(view)
    assert panel.current.hint.text().replace("\xa0", " ") == "Keys: 0–5 or ← → choose · Enter bids"
    assert panel.current.summary.text() == "You bid first: nobody has bid yet."


def test_a_turnip_bidders_plate_names_the_bug_suit_once_the_turnip_is_turned():
    """The plate said only "Turnip" after the turnip was turned, hiding the fact the player
    needs most: which suit is now their bug (the sheet said "Turnip ♠")."""
    import random as rand

    from cardtable.engine.actions import Declare
    from cardtable.engine.match import Match
    from cardtable.ui.badges import seat_badges

    match = Match("bleeding-hearts", ["You", "Ada", "Ben"], first_dealer=0)
    match.deal(rand.Random(4))
    while match.current.phase == "bidding":
        seat = match.current.to_act
        match.apply(Declare(seat, "turnip") if seat == 1 else Declare(seat, "S"))
    turnip = match.current.turnip
    badges = seat_badges(match.view(0))
    assert badges[1] == f"Turnip {'♠♥♦♣'[int(turnip) // 13]}", badges


def test_the_contract_panel_lists_the_suits_in_the_fans_order(panel):
    """"Together you hold ♠ 5 · ♥ 7 · ♦ 7 · ♣ 7" sat beside a fan sorted ♠ ♥ ♣ ♦."""
    from cardtable.session.public import suit_order

    view = to_act_view(minibridge_contract())
    panel.show_for(view)
    text = panel.current.side_label.text()
    line = next(part for part in text.split("<br>") if "Together you hold" in part)
    signs = [sign for sign in ("♠", "♥", "♦", "♣") if sign in line]
    assert sorted(signs, key=line.index) == ["♠♥♦♣"[s] for s in suit_order(view.trump)]


def test_a_keys_hint_too_long_for_one_line_breaks_into_two_even_lines(panel, qtbot):
    """"Keys: S H D C suit · Z zero ·" / "Enter bids" left two words alone: the hint goes on
    two lines as even as its parts allow, the "·" between them dropped at the break (it
    dangled at the end of the first line), and back on one where it fits."""
    from .conftest import label_lines

    panel.show_for(to_act_view(bugami()))
    hint = panel.current.hint
    metrics = hint.fontMetrics()
    whole = "Keys: S H D C suit · Z zero · Enter bids"
    from cardtable.ui.decision_widget import unbreakable_parts

    assert unbreakable_parts(hint.text()).replace("\xa0", " ").replace("‑", "-") == whole
    one_line = metrics.horizontalAdvance(whole)
    hint.setFixedWidth(one_line * 2 // 3)
    qtbot.waitUntil(lambda: "<br>" in hint.text())
    assert [line.replace("\xa0", " ") for line in label_lines(hint)] == ["Keys: S H D C suit", "Z zero · Enter bids"]
    hint.setFixedWidth(one_line + 20)
    qtbot.waitUntil(lambda: "<br>" not in hint.text())
    assert len(label_lines(hint)) == 1


def test_a_corrected_count_clears_the_refusal_from_the_status_line(qtbot, tmp_path):
    """Type 17 where you hold 18, Enter: the panel and the status line say "You hold more than
    17 points"; type 18 and the panel's reason goes — the status line's went too late, never
    (a player's review)."""
    from cardtable.session import SeatConfig
    from cardtable.ui.new_game import GameSetup

    from .conftest import still_window, window_turn

    w = still_window(qtbot, tmp_path)
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    w.start(GameSetup(game="minibridge", seats=seats, options={}, seed=2))
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    assert w.session.match.current.phase == "announcing"
    held = hcp(w.session.match.current.dealt[0])
    spin = w.panel.current.spin
    qtbot.keyClicks(spin, str(held - 1))
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert "You hold more than" in w.statusBar().currentMessage()
    spin.setValue(held)
    assert "You hold more than" not in w.statusBar().currentMessage()


def test_a_keys_hint_filled_again_is_broken_again_and_never_ends_a_line_with_a_dot(panel, qtbot):
    """The four-colour deck fills the panel's labels again: the keys' line came back whole and
    Qt wrapped it after a "·" ("… X doublets ·" / "Enter bids", a player's review)."""
    from .conftest import label_lines

    panel.show_for(to_act_view(bugami()))
    widget = panel.current
    hint = widget.hint
    hint.setFixedWidth(hint.fontMetrics().horizontalAdvance("Keys: S H D C suit · Z zero") + 4)
    qtbot.waitUntil(lambda: "<br>" in hint.text())
    widget.restyle()
    lines = [line.strip() for line in label_lines(hint)]
    assert len(lines) >= 2 and not any(line.endswith("·") for line in lines), lines
    hint.setFixedWidth(hint.fontMetrics().horizontalAdvance("Keys: S H D C") + 4)  # narrower than any split
    qtbot.waitUntil(lambda: len(label_lines(hint)) >= 3)
    assert not any(line.strip().endswith("·") for line in label_lines(hint)), label_lines(hint)


def test_a_keys_hint_exactly_as_wide_as_its_label_is_broken_between_its_parts(panel, qtbot):
    """In a real window "Type the number · Enter announces" measured 232 px in a label of 232:
    the label still wrapped it, after the "·"; the hint is broken by the panel instead."""
    from cardtable.ui.decision_widget import unbreakable_parts

    from .conftest import label_lines

    panel.show_for(to_act_view(bugami()))
    hint = panel.current.hint
    whole = unbreakable_parts(hint.text())
    hint.setFixedWidth(hint.fontMetrics().horizontalAdvance(whole) + 2 * hint.margin())
    qtbot.waitUntil(lambda: "<br>" in hint.text())
    assert not any(line.strip().endswith("·") for line in label_lines(hint)), label_lines(hint)


def test_a_doublets_hint_sets_the_toggle_it_goes_with(qtbot, panel):
    """A player's review: the hint "avoid hearts with Doublets" ringed the hearts alone, and
    a player who followed the ring bid plain hearts. The toggle now follows the hint, on for
    a Doublets bid, off for a plain one; the suit's token wears the ring."""
    view = to_act_view(bleeding_hearts())
    panel.show_for(view)
    widget = panel.current
    assert panel.mark_hint(Declare(view.seat, "H", True)) is widget.tokens["H"]
    assert widget.doublets_button.isChecked()
    qtbot.mouseClick(widget.tokens["H"], Qt.MouseButton.LeftButton)
    assert widget.confirm.text() == "Bid Doublets ♥"
    assert panel.mark_hint(Declare(view.seat, "S", False)) is widget.tokens["S"]
    assert not widget.doublets_button.isChecked()


def test_a_hint_takes_the_keyboards_ring_to_the_control_it_rings(qtbot, panel):
    """A player's review: with the keyboard's dashed ring left on Spades, the hint's ring on
    the Turnip read as two suggestions. The keyboard's focus goes where the hint points, as
    the table's highlight goes to a hinted card; Space then takes it."""
    from cardtable.engine.games.bleeding_hearts import TURNIP

    view = to_act_view(bleeding_hearts())
    panel.show_for(view)
    panel.show()
    panel.activateWindow()
    widget = panel.current
    widget.tokens["S"].setFocus()
    qtbot.waitUntil(widget.tokens["S"].hasFocus)
    turnip = widget.tokens[TURNIP]
    assert panel.mark_hint(Declare(view.seat, TURNIP, False)) is turnip
    qtbot.waitUntil(turnip.hasFocus)
    qtbot.keyClick(turnip, Qt.Key.Key_Space)
    assert widget.confirm.text().startswith("Bid Turnip"), widget.confirm.text()
