"""The score sheet: each game's model cells against the match, hidden bids, CSV export, the widget.

Matches are driven with random legal actions; cells are read through the model's ``data``
(as the view reads them) and compared with ``match.round_scores``, ``totals`` and the
rounds' public facts.
"""

from __future__ import annotations

import csv
import random
from itertools import accumulate

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from cardtable.engine import Match
from cardtable.engine.actions import Declare, Play
from cardtable.engine.cards import SUIT_CHARS, random_card
from cardtable.ui.score_sheet import ScoreSheet, model_for
from cardtable.ui.sheet_model import (
    CURRENT,
    CURRENT_MARK,
    DONE,
    FUTURE,
    KIND_ROLE,
    TOTAL,
    WINNER_GOLD,
    WINNER_MARK,
    SheetModel,
)
from cardtable.ui.sheet_model import card_text as sheet_card_text

from .conftest import GAMES, play_random_match

SUITS = "♠♥♦♣"
UNSUPER = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
SUPER = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
D = Qt.ItemDataRole


# ----- helpers ------------------------------------------------------------------------------


def step(match: Match, rng: random.Random) -> None:
    """One random legal action in the round in progress.

    Bugger Bridge bids lean to zero: uniform bids almost never come true, and a sheet of
    zeros could not tell running totals from round scores.
    """
    rnd = match.current
    if rnd.phase == "play" and hasattr(rnd, "legal_mask"):
        match.apply(Play(rnd.to_act, random_card(rnd.legal_mask(), rng)))
    elif rnd.phase == "bidding" and match.game == "bugger-bridge":
        actions = rnd.legal_actions()
        match.apply(rng.choice(actions[:1] * len(actions) + actions))
    else:
        match.apply(rng.choice(rnd.legal_actions()))


def play_rounds(match: Match, rng: random.Random, rounds: int) -> Match:
    """Play until ``rounds`` rounds are scored (or the match ends)."""
    while match.rounds_completed < rounds and not match.finished:
        if match.current is None:
            match.deal(rng)
        step(match, rng)
    return match


def text(model: SheetModel, row: int, col: int) -> str:
    return model.data(model.index(row, col), D.DisplayRole)


def kinds(model: SheetModel) -> list[str]:
    return [model.data(model.index(r, 0), KIND_ROLE) for r in range(model.rowCount())]


def col(model: SheetModel, title: str) -> int:
    titles = [
        model.headerData(c, Qt.Orientation.Horizontal).removesuffix(WINNER_MARK) for c in range(model.columnCount())
    ]
    return titles.index(title)


def row_texts(model: SheetModel, row: int) -> list[str]:
    return [text(model, row, c) for c in range(model.columnCount())]


def read_csv(path) -> list[list[str]]:
    with open(path, newline="", encoding="utf-8-sig") as f:
        return list(csv.reader(f))


def bb_cell(value: str) -> tuple[int, int]:
    """'33 ⁽²⁾' → (33, 2): the running total and the raised bid."""
    total, bid = value.split(" ")
    return int(total), int(bid.strip("⁽⁾").translate(UNSUPER))


# ----- Bugger Bridge ------------------------------------------------------------------------


def bb_labels(peak: int) -> list[str]:
    up = [str(k) for k in range(1, peak + 1)]
    return [*up, f"{peak}NT", f"{peak}NT", *reversed(up)]


@pytest.mark.parametrize(("players", "peak"), [(3, 8), (7, 7), (10, 4)])
def test_bugger_bridge_rows_follow_the_schedule(qapp, players, peak):
    match = Match("bugger-bridge", [f"P{i}" for i in range(players)])
    model = model_for(match)
    labels = [text(model, r, 0) for r in range(model.rowCount())]
    assert labels == [*bb_labels(peak), "Total"]
    assert kinds(model) == [FUTURE] * (2 * peak + 2) + [TOTAL]
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(2, 2 + players)] == list(match.players)
    # The labels are the cards dealt, and the column says so: headed "Round", the last
    # round's row read "1" and two rows read the peak.
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Cards"
    # No-trump rows are marked in the trump column before they are dealt.
    assert [text(model, r, 1) for r in (peak, peak + 1)] == ["—", "—"]
    assert text(model, 0, 1) == ""


def test_bugger_bridge_cells_hold_running_totals_and_bids(qapp):
    rng = random.Random(11)
    names = ["Bob", "Helen", "Corky", "Kim", "Randi"]
    match = play_rounds(Match("bugger-bridge", names), rng, 4)
    match.deal(rng)
    rnd = match.current
    step(match, rng)
    step(match, rng)  # two bids made in round 5, three to come
    model = model_for(match)
    running = [list(accumulate(r[p] for r in match.round_scores)) for p in range(5)]
    assert any(running[p][i] not in (0, match.totals[p]) for p in range(5) for i in range(4))  # informative
    for i in range(4):
        done = match.rounds[i]
        assert model.data(model.index(i, 0), KIND_ROLE) == DONE
        for p, name in enumerate(names):
            total, bid = bb_cell(text(model, i, col(model, name)))
            assert total == running[p][i]
            assert bid == done.bids[p]
        assert text(model, i, col(model, "Bids")).split()[0] == done.status
        turn_up = text(model, i, col(model, "Trump"))
        assert turn_up[-1] == SUITS[int(done.turn_up.suit)]
    # A narrow dock's shorthand keeps the bid in raised brackets: a bare raised 0 read as
    # degrees ("10⁰" as 10°).
    model.set_compact(1)
    for p, name in enumerate(names):
        bid = match.rounds[0].bids[p]
        assert text(model, 0, col(model, name)) == f"{running[p][0]}⁽{str(bid).translate(SUPER)}⁾"
    # ... and folds the trump suit into the round's label ("3·♣", not to be read as a card), a
    # column less: a six-player sheet at 1024×700 went into two bands when the totals reached
    # three figures.
    titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert "Trump" not in titles and "Tr" not in titles and len(titles) == len(names) + 2
    for i in range(4):
        assert text(model, i, 0) == f"{i + 1}·{SUITS[int(match.rounds[i].turn_up.suit)]}"
        tip = model.data(model.index(i, 0), D.ToolTipRole)
        assert f"turned up: {sheet_card_text(match.rounds[i].turn_up)}" in tip
    model.set_compact(0)
    # The current round: marked, bold, highlighted, with the bids made so far only.
    assert kinds(model)[4] == CURRENT and model.current_row() == 4
    assert text(model, 4, 0) == CURRENT_MARK + "5"
    assert model.data(model.index(4, 2), D.FontRole).bold()
    assert model.data(model.index(4, 2), D.BackgroundRole) is not None
    assert model.data(model.index(3, 2), D.BackgroundRole) is None
    for p, name in enumerate(names):
        expected = "" if rnd.bids[p] is None else f"bid {rnd.bids[p]}"
        assert text(model, 4, col(model, name)) == expected
    assert sum(b is not None for b in rnd.bids) == 2
    assert text(model, 4, col(model, "Bids")) == f"{rnd.bid_total} so far"
    # Future rounds are greyed and empty; the totals row matches the match.
    assert all(k == FUTURE for k in kinds(model)[5:-1])
    assert model.data(model.index(5, 2), D.ForegroundRole) is not None
    assert all(text(model, 5, c) == "" for c in range(2, 7))
    assert [int(text(model, model.rowCount() - 1, col(model, n))) for n in names] == match.totals

    # Once the bidding closes the round is called even, over or under, and tricks show.
    while rnd.phase != "play":
        step(match, rng)
    step(match, rng)
    model.refresh()
    assert text(model, 4, col(model, "Bids")).split()[0] == rnd.status
    for p, name in enumerate(names):
        assert text(model, 4, col(model, name)) == f"{rnd.tricks[p]} of {rnd.bids[p]}"


def test_bugger_bridge_finished_match_highlights_the_winner(qapp):
    match = play_random_match(Match("bugger-bridge", ["Ann", "Ben", "Cy"]), random.Random(5))
    model = model_for(match)
    last = model.rowCount() - 1
    assert DONE not in kinds(model)[-1:] and set(kinds(model)[:-1]) == {DONE}
    for p in range(3):
        c = col(model, match.players[p])
        header = model.headerData(c, Qt.Orientation.Horizontal)
        gold = model.data(model.index(last, c), D.BackgroundRole).color() == WINNER_GOLD
        assert (p in match.winners) == header.endswith(WINNER_MARK) == gold
        assert bb_cell(text(model, last - 1, c))[0] == match.totals[p]
    assert match.players[match.winners[0]] in model.winner_key()


# ----- Bugami and Bleeding Hearts -----------------------------------------------------------


def test_bugami_bids_stay_hidden_until_revealed(qapp, tmp_path):
    rng = random.Random(3)
    names = ["Ada", "Ben", "Cy", "Dot"]
    match = play_rounds(Match("bugami", names), rng, 2)
    match.deal(rng)
    rnd = match.current
    for seat in rnd.bid_order[:3]:
        match.apply(Declare(seat, "H"))
    model = model_for(match)
    current = model.current_row()
    assert current == 2
    row = row_texts(model, current)
    assert not any(s in cell for cell in row for s in SUITS)
    for seat in range(4):
        assert text(model, current, 1 + seat) == ("" if seat == rnd.bid_order[3] else "hidden")
    model.export_csv(tmp_path / "hidden.csv")
    assert not any(v == "H" or "♥" in v for v in read_csv(tmp_path / "hidden.csv")[3])

    match.apply(Declare(rnd.bid_order[3], "zero"))
    model.refresh()
    for seat in range(4):
        first = text(model, current, 1 + seat).split("\n")[0]
        assert first == ("0" if seat == rnd.bid_order[3] else "♥")

    for i in range(2):
        done = match.rounds[i]
        for seat in range(4):
            head, detail = text(model, i, 1 + seat).split("\n")
            bid, points = head.split(" → ")
            assert int(points) == match.round_scores[i][seat]
            assert bid == ("0" if done.bids[seat] == "zero" else SUITS[SUIT_CHARS.index(done.bids[seat])])
            assert detail.split()[0] == str(done.tricks[seat])
            if done.bids[seat] != "zero":
                assert detail.split("·")[1].split()[0] == str(done.bugs(seat))
    total = model.rowCount() - 1
    assert [int(text(model, total, 1 + s)) for s in range(4)] == match.totals
    assert "250" in model.sheet.caption
    # The wide sheet's cells carry a key ("tr" was never said); the narrow one spells out its own.
    assert model.marks().replace("\xa0", " ") == "♥ → 14: bid ♥, 14 points · 3 tr · 2 ♥: 3 tricks, 2 bug cards"
    model.set_compact(1)
    assert model.marks() == "" and "3·2 = 3 tricks, 2 bug cards" in model.shorthand().replace("\xa0", " ")


def test_bleeding_hearts_turnip_and_doublets(qapp):
    rng = random.Random(8)
    match = Match("bleeding-hearts", ["Ada", "Ben", "Cy"], {"target": 300})
    match.deal(rng)
    rnd = match.current
    first, second, third = rnd.bid_order
    match.apply(Declare(first, "turnip"))
    match.apply(Declare(second, "H", True))
    model = model_for(match)
    assert text(model, 0, 1 + first) == "hidden" and text(model, 0, 1 + second) == "hidden"
    match.apply(Declare(third, "S"))
    model.refresh()
    turnip = SUITS[int(rnd.turnip.suit)]
    assert text(model, 0, 1 + first).split("\n")[0] == f"Turnip {turnip}"
    assert text(model, 0, 1 + second).split("\n")[0] == "Doublets ♥"  # as the plate and the Bid button say it
    assert text(model, 0, 1 + third).split("\n")[0] == "♠"
    while match.current is not None:
        step(match, rng)
    model.refresh()
    for seat in range(3):
        assert text(model, 0, 1 + seat).split("\n")[0].endswith(f"→ {match.round_scores[0][seat]}")
    assert "300" in model.sheet.caption
    assert kinds(model) == [DONE, TOTAL]
    model.set_compact(1)
    assert text(model, 0, 1 + second).split()[0] == "D♥" and text(model, 0, 1 + first).startswith("T")
    # The shorthand's key says what "D♥" is (a player read the wide sheet's key, Bugami's, as
    # missing its own mark).
    assert model.marks() == "" and "D Doublets" in model.shorthand().replace("\xa0", " ")
    # and its "✓", a bid made and still secret (the wide sheet writes "hidden"), a player's review
    assert "✓ bid, still hidden" in model.shorthand().replace("\xa0", " ")


# ----- Minibridge ---------------------------------------------------------------------------


def twenty_all_deal() -> dict:
    """North, East, South and West each hold A K Q J of one suit: 10 points each, 20–20."""
    spots = [r + s for s in "SHDC" for r in "23456789T"]
    return {
        "dealer": 0,
        "hands": [[f"{r}{s}" for r in "AKQJ"] + spots[9 * i : 9 * i + 9] for i, s in enumerate("SHDC")],
    }


def test_minibridge_redeal_rows_and_side_points(qapp, tmp_path):
    rng = random.Random(4)
    match = Match("minibridge", ["Ann", "Ben", "Cy", "Di"], first_dealer=0)
    match.start_round(twenty_all_deal())
    for _ in range(4):
        match.apply(match.current.legal_actions()[0])
    assert match.rounds[0].redeal
    model = model_for(match)
    # Seats by the table's compass (the person, seat 0, is South); the names in the tips.
    assert row_texts(model, 0)[:4] == ["1", "S", "20–20", "20–20 redeal"]
    assert model.cell(0, 1).tip == "Ann (S)"
    # The deal is redealt by the same dealer: deal 1 is still to play, and 8 deals in all.
    assert [text(model, r, 0) for r in range(1, 9)] == [str(k) for k in range(1, 9)]
    assert kinds(model)[1:9] == [FUTURE] * 8

    play_random_match(match, rng)
    model.refresh()
    ns, ew = col(model, "NS"), col(model, "EW")
    labels = []
    for i, rnd in enumerate(match.rounds):
        row = row_texts(model, i)
        labels.append(row[0])
        if rnd.redeal:
            assert row[col(model, "Contract")] == "20–20 redeal"
            continue
        strain = "NT" if rnd.strain == "NT" else SUITS["SHDC".index(rnd.strain)]
        assert row[col(model, "Contract")] == f"{strain} {'game' if rnd.game_contract else 'part'}"
        assert row[col(model, "By")] == "SWNE"[rnd.declarer]
        assert model.cell(i, col(model, "By")).tip.startswith(match.players[rnd.declarer])
        assert row[col(model, "Tricks")].split()[0] == str(rnd.declarer_tricks)
        assert (int(row[ns]), int(row[ew])) == (match.round_scores[i][0], match.round_scores[i][1])
    assert [lbl for lbl, r in zip(labels, match.rounds, strict=True) if not r.redeal] == [str(k) for k in range(1, 9)]
    last = model.rowCount() - 1
    assert (int(text(model, last, ns)), int(text(model, last, ew))) == (match.totals[0], match.totals[1])
    winner_col = ns if 0 in match.winners else ew
    assert model.headerData(winner_col, Qt.Orientation.Horizontal).endswith(WINNER_MARK)

    model.export_csv(tmp_path / "mb.csv")
    rows = read_csv(tmp_path / "mb.csv")
    assert rows[0] == ["Deal", "Dealer", "Points", "Contract", "Declarer", "Tricks", "NS", "EW"]
    assert len(rows) == 1 + len(match.rounds) + 1
    assert rows[1][3] == "20–20 redeal" and rows[1][6:] == ["0", "0"]
    assert rows[-1][0] == "Total" and rows[-1][6:] == [str(match.totals[0]), str(match.totals[1])]
    assert sum(int(r[6]) for r in rows[1:-1]) == match.totals[0]
    # Narrow, the points column holds North–South's alone, and the key under the caption says so.
    model.set_compact(1)
    assert model.shorthand().startswith("HCP\u00a0North–South's\u00a0points · P\u00a0part-score"), model.shorthand()


# ----- Dumb-Bunny ---------------------------------------------------------------------------


def test_dumb_bunny_hands_modifiers_and_points(qapp):
    rng = random.Random(9)
    names = ["Ann", "Ben", "Cy", "Di"]
    match = play_rounds(Match("dumb-bunny", names), rng, 4)
    match.deal(rng)
    for _ in range(6):
        step(match, rng)
    model = model_for(match)
    assert model.rowCount() == 17
    assert kinds(model) == [DONE] * 4 + [CURRENT] + [FUTURE] * 11 + [TOTAL]
    mods = col(model, "Modifiers")
    assert text(model, 3, mods) == "blind\nthen new partners"  # what changes after on a line of its own
    assert text(model, 7, mods) == "swap"  # then move tables: at one table nobody moves, so not said
    assert text(model, 13, mods) == "swap"
    assert text(model, 0, mods) == ""
    assert [text(model, r, col(model, "Trump")) for r in (0, 1, 2, 4)] == ["NT", "♠", "♥", "♦"]
    for i in range(4):
        assert [int(text(model, i, col(model, n))) for n in names] == match.round_scores[i]
    assert [int(text(model, 16, col(model, n))) for n in names] == match.totals
    # Partners score alike: a side's tricks are each partner's points.
    for i in range(4):
        seats = match.rounds[i].seats[0]
        assert text(model, i, col(model, names[seats[0]])) == text(model, i, col(model, names[seats[2]]))


def test_dumb_bunny_sheet_follows_the_hand_card_option(qapp):
    card = [{"trump": "H", "modifiers": ["swap", "move_tables"]}, {"trump": None, "modifiers": []}]
    match = Match("dumb-bunny", [f"P{i}" for i in range(8)], {"hand_card": card})
    model = model_for(match)
    assert [row_texts(model, r)[:3] for r in range(3)] == [
        ["1", "♥", "swap\nthen move tables"],
        ["2", "NT", ""],
        ["Total", "", ""],
    ]
    play_random_match(match, random.Random(2))
    model.refresh()
    assert [int(text(model, 2, 3 + p)) for p in range(8)] == match.totals


# ----- CSV and the widget -------------------------------------------------------------------

NAMES = ["Ann", "Ben", "Cy", "Di"]


@pytest.mark.parametrize("game", list(GAMES))
def test_csv_export_has_header_rounds_and_totals(qtbot, tmp_path, game):
    rng = random.Random(1)
    match = play_rounds(Match(game, NAMES[: GAMES[game][0]]), rng, 2)
    match.deal(rng)
    step(match, rng)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match(match)
    path = tmp_path / f"{game}.csv"
    sheet.export_csv(path)
    rows = read_csv(path)
    header, body, total = rows[0], rows[1:-1], rows[-1]
    assert len(body) == len(match.rounds) == 3
    assert all(len(r) == len(header) for r in rows)
    assert total[0] == "Total"
    if game == "minibridge":
        assert total[header.index("NS")] == str(match.totals[0])
        return
    key = {"bugger-bridge": "{} total", "bugami": "{} points", "bleeding-hearts": "{} points", "dumb-bunny": "{}"}[game]
    for p, name in enumerate(match.players):
        c = header.index(key.format(name))
        assert total[c] == str(match.totals[p])
        if game != "bugger-bridge":
            assert [int(r[c]) for r in body[:2]] == [s[p] for s in match.round_scores]
    if game == "bugger-bridge":
        bids = [int(body[i][header.index("Ann bid")]) for i in range(2)]
        assert bids == [match.rounds[i].bids[0] for i in range(2)]
        assert [body[i][header.index("Bids")] for i in range(2)] == [match.rounds[i].status for i in range(2)]


def test_widget_refreshes_and_exports_through_its_button(qtbot, tmp_path, monkeypatch):
    rng = random.Random(6)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    assert not sheet.export_button.isEnabled()
    match = Match("bugger-bridge", ["Ann", "Ben", "Cy", "Di"])
    sheet.set_match(match)
    assert sheet.export_button.isEnabled()
    assert sheet.export_button.accessibleName()
    assert sheet.view.accessibleName() == "Score sheet table"
    model = sheet.model()
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    match.deal(rng)
    match.apply(match.current.legal_actions()[1])
    sheet.refresh()
    assert text(model, 0, 2 + match.rounds[0].bid_order[0]) == "bid 1"
    assert "round 1 of 18" in sheet.caption.text()
    assert resets == []  # the shape did not change: the view keeps its place
    a11y = model.data(model.index(0, 2 + match.rounds[0].bid_order[0]), D.AccessibleTextRole)
    assert "bid 1" in a11y and match.players[match.rounds[0].bid_order[0]] in a11y

    target = tmp_path / "sheet.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    qtbot.mouseClick(sheet.export_button, Qt.MouseButton.LeftButton)
    assert read_csv(target)[1][0] == "1"
    sheet.resize(600, 400)
    assert not sheet.grab().isNull()

    sheet.set_match(None)
    assert sheet.model() is None and not sheet.export_button.isEnabled()
    with pytest.raises(ValueError):
        sheet.export_csv(tmp_path / "none.csv")


def test_rows_fold_blank_rows_to_come_first_then_the_oldest_never_the_round_in_play(qapp):
    """The order a sheet too long for its dock folds rows in (see ScoreSheet._fold): the
    rounds to come from the last (still blank) but the next one, then scored rounds from the
    first, the next round last; the round in play and the totals never. Banded, a round's
    rows are one per band, each under its band's names."""
    rng = random.Random(4)
    match = play_rounds(Match("bugger-bridge", ["A", "B", "C", "D", "E", "F"]), rng, 3)
    match.deal(rng)
    model = model_for(match)
    rows = kinds(model)
    order = model.fold_order()
    assert rows[:4] == [DONE, DONE, DONE, CURRENT] and rows[-1] == TOTAL
    assert order == [*range(len(rows) - 2, 4, -1), 0, 1, 2, 4]
    model.set_parts(2)
    n = len(rows)
    assert model.view_rows(2) == [2, n + 1 + 2]
    for sheet_row in (0, 3, n - 1):
        for view_row in model.view_rows(sheet_row):
            assert model.source(view_row, 0)[0] == sheet_row
    # The second band's row of names heads every column, as the view's header heads the first
    # band: its "Bids" column had no title, though its cells read "=", "−2", "Σ2".
    names_row = n
    assert model.source(names_row, 0)[0] == -1
    titles = [model.data(model.index(names_row, c)) for c in range(model.columnCount())]
    header = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert titles[0] == header[0] == "Cards" and titles[-1] == header[-1] == "Bids", titles
    assert [t for t, h in zip(titles, header, strict=True) if t != h] == ["D", "E", "F"], (titles, header)
    # ... and in the same type as the header (a player's review: the second band's names alone
    # were bold, as if those players were marked out for something).
    fonts = [model.data(model.index(names_row, c), Qt.ItemDataRole.FontRole) for c in range(model.columnCount())]
    assert fonts == [model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole)
                     for c in range(model.columnCount())] == [None] * model.columnCount()


def test_a_click_on_the_sheet_marks_no_cell(qtbot):
    """The sheet is read, never picked from: a cell clicked or reached with the arrow keys
    is not painted as selected (a blue cell beside the winner's gold looked like a mark)."""
    match = play_random_match(Match("bugger-bridge", ["Ann", "Ben", "Cy"]), random.Random(5))
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_match(match)
    sheet.resize(500, 700)
    sheet.show()
    qtbot.waitExposed(sheet)
    view = sheet.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(view.model().index(1, 2)).center())
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert not view.selectionModel().hasSelection()


def test_a_one_deal_minibridge_session_says_deal_not_deals(qapp):
    """"0 of 1 deals played" read wrong: a session of one deal counts in the singular."""
    one = Match("minibridge", ["Ann", "Ben", "Cy", "Di"], first_dealer=0, options={"deals": 1})
    one.deal(random.Random(3))
    assert "0 of 1 deal played" in model_for(one).caption()
    eight = Match("minibridge", ["Ann", "Ben", "Cy", "Di"], first_dealer=0)
    eight.deal(random.Random(3))
    assert "0 of 8 deals played" in model_for(eight).caption()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_minibridge_caption_agrees_with_the_deals_played_in_french(qapp, language):
    """"1 donnes jouées sur 8" read wrong: in French the noun agrees with the deals played
    (0 and 1 in the singular), in English with the deals planned ("1 of 8 deals played")."""
    from cardtable.ui.translations import install_translator, remove_translators

    said = {"en": ("0 of 8 deals played", "1 of 8 deals played", "2 of 8 deals played", "0 of 1 deal played"),
            "fr": ("0 donne jouée sur 8", "1 donne jouée sur 8", "2 donnes jouées sur 8", "0 donne jouée sur 1")}
    if language == "fr":
        assert install_translator(qapp, "fr") == "fr"
    try:
        rng = random.Random(3)
        match = Match("minibridge", ["Ann", "Ben", "Cy", "Di"], first_dealer=0)
        for played, words in enumerate(said[language][:3]):
            while match.spec.deals_played(match) < played:
                if match.current is None:
                    match.deal(rng)
                else:
                    step(match, rng)
            assert words in model_for(match).caption(), (played, model_for(match).caption())
        one = Match("minibridge", ["Ann", "Ben", "Cy", "Di"], first_dealer=0, options={"deals": 1})
        one.deal(rng)
        assert said[language][3] in model_for(one).caption()
    finally:
        remove_translators(qapp)


def contrast(a, b) -> float:
    """The WCAG contrast ratio of two colours."""
    def lum(c) -> float:
        chans = [(v / 255) / 12.92 if v <= 10 else (((v / 255) + 0.055) / 1.055) ** 2.4
                 for v in (c.red(), c.green(), c.blue())]
        return 0.2126 * chans[0] + 0.7152 * chans[1] + 0.0722 * chans[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_a_missed_bid_is_grey_yet_readable(qapp):
    """A missed bid's cell is grey, as the key says, and still a score to read: the palette's
    greyed text was #bebebe on white (1.8:1); rounds to come keep that paler grey."""
    from PySide6.QtGui import QGuiApplication, QPalette

    rng = random.Random(11)
    names = ["Bob", "Helen", "Corky", "Kim", "Randi"]
    match = play_rounds(Match("bugger-bridge", names), rng, 6)
    model = model_for(match)
    missed = [(i, p) for i in range(6) for p in range(5) if match.rounds[i].bids[p] != match.rounds[i].tricks[p]]
    assert missed
    page = QGuiApplication.palette().color(QPalette.ColorRole.Base)
    for i, p in missed:
        ink = model.data(model.index(i, col(model, names[p])), D.ForegroundRole).color()
        assert contrast(ink, page) >= 4.5, (i, p, ink.name())
    future = model.data(model.index(model.rowCount() - 2, 2), D.ForegroundRole).color()
    assert contrast(future, page) < contrast(ink, page)  # the rounds to come stay paler
