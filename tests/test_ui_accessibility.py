"""Screen readers can follow the play: every public event is said in words when the table
shows it, keyboard focus on a card says the card, and the table can be read aloud on
demand — never naming a card the human could not see."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.engine import events as ev
from cardtable.engine.cards import Card
from cardtable.ui.announcer import Narrator, spoken_card, spoken_hand
from tests.conftest import await_turn, window_turn
from tests.test_ui_flow import start, window  # noqa: F401 (fixture)

#: Autosaves and statistics are written as usual, without waiting for the disk (conftest).

NAMES = ("You", "West", "North", "East")


def test_cards_are_said_the_way_people_say_them():
    assert spoken_card(Card.parse("QH")) == "queen of hearts"
    assert spoken_card(Card.parse("TC")) == "ten of clubs"
    assert spoken_card(Card.parse("2S")) == "two of spades"
    hand = [Card.parse(c) for c in ("4S", "AS", "TS", "2H", "KH")]
    assert spoken_hand(hand) == "spades: ace, ten, four; hearts: king, two"


def test_events_become_sentences_from_the_human_seat():
    n = Narrator(NAMES, human=0)
    qh = Card.parse("QH")
    assert n.describe(ev.CardPlayed(1, qh)) == "West plays the queen of hearts."
    assert n.describe(ev.CardPlayed(0, qh)) == "You play the queen of hearts."
    assert n.describe(ev.TrickWon(2, (qh,), 3)) == "North wins trick 3."
    assert n.describe(ev.BidMade(3, 2, False)) == "East bids 2."
    assert n.describe(ev.BiddingClosed(5, 4, "over")) == "Bids total 5 for 4 tricks: over."
    assert n.describe(ev.BidsRevealed(("H", "zero", "turnip", "S"), (False, False, False, True))) == (
        "Bids: You avoid hearts, West zero, North Turnip, East avoids spades with Doublets.")
    assert n.describe(ev.ContractChosen(2, "NT", True, 9)) == (
        "Contract: game in no trumps by North; 9 tricks needed.")
    start_text = n.describe(ev.RoundStarted(0, 3, (2, 2, 2, 2), None), hand=[qh, Card.parse("3C")])
    assert start_text == "Round 1: East deals. Your hand: hearts: queen; clubs: three."
    assert n.describe(ev.RoundScored((1, 0, 2, 0), (11, 0, 12, 10), (11, 0, 12, 10))).startswith(
        "Round over. Scores: You 11, West 0")
    hands = Narrator(NAMES, human=None, round_noun="Hand")  # the game's own word for a round
    assert hands.describe(ev.RoundStarted(1, 3, (2, 2, 2, 2), None)) == "Hand 2: East deals."
    assert hands.describe(ev.RoundScored((1, 0, 2, 0), (1, 0, 2, 0), (1, 0, 2, 0))).startswith("Hand over.")
    # Another table's play (Dumb-Bunny) is not narrated; a secret bid is only 'has chosen'.
    other = Narrator(NAMES, human=0, seen=lambda p: p in (0, 2))
    assert other.describe(ev.CardPlayed(1, qh)) is None
    assert n.describe(ev.BidCommitted(1)) == "West has chosen."
    assert n.describe(ev.BidCommitted(0)) is None


def spoken_cards(texts) -> set[str]:
    """Every card name said in some text."""
    names = {spoken_card(Card(i)): Card(i) for i in range(52)}
    return {str(card) for name, card in names.items() if any(name in t for t in texts)}


def check_round_narrated_without_naming_hidden_cards(w, said: list[str], game: str) -> None:
    """A round of ``game`` played in window ``w`` (every announcement in ``said``) was said
    in words, and named no card the human could not see. Checked on the rounds that
    test_ui_flow.py's test_a_whole_round_of_every_game_through_the_ui plays through the
    UI (one round played, both looked at)."""
    s = w.session
    rnd = s.match.rounds[0]
    noun = {"minibridge": "Deal", "dumb-bunny": "Hand"}.get(game, "Round")  # as the table's corner says it
    assert any(t.startswith(f"{noun} 1:") for t in said)
    assert any(" play" in t and "the " in t for t in said), said[:20]
    assert any("trick" in t for t in said)
    assert any(t.startswith(f"{noun} over") for t in said)
    assert w.view.accessibleDescription() == w.announcer.last
    # Every card named was shown to everyone by the end of the round: played (the
    # human's own cards too), turned up, the turnip, dummy, Bugami's leftovers.
    public = {str(c) for _, cards, _ in rnd.view(0).history for c in cards}
    extra = {str(c) for c in (getattr(rnd, "turn_up", None), getattr(rnd, "turnip", None)) if c is not None}
    leftovers = getattr(rnd, "last_trick_extra", 0) or 0  # a mask of cards
    extra |= {str(Card(i)) for i in range(52) if leftovers >> i & 1}
    first_round = said[: next(i for i, t in enumerate(said) if t.startswith(f"{noun} over")) + 1]
    assert spoken_cards(first_round) <= public | extra


def test_keyboard_focus_and_read_aloud_say_the_cards(qtbot, window):  # noqa: F811
    start(window, "bugger-bridge", 3, seed=6)
    s = window.session
    qtbot.waitUntil(lambda: window_turn(window), timeout=20000)
    assert window.announcer.last.startswith("Your bid, 0 to ")  # the decision is said, not only shown
    from tests.test_ui_flow import decide_with_keys

    decide_with_keys(qtbot, window)
    qtbot.waitUntil(lambda: window_turn(window) and s.view(0).phase == "play", timeout=20000)
    assert "You can play:" in window.announcer.last
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    playable = sorted(window.scene.playable_items(), key=lambda i: i.pos().x())
    first = playable[0].card
    assert window.announcer.last == f"{spoken_card(first)}, 1 of {len(playable)} playable"
    assert window.view.accessibleDescription() == window.announcer.last
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    text = window.announcer.last
    assert "Your hand:" in text and spoken_hand(s.view(0).hand) in text and "Your turn." in text


def test_every_follow_rule_is_said_to_the_player():
    from cardtable.engine import trick as rules
    from cardtable.engine.games.bugger_bridge import BuggerBridgeRound
    from cardtable.ui.rule_words import rule_words

    def cards(text):
        return tuple(int(Card.parse(c)) for c in text.split())

    assert rule_words((rules.FOLLOW, cards("TH"), None)) == "You must follow hearts."
    assert rule_words((rules.BEAT, cards("TH JH"), None)) == (
        "You must beat the jack of hearts with a higher card of hearts.")
    assert rule_words((rules.OVERTRUMP, cards("QS 5H"), 1)) == (
        "You have no spades: you must overtrump the five of hearts.")
    assert rule_words((rules.TRUMP, cards("QS"), 1)) == "You have no spades: you must trump with hearts."
    # The engine names the rule; the words are the UI's.
    r = BuggerBridgeRound.from_hands(["7H 2C", "AH 3C"], dealer=1, turn_up="4S")
    r.bid(0)
    r.bid(1)
    r.play("7H")
    assert r.illegal_rule("3C") == (rules.FOLLOW, cards("7H"), 0)
    assert r.illegal_rule("AH") is None and r.illegal_rule("2C") is None  # allowed / not held


def test_a_dimmed_card_tells_why_it_cannot_be_played(qtbot, window):  # noqa: F811
    from tests.test_ui_flow import decide_with_keys

    # Rounds 1–4 of 3-player Bugger Bridge deal 1 to 4 cards: a card that may not be
    # played comes up within them on almost every seed.
    for seed in range(3, 40):
        start(window, "bugger-bridge", 3, seed=seed)
        s = window.session
        for _ in range(60):
            await_turn(window, qtbot)
            view = s.view(0)
            if view.phase != "play":
                decide_with_keys(qtbot, window)
                continue
            dimmed = [i for i in window.scene.hands[0] if not i.playable]
            if view.trick and dimmed:
                led = spoken_card(view.trick[0]).split(" of ")[1]
                assert {i.toolTip() for i in dimmed} == {f"You must follow {led}."}
                return
            window._card_chosen(next(a.card for a in view.legal))
            if s.match.rounds_completed >= 4:
                break
    raise AssertionError("no position with a card that may not be played")
