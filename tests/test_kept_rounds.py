"""The autosave and undo's records keep each finished round's entry instead of remaking it
at every action (cardtable/session/kept_rounds.py): the records must stay exactly what the
match says, and their cost must not grow with the rounds played."""

from __future__ import annotations

import json

import pytest

from cardtable.session.history import record_of
from cardtable.session.saving import autosave_text
from cardtable.session.seats import SeatConfig
from cardtable.session.table import TableSession

GAMES = [("bugger-bridge", 3), ("bugami", 4), ("dumb-bunny", 4), ("minibridge", 4), ("bleeding-hearts", 3)]


def seated(game: str, n: int, seed: int) -> TableSession:
    seats = (SeatConfig("You", human=True), *(SeatConfig(f"P{i}", level="random") for i in range(n - 1)))
    return TableSession(game, seats, {}, seed)


@pytest.mark.parametrize(("game", "n"), GAMES)
def test_the_kept_records_are_the_match_s_own_at_every_step(game, n):
    s = seated(game, n, seed=4)
    table = {"seed": 4}
    steps = 0
    while not s.match.finished and steps < 4000:
        s.advance()
        d = s.human_decision()
        if d is not None:
            s.submit(s.view(d.actor).legal[-1], d.turn)
        steps += 1
        if steps % 7 == 0 or s.match.finished:
            expected = s.match.to_record()
            assert record_of(s.match) == expected
            assert autosave_text(s.match, table) == json.dumps(dict(expected, table=table), ensure_ascii=False)
    assert s.match.finished
    # Undo replays the record into a new match, whose rounds are new objects: still exact.
    s2 = seated(game, n, seed=5)
    for _ in range(60):
        s2.advance()
        d = s2.human_decision()
        if d is not None:
            s2.submit(s2.view(d.actor).legal[0], d.turn)
    if s2.undo():
        assert record_of(s2.match) == s2.match.to_record()
        assert autosave_text(s2.match, table) == json.dumps(dict(s2.match.to_record(), table=table),
                                                            ensure_ascii=False)


def test_a_round_over_is_written_once_not_at_every_action(monkeypatch, tmp_path):
    """Before, every action wrote every round of the match into the autosave and every human
    decision into undo's record again: a long match cost more at each step."""
    s = seated("bugger-bridge", 3, seed=2)
    s.autosave = tmp_path / "autosave.cardtable"
    spec = s.match.spec
    made = []
    real = spec.round_record
    monkeypatch.setattr(spec, "round_record", lambda rnd: made.append(rnd.is_done) or real(rnd))
    actions = 0
    while not s.match.finished:
        s.advance()
        d = s.human_decision()
        if d is not None:
            s.submit(s.view(d.actor).legal[0], d.turn)
            actions += 1
    rounds = len(s.match.rounds)
    assert rounds >= 15
    # The round in play is written at each save and each checkpoint; a round over once for
    # the autosave and once for undo (and once more as it ends, were it still in play).
    over = made.count(True)
    assert made.count(False) >= actions
    assert over <= 4 * rounds, (over, rounds, actions)
