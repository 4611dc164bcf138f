"""The phases a round passes through, as one string-valued enum.

Every game's round is in exactly one phase: its decisions (bidding, announcing points,
choosing a contract), then the play, then done. The values are the words the engine has
always used ("play", "bidding", …), so a phase compares equal to its word and formats as
it in messages.
"""

from __future__ import annotations

import enum


class Phase(enum.StrEnum):
    # Bugger Bridge's open bids; Bugami's and Bleeding Hearts' secret ones.
    BIDDING = "bidding"
    # Minibridge: each seat announces its high-card points.
    ANNOUNCING = "announcing"
    # Minibridge: declarer chooses the strain and part-score or game.
    CONTRACT = "contract"
    # Cards are played to tricks.
    PLAY = "play"
    # The round is over and scored.
    DONE = "done"
