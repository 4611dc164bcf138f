"""The statistics store: what it records per game and player count, that a match counts
once, that practice stays apart, and that neither a corrupt file nor a crash mid-write
loses what was already recorded."""

from __future__ import annotations

import itertools
import json
import os
import random

import pytest

from cardtable.engine import Match
from cardtable.engine.actions import Play
from cardtable.engine.cards import random_card
from cardtable.engine.record import replay
from cardtable.storage.stats import STATS_NAME, StatsStore, match_id, place_of

PLAYERS = ["You", "Ada", "Ben", "Cleo", "Dev"]


@pytest.fixture
def store(tmp_path):
    days = itertools.count(1)
    return StatsStore(tmp_path / STATS_NAME, clock=lambda: f"2025-01-{next(days):02d}T12:00:00+00:00")


def step(match: Match, rng: random.Random) -> None:
    """One random legal action (dealing first when a round is needed)."""
    if match.current is None:
        match.deal(rng)
        return
    rnd = match.current
    if rnd.phase == "play":
        match.apply(Play(rnd.to_act, random_card(rnd.legal_mask(), rng)))
    else:
        match.apply(rng.choice(rnd.legal_actions()))


def play_rounds(match: Match, rng: random.Random, rounds: int, store: StatsStore | None = None, **kw) -> Match:
    """Play until ``rounds`` rounds are scored (or the end), recording after each, as the window does."""
    while match.rounds_completed < rounds and not match.finished:
        before = match.rounds_completed
        step(match, rng)
        if store is not None and match.rounds_completed > before:
            store.record_match(match, 0, **kw)
    return match


def finished(game: str, n: int, seed: int, store: StatsStore | None = None, options=None, **kw) -> Match:
    return play_rounds(Match(game, PLAYERS[:n], options), random.Random(seed), 10**6, store, **kw)


def test_a_finished_bugger_bridge_match_gives_its_figures(store):
    m = finished("bugger-bridge", 4, 1, store)
    s = store.summary("bugger-bridge", 4)
    assert (s.played, s.unfinished, s.rounds) == (1, 0, 18)
    assert s.wins == (1 if 0 in m.winners else 0)
    assert s.total_score == s.best == m.totals[0] == s.round_score
    assert s.average_per_round == pytest.approx(m.totals[0] / 18)
    # An exact bid always scores (10 or more), a missed one nothing: that counts the bids made.
    assert s.bids == 18
    assert s.bids_made == sum(1 for scores in m.round_scores if scores[0] > 0)
    [result] = store.results("bugger-bridge", 4)
    assert result.total == m.totals[0] and result.rounds == 18 and result.n == 4
    assert result.place == 1 + sum(t > m.totals[0] for t in m.totals) and result.places == 4
    assert result.date.startswith("2025-01-") and result.won == (0 in m.winners)


def test_contracts_made_count_the_human_side_declaring(store):
    matches = [finished("minibridge", 4, seed, store) for seed in range(3)]
    s = store.summary("minibridge", 4)
    assert s.played == 3 and s.bids == 0
    declared = made = 0
    for m in matches:
        for rnd, scores in zip(m.rounds, m.round_scores, strict=True):
            if not rnd.redeal and rnd.declarer % 2 == 0:  # You (North) or partner South declared
                declared += 1
                made += scores[0] > 0  # a made contract always scores for its side, a failed one never
    assert (s.contracts, s.contracts_made) == (declared, made)
    assert declared > 0
    # Redeals are not rounds: the averages are over the deals played.
    assert s.rounds == sum(1 for m in matches for r in m.rounds if not r.redeal)


def test_a_match_is_recorded_once(store):
    m = finished("bugger-bridge", 3, 2, store)
    text = store.path.read_text()
    assert store.record_match(m, 0) is False
    assert store.record_match(m, 0, practice=True) is False  # a finished entry never changes
    assert store.path.read_text() == text
    assert store.summary("bugger-bridge", 3).played == 1
    assert len(store.results("bugger-bridge", 3)) == 1


def test_a_resumed_match_is_the_same_match(store):
    rng = random.Random(3)
    m = play_rounds(Match("bugger-bridge", PLAYERS[:4]), rng, 4, store)
    resumed = replay(m.to_record())  # as after a crash: a new process, a new session
    assert match_id(resumed) == match_id(m)
    assert store.summary("bugger-bridge", 4).unfinished == 1
    play_rounds(resumed, rng, 10**6, store)
    s = store.summary("bugger-bridge", 4)
    assert (s.played, s.unfinished, s.rounds) == (1, 0, 18)
    other = play_rounds(Match("bugger-bridge", PLAYERS[:4]), random.Random(4), 1)
    assert match_id(other) != match_id(m)


def test_figures_are_per_game_and_player_count(store):
    finished("bugger-bridge", 3, 5, store)
    finished("bugger-bridge", 4, 6, store)
    finished("bugger-bridge", 4, 7, store)
    finished("minibridge", 4, 8, store)
    assert store.summary("bugger-bridge", 3).played == 1
    assert store.summary("bugger-bridge", 4).played == 2
    assert store.summary("bugger-bridge", 5).played == 0
    assert store.summary("bugger-bridge").played == 3
    assert store.summary("bugger-bridge").rounds == 18 + 18 + 18
    assert store.summary("minibridge", 4).played == 1
    assert store.played_games()[0] == ("minibridge", 4)
    assert set(store.played_games()) == {("bugger-bridge", 3), ("bugger-bridge", 4), ("minibridge", 4)}


def test_practice_matches_are_counted_apart_and_stay_practice(store):
    finished("bugger-bridge", 4, 9, store)
    rng = random.Random(10)
    m = play_rounds(Match("bugger-bridge", PLAYERS[:4]), rng, 2, store, practice=True)
    play_rounds(m, rng, 10**6, store, practice=False)  # a resume that lost the flag
    real, practice = store.summary("bugger-bridge", 4), store.summary("bugger-bridge", 4, practice=True)
    assert (real.played, practice.played) == (1, 1)
    assert practice.total_score == m.totals[0]
    assert len(store.results("bugger-bridge", 4, practice=True)) == 1
    assert json.loads(store.path.read_text())["matches"][match_id(m)]["practice"] is True


def test_an_abandoned_match_keeps_its_rounds_but_is_no_result(store):
    play_rounds(Match("bugger-bridge", PLAYERS[:4]), random.Random(11), 3, store)
    s = store.summary("bugger-bridge", 4)
    assert (s.played, s.unfinished, s.rounds, s.bids) == (0, 1, 3, 3)
    assert s.average_per_match is None and s.win_rate is None
    assert store.results("bugger-bridge", 4) == []


def test_hints_are_counted_per_game_and_count_and_reset_with_them(store):
    store.record_hint("bugger-bridge", 4)
    store.record_hint("bugger-bridge", 4)
    store.record_hint("bugger-bridge", 3)
    store.record_hint("minibridge", 4)
    assert store.summary("bugger-bridge", 4).hints == 2
    assert store.summary("bugger-bridge").hints == 3
    store.reset("bugger-bridge", 4)
    assert store.summary("bugger-bridge").hints == 1
    assert store.summary("minibridge", 4).hints == 1


def test_reset_one_game_or_everything(store):
    finished("bugger-bridge", 3, 12, store)
    finished("minibridge", 4, 13, store)
    store.reset("minibridge")
    assert store.summary("minibridge").played == 0
    assert store.summary("bugger-bridge").played == 1
    store.reset()
    assert store.summary("bugger-bridge").played == 0


def test_places_share_ties_and_rank_minibridge_sides():
    assert place_of("bugger-bridge", [50, 80, 50, 20], 0) == (2, 4)
    assert place_of("bugger-bridge", [50, 80, 50, 20], 3) == (4, 4)
    assert place_of("minibridge", [200, 450, 200, 450], 0) == (2, 2)
    assert place_of("minibridge", [450, 200, 450, 200], 2) == (1, 2)


@pytest.mark.parametrize("garbage", [b"{not json", b"\xff\xfe\x00", b"[1, 2]", b'{"format": "other"}', b""])
def test_a_corrupt_file_is_set_aside_and_a_fresh_store_started(store, garbage):
    store.path.write_bytes(garbage)
    assert store.summary("bugger-bridge").played == 0  # no exception
    bad = store.path.with_name(STATS_NAME + ".bad-1")
    assert bad.read_bytes() == garbage and store.set_aside == bad
    finished("bugger-bridge", 3, 14, store)
    assert store.summary("bugger-bridge", 3).played == 1
    store.path.write_bytes(garbage)  # a second bad file does not overwrite the first
    store.load()
    assert store.path.with_name(STATS_NAME + ".bad-2").read_bytes() == garbage


def test_malformed_entries_are_skipped_not_fatal(store):
    finished("bugger-bridge", 3, 15, store)
    data = json.loads(store.path.read_text())
    data["matches"]["junk"] = {"game": "bugger-bridge", "n": "three"}
    data["matches"]["junk2"] = {"game": "bugger-bridge", "n": 3, "finished": True, "total": "lots"}
    data["hints"]["bugger-bridge/3"] = "many"
    store.path.write_text(json.dumps(data))
    s = store.summary("bugger-bridge", 3)
    assert s.played == 1 and s.hints == 0
    store.record_hint("bugger-bridge", 3)
    assert store.summary("bugger-bridge", 3).hints == 1


def test_a_crash_mid_write_loses_nothing_already_recorded(store, monkeypatch):
    finished("bugger-bridge", 3, 16, store)
    before = store.path.read_bytes()

    def crash(*args):
        raise OSError(28, "No space left on device")

    rng = random.Random(17)
    m = Match("bugger-bridge", PLAYERS[:3])
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", crash)
        play_rounds(m, rng, 5, store)  # every write fails; the game goes on
        store.record_hint("bugger-bridge", 3)
    assert store.path.read_bytes() == before
    assert not list(store.path.parent.glob(f".{STATS_NAME}.*.tmp"))
    assert store.summary("bugger-bridge", 3).played == 1
    play_rounds(m, rng, 6, store)  # the next snapshot carries the rounds the failed writes missed
    assert store.summary("bugger-bridge", 3).rounds == 18 + 6


def test_a_write_killed_before_the_rename_leaves_the_old_file(store):
    finished("bugger-bridge", 3, 18, store)
    before = store.path.read_bytes()
    stale = store.path.parent / f".{STATS_NAME}.x1y2.tmp"
    stale.write_text('{"format": "cardtable-stat')  # a kill mid-write leaves only this behind
    os.utime(stale, (1_000_000_000, 1_000_000_000))
    assert store.summary("bugger-bridge", 3).played == 1
    assert not stale.exists()
    assert store.path.read_bytes() == before


def test_a_restart_on_the_same_seed_is_a_new_match(store):
    """Two tables dealt the same cards (a fixed seed, restarted) are two matches; the same
    table resumed is still one — the instance is saved with the game."""
    from cardtable.session import SeatConfig, TableSession

    seats = [SeatConfig("You", human=True), SeatConfig("Ada"), SeatConfig("Ben")]
    first, again = (TableSession("bugger-bridge", seats, seed=9) for _ in range(2))
    assert first.instance != again.instance
    for session in (first, again):
        play_rounds(session.match, random.Random(1), 1)
        assert store.record_match(session.match, 0, instance=session.instance)
    assert match_id(first.match) == match_id(again.match)  # the same cards...
    assert store.summary("bugger-bridge", 3).unfinished == 2  # ...but two matches
    assert store.record_match(first.match, 0, instance=first.instance) is False  # recorded once
