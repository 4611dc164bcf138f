"""Sound (issue 15, item 7): our own generated sounds, off by default, one click in the View
menu to turn on (remembered), and then heard at the deal, each card, each trick and the
end of a round. The system's player is replaced by a recorder: CI has no audio device."""

from __future__ import annotations

import io
import wave

from PySide6.QtCore import QSettings

from cardtable.session import SeatConfig
from cardtable.ui.main_window import MainWindow
from cardtable.ui.new_game import GameSetup
from cardtable.ui.sound import RATE, SOUNDS, Sounds, samples, wav_bytes

from .conftest import window_turn


def test_every_sound_is_a_short_clean_wav_made_the_same_way_each_time():
    for name in SOUNDS:
        data = wav_bytes(name)
        assert data == wav_bytes(name)  # no randomness from outside: the same file every run
        with wave.open(io.BytesIO(data)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
            seconds = w.getnframes() / RATE
            assert 0.05 < seconds < 1.0, (name, seconds)
        peak = max(abs(v) for v in samples(name))
        assert 0.1 < peak <= 1.0, (name, peak)  # audible, not clipped
    assert len({wav_bytes(n) for n in SOUNDS}) == len(SOUNDS)


def test_a_silent_system_is_no_error():
    sounds = Sounds(enabled=True)
    sounds._find_backend = lambda: None  # no player, no device
    sounds.play("deal")
    sounds.play("play")
    assert sounds.played == ["deal", "play"]


def make(qtbot, tmp_path) -> MainWindow:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    heard: list[str] = []
    w.sounds.backend = heard.append  # a recorder instead of the speakers
    w.heard = heard
    return w


def sound_action(w: MainWindow):
    view = next(a for a in w.menuBar().actions() if a.text() == "&View")
    return next(a for a in view.menu().actions() if a.text() == "S&ound")


def play_a_round(qtbot, w: MainWindow) -> None:
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    w.start(GameSetup(game="bugger-bridge", seats=seats, options={}, seed=2))
    s = w.session
    while not s.match.round_scores:
        qtbot.waitUntil(lambda: window_turn(w) or bool(s.match.round_scores), timeout=20000)
        if window_turn(w):
            view = s.view(s.pending().actor)
            w._decision_chosen(view.legal[0]) if view.phase != "play" else w._card_chosen(view.legal[0].card)
    qtbot.waitUntil(lambda: not w.animator.busy, timeout=10000)


def test_sound_is_off_until_the_view_menu_turns_it_on_and_it_is_remembered(qtbot, tmp_path):
    w = make(qtbot, tmp_path)
    action = sound_action(w)
    assert action.isCheckable() and not action.isChecked()
    play_a_round(qtbot, w)
    assert w.heard == []  # off by default: not a sound
    action.trigger()
    assert w.settings.value("table/sound", type=bool)
    play_a_round(qtbot, w)
    for name in ("deal", "play", "trick", "round"):
        assert name in w.heard, (name, w.heard)
    first_trick = w.heard[:w.heard.index("trick")]  # the next round may already be under way
    assert first_trick.count("play") == 4, w.heard  # round 1: one card each, then its trick
    again = make(qtbot, tmp_path)
    assert sound_action(again).isChecked() and again.sounds.enabled
    sound_action(again).trigger()
    assert not again.sounds.enabled and not again.settings.value("table/sound", type=bool)
