"""Bugger Bridge's stock and turned-up trump lie in the felt's corner under a "Trumps"
caption, away from the trick, so the turn-up is never taken for a played card."""

from __future__ import annotations

import pytest

from cardtable.engine.actions import Play

from . import test_panel_fit
from .conftest import play_session
from .test_panel_fit import to_first_decision

window = test_panel_fit.window  # the same real window, speed 0


@pytest.mark.parametrize(("n", "size"), [(4, (921, 630)), (10, (1600, 1000))])
def test_the_turn_up_lies_in_a_corner_under_its_caption_not_in_the_trick(qtbot, window, n, size):
    to_first_decision(qtbot, window, "bugger-bridge", n, size)
    scene = window.scene
    assert scene.turn_up is not None and scene.stock_caption.text() == "Trumps"
    felt, trick = scene.sceneRect(), scene.geometry.trick_area
    piles = [scene.turn_up.sceneBoundingRect(), *(i.sceneBoundingRect() for i in scene.stock)]
    caption = scene.stock_caption.sceneBoundingRect()
    for rect in (*piles, caption):
        assert felt.contains(rect) and not rect.intersects(trick), (rect, trick)
    assert caption.top() >= scene.turn_up.sceneBoundingRect().center().y()  # the caption is under it
    assert scene.turn_up.sceneBoundingRect().center().x() > felt.center().x()  # in the right-hand corner
    # Once cards are played, none of the trick lies over the corner's cards.
    s = window.session
    play_session(s, lambda s: len(scene.trick) >= 2, window=window, qtbot=qtbot,
                 human=lambda v: next(a for a in v.legal if isinstance(a, Play)) if v.phase == "play" else v.legal[0])
    for _, item in scene.trick:
        assert not any(item.sceneBoundingRect().intersects(p) for p in piles)
