"""The main window. For now a welcome screen on green felt naming the five games; the
animated card table replaces its centre in the card-table work (issue 4)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from .. import __version__
from ..engine import ALL_GAMES, get_game


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("cardtable")
        self.resize(1280, 800)
        games = "".join(
            f"<p><b>{get_game(g).title}</b> — {get_game(g).blurb}</p>" for g in ALL_GAMES if _known(g)
        )
        welcome = QLabel(
            "<h1>cardtable</h1><p>Trick-taking card games against the computer.</p>"
            f"{games}<p><i>The card table is being built; meanwhile the games play on the "
            "command line: <code>cardtable simulate bugger-bridge</code>.</i></p>"
        )
        welcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        welcome.setWordWrap(True)
        welcome.setStyleSheet(
            "QLabel { background: qradialgradient(cx:0.5, cy:0.5, radius:0.8, fx:0.5, fy:0.5,"
            " stop:0 #2f7d4a, stop:1 #174a2b); color: #f4f1e6; font-size: 15px; padding: 40px; }"
        )
        self.setCentralWidget(welcome)
        game_menu = self.menuBar().addMenu("&Game")
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game_menu.addAction(quit_action)
        help_menu = self.menuBar().addMenu("&Help")
        about = QAction("&About cardtable", self)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)
        self.statusBar().showMessage("Welcome to cardtable")

    def show_about(self) -> None:
        QMessageBox.about(self, "About cardtable", f"cardtable {__version__}\nFive trick-taking card games.")


def _known(game: str) -> bool:
    from ..engine import supported_games

    return game in supported_games()
