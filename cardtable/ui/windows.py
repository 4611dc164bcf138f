"""Small helpers shared by the app's secondary windows."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


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
