"""What the tests of the Latin core's search share: python-constraint's count up to a limit, and
the conflict-driven search's solutions."""

from __future__ import annotations

from constraint import Problem

from gridcraft.engine import Budget, SearchStats
from gridcraft.latin.search import native

Grid = tuple[tuple[int, ...], ...]


def count_upto(problem: Problem, limit: int) -> int:
    """How many solutions python-constraint finds for ``problem``, stopping at ``limit``."""
    found = 0
    for _ in problem.getSolutionIter():
        found += 1
        if found == limit:
            break
    return found


def decided(made: native.NativeProblem, limit: int) -> tuple[list[Grid], SearchStats]:
    """The conflict-driven search's solutions (a missing explanation raises)."""
    stats = SearchStats()
    return [made.grid(state) for state in made.decide(limit, Budget(), stats)], stats
