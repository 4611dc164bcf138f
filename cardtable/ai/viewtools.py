"""Small facts read off a :class:`PlayerView` that every searching player needs."""

from __future__ import annotations

import random

from ..engine.actions import Action, Play
from ..engine.cards import mask_of
from ..engine.view import PlayerView


def legal_card_mask(view: PlayerView) -> int:
    """Mask of the cards among the legal actions (dummy's, when declarer plays for it)."""
    m = 0
    for a in view.legal:
        if type(a) is Play:
            m |= 1 << a.card
    return m


def play_action(view: PlayerView, card: int) -> Action:
    """The legal action that plays ``card`` (so that the action names the right seat)."""
    for a in view.legal:
        if type(a) is Play and a.card == card:
            return a
    raise ValueError(f"card {card} is not a legal play")


def trick_mask(view: PlayerView) -> int:
    return mask_of(view.trick)


def acting_seat(view: PlayerView) -> int:
    """The seat whose card is asked for: the view's own, or dummy's for declarer."""
    return view.to_act if view.to_act is not None else view.seat


__all__ = ["acting_seat", "legal_card_mask", "play_action", "trick_mask"]


def play_choices(view: PlayerView) -> tuple[int, list[int], Action | None]:
    """The legal cards (a mask), their candidate classes (equivalent cards merged), and the
    play to make at once when there is no real choice — the opening of every card search."""
    from .candidates import card_classes

    legal = legal_card_mask(view)
    if not legal & (legal - 1):
        card = legal.bit_length() - 1
        return legal, [card], play_action(view, card)
    cands = card_classes(legal, mask_of(view.hand), view.played & ~trick_mask(view))
    return legal, cands, play_action(view, cands[0]) if len(cands) == 1 else None


def blind_choice(view: PlayerView) -> Action:
    """A blind hand's card (Dumb-Bunny): any legal one, as a person must pick, drawn from the
    position itself rather than the player's own random numbers, so that every computer
    level picks alike there — no level can do better blind, and duplicate comparisons of
    levels lose that noise."""
    rng = random.Random(f"blind/{view.round_index}/{view.seat}/{view.played}/{len(view.trick)}")
    return rng.choice(view.legal)
