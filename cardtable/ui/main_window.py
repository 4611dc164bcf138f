"""The main window: the card table in the middle, the score sheet and trick history in
docks, menus, and the status line that always says what happens now.

The window presents a :class:`~cardtable.session.TableSession`, which drives play: it
listens to the session's events and animates them, shows the human the legal cards or a
decision panel when the session says it is their turn, submits the human's actions, and
calls the session for undo, redo, claims, hints and saves. The session's computer players
think in this window's worker (ui/thinker.py) while the table animates; the session waits
while cards are still moving. The window never changes game state any other way.

This module is the window's wiring and the flow of play on the table; the rest of what the
window does lives beside it, each part a mixin with the window's attributes declared:

* ui/start_flow.py — the start screen, Game ▸ New, Open, Save;
* ui/summary_flow.py — the round summary over the table, waiting for a click or a key;
* ui/human_tools.py — hint, claim, undo, redo;
* ui/window_tools.py — View settings and the menus' look-ups (review, statistics, rules…);
* ui/banner.py (WindowFaults) — faults outside the game, crash reports, the interrupted match.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QResizeEvent, QStatusTipEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QInputDialog,
    QMainWindow,
    QStackedWidget,
    QWidget,
)

from ..engine import IllegalAction
from ..engine.actions import Play
from ..engine.events import CardPlayed, ContractChosen, RoundScored, RoundStarted, TrickWon
from ..engine.trick import ANY, FOLLOW
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
from ..session.exercise_ref import card_down
from ..storage import settings as checked_settings
from ..storage.autosave import MatchLock, drop_kept, one_line
from ..storage.history import HISTORY_NAME, HistoryStore
from . import card_art, hint_callout, suit_ink
from .animator import Animator
from .announcer import Narrator, spoken_card
from .app_settings import app_settings
from .banner import Banner, WindowFaults
from .change_window import HeldThinker
from .decisions import DecisionPanel
from .dock_share import DockShare, dock_width
from .games import face_for
from .history_dock import TrickHistory
from .human_tools import HumanTools, blind_no_hint
from .rule_words import rule_words
from .score_sheet import ScoreSheet
from .sheet_model import card_text, winners_phrase
from .sound import SOUND_KEY, Sounds
from .start_flow import StartFlow
from .statistics import ScoreChart, record_session
from .summary_flow import SummaryFlow
from .table_banner import show_banner
from .table_scene import TableScene
from .table_view import TableView
from .thinker import Thinker
from .window_tools import SPEEDS, WindowTools
from .windows import keep_inside_screen


class MainWindow(StartFlow, SummaryFlow, HumanTools, WindowTools, WindowFaults, QMainWindow):
    """The card table's window (see the module's docstring for its parts)."""

    def __init__(
        self, settings: QSettings | None = None, autosave_path: Path | None = None, offer_resume: bool = True
    ) -> None:
        super().__init__()
        self._status_text = ""  # what the status line says (see event)
        self.settings = settings if settings is not None else app_settings()
        # The autosave this window writes: None when another window has the match open.
        self.autosave_path = autosave_path
        # The data folder's autosave, whether or not this window may write it.
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
        suit_ink.set_four_colour(style.four_colour)
        self.scene = TableScene(self.animator, style)
        self.scene.card_scale = checked_settings.read(self.settings, "cards/scale")
        self.scene.card_chosen.connect(self._card_chosen)
        self.scene.card_refused.connect(self._card_refused)
        self.view = TableView(self.scene, self)
        self.start_screen = self._build_start_screen()
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.start_screen)
        self.pages.addWidget(self.view)
        self.setCentralWidget(self.pages)
        self.sounds = Sounds(bool(self.settings.value(SOUND_KEY, False, type=bool)), self)
        self.announcer = self.view.announcer
        self.narrator = Narrator((), None)

        self.panel = DecisionPanel(self.view.viewport())
        self.panel.chosen.connect(self._decision_chosen)
        # The refusal's reason leaves the status line with the panel's (it said "You hold more
        # than 17 points" beside a corrected 18).
        self.panel.error_cleared.connect(lambda: self.status(""))
        self.panel.keep_requested.connect(self.keep_choice)
        self.panel.hide()
        self.view.overlay = self.panel
        self.practice_back: Callable[[], None] | None = None  # see SummaryFlow
        self.summary = self._build_summary()
        self.hint_bubble = hint_callout.PanelCallout(self.view.viewport())
        self._batches = 0  # event batches told so far: a dock refresh shows only the newest
        # The latest news of new partners or a new table: (rounds dealt then, the sentence).
        self._seating_note: tuple[int, str] | None = None

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
        self.chart_dock.toggleViewAction().triggered.connect(self._chart_shown)
        self.dock_share = DockShare(self, [self.sheet_dock, self.history_dock, self.chart_dock])
        self.sheet.needs_room.connect(lambda px: self.dock_share.lend(self.sheet_dock, self.history_dock, px))
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
        self._tell_history_unsaved()
        self.quit_after_round = False  # the install smoke test: one round, then exit 0
        self.hints_used = 0
        self.last_claim = None
        self.claim_note = None
        self.claim_notes: dict = {}
        self._claim_box = None
        self.last_duplicate = None
        self.last_hint: tuple[object, str] | None = None
        self._update_actions()
        self.status(self.tr("Welcome to cardtable — Game ▸ New to start a match"))
        self._show_start_screen()
        if autosave_path is not None and self.autosave_path is None:
            self._tell_busy()
        self._tell_settings_faults()
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
        self._action(game, self.tr("Score&keeper…"), self.show_scorekeeper)
        game.addSeparator()
        self.hint_action = self._action(game, self.tr("&Hint"), self.hint, "Ctrl+H")
        # triggered(checked) must not reach claim(tricks): the menu item asks how many.
        self.claim_action = self._action(game, self.tr("&Claim the rest…"), lambda: self.claim(), "Ctrl+K")
        self.change_action = self._action(game, self.tr("Chan&ge my choice"), self.change_choice, "Ctrl+B")
        self.undo_action = self._action(game, self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(game, self.tr("Re&do"), self.redo, QKeySequence.StandardKey.Redo)
        game.addSeparator()
        self._action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        view = bar.addMenu(self.tr("&View"))
        # The docks by number, as their places in the menu (they had no key, a player's review).
        for k, dock in enumerate((self.sheet_dock, self.history_dock, self.chart_dock), start=1):
            dock.toggleViewAction().setShortcut(QKeySequence(f"Ctrl+{k}"))
            view.addAction(dock.toggleViewAction())
            self.addAction(dock.toggleViewAction())  # its key works while the dock is hidden too
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
        self.four_colour_action.setChecked(self.scene.deck_style.four_colour)
        self.four_colour_action.toggled.connect(lambda on: self.set_style(four_colour=on))
        deck_menu.addAction(self.four_colour_action)
        self.high_contrast_action = QAction(self.tr("&High contrast"), self, checkable=True)
        self.high_contrast_action.setChecked(self.scene.deck_style.high_contrast)
        self.high_contrast_action.toggled.connect(lambda on: self.set_style(high_contrast=on))
        deck_menu.addAction(self.high_contrast_action)
        deck_menu.addSeparator()
        sizes = QActionGroup(self)
        for label, scale in ((self.tr("&Small cards"), 0.85), (self.tr("M&edium cards"), 1.0),
                             (self.tr("&Large cards"), 1.2)):
            a = QAction(label, self, checkable=True)
            a.setChecked(abs(self.scene.card_scale - scale) < 0.01)
            a.triggered.connect(lambda _=False, v=scale: self.set_card_scale(v))
            sizes.addAction(a)
            deck_menu.addAction(a)
        deck_menu.addSeparator()
        backs = QActionGroup(self)
        # The designs by what they look like, not by their names in the settings file.
        back_names = {"classic": self.tr("Navy lattice back"), "rosette": self.tr("Burgundy rosette back"),
                      "emerald": self.tr("Emerald guilloche back")}
        for back in card_art.BACKS:
            a = QAction(back_names[back], self, checkable=True)
            a.setChecked(self.scene.deck_style.back == back)
            a.triggered.connect(lambda _=False, b=back: self.set_style(back=b))
            backs.addAction(a)
            deck_menu.addAction(a)
        deck_menu.addSeparator()
        decks = QActionGroup(self)
        ours = QAction(self.tr("cardtable's own deck"), self, checkable=True)
        ours.setChecked(self.scene.deck_style.kde_svg is None)
        ours.triggered.connect(lambda: self.set_style(kde_svg=None))
        decks.addAction(ours)
        deck_menu.addAction(ours)
        for deck in card_art.find_kde_decks():  # KDE decks installed on this system, if any
            a = QAction(deck.name, self, checkable=True)
            a.setChecked(self.scene.deck_style.kde_svg == str(deck.svg_path))
            a.triggered.connect(lambda _=False, p=str(deck.svg_path): self.set_style(kde_svg=p))
            decks.addAction(a)
            deck_menu.addAction(a)

        practice = bar.addMenu(self.tr("&Practice"))
        self._action(practice, self.tr("&Minibridge exercises…"), self.open_practice)

        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Rules…"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, self.tr("&Keyboard shortcuts…"), self.show_shortcuts)
        self._action(help_menu, self.tr("&About cardtable"), self.show_about)

    def _restore_window(self) -> None:
        geometry = checked_settings.read(self.settings, "window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
            keep_inside_screen(self)  # a size saved on a bigger screen
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

    def closeEvent(self, event) -> None:
        self.dock_share.bring_back()  # the saved layout is the table's, not the start screen's
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.thinker.shutdown()
        if self.session is not None:  # the lock goes: this window writes the autosave no more
            self._leave_own_file(self.session, closing=True)
            self.session.autosave = None
            self.session.hold = lambda: True
        if self.lock is not None:
            self.lock.release()
        super().closeEvent(event)

    def _chart_shown(self, on: bool) -> None:
        """View ▸ Score chart ticked: bring its tab to the front of the score sheet's."""
        if on:
            self.chart_dock.raise_()

    def status(self, text: str) -> None:
        self._status_text = text
        self.statusBar().showMessage(self._status_fitted(text))

    def _status_fitted(self, text: str) -> str:
        """``text`` as the status line can show it: cut short with "…" where it is too long
        for the window (a long hint at 1024×700 ended mid-word), whole otherwise; the whole
        of it goes to the line's tool tip and, said aloud, to a screen reader."""
        bar = self.statusBar()
        room = bar.width() - 24
        fitted = bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room) if room > 0 else text
        bar.setToolTip(text if fitted != text else "")
        return fitted

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The status line fitted again to the new width."""
        super().resizeEvent(event)
        if getattr(self, "_status_text", ""):
            self.statusBar().showMessage(self._status_fitted(self._status_text))

    def event(self, event: QEvent) -> bool:
        """A menu item without a tip, hovered, clears the status line (Qt says an empty tip):
        the line would lose for good what it was telling (whose turn, the match's end).
        It says that again instead."""
        if event.type() == QEvent.Type.StatusTip and isinstance(event, QStatusTipEvent) and not event.tip():
            self.statusBar().showMessage(self._status_fitted(self._status_text))
            return True
        return super().event(event)

    def _own_file(self, session: TableSession) -> Path | None:
        """The file of its own that a match keeps itself in (a practice deal, beside the
        window's autosave, which keeps the match in progress), else None."""
        own = session.autosave
        return Path(own) if own is not None and own != self.autosave_path else None

    def _leave_own_file(self, old: TableSession, closing: bool = False) -> bool:
        """A match leaving the table (or the window ``closing``) that keeps itself in a file
        of its own (a practice deal) writes it no more — a late move must not write over it
        once it is offered back or taken up again. Unfinished with a card down, it stays
        kept (and, the window staying, the banner says so); not begun, the file goes: the
        Exercises window deals it again as it was. True when it is kept."""
        own = self._own_file(old)
        if own is None:
            return False
        old.autosave = None
        if not card_down(old.match) or old.match.finished:
            drop_kept(own)
            return False
        if not closing and own.exists():
            self.tell_practice_kept(own, old.exercise)
        return own.exists()

    def tell(self, text: str) -> None:
        """Show ``text`` on the status line and say it to a screen reader."""
        self.status(text)
        self.announcer.say(text)

    # ----- a match on the table (starting and saving: start_flow.py) ----------------------

    def _attach(self, session: TableSession, read_only: bool = False) -> None:
        """Show ``session`` and let it play: its computer players think in this window's
        worker, and it waits while the table animates. ``read_only``: shown, never played
        (the match is being played in another window)."""
        old = self.session
        self.practice_back = None  # a practice deal sets it again once it is attached
        self._seating_note = None
        if old is not None and self._on_session in old.listeners:
            old.listeners.remove(self._on_session)  # a late answer for the old match shows nothing here
        if old is not None and old is not session:
            kept = self._leave_own_file(old)
            exercises = getattr(self, "_practice_window", None)
            if exercises is not None:
                exercises.left_the_table(old, kept)
        self.session = None
        self.read_only = read_only
        if session.autosave is not None and session.autosave == self.autosave_path:
            self.banner.clear("kept-match")  # the match the autosave keeps is on the table again
        self.animator.finish_all()
        self._presented_turn = None
        self.panel.clear()
        self.panel.hide()
        self.summary.dismiss()
        self._hide_hint()
        self.claim_note = None
        self.claim_notes = {}  # by place in this match: another match's would answer wrongly
        session.thinker = HeldThinker(self.thinker, self._change_window_left, self)
        # The session deals and lets players act only while the table is still and no
        # round summary waits for the player (never, for a match shown read-only).
        session.hold = (lambda: True) if read_only else (lambda: self.animator.busy or self.summary.waiting)
        session.listeners.append(self._on_session)
        human = session.human_seats[0] if session.human_seats else 0
        self.scene.set_match(session.match, human)
        # Watching, the seat at the bottom is still "your seat" (a computer plays it, the line
        # says): the narration says "You play", never "You plays".
        self.narrator = Narrator(session.match.players, human,
                                 round_noun=face_for(session.match.game).round_noun(),
                                 seen=lambda p: p in self.scene.slot_of)
        self.session = session
        self.sheet.set_match(session.match)
        self._refresh_docks()
        self.setWindowTitle(f"cardtable — {session.match.spec.title}")
        self._update_actions()
        self.pages.setCurrentWidget(self.view)
        self.dock_share.bring_back()
        self.view.setFocus()
        if not read_only and not session.match.finished:
            # Resumed where a round had just been scored and the next was not dealt (the app
            # was closed on the round's summary): the summary waits again, as it did then; the
            # next round was dealt at once and the round's result and tricks never shown.
            self._summary_again()
        self.advance()

    # ----- what the human may do now (hint, claim, undo, redo: human_tools.py) -------------

    def _update_actions(self) -> None:
        """Enable what means something now (called whenever the session's state changes)."""
        s = self.session
        mine = s is not None and s.human_decision() is not None and self._presented_turn == s.turn
        playing = s is not None and not self.read_only  # a match shown read-only is not played here
        if not mine:
            self.scene.show_cue("")  # the card is played, or the turn has moved on (undo, a new match)
        blind = mine and s is not None and s.hint_refused()
        self.hint_action.setEnabled(mine and playing and not blind)
        self.hint_action.setStatusTip(blind_no_hint() if blind else "")
        self.claim_action.setEnabled(mine and playing and s is not None and s.can_claim)
        self.undo_action.setEnabled(playing and s is not None and s.can_undo)
        self.redo_action.setEnabled(playing and s is not None and s.can_redo)
        played = s is not None and bool(s.match.round_scores)
        self.review_action.setEnabled(played)
        refusal = self.compare_refusal() if played and playing else None
        self.compare_action.setEnabled(played and playing and refusal is None)
        self.compare_action.setStatusTip(refusal or "")  # why not, when not (Dumb-Bunny's blind hands)
        self.save_action.setEnabled(s is not None)
        self.save_as_action.setEnabled(s is not None)
        self.restart_action.setEnabled(s is not None and self.setup is not None)
        self.read_action.setEnabled(s is not None and bool(s.match.rounds))
        self.last_trick_action.setEnabled(s is not None and bool(s.match.rounds))
        self._update_change_action()

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
                if self.session is not None and (own := self._own_file(self.session)) is not None:
                    drop_kept(own)  # a practice deal over: nothing to take up again (an undo writes it back)
                names = [self.session.match.players[w] for w in e.winners] if self.session else []
                if self.practice_back is not None:
                    self.status(self.tr("Practice deal over. Its result is on the exercises' Play tab."))
                else:
                    self.status(self.tr("Match over — {0}. Game ▸ New for another.").format(winners_phrase(names)))
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
        # The human's view now, asked of the engine once: the narrator's hand, and the docks'.
        narrated = s is not None and self.narrator.human is not None
        now = s.view(self.scene.human) if s is not None and (narrated or s.match.rounds) else None
        hand = now.hand if narrated and now is not None else ()
        texts = {id(e): self.narrator.describe(e, hand) for e in events}
        # The docks show this batch's state when its animation has played, never a later
        # one's (a claim plays out the rest of the deal as many batches).
        self._batches += 1
        batch = self._batches
        view = now if s is not None and s.match.rounds else None
        summaries = [self._summary_of(e) for e in events if isinstance(e, RoundScored)]
        news = None
        if s is not None and any(isinstance(e, RoundStarted) for e in events) and self.scene.source is not None:
            news = face_for(s.match.game).seating_news(self.scene.public, self.scene.source())
        # The line says what is happening from the moment the table starts to show it
        # ("Ada plays …" while her card flies): a "Waiting for Ada…" must not outlive her play.
        first = next((texts[id(e)] for e in events if texts.get(id(e)) and not isinstance(e, RoundStarted)), None)
        # A round's end is said on the table ("Round over — most this round: …") with the score
        # sheet and the trick history already showing its last trick: the docks are brought up
        # to date just before, unless the batch goes on into the next round.
        scored = next((i for i, e in enumerate(events) if isinstance(e, RoundScored)), None)
        if scored is not None and any(isinstance(e, RoundStarted) for e in events[scored:]):
            scored = None
        with self.animator.batch():
            if first:
                self.animator.call(partial(self.status, first))
            if scored is not None:
                self.scene.handle(events[:scored], after=partial(self._shown, texts))
                self.animator.call(lambda: self._refresh_docks(view, latest=batch == self._batches))
                self.scene.handle(events[scored:], after=partial(self._shown, texts))
            else:
                self.scene.handle(events, after=partial(self._shown, texts))
            self.animator.call(lambda: self._refresh_docks(view, latest=batch == self._batches))
            for e in events:
                # A contract the computer chose has its moment on the table before the lead
                # (a defender saw the heading say "not chosen yet" and the lead already down).
                said = texts.get(id(e))
                if isinstance(e, ContractChosen) and s is not None and not s.seats[e.declarer].human and said:
                    show_banner(self.scene, self.animator, said)
            if news:
                assert s is not None
                self._seating_note = (len(s.match.rounds), news)
                self.animator.call(partial(self.tell, news))
                show_banner(self.scene, self.animator, news)
            for facts in summaries:
                self.animator.call(partial(self._show_summary, facts))
            record_session(self.stats, self.session, events)
            self._tell_history_unsaved()
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

    def eventFilter(self, watched, event) -> bool:
        """The table's clicks and keys go on from a waiting round summary first (summary_flow.py)."""
        return self._summary_takes(watched, event) or super().eventFilter(watched, event)

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
        assert s is not None  # a decision comes from the session on the table
        self.scene.refresh_plates(decision.seat)
        # Said when the table has shown everything before this decision (a card still
        # flying was played by someone else), and only if that decision is still awaited.
        if decision.actor == self.scene.human:  # watching: the seat at the bottom is a computer's
            text = self.tr("The computer is playing your seat…")
        else:
            text = self.tr("Waiting for {0}…").format(s.seats[decision.actor].name)
        turn = decision.turn
        self.animator.call(lambda: self.status(text) if self.session is s and s.turn == turn else None)
        if self._offer_change():  # the human's bid may still be changed: the panel says how
            return
        # Secret bids: the human's panel says "waiting for the others" until the reveal. A
        # match watched has no human to show a panel to.
        if self.scene.human not in s.human_seats or not self.panel.show_for(s.view(self.scene.human)):
            self.panel.hide()
        else:
            self.view.place_overlay()

    def _present(self, decision: Decision) -> None:
        s = self.session
        assert s is not None  # a decision comes from the session on the table
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
            note = self._last_trick_note(view)
            if note:
                prompt = self.tr("{0}. {1}").format(note, prompt)
            seated = self._seating_note
            if seated is not None and seated[0] == len(s.match.rounds) and not view.history:
                # New partners or a new table: said until the hand's first trick is done, at
                # every speed (at instant speed the table's banner is not shown at all, and the
                # status line's news gave way to the prompt at once).
                prompt = self.tr("{0}. {1}").format(seated[1], prompt)
            if self.moved_note:
                prompt = self.tr("{0}. {1}").format(self.moved_note, prompt)
            unusual = next((r for r in refused.values() if r[0] not in (ANY, FOLLOW)), None)
            if unusual is not None:
                # Dumb-Bunny's must-beat (or must-trump) rule dims cards of the suit led too:
                # the prompt says why, before a dimmed card is clicked to find out.
                prompt = self.tr("{0}. {1}").format(prompt, rule_words(unusual))
            self.status(prompt)
            self.scene.show_cue(prompt, slot or 0)
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
            said = face_for(view.game).decision_prompt(view)
            self.tell(self.tr("{0}. {1}").format(self.moved_note, said) if self.moved_note else said)
        self.moved_note = ""  # said once, with the decision it came back to

    def _last_trick_note(self, view: PlayerView) -> str:
        """At instant speed a trick is gathered the moment its last card falls, so a trick the
        player completed, or one that went round after their lead, was never seen on the
        felt: the prompt names who won the last trick and with which card ("Ada won the last
        trick with the A♥"). At any other speed the trick lay on the felt a moment; ''."""
        if self.animator.speed > 0 or not view.history:
            return ""
        leader, cards, winner = view.history[-1]
        card = card_text(cards[(winner - leader) % len(cards)])
        if winner == view.seat:
            return self.tr("You won the last trick with the {0}").format(card)
        name = self.session.match.players[view.info.seat_player(winner)] if self.session is not None else ""
        return self.tr("{0} won the last trick with the {1}").format(name, card)

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

    def _card_refused(self, reason: str) -> None:
        """A card the rules forbid was clicked: the rule, in the table's words, on the
        status line and to the screen reader (the card stays in the hand)."""
        self.tell(reason)

    def _decision_chosen(self, action) -> None:
        if self._change_chosen(action):
            return
        d = self.session.pending() if self.session is not None else None
        if d is None or not d.human or self._presented_turn != d.turn:
            return
        self._submit_human(action, d)

    def _submit_human(self, action, decision: Decision) -> None:
        s = self.session
        assert s is not None  # a decision comes from the session on the table
        self._hide_hint()
        self.scene.clear_playable()
        try:
            s.submit(action, decision.turn)
        except IllegalAction:
            # The engine's message is for logs and the command line ("West does not hold…");
            # the person is told in the table's own words.
            words = self._refusal_words(action, decision)
            self.tell(words)
            if isinstance(action, Play):
                self._presented_turn = None
                s.retell()
            else:
                self.panel.show_error(words)
                return
        self._update_actions()
        self.advance()

    def _refusal_words(self, action, decision: Decision) -> str:
        s = self.session
        assert s is not None
        if isinstance(action, Play):
            rule = s.refusals(decision.seat).get(int(action.card))
            return rule_words(rule) if rule is not None else self.tr("That card cannot be played now.")
        return face_for(s.match.game).refusal_words(s.view(decision.actor), action)
