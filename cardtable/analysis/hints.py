"""Hints: the computer's suggestion for the human's decision, with a one-line reason.

The suggestion comes from a strong computer player looking at the human's own PlayerView
(so a hint never knows more than the human). The player thinks in the worker process and
hands back its choice with the figures its search saw (:func:`suggest`); the words are
made in the app's process (:func:`explain`), where the language file is loaded — every
sentence goes through Qt's ``translate`` in the context "Hints".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..ai.montecarlo import SearchRecord, recording
from ..engine.actions import Action, Announce, Bid, ChooseContract, Declare, Play
from ..engine.cards import CARDS, SUITS, hcp, mask_of
from ..engine.games.bugami import SecretBidInfo
from ..engine.games.bugger_bridge import BuggerBridgeInfo
from ..engine.games.minibridge import MinibridgeInfo
from ..engine.trick import winner_index
from ..engine.view import PlayerView
from ..words import strain_words, suit_noun

HINT_LEVEL = "hard"
translate = QCoreApplication.translate


def suggest(view: PlayerView, player) -> tuple[Action, SearchRecord | None]:
    """The player's choice for ``view`` and the last search it made to choose it (``None``
    when it had no real choice): what :func:`explain` puts into words."""
    with recording() as searches:
        action = player.choose(view)
    return action, (searches[-1] if searches else None)


def explain(view: PlayerView, action: Action, search: SearchRecord | None = None) -> str:
    """'Play the K♥: it wins the trick, and you need 1 more trick for your bid of 2.' —
    and, given the search that chose it, what the computer found over the layouts it tried."""
    text = _explain(view, action)
    evidence = _evidence(view, search) if search is not None else ""
    return f"{text} {evidence}" if evidence else text


def _evidence(view: PlayerView, search: SearchRecord) -> str:
    """'It did best over the 64 layouts of the unseen cards the computer played out; the
    next best was the 7♥.' Bugger Bridge bids are told in points of the score table."""
    ranked = sorted(search.candidates, key=lambda c: -search.means[c])
    if len(ranked) < 2:
        return ""
    n = search.samples
    best, second = ranked[0], ranked[1]
    if view.game == "bugger-bridge" and view.phase == "bidding":
        return translate("Hints", "Over {0} layouts of the unseen cards it averaged {1:.1f} points; bid {2} would "
                         "have averaged {3:.1f}.").format(n, search.means[best], second, search.means[second])
    if view.phase == "play" and isinstance(second, int) and 0 <= second < 52:
        if abs(search.means[best] - search.means[second]) < 1e-9:
            return translate("Hints", "Over the {0} layouts the computer played out, the {1} did just as well.").format(
                n, CARDS[second].pretty)
        return translate("Hints", "It did best over the {0} layouts of the unseen cards the computer played out; "
                         "the next best was the {1}.").format(n, CARDS[second].pretty)
    return translate("Hints", "It did best over the {0} layouts of the unseen cards the computer tried.").format(n)


def _explain(view: PlayerView, action: Action) -> str:
    if isinstance(action, Play):
        return _explain_play(view, action)
    if isinstance(action, Bid):
        info = view.info
        size = info.hand_size if isinstance(info, BuggerBridgeInfo) else 0
        return translate("Hints", "Bid {0}: the computer expects about {0} of the {1} tricks from this hand, and an "
                         "exact bid is what scores.").format(action.tricks, size)
    if isinstance(action, Declare):
        if action.bid == "zero":
            return translate("Hints", "Bid zero: this hand has the low cards to take no trick at all.")
        if action.bid == "turnip":
            return translate("Hints", "Bid Turnip: your hand copes with any bug suit, and the score is doubled.")
        suit = SUITS["SHDC".index(action.bid)]
        held = sum(1 for c in view.hand if c.suit == suit)
        if action.doublets:
            return translate("Hints", "Avoid {0} with Doublets: you hold {1} of them and can keep every one out "
                             "of your tricks.").format(suit_noun(suit), held)
        return translate("Hints", "Avoid {0}: you hold {1} of them, and they are the easiest to lose.").format(
            suit_noun(suit), held)
    if isinstance(action, Announce):
        return translate("Hints", "Announce {0}: you hold {1} points (A 4, K 3, Q 2, J 1).").format(
            action.points, hcp(mask_of(view.hand)))
    if isinstance(action, ChooseContract):
        text = (translate("Hints", "Choose game in {0}: it scores best over the layouts the computer tried for "
                          "your and dummy's cards.") if action.game else
                translate("Hints", "Choose a part-score in {0}: it scores best over the layouts the computer "
                          "tried for your and dummy's cards."))
        return text.format(strain_words(action.strain))
    return str(action)


def _explain_play(view: PlayerView, action: Play) -> str:
    card = CARDS[action.card].pretty
    trick = list(view.trick)
    wins = winner_index([*trick, CARDS[action.card]], view.trump) == len(trick)
    if not trick:
        what = translate("Hints", "Lead the {0}").format(card)
    elif wins:
        what = translate("Hints", "Play the {0}: it wins the trick").format(card)
    else:
        what = translate("Hints", "Play the {0}: it does not take this trick").format(card)
    return what + _goal(view) + "."


def _goal(view: PlayerView) -> str:
    """What the seat is aiming at, in a few words, from public facts."""
    info = view.info
    seat = view.seat
    if isinstance(info, BuggerBridgeInfo):
        bid = info.bids[seat]
        if bid is None:
            return ""
        need = bid - view.tricks_won[seat]
        if need == 1:
            return translate("Hints", ", and you need 1 more trick for your bid of {0}").format(bid)
        if need > 1:
            return translate("Hints", ", and you need {0} more tricks for your bid of {1}").format(need, bid)
        if bid == 0:
            return translate("Hints", ", and you bid to take no trick")
        if bid == 1:
            return translate("Hints", ", and you already have the 1 trick you bid")
        return translate("Hints", ", and you already have the {0} tricks you bid").format(bid)
    if isinstance(info, SecretBidInfo):
        bug = info.bug_suits[seat]
        if bug is not None:
            return translate("Hints", "; keep {0} out of your tricks").format(suit_noun(SUITS[bug]))
        if info.bids[seat] == "zero":
            return translate("Hints", "; your zero bid wants no trick at all")
    if isinstance(info, MinibridgeInfo) and info.target:
        return translate("Hints", "; the contract needs {0} tricks").format(info.target)
    if view.game == "dumb-bunny":
        return translate("Hints", "; every trick your side takes counts for you and your partner")
    return ""
