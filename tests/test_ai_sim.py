"""The players' machinery: the lean simulator agrees with the engine, samples respect
everything public, equivalent cards merge, the search picks the best candidate."""

from __future__ import annotations

import math
import random
import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.ai.candidates import card_classes
from cardtable.ai.endgame import maxn
from cardtable.ai.montecarlo import Budget, counting_clock, search
from cardtable.ai.sampling import knowledge_from_view, sample_hands, shown_voids
from cardtable.ai.tricksim import ANYTHING, FOLLOW, MUST_BEAT, TrickSim
from cardtable.engine import Match
from cardtable.engine.actions import Play
from cardtable.engine.cards import FULL_DECK, SUIT_MASKS, deck, mask_of, parse_cards, random_card
from cardtable.engine.games.dumb_bunny import legal_blind
from cardtable.engine.trick import legal_must_beat

from .conftest import GAMES


def table_round(m: Match):
    """The engine round whose tricks are in play (Dumb-Bunny: the table in play)."""
    rnd = m.current
    if m.game == "dumb-bunny":
        return rnd.tables[rnd.current_table]
    return rnd


def rule_of(rnd) -> int:
    if rnd.policy is legal_must_beat:
        return MUST_BEAT
    if rnd.policy is legal_blind:
        return ANYTHING
    return FOLLOW


def to_play_phase(game: str, seed: int, options=None) -> Match:
    rng = random.Random(seed)
    m = Match(game, [f"P{i}" for i in range(GAMES[game][0])], options, first_dealer=0)
    m.deal(rng)
    while m.current is None or m.current.phase != "play":
        if m.current is None:
            m.deal(rng)
        else:
            m.apply(rng.choice(m.current.legal_actions()))
    return m


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 100_000), blind=st.booleans())
def test_simulator_agrees_with_the_engine(game, seed, blind):
    options = None
    if game == "dumb-bunny":
        options = {"hand_card": [{"trump": "H" if seed % 2 else None, "modifiers": ["blind"] if blind else []}]}
    m = to_play_phase(game, seed, options)
    rnd = table_round(m)
    rng = random.Random(seed)
    # Some cards first, so that positions start mid-round and mid-trick.
    for _ in range(rng.randrange(0, 20)):
        if rnd.is_done:
            return
        rnd.apply(Play(rnd.to_act, random_card(rnd.legal_mask(), rng)))
    if rnd.is_done:
        return
    sim = TrickSim(rnd.hands, rnd.trump, rnd.leader, rnd.trick, rnd.tricks, rnd.won, rule=rule_of(rnd))
    while not rnd.is_done:
        assert sim.to_act == rnd.to_act
        assert sim.legal() == rnd.legal_mask()
        card = random_card(rnd.legal_mask(), rng)
        sim.play(card)
        rnd.apply(Play(rnd.to_act, card))
        assert sim.tricks == list(rnd.tricks)
    assert sim.done and sim.hands == list(rnd.hands)
    assert sim.last_winner == rnd.history[-1][2]
    assert sim.won == [w & ~rnd.last_trick_extra for w in rnd.won]


@settings(max_examples=40, deadline=None)
@given(game=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 100_000), cards=st.integers(0, 30))
def test_samples_respect_everything_public(game, seed, cards):
    m = to_play_phase(game, seed)
    rnd = table_round(m)
    rng = random.Random(seed)
    for _ in range(cards):
        if rnd.is_done:
            return
        rnd.apply(Play(rnd.to_act, random_card(rnd.legal_mask(), rng)))
    if rnd.is_done:
        return
    seat = rnd.to_act
    view = rnd.view(seat)
    rule = MUST_BEAT if game == "dumb-bunny" else FOLLOW
    pack = deck([9, 8, 7]) if game == "bleeding-hearts" else FULL_DECK
    exclude = 0
    extra = {}
    if game == "bugger-bridge" and view.info.turn_up is not None:
        exclude = 1 << view.info.turn_up
    if game == "bleeding-hearts":
        exclude = 1 << view.info.turnip
    if game == "minibridge" and view.info.dummy != seat:
        extra = {view.info.dummy: mask_of(view.info.dummy_hand)}
    kn = knowledge_from_view(view, pack, extra_known=extra, rule=rule, exclude=exclude)
    # The inference is sound: the real hands show no card of a suit inferred void.
    for s, v in enumerate(shown_voids(view, rule)):
        for suit in range(4):
            if v >> suit & 1:
                assert not rnd.hands[s] & SUIT_MASKS[suit]
    for _ in range(30):
        hands, outside = sample_hands(kn, rng)
        assert hands[seat] == rnd.hands[seat]
        for s, known in extra.items():
            assert hands[s] == known
        assert [h.bit_count() for h in hands] == [h.bit_count() for h in rnd.hands]
        union = outside
        for i, h in enumerate(hands):
            assert not union & h
            union |= h
            assert not h & view.played
            for suit in range(4):
                if kn.voids[i] >> suit & 1:
                    assert not h & SUIT_MASKS[suit]
        assert not outside & exclude
        assert union | view.played | exclude == pack


def test_touching_cards_and_cards_between_played_ones_are_one_candidate():
    hand = mask_of(parse_cards("KS QS 9S 7S 2H"))
    played = mask_of(parse_cards("TS JS"))
    reps = card_classes(hand, hand, played)
    # 7S alone (8S is out), 9S..KS one class (TS JS played), 2H alone.
    assert sorted(reps) == sorted(parse_cards("7S 9S 2H"))


def test_maxn_takes_the_last_tricks_it_can():
    # Two cards each, no trumps; seat 0 to lead holding the two top spades: it takes both.
    hands = [mask_of(parse_cards(h)) for h in ("AS KS", "2S 3S", "4S 5S")]
    sim = TrickSim(hands, None, 0)
    assert maxn(sim, lambda s: [float(t) for t in s.tricks]) == [2.0, 0.0, 0.0]


def test_search_finds_the_best_candidate_and_stops_on_its_budget():
    clock = counting_clock(0.01)
    budget = Budget(seconds=0.2, max_samples=1000, clock=clock)
    best, means = search([0, 1, 2], lambda r: (r.random(), 1.0), lambda w, c, r: c * 0.1 + w, budget,
                         random.Random(1))
    assert best == 2 and means[2] > means[1] > means[0]
    assert clock() < 0.3  # stopped early: far fewer than 1000 samples


@pytest.mark.parametrize("rule", [FOLLOW, MUST_BEAT])
def test_copy_is_independent(rule):
    sim = TrickSim([mask_of(parse_cards(h)) for h in ("AS 2H", "KS 3H", "QS 4H", "JS 5H")], 1, 0, rule=rule)
    twin = sim.copy()
    twin.play(parse_cards("AS")[0])
    assert sim.trick == [] and sim.hands != twin.hands


def test_tiny_arena_run_reports_every_figure():
    from cardtable.tools.arena import run_arena

    quick = {"player_clock": counting_clock(0.004), "scale": 0.02}
    # Two matches: one deal, each level in every seat of it (the rotation of two levels). A
    # third would be the only match on a second deal: no paired figure, more of the same.
    r = run_arena("bugger-bridge", 3, 2, 7, ["hard", "random"], **quick)
    hard, rnd = r["levels"]["hard"], r["levels"]["random"]
    assert hard["rounds"] > 0 and rnd["rounds"] > 0
    for figures in (hard, rnd):
        assert {"seats", "rounds", "mean_score_per_round", "ci95", "bid_made_rate", "latency_p50_s",
                "latency_p95_s"} <= set(figures)
    assert "hard-random" in r["paired"]
    # Per round size: every size the schedule dealt, and the rates are consistent overall.
    by = hard["bid_made_rate_by_cards"]
    assert by and all(0 <= v <= 1 for v in by.values())
    assert set(by) <= {str(k) for k in range(1, 18)}
    assert min(by.values()) <= hard["bid_made_rate"] <= max(by.values())
    mb = run_arena("minibridge", 4, 2, 1, ["easy", "random"], **quick)
    easy, rnd = mb["levels"]["easy"], mb["levels"]["random"]
    assert easy["seats"] == 2  # a level plays as a partnership
    # Both matches played the same deals, sides swapped: each deal with a contract is one
    # paired figure (its two sides' differences come from the same two matches), and it
    # had a declarer in each match, so the two levels declared twice as many deals.
    paired = mb["paired"]["easy-random"]
    assert paired["rounds"] > 1 and 2 * paired["rounds"] == easy["declarer_deals"] + rnd["declarer_deals"]
    assert paired["ci_samples"] == paired["rounds"] and paired["ci_sample"] == "deal"
    assert (paired["method"], paired["unit"]) == ("sides", "points per deal")
    # Each level defended exactly the deals the other declared, with the same figures.
    assert easy["defended_deals"] == rnd["declarer_deals"] and rnd["defended_deals"] == easy["declarer_deals"]
    assert easy["declarer_tricks_vs_double_dummy_when_defending"] == rnd["declarer_tricks_vs_double_dummy"]
    assert "declarer_tricks_vs_double_dummy_when_defending_ci95" in easy


def test_duplicate_seating_rotates_levels_over_the_same_deals():
    from cardtable.tools.arena import seatings

    s = [(m.levels, m.deal) for m in seatings("bugami", 3, ["hard", "easy", "random"], 6)]
    assert [d for _, d in s] == [0, 0, 0, 1, 1, 1]
    assert {tuple(lv) for lv, d in s if d == 0} == {("hard", "easy", "random"), ("easy", "random", "hard"),
                                                    ("random", "hard", "easy")}
    # Two levels at five seats: two matches per deal, every seat holds each level once.
    s = [(m.levels, m.deal) for m in seatings("bugger-bridge", 5, ["hard", "normal"], 4)]
    assert [d for _, d in s] == [0, 0, 1, 1]
    for seat in range(5):
        assert {s[0][0][seat], s[1][0][seat]} == {"hard", "normal"}


def test_changing_partnerships_seat_one_player_among_a_field_on_the_same_deal():
    from cardtable.tools.arena import seatings

    s = seatings("dumb-bunny", 8, ["hard", "normal", "easy"], 5 * 16)
    # Per deal: the normal field, hard among normals, the easy field, hard and normal among easys.
    assert [m.deal for m in s[:10]] == [0] * 5 + [1] * 5
    for m in s:
        lone = [lv for lv in m.levels if lv != m.field]
        assert m.measured == m.deal % 8 and len(lone) <= 1
        assert not lone or m.levels[m.measured] == lone[0]
    assert [(m.field, m.levels[m.measured]) for m in s[:5]] == [
        ("normal", "normal"), ("normal", "hard"), ("easy", "easy"), ("easy", "hard"), ("easy", "normal")]
    assert {m.measured for m in s} == set(range(8))


#: The stand-in's skill of each level.
SKILL = {"easy": 1.0, "random": 0.0}


class Skills:
    """A stand-in for playing Dumb-Bunny: a seat scores its side's skill each hand plus luck
    that only the deal decides, with new partners after hands 4 and 12 as in the hand card.
    Each level's skill is weighed by a factor drawn per deal, so deals differ."""

    def __init__(self) -> None:
        self.weights: list[float] = []

    def partner(self, seat: int, hand: int) -> int:
        return (seat + 2) % 4 if hand < 4 else seat ^ 1 if hand < 12 else 3 - seat

    def __call__(self, game, levels, dealer, player_seed, thinker):
        from types import SimpleNamespace

        weight = dealer.choice([1.0, 2.0, 4.0])
        self.weights.append(weight)
        scores = []
        for hand in range(16):
            luck = dealer.randrange(14)
            scores.append([luck + weight * (SKILL[levels[s]] + SKILL[levels[self.partner(s, hand)]])
                           for s in range(4)])
        return SimpleNamespace(round_scores=scores, totals=[sum(c) for c in zip(*scores, strict=True)], rounds=[])


def test_a_player_among_changing_partners_is_measured_alone_and_per_match(monkeypatch):
    """Seated alternately, two levels' differences would cancel after the first new partners
    (this stand-in would show 4/16 of the difference); measured alone among the other
    level, the lone seat's difference is the skill itself, weighed by its deal."""
    from cardtable.tools import arena

    skills = Skills()
    monkeypatch.setattr(arena, "play_match", skills)
    deals = 6
    r = arena.run_arena("dumb-bunny", 4, 2 * deals, 3, ["easy", "random"])
    fig = r["paired"]["easy-random"]
    # A deal's two matches drew the same weight (same cards), and the deals differ.
    weights = skills.weights[::2]
    assert skills.weights[1::2] == weights and len(set(weights)) > 1
    assert (fig["rounds"], fig["ci_samples"], fig["ci_sample"]) == (16 * deals, deals, "match")
    assert (fig["unit"], fig["method"]) == ("tricks per hand", "lone seat")
    # The lone seat gains its skill on every hand; the interval is the matches' spread.
    assert fig["mean_diff"] == round(statistics.fmean(weights), 3)
    # Six deals: Student's t with 5 degrees of freedom, not the normal 1.96.
    assert fig["ci95"] == round(2.571 * statistics.stdev(weights) / math.sqrt(deals), 3)
    from cardtable.tools.cli import format_simulation

    assert f"({16 * deals} rounds, interval over {deals} matches)" in format_simulation(r)  # not "matchs"


def test_student_quantiles_join_the_normal_one():
    from cardtable.tools.arena import t95

    assert t95(1) == 12.706 and t95(30) == 2.042
    assert abs(t95(31) - 2.040) < 0.001 and abs(t95(100) - 1.984) < 0.001 and abs(t95(10**6) - 1.960) < 0.001
    assert all(t95(k) > t95(k + 1) for k in range(1, 200))


def test_a_real_dumb_bunny_run_pairs_a_lone_player_in_tricks_per_hand():
    from cardtable.tools.arena import run_arena

    r = run_arena("dumb-bunny", 4, 4, 2, ["easy", "random"])
    fig = r["paired"]["easy-random"]
    assert (fig["rounds"], fig["ci_samples"], fig["unit"]) == (32, 2, "tricks per hand")
    assert r["levels"]["easy"]["seats"] == 1 and r["levels"]["random"]["seats"] == 4
    assert r["levels"]["easy"]["rounds"] == 32 and -13 <= fig["mean_diff"] <= 13
