"""The New-game dialog offers every game and player count the engine allows, builds option
editors from each game's spec, refuses what ``check_options`` refuses, and remembers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QWidget,
)

from cardtable.ai.players import LEVELS
from cardtable.engine import ALL_GAMES, get_game
from cardtable.engine.games.dumb_bunny import MODIFIERS, NEW_PARTNERS
from cardtable.session.table import SeatConfig, TableSession
from cardtable.ui import new_game
from cardtable.ui.hand_card_editor import HandCardDialog
from cardtable.ui.new_game import DEFAULT_NAMES, GameSetup, NewGameDialog

from .conftest import GAMES

GAME_COUNTS = [(g, n) for g in GAMES for n in get_game(g).player_counts]


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "cardtable.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def make_dialog(qtbot, settings):
    def make(**kw) -> NewGameDialog:
        kw.setdefault("settings", settings)
        dialog = NewGameDialog(**kw)
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    return make


def pick_game(dialog: NewGameDialog, game: str) -> None:
    """Choose a game as a player would: by making its list row current."""
    rows = [dialog.game_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.game_list.count())]
    dialog.game_list.setCurrentRow(rows.index(game))
    assert dialog.game == game


def pick_count(dialog: NewGameDialog, n: int) -> None:
    counts = [dialog.players.itemData(i) for i in range(dialog.players.count())]
    dialog.players.setCurrentIndex(counts.index(n))


def visible_seats(dialog: NewGameDialog) -> list[int]:
    return [row.seat for row in dialog.seats if row.name.isVisibleTo(dialog)]


# ----- games and player counts -------------------------------------------------------------


def test_the_list_shows_every_game_with_its_title_and_blurb(make_dialog):
    dialog = make_dialog()
    assert dialog.game_list.count() == len(ALL_GAMES)
    for i, game in enumerate(ALL_GAMES):
        item = dialog.game_list.item(i)
        assert item.data(Qt.ItemDataRole.UserRole) == game
        if game in GAMES:
            spec = get_game(game)
            assert item.text() == spec.title
            assert item.data(new_game.BLURB_ROLE) == spec.blurb
            assert item.flags() & Qt.ItemFlag.ItemIsEnabled


def test_a_game_not_supported_yet_is_listed_but_cannot_be_chosen(make_dialog, monkeypatch):
    monkeypatch.setattr(new_game, "supported_games", lambda: [g for g in GAMES if g != "dumb-bunny"])
    dialog = make_dialog(game="dumb-bunny")
    assert dialog.game != "dumb-bunny"
    item = dialog.game_list.item(ALL_GAMES.index("dumb-bunny"))
    assert not item.flags() & Qt.ItemFlag.ItemIsEnabled
    dialog.game_list.setCurrentItem(item)
    assert dialog.game != "dumb-bunny"


@pytest.mark.parametrize("game", list(GAMES))
def test_the_player_counts_are_those_of_the_game(make_dialog, game):
    dialog = make_dialog()
    pick_game(dialog, game)
    counts = tuple(dialog.players.itemData(i) for i in range(dialog.players.count()))
    assert counts == get_game(game).player_counts
    assert dialog.players.isEnabled() == (len(counts) > 1)


def test_dumb_bunny_offers_tables_of_four(make_dialog):
    dialog = make_dialog(game="dumb-bunny")
    assert [dialog.players.itemData(i) for i in range(dialog.players.count())] == [4, 8, 12, 16]


def test_the_player_count_box_shows_the_longest_count_whole_after_another_game(make_dialog, qtbot):
    """Opened on Minibridge (four players), then switched to Dumb-Bunny: the box read "16
    player" with its "s" cut, still sized for "4 players". It grows to each game's longest
    count: as wide as a fresh box holding the same counts asks to be."""
    from PySide6.QtWidgets import QComboBox

    dialog = make_dialog(game="minibridge")
    qtbot.waitExposed(dialog)
    qtbot.wait(20)  # laid out for Minibridge's counts, as the player first sees it
    pick_game(dialog, "dumb-bunny")
    pick_count(dialog, 16)
    box = dialog.players
    fresh = QComboBox()
    fresh.setFont(box.font())
    fresh.addItems([box.itemText(i) for i in range(box.count())])
    fresh.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    qtbot.waitUntil(lambda: box.width() >= fresh.sizeHint().width())


@pytest.mark.parametrize(("game", "n"), GAME_COUNTS)
def test_every_game_and_player_count_gives_a_setup_a_session_accepts(make_dialog, game, n):
    dialog = make_dialog()
    pick_game(dialog, game)
    pick_count(dialog, n)
    assert visible_seats(dialog) == list(range(n))
    assert dialog.ok_button.isEnabled(), dialog.problems()
    setup = dialog.result()
    assert isinstance(setup, GameSetup)
    assert setup.game == game
    assert len(setup.seats) == n
    assert setup.seats[0] == SeatConfig("You", human=True)
    assert all(not s.human and s.level in LEVELS for s in setup.seats[1:])
    assert len({s.name for s in setup.seats}) == n
    assert setup.options == get_game(game).check_options(setup.options, n)
    assert setup.seed is None
    session = TableSession(setup.game, setup.seats, setup.options, setup.seed)
    assert session.match.players == tuple(s.name for s in setup.seats)


def test_seat_rows_follow_the_player_count_and_keep_their_edits(make_dialog, qtbot):
    dialog = make_dialog(game="bugger-bridge")
    pick_count(dialog, 10)
    assert visible_seats(dialog) == list(range(10))
    dialog.seats[7].name.clear()
    qtbot.keyClicks(dialog.seats[7].name, "Zora")
    pick_count(dialog, 3)
    assert visible_seats(dialog) == [0, 1, 2]
    assert [s.name for s in dialog.result().seats] == ["You", "Ada", "Ben"]
    pick_count(dialog, 10)
    assert dialog.result().seats[7].name == "Zora"


def test_every_computer_takes_one_level_at_once(make_dialog, qtbot):
    """A player's review: sixteen Dumb-Bunny players meant fifteen level boxes to change one
    by one. "Every computer" sets them all; it shows the level they share, else "mixed"."""
    dialog = make_dialog(game="dumb-bunny")
    pick_count(dialog, 16)
    box = dialog.all_levels
    box.setFocus()
    hard = box.findData("hard")
    while box.currentIndex() != hard:  # chosen from the keyboard, as a player would
        qtbot.keyClick(box, Qt.Key.Key_Down)
    assert {s.level for s in dialog.result().seats[1:]} == {"hard"}
    dialog.seats[5].set_level("easy")
    assert box.currentText() == "Mixed"
    dialog.seats[5].set_level("hard")
    assert box.currentData() == "hard"
    pick_count(dialog, 4)  # the computers still at the table decide what it shows
    dialog.seats[9].set_level("easy")
    assert box.currentData() == "hard"


def test_the_random_level_is_named_short_and_explained_in_its_tip(make_dialog):
    """"Random (plays any legal card)" was cut short in the seats' level boxes at 1024×700."""
    dialog = make_dialog(game="bugger-bridge")
    box = dialog.seats[1].level
    i = box.findData("random")
    assert box.itemText(i) == "Random" and box.itemData(i, Qt.ItemDataRole.ToolTipRole) == "Plays any legal card"


def test_computer_seats_have_distinct_pleasant_default_names(make_dialog):
    dialog = make_dialog(game="dumb-bunny")
    pick_count(dialog, 16)
    names = [s.name for s in dialog.result().seats]
    assert names == ["You", *DEFAULT_NAMES]
    assert len(set(names)) == 16
    assert all(name.isalpha() and name[0].isupper() for name in names)


def test_minibridge_and_dumb_bunny_seats_carry_compass_names(make_dialog):
    dialog = make_dialog(game="minibridge")
    labels = [row.label.text() for row in dialog.seats[:4]]
    # The table's compass: the human (seat 0, at the bottom) is South, the partner North.
    assert [lb.split()[0].rstrip(":") for lb in labels] == ["South", "West", "North", "East"]
    assert "you" in labels[0] and "partner" in labels[2]
    assert dialog.result().seats[0].human  # the human stays in seat 0
    pick_game(dialog, "dumb-bunny")
    assert dialog.seats[5].label.text().startswith("Table 2 · East")
    pick_game(dialog, "bugami")
    assert dialog.seats[3].label.text() == "Seat 4:"


# ----- computer levels -----------------------------------------------------------------------


def test_levels_are_the_available_ones(make_dialog):
    dialog = make_dialog(game="bugami")
    combo = dialog.seats[1].level
    assert [combo.itemData(i) for i in range(combo.count())] == list(LEVELS)
    assert dialog.seats[0].level is None  # the human has no level
    combo.setCurrentIndex(combo.findData("random"))
    assert dialog.result().seats[1].level == "random"
    assert dialog.result().seats[2].level == "normal"  # the strongest sensible level is the default


def test_new_levels_appear_without_touching_the_dialog(make_dialog, monkeypatch):
    monkeypatch.setattr(new_game, "LEVELS", ("random", "easy", "normal"))
    dialog = make_dialog(game="bugami")
    combo = dialog.seats[1].level
    assert [combo.itemData(i) for i in range(combo.count())] == ["random", "easy", "normal"]
    assert combo.currentData() == "normal"  # the strongest sensible level is the default
    assert combo.itemText(2) == "Normal"


# ----- options ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", list(GAMES))
def test_option_editors_follow_the_spec(make_dialog, game):
    dialog = make_dialog()
    pick_game(dialog, game)
    spec = get_game(game)
    assert list(dialog._editors) == [o.name for o in spec.options]
    for option in spec.options:
        editor = dialog._editors[option.name]
        assert editor.widget.toolTip().startswith(option.help)
        assert editor.widget.accessibleName()
        assert editor.widget.isVisibleTo(dialog)
        if isinstance(option.default, bool):
            assert isinstance(editor.widget, QCheckBox)
            assert editor.widget.text() != "On", "the box says what switching it on does"
        elif isinstance(option.default, int):
            assert isinstance(editor.widget, QSpinBox)
            assert (editor.widget.minimum(), editor.widget.maximum()) == (option.low, option.high)
    assert dialog.option_values() == spec.default_options()
    assert spec.check_options(dialog.option_values(), dialog.player_count()) == dialog.result().options


def test_changed_options_reach_the_result(make_dialog, qtbot):
    dialog = make_dialog(game="bugger-bridge")
    box = dialog._editors["hook_rule"].widget
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert dialog.result().options == {"hook_rule": True}

    pick_game(dialog, "bugami")
    dialog._editors["target"].widget.setValue(300)
    dialog._editors["zero_score"].widget.setValue(0)
    assert dialog.result().options == {"target": 300, "zero_score": 0}

    pick_game(dialog, "bleeding-hearts")
    first, *others = dialog._editors["removed_ranks"].focus
    assert isinstance(first, QComboBox) and len(others) == 2
    first.setCurrentIndex(first.findData("T"))
    assert dialog.result().options["removed_ranks"] == ["T", "8", "7"]

    pick_game(dialog, "bugger-bridge")  # each game keeps its own edits
    assert dialog.result().options == {"hook_rule": True}


def test_the_dumb_bunny_hand_card_is_shown_and_passed_through(make_dialog):
    dialog = make_dialog(game="dumb-bunny")
    label = dialog._editors["hand_card"].focus[0]
    assert isinstance(label, QLabel)
    assert "16 hands" in label.text()
    assert "8. ♠ trumps · swap · then move tables" in label.property("detail")
    assert "16. No trumps" in label.toolTip()
    assert dialog.result().options["hand_card"] == get_game("dumb-bunny").default_options()["hand_card"]
    dialog.set_option("hand_card", [{"trump": "S", "modifiers": ["blind"]}])
    assert "custom card: 1 hands" in label.text() or "custom card: 1 hand" in label.text()
    assert dialog.result().options["hand_card"] == [{"trump": "S", "modifiers": ["blind"]}]


def open_hand_card_editor(dialog: NewGameDialog, qtbot) -> HandCardDialog:
    """Click the hand card's "Edit…" button, as a player would, and return the editor."""
    button = dialog._editors["hand_card"].focus[1]
    assert isinstance(button, QPushButton) and button.text() == "&Edit…"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    shown = [c for c in dialog.findChildren(HandCardDialog) if c.isVisible()]  # a closed one may linger
    assert len(shown) == 1
    return shown[0]


def test_the_dumb_bunny_hand_card_is_edited_hand_by_hand(make_dialog, qtbot):
    """docs/RULES.md: the hand card is data the player can edit — trumps and modifiers per hand,
    hands added and removed; the engine plays the edited card."""
    dialog = make_dialog(game="dumb-bunny")
    standard = get_game("dumb-bunny").default_options()["hand_card"]
    card = open_hand_card_editor(dialog, qtbot)
    assert card.value() == standard and card.table.rowCount() == 16
    first = card.trump_combo(0)
    qtbot.keyClick(first, Qt.Key.Key_Down)  # no trumps → ♠
    qtbot.keyClick(first, Qt.Key.Key_Down)  # → ♥
    card.table.setCurrentCell(0, 1)  # the swap box of hand 1
    qtbot.keyClick(card.table, Qt.Key.Key_Space)
    card.table.setCurrentCell(1, 1)
    qtbot.mouseClick(card.remove_button, Qt.MouseButton.LeftButton)  # hand 2 goes
    qtbot.mouseClick(card.add_button, Qt.MouseButton.LeftButton)  # a no-trump hand at the end
    qtbot.mouseClick(card.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    expected = [{"trump": "H", "modifiers": ["swap"]}, *standard[2:], {"trump": None, "modifiers": []}]
    assert dialog.result().options["hand_card"] == expected
    assert dialog.ok_button.isEnabled()
    assert "custom card: 16 hands" in dialog._editors["hand_card"].focus[0].text()
    match = get_game("dumb-bunny").check_options(dialog.result().options, 4)
    assert match["hand_card"] == expected

    card = open_hand_card_editor(dialog, qtbot)  # the standard card comes back in one click
    assert card.value() == expected
    qtbot.mouseClick(card.standard_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(card.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.result().options["hand_card"] == standard


def test_a_modifier_box_sits_and_is_clicked_under_its_column_title(make_dialog, qtbot):
    """The boxes are centred in their columns (a wide column's box at the cell's left edge read
    as the previous column's): a click in the middle of "New partners after" toggles that box,
    a click at the cell's left edge does not; the clicked hand is the one "Remove" takes."""
    dialog = make_dialog(game="dumb-bunny")
    hands = [{"trump": t, "modifiers": []} for t in ("S", "H", "D")]
    dialog.set_option("hand_card", hands)
    card = open_hand_card_editor(dialog, qtbot)
    column = 1 + MODIFIERS.index(NEW_PARTNERS)
    cell = card.table.visualRect(card.table.model().index(1, column))
    assert cell.width() > 60  # the title is wide: the left edge is far from the middle
    qtbot.mouseClick(card.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(cell.left() + 6, cell.center().y()))
    assert card.value() == hands
    qtbot.mouseClick(card.table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    assert card.value()[1] == {"trump": "H", "modifiers": [NEW_PARTNERS]}
    qtbot.mouseClick(card.table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    assert card.value() == hands
    assert [i.row() for i in card.table.selectionModel().selectedRows()] == [1]
    qtbot.mouseClick(card.remove_button, Qt.MouseButton.LeftButton)
    assert card.value() == [hands[0], hands[2]]
    qtbot.mouseClick(card.trump_combo(0), Qt.MouseButton.LeftButton)  # its list opens; Escape shuts it
    qtbot.keyClick(card.trump_combo(0).view(), Qt.Key.Key_Escape)
    qtbot.mouseClick(card.remove_button, Qt.MouseButton.LeftButton)
    assert card.value() == [hands[2]]


def test_the_hand_card_editor_keeps_one_hand_and_cancel_changes_nothing(make_dialog, qtbot):
    dialog = make_dialog(game="dumb-bunny")
    dialog.set_option("hand_card", [{"trump": "S", "modifiers": ["blind"]}, {"trump": None, "modifiers": []}])
    card = open_hand_card_editor(dialog, qtbot)
    qtbot.mouseClick(card.remove_button, Qt.MouseButton.LeftButton)
    assert card.value() == [{"trump": "S", "modifiers": ["blind"]}]
    assert not card.remove_button.isEnabled()
    qtbot.keyClick(card, Qt.Key.Key_Escape)
    assert not card.isVisible()
    assert dialog.result().options["hand_card"] == [
        {"trump": "S", "modifiers": ["blind"]},
        {"trump": None, "modifiers": []},
    ]


def test_restore_defaults_resets_only_the_options(make_dialog, qtbot):
    dialog = make_dialog(game="bugami")
    dialog._editors["target"].widget.setValue(1000)
    dialog.seats[1].name.setText("Zed")
    qtbot.mouseClick(dialog.defaults_button, Qt.MouseButton.LeftButton)
    assert dialog.result().options == {"target": 250, "zero_score": 50}
    assert dialog.result().seats[1].name == "Zed"


# ----- refusing nonsense ----------------------------------------------------------------------


def assert_refused(dialog: NewGameDialog, words: str) -> None:
    assert not dialog.ok_button.isEnabled()
    assert dialog.problem_area.isVisibleTo(dialog)
    assert words in dialog.problem_text.text()
    with pytest.raises(ValueError, match=words):
        dialog.result()


def test_minibridge_deals_with_a_target_are_refused_inline(make_dialog, qtbot):
    dialog = make_dialog(game="minibridge")
    assert dialog.ok_button.isEnabled()
    assert not dialog.problem_area.isVisibleTo(dialog)
    dialog._editors["deals"].widget.setValue(6)
    assert dialog.ok_button.isEnabled()
    dialog._editors["target"].widget.setValue(500)
    assert_refused(dialog, "do not combine")
    assert "“Deals in a session”" in dialog.problem_text.text()  # labels, not record names
    qtbot.keyClick(dialog.seed, Qt.Key.Key_Return)  # Enter does not accept it either
    assert dialog.isVisible()
    dialog._editors["deals"].widget.setValue(8)
    assert dialog.ok_button.isEnabled()
    assert dialog.result().options == {"deals": 8, "target": 500}
    assert not dialog.problem_area.isVisibleTo(dialog)


def test_accept_refuses_an_invalid_setup_even_when_called_directly(make_dialog, settings):
    dialog = make_dialog(game="bugami")
    dialog.seats[1].name.setText("")
    dialog.accept()  # e.g. a shortcut that bypasses the disabled button
    assert dialog.isVisible()
    assert QDialog.result(dialog) != QDialog.DialogCode.Accepted
    assert not settings.allKeys()


def test_the_same_rank_twice_is_refused(make_dialog):
    dialog = make_dialog(game="bleeding-hearts")
    first, second, _ = dialog._editors["removed_ranks"].focus
    second.setCurrentIndex(second.findData(first.currentData()))
    assert_refused(dialog, "three different ranks")


def test_empty_and_duplicate_names_are_refused(make_dialog):
    dialog = make_dialog(game="bugami")
    dialog.seats[2].name.setText("   ")
    assert_refused(dialog, "needs a name")
    dialog.seats[2].name.setText("ada")
    assert_refused(dialog, "Two players are called")
    dialog.seats[2].name.setText("  Bo  ")
    assert dialog.result().seats[2].name == "Bo"


def test_a_hidden_seat_name_does_not_matter(make_dialog):
    dialog = make_dialog(game="bugger-bridge")
    pick_count(dialog, 3)
    dialog.seats[5].name.setText("")
    assert dialog.ok_button.isEnabled()


# ----- the seed ----------------------------------------------------------------------------


def test_seed_is_empty_for_random_or_a_whole_number(make_dialog, qtbot):
    dialog = make_dialog(game="bugami")
    assert dialog.seed.text() == ""
    assert dialog.seed.placeholderText()
    assert dialog.result().seed is None
    qtbot.keyClicks(dialog.seed, "12a-3 4")
    assert dialog.seed.text() == "1234"  # only digits get in
    assert dialog.result().seed == 1234


# ----- keyboard and accessibility ----------------------------------------------------------------


def test_enter_accepts_from_the_list_and_from_a_field(make_dialog, qtbot):
    for widget_of in (lambda d: d.game_list, lambda d: d.seats[1].name, lambda d: d.seed):
        dialog = make_dialog(game="bugami")
        widget = widget_of(dialog)
        widget.setFocus()
        with qtbot.waitSignal(dialog.accepted, timeout=1000):
            qtbot.keyClick(widget, Qt.Key.Key_Return)
        assert QDialog.result(dialog) == QDialog.DialogCode.Accepted


def focus_order(start: QWidget, wanted: list[QWidget]) -> list[QWidget]:
    """The widgets of ``wanted`` in the order Tab visits them from ``start``."""
    seen: list[QWidget] = []
    widget = start
    for _ in range(500):
        if widget in wanted and widget not in seen:
            seen.append(widget)
        widget = widget.nextInFocusChain()
        if widget is start:
            break
    return seen


@pytest.mark.parametrize("game", list(GAMES))
def test_tab_goes_through_the_dialog_in_reading_order(make_dialog, game):
    dialog = make_dialog()
    pick_game(dialog, game)
    wanted: list[QWidget] = [dialog.game_list, dialog.players]
    for row in dialog.seats[: dialog.player_count()]:
        wanted += [row.name] + ([row.level] if row.level else [])
    for editor in dialog._editors.values():
        wanted += editor.focus
    wanted += [dialog.defaults_button, dialog.seed, dialog.ok_button, dialog.cancel_button]
    assert focus_order(dialog.game_list, wanted) == wanted


@pytest.mark.parametrize("game", list(GAMES))
def test_every_control_has_an_accessible_name(make_dialog, game):
    dialog = make_dialog()
    pick_game(dialog, game)
    kinds = (QLineEdit, QComboBox, QSpinBox, QCheckBox, QAbstractButton, QListWidget)
    controls = [
        w
        for w in dialog.findChildren(QWidget)
        if isinstance(w, kinds) and w.isVisibleTo(dialog) and not w.objectName().startswith("qt_")  # Qt's insides
    ]
    assert len(controls) > 6
    for control in controls:
        assert control.accessibleName(), control


def test_the_rules_button_opens_the_rules_of_the_chosen_game(make_dialog):
    from cardtable.ui.rules_text import RulesDialog

    dialog = make_dialog(game="bleeding-hearts")
    dialog.rules_button.click()
    shown = [w for w in dialog.findChildren(RulesDialog) if w.isVisible()]
    assert shown and shown[0].game == "bleeding-hearts"
    shown[0].close()


# ----- remembering -------------------------------------------------------------------------------


def test_the_last_setup_is_remembered(make_dialog, settings, tmp_path, qtbot):
    dialog = make_dialog(game="bugami")
    pick_count(dialog, 5)
    dialog.seats[0].name.setText("Pat")
    dialog.seats[1].name.setText("Zed")
    dialog.seats[2].level.setCurrentIndex(dialog.seats[2].level.findData("random"))
    dialog._editors["target"].widget.setValue(300)
    dialog.seed.setText("77")
    first = dialog.result()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        dialog.ok_button.click()

    # A fresh QSettings on the same file: what was remembered is on disk, not in memory.
    again = make_dialog(settings=QSettings(str(tmp_path / "cardtable.ini"), QSettings.Format.IniFormat))
    second = again.result()
    assert second.game == "bugami"
    assert second.seats == first.seats
    assert second.seats[1] == SeatConfig("Zed", human=False, level=new_game.default_level())
    assert second.seats[2].level == "random"
    assert second.options == {"target": 300, "zero_score": 50}
    assert second.seed is None  # a seed is for one game, never carried over


def test_cancel_remembers_nothing(make_dialog, settings):
    dialog = make_dialog(game="minibridge")
    dialog.seats[1].name.setText("Zed")
    dialog.cancel_button.click()
    assert not settings.allKeys()
    assert make_dialog().result().seats[1].name == "Ada"


def test_unreadable_settings_fall_back_to_defaults(make_dialog, settings):
    settings.setValue("new_game/game", "no-such-game")
    settings.setValue("new_game/names", "[not json")
    settings.setValue("new_game/levels", '["grandmaster", 7]')
    settings.setValue("new_game/players", '{"bugami": 99}')
    settings.setValue("new_game/options", '{"bugami": {"target": -5, "zero_score": 20, "gone": 1}, "x": 3}')
    dialog = make_dialog(game="bugami")
    setup = dialog.result()
    assert [s.name for s in setup.seats] == ["You", "Ada", "Ben", "Cleo"]
    assert all(s.level == new_game.default_level() for s in setup.seats[1:])
    assert setup.options == {"target": 250, "zero_score": 20}


def test_labels_take_a_space_before_the_colon_in_french(make_dialog, qapp):
    """French sets a (non-breaking) space before a colon: "Sud (vous) :", not "Sud (vous):"."""
    from cardtable.ui.translations import install_translator, remove_translators

    assert install_translator(qapp, "fr") == "fr"
    try:
        dialog = make_dialog(game="minibridge")
        shown = [row.label.text() for row in dialog.seats if row.label.isVisibleTo(dialog)]
        assert shown and all(text.endswith("\u00a0:") for text in shown), shown
    finally:
        remove_translators(qapp)
    english = make_dialog(game="minibridge")
    shown = [row.label.text() for row in english.seats if row.label.isVisibleTo(english)]
    assert all(text.endswith(":") and not text[-2].isspace() for text in shown), shown
