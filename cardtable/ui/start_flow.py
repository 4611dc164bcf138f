"""Starting, continuing, opening and saving a match: the main window's side of the start
screen and of Game ▸ New, Open, Save (a mixin of ``MainWindow``, kept apart so that the
window's own module is its wiring and the table).

The start screen shows while no match is on the table: Continue (the interrupted match in
the autosave, the one way back to it at a plain start), New game, the exercises and the
recent matches. Game ▸ New and Open ask before a match in progress is abandoned; Open asks
only once the file has been read, so a bad file changes nothing.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..engine import EngineError
from ..session import TableSession
from ..session.exercise_ref import card_down
from ..session.resume import load_session
from ..session.saving import save_session
from ..storage.autosave import discard_kept, kept_matches, one_line, restore_kept
from ..storage.stats import match_id
from .badges import translate
from .file_places import naming_file, remember_folder, start_folder, suggested_path
from .games import face_for, round_name
from .questions import plain_buttons
from .start_screen import RECENT, Kept, StartScreen, recent_matches
from .window_part import WindowPart

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QStackedWidget

    from ..storage.history import HistoryStore
    from .animator import Animator
    from .banner import Banner
    from .dock_share import DockShare

FILE_FILTER = "cardtable games (*.cardtable);;All files (*)"



def _where(match: Any) -> str:
    """Where an unfinished match stands, as the start screen says it: "Round 3 of 18", "Deal 2",
    or "Round 2 of 18 played" when it was left on that round's summary."""
    noun, number = round_name(match, max(0, len(match.rounds) - 1))
    planned = match.rounds_planned
    if match.current is None and match.rounds:
        return (translate("MainWindow", "{0} {1} of {2} played", "Round 2 of 18 played").format(noun, number, planned)
                if planned else translate("MainWindow", "{0} {1} played", "Deal 2 played").format(noun, number))
    return (translate("MainWindow", "{0} {1} of {2}", "Round 3 of 18").format(noun, number, planned) if planned
            else translate("MainWindow", "{0} {1}", "Deal 2").format(noun, number))


def _practice_where(match: Any) -> str:
    """Where a practice deal stands, as the start screen says it: "before the contract",
    "before the lead", "trick 5" (it is one deal: "Deal 1 of 1" says nothing)."""
    rnd = match.current
    if rnd is None:
        return translate("MainWindow", "played")
    if rnd.strain is None:
        return translate("MainWindow", "before the contract")
    if not card_down(match):
        return translate("MainWindow", "before the lead")
    return translate("MainWindow", "trick {0}").format(rnd.trick_number)


class StartFlow(WindowPart):
    """The start screen and the Game menu's starting and saving (mixed into ``MainWindow``,
    whose attributes it uses: those declared here, ``_attach``, ``_tell_notes``,
    ``offer_interrupted``, ``open_practice`` and ``status``). Its words keep the context
    "MainWindow", where the window's own ``tr`` looks them up."""

    session: TableSession | None
    settings: QSettings
    setup: Any
    save_path: Path | None
    autosave_path: Path | None
    stats: HistoryStore | None
    pages: QStackedWidget
    start_screen: StartScreen
    banner: Banner
    dock_share: DockShare
    animator: Animator

    def _build_start_screen(self) -> StartScreen:
        """The start screen, its choices wired to this window."""
        screen = StartScreen(self)
        screen.continue_match.connect(self._continue_autosave)
        screen.new_game.connect(self.new_game)
        screen.exercises.connect(self.open_practice)
        screen.again.connect(lambda game, n: self.new_game(game, n))  # seven players again, not the default
        screen.resume_kept.connect(lambda path: self._resume_kept(Path(path)))
        screen.discard_kept.connect(lambda path, what: self._discard_kept(Path(path), what))
        return screen

    def in_progress(self) -> bool:
        """A match is on the table and not over: leaving it loses something."""
        return self.session is not None and not self.session.match.finished and bool(self.session.match.rounds)

    def unfinished(self, kept: str | None) -> str | None:
        """The question to ask before a new match replaces an unfinished one, else None:
        about the match this window's autosave keeps while the table shows none (the start
        screen's Continue offers it) or another (a match from the history, a practice deal,
        neither written there), else the one on the table. ``kept``: :meth:`kept_title`, read
        once by the caller (it loads the autosave)."""
        if (self.session is None or self.session.autosave != self.autosave_path) and kept is not None:
            return translate("MainWindow", "Your {0} match is not finished. Keep it for later (the start screen "
                                           "offers it), or abandon it?").format(kept)
        if self.in_progress() and not self.read_only:
            assert self.session is not None
            if kept is not None:
                return translate("MainWindow", "The {0} match on the table is not finished. Keep it for later (the "
                                               "start screen offers it), or abandon it?").format(kept)
            return translate("MainWindow", "The {0} match on the table is not finished. Abandon it and start "
                                           "another?").format(self.session.match.spec.title)
        return None

    def kept_title(self) -> str | None:
        """The game of the unfinished match in this window's autosave, else None."""
        if self.autosave_path is None or not self.autosave_path.exists():
            return None
        try:
            kept = load_session(self.autosave_path, autosave=None)
        except EngineError:
            return None
        return kept.match.spec.title if not kept.match.finished and kept.match.rounds else None

    def playing_title(self) -> str | None:
        """The game of the match being played on the table and kept in the autosave (what a
        match shown or played in its place must not lose), else None."""
        s = self.session
        if s is None or self.read_only or not self.in_progress() or s.autosave is None:
            return None
        return s.match.spec.title if s.autosave == self.autosave_path else None

    def confirm_abandon(self) -> bool:
        """Ask before a match in progress is left for another (True: go ahead). Where the
        match lives in the autosave it may be kept for later (the default: set aside, the
        start screen offers it back) or abandoned (the new match takes its place); "Keep
        playing" goes back to it."""
        title = self.kept_title()
        question = self.unfinished(title)
        if question is None:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Abandon this match?"), question,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(translate("MainWindow", "Abandon it"))
        box.button(QMessageBox.StandardButton.No).setText(
            translate("MainWindow", "Keep playing") if self.in_progress() and not self.read_only
            else translate("MainWindow", "Cancel"))
        plain_buttons(box)
        later = None
        if title is not None and self.autosave_path is not None:
            later = box.addButton(translate("MainWindow", "Keep it for later"), QMessageBox.ButtonRole.AcceptRole)
            box.setDefaultButton(later)
        self.abandon_box = box
        answer = box.exec()
        if later is not None and box.clickedButton() is later:
            assert self.autosave_path is not None and title is not None
            if self.session is not None and self.session.autosave == self.autosave_path:
                self.session.autosave = None  # a late move of the old match must not write over the kept file
            self._kept_aside(self.autosave_path, "", kind="interrupted", title=title)
            return True
        return answer == QMessageBox.StandardButton.Yes

    def new_game(self, game: str | None = None, players: int | None = None) -> None:
        """Game ▸ New (or the start screen; ``players``: a recent match's count, offered as
        it was): the dialog first, then, when the match is dealt, the question about a match
        in progress (asked before the dialog, it came before anything was chosen, and
        "Abandon it" then Cancel abandoned nothing)."""
        from .new_game import NewGameDialog

        if game is None and self.session is not None:
            game, players = self.session.match.game, self.session.match.n
        dialog = NewGameDialog(self, settings=self.settings, game=game, players=players)
        if dialog.exec() and self.confirm_abandon():
            self.start(dialog.result())

    def _show_start_screen(self) -> None:
        """No match on the table: the start screen, with what can be continued or replayed."""
        title = None
        resumable: TableSession | None = None
        path = self.autosave_path
        if path is not None and path.exists():
            try:
                resumable = load_session(path, autosave=None)
            except EngineError:
                resumable = None
            if resumable is not None and not resumable.match.finished:
                title = translate("MainWindow", "{0} — {1}", "Bugami — Round 2").format(
                    resumable.match.spec.title, _where(resumable.match))
        self.start_screen.set_resumable(title)
        kept = self._kept_offers()
        self.start_screen.set_kept(kept)
        # The matches offered above (continued or resumed from the kept list) are not listed
        # again among the recent ones, as "unfinished — play that game again" (a player's review).
        offered = {k.match for k in kept}
        if title is not None and resumable is not None:
            offered.add(match_id(resumable.match, resumable.instance))
        rows = self.stats.matches(limit=RECENT + len(offered)) if self.stats is not None else []
        self.start_screen.set_recent(recent_matches([r for r in rows if r.id not in offered]))
        self.pages.setCurrentWidget(self.start_screen)
        self.start_screen.focus_first()
        self.dock_share.put_away()  # empty docks beside the start screen only look broken

    def _kept_offers(self) -> list[Kept]:
        """The unfinished matches kept aside beside the autosave, newest first, as the start
        screen lists them (a file that no longer reads is left out: it stays on disk)."""
        if self.autosave_path is None:
            return []
        out = []
        for path in kept_matches(self.autosave_path)[:RECENT]:
            try:
                kept = load_session(path, autosave=None)
            except EngineError:
                continue
            m = kept.match
            if m.finished:
                continue
            where = _where(m)
            try:
                # The date and the time never split over two lines of the list.
                when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d\u00a0%H:%M")
            except (OSError, ValueError):
                when = ""
            ref = kept.exercise
            if kept.taught_lead and ref is not None and ref.set_title:  # which exercise: two read alike
                line = translate("MainWindow", "{0} practice deal ({1}, board {2}) — {3} — kept {4}",
                                 "Minibridge practice deal (Opening leads, board 3)").format(
                    m.spec.title, ref.set_title, ref.board, _practice_where(m), when)
            elif kept.taught_lead:  # a practice deal, kept while it was played (PracticeWindow.build_session)
                line = translate("MainWindow", "{0} practice deal — {1} — kept {2}", "Minibridge practice deal").format(
                    m.spec.title, _practice_where(m), when)
            else:
                line = translate("MainWindow", "{0}, {1} players — {2} — kept {3}").format(
                    m.spec.title, m.n, where, when)
            out.append(Kept(str(path), line, match_id(m, kept.instance)))
        return out

    def _discard_kept(self, kept: Path, what: str = "") -> None:
        """Take a kept match (``what``: its line in the list) off the start screen's list,
        once asked (the file stays on disk under another name: nothing the player made is
        deleted)."""
        if self.autosave_path is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Take it off the list?"),
                          translate("MainWindow", "{0}\n\nThis unfinished match will no longer be offered. (Its file "
                                                  "stays in the data folder.)").format(what),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.button(QMessageBox.StandardButton.Yes).setText(translate("MainWindow", "Take it off"))
        plain_buttons(box)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.abandon_box = box
        if box.exec() == QMessageBox.StandardButton.Yes:
            discard_kept(kept, self.autosave_path)
            self._show_start_screen()

    def _resume_kept(self, kept: Path) -> None:
        """An unfinished match kept aside, back on the table. It takes the autosave's place
        (the file is renamed, so it is offered once, never twice); an unfinished match the
        autosave held, on the table or not, is kept aside in its turn, and the banner says
        so: nothing is asked, nothing is lost. A window that may not write the autosave
        (another window has the match open) opens it as Game ▸ Open does."""
        autosave = self.autosave_path
        if autosave is None:
            if self.open_path(kept):
                self.banner.clear(f"aside:{kept}")
                self.save_path = None
            return
        try:
            session = load_session(kept, autosave=autosave)
        except EngineError as exc:
            QMessageBox.warning(self, translate("MainWindow", "Cannot open this game"), naming_file(kept, exc))
            return
        if session.taught_lead:
            self._resume_practice(kept, session)
            return
        playing = self.kept_title()
        if self.session is not None and self.session.autosave == autosave:
            self.session.autosave = None  # a late move of the old match must not write over the new
        if playing is not None:
            self._kept_aside(autosave, "", kind="interrupted", title=playing)
            if autosave.exists():  # it could not be moved: the kept match is played from its own file
                self._attach_resumed(load_session(kept, autosave=None))
                self.save_path = kept
                return
        restore_kept(kept, autosave)  # else the kept file stays, and the autosave is written at the first move
        self.banner.clear(f"aside:{kept}")
        self._attach_resumed(session)
        self._tell_notes(session)
        self.save_path = None  # played on in the autosave, not back into the file kept aside

    def _resume_practice(self, kept: Path, session: TableSession) -> None:
        """A practice deal kept unfinished, back on the table: played on in its own file, so
        the match in the autosave stays where it is (the banner offers it back, as when the
        deal was begun), and handed back to the Exercises window, which compares its result
        with double dummy once it is over."""
        from .practice import PracticeWindow

        session.autosave = kept
        title = self.kept_title()
        self.banner.clear(f"aside:{kept}")
        self._attach_resumed(session)
        self._tell_notes(session)
        self.save_path = None
        if title is not None:
            self.tell_kept(title, translate("PracticeWindow", "Playing a practice deal."))
        exercises = getattr(self, "_practice_window", None)
        if exercises is None:  # made, not shown: "Back to the exercises" shows it at the end
            exercises = PracticeWindow(self)
            self._practice_window = exercises
        exercises.take_back(session)

    def _continue_autosave(self) -> None:
        if self.autosave_path is None:
            return
        try:
            session = load_session(self.autosave_path, autosave=self.autosave_path)
        except EngineError as exc:
            QMessageBox.warning(self, translate("MainWindow", "Cannot open this game"), one_line(str(exc)))
            return
        self._attach_resumed(session)
        self._tell_notes(session)

    def start(self, setup) -> None:
        """Start a match from a :class:`~cardtable.ui.new_game.GameSetup`."""
        self.setup = setup
        self._attach(TableSession(setup.game, setup.seats, setup.options, setup.seed, autosave=self.autosave_path))

    def restart(self) -> None:
        if self.setup is not None and self.confirm_abandon():
            self.start(self.setup)

    def _attach_resumed(self, session: TableSession) -> None:
        """Show a match taken up again (Continue, a kept match, a saved file): Game ▸
        Restart starts it afresh with its game, players and options, new cards — as for a
        match begun from Game ▸ New (it was greyed out for the rest of a resumed match)."""
        from .new_game import GameSetup

        self.setup = GameSetup(session.match.game, tuple(session.seats), dict(session.match.options), None)
        self._attach(session)
        if session.match.current is not None and session.human_seats:
            note = face_for(session.match.game).resume_note(session.view(min(session.human_seats)))
            # On the status line once the table is shown: a notice on top would shrink the
            # table that a fresh load shows.
            if note:
                self.animator.call(lambda: self.tell(note))

    def _offer_resume(self) -> None:
        if self.autosave_path is None or self.session is not None:
            return
        self.offer_interrupted()

    def open_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open a game"),
                                              start_folder(self.settings), FILE_FILTER)
        if name:
            remember_folder(name, self.settings)
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """Open a saved game (Game ▸ Open, or ``cardtable FILE`` from a file manager); a
        file that cannot be read is explained in a dialog and nothing else changes."""
        try:
            session = load_session(path, autosave=self.autosave_path)
        except EngineError as exc:
            QMessageBox.warning(self, translate("MainWindow", "Cannot open this game"), naming_file(path, exc))
            return False
        if not self.confirm_abandon():  # asked once the file is known good
            return False
        self._attach_resumed(session)
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
                self.banner.tell(f"save:{exc}", translate(
                    "MainWindow", "The game could not be saved to {0}: {1}").format(
                    one_line(str(self.save_path)), one_line(exc.strerror or str(exc))))
                return
            self.status(translate("MainWindow", "Saved {0}").format(self.save_path.name))

    def save_as(self) -> None:
        if self.session is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save the game"),
                                              suggested_path("game.cardtable", self.settings), FILE_FILTER)
        if name:
            remember_folder(name, self.settings)
            self.save_path = Path(name)
            self.save()
