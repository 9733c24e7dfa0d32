"""Searches for solutions on the command line: with progress on stderr, an interrupt that keeps
what was found, and the solve document written whole or as the solutions are found."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from typing import Any

from gridcraft.cli.io import Target
from gridcraft.cli.progress import EXIT_RESERVE, StatusProgress, describe
from gridcraft.cli.report import failure
from gridcraft.cli.stream import StreamOut
from gridcraft.engine import Budget, SearchStats, Verdict, solutions, verdict
from gridcraft.errors import GridcraftError
from gridcraft.kinds import SolverKind
from gridcraft.outcome import Outcome, out_of_time
from gridcraft.solved import SolvedWriter


def search(
    kind: SolverKind,
    puzzle: Any,
    limit: int | None,
    time_limit: float | None,
    source: str,
    quiet: bool = False,
) -> tuple[Verdict[Any], bool]:
    """Search for at most ``limit`` solutions within ``time_limit`` seconds of the command, showing
    progress on a terminal (off one, a line every few seconds unless ``quiet``): what the search
    proved, and whether an interrupt (Ctrl-C, SIGTERM) cut it short (the verdict then holds the
    solutions found so far, and ``stats.complete`` is false).

    Raises:
        Failure: the library's checks of the puzzle failed (exit 2).
        KeyboardInterrupt: an interrupt before any solution was found.
    """
    found: list[Any] = []
    stats = SearchStats()
    try:
        with StatusProgress.for_stderr(quiet) as progress:
            budget = Budget.for_command(
                time_limit, progress=lambda e: progress.update(describe(e, len(found))), reserve=EXIT_RESERVE
            )
            return verdict(kind.problem(puzzle), limit, budget=budget, stats=stats, found=found), False
    except KeyboardInterrupt:
        if not found:
            raise
        return Verdict(tuple(found), stats, limit), True
    except GridcraftError as e:  # InvalidPuzzle: the library's checks of a puzzle built by hand
        raise failure(e, source) from None


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Hold Ctrl-C and SIGTERM while the block runs; one that came meanwhile is taken after it."""
    held = {signal.SIGINT, signal.SIGTERM}
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, held)


def stream(
    kind: SolverKind,
    puzzle: Any,
    limit: int | None,
    fmt: str,
    *,
    time_limit: float | None,
    quiet: bool,
    source: str,
    target: Target | None,
) -> tuple[Outcome, SearchStats]:
    """Search and write each solution as it is found (text or JSON), so that memory stays flat
    however many there are: the outcome and the search's statistics.

    Raises:
        Failure: the library's checks of the puzzle failed, or the time ran out before any
            solution (exit 3); an unwritable output.
    """
    out = StreamOut(target)
    stats = SearchStats()
    writer = SolvedWriter(kind, puzzle, fmt, out.write)
    interrupted = False
    try:
        with StatusProgress.for_stderr(quiet) as progress:
            budget = Budget.for_command(
                time_limit,
                progress=lambda e: progress.update(describe(e, writer.count)),
                reserve=EXIT_RESERVE,
            )
            for grid in solutions(kind.problem(puzzle), limit, budget=budget, stats=stats):
                with _signals_held():  # a solution is written and counted whole, or not at all
                    writer.add(grid)
    except KeyboardInterrupt:
        if not writer.count:
            out.abort()
            raise
        interrupted = True
    except GridcraftError as e:  # InvalidPuzzle: the library's checks of a puzzle built by hand
        out.abort()
        raise failure(e, source) from None
    if not writer.count and not stats.complete and not interrupted:
        out.abort()
        raise out_of_time(source, time_limit, stats.nodes)
    writer.close(stats, stats.complete and not interrupted)
    out.commit()
    result: Verdict[Any] = Verdict(tuple([None] * writer.count), stats, limit)  # the summary needs the count
    return Outcome.solved(result, interrupted=interrupted), stats
