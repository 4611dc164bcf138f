"""Dumb-Bunny Bridge: partnerships at tables of four, the must-beat rule, and a hand card.

Rules as in docs/RULES.md: 4, 8, 12 or 16 players at tables of four, partners opposite; 13
cards each, the deal passing left every hand at every table; the must-beat rule
(``trick.legal_must_beat``); each player scores their side's tricks. A hand card (data,
editable: :data:`DEFAULT_HAND_CARD`) gives each hand its trump and modifiers — swap,
blind, new partners, move tables.

One match "round" is one hand played at every table. :class:`DumbBunnyRound` bundles one
:class:`TableRound` per table behind the :class:`~cardtable.engine.round.Round` API, in
*player* indices. The tables are played one after another (all of table 1, then table 2,
…) so that exactly one player is to act at any moment, which is all a match, a replay or
a computer player needs; real tables play at the same time, but no table's play can
depend on another's within a hand, so the order changes nothing.

Seats at a table are numbered clockwise from North: 0 North, 1 East, 2 South, 3 West.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import PLAYS, Action, Play, plays_of
from ..cards import CARDS, FULL_DECK, SUIT_CHARS, Card, cards_of, mask_of, parse_cards
from ..errors import DealError, IllegalAction, OptionError
from ..events import CardPlayed, Event, TrickWon, card_played_of
from ..phase import Phase
from ..round import DONE, PLAY, Round, TrickRound
from ..tally import ROUND, Result, RoundInfo, Scored, ScoresheetError, plural, suit_symbol, whole
from ..trick import ANY, legal_must_beat
from ..view import GameInfo, PlayerView
from .base import GameSpec, MatchState, Option, as_text, cards_from_record, deal_out, read_hands

SWAP = "swap"
BLIND = "blind"
NEW_PARTNERS = "new_partners"
MOVE_TABLES = "move_tables"
MODIFIERS = (SWAP, BLIND, NEW_PARTNERS, MOVE_TABLES)

# Seats of a table: partners are 0 and 2 (North–South), 1 and 3 (East–West).
SEATS = 4
HAND_SIZE = 13


def _hand(trump: str | None, *modifiers: str) -> dict[str, Any]:
    return {"trump": trump, "modifiers": list(modifiers)}


# docs/RULES.md's 16-hand card, in the JSON shape of the ``hand_card`` option (and of
# ``resources/dumb-bunny-hand-card.json``, a copy for people writing their own card; the
# engine never reads it). The New-game dialog edits the option, starting from this card.
DEFAULT_HAND_CARD: list[dict[str, Any]] = [
    _hand(None),  # 1 NT
    _hand("S"),  # 2
    _hand("H"),  # 3
    _hand(None, BLIND, NEW_PARTNERS),  # 4 NT blind, then new partners
    _hand("D"),  # 5
    _hand("C"),  # 6
    _hand(None),  # 7 NT
    _hand("S", SWAP, MOVE_TABLES),  # 8 swap, then move tables
    _hand(None),  # 9 NT
    _hand("H"),  # 10
    _hand("D", BLIND),  # 11 blind
    _hand("C", NEW_PARTNERS),  # 12, then new partners
    _hand("S"),  # 13
    _hand(None, SWAP),  # 14 NT swap
    _hand("H"),  # 15
    _hand(None),  # 16 NT
]


@dataclasses.dataclass(frozen=True)
class Hand:
    """One line of the hand card: trump (suit number or ``None``) and its modifiers."""

    trump: int | None
    modifiers: frozenset[str] = frozenset()

    @property
    def swap(self) -> bool:
        return SWAP in self.modifiers

    @property
    def blind(self) -> bool:
        return BLIND in self.modifiers

    @property
    def new_partners(self) -> bool:
        return NEW_PARTNERS in self.modifiers

    @property
    def move_tables(self) -> bool:
        return MOVE_TABLES in self.modifiers


def parse_hand_card(card: Any) -> tuple[Hand, ...]:
    """The hand card option as :class:`Hand` lines; :class:`OptionError` names the bad hand."""
    what = "option hand_card of dumb-bunny"
    if not isinstance(card, list) or not card:
        raise OptionError(f"{what} must be a non-empty list of hands")
    hands = []
    for i, entry in enumerate(card, 1):
        if not isinstance(entry, dict):
            raise OptionError(f'{what}: hand {i} must be an object like {{"trump": "S", "modifiers": []}}')
        unknown = sorted(set(entry) - {"trump", "modifiers"})
        if unknown:
            raise OptionError(f"{what}: hand {i} has unknown field {unknown[0]!r} (fields: trump, modifiers)")
        if "trump" not in entry:
            raise OptionError(f"{what}: hand {i} needs a trump (a suit letter S, H, D, C, or null)")
        trump = entry["trump"]
        if trump is not None and (not isinstance(trump, str) or trump not in "SHDC" or len(trump) != 1):
            raise OptionError(f"{what}: hand {i} has trump {trump!r}; it must be S, H, D, C or null")
        mods = entry.get("modifiers", [])
        if not isinstance(mods, list):
            raise OptionError(f"{what}: hand {i} modifiers must be a list")
        for m in mods:
            if m not in MODIFIERS:
                raise OptionError(
                    f"{what}: hand {i} has unknown modifier {m!r} (modifiers: {', '.join(MODIFIERS)})"
                )
        if len(set(mods)) != len(mods):
            raise OptionError(f"{what}: hand {i} names a modifier twice")
        hands.append(Hand(None if trump is None else "SHDC".index(trump), frozenset(mods)))
    return tuple(hands)


DEFAULT_HANDS = parse_hand_card(DEFAULT_HAND_CARD)


# ----- seating ---------------------------------------------------------------------------


def rotate_partners(seats: Sequence[Sequence[int]]) -> list[list[int]]:
    """New partners at every table: North stays, the other three move one seat clockwise
    (East to South, South to West, West to East).

    At a table of four the partnerships are {N,S}{E,W}; after the move North partners the
    old East and the old West partners the old South, so nobody keeps a partner; three
    moves bring the table back to where it began, through all three partnerships.
    """
    return [[t[0], t[3], t[1], t[2]] for t in seats]


def move_tables(seats: Sequence[Sequence[int]]) -> list[list[int]]:
    """East–West players move to the next table (the last table's to the first), keeping
    their seats; North–South stay. With one table nobody moves."""
    k = len(seats)
    return [[seats[t][0], seats[t - 1][1], seats[t][2], seats[t - 1][3]] for t in range(k)]


def seating_after(seats: Sequence[Sequence[int]], hand: Hand) -> list[list[int]]:
    """Seating for the next hand: new partners first, then moving tables, as the hand says."""
    out = [list(t) for t in seats]
    if hand.new_partners:
        out = rotate_partners(out)
    if hand.move_tables:
        out = move_tables(out)
    return out


def next_dealers(before: Sequence[Sequence[int]], dealers: Sequence[int],
                 after: Sequence[Sequence[int]]) -> list[int]:
    """The dealer chair at each table for the next hand: the player on the left of the
    table's last dealer, where that dealer sits now; if the dealer moved to another table,
    the player on the left of the chair they left. Nobody deals twice running, whatever
    the seat changes (partners rotate within a table; movers go to another table)."""
    out = []
    for old, chair, new in zip(before, dealers, after, strict=True):
        dealer = old[chair]
        where = new.index(dealer) if dealer in new else chair
        out.append((where + 1) % SEATS)
    return out


def legal_blind(hand: int, trick: Sequence[int], trump: int | None) -> tuple[int, str]:
    """Blind hands: nobody sees the card they play, so no obligation can be enforced."""
    return hand, ANY


# ----- rounds ----------------------------------------------------------------------------


class TableRound(TrickRound):
    """One table's hand: four seats, the must-beat rule (or none, blind), 13 tricks."""

    game = "dumb-bunny"

    def __init__(
        self,
        hands: Sequence[int],
        dealer: int,
        trump: int | None,
        names: Sequence[str],
        *,
        blind: bool = False,
    ) -> None:
        super().__init__(hands, dealer, trump, names, policy=legal_blind if blind else legal_must_beat)
        self.blind = blind

    def _visible_hand(self, seat: int) -> int:
        # Blind: the cards are face down even to their holder; only the count shows.
        return 0 if self.blind else self.hands[seat]

    def side_tricks(self) -> tuple[int, int]:
        """Tricks of North–South and of East–West."""
        t = self.tricks
        return t[0] + t[2], t[1] + t[3]


@dataclass(frozen=True, kw_only=True)
class DumbBunnyInfo(GameInfo):
    """A player's table and hand: where they sit, which hand of the card it is, and its
    modifiers. ``seats`` (from :class:`GameInfo`) maps the view's seats to players."""

    player: int  # the viewing player (the view's ``seat`` is their seat at the table)
    table: int  # their table, 0-based
    tables: int  # tables in play
    table_in_play: int | None  # the table whose cards are being played (None once all are done)
    partner: int  # their partner, a player index
    hand_number: int  # 1-based line of the hand card
    modifiers: tuple[str, ...]  # this hand's modifiers, in the order of MODIFIERS
    swap: bool
    new_partners: bool
    move_tables: bool
    all_totals: tuple[int, ...]  # every player's match total (``totals`` has this table's)


class DumbBunnyRound:
    """One hand at every table: implements the :class:`~cardtable.engine.round.Round`
    protocol in player indices.

    ``to_act``, ``legal_actions``, ``apply``, ``scores``, ``player_tricks`` and the events
    speak of players (0..n-1); a :meth:`view` is its player's table seen from their seat,
    in seat numbers 0..3 like any four-player round, with the mapping in ``info.seats``.
    """

    game = "dumb-bunny"

    def __init__(
        self,
        seats: Sequence[Sequence[int]],
        dealers: Sequence[int],
        hands: Sequence[Sequence[int]],
        hand: Hand,
        names: Sequence[str],
        index: int = 0,
    ) -> None:
        self.names = tuple(names)
        self.n = len(self.names)
        self.seats: tuple[tuple[int, ...], ...] = tuple(tuple(s) for s in seats)
        self.hand = hand
        self.index = index
        self.trump = hand.trump
        self.tables = [
            TableRound(hs, d, hand.trump, [self.names[p] for p in s], blind=hand.blind)
            for s, d, hs in zip(self.seats, dealers, hands, strict=True)
        ]
        self.where: dict[int, tuple[int, int]] = {
            p: (t, i) for t, s in enumerate(self.seats) for i, p in enumerate(s)
        }
        dealt = [0] * self.n
        for s, hs in zip(self.seats, hands, strict=True):
            for p, h in zip(s, hs, strict=True):
                dealt[p] = h
        self.dealt: tuple[int, ...] = tuple(dealt)
        self.scores: list[int] | None = None
        self._first_open = 0  # no table before this one is still in play (see current_table)
        self._card_played = card_played_of(self.n)  # ready-made events in player indices
        self._plays = plays_of(self.n)  # and actions

    # ----- who and where ----------------------------------------------------------------

    @property
    def dealers(self) -> tuple[int, ...]:
        """The player dealing at each table."""
        return tuple(s[r.dealer] for s, r in zip(self.seats, self.tables, strict=True))

    @property
    def dealer(self) -> int:
        """The player dealing at table 1 (every table's dealer is in :attr:`dealers`)."""
        return self.dealers[0]

    @property
    def current_table(self) -> int | None:
        """The table in play: the first one not finished; ``None`` once all are.

        A finished table stays finished, so the search starts where the last one ended.
        """
        tables = self.tables
        t = self._first_open
        while t < len(tables) and tables[t].is_done:
            t += 1
        self._first_open = t
        return t if t < len(tables) else None

    @property
    def to_act(self) -> int | None:
        """The player whose card is next (at the table in play); ``None`` once all are done."""
        t = self.current_table
        if t is None:
            return None
        seat = self.tables[t].to_act
        assert seat is not None  # a table not done has a seat to play
        return self.seats[t][seat]

    def actor(self, player: int) -> int:
        return player

    @property
    def is_done(self) -> bool:
        return self.current_table is None

    @property
    def phase(self) -> Phase:
        return DONE if self.current_table is None else PLAY

    @property
    def trick_number(self) -> int:
        """Trick in progress at the table in play (the last table's last trick when done)."""
        t = self.current_table
        return self.tables[-1 if t is None else t].trick_number

    @property
    def hands(self) -> list[int]:
        """Each player's cards still held."""
        out = [0] * self.n
        for s, r in zip(self.seats, self.tables, strict=True):
            for p, h in zip(s, r.hands, strict=True):
                out[p] = h
        return out

    @property
    def player_tricks(self) -> list[int]:
        """Tricks each player won themself (their side's total is what scores)."""
        out = [0] * self.n
        for s, r in zip(self.seats, self.tables, strict=True):
            for p, k in zip(s, r.tricks, strict=True):
                out[p] = k
        return out

    tricks = player_tricks

    @property
    def trick(self) -> list[int]:
        t = self.current_table
        return [] if t is None else list(self.tables[t].trick)

    # ----- legal moves and play ---------------------------------------------------------

    def legal_mask(self) -> int:
        t = self.current_table
        return 0 if t is None else self.tables[t].legal_mask()

    def legal_cards(self) -> list[Card]:
        return cards_of(self.legal_mask())

    def illegal_rule(self, card: Card | str) -> tuple[str, tuple[int, ...], int | None] | None:
        t = self.current_table
        return None if t is None else self.tables[t].illegal_rule(card)

    def why_illegal(self, card: Card | str) -> str | None:
        t = self.current_table
        if t is None:
            return "no card can be played now"
        return self.tables[t].why_illegal(card)

    def amendments(self) -> list[Action]:
        """No decision is taken back in Dumb-Bunny: a card played stays played."""
        return []

    def legal_actions(self) -> list[Action]:
        t = self.current_table
        if t is None:
            return []
        table = self.tables[t]
        seat = table.to_act
        assert seat is not None  # a table not done has a seat to play
        row = self._plays[self.seats[t][seat]]
        return [row[c] for c in cards_of(table.legal_mask())]

    def play(self, card: Card | str) -> list[Event]:
        """Play ``card`` for the player whose turn it is."""
        card = Card.parse(card) if isinstance(card, str) else CARDS[card]
        player = self.to_act
        if player is None:
            raise IllegalAction(f"{card} is played after the hand's last trick")
        return self.apply(Play(player, card))

    def apply(self, action: Action) -> list[Event]:
        """Play a card at the table in play; events name players, not seats."""
        if type(action) is not Play:
            raise IllegalAction(f"Dumb-Bunny Bridge has no {type(action).__name__.lower()} action")
        player = action.seat
        if player not in self.where:
            raise IllegalAction(f"there is no player {player}")
        if not 0 <= action.card < len(CARDS):
            raise IllegalAction(f"{action.card!r} is not a card")
        card = CARDS[action.card]
        t = self.current_table
        if t is None:
            raise IllegalAction(f"{card} is played after the hand's last trick")
        pt, seat = self.where[player]
        if pt != t:
            table = self.tables[t]
            turn = self.seats[t][(table.leader + len(table.trick)) % SEATS]
            raise IllegalAction(
                f"{self.names[player]} played {card} out of turn: table {t + 1} is in play, "
                f"and it is {self.names[turn]}'s turn"
            )
        try:
            events = self.tables[t].apply(PLAYS[seat][card])
        except IllegalAction as exc:
            raise IllegalAction(f"at table {t + 1}, {exc}") from None
        seats = self.seats[t]
        out: list[Event] = []
        for e in events:
            if type(e) is CardPlayed:
                out.append(self._card_played[seats[e.seat]][e.card])
            elif type(e) is TrickWon:
                out.append(TrickWon(seats[e.seat], e.cards, e.number))
            else:
                out.append(e)
        if self.is_done:
            self.scores = self._score()
        return out

    def _score(self) -> list[int]:
        """Each player gets their side's tricks — the other side's in a swap hand."""
        scores = [0] * self.n
        for s, r in zip(self.seats, self.tables, strict=True):
            ns, ew = r.side_tricks()
            if self.hand.swap:
                ns, ew = ew, ns
            for i, p in enumerate(s):
                scores[p] = ns if i % 2 == 0 else ew
        return scores

    def start_events(self) -> list[Event]:
        return []

    # ----- views and records ------------------------------------------------------------

    def view(self, player: int, totals: Sequence[int] = (), round_index: int = 0) -> PlayerView:
        """``player``'s table from their seat; ``legal`` holds their plays (player index)."""
        t, seat = self.where[player]
        table = self.tables[t]
        seats = self.seats[t]
        base = table.view(seat)
        totals = tuple(totals)
        return dataclasses.replace(
            base,
            to_act=base.to_act if self.current_table == t else None,
            legal=tuple(self.legal_actions()) if self.to_act == player else (),
            totals=tuple(totals[p] for p in seats) if totals else (),
            round_index=round_index,
            info=DumbBunnyInfo(
                blind=self.hand.blind,
                seats=seats,
                player=player,
                table=t,
                tables=len(self.tables),
                table_in_play=self.current_table,
                partner=seats[(seat + 2) % SEATS],
                hand_number=self.index + 1,
                modifiers=tuple(m for m in MODIFIERS if m in self.hand.modifiers),
                swap=self.hand.swap,
                new_partners=self.hand.new_partners,
                move_tables=self.hand.move_tables,
                all_totals=totals,
            ),
        )

    def record(self) -> dict[str, Any]:
        return {
            "tables": [
                {
                    "seats": list(s),
                    "dealer": r.dealer,
                    "hands": r.hands_as_dealt(),
                    "plays": [str(c) for c in r.plays],
                }
                for s, r in zip(self.seats, self.tables, strict=True)
            ]
        }

    @classmethod
    def from_hands(
        cls,
        hands: Sequence[str | Sequence[str]],
        dealer: int = 3,
        trump: str | None = None,
        modifiers: Sequence[str] = (),
        names: Sequence[str] | None = None,
    ) -> DumbBunnyRound:
        """One table of four from hands in notation, players 0..3 in seats 0..3 (scripting)."""
        masks = [mask_of(parse_cards(h)) for h in hands]
        hand = Hand(None if trump is None else "SHDC".index(trump), frozenset(modifiers))
        return cls([range(SEATS)], [dealer], [masks], hand, names or [f"P{i}" for i in range(SEATS)])


# ----- the game --------------------------------------------------------------------------


class DumbBunny(GameSpec[DumbBunnyRound]):
    name = "dumb-bunny"
    title = "Dumb-Bunny Bridge"
    blurb = "Partners at tables of four must beat the trick if they can; a hand card adds trumps and twists."
    player_counts = (4, 8, 12, 16)
    options = (
        Option(
            "hand_card",
            DEFAULT_HAND_CARD,
            "The hands of a match: each a trump (S, H, D, C or none) and modifiers "
            "(swap, blind, new_partners, move_tables).",
        ),
    )
    # Every table names its own dealer in the round record; the match has no single one.
    one_dealer = False

    def _check_option_combination(self, options: dict[str, Any], n_players: int) -> None:
        parse_hand_card(options["hand_card"])
        # A private copy, so that nothing done to a match's options reaches the default.
        options["hand_card"] = copy.deepcopy(options["hand_card"])

    def hand_card(self, match: MatchState) -> tuple[Hand, ...]:
        return parse_hand_card(match.options["hand_card"])

    def rounds_planned(self, match: MatchState) -> int:
        return len(match.options["hand_card"])

    def next_dealer(self, match: MatchState) -> None:
        """No single dealer: each table's is in the round record (the rotation is proposed
        by :meth:`random_deal`, and a record's dealers are taken as written)."""
        return None

    def next_seating(self, match: MatchState) -> tuple[list[list[int]], list[int]]:
        """Seats and dealer seats the engine proposes for the next hand.

        First hand: players in order, four to a table; the player who drew the deal
        (``match.first_dealer``) deals at their table and the same seat deals at the
        others. Later: the last hand's seating after its new-partners and move-tables
        modifiers, and at every table the deal follows the player, not the chair (docs/RULES.md):
        see :func:`next_dealers`.
        """
        if not match.rounds:
            first = match.first_dealer or 0
            k = match.n // SEATS
            return [list(range(SEATS * t, SEATS * t + SEATS)) for t in range(k)], [first % SEATS] * k
        last = match.rounds[-1]
        assert isinstance(last, DumbBunnyRound)  # this spec made every round of the match
        seats = seating_after(last.seats, last.hand)
        return seats, next_dealers(last.seats, [r.dealer for r in last.tables], seats)

    def random_deal(self, match: MatchState, rng: random.Random) -> dict[str, Any]:
        seats, dealers = self.next_seating(match)
        tables = []
        for s, d in zip(seats, dealers, strict=True):
            hands, _ = deal_out(FULL_DECK, [HAND_SIZE] * SEATS, rng)
            tables.append({"seats": s, "dealer": d, "hands": [as_text(h) for h in hands]})
        return {"tables": tables}

    def new_round(self, match: MatchState, deal: dict[str, Any]) -> DumbBunnyRound:
        index = len(match.rounds)
        card = self.hand_card(match)
        if index >= len(card):
            raise DealError(f"the hand card has only {len(card)} hands")
        k = match.n // SEATS
        tables = deal.get("tables")
        if not isinstance(tables, list) or len(tables) != k:
            raise DealError(f"tables must be a list of {k} table{'s' if k > 1 else ''} of four")
        seated: dict[int, int] = {}
        all_seats, dealers, all_hands = [], [], []
        for t, tb in enumerate(tables):
            where = f"table {t + 1}"
            if not isinstance(tb, dict):
                raise DealError(f"{where} must be a JSON object with seats, dealer, hands and plays")
            seats = tb.get("seats")
            if (
                not isinstance(seats, list)
                or len(seats) != SEATS
                or not all(type(p) is int and 0 <= p < match.n for p in seats)
            ):
                raise DealError(f"{where}: seats must be a list of 4 player numbers from 0 to {match.n - 1}")
            for p in seats:
                if p in seated:
                    raise DealError(
                        f"{match.players[p]} (player {p}) is seated twice: "
                        f"at table {seated[p] + 1} and {where}"
                    )
                seated[p] = t
            dealer = tb.get("dealer")
            if type(dealer) is not int or not 0 <= dealer < SEATS:
                raise DealError(f"{where}: dealer must be a seat number from 0 to 3, not {dealer!r}")
            try:
                hands = read_hands(tb, [match.players[p] for p in seats], FULL_DECK, [HAND_SIZE] * SEATS)
            except DealError as exc:
                raise DealError(f"{where}: {exc}") from None
            all_seats.append(seats)
            dealers.append(dealer)
            all_hands.append(hands)
        rnd = DumbBunnyRound(all_seats, dealers, all_hands, card[index], match.players, index)
        if match.first_dealer is None:
            # Keep the match's notion of a first dealer (a later random deal does not draw again).
            match.first_dealer = rnd.dealer
        return rnd

    def replay_steps(self, rnd: DumbBunnyRound, rd: dict[str, Any]) -> Iterator[Action | Card]:
        """Each table's plays in table order; a table with missing or short plays is the
        one in progress, and no later table may have played yet."""
        unfinished: int | None = None
        for t, tb in enumerate(rd["tables"]):
            plays = tb.get("plays")
            cards = [] if plays is None else cards_from_record(plays, f"plays of table {t + 1}")
            if cards and unfinished is not None:
                raise IllegalAction(
                    f"table {t + 1} has plays, but table {unfinished + 1} has not finished its hand "
                    "(tables play in order)"
                )
            table = rnd.tables[t]
            for c in cards:
                if table.is_done:
                    raise IllegalAction(f"at table {t + 1}, {c} is played after the hand's last trick")
                seat = table.to_act
                assert seat is not None  # a table not done has a seat to play
                yield Play(rnd.seats[t][seat], c)
            if not table.is_done:
                unfinished = t

    def round_record(self, rnd: DumbBunnyRound) -> dict[str, Any]:
        return rnd.record()

    # ----- what the tools around the engine ask (see GameSpec) -----------------------------

    round_word = "Hand"
    partners_change = True
    score_unit = "tricks"
    penalty_note = "The Dumb-Bunny seed has no penalties; if the players agree, replay the hand."

    def sides(self, rnd: Round) -> tuple[tuple[int, ...], ...]:
        """Partners sit opposite at each table of four, at the hand's seating."""
        assert isinstance(rnd, DumbBunnyRound)
        return tuple((s[i], s[i + 2]) for s in rnd.seats for i in (0, 1))

    def tally_info(self, match: MatchState, number: int) -> RoundInfo:
        """The hand card's line and the seating of hand ``number``: players in order four to
        a table, then moved after each hand by the new-partners and move-tables rules."""
        hands = self.hand_card(match)
        index = len(match.rounds)
        hand = hands[min(index, len(hands) - 1)]
        seats = [list(range(4 * t, 4 * t + 4)) for t in range(match.n // 4)]
        for played in hands[:index]:
            seats = seating_after(seats, played)
        return RoundInfo(
            number,
            self.rounds_planned(match),
            None,
            13,
            trump=None if hand.trump is None else SUIT_CHARS[hand.trump],
            modifiers=tuple(sorted(hand.modifiers)),
            seats=tuple(tuple(t) for t in seats),
        )

    def tally_round(
        self, data: dict[str, Any], info: RoundInfo, players: Sequence[str], options: dict[str, Any]
    ) -> Scored:
        """Fields: ``tables``, per table ``[North–South tricks, East–West tricks]``."""
        k = len(players) // 4
        tables = data.get("tables")
        if not isinstance(tables, (list, tuple)) or len(tables) != k:
            raise ScoresheetError(f"the tricks must be given for {plural(k, 'table')}")
        checked = []
        for t, row in enumerate(tables, 1):
            if not isinstance(row, (list, tuple)) or len(row) != 2:
                raise ScoresheetError(f"table {t} needs the tricks of North–South and of East–West")
            ns = whole(row[0], f"table {t}'s North–South tricks", 0, 13)
            ew = whole(row[1], f"table {t}'s East–West tricks", 0, 13)
            if ns + ew != 13:
                raise ScoresheetError(f"at table {t} the sides took {ns + ew} tricks, but a hand has 13")
            checked.append([ns, ew])
        hand = parse_hand_card(options["hand_card"])[info.number - 1]
        return Scored(ROUND, {"tables": checked}, tuple(self._tally_scores(info, hand, checked, players)))

    @staticmethod
    def _tally_scores(info: RoundInfo, hand: Hand, tables: list[list[int]], players: Sequence[str]) -> list[int]:
        """Per-player points by the round's own rule (each player gets their side's tricks;
        the other side's in a swap hand): a :class:`DumbBunnyRound` at the hand's seating
        with each table's tricks set, scored with empty hands."""
        empty = [[0] * 4 for _ in info.seats]
        rnd = DumbBunnyRound(info.seats, [0] * len(info.seats), empty, hand, players, info.number - 1)
        for table, (ns, ew) in zip(rnd.tables, tables, strict=True):
            table.tricks = [ns, ew, 0, 0]
        return rnd._score()

    def describe_tally(self, result: Result, players: Sequence[str]) -> str:
        info = result.info
        trump = "no trumps" if info.trump is None else f"{suit_symbol(info.trump)} trumps"
        mods = "".join(f", {m.replace('_', ' ')}" for m in info.modifiers)
        return f"{trump}{mods}"


__all__ = [
    "DEFAULT_HAND_CARD",
    "MODIFIERS",
    "DumbBunny",
    "DumbBunnyInfo",
    "DumbBunnyRound",
    "Hand",
    "TableRound",
    "move_tables",
    "parse_hand_card",
    "rotate_partners",
    "seating_after",
]
