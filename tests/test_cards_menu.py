"""View ▸ Cards names the backs by what they look like and gives every item a key."""

from __future__ import annotations

import re

from cardtable.ui import card_art

from .conftest import make_window


def test_the_cards_menu_reads_as_words_with_a_key_each(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path / "w")
    view = next(a.menu() for a in w.menuBar().actions() if a.text() == "&View")
    cards = next(a.menu() for a in view.actions() if a.menu() is not None and a.text() == "&Cards")
    texts = [a.text() for a in cards.actions() if not a.isSeparator()]
    assert not [t for t in texts if re.fullmatch(r"Back: \w+", t) or t.split()[-1] in card_art.BACKS]
    ours = [t for t in texts if "cards" in t or "back" in t]
    assert len(ours) == 6
    keys = [re.search(r"&(\w)", t).group(1).lower() for t in texts if "&" in t]
    assert len(keys) >= 5 and len(keys) == len(set(keys))
    back = next(a for a in cards.actions() if a.text() == "Burgundy rosette back")
    back.trigger()
    assert w.scene.deck_style.back == "rosette"
