"""The view of the card table: it follows resizes, floats the decision panel in free felt
(near the human's hand, clear of the plates, the stock and the trick), and gives the
keyboard to the table (arrows move between playable cards, Enter plays one) and to screen
readers."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView, QWidget

from .announcer import Announcer, spoken_card
from .table_layout import place_panel
from .table_scene import TableScene


class TableView(QGraphicsView):
    """The view of the table: follows resizes and gives the keyboard to the table."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        # No SmoothPixmapTransform for the whole view: with it Qt filters every pixmap it copies
        # (the felt's, each card's) even at its own size; a card that is turned or scaled asks
        # for it itself.
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # Only what changed is painted again: cards and plates keep their pictures
        # (DeviceCoordinateCache), so a frame blits the moved cards' rectangles, and the
        # decision panel over the felt (whose style sheet makes it the costliest widget to
        # paint, two thirds of a full frame) is painted only where a card passes under it.
        # Every item paints inside its boundingRect, which this mode relies on.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        # The felt's gradient is a third of a frame's painting, and it changes only with
        # the layout (the scene invalidates it then): kept, every frame but blits it.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Card table"))
        self._overlay: QWidget | None = None
        self._placed: tuple[object, ...] = ()  # what the overlay was last placed for
        self._density = 0  # the density it was placed at
        # The panel re-places itself when what it says changes size (a refusal's message, the
        # count written out, a chosen contract): once, after its layout has settled.
        self._replace = QTimer(self)
        self._replace.setSingleShot(True)
        self._replace.setInterval(0)
        self._replace.timeout.connect(self.place_overlay)
        self.announcer = Announcer(self)

    @property
    def overlay(self) -> QWidget | None:
        """The decision panel floating over the felt (``None``: none)."""
        return self._overlay

    @overlay.setter
    def overlay(self, panel: QWidget | None) -> None:
        if self._overlay is not None:
            self._overlay.removeEventFilter(self)
        self._overlay = panel
        if panel is not None:
            panel.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._overlay and event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Show):
            self._replace.start()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())
        self.place_overlay()

    def place_overlay(self) -> None:
        """Float the decision panel in free felt: clear of every name plate, the stock, the
        turn-up, the trick and the person's hand (:func:`place_panel`), as near the hand as
        that allows; where the full panel fits nowhere it is asked to pack tighter."""
        panel = self.overlay
        if panel is None or not panel.isVisible():
            return
        size = self.viewport().size()
        felt = QRectF(0, 0, size.width(), size.height())
        geo = self.table.geometry
        if geo is None:
            hint = full_size(panel)
            panel.setGeometry(int((size.width() - hint.width()) / 2), 10, hint.width(), hint.height())
            return
        hard, soft = self.table.panel_keepout()
        prefer = QPointF(felt.center().x(), geo.seat(0).area.top() - 4)
        # The same panel over the same table (the next computer decision): keep its place;
        # trying each density again would restyle the panel three times for nothing.
        key = (size.width(), size.height(), tuple(r.getRect() for r in hard + soft),
               id(getattr(panel, "current", None)), full_size(panel).toTuple())
        if key == self._placed and panel.size() == full_size(panel):
            return
        densities = getattr(panel, "DENSITIES", (0,))
        # While one decision is shown over the same table, the panel never grows roomier: a
        # choice that shortens a line (the French prompt before the strain, on two lines,
        # then the target on one) let the roomy panel fit, and it jumped wider mid-choice.
        same = key[:-1] == self._placed[:-1] if self._placed else False
        start = densities.index(self._density) if same and self._density in densities else 0
        rect = None
        for density in densities[start:]:
            self._density = density
            if hasattr(panel, "set_density"):
                panel.set_density(density)
            hint = full_size(panel)
            rect = place_panel(felt, hint.width(), hint.height(), hard, soft, prefer)
            if rect is not None:
                break
        if rect is None:  # the tightest panel over the dummy's cards rather than over a plate
            hint = full_size(panel)
            rect = place_panel(felt, hint.width(), hint.height(), *self.table.panel_keepout(relaxed=True), prefer)
        if rect is None:  # nowhere clear: the tightest panel, just above the hand
            hint = full_size(panel)
            w, h = min(hint.width(), size.width() - 20), min(hint.height(), size.height() - 20)
            rect = QRectF((size.width() - w) / 2, max(10, prefer.y() - h), w, h)
        # Whole pixels at the size asked for (an aligned rect may grow a pixel, which would
        # read as a change of size and place the panel again).
        panel.setGeometry(round(rect.x()), round(rect.y()), round(rect.width()), round(rect.height()))
        self._placed = (size.width(), size.height(), tuple(r.getRect() for r in hard + soft),
                        id(getattr(panel, "current", None)), full_size(panel).toTuple())

    def keyPressEvent(self, event) -> None:
        key = event.key()
        take = getattr(self.overlay, "take_key", None)
        if take is not None and not self.table.playable_items() and take(event):
            event.accept()  # a decision's key (a bid, a suit), pressed with the felt focused
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._step_focus(-1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            # With no card highlighted yet (a turn just come, the contract just chosen), Enter
            # highlights the first playable card, and Enter again plays it; a lone playable
            # card is played at once. Enter used to do nothing until an arrow was pressed.
            if not self.table.activate_focus():
                self._step_focus(1)
        else:
            super().keyPressEvent(event)

    def _step_focus(self, step: int) -> None:
        item = self.table.move_focus(step)
        if item is not None and item.card is not None:
            count = len(self.table.playable_items())
            self.announcer.say(self.tr("{0}, {1} of {2} playable").format(
                spoken_card(item.card), self.table.focus_index + 1, count))


def full_size(panel: QWidget) -> QSize:
    """The size ``panel`` needs with its layout up to date: its size hint, made as tall as
    its wrapped labels need at that width (a size hint alone can leave a second line out)."""
    layout = panel.layout()
    if layout is not None:
        layout.activate()
    hint = panel.sizeHint().expandedTo(panel.minimumSizeHint())
    if panel.hasHeightForWidth():
        hint.setHeight(max(hint.height(), panel.heightForWidth(hint.width())))
    return hint
