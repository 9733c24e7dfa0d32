"""Depth-first enumeration of all solutions of a :class:`Problem`, with budgets and statistics.

The loop is the classic propagate-and-branch scheme (as in Norvig's Sudoku solver and the seed
KenKen solver): the problem propagates inside :meth:`Problem.root` and :meth:`Problem.child`,
the problem picks the unknown to branch on (fewest candidates first), and the engine tries each of
its candidates in turn. Undo is copy-on-branch: :meth:`Problem.child` returns a new state and never
changes its argument, so backtracking is dropping the child.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from gridcraft.engine.budget import Budget

S = TypeVar("S")
V = TypeVar("V")
S_contra = TypeVar("S_contra", contravariant=True)


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
class Learning(Protocol[S_contra, V]):
    """A :class:`Keyed` problem that records nogoods: it gets restarts (see :func:`search`) unless
    its attribute ``restarts`` is False. ``positive(choice)`` tells the choices that set a value
    (only those enter nogoods)."""

    def positive(self, choice: V) -> bool:
        """True when ``choice`` sets a value rather than taking one out."""
        ...

    def key(self, state: S_contra) -> Hashable:
        """As :meth:`Keyed.key`."""
        ...

    def learn(self, nogoods: list[list[V]]) -> None:
        """Record nogoods: each a list of choices that no solution not yet found extends. The
        following :meth:`Problem.root` and children must respect them."""
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

    A :class:`Learning` problem searching for at most :data:`RESTART_UP_TO` solutions instead gets
    restarts with nogoods (enumerating more uses the depth-first search, which keeps no record of
    the solutions found, so memory stays flat however many there are): depth-first runs from the root
    with growing node cutoffs (:data:`RESTART_FIRST`, times :data:`RESTART_GROWTH` each run), the
    explored part of each stopped run recorded as nogoods, so that no subtree is searched twice
    and the last run completes the search.

    Raises:
        ValueError: ``limit`` is below 1.
    """
    if limit is not None and limit < 1:
        raise ValueError(f"limit must be at least 1, not {limit}")
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
    if (
        isinstance(problem, Learning)
        and getattr(problem, "restarts", True)
        and limit is not None
        and limit <= RESTART_UP_TO
    ):
        yield from _restarting(problem, limit, budget, stats)
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
    # random probes keep every solution's key; a learning problem enumerating many does without them,
    # and so does enumerating all: the depth-first search must then visit everything anyway, and the
    # keys would take memory in proportion to the solutions
    key = problem.key if isinstance(problem, Keyed) and not isinstance(problem, Learning) and limit is not None else None
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

RESTART_UP_TO = 2  # restarts serve deciding (a first solution, uniqueness), not enumerating
RESTART_FIRST = 3000  # nodes of the first run of a learning search (chosen on random 16 x 16 KenKens, seeds 0-59)
RESTART_GROWTH = 1.5  # each run may take this many times the nodes of the one before


def _restarting(problem: Learning[S, V], limit: int | None, budget: Budget, stats: SearchStats) -> Iterator[S]:
    """Depth-first runs from the root, each with a larger node cutoff; when a run stops at its
    cutoff the problem learns the reduced nld-nogoods of its branch (Lecoutre, Sais, Tabary and
    Vidal, *Recording and Minimizing Nogoods from Restarts*, JSAT 2007): for every choice already
    explored to its end, the positive choices above it plus that choice. The subtrees explored so
    far are thus never searched again; a run that ends is the complete search. A solution is
    yielded once however often it is met (``key``)."""
    p: Any = problem  # a Problem too
    seen: set[Hashable] = set()
    cutoff = float(RESTART_FIRST)
    stats.nodes = 0
    while True:
        stats.nodes += 1
        root = p.root()
        if root is None:
            stats.backtracks += 1
            stats.complete = True
            return
        first = p.branch(root)
        if first is None:
            if problem.key(root) not in seen:
                stats.solutions += 1
                yield root
            stats.complete = True
            return
        stack: list[tuple[Any, list[Any], int]] = [(root, list(first), 0)]  # (state, choices, next)
        stop = stats.nodes + int(cutoff)
        stopped = False
        while stack:
            state, choices, at = stack[-1]
            if at == len(choices):
                stack.pop()
                continue
            if stats.nodes >= stop or budget.spent(stats.nodes):
                stopped = True
                break
            stack[-1] = (state, choices, at + 1)
            stats.nodes += 1
            child = p.child(state, choices[at])
            if child is None:
                stats.backtracks += 1
                continue
            more = p.branch(child)
            if more is not None:
                stack.append((child, list(more), 0))
                continue
            k = problem.key(child)
            if k in seen:
                continue
            seen.add(k)
            stats.solutions += 1
            yield child
            if limit is not None and stats.solutions >= limit:
                return
        if not stopped:
            stats.complete = True
            return
        if budget.exhausted:
            stats.budget_exhausted = True
            return
        goods: list[list[Any]] = []
        above: list[Any] = []
        for depth, (_, choices, at) in enumerate(stack):
            last = depth == len(stack) - 1
            done = at if last else at - 1  # choices before this index were explored to their end
            goods.extend(above + [c] for c in choices[:done] if p.positive(c))
            if not last:
                current = choices[at - 1]
                if p.positive(current):
                    above = above + [current]
        problem.learn(goods)
        cutoff *= RESTART_GROWTH
