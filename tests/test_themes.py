"""Every built-in deal shows its theme, proven double dummy, and carries a teacher's note.

The checks themselves live in cardtable/bridge/themes.py (each docstring says why it
proves its theme); here they run over every built-in deal, and on altered lessons to show
that each check can fail. DDS solves everything afresh: nothing is cached between runs.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from cardtable.bridge import ddplay
from cardtable.bridge.curate import find, make, write_set
from cardtable.bridge.dd import double_dummy_many
from cardtable.bridge.deal import Board
from cardtable.bridge.exercises import builtin_sets
from cardtable.bridge.lesson import GRADES, Lesson, LessonError, lesson_of, parse_contract, with_lesson
from cardtable.bridge.pbn import read_pbn
from cardtable.bridge.themes import THEMES, answers_lead, cards_in, check, declarer_of, rank_of, seat_holding

SEED_DEAL = "W:J98.QJT8.9752.T8 T532.AK4.K83.A53 Q74.75.JT6.QJ976 AK6.9632.AQ4.K42"
DEFENCE = {"lead-nt", "lead-suit", "second-hand-low", "third-hand-high", "cover-honour", "signal"}


@pytest.fixture(scope="module")
def deals() -> list[tuple[str, Board, Lesson]]:
    out = []
    for s in builtin_sets():
        for b in s.boards:
            lesson = lesson_of(b)
            assert lesson is not None, f"{s.key} board {b.number} has no lesson"
            out.append((s.key, b, lesson))
    return out


@pytest.fixture(scope="module")
def proofs(deals) -> list[tuple[str, Board, Lesson, object]]:
    """Each built-in deal's theme checked once for the tests of this module that need it."""
    return [(key, board, lesson, check(board, lesson)) for key, board, lesson in deals]


def test_every_builtin_deal_shows_its_theme(proofs):
    failed = []
    for key, board, lesson, proof in proofs:
        if not proof.ok:
            failed.append(f"{key} board {board.number} ({lesson.theme}): {proof.why}")
    assert not failed, failed


def test_every_deal_has_a_teachers_note(deals):
    for key, board, lesson in deals:
        note = board.note
        assert note == lesson.note and note.isascii(), (key, board.number)
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", note.strip()) if s]
        assert 2 <= len(sentences) <= 3, (key, board.number, note)


def test_enough_deals_themes_and_grades(deals):
    assert len(deals) >= 80
    assert len({b.pbn_deal for _, b, _ in deals}) == len(deals), "no deal twice"
    themes = {lesson.theme for _, _, lesson in deals}
    assert len(themes) >= 10 and themes <= set(THEMES)
    assert themes >= DEFENCE
    assert {lesson.grade for _, _, lesson in deals} == set(GRADES)
    sets = builtin_sets()
    assert sets[0].key == "01-counting-points" and sets[0].boards[0].pbn_deal == SEED_DEAL
    first = [lesson.grade for key, _, lesson in deals if key == sets[0].key]
    assert min(first) == 1 and max(first) <= 2, "the first set is for the first lessons"


def test_each_defence_theme_has_a_set_of_its_own(deals):
    for theme in DEFENCE:
        keys = {key for key, _, lesson in deals if lesson.theme == theme}
        assert any(sum(1 for k, _, le in deals if k == key and le.theme == theme) >= 6 for key in keys), theme


def first_of(deals, theme: str) -> tuple[Board, Lesson]:
    return next((b, lesson) for _, b, lesson in deals if lesson.theme == theme)


def test_the_checks_fail_on_the_wrong_lesson(deals):
    """Each check can fail: the same deal with the lesson turned wrong is refused."""
    board, lesson = first_of(deals, "game")
    assert not check(board, replace(lesson, game=not lesson.game)).ok
    board, lesson = first_of(deals, "trumps")
    assert not check(board, replace(lesson, strain="NT")).ok
    board, lesson = first_of(deals, "drawing-trumps")
    assert not check(board, replace(lesson, strain="NT")).ok
    board, lesson = first_of(deals, "long-suit")
    d = declarer_of(board)
    short = next(c for s in range(4) for c in cards_in(board.hands[d], s)
                 if len(cards_in(board.hands[d] | board.hands[(d + 2) % 4], s)) < 7)
    assert not check(board, replace(lesson, card=short)).ok
    board, lesson = first_of(deals, "finesse")
    holder = seat_holding(board.hands, lesson.card)
    lowest = cards_in(board.hands[holder], "SHDC".index(lesson.card[0]))[-1]
    assert lowest != lesson.card and not check(board, replace(lesson, card=lowest)).ok
    for theme in ("lead-nt", "lead-suit"):
        board, lesson = first_of(deals, theme)
        d = declarer_of(board)
        vals = ddplay.values(ddplay.start(board.hands, d, lesson.strain))
        worse = max((c for c in vals if c[0] != lesson.card[0]), key=lambda c: vals[c])
        assert answers_lead(board, lesson.strain) == lesson.card
        assert not check(board, replace(lesson, card=worse)).ok, theme


@pytest.mark.parametrize("theme", ["second-hand-low", "third-hand-high", "cover-honour", "signal"])
def test_the_defenders_wrong_card_is_refused(deals, theme):
    board, lesson = first_of(deals, theme)
    pos = ddplay.play_all(ddplay.start(board.hands, declarer_of(board), lesson.strain), lesson.play)
    own = ddplay.holding(pos, pos.to_play(), lesson.play[-1][0])
    spots = [c for c in own if "23456789".find(c[1]) >= 0]
    wrong = {"second-hand-low": own[0], "third-hand-high": own[-1], "cover-honour": own[-1],
             "signal": spots[-1] if lesson.card == spots[0] else spots[0]}[theme]
    assert wrong != lesson.card
    assert not check(board, replace(lesson, card=wrong)).ok


def test_lesson_tags_round_trip_through_pbn(deals):
    _, board, lesson = next(d for d in deals if d[2].play)
    text = write_set([board], "round trip")
    again = read_pbn(text)[0]
    assert lesson_of(again) == lesson and again.note == lesson.note and again.hands == board.hands
    assert "[LessonTheme " in text and "[LessonNote " in text
    assert parse_contract("4S") == ("S", True) and parse_contract("1NT") == ("NT", False)
    with pytest.raises(LessonError):
        parse_contract("2S")  # Minibridge has a part-score (seven tricks) and game, nothing between
    plain = Board(1, 0, board.hands)
    assert lesson_of(plain) is None and plain.note == ""
    assert lesson_of(with_lesson(plain, lesson)) == lesson


def test_the_generator_finds_a_proven_deal():
    found = make("third-hand-high", 1, seed=7, max_deals=50)
    assert len(found) == 1
    board, lesson, proof = found[0]
    assert proof.ok and proof.decides and lesson.note and check(board, lesson).ok
    assert lesson.play and lesson.card and find("third-hand-high", board) is not None


def test_the_stored_tables_are_what_dds_solves(deals):
    """The checks read a board's as-dealt tricks from the table stored with it; DDS solves
    a fixed sample of them afresh (every ninth deal: a whole table per deal is slow). The
    sample starts at the third deal: the first, the seed deal, is solved afresh and compared
    with its stored table by test_bridge_analysis already."""
    sample = [b for i, (_, b, _) in enumerate(deals) if i % 9 == 2]
    assert all(b.dd is not None for _, b, _ in deals)
    fresh = double_dummy_many([b.hands for b in sample])
    assert [b.dd_table() for b in sample] == fresh


def test_no_lesson_settles_for_a_part_score_where_the_answers_advise_a_game_it_shows_as_well(deals):
    """Question 8 said "Yes, go for game" above a teacher's note about a part-score (05/3: nine
    top tricks, "the target in a part-score in diamonds is 7"): where the lesson holds as well
    in the game the answers advise, the board's lesson is that game."""
    from cardtable.bridge.analysis import suggest_contract

    settled = []
    for key, board, lesson in deals:
        if not lesson.strain or lesson.game:
            continue
        advised = suggest_contract(board.hands, declarer_of(board))
        if advised.game and check(board, replace(lesson, strain=advised.strain, game=True)).ok:
            settled.append(f"{key} board {board.number}: {lesson.contract}")
    assert not settled, settled


def test_a_sure_tricks_lesson_with_trumps_needs_the_trumps_drawn_from_the_top():
    """"Seven tricks from the top … simply cash them" in 1♠ with the defenders holding ♠K1087
    and a singleton diamond beside five diamond winners (once built-in 05/5): a teacher's first
    objection is the ruff. Such a lesson fails its check."""
    from .conftest import board_of

    board = board_of("N:KT87.KJT764.4.J8 QJ53.32.J9753.54 4.Q8.862.AQ97632 A962.A95.AKQT.KT", "E")
    proof = check(board, Lesson("sure-tricks", 1, "S", False))
    assert not proof.ok and "ruff" in proof.why


def test_every_note_is_what_the_curator_writes_from_the_deal_today_and_is_french_in_french(proofs, qapp):
    """A note's facts come from the deal (which suits' leads would cost the contract, double
    dummy): a note written before its wording or its facts were corrected would keep the
    old claim ("a lead in another suit would hand declarer the contract" where a diamond
    beat 3NT by two). The same facts in French are French, every word (each board's facts
    found once, in the module's fixture: they are the slowest part of the suite to find)."""
    from cardtable.bridge.notes import note
    from cardtable.ui.translations import install_translator, remove_translators

    from .test_exercises_french import ENGLISH

    stale = [f"{key} board {board.number}" for key, board, lesson, proof in proofs
             if note(board, lesson, proof) != board.note]
    assert not stale, stale
    assert install_translator(qapp, "fr") == "fr"
    try:
        english = [f"{key}/{board.number}: {said}" for key, board, lesson, proof in proofs
                   if (said := note(board, lesson, proof)) == board.note or ENGLISH.search(said)
                   or re.search(r"\b(que|de) [AEIOU]", said)]
    finally:
        remove_translators(qapp)
    assert not english, "\n".join(english[:5])


def test_a_finesse_lesson_needs_the_tenace_in_one_hand_and_to_matter_after_the_pages_lead():
    """Two boards a teacher would not sign: the ♦A in one hand and the ♦Q10 in the other ("lead
    towards the tenace" means nothing), and a finesse that question 6's own lead (♦4 from
    ♦KJ543 into ♦AQ102) makes pointless: 1NT makes wherever the king lies."""
    from .conftest import board_of

    split = board_of("W:AQ.J752.J95.8532 K764.T84.A732.AK JT92.A3.K6.QT976 853.KQ96.QT84.J4", "W")
    proof = check(split, Lesson("finesse", 3, "NT", False, "DK"))
    assert not proof.ok and "split" in proof.why
    pointless = board_of("E:754.AKT65.87.QJ4 KQ8.J9873.96.T65 J963.Q2.AQT2.K32 AT2.4.KJ543.A987", "E")
    proof = check(pointless, Lesson("finesse", 3, "NT", False, "DK"))
    assert not proof.ok and "question 6" in proof.why


def test_a_cover_lesson_costs_declarer_a_second_high_card(deals):
    """The old 13/1: East leads the ♠K and South "covers" with the ♠A — nothing of
    declarer's is over it, so the ace simply wins the trick ("take your trick", not "cover
    an honour with an honour"); four of the set's eleven boards were such aces, six more such
    kings and queens. Every built-in cover now costs declarer's side a second high card."""
    from .conftest import board_of

    winning = board_of("N:JT8.983.AJ8.A963 KQ3.7.KQ732.KQJ4 A76542.T5.94.T85 9.AKQJ642.T65.72", "W")
    lesson = Lesson("cover-honour", 4, "H", True, "SA", ("CT", "C2", "C3", "CJ", "SK"))
    assert not check(winning, lesson).ok
    covers = [(b, lesson) for _, b, lesson in deals if lesson.theme == "cover-honour"]
    assert len(covers) >= 8
    for board, lesson in covers:
        pos = ddplay.play_all(ddplay.start(board.hands, declarer_of(board), lesson.strain), lesson.play)
        led, by = ddplay.code(pos.deal.curtrick[0]), int(pos.deal.first)
        behind = ddplay.holding(pos, (by + 2) % 4, led[0])
        assert any(rank_of(c) > rank_of(lesson.card) for c in behind), (board.number, behind)


@pytest.mark.parametrize("theme", ["second-hand-low", "cover-honour"])
def test_the_play_of_a_defence_lesson_opens_with_the_pages_own_lead(deals, theme):
    """"Later in 3NT, declarer leads …" after an opening lead other than the one question 6
    teaches on the same page (29 of 44 such lessons did): the play opens as the answers do."""
    board, lesson = first_of(deals, theme)
    assert lesson.play[0] == answers_lead(board, lesson.strain)
    leader = board.hands[(declarer_of(board) + 1) % 4]
    other = next(c for s in range(4) for c in cards_in(leader, s) if c[0] != lesson.play[0][0])  # another suit
    proof = check(board, replace(lesson, play=(other, *lesson.play[1:])))
    assert not proof.ok and "question 6" in proof.why
