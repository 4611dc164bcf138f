"""The public table: what one seat sees, built from its PlayerView — never a card it may
not see, every card it may see once, in the places the table shows them."""

from __future__ import annotations

import random

import pytest

from cardtable.engine import Match
from cardtable.engine.cards import Card
from cardtable.session.public import PublicTable, public_table, sort_key

from .conftest import play_random_match

GAMES = [("bugger-bridge", 4), ("bugger-bridge", 7), ("bugami", 5), ("bleeding-hearts", 3), ("minibridge", 4),
         ("dumb-bunny", 8)]


def check(match: Match, viewer: int) -> PublicTable:
    table = public_table(match, viewer)
    view = match.view(viewer)
    rnd = match.rounds[-1]
    seats = list(view.info.seats or range(view.n))
    # Clockwise from the viewer, only the viewer's own table (Dumb-Bunny has two).
    assert table.players == tuple(seats[(view.seat + i) % view.n] for i in range(view.n))
    for slot, seat in enumerate(table.seats):
        assert len(seat.hand) == rnd.hands[seat.player].bit_count()
        assert seat.tricks == view.tricks_won[seats.index(seat.player)]
        if slot == 0 and not table.blind:
            assert list(seat.hand) == sorted(view.hand, key=lambda c: sort_key(c, view.trump))
        elif seat.player == table.dummy:
            assert set(seat.hand) == set(view.info.dummy_hand)
        else:
            assert not seat.face_up  # another seat's cards, or a blind hand: backs only
    assert table.trick == tuple((seats[(view.leader + i) % view.n], c) for i, c in enumerate(view.trick))
    shown = [c for seat in table.seats for c in seat.hand if c is not None] + [c for _, c in table.trick]
    shown += [c for c in (table.turn_up, table.turnip) if c is not None]
    assert len(shown) == len(set(shown))  # no card twice: a trick card has left its hand
    if table.has_turnip:
        assert table.turnip == view.info.turnip  # face down (None) until the reveal
    return table


@pytest.mark.parametrize(("game", "n"), GAMES)
def test_every_step_of_a_match_shows_what_the_seat_may_see(game, n):
    match = Match(game, [f"P{i}" for i in range(n)])
    seen: list[PublicTable] = []
    play_random_match(match, random.Random(n), check=lambda m: seen.append(check(m, n - 1)))
    assert any(t.trick for t in seen)
    if game == "minibridge":
        assert any(t.dummy is not None for t in seen)
    if game == "bleeding-hearts":
        assert any(t.has_turnip and t.turnip is None for t in seen)
        assert any(t.turnip is not None for t in seen)


def test_before_the_first_deal_every_player_sits_at_the_table():
    table = public_table(Match("dumb-bunny", [f"P{i}" for i in range(8)]), 3)
    assert table.players == (3, 4, 5, 6, 7, 0, 1, 2)
    assert all(seat.hand == () for seat in table.seats) and table.view is None


@pytest.mark.parametrize("trump", [None, 0, 1, 2, 3])
def test_a_hand_sorts_trumps_first_then_in_alternating_colours(trump):
    """Hearts trumps: ♥ ♠ ♦ ♣, never ♥ ♠ ♣ ♦ with the two black suits side by side."""
    from cardtable.session.public import sorted_hand, suit_order

    order = suit_order(trump)
    assert sorted(order) == [0, 1, 2, 3] and (trump is None or order[0] == trump)
    red = [s in (1, 2) for s in order]
    assert all(red[k] != red[k + 1] for k in range(3)), order
    hand = tuple(Card.parse(c) for c in ("2C", "AS", "KD", "3H", "QC", "4S", "5D", "6H"))
    suits = [c.suit for c in sorted_hand(hand, trump)]
    assert suits == sorted(suits, key=order.index)
