"""A banner across the top of the main window for what went wrong outside the game (a
failed autosave, a damaged file kept aside, a match open in another window): told once,
plainly, with the file's path, and never in the way — no modal dialog, play goes on.

Each message has a key; the same key is shown once until :meth:`Banner.clear` lifts it
(a fault repeating at every action stays one message, not a storm).

:class:`WindowFaults` is the main window's side of it (a mixin, so the window's own module
keeps to the table): offering the interrupted match before anything replaces it, keeping
damaged or declined autosaves aside, the read-only view of a match another window plays,
the failed-autosave notice, the crash report (with the autosave written first), and the
History window.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QToolBar,
    QWidget,
)

from ..engine.errors import EngineError
from ..session.resume import session_from_record
from ..session.saving import write_autosave
from ..storage import settings as checked_settings
from ..storage.autosave import check_autosave, clear_stale_temps, copy_aside, one_line, set_aside
from ..storage.history import HistoryStore
from ..words import counted
from .badges import translate
from .questions import plain_buttons
from .window_part import WindowPart

if TYPE_CHECKING:
    from ..session import TableSession
    from ..session.exercise_ref import ExerciseRef


class Banner(QToolBar):
    """A fixed tool bar holding the notices, newest first, one on show with its buttons, a
    close button and a word on how many more wait behind it.

    Several faults can stand at once (a read-only data folder fails both the history and the
    autosave at every card): each is kept until dismissed or lifted, and telling one again
    changes nothing, so neither hides the other and the bar never flickers between them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Fault_banner")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)
        box = QWidget(self)
        self._layout = QHBoxLayout(box)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self.label = QLabel(box)
        self.label.setWordWrap(True)
        # Its width is what the bar leaves it, never what its text would like: a notice on
        # one line must not widen the window (see _fit_text).
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setAccessibleName(self.tr("Notice"))
        self._layout.addWidget(self.label, 1)
        self.more = QLabel(box)  # "1 more notice": what Dismiss will show next
        self.more.hide()
        self._layout.addWidget(self.more)
        self._buttons: list[QPushButton] = []
        close = QPushButton(self.tr("Dismiss"), box)
        close.clicked.connect(self.dismiss)
        self._layout.addWidget(close)
        self._close = close
        self.addWidget(box)
        self.setStyleSheet("QToolBar#Fault_banner { background: #fff4c2; border-bottom: 1px solid #c9a400; }"
                           "QToolBar#Fault_banner QLabel { color: #222; }")
        self.key: str | None = None  # the notice on show
        # The notices standing, oldest first: key → (text, buttons).
        self._notices: dict[str, tuple[str, tuple[tuple[str, Callable[[], None]], ...]]] = {}
        self._dismissed: set[str] = set()  # put away by the person: not told again until lifted
        self.shown: list[str] = []  # every message shown, in order (tests and the log read it)
        self.hide()

    def tell(self, key: str, text: str, buttons: Sequence[tuple[str, Callable[[], None]]] = ()) -> bool:
        """Show ``text`` on top unless the notice ``key`` already stands (or was dismissed
        and not lifted since); True when shown now."""
        if key in self._notices or key in self._dismissed:
            return False
        self._notices[key] = (text, tuple(buttons))
        self.shown.append(text)
        self._show(key)
        return True

    def _show(self, key: str) -> None:
        text, buttons = self._notices[key]
        self.key = key
        self.label.setText(text)
        for b in self._buttons:
            b.hide()
            b.deleteLater()
        self._buttons = []
        for label, action in buttons:
            button = QPushButton(label, self)
            button.clicked.connect(action)
            button.clicked.connect(lambda _=False, k=key: self._put_away(k))
            self._layout.insertWidget(self._layout.count() - 1, button)
            button.show()  # a child added to a bar already on show stays hidden otherwise
            self._buttons.append(button)
        waiting = len(self._notices) - 1
        self.more.setText(counted(waiting, self.tr("1 more notice"), self.tr("{0} more notices")).format(waiting))
        self.more.setVisible(waiting > 0)
        self.show()
        self._fit_text()

    def _fit_text(self) -> None:
        """The notice on one line where it fits beside its buttons, else wrapped to exactly
        the lines it needs: a tool bar does not ask a wrapping label its height for the width
        it has, and a one-line notice stood in a band some 80 px tall at 1024×700 (a
        player's review)."""
        others = [w for w in (self.more, *self._buttons, self._close) if not w.isHidden()]
        spacing = self._layout.spacing()
        margins = self._layout.contentsMargins()
        room = (self.width() - margins.left() - margins.right() - sum(w.sizeHint().width() + spacing for w in others)
                - 16)  # the tool bar's own frame and handle room
        wraps = self.label.fontMetrics().horizontalAdvance(self.label.text()) > room
        self.label.setWordWrap(wraps)
        self.label.setFixedHeight(self.label.heightForWidth(max(room, 100)) if wraps
                                  else self.label.fontMetrics().height() + 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.key is not None:
            self._fit_text()

    def _put_away(self, key: str) -> None:
        """``key``'s notice goes (dismissed, or its button pressed); the next newest shows."""
        if key in self._notices:
            del self._notices[key]
            self._dismissed.add(key)
            self._show_newest()

    def _show_newest(self) -> None:
        if self._notices:
            self._show(next(reversed(self._notices)))
        else:
            self.key = None
            self.hide()

    def dismiss(self) -> None:
        """The Dismiss button: the notice on show goes, the one before it shows."""
        if self.key is not None:
            self._put_away(self.key)
        else:
            self.hide()

    def clear(self, key: str | None = None) -> None:
        """Lift the notice ``key`` (every notice when None): it may be told again."""
        if key is None:
            self._notices.clear()
            self._dismissed.clear()
            self._show_newest()
            return
        self._dismissed.discard(key)
        if key in self._notices:
            del self._notices[key]
            self._show_newest()

    @property
    def text(self) -> str:
        return "" if self.isHidden() else self.label.text()


class WindowFaults(WindowPart):
    """The main window's handling of faults outside the game, and of its own crashes (mixed
    into ``MainWindow``, whose attributes it uses: those declared here, ``_attach``,
    ``_show_start_screen``, ``status`` and ``new_game``). Its words keep the context
    "MainWindow", where the window's own ``tr`` looks them up."""

    banner: Banner
    session: Any
    autosave_path: Path | None
    autosave_file: Path | None
    lock_owner: int | None
    stats: HistoryStore | None
    read_only: bool
    quit_after_round: bool
    _autosave_failing: bool

    def _tell_busy(self) -> None:
        owner = f" (process {self.lock_owner})" if self.lock_owner is not None else ""
        self.banner.tell("busy", translate("MainWindow",
            "The match in progress is open in another cardtable window{0}. This window does not save "
            "automatically; you can look at that match read-only or play a new one here (Game ▸ Save to "
            "keep it).").format(owner),
            [(translate("MainWindow", "Open it read-only"), self.open_read_only),
             (translate("MainWindow", "New match"), self.new_game)])

    def open_read_only(self) -> None:
        """Show the match another window is playing, without playing or saving it."""
        path = self.autosave_file
        check = check_autosave(path) if path is not None else None
        if check is None or check.data is None:
            self.status(translate("MainWindow", "There is no match in progress to show."))
            return
        try:
            session = session_from_record(check.data)
        except EngineError as exc:
            self.status(one_line(str(exc)))
            return
        self._attach(session, read_only=True)
        self.status(translate("MainWindow", "Read-only: this match is being played in another window."))

    def _kept_aside(self, path: Path, reason: str, kind: str = "damaged", title: str = "") -> None:
        """Set ``path`` aside (never deleted) and say so. A damaged file is named in full,
        for whoever looks into it; an interrupted match (of the game ``title``) is offered
        back with a button, since its folder is hidden from a file dialog's view."""
        kept = set_aside(path, kind)
        where = str(kept) if kept is not None else str(path)
        if kind == "damaged":
            text = translate(
                "MainWindow", "The saved match could not be read ({0}). It is kept, untouched, as {1}.").format(
                one_line(reason), one_line(where))
            self.banner.tell(f"aside:{where}", text)
            return
        self._offer_kept(where, translate(
            "MainWindow", "The unfinished {0} match is kept for later: resume it here, or from the start screen "
                          "whenever you like.").format(title))

    def tell_practice_kept(self, path: Path, exercise: ExerciseRef | None = None) -> None:
        """A practice deal left unfinished on the table for another match stays in its own
        file (see ``PracticeWindow.build_session``): say so, naming its exercise where it is
        known (two such notices read alike), and offer it back."""
        if exercise is not None and exercise.set_title:
            text = translate("MainWindow", "The unfinished practice deal ({0}, board {1}) is kept for later: resume "
                                           "it here, or from the start screen whenever you like.").format(
                exercise.set_title, exercise.board)
        else:
            text = translate("MainWindow", "The unfinished practice deal is kept for later: resume it here, or from "
                                           "the start screen whenever you like.")
        self._offer_kept(str(path), text)

    def _offer_kept(self, where: str, text: str) -> None:
        """``text`` on the banner with a button that resumes the match kept at ``where``."""
        self.banner.tell(f"aside:{where}", text, [(translate("MainWindow", "Resume it"),
                                                   lambda: self._resume_kept(Path(where)))])

    def _tell_notes(self, session: TableSession) -> None:
        if session.notes:
            self.banner.tell("notes:" + "|".join(session.notes), " ".join(session.notes))

    def offer_interrupted(self, proceed=None) -> None:
        """Check the autosave before anything replaces it. A damaged one is kept aside and
        named. With nothing asked for (``proceed`` is None: a plain start) the interrupted
        match is offered by the start screen's Continue, and nothing asks. When something
        would replace it (``proceed``: the match asked for on the command line, a file
        opened), the person is asked first; one they do not resume is kept aside, so
        nothing is ever overwritten, and then ``proceed`` runs."""
        path = self.autosave_path
        if path is not None and self.session is None:
            clear_stale_temps(path)  # a save cut short by a kill; never one in progress
            check = check_autosave(path)
            if check.state == "damaged":
                self._kept_aside(path, check.reason)
            elif check.data is not None:
                try:
                    session = session_from_record(check.data, autosave=path)
                except EngineError as exc:
                    self._kept_aside(path, str(exc))
                else:
                    if not session.match.finished and proceed is not None:
                        if self._ask_resume(session.match.spec.title):
                            self._attach_resumed(session)
                            self._tell_notes(session)
                            return
                        self._kept_aside(path, "", kind="interrupted", title=session.match.spec.title)
            if self.session is None:
                self._show_start_screen()  # what it offers to continue may have been kept aside
        if proceed is not None:
            proceed()

    def _ask_resume(self, title: str) -> bool:
        """Resume the interrupted match (True) or keep it for later? The buttons say which:
        the style's tick and cross on Yes and No read as if keeping it were refusing."""
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Resume?"),
                          translate("MainWindow", "Your {0} match is not finished. Resume it where it stopped?\n\n"
                                                  "If not, it is kept for later: the start screen offers it.").format(
                              title),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.button(QMessageBox.StandardButton.Yes).setText(translate("MainWindow", "Resume it"))
        box.button(QMessageBox.StandardButton.No).setText(translate("MainWindow", "Keep it for later"))
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        plain_buttons(box)
        return box.exec() == QMessageBox.StandardButton.Yes

    def _tell_settings_faults(self) -> None:
        """A settings file Qt cannot parse is used as far as it reads, and a copy of it kept
        beside it; values the app could not use (``speed=fast``) fell back to their defaults.
        Either way the player is told once, in the banner, not only in a log."""
        file = self.settings.fileName()
        if os.path.isdir(file):
            self.banner.tell("settings", translate("MainWindow",
                "The settings cannot be saved: {0} is a folder, not a file. The defaults are used.").format(
                    one_line(file)))
            return
        if os.path.isfile(file) and checked_settings.not_text(file):
            # Bytes Qt read as keys without complaint: nothing in them is a setting, and they
            # would be written back. The file is kept aside and the settings start afresh.
            kept = copy_aside(Path(file))
            self.settings.clear()
            self.banner.tell("settings", translate("MainWindow",
                "The settings file {0} is not a settings file (it holds binary data): the defaults are used. "
                "The file as it was is kept as {1}.").format(
                    one_line(file), one_line(str(kept if kept is not None else file))))
            return
        if self.settings.status() == QSettings.Status.FormatError and os.path.isfile(file):
            # What could be read is used (and written back cleanly at the next change); the
            # file as it was is kept beside it.
            kept = copy_aside(Path(file))
            self.banner.tell("settings", translate("MainWindow",
                "The settings file {0} is damaged: what could be read is used, the rest is back to its "
                "defaults. The file as it was is kept as {1}.").format(
                    one_line(file), one_line(str(kept if kept is not None else file))))
            return
        bad = checked_settings.take_unusable()
        if bad:
            values = ", ".join(f"{key} ({value})" for key, value in sorted(bad.items()))
            self.banner.tell("settings", translate("MainWindow",
                "Some settings in {0} were not usable, so their defaults are used: {1}.").format(
                    one_line(file), one_line(values)))

    def _tell_history_unsaved(self) -> None:
        """A banner while the match history cannot be written (it could not be opened, or a
        write failed: a full disk, a locked file): the matches played meanwhile will not be in
        History or Statistics, and the player should know before, not find out later."""
        reason = self.stats.unsaved if self.stats is not None else None
        if reason is None or self.stats is None:
            self.banner.clear("history-unsaved")
            return
        self.banner.tell("history-unsaved", translate("MainWindow",
            "The match history cannot be saved in {0} ({1}): matches played now will not appear in History "
            "or Statistics. Your game itself is not affected.").format(
                one_line(str(self.stats.path.parent)), one_line(reason)))

    def _autosave_failed(self, reason: str) -> None:
        """The autosave could not be written: play goes on, the person is told once where
        things stand (what was saved last, and where), never that the match is saved."""
        self._autosave_failing = True
        path = self.autosave_path
        last = translate("MainWindow", "the last save that worked, if any, is still in {0}.").format(
            one_line(str(path))) if path is not None else ""
        self.banner.tell("autosave", translate("MainWindow",
            "Your match is NOT being saved automatically: {0}. Play goes on; {1} Game ▸ Save As… can keep "
            "the match somewhere else.").format(one_line(reason), last))

    def save_now(self) -> None:
        """Write the match's own autosave at once (after a crash, before the report): the
        window's for a match it keeps there, a practice deal's own file for a practice deal —
        never one match over another's file (a crash during a practice deal wrote the deal
        over the match kept in the window's autosave)."""
        s = self.session
        if s is not None and s.autosave is not None and not self.read_only:
            try:
                write_autosave(s, s.autosave)
            except OSError:
                self._autosave_failing = True
                raise
            self._autosave_failing = False

    def report_crash(self, summary: str, log_path: Path) -> None:
        """A bug of ours (or a computer player's) was logged: say so, and whether the match
        is saved — never that it is when the autosave has been failing."""
        if self.session is None or self.read_only:  # nothing of this window's to save
            saved = ""
        elif self.session.autosave is not None and not self._autosave_failing:
            saved = translate("MainWindow", "Your game is saved and will be offered when you start cardtable again.")
        else:
            saved = translate("MainWindow", "Your game could NOT be saved automatically (see the notice in the "
                                            "window); Game ▸ Save As… may still keep it elsewhere.")
        QMessageBox.critical(
            self, translate("MainWindow", "Something went wrong"),
            translate("MainWindow", "cardtable hit an unexpected error ({0}).\n\n{2} The details are in:\n{1}").format(
                summary, log_path, saved))

    def _computer_failed(self, error: Exception) -> None:
        """A computer player raised: logged and reported (the smoke run exits 1 instead)."""
        from ..storage.crash import log_exception

        path = log_exception(error)
        if self.quit_after_round:  # the smoke test must fail, not wait for a click
            print(f"smoke: a computer player failed: {error!r}", flush=True)
            QApplication.exit(1)
            return
        self.report_crash(f"a computer player failed: {error}", path)

    def _smoke_done(self) -> None:
        """The install's smoke run (``cardtable play --smoke``): one round played, exit 0."""
        s = self.session
        print(f"smoke: {s.match.spec.title}, round 1 scored {s.match.round_scores[0]}", flush=True)
        QApplication.exit(0)

    def show_history(self) -> None:
        """Game ▸ History…: the matches played, to filter, review or show on the table."""
        from .history import HistoryDialog

        store = self.stats if self.stats is not None else HistoryStore()
        self.history_dialog = HistoryDialog(store, self)
        self.history_dialog.show_on_table.connect(self.show_record)
        self.history_dialog.show()

    def show_record(self, record: dict) -> None:
        """Show a match of the history on the table as it ended (read-only: the match the
        autosave holds is not touched)."""
        try:
            session = session_from_record(record)
        except EngineError as exc:
            self.status(one_line(str(exc)))
            return
        playing = self.playing_title()
        self._attach(session, read_only=True)
        self.status(translate("MainWindow", "A match from the history, as it ended (Game ▸ New to play)."))
        self.tell_kept(playing, translate("MainWindow", "Showing a match from the history."))

    def tell_kept(self, playing: str | None, what: str) -> None:
        """After the table took another match in place of ``playing`` (a game's title; None:
        nothing was being played), say that the match left is kept (it is in the autosave)
        and offer it back in one click."""
        if playing is None:
            return
        self.banner.clear("kept-match")  # told anew each time, even if dismissed before (a player's review)
        self.banner.tell("kept-match", translate("MainWindow", "{0} Your {1} match in progress is kept.").format(
            what, playing), [(translate("MainWindow", "Back to my match"), self._back_to_match)])

    def _back_to_match(self) -> None:
        """The match in progress, from the autosave, in place of the one shown."""
        self.banner.clear("kept-match")
        self._continue_autosave()
