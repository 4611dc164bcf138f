"""Help ▸ Keyboard shortcuts: every menu command that has a key, read from the menus
themselves (so the list can never disagree with them), under the keys of the table, which
are no menu command: a player's review found Ctrl+B, Ctrl+K, Ctrl+D, Ctrl+T, Ctrl+R and
Ctrl+L discoverable only by opening each menu."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenu, QMenuBar, QTextBrowser, QVBoxLayout, QWidget

from .windows import fit_to_screen

translate = QCoreApplication.translate


def menu_shortcuts(bar: QMenuBar) -> list[tuple[str, list[tuple[str, str]]]]:
    """Each menu of ``bar`` (its title without the & marks) with its commands that have a
    key, as (command, key in this system's notation), submenus included; menus with none
    are left out."""
    out = []
    for top in bar.actions():
        menu = top.menu()
        if not isinstance(menu, QMenu):
            continue
        rows: list[tuple[str, str]] = []
        _collect(menu, rows)
        if rows:
            out.append((_plain(top.text()), rows))
    return out


def _collect(menu: QMenu, rows: list[tuple[str, str]]) -> None:
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            _collect(sub, rows)
        elif action.shortcuts():
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
            rows.append((_plain(action.text()), ", ".join(k for k in keys if k)))


def _plain(text: str) -> str:
    """A menu text as read: no & marks (a doubled one is a real ampersand), no tab and what
    follows it."""
    return text.split("\t")[0].replace("&&", "\0").replace("&", "").replace("\0", "&")


def table_keys() -> list[tuple[str, str]]:
    """The keys of the table itself, which no menu lists."""
    return [
        (translate("Shortcuts", "Choose a card of your hand"), translate("Shortcuts", "← →")),
        (translate("Shortcuts", "Play the chosen card"), translate("Shortcuts", "Enter")),
        (translate("Shortcuts", "Bid, announce or choose in the panel above your hand"),
         translate("Shortcuts", "the keys the panel shows under its buttons")),
        (translate("Shortcuts", "Go on from a round's summary"), translate("Shortcuts", "Enter")),
        # Each a row of its own, short enough not to wrap ("Change my choice" alone on a second
        # line read as a row without a key, and "Enter, Esc" for two things as one key pair).
        (translate("Shortcuts", "Keep the choice you reopened"), translate("Shortcuts", "Enter or Esc")),
        (translate("Shortcuts", "The match's result: a new game"), translate("Shortcuts", "Enter")),
        (translate("Shortcuts", "The match's result: put it away"), translate("Shortcuts", "Esc")),
    ]


def shortcuts_html(bar: QMenuBar) -> str:
    """The list as the dialog shows it: the table's keys, then each menu's."""
    def section(title: str, rows: list[tuple[str, str]]) -> str:
        # One table for every section, so the keys line up in one column.
        head = f"<tr><td colspan='2'><h3>{html.escape(title)}</h3></td></tr>"
        # The gap before a key is the cell's padding, not spaces: a key that wraps ("the keys
        # the panel shows under its buttons") then starts its second line where its first did.
        return head + "".join(f"<tr><td>{html.escape(what)}</td><td style='padding-left: 12px'>"
                              f"<b>{html.escape(key)}</b></td></tr>" for what, key in rows)

    parts = [section(translate("Shortcuts", "At the table"), table_keys())]
    parts += [section(title, rows) for title, rows in menu_shortcuts(bar)]
    return "<table>" + "".join(parts) + "</table>"


class ShortcutsDialog(QDialog):
    def __init__(self, bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Shortcuts", "Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setHtml(shortcuts_html(bar))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self, 520, 640)  # the whole list without a scroll bar, where the screen has room
