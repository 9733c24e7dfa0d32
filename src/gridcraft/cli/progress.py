"""Progress on stderr while a search runs: a transient spinner (rich) showing the latest
:class:`~gridcraft.engine.Progress` event, only on a terminal and only after a second."""

from __future__ import annotations

import sys
import threading
import time
from types import TracebackType
from typing import TYPE_CHECKING, Self

from gridcraft.engine import Progress

if TYPE_CHECKING:
    from rich.console import Console
    from rich.progress import Progress as Bar
    from rich.progress import TaskID
    from rich.status import Status

PROGRESS_DELAY = 1.0  # seconds before the progress status appears
#: seconds before it appears once there is something to show (a first layout): a run that ends
#: sooner still prints nothing
SOON_DELAY = 0.1
#: seconds between progress lines off a terminal (the first after as long)
LINE_EVERY = 5.0
#: seconds of a command's time limit kept for writing the result and ending the process
EXIT_RESERVE = 0.25


def describe(event: Progress, found: int | None = None) -> str:
    """A progress event as one line: ``searching: 1,024 nodes, 1 solution`` for a solver (``found``
    solutions so far), ``anytime search: best area 120 after 4 of 10 s`` for the generator, and
    before its first layout of a long list ``first layout: 1,200 of 2,000 words placed``."""
    if found is not None:
        return f"searching: {event.nodes:,} nodes, {found:,} solution{'' if found == 1 else 's'}"
    best = "-" if event.best is None else str(event.best)
    if event.phase == "anytime search":
        limit = "" if event.limit is None else f" of {event.limit:.0f}"
        return f"anytime search: best area {best} after {event.elapsed:.0f}{limit} s"
    if event.nodes:
        return f"{event.phase}: {event.nodes:,} nodes, best area {best}"
    if event.best is not None:
        return f"{event.phase}: best area {best}"
    return event.phase or "searching"


class StatusProgress:
    """A transient spinner on stderr showing the search's latest progress message.

    It appears only after ``delay`` seconds (short runs print nothing) and vanishes when the
    ``with`` block ends. Without a console it does nothing, so :meth:`update` is always safe to call.
    """

    def __init__(
        self, console: Console | None, delay: float = PROGRESS_DELAY, *, lines: bool = False
    ) -> None:
        self._console = console
        self._lines = lines  # off a terminal: one plain line every LINE_EVERY seconds
        self._started = self._last = time.monotonic()
        self._delay = delay
        self._message = "searching"
        self._status: Status | None = None
        self._timer: threading.Timer | None = None
        self._lock = threading.Lock()
        self._closed = False

    @classmethod
    def for_stderr(cls, quiet: bool = False) -> StatusProgress:
        """A progress display on stderr: a spinner on a terminal; off a terminal one plain line
        every :data:`LINE_EVERY` seconds of a long run (so that a long run is never silent), none
        with ``quiet``."""
        try:
            tty = sys.stderr.isatty()
        except (AttributeError, ValueError):
            tty = False
        if not tty:
            return cls(None, lines=not quiet)
        from rich.console import Console

        return cls(Console(stderr=True))

    def update(self, message: str, *, found: bool = False) -> None:
        """Show ``message`` (one line) as the current progress; ``found``: it tells of a result
        (a layout), so the spinner appears :data:`SOON_DELAY` seconds after the start rather than
        after the full delay."""
        with self._lock:
            self._message = message
            if found and self._status is None and self._timer is not None and self._delay > SOON_DELAY:
                self._timer.cancel()
                wait = max(0.0, self._started + SOON_DELAY - time.monotonic())
                self._delay = SOON_DELAY
                self._timer = threading.Timer(wait, self._show)
                self._timer.daemon = True
                self._timer.start()
            if self._status is not None:
                self._status.update(message)
            now = time.monotonic()
            if self._lines and not self._closed and now - self._last >= LINE_EVERY:
                self._last = now
                print(f"gridcraft: {message}", file=sys.stderr, flush=True)

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


class CountBar:
    """Progress of many puzzles on stderr: a bar (rich: made / total, rate, time left) on a
    terminal, else a plain line every :data:`LINE_EVERY` seconds (none with ``quiet``); nothing
    for a single puzzle."""

    def __init__(self, total: int, *, quiet: bool = False, what: str = "making puzzles") -> None:
        self.total, self.quiet, self.what = total, quiet, what
        self.bar: Bar | None = None
        self.task: TaskID | None = None
        self.done = 0
        self._started = self._last = time.monotonic()

    def __enter__(self) -> Self:
        if self.total > 1 and sys.stderr.isatty():
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

            rate = TextColumn("{task.fields[rate]}")
            bar = self.bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), rate,
                                      TimeRemainingColumn(), transient=True)  # fmt: skip
            bar.start()
            self.task = bar.add_task(self.what, total=self.total, rate="")
        return self

    def line(self) -> str:
        """``12 of 60 done, 2.4 a second, about 20 s left`` (done: made, or given up)."""
        seconds = time.monotonic() - self._started
        rate = self.done / seconds if seconds > 0 else 0.0
        left = (
            f", about {(self.total - self.done) / rate:.0f} s left"
            if rate > 0 and self.done < self.total
            else ""
        )
        return f"{self.done:,} of {self.total:,} done, {rate:.2g} a second{left}"

    def update(self, done: int) -> None:
        """``done`` puzzles of the total are finished."""
        self.done = done
        if self.bar is not None and self.task is not None:
            seconds = time.monotonic() - self._started
            rate = f"{done / seconds:.2g}/s" if seconds > 0 and done else ""
            self.bar.update(self.task, completed=done, rate=rate)
            return
        now = time.monotonic()
        if self.total > 1 and not self.quiet and now - self._last >= LINE_EVERY:
            self._last = now
            print(f"gridcraft: {self.line()}", file=sys.stderr, flush=True)

    def advance(self) -> None:
        """One more puzzle is finished."""
        self.update(self.done + 1)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()
