"""The Qt Widgets user interface: the only layer that imports PySide6.

Words marked outside the UI (:mod:`cardtable.words`) are translated by Qt's translator from
the moment the UI is imported, with the language file the app loads.
"""

from PySide6.QtCore import QCoreApplication

from .. import words

words.use_translator(QCoreApplication.translate)
