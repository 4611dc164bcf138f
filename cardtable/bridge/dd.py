"""Double-dummy tables through endplay (DDS), and the best Minibridge contract from them.

endplay is imported only when a table is first needed: its import costs about half a
second, which the app and the command line should not pay just to list exercises.
Tables are cached by deal because the UI asks for the same deal's table again and again
(analysis tab, game advice, the result after play).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.games.minibridge import STRAINS, contract_score, target_tricks
from .deal import deal_to_pbn

#: A double-dummy table: seat (0..3) -> strain ("C", "D", "H", "S", "NT") -> tricks.
DDTable = dict[int, dict[str, int]]

#: Order in which equal-scoring contracts are preferred: no trumps, then majors, then minors.
PREFERENCE = ("NT", "S", "H", "D", "C")

_cache: dict[tuple[int, ...], DDTable] = {}
_CACHE_LIMIT = 512


def double_dummy(hands: Sequence[int]) -> DDTable:
    """Tricks each seat takes as declarer in each strain, all four hands known."""
    return double_dummy_many([hands])[0]


def double_dummy_many(deals: Sequence[Sequence[int]]) -> list[DDTable]:
    """Tables for many deals at once: DDS solves them in one batch (far faster than one by one)."""
    keys = [tuple(int(h) for h in hands) for hands in deals]
    # The answers are gathered here, not read back from the cache: a batch larger than the
    # cache would otherwise evict its own first tables before they are returned.
    found = {k: _cache[k] for k in dict.fromkeys(keys) if k in _cache}
    todo = [k for k in dict.fromkeys(keys) if k not in found]
    if todo:
        from endplay.dds import calc_all_tables
        from endplay.types import Deal, Denom, Player

        denoms = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs, "NT": Denom.nt}
        players = (Player.north, Player.east, Player.south, Player.west)
        for start in range(0, len(todo), 32):  # DDS takes a bounded batch per call
            chunk = todo[start : start + 32]
            tables = calc_all_tables([Deal(deal_to_pbn(k)) for k in chunk])
            for key, table in zip(chunk, tables, strict=True):
                found[key] = {
                    seat: {strain: int(table[denoms[strain], players[seat]]) for strain in STRAINS}
                    for seat in range(4)
                }
                if len(_cache) >= _CACHE_LIMIT:
                    _cache.pop(next(iter(_cache)))
                _cache[key] = found[key]
    return [{seat: dict(row) for seat, row in found[k].items()} for k in keys]


@dataclass(frozen=True)
class BestContract:
    """The contract that scores most for the declaring side when both sides play perfectly."""

    declarer: int
    strain: str
    game: bool
    tricks: int
    score: int  # net for the declaring side: negative when even the best contract fails

    @property
    def target(self) -> int:
        return target_tricks(self.strain, self.game)


def best_contract(table: DDTable, declarer: int) -> BestContract:
    """Every strain as part-score and as game, scored by Minibridge rules with the
    double-dummy tricks of ``declarer`` (in Minibridge the declarer is fixed by the points,
    so only the strain and the level are a choice)."""
    best: BestContract | None = None
    for strain in PREFERENCE:
        tricks = table[declarer][strain]
        for game in (False, True):
            ours, theirs = contract_score(strain, game, tricks)
            net = ours - theirs
            if best is None or net > best.score:
                best = BestContract(declarer, strain, game, tricks, net)
    assert best is not None
    return best
