"""The Minibridge searching player: what its levels rely on (fast: a handful of DDS calls)."""

from __future__ import annotations

import random

from cardtable.ai import make_player
from cardtable.ai import minibridge as mb
from cardtable.ai.montecarlo import counting_clock
from cardtable.ai.sampling import hcp_of
from cardtable.engine.actions import ChooseContract, Play
from cardtable.engine.games.minibridge import MinibridgeRound

EXERCISE = [
    "TS 5S 3S 2S AH KH 4H KD 8D 3D AC 5C 3C",
    "QS 7S 4S 7H 5H JD TD 6D QC JC 9C 7C 6C",
    "AS KS 6S 9H 6H 3H 2H AD QD 4D KC 4C 2C",
    "JS 9S 8S QH JH TH 8H 9D 7D 5D 2D TC 8C",
]


def exercise_round() -> MinibridgeRound:
    r = MinibridgeRound.from_hands(EXERCISE, dealer=3)
    for _ in range(4):
        r.announce()
    return r


def test_levels_are_a_light_and_a_full_search():
    normal = make_player("normal", random.Random(1)).strategy("minibridge")
    hard = make_player("hard", random.Random(1)).strategy("minibridge")
    assert normal.play_budget.max_samples == 2 and normal.contract_budget.max_samples == 1
    assert hard.play_budget.max_samples >= 50 and hard.trick_budget(5).max_samples == hard.play_budget.max_samples
    # The first tricks, where one layout costs DDS the most, look at fewer layouts.
    assert hard.trick_budget(0).max_samples < hard.trick_budget(1).max_samples < hard.play_budget.max_samples
    assert hard.contract_budget.max_samples > 16


def test_candidates_are_valued_by_the_contract_score():
    assert mb.contract_net("NT", True, 9) == 400
    assert mb.contract_net("NT", False, 9) == 150
    assert mb.contract_net("H", True, 8) == -100
    assert mb.contract_net("C", False, 6) == -50


def test_layouts_fit_the_announced_points():
    r = exercise_round()
    strat = make_player("hard", random.Random(1)).strategy("minibridge")
    r.choose_contract("NT", True)
    view = r.view(1)  # East, a defender: dummy (North) is seen, South and West are not
    kn, left = strat._knowledge(view)
    assert left[2] == 16 and left[3] == 4 and left[0] is None and left[1] is None
    for seed in range(5):
        hands = mb.sample_fitting_points(kn, left, random.Random(seed))
        assert hcp_of(hands[2]) == 16 and hcp_of(hands[3]) == 4
        assert hands[0] == r.hands[0] and hands[1] == r.hands[1]


def test_normal_solves_at_most_two_layouts_per_card(monkeypatch):
    r = exercise_round()
    r.choose_contract("NT", True)
    calls = []
    real = mb.solve_position

    def counted(*a, **k):
        calls.append(1)
        return real(*a, **k)

    monkeypatch.setattr(mb, "solve_position", counted)
    player = make_player("normal", random.Random(3), clock=counting_clock(0.001))
    action = player.choose(r.view(3))  # West's opening lead
    assert isinstance(action, Play) and action in r.view(3).legal
    assert 1 <= len(calls) <= 2


def test_hard_bids_the_game_in_no_trumps_and_normal_a_legal_contract():
    r = exercise_round()
    view = r.view(2)
    hard = make_player("hard", random.Random(1), clock=counting_clock(0.01), scale=0.1)
    assert hard.choose(view) == ChooseContract(2, "NT", True)
    normal = make_player("normal", random.Random(1), clock=counting_clock(0.001))
    assert normal.choose(view) in view.legal

