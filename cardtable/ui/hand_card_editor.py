"""The hand card editor: a Dumb-Bunny hand card edited line by line in the New-game dialog.

docs/RULES.md makes the hand card data that a player can edit (its trumps and modifiers per
hand), so the dialog offers this table rather than only a summary. It edits the value in
the ``hand_card`` option's own JSON shape — ``{"trump": "S" | None, "modifiers": [...]}``
per hand, modifiers in the engine's order — so an unchanged card equals the default and
stays out of the game record, and the engine's ``check_options`` still has the last word.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
)
from PySide6.QtGui import QMouseEvent, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.games.dumb_bunny import BLIND, MODIFIERS, MOVE_TABLES, NEW_PARTNERS, SWAP

translate = QCoreApplication.translate

Index = QModelIndex | QPersistentModelIndex

# The trump entries in the order the combo lists them (None: no trumps).
TRUMPS: tuple[str | None, ...] = (None, "S", "H", "D", "C")


def modifier_titles() -> dict[str, str]:
    """Column titles of the modifiers, by record name."""
    return {
        SWAP: translate("HandCardEditor", "Swap"),
        BLIND: translate("HandCardEditor", "Blind"),
        NEW_PARTNERS: translate("HandCardEditor", "New partners after"),
        MOVE_TABLES: translate("HandCardEditor", "Move tables after"),
    }


def modifier_meanings() -> dict[str, str]:
    """What each modifier does, for its column's tool tip: the titles are one or two words, and
    a player setting up a card should not have to open the rules page to learn them."""
    return {
        SWAP: translate("HandCardEditor", "Each side scores the other side's tricks for this hand."),
        BLIND: translate("HandCardEditor", "Everyone plays this hand face down, choosing cards without seeing them."),
        NEW_PARTNERS: translate(
            "HandCardEditor", "After this hand, the seats turn so that everyone at a table has a new partner."
        ),
        MOVE_TABLES: translate(
            "HandCardEditor",
            "After this hand, East–West players move to the next table (with one table, nobody moves).",
        ),
    }


class CentredCheck(QStyledItemDelegate):
    """A modifier's check box drawn, and clicked, in the middle of its cell: the style puts an
    item's box at the cell's left edge, far from the centred title of a wide column such as
    "Move tables after", so a player could not tell which column a box belonged to."""

    def _option(self, option: QStyleOptionViewItem, index: Index) -> QStyleOptionViewItem:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        return opt

    def _box(self, opt: QStyleOptionViewItem) -> QRect:
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        size = style.subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, opt, opt.widget).size()
        return QStyle.alignedRect(opt.direction, Qt.AlignmentFlag.AlignCenter, size, opt.rect)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        opt = self._option(option, index)
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        box = QStyleOptionViewItem(opt)
        box.rect = self._box(opt)
        on = opt.checkState == Qt.CheckState.Checked
        box.state = box.state & ~QStyle.StateFlag.State_HasFocus
        box.state |= QStyle.StateFlag.State_On if on else QStyle.StateFlag.State_Off
        opt.features &= ~QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator  # the cell without its box
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        style.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck, box, painter, opt.widget)

    def editorEvent(self, event: QEvent, model: QAbstractItemModel, option: QStyleOptionViewItem, index: Index) -> bool:
        """A click on the centred box toggles it (the base class would look for it at the left);
        the press goes on to the view, so the box's hand becomes the selected one that
        "Remove the hand" removes. Keys (Space) are the base class's."""
        if not isinstance(event, QMouseEvent):
            return super().editorEvent(event, model, option, index)
        opt = self._option(option, index)
        if event.button() != Qt.MouseButton.LeftButton or not self._box(opt).contains(event.position().toPoint()):
            return False
        if event.type() == QEvent.Type.MouseButtonRelease:
            checked = Qt.CheckState(index.data(Qt.ItemDataRole.CheckStateRole)) == Qt.CheckState.Checked
            state = Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked
            return model.setData(index, state, Qt.ItemDataRole.CheckStateRole)
        return event.type() == QEvent.Type.MouseButtonDblClick


class HandCardDialog(QDialog):
    """One row per hand: a trumps combo and a check box per modifier; hands can be added
    and removed (never the last one), and the standard card restored."""

    def __init__(
        self, value: list[dict[str, Any]], standard: list[dict[str, Any]], trump_words: dict[str | None, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("HandCardEditor", "Hand card"))
        self.setAccessibleName(translate("HandCardEditor", "Edit the hand card"))
        self._standard = standard
        self._trump_words = trump_words
        titles = modifier_titles()
        self.table = QTableWidget(0, 1 + len(MODIFIERS))
        self.table.setAccessibleName(translate("HandCardEditor", "Hands of the card"))
        self.table.setHorizontalHeaderLabels([translate("HandCardEditor", "Trumps"), *(titles[m] for m in MODIFIERS)])
        meanings = modifier_meanings()
        for c, m in enumerate(MODIFIERS, 1):
            header = self.table.horizontalHeaderItem(c)
            assert header is not None  # the labels above made one per column
            header.setToolTip(meanings[m])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setItemDelegate(CentredCheck(self.table))
        # A whole hand is selected, so the one "Remove the hand" takes away is in plain sight.
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.add_button = QPushButton(translate("HandCardEditor", "&Add a hand"))
        self.add_button.clicked.connect(self.add_hand)
        self.remove_button = QPushButton(translate("HandCardEditor", "Re&move the hand"))
        self.remove_button.setToolTip(
            translate("HandCardEditor", "Remove the selected hand (a card keeps one at least)")
        )
        self.remove_button.clicked.connect(self.remove_hand)
        self.standard_button = QPushButton(translate("HandCardEditor", "&Standard card"))
        self.standard_button.clicked.connect(lambda: self.set_value(self._standard))
        for button in (self.add_button, self.remove_button, self.standard_button):
            button.setAutoDefault(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        row.addWidget(self.standard_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self.set_value(value)
        self.resize(680, 540)

    # ----- the value ---------------------------------------------------------------------------

    def set_value(self, value: list[dict[str, Any]]) -> None:
        self.table.setRowCount(0)
        for hand in value:
            self._append(hand.get("trump"), set(hand.get("modifiers") or ()))
        self._sync()

    def value(self) -> list[dict[str, Any]]:
        """The card as the ``hand_card`` option holds it."""
        card = []
        for r in range(self.table.rowCount()):
            combo = self.trump_combo(r)
            mods = [m for c, m in enumerate(MODIFIERS, 1) if self._item(r, c).checkState() == Qt.CheckState.Checked]
            card.append({"trump": combo.currentData(), "modifiers": mods})
        return card

    def trump_combo(self, row: int) -> QComboBox:
        combo = self.table.cellWidget(row, 0)
        assert isinstance(combo, QComboBox)  # every row's first cell is its trumps combo
        return combo

    def _item(self, row: int, column: int) -> QTableWidgetItem:
        item = self.table.item(row, column)
        assert item is not None  # every modifier cell holds a check item
        return item

    # ----- rows --------------------------------------------------------------------------------

    def _append(self, trump: str | None, modifiers: set[str]) -> None:
        r = self.table.rowCount()
        self.table.insertRow(r)
        combo = QComboBox()
        for t in TRUMPS:
            combo.addItem(self._trump_words[t], t)
        combo.setCurrentIndex(max(combo.findData(trump), 0))
        combo.installEventFilter(self)  # its hand is selected when it takes the focus
        self.table.setCellWidget(r, 0, combo)
        titles = modifier_titles()
        for c, m in enumerate(MODIFIERS, 1):
            item = QTableWidgetItem()
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable)
            item.setCheckState(Qt.CheckState.Checked if m in modifiers else Qt.CheckState.Unchecked)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, titles[m])
            self.table.setItem(r, c, item)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A trumps combo clicked or tabbed into selects its hand, as a box's click does."""
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.MouseButtonPress) and isinstance(watched, QComboBox):
            for r in range(self.table.rowCount()):
                if self.table.cellWidget(r, 0) is watched:
                    self.table.setCurrentCell(r, 0)
        return super().eventFilter(watched, event)

    def _sync(self) -> None:
        n = self.table.rowCount()
        self.table.setVerticalHeaderLabels([str(i + 1) for i in range(n)])
        for r in range(n):
            self.trump_combo(r).setAccessibleName(
                translate("HandCardEditor", "Hand %1, trumps").replace("%1", str(r + 1))
            )
        self.remove_button.setEnabled(n > 1)
        self.table.resizeColumnsToContents()

    def add_hand(self) -> None:
        """A no-trump hand without modifiers at the end of the card."""
        self._append(None, set())
        self._sync()
        self.table.setCurrentCell(self.table.rowCount() - 1, 0)

    def remove_hand(self) -> None:
        """Remove the current hand (the last one when none is current); one always stays."""
        n = self.table.rowCount()
        if n <= 1:
            return
        r = self.table.currentRow()
        self.table.removeRow(r if 0 <= r < n else n - 1)
        self._sync()
