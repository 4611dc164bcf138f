"""Resume deals on: a match saved and resumed before every round deals exactly the rounds an
uninterrupted match deals (the dealer's random state travels in the save), for every game;
a save from another version with unknown levels or options still opens."""

from __future__ import annotations

import json

import pytest

from cardtable.session import SeatConfig, TableSession
from cardtable.session.resume import load_session, session_from_record
from cardtable.session.saving import write_autosave

from .conftest import GAME_TABLES

SEED = 5
ROUND_LIMIT = 40  # Bugami and Bleeding Hearts end on a target; enough rounds to get there


def seats(n: int) -> list[SeatConfig]:
    return [SeatConfig(f"P{i}", level="random") for i in range(n)]


def deals(session: TableSession) -> list:
    """Every round's deal (without what play added), in order."""
    progress = set(session.match.spec.progress_keys)

    def strip(value):
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in progress}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value

    return [strip(r) for r in session.match.to_record()["rounds"]]


def one_round(session: TableSession) -> None:
    """Play the round in progress (dealing one if none is), then stop before the next deal."""
    start = len(session.match.rounds)
    session.hold = lambda: session.pending() is None and len(session.match.rounds) > start
    session.play_computers()


@pytest.mark.parametrize(("game", "n"), GAME_TABLES)
def test_a_match_resumed_before_every_round_deals_what_an_uninterrupted_one_deals(game, n, tmp_path):
    whole = TableSession(game, seats(n), seed=SEED)
    for _ in range(ROUND_LIMIT):
        if whole.match.finished:
            break
        one_round(whole)
    save = tmp_path / "autosave.cardtable"
    session = TableSession(game, seats(n), seed=SEED, autosave=save)
    one_round(session)
    # The first round's file is the session's own autosave (written after every action), and
    # it is exactly what write_autosave writes at the round's end: so each resumed session
    # saves once, there, instead of rewriting the whole match after every card nobody reads.
    own = save.read_bytes()
    write_autosave(session, save)
    assert save.read_bytes() == own
    resumes = 0
    while True:
        session = load_session(save)  # a kill here: only the file goes on
        resumes += 1
        if session.match.finished or len(session.match.rounds) >= ROUND_LIMIT:
            break
        one_round(session)
        write_autosave(session, save)
    assert resumes >= 3 and session.match.finished
    # The computers' play may differ after a resume, and with it the round a target game
    # ends in; every round both matches dealt must be the same deal.
    got, want = deals(session), deals(whole)
    common = min(len(got), len(want))
    assert common >= 3
    assert got[:common] == want[:common]
    hands = [json.dumps(r, sort_keys=True) for r in got]
    assert len(set(hands)) == len(hands)  # no shuffle dealt twice


def test_a_save_without_the_dealers_state_is_dealt_on_from_its_seed(tmp_path):
    save = tmp_path / "game.cardtable"
    whole = TableSession("minibridge", seats(4), seed=SEED)
    for _ in range(4):
        one_round(whole)
    session = TableSession("minibridge", seats(4), seed=SEED, autosave=save)
    for _ in range(3):
        one_round(session)
    data = json.loads(save.read_text())
    del data["table"]["dealer"]  # as an older version saved it
    resumed = session_from_record(data)
    one_round(resumed)
    assert deals(resumed) == deals(whole)


def test_unknown_levels_and_option_values_fall_back_with_a_note(tmp_path):
    save = tmp_path / "game.cardtable"
    session = TableSession("bugger-bridge", seats(4), seed=SEED, autosave=save)
    one_round(session)
    data = json.loads(save.read_text())
    data["table"]["seats"][1]["level"] = "grandmaster"
    data["options"] = {"hook": "sometimes", "comets": 3}
    data["table"]["dealer"] = {"rounds": 1, "state": ["junk"]}
    resumed = session_from_record(data, autosave=save)
    assert resumed.seats[1].level == "easy"
    assert any("grandmaster" in note for note in resumed.notes)
    assert any("hook" in note for note in resumed.notes) and any("comets" in note for note in resumed.notes)
    one_round(resumed)  # plays on
    assert resumed.match.rounds_completed == 2
