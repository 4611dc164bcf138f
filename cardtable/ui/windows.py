"""Small helpers shared by the app's secondary windows: one window of a kind, and windows
that fit the screen they open on.

A window sized for a big monitor must still be usable on a small one (a 1024×700 netbook
screen, a laptop with a tall task bar): its buttons may never sit off the screen. So every
secondary window asks for the size it would like through :func:`fit_to_screen`, which gives
it at most the screen's available room, and keeps it there each time it is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)

# Room kept for a window manager's frame (title bar, borders) around a window's client area.
FRAME_ROOM = (16, 40)


def show_single(host: QWidget, attr: str, make: Callable[[QWidget], W]) -> W:
    """Show ``host``'s one window of a kind (kept on ``host.<attr>``), making it on first use,
    and bring it to the front."""
    window = getattr(host, attr, None)
    if window is None:
        window = make(host)
        setattr(host, attr, window)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def available_room(widget: QWidget) -> QRect:
    """The available geometry (the screen less task bars and docks) of the screen the widget
    opens on: its parent window's screen, else its own, else the primary screen."""
    parent = widget.parentWidget()
    screen = (parent.window().screen() if parent is not None else None) or widget.screen()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 700)


def _fit(window: QWidget, width: int, height: int) -> None:
    room = available_room(window)
    w = max(1, min(width, room.width() - FRAME_ROOM[0]))
    h = max(1, min(height, room.height() - FRAME_ROOM[1]))
    window.resize(w, h)


def _keep_on_screen(window: QWidget) -> None:
    """Move the window so that its frame lies inside the available room, if it can."""
    room = available_room(window)
    frame = window.frameGeometry()
    x = min(max(frame.x(), room.x()), room.x() + max(0, room.width() - frame.width()))
    y = min(max(frame.y(), room.y()), room.y() + max(0, room.height() - frame.height()))
    if (x, y) != (frame.x(), frame.y()):
        window.move(window.x() + x - frame.x(), window.y() + y - frame.y())


class _OnScreen(QObject):
    """Each time its window is shown, fit it to the room and keep it inside."""

    def __init__(self, window: QWidget, width: int, height: int) -> None:
        super().__init__(window)
        self.size = (width, height)
        self.fitted = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QWidget) and event.type() == QEvent.Type.Show:
            if not self.fitted:  # the first time only: later the person's own size stands
                self.fitted = True
                _fit(watched, *self.size)
            _keep_on_screen(watched)
        return False


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Give ``window`` the size ``width``×``height`` or the screen's available room, whichever
    is smaller (now, and again when it is first shown, on the screen it then opens on), and
    keep it inside that room each time it is shown."""
    _fit(window, width, height)
    keeper = _OnScreen(window, width, height)
    window.installEventFilter(keeper)


def keep_inside_screen(window: QWidget) -> None:
    """Once shown, shrink ``window`` to the screen's available room if its present size
    (restored from the settings) is larger, and keep it inside each time it is shown: the
    main window's size saved on a big monitor opened 1280×800 on a 1024×700 screen, its
    title bar's buttons off the edge (a player's review). A size that fits stays."""
    window.installEventFilter(_OnScreen(window, window.width(), window.height()))
