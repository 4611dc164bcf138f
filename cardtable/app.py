"""Start the desktop app (the only entry into Qt from the command line)."""

from __future__ import annotations

import sys


def run_app(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from . import __version__
    from .ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("cardtable")
    app.setOrganizationName("cardtable")
    app.setApplicationVersion(__version__)
    window = MainWindow()
    window.show()
    return app.exec()
