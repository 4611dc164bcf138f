"""The round's end is said on the table ("Round over — most this round: …") with the score
sheet and the trick history already showing the round's last trick: a player reviewing the
screen saw the banner beside a sheet of "0 of 0" and an empty trick history, and in watch
mode the two disagreed for the whole pause between rounds."""

from __future__ import annotations

from tests.conftest import make_window, play_session
from tests.test_ui_flow import start


def test_the_sheet_and_the_history_show_the_round_when_its_end_is_said(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    start(w, "bugger-bridge", 3)
    seen: list[tuple[int, bool]] = []
    say = w.scene.show_message

    def spy(text, *args, **kwargs):
        if text.startswith("Round over"):
            model = w.sheet._model  # the sheet shown, against the sheet the scored round makes
            seen.append((w.history.list.count(), model.sheet == model.build()))
        return say(text, *args, **kwargs)

    w.scene.show_message = spy
    play_session(w.session, until=lambda s: len(s.match.round_scores) >= 2, window=w, qtbot=qtbot)
    qtbot.waitUntil(lambda: len(seen) >= 2, timeout=10_000)
    # Round 1 deals one card each (one trick); round 2 two. The summary waits for the
    # player, so the match is still at the round just scored.
    assert seen == [(1, True), (2, True)]
