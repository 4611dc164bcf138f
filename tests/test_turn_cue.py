"""Whose turn it is shows on the table: "Your lead" / "Your turn to play" above the human's
hand while a card is theirs to play (the status bar and a thin outline on the plate were
all there was), clear of the hand and of the trick, and gone once the card is played."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.session import SeatConfig
from cardtable.ui.new_game import GameSetup

from .conftest import make_window, window_turn


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_the_table_says_when_a_card_is_yours_to_play(qtbot, tmp_path, size):
    w = make_window(qtbot, tmp_path / "w", size=size)
    seats = (SeatConfig("You", human=True), SeatConfig("Ada"), SeatConfig("Ben"))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=3))
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    assert s.view(0).phase == "bidding" and w.scene.cue.text() == ""  # the panel says what to do
    qtbot.keyClicks(w.panel.focusWidget() or w.panel, "0")
    qtbot.keyClick(w.panel.focusWidget() or w.panel, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window_turn(w) and s.view(0).phase == "play", timeout=20000)
    view = s.view(0)
    assert w.scene.cue.text() == ("Your lead" if not view.trick else "Your turn to play")
    cue = w.scene.cue.sceneBoundingRect()
    assert w.scene.sceneRect().contains(cue)
    for item in w.scene.hands[0]:
        assert not cue.intersects(item.sceneBoundingRect())
    for _slot, item in w.scene.trick:
        assert not cue.intersects(item.sceneBoundingRect())
    w.view.setFocus()
    held, round_index = len(view.hand), view.round_index
    qtbot.keyClick(w.view, Qt.Key.Key_Right)  # the keys a player plays with: a card...
    qtbot.keyClick(w.view, Qt.Key.Key_Return)  # ...played
    # At instant speed the round may end and the next be dealt before the first look.
    qtbot.waitUntil(lambda: len(s.view(0).hand) < held or s.view(0).round_index != round_index,
                    timeout=20000)
    assert w.scene.cue.text() == ""


def test_a_long_cue_wraps_to_the_felt(qtbot, tmp_path):
    """Dumb-Bunny's cue spells out the must-beat rule; at 1024×700 it ran off the felt."""
    w = make_window(qtbot, tmp_path / "w", size=(1024, 700))
    seats = (SeatConfig("You", human=True), *(SeatConfig(n) for n in ("Ada", "Ben", "Cy")))
    w.start(GameSetup(game="dumb-bunny", seats=seats, options={}, seed=7))
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    rule = "You must beat the four of spades with a higher card of spades."
    w.scene.show_cue(f"Your turn to play. {rule}")
    felt = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    assert felt.contains(w.scene.cue.sceneBoundingRect())
    assert w.scene.cue.text().split("\n") == ["Your turn to play", rule.rstrip(".")]  # a sentence a line
    w.scene.show_cue(f"Your turn to play. {rule} {rule} {rule}")
    assert felt.contains(w.scene.cue.sceneBoundingRect()) and w.scene.cue.text().count("\n") >= 2


def test_playing_from_dummy_the_cue_lies_under_dummys_cards(qtbot, tmp_path):
    """"Your turn to play from dummy" sat above the person's own hand, far from the cards to
    play."""
    from .conftest import no_trumps, play_session

    w = make_window(qtbot, tmp_path / "w", size=(1280, 800))
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    w.start(GameSetup(game="minibridge", seats=seats, options={}, seed=3))
    s = w.session

    def from_dummy(t) -> bool:
        d = t.human_decision()
        return d is not None and d.seat != d.actor and t.view(d.actor).phase == "play"

    play_session(s, until=from_dummy, human=no_trumps, window=w, qtbot=qtbot)
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    assert w.scene.cue.text().startswith("Your") and "from dummy" in w.scene.cue.text()
    slot = w.scene.slot_of[s.human_decision().seat]
    dummy = w.scene.hands[slot]
    cue = w.scene.cue.sceneBoundingRect()
    lowest = max(item.sceneBoundingRect().bottom() for item in dummy)
    assert cue.top() >= lowest and not any(cue.intersects(i.sceneBoundingRect()) for i in w.scene.hands[0])


def test_a_hint_on_a_card_hides_the_turn_words_until_it_goes(qtbot, tmp_path, monkeypatch):
    """The hint's "Hint" tag and bubble lay over "Your lead" (and Dumb-Bunny's must-beat
    rule), so that neither could be read; the bubble now says what to do while it is shown."""
    from cardtable.analysis import hints
    from cardtable.ui import hint_callout

    monkeypatch.setattr(hints, "HINT_LEVEL", "easy")  # a quick answer: the words do not matter here
    w = make_window(qtbot, tmp_path / "w", size=(1024, 700))
    seats = (SeatConfig("You", human=True), SeatConfig("Ada"), SeatConfig("Ben"))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=3))
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    qtbot.keyClicks(w.panel.focusWidget() or w.panel, "0")
    qtbot.keyClick(w.panel.focusWidget() or w.panel, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window_turn(w) and s.view(0).phase == "play", timeout=20000)
    assert w.scene.cue.text() and w.scene.cue.isVisible()
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: w.last_hint is not None, timeout=20000)
    assert hint_callout.marks(w.scene) and not w.scene.cue.isVisible()
    hinted = w.last_hint[0].card
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)  # Enter plays the hinted card (the highlight is on it)
    qtbot.waitUntil(lambda: s.view(0).played >> hinted & 1 or s.view(0).round_index != 0, timeout=20000)
    qtbot.waitUntil(lambda: not hint_callout.marks(w.scene), timeout=20000)  # the hint goes
    assert w.scene.cue.isVisible()  # and the words come back


@pytest.mark.parametrize("reach", range(40, 70))
def test_a_wrapped_sentence_never_leaves_its_last_word_alone(reach):
    """A player's review at 1024×700: "You must beat the jack of diamonds with a higher card
    of" / "diamonds" under the hand. The word before goes down with it where the line it
    leaves keeps two words, every line within the reach; a "·" ending a line stays put."""
    from cardtable.ui.line_wrap import wrap_measured

    sentence = "You must beat the jack of diamonds with a higher card of diamonds"
    lines = wrap_measured([sentence], len, reach)
    assert " ".join(lines) == sentence and all(len(line) <= reach for line in lines)
    if len(lines) > 1:
        assert " " in lines[-1], lines
    assert wrap_measured(["Round 9 of 16 · game"], len, 14) == ["Round 9 of 16", "game"]
