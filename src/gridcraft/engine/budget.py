"""Search budgets: a time limit in seconds and a node limit, checked by the engine; and the
progress events every search reports through its budget.

This module owns time: apart from the progress display, no other module of gridcraft reads a
clock. A search, a maker or a job asks its :class:`Budget` how long it has run, how much is left
and whether it is over; a command's budget counts from the process's start
(:meth:`Budget.for_command`), so that its time limit covers start-up and reading too.

Work decides, the clock only stops: every maker's default budget is work (search nodes, or its own
steps), the same on any machine and under any load, and its time limit is an outer safety limit.
A budget remembers what exhausted it (:attr:`Budget.cut`: ``"nodes"`` or ``"clock"``); when the
clock cut a search, its result depends on the machine's speed, and :func:`clock_cut_warning` words the
warning the front ends show.
"""

from __future__ import annotations

import os
import sys
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
#: what exhausted a budget (:attr:`Budget.cut`): its node (work) limit, or its time limit
NODES, CLOCK = "nodes", "clock"
#: seconds: the outer time limit of a search whose work is its default node budget (the generator,
#: the filler): a safety limit that a 2-core machine stays far below (their default budgets take
#: about 10 s there), not the search's length
OUTER_TIME = 60.0
#: seconds per puzzle: the outer time limit of a maker (``make``, a book's puzzle), whose default
#: work budget ends within about a minute on a 2-core machine even for a request it cannot meet
MAKER_TIME = 300.0


def clock_cut_warning(
    spent: int | None, unit: str = "nodes", setting: str = "--nodes", what: str = "the search"
) -> str:
    """The warning of a search or maker (``what``) that the time limit stopped before its work
    budget: ``spent`` units of work done (``unit``: ``nodes``, or a maker's steps; ``None``: not
    known), and ``setting``, what the front end calls the work budget (``--nodes`` on the command
    line, ``nodes`` in a book's manifest).

    >>> clock_cut_warning(1234)
    "the time limit cut the search at 1,234 nodes; the result depends on the machine's speed: give --nodes for a repeatable result"
    """
    at = "" if spent is None else f" at {spent:,} {unit}"
    return (
        f"the time limit cut {what}{at}; the result depends on the machine's speed: give {setting} for a "
        "repeatable result"
    )


class Budget:
    """A time and node budget for one search.

    Args:
        time_limit: wall-clock seconds from :meth:`start` (``None``: no limit).
        node_limit: search nodes (``None``: no limit).
        clock: a monotonic clock in seconds (``None``: :func:`time.monotonic`, looked up when the
            budget is made); the only clock the engine reads.
        progress: called with a :class:`Progress` each time the clock is read (every
            :data:`CHECK_EVERY` nodes), e.g. to show progress; ``None``: not called.

    The clock is read once every :data:`CHECK_EVERY` nodes, and more often at the start and when
    nodes are slow (from one node apart, twice as many after two quick readings, a quarter as many
    after two more than :data:`SLOW` seconds apart), so a search runs at most a few nodes past its
    time limit. When the clock is read never changes what a search does below its limits: the node
    limit is checked at every node.
    Once exhausted, a budget stays exhausted, and :attr:`cut` says what exhausted it: :data:`NODES`
    (its node limit, the same on any machine) or :data:`CLOCK` (its time limit: the result depends
    on the machine's speed); ``None`` while it is not.
    """

    __slots__ = (
        "_last",
        "_next",
        "_stride",
        "clock",
        "cut",
        "deadline",
        "exhausted",
        "hard",
        "node_limit",
        "progress",
        "started",
        "time_limit",
    )

    def __init__(
        self,
        time_limit: float | None = None,
        node_limit: int | None = None,
        clock: Callable[[], float] | None = None,
        progress: Callable[[Progress], None] | None = None,
    ) -> None:
        self.time_limit = time_limit
        self.node_limit = node_limit
        self.clock = clock if clock is not None else time.monotonic
        clock = self.clock
        self.progress = progress
        self.started = clock()
        self.deadline = None if time_limit is None else self.started + time_limit
        self.exhausted = False
        self.cut: str | None = None  # what exhausted it: NODES or CLOCK
        #: the deadline covers everything the caller does, final checks too (a command's budget)
        self.hard = False
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

    def remaining(self) -> float | None:
        """Seconds left before the time limit (at least 0), or ``None`` for no limit."""
        if self.deadline is None:
            return None
        return max(0.0, self.deadline - self.clock())

    def expired(self) -> bool:
        """True when the budget is exhausted or its time limit has passed (reads the clock now)."""
        if not self.exhausted and self.deadline is not None and self.clock() >= self.deadline:
            self.exhausted, self.cut = True, CLOCK
        return self.exhausted

    @property
    def clock_cut(self) -> bool:
        """True when the time limit, not the node limit, exhausted the budget: what was found
        then depends on the machine's speed (see :func:`clock_cut_warning`)."""
        return self.cut == CLOCK

    def exhaust(self, cut: str) -> None:
        """Mark the budget exhausted by ``cut`` (:data:`NODES` or :data:`CLOCK`), as a search that
        counts its work or reads the deadline elsewhere (in C) found it; the first cause stays."""
        if not self.exhausted:
            self.exhausted, self.cut = True, cut

    def cap(self, deadline: float | None) -> None:
        """End no later than ``deadline`` (a value of :attr:`deadline` of another budget; ``None``:
        no change)."""
        if deadline is not None and (self.deadline is None or deadline < self.deadline):
            self.deadline = deadline

    @classmethod
    def until(cls, deadline: float | None, node_limit: int | None = None, *, least: float = 0.0) -> Budget:
        """A budget that starts now and ends at ``deadline`` (a value of :attr:`deadline` of another
        budget, on the same clock; ``None``: no time limit), but not before ``least`` seconds."""
        budget = cls(node_limit=node_limit)
        if deadline is not None:
            budget.deadline = max(deadline, budget.started + least)
            budget.time_limit = max(0.0, deadline - budget.started)
        return budget

    @staticmethod
    def after(seconds: float) -> float:
        """The deadline ``seconds`` from now, on the clock budgets read (for a search that takes a
        deadline, such as the C searches)."""
        return time.monotonic() + seconds

    @classmethod
    def for_command(
        cls,
        time_limit: float | None,
        *,
        node_limit: int | None = None,
        progress: Callable[[Progress], None] | None = None,
        reserve: float = 0.0,
    ) -> Budget:
        """A budget for a whole command: its ``time_limit`` counts from when the command started
        (:func:`command_started`), less ``reserve`` seconds kept for writing the result, and at
        least 0.01 s is left; ``None``: no limit."""
        budget = cls(time_limit=None, node_limit=node_limit, progress=progress)
        if time_limit is not None:
            started = command_started()
            budget.started = started
            budget.time_limit = time_limit
            budget.deadline = max(started + time_limit - reserve, time.monotonic() + 0.01)
            budget._last = budget.clock()
        budget.hard = True
        return budget

    def spent(self, nodes: int, *, read: bool = False) -> bool:
        """True when ``nodes`` nodes exhaust the budget. The clock is read every CHECK_EVERY nodes
        (then a progress event is sent), or now when ``read`` is true (a search that counts its
        nodes in batches of about CHECK_EVERY)."""
        if self.exhausted:
            return True
        if self.node_limit is not None and nodes >= self.node_limit:
            self.exhausted, self.cut = True, NODES
        elif read or nodes % CHECK_EVERY == 0 or nodes >= self._next:
            now = self.clock()
            if self.progress is not None and (read or nodes % CHECK_EVERY == 0):
                self.progress(Progress(nodes, elapsed=now - self.started, limit=self.time_limit))
            if self.deadline is not None and now >= self.deadline:
                self.exhausted, self.cut = True, CLOCK
            gap, self._last = now - self._last, now
            if gap > SLOW:
                self._stride = max(1, self._stride // 4)
            elif gap < SLOW / 8:
                self._stride = min(CHECK_EVERY, self._stride * 2)
            self._next = nodes + self._stride
        return self.exhausted


_ENTERED = [time.monotonic()]  # when the command began (see command_entered; at first: when loaded)
START_UP_MAX = 5.0  # seconds from a process's start to its command that are believed; more is a clock fault


def command_entered() -> None:
    """Note that a command begins now (the command line calls it first of all)."""
    _ENTERED[0] = time.monotonic()


def command_started() -> float:
    """When this command started, as a ``time.monotonic()`` value, so that a time limit covers
    start-up, reading and parsing: the process's start (Linux: from ``/proc``) when the process
    is the ``gridcraft`` command, else (a test or a program calling the command line, or when
    ``/proc`` gives an age more than :data:`START_UP_MAX` seconds beyond the time since
    :func:`command_entered`) when :func:`command_entered` was last called."""
    entered = _ENTERED[0]
    program = sys.argv[0] if sys.argv else ""
    if os.path.basename(program) != "gridcraft" and not program.endswith(
        os.path.join("gridcraft", "__main__.py")
    ):
        return entered
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        age = uptime - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return entered
    if not 0.0 <= age <= time.monotonic() - entered + START_UP_MAX:
        return entered  # a clock that disagrees with this process's own (seen in sandboxes)
    return time.monotonic() - age
