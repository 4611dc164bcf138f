"""Hints: a strong player's suggestion for the human's own decision, with a reason in words."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QSettings

from cardtable.analysis import hints
from cardtable.engine import Match
from cardtable.engine.actions import Bid, Declare, Play
from cardtable.engine.games.bugger_bridge import bid_score
from cardtable.session import SeatConfig
from cardtable.ui.games import face_for
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import GameSetup

from .conftest import GAME_TABLES, play_session, window_turn

#: Autosaves and statistics are written as usual, without waiting for the disk (conftest).


def explain(view, action, search=None):
    """The hint's words for ``view``'s game, as the app says them (with the game's face)."""
    return hints.explain(view, action, search, face_for(view.game))


def test_reasons_name_the_card_and_the_goal():
    m = Match("bugger-bridge", ["You", "Ada", "Ben"], first_dealer=2)
    m.start_round({"dealer": 2, "hands": [["AS"], ["KS"], ["QS"]], "turn_up": "2H"})
    assert explain(m.view(0), Bid(0, 1)).startswith("Bid 1: the computer expects about 1 of the 1 trick from")
    from cardtable.engine.games.bugger_bridge import BuggerBridgeRound

    r = BuggerBridgeRound.from_hands(["AS 7H", "KS 2S", "QS 3D"], dealer=2, turn_up="2C")  # cards to choose from
    for b in (1, 0, 0):
        r.bid(b)
    text = explain(r.view(0), Play(0, next(c for c in r.view(0).hand if str(c) == "AS")))
    assert "you need 1 more trick for your bid of 1" in text and text.startswith("Lead the A♠")
    r.play("AS")
    # Nothing beats the ace: "it does not take this trick" would be true of any card.
    assert explain(r.view(1), Play(1, next(a.card for a in r.view(1).legal if str(a.card) == "KS"))) == (
        "Play the K♠: none of your cards can take this trick, and you bid to take no trick.")
    r2 = BuggerBridgeRound.from_hands(["KS 7H", "AS 2S", "QS 3D"], dealer=2, turn_up="2C")
    for b in (1, 0, 0):
        r2.bid(b)
    r2.play("KS")
    assert explain(r2.view(1), Play(1, next(a.card for a in r2.view(1).legal if str(a.card) == "2S"))) == (
        "Play the 2♠: it does not take this trick, and you bid to take no trick.")  # the ace would have
    r.play("KS")
    # No reason to give, but the goal (a player's review: a forced card's hint said nothing of it).
    assert explain(r.view(2), r.view(2).legal[0]) == "Your only legal card: the Q♠, and you bid to take no trick."


def test_bug_suit_reason():
    m = Match("bugami", ["You", "Ada", "Ben"], first_dealer=2)
    m.deal(random.Random(1))
    view = m.view(m.current.to_act)
    text = explain(view, Declare(view.seat, "H"))
    assert text.startswith("Avoid hearts: you hold") and "of them" in text


def quick_hard_player():
    from cardtable.ai import make_player
    from cardtable.ai.montecarlo import counting_clock

    return make_player("hard", random.Random(2), clock=counting_clock(0.01), scale=0.2)


def test_a_hint_tells_what_the_search_found():
    from cardtable.analysis.hints import suggest
    from cardtable.engine.games.bugger_bridge import BuggerBridgeRound

    r = BuggerBridgeRound.from_hands(["AS KH 7D", "KS 2H 9C", "QS 3D 8C"], dealer=2, turn_up="2C")
    action, search = suggest(r.view(0), quick_hard_player())
    text = explain(r.view(0), action, search)
    assert isinstance(action, Bid) and text.startswith(f"Bid {action.tricks}:")
    assert "layouts of the unseen cards it was made exactly on " in text and "points on average; bid " in text
    # The points are the score table's: a bid made exactly scores its value, so no average
    # is above it (a bid of 0 "averaged 14.6 points" where it scores 10 at most, the search's
    # bonus for a made bid counted in).
    said = re.search(r"on (\d+)% of them, ([\d.]+) points on average; bid (\d) would have been made on (\d+)%, "
                     r"([\d.]+) points", text)
    assert said is not None, text
    for bid, chance, points in ((action.tricks, said[1], said[2]), (int(said[3]), said[4], said[5])):
        full = bid_score(bid, bid)
        assert float(points) <= full and abs(float(points) - int(chance) / 100 * full) < 0.6
    for b in (1, 0, 0):
        r.bid(b)
    action, search = suggest(r.view(0), quick_hard_player())
    text = explain(r.view(0), action, search)
    assert isinstance(action, Play) and text.startswith("Lead the")
    assert "layouts" in text and ("next best was the" in text or "did just as well" in text)
    # "It did best" had no clear antecedent after the goal ("…for your bid of 1. It did best…").
    assert "It did best" not in text and ("This card did best" in text or "did just as well" in text)


@pytest.fixture
def quick_hint_search(monkeypatch):
    """The hint player's search on a fifth of its samples (as :func:`quick_hard_player`): the
    window's tests check what a hint is (legal, worded, counted, the same everywhere), not
    how good it is; a full search took seconds of CPU per hint."""
    full = hints.hint_player
    monkeypatch.setattr(hints, "hint_player", lambda level=hints.HINT_LEVEL, *, clock=None, scale=1.0: full(
        level, **({} if clock is None else {"clock": clock}), scale=min(scale, 0.2)))


@pytest.mark.usefixtures("quick_hint_search")
@pytest.mark.parametrize(("game", "n"), GAME_TABLES)
def test_the_hint_menu_suggests_a_legal_action_and_counts_it(qtbot, tmp_path, game, n):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "auto.cardtable", offer_resume=False)
    qtbot.addWidget(w)
    w.show()
    seats = (SeatConfig("You", human=True), *(SeatConfig(f"C{i}", level="easy") for i in range(1, n)))
    w.start(GameSetup(game=game, seats=seats, options={}, seed=5))
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    assert w.hint_action.isEnabled()
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: w.last_hint is not None, timeout=30000)
    action, text = w.last_hint
    assert action in s.view(s.pending().actor).legal
    shown = w.statusBar().currentMessage()  # whole, or cut short with "…" and whole in its tool tip
    assert text.startswith("Hint: ") and (shown == text or (shown.endswith("…") and w.statusBar().toolTip() == text))
    assert w.announcer.last == text  # said for screen readers too
    assert w.hints_used == 1
    assert w.stats is not None


@pytest.mark.usefixtures("quick_hint_search")
def test_the_same_position_gets_the_same_hint_in_two_windows(qtbot, tmp_path):
    """Two windows at the same point of the same match (each its own thinker) give the same
    suggestion, worded the same: the hint player is seeded alike everywhere."""
    hints = []
    for k in range(2):
        folder = tmp_path / f"w{k}"
        folder.mkdir()
        settings = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
        settings.setValue("table/speed", 0.0)
        w = MainWindow(settings=settings, autosave_path=folder / "auto.cardtable", offer_resume=False)
        qtbot.addWidget(w)
        w.show()
        seats = (SeatConfig("You", human=True), *(SeatConfig(f"C{i}", level="easy") for i in range(1, 4)))
        w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=7))
        qtbot.waitUntil(lambda w=w: window_turn(w), timeout=20000)
        w.hint_action.trigger()
        qtbot.waitUntil(lambda w=w: w.last_hint is not None, timeout=30000)
        hints.append((w.session.match.to_record(), w.last_hint))
    assert hints[0] == hints[1]


def minibridge_window(qtbot, tmp_path, watch=False):
    """A Minibridge table as ``cardtable play minibridge --seed 1`` starts it (``watch``: as
    ``--watch`` does, a computer in the seat at the bottom too)."""
    from cardtable.app import start_from_command_line

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "auto.cardtable", offer_resume=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    start_from_command_line(w, {"game": "minibridge", "players": 4, "level": "easy", "seed": 1,
                                "smoke": False, "speed": 0.0, "watch": watch})
    return w


def test_undo_takes_the_hint_bubble_off_the_table(qtbot, tmp_path, monkeypatch):
    """The review's case: announce 18, choose game in no trumps, ask a hint on the first card,
    undo: the card's ring and bubble go with the decision they were for (the bubble stood
    over the contract panel); a hint on the contract panel goes when the player chooses, and
    when redo moves the table on."""
    from PySide6.QtCore import Qt

    from cardtable.ui import hint_callout

    monkeypatch.setattr(hints, "HINT_LEVEL", "easy")  # the words do not matter here: a quick answer
    w = minibridge_window(qtbot, tmp_path)
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    assert s.view(0).phase == "announcing"
    qtbot.keyClicks(w.panel.focusWidget() or w.panel, "18")
    qtbot.keyClick(w.panel.focusWidget() or w.panel, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window_turn(w) and s.view(0).phase != "announcing", timeout=20000)
    assert s.view(0).phase == "contract" and w.panel.isVisible()
    w.hint_action.trigger()  # a hint on the contract: a bubble over the panel
    qtbot.waitUntil(lambda: w.last_hint is not None, timeout=20000)
    assert w.hint_bubble.isVisible()
    for key in (Qt.Key.Key_N, Qt.Key.Key_G, Qt.Key.Key_Return):
        qtbot.keyClick(w.panel.focusWidget() or w.panel, key)
    assert not w.hint_bubble.isVisible()  # acting takes it away
    qtbot.waitUntil(lambda: window_turn(w) and s.view(s.pending().actor).phase == "play", timeout=20000)
    w.last_hint = None
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: w.last_hint is not None, timeout=20000)
    assert hint_callout.marks(w.scene) and hint_callout.callouts(w.scene)
    w.undo_action.trigger()
    assert not hint_callout.marks(w.scene) and not hint_callout.callouts(w.scene)
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    assert s.view(0).phase == "contract" and w.panel.isVisible()
    w.last_hint = None
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: w.last_hint is not None, timeout=20000)
    assert w.hint_bubble.isVisible()
    w.redo_action.trigger()  # forward to the first card: the contract's bubble goes too
    assert not w.hint_bubble.isVisible()


def test_a_forced_card_is_called_the_only_legal_one_and_a_contract_hint_is_one_sentence():
    """Dummy's one legal card is not 'Play the 2♠: it does not take this trick…' but what it
    is; nor is the human's own; the contract's reason says what the search did in one sentence."""
    from cardtable.ai.montecarlo import SearchRecord
    from cardtable.engine.actions import ChooseContract

    m = Match("minibridge", ["You", "Ada", "Ben", "Cleo"], first_dealer=0)
    m.deal(random.Random(1))
    rng = random.Random(4)
    seen: dict[str, str] = {}
    while m.current is not None and m.current.to_act is not None and len(seen) < 3:
        view = m.view(m.current.actor(m.current.to_act))  # declarer plays dummy's cards
        if view.phase == "contract":
            choices = [a for a in view.legal if isinstance(a, ChooseContract)][:2]
            search = SearchRecord(candidates=choices, means={choices[0]: 3.0, choices[1]: 1.0}, samples=7)
            seen["contract"] = explain(view, choices[0], search)
        elif view.phase == "play" and len(view.legal) == 1:
            seen["dummy" if view.to_act != view.seat else "own"] = explain(view, view.legal[0])
        m.apply(view.legal[0] if view.phase != "contract" else rng.choice(view.legal))
    for said, start in ((seen["dummy"], "Dummy's only legal card: the "), (seen["own"], "Your only legal card: the ")):
        assert said.startswith(start) and "take this trick" not in said, said
        assert any(goal in said for goal in ("; the contract needs ", "; the contract is made", "; the defence needs ",
                                             "; the contract is beaten")), said  # and the side's goal
    contract = seen["contract"]
    assert contract.startswith("Choose ") and contract.count(".") == 1 and contract.endswith(".")
    assert "layouts" in contract and "did best" not in contract


def test_watching_shows_no_decision_panel_and_says_the_computer_plays_your_seat(qtbot, tmp_path):
    """``--watch``: a computer sits in the seat at the bottom. When it thinks, the line says so
    (not "Waiting for You…") and no panel offers the watcher a choice to make."""
    from cardtable.session.events import Thinking

    w = minibridge_window(qtbot, tmp_path, watch=True)
    s = w.session
    assert not s.human_seats
    seen: list[tuple[str, bool]] = []
    s.listeners.append(lambda events: seen.extend(
        (w.statusBar().currentMessage(), w.panel.isVisible()) for e in events
        if isinstance(e, Thinking) and e.decision.actor == w.scene.human))  # after the window's own listener
    said: list[str] = []
    w.announcer.announced.connect(said.append)
    qtbot.waitUntil(lambda: len(seen) >= 2, timeout=20000)  # the announcement and the contract (declarer)
    assert ("The computer is playing your seat…", False) in seen
    assert not any(visible for _, visible in seen)
    assert not any("You…" in text for text, _ in seen)
    qtbot.waitUntil(lambda: any(t.startswith("You play the ") for t in said), timeout=20000)
    assert not any(t.startswith("You plays") for t in said)


def test_a_card_that_beats_the_trick_so_far_is_not_said_to_win_it_while_others_play():
    """Second of four in Dumb-Bunny, the J♦ over the 9♦: the next player must beat it if they
    can, so "it wins the trick" could be flatly wrong; played last, it does win."""
    from cardtable.engine.games.bugger_bridge import BuggerBridgeRound

    r = BuggerBridgeRound.from_hands(["2S 7H", "9S 2D", "JS 3S", "QS 4S"], dealer=3, turn_up="2C")
    for b in (0, 0, 0, 0):
        r.bid(b)
    r.play("2S")
    r.play("9S")
    second = explain(r.view(2), Play(2, next(a.card for a in r.view(2).legal if str(a.card) == "JS")))
    assert second.startswith("Play the J♠: it beats the cards played so far"), second
    r.play("JS")
    last = explain(r.view(3), Play(3, next(a.card for a in r.view(3).legal if str(a.card) == "QS")))
    assert last.startswith("Play the Q♠: it wins the trick"), last


def north_in_no_trumps():
    """A Minibridge deal in play: North declares a no-trump part-score, East to lead."""
    from cardtable.engine.games.minibridge import MinibridgeRound

    r = MinibridgeRound.from_hands([
        "AS KS 3S AH 4H AD KD QD 7D 6D AC KC 4C",  # North: declarer
        "JS TS 7S QH TH 9D 8D 5D 4D QC JC TC 7C",
        "QS 9S 8S 5S KH JH 9H 8H 6H 2H 9C 3C 2D",
        "6S 4S 2S 7H 5H 3H JD TD 3D 2C 5C 6C 8C"], dealer=0)
    for _ in range(4):
        r.announce()
    r.choose_contract("NT", False)
    return r


def test_the_opening_lead_hint_is_the_lead_the_practice_window_teaches():
    """Against no trumps the hint said lead a singleton club (the search's few double-dummy
    layouts), where the practice window, asked about the same hand, teaches fourth highest of
    the long hearts: one table, one teacher."""
    from cardtable.bridge.leads import suggest_lead
    from cardtable.engine.cards import mask_of

    r = north_in_no_trumps()
    view = r.view(r.to_act)  # East leads against North's no trumps
    assert view.seat == 1 and not view.history and not view.trick
    action, search = hints.suggest(view, hints.hint_player())
    taught = suggest_lead(mask_of(view.hand), "NT", mask_of(view.info.dummy_hand), list(view.info.points), view.seat)
    assert action == Play(view.seat, taught.card) and search is None
    # With the defence's goal, as every other card's hint gives it (a player's review): a
    # part-score in no trumps needs seven tricks, so the defence needs seven to beat it.
    assert explain(view, action) == taught.reason + " The defence needs 7 tricks to beat the contract."


def test_a_hint_on_a_card_at_the_top_of_the_felt_keeps_its_tag_and_the_card_in_sight(qtbot):
    """A hinted card in dummy's top row: the "Hint" tag over it was cut in half by the edge of
    the table, and the bubble, pushed down into the table, covered the card's corner. Now the
    tag goes under the card and the bubble under it, pointing up; a card lower down keeps both
    above it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

    from cardtable.ui import hint_callout
    from cardtable.ui.card_item import CARD_HEIGHT_RATIO

    scene = QGraphicsScene(QRectF(0, 0, 800, 600))
    width = 70.0
    for y, under in ((70.0, True), (400.0, False)):
        card = QGraphicsRectItem(-width / 2, -width * CARD_HEIGHT_RATIO / 2, width, width * CARD_HEIGHT_RATIO)
        card.setPos(300, y)
        scene.addItem(card)
        bubble = hint_callout.mark_card(scene, card, width, "Play the 2♠: dummy's only spade.")
        mark, = hint_callout.marks(scene)
        seen = card.sceneBoundingRect()
        assert not bubble.sceneBoundingRect().intersects(seen.adjusted(2, 2, -2, -2)), (y, "the bubble covers the card")
        assert scene.sceneRect().contains(mark.sceneBoundingRect()), (y, "the tag is cut by the table's edge")
        assert (bubble.sceneBoundingRect().top() > seen.center().y()) is under
        hint_callout.clear(scene)
        scene.removeItem(card)


def test_a_hint_bubble_stands_clear_of_the_cards_in_the_trick(qtbot):
    """Above the hinted card, the bubble had hidden the card West led (and at 1024 x 700 most
    of it): it moves sideways, clear of the trick's cards, where the table has room."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

    from cardtable.ui import hint_callout
    from cardtable.ui.card_item import CARD_HEIGHT_RATIO

    scene = QGraphicsScene(QRectF(0, 0, 1000, 700))
    width = 70.0
    h = width * CARD_HEIGHT_RATIO
    led = QGraphicsRectItem(-width / 2, -h / 2, width, h)
    led.setPos(480, 420)
    scene.addItem(led)
    scene.trick = [(1, led)]
    card = QGraphicsRectItem(-width / 2, -h / 2, width, h)
    card.setPos(500, 620)
    scene.addItem(card)
    bubble = hint_callout.mark_card(scene, card, width, "Play the 4♠: it does not take this trick, and the "
                                    "contract needs 9 tricks. Over the 40 layouts the computer played out, "
                                    "the 7♠ did just as well.")
    assert not bubble.mapToScene(bubble.shape()).intersects(led.sceneBoundingRect())  # as drawn, its tail too
    assert scene.sceneRect().contains(bubble.sceneBoundingRect())


def test_a_bid_search_value_is_told_as_the_chance_of_making_it():
    """The hard player's bid search values a made bid at its table points plus MAKE_BONUS:
    the hint takes the chance back out of that, so a quarter of 10 + 6 is a quarter's chance
    (2.5 points), not "4.0 points"."""
    from cardtable.ai.bugger_bridge import MAKE_BONUS, bid_chances
    from cardtable.engine.games.bugger_bridge import BuggerBridgeRound

    r = BuggerBridgeRound.from_hands(["AS KH 7D", "KS 2H 9C", "QS 3D 8C"], dealer=2, turn_up="2C")
    full0, full2 = bid_score(0, 0) + MAKE_BONUS, bid_score(2, 2) + MAKE_BONUS
    chances = bid_chances(r.view(0), {0: 0.25 * full0, 2: 0.6 * full2, 3: 0.0})
    assert chances == pytest.approx({0: 0.25, 2: 0.6, 3: 0.0})
    assert bid_chances(r.view(0), {1: 0.5 * bid_score(1, 1)}, deep=False) == pytest.approx({1: 0.5})


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_a_card_hint_bubble_leaves_the_plates_and_dummy_in_sight_and_follows_a_resize(qtbot, tmp_path, monkeypatch,
                                                                                     size):
    """A player's review: the bubble over a card hid dummy's diamonds and Cleo's name plate at
    1024×700, and after the window grew it stayed where it was, pointing at nothing. Now it
    keeps clear of what the decision panel keeps clear of (where the felt has room), never
    covers the card it names, and is put beside that card again when the table is laid out
    again."""
    from cardtable.session import SeatConfig, TableSession
    from cardtable.session.saving import save_session
    from cardtable.ui import hint_callout

    from .conftest import make_window, play_session, window_turn

    monkeypatch.setattr(hints, "HINT_LEVEL", "easy")  # where the bubble goes, not what it says
    w = make_window(qtbot, tmp_path / "w", size=size)
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))

    def at_a_card_after_dummy(s) -> bool:
        d = s.human_decision()
        v = s.view(d.actor) if d is not None else None
        return v is not None and v.phase == "play" and len(v.history) >= 1

    played = play_session(TableSession("minibridge", seats, seed=3), until=at_a_card_after_dummy)
    save_session(played, tmp_path / "mid.cardtable")  # played up to there, then opened (Game ▸ Open)
    assert w.open_path(tmp_path / "mid.cardtable")
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hint_callout.callouts(w.scene)), timeout=20000)

    def check() -> None:
        bubble, = hint_callout.callouts(w.scene)
        mark, = hint_callout.marks(w.scene)
        card = mark.card.sceneBoundingRect()
        box = bubble.sceneBoundingRect().adjusted(4, 4, -4, -4)
        hard, _ = w.scene.panel_keepout()
        assert not box.intersects(card)
        assert not any(box.intersects(r) for r in hard), "over a plate, the trick or a hand played from"
        near = box.adjusted(-60, -60, 60, 60)
        assert near.intersects(card), "the bubble is far from its card"
        assert w.scene.sceneRect().contains(box)

    check()
    w.resize(size[0] - 200, size[1] - 120) if size[0] > 1100 else w.resize(size[0] + 300, size[1] + 200)
    qtbot.waitUntil(lambda: w.scene.sceneRect().width() != 0, timeout=2000)
    qtbot.wait(50)
    check()


def test_a_minibridge_card_hint_gives_each_side_its_own_goal():
    """Declarer's side is told the tricks the contract needs; a defender, the tricks that beat
    it ("the contract needs 7 tricks" as the reason for a defender's card read as a
    non-sequitur, a player's review) — once tricks are taken, how many more ("needs 7" after
    one was won read as seven more or seven in all)."""
    m = Match("minibridge", ["You", "Ada", "Ben", "Cleo"], first_dealer=0)
    m.deal(random.Random(1))
    rng = random.Random(4)
    said: dict[tuple[str, bool], str] = {}
    want: dict[tuple[str, bool], str] = {}
    while m.current is not None and m.current.to_act is not None:
        view = m.view(m.current.actor(m.current.to_act))
        if view.phase == "play" and len(view.legal) > 1:
            info, played = view.info, len(view.history)
            side = "declaring" if view.seat % 2 == info.declaring_side else "defending"
            key = (side, played > 0)
            if key not in said:
                said[key] = explain(view, view.legal[0])
                ours = info.declarer_tricks if side == "declaring" else played - info.declarer_tricks
                goal = info.target if side == "declaring" else 14 - info.target
                left = goal - ours
                want[key] = (
                    (f"; the contract needs {left} tricks." if not played else
                     f"; the contract needs {left} more tricks." if left > 1 else
                     "; the contract needs one more trick." if left == 1 else "; the contract is made already.")
                    if side == "declaring" else
                    (f"; the defence needs {left} tricks to beat the contract." if not played else
                     f"; the defence needs {left} more tricks to beat the contract." if left > 1 else
                     "; the defence needs one more trick to beat the contract." if left == 1 else
                     "; the contract is beaten already."))
        m.apply(rng.choice(view.legal))
    assert len(said) == 4, said.keys()
    for key, text in said.items():
        assert text.endswith(want[key]), (key, text, want[key])


@pytest.mark.parametrize("row", [0, 1, 3, 4])
def test_a_hint_in_dummys_column_shows_the_card_it_names_whole(qtbot, row):
    """A player's review: the ring round a card in dummy's column ran under the cards laid
    over it, round the whole column, as if every card of it were suggested, and its "Hint"
    tag lay hidden under them or over the index of the card above; ringing the index strip
    alone, the bubble pointed at the card at the column's foot. The card now comes forward
    whole while the hint shows (and goes back after), ringed, its tag where it covers no
    other card's index and stays on the felt."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsScene

    from cardtable.engine.cards import Card
    from cardtable.ui import hint_callout
    from cardtable.ui.card_art import DeckStyle
    from cardtable.ui.card_item import CARD_HEIGHT_RATIO, CardItem

    scene = QGraphicsScene(QRectF(0, 0, 900, 700))
    width = 70.0
    h = width * CARD_HEIGHT_RATIO
    step = h * 0.3
    column = []
    for r, code in enumerate(["KC", "JC", "7C", "6C", "2C"]):
        item = CardItem(Card.parse(code), width, DeckStyle(), face_up=True)
        item.setPos(300, 20 + h * 0.6 + r * step)
        item.setZValue(r)
        item.set_playable(True)
        scene.addItem(item)
        column.append(item)
    neighbour = CardItem(Card.parse("AS"), width, DeckStyle(), face_up=True)  # the next column
    neighbour.setPos(300 + width * 1.06, 20 + h * 0.6)
    scene.addItem(neighbour)
    card = column[row]
    hint_callout.mark_card(scene, card, width, "Play the J♣.")
    mark, = hint_callout.marks(scene)
    drawn = card.mapRectToScene(card.shape().boundingRect())
    assert mark.card is card and mark.parentItem() is card and mark.shown() == drawn  # the whole card, ringed
    overlapped = [c for c in column if c is not card and c.sceneBoundingRect().intersects(card.sceneBoundingRect())]
    assert card.zValue() > max(c.zValue() for c in overlapped)  # over its column, ring and all
    # The tag: never over another card's index strip (the cards above it in the column, the
    # next column), nor off the felt; at the column's head, below the card.
    w = hint_callout._tag_width()
    assert mark.tag is not None, row
    top = {"above": drawn.top() - 24, "below": drawn.bottom() + 6, "edge": drawn.bottom() - 9}[mark.tag]
    tag = QRectF(drawn.center().x() - w / 2, top, w, 18)
    assert scene.sceneRect().contains(tag)
    for other in [*column[:row], neighbour]:
        strip = other.mapRectToScene(other.shape().boundingRect())
        strip.setHeight(step)
        assert not strip.intersects(tag), (row, other.card)
    # above: off the felt, or over the index above; under the head of a long column, the
    # card's foot, where the next card but three shows its index just below
    assert mark.tag == ("edge" if row == 0 else "below"), (row, mark.tag)
    hint_callout.clear(scene)
    assert [c.zValue() for c in column] == [0, 1, 2, 3, 4]  # back in its place


def test_a_card_under_partners_winner_says_the_side_is_winning():
    """A player's review: "Play the 8♣: none of your cards can take this trick" under
    partner's ♣Q, winning it, read as bad luck; it is the side's trick so far."""
    from cardtable.engine.cards import CARDS

    r = north_in_no_trumps()
    r.play("QC")  # East leads the queen
    r.play("3C")  # dummy follows low
    view = r.view(3)  # West: every club lower than partner's queen
    eight = next(a for a in view.legal if str(CARDS[a.card]) == "8C")
    said = explain(view, eight)
    assert said.startswith("Play the 8♣: your side's Q♣ is winning the trick"), said
    assert "none of your cards" not in said
    # Not in a game without partners: there, another's winning card is nobody's side.
    from cardtable.engine.games.bugger_bridge import BuggerBridgeRound

    r2 = BuggerBridgeRound.from_hands(["KS 7H", "AS 2S", "QS 3D", "JS 4D"], dealer=3, turn_up="2C")
    for b in (1, 0, 0, 0):
        r2.bid(b)
    r2.play("KS")
    r2.play("AS")
    view = r2.view(2)
    assert "your side" not in explain(view, view.legal[0])


def test_a_bubble_beside_its_card_points_at_it_from_its_corner(qtbot):
    """A player's review at 1600×1000: the opening lead's bubble, moved beside its card
    (dummy's cards stood above it), had no tail at all, and read as a note about nothing in
    particular. From the corner nearer the card a short tail now slants towards it, never
    over the trick's cards; a bubble straight over its card keeps its straight tail."""
    from PySide6.QtCore import QPointF, QRectF

    from cardtable.ui.hint_callout import HintCallout

    bounds = QRectF(0, 0, 1400, 900)
    card_top = QPointF(300, 700)
    above = QRectF(150, 450, 300, 180)  # cards above the hinted one: the bubble goes beside them
    text = "Lead the ♥9, a trump: each round of trumps you lead takes one of dummy's away."
    beside = HintCallout(text, card_top, bounds, avoid=[above])
    box = beside.mapRectToScene(beside._box)
    assert card_top.x() < box.left() - 12 or card_top.x() > box.right() + 12
    drawn = beside.mapToScene(beside.shape())
    reach = drawn.boundingRect()
    assert reach.bottom() > box.bottom() + 3  # a tail below the bubble, leaning towards the card
    assert reach.left() < box.left() - 20 if card_top.x() < box.left() else reach.right() > box.right() + 20
    assert not drawn.intersects(above)
    over = HintCallout(text, card_top, bounds)
    over_box = over.mapRectToScene(over._box)
    assert over_box.left() <= card_top.x() <= over_box.right()
    assert over.mapToScene(over.shape()).boundingRect().bottom() > over_box.bottom() + 10  # straight down at it


def test_a_blind_hand_has_no_hint_that_would_show_a_hidden_card(qtbot, tmp_path):
    """A player's review: in Dumb-Bunny's blind hand, Hint said "Play the 8♣" and picked that
    card out among the face-down ones, and Enter played it — the one thing a blind hand
    forbids. Game ▸ Hint is off there, saying why; hand 2, played seeing the cards, has it."""
    from .conftest import make_window

    w = make_window(qtbot, tmp_path)
    seats = (SeatConfig("You", human=True), *(SeatConfig(f"P{i}", level="random") for i in range(1, 4)))
    card = [{"trump": None, "modifiers": ["blind"]}, {"trump": "S", "modifiers": []}]
    w.start(GameSetup(game="dumb-bunny", seats=seats, options={"hand_card": card}, seed=4))
    s = w.session
    qtbot.waitUntil(lambda: window_turn(w), timeout=20000)
    assert s.view(s.human_decision().actor).info.blind
    assert not w.hint_action.isEnabled() and "played face down" in w.hint_action.statusTip()
    w.hint()  # the slot itself refuses too, and says why
    assert "no hint" in w.statusBar().currentMessage()
    assert not s.hint()
    qtbot.wait(100)
    assert w.last_hint is None
    play_session(s, until=lambda t: t.match.rounds_completed >= 1 and window_turn(w), window=w, qtbot=qtbot)
    assert w.hint_action.isEnabled() and w.hint_action.statusTip() == ""


def test_a_dumb_bunny_hint_in_a_swap_hand_says_the_tricks_count_for_the_other_side():
    """A player's review: in a swap hand the hint said "every trick your side takes counts for
    you and your partner", where each side scores the other side's tricks."""
    from cardtable.engine.games.dumb_bunny import DumbBunnyInfo

    rng = random.Random(4)
    match = Match("dumb-bunny", ["You", "Ada", "Ben", "Cleo"])
    said = {}
    while not match.finished:
        if match.current is None:
            match.deal(rng)
            continue
        seat = match.current.to_act
        view = match.view(seat)
        swap = view.info_as(DumbBunnyInfo).swap
        if view.phase == "play" and len(view.legal) > 1 and swap not in said and not view.info_as(DumbBunnyInfo).blind:
            said[swap] = explain(view, view.legal[0])
        if len(said) == 2:
            break
        match.apply(rng.choice(view.legal))
    assert said[False].endswith("; every trick your side takes counts for you and your partner."), said[False]
    swapped = said[True]
    assert "swap hand" in swapped and "counts for them" in swapped and "for you and your partner" not in swapped


def test_a_card_that_did_just_as_well_says_whether_it_beats_the_trick_too():
    """A player's review: "Play the 6♥: it beats the cards played so far, and you need 2 more
    tricks … the 5♦ did just as well" read as a contradiction, the 5♦ beating nothing. A card
    tied with the hinted one says so where the two differ on the trick."""
    from cardtable.ai.montecarlo import SearchRecord
    from cardtable.engine.cards import CARDS
    from cardtable.engine.games.bugger_bridge import BuggerBridgeRound

    r = BuggerBridgeRound.from_hands(["AS 2D 3C", "KS 4C 5C", "6H 5D 7C"], dealer=2, turn_up="2H")
    for b in (0, 1, 1):
        r.bid(b)
    r.play("AS")
    r.play("KS")  # the last to play has no spade: a trump wins the trick, a diamond does not
    view = r.view(2)
    card = {str(CARDS[a.card]): a for a in view.legal}
    six, five = card["6H"], card["5D"]
    tie = SearchRecord([six.card, five.card], {six.card: 1.0, five.card: 1.0}, 40)
    said = explain(view, six, tie)
    assert said.startswith("Play the 6♥: it wins the trick"), said
    assert said.endswith("the 5♦ did just as well without beating the cards played so far."), said
    said = explain(view, five, SearchRecord([five.card, six.card], {five.card: 1.0, six.card: 1.0}, 40))
    assert said.endswith("the 6♥ did just as well, though it beats the cards played so far."), said
    apart = SearchRecord([six.card, five.card], {six.card: 1.0, five.card: 0.5}, 40)
    assert explain(view, six, apart).endswith("the next best was the 5♦.")
