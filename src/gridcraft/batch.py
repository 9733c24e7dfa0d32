"""Batches of made puzzles, the one place of the seed scheme: puzzle ``i`` of a batch (0-based) is
made with the seed ``SEED:i``, so the same request and seed give the same puzzles whatever the
front end and however many processes make them. A puzzle that runs out of time is reported, and
the others are kept; an interrupt keeps the puzzles finished by then."""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from gridcraft.engine import Budget
from gridcraft.errors import BudgetExceeded
from gridcraft.kinds import Maker


def seed_of(seed: str, i: int) -> str:
    """The seed of puzzle ``i`` (0-based) of a batch made with ``seed``."""
    return f"{seed}:{i}"


@dataclass
class Batch:
    """What a batch made: ``made`` the ``(seed, puzzle)`` pairs in seed order, ``failed`` the seeds
    whose time ran out, ``interrupted`` whether an interrupt stopped it."""

    made: list[tuple[str, Any]] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    interrupted: bool = False


def workers(jobs: int, count: int) -> int:
    """Processes to start for ``count`` puzzles when ``jobs`` are asked for: no more than the
    puzzles, nor than this machine's cores (more would only share them, and thousands exhaust
    its memory)."""
    return max(1, min(jobs, count, os.cpu_count() or 1))


def _one(maker: Maker, request: Any, seed: str, time_limit: float | None) -> Any:
    """One puzzle, or ``None`` when its time ran out (in a worker process too)."""
    try:
        return maker.make(request, seed, Budget(time_limit=time_limit))
    except BudgetExceeded:
        return None


def make_batch(
    maker: Maker,
    request: Any,
    *,
    seed: str,
    count: int,
    time_limit: float | None,
    jobs: int = 1,
    done: Callable[[int], None] | None = None,
) -> Batch:
    """``count`` puzzles of ``request``, each within ``time_limit`` seconds, by ``jobs`` processes;
    ``done(n)`` is called as the ``n``-th puzzle ends (made or out of time).

    Raises:
        GridcraftError: the maker refused a puzzle's request.
    """
    seeds = [seed_of(seed, i) for i in range(count)]
    jobs = workers(jobs, count)
    results: list[Any] = [None] * count
    finished = [False] * count
    interrupted = False
    try:
        if jobs == 1 or count == 1:
            for i, s in enumerate(seeds):
                results[i] = _one(maker, request, s, time_limit)
                finished[i] = True
                if done is not None:
                    done(i + 1)
        else:
            _pool(maker, request, seeds, time_limit, jobs, results, finished, done)
    except KeyboardInterrupt:
        interrupted = True
    made = [(s, r) for s, r in zip(seeds, results, strict=True) if r is not None]
    failed = [s for s, r, f in zip(seeds, results, finished, strict=True) if r is None and f]
    return Batch(made, failed, interrupted)


def _pool(
    maker: Maker,
    request: Any,
    seeds: list[str],
    time_limit: float | None,
    jobs: int,
    results: list[Any],
    finished: list[bool],
    done: Callable[[int], None] | None,
) -> None:
    ended = [0]

    def one_ended(_future: Future[Any]) -> None:
        ended[0] += 1
        if done is not None:
            done(ended[0])

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(_one, maker, request, s, time_limit) for s in seeds]
        for future in futures:
            future.add_done_callback(one_ended)
        try:
            for i, future in enumerate(futures):
                results[i] = future.result()
                finished[i] = True
        except KeyboardInterrupt:
            for future in futures:
                future.cancel()
            for i, future in enumerate(futures):  # the ones that ended before it
                if future.done() and not future.cancelled() and future.exception() is None:
                    results[i], finished[i] = future.result(), True
            raise
