"""Hostile input: whatever a record file holds, reading it either loads a legal match or
refuses it with one RecordError line — never another exception, never a traceback."""

from __future__ import annotations

import copy
import functools
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine import Match, RecordError, replay
from cardtable.engine.record import parse_record_text

from .conftest import VECTORS as VECTOR_DIR
from .conftest import play_random_match

VECTORS = ["bugger-bridge-0.json", "bugami-1.json", "bleeding-hearts-2.json", "minibridge-3.json", "dumb-bunny-4.json"]

json_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(allow_nan=True), st.text(max_size=6),
    st.sampled_from(["AS", "TH", "2C", "zero", "turnip", "S", "NT", "ZZ", "", "10H"]),
)
json_values = st.recursive(
    json_scalars, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=5),
    max_leaves=20,
)


@functools.cache
def vector_text(name: str) -> str:
    """A vector file's text, read once: each example mutates a fresh parse of it (opening the
    file again for each of hundreds of examples cost more than a third of the test)."""
    return (VECTOR_DIR / name).read_text()


def paths(node, prefix=()) -> list[tuple]:
    """Every (path) inside a JSON value, to pick a place to mutate (in document order; a
    list, not nested generators: a record holds thousands of places, picked from 1–3
    times per example)."""
    out: list[tuple] = []

    def walk(node, prefix: tuple) -> None:
        out.append(prefix)
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, (*prefix, k))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, (*prefix, i))

    walk(node, prefix)
    return out


@functools.cache
def vector_places(name: str) -> tuple[tuple, ...]:
    """The places of a vector as read (the first mutation's choices): walked once per
    vector, not once per example; later mutations walk the mutated record afresh."""
    return tuple(p for p in paths(json.loads(vector_text(name))) if p)


def set_at(node, path, value):
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = value


def must_refuse_or_load(data) -> None:
    try:
        match = replay(data)
    except RecordError as exc:
        assert "\n" not in str(exc) and str(exc)
        return
    # Loaded: it must be a coherent match that writes itself back identically.
    assert replay(match.to_record()).to_record() == match.to_record()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(vector=st.sampled_from(VECTORS), seed=st.integers(0, 10**9), value=json_values, n=st.integers(1, 3))
def test_mutated_records_are_loaded_or_refused_cleanly(vector, seed, value, n):
    data = json.loads(vector_text(vector))
    rng = random.Random(seed)
    for i in range(n):
        places = vector_places(vector) if i == 0 else [p for p in paths(data) if p]
        place = rng.choice(places)
        if rng.random() < 0.2:  # delete instead of replace
            parent = data
            for p in place[:-1]:
                parent = parent[p]
            if isinstance(parent, dict):
                parent.pop(place[-1], None)
            elif isinstance(parent, list) and parent:
                parent.pop(place[-1] if place[-1] < len(parent) else -1)
        else:
            set_at(data, place, copy.deepcopy(value))
    must_refuse_or_load(data)


@settings(max_examples=200, deadline=None)
@given(value=json_values)
def test_arbitrary_json_is_refused_cleanly(value):
    must_refuse_or_load(value)
    must_refuse_or_load({"format": "cardtable-record", "version": 1, "game": "bugger-bridge",
                         "players": ["a", "b", "c"], "rounds": value})


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=200) | st.binary(max_size=200).map(lambda b: b.decode("latin-1")))
def test_arbitrary_text_is_refused_cleanly(text):
    try:
        data = parse_record_text(text)
    except RecordError:
        return
    must_refuse_or_load(data)


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(["bugger-bridge", "bugami", "bleeding-hearts", "minibridge", "dumb-bunny"]),
       seed=st.integers(0, 10**6), cut=st.integers(0, 10**6))
def test_truncated_text_of_real_records_is_refused_cleanly(game, seed, cut):
    n = {"bleeding-hearts": 3, "dumb-bunny": 4}.get(game, 4)
    m = Match(game, [f"P{i}" for i in range(n)], first_dealer=0)
    m.deal(random.Random(seed))
    text = json.dumps(m.to_record())
    try:
        data = parse_record_text(text[: cut % len(text)])
    except RecordError:
        return
    must_refuse_or_load(data)


def test_records_of_real_matches_round_trip_for_every_game():
    for game, n in [("bugger-bridge", 5), ("bugami", 4), ("bleeding-hearts", 3), ("minibridge", 4),
                    ("dumb-bunny", 8)]:
        m = play_random_match(Match(game, [f"P{i}" for i in range(n)]), random.Random(n))
        assert replay(json.loads(json.dumps(m.to_record()))).to_record() == m.to_record()


def test_a_record_without_a_version_or_with_a_short_hand_says_so_plainly():
    """"record version null is not supported" and "P0 is dealt 1 cards" read like a program
    talking to itself."""
    import pytest

    data = json.loads(vector_text("bugger-bridge-0.json"))
    del data["version"]
    with pytest.raises(RecordError, match=r"^the record has no version \(this cardtable reads version 1\)$"):
        replay(data)
    data = json.loads(vector_text("bugger-bridge-0.json"))
    second = data["rounds"][1]  # two cards each
    second["hands"][0] = second["hands"][0][:1]
    with pytest.raises(RecordError, match=r"is dealt 1 card; this round deals 2"):
        replay(data)
