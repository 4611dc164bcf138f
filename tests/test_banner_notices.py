"""The fault banner keeps every notice standing: a read-only data folder fails the history
and the autosave at every card, and the bar flipped between the two a thousand times in
three seconds; a second window's "open in another window" notice, with its buttons, was
replaced by a settings notice and never seen."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from cardtable.ui.banner import Banner


def buttons(banner: Banner) -> list[str]:
    return [b.text() for b in banner.findChildren(QPushButton) if b.text() != "Dismiss" and not b.isHidden()]


def test_two_faults_told_at_every_card_stand_side_by_side_without_flicker(qtbot):
    banner = Banner()
    qtbot.addWidget(banner)
    for _ in range(100):
        banner.tell("history", "The match history cannot be saved.")
        banner.tell("autosave", "Your match is NOT being saved automatically.")
    assert banner.shown == ["The match history cannot be saved.", "Your match is NOT being saved automatically."]
    assert banner.text == "Your match is NOT being saved automatically." and banner.more.text() == "1 more notice"
    banner.dismiss()
    assert banner.text == "The match history cannot be saved." and banner.more.isHidden()
    banner.tell("autosave", "Your match is NOT being saved automatically.")  # dismissed: not again
    assert banner.text == "The match history cannot be saved."
    banner.dismiss()
    assert banner.isHidden() and banner.key is None
    banner.clear("autosave")  # saving worked again; a new failure is told anew
    assert banner.tell("autosave", "Your match is NOT being saved automatically.") and banner.text


def test_a_notice_with_buttons_waits_behind_a_newer_one_and_keeps_them(qtbot):
    banner = Banner()
    qtbot.addWidget(banner)
    opened = []
    banner.tell("busy", "The match in progress is open in another window.",
                [("Open it read-only", lambda: opened.append(1))])
    banner.tell("settings", "Some settings were not usable.")
    assert banner.text == "Some settings were not usable." and buttons(banner) == []
    banner.dismiss()
    assert banner.text.startswith("The match in progress") and buttons(banner) == ["Open it read-only"]
    next(b for b in banner.findChildren(QPushButton) if b.text() == "Open it read-only").click()
    assert opened == [1] and banner.isHidden()


def test_lifting_the_notice_on_show_brings_back_the_one_behind(qtbot):
    banner = Banner()
    qtbot.addWidget(banner)
    banner.tell("a", "First.")
    banner.tell("b", "Second.")
    banner.clear("b")
    assert banner.text == "First." and banner.key == "a"
    banner.clear("a")
    assert banner.isHidden()


def test_a_notice_takes_the_lines_it_needs_and_no_more(qtbot, tmp_path):
    """A player's review at 1024×700: a one-line notice stood in a band some 80 px tall (a
    tool bar does not give a wrapping label the height for its width). One line where it
    fits beside its buttons; wrapped where it does not, every line of it shown."""
    from PySide6.QtCore import QSettings

    from cardtable.ui.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.resize(1024, 700)
    banner = w.banner
    line = banner.label.fontMetrics().height()
    banner.tell("kept", "The unfinished practice deal is kept for later: resume it here, or from the start screen "
                        "whenever you like.", [("Resume it", lambda: None)])
    qtbot.waitUntil(lambda: banner.height() <= line + 24, timeout=2000)
    long = " ".join(["Your match is NOT being saved automatically: No space left on device."] * 3)
    banner.tell("autosave", long)
    w.resize(700, 700)
    qtbot.waitUntil(lambda: banner.label.wordWrap() and banner.label.height() >= 3 * line, timeout=2000)
    assert banner.label.height() >= banner.label.heightForWidth(banner.label.width())  # no line cut off
