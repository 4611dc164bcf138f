"""The rules of each game as the player reads them in the app, and the window that shows them.

The text lives in ``resources/rules/<game>.html`` (shipped as ``cardtable.resources``), one
file per game, and its translations in ``resources/rules/<language>/<game>.html``, so that
rewording or translating the rules never touches code. The files
describe the games as cardtable plays them (docs/RULES.md), in our own words.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine import ALL_GAMES
from .decision_look import suit_html
from .games import face_for, game_title, registered_games
from .translations import current_language
from .windows import fit_to_screen


def rules_html(game: str, language: str | None = "") -> str:
    """The rules of ``game`` (a record name such as ``"bugger-bridge"``) as HTML, in
    ``language`` (default: the app's; ``None``: English) where that page exists.

    Only the five known names are read, so a name from a record can never reach another file.
    """
    if game not in registered_games():
        raise ValueError(f"no rules for unknown game {game!r} (the games are {', '.join(ALL_GAMES)})")
    return face_for(game).rules_html(current_language() if language == "" else language)


class RulesDialog(QDialog):
    """The rules of one game at a time, with a picker to read the others.

    Non-modal-friendly: the table stays usable behind it, so a player can check a rule
    mid-hand (open it with ``show()`` or ``open()``).
    """

    def __init__(self, game: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.setAccessibleName(self.tr("Rules of the games"))
        self.picker = QComboBox()
        self.picker.setAccessibleName(self.tr("Game whose rules are shown"))
        for name in ALL_GAMES:
            self.picker.addItem(game_title(name), name)
        picker_label = QLabel(self.tr("&Rules of"))
        picker_label.setBuddy(self.picker)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("Rules text"))
        self.browser.setOpenExternalLinks(True)
        self.browser.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.browser.document().setDocumentMargin(12)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAccessibleName(self.tr("Close the rules"))

        top = QHBoxLayout()
        top.addWidget(picker_label)
        top.addWidget(self.picker)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.picker.currentIndexChanged.connect(self._picked)
        self.show_game(game if game in ALL_GAMES else ALL_GAMES[0])
        self._picked()
        fit_to_screen(self, 680, 760)

    @property
    def game(self) -> str:
        return self.picker.currentData()

    def show_game(self, game: str) -> None:
        index = self.picker.findData(game)
        if index < 0:
            raise ValueError(f"no rules for unknown game {game!r}")
        self.picker.setCurrentIndex(index)

    def _picked(self, *_: object) -> None:
        # ♥ and ♦ in red, as on the cards and everywhere else in the app.
        self.browser.setHtml(suit_html(rules_html(self.game), "light"))
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", game_title(self.game)))
