"""The animation queue: engine events become steps that play one after another.

A step is a function that builds its animation when the step starts (so it starts from
where the cards are then, not where they were when the event arrived). At speed 0
("animations off") every step jumps to its end at once. The table asks ``busy`` before it
lets a human act, so a click during an animation can never be taken twice.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QAbstractAnimation, QObject, QPauseAnimation, Signal

Step = Callable[[], "QAbstractAnimation | None"]


class Animator(QObject):
    idle = Signal()

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._last: QAbstractAnimation | None = None  # the animation that finished last (see _on_finished)
        self._held = 0
        self.speed = speed

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._queue)

    def ms(self, base: int) -> int:
        """A duration scaled by the speed setting (speed 2 is twice as fast)."""
        return 0 if self.speed <= 0 else max(1, int(base / self.speed))

    def add(self, step: Step) -> None:
        self._queue.append(step)
        if self._running is None and not self._held:
            self._next()

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Queue several steps before any of them runs. Without it, an idle queue runs a
        step as soon as it is added and may fall idle mid-batch — and ``idle`` lets the
        next player act while this batch's later steps are not even queued yet."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held and self._running is None and self._queue:
                self._next()

    def pause(self, base_ms: int) -> None:
        self.add(lambda: QPauseAnimation(self.ms(base_ms)) if self.speed > 0 else None)

    def call(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` when the queue reaches this point (an instant step)."""

        def step() -> None:
            fn()
            return None

        self.add(step)

    def finish_all(self) -> None:
        """Jump every queued and running animation to its end (window resize, new game)."""
        if not self.busy:
            return
        if self._running is not None:
            anim, self._running = self._running, None
            anim.finished.disconnect(self._on_finished)
            jump_to_end(anim)
        while self._queue:
            queued = self._queue.popleft()()
            if queued is not None:
                jump_to_end(queued)
        self.idle.emit()

    def _next(self) -> None:
        while self._queue:
            anim = self._queue.popleft()()
            if anim is None:
                continue
            if self.speed <= 0 or anim.totalDuration() <= 0:
                jump_to_end(anim)
                continue
            self._running = anim
            anim.finished.connect(self._on_finished)
            anim.start()
            return
        self._running = None
        self.idle.emit()

    def _on_finished(self) -> None:
        # Keep the finished animation until the next one ends: it is still inside its own
        # stop() while this runs, and dropping the last reference here deletes it under Qt.
        self._last = self._running
        self._running = None
        self._next()


def jump_to_end(anim: QAbstractAnimation) -> None:
    """Finish an animation at once, with its end values set and its ``finished`` signals
    (and those of its children) delivered, as if it had played."""
    if anim.state() != QAbstractAnimation.State.Running:
        anim.start()
    anim.setCurrentTime(anim.totalDuration())
    if anim.state() != QAbstractAnimation.State.Stopped:
        anim.stop()
