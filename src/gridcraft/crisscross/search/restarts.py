"""The anytime driver: independent seeded searches, side by side on up to two cores, or one after
the other in one worker beside the exact search (:class:`Restarts`).

Each restart ``k`` draws from ``Rng.for_restart(seed, k)`` (:mod:`.prng`) and runs
:func:`~gridcraft.crisscross.search.lns.pack` (large-neighbourhood search in ever smaller boxes) under a
fixed node budget. The best restart wins
(ties: lower ``k``). Because the budgets are counted in nodes, not seconds, the same words and seed
give the same layout on any machine fast enough to finish the budget before the time limit (the
time limit always stops the search; the result then says so).
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import sys
import threading
import time  # sleeping only: the clock is read through budgets
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any

from gridcraft.crisscross.search import anytime
from gridcraft.crisscross.search.lns import Layout3, crossings, normalise
from gridcraft.crisscross.search.prng import Rng
from gridcraft.crisscross.search.shape import Shape
from gridcraft.engine import Budget, Progress

#: seconds a restart may overrun the deadline before it is stopped from outside
GRACE = 0.5
#: independent restarts, whatever the number of cores (so results do not depend on the machine);
#: they run in parallel on up to this many cores. Long restarts shrink further than many short ones.
RESTARTS = 2
#: share of the time limit the node budget is sized for (the rest: start-up, output, slack)
BUDGET_SHARE = 0.9
#: seconds between progress lines
PROGRESS_EVERY = 0.5
#: seconds between looks at the searches until the first layout is in (so that it is shown at once)
FIRST_EVERY = 0.01
#: seconds between a worker's checks that its parent lives, where the kernel cannot tell it
WATCH_EVERY = 0.2
#: prctl(2) option that asks the kernel for a signal when the parent dies (Linux)
PR_SET_PDEATHSIG = 1


def node_rate(words: list[str], native: bool | None = None) -> int:
    """Nodes (search steps) per second budgeted for a list: a fixed formula, not a clock reading.

    Python (``native`` false): measured on a 2-core machine with one search per core, about 5,900
    steps/s for 19 words, 2,000 for 40, 1,150 for 60 and 790 for 80 (``one_restart`` over 5 s),
    about 3.5e5 / n^1.4. C (``native`` None: when it is built): about 49,000 steps a second of
    processor time for 20 words, 14,800 for 40, 6,300 for 80, 2,700 for 200, 1,160 for 400 and 635
    for 1,000 (random lists, one search), about 2e6 / n^1.25.
    """
    n = max(len(words), 2)
    if native is None:
        native = anytime.native_available()
    if native:
        return max(20, int(2e6 / n**1.25))
    return max(20, int(3.5e5 / n**1.4))


@dataclass(frozen=True)
class RestartResult:
    """What one restart found: its index, the nodes it spent, and its layout (None: none found)."""

    index: int
    nodes: int
    layout: Layout3 | None
    width: int = 0
    height: int = 0
    crossings: int = 0

    def key(self) -> tuple[int, int, int, int]:
        """Sort key: area, more crossings, squarer, lower index."""
        if self.layout is None:
            return (1 << 60, 0, 0, self.index)
        return (self.width * self.height, -self.crossings, abs(self.width - self.height), self.index)


def one_restart(
    words: list[str], shape: Shape, seed: int, index: int, budget: int, deadline: float
) -> RestartResult:
    """Run restart ``index``: :func:`~gridcraft.crisscross.search.anytime.search` (in C when built)
    for ``budget`` steps."""
    rng = Rng.for_restart(seed, index)
    board: Any = _BEST  # None outside a worker (see `shared`)
    size = _slot_size(words)

    shared = board is not None and (index + 1) * size <= len(board)
    at = index * size

    def found(lay: Layout3, width: int, height: int) -> None:
        # area 0 while the layout is written, so that a search stopped mid-write shows nothing
        if shared:
            board[at] = 0
            for w, (d, r, c) in lay.items():
                board[at + 3 + 3 * w : at + 6 + 3 * w] = [d, r, c]
            board[at] = width * height

    def counted(nodes: int) -> None:  # read if the search is cut off at the deadline
        if shared:
            board[at + 1] = nodes

    def placed(words_placed: int) -> None:  # the progress of a first layout of a long list
        if shared:
            board[at + 2] = words_placed

    lay, spent = anytime.search(words, shape, rng, budget, deadline, found, counted, placed)
    if not lay:
        return RestartResult(index, spent, None)
    lay, wd, ht = normalise(words, lay)
    return RestartResult(index, spent, lay, wd, ht, crossings(words, lay))


@dataclass(frozen=True)
class Interim:
    """A layout one of the searches reported while they run: its words' ``(direction, row, col)``."""

    layout: Layout3
    note: str


class Restarts:
    """Seeded restarts, started at once in worker processes (:func:`one_restart` each): the caller
    may do other work, then reads their layouts with :meth:`layouts`; :meth:`close` stops them.

    Args:
        words: letters as placed.
        shape: footprint rules.
        seed: the user's seed.
        time_limit: seconds the caller grants; sets the node budget (``node_rate`` per second
            per restart, for :data:`BUDGET_SHARE` of it).
        deadline: the :attr:`~gridcraft.engine.Budget.deadline` that stops every restart.
        progress: called about twice a second with the best area so far.
        one_after_another: run the restarts in one worker, one after the other, each with
            1/:data:`RESTARTS` of the budget (the other core is busy with an exact search);
            otherwise side by side on up to :data:`RESTARTS` cores, each with the whole budget.
        node_limit: total nodes instead of the budget derived from ``time_limit`` (split evenly).
    """

    def __init__(
        self,
        words: list[str],
        shape: Shape,
        seed: int,
        time_limit: float,
        deadline: float,
        progress: Callable[[Progress], None] | None = None,
        *,
        one_after_another: bool = False,
        node_limit: int | None = None,
    ) -> None:
        self.words, self.time_limit, self.deadline, self.progress = words, time_limit, deadline, progress
        cores = 1 if one_after_another else min(RESTARTS, os.cpu_count() or 1)
        if node_limit is not None:
            per = max(1, node_limit // RESTARTS)
        else:
            per = max(
                1000,
                int(
                    min(
                        node_rate(words) * time_limit * BUDGET_SHARE / (RESTARTS if one_after_another else 1),
                        1 << 62,
                    )
                ),
            )
        # each search writes its best area and layout so far here, for the progress line and for an
        # interrupt: per search, the area (0: none yet) then (direction, row, col) per word
        self.shared = multiprocessing.get_context("fork").Array("q", RESTARTS * _slot_size(words), lock=False)
        # a pool that is terminated on any exit, so that no worker outlives an interrupted search (and
        # whose workers end when the main process is killed: _worker_init); a worker still busy GRACE
        # seconds after the deadline (one huge node) is cut off
        self.pool = multiprocessing.get_context("fork").Pool(
            processes=cores, initializer=_worker_init, initargs=(self.shared, os.getpid())
        )
        self.per = per  # each search's node budget
        #: set when they end: the deadline stopped a search before it had spent its nodes
        self.cut = False
        self.clock = Budget()  # the searches' time: from now
        self.cut_off = Budget.until(deadline + GRACE)  # when a busy search is stopped from outside
        self.pending = [
            self.pool.apply_async(one_restart, (words, shape, seed, k, per, deadline))
            for k in range(RESTARTS)
        ]

    def layouts(self) -> Generator[Interim, None, tuple[RestartResult, int, int]]:
        """Yields each layout that beats the searches' best so far, as they report them, and returns
        (best result, total nodes, restarts run) once they end; the workers are then stopped.

        On ``KeyboardInterrupt`` the searches are stopped, the best layout they reported is yielded
        (if any), and the interrupt propagates. Closing the generator stops the searches.
        """
        words, shared, size = self.words, self.shared, _slot_size(self.words)
        shown = 1 << 62  # the best area yielded so far
        try:
            while True:
                busy = [f for f in self.pending if not f.ready()]
                left = self.cut_off.remaining() or 0.0
                if not busy or left <= 0:
                    break
                # look often until a first layout is in, so that it is shown (and yielded) at once
                busy[0].wait(min(PROGRESS_EVERY if shown < 1 << 62 else FIRST_EVERY, left))
                areas = [shared[k * size] for k in range(RESTARTS)]
                best_area = min((a for a in areas if a > 0), default=None)
                if self.progress:
                    self.progress(self._event(best_area))
                if best_area is not None and best_area < shown:
                    got = _read(words, shared, areas.index(best_area))
                    if got.layout is not None and got.width * got.height == best_area:
                        shown = best_area
                        yield Interim(got.layout, "the best layout so far")
            # a search still busy GRACE seconds after the deadline is cut off, and its best layout so
            # far is taken from the shared array
            self.pool.terminate()
            results = [f.get(0) if f.ready() else _read(words, shared, k) for k, f in enumerate(self.pending)]
        except KeyboardInterrupt:
            self.close()
            found = self.best_so_far()
            if found.layout is not None:
                yield Interim(found.layout, "interrupted; the best layout so far")
            raise
        finally:
            self.close()
        self.cut = any(r.nodes < self.per for r in results)
        best = min(results, key=RestartResult.key)
        return best, sum(r.nodes for r in results), len(results)

    def _event(self, best_area: int | None) -> Progress:
        """The progress event of a look at the searches: the best area so far, or, before any
        layout, how many words the furthest first layout has placed (a long list takes a while)."""
        elapsed = self.clock.elapsed()
        if best_area is None:
            size = _slot_size(self.words)
            placed = max(self.shared[k * size + 2] for k in range(RESTARTS))
            if placed > 0:
                phase = f"first layout: {placed:,} of {len(self.words):,} words placed"
                return Progress(0, phase=phase, elapsed=elapsed, limit=self.time_limit)
        return Progress(0, best=best_area, phase="anytime search", elapsed=elapsed, limit=self.time_limit)

    def best_so_far(self) -> RestartResult:
        """The best layout the searches have reported so far (its ``layout`` None if none)."""
        return min((_read(self.words, self.shared, k) for k in range(RESTARTS)), key=RestartResult.key)

    def close(self) -> None:
        """Stop the searches (what they reported stays readable)."""
        self.pool.terminate()
        self.pool.join()


_BEST = None  # in a worker: the shared array of best areas and layouts, one slot per search


def _worker_init(shared: Any, parent: int) -> None:
    """Workers leave interrupts to the main process, which stops them; SIGTERM ends them at once,
    and so does the death of the main process (``parent``), however it dies (see
    :func:`_die_with_parent`). ``shared`` is where each search reports its best area and layout."""
    global _BEST
    _BEST = shared
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _die_with_parent(parent)


def _die_with_parent(parent: int) -> None:
    """End this process when process ``parent`` dies, even by SIGKILL, which leaves it no chance to
    stop its workers: on Linux the kernel sends SIGKILL (``prctl(PR_SET_PDEATHSIG)``); elsewhere a
    daemon thread checks every :data:`WATCH_EVERY` seconds whether the process was handed to
    another parent. A parent that died before the request took hold ends the process at once."""
    if not _kill_on_parent_death():
        threading.Thread(target=_watch_parent, args=(parent,), name="parent-watch", daemon=True).start()
    if os.getppid() != parent:
        os._exit(1)


def _kill_on_parent_death() -> bool:
    """Ask the kernel to SIGKILL this process when its parent dies; False where it cannot."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0)
    except (OSError, AttributeError):  # no C library to load, or no prctl in it
        return False


def _watch_parent(parent: int) -> None:
    """Exit the process (no clean-up, no traceback) once its parent is no longer ``parent``."""
    while os.getppid() == parent:
        time.sleep(WATCH_EVERY)
    os._exit(1)


def _slot_size(words: list[str]) -> int:
    """Entries of one search's slot in the shared array: the area, the nodes so far, the words its
    first layout has placed so far, then (direction, row, col) per word."""
    return 3 + 3 * len(words)


def _read(words: list[str], shared: Any, k: int) -> RestartResult:
    """The best layout search ``k`` reported in ``shared`` (no layout if none)."""
    size = _slot_size(words)
    at = k * size
    nodes = shared[at + 1]
    if shared[at] <= 0:
        return RestartResult(k, nodes, None)
    vals = shared[at + 3 : at + size]
    lay = {w: (vals[3 * w], vals[3 * w + 1], vals[3 * w + 2]) for w in range(len(words))}
    lay, wd, ht = normalise(words, lay)
    return RestartResult(k, nodes, lay, wd, ht, crossings(words, lay))
