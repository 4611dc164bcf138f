"""Hints: the computer's suggestion for the human's decision, with a one-line reason.

The suggestion comes from a strong computer player looking at the human's own PlayerView
(so a hint never knows more than the human). The player thinks in the worker process and
hands back its choice with the figures its search saw (:func:`suggest`); the words are
made in the app's process (:func:`explain`), where the language file is loaded — every
sentence is marked with :func:`cardtable.words.translate` in the context "Hints" and comes out
in the app's language. What is one game's own (a bid's reason, the goal a card serves) is said
by that game's face in the UI, handed to :func:`explain` as :class:`HintWords`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from ..ai.montecarlo import Clock, SearchRecord, recording
from ..ai.players import Player, make_player
from ..bridge.leads import taught_opening_play
from ..clock import perf_counter
from ..engine.actions import Action, Play
from ..engine.cards import CARDS
from ..engine.games import get_game
from ..engine.trick import winner_index
from ..engine.view import PlayerView
from ..words import card_sign, counted, translate

HINT_LEVEL = "hard"
# Choices a game teaches by rule, each ``None`` where it does not apply: a hint gives the
# rule's choice rather than the search's, so the table and the practice window agree.
TAUGHT_RULES: tuple[Callable[[PlayerView], Action | None], ...] = (taught_opening_play,)
# The hint player's seed: the same in every window and process, so that a hint is a
# function of the position alone (the player draws each decision's random numbers from
# its seed and the view, see ``ai.seeding``) — asking twice, or in another window, or
# after a resume, gives the same suggestion.
HINT_SEED = "hint"


def hint_player(level: str = HINT_LEVEL, *, clock: Clock = perf_counter, scale: float = 1.0) -> Player:
    """The player that suggests hints: the same answer for the same position, anywhere
    (``clock`` and ``scale`` as for :func:`~cardtable.ai.players.make_player`)."""
    return make_player(level, random.Random(HINT_SEED), clock=clock, scale=scale)


class HintWords(Protocol):
    """What one game says in a hint (a game's face in the UI implements it)."""

    def hint_decision(self, view: PlayerView, action: Action) -> str | None:
        """Why to make a decision other than a card (a bid, a contract), or ``None``."""

    def hint_evidence(self, view: PlayerView, search: SearchRecord) -> str | None:
        """What the search found, where the game tells it its own way, or ``None``."""

    def hint_goal(self, view: PlayerView) -> str:
        """What the seat is aiming at, in a few words appended to a card hint."""

    def hint_card(self, view: PlayerView, action: Play) -> str | None:
        """The whole hint for a card the game teaches by rule, or ``None``."""


def suggest(view: PlayerView, player) -> tuple[Action, SearchRecord | None]:
    """The player's choice for ``view`` and the last search it made to choose it (``None``
    when it had no real choice): what :func:`explain` puts into words. Where a game teaches
    a choice by rule (Minibridge's opening lead, as the practice window teaches it), that
    choice comes first, with no search behind it (:data:`TAUGHT_RULES`)."""
    for rule in TAUGHT_RULES:
        ruled = rule(view)
        if ruled is not None:
            return ruled, None
    with recording() as searches:
        action = player.choose(view)
    return action, (searches[-1] if searches else None)


def explain(view: PlayerView, action: Action, search: SearchRecord | None, game: HintWords) -> str:
    """'Play the K♥: it wins the trick, and you need 1 more trick for your bid of 2.' —
    and, given the search that chose it, what the computer found over the layouts it tried.
    ``game`` says what is the game's own (its face)."""
    own = game.hint_card(view, action) if isinstance(action, Play) else None
    if own is not None:  # a card the game teaches by rule, in the game's words
        return own
    text = _explain_play(view, action, game) if isinstance(action, Play) else game.hint_decision(view, action)
    if text is None:
        text = str(action)
    choice = len(view.legal) > 1  # with one legal action there is nothing the search could weigh
    evidence = _evidence(view, search, game) if search is not None and choice else ""
    return f"{text} {evidence}" if evidence else text


def _evidence(view: PlayerView, search: SearchRecord, game: HintWords) -> str:
    """'This card did best over the 64 layouts of the unseen cards the computer played out; the
    next best was the 7♥.' A game may tell its search its own way (Bugger Bridge's bids)."""
    ranked = sorted(search.candidates, key=lambda c: -search.means[c])
    if len(ranked) < 2:
        return ""
    own = game.hint_evidence(view, search)
    if own is not None:
        return own
    n = search.samples
    best, second = ranked[0], ranked[1]
    if view.phase == "play" and isinstance(second, int) and 0 <= second < 52:
        if abs(search.means[best] - search.means[second]) < 1e-9:
            trick = list(view.trick)
            beats = [bool(trick) and winner_index([*trick, CARDS[c]], view.trump) == len(trick) for c in (best, second)]
            if beats[0] and not beats[1]:
                # Said outright: "it beats the cards played so far … the 5♦ did just as well"
                # read as a contradiction, the 5♦ not beating them (a player's review).
                one, many = (
                    translate("Hints", "On the 1 layout the computer played out, the {1} did just as well without "
                              "beating the cards played so far."),
                    translate("Hints", "Over the {0} layouts the computer played out, the {1} did just as well "
                              "without beating the cards played so far."))
            elif beats[1] and not beats[0]:
                one, many = (
                    translate("Hints", "On the 1 layout the computer played out, the {1} did just as well, though "
                              "it beats the cards played so far."),
                    translate("Hints", "Over the {0} layouts the computer played out, the {1} did just as well, "
                              "though it beats the cards played so far."))
            else:
                one, many = (
                    translate("Hints", "On the 1 layout the computer played out, the {1} did just as well."),
                    translate("Hints", "Over the {0} layouts the computer played out, the {1} did just as well."))
            return counted(n, one, many).format(n, card_sign(CARDS[second]))
        return counted(
            n, translate("Hints", "This card did best on the 1 layout of the unseen cards the computer played out; "
                         "the next best was the {1}."),
            translate("Hints", "This card did best over the {0} layouts of the unseen cards the computer played "
                      "out; the next best was the {1}."),
        ).format(n, card_sign(CARDS[second]))
    return counted(
        n, translate("Hints", "This choice did best on the 1 layout of the unseen cards the computer tried."),
        translate("Hints", "This choice did best over the {0} layouts of the unseen cards the computer tried."),
    ).format(n)


def _explain_play(view: PlayerView, action: Play, game: HintWords) -> str:
    card = card_sign(CARDS[action.card])
    if len(view.legal) == 1:  # no choice to explain: say there is none, and what the seat aims at
        goal = game.hint_goal(view)  # (a player's review: the forced card's hint alone gave no goal)
        if view.to_act is not None and view.to_act != view.seat:
            return translate("Hints", "Dummy's only legal card: the {0}{1}.").format(card, goal)
        return translate("Hints", "Your only legal card: the {0}{1}.").format(card, goal)
    trick = list(view.trick)
    wins = winner_index([*trick, CARDS[action.card]], view.trump) == len(trick)
    if not trick:
        what = translate("Hints", "Lead the {0}").format(card)
    elif wins and len(trick) == view.n - 1:  # the last card of the trick: nobody can beat it now
        what = translate("Hints", "Play the {0}: it wins the trick").format(card)
    elif wins:  # others still play (in Dumb-Bunny the next must beat it if they can)
        what = translate("Hints", "Play the {0}: it beats the cards played so far").format(card)
    elif _side_winning(view):
        # Said for what it is: "none of your cards can take this trick" where partner's card
        # was winning it read as a misfortune (a player's review).
        best = trick[winner_index(trick, view.trump)]
        what = translate("Hints", "Play the {0}: your side's {1} is winning the trick").format(card, card_sign(best))
    elif any(winner_index([*trick, CARDS[a.card]], view.trump) == len(trick)
             for a in view.legal if isinstance(a, Play)):
        what = translate("Hints", "Play the {0}: it does not take this trick").format(card)
    else:  # "it does not take this trick" is true of every card then: it explains nothing
        what = translate("Hints", "Play the {0}: none of your cards can take this trick").format(card)
    return what + game.hint_goal(view) + "."


def _side_winning(view: PlayerView) -> bool:
    """In a game of partners, whether the card winning the trick so far is the side's own:
    partner's, or declarer's own hand's when declarer plays from dummy."""
    spec = get_game(view.game)
    if not view.trick or not (spec.fixed_partnerships or spec.partners_change):
        return False
    playing = view.to_act if view.to_act is not None else view.seat
    winner = (view.leader + winner_index(list(view.trick), view.trump)) % view.n
    return winner % 2 == playing % 2
