"""Minibridge deal exercises: the nine answers from any deal, double dummy, PBN in and
out, a deal generator and the student's progress. Qt-free, so that the command line
(``cardtable exercise``) and the practice window share every answer.
"""

from .analysis import Analysis, analyse, analyse_many, suggest_lead, sure_tricks
from .deal import Board, DealError
from .pbn import PBNError, read_pbn, read_pbn_file, write_pbn

__all__ = [
    "Analysis",
    "Board",
    "DealError",
    "PBNError",
    "analyse",
    "analyse_many",
    "read_pbn",
    "read_pbn_file",
    "suggest_lead",
    "sure_tricks",
    "write_pbn",
]
