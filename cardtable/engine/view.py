"""What one seat may see: the only thing a computer player (or a hint) is given.

A :class:`PlayerView` is built from a round by copying out the seat's own hand and the
public facts — never another seat's hidden cards. Dummy's hand appears once it has been
exposed, Bugger Bridge's turn-up card from the start, the turnip once turned up.

The game-specific facts are in ``info``, one frozen dataclass per game defined with its
game (``BuggerBridgeInfo``, ``MinibridgeInfo``, …), all subclasses of :class:`GameInfo`.
Code shared by every game reads only the fields of :class:`GameInfo`; code that knows
its game narrows once, with ``isinstance`` or :meth:`PlayerView.info_as`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar

from .actions import Action
from .cards import Card
from .phase import Phase


@dataclass(frozen=True, kw_only=True)
class GameInfo:
    """The public game-specific facts of a view; the fields here mean the same in every game.

    A game that adds nothing (a plain trick-taking round) uses this class as it is.
    """

    # True when the seat's own cards are face down even to it (Dumb-Bunny's blind hands):
    # ``PlayerView.hand`` is then empty and any card held may be played.
    blind: bool = False
    # The match player in each seat of the view's table, when seats are not players
    # (Dumb-Bunny's tables of four); empty when seat ``i`` is player ``i``.
    seats: tuple[int, ...] = ()

    def seat_player(self, seat: int) -> int:
        """The match player sitting in ``seat`` of the view's table."""
        return self.seats[seat] if self.seats else seat

    def plays_for(self, seat: int) -> tuple[int, ...]:
        """The seats whose turn ``seat`` takes: its own (Minibridge's declarer: dummy's too)."""
        return (seat,)

    def contradiction(self, view: PlayerView) -> str | None:
        """What in these facts cannot be true of ``view``, as a message that names the field;
        ``None`` when nothing. The engine's own views are always true: this is asked of views
        read from outside (the bot protocol), so that a made-up one is refused by name rather
        than failing deep inside a player. A game whose facts hang together overrides it."""
        return None


InfoT = TypeVar("InfoT", bound=GameInfo)


@dataclass(frozen=True)
class PlayerView:
    game: str
    seat: int
    players: tuple[str, ...]
    dealer: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]  # own cards (empty when playing blind)
    hand_sizes: tuple[int, ...]
    trump: int | None  # suit number, or None (no trumps, or not yet known)
    leader: int
    trick: tuple[Card, ...]  # the trick in progress, in play order from ``leader``
    history: tuple[tuple[int, tuple[Card, ...], int], ...]  # (leader, cards, winner)
    tricks_won: tuple[int, ...]
    played: int  # mask of every card played this round
    n_tricks: int
    legal: tuple[Action, ...]  # this seat's legal actions when it is to act, else ()
    totals: tuple[int, ...] = ()  # match totals before this round
    round_index: int = 0
    info: GameInfo = field(default_factory=GameInfo)  # public, game-specific facts

    @property
    def n(self) -> int:
        return len(self.players)

    def info_as(self, kind: type[InfoT]) -> InfoT:
        """``info`` as the game's own class, for code that serves one game only; a
        :class:`TypeError` says that a view of another game was passed."""
        info = self.info
        if not isinstance(info, kind):
            raise TypeError(f"a {self.game} view has {type(info).__name__}, not {kind.__name__}")
        return info
