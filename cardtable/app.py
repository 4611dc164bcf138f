"""Start the desktop app (the only entry into Qt from the command line)."""

from __future__ import annotations

import os
import sys
from typing import Any


def check_display(smoke: bool = False) -> str | None:
    """Why no window can open here (``None``: it can). On Linux and the BSDs Qt needs an X or
    Wayland display unless told to draw offscreen, and without one it aborts the process with
    a page of its own messages. The smoke test (the installers' self-test, often run where
    there is no display) then draws offscreen instead: it checks the app, not the screen."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")) or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    if smoke:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        return None
    return "cannot open a window: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set)"


def run_app(argv: list[str] | None = None, play: dict[str, Any] | None = None, open_path: str | None = None) -> int:
    """Open the main window; ``play`` starts a match at once (``cardtable play``),
    ``open_path`` opens a saved game (``cardtable FILE``, the installers' file association)."""
    from importlib.resources import files

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from . import __version__
    from .storage.crash import install_excepthook, setup_logging
    from .storage.paths import autosave_path
    from .ui.main_window import MainWindow

    running = QApplication.instance()
    problem = None if running is not None else check_display(bool(play and play.get("smoke")))
    if problem is not None:
        print(f"cardtable: {problem}", file=sys.stderr)
        return 2
    setup_logging()
    assert running is None or isinstance(running, QApplication), "widgets need a QApplication"
    app = running or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("cardtable")
    app.setOrganizationName("cardtable")
    app.setApplicationVersion(__version__)
    from .ui.translations import install_translator

    install_translator(app)
    # The window and taskbar icon: the same SVG the installers' icons are rendered from.
    app.setWindowIcon(QIcon(str(files("cardtable.resources") / "icon.svg")))
    # Wayland ignores window icons: the compositor shows the icon of the desktop entry this
    # names (installed by the .deb; packaging/linux/).
    app.setDesktopFileName("io.github.cardtable.CardTable")
    smoke = bool(play and play.get("smoke"))
    window = MainWindow(autosave_path=None if smoke else autosave_path(),
                        offer_resume=play is None and open_path is None)
    install_excepthook(window.report_crash, window.save_now)
    window.show()
    if play is not None:
        QTimer.singleShot(0, lambda: start_from_command_line(window, play))
    elif open_path is not None:
        from pathlib import Path

        QTimer.singleShot(0, lambda: window.offer_interrupted(lambda: window.open_path(Path(open_path))))
    return app.exec()


def start_from_command_line(window, play: dict[str, Any]) -> None:
    from PySide6.QtCore import QCoreApplication

    from .session import SeatConfig
    from .ui.new_game import GameSetup

    n, level, smoke = play["players"], play["level"], play["smoke"]
    you = QCoreApplication.translate("NewGameDialog", "You")  # the name the new-game dialog gives the person
    seats = [SeatConfig(you, human=not (smoke or play.get("watch")), level=level)] + [
        SeatConfig(name, level=level) for name in ("Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana",
                                                    "Ivo", "Jun", "Kai", "Lea", "Max", "Nia", "Otto")[: n - 1]
    ]
    if smoke:
        window.set_speed(0.0, remember=False)
        window.quit_after_round = True
    elif play.get("speed") is not None:
        window.set_speed(play["speed"], remember=False)
    setup = GameSetup(game=play["game"], seats=tuple(seats), options={}, seed=play["seed"])
    window.offer_interrupted(lambda: window.start(setup))  # never over an interrupted match
