"""Hints: the computer's suggestion for the human's decision, with a one-line reason.

The suggestion comes from a strong computer player looking at the human's own PlayerView
(so a hint never knows more than the human); this module only puts it into words, from
the same public facts.
"""

from __future__ import annotations

from .ai.montecarlo import SearchRecord, recording
from .engine.actions import Action, Announce, Bid, ChooseContract, Declare, Play
from .engine.cards import CARDS, SUITS, hcp, mask_of
from .engine.trick import winner_index
from .engine.view import PlayerView

HINT_LEVEL = "hard"
STRAIN_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "no trumps"}


def suggest(view: PlayerView, player) -> tuple[Action, str]:
    """The player's choice for ``view`` and the one-line reason for it, in which the
    searching players' own figures (the means they saw, over how many layouts) are told."""
    with recording() as searches:
        action = player.choose(view)
    return action, explain(view, action, searches[-1] if searches else None)


def explain(view: PlayerView, action: Action, search: SearchRecord | None = None) -> str:
    """'Play the K♥: it wins the trick, and you need one more for your bid of 2.' — and,
    given the search that chose it, what the computer found over the layouts it tried."""
    text = _explain(view, action)
    evidence = _evidence(view, search) if search is not None else ""
    return f"{text} {evidence}" if evidence else text


def _evidence(view: PlayerView, search: SearchRecord) -> str:
    """'Over 64 layouts of the unseen cards the computer played out, it did best; next
    came the 7♥.' Bugger Bridge bids are told in points of the score table."""
    ranked = sorted(search.candidates, key=lambda c: -search.means[c])
    if len(ranked) < 2:
        return ""
    n = search.samples
    layouts = f"{n} layout{'s' if n != 1 else ''}"
    best, second = ranked[0], ranked[1]
    if view.game == "bugger-bridge" and view.phase == "bidding":
        return (f"Over {layouts} of the unseen cards it averaged {search.means[best]:.1f} points; "
                f"bid {second} would have averaged {search.means[second]:.1f}.")
    if view.phase == "play" and isinstance(second, int) and 0 <= second < 52:
        if abs(search.means[best] - search.means[second]) < 1e-9:
            return f"Over {layouts} the computer played out, the {CARDS[second].pretty} did just as well."
        return (f"It did best over the {layouts} of the unseen cards the computer played out; "
                f"the next best was the {CARDS[second].pretty}.")
    return f"It did best over the {layouts} of the unseen cards the computer tried."


def _explain(view: PlayerView, action: Action) -> str:
    if isinstance(action, Play):
        return _explain_play(view, action)
    if isinstance(action, Bid):
        size = view.info.get("hand_size", 0)
        return (f"Bid {action.tricks}: the computer expects about {action.tricks} of the {size} tricks "
                f"from this hand, and an exact bid is what scores.")
    if isinstance(action, Declare):
        if action.bid == "zero":
            return "Bid zero: this hand has the low cards to take no trick at all."
        if action.bid == "turnip":
            return "Bid Turnip: your hand copes with any bug suit, and the score is doubled."
        suit = SUITS["SHDC".index(action.bid)]
        held = sum(1 for c in view.hand if c.suit == suit)
        extra = " with Doublets: you can keep every one of them out of your tricks" if action.doublets else ""
        return f"Avoid {suit.noun}{extra}: you hold {held} of them, and they are the easiest to lose."
    if isinstance(action, Announce):
        return f"Announce {action.points}: you hold {hcp(mask_of(view.hand))} points (A 4, K 3, Q 2, J 1)."
    if isinstance(action, ChooseContract):
        kind = "game" if action.game else "part-score"
        return (f"Choose {kind} in {STRAIN_WORDS[action.strain]}: it scores best over the layouts the "
                f"computer tried for your and dummy's cards.")
    return str(action)


def _explain_play(view: PlayerView, action: Play) -> str:
    card = CARDS[action.card]
    trick = list(view.trick)
    wins = winner_index([*trick, card], view.trump) == len(trick)
    goal = _goal(view)
    if not trick:
        what = f"Lead the {card.pretty}"
    elif wins:
        what = f"Play the {card.pretty}: it wins the trick"
    else:
        what = f"Play the {card.pretty}: it does not take this trick"
    return f"{what}{goal}."


def _goal(view: PlayerView) -> str:
    """What the seat is aiming at, in a few words, from public facts."""
    info = view.info
    seat = view.seat
    if view.game == "bugger-bridge":
        bid = info.get("bids", (None,))[seat]
        if bid is None:
            return ""
        need = bid - view.tricks_won[seat]
        if need > 0:
            return f", and you need {need} more trick{'s' if need > 1 else ''} for your bid of {bid}"
        if bid == 0:
            return ", and you bid to take no trick"
        return f", and you already have the {bid} trick{'s' if bid != 1 else ''} you bid"
    if view.game in ("bugami", "bleeding-hearts"):
        bug = info.get("bug_suits", (None,))[seat]
        if bug is not None:
            return f"; keep {SUITS[bug].noun} out of your tricks"
        if info.get("bids", (None,))[seat] == "zero":
            return "; your zero bid wants no trick at all"
    if view.game == "minibridge" and info.get("target"):
        return f"; the contract needs {info['target']} tricks"
    if view.game == "dumb-bunny":
        return "; every trick your side takes counts for you and your partner"
    return ""
