"""Double dummy in the middle of the play: a position after some cards, and what each
next card is worth.

:mod:`cardtable.bridge.dd` answers "how many tricks from the start"; a theme check
(:mod:`cardtable.bridge.themes`) needs more — "after West leads the ♠4 and dummy plays
low, what does East's king gain over East's seven?". endplay's ``solve_board`` answers
that for the hand to play; this module keeps the trick count so far beside endplay's
deal, so every value is given the same way: tricks for the DECLARING side over the whole
deal (tricks already won plus the best from here), whoever is to play.

Cards are named by their PBN code, suit first (``"HQ"``), as in the lesson tags.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .deal import deal_to_pbn

_DENOMS = {"S": 0, "H": 1, "D": 2, "C": 3, "NT": 4}


@dataclass
class Position:
    """endplay's deal in play, and the tricks the declaring side has won so far."""

    deal: object  # endplay.types.Deal (imported lazily: see cardtable.bridge.dd)
    declarer: int
    won: int = 0
    done: int = 0  # completed tricks
    played: tuple[str, ...] = ()  # every card so far, from the opening lead (endplay keeps no history)

    def to_play(self) -> int:
        """The seat (0..3, N E S W) whose card is next."""
        d = self.deal
        return (int(d.first) + len(d.curtrick)) % 4  # type: ignore[attr-defined]

    def copy(self) -> Position:
        return Position(self.deal.copy(), self.declarer, self.won, self.done, self.played)  # type: ignore[attr-defined]


def code(card: object) -> str:
    """An endplay card as a PBN code (``"HQ"``)."""
    return "SHDC"[int(card.suit)] + card.rank.name[1]  # type: ignore[attr-defined]


def start(hands: Sequence[int], declarer: int, strain: str) -> Position:
    """The deal before the opening lead (declarer's left-hand opponent leads)."""
    from ..ai.dds import load_endplay

    load_endplay()
    from endplay.types import Deal, Denom, Player

    deal = Deal(deal_to_pbn(hands), first=Player((declarer + 1) % 4), trump=Denom(_DENOMS[strain]))
    return Position(deal, declarer)


def play(pos: Position, card: str) -> Position:
    """The position after ``card`` (a new position; ``pos`` is kept)."""
    new = pos.copy()
    new.played += (card,)
    d = new.deal
    ending = len(d.curtrick) == 3  # type: ignore[attr-defined]
    d.play(card)  # type: ignore[attr-defined]
    if ending:
        new.done += 1
        if int(d.first) % 2 == new.declarer % 2:  # type: ignore[attr-defined]
            new.won += 1
    return new


def play_all(pos: Position, cards: Iterable[str]) -> Position:
    for card in cards:
        pos = play(pos, card)
    return pos


# The last positions' values (exact, so never stale): a theme check and its tests, and the
# lead advice and its hindsight, ask for the same opening lead's values again. A few
# thousand (each a dozen numbers) hold every position a practice set's analyses ask for:
# a lesson analysed again (another language, the hand records after the window) asks DDS
# nothing new.
_values: dict[tuple, dict[str, int]] = {}
_VALUES_KEPT = 2048


def values(pos: Position) -> dict[str, int]:
    """Each legal next card -> the declaring side's tricks in the whole deal after it,
    both sides playing perfectly from then on."""
    from ..ai.dds import load_endplay

    load_endplay()
    from endplay.dds import solve_board

    d = pos.deal
    key = (str(d), int(d.first), int(d.trump), tuple(map(str, d.curtrick)),  # type: ignore[attr-defined]
           pos.declarer, pos.won, pos.done)
    found = _values.get(key)
    if found is None:
        found = {code(card): _declaring(pos, score) for card, score in solve_board(d)}  # type: ignore[arg-type]
        if len(_values) >= _VALUES_KEPT:
            _values.pop(next(iter(_values)))
        _values[key] = found
    return dict(found)


def value(pos: Position) -> int:
    """The declaring side's tricks with perfect play from here.

    DDS is asked for the best score only, not every card's: proving one card's score is
    a fraction of the work (about a third on the built-in deals' checks)."""
    from endplay.dds import solve_board
    from endplay.dds.solve import SolveMode

    top = max(score for _, score in solve_board(pos.deal, SolveMode.OptimalOne))  # type: ignore[arg-type]
    return _declaring(pos, top)


def best(pos: Position) -> str:
    """The perfect next card; among equals the lowest (the one a teacher would play).
    DDS names every card that reaches the best score without scoring the others."""
    from endplay.dds import solve_board
    from endplay.dds.solve import SolveMode

    return min((code(card) for card, _ in solve_board(pos.deal, SolveMode.OptimalAll)), key=rank_order)  # type: ignore[arg-type]


def _declaring(pos: Position, score: int) -> int:
    """A score of the side to play (its tricks from here) as the declaring side's tricks
    over the whole deal."""
    ours = pos.to_play() % 2 == pos.declarer % 2
    return pos.won + (score if ours else 13 - pos.done - score)


def rank_order(card: str) -> tuple[int, int]:
    """Sort key: low cards first (rank, then suit)."""
    return "23456789TJQKA".index(card[1]), "SHDC".index(card[0])


def holding(pos: Position, seat: int, suit: str) -> list[str]:
    """The cards ``seat`` still holds in ``suit`` (``"S"``..``"C"``), highest first."""
    hand = pos.deal[seat]  # type: ignore[index]
    cards = [code(c) for c in hand if code(c)[0] == suit]
    return sorted(cards, key=rank_order, reverse=True)
