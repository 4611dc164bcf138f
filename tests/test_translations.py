"""The app is ready for translation: one language file, loaded for its locale."""

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from cardtable.ui.main_window import MainWindow
from cardtable.ui.translations import install_translator, remove_translators

I18N = Path(__file__).resolve().parent.parent / "resources" / "i18n"


def test_the_french_file_exists_and_is_compiled():
    ts = (I18N / "cardtable_fr.ts").read_text(encoding="utf-8")
    assert ts.count("<translation>") >= 50
    assert (I18N / "cardtable_fr.qm").stat().st_size > 1000


def test_the_menus_speak_french_with_the_french_translator(qtbot, tmp_path):
    app = QApplication.instance()
    assert install_translator(app, "fr") == "fr"
    try:
        settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
        qtbot.addWidget(w)
        menus = [a.text() for a in w.menuBar().actions()]
        assert menus[0] == "&Partie" and "Aid&e" in menus
        game = w.menuBar().actions()[0].menu()
        assert "&Nouvelle…" in [a.text() for a in game.actions()]
    finally:
        remove_translators(app)
    assert install_translator(app, "en") is None
    assert install_translator(app, "xx") is None
