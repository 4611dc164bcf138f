"""The rules engine: pure, deterministic, no Qt, no I/O, no clock, no global random.

The small public API:

* cards: :class:`Card`, :class:`Suit`, :func:`parse_cards`, masks (``mask_of``, ``cards_of``)
* actions: :class:`Bid`, :class:`Declare`, :class:`Announce`, :class:`ChooseContract`, :class:`Play`
* :class:`Match` (a whole match) and the rounds of each game, all behind the :class:`Round`
  protocol; a round's :class:`Phase`; the :class:`Event` subclasses ``apply`` returns
* :func:`replay` (a record dict to a match) and :class:`PlayerView` (what a seat may see),
  whose ``info`` is the game's own :class:`GameInfo` subclass
"""

from .actions import Action, Announce, Bid, ChooseContract, Declare, Play
from .cards import CARDS, Card, Suit, cards_of, mask_of, parse_cards
from .errors import DealError, EngineError, IllegalAction, OptionError, RecordError
from .events import Event
from .games import ALL_GAMES, get_game, supported_games
from .games.bugger_bridge import BuggerBridgeRound
from .match import Match
from .phase import Phase
from .record import replay, replay_summary
from .round import Round
from .view import GameInfo, PlayerView

__all__ = [
    "ALL_GAMES",
    "CARDS",
    "Action",
    "Announce",
    "Bid",
    "BuggerBridgeRound",
    "Card",
    "ChooseContract",
    "DealError",
    "Declare",
    "EngineError",
    "Event",
    "GameInfo",
    "IllegalAction",
    "Match",
    "OptionError",
    "Phase",
    "Play",
    "PlayerView",
    "RecordError",
    "Round",
    "Suit",
    "cards_of",
    "get_game",
    "mask_of",
    "parse_cards",
    "replay",
    "replay_summary",
    "supported_games",
]
