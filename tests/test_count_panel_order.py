"""Minibridge's "Count your points" panel lists the hand in the suit order the table fans it
(♠ ♥ ♣ ♦, alternating colours): a beginner counting from the line and checking the fan below
finds each suit in the same place. The order comes from the table's own sort
(:func:`cardtable.session.public.suit_order`), not a copy of it."""

from __future__ import annotations

import random
import re

from cardtable.engine import Match
from cardtable.engine.cards import parse_cards
from cardtable.session.public import sorted_hand
from cardtable.ui.decision_look import hand_html, honour_breakdown
from cardtable.ui.games.minibridge import AnnounceWidget

from . import test_decisions

panel = test_decisions.panel

SYMBOLS = "♠♥♦♣"


def suits_in(text: str) -> list[str]:
    return re.findall(f"[{SYMBOLS}]", re.sub("<[^>]+>", "", text))


def test_the_count_panel_lists_the_suits_as_the_fan_shows_them(qtbot, panel):
    match = Match("minibridge", ["North", "East", "South", "West"], first_dealer=0)
    match.deal(random.Random(3))  # North: ♠ K Q 8 5 ♥ J 8 2 ♣ A ♦ Q 8 5 4 2
    view = match.view(match.current.to_act)
    panel.show_for(view)
    widget = panel.current
    assert isinstance(widget, AnnounceWidget)
    fanned = list(dict.fromkeys(c.suit.symbol for c in sorted_hand(view.hand, view.trump)))
    assert suits_in(widget.hand_label.text()) == fanned == ["♠", "♥", "♣", "♦"]


def test_a_void_keeps_its_place_and_trumps_come_first():
    hand = parse_cards("AS KS QH JD TD 9D")  # no clubs
    assert suits_in(hand_html(hand)) == ["♠", "♥", "♣", "♦"]
    assert suits_in(hand_html(hand, 1)) == ["♥", "♠", "♦", "♣"]  # hearts trumps, as the fan sorts them


def test_the_sum_takes_honours_of_a_rank_in_the_same_suit_order():
    text, total = honour_breakdown(parse_cards("KD KC KH KS"))
    assert total == 12
    assert suits_in(text) == ["♠", "♥", "♣", "♦"]
