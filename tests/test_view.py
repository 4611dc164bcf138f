"""A PlayerView holds the seat's own hand and public facts, never another seat's cards."""

import dataclasses
import json
import random

import pytest

from cardtable.engine import ALL_GAMES, Match, Phase, RecordError, get_game, supported_games
from cardtable.engine.cards import Card
from cardtable.engine.games.bleeding_hearts import BleedingHeartsInfo
from cardtable.engine.games.bugami import BugamiInfo, SecretBidInfo
from cardtable.engine.games.bugger_bridge import BuggerBridgeInfo
from cardtable.engine.games.dumb_bunny import DumbBunnyInfo
from cardtable.engine.games.minibridge import MinibridgeInfo

from .conftest import play_random_match


def cards_in(value, out):
    if isinstance(value, Card):
        out.add(int(value))
    elif isinstance(value, dict):
        for v in value.values():
            cards_in(v, out)
    elif isinstance(value, (list, tuple, set)):
        for v in value:
            cards_in(v, out)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            cards_in(getattr(value, name), out)
    return out


def test_views_never_show_other_seats_hidden_cards():
    checked = 0

    def check(match):
        nonlocal checked
        rnd = match.rounds[-1]
        for seat in range(match.n):
            view = match.view(seat)
            assert set(view.hand) == {Card(c) for c in range(52) if rnd.hands[seat] >> c & 1}
            public = rnd.played | (1 << rnd.turn_up if rnd.turn_up is not None else 0)
            allowed = public | rnd.hands[seat]
            for c in cards_in(view, set()):
                assert allowed >> c & 1, f"seat {seat} sees {Card(c)}"
            checked += 1

    play_random_match(Match("bugger-bridge", ["a", "b", "c", "d"]), random.Random(1), check=check)
    assert checked > 100


def test_the_view_of_the_seat_to_act_lists_its_legal_actions():
    m = Match("bugger-bridge", ["a", "b", "c"], first_dealer=0)
    m.deal(random.Random(3))
    rnd = m.current
    assert m.view(rnd.to_act).legal == tuple(rnd.legal_actions())
    assert m.view((rnd.to_act + 1) % 3).legal == ()


INFO = {
    "bugger-bridge": (4, BuggerBridgeInfo),
    "bugami": (4, BugamiInfo),
    "bleeding-hearts": (3, BleedingHeartsInfo),
    "minibridge": (4, MinibridgeInfo),
    "dumb-bunny": (4, DumbBunnyInfo),
}


@pytest.mark.parametrize("game", sorted(INFO))
def test_each_game_view_carries_its_own_frozen_info(game):
    n, kind = INFO[game]
    m = Match(game, [f"P{i}" for i in range(n)])
    m.deal(random.Random(5))
    view = m.view(0)
    assert type(view.info) is kind
    assert view.info_as(kind) is view.info
    for other in {k for _, k in INFO.values()} - {kind}:
        with pytest.raises(TypeError, match=other.__name__):
            view.info_as(other)
    field = dataclasses.fields(view.info)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(view.info, field, None)


def test_bugami_and_bleeding_hearts_share_the_secret_bid_fields_only():
    assert issubclass(BugamiInfo, SecretBidInfo) and issubclass(BleedingHeartsInfo, SecretBidInfo)
    assert not issubclass(BleedingHeartsInfo, BugamiInfo)
    assert "zero_score" not in {f.name for f in dataclasses.fields(BleedingHeartsInfo)}


def test_dumb_bunny_views_map_their_table_seats_to_players():
    m = Match("dumb-bunny", [f"P{i}" for i in range(8)])
    m.deal(random.Random(2))
    for player in range(8):
        info = m.view(player).info_as(DumbBunnyInfo)
        assert info.seat_player(m.view(player).seat) == player
        assert sorted(info.seats) == sorted(m.current.seats[info.table])
    plain = Match("bugami", ["a", "b", "c"])
    plain.deal(random.Random(2))
    assert plain.view(1).info.seats == () and plain.view(1).info.seat_player(2) == 2


def test_phases_read_and_print_as_the_words_the_engine_always_used():
    m = Match("bugger-bridge", ["a", "b", "c"], first_dealer=0)
    m.deal(random.Random(3))
    phase = m.current.phase
    assert phase is Phase.BIDDING and phase == "bidding"
    assert f"{phase}" == "bidding" and json.dumps(phase) == '"bidding"'
    assert m.view(0).phase is Phase.BIDDING


def test_the_registry_holds_the_five_games_by_record_name():
    assert supported_games() == list(ALL_GAMES) == [
        "bugger-bridge", "bugami", "bleeding-hearts", "minibridge", "dumb-bunny"
    ]
    assert all(get_game(name).name == name for name in ALL_GAMES)
    with pytest.raises(RecordError, match="unknown game 'snap' \\(the games are bugger-bridge, bugami"):
        get_game("snap")
