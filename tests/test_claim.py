"""Claims: checked double-dummy; a sound claim is played out, an unsound one shows the
defence that beats it."""

from __future__ import annotations

import random

from PySide6.QtCore import QSettings

from cardtable.ai.dds import solve_position
from cardtable.analysis.claim import check_claim, declarer_side_to_play, remaining_tricks
from cardtable.engine import Match
from cardtable.engine.actions import Announce, ChooseContract
from cardtable.engine.cards import hcp
from cardtable.session import SeatConfig
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import GameSetup


def declaring_match(seed: int) -> Match:
    """A Minibridge deal played until it is the declaring side's turn to play."""
    rng = random.Random(seed)
    while True:
        m = Match("minibridge", ["N", "E", "S", "W"], first_dealer=0)
        m.deal(rng)
        rnd = m.current
        while rnd.phase == "announcing":
            m.apply(Announce(rnd.to_act, hcp(rnd.dealt[rnd.to_act])))
        if rnd.redeal:
            continue
        m.apply(ChooseContract(rnd.declarer, "NT", False))
        while not declarer_side_to_play(rnd):
            m.apply(rnd.legal_actions()[0])
        return m


def test_a_claim_is_measured_against_the_best_defence():
    m = declaring_match(3)
    rnd = m.current
    best = max(solve_position(rnd.hands, rnd.trump, rnd.leader, list(rnd.trick)).values())
    check = check_claim(rnd, remaining_tricks(rnd))
    assert check.possible == best
    assert check.stands == (best == remaining_tricks(rnd))
    assert len(check.line) == sum(h.bit_count() for h in rnd.hands)
    assert rnd.plays == m.current.plays  # the check played on a copy
    assert check_claim(rnd, 0).stands


def test_claiming_in_the_window_plays_out_or_refuses(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    w.start(GameSetup(game="minibridge", seats=seats, options={}, seed=1))  # seed 1: North (you) declares
    s = w.session
    rnd = None
    for _ in range(60):
        qtbot.waitUntil(lambda: s.pending() is not None and s.pending().human and w._presented_turn == s.turn,
                        timeout=20000)
        rnd = s.match.current
        if declarer_side_to_play(rnd):
            break
        view = s.view(s.pending().actor)
        if view.phase == "announcing":
            w._decision_chosen(Announce(view.seat, hcp(rnd.dealt[view.seat])))
        elif view.phase == "contract":
            w._decision_chosen(ChooseContract(view.seat, "NT", False))
    left = remaining_tricks(rnd)
    w.claim(left + 0)  # all of them: stands only if double dummy agrees
    if not w.last_claim.stands:
        assert "Claim refused" in w.statusBar().currentMessage()
        w.claim(w.last_claim.possible)  # what the defence concedes always stands
    assert w.last_claim.stands
    assert s.match.rounds_completed == 1
