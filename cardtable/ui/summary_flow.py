"""The round summary on the table: the main window's side of it (a mixin of ``MainWindow``,
kept apart so that the window's own module is its wiring and the table).

When a round (a deal in Minibridge) is scored, its summary (ui/round_summary.py) shows over
the table once the last trick has been gathered, and waits for a click or a key while a
person plays — the session deals nothing while it waits — unless they chose to go on
automatically or watch the computers. It waits at instant speed too: that speed leaves out
the animations, not the round's result (it used to go on at once, and the deal's points went
by unseen). A deal ended by a claim the player made says the claim was accepted: the rest of
the deal is played out at once. The first click or key on the table goes on, and does
nothing else: a click meant for the summary must not play a card of the next deal.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSettings, Qt, QTimer
from PySide6.QtGui import QKeyEvent

from ..engine.events import RoundScored
from .badges import translate
from .round_summary import AUTO_CONTINUE_KEY, AUTO_CONTINUE_MS, RoundSummary, summary_facts
from .sheet_model import winners_phrase
from .table_layout import place_panel
from .window_part import WindowPart

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QAction

    from ..session import TableSession
    from .animator import Animator
    from .table_scene import TableScene
    from .table_view import TableView

# The opacity of a name plate under a round summary that had no room clear of the plates.
PLATE_UNDER_SUMMARY = 0.2
# Keys that alone do not go on from the round summary (they start a shortcut).
MODIFIER_KEYS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta)


class SummaryFlow(WindowPart):
    """Shows, places and dismisses the round summary (mixed into ``MainWindow``, whose
    attributes it uses: those declared here, ``advance`` and ``status``). Its words keep the
    context "MainWindow", where the window's own ``tr`` looks them up."""

    session: TableSession | None
    settings: QSettings
    animator: Animator
    scene: TableScene
    view: TableView
    summary: RoundSummary
    auto_continue_action: QAction
    # Set while a practice deal from the exercises is on the table: shows the exercises again.
    practice_back: Callable[[], None] | None
    # "Claim accepted: …" while an accepted claim plays the deal out (set by human_tools.py),
    # for the summary of the deal it ends; ``None`` otherwise.
    claim_note: str | None
    claim_notes: dict

    def _build_summary(self) -> RoundSummary:
        """The summary panel over the table, and the table's clicks and keys that go on from it."""
        summary = RoundSummary(self.view.viewport())
        summary.auto.setChecked(bool(self.settings.value(AUTO_CONTINUE_KEY, False, type=bool)))
        summary.auto.toggled.connect(self.set_auto_continue)
        summary.dismissed.connect(self._summary_dismissed)
        summary.another.connect(self.new_game)
        summary.to_practice.connect(self._back_to_practice)
        # A click anywhere on the table or a key on it goes on from a waiting summary too.
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        return summary

    def _summary_of(self, event: RoundScored):
        s = self.session
        assert s is not None
        m = s.match
        facts = summary_facts(m, len(m.round_scores) - 1, event.tricks, event.scores, event.totals)
        note, self.claim_note = self.claim_note, None
        if note is not None:  # the deal the claim ended: said on the summary, which waits for it
            facts = dataclasses.replace(facts, footer=note)
        if m.finished and self.practice_back is not None:  # one deal, played to be looked at
            footer = translate("MainWindow", "Practice deal over: the exercises' Play tab compares it with "
                                             "double dummy and replays it trick by trick.")
            facts = dataclasses.replace(facts, footer="\n".join(filter(None, (facts.footer, footer))))
        elif m.finished:
            names = [m.players[w] for w in m.winners]
            footer = translate("MainWindow", "Match over — {0}").format(winners_phrase(names))
            # The match's result, not only its last round's ("Deal 8 is over" headed it).
            title = translate("MainWindow", "Final result — {0}").format(facts.title)
            facts = dataclasses.replace(facts, title=title, footer="\n".join(filter(None, (facts.footer, footer))))
        return facts

    def _summary_again(self) -> None:
        """Redo brought the table back to where a round had just been scored and the next was
        not yet dealt: that round's summary comes back and waits, as it did then (without
        it, the next round was dealt at once and the result never shown)."""
        s = self.session
        m = s.match if s is not None else None
        if m is None or not m.round_scores or m.current is not None:
            return
        scored = RoundScored(tuple(m.round_tricks(m.rounds[-1])), tuple(m.round_scores[-1]), tuple(m.totals))
        # A deal a claim ended: its summary said so, and says it again (it had lost the line).
        claimed = [at for at in s.history.claims if at[0] == len(m.rounds) - 1] if s is not None else []
        if claimed and claimed[-1] in self.claim_notes:
            self.claim_note = self.claim_notes[claimed[-1]]
        self._show_summary(self._summary_of(scored))

    def _back_to_practice(self) -> None:
        """The summary's "Back to the exercises": the practice window, showing how it went."""
        if self.practice_back is not None:
            self.practice_back()

    def _show_summary(self, facts) -> None:
        """The round is scored on the table: its summary waits for the player, at every
        speed, unless they chose to go on automatically or watch the computers."""
        s = self.session
        people = s is not None and bool(s.human_seats)
        finished = s is not None and s.match.finished
        wait = people and not finished and not self.summary.auto.isChecked()
        self.scene.show_message("")  # the summary says it all; the line under it would peek out
        self.summary.show_facts(facts, waiting=wait, final=finished, practice=self.practice_back is not None)
        self._place_summary()
        if wait:
            self.status(translate("MainWindow", "{0} — press a key or click to go on").format(facts.title))
        elif not finished and self.animator.speed > 0:
            self.animator.pause(AUTO_CONTINUE_MS)

    def _place_summary(self) -> None:
        """Over the middle of the table, clear of the name plates and the hand where the felt
        has room (on a small table a centred box covered a seat's name and tricks). Where it
        has none (ten seats round a small table: a row a player), the summary goes over the
        middle and the plates it covers fade (``PLATE_UNDER_SUMMARY``): the summary says what
        they said, and a plate half hidden at full strength read as a panel out of place."""
        size = self.view.viewport().size()
        self.summary.adjustSize()
        self.summary.fit_width(size.width() - 20)
        hint = self.summary.sizeHint()
        w, h = min(hint.width(), size.width() - 20), min(hint.height(), size.height() - 20)
        felt = QRectF(0, 0, size.width(), size.height())
        hard, _ = self.scene.panel_keepout()
        middle = QPointF(felt.center().x(), felt.center().y() - 20 + h / 2)
        spot = place_panel(felt, w, h, hard, [], middle)
        if spot is None:
            self.summary.setGeometry((size.width() - w) // 2, max(10, (size.height() - h) // 2 - 20), w, h)
        else:
            self.summary.setGeometry(round(spot.x()), round(spot.y()), w, h)
        self._fade_plates_under_summary()

    def _fade_plates_under_summary(self) -> None:
        """Fade the name plates the shown summary covers; every other plate is drawn in full."""
        shown = self.summary.isVisible()
        area = self.view.mapToScene(self.summary.geometry()).boundingRect() if shown else QRectF()
        for plate in self.scene.plates:
            under = shown and plate.sceneBoundingRect().intersects(area)
            opacity = PLATE_UNDER_SUMMARY if under else 1.0
            if plate.opacity() != opacity:
                plate.setOpacity(opacity)

    def _summary_follows_the_table(self, watched: QObject, event: QEvent) -> None:
        """The table was resized under a shown summary (the window, a dock): place it again,
        once the table has laid itself out at its new size (this filter sees the resize first)."""
        if event.type() == QEvent.Type.Resize and watched is self.view.viewport() and self.summary.isVisible():
            QTimer.singleShot(0, self._place_summary_if_shown)

    def _place_summary_if_shown(self) -> None:
        if self.summary.isVisible():
            self._place_summary()

    def _summary_takes(self, watched: QObject, event: QEvent) -> bool:
        """While the round summary waits, the table's first click or key goes on (and does
        nothing else: a click meant for the summary must not play a card of the next deal).
        True: the event is taken (the window's event filter asks this first)."""
        self._summary_follows_the_table(watched, event)
        if self.summary.waiting and watched in (self.view, self.view.viewport()):
            kind = event.type()
            shortcut = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
            if kind == QEvent.Type.MouseButtonPress or (
                    kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() not in MODIFIER_KEYS
                    and not event.modifiers() & shortcut):
                self.summary.dismiss()
                return True
        return False

    def _summary_dismissed(self) -> None:
        self._fade_plates_under_summary()  # none now
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
