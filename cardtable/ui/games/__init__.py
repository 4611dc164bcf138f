"""Each game's FACE: everything one game shows, in one module per game, registered once.

The shared UI (the seat plates, the new-game dialog, the status line, the statistics, the
review, the hint and the scorekeeper) never asks "which game is this?": it looks up the
game's :class:`GameFace` by the engine's record name (:func:`face_for`) and asks it. A face
holds the wording and the widgets of its game — seat badges, score-sheet model, decision
widgets, scorekeeper form, option labels — so that adding a sixth game is one engine module,
one AI module, one face here and its tests, and nothing else changes.

A face module defines one :class:`GameFace` subclass and calls :func:`register` with an
instance; the modules are imported on the first look-up (one per engine game, named after
the game: ``bugger-bridge`` → ``bugger_bridge.py``), so importing this package stays cheap
and the shared modules the faces build on may import it without a circle.
"""

from __future__ import annotations

import abc
import importlib
from collections.abc import Callable
from importlib.resources import files
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QCoreApplication

from ...engine import get_game, supported_games
from ...engine.errors import EngineError
from ...engine.games.base import Option
from ...engine.games.bugami import SecretBidInfo
from ...engine.view import PlayerView
from ...words import counted

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...ai.montecarlo import SearchRecord
    from ...analysis.review import ReviewTable
    from ...engine.actions import Action, Play
    from ...scorekeeper import Result, RoundInfo, ScoreSheet
    from ...session.public import PublicTable
    from ...storage.stats import Summary
    from ..decision_widget import DecisionWidget
    from ..scorekeeper_form import EntryForm
    from ..sheet_model import SheetModel

translate = QCoreApplication.translate


class GameFace(abc.ABC):
    """What one game shows. The defaults are what most games share; a face overrides the rest.

    Texts keep the translation contexts of the places that show them ("Table" for the seat
    plates and the table's corner, "MainWindow" for the status line, "NewGameDialog",
    "Statistics", "Hints", "Scorekeeper"), so one French file serves every face.
    """

    # The engine's record name of the game ("bugger-bridge").
    game: ClassVar[str] = ""
    # new-game dialog: friendlier option labels, spin-box texts at the lowest value, suffixes —
    # each keyed by the option's record name and marked ``QT_TRANSLATE_NOOP("NewGameDialog", …)``
    # (English strings; typed Any because PySide6 types that marker's result as object).
    option_labels: ClassVar[dict[str, Any]] = {}
    option_special_values: ClassVar[dict[str, Any]] = {}
    option_suffixes: ClassVar[dict[str, Any]] = {}
    # A switch option's check box text, what "on" means ("Dealer may not make the bids even");
    # without one the box says "On".
    option_check_texts: ClassVar[dict[str, Any]] = {}
    # Options too rich for a one-line editor that the face edits in a dialog of its own
    # (:meth:`edit_option`), by record name; the new-game dialog offers "Edit…" for them.
    edited_options: ClassVar[frozenset[str]] = frozenset()
    # The game's blurb and option help, plain English in the Qt-free engine spec, marked here
    # for lupdate in the contexts the new-game dialog looks them up in ("GameBlurbs",
    # "GameOptions"); a test checks they match the spec's.
    engine_texts: ClassVar[tuple[Any, ...]] = ()
    # The table's piles besides hands and tricks: the dummy laid out once exposed, the
    # turnip's own place, the stock of undealt cards (the turn-up's stock needs no flag).
    dummy_pile: ClassVar[bool] = False
    turnip_pile: ClassVar[bool] = False
    undealt_stock: ClassVar[bool] = False
    # Whether the trick's ring leaves room in the middle for a stock, a turn-up or a turnip
    # (without one the trick lies closer together, leaving room for an exposed dummy).
    center_pile: ClassVar[bool] = True
    # Whether the stock and the turn-up lie in the felt's top right-hand corner, under a
    # "Trumps" caption, rather than in the middle where they read as cards of the trick.
    corner_pile: ClassVar[bool] = False

    # ----- what the face is made of (imported late: the shared bases import this package) ------

    @abc.abstractmethod
    def sheet_model(self) -> type[SheetModel]:
        """The score-sheet dock's model class for this game."""

    def decision_widgets(self) -> tuple[type[DecisionWidget], ...]:
        """The decision panels of the game (bids, announcements, contracts), asked in order."""
        return ()

    @abc.abstractmethod
    def scorekeeper_form(self) -> type[EntryForm]:
        """The scorekeeper's entry form for one round of this game."""

    # ----- the table ---------------------------------------------------------------------------

    @property
    def title(self) -> str:
        return get_game(self.game).title

    def rules_html(self, language: str | None = None) -> str:
        """The game's rules page: ``cardtable/resources/rules/<language>/<game>.html`` when the
        page is written in ``language``, else the English ``rules/<game>.html``."""
        rules = files("cardtable.resources") / "rules"
        page = rules / language / f"{self.game}.html" if language else None
        if page is None or not page.is_file():
            page = rules / f"{self.game}.html"
        return page.read_text(encoding="utf-8")

    def seat_badges(self, view: PlayerView) -> list[str]:
        """One short public fact per seat of the view's table (a bid, points, 'dummy')."""
        return [""] * len(view.players)

    def trump_label(self, view: PlayerView) -> str | None:
        """The table's headline instead of the trumps (``None``: say the trumps)."""
        return None

    def plate_name(self, player: int, name: str) -> str:
        """The name on a seat's plate (Minibridge adds the compass point)."""
        return name

    def table_info(self, table: PublicTable, view: PlayerView) -> list[str]:
        """Lines for the table's corner: where the match stands."""
        target = view.info.target if isinstance(view.info, SecretBidInfo) else None
        line = translate("Table", "Round {0}").format(table.rounds_started)
        if target:
            line += " · " + translate("Table", "game is {0}").format(target)
        return [line]

    def review_header(self, match: Any, index: int) -> str:
        """A line over the review of round ``index`` of ``match`` (a finished round: every
        fact in it is public now): what the hands do not show, such as bids or a turnip."""
        return ""

    def review_trick_note(self, match: Any, index: int, trick: int) -> str:
        """A line under trick ``trick`` (0-based) of round ``index`` in the review, for what the
        trick's cards do not show (Bleeding Hearts: the turnip joins the last trick)."""
        return ""

    def seating_news(self, before: PublicTable | None, after: PublicTable) -> str | None:
        """What changed around the viewer between two deals (new partners, another table),
        announced on the table; ``None`` when nothing did (every game but Dumb-Bunny)."""
        return None

    def decision_prompt(self, view: PlayerView) -> str:
        """The status line when the human has a decision other than a card to play."""
        return translate("MainWindow", "Choose your bid — bids are revealed together")

    def resume_note(self, view: PlayerView) -> str | None:
        """What a match taken up again leaves out of the record and does again by itself,
        said on the status line once the table is shown (``None``: nothing)."""
        return None

    def amend_label(self) -> str:
        """The menu item (and the panel's button) that reopens the human's last decision
        while the rules still let it be changed; with its menu mnemonic."""
        return translate("MainWindow", "Chan&ge my choice")

    def amend_keep_label(self) -> str:
        """The panel's button (Enter) that keeps the human's last decision while it may still
        change, and lets the next player's answer, held for the change, come at once."""
        return translate("MainWindow", "Keep my choice")

    def amend_current(self, view: PlayerView) -> Action | None:
        """The human's decision as it stands, in a view reopened to change it: chosen again,
        it keeps the decision (``None``: the game has no decision to change)."""
        return None

    def amend_offer(self, view: PlayerView, next_name: str) -> tuple[str, str]:
        """The panel's words after the human's decision while they may still change it (the
        view shows it made): what they chose, and until when it may change."""
        return (translate("MainWindow", "You may still change your choice."),
                translate("MainWindow", "Until {0} decides.").format(next_name))

    def amend_prompt(self, view: PlayerView) -> str:
        """The status line while the human changes their decision."""
        return translate("MainWindow", "Change your choice.")

    def refusal_words(self, view: PlayerView, action: Action) -> str:
        """Why the rules refused the person's ``action`` (a bid, an announcement: anything
        but a card), said to them in the UI's words. The engine's message is written for a
        log, in the third person ("West does not hold…"), so it is never shown as it is."""
        return translate("MainWindow", "That choice is not allowed now: choose again.")

    # ----- the new-game dialog ---------------------------------------------------------------

    def seat_label(self, seat: int) -> str:
        """How the dialog names a seat: by number, the human's first."""
        if seat == 0:
            return translate("NewGameDialog", "Seat 1 (you)")
        if seat == 1:
            return translate("NewGameDialog", "Seat 2 (your left)")
        return translate("NewGameDialog", "Seat %1").replace("%1", str(seat + 1))

    def option_summary(self, option: Option, value: Any) -> tuple[str, str] | None:
        """An option value too rich to edit in the dialog, summed up: (the label's text, the
        whole value in lines); ``None`` shows it as the record has it."""
        return None

    def edit_option(self, option: Option, value: Any, parent: QWidget, done: Callable[[Any], None]) -> None:
        """Open the face's editor of an option named in :attr:`edited_options`, window-modal
        over ``parent``; ``done`` gets the new value when the player accepts it. Faces
        without such options have nothing to open."""
        return None

    def players_note(self) -> str:
        """The note beside the player count, when the game has a choice of counts."""
        return ""

    # ----- statistics, review, hints -----------------------------------------------------------

    def statistics_rows(self, summary: Summary) -> list[tuple[str, str]]:
        """The game's own figures in the statistics table (after the shared ones)."""
        return []

    def statistics_tips(self) -> dict[str, str]:
        """What the game's own figures mean: translated label → tip."""
        return {}

    def round_figure_labels(self) -> tuple[str, str]:
        """The statistics' labels for the rounds played and the average score per round, in
        the game's own word (deals in Minibridge, hands in Dumb-Bunny), each a whole sentence
        for the translator."""
        return (translate("Statistics", "Rounds played"), translate("Statistics", "Average score per round"))

    def rounds_played(self, n: int) -> str:
        """``n`` rounds in the game's own word ("18 rounds", "8 deals", "16 hands"): the
        history lists every game in one column."""
        return counted(n, translate("History", "1 round"), translate("History", "{0} rounds")).format(n)

    def review_notes(self, table: ReviewTable, trick: int) -> list[str]:
        """The words under each card of a reviewed trick: what it cost against perfect play,
        in games that can tell (one note per card, "" for none); ``[]`` says nothing."""
        return []

    def hint_decision(self, view: PlayerView, action: Action) -> str | None:
        """Why to make a decision other than a card, in the game's words (``None``: none)."""
        return None

    def hint_evidence(self, view: PlayerView, search: SearchRecord) -> str | None:
        """What the search found, told the game's own way (``None``: the shared words)."""
        return None

    def hint_card(self, view: PlayerView, action: Play) -> str | None:
        """The whole hint for a card the game teaches by rule (none by default)."""
        return None

    def hint_goal(self, view: PlayerView) -> str:
        """What the seat is aiming at, in a few words appended to a card hint."""
        return ""

    # ----- the scorekeeper ---------------------------------------------------------------------

    def scorekeeper_seat_title(self, seat: int) -> str:
        """How the scorekeeper's setup page labels a name."""
        return translate("Scorekeeper", "Player %1").replace("%1", str(seat + 1))

    def scorekeeper_header(self, name: str, seat: int) -> str:
        """A player's column heading on the scorekeeper's table."""
        return name

    @abc.abstractmethod
    def penalty_note(self) -> str:
        """What the seed says about penalties, translated."""

    def round_noun(self) -> str:
        """What the table calls one round, as its corner and the narration say it ("Round";
        a game with its own word — a deal, a hand — says that)."""
        return translate("Table", "Round")

    def round_notes(self, rnd: Any, last: bool) -> list[str]:
        """Sentences under a scored round's summary about what the table alone does not say
        (a hand scored another way, what changes before the next); ``last``: the match's
        last round. None by default."""
        return []

    def round_outcome(self, rnd: Any, player: int) -> str:
        """What ``player``'s bid came to in the scored round ``rnd``, for the round summary,
        when the game's bids are not trick counts or contracts (those the summary words
        itself): the facts the points were worked out from. Empty: nothing to add."""
        return ""

    def round_outcome_title(self) -> str:
        """The round summary's heading over :meth:`round_outcome`'s column."""
        return translate("Table", "Bid")

    def scorekeeper_round_word(self) -> str:
        """What the scorer calls one entry ("Deal")."""
        return translate("Scorekeeper", "Deal")

    def scorekeeper_details(self, sheet: ScoreSheet, info: RoundInfo) -> str:
        """What the scorer should know about the next entry, after its title."""
        dealer = "" if info.dealer is None else translate("Scorekeeper", "%1 deals.").replace(
            "%1", sheet.players[info.dealer])
        tricks = counted(info.tricks, translate("Scorekeeper", "1 trick."),
                         translate("Scorekeeper", "%1 tricks.")).replace("%1", str(info.tricks))
        return f"{tricks} {dealer} " + translate(
            "Scorekeeper", "Enter each bid, then the tricks taken and the bug cards in them."
        )

    def scorekeeper_record_label(self, sheet: ScoreSheet) -> str:
        """The record button's text."""
        return translate("Scorekeeper", "&Record round")

    def scorekeeper_record(self, sheet: ScoreSheet, form: Any) -> None:
        """Enter what the form holds (raises :class:`~cardtable.scorekeeper.ScoresheetError`)."""
        sheet.add_round(form.data())

    def scorekeeper_row_label(self, sheet: ScoreSheet, result: Result) -> str:
        """The first column of a scored round on the scorekeeper's table."""
        return translate("Scorekeeper", "Deal %1").replace("%1", str(result.info.number))

    def scorekeeper_cell(self, sheet: ScoreSheet, result: Result, seat: int) -> str:
        """A player's cell of a scored round: the running total and what the round added."""
        from ..scorekeeper_form import number, signed

        score = result.scores[seat]
        delta = signed(score) if score else "—"
        return f"{number(result.totals[seat])}   ({delta})"


_FACES: dict[str, GameFace] = {}
_loaded = False


def register(face: GameFace) -> GameFace:
    """Make ``face`` the face of its game (once: a second face for a game is an error)."""
    if face.game in _FACES and type(_FACES[face.game]) is not type(face):
        raise ValueError(f"{face.game} already has a face")
    _FACES[face.game] = face
    return face


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for game in supported_games():
            importlib.import_module(f"{__name__}.{game.replace('-', '_')}")


def face_for(game: str) -> GameFace:
    """The face of an engine game, by its record name."""
    _load()
    return _FACES[game]


def round_name(match: Any, index: int) -> tuple[str, int]:
    """What the table calls round ``index`` (0-based) of ``match`` and its number, as the
    round summary says them: ("Deal", 3) in Minibridge, whose deals thrown in (20–20) are
    not counted."""
    thrown = sum(1 for r in match.rounds[:index] if match.spec.thrown_in(r))
    return face_for(match.game).round_noun(), index + 1 - thrown


def registered_games() -> list[str]:
    """The games with a face: the engine's in its order, then any face of a game it lacks."""
    _load()
    games = supported_games()
    return [g for g in games if g in _FACES] + sorted(set(_FACES) - set(games))


def game_title(game: str) -> str:
    """A game's title, or a readable form of an unknown name (a record from a newer version)."""
    try:
        return get_game(game).title
    except EngineError:
        return game.replace("-", " ").title()
