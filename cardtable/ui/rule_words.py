"""The follow rules in the app's language, said to the player: 'You must follow hearts'.

The engine names the rule that forbids a card (a reason code, the trick so far, trumps);
the words are the UI's, so that they can be translated."""

from __future__ import annotations

from ..engine import trick as rules
from ..engine.cards import CARDS, SUITS
from ..engine.trick import winner_index
from ..words import suit_noun
from .announcer import spoken_card
from .badges import translate


def rule_words(rule: tuple[str, tuple[int, ...], int | None]) -> str:
    """Why a held card may not be played now, as a sentence to the player."""
    reason, trick, trump = rule
    if reason == rules.ANY or not trick:
        return translate("Rules", "You may play any card.")
    led = SUITS[trick[0] // 13]
    win = spoken_card(CARDS[trick[winner_index(list(trick), trump)]])
    if reason == rules.FOLLOW:
        return translate("Rules", "You must follow {0}.").format(suit_noun(led))
    if reason == rules.BEAT:
        return translate("Rules", "You must beat the {0} with a higher card of {1}.").format(win, suit_noun(led))
    if reason == rules.OVERTRUMP:
        return translate("Rules", "You have no {0}: you must overtrump the {1}.").format(suit_noun(led), win)
    trumps = suit_noun(SUITS[trump]) if trump is not None else translate("Rules", "trumps")
    return translate("Rules", "You have no {0}: you must trump with {1}.").format(suit_noun(led), trumps)
