"""Computer players: legal answers everywhere, no cheating, and sensible key decisions.

Searching players run here on a counting clock (each clock reading advances it by a
fixed step) and a tiny budget, so that every decision depends only on the view and the
random numbers, and the whole file runs in seconds.
"""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.ai import LEVELS, make_player
from cardtable.ai.montecarlo import counting_clock
from cardtable.engine import Match
from cardtable.engine.actions import Bid, ChooseContract, Play
from cardtable.engine.cards import Card, mask_of, parse_cards
from cardtable.engine.errors import IllegalAction
from cardtable.engine.games.bugger_bridge import BuggerBridgeRound
from cardtable.engine.games.minibridge import MinibridgeInfo, MinibridgeRound
from cardtable.engine.view import PlayerView
from cardtable.session import InlineThinker, SeatConfig, TableSession

from .conftest import GAMES


def quick(level: str, seed: int | str = 0):
    """A player of ``level`` on a deterministic, tiny budget."""
    return make_player(level, random.Random(seed), clock=counting_clock(0.004), scale=0.02)


def random_position(game: str, n: int, seed: int, steps: int) -> Match:
    """A match of ``game`` advanced by up to ``steps`` random legal actions (a round in progress)."""
    rng = random.Random(seed)
    m = Match(game, [f"P{i}" for i in range(n)], first_dealer=0)
    m.deal(rng)
    for _ in range(steps):
        rnd = m.current
        if rnd is None:
            m.deal(rng)
            rnd = m.current
        acts = rnd.legal_actions()
        if rnd.to_act is None or not acts or (len(rnd.legal_actions()) and m.current is None):
            break
        m.apply(rng.choice(acts))
        if m.finished:
            break
    if m.current is None and not m.finished:
        m.deal(rng)
    return m


def test_levels_are_all_there():
    assert LEVELS == ("random", "easy", "normal", "hard")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(sorted(GAMES)),
    which=st.integers(0, 5),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 60),
)
def test_every_level_answers_every_decision_legally(game, which, seed, steps):
    counts = GAMES[game]
    m = random_position(game, counts[which % len(counts)], seed, steps)
    rnd = m.current
    if rnd is None:
        return
    view = m.view(rnd.actor(rnd.to_act))
    assert view.legal
    for level in LEVELS:
        action = quick(level, seed).choose(view)
        assert action in view.legal, (level, action)


def _swap_hidden(deal: dict, game: str, seats: list[int], rng: random.Random) -> dict:
    """The same deal with two cards swapped between two of ``seats`` (hands the viewer cannot see)."""
    import copy

    d = copy.deepcopy(deal)
    hands = d["tables"][0]["hands"] if game == "dumb-bunny" else d["hands"]
    a, b = rng.sample(seats, 2)
    i, j = rng.randrange(len(hands[a])), rng.randrange(len(hands[b]))
    hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
    return d


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_player_can_see_hidden_cards(game):
    """Two deals that agree on everything public but differ in other seats' hidden cards
    give the same view — and so the same decision from the same seed — at every level."""
    n = GAMES[game][-1] if game != "dumb-bunny" else 4
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        names = [f"P{i}" for i in range(n)]
        ma = Match(game, names, first_dealer=0)
        deal = ma.spec.random_deal(ma, rng)
        ma.start_round(deal)
        actions = []
        for _ in range(rng.randrange(0, 20)):
            rnd = ma.current
            if rnd is None:
                break
            a = rng.choice(rnd.legal_actions())
            actions.append(a)
            ma.apply(a)
        rnd = ma.current
        if rnd is None:
            continue
        viewer = rnd.actor(rnd.to_act)
        view_a = ma.view(viewer)
        dummy = view_a.info.dummy if isinstance(view_a.info, MinibridgeInfo) else None
        hidden = [s for s in range(4 if game == "dumb-bunny" else n)
                  if s != viewer and s != dummy and s != rnd.to_act]
        if len(hidden) < 2:
            continue
        mb = Match(game, names, first_dealer=0)
        try:
            mb.start_round(_swap_hidden(deal, game, hidden, rng))
            for a in actions:
                mb.apply(a)
        except IllegalAction:
            continue  # the swap contradicts a card played: not a deal that agrees in public
        view_b = mb.view(viewer)
        if view_b != view_a:
            continue  # e.g. Minibridge points announced differ
        assert ma.current.hands != mb.current.hands  # the hidden cards really differ
        for level in LEVELS:
            assert quick(level, seed).choose(view_a) == quick(level, seed).choose(view_b), level
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("game", sorted(GAMES))
def test_players_are_given_picklable_views_only(game):
    seen = []

    class Spy(InlineThinker):
        """What a worker process is sent: a question whose view is a PlayerView, picklable."""

        def ask(self, question, reply):
            assert type(question.view) is PlayerView
            seen.append(pickle.loads(pickle.dumps(question)) == question)
            super().ask(question, reply)

    n = min(GAMES[game])
    options = {"deals": 1} if game == "minibridge" else {"target": 60} if game in ("bugami", "bleeding-hearts") else {}
    if game == "dumb-bunny":
        options = {"hand_card": [{"trump": "S", "modifiers": []}]}
    levels = ["hard", "normal", "easy", "random"]
    seats = [SeatConfig(f"P{s}", level=levels[s % 4]) for s in range(n)]
    session = TableSession(game, seats, options, seed=3, thinker=Spy(clock=counting_clock(0.004), scale=0.02))
    if game == "bugger-bridge":
        # Two rounds are enough to see bids and plays.
        session.match.spec.rounds_planned = lambda match: 2  # type: ignore[method-assign]
    try:
        session.advance()
    finally:
        if game == "bugger-bridge":
            del session.match.spec.rounds_planned
    assert seen and all(seen)


# ----- key decisions --------------------------------------------------------------------------


def _bb_view(hand: str, turn_up: str | None, n: int = 4, others: tuple[str, ...] = ()) -> PlayerView:
    rest = [str(c) for c in parse_cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC 2D 3D 4D") if str(c) not in (hand, turn_up)]
    hands = [hand] + (list(others) or rest[: n - 1])
    rnd = BuggerBridgeRound.from_hands(hands, dealer=n - 1, turn_up=turn_up)
    return rnd.view(0)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_never_bids_zero_holding_the_trump_ace_in_a_one_card_round(level):
    view = _bb_view("AS", "2S")
    for seed in range(5):
        assert quick(level, seed).choose(view) == Bid(0, 1)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bids_zero_with_a_hopeless_single_card(level):
    # At the level's real budget (a one-card round is quick): with one or two layouts the
    # deuce wins often enough (nobody else holding a heart or a trump) to look worth a bid.
    view = _bb_view("2H", "3S", others=("AH", "KS", "QH"))
    for seed in range(5):
        assert make_player(level, random.Random(seed)).choose(view) == Bid(0, 0)


EXERCISE = [
    "TS 5S 3S 2S AH KH 4H KD 8D 3D AC 5C 3C",
    "QS 7S 4S 7H 5H JD TD 6D QC JC 9C 7C 6C",
    "AS KS 6S 9H 6H 3H 2H AD QD 4D KC 4C 2C",
    "JS 9S 8S QH JH TH 8H 9D 7D 5D 2D TC 8C",
]


def test_minibridge_contract_on_the_exercise_deal_is_game_in_no_trumps():
    r = MinibridgeRound.from_hands(EXERCISE, dealer=3)
    for _ in range(4):
        r.announce()
    assert r.declarer == 2  # South, 30 points with North
    view = r.view(2)
    player = make_player("hard", random.Random(1), clock=counting_clock(0.01), scale=0.2)
    assert player.choose(view) == ChooseContract(2, "NT", True)


def test_unsupported_honour_leads_are_recognised():
    """The opening-lead guard: a king without queen or ace, with a low card beside it."""
    from cardtable.ai.minibridge import unsupported_honour

    assert unsupported_honour(Card.parse("KH"), mask_of(parse_cards("KH 4H")))
    assert not unsupported_honour(Card.parse("KH"), mask_of(parse_cards("KH QH 4H")))
    assert not unsupported_honour(Card.parse("KH"), mask_of(parse_cards("KH")))


def test_easy_player_is_fallible_but_legal():
    m = random_position("bugger-bridge", 4, 5, 6)
    view = m.view(m.current.actor(m.current.to_act))
    p = make_player("easy", random.Random(0))
    for _ in range(20):
        assert p.choose(view) in view.legal


def test_a_play_action_names_dummy_when_declarer_plays_for_dummy():
    for seed in range(30):
        m = random_position("minibridge", 4, seed, 9)
        rnd = m.current
        if rnd is None or rnd.phase != "play" or rnd.to_act != rnd.dummy:
            continue
        view = m.view(rnd.declarer)
        action = quick("hard", seed).choose(view)
        assert isinstance(action, Play) and action.seat == rnd.dummy
        return
    pytest.fail("no position with dummy to play among the seeds: choose other seeds")


def test_a_search_stops_on_its_cap_on_work_but_never_before_a_few_samples():
    """A game that counts its work (Dumb-Bunny: its solver's positions) has the search stop
    once the count reaches the budget's ``max_work``, checked after each sample, and never
    before :data:`MIN_WORKED_SAMPLES` samples; with no cap the other caps decide."""
    from cardtable.ai.montecarlo import MIN_WORKED_SAMPLES, Budget, recording, search

    done = [0]

    def evaluate(world, candidate, rng):
        done[0] += 10  # each evaluation: ten units of work
        return rng.random()  # two equal candidates: no clear leader ends the search

    for cap, samples in ((1, MIN_WORKED_SAMPLES), (120, 6), (121, 7), (None, 30)):
        done[0] = 0
        budget = Budget(seconds=1e9, max_samples=30, min_samples=30, max_work=cap)
        with recording() as records:
            search(["a", "b"], lambda rng: (None, 1.0), evaluate, budget, random.Random(1), work=lambda: done[0])
        assert records[-1].samples == samples, cap


def test_dumb_bunny_hard_counts_its_solvers_positions_as_the_searchs_work(monkeypatch):
    """Hard's exact solves cost from a fraction of a millisecond to several by the layout, so
    its search is capped by the positions its solvers store, not by playouts alone: with a
    cap of one position it stops after the fewest samples, without it the playouts decide."""
    from cardtable.ai import dumb_bunny
    from cardtable.ai.montecarlo import MIN_WORKED_SAMPLES, Sizing, recording

    rng = random.Random("dumb-bunny work")
    for _ in range(50):  # a first lead with a real choice, the hand not blind
        m = Match("dumb-bunny", [f"P{i}" for i in range(4)], first_dealer=0)
        m.deal(rng)
        view = m.view(m.current.to_act)
        if not view.info.blind and len({c // 13 for c in view.hand}) >= 3:
            break
    samples = {}
    for work in (1, None):
        monkeypatch.setitem(dumb_bunny.LEVEL_TUNING, "hard", Sizing(100, 0.03, playouts=80, work=work))
        player = make_player("hard", random.Random(0), clock=counting_clock(0.0))
        with recording() as records:
            player.choose(view)
        samples[work] = records[-1].samples
    assert samples[1] == MIN_WORKED_SAMPLES < samples[None]
