"""The in-app rules: one HTML file per game, shipped in the package, whose scoring tables and
examples agree with the engine, written in our own words, and shown by the rules dialog."""

from __future__ import annotations

import hashlib
import re
import tomllib
from html.parser import HTMLParser
from pathlib import Path

import pytest

from cardtable.engine import ALL_GAMES, get_game, supported_games
from cardtable.engine.games.bleeding_hearts import bleeding_hearts_score
from cardtable.engine.games.bugami import bug_score
from cardtable.engine.games.bugger_bridge import PEAK, SCORE_TABLE, bid_score, schedule
from cardtable.engine.games.dumb_bunny import DEFAULT_HAND_CARD
from cardtable.engine.games.minibridge import contract_score, target_tricks
from cardtable.ui.rules_text import RulesDialog, rules_html

from .conftest import ROOT

SEEDS = ROOT.parent / "shared" / "seeds"
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


class _Tables(HTMLParser):
    """Every <table> of a page as rows of cell texts."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[list[list[str]]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            self.tables[-1][-1].append(" ".join("".join(self._cell).split()))
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def tables(game: str) -> list[list[list[str]]]:
    parser = _Tables()
    parser.feed(rules_html(game))
    return parser.tables


def table_with(game: str, *heading: str) -> list[list[str]]:
    """The table whose first row starts with the cells ``heading``."""
    found = [t for t in tables(game) if t and tuple(t[0][: len(heading)]) == heading]
    assert len(found) == 1, f"{game}: no single table headed {heading!r}"
    return found[0]


def plain(game: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", rules_html(game)).split())


def last_number(text: str) -> int:
    return int(re.findall(r"\d+", text)[-1])


# ----- the files -------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ALL_GAMES)
def test_every_game_has_its_rules_page(game):
    html = rules_html(game)
    title = get_game(game).title if game in supported_games() else None
    assert html.lstrip().startswith("<!DOCTYPE html>")
    assert html.count("<h2>") >= 4
    if title:
        assert f"<h1>{title}</h1>" in html
    assert "House rules" in html


def test_only_the_five_games_are_read():
    for name in ("chess", "../pyproject", "bugami/../bugami", ""):
        with pytest.raises(ValueError, match="unknown game"):
            rules_html(name)


def test_the_pages_ship_in_the_wheel():
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    assert "rules/*.html" in data["cardtable.resources"]
    assert sorted(p.name for p in (ROOT / "resources" / "rules").glob("*.html")) == sorted(
        f"{g}.html" for g in ALL_GAMES
    )


def grams(text: str) -> set[tuple[str, ...]]:
    """Every run of eight words, lower-cased; runs of numbers and ranks ("1 2 3 4 5 6 7 8",
    "ace 4 king 3…") are facts, not prose, and are left out."""
    words = re.findall(r"[a-z0-9]+", text.lower().replace("’", "'"))
    runs = (tuple(words[i : i + 8]) for i in range(len(words) - 7))
    return {g for g in runs if sum(w.isdigit() or len(w) == 1 for w in g) < 3}


def fingerprint(gram: tuple[str, ...]) -> str:
    return hashlib.sha256(" ".join(gram).encode()).hexdigest()[:16]


#: Fingerprints of the source texts' eight-word runs: their prose is not ours to copy, so
#: only hashes of it live in the repository. Rebuilt by `python -m tests.test_rules_text`.
SEED_PRINTS = Path(__file__).with_name("data") / "seed_fingerprints.txt"


def seed_fingerprints_from(seeds: Path) -> set[str]:
    return {fingerprint(g) for p in seeds.glob("*.txt") for g in grams(p.read_text(errors="replace"))}


def copied_runs(text: str, prints: set[str]) -> list[str]:
    """The eight-word runs of ``text`` whose fingerprints are among ``prints``."""
    return [" ".join(g) for g in sorted(grams(text)) if fingerprint(g) in prints]


@pytest.mark.parametrize("game", ALL_GAMES)
def test_the_rules_are_in_our_own_words(game):
    """No run of eight words is lifted from the source texts (the facts are, the prose is not)."""
    stored = set(SEED_PRINTS.read_text().split())
    assert len(stored) > 1000
    if SEEDS.is_dir():  # beside the source texts (CI, a developer's checkout): the prints are current
        assert stored == seed_fingerprints_from(SEEDS), "stale seed fingerprints: python -m tests.test_rules_text"
    copied = copied_runs(plain(game), stored)
    assert not copied, copied[:5]


def test_the_check_catches_a_copied_run():
    source = "the dealer shuffles and deals the cards one at a time to each player in turn"
    prints = {fingerprint(g) for g in grams(source)}
    ours = "Before play the dealer shuffles and deals the cards one at a time, then bids start."
    copied = copied_runs(ours, prints)
    assert "the dealer shuffles and deals the cards one" in copied and all(run in source for run in copied)
    assert copied_runs("The cards are dealt singly, clockwise, by the dealer.", prints) == []


# ----- the facts agree with the engine ------------------------------------------------------------


def test_bugger_bridge_score_table_and_rounds():
    bids, points = table_with("bugger-bridge", "Bid made")
    assert [int(b) for b in bids[1:]] == list(range(9))
    assert [int(p) for p in points[1:]] == list(SCORE_TABLE) == [10, 11, 13, 16, 20, 25, 31, 38, 46]
    assert all(bid_score(int(b), int(b)) == int(p) for b, p in zip(bids[1:], points[1:], strict=True))
    rounds = table_with("bugger-bridge", "Players")[1:]
    for players, peak, count in rounds:
        numbers = [int(x) for x in re.findall(r"\d+", players)]
        for n in range(numbers[0], numbers[-1] + 1):
            assert PEAK[n] == last_number(peak)
            assert len(schedule(n)) == int(count)
    assert [r[0] for r in rounds] == ["3 to 6", "7", "8", "9", "10"]
    text = plain("bugger-bridge")
    assert "8, 8 no-trump , 8 no-trump , 8, 7" in text
    assert "Hook rule" in text


def test_bugger_bridge_example_adds_up():
    text = plain("bugger-bridge")
    example = text[text.index("Example.") :]
    assert "scores 11" in example and "scores 10" in example
    assert bid_score(1, 1) == 11 and bid_score(0, 0) == 10 and bid_score(2, 1) == 0 and bid_score(0, 1) == 0


def test_bugami_deal_and_score_examples():
    players, each, aside = table_with("bugami", "Players")
    for n, cards, rest in zip(players[1:], each[1:], aside[1:], strict=True):
        assert (int(cards), int(rest)) == divmod(52, int(n))
    rows = table_with("bugami", "Tricks won")[1:]
    checked = 0
    for tricks, bugs, score in rows:
        if bugs == "–":
            continue
        assert bug_score(int(tricks), 0 if bugs == "none" else int(bugs)) == last_number(score), (tricks, bugs)
        checked += 1
    assert checked >= 5
    text = plain("bugami")
    for fact in ("250", "20 instead", "scores 50", "David Parlett", "Zero bid scores", "Game ends at"):
        assert fact in text


def test_bleeding_hearts_scores_and_the_lost_special_scores():
    rows = table_with("bleeding-hearts", "Bid")[1:]
    assert len(rows) >= 6
    for bid, tricks, bugs, score in rows:
        expected = bleeding_hearts_score(
            int(tricks), 0 if bugs == "none" else int(bugs), turnip=bid == "Turnip", doublets="Doublets" in bid
        )
        assert expected == last_number(score), (bid, tricks, bugs)
    text = plain("bleeding-hearts")
    assert "special scores" in text and "lost" in text and "without any special scores" in text
    for fact in ("500", "A K Q J 10 6 5 4 3 2", "40 cards", "turnip", "Turnip and Doublets cannot be bid together"):
        assert fact in text
    assert "3 cards, then 4 cards" in text  # the 3-4-(1)-3-3 deal


def test_minibridge_contracts_and_scoring_examples():
    def strain_of(text: str) -> str:
        return "NT" if "no trumps" in text else SUITS[next(c for c in text if c in SUITS)]

    for contract, needed in table_with("minibridge", "Contract", "Tricks needed")[1:]:
        if contract.startswith("Part-score"):
            assert all(target_tricks(s, False) == int(needed) for s in ("C", "D", "H", "S", "NT"))
        else:
            for symbol in [c for c in contract if c in SUITS] or ["NT"]:
                assert target_tricks(SUITS.get(symbol, "NT"), True) == int(needed)
    for contract, tricks, _working, ours, theirs in table_with("minibridge", "Contract", "Tricks taken")[1:]:
        expected = contract_score(strain_of(contract), contract.startswith("Game"), int(tricks))
        assert expected == (int(ours or 0), int(theirs or 0)), contract
    text = plain("minibridge")
    for fact in ("300", "ace 4, king 3, queen 2, jack 1", "8 deals", "50 for every trick", "20–20"):
        assert fact in text


def test_dumb_bunny_hand_card_is_the_default():
    rows = table_with("dumb-bunny", "Hand")[1:]
    assert len(rows) == len(DEFAULT_HAND_CARD) == 16
    words = {"swap": "swap", "blind": "blind", "new_partners": "new partners", "move_tables": "move tables"}
    for (number, trumps, twist), hand in zip(rows, DEFAULT_HAND_CARD, strict=True):
        assert trumps == ("none" if hand["trump"] is None else next(k for k, v in SUITS.items() if v == hand["trump"]))
        assert {m for m, w in words.items() if w in twist} == set(hand["modifiers"]), number
    text = plain("dumb-bunny")
    for fact in ("must beat the trick whenever you can", "4, 8, 12 or 16", "own running total", "partnership", "Edit…"):
        assert fact in text


@pytest.mark.parametrize("game", ALL_GAMES)
def test_every_page_says_how_the_first_dealer_is_drawn(game):
    """docs/RULES.md: the highest card drawn deals, and a tie for it is drawn again."""
    text = plain(game)
    assert "drawing cards" in text and "highest card deals" in text
    assert "tie for it draw again" in text


def test_dumb_bunny_page_says_the_deal_follows_the_player():
    """docs/RULES.md: after seat changes the next dealer is the player left of the last dealer (or of
    the chair a dealer who changed tables left), not simply the next chair."""
    text = plain("dumb-bunny")
    assert "follows the player, not the chair" in text
    assert "the chair they left" in text and "nobody deals twice in a row" in text


# ----- the dialog ------------------------------------------------------------------------------------


def test_the_rules_dialog_shows_each_game(qtbot):
    dialog = RulesDialog("minibridge")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.game == "minibridge"
    assert "300" in dialog.browser.toPlainText()
    assert dialog.windowTitle() == "Rules of Minibridge"
    assert [dialog.picker.itemData(i) for i in range(dialog.picker.count())] == list(ALL_GAMES)
    for i, game in enumerate(ALL_GAMES):
        dialog.picker.setCurrentIndex(i)
        assert dialog.game == game
        shown = dialog.browser.toPlainText()
        assert shown.startswith(get_game(game).title)
        assert "House rules" in shown
    dialog.show_game("bleeding-hearts")
    assert "special scores" in dialog.browser.toPlainText()
    assert dialog.picker.accessibleName() and dialog.browser.accessibleName()


def test_f1_at_a_minibridge_table_seats_you_where_the_table_does(qtbot, tmp_path):
    """The table turns the compass so that the person is at the bottom: the page must say the
    seat and partner the table and the new-game dialog show, not the records' numbering."""
    from PySide6.QtCore import QSettings, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.engine.games.minibridge import SEAT_NAMES
    from cardtable.session import SeatConfig
    from cardtable.ui.games.minibridge import table_compass
    from cardtable.ui.main_window import MainWindow
    from cardtable.ui.new_game import GameSetup, seat_label

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, autosave_path=None, offer_resume=False)
    qtbot.addWidget(w)
    w.show()
    seats = (SeatConfig("You", human=True), *(SeatConfig(n, level="easy") for n in ("Ada", "Ben", "Cleo")))
    w.start(GameSetup(game="minibridge", seats=seats, options={}, seed=1))
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=5000)
    shown: list[str] = []

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        shown.append(dialog.browser.toPlainText())
        dialog.reject()

    QTimer.singleShot(0, read)
    qtbot.keyClick(w.view, Qt.Key.Key_F1)
    text = " ".join(shown[0].split())
    you, partner = SEAT_NAMES[table_compass(0)], SEAT_NAMES[table_compass(2)]
    assert seat_label("minibridge", 0).startswith(you) and seat_label("minibridge", 2).startswith(partner)
    assert f"you sit {you}, at the bottom of the screen, and your partner is {partner}" in text
    left, right = SEAT_NAMES[table_compass(1)], SEAT_NAMES[table_compass(3)]
    assert f"{left} is on your left and {right} on your right" in text


def test_the_rules_dialog_starts_on_the_first_game_and_refuses_unknown_ones(qtbot):
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert dialog.game == ALL_GAMES[0]
    with pytest.raises(ValueError):
        dialog.show_game("chess")


if __name__ == "__main__":  # rebuild the fingerprints from ../shared/seeds
    SEED_PRINTS.parent.mkdir(exist_ok=True)
    SEED_PRINTS.write_text("\n".join(sorted(seed_fingerprints_from(SEEDS))) + "\n")


def test_bugger_bridge_says_where_its_penalties_apply():
    """The seed's revoke and wrong-card-count penalties exist at a real table and are entered in
    the Scorekeeper; the app prevents revokes (the page said "there is never a penalty" while
    the Scorekeeper offered Penalty…)."""
    text = plain("bugger-bridge")
    assert "never a penalty" not in text
    section = text.split("Penalties", 1)[1].split("Winning", 1)[0]
    for fact in ("revoke", "too few or too many cards", "loses 10 points", "refuses a card that would revoke",
                 "Scorekeeper", "Penalty…"):
        assert fact in section, fact


# ----- the pages in French ---------------------------------------------------------------------------

FRENCH = ROOT / "resources" / "rules" / "fr"


def _shape(html: str) -> tuple[list[str], list[list[str]]]:
    """A page's tags in order (the language attribute aside) and the numbers of each table
    cell: what a translation must keep while every word changes."""
    tags = [t for t in re.findall(r"<(/?[a-z0-9]+)", html)]
    cells = [re.findall(r"\d+", " ".join(c)) for t in _tables_of(html) for row in t for c in [row]]
    return tags, cells


def _tables_of(html: str) -> list[list[list[str]]]:
    parser = _Tables()
    parser.feed(html)
    return parser.tables


@pytest.mark.parametrize("game", ALL_GAMES)
def test_each_rules_page_has_a_french_twin_with_the_same_tables_and_figures(game):
    english, french = rules_html(game, None), rules_html(game, "fr")
    assert french == (FRENCH / f"{game}.html").read_text(encoding="utf-8") != english
    assert _shape(french) == _shape(english)
    assert re.findall(r"\d+", re.sub(r"<[^>]+>", " ", french)) == re.findall(r"\d+", re.sub(r"<[^>]+>", " ", english))
    text = re.sub(r"[ \t\n]+", " ", re.sub(r"<[^>]+>", " ", french))  # str.split() would eat U+00A0
    # French typography: a no-break space before : ; ? ! (a plain one lets the sign start a line).
    assert not re.search(r" [:;?!]", text), re.findall(r".{20} [:;?!]", text)[:3]
    assert "House rules" not in text and "points d’honneurs" not in text


def test_the_french_pages_ship_in_the_wheel_and_other_languages_fall_back_to_english():
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    assert "rules/*/*.html" in data["cardtable.resources"]
    assert sorted(p.name for p in FRENCH.glob("*.html")) == sorted(f"{g}.html" for g in ALL_GAMES)
    assert rules_html("bugami", "de") == rules_html("bugami", None)


def test_the_rules_dialog_speaks_the_apps_language(qtbot, qapp):
    """The rules were English in a French app: every menu said "Règles", and the page did not."""
    from cardtable.ui.translations import install_translator, remove_translators

    assert install_translator(qapp, "fr") == "fr"
    try:
        dialog = RulesDialog("minibridge")
        qtbot.addWidget(dialog)
        shown = " ".join(dialog.browser.toPlainText().split())
        assert "déclarant" in shown and "le mort" in shown and "300" in shown
        dialog.show_game("bleeding-hearts")
        assert "Turnip" in dialog.browser.toPlainText()
    finally:
        remove_translators(qapp)
    english = RulesDialog("minibridge")
    qtbot.addWidget(english)
    assert "House rules" in english.browser.toPlainText()
