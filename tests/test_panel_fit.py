"""The decision panel floats in free felt: for every game and player count, in a window
opened on a 1024×700 screen (921×630), a 1024×700 window and a 1600×1000 one, the panel the
person decides in covers no seat plate, no stock, turn-up or turnip and no card of the trick,
and stays inside the felt. A hinted bid wears the hint's ring (not the focus outline) and its
reason stands beside the panel.

Each match is started in a real window and played (computers at random, the person by
first choice) to the person's first decision that is not a card.
"""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from PySide6.QtCore import QRectF, Qt

from cardtable.session import SeatConfig
from cardtable.ui.decision_look import DENSITIES
from cardtable.ui.hint_callout import HintRing
from cardtable.ui.new_game import GameSetup
from cardtable.ui.table_layout import CARD_HEIGHT_RATIO, PLATE_HEIGHT, place_panel

from .conftest import label_lines, make_window, no_trumps, play_session, window_turn

SIZES = [(921, 630), (1024, 700), (1600, 1000)]
TABLES = [
    ("bugger-bridge", 3), ("bugger-bridge", 4), ("bugger-bridge", 6), ("bugger-bridge", 10),
    ("bugami", 3), ("bugami", 5), ("bugami", 7), ("bleeding-hearts", 3), ("minibridge", 4),
]
NAMES = ("Ada", "Benedikt", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo")


@pytest.fixture
def window(qtbot, tmp_path):
    return make_window(qtbot, tmp_path, size=None)


def to_first_decision(qtbot, window, game: str, n: int, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    seats = (SeatConfig("You", human=True), *(SeatConfig(NAMES[i], level="random") for i in range(n - 1)))
    window.start(GameSetup(game=game, seats=seats, options={}, seed=5))
    qtbot.waitUntil(lambda: window_turn(window), timeout=20000)
    s = window.session
    assert s.view(s.human_decision().actor).phase != "play"  # every table here opens with a bid
    qtbot.waitUntil(lambda: window.panel.isVisible())


def on_felt(window, widget) -> QRectF:
    """A widget over the table's viewport, in scene coordinates."""
    g = widget.geometry()
    return window.view.mapToScene(g).boundingRect()


def things_to_keep_in_sight(scene) -> list[tuple[str, QRectF]]:
    out = []
    for slot, plate in enumerate(scene.plates):
        w = plate.width
        out.append((f"plate {slot}", plate.mapRectToScene(QRectF(-w / 2, -PLATE_HEIGHT / 2, w, PLATE_HEIGHT))))
    for name, item in [*(("stock", i) for i in scene.stock), ("turn-up", scene.turn_up), ("turnip", scene.turnip),
                       *(("trick card", i) for _, i in scene.trick)]:
        if item is not None:
            out.append((name, item.sceneBoundingRect()))
    for item in scene.hands[0]:
        w = item.width
        out.append(("your hand", item.mapRectToScene(QRectF(-w / 2, -w * CARD_HEIGHT_RATIO / 2, w,
                                                              w * CARD_HEIGHT_RATIO))))
    return out


@pytest.mark.parametrize(("game", "n"), TABLES)
def test_the_decision_panel_covers_no_plate_no_pile_and_no_trick(qtbot, window, game, n):
    to_first_decision(qtbot, window, game, n, SIZES[0])
    for size in SIZES:  # the window resized with the decision on show: the panel moves and packs anew
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: window.width() == size[0] and window.panel.isVisible())

        def settled(size=size) -> None:
            """The panel's place once the resize has been laid out (on a loaded machine the
            table and the panel are placed a few events after the window takes its size)."""
            panel = on_felt(window, window.panel)
            assert window.scene.sceneRect().contains(panel), (game, n, size, "panel off the felt")
            for what, rect in things_to_keep_in_sight(window.scene):
                assert not panel.intersects(rect), (game, n, size, f"the panel covers {what}", panel, rect)

        qtbot.waitUntil(settled, timeout=3000)
        current = window.panel.current
        assert current is not None and current.heading.isVisible() and current.confirm.isVisible()
        assert current.heading.text()  # what to do now stays said, however tight the panel


def test_a_roomy_table_gets_the_roomy_panel_and_a_crowded_one_a_tighter_one(qtbot, window):
    to_first_decision(qtbot, window, "minibridge", 4, SIZES[2])
    assert window.panel.density == 0 and window.panel.current.note.isVisible()
    to_first_decision(qtbot, window, "bugger-bridge", 10, SIZES[0])
    assert window.panel.density > 0
    if DENSITIES[window.panel.density].fold:  # the notes fold into the heading's tool tip, not lost
        assert not window.panel.current.note.isVisible()
        assert "card" in window.panel.current.heading.toolTip()


def test_place_panel_finds_free_felt_or_says_there_is_none():
    felt = QRectF(0, 0, 600, 400)
    plates = [QRectF(0, 0, 600, 100), QRectF(0, 300, 600, 100)]
    spot = place_panel(felt, 300, 150, plates, [], felt.center())
    assert spot is not None and not any(spot.intersects(p) for p in plates) and felt.contains(spot)
    assert place_panel(felt, 300, 250, plates, [], felt.center()) is None
    # the soft obstacles give way when nothing else would do
    soft = [QRectF(0, 100, 600, 200)]
    assert place_panel(felt, 300, 150, plates, soft, felt.center()) is not None


@pytest.mark.parametrize(("game", "n", "size"), [("bugger-bridge", 4, SIZES[0]), ("bugami", 3, SIZES[0]),
                                                  ("bleeding-hearts", 3, SIZES[1]), ("bleeding-hearts", 3, SIZES[2])])
def test_the_hinted_bid_wears_the_hint_ring_with_its_reason_beside_the_panel(qtbot, window, game, n, size):
    to_first_decision(qtbot, window, game, n, size)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: window.last_hint is not None, timeout=30000)
    action, text = window.last_hint
    current = window.panel.current
    control = current.control_for(action)
    assert control is not None and current.hinted is control
    rings = [r for r in current.findChildren(HintRing) if r.isVisible()]
    assert len(rings) == 1 and rings[0].target is control
    assert rings[0].geometry().contains(control.geometry())  # around the control, not elsewhere
    bubble = window.hint_bubble
    assert bubble.isVisible() and bubble.text().replace("\u00a0", " ") == text  # (short words kept together)
    assert not bubble.geometry().intersects(window.panel.geometry())  # beside the panel, not over it
    # Its tail points at the ringed control from the edge facing it, straight above or below
    # it as far as the bubble reaches: at 1024×700 Bleeding Hearts' bubble found room only
    # over the others' hands, well above the panel, and stood apart without one.
    tip = bubble.tail_tip()
    aim = control.mapTo(window.view.viewport(), control.rect().center())
    box = bubble.geometry()
    assert tip is not None and not window.panel.geometry().contains(tip.toPoint())
    assert abs(tip.x() - min(max(aim.x(), box.left() + 20), box.right() - 19)) <= 1, (tip, aim, box)
    facing = box.bottom() + 1 if aim.y() > box.center().y() else box.top()
    assert tip.y() == facing, (tip, box, aim)
    # The person takes the hint (a click on the ringed control, Enter): the ring and bubble go.
    qtbot.mouseClick(control, Qt.MouseButton.LeftButton)
    qtbot.keyClick(control, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not bubble.isVisible())
    assert not [r for r in current.findChildren(HintRing) if r.isVisible()]


def test_minibridge_says_where_the_deal_is_before_there_are_trumps(qtbot, window):
    """While points are announced there is no contract, so no "No trumps" either."""
    to_first_decision(qtbot, window, "minibridge", 4, SIZES[0])
    s = window.session
    assert s.view(0).phase == "announcing"
    def headline() -> str:  # wrapped to the corner's room: the words, not the lines
        return " ".join(window.scene.trump_text.text().split())

    assert headline() == "Points being announced"

    play_session(s, lambda s: s.view(0).info.contract is not None, window=window, qtbot=qtbot)
    qtbot.waitUntil(lambda: headline() != "Points being announced")
    strain = s.view(0).info.contract.strain
    said = headline()
    assert said == "No trumps" if strain == "NT" else said.startswith("Trumps: ")


def test_a_small_table_folds_the_notes_before_it_drops_the_tokens_names(qtbot, window):
    """The Bleeding Hearts bid panel on the table of the app opened on a 1024×700 screen
    says what Turnip and Doublets do: the Doublets toggle ends the suits' row (a row of its
    own cost the scoring note its room). Where even that does not fit, the side notes
    fold into the heading's tool tip before the scoring goes, and the tokens keep their size
    and their names ("Spades", "Turnip"): before, the whole panel shrank and the Turnip was a
    bare "?"."""
    from cardtable.ui.decision_widget import SuitToken

    to_first_decision(qtbot, window, "bleeding-hearts", 3, SIZES[0])
    current = window.panel.current
    assert current.scoring.isVisible() and "Doublets doubles it" in current.scoring.text()
    assert current.doublets_button.isVisible()
    token = current.tokens["turnip"]
    assert token.y() <= current.doublets_button.y() <= token.y() + token.height()  # beside the Turnip
    tokens = [t for t in current.findChildren(SuitToken) if t.isVisible()]
    assert len(tokens) == 5 and all(t.caption_font() is not None for t in tokens)
    for level in range(len(DENSITIES)):  # each folding density keeps what it says it keeps
        window.panel.set_density(level)
        density = DENSITIES[level]
        assert current.note.isVisible() == (not density.fold)
        assert current.scoring.isVisible() == (not density.fold or density.keep)
        if density.fold:
            assert "Bids are secret" in current.heading.toolTip()  # folded, not lost


def test_what_the_others_announced_stays_on_a_small_table_in_french(qtbot, qapp, tmp_path):
    """In French at 1024x700 the heading takes two lines, and the announcing panel packed
    tighter: "Announced so far" folded away with the reminders. What the others announced is
    the table's state, not a reminder: it stays, the keys' reminder goes first."""
    from cardtable.ui.translations import install_translator, remove_translators

    assert install_translator(qapp, "fr") == "fr"
    try:
        window = make_window(qtbot, tmp_path, size=None)
        window.resize(*SIZES[0])
        qtbot.waitUntil(lambda: window.width() == SIZES[0][0])
        seats = (SeatConfig("Vous", human=True), *(SeatConfig(NAMES[i], level="random") for i in range(3)))
        window.start(GameSetup(game="minibridge", seats=seats, options={}, seed=4))
        qtbot.waitUntil(lambda: window_turn(window) and window.panel.isVisible(), timeout=20000)
        current = window.panel.current
        assert current.announced.text().startswith("Annoncé jusqu’ici")  # a computer announced first
        assert window.panel.density > 0  # the table is tight: reminders fold
        assert current.announced.isVisible()
    finally:
        remove_translators(qapp)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_the_bleeding_hearts_bid_panel_keeps_its_size_and_its_buttons_text_while_choosing(
        qtbot, qapp, tmp_path, lang, size):
    """The Doublets toggle and the Bid button are as wide as their text whatever is chosen,
    and the panel keeps its size and place while the person tries one bid and another. In
    French at 1600×1000 the keys' hint and both buttons outgrew the panel and the buttons
    read "ɔublets ›" and "nnoncer ♠ Doublet"; in English the panel changed size and moved
    between a suit with Doublets and Turnip."""
    from cardtable.ui.translations import install_translator, remove_translators

    if lang == "fr":
        assert install_translator(qapp, "fr") == "fr"
    try:
        window = make_window(qtbot, tmp_path, size=None)
        window.resize(*size)
        qtbot.waitUntil(lambda: window.width() == size[0])
        seats = (SeatConfig("You", human=True), *(SeatConfig(NAMES[i], level="random") for i in range(2)))
        window.start(GameSetup(game="bleeding-hearts", seats=seats, options={}, seed=4))
        qtbot.waitUntil(lambda: window_turn(window) and window.panel.isVisible(), timeout=20000)
        current = window.panel.current
        places = set()
        for step in (lambda: None, lambda: current.select("S"), current.toggle_doublets,
                     lambda: current.select("H"), lambda: current.select("turnip"), lambda: current.select("D")):
            step()
            qtbot.wait(20)
            places.add(window.panel.geometry().getRect())
            for button in (current.doublets_button, current.confirm):
                assert button.width() >= button.sizeHint().width(), (button.text(), button.width())
        assert current.confirm.text() in ("Bid ♦ Diamonds", "Annoncer ♦ Carreau")
        assert len(places) == 1, places
    finally:
        remove_translators(qapp)


def to_the_contract(qtbot, window) -> None:
    """Minibridge in a 1024×700 window up to the person's choice of contract (seed 1: the
    person declares)."""
    window.resize(*SIZES[1])
    qtbot.waitUntil(lambda: window.width() == SIZES[1][0])
    seats = (SeatConfig("You", human=True), *(SeatConfig(name, level="random") for name in ("Ada", "Ben", "Cleo")))
    window.start(GameSetup(game="minibridge", seats=seats, options={}, seed=1))
    play_session(window.session, lambda s: s.view(0).phase == "contract", no_trumps, window=window, qtbot=qtbot)
    qtbot.waitUntil(lambda: window_turn(window) and window.panel.isVisible())


def assert_whole_phrases(label, what) -> None:
    """``label`` shows one line, or lines each ending a phrase; never a word alone on a line."""
    from cardtable.ui.decision_widget import PHRASE_ENDS

    lines = label_lines(label)
    for line in lines:
        assert len(line.split()) > 1, (what, "a word alone on a line", lines)
    for line in lines[:-1]:
        assert line[-1] in PHRASE_ENDS, (what, "broken inside a phrase", lines)


@contextmanager
def in_language(qapp, language: str):
    """The app's texts in ``language`` ("en" or "fr") inside the block."""
    from cardtable.ui.translations import install_translator, remove_translators

    if language == "fr":
        assert install_translator(qapp, "fr") == "fr"
    try:
        yield
    finally:
        remove_translators(qapp)


def at_each_size(qtbot, window):
    """The window at 1024×700, then the other sizes, the panel shown at each."""
    for size in (SIZES[1], SIZES[0], SIZES[2]):
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: window.width() == size[0] and window.panel.isVisible())
        qtbot.wait(1)
        yield size


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_contract_panels_heading_breaks_only_after_a_phrase(qtbot, qapp, window, language):
    """"You are declarer: choose the contract" wrapped in a 1024×700 window with "contract"
    alone on its second line. A heading is one line, or breaks after the end of a phrase
    (the colon: "You are declarer:" / "choose the contract"), never leaving a word alone."""
    with in_language(qapp, language):
        to_the_contract(qtbot, window)
        for size in at_each_size(qtbot, window):
            heading = window.panel.current.heading
            assert " ".join(heading.text().split()).startswith(("You are declarer", "Vous êtes le déclarant"))
            assert_whole_phrases(heading, (language, size))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_contract_panels_target_line_breaks_only_after_a_phrase(qtbot, qapp, window, language):
    """The line saying what to choose and the tricks it needs wrapped at 1024×700 with "game"
    alone on its second line ("Choose a strain, then part-score or" / "game"): it breaks after
    a phrase ("Choose a strain," / "then part-score or game"), whatever has been chosen."""
    from cardtable.ui.translations import install_translator, remove_translators

    if language == "fr":
        assert install_translator(qapp, "fr") == "fr"
    try:
        to_the_contract(qtbot, window)
        widget = window.panel.current
        for strain, game in ((None, None), ("H", None), ("NT", None), ("NT", False), ("C", True)):
            if strain is not None:
                widget.select_strain(strain)
            if game is not None:
                widget.select_level(game)
            for size in (SIZES[1], SIZES[0], SIZES[2]):
                window.resize(*size)
                qtbot.waitUntil(lambda size=size: window.width() == size[0] and window.panel.isVisible())
                qtbot.wait(1)
                assert window.panel.current is widget
                assert_whole_phrases(widget.target_label, (language, size, strain, game))
    finally:
        remove_translators(qapp)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_contract_panels_note_never_ends_a_paragraph_on_a_word_or_two(qtbot, qapp, window, language):
    """"You hold 18 points and dummy Ben (North) holds 4:" / "22 together." at 1024×700: a
    wrapped paragraph of a panel's notes ends on a phrase, not on a word or two."""
    with in_language(qapp, language):
        to_the_contract(qtbot, window)
        for size in at_each_size(qtbot, window):
            lines = label_lines(window.panel.current.side_label)
            assert len(lines) >= 2, lines
            for line in lines:
                assert len(line) >= 15, (language, size, lines)


def test_no_widow_joins_a_paragraphs_last_words_and_keeps_its_markup():
    from cardtable.ui.decision_widget import no_widow

    said = no_widow("You hold 18 points and dummy Ben (North) holds 4: 22 together.<br>Short line here.")
    assert said == "You hold 18 points and dummy Ben (North) holds\u00a04:\u00a022\u00a0together.<br>Short line here."
    # Nor does a line end on a word of one or two letters: it goes down with the tail.
    said = no_widow("Vous avez 18 points et le mort Ben (Nord) en a 4\u00a0: 22 à vous deux.")
    assert said.endswith("(Nord) en\u00a0a\u00a04\u00a0:\u00a022\u00a0à\u00a0vous\u00a0deux."), repr(said)
    # Tags and entities count as what they show, and their spaces are left alone.
    said = no_widow('Lead a <span style="color:#c00">♥</span> or a &amp; then anything at all, now')
    assert said == 'Lead a <span style="color:#c00">♥</span> or a &amp; then anything\u00a0at\u00a0all,\u00a0now'
    # An honour's letter stays with its value anywhere ("count again (A" / "4, K 3 …").
    said = no_widow("Count your points with A 4, K 3, Q 2 and J 1 before you announce them to the table, please.")
    assert "A\u00a04, K\u00a03, Q\u00a02 and J\u00a01 before" in said, repr(said)


@pytest.mark.parametrize(("n", "size"), [(6, (1024, 700)), (7, (1024, 700)), (10, (1024, 700))])
def test_the_line_under_the_trick_keeps_off_the_side_seats_plates(qtbot, window, n, size):
    """"Round over — everyone but You, Cleo scored 50" ran across Ada's and Eve's plates at
    six players on a 1024×700 window (a player's review): it wraps between the side seats."""
    game = "bugger-bridge" if n == 10 else "bugami"
    to_first_decision(qtbot, window, game, n, size)
    scene = window.scene
    scene.show_message("Round over — everyone but You, Cleo, Ada and Benedict scored 50")
    words = scene.message.sceneBoundingRect()
    assert scene.message.text().count("\n") <= 2, scene.message.text()
    for slot, plate in enumerate(scene.plates):
        assert not words.intersects(plate.sceneBoundingRect()), (slot, words, plate.sceneBoundingRect())
    assert scene.sceneRect().contains(words)
