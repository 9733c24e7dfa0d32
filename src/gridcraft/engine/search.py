"""Depth-first enumeration of all solutions of a :class:`Problem`, with budgets and statistics.

The loop is the classic propagate-and-branch scheme (as in Norvig's Sudoku solver and the seed
KenKen solver): the problem propagates inside :meth:`Problem.root` and :meth:`Problem.child`,
the problem picks the unknown to branch on (fewest candidates first), and the engine tries each of
its candidates in turn. Undo is copy-on-branch: :meth:`Problem.child` returns a new state and never
changes its argument, so backtracking is dropping the child.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from gridcraft.engine.budget import Budget

S = TypeVar("S")
V = TypeVar("V")


class Problem(Protocol[S, V]):
    """What the engine needs of a puzzle; ``S`` is a search state, ``V`` a branching choice.

    Contract: a state returned by :meth:`root` or :meth:`child` is propagated to a fixpoint and has
    no empty domain (a wipe-out is returned as ``None``, never raised); states are never mutated
    once returned. ``propagations`` counts propagation passes (read by the engine for statistics).
    """

    propagations: int

    def root(self) -> S | None:
        """The propagated initial state, or ``None`` when propagation alone proves no solution."""
        ...

    def branch(self, state: S) -> Iterable[V] | None:
        """The choices to branch on in ``state`` (they must partition its solutions), or ``None``
        when ``state`` is a solution (every unknown has exactly one candidate)."""
        ...

    def child(self, state: S, choice: V) -> S | None:
        """A new propagated state: ``state`` with ``choice`` made, or ``None`` on a wipe-out."""
        ...


@dataclass
class SearchStats:
    """Counters of one search.

    Attributes:
        nodes: states created (the root counts as one).
        backtracks: children that propagation proved dead.
        propagations: propagation passes (as counted by the problem).
        solutions: solutions yielded.
        seconds: wall-clock seconds of the search (by the budget's clock).
        complete: True when the search space was exhausted, so the solutions are all of them.
        budget_exhausted: True when a time or node budget stopped the search.
    """

    nodes: int = 0
    backtracks: int = 0
    propagations: int = 0
    solutions: int = 0
    seconds: float = 0.0
    complete: bool = False
    budget_exhausted: bool = False


class _Frame(Generic[S, V]):
    __slots__ = ("choices", "state")

    def __init__(self, state: S, choices: Iterator[V]) -> None:
        self.state = state
        self.choices = choices


def solutions(
    problem: Problem[S, V],
    limit: int | None = None,
    *,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
) -> Iterator[S]:
    """Yield the solution states of ``problem`` depth first, at most ``limit`` of them.

    Args:
        problem: the puzzle as a :class:`Problem`.
        limit: stop after this many solutions (``None``: all).
        budget: a time/node budget (``None``: unlimited). Running out ends the iteration quietly;
            ``stats.budget_exhausted`` tells.
        stats: filled in as the search goes and finalised when the iterator ends or is closed.

    Raises:
        ValueError: ``limit`` is below 1.
    """
    if limit is not None and limit < 1:
        raise ValueError(f"limit must be at least 1, not {limit}")
    stats = stats if stats is not None else SearchStats()
    budget = budget if budget is not None else Budget()
    budget.start()
    base = problem.propagations
    try:
        yield from _search(problem, limit, budget, stats)
    finally:
        stats.propagations = problem.propagations - base
        stats.seconds = budget.elapsed()


def _search(problem: Problem[S, V], limit: int | None, budget: Budget, stats: SearchStats) -> Iterator[S]:
    stats.nodes = 1
    root = problem.root()
    if root is None:
        stats.backtracks += 1
        stats.complete = True
        return
    choices = problem.branch(root)
    if choices is None:
        stats.solutions = 1
        stats.complete = True  # nothing left to branch on: the root is the only solution
        yield root
        return
    stack: list[_Frame[S, V]] = [_Frame(root, iter(choices))]
    child_of, branch_of, spent = problem.child, problem.branch, budget.spent
    while stack:
        frame = stack[-1]
        choice = next(frame.choices, _END)
        if choice is _END:
            stack.pop()
            continue
        if spent(stats.nodes):
            stats.budget_exhausted = True
            return
        stats.nodes += 1
        state = child_of(frame.state, choice)  # type: ignore[arg-type]
        if state is None:
            stats.backtracks += 1
            continue
        more = branch_of(state)
        if more is not None:
            stack.append(_Frame(state, iter(more)))
            continue
        stats.solutions += 1
        if limit is not None and stats.solutions >= limit:
            yield state
            return
        yield state
    stats.complete = True


_END: Hashable = object()


def count(
    problem: Problem[S, V],
    limit: int | None = None,
    *,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
) -> int:
    """The number of solutions of ``problem``, counting at most ``limit`` (``None``: all).

    The count is exact when ``stats.complete`` is true afterwards; otherwise it is a lower bound
    (the limit was reached, or the budget ran out, see ``stats.budget_exhausted``).
    """
    return sum(1 for _ in solutions(problem, limit, budget=budget, stats=stats))
