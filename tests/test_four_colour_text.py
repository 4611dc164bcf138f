"""The four-colour deck (Cards ▸ Four-colour deck) colours the suit signs in text as on the
cards: ♦ blue and ♣ green in the trick history, the score sheet, the decision panel and the
practice diagrams, and back to red and black when it is turned off. It was the table's cards
only: a player who chose it to tell diamonds from hearts read a red "♦" beside a blue card."""

from __future__ import annotations

from array import array
from collections import Counter

from PySide6.QtGui import QColor, QImage

from cardtable.session import SeatConfig, TableSession
from cardtable.ui import suit_ink
from cardtable.ui.new_game import GameSetup

from .conftest import play_session
from .test_pacing import make
from .test_sheet_suit_colours import sheet_cell


def blue(c: QColor) -> bool:
    return c.blue() > 170 and c.red() < 60 and c.green() < 130


def green(c: QColor) -> bool:
    return c.green() > 100 and c.red() < 60 and c.blue() < 90


def red(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 110 and c.blue() < 110


def count(image: QImage, kind) -> int:
    """The pixels of ``image`` whose colour is of ``kind``: each colour judged once (a grab
    holds a few hundred colours over a hundred thousand pixels)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    pixels = Counter(array("I", bytes(rgb.constBits())[: rgb.sizeInBytes()]))
    return sum(n for value, n in pixels.items() if kind(QColor.fromRgb(value)))


def test_the_deck_action_recolours_the_history_and_the_bid_panel(qtbot, tmp_path):
    w = make(qtbot, tmp_path, speed=0.0)
    names = ("You", "Ada", "Ben", "Cleo")
    seats = (SeatConfig(names[0], human=True), *(SeatConfig(n, level="easy") for n in names[1:]))
    played = play_session(TableSession("dumb-bunny", seats, seed=4),
                          until=lambda s: s.match.current is not None and len(s.view(0).history) >= 3)
    w._attach(played, read_only=True)  # the table and its docks, as a second window shows a match
    w.history.show_view(played.view(0))
    rows = " ".join(w.history.list.item(i).text() for i in range(w.history.list.count()))
    assert "♦" in rows and "♣" in rows
    qtbot.wait(10)
    shown = lambda: w.history.list.viewport().grab().toImage()  # noqa: E731
    assert count(shown(), blue) == 0 and count(shown(), green) == 0
    w.four_colour_action.trigger()  # Cards ▸ Four-colour deck, as the player picks it
    assert w.scene.deck_style.four_colour and suit_ink.four_colour()
    qtbot.wait(10)
    assert count(shown(), blue) > 3 and count(shown(), green) > 3
    w.four_colour_action.trigger()
    qtbot.wait(10)
    assert count(shown(), blue) == 0 and count(shown(), green) == 0 and count(shown(), red) > 3

    # A Bugami bid: the bug-suit chips are little cards, the ♦ chip painted as the deck paints it.
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in names[1:]))
    w.start(GameSetup(game="bugami", seats=seats, options={}, seed=5))
    qtbot.waitUntil(lambda: w.panel.current is not None and w.panel.isVisible(), timeout=10000)
    panel = lambda: w.panel.grab().toImage()  # noqa: E731
    assert count(panel(), blue) == 0
    w.four_colour_action.trigger()
    qtbot.wait(10)
    assert count(panel(), blue) > 10 and count(panel(), green) > 10


def test_the_score_sheet_writes_diamonds_blue_and_clubs_green_with_four_colours(qtbot):
    suit_ink.set_four_colour(True)
    turnip, clubs = sheet_cell(qtbot, "Turnip ♦ → 14"), sheet_cell(qtbot, "Doublets ♣ → 80")
    assert count(turnip, blue) > 10 and count(turnip, red) == 0
    assert count(clubs, green) > 10
    hearts = sheet_cell(qtbot, "3 tr · 2 ♥")
    assert count(hearts, red) > 10 and count(hearts, blue) == 0
    suit_ink.set_four_colour(False)
    assert count(sheet_cell(qtbot, "Doublets ♣ → 80"), green) == 0


def test_the_practice_diagram_and_panels_write_suits_in_the_deck_colours():
    from cardtable.ui.decision_look import suit_html
    from cardtable.ui.practice_diagram import suit_colour

    assert suit_colour(2) == suit_colour(1) != suit_colour(3)
    assert "span" not in suit_html("♣ 3")  # black in the usual deck: the text's own colour
    suit_ink.set_four_colour(True)
    assert len({suit_colour(s) for s in range(4)}) == 4
    assert 'color:#8cb8ff">♦' in suit_html("♦ Q") and 'color:#0b57c8">♦' in suit_html("♦ Q", "light")
    assert suit_ink.ink("♠") is None  # spades keep the text's colour on any ground


def test_an_open_practice_window_follows_the_deck(qtbot, tmp_path, monkeypatch):
    """Turned on with the exercises open, the four-colour deck left their hands red and black
    until another board was chosen (a player's review)."""
    from PySide6.QtWidgets import QLabel

    from cardtable.ui.practice import open_practice

    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    w = make(qtbot, tmp_path, speed=0.0)
    practice = open_practice(w)
    qtbot.addWidget(practice)
    practice.tree.setCurrentItem(practice.tree.topLevelItem(0).child(0))
    qtbot.waitUntil(lambda: practice.board is not None, timeout=5000)
    texts = lambda: " ".join(label.text() for label in practice.diagram.findChildren(QLabel))  # noqa: E731
    assert "#0b57c8" not in texts() and suit_ink.ink("♦") in texts()
    w.four_colour_action.trigger()
    assert "#0b57c8" in texts() and "#13803a" in texts()
