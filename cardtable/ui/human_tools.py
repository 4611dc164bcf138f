"""The human's tools at the table: a hint, a claim, undo and redo, and changing a decision
already made while the rules allow it (a mixin of ``MainWindow``, kept apart so that the
window's own module is its wiring and the table).

Each goes through the session — the hint is thought in the window's worker and marked on
the card or over the bid panel with its reason; a claim is asked for, checked double dummy
and played out, or refused with how many tricks the defence can hold declarer to (never its
line, which would show the hidden hands while the deal goes on); undo and redo move the session
and the table is drawn again from it; a change (Bugger Bridge: a bid, until the next player
has bid) is offered on the panel and in the Game menu, and submitted like any decision; the
panel's Keep (Enter) ends the offer and lets the next player's held answer come at once. None
changes the game any other way.
"""

from __future__ import annotations

from time import monotonic
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog

from ..engine.actions import Play
from ..session.events import ClaimAccepted, ClaimRefused, HintReady, Redone, Undone
from ..session.history import position
from ..words import counted
from . import hint_callout
from .badges import translate
from .change_window import CHANGE_WINDOW_MS, CHANGING_MS, HeldThinker
from .claim_words import ClaimRefusedDialog
from .games import face_for
from .statistics import record_session
from .window_part import WindowPart

if TYPE_CHECKING:
    from ..session import TableSession
    from ..storage.history import HistoryStore
    from .animator import Animator
    from .announcer import Announcer
    from .decisions import DecisionPanel
    from .round_summary import RoundSummary
    from .score_sheet import ScoreSheet
    from .table_scene import TableScene
    from .table_view import TableView

# How long the next player thinks before the panel offers to change the bid just made: an
# easy computer player has bid by then, and the offer would only flicker.
OFFER_DELAY_MS = 300


# How many times the table's pace the cards of an accepted claim are played out.
CLAIM_PLAYOUT_PACE = 5.0


class HumanTools(WindowPart):
    """Hint, claim, undo and redo (mixed into ``MainWindow``, whose attributes it uses: those
    declared here, ``_refresh_docks``, ``_summary_again``, ``status`` and ``tell``). Its
    words keep the context "MainWindow", where the window's own ``tr`` looks them up."""

    session: TableSession | None
    read_only: bool
    # When the change window of the human's last decision closes (time.monotonic()).
    _change_until: float = 0.0
    animator: Animator
    scene: TableScene
    panel: DecisionPanel
    sheet: ScoreSheet
    announcer: Announcer
    hint_bubble: hint_callout.PanelCallout
    stats: HistoryStore | None
    claim_dialog: QInputDialog | None
    hints_used: int
    last_claim: Any
    claim_note: str | None
    # What each accepted claim's summary said, by where it was made (the session's history
    # keeps the places): redo back to the summary of a deal a claim ended says it again.
    claim_notes: dict
    # What an undo or a redo did, said with the next prompt (at instant speed the status
    # line's "Undone … (practice match)" gave way to "Your lead" at once).
    moved_note: str = ""
    _claim_box: ClaimRefusedDialog | None
    last_hint: tuple[object, str] | None
    _presented_turn: int | None
    change_action: QAction
    view: TableView
    summary: RoundSummary

    def hint(self) -> None:
        """Ask a strong computer player what it would do in the human's place."""
        s = self.session
        if s is None or self._presented_turn != s.turn or s.human_decision() is None:
            self.status(translate("MainWindow", "A hint is for your own decision: wait for your turn."))
            return
        if s.hint_refused():
            self.status(blind_no_hint())
            return
        self.status(translate("MainWindow", "Thinking about a hint…"))  # first: a quick worker may answer at once
        s.hint()

    def claim(self, tricks: int | None = None) -> None:
        """Minibridge declarer claims tricks: asked how many (unless given), checked double
        dummy by the session, then played out or refused (with the count, not the line)."""
        s = self.session
        if s is None or self._presented_turn != s.turn or not s.can_claim:
            self.status(translate("MainWindow",
                                  "Only declarer can claim, when it is declarer's or dummy's turn to play."))
            return
        if tricks is not None:
            # An accepted claim plays the deal out: at the table's pace some twenty seconds
            # of cards nobody chooses. They are queued quick, and the pauses between tricks,
            # which read the pace as they run, stay quick until the last card has landed.
            pace = self.animator.speed
            self.animator.speed = pace * CLAIM_PLAYOUT_PACE
            try:
                outcome = s.claim(tricks)
            except BaseException:
                self.animator.speed = pace
                raise
            if isinstance(outcome, ClaimAccepted) and pace > 0:
                self.animator.call(lambda: setattr(self.animator, "speed", pace))
            else:
                self.animator.speed = pace
            return
        left = s.tricks_left()
        dialog = QInputDialog(self)
        dialog.setWindowTitle(translate("MainWindow", "Claim"))
        dialog.setLabelText(counted(
            left, translate("MainWindow", "How many tricks do you claim? One trick remains."),
            translate("MainWindow", "How many of the {0} remaining tricks do you claim?")).format(left))
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
        self._hide_hint()  # the hint was for the decision the claim answered
        if isinstance(event, ClaimAccepted):
            self.scene.clear_playable()
            if check.possible > check.claimed:  # played out, the side takes more than was claimed
                text = translate("MainWindow", "Claim accepted: you claimed {0}; played out, your side takes {1} "
                                               "of the {2} remaining tricks.").format(
                    check.claimed, check.possible, left)
            else:
                text = counted(
                    left, translate("MainWindow", "Claim accepted: {0} of the 1 remaining trick is yours."),
                    translate("MainWindow", "Claim accepted: {0} of the {1} remaining tricks are yours."),
                ).format(check.possible, left)
            self.tell(text)
            # The deal is played out at once; its summary, which waits for the player
            # (summary_flow.py), says the claim too — and again where redo comes back to it.
            self.claim_note = text
            if self.session is not None:  # (told before the session notes the claim's place)
                self.claim_notes[position(self.session.match)] = text
            return
        # The count only, on the line, to a screen reader and in the box: the defending line
        # would show the hidden hands, and the deal goes on (ui/claim_words.py).
        self.tell(translate("MainWindow", "Claim refused: the defence holds you to {0}.").format(check.possible))
        if self.session is None:
            return
        if self._claim_box is not None:
            self._claim_box.close()  # one verdict on screen: the newest
            self._claim_box.deleteLater()
        box = ClaimRefusedDialog(check, left, self)
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
        text = translate("MainWindow", "Hint: {0}").format(reason)
        self.last_hint = (event.action, text)
        self.tell(text)
        self._hide_hint()
        if isinstance(event.action, Play):
            item = next((i for i in self.scene.playable_items() if i.card == event.action.card), None)
            if item is not None:
                hint_callout.mark_card(self.scene, item, item.width, reason)
                self.scene.focus_on(item)  # Enter plays the hinted card, as after choosing it with the arrows
        elif self.panel.isVisible():  # the suggested bid wears the ring, its reason beside the panel
            self.hint_bubble.show_over(text, self.panel, self.panel.mark_hint(event.action))

    def _hide_hint(self) -> None:
        """The hint's ring and bubble go once the player acts or the table moves on."""
        hint_callout.clear(self.scene)
        self.view.viewport().update()  # a tail laid out before a resize had stayed painted on the felt
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
        self._hide_hint()  # it was for a decision the table has left (its bubble sat over the panel)
        self.panel.hide()
        self.summary.dismiss()  # a round summary shown is of a round undone, or of one still to come
        self.claim_note = None
        self.scene.set_match(s.match, self.scene.human)
        self.sheet.set_match(s.match)
        self._refresh_docks()
        self._summary_again()  # redone to a round just scored: its summary, waiting again
        undone = isinstance(event, Undone)
        if undone:  # a practice match from now on, in Statistics and History too
            record_session(self.stats, s, [event])
        self.moved_note = (translate("MainWindow", "Undone: back to your previous decision (practice match)")
                           if undone else translate("MainWindow", "Redone: forward again to where you were"))
        self.status(self.moved_note)
        if self.summary.isVisible():  # said now, beside the round's summary: the next deal's
            self.moved_note = ""  # prompt is not where it came back to ("Redone: … Announce your points")

    # ----- changing a decision already made ---------------------------------------------------

    def change_choice(self) -> None:
        """Reopen the human's last decision while the rules still let them change it (Game ▸
        Change my choice, or the panel's button): the choices come back on the panel."""
        s = self.session
        d = s.amendable() if s is not None and not self.read_only else None
        if s is None or d is None:
            self.status(translate("MainWindow", "Nothing you chose can be changed now."))
            return
        view = s.amend_view(d)
        self._hide_hint()
        if self.panel.show_for(view, changing=True):
            # The next player waits while the human chooses again (up to CHANGING_MS).
            self._change_until = max(self._change_until, monotonic() + self.animator.ms(CHANGING_MS) / 1000)
            self.panel.raise_()
            self.view.place_overlay()
            self.tell(face_for(view.game).amend_prompt(view))

    def _offer_change(self) -> bool:
        """While the human may still change their last decision: True, and the panel offers
        the change once the next player has thought for :data:`OFFER_DELAY_MS` (the panel
        keeps the bid just sent until then). A quick player's answer comes first, and the
        panel goes as it always did, without a glimpse of an offer already void. The offer
        stays for the change window (:data:`~cardtable.ui.change_window.CHANGE_WINDOW_MS`,
        scaled by the speed), or until the human keeps their decision (:meth:`keep_choice`)."""
        s = self.session
        d = s.amendable() if s is not None and not self.read_only else None
        if s is None or d is None or d.actor != self.scene.human:
            return False
        self._change_until = monotonic() + self.animator.ms(CHANGE_WINDOW_MS) / 1000
        # Tied to the panel: a window closed within the delay must not be drawn on.
        QTimer.singleShot(OFFER_DELAY_MS, self.panel, lambda: self._show_offer(s, d.turn))
        return True

    def _change_window_left(self) -> int:
        """Milliseconds the next player's answer still waits (ui/change_window.py): some
        while the human may change their last decision, none otherwise."""
        s = self.session
        d = s.amendable() if s is not None and not self.read_only else None
        if d is None or d.actor != self.scene.human:
            return 0
        return max(0, round((self._change_until - monotonic()) * 1000))

    def _show_offer(self, s: TableSession, turn: int) -> None:
        d = s.amendable() if s is self.session and s.turn == turn else None
        opened = self.panel.current if self.panel.changing else None
        if d is None or (opened is not None and not opened.sent):  # too late, or being changed (Ctrl+B)
            return
        pending = s.pending()
        view = s.amend_view(d)
        next_name = s.seats[pending.actor].name if pending is not None else ""
        face = face_for(view.game)
        self.panel.show_offer(*face.amend_offer(view, next_name), self.change_action,
                              keep=(face.amend_keep_label(), self.keep_choice))
        self.panel.raise_()
        self.view.place_overlay()

    def keep_choice(self) -> None:
        """The human keeps their last decision (the offer's Keep button, or Enter while it
        shows): the change window closes now and the next player's answer, held for it, is
        applied at once — a player who does not want to change waits for nothing. The rules
        still allow the change until that answer comes (Ctrl+B)."""
        self._change_until = 0.0
        self.panel.end_change()
        self.view.setFocus()
        s = self.session
        if s is not None and isinstance(s.thinker, HeldThinker):
            s.thinker.release()

    def _change_chosen(self, action: object) -> bool:
        """The panel's choice changes the human's last decision: submitted with the turn the
        change was allowed at (True), or it is not a change (False: the caller's to handle)."""
        s = self.session
        d = s.amendable() if s is not None and not self.read_only else None
        if s is None or d is None:
            return False
        view = s.amend_view(d)
        if self.panel.changing and action == face_for(view.game).amend_current(view):
            self.keep_choice()  # chosen again: kept, and the next player goes on at once
            return True
        if action not in view.legal:
            return False
        self._hide_hint()
        s.submit(action, d.turn)  # type: ignore[arg-type]  # one of the changes allowed at this very turn
        self.advance()
        return True

    def _update_change_action(self) -> None:
        """The change is offered only while it is allowed; its words are the game's."""
        s = self.session
        d = s.amendable() if s is not None and not self.read_only else None
        if s is not None:
            self.change_action.setText(face_for(s.match.game).amend_label())
        allowed = d is not None and d.actor == self.scene.human
        self.change_action.setEnabled(allowed)
        if not allowed:
            self.panel.end_change()


def blind_no_hint() -> str:
    """Why a blind hand has no hint."""
    return translate("MainWindow", "A blind hand is played face down: no card is better than another, so there is "
                                   "no hint.")
