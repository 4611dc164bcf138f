"""The deal generator honours its constraints and the seed; progress is saved and reset."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.bridge.analysis import is_balanced
from cardtable.bridge.deal import suit_ranks
from cardtable.bridge.generate import Constraints, NoDealFound, accepts, generate
from cardtable.bridge.progress import Progress
from cardtable.engine.games.minibridge import declarer_seat, declaring_side, partner, side_points


@pytest.mark.parametrize(
    "c",
    [
        Constraints(),
        Constraints(dealer=2, side=1, points=(25, 27)),
        Constraints(points=(22, 24), long_suit=6),
        Constraints(points=(23, 40), fit=9),
        Constraints(side=0, balanced=True, points=(21, 26)),
    ],
)
def test_generated_deals_meet_the_constraints(c):
    rng = random.Random(11)
    for _ in range(12):
        b = generate(rng, c)
        side = declaring_side(b.hands, b.dealer)
        assert side is not None  # never a 20–20
        assert accepts(b.hands, b.dealer, c)
        lo, hi = c.points
        assert lo <= side_points(b.hands)[side] <= hi
        if c.dealer is not None:
            assert b.dealer == c.dealer
        if c.side is not None:
            assert side == c.side
        decl = declarer_seat(b.hands, b.dealer)
        pair = (b.hands[decl], b.hands[partner(decl)])
        if c.balanced:
            assert all(is_balanced(h) for h in pair)
        if c.long_suit:
            assert max(len(suit_ranks(h, s)) for h in pair for s in range(4)) >= c.long_suit
        if c.fit:
            assert max(sum(len(suit_ranks(h, s)) for h in pair) for s in range(4)) >= c.fit


def test_same_seed_same_deal_and_no_global_random():
    state = random.getstate()
    a = generate(random.Random(5), Constraints(points=(24, 30)))
    b = generate(random.Random(5), Constraints(points=(24, 30)))
    assert a == b
    assert random.getstate() == state


def test_impossible_constraints_say_so():
    with pytest.raises(NoDealFound):
        generate(random.Random(1), Constraints(points=(18, 20)))
    with pytest.raises(NoDealFound):
        generate(random.Random(1), Constraints(balanced=True, long_suit=7))
    with pytest.raises(NoDealFound):
        generate(random.Random(1), Constraints(points=(40, 40), long_suit=13), max_tries=200)


def test_progress_is_saved_and_reset(tmp_path):
    path = tmp_path / "p" / "progress.json"
    b = generate(random.Random(3))
    p = Progress(path)
    assert p.get(b) is None
    p.record(b, 7, 9, "01-counting-points")
    again = Progress(path)
    rec = again.get(b)
    assert rec["right"] == 7 and rec["asked"] == 9 and rec["attempts"] == 1 and len(rec["date"]) == 10
    again.record(b, 9, 9)
    assert Progress(path).get(b)["best"] == 9 and Progress(path).get(b)["attempts"] == 2
    again.reset()
    assert Progress(path).get(b) is None
    assert json.loads(path.read_text())["deals"] == {}


def test_damaged_progress_is_set_aside(tmp_path):
    path = tmp_path / "progress.json"
    path.write_text("{not json")
    p = Progress(path)
    assert p.deals == {}
    assert (tmp_path / "progress.damaged.json").exists()
