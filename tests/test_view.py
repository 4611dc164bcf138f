"""A PlayerView holds the seat's own hand and public facts, never another seat's cards."""

import random

from cardtable.engine import Match
from cardtable.engine.cards import Card

from .conftest import play_random_match


def cards_in(value, out):
    if isinstance(value, Card):
        out.add(int(value))
    elif isinstance(value, dict):
        for v in value.values():
            cards_in(v, out)
    elif isinstance(value, (list, tuple, set)):
        for v in value:
            cards_in(v, out)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            cards_in(getattr(value, name), out)
    return out


def test_views_never_show_other_seats_hidden_cards():
    checked = 0

    def check(match):
        nonlocal checked
        rnd = match.rounds[-1]
        for seat in range(match.n):
            view = match.view(seat)
            assert set(view.hand) == {Card(c) for c in range(52) if rnd.hands[seat] >> c & 1}
            public = rnd.played | (1 << rnd.turn_up if rnd.turn_up is not None else 0)
            allowed = public | rnd.hands[seat]
            for c in cards_in(view, set()):
                assert allowed >> c & 1, f"seat {seat} sees {Card(c)}"
            checked += 1

    play_random_match(Match("bugger-bridge", ["a", "b", "c", "d"]), random.Random(1), check=check)
    assert checked > 100


def test_the_view_of_the_seat_to_act_lists_its_legal_actions():
    m = Match("bugger-bridge", ["a", "b", "c"], first_dealer=0)
    m.deal(random.Random(3))
    rnd = m.current
    assert m.view(rnd.to_act).legal == tuple(rnd.legal_actions())
    assert m.view((rnd.to_act + 1) % 3).legal == ()
