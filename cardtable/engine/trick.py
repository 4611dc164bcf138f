"""The trick: who wins it, and which cards a player may add to it.

Every game reuses this module. Two legal-card policies exist:

* ``follow_suit`` (the standard rule): follow the suit led if you can, else anything.
* ``must_beat`` (Dumb-Bunny Bridge): follow and beat the card now winning if you can;
  once the trick is trumped, any card of the suit led; void in the suit led with trumps
  in hand, trump and overtrump if you can, otherwise any trump; else anything.

Both take masks and return a mask of the playable cards together with a short reason
code, which :func:`explain` turns into words for error messages and tooltips.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import CARDS, SUIT_MASKS, Suit

FOLLOW_SUIT = "follow-suit"
MUST_BEAT = "must-beat"

# Reason codes: why the legal set is what it is.
ANY = "any"  # leading, or void with nothing forcing
FOLLOW = "follow"  # must follow the suit led
BEAT = "beat"  # must follow and beat the winning card
TRUMP = "trump"  # void: must trump
OVERTRUMP = "overtrump"  # void: must overtrump


def winner_index(cards: Sequence[int], trump: int | None) -> int:
    """Index (0-based, in play order) of the card that wins a trick.

    The highest trump wins; with no trump in the trick, the highest card of the suit led.
    ``trump`` is a suit number or ``None`` for no trumps.
    """
    best = 0
    best_card = cards[0]
    best_suit = best_card // 13
    for i in range(1, len(cards)):
        c = cards[i]
        s = c // 13
        if s == best_suit:
            if c > best_card:
                best, best_card = i, c
        elif s == trump:
            best, best_card, best_suit = i, c, s
    return best


def legal_follow_suit(hand: int, trick: Sequence[int], trump: int | None = None) -> tuple[int, str]:
    """Playable cards under the standard rule: follow suit if you can."""
    if not trick:
        return hand, ANY
    same = hand & SUIT_MASKS[trick[0] // 13]
    if same:
        return same, FOLLOW
    return hand, ANY


def legal_must_beat(hand: int, trick: Sequence[int], trump: int | None) -> tuple[int, str]:
    """Playable cards under Dumb-Bunny's must-beat rule (see the module docstring)."""
    if not trick:
        return hand, ANY
    led = trick[0] // 13
    win = trick[winner_index(trick, trump)]
    win_suit = win // 13
    same = hand & SUIT_MASKS[led]
    if same:
        if win_suit != led:  # trumped already: following cannot win
            return same, FOLLOW
        higher = same & ~((2 << win) - 1)
        if higher:
            return higher, BEAT
        return same, FOLLOW
    if trump is None:
        return hand, ANY
    trumps = hand & SUIT_MASKS[trump]
    if not trumps:
        return hand, ANY
    if win_suit == trump:
        over = trumps & ~((2 << win) - 1)
        if over:
            return over, OVERTRUMP
    return trumps, TRUMP


POLICIES = {FOLLOW_SUIT: legal_follow_suit, MUST_BEAT: legal_must_beat}


def explain(reason: str, trick: Sequence[int], trump: int | None) -> str:
    """The rule behind a reason code, in words: 'must follow hearts'."""
    if reason == ANY or not trick:
        return "may play any card"
    led = Suit(trick[0] // 13)
    win = CARDS[trick[winner_index(trick, trump)]]
    if reason == FOLLOW:
        return f"must follow {led.noun}"
    if reason == BEAT:
        return f"must beat the {win} with a higher {led.noun[:-1]}"
    trump_noun = Suit(trump).noun if trump is not None else "trumps"
    if reason == OVERTRUMP:
        return f"must overtrump the {win} (void in {led.noun})"
    return f"must trump with {trump_noun} (void in {led.noun})"
