"""Bugger Bridge's stock and turned-up trump lie in the felt's corner under a "Trumps"
caption, away from the trick, so the turn-up is never taken for a played card."""

from __future__ import annotations

import pytest

from cardtable.engine.actions import Play

from . import test_panel_fit
from .conftest import play_session
from .test_panel_fit import to_first_decision

window = test_panel_fit.window  # the same real window, speed 0


@pytest.mark.parametrize(("n", "size"), [(4, (921, 630)), (10, (1600, 1000)), (6, (1024, 700))])
def test_the_turn_up_lies_in_a_corner_under_its_caption_not_in_the_trick(qtbot, window, n, size):
    to_first_decision(qtbot, window, "bugger-bridge", n, size)
    scene = window.scene
    assert scene.turn_up is not None and scene.stock_caption.text() == "Trumps"
    felt, trick = scene.sceneRect(), scene.geometry.trick_area
    piles = [scene.turn_up.sceneBoundingRect(), *(i.sceneBoundingRect() for i in scene.stock)]
    caption = scene.stock_caption.sceneBoundingRect()
    for rect in (*piles, caption):
        assert felt.contains(rect) and not rect.intersects(trick), (rect, trick)
    # Named beside its pile, never over its cards nor a hand or a plate (at six players on a
    # 1024×700 window "Trumps" sat on the stock's backs, Dev's hand below the pile).
    assert not any(caption.adjusted(1, 1, -1, -1).intersects(r) for r in piles), caption
    assert not any(caption.intersects(card.sceneBoundingRect()) for hand in scene.hands for card in hand)
    assert not any(caption.intersects(plate.sceneBoundingRect()) for plate in scene.plates)
    assert scene.turn_up.sceneBoundingRect().center().x() > felt.center().x()  # in the right-hand corner
    # Once cards are played, none of the trick lies over the corner's cards.
    s = window.session
    play_session(s, lambda s: len(scene.trick) >= 2, window=window, qtbot=qtbot,
                 human=lambda v: next(a for a in v.legal if isinstance(a, Play)) if v.phase == "play" else v.legal[0])
    for _, item in scene.trick:
        assert not any(item.sceneBoundingRect().intersects(p) for p in piles)


@pytest.mark.parametrize(("n", "size"), [(5, (1024, 700)), (7, (1600, 1000)), (3, (1600, 1000)), (6, (1600, 1000)),
                                         (6, (1024, 700))])
def test_bugamis_undealt_cards_lie_in_the_corner_and_leave_nothing_when_gathered(qtbot, window, n, size):
    """In the middle of the trick's ring the face-down pile read as a card played face down,
    and once the last trick took it its caption's dark backing stayed on the felt as a dot
    (a player's review)."""
    to_first_decision(qtbot, window, "bugami", n, size)
    scene = window.scene
    assert scene.stock and scene.stock_caption.text() == f"Undealt ({52 % n})"
    felt, trick = scene.sceneRect(), scene.geometry.trick_area
    caption = scene.stock_caption.sceneBoundingRect()
    for rect in (*(i.sceneBoundingRect() for i in scene.stock), caption):
        assert felt.contains(rect) and not rect.intersects(trick), (rect, trick)
    stock = scene.stock[0].sceneBoundingRect()
    assert stock.center().x() > felt.center().x() and stock.center().y() < trick.top()  # the top right-hand corner
    # Named beside it, under it where there is room, and no hand or plate covers a letter
    # (at three and six players the top right-hand seat's cards hid "Und" of "Undealt").
    assert caption.intersects(stock.adjusted(-60, -20, 60, 40)), (caption, stock)
    assert not any(caption.adjusted(1, 1, -1, -1).intersects(i.sceneBoundingRect()) for i in scene.stock)
    for slot, cards in enumerate(scene.hands):
        for card in cards:
            assert not caption.intersects(card.sceneBoundingRect()), ("a hand over the caption", slot)
    for plate in scene.plates:
        assert not caption.intersects(plate.sceneBoundingRect()), "a plate over the caption"
    # A caption once laid across its pile (no room beside it) keeps no backing when its pile goes.
    scene.stock_caption.set_backed(True)
    s = window.session
    play_session(s, lambda s: not scene.stock, window=window, qtbot=qtbot,
                 human=lambda v: next(a for a in v.legal if isinstance(a, Play)) if v.phase == "play" else v.legal[0])
    scene.relayout()
    assert scene.stock_caption.text() == "" and not scene.stock_caption.backed
    assert scene.stock_caption.boundingRect().isEmpty()
