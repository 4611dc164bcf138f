"""Practice ▸ Minibridge exercises: the seed's nine questions asked about any deal.

The window lists the exercise sets and their deals, shows the deal as a diagram, and
asks the questions one at a time with proper inputs (numbers, seat pickers, the lead
card, yes/no). While a question is open the diagram hides the hands the student could
not see at the table (the lead: only the leader's hand and dummy; declarer's questions:
declarer's hand and dummy); "Show all hands" reveals them. Every answer is checked and
explained by :mod:`cardtable.bridge`, which also gives the analysis tab its
double-dummy table and best contract.

"Play this deal" starts a one-deal Minibridge match of exactly this deal in the main
window, the learner in the seat they pick (declarer, or a defender); undo works there as
in any match. When it is over this window shows the result against the double-dummy
tricks and replays the play trick by trick, each card with what it cost against
double-dummy play. "Play it again in another contract" replays the same cards in the
contract the learner picks, and a table keeps the contracts tried side by side
(:mod:`cardtable.ui.practice_play`).

Progress (answers right per deal, and when) is kept per user by
:class:`cardtable.bridge.progress.Progress`.
"""

from __future__ import annotations

import contextlib
import html
import random
import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..bridge.analysis import Analysis, analyse, contract_words, strain_words
from ..bridge.deal import SUIT_SYMBOLS, Board, card_text, suit_ranks
from ..bridge.exercises import (
    ExerciseSet,
    Question,
    answer_text,
    builtin_sets,
    check,
    question_context,
    questions_for,
    set_title,
    visible_seats,
)
from ..bridge.lesson import LessonError, lesson_of
from ..bridge.notes import lesson_about, lesson_note, note_contract
from ..bridge.pbn import PBNError, read_pbn_file, write_pbn
from ..bridge.progress import Progress
from ..engine.cards import CARDS
from ..session.exercise_ref import ExerciseRef, card_down
from ..session.saving import write_autosave
from ..storage.autosave import drop_kept, kept_path
from ..storage.records import write_text_atomic
from ..words import counted
from .file_places import naming_file, remember_folder, start_folder, suggested_path
from .games.minibridge import PointsBox
from .line_wrap import glued
from .practice_diagram import HandsDiagram, card_html, seat_name, suit_colour
from .practice_play import (
    CONTRACTS,
    ContractsTable,
    PlayedContract,
    board_hands,
    board_seat,
    deal_match,
    double_dummy_tip,
    review_of,
    trick_notes,
    untried_contract,
)
from .windows import show_single

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from ..session import TableSession

# Room left round the window inside the screen's available area for the window manager's
# frame: its sides (a few pixels each) and its top and bottom (the title bar).
FRAME_MARGIN = QSize(24, 40)
# The design's size: where the screen has room for it the deal diagram is drawn in its
# usual type, else in smaller type (practice_diagram.COMPACT_HAND_POINTS).
DESIGN_SIZE = (1280, 800)
# The widest the list of exercises grows for a set's name: a longer title from a file is
# cut short in the middle (its tool tip has it whole).
TREE_MOST = 320
# The list's least width on a narrow screen, where the set names give way to the deal.
TREE_LEAST = 150


def scrolled(page: QWidget) -> QScrollArea:
    """``page`` in a frameless scroll area that fits it to the width and scrolls it up and down."""
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


# Module helpers translate in the "Practice" context with literal texts (what lupdate extracts).
translate = QCoreApplication.translate
ROLE = Qt.ItemDataRole.UserRole
# What an input gives while nothing is chosen yet.
UNANSWERED = object()


def pbn_filter() -> str:
    return translate("Practice", "PBN files (*.pbn);;All files (*)")


def suit_title(suit: int) -> str:
    """Spades, Hearts, Diamonds or Clubs (suit 0 is spades), translated."""
    return (
        translate("Practice", "Spades"),
        translate("Practice", "Hearts"),
        translate("Practice", "Diamonds"),
        translate("Practice", "Clubs"),
    )[suit]


def strain_text(strain: str) -> str:
    """:func:`~cardtable.bridge.analysis.strain_words`, translated: ``no trumps``, ``spades``…"""
    texts = {
        "NT": translate("Practice", "no trumps"),
        "S": translate("Practice", "spades"),
        "H": translate("Practice", "hearts"),
        "D": translate("Practice", "diamonds"),
        "C": translate("Practice", "clubs"),
    }
    return texts.get(strain) or strain_words(strain)


def contract_text(strain: str, game: bool) -> str:
    """:func:`~cardtable.bridge.analysis.contract_words`, translated: ``game in no trumps`` /
    ``a part-score in hearts`` (a test checks the English matches)."""
    texts = {
        ("NT", True): translate("Practice", "game in no trumps"),
        ("S", True): translate("Practice", "game in spades"),
        ("H", True): translate("Practice", "game in hearts"),
        ("D", True): translate("Practice", "game in diamonds"),
        ("C", True): translate("Practice", "game in clubs"),
        ("NT", False): translate("Practice", "a part-score in no trumps"),
        ("S", False): translate("Practice", "a part-score in spades"),
        ("H", False): translate("Practice", "a part-score in hearts"),
        ("D", False): translate("Practice", "a part-score in diamonds"),
        ("C", False): translate("Practice", "a part-score in clubs"),
    }
    return texts.get((strain, bool(game))) or contract_words(strain, game)


def _levels() -> list[str]:
    from ..ai.players import LEVELS, check_level

    out = []
    for level in LEVELS:
        try:
            check_level(level)
        except ValueError:
            continue
        out.append(level)
    return out or ["easy"]


class AnswerInput(QStackedWidget):
    """The input for the current question: one page per kind of answer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pages: dict[str, QWidget] = {}
        # points: a spin box per seat, in announcing order once a board is known
        page = QWidget()
        self.points_grid = QGridLayout(page)
        self.points: dict[int, QSpinBox] = {}
        self.point_labels: dict[int, QLabel] = {}
        for seat in range(4):
            box = PointsBox()  # "?" until answered; a digit typed replaces it
            box.setRange(-1, 37)  # -1 shows as "?": nothing entered yet
            box.setSpecialValueText("?")
            box.setAccessibleName(self.tr("{0}'s points").format(seat_name(seat)))
            label = QLabel(self.tr("%1:").replace("%1", seat_name(seat)))  # French: "Sud :"
            label.setBuddy(box)
            self.points[seat], self.point_labels[seat] = box, label
        self._order_points(range(4))
        self._add("points", page)
        # one seat
        self.seat_group, page = self._radios([seat_name(s) for s in range(4)], self.tr("Seat"))
        self._add("seat", page)
        # a side (or neither)
        self.side_group, page = self._radios(
            [self.tr("North–South"), self.tr("East–West"), self.tr("Neither: 20–20, the deal is redealt")],
            self.tr("Pair"))
        self._add("side", page)
        # declarer and dummy
        page = QWidget()
        form = QFormLayout(page)
        self.declarer, self.dummy = QComboBox(), QComboBox()
        for combo, name in ((self.declarer, self.tr("Declarer")), (self.dummy, self.tr("Dummy"))):
            combo.addItems([seat_name(s) for s in range(4)])
            combo.setAccessibleName(name)
            form.addRow(self.tr("%1:").replace("%1", name), combo)
        self._add("declarer", page)
        # the lead: suit and card from the leader's hand
        page = QWidget()
        form = QFormLayout(page)
        self.lead_suit = QComboBox()
        self.lead_suit.setAccessibleName(self.tr("Suit to lead"))
        self.lead_card = QComboBox()
        self.lead_card.setAccessibleName(self.tr("Card to lead"))
        self.lead_suit.currentIndexChanged.connect(self._fill_lead_cards)
        form.addRow(self.tr("Suit:"), self.lead_suit)
        form.addRow(self.tr("Card:"), self.lead_card)
        self._add("lead", page)
        self.lead_hand = 0
        # a number of tricks
        page = QWidget()
        form = QFormLayout(page)
        self.number = PointsBox()
        self.number.setRange(-1, 13)
        self.number.setSpecialValueText("?")
        self.number.setAccessibleName(self.tr("Number of tricks"))
        form.addRow(self.tr("Tricks:"), self.number)
        self._add("number", page)
        # yes or no
        self.yes_group, page = self._radios([self.tr("Yes"), self.tr("No")], self.tr("Yes or no"))
        self._add("yesno", page)

    def _order_points(self, order) -> None:
        """The point boxes in announcing order (the dealer first), tab order to match."""
        for seat in range(4):
            self.points_grid.removeWidget(self.point_labels[seat])
            self.points_grid.removeWidget(self.points[seat])
        previous = None
        for row, seat in enumerate(order):
            self.points_grid.addWidget(self.point_labels[seat], row, 0)
            self.points_grid.addWidget(self.points[seat], row, 1)
            if previous is not None:
                QWidget.setTabOrder(previous, self.points[seat])
            previous = self.points[seat]
        self.points_order = list(order)

    def _add(self, kind: str, page: QWidget) -> None:
        self.pages[kind] = page
        self.addWidget(page)

    def _radios(self, labels: list[str], name: str) -> tuple[QButtonGroup, QWidget]:
        page = QWidget()
        page.setAccessibleName(name)
        box = QVBoxLayout(page)
        group = QButtonGroup(page)
        for i, text in enumerate(labels):
            b = QRadioButton(text)
            group.addButton(b, i)
            box.addWidget(b)
        box.addStretch(1)
        return group, page

    def mark_points(self, right: Sequence[int] | None) -> None:
        """After a check of the points, frame in red each box whose number is not ``right``'s
        (the feedback names the seats; the frame shows which box); ``None`` clears them."""
        for seat, box in self.points.items():
            wrong = right is not None and box.value() != right[seat]
            if bool(box.property("wrong")) != wrong:
                box.setProperty("wrong", wrong)
                box.setStyleSheet("QSpinBox { border: 2px solid #a3171c; }" if wrong else "")
                box.setAccessibleDescription(self.tr("Not this number") if wrong else "")

    def show_for(self, question: Question, board: Board, analysis: Analysis) -> None:
        self.setCurrentWidget(self.pages[question.kind])
        for group in (self.seat_group, self.side_group, self.yes_group):
            group.setExclusive(False)
            for b in group.buttons():
                b.setChecked(False)
            group.setExclusive(True)
        self.mark_points(None)
        if question.kind == "points":
            for seat in range(4):
                self.points[seat].setValue(-1)
            self._order_points([(board.dealer + i) % 4 for i in range(4)])
        elif question.kind == "lead":
            leader = analysis.facts.opening_leader
            self.lead_hand = board.hands[leader] if leader is not None else 0
            self.lead_suit.blockSignals(True)
            self.lead_suit.clear()
            for s in range(4):
                if suit_ranks(self.lead_hand, s):
                    self.lead_suit.addItem(suit_title(s), s)
            self.lead_suit.setPlaceholderText(self.tr("Choose a suit"))
            self.lead_suit.setCurrentIndex(-1)
            self.lead_suit.blockSignals(False)
            self._fill_lead_cards()
        elif question.kind == "number":
            self.number.setValue(-1)
        elif question.kind == "declarer":
            for box in (self.declarer, self.dummy):
                box.setPlaceholderText(self.tr("Choose a seat"))
                box.setCurrentIndex(-1)
        first = self.focus_widget()
        if first is not None:
            first.setFocus()

    def focus_widget(self) -> QWidget | None:
        kind = next(k for k, p in self.pages.items() if p is self.currentWidget())
        return {
            "points": self.points[self.points_order[0]], "seat": self.seat_group.button(0),
            "side": self.side_group.button(0),
            "declarer": self.declarer, "lead": self.lead_suit, "number": self.number,
            "yesno": self.yes_group.button(0),
        }.get(kind)

    def _fill_lead_cards(self) -> None:
        s = self.lead_suit.currentData()
        self.lead_card.clear()
        if s is None:
            return
        for rank in suit_ranks(self.lead_hand, s):
            card = CARDS[13 * s + rank - 2]
            self.lead_card.addItem(card_text(card), int(card))

    def answer(self, question: Question):
        """The answer as :func:`cardtable.bridge.exercises.check` takes it, or
        :data:`UNANSWERED` while nothing is chosen (so a stray Enter is not an answer)."""
        kind = question.kind
        if kind == "points":
            values = tuple(self.points[s].value() for s in range(4))
            return UNANSWERED if min(values) < 0 else values
        if kind == "seat":
            i = self.seat_group.checkedId()
            return UNANSWERED if i < 0 else i
        if kind == "side":
            i = self.side_group.checkedId()
            return UNANSWERED if i < 0 else (None if i == 2 else i)
        if kind == "declarer":
            pair = (self.declarer.currentIndex(), self.dummy.currentIndex())
            return UNANSWERED if min(pair) < 0 else pair
        if kind == "lead":
            c = self.lead_card.currentData()
            return UNANSWERED if c is None else CARDS[c]
        if kind == "number":
            return UNANSWERED if self.number.value() < 0 else self.number.value()
        i = self.yes_group.checkedId()
        return UNANSWERED if i < 0 else i == 0


# A holding written with spaces ("♥Q J 10 8"): kept on one line.
_HOLDING = re.compile(r"[♠♥♦♣](?:10|[AKQJ2-9])(?: (?:10|[AKQJ2-9]))+")
# An honour and its points, as the points' reminder writes them ("A 4").
_HONOUR_POINTS = re.compile(r"\b([AKQJ]) (\d)\b")


def answer_and_why(answer: str, why: str) -> str:
    """The explanation after an answer in the list of answers: without the answer said again
    at its start ("Yes — Yes. With nine…" read as a stutter), and with each holding kept on
    one line ("♥Q J" at a line's end and "10 8" on the next read as two holdings)."""
    for word in (answer, answer.capitalize()):
        if why.startswith(word + ". "):
            why = why[len(word) + 2:]
            break
    why = _HOLDING.sub(lambda m: m.group(0).replace(" ", "\u00a0"), why)
    return _HONOUR_POINTS.sub("\\1\u00a0\\2", why)  # "(A 4, K 3, Q 2, J 1)": "J" and "1" together


class PracticeWindow(QMainWindow):
    """The practice window; ``host`` is the main window that plays a deal when asked."""

    def __init__(self, host=None, progress: Progress | None = None) -> None:
        super().__init__(host)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.host = host
        self.progress = progress if progress is not None else Progress()
        self.setWindowTitle(self.tr("Minibridge exercises"))
        self.sets: list[ExerciseSet] = []
        self.board: Board | None = None
        self.analysis: Analysis | None = None
        self.questions: tuple[Question, ...] = ()
        self.index = 0
        self.checked = False
        self.results: dict[str, bool] = {}
        # Questions answered right in part (the lead's suit, another card): ½ in the summary.
        self.partial: set[str] = set()
        self.set_key = ""
        self.play_session: TableSession | None = None
        self.replay_index = 0
        self.replay_round = None
        self.replay_notes: dict[int, list[str]] = {}
        # What the last import read other than as written, shown in a box of its own.
        self.import_notes: QMessageBox | None = None
        self.actions_by_slot: dict[str, QAction] = {}  # menu actions by their slot's name
        self.printer: QPrinter | None = None  # kept between prints (practice_print)
        # The list's width for its longest set name, and the most the screen leaves it.
        self._tree_wanted, self._tree_room = 0, 1 << 16
        self._build()
        self._build_menus()
        self.load_builtin()
        self.fit_to_screen()

    # ----- building -------------------------------------------------------------------------

    def _build(self) -> None:
        split = QSplitter(self)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Exercises")])
        self.tree.setAccessibleName(self.tr("Exercise sets and deals"))
        self.tree.setMinimumWidth(120)  # and as wide as the set names (_fit_tree_to_sets)
        # A name longer than TREE_MOST is cut short in the middle, not at the end: "Leads
        # agains…" twice would become "Leads ag…o trumps" and "Leads aga… contract", still told
        # apart (the tool tip has it whole).
        self.tree.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.tree.currentItemChanged.connect(self._item_changed)
        split.addWidget(self.tree)

        middle = QWidget()
        mid = QVBoxLayout(middle)
        mid.setContentsMargins(0, 0, 0, 0)  # the diagram keeps its own margins: room for the list
        self.diagram = HandsDiagram()
        mid.addWidget(self.diagram, 1)
        self.reveal = QCheckBox(self.tr("Show &all hands"))
        self.reveal.setAccessibleName(self.tr("Show all hands"))
        self.reveal.toggled.connect(self._update_visibility)
        mid.addWidget(self.reveal)
        split.addWidget(middle)

        self.tabs = QTabWidget()
        self.tabs.setMinimumWidth(280)
        # The questions and the play scroll when the screen is short (1024 x 700): Check and
        # the play buttons stay reachable; the analysis is a text browser that scrolls itself.
        self.q_scroll = scrolled(self._questions_tab())
        self.tabs.addTab(self.q_scroll, self.tr("&Questions"))
        self.tabs.addTab(self._analysis_tab(), self.tr("Anal&ysis"))  # Alt+N is Next question
        self.play_scroll = scrolled(self._play_tab())
        self.tabs.addTab(self.play_scroll, self.tr("&Play"))
        # At least as wide as the pages' controls: they scroll up and down, never sideways, and
        # narrower (French at 1000 px) they were cut at the right ("Question suivante").
        bar = self.q_scroll.verticalScrollBar().sizeHint().width()
        pages = max(page.minimumSizeHint().width() for area in (self.q_scroll, self.play_scroll)
                    if (page := area.widget()) is not None)
        self.tabs.setMinimumWidth(max(280, pages + bar + 8))
        split.addWidget(self.tabs)
        # A question's "Right" or "Not quite — see why" is about that question: on another tab
        # it stood under the analysis, and after a deal played, as if about them.
        self.tabs.currentChanged.connect(lambda _: self.statusBar().clearMessage())
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setStretchFactor(2, 0)
        split.setChildrenCollapsible(False)
        self.split = split
        self.setCentralWidget(split)
        self.statusBar().showMessage(self.tr("Choose a deal on the left."))

    def fit_to_screen(self, area: QRect | None = None) -> None:
        """As large as the design wants (1280 x 800) where the screen has room, else the
        screen's available ``area`` less a margin for the window frame, with the hands in
        smaller type; the three panes share the width a fifth (the list at least as wide as
        its set names, where the screen has room for that), two fifths and the rest, and the
        window sits inside the area."""
        if area is None:
            screen = self.screen() or QGuiApplication.primaryScreen()
            area = screen.availableGeometry() if screen is not None else QRect(0, 0, *DESIGN_SIZE)
        width = min(DESIGN_SIZE[0], area.width() - FRAME_MARGIN.width())
        height = min(DESIGN_SIZE[1], area.height() - FRAME_MARGIN.height())
        self.diagram.set_compact((width, height) != DESIGN_SIZE)
        # A French set name ("Entame contre un contrat à la couleur", since shortened) made
        # the panes' least widths add up to 1055 px, past a 1024 screen: the list gives way
        # first (a name too long is cut with "…", and its tool tip has it whole).
        others = (self.diagram.minimumSizeHint().width() + self.tabs.minimumWidth()
                  + 2 * self.split.handleWidth() + 8)
        self._tree_room = max(TREE_LEAST, width - others)
        self.tree.setMinimumWidth(min(self._tree_wanted, self._tree_room))
        self.resize(width, height)
        tree = max(width // 5, self.tree.minimumWidth())
        self.split.setSizes([tree, width * 2 // 5, width - tree - width * 2 // 5])
        self.move(area.x() + (area.width() - width) // 2, area.y() + (area.height() - height) // 2)

    def _questions_tab(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        self.q_count = QLabel()
        self.q_bar = QProgressBar()
        self.q_bar.setTextVisible(False)
        self.q_bar.setMaximumHeight(8)
        self.q_bar.setAccessibleName(self.tr("Questions done"))
        self.q_text = QLabel()
        self.q_text.setWordWrap(True)
        self.q_text.setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.q_sees = QLabel()
        self.q_sees.setWordWrap(True)
        self.q_sees.setStyleSheet("color: #555;")
        self.input = AnswerInput()
        self.check_button = QPushButton(self.tr("&Check"))
        self.check_button.setDefault(True)
        self.check_button.setAutoDefault(True)
        self.check_button.clicked.connect(self.check_answer)
        self.next_button = QPushButton(self.tr("&Next question"))
        self.next_button.clicked.connect(self.next_question)
        self.next_button.setEnabled(False)
        row = QHBoxLayout()
        row.addWidget(self.check_button)
        row.addWidget(self.next_button)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.RichText)
        self.feedback.setAccessibleName(self.tr("Feedback"))
        # Read-only: the mouse may copy a sentence, but no text cursor ever blinks in it.
        self.feedback.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.feedback.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.restart_button = QPushButton(self.tr("&Try this deal again"))
        self.restart_button.clicked.connect(self.restart_questions)
        self.restart_button.hide()
        for w in (self.q_count, self.q_bar, self.q_text, self.q_sees, self.input):
            box.addWidget(w)
        box.addLayout(row)
        box.addWidget(self.feedback)
        box.addWidget(self.restart_button)
        box.addStretch(1)
        # Enter answers, as in a dialog: a default button means nothing in a main window, so
        # Return and Enter anywhere on the page check the answer, then go to the next question.
        enter = QAction(self.tr("Check or go on"), page)
        enter.setShortcuts([QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)])
        enter.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        enter.triggered.connect(self._enter_pressed)
        page.addAction(enter)
        self.enter_action = enter
        return page

    def _enter_pressed(self) -> None:
        """Check the answer while it is open, else go to the next question once it is checked."""
        for button in (self.check_button, self.next_button):
            if button.isVisible() and button.isEnabled():
                button.click()
                return

    def _analysis_tab(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        self.show_analysis = QPushButton(self.tr("&Show the answers and the analysis"))
        self.show_analysis.clicked.connect(lambda: self._fill_analysis(force=True))
        box.addWidget(self.show_analysis)
        self.analysis_view = QTextBrowser()
        self.analysis_view.setAccessibleName(self.tr("Analysis"))
        box.addWidget(self.analysis_view, 1)
        return page

    def _play_tab(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        form = QFormLayout()
        self.play_seat = QComboBox()
        self.play_seat.setAccessibleName(self.tr("Your seat"))
        form.addRow(self.tr("Play &as:"), self.play_seat)
        self.play_level = QComboBox()
        levels = _levels()
        self.play_level.addItems(levels)
        preferred = next((lv for lv in ("normal", "easy") if lv in levels), levels[0])
        self.play_level.setCurrentText(preferred)
        self.play_level.setAccessibleName(self.tr("Computer players"))
        form.addRow(self.tr("&Computer players:"), self.play_level)
        self.play_contract = QComboBox()
        self.play_contract.setAccessibleName(self.tr("Contract"))
        self.play_contract.addItem(self.tr("Declarer chooses at the table"), -1)
        for i, (strain, game) in enumerate(CONTRACTS):
            self.play_contract.addItem(contract_text(strain, game).capitalize(), i)
        form.addRow(self.tr("C&ontract:"), self.play_contract)
        for combo in (self.play_seat, self.play_level, self.play_contract):
            # long entries ("South — declarer (you play dummy too)") must not widen the pane
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)
        # Each label over its field: the fields get the pane's whole width, so a long entry
        # ("South — declarer (you play dummy too)") shows in full on a 1024-wide screen too.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        box.addLayout(form)
        self.play_button = QPushButton(self.tr("P&lay this deal"))
        self.play_button.clicked.connect(self.play_deal)
        box.addWidget(self.play_button)
        self.again_button = QPushButton(self.tr("Play it &again in another contract"))
        self.again_button.clicked.connect(self.play_again)
        self.again_button.setEnabled(False)
        # The contract box moves on to one not tried yet after each deal: the button says which.
        self.play_contract.currentIndexChanged.connect(self._name_again)
        box.addWidget(self.again_button)
        self.undo_button = QPushButton(self.tr("&Undo my last play"))
        self.undo_button.clicked.connect(self.undo_play)
        self.undo_button.setEnabled(False)
        box.addWidget(self.undo_button)
        self.play_info = QLabel(self.tr("Play the deal against the computer in the main window; "
                                        "then replay it here trick by trick."))
        self.play_info.setWordWrap(True)
        box.addWidget(self.play_info)
        # The trick buttons above the deal's result: under it, they dropped a line whenever the
        # result wrapped anew (the pane moved a few pixels as the first trick was shown), and
        # a second click on the same spot missed "Next trick" (a player's review at 1024×700).
        row = QHBoxLayout()
        self.prev_trick = QPushButton(self.tr("◀ &Previous trick"))
        self.prev_trick.clicked.connect(lambda: self.show_trick(self.replay_index - 1))
        self.next_trick = QPushButton(self.tr("Next &trick ▶"))
        self.next_trick.clicked.connect(lambda: self.show_trick(self.replay_index + 1))
        row.addWidget(self.prev_trick)
        row.addWidget(self.next_trick)
        box.addLayout(row)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.setAccessibleName(self.tr("Result"))
        self.result.setToolTip(double_dummy_tip())
        box.addWidget(self.result)
        self.trick_text = QLabel()
        self.trick_text.setWordWrap(True)
        self.trick_text.setTextFormat(Qt.TextFormat.RichText)
        self.trick_text.setToolTip(double_dummy_tip())
        box.addWidget(self.trick_text)
        box.addWidget(QLabel(self.tr("Contracts played on this deal:")))
        self.contracts = ContractsTable()
        box.addWidget(self.contracts, 1)
        self._set_replay_enabled(False)
        return page

    def _build_menus(self) -> None:
        bar = self.menuBar()
        menu = bar.addMenu(self.tr("&Deals"))
        for text, slot, key in (
            (self.tr("&Import PBN…"), self.import_pbn, QKeySequence.StandardKey.Open),
            (self.tr("&Export this set as PBN…"), self.export_pbn, QKeySequence.StandardKey.SaveAs),
            (None, None, None),
            (self.tr("&Print this set…"), self.print_set, QKeySequence.StandardKey.Print),
            (self.tr("Save this set as P&DF…"), self.save_pdf, None),
            (None, None, None),
            (self.tr("&Generate a deal…"), self.generate_deal, "Ctrl+G"),
            (self.tr("&Edit this deal…"), self.edit_deal, "Ctrl+E"),
            (self.tr("&New deal by hand…"), self.new_deal, "Ctrl+N"),
            (None, None, None),
            (self.tr("&Reset my progress…"), self.reset_progress, None),
            (None, None, None),
            (self.tr("&Close"), self.close, QKeySequence.StandardKey.Close),
        ):
            if text is None:
                menu.addSeparator()
                continue
            action = QAction(text, self)
            if key is not None:
                action.setShortcut(QKeySequence(key))
            action.triggered.connect(slot)
            menu.addAction(action)
            if slot is not None:
                self.actions_by_slot[slot.__name__] = action

    # ----- the list of deals --------------------------------------------------------------------

    def load_builtin(self) -> None:
        try:
            sets = builtin_sets()
        except PBNError as exc:
            QMessageBox.warning(self, self.tr("Exercises missing"), str(exc))
            sets = []
        for s in sets:
            self.add_set(s, select=False)
        if self.tree.topLevelItemCount():
            first = self.tree.topLevelItem(0)
            assert first is not None  # the count above is not zero
            first.setExpanded(True)
            first_deal = first.child(0)
            if first_deal is not None:
                self.tree.setCurrentItem(first_deal)

    def add_set(self, exercise_set: ExerciseSet, select: bool = True) -> QTreeWidgetItem:
        self.sets.append(exercise_set)
        top = QTreeWidgetItem([exercise_set.title])
        top.setToolTip(0, exercise_set.title)  # the pane may cut it short ("Leads against…" twice)
        top.setData(0, ROLE, ("set", len(self.sets) - 1))
        self.tree.addTopLevelItem(top)
        for i, b in enumerate(exercise_set.boards):
            child = QTreeWidgetItem([self._deal_label(b, i)])
            child.setData(0, ROLE, ("deal", len(self.sets) - 1, i))
            top.addChild(child)
        self._fit_tree_to_sets()
        first_deal = top.child(0)
        if select and first_deal is not None:
            top.setExpanded(True)
            self.tree.setCurrentItem(first_deal)
        return top

    def _fit_tree_to_sets(self) -> None:
        """The list at least as wide as its longest set name (up to ``TREE_MOST``), with room
        for the expanding arrow, the item's margins, the frame and the scroll bar: at 1024 x
        700 it was some 130 px and cut "Part-score or game" to "Part-s…r game"."""
        tree = self.tree
        names = (item.text(0) for t in range(tree.topLevelItemCount()) if (item := tree.topLevelItem(t)) is not None)
        longest = max((tree.fontMetrics().horizontalAdvance(name) for name in names), default=0)
        margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
        chrome = (tree.indentation() + 2 * margin + 2 * tree.frameWidth()
                  + tree.verticalScrollBar().sizeHint().width() + 4)
        self._tree_wanted = max(self._tree_wanted, min(TREE_MOST, longest + chrome))
        tree.setMinimumWidth(min(self._tree_wanted, self._tree_room))

    def _deal_label(self, board: Board, i: int) -> str:
        label = self.tr("Board {0}").format(board.number)  # as the diagram, the sheet and PBN name it
        rec = self.progress.get(board)
        if rec:
            mark = "✓" if rec.get("right") == rec.get("asked") else "•"
            label += f"  {mark} {rec.get('right')}/{rec.get('asked')}  {rec.get('date', '')}"
        return label

    def _refresh_labels(self) -> None:
        for t in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(t)
            assert top is not None  # t is within the count
            for c in range(top.childCount()):
                child = top.child(c)
                assert child is not None  # c is within the count
                _, si, bi = child.data(0, ROLE)
                child.setText(0, self._deal_label(self.sets[si].boards[bi], bi))

    def _item_changed(self, item: QTreeWidgetItem | None, _previous=None) -> None:
        if item is None:
            return
        data = item.data(0, ROLE)
        if data and data[0] == "deal":
            _, si, bi = data
            self.open_board(self.sets[si].boards[bi], self.sets[si].key)

    # ----- one deal ----------------------------------------------------------------------------

    def open_board(self, board: Board, set_key: str = "") -> None:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            analysis = analyse(board)
        except Exception:  # the double-dummy solver unavailable: the rules of thumb still answer
            analysis = analyse(board, False)
        finally:
            QApplication.restoreOverrideCursor()
        self.board, self.analysis, self.set_key = board, analysis, set_key
        self.diagram.roles_to_come = self._roles(analysis)  # room kept for them from the start
        self.diagram.set_board(board)
        self.reveal.setChecked(False)
        self.statusBar().clearMessage()
        self.restart_questions()
        self._fill_analysis(force=False)
        self._fill_play_tab()
        # The set's name as the list shows it ("Compter les points" in French, not the file's
        # "Minibridge: counting points").
        title = set_title([board], "") or self.tr("Minibridge")
        self.setWindowTitle(self.tr("Minibridge exercises — {0}, board {1}").format(title, board.number))

    def restyle(self) -> None:
        """The table's deck changed (two or four colours): the hands are written in its colours."""
        if self.board is not None:
            self.diagram.refresh()

    def restart_questions(self) -> None:
        if self.analysis is None:
            return
        self.questions = questions_for(self.analysis)
        self.results = {}
        self.partial = set()
        self.index = 0
        self.restart_button.hide()
        self.diagram.roles = {}
        self.diagram.show_points = False
        self.diagram.refresh()
        self._show_question()

    def _show_question(self) -> None:
        q = self.questions[self.index]
        self.checked = False
        self.q_count.setText(self.tr("Question {0} of {1}").format(self.index + 1, len(self.questions)))
        self.q_bar.setRange(0, len(self.questions))
        self.q_bar.setValue(self.index)
        self.q_text.setText(q.text)
        assert self.board is not None and self.analysis is not None  # open_board sets both
        sees = {
            "all": self.tr("You see all four hands."),
            "leader": self.tr("You see what the opening leader sees: their own hand and dummy."),
            "declarer": self.tr("You see what declarer sees: their own hand and dummy."),
        }[q.sees]
        # The contract, once chosen: the lead and declarer's plans depend on it.
        context = question_context(self.analysis, q)
        self.q_sees.setText(f"{context} {sees}" if context else sees)
        self.input.setEnabled(True)  # before show_for: focus set on a disabled widget is dropped
        self.input.show_for(q, self.board, self.analysis)
        for asking in (self.input, self.next_button, self.check_button):
            asking.show()
        self.feedback.setText("")
        self.statusBar().clearMessage()  # the last answer's "Right" or "Not quite" is not this one's
        self.check_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self.next_button.setText(self.tr("&Next question"))
        self._update_visibility()

    def _update_visibility(self) -> None:
        if self.analysis is None:
            return
        asking = bool(self.questions) and self.index < len(self.questions)
        seats = visible_seats(self.analysis, self.questions[self.index]) if asking else {0, 1, 2, 3}
        # "Show all hands" means something only while a question hides some of them.
        self.reveal.setEnabled(len(set(seats)) < 4)
        if self.reveal.isChecked() or not asking:
            self.diagram.set_visible({0, 1, 2, 3})
            return
        self.diagram.set_visible(seats)

    def check_answer(self) -> None:
        if self.analysis is None or self.checked:
            return
        q = self.questions[self.index]
        answer = self.input.answer(q)
        if answer is UNANSWERED:
            ask = self.tr("Type a number in each box first.") if q.kind == "points" else (
                self.tr("Type a number first.") if q.kind == "number" else self.tr("Choose an answer first."))
            self.feedback.setText('<span style="color:#8a5a00">' + ask + "</span>")
            return
        verdict = check(self.analysis, q.key, answer)
        self.results[q.key] = verdict.correct
        if verdict.partial:
            self.partial.add(q.key)
        if q.kind == "points":
            self.input.mark_points(self.analysis.facts.points)
        colour, mark = (("#8a5a00", "½") if verdict.partial else ("#1d6b2f", "✓")) if verdict.correct \
            else ("#a3171c", "✗")
        seen = self._lead_hindsight() if q.key == "lead" else ""
        self.feedback.setText(f'<p style="font-size:12pt"><span style="color:{colour}; font-weight:bold">'
                              f'{mark}</span> {glued(verdict.text)}</p>' + (f"<p><i>{seen}</i></p>" if seen else ""))
        self.checked = True
        self.q_bar.setValue(self.index + 1)  # this question is done
        self.input.setEnabled(False)
        self.check_button.setEnabled(False)
        self._after_answer(q)
        last = self.index + 1 >= len(self.questions)
        self.next_button.setText(self.tr("&Finish") if last else self.tr("&Next question"))
        self.next_button.setEnabled(True)
        self.next_button.setFocus()
        self.statusBar().showMessage(self.tr("Right suit, another card — see why") if verdict.partial
                                     else self.tr("Right") if verdict.correct else self.tr("Not quite — see why"))

    def _lead_hindsight(self) -> str:
        """Double dummy's word on the advised lead, once the student has answered: beside
        the advice (which uses only what the leader sees), never instead of it."""
        a = self.analysis
        if a is None or a.lead is None or a.contract is None or a.facts.declarer is None:
            return ""
        from ..bridge.leads import hindsight

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            return hindsight(a.board.hands, a.facts.declarer, a.contract.strain, a.lead.card)
        except ImportError:  # no double-dummy solver installed: the advice stands alone
            return ""
        finally:
            QApplication.restoreOverrideCursor()

    def _roles(self, analysis: Analysis, upto: str = "leader") -> dict[int, str]:
        """The roles the diagram shows once question ``upto`` is answered ("declarer": declarer
        and dummy; "leader": the opening leader too)."""
        f, roles = analysis.facts, {}
        if f.declarer is not None and f.dummy is not None:  # both or neither
            roles = {f.declarer: self.tr("declarer"), f.dummy: self.tr("dummy")}
            if upto == "leader" and f.opening_leader is not None:
                roles[f.opening_leader] = self.tr("leads")
        return roles

    def _after_answer(self, q: Question) -> None:
        """Answers once given stay on the diagram: points, then roles."""
        assert self.analysis is not None  # check_answer returns early without one
        if q.key == "points":
            self.diagram.show_points = True
        if q.key in ("declarer", "leader"):
            self.diagram.roles = self._roles(self.analysis, q.key)
        self.diagram.refresh()

    def next_question(self) -> None:
        if not self.checked:
            return
        if self.index + 1 < len(self.questions):
            self.index += 1
            self._show_question()
            return
        self.index = len(self.questions)
        right = sum(self.results.values())
        asked = len(self.questions)
        assert self.board is not None  # questions were checked, so a deal is open
        self.progress.record(self.board, right, asked, self.set_key)
        self._refresh_labels()
        self.q_count.setText(self.tr("All done"))
        self.q_bar.setValue(asked)
        self.q_text.setText(self.tr("You answered {0} of {1} right.").format(right, asked))
        self.q_sees.setText("")
        self.feedback.setText(self._summary_html())
        # Nothing is asked any more: the last question's answer box and buttons go (greyed,
        # with the last answer still ticked, they read as a question still open).
        for done in (self.input, self.next_button, self.check_button):
            done.hide()
        self.restart_button.show()
        self._update_visibility()
        self._fill_analysis(force=True)
        self.statusBar().showMessage(self.tr("Progress saved. Try the Play tab to play the deal."))

    def _summary_html(self) -> str:
        assert self.analysis is not None  # only once every question is answered
        rows = []
        for q in self.questions:
            ok = self.results.get(q.key)
            mark = ('<span style="color:#8a5a00">½</span>' if q.key in self.partial else
                    '<span style="color:#1d6b2f">✓</span>' if ok else '<span style="color:#a3171c">✗</span>')
            rows.append(f"<tr><td>{mark}</td><td>{q.number}. {q.text}</td>"
                        f"<td><b>{answer_text(self.analysis, q.key)}</b></td></tr>")
        return f"<table cellspacing='4'>{''.join(rows)}</table>"

    # ----- analysis -------------------------------------------------------------------------------

    def _fill_analysis(self, force: bool) -> None:
        a = self.analysis
        if a is None:
            return
        done = self.index >= len(self.questions)
        if not (force or done):
            self.analysis_view.setHtml(self.tr("<p>Answer the questions first — or press the button above "
                                               "to see every answer now.</p>"))
            self.show_analysis.show()
            return
        self.show_analysis.hide()
        parts = ["<h3>" + self.tr("The nine answers") + "</h3><ol>"]
        for q in questions_for(a):
            answer = answer_text(a, q.key)
            why = answer_and_why(answer, a.explanations.get(q.key, ""))
            parts.append(f"<li><b>{answer}</b> — {why}</li>")
        parts.append("</ol>")
        parts += self._teachers_note(a)
        if a.redeal:
            parts.append("<p>" + self.tr("The points are 20–20: the deal is thrown in and redealt.") + "</p>")
        if a.contract is not None:
            chosen = contract_text(a.contract.strain, a.contract.game)
            parts.append("<p>" + self.tr("<b>Declarer would choose:</b> {0}.").format(chosen)
                         + f" {a.explanations.get('contract', '')}</p>")
        if a.chances:
            parts.append("<h3>" + self.tr("Chances of extra tricks") + "</h3><ul>")
            for c in a.chances:
                state = "" if c.works is None else (self.tr(" (works here)") if c.works else self.tr(" (fails here)"))
                parts.append(f"<li>{c.text}{state}</li>")
            parts.append("</ul>")
        if a.dd is not None:
            parts.append("<h3>" + self.tr("Double dummy: tricks for each declarer") + "</h3>")
            parts.append(f"<p><i>{double_dummy_tip()}</i></p>")
            signs = [f'<span style="color:{suit_colour(s)}">{SUIT_SYMBOLS[s]}</span>' for s in range(4)]
            head = "".join(f"<th>{h}</th>" for h in ("", translate("Practice", "NT"), *signs))
            rows = "".join(
                f"<tr><th align='left'>{seat_name(s)}</th>"
                + "".join(f"<td align='center'>{a.dd[s][k]}</td>" for k in ("NT", "S", "H", "D", "C")) + "</tr>"
                for s in (0, 2, 1, 3))
            parts.append(f"<table border='1' cellspacing='0' cellpadding='4'><tr>{head}</tr>{rows}</table>")
        if a.best is not None:
            b = a.best
            parts.append("<p>" + (counted(
                b.tricks, self.tr("<b>Best contract:</b> {0} by {1} — 1 trick, {3:+d} points."),
                self.tr("<b>Best contract:</b> {0} by {1} — {2} tricks, {3:+d} points."),
            ) if b.score >= 0 else counted(  # every contract fails: the one that loses least
                b.tricks, self.tr("<b>Least costly contract</b> (every contract fails): {0} by {1} — 1 trick, "
                                  "{3:+d} points."),
                self.tr("<b>Least costly contract</b> (every contract fails): {0} by {1} — {2} tricks, "
                        "{3:+d} points."),
            )).format(contract_text(b.strain, b.game), seat_name(b.declarer), b.tricks, b.score) + "</p>")
        self.analysis_view.setHtml("".join(parts))

    def _teachers_note(self, a: Analysis) -> list[str]:
        """The lesson the board was chosen for and the teacher's note, in the app's language
        (the notes were only on the printed hand records), or nothing for a board without;
        under the answers, so the lesson's point is read beside them."""
        if self.board is None or not self.board.note:
            return []
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:  # written again from the deal: a few double-dummy positions, once per board
            lesson, said = lesson_of(self.board), lesson_note(self.board)
        except LessonError:
            lesson, said = None, self.board.note
        finally:
            QApplication.restoreOverrideCursor()
        about = f" <i>({html.escape(lesson_about(lesson))})</i>" if lesson is not None else ""
        out = ["<h3>" + self.tr("The teacher's note") + about + "</h3>"]
        other = note_contract(lesson, a)
        if other:
            out.append("<p><i>" + self.tr("This lesson is about {0}, not the contract the answers choose.")
                       .format(html.escape(other)) + "</i></p>")
        return [*out, f"<p>{html.escape(said)}</p>"]

    # ----- playing the deal -------------------------------------------------------------------------

    def _fill_play_tab(self) -> None:
        a = self.analysis
        self.play_seat.clear()
        for s in range(4):
            role = ""
            if a is not None and not a.redeal:
                if s == a.facts.declarer:
                    role = self.tr(" — declarer (you play dummy too)")
                elif s == a.facts.dummy:
                    role = self.tr(" — dummy (you watch)")
                else:
                    role = self.tr(" — defender")
            self.play_seat.addItem(seat_name(s) + role, s)
        if a is not None and a.facts.declarer is not None:
            self.play_seat.setCurrentIndex(a.facts.declarer)
        can = a is not None and not a.redeal and self.host is not None
        self.play_button.setEnabled(can)
        self.play_info.setText(
            self.tr("A 20–20 deal is thrown in: there is nothing to play.") if a is not None and a.redeal
            else self.tr("Play the deal against the computer in the main window; then replay it here trick by trick."))
        self.result.setText("")
        self.trick_text.setText("")
        self.replay_round = None
        self.replay_notes = {}
        self.contracts.clear_played()
        self.play_contract.setCurrentIndex(0)
        self.again_button.setEnabled(False)
        # A deal still played in the main window is another board's: this tab's undo would act
        # on it from under this board (a player's review). Game ▸ Undo there still does.
        self.undo_button.setEnabled(False)
        self._set_replay_enabled(False)

    def build_session(self, seat: int, level: str, contract: tuple[str, bool] | None = None):
        """A one-deal Minibridge session whose only round is this board, ``seat`` human; with
        ``contract``, that contract is already chosen when the play starts."""
        from ..session import SeatConfig, TableSession

        assert self.board is not None
        names = [self.tr("You") if s == seat else seat_name(s) for s in range(4)]  # by the board's seats
        match = deal_match(self.board, names, contract)
        seats = [SeatConfig(name, human=board_seat(s) == seat, level=level) for s, name in enumerate(match.players)]
        seed = random.SystemRandom().randrange(2**31)
        session = TableSession("minibridge", seats, match.options, seed, match=match)
        session.taught_lead = True  # the computer's opening lead is the one this tab's answers teach
        session.practice = True  # an exercise's one deal: never counted as a match in the statistics
        shown = next((x for x in self.sets if x.key == self.set_key), None)
        session.exercise = ExerciseRef(self.set_key, self.board.number, shown.title if shown else "")
        autosave = getattr(self.host, "autosave_path", None)
        if autosave is not None:
            # Kept in a file of its own beside the window's autosave (which keeps the match in
            # progress, if any) from the start: quitting or a crash in the middle leaves it
            # among the matches the start screen offers back. Over, it is dropped.
            session.autosave = kept_path(Path(autosave))
            with contextlib.suppress(OSError):  # the first move tries again; the banner says if it fails
                write_autosave(session, session.autosave)
        return session

    def play_deal(self) -> None:
        if self.board is None or self.host is None or self.analysis is None or self.analysis.redeal:
            return
        if not self._may_replace_the_deal_in_play():
            return
        self._drop_the_deal_in_play()
        seat = self.play_seat.currentData()
        index = self.play_contract.currentData()
        contract = CONTRACTS[index] if isinstance(index, int) and index >= 0 else None
        session = self.build_session(seat, self.play_level.currentText(), contract)
        session.listeners.append(self._on_play_events)
        self.play_session = session
        self.play_board = self.board
        self.result.setText(self.tr("Playing in the main window… Undo is in Game ▸ Undo, or the button above."))
        self.again_button.setEnabled(False)
        self._set_replay_enabled(False)
        if hasattr(self.host, "setup"):
            self.host.setup = None  # Game ▸ Restart must not restart an unrelated match
        playing = self.host.playing_title() if hasattr(self.host, "playing_title") else None
        self.host._attach(session)
        self.host.practice_back = self.show_result
        if playing is not None:  # the match left is in the autosave: the window offers it back
            self.host.tell_kept(playing, self.tr("Playing a practice deal."))
        self._bring_host_forward()

    def _may_replace_the_deal_in_play(self) -> bool:
        """Ask before a practice deal still being played in the main window gives way to this
        one (a player's review: "Play this deal" replaced it without a word, its cards lost).
        A deal not begun yet, or over, goes without asking."""
        s = self.play_session
        if s is None or self.host is None or self.host.session is not s or s.match.finished:
            return True
        if not card_down(s.match):
            return True
        from .questions import plain_buttons

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Replace the deal in play?"),
                          self.tr("The practice deal in the main window is not finished. Play this deal instead? "
                                  "The other one's cards are not kept."),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Play this deal"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep playing that one"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        plain_buttons(box)
        if box.exec() == QMessageBox.StandardButton.Yes:
            return True
        self._bring_host_forward()
        return False

    def _drop_the_deal_in_play(self) -> None:
        """The practice deal on the main window's table gives way to another: its own file
        is not kept (the player chose to play another; one not begun yet is worth nothing).
        A deal the table left earlier for a match stays kept: the banner said so then."""
        s = self.play_session
        if s is None or self.host is None or self.host.session is not s or s.autosave is None:
            return
        kept, s.autosave = Path(s.autosave), None
        drop_kept(kept)

    def _bring_host_forward(self) -> None:
        """The main window, where the deal is played, in front."""
        assert self.host is not None
        self.host.show()
        self.host.raise_()
        self.host.activateWindow()

    def show_result(self) -> None:
        """Come forward on the Play tab: the deal just played, against double dummy."""
        self.tabs.setCurrentIndex(2)
        self.show()
        self.raise_()
        self.activateWindow()

    def _name_again(self) -> None:
        index = self.play_contract.currentData()
        if isinstance(index, int) and index >= 0:
            strain, game = CONTRACTS[index]
            self.again_button.setText(self.tr("Play it &again: {0}").format(contract_text(strain, game)))
        else:
            self.again_button.setText(self.tr("Play it &again in another contract"))

    def play_again(self) -> None:
        """The same deal again in the contract picked (the next untried one if none is)."""
        if self.play_contract.currentData() == -1:
            contract = untried_contract(self.contracts.played, self.analysis)
            self.play_contract.setCurrentIndex(self.play_contract.findData(CONTRACTS.index(contract)))
        self.play_deal()

    def take_back(self, session) -> None:
        """A practice deal taken up again from its own file (the start screen's list, the
        banner): its board shown, and its result here once it is over, as for a deal begun
        from this tab (a player's review: resumed, it ended as a plain match and the result
        never came back). A board no longer in the list is the deal's own cards."""
        ref = session.exercise
        item = self._board_item(ref.set_key, ref.board) if ref is not None else None
        if item is not None:
            self.tree.setCurrentItem(item)  # opens the board, as a click in the list does
        if item is not None and self.board is not None:
            board = self.board
        elif session.match.rounds:
            rnd = session.match.rounds[0]
            board = Board(ref.board if ref is not None else 1, board_seat(rnd.dealer),
                          board_hands(rnd))  # type: ignore[arg-type]
        else:
            return  # nothing dealt: nothing to compare
        self.play_session, self.play_board = session, board
        session.listeners.append(self._on_play_events)
        self.result.setText(self.tr("Playing in the main window… Undo is in Game ▸ Undo, or the button above."))
        self.undo_button.setEnabled(session.can_undo and self.play_board is self.board)
        if self.host is not None:
            self.host.practice_back = self.show_result

    def _board_item(self, set_key: str, number: int) -> QTreeWidgetItem | None:
        """The list's item of board ``number`` of the set ``set_key``, if the list holds it."""
        for t in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(t)
            for c in range(top.childCount() if top is not None else 0):
                child = top.child(c) if top is not None else None
                data = child.data(0, ROLE) if child is not None else None
                if data and data[0] == "deal" and self.sets[data[1]].key == set_key \
                        and self.sets[data[1]].boards[data[2]].number == number:
                    return child
        return None

    def left_the_table(self, session: TableSession, kept: bool) -> None:
        """``session`` left the main window's table (for the match in progress, another
        match); if it is the deal played from this tab, its undo here has nothing to act on,
        and the tab says where the deal went, ``kept`` or not (a player's review: it still
        said "Playing in the main window…")."""
        if session is not self.play_session:
            return
        self.undo_button.setEnabled(False)
        if not session.match.finished:
            self.result.setText(self.tr("That deal was left unfinished: the start screen keeps it for later.")
                                if kept else "")
        self.play_session = None

    def _on_play_events(self, events: list) -> None:
        s = self.play_session
        if s is None:
            return
        self.undo_button.setEnabled(s.can_undo and self.play_board is self.board)
        if any(type(e).__name__ == "RoundScored" for e in events):
            self.round_finished(s.match.rounds[-1])

    def undo_play(self) -> None:
        if (self.host is not None and self.play_session is not None and self.host.session is self.play_session
                and self.play_board is self.board):
            self.host.undo()
            self.undo_button.setEnabled(self.play_session.can_undo)

    def round_finished(self, rnd) -> None:
        """The played deal is over: the result against double dummy, and the replay."""
        self.replay_round = rnd
        self.replay_notes = {}
        a = analyse(self.play_board) if self.play_board is not self.board else self.analysis
        if rnd.strain is None:
            self.result.setText(self.tr("The deal was thrown in."))
            return
        played = PlayedContract.from_round(rnd, a)
        tricks, side_score = played.tricks, played.score
        if self.play_board is self.board:
            self.contracts.add(played, self.tr("{0} by {1}").format(
                contract_text(played.strain, played.game).capitalize(), seat_name(played.declarer)))
            self.again_button.setEnabled(True)
            self.play_contract.setCurrentIndex(
                self.play_contract.findData(CONTRACTS.index(untried_contract(self.contracts.played, a))))
        text = counted(
            tricks, self.tr("<b>{0} by {1}</b>: 1 trick, {3:+d} points for declarer's side."),
            self.tr("<b>{0} by {1}</b>: {2} tricks, {3:+d} points for declarer's side."),
        ).format(contract_text(rnd.strain, rnd.game_contract).capitalize(), seat_name(played.declarer), tricks,
                 side_score)
        if a is not None and played.dd_tricks is not None:
            dd = played.dd_tricks
            diff = tricks - dd
            verdict = (self.tr("exactly the double-dummy result") if diff == 0 else
                       self.tr("{0} more than double dummy (the defence slipped)").format(diff) if diff > 0 else
                       self.tr("{0} fewer than double dummy").format(-diff))
            text += "<br>" + counted(
                dd, self.tr("Double dummy, declarer takes 1 trick in {1}: {2}."),
                self.tr("Double dummy, declarer takes {0} tricks in {1}: {2}."),
            ).format(dd, strain_text(rnd.strain), verdict)
            if a.best is not None:
                best = (self.tr("Best contract: {0}, {1:+d}.") if a.best.score >= 0 else
                        self.tr("Least costly contract (every contract fails): {0}, {1:+d}."))
                text += "<br>" + best.format(contract_text(a.best.strain, a.best.game), a.best.score)
        self.result.setText(text)
        self._set_replay_enabled(True)
        self.tabs.setCurrentIndex(2)
        self.show_trick(1)

    def card_notes(self, k: int) -> list[str]:
        """What each card of trick ``k`` (1..13) cost against double dummy, in words (solved
        when the trick is first shown, then kept)."""
        rnd = self.replay_round
        if k not in self.replay_notes:
            notes = trick_notes(review_of(rnd), k - 1)
            self.replay_notes[k] = [note or self.tr("lost nothing against double dummy") for note in notes]
        return self.replay_notes[k]

    def _set_replay_enabled(self, on: bool) -> None:
        for w in (self.prev_trick, self.next_trick):
            w.setEnabled(on)

    def show_trick(self, k: int) -> None:
        """Trick ``k`` (1..13) of the played deal on the diagram: its four cards in the middle, the
        cards still to play round them."""
        rnd = self.replay_round
        if rnd is None or not rnd.history:
            return
        k = max(1, min(len(rnd.history), k))
        self.replay_index = k
        played = 0
        for _, cards, _ in rnd.history[:k]:  # the trick itself lies in the middle, not in the hands
            for c in cards:
                played |= 1 << int(c)
        hands = [h & ~played for h in board_hands(rnd)]
        leader, cards, winner = rnd.history[k - 1]
        leader, winner = board_seat(leader), board_seat(winner)  # the diagram's seats
        by_seat = {(leader + i) % 4: int(c) for i, c in enumerate(cards)}
        self.diagram.board = self.play_board
        self.diagram.set_visible({0, 1, 2, 3})
        self.diagram.set_hands(hands)
        self.diagram.active = winner
        self.diagram.refresh()
        caption = self.tr("Trick {0}<br>{1} led, {2} won").format(k, seat_name(leader), seat_name(winner))
        self.diagram.set_trick(by_seat, caption)
        notes = self.card_notes(k)
        order = "<br>".join(
            f"{seat_name((leader + i) % 4)} {card_html(int(c))} — {notes[i] if i < len(notes) else ''}"
            for i, c in enumerate(cards))
        self.trick_text.setText(self.tr("Trick {0} of {1}, won by {3}:<br>{2}").format(
            k, len(rnd.history), order, seat_name(winner)))
        self.prev_trick.setEnabled(k > 1)
        self.next_trick.setEnabled(k < len(rnd.history))

    # ----- deals in and out --------------------------------------------------------------------------

    def import_pbn(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Import PBN deals"), start_folder(), pbn_filter())
        if name:
            remember_folder(name)
            self.import_file(Path(name))

    def import_file(self, path: Path) -> bool:
        notes: list[str] = []
        try:
            boards = read_pbn_file(path, notes)
        except PBNError as exc:
            QMessageBox.warning(self, self.tr("Cannot read this PBN file"), naming_file(path, exc))
            return False

        self.add_set(ExerciseSet(f"import:{path.name}", set_title(boards, path.stem), tuple(boards)))
        self.statusBar().showMessage(counted(
            len(boards), self.tr("Imported 1 deal from {1}"), self.tr("Imported {0} deals from {1}")).format(
            len(boards), path.name))
        if notes:  # read other than as written (a board number twice, no dealer): said once, not silently
            self.import_notes = QMessageBox(QMessageBox.Icon.Information, self.tr("Imported with changes"),
                                            self.tr("{0} was read with these changes:").format(path.name)
                                            + "\n\n" + "\n".join(f"• {n}" for n in notes[:12])
                                            + ("\n…" if len(notes) > 12 else ""), parent=self)
            self.import_notes.setModal(False)
            self.import_notes.show()
        return True

    def current_set(self) -> ExerciseSet | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        data = item.data(0, ROLE)
        return self.sets[data[1]] if data else None

    def export_pbn(self) -> None:
        s = self.current_set()
        if s is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the deals as PBN"),
            suggested_path(f"{Path(s.key.split(':')[-1]).name.removesuffix('.pbn')}.pbn"), pbn_filter())
        if name:
            remember_folder(name)
            self.export_to(Path(name), s)

    def export_to(self, path: Path, s: ExerciseSet) -> None:
        try:
            write_text_atomic(path, write_pbn(s.boards, event=s.title))
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot save"), str(exc))
            return
        self.statusBar().showMessage(counted(
            len(s.boards), self.tr("Saved 1 deal to {1}"), self.tr("Saved {0} deals to {1}")).format(
            len(s.boards), path.name))

    def print_set(self) -> None:
        from .practice_print import print_set

        s = self.current_set()
        if s is not None:
            self.printer = print_set(self, s, self.printer)

    def save_pdf(self) -> None:
        from .practice_print import save_pdf

        s = self.current_set()
        if s is not None:
            save_pdf(self, s)

    def _my_deal(self, board: Board) -> None:
        self.add_set(ExerciseSet(f"mine:{board.pbn_deal}", board.title or self.tr("My deal"),
                                 (board,)))

    def generate_deal(self) -> None:
        from .practice_dialogs import GeneratorDialog

        dialog = GeneratorDialog(self)
        if dialog.exec() and dialog.result_board is not None:
            self._my_deal(dialog.result_board)

    def edit_deal(self) -> None:
        from .practice_dialogs import DealEditor

        dialog = DealEditor(self, self.board)
        if dialog.exec():
            self._my_deal(dialog.board())

    def new_deal(self) -> None:
        from .practice_dialogs import DealEditor

        dialog = DealEditor(self)
        if dialog.exec():
            self._my_deal(dialog.board())

    def reset_progress(self) -> None:
        answer = QMessageBox.question(self, self.tr("Reset progress?"),
                                      self.tr("Forget every answer you have given, on every deal?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.progress.reset()
            self._refresh_labels()
            self.statusBar().showMessage(self.tr("Progress reset."))


def open_practice(host) -> PracticeWindow:
    """Open (or bring back) the practice window of ``host``, the main window."""
    return show_single(host, "_practice_window", PracticeWindow)


__all__ = ["PracticeWindow", "open_practice"]
