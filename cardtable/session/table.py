"""A table session: THE game loop. One match with its seats, humans and computer players,
and its dealer's random numbers; Qt-free, so the app, the tools and the tests all drive
matches through it.

:meth:`TableSession.advance` moves play on as far as it can: it deals when a round is
needed, asks computer players through the :class:`~cardtable.session.thinking.Thinker` the
caller supplied, applies their answers, and stops when a human must decide (telling
listeners :class:`~cardtable.session.events.YourTurn`), when a computer is still thinking,
or when the match is over. A caller that shows the table pauses it with ``hold`` (the app:
while cards are still flying) and calls :meth:`advance` again when it is ready.

Listeners get every step as a list of events: the engine's (``CardPlayed``, ``TrickWon``,
``RoundScored``…) and the session's own (:mod:`cardtable.session.events`). The human's
actions come in through :meth:`submit` with the ``turn`` they were made for, so a click
meant for an earlier state (after an undo, a claim, a new game) is refused; the computer
players' answers carry their turn too, and a stale one is dropped.

Where the rules let a player change a decision already made (Bugger Bridge: a bid, until
the next player has bid), :meth:`TableSession.amendable` says when the human may, and the
change comes in through :meth:`submit` like any action. It moves the turn on, so the next
player's question, asked from the view before the change, can no longer be answered: its
answer is dropped, and the next player is asked again and sees the changed bid.
"""

from __future__ import annotations

import dataclasses
import itertools
import os
import random
from collections.abc import Callable, Sequence
from typing import Any

from ..engine import Match
from ..engine.actions import Action
from ..engine.cards import CARDS
from ..engine.errors import IllegalAction
from ..engine.record import replay
from ..engine.view import PlayerView
from . import claims, saving
from .events import (
    AutosaveFailed,
    ClaimAccepted,
    ClaimRefused,
    Finished,
    HintReady,
    Redone,
    ThinkerFailed,
    Thinking,
    Undone,
    YourTurn,
)
from .exercise_ref import ExerciseRef
from .history import History, decisions_in, position, record_of
from .seats import Decision, SeatConfig
from .thinking import InlineThinker, Question, Thinker

Listener = Callable[[list], None]
_session_numbers = itertools.count(1)


class TableSession:
    def __init__(
        self,
        game: str,
        seats: Sequence[SeatConfig],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        *,
        match: Match | None = None,
        thinker: Thinker | None = None,
        autosave: str | os.PathLike[str] | None = None,
        dealer: random.Random | None = None,
        player_seed: str | None = None,
    ) -> None:
        """``dealer`` (default: from ``seed``) deals the rounds; ``player_seed`` (default: the
        seed) seeds the computer players, seat by seat (tools that deal the same cards to
        several matches pass both)."""
        self.seats = list(seats)
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        self.rng = dealer if dealer is not None else random.Random(self.seed)
        self.player_seed = player_seed if player_seed is not None else str(self.seed)
        # Names this session's computer players wherever they live (a worker process).
        self.key = f"{self.seed}:{next(_session_numbers)}"
        self.match = match if match is not None else Match(game, [s.name for s in self.seats], options)
        self.thinker: Thinker = thinker if thinker is not None else InlineThinker()
        self.autosave = autosave
        # The caller's "not now" (the app: an animation is running); play waits while true.
        self.hold: Callable[[], bool] = lambda: False
        self.turn = 0
        # The pending decision worked out at (turn, match), see :meth:`pending`.
        self._pending: tuple[int, Match | None, Decision | None] = (-1, None, None)
        self.listeners: list[Listener] = []
        self.practice = False  # set once undo is used: the match no longer counts
        # A practice deal's computer leads as the exercise teaches (see ``Question.taught_lead``).
        self.taught_lead = False
        # The exercise a practice deal was dealt from (None for any other match).
        self.exercise: ExerciseRef | None = None
        # Tells this table's match apart from another dealt the same cards (a restart on a
        # fixed seed) in the statistics; saved with the game, so a resume keeps it.
        self.instance = os.urandom(6).hex()  # an opaque id; uuid would import platform (slow)
        self.history = History()
        # What a resume had to change to go on (an unknown level or option), for the window.
        self.notes: list[str] = []
        # Whether the last autosave was written (None: none was tried yet).
        self.autosave_ok: bool | None = None
        self._ready: tuple[int, Action] | None = None  # a computer's answer waiting for the table
        self._asked: int | None = None  # the turn a computer was last asked about
        self._told: int | None = None  # the turn the human was last told about
        self._finished_told = False
        self._advancing = False
        self._again = False
        self._checkpoint()

    @classmethod
    def resume(
        cls, record: dict[str, Any], seats: Sequence[SeatConfig], seed: int | None = None, **kw: Any
    ) -> TableSession:
        """A session continuing a saved match (the record is replayed and checked)."""
        match = replay(record)
        session = cls(match.game, seats, match.options, seed, match=match, **kw)
        session.history.resumed_from(lambda: decisions_in(record, session.undo_stops_at))
        return session

    # ----- state ------------------------------------------------------------------------

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def pending(self) -> Decision | None:
        """The decision the table waits for, or ``None`` between rounds and at the end.

        Worked out once per turn: the loop asks several times for each decision (before
        asking, when the answer comes, before applying it, after it), and whose turn it is
        costs the engine real work (Dumb-Bunny: which table is in play). Every change to
        the match moves :attr:`turn` on (:meth:`_after`), and a match replaced (undo, redo)
        is another object, so a decision kept for this turn and this match is still true."""
        known = self._pending
        if known[0] == self.turn and known[1] is self.match:
            return known[2]
        rnd = self.match.current
        decision = None
        if rnd is not None and (seat := rnd.to_act) is not None:
            actor = rnd.actor(seat)
            decision = Decision(seat, actor, self.seats[actor].human, self.turn)
        self._pending = (self.turn, self.match, decision)
        return decision

    def human_decision(self) -> Decision | None:
        """The human's decision the table waits for and has told about (``None`` otherwise):
        the only moment a human action, a hint or a claim means something."""
        d = self.pending()
        return d if d is not None and d.human and self._told == d.turn else None

    def view(self, seat: int) -> PlayerView:
        return self.match.view(seat)

    def amendable(self) -> Decision | None:
        """The human's last decision, while they may still change it (Bugger Bridge: their
        bid is the last one made and the next seat has not bid yet), else ``None``. The
        decision's ``turn`` is the one to :meth:`submit` the change with."""
        rnd = self.match.current
        changes = rnd.amendments() if rnd is not None else []
        if rnd is None or not changes:
            return None
        seat = changes[0].seat
        actor = rnd.actor(seat)
        if not self.seats[actor].human:
            return None
        return Decision(seat, actor, True, self.turn)

    def amend_view(self, decision: Decision) -> PlayerView:
        """What the human sees to change ``decision``: their view, the changes the rules
        allow as its legal actions (empty once the change is no longer allowed)."""
        rnd = self.match.current
        changes = rnd.amendments() if rnd is not None and decision.turn == self.turn else []
        return dataclasses.replace(self.view(decision.actor), legal=tuple(changes))

    def refusals(self, seat: int) -> dict[int, tuple]:
        """The cards ``seat`` holds but may not play now, each with the rule that forbids it
        (a reason code, the trick so far, trumps: for the table to put into words)."""
        rnd = self.match.current
        if rnd is None:
            return {}
        hand = rnd.hands[seat]
        rules = {c: rnd.illegal_rule(CARDS[c]) for c in range(52) if hand >> c & 1}
        return {c: rule for c, rule in rules.items() if rule is not None}

    def retell(self) -> None:
        """Tell the pending human decision again at the next :meth:`advance` (the human's
        action was refused, and the table must offer the choice anew)."""
        self._told = None

    # ----- the loop ---------------------------------------------------------------------

    def advance(self) -> None:
        """Move play on as far as it can go now (see the module's docstring)."""
        if self._advancing:  # called back from inside a step (a listener, an inline answer)
            self._again = True
            return
        self._advancing = True
        try:
            while True:
                self._again = False
                if not self._step() and not self._again:
                    return
        finally:
            self._advancing = False

    def _step(self) -> bool:
        """One step of play; True when it changed something that may let play go further."""
        held = self.hold()
        if self.match.finished:
            if not held and not self._finished_told:
                self._finished_told = True
                self.tell([Finished(tuple(self.match.winners))])
            return False
        d = self.pending()
        if d is None:
            if held:
                return False
            self.deal()
            return True
        if d.human:
            if not held and self._told != d.turn:
                self._told = d.turn
                self.tell([YourTurn(d)])
            return False
        if self._ready is not None and self._ready[0] == d.turn:
            if held:
                return False
            action = self._ready[1]
            self._ready = None
            self.submit(action, d.turn)
            return True
        if self._asked != d.turn:
            self._asked = d.turn
            self.tell([Thinking(d)])
            self.thinker.ask(self._question(d), self._answered)
            return self._ready is not None
        return False

    def _question(self, d: Decision, hint: bool = False) -> Question:
        level = self.seats[d.actor].level
        if hint:
            from ..analysis.hints import HINT_LEVEL

            level = HINT_LEVEL
        return Question(self.key, self.player_seed, d.actor, level, self.view(d.actor), d.turn, hint,
                        self.taught_lead and not hint)

    def _answered(self, question: Question, answer: Any) -> None:
        if question.turn != self.turn:
            return  # stale: the table has moved on (undo, claim, new game) since it was asked
        d = self.pending()
        if d is None:
            return
        if isinstance(answer, Exception):
            self.tell([ThinkerFailed(d, answer)])
            return
        if question.hint:
            action, search = answer
            self.tell([HintReady(d, action, search)])
            return
        self._ready = (question.turn, answer)
        self.advance()

    def play_computers(self, limit: int = 100_000) -> list:
        """Let computer players act (dealing as needed) until a human must decide or the
        match ends, and return the events; for tools and tests with an inline thinker."""
        events: list = []
        self.listeners.append(events.extend)
        try:
            for _ in range(limit):
                before = self.turn
                self.advance()
                if self.turn == before:
                    break
        finally:
            self.listeners.remove(events.extend)
        return events

    # ----- acting -----------------------------------------------------------------------

    def deal(self) -> list:
        """Start the next round with the session's dealer's random numbers."""
        events = self.match.deal(self.rng)
        self._after(events)
        return events

    def submit(self, action: Action, turn: int | None = None) -> list:
        """Apply an action for the pending decision; ``turn`` guards against stale answers.
        A new action ends what redo could go back to."""
        if turn is not None and turn != self.turn:
            raise IllegalAction("that decision is no longer pending")
        at = position(self.match)
        events = self.match.apply(action)
        # Every action moves the turn on: a computer's answer still waiting was thought
        # from the view before it (the next bidder's, before a changed bid), so it goes.
        self._ready = None
        self.history.forget_redo(at)
        self._after(events)
        return events

    def hint_refused(self) -> bool:
        """Whether the human's decision is one a hint must not be given for: a blind hand,
        played face down, where naming a card would show it (a player's review: "Play the
        8♣", and Enter played the card it had picked out among the hidden ones)."""
        d = self.human_decision()
        return d is not None and self.view(d.actor).info.blind

    def hint(self) -> bool:
        """Ask a strong computer player what it would do in the human's place (the answer
        comes as :class:`HintReady`); False when no human decision is pending, or it is one
        no hint is given for (:meth:`hint_refused`)."""
        d = self.human_decision()
        if d is None or self.hint_refused():
            return False
        self.thinker.ask(self._question(d, hint=True), self._answered)
        return True

    # ----- claims -----------------------------------------------------------------------

    @property
    def can_claim(self) -> bool:
        return self.human_decision() is not None and claims.claim_possible(self)

    def tricks_left(self) -> int:
        return claims.tricks_left(self)

    def claim(self, tricks: int) -> ClaimAccepted | ClaimRefused | None:
        """Claim ``tricks`` of the remaining ones (see :mod:`cardtable.session.claims`)."""
        return claims.make_claim(self, tricks) if self.can_claim else None

    # ----- undo and redo ----------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        """Not once the match is over: its result is in the statistics and the list of recent
        matches, and a match undone from there came back as unfinished beside its own
        finished entry (a player's review)."""
        return not self.match.finished and self.history.can_undo(record_of(self.match))

    @property
    def can_redo(self) -> bool:
        return self.history.can_redo

    def undo(self) -> bool:
        """Go back to the human's previous decision by replaying its record; the match is
        marked as practice. Returns False when there is nothing to undo."""
        if self.match.finished:
            return False
        rec = self.history.undo(record_of(self.match))
        if rec is None:
            return False
        self.practice = True
        self._go_to(rec, Undone())
        return True

    def redo(self) -> bool:
        """Forward again to where the last undo came from. False when there is nothing to redo."""
        rec = self.history.redo()
        if rec is None:
            return False
        self._go_to(rec, Redone())
        return True

    def _go_to(self, record: dict[str, Any], event: Undone | Redone) -> None:
        self.match = replay(record)
        self._ready = None
        self._finished_told = False
        self._after([event])
        self.advance()

    # ----- after every step -------------------------------------------------------------

    def _checkpoint(self) -> None:
        """Mark the human's pending decision as a place undo may come back to."""
        decision = self.pending()
        if decision is not None and decision.human and self.undo_stops_at(self.match):
            self.history.mark(record_of(self.match))

    def undo_stops_at(self, match: Match) -> bool:
        """Whether ``match`` waits for a human decision that undo may come back to: not one
        the record cannot hold the table at (see ``GameSpec.unrecorded_phases``), nor one
        made in secret and shown with the others (``GameSpec.sealed_phases``), nor a card a
        claim played for the human."""
        rnd = match.current
        spec = match.spec
        if (rnd is None or rnd.phase in spec.unrecorded_phases or rnd.phase in spec.sealed_phases
                or (seat := rnd.to_act) is None):
            return False
        return self.seats[rnd.actor(seat)].human and not self.history.in_claim(position(match))

    def _after(self, events: list) -> None:
        self.turn += 1
        self._checkpoint()
        if self.autosave is not None:
            try:
                saving.write_autosave(self, self.autosave)
            except OSError as exc:
                self.autosave_ok = False
                # The reason, not the temporary file's name: the banner names the folder.
                events = [*events, AutosaveFailed(exc.strerror or str(exc))]
            else:
                self.autosave_ok = True
        self.tell(events)

    def tell(self, events: list) -> None:
        """Give ``events`` to every listener. A listener that asks the table to go on (the
        app, when an animation ends at once) is heard after the telling, never in the
        middle of it: every listener sees the events in the order they happened."""
        was = self._advancing
        self._advancing = True
        try:
            for listener in list(self.listeners):
                listener(events)
        finally:
            self._advancing = was
