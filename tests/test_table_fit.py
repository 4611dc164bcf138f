"""The table fits the window: in a small (1024×700) and a large (1600×1000) window, for every
game and player count, no two name plates overlap, no plate lies on a hand or the trick,
the human's whole hand is on the felt, no plate cuts its text short, and the score sheet
fills its dock, never scrolls sideways and cuts no text short. Minibridge seats the person
South, partner North opposite, and lays an exposed dummy out by suits; its chart draws
North–South against East–West.

Each match is played headlessly to the moment shown, then drawn in a real main window.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF, QSettings, Qt
from PySide6.QtGui import QFontMetricsF, QPalette
from PySide6.QtWidgets import QLabel

from cardtable.engine.actions import Play
from cardtable.engine.games.minibridge import MinibridgeInfo
from cardtable.session import SeatConfig, TableSession
from cardtable.ui.dock_share import DONOR_MIN
from cardtable.ui.line_wrap import wrap_lines
from cardtable.ui.main_window import MainWindow
from cardtable.ui.sheet_model import WINNER_MARK
from cardtable.ui.table_layout import CARD_HEIGHT_RATIO, INDEX_HEIGHT, INDEX_WIDTH, PLATE_HEIGHT, READABLE_WIDTH
from cardtable.ui.table_scene import WINNER_KEY, WINNER_SCALE, unmark_winner

from .conftest import label_lines, open_played, play_session, window_turn

SIZES = [(921, 630), (1024, 700), (1600, 1000)]  # the first: the app opened on a 1024×700 screen
TABLES = [
    ("bugger-bridge", 3), ("bugger-bridge", 4), ("bugger-bridge", 6), ("bugger-bridge", 10),
    ("bugami", 3), ("bugami", 4), ("bugami", 5), ("bugami", 6), ("bugami", 7),
    ("bleeding-hearts", 3), ("minibridge", 4), ("dumb-bunny", 4), ("dumb-bunny", 8),
]
NAMES = ("Ada", "Benedikt", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo")


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=tmp_path / "autosave.cardtable")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def session(game: str, n: int, seed: int = 5) -> TableSession:
    seats = (SeatConfig("You", human=True), *(SeatConfig(NAMES[i], level="random") for i in range(n - 1)))
    return TableSession(game, seats, {}, seed)


def human_plays(s: TableSession) -> bool:
    d = s.pending()
    return d is not None and d.human and s.view(d.actor).phase == "play"


def show(qtbot, window, s: TableSession, size: tuple[int, int]) -> None:
    """Draw the session's table and sheet in the window at ``size``, as the window does."""
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    window.pages.setCurrentWidget(window.view)  # the table and its docks, not the start screen
    window.dock_share.bring_back()
    window.scene.set_match(s.match, 0)
    window.sheet.set_match(s.match)
    window.chart.show_match(s.match, 0)
    qtbot.wait(1)


def plate_rect(plate) -> QRectF:
    w = plate.width
    return plate.mapRectToScene(QRectF(-w / 2, -PLATE_HEIGHT / 2, w, PLATE_HEIGHT))


def card_rects(scene, slot: int) -> list[QRectF]:
    """Where the cards of a hand are drawn (raised, if playable)."""
    out = []
    for item in scene.hands[slot]:
        w, h, lift = item.width, item.width * CARD_HEIGHT_RATIO, item._lift()
        out.append(item.mapRectToScene(QRectF(-w / 2, -h / 2 - lift, w, h + lift)).adjusted(1, 1, -1, -1))
    return out


def check_sheet(window, what: str) -> None:
    """The score sheet fills its dock's width, never scrolls sideways and cuts no text short:
    every title and every line of every cell is narrower than its column, in the sheet's own
    type (bold where the row is bold)."""
    sheet = window.sheet
    bar = sheet.view.horizontalScrollBar()
    assert bar.maximum() == 0, (what, "the score sheet scrolls sideways", bar.maximum())
    assert not sheet.squeezed and not sheet.elided(), (what, "the score sheet cuts texts short", sheet.elided())
    model = sheet.model()
    font = sheet.view.font()
    metrics = QFontMetricsF(font)
    for column in range(model.columnCount()):
        width = sheet.view.columnWidth(column)
        for row in range(model.rowCount()):
            for line in (model.data(model.index(row, column)) or "").split("\n"):
                assert metrics.horizontalAdvance(line) < width, (what, "cell cut short", row, column, line)
        title = model.headerData(column, Qt.Orientation.Horizontal)
        assert metrics.horizontalAdvance(title) < width, (what, "title cut short", title)
    used = sum(sheet.view.columnWidth(c) for c in range(model.columnCount()))
    assert used >= sheet._room() - model.columnCount(), (what, "the sheet leaves the dock's width unused")
    shown = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert len(set(shown)) == len(shown), (what, "two columns read alike", shown)


def check_fit(window, what: str) -> None:
    scene = window.scene
    plates = [plate_rect(p) for p in scene.plates]
    felt = scene.sceneRect()
    for a in range(len(plates)):
        assert felt.contains(plates[a]), (what, "plate off the felt", a)
        assert scene.plates[a].fits(), (what, "plate text cut short", scene.plates[a].name, scene.plates[a].badge)
        for b in range(a + 1, len(plates)):
            assert not plates[a].intersects(plates[b]), (what, "plates overlap", a, b)
        for slot in range(len(scene.hands)):
            for r in card_rects(scene, slot):
                assert not plates[a].intersects(r), (what, "plate on a hand", a, slot)
        assert not plates[a].intersects(scene.layout.trick_area), (what, "plate on the trick", a)
    for r in card_rects(scene, 0):
        assert felt.contains(r), (what, "a card of the hand off the felt")
    piles = [i for i in (*scene.stock, scene.turn_up, scene.turnip) if i is not None]
    for item in piles:
        r = item.sceneBoundingRect().adjusted(2, 2, -2, -2)
        assert not any(r.intersects(p) for p in plates), (what, "the stock on a plate")
        assert not any(r.intersects(c) for slot in range(len(scene.hands)) for c in card_rects(scene, slot)), (
            what, "the stock on a hand")
    caption = scene.stock_caption
    if caption.text():  # "Undealt (3)", "Turnip": no trick card lands on its words, nor they on a card
        tw = scene.layout.trick_width
        for seat in scene.layout.seats:
            spot = QRectF(seat.trick_spot.x() - tw / 2, seat.trick_spot.y() - tw * CARD_HEIGHT_RATIO / 2,
                          tw, tw * CARD_HEIGHT_RATIO)
            assert not caption.sceneBoundingRect().adjusted(2, 2, -2, -2).intersects(spot), (
                what, "a trick card and the stock's caption meet", caption.text())
    corner = scene.info_text.sceneBoundingRect().united(scene.trump_text.sceneBoundingRect())
    for slot in range(1, len(scene.hands)):
        assert not any(corner.intersects(r) for r in card_rects(scene, slot)), (what, "corner text on a hand", slot)
        assert not corner.intersects(plates[slot]), (what, "corner text on a plate", slot)
    check_sheet(window, what)


def assert_no_index_hidden(cards, inset: float, what: tuple) -> None:
    """No card lies over another's index corner (rank and suit), the cards drawn above it
    shrunk by ``inset`` so that a shared edge does not count."""
    for a in cards:
        w, h = a.width, a.width * CARD_HEIGHT_RATIO
        index = a.mapRectToScene(QRectF(-w / 2, -h / 2, w * INDEX_WIDTH, h * INDEX_HEIGHT)).adjusted(1, 1, -1, -1)
        for b in cards:
            if b is not a and b.zValue() > a.zValue():
                assert not b.sceneBoundingRect().adjusted(inset, inset, -inset, -inset).intersects(index), (
                    *what, a.card, "under", b.card)


@pytest.mark.parametrize(("game", "n"), TABLES)
def test_every_table_fits_small_and_large_windows(qtbot, window, game, n):
    s = play_session(session(game, n), human_plays)
    for size in SIZES:
        show(qtbot, window, s, size)
        check_fit(window, f"{game} {n} {size}")


@pytest.mark.parametrize(("game", "n"), [("bugami", 3), ("bugami", 7), ("bleeding-hearts", 3),
                                         ("minibridge", 4), ("bugger-bridge", 6), ("bugger-bridge", 10),
                                         ("dumb-bunny", 8)])
def test_the_score_sheet_never_scrolls_sideways_as_the_match_goes_on(qtbot, window, game, n):
    s = session(game, n)
    play_session(s, lambda s: s.match.rounds_completed >= 3)
    for size in SIZES:
        show(qtbot, window, s, size)
        check_sheet(window, f"{game} {n} {size}")


@pytest.mark.parametrize(("game", "n"), [("bugger-bridge", 10), ("dumb-bunny", 8)])
def test_a_finished_sheet_cuts_no_score_short(qtbot, window, game, n):
    """At the end of a match totals have grown past 100 and the winner's name carries a star:
    the sheet still shows every text whole (more bands, folded to fit, rather than "1…")."""
    seats = (SeatConfig("You", human=True), *(SeatConfig(NAMES[i], level="easy") for i in range(n - 1)))
    s = TableSession(game, seats, {}, 7)  # seed 7: three bands cut Bugger Bridge's scores short
    play_session(s, lambda s: s.match.finished)
    assert max(s.match.totals) >= 100
    for size in SIZES:
        show(qtbot, window, s, size)
        check_sheet(window, f"{game} {n} {size} finished")


def test_the_winners_star_does_not_reshape_the_sheet_at_the_end(qtbot, window):
    """Dumb-Bunny's four players fit side by side all match in a 1024×700 window; the star a
    winner's title took at the end widened the columns past the dock, and the final sheet went
    into two bands, each with half the totals. Where the star costs that, it is left out (the
    line under the caption names the winner, the title is bold, the total gold); where there
    is room, it stays."""
    s = play_session(session("dumb-bunny", 4, seed=1), lambda s: s.match.rounds_completed >= 15)
    finished = play_session(session("dumb-bunny", 4, seed=1), lambda s: s.match.finished)
    for size, starred in (((921, 630), False), ((1600, 1000), True)):
        show(qtbot, window, s, size)
        model = window.sheet._model
        shape = (model.parts, model.compact)
        window.sheet.set_match(finished.match)
        qtbot.wait(1)
        model = window.sheet._model
        assert (model.parts, model.compact) == shape, size
        titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
        assert any(t.endswith(WINNER_MARK) for t in titles) == starred, (size, titles)
        assert finished.match.players[finished.match.winners[0]] in window.sheet.legend.text()
        check_sheet(window, f"dumb-bunny 4 {size} finished")
        window.sheet.set_match(s.match)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("game", "n"), [("bugger-bridge", 4), ("bugami", 4), ("bleeding-hearts", 3),
                                         ("minibridge", 4), ("dumb-bunny", 4)])
def test_the_sheets_headline_keeps_to_one_line(qtbot, qapp, window, game, n, language):
    """The score sheet's headline (the game and how far the match has gone) fits its one
    line in a 1024×700 window, in English and French: Minibridge's broke after "Ada &",
    its sides now said on the line under it, where the sheet's key goes."""
    from cardtable.ui.translations import install_translator, remove_translators

    if language == "fr":
        assert install_translator(qapp, "fr") == "fr"
    try:
        s = play_session(session(game, n), lambda s: s.match.rounds_completed >= 1 and human_plays(s))
        for size in SIZES[1:]:
            show(qtbot, window, s, size)
            caption = window.sheet.caption
            room = caption.contentsRect().width()
            width = QFontMetricsF(caption.font()).horizontalAdvance(caption.text())
            assert width <= room, (language, size, "the sheet's headline wraps", caption.text(), width, room)
            if game == "minibridge":  # who plays with whom, under it
                legend = window.sheet.legend
                assert legend.isVisible() and "You & Benedikt" in legend.text() and "Ada & Cleo" in legend.text()
            check_sheet(window, f"{game} {language} {size}")
    finally:
        remove_translators(qapp)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("game", "n"), [("bugger-bridge", 4), ("bugami", 4), ("bleeding-hearts", 3),
                                         ("minibridge", 4), ("dumb-bunny", 4)])
def test_a_finished_sheets_headline_keeps_to_one_line_and_names_the_winners_under_it(
        qtbot, qapp, window, game, n, language):
    """"Minibridge — 8 of 8 deals played — finished, winners: Ada and Cleo" wrapped in a
    1024×700 window, in every game (in French onto a third line): the finished headline is
    the game and "finished", on one line, and the winners are named on the first line under
    it, where the sheet's key goes."""
    from cardtable.ui.translations import install_translator, remove_translators

    if language == "fr":
        assert install_translator(qapp, "fr") == "fr"
    try:
        s = play_session(session(game, n), lambda s: s.match.finished)
        winners = [s.match.players[w] for w in s.match.winners]
        for size in SIZES:
            show(qtbot, window, s, size)
            caption = window.sheet.caption
            assert caption.text() in (f"{s.match.spec.title} — finished", f"{s.match.spec.title} — partie terminée")
            assert label_lines(caption) == [caption.text()], (language, size, "the finished headline wraps")
            legend = window.sheet.legend
            first = legend.text().split("\n")[0]
            assert legend.isVisible() and first.startswith(("Winner", "Gagnant")), (language, size, legend.text())
            assert all(name in first for name in winners), (language, size, first, winners)
            assert label_lines(legend)[0] == first, (language, size, "the winners' line wraps", label_lines(legend))
            check_sheet(window, f"{game} {language} {size} finished")
    finally:
        remove_translators(qapp)


def test_the_key_under_the_caption_keeps_its_height_as_the_match_ends(qtbot, window):
    """At the match's end the winners' line comes under the caption, the marks' key gives way
    to the rows and comes back as the window lends the sheet height from the dock below: it
    came back shown but no pixel tall (shown from inside that layout pass, the pass that went
    on after left it no room), a blank gap where the key goes."""
    s = play_session(session("bugger-bridge", 3, seed=3), lambda s: s.match.rounds_completed >= 17)
    show(qtbot, window, s, SIZES[1])
    play_session(s, lambda s: s.match.finished)
    sheet = window.sheet
    sheet.refresh()
    assert sheet.legend.isVisible() and sheet.legend.text().startswith("Winner")

    def squashed() -> list:
        return [(label.text(), label.geometry()) for label in (sheet.caption, sheet.legend, sheet.marks)
                if label.isVisible() and label.height() < label.heightForWidth(label.width())]

    qtbot.waitUntil(lambda: not squashed() and not sheet._room_posted, timeout=1000)  # the window lends height
    qtbot.wait(50)  # and nothing after takes the key's height away again
    assert not squashed(), squashed()
    assert sheet.marks.isVisible() or sheet._marks_gave_way
    check_sheet(window, "bugger-bridge 3 finished")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("game", "n"), [("minibridge", 4), ("dumb-bunny", 4), ("dumb-bunny", 8), ("bugami", 7)])
def test_the_shorthands_key_never_leaves_its_last_sign_alone_on_a_line(qtbot, qapp, window, game, n, language):
    """The key to a narrow sheet's shorthand wrapped at 1024×700 with "Σ total" alone on its
    last line ("HCP North–South's points · P part-score · G game ·" / "Σ total"): the last two
    signs go down together."""
    from cardtable.ui.translations import install_translator, remove_translators

    if language == "fr":
        assert install_translator(qapp, "fr") == "fr"
    try:
        s = play_session(session(game, n), lambda s: s.match.rounds_completed >= 1 and human_plays(s))
        keyed = 0
        for size in SIZES:
            show(qtbot, window, s, size)
            key = window.sheet.model().shorthand()
            if not key:
                continue
            keyed += 1
            lines = label_lines(window.sheet.legend)
            if " ".join(lines[-1].split()) != " ".join(key.split()):  # the key wraps
                assert "·" in lines[-1], (language, size, "a sign alone on the key's last line", lines)
        assert keyed, "no size writes this sheet in shorthand"
    finally:
        remove_translators(qapp)


@pytest.mark.parametrize(("game", "n"), [("bugami", 6), ("bugami", 7), ("bleeding-hearts", 3), ("dumb-bunny", 8)])
def test_the_key_under_the_caption_never_starts_or_ends_a_line_with_a_dot(qtbot, window, game, n):
    """Qt's word wrap broke the key at any space: "· 0 Zero · Σ total" began a line at
    1024×700 (Bugami at six and seven players, Bleeding Hearts) and a "·" hung at a line's end
    at 1600×1000 (a player's review). The key breaks between its phrases now, the "·" at the
    break dropped, and says all it said."""
    s = play_session(session(game, n), lambda s: s.match.rounds_completed >= 1 and human_plays(s))
    for size in SIZES:
        show(qtbot, window, s, size)
        legend = window.sheet.legend
        if not legend.isVisible():
            continue
        lines = label_lines(legend)
        assert not any(line.strip().startswith("·") or line.strip().endswith("·") for line in lines), (size, lines)
        said = " ".join(" ".join(lines).replace("·", " ").split())
        assert said == " ".join(" ".join(legend.lines()).replace("·", " ").split()), (size, lines)


def dummy_sits(where: int):
    """Until the person must play and dummy, exposed, is the player ``where`` seats from them."""
    def until(s: TableSession) -> bool:
        if not human_plays(s):
            return False
        info = s.view(0).info
        return isinstance(info, MinibridgeInfo) and info.dummy_hand is not None and info.dummy == where
    return until


@pytest.mark.parametrize(("game", "n"), [("bugger-bridge", 10), ("bugami", 7), ("dumb-bunny", 4)])
def test_no_card_of_the_trick_hides_another_ones_index(qtbot, window, game, n):
    """Nine cards of a ten-player trick on a small table overlap; each still shows its corner
    index (the rank and suit in its top-left corner), whichever order they were played in."""
    def full_trick(s: TableSession) -> bool:
        return human_plays(s) and len(s.view(0).trick) == n - 1

    s = play_session(session(game, n, seed=3), full_trick)
    for size in SIZES:
        show(qtbot, window, s, size)
        cards = [item for _, item in window.scene.trick]
        assert len(cards) == n - 1
        assert_no_index_hidden(cards, 2, (size, "a trick card hides"))
        # The winner glows, lifted (scaled up): on top of the others only where it hides no index.
        scene = window.scene
        for slot, winner in list(scene.trick):
            scene._mark_winner(slot)
            w = winner.width * WINNER_SCALE
            grown = QRectF(winner.pos().x() - w / 2, winner.pos().y() - w * CARD_HEIGHT_RATIO / 2,
                           w, w * CARD_HEIGHT_RATIO).adjusted(2, 2, -2, -2)
            for a in cards:
                if a is not winner and winner.zValue() > a.zValue():
                    cw, ch = a.width, a.width * CARD_HEIGHT_RATIO
                    index = a.mapRectToScene(QRectF(-cw / 2, -ch / 2, cw * INDEX_WIDTH, ch * INDEX_HEIGHT))
                    assert not grown.intersects(index), (size, "the glowing winner hides", a.card)
            unmark_winner(winner)
            winner.setData(WINNER_KEY, None)
            scene._stack_trick()


def south_choosing() -> TableSession:
    """A match at its first deal that South (the person) declares, dummy North laid out,
    the contract still to choose."""
    def choosing(s: TableSession) -> bool:
        d = s.pending()
        return d is not None and d.human and d.seat == 0 and s.view(0).phase == "contract"

    def first_contract(k: int) -> TableSession:  # the first deal, up to its contract
        return play_session(session("minibridge", 4, seed=k),
                            lambda s: s.match.current is not None and (choosing(s) or s.view(0).phase == "play"))

    return next(t for t in map(first_contract, range(100)) if choosing(t))  # South declares one deal in four


def test_minibridge_dummy_opposite_clears_the_corner_and_its_raised_cards_stay_on_the_felt(qtbot, window):
    """Declarer South chooses the contract with dummy North laid out: the corner's headline
    ("Contract not chosen yet") keeps left of dummy's columns; then, playing from dummy, its
    raised cards stand on the felt, not under the window's menu bar."""
    def from_dummy(s: TableSession) -> bool:
        d = s.pending()
        return d is not None and d.human and d.seat == 2 and s.view(2).phase == "play"

    s = south_choosing()
    for size in SIZES:
        show(qtbot, window, s, size)
        check_fit(window, f"minibridge contract {size}")
    play_session(s, from_dummy)
    for size in SIZES:
        show(qtbot, window, s, size)
        scene = window.scene
        legal = {int(a.card) for a in s.view(0).legal if isinstance(a, Play)}  # declarer plays dummy's cards
        assert legal
        scene.set_playable(scene.slot_of[2], legal, {})
        for r in card_rects(scene, scene.slot_of[2]):
            assert scene.sceneRect().contains(r), (size, "a raised card of dummy's off the felt")
        check_fit(window, f"minibridge from dummy {size}")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_corner_headline_keeps_to_one_line_beside_dummy_opposite(qtbot, qapp, window, language):
    """"Contract not chosen yet" beside dummy's columns opposite stays on one line in a
    1024×700 window and a larger one, in English and in French (it broke after "not"): the
    columns make room for it, clear of it."""
    from cardtable.ui.translations import install_translator, remove_translators

    if language == "fr":
        assert install_translator(qapp, "fr") == "fr"
    try:
        s = south_choosing()
        for size in SIZES[1:]:
            show(qtbot, window, s, size)
            scene = window.scene
            headline = scene.trump_text
            assert "\n" not in headline.text(), (language, size, "the corner's headline wraps", headline.text())
            dummy = [item.sceneBoundingRect() for item in scene.hands[2]]
            assert dummy and not any(headline.sceneBoundingRect().intersects(r) for r in dummy), (language, size)
            check_fit(window, f"minibridge contract {language} {size}")
    finally:
        remove_translators(qapp)


@pytest.mark.parametrize("where", [1, 2, 3])
def test_minibridge_seats_the_person_south_and_lays_dummy_out_by_suits(qtbot, window, where):
    s = play_session(session("minibridge", 4, seed=11), dummy_sits(where), limit=200_000)
    for size in SIZES:
        show(qtbot, window, s, size)
        scene = window.scene
        check_fit(window, f"minibridge dummy {where} {size}")
        plates = [plate_rect(p) for p in scene.plates]
        # South at the bottom, North (the partner) opposite, West on the left, East on the right.
        assert scene.plates[0].name.endswith("S") and scene.plates[2].name.endswith("N")
        assert scene.plates[1].name.endswith("W") and scene.plates[3].name.endswith("E")
        assert plates[0].center().y() > max(p.center().y() for p in plates[1:])
        assert plates[2].center().y() < scene.layout.trick_area.top()
        assert plates[1].center().x() < scene.layout.center.x() < plates[3].center().x()
        # Dummy: full-size cards, one line per suit (columns opposite, rows at a side).
        dummy = scene.hands[where]
        assert all(i.face_up for i in dummy) and dummy[0].width >= scene.layout.card_width * 0.6
        lines: dict[int, set[float]] = {}
        for item in dummy:
            key = item.pos().x() if where == 2 else item.pos().y()
            lines.setdefault(item.card.suit, set()).add(round(key))
        assert all(len(v) == 1 for v in lines.values())  # a suit keeps to its line
        assert len({next(iter(v)) for v in lines.values()}) == len(lines)  # each suit its own line
        assert scene.plates[where].badge == "dummy" and scene.plates[(where + 2) % 4].badge == "declarer"
        assert any(line.startswith("Tricks: NS") for line in scene.info_text.text().splitlines())


@pytest.mark.parametrize("where", [1, 3])
def test_a_side_dummy_keeps_off_the_window_edge_and_its_suit_rows_apart(qtbot, window, where):
    """Dummy West or East lies a clear margin in from the window's edge (not pressed against
    it), one row per suit with no row over another, every card's index (rank and suit) in
    sight, and its cards as big as the person's own in a large window, readable in a small one."""
    s = play_session(session("minibridge", 4, seed=11), dummy_sits(where), limit=200_000)
    for size in SIZES:
        show(qtbot, window, s, size)
        scene = window.scene
        felt, items = scene.sceneRect(), scene.hands[where]
        rows: dict[int, QRectF] = {}
        for item, r in zip(items, card_rects(scene, where), strict=True):
            rows[item.card.suit] = rows.get(item.card.suit, r).united(r)
        lines = sorted(rows.values(), key=lambda r: r.top())
        for upper, lower in pairwise(lines):
            assert not upper.intersects(lower), (size, "two of dummy's suit rows overlap")
        block = lines[0].united(lines[-1])
        gap = block.left() - felt.left() if where == 1 else felt.right() - block.right()
        assert gap >= 3 * scene.layout.margin, (size, "dummy pressed against the window's edge", gap)
        assert_no_index_hidden(items, 1, (size, "a card of dummy's hides"))
        assert items[0].width >= min(scene.layout.card_width, READABLE_WIDTH), (size, "dummy's cards too small")
        check_fit(window, f"minibridge dummy {where} {size}")


def test_the_minibridge_chart_draws_the_two_sides(qtbot, window):
    s = session("minibridge", 4)
    play_session(s, lambda s: s.match.rounds_completed >= 2)
    show(qtbot, window, s, SIZES[0])
    chart = window.chart
    assert len(chart.series) == 2 and chart.names[0].startswith("NS") and chart.names[1].startswith("EW")
    assert chart.series[0][-1] == s.match.totals[0] and chart.series[1][-1] == s.match.totals[1]


def test_minibridge_plates_go_home_on_the_next_deal(qtbot, window):
    """Played through the window: once a deal with an exposed dummy is over, the next deal
    shows every plate at its seat again (the last dummy's plate is not left under its cards)."""
    window.resize(*SIZES[1])

    def last_trick(t: TableSession) -> bool:  # of deal 1, its dummy down (played away from the window)
        view = t.view(0) if t.match.rounds else None
        return view is not None and view.phase == "play" and len(view.history) == view.n_tricks - 1

    open_played(window, window.autosave_path.parent / "deal1", session("minibridge", 4, seed=11), last_trick)
    s = window.session
    assert s.match.current.declarer is not None and len(s.match.rounds) == 1
    play_session(s, lambda s: s.match.rounds_completed >= 1 and human_plays(s) and not s.match.current.redeal,
                 window=window, qtbot=qtbot)
    qtbot.waitUntil(lambda: not window.animator.busy)
    scene = window.scene
    assert any(r.declarer is not None for r in s.match.rounds[:-1])  # a dummy was down before
    for slot in range(4):
        room, plate = scene.layout.seat(slot).plate, plate_rect(scene.plates[slot])
        if slot == 0:  # the person's plate keeps to the left of its room
            assert plate.left() == pytest.approx(room.left()) and plate.center().y() == pytest.approx(room.center().y())
        elif slot != scene.dummy_slot:
            assert (plate.center().x(), plate.center().y()) == pytest.approx((room.center().x(), room.center().y()))
    check_fit(window, "minibridge, the deal after a dummy")


@pytest.mark.parametrize(("game", "n", "sizes"), [
    ("bugger-bridge", 3, SIZES), ("bugger-bridge", 4, SIZES), ("dumb-bunny", 4, SIZES), ("minibridge", 4, SIZES),
    ("bugger-bridge", 6, SIZES[1:]), ("bugger-bridge", 10, SIZES[1:]),
])
def test_the_whole_sheet_shows_without_scrolling_down(qtbot, window, game, n, sizes):
    """A match of a set length lists its rounds from the start (Bugger Bridge's 18, the
    hand card's 16): the sheet takes the height it needs from the trick history under it,
    which keeps its least height, so the rounds to come and the totals show without
    scrolling down, down to the app opened on a 1024×700 screen (921×630), and no row is
    folded away."""
    s = session(game, n)
    play_session(s, lambda s: s.match.rounds_completed >= 1)
    for size in sizes:
        show(qtbot, window, s, size)
        sheet = window.sheet
        qtbot.waitUntil(lambda sheet=sheet: sheet.shortfall() == 0 and sheet.view.verticalScrollBar().maximum() == 0,
                        timeout=2000)
        assert window.history_dock.height() >= DONOR_MIN
        assert not sheet._folded and sheet.fold_button.isHidden()
        check_sheet(window, f"{game} {n} {size}")


def test_six_players_sheet_keeps_one_band_at_1024x700_when_totals_reach_three_figures(qtbot, window):
    """The narrow sheet folds the trump suit into the round's label ("8·♣"): without that
    column six players' three-figure totals fit one band at 1024×700, where the sheet went
    into two bands late in the match and folded eight rounds away."""
    s = session("bugger-bridge", 6)
    show(qtbot, window, s, (1024, 700))
    play_session(s, lambda s: max(s.match.totals) >= 100)
    assert max(s.match.totals) >= 100  # the case in question
    window.sheet.set_match(s.match)
    sheet = window.sheet
    qtbot.waitUntil(lambda: sheet.shortfall() == 0 and sheet.view.verticalScrollBar().maximum() == 0, timeout=2000)
    model = sheet.model()
    assert model.compact and model.parts == 1 and not sheet._folded
    check_sheet(window, "bugger-bridge 6 (1024, 700) late")


@pytest.mark.parametrize("n", [3, 4])
def test_bugger_bridges_sheet_has_a_key_to_its_marks_wide_or_narrow(qtbot, window, n):
    """Each total carries the round's bid raised beside it ("45 ⁽²⁾"), grey where the bid was
    missed: the narrow sheet and the wide one alike say so in a key under the caption. At
    1024×700 the key costs no round its row (nothing folded, nothing scrolls); in the window
    opened on a 1024×700 screen it is the first thing to give way, before any row."""
    s = session("bugger-bridge", n)
    play_session(s, lambda s: s.match.rounds_completed >= 1)
    modes = set()
    for size in SIZES:
        show(qtbot, window, s, size)
        sheet = window.sheet
        qtbot.waitUntil(lambda sheet=sheet: sheet.shortfall() == 0 and sheet.view.verticalScrollBar().maximum() == 0,
                        timeout=2000)
        keys = [label.text() for label in sheet.findChildren(QLabel) if label.isVisible() and "⁽²⁾" in label.text()]
        assert not sheet._folded and sheet.fold_button.isHidden(), (n, size, "a row folded away")
        if size != SIZES[0]:
            assert keys and "grey = bid missed" in keys[0].replace("\u00a0", " "), (n, size, "no key to the marks")
            # The narrow sheet's "Σ" (the totals, the bids so far) is in the key too.
            said = keys[0].replace("\u00a0", " ").replace("\n", " ")
            assert ("Σ = total" in said) == sheet.model().compact, (n, size, keys[0])
            assert ("+2 = bids two over the tricks" in said) == sheet.model().compact, (n, size, keys[0])
            # and its rounds' labels, which carry the trumps ("8·♣") where the trump column goes
            assert ("8·♣ = 8 cards, ♣ trumps" in said) == sheet.model().compact, (n, size, keys[0])
            key = next(label for label in sheet.findChildren(QLabel) if label.text() == keys[0])
            assert key.geometry().bottom() < sheet.view.geometry().top(), "the key lies above the table"
            modes.add(sheet.model().compact)
        check_sheet(window, f"bugger-bridge {n} {size}")
    assert modes == {0, 1}, modes  # the wide sheet (at 1600×1000) and the narrow one were checked
    # However narrow, the key breaks between its phrases: no line ends or starts on a "·"
    # (Qt's wrap left "… bid 2 ·" at a line's end, a player's review).
    from cardtable.ui.phrase_label import PhraseLabel

    assert isinstance(window.sheet.marks, PhraseLabel)
    key = PhraseLabel()
    qtbot.addWidget(key)
    key.set_lines(window.sheet.marks.lines())
    key.show()
    for width in (120, 180):
        key.resize(width, 200)
        qtbot.waitUntil(lambda width=width: key.width() == width and "\n" in key.text())
        lines = [line.strip(" \u00a0") for line in key.text().split("\n")]
        assert not any(line.startswith("·") or line.endswith("·") for line in lines), lines


def shown_rows(sheet) -> list[int]:
    return [r for r in range(sheet.model().rowCount()) if not sheet.view.isRowHidden(r)]


def marks_where_rows_are_folded(sheet, shown: list[int]) -> None:
    """Each run of folded rows is marked in the table by a dashed line in the highlight
    colour, drawn where the rows around it meet (a band reading "4 3 2 1 Σ" would otherwise
    pass for the whole match)."""
    runs = sum(1 for r in range(sheet.model().rowCount()) if r not in shown and (r == 0 or r - 1 in shown))
    marks = sheet.view.fold_marks()
    assert runs and len(marks) == runs
    image = sheet.view.viewport().grab().toImage()
    accent = sheet.view.palette().color(QPalette.ColorRole.Highlight)
    for y in marks:
        line = [image.pixelColor(x, max(1, y)) for x in range(image.width())]
        near = [c for c in line if abs(c.red() - accent.red()) + abs(c.green() - accent.green())
                + abs(c.blue() - accent.blue()) < 60]
        assert len(near) > len(line) / 3, ("no mark where rows are folded", y)


@pytest.mark.parametrize(("game", "n", "size", "played"), [
    ("dumb-bunny", 8, SIZES[0], 12), ("dumb-bunny", 8, SIZES[1], 12), ("dumb-bunny", 8, SIZES[0], 3),
    ("bugger-bridge", 7, SIZES[0], 6), ("bugger-bridge", 10, SIZES[0], 6), ("bugger-bridge", 10, SIZES[0], 2),
    ("bugger-bridge", 4, (921, 500), 6),
])
def test_a_sheet_too_long_for_its_dock_folds_rows_instead_of_scrolling(qtbot, window, game, n, size, played):
    """A sheet wrapped into bands (or any long sheet in a short window) is too long for its
    dock even with the height the trick history lends it: it folds rows away rather than
    scroll, in every band at once: first the blank rows of the rounds to come (the last
    first, the next one kept), then the oldest scored rounds. The round in play and every
    band's totals always show. The fold button says how many rows are folded and shows them
    all (the sheet then scrolls); pressed again, it folds them away again."""
    s = session(game, n)
    play_session(s, lambda s: s.match.rounds_completed >= played)
    show(qtbot, window, s, size)
    sheet, model = window.sheet, window.sheet.model()
    qtbot.waitUntil(lambda: bool(sheet._folded) and sheet.view.verticalScrollBar().maximum() == 0, timeout=2000)
    assert window.history_dock.height() == pytest.approx(DONOR_MIN, abs=2), "it took what the history lends first"
    shown = shown_rows(sheet)
    kinds = {model.source(r, 0)[0]: model.sheet.rows[model.source(r, 0)[0]].kind
             for r in range(model.rowCount()) if model.source(r, 0)[0] >= 0}
    folded = {model.source(r, 0)[0] for r in sheet._folded}
    order = model.fold_order()
    assert folded and folded == set(order[:len(folded)]), "folded in the model's order"
    future = sorted(k for k, v in kinds.items() if v == "future")
    done = sorted(k for k, v in kinds.items() if v == "done")
    assert order == future[:0:-1] + done + future[:1]
    if any(kinds[r] == "done" for r in folded):
        assert set(future[1:]) <= folded, "a scored round folds only once the blank rows have"
    for r in range(model.rowCount()):
        source = model.source(r, 0)[0]
        if source < 0 or kinds[source] in ("current", "total"):
            assert r in shown, ("always shown", r, source)
        assert (r in shown) == (source not in folded), "a round folds in every band at once"
    assert sheet.fold_button.isVisible() and str(len(folded)) in sheet.fold_button.text()
    check_sheet(window, f"{game} {n} {size} folded")
    marks_where_rows_are_folded(sheet, shown)

    sheet.fold_button.click()
    qtbot.waitUntil(lambda: not sheet._folded and sheet.view.verticalScrollBar().maximum() > 0)
    assert len(shown_rows(sheet)) == model.rowCount()
    assert sheet.view.fold_marks() == []
    assert sheet.fold_button.isVisible() and sheet.fold_button.isChecked()
    sheet.fold_button.click()
    qtbot.waitUntil(lambda: bool(sheet._folded) and sheet.view.verticalScrollBar().maximum() == 0)
    assert {model.source(r, 0)[0] for r in sheet._folded} == folded


def test_height_lent_to_a_long_sheet_goes_back_to_the_trick_history(qtbot, window):
    """Bugger Bridge's long sheet takes height from the trick history; the next match's short
    Minibridge sheet does not need it, and the history gets it back."""
    show(qtbot, window, session("minibridge", 4), SIZES[0])
    qtbot.waitUntil(lambda: window.dock_share.lent == 0)
    history = window.history_dock.height()
    long = session("bugger-bridge", 4)
    play_session(long, lambda s: s.match.rounds_completed >= 1)
    show(qtbot, window, long, SIZES[0])
    qtbot.waitUntil(lambda: window.sheet.shortfall() == 0 and window.dock_share.lent > 0, timeout=2000)
    assert window.history_dock.height() < history
    show(qtbot, window, session("minibridge", 4), SIZES[0])
    qtbot.waitUntil(lambda: window.dock_share.lent == 0 and window.history_dock.height() == history, timeout=2000)


def width_of(text: str, font) -> float:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    item = QGraphicsSimpleTextItem(text)
    item.setFont(font)
    return item.boundingRect().width()


def test_corner_lines_wrap_at_words_without_a_lone_number_or_a_leading_dot(qtbot, window):
    """Wrapped lines never start with a separator, and a "·" at a break is dropped (it stood
    stranded at the line's end); "Eve & Gus" stays on one line; a line breaks at a separator
    rather than inside a phrase that fits ("game is 250" whole); and a short last word
    ("needs 7") goes down with the word before it."""
    scene = window.scene
    font = scene.info_text.font()
    for reach in range(60, 260, 7):
        for line in ("Round 2 of 10 · 2 cards each", "NT part-score by S, needs 7", "Round 1 · game is 250",
                     "Hand 1 – Ada & Cleo 0, Eve & Gus 0 (not started yet)"):
            wrapped = wrap_lines([line], font, float(reach)).split("\n")
            assert " · ".join(wrapped).replace(" · ", " ") == line.replace(" · ", " ")
            assert not any(part.startswith(("·", "&")) or part.endswith(("&", "·")) for part in wrapped), (
                reach, wrapped)
            assert len(wrapped) == 1 or len(wrapped[-1]) > 3, (reach, wrapped)
            # A phrase between separators that fits a line is never cut: "Round 1 ·" / "game is 250".
            phrases = [p.strip().removesuffix(" ·") for p in line.replace("·", "·|").replace("–", "–|").split("|")]
            for phrase in phrases:
                if width_of(phrase, font) <= reach:
                    assert any(phrase in part for part in wrapped), (reach, phrase, wrapped)


def test_a_corner_line_that_goes_on_is_indented(qtbot, window):
    """Dumb-Bunny at sixteen players and 1024×700: each other table's score broke after its
    dash, "Table 2: Dev & Finn 0 –" / "Eve & Gus 0 (not started yet)", and read as two
    entries (a player's review). A line that goes on from the one above starts indented; one
    that starts a new thing after a "·" does not."""
    from cardtable.ui.table_scene import CORNER_INDENT

    font = window.scene.info_text.font()
    line = "Table 2: Dev & Finn 0 – Eve & Gus 0 (not started yet)"
    reach = width_of("Table 2: Dev & Finn 0 –", font) + 4
    wrapped = wrap_lines([line], font, reach, indent=CORNER_INDENT).split("\n")
    assert wrapped[0] == "Table 2: Dev & Finn 0 –" and len(wrapped) > 1, wrapped
    assert all(part.startswith(CORNER_INDENT) for part in wrapped[1:]), wrapped
    assert all(width_of(part, font) <= reach for part in wrapped[1:]), wrapped
    facts = wrap_lines(["Round 2 of 10 · 2 cards each"], font, width_of("Round 2 of 10", font) + 4,
                       indent=CORNER_INDENT).split("\n")
    assert facts == ["Round 2 of 10", "2 cards each"], facts


def test_a_phrase_a_little_too_wide_for_the_corner_stays_whole(qtbot, window):
    """Bugger Bridge at eight players and 1024×700: from round 10 on, the corner beside Cleo's
    seat split "Round 14" / "of 14" across two lines (a player's review). A phrase up to a
    margin wider than the room beside the seats now stays whole on a line of its own, and
    still clears the seat."""
    font = window.scene.info_text.font()
    phrase = "Round 14 of 14"
    reach = width_of(phrase, font) - 3
    assert wrap_lines([phrase + " · 1 card each"], font, reach).split("\n")[0] == "Round 14"
    assert wrap_lines([phrase + " · 1 card each"], font, reach, give=6).split("\n") == [phrase, "1 card each"]
    s = session("bugger-bridge", 8)
    play_session(s, lambda s: s.match.rounds_completed >= 13)
    show(qtbot, window, s, (1024, 700))
    scene = window.scene
    assert scene.info_text.text().split("\n")[0] == "Round 13 of 14", scene.info_text.text()
    corner = scene.info_text.sceneBoundingRect()
    for plate in scene.plates[1:]:
        assert not corner.intersects(plate.sceneBoundingRect()), plate


@pytest.mark.parametrize(("game", "n", "words"), [
    ("dumb-bunny", 4, "Bl blind"), ("bugami", 7, "3·2 = 3 tricks, 2 bug cards"),
])
def test_a_sheet_in_shorthand_spells_its_shorthand_out(qtbot, window, game, n, words):
    """"Bl →P", "5·7" and Σ were explained only in the column headers' tool tips: a sheet
    written in shorthand has its key under the caption, and one written in words has none."""
    s = session(game, n)
    play_session(s, lambda s: s.match.rounds_completed >= 2)
    keys = {}
    for size in (SIZES[0], SIZES[2]):
        show(qtbot, window, s, size)
        sheet = window.sheet
        keys[size] = sheet.legend.text().replace("\u00a0", " ") if sheet.legend.isVisible() else ""
        assert (words in keys[size]) == bool(sheet.model().compact), (size, keys[size])
        check_sheet(window, f"{game} {n} {size}")
    assert words in keys[SIZES[0]] and "Σ total" in keys[SIZES[0]]


@pytest.mark.parametrize("size", [(690, 660), (1266, 960)])
@pytest.mark.parametrize("n", [6, 7, 8, 9, 10])
@pytest.mark.parametrize("corner_pile", [False, True])
def test_the_tricks_cards_at_a_big_table_do_not_stack_on_one_another(size, n, corner_pile):
    """Ten players at 1024x700 with the stock in the corner: the side seats' cards lay half
    over one another (the 4♠ under the A♠), and later still a sixth of a card over each
    other in a column (Gus's, Hana's and Ivo's), so that whose card was whose was hard to
    tell. Neighbours may touch, never cover a tenth of a card, and the ring keeps clear of
    every plate."""
    from PySide6.QtCore import QRectF

    from cardtable.ui.table_layout import CARD_HEIGHT_RATIO, compute_layout

    g = compute_layout(*size, n, 0, 1, 1.0, not corner_pile, corner_pile)
    w = g.trick_width
    h = w * CARD_HEIGHT_RATIO
    cards = [QRectF(s.trick_spot.x() - w / 2, s.trick_spot.y() - h / 2, w, h) for s in g.seats]
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            covered = min(w - abs(a.center().x() - b.center().x()), h - abs(a.center().y() - b.center().y()))
            assert covered <= h / 10, (size, n, covered)
        assert not any(a.intersects(s.plate) for s in g.seats)


@pytest.mark.parametrize(("game", "n", "size"), [
    ("bleeding-hearts", 3, (1024, 700)), ("bugami", 3, (1024, 700)), ("bugger-bridge", 4, (1600, 1000)),
])
def test_the_sheet_keeps_its_way_of_writing_all_match(qtbot, window, game, n, size):
    """The sheet chooses its shorthand, bands and shortened names once, at the start, for the
    cells the match will hold, not only those it holds: a 1024×700 Bleeding Hearts sheet
    went from "Turnip ♥ → 120" to "T♥ 120" in round 15 when a wider score came, and a
    four-player Bugger Bridge sheet into shorthand on the last round, when the winner's
    title turned bold."""
    s = session(game, n)
    s.advance()
    show(qtbot, window, s, size)
    model = window.sheet._model
    shapes = {(model.compact, model.parts, model.title_limit)}
    while not s.match.finished:
        play_session(s, lambda t, k=s.match.rounds_completed: t.match.rounds_completed > k)
        window.sheet.refresh()
        shapes.add((model.compact, model.parts, model.title_limit))
    assert len(shapes) == 1, shapes
    check_sheet(window, f"{game} {n} {size} finished")


def test_dumb_bunnys_sheet_keeps_its_type_and_columns_from_hand_to_hand(qtbot, tmp_path):
    """A player's review at 1600×1000: when hand 4 ("blind" / "then new partners", in bold
    as the current row) came, the whole sheet went down a type size and its columns moved,
    the dock half empty. The modifiers' column has room for every hand's from the start."""
    from .conftest import make_window

    w = make_window(qtbot, tmp_path, size=(1600, 1000))
    seats = (SeatConfig("You", human=True), *(SeatConfig(x, level="random") for x in ("Ada", "Ben", "Cleo")))
    s = TableSession("dumb-bunny", seats, {}, 5)
    w._attach(s)
    shapes = []
    for hands in range(1, 6):
        play_session(s, until=lambda t, k=hands: t.match.rounds_completed >= k and window_turn(w), window=w,
                     qtbot=qtbot)
        qtbot.wait(20)
        view = w.sheet.view
        shapes.append((view.font().pointSizeF(), [view.columnWidth(c) for c in range(w.sheet._model.columnCount())]))
    assert all(shape == shapes[0] for shape in shapes), shapes
