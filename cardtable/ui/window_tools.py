"""The window's View settings and its look-ups: animation speed, sound, how the cards look,
and what the menus show beside the table — the review of the last round, the computer in
your seat, the table read aloud, the last trick, statistics, rules, exercises, About (a
mixin of ``MainWindow``, kept apart so that the window's own module is its wiring and the
table). Settings are remembered in the window's QSettings.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from .. import __version__
from ..storage import settings as checked_settings
from ..storage.history import HistoryStore
from ..words import counted
from . import card_art, suit_ink
from .badges import translate
from .games import round_name
from .sound import SOUND_KEY
from .window_part import WindowPart

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from ..session import TableSession
    from .animator import Animator
    from .announcer import Announcer, Narrator
    from .decisions import DecisionPanel
    from .history_dock import TrickHistory
    from .score_sheet import ScoreSheet
    from .sound import Sounds
    from .table_scene import TableScene
    from .thinker import Thinker

# The animation speeds of View ▸ Animation speed, by name; every animation and pause of the
# table is divided by the factor (instant: none at all; the round summary still waits for
# the player, summary_flow.py).
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}


class WindowTools(WindowPart):
    """View settings and the menus' look-ups (mixed into ``MainWindow``, whose attributes
    it uses: those declared here and ``status``). Its words keep the context "MainWindow",
    where the window's own ``tr`` looks them up."""

    session: TableSession | None
    settings: QSettings
    animator: Animator
    scene: TableScene
    sounds: Sounds
    announcer: Announcer
    narrator: Narrator
    history: TrickHistory
    sheet: ScoreSheet
    panel: DecisionPanel
    thinker: Thinker
    stats: HistoryStore | None
    speed_actions: dict[str, QAction]
    last_duplicate: Any
    # (match, round index, whether the person chose that round's cards face down), worked
    # out once per finished round: the menus ask after every event.
    _face_down_known: tuple[object, int, bool] | None = None

    def set_speed(self, value: float, remember: bool = True) -> None:
        """Animation speed (a factor of :data:`SPEEDS`; 0 is instant) for every animation and pause."""
        self.animator.speed = value
        if remember:
            self.settings.setValue("table/speed", value)
        self._check_speed()

    def _check_speed(self) -> None:
        """Tick the menu's named speed nearest to the one in force."""
        if not getattr(self, "speed_actions", None):
            return
        speed = self.animator.speed
        key = "instant" if speed <= 0 else min((k for k in SPEEDS if SPEEDS[k] > 0),
                                               key=lambda k: abs(SPEEDS[k] - speed))
        self.speed_actions[key].setChecked(True)

    def _saved_style(self) -> card_art.DeckStyle:
        back = checked_settings.read(self.settings, "cards/back")
        kde = checked_settings.read(self.settings, "cards/kde_svg") or None
        try:
            if kde is not None and not Path(kde).is_file():
                kde = None
        except (OSError, ValueError):  # a path the system refuses (NUL, too long)
            kde = None
        return card_art.DeckStyle(
            four_colour=checked_settings.read(self.settings, "cards/four_colour"),
            back=back if back in card_art.BACKS else "classic",
            high_contrast=checked_settings.read(self.settings, "cards/high_contrast"),
            kde_svg=kde,
        )

    def set_card_scale(self, scale: float) -> None:
        """Bigger or smaller cards for the whole table (remembered)."""
        self.scene.card_scale = scale
        self.settings.setValue("cards/scale", scale)
        self.animator.finish_all()
        self.scene.relayout()

    def set_style(self, **changes) -> None:
        """Change how the cards look (and remember it)."""
        style = dataclasses.replace(self.scene.deck_style, **changes)
        self.scene.deck_style = style
        for item in self.scene.items():
            if hasattr(item, "set_style"):
                item.set_style(style)
        if style.four_colour != suit_ink.four_colour():
            # The suit signs in the panels, plates, history and sheet follow the cards.
            suit_ink.set_four_colour(style.four_colour)
            self.panel.restyle()
            self.history.restyle()
            self.sheet.restyle()
            for plate in self.scene.plates:  # each keeps a picture of itself (its cache)
                plate.update()
            practice = getattr(self, "_practice_window", None)  # practice.open_practice keeps it
            if practice is not None:
                practice.restyle()
            self.scene.update()
        self.settings.setValue("cards/four_colour", style.four_colour)
        self.settings.setValue("cards/high_contrast", style.high_contrast)
        self.settings.setValue("cards/back", style.back)
        self.settings.setValue("cards/kde_svg", style.kde_svg or "")

    def set_sound(self, on: bool) -> None:
        """View ▸ Sound: the table's sounds on or off (remembered; off at first)."""
        self.sounds.enabled = on
        self.settings.setValue(SOUND_KEY, on)

    def open_practice(self) -> None:
        """The Minibridge exercises (imported on use: the practice window loads endplay lazily)."""
        from .practice import open_practice as show

        show(self)

    def review_last_round(self) -> None:
        """All hands and the play of the last finished round, trick by trick."""
        s = self.session
        if s is None or not s.match.round_scores:
            self.status(translate("MainWindow", "No round has been played to the end yet."))
            return
        from .review import ReviewDialog

        m = s.match
        last = len(m.round_scores) - 1
        self.review = ReviewDialog(m, last, self.scene.human, self, style=self.scene.deck_style)
        self.review.show()

    def compare_refusal(self) -> str | None:
        """Why "How would the computer have done?" is not offered for the last finished round
        (its status tip, and the status line if asked anyway), or ``None`` when it is: a round
        whose cards you chose face down (Dumb-Bunny's blind hands) was luck, not play, and a
        deal thrown in (Minibridge's 20–20) had no play at all."""
        s = self.session
        if s is None or not s.match.round_scores or not s.human_seats:
            return translate("MainWindow", "Play a round first: then the computer plays the same cards in your seat.")
        index = len(s.match.round_scores) - 1
        if s.match.spec.thrown_in(s.match.rounds[index]):
            return translate("MainWindow", "{0} {1} was thrown in (20–20): no card was played, so there is "
                                           "nothing to compare.").format(*self._round_name(index))
        known = self._face_down_known
        if known is None or known[0] is not s.match or known[1] != index:
            from ..session.duplicate import chosen_face_down

            known = self._face_down_known = (s.match, index, chosen_face_down(s.match, index, self.scene.human))
        if known[2]:
            return translate("MainWindow", "{0} {1} was played blind: every card was chosen face down, so the "
                                           "computer could only have been luckier or not.").format(
                *self._round_name(index))
        return None

    def _round_name(self, index: int) -> tuple[str, int]:
        """What the table calls round ``index`` (0-based) and its number, as the round summary
        says them: ("Deal", 3) in Minibridge, whose deals thrown in (20–20) are not counted."""
        assert self.session is not None
        return round_name(self.session.match, index)

    def compare_with_computer(self) -> None:
        """Replay the last finished round's cards with a hard computer in your seat."""
        s = self.session
        refusal = self.compare_refusal()
        if s is None or refusal is not None:
            self.status(refusal or "")
            return
        from ..analysis.hints import HINT_LEVEL
        from ..session.duplicate import computer_in_seat

        index = len(s.match.round_scores) - 1
        others = [c.level for c in s.seats]
        noun, number = self._round_name(index)
        self.status(translate("MainWindow", "{0} {1}: the computer is playing it again in your seat…").format(
            noun, number))
        self.thinker.run(("duplicate", s.key, noun, number), computer_in_seat, s.match.to_record(), index,
                         self.scene.human, HINT_LEVEL, others, s.seed)

    def _job_done(self, tag, result) -> None:
        if not (isinstance(tag, tuple) and tag[0] == "duplicate"):
            return
        if isinstance(result, Exception):
            self.status(translate("MainWindow", "The replay failed: {0}").format(result))
            return
        self.last_duplicate = result
        _, _, noun, number = tag
        if result.by_side:  # partners score together (Minibridge): the side's tricks, as its points
            yours = counted(result.your_tricks, translate("MainWindow", "Your side: {0} points (1 trick)"),
                            translate("MainWindow", "Your side: {0} points ({1} tricks)")).format(
                result.your_score, result.your_tricks)
            computer = counted(
                result.computer_tricks,
                translate("MainWindow", "Your side with the computer ({0}) in your seat: {1} points (1 trick)"),
                translate("MainWindow", "Your side with the computer ({0}) in your seat: {1} points ({2} tricks)"),
            ).format(result.level, result.computer_score, result.computer_tricks)
        else:
            yours = counted(result.your_tricks, translate("MainWindow", "You: {0} points (1 trick)"),
                            translate("MainWindow", "You: {0} points ({1} tricks)")).format(
                result.your_score, result.your_tricks)
            computer = counted(
                result.computer_tricks,
                translate("MainWindow", "The computer ({0}) in your seat: {1} points (1 trick)"),
                translate("MainWindow", "The computer ({0}) in your seat: {1} points ({2} tricks)"),
            ).format(result.level, result.computer_score, result.computer_tricks)
        text = translate("MainWindow", "{0} {1}, same cards for everyone:").format(noun, number) + \
            f"\n\n{yours}\n{computer}"
        self.status(text.replace(":\n\n", ": ").replace("\n", "; "))  # (not ": — ")
        box = QMessageBox(QMessageBox.Icon.Information, translate("MainWindow", "How would the computer have done?"),
                          text, parent=self)
        box.setModal(False)
        box.show()
        self._duplicate_box = box

    def read_table(self) -> None:
        """Say where the play stands (for screen readers): the human's hand, the trick on
        the table, tricks won and whose turn it is — all from the human's own view."""
        s = self.session
        if s is None or not s.match.rounds:
            self.announcer.say(translate("MainWindow", "No game in progress."))
            return
        self.announcer.say(self.narrator.describe_table(s.view(self.scene.human)))

    def show_last_trick(self) -> None:
        """The last trick on the status line, said to a screen reader too (a box to close
        each time was heavy for a glance; the trick history dock lists every trick)."""
        text = self.history.last_trick()
        self.tell(translate("MainWindow", "Last trick: {0}").format(" ".join(text.split())) if text
                  else translate("MainWindow", "No trick has been played yet in this round."))

    def show_statistics(self) -> None:
        from .statistics import StatisticsDialog

        m = self.session.match if self.session is not None else None
        store = self.stats if self.stats is not None else HistoryStore()
        StatisticsDialog(store, self, m.game if m else None, m.n if m else None).exec()

    def show_scorekeeper(self) -> None:
        from .scorekeeper import open_scorekeeper  # the window's first paint does without it

        open_scorekeeper(self, self.session.match.game if self.session is not None else None)

    def show_rules(self) -> None:
        from .rules_text import RulesDialog

        game = self.session.match.game if self.session is not None else None
        RulesDialog(game, self).exec()

    def show_shortcuts(self) -> None:
        from .shortcuts import ShortcutsDialog

        ShortcutsDialog(self.menuBar(), self).exec()

    def show_about(self) -> None:
        """What the app is, where it keeps the player's files, and what it runs on (a player
        asked for help is asked these first)."""
        QMessageBox.about(self, translate("MainWindow", "About cardtable"), about_text())


def about_text() -> str:
    """The About box: the version, the games, the data folder, the versions it runs on."""
    import html
    import platform

    from PySide6.QtCore import qVersion

    from ..engine.games import supported_games
    from ..storage.paths import data_dir
    from .app_settings import app_settings
    from .games import game_title

    games = ", ".join(game_title(g) for g in supported_games())
    return "".join((
        f"<h3>cardtable {html.escape(__version__)}</h3>",
        "<p>", translate("MainWindow", "Five trick-taking card games against the computer: {0}; and Minibridge "
                                       "exercises for practice.").format(html.escape(games)), "</p>",
        "<p>", translate("MainWindow", "Your saved match and match history are kept in:"),
        f"<br><code>{html.escape(str(data_dir()))}</code><br>",
        translate("MainWindow", "Your settings:"), f"<br><code>{html.escape(app_settings().fileName())}</code></p>",
        "<p>", translate("MainWindow", "Python {0} · Qt {1} · double-dummy analysis by endplay (DDS).").format(
            html.escape(platform.python_version()), html.escape(qVersion())), "</p>",
        "<p>", translate("MainWindow", "MIT License. The cards are drawn by cardtable's own code."), "</p>",
    ))
