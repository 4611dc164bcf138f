"""How often a way of choosing the opening lead costs the defence a trick, double dummy.

The taught lead (:func:`cardtable.bridge.leads.suggest_lead`) is judged the way a teacher's
rule can honestly be judged: on many deals, against the contract the program suggests,
compare the tricks declarer takes after the taught card with those after the best card
the leader holds (all four hands known, both sides perfect from then on). A figure on its
own means little, so the same deals are scored for two baselines: a card of the leader's
drawn at random (its rate is the average over all the leader's cards, so it needs no
random draw) and the first-course rule alone — the leader's own hand, no dummy.

Solving a lead takes DDS about a tenth of a second per deal, so the per-card values can
be kept in a JSON file (``--cache``) and the rules scored again in an instant.

    python -m cardtable.bridge.leadbench --random 300 --seed 1 [--cache FOLDER] [--misses]

``tests/data/leadbench/builtin.json`` keeps the built-in deals' values for the regression
test; after a change to the deals or to the suggested contracts, write it again with
``--builtin-only --cache tests/data/leadbench``.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.games.minibridge import deal_facts, points_per_seat
from .analysis import analyse, suggest_contract, suggest_lead
from .deal import Board, card_code, suit_ranks

# A way of choosing the lead from what the leader sees: (the case) -> card code ("HQ").
Chooser = Callable[["LeadCase"], str]


@dataclass(frozen=True)
class LeadCase:
    """One opening lead to choose: what the leader sees and, for scoring only, what each
    card the leader holds is worth (declarer's tricks after it, double dummy)."""

    hands: tuple[int, int, int, int]
    declarer: int
    strain: str
    game: bool
    values: dict[str, int]

    @property
    def leader(self) -> int:
        return (self.declarer + 1) % 4

    @property
    def dummy(self) -> int:
        return (self.declarer + 2) % 4

    def cost(self, card: str) -> int:
        """Tricks the card gives declarer over the best lead."""
        return self.values[card] - min(self.values.values())

    def to_json(self) -> dict[str, object]:
        return {"hands": list(self.hands), "declarer": self.declarer, "strain": self.strain, "game": self.game,
                "values": self.values}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LeadCase:
        h = [int(x) for x in data["hands"]]
        return cls((h[0], h[1], h[2], h[3]), int(data["declarer"]), str(data["strain"]), bool(data["game"]),
                   {str(k): int(v) for k, v in data["values"].items()})


def lead_values(hands: Sequence[int], declarer: int, strain: str) -> dict[str, int]:
    """Each card the leader holds -> declarer's tricks after it, double dummy."""
    from . import ddplay

    return ddplay.values(ddplay.start(hands, declarer, strain))


def cases(boards: Iterable[Board]) -> list[LeadCase]:
    """The opening lead of each board that is played (not a 20–20 redeal), against the
    contract the program suggests."""
    out = []
    for b in boards:
        a = analyse(b, dd=False)
        if a.contract is None or a.facts.declarer is None:
            continue
        d = a.facts.declarer
        out.append(LeadCase(b.hands, d, a.contract.strain, a.contract.game,
                            lead_values(b.hands, d, a.contract.strain)))
    return out


def taught(case: LeadCase) -> str:
    """The lead the program teaches: the leader's hand, the contract, dummy, the points."""
    return card_code(suggest_lead(case.hands[case.leader], case.strain, case.hands[case.dummy],
                                  points_per_seat(case.hands), case.leader).card)


def blind(case: LeadCase) -> str:
    """The first-course rule on the leader's hand alone (no dummy, no points)."""
    return card_code(suggest_lead(case.hands[case.leader], case.strain).card)


@dataclass(frozen=True)
class Rate:
    costly: float  # deals (or expected deals) where the lead costs at least one trick
    tricks: float  # tricks given away in all
    deals: int

    def text(self) -> str:
        return (f"{self.costly:g} of {self.deals} ({100 * self.costly / max(1, self.deals):.1f}%) cost a trick, "
                f"{self.tricks:g} tricks in all")


def rate(all_cases: Sequence[LeadCase], choose: Chooser) -> Rate:
    costs = [c.cost(choose(c)) for c in all_cases]
    return Rate(sum(1 for x in costs if x >= 1), sum(costs), len(all_cases))


def random_rate(all_cases: Sequence[LeadCase]) -> Rate:
    """The expected rate of a card drawn at random from the leader's hand."""
    costly = sum(sum(1 for k in c.values if c.cost(k) >= 1) / len(c.values) for c in all_cases)
    tricks = sum(sum(c.cost(k) for k in c.values) / len(c.values) for c in all_cases)
    return Rate(round(costly, 1), round(tricks, 1), len(all_cases))


def random_boards(n: int, seed: int) -> list[Board]:
    from .generate import generate

    rng = random.Random(seed)
    return [generate(rng, number=i + 1) for i in range(n)]


def builtin_boards() -> list[Board]:
    from .exercises import builtin_sets

    return [b for s in builtin_sets() for b in s.boards]


def read_cases(boards: list[Board], cache: Path) -> list[LeadCase] | None:
    """The cases kept in ``cache`` if they are those of ``boards`` (same deals, same
    contracts suggested), else ``None``."""
    if not cache.exists():
        return None
    data = json.loads(cache.read_text(encoding="utf-8"))
    if data.get("deals") != [list(b.hands) for b in boards]:
        return None
    loaded = [LeadCase.from_json(c) for c in data["cases"]]
    now = []
    for b in boards:
        declarer = deal_facts(b.hands, b.dealer).declarer
        if declarer is not None:
            now.append((b.hands, declarer, suggest_contract(b.hands, declarer).strain))
    return loaded if now == [(c.hands, c.declarer, c.strain) for c in loaded] else None


def load_or_solve(boards: list[Board], cache: Path | None) -> list[LeadCase]:
    """The cases of ``boards``, read from ``cache`` when it holds them, else solved and
    written there."""
    if cache is not None and (kept := read_cases(boards, cache)) is not None:
        return kept
    out = cases(boards)
    if cache is not None:
        cache.write_text(json.dumps({"deals": [list(b.hands) for b in boards], "cases": [c.to_json() for c in out]}),
                         encoding="utf-8")
    return out


def report(name: str, all_cases: Sequence[LeadCase]) -> list[str]:
    return [f"{name}: {len(all_cases)} deals",
            f"  taught lead      : {rate(all_cases, taught).text()}",
            f"  own hand only    : {rate(all_cases, blind).text()}",
            f"  random card      : {random_rate(all_cases).text()}"]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cardtable.bridge.leadbench", description=__doc__.split("\n\n")[0])
    p.add_argument("--random", type=int, default=300, help="how many random deals (default 300)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--cache", type=Path, help="a folder to keep the double-dummy values in")
    p.add_argument("--misses", action="store_true", help="list the built-in deals where the taught lead costs")
    p.add_argument("--builtin-only", action="store_true", help="the built-in deals only (no random deals)")
    args = p.parse_args(argv)
    folder: Path | None = args.cache
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    built = load_or_solve(builtin_boards(), folder / "builtin.json" if folder else None)
    lines = report("built-in deals", built)
    if not args.builtin_only:
        rand = load_or_solve(random_boards(args.random, args.seed),
                             folder / f"random-{args.random}-{args.seed}.json" if folder else None)
        lines += report(f"random deals (seed {args.seed})", rand)
    for line in lines:
        print(line)
    if args.misses:
        for c in built:
            card = taught(c)
            if c.cost(card):
                best = min(c.values.values())
                print(f"  {c.strain} by {'NESW'[c.declarer]}: {card} costs {c.cost(card)}; best "
                      f"{sorted(k for k, v in c.values.items() if v == best)}; leader "
                      f"{[suit_ranks(c.hands[c.leader], s) for s in range(4)]} dummy "
                      f"{[suit_ranks(c.hands[c.dummy], s) for s in range(4)]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
