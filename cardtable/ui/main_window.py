"""The main window: the card table in the middle, the score sheet and trick history in
docks, menus, and the status line that always says what happens now.

The window presents a :class:`~cardtable.session.TableSession`, which drives play: it
listens to the session's events and animates them, shows the human the legal cards or a
decision panel when the session says it is their turn, submits the human's actions, and
calls the session for undo, redo, claims, hints and saves. The session's computer players
think in this window's worker (ui/thinker.py) while the table animates; the session waits
while cards are still moving. The window never changes game state any other way.
"""

from __future__ import annotations

import dataclasses
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from .. import __version__
from ..analysis.claim import line_text
from ..engine import EngineError, IllegalAction
from ..engine.actions import Play
from ..engine.events import CardPlayed, RoundScored, RoundStarted, TrickWon
from ..engine.view import PlayerView
from ..session import Decision, TableSession
from ..session.events import (
    AutosaveFailed,
    ClaimAccepted,
    ClaimRefused,
    Finished,
    HintReady,
    Redone,
    SessionEvent,
    ThinkerFailed,
    Thinking,
    Undone,
    YourTurn,
)
from ..session.resume import load_session
from ..session.saving import save_session, write_autosave
from ..storage import settings as checked_settings
from ..storage.autosave import MatchLock, one_line
from ..storage.history import HISTORY_NAME, HistoryStore
from . import card_art, hint_callout
from .animator import Animator
from .announcer import Narrator, spoken_card
from .banner import Banner, WindowFaults
from .decisions import DecisionPanel
from .dock_share import DockShare, dock_width
from .games import face_for
from .history_dock import TrickHistory
from .round_summary import AUTO_CONTINUE_KEY, AUTO_CONTINUE_MS, RoundSummary, summary_facts
from .rule_words import rule_words
from .score_sheet import ScoreSheet
from .scorekeeper import open_scorekeeper
from .sound import SOUND_KEY, Sounds
from .start_screen import RECENT, StartScreen, recent_matches
from .statistics import ScoreChart, record_session
from .table_banner import show_banner
from .table_scene import TableScene
from .table_view import TableView
from .thinker import Thinker

#: The animation speeds of View ▸ Animation speed, by name; every animation and pause of the
#: table is divided by the factor (instant: none at all, and nothing waits for a click).
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
#: Keys that alone do not go on from the round summary (they start a shortcut).
MODIFIER_KEYS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta)
FILE_FILTER = "cardtable games (*.cardtable);;All files (*)"


class MainWindow(QMainWindow, WindowFaults):
    def __init__(
        self, settings: QSettings | None = None, autosave_path: Path | None = None, offer_resume: bool = True
    ) -> None:
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        #: The autosave this window writes: None when another window has the match open.
        self.autosave_path = autosave_path
        #: The data folder's autosave, whether or not this window may write it.
        self.autosave_file = autosave_path
        self.lock = MatchLock(autosave_path) if autosave_path is not None else None
        self.lock_owner: int | None = None
        if self.lock is not None and not self.lock.acquire():
            self.autosave_path = None
            self.lock_owner = self.lock.owner
        self._autosave_failing = False
        self.read_only = False
        self.setWindowTitle("cardtable")
        self.resize(1280, 800)
        self.session: TableSession | None = None
        self.setup = None
        self.save_path: Path | None = None
        self._presented_turn: int | None = None
        self.claim_dialog: QInputDialog | None = None

        speed = checked_settings.read(self.settings, "table/speed")
        self.animator = Animator(speed, self)
        self.animator.idle.connect(self.advance)
        style = self._saved_style()
        self.scene = TableScene(self.animator, style)
        self.scene.card_scale = checked_settings.read(self.settings, "cards/scale")
        self.scene.card_chosen.connect(self._card_chosen)
        self.view = TableView(self.scene, self)
        self.start_screen = StartScreen(self)
        self.start_screen.continue_match.connect(self._continue_autosave)
        self.start_screen.new_game.connect(self.new_game)
        self.start_screen.exercises.connect(self.open_practice)
        self.start_screen.again.connect(lambda game, n: self.new_game(game))
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.start_screen)
        self.pages.addWidget(self.view)
        self.setCentralWidget(self.pages)
        self.sounds = Sounds(self.settings.value(SOUND_KEY, False, type=bool), self)
        self.announcer = self.view.announcer
        self.narrator = Narrator((), None)

        self.panel = DecisionPanel(self.view.viewport())
        self.panel.chosen.connect(self._decision_chosen)
        self.panel.hide()
        self.view.overlay = self.panel
        self.summary = RoundSummary(self.view.viewport())
        self.summary.auto.setChecked(self.settings.value(AUTO_CONTINUE_KEY, False, type=bool))
        self.summary.auto.toggled.connect(self.set_auto_continue)
        self.summary.dismissed.connect(self._summary_dismissed)
        # A click anywhere on the table or a key on it goes on from a waiting summary too.
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        self.hint_bubble = hint_callout.PanelCallout(self.view.viewport())
        self._batches = 0  # event batches told so far: a dock refresh shows only the newest

        self.sheet = ScoreSheet()
        self.sheet_dock = self._dock("Score_sheet", self.tr("Score sheet"), self.sheet,
                                     Qt.DockWidgetArea.RightDockWidgetArea)
        self.history = TrickHistory()
        self.history_dock = self._dock("Trick_history", self.tr("Trick history"), self.history,
                                       Qt.DockWidgetArea.RightDockWidgetArea)
        self.chart = ScoreChart()
        self.chart_dock = self._dock("Score_chart", self.tr("Score chart"), self.chart,
                                     Qt.DockWidgetArea.RightDockWidgetArea)
        self.tabifyDockWidget(self.sheet_dock, self.chart_dock)
        self.chart_dock.hide()  # on demand (View ▸ Score chart), a tab beside the score sheet, brought to the front
        self.chart_dock.toggleViewAction().triggered.connect(lambda on: on and self.chart_dock.raise_())
        self.dock_share = DockShare(self, [self.sheet_dock, self.history_dock, self.chart_dock])
        # Statistics live beside the autosave (the data folder); no autosave, no statistics (smoke runs, benches).
        self.stats = HistoryStore(autosave_path.parent / HISTORY_NAME) if autosave_path is not None else None

        self.thinker = Thinker(self)
        self.thinker.job_done.connect(self._job_done)
        self.thinker.start()
        self._build_menus()
        self._restore_window()
        self.banner = Banner(self)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.banner)
        if self.stats is not None and self.stats.set_aside is not None:
            self.banner.tell("history", self.tr(
                "The match history could not be read. It is kept, untouched, as {0}; a new history was "
                "started.").format(one_line(str(self.stats.set_aside))))
        self.quit_after_round = False  # the install smoke test: one round, then exit 0
        self.hints_used = 0
        self.last_claim = None
        self.last_duplicate = None
        self.last_hint: tuple[object, str] | None = None
        self._update_actions()
        self.status(self.tr("Welcome to cardtable — Game ▸ New to start a match"))
        self._show_start_screen()
        if autosave_path is not None and self.autosave_path is None:
            self._tell_busy()
        if offer_resume:
            QTimer.singleShot(0, self._offer_resume)

    # ----- building -----------------------------------------------------------------------

    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        """A dock; ``name`` is its untranslated object name (saved window states use it)."""
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, self)  # callers pass self.tr("…") so lupdate finds the label
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New…"), lambda: self.new_game(), QKeySequence.StandardKey.New)
        self.restart_action = self._action(game, self.tr("&Restart"), self.restart)
        self._action(game, self.tr("&Open…"), self.open_file, QKeySequence.StandardKey.Open)
        self.save_action = self._action(game, self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(game, self.tr("Save &As…"), self.save_as,
                                           QKeySequence.StandardKey.SaveAs)
        self._action(game, self.tr("S&tatistics…"), self.show_statistics)
        self._action(game, self.tr("&History…"), self.show_history)
        self._action(game, self.tr("Score&keeper…"), lambda: open_scorekeeper(self))
        game.addSeparator()
        self.hint_action = self._action(game, self.tr("&Hint"), self.hint, "Ctrl+H")
        # triggered(checked) must not reach claim(tricks): the menu item asks how many.
        self.claim_action = self._action(game, self.tr("&Claim the rest…"), lambda: self.claim(), "Ctrl+K")
        self.undo_action = self._action(game, self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(game, self.tr("Re&do"), self.redo, QKeySequence.StandardKey.Redo)
        game.addSeparator()
        self._action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        view = bar.addMenu(self.tr("&View"))
        view.addAction(self.sheet_dock.toggleViewAction())
        view.addAction(self.history_dock.toggleViewAction())
        view.addAction(self.chart_dock.toggleViewAction())
        self.last_trick_action = self._action(view, self.tr("&Last trick"), self.show_last_trick, "Ctrl+L")
        self.read_action = self._action(view, self.tr("Read the &table aloud"), self.read_table, "Ctrl+T")
        self.review_action = self._action(view, self.tr("&Review last round…"), self.review_last_round, "Ctrl+R")
        self.compare_action = self._action(view, self.tr("How would the &computer have done?"),
                                           self.compare_with_computer, "Ctrl+D")
        speed_menu = view.addMenu(self.tr("Animation &speed"))
        group = QActionGroup(self)
        speed_names = {"slow": self.tr("&Slow"), "normal": self.tr("&Normal"), "fast": self.tr("&Fast"),
                       "instant": self.tr("&Instant (no animation)")}
        self.speed_actions: dict[str, QAction] = {}
        for key, value in SPEEDS.items():
            a = QAction(speed_names[key], self, checkable=True)
            a.triggered.connect(lambda _=False, v=value: self.set_speed(v))
            group.addAction(a)
            speed_menu.addAction(a)
            self.speed_actions[key] = a
        self._check_speed()
        self.auto_continue_action = QAction(self.tr("Continue after a round &automatically"), self, checkable=True)
        self.auto_continue_action.setChecked(self.summary.auto.isChecked())
        self.auto_continue_action.toggled.connect(self.set_auto_continue)
        view.addAction(self.auto_continue_action)
        self.sound_action = QAction(self.tr("S&ound"), self, checkable=True)
        self.sound_action.setChecked(self.sounds.enabled)
        self.sound_action.toggled.connect(self.set_sound)
        view.addAction(self.sound_action)
        deck_menu = view.addMenu(self.tr("&Cards"))
        self.four_colour_action = QAction(self.tr("&Four-colour deck"), self, checkable=True)
        self.four_colour_action.setChecked(self.scene.style.four_colour)
        self.four_colour_action.toggled.connect(lambda on: self.set_style(four_colour=on))
        deck_menu.addAction(self.four_colour_action)
        self.high_contrast_action = QAction(self.tr("&High contrast"), self, checkable=True)
        self.high_contrast_action.setChecked(self.scene.style.high_contrast)
        self.high_contrast_action.toggled.connect(lambda on: self.set_style(high_contrast=on))
        deck_menu.addAction(self.high_contrast_action)
        deck_menu.addSeparator()
        sizes = QActionGroup(self)
        for label, scale in ((self.tr("Small cards"), 0.85), (self.tr("Medium cards"), 1.0),
                             (self.tr("Large cards"), 1.2)):
            a = QAction(label, self, checkable=True)
            a.setChecked(abs(self.scene.card_scale - scale) < 0.01)
            a.triggered.connect(lambda _=False, v=scale: self.set_card_scale(v))
            sizes.addAction(a)
            deck_menu.addAction(a)
        deck_menu.addSeparator()
        backs = QActionGroup(self)
        for back in card_art.BACKS:
            a = QAction(self.tr("Back: {0}").format(back), self, checkable=True)
            a.setChecked(self.scene.style.back == back)
            a.triggered.connect(lambda _=False, b=back: self.set_style(back=b))
            backs.addAction(a)
            deck_menu.addAction(a)
        deck_menu.addSeparator()
        decks = QActionGroup(self)
        ours = QAction(self.tr("cardtable's own deck"), self, checkable=True)
        ours.setChecked(self.scene.style.kde_svg is None)
        ours.triggered.connect(lambda: self.set_style(kde_svg=None))
        decks.addAction(ours)
        deck_menu.addAction(ours)
        for deck in card_art.find_kde_decks():  # KDE decks installed on this system, if any
            a = QAction(deck.name, self, checkable=True)
            a.setChecked(self.scene.style.kde_svg == str(deck.svg_path))
            a.triggered.connect(lambda _=False, p=str(deck.svg_path): self.set_style(kde_svg=p))
            decks.addAction(a)
            deck_menu.addAction(a)

        practice = bar.addMenu(self.tr("&Practice"))
        self._action(practice, self.tr("&Minibridge exercises…"), self.open_practice)

        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Rules…"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, self.tr("&About cardtable"), self.show_about)

    def _restore_window(self) -> None:
        geometry = checked_settings.read(self.settings, "window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            screen = QApplication.primaryScreen()
            if screen is not None:
                avail = screen.availableGeometry()
                self.resize(int(avail.width() * 0.9), int(avail.height() * 0.9))
            # The docks take at most a third of a small window: the table needs the room more.
            side = dock_width(self.width())
            self.resizeDocks([self.sheet_dock, self.history_dock], [side, side], Qt.Orientation.Horizontal)
            self.resizeDocks([self.sheet_dock, self.history_dock], [520, 200], Qt.Orientation.Vertical)
        state = checked_settings.read(self.settings, "window/state")
        if state is not None:
            self.restoreState(state)

    def open_practice(self) -> None:
        """The Minibridge exercises (imported on use: the practice window loads endplay lazily)."""
        from .practice import open_practice as show

        show(self)

    def closeEvent(self, event) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.thinker.shutdown()
        if self.session is not None:  # the lock goes: this window writes the autosave no more
            self.session.autosave = None
            self.session.hold = lambda: True
        if self.lock is not None:
            self.lock.release()
        super().closeEvent(event)

    def status(self, text: str) -> None:
        self.statusBar().showMessage(text)

    # ----- starting and saving ------------------------------------------------------------

    def in_progress(self) -> bool:
        """A match is on the table and not over: leaving it loses something."""
        return self.session is not None and not self.session.match.finished and bool(self.session.match.rounds)

    def confirm_abandon(self) -> bool:
        """Ask before a match in progress is left for another (True: go ahead). It stays
        in the autosave only until the new match replaces it, so the question says so."""
        if not self.in_progress():
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Abandon this match?"),
                          self.tr("The {0} match on the table is not finished. Abandon it and start another?")
                          .format(self.session.match.spec.title if self.session is not None else ""),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Abandon it"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep playing"))
        self.abandon_box = box
        return box.exec() == QMessageBox.StandardButton.Yes

    def new_game(self, game: str | None = None) -> None:
        """Game ▸ New (or the start screen): asks before abandoning a match in progress."""
        from .new_game import NewGameDialog

        if not self.confirm_abandon():
            return
        if game is None and self.session is not None:
            game = self.session.match.game
        dialog = NewGameDialog(self, settings=self.settings, game=game)
        if dialog.exec():
            self.start(dialog.result())

    def _show_start_screen(self) -> None:
        """No match on the table: the start screen, with what can be continued or replayed."""
        title = None
        path = self.autosave_path
        if path is not None and path.exists():
            try:
                resumable = load_session(path, autosave=None)
            except EngineError:
                resumable = None
            if resumable is not None and not resumable.match.finished:
                title = resumable.match.spec.title
        self.start_screen.set_resumable(title)
        rows = self.stats.matches(limit=RECENT) if self.stats is not None else []
        self.start_screen.set_recent(recent_matches(rows))
        self.pages.setCurrentWidget(self.start_screen)
        self.start_screen.focus_first()
        # The docks stay where they are: hidden and shown again, they came back at widths of
        # their own rather than at their share of the window (DockShare follows resizes only).

    def _continue_autosave(self) -> None:
        if self.autosave_path is None:
            return
        try:
            session = load_session(self.autosave_path, autosave=self.autosave_path)
        except EngineError as exc:
            QMessageBox.warning(self, self.tr("Cannot open this game"), one_line(str(exc)))
            return
        self._attach(session)
        self._tell_notes(session)

    def start(self, setup) -> None:
        """Start a match from a :class:`~cardtable.ui.new_game.GameSetup`."""
        self.setup = setup
        self._attach(TableSession(setup.game, setup.seats, setup.options, setup.seed, autosave=self.autosave_path))

    def restart(self) -> None:
        if self.setup is not None and self.confirm_abandon():
            self.start(self.setup)

    def _attach(self, session: TableSession, read_only: bool = False) -> None:
        """Show ``session`` and let it play: its computer players think in this window's
        worker, and it waits while the table animates. ``read_only``: shown, never played
        (the match is being played in another window)."""
        old = self.session
        if old is not None and self._on_session in old.listeners:
            old.listeners.remove(self._on_session)  # a late answer for the old match shows nothing here
        self.session = None
        self.read_only = read_only
        self.animator.finish_all()
        self._presented_turn = None
        self.panel.clear()
        self.panel.hide()
        self.summary.dismiss()
        self._hide_hint()
        session.thinker = self.thinker
        # The session deals and lets players act only while the table is still and no
        # round summary waits for the player (never, for a match shown read-only).
        session.hold = (lambda: True) if read_only else (lambda: self.animator.busy or self.summary.waiting)
        session.listeners.append(self._on_session)
        human = session.human_seats[0] if session.human_seats else 0
        self.scene.set_match(session.match, human)
        self.narrator = Narrator(session.match.players, human if session.human_seats else None,
                                 seen=lambda p: p in self.scene.slot_of)
        self.session = session
        self.sheet.set_match(session.match)
        self._refresh_docks()
        self.setWindowTitle(f"cardtable — {session.match.spec.title}")
        self._update_actions()
        self.pages.setCurrentWidget(self.view)
        self.view.setFocus()
        self.advance()

    def save_now(self) -> None:
        """Write the autosave at once (after a crash, before the report)."""
        if self.session is not None and self.autosave_path is not None and not self.read_only:
            try:
                write_autosave(self.session, self.autosave_path)
            except OSError:
                self._autosave_failing = True
                raise
            self._autosave_failing = False

    def report_crash(self, summary: str, log_path: Path) -> None:
        if self.session is not None and self.autosave_path is not None and not self._autosave_failing:
            saved = self.tr("Your game is saved and will be offered when you start cardtable again.")
        elif self.session is not None:
            saved = self.tr("Your game could NOT be saved automatically (see the notice in the window); "
                            "Game ▸ Save As… may still keep it elsewhere.")
        else:
            saved = ""
        QMessageBox.critical(
            self, self.tr("Something went wrong"),
            self.tr("cardtable hit an unexpected error ({0}).\n\n{2} The details are in:\n{1}").format(
                summary, log_path, saved))

    def _offer_resume(self) -> None:
        if self.autosave_path is None or self.session is not None:
            return
        self.offer_interrupted()

    def open_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game"), "", FILE_FILTER)
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """Open a saved game (Game ▸ Open, or ``cardtable FILE`` from a file manager); a
        file that cannot be read is explained in a dialog and nothing else changes."""
        try:
            session = load_session(path, autosave=self.autosave_path)
        except EngineError as exc:
            QMessageBox.warning(self, self.tr("Cannot open this game"), one_line(str(exc)))
            return False
        if self.session is not None and not self.confirm_abandon():  # asked once the file is known good
            return False
        self._attach(session)
        self._tell_notes(session)
        self.save_path = path
        return True

    def save(self) -> None:
        if self.save_path is None:
            self.save_as()
        elif self.session is not None:
            try:
                save_session(self.session, self.save_path)
            except OSError as exc:
                self.banner.tell(f"save:{exc}", self.tr("The game could not be saved to {0}: {1}").format(
                    one_line(str(self.save_path)), one_line(exc.strerror or str(exc))))
                return
            self.status(self.tr("Saved {0}").format(self.save_path.name))

    def save_as(self) -> None:
        if self.session is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), "game.cardtable", FILE_FILTER)
        if name:
            self.save_path = Path(name)
            self.save()

    # ----- the human's tools: hint, claim, undo, redo ---------------------------------------

    def _update_actions(self) -> None:
        """Enable what means something now (called whenever the session's state changes)."""
        s = self.session
        mine = s is not None and s.human_decision() is not None and self._presented_turn == s.turn
        playing = s is not None and not self.read_only  # a match shown read-only is not played here
        self.hint_action.setEnabled(mine and playing)
        self.claim_action.setEnabled(mine and playing and s is not None and s.can_claim)
        self.undo_action.setEnabled(playing and s is not None and s.can_undo)
        self.redo_action.setEnabled(playing and s is not None and s.can_redo)
        played = s is not None and bool(s.match.round_scores)
        self.review_action.setEnabled(played)
        self.compare_action.setEnabled(played and playing and s is not None and bool(s.human_seats))
        self.save_action.setEnabled(s is not None)
        self.save_as_action.setEnabled(s is not None)
        self.restart_action.setEnabled(s is not None and self.setup is not None)
        self.read_action.setEnabled(s is not None and bool(s.match.rounds))
        self.last_trick_action.setEnabled(s is not None and bool(s.match.rounds))

    def hint(self) -> None:
        """Ask a strong computer player what it would do in the human's place."""
        s = self.session
        if s is None or self._presented_turn != s.turn or s.human_decision() is None:
            self.status(self.tr("A hint is for your own decision: wait for your turn."))
            return
        self.status(self.tr("Thinking about a hint…"))  # first: a quick worker may answer at once
        s.hint()

    def claim(self, tricks: int | None = None) -> None:
        """Minibridge declarer claims tricks: asked how many (unless given), checked double
        dummy by the session, then played out or refused with the defending line."""
        s = self.session
        if s is None or self._presented_turn != s.turn or not s.can_claim:
            self.status(self.tr("Only declarer can claim, when it is declarer's or dummy's turn to play."))
            return
        if tricks is not None:
            s.claim(tricks)
            return
        left = s.tricks_left()
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Claim"))
        dialog.setLabelText(self.tr("How many of the {0} remaining tricks do you claim?").format(left))
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(0, left)
        dialog.setIntValue(left)
        turn = s.turn
        # Asked for this decision only: an answer after the table moved on claims nothing.
        dialog.intValueSelected.connect(lambda n: self.claim(n) if self.session is s and s.turn == turn else None)
        dialog.finished.connect(self._claim_asked)
        self.claim_dialog = dialog
        dialog.open()  # window-modal, not blocking: the table stays drawn behind the question

    def _claim_asked(self) -> None:
        if self.claim_dialog is not None:
            self.claim_dialog.deleteLater()
            self.claim_dialog = None

    def _claimed(self, event: ClaimAccepted | ClaimRefused) -> None:
        check, left = event.check, event.remaining
        self.last_claim = check
        if isinstance(event, ClaimAccepted):
            self.scene.clear_playable()
            self.status(self.tr("Claim accepted: {0} of the {1} remaining tricks are yours.").format(
                check.possible, left))
            return
        names = self.session.match.players if self.session is not None else ()
        text = self.tr("The claim does not stand: the defence holds you to {0} of the {1} remaining "
                       "tricks. For example: {2}").format(check.possible, left, line_text(names, check.line))
        self.status(self.tr("Claim refused: the defence holds you to {0}.").format(check.possible))
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Claim"), text, parent=self)
        box.setModal(False)
        box.show()
        self._claim_box = box

    def _hint_ready(self, event: HintReady) -> None:
        from ..analysis.hints import explain

        s = self.session
        if s is None:
            return
        reason = explain(s.view(event.decision.actor), event.action, event.search, face_for(s.match.game))
        self.hints_used += 1
        if self.stats is not None:
            self.stats.record_hint(s.match.game, s.match.n)
        text = self.tr("Hint: {0}").format(reason)
        self.last_hint = (event.action, text)
        self.status(text)
        self.announcer.say(text)
        self._hide_hint()
        if isinstance(event.action, Play):
            item = next((i for i in self.scene.playable_items() if i.card == event.action.card), None)
            if item is not None:
                hint_callout.mark_card(self.scene, item, item.width, reason)
        elif self.panel.isVisible():  # the suggested bid wears the ring, its reason beside the panel
            self.hint_bubble.show_over(text, self.panel, self.panel.mark_hint(event.action))

    def _hide_hint(self) -> None:
        """The hint's ring and bubble go once the player acts or the table moves on."""
        hint_callout.clear(self.scene)
        self.hint_bubble.hide()
        self.panel.mark_hint(None)

    def undo(self) -> None:
        """Back to the human's previous decision (the match becomes a practice match)."""
        if self.session is not None and not self.read_only:
            self.session.undo()

    def redo(self) -> None:
        """Forward again to where the last undo came from."""
        if self.session is not None and not self.read_only:
            self.session.redo()

    def _moved(self, event: Undone | Redone) -> None:
        """The session went back or forward: the table shows where it is now."""
        s = self.session
        assert s is not None
        self._presented_turn = None
        self.animator.finish_all()
        self.panel.hide()
        self.scene.set_match(s.match, self.scene.human)
        self.sheet.set_match(s.match)
        self._refresh_docks()
        self.status(self.tr("Undone: back to your previous decision (practice match)") if isinstance(event, Undone)
                    else self.tr("Redone: forward again to where you were"))

    # ----- the flow of play ---------------------------------------------------------------

    def advance(self) -> None:
        """Let the session move play on (the table is ready for more)."""
        if self.session is not None:
            self.session.advance()

    def _on_session(self, events: list) -> None:
        """Everything the session tells: the engine's events are animated, its own are shown."""
        table = [e for e in events if not isinstance(e, SessionEvent)]
        if any(isinstance(e, RoundStarted) for e in table):
            self.summary.dismiss()
            self.animator.call(lambda: self.status(self.tr("Dealing…")))
        if table:
            self._hide_hint()
            self._on_events(table)
        for e in events:
            if isinstance(e, YourTurn):
                self._present(e.decision)
            elif isinstance(e, Thinking):
                self._waiting_for(e.decision)
            elif isinstance(e, ThinkerFailed):
                self._computer_failed(e.error)
            elif isinstance(e, Finished):
                winners = ", ".join(self.session.match.players[w] for w in e.winners) if self.session else ""
                self.status(self.tr("Match over — winner: {0}. Game ▸ New for another.").format(winners))
                self._update_actions()
            elif isinstance(e, ClaimAccepted | ClaimRefused):
                self._claimed(e)
            elif isinstance(e, Undone | Redone):
                self._moved(e)
            elif isinstance(e, HintReady):
                self._hint_ready(e)
            elif isinstance(e, AutosaveFailed):
                self._autosave_failed(e.reason)
        if self._autosave_failing and self.session is not None and self.session.autosave_ok:
            self._autosave_failing = False
            self.banner.clear("autosave")
            self.status(self.tr("Saving works again: the match is saved to {0}").format(self.autosave_path))
        self._update_actions()

    def _on_events(self, events: list) -> None:
        # The sentences are made now, from the state these events left; they are said
        # when the table shows each event.
        s = self.session
        hand = s.view(self.scene.human).hand if s is not None and self.narrator.human is not None else ()
        texts = {id(e): self.narrator.describe(e, hand) for e in events}
        # The docks show this batch's state when its animation has played, never a later
        # one's (a claim plays out the rest of the deal as many batches).
        self._batches += 1
        batch = self._batches
        view = s.view(self.scene.human) if s is not None and s.match.rounds else None
        summaries = [self._summary_of(e) for e in events if isinstance(e, RoundScored)]
        news = None
        if s is not None and any(isinstance(e, RoundStarted) for e in events) and self.scene.source is not None:
            news = face_for(s.match.game).seating_news(self.scene.public, self.scene.source())
        # The line says what is happening from the moment the table starts to show it
        # ("Ada plays …" while her card flies): a "Waiting for Ada…" must not outlive her play.
        first = next((texts[id(e)] for e in events if texts.get(id(e)) and not isinstance(e, RoundStarted)), None)
        with self.animator.batch():
            if first:
                self.animator.call(partial(self.status, first))
            self.scene.handle(events, after=partial(self._shown, texts))
            self.animator.call(lambda: self._refresh_docks(view, latest=batch == self._batches))
            if news:
                self.animator.call(lambda: (self.status(news), self.announcer.say(news)))
                show_banner(self.scene, self.animator, news)
            for facts in summaries:
                self.animator.call(partial(self._show_summary, facts))
            record_session(self.stats, self.session, events)
            if self.quit_after_round and any(type(e).__name__ == "RoundScored" for e in events):
                self.animator.call(self._smoke_done)

    def _shown(self, texts: dict[int, str | None], event) -> None:
        """An event's animation has played: say it, show it on the status line, sound it."""
        text = texts.get(id(event)) or ""
        self.announcer.say(text)
        if text and not isinstance(event, RoundStarted):
            self.status(text)
        sound = {RoundStarted: "deal", CardPlayed: "play", TrickWon: "trick", RoundScored: "round"}.get(type(event))
        if sound is not None:
            self.sounds.play(sound)

    def _summary_of(self, event: RoundScored):
        s = self.session
        assert s is not None
        m = s.match
        facts = summary_facts(m, len(m.round_scores) - 1, event.tricks, event.scores, event.totals)
        if m.finished:
            winners = ", ".join(m.players[w] for w in m.winners)
            facts = dataclasses.replace(facts, footer=self.tr("Match over — winner: {0}").format(winners))
        return facts

    def _show_summary(self, facts) -> None:
        """The round is scored on the table: its summary waits for the player (unless they
        chose to go on automatically, watch the computers, or play at instant speed)."""
        s = self.session
        people = s is not None and bool(s.human_seats)
        finished = s is not None and s.match.finished
        wait = people and not finished and not self.summary.auto.isChecked() and self.animator.speed > 0
        self.scene.show_message("")  # the summary says it all; the line under it would peek out
        self.summary.show_facts(facts, waiting=wait)
        self._place_summary()
        if wait:
            self.status(self.tr("{0} — press a key or click to go on").format(facts.title))
        elif not finished and self.animator.speed > 0:
            self.animator.pause(AUTO_CONTINUE_MS)

    def _place_summary(self) -> None:
        size = self.view.viewport().size()
        self.summary.adjustSize()
        hint = self.summary.sizeHint()
        w, h = min(hint.width(), size.width() - 20), min(hint.height(), size.height() - 20)
        self.summary.setGeometry((size.width() - w) // 2, max(10, (size.height() - h) // 2 - 20), w, h)

    def eventFilter(self, watched, event) -> bool:
        """While the round summary waits, the table's first click or key goes on (and does
        nothing else: a click meant for the summary must not play a card of the next deal)."""
        if self.summary.waiting and watched in (self.view, self.view.viewport()):
            kind = event.type()
            shortcut = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
            if kind == QEvent.Type.MouseButtonPress or (
                    kind == QEvent.Type.KeyPress and event.key() not in MODIFIER_KEYS
                    and not event.modifiers() & shortcut):
                self.summary.dismiss()
                return True
        return super().eventFilter(watched, event)

    def _summary_dismissed(self) -> None:
        self.view.setFocus()
        self.advance()

    def set_auto_continue(self, on: bool) -> None:
        """The round summary goes on by itself after a moment (remembered)."""
        self.settings.setValue(AUTO_CONTINUE_KEY, on)
        for box in (self.summary.auto, self.auto_continue_action):
            if box.isChecked() != on:
                box.setChecked(on)
        if on and self.summary.waiting:
            self.summary.dismiss()

    def set_sound(self, on: bool) -> None:
        """View ▸ Sound: the table's sounds on or off (remembered; off at first)."""
        self.sounds.enabled = on
        self.settings.setValue(SOUND_KEY, on)

    def _smoke_done(self) -> None:
        s = self.session
        print(f"smoke: {s.match.spec.title}, round 1 scored {s.match.round_scores[0]}", flush=True)
        QApplication.instance().exit(0)

    def _refresh_docks(self, view: PlayerView | None = None, latest: bool = True) -> None:
        """The score sheet, chart and trick history. ``view``: the human's view when the
        batch being shown arrived (default: now); ``latest``: no later batch is still to
        be shown, so the sheet and chart, which read the match, may show it as it is."""
        s = self.session
        if latest:
            self.sheet.refresh()
            self.chart.show_match(s.match if s is not None else None, self.scene.human)
        if view is None and s is not None and s.match.rounds:
            view = s.view(self.scene.human)
        if view is not None:
            self.history.show_view(view)

    def _waiting_for(self, decision: Decision) -> None:
        s = self.session
        self.scene.refresh_plates(decision.seat)
        # Said when the table has shown everything before this decision (a card still
        # flying was played by someone else), and only if that decision is still awaited.
        text = self.tr("Waiting for {0}…").format(s.seats[decision.actor].name)
        turn = decision.turn
        self.animator.call(lambda: self.status(text) if self.session is s and s.turn == turn else None)
        # Secret bids: the human's panel says "waiting for the others" until the reveal.
        if not self.panel.show_for(s.view(self.scene.human)):
            self.panel.hide()
        else:
            self.view.place_overlay()

    def _computer_failed(self, error: Exception) -> None:
        from ..storage.crash import log_exception

        path = log_exception(error)
        if self.quit_after_round:  # the smoke test must fail, not wait for a click
            print(f"smoke: a computer player failed: {error!r}", flush=True)
            QApplication.instance().exit(1)
            return
        self.report_crash(f"a computer player failed: {error}", path)

    def _present(self, decision: Decision) -> None:
        s = self.session
        self._presented_turn = decision.turn
        self.summary.dismiss()
        view = s.view(decision.actor)
        self.scene.refresh_plates(decision.seat)
        if view.phase == "play":
            self.panel.clear()
            slot = self.scene.slot_of.get(decision.seat)
            legal = {int(a.card) for a in view.legal if isinstance(a, Play)}
            refused = s.refusals(decision.seat)
            self.scene.set_playable(slot, legal, {c: rule_words(r) for c, r in refused.items()})
            prompt = self._play_prompt(view, decision)
            self.status(prompt)
            self.view.setFocus()
            playable = sorted((a.card for a in view.legal if isinstance(a, Play)), key=int)
            self.announcer.say(self.tr("{0}. You can play: {1}.").format(
                prompt, ", ".join(spoken_card(c) for c in playable)) if not view.info.blind else prompt)
        else:
            self.scene.clear_playable()
            self.panel.show_for(view)
            self.panel.show()
            self.panel.raise_()
            self.view.place_overlay()
            prompt = face_for(view.game).decision_prompt(view)
            self.status(prompt)
            self.announcer.say(prompt)

    def _play_prompt(self, view: PlayerView, decision: Decision) -> str:
        whose = "" if decision.seat == decision.actor else self.tr(" from dummy")
        if view.info.blind:
            return self.tr("Blind hand: pick any face-down card")
        if not view.trick:
            return self.tr("Your lead{0}").format(whose)
        return self.tr("Your turn to play{0}").format(whose)

    def _card_chosen(self, card) -> None:
        d = self.session.pending() if self.session is not None else None
        if d is None or not d.human or self.animator.busy or self._presented_turn != d.turn:
            return
        self._submit_human(Play(d.seat, card), d)

    def _decision_chosen(self, action) -> None:
        d = self.session.pending() if self.session is not None else None
        if d is None or not d.human or self._presented_turn != d.turn:
            return
        self._submit_human(action, d)

    def _submit_human(self, action, decision: Decision) -> None:
        s = self.session
        self._hide_hint()
        self.scene.clear_playable()
        try:
            s.submit(action, decision.turn)
        except IllegalAction as exc:
            self.status(str(exc))
            if isinstance(action, Play):
                self._presented_turn = None
                s.retell()
            else:
                self.panel.show_error(str(exc))
                return
        self._update_actions()
        self.advance()

    # ----- view settings and help -----------------------------------------------------------

    def set_speed(self, value: float, remember: bool = True) -> None:
        """Animation speed (a factor of :data:`SPEEDS`; 0 is instant) for every animation and pause."""
        self.animator.speed = value
        if remember:
            self.settings.setValue("table/speed", value)
        self._check_speed()

    def _check_speed(self) -> None:
        """Tick the menu's named speed nearest to the one in force."""
        if not getattr(self, "speed_actions", None):
            return
        speed = self.animator.speed
        key = "instant" if speed <= 0 else min((k for k in SPEEDS if SPEEDS[k] > 0),
                                               key=lambda k: abs(SPEEDS[k] - speed))
        self.speed_actions[key].setChecked(True)

    def _saved_style(self) -> card_art.DeckStyle:
        back = checked_settings.read(self.settings, "cards/back")
        kde = checked_settings.read(self.settings, "cards/kde_svg") or None
        try:
            if kde is not None and not Path(kde).is_file():
                kde = None
        except (OSError, ValueError):  # a path the system refuses (NUL, too long)
            kde = None
        return card_art.DeckStyle(
            four_colour=checked_settings.read(self.settings, "cards/four_colour"),
            back=back if back in card_art.BACKS else "classic",
            high_contrast=checked_settings.read(self.settings, "cards/high_contrast"),
            kde_svg=kde,
        )

    def set_card_scale(self, scale: float) -> None:
        """Bigger or smaller cards for the whole table (remembered)."""
        self.scene.card_scale = scale
        self.settings.setValue("cards/scale", scale)
        self.animator.finish_all()
        self.scene.relayout()

    def set_style(self, **changes) -> None:
        """Change how the cards look (and remember it)."""
        style = dataclasses.replace(self.scene.style, **changes)
        self.scene.style = style
        for item in self.scene.items():
            if hasattr(item, "set_style"):
                item.set_style(style)
        self.settings.setValue("cards/four_colour", style.four_colour)
        self.settings.setValue("cards/high_contrast", style.high_contrast)
        self.settings.setValue("cards/back", style.back)
        self.settings.setValue("cards/kde_svg", style.kde_svg or "")

    def review_last_round(self) -> None:
        """All hands and the play of the last finished round, trick by trick."""
        s = self.session
        if s is None or not s.match.round_scores:
            self.status(self.tr("No round has been played to the end yet."))
            return
        from .review import ReviewDialog

        m = s.match
        last = len(m.round_scores) - 1
        self.review = ReviewDialog(m, last, self.scene.human, self, style=self.scene.style)
        self.review.show()

    def compare_with_computer(self) -> None:
        """Replay the last finished round's cards with a hard computer in your seat."""
        s = self.session
        if s is None or not s.match.round_scores or not s.human_seats:
            self.status(self.tr("Play a round first: then the computer plays the same cards in your seat."))
            return
        from ..analysis.hints import HINT_LEVEL
        from ..session.duplicate import computer_in_seat

        index = len(s.match.round_scores) - 1
        others = [c.level for c in s.seats]
        self.status(self.tr("The computer is playing round {0} again in your seat…").format(index + 1))
        self.thinker.run(("duplicate", s.key), computer_in_seat, s.match.to_record(), index, self.scene.human,
                         HINT_LEVEL, others, s.seed)

    def _job_done(self, tag, result) -> None:
        if not (isinstance(tag, tuple) and tag[0] == "duplicate"):
            return
        if isinstance(result, Exception):
            self.status(self.tr("The replay failed: {0}").format(result))
            return
        self.last_duplicate = result
        text = self.tr("Round {0}, same cards for everyone:\n\nYou: {1} points ({2} tricks)\n"
                       "The computer ({3}) in your seat: {4} points ({5} tricks)").format(
            result.round_index + 1, result.your_score, result.your_tricks, result.level,
            result.computer_score, result.computer_tricks)
        self.status(text.replace("\n\n", " — ").replace("\n", "; "))
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("How would the computer have done?"), text,
                          parent=self)
        box.setModal(False)
        box.show()
        self._duplicate_box = box

    def read_table(self) -> None:
        """Say where the play stands (for screen readers): the human's hand, the trick on
        the table, tricks won and whose turn it is — all from the human's own view."""
        s = self.session
        if s is None or not s.match.rounds:
            self.announcer.say(self.tr("No game in progress."))
            return
        self.announcer.say(self.narrator.describe_table(s.view(self.scene.human)))

    def show_last_trick(self) -> None:
        text = self.history.last_trick()
        QMessageBox.information(self, self.tr("Last trick"), text or self.tr("No trick has been played yet."))

    def show_statistics(self) -> None:
        from .statistics import StatisticsDialog

        m = self.session.match if self.session is not None else None
        store = self.stats if self.stats is not None else HistoryStore()
        StatisticsDialog(store, self, m.game if m else None, m.n if m else None).exec()

    def show_rules(self) -> None:
        from .rules_text import RulesDialog

        game = self.session.match.game if self.session is not None else None
        RulesDialog(game, self).exec()

    def show_about(self) -> None:
        QMessageBox.about(
            self, self.tr("About cardtable"),
            self.tr("cardtable {0}\nFive trick-taking card games against the computer.").format(__version__))
