"""Shared test helpers: the games the suite plays (:data:`GAMES`), paths to the shared
vectors, a random legal match driver for the engine's tests, and :func:`play_session`, the
one way tests play a table session to some point."""

from __future__ import annotations

import ast
import functools
import gc
import json
import os
import random
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

# Headless by default, also when pytest is run by hand rather than by `make test`.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The test run's own data folder (settings, history, autosave): no test reads or writes the
# player's, and the app processes the tests start inherit it.
os.environ.setdefault("CARDTABLE_DATA_DIR", tempfile.mkdtemp(prefix="cardtable-test-data-"))

import pytest

from cardtable.bridge.deal import Board, deal_from_pbn, parse_seat
from cardtable.engine import Match
from cardtable.engine.actions import Action, Announce, ChooseContract, Play
from cardtable.engine.cards import hcp, mask_of, random_card
from cardtable.engine.view import PlayerView
from cardtable.session import TableSession

#: Every game, with the player counts the suite seats it at; the first count is the usual
#: table (the UI tests, the simulator tests), the others are tried where counts matter.
GAMES: dict[str, tuple[int, ...]] = {
    "bugger-bridge": (4, 3, 5),
    "bugami": (4, 3, 6),
    "bleeding-hearts": (3,),
    "minibridge": (4,),
    "dumb-bunny": (4, 8),
}
#: (game, usual number of players), for parametrizing.
GAME_TABLES = [(game, counts[0]) for game, counts in GAMES.items()]

ROOT = Path(__file__).resolve().parent.parent
#: Copies of the shared test vectors (records and the results they must replay to).
VECTORS = Path(__file__).resolve().parent / "vectors"
SHARED_VECTORS = ROOT.parent / "shared" / "vectors"


@functools.cache
def parsed(path: Path) -> ast.Module:
    """The syntax tree of a source file, parsed once per test process and only read: the
    layer, face and translation guards each walk much of the package, and parsing it all
    costs about a second. The collector is held off while a tree is built: its hundreds of
    thousands of new nodes would otherwise set off full collections of the whole test
    process, more than half of the parse's CPU (the trees are kept, nothing is garbage)."""
    text = path.read_text(encoding="utf-8")
    was_on = gc.isenabled()
    gc.disable()
    try:
        return ast.parse(text)
    finally:
        if was_on:
            gc.enable()


def load_vector(name: str) -> dict:
    return json.loads((VECTORS / name).read_text())


@pytest.fixture
def vectors_dir() -> Path:
    return VECTORS


@pytest.fixture(name="tmp_path")
def in_memory_tmp_path(tmp_path_factory) -> Iterator[Path]:
    """Every test's ``tmp_path`` is a folder of its own in memory (tmpfs), where the machine
    has one. The app syncs every autosave to disk (after every action, twice: the file and
    its folder); on a disk each sync waits milliseconds, seconds over a match, and neither a
    killed process nor a file read back can tell the difference (only a power cut could).
    The saves still go through the same sync, temporary file and rename."""
    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        yield tmp_path_factory.mktemp("memory")
        return
    folder = Path(tempfile.mkdtemp(prefix="cardtable-test-", dir=shm))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(autouse=True)
def two_colour_text():
    """Suit signs in text start in the usual deck's colours in every test: a window built from
    settings with the four-colour deck sets them for the process (ui/suit_ink.py)."""
    yield
    suit_ink = sys.modules.get("cardtable.ui.suit_ink")  # not imported by the engine's tests
    if suit_ink is not None:
        suit_ink.set_four_colour(False)


@pytest.fixture(autouse=True)
def think_in_a_thread(request, monkeypatch):
    """Computer players think in a thread, the window's own fallback (ui/thinker.py): every
    window would otherwise spawn a worker process (a fresh Python, about a second of CPU), for
    hundreds of windows. Tests marked ``worker_process`` get the real process; the kill tests'
    app processes (test_nothing_lost.py) always have it."""
    if request.node.get_closest_marker("worker_process") is None:
        from concurrent.futures import ThreadPoolExecutor

        from cardtable.ui import thinker

        monkeypatch.setattr(thinker, "ProcessPoolExecutor", lambda max_workers, **_: ThreadPoolExecutor(max_workers))


def play_random_match(match: Match, rng: random.Random, check=None, max_actions: int = 100_000) -> Match:
    """THE way engine-level tests play a match to its end with random legal actions (dealing
    as needed); ``check(match)`` runs after each action. Session-level tests use
    :func:`play_session`."""
    for _ in range(max_actions):
        if match.finished:
            return match
        if match.current is None:
            match.deal(rng)
            continue
        rnd = match.current
        if rnd.phase == "play" and hasattr(rnd, "legal_mask"):
            match.apply(Play(rnd.to_act, random_card(rnd.legal_mask(), rng)))
        else:
            legal = rnd.legal_actions()
            assert legal, "a seat to act always has a legal action"
            match.apply(rng.choice(legal))
        if check is not None:
            check(match)
    raise AssertionError("the match did not finish")


def board_of(deal: str, dealer: str, number: int = 1) -> Board:
    """A Minibridge board from a PBN deal string and the dealer's letter."""
    return Board(number, parse_seat(dealer), tuple(deal_from_pbn(deal)))


#: Deals that were built-in boards once, kept for the tests that were written about them
#: (the sets were re-curated: PBN deal, dealer).
OLD_01_2 = ("N:AK872..A92.76543 T954.T83.K543.AK QJ6.KQJ752.Q8.T9 3.A964.JT76.QJ82", "E")
OLD_01_4 = ("N:Q.JT9.AQT9.K8754 A842.A75.73.Q963 9653.KQ8432.J4.2 KJT7.6.K8652.AJT", "N")


def first_legal(view: PlayerView) -> Action:
    return view.legal[0]


def window_turn(window) -> bool:
    """The window shows the human their decision and the table is still: a person may act."""
    s = window.session
    return (s is not None and s.human_decision() is not None and window._presented_turn == s.turn
            and not window.animator.busy)


def await_turn(window, qtbot, timeout: int = 20_000) -> None:
    """Wait until the person may act in ``window``, going on from each round summary met on
    the way with its Continue, as the player clicks it (the summary holds the table)."""
    while True:
        qtbot.waitUntil(lambda: window_turn(window) or window.summary.waiting, timeout=timeout)
        if window_turn(window):
            return
        window.summary.go_on.click()


def no_trumps(view: PlayerView) -> Action:
    """Minibridge: the person's decision as a player takes it (the true points announced, a
    no-trump part-score chosen, the first legal card played)."""
    if view.phase == "announcing":
        return Announce(view.seat, hcp(mask_of(view.hand)))
    if view.phase == "contract":
        return ChooseContract(view.seat, "NT", False)
    return next(a for a in view.legal if isinstance(a, Play))


def declare_no_trumps_until(window, qtbot, stop: Callable, timeout: int = 30000):
    """Minibridge in ``window``: each of the person's decisions taken as :func:`no_trumps`
    takes it until ``stop(round)`` holds at a turn to play; returns that round."""
    s = window.session
    while True:
        qtbot.waitUntil(lambda: window_turn(window), timeout=timeout)
        rnd = s.match.current
        view = s.view(s.pending().actor)
        action = no_trumps(view)
        if view.phase != "play":
            window._decision_chosen(action)
        elif stop(rnd):
            return rnd
        else:
            window._card_chosen(action.card)


def still_window(qtbot, folder: Path):
    """A main window of its own (settings in ``folder``, animations off, no autosave), not
    yet shown: for tests that show it themselves or never need to."""
    from PySide6.QtCore import QSettings

    from cardtable.ui.main_window import MainWindow

    settings = QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    return w


def make_window(qtbot, folder: Path, resume: bool = False, size: tuple[int, int] | None = (1280, 800)):
    """A main window of its own in ``folder`` (settings and autosave there), animations off,
    shown at ``size`` (``None``: its own size); ``resume``: offer the autosave's match."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.main_window import MainWindow

    folder.mkdir(parents=True, exist_ok=True)
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/speed", 0.0)
    w = MainWindow(settings=settings, autosave_path=folder / "autosave.cardtable", offer_resume=resume)
    qtbot.addWidget(w)
    if size is not None:
        w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    # Shown is not yet active: a window's shortcuts (Ctrl+B, Ctrl+Z…) reach it only once it
    # is the active window, and on a busy machine that comes a moment after the exposure.
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=5000)
    return w


def play_session(
    session: TableSession,
    until: Callable[[TableSession], bool] = lambda s: False,
    human: Callable[[PlayerView], Action] = first_legal,
    *,
    window=None,
    qtbot=None,
    limit: int = 20_000,
    timeout: int = 20_000,
) -> TableSession:
    """THE way tests play a table session to some point: until ``until(session)`` holds or
    the match is over, every human decision answered by ``human(view)``.

    Headless, the session's own loop runs (its inline thinker answers at once) and stops the
    moment ``until`` holds, mid-trick if need be. With a ``window`` (and ``qtbot``) showing the
    session, the window's worker thinks for the computers and each human action goes in
    through the window's own path when the window offers the decision.
    """
    if window is not None:
        for _ in range(limit):
            qtbot.waitUntil(lambda: until(session) or session.match.finished or window_turn(window)
                            or window.summary.waiting, timeout=timeout)
            if until(session) or session.match.finished:
                return session
            if window.summary.waiting:  # a round's summary: its Continue goes on, as the player's click does
                window.summary.go_on.click()
                continue
            d = session.human_decision()
            window._submit_human(human(session.view(d.actor)), d)
        raise AssertionError("the window's session did not get there")
    session.hold = lambda: until(session)
    try:
        for _ in range(limit):
            if until(session) or session.match.finished:
                return session
            session.advance()
            d = session.human_decision()
            if d is not None and not until(session):
                session.submit(human(session.view(d.actor)), d.turn)
        raise AssertionError("the session did not get there")
    finally:
        session.hold = lambda: False


def open_played(window, folder: Path, session: TableSession, until: Callable[[TableSession], bool],
                human: Callable[[PlayerView], Action] = first_legal) -> TableSession:
    """``session`` played away from ``window`` until ``until(session)`` (:func:`play_session`;
    the computers are the same seeded players as at a window's table), saved, and opened in
    ``window`` (Game ▸ Open). For tests about what comes next: the play before, shown in the
    window at instant speed, checked nothing and only cost time."""
    from cardtable.session.saving import write_autosave

    play_session(session, until=until, human=human)
    assert until(session) and not session.match.finished
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "played.cardtable"
    write_autosave(session, path)
    assert window.open_path(path)
    return session


def pytest_collection_finish(session: pytest.Session) -> None:
    """Move what collection built (the test modules, the package, PySide6's wrappers) out of
    the collector's way: every later full collection of a test process would walk it all
    again, yet none of it ever becomes garbage. Measured over the whole suite (a gc.callbacks
    timer in each worker): the collector's CPU went from 8.9 s to 6.3 s of about 190 s."""
    gc.collect()
    gc.freeze()


def plain_text(rich: str) -> str:
    """What a label's rich text reads as: its tags dropped, its entities decoded."""
    import html
    import re

    return html.unescape(re.sub(r"<[^>]+>", "", rich))


def label_lines(label) -> list[str]:
    """The lines a word-wrapped label shows at its present width, laid out as Qt lays out a
    label's text (a document without margins, in the label's font), each without the space
    it broke at."""
    from PySide6.QtGui import Qt, QTextDocument

    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setDefaultFont(label.font())
    text, kind = label.text(), label.textFormat()
    if kind == Qt.TextFormat.RichText or (kind == Qt.TextFormat.AutoText and Qt.mightBeRichText(text)):
        doc.setHtml(text)
    else:
        doc.setPlainText(text)
    doc.setTextWidth(label.contentsRect().width() - 2 * label.margin())
    doc.size()  # lays the text out
    lines = []
    block = doc.begin()
    while block.isValid():
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            lines.append(block.text()[line.textStart():line.textStart() + line.textLength()].rstrip())
        block = block.next()
    return lines
