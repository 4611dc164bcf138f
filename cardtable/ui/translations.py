"""The app's language: a Qt translator for the system locale when we ship one
(``resources/i18n/cardtable_<lang>.qm``, made from the ``.ts`` with ``pyside6-lrelease``).
``CARDTABLE_LANG`` picks a language by hand (``fr``; ``en`` for none)."""

from __future__ import annotations

import os
from importlib.resources import as_file, files

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

_installed: list[QTranslator] = []
# The language installed (``None``: English), for what is not a Qt message: the rules pages.
_language: str | None = None


def current_language() -> str | None:
    """The language the app speaks now (``"fr"``), or ``None`` for English."""
    return _language


def install_translator(app: QCoreApplication, language: str | None = None) -> str | None:
    """Install the translator for ``language`` (default: the system's); returns the
    language installed, or ``None`` when the app stays in English."""
    lang = language or os.environ.get("CARDTABLE_LANG") or QLocale.system().name().split("_")[0]
    resource = files("cardtable.resources") / "i18n" / f"cardtable_{lang}.qm"
    if lang == "en" or not resource.is_file():
        return None
    translator = QTranslator(app)
    with as_file(resource) as path:
        if not translator.load(str(path)):
            return None
    app.installTranslator(translator)
    _installed.append(translator)
    global _language
    _language = lang
    # Qt's own words (Cancel, OK, Yes, No in the standard dialogs) come with PySide6.
    qt_words = QTranslator(app)
    if qt_words.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_words)
        _installed.append(qt_words)
    return lang


def remove_translators(app: QCoreApplication) -> None:
    global _language
    _language = None
    while _installed:
        app.removeTranslator(_installed.pop())
