"""Minibridge by rules of thumb: honest points, the textbook contract, greedy play.

* Points: the true count (the engine accepts nothing else).
* Contract: trumps in the longest suit of eight or more cards between declarer and dummy,
  a major whenever there is a major fit (game in a major needs one trick fewer than in a
  minor); otherwise no trumps. Game with 25+ combined points in no trumps or a major, 29+
  in a minor — the usual point counts for 9–10 and 11 tricks.
* Play: both sides want every trick, but a card never overtakes partner's card when
  partner's card is sure to win the trick anyway.
"""

from __future__ import annotations

import random

from ...engine.actions import Action, Announce, ChooseContract, Play
from ...engine.cards import CARDS, FULL_DECK, SUIT_MASKS, hcp, mask_of
from ...engine.games.minibridge import MinibridgeInfo
from ...engine.phase import Phase
from ...engine.trick import winner_index
from ...engine.view import PlayerView
from .cardplay import choose_card, wins_now

# The games these rules of thumb play (the package builds its table from it).
GAMES = ("minibridge",)

MAJOR_GAME_POINTS = 25  # also no trumps
MINOR_GAME_POINTS = 29
FIT = 8


def choose_contract(hand: int, dummy: int) -> tuple[str, bool]:
    """(strain, game) for declarer's ``hand`` and ``dummy`` (masks)."""
    lengths = [((hand | dummy) & SUIT_MASKS[s]).bit_count() for s in range(4)]
    points = hcp(hand) + hcp(dummy)
    majors = [s for s in (0, 1) if lengths[s] >= FIT]  # spades, hearts
    minors = [s for s in (2, 3) if lengths[s] >= FIT]  # diamonds, clubs
    fits = majors or minors
    if not fits:
        return "NT", points >= MAJOR_GAME_POINTS
    # Longest fit; between equal lengths the higher-ranking suit (spades, then diamonds).
    suit = max(fits, key=lambda s: (lengths[s], -s))
    need = MAJOR_GAME_POINTS if suit in (0, 1) else MINOR_GAME_POINTS
    return "SHDC"[suit], points >= need


def _acting_hand(view: PlayerView) -> int:
    """The hand the card comes from: dummy's when declarer plays for dummy."""
    info = view.info_as(MinibridgeInfo)
    if view.to_act != view.seat and view.to_act == info.dummy:
        return mask_of(info.dummy_hand or ())
    return mask_of(view.hand)


def partner_sure_to_win(view: PlayerView) -> bool:
    """Is partner's card winning the trick, and can nobody still to play beat it in suit?

    Nobody can when the acting seat is last to play, or when every higher card of that
    suit is already played or in hands the decider can see (its own and dummy's). Ruffs
    by the last player are not guessed at: this is a simple player.
    """
    trick = list(view.trick)
    if not trick or view.to_act is None:
        return False
    seat = view.to_act
    leader = (seat - len(trick)) % 4
    best = winner_index(trick, view.trump)
    if (leader + best) % 4 != (seat + 2) % 4:
        return False
    if len(trick) == 3:
        return True
    card = trick[best]
    suit = card // 13
    higher = SUIT_MASKS[suit] & ~((2 << card) - 1)
    dummy_hand = mask_of(view.info_as(MinibridgeInfo).dummy_hand or ())
    seen = view.played | mask_of(view.hand) | _acting_hand(view) | dummy_hand
    last = (seat + 1) % 4
    if last == view.info_as(MinibridgeInfo).dummy:
        return not higher & dummy_hand
    return not higher & (FULL_DECK & ~seen)


def choose(view: PlayerView, rng: random.Random) -> Action:
    if view.phase == Phase.ANNOUNCING:
        return Announce(view.seat, hcp(mask_of(view.hand)))
    if view.phase == Phase.CONTRACT:
        strain, game = choose_contract(mask_of(view.hand), mask_of(view.info_as(MinibridgeInfo).dummy_hand or ()))
        return ChooseContract(view.seat, strain, game)
    if partner_sure_to_win(view):
        plays = [a for a in view.legal if isinstance(a, Play)]
        # Play low: a card that does not overtake, no trump if avoidable, lowest rank.
        return min(
            plays, key=lambda a: (wins_now(view, a.card), CARDS[a.card].suit == view.trump, a.card % 13)
        )
    return choose_card(view, want_trick=True)


__all__ = ["choose", "choose_contract", "partner_sure_to_win"]
