"""Keep the side docks from crowding the table when the window gets small.

A main window keeps its docks' widths when it is resized, so a window made small after it
opened big gave the table only what the docks left (at 1024 px wide, about half). This
filter watches the window and, whenever the docks take more than their share, gives the
table the rest; widths the player chose within that share are left alone.

Empty docks beside the start screen only look broken, so they are put away while it shows
(:meth:`DockShare.put_away`) and brought back with a match (:meth:`DockShare.bring_back`).
Shown again, a dock has no width yet: the window lays it out later, at a width of its own
(its size hint), so a fit made at once read stale widths and changed nothing. The docks are
given their share outright instead, and the window laid out at once.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

# The most of the window's width the side docks take, and the least they are given.
DOCK_SHARE = 0.32
DOCK_MIN, DOCK_MAX = 240, 420
# The least height a dock keeps when the dock above it takes room from it (the trick
# history: its caption and a few lines; it scrolls by nature, a score sheet should not).
DONOR_MIN = 120


def dock_width(window_width: int) -> int:
    """The width the side docks get in a window ``window_width`` wide."""
    return max(DOCK_MIN, min(DOCK_MAX, int(window_width * DOCK_SHARE)))


class DockShare(QObject):
    """Installed on a main window: keeps ``docks`` (in the right area) at :func:`dock_width`
    when the window is resized, unless the player has set them narrower."""

    def __init__(self, window: QMainWindow, docks: list[QDockWidget]) -> None:
        super().__init__(window)
        self.window = window
        self.docks = docks
        self.given = -1  # the width this filter last gave the docks
        self.away: list[QDockWidget] = []  # the docks put away while the start screen shows
        self.lent = 0  # the height one dock has taken from the dock under it (see lend)
        for dock in docks:  # shown or closed by the player meanwhile: theirs, not put away
            dock.toggleViewAction().triggered.connect(lambda _=False, d=dock: self._player_chose(d))
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        """Docks wider than their share shrink to it; docks at the width this filter gave
        them, or wider (the player has not dragged them narrower since), follow the window
        as it grows."""
        side = dock_width(self.window.width())
        shown = [d for d in self.docks if d.isVisible() and not d.isFloating()]
        if not shown:
            return
        widest = max(d.width() for d in shown)
        # Only a dock narrower than the width this filter gave is the player's: one wider is
        # held there by its least width (a small window's share is less than a sheet needs),
        # and taken for the player's own it stayed narrow when the window grew again (a
        # player's review: a shrink and a re-enlarge left the sheet folded in two bands).
        if widest > side or ((self.given == -1 or widest >= self.given) and widest != side):
            self.window.resizeDocks(shown, [side] * len(shown), Qt.Orientation.Horizontal)
            self.given = side

    def lend(self, dock: QDockWidget, donor: QDockWidget, pixels: int) -> None:
        """Make ``dock`` up to ``pixels`` taller by taking them from ``donor``, the dock
        docked right under it, which keeps :data:`DONOR_MIN`; ``pixels`` negative: give back
        up to that many of those taken before. Nothing when either dock is hidden, floating
        or not stacked that way (the player has rearranged them: their layout)."""
        for d in (dock, donor):
            if not d.isVisible() or d.isFloating():
                return
        if self.window.dockWidgetArea(dock) != self.window.dockWidgetArea(donor):
            return
        a, b = dock.geometry(), donor.geometry()
        if b.top() < a.bottom() or abs(a.left() - b.left()) > 1:
            return
        move = min(pixels, donor.height() - DONOR_MIN) if pixels > 0 else -min(-pixels, self.lent)
        if move:
            before = dock.height()
            self.window.resizeDocks([dock, donor], [before + move, donor.height() - move], Qt.Orientation.Vertical)
            layout = self.window.layout()
            if layout is not None:
                layout.activate()  # laid out now: what was lent is what the dock's height says
            self.lent = max(0, self.lent + dock.height() - before)

    def put_away(self) -> None:
        """Hide the docks that show (docked, not floating) until :meth:`bring_back`; a dock
        the player closed stays closed, and putting away twice forgets nothing."""
        for dock in self.docks:
            if not dock.isHidden() and not dock.isFloating():
                dock.hide()
                self.away.append(dock)

    def _player_chose(self, dock: QDockWidget) -> None:
        if dock in self.away:
            self.away.remove(dock)

    def bring_back(self) -> None:
        """Show the docks put away, at their share of the window's width, at once: shown
        again, a dock is laid out only by the window's next layout pass, at a width of its
        own, so a fit made now read stale widths; the share is given outright, and the
        window laid out now, so the table is the right size before anything is drawn."""
        away, self.away = self.away, []
        if not away:
            return
        for dock in away:
            dock.show()
        side = dock_width(self.window.width())
        shown = [d for d in self.docks if d.isVisible() and not d.isFloating()]
        if shown:
            self.window.resizeDocks(shown, [side] * len(shown), Qt.Orientation.Horizontal)
            self.given = side
        layout = self.window.layout()
        if layout is not None:
            layout.activate()
