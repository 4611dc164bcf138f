"""A refused card or choice is explained in the table's own words (issue 15): the engine's
messages are written for logs in the third person ("West does not hold 5 points"), and
showed through as "You does not hold…". Driven through clicks and keys a player uses."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.engine.cards import hcp, mask_of
from cardtable.session import SeatConfig, TableSession
from cardtable.session.saving import save_session
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import GameSetup

from .conftest import play_session, window_turn
from .test_pacing import make
from .test_ui_flow import click_item


def start(w: MainWindow, game: str, seed: int) -> None:
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    w.start(GameSetup(game=game, seats=seats, options={}, seed=seed))


def must_follow(s) -> bool:
    d = s.human_decision()
    return d is not None and s.view(d.actor).phase == "play" and bool(s.refusals(d.seat))


def test_a_card_that_must_not_be_played_says_the_rule_in_words(qtbot, tmp_path):
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    saved = play_session(TableSession("bugger-bridge", seats, {}, 3), until=must_follow)
    save_session(saved, tmp_path / "follow.cardtable")  # played up to there, then opened (Game ▸ Open)
    w = make(qtbot, tmp_path, speed=0.0)
    assert w.open_path(tmp_path / "follow.cardtable")
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=10000)
    assert w.statusBar().currentMessage() == "Your turn to play"  # following suit goes without saying
    dimmed = [i for i in w.scene.playable_items()]
    refused = next(i for items in w.scene.hands for i in items
                   if i.card is not None and not i.playable and i.toolTip())
    assert dimmed and refused not in dimmed
    held = len(s.view(s.human_decision().actor).hand)
    click_item(qtbot, w, refused)
    line = w.statusBar().currentMessage()
    assert line.startswith("You must ") or line.startswith("You have no "), line
    assert line == refused.toolTip() and "does not" not in line
    assert w.announcer.last == line  # said to a screen reader too
    assert len(s.view(s.human_decision().actor).hand) == held and window_turn(w)  # nothing was played


def test_a_wrong_count_of_points_is_told_to_you_not_about_you(qtbot, tmp_path):
    w = make(qtbot, tmp_path, speed=0.0)
    start(w, "minibridge", 1)
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w) and s.view(s.human_decision().actor).phase == "announcing",
                    timeout=10000)
    held = hcp(mask_of(s.view(s.human_decision().actor).hand))
    spin = w.panel.current.spin
    QTest.keyClicks(spin, str(held + 1))
    QTest.keyClick(spin, Qt.Key.Key_Return)
    line = w.statusBar().currentMessage()
    assert line == f"You hold fewer than {held + 1} points: count again (A 4, K 3, Q 2, J 1)."
    assert w.panel.current.error.text().replace("\xa0", " ") == line and w.announcer.last == line
    assert s.human_decision() is not None  # still yours to announce
    # The refused count is not offered again: the button said "Announce 8" beside "count again".
    confirm = w.panel.current.confirm
    assert confirm.text() == "Announce" and not confirm.isEnabled()
    # Enter again on the same count (the first press seemed not to take): the reason stays.
    QTest.keyClick(spin, Qt.Key.Key_Return)
    assert w.panel.current.error.isVisibleTo(w.panel.current), "the refusal's reason vanished"
    assert w.panel.current.error.text().replace("\xa0", " ") == line
    QTest.keyClicks(spin, str(held))  # typed over (the field comes back selected)
    assert confirm.text() == f"Announce {held}" and confirm.isEnabled()


def test_the_must_beat_rule_is_in_the_prompt_before_any_card_is_clicked(qtbot, tmp_path):
    """Dumb-Bunny dims cards of the suit led that do not beat the trick: the prompt says the
    rule at once (a player had to click a dimmed 2♦ to learn why it was dimmed). A plain
    follow-suit turn keeps the plain prompt."""
    from cardtable.engine import trick as rules

    def must_beat(s) -> bool:
        return must_follow(s) and any(r[0] == rules.BEAT for r in s.refusals(s.human_decision().seat).values())

    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    saved = play_session(TableSession("dumb-bunny", seats, {}, 2), until=must_beat)
    save_session(saved, tmp_path / "beat.cardtable")
    w = make(qtbot, tmp_path, speed=0.0)
    assert w.open_path(tmp_path / "beat.cardtable")
    qtbot.waitUntil(lambda: window_turn(w), timeout=10000)
    line = w.statusBar().currentMessage()
    assert "Your turn to play. You must beat the " in line, line  # after who won the last trick (instant)
    dimmed_of_led = [i for i in w.scene.hands[w.scene.slot_of[0]] if i.card is not None and not i.playable
                     and i.toolTip().startswith("You must beat")]
    assert dimmed_of_led and line.endswith(dimmed_of_led[0].toolTip())


def test_a_minibridge_deal_taken_up_before_its_first_card_says_the_points_were_announced_again(qtbot, tmp_path):
    """A player's review: quit while announcing, Continue, and the contract was asked for
    with the points filled in, without a word (the record keeps the cards; the points follow
    from them). A note on top says so, with the points; a deal resumed in play says nothing."""
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))

    def past_announcing(s) -> bool:
        v = s.view(0) if s.match.current is not None else None
        return v is not None and v.phase != "announcing" and not v.history and not v.trick

    saved = play_session(TableSession("minibridge", seats, {}, 1), until=past_announcing)
    save_session(saved, tmp_path / "contract.cardtable")
    w = make(qtbot, tmp_path, speed=0.0)
    assert w.open_path(tmp_path / "contract.cardtable")
    qtbot.waitUntil(lambda: w.statusBar().currentMessage().startswith("Taken up again"), timeout=5000)
    note = w.announcer.last
    assert note.startswith("Taken up again after the announcements") and "You " in note and "Ada " in note, note
    played = play_session(TableSession("minibridge", seats, {}, 1),
                          until=lambda s: s.match.current is not None and len(s.view(0).history) >= 1)
    save_session(played, tmp_path / "play.cardtable")
    w2 = make(qtbot, tmp_path / "again", speed=0.0)
    assert w2.open_path(tmp_path / "play.cardtable")
    qtbot.waitUntil(lambda: window_turn(w2), timeout=10000)
    assert "Taken up again" not in w2.statusBar().currentMessage() and "Taken up" not in str(w2.announcer.last)
