"""The table session, headless: the loop takes turns between humans and computers, stale
answers are dropped, undo and redo, hints, claims, autosave and resume — no Qt."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.analysis.claim import declarer_side_to_play
from cardtable.engine import IllegalAction
from cardtable.engine.actions import Announce, ChooseContract
from cardtable.engine.cards import hcp, mask_of
from cardtable.engine.events import CardPlayed
from cardtable.session import InlineThinker, SeatConfig, TableSession, saving
from cardtable.session.events import (
    AutosaveFailed,
    ClaimAccepted,
    ClaimRefused,
    Finished,
    HintReady,
    Redone,
    Thinking,
    Undone,
    YourTurn,
)
from cardtable.session.resume import load_session, session_from_record
from cardtable.session.saving import save_session
from cardtable.storage.records import read_record_data

from .conftest import GAMES, play_session


def seats(n, human=0):
    return [SeatConfig(f"P{i}", human=(i == human)) for i in range(n)]


def computers(n):
    return [SeatConfig(f"C{i}") for i in range(n)]


def test_computers_play_until_the_human_must_decide(tmp_path):
    path = tmp_path / "auto.cardtable"
    s = TableSession("bugger-bridge", seats(4), seed=3, autosave=path)
    told = []
    s.listeners.append(told.extend)
    s.play_computers()
    d = s.pending()
    assert d is not None and d.human and d.actor == 0
    assert s.human_decision() == d
    assert told[-1] == YourTurn(d)
    assert any(isinstance(e, Thinking) for e in told) or d.seat == s.match.current.leader
    saved = read_record_data(path)
    assert {k: v for k, v in saved.items() if k != "table"} == s.match.to_record()
    assert saved["table"]["seats"][0] == {"name": "P0", "human": True, "level": "easy"}
    view = s.view(0)
    s.submit(view.legal[0], turn=d.turn)
    with pytest.raises(IllegalAction, match="no longer pending"):
        s.submit(view.legal[0], turn=d.turn)


def test_the_autosave_is_the_record_as_json_after_every_action_and_an_undo(tmp_path):
    """The autosave keeps the text of rounds already over and writes only the round in play
    again: the file must still be exactly the record and the table's part as JSON."""
    from cardtable.session.saving import table_info

    path = tmp_path / "auto.cardtable"
    s = TableSession("bugger-bridge", [SeatConfig('Zoë "Z"', human=True), *computers(3)], seed=5, autosave=path)
    saves = []

    def compare(_events) -> None:
        expected = json.dumps(dict(s.match.to_record(), table=table_info(s)), ensure_ascii=False)
        saves.append(path.read_text(encoding="utf-8") == expected)

    s.listeners.append(compare)
    play_session(s, until=lambda s: len(s.match.rounds) == 3)
    assert s.undo() and len(s.match.rounds) == 2
    play_session(s, until=lambda s: len(s.match.rounds) == 4)
    assert len(saves) > 20 and all(saves)


@pytest.mark.parametrize("game", list(GAMES))
def test_an_all_computer_session_finishes_and_resumes_from_its_record(game):
    n = GAMES[game][0]
    s = TableSession(game, computers(n), {"deals": 1} if game == "minibridge" else None, seed=8)
    events = []
    s.listeners.append(events.extend)
    s.advance()
    assert s.match.finished and events
    assert events[-1] == Finished(tuple(s.match.winners))
    again = TableSession.resume(s.match.to_record(), computers(n))
    assert again.match.totals == s.match.totals


def test_the_same_seed_deals_the_same_match():
    a = TableSession("bugger-bridge", computers(5), seed=21)
    b = TableSession("bugger-bridge", computers(5), seed=21)
    a.play_computers()
    b.play_computers()
    assert a.match.to_record() == b.match.to_record()


class LaterThinker:
    """Answers when the test says so, like the app's worker process."""

    def __init__(self):
        self.inline = InlineThinker()
        self.questions = []

    def ask(self, question, reply):
        self.questions.append((question, reply))

    def answer_all(self):
        questions, self.questions = self.questions, []
        for q, reply in questions:
            self.inline.ask(q, reply)


def test_an_answer_for_an_earlier_turn_is_dropped():
    thinker = LaterThinker()
    s = TableSession("bugger-bridge", seats(3, human=2), seed=4, thinker=thinker)
    s.advance()
    while s.human_decision() is None:  # computers answer later; the table waits for them
        assert len(thinker.questions) == 1
        turn = s.turn
        thinker.answer_all()
        assert s.turn > turn
    first = s.match.to_record()
    d = s.human_decision()
    s.submit(s.view(2).legal[0], d.turn)
    s.advance()
    (question, reply), = thinker.questions
    assert s.undo()  # the table moves on before the answer comes
    reply(question, question.view.legal[0])
    assert s.match.to_record() == first  # the stale answer changed nothing


def test_the_table_waits_while_held():
    s = TableSession("bugami", computers(4), seed=2)
    s.hold = lambda: True
    s.advance()
    assert s.match.rounds == [] and s.turn == 0
    s.hold = lambda: False
    s.advance()
    assert s.match.finished


def test_undo_goes_back_and_redo_forward_until_a_new_action():
    s = TableSession("bugger-bridge", seats(4), seed=5)
    s.play_computers()
    before_first = s.match.to_record()
    assert not s.can_undo and not s.can_redo
    d = s.pending()
    s.submit(s.view(0).legal[0], turn=d.turn)
    s.play_computers()
    after_first = s.match.to_record()
    assert s.can_undo
    told = []
    s.listeners.append(told.extend)
    assert s.undo()
    assert s.match.to_record() == before_first and s.practice
    assert Undone() in told and isinstance(told[-1], YourTurn)
    assert s.pending().human and s.can_redo
    assert s.redo()
    assert s.match.to_record() == after_first and Redone() in told
    assert not s.redo() and not s.can_redo
    assert s.undo() and s.can_redo
    d = s.human_decision()
    s.submit(s.view(0).legal[-1], d.turn)  # a new action: the undone future is gone
    assert not s.can_redo and not s.redo()


def test_a_hint_is_a_legal_action_for_the_pending_decision():
    s = TableSession("bugami", seats(4), seed=1, thinker=InlineThinker(scale=0.05))
    assert not s.hint()  # nothing is pending yet
    s.play_computers()
    told = []
    s.listeners.append(told.extend)
    assert s.hint()
    hint, = [e for e in told if isinstance(e, HintReady)]
    assert hint.decision == s.pending() and hint.action in s.view(0).legal


def declaring(seed: int) -> TableSession:
    """A Minibridge session (you North) played until you declare and your side is to play."""
    s = TableSession("minibridge", seats(4), seed=seed)

    def human(view):
        if view.phase == "announcing":
            return Announce(view.seat, hcp(mask_of(view.hand)))
        if view.phase == "contract":
            return ChooseContract(view.seat, "NT", False)
        return view.legal[0]

    def ready(t):
        rnd = t.match.current
        return t.human_decision() is not None and rnd is not None and declarer_side_to_play(rnd)

    return play_session(s, until=ready, human=human)


def test_a_claim_is_checked_and_played_out_or_refused():
    s = declaring(1)
    assert s.can_claim
    left = s.tricks_left()
    told = []
    s.listeners.append(told.extend)
    result = s.claim(left)
    if isinstance(result, ClaimRefused):
        assert result.check.possible < left
        assert result.check.line == ()  # the defending line would show hidden hands: never told
        assert s.match.rounds_completed == 0 and s.can_claim  # nothing was played
        result = s.claim(result.check.possible)  # what the defence concedes always stands
    assert isinstance(result, ClaimAccepted) and result in told
    assert s.match.rounds_completed == 1


def test_undo_after_an_accepted_claim_goes_back_to_the_claim_in_one_step():
    """The claim plays out the rest, declarer's and dummy's cards too: none of them is a
    place undo stops at. One undo: the position of the claim, the claim undone; one redo:
    forward to where the table was."""
    s = declaring(1)
    at_claim = s.match.to_record()
    plays = len(s.match.current.plays)
    assert isinstance(s.claim(0), ClaimAccepted)  # claiming none of them always stands
    assert s.match.rounds_completed == 1
    after = s.match.to_record()
    assert s.undo()
    assert s.match.to_record() == at_claim and len(s.match.current.plays) == plays
    assert s.human_decision() is not None and s.can_claim  # the claim's moment again
    assert s.redo() and s.match.rounds_completed == 1
    assert s.match.to_record()["rounds"][0] == after["rounds"][0]  # the deal played out
    assert s.undo() and s.match.to_record() == at_claim


def test_claims_mean_nothing_outside_minibridge_declarer_play():
    s = TableSession("bugger-bridge", seats(4), seed=3)
    s.play_computers()
    assert not s.can_claim and s.claim(1) is None and s.tricks_left() == 0
    m = TableSession("minibridge", seats(4), seed=1)
    m.play_computers()
    assert m.match.current.phase == "announcing" and not m.can_claim


def test_save_and_resume_keep_the_table(tmp_path):
    s = TableSession("bugami", [SeatConfig("You", human=True), SeatConfig("Ada", level="random"),
                                SeatConfig("Ben"), SeatConfig("Cy")], seed=12)
    s.play_computers()
    s.practice = True
    path = tmp_path / "game.cardtable"
    save_session(s, path)
    again = load_session(path)
    assert again.match.to_record() == s.match.to_record()
    assert again.seats == s.seats and again.seed == 12 and again.practice and again.instance == s.instance
    bare = tmp_path / "bare.cardtable"
    bare.write_text(json.dumps(s.match.to_record()))
    plain = load_session(bare)  # a record without the table's part: first seat human
    assert [c.human for c in plain.seats] == [True, False, False, False] and not plain.practice


def test_a_failed_autosave_is_told_and_play_goes_on(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("")
    s = TableSession("bugami", computers(4), seed=3, autosave=blocked / "auto.cardtable")
    told = []
    s.listeners.append(told.extend)
    s.advance()
    assert s.match.finished and any(isinstance(e, AutosaveFailed) for e in told)


def test_play_session_stops_where_asked():
    s = TableSession("dumb-bunny", seats(4), seed=6)
    played = []
    s.listeners.append(lambda events: played.extend(e for e in events if isinstance(e, CardPlayed)))
    stop = random.Random(1).randrange(5, 30)
    play_session(s, until=lambda t: len(played) >= stop)
    assert len(played) == stop


def test_the_suite_plays_every_game_the_engine_supports():
    from cardtable.engine import get_game, supported_games

    assert list(GAMES) == list(supported_games())
    for game, counts in GAMES.items():
        assert set(counts) <= set(get_game(game).player_counts)


@pytest.mark.parametrize("seed", [1, 2])
def test_after_a_resume_undo_skips_a_claims_play_out_as_before(seed):
    """A record does not say where a claim was made, so the save does (``claims`` in its
    table part): after a resume, undo goes back over the play-out to the claim in one step,
    as it does in the match never interrupted, and a new card there forgets the claim."""
    s = declaring(seed)
    at_claim = s.match.to_record()
    assert isinstance(s.claim(0), ClaimAccepted)
    play_session(s, until=lambda t: t.human_decision() is not None and t.match.rounds_completed >= 1
                 and t.match.current is not None and t.match.current.phase == "play"
                 and len(t.match.current.plays) >= 4)
    assert not s.match.finished  # (undo stops at a match's end)
    saved = dict(s.match.to_record(), table=saving.table_info(s))
    assert saved["table"]["claims"]
    resumed = session_from_record(json.loads(json.dumps(saved)))
    live, again = [], []
    for table, places in ((s, live), (resumed, again)):
        while table.undo():
            places.append(table.match.to_record())
    assert again == live and at_claim in live
    # Back at the claim, a card played instead: the claim is gone from the save.
    while resumed.match.to_record() != at_claim:
        assert resumed.redo()
    d = resumed.human_decision()
    resumed.submit(resumed.view(d.actor).legal[0], d.turn)
    assert "claims" not in saving.table_info(resumed)


def test_no_undo_once_the_match_is_over():
    """Undo at a match's end took it back into its last deal, while the statistics and the
    list of recent matches already held it as finished; after a restart the start screen
    offered "Continue" beside the same match listed as over (a player's review)."""
    s = TableSession("bugger-bridge", seats(3), seed=5)
    play_session(s, until=lambda t: t.match.rounds_completed >= 1 and t.human_decision() is not None)
    assert s.can_undo
    play_session(s, until=lambda t: t.match.finished)
    before = s.match.to_record()
    assert not s.can_undo and not s.undo()
    assert s.match.to_record() == before and not s.practice
