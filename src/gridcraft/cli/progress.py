"""Progress on stderr while a search runs: a transient spinner (rich) showing the latest
:class:`~gridcraft.engine.Progress` event, only on a terminal and only after a second."""

from __future__ import annotations

import sys
import threading
from types import TracebackType
from typing import TYPE_CHECKING, Self

from gridcraft.engine import Progress

if TYPE_CHECKING:
    from rich.console import Console
    from rich.status import Status

PROGRESS_DELAY = 1.0  # seconds before the progress status appears


def describe(event: Progress, found: int | None = None) -> str:
    """A progress event as one line: ``searching: 1,024 nodes, 1 solutions`` for a solver (``found``
    solutions so far), ``anytime search: best area 120 after 4 of 10 s`` for the generator."""
    if found is not None:
        return f"searching: {event.nodes:,} nodes, {found} solutions"
    best = "-" if event.best is None else str(event.best)
    if event.phase == "anytime search":
        limit = "" if event.limit is None else f" of {event.limit:.0f}"
        return f"anytime search: best area {best} after {event.elapsed:.0f}{limit} s"
    if event.nodes:
        return f"{event.phase}: {event.nodes} nodes, best area {best}"
    return event.phase or "searching"


class StatusProgress:
    """A transient spinner on stderr showing the search's latest progress message.

    It appears only after ``delay`` seconds (short runs print nothing) and vanishes when the
    ``with`` block ends. Without a console it does nothing, so :meth:`update` is always safe to call.
    """

    def __init__(self, console: Console | None, delay: float = PROGRESS_DELAY) -> None:
        self._console = console
        self._delay = delay
        self._message = "searching"
        self._status: Status | None = None
        self._timer: threading.Timer | None = None
        self._lock = threading.Lock()
        self._closed = False

    @classmethod
    def for_stderr(cls) -> StatusProgress:
        """A progress display on stderr when it is a terminal, else one that shows nothing."""
        try:
            tty = sys.stderr.isatty()
        except (AttributeError, ValueError):
            tty = False
        if not tty:
            return cls(None)
        from rich.console import Console

        return cls(Console(stderr=True))

    def update(self, message: str) -> None:
        """Show ``message`` (one line) as the current progress."""
        with self._lock:
            self._message = message
            if self._status is not None:
                self._status.update(message)

    def _show(self) -> None:
        from rich.status import Status

        with self._lock:
            if self._closed or self._console is None:
                return
            self._status = Status(self._message, console=self._console)
            self._status.start()

    def __enter__(self) -> Self:
        if self._console is not None:
            self._timer = threading.Timer(self._delay, self._show)
            self._timer.daemon = True
            self._timer.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._timer is not None:
            self._timer.cancel()
        with self._lock:
            self._closed = True
            if self._status is not None:
                self._status.stop()
                self._status = None
