"""Statistics on screen: the Statistics dialog, the score chart dock and the results chart.

Both charts are painted here with QPainter rather than with a plotting library: they are
two simple line charts, and drawing them ourselves keeps the app's dependencies to Qt and
lets the colours follow the palette (light or dark) and the human's line stand out.

The figures come from the match history, :class:`~cardtable.storage.history.HistoryStore`
(Qt-free; the older :class:`~cardtable.storage.stats.StatsStore` answers alike); the window calls
:func:`record_session` whenever a round is scored, which records the match as far as it
has gone (see ``cardtable/storage/stats.py`` for why per round and how it stays recorded once).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ..engine.events import RoundScored
from ..engine.games import get_game, supported_games
from ..session.events import Undone
from ..storage.history import HistoryStore
from ..storage.stats import Result, StatsStore, Summary
from ..words import counted
from .games import face_for, game_title, registered_games
from .windows import fit_to_screen

if TYPE_CHECKING:
    from ..engine.match import Match
    from ..session import TableSession

_logger = logging.getLogger("cardtable")

# Line colours for the other players (Okabe–Ito based, colour-blind friendly), one set
# dark enough for a light background and one light enough for a dark background. The
# first three (a four-player table) are the farthest apart: blue beside bluish green read
# as one colour (a player's review), so reddish purple comes between them.
OTHERS_ON_LIGHT = ("#0072B2", "#CC79A7", "#009E73", "#6a5acd", "#8c6d1f", "#56B4E9", "#555555")
OTHERS_ON_DARK = ("#56B4E9", "#e6a0c4", "#6fd6b0", "#b7a6ff", "#F0E442", "#9ecbff", "#bbbbbb")
# And each other player's line its own pattern too, so that no two neighbours in the
# legend differ by colour alone.
OTHERS_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)
HUMAN_ON_LIGHT = "#D55E00"
HUMAN_ON_DARK = "#FF9A4D"
# More players than this and the score chart stops giving each its own colour.
CROWD = 8
# More finished matches than this and the results chart draws their running average over them.
MANY_RESULTS = 30


# Always ``translate("Statistics", "literal")``: lupdate only extracts literal texts
# (tests/test_translations.py checks).
translate = QCoreApplication.translate


def points_text(points: int) -> str:
    """'1 point', '12 points': a match's total in words that agree with it."""
    return counted(points, translate("Statistics", "1 point"), translate("Statistics", "{0} points")).format(points)


def place_text(place: int) -> str:
    """An ordinal for places (Dumb Bunny seats up to 16), each a literal for lupdate."""
    places = (
        translate("Statistics", "1st"),
        translate("Statistics", "2nd"),
        translate("Statistics", "3rd"),
        translate("Statistics", "4th"),
        translate("Statistics", "5th"),
        translate("Statistics", "6th"),
        translate("Statistics", "7th"),
        translate("Statistics", "8th"),
        translate("Statistics", "9th"),
        translate("Statistics", "10th"),
        translate("Statistics", "11th"),
        translate("Statistics", "12th"),
        translate("Statistics", "13th"),
        translate("Statistics", "14th"),
        translate("Statistics", "15th"),
        translate("Statistics", "16th"),
    )
    return places[place - 1] if 1 <= place <= len(places) else str(place)


def nice_ticks(lo: float, hi: float, count: int = 5) -> list[int]:
    """Whole-number axis ticks covering lo…hi in steps of 1, 2 or 5 times a power of ten."""
    if hi <= lo:
        lo, hi = lo - 1, hi + 1
    raw = max((hi - lo) / max(count, 1), 1)
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 5, 10) if raw <= m * mag)
    start = math.floor(lo / step) * step
    end = math.ceil(hi / step) * step
    return [int(start + i * step) for i in range(round((end - start) / step) + 1)]


def record_session(store: StatsStore | HistoryStore | None, session: TableSession | None, events: Sequence) -> bool:
    """Record the session's match after a scored round, or after an undo, which makes it a
    practice match at once (a player's review: Statistics counted it as a real match until
    the next round ended). The window's only statistics hook.

    Only matches with a human are recorded, from the first human's seat. A fault in the
    statistics is logged and never reaches the game: losing a figure beats losing a hand.
    """
    if store is None or session is None or not session.human_seats:
        return False
    if not any(isinstance(e, RoundScored | Undone) for e in events):
        return False
    try:
        if isinstance(store, HistoryStore) and any(isinstance(e, Undone) for e in events):
            store.mark_practice(session.match, session.instance)
        levels = [None if seat.human else seat.level for seat in session.seats]
        if isinstance(store, HistoryStore):
            return store.record_match(session.match, session.human_seats[0], practice=session.practice,
                                      instance=session.instance, levels=levels)
        return store.record_match(session.match, session.human_seats[0], practice=session.practice,
                                  instance=session.instance)
    except Exception:
        _logger.exception("statistics: the match could not be recorded")
        return False


# ----- painting ------------------------------------------------------------------------------


class _Chart(QWidget):
    """What both charts share: palette-aware colours, the plot frame, the axes and a
    message in place of an empty chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(260, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.empty_text = ""

    # colours from the palette, so a dark theme gets a dark chart with light lines
    def _bg(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.Base)

    def _fg(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.Text)

    def _dark(self) -> bool:
        return self._bg().lightness() < 128

    def _faint(self, alpha: int = 60) -> QColor:
        c = QColor(self._fg())
        c.setAlpha(alpha)
        return c

    def human_colour(self) -> QColor:
        return QColor(HUMAN_ON_DARK if self._dark() else HUMAN_ON_LIGHT)

    def other_colour(self, k: int) -> QColor:
        colours = OTHERS_ON_DARK if self._dark() else OTHERS_ON_LIGHT
        return QColor(colours[k % len(colours)])

    def paint_chart(self, p: QPainter) -> None:
        """Draw the chart itself inside the frame: each chart draws its own lines or bars;
        the base draws the frame alone."""

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self._bg())
        p.setPen(QPen(self._faint(90), 1))
        p.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        if self.empty_text:
            p.setPen(self._fg())
            p.drawText(QRectF(self.rect()).adjusted(12, 12, -12, -12),
                       Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
        else:
            self.paint_chart(p)  # each chart defines paint_chart(painter)
        p.end()

    def plot_area(self, top: float, y_labels: Sequence[str], bottom_lines: int = 1) -> QRectF:
        fm = QFontMetrics(self.font())
        left = 10 + max((fm.horizontalAdvance(t) for t in y_labels), default=0) + 6
        bottom = 8 + fm.height() * bottom_lines + 4
        return QRectF(left, top, max(self.width() - left - 14, 10), max(self.height() - top - bottom, 10))

    def draw_y_axis(self, p: QPainter, area: QRectF, ticks: Sequence[tuple[float, str]]) -> None:
        """Horizontal grid lines with their labels on the left."""
        fm = QFontMetrics(self.font())
        for y, label in ticks:
            p.setPen(QPen(self._faint(45), 1))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(self._fg())
            w = fm.horizontalAdvance(label)
            p.drawText(QPointF(area.left() - 6 - w, y + fm.ascent() / 2 - 1), label)

    def draw_x_axis(self, p: QPainter, area: QRectF, ticks: Sequence[tuple[float, str]]) -> None:
        """The baseline with tick labels under it, skipping labels that would collide."""
        fm = QFontMetrics(self.font())
        p.setPen(QPen(self._faint(140), 1))
        p.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()))
        last_right = -1e9
        p.setPen(self._fg())
        for x, label in ticks:
            w = fm.horizontalAdvance(label)
            if x - w / 2 < last_right + 6:
                continue
            p.drawText(QPointF(x - w / 2, area.bottom() + 4 + fm.ascent()), label)
            last_right = x + w / 2


class ScoreChart(_Chart):
    """The running totals of the match in play, one line per player (per side where partners
    score alike: Minibridge draws North–South against East–West), the human's thick and
    drawn last so it is never hidden. The legend names each line with its total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("Statistics", "Score chart"))
        self.names: list[str] = []
        self.series: list[list[int]] = []  # running totals per player, starting at 0
        self.human = 0
        self.target: int | None = None  # the score that ends the match, where one does
        self.show_match(None)

    def show_match(self, match: Match | None, human: int = 0) -> None:
        """Show ``match`` (None: no match) from the point of view of seat ``human``."""
        self.human = human
        self.target = None
        if match is None:
            self.names, self.series = [], []
            self.empty_text = translate("Statistics", "No match in progress.\nGame ▸ New to start one.")
        else:
            self.names = list(match.players)
            sides = match.spec.fixed_partnerships
            if sides:
                # Partners score alike: one line per side, North–South against East–West.
                p = self.names
                self.names = [translate("Statistics", "NS ({0} & {1})").format(p[0], p[2]),
                              translate("Statistics", "EW ({0} & {1})").format(p[1], p[3])]
                self.human = human % 2
            self.target = int(match.options.get("target") or 0) or None  # Bugami 250, Bleeding Hearts 500
            self.series = [[0] for _ in self.names]
            for scores in match.round_scores:
                for i in range(len(self.names)):
                    self.series[i].append(self.series[i][-1] + scores[i])
            self.empty_text = "" if match.round_scores else translate(
                "Statistics", "The chart starts when the first round is scored.")
        self.setAccessibleDescription(self.describe())
        self.update()

    @property
    def rounds(self) -> int:
        return len(self.series[0]) - 1 if self.series else 0

    def describe(self) -> str:
        """The chart in words, for screen readers and the tool tip."""
        if not self.rounds:
            return self.empty_text.replace("\n", " ")
        totals = ", ".join(f"{name} {s[-1]}" for name, s in zip(self.names, self.series, strict=True))
        said = translate("Statistics", "Running totals after round {0}: {1}").format(self.rounds, totals)
        return said + ("; " + translate("Statistics", "target {0}").format(self.target) if self.target else "")

    @property
    def crowded(self) -> bool:
        """Too many players for a colour each: the others then share one faint line
        colour and only the leader among them keeps a colour of its own."""
        return len(self.names) > CROWD

    def _leader(self) -> int:
        others = [i for i in range(len(self.series)) if i != self.human]
        return max(others, key=lambda i: self.series[i][-1]) if others else self.human

    def _legend_entries(self) -> list[tuple[int, str]]:
        """(player, text) per legend entry; player -1 stands for the faint crowd."""
        if not self.crowded:
            return [(i, f"{name} {self.series[i][-1]}") for i, name in enumerate(self.names)]
        lead = self._leader()
        return [(self.human, f"{self.names[self.human]} {self.series[self.human][-1]}"),
                (lead, translate("Statistics", "{0} {1} (leads the others)").format(
                    self.names[lead], self.series[lead][-1])),
                (-1, translate("Statistics", "{0} others").format(len(self.names) - 2))]

    def _legend_rows(self, width: float) -> list[list[tuple[int, str, float]]]:
        """Legend entries (player, text, width) wrapped into rows that fit ``width``."""
        fm = QFontMetrics(self._legend_font(True))
        rows: list[list[tuple[int, str, float]]] = [[]]
        used = 0.0
        for i, text in self._legend_entries():
            w = 22 + fm.horizontalAdvance(text) + 14
            if rows[-1] and used + w > width:
                rows.append([])
                used = 0.0
            rows[-1].append((i, text, w))
            used += w
        return rows

    def _legend_font(self, bold: bool) -> QFont:
        f = QFont(self.font())
        f.setBold(bold)
        return f

    def _pen(self, seat: int) -> QPen:
        if seat == self.human:
            return QPen(self.human_colour(), 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin)
        if self.crowded:
            if seat == self._leader():
                return QPen(self.other_colour(0), 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            return QPen(self._faint(110), 1.2)
        k = seat - (1 if seat > self.human else 0)
        colours = OTHERS_ON_DARK if self._dark() else OTHERS_ON_LIGHT
        style = OTHERS_STYLES[(k + k // len(colours)) % len(OTHERS_STYLES)]
        return QPen(self.other_colour(k), 1.6, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)

    def line_offsets(self) -> list[float]:
        """A few pixels up or down per line, the human's none: players level on points drew
        one line over the other, and only the last drawn showed (two players on 10 after the
        first round read as one)."""
        others = [i for i in range(len(self.series)) if i != self.human]
        out = [0.0] * len(self.series)
        for k, i in enumerate(others):  # clear of the human's thick line: +2.5, −2.5, +4.3, −4.3…
            out[i] = (1 if k % 2 == 0 else -1) * (2.5 + 1.8 * (k // 2))
        return out

    def paint_chart(self, p: QPainter) -> None:
        fm = QFontMetrics(self.font())
        rows = self._legend_rows(self.width() - 20)
        top = 8
        for row in rows:  # the legend
            x = 10.0
            for i, text, w in row:
                pen = self._pen(i)
                p.setPen(pen)
                y = top + fm.height() / 2
                p.drawLine(QPointF(x, y), QPointF(x + 16, y))
                p.setFont(self._legend_font(i == self.human))
                p.setPen(self._fg())
                p.drawText(QPointF(x + 22, top + fm.ascent()), text)
                x += w
            top += fm.height() + 2
        p.setFont(self.font())

        # The target in range, drawn across: how far each line still has to climb.
        values = [v for s in self.series for v in s] + ([self.target] if self.target else [])
        yt = nice_ticks(min(values), max(values))
        area = self.plot_area(top + 8, [str(t) for t in yt])
        y0, y1 = yt[0], yt[-1]
        rounds = self.rounds

        def px(r: float) -> float:
            return area.left() + area.width() * r / rounds

        def py(v: float) -> float:
            return area.bottom() - area.height() * (v - y0) / (y1 - y0)

        self.draw_y_axis(p, area, [(py(t), str(t)) for t in yt])
        if y0 < 0 < y1:  # the zero line stands out from the grid
            p.setPen(QPen(self._faint(130), 1))
            p.drawLine(QPointF(area.left(), py(0)), QPointF(area.right(), py(0)))
        if self.target:
            p.setPen(QPen(self._faint(170), 1.2, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(area.left(), py(self.target)), QPointF(area.right(), py(self.target)))
            label = translate("Statistics", "target {0}").format(self.target)
            p.setPen(self._fg())
            p.drawText(QPointF(area.left() + 4, py(self.target) + fm.ascent() + 2), label)  # clear of the legend
        step = max(1, math.ceil(rounds / max(area.width() / 32, 1)))
        self.draw_x_axis(p, area, [(px(r), str(r)) for r in range(0, rounds + 1, step)])
        lead = self._leader() if self.crowded else -1
        order = [i for i in range(len(self.series)) if i not in (self.human, lead)] + [lead, self.human]
        dots = area.width() / rounds >= 14
        offsets = self.line_offsets()
        for i in order:
            if not 0 <= i < len(self.series):
                continue
            dy = offsets[i]
            path = QPainterPath(QPointF(px(0), py(self.series[i][0]) + dy))
            for r, v in enumerate(self.series[i][1:], start=1):
                path.lineTo(px(r), py(v) + dy)
            pen = self._pen(i)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            if dots and i == self.human:
                p.setBrush(pen.color())
                for r, v in enumerate(self.series[i]):
                    p.drawEllipse(QPointF(px(r), py(v)), 2.6, 2.6)
        self._area = (area, rounds)

    def mouseMoveEvent(self, event) -> None:
        """The totals after the round under the pointer, as a tool tip."""
        area_rounds = getattr(self, "_area", None)
        if not self.rounds or area_rounds is None:
            return
        area, rounds = area_rounds
        x = event.position().x()
        if not area.left() - 8 <= x <= area.right() + 8:
            QToolTip.hideText()
            return
        r = min(rounds, max(0, round((x - area.left()) / area.width() * rounds)))
        lines = [translate("Statistics", "After round {0}").format(r)] + [
            translate("Statistics", "{0}: {1}", "a player's running total in the chart's tip").format(name, s[r])
            for name, s in sorted(zip(self.names, self.series, strict=True), key=lambda t: -t[1][r])]
        QToolTip.showText(event.globalPosition().toPoint(), "\n".join(lines), self)


class ResultsChart(_Chart):
    """Finished matches of one game over time: the final totals (a line, wins marked) or
    the places (1st at the top)."""

    TOTALS = "totals"
    PLACES = "places"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("Statistics", "Results over time"))
        self.results: list[Result] = []
        self.mode = self.TOTALS
        self.set_results([])

    def set_results(self, results: Sequence[Result], mode: str | None = None) -> None:
        self.results = list(results)
        if mode is not None:
            self.mode = mode
        self.empty_text = "" if self.results else translate("Statistics", "No finished matches yet for this choice.")
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        if not self.results:
            return self.empty_text
        last = self.results[-1]
        return counted(
            len(self.results), translate("Statistics", "1 finished match: {1}, {2} of {3}"),
            translate("Statistics", "{0} finished matches; the last: {1}, {2} of {3}"),
        ).format(len(self.results), points_text(last.total), place_text(last.place), last.places)

    def _date(self, iso: str) -> str:
        when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
        return QLocale().toString(when.date(), "d MMM yyyy") if when.isValid() else iso[:10]

    def paint_chart(self, p: QPainter) -> None:
        fm = QFontMetrics(self.font())
        n = len(self.results)
        legend_top = 8.0
        win_text = translate("Statistics", "won") if self.mode == self.TOTALS else ""
        y0: float
        y1: float
        if self.mode == self.TOTALS:
            values = [r.total for r in self.results]
            mean = sum(values) / n
            yt = nice_ticks(min(0, *values), max(values))
            labels = [(t, str(t)) for t in yt]
            y0, y1 = yt[0], yt[-1]
            title = translate("Statistics", "Final total per match (average {0})").format(f"{mean:.1f}")
        else:
            most = max(r.places for r in self.results)
            labels = [(k, place_text(k)) for k in range(1, most + 1)]
            y0, y1 = most + 0.5, 0.5  # 1st at the top
            title = translate("Statistics", "Place per match")
        p.setPen(self._fg())
        p.setFont(self._bold())
        p.drawText(QPointF(10, legend_top + fm.ascent()), title)
        p.setFont(self.font())
        area = self.plot_area(legend_top + fm.height() + 10, [t for _, t in labels], bottom_lines=2)

        def px(k: int) -> float:  # k: 0-based match index
            return area.center().x() if n == 1 else area.left() + 8 + (area.width() - 16) * k / (n - 1)

        def py(v: float) -> float:
            return area.bottom() - area.height() * (v - y0) / (y1 - y0)

        self.draw_y_axis(p, area, [(py(v), t) for v, t in labels])
        step = max(1, math.ceil(n / max(area.width() / 30, 1)))
        self.draw_x_axis(p, area, [(px(k), str(k + 1)) for k in range(0, n, step)])
        dates = f"{self._date(self.results[0].date)} – {self._date(self.results[-1].date)}" if n > 1 else \
            self._date(self.results[0].date)
        p.setPen(self._faint(200))
        p.drawText(QRectF(area.left(), area.bottom() + 4 + fm.height(), area.width(), fm.height()),
                   Qt.AlignmentFlag.AlignCenter, translate("Statistics", "Match number · {0}").format(dates))

        accent = self.human_colour()
        if self.mode == self.TOTALS:
            p.setPen(QPen(self._faint(150), 1, Qt.PenStyle.DashLine))  # the average, named in the title
            p.drawLine(QPointF(area.left(), py(mean)), QPointF(area.right(), py(mean)))
            ys = [py(r.total) for r in self.results]
        else:
            ys = [py(r.place) for r in self.results]
        crowded = n > MANY_RESULTS  # a zigzag of a hundred matches says little: show the trend over it
        if n > 1:
            line = QPen(self._faint(110) if crowded else accent, 1.0 if crowded else 2.2, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            self._polyline(p, [(px(k), ys[k]) for k in range(n)], line)
        radius = 4.2 if area.width() / max(n, 1) >= 10 else 2.2
        for k, r in enumerate(self.results):
            p.setPen(QPen(self._faint(140) if crowded and not r.won else accent, 1.2 if crowded else 1.6))
            p.setBrush(accent if r.won else self._bg())
            p.drawEllipse(QPointF(px(k), ys[k]), radius, radius)
        if crowded:
            span = max(5, n // 15)
            trend = [sum(ys[max(0, k - span + 1):k + 1]) / (k + 1 - max(0, k - span + 1)) for k in range(n)]
            self._polyline(p, [(px(k), trend[k]) for k in range(n)],
                           QPen(accent, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            key = translate("Statistics", "thick line: average of the last {0}").format(span)
            right = area.right() - (fm.horizontalAdvance(win_text) + 30 if win_text else 0)
            at = QPointF(right - fm.horizontalAdvance(key), legend_top + fm.ascent())
            if at.x() < 10 + QFontMetrics(self._bold()).horizontalAdvance(title) + 12:  # no room beside the title
                at = QPointF(area.left() + 4, area.top() + fm.ascent())
            p.setPen(self._faint(220))
            p.drawText(at, key)
        if win_text:  # the key for filled dots
            x = area.right() - fm.horizontalAdvance(win_text) - 2
            p.setPen(QPen(accent, 1.6))
            p.setBrush(accent)
            p.drawEllipse(QPointF(x - 9, legend_top + fm.height() / 2), 4.2, 4.2)
            p.setPen(self._fg())
            p.drawText(QPointF(x, legend_top + fm.ascent()), win_text)
        self._layout = (area, px)

    @staticmethod
    def _polyline(p: QPainter, points: Sequence[tuple[float, float]], pen: QPen) -> None:
        path = QPainterPath(QPointF(*points[0]))
        for x, y in points[1:]:
            path.lineTo(x, y)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)

    def _bold(self) -> QFont:
        f = QFont(self.font())
        f.setBold(True)
        return f

    def mouseMoveEvent(self, event) -> None:
        """The match under the pointer: its date, total, place and rounds."""
        layout = getattr(self, "_layout", None)
        if not self.results or layout is None:
            return
        _, px = layout
        x = event.position().x()
        k = min(range(len(self.results)), key=lambda i: abs(px(i) - x))
        if abs(px(k) - x) > 12:
            QToolTip.hideText()
            return
        r = self.results[k]
        rounds = counted(r.rounds, translate("Statistics", "1 round"), translate("Statistics", "{0} rounds"))
        text = translate("Statistics", "Match {0}, {1}\n{2}, {3} of {4}, {5}").format(
            k + 1, self._date(r.date), points_text(r.total), place_text(r.place), r.places, rounds.format(r.rounds))
        QToolTip.showText(event.globalPosition().toPoint(), text, self)


# ----- the dialog ----------------------------------------------------------------------------


def _pct(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "—"


def share_text(part: int, whole: int) -> str:
    return translate("Statistics", "{0} of {1} ({2})").format(part, whole, _pct(part, whole)) if whole else "—"


def figure_rows(s: Summary) -> list[tuple[str, str]]:
    """The figures as (label, value) rows; game-specific rows only for their game."""
    avg = "—" if s.average_per_match is None else f"{s.average_per_match:.1f}"
    per_round = "—" if s.average_per_round is None else f"{s.average_per_round:.1f}"
    # Finished and unfinished side by side: the round figures below count both, and a lone
    # "Matches played 1" above "Deals played 2" read as a miscount.
    rows = [
        (translate("Statistics", "Matches finished"), str(s.played)),
        (translate("Statistics", "Unfinished matches"), str(s.unfinished)),
        (translate("Statistics", "Wins"), f"{s.wins} ({_pct(s.wins, s.played)})" if s.played else "0"),
        (translate("Statistics", "Average score per match"), avg),
        (translate("Statistics", "Best final score"), "—" if s.best is None else str(s.best)),
    ]
    played, average = face_for(s.game).round_figure_labels()
    rows += [(played, str(s.rounds)), (average, per_round)]
    rows += face_for(s.game).statistics_rows(s)
    if not s.practice:
        rows.append((translate("Statistics", "Hints used"), str(s.hints)))
    return rows


def figure_tips() -> dict[str, str]:
    """What a figure means, where the label alone leaves a doubt: translated label → tip."""
    tips = {
        translate("Statistics", "Unfinished matches"): translate(
            "Statistics", "Matches left before their end; their scored rounds still count in the round figures"),
    }
    played_tip = translate("Statistics", "Every scored round, in finished and unfinished matches alike")
    average_tip = translate("Statistics", "Over every scored round, in finished and unfinished matches alike")
    for game in registered_games():
        played, average = face_for(game).round_figure_labels()
        tips[played], tips[average] = played_tip, average_tip
        tips.update(face_for(game).statistics_tips())
    return tips


class StatisticsDialog(QDialog):
    """Figures and results per game and player count, with a reset that asks first."""

    ALL = 0  # the player-count picker's "all counts"

    def __init__(self, store: StatsStore | HistoryStore, parent: QWidget | None = None, game: str | None = None,
                 n: int | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(translate("Statistics", "Statistics"))
        self.setAccessibleName(translate("Statistics", "Statistics"))
        if game is None:
            played = store.played_games()
            game, n = played[0] if played else (supported_games()[0], None)

        self.game_picker = QComboBox()
        self.game_picker.setAccessibleName(translate("Statistics", "Game"))
        for name in supported_games():
            self.game_picker.addItem(game_title(name), name)
        self.count_picker = QComboBox()
        self.count_picker.setAccessibleName(translate("Statistics", "Number of players"))
        self.practice_box = QCheckBox(translate("Statistics", "&Practice matches instead"))
        self.practice_box.setToolTip(translate(
            "Statistics", "Matches in which undo was used are practice: they are kept apart and do "
            "not count in your figures. Tick to see them."))
        game_label = QLabel(translate("Statistics", "&Game"))
        game_label.setBuddy(self.game_picker)
        count_label = QLabel(translate("Statistics", "P&layers"))
        count_label.setBuddy(self.count_picker)

        self.table = QTableWidget(0, 2)
        self.table.setAccessibleName(translate("Statistics", "Figures"))
        self.table.setHorizontalHeaderLabels([translate("Statistics", "Figure"), translate("Statistics", "Value")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumWidth(380)

        self.chart = ResultsChart()
        self.mode_picker = QComboBox()
        self.mode_picker.setAccessibleName(translate("Statistics", "Results chart shows"))
        self.mode_picker.addItem(translate("Statistics", "Final totals"), ResultsChart.TOTALS)
        self.mode_picker.addItem(translate("Statistics", "Places"), ResultsChart.PLACES)
        mode_label = QLabel(translate("Statistics", "&Chart"))
        mode_label.setBuddy(self.mode_picker)

        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setAccessibleName(translate("Statistics", "Note"))

        self.reset_button = QPushButton(translate("Statistics", "&Reset…"))
        self.reset_button.setAccessibleDescription(translate("Statistics", "Delete the statistics shown, after asking"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)

        pickers = QHBoxLayout()
        pickers.addWidget(game_label)
        pickers.addWidget(self.game_picker)
        pickers.addSpacing(12)
        pickers.addWidget(count_label)
        pickers.addWidget(self.count_picker)
        pickers.addSpacing(12)
        pickers.addWidget(self.practice_box)
        pickers.addStretch(1)
        grid = QGridLayout()
        grid.addWidget(self.table, 0, 0, 2, 1)
        chart_bar = QHBoxLayout()
        chart_bar.addStretch(1)
        chart_bar.addWidget(mode_label)
        chart_bar.addWidget(self.mode_picker)
        grid.addLayout(chart_bar, 0, 1)
        grid.addWidget(self.chart, 1, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(pickers)
        layout.addLayout(grid, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        fit_to_screen(self, 920, 460)

        self.game_picker.setCurrentIndex(max(0, self.game_picker.findData(game)))
        self._fill_counts(n)
        self.game_picker.currentIndexChanged.connect(self._game_changed)
        self.count_picker.currentIndexChanged.connect(lambda _: self.refresh())
        self.practice_box.toggled.connect(lambda _: self.refresh())
        self.mode_picker.currentIndexChanged.connect(lambda _: self.refresh())
        self.reset_button.clicked.connect(self.reset)
        self.refresh()

    @property
    def game(self) -> str:
        return self.game_picker.currentData()

    @property
    def count(self) -> int | None:
        return self.count_picker.currentData() or None

    def _fill_counts(self, n: int | None) -> None:
        self.count_picker.blockSignals(True)
        self.count_picker.clear()
        self.count_picker.addItem(translate("Statistics", "All"), self.ALL)
        for k in get_game(self.game).player_counts:
            self.count_picker.addItem(str(k), k)
        counts = get_game(self.game).player_counts
        if n is None and len(counts) == 1:
            n = counts[0]
        self.count_picker.setCurrentIndex(max(0, self.count_picker.findData(n if n is not None else self.ALL)))
        self.count_picker.blockSignals(False)

    def _game_changed(self, _index: int) -> None:
        self._fill_counts(None)
        self.refresh()

    def refresh(self) -> None:
        practice = self.practice_box.isChecked()
        summary = self.store.summary(self.game, self.count, practice)
        rows = figure_rows(summary)
        self.table.setRowCount(len(rows))
        tips = figure_tips()
        for r, (label, value) in enumerate(rows):
            item = QTableWidgetItem(label)
            item.setToolTip(tips.get(label, ""))
            self.table.setItem(r, 0, item)
            item = QTableWidgetItem(value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(r, 1, item)
        self.chart.set_results(self.store.results(self.game, self.count, practice), self.mode_picker.currentData())
        notes = []
        if self.store.set_aside is not None:
            notes.append(translate("Statistics", "The statistics file could not be read. It was kept as {0} "
                                   "and a fresh one started.").format(str(self.store.set_aside)))
        if not practice:
            other = self.store.summary(self.game, self.count, practice=True)
            if other.played or other.unfinished:
                notes.append(translate("Statistics", "Practice matches (undo used) are not counted here: {0} finished. "
                                "Tick “Practice matches instead” to see them.").format(other.played))
        self.note.setText("\n".join(notes))
        self.note.setVisible(bool(notes))

    def value_of(self, label: str) -> str | None:
        """The value shown for a figure (for tests and screen readers' sake of checking)."""
        for r in range(self.table.rowCount()):
            name, value = self.table.item(r, 0), self.table.item(r, 1)
            assert name is not None and value is not None  # refresh() fills every cell
            if name.text() == label:
                return value.text()
        return None

    def reset(self) -> None:
        if self.count is None:
            players = translate("Statistics", "all player counts")
        else:
            players = translate("Statistics", "{0} players").format(self.count)
        answer = QMessageBox.question(
            self, translate("Statistics", "Reset statistics?"),
            translate("Statistics", "Delete every statistic of {0} ({1}), practice matches and hints included? "
               "This cannot be undone.").format(game_title(self.game), players),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.store.reset(self.game, self.count)
            self.refresh()
