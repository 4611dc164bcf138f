"""Undo lands on the human's earlier decisions, one by one, and nowhere else.

A record does not store everything a player does: Minibridge's announcements follow from the
hands, so replaying a record made while the human was still to announce puts the table at
the contract, past the announcements. Undo to such a place handed the contract to the
computer declarer, which chose it again, and play came back to where undo started: the
undo went nowhere and stayed offered for ever."""

from __future__ import annotations

import pytest

from cardtable.engine.record import replay
from cardtable.session import SeatConfig, TableSession, saving
from cardtable.session.resume import session_from_record

from .conftest import GAMES, play_session


def levels(game: str, n: int, seed: int) -> TableSession:
    seats = [SeatConfig("You", human=True), *(SeatConfig(f"C{i}", level="random") for i in range(1, n))]
    return TableSession(game, seats, seed=seed)


@pytest.mark.parametrize("game,n", [(g, ns[0]) for g, ns in GAMES.items()])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_undo_goes_back_one_human_decision_and_stops_at_the_first(game, n, seed):
    s = levels(game, n, seed)
    play_session(s, until=lambda t: t.match.rounds_completed >= 2 and t.human_decision() is not None)
    places = [s.match.to_record()]
    while s.can_undo:
        assert s.undo()
        now = s.match.to_record()
        assert now not in places, "an undo came back to a place it had already been"
        assert s.human_decision() is not None, "an undo landed where a computer acted"
        places.append(now)
        assert len(places) < 400
    assert len(places) > 2
    for rec in s.history.checkpoints:  # each place undo keeps is one a fresh load shows alike
        m = replay(rec)
        assert m.current is not None and s.seats[m.current.actor(m.current.to_act)].human


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_minibridge_undo_from_the_first_card_does_not_replay_the_contract(seed):
    s = levels("minibridge", 4, seed)
    play_session(s, until=lambda t: t.match.current is not None and t.match.current.phase == "play"
                 and t.human_decision() is not None)
    first = s.match.to_record()
    # Nothing to undo (the human's first decision of the match is this card, the
    # announcement being no place to return to), or an undo that goes somewhere.
    assert not s.can_undo or (s.undo() and s.match.to_record() != first and s.human_decision() is not None)


def _undo_places(s: TableSession) -> list[dict]:
    places = []
    while s.undo():
        places.append(s.match.to_record())
        assert len(places) < 400
    return places


@pytest.mark.parametrize("game,n", [(g, ns[-1]) for g, ns in GAMES.items()])
@pytest.mark.parametrize("seed", [4, 5])
def test_after_a_resume_undo_goes_back_through_the_same_decisions(game, n, seed):
    """The undo history lives in memory, but the record holds every decision: a match
    resumed (after a crash, a restart, a match kept for later) undoes as far back as one
    never interrupted, stopping at the same places."""
    s = levels(game, n, seed)
    play_session(s, until=lambda t: t.match.rounds_completed >= 2 and t.human_decision() is not None
                 and t.match.current.trick_number >= 3)
    saved = dict(s.match.to_record(), table=saving.table_info(s))
    resumed = session_from_record(saved)
    assert resumed.match.to_record() == s.match.to_record()
    assert resumed.can_undo
    live = _undo_places(s)
    assert len(live) > 2
    assert _undo_places(resumed) == live
    assert resumed.practice


def test_a_resume_looked_at_only_does_not_replay_for_undo():
    s = levels("bugger-bridge", 4, 7)
    play_session(s, until=lambda t: t.match.rounds_completed >= 2 and t.human_decision() is not None)
    calls = []
    resumed = session_from_record(dict(s.match.to_record(), table=saving.table_info(s)))
    resumed.history.resumed_from(lambda: calls.append(1) or [])
    assert calls == []
    assert not resumed.can_undo and not resumed.can_undo  # the (empty) earlier places
    assert calls == [1]


@pytest.mark.parametrize("game,n", [("bugami", 4), ("bleeding-hearts", 3), ("bugger-bridge", 4)])
def test_undo_never_takes_back_a_bid_made_in_secret_once_the_bids_are_shown(game, n):
    """A player's review: in Bleeding Hearts, undo after the bids and the turnip were shown
    reopened the bid, and the player bid Turnip again knowing the turnip was a heart. Bugami's
    bug suits, named in secret and shown together, are never an undo's landing place; Bugger
    Bridge's bids, made in the open one after another, are."""
    s = levels(game, n, 5)
    play_session(s, until=lambda t: t.match.rounds_completed >= 2 and t.human_decision() is not None)
    phases = []
    while s.can_undo:
        assert s.undo()
        phases.append(s.match.current.phase)
    assert phases and ("bidding" in phases) == (game == "bugger-bridge"), phases
