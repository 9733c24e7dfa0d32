"""Depth-first enumeration of all solutions of a :class:`Problem`, with budgets and statistics.

The loop is the classic propagate-and-branch scheme (as in Norvig's Sudoku solver and the seed
KenKen solver): the problem propagates inside :meth:`Problem.root` and :meth:`Problem.child`,
the problem picks the unknown to branch on (fewest candidates first), and the engine tries each of
its candidates in turn. Undo is copy-on-branch: :meth:`Problem.child` returns a new state and never
changes its argument, so backtracking is dropping the child.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from gridcraft.engine.budget import Budget
from gridcraft.errors import described, expect

S = TypeVar("S")
V = TypeVar("V")
S_contra = TypeVar("S_contra", contravariant=True)
S_co = TypeVar("S_co", covariant=True)


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


@runtime_checkable
class Keyed(Protocol[S_contra]):
    """A problem whose solution states have a key (equal keys: the same solution); such a problem
    gets randomized restarts interleaved with the complete search (see :func:`search`)."""

    def key(self, state: S_contra) -> Hashable:
        """The solution's identity: two solution states with equal keys are one solution."""
        ...


@runtime_checkable
class Deciding(Protocol[S_co]):
    """A problem with a complete search of its own for a few solutions (the native KenKen
    problem's conflict-driven search): the engine hands it any search for at most
    :data:`DECIDE_UP_TO` solutions, i.e. a first solution or a proof of uniqueness."""

    def decide(self, limit: int, budget: Budget, stats: SearchStats) -> Iterator[S_co]:
        """Yield distinct solution states, at most ``limit``; fill in ``stats`` as
        :func:`search` does (``complete`` when no further solution exists, ``budget_exhausted``
        when ``budget`` ran out first)."""
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

    def reset(self) -> None:
        """Set every counter back to zero and both flags to False (a search starts with this)."""
        self.nodes = self.backtracks = self.propagations = self.solutions = 0
        self.seconds = 0.0
        self.complete = self.budget_exhausted = False


Step = Callable[
    [int, int], tuple[int, Sequence[Any], int, int]
]  # exhausted (truthy), states, nodes, failures


def decided_in_chunks(
    step: Step, limit: int, budget: Budget, stats: SearchStats, chunk: int
) -> Iterator[Any]:
    """Drive a search that runs in C a chunk at a time (a :class:`Deciding` problem's ``decide``):
    ``step(nodes, wanted)`` goes on for at most ``nodes`` nodes or until ``wanted`` more solutions
    and returns ``(exhausted, solution states, nodes, failures)``. Yields at most ``limit``
    solutions; ``stats`` as :func:`search` fills it in (its ``nodes`` already counting what came
    before, such as the root); the budget is read between chunks, and its node limit is never
    passed."""
    found = 0
    while True:
        left = chunk if budget.node_limit is None else min(chunk, budget.node_limit - stats.nodes)
        if left <= 0:
            budget.spent(stats.nodes, read=True)
            stats.budget_exhausted = True
            return
        done, states, nodes, failures = step(left, limit - found)
        stats.nodes += nodes
        stats.backtracks += failures
        for state in states:
            found += 1
            stats.solutions += 1
            yield state
        if done:
            stats.complete = True
            return
        if found >= limit:
            return
        if budget.spent(stats.nodes, read=True):
            stats.budget_exhausted = True
            return


class _Frame(Generic[S, V]):
    __slots__ = ("choices", "state")

    def __init__(self, state: S, choices: Iterator[V]) -> None:
        self.state = state
        self.choices = choices


def search(
    problem: Problem[S, V],
    limit: int | None = None,
    *,
    budget: Budget | None = None,
    stats: SearchStats | None = None,
    seed: int = 0,
) -> Iterator[S]:
    """Yield the solution states of ``problem`` depth first, at most ``limit`` of them.

    Args:
        problem: the puzzle as a :class:`Problem`.
        limit: stop after this many solutions (``None``: all).
        budget: a time/node budget (``None``: unlimited). Running out ends the iteration quietly;
            ``stats.budget_exhausted`` tells.
        stats: reset, then filled in as the search goes and finalised when the iterator ends or
            is closed.
        seed: seeds the random order of the probes (see below); same seed, same run.

    A :class:`Keyed` problem (``key(state) -> Hashable``; equal keys: the same solution) gets
    randomized restarts interleaved with the complete search when ``limit`` is set: after 1,000 nodes of depth-first
    search, as many nodes of short searches that try the choices in random order (restart lengths
    from the Luby sequence, 100 nodes per unit), then twice as many depth-first nodes, and so on.
    The probes find a first solution of a search that would otherwise thrash deep in one subtree;
    the depth-first search alone decides completeness, and a solution is yielded once however
    often it is met. Without ``key`` the search is plain depth-first.

    A :class:`Deciding` problem searching for at most :data:`DECIDE_UP_TO` solutions runs its own
    search instead (enumerating more uses the depth-first search, which keeps no record of the
    solutions found, so memory stays flat however many there are).

    Raises:
        TypeError: at the call: ``problem`` is not a search problem, or ``limit``, ``budget`` or
            ``stats`` is of the wrong type (the message names it).
        ValueError: at the call: ``limit`` is below 1.
    """
    check_search(problem, limit, budget, stats, "engine.search")
    return _searching(problem, limit, budget, stats, seed)


#: what a search problem has (see :class:`Problem`)
PROBLEM_METHODS = ("root", "branch", "child")


def check_search(
    problem: object,
    limit: object,
    budget: object,
    stats: object,
    call: str,
    needs: tuple[str, ...] = PROBLEM_METHODS,
) -> None:
    """Check the arguments of a public search function ``call`` (``engine.count``) at the call:
    a few ``isinstance`` tests, nothing per node.

    Raises:
        TypeError: ``problem`` lacks a method of ``needs``, or ``limit`` (a whole number or
            ``None``), ``budget`` (a :class:`Budget` or ``None``) or ``stats`` (a
            :class:`SearchStats` or ``None``) is of the wrong type: the message names the
            function and the parameter.
        ValueError: ``limit`` is below 1.
    """
    if not all(hasattr(problem, method) for method in needs):
        raise TypeError(
            f"{call}(problem=...): expected a search problem (with {', '.join(needs)}; such as "
            f"fillin.FillinProblem(puzzle)), got {described(problem)}"
        )
    if limit is not None:
        expect(limit, int, f"{call}(limit=...)", "a whole number of solutions or None")
        if limit < 1:  # type: ignore[operator]  # an int, checked above
            raise ValueError(f"limit must be at least 1, not {limit}")
    if budget is not None:
        expect(budget, Budget, f"{call}(budget=...)", "an engine.Budget or None")
    if stats is not None:
        expect(stats, SearchStats, f"{call}(stats=...)", "an engine.SearchStats or None")


def _searching(
    problem: Problem[S, V], limit: int | None, budget: Budget | None, stats: SearchStats | None, seed: int
) -> Iterator[S]:
    """:func:`search` once its arguments are checked."""
    stats = stats if stats is not None else SearchStats()
    stats.reset()
    budget = budget if budget is not None else Budget()
    budget.start()
    base = problem.propagations
    try:
        yield from _search(problem, limit, budget, stats, random.Random(seed))
    finally:
        stats.propagations = problem.propagations - base
        stats.seconds = budget.elapsed()


FIRST_QUOTA = 1000  # nodes of complete search before the first probe phase
PROBE_UNIT = 100  # nodes of the shortest probe; probe n runs PROBE_UNIT * luby(n) nodes


def _search(
    problem: Problem[S, V], limit: int | None, budget: Budget, stats: SearchStats, rng: random.Random
) -> Iterator[S]:
    if isinstance(problem, Deciding) and limit is not None and limit <= DECIDE_UP_TO:
        yield from problem.decide(limit, budget, stats)
        return
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
    # random probes keep every solution's key; a deciding problem enumerating many does without them,
    # and so does enumerating all: the depth-first search must then visit everything anyway, and the
    # keys would take memory in proportion to the solutions
    key = (
        problem.key
        if isinstance(problem, Keyed) and not isinstance(problem, Deciding) and limit is not None
        else None
    )
    seen: set[Hashable] = set()
    dfs = _DepthFirst(problem, root, choices, budget, stats)
    quota, probe = FIRST_QUOTA, 1
    while True:
        for state in dfs.run(stats.nodes + quota if key else None):
            if key is not None:
                k = key(state)
                if k in seen:
                    continue  # found before by a probe
                seen.add(k)
            stats.solutions += 1
            yield state
            if limit is not None and stats.solutions >= limit:
                return
        if dfs.done:
            stats.complete = True
            return
        if budget.exhausted:
            stats.budget_exhausted = True
            return
        assert key is not None  # without a key the depth-first search runs to its end
        stop = stats.nodes + quota
        while stats.nodes < stop and not budget.exhausted:
            found = _probe(problem, root, rng, PROBE_UNIT * _luby(probe), budget, stats)
            probe += 1
            if found is not None and key(found) not in seen:
                seen.add(key(found))
                stats.solutions += 1
                yield found
                if limit is not None and stats.solutions >= limit:
                    return
        quota *= 2


class _DepthFirst(Generic[S, V]):
    """A complete depth-first search that can pause at a node count and resume."""

    def __init__(
        self, problem: Problem[S, V], root: S, choices: Iterable[V], budget: Budget, stats: SearchStats
    ) -> None:
        self.problem, self.budget, self.stats = problem, budget, stats
        self.stack: list[_Frame[S, V]] = [_Frame(root, iter(choices))]
        self.done = False

    def run(self, until: int | None) -> Iterator[S]:
        """Yield the solutions met until ``stats.nodes`` reaches ``until`` (``None``: the end)."""
        stack, stats = self.stack, self.stats
        child_of, branch_of, spent = self.problem.child, self.problem.branch, self.budget.spent
        while stack:
            if until is not None and stats.nodes >= until:
                return
            frame = stack[-1]
            choice = next(frame.choices, _END)
            if choice is _END:
                stack.pop()
                continue
            if spent(stats.nodes):
                stack.append(_Frame(frame.state, iter([choice])))  # type: ignore[list-item]
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
            yield state
        self.done = True


def _probe(
    problem: Problem[S, V], root: S, rng: random.Random, nodes: int, budget: Budget, stats: SearchStats
) -> S | None:
    """A depth-first search that tries the choices in random order, for at most ``nodes`` nodes:
    its first solution, or ``None``. Incomplete; used between stretches of the complete search."""
    stop = stats.nodes + nodes
    choices = list(problem.branch(root) or ())
    rng.shuffle(choices)
    stack: list[tuple[S, list[V]]] = [(root, choices)]
    while stack and stats.nodes < stop:
        state, todo = stack[-1]
        if not todo:
            stack.pop()
            continue
        if budget.spent(stats.nodes):
            return None
        stats.nodes += 1
        child = problem.child(state, todo.pop())
        if child is None:
            stats.backtracks += 1
            continue
        more = problem.branch(child)
        if more is None:
            return child
        order = list(more)
        rng.shuffle(order)
        stack.append((child, order))
    return None


def _luby(i: int) -> int:
    """The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, ... (``i`` >= 1): restart lengths that are within
    a log factor of the best fixed length (Luby, Sinclair and Zuckerman, 1993)."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while (1 << k) - 1 != i:
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


_END: Hashable = object()

DECIDE_UP_TO = (
    2  # a Deciding problem's own search serves deciding (a first solution, uniqueness), not enumerating
)
