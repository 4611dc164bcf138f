"""The table session: THE game loop, between the engine and whoever shows the table (Qt-free).

* :mod:`.table`: :class:`TableSession`, the loop (whose turn, asking players, applying
  actions, undo and redo, hints, autosave);
* :mod:`.thinking`: the :class:`Thinker` protocol the caller supplies, and the
  :class:`InlineThinker` of tools and tests;
* :mod:`.claims`: claims — may one be made, checked double dummy, played out or refused;
* :mod:`.saving`: the table's part of a save and the autosave; :mod:`.resume`: resume from a file;
* :mod:`.table_state`: the part of a session that claims and saving use;
* :mod:`.events`: the session's own events (your turn, claim refused, undone…);
* :mod:`.seats`: :class:`SeatConfig` and :class:`Decision`.
"""

from .seats import Decision, SeatConfig
from .table import TableSession
from .thinking import InlineThinker, Question, Thinker

__all__ = ["Decision", "InlineThinker", "Question", "SeatConfig", "TableSession", "Thinker"]
