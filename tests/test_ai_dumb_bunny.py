"""Dumb-Bunny Bridge computer players: the exact solver, what the must-beat rule reveals,
and key decisions that every level above random must get right (swap hands included)."""

from __future__ import annotations

import random

import pytest

from cardtable.ai import make_player
from cardtable.ai.candidates import card_classes
from cardtable.ai.dumb_bunny import Solver, class_leaders, inferred_room, sample_inferred
from cardtable.ai.endgame import maxn
from cardtable.ai.montecarlo import counting_clock
from cardtable.ai.sampling import knowledge_from_view
from cardtable.ai.tricksim import MUST_BEAT, TrickSim
from cardtable.engine.actions import Play
from cardtable.engine.cards import FULL_DECK, SUIT_MASKS, Card, mask_of, parse_cards
from cardtable.engine.games.dumb_bunny import DumbBunnyRound

S, H, D, C = 0, 1, 2, 3


def card(text: str) -> int:
    return int(Card.parse(text))


def play(rnd: DumbBunnyRound, *cards: str) -> None:
    for c in cards:
        rnd.play(c)


@pytest.mark.parametrize("swap", [False, True])
def test_solver_agrees_with_plain_search(swap):
    rng = random.Random(7 + swap)
    cs = 1 if swap else 0

    def payoff(sim: TrickSim) -> list[float]:
        v = sim.tricks[cs] + sim.tricks[cs + 2]
        return [v, -v, v, -v]

    for _ in range(60):
        size = rng.randint(1, 3)
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [mask_of(deck[i * size:(i + 1) * size]) for i in range(4)]
        trump = rng.choice([None, S, H, D, C])
        leader = rng.randrange(4)
        sim = TrickSim(hands, trump, leader, rule=MUST_BEAT)
        assert Solver(trump, cs).value(hands, leader, []) == maxn(sim, payoff)[0]


def test_a_low_card_under_a_winner_shows_no_higher_card():
    # North leads the king of hearts; East follows with the three: East holds no ace of
    # hearts. South shows out of hearts with a club in a spade hand: no hearts, no spades.
    rnd = DumbBunnyRound.from_hands(
        ["KH 2S 3S", "3H 4S 5S", "2C 3C 4C", "AH 6S 7S"], dealer=3, trump="S"
    )
    play(rnd, "KH", "3H", "2C")
    view = rnd.view(3)
    room = inferred_room(view)
    assert not room[1] >> card("AH") & 1
    assert room[1] >> card("2H") & 1  # lower hearts are still possible
    assert room[2] & (SUIT_MASKS[H] | SUIT_MASKS[S]) == 0
    kn = knowledge_from_view(view, FULL_DECK, rule=MUST_BEAT)
    rng = random.Random(1)
    for _ in range(20):
        hands = sample_inferred(view, room, kn.unseen, rng, kn.outside)
        assert hands is not None
        assert hands[3] == mask_of(parse_cards("AH 6S 7S"))
        assert hands[1].bit_count() == 2 and hands[2].bit_count() == 2
        assert hands[1] & ~room[1] == 0 and hands[2] & ~room[2] == 0


def searcher(level: str, seed: int = 0):
    """A player of ``level`` that decides by the view and its random numbers alone."""
    if level == "easy":
        player = make_player("easy", random.Random(seed))
        player.noise = 0.0  # its occasional random card would make a test a lottery
        return player
    return make_player(level, random.Random(seed), clock=counting_clock(0.002), scale=1.0)


def discard_position(swap: bool) -> DumbBunnyRound:
    """West leads the king of hearts; North (to play last) has no heart: keep the ace of
    spades, which must win a spade led next, or throw it away in a swap hand."""
    rnd = DumbBunnyRound.from_hands(
        ["AS 2D", "KH 5S", "3H 3S", "4H 4S"], dealer=0, modifiers=["swap"] if swap else []
    )
    play(rnd, "KH", "3H", "4H")
    return rnd


def lead_position(swap: bool) -> DumbBunnyRound:
    """North must win the first trick with the ace of hearts and lead: cash the ace of
    spades before East's clubs lead makes North throw it — or, in a swap hand, lead the
    two of diamonds, which East must overtake, and throw the ace away later."""
    rnd = DumbBunnyRound.from_hands(
        ["AH AS 2D", "5H 3D 4C", "2C 8S 9S", "3C TS JS"], dealer=0, modifiers=["swap"] if swap else []
    )
    play(rnd, "5H", "2C", "3C", "AH")
    return rnd


@pytest.mark.parametrize("level", ["easy", "hard"])
@pytest.mark.parametrize("swap", [False, True])
def test_keep_the_ace_or_throw_it_in_a_swap_hand(level, swap):
    view = discard_position(swap).view(0)
    assert searcher(level).choose(view) == Play(0, Card.parse("AS" if swap else "2D"))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("swap", [False, True])
def test_cash_the_ace_or_lead_low_in_a_swap_hand(level, swap):
    view = lead_position(swap).view(0)
    assert searcher(level).choose(view) == Play(0, Card.parse("2D" if swap else "AS"))


def test_easy_leads_a_sure_winner_but_low_in_a_swap_hand():
    hands = ["AS 2S 7H 8D", "KS 3H 4H 5H", "QS 9H 2D 3D", "JS TH 4D 5D"]
    rnd = DumbBunnyRound.from_hands(hands, dealer=3)
    easy = searcher("easy")
    assert easy.choose(rnd.view(0)) == Play(0, Card.parse("AS"))
    rnd = DumbBunnyRound.from_hands(hands, dealer=3, modifiers=["swap"])
    assert easy.choose(rnd.view(0)) == Play(0, Card.parse("2S"))


def test_easy_does_not_overtake_partner_when_it_may_duck():
    # No trump: North leads the ace of hearts, East cannot beat it, and South, void in
    # hearts, may throw anything: a low club, not the ace of spades, on partner's trick.
    rnd = DumbBunnyRound.from_hands(["AH 2C", "3H 3C", "AS 4C", "4H 5C"], dealer=3)
    play(rnd, "AH", "3H")
    easy = searcher("easy")
    assert easy.choose(rnd.view(2)) == Play(2, Card.parse("4C"))


def test_blind_hands_are_played_at_random_by_every_level():
    rnd = DumbBunnyRound.from_hands(["AS 2D 3D", "KH 5S 6S", "3H 3S 7S", "4H 4S 8S"], dealer=3,
                                    modifiers=["blind"])
    view = rnd.view(0)
    assert view.hand == ()
    import dataclasses

    from cardtable.ai.viewtools import blind_choice

    for level in ("easy", "normal", "hard"):
        # Every level picks alike, whatever its own random numbers: from the position.
        assert {searcher(level, seed).choose(view) for seed in range(10)} == {blind_choice(view)}, level
    # ...and the pick is a random one: other positions give other cards.
    picks = {blind_choice(dataclasses.replace(view, round_index=k)) for k in range(30)}
    assert len(picks) > 1 and picks <= set(view.legal)


def test_one_solver_reused_across_positions_agrees_with_plain_search():
    # A layout's candidates share one solver: its table and its first guess carry over
    # from one position to the next, and must never change a value.
    rng = random.Random(11)

    def payoff(sim: TrickSim) -> list[float]:
        v = sim.tricks[0] + sim.tricks[2]
        return [v, -v, v, -v]

    for _ in range(15):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [mask_of(deck[i * 3:(i + 1) * 3]) for i in range(4)]
        trump = rng.choice([None, S, H, D, C])
        solver = Solver(trump, 0)
        for lead in range(4):
            sim = TrickSim(hands, trump, lead, rule=MUST_BEAT)
            for _ in range(lead):  # a trick in progress of ``lead`` cards
                legal = sim.legal()
                sim.play((legal & -legal).bit_length() - 1)
            assert solver.value(sim.hands, sim.leader, sim.trick) == maxn(sim.copy(), payoff)[0]



def test_class_leaders_are_the_lowest_cards_of_the_same_classes():
    # The solver's shift-and-mask classes must be exactly the classes of the plain loop:
    # any difference would change which cards it tries, and so its values.
    rng = random.Random(5)
    for _ in range(400):
        deck = list(range(52))
        rng.shuffle(deck)
        hand = mask_of(deck[:13])
        others = mask_of(deck[13:13 + rng.randint(0, 39)])
        legal = hand & rng.choice([SUIT_MASKS[rng.randrange(4)], (1 << 52) - 1])
        leaders = class_leaders(legal, others)
        expected = card_classes(legal, hand, ((1 << 52) - 1) & ~others & ~hand)
        assert [c for c in range(52) if leaders >> c & 1] == expected


def test_touching_cards_are_one_class_and_a_card_between_splits_them():
    ks, qs, js = card("KS"), card("QS"), card("JS")
    legal = 1 << ks | 1 << qs | 1 << js
    assert class_leaders(legal, 0) == 1 << js
    assert class_leaders(legal, 1 << card("AS")) == 1 << js  # a card above changes nothing
    # A card of another seat between the queen and the king: two classes.
    assert class_leaders(1 << ks | 1 << js, 1 << qs) == 1 << ks | 1 << js
