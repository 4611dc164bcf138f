"""The decision panels: how a human makes every decision that is not playing a card.

:class:`DecisionPanel` is handed the human's :class:`~cardtable.engine.PlayerView` and
shows the controls for whatever the view asks — a Bugger Bridge bid, a secret bug-suit
bid, Minibridge points or contract — and emits the chosen action on :attr:`chosen`. The
controls are built only from ``view.legal``, so a choice the rules refuse is never
offered (Minibridge points are the one deliberate exception: counting them is the lesson,
so any number may be announced and the engine judges it).

Every kind of decision is one small :class:`~cardtable.ui.decision_widget.DecisionWidget`
subclass in its game's face (``ui/games/<game>.py``), which lists them; the base holds the
parts they share (heading, notes, the confirm button, the keyboard, the "sent" state), so a
new kind only says which controls it has and which action they make.

Choosing is two steps everywhere — pick, then confirm (Enter, the confirm button, or a
double-click on the choice) — because several of these decisions are secret and final:
one stray click must not throw away a Bugami deal.

The panel draws itself as a translucent dark rounded card with light text, to float over
the green felt in a ``QGraphicsProxyWidget`` or to sit in a dock.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import (
    QAction,
    QKeyEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.actions import Action
from ..engine.view import PlayerView
from .decision_look import DENSITIES, ENTER_KEYS, MIN_CONTENT_WIDTH, panel_style
from .decision_widget import DecisionWidget, plain_text
from .games import face_for

# ----- the offer to change a decision already made ------------------------------------------


# The widest the panel's card grows, and its margins left and right: the room its rows have.
CARD_MAX_WIDTH = 640
CARD_MARGIN = 22


class ChangeOffer(QWidget):
    """What the panel shows after the human's decision while the rules still let them change
    it (a Bugger Bridge bid, until the next player bids): what they chose, until when it may
    change, a button for the window's change action (its key on the button) and, when the
    window gives one, a button to keep the decision (``keep``: its words and what it does).

    Keeping is the offer's default, on Enter: the next player's answer waits for the change
    window (ui/change_window.py), long enough to read the offer and decide, and a player
    who does not want to change ends the wait at once instead of sitting it out."""

    def __init__(self, heading: str, note: str, action: QAction,
                 keep: tuple[str, Callable[[], None]] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(10)
        self.heading = QLabel(heading, self)
        self.heading.setObjectName("heading")
        self.note = QLabel(note, self)
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        label = action.text().replace("&", "")
        self.button = QPushButton(f"{label} ({keys})" if keys else label, self)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setAccessibleName(label)
        self.button.setAccessibleDescription(f"{heading} {note}")
        self.button.clicked.connect(action.trigger)
        # The button that keeps the decision and ends the change window (``None``: none).
        self.keep: QPushButton | None = None
        if keep is None:
            self.button.setObjectName("confirm")
        else:
            words, keep_it = keep
            self.keep = QPushButton(self.tr("{0} (Enter)").format(words), self)
            self.keep.setObjectName("confirm")
            self.keep.setCursor(Qt.CursorShape.PointingHandCursor)
            self.keep.setAccessibleName(words)
            self.keep.setAccessibleDescription(f"{heading} {note}")
            self.keep.clicked.connect(keep_it)
        self._buttons = [b for b in (self.button, self.keep) if b is not None]
        self._row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._row.addStretch(1)
        for b in self._buttons:
            self._row.addWidget(b)
        box.addWidget(self.heading)
        box.addWidget(self.note)
        box.addLayout(self._row)

    def arrange(self, room: int) -> None:
        """The buttons side by side when both fit ``room`` (the card's width inside its
        margins), else one above the other (in French both labels outgrew the card, and the
        layout cut each at both ends). Asked once the panel's style has set the buttons' type,
        which decides their width."""
        for b in self._buttons:
            b.ensurePolished()
        wide = sum(b.sizeHint().width() for b in self._buttons) + self._row.spacing() * (len(self._buttons) - 1)
        fits = wide <= room
        self._row.setDirection(QBoxLayout.Direction.LeftToRight if fits else QBoxLayout.Direction.TopToBottom)

    def focus_target(self) -> QWidget:
        """The button Enter presses: keep, where there is one."""
        return self.keep if self.keep is not None else self.button

    def handle_key(self, event: QKeyEvent) -> bool:
        """Enter (without Ctrl or Alt) keeps the decision; True when it did."""
        if self.keep is None or event.key() not in ENTER_KEYS or event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        self.keep.click()
        return True


# ----- the panel -------------------------------------------------------------------------------

class DecisionPanel(QWidget):
    """The human's non-card decisions. Call :meth:`show_for` with the human's view whenever
    it changes; the panel shows itself when there is something to decide (or a secret bid
    to wait on) and hides otherwise. The chosen action comes out of :attr:`chosen`; apply it,
    and if the engine refuses it, call :meth:`show_error` with the message (or
    :meth:`show_for` with the same view) to let the human choose again."""

    chosen = Signal(object)
    # The player changed their choice after a refusal: its reason is gone from the panel.
    error_cleared = Signal()
    # Esc on a decision reopened to change it: the player keeps what they chose.
    keep_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setAutoFillBackground(False)
        self.density = 0
        self.setStyleSheet(panel_style(0))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Decision"))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.card = QFrame(self)
        self.card.setObjectName("decisionCard")
        self.card.setMaximumWidth(CARD_MAX_WIDTH)
        outer.addWidget(self.card)
        self._inner = QVBoxLayout(self.card)
        self._inner.setContentsMargins(CARD_MARGIN, 20, CARD_MARGIN, 20)
        # Never squeeze the tokens and buttons below their size, wherever the panel sits.
        self._inner.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        # A floor for the width that still lets wider controls (nine bid buttons) widen the
        # panel: an explicit minimum on the widget would override their size hints.
        self._floor = QSpacerItem(MIN_CONTENT_WIDTH, 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._inner.addSpacerItem(self._floor)
        self._current: DecisionWidget | None = None
        self._key: tuple | None = None
        self._offer: ChangeOffer | None = None
        # True while the panel shows the human's decision to change (the offer, or the
        # controls reopened for the change): it goes when the change is no longer allowed.
        self.changing = False
        self.hide()

    # The densities the table may ask for, roomiest first (see :meth:`set_density`).
    DENSITIES = tuple(range(len(DENSITIES)))

    def set_density(self, level: int) -> None:
        """Pack the panel roomy (0) or tighter (1, 2): smaller type and controls, thinner
        margins, and the side notes folded into the heading's tool tip. The table asks for
        the roomiest that finds free felt, so the panel never hides a seat or the trick."""
        if level == self.density:
            return
        self.density = level
        d = DENSITIES[level]
        self.setStyleSheet(panel_style(level))
        self._inner.setContentsMargins(d.margin + 2, d.margin, d.margin + 2, d.margin)
        self._floor.changeSize(d.min_width, 0, QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        if self._current is not None:
            self._current.set_density(level)
        self._arrange_offer()
        self._settle()

    def _arrange_offer(self) -> None:
        if self._offer is not None:
            self._offer.arrange(CARD_MAX_WIDTH - 2 * (DENSITIES[self.density].margin + 2))

    def _settle(self) -> None:
        """Bring every layout's sizes up to date now (Qt would do it later, from the event
        loop), so that the size the table asks for is the size it gets."""
        widgets = (self._current, self.card, self)
        layouts = [layout for w in widgets if w is not None and (layout := w.layout()) is not None]
        for layout in layouts:
            layout.invalidate()
        for layout in layouts:
            layout.activate()

    @property
    def current(self) -> DecisionWidget | None:
        """The widget on show, or ``None``."""
        return self._current

    @staticmethod
    def kind_for(view: PlayerView) -> type[DecisionWidget] | None:
        """The kind of decision ``view`` asks for, or ``None`` (a card to play, or nothing)."""
        return next((kind for kind in face_for(view.game).decision_widgets() if kind.wants(view)), None)

    def show_for(self, view: PlayerView, *, changing: bool = False) -> bool:
        """Show the decision ``view`` asks for; returns False (and hides) when there is none.
        ``changing``: the view reopens a decision already made, to change it.

        The same decision shown again keeps what the human had picked and unlocks it, so
        refreshing the table mid-choice loses nothing.
        """
        kind = self.kind_for(view)
        self._drop_offer()
        self.changing = changing
        if kind is None:
            self.clear()
            return False
        key = (kind, view.game, view.round_index, view.phase, view.seat, tuple(view.legal))
        if self._current is not None and key == self._key:
            self._current.refresh(view)
        else:
            self._discard()
            self._current = kind(view, self.card)
            self._current.set_density(self.density)
            self._current.chosen.connect(self.chosen)
            self._current.error_cleared.connect(self.error_cleared)
            self._inner.addWidget(self._current)
            self._current.show()  # a layout only shows a new child later, from the event loop
            self._key = key
            self.setAccessibleDescription(plain_text(self._current.heading.text()))
        self.show()
        self._current.focus_target().setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def restyle(self) -> None:
        """The deck's colours changed: the decision on show writes its suits in them."""
        if self._current is not None:
            self._current.restyle()

    def mark_hint(self, action: object | None) -> QWidget | None:
        """Ring the control that makes the suggested ``action`` (``None``: no ring); returns it."""
        if self._current is None:
            return None
        return self._current.mark_hint(action if isinstance(action, Action) else None)

    def show_error(self, message: str) -> None:
        """Say why the engine refused the choice, and let the human choose again."""
        if self._current is not None:
            self._current.show_error(message)

    def show_offer(self, heading: str, note: str, action: QAction,
                   keep: tuple[str, Callable[[], None]] | None = None) -> None:
        """After the human's decision, while they may still change it: what they chose and
        the way to change it (``action``, the window's menu item with its key), and the way
        to keep it (``keep``: the words and what keeping does), which Enter takes."""
        self._discard()
        self._drop_offer()
        self._offer = ChangeOffer(heading, note, action, keep, self.card)
        self._inner.addWidget(self._offer)
        self._offer.show()
        self._arrange_offer()
        self.changing = True
        self.setAccessibleDescription(f"{heading} {note}")
        self.show()
        self._offer.focus_target().setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def offer(self) -> ChangeOffer | None:
        """The offer to change a decision on show, or ``None``."""
        return self._offer

    def end_change(self) -> None:
        """The change is no longer allowed (the next player has bid): hide what offered it."""
        if self.changing:
            self.clear()

    def clear(self) -> None:
        """Nothing to decide: remove the controls and hide."""
        self._discard()
        self._drop_offer()
        self.changing = False
        self.hide()

    def _remove(self, widget: QWidget | None) -> None:
        """Take ``widget`` (the controls or the change offer) off the panel for good."""
        if widget is not None:
            self._inner.removeWidget(widget)
            widget.hide()
            widget.deleteLater()

    def _drop_offer(self) -> None:
        self._remove(self._offer)
        self._offer = None

    def _discard(self) -> None:
        self._remove(self._current)
        self._current = None
        self._key = None

    def take_key(self, event: QKeyEvent) -> bool:
        """Choose with ``event``'s key if it is one of the shown decision's keys (or, while
        the offer to change a decision shows, Enter to keep it). The table asks this too: a
        click on the felt takes the keyboard from the panel, and its keys ("S H D C bug
        suit") must still work."""
        if not self.isVisible():
            return False
        if self._offer is not None:
            return self._offer.handle_key(event)
        if self.changing and self._current is not None and event.key() == Qt.Key.Key_Escape:
            self.keep_requested.emit()  # reopened to think it over: Esc keeps the decision made
            return True
        return self._current is not None and self._current.handle_key(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys pressed while the panel itself (not a control) has focus still choose."""
        if self.take_key(event):
            event.accept()
            return
        super().keyPressEvent(event)


__all__ = ["ChangeOffer", "DecisionPanel"]
