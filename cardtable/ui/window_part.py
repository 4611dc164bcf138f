"""The base of the main window's parts (ui/start_flow.py, summary_flow.py, human_tools.py,
window_tools.py and banner.py's WindowFaults): mixins of ``MainWindow``, each in its own
module so that the window's module stays its wiring.

At run time the base is ``object`` (a plain mixin beside QMainWindow). For the type checker
it is a QMainWindow that has what the parts use of one another and of the window, so that
each part is checked against the same declared contract rather than guessed attributes.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMainWindow

    from ..engine.view import PlayerView
    from ..session import TableSession

    class WindowPart(QMainWindow):
        """What every part may use of the window (the window defines each of these)."""

        session: TableSession | None
        settings: QSettings
        autosave_path: Path | None
        read_only: bool

        def status(self, text: str) -> None: ...
        def tell(self, text: str) -> None: ...
        def advance(self) -> None: ...
        def _attach(self, session: TableSession, read_only: bool = False) -> None: ...
        def _tell_notes(self, session: TableSession) -> None: ...
        def _show_start_screen(self) -> None: ...
        def _refresh_docks(self, view: PlayerView | None = None, latest: bool = True) -> None: ...
        def new_game(self, game: str | None = None) -> None: ...
        def open_practice(self) -> None: ...
        def offer_interrupted(self, proceed: Any = None) -> None: ...
        def in_progress(self) -> bool: ...
        def playing_title(self) -> str | None: ...
        def _continue_autosave(self) -> None: ...
else:
    WindowPart = object
