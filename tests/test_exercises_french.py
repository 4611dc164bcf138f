"""The Minibridge exercises speak French in the French UI: the set titles, the questions, the
contract the lead and declarer's questions depend on, the verdicts and the explanations — while
the command line (``cardtable exercise``) and everything else without the translator stays
English (test_exercise_cli.py, test_teaching_answers.py)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from cardtable.bridge.analysis import analyse
from cardtable.bridge.exercises import QUESTIONS, answer_text, builtin_sets, check, question_context
from cardtable.bridge.progress import Progress
from cardtable.ui.practice import PracticeWindow
from cardtable.ui.translations import install_translator, remove_translators

from .conftest import OLD_01_4, board_of

#: English words that give an untranslated sentence away in the French window.
ENGLISH = re.compile(r"\b(the|and|with|tricks?|declarer|dummy|lead|points? between|trumps|has|is|not)\b")


@pytest.fixture
def french(qapp):
    assert install_translator(qapp, "fr") == "fr"
    yield
    remove_translators(qapp)


def test_the_seed_deal_in_french(french, qtbot, tmp_path):
    """The first deal of the first set (West deals; South declares game in no trumps)."""
    w = PracticeWindow(None, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    w.show()
    assert w.tree.topLevelItem(0).text(0).startswith("Compter les points")
    assert w.q_text.text() == "Combien de points chaque joueur a-t-il\u00a0?"
    # Question 1 answered wrong: the verdict and the seat names are French.
    for seat in range(4):
        w.input.points[seat].setValue(w.analysis.facts.points[seat] + 1)
    qtbot.mouseClick(w.check_button, Qt.MouseButton.LeftButton)
    # (the no-break spaces that keep small numbers with their word read as spaces; French
    # typography's before ":" and ";" stay)
    feedback = re.sub("\u00a0(?![:;?!])", " ", w.feedback.text())
    assert "Pas tout à fait\u00a0: Ouest a 4, pas 5" in feedback, feedback
    assert "Ouest a 4 points\u00a0; Nord a 14 points" in feedback, feedback
    assert "Cela fait 40 en tout (As 4, Roi 3, Dame 2, Valet 1)." in feedback
    w.next_button.click()
    # The lead's question is told the contract, in French.
    while w.questions[w.index].key != "lead":
        w.input.setEnabled(True)
        w.checked = True
        w.next_question()
    assert w.q_sees.text().startswith("Sud joue à sans-atout\u00a0; Ouest entame."), w.q_sees.text()


def test_questions_titles_verdicts_and_short_answers(french):
    a = analyse(builtin_sets()[0].boards[0], False)
    assert [s.title for s in builtin_sets()][:3] == ["Compter les points", "Partielle ou manche", "Choisir l’atout"]
    assert [q.text for q in QUESTIONS][6] == "Combien de levées le déclarant est-il sûr de faire\u00a0?"
    assert question_context(a, QUESTIONS[6]) == "Sud joue à sans-atout."
    assert question_context(a, QUESTIONS[8]) == "Sud joue la manche à sans-atout."  # Q9, after Q8
    assert answer_text(a, "declarer") == "Sud est déclarant, Nord est le mort"
    assert answer_text(a, "lead") == "cœur (♥D)"
    assert answer_text(a, "game") == "oui"
    assert check(a, "game", False).text.startswith("Pas tout à fait\u00a0: oui.")
    no_game = analyse(builtin_sets()[1].boards[1], False)  # a part-score: the answer is "no", not the number 0
    assert answer_text(no_game, "game") == "non", no_game.explanations["game"]
    assert answer_text(a, "points") == "O 4, N 14, E 6, S 16"
    assert check(a, "leader", 3).text.startswith("Exact. ")
    assert check(a, "lead", 0).text.startswith("Pas tout à fait\u00a0: l’entame à pique n’est pas la meilleure.")
    assert check(a, "declarer", (2, 1)).text.startswith("Pas tout à fait\u00a0: le mort est toujours")
    # Questions 1–5 and 7 explained.
    ex = a.explanations
    assert ex["first"] == "Ouest annonce en premier, car Ouest est le donneur."
    assert ex["side"].startswith("Nord–Sud forment le camp du déclarant\u00a0: ils ont 30 points à eux deux")
    assert ex["declarer"].startswith("Sud est le déclarant, car il a le plus de points (16 contre 14)")
    assert ex["leader"] == "Ouest fait l’entame, car il est assis à la gauche du déclarant."
    assert ex["sure"] == ("Neuf levées maîtresses\u00a0: deux à pique (♠A R), deux à cœur (♥A R), trois à carreau "
                          "(♦A R D) et deux à trèfle (♣A R).")
    assert check(a, "sure", 8).text == "Pas tout à fait\u00a0: 9. " + ex["sure"]


def test_without_the_translator_the_words_are_english(qapp):
    remove_translators(qapp)
    a = analyse(builtin_sets()[0].boards[0], False)
    assert builtin_sets()[0].title == "Counting points"
    assert QUESTIONS[0].text == "How many points does each player have?"
    assert question_context(a, QUESTIONS[5]) == "South declares in no trumps; West leads."
    assert check(a, "leader", 0).text.startswith("Not quite: West. West makes the opening lead")
    assert not ENGLISH.search("Compter les points")  # (the pattern itself reads French as French)


def test_the_lead_explained_in_french(french):
    """Question 6: the contract, the suit, the card and the teacher's reason, all in French."""
    a = analyse(builtin_sets()[0].boards[0], False)
    ex = a.explanations["lead"]
    assert ex.startswith("Sud, le déclarant, joue à sans-atout. Contre ce contrat, le mort "
                         "étalé, Ouest doit entamer cœur. Entamez ♥D, la tête d’une séquence solide (♥D V 10 8)"), ex
    assert not ENGLISH.search(ex), ex
    for s in builtin_sets():
        for board in s.boards:
            said = analyse(board, False).explanations.get("lead", "")
            assert not ENGLISH.search(said), said


def test_the_lead_with_a_reason_against_it_in_french(french):
    """The notes against a lead ("But partner announced only 3 points…") and the suit not led, in French."""
    avoided = analyse(builtin_sets()[0].boards[2], False).explanations["lead"]
    assert avoided.endswith("Pas à trèfle\u00a0: le partenaire n’a annoncé que 4 points, trop peu pour soutenir "
                            "votre honneur."), avoided
    but = analyse(builtin_sets()[0].boards[7], False).explanations["lead"]
    assert but.endswith("Mais le partenaire n’a annoncé que 3 points, trop peu pour soutenir votre honneur. "
                        "Pourtant, aucune autre couleur ne paraît plus sûre."), but


def test_go_for_game_explained_in_french(french):
    """Question 8: the points and the rule of thumb, the top tricks, the further sources, the
    target and the advice, and double dummy after it — all in French."""
    a = analyse(builtin_sets()[1].boards[1], False)
    ex = a.explanations["game"]
    assert ex.startswith("Non. Le déclarant et le mort ont 24 points à eux deux\u00a0: moins que les 26 qui "
                         "justifient la manche sur les seuls points, donc ce sont les levées qui décident. Avec "
                         "l’atout cœur, le déclarant compte trois levées maîtresses."), ex  # (the ♠Q is stranded)
    assert "une demi-levée grâce à une impasse (une chance sur deux)" in ex, ex
    assert ex.endswith("donc une partielle à cœur est l’objectif raisonnable."), ex
    assert not ENGLISH.search(ex), ex
    seen = analyse(builtin_sets()[1].boards[1], {s: {k: 9 for k in ("C", "D", "H", "S", "NT")} for s in range(4)})
    assert seen.explanations["game"].endswith(" Avec les quatre mains sous les yeux, Sud fait 9 levées à cœur "
                                              "contre la meilleure défense. "
                                              "Le meilleur score s’obtiendrait en jouant la manche à sans-atout "
                                              "(9 levées), mais le déclarant ne voit pas les cartes de la "
                                              "défense."), seen.explanations["game"]
    for s in builtin_sets():
        for board in s.boards:
            said = analyse(board, False).explanations.get("game", "")
            assert not ENGLISH.search(said), said


def test_extra_tricks_explained_in_french(french):
    """Question 9: the first chance that works told in full, the others named, the ones that
    fail here, and double dummy's count — all in French, and each chance's own sentence too
    (the printed sheet lists them)."""
    a = analyse(board_of(*OLD_01_4), {s: {k: 9 for k in ("C", "D", "H", "S", "NT")} for s in range(4)})
    ex = a.explanations["extra"]
    assert ex.startswith("Oui. Affranchissement à pique\u00a0: avec ♠V 10, le déclarant cède une levée à ♠D de la "
                         "défense, puis gagne une levée de plus — à coup sûr, quel que soit le défenseur qui le "
                         "détient. Avec cette répartition, ♠D tombe sous ♠A R\u00a0: le déclarant ne lui cède aucune "
                         "levée. D’autres chances réussissent ici\u00a0: l’affranchissement à trèfle, la longueur à "
                         "carreau et les coupes à carreau."), ex
    # The spade finesse adds nothing (North's ♠Q alone falls under the ♠A K, which the promotion
    # counts), the club two-way finesse gains nothing (North's ♣K 8 7 5 4 takes a trick however
    # declarer plays), and the ♦K led towards from East fails: the ♦A is North's, behind it.
    assert "Avec cette répartition, une impasse à pique et un jeu vers un honneur à carreau échouent. " \
           "Sans effet ici\u00a0: une impasse à trèfle." in ex, ex  # the guarded ♣K takes its trick anyway
    assert "Avec les quatre mains sous les yeux, " in ex and "levées maîtresses)." in ex, ex
    assert not ENGLISH.search(ex), ex
    kinds = set()
    for s in builtin_sets():
        for board in s.boards:
            b = analyse(board, False)
            said = b.explanations.get("extra", "")
            assert not ENGLISH.search(said), said
            for c in b.chances:
                kinds.add(c.kind)
                assert not ENGLISH.search(c.text), c.text
    assert kinds == {"promotion", "length", "finesse", "lead-towards", "ruff"}


def test_no_trumps_at_the_minibridge_table_is_said_in_french(french):
    """The table's corner said "NT partielle par E" while the sheet and the summary said "SA"."""
    from cardtable.ui.games.minibridge import strain_sign

    assert strain_sign("NT") == "SA" and strain_sign("H") == "♥"


def test_the_contract_panel_speaks_french_and_its_tokens_keep_their_names_when_small(french, qtbot):
    """"le mort Ben (North)", a no-trump token marked "NT", and at 1024 x 700 no caption at
    all under the suits, because "Sans-atout" did not fit the small card: a review's finds."""
    from cardtable.ui.decision_widget import SuitToken
    from cardtable.ui.decisions import DecisionPanel
    from cardtable.ui.games.minibridge import ContractWidget

    from .test_decisions import minibridge_contract, to_act_view

    panel = DecisionPanel()
    qtbot.addWidget(panel)
    assert panel.show_for(to_act_view(minibridge_contract()))
    widget = panel.current
    assert isinstance(widget, ContractWidget)
    said = widget.side_label.text()
    assert not any(f"({w})" in said for w in ("North", "East", "South", "West")), said
    assert any(w in said for w in ("(Nord)", "(Est)", "(Sud)", "(Ouest)")), said
    assert widget.tokens["NT"].glyph == "SA"
    widget.select_strain("NT")
    widget.select_level(False)
    assert "NT" not in widget.target_text() and "SA" in widget.target_text()
    assert "NT" not in widget.confirm.text() and "SA" in widget.confirm.text()
    widget.set_density(3)  # the smallest tokens, as on a 1024 x 700 table
    suits = [t for t in widget.findChildren(SuitToken) if isinstance(t.glyph, int)]
    assert suits and all(t.caption_font() is not None for t in suits), "the suits' names are written"


def test_the_practice_window_fits_a_1024_screen_in_french(french, qtbot, tmp_path):
    """The French set names made the panes' least widths add up to 1055 px: on a 1024 x 700
    screen the right-hand column, "Question suivante" with it, was cut off."""
    from PySide6.QtCore import QRect

    from cardtable.ui.practice import FRAME_MARGIN

    w = PracticeWindow(None, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(w)
    w.fit_to_screen(QRect(0, 0, 1024, 700))
    w.show()
    assert w.minimumSizeHint().width() <= 1024 - FRAME_MARGIN.width(), w.minimumSizeHint()
    assert w.width() <= 1024 - FRAME_MARGIN.width()


def test_no_english_sentence_in_any_builtin_boards_analysis(french):
    """The practice window's Analyse tab showed "Le déclarant choisirait : manche à sans-atout.
    No eight-card fit in a major suit and every suit guarded: no trumps." — the contract's
    reason was never translated. Every answer, explanation, reason and chance of every
    built-in board is French."""
    from cardtable.bridge.exercises import questions_for

    english = []
    for s in builtin_sets():
        for board in s.boards:
            a = analyse(board, False)
            said = [*a.explanations.values(), *(c.text for c in a.chances),
                    *(answer_text(a, q.key) for q in questions_for(a))]
            if a.contract is not None:
                said.append(a.contract.reason)
            english += [f"{s.key}/{board.number}: {t}" for t in said if ENGLISH.search(t)]
    assert not english, "\n".join(english[:5])
