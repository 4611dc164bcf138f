"""The engine's fast play path decides exactly what the plain rules in ``engine.trick`` decide.

``TrickRound.apply`` and ``legal_mask`` work on running masks (the suit led, the cards of
the trick) and ready-made actions and events instead of calling the rule functions; these
tests play seeded random matches of every game and check, at every card, the fast answers
against the reference functions: the legal cards, the trick's winner, every refused card
(refused, with the same words, and nothing changed), and the listed legal actions.
"""

from __future__ import annotations

import copy
import random

import pytest

from cardtable.engine import CARDS, Bid, IllegalAction, Match, Play, cards_of
from cardtable.engine.cards import FULL_DECK, deck, format_mask, mask_of, shuffled
from cardtable.engine.events import CardPlayed, TrickWon
from cardtable.engine.games.bugger_bridge import BuggerBridgeRound
from cardtable.engine.games.dumb_bunny import DumbBunnyRound
from cardtable.engine.round import TrickRound
from cardtable.engine.trick import explain, winner_index

GAMES = [
    ("bugger-bridge", 5, {}),
    ("bugger-bridge", 4, {"hook_rule": True}),
    ("bugami", 4, {}),
    ("bleeding-hearts", 3, {}),
    ("minibridge", 4, {}),
    ("dumb-bunny", 8, {}),
]


def table_in_play(rnd: object) -> TrickRound:
    """The trick-taking table whose card is next (Dumb-Bunny plays several, one at a time)."""
    if isinstance(rnd, DumbBunnyRound):
        t = rnd.current_table
        assert t is not None
        return rnd.tables[t]
    assert isinstance(rnd, TrickRound)
    return rnd


def check_card_step(rnd: TrickRound) -> int:
    """At a card to play: the fast answers against the rule functions; returns the legal mask.

    Every card the rule refuses is tried and must be refused with the rule's words, and a
    card out of turn too, without changing anything.
    """
    seat = rnd.to_act
    assert seat is not None
    hand = rnd.hands[seat]
    legal, reason = rnd.policy(hand, rnd.trick, rnd.trump)
    assert rnd.legal_mask() == legal
    assert rnd.legal_actions() == [Play(seat, c) for c in cards_of(legal)]
    before = (list(rnd.hands), list(rnd.trick), rnd.played, rnd.to_act, list(rnd.plays))
    for card in CARDS:
        if legal >> card & 1:
            continue
        with pytest.raises(IllegalAction) as refused:
            rnd.apply(Play(seat, card))
        if hand >> card & 1:
            rule = explain(reason, rnd.trick, rnd.trump)
            assert str(refused.value) == f"{rnd.names[seat]} {rule}: holds {format_mask(legal)}, played {card}"
        else:
            assert str(refused.value) == f"{rnd.names[seat]} does not hold {card}"
    with pytest.raises(IllegalAction, match="out of turn"):
        rnd.apply(Play((seat + 1) % rnd.n, cards_of(legal)[0]))
    assert (list(rnd.hands), list(rnd.trick), rnd.played, rnd.to_act, list(rnd.plays)) == before
    return legal


@pytest.mark.parametrize(("game", "n", "options"), GAMES)
def test_every_card_of_random_matches_is_decided_as_the_rule_functions_decide(game, n, options):
    rng = random.Random(f"speed/{game}/{n}")
    m = Match(game, [f"P{i}" for i in range(n)], options)
    tricks_checked = 0
    for _ in range(5):
        if m.finished:
            break
        m.deal(rng)
        while (rnd := m.current) is not None:
            if rnd.phase != "play":
                m.apply(rng.choice(rnd.legal_actions()))
                continue
            table = table_in_play(rnd)
            card = rng.choice(cards_of(check_card_step(table)))
            leader, cards = table.leader, [*table.trick, card]
            events = m.apply(Play(rnd.to_act, card))
            assert type(events[0]) is CardPlayed and events[0].card == card
            if len(cards) < table.n:
                assert table.trick == cards
                continue
            winner = (leader + winner_index(cards, table.trump)) % table.n
            assert table.history[-1] == (leader, tuple(cards), winner)
            won = [e for e in events if type(e) is TrickWon]
            assert len(won) == 1 and list(won[0].cards[: table.n]) == cards
            tricks_checked += 1
    assert tricks_checked >= 10


@pytest.mark.parametrize("seed", range(6))
def test_listed_bids_are_exactly_the_bids_apply_accepts(seed):
    """The hook rule included: every bid from -1 to one past the hand size is tried."""
    rng = random.Random(seed)
    hands = [0] * 4
    deck = list(range(52))
    rng.shuffle(deck)
    for i in range(4):
        for c in deck[i * 5 : i * 5 + 5]:
            hands[i] |= 1 << c
    rnd = BuggerBridgeRound(hands, dealer=rng.randrange(4), turn_up=CARDS[deck[-1]], hook=True)
    while rnd.phase == "bidding":
        seat = rnd.to_act
        accepted = []
        for tricks in range(-1, rnd.hand_size + 2):
            trial = copy.deepcopy(rnd)
            try:
                trial.apply(Bid(seat, tricks))
            except IllegalAction:
                continue
            accepted.append(tricks)
        assert rnd.legal_bids() == accepted
        assert rnd.legal_actions() == [Bid(seat, b) for b in accepted]
        rnd.apply(rng.choice(rnd.legal_actions()))


@pytest.mark.parametrize("seed", range(5))
def test_a_deal_is_shuffled_exactly_as_random_shuffle_would(seed):
    """Seeded deals (simulations, tests, bug reports) stay what ``rng.shuffle`` made them,
    and the generator is left in the same state for what it draws next."""
    for mask in (FULL_DECK, deck([2, 3, 4]), mask_of(CARDS[:5])):
        ours, theirs = random.Random(seed), random.Random(seed)
        expected = cards_of(mask)
        theirs.shuffle(expected)
        assert shuffled(mask, ours) == expected
        assert ours.random() == theirs.random()


def test_a_generator_of_another_kind_shuffles_itself():
    class Reversing(random.Random):
        def shuffle(self, x):  # type: ignore[override]
            x.reverse()

    assert shuffled(mask_of(CARDS[:3]), Reversing(1)) == [CARDS[2], CARDS[1], CARDS[0]]


def test_a_deep_copy_of_a_round_shares_the_ready_made_tables_and_plays_on_its_own():
    """Claim checks and searches copy rounds: the copy must not drag along (nor share)
    anything but the immutable tables of plays and events."""
    m = Match("dumb-bunny", [f"P{i}" for i in range(8)])
    m.deal(random.Random(4))
    rnd = m.current
    assert isinstance(rnd, DumbBunnyRound)
    clone = copy.deepcopy(rnd)
    table, cloned = rnd.tables[0], clone.tables[0]
    assert cloned._plays is table._plays and cloned._card_played is table._card_played
    assert cloned.hands is not table.hands and cloned.trick is not table.trick
    clone.apply(clone.legal_actions()[0])
    assert cloned.played and not table.played
