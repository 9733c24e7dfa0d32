"""Batches of made puzzles, the one place of the seed scheme and of the machinery that runs them.

Puzzle ``i`` of a batch (0-based) is made with the seed ``SEED:i`` (:func:`seed_of`), so the same
request and seed give the same puzzles whatever the front end, however many processes make them
and on whichever machine. :func:`run_all` runs any picklable function over a list of tasks in
this process, in a local process pool, or as tasks on a Dask cluster (``dask.distributed``),
handing each result to the caller as it arrives; :func:`make_batch` is a maker's batch on top of
it (``gridcraft make --count``, the page's booklet, a book's sections). A puzzle is made within its
maker's work budget (its own steps: the maker's default, or ``nodes``), the same on any machine;
the time limit is an outer safety limit, and a puzzle whose making it cut is reported as such
(:attr:`Batch.cut`). A puzzle not made is reported, and the others are kept; an interrupt keeps
the puzzles finished by then.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import socket
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any, TypeVar

from gridcraft.engine import Budget
from gridcraft.errors import BudgetExceeded, GridcraftError
from gridcraft.kinds import Maker

T = TypeVar("T")
R = TypeVar("R")

#: times a local pool whose worker died (killed, out of memory) is started again for what is left
POOL_RESTARTS = 3
#: seconds to wait for a Dask scheduler to answer
CONNECT_SECONDS = 10.0
#: what to install for ``--scheduler``
CLUSTER_HINT = "pip install 'gridcraft[cluster]' (dask.distributed)"


class ClusterMissing(GridcraftError):
    """``dask.distributed`` is not installed (the ``cluster`` extra), or its scheduler cannot be
    reached; the message says what to do."""


def seed_of(seed: str, i: int) -> str:
    """The seed of puzzle ``i`` (0-based) of a batch made with ``seed``."""
    return f"{seed}:{i}"


def allow_children() -> None:
    """Let this process start processes of its own (the criss-cross search runs two seeded
    searches side by side): a Dask worker's process is daemonic, and a daemonic process may not
    have children. Those children die with it all the same (they watch their parent). Task
    functions that may reach such a search call this first."""
    process = multiprocessing.current_process()
    if process.daemon:
        process._config["daemon"] = False  # type: ignore[attr-defined]


def workers(jobs: int, count: int) -> int:
    """Processes to start for ``count`` puzzles when ``jobs`` are asked for: no more than the
    puzzles, nor than this machine's cores (more would only share them, and thousands exhaust
    its memory)."""
    return max(1, min(jobs, count, os.cpu_count() or 1))


def run_all(
    fn: Callable[[T], R],
    tasks: Sequence[T],
    done: Callable[[int, R], None],
    *,
    jobs: int = 1,
    scheduler: str | None = None,
) -> None:
    """``fn(task)`` for every task, ``done(i, result)`` called in this process as task ``i`` ends
    (in the order they end). With ``scheduler`` (``tcp://HOST:PORT``) every task runs on that
    Dask cluster (its workers must have gridcraft installed; the cluster reschedules the tasks
    of a lost worker); else ``jobs`` local processes (one: in this process). A local pool whose
    worker dies is started again for the tasks left, up to :data:`POOL_RESTARTS` times.

    ``fn`` and the tasks must pickle (a module-level function, plain data). An exception ``fn``
    raises propagates, as does ``KeyboardInterrupt`` (the tasks not yet started are cancelled;
    ``done`` has been called for every task that ended before it).

    Raises:
        ClusterMissing: ``scheduler`` without ``dask.distributed`` installed, or unreachable.
        BrokenProcessPool: local workers kept dying.
    """
    if scheduler is not None:
        _on_cluster(fn, tasks, done, scheduler)
        return
    jobs = workers(jobs, len(tasks))
    if jobs == 1:
        for i, task in enumerate(tasks):
            done(i, fn(task))
        return
    left = list(range(len(tasks)))
    for attempt in range(POOL_RESTARTS + 1):
        try:
            _in_pool(fn, tasks, left, done, jobs)
            return
        except BrokenProcessPool:
            if attempt == POOL_RESTARTS:
                raise


def _quiet() -> None:
    """A pool worker leaves Ctrl-C to the process that started it (which stops the pool), so that
    an interrupt prints no worker's traceback, and ends at SIGTERM (not through a handler the
    command line's process installed before the fork, which would only end the task)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _in_pool(
    fn: Callable[[T], R], tasks: Sequence[T], left: list[int], done: Callable[[int, R], None], jobs: int
) -> None:
    """The tasks ``left`` in a pool of ``jobs`` processes; each ended one leaves ``left``. On an
    interrupt (or any error) the tasks not started are cancelled and the workers stopped."""
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_quiet)
    running: dict[Future[R], int] = {pool.submit(fn, tasks[i]): i for i in left}
    try:
        while running:
            ended, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in ended:
                i = running.pop(future)
                result = future.result()  # BrokenProcessPool when a worker died
                left.remove(i)
                done(i, result)
    except BaseException:
        processes = list(getattr(pool, "_processes", {}).values())  # the executor has no terminate()
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()
        raise
    pool.shutdown()


def _on_cluster(
    fn: Callable[[T], R], tasks: Sequence[T], done: Callable[[int, R], None], address: str
) -> None:
    """The tasks on the Dask cluster whose scheduler is at ``address``, collected as they complete."""
    try:
        import distributed
    except ImportError:
        raise ClusterMissing(f"--scheduler needs dask.distributed: {CLUSTER_HINT}") from None
    try:
        cluster: Any = distributed  # untyped
        _listening(cluster, address)
        client = cluster.Client(address, timeout=CONNECT_SECONDS)
    except (OSError, TimeoutError) as e:
        raise ClusterMissing(f"no Dask scheduler answers at {address} ({e})") from None
    except ValueError as e:  # Dask's reading of the address: no port, a port not a number, a scheme it lacks
        raise ClusterMissing(
            f"{address!r} is not a scheduler's address such as tcp://HOST:PORT ({e})"
        ) from None
    try:
        futures = [client.submit(fn, task, pure=False, retries=1) for task in tasks]
        index = {future.key: i for i, future in enumerate(futures)}
        try:
            for future in cluster.as_completed(futures):
                done(index[future.key], future.result())
        except BaseException:
            client.cancel(futures)
            raise
    finally:
        client.close()


def _listening(cluster: Any, address: str) -> None:
    """Raise at once when nothing listens at a ``tcp://`` ``address`` (the connection is refused),
    rather than after Dask's :data:`CONNECT_SECONDS` of attempts.

    Raises:
        OSError: the connection was refused, or the host is unknown.
        ValueError: an address Dask cannot read.
    """
    scheme, location = cluster.comm.parse_address(address)
    if scheme != "tcp":
        return
    host, port = cluster.comm.parse_host_port(location)
    with socket.create_connection((host, port), timeout=CONNECT_SECONDS):
        pass


@dataclass
class Batch:
    """What a batch made: ``made`` the ``(seed, puzzle)`` pairs in seed order, ``failed`` the seeds
    whose budget ran out first (their work budget, or the time limit), ``cut`` the seeds (made or
    failed) whose making the time limit cut, with the steps spent when the maker told them
    (``None``: not told): what became of them depends on the machine's speed; ``interrupted``
    whether an interrupt stopped it; ``why`` the maker's message of each failed seed."""

    made: list[tuple[str, Any]] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    interrupted: bool = False
    cut: list[tuple[str, int | None]] = field(default_factory=list)
    why: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Tried:
    """What :class:`MakeOne` did with a seed: the puzzle (``None``: its budget ran out first),
    whether the time limit cut its making (``clock_cut``), and the steps spent when the maker
    gave up and told them (``None``: made, or not told), with its message (``why``)."""

    made: Any
    clock_cut: bool = False
    spent: int | None = None
    why: str = ""


@dataclass(frozen=True)
class MakeOne:
    """One puzzle of ``request`` by ``maker`` within ``nodes`` steps of its work (``None``: the
    maker's default) and ``time_limit`` seconds (an outer safety limit), as a picklable function of
    its seed (in a worker too)."""

    maker: Maker
    request: Any
    time_limit: float | None
    nodes: int | None = None

    def __call__(self, seed: str) -> Tried:
        allow_children()
        budget = Budget(time_limit=self.time_limit, node_limit=self.nodes)
        try:
            made = self.maker.make(self.request, seed, budget)
        except BudgetExceeded as e:
            return Tried(None, budget.clock_cut, e.nodes or None, str(e))
        return Tried(made, budget.clock_cut)


def make_batch(
    maker: Maker,
    request: Any,
    *,
    seed: str,
    count: int,
    time_limit: float | None,
    nodes: int | None = None,
    jobs: int = 1,
    scheduler: str | None = None,
    done: Callable[[int], None] | None = None,
) -> Batch:
    """``count`` puzzles of ``request``, each within ``nodes`` steps of the maker's work
    (``None``: its default) and ``time_limit`` seconds (an outer safety limit), by ``jobs``
    processes or on the Dask cluster at ``scheduler`` (see :func:`run_all`); ``done(n)`` is called
    as the ``n``-th puzzle ends (made or not).

    Raises:
        GridcraftError: the maker refused a puzzle's request.
        ClusterMissing: as :func:`run_all`.
    """
    seeds = [seed_of(seed, i) for i in range(count)]
    results: list[Tried | None] = [None] * count  # None: not ended (an interrupt came first)
    ended = [0]

    def one_ended(i: int, result: Tried) -> None:
        results[i] = result
        ended[0] += 1
        if done is not None:
            done(ended[0])

    interrupted = False
    try:
        run_all(MakeOne(maker, request, time_limit, nodes), seeds, one_ended, jobs=jobs, scheduler=scheduler)
    except KeyboardInterrupt:
        interrupted = True
    made = [(s, r.made) for s, r in zip(seeds, results, strict=True) if r is not None and r.made is not None]
    failed = [s for s, r in zip(seeds, results, strict=True) if r is not None and r.made is None]
    cut = [(s, r.spent) for s, r in zip(seeds, results, strict=True) if r is not None and r.clock_cut]
    why = {s: r.why for s, r in zip(seeds, results, strict=True) if r is not None and r.made is None}
    return Batch(made, failed, interrupted, cut, why)
