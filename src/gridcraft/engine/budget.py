"""Search budgets: a time limit in seconds and a node limit, checked by the engine; and the
progress events every search reports through its budget."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Progress:
    """How far a search has got: what a progress display shows.

    Attributes:
        nodes: search nodes so far (0 when the search runs elsewhere and does not count them yet).
        best: the best objective so far (the generator: the best area in cells), or ``None``.
        phase: what is running, e.g. ``"anytime search"``; empty for a solver's one search.
        elapsed: seconds since the search started.
        limit: the time limit in seconds, or ``None``.
    """

    nodes: int
    best: int | None = None
    phase: str = ""
    elapsed: float = 0.0
    limit: float | None = None


CHECK_EVERY = 256  # nodes between two readings of the clock (and two progress events)
SLOW = 0.05  # seconds between two readings of the clock above which it is read more often


class Budget:
    """A time and node budget for one search.

    Args:
        time_limit: wall-clock seconds from :meth:`start` (``None``: no limit).
        node_limit: search nodes (``None``: no limit).
        clock: a monotonic clock in seconds; the only clock the engine reads.
        progress: called with a :class:`Progress` each time the clock is read (every
            :data:`CHECK_EVERY` nodes), e.g. to show progress; ``None``: not called.

    The clock is read once every :data:`CHECK_EVERY` nodes, and more often at the start and when
    nodes are slow (from one node apart, twice as many after two quick readings, a quarter as many
    after two more than :data:`SLOW` seconds apart), so a search runs at most a few nodes past its
    time limit.
    Once exhausted, a budget stays exhausted.
    """

    __slots__ = (
        "_last",
        "_next",
        "_stride",
        "clock",
        "deadline",
        "exhausted",
        "node_limit",
        "progress",
        "started",
        "time_limit",
    )

    def __init__(
        self,
        time_limit: float | None = None,
        node_limit: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        progress: Callable[[Progress], None] | None = None,
    ) -> None:
        self.time_limit = time_limit
        self.node_limit = node_limit
        self.clock = clock
        self.progress = progress
        self.started = clock()
        self.deadline = None if time_limit is None else self.started + time_limit
        self.exhausted = False
        self._last = self.started  # the last reading of the clock
        self._stride = 1  # nodes between two readings: from 1, doubling while nodes are quick
        self._next = 1  # the node count at which to read it next

    def start(self) -> None:
        """Restart the clock: the time limit counts from now."""
        self.started = self.clock()
        self.deadline = None if self.time_limit is None else self.started + self.time_limit
        self._last, self._stride, self._next = self.started, 1, 1

    def elapsed(self) -> float:
        """Seconds since :meth:`start` (or construction)."""
        return self.clock() - self.started

    def spent(self, nodes: int, *, read: bool = False) -> bool:
        """True when ``nodes`` nodes exhaust the budget. The clock is read every CHECK_EVERY nodes
        (then a progress event is sent), or now when ``read`` is true (a search that counts its
        nodes in batches of about CHECK_EVERY)."""
        if self.exhausted:
            return True
        if self.node_limit is not None and nodes >= self.node_limit:
            self.exhausted = True
        elif read or nodes % CHECK_EVERY == 0 or nodes >= self._next:
            now = self.clock()
            if self.progress is not None and (read or nodes % CHECK_EVERY == 0):
                self.progress(Progress(nodes, elapsed=now - self.started, limit=self.time_limit))
            if self.deadline is not None and now >= self.deadline:
                self.exhausted = True
            gap, self._last = now - self._last, now
            if gap > SLOW:
                self._stride = max(1, self._stride // 4)
            elif gap < SLOW / 8:
                self._stride = min(CHECK_EVERY, self._stride * 2)
            self._next = nodes + self._stride
        return self.exhausted
